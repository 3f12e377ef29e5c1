internal import CShims
import DynamicProxyRuntime
import DynamicProxySupport
import Synchronization

// A call from C through a proxy's trampoline, once the runtime has wrapped it in an invocation
// (`trampolineHandler`, Implementation.swift): the observing body (capture, emit, forward, emit),
// the deliveries, and the forward to where the slot's landing says (the proxy's own
// implementation, the forward delegate's, or an answer). See <doc:LifeOfACall>.

extension DelegateProxyCore {
  /// The body of the observing trampoline of the method at `index`: the call handed to
  /// ``handle(_:_:)``. It reaches the proxy unretained: the trampoline lives as long as the proxy,
  /// whose caller holds it, and a call must not pay a retain and release of the proxy (a weakly
  /// referenced object: its reference counts live in a side table).
  final func observingTrampolineBody(
    _ observers: MethodObservers, at index: Int
  ) -> @Sendable (inout Invocation) -> Void {
    // The body's trampoline is kept by this proxy (its method state) for the proxy's life, and
    // called only by a caller that holds the proxy (`Unretained`'s rule).
    let proxy = unsafe Unretained(self)
    // A body of its own for a method whose spare array keeps struct values between calls, with
    // that path inlined; the body of every other method is compiled without it (with it, about 12
    // instructions longer per call, counted with `callgrind.sh "void 1+1" libffi`).
    // Each body runs a call of the trampoline's method, `index`, whose observers `observers` are.
    if observers.keptStructPositions != 0 {
      return { invocation in
        invocation.methodIndex = index
        proxy.with { unsafe $0.handle(observers, &invocation, keepingStructs: true) }
      }
    }
    return { invocation in
      invocation.methodIndex = index
      proxy.with { unsafe $0.handle(observers, &invocation, keepingStructs: false) }
    }
  }

  /// One observed call: capture, emit, forward, emit. Subscribers receive the call itself; `[Any]`
  /// subscribers share one boxing of the arguments, typed ones read them from the call. Inlined
  /// into the observing body: a closure of more than a call is not inlined where it is called
  /// (about 60 instructions more per call, counted with `callgrind.sh "void 1+1" libffi`).
  ///
  /// `keepingStructs`, a constant of each body: whether the method's spare array keeps its large
  /// structs' values between calls (``MethodObservers/keptStructPositions``).
  ///
  /// `@unsafe`: the caller proves that `observers` are this proxy's observers of the method that
  /// `invocation` is a call of (their first declared argument, struct boxing and kept structs are
  /// that method's), and that `keepingStructs` is theirs.
  @unsafe @inline(__always)
  final func handle(_ observers: MethodObservers, _ invocation: inout Invocation, keepingStructs: Bool) {
    let first = observers.firstDeclaredArgument
    // Boxed once, before the forward, when `[Any]` subscribers are counted (RxCocoa's order), into
    // the method's spare array when no other call holds it; a subscriber counted too late for this
    // call boxes them itself, once, through `lateBoxed`.
    var boxedArguments: [Any]? = nil
    var holdsSpare = false
    // A method described by a `DelegateMethod`: its structs as the Swift structs themselves.
    let swiftStructs = observers.swiftStructs
    // The observers' method's first declared argument, struct boxing and kept structs, for a call
    // of that method (the caller's proof).
    if observers.boxingSubscribers.load(ordering: .relaxed) > 0 {
      if var spare = observers.takeSpareArguments() {
        if let types = observers.swiftStructTypes {
          types.with { unsafe invocation.boxDeclaredArguments(from: first, into: &spare, swiftStructs: $0) }
        } else if keepingStructs {
          // Over the structs the last call left in the spare array, kept there for this call.
          unsafe invocation.boxDeclaredArguments(
            from: first, into: &spare, largeStructs: observers.keptStructPositions)
        } else {
          unsafe invocation.boxDeclaredArguments(from: first, into: &spare)
        }
        boxedArguments = consume spare
        holdsSpare = true
      } else {
        var arguments = unsafe invocation.declaredArguments(from: first)
        swiftStructs?.with { unsafe $0.rebox(&arguments, from: invocation, first: first) }
        boxedArguments = arguments
      }
    }
    var lateBoxed: [Any]? = nil
    // Both pointers valid for the closures, which hold every delivery of the frame; the method's
    // first declared argument and struct boxing.
    unsafe withUnsafeMutablePointer(to: &invocation) { invocation in
      unsafe withUnsafeMutablePointer(to: &lateBoxed) { lateBoxed in
        // The array moved into the frame, and back out after the deliveries: not copied.
        let frame = unsafe CallFrame(
          invocation: invocation, boxedArguments: boxedArguments.take(), lateBoxed: lateBoxed,
          first: first,
          swiftStructs: swiftStructs)
        // One read section for the whole call (the rule of `PublishedObject`): the snapshots the
        // deliveries load stay alive until it ends, so a sink may subscribe or dispose meanwhile.
        // Each stream's current sinks, in subscription order, each handed the frame.
        observers.beginDelivery()
        unsafe observers.forEachSink(of: .sent) { $0.deliver(frame) }
        unsafe forwardInvocation(&invocation.pointee)
        unsafe observers.forEachSink(of: .invoked) { $0.deliver(frame) }
        unsafe observers.forEachSink(of: .returned) { $0.deliver(frame) }
        observers.endDelivery()
        boxedArguments = (consume frame).boxedArguments
      }
    }
    // Both consumed by a switch: a nil left to the end of the scope would cost a release call.
    switch consume boxedArguments {
    case .some(let arguments):
      if holdsSpare {
        observers.returnSpareArgumentsAsPlaceholders(arguments, keepingStructs: keepingStructs)
      }
    case .none: break
    }
    // Released only when a late subscriber boxed it.
    switch consume lateBoxed {
    case .some(let late): _ = late
    case .none: break
    }
  }
}

