/// An Objective-C type encoding, parsed.
///
/// A type encoding is the compact string the Objective-C runtime uses to describe a C type: `"i"` for
/// `int`, `"^v"` for `void *`, `"{Point=dd}"` for a struct of two doubles. A method's signature is a
/// sequence of them (return type, receiver, selector, arguments), as in `"v@:q"`; parse such a
/// sequence with ``components(of:)`` and a single type with ``init(_:)``. ``encoding`` prints the
/// canonical form back, and ``layout`` gives the C size and alignment.
///
/// Each code's case, C type, size, what its values box as in `[Any]` and the Swift types a typed
/// method derives it from are in one table: DynamicProxy's "Type encodings" article.
///
/// - Warning: Objective-C's `l` and `L` are 32 bits wide on every platform, but C `long` on LP64 Linux
///   is 64 bits wide. Encode a C `long` as `q` and an `unsigned long` (zlib's `uLong`, `size_t`) as
///   `Q`; `l` for a C `long` reads and writes only half of the value.
public indirect enum TypeEncoding: Hashable, Sendable {
  /// `c`: C `char` or `signed char`, 1 byte; boxes as `Int8`.
  case char
  /// `s`: C `short`, 2 bytes; boxes as `Int16`.
  case short
  /// `i`: C `int`, 4 bytes; boxes as `Int32`.
  case int
  /// `l`: a 32-bit integer, 4 bytes; boxes as `Int32`.
  ///
  /// - Warning: Objective-C's `l` is 32 bits wide always, but C `long` on LP64 Linux is 64 bits wide
  ///   and must be encoded ``longLong`` (`q`).
  case long
  /// `q`: C `long long` (and C `long` on LP64 Linux), 8 bytes; boxes as `Int`.
  case longLong
  /// `C`: C `unsigned char`, 1 byte; boxes as `UInt8`.
  case unsignedChar
  /// `S`: C `unsigned short`, 2 bytes; boxes as `UInt16`.
  case unsignedShort
  /// `I`: C `unsigned int`, 4 bytes; boxes as `UInt32`.
  case unsignedInt
  /// `L`: a 32-bit unsigned integer, 4 bytes; boxes as `UInt32`.
  ///
  /// - Warning: C `unsigned long` on LP64 Linux is 64 bits wide and must be encoded
  ///   ``unsignedLongLong`` (`Q`); zlib's `uLong`, for one, is `Q`.
  case unsignedLong
  /// `Q`: C `unsigned long long` (and `unsigned long` on LP64 Linux), 8 bytes; boxes as `UInt`.
  case unsignedLongLong
  /// `f`: C `float`, 4 bytes; boxes as `Float`.
  case float
  /// `d`: C `double`, 8 bytes; boxes as `Double`.
  case double
  /// `D`: C `long double`, 16 bytes with alignment 16; boxes as `Float80` (x86_64 only).
  case longDouble
  /// `B`: C99 `_Bool`, 1 byte; boxes as `Bool`.
  case bool
  /// `v`: `void`; no size, valid as a return type (and as a pointee, `^v`) only.
  case void
  /// `*`: a C string, `char *`, 8 bytes; boxes as `String`.
  case cString
  /// `@`: an object reference, 8 bytes; boxes as the object.
  ///
  /// The parser also accepts `@"ClassName"` and drops the quoted class name.
  case object
  /// `@?`: a block, 8 bytes; boxes as `UnsafeRawPointer`.
  ///
  /// The parser also accepts the extended form with the block's signature, `@?<v@?>`, and drops the
  /// signature.
  case block
  /// `#`: a class object, `Class`, 8 bytes; boxes as `AnyClass`.
  case objectClass
  /// `:`: a selector, `SEL`, 8 bytes; boxes as `Selector`.
  case selector
  /// `?`: an unknown type, with no size; `^?` is a function pointer.
  case unknown
  /// `^T`: a pointer to `T`, 8 bytes; boxes as `UnsafeRawPointer`.
  ///
  /// `^v` is `void *`, `^?` a function pointer.
  case pointer(TypeEncoding)
  /// `[NT]`: a C array of `count` elements of `element`, as a struct field (`[4f]` is `float[4]`).
  case array(count: Int, element: TypeEncoding)
  /// `{Name=T…}`: a C struct, laid out field by field.
  ///
  /// An anonymous struct (`{?=ii}`, `{=ii}`) has a `nil` name. `{Name}`, with no `=`, is an opaque
  /// struct, a forward reference: its `fields` are empty and it has no ``layout``. Quoted field names,
  /// as ivar encodings carry them (`{Point="x"d"y"d}`), are accepted and dropped.
  case structure(name: String?, fields: [TypeEncoding])
  /// `(Name=T…)`: a C union; parsed, but libffi cannot pass one, so method signatures reject it.
  case union(name: String?, fields: [TypeEncoding])
  /// `bN`: a bitfield of `width` bits, 1 through 64; parsed, but method signatures reject it.
  case bitfield(width: Int)
}

