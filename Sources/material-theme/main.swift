import MaterialThemeTool
import MaterialThemingPOSIX

POSIX.exitProcess(
  MaterialThemeCommand.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
