/// Why a token value does not fit its type: a message and an optional fix — or, for a form the
/// engine does not use (an `em` dimension), the reason to skip the token instead.
struct DesignTokenValueProblem: Error {
  /// What is wrong.
  var message: String
  /// A likely fix.
  var suggestion: String?
  /// Set when the value is valid but unused: the token is skipped, not an error.
  var skip: DesignTokenSkip.Reason?

  /// Creates a problem.
  init(_ message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }

  /// A value the engine does not use, skipped for `reason`.
  static func skipped(_ reason: DesignTokenSkip.Reason) -> DesignTokenValueProblem {
    var problem = DesignTokenValueProblem(reason.explanation)
    problem.skip = reason
    return problem
  }
}
