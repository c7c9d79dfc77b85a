import Testing

@testable import MaterialThemingCore

/// HCT and CAM16 vectors of material-color-utilities' `typescript/hct/hct_test.ts`.
@Suite struct HctTests {
  private func near(_ value: Double, _ expected: Double, _ tolerance: Double = 0.001) -> Bool {
    abs(value - expected) <= tolerance
  }

  /// The color model a vector is in: CAM16 (lightness J) or HCT (lightness = tone).
  enum Model: Sendable {
    case cam16, hct
  }

  /// Hue, chroma and lightness of upstream's vectors.
  @Test(
    arguments: [
      (Model.cam16, 0xFFFF_0000, 27.408, 113.358, 46.445),
      (.cam16, 0xFF00_00FF, 282.788, 87.231, 25.466), (.cam16, 0xFFFF_FFFF, 209.492, 2.869, 100.0),
      (.hct, 0xFF00_FF00, 142.139, 108.410, 87.737), (.hct, 0xFF00_00FF, 282.788, 87.230, 32.302),
    ] as [(Model, UInt32, Double, Double, Double)])
  func hueChromaAndLightness(
    _ model: Model, argb: UInt32, hue: Double, chroma: Double, lightness: Double
  ) {
    let cam = Cam16(argb: argb)
    let hct = Hct(argb: argb)
    let values =
      switch model {
      case .cam16: (cam.hue, cam.chroma, cam.j)
      case .hct: (hct.hue, hct.chroma, hct.tone)
      }
    #expect(near(values.0, hue))
    #expect(near(values.1, chroma))
    #expect(near(values.2, lightness))
  }

  @Test func cam16OfRedColorfulnessSaturationAndBrightness() {
    let cam = Cam16(argb: 0xFFFF_0000)
    #expect(near(cam.m, 89.494))
    #expect(near(cam.s, 91.890))
    #expect(near(cam.q, 105.989))
  }

  @Test func solverReducesOutOfGamutChroma() {
    let hct = Hct.from(hue: 282.788, chroma: 87.230, tone: 90.0)
    #expect(near(hct.hue, 282.239))
    #expect(near(hct.chroma, 19.144))
    #expect(near(hct.tone, 90.035))
    #expect(hct.argb == 0xFFE0_E0FF)
    #expect(Color(hct: hct) == Color(argb: 0xFFE0_E0FF))
  }

  @Test func defaultViewingConditions() {
    let vc = ViewingConditions.standard
    #expect(near(vc.n, 0.184))
    #expect(near(vc.aw, 29.981))
    #expect(near(vc.nbb, 1.017))
    #expect(near(vc.ncb, 1.017))
    #expect(near(vc.c, 0.69))
    #expect(near(vc.nc, 1.0))
    #expect(near(vc.rgbD.0, 1.021))
    #expect(near(vc.rgbD.1, 0.986))
    #expect(near(vc.rgbD.2, 0.934))
    #expect(near(vc.fl, 0.388))
    #expect(near(vc.flRoot, 0.789))
    #expect(near(vc.z, 1.909))
  }

  /// The CamSolver property of material-color-utilities' HCT tests over hues 15…345, chroma 0…100,
  /// tone 20…80.
  @Test func solverProperty() {
    var failures: [String] = []
    for hue in stride(from: 15.0, through: 345.0, by: 30.0) {
      for chroma in stride(from: 0.0, through: 100.0, by: 10.0) {
        for tone in stride(from: 20.0, through: 80.0, by: 10.0) {
          let solved = Hct.from(hue: hue, chroma: chroma, tone: tone)
          let hueDelta = 180 - abs(abs(solved.hue - hue) - 180)
          if chroma > 0 && hueDelta > 4 { failures.append("hue \(hue) \(chroma) \(tone)") }
          if solved.chroma > chroma + 2.5 { failures.append("chroma \(hue) \(chroma) \(tone)") }
          if solved.chroma < chroma - 2.5 && !isOnBoundary(solved.argb) {
            failures.append("boundary \(hue) \(chroma) \(tone)")
          }
          if abs(solved.tone - tone) > 0.5 { failures.append("tone \(hue) \(chroma) \(tone)") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Whether some channel is at 0 or 255, i.e. the color is on the sRGB cube's surface.
  private func isOnBoundary(_ argb: UInt32) -> Bool {
    let channels: [UInt32] = [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF]
    return channels.contains(0) || channels.contains(255)
  }

  @Test func lstarAndLuminanceRoundTrip() {
    for lstar in stride(from: 0.0, through: 100.0, by: 0.5) {
      #expect(near(ColorMath.lstarFromY(ColorMath.yFromLstar(lstar)), lstar, 1e-9))
    }
    #expect(ColorMath.argb(lstar: 50) == 0xFF77_7777)
    #expect(near(ColorMath.lstar(0xFF77_7777), 50, 0.5))
  }

  @Test func linearizationRoundTripsEveryChannel() {
    for channel in UInt32(0)...255 {
      #expect(ColorMath.delinearized(ColorMath.linearized(channel)) == channel)
    }
  }

  @Test func hueRanges() {
    #expect(Hct.isBlue(250) && !Hct.isBlue(270))
    #expect(Hct.isYellow(105) && !Hct.isYellow(125))
    #expect(Hct.isCyan(170) && !Hct.isCyan(207))
  }
}
