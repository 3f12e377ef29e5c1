import CFixtures
import DynamicProxyRx
import Testing

@testable import DynamicProxy

/// The C type of a `widget:changed:` call: `void f(id self, SEL _cmd, id widget, long long value)`.
private typealias WidgetChanged =
  @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int) -> Void

/// Whether `error` is the typed method's type mismatch at `position`.
private func isTypeMismatch(
  _ error: (any Error)?, _ selector: Selector, _ position: ValuePosition, expected: TypeEncoding,
  actual: String
) -> Bool {
  guard case .typeMismatch(let s, let p, let e, let a)? = error as? DelegateError else { return false }
  return s == selector && p == position && e == expected && a == actual
}

/// Whether `error` is an argument count mismatch.
private func isCountMismatch(_ error: (any Error)?, _ selector: Selector, expected: Int, actual: Int) -> Bool
{
  guard case .argumentCountMismatch(let s, let e, let a)? = error as? DelegateError else { return false }
  return s == selector && e == expected && a == actual
}

/// Whether `error` is an unknown selector of `name`.
private func isUnknownSelector(_ error: (any Error)?, _ selector: Selector, protocol name: String) -> Bool {
  guard case .unknownSelector(let s, let n)? = error as? DelegateError else { return false }
  return s == selector && n == name
}

/// Typed methods meeting protocols described with encodings, `[Any]` callers and subscribers, raw C
/// function pointers, and C libraries.
@Suite struct TypedInteropTests {
  // MARK: Protocols described with encodings

  @Test func matchingTypedMethodsPassCheck() throws {
    let described = DelegateProtocol.encodedWidgetDelegate
    try described.check(WidgetMethods.changed)
    try described.check(WidgetMethods.changedAsAnyObject)
    try described.check(WidgetMethods.count)
    try described.check(WidgetMethods.label)
    try described.check(WidgetMethods.labelPointer)
  }

