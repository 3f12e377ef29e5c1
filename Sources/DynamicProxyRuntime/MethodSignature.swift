internal import CShims
import DynamicProxySupport
import Synchronization

/// The C types of a method or function: its return type and argument types, with a prepared libffi
/// call interface, the counterpart of `NSMethodSignature`.
///
/// A signature is built from an Objective-C type encoding (`"v@:q"`, `"v40@0:8d16d24@32"`) or from
/// ``TypeEncoding`` values. Identical encodings share one prepared call interface through a
/// process-wide, thread-safe cache of at most ``cacheLimit`` entries (a signature is filed under its
/// canonical encoding and under the spelling it was built from) whose libffi types together stay
/// under about 15 MB (2^20 type nodes: a short encoding can describe a huge struct); once either
/// bound is reached, new signatures are built and freed on their own, unshared. A signature is immutable and can be used
/// from any thread once created.
///
/// Signatures that libffi can not call are refused when they are built, never at call time:
/// unions, bitfields, `?` (a type of unknown size), `void` arguments, arrays passed by value, structs
/// without fields, and `long double` off x86_64.
public struct MethodSignature: Hashable, Sendable, CustomStringConvertible {
  package let storage: SignatureStorage

  /// The signature whose shared storage is `storage`.
  package init(storage: SignatureStorage) {
    self.storage = storage
  }

  /// The most entries the shared signature cache keeps.
  public static let cacheLimit = 4096

  /// Builds (or finds in the cache) the signature an Objective-C type encoding describes
  /// (`+[NSMethodSignature signatureWithObjCTypes:]`).
  ///
  /// - Parameter types: The encoding: the return type first, then each argument, optionally with
  ///   qualifiers and frame offsets, for example `"B24@0:8@16"`.
  /// - Throws: ``MethodSignatureError/malformed(_:)`` for an encoding that does not parse,
  ///   ``MethodSignatureError/unsupported(_:position:reason:)`` for a type libffi can not call.
  public init(_ types: String) throws(MethodSignatureError) {
    if let cached = SignatureCache.shared.lookup(types) {
      storage = cached
      return
    }
    let components: [TypeEncoding.Component]
    do {
      components = try TypeEncoding.components(of: types)
    } catch {
      throw .malformed(error)
    }
    guard let first = components.first else {
      throw .malformed(TypeEncodingError(encoding: types, offset: 0, reason: .empty))
    }
    storage = try SignatureCache.shared.storage(
      returnType: first.type, argumentTypes: components.dropFirst().map(\.type),
      qualifiers: components.map(\.qualifiers), alias: types)
  }

  /// Builds (or finds in the cache) the signature of a function returning `returnType` and taking
  /// `argumentTypes`.
  ///
  /// - Parameters:
  ///   - returnType: The return type; ``TypeEncoding/void`` for none.
  ///   - argumentTypes: The argument types, in order. For a method, the receiver (`@`) and the
  ///     selector (`:`) come first.
  /// - Throws: ``MethodSignatureError/unsupported(_:position:reason:)`` for a type libffi can not
  ///   call, or one an encoding can not write: pointers, arrays, structs and unions nested more
  ///   than 64 levels deep, or a struct or union named with `=` or its closing delimiter (where an
  ///   encoding's name ends).
  public init(returnType: TypeEncoding, argumentTypes: [TypeEncoding]) throws(MethodSignatureError) {
    // Types built in code are held to what the parser accepts before they are written out as the
    // cache's key: a name the parser would cut could read as another signature's types, and the
    // writer recurses as deep as the type.
    try returnType.checkWritable(at: .returnValue)
    for (index, type) in argumentTypes.enumerated() {
      try type.checkWritable(at: .argument(index))
    }
    storage = try SignatureCache.shared.storage(
      returnType: returnType, argumentTypes: argumentTypes,
      qualifiers: Array(repeating: [], count: argumentTypes.count + 1), alias: nil)
  }

  /// The canonical encoding: no qualifiers, no frame offsets (`"v@:dd@"`).
  public var encoding: String { storage.encoding }

  /// The return type.
  public var returnType: TypeEncoding { storage.returnSlot.type }

  /// The argument types, in order.
  public var argumentTypes: [TypeEncoding] { storage.argumentSlots.map(\.type) }

  /// The number of arguments (`numberOfArguments`), receiver and selector included for methods.
  public var numberOfArguments: Int { storage.argumentSlots.count }

  /// The type of an argument (`getArgumentTypeAtIndex:`).
  ///
  /// - Parameter index: An index below ``numberOfArguments``.
  /// - Returns: The argument's type.
  public func argumentType(at index: Int) -> TypeEncoding {
    checkArgumentIndex(index)
    return storage.argumentSlots[index].type
  }

  /// The qualifiers the encoding gave an argument (`r`, `n`, `o`, …); empty when built from types.
  ///
  /// - Parameter index: An index below ``numberOfArguments``.
  /// - Returns: The argument's qualifiers.
  public func argumentQualifiers(at index: Int) -> TypeQualifiers {
    checkArgumentIndex(index)
    return storage.qualifiers[index + 1]
  }

  /// Traps with a message naming the signature when `index` is not an argument index.
  private func checkArgumentIndex(_ index: Int) {
    precondition(
      index >= 0 && index < numberOfArguments,
      "argument index \(index) out of range: \(MessageQuoting.quotedEncoding(encoding)) has "
        + "\(numberOfArguments) argument\(numberOfArguments == 1 ? "" : "s")")
  }

