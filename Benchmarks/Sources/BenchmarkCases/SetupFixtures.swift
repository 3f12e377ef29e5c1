import DynamicProxy
import DynamicProxyRx

/// The set-up cases, on the 10-method protocol: a batch of parents (with their real delegate set)
/// is made untimed; the timed part makes, installs and subscribes each parent's proxy (then, for the
/// full cycle, disposes the subscription and destroys the parent with its proxy).
enum SetupFixtures {
  /// The state of one batch; used by the runner's thread only.
  final class Batch: @unchecked Sendable {  // used on the runner's thread only
    var swiftParents: [Scale10Parent?] = []
    var ffiParents: [FFIParent?] = []
    var subscriptions: [() -> Void] = []
  }

  static let selector = DelegateProtocol.scale10.methods[0].selector

  static func createAndSubscribe(_ approach: Approach, _ handler: @escaping TableHandler) -> Fixture {
    make(approach, handler, fullCycle: false)
  }

  static func fullCycle(_ approach: Approach, _ handler: @escaping TableHandler) -> Fixture {
    make(approach, handler, fullCycle: true)
  }

  private static func make(
    _ approach: Approach, _ handler: @escaping TableHandler, fullCycle: Bool
  ) -> Fixture {
    let batch = Batch()
    let swiftReal = Scale10RealDelegate()
    let ffiReal = FFIRealDelegate(.scale10)
    let prepare: @Sendable (Int) -> Void = { count in
      // Room for the batch's subscriptions: the harness must not allocate in the timed part.
      batch.subscriptions.reserveCapacity(count)
      if approach == .libffi {
        batch.ffiParents = (0..<count).map { _ in
          let parent = FFIParent()
          parent.delegate = ffiReal
          return parent
        }
      } else {
        batch.swiftParents = (0..<count).map { _ in
          let parent = Scale10Parent()
          parent.delegate = swiftReal
          return parent
        }
      }
    }
    let finish: @Sendable () -> Void = {
      for dispose in batch.subscriptions { dispose() }
      batch.subscriptions = []
      batch.swiftParents = []
      batch.ffiParents = []
    }
    let run: @Sendable (Int) -> Void
    switch approach {
    case .libffi:
      run = { count in
        for index in 0..<count {
          let proxy = Scale10Proxy.proxy(for: batch.ffiParents[index]!)
          let subscription = proxy.methodInvoked(selector).subscribe(onNext: handler)
          if fullCycle {
            subscription.dispose()
            batch.ffiParents[index] = nil
          } else {
            batch.subscriptions.append(subscription.dispose)
          }
        }
      }
    case .tableDynamic:
      run = { count in
        for index in 0..<count {
          let parent = batch.swiftParents[index]!
          let proxy = Scale10TableDynamicProxy(forwardingTo: swiftReal)
          parent.delegate = proxy
          parent.proxy = proxy
          let subscription = proxy.table.subscribe("scale10Method0:", .invoked, handler)
          if fullCycle {
            subscription.dispose()
            batch.swiftParents[index] = nil
          } else {
            batch.subscriptions.append(subscription.dispose)
          }
        }
      }
    case .tableResolved:
      run = { count in
        for index in 0..<count {
          let parent = batch.swiftParents[index]!
          let proxy = Scale10TableResolvedProxy(forwardingTo: swiftReal)
          parent.delegate = proxy
          parent.proxy = proxy
          let subscription = proxy.methods[0].subscribe(.invoked, handler)
          if fullCycle {
            subscription.dispose()
            batch.swiftParents[index] = nil
          } else {
            batch.subscriptions.append(subscription.dispose)
          }
        }
      }
    case .direct, .libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny, .gnustep,
      .gnustepDirect, .tableExpert, .tableTyped:
      preconditionFailure("\(approach.rawValue) has no set-up of its own to measure")
    }
    return Fixture(run: run, prepare: prepare, finish: finish, retained: [batch, swiftReal, ffiReal])
  }
}
