import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
///
/// Inputs too big to commit (a 200 MB file, 100 000-deep nesting) and inputs git cannot hold
/// (a FIFO, a socket, a mode-000 file, a symlink out of the root) are made here at run time.
struct ScratchDirectory {
  /// The directory's absolute path.
  let path: String

  /// Creates the directory.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-input-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` inside the directory and returns the file's path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Creates `name` holding `prefix` and then zeros up to `size` bytes, as a sparse file
  /// (it costs no disk space, and the loader must refuse it before reading).
  func sparseFile(_ name: String, prefix: String, size: Int) throws -> String {
    let file = try write(prefix, to: name)
    guard truncate(file, off_t(size)) == 0 else { throw POSIXError(.EIO) }
    return file
  }

  /// Binds a Unix-domain socket at `name`: a file that `open(2)` refuses even to root.
  func socketFile(_ name: String) throws -> (path: String, descriptor: Int32) {
    let file = path + "/" + name
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard file.utf8.count < capacity else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      raw.copyBytes(from: file.utf8)
      raw[file.utf8.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      throw POSIXError(.EIO)
    }
    return (file, descriptor)
  }

  /// Deletes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
