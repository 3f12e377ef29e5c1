import DynamicProxySupport

// Boxing an invocation's arguments as `[Any]`: what `arguments` returns and what a delegate
// proxy's `[Any]` subscribers receive.
//
// What every `unsafe` here relies on, stated once: the frame's invariant (see `Invocation`): the
// storage is alive for the call, and each argument pointer addresses a value of its slot's C
// type. The slots are read in place through the storage's array buffer, inside the call that
// lends it (the storage, reached unretained, keeps the array); an index is `first + offset` with
// `0 <= first` (the boxing functions' contract) and `offset < slots.count - first`, so below the
// count. The spare array is written through its own buffer, inside the call, below its count
// (one element per declared argument, made so first).

extension Invocation {
  /// The declared argument at `index`, boxed, its slot read in place: a struct refers to the slot's
  /// interned encoding unretained (a copy of the slot, or of its encoding, would write the
  /// reference count of what every proxy of the protocol shares). The caller proves that `index`
  /// is below the count of `slots`, and that `pointers` is a frame of those slots.
  @inlinable @inline(__always)
  static func boxArgument(
    _ index: Int, _ slots: UnsafeBufferPointer<SlotInfo>,
    _ pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> Any {
    // The caller's proof: `index` is in range, the argument holds its slot's type.
    let pointer = unsafe UnsafeRawPointer(pointers[index]!)
    let kind = unsafe slots[index].kind
    if kind == .structure {
      // A struct slot: `size` bytes at `pointer`, its interned encoding.
      return unsafe StructValue(
        unchecked: pointer, size: slots[index].size, encoding: slots[index].structEncoding!)
    }
    // The usual delegate arguments in place, without a call: an object (but a `ValueBox`, which
    // unwraps), a double, a pointer (but null: `NullArgument`), as `boxScalar` boxes them. Each
    // read as its slot's kind says; an object argument is alive for the call (its caller's).
    if kind == .object, let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
      let object = unsafe Unretained<AnyObject>(opaque: raw).object
      if ObjectIdentifier(type(of: object)) != ObjectIdentifier(ValueBox.self) { return object }
    } else if kind == .double {
      return unsafe pointer.loadUnaligned(as: Double.self)
    } else if kind == .pointer, let raw = unsafe pointer.loadUnaligned(as: UnsafeRawPointer?.self) {
      return unsafe raw
    }
    return unsafe ValueCoding.boxScalar(kind, at: pointer)
  }

