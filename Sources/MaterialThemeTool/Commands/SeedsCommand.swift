import MaterialTheming

/// `material-theme seeds IMAGE`: the ranked theme source colors of a PNG or JPEG.
enum SeedsCommand: Subcommand {
  static let maxColors = Option<Double>(
    number: "max-colors", value: "n", in: 1...1024, help: "Colors to quantize the image to.",
    default: Double(ImageSeeds.defaultMaxColors))
  static let desired = Option<Double>(
    number: "desired", value: "n", in: 1...1024, help: "How many colors Score picks, hues apart.",
    default: Double(Score.defaultDesired))
  static let count = Option<Double?>(
    number: "count", value: "n", in: 1...1024, help: "Print at most this many (default: all).")
  static let noFilter = Option(
    flag: "no-filter",
    help: "Keep colors Score would drop (chroma under 5, hues under 1% of the image).")

  static let spec = CommandSpec(
    name: "seeds",
    abstract: "Print the best theme source colors of a PNG or JPEG image.",
    discussion: """
      Material Color Utilities' sourceColorFromImage: opaque pixels only,
      QuantizerCelebi (Wu, then k-means), then Score; the colors equal
      upstream's Java. The format comes from the file's first bytes, not its
      extension. Output: {"seeds": ["#RRGGBB", ...]}, best first; Google Blue
      (#4285F4) when no color qualifies. An image that is not PNG or JPEG, is
      corrupt, truncated, empty, or larger than 16384 pixels a side or 40
      megapixels exits with 65.
      """,
    arguments: [ArgumentSpec(name: "image", help: "A PNG or JPEG file.")],
    options: [maxColors, desired, count, noFilter])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let given: [(OptionSpec, Double?)] = [
      (maxColors.spec, arguments[Self.maxColors]), (desired.spec, arguments[Self.desired]),
      (count.spec, arguments[Self.count]),
    ]
    for (option, value) in given {
      if let value, value != value.rounded() {
        throw .usage("The value of '--\(option.name)' must be a whole number, not \(value).")
      }
    }
    var seeds = try seeds(
      ofImage: arguments.positionals[0], maxColors: Int(arguments[Self.maxColors]),
      desired: Int(arguments[Self.desired]), filter: !arguments[Self.noFilter])
    if let count = arguments[Self.count] { seeds = Array(seeds.prefix(Int(count))) }
    let list = seeds.map { "\"\(Color(argb: $0).hex(alpha: false))\"" }
    console.out("{\"seeds\": [" + list.joined(separator: ", ") + "]}")
    return .success
  }

  /// Decodes `path` and ranks its colors (upstream's defaults unless given).
  static func seeds(
    ofImage path: String, maxColors: Int = ImageSeeds.defaultMaxColors,
    desired: Int = Score.defaultDesired, filter: Bool = true
  ) throws(CommandFailure) -> [UInt32] {
    let image: DecodedImage
    do {
      image = try ImageDecoder().decode(contentsOf: path)
    } catch {
      throw .theme(error)
    }
    return ImageSeeds.extract(
      from: image.pixels, maxColors: maxColors, desired: desired, filter: filter)
  }
}
