import DynamicProxyRx
import DynamicProxySupport

/// One intercepted call as a proxy's subscriber lists carry it: the call in flight and its
/// arguments boxed at most once. Typed subscribers read the arguments straight from the call;
/// `[Any]` subscribers share one boxed array.
///
/// Valid only during the delivery it is sent in (it points at the caller's stack); subscribers
/// turn it into their element synchronously and never keep it.
///
/// `@safe`: that rule is proved where a frame is made (its `@unsafe` initializer: both pointers
/// valid for the deliveries it is handed to), and kept by this module's subscribers, which read a
/// frame only in the handler it is passed to. Its addresses are safe to take; ``call`` reads the
/// call in flight under that rule.
@safe @usableFromInline
struct CallFrame: @unchecked Sendable {  // it never leaves the calling thread's delivery.
  /// The call in flight, on the caller's stack. Safe to take (`@safe`); read it through ``call``.
  @safe @usableFromInline let invocation: UnsafeMutablePointer<Invocation>
  /// The declared arguments, boxed before the first delivery when the method has `[Any]`
  /// subscribers (as RxCocoa boxes them once, before forwarding): lent to each without a copy. A
  /// caller that keeps the array moves it in, and takes it back by consuming the frame after the
  /// deliveries (a copy would be a retain and a release of the array).
  let boxedArguments: [Any]?
  /// The declared arguments, boxed on first request when they were not boxed before the first
  /// delivery (an `[Any]` subscriber that joined during the call), shared by every such subscriber.
  @safe let lateBoxed: UnsafeMutablePointer<[Any]?>
  /// The index of the first declared argument (2 for a *method* call, 0 for a *function* call).
  let first: Int
  /// The method's Swift struct boxing, unretained (its protocol method keeps it); nil: structs box
  /// as ``StructValue``. Every frame is made with its method's, whatever path made it: the form of
  /// a call's `[Any]` is the method's, not the path's.
  let swiftStructs: Unretained<SwiftStructBoxing>?

  /// A frame over `invocation`, a call in flight whose declared arguments start at `first`, for
  /// the method whose structs box as `swiftStructs` says. `@unsafe`: the caller proves that both
  /// pointers stay valid for every delivery the frame is handed to, that `first` is the method's
  /// first declared argument (not negative), and `swiftStructs` the method's.
  @unsafe @inline(__always)
  init(
    invocation: UnsafeMutablePointer<Invocation>, boxedArguments: [Any]?,
    lateBoxed: UnsafeMutablePointer<[Any]?>,
    first: Int, swiftStructs: Unretained<SwiftStructBoxing>?
  ) {
    unsafe (self.invocation, self.lateBoxed) = (invocation, lateBoxed)
    self.boxedArguments = boxedArguments
    self.first = first
    self.swiftStructs = swiftStructs
  }

  /// The call in flight, borrowed: valid during the delivery the frame is handed to (the frame's
  /// rule, proved where it was made).
  @usableFromInline
  var call: Invocation {
    @inlinable @inline(__always) unsafeAddress { unsafe UnsafePointer(invocation) }
  }

  /// The declared arguments as `[Any]`, boxed once per call.
  @inline(__always)
  func arguments() -> [Any] {
    if let boxedArguments { return boxedArguments }
    // The frame's rule: `lateBoxed` valid for the delivery, `first` and `swiftStructs` the method's.
    if let arguments = lateBoxed.pointee { return arguments }
    var arguments = unsafe call.declaredArguments(from: first)
    swiftStructs?.with { unsafe $0.rebox(&arguments, from: call, first: first) }
    lateBoxed.pointee = arguments
    return arguments
  }

  /// Lends the declared arguments, boxed once per call, to `body`.
  @inline(__always)
  func withArguments(_ body: ([Any]) -> Void) {
    if let boxedArguments {
      body(boxedArguments)
      return
    }
    body(arguments())
  }

