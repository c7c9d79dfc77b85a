import MaterialTheming

/// A row of terminal cells, each a character with an optional color and weight, on one
/// background: the text counterpart of an SVG drawing.
struct TerminalRow {
  /// One cell.
  struct Cell: Equatable {
    /// The character shown.
    var character: Character = " "
    /// Its color, or `nil` for the terminal's default.
    var color: Color?
    /// Whether it is bold.
    var isBold = false
  }

  /// The cells, left to right.
  private(set) var cells: [Cell]

  /// A blank row of `width` cells.
  init(width: Int) {
    cells = Array(repeating: Cell(), count: max(width, 0))
  }

  /// Writes `text` from column `start`, dropping what falls outside the row.
  mutating func write(_ text: String, at start: Int, color: Color?, bold: Bool = false) {
    for (offset, character) in text.enumerated() {
      let column = start + offset
      guard cells.indices.contains(column) else { continue }
      cells[column] = Cell(character: character, color: color, isBold: bold)
    }
  }

  /// Writes `text` centred on column `center`.
  mutating func write(_ text: String, centeredAt center: Int, color: Color?, bold: Bool = false) {
    write(text, at: center - text.count / 2, color: color, bold: bold)
  }

  /// The row as plain text.
  var plain: String { String(cells.map(\.character)) }

  /// The row with truecolor escapes on `background`, ending with a reset.
  func colored(on background: Color) -> String {
    var text = ANSI.background(background)
    var current = Cell(character: " ", color: nil, isBold: false)
    for cell in cells {
      if cell.isBold != current.isBold {
        text += cell.isBold ? ANSI.bold : ANSI.normalIntensity
      }
      if let color = cell.color, color != current.color {
        text += ANSI.foreground(color.blended(over: background))
      }
      current = Cell(
        character: cell.character, color: cell.color ?? current.color, isBold: cell.isBold)
      text.append(cell.character)
    }
    return text + ANSI.reset
  }
}
