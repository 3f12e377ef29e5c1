// libFuzzer target for the type-encoding parser and signature construction.
//
// The executable `fuzz-type-encoding` of the package in Tests/Fuzz, built by `.ci/fuzz.sh` with
// `-sanitize=fuzzer,address` and `-enable-testing`, so that `@testable import` gives it the
// library's internal declarations. Its `main` hands the command line to libFuzzer's driver, which
// calls `fuzz` once per input; the whole input, as UTF-8 (invalid bytes repaired), is one
// encoding. A property that does not hold calls `fatalError`, which libFuzzer reports as a crash
// and saves the input.
//
// Nothing here interns fuzz data as a selector: the selector table never shrinks, so the harness
// uses one fixed selector and checks that the table does not grow.
//
// With FUZZ_CACHE_ONLY set in the environment, each input is only built once as a signature and
// the bounds are checked: `.ci/fuzz.sh` runs thousands of inputs that way to measure what the
// signature cache keeps, without the full checks' repeated builds.

import CFuzzDriver

@testable import DynamicProxy
@testable import DynamicProxyRuntime

#if canImport(Glibc)
  import Glibc
#endif

/// The program: libFuzzer's driver, with its command line, running `fuzz` on each input.
@main enum FuzzTypeEncoding {
  static func main() {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data, size) })
  }
}

/// What libFuzzer runs on each input: every check, then 0 (the input is never
/// rejected from the corpus).
///
/// - Parameters:
///   - data: The input's bytes; may be null when `size` is 0.
///   - size: The number of bytes.
/// - Returns: 0.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size > 0 ? size : 0)
  let input = String(decoding: bytes, as: UTF8.self)
  if FuzzChecks.cacheOnly {
    _ = try? MethodSignature(input)
    FuzzChecks.checkBounds(input)
    return 0
  }
  let single = FuzzChecks.checkSingleType(input)
  let components = FuzzChecks.checkComponents(input, single: single)
  let signature = FuzzChecks.checkMethodSignature(input, components: components)
  FuzzChecks.checkDelegateProtocol(input, components: components, signature: signature)
  FuzzChecks.checkBounds(input)
  return 0
}

/// The properties the fuzzer checks, one function per entry point.
private enum FuzzChecks {
  /// Whether only the signature cache is exercised (FUZZ_CACHE_ONLY is set).
  static let cacheOnly = getenv("FUZZ_CACHE_ONLY") != nil
  /// The selector every fuzzed protocol method uses: fixed, so fuzzing interns nothing.
  static let methodSelector = Selector("fuzz:method:")
  /// A parent protocol that already declares ``methodSelector``.
  static let parentProtocol = try! DelegateProtocol(
    "FuzzParent", convention: .function, methods: [.optional(methodSelector, "v^v")])
  /// The selector table's size once the harness's own selectors exist.
  static let selectorCount: Int = {
    _ = parentProtocol
    return SelectorTable.shared.count
  }()

  /// Stops the fuzzer with a finding: the input is saved by libFuzzer.
  static func fail(_ input: String, _ message: String) -> Never {
    fatalError("fuzz property violated for \(debugQuoted(input)): \(message)")
  }

  /// The input as a Swift literal would spell it, shortened if long.
  static func debugQuoted(_ input: String) -> String {
    input.utf8.count > 300 ? "\(String(reflecting: String(input.prefix(300))))…" : String(reflecting: input)
  }

  /// Checks an error's offset and that its description can be built.
  static func checkError(_ error: TypeEncodingError, of input: String) {
    guard error.encoding == input else { fail(input, "error names another encoding: \(error)") }
    let tooLong = TypeEncodingError.Reason.encodingTooLong(limit: TypeEncoding.maximumEncodingLength)
    let end = error.reason == tooLong ? TypeEncoding.maximumEncodingLength : input.utf8.count
    guard (0...end).contains(error.offset) else {
      fail(input, "error offset \(error.offset) outside 0...\(end) for \(error.reason)")
    }
    guard !error.description.isEmpty else { fail(input, "empty error description") }
  }

