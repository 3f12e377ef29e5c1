/// What to generate: the proxy of one protocol for one parent type.
public struct ProxyOptions: Equatable, Sendable {
  /// The module that declares the protocol.
  public var module: String
  /// The protocol the proxy conforms to.
  public var protocolName: String
  /// The type whose delegate the proxy becomes (`XMLParser`); empty for a standalone proxy
  /// (``isStandalone``).
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
  ///   - parentType: The delegating type; empty for a standalone proxy.
  ///   - delegateProperty: The parent's delegate property.
  ///   - fixedDelegate: Whether the parent's delegate is fixed when it is made.
  ///   - parentRx: Whether to extend the parent's `rx`.
  ///   - imports: Extra imports.
  ///   - isPublic: Whether the declarations are public.
  public init(
    module: String, protocolName: String, parentType: String = "", delegateProperty: String = "delegate",
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

  /// Whether the proxy has no parent (no `--parent`): made with `init()` and handed by the app to
  /// the library, as an observer (GRDB's `db.add(transactionObserver:)`) or an initializer's
  /// delegate (NIOSSH's handler); its forward delegate is set with `setForwardToDelegate`.
  public var isStandalone: Bool { parentType.isEmpty }

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
  /// - Throws: ``GeneratorError`` naming the protocol and member that can not be proxied, and why;
  ///   or the module, protocol or parent that the graphs do not have, with the names they have.
  public func generate(_ options: ProxyOptions) throws(GeneratorError) -> String {
    let modules = graphs.map(\.module.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard modules.contains(options.module) else {
      throw .moduleNotFound(name: options.module, available: modules)
    }
    let index = SymbolIndex(graphs)
    if options.isStandalone {
      for (option, isSet) in [("--fixed-delegate", options.fixedDelegate), ("--parent-rx", options.parentRx)]
      where isSet {
        throw .invalidOptions("\(option) needs a --parent: a proxy without one is standalone")
      }
    } else {
      try checkParent(index, options)
    }
    // A proxy outside the protocol's module imports it (`--import`): the module's internal
    // defaults, in a graph extracted at `internal`, are not its conformers'.
    let model = try ProtocolAnalyzer(index: index).analyze(
      protocolName: options.protocolName, module: options.module, parentType: options.parentType,
      inModule: !options.imports.contains(options.module))
    let accessor = options.isStandalone ? (type: nil, methods: nil) : try delegateAccessor(index, options)
    try checkDelegateType(accessor.type, model, options)
    return ProxyEmitter(
      model: model, options: options, delegatePropertyType: accessor.type, accessorMethods: accessor.methods
    ).emit()
  }

  /// Refuses a parent the graphs do not have, or one that is not a class: the generated code
  /// would not compile.
  private func checkParent(_ index: SymbolIndex, _ options: ProxyOptions) throws(GeneratorError) {
    guard let parent = index.nominalType(named: options.parentType) else {
      let name = String(options.parentType.prefix { $0 != "<" }).trimmed
      throw .parentNotFound(name: name, closest: Naming.closest(to: name, among: index.classNames))
    }
    let kind = parent.kind.identifier
    guard kind == "swift.class" || kind == "swift.actor" else {
      throw .invalidOptions(
        "\(options.parentType) is a \(kind.replacingOccurrences(of: "swift.", with: "")), not a class: "
          + "--parent names the class whose delegate the proxy becomes")
    }
  }

  /// How the parent's delegate is read and set: its property, or, when the parent has none of that
  /// name, a getter and a setter method (`delegate()` and `setDelegate(_:)`, as Foundation's
  /// `Port` has).
  ///
  /// - Throws: ``GeneratorError/invalidOptions(_:)`` when the graphs have the parent, without a
  ///   superclass that might declare the delegate, and it has neither.
  private func delegateAccessor(
    _ index: SymbolIndex, _ options: ProxyOptions
  ) throws(GeneratorError) -> (type: String?, methods: (getter: String, setter: String)?) {
    let parentName = String(options.parentType.prefix { $0 != "<" }).trimmed
    let name = options.delegateProperty
    let parentPath = parentName.split(separator: ".").map(String.init)
    let members = index.symbols.values.map(\.symbol).filter {
      $0.pathComponents.count == parentPath.count + 1 && $0.pathComponents.dropLast() == parentPath[...]
    }
    if let property = members.first(where: {
      $0.pathComponents.last == name && $0.kind.identifier == "swift.property"
    }) {
      return (Self.declaredType(property.declaration, after: ":"), nil)
    }
    let setter = "set" + name.prefix(1).uppercased() + name.dropFirst()
    if let getter = members.first(where: {
      $0.pathComponents.last == "\(name)()" && $0.kind.identifier == "swift.method"
    }),
      members.contains(where: {
        $0.pathComponents.last == "\(setter)(_:)" && $0.kind.identifier == "swift.method"
      })
    {
      return (Self.declaredType(getter.declaration, after: "->"), (name, setter))
    }
    // Trusted when a superclass might declare it (the graphs have the parent: `checkParent`).
    guard let parent = index.nominalType(named: options.parentType),
      !index.relationships.contains(where: {
        $0.kind == "inheritsFrom" && $0.source == parent.identifier.precise
      })
    else { return (nil, nil) }
    throw .invalidOptions(
      "\(parentName) has no property `\(name)`, nor methods `\(name)()` and `\(setter)(_:)`: "
        + "name its delegate property with --delegate-property")
  }

  /// Refuses a parent whose delegate property (or getter) has a type the proxy can not be
  /// assigned to (another protocol's existential): `setCurrentDelegate` would not compile. A fixed
  /// delegate is only compared, never assigned.
  private func checkDelegateType(
    _ type: String?, _ model: ProtocolModel, _ options: ProxyOptions
  ) throws(GeneratorError) {
    guard let type, !options.fixedDelegate else { return }
    let name = Naming.normalizedTypeName(type)
    let accepted: Set<String> = ["AnyObject", "Any", options.protocolName]
    guard !accepted.contains(name), !model.inheritedNames.contains(name) else { return }
    throw .invalidOptions(
      "\(options.parentType)'s \(options.delegateProperty) is a \(type), which a \(options.proxyName) can not be "
        + "assigned to: name the \(options.parentType)'s property of type \(options.protocolName) with "
        + "--delegate-property, or leave out --parent for a standalone proxy")
  }

  /// The type in `declaration` after `marker` (`:` of a property, `->` of a method), without
  /// accessors.
  private static func declaredType(_ declaration: String, after marker: String) -> String? {
    guard let range = declaration.range(of: marker) else { return nil }
    var type = String(declaration[range.upperBound...])
    if let accessors = type.range(of: " {") { type = String(type[..<accessors.lowerBound]) }
    return type.trimmed
  }
}
