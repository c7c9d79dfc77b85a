/// Theme collections: one file holding a JSON array of theme objects, as white-label products
/// keep hundreds of brand themes together.
///
/// ```swift
/// let brands = try ThemeLoader().loadCollection(contentsOf: "Themes/brands.json")
/// brands[3].containerScheme(for: .standard).colorScheme.primary
/// ```
///
/// Each element is read exactly as a theme file is (strict JSON, unique keys, every key, type and
/// value checked) but parsed on its own and released once decoded, so memory peaks at the
/// file, one element's json-c tree and the results — not a tree of the whole file. Errors name
/// the whole file's line and column and the pointer `/<index>/…` of the element.
extension ThemeLoader {
  /// Loads and resolves every theme of the collection file at `path`.
  /// - Throws: ``ThemeError`` for the first problem, located in the file.
  public func loadCollection(contentsOf path: String) throws(ThemeError) -> [Theme] {
    try loadCollection(bytes: readFile(path), fileName: path)
  }

  /// Loads and resolves every theme of a collection: `bytes` hold a JSON array of theme objects.
  ///
  /// A theme without a `name` is named after the file and its index (`brands[3]`); relative
  /// `extends` paths are resolved from the collection file's directory.
  /// - Throws: ``ThemeError`` for the first problem, located in the file.
  public func loadCollection(bytes: [UInt8], fileName: String) throws(ThemeError) -> [Theme] {
    let stem = Self.stem(of: fileName)
    let collection = try JSONCollection(bytes, file: fileName, limits: limits)
    var themes: [Theme] = []
    themes.reserveCapacity(collection.count)
    for index in 0..<collection.count {
      var state = ExtendsState(entry: fileName, rootDirectory: rootDirectory)
      let element = try collection.element(index)
      let decoded = try decodeTheme(
        element, fileName: fileName, chain: [], state: &state, loadingBase: true)
      themes.append(
        try finish(
          decoded.document, over: decoded.base?.theme ?? Theme(builtIn: .material201804),
          fileName: fileName, defaultName: "\(stem)[\(index)]", chain: [], state: &state,
          json: element))
    }
    return themes
  }

  /// Parses and decodes every theme of a collection without following `extends`.
  /// - Throws: ``ThemeError`` for the first problem, located in the file.
  public func documents(inCollection bytes: [UInt8], fileName: String) throws(ThemeError)
    -> [ThemeDocument]
  {
    let collection = try JSONCollection(bytes, file: fileName, limits: limits)
    var documents: [ThemeDocument] = []
    documents.reserveCapacity(collection.count)  // no growth copies of a large result
    try forEachDocument(collection) { _, document throws(ThemeError) in documents.append(document) }
    return documents
  }

  /// Calls `body` with the index and the decoded document of each element of a collection, in
  /// order, one element's json-c tree alive at a time.
  /// - Throws: ``ThemeError`` for the first problem, located in the file, or what `body` throws.
  public func forEachDocument(
    inCollection bytes: [UInt8], fileName: String,
    _ body: (Int, ThemeDocument) throws(ThemeError) -> Void
  ) throws(ThemeError) {
    try forEachDocument(JSONCollection(bytes, file: fileName, limits: limits), body)
  }

  /// Decodes each element of `collection` as a theme file and passes it to `body` with its
  /// index, in order.
  private func forEachDocument(
    _ collection: JSONCollection, _ body: (Int, ThemeDocument) throws(ThemeError) -> Void
  ) throws(ThemeError) {
    for index in 0..<collection.count {
      let document = try decodeTheme(collection.element(index), chain: [])
      try body(index, document)
    }
  }
}
