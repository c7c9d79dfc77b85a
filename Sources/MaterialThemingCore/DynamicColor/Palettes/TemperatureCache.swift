import Foundation

/// Warm/cool color theory on HCT: complements and analogous colors of a color
/// (Material Color Utilities' `TemperatureCache`).
///
/// Every color it answers with has the input's chroma and tone (as far as sRGB holds them at
/// that hue); temperatures follow Ou, Woodcock and Wright. The Content and Fidelity schemes take
/// their tertiary color from here.
///
/// ```swift
/// let blue = TemperatureCache(Hct(argb: 0xFF0000FF))
/// blue.complement.argb                  // 0xFF9D0002
/// blue.analogous().map(\.argb)          // [0xFF00590C, 0xFF00564E, 0xFF0000FF, 0xFF6700CC, 0xFF81009F]
/// blue.inputRelativeTemperature         // 0: the coldest color of its chroma and tone
/// ```
public struct TemperatureCache: Sendable {
  /// The color the temperatures are relative to.
  public let input: Hct
  /// The input's chroma and tone at every integer hue `0...360` (index = hue).
  public let hctsByHue: [Hct]
  /// Raw temperatures of ``hctsByHue``.
  let temperaturesByHue: [Double]
  /// Raw temperature of ``input``.
  let inputTemperature: Double
  /// The coldest color (first minimum in hue order, then the input).
  let coldestRecord: (hct: Hct, temperature: Double)
  /// The warmest color (last maximum in hue order, then the input).
  let warmestRecord: (hct: Hct, temperature: Double)

  /// Computes the hue ring and its temperatures for `input`.
  public init(_ input: Hct) {
    self.input = input
    let ring = (0...360).map { Hct.from(hue: Double($0), chroma: input.chroma, tone: input.tone) }
    hctsByHue = ring
    temperaturesByHue = ring.map(Self.rawTemperature)
    inputTemperature = Self.rawTemperature(input)
    // A stable sort of ring + [input] by temperature puts the first minimum first and the last
    // maximum last.
    var coldest = (hct: ring[0], temperature: temperaturesByHue[0])
    var warmest = coldest
    for (hct, temperature) in zip(ring, temperaturesByHue) + [(input, inputTemperature)] {
      if temperature < coldest.temperature { coldest = (hct, temperature) }
      if temperature >= warmest.temperature { warmest = (hct, temperature) }
    }
    self.coldestRecord = coldest
    self.warmestRecord = warmest
  }

  /// Computes the hue ring and its temperatures for an opaque `color`.
  public init(_ color: Color) {
    self.init(Hct(color))
  }

  /// The coldest color with the input's chroma and tone (the input itself if nothing is colder).
  public var coldest: Hct { coldestRecord.hct }
  /// The warmest color with the input's chroma and tone (the input itself if nothing is warmer).
  public var warmest: Hct { warmestRecord.hct }

  /// The input's temperature relative to ``coldest`` (0) and ``warmest`` (1); 0.5 when all
  /// hues are equally warm (white, black).
  public var inputRelativeTemperature: Double { relativeTemperature(inputTemperature) }

  /// `hct`'s raw temperature relative to ``coldest`` (0) and ``warmest`` (1).
  ///
  /// 0.5 when all hues are equally warm. Colors of another chroma or tone may fall outside `0...1`.
  public func relativeTemperature(of hct: Hct) -> Double {
    relativeTemperature(Self.rawTemperature(hct))
  }

  /// A raw temperature relative to the coldest (0) and warmest (1).
  func relativeTemperature(_ temperature: Double) -> Double {
    let range = warmestRecord.temperature - coldestRecord.temperature
    if range == 0.0 { return 0.5 }
    return (temperature - coldestRecord.temperature) / range
  }

