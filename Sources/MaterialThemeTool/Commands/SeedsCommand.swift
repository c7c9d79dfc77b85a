import MaterialTheming

/// `material-theme seeds IMAGE`: the ranked theme source colors of a PNG or JPEG.
enum SeedsCommand: Subcommand {
  static let name = "seeds"
  static let abstract = "Print the best theme source colors of a PNG or JPEG image."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme seeds IMAGE [--max-colors N] [--desired N] [--count N] [--no-filter]

    The pipeline is Material Color Utilities' sourceColorFromImage: opaque pixels only,
    QuantizerCelebi (Wu then k-means), then Score; results equal upstream's Java exactly.
    The format is recognized by the file's first bytes, not its extension.

    OPTIONS:
      --max-colors N        Colors to quantize the image to, 1 to 1024 (default 128).
      --desired N           How many colors Score picks, hues kept apart (default \(Score.defaultDesired)).
      --count N             Print at most N of them (default: all Score picked).
      --no-filter           Keep colors Score would drop (chroma under 5, hues under 1% of the image).

    Output: {"seeds": ["#RRGGBB", ...]}, best first; Google Blue (#4285F4) when no color qualifies.
    Exit status: 0; 64 for bad options; 65 for an image that is not PNG/JPEG, is corrupt,
    truncated, empty or too large (16384 pixels a side, 40 megapixels); 66 when it cannot be read.
    """
  static let signature = CommandSignature(
    options: ["max-colors", "desired", "count"], flags: ["no-filter"], positionals: 1...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let options: SeedOptions
    do {
      options = try SeedOptions(arguments)
    } catch {
      console.error("error: \(error.description)\n\nUSAGE: see 'material-theme seeds --help'")
      return .usage
    }
    do {
      let seeds = try options.seeds(ofImage: arguments.positionals[0])
      let list = seeds.map { "\"\(Color(argb: $0).hexString.prefix(7))\"" }
      console.out("{\"seeds\": [" + list.joined(separator: ", ") + "]}")
      return .success
    } catch {
      console.error(error.description)
      return error.exitCode
    }
  }
}

/// The quantizer and Score settings of `seeds` (and `scheme --image`, with their defaults).
struct SeedOptions {
  /// The accepted `--max-colors` values.
  static let maxColorsRange = 1...1024

  var maxColors = ImageSeeds.defaultMaxColors
  var desired = Score.defaultDesired
  var count: Int?
  var filter = true

  init() {}

  init(_ arguments: ParsedArguments) throws(UsageError) {
    maxColors = try Self.integer(arguments, "max-colors", Self.maxColorsRange) ?? maxColors
    desired = try Self.integer(arguments, "desired", 1...1024) ?? desired
    count = try Self.integer(arguments, "count", 1...1024)
    filter = !arguments.flags.contains("no-filter")
  }

  /// Decodes `path` and ranks its colors.
  func seeds(ofImage path: String) throws(ThemeError) -> [UInt32] {
    let image = try ImageDecoder().decode(contentsOf: path)
    let seeds = ImageSeeds.extract(
      from: image.pixels, maxColors: maxColors, desired: desired, filter: filter)
    return count.map { Array(seeds.prefix($0)) } ?? seeds
  }

  private static func integer(
    _ arguments: ParsedArguments, _ option: String, _ range: ClosedRange<Int>
  ) throws(UsageError) -> Int? {
    guard let text = arguments.value(option) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description:
          "invalid value '\(text)' for '--\(option)': expected a whole number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }
}
