import MaterialThemingCore

// Reads colors from the Swift that `swift package apply-theme` generated: no JSON at run time.
print("primary", ContainerScheme.brand.colorScheme.primary.hexString)
print("bar", BottomNavigationStyle.brandSurface.barTintColor.hexString)
print(
  "drawer-dark",
  BottomDrawerStyle.brand(ColorTraits(appearance: .dark)).headerBackgroundColor.hexString)