/// Type qualifiers that may precede a type in a method encoding.
///
/// They come from Objective-C's distributed objects and `const` pointers: `r*` is a `const char *`,
/// `Vv` a `oneway void` return. DynamicProxy keeps them in ``TypeEncoding/Component`` and otherwise
/// ignores them.
public struct TypeQualifiers: OptionSet, Hashable, Sendable {
  /// The qualifiers' bits.
  public let rawValue: UInt8

  /// Creates a set of qualifiers from their bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `r`: `const`.
  public static let const = TypeQualifiers(rawValue: 1 << 0)
  /// `n`: `in`, an argument passed in only.
  public static let `in` = TypeQualifiers(rawValue: 1 << 1)
  /// `N`: `inout`, an argument passed in and out.
  public static let `inout` = TypeQualifiers(rawValue: 1 << 2)
  /// `o`: `out`, an argument passed out only.
  public static let out = TypeQualifiers(rawValue: 1 << 3)
  /// `O`: `bycopy`, an object passed as a copy.
  public static let bycopy = TypeQualifiers(rawValue: 1 << 4)
  /// `R`: `byref`, an object passed as a reference.
  public static let byref = TypeQualifiers(rawValue: 1 << 5)
  /// `V`: `oneway`, a method whose caller does not wait for it.
  public static let oneway = TypeQualifiers(rawValue: 1 << 6)

  /// The qualifier a byte of an encoding stands for, or `nil` if it stands for none.
  static func qualifier(for byte: UInt8) -> TypeQualifiers? {
    switch byte {
    case UInt8(ascii: "r"): .const
    case UInt8(ascii: "n"): .in
    case UInt8(ascii: "N"): .inout
    case UInt8(ascii: "o"): .out
    case UInt8(ascii: "O"): .bycopy
    case UInt8(ascii: "R"): .byref
    case UInt8(ascii: "V"): .oneway
    default: nil
    }
  }
}

extension TypeEncoding {
  /// The deepest nesting of pointers, arrays, structs, unions and block signatures the parser
  /// accepts: `^i` nests 1 deep, `{A=[2^i]}` 3 deep.
  public static let maximumNestingDepth = 32
  /// The largest element count of an array the parser accepts, 2²⁴.
  public static let maximumArrayCount = 1 << 24
  /// The longest encoding, in UTF-8 bytes, the parser accepts.
  public static let maximumEncodingLength = 65_536
  /// The largest frame offset the parser accepts, `Int32.max`.
  static let maximumFrameOffset = Int(Int32.max)
}

