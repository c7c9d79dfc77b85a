/// A builder for generated Swift text: indented lines and literal formatting, written as UTF-8
/// bytes into one ``ByteBuffer``.
///
/// Cold parts (headers, helpers) go through ``line(_:)``; the per-color and per-field lines,
/// which are most of a file, are assembled piece by piece (``indent()``, ``append(_:)``,
/// ``append(rgba:)``, ``append(number:)``, ``endLine()``) so that no temporary string is made for
/// them.
struct SwiftSource: ~Copyable {
  /// The UTF-8 bytes so far.
  private var bytes: ByteBuffer
  /// The current indentation level (two spaces each).
  private var level = 0

  /// Creates an empty source with room for `capacity` bytes.
  init(capacity: Int = 32_768) { bytes = ByteBuffer(capacity: capacity) }

  /// A source over `bytes`.
  private init(bytes: consuming ByteBuffer) { self.bytes = bytes }

  /// The UTF-8 of the source `body` writes, written straight into the array returned (see
  /// ``ByteBuffer/array(capacity:_:)``): a generator's whole output, allocated once and never
  /// copied when it fits in `capacity` bytes.
  static func utf8(capacity: Int, _ body: (inout SwiftSource) -> Void) -> [UInt8] {
    ByteBuffer.array(capacity: capacity) { bytes in
      var source = SwiftSource(bytes: bytes)
      body(&source)
      return source.bytes
    }
  }

  /// The text so far.
  var text: String { bytes.string }

