import Foundation

/// What the `MaterialThemeGenerator` build-tool plugin asks the build to run for one target: one
/// `material-theme apply` per theme in the target's `Themes/` folder, with every file the theme
/// reads declared as an input so that only changed themes are generated again.
///
/// `Themes/theming.json` may pick the style and the member names:
///
/// ```json
/// { "style": "swiftui", "names": { "brand.json": "acme" } }
/// ```
public struct GenerationPlan: Equatable, Sendable {
  /// One build command.
  public struct Step: Equatable, Sendable {
    /// The theme file.
    public var theme: URL
    /// Every file the generated source depends on: the theme, the themes it `extends`, the token
    /// files it references, and `theming.json` when there is one.
    public var inputs: [URL]
    /// The generated Swift file, in the plugin's work directory.
    public var output: URL
    /// The arguments of `material-theme`.
    public var arguments: [String]
  }

  /// The styles `theming.json` may name.
  public static let styles = ["core", "swiftui", "uikit", "appkit"]
  /// The configuration file's name.
  public static let configurationName = "theming.json"
  /// The suffix of design-token files: inputs of the themes that list them, not themes.
  public static let tokenFileSuffix = ".tokens.json"

  /// The commands, one per theme, sorted by file name.
  public var steps: [Step]

  /// Plans the commands for the themes in `themesDirectory`, writing into `workDirectory`.
  ///
  /// Theme files are the `*.json` files of the folder except `theming.json`, JSON Schemas
  /// (`*.schema.json`) and token files (`*.tokens.json`, which themes reference).
  public init(themesDirectory: URL, workDirectory: URL) throws {
    let configurationURL = themesDirectory.appendingPathComponent(Self.configurationName)
    var style = "core"
    var names: [String: String] = [:]
    var configurationInputs: [URL] = []
    if FileManager.default.fileExists(atPath: configurationURL.path) {
      configurationInputs = [configurationURL]
      (style, names) = try Self.configuration(at: configurationURL)
    }
    let themes = ThemeFiles.themes(inDirectory: themesDirectory).filter {
      $0.lastPathComponent != Self.configurationName
    }
    func identifier(_ theme: URL) -> String {
      names[theme.lastPathComponent] ?? ThemeFiles.identifier(forTheme: theme)
    }
    func fileName(_ theme: URL) -> String {
      ThemeFiles.generatedFileName(forIdentifier: identifier(theme))
    }
    try ThemeFiles.checkDistinctOutputs(themes, named: fileName)
    steps = themes.map { theme in
      let identifier = identifier(theme)
      let output = workDirectory.appendingPathComponent(fileName(theme))
      return Step(
        theme: theme, inputs: [theme] + Self.references(of: theme) + configurationInputs,
        output: output,
        arguments: [
          "apply", theme.path, "--output", output.path, "--name", identifier, "--style", style,
        ])
    }
  }

  /// Reads `theming.json`: the style and the names by theme file name.
  static func configuration(at url: URL) throws -> (style: String, names: [String: String]) {
    let file = url.lastPathComponent
    guard let data = FileManager.default.contents(atPath: url.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw PluginFailure("\(url.path):1:1: error: \(file) is not a JSON object")
    }
    for key in object.keys where key != "style" && key != "names" && key != "$schema" {
      throw PluginFailure(
        "\(url.path):1:1: error: unknown key '\(key)' in \(file) — expected 'style' or 'names'")
    }
    let style = object["style"] as? String ?? "core"
    guard styles.contains(style) else {
      throw PluginFailure(
        "\(url.path):1:1: error: unknown style '\(style)' in \(file) — expected "
          + styles.joined(separator: ", "))
    }
    guard object["names"] == nil || object["names"] is [String: String] else {
      throw PluginFailure(
        "\(url.path):1:1: error: 'names' in \(file) must map theme file names to Swift names")
    }
    return (style, object["names"] as? [String: String] ?? [:])
  }

  /// The loader's bounds that the input list follows (this target cannot link MaterialTheming;
  /// a test holds them equal to `LoadingLimits.default` and `TokensStudioFolder.maximumFiles`):
  /// the themes in one `extends` chain, and the `.json` files of one token folder.
  public static let maximumExtendsChain = 16
  /// See ``maximumExtendsChain``.
  public static let maximumTokenFolderFiles = 2000

