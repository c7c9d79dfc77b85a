import ImageFuzzSupport

/// libFuzzer's entry point for the PNG path: the bytes go to libpng through our C shim (as a
/// PNG, whatever they start with), then a decoded image's pixels through the seed pipeline.
///
/// Any input must end in a ``ThemeError`` or pixels; a crash, hang, leak or sanitizer report
/// (in the shim's setjmp/longjmp paths especially) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ImageFuzzing.run(signature: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], data, size)
}
