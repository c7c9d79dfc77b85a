import CImageShims

/// Decoded pixels: `0xAARRGGBB`, row-major, top row first (EXIF orientation is ignored: it does
/// not change which colors an image has).
public struct DecodedImage: Sendable, Hashable {
  /// The container format the bytes were in.
  public enum Format: String, Sendable, Hashable {
    /// PNG (any bit depth and color type, interlaced or not).
    case png
    /// JPEG (baseline or progressive; grey, YCbCr or RGB).
    case jpeg
  }

  /// The format found by the file's signature (its extension is not consulted).
  public var format: Format
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// `width × height` pixels as `0xAARRGGBB`, row-major.
  public var pixels: [UInt32]

  /// Wraps decoded pixels.
  public init(format: Format, width: Int, height: Int, pixels: [UInt32]) {
    self.format = format
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// Decodes PNG and JPEG files through libpng and libjpeg(-turbo), the system's own libraries.
///
/// The format is sniffed from the first bytes, never taken from the extension (a `.png` that
/// holds a JPEG decodes as a JPEG). Every failure is a ``ThemeError`` of kind
/// ``ThemeError/Kind/invalidImage`` (or `fileNotFound` / `unreadable` / `fileTooLarge`) naming
/// the file and what is wrong: corrupt or truncated data, an empty image, a CMYK JPEG, or a header
/// larger than ``ImageLimits`` (checked before decoding).
public struct ImageDecoder: Sendable {
  /// The bounds enforced.
  public var limits: ImageLimits

  /// Creates a decoder with `limits`.
  public init(limits: ImageLimits = .default) {
    self.limits = limits
  }

  /// Reads and decodes the image file at `path`.
  public func decode(contentsOf path: String, chain: [String] = []) throws(ThemeError)
    -> DecodedImage
  {
    let bytes = try FileReader.read(
      path, maximumSize: limits.maximumFileSize, chain: chain, expected: .image)
    return try decode(bytes, file: path, chain: chain)
  }

  /// Decodes an image held in memory; `file` names it in errors.
  public func decode(_ bytes: [UInt8], file: String, chain: [String] = []) throws(ThemeError)
    -> DecodedImage
  {
    func failure(_ message: String, _ suggestion: String? = nil) -> ThemeError {
      ThemeError(.invalidImage, file: file, message: message, suggestion: suggestion, chain: chain)
    }
    guard let format = Self.sniff(bytes) else {
      if bytes.isEmpty { throw failure("the file is empty, not an image") }
      throw failure(
        "not a PNG or JPEG image (the file starts with \(Self.describe(bytes.prefix(8))))",
        "convert the image to PNG or JPEG")
    }
    var cLimits = mt_image_limits()
    cLimits.max_width = UInt32(clamping: limits.maximumWidth)
    cLimits.max_height = UInt32(clamping: limits.maximumHeight)
    cLimits.max_pixels = UInt64(clamping: limits.maximumPixels)
    var image = mt_image()
    let status = bytes.withUnsafeBufferPointer { buffer in
      switch format {
      case .png: mt_decode_png(buffer.baseAddress, buffer.count, cLimits, &image)
      case .jpeg: mt_decode_jpeg(buffer.baseAddress, buffer.count, cLimits, &image)
      }
    }
    defer { mt_image_free(&image) }
    guard status == MT_IMAGE_OK, let pixels = image.pixels else {
      let reason = Self.message(of: &image)
      let name = format == .png ? "PNG" : "JPEG"
      switch status {
      case MT_IMAGE_TOO_LARGE:
        throw failure(
          "\(name) too large: \(reason)", "scale the image down; theme colors do not need more")
      case MT_IMAGE_UNSUPPORTED:
        throw failure("unsupported \(name): \(reason)")
      case MT_IMAGE_NO_MEMORY:
        throw failure("cannot decode \(name): \(reason)")
      default:
        throw failure(
          "invalid \(name): \(reason)", "re-export the image; the file may be truncated or damaged")
      }
    }
    let count = Int(image.width) * Int(image.height)
    return DecodedImage(
      format: format, width: Int(image.width), height: Int(image.height),
      pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }

  /// The format a file's first bytes announce, if any.
  static func sniff(_ bytes: [UInt8]) -> DecodedImage.Format? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    return nil
  }

  /// The decoder's message, printable ASCII only.
  private static func message(of image: inout mt_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
    }
  }

  /// `bytes` as hex, e.g. `47 49 46 38` (what a GIF starts with).
  private static func describe(_ bytes: ArraySlice<UInt8>) -> String {
    let digits = Array("0123456789ABCDEF")
    return bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 0xF)]]) }.joined(
      separator: " ")
  }
}
