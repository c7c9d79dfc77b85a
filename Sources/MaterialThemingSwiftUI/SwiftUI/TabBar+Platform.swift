#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import MaterialThemingCore
  import SwiftUI
  import UIKit

  extension UITabBarAppearance {
    /// A tab-bar appearance drawn like the theme's bottom navigation: an opaque background in
    /// the bar tint, and for the stacked, inline and compact inline layouts the normal and
    /// selected icon and title colors and the badge colors of ``TabBarColors``. Every color is
    /// dynamic, so the bar follows appearance and contrast live.
    ///
    /// ```swift
    /// let appearance = UITabBarAppearance(materialTheme: .ocean)
    /// tabBar.standardAppearance = appearance
    /// tabBar.scrollEdgeAppearance = appearance
    /// ```
    public convenience init(materialTheme theme: MaterialTheme) {
      self.init()
      apply(theme.tabBar)
    }

    /// Configures this appearance with `colors`: an opaque background first (it resets every
    /// other value), then each item layout.
    public func apply(_ colors: TabBarColors) {
      configureWithOpaqueBackground()
      backgroundColor = colors.background.uiColor
      let item = UITabBarItemAppearance(style: .stacked)
      for (state, icon, title) in [
        (item.normal, colors.normalIcon, colors.normalTitle),
        (item.selected, colors.selectedIcon, colors.selectedTitle),
      ] {
        state.iconColor = icon.uiColor
        state.titleTextAttributes = [.foregroundColor: title.uiColor]
        state.badgeBackgroundColor = colors.badgeBackground.uiColor
        state.badgeTextAttributes = [.foregroundColor: colors.badgeText.uiColor]
      }
      stackedLayoutAppearance = item
      inlineLayoutAppearance = item
      compactInlineLayoutAppearance = item
    }
  }

  extension MaterialTheme {
    /// Makes every tab bar drawn from now on look like this theme's bottom navigation, through
    /// the `UITabBar` appearance proxy (standard and — from iOS 15 — scroll-edge appearance).
    ///
    /// SwiftUI has no modifier for unselected items' or badges' colors; call this before a
    /// `TabView` first appears (for example in the app's `init`), and use
    /// `materialTabBar(_:)` on the tabs' content for the background and tint.
    @MainActor
    public func applyToTabBars() {
      let appearance = UITabBarAppearance(materialTheme: self)
      let proxy = UITabBar.appearance()
      proxy.standardAppearance = appearance
      if #available(iOS 15, tvOS 15, *) {
        proxy.scrollEdgeAppearance = appearance
      }
    }
  }

  extension View {
    /// Themes the enclosing `TabView`'s bar from `theme`'s bottom navigation: the bar
    /// background (`toolbarBackground(_:for: .tabBar)`, shown at the scroll edge too) and the
    /// tint of the selected item. Apply it to each tab's content.
    ///
    /// ```swift
    /// TabView {
    ///   Inbox().tabItem { Label("Inbox", systemImage: "tray") }
    ///     .badge(3)
    ///     .materialTabBar(theme)
    /// }
    /// ```
    @available(iOS 16, tvOS 16, visionOS 1, *)
    public func materialTabBar(_ theme: MaterialTheme) -> some View {
      let colors = theme.tabBar
      return toolbarBackground(colors.background.color, for: .tabBar)
        .tint(colors.selectedIcon.color)
    }
  }
#endif
