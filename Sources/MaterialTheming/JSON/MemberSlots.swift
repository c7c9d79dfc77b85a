/// Which keys of a ``KeySet`` one JSON object holds and, for its first members, their values:
/// noted in the walk that checks the object's keys, so that reading a member back costs
/// neither a lookup (``JSONNode/lookUp(_:in:_:)``) nor a call into json-c.
///
/// Readers of theme files (``KnownMembers``) ask for every key an object may hold, most of
/// them absent, and objects hold few members: the values of the first ``capacity`` members are
/// kept in place, and any other present member is looked up as before. Duplicate keys are ruled
/// out before decoding, so each key is met once in the walk and the value noted is the one a
/// lookup returns (`KnownMembersTests` holds them to it).
struct MemberSlots {
  /// How many members' values are kept.
  static let capacity = 8

  /// Bit `i` is set when the object holds key `i` (keys past the 64th are not noted here).
  private var present: UInt64 = 0
  /// Byte `i` is the key index of the `i`th value kept.
  private var keyIndices: UInt64 = 0
  /// The values kept, in document order.
  private var values:
    (
      OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?,
      OpaquePointer?, OpaquePointer?, OpaquePointer?
    ) = (nil, nil, nil, nil, nil, nil, nil, nil)
  /// How many values are kept.
  private var count = 0

  /// Notes that the object holds key `index` with `value` (each key at most once).
  @inline(__always)
  mutating func record(_ index: Int, _ value: OpaquePointer?) {
    if index < UInt64.bitWidth { present |= 1 << index }
    guard count < Self.capacity, index <= Int(UInt8.max) else { return }
    keyIndices |= UInt64(index) << (8 * count)
    withUnsafeMutableBytes(of: &values) {
      $0.storeBytes(
        of: value, toByteOffset: count * MemoryLayout<OpaquePointer?>.stride,
        as: OpaquePointer?.self)
    }
    count += 1
  }

  /// Whether the object may hold key `index`: `false` only when it surely does not.
  @inline(__always)
  func mayHold(_ index: Int) -> Bool {
    index >= UInt64.bitWidth || present & (1 << index) != 0
  }

  /// The value of key `index`, when kept (`.some(nil)` for a JSON `null`); `nil` when not kept,
  /// whether or not the object holds the key.
  func value(of index: Int) -> OpaquePointer?? {
    for slot in 0..<count where Int((keyIndices >> (8 * slot)) & 0xFF) == index {
      return withUnsafeBytes(of: values) {
        $0.load(
          fromByteOffset: slot * MemoryLayout<OpaquePointer?>.stride, as: OpaquePointer?.self)
      }
    }
    return nil
  }
}
