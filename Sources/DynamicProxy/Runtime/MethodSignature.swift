internal import CShims

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
  let storage: SignatureStorage

  /// The signature whose shared storage is `storage`.
  init(storage: SignatureStorage) {
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
enum ValueKind: UInt8, Sendable {
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
@usableFromInline
struct SlotInfo: Sendable {
  let type: TypeEncoding
  let kind: ValueKind
  let size: Int
  let alignment: Int
}

/// The shared, immutable part of a signature; owns the prepared cif.
final class SignatureStorage: @unchecked Sendable {
  // @unchecked: every stored property is immutable after init, and the C signature is only read
  // (ffi_call and closure preparation read a prepared cif; libffi documents that as thread-safe).
  let encoding: String
  let returnSlot: SlotInfo
  let argumentSlots: [SlotInfo]
  let qualifiers: [TypeQualifiers]
  let cSignature: OpaquePointer
  /// Bytes an invocation reserves for the return value: at least two `ffi_arg`s.
  let returnBufferSize: Int
  /// The layout of an owned invocation buffer: argument offsets after the return buffer.
  let argumentOffsets: [Int]
  let bufferSize: Int
  /// The nodes of the flat description: what the libffi types behind this signature cost
  /// (about 14 bytes each), counted against ``SignatureCache/costLimit``.
  let cost: Int
  /// Whether the signature is a method's: a receiver object and a selector first.
  var isMethod: Bool {
    argumentSlots.count >= 2 && argumentSlots[0].kind == .object && argumentSlots[1].kind == .selector
  }

  /// Whether calls may take the register-frame path (every argument and the return value in
  /// registers): such calls never pass a struct in memory, so libffi never repoints an argument
  /// and callers need not copy the argument-pointer array.
  let hasRegisterCall: Bool

  static let returnSlotSize = CShims_ReturnSlotSize()

  init(
    encoding: String, returnType: TypeEncoding, argumentTypes: [TypeEncoding],
    qualifiers: [TypeQualifiers]
  ) throws(MethodSignatureError) {
    let limit = Int(CShims_MaximumArgumentCount)
    guard argumentTypes.count <= limit else {
      throw .tooManyArguments(argumentTypes.count, limit: limit)
    }
    var description: [Int32] = []
    description.reserveCapacity(argumentTypes.count + 1)
    let returnKind = try Self.describe(returnType, position: .returnValue, into: &description)
    var kinds: [ValueKind] = []
    kinds.reserveCapacity(argumentTypes.count)
    for (index, type) in argumentTypes.enumerated() {
      kinds.append(try Self.describe(type, position: .argument(index), into: &description))
    }
    var status: Int32 = 0
    let created = description.withUnsafeBufferPointer { buffer in
      CShims_SignatureCreate(
        buffer.baseAddress!, buffer.count, UInt32(argumentTypes.count), &status)
    }
    guard let created else {
      switch Int(status) {
      case Int(CShims_SignatureOutOfMemory): throw .rejectedByLibffi("out of memory")
      case Int(CShims_SignatureBadABI): throw .rejectedByLibffi("FFI_BAD_ABI")
      case Int(CShims_SignatureBadType): throw .rejectedByLibffi("FFI_BAD_TYPEDEF")
      default: throw .rejectedByLibffi("malformed description (\(status))")
      }
    }
    cSignature = created
    cost = description.count
    hasRegisterCall = CShims_SignatureHasRegisterCall(created) != 0
    self.encoding = encoding
    self.qualifiers = qualifiers
    func slot(_ index: Int32, _ type: TypeEncoding, _ kind: ValueKind) -> SlotInfo {
      SlotInfo(
        type: type, kind: kind, size: kind == .void ? 0 : CShims_SignatureTypeSize(created, index),
        alignment: max(1, CShims_SignatureTypeAlignment(created, index)))
    }
    returnSlot = slot(-1, returnType, returnKind)
    argumentSlots = argumentTypes.indices.map { slot(Int32($0), argumentTypes[$0], kinds[$0]) }
    returnBufferSize = max(returnSlot.size, 2 * Self.returnSlotSize)
    var offset = returnBufferSize + MemoryLayout<UnsafeMutableRawPointer?>.stride * argumentTypes.count
    var offsets: [Int] = []
    offsets.reserveCapacity(argumentTypes.count)
    for slot in argumentSlots {
      let alignment = max(slot.alignment, 8)
      offset = (offset + alignment - 1) / alignment * alignment
      offsets.append(offset)
      offset += max(slot.size, 8)
    }
    argumentOffsets = offsets
    bufferSize = max(offset, 16)
  }

  deinit {
    CShims_SignatureDestroy(cSignature)
  }

  /// Appends the flat description of a top-level type and returns how its values are read.
  private static func describe(
    _ type: TypeEncoding, position: ValuePosition, into description: inout [Int32]
  ) throws(MethodSignatureError) -> ValueKind {
    func unsupported(_ reason: String) -> MethodSignatureError {
      .unsupported(type, position: position, reason: reason)
    }
    switch type {
    case .void:
      guard case .returnValue = position else {
        throw unsupported("void is not a value; only a return type can be void")
      }
      description.append(Int32(CShims_TypeVoid))
      return .void
    case .array:
      throw unsupported("C passes no array by value; pass a pointer (^T) to its first element")
    case .structure:
      try describeField(type, depth: 0, position: position, outermost: type, into: &description)
      return .structure
    default:
      guard let (code, kind) = scalar(type) else {
        throw unsupported(reason(for: type))
      }
      description.append(code)
      return kind
    }
  }

  /// Appends a struct field (or a whole struct) to the description; `outermost` is the struct
  /// passed or returned, which a struct too large or too deep is reported as.
  private static func describeField(
    _ type: TypeEncoding, depth: Int, position: ValuePosition, outermost: TypeEncoding,
    into description: inout [Int32]
  ) throws(MethodSignatureError) {
    // A field at `depth` is nested `depth` levels deep, as ``TypeEncoding/maximumNestingDepth``
    // counts (`{A=i}` nests 1 deep).
    let maximumDepth = Int(CShims_MaximumNestingDepth) - 1
    guard depth <= maximumDepth else {
      throw .unsupported(
        outermost, position: position, reason: "the struct nests deeper than \(maximumDepth) levels")
    }
    let maximumLength = Int(CShims_MaximumDescriptionLength)
    guard description.count < maximumLength else {
      throw .unsupported(
        outermost, position: position,
        reason: "the struct is too large: libffi would need more than \(maximumLength) type entries "
          + "(one per field, each array element counted)")
    }
    switch type {
    case .structure(_, let fields):
      guard !fields.isEmpty else {
        throw .unsupported(
          type, position: position,
          reason: "a struct without fields (an opaque struct) can only be passed by pointer")
      }
      description.append(Int32(CShims_TypeStruct))
      let countIndex = description.count
      description.append(0)
      var count = 0
      for field in fields {
        if case .array(let elementCount, let element) = field {
          // libffi has no array type: an array inside a struct is laid out as its elements.
          guard elementCount > 0 else {
            throw .unsupported(type, position: position, reason: "a zero-length array in a struct")
          }
          for _ in 0..<elementCount {
            try describeField(
              element, depth: depth + 1, position: position, outermost: outermost, into: &description)
          }
          count += elementCount
        } else {
          try describeField(
            field, depth: depth + 1, position: position, outermost: outermost, into: &description)
          count += 1
        }
      }
      description[countIndex] = Int32(count)
    case .array(let elementCount, let element):
      // An array nested in an array (inside a struct): repeat the element as well.
      guard elementCount > 0 else {
        throw .unsupported(type, position: position, reason: "a zero-length array in a struct")
      }
      description.append(Int32(CShims_TypeStruct))
      description.append(Int32(elementCount))
      for _ in 0..<elementCount {
        try describeField(
          element, depth: depth + 1, position: position, outermost: outermost, into: &description)
      }
    default:
      guard let (code, _) = scalar(type) else {
        throw .unsupported(type, position: position, reason: reason(for: type))
      }
      description.append(code)
    }
  }

  /// Why a type that is neither a scalar nor a struct can not be called.
  private static func reason(for type: TypeEncoding) -> String {
    switch type {
    case .union: return "libffi has no union type, so it can not classify a union; pass a pointer"
    case .bitfield: return "libffi can not lay out bitfields; pass the struct by pointer"
    case .unknown: return "'?' has no known size; a function pointer is '^?'"
    case .void: return "void is not a value"
    case .longDouble: return "long double is supported on x86_64 only (Swift's Float80)"
    default: return "not a C value type"
    }
  }

  /// The flat code and value kind of a scalar type, or nil when it is not one.
  private static func scalar(_ type: TypeEncoding) -> (Int32, ValueKind)? {
    guard let kind = ValueCoding.kind(of: type), let code = kind.flatCode else { return nil }
    return (code, kind)
  }
}

extension ValueKind {
  /// The code of a scalar of this kind in CShims' flat description; nil for `void` and structs,
  /// which are described on their own, and for `long double` off x86_64.
  fileprivate var flatCode: Int32? {
    switch self {
    case .void, .structure: return nil
    case .int8: return Int32(CShims_TypeSInt8)
    case .int16: return Int32(CShims_TypeSInt16)
    case .int32: return Int32(CShims_TypeSInt32)
    case .int64: return Int32(CShims_TypeSInt64)
    case .uint8, .bool: return Int32(CShims_TypeUInt8)
    case .uint16: return Int32(CShims_TypeUInt16)
    case .uint32: return Int32(CShims_TypeUInt32)
    case .uint64: return Int32(CShims_TypeUInt64)
    case .float: return Int32(CShims_TypeFloat)
    case .double: return Int32(CShims_TypeDouble)
    case .longDouble:
      #if arch(x86_64)
        return Int32(CShims_TypeLongDouble)
      #else
        return nil
      #endif
    case .cString, .object, .objectClass, .selector, .pointer: return Int32(CShims_TypePointer)
    }
  }
}

/// The process-wide cache of prepared signatures, keyed by encoding.
final class SignatureCache: Sendable {
  static let shared = SignatureCache()

  /// The most description nodes the cached signatures may hold together: with about 14 bytes of
  /// libffi types per node, some 15 MB, however large each signature's structs are.
  static let costLimit = 1 << 20

  private struct State {
    var entries: [String: SignatureStorage] = [:]
    /// The sum of the `cost` of the distinct signatures in `entries`.
    var cost = 0
  }

  private let state = Lock(State())

  func lookup(_ key: String) -> SignatureStorage? {
    state.withLock { $0.entries[key] }
  }

  /// The summed cost (description nodes) of the cached signatures.
  var totalCost: Int { state.withLock { $0.cost } }

  /// The number of cached entries (canonical encodings and the spellings that led to them).
  var count: Int { state.withLock { $0.entries.count } }

  func storage(
    returnType: TypeEncoding, argumentTypes: [TypeEncoding], qualifiers: [TypeQualifiers],
    alias: String?
  ) throws(MethodSignatureError) -> SignatureStorage {
    var canonical = returnType.encoding
    for type in argumentTypes {
      // `@` then `?` reads back as `@?`, a block: keep the key unambiguous, as struct fields do.
      if type == .unknown && canonical.utf8.last == UInt8(ascii: "@") { canonical += "\"\"" }
      canonical += type.encoding
    }
    let hasQualifiers = qualifiers.contains { !$0.isEmpty }
    // Qualifiers are part of what a signature reports, so only unqualified ones share by canonical key.
    let key = hasQualifiers ? (alias ?? canonical) : canonical
    if let cached = lookup(key) {
      if let alias { remember(alias, cached) }
      return cached
    }
    // Prepared outside the lock: ffi_prep_cif works on this signature's own ffi_types only.
    let fresh = try SignatureStorage(
      encoding: canonical, returnType: returnType, argumentTypes: argumentTypes,
      qualifiers: qualifiers)
    return state.withLock { state in
      if let raced = state.entries[key] { return raced }
      guard state.entries.count + 2 <= MethodSignature.cacheLimit,
        state.cost + fresh.cost <= Self.costLimit
      else { return fresh }
      state.entries[key] = fresh
      state.cost += fresh.cost
      if let alias { state.entries[alias] = fresh }
      return fresh
    }
  }

  private func remember(_ alias: String, _ storage: SignatureStorage) {
    state.withLock { state in
      guard state.entries[alias] == nil, state.entries.count < MethodSignature.cacheLimit else { return }
      state.entries[alias] = storage
    }
  }
}

extension TypeEncoding {
  /// Throws when this type, built in code, says what an encoding can not: nesting deeper than
  /// libffi's description allows (`CShims_MaximumNestingDepth` levels of pointers, arrays, structs
  /// and unions), or a struct or union whose name holds `=` or the aggregate's closing delimiter,
  /// where the parser ends a name.
  fileprivate func checkWritable(at position: ValuePosition) throws(MethodSignatureError) {
    try checkWritable(depth: 0, outermost: self, position: position)
  }

  private func checkWritable(
    depth: Int, outermost: TypeEncoding, position: ValuePosition
  ) throws(MethodSignatureError) {
    let children: [TypeEncoding]
    switch self {
    case .pointer(let pointee):
      children = [pointee]
    case .array(_, let element):
      children = [element]
    case .structure(let name, let fields), .union(let name, let fields):
      let closer: Character = if case .structure = self { "}" } else { ")" }
      if let name, name.contains("=") || name.contains(closer) {
        throw .unsupported(
          truncated(toDepth: Int(CShims_MaximumNestingDepth)), position: position,
          reason: "the name \(MessageQuoting.quotedEncoding(name)) holds '=' or '\(closer)', where an "
            + "encoding's name ends")
      }
      children = fields
    default:
      return
    }
    let limit = Int(CShims_MaximumNestingDepth)
    guard depth < limit else {
      // Reported cut at the limit: the whole type may be too deep to write out.
      throw .unsupported(
        outermost.truncated(toDepth: limit + 1), position: position,
        reason: "the type nests deeper than \(limit) levels (shown cut there, as '?')")
    }
    for child in children {
      try child.checkWritable(depth: depth + 1, outermost: outermost, position: position)
    }
  }

  /// This type with what is nested deeper than `depth` levels replaced by ``unknown``.
  private func truncated(toDepth depth: Int) -> TypeEncoding {
    guard depth > 0 else { return .unknown }
    switch self {
    case .pointer(let pointee):
      return .pointer(pointee.truncated(toDepth: depth - 1))
    case .array(let count, let element):
      return .array(count: count, element: element.truncated(toDepth: depth - 1))
    case .structure(let name, let fields):
      return .structure(name: name, fields: fields.map { $0.truncated(toDepth: depth - 1) })
    case .union(let name, let fields):
      return .union(name: name, fields: fields.map { $0.truncated(toDepth: depth - 1) })
    default:
      return self
    }
  }
}
