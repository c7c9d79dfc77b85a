/// The colors, corner radii, elevation and shadow of a bottom drawer.
///
/// The default value is the un-themed component (`MDCBottomDrawerViewController` and its
/// presentation controller): scrim black at 0.32, top handle #E0E0E0, square corners in every
/// state, elevation 16 and a black shadow at 0.2. Material Components leaves the header and
/// content backgrounds to the app's own view controllers; this model defaults both to white.
/// ```swift
/// var style = BottomDrawerStyle()
/// style.scrimColor.hexString  // "#00000052"
/// ```
public struct BottomDrawerStyle: Sendable, Hashable {
  /// The background of the header; white unless themed (the component itself sets none).
  public var headerBackgroundColor: Color
  /// The background of the content; white unless themed (the component itself sets none).
  public var contentBackgroundColor: Color
  /// The color of the scrim that dims the presenting content behind the drawer.
  public var scrimColor: Color
  /// The color of the top handle.
  public var topHandleColor: Color
  /// The top corner radius for each drawer state.
  public var topCornersRadius: TopCornerRadii
  /// The drawer's elevation in points; also the elevation its background is resolved at.
  public var elevation: Double
  /// The color of the drawer's shadow.
  public var shadowColor: Color

  /// Creates a style; every argument defaults to the un-themed component value.
  public init(
    headerBackgroundColor: Color = BottomDrawerStyle.defaultBackgroundColor,
    contentBackgroundColor: Color = BottomDrawerStyle.defaultBackgroundColor,
    scrimColor: Color = BottomDrawerStyle.defaultScrimColor,
    topHandleColor: Color = BottomDrawerStyle.defaultTopHandleColor,
    topCornersRadius: TopCornerRadii = .zero,
    elevation: Double = BottomDrawerStyle.navigationDrawerElevation,
    shadowColor: Color = BottomDrawerStyle.defaultShadowColor
  ) {
    self.headerBackgroundColor = headerBackgroundColor
    self.contentBackgroundColor = contentBackgroundColor
    self.scrimColor = scrimColor
    self.topHandleColor = topHandleColor
    self.topCornersRadius = topCornersRadius
    self.elevation = elevation
    self.shadowColor = shadowColor
  }

  /// The header and content background of an un-themed drawer in this model: white.
  ///
  /// Material Components does not color these views itself (they belong to the app's
  /// view controllers); white is the light-appearance system background they usually show.
  public static let defaultBackgroundColor = Color.white

  /// The scrim used when none is set: black at 0.32 (`colorWithWhite:0 alpha:0.32` in
  /// `MDCBottomDrawerPresentationController`).
  public static let defaultScrimColor = Color.black.withAlpha(defaultScrimAlpha)

  /// The alpha of the default scrim: 0.32 (`MDCBottomDrawerPresentationController`).
  public static let defaultScrimAlpha = 0.32

  /// The top handle color used when none is set: MDCPalette grey tint300, #E0E0E0.
  public static let defaultTopHandleColor = Color(rgb: 0xE0E0E0)

  /// The drawer elevation: `MDCShadowElevationNavDrawer`, 16 pt.
  public static let navigationDrawerElevation = 16.0

  /// The elevation of the sticky header's bottom shadow: `MDCShadowElevationAppBar`, 4 pt.
  public static let headerShadowElevation = 4.0

  /// The drawer shadow color: black at 0.2 (`MDCBottomDrawerContainerViewController`).
  public static let defaultShadowColor = Color.black.withAlpha(0.2)
}

/// Overrides of the bottom drawer style; `nil` keeps what theming set.
public struct BottomDrawerOverrides: Sendable, Hashable, StyleOverrides {
  /// The header background.
  public var headerBackgroundColor: ColorValue?
  /// The content background.
  public var contentBackgroundColor: ColorValue?
  /// The scrim over the presenting content.
  public var scrimColor: ColorValue?
  /// The top handle.
  public var topHandleColor: ColorValue?
  /// The top corner radius when collapsed.
  public var collapsedCornerRadius: Double?
  /// The top corner radius when expanded.
  public var expandedCornerRadius: Double?
  /// The top corner radius in full screen.
  public var fullScreenCornerRadius: Double?
  /// The elevation in points.
  public var elevation: Double?
  /// The shadow color.
  public var shadowColor: ColorValue?

  /// Creates empty overrides.
  public init() {}
}

extension BottomDrawerStyle: FieldTableStyle {
  /// The group of the three top corner radii (`topCornersRadius` in files and outputs).
  package static let topCornersRadiusGroup = StyleFieldGroup(
    "topCornersRadius", swiftType: "TopCornerRadii")

  /// The fields theme files state and outputs write, in their order.
  package static let fields: [StyleField<BottomDrawerStyle, BottomDrawerOverrides>] = [
    StyleField(
      "headerBackgroundColor", .color(\.headerBackgroundColor, override: \.headerBackgroundColor)),
    StyleField(
      "contentBackgroundColor",
      .color(\.contentBackgroundColor, override: \.contentBackgroundColor)),
    StyleField("scrimColor", .color(\.scrimColor, override: \.scrimColor)),
    StyleField("topHandleColor", .color(\.topHandleColor, override: \.topHandleColor)),
    StyleField(
      "collapsed", in: topCornersRadiusGroup,
      .length(
        \.topCornersRadius.collapsed, override: \.collapsedCornerRadius, range: lengthRange)),
    StyleField(
      "expanded", in: topCornersRadiusGroup,
      .length(\.topCornersRadius.expanded, override: \.expandedCornerRadius, range: lengthRange)),
    StyleField(
      "fullScreen", in: topCornersRadiusGroup,
      .length(
        \.topCornersRadius.fullScreen, override: \.fullScreenCornerRadius, range: lengthRange)),
    StyleField("elevation", .length(\.elevation, override: \.elevation, range: elevationRange)),
    StyleField("shadowColor", .color(\.shadowColor, override: \.shadowColor)),
  ]
}
