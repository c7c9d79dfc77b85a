import MaterialThemingCore

// Reads colors from the Swift that the MaterialThemeGenerator build-tool plugin generated from
// Themes/*.json during this build: nothing generated is in the source tree.
print("brand", ContainerScheme.brand.colorScheme.primary.hexString)
print("other", ContainerScheme.other.colorScheme.primary.hexString)
