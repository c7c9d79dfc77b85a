#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("MaterialThemingPOSIX needs Glibc, Musl or Darwin")
#endif

/// The few POSIX calls the package makes, behind one platform switch.
///
/// This is the only file that imports the C library (`Glibc`, `Musl` or `Darwin`); everything
/// else calls these functions, so the package builds wherever one of them exists. Each function
/// retries on `EINTR` where the call can be interrupted and reports failures as an `errno` code.
public enum POSIX {
  /// A file descriptor.
  public typealias Descriptor = Int32

  /// The descriptor of standard output.
  public static let standardOutput: Descriptor = 1
  /// The descriptor of standard error.
  public static let standardError: Descriptor = 2

  /// The calling thread's `errno`.
  public static var lastError: Int32 { errno }

  /// The system's description of `errno` value `code` (`strerror`).
  public static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Whether `code` means the path (or one of its directories) does not exist.
  public static func isNotFound(_ code: Int32) -> Bool { code == ENOENT || code == ENOTDIR }

  // MARK: Files

  /// Opens `path` for reading without blocking on a FIFO nobody writes to; a descriptor, or
  /// `nil` with ``lastError`` set.
  public static func openForReading(_ path: String) -> Descriptor? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Creates `path`, which must not exist, for writing with permissions `mode`; a descriptor,
  /// or `nil` with ``lastError`` set.
  public static func createExclusively(_ path: String, mode: UInt16 = 0o644) -> Descriptor? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
    return descriptor >= 0 ? descriptor : nil
  }

  /// Sets the permission bits of the open file `descriptor` (`fchmod`); `false` with
  /// ``lastError`` set on failure.
  public static func setPermissions(_ descriptor: Descriptor, _ mode: UInt16) -> Bool {
    fchmod(descriptor, mode_t(mode)) == 0
  }

  /// Whether `descriptor` names a directory, and its size in bytes; `nil` with ``lastError``
  /// set when `fstat` fails.
  public static func status(of descriptor: Descriptor)
    -> (isDirectory: Bool, isRegularFile: Bool, size: Int)?
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    let type = info.st_mode & S_IFMT
    return (type == S_IFDIR, type == S_IFREG, Int(info.st_size))
  }

  /// Clears `O_NONBLOCK` on `descriptor`; `false` with ``lastError`` set on failure.
  public static func makeBlocking(_ descriptor: Descriptor) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    return flags >= 0 && fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0
  }

  /// Reads into `buffer`: the byte count (0 at the end of the file), or `nil` with
  /// ``lastError`` set.
  public static func readSome(_ descriptor: Descriptor, into buffer: UnsafeMutableRawBufferPointer)
    -> Int?
  {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    while true {
      let count = read(descriptor, base, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { return nil }
    }
  }

  /// Writes all of `bytes`; `nil` on success, else the `errno` code (0 when nothing could be written).
  @discardableResult
  public static func writeAll(_ descriptor: Descriptor, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, base + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return count < 0 ? errno : 0 }
      offset += count
    }
    return nil
  }

  /// Flushes `descriptor`'s data to the disk (`fsync`); `false` with ``lastError`` set on failure.
  public static func synchronize(_ descriptor: Descriptor) -> Bool { fsync(descriptor) == 0 }

  /// Closes `descriptor`.
  public static func closeDescriptor(_ descriptor: Descriptor) { _ = close(descriptor) }

  /// Renames `source` over `destination` atomically; `false` with ``lastError`` set on failure.
  public static func moveItem(_ source: String, over destination: String) -> Bool {
    rename(source, destination) == 0
  }

  /// Deletes the file `path`; `false` on failure.
  @discardableResult
  public static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

  /// The canonical absolute path of `path` (symbolic links resolved), or `nil` if it does not exist.
  public static func canonicalPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `path` names a directory (following symbolic links).
  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The identity of the file `path` names, following symbolic links: its device and inode
  /// numbers and whether it is a directory; `nil` with ``lastError`` set when `stat` fails.
  public static func identity(of path: String) -> (
    device: UInt64, inode: UInt64, isDirectory: Bool
  )? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino), (info.st_mode & S_IFMT) == S_IFDIR)
  }

  /// Whether `path` is itself a symbolic link (not followed).
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// What `lstat` or `stat` says of a path: its type, size, modification time and identity.
  public struct FileStatus: Sendable, Equatable {
    /// The kind of file.
    public enum Kind: Sendable, Equatable {
      /// A regular file.
      case regular
      /// A directory.
      case directory
      /// A symbolic link (only from ``linkStatus(_:)``, which does not follow it).
      case symbolicLink
      /// A FIFO, socket or device.
      case other
    }

    /// The kind of file.
    public var kind: Kind
    /// The size in bytes.
    public var size: Int
    /// The modification time: seconds since 1970 and nanoseconds within the second.
    public var modified: (seconds: Int64, nanoseconds: Int64)
    /// The device number.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
    /// The permission bits (`st_mode & 0o7777`): not part of ``==``, which compares contents.
    public var permissions: UInt16 = 0o644

    /// Whether both describe the same file in the same state.
    public static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
      lhs.kind == rhs.kind && lhs.size == rhs.size && lhs.modified == rhs.modified
        && lhs.device == rhs.device && lhs.inode == rhs.inode
    }
  }

  /// What `lstat` says of `path` (a symbolic link is described, not followed); `nil` with
  /// ``lastError`` set when it fails.
  public static func linkStatus(_ path: String) -> FileStatus? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return fileStatus(info)
  }

  /// What `stat` says of `path` (symbolic links followed); `nil` with ``lastError`` set when it
  /// fails.
  public static func fileStatus(_ path: String) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return fileStatus(info)
  }

  private static func fileStatus(_ info: stat) -> FileStatus {
    let kind: FileStatus.Kind
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    #if canImport(Darwin)
      let modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
    #else
      let modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
    #endif
    return FileStatus(
      kind: kind, size: Int(info.st_size), modified: modified, device: UInt64(info.st_dev),
      inode: UInt64(info.st_ino), permissions: UInt16(info.st_mode & 0o7777))
  }

  /// Creates the directory `path` with permissions `mode` (less the umask); `false` with
  /// ``lastError`` set on failure (also when it exists).
  public static func makeDirectory(_ path: String, mode: UInt16 = 0o755) -> Bool {
    mkdir(path, mode_t(mode)) == 0
  }

  /// Removes the empty directory `path`; `false` with ``lastError`` set on failure.
  @discardableResult
  public static func removeDirectory(_ path: String) -> Bool { rmdir(path) == 0 }

  /// Whether `code` means that something already exists at the path (`EEXIST`).
  public static func isAlreadyExisting(_ code: Int32) -> Bool { code == EEXIST }

  /// The text of the symbolic link `path` (`readlink`), or `nil` when it is not one.
  public static func symbolicLinkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The names in directory `path` (without `.` and `..`), sorted; `nil` with ``lastError`` set
  /// when it cannot be read.
  public static func directoryEntries(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    while let entry = readdir(directory) {
      // `readdir` sizes each record to its name (`d_reclen`), so the fixed-size `d_name` field
      // must not be copied whole: read the name in place, up to its terminating zero.
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: nameOffset)
          .assumingMemoryBound(to: CChar.self))
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Sets the size of `path` to `size` bytes (a sparse file when it grows); `false` on failure.
  public static func setSize(of path: String, to size: Int) -> Bool {
    truncate(path, off_t(size)) == 0
  }

  /// Sets the permission bits of `path`; `false` on failure.
  public static func setPermissions(of path: String, to mode: UInt16) -> Bool {
    chmod(path, mode_t(mode)) == 0
  }

  /// Creates a FIFO (named pipe) at `path`; `false` on failure.
  public static func makeFIFO(_ path: String, mode: UInt16 = 0o600) -> Bool {
    mkfifo(path, mode_t(mode)) == 0
  }

  /// Binds a new Unix-domain stream socket at `path`: its descriptor, or `nil` on failure
  /// (also when `path` is too long for a socket address).
  public static func bindUnixSocket(at path: String) -> Descriptor? {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #elseif canImport(Musl) || canImport(Darwin)
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard path.utf8.count < capacity else {
      _ = close(descriptor)
      return nil
    }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: path.utf8)
      raw[path.utf8.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      _ = close(descriptor)
      return nil
    }
    return descriptor
  }

  // MARK: Processes and terminals

  /// The calling process' identifier.
  public static var processID: Int32 { getpid() }

  /// Whether a process with identifier `pid` exists (`kill(pid, 0)` does not fail with `ESRCH`).
  public static func processExists(_ pid: Int32) -> Bool { !(kill(pid, 0) != 0 && errno == ESRCH) }

  /// Sends `SIGKILL` to process `pid`.
  public static func forceKill(_ pid: Int32) { _ = kill(pid, SIGKILL) }

  /// Lets `SIGINT` and `SIGTERM` end the process again (their default action, unblocked), even
  /// when the parent started it with them ignored or blocked (a child inherits both, and
  /// Foundation's `Process` passes on its thread's mask); long-running loops such as
  /// `preview --watch` call it.
  public static func restoreDefaultTerminationSignals() {
    _ = signal(SIGINT, SIG_DFL)
    _ = signal(SIGTERM, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Sends `SIGTERM` to process `pid`.
  public static func terminate(_ pid: Int32) { _ = kill(pid, SIGTERM) }

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Descriptor) -> Bool { isatty(descriptor) == 1 }

  /// Ends the process with `status`, flushing C streams.
  public static func exitProcess(_ status: Int32) -> Never { exit(status) }

  /// Seconds on the monotonic clock (unaffected by changes to the wall clock).
  @inlinable
  public static func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  // MARK: Memory

  // These run for every key the loader reads: inlinable, so they cost what the C calls cost.

  /// The offset of the first zero byte in `buffer` (`memchr`, vectorised in libc), or `nil`.
  @inlinable
  public static func firstZeroByte(in buffer: UnsafeRawBufferPointer) -> Int? {
    guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else {
      return nil
    }
    return base.distance(to: UnsafeRawPointer(found))
  }

  /// The length of the NUL-terminated string at `string` (`strlen`).
  @inlinable
  public static func length(ofCString string: UnsafePointer<CChar>) -> Int { strlen(string) }

  /// Whether the `count` bytes at `lhs` and `rhs` are equal (`memcmp`).
  @inlinable
  public static func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int)
    -> Bool
  {
    memcmp(lhs, rhs, count) == 0
  }
}
