import SwiftProtocolFixtureSupport

/// The delegate of a ``Ledger``: defaults declared in extensions that not every conformer gets,
/// as GRDB's `FTS5WrapperTokenizer` has them (the generator's fixture for them).
public protocol LedgerDelegate: AnyObject {
  /// The ledger recorded `amount` (default: nothing, in an unconstrained extension).
  func ledger(_ ledger: Ledger, didRecord amount: Int)
  /// Whether to record `amount`; its only default is for ``LedgerAuditor`` subclasses.
  func ledger(_ ledger: Ledger, shouldRecord amount: Int) -> Bool
  /// The ledger closed; its only default is in ``AuditedLedgerDelegate``'s extension.
  func ledgerDidClose(_ ledger: Ledger)
  /// Asks for an audit, answered through `promise`, a type of another module (required).
  func ledger(_ ledger: Ledger, auditWith promise: FixturePromise<Bool>)
}

extension LedgerDelegate {
  /// Nothing.
  public func ledger(_ ledger: Ledger, didRecord amount: Int) {}
}

extension LedgerDelegate where Self: LedgerAuditor {
  /// No: an auditor records nothing unless it says so.
  public func ledger(_ ledger: Ledger, shouldRecord amount: Int) -> Bool { false }
}

/// A refinement of ``LedgerDelegate`` that gives `ledgerDidClose(_:)` a default.
public protocol AuditedLedgerDelegate: LedgerDelegate {}

extension AuditedLedgerDelegate {
  /// Nothing.
  public func ledgerDidClose(_ ledger: Ledger) {}
}

/// A base class whose subclasses get a default of ``LedgerDelegate``.
open class LedgerAuditor {
  /// Creates an auditor.
  public init() {}
}

/// A parent whose delegate protocol has defaults that are not all its own.
public final class Ledger {
  /// The delegate, held weakly.
  public weak var delegate: (any LedgerDelegate)?
  /// The observer, held weakly.
  public weak var observer: (any _LedgerObserver)?

  /// Creates a ledger without a delegate.
  public init() {}

  /// Records `amount` when the delegate agrees (without a delegate, always).
  ///
  /// - Parameter amount: The amount.
  /// - Returns: Whether it was recorded.
  @discardableResult
  public func record(_ amount: Int) -> Bool {
    guard delegate?.ledger(self, shouldRecord: amount) ?? true else { return false }
    delegate?.ledger(self, didRecord: amount)
    observer?.ledger(self, observed: amount)
    return true
  }

  /// Asks the delegate for an audit.
  ///
  /// - Returns: The promise the delegate fulfils.
  public func audit() -> FixturePromise<Bool> {
    let promise = FixturePromise<Bool>()
    delegate?.ledger(self, auditWith: promise)
    return promise
  }

  /// Closes the ledger.
  public func close() {
    delegate?.ledgerDidClose(self)
  }
}

/// Underscored, as NIO's `_ChannelInboundHandler`: `symbolgraph-extract` leaves it out of a graph
/// extracted at `-minimum-access-level public`.
public protocol _LedgerObserver: AnyObject {
  /// The ledger recorded `amount`.
  func ledger(_ ledger: Ledger, observed amount: Int)
}
