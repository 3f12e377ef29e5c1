import Foundation

/// The command line of `dynamicproxy-generate`: its options, its help, and a run that writes the
/// proxy's file only when the generator accepts everything.
public enum GeneratorCommand {
  /// The one-line synopsis.
  public static let usage = """
    usage: dynamicproxy-generate --symbol-graph PATH [--symbol-graph PATH ...] --module MODULE
           --protocol NAME [--parent TYPE [--delegate-property NAME] [--fixed-delegate] [--parent-rx]]
           [--import MODULE ...] [--access public|internal] --output FILE
    """

  /// What `--help` prints: what the tool does, every option with its meaning, and an example.
  public static let help = """
    dynamicproxy-generate: writes the delegate-proxy class of a Swift delegate protocol (a class
    that conforms to it, observes each call and forwards it to the app's delegate), read from the
    symbol graph of the module that declares the protocol.

    \(usage)

    options:
      --symbol-graph PATH       A symbol graph (.symbols.json) written by `swift symbolgraph-extract`:
                                the protocol's module's, and one for each module its inherited
                                protocols or its parent class come from. Repeat it for each. Required.
      --module MODULE           The module that declares the protocol, as its graph names it
                                (`FoundationXML`, `Transfers`). Required.
      --protocol NAME           The delegate protocol to proxy (`XMLParserDelegate`). Required.
      --parent TYPE             The class whose delegate the proxy becomes (`XMLParser`); the
                                graphs must have it. Without it, the proxy is standalone: made
                                with `init()` and handed by the app to the library (an observer
                                list's `add`, an initializer's delegate argument), its forward
                                delegate set with `setForwardToDelegate(_:retainDelegate:)`.
      --delegate-property NAME  The parent's delegate property; default `delegate`. A parent
                                without such a property but with methods `NAME()` and
                                `setNAME(_:)` is read and set through them.
      --fixed-delegate          The parent's delegate is fixed when it is made (URLSession): the
                                proxy gets an `init()` without a parent, to pass to the parent's
                                initializer.
      --parent-rx               Also write `parent.rx.delegate` and the parent's streams
                                (`transfer.rx.didFinish`). The parent must adopt ReactiveCompatible
                                (`extension Transfer: ReactiveCompatible {}`, after
                                `import DynamicProxyRx`).
      --import MODULE           A module the generated file imports besides DynamicProxy,
                                DynamicProxyRx, Foundation and the modules its signatures and
                                parent name (found in the graphs): the protocol's own, unless
                                the proxy lives in it. Repeat it for each.
      --access public|internal  The access of the generated declarations; default `public`
                                (`internal` for a proxy inside the app's own module).
      --output FILE             The Swift file to write; its folder must exist.
      -h, --help                Print this help.

    A protocol that is not class-bound gets a proxy whose forward delegate may be a value; one
    with associated types a standalone proxy generic over its forward delegate's type; async
    methods are awaited. A module, protocol or parent that the graphs do not have, or a
    requirement that can not be proxied, is refused: the reason on standard error, exit status 1,
    and no file written. An underscored protocol is only in a graph extracted with
    `-minimum-access-level internal`; a protocol that refines underscored ones (NIOCore's
    ChannelInboundHandler) needs that graph too, given with another --symbol-graph, or it is
    refused: their requirements would be missing.

    example (the protocol TransferDelegate of the package's target Transfers, its class Transfer):
      mkdir -p graphs
      swift build --target Transfers
      swift symbolgraph-extract -module-name Transfers \\
        -target "$(uname -m)-unknown-linux-gnu" \\
        -I "$(swift build --show-bin-path)/Modules" \\
        -minimum-access-level public -output-dir graphs
      swift run dynamicproxy-generate \\
        --symbol-graph graphs/Transfers.symbols.json \\
        --module Transfers --protocol TransferDelegate --parent Transfer --parent-rx \\
        --import Transfers --output Sources/App/TransferDelegateProxy.swift
    """

