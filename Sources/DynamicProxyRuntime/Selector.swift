import DynamicProxySupport

/// The interned name of a method, the counterpart of Objective-C's `SEL`.
///
/// Selectors are strings such as `"locationManager:didUpdateLocations:"`, interned so that equality
/// and hashing compare one reference: O(1), whatever the name's length. Create them from string
/// literals (`let sel: Selector = "trigger"`) or with ``init(_:)``.
///
/// Interned names live for the life of the process, as Objective-C's selectors do: the table grows by
/// one entry per distinct name ever used and is never trimmed. Programs name a fixed set of methods,
/// so the table stays small; do not build selectors from unbounded run-time data.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  // Unowned(unsafe): interned storage is never deallocated, so copying a selector costs no
  // reference counting. `@safe` for the same reason: the table keeps every storage it made for
  // the life of the process, so the reference is valid wherever a selector is.
  @safe @usableFromInline package unowned(unsafe) let storage: SelectorStorage

  /// Interns `name` and returns its selector (`sel_registerName`).
  ///
  /// - Parameter name: The method name, for example `"scrollViewDidScroll:"`.
  public init(_ name: String) {
    storage = SelectorTable.shared.intern(name)
  }

  /// Interns a string literal (`let sel: Selector = "trigger"`).
  ///
  /// - Parameter value: The method name.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  init(storage: SelectorStorage) {
    self.storage = storage
  }

  /// The method name (`sel_getName`).
  public var name: String { storage.name }

  /// The method name in double quotes, as every error message prints a selector:
  /// `"scrollViewDidScroll:"`, `""` for the empty selector. Characters that would not show are
  /// escaped as in a Swift string literal (`"a\nb"`, `"\0"`, `"\u{7F}"`), so the text reads back as
  /// the same name; ``name`` is the name itself.
  public var description: String { MessageQuoting.quoted(storage.name) }

  /// Compares two selectors by identity of their interned name.
  ///
  /// - Parameters:
  ///   - lhs: A selector.
  ///   - rhs: Another selector.
  /// - Returns: Whether both name the same method.
  @inlinable
  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.storage === rhs.storage
  }

  /// Hashes the identity of the interned name.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
  }

  /// The value a selector argument (`:`) carries across the C ABI, for direct calls of a method's
  /// C function; stable for the life of the process. Safe to take (`@safe`): what is done with
  /// the pointer is its user's to prove.
  @safe public var cPointer: UnsafeMutableRawPointer { opaquePointer }

  /// The value a selector argument (`:`) carries across the C ABI: the interned storage's address,
  /// valid for the life of the process. Safe to take (`@safe`), as ``cPointer``.
  @safe package var opaquePointer: UnsafeMutableRawPointer {
    Unretained.address(of: storage)
  }

  /// The selector a `:` argument carries, or `nil` when the pointer names no interned selector.
  init?(validating pointer: UnsafeRawPointer) {
    guard let storage = SelectorTable.shared.storage(at: pointer) else { return nil }
    self.storage = storage
  }
}

/// The interned name behind a ``Selector``; never deallocated once interned.
@usableFromInline
package final class SelectorStorage: Sendable {
  let name: String
  /// A dense number, unique per interned name (0, 1, 2, … in interning order): protocols find a
  /// selector's method with it, without hashing the name.
  @usableFromInline package let id: Int

  init(name: String, id: Int) {
    self.name = name
    self.id = id
  }
}

/// The process-wide selector table.
final class SelectorTable: Sendable {
  static let shared = SelectorTable()

  private struct State {
    var byName: [String: SelectorStorage] = [:]
    var byAddress: [UInt: SelectorStorage] = [:]
  }

  private let state = Lock(State())

  func intern(_ name: String) -> SelectorStorage {
    state.withLock { state in
      if let existing = state.byName[name] { return existing }
      let storage = SelectorStorage(name: name, id: state.byName.count)
      state.byName[name] = storage
      // Interned storage is never freed: the address stays this storage's for the process's life.
      state.byAddress[unsafe Unretained(storage).bits] = storage
      return storage
    }
  }

  /// The interned storage whose address is `pointer`, or nil. `@safe`: only the address's bits are
  /// looked up, nothing is read through it.
  @safe func storage(at pointer: UnsafeRawPointer) -> SelectorStorage? {
    let address = UInt(bitPattern: pointer)
    return state.withLock { $0.byAddress[address] }
  }

  /// The number of interned selectors.
  var count: Int { state.withLock { $0.byName.count } }
}
