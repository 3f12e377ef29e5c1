/// Why the generator can not write a proxy: every refusal names the protocol, the member and why.
public enum GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A symbol graph file could not be read or decoded.
  case unreadableSymbolGraph(path: String, reason: String)
  /// The protocol is not in the given symbol graphs; `closest` are the protocols of the graphs
  /// whose names are closest to it, closest first.
  case protocolNotFound(name: String, module: String, closest: [String])
  /// None of the given symbol graphs is the module's; `available` are the modules they are of.
  case moduleNotFound(name: String, available: [String])
  /// The parent type is not in the given symbol graphs; `closest` are the classes of the graphs
  /// whose names are closest to it, closest first.
  case parentNotFound(name: String, closest: [String])
  /// A protocol the proxied one inherits is neither in the given graphs nor a known base protocol.
  case unknownInheritedProtocol(protocol: String, inherited: String)
  /// A protocol whose declaration names protocols it inherits without their identifiers, which no
  /// graph given declares: underscored protocols, left out of a graph extracted with
  /// `-minimum-access-level public` (NIOCore's `_ChannelInboundHandler`), with their requirements.
  case unresolvedInheritedProtocols(protocol: String, module: String, inherited: [String])
  /// A member (or the protocol itself) can not be proxied.
  case refused(protocol: String, member: String, reason: Refusal)
  /// The options are inconsistent.
  case invalidOptions(String)

  /// `Protocol.member: why`.
  public var description: String {
    switch self {
    case .unreadableSymbolGraph(let path, let reason):
      return "can not read the symbol graph \(path): \(reason)"
    case .protocolNotFound(let name, let module, let closest):
      if name.hasPrefix("_") {
        // symbolgraph-extract counts an underscored public symbol as internal.
        return "no protocol \(name) in the symbol graphs of \(module): swift symbolgraph-extract leaves "
          + "underscored symbols out of a graph extracted with -minimum-access-level public; extract "
          + "\(module)'s graph again with -minimum-access-level internal"
      }
      return "no protocol \(name) in the symbol graphs of \(module)"
        + (closest.isEmpty ? "" : "; the closest: \(closest.joined(separator: ", "))")
        + " (is --protocol spelled as the module declares it, and is its module's graph given?)"
    case .moduleNotFound(let name, let available):
      return "no symbol graph of the module \(name) was given; the graphs are of: "
        + "\(available.joined(separator: ", ")) (--module names the module that declares the protocol)"
    case .parentNotFound(let name, let closest):
      return "no class \(name) in the given symbol graphs"
        + (closest.isEmpty ? "" : "; the closest: \(closest.joined(separator: ", "))")
        + " (--parent names the class whose delegate the proxy becomes; give the graph of the module "
        + "that declares it with another --symbol-graph)"
    case .unknownInheritedProtocol(let name, let inherited):
      return "\(name) inherits \(inherited), which is in none of the given symbol graphs: "
        + "give its module's graph with another --symbol-graph"
    case .unresolvedInheritedProtocols(let name, let module, let inherited):
      let names =
        inherited.count == 1
        ? inherited[0] : inherited.dropLast().joined(separator: ", ") + " and " + inherited.last!
      let graph = module.isEmpty ? "the graph of the module that declares \(name)" : "\(module)'s graph"
      return "\(name) inherits \(names), which the symbol graphs name without an identifier and do not "
        + "declare: swift symbolgraph-extract leaves underscored protocols, and their requirements, out of "
        + "a graph extracted with -minimum-access-level public, and the proxy would miss those requirements. "
        + "Extract \(graph) again with -minimum-access-level internal and give it too with --symbol-graph "
        + "(the generate-delegate-proxy plugin does this itself)"
    case .refused(let name, let member, let reason):
      return member.isEmpty ? "\(name): \(reason)" : "\(name).\(member): \(reason)"
    case .invalidOptions(let message):
      return message
    }
  }
}

/// Why a member can not be proxied: a generated proxy is one class whose methods call
/// ``DelegateProxy``'s `route`, so a requirement must be a non-generic instance method (synchronous
/// or `async`) whose arguments it can pass on as they are.
public enum Refusal: Equatable, Sendable, CustomStringConvertible {
  /// A generic method: the proxy can not describe it with one `DelegateMethod`.
  case genericMethod
  /// A `where` clause on a method.
  case whereClause
  /// An associated type, with a `--parent`: the proxy is generic over its forward delegate's type,
  /// so it can not be installed as a parent's delegate, only be standalone.
  case associatedType
  /// A property requirement with a setter, or an `async` or throwing getter (a get-only one is
  /// read from the forward delegate).
  case property
  /// A subscript requirement.
  case `subscript`
  /// An initializer requirement.
  case initializer
  /// A `rethrows` method.
  case rethrowsMethod
  /// The protocol or the parent is isolated to a global actor other than `MainActor`.
  case globalActor(String)
  /// An `inout` parameter.
  case inoutParameter(String)
  /// A variadic parameter.
  case variadicParameter(String)
  /// A closure parameter that is not `@escaping` (or an `@autoclosure`): subscribers could keep it.
  case nonEscapingClosure(String)
  /// An ownership or isolation modifier on a parameter (`borrowing`, `consuming`, `sending`, `isolated`).
  case parameterModifier(String)
  /// A `static` or `class` requirement.
  case staticRequirement
  /// `Self` in the signature.
  case selfInSignature
  /// A requirement of a kind the generator does not know.
  case unsupportedKind(String)
  /// A declaration the generator could not read.
  case unreadableDeclaration(String)

  /// The reason, as a sentence fragment.
  public var description: String {
    switch self {
    case .genericMethod: return "a generic method can not be proxied"
    case .whereClause: return "a method with a where clause can not be proxied"
    case .associatedType:
      return "an associated type can not be proxied for a parent: the proxy of a protocol with associated "
        + "types is generic over its forward delegate's type, which it is not itself, so proxy(for:) can "
        + "not install it as the parent's delegate; leave out --parent (and its options) for a standalone "
        + "proxy, which the app hands to the library"
    case .property:
      return "a property requirement with a setter, or an async or throwing getter, can not be proxied"
    case .subscript: return "a subscript requirement can not be proxied"
    case .initializer: return "an initializer requirement can not be proxied"
    case .rethrowsMethod: return "a rethrows method can not be proxied"
    case .globalActor(let actor):
      return "isolation to the global actor \(actor) is not supported (only @MainActor is)"
    case .inoutParameter(let name): return "the inout parameter \(name) can not be proxied"
    case .variadicParameter(let name): return "the variadic parameter \(name) can not be proxied"
    case .nonEscapingClosure(let name):
      return "the non-escaping closure parameter \(name) can not be proxied (subscribers could keep it)"
    case .parameterModifier(let name): return "the parameter \(name)'s modifier can not be proxied"
    case .staticRequirement: return "a static or class requirement can not be proxied"
    case .selfInSignature: return "a method with Self in its signature can not be proxied"
    case .unsupportedKind(let kind): return "a requirement of kind \(kind) can not be proxied"
    case .unreadableDeclaration(let reason): return "its declaration could not be read (\(reason))"
    }
  }
}