  /// Keywords that cannot name a member without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout",
    "let", "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "self", "Self", "super", "throw", "throws", "true", "try", "public", "private", "internal",
    "fileprivate", "rethrows", "precedencegroup", "Any", "_",
  ]

  /// The width of the current indentation in columns.
  var indentationWidth: Int { level * 2 }

  /// The number of bytes written so far.
  var byteCount: Int { bytes.count }

  /// The bytes written from `start` on (a part rendered once, to be appended again later).
  func written(from start: Int) -> [UInt8] { bytes.array(from: start) }

  /// Appends one line at the current indentation.
  mutating func line(_ content: String) {
    indent()
    append(content)
    endLine()
  }

  /// Appends one line made of `parts` at the current indentation, without joining them into a
  /// string first.
  mutating func line(
    _ first: String, _ second: String, _ third: String = "", _ fourth: String = "",
    _ fifth: String = ""
  ) {
    indent()
    append(first)
    append(second)
    append(third)
    append(fourth)
    append(fifth)
    endLine()
  }

  /// Appends the current indentation: the start of a line assembled piece by piece.
  ///
  /// Up to the width of `spaces` it is copied from there (a few word copies); deeper, written space
  /// by space.
  mutating func indent() {
    let spaces = Self.spaces
    let width = level * 2
    if width <= spaces.utf8CodeUnitCount {
      bytes.append(UnsafeBufferPointer(start: spaces.utf8Start, count: width))
    } else {
      bytes.append(repeating: 0x20, count: width)
    }
  }

  /// Spaces to copy indentation from: 16 levels. A computed literal rather than a stored
  /// constant, whose every read would first check that it is initialized.
  @inline(__always)
  private static var spaces: StaticString { "                                " }

  /// Appends `text` as it is.
  mutating func append(_ text: String) { bytes.append(text) }

  /// Appends the literal `text` as it is (the cheaper way for the pieces a line is made of).
  mutating func append(static text: StaticString) { bytes.append(static: text) }

  /// Appends a documentation line naming `code` in backticks, then what `rest` appends (a
  /// full stop by default): ``/// `code`.``.
  mutating func codeDoc(
    _ code: String, _ rest: (inout SwiftSource) -> Void = { $0.append(static: ".") }
  ) {
    indent()
    append(static: "/// `")
    append(code)
    append(static: "`")
    rest(&self)
    endLine()
  }

  /// Appends a line break.
  @inline(__always)
  mutating func endLine() { bytes.append(0x0A) }

  /// Appends, at the current indentation, the four lines of a color member:
  ///
  ///     /// `<doc>`.
  ///     public static var <name>: <type> {
  ///       <namespace>.color(0xRRGG_BBAA, 0xRRGG_BBAA, 0xRRGG_BBAA, 0xRRGG_BBAA)
  ///     }
  ///
  /// with the four `colors` in order, all in one reservation: the lines an Apple file is mostly
  /// made of, written without a capacity check and a call per piece (a test compares them with
  /// the same lines written piece by piece).
  mutating func colorMember(
    doc: String, name: String, type: String, namespace: String,
    colors: (Color, Color, Color, Color)
  ) {
    let width = indentationWidth
    let spaces = Self.spaces
    guard width + 2 <= spaces.utf8CodeUnitCount else {
      return colorMemberPieceByPiece(
        doc: doc, name: name, type: type, namespace: namespace, colors: colors)
    }
    Self.withUTF8(doc) { doc in
      Self.withUTF8(name) { name in
        Self.withUTF8(type) { type in
          Self.withUTF8(namespace) { namespace in
            // The literal pieces, in order (see the layout above).
            let docOpen: StaticString = "/// `"
            let docClose: StaticString = "`.\n"
            let head: StaticString = "public static var "
            let colon: StaticString = ": "
            let open: StaticString = " {\n"
            let call: StaticString = ".color("
            let close: StaticString = ")\n"
            let end: StaticString = "}\n"
            let literalBytes =
              docOpen.utf8CodeUnitCount + docClose.utf8CodeUnitCount + head.utf8CodeUnitCount
              + colon.utf8CodeUnitCount + open.utf8CodeUnitCount + call.utf8CodeUnitCount
              + close.utf8CodeUnitCount + end.utf8CodeUnitCount
            // Four hex literals of 11 bytes, three ", " between them.
            let count =
              4 * width + 2 + literalBytes + doc.count + name.count + type.count
              + namespace.count + 4 * 11 + 3 * 2
            bytes.append(count: count) { start in
              var cursor = UnsafeMutableRawPointer(start)
              func put(_ piece: UnsafeRawPointer, _ length: Int) {
                cursor.copyMemory(from: piece, byteCount: length)
                cursor += length
              }
              func put(_ piece: StaticString) { put(piece.utf8Start, piece.utf8CodeUnitCount) }
              func put(_ piece: UnsafeBufferPointer<UInt8>) {
                if let base = piece.baseAddress { put(base, piece.count) }
              }
              put(spaces.utf8Start, width)
              put(docOpen)
              put(doc)
              put(docClose)
              put(spaces.utf8Start, width)
              put(head)
              put(name)
              put(colon)
              put(type)
              put(open)
              put(spaces.utf8Start, width + 2)
              put(namespace)
              put(call)
              // The four literals, ", " between them.
              func putColor(_ color: Color, last: Bool) {
                Self.storeRGBA(color, at: cursor)
                cursor += 11
                guard !last else { return }
                cursor.storeBytes(of: UInt16(0x202C).littleEndian, as: UInt16.self)
                cursor += 2
              }
              putColor(colors.0, last: false)
              putColor(colors.1, last: false)
              putColor(colors.2, last: false)
              putColor(colors.3, last: true)
              put(close)
              put(spaces.utf8Start, width)
              put(end)
            }
          }
        }
      }
    }
  }

  /// ``colorMember(doc:name:type:namespace:colors:)`` written piece by piece: deeper than its
  /// run of spaces reaches, and the reference its tests compare with.
  mutating func colorMemberPieceByPiece(
    doc: String, name: String, type: String, namespace: String,
    colors: (Color, Color, Color, Color)
  ) {
    codeDoc(doc)
    indent()
    append(static: "public static var ")
    append(name)
    append(static: ": ")
    append(type)
    append(static: " {")
    endLine()
    indented { out in
      out.indent()
      out.append(namespace)
      out.append(static: ".color(")
      for (index, color) in [colors.0, colors.1, colors.2, colors.3].enumerated() {
        if index > 0 { out.append(static: ", ") }
        out.append(rgba: color)
      }
      out.append(static: ")")
      out.endLine()
    }
    line("}")
  }

  /// Calls `body` with the UTF-8 of `text`, read in place where the string keeps it contiguous.
  @inline(__always)
  private static func withUTF8<Result>(
    _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var text = text
    return text.withUTF8(body)
  }

  /// Appends `0xRRGG_BBAA`: the color quantised to 8 bits per channel.
  mutating func append(rgba color: Color) {
    bytes.append(count: 11) { Self.storeRGBA(color, at: UnsafeMutableRawPointer($0)) }
  }

  /// Stores the 11 bytes of `0xRRGG_BBAA` for `color` at `raw`.
  @inline(__always)
  private static func storeRGBA(_ color: Color, at raw: UnsafeMutableRawPointer) {
    let argb = color.argb
    let digits = hexDigits(argb << 8 | argb >> 24)
    raw.storeBytes(of: UInt16(0x7830).littleEndian, as: UInt16.self)  // "0x"
    // Each four digits little-endian: the first at the lowest address.
    let redGreen = UInt32(truncatingIfNeeded: digits).littleEndian
    let blueAlpha = UInt32(truncatingIfNeeded: digits >> 32).littleEndian
    raw.storeBytes(of: redGreen, toByteOffset: 2, as: UInt32.self)
    raw.storeBytes(of: 0x5F, toByteOffset: 6, as: UInt8.self)  // "_"
    raw.storeBytes(of: blueAlpha, toByteOffset: 7, as: UInt32.self)
  }

  /// The eight uppercase hexadecimal digits of `value` as ASCII, one to a byte, the most
  /// significant digit in the lowest byte: worked out for all eight at once.
  @inline(__always)
  static func hexDigits(_ value: UInt32) -> UInt64 {
    // Spread the nibbles one to a byte (nibble i in byte i), then reverse the bytes so that the
    // most significant nibble comes first.
    var word = UInt64(value)
    word = (word | word &<< 16) & 0x0000_FFFF_0000_FFFF
    word = (word | word &<< 8) & 0x00FF_00FF_00FF_00FF
    word = (word | word &<< 4) & 0x0F0F_0F0F_0F0F_0F0F
    word = word.byteSwapped
    // A nibble of 10 or more carries into bit 4 when 6 is added: those bytes take "A"..."F",
    // 7 past where "0"..."9" would put them.
    let letters = ((word &+ 0x0606_0606_0606_0606) &>> 4) & 0x0101_0101_0101_0101
    return word &+ 0x3030_3030_3030_3030 &+ letters &* 7
  }

  /// Appends bytes rendered before (a line start with its indentation, say).
  mutating func append(rendered: [UInt8]) { bytes.append(rendered) }

  /// Appends bytes rendered before, read in place.
  mutating func append(rendered: UnsafeBufferPointer<UInt8>) { bytes.append(rendered) }

  /// Appends a number literal: whole numbers without a fraction (as ``number(_:)``).
  mutating func append(number value: Double) {
    // `Int64(exactly:)` tells a whole number without a call into libm's `round`.
    guard abs(value) < 1e15, let whole = Int64(exactly: value) else {
      if appendShortDecimal(value) { return }
      return append(Self.number(value))
    }
    if whole < 0 { bytes.append(0x2D) }
    appendDigits(whole.magnitude, count: 1)
  }

  /// Appends the decimal digits of `value`, zero-padded to `count` digits at the least.
  private mutating func appendDigits(_ value: UInt64, count minimum: Int) {
    var value = value
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 20 digits at most, most significant last
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(value % 10) + 0x30
        value /= 10
        count += 1
      } while value > 0 || count < minimum
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// Appends `value` as `String(value)` spells it when that is a decimal with one to four
  /// digits after the point (a letter spacing of 0.04, a size of 12.5), and returns `true`;
  /// returns `false`, appending nothing, for any other value.
  ///
  /// The digits with `k` places are `round(|value| × 10ᵏ)` for the smallest `k` whose decimal
  /// converts back to `value` exactly (a quotient of two exact doubles is correctly rounded, as
  /// parsing the decimal is): the shortest decimal that reads back as `value`, which is what
  /// `String(value)` writes in plain notation for magnitudes from 0.001 below a million (its
  /// neighbours are far more than 10⁻⁴ apart there, so no two such decimals read back alike).
  private mutating func appendShortDecimal(_ value: Double) -> Bool {
    let magnitude = abs(value)
    guard magnitude >= 0.001, magnitude < 1e6 else { return false }
    var scale = 1.0
    for places in 1...4 {
      scale *= 10
      let scaled = (magnitude * scale).rounded()
      guard scaled / scale == magnitude else { continue }
      let digits = UInt64(scaled)
      let unit = UInt64(scale)
      if value < 0 { bytes.append(0x2D) }
      appendDigits(digits / unit, count: 1)
      bytes.append(0x2E)
      appendDigits(digits % unit, count: places)
      return true
    }
    return false
  }

  /// Appends `text` as a string literal with escapes (as ``literal(_:)``).
  mutating func append(literal text: String) {
    // Over the string's own bytes where it has them (walking its UTF-8 view is several times
    // slower).
    let escaped =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(where: Self.needsEscape) }
      ?? text.utf8.contains(where: Self.needsEscape)
    if escaped {
      append(Self.literal(text))
    } else {
      bytes.append(0x22)
      append(text)
      bytes.append(0x22)
    }
  }

  /// Appends each line of `lines` at the current indentation; empty ones stay empty.
  mutating func lines(_ lines: [String]) {
    for content in lines {
      if content.isEmpty { blank() } else { line(content) }
    }
  }

  /// Lines rendered once at a fixed indentation level, appended as bytes.
  struct Snippet {
    /// The indentation level the lines were rendered at.
    let level: Int
    /// The rendered lines.
    let bytes: [UInt8]

    /// Renders the lines of `text` at `level`.
    init(_ text: String, level: Int) {
      var source = SwiftSource(capacity: text.utf8.count * 2)
      source.level = level
      source.lines(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      self.level = level
      self.bytes = source.bytes.array
    }
  }

  /// Appends `snippet`, which must have been rendered at the current level.
  mutating func append(_ snippet: Snippet) {
    precondition(snippet.level == level, "a snippet rendered at another indentation level")
    bytes.append(snippet.bytes)
  }

  /// Appends an empty line.
  mutating func blank() { endLine() }

  /// Writes one line at the current indentation with `body`; when it comes out wider than
  /// ``SwiftExpression/lineWidth``, takes it back and lets `wrapped` write it instead.
  ///
  /// Most lines fit, so building them piece by piece and checking afterwards spares measuring
  /// an expression tree for each.
  mutating func fittedLine(
    _ body: (inout SwiftSource) -> Void, wrapped: (inout SwiftSource) -> Void
  ) {
    let start = bytes.count
    indent()
    body(&self)
    if bytes.width(from: start) <= SwiftExpression.lineWidth {
      endLine()
    } else {
      bytes.removeLast(from: start)
      wrapped(&self)
    }
  }

  /// Writes `prefix` + a `Font(...)` expression (as ``font(_:style:)`` builds it) as one line,
  /// or — when that is wider than the column limit — as ``SwiftExpression`` wraps it: one
  /// argument per line.
  ///
  /// With `reused`, the font's arguments are rendered once per file and found again for the
  /// next line stating the same font (a style's font for every trait); fonts stated once (a
  /// type scale) are written straight.
  mutating func fontLine(_ font: Font, style: TextStyle?, prefix: String, reused: Bool = true) {
    let lineStart = bytes.count
    indent()
    append(prefix)
    append(static: "Font(")
    if reused {
      let index = renderedFont(font, style: style)
      let rendered = renderedFonts[index]
      // The same font after the same prefix at the same indentation: the lines written last
      // time, once more.
      if let last = rendered.lines, last.prefix == prefix, last.level == level {
        bytes.removeLast(from: lineStart)
        return bytes.append(last.bytes)
      }
      let width = bytes.width(from: lineStart) + rendered.width + 1
      if width <= SwiftExpression.lineWidth {
        bytes.append(rendered.text)
        append(static: ")")
        endLine()
      } else {
        bytes.removeLast(from: lineStart)
        rendered.text.withUnsafeBufferPointer {
          wrappedFont(prefix: prefix, arguments: $0, ends: rendered.ends)
        }
      }
      renderedFonts[index].lines = (prefix, level, bytes.array(from: lineStart))
      return
    }
    let argumentsStart = bytes.count
    let ends = appendFontArguments(font, style: style)
    append(static: ")")
    guard bytes.width(from: lineStart) > SwiftExpression.lineWidth else { return endLine() }
    let arguments = bytes.array(from: argumentsStart).dropLast()  // without the `)`
    bytes.removeLast(from: lineStart)
    arguments.withUnsafeBufferPointer { wrappedFont(prefix: prefix, arguments: $0, ends: ends) }
  }

  /// Writes `prefix` + `Font(`, each of `arguments` (rendered on one line, each ending at
  /// `ends`) on its own line, then `)`.
  private mutating func wrappedFont(
    prefix: String, arguments: UnsafeBufferPointer<UInt8>, ends: ArgumentEnds
  ) {
    indent()
    append(prefix)
    append(static: "Font(")
    endLine()
    level += 1
    var start = 0
    for index in 0..<ends.count {
      indent()
      bytes.append(UnsafeBufferPointer(rebasing: arguments[start..<ends[index]]))
      if index < ends.count - 1 { append(static: ",") }
      endLine()
      start = ends[index] + 2  // past ", "
    }
    level -= 1
    line(")")
  }

  /// Where each argument of a `Font(...)` expression ends, counted from the first argument:
  /// five at most, stored inline.
  private struct ArgumentEnds {
    private var storage: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
    /// The number of arguments.
    private(set) var count = 0

    /// Records the end of the next argument.
    mutating func append(_ end: Int) {
      precondition(count < 5, "a Font expression has five arguments at most")
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: end, toByteOffset: count * MemoryLayout<Int>.stride, as: Int.self)
      }
      count += 1
    }

    /// The end of argument `index`.
    subscript(index: Int) -> Int {
      withUnsafeBytes(of: storage) {
        $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
      }
    }
  }

  /// The arguments of a `Font(...)` expression with their labels, rendered once.
  private struct RenderedFont {
    /// The font and the text style it was rendered for (which decides how a curve is named).
    let font: Font
    let style: TextStyle?
    /// The arguments on one line: `family: "Inter", size: 12, …`.
    let text: [UInt8]
    /// Where each argument ends in ``text``.
    let ends: ArgumentEnds
    /// The width of ``text`` in characters.
    let width: Int
    /// The lines last written for the font: after which prefix, at which level.
    var lines: (prefix: String, level: Int, bytes: [UInt8])?
  }

  /// Material Components' scaling curve of each text style, built once.
  private static let materialCurves = Dictionary(
    uniqueKeysWithValues: TextStyle.allCases.map { ($0, ScalingCurve.material(for: $0)) })

  /// The fonts rendered so far in this file.
  private var renderedFonts: [RenderedFont] = []

  /// The index among ``renderedFonts`` of `font`'s arguments for `style`, rendered now (at the
  /// end of the buffer, then taken back) or found among those rendered before.
  private mutating func renderedFont(_ font: Font, style: TextStyle?) -> Int {
    if let found = renderedFonts.firstIndex(where: { $0.style == style && $0.font == font }) {
      return found
    }
    let start = bytes.count
    let ends = appendFontArguments(font, style: style)
    let rendered = RenderedFont(
      font: font, style: style, text: bytes.array(from: start), ends: ends,
      width: bytes.width(from: start), lines: nil)
    bytes.removeLast(from: start)
    renderedFonts.append(rendered)
    return renderedFonts.count - 1
  }

  /// Appends the arguments of `font`'s `Font(...)` expression on one line, returning where
  /// each ends (counted from the first).
  private mutating func appendFontArguments(_ font: Font, style: TextStyle?) -> ArgumentEnds {
    let start = bytes.count
    var ends = ArgumentEnds()
    append(static: "family: ")
    append(literal: font.family)
    ends.append(bytes.count - start)
    append(static: ", size: ")
    append(number: font.size)
    ends.append(bytes.count - start)
    append(static: ", weight: ")
    append(weight: font.weight)
    ends.append(bytes.count - start)
    if font.letterSpacing != 0 {
      append(static: ", letterSpacing: ")
      append(number: font.letterSpacing)
      ends.append(bytes.count - start)
    }
    if let curve = font.scalingCurve {
      append(static: ", scalingCurve: ")
      if let style, curve == Self.materialCurves[style] {
        append(static: ".material(for: .")
        append(style.rawValue)
        append(static: ")")
      } else {
        // An explicit curve stays on its line, as the expression tree writes it (a raw
        // argument).
        append(static: "ScalingCurve(sizes: [")
        for (index, size) in curve.sizes.enumerated() {
          if index > 0 { append(static: ", ") }
          append(number: size)
        }
        append(static: "])")
      }
      ends.append(bytes.count - start)
    }
    return ends
  }

  /// Appends a `FontWeight` expression (as ``weight(_:)``).
  mutating func append(weight: FontWeight) {
    let hundreds = weight.rawValue / 100
    if weight.rawValue % 100 == 0, (1...9).contains(hundreds) {
      append(Self.weightConstants[hundreds - 1])
    } else {
      append(Self.weight(weight))
    }
  }

  /// `.thin` … `.black`: the expressions of weights 100 … 900.
  private static let weightConstants = (1...9).map { weight(FontWeight(clamping: $0 * 100)) }

  /// Appends `open`, the lines `body` writes one level deeper, then `close` (if not empty).
  mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftSource) -> Void) {
    line(open)
    level += 1
    body(&self)
    level -= 1
    if !close.isEmpty { line(close) }
  }

  /// Appends the lines `body` writes one level deeper.
  mutating func indented(_ body: (inout SwiftSource) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// A string literal with escapes (``TextEscaping/swiftStringLiteral(_:)``).
  static func literal(_ text: String) -> String { TextEscaping.swiftStringLiteral(text) }

  /// Whether a UTF-8 byte may stand for a character a string literal escapes: a control
  /// character, a quote, a backslash, or any non-ASCII scalar (a format character is one).
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F
  }

  /// The number of characters of `text`, counted as bytes when it is ASCII (the common case).
  static func characterCount(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  /// A number literal: whole numbers without a fraction.
  static func number(_ value: Double) -> String { NumberText.decimal(value) }

  /// `Color(rgba: 0xRRGGBBAA)`, the color quantised to 8 bits per channel.
  static func color(_ color: Color) -> String {
    let hex = color.hexString.dropFirst()
    return "Color(rgba: 0x\(hex.prefix(4))_\(hex.suffix(4)))"
  }

  /// A `Font(...)` expression.
  static func font(_ font: Font, style: TextStyle?) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = [
      ("family", .raw(literal(font.family))), ("size", .raw(number(font.size))),
      ("weight", .raw(weight(font.weight))),
    ]
    arguments.reserveCapacity(5)
    if font.letterSpacing != 0 {
      arguments.append(("letterSpacing", .raw(number(font.letterSpacing))))
    }
    if let curve = font.scalingCurve {
      if let style, curve == ScalingCurve.material(for: style) {
        arguments.append(("scalingCurve", .raw(".material(for: .\(style.rawValue))")))
      } else {
        let sizes = curve.sizes.map(number).joined(separator: ", ")
        arguments.append(("scalingCurve", .raw("ScalingCurve(sizes: [\(sizes)])")))
      }
    }
    return .call("Font", arguments)
  }

  /// A `FontWeight` expression: a named constant where one exists.
  static func weight(_ weight: FontWeight) -> String {
    weightNames[weight].map { ".\($0)" } ?? "FontWeight(clamping: \(weight.rawValue))"
  }

  /// The named `FontWeight` constants.
  private static let weightNames: [FontWeight: String] = [
    .thin: "thin", .extraLight: "extraLight", .light: "light", .regular: "regular",
    .medium: "medium", .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
  ]
}
