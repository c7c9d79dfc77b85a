/// A resolved design token: its type settled, references followed, metadata kept.
///
/// Tokens of every format ``DesignTokenFile`` reads (DTCG, the older `value`/`type` format,
/// Tokens Studio sets, Figma variables) come out in this one shape, values in DTCG form.
public struct DesignToken: Sendable, Hashable {
  /// The names from the root group down, e.g. `["color", "light", "primary"]`.
  public var path: [String]
  /// The resolved type.
  public var type: DesignTokenType
  /// The value with every reference (`{…}` and `$ref`) replaced by what it names.
  public var value: JSONOutput
  /// The value as written, references kept.
  public var writtenValue: JSONOutput
  /// `$description`.
  public var description: String?
  /// `$extensions`, kept verbatim (unknown vendors included).
  public var extensions: JSONOutput?
  /// `$deprecated`.
  public var deprecated: JSONOutput?
  /// The tokens a reference chain passed through, this token first (`[name]` without a reference).
  public var referenceChain: [String]
  /// The token object's location in its file.
  public var pointer: JSONPointer
  /// The file the token was read from (a Tokens Studio folder has one per token set).
  public var file = ""
  /// The mode the format states for the token — a Figma variable mode or a Tokens Studio
  /// theme (`Light`, `Dark`) — when the format has modes; `nil` otherwise.
  public var mode: String?
  /// Where the value is written (the file and pointer of the value this token or the end of
  /// its reference chain states), to quote it as written; `nil` when unknown.
  var valueSource: (file: String, pointer: JSONPointer)?

  /// The dotted name, e.g. `color.light.primary`.
  public var name: String { path.joined(separator: ".") }

  /// Whether both tokens are the same: names (path, chain, mode) compared by Unicode scalars,
  /// as JSON compares keys, so that `café` composed and decomposed are two tokens.
  public static func == (lhs: DesignToken, rhs: DesignToken) -> Bool {
    JSONKey.same(lhs.path, rhs.path) && lhs.type == rhs.type && lhs.value == rhs.value
      && lhs.writtenValue == rhs.writtenValue && lhs.description == rhs.description
      && lhs.extensions == rhs.extensions && lhs.deprecated == rhs.deprecated
      && JSONKey.same(lhs.referenceChain, rhs.referenceChain) && lhs.pointer == rhs.pointer
      && lhs.file == rhs.file && JSONKey.same(lhs.mode, rhs.mode)
  }

  /// Hashes the names' Unicode scalars, the type and the location.
  public func hash(into hasher: inout Hasher) {
    for component in path { JSONKey.hashScalars(component, into: &hasher) }
    hasher.combine(type)
    hasher.combine(pointer)
    hasher.combine(file)
  }
}
