#!/usr/bin/env python3
"""Writes the typed call paths' overloads, every arity and the parameter-pack form, from one template.

Swift 6.3 copies each argument it passes as a parameter pack (three retains and releases of an
object argument, usually the parent), so the hot typed paths have an overload per arity whose
arguments are passed as they are, beside the pack form that serves every other arity. They differ
only in how they name their arguments; each shape is written once below, for an `Arguments` that
is either a fixed arity or the pack, and this script writes every overload of it:

- DelegateObject+CallOverloads.swift: `DelegateObject.call(_:_:…)`, with its `callObservers` and
  `callTargetOutlined`, for one to four arguments and as a pack (any other number);
- DelegateProxy+RouteOverloads.swift: `DelegateProxy.route(_:at:_:…forward:otherwise:)` for one
  to five arguments and as a pack;
- ArgumentBoxing+AppendArguments.swift: `ArgumentBoxing.appendArguments(_:…to:)`, with which the
  `route` overloads of more than three arguments box them (fewer are appended in place, a pack's
  with `repeat`).

A fix to one arity is a fix to the template, made once. The template sits beside its output, in
Sources/DynamicProxy/Generated/ (Package.swift excludes it from the target).

Usage (from anywhere; paths are relative to this script):

    python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py [--check]

--check writes nothing and exits 1 if the committed files differ from what would be generated.
The output is formatted with the toolchain's `swift format` (the repository's .swift-format).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
CALLS = os.path.join(HERE, "DelegateObject+CallOverloads.swift")
ROUTES = os.path.join(HERE, "DelegateProxy+RouteOverloads.swift")
APPENDS = os.path.join(HERE, "ArgumentBoxing+AppendArguments.swift")

BANNER = """// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py
// (`--check` verifies it).
"""

# The arities with overloads of their own; any other goes to the pack form.
CALL_ARITIES = range(1, 5)
ROUTE_ARITIES = range(1, 6)
# A route of up to this many arguments appends them in place when it boxes them; one of more calls
# `appendArguments` (out of line).
INLINE_APPENDS = 3

NAMES = ["a", "b", "c", "d", "e"]
TYPES = ["A", "B", "C", "D", "E"]
# `D` would shadow DelegateProxy's own generic parameter (its `Delegate`): the route overloads
# name their fourth and fifth types otherwise.
ROUTE_TYPES = ["A", "B", "C", "Fourth", "Fifth"]
WORDS = ["one", "two", "three", "four", "five"]
ORDINALS = ["first", "second", "third", "fourth", "fifth"]


class Arguments:
    """The declared arguments of one overload: `arity` of them, `a`, `b`, … of the types `types`,
    or (`arity` None) a parameter pack, `argument` of the types `each Argument`."""

    def __init__(self, arity: int | None, types: list[str] = TYPES) -> None:
        self.arity = arity
        self.pack = arity is None
        if self.pack:
            self.names: list[str] = []
            # The generic parameters before `Result`, and the method's types before `Result`.
            self.generics = "each Argument"
            self.method_types = "repeat each Argument"
            self.params = "_ argument: repeat each Argument"
            # The arguments passed on, as they are.
            self.values = "repeat each argument"
            # The arguments as the method's typed subscribers receive them.
            self.element = "(repeat each argument)"
            # A typed closure's body (`$0`, a `TypedBody` of the method's types) called with them.
            self.body_call = "$0.body(repeat each argument)"
            # " of two arguments", in a sentence about a call.
            self.of = ""
        else:
            self.names = NAMES[:arity]
            types = types[:arity]
            self.generics = ", ".join(types)
            self.method_types = self.generics
            self.params = ", ".join(f"_ {name}: {type}" for name, type in zip(self.names, types))
            self.values = ", ".join(self.names)
            self.element = self.names[0] if arity == 1 else f"({self.values})"
            self.body_call = f"($0.body as @Sendable ({self.generics}) -> Result)({self.values})"
            self.of = f" of {WORDS[arity - 1]} argument{'' if arity == 1 else 's'}"


def call_doc(arguments: Arguments) -> str:
    if arguments.pack:
        return """  /// Calls a typed method on this delegate — what a parent does where Objective-C writes
  /// `[delegate scrollViewDidScroll:self]` — and returns its result, or nil when nobody implements
  /// it (the parent then keeps its default, as after a negative `respondsToSelector:`).
  ///
  /// Nothing is boxed: the arguments are laid out as C arguments on the stack and the call goes to
  /// the resolved target — the body of a Swift closure or a proxy's trampoline directly, a C
  /// function through its C signature.
  ///
  /// ```swift
  /// delegate?.call(UIScrollViewDelegateMethods.didScroll, self)
  /// let shouldScrollToTop = UIScrollViewDelegateMethods.shouldScrollToTop
  /// let allowed = delegate?.call(shouldScrollToTop, self) ?? true
  /// ```
  ///
  /// A method that does not match this delegate's protocol (a protocol described with encodings
  /// that declares it otherwise, or not at all) is a programmer error that stops here with the
  /// mismatch; ``DelegateProtocol/check(_:)`` finds it earlier as a thrown error.
  ///
  /// This overload takes the arguments as a parameter pack: Swift uses it for a method without
  /// arguments or with five or more. Methods of one to four arguments have overloads of their own,
  /// for speed; see <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - argument: The declared arguments.
