/// Per-component settings of a theme file.
public struct ComponentSettings: Sendable, Hashable {
  /// The bottom navigation variant apps should use, when stated (the default is primary).
  public var bottomNavigationVariant: BottomNavigationVariant?
  /// The overrides of `variant`'s style.
  public func bottomNavigationOverrides(for variant: BottomNavigationVariant)
    -> BottomNavigationOverrides
  {
    // A switch, not the key path below: projecting through a key path copies the settings.
    switch variant {
    case .primary: bottomNavigationPrimary
    case .surface: bottomNavigationSurface
    case .material3: bottomNavigationMaterial3
    }
  }
  /// Where the overrides of `variant`'s style are kept.
  static func bottomNavigationOverrides(_ variant: BottomNavigationVariant)
    -> WritableKeyPath<ComponentSettings, BottomNavigationOverrides>
  {
    switch variant {
    case .primary: \.bottomNavigationPrimary
    case .surface: \.bottomNavigationSurface
    case .material3: \.bottomNavigationMaterial3
    }
  }
  /// Overrides of the primary bottom-navigation style.
  public var bottomNavigationPrimary: BottomNavigationOverrides {
    get { storage.styles.bottomNavigationPrimary }
    _modify { yield &styles.bottomNavigationPrimary }
  }
  /// Overrides of the surface bottom-navigation style.
  public var bottomNavigationSurface: BottomNavigationOverrides {
    get { storage.styles.bottomNavigationSurface }
    _modify { yield &styles.bottomNavigationSurface }
  }
  /// Overrides of the Material 3 bottom-navigation style.
  public var bottomNavigationMaterial3: BottomNavigationOverrides {
    get { storage.styles.bottomNavigationMaterial3 }
    _modify { yield &styles.bottomNavigationMaterial3 }
  }
  /// Overrides of the bottom drawer style.
  public var bottomDrawer: BottomDrawerOverrides {
    get { storage.styles.bottomDrawer }
    _modify { yield &styles.bottomDrawer }
  }

  /// Creates empty settings.
  public init() {}

  /// The overrides of every style, kept together.
  private struct Styles: Sendable, Hashable {
    var bottomNavigationPrimary = BottomNavigationOverrides()
    var bottomNavigationSurface = BottomNavigationOverrides()
    var bottomNavigationMaterial3 = BottomNavigationOverrides()
    var bottomDrawer = BottomDrawerOverrides()
  }

  /// The styles behind a reference, copied on write: they take over a kilobyte inline, and
  /// themes and theme documents (which hold these settings) are copied and passed along on every
  /// theme load.
  ///
  /// Mutated only through ``styles``, and only while uniquely referenced.
  private final class Storage: @unchecked Sendable {
    var styles: Styles
    init(_ styles: Styles) { self.styles = styles }
  }

  /// The storage of settings that state nothing, shared until one is changed.
  private static let emptyStorage = Storage(Styles())

  private var storage = ComponentSettings.emptyStorage

  /// The styles, for writing: the storage is copied first unless this value alone holds it.
  private var styles: Styles {
    get { storage.styles }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.styles) }
      yield &storage.styles
    }
  }

  /// Whether both state the same settings (compared as if the styles were stored inline).
  public static func == (lhs: ComponentSettings, rhs: ComponentSettings) -> Bool {
    lhs.bottomNavigationVariant == rhs.bottomNavigationVariant
      && (lhs.storage === rhs.storage || lhs.storage.styles == rhs.storage.styles)
  }

  /// Hashes the variant and every style's overrides (consistent with `==`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bottomNavigationVariant)
    hasher.combine(storage.styles)
  }
}
