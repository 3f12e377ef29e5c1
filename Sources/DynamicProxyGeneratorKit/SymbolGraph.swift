import Foundation

/// A module's symbol graph, as `swift symbolgraph-extract` writes it: the few fields the generator
/// reads, decoded with `JSONDecoder`.
public struct SymbolGraph: Decodable, Sendable {
  /// The module the graph describes.
  public struct Module: Decodable, Sendable {
    /// The module's name.
    public var name: String
  }

  /// One symbol: a type, a protocol, a requirement, an extension member.
  struct Symbol: Decodable, Sendable {
    struct Kind: Decodable, Sendable {
      var identifier: String
    }

    struct Identifier: Decodable, Sendable {
      var precise: String
    }

    struct Names: Decodable, Sendable {
      var title: String
    }

    struct Location: Decodable, Sendable {
      struct Position: Decodable, Sendable {
        var line: Int
        var character: Int
      }

      var uri: String
      var position: Position
    }

    struct Generics: Decodable, Sendable {
      struct Parameter: Decodable, Sendable {
        var name: String
      }

      var parameters: [Parameter]?
    }

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var names: Names
    var declarationFragments: [Fragment]?
    var location: Location?
    var swiftGenerics: Generics?

    /// The declaration as Swift source.
    var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
  }

  /// A piece of a declaration.
  struct Fragment: Decodable, Sendable {
    var kind: String
    var spelling: String
    var preciseIdentifier: String?
  }

  /// A relationship between two symbols (`requirementOf`, `conformsTo`, `defaultImplementationOf`…).
  struct Relationship: Decodable, Sendable {
    var kind: String
    var source: String
    var target: String
    var targetFallback: String?
  }

  /// The module the graph describes.
  public var module: Module
  var symbols: [Symbol]
  var relationships: [Relationship]

  /// Reads a symbol graph file.
  ///
  /// - Parameter url: The `.symbols.json` file.
  /// - Throws: ``GeneratorError/unreadableSymbolGraph(path:reason:)`` when it can not be read or decoded.
  public init(contentsOf url: URL) throws(GeneratorError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableSymbolGraph(path: url.path, reason: "\(error)")
    }
    do {
      self = try JSONDecoder().decode(SymbolGraph.self, from: data)
    } catch {
      throw .unreadableSymbolGraph(path: url.path, reason: "\(error)")
    }
  }
}

/// Every symbol and relationship of several graphs, indexed.
struct SymbolIndex {
  /// Each symbol with its position in the input, so that order is stable.
  var symbols: [String: (symbol: SymbolGraph.Symbol, order: Int)] = [:]
  var relationships: [SymbolGraph.Relationship] = []
  /// Each graph's module name by symbol.
  var moduleOfSymbol: [String: String] = [:]

  init(_ graphs: [SymbolGraph]) {
    var order = 0
    for graph in graphs {
      for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
        symbols[symbol.identifier.precise] = (symbol, order)
        moduleOfSymbol[symbol.identifier.precise] = graph.module.name
        order += 1
      }
      relationships += graph.relationships
    }
  }

  func symbol(_ id: String) -> SymbolGraph.Symbol? { symbols[id]?.symbol }

  /// The top-level symbol of `kind` named `name`, preferring `module`'s.
  func topLevel(named name: String, kinds: Set<String>, module: String?) -> SymbolGraph.Symbol? {
    let matches = symbols.values
      .filter { $0.symbol.pathComponents == [name] && kinds.contains($0.symbol.kind.identifier) }
      .sorted { $0.order < $1.order }
    if let module,
      let match = matches.first(where: { moduleOfSymbol[$0.symbol.identifier.precise] == module })
    {
      return match.symbol
    }
    return matches.first?.symbol
  }

  /// The class, struct, enum or actor named `typeName`, its generic arguments left out
  /// (`NSCache<AnyObject, AnyObject>` is `NSCache`), a nested type by its path (`Outer.Inner`); nil
  /// when the graphs do not have it.
  func nominalType(named typeName: String) -> SymbolGraph.Symbol? {
    let path = String(typeName.prefix { $0 != "<" }).trimmed.split(separator: ".").map(String.init)
    return symbols.values
      .filter {
        $0.symbol.pathComponents == path && ProtocolAnalyzer.nominalKinds.contains($0.symbol.kind.identifier)
      }
      .min { $0.order < $1.order }?.symbol
  }

  /// The names of the graphs' classes, nested ones by their path (`Outer.Inner`).
  var classNames: [String] {
    symbols.values.filter { $0.symbol.kind.identifier == "swift.class" }
      .map { $0.symbol.pathComponents.joined(separator: ".") }
  }

  /// The symbols that are `kind` of `target` (for example the requirements of a protocol), in
  /// declaration order: by source location when every one has one, else in the graph's order.
  func sources(_ kind: String, of target: String) -> [SymbolGraph.Symbol] {
    var seen = Set<String>()
    let entries = relationships.filter {
      $0.kind == kind && $0.target == target && seen.insert($0.source).inserted
    }
    .compactMap { symbols[$0.source] }
    if entries.allSatisfy({ $0.symbol.location != nil }) {
      return entries.sorted {
        let (l, r) = ($0.symbol.location!, $1.symbol.location!)
        return (l.uri, l.position.line, l.position.character, $0.order)
          < (r.uri, r.position.line, r.position.character, $1.order)
      }.map(\.symbol)
    }
    return entries.sorted { $0.order < $1.order }.map(\.symbol)
  }

  /// Whether some symbol is a default implementation of `requirement`.
  func hasDefaultImplementation(_ requirement: String) -> Bool {
    relationships.contains { $0.kind == "defaultImplementationOf" && $0.target == requirement }
  }
}
