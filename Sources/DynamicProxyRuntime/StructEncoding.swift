import Synchronization

/// A struct's type encoding, interned for the life of the process: what a ``StructValue`` refers
/// to without a reference count.
///
/// The unsafe idiom here, and its rule: a record is never freed — the intern table keeps every
/// record it made — so an `unowned(unsafe)` reference to one (``StructEncodingReference``) is
/// always valid. A `StructValue` boxed on every observed call holds such a reference: a strong
/// one would write the reference count of an object that every proxy whose methods take this
/// struct shares, a cache line that every core calling its own parent would fight over. The table
/// grows by one record per distinct struct encoding, as selectors are interned.
@usableFromInline
package final class StructEncoding: Sendable {
  /// The encoding (a `.structure`).
  @usableFromInline package let type: TypeEncoding
  /// The struct's size in bytes, from the encoding's layout (0 when it has none).
  @usableFromInline package let size: Int

  private init(_ type: TypeEncoding) {
    self.type = type
    self.size = type.layout?.size ?? 0
  }

  private static let table = Mutex<[TypeEncoding: StructEncoding]>([:])

  /// The record of `type`, made on its first use.
  package static func interned(_ type: TypeEncoding) -> StructEncodingReference {
    table.withLock { table in
      if let record = table[type] { return StructEncodingReference(record) }
      let record = StructEncoding(type)
      table[type] = record
      return StructEncodingReference(record)
    }
  }
}

/// An unretained reference to an interned ``StructEncoding``; valid for the life of the process.
@usableFromInline
package struct StructEncodingReference: @unchecked Sendable {
  // @unchecked: the record is immutable and never freed (see StructEncoding).
  @usableFromInline unowned(unsafe) let record: StructEncoding

  @usableFromInline init(_ record: StructEncoding) {
    self.record = record
  }

  /// The encoding (a copy: a retain of the shared encoding, for callers that ask for it).
  @usableFromInline package var type: TypeEncoding { record.type }
  /// The struct's size in bytes.
  @usableFromInline package var size: Int { record.size }

  /// Whether both refer to the same record (interning makes that equality of encodings).
  @usableFromInline package static func === (lhs: Self, rhs: Self) -> Bool { lhs.record === rhs.record }
}