  /// Checks that `layout` is a C layout: a power-of-two alignment of at most 16 that divides the size.
  static func checkLayout(_ type: TypeEncoding, of input: String) {
    guard let layout = type.layout else { return }
    guard layout.size >= 0, [1, 2, 4, 8, 16].contains(layout.alignment),
      layout.size % layout.alignment == 0
    else {
      fail(input, "impossible layout \(layout) for \(type.encoding)")
    }
  }

  /// `TypeEncoding(_:)`: never traps; a parsed type's canonical encoding re-parses to an equal value,
  /// prints the same again, and has the same layout.
  static func checkSingleType(_ input: String) -> Result<TypeEncoding, TypeEncodingError> {
    let type: TypeEncoding
    do {
      type = try TypeEncoding(input)
    } catch {
      checkError(error, of: input)
      return .failure(error)
    }
    checkCanonicalRoundTrip(type, of: input)
    return .success(type)
  }

  /// The canonical encoding of `type` parses back to `type`, is a fixed point, keeps the layout.
  static func checkCanonicalRoundTrip(_ type: TypeEncoding, of input: String) {
    let canonical = type.encoding
    let reparsed: TypeEncoding
    do {
      reparsed = try TypeEncoding(canonical)
    } catch {
      fail(input, "canonical encoding \(debugQuoted(canonical)) does not parse: \(error)")
    }
    guard reparsed == type else {
      fail(input, "canonical \(debugQuoted(canonical)) re-parses to \(reparsed.encoding), not the same value")
    }
    guard reparsed.hashValue == type.hashValue else { fail(input, "equal values hash differently") }
    guard reparsed.encoding == canonical else {
      fail(input, "canonical encoding is not a fixed point: \(canonical) → \(reparsed.encoding)")
    }
    guard reparsed.layout?.size == type.layout?.size, reparsed.layout?.alignment == type.layout?.alignment
    else {
      fail(input, "layout changed across the canonical round trip")
    }
    checkLayout(type, of: input)
  }

  /// The qualifier letters of a set, in a fixed order.
  static func qualifierLetters(_ qualifiers: TypeQualifiers) -> String {
    let letters: [(TypeQualifiers, Character)] = [
      (.const, "r"), (.in, "n"), (.inout, "N"), (.out, "o"), (.bycopy, "O"), (.byref, "R"), (.oneway, "V"),
    ]
    return String(letters.filter { qualifiers.contains($0.0) }.map(\.1))
  }

  /// `TypeEncoding.components(of:)`: never traps; agrees with `TypeEncoding(_:)` (one component
  /// exactly when that parses, the same error when it fails before its type ends); each component
  /// round-trips on its own; the components printed back (qualifiers, canonical type, frame offset)
  /// parse to the same components.
  static func checkComponents(
    _ input: String, single: Result<TypeEncoding, TypeEncodingError>
  ) -> Result<[TypeEncoding.Component], TypeEncodingError> {
    let components: [TypeEncoding.Component]
    do {
      components = try TypeEncoding.components(of: input)
    } catch {
      checkError(error, of: input)
      switch single {
      case .success(let type):
        fail(input, "init parses \(type.encoding) but components(of:) throws \(error)")
      case .failure(let singleError) where singleError.reason != .trailingCharacters:
        guard singleError == error else {
          fail(input, "init throws \(singleError) but components(of:) throws \(error)")
        }
      case .failure:
        break
      }
      return .failure(error)
    }
    guard !components.isEmpty else { fail(input, "components(of:) returned no component") }
    switch single {
    case .success(let type):
      guard components.count == 1, components[0].type == type else {
        fail(input, "init parses one type, components(of:) gives \(components.count)")
      }
    case .failure(let error):
      guard error.reason == .trailingCharacters, components.count > 1 else {
        fail(input, "components(of:) parses \(components.count) types but init throws \(error)")
      }
    }
    var printed = ""
    for (index, component) in components.enumerated() {
      if components.count > 1 {
        checkCanonicalRoundTrip(component.type, of: input)
      }
      if let offset = component.frameOffset, !(0...Int(Int32.max)).contains(offset) {
        fail(input, "frame offset \(offset) out of range")
      }
      let text = qualifierLetters(component.qualifiers) + component.type.encoding
      // An unqualified `?` right after a bare `@` would read back as `@?`, a block.
      if index > 0, components[index - 1].frameOffset == nil, printed.utf8.last == UInt8(ascii: "@"),
        text.utf8.first == UInt8(ascii: "?")
      {
        printed += "\"\""
      }
      printed += text
      if let offset = component.frameOffset { printed += String(offset) }
    }
    do {
      let reparsed = try TypeEncoding.components(of: printed)
      guard reparsed == components else {
        fail(input, "components printed as \(debugQuoted(printed)) re-parse differently")
      }
    } catch {
      fail(input, "components printed as \(debugQuoted(printed)) do not parse: \(error)")
    }
    return .success(components)
  }

