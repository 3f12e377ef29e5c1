// dynamicproxy-generate: writes a delegate-proxy class for a Swift protocol from symbol graphs.
import DynamicProxyGeneratorKit
import Foundation

let usage = """
  usage: dynamicproxy-generate --symbol-graph PATH [--symbol-graph PATH ...] --module MODULE
         --protocol NAME --parent TYPE [--delegate-property NAME] [--fixed-delegate] [--parent-rx]
         [--import MODULE ...] [--access public|internal] --output FILE
  """

/// Prints `message` to standard error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("dynamicproxy-generate: \(message)\n".utf8))
  exit(1)
}

var graphPaths: [String] = []
var module: String?
var protocolName: String?
var parent: String?
var delegateProperty = "delegate"
var fixedDelegate = false
var parentRx = false
var imports: [String] = []
var isPublic = true
var output: String?

var arguments = CommandLine.arguments.dropFirst()
@MainActor func value(for option: String) -> String {
  guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
    fail("\(option) needs a value\n\(usage)")
  }
  return value
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--symbol-graph": graphPaths.append(value(for: argument))
  case "--module": module = value(for: argument)
  case "--protocol": protocolName = value(for: argument)
  case "--parent": parent = value(for: argument)
  case "--delegate-property": delegateProperty = value(for: argument)
  case "--fixed-delegate": fixedDelegate = true
  case "--parent-rx": parentRx = true
  case "--import": imports.append(value(for: argument))
  case "--access":
    switch value(for: argument) {
    case "public": isPublic = true
    case "internal": isPublic = false
    case let other: fail("--access takes public or internal, not \(other)")
    }
  case "--output": output = value(for: argument)
  case "--help", "-h":
    print(usage)
    exit(0)
  default: fail("unknown argument \(argument)\n\(usage)")
  }
}
guard !graphPaths.isEmpty else { fail("give at least one --symbol-graph\n\(usage)") }
guard let module, let protocolName, let parent, let output else {
  fail("--module, --protocol, --parent and --output are required\n\(usage)")
}

do {
  let graphs = try graphPaths.map { path throws(GeneratorError) in
    try SymbolGraph(contentsOf: URL(fileURLWithPath: path))
  }
  let source = try ProxyGenerator(graphs: graphs).generate(
    ProxyOptions(
      module: module, protocolName: protocolName, parentType: parent, delegateProperty: delegateProperty,
      fixedDelegate: fixedDelegate, parentRx: parentRx, imports: imports, isPublic: isPublic))
  try Data(source.utf8).write(to: URL(fileURLWithPath: output))
} catch let error as GeneratorError {
  fail("\(error)")
} catch {
  fail("can not write \(output): \(error)")
}