extension TypeEncoding {
  /// One type of a method encoding: its qualifiers, the type, and the frame offset digits that
  /// followed it (if any).
  ///
  /// In `"Vv16@0:8"` the first component is a `oneway void` with frame offset 16.
  public struct Component: Hashable, Sendable {
    /// The qualifiers before the type, as `r` in `r*`.
    public var qualifiers: TypeQualifiers
    /// The type itself.
    public var type: TypeEncoding
    /// The number that followed the type, as `8` in `:8`: the argument's offset in the stack frame
    /// (or, for the return type, the frame's size); `nil` if none followed.
    public var frameOffset: Int?

    /// Creates a component from its qualifiers, type and frame offset.
    public init(qualifiers: TypeQualifiers = [], type: TypeEncoding, frameOffset: Int? = nil) {
      self.qualifiers = qualifiers
      self.type = type
      self.frameOffset = frameOffset
    }
  }

  /// Parses exactly one type, like `"^{Point=dd}"`.
  ///
  /// Leading qualifiers (`r*`) and trailing frame-offset digits (`@16`) are allowed and dropped, as
  /// are quoted class names (`@"NSString"`), struct field names and extended block signatures.
  /// The counterpart of Objective-C's `NSGetSizeAndAlignment` parsing one type.
  ///
  /// - Parameter encoding: The type's encoding.
  /// - Throws: ``TypeEncodingError`` if `encoding` is malformed, nests deeper than
  ///   ``maximumNestingDepth``, exceeds a limit, or holds more than one type (`"ii"`).
  public init(_ encoding: String) throws(TypeEncodingError) {
    var parser = try TypeEncodingParser(encoding)
    let type = try parser.parseQualifiedType(depth: 0).type
    _ = try parser.parseFrameOffset()
    if !parser.isAtEnd {
      throw parser.error(.trailingCharacters, at: parser.position)
    }
    self = type
  }

  /// Parses a sequence of types as a method's encoding carries them.
  ///
  /// `"v40@0:8d16d24@32"` gives six components: `v` with frame offset 40, `@` with 0, `:` with 8,
  /// `d` with 16, `d` with 24, `@` with 32; `"r*"` gives one, a ``cString`` with qualifiers
  /// `[.const]`. Like the parsing behind `+[NSMethodSignature signatureWithObjCTypes:]`.
  ///
  /// - Parameter encoding: A method's type encoding, return type first.
  /// - Returns: The components in order; never empty.
  /// - Throws: ``TypeEncodingError`` if `encoding` is empty or malformed, or exceeds a limit.
  public static func components(of encoding: String) throws(TypeEncodingError) -> [Component] {
    var parser = try TypeEncodingParser(encoding)
    var components: [Component] = []
    repeat {
      var component = try parser.parseQualifiedType(depth: 0)
      component.frameOffset = try parser.parseFrameOffset()
      components.append(component)
    } while !parser.isAtEnd
    return components
  }

  /// The canonical encoding string.
  ///
  /// It has no qualifiers, no frame offsets, no quoted class or field names and no block signatures;
  /// struct and union names are kept, an anonymous one printed as `?` (`{=ii}` prints `{?=ii}`), and
  /// one without fields printed without `=` (`{Name}`). Parsing the result gives back an equal value
  /// for every value the parser produced.
  ///
  /// The one exception to "no quoted class names": an ``object`` field directly followed by an
  /// ``unknown`` field prints as `@""?`, since `@?` would read as a ``block``.
  public var encoding: String {
    var result = ""
    append(to: &result)
    return result
  }

