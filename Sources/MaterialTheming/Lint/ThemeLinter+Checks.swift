/// One foreground drawn over one background, with the ways `lint` may change either.
struct ContrastPair {
  /// What is drawn (`bottom navigation unselected title`).
  var what: String
  /// Text or graphics.
  var requirement: ContrastRequirement
  /// The color as drawn (may be translucent).
  var foreground: Color
  /// The opaque color beneath.
  var background: Color
  /// The ways to fix the pair, preferred first.
  var candidates: [FixCandidate]
  /// For a foreground the component takes from a role by default: the role pair Material
  /// draws (the role opaque over the background). When that pair passes, the finding is the
  /// component default's doing and is a warning.
  var defaultRolePair: (Color, Color)?
  /// Whether the foreground is a component default that is not a role (a fixed color).
  var fixedDefault = false
  /// Words on where an inherited color comes from.
  var note: String?
  /// Whether both colors are derived rather than chosen (Material 3 roles generated from the
  /// primary of a theme without a seed, or mapped from its inherited semantic roles): a finding
  /// is a warning, and its fix is given in words only, not as an edit `lint --fix` makes.
  var derived = false
}

/// One way to fix a pair: a new alpha for a role reference, or a new tone for a color.
struct FixCandidate {
  /// How the value changes.
  enum Change {
    /// Write `{"role": role, "alpha": a}` with the smallest `a` above `current` that passes;
    /// `color` is the role's opaque color.
    case alpha(role: ColorRole, current: Double, color: Color)
    /// Write the nearest passing color of the same hue and chroma; `writeAlpha` keeps the
    /// current alpha in the written hex (component colors; roles are written opaque).
    case tone(current: Color, writeAlpha: Bool)
  }
  /// Where the value is set.
  var origin: ColorOrigin
  /// The change.
  var change: Change
  /// The drawn foreground and background for a candidate value.
  var place: (Color) -> (Color, Color)
  /// Where a finding is located when this candidate's key is not in the file yet and the color
  /// is generated rather than stated anywhere (a Material 3 role: the seed, or the primary the
  /// roles are generated from); the fix still adds the key.
  var generator: JSONPointer? = nil
}

extension ThemeLinter {
  /// On-colors against the roles they are drawn on (text, 4.5:1).
  func colorSchemePairs(_ traits: ColorTraits) -> [ContrastPair] {
    let scheme = theme.colors[traits]
    return ColorRole.allCases.compactMap { role in
      guard let backgroundRole = role.background else { return nil }
      let foreground = scheme[role]
      let background = scheme[backgroundRole]
      return ContrastPair(
        what: "\(role.key) on \(backgroundRole.key)", requirement: .normalText,
        foreground: foreground, background: background,
        candidates: [
          FixCandidate(
            origin: .role(role), change: .tone(current: foreground, writeAlpha: false),
            place: { ($0, background) }),
          FixCandidate(
            origin: .role(backgroundRole), change: .tone(current: background, writeAlpha: false),
            place: { (foreground, $0) }),
        ])
    }
  }

