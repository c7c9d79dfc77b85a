/// Computes the tone and color of every role of one scheme, each at most once
/// (the `ColorCalculationDelegate`s of color-facts §1.6 and §1.7, memoized).
final class ToneResolver {
  /// The scheme being resolved.
  let context: SchemeContext
  private var rawTones: [Double]
  private var resolvedTones: [Double]
  private let searches: PaletteCache
  private var lightStandardResolver: ToneResolver?

  /// Creates a resolver for `context`; `searches` may be shared by resolvers with the same palettes.
  init(context: SchemeContext, searches: PaletteCache? = nil) {
    self.context = context
    rawTones = [Double](repeating: .nan, count: MaterialDynamicColorRole.count)
    resolvedTones = rawTones
    self.searches = searches ?? PaletteCache(palettes: context.palettes)
  }

  /// How `role` is computed in this scheme.
  @inline(__always)
  func definition(_ role: MaterialDynamicColorRole) -> DynamicColor {
    switch context.spec {
    case .spec2021: ColorSpec2021.definition(role, context)
    case .spec2025: ColorSpec2025.definition(role, self)
    case .spec2026: ColorSpec2026.definition(role, self)
    }
  }

  /// The role's tone before contrast and delta constraints (`DynamicColor.tone`).
  func rawTone(_ role: MaterialDynamicColorRole) -> Double {
    let index = role.index
    let cached = rawTones[index]
    if !cached.isNaN { return cached }
    let tone: Double =
      switch context.spec {
      case .spec2021: ColorSpec2021.rawTone(role, self)
      case .spec2025: ColorSpec2025.rawTone(role, self)
      case .spec2026: ColorSpec2026.rawTone(role, self)
      }
    rawTones[index] = tone
    return tone
  }

  /// The role's final tone (`DynamicColor.getTone`; 2026 uses the 2025 calculation).
  func tone(_ role: MaterialDynamicColorRole) -> Double {
    let index = role.index
    let cached = resolvedTones[index]
    if !cached.isNaN { return cached }
    let tone =
      context.spec == .spec2021
      ? ToneSolver2021.tone(of: role, self) : ToneSolver2025.tone(of: role, self)
    resolvedTones[index] = tone
    return tone
  }

  /// The role's 8-bit color, with its alpha (opaque except ``MaterialDynamicColorRole/controlHighlight``).
  ///
  /// 2021 ignores chroma multipliers. Tone 99 of a yellow hue is the average of tones 98 and 100
  /// (`TonalPalette.getHct`), for multiplied chroma too (upstream's 2025 yellow fix).
  func argb(_ role: MaterialDynamicColorRole) -> UInt32 {
    let definition = definition(role)
    let palette = context.palettes[definition.palette]
    let tone = tone(role)
    let chroma =
      context.spec == .spec2021 ? palette.chroma : palette.chroma * definition.chromaMultiplier
    let argb = searches.color(hue: palette.hue, chroma: chroma, tone: tone) {
      TonalPalette.argb(hue: palette.hue, chroma: chroma, tone: tone)
    }
    guard let opacity = ColorSpec2021.opacity(role, context) else { return argb }
    let alpha = UInt32(ColorMath.clamp(0, 255, (opacity * 255 + 0.5).rounded(.down)))
    return (argb & 0x00FF_FFFF) | (alpha << 24)
  }

  /// The resolver of the same scheme in light appearance at contrast 0 (the 2025 fixed roles).
  var lightStandard: ToneResolver {
    if !context.isDark && context.contrastLevel == 0 { return self }
    if let lightStandardResolver { return lightStandardResolver }
    var light = context
    light.isDark = false
    light.contrastLevel = 0
    let resolver = ToneResolver(context: light, searches: searches)
    lightStandardResolver = resolver
    return resolver
  }

