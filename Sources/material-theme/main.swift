import MaterialThemeTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MaterialThemeCommand.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
