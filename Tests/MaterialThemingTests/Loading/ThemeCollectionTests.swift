import Foundation
import Testing

@testable import MaterialTheming

@Suite struct ThemeCollectionTests {
  /// The repository's `Themes/` directory.
  private static let themesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Themes").path

  /// The bundled theme files, as text (the schema is not a theme).
  private static func bundledThemes() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: themesDirectory)
      .filter { $0.hasSuffix(".json") && $0 != "theme.schema.json" }.sorted()
    return try names.map {
      try String(contentsOfFile: themesDirectory + "/" + $0, encoding: .utf8)
    }
  }

  /// A collection file holding `elements`, one per line after the opening bracket.
  private static func collection(_ elements: [String]) -> [UInt8] {
    Array(("[\n" + elements.joined(separator: ",\n") + "\n]\n").utf8)
  }

  /// The error reading the documents of the collection file `bytes` fails with, if any.
  private static func documentsError(_ bytes: [UInt8], fileName: String = "b.json")
    -> ThemeError?
  {
    thrownError { () throws(ThemeError) in
      _ = try ThemeLoader().documents(inCollection: bytes, fileName: fileName)
    }
  }

  @Test func eachThemeEqualsTheSameThemeLoadedAlone() throws {
    let texts = try Self.bundledThemes()
    #expect(texts.count >= 8)
    let loader = ThemeLoader(rootDirectory: Self.themesDirectory)
    let file = Self.themesDirectory + "/brands.json"
    let themes = try loader.loadCollection(bytes: Self.collection(texts), fileName: file)
    let documents = try loader.documents(inCollection: Self.collection(texts), fileName: file)
    #expect(themes.count == texts.count)
    for (index, text) in texts.enumerated() {
      let alone = try loader.load(bytes: Array(text.utf8), fileName: file)
      #expect(themes[index] == alone)
      var document = try loader.document(bytes: Array(text.utf8), fileName: file)
      if case .file(let path, _) = document.extends {
        // The position of an `extends` path counts from the start of the collection file.
        #expect(documents[index].extends != document.extends)
        document.extends = .file(path: path, position: nil)
        var element = documents[index]
        element.extends = .file(path: path, position: nil)
        #expect(element == document)
      } else {
        #expect(documents[index] == document)
      }
    }
  }

  @Test func anUnnamedThemeIsNamedAfterTheFileAndIndex() throws {
    let themes = try ThemeLoader().loadCollection(
      bytes: Self.collection([#"{"name": "First"}"#, "{}"]), fileName: "dir/brands.json")
    #expect(themes.map(\.name) == ["First", "brands[1]"])
    #expect(try ThemeLoader().loadCollection(bytes: Array("[]".utf8), fileName: "x.json").isEmpty)
  }

  @Test func forEachDocumentVisitsEveryElementInOrder() throws {
    var names: [String?] = []
    try ThemeLoader().forEachDocument(
      inCollection: Self.collection([#"{"name": "A"}"#, #"{"name": "B"}"#, "{}"]),
      fileName: "brands.json"
    ) { index, document in
      #expect(index == names.count)
      names.append(document.name)
    }
    #expect(names == ["A", "B", nil])
  }

  @Test func aBadValueInTheThirdThemeIsLocatedInTheWholeFile() {
    // Line 4 is the third element; the color value starts after `{"colors": {"light": {"primary": `.
    let bytes = Self.collection([
      #"{"name": "A"}"#, #"{"name": "B"}"#, ##"{"colors": {"light": {"primary": "#12345G"}}}"##,
    ])
    let error = thrownError { () throws(ThemeError) in
      _ = try ThemeLoader().loadCollection(bytes: bytes, fileName: "brands.json")
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.pointer.description == "/2/colors/light/primary")
    #expect(error?.position?.line == 4)
    #expect(error?.position?.column == 34)
    #expect(error?.file == "brands.json")
  }

  /// An unknown key and a duplicate key in the third element, located at the key in the whole
  /// file.
  @Test(
    arguments: [
      ("{\n  \"name\": \"C\",\n  \"colours\": {}\n}", .unknownKey, "/2/colours", 6, 3),
      (#"{"name": "C", "name": "D"}"#, .duplicateKey, "/2/name", 4, 15),
    ] as [(String, ThemeError.Kind, String, Int, Int)])
  func aKeyErrorInTheThirdThemeIsLocatedAtTheKey(
    element: String, kind: ThemeError.Kind, pointer: String, line: Int, column: Int
  ) {
    let error = Self.documentsError(Self.collection(["{}", "{}", element]))
    #expect(error?.kind == kind)
    #expect(error?.pointer.description == pointer)
    #expect(error?.position?.line == line)
    #expect(error?.position?.column == column)
  }

  @Test func syntaxErrorsInAnElementMatchTheWholeDocumentParse() {
    // A missing colon in the third element: json-c's own error, at the same place and path as
    // when the file is parsed as one document.
    let bytes = Self.collection(["{}", "{}", #"{"name" "C"}"#])
    let error = Self.documentsError(bytes, fileName: "brands.json")
    let whole = thrownError { () throws(ThemeError) in
      _ = try ThemeLoader().document(bytes: bytes, fileName: "brands.json")
    }
    #expect(error?.kind == .syntax)
    #expect(error?.position?.line == 4)
    #expect(error == whole)
  }

  @Test func aTrailingCommaInsideAnElementIsRejected() {
    let bytes = Self.collection(["{}", "{}", #"{"name": "C",}"#])
    let error = Self.documentsError(bytes, fileName: "brands.json")
    #expect(error?.kind == .syntax)
    #expect(error?.message == "trailing comma")
    #expect(error?.position == SourcePosition(line: 4, column: 13, offset: 22))
  }

  @Test func textAfterTheArrayIsRejected() {
    let error = Self.documentsError(Array("[{}, {}] {}".utf8))
    #expect(error?.kind == .syntax)
    #expect(error?.message == "unexpected text after the end of the JSON document")
    #expect(error?.position?.column == 10)
  }

  @Test func malformedSeparatorsAreRejected() {
    for text in ["[{} {}]", "[, {}]", "[{},, {}]", "[{}, {}", "[{}, {}, ]"] {
      let error = Self.documentsError(Array(text.utf8))
      #expect(error?.kind == .syntax, "\(text)")
    }
  }

  @Test func aRootThatIsNotAnArrayIsAWrongType() {
    let error = Self.documentsError(Array("{}".utf8))
    #expect(error?.kind == .wrongType)
    #expect(error?.message == "expected an array of themes, found an object")
  }

  @Test func anElementThatIsNotAnObjectIsAWrongType() {
    let error = Self.documentsError(Array("[{}, 12]".utf8))
    #expect(error?.kind == .wrongType, "\(String(describing: error))")
    #expect(error?.pointer.description == "/1")
    #expect(error?.position?.column == 6)
  }
}
