import Testing

@testable import DynamicProxy

#if !arch(x86_64)
  /// What a signature with a `long double` gets off x86-64, where the C matrix and the random cases
  /// call one on x86-64: a typed error before libffi sees it. Swift's `Float80` is the x87 format
  /// and exists on x86 only; AAPCS64's `long double` is IEEE binary128, which Swift has no type
  /// for, so no value could be read or written. An argument, a return value and a struct field
  /// (however nested) are refused alike.
  func expectLongDoubleRefused(_ encoding: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      let signature = try MethodSignature(encoding)
      Issue.record(
        "\(encoding): accepted off x86-64 as \(signature.encoding)", sourceLocation: sourceLocation)
    } catch {
      guard case .unsupported(.longDouble, _, let reason) = error else {
        Issue.record("\(encoding): refused for another reason: \(error)", sourceLocation: sourceLocation)
        return
      }
      #expect(
        reason == "long double is supported on x86_64 only (Swift's Float80)",
        sourceLocation: sourceLocation)
    }
  }

  /// Whether a method encoding has a `long double` anywhere: as a value, a struct field or an
  /// array element (not behind a pointer, which passes as an address).
  func hasLongDouble(_ encoding: String) -> Bool {
    func holds(_ type: TypeEncoding) -> Bool {
      switch type {
      case .longDouble: true
      case .structure(_, let fields): fields.contains(where: holds)
      case .array(_, let element): holds(element)
      default: false
      }
    }
    return (try? TypeEncoding.components(of: encoding))?.contains { holds($0.type) } ?? false
  }
#endif
