import Testing

@testable import MaterialTheming

/// The pre-scan's shortcuts agree with the slow paths they stand in for.
@Suite struct JSONSyntaxScanTests {
  /// The scan rules out keys by length and first byte before comparing them with the detection
  /// names: that holds only while every name is 4 to 6 bytes and starts with `$` or `v`.
  @Test func detectionNamesFitTheScansQuickTest() {
    for name in JSONSyntaxScan.detectionKeyNames {
      let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
      #expect((4...6).contains(bytes.count), "\(name)")
      #expect(bytes.first == UInt8(ascii: "$") || bytes.first == UInt8(ascii: "v"), "\(name)")
    }
  }

  @Test(arguments: [
    ##"{"name": "T", "colors": {"light": {"primary": "#000000"}}}"##,
    ##"{"a": {"b": {"$value": "#000000"}}}"##,
    #"{"$ref": "x", "value": 1}"#,
    #"{"valu": 1, "values": 2, "$valu": 3, "$refs": 4, "vale": 5, "$Value": 6}"#,
    #"{"\u0024value": 1, "v\u0061lue": 2}"#,
    #"{"list": [{"$value": 1}, {"value": 2}], "vvvv": {"$ref": 3}}"#,
    #"[{"$value": 1}]"#,
    #"{"$": 1, "v": 2, "$$$$": 3, "vvvvvv": 4}"#,
  ])
  func detectionKeysMatchAWalkOfTheTree(text: String) throws {
    let document = try JSONDocument.parse(Array(text.utf8), file: "t.json", limits: .default)
    let walked = document.rootNode.nestedMemberNames(among: JSONSyntaxScan.detectionKeyNames)
    #expect(document.detectionKeys == walked)
  }

  /// Objects and nesting beyond the room made up front are still counted.
  @Test func manyObjectsAndDeepNestingAreCounted() throws {
    let depth = JSONSyntaxScan.initialStackCapacity * 2
    let nested =
      String(repeating: #"{"a": "#, count: depth) + "1" + String(repeating: "}", count: depth)
    let objects = (0..<200).map { #""k\#($0)": {"x": \#($0), "y": {}}"# }
    let text = "{" + objects.joined(separator: ", ") + #", "deep": "# + nested + "}"
    let bytes = Array(text.utf8)
    let scan = try bytes.withUnsafeBufferPointer { try JSONSyntaxScan($0, maximumDepth: 64) }
    #expect(scan.keyCounts.count == 1 + 400 + depth)
    #expect(scan.keyCounts[0] == 201 && scan.keyCounts[1] == 2 && scan.keyCounts[2] == 0)
    #expect(scan.deepestNesting == depth + 1)
    #expect(scan.isBalanced)
    _ = try JSONDocument.parse(bytes, file: "t.json", limits: .default)
  }
}
