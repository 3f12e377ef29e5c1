/// Reads a protocol's requirements from symbol graphs and refuses what can not be proxied.
struct ProtocolAnalyzer {
  var index: SymbolIndex

  /// The kinds a protocol symbol has.
  static let protocolKinds: Set<String> = ["swift.protocol"]
  /// The kinds a parent type's symbol may have.
  static let nominalKinds: Set<String> = ["swift.class", "swift.struct", "swift.enum", "swift.actor"]

  /// The global actor a declaration's attributes name (`@MainActor protocol P`), if any.
  static func globalActor(of symbol: SymbolGraph.Symbol) -> String? {
    let fragments = symbol.declarationFragments ?? []
    for (position, fragment) in fragments.enumerated()
    where fragment.kind == "attribute" && fragment.spelling == "@" && position + 1 < fragments.count {
      let name = fragments[position + 1].spelling
      if name.hasSuffix("Actor") { return name }
    }
    return nil
  }

  /// The protocols in the graphs that `symbol` inherits, directly or not.
  private func inheritedSymbols(of symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
    var result: [SymbolGraph.Symbol] = []
    var seen: Set<String> = [symbol.identifier.precise]
    var pending = [symbol]
    while let next = pending.popLast() {
      for case (let id?, _) in inherited(next) where seen.insert(id).inserted {
        if let found = index.symbols[id]?.symbol {
          result.append(found)
          pending.append(found)
        }
      }
    }
    return result
  }

