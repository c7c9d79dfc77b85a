/// Entry points for the `material-theme-bench` harness; not part of the supported API.
///
/// The loader caps files at ``LoadingLimits/default`` (8 MiB) and reads one theme per file.
/// The large-input benchmark measures the same JSON layer on a 20 MB document holding many
/// themes, so it needs custom limits and a way to decode every element of an array.
///
/// ```swift
/// @_spi(Benchmarks) import MaterialTheming
/// let documents = try BenchmarkSupport.decodeThemeArray(bytes, fileName: "big.json", limits: limits)
/// ```
@_spi(Benchmarks)
public enum BenchmarkSupport {
  /// Parses `bytes`, a JSON array of theme objects, exactly as the loader parses a theme file
  /// (strict pre-scan, json-c in strict UTF-8-validating mode, duplicate-key check) within
  /// `limits`, then decodes every element as a theme file, checking every key, type and value.
  /// - Throws: ``ThemeError`` for invalid JSON, a non-array root or an invalid theme.
  public static func decodeThemeArray(
    _ bytes: [UInt8], fileName: String, limits: LoadingLimits
  ) throws(ThemeError) -> [ThemeDocument] {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    let context = DecodingContext(document: document, chain: [])
    let root = document.rootNode
    guard root.kind == .array else { throw context.typeMismatch(root, expected: "an array") }
    var documents: [ThemeDocument] = []
    for element in root.elements {
      documents.append(try ThemeDecoder.decode(element, context))
    }
    return documents
  }
}
