/// How the methods of a ``DelegateProtocol`` are called at the C level.
public enum CallingConvention: Hashable, Sendable {
  /// Objective-C's: `R f(receiver, selector, arguments…)`. Forwarding swaps the receiver; the
  /// arguments observers see leave the receiver and selector out.
  case method
  /// A plain C callback: `R f(arguments…)`, its user-data pointer among the arguments. Forwarding
  /// passes every argument through unchanged; observers see them all.
  case function
}

/// A described delegate protocol: a name, methods with their C signatures, whether each is
/// optional, and the protocols it inherits — the run-time stand-in for an `@objc protocol`.
///
/// Each method has an index: its slot in the implementation table of every delegate of the
/// protocol (inherited methods first). Describe a protocol once and share it:
///
/// ```swift
/// let locationManagerDelegate = try DelegateProtocol(
///   "LocationManagerDelegate",
///   methods: [
///     .optional("locationManager:didUpdateLocations:", "v@@"),
///     .optional("locationManager:didFailWithError:", "v@@"),
///   ])
/// ```
///
/// Method types are written without the receiver and selector: `"v@@"` returns `void` and takes
/// two objects; a *method* protocol's C signature adds `@:` in front of the arguments. A full
/// Objective-C method encoding, with frame offsets, as `method_getTypeEncoding` returns it
/// (`"v32@0:8@16@24"`), is accepted as it is: its receiver and selector are already there.
public final class DelegateProtocol: Hashable, Sendable, CustomStringConvertible {
  /// One method of a protocol.
  public struct Method: Hashable, Sendable, CustomStringConvertible {
    /// The method's selector.
    public let selector: Selector
    /// The C signature a caller calls the method with (receiver and selector included for a
    /// *method* protocol).
    public let signature: MethodSignature
    /// Whether delegates may leave it unimplemented (`@optional`).
    public let isOptional: Bool
    /// The method's slot in a delegate's implementation table.
    public let index: Int
    /// The index of the first argument observers see: 2 for a *method* protocol, else 0.
    public let firstArgumentIndex: Int
    /// How a C frame boxes its struct arguments as the Swift structs, for a method described by a
    /// ``DelegateMethod``; nil otherwise (``StructValue``).
    let swiftStructs: SwiftStructBoxing?

    init(
      selector: Selector, signature: MethodSignature, isOptional: Bool, index: Int, firstArgumentIndex: Int,
      swiftStructs: SwiftStructBoxing? = nil
    ) {
      self.selector = selector
      self.signature = signature
      self.isOptional = isOptional
      self.index = index
      self.firstArgumentIndex = firstArgumentIndex
      self.swiftStructs = swiftStructs
    }

    /// The argument types as the protocol declares them (receiver and selector left out).
    public var argumentTypes: [TypeEncoding] {
      Array(signature.argumentTypes.dropFirst(firstArgumentIndex))
    }

    /// Whether the method returns a value.
    public var returnsValue: Bool { signature.returnType != .void }

    /// `selector (signature)`.
    public var description: String { "\(selector) (\(signature))" }
  }

  /// A method as written when describing a protocol.
  public struct MethodDescription: Sendable {
    /// The selector.
    public var selector: Selector
    /// The type encoding: return type, then the declared arguments; or, for a *method* protocol, a
    /// full Objective-C method encoding with frame offsets (`"v24@0:8@16"`).
    public var types: String
    /// Whether the method is optional.
    public var isOptional: Bool
    /// The Swift struct boxing of a ``DelegateMethod``'s description.
    var swiftStructs: SwiftStructBoxing? = nil

    /// Describes an optional method.
    ///
    /// - Parameters:
    ///   - selector: The selector.
    ///   - types: Return type then declared argument types, for example `"v@@"`.
    /// - Returns: The description.
    public static func optional(_ selector: Selector, _ types: String) -> MethodDescription {
      MethodDescription(selector: selector, types: types, isOptional: true)
    }

    /// Describes a required method.
    ///
    /// - Parameters:
    ///   - selector: The selector.
    ///   - types: Return type then declared argument types, for example `"B@"`.
    /// - Returns: The description.
    public static func required(_ selector: Selector, _ types: String) -> MethodDescription {
      MethodDescription(selector: selector, types: types, isOptional: false)
    }
  }

  /// The protocol's name.
  public let name: String
  /// The calling convention of every method.
  public let convention: CallingConvention
  /// The protocols this one inherits.
  public let inheritedProtocols: [DelegateProtocol]
  /// Every method, inherited ones first, each at its ``Method/index``.
  public let methods: [Method]
  /// The method index of each selector, by the selector's dense id: an open-addressing table of
  /// `(id, index)` pairs, twice as large as the method count (a power of two), probed linearly.
  @usableFromInline let lookup: [(id: Int, index: Int)]
  @usableFromInline let lookupMask: Int

