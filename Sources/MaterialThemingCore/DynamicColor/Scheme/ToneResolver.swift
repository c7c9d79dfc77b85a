/// Computes the tone and color of every role of one scheme, each at most once
/// (the 2021 and 2025 `ColorCalculationDelegate`s of material-color-utilities, memoized).
final class ToneResolver {
  /// The scheme being resolved.
  let context: SchemeContext
  /// The raw tones (the first ``MaterialDynamicColorRole/count``) then the final tones of the
  /// roles by index; NaN until computed. A buffer rather than arrays: no exclusivity checks or
  /// copy-on-write tests on the hot path.
  private let tones: UnsafeMutablePointer<Double>
  private let searches: PaletteCache
  private var lightStandardResolver: ToneResolver?

  /// Creates a resolver for `context`; `searches` may be shared by resolvers with the same palettes.
  convenience init(context: SchemeContext, searches: PaletteCache? = nil) {
    self.init(context: context, searches: searches, tones: Self.seedFreeTones(context))
  }

  /// Creates a resolver for `context` whose tone memo starts as `tones` (all NaN when `nil`).
  private init(context: SchemeContext, searches: PaletteCache?, tones known: [Double]?) {
    self.context = context
    let count = 2 * MaterialDynamicColorRole.count
    let tones = UnsafeMutablePointer<Double>.allocate(capacity: count)
    if let known {
      known.withUnsafeBufferPointer { tones.initialize(from: $0.baseAddress!, count: count) }
    } else {
      tones.initialize(repeating: .nan, count: count)
    }
    self.tones = tones
    self.searches = searches ?? PaletteCache()
  }

  /// The contrast levels of ``seedFreeTones2021``.
  private static let seedFreeLevels = [-1.0, 0, 0.5, 1]

  /// Under the 2021 rules the tones of every role but the palette key colors and the dim roles
  /// depend on the seed only in the content and fidelity variants, else on the appearance, the
  /// contrast level and whether the variant is monochrome: at the levels of ``seedFreeLevels``
  /// those tones (raw then final, NaN for the others) are constants of the spec, worked out once.
  /// Indexed by monochrome × 8 + dark × 4 + level position.
  private static let seedFreeTones2021: [[Double]] = {
    let seed = Hct(argb: 0xFF00_0000)
    let seedDependent = Set(
      [MaterialDynamicColorRole.primaryDim, .secondaryDim, .tertiaryDim, .errorDim]
        + MaterialDynamicColorRole.allCases.filter { $0.rawValue.hasSuffix("PaletteKeyColor") })
    var table: [[Double]] = []
    for variant in [DynamicSchemeVariant.tonalSpot, .monochrome] {
      for isDark in [false, true] {
        for level in seedFreeLevels {
          let resolver = ToneResolver(
            context: SchemeContext(
              seed: seed, secondarySeed: seed, variant: variant, isDark: isDark,
              contrastLevel: level, spec: .spec2021, platform: .phone,
              palettes: PaletteRecipes2021.palettes(seed: seed, variant: variant)),
            searches: nil, tones: nil)
          let roles = MaterialDynamicColorRole.allCases
          let free = roles.map { seedDependent.contains($0) ? nil : $0 }
          table.append(
            free.map { $0.map(resolver.rawTone) ?? .nan }
              + free.map { $0.map(resolver.tone) ?? .nan })
        }
      }
    }
    return table
  }()

  /// The tones ``seedFreeTones2021`` knows for `context`, or `nil`.
  private static func seedFreeTones(_ context: SchemeContext) -> [Double]? {
    guard context.spec == .spec2021 && !context.isFidelity,
      let level = seedFreeLevels.firstIndex(of: context.contrastLevel)
    else { return nil }
    return seedFreeTones2021[(context.isMonochrome ? 8 : 0) + (context.isDark ? 4 : 0) + level]
  }

  deinit {
    tones.deallocate()
  }

  /// How `role` is computed in this scheme.
  @inline(__always)
  func definition(_ role: MaterialDynamicColorRole) -> DynamicColor {
    switch context.spec {
    case .spec2021: ColorSpec2021.definition(role, isDark: context.isDark)
    case .spec2025: ColorSpec2025.definition(role, self)
    case .spec2026: ColorSpec2026.definition(role, self)
    }
  }

  /// The role's tone before contrast and delta constraints (`DynamicColor.tone`).
  func rawTone(_ role: MaterialDynamicColorRole) -> Double {
    let index = role.index
    let cached = tones[index]
    if !cached.isNaN { return cached }
    let tone: Double =
      switch context.spec {
      case .spec2021: ColorSpec2021.rawTone(role, self)
      case .spec2025: ColorSpec2025.rawTone(role, self)
      case .spec2026: ColorSpec2026.rawTone(role, self)
      }
    tones[index] = tone
    return tone
  }

