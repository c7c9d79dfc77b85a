import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a preview file could not be written.
public enum PreviewWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The output directory did not exist and could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The temporary file or the final file could not be created.
  case cannotCreateFile(path: String, reason: String)
  /// Writing the temporary file failed part-way; it was removed.
  case writeFailed(path: String, reason: String)

  /// A message naming the path and the system's reason.
  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "\(path): error: cannot create directory: \(reason)"
    case .cannotCreateFile(let path, let reason): "\(path): error: cannot create file: \(reason)"
    case .writeFailed(let path, let reason): "\(path): error: write failed: \(reason)"
    }
  }
}

/// Writes a file atomically: the text goes to a temporary file in the same directory, which is
/// then renamed over the destination, so readers see the old file or the new one, never a part.
public enum AtomicFileWriter {
  /// The permission bits of new files before the umask: 0644, readable by all.
  static let fileMode: mode_t = 0o644

  /// Writes `text` to `directory/fileName`, creating `directory` (and its parents) if missing.
  ///
  /// - Returns: the absolute, standardized path of the written file.
  /// - Throws: ``PreviewWriteError``; no temporary file is left behind.
  @discardableResult
  public static func write(_ text: String, toDirectory directory: String, fileName: String)
    throws(PreviewWriteError) -> String
  {
    let directoryURL = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    do {
      try FileManager.default.createDirectory(
        at: directoryURL, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateDirectory(path: directory, reason: reason(of: error))
    }
    let destination = directoryURL.appendingPathComponent(fileName).path
    let temporary =
      directoryURL.appendingPathComponent(".\(fileName).\(getpid()).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else {
      throw .cannotCreateFile(path: destination, reason: systemReason())
    }
    var failure: PreviewWriteError?
    var bytes = text
    bytes.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 {
          failure = .writeFailed(path: destination, reason: systemReason())
          return
        }
        offset += written
      }
    }
    if failure == nil && fsync(descriptor) != 0 {
      failure = .writeFailed(path: destination, reason: systemReason())
    }
    if close(descriptor) != 0 && failure == nil {
      failure = .writeFailed(path: destination, reason: systemReason())
    }
    if failure == nil && rename(temporary, destination) != 0 {
      failure = .cannotCreateFile(path: destination, reason: systemReason())
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
    return destination
  }

  /// The current `errno` as text.
  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }

  /// A short reason for a Foundation error: its underlying POSIX message when there is one.
  private static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