  /// Titles, icons and badges of the theme's bottom-navigation variant over its bar.
  func bottomNavigationPairs(_ traits: ColorTraits) -> [ContrastPair] {
    let colors = bottomNavigationColors(traits)
    let bar = colors.bar
    /// The pair of a foreground over a background, each with its sources.
    func pair(
      _ what: String, _ requirement: ContrastRequirement, _ foreground: CheckedColor,
      over background: Color, backgrounds: [ValueSources]
    ) -> ContrastPair {
      let drawn = foreground.drawn
      var result = ContrastPair(
        what: what, requirement: requirement, foreground: drawn, background: background,
        candidates: foreground.sources.candidates { ($0, background) }
          + backgrounds.flatMap { source in source.candidates { (drawn, $0) } })
      if !foreground.isStated {
        let sources = foreground.sources
        result.defaultRolePair = sources.isRole ? (sources.roleColor.withAlpha(1), background) : nil
        result.fixedDefault = !sources.isRole
        result.note = sources.note
      }
      return result
    }
    // With a selection indicator (Material 3) the selected icon sits on the indicator pill.
    let iconBackground = colors.indicator?.drawn ?? bar.drawn
    let iconBackgrounds = (colors.indicator.map { [$0.sources] } ?? []) + [bar.sources]
    return [
      pair(
        "bottom navigation selected title", .normalText, colors.selectedTitle, over: bar.drawn,
        backgrounds: [bar.sources]),
      pair(
        "bottom navigation selected icon", .largeTextOrGraphics, colors.selectedIcon,
        over: iconBackground, backgrounds: iconBackgrounds),
      pair(
        "bottom navigation unselected title", .normalText, colors.unselected, over: bar.drawn,
        backgrounds: [bar.sources]),
      pair(
        "bottom navigation unselected icon", .largeTextOrGraphics, colors.unselected,
        over: bar.drawn, backgrounds: [bar.sources]),
      pair(
        "bottom navigation badge text", .normalText, colors.badgeText, over: colors.badge.drawn,
        backgrounds: [colors.badge.sources]),
    ]
  }

  /// The colors of the theme's bottom-navigation variant for `traits` that the contrast and
  /// color-vision checks compare, each read through the style's field table.
  func bottomNavigationColors(_ traits: ColorTraits) -> BottomNavigationColors {
    let variant = theme.bottomNavigationVariant
    let style = theme.bottomNavigationStyle(variant, for: traits)
    let overrides = theme.components.bottomNavigationOverrides(for: variant)
    let scheme = theme.colors[traits]
    let material3 =
      variant == .material3
      ? theme.material3Scheme(
        appearance: traits.appearance, contrast: Material3Contrast(traits.contrast)) : [:]
    func color(_ origin: ColorOrigin) -> Color {
      switch origin {
      case .role(let role): scheme[role]
      case .material3Role(let role): material3[role] ?? .clear
      case .component: .clear
      }
    }
    let defaults = Self.defaultOrigins(variant)
    /// The color field at `path`: its drawn color and the sources of its value.
    func checked(
      _ path: KeyPath<BottomNavigationStyle, Color>, _ origin: ColorOrigin, alpha: Double = 1,
      stated: ColorValue?? = nil
    ) -> CheckedColor {
      assert(Self.checkedColorFields.contains { $0 == path }, "\(path) is not listed as checked")
      let entry = Self.tableEntry(path)
      let value = stated ?? overrides[keyPath: entry.override]
      return CheckedColor(
        drawn: style[keyPath: path], isStated: value != nil, key: entry.key, origin: origin,
        sources: statedOrDefault(
          entry.key, value, origin, alpha: alpha, color: color(origin), scheme: scheme))
    }
    let bar = checked(\.barTintColor, defaults.bar)
    var indicator: CheckedColor?
    if let drawn = style.selectionIndicatorColor, let origin = defaults.indicator {
      // Theme files do not state the indicator: only its role can change.
      let key = "selectionIndicatorColor"
      var sources = statedOrDefault(
        key, nil, origin, alpha: 1, color: color(origin), scheme: scheme)
      sources.values = sources.values.filter {
        if case .component = $0.origin { return false }
        return true
      }
      sources.draw = { $0.blended(over: bar.drawn) }
      indicator = CheckedColor(
        drawn: drawn.blended(over: bar.drawn), isStated: false, key: key, origin: origin,
        sources: sources)
    }
    return BottomNavigationColors(
      bar: bar,
      // Setting the selected tint alone also recolors the title, as in Material Components.
      selectedTitle: checked(
        \.selectedItemTitleColor, defaults.selectedTitle,
        stated: .some(overrides.selectedItemTitleColor ?? overrides.selectedItemTintColor)),
      selectedIcon: checked(\.selectedItemTintColor, defaults.selectedIcon),
      unselected: checked(
        \.unselectedItemTintColor, defaults.unselected, alpha: defaults.unselectedAlpha),
      badge: checked(
        \.itemBadgeBackgroundColor,
        defaults.badge ?? .component(Self.tableEntry(\.itemBadgeBackgroundColor).key)),
      badgeText: checked(
        \.itemBadgeTextColor,
        defaults.badgeText ?? .component(Self.tableEntry(\.itemBadgeTextColor).key)),
      indicator: indicator)
  }