  /// `MethodSignature(_:)`: never traps; throws `.malformed` exactly when `components(of:)` throws,
  /// with the same error; a built signature reports the parsed types and qualifiers, agrees with
  /// `TypeEncoding.layout` on every size and alignment, prints the canonical encoding, and building
  /// it again (same text, canonical text, or types) gives an equal signature.
  static func checkMethodSignature(
    _ input: String, components: Result<[TypeEncoding.Component], TypeEncodingError>
  ) -> Result<MethodSignature, MethodSignatureError> {
    if case .success(let components) = components {
      // Primes the cache under the canonical key first, so that a cache hit under the wrong key
      // shows on this input alone, whatever ran before it.
      _ = try? MethodSignature(components.map(\.type.encoding).joined())
    }
    let signature: MethodSignature
    do {
      signature = try MethodSignature(input)
    } catch {
      checkSignatureError(error, of: input, components: components)
      let again = Result { () throws(MethodSignatureError) in try MethodSignature(input) }
      guard case .failure(let secondError) = again, secondError == error else {
        fail(input, "a second build does not fail the same way: \(error)")
      }
      return .failure(error)
    }
    guard case .success(let components) = components else {
      fail(input, "MethodSignature accepts an encoding components(of:) rejects")
    }
    let types = components.map(\.type)
    guard signature.returnType == types[0], signature.argumentTypes == Array(types.dropFirst()),
      signature.numberOfArguments == types.count - 1
    else {
      fail(input, "signature \(signature) does not report the parsed types")
    }
    guard signature.encoding == types.map(\.encoding).joined() else {
      fail(input, "signature encoding \(signature.encoding) is not the canonical one")
    }
    guard signature.isOneway == components[0].qualifiers.contains(.oneway) else {
      fail(input, "isOneway disagrees with the return type's qualifiers")
    }
    for index in 0..<signature.numberOfArguments {
      guard signature.argumentType(at: index) == types[index + 1],
        signature.argumentQualifiers(at: index) == components[index + 1].qualifiers
      else {
        fail(input, "argument \(index) reports another type or qualifiers")
      }
    }
    checkLayouts(signature, of: input)
    checkRebuilds(signature, from: input)
    return .success(signature)
  }

  /// A failed build names a reason consistent with the parser's verdict.
  static func checkSignatureError(
    _ error: MethodSignatureError, of input: String,
    components: Result<[TypeEncoding.Component], TypeEncodingError>
  ) {
    guard !error.description.isEmpty else { fail(input, "empty signature error description") }
    switch (error, components) {
    case (.malformed(let parseError), .failure(let componentsError)):
      guard parseError == componentsError else {
        fail(input, "MethodSignature reports \(parseError), components(of:) \(componentsError)")
      }
    case (.malformed(let parseError), .success):
      fail(input, "MethodSignature calls a parsable encoding malformed: \(parseError)")
    case (_, .failure(let componentsError)):
      fail(input, "components(of:) throws \(componentsError) but MethodSignature throws \(error)")
    case (.unsupported(_, .argument(let index), _), .success(let components)):
      guard index >= 0, index < components.count - 1 else {
        fail(input, "unsupported argument index \(index) out of range")
      }
    case (.tooManyArguments(let count, let limit), .success(let components)):
      guard count == components.count - 1, count > limit else {
        fail(input, "tooManyArguments(\(count), limit: \(limit)) for \(components.count - 1) arguments")
      }
    case (.unsupported(_, .returnValue, _), .success), (.rejectedByLibffi, .success):
      break
    case (.unsupported(_, .structValue, _), .success):
      fail(input, "MethodSignature reports a struct-value position, which no signature has: \(error)")
    }
  }

