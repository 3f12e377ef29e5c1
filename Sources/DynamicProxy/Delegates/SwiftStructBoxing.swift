import DynamicProxyRuntime

/// How a method described by a ``DelegateMethod`` boxes its struct arguments in a C frame's
/// `[Any]`: as the Swift structs themselves (issue 31's decision; RxCocoa code does
/// `castOrThrow(CGPoint.self, a[1])`), where a method described only by type encodings boxes a
/// ``StructValue``. Made once, with the method's description; immutable.
///
/// Compared as equal to any other: it is derived from the method's Swift types, which its
/// signature already distinguishes.
final class SwiftStructBoxing: Hashable, Sendable {
  /// One struct argument: its declared position, and what loads it from its C argument.
  struct Argument: Sendable {
    let position: Int
    let load: @Sendable (UnsafeRawPointer) -> Any
  }

  let arguments: [Argument]

  private init(_ arguments: [Argument]) {
    self.arguments = arguments
  }

  /// The boxing of a method whose declared arguments have the Swift types `types`; nil when none is
  /// a struct of a C layout.
  static func make<each Argument>(_ types: repeat (each Argument).Type) -> SwiftStructBoxing? {
    var arguments: [SwiftStructBoxing.Argument] = []
    var position = 0
    for type in repeat each types {
      if let argument = structArgument(type, at: position) { arguments.append(argument) }
      position += 1
    }
    return arguments.isEmpty ? nil : SwiftStructBoxing(arguments)
  }

  private static func structArgument<T>(_ type: T.Type, at position: Int) -> SwiftStructBoxing.Argument? {
    guard T.self != StructValue.self, case .structure = TypeEncoding.of(type) else { return nil }
    // The C argument is the struct's bytes in its C layout, which its Swift layout matches
    // (`TypeEncodable`'s rule), aligned as the C ABI aligns it.
    return Argument(position: position, load: { $0.load(as: T.self) })
  }

  /// Replaces the ``StructValue``s of `arguments`, the declared arguments boxed from
  /// `invocation` (the first at `first`), with the Swift structs.
  func rebox(_ arguments: inout [Any], from invocation: borrowing Invocation, first: Int) {
    for argument in self.arguments where argument.position < arguments.count {
      guard let pointer = invocation.argumentPointers[first + argument.position] else { continue }
      arguments[argument.position] = argument.load(UnsafeRawPointer(pointer))
    }
  }

  static func == (lhs: SwiftStructBoxing, rhs: SwiftStructBoxing) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
