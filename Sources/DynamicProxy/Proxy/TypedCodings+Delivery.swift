// A proxy's typed deliveries: a typed subscriber's arguments read from a call's frame, and a typed
// call handed to a sink as a frame.

extension TypedCodings {
  /// Hands a typed subscriber a call's declared arguments: read from where they lie when every
  /// coding allows it (no conversion), through the general conversions otherwise. `@unsafe`: the
  /// caller proves that `frame` is a call of these codings' signature.
  @unsafe @inlinable @inline(__always)
  func deliverArguments<each Argument>(_ frame: CallFrame, _ deliver: ((repeat each Argument)) -> Void) {
    var index = first
    // The caller's proof (above); the in-place values read during the delivery, while the frame
    // lives.
    if argumentsInPlace {
      unsafe deliver((repeat argumentInPlace((each Argument).self, &index, frame.call).pointee))
    } else {
      unsafe deliver((repeat argument((each Argument).self, &index, frame.call)))
    }
  }

  /// Hands `sink` the call `invocation` holds, as a proxy's delivery does; its `[Any]` form lends
  /// `boxedArguments` when the caller boxed the arguments already.
  @usableFromInline
  func deliver(_ invocation: inout Invocation, to sink: CallSink, boxedArguments: [Any]? = nil) {
    CallFrame.withFrame(&invocation, codings: self, boxedArguments: boxedArguments) { sink.deliver($0) }
  }
}
