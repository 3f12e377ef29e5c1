/// What to generate: the proxy of one protocol for one parent type.
public struct ProxyOptions: Sendable {
  /// The module that declares the protocol.
  public var module: String
  /// The protocol the proxy conforms to.
  public var protocolName: String
  /// The type whose delegate the proxy becomes (`XMLParser`).
  public var parentType: String
  /// The parent's delegate property.
  public var delegateProperty: String
  /// Whether the parent's delegate is fixed when it is made (`URLSession`): the proxy is made
  /// first, without a parent, and handed to the parent's initializer.
  public var fixedDelegate: Bool
  /// Whether to add `parent.rx.delegate` and the parent's stream properties.
  public var parentRx: Bool
  /// The modules the generated file imports besides DynamicProxy and Foundation.
  public var imports: [String]
  /// Whether the generated declarations are `public` (else internal).
  public var isPublic: Bool

  /// Describes a proxy to generate.
  ///
  /// - Parameters:
  ///   - module: The module that declares the protocol.
  ///   - protocolName: The protocol.
  ///   - parentType: The delegating type.
  ///   - delegateProperty: The parent's delegate property.
  ///   - fixedDelegate: Whether the parent's delegate is fixed when it is made.
  ///   - parentRx: Whether to extend the parent's `rx`.
  ///   - imports: Extra imports.
  ///   - isPublic: Whether the declarations are public.
  public init(
    module: String, protocolName: String, parentType: String, delegateProperty: String = "delegate",
    fixedDelegate: Bool = false, parentRx: Bool = false, imports: [String] = [], isPublic: Bool = true
  ) {
    self.module = module
    self.protocolName = protocolName
    self.parentType = parentType
    self.delegateProperty = delegateProperty
    self.fixedDelegate = fixedDelegate
    self.parentRx = parentRx
    self.imports = imports
    self.isPublic = isPublic
  }

  /// The generated class's name: the protocol's name + `Proxy`.
  public var proxyName: String { protocolName + "Proxy" }
}

/// Writes the Swift source of a delegate-proxy class for a protocol, from symbol graphs.
///
/// ```swift
/// let graph = try SymbolGraph(
///   contentsOf: URL(fileURLWithPath: "FoundationXML.symbols.json"))
/// let source = try ProxyGenerator(graphs: [graph]).generate(
///   ProxyOptions(
///     module: "FoundationXML", protocolName: "XMLParserDelegate",
///     parentType: "XMLParser"))
/// ```
public struct ProxyGenerator: Sendable {
  private let graphs: [SymbolGraph]

  /// A generator reading `graphs` (the protocol's module's, and those of the modules its types
  /// and inherited protocols come from).
  ///
  /// - Parameter graphs: The symbol graphs.
  public init(graphs: [SymbolGraph]) {
    self.graphs = graphs
  }

  /// The source of the proxy `options` describes.
  ///
  /// - Parameter options: What to generate.
  /// - Returns: The Swift source, deterministic for the same graphs and options.
  /// - Throws: ``GeneratorError`` naming the protocol and member that can not be proxied, and why.
  public func generate(_ options: ProxyOptions) throws(GeneratorError) -> String {
    let index = SymbolIndex(graphs)
    let model = try ProtocolAnalyzer(index: index).analyze(
      protocolName: options.protocolName, module: options.module, parentType: options.parentType)
    let propertyType = delegatePropertyType(index, options)
    return ProxyEmitter(model: model, options: options, delegatePropertyType: propertyType).emit()
  }

  /// The declared type of the parent's delegate property, when the graphs have it.
  private func delegatePropertyType(_ index: SymbolIndex, _ options: ProxyOptions) -> String? {
    let property = index.symbols.values.map(\.symbol).first {
      $0.pathComponents == [options.parentType, options.delegateProperty]
        && $0.kind.identifier == "swift.property"
    }
    guard let declaration = property?.declaration,
      let colon = declaration.firstIndex(of: ":")
    else { return nil }
    var type = String(declaration[declaration.index(after: colon)...])
    if let accessors = type.range(of: " {") { type = String(type[..<accessors.lowerBound]) }
    return type.trimmed
  }
}
