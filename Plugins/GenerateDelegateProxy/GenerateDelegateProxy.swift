// swift package generate-delegate-proxy: the generated proxy of a Swift delegate protocol in one
// command. `swift package generate-delegate-proxy --help` lists the options (Request.help).
import Foundation
import PackagePlugin

/// The command plugin: builds the target and its dependencies, extracts their symbol graphs
/// (PackageManager's `getSymbolGraph`, which passes C targets' module maps), adds the
/// toolchain's Foundation modules when the protocol is not in the package, finds the module that
/// declares the protocol, and runs `dynamicproxy-generate` into the target's folder.
@main
struct GenerateDelegateProxy: CommandPlugin {
  /// The modules of this package: a user's target depends on them, and no delegate protocol of
  /// theirs is proxied, so their graphs are not extracted.
  static let ownModules: Set<String> = [
    "DynamicProxy", "DynamicProxyRuntime", "DynamicProxyRx", "DynamicProxySupport", "DynamicProxyCombine",
    "DynamicProxyFoundation",
  ]

  /// The toolchain's modules searched when the package's do not declare the protocol.
  static let toolchainModules = [
    "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking",
  ]

  /// A reason to stop, printed as the plugin's error.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong, and what to do.
    var description: String
  }

  /// Runs the command.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let request: Request
    do {
      guard let parsed = try Request.parse(arguments) else {
        print(Request.help)
        return
      }
      request = parsed
    } catch let error as Request.UsageError {
      throw Failure(description: error.description)
    }

    let target = try destination(named: request.targetName, in: context.package)
    let graphFolder = context.pluginWorkDirectoryURL.appendingPathComponent("graphs")
    try? FileManager.default.removeItem(at: graphFolder)
    // Where the protocol is looked for, in order, until found: the target's dependencies (the
    // target itself is not built first: its code may use the proxy that is not written yet), the
    // target itself, then the toolchain's Foundation modules.
    let catalog = GraphCatalog()
    let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
    try extractPackageGraphs(of: dependencies, into: catalog, folder: graphFolder)
    var stages: [() throws -> Void] = [
      // The target's own internal declarations too: a proxy there can conform to them.
      {
        try extractPackageGraphs(of: [target], into: catalog, folder: graphFolder, minimumAccess: .internal)
      },
      { try extractToolchainGraphs(context: context, into: catalog) },
    ]
    var toolchainRead = false
    func nextStage() throws -> Bool {
      guard !stages.isEmpty else { return false }
      try stages.removeFirst()()
      toolchainRead = stages.isEmpty
      return true
    }

    let declaration = try find(request, in: catalog, nextStage: nextStage)
    var ancestors = catalog.ancestorModules(of: declaration)
    while !ancestors.unknown.isEmpty && !toolchainRead, try nextStage() {
      ancestors = catalog.ancestorModules(of: declaration)
    }

    // Protocols the public graphs name without identifiers (underscored ones, NIOCore's
    // `_ChannelInboundHandler`): the internal graphs of the modules that may declare them, the
    // protocol's own first, until none is left; without their requirements the proxy would
    // silently miss methods.
    var unidentified = catalog.unidentifiedAncestors(of: declaration)
    var searchedInternally: [String] = []
    for module in [declaration.module] + ancestors.modules where !unidentified.isEmpty {
      guard let dependency = dependencies.first(where: { $0.name == module }) else { continue }
      searchedInternally.append(module)
      try extractPackageGraphs(of: [dependency], into: catalog, folder: graphFolder, minimumAccess: .internal)
      unidentified = catalog.unidentifiedAncestors(of: declaration)
    }
    if !unidentified.isEmpty {
      throw Failure(
        description: "\(declaration.name) inherits \(unidentified.joined(separator: ", ")), which the symbol "
          + "graphs name without an identifier and none declares"
          + (searchedInternally.isEmpty
            ? "" : " (not even the internal graph of \(searchedInternally.joined(separator: ", ")))")
          + ": the proxy would miss their requirements")
    }

    var parent = request.parent
    var delegateProperty = request.delegateProperty
    var standalone = request.standalone
    // A protocol with associated types has a standalone proxy, generic over its forward
    // delegate's type: no parent to look for.
    let associatedTypes = catalog.associatedTypes(of: declaration)
    if parent == nil && !standalone && !associatedTypes.isEmpty {
      standalone = true
      print(
        "\(declaration.name) has associated types (\(associatedTypes.joined(separator: ", "))): its proxy is "
          + "standalone, generic over its forward delegate's type")
    }
    let candidates = catalog.parentCandidates(of: declaration)
    if parent == nil && !standalone {
      guard candidates.count == 1, let only = candidates.first else {
        let listed = candidates.map { "\($0.type) (\($0.module), .\($0.property))" }
        throw Failure(
          description: "--parent names the class whose delegate the proxy becomes; "
            + (listed.isEmpty
              ? "no class of the graphs has a property of type \(declaration.name) (for a proxy the "
                + "app hands to the library itself, an observer list or a delegate passed at init, "
                + "use --standalone)"
              : "classes with a property of type \(declaration.name): \(listed.joined(separator: ", "))"))
      }
      parent = only.type
      if delegateProperty == nil { delegateProperty = only.property }
      print("the parent: \(only.type).\(only.property) (\(only.module))")
    } else if delegateProperty == nil {
      let properties = candidates.filter { $0.type == parent }.map(\.property)
      if properties.count == 1, let only = properties.first { delegateProperty = only }
    }
    if parent == nil && !standalone { return }
    let parentModule = parent.flatMap { catalog.module(declaringClass: $0, preferring: declaration.module) }

    // The graphs the generator reads: the protocol's module's, then its ancestors' and the
    // parent's, each once.
    var modules = [declaration.module]
    for module in ancestors.modules + [parentModule].compactMap({ $0 }) where !modules.contains(module) {
      modules.append(module)
    }
    var imports: [String] = []
    for module in [declaration.module, parentModule].compactMap({ $0 }) + request.imports
    where module != target.name && !imports.contains(module) {
      imports.append(module)
    }

    let relative = request.output ?? "\(declaration.name)Proxy.swift"
    let destinationFile = target.directoryURL.appendingPathComponent(relative)
    let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("\(declaration.name)Proxy.swift")
    try? FileManager.default.removeItem(at: scratch)

    var arguments: [String] = []
    for module in modules {
      arguments += ["--symbol-graph", catalog.file(of: module)!.path]
    }
    for (_, file) in catalog.internalFiles {
      arguments += ["--symbol-graph", file.path]
    }
    arguments += ["--module", declaration.module, "--protocol", declaration.name]
    if let parent { arguments += ["--parent", parent] }
    if let delegateProperty { arguments += ["--delegate-property", delegateProperty] }
    if request.fixedDelegate { arguments.append("--fixed-delegate") }
    if request.parentRx { arguments.append("--parent-rx") }
    for module in imports { arguments += ["--import", module] }
    // A proxy in the module that declares the protocol is internal unless the user says: the
    // protocol may be, and the module's API does not grow unasked.
    if let access = request.access ?? (declaration.module == target.name ? "internal" : nil) {
      arguments += ["--access", access]
    }
    arguments += ["--output", scratch.path]

    let generator = try context.tool(named: "dynamicproxy-generate")
    let run = try runProcess(generator.url, arguments)
    guard run.status == 0 else {
      throw Failure(
        description: run.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
          .replacingOccurrences(of: "dynamicproxy-generate: ", with: ""))
    }

    if request.format, let formatter = try? context.tool(named: "swift-format") {
      // Formatted as the files around it are: the nearest `.swift-format` above the destination,
      // as `swift format` finds it for a file there.
      var arguments = ["format", "-i"]
      if let configuration = nearestFormatConfiguration(above: destinationFile) {
        arguments += ["--configuration", configuration.path]
      }
      let formatted = try runProcess(formatter.url, arguments + [scratch.path])
      guard formatted.status == 0 else {
        throw Failure(description: "swift-format failed on the generated file: \(formatted.standardError)")
      }
    }

    let generated = try Data(contentsOf: scratch)
    let relativePath = "\(target.directoryURL.lastPathComponent)/\(relative)"
    let existing = try? Data(contentsOf: destinationFile)
    if existing == generated {
      print("\(relativePath) is up to date (\(declaration.module).\(declaration.name))")
    } else if request.check {
      let path = packageRelativePath(of: destinationFile, in: context.package)
      guard let existing else {
        throw Failure(description: "\(path) is missing: run the command without --check to write it")
      }
      throw Failure(
        description: "\(path) is stale: the generator now writes it otherwise (first difference at line "
          + "\(Self.firstDifferingLine(existing, generated))); run the command without --check to rewrite it")
    } else {
      try FileManager.default.createDirectory(
        at: destinationFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try generated.write(to: destinationFile, options: .atomic)
      print("wrote \(relativePath): \(declaration.name)Proxy, from \(declaration.module)")
    }
  }

  /// The package's source target `name`, or a failure naming the closest targets.
  private func destination(named name: String, in package: Package) throws -> SwiftSourceModuleTarget {
    let targets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    if let target = targets.first(where: { $0.name == name }) { return target }
    let closest = closestNames(to: name, among: Set(targets.map(\.name)))
    let missing = "no Swift target \(name) in package \(package.displayName)"
    if let hint = emptyTargetHint(named: name, in: package) {
      throw Failure(description: "\(missing): \(hint)")
    }
    throw Failure(
      description: missing
        + (closest.isEmpty
          ? "; its Swift targets: \(targets.map(\.name).joined(separator: ", "))"
          : " (did you mean \(closest.joined(separator: ", "))?)"))
  }

  /// What to do when the manifest declares a target `name` that SwiftPM left out: it has no
  /// source file yet, as a new target has not. Nil when the manifest does not declare it.
  private func emptyTargetHint(named name: String, in package: Package) -> String? {
    let manifest =
      (try? String(
        contentsOf: package.directoryURL.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    let declaration =
      #"\.(target|executableTarget)\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: name) + "\""
    guard manifest.range(of: declaration, options: .regularExpression) != nil else { return nil }
    let folder = package.directoryURL.appendingPathComponent("Sources").appendingPathComponent(name)
    var isFolder: ObjCBool = false
    let folderExists =
      FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    let hasSwiftFiles =
      folderExists
      && (FileManager.default.enumerator(atPath: folder.path)?.contains {
        ($0 as? String)?.hasSuffix(".swift") ?? false
      } ?? false)
    // A folder with Swift files that SwiftPM did not take: not the case this hint is for.
    guard !hasSwiftFiles else { return nil }
    let place =
      folderExists ? "Sources/\(name)" : "its folder (Sources/\(name) unless its `path:` says otherwise)"
    return "SwiftPM leaves out a target with no source file (it warns \"Source files for target \(name) "
      + "should be located under …\"), and \(place) has none yet. Put a Swift file there, for example "
      + "`echo 'import DynamicProxy' > Sources/\(name)/\(name).swift`, then run the command again: it "
      + "writes the proxy beside it"
  }

  /// `file`'s path from the package's folder (`Sources/App/TransferDelegateProxy.swift`).
  private func packageRelativePath(of file: URL, in package: Package) -> String {
    let root = package.directoryURL.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// The first line (from 1) at which two files' texts differ.
  static func firstDifferingLine(_ old: Data, _ new: Data) -> Int {
    let oldLines = String(decoding: old, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let newLines = String(decoding: new, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let same = zip(oldLines, newLines).prefix { $0 == $1 }.count
    return same + 1
  }

  /// The nearest `.swift-format` file in `file`'s folder or above it.
  private func nearestFormatConfiguration(above file: URL) -> URL? {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(".swift-format")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let up = folder.deletingLastPathComponent()
      if up.path == folder.path { return nil }
      folder = up
    }
  }

  /// Builds `targets` (this package's modules left out) and reads their graphs: `getSymbolGraph`
  /// builds each and extracts its graph with the build's module paths and C module maps. Each
  /// graph is copied into `folder` first (`public/` or `internal/`): SwiftPM extracts a module's
  /// graphs of every access level into one place. A module read already at `public` is read
  /// again at `internal` as its internal graph (``GraphCatalog/addInternal(file:)``).
  private func extractPackageGraphs(
    of targets: [SwiftSourceModuleTarget], into catalog: GraphCatalog, folder: URL,
    minimumAccess: PackageManager.SymbolGraphOptions.AccessLevel = .public
  ) throws {
    let isInternal = minimumAccess != .public
    let destination = folder.appendingPathComponent(isInternal ? "internal" : "public")
    for module in targets where !Self.ownModules.contains(module.name) {
      let asInternalGraph = isInternal && catalog.modules.contains(module.name)
      guard !catalog.modules.contains(module.name) || asInternalGraph,
        !catalog.internalFiles.contains(where: { $0.module == module.name })
      else { continue }
      Diagnostics.progress("symbol graph of \(module.name)\(isInternal ? " (internal)" : "")")
      do {
        let result = try packageManager.getSymbolGraph(
          for: module, options: PackageManager.SymbolGraphOptions(minimumAccessLevel: minimumAccess))
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: result.directoryURL.path)
        for name in names where name.hasSuffix(".symbols.json") && !name.contains("@") {
          let copy = destination.appendingPathComponent(name)
          try? FileManager.default.removeItem(at: copy)
          try FileManager.default.copyItem(at: result.directoryURL.appendingPathComponent(name), to: copy)
          if asInternalGraph { try catalog.addInternal(file: copy) }
        }
        if !asInternalGraph { try catalog.add(folder: destination) }
      } catch {
        // One module that does not build or extract does not stop the search in the others; the
        // failure is said, and named again if the protocol is not found.
        Diagnostics.warning("no symbol graph of \(module.name): \(error)")
        catalog.unreadable.append(module.name)
      }
    }
  }

  /// Extracts the graphs of the toolchain's Foundation modules with `swift-symbolgraph-extract`,
  /// for the target the compiler builds for; a module the toolchain does not have is skipped.
  private func extractToolchainGraphs(context: PluginContext, into catalog: GraphCatalog) throws {
    let swiftc = try context.tool(named: "swiftc")
    let info = try runProcess(swiftc.url, ["-print-target-info"])
    guard info.status == 0,
      let json = try? JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any],
      let triple = (json["target"] as? [String: Any])?["triple"] as? String
    else {
      throw Failure(description: "swiftc -print-target-info did not say the target: \(info.standardError)")
    }
    let extract = try context.tool(named: "swift-symbolgraph-extract")
    let folder = context.pluginWorkDirectoryURL.appendingPathComponent("toolchain-graphs")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for module in Self.toolchainModules {
      Diagnostics.progress("symbol graph of \(module) (toolchain)")
      let run = try runProcess(
        extract.url,
        [
          "-module-name", module, "-target", triple, "-minimum-access-level", "public", "-output-dir",
          folder.path,
        ])
      if run.status != 0 {
        Diagnostics.remark("no symbol graph of the toolchain's \(module): \(run.standardError)")
      }
    }
    try catalog.add(folder: folder)
  }

  /// The protocol `request` names: `--module`'s, or the only one the graphs declare, reading
  /// the next stage's graphs (`nextStage`) while none does; a failure lists the candidates or the
  /// closest names.
  private func find(
    _ request: Request, in catalog: GraphCatalog, nextStage: () throws -> Bool
  ) throws -> GraphCatalog.Declaration {
    func matches() -> [GraphCatalog.Declaration] {
      catalog.protocols(named: request.protocolName).filter {
        request.module == nil || $0.module == request.module
      }
    }
    var found = matches()
    while found.isEmpty, try nextStage() {
      found = matches()
    }
    if found.count == 1 { return found[0] }
    if found.count > 1 {
      throw Failure(
        description: "several modules declare a protocol \(request.protocolName): "
          + found.map { "\($0.module).\($0.name)" }.joined(separator: ", ") + "; name one with --module")
    }
    let closest = closestNames(to: request.protocolName, among: catalog.protocolNames)
    let whereText = request.module.map { "module \($0)" } ?? "the modules searched"
    throw Failure(
      description: "no protocol \(request.protocolName) in \(whereText) ("
        + catalog.modules.joined(separator: ", ") + ")"
        + (closest.isEmpty ? "" : "; the closest: \(closest.joined(separator: ", "))")
        + (catalog.unreadable.isEmpty
          ? "" : "; no graph could be read for \(catalog.unreadable.joined(separator: ", ")) (see above)")
        + ". A protocol of a module the target does not depend on is not searched: add the dependency")
  }

  /// Runs `executable` with `arguments`, and returns its exit status and output (read from files,
  /// so that no pipe fills up while the process runs).
  private func runProcess(
    _ executable: URL, _ arguments: [String]
  ) throws -> (status: Int32, standardOutput: String, standardError: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "generate-delegate-proxy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
      try String(contentsOf: errorFile, encoding: .utf8)
    )
  }
}
