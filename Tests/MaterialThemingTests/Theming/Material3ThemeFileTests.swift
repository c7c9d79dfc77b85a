import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The Material 3 type scale (`typography.material3`), shape scale (`shape.material3`) and
/// state layers (`stateLayers`) in theme files: every key, the defaults, `extends` layering,
/// token aliases and located errors.
@Suite struct Material3ThemeFileTests {
  // MARK: - Defaults

  @Test(arguments: ColorSchemeDefaults.allCases)
  func builtInThemesHoldTheSpecScales(_ defaults: ColorSchemeDefaults) {
    let theme = Theme(builtIn: defaults)
    #expect(theme.material3TypeScale == .material3)
    #expect(theme.material3ShapeScale == .material3)
    #expect(theme.material3StateLayers == .material202309)
  }

  @Test func aFileThatStatesNoneOfThemKeepsTheDefaults() throws {
    let theme = try loadTheme(##"{"colors": {"light": {"primary": "#00639B"}}}"##)
    #expect(theme.material3TypeScale == .material3)
    #expect(theme.material3ShapeScale == .material3)
    #expect(theme.material3StateLayers == .material202309)
  }

  // MARK: - Type scale

  /// Every key of `typography.material3` and of a role.
  @Test func everyTypeScaleKeyIsRead() throws {
    let theme = try loadTheme(
      """
      {
        "typography": {
          "material3": {
            "scale": "emphasized",
            "brandFamily": "Playfair Display",
            "plainFamily": "Inter",
            "styles": {
              "bodyLarge": {
                "family": "Source Serif 4", "size": 17, "lineHeight": 26, "weight": "semibold",
                "tracking": 0.25, "textStyle": "callout"
              },
              "labelSmall": {"weight": 700}
            }
          }
        }
      }
      """)
    let scale = theme.material3TypeScale
    #expect(
      scale[.bodyLarge]
        == Material3TypeStyle(
          family: "Source Serif 4", size: 17, lineHeight: 26, weight: .semibold, tracking: 0.25,
          textStyle: .callout))
    #expect(scale[.labelSmall].weight == .bold)
    #expect(scale[.labelSmall].family == "Inter")
    // Emphasized weights, the standard metrics, the brand family on the brand roles.
    #expect(scale[.displayLarge].weight == .medium)
    #expect(scale[.displayLarge].family == "Playfair Display")
    #expect(scale[.displayLarge].size == 57 && scale[.displayLarge].lineHeight == 64)
    #expect(scale[.titleLarge].family == "Playfair Display")
    #expect(scale[.titleMedium].family == "Inter")
    #expect(scale[.titleMedium].weight == .semibold)
    // The Material Components type scale is not touched.
    #expect(theme.typography == Theme(builtIn: .material201804).typography)
  }

