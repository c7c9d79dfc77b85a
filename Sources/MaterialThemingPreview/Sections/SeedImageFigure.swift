import Foundation
import MaterialTheming

/// The image a theme's seed came from (`"seed": {"image": …}`), embedded as a `data:` URI so the
/// page stays one self-contained file, with the ranked seeds it yielded and the one chosen.
struct SeedImageFigure {
  /// The seed image, as the loader resolved it.
  var image: SeedImage
  /// The seed the theme uses (the first of ``SeedImage/seeds``).
  var chosen: Color

  /// Images larger than this are not embedded (the page would balloon); the seeds still show.
  static let maximumEmbeddedBytes = 2 << 20

  /// The `data:` URI of the image file, or `nil` when it cannot be read or is too large.
  var dataURI: String? {
    guard let path = image.resolvedPath,
      let data = FileManager.default.contents(atPath: path),
      data.count <= Self.maximumEmbeddedBytes
    else { return nil }
    let type: String
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      type = "image/png"
    } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      type = "image/jpeg"
    } else {
      return nil
    }
    return "data:\(type);base64,\(data.base64EncodedString())"
  }

  /// Writes the figure.
  func write(into writer: inout MarkupWriter) {
    writer.open("figure", [("class", "seed-image")])
    if let dataURI {
      writer.empty("img", [("src", dataURI), ("alt", "Seed image \(image.path)")])
    } else {
      writer.element("p", [("class", "note")], content: "\(image.path) (not embedded)")
    }
    writer.open("figcaption")
    writer.element("span", content: "Seeds from \(image.path):")
    for seed in image.seeds {
      let hex = seed.hex(alpha: false)
      let isChosen = seed == chosen
      writer.open("span", [("class", isChosen ? "seed chosen" : "seed")])
      writer.element("i", [("style", "background:\(hex)")])
      writer.element("code", content: isChosen ? "\(hex) (used)" : hex)
      writer.close()
    }
    writer.close()
    writer.close()
  }
}
