// pager-demo: a terminal screen driven only by the reducer's records and commands, through
// the host simulator. Raw terminal mode, ANSI drawing at 60 Hz; keys become gestures. Only
// this file exits.
import CommandLineSupport
import Foundation

exit(DemoCommand.run(CommandLine.arguments.dropFirst()).rawValue)