"""
    if arguments.arity == 1:
        return """  /// Calls a typed method of one argument on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``: this overload exists for speed. Swift 6.3 copies
  /// each argument it passes as a parameter pack (three retains and releases of an object
  /// argument, the parent itself in most delegate calls); the arities of up to four arguments call
  /// a typed closure with their arguments as they are. See <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The declared argument.
"""
    doc = f"""  /// Calls a typed method{arguments.of} on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``, with an overload of its own for speed; see
  /// <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The first declared argument.
"""
    for name, ordinal in zip(arguments.names[1:], ORDINALS[1:]):
        doc += f"  ///   - {name}: The {ordinal}.\n"
    return doc


def call_overload(arguments: Arguments) -> str:
    """`call`, inlined into the parent, and the two functions it leaves the less common routes to."""
    values = arguments.values
    if arguments.pack:
        through_frame = f"""      let result: Result = callThroughFrame(binding, target, {values})"""
    else:
        through_frame = f"""      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, {values})
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, {values})
      #endif"""
    return f"""{call_doc(arguments)}  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<{arguments.generics}, Result>(
    _ method: DelegateMethod<{arguments.method_types}, Result>, {arguments.params}
  ) -> Result? {{
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {{
      let result = body.with {{ {arguments.body_call} }}
      withExtendedLifetime(forward) {{}}
      return result
    }}
    let binding = call.binding
    defer {{ withExtendedLifetime(self) {{}} }}
    if let observers = observersTakingTypedCall(call) {{
      return callObservers(observers, binding, method, {values})
    }}
    guard let (target, route, body) = typedCallRoute(method, call) else {{ return nil }}
    if let body {{
      let result = body.with {{ {arguments.body_call} }}
      withExtendedLifetime(target) {{}}
      return result
    }}
    return callTargetOutlined(target, route, binding, method, {values})
  }}

  /// Delivers and forwards a typed call{arguments.of} through a proxy's observers, in its Swift
  /// types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<{arguments.generics}, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<{arguments.method_types}, Result>, {arguments.params}
  ) -> Result? {{
    // `{arguments.element}` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: {arguments.element},
      forwardToBody: {{ body in body.with {{ {arguments.body_call} }} }},
      forwardThroughFrame: {{ callThroughFrameOutlined(binding, $0, {values}) }},
      deliverFrame: {{ deliverFrame(binding, to: $0, result: $1, {values}) }})
  }}

  /// A typed call{arguments.of} to `target`, outlined (the least common routes): through another
  /// proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the call.
  @inlinable @inline(never)
  final func callTargetOutlined<{arguments.generics}, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<{arguments.method_types}, Result>, {arguments.params}
  ) -> Result? {{
    defer {{ withExtendedLifetime(target) {{}} }}
    guard case .observed(let observers) = route else {{
      // Of the method's result type (as a `Result?`, it would be read as another type).
{through_frame}
      return result
    }}
    return callObservers(observers, binding, method, {values})
  }}
"""


