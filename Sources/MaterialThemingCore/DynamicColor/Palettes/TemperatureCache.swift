import Foundation

/// Warm/cool color theory on HCT, used for the Content and Fidelity tertiary palettes
/// (material-color-utilities' `TemperatureCache(seed).complement` and `.analogous(3, 6)`).
struct TemperatureCache {
  /// The color the temperatures are relative to.
  let input: Hct
  /// The input's chroma and tone at every integer hue `0...360`.
  let hctsByHue: [Hct]
  /// Raw temperatures of ``hctsByHue``.
  let temperaturesByHue: [Double]
  /// Raw temperature of ``input``.
  let inputTemperature: Double
  /// The coldest color (first minimum in hue order, then the input).
  let coldest: (hct: Hct, temperature: Double)
  /// The warmest color (last maximum in hue order, then the input).
  let warmest: (hct: Hct, temperature: Double)

  /// Computes the hue ring and its temperatures for `input`.
  init(_ input: Hct) {
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
    self.coldest = coldest
    self.warmest = warmest
  }

  /// The temperature of `hue`'s ring color relative to the coldest (0) and warmest (1).
  func relativeTemperature(_ temperature: Double) -> Double {
    let range = warmest.temperature - coldest.temperature
    if range == 0.0 { return 0.5 }
    return (temperature - coldest.temperature) / range
  }

  /// The ring color opposite the input in temperature.
  var complement: Hct {
    let coldestHue = coldest.hct.hue
    let warmestHue = warmest.hct.hue
    let range = warmest.temperature - coldest.temperature
    let inputIndex = Int(ColorMath.roundHalfEven(input.hue))
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
      let index = Int(ColorMath.roundHalfEven(hue))
      let relative = (temperaturesByHue[index] - coldest.temperature) / range
      let error = abs(complementRelative - relative)
      if error < smallestError {
        smallestError = error
        answer = hctsByHue[index]
      }
    }
    return answer
  }

  /// `count` colors spread evenly in temperature around the input, `divisions` per turn.
  func analogous(count: Int = 5, divisions: Int = 12) -> [Hct] {
    let startHue = Int(ColorMath.roundHalfEven(input.hue))
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
    let increaseCount = (count - 1) / 2
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

  /// The raw temperature of a color from its CIELAB hue and chroma (Ou, Woodcock and Wright).
  static func rawTemperature(_ color: Hct) -> Double {
    let lab = ColorMath.lab(color.argb)
    let hue = ColorMath.sanitizeDegrees(atan2(lab.b, lab.a) * 180.0 / Double.pi)
    let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    return -0.5 + 0.02 * pow(chroma, 1.07)
      * cos(ColorMath.sanitizeDegrees(hue - 50.0) * Double.pi / 180.0)
  }
}
