import DynamicProxy
import DynamicProxyRx
import Foundation
import SwiftProtocolFixtures
import Synchronization
import Testing

/// A generated Swift-protocol proxy under churn: callers on threads of their own call the beacon's
/// delegate (the generated proxy) while other threads subscribe and dispose `[Any]` and typed
/// subscribers of all three streams and swap the forward delegate (retained and not, and none).
/// Every `[Any]` delivery holds the struct itself (`BeaconFix`, a C struct declared
/// `TypeEncodable`) with the call's own values, every typed delivery and every result is the
/// call's own — as for a C-ABI proxy (`DeliveryChurnTests`).
///
/// `DYNAMICPROXY_CHURN_SECONDS` sets the run's length (default 2). Serialized: it wants the cores.
@Suite(.serialized) struct SwiftProtocolChurnTests {
  /// An app's delegate: the distance is twice the fix's accuracy; each call's fix is checked.
  final class RangingDelegate: BeaconDelegate, Sendable {
    let problems: Problems
    init(problems: Problems) { self.problems = problems }
    func beacon(_ beacon: Beacon, didSignal strength: Int) {}
    func beacon(_ beacon: Beacon, rangeTo fix: BeaconFix) -> Double {
      if fix != SwiftProtocolChurnTests.fix(Int(fix.latitude)) {
        problems.add("forwarded a wrong fix \(fix)")
      }
      return fix.accuracy * 2
    }
  }

  /// The problems found, counted, the first kept (behind a pthread mutex, which ThreadSanitizer sees).
  final class Problems: @unchecked Sendable {  // `first` is behind `lock`
    let count = Atomic<Int>(0)
    let deliveries = Atomic<Int>(0)
    private let lock = NSLock()
    private var firstProblems: [String] = []

    func add(_ problem: String) {
      count.add(1, ordering: .relaxed)
      lock.lock()
      if firstProblems.count < 10 { firstProblems.append(problem) }
      lock.unlock()
    }

    var first: [String] {
      lock.lock()
      defer { lock.unlock() }
      return firstProblems
    }
  }

  static let seconds = Int(ProcessInfo.processInfo.environment["DYNAMICPROXY_CHURN_SECONDS"] ?? "") ?? 2

  /// The fix of the call numbered `sequence`.
  static func fix(_ sequence: Int) -> BeaconFix {
    BeaconFix(latitude: Double(sequence), longitude: -Double(sequence), accuracy: Double(sequence) / 2)
  }

  /// Checks an `[Any]` delivery of `beacon:rangeTo:`.
  static func check(_ arguments: [Any], _ stream: String, _ problems: Problems) {
    problems.deliveries.add(1, ordering: .relaxed)
    guard arguments.count == 2, arguments[0] is Beacon else {
      return problems.add("\(stream): arguments \(arguments)")
    }
    guard let fix = arguments[1] as? BeaconFix else {
      return problems.add("\(stream): the struct is a \(type(of: arguments[1])), not a BeaconFix")
    }
    if fix != Self.fix(Int(fix.latitude)) { problems.add("\(stream): a wrong fix \(fix)") }
  }

  @Test func everyDeliveryOfAGeneratedProxyHasTheStructItselfUnderChurn() throws {
    let problems = Problems()
    let beacon = Beacon()
    let delegates = (0..<3).map { _ in RangingDelegate(problems: problems) }
    beacon.setDelegate(delegates[0])
    // Installed before the threads start: from then on the beacon's delegate is only read.
    let proxy = BeaconDelegateProxy.proxy(for: beacon)
    let stop = Atomic<Bool>(false)
    let sequence = Atomic<Int>(0)
    let calls = Atomic<Int>(0)
    let done = DispatchGroup()
    func spawn(_ body: @escaping @Sendable () -> Void) {
      done.enter()
      Thread {
        body()
        done.leave()
      }.start()
    }
    for _ in 0..<3 {
      spawn {
        while !stop.load(ordering: .relaxed) {
          let number = sequence.add(1, ordering: .relaxed).newValue
          let fix = Self.fix(number)
          // The forward delegate's answer, or the protocol's default without one.
          let range = beacon.range(to: fix)
          if range != fix.accuracy * 2 && range != -1 {
            problems.add("call \(number) returned \(String(describing: range))")
          }
          calls.add(1, ordering: .relaxed)
        }
      }
    }
    spawn {
      var subscriptions: [any Disposable] = []
      var kind = 0
      while !stop.load(ordering: .relaxed) {
        kind += 1
        switch kind % 5 {
        case 0:
          subscriptions.append(
            proxy.sentMessage("beacon:rangeTo:").subscribe(onNext: { Self.check($0, "sentMessage", problems) }
            ))
        case 1:
          subscriptions.append(
            proxy.methodInvoked("beacon:rangeTo:").subscribe(onNext: {
              Self.check($0, "methodInvoked", problems)
            }))
        case 2:
          subscriptions.append(
            proxy.methodReturned("beacon:rangeTo:").subscribe(onNext: { call in
              Self.check(call.arguments, "methodReturned", problems)
            }))
        default:
          subscriptions.append(
            proxy.rx.rangeTo.subscribe(onNext: { fix in
              problems.deliveries.add(1, ordering: .relaxed)
              if fix != Self.fix(Int(fix.latitude)) { problems.add("typed: a wrong fix \(fix)") }
            }))
        }
        if subscriptions.count > 4 {
          subscriptions.remove(at: Int.random(in: 0..<subscriptions.count)).dispose()
        }
      }
      for subscription in subscriptions { subscription.dispose() }
    }
    spawn {
      var swap = 0
      while !stop.load(ordering: .relaxed) {
        swap += 1
        proxy.setForwardToDelegate(
          swap % 7 == 0 ? nil : delegates[swap % delegates.count], retainDelegate: swap % 2 == 0)
        Thread.sleep(forTimeInterval: 0.0001)
      }
    }
    Thread.sleep(forTimeInterval: Double(Self.seconds))
    stop.store(true, ordering: .relaxed)
    done.wait()
    let total = calls.load(ordering: .relaxed)
    print(
      "SwiftProtocolChurnTests: \(total) calls, \(problems.deliveries.load(ordering: .relaxed)) deliveries checked, \(problems.count.load(ordering: .relaxed)) problems"
    )
    #expect(problems.count.load(ordering: .relaxed) == 0, "\(problems.first.joined(separator: "\n"))")
    #expect(
      total > 0 && problems.deliveries.load(ordering: .relaxed) > 0, "the run really called and delivered")
    withExtendedLifetime(delegates) {}
  }
}
