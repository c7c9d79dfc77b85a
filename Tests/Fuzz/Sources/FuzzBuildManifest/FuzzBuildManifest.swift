import MaterialTheming

/// libFuzzer's entry point: reads the input as a `material-theme build` manifest and, when it
/// reads, expands every output path for a few source paths (plain, nested, hostile), as `build`
/// does before it confines the result.
///
/// Any input must end in a ``ThemeError`` or a manifest; a crash, hang, leak or sanitizer
/// report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuildManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let manifest = try BuildManifest(bytes: bytes, fileName: "material-theme-build.json")
    for output in manifest.outputs {
      for source in ["Brands/acme.json", "Exports/acme/material-theme.json", "a/../b.json", "x"] {
        _ = BuildManifest.expand(output.path, source: source)
      }
    }
    _ = manifest.sources.joined(separator: "\n")
  } catch {
    _ = error.description
  }
  return 0
}
