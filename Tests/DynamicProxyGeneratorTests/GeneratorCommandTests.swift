import Foundation
import Testing

@testable import DynamicProxyGeneratorKit

@Suite("The command line")
struct GeneratorCommandTests {
  /// The committed fixture graph's path, and a fresh folder to write into.
  private func paths() throws -> (graph: String, folder: URL) {
    let graph = try #require(
      Bundle.module.url(
        forResource: "SwiftProtocolFixtures.symbols", withExtension: "json", subdirectory: "Resources"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "generator-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (graph.path, folder)
  }

  @Test("--help names every option with its meaning, and an example that makes the graphs' folder")
  func help() {
    #expect((try? GeneratorCommand.parse(["--help"])) == .help)
    #expect((try? GeneratorCommand.parse(["-h"])) == .help)
    // Each option starts a line of the options' list, its meaning after it.
    let lines = GeneratorCommand.help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for option in GeneratorCommand.options {
      #expect(
        lines.contains { ($0.hasPrefix("\(option) ") || $0.hasPrefix("-h, \(option) ")) && $0.count > 40 },
        "--help does not explain \(option)")
    }
    #expect(GeneratorCommand.help.contains("mkdir -p graphs"))
    #expect(GeneratorCommand.help.contains("ReactiveCompatible"))
    let outcome = GeneratorCommand.run(["--help"])
    #expect(outcome.status == 0 && outcome.standardOutput.contains("example"))
  }

  @Test("an unknown option names the closest one; a missing one is named")
  func usageErrors() {
    #expect(throws: GeneratorCommand.UsageError.self) { try GeneratorCommand.parse(["--modul", "X"]) }
    let misspelled = GeneratorCommand.run(["--modul", "X"])
    #expect(misspelled.status == 1)
    #expect(
      misspelled.standardError.hasPrefix(
        "dynamicproxy-generate: unknown argument --modul (did you mean --module?)"))
    let missing = GeneratorCommand.run(["--symbol-graph", "g.json", "--module", "M", "--protocol", "P"])
    #expect(missing.status == 1)
    #expect(missing.standardError.hasPrefix("dynamicproxy-generate: missing --output: "))
  }

  @Test("a refused --parent, --module or --protocol exits 1 and writes no file")
  func refusedWritesNothing() throws {
    let (graph, folder) = try paths()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Proxy.swift").path
    for (option, value, message) in [
      ("--parent", "Transferr", "no class Transferr in the given symbol graphs; the closest: Transfer"),
      (
        "--module", "Transfers",
        "no symbol graph of the module Transfers was given; the graphs are of: SwiftProtocolFixtures"
      ),
      (
        "--protocol", "TransferDelegat",
        "no protocol TransferDelegat in the symbol graphs of SwiftProtocolFixtures; the closest: TransferDelegate"
      ),
    ] {
      var options = [
        "--module": "SwiftProtocolFixtures", "--protocol": "TransferDelegate", "--parent": "Transfer",
      ]
      options[option] = value
      let outcome = GeneratorCommand.run(
        ["--symbol-graph", graph, "--output", output]
          + ["--module", "--protocol", "--parent"].flatMap { [$0, options[$0]!] })
      #expect(outcome.status == 1, "\(option) \(value)")
      #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
      #expect(outcome.standardError.hasSuffix("; nothing written\n"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }

  @Test("an accepted command line writes the proxy")
  func writes() throws {
    let (graph, folder) = try paths()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("TransferDelegateProxy.swift").path
    let outcome = GeneratorCommand.run([
      "--symbol-graph", graph, "--module", "SwiftProtocolFixtures", "--protocol", "TransferDelegate",
      "--parent", "Transfer", "--parent-rx", "--import", "SwiftProtocolFixtures", "--output", output,
    ])
    #expect(outcome == GeneratorCommand.Outcome(status: 0, standardOutput: "", standardError: ""))
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains("public final class TransferDelegateProxy:"))
  }
}
