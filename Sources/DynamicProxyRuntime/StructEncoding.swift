import DynamicProxySupport

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
  /// The encoding as text (the table's key): what the record keeps of it, as plain memory. A
  /// `TypeEncoding` value holds its payload's box through a pointer with tag bits, which
  /// LeakSanitizer does not recognise: a record that kept one would be reported as a leak at exit
  /// for as long as the process interned it.
  @usableFromInline package let text: String
  /// The encoding, for an encoding whose text does not read back as itself; nil otherwise (the
  /// text is parsed when the encoding is asked for).
  private let unparsed: TypeEncoding?
  /// The struct's size in bytes, from the encoding's layout (0 when it has none).
  @usableFromInline package let size: Int
  /// The struct's alignment in bytes, from the encoding's layout (1 when it has none).
  @usableFromInline package let alignment: Int

  private init(_ type: TypeEncoding, text: String) {
    self.text = text
    self.unparsed = (try? TypeEncoding(text)) == type ? nil : type
    self.size = type.layout?.size ?? 0
    self.alignment = type.layout?.alignment ?? 1
  }

  /// The encoding: parsed from the text (a struct value's `encoding`, asked for rarely: a call
  /// reads ``size`` and ``alignment``).
  @usableFromInline package var type: TypeEncoding {
    if let unparsed { return unparsed }
    // Made from `type.encoding`, which reads back as `type` (checked when the record was made).
    return try! TypeEncoding(text)
  }

  /// Behind the library's `Lock` (a pthread mutex), which ThreadSanitizer understands.
  private static let table = Lock<[String: StructEncoding]>([:])

  /// The record of `type`, made on its first use.
  package static func interned(_ type: TypeEncoding) -> StructEncodingReference {
    let text = type.encoding
    return table.withLock { table in
      if let record = table[text] { return StructEncodingReference(record) }
      let record = StructEncoding(type, text: text)
      table[text] = record
      return StructEncodingReference(record)
    }
  }
}

/// An unretained reference to an interned ``StructEncoding``; valid for the life of the process.
@usableFromInline
package struct StructEncodingReference: @unchecked Sendable {  // an immortal, immutable record
  // the record is immutable and never freed (see StructEncoding).
  /// `@safe`: the intern table keeps every record for the life of the process (the rule above),
  /// so the unowned(unsafe) reference is always valid.
  @safe @usableFromInline unowned(unsafe) let record: StructEncoding

  @usableFromInline init(_ record: StructEncoding) {
    self.record = record
  }

  /// The encoding (a copy: a retain of the shared encoding, for callers that ask for it).
  @usableFromInline package var type: TypeEncoding { record.type }
  /// The struct's size in bytes.
  @usableFromInline package var size: Int { record.size }
  /// The struct's alignment in bytes.
  @usableFromInline package var alignment: Int { record.alignment }

  /// Whether both refer to the same record (interning makes that equality of encodings).
  @inlinable package static func === (lhs: Self, rhs: Self) -> Bool { lhs.record === rhs.record }
}
