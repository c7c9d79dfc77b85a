import MaterialTheming

/// The body both image fuzz targets share.
public enum ImageFuzzing {
  /// Small enough that every accepted input decodes and quantizes in milliseconds.
  static let limits = ImageLimits(
    maximumFileSize: 1 << 20, maximumWidth: 512, maximumHeight: 512, maximumPixels: 1 << 16)

  /// Decodes `signature` + the input unless the input already starts with it (so mutations
  /// stay on one decoder), and extracts seeds from whatever decodes.
  public static func run(signature: [UInt8], _ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if !bytes.starts(with: signature) { bytes = signature + bytes }
    do {
      let image = try ImageDecoder(limits: limits).decode(bytes, file: "fuzz-input")
      precondition(image.pixels.count == image.width * image.height)
      _ = ImageSeeds.extract(from: image.pixels, maxColors: 16)
    } catch {
      _ = error.description
    }
    return 0
  }
}