  /// The model of `module`'s `protocolName` for a proxy of `parentType` (empty: standalone); the
  /// protocol's internal defaults count when `inModule` (the proxy is in the protocol's module).
  func analyze(
    protocolName: String, module: String, parentType: String, inModule: Bool = false
  ) throws(GeneratorError) -> ProtocolModel {
    guard let symbol = index.topLevel(named: protocolName, kinds: Self.protocolKinds, module: module) else {
      let protocols = index.symbols.values.map(\.symbol).filter {
        $0.pathComponents.count == 1 && Self.protocolKinds.contains($0.kind.identifier)
      }
      throw .protocolNotFound(
        name: protocolName, module: module,
        closest: Naming.closest(to: protocolName, among: protocols.map(\.names.title)))
    }
    // A protocol that is not class-bound is proxied too: its forward delegate may be a value.
    var visiting = Set<String>()
    let classBound = try isClassBound(symbol, visiting: &visiting)
    var visited = Set<String>()
    var bases: [KnownBaseProtocol] = []
    var members: [(protocolName: String, symbol: SymbolGraph.Symbol)] = []
    try collect(symbol, visited: &visited, bases: &bases, members: &members)

    var declarations: [(protocolName: String, symbol: SymbolGraph.Symbol, declaration: FunctionDeclaration)] =
      []
    var signatures = Set<String>()
    // Associated types make the proxy generic over its forward delegate's type, which leaves them
    // open; such a proxy can not be its parent's delegate through `proxy(for:)` (its `Delegate` is
    // the forward delegate's type, which the proxy is not), so it is standalone.
    var associatedTypes: [String] = []
    for (owner, member) in members where member.kind.identifier == "swift.associatedtype" {
      guard parentType.isEmpty else {
        throw .refused(protocol: owner, member: member.names.title, reason: .associatedType)
      }
      if !associatedTypes.contains(member.names.title) { associatedTypes.append(member.names.title) }
    }
    var properties: [PropertyRequirement] = []
    for (owner, member) in members where member.kind.identifier == "swift.property" {
      properties.append(try checkProperty(member, of: owner, associatedTypes: associatedTypes))
    }
    for (owner, member) in members
    where member.kind.identifier != "swift.associatedtype" && member.kind.identifier != "swift.property" {
      let declaration = try check(member, of: owner, associatedTypes: associatedTypes)
      let signature =
        declaration.swiftName + declaration.parameters.map(\.valueType).joined(separator: ",")
        + "->" + (declaration.resultType ?? "Void")
      guard signatures.insert(signature).inserted else { continue }
      declarations.append((owner, member, declaration))
    }

    // Defaults come only from unconstrained extensions of the protocol or of those it inherits.
    let lineage = Set([symbol.identifier.precise] + inheritedSymbols(of: symbol).map(\.identifier.precise))
    for position in properties.indices {
      properties[position].hasDefault = index.hasDefaultImplementation(
        properties[position].identifier, within: lineage, includingInternal: inModule)
    }
    var requirements = declarations.map { owner, member, declaration in
      let methodName = Naming.methodName(declaration, parentType: parentType)
      return Requirement(
        protocolName: owner, declaration: declaration,
        hasDefault: index.hasDefaultImplementation(
          member.identifier.precise, within: lineage, includingInternal: inModule),
        selector: Naming.selector(
          baseName: declaration.baseName, labels: declaration.parameters.map(\.label)),
        name: methodName.name,
        dropsParent: Naming.firstParameterIsParent(declaration, parentType: parentType),
        consumed: methodName.consumed)
    }
    resolveSelectorCollisions(&requirements)
    resolveNameCollisions(&requirements)
    let foundationPrefixes = [
      "s:10Foundation", "s:20FoundationEssentials", "s:33FoundationInternationalization",
    ]
    let usesFoundation = declarations.contains { _, member, _ in
      (member.declarationFragments ?? []).contains { fragment in
        foundationPrefixes.contains { fragment.preciseIdentifier?.hasPrefix($0) ?? false }
      }
    }
    var referenced = Set<String>()
    for (_, member, _) in declarations {
      for fragment in member.declarationFragments ?? [] {
        if let id = fragment.preciseIdentifier, let named = SymbolIndex.module(ofIdentifier: id) {
          referenced.insert(named)
        }
      }
    }
    if let parent = index.nominalType(named: parentType),
      let parentModule = index.moduleOfSymbol[parent.identifier.precise]
    {
      referenced.insert(parentModule)
    }
    referenced = referenced.filter { !Self.implicitModules.contains($0) && $0 != module }
    var protocolActor: String?
    for candidate in [symbol] + inheritedSymbols(of: symbol) {
      if let actor = Self.globalActor(of: candidate) {
        protocolActor = actor
        break
      }
    }
    let parentSymbol = index.nominalType(named: parentType)
    let parentActor = parentSymbol.flatMap(Self.globalActor(of:))
    for actor in [protocolActor, parentActor].compactMap({ $0 }) where actor != "MainActor" {
      throw .refused(protocol: protocolName, member: "", reason: .globalActor(actor))
    }
    return ProtocolModel(
      name: protocolName, isClassBound: classBound, associatedTypes: associatedTypes,
      globalActor: protocolActor,
      parentGlobalActor: parentActor,
      requirements: requirements, implementedBases: bases,
      usesFoundation: usesFoundation || bases.contains { $0.defaultsSuperclass != nil },
      referencedModules: referenced.sorted(), properties: properties,
      inheritedNames: Set(inheritedSymbols(of: symbol).map(\.names.title)))
  }

