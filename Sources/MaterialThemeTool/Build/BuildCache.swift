import Foundation
import MaterialTheming
import MaterialThemingPOSIX

/// The build cache beside the manifest: for each output written, its source, a key for the rule
/// that wrote it, the size and time it was left with, and the inputs of the load that made it
/// (each file with a hash of the bytes read, each folder listing, each path looked for and not
/// found), as ninja's depfiles record what a compilation read.
///
/// An output is up to date when its entry matches its source and rule, the file is as it was
/// left, and every recorded input hashes as it did. The cache is a plain file that may be
/// committed or edited: every path it names must be a plain relative path (an entry that is not is
/// dropped, and its output built again), and is resolved inside the manifest's folder before it
/// is read or removed.
///
/// ```text
/// material-theme build cache 2
/// output	out/css/acme.css	css	Brands/acme.json	9c1d…	2817:1764650000.123456789:4211
/// input	Brands/acme.json	51f0…
/// listing	Brands/set	77aa…
/// missing	Brands/gone.tokens.json
/// ```
struct BuildCache: Sendable {
  /// What the cache records of one output.
  struct Entry: Sendable, Equatable {
    /// The format written.
    var format: BuildFormat
    /// The source, relative to the manifest's folder.
    var source: String
    /// The hash of the tool's version, the format and both paths (``BuildRun/key(of:)``).
    var key: UInt64
    /// The output's size, modification time and inode when it was left (its root
    /// `Contents.json` for a folder), or `""`.
    var signature: String
    /// The inputs of the load that wrote it, with absolute canonical paths.
    var inputs: LoadInputs
  }

  /// The first line of the file.
  static let header = "material-theme build cache 2"

  /// The entries by output path, relative to the manifest's folder.
  var entries: [String: Entry] = [:]
  /// How many entries were dropped because a path in them leaves the manifest's folder or is
  /// not a plain relative path.
  var dropped = 0

  /// An empty cache.
  init() {}

  /// Reads the cache at `path` (in the canonical `root`); an unreadable, foreign or older file
  /// reads as empty.
  init(contentsOf path: String, root: String) {
    let limits = LoadingLimits(maximumFileSize: 1 << 30, maximumDepth: 1, maximumExtendsDepth: 1)
    guard let bytes = try? ThemeLoader(limits: limits).readFile(path) else { return }
    // Split by bytes: a split over characters would check every grapheme break, and the
    // separators are ASCII.
    var lines = bytes.split(separator: UInt8(ascii: "\n"))[...]
    guard let first = lines.popFirst(), first.elementsEqual(Self.header.utf8) else { return }
    var current: (output: String, entry: Entry, valid: Bool)?
    func finish() {
      guard let done = current else { return }
      if done.valid { entries[done.output] = done.entry } else { dropped += 1 }
      current = nil
    }
    for line in lines {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      switch fields.first {
      case "output" where fields.count == 6:
        finish()
        // The source is only compared with the manifest's sources, never opened: plain is enough.
        let valid =
          Self.isPlainRelative(fields[1], root: root)
          && PathPolicy.problem(ofWrittenPath: fields[3]) == nil
        guard let format = BuildFormat(rawValue: fields[2]), let key = UInt64(fields[4], radix: 16)
        else {
          current = (
            fields[1], Entry(format: .css, source: "", key: 0, signature: "", inputs: LoadInputs()),
            false
          )
          continue
        }
        current = (
          fields[1],
          Entry(
            format: format, source: fields[3], key: key, signature: fields[5], inputs: LoadInputs()),
          valid
        )
      case "input" where fields.count == 3:
        guard current != nil else { continue }
        guard Self.isPlainRelative(fields[1], root: root),
          let hash = UInt64(fields[2], radix: 16)
        else {
          current?.valid = false
          continue
        }
        current?.entry.inputs.files.append(
          LoadInputs.File(path: root + "/" + fields[1], hash: hash))
      case "listing" where fields.count == 3:
        guard current != nil else { continue }
        guard
          Self.isPlainRelative(fields[1], root: root, allowingRoot: true),
          let hash = UInt64(fields[2], radix: 16)
        else {
          current?.valid = false
          continue
        }
        let path = fields[1].isEmpty ? root : root + "/" + fields[1]
        current?.entry.inputs.listings.append(LoadInputs.Listing(path: path, hash: hash))
      case "missing" where fields.count == 2:
        guard current != nil else { continue }
        guard Self.isPlainRelative(fields[1], root: root) else {
          current?.valid = false
          continue
        }
        current?.entry.inputs.missing.append(root + "/" + fields[1])
      default:
        // A line this version does not know makes its entry unknown: built again.
        if current != nil { current?.valid = false }
      }
    }
    finish()
  }

