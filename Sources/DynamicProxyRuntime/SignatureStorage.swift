internal import CShims
import DynamicProxySupport
import Synchronization

/// The shared, immutable part of a signature; owns the prepared cif.
///
/// `@safe`: it owns its C signature (created in `init`, destroyed in `deinit`) and its struct
/// slots' accepted-type cells (allocated and initialized in `init`, freed in `deinit`). The
/// pointers to them it hands out, ``cSignature`` and a slot's ``SlotInfo/acceptedStructType``, are
/// unsafe by type: each use proves where it stands that this storage is alive.
@safe @usableFromInline
package final class SignatureStorage: @unchecked Sendable {  // immutable; a cif is only read
  // @unchecked: every stored property is immutable after init, and the C signature is only read
  // (ffi_call and closure preparation read a prepared cif; libffi documents that as thread-safe).
  let encoding: String
  @usableFromInline package let returnSlot: SlotInfo
  @usableFromInline package let argumentSlots: [SlotInfo]
  /// The arguments that are structs too large to box inline (``StructValue``), among the first 64:
  /// bit `i` set for argument `i`.
  @usableFromInline package let largeStructArguments: UInt64
  let qualifiers: [TypeQualifiers]
  @usableFromInline package let cSignature: OpaquePointer
  /// Bytes an invocation reserves for the return value: at least two `ffi_arg`s.
  package let returnBufferSize: Int
  /// The layout of an owned invocation buffer: argument offsets after the return buffer.
  package let argumentOffsets: [Int]
  @usableFromInline package let bufferSize: Int
  /// The nodes of the flat description: what the libffi types behind this signature cost
  /// (about 14 bytes each), counted against ``SignatureCache/costLimit``.
  let cost: Int
  /// Whether the signature is a method's: a receiver object and a selector first.
  var isMethod: Bool {
    argumentSlots.count >= 2 && argumentSlots[0].kind == .object && argumentSlots[1].kind == .selector
  }

  /// The struct slots' accepted-type cells (``SlotInfo/acceptedStructType``): the return value's
  /// first, then one per argument.
  private let acceptedStructTypes: UnsafeMutablePointer<Atomic<UInt>>

  /// Whether calls may take the register-frame path rather than `ffi_call`: the return value
  /// comes back in registers or memory the caller provides, and the stack arguments fit the C
  /// shim's stack image (register_call.c).
  package let hasRegisterCall: Bool

  static let returnSlotSize = CShims_ReturnSlotSize()

  package init(
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
    // The description's own buffer, read by the shim during the call only (it builds libffi's
    // types from it and keeps none of it). `created`, from here on, is this storage's C signature:
    // owned, destroyed in deinit.
    let created = unsafe description.withUnsafeBufferPointer { buffer in
      unsafe CShims_SignatureCreate(
        buffer.baseAddress!, buffer.count, UInt32(argumentTypes.count), &status)
    }
    guard let created = unsafe created else {
      switch Int(status) {
      case Int(CShims_SignatureOutOfMemory): throw .rejectedByLibffi("out of memory")
      case Int(CShims_SignatureBadABI): throw .rejectedByLibffi("FFI_BAD_ABI")
      case Int(CShims_SignatureBadType): throw .rejectedByLibffi("FFI_BAD_TYPEDEF")
      default: throw .rejectedByLibffi("malformed description (\(status))")
      }
    }
    // The signature created above: kept (destroyed in deinit), asked only what it is.
    unsafe cSignature = created
    cost = description.count
    hasRegisterCall = unsafe CShims_SignatureHasRegisterCall(created) != 0
    self.encoding = encoding
    self.qualifiers = qualifiers
    // One cell for the return value and one per argument, each initialized once (index <= count,
    // the capacity less one); owned, freed in deinit.
    let cells = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: argumentTypes.count + 1)
    for index in 0...argumentTypes.count { unsafe (cells + index).initialize(to: Atomic(0)) }
    unsafe acceptedStructTypes = cells
    func slot(_ index: Int32, _ type: TypeEncoding, _ kind: ValueKind) -> SlotInfo {
      // The signature's type at `index` (-1 for the return value, below the count for an argument)
      // and its cell (index + 1, within the capacity), which the slot refers to while this storage
      // lives.
      unsafe SlotInfo(
        type: type, kind: kind, size: kind == .void ? 0 : CShims_SignatureTypeSize(created, index),
        alignment: max(1, CShims_SignatureTypeAlignment(created, index)),
        acceptedStructType: kind == .structure ? UnsafePointer(cells + Int(index) + 1) : nil)
    }
    returnSlot = slot(-1, returnType, returnKind)
    argumentSlots = argumentTypes.indices.map { slot(Int32($0), argumentTypes[$0], kinds[$0]) }
    largeStructArguments = argumentSlots.prefix(64).enumerated().reduce(0) { mask, element in
      element.element.kind == .structure && StructValue.keepsBytesInArray(size: element.element.size)
        ? mask | 1 << UInt64(element.offset) : mask
    }
    returnBufferSize = max(returnSlot.size, 2 * Self.returnSlotSize)
    // A pointer's stride: no pointer is made.
    var offset = unsafe returnBufferSize + MemoryLayout<UnsafeMutableRawPointer?>.stride * argumentTypes.count
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
    // What init made, given back once; no closure or call uses this signature any more (each
    // holds this storage while it runs).
    unsafe CShims_SignatureDestroy(cSignature)
    unsafe acceptedStructTypes.deinitialize(count: argumentSlots.count + 1)
    unsafe acceptedStructTypes.deallocate()
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
package final class SignatureCache: Sendable {
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
  func checkWritable(at position: ValuePosition) throws(MethodSignatureError) {
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
