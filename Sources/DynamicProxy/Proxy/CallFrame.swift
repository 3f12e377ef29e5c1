/// One intercepted call as a proxy's subscriber lists carry it: the call in flight and its
/// arguments boxed at most once. Typed subscribers read the arguments straight from the call;
/// `[Any]` subscribers share one boxed array.
///
/// Valid only during the delivery it is sent in (it points at the caller's stack); subscribers
/// turn it into their element synchronously and never keep it.
@usableFromInline
struct CallFrame: @unchecked Sendable {
  // @unchecked: it never leaves the calling thread's delivery.
  @usableFromInline let invocation: UnsafeMutablePointer<Invocation>
  /// The declared arguments, boxed on first request and shared by every `[Any]` subscriber.
  let boxed: UnsafeMutablePointer<[Any]?>
  /// The index of the first declared argument (2 for a *method* call, 0 for a *function* call).
  let first: Int

  /// The declared arguments as `[Any]`, boxed once per call.
  @inline(__always)
  func arguments() -> [Any] {
    if let arguments = boxed.pointee { return arguments }
    let arguments = invocation.pointee.declaredArguments(from: first)
    boxed.pointee = arguments
    return arguments
  }

  /// Lends the declared arguments, boxed once per call, to `body` (no copy of the array).
  @inline(__always)
  func withArguments(_ body: ([Any]) -> Void) {
    if boxed.pointee == nil { boxed.pointee = invocation.pointee.declaredArguments(from: first) }
    body(boxed.pointee.unsafelyUnwrapped)
  }

  /// The arguments and the return value, boxed, as `methodReturned` delivers them.
  func methodCall() -> MethodCall {
    MethodCall(arguments: arguments(), returnValue: invocation.pointee.returnValue)
  }
}

/// What a subscription does with each call: a closure stored in a concrete struct, so that it keeps
/// its concrete calling convention through the generic code that makes it (a closure returned as
/// `(CallFrame) -> Void` from generic code would be called through reabstraction thunks).
@usableFromInline
struct CallObserver {
  @usableFromInline let call: (CallFrame) -> Void

  @inlinable
  init(_ call: @escaping (CallFrame) -> Void) { self.call = call }
}

/// A proxy's streams of calls, one subject each per method.
@usableFromInline
enum CallStream: Sendable {
  /// Before the forward (`sentMessage`).
  case sent
  /// After the forward (`methodInvoked`).
  case invoked
  /// After the forward, with the return value (`methodReturned`).
  case returned
}

extension Invocation {
  /// The declared arguments (from `first`), boxed.
  func declaredArguments(from first: Int) -> [Any] {
    let count = numberOfArguments
    var result: [Any] = []
    result.reserveCapacity(count - first)
    for index in first..<count {
      result.append(argument(at: index))
    }
    return result
  }
}

extension Observable {
  /// An observable of a proxy's calls turned into elements: `connect` subscribes a call observer;
  /// `handler` turns an element observer into a call observer that hands it each call's element,
  /// on the sending thread (it may lend an element that lies in the call instead of copying it).
  ///
  /// The handlers form of `subscribe` delivers through a `Sink` of calls, made here where the call
  /// type is concrete: a delivery is the sink's check, the call observer and the handler.
  @usableFromInline
  static func connecting(
    calls connect: @escaping (@escaping (Event<CallFrame>) -> Void) -> any Disposable,
    handler: @escaping (@escaping (Element) -> Void) -> CallObserver
  ) -> Observable<Element> {
    Observable(
      subscribeHandler: { observer in
        let next = handler { element in observer.on(.next(element)) }
        return connect { event in
          switch event {
          case .next(let frame): next.call(frame)
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        }
      },
      handlersSubscribe: { onNext, onError, onCompleted, onDisposed in
        // Not `onNext.map`: its generic result would wrap the call handler in two reabstraction
        // thunks, run at every delivery.
        var onCall: ((CallFrame) -> Void)?
        if let onNext { onCall = handler(onNext).call }
        let sink = CallSink(
          onCall: onCall, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.attach(connect(sink.on))
        return sink
      })
  }
}
