#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  public var isErrorTerminal: Bool { !capturing && isatty(STDERR_FILENO) == 1 }

  /// Writes `text` and a newline to the output stream.
  public mutating func out(_ text: String) {
    if capturing {
      capturedOutput += text + "\n"
    } else {
      Self.write(text + "\n", to: STDOUT_FILENO)
    }
  }

  /// Writes `text` and a newline to the error stream.
  public mutating func error(_ text: String) {
    if capturing {
      capturedError += text + "\n"
    } else {
      Self.write(text + "\n", to: STDERR_FILENO)
    }
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
