import Foundation

/// Reads this process's memory figures from `/proc/self/status`.
enum ProcessMemory {
  /// The peak resident set size (`VmHWM`) in bytes.
  static var peakResident: Int { field("VmHWM:") }

  /// The current resident set size (`VmRSS`) in bytes.
  static var resident: Int { field("VmRSS:") }

  private static func field(_ name: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024  // the kernel reports kB
    }
    return 0
  }
}
