extension ResolvedThemeJSON {
  /// The component sections; filled in as components are themed.
  static func componentSections(_ theme: Theme, traits: ColorTraits) -> [(String, JSONOutput)] {
    []
  }
}