  /// Every option, as `--help` lists it.
  public static let options = [
    "--symbol-graph", "--module", "--protocol", "--parent", "--delegate-property", "--fixed-delegate",
    "--parent-rx", "--import", "--access", "--output", "--help",
  ]

  /// What a command line asks for.
  public enum Request: Equatable, Sendable {
    /// Print the help.
    case help
    /// Generate the proxy `options` describes from the graphs at `graphPaths`, into `output`.
    case generate(graphPaths: [String], options: ProxyOptions, output: String)
  }

  /// A command line that does not say what to do; its description is the message to print.
  public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, then the synopsis.
    public var description: String
  }

  /// Reads a command line.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: What they ask for.
  /// - Throws: ``UsageError`` for an unknown option (naming the closest one), an option without
  ///   its value, or a required option left out (naming it).
  public static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    func failure(_ message: String) -> UsageError {
      UsageError(description: "\(message)\n\(usage)\n(--help says what each option means)")
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
    var remaining = arguments[...]
    func value(for option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw failure("\(option) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--symbol-graph": graphPaths.append(try value(for: argument))
      case "--module": module = try value(for: argument)
      case "--protocol": protocolName = try value(for: argument)
      case "--parent": parent = try value(for: argument)
      case "--delegate-property": delegateProperty = try value(for: argument)
      case "--fixed-delegate": fixedDelegate = true
      case "--parent-rx": parentRx = true
      case "--import": imports.append(try value(for: argument))
      case "--access":
        switch try value(for: argument) {
        case "public": isPublic = true
        case "internal": isPublic = false
        case let other: throw failure("--access takes public or internal, not \(other)")
        }
      case "--output": output = try value(for: argument)
      case "--help", "-h": return .help
      default:
        let closest = argument.hasPrefix("-") ? Naming.closest(to: argument, among: options, limit: 1) : []
        throw failure("unknown argument \(argument)" + (closest.first.map { " (did you mean \($0)?)" } ?? ""))
      }
    }
    let missing = [
      ("--symbol-graph", graphPaths.first), ("--module", module), ("--protocol", protocolName),
      ("--output", output),
    ].filter { $0.1 == nil }.map(\.0)
    guard missing.isEmpty, let module, let protocolName, let output else {
      throw failure(
        "missing \(missing.joined(separator: ", ")): --symbol-graph, --module, --protocol "
          + "and --output are required")
    }
    return .generate(
      graphPaths: graphPaths,
      options: ProxyOptions(
        module: module, protocolName: protocolName, parentType: parent ?? "",
        delegateProperty: delegateProperty,
        fixedDelegate: fixedDelegate, parentRx: parentRx, imports: imports, isPublic: isPublic),
      output: output)
  }

  /// What a run printed and its exit status.
  public struct Outcome: Equatable, Sendable {
    /// 0 when the file was written (or the help printed), 1 otherwise.
    public var status: Int32
    /// What goes to standard output: the help.
    public var standardOutput: String
    /// What goes to standard error: why nothing was written, prefixed `dynamicproxy-generate: `.
    public var standardError: String
  }

  /// Runs a command line: reads the graphs, generates the proxy and writes its file; writes
  /// nothing when anything is refused.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The exit status and what to print.
  public static func run(_ arguments: [String]) -> Outcome {
    func refused(_ message: String) -> Outcome {
      Outcome(status: 1, standardOutput: "", standardError: "dynamicproxy-generate: \(message)\n")
    }
    let request: Request
    do {
      request = try parse(arguments)
    } catch {
      return refused(error.description)
    }
    guard case .generate(let graphPaths, let options, let output) = request else {
      return Outcome(status: 0, standardOutput: help + "\n", standardError: "")
    }
    let source: String
    do {
      let graphs = try graphPaths.map { path throws(GeneratorError) in
        try SymbolGraph(contentsOf: URL(fileURLWithPath: path))
      }
      source = try ProxyGenerator(graphs: graphs).generate(options)
    } catch {
      return refused("\(error); nothing written")
    }
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
      return refused("can not write \(output): \(error.localizedDescription)")
    }
    return Outcome(status: 0, standardOutput: "", standardError: "")
  }
}