  /// The role's final tone (`DynamicColor.getTone`; 2026 uses the 2025 calculation).
  func tone(_ role: MaterialDynamicColorRole) -> Double {
    let index = MaterialDynamicColorRole.count + role.index
    let cached = tones[index]
    if !cached.isNaN { return cached }
    let tone =
      context.spec == .spec2021
      ? ToneSolver2021.tone(of: role, self) : ToneSolver2025.tone(of: role, self)
    tones[index] = tone
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
      SchemePalettes.knownColor(hue: palette.hue, chroma: chroma, tone: tone)
        ?? TonalPalette.argb(hue: palette.hue, chroma: chroma, tone: tone)
    }
    guard let opacity = ColorSpec2021.opacity(role, isDark: context.isDark) else { return argb }
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
      lower, upper,
      searches.toneOfMaximumChroma(context.palettes[palette], chromaMultiplier: chromaMultiplier))
  }

  /// The tone of minimum-tone best chroma (searching up from 0), clamped (2025 `tMinC`).
  func toneOfMinimumChroma(_ palette: PaletteRole, _ lower: Double = 0, _ upper: Double = 100)
    -> Double
  {
    ColorMath.clamp(lower, upper, searches.toneOfMinimumChroma(context.palettes[palette]))
  }
}

/// Memoized work over schemes of one seed: chroma searches (`findBestToneForChroma`), the gamut
/// boundary colors they meet, and solved colors. Keyed by hue, chroma and tone (never by palette
/// role), so light and dark schemes of one seed may share one cache whatever their palettes.
final class PaletteCache {
  /// A chroma search: its palette's hue and chroma and its direction.
  private struct Search: Hashable {
    var hue: Double
    var chroma: Double
    var byDecreasingTone: Bool
  }

  /// A point of a hue's gamut boundary.
  private struct BoundaryPoint: Hashable {
    var hue: Double
    var tone: Double
  }

  /// A requested color.
  private struct Request: Hashable {
    var hue: Double
    var chroma: Double
    var tone: Double
  }

  private var searches: [Search: Double] = [:]
  private var measured: [Request: Double] = [:]
  private var boundary: [BoundaryPoint: UInt32] = [:]
  private var chromaOfColor: [UInt32: Double] = [:]
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

  /// Creates an empty cache.
  init() {
    solved.reserveCapacity(MaterialDynamicColorRole.count)
  }

  /// The unclamped `tMaxC` search for `palette` with its chroma times `chromaMultiplier`.
  func toneOfMaximumChroma(_ palette: TonalPalette, chromaMultiplier: Double) -> Double {
    bestTone(hue: palette.hue, chroma: palette.chroma * chromaMultiplier, byDecreasingTone: true)
  }

  /// The unclamped `tMinC` search for `palette`.
  func toneOfMinimumChroma(_ palette: TonalPalette) -> Double {
    bestTone(hue: palette.hue, chroma: palette.chroma, byDecreasingTone: false)
  }

  /// ``bestTone(hue:chroma:from:byDecreasingTone:)`` from 100 (decreasing) or 0, memoized.
  private func bestTone(hue: Double, chroma: Double, byDecreasingTone: Bool) -> Double {
    let key = Search(hue: hue, chroma: chroma, byDecreasingTone: byDecreasingTone)
    if let tone = searches[key] { return tone }
    let tone = Self.bestTone(
      hue: hue, chroma: chroma, from: byDecreasingTone ? 100 : 0,
      byDecreasingTone: byDecreasingTone, measure: measuredChroma)
    searches[key] = tone
    return tone
  }

  /// The CAM16 chroma of `Hct.from(hue, chroma, tone)`, sharing gamut-boundary colors (which do
  /// not depend on the requested chroma) between searches of the same hue.
  private func measuredChroma(hue: Double, chroma: Double, tone: Double) -> Double {
    // tMaxC and tMinC of one palette walk the same tones when its chroma is out of reach.
    let request = Request(hue: hue, chroma: chroma, tone: tone)
    if let known = measured[request] { return known }
    let value = boundaryAwareChroma(hue: hue, chroma: chroma, tone: tone)
    measured[request] = value
    return value
  }

  /// ``measuredChroma(hue:chroma:tone:)`` computed, with the boundary and chroma memos.
  private func boundaryAwareChroma(hue: Double, chroma: Double, tone: Double) -> Double {
    let argb = HctSolver.solve(hue: hue, chroma: chroma, tone: tone) { solveBoundary in
      let point = BoundaryPoint(hue: hue, tone: tone)
      if let argb = boundary[point] { return argb }
      let argb = solveBoundary()
      boundary[point] = argb
      return argb
    }
    if let measured = chromaOfColor[argb] { return measured }
    let measured = Cam16(argb: argb).chroma
    chromaOfColor[argb] = measured
    return measured
  }

  /// ``bestTone(hue:chroma:from:byDecreasingTone:measure:)`` measuring with a fresh solve.
  static func bestTone(hue: Double, chroma: Double, from start: Double, byDecreasingTone: Bool)
    -> Double
  {
    bestTone(hue: hue, chroma: chroma, from: start, byDecreasingTone: byDecreasingTone) {
      Cam16(argb: HctSolver.solve(hue: $0, chroma: $1, tone: $2)).chroma
    }
  }

  /// Walks tones from `start` one step at a time until the chroma is reached or the range is
  /// left, returning the first tone of the highest chroma seen (`findBestToneForChroma`).
  static func bestTone(
    hue: Double, chroma: Double, from start: Double, byDecreasingTone: Bool,
    measure: (_ hue: Double, _ chroma: Double, _ tone: Double) -> Double
  ) -> Double {
    var tone = start
    var answer = tone
    var bestChroma = measure(hue, chroma, answer)
    let step = byDecreasingTone ? -1.0 : 1.0
    while bestChroma < chroma {
      if tone < 0 || tone > 100 { break }
      tone += step
      let candidate = measure(hue, chroma, tone)
      if bestChroma < candidate {
        bestChroma = candidate
        answer = tone
      }
    }
    return answer
  }
}