  /// Runs `body` with a frame over `invocation`, a typed call laid out by `codings`, whose
  /// arguments are boxed at most once, on first request, for every delivery `body` makes with it;
  /// `boxedArguments`, when the caller boxed them already.
  @usableFromInline
  static func withFrame<R>(
    _ invocation: inout Invocation, codings: TypedCodings, boxedArguments: [Any]? = nil,
    _ body: (CallFrame) -> R
  ) -> R {
    var lateBoxed: [Any]? = nil
    // Both pointers valid for the closures, where `body` makes every delivery with the frame; the
    // codings', of the call's method (its first declared argument, and its struct boxing, which
    // the codings keep).
    return unsafe withUnsafeMutablePointer(to: &invocation) { invocation in
      unsafe withUnsafeMutablePointer(to: &lateBoxed) { lateBoxed in
        unsafe body(
          CallFrame(
            invocation: invocation, boxedArguments: boxedArguments, lateBoxed: lateBoxed,
            first: codings.first,
            swiftStructs: codings.swiftStructs.map(Unretained.init)))
      }
    }
  }

  /// The arguments and the return value, boxed, as `methodReturned` delivers them.
  func methodCall() -> MethodCall {
    MethodCall(arguments: arguments(), returnValue: call.returnValue)
  }
}

/// What a subscription does with each call: closures stored in a concrete struct, so that they keep
/// their concrete calling convention through the generic code that makes them (a closure returned
/// as `(CallFrame) -> Void` from generic code would be called through reabstraction thunks).
///
/// Either a handler of the call itself (typed subscribers, `methodReturned`), or an `[Any]`
/// subscriber's element handler, which a delivery lends the boxed arguments directly.
///
/// A typed subscriber also has a ``TypedElementHandler``: a typed call made from Swift hands it the
/// element directly, without a frame.
///
/// `@safe`: its one address, the typed handler's, is kept alive by `typedHandler`.
@safe @usableFromInline
struct CallObserver {
  @usableFromInline let call: (CallFrame) -> Void
  /// The element handler of an `[Any]` subscriber (`sentMessage`, `methodInvoked`); unused unless
  /// `lendsArguments`.
  @usableFromInline let arguments: ([Any]) -> Void
  /// A typed subscriber's element handler (a ``TypedElementHandler``), for typed calls; nil for
  /// the others.
  @usableFromInline let typedHandler: AnyObject?
  /// The handler's exact class (``NoTypedHandler`` for a subscriber without one), and the handler
  /// unretained (`typedHandler` keeps it; nil without one): a delivery compares and calls without
  /// a metadata look-up, a retain or a release.
  @usableFromInline let typedHandlerType: ObjectIdentifier
  @safe @usableFromInline let typedHandlerPointer: UnsafeRawPointer?
  /// Whether a delivery calls `arguments` with the boxed arguments rather than `call`.
  @usableFromInline let lendsArguments: Bool
  /// Whether the subscriber reads the boxed arguments: the proxy then boxes them before the first
  /// delivery.
  @usableFromInline let boxesArguments: Bool
  /// Whether the subscriber ignores elements (it was subscribed without an element handler).
  @usableFromInline let ignoresElements: Bool

  /// A subscriber that reads each call from its frame; a typed one passes its element handler too.
  @inlinable
  init(
    boxesArguments: Bool = false, typedHandler: AnyObject? = nil, _ call: @escaping (CallFrame) -> Void
  ) {
    self.call = call
    self.arguments = { _ in }
    self.typedHandler = typedHandler
    self.typedHandlerType =
      typedHandler.map { ObjectIdentifier(type(of: $0)) } ?? ObjectIdentifier(NoTypedHandler.self)
    // An address, kept alive by `typedHandler`.
    self.typedHandlerPointer = unsafe typedHandler.map { UnsafeRawPointer(Unretained.address(of: $0)) }
    self.lendsArguments = false
    self.boxesArguments = boxesArguments
    self.ignoresElements = false
  }

  /// An `[Any]` subscriber: each call's boxed arguments lent to `arguments`.
  init(arguments: @escaping ([Any]) -> Void) {
    self.call = { _ in }
    self.arguments = arguments
    self.typedHandler = nil
    self.typedHandlerType = ObjectIdentifier(NoTypedHandler.self)
    self.typedHandlerPointer = nil
    self.lendsArguments = true
    self.boxesArguments = true
    self.ignoresElements = false
  }

