import DynamicProxyRx

/// The interface of a delegate proxy type: how it is created for a parent, how the parent's
/// delegate is read and set, and its forward delegate — RxCocoa's `DelegateProxyType`.
///
/// A proxy type subclasses ``DelegateProxy``, names its ``delegateProtocol``, and registers how it
/// is made for each parent class in ``registerKnownImplementations()``:
///
/// ```swift
/// final class LocationManagerDelegateProxy:
///   DelegateProxy<LocationManager, DelegateObject>, DelegateProxyType
/// {
///   static let delegateProtocol = DelegateProtocol.locationManagerDelegate
///   weak private(set) var locationManager: LocationManager?
///
///   init(locationManager: ParentObject) {
///     self.locationManager = locationManager
///     super.init(
///       parentObject: locationManager,
///       delegateProxy: LocationManagerDelegateProxy.self)
///   }
///
///   static func registerKnownImplementations() {
///     register { LocationManagerDelegateProxy(locationManager: $0) }
///   }
/// }
/// ```
///
/// Parents keep their proxies through a storage token (``HasDelegateProxyStorage``), the Linux
/// stand-in for associated objects; parents adopting ``HasDelegate`` or ``HasDataSource`` get
/// ``currentDelegate(for:)`` and ``setCurrentDelegate(_:to:)`` for free.
///
/// **Re-installation.** When a method's `responds(to:)` answer changes (a first subscriber, a
/// forward delegate that implements more) — and, for a *function* protocol, whenever a slot's
/// function pointer changes (a first subscriber puts the trampoline where the forward function
/// was) — the proxy re-installs itself with
/// `setCurrentDelegate(nil)` then `setCurrentDelegate(proxy)`, as RxCocoa's `reset()` does. Parents
/// that read the delegate's slots at each call (Swift parents dispatching through
/// ``DelegateObject/target(for:)-(Selector)``) see every change at once; parents that copy callback
/// pointers once (most C libraries: `sqlite3_update_hook`, zlib's `zalloc` at init) pick the new
/// pointers up in their `setCurrentDelegate(_:to:)`.
public protocol DelegateProxyType: AnyObject, SendableMetatype {
  /// The type of the object whose delegate the proxy becomes.
  associatedtype ParentObject: AnyObject
  /// The parent's delegate type (a ``DelegateObject`` type).
  associatedtype Delegate

  /// The protocol the proxy implements; one proxy per parent and protocol.
  static var delegateProtocol: DelegateProtocol { get }

  /// Registers the factories of this proxy type with ``register(make:)``; runs once, lazily.
  static func registerKnownImplementations()

  /// The proxy's identity: one proxy per parent and identifier. Defaults to the protocol's.
  static var identifier: ObjectIdentifier { get }

  /// Whether a re-installation first sets the parent's delegate to nil, as RxCocoa's `reset()`
  /// does for UIKit parents that cache `respondsToSelector:` until the delegate changes. Defaults
  /// to `false`: the proxy is set again directly, so a call on another thread never finds the
  /// parent without a delegate. Return `true` for a parent whose setter ignores an unchanged
  /// delegate, and call it from one thread only.
  static var reinstallsThroughNil: Bool { get }

  /// The parent's current delegate.
  ///
  /// - Parameter object: The parent.
  /// - Returns: Its delegate.
  static func currentDelegate(for object: ParentObject) -> Delegate?

  /// Sets the parent's delegate.
  ///
  /// - Parameters:
  ///   - delegate: The delegate, or nil.
  ///   - object: The parent.
  static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

  /// The delegate calls are forwarded to.
  ///
  /// - Returns: The forward delegate.
  func forwardToDelegate() -> Delegate?

  /// Sets the delegate calls are forwarded to.
  ///
  /// - Parameters:
  ///   - forwardToDelegate: The forward delegate.
  ///   - retainDelegate: Whether the proxy keeps it alive.
  func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
  /// The protocol's identity.
  public static var identifier: ObjectIdentifier { ObjectIdentifier(delegateProtocol) }

