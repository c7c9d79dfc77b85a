import Foundation

/// A color-vision deficiency to simulate: the three dichromacies and achromatopsia.
///
/// The dichromacies use the severity-1.0 matrices of Machado, Oliveira and Fernandes,
/// "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
/// 15(6):1291–1298, 2009 (doi 10.1109/TVCG.2009.113), as published in the paper's supplementary
/// table (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
/// Like colorspacious, DaltonLens and Chromium's DevTools emulation, the matrix is applied to
/// *linear* RGB: sRGB is decoded, multiplied, clamped to `0...1` and encoded again.
/// Achromatopsia keeps only the relative luminance `Y = 0.2126 R + 0.7152 G + 0.0722 B`
/// (linear BT.709 / sRGB weights) on all three channels.
/// ```swift
/// let red = Color(rgb: 0xFF0000)
/// red.simulated(.protanopia).opaqueHexString  // a dark olive: protanopes see red dimmed
/// ```
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
  /// No long-wavelength (red) cones.
  case protanopia
  /// No medium-wavelength (green) cones.
  case deuteranopia
  /// No short-wavelength (blue) cones. Machado et al. note their model is least accurate here.
  case tritanopia
  /// No cone vision at all: luminance only.
  case achromatopsia

  /// A 3 × 3 matrix, row-major: `output[i] = Σ rows[i][j] × input[j]` over linear R, G, B.
  public typealias Matrix = [[Double]]

  /// The linear-RGB matrix of the simulation.
  ///
  /// Protanopia, deuteranopia and tritanopia are Machado et al.'s severity-1.0 matrices (each row
  /// sums to 1 within 10⁻⁶, so white, black and every gray map to themselves); achromatopsia
  /// repeats the luminance weights on every row.
  public var matrix: Matrix {
    switch self {
    case .protanopia:
      [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
      ]
    case .deuteranopia:
      [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
      ]
    case .tritanopia:
      [
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
      ]
    case .achromatopsia:
      Array(repeating: Self.luminanceWeights, count: 3)
    }
  }

  /// The linear sRGB luminance weights: 0.2126, 0.7152, 0.0722.
  public static let luminanceWeights = [0.2126, 0.7152, 0.0722]

  /// A short human name: "Protanopia", "Deuteranopia", "Tritanopia", "Achromatopsia".
  public var displayName: String {
    switch self {
    case .protanopia: "Protanopia"
    case .deuteranopia: "Deuteranopia"
    case .tritanopia: "Tritanopia"
    case .achromatopsia: "Achromatopsia"
    }
  }

  /// What the simulated viewer lacks, in a few words.
  public var summary: String {
    switch self {
    case .protanopia: "no red cones"
    case .deuteranopia: "no green cones"
    case .tritanopia: "no blue cones"
    case .achromatopsia: "no color, luminance only"
    }
  }

  /// `color` as a viewer with this deficiency sees it; alpha is kept.
  public func simulate(_ color: Color) -> Color {
    let input = [color.red, color.green, color.blue].map(Self.linearized)
    let output = matrix.map { row in
      Self.encoded(min(max(zip(row, input).map(*).reduce(0, +), 0), 1))
    }
    return Color(red: output[0], green: output[1], blue: output[2], alpha: color.alpha)
  }

  /// Decodes an sRGB channel to linear light (IEC 61966-2-1: `c / 12.92` up to 0.04045, else
  /// `((c + 0.055) / 1.055)^2.4`).
  public static func linearized(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// Encodes a linear channel to sRGB (`12.92 c` up to 0.0031308, else `1.055 c^(1/2.4) − 0.055`).
  public static func encoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}

extension Color {
  /// This color as a viewer with `deficiency` sees it (see ``ColorVisionDeficiency``).
  public func simulated(_ deficiency: ColorVisionDeficiency) -> Color {
    deficiency.simulate(self)
  }
}
