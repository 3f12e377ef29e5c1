// dynamicproxy-generate: writes a delegate-proxy class for a Swift protocol from symbol graphs.
// `dynamicproxy-generate --help` lists the options (GeneratorCommand.help).
import DynamicProxyGeneratorKit
import Foundation

let outcome = GeneratorCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
