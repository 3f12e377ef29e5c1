internal import CShims

/// Where a C callback table keeps its function pointers and its user-data pointer: the layout of a
/// `struct { R (*on_x)(void *ud, …); …; void *ud; }` as a C library declares it.
///
/// ```swift
/// // struct callbacks {
/// //   int32_t (*on_value)(void *, int32_t);
/// //   void (*on_done)(void *);
/// //   void *ud;
/// // };
/// let layout = CallbackTableLayout(
///   functions: ["onValue": 0, "onDone": 8], userData: 16)
/// ```
public struct CallbackTableLayout: Sendable {
  /// The byte offset of each method's function pointer.
  public var functions: [Selector: Int]
  /// The byte offset of the user-data pointer, if the table has one.
  public var userData: Int?

  /// Describes a table.
  ///
  /// - Parameters:
  ///   - functions: Each method's function-pointer offset, in bytes (use `MemoryLayout.offset(of:)`
  ///     on the imported C struct).
  ///   - userData: The user-data pointer's offset, if any.
  public init(functions: [Selector: Int], userData: Int? = nil) {
    self.functions = functions
    self.userData = userData
  }
}

extension DelegateObject {
  /// Adopts a C callback table as a delegate of a *function* protocol: each non-null function
  /// pointer in the table becomes the implementation of its method.
  ///
  /// The table's user data is returned with the delegate, for the parent to pass back to the C
  /// library (forwarding passes it through unchanged). Each pointer is read atomically.
  ///
  /// `@unsafe`: nothing checks the table; the caller vouches that `table` is a live C table of
  /// `layout` (a pointer at each offset) and that its functions have the protocol's C signatures,
  /// as for ``DelegateObject/implement(_:function:)``.
  ///
  /// - Parameters:
  ///   - table: The C table.
  ///   - layout: Where its pointers are.
  ///   - delegateProtocol: A protocol whose methods have the table's C signatures.
  /// - Returns: The delegate and the table's user data.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` for a layout entry outside the
  ///   protocol.
  @unsafe public static func adoptingCallbackTable(
    _ table: UnsafeRawPointer, layout: CallbackTableLayout, delegateProtocol: DelegateProtocol
  ) throws(DelegateError) -> (delegate: DelegateObject, userData: UnsafeMutableRawPointer?) {
    let delegate = DelegateObject(delegateProtocol: delegateProtocol)
    for (selector, offset) in layout.functions.sorted(by: { $0.value < $1.value }) {
      guard delegateProtocol.method(for: selector) != nil else {
        throw .unknownSelector(selector, protocol: delegateProtocol.name)
      }
      // A function pointer of the table, at the layout's offset, of the method's signature (the
      // caller's promise).
      if let function = unsafe Self.loadPointer(table + offset) {
        try unsafe delegate.implement(selector, function: function)
      }
    }
    // The user-data pointer, at the layout's offset (the caller's promise).
    let userData = unsafe layout.userData.flatMap { unsafe Self.loadPointer(table + $0) }
    // Handed back as the C library keeps it: a mutable pointer, never dereferenced here.
    return unsafe (delegate, userData.map(UnsafeMutableRawPointer.init(mutating:)))
  }

  /// Writes this delegate's current functions into a C callback table (null where a method has no
  /// target), each with an atomic release store, so a C library may read the table concurrently.
  ///
  /// Each function is the method's ``callbackFunction(for:)``: code that lives as long as this
  /// delegate object.
  ///
  /// A proxy presents itself as the table this way: its slots are the trampolines of observed
  /// methods and the forward functions of the others.
  ///
  /// `@unsafe`: the caller vouches that `table` is a live, writable C table of `layout` (a pointer
  /// at each offset).
  ///
  /// - Parameters:
  ///   - table: The C table to write.
  ///   - layout: Where its pointers are.
  ///   - userData: The user data to store, when the layout has a place for it.
  @unsafe public func writeCallbackTable(
    to table: UnsafeMutableRawPointer, layout: CallbackTableLayout, userData: UnsafeMutableRawPointer?
  ) {
    for (selector, offset) in layout.functions {
      // What a C library may keep: never a forward delegate's own trampoline. A selector outside
      // the protocol has no slot: its entry is written null.
      // The table's function pointer at the layout's offset (the caller's promise).
      unsafe CShims_AtomicStorePointer(
        (table + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self),
        delegateProtocol.method(for: selector).flatMap { callbackFunction(for: $0) })
    }
    if let offset = layout.userData {
      // The table's user-data pointer at the layout's offset (the caller's promise).
      unsafe CShims_AtomicStorePointer(
        (table + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self), userData)
    }
  }

  /// The pointer at `slot`, loaded atomically. `@unsafe`: the caller proves `slot` a live, aligned
  /// pointer slot.
  @unsafe private static func loadPointer(_ slot: UnsafeRawPointer) -> UnsafeRawPointer? {
    unsafe CShims_AtomicLoadPointer(slot.assumingMemoryBound(to: UnsafeRawPointer?.self))
  }
}
