// A proxy's typed deliveries: a typed subscriber's arguments read from a call's frame, and a typed
// call handed to a sink as a frame.

extension TypedCodings {
  /// Hands a typed subscriber a call's declared arguments: read from where they lie when every
  /// coding allows it (no conversion), through the general conversions otherwise.
  @inlinable @inline(__always)
  func deliverArguments<each Argument>(_ frame: CallFrame, _ deliver: ((repeat each Argument)) -> Void) {
    let invocation = frame.invocation
    var index = first
    if argumentsInPlace {
      deliver((repeat argumentInPlace((each Argument).self, &index, invocation.pointee).pointee))
    } else {
      deliver((repeat argument((each Argument).self, &index, invocation.pointee)))
    }
  }

  /// Hands `sink` the call `invocation` holds, as a proxy's delivery does; its `[Any]` form lends
  /// `boxedArguments` when the caller boxed the arguments already.
  @usableFromInline
  func deliver(_ invocation: inout Invocation, to sink: CallSink, boxedArguments: [Any]? = nil) {
    CallFrame.withFrame(&invocation, codings: self, boxedArguments: boxedArguments) { sink.deliver($0) }
  }
}
