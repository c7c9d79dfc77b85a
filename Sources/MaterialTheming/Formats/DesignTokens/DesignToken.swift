/// A resolved DTCG token: its type settled, references followed, metadata kept.
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

  /// The dotted name, e.g. `color.light.primary`.
  public var name: String { path.joined(separator: ".") }
}