  /// Whether the encoding marked the method `oneway` (`isOneway`).
  public var isOneway: Bool { storage.qualifiers[0].contains(.oneway) }

  /// The size in bytes of the return value (`methodReturnLength`); 0 for `void`.
  public var returnLength: Int { storage.returnSlot.size }

  /// The alignment in bytes of the return value; 1 for `void`.
  public var returnAlignment: Int { storage.returnSlot.alignment }

  /// The size in bytes of an argument.
  ///
  /// - Parameter index: An index below ``numberOfArguments``.
  /// - Returns: The size libffi laid the argument out with.
  public func argumentSize(at index: Int) -> Int {
    checkArgumentIndex(index)
    return storage.argumentSlots[index].size
  }

  /// The alignment in bytes of an argument.
  ///
  /// - Parameter index: An index below ``numberOfArguments``.
  /// - Returns: The alignment libffi laid the argument out with.
  public func argumentAlignment(at index: Int) -> Int {
    checkArgumentIndex(index)
    return storage.argumentSlots[index].alignment
  }

  /// Whether the signature has a method's shape: a receiver (`@`) then a selector (`:`).
  public var isMethod: Bool { storage.isMethod }

  /// The canonical encoding.
  public var description: String { storage.encoding }

  /// Compares two signatures by their canonical encodings.
  ///
  /// - Parameters:
  ///   - lhs: A signature.
  ///   - rhs: Another signature.
  /// - Returns: Whether both describe the same C types.
  public static func == (lhs: MethodSignature, rhs: MethodSignature) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.encoding == rhs.storage.encoding
  }

  /// Hashes the canonical encoding.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.encoding)
  }
}

/// Why a signature could not be built.
public enum MethodSignatureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The encoding does not parse.
  case malformed(TypeEncodingError)
  /// A type that libffi can not pass or return (a union, a bitfield, …), with the reason.
  case unsupported(TypeEncoding, position: ValuePosition, reason: String)
  /// More arguments than libffi accepts (the limit is given).
  case tooManyArguments(Int, limit: Int)
  /// libffi refused to prepare the call interface.
  case rejectedByLibffi(String)

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .malformed(let error):
      return error.description
    case .unsupported(let type, let position, let reason):
      return "unsupported \(position) \(MessageQuoting.quotedEncoding(type.encoding)): \(reason)"
    case .tooManyArguments(let count, let limit):
      return "a signature with \(count) arguments is over libffi's limit of \(limit)"
    case .rejectedByLibffi(let reason):
      return "libffi rejected the signature: \(reason)"
    }
  }
}

/// Where a value sits: the return value or an argument of a call, or a ``StructValue`` on its own.
public enum ValuePosition: Hashable, Sendable, CustomStringConvertible {
  /// The return value.
  case returnValue
  /// The argument at this index (0 is the receiver of a method).
  case argument(Int)
  /// A ``StructValue`` made or read outside any call: by ``StructValue/init(bytes:encoding:)``,
  /// ``StructValue/init(_:encoding:)`` or ``StructValue/load(as:)``.
  case structValue

  /// "return value", "argument N" or "struct value".
  public var description: String {
    switch self {
    case .returnValue: return "return value"
    case .argument(let index): return "argument \(index)"
    case .structValue: return "struct value"
    }
  }
}

/// How a value of one C type is read and written: the boxing and call paths switch on it.
@usableFromInline
package enum ValueKind: UInt8, Sendable {
  case void, int8, int16, int32, int64, uint8, uint16, uint32, uint64
  case float, double, longDouble, bool
  case cString, object, objectClass, selector, pointer, structure

  /// Whether libffi widens a return value of this kind to a whole `ffi_arg`.
  var isWidenedInteger: Bool {
    switch self {
    case .int8, .int16, .int32, .uint8, .uint16, .uint32, .bool: return true
    default: return false
    }
  }
}

/// A return value or argument slot: its type, how to read it, its size and alignment.
///
/// `@safe`: its one pointer, ``acceptedStructType``, is unsafe by type, so each use of it proves
/// where it stands that the slot's ``SignatureStorage`` is alive; the rest is plain values.
@safe @usableFromInline
package struct SlotInfo: @unchecked Sendable {  // `acceptedStructType` points at an atomic cell.
  @usableFromInline package let type: TypeEncoding
  @usableFromInline package let kind: ValueKind
  @usableFromInline package let size: Int
  @usableFromInline package let alignment: Int
  /// For a struct slot of a signature: the cell that remembers the last Swift type (its metadata
  /// pointer, 0 for none) that ``TypeEncodable`` showed to have this struct's fields and layout,
  /// so that its next value is copied without a conformance look-up. Owned by the
  /// ``SignatureStorage`` the slot belongs to, which outlives every use of the slot.
  @usableFromInline package let acceptedStructType: UnsafePointer<Atomic<UInt>>?
  /// For a struct slot, its interned encoding: what a ``StructValue`` boxed from the slot refers to
  /// without retaining the slot's (shared) encoding.
  @usableFromInline package let structEncoding: StructEncodingReference?

  @usableFromInline
  package init(
    type: TypeEncoding, kind: ValueKind, size: Int, alignment: Int,
    acceptedStructType: UnsafePointer<Atomic<UInt>>? = nil
  ) {
    self.type = type
    self.kind = kind
    self.size = size
    self.alignment = alignment
    // Kept, not used: the cell is its signature's, which its creator says outlives the slot.
    unsafe self.acceptedStructType = acceptedStructType
    self.structEncoding = kind == .structure ? StructEncoding.interned(type) : nil
  }
}
