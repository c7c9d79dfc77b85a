import ImageFuzzSupport

/// libFuzzer's entry point for the JPEG path: the bytes go to libjpeg-turbo through our C shim
/// (as a JPEG, whatever they start with), then a decoded image's pixels through the seed pipeline.
///
/// Any input must end in a ``ThemeError`` or pixels; a crash, hang, leak or sanitizer report
/// (in the shim's setjmp/longjmp paths especially) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  ImageFuzzing.run(signature: [0xFF, 0xD8, 0xFF], data, size)
}
