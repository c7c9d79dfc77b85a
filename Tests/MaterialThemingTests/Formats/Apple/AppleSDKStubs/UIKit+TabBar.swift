// Stand-in for UIKit, continued: the tab-bar appearance API the MaterialThemingSwiftUI target
// uses. Compiled into the same `UIKit` module as UIKit.swift. All of it is `@MainActor`, as in
// UIKit, and unavailable on watchOS, which has no tab bars.

/// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
/// (UIKit's attribute key)
extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// https://developer.apple.com/documentation/uikit/uibarappearance
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1)
@available(watchOS, unavailable)
@MainActor
open class UIBarAppearance {
  /// https://developer.apple.com/documentation/uikit/uibarappearance/init()
  public init() {}
  /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
  open func configureWithOpaqueBackground() {}
  /// https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
  open var backgroundColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitabbarappearance
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1)
@available(watchOS, unavailable)
@MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/stackedlayoutappearance
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/inlinelayoutappearance
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbarappearance/compactinlinelayoutappearance
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// https://developer.apple.com/documentation/uikit/uitabbaritemappearance
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItemAppearance {
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/init()
  public init() {}
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/init(style:)
  public init(style: UITabBarItemAppearance.Style) {}
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/normal
  open var normal: UITabBarItemStateAppearance { state }
  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/selected
  open var selected: UITabBarItemStateAppearance { state }
  private let state = UITabBarItemStateAppearance()

  /// https://developer.apple.com/documentation/uikit/uitabbaritemappearance/style
  public enum Style: Int, Sendable {
    case stacked = 0
    case inline = 1
    case compactInline = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance
/// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItemStateAppearance {
  init() {}
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/iconcolor
  open var iconColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/titletextattributes
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/badgebackgroundcolor
  open var badgeBackgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance/badgetextattributes
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// https://developer.apple.com/documentation/uikit/uitabbar
/// (iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1)
@available(watchOS, unavailable)
@MainActor
open class UITabBar {
  /// https://developer.apple.com/documentation/uikit/uiappearance/appearance()
  open class func appearance() -> Self { fatalError() }
  /// https://developer.apple.com/documentation/uikit/uitabbar/standardappearance (iOS 13)
  open var standardAppearance = UITabBarAppearance()
  /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance
  /// (iOS 15, Mac Catalyst 15, tvOS 15, visionOS 1)
  @available(iOS 15, tvOS 15, *)
  open var scrollEdgeAppearance: UITabBarAppearance?
}
