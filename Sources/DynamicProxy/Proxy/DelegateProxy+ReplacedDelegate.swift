import DynamicProxySupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// A parent whose delegate was replaced after its proxy was installed (`parser.delegate = mine`
// after `parser.rx` was used) keeps calling the new delegate, and the proxy's streams see nothing,
// without a word. RxCocoa asserts "Delegate was changed from time it was first set". Here, in debug
// builds, the next `proxy(for:)` (every `.rx` access) or the next subscription to one of the proxy's
// streams notices it and reports it once per proxy, on standard error, with the fix; nothing traps
// and nothing else changes.

/// Where a proxy stands with its parent, for the report of a replaced delegate (debug builds).
enum ProxyInstallation {
  /// `proxy(for:)` has not seen it as its parent's delegate yet.
  case notInstalled
  /// `proxy(for:)` left it as its parent's delegate.
  case installed
  /// Its parent's delegate was found replaced, and reported: never again for this proxy.
  case reported
}

/// The report of a replaced delegate: to standard error, or to a test's capture.
enum ReplacedDelegateReport {
  /// When a report is made.
  enum Occasion {
    /// `proxy(for:)`, which installs the proxy again.
    case proxyForObject
    /// A subscription to one of the proxy's streams, of the method of this selector.
    case subscription(Selector)
  }

  /// A capture of the reports, for tests: the reporting proxy's identity and the message. Nil (the
  /// default): reports go to standard error.
  static let capture = Lock<(@Sendable (ObjectIdentifier, String) -> Void)?>(nil)

  /// Sends `message`, about `proxy`, to the capture or to standard error.
  static func send(_ message: String, about proxy: AnyObject) {
    if let capture = capture.withLock({ $0 }) {
      capture(ObjectIdentifier(proxy), message)
      return
    }
    var line = "DynamicProxy: " + message + "\n"
    line.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        // The string's bytes, valid for the closure, from `offset` (below their count) on.
        let written = unsafe write(2, bytes.baseAddress! + offset, bytes.count - offset)
        guard written > 0 else { break }
        offset += written
      }
    }
  }

  /// The message: what happened, what it means for the streams, and the fix.
  static func message(
    proxyType: Any.Type, parentType: Any.Type, replacement: Any?, occasion: Occasion
  ) -> String {
    let now = replacement.map { "replaced by a \(type(of: $0))" } ?? "set to nil"
    let reaching = replacement.map { "reached the \(type(of: $0))" } ?? "reached nobody"
    var message = "the \(parentType)'s delegate was \(now) after its \(proxyType) was installed, so "
    switch occasion {
    case .proxyForObject:
      message +=
        "calls made since then \(reaching) without being observed. \(proxyType).proxy(for:) (which `.rx` "
        + "uses) has installed the proxy again"
        + (replacement == nil ? "." : ", with the \(type(of: replacement!)) as its forward delegate.")
    case .subscription(let selector):
      message +=
        "its streams see none of the calls: this subscription to \(selector) gets nothing until the "
        + "proxy is installed again (\(proxyType).proxy(for:), or `.rx`, does it)."
    }
    return message
      + " To have every call observed, set the delegate before the proxy's first use (the proxy takes "
      + "it as its forward delegate), or, once the proxy is installed, set it with "
      + "\(proxyType).installForwardDelegate(_:retainDelegate:onProxyForObject:) instead of the "
      + "\(parentType)'s delegate property. (Reported once per proxy, in debug builds.)"
  }
}

extension DelegateProxy {
  /// Records whether `proxy(for:)` left this proxy as its parent's delegate (debug builds).
  final func recordInstallation(_ isParentsDelegate: Bool) {
    guard isParentsDelegate else { return }
    proxyState.withLock { state in
      if state.installation == .notInstalled { state.installation = .installed }
    }
  }

  /// Whether `proxy(for:)` installed this proxy and its replaced delegate was not reported yet.
  final var awaitsReplacedDelegateReport: Bool {
    proxyState.withLock { $0.installation == .installed }
  }

  /// Marks the replaced delegate reported; returns whether this call is the one that reports it.
  final func claimReplacedDelegateReport() -> Bool {
    proxyState.withLock { state in
      guard state.installation == .installed else { return false }
      state.installation = .reported
      return true
    }
  }

  /// Reports, once, that the parent's delegate is no longer this proxy (debug builds): called when
  /// one of its streams gets a subscriber, for the method of `selector`.
  final func noticeReplacedDelegate(subscribingTo selector: Selector) {
    guard awaitsReplacedDelegateReport, let proxy = self as? any DelegateProxyType, let parent = parentObject
    else { return }
    noticeReplacedDelegateOpened(proxy, on: parent, occasion: .subscription(selector))
  }
}

/// The check of a subscription, through the proxy's `DelegateProxyType` conformance (its dynamic
/// type's): the parent's current delegate is read under the parent's lock, as `proxy(for:)` reads it.
func noticeReplacedDelegateOpened<Proxy: DelegateProxyType>(
  _ proxy: Proxy, on parent: AnyObject, occasion: ReplacedDelegateReport.Occasion
) {
  guard let parent = parent as? Proxy.ParentObject else { return }
  DelegateProxyStorage.of(parent).withParentLocked {
    Proxy.noticeReplacedDelegate(of: proxy, on: parent, current: Proxy.currentDelegate(for: parent), occasion)
  }
}

extension DelegateProxyType {
  /// Reports, once per proxy, that `current`, the parent's delegate, is not `proxy` although
  /// `proxy(for:)` installed it — unless `current` is a proxy that forwards (through any number of
  /// proxies) to `proxy`, which then still sees every call.
  static func noticeReplacedDelegate(
    of proxy: Self, on parent: ParentObject, current: Delegate?, _ occasion: ReplacedDelegateReport.Occasion
  ) {
    guard let watched = proxy as? any ReplacedDelegateWatching, watched.awaitsReplacedDelegateReport else {
      return
    }
    var next = current as AnyObject?
    for _ in 0..<64 {
      guard let object = next else { break }
      if object === proxy { return }
      next = (object as? any ForwardingProxy)?.forwardedObject
    }
    guard watched.claimReplacedDelegateReport() else { return }
    ReplacedDelegateReport.send(
      ReplacedDelegateReport.message(
        proxyType: Self.self, parentType: type(of: parent), replacement: current.map { $0 as Any },
        occasion: occasion),
      about: proxy)
  }
}

/// Proxies that keep where they stand with their parent (``DelegateProxy``).
protocol ReplacedDelegateWatching: AnyObject {
  /// Records whether `proxy(for:)` left the proxy as its parent's delegate.
  func recordInstallation(_ isParentsDelegate: Bool)
  /// Whether the proxy was installed and its replaced delegate not reported yet.
  var awaitsReplacedDelegateReport: Bool { get }
  /// Marks the replaced delegate reported; returns whether this call reports it.
  func claimReplacedDelegateReport() -> Bool
}

extension DelegateProxy: ReplacedDelegateWatching {}
