import MaterialTheming

/// `material-theme layout`: prints bottom-navigation and drawer geometry for a theme as JSON.
enum LayoutCommand: Subcommand {
  /// The largest width or height accepted, in points.
  static let maximumLength = 100_000.0

  /// The layout directions `--direction` accepts.
  enum Direction: String, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
  }

  static let spec = CommandSpec(
    name: "layout",
    abstract: "Print bottom-navigation and drawer geometry as JSON.",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "The theme whose styles (title font, margins) apply.")
    ],
    options: [
      .number(
        "width", value: "points", in: 1...maximumLength, help: "Container width.", default: 360,
        group: navigation),
      .option(
        "items", value: "list",
        help: "Comma-separated titles; 'Title:3' adds a badge, 'Title:' a dot.",
        default: "Home,Search,Inbox:3,Profile", group: navigation),
      .number(
        "selected", value: "index", in: -1...1_000, help: "The selected item (-1 for none).",
        default: 0, group: navigation),
      .choice(
        "alignment", BottomNavigationAlignment.self, help: "How items share the width.",
        default: .justified, group: navigation),
      .choice(
        "title-visibility", BottomNavigationTitleVisibility.self, help: "Which titles show.",
        default: .selected, group: navigation),
      .choice(
        "size-class", SizeClass.self, help: "The horizontal size class.", default: .compact,
        group: navigation),
      .choice(
        "direction", Direction.self, help: "The layout direction.", default: .ltr,
        group: navigation),
      .choice(
        "variant", BottomNavigationVariant.self,
        help: "The bar's color variant (default: the theme's variant).", group: navigation),
      .option(
        "safe-area", value: "t,l,b,r", help: "Safe-area insets in points.", default: "0,0,0,0",
        group: navigation),
      .number(
        "height", value: "points", in: 1...maximumLength,
        help: "Presenting container height.", default: 640, group: drawer),
      .number(
        "drawer-content", value: "points", in: 0...maximumLength,
        help: "Content preferred height.", default: 800, group: drawer),
      .number(
        "drawer-header", value: "points", in: 0...maximumLength,
        help: "Header preferred height (default: no header).", group: drawer),
      .number(
        "drawer-offset", value: "points", in: -maximumLength...maximumLength,
        help: "Content offset to report the scroll state at.", default: 0, group: drawer),
      .choice("appearance", Appearance.self, help: "The appearance.", default: .light),
      .choice("contrast", ColorContrast.self, help: "The contrast.", default: .normal),
    ])

  /// The help section of the bottom navigation options.
  static let navigation = "Bottom navigation"
  /// The help section of the bottom drawer options.
  static let drawer = "Bottom drawer"

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let traits = ColorTraits(
      appearance: arguments.choice("appearance"), contrast: arguments.choice("contrast"))
    let theme = try ThemeInput.load(arguments.positionals[0])
    let size = Size(width: arguments.number("width"), height: arguments.number("height"))
    let variant = arguments.optionalChoice("variant") ?? theme.bottomNavigationVariant
    let bar: BottomNavigationBar
    do throws(UsageError) {
      var navigation = BottomNavigationBar(
        items: try items(arguments.value("items") ?? ""),
        titleVisibility: arguments.choice("title-visibility"),
        alignment: arguments.choice("alignment"),
        horizontalSizeClass: arguments.choice("size-class"),
        layoutDirection: arguments.choice("direction", as: Direction.self) == .rtl
          ? .rightToLeft : .leftToRight,
        style: theme.bottomNavigationStyle(variant, for: traits))
      navigation.geometry = variant.geometry
      navigation.safeAreaInsets = try insets(arguments.value("safe-area") ?? "")
      let selected = Int(arguments.number("selected"))
      if selected >= 0 {
        guard navigation.selectItem(at: selected) else {
          throw UsageError(
            description:
              "--selected \(selected) is not an item (there are \(navigation.items.count)).")
        }
      }
      bar = navigation
    } catch {
      throw .usage(error.description)
    }
    var drawer = BottomDrawer(
      contentPreferredHeight: arguments.number("drawer-content"),
      headerPreferredHeight: arguments.optionalNumber("drawer-header"),
      presentingContainerSize: size, safeAreaInsets: bar.safeAreaInsets,
      appearance: traits.appearance)
    drawer.style = theme.bottomDrawerStyle(for: traits)
    let offset = arguments.number("drawer-offset")
    let json = JSONOutput.object([
      ("name", .string(theme.name)),
      ("container", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("bottomNavigation", LayoutJSON.bottomNavigation(bar, in: size)),
      ("bottomDrawer", LayoutJSON.bottomDrawer(drawer, contentOffsetY: offset)),
    ])
    console.out(document: json.serialized())
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
  static func insets(_ text: String) throws(UsageError) -> EdgeInsets {
    let values = text.split(separator: ",").compactMap { Double($0) }
    guard values.count == 4, values.allSatisfy({ $0 >= 0 && $0 <= maximumLength }) else {
      throw UsageError(
        description: "--safe-area needs four non-negative numbers: top,left,bottom,right")
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