  /// The color that complements the input: as warm as the input is cool (or the reverse), on
  /// the other side of the wheel between the coldest and warmest hues.
  public var complement: Hct {
    let coldestHue = coldestRecord.hct.hue
    let warmestHue = warmestRecord.hct.hue
    let range = warmestRecord.temperature - coldestRecord.temperature
    let inputIndex = Int(ColorMath.roundHalfUp(input.hue))
    if range == 0.0 { return hctsByHue[inputIndex] }
    let startIsColdestToWarmest = Self.isBetween(input.hue, coldestHue, warmestHue)
    let startHue = startIsColdestToWarmest ? warmestHue : coldestHue
    let endHue = startIsColdestToWarmest ? coldestHue : warmestHue
    var smallestError = 1000.0
    var answer = hctsByHue[inputIndex]
    let complementRelative = 1.0 - relativeTemperature(inputTemperature)
    for addend in 0...360 {
      let hue = ColorMath.sanitizeDegrees(startHue + Double(addend))
      guard Self.isBetween(hue, startHue, endHue) else { continue }
      let index = Int(ColorMath.roundHalfUp(hue))
      let relative = (temperaturesByHue[index] - coldestRecord.temperature) / range
      let error = abs(complementRelative - relative)
      if error < smallestError {
        smallestError = error
        answer = hctsByHue[index]
      }
    }
    return answer
  }

  /// `count` colors adjacent in hue and equidistant in temperature, the input in the middle
  /// (at index `(count − 1) / 2`, rounded down).
  ///
  /// The wheel is cut into `divisions` steps of equal temperature change; the defaults are the
  /// art-school 5 colors of a 12-part wheel. When `divisions < count` colors repeat; `count` and
  /// `divisions` below 1 give just the input.
  public func analogous(count: Int = 5, divisions: Int = 12) -> [Hct] {
    let startHue = Int(ColorMath.roundHalfUp(input.hue))
    let startIndex = startHue
    var lastTemperature = relativeTemperature(temperaturesByHue[startIndex])
    var allColors = [hctsByHue[startIndex]]
    var absoluteTotalDelta = 0.0
    for offset in 0..<360 {
      let hue = ColorMath.sanitizeDegrees(startHue + offset)
      let temperature = relativeTemperature(temperaturesByHue[hue])
      absoluteTotalDelta += abs(temperature - lastTemperature)
      lastTemperature = temperature
    }
    var hueAddend = 1
    let step = absoluteTotalDelta / Double(divisions)
    var totalDelta = 0.0
    lastTemperature = relativeTemperature(temperaturesByHue[startIndex])
    while allColors.count < divisions {
      let hue = ColorMath.sanitizeDegrees(startHue + hueAddend)
      let hct = hctsByHue[hue]
      let temperature = relativeTemperature(temperaturesByHue[hue])
      totalDelta += abs(temperature - lastTemperature)
      var desired = Double(allColors.count) * step
      var satisfied = totalDelta >= desired
      var indexAddend = 1
      while satisfied && allColors.count < divisions {
        allColors.append(hct)
        desired = Double(allColors.count + indexAddend) * step
        satisfied = totalDelta >= desired
        indexAddend += 1
      }
      lastTemperature = temperature
      hueAddend += 1
      if hueAddend > 360 {
        while allColors.count < divisions { allColors.append(hct) }
        break
      }
    }
    var answers = [input]
    let increaseCount = Int(((Double(count) - 1.0) / 2.0).rounded(.down))
    for i in stride(from: 1, through: increaseCount, by: 1) {
      var index = -i
      while index < 0 { index += allColors.count }
      answers.insert(allColors[index % allColors.count], at: 0)
    }
    let decreaseCount = count - increaseCount - 1
    for i in stride(from: 1, through: decreaseCount, by: 1) {
      answers.append(allColors[i % allColors.count])
    }
    return answers
  }

  /// Whether `angle` lies on the arc from `a` to `b` (inclusive, wrapping at 360).
  static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
    a < b ? (a <= angle && angle <= b) : (a <= angle || angle <= b)
  }

  /// The raw temperature of a color from its CIELAB hue and chroma (Ou, Woodcock and Wright):
  /// below 0 is cool, above 0 warm; about −9.66 to 8.61 for Lab chroma up to 130.
  public static func rawTemperature(_ color: Hct) -> Double {
    let lab = ColorMath.lab(color.argb)
    let hue = ColorMath.sanitizeDegrees(atan2(lab.b, lab.a) * 180.0 / Double.pi)
    let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    return -0.5 + 0.02 * pow(chroma, 1.07)
      * cos(ColorMath.sanitizeDegrees(hue - 50.0) * Double.pi / 180.0)
  }
}
