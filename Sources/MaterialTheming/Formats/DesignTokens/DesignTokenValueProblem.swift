/// Why a token value does not fit its type: a message and an optional fix — or, for a form the
/// engine does not use (an `em` dimension), the reason to skip the token instead.
struct DesignTokenValueProblem: Error {
  /// What is wrong.
  var message: String
  /// A likely fix.
  var suggestion: String?
  /// Set when the value is valid but unused: the token is skipped, not an error.
  var skip: DesignTokenSkip.Reason?
  /// The member of the value the problem is at, from the value down (`["fontWeight"]` in a
  /// typography value); empty for the value itself.
  var member: [String] = []
  /// For a number that failed its check: the message quoting the number as the file spells it
  /// (json-c saturates integers beyond 64 bits, so the parsed number may be in no file).
  var quotingWritten: (@Sendable (String) -> String)?

  /// Creates a problem.
  init(_ message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }

  /// A number that failed ``CheckedNumber``'s check, `what` naming it (`"font weight"`).
  static func number(
    _ what: String, _ number: Double, expected range: ClosedRange<Double>, whole: Bool = false,
    suggestion: String? = nil
  ) -> DesignTokenValueProblem {
    var problem = DesignTokenValueProblem(
      what + " " + CheckedNumber.problem(number, expected: range, whole: whole),
      suggestion: suggestion)
    problem.quotingWritten = { written in
      what + " " + CheckedNumber.problem(number, written: written, expected: range, whole: whole)
    }
    return problem
  }

  /// This problem, located at `key` of the value it was found in.
  func inMember(_ key: String) -> DesignTokenValueProblem {
    var problem = self
    problem.member.insert(key, at: 0)
    return problem
  }

  /// The message, quoting the number as `written` when the problem is about a number.
  func message(written: String?) -> String {
    guard let written, let quotingWritten else { return message }
    return quotingWritten(written)
  }

  /// A value the engine does not use, skipped for `reason`.
  static func skipped(_ reason: DesignTokenSkip.Reason) -> DesignTokenValueProblem {
    var problem = DesignTokenValueProblem(reason.explanation)
    problem.skip = reason
    return problem
  }
}
