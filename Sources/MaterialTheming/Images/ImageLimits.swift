/// The bounds the image decoders enforce, checked from the file size and the image header before
/// any pixel is decoded, so a decompression bomb costs nothing.
///
/// ```swift
/// var limits = ImageLimits.default
/// limits.maximumPixels = 4_000_000
/// let image = try ImageDecoder(limits: limits).decode(contentsOf: "brand.png")
/// ```
public struct ImageLimits: Sendable, Hashable {
  /// The largest image file read, in bytes.
  public var maximumFileSize: Int
  /// The widest image decoded, in pixels.
  public var maximumWidth: Int
  /// The tallest image decoded, in pixels.
  public var maximumHeight: Int
  /// The most pixels (width × height) decoded.
  public var maximumPixels: Int

  /// Creates limits.
  public init(maximumFileSize: Int, maximumWidth: Int, maximumHeight: Int, maximumPixels: Int) {
    self.maximumFileSize = maximumFileSize
    self.maximumWidth = maximumWidth
    self.maximumHeight = maximumHeight
    self.maximumPixels = maximumPixels
  }

  /// 64 MiB files, 16384 pixels a side, 40 megapixels (160 MB of decoded pixels at most).
  public static let `default` = ImageLimits(
    maximumFileSize: 64 << 20, maximumWidth: 16384, maximumHeight: 16384,
    maximumPixels: 40_000_000)
}
