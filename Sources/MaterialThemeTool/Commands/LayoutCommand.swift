import MaterialTheming

/// `material-theme layout`: prints bottom-navigation and drawer geometry for a theme as JSON.
enum LayoutCommand: Subcommand {
  static let name = "layout"
  static let abstract = "Print bottom-navigation and drawer geometry as JSON."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme layout <theme.json> [options]

    ARGUMENTS:
      <theme.json>                  The theme whose styles (title font, margins) apply.

    BOTTOM NAVIGATION:
      --width <points>              Container width (default 360).
      --items <list>                Comma-separated titles; 'Title:3' adds a badge, 'Title:' a dot
                                    (default "Home,Search,Inbox:3,Profile").
      --selected <index>            The selected item (default 0; -1 for none).
      --alignment <value>           justified (default), justifiedAdjacentTitles or centered.
      --title-visibility <value>    selected (default), always or never.
      --size-class <value>          compact (default) or regular horizontal size class.
      --direction <value>           ltr (default) or rtl.
      --variant <value>             primary or surface (default: the theme's variant).
      --safe-area <t,l,b,r>         Safe-area insets in points (default 0,0,0,0).

    BOTTOM DRAWER:
      --height <points>             Presenting container height (default 640).
      --drawer-content <points>     Content preferred height (default 800).
      --drawer-header <points>      Header preferred height (default: no header).
      --drawer-offset <points>      Content offset to report the scroll state at (default 0).

      --appearance <value>          light (default) or dark.
      --contrast <value>            normal (default) or high.
      -h, --help                    Show this help.
    """
  static let signature = CommandSignature(
    options: [
      "width", "height", "items", "selected", "alignment", "title-visibility", "size-class",
      "direction", "variant", "safe-area", "drawer-content", "drawer-header", "drawer-offset",
      "appearance", "contrast",
    ], positionals: 1...1)

  /// The largest width or height accepted, in points.
  static let maximumLength = 100_000.0

  enum Direction: String, CaseIterable {
    case ltr, rtl
  }

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let bar: BottomNavigationBar
    let drawer: BottomDrawer
    let size: Size
    let offset: Double
    let theme: Theme
    do throws(UsageError) {
      let traits = ColorTraits(
        appearance: try arguments.choice("appearance", default: Appearance.light),
        contrast: try arguments.choice("contrast", default: ColorContrast.normal))
      do {
        theme = try ThemeInput.load(arguments.positionals[0], console: &console)
      } catch {
        return error
      }
      size = Size(
        width: try arguments.number("width", default: 360, in: 1...maximumLength),
        height: try arguments.number("height", default: 640, in: 1...maximumLength))
      let variant = try arguments.choice("variant", default: theme.bottomNavigationVariant)
      var navigation = BottomNavigationBar(
        items: try items(arguments.value("items") ?? "Home,Search,Inbox:3,Profile"),
        titleVisibility: try arguments.choice(
          "title-visibility", default: BottomNavigationTitleVisibility.selected),
        alignment: try arguments.choice("alignment", default: BottomNavigationAlignment.justified),
        horizontalSizeClass: try arguments.choice("size-class", default: SizeClass.compact),
        layoutDirection: try arguments.choice("direction", default: Direction.ltr) == .rtl
          ? .rightToLeft : .leftToRight,
        style: theme.bottomNavigationStyle(variant, for: traits))
      navigation.safeAreaInsets = try insets(arguments.value("safe-area"))
      let selected = Int(try arguments.number("selected", default: 0, in: -1...1_000))
      if selected >= 0 {
        guard navigation.selectItem(at: selected) else {
          throw UsageError(
            description:
              "--selected \(selected) is not an item (there are \(navigation.items.count))")
        }
      }
      bar = navigation
      var bottomDrawer = BottomDrawer(
        contentPreferredHeight: try arguments.number(
          "drawer-content", default: 800, in: 0...maximumLength),
        headerPreferredHeight: arguments.value("drawer-header") == nil
          ? nil : try arguments.number("drawer-header", default: 0, in: 0...maximumLength),
        presentingContainerSize: size, safeAreaInsets: navigation.safeAreaInsets,
        appearance: traits.appearance)
      bottomDrawer.style = theme.bottomDrawerStyle(for: traits)
      drawer = bottomDrawer
      offset = try arguments.number(
        "drawer-offset", default: 0, in: -maximumLength...maximumLength)
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
    let json = JSONOutput.object([
      ("name", .string(theme.name)),
      ("container", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("bottomNavigation", LayoutJSON.bottomNavigation(bar, in: size)),
      ("bottomDrawer", LayoutJSON.bottomDrawer(drawer, contentOffsetY: offset)),
    ])
    console.out(json.serialized())
    return .success
  }

  /// Parses `Title`, `Title:badge` and `Title:` (a dot badge) items, comma-separated.
  static func items(_ text: String) throws(UsageError) -> [BottomNavigationItem] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !text.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
      throw UsageError(description: "--items needs comma-separated titles, such as Home,Inbox:3")
    }
    return parts.enumerated().map { index, part in
      guard let colon = part.firstIndex(of: ":") else {
        return BottomNavigationItem(title: part, tag: index)
      }
      return BottomNavigationItem(
        title: String(part[..<colon]), badgeValue: String(part[part.index(after: colon)...]),
        tag: index)
    }
  }

  /// Parses `top,left,bottom,right`.
  static func insets(_ text: String?) throws(UsageError) -> EdgeInsets {
    guard let text else { return .zero }
    let values = text.split(separator: ",").compactMap { Double($0) }
    guard values.count == 4, values.allSatisfy({ $0 >= 0 && $0 <= maximumLength }) else {
      throw UsageError(
        description: "--safe-area needs four non-negative numbers: top,left,bottom,right")
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
