// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py
// (`--check` verifies it).

// `ArgumentBoxing.appendArguments(_:…to:)`, which the `route` overloads of more than three
// arguments (DelegateProxy+RouteOverloads.swift) box their arguments with.

extension ArgumentBoxing {
  /// Appends the arguments of a call of four arguments, boxed, in order. Not inlined into the
  /// route (but specialized for the call's types all the same): inlined, the appends would make
  /// the route keep its arguments in memory, a retain and a release each on every path of the
  /// call, typed ones included (`parser(_:didStartElement:…)`, five arguments: 1,942 instructions
  /// for a typed call with two subscribers, 1,718 with this). Up to three arguments are appended
  /// in place: out of line, they cost about 20 instructions more (`void 1+1` 852 → 876,
  /// `mixed(@dd) 1+1` 1,142 → 1,162).
  /// `@unsafe`, as ``append(_:at:to:)``: the caller proves that these are the method's arguments.
  @unsafe @inlinable @inline(never)
  func appendArguments<A, B, C, D>(_ a: A, _ b: B, _ c: C, _ d: D, to array: inout [Any]) {
    var position = 0
    // The caller's proof, argument by argument.
    unsafe append(a, at: &position, to: &array)
    unsafe append(b, at: &position, to: &array)
    unsafe append(c, at: &position, to: &array)
    unsafe append(d, at: &position, to: &array)
  }

  /// ``appendArguments(_:_:_:_:to:)`` of five arguments.
  @unsafe @inlinable @inline(never)
  func appendArguments<A, B, C, D, E>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, to array: inout [Any]) {
    var position = 0
    // The caller's proof, argument by argument.
    unsafe append(a, at: &position, to: &array)
    unsafe append(b, at: &position, to: &array)
    unsafe append(c, at: &position, to: &array)
    unsafe append(d, at: &position, to: &array)
    unsafe append(e, at: &position, to: &array)
  }
}
