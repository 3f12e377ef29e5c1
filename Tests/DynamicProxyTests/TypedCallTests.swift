import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// A struct without encoding that holds an object: it crosses boxed, and the box must not leak.
private struct TrackedHolder {
  var tracked: Tracked
}

/// Typed `implement` and `call` through a plain delegate object: every kind of value in and out,
/// boundary values, arguments on the stack, object lifetimes, and unimplemented methods.
@Suite struct TypedCallTests {
  /// Echoes each value through a typed closure of `(Int8, T) -> T` with a typed `call`, and again
  /// with `DelegateTarget.call(_:returning:)` (boxed caller, typed callee); checks what the closure
  /// saw and what came back.
  private func echo<T>(
    _ values: [T], _ same: @escaping (T, T) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let method = DelegateMethod<Int8, T, T>.optional("tag:echo:")
    let described = try DelegateProtocol("Echo", method)
    let delegate = DelegateObject(delegateProtocol: described)
    let seen = Lock<[(Int8, T)]>([])
    try delegate.implement(method) { tag, value in
      seen.withLock { $0.append((tag, value)) }
      return value
    }
    for (index, value) in values.enumerated() {
      let tag = Int8(truncatingIfNeeded: -index - 1)
      let result = try #require(delegate.call(method, tag, value), sourceLocation: sourceLocation)
      #expect(same(result, value), "typed call of \(value)", sourceLocation: sourceLocation)
      // Boxed arguments into the typed closure, the result converted back.
      let target = try #require(delegate.target(for: "tag:echo:"), sourceLocation: sourceLocation)
      let boxed = try target.call([tag, value], returning: T.self)
      #expect(same(boxed, value), "boxed call of \(value)", sourceLocation: sourceLocation)
    }
    let received = seen.withLock { $0 }
    #expect(received.count == values.count * 2, sourceLocation: sourceLocation)
    for (index, value) in values.enumerated() {
      for (tag, seenValue) in received[(index * 2)...(index * 2 + 1)] {
        #expect(tag == Int8(truncatingIfNeeded: -index - 1), sourceLocation: sourceLocation)
        #expect(
          same(seenValue, value), "the closure saw \(seenValue), not \(value)", sourceLocation: sourceLocation
        )
      }
    }
  }

  private func echo<T: Equatable>(_ values: [T], sourceLocation: SourceLocation = #_sourceLocation) throws {
    try echo(values, ==, sourceLocation: sourceLocation)
  }

  // MARK: Scalars

  @Test func everyIntegerWidthKeepsItsBoundaryValues() throws {
    try echo([Int8.min, -1, 0, 1, Int8.max])
    try echo([Int16.min, -1, 0, 0x1234, Int16.max])
    try echo([Int32.min, -1, 0, 0x1234_5678, Int32.max])
    try echo([Int64.min, -1, 0, 0x1234_5678_9abc_def0, Int64.max])
    try echo([Int.min, -1, 0, 42, Int.max])
    try echo([UInt8.min, 0x7f, 0x80, UInt8.max])
    try echo([UInt16.min, 0x7fff, 0x8000, UInt16.max])
    try echo([UInt32.min, 0x7fff_ffff, 0x8000_0000, UInt32.max])
    try echo([UInt64.min, 0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000, UInt64.max])
    try echo([UInt.min, 1, UInt.max])
  }

  @Test func floatingPointKeepsItsBitPatterns() throws {
    let floats: [Float] = [
      0, -0.0, 1.5, -.infinity, .infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      Float(bitPattern: 0x7fc1_2345), Float(bitPattern: 0xffc0_0001),
    ]
    try echo(floats) { $0.bitPattern == $1.bitPattern }
    let doubles: [Double] = [
      0, -0.0, -2.25, .infinity, -.infinity, .leastNormalMagnitude, .greatestFiniteMagnitude,
      Double(bitPattern: 0x7ff8_dead_beef_0001), Double(bitPattern: 0xfff8_0000_0000_0002),
    ]
    try echo(doubles) { $0.bitPattern == $1.bitPattern }
  }

  @Test func boolsAndSelectorsRoundTrip() throws {
    try echo([true, false, true])
    try echo([Selector("a:"), Selector("gadget:didChange:")])
  }

  // MARK: Pointers

  @Test func pointersRoundTripAndOptionalOnesCarryNil() throws {
    let buffer = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
    defer { buffer.deallocate() }
    let raw = UnsafeMutableRawPointer(buffer)
    try echo([raw, raw + 4])
    try echo([UnsafeRawPointer(raw), UnsafeRawPointer(raw + 8)])
    try echo([raw, nil, raw + 12] as [UnsafeMutableRawPointer?])
    try echo([OpaquePointer(raw), OpaquePointer(raw + 1)])
    try echo([buffer, buffer + 3])
    try echo([UnsafePointer(buffer), nil] as [UnsafePointer<Int32>?])
  }

  @Test func aTypedPointerArgumentWritesBackThroughIt() throws {
    let willMove = GadgetDelegate.willMove
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try delegate.implement(willMove) { _, velocity, target in
      target.pointee = Point(x: target.pointee.x + velocity.x, y: -velocity.y)
    }
    var target = Point(x: 10, y: 20)
    let gadget = Gadget()
    let result: Void? = withUnsafeMutablePointer(to: &target) {
      delegate.call(willMove, gadget, Point(x: 1.5, y: 2), $0)
    }
    #expect(result != nil)
    #expect(target == Point(x: 11.5, y: -2))
  }

  // MARK: Objects and boxed values

  @Test func objectsOptionalObjectsAndSubclassesKeepTheirIdentity() throws {
    let counter = DeinitCounter()
    let plain = Tracked("plain", counter: counter)
    let special = SpecialTracked("special", counter: counter)
    try echo([plain, special] as [Tracked], ===)
    try echo([plain, nil, special] as [Tracked?], ===)
    try echo([plain, special] as [AnyObject], ===)
    // The subclass arrives as itself.
    let method = DelegateMethod<Tracked, String>.optional("kind:")
    let delegate = DelegateObject(delegateProtocol: try DelegateProtocol("Kinds", method))
    try delegate.implement(method) { tracked in "\(tracked.name) \(tracked is SpecialTracked)" }
    #expect(delegate.call(method, special) == "special true")
    #expect(delegate.call(method, plain) == "plain false")
    #expect(counter.value == 0)
  }

  @Test func swiftValuesWithoutEncodingCrossAsObjects() throws {
    try echo(["", "hello", "ünïcødé 🚀"])
    try echo([[], ["a"], ["x", "y", "z"]] as [[String]])
    try echo([Note(text: "n", tags: ["a", "b"]), Note(text: "", tags: [])])
    try echo([Note(text: "some", tags: []), nil] as [Note?])
    try echo([[1: "one"], [:]] as [[Int: String]])
  }

  @Test func argumentObjectsAndBoxesAreNotLeaked() throws {
    let counter = DeinitCounter()
    let method = DelegateMethod<Tracked, TrackedHolder, Tracked?, Int>.optional("a:b:c:")
    let delegate = DelegateObject(delegateProtocol: try DelegateProtocol("Leaks", method))
    try delegate.implement(method) { first, holder, third in
      first.name.count + holder.tracked.name.count + (third?.name.count ?? 0)
    }
    weak var weakFirst: Tracked?
    weak var weakHeld: Tracked?
    do {
      let first = Tracked("one", counter: counter)
      let held = Tracked("three", counter: counter)
      weakFirst = first
      weakHeld = held
      for _ in 0..<100 {
        #expect(delegate.call(method, first, TrackedHolder(tracked: held), first) == 11)
        #expect(delegate.call(method, first, TrackedHolder(tracked: held), nil) == 8)
      }
    }
    #expect(weakFirst == nil)
    #expect(weakHeld == nil)
    #expect(counter.value == 2)
  }

  @Test func aReturnedNewObjectIsOwnedByTheCallerOnly() throws {
    let counter = DeinitCounter()
    let makeTracked = GadgetDelegate.makeTracked
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try delegate.implement(makeTracked) { name in Tracked(name, counter: counter) }
    weak var weakResult: Tracked?
    do {
      let result = try #require(delegate.call(makeTracked, "fresh"))
      weakResult = result
      #expect(result.name == "fresh")
      #expect(counter.value == 0)
    }
    #expect(weakResult == nil, "the returned object leaked")
    #expect(counter.value == 1)
    for index in 0..<50 { _ = delegate.call(makeTracked, "\(index)") }
    #expect(counter.value == 51)
  }

  @Test func aReturnedKeptObjectIsNotOverReleased() throws {
    let counter = DeinitCounter()
    let method = DelegateMethod<Int, Tracked?>.optional("kept:")
    let delegate = DelegateObject(delegateProtocol: try DelegateProtocol("Kept", method))
    var kept: Tracked? = Tracked("kept", counter: counter)
    weak let weakKept = kept
    let keeper = Lock<Tracked?>(kept)
    try delegate.implement(method) { index in index < 0 ? nil : keeper.withLock { $0 } }
    for index in 0..<100 {
      let result = delegate.call(method, index)
      #expect(result??.name == "kept")
    }
    let none = delegate.call(method, -1)
    #expect(none != nil && none! == nil, "implemented, returning nil")
    kept = nil
    #expect(weakKept != nil, "over-released: the object went while still kept")
    #expect(counter.value == 0)
    keeper.withLock { $0 = nil }
    #expect(weakKept == nil)
    #expect(counter.value == 1)
  }

  // MARK: Structs

  @Test func structsCrossByValue() throws {
    try echo([Point(x: 1, y: -2), Point(x: .infinity, y: 0)])
    try echo([IntDouble(count: .min, weight: 0.5), IntDouble(count: .max, weight: -1e300)])
    try echo([Triple(a: .min, b: 2.5, c: .max), Triple(a: 0, b: -0.0, c: -1)])
    try echo([
      Segment(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4)),
      Segment(from: Point(x: -1, y: -2), to: Point(x: .greatestFiniteMagnitude, y: 0)),
    ])
    try echo([
      Mixed(small: .min, real: 1.25, byte: .max, big: .min), Mixed(small: 7, real: -0.5, byte: -1, big: .max),
    ])
  }

  @Test func aStructArgumentComputesAScalarResult() throws {
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    try delegate.implement(GadgetDelegate.weigh) { _, value in Double(value.count) * value.weight }
    #expect(delegate.call(GadgetDelegate.weigh, Gadget(), IntDouble(count: -3, weight: 1.5)) == -4.5)
  }

  // MARK: Many arguments

  @Test func manyArgumentsSpillOntoTheStack() throws {
    let many = GadgetDelegate.many
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    let seen = Lock<[String]>([])
    try delegate.implement(many) {
      a, b, c, d, e, f, g, h, d1, f1, d2, f2, d3, f3, d4, f4, d5, f5, i, segment in
      seen.withLock {
        $0 = [
          "\(a)", "\(b)", "\(c)", "\(d)", "\(e)", "\(f)", "\(g)", "\(h)", "\(d1)", "\(f1)", "\(d2)", "\(f2)",
          "\(d3)", "\(f3)", "\(d4)", "\(f4)", "\(d5)", "\(f5)", "\(i)", "\(segment.from.x)",
          "\(segment.to.y)",
        ]
      }
    }
    let result: Void? = delegate.call(
      many, Int8.min, Int16.max, Int32.min, Int64.max, UInt8.max, UInt16.max, UInt32.max, UInt64.max, 1.5,
      Float(2.5), -3.5, Float(-4.5), 5.25, Float(6.25), 7.125, Float(8.125), 9.0625, Float(10.0625), Int.min,
      Segment(from: Point(x: 11, y: 12), to: Point(x: 13, y: 14)))
    #expect(result != nil)
    #expect(
      seen.withLock { $0 } == [
        "-128", "32767", "-2147483648", "9223372036854775807", "255", "65535", "4294967295",
        "18446744073709551615", "1.5", "2.5", "-3.5", "-4.5", "5.25", "6.25", "7.125", "8.125", "9.0625",
        "10.0625", "-9223372036854775808", "11.0", "14.0",
      ])
  }

  // MARK: Unimplemented methods

  @Test func callReturnsNilWhenUnimplementedAndRespondsAgrees() throws {
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    let gadget = Gadget()
    #expect(delegate.call(GadgetDelegate.shouldBegin, gadget) == nil)
    #expect(delegate.call(GadgetDelegate.didChange, gadget, 1) == nil)
    #expect(delegate.call(GadgetDelegate.tick) == nil)
    #expect(!delegate.responds(to: GadgetDelegate.shouldBegin.selector))
    #expect(!delegate.responds(to: GadgetDelegate.tick.selector))

    try delegate.implement(GadgetDelegate.shouldBegin) { _ in false }
    let ticks = DeinitCounter()
    try delegate.implement(GadgetDelegate.tick) { ticks.increment() }
    #expect(delegate.responds(to: GadgetDelegate.shouldBegin.selector))
    #expect(delegate.call(GadgetDelegate.shouldBegin, gadget) == false)
    #expect(delegate.call(GadgetDelegate.tick) != nil)
    #expect(ticks.value == 1)

    // Replaced, then removed.
    try delegate.implement(GadgetDelegate.shouldBegin) { _ in true }
    #expect(delegate.call(GadgetDelegate.shouldBegin, gadget) == true)
    delegate.removeImplementation(for: GadgetDelegate.shouldBegin.selector)
    #expect(!delegate.responds(to: GadgetDelegate.shouldBegin.selector))
    #expect(delegate.call(GadgetDelegate.shouldBegin, gadget) == nil)
    #expect(delegate.call(GadgetDelegate.tick) != nil)
    #expect(ticks.value == 2)
  }

  @Test func implementingAMethodOfAnotherProtocolIsAnUnknownSelector() {
    let delegate = DelegateObject(delegateProtocol: GadgetDelegate.description)
    let foreign = DelegateMethod<Int, Void>.optional("foreign:")
    #expect(throws: DelegateError.self) {
      try delegate.implement(foreign) { _ in }
    }
    #expect(!delegate.responds(to: "foreign:"))
  }
}
