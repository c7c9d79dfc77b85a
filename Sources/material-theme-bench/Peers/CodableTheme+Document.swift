import MaterialTheming

/// A value in a `Codable`-decoded theme that the format does not allow.
struct CodableThemeError: Error {
  /// What was wrong.
  var message: String
}

extension CodableTheme {
  /// The same ``ThemeDocument`` the json-c decoder produces, checking values as it goes.
  func document() throws -> ThemeDocument {
    var document = ThemeDocument()
    if let format, format != 1 { throw CodableThemeError(message: "format \(format)") }
    document.name = name
    document.description = description
    if let extends {
      if let builtIn = ColorSchemeDefaults(rawValue: extends) {
        document.extends = .builtIn(builtIn)
      } else {
        document.extends = .file(path: extends, position: nil)
      }
    }
    if let colors {
      document.colors.light = try Self.roles(colors.light)
      document.colors.dark = try Self.roles(colors.dark)
      document.colors.lightHighContrast = try Self.roles(colors.lightHighContrast)
      document.colors.darkHighContrast = try Self.roles(colors.darkHighContrast)
      document.colors.elevationOverlayEnabledForDarkMode = colors.elevationOverlayEnabledForDarkMode
    }
    if let typography {
      document.typography.defaults = typography.defaults
      document.typography.fontFamily = typography.fontFamily
      document.typography.useCurrentContentSizeCategoryWhenApplied =
        typography.useCurrentContentSizeCategoryWhenApplied
      for (key, change) in typography.styles ?? [:] {
        guard let style = TextStyle(rawValue: key) else {
          throw CodableThemeError(message: "unknown style \(key)")
        }
        document.typography.styles[style] = try change.override()
      }
    }
    switch shape {
    case nil: break
    case .first(let defaults): document.shape = .defaults(defaults)
    case .second(let categories):
      document.shape = .custom(
        small: categories.small?.category(), medium: categories.medium?.category(),
        large: categories.large?.category())
    }
    if let components { document.components = try components.settings() }
    return document
  }

  static func roles(_ map: [String: String]?) throws -> [ColorRole: Color] {
    var result: [ColorRole: Color] = [:]
    for (key, text) in map ?? [:] {
      guard let role = ColorRole(rawValue: key) else {
        throw CodableThemeError(message: "unknown role \(key)")
      }
      result[role] = try Color(hex: text)
    }
    return result
  }
}

extension CodableTheme.FontChange {
  /// The font override.
  func override() throws -> FontOverride {
    FontOverride(
      family: family, size: size, weight: try weight.map { try $0.fontWeight() },
      letterSpacing: letterSpacing)
  }
}

extension CodableTheme.Weight {
  /// The weight the number or name stands for.
  func fontWeight() throws -> FontWeight {
    switch self {
    case .first(let value):
      guard let weight = FontWeight(rawValue: value) else {
        throw CodableThemeError(message: "weight \(value)")
      }
      return weight
    case .second(let name):
      let names: [String: FontWeight] = [
        "thin": .thin, "extraLight": .extraLight, "light": .light, "regular": .regular,
        "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
      ]
      guard let weight = names[name] else { throw CodableThemeError(message: "weight \(name)") }
      return weight
    }
  }
}

extension CodableTheme.Category {
  /// The shape category: the category's corner, then per-corner changes.
  func category() -> ShapeCategory {
    let base = CornerTreatment(family: family ?? .rounded, size: size ?? 0)
    func corner(_ change: CodableTheme.Corner?) -> CornerTreatment {
      guard let change else { return base }
      return CornerTreatment(family: change.family ?? base.family, size: change.size ?? base.size)
    }
    return ShapeCategory(
      topLeft: corner(topLeft), topRight: corner(topRight), bottomLeft: corner(bottomLeft),
      bottomRight: corner(bottomRight))
  }
}

extension CodableTheme.Components {
  /// The component settings.
  func settings() throws -> ComponentSettings {
    var settings = ComponentSettings()
    settings.bottomNavigationVariant = bottomNavigation?.variant
    if let primary = bottomNavigation?.primary {
      settings.bottomNavigationPrimary = try primary.overrides()
    }
    if let surface = bottomNavigation?.surface {
      settings.bottomNavigationSurface = try surface.overrides()
    }
    if let drawer = bottomDrawer {
      var overrides = BottomDrawerOverrides()
      overrides.headerBackgroundColor = try drawer.headerBackgroundColor?.value()
      overrides.contentBackgroundColor = try drawer.contentBackgroundColor?.value()
      overrides.scrimColor = try drawer.scrimColor?.value()
      overrides.topHandleColor = try drawer.topHandleColor?.value()
      overrides.shadowColor = try drawer.shadowColor?.value()
      overrides.elevation = drawer.elevation
      overrides.collapsedCornerRadius = drawer.topCornersRadius?.collapsed
      overrides.expandedCornerRadius = drawer.topCornersRadius?.expanded
      overrides.fullScreenCornerRadius = drawer.topCornersRadius?.fullScreen
      settings.bottomDrawer = overrides
    }
    return settings
  }
}

extension CodableTheme.NavigationStyle {
  /// The bottom-navigation overrides.
  func overrides() throws -> BottomNavigationOverrides {
    var overrides = BottomNavigationOverrides()
    overrides.barTintColor = try barTintColor?.value()
    overrides.selectedItemTintColor = try selectedItemTintColor?.value()
    overrides.selectedItemTitleColor = try selectedItemTitleColor?.value()
    overrides.unselectedItemTintColor = try unselectedItemTintColor?.value()
    overrides.rippleColor = try rippleColor?.value()
    switch itemTitleFont {
    case nil: break
    case .first(let name):
      guard let style = TextStyle(rawValue: name) else {
        throw CodableThemeError(message: "unknown style \(name)")
      }
      overrides.itemTitleFont = .textStyle(style)
    case .second(let change): overrides.itemTitleFont = .custom(try change.override())
    }
    overrides.elevation = elevation
    overrides.itemsContentVerticalMargin = itemsContentVerticalMargin
    overrides.itemBadgeBackgroundColor = try itemBadgeBackgroundColor?.value()
    overrides.itemBadgeTextColor = try itemBadgeTextColor?.value()
    return overrides
  }
}

extension CodableTheme.ComponentColor {
  /// The color value.
  func value() throws -> ColorValue {
    switch self {
    case .first(let text) where text.hasPrefix("#"): return .literal(try Color(hex: text))
    case .first(let name): return .role(try Self.role(name), alpha: nil)
    case .second(let reference): return .role(try Self.role(reference.role), alpha: reference.alpha)
    }
  }

  private static func role(_ name: String) throws -> ColorRole {
    guard let role = ColorRole(rawValue: name) else {
      throw CodableThemeError(message: "unknown role \(name)")
    }
    return role
  }
}
