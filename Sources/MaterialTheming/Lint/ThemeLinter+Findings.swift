extension ThemeLinter {
  /// The finding for `pair` under `measure`, or `nil` when it passes; `slot` is the Material 3
  /// slot a pair of Material 3 roles is drawn in (the slot of `traits` when `nil`), whose
  /// statements at normal contrast are `traits`'.
  func check(
    _ pair: ContrastPair, measure: ContrastMeasure, traits: ColorTraits,
    slot: Material3SchemeSlot? = nil
  ) -> LintFinding? {
    let requirement = pair.requirement
    let value = measure.value(pair.foreground, over: pair.background)
    guard value < measure.minimum(requirement) else { return nil }
    var severity = LintFinding.Severity.error
    if measure == .apca, contrast == .both {
      // Next to WCAG 2, APCA (not a standard) advises: WCAG 2 alone decides pass or fail.
      severity = .warning
    } else if pair.fixedDefault || pair.derived {
      severity = .warning
    } else if let (role, background) = pair.defaultRolePair,
      measure.passes(role, over: background, requirement)
    {
      severity = .warning
    }
    // Every way that passes, ranked: a new alpha first; then, for a component default, an
    // override of the component (the theme's roles stay), else a role; the least tone change.
    var firstPointer: JSONPointer?
    var chosen: (pointer: JSONPointer, fix: LintFix, how: String, generator: JSONPointer?)?
    var best: (tier: Int, delta: Double)?
    var aliased: JSONPointer?
    for candidate in pair.candidates {
      guard let pointer = settingPointer(candidate.origin, traits, slot: slot) else { continue }
      if firstPointer == nil { firstPointer = pointer }
      // A value written as a token alias is left alone: a fix would replace the alias.
      if sourceMap.statesTokenAlias(at: pointer) {
        aliased = aliased ?? pointer
        continue
      }
      guard let (fix, how, delta) = fixValue(candidate, at: pointer, measure, requirement) else {
        continue
      }
      let tier: Int
      switch candidate.change {
      case .alpha: tier = 0
      case .tone:
        let isComponent: Bool
        if case .component = candidate.origin { isComponent = true } else { isComponent = false }
        tier = isComponent == (severity == .warning) ? 1 : 2
      }
      if let best, (best.tier, best.delta) <= (tier, delta) { continue }
      best = (tier, delta)
      chosen = (pointer, fix, how, candidate.generator)
    }
    if var fix = chosen?.fix, !pair.derived,
      let edit = try? ThemeFileEditor.edit(for: fix, in: sourceMap)
    {
      fix.edit = LintFix.Edit(
        offset: edit.range.lowerBound, length: edit.range.count, text: edit.text)
      chosen?.fix = fix
    }
    var pointer = chosen?.pointer ?? firstPointer ?? fallbackPointer
    // A generated color whose key the fix would add: the finding is where it is generated from.
    let generator = chosen.flatMap { sourceMap.contains($0.pointer) ? nil : $0.generator }
    if let generator { pointer = generator }
    let position = sourceMap.keyPosition(of: pointer) ?? sourceMap.anchor(of: pointer)
    let visible = pair.foreground.blended(over: pair.background)
    let (measured, minimum) = measure.describe(value, requirement)
    let place = slot.map(Self.describe) ?? traits.description
    var message =
      "\(pair.what) has \(measured) in \(place), below \(minimum) "
      + "(\(visible.opaqueHexString) on \(pair.background.opaqueHexString))"
    if severity == .warning, let note = pair.note { message += "; the color is \(note)" }
    let suggestion =
      chosen.map { chosen in
        let change = "\(chosen.fix.sentence) (\(chosen.how))"
        guard let generator else { return change }
        return change + ", or change \(generator.dottedPath), which the roles are generated from"
      }
      ?? aliased.map(tokenSuggestion)
      ?? (firstPointer == nil
        ? "no automatic fix for this file format: change the colors in the tool that wrote it"
        : "no single color change passes: change \(pointer.dottedPath) and its background")
    return LintFinding(
      file: sourceMap.file, position: position, pointer: pointer, severity: severity,
      message: message, rule: measure.rule(requirement), suggestion: suggestion,
      fix: pair.derived ? nil : chosen?.fix, endPosition: valueEnd(pointer))
  }

  /// A Material 3 slot as findings name it, in the style of ``ColorTraits/description``:
  /// `light`, `light-medium`, `light-high`, `dark`, `dark-medium`, `dark-high`.
  static func describe(_ slot: Material3SchemeSlot) -> String {
    switch slot.contrast {
    case .standard: slot.appearance.rawValue
    case .medium: "\(slot.appearance.rawValue)-medium"
    case .high: "\(slot.appearance.rawValue)-high"
    }
  }

  /// What to do about a failing color the theme takes from a token: change the token or the
  /// reference (no automatic fix replaces an alias).
  func tokenSuggestion(_ pointer: JSONPointer) -> String {
    guard let reference = theme.tokenReferences[pointer] else {
      return "\(pointer.dottedPath) references a design token: change the token, or replace "
        + "the reference"
    }
    return "\(pointer.dottedPath) is token '\(reference.name)' (\(reference.location)): change "
      + "the token, or reference another one"
  }

  /// The value `candidate` would write at `pointer` to make the pair pass, and how it was found.
  func fixValue(
    _ candidate: FixCandidate, at pointer: JSONPointer, _ measure: ContrastMeasure,
    _ requirement: ContrastRequirement
  ) -> (LintFix, String, Double)? {
    func passes(_ value: Color) -> Bool {
      let (foreground, background) = candidate.place(value)
      return measure.passes(foreground, over: background, requirement)
    }
    switch candidate.change {
    case .alpha(let role, let current, let roleColor):
      guard
        let alpha = ContrastSearch.smallestAlpha(
          above: current, passes: { passes(roleColor.withAlpha($0)) })
      else { return nil }
      let shown = NumberText.rounded(alpha, fractionDigits: 2)
      let value = "{\"role\": \(ThemeFileEditor.quoted(role.key)), \"alpha\": \(shown)}"
      return (LintFix(pointer: pointer, value: value), "the smallest alpha that passes", 0)
    case .tone(let current, let writeAlpha):
      guard let tone = ContrastSearch.nearestTone(to: current.withAlpha(1), passes: passes) else {
        return nil
      }
      let written = writeAlpha && current.alpha < 1 ? tone.withAlpha(current.alpha) : tone
      let hex = written.hex(
        alpha: written.alpha < 1, lowercase: statedValueIsLowercaseHex(pointer))
      var value = ThemeFileEditor.quoted(hex)
      if sourceMap.format == .designTokens { value = Self.designTokenColor(written) }
      return (
        LintFix(pointer: pointer, value: value),
        "the nearest passing tone, hue and chroma kept",
        abs(Hct(tone).tone - Hct(current.withAlpha(1)).tone)
      )
    }
  }

  /// A DTCG sRGB color value (`{"colorSpace": "srgb", "components": [r, g, b], "hex": …}`);
  /// four decimals round-trip every 8-bit channel.
  static func designTokenColor(_ color: Color) -> String {
    func component(_ unit: Double) -> String { NumberText.rounded(unit, fractionDigits: 4) }
    let opaque = color.withAlpha(1)
    let bytes = [opaque.red, opaque.green, opaque.blue].map { (($0 * 255).rounded()) / 255 }
    var text =
      "{\"colorSpace\": \"srgb\", \"components\": [\(bytes.map(component).joined(separator: ", "))], "
      + "\"hex\": \(ThemeFileEditor.quoted(opaque.hex(alpha: false, lowercase: true)))"
    if color.alpha < 1 {
      text += ", \"alpha\": \(NumberText.rounded(color.alpha, fractionDigits: 2))"
    }
    return text + "}"
  }

  /// Where the value stated at `pointer` ends, if the file states it.
  func valueEnd(_ pointer: JSONPointer) -> SourcePosition? {
    sourceMap.valueRange(of: pointer).map { sourceMap.position(atOffset: $0.upperBound) }
  }

  /// Whether the file states `pointer` as a string with lowercase hex digits.
  private func statedValueIsLowercaseHex(_ pointer: JSONPointer) -> Bool {
    guard let range = sourceMap.valueRange(of: pointer) else { return false }
    let bytes = sourceMap.bytes[range]
    return bytes.first == UInt8(ascii: "\"")
      && bytes.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f") }
  }

  /// Items under 48×48 pt, and truncated titles, in the standard bar configurations.
  func touchTargetFindings() -> [LintFinding] {
    let variant = theme.bottomNavigationVariant
    let pointer = JSONPointer(tokens: [
      "components", "bottomNavigation", variant.rawValue, "itemTitleFont",
    ])
    let stated = sourceMap.contains(pointer)
    let position = sourceMap.keyPosition(of: pointer) ?? sourceMap.anchor(of: pointer)
    var results: [LintFinding] = []
    for (width, sizeClass, alignment) in Self.auditConfigurations {
      var bar = BottomNavigationBar(
        items: Self.auditItems.map { BottomNavigationItem(title: $0) },
        titleVisibility: .always, alignment: alignment, horizontalSizeClass: sizeClass,
        style: theme.bottomNavigationStyle(variant))
      _ = bar.selectItem(at: 0)
      let size = Size(width: width, height: bar.sizeThatFits(Size(width: width, height: 0)).height)
      for finding in bar.audit(in: size, metrics: metrics) {
        results.append(
          LintFinding(
            file: sourceMap.file, position: position, pointer: pointer, severity: .warning,
            message:
              "bottom navigation item '\(Self.auditItems[finding.index])' "
              + "(\(alignment.rawValue), \(sizeClass.rawValue) width \(Int(width)) pt): "
              + finding.message,
            rule: .touchTarget,
            suggestion: stated
              ? "use a smaller \(pointer.dottedPath), or shorter titles"
              : "use shorter titles, or set \(pointer.dottedPath) to a smaller font",
            endPosition: valueEnd(pointer)))
      }
    }
    return results
  }
}

/// Searches for the smallest change that makes a pair pass.
enum ContrastSearch {
  /// The color of the same HCT hue and chroma whose tone is nearest `color`'s and passes
  /// (tones tried in steps of 0.1, nearest first, lighter before darker at equal distance).
  static func nearestTone(to color: Color, passes: (Color) -> Bool) -> Color? {
    let hct = Hct(color)
    for step in 1...1000 {
      let delta = Double(step) / 10
      for tone in [hct.tone + delta, hct.tone - delta] where tone >= 0 && tone <= 100 {
        let candidate = Hct.from(hue: hct.hue, chroma: hct.chroma, tone: tone).color
        if candidate.argb != color.argb, passes(candidate) { return candidate }
      }
    }
    return nil
  }

  /// The smallest alpha in hundredths above `current` (up to 1) that passes.
  static func smallestAlpha(above current: Double, passes: (Double) -> Bool) -> Double? {
    var hundredths = Int((current * 100).rounded(.down)) + 1
    while hundredths <= 100 {
      let alpha = Double(hundredths) / 100
      if passes(alpha) { return alpha }
      hundredths += 1
    }
    return nil
  }
}
