import PackagePlugin

/// What `swift package generate-delegate-proxy` was asked for: its options, read with
/// PackagePlugin's `ArgumentExtractor`.
struct Request {
  /// The delegate protocol to proxy; the plugin finds the module that declares it.
  var protocolName: String
  /// The package's target the proxy's file is written into.
  var targetName: String
  /// The module that declares the protocol, when several modules declare one of that name.
  var module: String?
  /// The class whose delegate the proxy becomes; found from the graphs when left out.
  var parent: String?
  /// `--standalone`: a proxy without a parent, which the app hands to the library itself (an
  /// observer list, a delegate passed at init).
  var standalone: Bool
  /// The parent's delegate property (`--delegate-property`), when given.
  var delegateProperty: String?
  /// `--fixed-delegate`: the parent's delegate is fixed when it is made.
  var fixedDelegate: Bool
  /// `--parent-rx`: also write `parent.rx.delegate` and the parent's streams.
  var parentRx: Bool
  /// More modules for the generated file to import.
  var imports: [String]
  /// `public` or `internal`, when given.
  var access: String?
  /// The file's path inside the target's folder; default `<Protocol>Proxy.swift`.
  var output: String?
  /// Whether the file is formatted with the toolchain's swift-format (`--no-format` says not).
  var format: Bool
  /// `--check`: write nothing, and fail when the file is missing or not what the command writes.
  var check: Bool

  /// The plugin's options, as `--help` lists them.
  static let help = """
    generate-delegate-proxy: writes the delegate-proxy class of a Swift delegate protocol into one
    of the package's targets. It builds the target's dependencies and extracts their symbol graphs
    (C targets' module maps included), finds the module that declares the protocol (those modules,
    then the target itself, then the toolchain's Foundation modules), runs dynamicproxy-generate
    and formats the file. The same inputs write the same file: a second run changes nothing. A
    protocol that refines underscored ones (NIOCore's ChannelInboundHandler) gets their
    requirements from its module's graph extracted at internal, which the plugin extracts too.

    usage: swift package --allow-writing-to-package-directory generate-delegate-proxy \\
             --protocol NAME --target TARGET [--parent TYPE | --standalone] [--module MODULE]
             [--delegate-property NAME] [--fixed-delegate] [--parent-rx] [--import MODULE ...]
             [--access public|internal] [--output PATH] [--no-format] [--check]

    options:
      --protocol NAME           The delegate protocol (`TransferDelegate`, `XMLParserDelegate`).
                                Required.
      --target TARGET           The package's target to write the proxy into: it must depend on
                                the protocol's module, DynamicProxy and DynamicProxyRx. Required.
      --parent TYPE             The class whose delegate the proxy becomes. Left out, the one class
                                of the graphs with a property of the protocol's type (and that
                                property as --delegate-property).
      --standalone              No parent: a proxy the app makes with `init()` and hands to the
                                library itself (an observer list such as GRDB's
                                `add(transactionObserver:)`, a delegate passed at init). Implied
                                for a protocol with associated types (its proxy is generic).
      --module MODULE           The module that declares the protocol, when several do.
      --delegate-property NAME  The parent's delegate property; default `delegate`.
      --fixed-delegate          The parent's delegate is fixed when it is made (URLSession).
      --parent-rx               Also write `parent.rx.delegate` and the parent's streams; the
                                parent must adopt ReactiveCompatible.
      --import MODULE           One more module for the generated file to import (the plugin
                                imports the protocol's and the parent's). Repeat it for each.
      --access public|internal  The generated declarations' access; default public.
      --output PATH             The file, relative to the target's folder; default
                                `<Protocol>Proxy.swift`. Its folders are made.
      --no-format               Leave the file as the generator writes it; by default the
                                toolchain's swift-format formats it, with the nearest
                                `.swift-format` above the file (as `swift format` would).
      --check                   Write nothing: exit non-zero, naming the file, when it is missing
                                or differs from what the command would write (for CI; SwiftPM
                                still asks for the permission to write).
      --help                    Print this help.

    `swift run dynamicproxy-generate --help` says more about each generator option.
    """

  /// A command line that does not say what to do: the message to print.
  struct UsageError: Error, CustomStringConvertible {
    /// What is wrong.
    var description: String
  }

  /// Reads the plugin's arguments; nil for `--help`.
  ///
  /// - Throws: ``UsageError`` for a missing required option, or an argument the plugin does not
  ///   know.
  static func parse(_ arguments: [String]) throws -> Request? {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 { return nil }
    let protocolName = extractor.extractOption(named: "protocol")
    let targetName = extractor.extractOption(named: "target")
    let module = extractor.extractOption(named: "module")
    let parent = extractor.extractOption(named: "parent")
    let delegateProperty = extractor.extractOption(named: "delegate-property")
    let fixedDelegate = extractor.extractFlag(named: "fixed-delegate") > 0
    let parentRx = extractor.extractFlag(named: "parent-rx") > 0
    let standalone = extractor.extractFlag(named: "standalone") > 0
    let imports = extractor.extractOption(named: "import")
    let access = extractor.extractOption(named: "access")
    let output = extractor.extractOption(named: "output")
    let noFormat = extractor.extractFlag(named: "no-format") > 0
    let check = extractor.extractFlag(named: "check") > 0
    if let unknown = extractor.remainingArguments.first {
      throw UsageError(description: "unknown argument \(unknown) (--help lists the options)")
    }
    for (name, values) in [
      ("--protocol", protocolName), ("--target", targetName), ("--module", module), ("--parent", parent),
      ("--delegate-property", delegateProperty), ("--access", access), ("--output", output),
    ] where values.count > 1 {
      throw UsageError(description: "\(name) is given \(values.count) times; give it once")
    }
    guard let protocolName = protocolName.first, let targetName = targetName.first else {
      let missing = [("--protocol", protocolName), ("--target", targetName)].filter(\.1.isEmpty).map(\.0)
      throw UsageError(
        description: "missing \(missing.joined(separator: " and ")): --protocol names the delegate "
          + "protocol, --target the package's target to write its proxy into (--help lists the options)")
    }
    if let output = output.first,
      output.hasPrefix("/") || output.split(separator: "/").contains("..") || !output.hasSuffix(".swift")
    {
      throw UsageError(
        description: "--output is the path of a .swift file inside the target's folder, without `..`: "
          + "not \(output)")
    }
    if standalone, !parent.isEmpty || !delegateProperty.isEmpty || fixedDelegate || parentRx {
      throw UsageError(
        description: "--standalone makes a proxy without a parent: leave out --parent, "
          + "--delegate-property, --fixed-delegate and --parent-rx")
    }
    if let access = access.first, access != "public", access != "internal" {
      throw UsageError(description: "--access takes public or internal, not \(access)")
    }
    return Request(
      protocolName: protocolName, targetName: targetName, module: module.first, parent: parent.first,
      standalone: standalone,
      delegateProperty: delegateProperty.first, fixedDelegate: fixedDelegate, parentRx: parentRx,
      imports: imports, access: access.first, output: output.first, format: !noFormat, check: check)
  }
}
