import DynamicProxy
import DynamicProxyRx
import SwiftProtocolFixtureSupport
import SwiftProtocolFixtures
import Testing

/// An app delegate that is a ``LedgerAuditor``: it gets the default of `ledger(_:shouldRecord:)`
/// that `extension LedgerDelegate where Self: LedgerAuditor` declares, which the proxy does not.
final class AppAuditor: LedgerAuditor, LedgerDelegate,
  @unchecked Sendable  // used on the test's thread only
{
  var closed = 0
  func ledgerDidClose(_ ledger: Ledger) { closed += 1 }
  func ledger(_ ledger: Ledger, auditWith promise: FixturePromise<Bool>) { promise.succeed(true) }
}

/// A conformer of the refinement, which gives `ledgerDidClose(_:)` a default.
final class AppAuditedDelegate: AuditedLedgerDelegate, Sendable {
  func ledger(_ ledger: Ledger, shouldRecord amount: Int) -> Bool { amount > 0 }
  func ledger(_ ledger: Ledger, auditWith promise: FixturePromise<Bool>) { promise.succeed(false) }
}

/// The proxy of a protocol whose defaults are not all its own compiles: defaults come only from
/// its unconstrained extensions, and the module of `FixturePromise` is imported.
@Suite struct LedgerDelegateProxyTests {
  @Test func aConstrainedDefaultIsTheForwardDelegatesOwn() {
    let ledger = Ledger()
    let auditor = AppAuditor()
    ledger.delegate = auditor
    let proxy = LedgerDelegateProxy.proxy(for: ledger)
    var recorded: [Bool] = []
    let subscription = proxy.methodReturned(LedgerDelegateProxy.Methods.shouldRecord)
      .subscribe(onNext: { recorded.append($0.returnValue) })
    #expect(ledger.record(5) == false, "the auditor's constrained default")
    #expect(recorded == [false])
    ledger.close()
    #expect(auditor.closed == 1)
    #expect(ledger.audit().value == true)
    subscription.dispose()
  }

  @Test func aRefinementsDefaultIsTheForwardDelegatesOwn() {
    let ledger = Ledger()
    let app = AppAuditedDelegate()
    ledger.delegate = app
    let proxy = LedgerDelegateProxy.proxy(for: ledger)
    var closes = 0
    let subscription = proxy.methodInvoked(LedgerDelegateProxy.Methods.didClose)
      .subscribe(onNext: { _ in closes += 1 })
    ledger.close()
    #expect(closes == 1)
    #expect(ledger.record(3) && !ledger.record(-1))
    #expect(LedgerDelegateProxy.Methods.didClose.selector == "ledgerDidClose:")
    subscription.dispose()
  }

  @Test func anUnderscoredProtocolsProxyFromAnInternalLevelGraph() {
    let ledger = Ledger()
    let proxy = _LedgerObserverProxy.proxy(for: ledger)
    #expect(ledger.observer === proxy)
    var amounts: [Int] = []
    let subscription = proxy.rx.observed.subscribe(onNext: { amounts.append($0) })
    ledger.record(4)
    #expect(amounts == [4])
    subscription.dispose()
  }
}
