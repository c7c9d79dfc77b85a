internal import MaterialThemingPOSIX

/// Reads whole input files with POSIX calls, turning each failure into a precise ``ThemeError``.
package enum FileReader {
  /// What a file is read as: its errors name it (`is a directory, not an image`).
  package enum Expected: Sendable {
    /// A theme file (`.json`).
    case theme
    /// A design-token file, a token set or a file a DTCG resolver references (`.json`).
    case tokens
    /// A PNG or JPEG image.
    case image
    /// A text file of seed colors, one list a line.
    case seeds
    /// A build manifest (`theming.json`).
    case manifest

    /// The file as messages name it: `a theme file`, `an image`.
    var noun: String {
      switch self {
      case .theme: "a theme file"
      case .tokens: "a token file"
      case .image: "an image"
      case .seeds: "a seeds file"
      case .manifest: "a build manifest"
      }
    }

    /// What to name instead of a directory.
    var directorySuggestion: String {
      switch self {
      case .theme, .tokens: "name a .json file inside it"
      case .image: "name a PNG or JPEG file inside it"
      case .seeds: "name a text file of seed colors inside it"
      case .manifest: "name the manifest file inside it (theming.json)"
      }
    }
  }

  /// Reads `path` as the `expected` kind of file, refusing directories, unreadable files and
  /// files over `maximumSize` bytes (checked before reading, so a 200 MB file costs nothing).
  package static func read(
    _ path: String, maximumSize: Int, chain: [String], expected: Expected = .theme
  ) throws(ThemeError) -> [UInt8] {
    let site = ThemeErrorSite(file: path, chain: chain)
    // O_NONBLOCK: opening a FIFO nobody writes to would otherwise wait forever. It is cleared
    // again below, so a pipe with a writer (`resolve <(generate-theme)`) is read to its end.
    guard let descriptor = POSIX.openForReading(path) else {
      let code = POSIX.lastError
      if POSIX.isNotFound(code) {
        throw site.error(.fileNotFound, "no such file", "check the path and the working directory")
      }
      throw site.error(.unreadable, "cannot open file: \(POSIX.describe(code))")
    }
    defer { POSIX.closeDescriptor(descriptor) }
    guard let info = POSIX.status(of: descriptor) else {
      throw site.error(.unreadable, "cannot read file: \(POSIX.describe(POSIX.lastError))")
    }
    if info.isDirectory {
      throw site.error(
        .unreadable, "is a directory, not \(expected.noun)", expected.directorySuggestion)
    }
    // A regular file never blocks: O_NONBLOCK changes nothing there (and clearing it costs
    // two system calls a file).
    guard info.isRegularFile || POSIX.makeBlocking(descriptor) else {
      throw site.error(.unreadable, "cannot read file: \(POSIX.describe(POSIX.lastError))")
    }
    let size = info.size
    if size > maximumSize {
      throw site.error(
        .fileTooLarge, "file is \(size) bytes, more than the limit of \(maximumSize) bytes",
        "split the theme, or raise LoadingLimits.maximumFileSize")
    }
    // The size fstat reported is read straight into the array's storage: zero-filling it
    // first would write every byte of every theme file twice.
    var failed = false
    var reachedEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0)) { buffer, count in
      while count < buffer.count {
        let read = POSIX.readSome(
          descriptor,
          into: UnsafeMutableRawBufferPointer(
            UnsafeMutableBufferPointer(rebasing: buffer[count...])))
        guard let read else {
          failed = true
          return
        }
        if read == 0 {
          reachedEnd = true
          return
        }
        count += read
      }
    }
    if failed {
      throw site.error(.unreadable, "cannot read file: \(POSIX.describe(POSIX.lastError))")
    }
    var filled = bytes.count
    while !reachedEnd {
      if filled == bytes.count {
        // The file may have grown since fstat (or be a pipe): read on, within the limit. Once
        // the size fstat reported is read, probe with a small read before growing the buffer,
        // so that a regular file is read into exactly its own size.
        guard bytes.count <= maximumSize else {
          throw site.error(.fileTooLarge, "file is more than the limit of \(maximumSize) bytes")
        }
        if size > 0, filled == size {
          let probe = try readChunk(descriptor, site)
          if probe.isEmpty { break }
          bytes.append(contentsOf: probe)
          filled = bytes.count
        }
        bytes.append(contentsOf: repeatElement(0, count: max(Self.chunkSize, bytes.count)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        POSIX.readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
      }
      guard let count else {
        throw site.error(.unreadable, "cannot read file: \(POSIX.describe(POSIX.lastError))")
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    if bytes.count > maximumSize {
      throw site.error(
        .fileTooLarge, "file is \(bytes.count) bytes, more than the limit of \(maximumSize) bytes")
    }
    // The one place the loader reads a file: a recording load (a build) learns of it here.
    InputRecorder.current?.recordFile(path, bytes: bytes)
    return bytes
  }

  /// The size of one read past the size `fstat` reported (the usual page size).
  static let chunkSize = 4096

  /// Reads up to ``chunkSize`` bytes; empty at the end of the file.
  ///
  /// Reads into a stack buffer: at the end of a file (the usual case) nothing is allocated.
  private static func readChunk(
    _ descriptor: Int32, _ site: ThemeErrorSite
  ) throws(ThemeError) -> [UInt8] {
    let chunk = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) {
      buffer -> [UInt8]? in
      guard let count = POSIX.readSome(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
      else { return nil }
      return count == 0 ? [] : Array(buffer[..<count])
    }
    guard let chunk else {
      throw site.error(.unreadable, "cannot read file: \(POSIX.describe(POSIX.lastError))")
    }
    return chunk
  }

  /// The canonical absolute path of `path` (symlinks resolved), or `nil` if it does not exist.
  static func canonicalPath(_ path: String) -> String? { PathPolicy.canonical(path) }

  /// The directory part of `path` (`.` when there is none).
  static func directory(of path: String) -> String { PathPolicy.directory(of: path) }

  /// `path` joined to `directory` unless it is absolute.
  static func join(_ directory: String, _ path: String) -> String {
    PathPolicy.join(directory, path)
  }
}

extension LoadInputs {
  /// The hash of the file at `path` as the loader reads it now, or `nil` when it cannot be read
  /// (within `maximumSize` bytes).
  package static func hash(
    ofFile path: String, maximumSize: Int = LoadingLimits.default.maximumFileSize
  )
    -> UInt64?
  {
    guard let bytes = try? FileReader.read(path, maximumSize: maximumSize, chain: []) else {
      return nil
    }
    return ContentHash.of(bytes)
  }
}
