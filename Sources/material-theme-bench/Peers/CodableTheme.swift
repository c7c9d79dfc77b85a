import MaterialTheming

/// The theme file format mirrored as `Decodable` structs: what a user would write to read
/// theme files with Foundation's `JSONDecoder` instead of the json-c loader.
struct CodableTheme: Decodable {
  var schema: String?
  var format: Double?
  var name: String?
  var description: String?
  var extends: String?
  var colors: Colors?
  var typography: Typography?
  var shape: Shape?
  var components: Components?

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case format, name, description, extends, colors, typography, shape, components
  }

  /// The `colors` section.
  struct Colors: Decodable {
    var light: [String: String]?
    var dark: [String: String]?
    var lightHighContrast: [String: String]?
    var darkHighContrast: [String: String]?
    var elevationOverlayEnabledForDarkMode: Bool?
  }

  /// The `typography` section.
  struct Typography: Decodable {
    var defaults: TypographySchemeDefaults?
    var fontFamily: String?
    var useCurrentContentSizeCategoryWhenApplied: Bool?
    var styles: [String: FontChange]?
  }

  /// A font object.
  struct FontChange: Decodable {
    var family: String?
    var size: Double?
    var weight: Weight?
    var letterSpacing: Double?
  }

  /// A member of one of two types: the first that decodes.
  enum Either<First: Decodable, Second: Decodable>: Decodable {
    case first(First)
    case second(Second)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(First.self) {
        self = .first(value)
      } else {
        self = .second(try container.decode(Second.self))
      }
    }
  }

  /// A weight: a number or a name.
  typealias Weight = Either<Int, String>

  /// The `shape` section: a default's name or custom categories.
  ///
  /// The synthesized decoding reads `"shape": null` as an absent member: the base's shape stays
  /// where the json-c loader sets no shape scheme, and the bench leaves such a theme out of its
  /// ratios as not comparable.
  typealias Shape = Either<ShapeSchemeDefaults, Categories>

  /// Custom shape categories.
  struct Categories: Decodable {
    var small: Category?
    var medium: Category?
    var large: Category?
  }

  /// One shape category with optional per-corner changes.
  struct Category: Decodable {
    var family: CornerFamily?
    var size: Double?
    var topLeft: Corner?
    var topRight: Corner?
    var bottomLeft: Corner?
    var bottomRight: Corner?
  }

  /// One corner.
  struct Corner: Decodable {
    var family: CornerFamily?
    var size: Double?
  }

  /// The `components` section.
  struct Components: Decodable {
    var bottomNavigation: BottomNavigation?
    var bottomDrawer: BottomDrawer?
  }

  /// `components.bottomNavigation`.
  struct BottomNavigation: Decodable {
    var variant: BottomNavigationVariant?
    var primary: NavigationStyle?
    var surface: NavigationStyle?
  }

  /// A bottom-navigation override object.
  struct NavigationStyle: Decodable {
    var barTintColor: ComponentColor?
    var selectedItemTintColor: ComponentColor?
    var selectedItemTitleColor: ComponentColor?
    var unselectedItemTintColor: ComponentColor?
    var rippleColor: ComponentColor?
    var itemTitleFont: TitleFont?
    var elevation: Double?
    var itemsContentVerticalMargin: Double?
    var itemBadgeBackgroundColor: ComponentColor?
    var itemBadgeTextColor: ComponentColor?
  }

  /// An item title font: a text style's name or a font object.
  typealias TitleFont = Either<String, FontChange>

  /// `components.bottomDrawer`.
  struct BottomDrawer: Decodable {
    var headerBackgroundColor: ComponentColor?
    var contentBackgroundColor: ComponentColor?
    var scrimColor: ComponentColor?
    var topHandleColor: ComponentColor?
    var topCornersRadius: CornerRadii?
    var elevation: Double?
    var shadowColor: ComponentColor?
  }

  /// `components.bottomDrawer.topCornersRadius`.
  struct CornerRadii: Decodable {
    var collapsed: Double?
    var expanded: Double?
    var fullScreen: Double?
  }

  /// A component color: `"#RRGGBB"`, a role name, or `{"role", "alpha"}`.
  typealias ComponentColor = Either<String, RoleReference>

  /// A role with an optional alpha.
  struct RoleReference: Decodable {
    var role: String
    var alpha: Double?
  }
}
