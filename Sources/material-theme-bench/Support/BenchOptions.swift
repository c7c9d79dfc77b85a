/// The command line of `material-theme-bench`.
struct BenchOptions {
  /// Fewer rounds and smaller inputs: a smoke run of every section.
  var quick = false
  /// Where the JSON figures go.
  var jsonPath = ".build/bench.json"
  /// A Python with `material-color-utilities` installed, for the dynamic-color peer.
  var python: String?
  /// A `material-theme-bench` built from an earlier commit, whose generators the generate section
  /// measures beside ours.
  var previousBench: String?
  /// The sections to run; empty means all.
  var only: Set<String> = []
  /// The package root (holds `Themes/` and `.build/`).
  var packageRoot = "."

  /// The usage text.
  static let usage = """
    USAGE: material-theme-bench [--quick] [--json PATH] [--python PATH] [--previous PATH]
                            [--only SECTION ...]

    SECTIONS: load, large, batch, preview, dynamic, e2e, generate, build, image, tokens
      --quick          Fewer rounds and smaller inputs.
      --json PATH      Write the figures as JSON here (default .build/bench.json).
      --python PATH    A python with material-color-utilities, measured as the dynamic-color and
                       image peer (the image section also needs numpy and Pillow).
      --previous PATH  A material-theme-bench built from an earlier commit: the generate section
                       measures its generators beside ours, round for round.
      --only SECTION   Run only this section (repeatable).
    """

  /// Parses `arguments` (without the program name); `nil` on a usage error.
  init?(_ arguments: [String]) {
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--quick": quick = true
      case "--json": guard let path = value() else { return nil }; jsonPath = path
      case "--python": guard let path = value() else { return nil }; python = path
      case "--previous": guard let path = value() else { return nil }; previousBench = path
      case "--only": guard let section = value() else { return nil }; only.insert(section)
      default: return nil
      }
      index += 1
    }
  }

  /// Whether `section` should run.
  func runs(_ section: String) -> Bool { only.isEmpty || only.contains(section) }
}
