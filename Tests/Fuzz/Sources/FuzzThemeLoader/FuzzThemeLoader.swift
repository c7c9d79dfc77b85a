import MaterialTheming

/// libFuzzer's entry point: loads `size` bytes as a theme and, when they load, resolves and
/// serialises every appearance and contrast, so the resolver is fuzzed along with the loader.
///
/// Any input must end in a ``ThemeError`` or a theme; a crash, hang, leak or sanitizer report
/// is a bug. `extends` paths resolve against the working directory, which `run.sh` fills with
/// copies of `Themes/*.json`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let theme = try ThemeLoader().load(bytes: bytes, fileName: "fuzz-input.json")
    for traits in ColorTraits.all {
      _ = theme.containerScheme(for: traits)
      _ = ResolvedThemeJSON.make(theme, traits: traits).serialized(pretty: true)
    }
  } catch {
    _ = error.description
  }
  return 0
}
