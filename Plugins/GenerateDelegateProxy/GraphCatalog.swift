import Foundation

/// The symbol graphs the plugin has extracted, read for what it must find before it runs the
/// generator: the module that declares the protocol, the parent class and the modules of the
/// protocols the protocol inherits.
final class GraphCatalog {
  /// A module's own graph (`Module.symbols.json`), with the few fields the plugin reads.
  struct Graph: Decodable {
    struct Module: Decodable {
      var name: String
    }

    struct Symbol: Decodable {
      struct Kind: Decodable {
        var identifier: String
      }

      struct Identifier: Decodable {
        var precise: String
      }

      struct Fragment: Decodable {
        var kind: String
        var spelling: String
        var preciseIdentifier: String?
      }

      var kind: Kind
      var identifier: Identifier
      var pathComponents: [String]
      var declarationFragments: [Fragment]?

      /// The name as Swift spells it from the module (`Outer.Inner`).
      var path: String { pathComponents.joined(separator: ".") }
    }

    struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  /// A protocol a graph declares.
  struct Declaration {
    /// Its module.
    var module: String
    /// Its name in the module.
    var name: String
    /// Its precise identifier (USR).
    var identifier: String
  }

  /// A class with a property whose type names the protocol: a parent the proxy can serve.
  struct ParentCandidate: Equatable {
    /// The class, as the module spells it.
    var type: String
    /// The module that declares the class.
    var module: String
    /// The property.
    var property: String
  }

  /// The modules whose graphs could not be extracted.
  var unreadable: [String] = []
  /// Each module's graph file, in the order they were added.
  private(set) var files: [(module: String, file: URL)] = []
  private var graphs: [String: Graph] = [:]
  private var modulesBySymbol: [String: String] = [:]
  /// The graphs of dependencies extracted again at `internal`, for the underscored protocols
  /// their public graphs leave out, in the order they were added.
  private(set) var internalFiles: [(module: String, file: URL)] = []
  private var internalGraphs: [String: Graph] = [:]

  /// Reads the module graphs of a folder written by `symbolgraph-extract` (its extension graphs,
  /// `Module@Other.symbols.json`, are left out), skipping modules read already.
  ///
  /// - Throws: when a graph can not be read or decoded.
  func add(folder: URL) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    for name in names where name.hasSuffix(".symbols.json") && !name.contains("@") {
      let file = folder.appendingPathComponent(name)
      let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
      guard graphs[graph.module.name] == nil else { continue }
      graphs[graph.module.name] = graph
      files.append((graph.module.name, file))
      for symbol in graph.symbols where modulesBySymbol[symbol.identifier.precise] == nil {
        modulesBySymbol[symbol.identifier.precise] = graph.module.name
      }
    }
  }