  /// `typography.fontFamily` is every role's family, beneath `brandFamily` and `plainFamily`.
  @Test func fontFamilyAppliesToTheMaterial3RolesUnlessBrandOrPlainAreStated() throws {
    let both = try loadTheme(#"{"typography": {"fontFamily": "Source Sans 3"}}"#)
    #expect(
      Material3TypeRole.allCases.allSatisfy {
        both.material3TypeScale[$0].family == "Source Sans 3"
      })
    #expect(both.typography.caption.family == "Source Sans 3")
    let brand = try loadTheme(
      #"{"typography": {"fontFamily": "Inter", "material3": {"brandFamily": "Fraunces"}}}"#)
    for role in Material3TypeRole.allCases {
      #expect(
        brand.material3TypeScale[role].family == (role.usesBrandTypeface ? "Fraunces" : "Inter"))
    }
    let plain = try loadTheme(
      #"{"typography": {"fontFamily": "Inter", "material3": {"plainFamily": "system"}}}"#)
    #expect(plain.material3TypeScale[.headlineSmall].family == "Inter")
    #expect(plain.material3TypeScale[.bodyMedium].family == Font.systemFamily)
  }

  /// `scale` replaces the metrics and keeps the families; per-role styles are laid over it.
  @Test func scaleKeepsFamiliesAndStylesWin() throws {
    let theme = try loadTheme(
      """
      {"typography": {"fontFamily": "Inter", "material3": {
        "scale": "standard", "styles": {"displayLarge": {"family": "Fraunces", "size": 60}}}}}
      """)
    #expect(theme.material3TypeScale[.displayLarge].family == "Fraunces")
    #expect(theme.material3TypeScale[.displayLarge].size == 60)
    #expect(theme.material3TypeScale[.displayMedium].family == "Inter")
    #expect(theme.material3TypeScale[.displayMedium].weight == .regular)
  }

  // MARK: - Shape scale

  @Test func shapeStepsTakePointsAndFull() throws {
    let theme = try loadTheme(
      """
      {"shape": {"material3": {"cornerMedium": 10, "cornerExtraLarge": "full", "cornerFull": 24.5}}}
      """)
    var expected = Material3ShapeScale.material3
    expected[.cornerMedium] = .points(10)
    expected[.cornerExtraLarge] = .full
    expected[.cornerFull] = .points(24.5)
    #expect(theme.material3ShapeScale == expected)
  }

  /// Existing `shape` values keep their meaning; `material3` alone leaves the Material
  /// Components scheme as inherited; `defaults` states `null` or a dated name beside it.
  @Test func shapeValuesKeepTheirMeaning() throws {
    let custom = ShapeScheme(defaults: .material201809)
    #expect(try loadTheme(#"{"shape": null}"#).shape == nil)
    #expect(try loadTheme(#"{"shape": "material-201809"}"#).shape == custom)
    #expect(try loadTheme(#"{"shape": {}}"#).shape == custom)
    let only = try loadTheme(#"{"shape": {"material3": {"cornerSmall": 6}}}"#)
    #expect(only.shape == nil)
    #expect(only.material3ShapeScale[.cornerSmall] == .points(6))
    let dated = try loadTheme(
      #"{"shape": {"defaults": "material-201809", "material3": {"cornerSmall": 6}}}"#)
    #expect(dated.shape == custom)
    #expect(dated.material3ShapeScale[.cornerSmall] == .points(6))
    let categories = try loadTheme(
      #"{"shape": {"small": {"size": 2}, "material3": {"cornerLarge": 20}}}"#)
    #expect(categories.shape?.smallComponentShape.topLeft.size == 2)
    #expect(categories.shape?.mediumComponentShape == custom.mediumComponentShape)
    #expect(categories.material3ShapeScale[.cornerLarge] == .points(20))
    // A base with a scheme: `{"material3": …}` keeps it, `"defaults": null` removes it.
    let directory = try TemporaryDirectory()
    try directory.write("base.json", #"{"shape": "material-201809"}"#)
    let kept = try directory.write(
      "kept.json", #"{"extends": "base.json", "shape": {"material3": {"cornerNone": 1}}}"#)
    #expect(try ThemeLoader().load(contentsOf: kept).shape == custom)
    let removed = try directory.write(
      "removed.json",
      #"{"extends": "base.json", "shape": {"defaults": null, "material3": {"cornerNone": 1}}}"#)
    let theme = try ThemeLoader().load(contentsOf: removed)
    #expect(theme.shape == nil)
    #expect(theme.material3ShapeScale[.cornerNone] == .points(1))
  }

  // MARK: - State layers

  @Test func stateLayersTakeADatedNameOrOpacities() throws {
    #expect(
      try loadTheme(#"{"stateLayers": "material-202108"}"#).material3StateLayers
        == .material202108)
    let over = try loadTheme(#"{"stateLayers": {"hover": 0.1, "disabledContainer": 0.2}}"#)
    var expected = Material3StateLayers.material202309
    expected.hover = 0.1
    expected.disabledContainer = 0.2
    #expect(over.material3StateLayers == expected)
    let dated = try loadTheme(
      #"{"stateLayers": {"defaults": "material-202108", "pressed": 0.14}}"#)
    #expect(dated.material3StateLayers.focus == 0.12)
    #expect(dated.material3StateLayers.pressed == 0.14)
  }

  // MARK: - extends

  /// A child's statements are laid over its base's, key by key, as the rest of the file is.
  @Test func extendsLayersEachKey() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "base.json",
      """
      {
        "typography": {"fontFamily": "Inter", "material3": {"scale": "emphasized",
          "styles": {"bodyLarge": {"size": 18}}}},
        "shape": {"material3": {"cornerSmall": 6, "cornerMedium": 10}},
        "stateLayers": {"defaults": "material-202108", "hover": 0.1}
      }
      """)
    let child = try directory.write(
      "child.json",
      """
      {
        "extends": "base.json",
        "typography": {"material3": {"brandFamily": "Fraunces",
          "styles": {"bodyLarge": {"lineHeight": 26}}}},
        "shape": {"material3": {"cornerMedium": 14}},
        "stateLayers": {"pressed": 0.2}
      }
      """)
    let theme = try ThemeLoader().load(contentsOf: child)
    let scale = theme.material3TypeScale
    #expect(scale[.displayLarge].family == "Fraunces")
    #expect(scale[.bodyLarge].family == "Inter")
    #expect(scale[.bodyLarge].size == 18 && scale[.bodyLarge].lineHeight == 26)
    #expect(scale[.bodyLarge].weight == .medium)
    #expect(theme.material3ShapeScale[.cornerSmall] == .points(6))
    #expect(theme.material3ShapeScale[.cornerMedium] == .points(14))
    #expect(theme.material3ShapeScale[.cornerLarge] == .points(16))
    let layers = theme.material3StateLayers
    #expect(layers.hover == 0.1 && layers.focus == 0.12 && layers.pressed == 0.2)
    // A child's fontFamily is laid over its base's brand family too.
    let family = try directory.write(
      "family.json", #"{"extends": "child.json", "typography": {"fontFamily": "Lato"}}"#)
    #expect(
      try ThemeLoader().load(contentsOf: family).material3TypeScale[.displayLarge].family
        == "Lato")
  }

  // MARK: - Token aliases

  /// Lengths from `dimension` tokens, weights and families from their tokens, opacities from
  /// `number` tokens; the aliases are kept and written back.
  @Test func aliasesWorkWhereTheOtherSectionsTakeThem() throws {
    let text = """
      {
        "tokens": ["brand.tokens.json"],
        "typography": {"material3": {"brandFamily": "{font.family.brand}", "styles": {
          "titleLarge": {"size": "{size.title}", "lineHeight": "{size.title}",
            "weight": "{font.weight.heavy}", "tracking": "{size.tracking}"}}}},
        "shape": {"material3": {"cornerLarge": "{size.corner}"}},
        "stateLayers": {"dragged": "{opacity.muted}"}
      }
      """
    let theme = try ThemeLoader().load(
      bytes: Array(text.utf8), fileName: TokenReferenceTests.fixtures + "/m3.json")
    let title = theme.material3TypeScale[.titleLarge]
    #expect(title.family == "Inter")
    #expect(title.size == 22 && title.lineHeight == 22 && title.tracking == 0.5)
    #expect(title.weight == .heavy)
    #expect(theme.material3ShapeScale[.cornerLarge] == .points(12))
    #expect(theme.material3StateLayers.dragged == 0.7)
    let pointers = Set(theme.tokenReferences.keys.map(\.description))
    #expect(
      pointers.isSuperset(of: [
        "/typography/material3/brandFamily", "/typography/material3/styles/titleLarge/lineHeight",
        "/shape/material3/cornerLarge", "/stateLayers/dragged",
      ]))
    let document = try ThemeLoader().document(
      bytes: Array(text.utf8), fileName: TokenReferenceTests.fixtures + "/m3.json")
    let written = ThemeFileWriter.text(document)
    #expect(written.contains(#""cornerLarge": "{size.corner}""#))
    #expect(written.contains(#""dragged": "{opacity.muted}""#))
    #expect(written.contains(#""lineHeight": "{size.title}""#))
  }

  // MARK: - Writing

  /// Every new key written by ``ThemeFileWriter`` reads back to the same document.
  @Test func writerRoundTripsEveryKey() throws {
    var document = ThemeDocument()
    document.typography.fontFamily = "Inter"
    document.typography.material3 = Material3TypographyOverrides(
      scale: .emphasized, brandFamily: "Fraunces", plainFamily: "Inter",
      styles: [
        .bodyLarge: Material3TypeStyleOverride(
          family: "Lato", size: 17, lineHeight: 25, weight: .semibold, tracking: 0.3,
          textStyle: .callout),
        .labelSmall: Material3TypeStyleOverride(tracking: 0.6),
      ])
    document.material3Shape = [.cornerMedium: .points(10), .cornerExtraLarge: .full]
    document.stateLayers = Material3StateLayerOverrides(defaults: .material202108)
    document.stateLayers[.hover] = 0.1
    for shape in [nil, ShapeSetting.noScheme, .defaults(.material201809)]
      + [
        .custom(
          small: ShapeScheme(defaults: .material201809).smallComponentShape, medium: nil, large: nil
        )
      ]
    {
      document.shape = shape
      let text = ThemeFileWriter.text(document)
      let read = try ThemeLoader().document(bytes: Array(text.utf8), fileName: "t.json")
      #expect(read == document, "\(text)")
    }
    var dated = ThemeDocument()
    dated.stateLayers = Material3StateLayerOverrides(defaults: .material202309)
    #expect(ThemeFileWriter.text(dated).contains(#""stateLayers": "material-202309""#))
  }

  // MARK: - Errors

  /// Unknown keys (with suggestions), wrong types and values out of range, at their line and
  /// column, with their pointer.
  @Test(
    arguments: [
      (
        #"{"typography": {"material3": {"brandFamly": "Inter"}}}"#, ThemeError.Kind.unknownKey,
        "/typography/material3/brandFamly", 1, 31, "did you mean 'brandFamily'?"
      ),
      (
        #"{"typography": {"material3": {"styles": {"bodyLarg": {}}}}}"#, .unknownKey,
        "/typography/material3/styles/bodyLarg", 1, 42, "did you mean 'bodyLarge'?"
      ),
      (
        #"{"typography": {"material3": {"styles": {"bodyLarge": {"lineHieght": 20}}}}}"#,
        .unknownKey, "/typography/material3/styles/bodyLarge/lineHieght", 1, 56,
        "did you mean 'lineHeight'?"
      ),
      (
        #"{"typography": {"material3": {"styles": {"bodyLarge": {"lineHeight": 0}}}}}"#,
        .invalidValue, "/typography/material3/styles/bodyLarge/lineHeight", 1, 70, nil
      ),
      (
        #"{"typography": {"material3": {"styles": {"labelSmall": {"tracking": 500}}}}}"#,
        .invalidValue, "/typography/material3/styles/labelSmall/tracking", 1, 69, nil
      ),
      (
        #"{"typography": {"material3": {"styles": {"labelSmall": {"size": -1}}}}}"#,
        .invalidValue, "/typography/material3/styles/labelSmall/size", 1, 65, nil
      ),
      (
        #"{"typography": {"material3": {"styles": {"bodySmall": {"textStyle": "captoin"}}}}}"#,
        .invalidValue, "/typography/material3/styles/bodySmall/textStyle", 1, 69,
        "did you mean 'caption'?"
      ),
      (
        #"{"typography": {"material3": {"scale": "emphasised"}}}"#, .invalidValue,
        "/typography/material3/scale", 1, 40, "did you mean 'emphasized'?"
      ),
      (
        #"{"typography": {"material3": {"plainFamily": ""}}}"#, .invalidValue,
        "/typography/material3/plainFamily", 1, 46, nil
      ),
      (
        #"{"typography": {"material3": {"styles": {"bodySmall": {"weight": 450.5}}}}}"#,
        .invalidValue, "/typography/material3/styles/bodySmall/weight", 1, 66, nil
      ),
      (
        #"{"typography": {"material3": []}}"#, .wrongType, "/typography/material3", 1, 30, nil
      ),
      (
        #"{"shape": {"material3": {"cornerMedum": 10}}}"#, .unknownKey,
        "/shape/material3/cornerMedum", 1, 26, "did you mean 'cornerMedium'?"
      ),
      (
        #"{"shape": {"material3": {"cornerMedium": -1}}}"#, .invalidValue,
        "/shape/material3/cornerMedium", 1, 42, nil
      ),
      (
        #"{"shape": {"material3": {"cornerFull": "Full"}}}"#, .invalidValue,
        "/shape/material3/cornerFull", 1, 40, "did you mean 'full'?"
      ),
      (
        #"{"shape": {"material3": {"cornerFull": true}}}"#, .wrongType,
        "/shape/material3/cornerFull", 1, 40, nil
      ),
      (
        #"{"shape": {"defaults": null, "small": {"size": 4}}}"#, .invalidValue, "/shape/small", 1,
        30, "not both"
      ),
      (
        #"{"shape": {"defaults": "material-2018"}}"#, .invalidValue, "/shape/defaults", 1, 24,
        "did you mean 'material-201809'?"
      ),
      (
        #"{"stateLayers": {"hovr": 0.1}}"#, .unknownKey, "/stateLayers/hovr", 1, 18,
        "did you mean 'hover'?"
      ),
      (
        #"{"stateLayers": {"pressed": 1.5}}"#, .invalidValue, "/stateLayers/pressed", 1, 29, nil
      ),
      (
        #"{"stateLayers": "material-2023"}"#, .invalidValue, "/stateLayers", 1, 17,
        "did you mean 'material-202309'?"
      ),
      (#"{"stateLayers": 0.1}"#, .wrongType, "/stateLayers", 1, 17, nil),
    ] as [(String, ThemeError.Kind, String, Int, Int, String?)])
  func badValuesAreLocatedErrors(
    text: String, kind: ThemeError.Kind, pointer: String, line: Int, column: Int,
    suggestion: String?
  ) throws {
    let error = try #require(loadingError(text))
    #expect(error.kind == kind, "\(error)")
    #expect(error.pointer.description == pointer, "\(error)")
    #expect(error.position?.line == line && error.position?.column == column, "\(error)")
    if let suggestion {
      #expect(error.suggestion?.contains(suggestion) == true, "\(error)")
    }
  }

  /// Out-of-range and non-finite numbers never trap: huge values are errors.
  @Test func hugeNumbersAreErrors() throws {
    for text in [
      #"{"typography": {"material3": {"styles": {"bodyLarge": {"lineHeight": 1e400}}}}}"#,
      #"{"shape": {"material3": {"cornerLarge": 99999999999999999999}}}"#,
      #"{"stateLayers": {"hover": -1e400}}"#,
      #"{"typography": {"material3": {"styles": {"bodyLarge": {"weight": 1e30}}}}}"#,
    ] {
      let error = try #require(loadingError(text), "\(text)")
      #expect(error.kind == .invalidValue, "\(error)")
    }
  }

  /// A token that holds no length fails at the theme's value, naming the token.
  @Test func aliasOfTheWrongTypeNamesTheToken() throws {
    let text = """
      {"tokens": ["brand.tokens.json"], "shape": {"material3": {"cornerSmall": "{color.success}"}}}
      """
    let error = try #require(
      thrownError { () throws(ThemeError) in
        _ = try ThemeLoader().load(
          bytes: Array(text.utf8), fileName: TokenReferenceTests.fixtures + "/m3.json")
      })
    #expect(error.kind == .wrongType)
    #expect(error.pointer.description == "/shape/material3/cornerSmall")
    #expect(error.message.contains("color.success"))
  }
}
