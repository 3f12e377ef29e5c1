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
  /// - Parameters:
  ///   - table: The C table.
  ///   - layout: Where its pointers are.
  ///   - delegateProtocol: A protocol whose methods have the table's C signatures.
  /// - Returns: The delegate and the table's user data.
  /// - Throws: ``DelegateError/unknownSelector(_:protocol:)`` for a layout entry outside the
  ///   protocol.
  public static func adoptingCallbackTable(
    _ table: UnsafeRawPointer, layout: CallbackTableLayout, delegateProtocol: DelegateProtocol
  ) throws(DelegateError) -> (delegate: DelegateObject, userData: UnsafeMutableRawPointer?) {
    let delegate = DelegateObject(delegateProtocol: delegateProtocol)
    for (selector, offset) in layout.functions.sorted(by: { $0.value < $1.value }) {
      guard delegateProtocol.method(for: selector) != nil else {
        throw .unknownSelector(selector, protocol: delegateProtocol.name)
      }
      if let function = Self.loadPointer(table + offset) {
        try delegate.implement(selector, function: function)
      }
    }
    let userData = layout.userData.flatMap { Self.loadPointer(table + $0) }
    return (delegate, userData.map { UnsafeMutableRawPointer(mutating: $0) })
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
  /// - Parameters:
  ///   - table: The C table to write.
  ///   - layout: Where its pointers are.
  ///   - userData: The user data to store, when the layout has a place for it.
  public func writeCallbackTable(
    to table: UnsafeMutableRawPointer, layout: CallbackTableLayout, userData: UnsafeMutableRawPointer?
  ) {
    for (selector, offset) in layout.functions {
      // What a C library may keep: never a forward delegate's own trampoline. A selector outside
      // the protocol has no slot: its entry is written null.
      let function = delegateProtocol.method(for: selector).flatMap { callbackFunction(for: $0) }
      CShims_AtomicStorePointer(
        (table + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self), function)
    }
    if let offset = layout.userData {
      CShims_AtomicStorePointer(
        (table + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self), userData)
    }
  }

  private static func loadPointer(_ slot: UnsafeRawPointer) -> UnsafeRawPointer? {
    CShims_AtomicLoadPointer(slot.assumingMemoryBound(to: UnsafeRawPointer?.self))
  }
}
