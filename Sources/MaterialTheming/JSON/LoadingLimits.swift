/// The bounds the loader enforces so that hostile input cannot exhaust memory, stack or time.
///
/// ```swift
/// var limits = LoadingLimits.default
/// limits.maximumFileSize = 1 << 20
/// let theme = try ThemeLoader(limits: limits).load(contentsOf: "Themes/brand.json")
/// ```
public struct LoadingLimits: Sendable, Hashable {
  /// The largest theme file read, in bytes; larger files fail with ``ThemeError/Kind/fileTooLarge``.
  public var maximumFileSize: Int
  /// The deepest nesting of arrays and objects; deeper documents fail with ``ThemeError/Kind/nestingTooDeep``.
  public var maximumDepth: Int
  /// The longest `extends` chain; longer ones fail with ``ThemeError/Kind/extendsTooDeep``.
  public var maximumExtendsDepth: Int
  /// The most themes one design-token source may expand into when every context of its
  /// dimensions is read (brands × products of a DTCG resolver or a Tokens Studio project): the
  /// product of the dimensions' context counts. `material-theme build` refuses an output rule
  /// that would expand a source into more, naming the limit.
  public var maximumExpansions: Int = 256

  /// Creates limits.
  public init(maximumFileSize: Int, maximumDepth: Int, maximumExtendsDepth: Int) {
    self.maximumFileSize = maximumFileSize
    self.maximumDepth = maximumDepth
    self.maximumExtendsDepth = maximumExtendsDepth
  }

  /// 8 MiB per file, nesting 64 deep, 16 themes in an `extends` chain.
  ///
  /// A real theme is a few kilobytes nested four or five levels deep; these bounds leave
  /// ample room while keeping a 200 MB or 100 000-deep file a prompt, clear error.
  public static let `default` = LoadingLimits(
    maximumFileSize: 8 << 20, maximumDepth: 64, maximumExtendsDepth: 16)
}
