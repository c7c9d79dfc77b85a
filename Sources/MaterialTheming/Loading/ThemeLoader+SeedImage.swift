extension ThemeLoader {
  /// Reads the image `colors.seed.image` names and makes its best source color the seed.
  ///
  /// The path is relative to the theme file and confined to the root directory, as `extends`
  /// paths are. Errors point at the `image` value in the theme and say what is wrong with the
  /// image (missing, outside the root, not PNG/JPEG, corrupt, too large).
  func resolveSeedImage(
    _ document: inout ThemeDocument, fileName: String, chain: [String],
    state: inout ExtendsState
  ) throws(ThemeError) {
    guard var dynamic = document.colors.dynamic, var image = dynamic.seedImage else { return }
    let pointer = JSONPointer.root.appending("colors").appending("seed").appending("image")
    let site = ThemeErrorSite(
      file: fileName, position: image.position, pointer: pointer, chain: chain)
    let root = state.canonicalRoot()
    let (path, _) = try Self.confined(
      image.path, from: fileName, root: root,
      missing: site.error(
        .fileNotFound, "seed image '\(image.path)' does not exist",
        "paths are relative to the theme file"),
      outside: site.error(
        .pathEscapesRoot, "seed image '\(image.path)' is outside the theme root '\(root)'",
        "keep images under the root directory"))
    let decoded: DecodedImage
    do {
      decoded = try ImageDecoder(limits: imageLimits).decode(contentsOf: path, chain: chain)
    } catch {
      throw site.error(error.kind, "seed image '\(image.path)': \(error.message)", error.suggestion)
    }
    let seeds = ImageSeeds.extract(from: decoded.pixels)
    image.resolvedPath = path
    image.seeds = seeds.map { Color(argb: $0) }
    dynamic.seed = Color(argb: seeds[0])
    dynamic.seedImage = image
    document.colors.dynamic = dynamic
  }
}