  /// The files `theme` reads besides itself: its `extends` chain, the token files it and the
  /// themes it extends list, and their seed images, as far as they can be read (a file that does
  /// not parse is left to the tool, which reports it). Only themes are read for further
  /// references: token files and images are leaves.
  ///
  /// It follows the loader's rules where it can without linking the loader: `extends` names a
  /// file when it ends in `.json` or holds a `/`, a chain is followed for up to
  /// ``maximumExtendsChain`` themes, and a token folder's `.json` files are listed as the
  /// Tokens Studio reader lists them (hidden names left out, symbolically linked subfolders
  /// followed, each folder once, up to ``maximumTokenFolderFiles``). What still differs: the
  /// files are parsed with `JSONSerialization` (which tolerates what the loader refuses), paths
  /// are not confined to the theme's folder, and a Theme Builder export or design-token file
  /// given as the theme is not read for references (it has none the loader follows) — except a
  /// DTCG resolver document, given as the theme or listed as a token file, whose `$ref` files
  /// are inputs. The `material-theme build` command does not use this list: its cache records
  /// the files the loader actually read.
  public static func references(of theme: URL) -> [URL] {
    var found: [URL] = []
    var pending = [(theme, 1)]
    var visitedThemes: Set<String> = [theme.standardizedFileURL.path]
    while let (file, depth) = pending.popLast() {
      guard let data = FileManager.default.contents(atPath: file.path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { continue }
      let directory = file.deletingLastPathComponent()
      if object["resolutionOrder"] is [Any] {
        // A DTCG resolver given as the theme: the files its `$ref`s name.
        found += resolverReferences(object, in: directory).filter { !found.contains($0) }
        continue
      }
      var leaves = object["tokens"] as? [String] ?? []
      let seed = (object["colors"] as? [String: Any])?["seed"] as? [String: Any]
      if let image = seed?["image"] as? String { leaves.append(image) }
      var bases: [String] = []
      if let base = object["extends"] as? String, base.hasSuffix(".json") || base.contains("/") {
        bases.append(base)
      }
      for (path, isTheme) in leaves.map({ ($0, false) }) + bases.map({ ($0, true) }) {
        let url = directory.appendingPathComponent(path).standardizedFileURL
        guard url != theme.standardizedFileURL, !found.contains(url) else { continue }
        if !isTheme, let files = jsonFiles(inFolder: url) {
          // A Tokens Studio folder: its `.json` files are the inputs.
          found += files.filter { !found.contains($0) }
          continue
        }
        found.append(url)
        if !isTheme, let data = FileManager.default.contents(atPath: url.path),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          object["resolutionOrder"] is [Any]
        {
          // A DTCG resolver listed as a token file: the files its `$ref`s name are inputs too.
          found += resolverReferences(object, in: url.deletingLastPathComponent())
            .filter { !found.contains($0) }
        }
        if isTheme, depth < maximumExtendsChain, visitedThemes.insert(url.path).inserted {
          pending.append((url, depth + 1))
        }
      }
    }
    return found
  }

  /// The files a DTCG resolver document's `$ref`s name (`core.json`, `brands.json#/acme`),
  /// relative to its folder `directory`, each once; same-document (`#/sets/…`) and remote
  /// references are left out.
  static func resolverReferences(_ object: [String: Any], in directory: URL) -> [URL] {
    var found: [URL] = []
    func walk(_ value: Any) {
      if let dictionary = value as? [String: Any] {
        if let reference = dictionary["$ref"] as? String, !reference.hasPrefix("#"),
          !reference.contains("://")
        {
          let file = String(reference.prefix { $0 != "#" })
          let url = directory.appendingPathComponent(file).standardizedFileURL
          if !found.contains(url) { found.append(url) }
        }
        for member in dictionary.values { walk(member) }
      } else if let array = value as? [Any] {
        for element in array { walk(element) }
      }
    }
    walk(object)
    return found
  }

  /// The `.json` files below `url` (at most ``maximumTokenFolderFiles``, in the reader's sorted
  /// walk order), or `nil` when it is not a folder; hidden files and folders are left out and
  /// symbolically linked folders followed (each real folder once), as the Tokens Studio reader
  /// does.
  static func jsonFiles(inFolder url: URL) -> [URL]? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return nil }
    var files: [URL] = []
    var visited: Set<String> = []
    func walk(_ folder: URL) {
      guard visited.insert(folder.resolvingSymlinksInPath().path).inserted,
        let names = try? manager.contentsOfDirectory(atPath: folder.path)
      else { return }
      for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      where !name.hasPrefix(".") {
        guard files.count < maximumTokenFolderFiles else { return }
        let child = folder.appendingPathComponent(name)
        var childIsDirectory: ObjCBool = false
        guard manager.fileExists(atPath: child.path, isDirectory: &childIsDirectory) else {
          continue
        }
        if childIsDirectory.boolValue {
          walk(child)
        } else if name.hasSuffix(".json") {
          files.append(child)
        }
      }
    }
    walk(url)
    return files
  }
}

/// A plugin failure with the message `swift package` prints after `error:`.
public struct PluginFailure: Error, CustomStringConvertible, Equatable {
  /// The diagnostic.
  public var description: String

  /// Creates a failure.
  public init(_ description: String) { self.description = description }
}
