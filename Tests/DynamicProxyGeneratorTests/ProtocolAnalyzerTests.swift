import Foundation
import Testing

@testable import DynamicProxyGeneratorKit

/// A committed graph of `PipelineFixtures` (written by `Tests/Scripts/generate-proxies.sh`): NIO's shape,
/// `PipelineInboundHandler` refining the underscored `_PipelineInboundHandler` and
/// `_EmittingPipelineHandler`. At `public` the graph names them without identifiers and leaves
/// them out; at `internal` (`internal/`) it declares them.
private func pipelineGraph(isInternal: Bool) -> SymbolGraph {
  let url = Bundle.module.url(
    forResource: "PipelineFixtures.symbols", withExtension: "json",
    subdirectory: isInternal ? "Resources/internal" : "Resources")!
  return try! SymbolGraph(contentsOf: url)
}

private let publicGraph = pipelineGraph(isInternal: false)
private let internalGraph = pipelineGraph(isInternal: true)

private func generatePipeline(
  _ graphs: [SymbolGraph], inModule: Bool = false
) throws(GeneratorError) -> String {
  try ProxyGenerator(graphs: graphs).generate(
    ProxyOptions(
      module: "PipelineFixtures", protocolName: "PipelineInboundHandler",
      imports: inModule ? [] : ["PipelineFixtures"]))
}

@Suite("Inherited protocols a graph names without identifiers (NIO's shape)")
struct UnidentifiedInheritedProtocolTests {
  @Test("the fixture has NIO's shape: the public graph names the underscored parents without identifiers")
  func fixtureShape() throws {
    let protocolSymbol = try #require(
      publicGraph.symbols.first { $0.names.title == "PipelineInboundHandler" })
    let named = (protocolSymbol.declarationFragments ?? []).filter { $0.kind == "typeIdentifier" }
    #expect(named.map(\.spelling).sorted() == ["_EmittingPipelineHandler", "_PipelineInboundHandler"])
    #expect(named.allSatisfy { $0.preciseIdentifier == nil })
    #expect(!publicGraph.symbols.contains { $0.pathComponents.first == "_PipelineInboundHandler" })
    #expect(
      internalGraph.symbols.contains {
        $0.pathComponents == ["_PipelineInboundHandler", "channelRead(context:data:)"]
      })
  }

  @Test("the public graph alone is refused, naming the protocols and the fix")
  func refused() {
    #expect(
      throws: GeneratorError.unresolvedInheritedProtocols(
        protocol: "PipelineInboundHandler", module: "PipelineFixtures",
        inherited: ["_EmittingPipelineHandler", "_PipelineInboundHandler"])
    ) {
      try generatePipeline([publicGraph])
    }
    let message =
      "\(GeneratorError.unresolvedInheritedProtocols(protocol: "P", module: "M", inherited: ["_A", "_B"]))"
    #expect(message.hasPrefix("P inherits _A and _B, which the symbol graphs name without an identifier"))
    #expect(message.contains("the proxy would miss those requirements"))
    #expect(
      message.contains(
        "Extract M's graph again with -minimum-access-level internal and give it too with --symbol-graph"))
  }

  @Test(
    "found by name in the module's internal graph: the underscored protocols' requirements, inherited first")
  func resolvedByName() throws {
    let source = try generatePipeline([publicGraph, internalGraph])
    let joined = source.replacingOccurrences(of: "\n      .", with: ".")
    for line in [
      "let handlerAdded = DelegateMethod<PipelineContext, Void>.optional(\"handlerAddedWithContext:\")",
      "let channelActive = DelegateMethod<PipelineContext, Void>.optional(\"channelActiveWithContext:\")",
      "let channelRead = DelegateMethod<PipelineContext, PipelineData, Void>.optional(\"channelReadWithContext:data:\")",
      "let errorCaught = DelegateMethod<PipelineContext, any Error, Void>.optional(\"errorCaughtWithContext:error:\")",
      "let wrapOutboundOut = DelegateMethod<OutboundOut, PipelineData>.optional(\"wrapOutboundOut:\")",
      "let unwrapInboundIn = DelegateMethod<PipelineData, InboundIn>.optional(\"unwrapInboundIn:\")",
    ] {
      #expect(joined.contains(line), "missing: \(line)")
    }
    // The associated types of every protocol of the lineage, the underscored one's too.
    for name in ["OutboundOut", "InboundIn", "InboundOut"] {
      #expect(source.contains("public typealias \(name) = Forward.\(name)"))
    }
    #expect(source.contains("/// `channelRead(context:data:)` (from `_PipelineInboundHandler`)."))
    // A stream whose type is an associated type names it through Base's forward delegate.
    #expect(source.contains("  public var wrapInboundOut: Observable<Base.Forward.InboundOut> {"))
    // Given the other way round, or the internal graph alone: the same proxy.
    #expect(try generatePipeline([internalGraph, publicGraph]) == source)
    #expect(try generatePipeline([internalGraph]) == source)
  }

  @Test("an internal default is the proxy's only in the protocol's own module")
  func internalDefaults() throws {
    let outside = try generatePipeline([publicGraph, internalGraph])
    #expect(outside.contains(".required(\"channelInactiveWithContext:\")"))
    #expect(
      outside.contains("func channelInactive(context: PipelineContext) { fatalError(\"unreachable\") }"))
    let inside = try generatePipeline([publicGraph, internalGraph], inModule: true)
    #expect(inside.contains(".optional(\"channelInactiveWithContext:\")"))
  }

  @Test("the command line: exit 1 and no file with the public graph alone; the proxy with both")
  func commandLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pipeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("PipelineInboundHandlerProxy.swift").path
    let graphs = try ["Resources", "Resources/internal"].map { folder in
      try #require(
        Bundle.module.url(
          forResource: "PipelineFixtures.symbols", withExtension: "json", subdirectory: folder)
      ).path
    }
    let common = [
      "--module", "PipelineFixtures", "--protocol", "PipelineInboundHandler", "--import", "PipelineFixtures",
      "--output", output,
    ]
    let refused = GeneratorCommand.run(["--symbol-graph", graphs[0]] + common)
    #expect(refused.status == 1)
    #expect(
      refused.standardError.hasPrefix(
        "dynamicproxy-generate: PipelineInboundHandler inherits _EmittingPipelineHandler and _PipelineInboundHandler"
      ))
    #expect(refused.standardError.contains("-minimum-access-level internal"))
    #expect(refused.standardError.hasSuffix("; nothing written\n"))
    #expect(!FileManager.default.fileExists(atPath: output))
    let written = GeneratorCommand.run(["--symbol-graph", graphs[0], "--symbol-graph", graphs[1]] + common)
    #expect(written.status == 0, "\(written.standardError)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("channelRead"))
  }
}
