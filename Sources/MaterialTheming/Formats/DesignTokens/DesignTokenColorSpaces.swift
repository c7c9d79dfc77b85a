import Foundation

/// The color spaces of DTCG 2025.10 color values, with their component ranges, converted to
/// sRGB as CSS Color 4 converts them.
///
/// Every space goes to CIE XYZ (D65) and from there to sRGB. A color outside the sRGB gamut is
/// brought inside with CSS Color 4's gamut mapping (``DesignTokenGamutMapping``): chroma is
/// reduced in OKLCH, by binary search, until clipping changes the color by less than one just
/// noticeable difference. A `none` component counts as 0 (a hue of `none` is powerless).
enum DesignTokenColorSpace: String, CaseIterable, Sendable {
  /// Gamma-encoded sRGB, channels 0–1.
  case srgb
  /// Linear-light sRGB, channels 0–1.
  case srgbLinear = "srgb-linear"
  /// Hue in degrees, saturation and lightness 0–100.
  case hsl
  /// Hue in degrees, whiteness and blackness 0–100.
  case hwb
  /// CIE Lab (D50): lightness 0–100, a and b around ±125.
  case lab
  /// CIE LCh (D50): lightness 0–100, chroma 0–150, hue in degrees.
  case lch
  /// Oklab: lightness 0–1, a and b around ±0.4.
  case oklab
  /// OkLCh: lightness 0–1, chroma 0–0.4, hue in degrees.
  case oklch
  /// Display P3, channels 0–1.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998), channels 0–1.
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB (D50), channels 0–1.
  case prophotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020, channels 0–1.
  case rec2020
  /// CIE XYZ relative to D65.
  case xyzD65 = "xyz-d65"
  /// CIE XYZ relative to D50.
  case xyzD50 = "xyz-d50"

  /// The gamma-encoded sRGB channels of `components` (each `nil` for `none`), in `0...1`.
  func srgb(_ components: [Double?]) -> (red: Double, green: Double, blue: Double) {
    let values = components.map { $0 ?? 0 }
    switch self {
    case .srgb:
      return DesignTokenGamutMapping.srgb(encoded: (values[0], values[1], values[2]))
    case .hsl:
      let rgb = ColorConversion.hsl(
        hue: values[0], saturation: values[1] / 100, lightness: values[2] / 100)
      return DesignTokenGamutMapping.srgb(encoded: rgb)
    case .hwb:
      let rgb = ColorConversion.hwb(
        hue: values[0], whiteness: values[1] / 100, blackness: values[2] / 100)
      return DesignTokenGamutMapping.srgb(encoded: rgb)
    default:
      return DesignTokenGamutMapping.srgb(xyzD65: xyzD65(values))
    }
  }

  /// The color `components` (each `nil` for `none`) name, with `alpha`: its sRGB value,
  /// gamut-mapped, and its Display P3 value when the color was authored in Display P3 or lies
  /// outside sRGB (gamut-mapped into Display P3 when outside that too).
  ///
  /// This is the rule of Display P3 end to end: color science uses the sRGB value; outputs
  /// that can show Display P3 write the kept value.
  func color(_ components: [Double?], alpha: Double) -> Color {
    let rgb = srgb(components)
    var displayP3: DisplayP3?
    if ![.srgb, .hsl, .hwb].contains(self) {
      let values = components.map { $0 ?? 0 }
      let xyz = xyzD65(values)
      if self == .displayP3, values.allSatisfy({ (0...1).contains($0) }) {
        // Inside the Display P3 gamut: the components as written, without a trip through XYZ.
        displayP3 = DisplayP3(red: values[0], green: values[1], blue: values[2])
      } else if self == .displayP3 || !DesignTokenGamutMapping.contains(.srgb, xyzD65: xyz) {
        let p3 = DesignTokenGamutMapping.map(xyzD65: xyz, into: .displayP3)
        displayP3 = DisplayP3(red: p3[0], green: p3[1], blue: p3[2])
      }
    }
    return Color(
      red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha, displayP3: displayP3)
  }