  /// Whether `path` (from the cache file) is a plain path relative to the canonical `root`: no
  /// `..`, `.` or empty components, no control characters. Where it resolves is checked where
  /// it is used: an output is only ever matched with the build's own planned outputs, or
  /// resolved again before `--clean` removes it, and an input is resolved before it is read.
  static func isPlainRelative(_ path: String, root: String, allowingRoot: Bool = false) -> Bool {
    if path.isEmpty { return allowingRoot }
    return PathPolicy.problem(ofWrittenPath: path) == nil
      && path.split(separator: "/").allSatisfy { PathPolicy.isPlainComponent(String($0)) }
  }

  /// The file's text. Entries whose paths cannot be written on one line relative to the
  /// canonical `root` are left out (their outputs are built again next time).
  func text(root: String) -> String {
    var text = Self.header + "\n"
    func relative(_ path: String) -> String? {
      guard let relative = PathPolicy.relative(path, to: root), Self.isStorable(relative) else {
        return nil
      }
      return relative
    }
    for (output, entry) in entries.sorted(by: { $0.key < $1.key }) {
      guard Self.isStorable(output), Self.isStorable(entry.source), !output.isEmpty else {
        continue
      }
      var lines = [
        "output\t\(output)\t\(entry.format.rawValue)\t\(entry.source)\t"
          + "\(String(entry.key, radix: 16))\t\(entry.signature)"
      ]
      var storable = true
      for file in entry.inputs.files {
        guard let path = relative(file.path), !path.isEmpty else {
          storable = false
          break
        }
        lines.append("input\t\(path)\t\(String(file.hash, radix: 16))")
      }
      for listing in entry.inputs.listings where storable {
        guard let path = relative(listing.path) else {
          storable = false
          break
        }
        lines.append("listing\t\(path)\t\(String(listing.hash, radix: 16))")
      }
      for missing in entry.inputs.missing where storable {
        guard let path = relative(missing), !path.isEmpty else {
          storable = false
          break
        }
        lines.append("missing\t\(path)")
      }
      if storable { text += lines.joined(separator: "\n") + "\n" }
    }
    return text
  }

  /// Whether `text` fits in a tab-separated field of one line.
  private static func isStorable(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" }
  }

  /// What the output at `path` is now, to compare with what a build left: a file's size,
  /// modification time and inode; for an asset catalog, a hash of those of its folder, of
  /// everything directly in it, and of each group folder's `Contents.json` and `material3`
  /// group (``AssetCatalogWriter`` writes a group folder a theme, holding one folder a color
  /// set): a color set deleted, added or renamed changes its group folder's time, so it shows,
  /// in a few system calls a catalog; an edit inside a color set's own folder does not. `""`
  /// when there is nothing of that kind there.
  static func signature(of path: String, format: BuildFormat) -> String {
    guard let status = POSIX.linkStatus(path) else { return "" }
    guard format.isDirectory else {
      return status.kind == .regular ? stamp(status) : ""
    }
    guard status.kind == .directory, let groups = catalogHash(path, status) else { return "" }
    return "groups:" + String(groups, radix: 16)
  }

  /// A file's size, modification time and inode as one field.
  private static func stamp(_ status: POSIX.FileStatus) -> String {
    "\(status.size):\(status.modified.seconds).\(status.modified.nanoseconds):\(status.inode)"
  }

  /// The most entries directly in a catalog folder the signature reads: more is no catalog
  /// material-theme wrote, and reads as changed.
  static let maximumCatalogEntries = 10_000

  /// The hash behind a catalog's ``signature(of:format:)``; `nil` when its folder cannot be
  /// read or holds more than ``maximumCatalogEntries``.
  private static func catalogHash(_ path: String, _ status: POSIX.FileStatus) -> UInt64? {
    guard let names = POSIX.directoryEntries(path), names.count <= maximumCatalogEntries else {
      return nil
    }
    var hash = ContentHash()
    add(status, to: &hash)
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let child = path + "/" + name
      guard let entry = POSIX.linkStatus(child) else { return nil }
      hash.add(name)
      add(entry, to: &hash)
      guard entry.kind == .directory else { continue }
      let group = child + "/" + AssetCatalogWriter.material3Group
      for inner in [child + "/Contents.json", group, group + "/Contents.json"] {
        if let found = POSIX.linkStatus(inner) { add(found, to: &hash) } else { hash.add(0) }
      }
    }
    return hash.value
  }

  /// Adds what identifies a file's state — kind, size, modification time, inode — to `hash`.
  private static func add(_ status: POSIX.FileStatus, to hash: inout ContentHash) {
    let kind: UInt64 =
      switch status.kind {
      case .regular: 1
      case .directory: 2
      case .symbolicLink: 3
      case .other: 4
      }
    hash.add(kind)
    hash.add(UInt64(truncatingIfNeeded: status.size))
    hash.add(UInt64(bitPattern: status.modified.seconds))
    hash.add(UInt64(bitPattern: status.modified.nanoseconds))
    hash.add(status.inode)
  }
}
