internal import MaterialThemingPOSIX

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
        bytes = try FileReader.read(
          path, maximumSize: limits.maximumFileSize, chain: chain, expected: .tokens)
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