  /// Whether `components` (each `nil` for `none`) name a color the conversions can compute:
  /// its CIE XYZ is finite. Components as large as `1e308` overflow the matrices and cubes.
  func isRepresentable(_ components: [Double?]) -> Bool {
    let values = components.map { $0 ?? 0 }
    guard values.allSatisfy(\.isFinite) else { return false }
    return xyzD65(values).allSatisfy(\.isFinite)
  }

  /// CIE XYZ (D65) of components in this space.
  func xyzD65(_ c: [Double]) -> [Double] {
    typealias M = ColorConversion
    switch self {
    case .srgb: return M.multiply(M.linearSRGBToXYZ, c.map(M.sRGBToLinear))
    case .srgbLinear: return M.multiply(M.linearSRGBToXYZ, c)
    case .hsl:
      let rgb = M.hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
      return Self.srgb.xyzD65([rgb.0, rgb.1, rgb.2])
    case .hwb:
      let rgb = M.hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
      return Self.srgb.xyzD65([rgb.0, rgb.1, rgb.2])
    case .lab: return M.multiply(M.d50ToD65, M.labToXYZD50(c))
    case .lch: return Self.lab.xyzD65(M.polarToRectangular(c))
    case .oklab: return M.oklabToXYZ(c)
    case .oklch: return M.oklabToXYZ(M.polarToRectangular(c))
    case .displayP3: return M.multiply(M.linearP3ToXYZ, c.map(M.sRGBToLinear))
    case .a98RGB: return M.multiply(M.linearA98ToXYZ, c.map(M.a98ToLinear))
    case .prophotoRGB:
      return M.multiply(M.d50ToD65, M.multiply(M.linearProPhotoToXYZD50, c.map(M.proPhotoToLinear)))
    case .rec2020: return M.multiply(M.linear2020ToXYZ, c.map(M.rec2020ToLinear))
    case .xyzD65: return c
    case .xyzD50: return M.multiply(M.d50ToD65, c)
    }
  }
}

/// CSS Color 4's gamut mapping to an RGB destination (sRGB or Display P3): binary search in
/// OkLCh with local MINDE (CSS Color 4, "CSS Gamut Mapping to an RGB Destination").
enum DesignTokenGamutMapping {
  /// An RGB destination gamut: both use the sRGB transfer function and D65 white.
  enum Gamut: Sendable {
    case srgb, displayP3

    /// XYZ (D65) → linear-light channels.
    var fromXYZ: [[Double]] {
      self == .srgb ? ColorConversion.xyzToLinearSRGB : ColorConversion.xyzToLinearP3
    }
    /// Linear-light channels → XYZ (D65).
    var toXYZ: [[Double]] {
      self == .srgb ? ColorConversion.linearSRGBToXYZ : ColorConversion.linearP3ToXYZ
    }
  }

  /// One just noticeable difference in deltaEOK, 0.02 (CSS Color 4 gamut mapping, step 8).
  static let justNoticeableDifference = 0.02
  /// The chroma precision of the search, 0.0001 (CSS Color 4 gamut mapping, step 9).
  static let epsilon = 0.0001
  /// How far past 0 or 1 a channel may be and still count as in gamut (rounding noise of the
  /// matrices).
  static let gamutTolerance = 1e-9

  /// Gamma-encoded sRGB channels, mapped into the gamut when outside it.
  static func srgb(encoded rgb: (Double, Double, Double)) -> (
    red: Double, green: Double, blue: Double
  ) {
    if inGamut([rgb.0, rgb.1, rgb.2]) {
      return (clamp(rgb.0), clamp(rgb.1), clamp(rgb.2))
    }
    let linear = [rgb.0, rgb.1, rgb.2].map(ColorConversion.sRGBToLinear)
    return srgb(xyzD65: ColorConversion.multiply(ColorConversion.linearSRGBToXYZ, linear))
  }

