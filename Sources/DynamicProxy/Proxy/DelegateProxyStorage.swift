import DynamicProxySupport

/// A parent that keeps its delegate proxies: the Linux stand-in for Objective-C associated objects,
/// and the fast form for parents you write.
///
/// Add a stored `let delegateProxyStorage = DelegateProxyStorage()`; when the parent deallocates,
/// the storage and its proxies go with it, at once.
///
/// A parent you can not change (Foundation's `XMLParser`, a library's class) needs nothing: the
/// library keeps its proxies in a side table of its own, keyed weakly by the parent (see
/// ``DelegateProxyStorage``).
public protocol HasDelegateProxyStorage: AnyObject {
  /// The token that owns the parent's proxies.
  var delegateProxyStorage: DelegateProxyStorage { get }
}

/// The proxies of one parent, by identifier, and the parent's lock: owned by the parent (a stored
/// property of a ``HasDelegateProxyStorage`` parent) or by the library's side table.
///
/// **Parents you can not change.** A parent that does not adopt ``HasDelegateProxyStorage`` gets a
/// storage in a side table the library keeps, keyed by the parent's identity and holding the
/// parent weakly: a new object at a released parent's address never gets the old parent's proxies.
/// The side table has no hook into the parent's deinit (Swift has none for foreign objects), so a
/// released parent's proxies are released — their streams complete, their trampolines are freed —
/// when the side table is next swept: automatically whenever it has grown to twice the number of
/// parents alive at its last sweep (at least 8 entries), or at once by
/// ``releaseProxiesOfDeallocatedParents()``.
///
/// **The parent's lock.** `proxy(for:)` decides whether the parent's proxy is installed and installs
/// it holding this storage's lock, and re-installations take it too, so two threads asking for a
/// new parent's proxy at once make and install one proxy, once. The lock is recursive: a parent's
/// `setCurrentDelegate(_:to:)` may ask for its proxy again.
public final class DelegateProxyStorage: Sendable {
  private let proxies = Lock(Proxies(), recursive: true)

  /// A parent's proxies by protocol identity: most parents have one, kept without a dictionary
  /// (no allocation when it is made); more go to a dictionary.
  struct Proxies {
    private var first: (identifier: ObjectIdentifier, proxy: AnyObject)?
    private var others: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy for a protocol identity.
    subscript(identifier: ObjectIdentifier) -> AnyObject? {
      get { first?.identifier == identifier ? first?.proxy : others[identifier] }
      set {
        if first?.identifier == identifier || (first == nil && others[identifier] == nil) {
          first = newValue.map { (identifier, $0) }
        } else {
          others[identifier] = newValue
        }
      }
    }
  }

  /// Creates an empty storage token.
  public init() {}

  /// The proxy of a family, read under the parent's lock.
  subscript(identifier: ObjectIdentifier) -> AnyObject? {
    get { proxies.withLock { $0[identifier] } }
    set { proxies.withLock { $0[identifier] = newValue } }
  }

  /// Runs `body` with the parent's proxies locked.
  func withProxies<R>(_ body: (inout Proxies) -> R) -> R {
    proxies.withLock { body(&$0) }
  }

  /// Runs `body` holding the parent's lock (recursive): the decision to install a proxy and the
  /// installation, and re-installations, are serialized per parent.
  func withParentLocked<R>(_ body: () -> R) -> R {
    proxies.withLockHeld(body)
  }

  /// The storage of `parent`: its own token, or the side table's entry for it.
  static func of(_ parent: AnyObject) -> DelegateProxyStorage {
    if let owner = parent as? HasDelegateProxyStorage { return owner.delegateProxyStorage }
    return SideTable.shared.storage(for: parent)
  }

  /// Releases the proxies of every side-table parent that has been deallocated: their streams
  /// complete and their trampolines are freed now, instead of at the side table's next automatic
  /// sweep. Parents adopting ``HasDelegateProxyStorage`` release their proxies themselves, at once.
  public static func releaseProxiesOfDeallocatedParents() {
    SideTable.shared.sweep()
  }

  /// The number of parents the side table holds proxies for, alive or awaiting a sweep (tests).
  static var sideTableCount: Int { SideTable.shared.count }
}

/// The side table of parents that do not own a ``DelegateProxyStorage``: a storage per parent,
/// keyed by the parent's identity, holding the parent weakly.
final class SideTable: Sendable {
  static let shared = SideTable()

  /// A parent (weakly) and its storage.
  private final class Entry: @unchecked Sendable {  // set in init, never changed; weak loads are thread-safe.
    weak let parent: AnyObject?
    let storage = DelegateProxyStorage()

    init(_ parent: AnyObject) {
      self.parent = parent
    }
  }

  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count that triggers the next automatic sweep.
    var sweepThreshold = 8
  }

  private let state = Lock(State())

  /// The storage of `parent`, made on first use. An entry whose parent is gone (a new object at
  /// the released one's address) is replaced, never reused.
  func storage(for parent: AnyObject) -> DelegateProxyStorage {
    let key = ObjectIdentifier(parent)
    var released: [Entry] = []
    let storage = state.withLock { state in
      if let entry = state.entries[key] {
        if entry.parent === parent { return entry.storage }
        released.append(entry)
      }
      if state.entries.count >= state.sweepThreshold {
        released += Self.removeReleased(&state)
      }
      let entry = Entry(parent)
      state.entries[key] = entry
      return entry.storage
    }
    // The released parents' proxies go outside the lock: their deinits complete streams, whose
    // subscribers may run any code.
    withExtendedLifetime(released) {}
    return storage
  }

  /// Releases the storages of deallocated parents.
  func sweep() {
    let released = state.withLock { Self.removeReleased(&$0) }
    withExtendedLifetime(released) {}
  }

  var count: Int { state.withLock { $0.entries.count } }

  private static func removeReleased(_ state: inout State) -> [Entry] {
    var released: [Entry] = []
    for (key, entry) in state.entries where entry.parent == nil {
      released.append(entry)
      state.entries[key] = nil
    }
    state.sweepThreshold = max(8, 2 * state.entries.count)
    return released
  }
}
