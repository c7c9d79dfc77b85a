import Foundation

/// The UIKit and AppKit style-struct declarations rendered so far in this process, by what they
/// depend on.
///
/// A declaration lists a component's fields with their types; it is the same text for nearly
/// every theme of one platform, so each is rendered once and its bytes are appended after that.
/// The store is shared by every generator in the process, so it is locked.
final class StructDeclarations: @unchecked Sendable {
  /// What a declaration depends on.
  struct Key: Hashable {
    /// The platform, which names the color and font types.
    var platform: AppleSourceWriter.Platform
    /// The component (`bottomNavigation`, `bottomDrawer`).
    var component: String
    /// The indentation of the declaration's first line, in columns.
    var indentation: Int
    /// The members.
    var members: [Member]
  }

  /// One member of a declaration: a table slot some style states.
  struct Member: Hashable {
    /// The field's slot in its style table (which names it and gives its kind).
    var slot: Int
    /// Whether some style lacks the field, which makes the member optional.
    var isOptional: Bool
  }

  /// A rendered declaration and its members' names.
  struct Rendered {
    /// The UTF-8 of the declaration's lines.
    var bytes: [UInt8]
    /// The members' names, in the key's order.
    var names: [String]
  }

  /// The declarations of the process.
  static let shared = StructDeclarations()

  /// Guards ``entries`` (generators may run on several threads at once).
  private let lock = NSLock()
  /// The declarations rendered so far; a handful at most (one per platform, component and set
  /// of fields).
  private var entries: [Key: Rendered] = [:]

  /// The declaration rendered for `key`, or `nil` when none has been yet.
  func rendered(for key: Key) -> Rendered? {
    lock.lock()
    defer { lock.unlock() }
    return entries[key]
  }

  /// Keeps `rendered` as the declaration for `key`.
  func store(_ rendered: Rendered, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    entries[key] = rendered
  }
}
