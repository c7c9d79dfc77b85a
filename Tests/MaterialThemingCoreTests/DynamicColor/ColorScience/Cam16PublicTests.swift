import Testing

@testable import MaterialThemingCore

/// The public CAM16 and viewing-conditions API against upstream's published vectors.
@Suite struct Cam16PublicTests {
  /// swift/Tests/MaterialColorUtilitiesTests/HctTests/Cam16Tests.swift (upstream MCU, testCam16):
  /// ARGB (as the signed-int decimal there) → hue, J, Q, M, s, J*, a*, b*, asserted to 1e-7.
  static let published: [(UInt32, [Double])] = [
    (
      1_151_024_110,
      [
        311.42806917590127, 39.80957637025326, 98.12583617460575, 64.10143150621671,
        80.82434221770161, 52.927210914635715, 26.14144025259719, -29.622376253821233,
      ]
    ),
    (
      2_599_766_946,
      [
        355.0503461678604, 52.56866623390567, 112.75948188554017, 64.2339418261725,
        75.4754569748874, 65.32748230521139, 39.413992608446186, -3.413381791164169,
      ]
    ),
    (
      207_007_830,
      [
        145.62456894249067, 53.54270205682524, 113.79933774011006, 45.67944977111023,
        63.35641059229854, 66.20793233348957, -25.83510432830831, 17.67339768662175,
      ]
    ),
    (
      2_178_068_049,
      [
        89.18218954198817, 64.64864806089051, 125.04585955071941, 31.023158944993195,
        49.809060584658496, 75.66239905009027, 0.3348706268561027, 23.45943416825876,
      ]
    ),
    (
      2_293_293_753,
      [
        154.90292039856698, 79.40954826675019, 138.58810463022758, 24.01419462632291,
        41.62660916534058, 86.76592929927428, -17.343486416766375, 8.123204738848699,
      ]
    ),
    (
      2_127_352_735,
      [
        119.29861501791848, 76.65379834326399, 136.16216008227642, 18.68775872501647,
        37.04677374071979, 84.80635340083987, -7.617941092812117, 13.575780288737059,
      ]
    ),
    (
      2_692_552_334,
      [
        327.9022451708669, 25.207401197509327, 78.0824855218106, 53.16273184281286,
        82.51384599304502, 36.425276182524954, 29.499403055932383, -18.50332986780255,
      ]
    ),
    (
      481_692_528,
      [
        355.279570048603, 33.2614419664756, 89.69332605634818, 64.28874467824023,
        84.6617825549819, 45.865567063105644, 39.449488663086846, -3.257500355999049,
      ]
    ),
    (
      1_073_904_100,
      [
        261.1968416808902, 40.7183615122085, 99.23953929867855, 49.66881860103603,
        70.74561810312906, 53.86745346363419, -5.083026592209834, -32.82238686945024,
      ]
    ),
    (
      3_734_873_206,
      [
        119.84832142132542, 56.17844931089786, 116.56669043770763, 17.906925043592874,
        39.19433269789186, 68.547225856322, -7.47360894560527, 13.024174399350978,
      ]
    ),
  ]

  @Test func appearanceAndUcsMatchPublishedVectors() {
    for (argb, expected) in Self.published {
      let cam = Cam16(argb: argb)
      let actual = [cam.hue, cam.j, cam.q, cam.m, cam.s, cam.jstar, cam.astar, cam.bstar]
      for (value, reference) in zip(actual, expected) {
        #expect(
          abs(value - reference) < 1e-7, "\(String(argb, radix: 16)): \(value) vs \(reference)")
      }
    }
  }

  /// Upstream Java `Cam16.fromInt(a).distance(Cam16.fromInt(b))` at commit 6112292 (the
  /// mcu-oracle's), printed by Tests/DifferentialColor/ColorScienceVectors.java.
  @Test(
    arguments: [
      (0xFF00_0000, 0xFFFF_FFFF, 25.661723546029640),
      (0xFFFF_0000, 0xFF00_FF00, 23.241262513720727),
      (0xFF67_50A4, 0xFFE6_781E, 17.518152882996350),
      (0xFF00_00FF, 0xFF00_00FE, 0.455237280920285),
      (0xFF80_8080, 0xFF77_7777, 3.184448517361723),
      (0xFF2E_7D32, 0xFFB3_261E, 18.282046041239067),
    ] as [(UInt32, UInt32, Double)])
  func distanceMatchesUpstreamJava(_ a: UInt32, _ b: UInt32, _ expected: Double) {
    let forward = Cam16(argb: a).distance(to: Cam16(argb: b))
    #expect(abs(forward - expected) < 1e-9)
    #expect(forward == Cam16(argb: b).distance(to: Cam16(argb: a)))
  }

  @Test func distanceOfAColorToItselfIsZero() {
    #expect(Cam16(Color(rgb: 0x6750A4)).distance(to: Cam16(Color(rgb: 0x6750A4))) == 0)
  }

  /// UCS → appearance → color round-trips every published vector's color, and `fromJch`
  /// reproduces the appearance's own J, C, h.
  @Test func ucsAndJchRoundTrip() {
    for (argb, _) in Self.published {
      let cam = Cam16(argb: argb)
      let back = Cam16(jstar: cam.jstar, astar: cam.astar, bstar: cam.bstar)
      #expect(back.argb == argb | 0xFF00_0000)
      #expect(abs(back.j - cam.j) < 1e-9 && abs(back.chroma - cam.chroma) < 1e-9)
      #expect(Cam16(j: cam.j, chroma: cam.chroma, hue: cam.hue).argb == argb | 0xFF00_0000)
    }
  }

  /// swift/Tests/.../ViewingConditionsTests.swift (upstream): adapting luminance
  /// 11.725677948856951, background L* 50, surround 2, illuminant not discounted.
  @Test func defaultConditionsMatchUpstream() {
    let standard = ViewingConditions.standard
    #expect(abs(standard.adaptingLuminance - 11.725677948856951) < 1e-12)
    #expect(standard.backgroundLstar == 50)
    #expect(standard.surround == 2)
    #expect(!standard.discountingIlluminant)
    #expect(ViewingConditions.standard(backgroundLstar: 50).aw == standard.aw)
  }

  /// Other viewing conditions change the appearance but keep the color: a color measured and
  /// re-rendered under the same conditions comes back.
  @Test func otherConditionsRoundTrip() {
    let dark = ViewingConditions(backgroundLstar: 0, surround: 0, discountingIlluminant: true)
    #expect(dark.backgroundLstar == 0.1)
    for (argb, _) in Self.published {
      let cam = Cam16(argb: argb, in: dark)
      #expect(cam.j != Cam16(argb: argb).j)
      #expect(cam.argb(in: dark) == argb | 0xFF00_0000)
    }
  }
}
