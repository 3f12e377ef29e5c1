import Foundation
import Testing

@testable import DynamicProxy

/// What the typed API does with a `DelegateMethod` that does not fit the protocol it meets: the
/// "Typed methods" rows of the documentation's bad-input article
/// (Sources/DynamicProxy/DynamicProxy.docc/BadInput.md).
@Suite struct TypedBadInputTests {
  /// The scroll view's protocol as `[Any]` code describes it, with encodings: `scrollViewDidScroll:`
  /// takes an `int` here, so ``ScrollViewDelegate/didScroll`` does not fit it.
  static let encoded = try! DelegateProtocol(
    "EncodedScrollViewDelegate",
    methods: [
      .optional("scrollViewDidScroll:", "vi"),
      .optional("scrollViewShouldScrollToTop:", "B@@"),
    ])

  final class Parent: HasDelegate, HasDelegateProxyStorage {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = TypedBadInputTests.encoded
    init(parent: Parent) { super.init(parentObject: parent, delegateProxy: Proxy.self) }
    static func registerKnownImplementations() { register { Proxy(parent: $0) } }
  }

  /// Whether `error` is `DelegateError.unknownSelector` for `selector` in the encoded protocol.
  static func isUnknown(_ error: any Error, _ selector: Selector) -> Bool {
    if case .unknownSelector(selector, "EncodedScrollViewDelegate") = error as? DelegateError {
      true
    } else {
      false
    }
  }