  /// The bottom-navigation color fields the contrast checks draw, as key paths into the style's
  /// field table (``BottomNavigationStyle/fields``), which names their keys in theme files.
  static let checkedColorFields: [KeyPath<BottomNavigationStyle, Color> & Sendable] = [
    \.barTintColor, \.selectedItemTitleColor, \.selectedItemTintColor, \.unselectedItemTintColor,
    \.itemBadgeTextColor, \.itemBadgeBackgroundColor,
  ]
  /// The color fields of the table the contrast checks leave out, and why.
  static let uncheckedColorFields: [(KeyPath<BottomNavigationStyle, Color> & Sendable, String)] = [
    (\.rippleColor, "a translucent pressed-state overlay, not text or an icon")
  ]

  /// The file key and the override key path of the color field at `path` in the table.
  static func tableEntry(_ path: KeyPath<BottomNavigationStyle, Color>)
    -> (key: String, override: KeyPath<BottomNavigationOverrides, ColorValue?>)
  {
    for field in BottomNavigationStyle.fields {
      if case .color(let stylePath, let override) = field.kind, stylePath == path {
        return (field.key, override)
      }
    }
    preconditionFailure("\(path) is not a color field of BottomNavigationStyle.fields")
  }

  /// Where each color of `variant` comes from when the theme does not override it.
  static func defaultOrigins(_ variant: BottomNavigationVariant) -> DefaultOrigins {
    switch variant {
    case .primary:
      DefaultOrigins(
        bar: .role(.primary), selectedTitle: .role(.onPrimary), selectedIcon: .role(.onPrimary),
        unselected: .role(.onPrimary),
        unselectedAlpha: BottomNavigationStyle.unselectedPrimaryAlpha)
    case .surface:
      DefaultOrigins(
        bar: .role(.surface), selectedTitle: .role(.primary), selectedIcon: .role(.primary),
        unselected: .role(.onSurface),
        unselectedAlpha: BottomNavigationStyle.unselectedSurfaceAlpha)
    case .material3:
      DefaultOrigins(
        bar: .material3Role(.surfaceContainer), selectedTitle: .material3Role(.onSurface),
        selectedIcon: .material3Role(.onSecondaryContainer),
        unselected: .material3Role(.onSurfaceVariant), unselectedAlpha: 1,
        indicator: .material3Role(.secondaryContainer), badge: .material3Role(.error),
        badgeText: .material3Role(.onError))
    }
  }

