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

  /// The arguments that are structs too large to box inline, among the first 64: bit `i` set for
  /// argument `i` (a ``StructValue`` of such a struct keeps its bytes in an array).
  @inlinable
  package var largeStructArguments: UInt64 { storage.largeStructArguments }

  /// ``boxDeclaredArguments(from:into:)`` of a call whose declared arguments at `largeStructs`
  /// (bit `i` for the `i`th from `first`) are structs too large to box inline: each is written over
  /// the ``StructValue`` the last call left at its position of `values` (a delegate proxy's spare
  /// array keeps them there, see `MethodObservers.keptStructPositions`), into its bytes in place
  /// when nobody kept that value, rather than into an array of its own.
  ///
  /// - Precondition: `largeStructs` is a subset of ``largeStructArguments`` shifted by `first`; an
  ///   array of one element per declared argument holds placeholders of a trivial type (`()`) at
  ///   the other positions, as for ``boxDeclaredArguments(from:into:)``.
  @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any], largeStructs: UInt64) {
    let pointers = argumentPointers
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    Unretained(storage).with { storage in
      storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        Self.holdOnePlaceholderPerArgument(&values, count: count)
        var elements = values.mutableSpan
        elements.withUnsafeMutableBufferPointer { buffer in
          let base = buffer.baseAddress!
          for offset in 0..<count where offset >= 64 || largeStructs & (1 << UInt64(offset)) == 0 {
            // Over a placeholder, a trivial value: nothing to destroy first.
            (base + offset).initialize(to: Self.boxArgument(first + offset, slots, pointers))
          }
        }
        // Each struct over the element at its offset, through the span's subscript (no second
        // uniqueness check): a closure of `withUnsafeMutableBufferPointer` that opens an `Any` is
        // not inlined where it is called (about 10 instructions more per call, counted with
        // `callgrind.sh "struct24 1+1 counting" libffi`).
        var remaining = largeStructs
        while remaining != 0 {
          let offset = remaining.trailingZeroBitCount
          remaining &= remaining &- 1
          let index = first + offset
          StructValue.store(
            unchecked: UnsafeRawPointer(pointers[index]!), size: slots[index].size,
            encoding: slots[index].structEncoding!, into: &elements[offset])
        }
      }
    }
  }

  /// Makes `values`, a delegate proxy's spare array, hold one element per declared argument
  /// (`count` of them) when it does not (the method's first call): placeholders of a trivial type
  /// (`()`), which the boxing loops write over in place. An array given back by the last call
  /// already does, and is left as it is.
  @inlinable @inline(__always)
  static func holdOnePlaceholderPerArgument(_ values: inout [Any], count: Int) {
    guard values.count != count else { return }
    values.removeAll(keepingCapacity: true)
    values.append(contentsOf: repeatElement(() as Any, count: Swift.max(count, 0)))
  }

  /// ``boxDeclaredArguments(from:into:)`` of a method whose structs box as Swift values: the
  /// argument at each of `swiftStructs`' positions is its C bytes loaded as its Swift type; no
  /// ``StructValue`` is made for it first. One loop, without a closure, so that it is inlined.
  @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any], swiftStructs: SwiftStructTypes)
  {
    let pointers = argumentPointers
    let positions = swiftStructs.positions
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    Unretained(storage).with { storage in
      storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        Self.holdOnePlaceholderPerArgument(&values, count: count)
        values.withUnsafeMutableBufferPointer { buffer in
          // Over the placeholders, trivial values: nothing to destroy first.
          let base = buffer.baseAddress!
          for offset in 0..<count {
            let index = first + offset
            if offset < 64, positions & (1 << UInt64(offset)) != 0 {
              (base + offset).initialize(to: swiftStructs.box(at: offset, UnsafeRawPointer(pointers[index]!)))
            } else {
              (base + offset).initialize(to: Self.boxArgument(index, slots, pointers))
            }
          }
          // Past the mask's 64 positions (no delegate method has so many arguments), out of line.
          if count > 64 { swiftStructs.rebox(base, count: count, from: pointers + first, startingAt: 64) }
        }
      }
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

/// The Swift types a method's struct arguments box as in a C frame's `[Any]`, by declared
/// position: the structs of a method that a `DelegateMethod` describes, boxed as themselves rather
/// than as ``StructValue``s. Metatypes, not closures: reading one writes no reference count.
@usableFromInline
package final class SwiftStructTypes: @unchecked Sendable {  // immutable: metatypes and a mask
  /// Each declared position's Swift type; nil where the argument is not such a struct.
  @usableFromInline let types: [(any TypeEncodable.Type)?]
  /// The positions of `types` that hold a type, one bit each (the first 64 positions).
  @usableFromInline let positions: UInt64

  /// Keeps `types`, one per declared argument.
  package init(_ types: [(any TypeEncodable.Type)?]) {
    self.types = types
    self.positions = types.prefix(64).enumerated().reduce(0) {
      $0 | ($1.element == nil ? 0 : 1 << UInt64($1.offset))
    }
  }

  /// Whether the argument at the declared position `position` is one of these structs.
  package func holdsType(at position: Int) -> Bool {
    position < types.count && types[position] != nil
  }

  /// Replaces the structs among `count` declared arguments boxed at `values` otherwise (as
  /// ``StructValue``s), from the position `start` on, with the Swift structs loaded from their C
  /// arguments at `pointers` (the first declared argument's first). Out of line: the rare paths (a
  /// call that found the spare array held, a subscriber counted too late, positions past 64).
  @usableFromInline @inline(never)
  package func rebox(
    _ values: UnsafeMutablePointer<Any>, count: Int,
    from pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>, startingAt start: Int = 0
  ) {
    for position in start..<Swift.max(start, count) where holdsType(at: position) {
      guard let pointer = pointers[position] else { continue }
      values[position] = box(at: position, UnsafeRawPointer(pointer))
    }
  }

  /// The struct at the declared position `position` (one that ``holdsType(at:)``), loaded from `pointer`
  /// as its Swift type (by the type's own `TypeEncodable._boxed(fromCBytes:)`: no generic call).
  @inlinable @inline(__always)
  package func box(at position: Int, _ pointer: UnsafeRawPointer) -> Any {
    types[position].unsafelyUnwrapped._boxed(fromCBytes: pointer)
  }
}
