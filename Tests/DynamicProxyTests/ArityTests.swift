import DynamicProxySupport
import Testing

@testable import DynamicProxy

/// The `[Any]` a subscriber receives for methods of every arity, 0 to 6 declared arguments, with
/// every kind of C value among them: boxing builds the array differently up to four arguments
/// (an array literal) and beyond (grown), and every path must deliver each argument, in order, as
/// its encoding's Swift type.
@Suite struct ArityTests {
  static let names = (0...6).map { "arity\($0):" }
  /// `void`, and, per arity, the first `n` of: long long, double, a struct, a C string, an object,
  /// an unsigned char.
  static let argumentEncodings = ["q", "d", "{Pair=id}", "*", "@", "C"]

  static let arityProtocol = try! DelegateProtocol(
    "ArityDelegate",
    methods: (0...6).map { count in
      .optional(Selector(names[count]), "v" + argumentEncodings.prefix(count).joined())
    })

  final class Parent: HasDelegate, HasDelegateProxyStorage,
    @unchecked Sendable  // used on the test's thread only
  {
    weak var delegate: DelegateObject?
    let delegateProxyStorage = DelegateProxyStorage()
  }

  final class Proxy: DelegateProxy<Parent, DelegateObject>, DelegateProxyType,
    @unchecked Sendable  // no state beyond DelegateProxy's
  {
    static let delegateProtocol = ArityTests.arityProtocol

    static func registerKnownImplementations() {
      register { Proxy(parentObject: $0, delegateProxy: Proxy.self) }
    }
  }

  final class Marker: Sendable {}

  @Test(arguments: 0...6)
  func everyArityDeliversEveryArgumentInOrder(count: Int) throws {
    let parent = Parent()
    let proxy = Proxy.proxy(for: parent)
    let marker = Marker()
    let pair = try StructValue(Pair(a: 7, b: 2.5), encoding: TypeEncoding("{Pair=id}"))
    let values: [Any] = [Int64(-42), 1.25, pair, "text", marker, UInt8(200)]
    let received = Lock<[[Any]]>([])
    let sent = proxy.sentMessage(Selector(Self.names[count])).subscribe(onNext: { arguments in
      received.withLock { $0.append(arguments) }
    })
    let invoked = proxy.methodInvoked(Selector(Self.names[count])).subscribe(onNext: { arguments in
      received.withLock { $0.append(arguments) }
    })

    let target = try #require(parent.delegate?.target(for: Selector(Self.names[count])))
    _ = try target.call(Array(values.prefix(count)))

    let deliveries = received.withLock { $0 }
    #expect(deliveries.count == 2)
    for arguments in deliveries {
      #expect(arguments.count == count)
      for (index, argument) in arguments.enumerated() {
        switch index {
        case 0: #expect(argument as? Int == -42)
        case 1: #expect(argument as? Double == 1.25)
        case 2: #expect(argument as? StructValue == pair)
        case 3: #expect(argument as? String == "text")
        case 4:
          let identity = (argument as? Marker).map(ObjectIdentifier.init)
          #expect(identity == ObjectIdentifier(marker))
        default: #expect(argument as? UInt8 == 200)
        }
      }
    }
    sent.dispose()
    invoked.dispose()
  }

  struct Pair {
    var a: Int32
    var b: Double
  }
}
