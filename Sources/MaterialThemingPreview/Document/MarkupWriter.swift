import MaterialTheming

/// Builds HTML (with inline SVG) as text: elements, attributes in the order given, escaped text.
///
/// Attribute values and text are always escaped (``TextEscaping/html(_:)``), so theme strings
/// cannot inject markup, and no control or bidi character reaches the page raw.
struct MarkupWriter {
  /// An attribute: name and unescaped value.
  typealias Attribute = (name: String, value: String)

  /// The markup written so far.
  private(set) var text = ""
  /// The names of the open elements, innermost last.
  private var openElements: [String] = []

  /// Creates an empty writer.
  init() {}

  /// Opens `name` with `attributes`; close it with ``close()``.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    text += "<" + name + Self.render(attributes) + ">"
    openElements.append(name)
  }

  /// Closes the innermost open element.
  mutating func close() {
    guard let name = openElements.popLast() else { return }
    text += "</" + name + ">"
  }

  /// Writes `name` with `attributes`, `content` as escaped text, and its end tag.
  mutating func element(_ name: String, _ attributes: [Attribute] = [], content: String = "") {
    text +=
      "<" + name + Self.render(attributes) + ">" + TextEscaping.html(content)
      + "</" + name + ">"
  }

  /// Opens a page section (`<section class="panel">`) with its heading and lead paragraph;
  /// close it with ``close()``.
  mutating func openPanel(id: String, title: String, lead: String) {
    open("section", [("id", id), ("class", "panel")])
    element("h2", content: title)
    element("p", [("class", "lead")], content: lead)
  }

  /// Writes an element with no content: `<meta …>` in HTML, `<rect …/>` in SVG.
  mutating func empty(_ name: String, _ attributes: [Attribute] = [], selfClosing: Bool = false) {
    text += "<" + name + Self.render(attributes) + (selfClosing ? "/>" : ">")
  }

  /// Writes `content` as escaped text.
  mutating func write(_ content: String) {
    text += TextEscaping.html(content)
  }

  /// Writes `markup` as it is; only for trusted, constant markup such as the style sheet.
  mutating func raw(_ markup: String) {
    text += markup
  }

  /// Writes a line break, keeping the source readable.
  mutating func newline() {
    text += "\n"
  }

  /// Writes `other`'s markup as it is (it was escaped when written).
  mutating func append(_ other: MarkupWriter) {
    text += other.text
  }

  /// The attributes as ` name="value"` pairs.
  private static func render(_ attributes: [Attribute]) -> String {
    var result = ""
    for attribute in attributes {
      result += " " + attribute.name + "=\"" + TextEscaping.html(attribute.value) + "\""
    }
    return result
  }
}