  /// Size and alignment in bytes, by the C layout rules of LP64 Linux (x86_64 and arm64).
  ///
  /// Scalars take their C type's size and alignment (`l`/`L` 4, `q`/`Q` 8, `D` 16 aligned to 16,
  /// `B` 1); pointers, `*`, `@`, `@?`, `#` and `:` are 8. An array is `count` times its element, with
  /// the element's alignment; a struct lays its fields out in order, each at the next offset aligned
  /// for it, and rounds its size up to its largest field alignment; a union takes its largest
  /// field's size, rounded up to its largest field alignment.
  ///
  /// `nil` for ``void``, ``unknown``, a ``bitfield(width:)``, anything containing one of those, a
  /// struct or union without fields, and a size that overflows `Int`.
  public var layout: (size: Int, alignment: Int)? {
    switch self {
    case .char, .unsignedChar, .bool:
      return (1, 1)
    case .short, .unsignedShort:
      return (2, 2)
    case .int, .unsignedInt, .long, .unsignedLong, .float:
      return (4, 4)
    case .longLong, .unsignedLongLong, .double, .cString, .object, .block, .objectClass, .selector,
      .pointer:
      return (8, 8)
    case .longDouble:
      return (16, 16)
    case .void, .unknown, .bitfield:
      return nil
    case .array(let count, let element):
      guard count >= 0, let element = element.layout else { return nil }
      let (size, overflow) = element.size.multipliedReportingOverflow(by: count)
      return overflow ? nil : (size, element.alignment)
    case .structure(_, let fields):
      guard !fields.isEmpty else { return nil }
      var offset = 0
      var alignment = 1
      for field in fields {
        guard let field = field.layout, let start = Self.roundUp(offset, to: field.alignment) else {
          return nil
        }
        let (end, overflow) = start.addingReportingOverflow(field.size)
        guard !overflow else { return nil }
        offset = end
        alignment = max(alignment, field.alignment)
      }
      return Self.roundUp(offset, to: alignment).map { ($0, alignment) }
    case .union(_, let fields):
      guard !fields.isEmpty else { return nil }
      var size = 0
      var alignment = 1
      for field in fields {
        guard let field = field.layout else { return nil }
        size = max(size, field.size)
        alignment = max(alignment, field.alignment)
      }
      return Self.roundUp(size, to: alignment).map { ($0, alignment) }
    }
  }

  /// Whether bytes laid out for `self` read as the same values when read as `other`: equal types,
  /// except that struct and union names may differ (`{?=dd}` and `{Point=dd}` agree) and a pointer
  /// may point to anything (`^v` and `^{Node=i}` agree). The recursion descends both types at once,
  /// so it is as deep as the shallower one: a signature's types nest at most 64 levels.
  func hasSameFields(as other: TypeEncoding) -> Bool {
    // The same case without a payload, or the same payload box: equal, without a copy of either.
    if isIdentical(to: other) { return true }
    switch self {
    case .pointer:
      if case .pointer = other { return true }
      return false
    case .array(let count, let element):
      guard case .array(let otherCount, let otherElement) = other else { return false }
      return count == otherCount && element.hasSameFields(as: otherElement)
    case .structure(_, let fields):
      guard case .structure(_, let otherFields) = other else { return false }
      return Self.haveSameFields(fields, otherFields)
    case .union(_, let fields):
      guard case .union(_, let otherFields) = other else { return false }
      return Self.haveSameFields(fields, otherFields)
    default:
      return self == other
    }
  }

  /// ``hasSameFields(as:)`` field by field, the fields read in place.
  private static func haveSameFields(_ fields: [TypeEncoding], _ otherFields: [TypeEncoding]) -> Bool {
    guard fields.count == otherFields.count else { return false }
    // The arrays' own buffers, for the calls only; every index is below both counts (equal, checked
    // above).
    return unsafe fields.withUnsafeBufferPointer { fields in
      unsafe otherFields.withUnsafeBufferPointer { otherFields in
        for index in fields.indices where unsafe !fields[index].hasSameFields(as: otherFields[index]) {
          return false
        }
        return true
      }
    }
  }

  /// Whether `self` and `other` are the same representation: the same case without a payload
  /// (`.double` and `.double`), or the same box of an indirect payload. Equal values may still be
  /// different representations (two parses of one struct).
  private func isIdentical(to other: TypeEncoding) -> Bool {
    // One word: a box pointer, or a no-payload case's tag in the pointer's spare bits.
    guard MemoryLayout<TypeEncoding>.size == MemoryLayout<UInt>.size else { return false }
    // Both values are one word (checked above), each read whole as the bits of a `UInt`: compared,
    // never followed.
    return unsafe withUnsafeBytes(of: self) { lhs in
      unsafe withUnsafeBytes(of: other) { rhs in unsafe lhs.load(as: UInt.self) == rhs.load(as: UInt.self) }
    }
  }

