/// A protocol the proxied one inherits whose requirements the generator does not proxy: a marker
/// protocol (nothing to implement), or one the proxy implements itself.
struct KnownBaseProtocol: Sendable {
  /// The protocol's name.
  var name: String
  /// Its symbol's precise identifiers (USRs).
  var identifiers: Set<String>
  /// Whether inheriting it makes a protocol class-bound.
  var isClassBound: Bool
  /// Members the proxy class declares to satisfy it (with `ACCESS ` where the access goes).
  var proxyMembers: [String]
  /// The superclass the private `Defaults` conformer takes to satisfy it.
  var defaultsSuperclass: String?

  /// Sendable, SendableMetatype, Copyable, Escapable, BitwiseCopyable: markers, nothing to implement;
  /// NSObjectProtocol (which corelibs-foundation's URLSession delegates inherit): the proxy is not an
  /// `NSObject`, so it implements it itself with identity semantics.
  static let all: [KnownBaseProtocol] = [
    marker("Sendable", "s:s8SendableP"),
    marker("SendableMetatype", "s:s16SendableMetatypeP"),
    marker("Copyable", "s:s8CopyableP"),
    marker("Escapable", "s:s9EscapableP"),
    marker("BitwiseCopyable", "s:s15BitwiseCopyableP"),
    KnownBaseProtocol(
      name: "NSObjectProtocol", identifiers: ["s:10Foundation16NSObjectProtocolP"], isClassBound: true,
      proxyMembers: [
        "/// Whether `object` is this proxy: identity, as the proxy is not an `NSObject`.",
        "ACCESS func isEqual(_ object: Any?) -> Bool { object.map { ($0 as AnyObject) === self } ?? false }",
        "/// The proxy's identity hash.",
        "ACCESS var hash: Int { ObjectIdentifier(self).hashValue }",
        "/// The proxy itself.",
        "ACCESS func `self`() -> Self { self }",
        "/// `true`: the proxy stands in for the forward delegate.",
        "ACCESS func isProxy() -> Bool { true }",
        "/// The proxy's class and identity.",
        "ACCESS var description: String { \"<\\(Self.self): \\(ObjectIdentifier(self))>\" }",
        "/// The same as `description`.",
        "ACCESS var debugDescription: String { description }",
      ],
      defaultsSuperclass: "NSObject"),
  ]

  private static func marker(_ name: String, _ identifier: String) -> KnownBaseProtocol {
    KnownBaseProtocol(
      name: name, identifiers: [identifier], isClassBound: false, proxyMembers: [], defaultsSuperclass: nil)
  }

  /// The known protocol of a symbol identifier or fallback name (`Foundation.NSObjectProtocol`).
  static func find(identifier: String, fallbackName: String?) -> KnownBaseProtocol? {
    if let known = all.first(where: { $0.identifiers.contains(identifier) }) { return known }
    guard let fallbackName else { return nil }
    let name = fallbackName.split(separator: ".").last.map(String.init) ?? fallbackName
    return all.first { $0.name == name }
  }
}

/// A method requirement the proxy implements.
struct Requirement: Sendable {
  /// The protocol that declares it.
  var protocolName: String
  var declaration: FunctionDeclaration
  /// Whether a protocol extension implements it.
  var hasDefault: Bool
  /// The selector `DelegateMethod` uses.
  var selector: String
  /// The `Methods` member and rx property name (unescaped).
  var name: String
  /// Whether the first parameter is the delegating object (left out of the rx streams).
  var dropsParent: Bool
  /// Parameters whose labels make the name: their streams' tuple labels are their internal names.
  var consumed: Set<Int>
}

/// A get-only property requirement (NIOSSH's `supportedAuthenticationMethods`): the proxy reads
/// it from the forward delegate, else from the protocol's default; a property is read, not
/// called, so it has no events.
struct PropertyRequirement: Sendable {
  /// The protocol that declares it.
  var protocolName: String
  var name: String
  var type: String
  /// Whether a protocol extension that every conformer gets implements it.
  var hasDefault: Bool
  /// Its symbol's precise identifier.
  var identifier: String
}

/// A protocol ready to emit: every requirement, inherited ones first.
struct ProtocolModel: Sendable {
  var name: String
  /// Whether the protocol is class-bound; else its conformers may be values (structs, enums),
  /// which the proxy's forward delegate holds retained, and a parent holds its delegate strongly.
  var isClassBound = true
  /// The protocol's associated types (`Response`): the proxy is then generic over its forward
  /// delegate's type, `Forward`, and standalone.
  var associatedTypes: [String] = []
  /// The global actor the protocol (or one it inherits) is isolated to (`MainActor`), if any.
  var globalActor: String?
  /// The global actor the parent type is isolated to, if any.
  var parentGlobalActor: String?
  var requirements: [Requirement]
  /// Inherited protocols the proxy implements itself (NSObjectProtocol).
  var implementedBases: [KnownBaseProtocol]
  /// Whether a signature names a Foundation type (the generated file then imports Foundation).
  var usesFoundation: Bool
  /// The other modules the signatures and the parent come from (`NIOCore` for NIOSSH's
  /// `EventLoopPromise`), which the generated file imports: not the protocol's module (imported
  /// with `--import`, or the proxy's own), not the standard library's, not Foundation's.
  var referencedModules: [String] = []
  /// The get-only property requirements: read from the forward delegate, else the default.
  var properties: [PropertyRequirement] = []
  /// The names of the protocols it inherits, directly or not (those of the graphs).
  var inheritedNames: Set<String> = []
}