def route_doc(arguments: Arguments) -> str:
    if arguments.pack:
        return """  /// Routes one call of a method of a generated Swift-protocol proxy: the typed arguments go to
  /// the `sentMessage` subscribers, the call to the forward delegate (`forward`), else to an
  /// answer installed with ``answer(_:_:)-(DelegateMethod<Argument,Result>,_)``, else to
  /// `otherwise` (the protocol's default implementation); then the arguments and the result go to
  /// the `methodInvoked` and `methodReturned` subscribers. Typed subscribers get the Swift values;
  /// `[Any]` subscribers of the selector get them boxed, as RxCocoa's events.
  ///
  /// Unobserved, a call costs one atomic load (the route its slot published), the forward
  /// delegate's weak load and the call: `method` is not even evaluated.
  ///
  /// ```swift
  /// public func parserDidStartDocument(_ parser: XMLParser) {
  ///   route(Methods.didStartDocument, at: 0, parser) {
  ///     $0.parserDidStartDocument(parser)
  ///   } otherwise: {
  ///     Self.defaults.parserDidStartDocument(parser)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The method, a method of the proxy's protocol; evaluated only when the call is
  ///     observed or answered.
  ///   - index: The method's index in the proxy's protocol (its position in
  ///     ``DelegateProtocol/methods``), which the generator writes; checked against `method`
  ///     whenever `method` is evaluated.
  ///   - argument: The call's arguments.
"""
    if arguments.arity == 1:
        return """  /// Routes one call of a method of one argument; the same as
  /// ``route(_:at:_:forward:otherwise:)-(_,_,Argument,_,_)``, written out for speed: the argument
  /// itself is the typed subscribers' element, borrowed, never copied into a pack or a tuple (each
  /// copy of an object argument, usually the weakly referenced parent, is a retain and a release
  /// through its side table).
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
  ///   - a: The call's argument.
"""
    example = (
        " (Foundation's delegates have several:\n  /// `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`)"
        if arguments.arity == 5
        else ""
    )
    doc = f"""  /// Routes one call of a method{arguments.of}{example}, as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
"""
    for name, ordinal in zip(arguments.names, ORDINALS):
        doc += f"  ///   - {name}: The call's {ordinal} argument.\n"
    return doc


def route_throws_doc(arguments: Arguments) -> str:
    if arguments.pack:
        return """  /// - Throws: What `forward` or `otherwise` threw (typed: a `throws(E)` method's `E`, nothing for
  ///   a method that does not throw); `methodInvoked` and `methodReturned` are not sent for a call
  ///   that threw, as RxCocoa sends nothing after an exception.
"""
    return """  /// - Throws: What `forward` or `otherwise` threw.
"""


def boxing(arguments: Arguments) -> str:
    """The body of `route`'s `box` closure: appends the arguments, boxed, to `array`."""
    if arguments.pack:
        # A pack's `repeat` boxes each argument through its value witnesses, even inlined.
        return """{ array in
              var position = 0
              // The method's arguments, in order, of the types its boxing was made for.
              repeat unsafe method.argumentBoxing.append(each argument, at: &position, to: &array)
            }"""
    if arguments.arity <= INLINE_APPENDS:
        appends = "\n".join(
            f"              unsafe boxing.append({name}, at: &position, to: &array)" for name in arguments.names
        )
        return f"""{{ array in
              // Up to three arguments: appended in place (out of line costs more than it saves).
              // The method's arguments, in order, of the types its boxing was made for.
              let boxing = method.argumentBoxing
              var position = 0
{appends}
            }}"""
    return f"""{{ array in
              // The method's arguments, in order, of the types its boxing was made for.
              unsafe method.argumentBoxing.appendArguments({arguments.values}, to: &array)
            }}"""


def route_overload(arguments: Arguments) -> str:
    values = arguments.values
    element = arguments.element
    return f"""{route_doc(arguments)}  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
{route_throws_doc(arguments)}  @inlinable @inline(__always)
  public final func route<{arguments.generics}, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<{arguments.method_types}, Result>, at index: Int,
    {arguments.params},
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {{
    // Unrouted (neither observed nor implemented by the proxy), the most frequent call, decided
    // first, where the slot's published route lands it: the forward delegate's result, or the
    // default's; an answer, a forward delegate gone since, and everything routed, below.
    if let landing = unroutedLanding(at: index) {{
      if landing == .forward, let delegate = swiftForwardDelegate() {{ return try forward(delegate) }}
      if landing == .nowhere {{ return try otherwise() }}
    }}
    let method = method()
    // `element` is the arguments as the method's typed subscribers receive them; `land` is called
    // with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: {element},
      land: {{ binding throws(Failure) in
        try land(
          index, forward: forward,
          onProxy: {{ callOnProxy($0, binding, method, {values}) }}, otherwise: otherwise)
      }},
      withFrameSubscribers: {{ observers, binding throws(Failure) in
        if method.argumentBoxing.direct {{
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: {element},
            box: {boxing(arguments)},
            land: {{ binding throws(Failure) in
              try land(
                index, forward: forward,
                onProxy: {{ callOnProxy($0, binding, method, {values}) }}, otherwise: otherwise)
            }},
            deliverFrame: {{ binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, {values})
            }})
        }}
        return try routeThroughFrame(
          observers, binding, method, at: index, {values}, forward: forward, otherwise: otherwise)
      }},
      deliverFrame: {{ binding, sink, result in deliverFrame(binding, to: sink, result: result, {values}) }})
  }}
"""