  /// The tone of maximum chroma (searching down from 100), clamped (2025 `tMaxC`).
  func toneOfMaximumChroma(
    _ palette: PaletteRole, _ lower: Double = 0, _ upper: Double = 100,
    chromaMultiplier: Double = 1
  ) -> Double {
    ColorMath.clamp(
      lower, upper, searches.toneOfMaximumChroma(palette, chromaMultiplier: chromaMultiplier))
  }

  /// The tone of minimum-tone best chroma (searching up from 0), clamped (2025 `tMinC`).
  func toneOfMinimumChroma(_ palette: PaletteRole, _ lower: Double = 0, _ upper: Double = 100)
    -> Double
  {
    ColorMath.clamp(lower, upper, searches.toneOfMinimumChroma(palette))
  }
}

/// Memoized work over a scheme's palettes: chroma searches (`findBestToneForChroma`) and solved
/// colors. Schemes that share palettes and spec (light and dark in 2021) may share one cache.
final class PaletteCache {
  private let palettes: SchemePalettes
  private var maximum = [Double](repeating: .nan, count: PaletteRole.allCases.count)
  private var minimum = [Double](repeating: .nan, count: PaletteRole.allCases.count)
  private var solved: [(hue: Double, chroma: Double, tone: Double, argb: UInt32)] = []

  /// The color of `hue`, `chroma` and `tone`, computed by `solve` the first time it is asked for.
  @inline(__always)
  func color(hue: Double, chroma: Double, tone: Double, solve: () -> UInt32) -> UInt32 {
    for entry in solved where entry.tone == tone && entry.hue == hue && entry.chroma == chroma {
      return entry.argb
    }
    let argb = solve()
    solved.append((hue, chroma, tone, argb))
    return argb
  }

  /// Creates an empty cache for `palettes`.
  init(palettes: SchemePalettes) {
    self.palettes = palettes
    solved.reserveCapacity(MaterialDynamicColorRole.count)
  }

  /// The unclamped `tMaxC` search for `palette` with its chroma times `chromaMultiplier`.
  func toneOfMaximumChroma(_ palette: PaletteRole, chromaMultiplier: Double) -> Double {
    let tonal = palettes[palette]
    guard chromaMultiplier == 1 else {
      return Self.bestTone(
        hue: tonal.hue, chroma: tonal.chroma * chromaMultiplier, from: 100, byDecreasingTone: true)
    }
    let cached = maximum[palette.rawValue]
    if !cached.isNaN { return cached }
    let tone = Self.bestTone(
      hue: tonal.hue, chroma: tonal.chroma, from: 100, byDecreasingTone: true)
    maximum[palette.rawValue] = tone
    return tone
  }

  /// The unclamped `tMinC` search for `palette`.
  func toneOfMinimumChroma(_ palette: PaletteRole) -> Double {
    let cached = minimum[palette.rawValue]
    if !cached.isNaN { return cached }
    let tonal = palettes[palette]
    let tone = Self.bestTone(hue: tonal.hue, chroma: tonal.chroma, from: 0, byDecreasingTone: false)
    minimum[palette.rawValue] = tone
    return tone
  }

  /// Walks tones from `start` one step at a time until the chroma is reached or the range is
  /// left, returning the first tone of the highest chroma seen (`findBestToneForChroma`).
  static func bestTone(hue: Double, chroma: Double, from start: Double, byDecreasingTone: Bool)
    -> Double
  {
    var tone = start
    var answer = tone
    var bestChroma = Cam16(argb: HctSolver.solve(hue: hue, chroma: chroma, tone: answer)).chroma
    let step = byDecreasingTone ? -1.0 : 1.0
    while bestChroma < chroma {
      if tone < 0 || tone > 100 { break }
      tone += step
      let candidate = Cam16(argb: HctSolver.solve(hue: hue, chroma: chroma, tone: tone)).chroma
      if bestChroma < candidate {
        bestChroma = candidate
        answer = tone
      }
    }
    return answer
  }
}