  @Test func aTypedMethodOutsideTheProtocolIsAnUnknownSelector() throws {
    let outside = ScrollViewDelegate.willEndDragging
    #expect { try Self.encoded.check(outside) } throws: { Self.isUnknown($0, outside.selector) }
    let delegate = DelegateObject(delegateProtocol: Self.encoded)
    #expect { try delegate.implement(outside) { _, _, _ in } } throws: {
      Self.isUnknown($0, outside.selector)
    }
    let proxy = Proxy.proxy(for: Parent())
    #expect { try proxy.answer(outside) { _, _, _ in } } throws: { Self.isUnknown($0, outside.selector) }
    var errors: [any Error] = []
    proxy.methodInvoked(outside).subscribe(onError: { errors.append($0) }).dispose()
    try #require(errors.count == 1)
    #expect(Self.isUnknown(errors[0], outside.selector))
  }

  @Test func aTypedMethodOfOtherTypesIsATypeMismatchAtItsDeclaredArgument() throws {
    // ScrollView for `i`: declared argument 0 (the receiver and the selector are not counted).
    #expect {
      try Self.encoded.check(ScrollViewDelegate.didScroll)
    } throws: {
      if case .typeMismatch("scrollViewDidScroll:", .argument(0), .int, "ScrollView") = $0 as? DelegateError {
        true
      } else {
        false
      }
    }
    // One argument where the protocol declares two.
    #expect {
      try Self.encoded.check(ScrollViewDelegate.shouldScrollToTop)
    } throws: {
      if case .argumentCountMismatch("scrollViewShouldScrollToTop:", 2, 1) = $0 as? DelegateError {
        true
      } else {
        false
      }
    }
    let delegate = DelegateObject(delegateProtocol: Self.encoded)
    #expect(throws: DelegateError.self) {
      try delegate.implement(ScrollViewDelegate.didScroll) { _ in }
    }
    #expect(delegate.target(for: "scrollViewDidScroll:") == nil)
    var errors: [any Error] = []
    Proxy.proxy(for: Parent()).sentMessage(ScrollViewDelegate.didScroll)
      .subscribe(onError: { errors.append($0) }).dispose()
    #expect(errors.count == 1)
    #expect(errors.first is DelegateError)
  }

  @Test func aTypedProtocolDescriptionDeclaringASelectorTwiceIsRefused() {
    #expect {
      try DelegateProtocol("Twice", ScrollViewDelegate.didScroll, ScrollViewDelegate.didScroll)
    } throws: {
      if case .duplicateSelector("scrollViewDidScroll:", "Twice") = $0 as? DelegateProtocolError {
        true
      } else {
        false
      }
    }
  }

  @Test func callingAMismatchedTypedMethodTrapsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let delegate = DelegateObject(delegateProtocol: TypedBadInputTests.encoded)
      delegate.call(ScrollViewDelegate.didScroll, ScrollView())
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("scrollViewDidScroll:"))
    #expect(message.contains("delegateProtocol.check(method)"))
  }

  /// An unobserved proxy hands a typed call its forward delegate's own target. A forward delegate
  /// of another protocol that declares the selector with other types (here a `double`, or more
  /// arguments, where the proxy's protocol says one `int`) would read the arguments laid out for
  /// the proxy's signature as its own: the call stops with both signatures instead, as an observed
  /// call does.
  @Test func aTypedCallForwardedToADoubleTrapsWithBothSignatures() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      try TypedBadInputTests.callForwarded(toOneDeclaring: "vd")
    }
    Self.expectBothSignatures(result, forward: "vd")
  }

  @Test func aTypedCallForwardedToMoreArgumentsTrapsWithBothSignatures() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      try TypedBadInputTests.callForwarded(toOneDeclaring: "vqqqq")
    }
    Self.expectBothSignatures(result, forward: "vqqqq")
  }

  /// Calls `scrollViewDidScroll:` typed as `void (int32_t)` on an unobserved proxy whose forward
  /// delegate declares it as `forwardTypes` ("vd" or "vqqqq"; the child stops). One exit test per
  /// signature: an exit test captures no value before Swift 6.3.
  static func callForwarded(toOneDeclaring forwardTypes: String) throws {
    let other = try DelegateProtocol("Other", methods: [.optional("scrollViewDidScroll:", forwardTypes)])
    let forward = DelegateObject(delegateProtocol: other)
    if forwardTypes == "vd" {
      try forward.implement("scrollViewDidScroll:") { (_: Double) in }
    } else {
      try forward.implement("scrollViewDidScroll:") { (_: Int, _: Int, _: Int, _: Int) in }
    }
    let parent = Parent()
    parent.delegate = forward
    let proxy = Proxy.proxy(for: parent)
    _ = proxy.call(DelegateMethod<Int32, Void>.optional("scrollViewDidScroll:"), 5)
    withExtendedLifetime(forward) {}
  }

  /// The child's message names the selector and both signatures.
  static func expectBothSignatures(
    _ result: ExitTest.Result?, forward forwardTypes: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("scrollViewDidScroll:"), sourceLocation: sourceLocation)
    #expect(
      message.contains("v@:\(forwardTypes.dropFirst()) differs from v@:i"), sourceLocation: sourceLocation)
  }

  /// The same forward, declaring the selector with the proxy's signature in its own protocol: the
  /// typed call reaches it, with its argument.
  @Test func aTypedCallForwardedToTheSameSignatureInAnotherProtocolArrives() throws {
    let other = try DelegateProtocol("Other", methods: [.optional("scrollViewDidScroll:", "vi")])
    let forward = DelegateObject(delegateProtocol: other)
    let received = Received()
    try forward.implement(DelegateMethod<Int32, Void>.optional("scrollViewDidScroll:")) { received.add($0) }
    let parent = Parent()
    parent.delegate = forward
    let proxy = Proxy.proxy(for: parent)
    #expect(proxy.call(DelegateMethod<Int32, Void>.optional("scrollViewDidScroll:"), 5) != nil)
    #expect(received.values == [5])
    withExtendedLifetime(forward) {}
  }

  /// A `String` read from a C string is a copy; returned as one it would have no owner: a typed
  /// method returning `String` for `*` can call a C function, but implementing or answering it
  /// with a closure is refused up front (not at the first call).
  @Test func aStringCanNotBeReturnedAsACString() throws {
    let described = try DelegateProtocol(
      "Greeter", convention: .function, methods: [.optional("greeting", "*i")])
    let greeting = DelegateMethod<Int32, String?>.optional("greeting")
    try described.check(greeting)
    let delegate = DelegateObject(delegateProtocol: described)
    #expect {
      try delegate.implement(greeting) { _ in "hello" }
    } throws: {
      guard case .typeMismatch("greeting", .returnValue, .cString, let actual) = $0 as? DelegateError else {
        return false
      }
      return actual.contains("no owner")
    }
    #expect {
      try delegate.implement("greeting") { (_: Int32) -> String in "hello" }
    } throws: {
      if case .closureTypeMismatch("greeting", .returnValue, .cString, _) = $0 as? DelegateError {
        true
      } else {
        false
      }
    }
    #expect(delegate.call(greeting, 1) == nil)
    // A pointer to storage that outlives the call is the way to return a C string.
    let text = strdup("hello")!
    defer { free(text) }
    let pointerGreeting = DelegateMethod<Int32, UnsafePointer<CChar>?>.optional("greeting")
    let address = UInt(bitPattern: text)
    try delegate.implement(pointerGreeting) { _ in UnsafePointer(bitPattern: address) }
    #expect(delegate.call(greeting, 1) == "hello")
  }
}

/// The values a typed closure received (it runs on the calling thread).
private final class Received: @unchecked Sendable {  // the calls run on the test's thread
  private(set) var values: [Int32] = []
  func add(_ value: Int32) { values.append(value) }
}
