extension FieldTableStyle {
  /// The JSON members of the style's fields, in table order: `value` gives each field's JSON
  /// (`nil` leaves the field out), and the fields of a group become one value under the group's
  /// key, `group` of their members (left out when none of its fields has a value).
  static func jsonMembers(
    _ value: (StyleField<Self, Overrides>) -> JSONOutput?,
    group: ([(String, JSONOutput)]) -> JSONOutput = { .object($0) }
  ) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = []
    var index = fields.startIndex
    while index < fields.endIndex {
      let fieldGroup = fields[index].group
      var groupMembers: [(String, JSONOutput)] = []
      repeat {
        if let json = value(fields[index]) { groupMembers.append((fields[index].key, json)) }
        index += 1
      } while fieldGroup != nil && index < fields.endIndex && fields[index].group == fieldGroup
      if let fieldGroup {
        if !groupMembers.isEmpty { members.append((fieldGroup.key, group(groupMembers))) }
      } else {
        members += groupMembers
      }
    }
    return members
  }
}