  /// The gamma-encoded sRGB channels of an XYZ (D65) color, mapped into the gamut when outside it.
  static func srgb(xyzD65 xyz: [Double]) -> (red: Double, green: Double, blue: Double) {
    let rgb = map(xyzD65: xyz, into: .srgb)
    return (rgb[0], rgb[1], rgb[2])
  }

  /// Whether an XYZ (D65) color lies inside `gamut`.
  static func contains(_ gamut: Gamut, xyzD65 xyz: [Double]) -> Bool {
    inGamut(channels(xyz, gamut))
  }

  /// The gamma-encoded channels of an XYZ (D65) color in `gamut`, mapped into it when outside.
  static func map(xyzD65 xyz: [Double], into gamut: Gamut) -> [Double] {
    let direct = channels(xyz, gamut)
    if inGamut(direct) { return direct.map(clamp) }
    let origin = ColorConversion.rectangularToPolar(ColorConversion.xyzToOklab(xyz))
    if origin[0] >= 1 { return [1, 1, 1] }
    if origin[0] <= 0 { return [0, 0, 0] }
    func encoded(_ lch: [Double]) -> [Double] {
      channels(ColorConversion.oklabToXYZ(ColorConversion.polarToRectangular(lch)), gamut)
    }
    func clip(_ lch: [Double]) -> [Double] { encoded(lch).map(clamp) }
    func delta(_ clipped: [Double], _ lch: [Double]) -> Double {
      let a = ColorConversion.xyzToOklab(
        ColorConversion.multiply(gamut.toXYZ, clipped.map(ColorConversion.sRGBToLinear)))
      let b = ColorConversion.polarToRectangular(lch)
      return
        ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1])
        + (a[2] - b[2]) * (a[2] - b[2])).squareRoot()
    }
    var current = origin
    var clipped = clip(current)
    if delta(clipped, current) < justNoticeableDifference { return clipped }
    var low = 0.0
    var high = origin[1]
    var lowInGamut = true
    // Halving from a finite chroma ends within about 1 100 steps; the bound holds whatever the
    // arithmetic gives.
    var steps = 0
    while high - low > epsilon, steps < 2_000 {
      steps += 1
      let chroma = (low + high) / 2
      current[1] = chroma
      if lowInGamut, inGamut(encoded(current)) {
        low = chroma
        continue
      }
      clipped = clip(current)
      let difference = delta(clipped, current)
      if difference < justNoticeableDifference {
        if justNoticeableDifference - difference < epsilon { break }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  private static func channels(_ xyz: [Double], _ gamut: Gamut) -> [Double] {
    ColorConversion.multiply(gamut.fromXYZ, xyz).map(ColorConversion.linearToSRGB)
  }

  private static func inGamut(_ rgb: [Double]) -> Bool {
    rgb.allSatisfy { $0 >= -gamutTolerance && $0 <= 1 + gamutTolerance }
  }

  private static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}

/// The conversions of CSS Color 4's sample code (css-color-4/conversions.js), from its matrices
/// and transfer functions.
enum ColorConversion {
  /// Linear-light sRGB → XYZ (D65), CSS Color 4's rational form.
  static let linearSRGBToXYZ: [[Double]] = [
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
  ]
  /// XYZ (D65) → linear-light sRGB.
  static let xyzToLinearSRGB: [[Double]] = [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ]
  /// Linear-light Display P3 → XYZ (D65).
  static let linearP3ToXYZ: [[Double]] = [
    [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
    [35783 / 156275, 247089 / 357200, 198249 / 2500400],
    [0, 32229 / 714400, 5220557 / 5000800],
  ]
  /// Linear-light Adobe RGB (1998) → XYZ (D65).
  static let linearA98ToXYZ: [[Double]] = [
    [573536 / 994567, 263643 / 1420810, 187206 / 994567],
    [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
    [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835],
  ]
  /// Linear-light ProPhoto RGB → XYZ (D50), to 64-bit accuracy (csswg-drafts issue 7675).
  static let linearProPhotoToXYZD50: [[Double]] = [
    [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
    [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
    [0, 0, 0.82510460251046020],
  ]
  /// Linear-light Rec. 2020 → XYZ (D65).
  static let linear2020ToXYZ: [[Double]] = [
    [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
    [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
    [0, 19567812 / 697040785, 295819943 / 278816314],
  ]
  /// XYZ (D65) → linear-light Display P3.
  static let xyzToLinearP3: [[Double]] = [
    [446124 / 178915, -333277 / 357830, -72051 / 178915],
    [-14852 / 17905, 63121 / 35810, 423 / 17905],
    [11844 / 330415, -50337 / 660830, 316169 / 330415],
  ]
  /// Bradford chromatic adaptation D65 → D50.
  static let d65ToD50: [[Double]] = [
    [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
    [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
    [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
  ]
  /// Bradford chromatic adaptation D50 → D65.
  static let d50ToD65: [[Double]] = [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ]
  /// XYZ (D65) → LMS for Oklab (recalculated for a consistent white, csswg-drafts issue 6642).
  static let xyzToLMS: [[Double]] = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]
  /// Cube-rooted LMS → Oklab.
  static let lmsToOklab: [[Double]] = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]
  /// Oklab → cube-rooted LMS.
  static let oklabToLMS: [[Double]] = [
    [1, 0.3963377773761749, 0.2158037573099136],
    [1, -0.1055613458156586, -0.0638541728258133],
    [1, -0.0894841775298119, -1.2914855480194092],
  ]
  /// LMS → XYZ (D65).
  static let lmsToXYZ: [[Double]] = [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ]
  /// The D50 white point from its CIE x, y chromaticities (0.3457, 0.3585).
  static let d50White = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
  /// CIE Lab's ε, 216/24389 (6³/29³).
  static let labEpsilon = 216.0 / 24389
  /// CIE Lab's κ, 24389/27 (29³/3³).
  static let labKappa = 24389.0 / 27

  /// `matrix` × `vector`.
  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  /// The sRGB transfer function, extended to negative values by reflection.
  static func sRGBToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude <= 0.04045 { return value / 12.92 }
    return (value < 0 ? -1 : 1) * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  /// The inverse sRGB transfer function, extended to negative values by reflection.
  static func linearToSRGB(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude <= 0.0031308 { return value * 12.92 }
    return (value < 0 ? -1 : 1) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
  }

  /// Adobe RGB (1998)'s transfer function: a power of 563/256.
  static func a98ToLinear(_ value: Double) -> Double {
    (value < 0 ? -1 : 1) * pow(abs(value), 563.0 / 256)
  }

  /// ProPhoto RGB's transfer function: gamma 1.8 with a linear part below 16/512.
  static func proPhotoToLinear(_ value: Double) -> Double {
    let magnitude = abs(value)
    if magnitude <= 16.0 / 512 { return value / 16 }
    return (value < 0 ? -1 : 1) * pow(magnitude, 1.8)
  }

  /// Rec. 2020's transfer function (ITU-R BT.2020-2): α = 1.09929682680944,
  /// β = 0.018053968510807.
  static func rec2020ToLinear(_ value: Double) -> Double {
    let alpha = 1.09929682680944
    let beta = 0.018053968510807
    let magnitude = abs(value)
    if magnitude < beta * 4.5 { return value / 4.5 }
    return (value < 0 ? -1 : 1) * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
  }

  /// CIE Lab → XYZ (D50).
  static func labToXYZD50(_ lab: [Double]) -> [Double] {
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > labEpsilon ? pow(f0, 3) : (116 * f0 - 16) / labKappa
    let y = lab[0] > labKappa * labEpsilon ? pow(f1, 3) : lab[0] / labKappa
    let z = pow(f2, 3) > labEpsilon ? pow(f2, 3) : (116 * f2 - 16) / labKappa
    return [x * d50White[0], y * d50White[1], z * d50White[2]]
  }

  /// XYZ (D50) → CIE Lab.
  static func xyzD50ToLab(_ xyz: [Double]) -> [Double] {
    let f = (0..<3).map { index -> Double in
      let value = xyz[index] / d50White[index]
      return value > labEpsilon ? cbrt(value) : (labKappa * value + 16) / 116
    }
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
  }

  /// Gamma-encoded sRGB → `[hue°, saturation %, lightness %]` (CSS Color 4 `rgbToHsl`).
  static func srgbToHSL(_ rgb: [Double]) -> [Double] {
    let high = rgb.max()!
    let low = rgb.min()!
    let lightness = (high + low) / 2
    let delta = high - low
    guard delta != 0 else { return [0, 0, lightness * 100] }
    let saturation =
      lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch high {
    case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
    case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
    default: hue = (rgb[0] - rgb[1]) / delta + 4
    }
    hue *= 60
    return [hue, saturation * 100, lightness * 100]
  }

  /// Oklab → XYZ (D65).
  static func oklabToXYZ(_ lab: [Double]) -> [Double] {
    multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
  }

  /// XYZ (D65) → Oklab (sign-preserving cube root).
  static func xyzToOklab(_ xyz: [Double]) -> [Double] {
    multiply(lmsToOklab, multiply(xyzToLMS, xyz).map { cbrt($0) })
  }

  /// `[L, C, h°]` → `[L, a, b]`.
  static func polarToRectangular(_ lch: [Double]) -> [Double] {
    let radians = lch[2] * .pi / 180
    return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
  }

  /// `[L, a, b]` → `[L, C, h°]`.
  static func rectangularToPolar(_ lab: [Double]) -> [Double] {
    var hue = atan2(lab[2], lab[1]) * 180 / .pi
    if hue < 0 { hue += 360 }
    return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue]
  }

  /// CSS Color 4 `hslToRgb`: hue in degrees, saturation and lightness in `0...1`.
  static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
    let hue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  /// CSS Color 4 `hwbToRgb`: hue in degrees, whiteness and blackness in `0...1`.
  static func hwb(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
    if whiteness + blackness >= 1 {
      let gray = whiteness / (whiteness + blackness)
      return (gray, gray, gray)
    }
    let pure = hsl(hue: hue, saturation: 1, lightness: 0.5)
    func mix(_ channel: Double) -> Double { channel * (1 - whiteness - blackness) + whiteness }
    return (mix(pure.0), mix(pure.1), mix(pure.2))
  }
}

/// The Display P3 side of a ``Color``: the value it keeps, the exact conversion of an sRGB color,
/// and how far its sRGB fallback is from it.
package enum DisplayP3Conversion {
  /// The difference, in deltaEOK, above which a Display P3 color's sRGB fallback differs
  /// visibly: 0.02, one just noticeable difference (CSS Color 4 gamut mapping, step 8).
  package static let visibleDifference = DesignTokenGamutMapping.justNoticeableDifference

  /// The color's Display P3 value: the one it keeps, or its sRGB channels converted exactly
  /// (sRGB lies inside Display P3).
  package static func displayP3(of color: Color) -> DisplayP3 {
    if let kept = color.displayP3 { return kept }
    typealias M = ColorConversion
    let linear = [color.red, color.green, color.blue].map(M.sRGBToLinear)
    let p3 = M.multiply(M.xyzToLinearP3, M.multiply(M.linearSRGBToXYZ, linear))
      .map(M.linearToSRGB)
    return DisplayP3(red: p3[0], green: p3[1], blue: p3[2])
  }

  /// The deltaEOK between a color's kept Display P3 value and its sRGB channels, or `nil` for a
  /// color without one.
  package static func fallbackDifference(_ color: Color) -> Double? {
    guard let p3 = color.displayP3 else { return nil }
    typealias M = ColorConversion
    let wide = M.xyzToOklab(
      M.multiply(M.linearP3ToXYZ, [p3.red, p3.green, p3.blue].map(M.sRGBToLinear)))
    let fallback = M.xyzToOklab(
      M.multiply(M.linearSRGBToXYZ, [color.red, color.green, color.blue].map(M.sRGBToLinear)))
    return zip(wide, fallback).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }
}