def append_arguments(arguments: Arguments) -> str:
    if arguments.arity == INLINE_APPENDS + 1:
        doc = f"""  /// Appends the arguments of a call{arguments.of}, boxed, in order. Not inlined into the
  /// route (but specialized for the call's types all the same): inlined, the appends would make
  /// the route keep its arguments in memory, a retain and a release each on every path of the
  /// call, typed ones included (`parser(_:didStartElement:…)`, five arguments: 1,942 instructions
  /// for a typed call with two subscribers, 1,718 with this). Up to three arguments are appended
  /// in place: out of line, they cost about 20 instructions more (`void 1+1` 852 → 876,
  /// `mixed(@dd) 1+1` 1,142 → 1,162).
  /// `@unsafe`, as ``append(_:at:to:)``: the caller proves that these are the method's arguments.
"""
    else:
        first = "".join("_:" for _ in range(INLINE_APPENDS + 1))
        doc = f"""  /// ``appendArguments({first}to:)``{arguments.of}.
"""
    appends = "\n".join(f"    unsafe append({name}, at: &position, to: &array)" for name in arguments.names)
    return f"""{doc}  @unsafe @inlinable @inline(never)
  func appendArguments<{arguments.generics}>({arguments.params}, to array: inout [Any]) {{
    var position = 0
    // The caller's proof, argument by argument.
{appends}
  }}
"""


def calls_file() -> str:
    overloads = "\n".join(
        call_overload(arguments) for arguments in [Arguments(None)] + [Arguments(n) for n in CALL_ARITIES]
    )
    return f"""{BANNER}
// `DelegateObject.call(_:_:…)`: the parameter-pack form, for any number of arguments, and one
// overload for each of one to four arguments, which passes its arguments as they are where the pack
// would copy them. See <doc:CallOverloads>.

import DynamicProxySupport

extension DelegateObject {{
{overloads}}}
"""


def routes_file() -> str:
    overloads = "\n".join(
        route_overload(arguments)
        for arguments in [Arguments(None)] + [Arguments(n, ROUTE_TYPES) for n in ROUTE_ARITIES]
    )
    return f"""{BANNER}
// `DelegateProxy.route(_:at:_:…forward:otherwise:)`, the routes of the generated Swift-protocol
// proxies' methods: the parameter-pack form, for any number of arguments, and one overload for each
// of one to five arguments, which passes its arguments as they are where the pack would copy them.

import DynamicProxySupport
import Synchronization

extension DelegateProxy {{
{overloads}}}
"""


def appends_file() -> str:
    overloads = "\n".join(
        append_arguments(Arguments(n)) for n in ROUTE_ARITIES if n > INLINE_APPENDS
    )
    return f"""{BANNER}
// `ArgumentBoxing.appendArguments(_:…to:)`, which the `route` overloads of more than three
// arguments (DelegateProxy+RouteOverloads.swift) box their arguments with.

extension ArgumentBoxing {{
{overloads}}}
"""


def formatted(text: str, path: str) -> str:
    result = subprocess.run(
        ["swift", "format", "--assume-filename", path],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if result.returncode != 0:
        sys.exit(f"generate_arity_overloads: swift format failed:\n{result.stderr}")
    return result.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files; write nothing")
    options = parser.parse_args()
    stale = []
    for path, text in [(CALLS, calls_file()), (ROUTES, routes_file()), (APPENDS, appends_file())]:
        text = formatted(text, path)
        current = open(path).read() if os.path.exists(path) else None
        if options.check:
            if current != text:
                stale.append(os.path.relpath(path, ROOT))
        elif current != text:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as file:
                file.write(text)
    if stale:
        sys.exit(
            "generate_arity_overloads: out of date: "
            + ", ".join(stale)
            + " (run python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py)"
        )


if __name__ == "__main__":
    main()
