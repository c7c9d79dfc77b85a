import Testing

@testable import MaterialThemingCore

/// The shape and container defaults against `MDCShapeScheme.m` and `MDCContainerScheme.m`.
@Suite struct ShapeAndContainerSchemeTests {
  @Test func material201809MatchesReference() {
    let scheme = ShapeScheme(defaults: .material201809)
    let rounded4 = CornerTreatment(family: .rounded, size: 4)
    for category in [scheme.smallComponentShape, scheme.mediumComponentShape] {
      #expect(
        [category.topLeft, category.topRight, category.bottomLeft, category.bottomRight]
          .allSatisfy { $0 == rounded4 })
    }
    let large = scheme.largeComponentShape
    #expect(
      [large.topLeft, large.topRight, large.bottomLeft, large.bottomRight]
        .allSatisfy { $0 == CornerTreatment(family: .rounded, size: 0) })
  }

  @Test func defaultCategoryIsSharp() {
    #expect(ShapeCategory().topLeft == .sharp)
    let cut = ShapeCategory(family: .cut, size: 8)
    #expect(cut.bottomRight == CornerTreatment(family: .cut, size: 8))
  }

  @Test func containerSchemeDefaultsAre201804AndNoShape() {
    let scheme = ContainerScheme()
    #expect(scheme.colorScheme.primary == Color(rgb: 0x6200EE))
    #expect(scheme.colorScheme.elevationOverlayEnabledForDarkMode == false)
    #expect(scheme.typographyScheme == TypographyScheme(defaults: .material201804))
    #expect(scheme.typographyScheme.overline.size == 12)
    #expect(scheme.shapeScheme == nil)
  }
}