  /// `value` rounded up to a multiple of `alignment`, or `nil` on overflow.
  private static func roundUp(_ value: Int, to alignment: Int) -> Int? {
    guard alignment > 0 else { return nil }
    let (sum, overflow) = value.addingReportingOverflow(alignment - 1)
    return overflow ? nil : sum - sum % alignment
  }

  /// The code of a type that is a single byte, or `nil` for a composite type or a block.
  private var scalarCode: Character? {
    switch self {
    case .char: "c"
    case .short: "s"
    case .int: "i"
    case .long: "l"
    case .longLong: "q"
    case .unsignedChar: "C"
    case .unsignedShort: "S"
    case .unsignedInt: "I"
    case .unsignedLong: "L"
    case .unsignedLongLong: "Q"
    case .float: "f"
    case .double: "d"
    case .longDouble: "D"
    case .bool: "B"
    case .void: "v"
    case .cString: "*"
    case .object: "@"
    case .objectClass: "#"
    case .selector: ":"
    case .unknown: "?"
    case .block, .pointer, .array, .structure, .union, .bitfield: nil
    }
  }

  /// The type a single-byte code stands for, or `nil` if the byte is no such code.
  static func scalar(for byte: UInt8) -> TypeEncoding? {
    switch byte {
    case UInt8(ascii: "c"): .char
    case UInt8(ascii: "s"): .short
    case UInt8(ascii: "i"): .int
    case UInt8(ascii: "l"): .long
    case UInt8(ascii: "q"): .longLong
    case UInt8(ascii: "C"): .unsignedChar
    case UInt8(ascii: "S"): .unsignedShort
    case UInt8(ascii: "I"): .unsignedInt
    case UInt8(ascii: "L"): .unsignedLong
    case UInt8(ascii: "Q"): .unsignedLongLong
    case UInt8(ascii: "f"): .float
    case UInt8(ascii: "d"): .double
    case UInt8(ascii: "D"): .longDouble
    case UInt8(ascii: "B"): .bool
    case UInt8(ascii: "v"): .void
    case UInt8(ascii: "*"): .cString
    case UInt8(ascii: "#"): .objectClass
    case UInt8(ascii: ":"): .selector
    case UInt8(ascii: "?"): .unknown
    default: nil
    }
  }

  /// Appends the canonical encoding to `result`.
  private func append(to result: inout String) {
    if let code = scalarCode {
      result.append(code)
      return
    }
    switch self {
    case .block:
      result += "@?"
    case .pointer(let pointee):
      result += "^"
      pointee.append(to: &result)
    case .array(let count, let element):
      result += "[\(count)"
      element.append(to: &result)
      result += "]"
    case .structure(let name, let fields):
      Self.appendAggregate(name: name, fields: fields, open: "{", close: "}", to: &result)
    case .union(let name, let fields):
      Self.appendAggregate(name: name, fields: fields, open: "(", close: ")", to: &result)
    case .bitfield(let width):
      result += "b\(width)"
    default:
      break
    }
  }

  /// Appends a struct's or union's canonical encoding to `result`.
  private static func appendAggregate(
    name: String?, fields: [TypeEncoding], open: Character, close: Character, to result: inout String
  ) {
    result.append(open)
    result += name ?? "?"
    if !fields.isEmpty {
      result += "="
      for field in fields {
        // `@` then `?` would read back as `@?`, a block: an empty class name keeps them apart.
        if field == .unknown && result.utf8.last == UInt8(ascii: "@") {
          result += "\"\""
        }
        field.append(to: &result)
      }
    }
    result.append(close)
  }
}
