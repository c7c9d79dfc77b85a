import Foundation

// material-theme-bench: the performance figures and targets of issue 7.
// Run with `swift run -c release material-theme-bench [--quick] [--json PATH] [--python PATH]`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child-rss", arguments.count == 3 {
  exit(LargeInputSuite.childMemory(peer: arguments[1], path: arguments[2]))
}
if arguments.first == "--child-token-rss", arguments.count == 2 {
  exit(TokenInputSuite.childMemory(path: arguments[1]))
}
if arguments.first == "--profile-load" {
  exit(ProfileLoop.run(Array(arguments.dropFirst())))
}
if arguments.first == "--profile-generate" {
  exit(ProfileLoop.runGenerate(Array(arguments.dropFirst())))
}
if arguments.first == "--profile-batch" {
  exit(ProfileLoop.runBatch(Array(arguments.dropFirst())))
}
if arguments.first == "--write-brands", arguments.count == 3, let count = Int(arguments[2]) {
  // The generated brand theme files the batch reads, kept for inspection and output diffs.
  exit(BatchSuite.writeBrandFiles(count: count, in: arguments[1]) == nil ? 73 : 0)
}
if arguments.first == "--profile-large" {
  exit(ProfileLoop.runLarge(Array(arguments.dropFirst())))
}
guard var options = BenchOptions(arguments) else {
  FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
  exit(64)
}
options.packageRoot = PackageRoot.locate()
#if DEBUG
  print("warning: a debug build; run with swift run -c release material-theme-bench")
#endif
let report = Report()
print("material-theme-bench\(options.quick ? " (quick)" : ""): medians of interleaved rounds;")
print("± is the interquartile range over the median (the noise of the machine).")
if options.runs("load") { LoadResolveSuite.run(options, report) }
if options.runs("large") { LargeInputSuite.run(options, report) }
if options.runs("batch") { BatchSuite.run(options, report) }
if options.runs("preview") { PreviewSuite.run(options, report) }
if options.runs("dynamic") { DynamicColorSuite.run(options, report) }
if options.runs("e2e") { EndToEndSuite.run(options, report) }
if options.runs("generate") { GenerateSuite.run(options, report) }
if options.runs("build") { BuildSuite.run(options, report) }
if options.runs("image") { ImageSuite.run(options, report) }
if options.runs("tokens") { TokenInputSuite.run(options, report) }
report.printTargets()
do {
  try report.write(to: options.jsonPath, options: options)
  print("\nwrote \(options.jsonPath)")
} catch {
  FileHandle.standardError.write(Data("cannot write \(options.jsonPath): \(error)\n".utf8))
  exit(1)
}