  /// `false`: re-installations set the proxy again without passing through nil.
  public static var reinstallsThroughNil: Bool { false }

  /// Registers how proxies of this type's family are made for parents of type `Parent` (and its
  /// subclasses, unless a subclass has its own factory).
  ///
  /// The family is every proxy type of this ``identifier``: registering through a subclass proxy
  /// type extends the family its base type uses, as RxCocoa's `extend(with:)` does, so that
  /// whichever type of the family asks, a parent gets the proxy of its most derived registered
  /// class. Registering a second factory for the same parent type in a family is a programmer
  /// error.
  ///
  /// - Parameter make: The factory.
  public static func register<Parent>(make: @escaping (Parent) -> Self) {
    DelegateProxyFactory.sharedFactory(for: self).extend(make: make)
  }

  /// Creates a proxy for `object` with the family's factory of its most-derived registered class.
  ///
  /// A missing factory, or one that makes a proxy that is not a `Self`, is a programmer error.
  ///
  /// - Parameter object: The parent.
  /// - Returns: A new proxy, not installed.
  public static func createProxy(for object: AnyObject) -> Self {
    let proxy = DelegateProxyFactory.sharedFactory(for: self).createProxy(for: object, asking: self)
    guard let typed = proxy as? Self else {
      preconditionFailure(
        "\(Self.self) asked for a proxy of a \(type(of: object)), whose registered factory makes a "
          + "\(type(of: proxy)), which is not a \(Self.self): ask through \(type(of: proxy)) or a superclass of it, "
          + "or register a factory of \(Self.self) for \(type(of: object))")
    }
    return typed
  }

  /// The parent's proxy, created and installed on first use (RxCocoa's `proxy(for:)`).
  ///
  /// The parent's existing delegate becomes the forward delegate (held weakly) and the proxy
  /// becomes the parent's delegate; the parent keeps the proxy for its lifetime (in its
  /// ``HasDelegateProxyStorage`` token, or, for a parent that has none, in the library's side table).
  /// When the parent's delegate was changed by other code since, the proxy is installed again
  /// with that delegate as its forward delegate, as RxCocoa does. The calls made in between reached
  /// that delegate unobserved: debug builds report it on standard error, once per proxy, with the
  /// fix (set the delegate before the proxy's first use, or with
  /// ``installForwardDelegate(_:retainDelegate:onProxyForObject:)``); a subscription to one of the
  /// proxy's streams reports it too. A parent whose delegate is fixed
  /// when it is made (URLSession) and already is a proxy of this family that has no parent yet
  /// gets that proxy.
  ///
  /// Safe from any thread: the decision and the installation happen under the parent's lock, so
  /// two threads asking at once get the same proxy, installed once, and a caller that finds the
  /// proxy installed changes nothing. Other code writing the parent's `delegate` property at the
  /// same time remains the caller's race, as in Objective-C.
  ///
  /// - Parameter object: The parent.
  /// - Returns: Its proxy.
  public static func proxy(for object: ParentObject) -> Self {
    let storage = DelegateProxyStorage.of(object)
    return storage.withParentLocked {
      var created = false
      let proxy: Self
      if let existing = storage[identifier] {
        guard let typed = existing as? Self else {
          preconditionFailure(
            "\(Self.self).proxy(for:): the \(type(of: object))'s proxy of this family is a "
              + "\(type(of: existing)), which is not a \(Self.self); ask through \(type(of: existing)) "
              + "or a superclass of it")
        }
        proxy = typed
      } else {
        if let adopted = currentDelegate(for: object).flatMap({ $0 as AnyObject as? Self }),
          (adopted as? any ParentAttaching)?.attachParent(object) == true
        {
          proxy = adopted
        } else {
          proxy = createProxy(for: object)
        }
        storage[identifier] = proxy
        created = true
      }
      let current = currentDelegate(for: object)
      guard let asDelegate = proxy as? Delegate else {
        preconditionFailure("\(Self.self) must be a \(Delegate.self) to be installed as the delegate")
      }
      let installs = (current as AnyObject?) !== proxy
      #if DEBUG
        // Debug builds: a delegate replaced since this proxy was installed is reported, once.
        if installs && !created {
          noticeReplacedDelegate(of: proxy, on: object, current: current, .proxyForObject)
        }
      #endif
      // The forward delegate first: the slot updates it makes need no re-installation, since the
      // proxy is installed next; the hook is set before that, so that a change made from then on
      // (a subscription on another thread) re-installs it.
      if installs { proxy.setForwardToDelegate(current, retainDelegate: false) }
      // From now on a change of a `responds(to:)` answer re-installs the proxy (see
      // `reinstallOpened(_:)`): nothing is captured, nothing allocated.
      if created { (proxy as? any ReinstallableProxy)?.enableReinstallation() }
      if installs { setCurrentDelegate(asDelegate, to: object) }
      #if DEBUG
        (proxy as? any ReplacedDelegateWatching)?.recordInstallation(
          (currentDelegate(for: object) as AnyObject?) === proxy)
      #endif
      return proxy
    }
  }