  /// The places one component color can be changed: the stated override's, or the default's.
  func statedOrDefault(
    _ key: String, _ stated: ColorValue?, _ origin: ColorOrigin, alpha: Double, color: Color,
    scheme: SemanticColorScheme
  ) -> ValueSources {
    let component = ColorOrigin.component(key)
    switch stated {
    case .literal(let value):
      return ValueSources(
        values: [.init(origin: component, change: .tone(current: value, writeAlpha: true))],
        isRole: false, roleColor: value, draw: { $0.withAlpha(value.alpha) })
    case .role(let role, let statedAlpha):
      let drawnAlpha = statedAlpha ?? 1
      var values: [ValueSources.Value] = []
      if drawnAlpha < 1 {
        values.append(
          .init(
            origin: component, change: .alpha(role: role, current: drawnAlpha, color: scheme[role]))
        )
      }
      values.append(
        .init(origin: .role(role), change: .tone(current: scheme[role], writeAlpha: false)))
      return ValueSources(
        values: values, isRole: true, roleColor: scheme[role],
        draw: { $0.withAlpha(drawnAlpha) })
    case nil:
      var values: [ValueSources.Value] = []
      var note: String?
      switch origin {
      case .role(let role):
        if alpha < 1 {
          values.append(
            .init(origin: component, change: .alpha(role: role, current: alpha, color: color)))
          let shown = NumberText.rounded(alpha, fractionDigits: 2)
          note = "the component's default color: \(role.key) at alpha \(shown)"
        } else {
          note = "the component's default color: \(role.key)"
        }
      case .material3Role(let role):
        note = "the component's default color: Material 3 \(role.rawValue)"
      case .component:
        note = "the component's default color"
      }
      values.append(
        .init(origin: component, change: .tone(current: color.withAlpha(alpha), writeAlpha: true)))
      if !isComponent(origin) {
        values.append(.init(origin: origin, change: .tone(current: color, writeAlpha: false)))
      }
      return ValueSources(
        values: values, isRole: !isComponent(origin), roleColor: color, note: note,
        draw: { $0.withAlpha(alpha) })
    }
  }

  private func isComponent(_ origin: ColorOrigin) -> Bool {
    if case .component = origin { return true }
    return false
  }
}

/// The places one drawn color can be changed, and how a new value is drawn.
struct ValueSources {
  /// One place and the change it takes.
  struct Value {
    var origin: ColorOrigin
    var change: FixCandidate.Change
  }
  /// The places, preferred first.
  var values: [Value]
  /// Whether the color is a role (possibly with an alpha), not a fixed color.
  var isRole: Bool
  /// The role's (or fixed) color, opaque.
  var roleColor: Color
  /// Words on where an inherited color comes from.
  var note: String?
  /// How a new opaque tone is drawn (with the alpha the component applies).
  var draw: (Color) -> Color

  /// The candidates, given how a drawn color makes the (foreground, background) pair.
  func candidates(_ pair: @escaping (Color) -> (Color, Color)) -> [FixCandidate] {
    let draw = self.draw
    return values.map { value in
      switch value.change {
      case .alpha:
        // The candidate is already the role color at the new alpha.
        FixCandidate(origin: value.origin, change: value.change, place: { pair($0) })
      case .tone:
        FixCandidate(origin: value.origin, change: value.change, place: { pair(draw($0)) })
      }
    }
  }
}

/// Where a bottom-navigation variant's colors come from by default.
struct DefaultOrigins {
  var bar: ColorOrigin
  var selectedTitle: ColorOrigin
  var selectedIcon: ColorOrigin
  var unselected: ColorOrigin
  var unselectedAlpha: Double
  var indicator: ColorOrigin? = nil
  var badge: ColorOrigin? = nil
  var badgeText: ColorOrigin? = nil
}

/// The bottom-navigation colors the lint checks compare, for one set of traits.
struct BottomNavigationColors {
  /// The bar.
  var bar: CheckedColor
  /// The selected item's title.
  var selectedTitle: CheckedColor
  /// The selected item's icon.
  var selectedIcon: CheckedColor
  /// Unselected icons and titles.
  var unselected: CheckedColor
  /// The badge.
  var badge: CheckedColor
  /// The badge text.
  var badgeText: CheckedColor
  /// The selection indicator pill composited over the bar, when the style draws one
  /// (Material 3).
  var indicator: CheckedColor?
}

/// One color the lint checks compare: as drawn, and where its value comes from.
struct CheckedColor {
  /// The color as drawn.
  var drawn: Color
  /// Whether the theme states it (else it is the variant's default).
  var isStated: Bool
  /// Its key in the variant's style object.
  var key: String
  /// Where it comes from when the theme does not state it.
  var origin: ColorOrigin
  /// The places its value can be changed.
  var sources: ValueSources
}
