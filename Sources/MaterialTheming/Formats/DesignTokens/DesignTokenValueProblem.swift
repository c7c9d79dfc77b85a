/// Why a token value does not fit its type: a message and an optional fix.
struct DesignTokenValueProblem: Error {
  /// What is wrong.
  var message: String
  /// A likely fix.
  var suggestion: String?

  /// Creates a problem.
  init(_ message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }
}