  /// Every size and alignment libffi computed agrees with `TypeEncoding.layout`.
  static func checkLayouts(_ signature: MethodSignature, of input: String) {
    if signature.returnType == .void {
      guard signature.returnLength == 0, signature.returnAlignment == 1 else {
        fail(input, "a void return has length \(signature.returnLength)")
      }
    } else {
      guard let layout = signature.returnType.layout else {
        fail(input, "a callable return type \(signature.returnType.encoding) has no layout")
      }
      guard signature.returnLength == layout.size, signature.returnAlignment == layout.alignment else {
        fail(
          input,
          "return value: libffi (\(signature.returnLength), \(signature.returnAlignment)), "
            + "layout \(layout)")
      }
    }
    for index in 0..<signature.numberOfArguments {
      guard let layout = signature.argumentType(at: index).layout else {
        fail(input, "a callable argument type \(signature.argumentType(at: index).encoding) has no layout")
      }
      let size = signature.argumentSize(at: index)
      let alignment = signature.argumentAlignment(at: index)
      guard size == layout.size, alignment == layout.alignment else {
        fail(input, "argument \(index): libffi (\(size), \(alignment)), layout \(layout)")
      }
    }
  }

  /// The same signature comes back from the cache, the canonical text and the type builder.
  static func checkRebuilds(_ signature: MethodSignature, from input: String) {
    let rebuilt: [(String, Result<MethodSignature, MethodSignatureError>)] = [
      ("the same text", Result { () throws(MethodSignatureError) in try MethodSignature(input) }),
      (
        "the canonical text",
        Result { () throws(MethodSignatureError) in try MethodSignature(signature.encoding) }
      ),
      (
        "the types",
        Result { () throws(MethodSignatureError) in
          try MethodSignature(returnType: signature.returnType, argumentTypes: signature.argumentTypes)
        }
      ),
    ]
    for (source, result) in rebuilt {
      switch result {
      case .success(let other):
        guard other == signature, other.hashValue == signature.hashValue,
          other.argumentTypes == signature.argumentTypes, other.returnLength == signature.returnLength
        else {
          fail(input, "building from \(source) gives \(other), not \(signature)")
        }
        for index in 0..<signature.numberOfArguments
        where other.argumentSize(at: index) != signature.argumentSize(at: index)
          || other.argumentAlignment(at: index) != signature.argumentAlignment(at: index)
        {
          fail(input, "building from \(source) lays argument \(index) out differently")
        }
      case .failure(let error):
        fail(input, "building from \(source) fails: \(error)")
      }
    }
  }