  /// Modules a generated file never imports by name: the standard library's, those every Swift
  /// file sees, and Foundation's parts (imported as `Foundation`, ``ProtocolModel/usesFoundation``).
  static let implicitModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization",
  ]

  /// The protocols a protocol inherits, in the order it declares them, then any other the graph
  /// relates it to (sorted), each with the name to report. A protocol that the declaration names
  /// without an identifier — an underscored one in a graph extracted at `public`, as NIOCore's
  /// `ChannelInboundHandler` names `_ChannelInboundHandler` — is found by name in the graphs
  /// (another graph of the module, extracted at `internal`, declares it); its `id` is nil when
  /// none does.
  private func inherited(_ symbol: SymbolGraph.Symbol) -> [(id: String?, name: String)] {
    let id = symbol.identifier.precise
    var result: [(id: String?, name: String)] = []
    var seen = Set<String>()
    let fragments = symbol.declarationFragments ?? []
    if let nameIndex = fragments.firstIndex(where: { $0.kind == "identifier" }) {
      // The inheritance clause: up to a `where` clause, whose types are not inherited.
      let clause = fragments[(nameIndex + 1)...].prefix { !($0.kind == "keyword" && $0.spelling == "where") }
      for fragment in clause where fragment.kind == "typeIdentifier" {
        let target =
          fragment.preciseIdentifier
          ?? index.topLevel(
            named: fragment.spelling, kinds: Self.protocolKinds, module: index.moduleOfSymbol[id]
          )?.identifier.precise
        guard let target else {
          if !result.contains(where: { $0.id == nil && $0.name == fragment.spelling }) {
            result.append((nil, fragment.spelling))
          }
          continue
        }
        guard seen.insert(target).inserted else { continue }
        result.append((target, fragment.spelling))
      }
    }
    let related = index.relationships.filter {
      $0.source == id && ($0.kind == "conformsTo" || $0.kind == "inheritsFrom")
    }
    for relationship in related.sorted(by: { $0.target < $1.target })
    where seen.insert(relationship.target).inserted {
      result.append(
        (
          relationship.target,
          relationship.targetFallback ?? index.symbol(relationship.target)?.names.title ?? relationship.target
        ))
    }
    return result
  }

  /// Whether a protocol is class-bound: `AnyObject` (or `class`) in its declaration, or a
  /// class-bound or class parent.
  private func isClassBound(
    _ symbol: SymbolGraph.Symbol, visiting: inout Set<String>
  ) throws(GeneratorError) -> Bool {
    guard visiting.insert(symbol.identifier.precise).inserted else { return false }
    let declaration = symbol.declaration
    if let colon = declaration.firstIndex(of: ":") {
      let clause = String(declaration[colon...])
      if SwiftSource.mentions(clause, word: "AnyObject") || SwiftSource.mentions(clause, word: "class") {
        return true
      }
    }
    for case (let id?, let name) in inherited(symbol) {
      if let known = KnownBaseProtocol.find(identifier: id, fallbackName: name) {
        if known.isClassBound { return true }
        continue
      }
      guard let parent = index.symbol(id) else { continue }
      if parent.kind.identifier == "swift.class" { return true }
      if parent.kind.identifier == "swift.protocol", try isClassBound(parent, visiting: &visiting) {
        return true
      }
    }
    return false
  }

  /// Collects the requirements of `symbol`'s parents (depth first, in declaration order), then its own.
  private func collect(
    _ symbol: SymbolGraph.Symbol, visited: inout Set<String>, bases: inout [KnownBaseProtocol],
    members: inout [(protocolName: String, symbol: SymbolGraph.Symbol)]
  ) throws(GeneratorError) {
    guard visited.insert(symbol.identifier.precise).inserted else { return }
    let ancestors = inherited(symbol)
    // Never a proxy without their requirements: it would compile, and their calls would go to
    // the protocol's defaults, unseen.
    let unresolved = ancestors.filter { $0.id == nil }.map(\.name)
    if !unresolved.isEmpty {
      throw .unresolvedInheritedProtocols(
        protocol: symbol.names.title, module: index.moduleOfSymbol[symbol.identifier.precise] ?? "",
        inherited: unresolved)
    }
    for case (let id?, let name) in ancestors {
      if let known = KnownBaseProtocol.find(identifier: id, fallbackName: name) {
        if !known.proxyMembers.isEmpty || known.defaultsSuperclass != nil,
          !bases.contains(where: { $0.name == known.name })
        {
          bases.append(known)
        }
        continue
      }
      guard let parent = index.symbol(id) else {
        throw .unknownInheritedProtocol(protocol: symbol.names.title, inherited: name)
      }
      guard parent.kind.identifier == "swift.protocol" else { continue }
      try collect(parent, visited: &visited, bases: &bases, members: &members)
    }
    var seen = Set<String>()
    for member in index.sources("requirementOf", of: symbol.identifier.precise) + associatedTypes(of: symbol)
    where seen.insert(member.identifier.precise).inserted {
      members.append((symbol.names.title, member))
    }
  }

  /// Associated types listed as members rather than requirements.
  private func associatedTypes(of symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
    index.sources("memberOf", of: symbol.identifier.precise).filter {
      $0.kind.identifier == "swift.associatedtype"
    }
  }

  /// A get-only property requirement, or why it is refused: a setter, an `async` or throwing
  /// getter, `Self` in its type.
  private func checkProperty(
    _ member: SymbolGraph.Symbol, of owner: String, associatedTypes: [String]
  ) throws(GeneratorError) -> PropertyRequirement {
    let name = member.names.title
    var text = member.declaration
    for associated in associatedTypes {
      text = text.replacingOccurrences(of: "Self.\(associated)", with: associated)
    }
    let head = String(text.prefix { $0 != "{" })
    let accessors = text.dropFirst(head.count)
    guard let colon = head.firstIndex(of: ":"),
      SwiftSource.mentions(String(head[..<colon]), word: "var"),
      !SwiftSource.mentions(String(head[..<colon]), word: "static"),
      !SwiftSource.mentions(String(head[..<colon]), word: "class")
    else {
      throw .refused(protocol: owner, member: name, reason: .property)
    }
    for effect in ["set", "async", "throws"] where SwiftSource.mentions(String(accessors), word: effect) {
      throw .refused(protocol: owner, member: name, reason: .property)
    }
    let type = String(head[head.index(after: colon)...]).trimmed
    if SwiftSource.mentions(type, word: "Self") {
      throw .refused(protocol: owner, member: name, reason: .selfInSignature)
    }
    return PropertyRequirement(
      protocolName: owner, name: SwiftSource.unescaped(name), type: type, hasDefault: false,
      identifier: member.identifier.precise)
  }

  /// The declaration of a method requirement, or why it is refused.
  private func check(
    _ member: SymbolGraph.Symbol, of owner: String, associatedTypes: [String] = []
  ) throws(GeneratorError) -> FunctionDeclaration {
    let name = member.names.title
    func refuse(_ reason: Refusal) -> GeneratorError {
      .refused(protocol: owner, member: name, reason: reason)
    }
    switch member.kind.identifier {
    case "swift.method": break
    case "swift.associatedtype": throw refuse(.associatedType)
    case "swift.property", "swift.type.property": throw refuse(.property)
    case "swift.subscript", "swift.type.subscript": throw refuse(.subscript)
    case "swift.init": throw refuse(.initializer)
    case "swift.type.method": throw refuse(.staticRequirement)
    default: throw refuse(.unsupportedKind(member.kind.identifier))
    }
    // `Self.Response`, an associated type, is the generic proxy's `Response` (its typealias).
    var text = member.declaration
    for name in associatedTypes { text = text.replacingOccurrences(of: "Self.\(name)", with: name) }
    let declaration: FunctionDeclaration
    do {
      declaration = try FunctionDeclaration(parsing: text)
    } catch {
      throw refuse(.unreadableDeclaration(error.reason))
    }
    if SwiftSource.mentions(String(text.prefix { $0 != "(" }), word: "static")
      || SwiftSource.mentions(String(text.prefix { $0 != "(" }), word: "class")
    {
      throw refuse(.staticRequirement)
    }
    if declaration.hasGenericParameters || !(member.swiftGenerics?.parameters ?? []).isEmpty {
      throw refuse(.genericMethod)
    }
    if declaration.hasWhereClause { throw refuse(.whereClause) }
    if declaration.isRethrowing { throw refuse(.rethrowsMethod) }
    for parameter in declaration.parameters {
      let type = parameter.declaredType
      if SwiftSource.mentions(type, word: "inout") { throw refuse(.inoutParameter(parameter.internalName)) }
      if type.hasSuffix("...") { throw refuse(.variadicParameter(parameter.internalName)) }
      // A closure the method may not keep: the proxy's subscribers could keep it.
      if parameter.isClosure && !SwiftSource.mentions(type, word: "escaping") || type.contains("@autoclosure")
      {
        throw refuse(.nonEscapingClosure(parameter.internalName))
      }
      for modifier in ["borrowing", "consuming", "sending", "isolated", "__owned", "__shared"]
      where SwiftSource.mentions(type, word: modifier) {
        throw refuse(.parameterModifier(parameter.internalName))
      }
    }
    let types = declaration.parameters.map(\.declaredType) + [declaration.resultType ?? ""]
    if types.contains(where: { SwiftSource.mentions($0, word: "Self") }) { throw refuse(.selfInSignature) }
    return declaration
  }

  /// Two requirements with one selector (Swift overloads such as `urlSession(_:dataTask:didBecome:)`
  /// for a download and a stream task): the piece of each one's last non-closure parameter gets
  /// the parameter's type name (`didBecomeURLSessionDownloadTask:`), then an index if needed.
  private func resolveSelectorCollisions(_ requirements: inout [Requirement]) {
    let suffixed = requirements.map { requirement -> String in
      let parameters = requirement.declaration.parameters
      guard let last = parameters.lastIndex(where: { !$0.isClosure }) else { return requirement.selector }
      var labels = parameters.map(\.label)
      let suffix = Naming.typeSuffix(parameters[last].valueType)
      if last == 0 {
        return Naming.selector(baseName: requirement.declaration.baseName + suffix, labels: labels)
      }
      labels[last] = (labels[last] == "_" ? "" : labels[last]) + suffix
      return Naming.selector(baseName: requirement.declaration.baseName, labels: labels)
    }
    var counts: [String: Int] = [:]
    for requirement in requirements { counts[requirement.selector, default: 0] += 1 }
    for index in requirements.indices where counts[requirements[index].selector]! > 1 {
      requirements[index].selector = suffixed[index]
    }
    var seen: [String: Int] = [:]
    for index in requirements.indices {
      let selector = requirements[index].selector
      seen[selector, default: 0] += 1
      if seen[selector]! > 1 {
        requirements[index].selector =
          selector.hasSuffix(":")
          ? String(selector.dropLast()) + "\(seen[selector]!):" : selector + "\(seen[selector]!)"
      }
    }
  }

  /// Makes the names unique (``Naming/disambiguate(_:distinguishers:)``): from the labels the
  /// names did not use, then the parameters' types; and keeps them off reserved names.
  private func resolveNameCollisions(_ requirements: inout [Requirement]) {
    let names = requirements.map { Naming.reservedNames.contains($0.name) ? $0.name + "Method" : $0.name }
    let distinguishers = requirements.map { requirement -> Naming.Distinguishers in
      let parameters = requirement.declaration.parameters
      let others = parameters.indices.dropFirst(requirement.dropsParent ? 1 : 0)
      var unused = others.filter { !requirement.consumed.contains($0) }
      if let last = unused.last, Naming.completionLabels.contains(parameters[last].label) {
        unused.removeLast()
      }
      return Naming.Distinguishers(
        labels: unused.map { parameters[$0].label == "_" ? "" : Naming.capitalized(parameters[$0].label) },
        types: others.filter { !parameters[$0].isClosure }.map { Naming.typeSuffix(parameters[$0].valueType) }
      )
    }
    for (index, name) in Naming.disambiguate(names, distinguishers: distinguishers).enumerated() {
      requirements[index].name = name
    }
  }
}
