extension ThemeLinter {
  /// The Material 3 on-color pairs (foreground, background), all text (4.5:1): each accent and
  /// container with its on-color, the surfaces and every surface container with `onSurface`,
  /// the variant and inverse surfaces, and each fixed color and its dim twin with the fixed
  /// on-color and its variant.
  static let material3Pairs: [(DynamicColorRole, DynamicColorRole)] = {
    var pairs: [(DynamicColorRole, DynamicColorRole)] = [
      (.onPrimary, .primary), (.onPrimaryContainer, .primaryContainer),
      (.onSecondary, .secondary), (.onSecondaryContainer, .secondaryContainer),
      (.onTertiary, .tertiary), (.onTertiaryContainer, .tertiaryContainer),
      (.onError, .error), (.onErrorContainer, .errorContainer),
      (.onBackground, .background), (.onSurface, .surface),
      (.onSurfaceVariant, .surfaceVariant),
    ]
    for surface in [
      DynamicColorRole.surfaceDim, .surfaceBright, .surfaceContainerLowest, .surfaceContainerLow,
      .surfaceContainer, .surfaceContainerHigh, .surfaceContainerHighest,
    ] {
      pairs.append((.onSurface, surface))
    }
    pairs.append((.inverseOnSurface, .inverseSurface))
    let fixed: [(DynamicColorRole, DynamicColorRole, DynamicColorRole, DynamicColorRole)] = [
      (.onPrimaryFixed, .onPrimaryFixedVariant, .primaryFixed, .primaryFixedDim),
      (.onSecondaryFixed, .onSecondaryFixedVariant, .secondaryFixed, .secondaryFixedDim),
      (.onTertiaryFixed, .onTertiaryFixedVariant, .tertiaryFixed, .tertiaryFixedDim),
    ]
    for (on, onVariant, fill, dim) in fixed {
      pairs += [(on, fill), (on, dim), (onVariant, fill), (onVariant, dim)]
    }
    return pairs
  }()

  /// The Material 3 on-color pairs of every slot (``material3Pairs``), under the measures of
  /// ``contrast`` (WCAG 2 alone for ``ContrastMethod/both``), located as
  /// ``check(_:measure:traits:slot:)`` locates them.
  ///
  /// A role is located at its key in `colors.material3.<slot>` (or at the semantic role that
  /// feeds it) when the file states it; a generated role at what generates it — `colors.seed`,
  /// or, for a theme without a seed, the primary of the slot's appearance — with the fix
  /// stating the role in `colors.material3.<slot>`. A pair that is exactly a checked semantic
  /// pair (`onPrimary` on `primary` with the same two colors as the slot's semantic roles) is
  /// left to that check.
  ///
  /// A theme with neither a seed nor Material 3 roles (nor a theme it extends) is not checked
  /// here: its Material 3 roles are derived from its Material Components colors
  /// (``Theme/material3Scheme(appearance:contrast:)``), whose pairs the semantic check covers,
  /// and mix those colors with generated ones that were never chosen to pair with them. In a
  /// theme without a seed that states some Material 3 roles, a pair of which neither role is
  /// stated is such a derived pair: its findings are warnings, their fix given in words only.
  func material3Findings() -> [LintFinding] {
    let seeded = theme.dynamicColor != nil
    guard seeded || theme.material3Roles.values.contains(where: { !$0.isEmpty }) else {
      return []
    }
    // Under `both`, WCAG 2 alone: Material's tone pairs are built to WCAG ratios, and several
    // (a fixed-dim color with its variant on-color, the medium-contrast containers) reach under
    // APCA Lc 60 by design, in every Theme Builder export. `apca` alone applies APCA.
    let measures = contrast == .both ? [ContrastMeasure.wcag2] : contrast.measures
    var findings: [LintFinding] = []
    for slot in Material3SchemeSlot.allCases {
      let traits = ColorTraits(
        appearance: slot.appearance, contrast: slot.contrast == .high ? .high : .normal)
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      let semantic = theme.colors[traits]
      let stated = theme.material3Roles[slot] ?? [:]
      let generator = generatorPointer(traits)
      /// A fix of `role`; located at `generator` when the role is stated neither in this file
      /// nor in a theme it extends.
      func candidate(
        _ role: DynamicColorRole, _ current: Color, place: @escaping (Color) -> (Color, Color)
      ) -> FixCandidate {
        FixCandidate(
          origin: .material3Role(role), change: .tone(current: current, writeAlpha: false),
          place: place, generator: stated[role] == nil ? generator : nil)
      }
      for (foregroundRole, backgroundRole) in Self.material3Pairs {
        guard let foreground = roles[foregroundRole], let background = roles[backgroundRole]
        else { continue }
        if let semanticForeground = Self.semanticRole(of: foregroundRole),
          let semanticBackground = Self.semanticRole(of: backgroundRole),
          semanticForeground.background == semanticBackground,
          semantic[semanticForeground] == foreground, semantic[semanticBackground] == background
        {
          continue
        }
        var pair = ContrastPair(
          what: "Material 3 \(foregroundRole.rawValue) on \(backgroundRole.rawValue)",
          requirement: .normalText, foreground: foreground, background: background,
          candidates: [
            candidate(foregroundRole, foreground) { ($0, background) },
            candidate(backgroundRole, background) { (foreground, $0) },
          ])
        if !seeded, stated[foregroundRole] == nil, stated[backgroundRole] == nil {
          pair.derived = true
          pair.note =
            "derived: generated from the primary or taken from the Material Components roles "
            + "(the theme states no seed, nor either role in colors.material3)"
        }
        for measure in measures {
          if let finding = check(pair, measure: measure, traits: traits, slot: slot) {
            findings.append(finding)
          }
        }
      }
    }
    return findings
  }

  /// What the generated Material 3 roles of `traits`' appearance and contrast come from in this
  /// file: `colors.seed` when the theme has seed settings, else the primary of the most specific
  /// layer that states it (or, when none does, the key to add in the appearance's layer); `nil`
  /// for files that are not theme files.
  func generatorPointer(_ traits: ColorTraits) -> JSONPointer? {
    guard sourceMap.format == .theme else { return nil }
    if theme.dynamicColor != nil { return JSONPointer(tokens: ["colors", "seed"]) }
    let layers = roleLayers(traits).map { JSONPointer(tokens: ["colors", $0, "primary"]) }
    return layers.first(where: sourceMap.contains) ?? layers.last
  }

  /// The semantic role whose color a Material 3 role takes when the theme states it
  /// (``SemanticColorScheme/dynamicRoleSources`` read backwards).
  static func semanticRole(of role: DynamicColorRole) -> ColorRole? {
    SemanticColorScheme.dynamicRoleSources.first { $0.1 == role }?.0
  }
}
