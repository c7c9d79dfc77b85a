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
}