  /// Re-installs `proxy` as the parent's delegate if it still is (RxCocoa's `reset()`), holding
  /// the parent's lock.
  ///
  /// `setCurrentDelegate(proxy)` again, so the parent (or the C library behind it) picks up the
  /// proxy's current slots; a parent's `setCurrentDelegate(_:to:)` must refresh even when the
  /// delegate is unchanged. With ``reinstallsThroughNil`` (and only for a *method* protocol), nil
  /// is set first, as RxCocoa does.
  static func reinstall(_ proxy: Self, on parent: ParentObject) {
    DelegateProxyStorage.of(parent).withParentLocked {
      guard (currentDelegate(for: parent) as AnyObject?) === proxy, let asDelegate = proxy as? Delegate else {
        return
      }
      if reinstallsThroughNil && delegateProtocol.convention == .method {
        setCurrentDelegate(nil, to: parent)
      }
      setCurrentDelegate(asDelegate, to: parent)
    }
  }

  /// Sets `forwardDelegate` as the forward delegate of `object`'s proxy until the returned
  /// disposable is disposed (RxCocoa's `installForwardDelegate(_:retainDelegate:onProxyForObject:)`).
  ///
  /// - Parameters:
  ///   - forwardDelegate: The delegate to forward to.
  ///   - retainDelegate: Whether the proxy keeps it alive.
  ///   - object: The parent.
  /// - Returns: A disposable that removes the forward delegate.
  public static func installForwardDelegate(
    _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
  ) -> any Disposable {
    let proxy = self.proxy(for: object)
    // Weak: the disposable must not keep the proxy (and its trampolines) beyond its parent.
    let references = WeakReferences<AnyObject, Self>(forwardDelegate as AnyObject, proxy: proxy)
    assert(
      proxy.forwardToDelegate() == nil,
      "This is a feature to warn you that there is already a delegate (or data source) set somewhere "
        + "previously. The action you are trying to perform will clear that delegate (data source) and "
        + "that means that some of your features that depend on that delegate (data source) being set "
        + "will likely stop working.")
    proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
    return Disposables.create {
      guard let proxy = references.proxy else { return }
      let delegate = references.object
      assert(
        delegate == nil || (proxy.forwardToDelegate() as AnyObject?) === delegate,
        "Delegate was changed from time it was first set.")
      proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
    }
  }
}

extension DelegateProxy: ReinstallableProxy {
  /// Re-installs the proxy on its parent through its `DelegateProxyType` conformance (the dynamic
  /// type's); outside any lock, since the parent's setter may call back into the proxy.
  final func reinstallOnParent() {
    guard let proxy = self as? any DelegateProxyType, let parent = parentObject else { return }
    reinstallOpened(proxy, on: parent)
  }
}

