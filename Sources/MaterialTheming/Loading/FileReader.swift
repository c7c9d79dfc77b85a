#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole theme files with POSIX calls, turning each failure into a precise ``ThemeError``.
enum FileReader {
  /// Reads `path`, refusing directories, unreadable files and files over `maximumSize` bytes
  /// (checked before reading, so a 200 MB file costs nothing).
  static func read(_ path: String, maximumSize: Int, chain: [String]) throws(ThemeError) -> [UInt8]
  {
    func failure(_ kind: ThemeError.Kind, _ message: String, _ suggestion: String? = nil)
      -> ThemeError
    {
      ThemeError(kind, file: path, message: message, suggestion: suggestion, chain: chain)
    }
    // O_NONBLOCK: opening a FIFO nobody writes to would otherwise wait forever. It is cleared
    // again below, so a pipe with a writer (`resolve <(generate-theme)`) is read to its end.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR {
        throw failure(.fileNotFound, "no such file", "check the path and the working directory")
      }
      throw failure(.unreadable, "cannot open file: \(String(cString: strerror(code)))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw failure(.unreadable, "cannot read file: \(String(cString: strerror(errno)))")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw failure(.unreadable, "is a directory, not a theme file", "name a .json file inside it")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      throw failure(.unreadable, "cannot read file: \(String(cString: strerror(errno)))")
    }
    let size = Int(info.st_size)
    if size > maximumSize {
      throw failure(
        .fileTooLarge, "file is \(size) bytes, more than the limit of \(maximumSize) bytes",
        "split the theme, or raise LoadingLimits.maximumFileSize")
    }
    var bytes = [UInt8](repeating: 0, count: max(size, 0))
    var filled = 0
    while true {
      if filled == bytes.count {
        // The file may have grown since fstat (or be a pipe): read on, within the limit. Once
        // the size fstat reported is read, probe with a small read before growing the buffer,
        // so that a regular file is read into exactly its own size.
        guard bytes.count <= maximumSize else {
          throw failure(.fileTooLarge, "file is more than the limit of \(maximumSize) bytes")
        }
        if size > 0, filled == size {
          let probe = try readChunk(descriptor, failure)
          if probe.isEmpty { break }
          bytes.append(contentsOf: probe)
          filled = bytes.count
        }
        bytes.append(contentsOf: repeatElement(0, count: max(Self.chunkSize, bytes.count)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(.unreadable, "cannot read file: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    if bytes.count > maximumSize {
      throw failure(
        .fileTooLarge, "file is \(bytes.count) bytes, more than the limit of \(maximumSize) bytes")
    }
    return bytes
  }

  /// The size of one read past the size `fstat` reported (the usual page size).
  static let chunkSize = 4096

  /// Reads up to ``chunkSize`` bytes; empty at the end of the file.
  private static func readChunk(
    _ descriptor: Int32, _ failure: (ThemeError.Kind, String, String?) -> ThemeError
  ) throws(ThemeError) -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
      if count >= 0 {
        chunk.removeSubrange(count...)
        return chunk
      }
      if errno != EINTR {
        throw failure(.unreadable, "cannot read file: \(String(cString: strerror(errno)))", nil)
      }
    }
  }

  /// The canonical absolute path of `path` (symlinks resolved), or `nil` if it does not exist.
  static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The directory part of `path` (`.` when there is none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` joined to `directory` unless it is absolute.
  static func join(_ directory: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : directory == "." ? path : directory + "/" + path
  }
}