  @Test func mismatchesAreTypedErrorsFromCheck() {
    let described = DelegateProtocol.encodedWidgetDelegate
    var error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.changedWrongType) }
    #expect(isTypeMismatch(error, "widget:changed:", .argument(1), expected: .longLong, actual: "Int32"))
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.changedWrongCount) }
    #expect(isCountMismatch(error, "widget:changed:", expected: 2, actual: 1))
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.countWrongResult) }
    #expect(isTypeMismatch(error, "widgetCount:", .returnValue, expected: .longLong, actual: "Bool"))
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.countOptionalResult) }
    if case .typeMismatch(_, .returnValue, .longLong, let actual)? = error {
      #expect(actual.contains("has no nil"))
    } else {
      Issue.record("expected a return type mismatch, got \(String(describing: error))")
    }
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.changedWithResult) }
    #expect(isTypeMismatch(error, "widget:changed:", .returnValue, expected: .void, actual: "Int"))
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.unknown) }
    #expect(isUnknownSelector(error, "widgetVanished:", protocol: "EncodedWidgetDelegate"))
    // `s` is a short: an Int does not fit it.
    let shortAsInt = DelegateMethod<Widget, Int, Void>.optional("widget:short:")
    error = #expect(throws: DelegateError.self) { try described.check(shortAsInt) }
    #expect(isTypeMismatch(error, "widget:short:", .argument(1), expected: .short, actual: "Int"))
    // A second check gives the same answer (the binding is cached per protocol).
    error = #expect(throws: DelegateError.self) { try described.check(WidgetMethods.changedWrongType) }
    #expect(isTypeMismatch(error, "widget:changed:", .argument(1), expected: .longLong, actual: "Int32"))
    // The error says what is wrong.
    #expect("\(error!)".contains("Int32"))
  }

  @Test func mismatchesAreTypedErrorsFromImplementAndAnswer() {
    let delegate = DelegateObject(delegateProtocol: .encodedWidgetDelegate)
    var error = #expect(throws: DelegateError.self) {
      try delegate.implement(WidgetMethods.changedWrongType) { _, _ in }
    }
    #expect(isTypeMismatch(error, "widget:changed:", .argument(1), expected: .longLong, actual: "Int32"))
    error = #expect(throws: DelegateError.self) {
      try delegate.implement(WidgetMethods.changedWrongCount) { _ in }
    }
    #expect(isCountMismatch(error, "widget:changed:", expected: 2, actual: 1))
    error = #expect(throws: DelegateError.self) { try delegate.implement(WidgetMethods.unknown) { _ in } }
    #expect(isUnknownSelector(error, "widgetVanished:", protocol: "EncodedWidgetDelegate"))
    #expect(!delegate.responds(to: "widget:changed:"))

    let widget = Widget()
    let proxy = WidgetDelegateProxy.proxy(for: widget)
    error = #expect(throws: DelegateError.self) {
      try proxy.answer(WidgetMethods.countWrongResult) { _ in true }
    }
    #expect(isTypeMismatch(error, "widgetCount:", .returnValue, expected: .longLong, actual: "Bool"))
    #expect(!proxy.responds(to: "widgetCount:"))
  }

  @Test func mismatchesAreTheErrorOfTheStream() {
    let widget = Widget()
    let proxy = WidgetDelegateProxy.proxy(for: widget)
    var errors: [any Error] = []
    var events = 0
    _ = proxy.methodInvoked(WidgetMethods.changedWrongType)
      .subscribe(onNext: { _ in events += 1 }, onError: { errors.append($0) }, onCompleted: { events += 1 })
    _ = proxy.sentMessage(WidgetMethods.changedWrongCount)
      .subscribe(onNext: { _ in events += 1 }, onError: { errors.append($0) }, onCompleted: { events += 1 })
    _ = proxy.methodReturned(WidgetMethods.unknown)
      .subscribe(onNext: { _ in events += 1 }, onError: { errors.append($0) }, onCompleted: { events += 1 })
    _ = proxy.methodReturned(WidgetMethods.countWrongResult)
      .subscribe(onNext: { _ in events += 1 }, onError: { errors.append($0) }, onCompleted: { events += 1 })
    #expect(events == 0)
    #expect(errors.count == 4)
    #expect(isTypeMismatch(errors[0], "widget:changed:", .argument(1), expected: .longLong, actual: "Int32"))
    #expect(isCountMismatch(errors[1], "widget:changed:", expected: 2, actual: 1))
    #expect(isUnknownSelector(errors[2], "widgetVanished:", protocol: "EncodedWidgetDelegate"))
    #expect(isTypeMismatch(errors[3], "widgetCount:", .returnValue, expected: .longLong, actual: "Bool"))
    // A failed subscription does not make the proxy respond.
    #expect(!proxy.responds(to: "widget:changed:"))
  }

  @Test func typedImplementCallAndObserveWorkOnAnEncodedProtocol() throws {
    let widget = Widget()
    let forward = DelegateObject(delegateProtocol: .encodedWidgetDelegate)
    let log = TypedLog()
    try forward.implement(WidgetMethods.changed) { changed, value in
      log.append("forward \(value) \(changed === widget)")
    }
    try forward.implement(WidgetMethods.count) { _ in 17 }
    try forward.implement(WidgetMethods.label) { _, label in log.append("label \(label)") }
    #expect(forward.call(WidgetMethods.count, widget) == 17)
    widget.delegate = forward
    let proxy = WidgetDelegateProxy.proxy(for: widget)
    let bag = DisposeBag()
    proxy.methodInvoked(WidgetMethods.changed)
      .subscribe(onNext: { _, value in log.append("typed \(value)") }).disposed(by: bag)
    proxy.methodInvoked(WidgetMethods.changedAsAnyObject)
      .subscribe(onNext: { object, value in log.append("anyobject \(value) \(object === widget)") }).disposed(
        by: bag)
    proxy.methodInvoked("widget:changed:")
      .subscribe(onNext: { arguments in log.append("any \(arguments[1] as! Int)") }).disposed(by: bag)
    proxy.methodReturned(WidgetMethods.count)
      .subscribe(onNext: { call in log.append("count \(call.returnValue)") }).disposed(by: bag)
    proxy.sentMessage(WidgetMethods.labelPointer)
      .subscribe(onNext: { _, pointer in log.append("pointer \(String(cString: pointer))") }).disposed(
        by: bag)

    // A typed parent, then an [Any] parent.
    widget.delegate?.call(WidgetMethods.changed, widget, 1)
    try widget.delegate?.send("widget:changed:", widget, 2)
    #expect(widget.delegate?.call(WidgetMethods.count, widget) == 17)
    #expect(try widget.delegate?.send("widgetCount:", widget) as? Int == 17)
    widget.delegate?.call(WidgetMethods.label, widget, "from String")
    "from pointer".withCString { pointer in
      _ = widget.delegate?.call(WidgetMethods.labelPointer, widget, pointer)
    }
    #expect(
      log.entries == [
        "forward 1 true", "typed 1", "anyobject 1 true", "any 1",
        "forward 2 true", "typed 2", "anyobject 2 true", "any 2",
        "count 17", "count 17",
        "pointer from String", "label from String",
        "pointer from pointer", "label from pointer",
      ])
    withExtendedLifetime(forward) {}
  }

  @Test func aBoxedTargetCallReachesATypedClosureAndIsChecked() throws {
    let delegate = DelegateObject(delegateProtocol: .encodedWidgetDelegate)
    let log = TypedLog()
    try delegate.implement(WidgetMethods.changed) { _, value in log.append("changed \(value)") }
    try delegate.implement(WidgetMethods.count) { _ in -3 }
    let widget = Widget()
    let changed = try #require(delegate.target(for: "widget:changed:"))
    #expect(try changed.call([widget, 11]) is Void)
    #expect(try #require(delegate.target(for: "widgetCount:")).call([widget], returning: Int.self) == -3)
    #expect(throws: DelegateError.self) { try changed.call([widget, "eleven"]) }
    #expect(throws: DelegateError.self) { try changed.call([widget]) }
    #expect(log.entries == ["changed 11"])
  }

  @Test func aTypedSubscriberSeesCallsThroughRawCFunctionPointers() throws {
    let widget = Widget()
    let forward = DelegateObject(delegateProtocol: .encodedWidgetDelegate)
    let log = TypedLog()
    try forward.implement(WidgetMethods.changed) { _, value in log.append("forward \(value)") }
    widget.delegate = forward
    let proxy = WidgetDelegateProxy.proxy(for: widget)
    let subscription = proxy.methodInvoked(WidgetMethods.changed)
      .subscribe(onNext: { changed, value in log.append("typed \(value) \(changed === widget)") })
    let selector = Selector("widget:changed:")
    // The function a C library would keep, called with the proxy as receiver.
    let function = try #require(proxy.callbackFunction(for: selector))
    withExtendedLifetime((proxy, widget)) {
      unsafeBitCast(function, to: WidgetChanged.self)(
        Unmanaged.passUnretained(proxy).toOpaque(), selector.cPointer,
        Unmanaged.passUnretained(widget).toOpaque(), 21)
    }
    // The target a parent resolves, called through its C function.
    let target = try #require(proxy.target(for: selector))
    withExtendedLifetime((target, widget)) {
      unsafeBitCast(target.function, to: WidgetChanged.self)(
        target.receiverPointer, selector.cPointer, Unmanaged.passUnretained(widget).toOpaque(), 22)
    }
    subscription.dispose()
    #expect(log.entries == ["forward 21", "typed 21 true", "forward 22", "typed 22 true"])
    withExtendedLifetime(forward) {}
  }

  // MARK: C callbacks

  @Test(arguments: CallbackHolding.allCases)
  func typedClosuresAreCalledFromC(holding: CallbackHolding) throws {
    let markerBits: UInt = 0x1234_5678
    let marker = UnsafeMutableRawPointer(bitPattern: markerBits)
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    let log = TypedLog()
    try delegate.implement(TypedCallbacks.onValue) { userData, value in
      log.append("value \(value) \(UInt(bitPattern: userData) == markerBits)")
      return value * 3
    }
    try delegate.implement(TypedCallbacks.onDone) { userData, summary in
      log.append("\(summary) \(UInt(bitPattern: userData) == markerBits)")
    }
    try delegate.implement(TypedCallbacks.scale) { _, sum in
      log.append("scale \(sum)")
      return 0.5
    }
    let holder = CallbackHolder(holding: holding, userData: marker)
    holder.delegate = delegate
    #expect(holder.run(3) == 4.5)  // (0 + 3 + 6) * 0.5
    #expect(
      log.entries == ["value 0 true", "value 1 true", "value 2 true", "done 3 true", "scale 9.0"])
    withExtendedLifetime(delegate) {}
  }

  @Test(arguments: CallbackHolding.allCases)
  func typedSubscribersSeeCallsFromC(holding: CallbackHolding) throws {
    let counter = HolderCounter()
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    typealias OnValue = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    let onValue: OnValue = CFixtures_counterOnValue
    try delegate.implement("onValue", function: unsafeBitCast(onValue, to: UnsafeRawPointer.self))
    let holder = CallbackHolder(holding: holding, userData: UnsafeMutableRawPointer(counter.pointer))
    holder.delegate = delegate
    let proxy = CallbackHolderProxy.proxy(for: holder)
    var values: [Int32] = []
    var returned: [Int32] = []
    var done: [String] = []
    let bag = DisposeBag()
    proxy.methodInvoked(TypedCallbacks.onValue)
      .subscribe(onNext: { userData, value in
        if userData == UnsafeMutableRawPointer(counter.pointer) { values.append(value) }
      })
      .disposed(by: bag)
    proxy.methodReturned(TypedCallbacks.onValue)
      .subscribe(onNext: { call in returned.append(call.returnValue) }).disposed(by: bag)
    proxy.sentMessage(TypedCallbacks.onDone)
      .subscribe(onNext: { _, summary in done.append(summary) }).disposed(by: bag)
    #expect(holder.run(4) == 12)  // (0 + 1 + 2 + 3) * 2
    #expect(values == [0, 1, 2, 3])
    #expect(returned == [0, 2, 4, 6])
    #expect(done == ["done 4"])
    #expect(counter.first == [4, 0, 0])
    withExtendedLifetime(delegate) {}
  }

  @Test func aTypedCallReachesCFunctions() throws {
    let counter = HolderCounter()
    let userData = UnsafeMutableRawPointer(counter.pointer)
    let delegate = DelegateObject(delegateProtocol: .fixtureCallbacks)
    typealias OnValue = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias OnDone = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>) -> Void
    typealias Scale = @convention(c) (UnsafeMutableRawPointer?, Double) -> Double
    let onValue: OnValue = CFixtures_counterOnValue
    let onDone: OnDone = CFixtures_counterOnDone
    let scale: Scale = CFixtures_counterScale
    #expect(delegate.call(TypedCallbacks.onValue, userData, 1) == nil)
    try delegate.implement("onValue", function: unsafeBitCast(onValue, to: UnsafeRawPointer.self))
    try delegate.implement("onDone", function: unsafeBitCast(onDone, to: UnsafeRawPointer.self))
    try delegate.implement("scale", function: unsafeBitCast(scale, to: UnsafeRawPointer.self))
    #expect(delegate.call(TypedCallbacks.onValue, userData, 21) == 42)
    #expect(delegate.call(TypedCallbacks.onValue, userData, Int32.min / 2) == Int32.min)
    #expect(counter.pointer.pointee.lastValue == Int32.min / 2)
    #expect(delegate.call(TypedCallbacks.onDone, userData, "done") != nil)
    #expect(delegate.call(TypedCallbacks.scale, userData, 100) == 0.5)
    #expect(counter.first == [2, 1, 1])
  }

  @Test func aFunctionProtocolDescribedFromTypedMethodsRoundTrips() throws {
    let delegate = DelegateObject(delegateProtocol: TypedCallbacks.description)
    let log = TypedLog()
    try delegate.implement(TypedCallbacks.onValue) { _, value in value &+ 1 }
    try delegate.implement(TypedCallbacks.onDone) { userData, summary in
      log.append("\(summary) \(userData == nil)")
    }
    #expect(delegate.call(TypedCallbacks.onValue, nil, Int32.max) == Int32.min)
    #expect(delegate.call(TypedCallbacks.onDone, nil, "typed") != nil)
    #expect(try delegate.send("onDone", UnsafeMutableRawPointer?.none as Any, "boxed") != nil)
    #expect(delegate.call(TypedCallbacks.scale, nil, 1) == nil)
    #expect(log.entries == ["typed true", "boxed true"])
  }
}
