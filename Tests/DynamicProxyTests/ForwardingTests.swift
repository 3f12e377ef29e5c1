import CFixtures
import DynamicProxyRx
import Glibc
import Synchronization
import Testing

@testable import DynamicProxy

/// The forwarding fast paths (a forward into a trampoline's Swift body, the register-frame call of
/// a C function) give what libffi's generic path gives; a proxy follows what its forward delegate
/// implements; protocols find selectors by their dense ids.
@Suite(.serialized) struct ForwardingTests {
  /// A struct passed and returned by value in two registers, xmm0 and rax: `CFixtures_S16`
  /// (`double a; int64_t b`).
  typealias Vector = CFixtures_S16

  static let geometry = try! DelegateProtocol(
    "Geometry",
    methods: [
      .optional("scale:by:", "{CFixtures_S16=dq}{CFixtures_S16=dq}d"),
      .optional("sum:and:and:", "qqiC"),
      .optional("touched:", "v@"),
    ])

  final class Shape: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  final class ShapeProxy: DelegateProxy<Shape, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = ForwardingTests.geometry

    init(shape: Shape) {
      super.init(parentObject: shape, delegateProxy: ShapeProxy.self)
    }

    static func registerKnownImplementations() {
      register { ShapeProxy(shape: $0) }
    }
  }

  /// A C function of `scale:by:`'s signature (receiver and selector first).
  static let scale: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?, Vector, Double) -> Vector = {
    _, _, vector, factor in Vector(a: vector.a * factor, b: vector.b * Int64(factor))
  }
  /// A C function of `sum:and:and:`'s signature.
  static let sum: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?, Int64, Int32, UInt8) -> Int64 = {
    _, _, a, b, c in a + Int64(b) + Int64(c)
  }

  /// Calls through the shape's delegate with `send`, once with the fast paths on and once off; then
  /// leaves the switch as it found it.
  func bothWays<R: Equatable>(_ body: () throws -> R) throws -> (fast: R, generic: R) {
    let before = Forwarding.fastPathsEnabled
    defer { Forwarding.fastPathsEnabled = before }
    Forwarding.fastPathsEnabled = true
    let fast = try body()
    Forwarding.fastPathsEnabled = false
    return (fast, try body())
  }

  /// `DYNAMICPROXY_FORWARDING=libffi`, read at the first use, turns the fast paths off; setting
  /// the switch turns them back on (in a process of its own: the switch is process-wide).
  @Test func theEnvironmentTurnsTheFastPathsOffAndTheSwitchBackOn() async {
    await #expect(processExitsWith: .success) {
      setenv("DYNAMICPROXY_FORWARDING", "libffi", 1)
      guard !Forwarding.fastPathsEnabled else { exit(1) }
      Forwarding.fastPathsEnabled = true
      guard Forwarding.fastPathsEnabled else { exit(2) }
      Forwarding.fastPathsEnabled = false
      exit(Forwarding.fastPathsEnabled ? 3 : 0)
    }
  }

  @Test(arguments: [false, true])
  func fastAndGenericForwardingAgree(typedClosures: Bool) throws {
    let shape = Shape()
    let real = DelegateObject(delegateProtocol: Self.geometry)
    let touches = Atomic<Int>(0)
    if typedClosures {
      try real.implement("scale:by:") { (vector: Vector, factor: Double) in
        Vector(a: vector.a * factor, b: vector.b * Int64(factor))
      }
      try real.implement("sum:and:and:") { (a: Int, b: Int32, c: UInt8) in a + Int(b) + Int(c) }
    } else {
      try real.implement("scale:by:", function: unsafeBitCast(Self.scale, to: UnsafeRawPointer.self))
      try real.implement("sum:and:and:", function: unsafeBitCast(Self.sum, to: UnsafeRawPointer.self))
    }
    try real.implement("touched:") { (_: Shape) in _ = touches.add(1, ordering: .relaxed) }
    shape.delegate = real
    let proxy = ShapeProxy.proxy(for: shape)
    let bag = DisposeBag()
    var seen: [String] = []
    proxy.methodInvoked("scale:by:").subscribe(onNext: { seen.append("scale \($0[1])") }).disposed(by: bag)
    func scaled() throws -> [Double] {
      let value = try shape.delegate?.send("scale:by:", Vector(a: 1.5, b: -2), 4.0) as? StructValue
      let vector = try value?.load(as: Vector.self)
      return vector.map { [$0.a, Double($0.b)] } ?? []
    }
    proxy.sentMessage("sum:and:and:").subscribe(onNext: { seen.append("sum \($0)") }).disposed(by: bag)
    proxy.methodInvoked("touched:").subscribe(onNext: { _ in seen.append("touched") }).disposed(by: bag)

    let scaling = try bothWays { try scaled() }
    #expect(scaling.fast == [6, -8])
    #expect(scaling.generic == scaling.fast)
    let summed = try bothWays {
      try shape.delegate?.send("sum:and:and:", Int.max - 300, Int32(-7), UInt8(255)) as? Int
    }
    #expect(summed.fast == Int.max - 300 - 7 + 255)
    #expect(summed.generic == summed.fast)
    _ = try bothWays { try shape.delegate?.send("touched:", shape) != nil }
    #expect(touches.load(ordering: .relaxed) == 2)
    #expect(seen.count == 6)
    #expect(seen.filter { $0 == "touched" }.count == 2)
  }

  @Test func aProxyFollowsWhatItsForwardDelegateImplementsLater() throws {
    let shape = Shape()
    let real = DelegateObject(delegateProtocol: Self.geometry)
    shape.delegate = real
    let proxy = ShapeProxy.proxy(for: shape)
    #expect(!proxy.responds(to: "sum:and:and:"))
    try real.implement("sum:and:and:", function: unsafeBitCast(Self.sum, to: UnsafeRawPointer.self))
    #expect(proxy.responds(to: "sum:and:and:"))
    #expect(try shape.delegate?.send("sum:and:and:", 1, Int32(2), UInt8(3)) as? Int == 6)
    try real.implement("sum:and:and:") { (a: Int, b: Int32, c: UInt8) in a * Int(b) * Int(c) }
    #expect(try shape.delegate?.send("sum:and:and:", 2, Int32(3), UInt8(4)) as? Int == 24)
    real.removeImplementation(for: "sum:and:and:")
    #expect(!proxy.responds(to: "sum:and:and:"))
    #expect(try shape.delegate?.send("sum:and:and:", 2, Int32(3), UInt8(4)) == nil)
  }

  @Test func aForwardDelegateSharedByManyProxiesListsOnlyTheLiveOnes() throws {
    // One delegate behind many parents' proxies: registering is O(1), and a proxy that goes or
    // gets another forward delegate leaves the delegate's list.
    let shared = DelegateObject(delegateProtocol: Self.geometry)
    try shared.implement("sum:and:and:", function: unsafeBitCast(Self.sum, to: UnsafeRawPointer.self))
    var shapes: [Shape] = (0..<200).map { _ in Shape() }
    for shape in shapes {
      shape.delegate = shared
      _ = ShapeProxy.proxy(for: shape)
    }
    #expect(shared.forwardingProxyCount == 200)
    #expect(try shapes[7].delegate?.send("sum:and:and:", 1, Int32(2), UInt8(3)) as? Int == 6)
    let other = DelegateObject(delegateProtocol: Self.geometry)
    ShapeProxy.proxy(for: shapes[0]).setForwardToDelegate(other, retainDelegate: false)
    #expect(shared.forwardingProxyCount == 199)
    #expect(other.forwardingProxyCount == 1)
    shapes.removeLast(100)
    #expect(shared.forwardingProxyCount == 99)
    shapes.removeAll()
    #expect(shared.forwardingProxyCount == 0)
    #expect(other.forwardingProxyCount == 0)
  }

  @Test func protocolsFindEverySelectorByItsDenseID() throws {
    // More methods than one probe sequence can hide: every one is found at its own index, and
    // selectors interned before and after the protocol are not in it.
    let before: [Selector] = (0..<50).map { Selector("forwardingTestsBefore\($0):") }
    let names = (0..<300).map { "forwardingTestsMethod\($0):" }
    let big = try DelegateProtocol("Big", methods: names.map { .optional(Selector($0), "v@") })
    let after: [Selector] = (0..<50).map { Selector("forwardingTestsAfter\($0):") }
    for (index, name) in names.enumerated() {
      #expect(big.method(for: Selector(name))?.index == index)
    }
    for selector in before + after { #expect(big.method(for: selector) == nil) }
    let empty = try DelegateProtocol("Empty", methods: [])
    #expect(empty.method(for: Selector(names[0])) == nil)
  }

  @Test func aTargetMadeWithThePublicInitializerKeepsItsMethod() throws {
    let real = DelegateObject(delegateProtocol: Self.geometry)
    try real.implement("sum:and:and:", function: unsafeBitCast(Self.sum, to: UnsafeRawPointer.self))
    let method = try #require(Self.geometry.method(for: "sum:and:and:"))
    let target = DelegateTarget(
      receiver: real, function: unsafeBitCast(Self.sum, to: UnsafeRawPointer.self), method: method)
    #expect(target.method == method)
    #expect(try target.call([40, Int32(1), UInt8(1)]) as? Int == 42)
    let resolved = try #require(real.target(for: "sum:and:and:"))
    #expect(resolved.method == method)
    #expect(resolved.function == target.function)
  }
}

/// CI runs the ABI, C-callback and proxy suites a second time in a process started with
/// `DYNAMICPROXY_FORWARDING=libffi` (`.ci/run`): every forward then takes `ffi_call`, as on arm64,
/// which has no register-frame call. This holds that run to its configuration (the suites that
/// turn the switch on and off themselves are not in it); in other runs it checks nothing.
@Suite struct ForwardingEnvironmentTests {
  @Test func theEnvironmentKeepsTheFastPathsOff() {
    guard let value = getenv("DYNAMICPROXY_FORWARDING"), String(cString: value) == "libffi" else {
      return
    }
    #expect(!Forwarding.fastPathsEnabled)
  }
}
