extension FieldTableStyle {
  /// The JSON members of the style's fields, in table order: `value` gives each field's JSON
  /// (`nil` leaves the field out), and the fields of a group become one object under the group's
  /// key (left out when none of its fields has a value).
  static func jsonMembers(_ value: (StyleField<Self, Overrides>) -> JSONOutput?)
    -> [(String, JSONOutput)]
  {
    var members: [(String, JSONOutput)] = []
    var index = fields.startIndex
    while index < fields.endIndex {
      let group = fields[index].group
      var groupMembers: [(String, JSONOutput)] = []
      repeat {
        if let json = value(fields[index]) { groupMembers.append((fields[index].key, json)) }
        index += 1
      } while group != nil && index < fields.endIndex && fields[index].group == group
      if let group {
        if !groupMembers.isEmpty { members.append((group.key, .object(groupMembers))) }
      } else {
        members += groupMembers
      }
    }
    return members
  }
}
