// Stand-in for Core Graphics: only the declarations the MaterialThemingSwiftUI target uses to
// read an image's pixels, mirroring Apple's SDK. `CGFloat`, `CGRect` and `CGSize` come from
// Foundation here, as they do from Core Graphics there.
@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cfstring (bridged type)
public typealias CFString = String

/// https://developer.apple.com/documentation/coregraphics/cgimage (not `Sendable` here: its
/// Sendability is not confirmed by the reference facts, so the stricter choice is taken)
open class CGImage {
  /// https://developer.apple.com/documentation/coregraphics/cgimage/width
  public var width: Int { 0 }
  /// https://developer.apple.com/documentation/coregraphics/cgimage/height
  public var height: Int { 0 }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspace (not `Sendable` here)
open class CGColorSpace {
  /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
  public init?(name: CFString) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb (iOS 9, macOS 10.5)
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
}

/// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none = 0
  case premultipliedLast = 1
  case premultipliedFirst = 2
  case last = 3
  case first = 4
  case noneSkipLast = 5
  case noneSkipFirst = 6
  case alphaOnly = 7
}

/// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo
public struct CGBitmapInfo: OptionSet, Sendable {
  /// The raw value (`OptionSet`).
  public var rawValue: UInt32
  /// Creates the value with `rawValue` (`OptionSet`).
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo/byteorder32little
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext (not Sendable)
open class CGContext {
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
