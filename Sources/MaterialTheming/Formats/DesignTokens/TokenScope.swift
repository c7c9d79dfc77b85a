/// The design tokens a theme file may reference: the token files it lists and those of the
/// themes it extends.
///
/// A name is looked up in the theme's own files first (the last listed first), then in the
/// files of the theme it extends, and so on up the chain: the nearer statement wins, as in
/// `extends` itself.
struct TokenScope {
  /// One loaded token file.
  struct File {
    /// The path as opened (the listing theme's folder joined to the path as written).
    let path: String
    /// The canonical path (symbolic links resolved), to find a file listed twice.
    let canonical: String
    /// The parsed files, kept for the positions of their tokens: one for a token file, one per
    /// token set for a Tokens Studio folder.
    let documents: [JSONDocument]
    /// The resolved tokens.
    let tokens: DesignTokenFile
    /// Remarks on how the file was read (for a namespace of several files, their collisions).
    var notes: [String] = []

    /// The position of `token`'s object in the file that defines it.
    func position(of token: DesignToken) -> SourcePosition? {
      let document =
        documents.count == 1 ? documents.first : documents.first { $0.file == token.file }
      return document?.keyPosition(of: token.pointer)
    }

    /// `token`'s number as its file spells it (json-c saturates integers beyond 64 bits), or
    /// `nil`.
    func numberText(of token: DesignToken) -> String? {
      guard let source = token.valueSource else { return nil }
      return documents.first { $0.file == source.file }?.numberText(at: source.pointer)
    }

    /// The file that defines `token`: this file, or the token set's file in a folder.
    func path(of token: DesignToken) -> String {
      documents.count == 1 || token.file.isEmpty ? path : token.file
    }
  }

  /// The files, in lookup order: nearest first.
  private(set) var files: [File] = []

  /// An empty scope.
  init() {}

  /// This scope with `own` (in listing order) in front of it.
  func adding(_ own: [File]) -> TokenScope {
    var scope = TokenScope()
    scope.files = own.reversed() + files
    return scope
  }

  /// Whether no token file is in scope.
  var isEmpty: Bool { files.isEmpty }

  /// The token named `name` and the file that defines it, or `nil`.
  func lookup(_ name: String) -> (token: DesignToken, file: File)? {
    for file in files {
      if let token = file.tokens.tokens[name] { return (token, file) }  // By Unicode scalars.
    }
    return nil
  }

  /// The token named `name` that its file skipped (a unit or value form the engine does not
  /// read), when no file in scope defines a usable one: why a reference to it gives nothing.
  func skipped(_ name: String) -> DesignTokenSkip? {
    for file in files {
      if let skip = file.tokens.skipped.first(where: { JSONKey.sameScalars($0.name, name) }) {
        return skip
      }
    }
    return nil
  }

  /// Every token name in scope (for suggestions), each once (by Unicode scalars).
  var names: [String] {
    var seen = Set<JSONKey>()
    var result: [String] = []
    for file in files {
      for name in file.tokens.order where seen.insert(JSONKey(name)).inserted {
        result.append(name)
      }
    }
    return result
  }

  /// The token files' paths, nearest first, for messages.
  var paths: [String] { files.map(\.path) }
}