  private init(ignoringElements: ()) {
    self.call = { _ in }
    self.arguments = { _ in }
    self.typedHandler = nil
    self.typedHandlerType = ObjectIdentifier(NoTypedHandler.self)
    self.typedHandlerPointer = nil
    self.lendsArguments = false
    self.boxesArguments = false
    self.ignoresElements = true
  }

  /// This subscriber, with `typedHandler` as its typed element handler.
  func handing(to typedHandler: AnyObject) -> CallObserver {
    CallObserver(boxesArguments: boxesArguments, typedHandler: typedHandler, call)
  }

  /// A subscriber without an element handler: it still counts (the method stays observed), and
  /// every call passes it by.
  static var ignoringElements: CallObserver { CallObserver(ignoringElements: ()) }

  /// Whether the subscriber needs each call as a frame: it is neither typed nor ignoring elements.
  var readsFrame: Bool { typedHandler == nil && !ignoresElements }
}

/// The class no typed element handler is of: a subscriber without one has its identity as its
/// handler's type, which no typed call's handler type equals.
@usableFromInline
enum NoTypedHandler {}

/// A typed subscriber's element handler, which a typed call from Swift calls with the element it
/// makes from its arguments (and return value); identified by its exact class, so that a typed
/// call recognizes a subscriber of its own types with one comparison.
@usableFromInline
final class TypedElementHandler<Element> {
  @usableFromInline let onNext: (Element) -> Void

  @inlinable
  init(_ onNext: @escaping (Element) -> Void) {
    self.onNext = onNext
  }
}

/// A proxy's streams of calls, one subject each per method.
@usableFromInline
enum CallStream: Int, Sendable {
  /// Before the forward (`sentMessage`).
  case sent
  /// After the forward (`methodInvoked`).
  case invoked
  /// After the forward, with the return value (`methodReturned`).
  case returned
}

extension Observable {
  /// An observable of a proxy's calls turned into elements: each subscription connects a call sink
  /// to `stream` of `method` on `proxy` (held weakly: a stream whose proxy went completes at
  /// once); `handler` turns an element observer into a call observer that hands it each call's element,
  /// on the sending thread (it may lend an element that lies in the call instead of copying it).
  ///
  /// Both forms of `subscribe` connect a ``CallSink``, made here where the call type is concrete:
  /// a delivery is the sink's check and the subscriber's handler (through the call observer of a
  /// typed subscriber; for the observer form, the observer's `on`).
  @usableFromInline
  static func connecting(
    proxy: any CallConnecting, method: DelegateProtocol.Method, stream: CallStream,
    handler: @escaping (@escaping (Element) -> Void) -> CallObserver, typedElements: Bool = false
  ) -> Observable<Element> {
    connecting(
      CallStreamSource(
        proxy: proxy, method: method, stream: stream, handler: handler, typedElements: typedElements))
  }