  /// Reads `module`'s graph extracted at `internal` (a module read already at `public`), whose
  /// underscored protocols the public graph names without identifiers.
  ///
  /// - Throws: when the graph can not be read or decoded.
  func addInternal(file: URL) throws {
    let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))
    guard internalGraphs[graph.module.name] == nil else { return }
    internalGraphs[graph.module.name] = graph
    internalFiles.append((graph.module.name, file))
    for symbol in graph.symbols where modulesBySymbol[symbol.identifier.precise] == nil {
      modulesBySymbol[symbol.identifier.precise] = graph.module.name
    }
  }

  /// The modules read.
  var modules: [String] { files.map(\.module) }

  /// Every graph read, the internal ones last.
  private var allGraphs: [Graph] {
    files.map { graphs[$0.module]! } + internalFiles.map { internalGraphs[$0.module]! }
  }

  /// The symbol `identifier` names, from any graph read.
  private func symbol(_ identifier: String) -> Graph.Symbol? {
    for graph in allGraphs {
      if let found = graph.symbols.first(where: { $0.identifier.precise == identifier }) { return found }
    }
    return nil
  }

  /// The protocols a protocol's declaration names in its inheritance clause: each one's identifier,
  /// or, when the declaration names it without one (an underscored protocol in a graph extracted
  /// at `public`), the protocol of that name that a graph read declares; nil when none does.
  private func declaredParents(of identifier: String) -> [(name: String, identifier: String?)] {
    guard let symbol = symbol(identifier), let fragments = symbol.declarationFragments,
      let nameIndex = fragments.firstIndex(where: { $0.kind == "identifier" })
    else { return [] }
    let clause = fragments[(nameIndex + 1)...].prefix { !($0.kind == "keyword" && $0.spelling == "where") }
    return clause.filter { $0.kind == "typeIdentifier" }.map { fragment in
      let found =
        fragment.preciseIdentifier
        ?? allGraphs.lazy.flatMap(\.symbols).first {
          $0.kind.identifier == "swift.protocol" && $0.path == fragment.spelling
        }?.identifier.precise
      return (fragment.spelling, found)
    }
  }

  /// `declaration`'s protocol and the protocols it inherits, directly or not: through the graphs'
  /// relationships and the declarations' inheritance clauses.
  private func lineage(of declaration: Declaration) -> [String] {
    var result = [declaration.identifier]
    var pending = [declaration.identifier]
    while let identifier = pending.popLast() {
      var parents = declaredParents(of: identifier).compactMap(\.identifier)
      for graph in allGraphs {
        parents += graph.relationships.filter {
          $0.source == identifier && ($0.kind == "conformsTo" || $0.kind == "inheritsFrom")
        }.map(\.target)
      }
      for parent in parents where !result.contains(parent) {
        result.append(parent)
        pending.append(parent)
      }
    }
    return result
  }

  /// The protocols that `declaration`'s protocol, or one it inherits, names without an identifier
  /// and that no graph read declares: underscored protocols left out of a public graph (NIOCore's
  /// `ChannelInboundHandler` names `_ChannelInboundHandler` so).
  func unidentifiedAncestors(of declaration: Declaration) -> [String] {
    var names: [String] = []
    for identifier in lineage(of: declaration) {
      for parent in declaredParents(of: identifier) where parent.identifier == nil {
        if !names.contains(parent.name) { names.append(parent.name) }
      }
    }
    return names
  }

  /// The associated types of `declaration`'s protocol and of those it inherits: a protocol with
  /// any has a standalone proxy, generic over its forward delegate's type.
  func associatedTypes(of declaration: Declaration) -> [String] {
    let protocols = Set(lineage(of: declaration))
    var names: [String] = []
    for graph in allGraphs {
      let associated = Set(
        graph.relationships.filter {
          ($0.kind == "requirementOf" || $0.kind == "memberOf") && protocols.contains($0.target)
        }.map(\.source))
      for symbol in graph.symbols
      where symbol.kind.identifier == "swift.associatedtype" && associated.contains(symbol.identifier.precise)
        && !names.contains(symbol.pathComponents.last!)
      {
        names.append(symbol.pathComponents.last!)
      }
    }
    return names
  }

  /// Every protocol named `name` (its path in its module), in the modules' order.
  func protocols(named name: String) -> [Declaration] {
    files.flatMap { module, _ in
      graphs[module]!.symbols.filter { $0.kind.identifier == "swift.protocol" && $0.path == name }
        .map { Declaration(module: module, name: $0.path, identifier: $0.identifier.precise) }
    }
  }

  /// Every protocol's name, for suggestions.
  var protocolNames: Set<String> {
    Set(graphs.values.flatMap { $0.symbols.filter { $0.kind.identifier == "swift.protocol" }.map(\.path) })
  }

  /// The modules that declare the protocols `declaration` inherits, directly or not, and those
  /// of its ancestors that no graph read declares (their identifiers).
  func ancestorModules(of declaration: Declaration) -> (modules: [String], unknown: [String]) {
    var modules: [String] = []
    var unknown: [String] = []
    var seen: Set<String> = [declaration.identifier]
    var pending = [declaration.identifier]
    while let identifier = pending.popLast() {
      for graph in allGraphs {
        for relationship in graph.relationships
        where relationship.source == identifier
          && (relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom")
          && seen.insert(relationship.target).inserted
        {
          pending.append(relationship.target)
          if let module = modulesBySymbol[relationship.target] {
            if !modules.contains(module) { modules.append(module) }
          } else {
            unknown.append(relationship.target)
          }
        }
      }
    }
    return (modules, unknown)
  }

  /// The classes of the graphs with a property whose type names `declaration`'s protocol (a
  /// `weak var delegate: (any P)?`), the protocol's own module's first.
  func parentCandidates(of declaration: Declaration) -> [ParentCandidate] {
    let ordered = files.map(\.module).sorted {
      ($0 != declaration.module ? 1 : 0) < ($1 != declaration.module ? 1 : 0)
    }
    return ordered.flatMap { module -> [ParentCandidate] in
      let graph = graphs[module]!
      let classes = Set(
        graph.symbols.filter { $0.kind.identifier == "swift.class" || $0.kind.identifier == "swift.actor" }
          .map(\.path))
      return graph.symbols.compactMap { symbol in
        guard symbol.kind.identifier == "swift.property", symbol.pathComponents.count > 1,
          (symbol.declarationFragments ?? []).contains(where: {
            $0.preciseIdentifier == declaration.identifier
          })
        else { return nil }
        let owner = symbol.pathComponents.dropLast().joined(separator: ".")
        guard classes.contains(owner) else { return nil }
        return ParentCandidate(type: owner, module: module, property: symbol.pathComponents.last!)
      }
    }
  }

  /// The module that declares the class or actor `type` (its path, generic arguments left out),
  /// `preferred`'s first.
  func module(declaringClass type: String, preferring preferred: String) -> String? {
    let path = String(type.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    let declaring = files.map(\.module).filter { module in
      graphs[module]!.symbols.contains {
        ($0.kind.identifier == "swift.class" || $0.kind.identifier == "swift.actor") && $0.path == path
      }
    }
    return declaring.contains(preferred) ? preferred : declaring.first
  }

  /// The graph file of `module`.
  func file(of module: String) -> URL? {
    files.first { $0.module == module }?.file
  }
}

/// The names of `candidates` closest to `name`: those that contain it or that it contains
/// (ignoring case), then by edit distance; at most `limit`, each at most half the longer name's
/// length away.
func closestNames(to name: String, among candidates: Set<String>, limit: Int = 3) -> [String] {
  let lowered = name.lowercased()
  let ranked = candidates.compactMap { candidate -> (rank: Int, distance: Int, name: String)? in
    let other = candidate.lowercased()
    let contains = other.contains(lowered) || lowered.contains(other)
    let distance = editDistance(Array(lowered), Array(other))
    guard contains || distance <= max(name.count, candidate.count) / 2 else { return nil }
    return (contains ? 0 : 1, distance, candidate)
  }
  return ranked.sorted { ($0.rank, $0.distance, $0.name) < ($1.rank, $1.distance, $1.name) }
    .prefix(limit).map(\.name)
}

/// Levenshtein's distance between two strings' characters.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  var previous = Array(0...b.count)
  for (i, x) in a.enumerated() {
    var current = [i + 1]
    for (j, y) in b.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
