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

  /// The help section of the bottom navigation options.
  static let navigation = "Bottom navigation"
  /// The help section of the bottom drawer options.
  static let drawer = "Bottom drawer"

  static let width = Option<Double>(
    number: "width", value: "points", in: 1...maximumLength, help: "Container width.",
    default: 360, group: navigation)
  static let itemTitles = Option<String>(
    "items", value: "list", help: "Comma-separated titles; 'Title:3' adds a badge, 'Title:' a dot.",
    default: "Home,Search,Inbox:3,Profile", group: navigation)
  static let selected = Option<Double>(
    number: "selected", value: "index", in: -1...1_000, help: "The selected item (-1 for none).",
    default: 0, group: navigation)
  static let alignment = Option(
    choice: "alignment", default: BottomNavigationAlignment.justified,
    help: "How items share the width.", group: navigation)
  static let titleVisibility = Option(
    choice: "title-visibility", default: BottomNavigationTitleVisibility.selected,
    help: "Which titles show.", group: navigation)
  static let sizeClass = Option(
    choice: "size-class", default: SizeClass.compact, help: "The horizontal size class.",
    group: navigation)
  static let direction = Option(
    choice: "direction", default: Direction.ltr, help: "The layout direction.", group: navigation)
  static let variant = Option(
    choice: "variant", BottomNavigationVariant.self,
    help: "The bar's color variant (default: the theme's variant).", group: navigation)
  static let safeArea = Option<String>(
    "safe-area", value: "t,l,b,r", help: "Safe-area insets in points.", default: "0,0,0,0",
    group: navigation)
  static let height = Option<Double>(
    number: "height", value: "points", in: 1...maximumLength,
    help: "Presenting container height.", default: 640, group: drawer)
  static let drawerContent = Option<Double>(
    number: "drawer-content", value: "points", in: 0...maximumLength,
    help: "Content preferred height.", default: 800, group: drawer)
  static let drawerHeader = Option<Double?>(
    number: "drawer-header", value: "points", in: 0...maximumLength,
    help: "Header preferred height (default: no header).", group: drawer)
  static let drawerOffset = Option<Double>(
    number: "drawer-offset", value: "points", in: -maximumLength...maximumLength,
    help: "Content offset to report the scroll state at.", default: 0, group: drawer)
  static let appearance = Option(
    choice: "appearance", default: Appearance.light, help: "The appearance.")
  static let contrast = Option(
    choice: "contrast", default: ColorContrast.normal, help: "The contrast.")

  static let spec = CommandSpec(
    name: "layout",
    abstract: "Print bottom-navigation and drawer geometry as JSON.",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "The theme whose styles (title font, margins) apply.")
    ],
    options: [
      width, itemTitles, selected, alignment, titleVisibility, sizeClass, direction, variant,
      safeArea,
      height, drawerContent, drawerHeader, drawerOffset, appearance, contrast,
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let traits = ColorTraits(
      appearance: arguments[Self.appearance], contrast: arguments[Self.contrast])
    let theme = try ThemeInput.load(arguments.positionals[0])
    let size = Size(width: arguments[Self.width], height: arguments[Self.height])
    let variant = arguments[Self.variant] ?? theme.bottomNavigationVariant
    let bar: BottomNavigationBar
    do throws(UsageError) {
      var navigation = BottomNavigationBar(
        items: try items(arguments[Self.itemTitles]),
        titleVisibility: arguments[Self.titleVisibility],
        alignment: arguments[Self.alignment],
        horizontalSizeClass: arguments[Self.sizeClass],
        layoutDirection: arguments[Self.direction] == .rtl
          ? .rightToLeft : .leftToRight,
        style: theme.bottomNavigationStyle(variant, for: traits))
      navigation.geometry = variant.geometry
      navigation.safeAreaInsets = try insets(arguments[Self.safeArea])
      let selected = Int(arguments[Self.selected])
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
      contentPreferredHeight: arguments[Self.drawerContent],
      headerPreferredHeight: arguments[Self.drawerHeader],
      presentingContainerSize: size, safeAreaInsets: bar.safeAreaInsets,
      appearance: traits.appearance)
    drawer.style = theme.bottomDrawerStyle(for: traits)
    let offset = arguments[Self.drawerOffset]
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
