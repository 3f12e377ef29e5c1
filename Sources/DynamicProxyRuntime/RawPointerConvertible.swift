/// The pointer types a pointer slot converts to and from. The conversions below change a
/// pointer's type only: nothing is read or written through it.
protocol RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer)
  var rawPointer: UnsafeRawPointer { get }
}

extension UnsafeRawPointer: RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer) { unsafe self = rawPointer }
  var rawPointer: UnsafeRawPointer { unsafe self }
}

extension UnsafeMutableRawPointer: RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer) { unsafe self.init(mutating: rawPointer) }
  var rawPointer: UnsafeRawPointer { UnsafeRawPointer(self) }
}

extension UnsafePointer: RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer) { unsafe self = rawPointer.assumingMemoryBound(to: Pointee.self) }
  var rawPointer: UnsafeRawPointer { unsafe UnsafeRawPointer(self) }
}

extension UnsafeMutablePointer: RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer) {
    unsafe self = UnsafeMutableRawPointer(mutating: rawPointer).assumingMemoryBound(to: Pointee.self)
  }
  var rawPointer: UnsafeRawPointer { UnsafeRawPointer(self) }
}

extension OpaquePointer: RawPointerConvertible {
  init(rawPointer: UnsafeRawPointer) { self.init(rawPointer) }
  var rawPointer: UnsafeRawPointer { unsafe UnsafeRawPointer(self) }
}
