internal import MaterialThemingPOSIX

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

/// Loads the token files a theme lists, confined to the theme root as `extends` targets are.
struct TokenFileLoader {
  /// The file-size and depth bounds.
  let limits: LoadingLimits
  /// The canonical root directory token files may not leave.
  let root: String

  /// Loads `references`, listed by the theme `fileName` at `pointer`; `themes` are the canonical paths of
  /// the themes of the `extends` chain (a theme listed as a token file is a cycle).
  /// - Throws: ``ThemeError`` located at the `tokens` entry for a missing, unreadable or escaping
  ///   file; located in the token file (with a note naming the theme) for a file that does not
  ///   parse or whose tokens are invalid.
  func load(
    _ references: [TokenFileReference], listedBy fileName: String, pointer list: JSONPointer,
    chain: [String], themes: [String]
  ) throws(ThemeError) -> [TokenScope.File] {
    var files: [TokenScope.File] = []
    var canonicals: [String] = []
    // The DTCG and Style Dictionary files, read as one namespace after the loop, and where
    // in `files` it goes (where the last of them is listed).
    var members: [(member: TokenNamespace.Member, canonical: String, listing: String)] = []
    var namespaceSlot = 0
    for (index, reference) in references.enumerated() {
      let pointer = list.appending(index: index)
      let site = ThemeErrorSite(
        file: fileName, position: reference.position, pointer: pointer, chain: chain)
      let (path, canonical) = try ThemeLoader.confined(
        reference.path, from: fileName, root: root,
        missing: site.error(
          .fileNotFound, "token file '\(reference.path)' does not exist",
          "paths are relative to the theme that lists them"),
        outside: site.error(
          .pathEscapesRoot,
          "token file '\(reference.path)' is outside the theme root '\(root)'",
          "keep token files under the root directory"))
      if themes.contains(canonical) {
        throw site.error(
          .referenceCycle,
          "token file '\(reference.path)' is a theme of this theme's extends chain: "
            + (chain + [fileName]).joined(separator: " → "),
          "list design-token files (DTCG), not themes")
      }
      if canonicals.contains(canonical) {
        throw site.error(
          .invalidValue, "token file '\(reference.path)' is listed twice",
          "list each token file once")
      }
      canonicals.append(canonical)
      let listing = Self.listing(fileName, reference, pointer)
      if POSIX.isDirectory(path) {
        // A Tokens Studio folder: every `.json` file below it is a token set.
        // Its symbolic links are confined to the theme root, as the listed paths are.
        do throws(ThemeError) {
          let (tokens, contexts) = try TokensStudioFolder.read(path, root: root, limits: limits)
          if let error = ThemeError.combined(tokens.problems) { throw error }
          files.append(
            TokenScope.File(
              path: path, canonical: canonical, documents: contexts.map(\.document),
              tokens: tokens))
        } catch  where error.kind == .pathEscapesRoot {
          throw site.error(
            .pathEscapesRoot, "token folder '\(reference.path)': \(error.message)",
            "keep token sets under the root directory")
        } catch {
          var error = error
          error.notes.append(listing)
          error.chain = chain
          throw error
        }
        continue
      }
      let bytes: [UInt8]
      do {
        bytes = try FileReader.read(path, maximumSize: limits.maximumFileSize, chain: chain)
      } catch {
        let kind: ThemeError.Kind = error.kind == .fileTooLarge ? .fileTooLarge : error.kind
        throw site.error(kind, "token file '\(reference.path)': \(error.message)", error.suggestion)
      }
      do {
        let document = try JSONDocument.parse(bytes, file: path, limits: limits)
        let format = ImportFormat.detect(document.rootNode)
        if TokenNamespace.joins(format) || !format.isTokenFormat {
          let format: ImportFormat = format == .legacyTokens ? .legacyTokens : .designTokens
          members.append(
            (
              TokenNamespace.Member(path: path, document: document, format: format), canonical,
              listing
            ))
          namespaceSlot = files.count
          continue
        }
        let tokens = try DesignTokenFile(
          document: document, chain: [], limits: limits, root: root)
        // A resolver's tokens come from the files it references: positions by their file.
        files.append(
          TokenScope.File(
            path: path, canonical: canonical,
            documents: format == .dtcgResolver ? [] : [document], tokens: tokens))
      } catch {
        var error = error
        error.notes.append(listing)
        error.chain = chain
        throw error
      }
    }
    if members.count == 1, let (member, canonical, listing) = members.first {
      do {
        let tokens = try DesignTokenFile(document: member.document, chain: [], limits: limits)
        files.insert(
          TokenScope.File(
            path: member.path, canonical: canonical, documents: [member.document],
            tokens: tokens), at: namespaceSlot)
      } catch {
        var error = error
        error.notes.append(listing)
        error.chain = chain
        throw error
      }
    } else if members.count > 1 {
      let (tokens, notes) = TokenNamespace.read(members.map(\.member))
      if var error = ThemeError.combined(tokens.problems) {
        let names = members.map { "'" + DiagnosticText.escaped($0.member.path) + "'" }
        error.notes.append(
          "token files " + names.joined(separator: ", ") + " are read as one namespace; "
            + members[0].listing)
        error.chain = chain
        throw error
      }
      files.insert(
        TokenScope.File(
          path: members.map(\.member.path).joined(separator: " + "),
          canonical: members[0].canonical, documents: members.map(\.member.document),
          tokens: tokens, notes: notes), at: namespaceSlot)
    }
    return files
  }

  /// The note that names where a token file is listed: `listed in brand.json:3:14 at /tokens/0`.
  static func listing(_ fileName: String, _ reference: TokenFileReference, _ pointer: JSONPointer)
    -> String
  {
    let place = reference.position.map { "\(fileName):\($0.line):\($0.column)" } ?? fileName
    return "token file listed in \(place) at \(pointer.displayText)"
  }
}
