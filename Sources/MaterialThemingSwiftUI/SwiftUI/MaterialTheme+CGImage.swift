#if canImport(CoreGraphics)
  import CoreGraphics
  import MaterialThemingCore

  nonisolated extension MaterialTheme {
    /// The pixels of `image` as `0xAARRGGBB`, drawn into an sRGB bitmap whose longer side is at
    /// most `maxDimension` (quantizing a downscaled image gives the same seeds at a fraction
    /// of the cost); empty when no bitmap context can be made.
    public static func pixels(of image: CGImage, maxDimension: Int = 128) -> [UInt32] {
      let longer = max(image.width, image.height, 1)
      let scale = min(1, Double(max(maxDimension, 1)) / Double(longer))
      let width = max(1, Int((Double(image.width) * scale).rounded()))
      let height = max(1, Int((Double(image.height) * scale).rounded()))
      guard let space = CGColorSpace(name: CGColorSpace.sRGB) else { return [] }
      // Premultiplied ARGB in a little-endian 32-bit word: each pixel reads as 0xAARRGGBB.
      // Opaque pixels, the only ones the seeds are taken from, are not changed by
      // premultiplication.
      let info =
        CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
      var pixels = [UInt32](repeating: 0, count: width * height)
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space, bitmapInfo: info)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      return drawn ? pixels : []
    }

    /// A theme generated on the device from an image (a photo the user picked): its pixels
    /// (`pixels(of:maxDimension:)`) seed ``init(name:imagePixels:variant:contrastLevel:increasedContrastLevel:specVersion:)``.
    ///
    /// ```swift
    /// let theme = MaterialTheme(name: "Photo", image: cgImage)
    /// ```
    public init(
      name: String = "Dynamic", image: CGImage, variant: DynamicSchemeVariant = .tonalSpot
    ) {
      self.init(name: name, imagePixels: Self.pixels(of: image), variant: variant)
    }
  }
#endif