  /// `DelegateProtocol(…methods: [.optional(sel, input)])`, both conventions: accepts the method
  /// exactly when the equivalent `MethodSignature` builds, declares it with that signature, and
  /// reports a selector inherited twice as a duplicate. For a *method* protocol, types with frame
  /// offsets are a full Objective-C method encoding: taken as they are when their arguments start
  /// with `@:`, refused at the first of the two that differs otherwise.
  static func checkDelegateProtocol(
    _ input: String, components: Result<[TypeEncoding.Component], TypeEncodingError>,
    signature: Result<MethodSignature, MethodSignatureError>
  ) {
    for convention in [CallingConvention.function, .method] {
      let receiverAndSelector: [TypeEncoding] = [.object, .selector]
      let isFull =
        convention == .method
        && ((try? components.get())?.contains { $0.frameOffset != nil } ?? false)
      // What the protocol adds in front of the declared arguments.
      let prefix: [TypeEncoding] = convention == .method && !isFull ? receiverAndSelector : []
      let expected: Result<MethodSignature, MethodSignatureError>
      var refusedAt: (type: TypeEncoding, index: Int)? = nil
      switch (components, signature) {
      case (.failure(let error), _):
        expected = .failure(.malformed(error))
      case (.success, .success(let built)) where prefix.isEmpty:
        expected = .success(built)
      case (.success(let components), _):
        expected = Result { () throws(MethodSignatureError) in
          try MethodSignature(
            returnType: components[0].type, argumentTypes: prefix + components.dropFirst().map(\.type))
        }
      }
      if isFull, case .success(let components) = components {
        let arguments = components.dropFirst().map(\.type)
        refusedAt =
          receiverAndSelector.indices.lazy
          .filter { $0 >= arguments.count || arguments[$0] != receiverAndSelector[$0] }
          .map { ($0 < arguments.count ? arguments[$0] : .void, $0) }.first
      }
      let described = Result { () throws(DelegateProtocolError) in
        try DelegateProtocol(
          "Fuzz", convention: convention, methods: [.optional(methodSelector, input)])
      }
      if let refusedAt {
        guard
          case .failure(.invalidSignature(methodSelector, .unsupported(let type, .argument(let index), _))) =
            described, type == refusedAt.type, index == refusedAt.index
        else {
          fail(
            input, "DelegateProtocol(method) does not refuse \(refusedAt.type) at argument \(refusedAt.index)"
          )
        }
        continue
      }
      let firstArgumentIndex = convention == .method ? 2 : 0
      switch (described, expected) {
      case (.success(let delegateProtocol), .success(let built)):
        guard delegateProtocol.methods.count == 1, let method = delegateProtocol.method(for: methodSelector),
          method.signature == built, method.index == 0, method.isOptional,
          method.firstArgumentIndex == firstArgumentIndex,
          method.argumentTypes == Array(built.argumentTypes.dropFirst(firstArgumentIndex))
        else {
          fail(input, "DelegateProtocol(\(convention)) declares another method than \(built)")
        }
      case (.failure(.invalidSignature(let selector, let error)), .failure(let builtError)):
        guard selector == methodSelector, error == builtError else {
          fail(input, "DelegateProtocol(\(convention)) throws \(error), MethodSignature \(builtError)")
        }
      case (.success, .failure(let error)):
        fail(input, "DelegateProtocol(\(convention)) accepts what MethodSignature rejects: \(error)")
      case (.failure(let error), _):
        fail(input, "DelegateProtocol(\(convention)) throws \(error)")
      }
    }
    // A method whose selector the parent already declares: a duplicate once its signature is valid.
    let inheriting = Result { () throws(DelegateProtocolError) in
      try DelegateProtocol(
        "FuzzChild", convention: .function, inherits: [parentProtocol],
        methods: [.optional(methodSelector, input)])
    }
    switch (inheriting, signature) {
    case (.failure(.duplicateSelector(let selector, let name)), .success):
      guard selector == methodSelector, name == "FuzzChild" else { fail(input, "wrong duplicate reported") }
    case (.failure(.invalidSignature), .failure):
      break
    case (let result, _):
      fail(input, "inheriting a declared selector gives \(result)")
    }
  }

  /// Nothing the fuzzer does grows the selector table, and the signature cache stays in its bound.
  static func checkBounds(_ input: String) {
    let expected = selectorCount  // first: its initializer interns the harness's selector
    guard SelectorTable.shared.count == expected else {
      fail(input, "the selector table grew to \(SelectorTable.shared.count)")
    }
    guard SignatureCache.shared.count <= MethodSignature.cacheLimit else {
      fail(input, "the signature cache holds \(SignatureCache.shared.count) entries")
    }
  }
}
