import MaterialTheming
import MaterialThemingPOSIX

/// Where a command writes: standard output and error, or buffers in tests.
///
/// The one writer of the tool's text. A message is one line: ``out(_:)`` and ``error(_:)``
/// escape every control and bidi character in it (``DiagnosticText/escaped(_:)``), the newline
/// included, so a value taken from input can never start a line of its own, forge a diagnostic
/// or drive the terminal. Text of several lines is given as its lines (``out(lines:)``,
/// ``error(lines:)``, or a ``ThemeError``): the program's own line breaks are the only
/// ones written. Generated documents (JSON, Swift, CSS, a completion script, the terminal
/// preview with its colour escapes), whose writers escape whatever input they hold, go through
/// ``out(document:)`` as they are.
public struct Console: Sendable {
  /// Everything written to the output stream when capturing.
  public private(set) var capturedOutput = ""
  /// Everything written to the error stream when capturing.
  public private(set) var capturedError = ""
  /// The `errno` of the first write to standard output that failed (a full disk, a closed
  /// stream), or `nil`: ``MaterialThemeCommand/main(arguments:)`` reports it and exits 74, so
  /// output that was lost never passes for success.
  public private(set) var outputFailure: Int32?
  private let capturing: Bool

  /// A console that writes to the process' standard output and error.
  public static var standard: Console { Console(capturing: false) }
  /// A console that keeps what is written, for tests.
  public static var capture: Console { Console(capturing: true) }

  private init(capturing: Bool) { self.capturing = capturing }

  /// Whether the error stream is a terminal (never when capturing), for progress lines.
  public var isErrorTerminal: Bool { !capturing && POSIX.isTerminal(POSIX.standardError) }

  /// Writes `line` and a newline to the output stream, every non-printable character in it (a
  /// newline too) escaped.
  public mutating func out(_ line: String) { out(document: DiagnosticText.escaped(line)) }

  /// Writes each of `lines` as ``out(_:)`` writes one.
  public mutating func out(lines: [String]) {
    out(document: lines.map(DiagnosticText.escaped).joined(separator: "\n"))
  }

  /// Writes `document` and a newline to the output stream as it is: generated text whose
  /// writer escaped every piece of input in it (JSON, Swift, CSS, a diff, a completion
  /// script, help, the terminal preview).
  public mutating func out(document: String) {
    if capturing {
      capturedOutput += document + "\n"
    } else if outputFailure == nil {
      outputFailure = Self.write(document + "\n", to: POSIX.standardOutput)
    }
  }

  /// Writes `line` and a newline to the error stream, every non-printable character in it (a
  /// newline too) escaped: no message can forge another diagnostic line or send a terminal
  /// escape sequence.
  public mutating func error(_ line: String) { error(lines: [line]) }

  /// Writes each of `lines` as `error(_:)` writes a line.
  public mutating func error(lines: [String]) {
    let text = lines.map(DiagnosticText.escaped).joined(separator: "\n")
    if capturing {
      capturedError += text + "\n"
    } else {
      Self.write(text + "\n", to: POSIX.standardError)
    }
  }

  /// Writes a located error: its diagnostic line, then its notes and further errors, one line
  /// each (``ThemeError/lines``).
  public mutating func error(_ error: ThemeError) { self.error(lines: error.lines) }

  /// Redraws the one-line progress counter on the process' standard error (a terminal; see
  /// ``isErrorTerminal``): a carriage return, then `line` escaped; `nil` clears the line.
  ///
  /// Static, so that a build's worker threads can call it; it never writes to a capture.
  public static func progress(_ line: String?) {
    write("\r" + (line.map(DiagnosticText.escaped) ?? "\u{1B}[K"), to: POSIX.standardError)
  }

  /// Writes `text` whole; the `errno` of a failed write, else `nil`. (A failed write to
  /// standard error has nowhere to be reported, so its callers drop it.)
  @discardableResult
  private static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes in
      POSIX.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
    }
  }
}