extension CallSink {
  /// Hands `frame` to the handler unless the sink has stopped or been disposed: an `[Any]`
  /// subscriber's handler gets the boxed arguments directly.
  @usableFromInline @inline(__always)
  func deliver(_ frame: CallFrame) {
    guard isActive else { return }
    if observer.lendsArguments {
      frame.withArguments(observer.arguments)
    } else {
      observer.call(frame)
    }
  }
}

extension Invocation {
  /// ``Invocation/invokeFunction(_:via:)`` for a proxy's forward, its hot path: called from here,
  /// where the C shim is visible, rather than through one more call into the runtime module (about
  /// 20 instructions per forwarded call, counted with
  /// `Benchmarks/Scripts/callgrind.sh "void 1+1" libffi`).
  ///
  /// `@unsafe`: the caller proves that `function` is a C function of this invocation's signature.
  @unsafe @inline(__always)
  mutating func forwardCall(to function: UnsafeRawPointer) {
    // Checked here: the usual forward has no return value to drop, and pays no call for it.
    if returnValueSet { dropReturnValue() }
    // The frame of this signature (the invocation's invariant), `function` of it (the caller's).
    unsafe CShims_CallVia(
      storage.cSignature, function, returnBuffer, argumentPointers, Invocation.CallPath.automatic.rawValue)
    returnValueSet = true
  }
}

/// How a method described by a ``DelegateMethod`` boxes its struct arguments in a C frame's
/// `[Any]`: as the Swift structs themselves (issue 31's decision; RxCocoa code does
/// `castOrThrow(CGPoint.self, a[1])`), where a method described only by type encodings boxes a
/// ``StructValue``. Made once, with the method's description; immutable.
///
/// Compared as equal to any other: it is derived from the method's Swift types, which its
/// signature already distinguishes.
final class SwiftStructBoxing: Hashable, Sendable {
  /// The Swift type of each struct position, which a call loads the struct as in place of a
  /// ``StructValue`` (by the type's own `TypeEncodable` witness: no generic call).
  let types: SwiftStructTypes

  private init(_ types: [(any TypeEncodable.Type)?]) {
    self.types = SwiftStructTypes(types)
  }

  /// The boxing of a method whose declared arguments have the Swift types `types`; nil when none is
  /// a struct of a C layout.
  static func make<each Argument>(_ types: repeat (each Argument).Type) -> SwiftStructBoxing? {
    var structTypes: [(any TypeEncodable.Type)?] = []
    for type in repeat each types {
      structTypes.append(structType(type))
    }
    return structTypes.contains { $0 != nil } ? SwiftStructBoxing(structTypes) : nil
  }

  /// `T` when it is a struct of a C layout (not ``StructValue`` itself). The C argument is the
  /// struct's bytes in its C layout, which its Swift layout matches (`TypeEncodable`'s rule),
  /// aligned as the C ABI aligns it.
  private static func structType<T>(_ type: T.Type) -> (any TypeEncodable.Type)? {
    guard T.self != StructValue.self, case .structure = TypeEncoding.of(type) else { return nil }
    return type as? any TypeEncodable.Type
  }

  /// Replaces the ``StructValue``s of `arguments`, the declared arguments boxed from
  /// `invocation` (the first at `first`), with the Swift structs. `@unsafe`: the caller proves that
  /// this is the boxing of `invocation`'s method, and `first` its first declared argument.
  @unsafe @inline(never)
  func rebox(_ arguments: inout [Any], from invocation: borrowing Invocation, first: Int) {
    // The frame's pointers from the first declared argument, one per value (the caller's proof),
    // and the array's own buffer, valid for the closure.
    let pointers = unsafe invocation.argumentPointers + first
    unsafe arguments.withUnsafeMutableBufferPointer { values in
      guard let base = values.baseAddress else { return }
      unsafe types.rebox(base, count: values.count, from: pointers)
    }
  }

  static func == (lhs: SwiftStructBoxing, rhs: SwiftStructBoxing) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
