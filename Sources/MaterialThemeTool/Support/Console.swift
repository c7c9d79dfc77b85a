import MaterialTheming
import MaterialThemingPOSIX

/// Where a command writes: standard output and error, or buffers in tests.
public struct Console: Sendable {
  /// Everything written to the output stream when capturing.
  public private(set) var capturedOutput = ""
  /// Everything written to the error stream when capturing.
  public private(set) var capturedError = ""
  private let capturing: Bool

  /// A console that writes to the process' standard output and error.
  public static var standard: Console { Console(capturing: false) }
  /// A console that keeps what is written, for tests.
  public static var capture: Console { Console(capturing: true) }

  private init(capturing: Bool) { self.capturing = capturing }

  /// Whether the error stream is a terminal (never when capturing), for progress lines.
  public var isErrorTerminal: Bool { !capturing && POSIX.isTerminal(POSIX.standardError) }

  /// Writes `text` and a newline to the output stream.
  public mutating func out(_ text: String) {
    if capturing {
      capturedOutput += text + "\n"
    } else {
      Self.write(text + "\n", to: POSIX.standardOutput)
    }
  }

  /// Writes `text` and a newline to the error stream; within each of its lines, non-printable
  /// characters (which only input can have put there) are escaped, so no message can forge
  /// another diagnostic line's content or send a terminal escape sequence.
  public mutating func error(_ text: String) {
    let text = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { DiagnosticText.escaped(String($0)) }.joined(separator: "\n")
    if capturing {
      capturedError += text + "\n"
    } else {
      Self.write(text + "\n", to: POSIX.standardError)
    }
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      _ = POSIX.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
    }
  }
}