  /// The observable of `source`'s stream; `argumentsSubscribe`, for a stream of `[Any]`, is its
  /// form of `subscribe` that takes `[Any]` handlers as they are.
  ///
  /// One object, `source`, holds what every form of `subscribe` needs: each closure captures only
  /// it, so the object is the closure's context (no context allocated per closure).
  private static func connecting(
    _ source: CallStreamSource<Element>, argumentsSubscribe: ArgumentsSubscribe? = nil
  ) -> Observable<Element> {
    Observable(
      subscribeHandler: { subscriber in source.subscribe(subscriber) },
      handlersSubscribe: { onNext, onError, onCompleted, onDisposed in
        // Not `onNext.map(handler)`: passing `onNext` through a generic function wraps it in two
        // more reabstraction thunks, run at every delivery. A sink without an element handler
        // still counts as a subscriber (the method stays observed), with a handler that does
        // nothing.
        var next = CallObserver.ignoringElements
        if let onNext { next = source.observer(onNext) }
        return source.connect(next, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
      },
      argumentsSubscribe: argumentsSubscribe)
  }
}

extension Observable where Element == [Any] {
  /// ``connecting(proxy:method:stream:handler:typedElements:)`` for a stream of `[Any]`
  /// (`sentMessage`, `methodInvoked`), which also takes `[Any]` handlers as the subscriber wrote
  /// them (see `subscribe(onNext:onError:onCompleted:onDisposed:)` of an `[Any]` sequence): their
  /// deliveries run no reabstraction thunk.
  @usableFromInline
  static func connectingArguments(
    proxy: any CallConnecting, method: DelegateProtocol.Method, stream: CallStream
  ) -> Observable<[Any]> {
    let source = CallStreamSource<[Any]>(
      proxy: proxy, method: method, stream: stream, handler: { onNext in CallObserver(arguments: onNext) },
      typedElements: false)
    return connecting(source) { onNext, onError, onCompleted, onDisposed in
      var next = CallObserver.ignoringElements
      if let onNext { next = CallObserver(arguments: onNext) }
      return source.connect(next, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
  }
}

/// What a proxy's call stream connects (see
/// `Observable.connecting(proxy:method:stream:handler:typedElements:)`):
/// immutable, shared by the stream's subscriptions.
final class CallStreamSource<Element>: @unchecked Sendable {  // immutable
  // @unchecked: immutable; the closures are the stream's, called on the subscribing thread.
  /// The proxy, weakly: a subscription does not keep it.
  private weak let proxy: (any CallConnecting)?
  /// The method whose calls the stream delivers.
  private let method: DelegateProtocol.Method
  /// Which of the method's streams.
  private let stream: CallStream
  /// Turns an element observer into a call observer.
  let handler: (@escaping (Element) -> Void) -> CallObserver
  /// Whether the stream is typed: its sinks also keep their element handler, for typed calls.
  let typedElements: Bool

  init(
    proxy: any CallConnecting, method: DelegateProtocol.Method, stream: CallStream,
    handler: @escaping (@escaping (Element) -> Void) -> CallObserver, typedElements: Bool
  ) {
    self.proxy = proxy
    self.method = method
    self.stream = stream
    self.handler = handler
    self.typedElements = typedElements
  }

  /// Subscribes an observer to the stream: its events through a sink of its own.
  func subscribe(_ subscriber: AnyObserver<Element>) -> any Disposable {
    connect(
      observer { element in subscriber.on(.next(element)) },
      onError: { error in subscriber.on(.error(error)) }, onCompleted: { subscriber.on(.completed) },
      onDisposed: nil)
  }

  /// Subscribes the handlers of `subscribe(onNext:onError:onCompleted:onDisposed:)`, `next` made
  /// from `onNext`: a sink connected to the proxy's method.
  func connect(
    _ next: CallObserver, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) -> any Disposable {
    let sink = CallSink(next, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    sink.attach(connect(sink))
    return sink
  }

  /// Subscribes `sink` to the proxy's method; completes it at once when the proxy went.
  func connect(_ sink: CallSink) -> any Disposable {
    guard let proxy else {
      sink.terminate(.completed)
      return Disposables.create()
    }
    return proxy.connect(method, stream, sink)
  }

  /// The call observer of `onNext`; a typed stream's also keeps `onNext` as its element handler,
  /// made here, where it is the subscriber's own closure (made in the typed code, the closure
  /// would be converted to and from its concrete form, two more thunks per delivery).
  @inline(__always)
  func observer(_ onNext: @escaping (Element) -> Void) -> CallObserver {
    let observer = handler(onNext)
    return typedElements ? observer.handing(to: TypedElementHandler(onNext)) : observer
  }
}

/// A proxy that call streams connect to (``DelegateProxy``).
@usableFromInline
protocol CallConnecting: AnyObject {
  /// Subscribes `sink` to `stream` of `method`; returns the subscription's disposable.
  func connect(_ method: DelegateProtocol.Method, _ stream: CallStream, _ sink: CallSink) -> any Disposable
}
