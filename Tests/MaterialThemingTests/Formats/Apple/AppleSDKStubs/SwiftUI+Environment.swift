// Stand-in for SwiftUI, continued: views, the environment, Dynamic Type metrics and the tab-bar
// modifiers the MaterialThemingSwiftUI target uses. Compiled into the same `SwiftUI` module as
// SwiftUI.swift.

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3ffvj
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI's `View` conformance)
extension Never: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError() }
}

/// A view the stand-in's modifiers return (the real ones return opaque or `ModifiedContent`
/// types).
public struct _StandInView: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  public init(content: Content, modifier: Modifier) {}
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (View conformance)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { _StandInView() }

  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { _StandInView() }

  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
  /// (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1)
  @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
  public func tint(_ tint: Color?) -> some View { _StandInView() }

  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
  /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1)
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { _StandInView() }

  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq
  /// (iOS 15, macOS 12, visionOS 1; unavailable on tvOS and watchOS)
  @available(iOS 15, macOS 12, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func badge(_ count: Int) -> some View { _StandInView() }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color (ShapeStyle conformance)
extension Color: ShapeStyle {}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
/// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1)
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct ToolbarPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  /// (iOS 16, Mac Catalyst 16, tvOS 16, visionOS 1; unavailable on macOS and watchOS)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static let tabBar = ToolbarPlacement()
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  /// https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1ltjl
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric
/// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1)
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)
  public init(wrappedValue: Value) { self.value = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.value = wrappedValue
  }
  private let value: Value
  /// https://developer.apple.com/documentation/swiftui/scaledmetric/wrappedvalue
  public var wrappedValue: Value { value }
}

extension Font {
  /// https://developer.apple.com/documentation/swiftui/font/system(_:design:)-5hbvr
  /// (iOS 13, macOS 10.15, tvOS 13, watchOS 6)
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    Font()
  }

  /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
  /// (iOS 14, macOS 11, tvOS 14, watchOS 7)
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}
