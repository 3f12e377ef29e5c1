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

    /// Where an extension member is declared: the extension's generic constraints
    /// (`extension P where Self: C` has `Self: C`).
    struct Extension: Decodable, Sendable {
      struct Constraint: Decodable, Sendable {
        /// `conformance`, `superclass` or `sameType`.
        var kind: String
        var lhs: String
        var rhs: String
        var rhsPrecise: String?
      }

      var constraints: [Constraint]?
    }

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var names: Names
    var declarationFragments: [Fragment]?
    var location: Location?
    var swiftGenerics: Generics?
    var swiftExtension: Extension?
    /// `public`, `open`, `package`, `internal`…: a graph extracted with `-minimum-access-level
    /// internal` has symbols that another module does not see.
    var accessLevel: String?

    /// Whether a module other than the symbol's own sees it: `public` or `open` (or not said).
    var isVisibleOutsideItsModule: Bool { accessLevel.map { $0 == "public" || $0 == "open" } ?? true }

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

  /// Whether some symbol is a default implementation of `requirement` that every conformer of the
  /// proxied protocol gets: a member of an unconstrained extension of one of `protocols` (the
  /// proxied protocol and those it inherits, by precise identifier). A default declared in
  /// `extension P where Self: C`, or in an extension of a protocol that refines `P`, is not one:
  /// the proxy's `Defaults` conformer would not have it. Nor is an internal one (in a graph
  /// extracted with `-minimum-access-level internal`) unless `includingInternal`: the proxy is
  /// then in the protocol's own module.
  func hasDefaultImplementation(
    _ requirement: String, within protocols: Set<String>, includingInternal: Bool
  ) -> Bool {
    relationships.contains { relationship in
      guard relationship.kind == "defaultImplementationOf", relationship.target == requirement,
        let implementation = symbol(relationship.source),
        includingInternal || implementation.isVisibleOutsideItsModule
      else { return false }
      return isUnconstrainedExtensionMember(implementation, of: protocols)
    }
  }

  /// Whether `member` is declared in an extension of one of `protocols` whose only constraints
  /// are conformances of `Self` to those protocols.
  func isUnconstrainedExtensionMember(_ member: SymbolGraph.Symbol, of protocols: Set<String>) -> Bool {
    let id = member.identifier.precise
    let owners = relationships.filter { $0.kind == "memberOf" && $0.source == id }.map(\.target)
    if owners.isEmpty {
      // No `memberOf`: the extended type is the first path component.
      let names = Set(protocols.compactMap { symbol($0)?.names.title })
      guard let first = member.pathComponents.first, member.pathComponents.count > 1, names.contains(first)
      else { return false }
    } else if !owners.allSatisfy(protocols.contains) {
      return false
    }
    for constraint in member.swiftExtension?.constraints ?? [] {
      guard constraint.kind == "conformance", constraint.lhs == "Self" else { return false }
      if let precise = constraint.rhsPrecise {
        guard protocols.contains(precise) else { return false }
      } else if !protocols.contains(where: { symbol($0)?.names.title == constraint.rhs }) {
        return false
      }
    }
    return true
  }

  /// The module a precise identifier (a Swift USR, `s:7NIOCore16EventLoopPromiseV`) names first:
  /// the module that declares the symbol. Nil for the standard library's (`s:s…`, `s:S…`),
  /// C declarations (`c:…`, `s:So…`) and identifiers it can not read.
  static func module(ofIdentifier identifier: String) -> String? {
    guard identifier.hasPrefix("s:") else { return nil }
    let mangled = identifier.dropFirst(2)
    let digits = mangled.prefix { $0.isASCII && $0.isNumber }
    guard !digits.hasPrefix("0"), let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    guard name.count == length else { return nil }
    return String(name)
  }
}