/// Proxies made before their parent (for a parent whose delegate is fixed when it is made), which
/// `proxy(for:)` attaches to the parent that has them as its delegate.
protocol ParentAttaching: AnyObject {
  /// Attaches the proxy to `parent` if it has no parent yet; returns whether it did.
  func attachParent(_ parent: AnyObject) -> Bool
}

/// Proxies whose slot changes can trigger a re-installation.
protocol ReinstallableProxy: AnyObject {
  /// Makes later changes of `responds(to:)` answers re-install the proxy on its parent.
  func enableReinstallation()
  /// Re-installs the proxy on its parent (its core, after a change of a `responds(to:)` answer).
  func reinstallOnParent()
}

/// Re-installs `proxy` on its parent, while the parent lives (RxCocoa's `reset()`); the proxy's
/// type is opened from its dynamic type, so a proxy needs no closure to know it.
func reinstallOpened<Proxy: DelegateProxyType>(_ proxy: Proxy, on parent: AnyObject) {
  guard let parent = parent as? Proxy.ParentObject else { return }
  Proxy.reinstall(proxy, on: parent)
}

/// Weak references to a proxy and an object it works with (its parent, or a forward delegate),
/// handed to a `@Sendable` closure; immutable.
final class WeakReferences<Object: AnyObject, Proxy: AnyObject>: @unchecked Sendable {  // weak, immutable
  // both are set in init and never change; weak loads are thread-safe.
  private(set) weak var object: Object?
  private(set) weak var proxy: Proxy?

  init(_ object: Object?, proxy: Proxy?) {
    self.object = object
    self.proxy = proxy
  }
}

/// A parent with a `delegate` property (RxCocoa's `HasDelegate`); its proxies get
/// ``DelegateProxyType/currentDelegate(for:)`` and ``DelegateProxyType/setCurrentDelegate(_:to:)``.
///
/// On a hot path, declare `delegate` as a computed property over private weak storage:
///
/// ```swift
/// var delegate: DelegateObject? {
///   get { storedDelegate }
///   set { storedDelegate = newValue }
/// }
/// private weak var storedDelegate: DelegateObject?
/// ```
///
/// A stored property that meets the `{ get set }` requirement directly gets a `modify` witness,
/// an access the compiler can not see the end of, so it keeps a dynamic exclusivity check on every
/// read of `delegate` (about 76 instructions a read, as much again as the rest of what a proxy's
/// unobserved call costs over a hand-written closure table). The computed form's storage is only
/// read and written whole, which the compiler checks statically.
public protocol HasDelegate: AnyObject {
  /// The delegate type.
  associatedtype Delegate
  /// The delegate.
  var delegate: Delegate? { get set }
}

/// A parent with a `dataSource` property (RxCocoa's `HasDataSource`).
public protocol HasDataSource: AnyObject {
  /// The data source type.
  associatedtype DataSource
  /// The data source.
  var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
  /// The parent's `delegate`.
  ///
  /// - Parameter object: The parent.
  /// - Returns: Its delegate.
  public static func currentDelegate(for object: ParentObject) -> Delegate? {
    object.delegate
  }

  /// Sets the parent's `delegate`.
  ///
  /// - Parameters:
  ///   - delegate: The delegate.
  ///   - object: The parent.
  public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
    object.delegate = delegate
  }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
  /// The parent's `dataSource`.
  ///
  /// - Parameter object: The parent.
  /// - Returns: Its data source.
  public static func currentDelegate(for object: ParentObject) -> Delegate? {
    object.dataSource
  }

  /// Sets the parent's `dataSource`.
  ///
  /// - Parameters:
  ///   - delegate: The data source.
  ///   - object: The parent.
  public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
    object.dataSource = delegate
  }
}