  /// Boxes the declared arguments (from `first`) into `values`, a delegate proxy's spare array
  /// for the method: over its placeholders, in place, when it holds one per argument (as a call
  /// gives it back, see `returnSpareArguments`); emptied and appended to otherwise. Without an
  /// allocation when nobody else holds its storage and its capacity suffices.
  ///
  /// - Precondition: an array of one element per declared argument holds only placeholders of a
  ///   trivial type (`()`), which are written over without being destroyed: the spare array as a
  ///   delegate proxy gives it back, and nothing else.
  ///
  /// `@unsafe`: the caller proves that `first` is not negative (the slots are read unchecked).
  @unsafe @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any]) {
    // This function's contract, passed on; each index the loop gives is below the count.
    unsafe boxDeclaredArguments(from: first, into: &values) { index, slots, pointers in
      unsafe Self.boxArgument(index, slots, pointers)
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
  ///
  /// `@unsafe`: the caller proves that `first` is not negative and that `largeStructs` is such a
  /// subset (each of its positions a large struct argument's, below the count).
  @unsafe @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any], largeStructs: UInt64) {
    // The frame's invariant and this function's contract (the file's note).
    let pointers = unsafe argumentPointers
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    unsafe Unretained(storage).with { storage in
      unsafe storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        Self.holdOnePlaceholderPerArgument(&values, count: count)
        var elements = values.mutableSpan
        unsafe elements.withUnsafeMutableBufferPointer { buffer in
          let base = buffer.baseAddress!
          for offset in 0..<count where offset >= 64 || largeStructs & (1 << UInt64(offset)) == 0 {
            // Over a placeholder, a trivial value: nothing to destroy first.
            unsafe (base + offset).initialize(to: Self.boxArgument(first + offset, slots, pointers))
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
          // A large struct argument's position (the contract), below the count.
          unsafe StructValue.store(
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
  ///
  /// `@unsafe`: the caller proves that `first` is not negative and that `swiftStructs` is this
  /// signature's method's (each of its types has the C layout of the struct argument at its
  /// position).
  @unsafe @inlinable @inline(__always)
  package func boxDeclaredArguments(from first: Int, into values: inout [Any], swiftStructs: SwiftStructTypes)
  {
    // The frame's invariant and this function's contract (the file's note).
    let pointers = unsafe argumentPointers
    let positions = swiftStructs.positions
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    unsafe Unretained(storage).with { storage in
      unsafe storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        Self.holdOnePlaceholderPerArgument(&values, count: count)
        unsafe values.withUnsafeMutableBufferPointer { buffer in
          // Over the placeholders, trivial values: nothing to destroy first.
          let base = buffer.baseAddress!
          for offset in 0..<count {
            let index = first + offset
            if offset < 64, positions & (1 << UInt64(offset)) != 0 {
              // A position of `swiftStructs` (it holds a type there), whose type is the slot's.
              unsafe (base + offset).initialize(
                to: swiftStructs.box(at: offset, UnsafeRawPointer(pointers[index]!)))
            } else {
              unsafe (base + offset).initialize(to: Self.boxArgument(index, slots, pointers))
            }
          }
          // Past the mask's 64 positions (no delegate method has so many arguments), out of line:
          // `count` elements from `base`, as many argument pointers from `first`.
          if count > 64 {
            unsafe swiftStructs.rebox(base, count: count, from: pointers + first, startingAt: 64)
          }
        }
      }
    }
  }

  /// Puts `box(index, slots, pointers)` for each declared argument (from `first`) into `values`:
  /// over the elements in place when there is one per argument (one uniqueness check for all,
  /// where each append checks again), else appended after emptying it, the room reserved first;
  /// the slots are read in place. The caller proves that `first` is not negative.
  @inlinable @inline(__always)
  func boxDeclaredArguments(
    from first: Int, into values: inout [Any],
    _ box: (Int, UnsafeBufferPointer<SlotInfo>, UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Any
  ) {
    // The frame's invariant and the caller's proof of `first` (the file's note).
    let pointers = unsafe argumentPointers
    // The storage unretained: the call in flight holds it (so its slots need no retain either).
    unsafe Unretained(storage).with { storage in
      unsafe storage.argumentSlots.withUnsafeBufferPointer { slots in
        let count = slots.count - first
        if values.count == count {
          unsafe values.withUnsafeMutableBufferPointer { buffer in
            // Over the placeholders, trivial values: nothing to destroy first.
            let base = buffer.baseAddress!
            for offset in 0..<count {
              unsafe (base + offset).initialize(to: box(first + offset, slots, pointers))
            }
          }
          return
        }
        if !values.isEmpty { values.removeAll(keepingCapacity: true) }
        guard count > 0 else { return }
        if values.capacity < count { values.reserveCapacity(count) }
        for index in first..<slots.count { unsafe values.append(box(index, slots, pointers)) }
      }
    }
  }

  /// The declared arguments (from `first`), boxed: one allocation, each slot read in place.
  /// `@unsafe`: the caller proves that `first` is not negative (the slots are read unchecked).
  @unsafe package func declaredArguments(from first: Int) -> [Any] {
    // The frame's invariant and this function's contract (the file's note).
    let pointers = unsafe argumentPointers
    return unsafe Unretained(storage).with {
      unsafe $0.argumentSlots.withUnsafeBufferPointer { slots in
        func box(_ index: Int) -> Any { unsafe Self.boxArgument(index, slots, pointers) }
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
  /// The caller proves that `values` and `pointers` have `count` elements each, and that these
  /// types are the method's whose frame `pointers` is.
  @usableFromInline @inline(never)
  package func rebox(
    _ values: UnsafeMutablePointer<Any>, count: Int,
    from pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>, startingAt start: Int = 0
  ) {
    for position in start..<Swift.max(start, count) where holdsType(at: position) {
      // Below `count` (the caller's proof); a position that holds a type, the argument's.
      guard let pointer = unsafe pointers[position] else { continue }
      unsafe values[position] = box(at: position, UnsafeRawPointer(pointer))
    }
  }

  /// The struct at the declared position `position` (one that ``holdsType(at:)``), loaded from `pointer`
  /// as its Swift type (by the type's own `TypeEncodable._boxed(fromCBytes:)`: no generic call).
  /// The caller proves both: the position holds a type, and `pointer` a value of its C layout.
  @inlinable @inline(__always)
  package func box(at position: Int, _ pointer: UnsafeRawPointer) -> Any {
    // The caller's proof: a type at `position` (the array's subscript checks the index), a
    // value of that type's layout at `pointer`.
    unsafe types[position].unsafelyUnwrapped._boxed(fromCBytes: pointer)
  }
}
