import DynamicProxySupport

// Boxing an invocation's arguments as `[Any]`: what `arguments` returns and what a delegate
// proxy's `[Any]` subscribers receive.

extension Invocation {
  /// The declared argument at `index`, boxed, its slot read in place: a struct refers to the slot's
  /// interned encoding unretained (a copy of the slot, or of its encoding, would write the
  /// reference count of what every proxy of the protocol shares).
  @inlinable @inline(__always)
  static func boxArgument(
    _ index: Int, _ slots: UnsafeBufferPointer<SlotInfo>,
    _ pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> Any {
    let pointer = UnsafeRawPointer(pointers[index]!)
    let kind = slots[index].kind
    if kind == .structure {
      return StructValue(unchecked: pointer, size: slots[index].size, encoding: slots[index].structEncoding!)
    }
    // The usual delegate arguments in place, without a call: an object (but a `ValueBox`, which
    // unwraps), a double, a pointer (but null: `NullArgument`), as `boxScalar` boxes them.
    if kind == .object, let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
      let object = Unretained<AnyObject>(opaque: raw).object
      if ObjectIdentifier(type(of: object)) != ObjectIdentifier(ValueBox.self) { return object }
    } else if kind == .double {
      return pointer.loadUnaligned(as: Double.self)
    } else if kind == .pointer, let raw = pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
      return raw
    }
    return ValueCoding.boxScalar(kind, at: pointer)
  }

  /// Boxes the declared arguments (from `first`) into `values`, a delegate proxy's spare array
  /// for the method: over its placeholders, in place, when it holds one per argument (as a call
  /// gives it back, see `returnSpareArguments`); emptied and appended to otherwise. Without an
  /// allocation when nobody else holds its storage and its capacity suffices.
  ///
  /// - Precondition: an array of one element per declared argument holds only placeholders of a
  ///   trivial type (`()`), which are written over without being destroyed: the spare array as a
  ///   delegate proxy gives it back, and nothing else.
  @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any]) {
    boxDeclaredArguments(from: first, into: &values) { index, slots, pointers in
      Self.boxArgument(index, slots, pointers)
    }
  }

  /// Whether an argument is a struct too large to box inline: its ``StructValue`` keeps its bytes
  /// in an array.
  @inlinable
  package var hasLargeStructArguments: Bool { storage.hasLargeStructArguments }

  /// ``boxDeclaredArguments(from:into:)`` of a call with ``hasLargeStructArguments``: each such
  /// struct writes its bytes into the array of `structBytes` at its argument index (the array the
  /// last call's struct at that position was made from, which the proxy keeps; grown to the
  /// arguments' count on the first call) rather than into an array of its own.
  @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any], structBytes: inout [[UInt8]]) {
    boxDeclaredArguments(from: first, into: &values) { index, slots, pointers in
      guard slots[index].kind == .structure else { return Self.boxArgument(index, slots, pointers) }
      if structBytes.count < slots.count {
        structBytes.append(contentsOf: repeatElement([], count: slots.count - structBytes.count))
      }
      return StructValue(
        unchecked: UnsafeRawPointer(pointers[index]!), size: slots[index].size,
        encoding: slots[index].structEncoding!, reusing: &structBytes[index])
    }
  }

  /// ``boxDeclaredArguments(from:into:)`` of a method whose structs box as Swift values: the
  /// argument at each declared position whose bit is set in `swiftStructs` (positions past 63 are
  /// boxed as usual) is `swiftStruct(position, pointer)`, its C bytes loaded as its Swift type; no
  /// ``StructValue`` is made for it first.
  @inlinable @inline(__always)
  package func boxDeclaredArguments(
    from first: Int, into values: inout [Any], swiftStructs: UInt64,
    _ swiftStruct: (Int, UnsafeRawPointer) -> Any
  ) {
    boxDeclaredArguments(from: first, into: &values) { index, slots, pointers in
      let position = index - first
      if position < 64, swiftStructs & (1 << UInt64(position)) != 0 {
        return swiftStruct(position, UnsafeRawPointer(pointers[index]!))
      }
      return Self.boxArgument(index, slots, pointers)
    }
  }

  /// Puts `box(index, slots, pointers)` for each declared argument (from `first`) into `values`:
  /// over the elements in place when there is one per argument (one uniqueness check for all,
  /// where each append checks again), else appended after emptying it, the room reserved first;
  /// the slots are read in place.
  @inlinable @inline(__always)
  func boxDeclaredArguments(
    from first: Int, into values: inout [Any],
    _ box: (Int, UnsafeBufferPointer<SlotInfo>, UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Any
  ) {
    let pointers = argumentPointers
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    Unretained(storage).with { storage in
      storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        if values.count == count {
          values.withUnsafeMutableBufferPointer { buffer in
            // Over the placeholders, trivial values: nothing to destroy first.
            let base = buffer.baseAddress!
            for offset in 0..<count { (base + offset).initialize(to: box(first + offset, slots, pointers)) }
          }
          return
        }
        if !values.isEmpty { values.removeAll(keepingCapacity: true) }
        guard count > 0 else { return }
        if values.capacity < count { values.reserveCapacity(count) }
        for index in first..<slots.count { values.append(box(index, slots, pointers)) }
      }
    }
  }

  /// The declared arguments (from `first`), boxed: one allocation, each slot read in place.
  package func declaredArguments(from first: Int) -> [Any] {
    let pointers = argumentPointers
    return Unretained(storage).with {
      $0.argumentSlots.withUnsafeBufferPointer { slots in
        func box(_ index: Int) -> Any { Self.boxArgument(index, slots, pointers) }
        // Up to four arguments, the usual delegate method, as an array literal: its allocation is
        // made in place, where an empty array's `reserveCapacity` goes through the general growth
        // path.
        switch slots.count - first {
        case ...0: return []
        case 1: return [box(first)]
        case 2: return [box(first), box(first + 1)]
        case 3: return [box(first), box(first + 1), box(first + 2)]
        case 4: return [box(first), box(first + 1), box(first + 2), box(first + 3)]
        default:
          var result: [Any] = []
          result.reserveCapacity(slots.count - first)
          for index in first..<slots.count { result.append(box(index)) }
          return result
        }
      }
    }
  }
}