  /// Describes a protocol.
  ///
  /// - Parameters:
  ///   - name: The protocol's name.
  ///   - convention: How its methods are called; ``CallingConvention/method`` by default.
  ///   - inheritedProtocols: Protocols whose methods this one includes (same convention).
  ///   - methods: The protocol's own methods.
  /// - Throws: ``DelegateProtocolError`` for a malformed or unsupported signature, a selector
  ///   declared twice, or an inherited protocol of another convention.
  public init(
    _ name: String, convention: CallingConvention = .method,
    inherits inheritedProtocols: [DelegateProtocol] = [], methods: [MethodDescription]
  ) throws(DelegateProtocolError) {
    var all: [Method] = []
    var index: [Selector: Int] = [:]
    func add(
      _ selector: Selector, _ signature: MethodSignature, optional: Bool, swiftStructs: SwiftStructBoxing?
    ) throws(DelegateProtocolError) {
      guard index[selector] == nil else { throw .duplicateSelector(selector, protocol: name) }
      index[selector] = all.count
      all.append(
        Method(
          selector: selector, signature: signature, isOptional: optional, index: all.count,
          firstArgumentIndex: convention == .method ? 2 : 0, swiftStructs: swiftStructs))
    }
    for parent in inheritedProtocols {
      guard parent.convention == convention else {
        throw .conventionMismatch(protocol: name, inherited: parent.name)
      }
      for method in parent.methods {
        if let existing = index[method.selector] {
          guard all[existing].signature == method.signature else {
            throw .conflictingSignatures(method.selector, protocol: name)
          }
          continue
        }
        try add(
          method.selector, method.signature, optional: method.isOptional, swiftStructs: method.swiftStructs)
      }
    }
    for description in methods {
      let signature: MethodSignature
      do {
        let components = try TypeEncoding.components(of: description.types)
        let declared = components.map(\.type)
        guard let returnType = declared.first else {
          throw MethodSignatureError.malformed(
            TypeEncodingError(encoding: description.types, offset: 0, reason: .empty))
        }
        var prefix: [TypeEncoding] = convention == .method ? [.object, .selector] : []
        if convention == .method, components.contains(where: { $0.frameOffset != nil }) {
          // Frame offsets mark a full Objective-C method encoding, as `method_getTypeEncoding`
          // gives it (`v24@0:8@16`): the receiver and selector are already there.
          let arguments = Array(declared.dropFirst())
          for (index, expected) in prefix.enumerated()
          where index >= arguments.count || arguments[index] != expected {
            throw MethodSignatureError.unsupported(
              index < arguments.count ? arguments[index] : .void, position: .argument(index),
              reason:
                "an encoding with frame offsets is a full Objective-C method encoding, which starts "
                + "with the receiver '@' and the selector ':' (\"v24@0:8@16\"); write these, or leave "
                + "out the offsets and the two (\"v@\")")
          }
          prefix = []
        }
        signature = try MethodSignature(
          returnType: returnType, argumentTypes: prefix + declared.dropFirst())
      } catch let error as TypeEncodingError {
        throw .invalidSignature(description.selector, .malformed(error))
      } catch let error as MethodSignatureError {
        throw .invalidSignature(description.selector, error)
      } catch {
        throw .invalidSignature(description.selector, .rejectedByLibffi("\(error)"))
      }
      try add(
        description.selector, signature, optional: description.isOptional,
        swiftStructs: description.swiftStructs)
    }
    self.name = name
    self.convention = convention
    self.inheritedProtocols = inheritedProtocols
    self.methods = all
    var capacity = 4
    while capacity < all.count * 2 { capacity *= 2 }
    var table = [(id: Int, index: Int)](repeating: (-1, -1), count: capacity)
    for method in all {
      var position = method.selector.storage.id & (capacity - 1)
      while table[position].id >= 0 { position = (position + 1) & (capacity - 1) }
      table[position] = (method.selector.storage.id, method.index)
    }
    self.lookup = table
    self.lookupMask = capacity - 1
  }

  /// The method a selector names, or nil when it is not part of the protocol.
  ///
  /// - Parameter selector: The selector.
  /// - Returns: The method.
  @inline(__always)
  public func method(for selector: Selector) -> Method? {
    guard let index = methodIndex(for: selector) else { return nil }
    return methods[index]
  }

  /// The index of the method a selector names, or nil: a probe of the id table, no hashing.
  /// Inlined into a parent's ``DelegateObject/withTarget(for:_:)-(Selector,_)``.
  @inlinable @inline(__always)
  func methodIndex(for selector: Selector) -> Int? {
    let id = selector.storage.id
    // The table's own buffer, for the closure; in range: the mask is the table's count less one
    // (a power of two).
    return unsafe lookup.withUnsafeBufferPointer { lookup in
      var position = id & lookupMask
      while true {
        let entry = unsafe lookup[position]
        if entry.id == id { return entry.index }
        if entry.id < 0 { return nil }
        position = (position + 1) & lookupMask
      }
    }
  }

  /// Whether this protocol is `other` or inherits it, directly or not.
  ///
  /// - Parameter other: Another protocol.
  /// - Returns: Whether a delegate of this protocol is also one of `other`.
  public func conforms(to other: DelegateProtocol) -> Bool {
    self === other || inheritedProtocols.contains { $0.conforms(to: other) }
  }

  /// Compares protocols by identity.
  ///
  /// - Parameters:
  ///   - lhs: A protocol.
  ///   - rhs: Another protocol.
  /// - Returns: Whether both are the same description.
  public static func == (lhs: DelegateProtocol, rhs: DelegateProtocol) -> Bool { lhs === rhs }

  /// Hashes the identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The protocol's name.
  public var description: String { name }
}

/// Why a protocol description was refused.
public enum DelegateProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A method's signature does not parse or can not be called.
  case invalidSignature(Selector, MethodSignatureError)
  /// A selector declared twice.
  case duplicateSelector(Selector, protocol: String)
  /// An inherited protocol with another calling convention.
  case conventionMismatch(protocol: String, inherited: String)
  /// Two inherited protocols declare one selector with different signatures.
  case conflictingSignatures(Selector, protocol: String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidSignature(let selector, let error):
      return "method \(selector): \(error)"
    case .duplicateSelector(let selector, let name):
      return "\(name) declares \(selector) twice"
    case .conventionMismatch(let name, let inherited):
      return "\(name) can not inherit \(inherited): their calling conventions differ"
    case .conflictingSignatures(let selector, let name):
      return "\(name) inherits \(selector) twice with different signatures"
    }
  }
}
