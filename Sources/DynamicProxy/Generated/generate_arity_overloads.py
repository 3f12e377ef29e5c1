#!/usr/bin/env python3
"""Generates the per-arity overloads of the typed call paths from one template.

Swift 6.3 copies each argument it passes as a parameter pack (three retains and releases of an
object argument, usually the parent), so the hot typed paths have an overload per arity whose
arguments are passed as they are. They differ only in their arity; this script writes them:

- DelegateObject+CallOverloads.swift:
  `DelegateObject.call(_:_:…)` for one to four arguments (the parameter-pack form, for any arity,
  stays hand-written in DelegateObject+Typed.swift);
- DelegateProxy+RouteOverloads.swift:
  `DelegateProxy.route(_:at:_:…forward:otherwise:)` for one to five arguments (the pack form is in
  DelegateProxy+SwiftProtocol.swift).

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

BANNER = """// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Sources/DynamicProxy/Generated/generate_arity_overloads.py
// (`--check` verifies it).
"""

NAMES = ["a", "b", "c", "d", "e"]
# `D` would shadow DelegateProxy's own generic parameter (its `Delegate`): the route overloads
# name their fourth and fifth types otherwise.
CALL_TYPES = ["A", "B", "C", "D"]
ROUTE_TYPES = ["A", "B", "C", "Fourth", "Fifth"]
WORDS = ["one", "two", "three", "four", "five"]
ORDINALS = ["first", "second", "third", "fourth", "fifth"]


def call_overload(arity: int) -> str:
    names = NAMES[:arity]
    types = CALL_TYPES[:arity]
    args = ", ".join(names)
    type_list = ", ".join(types)
    params = ", ".join(f"_ {n}: {t}" for n, t in zip(names, types))
    element = names[0] if arity == 1 else f"({args})"
    body_call = f"($0.body as @Sendable ({type_list}) -> Result)({args})"
    if arity == 1:
        doc = """  /// Calls a typed method of one argument on this delegate.
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
    else:
        doc = f"""  /// Calls a typed method of {WORDS[arity - 1]} arguments on this delegate.
  ///
  /// The same call as ``call(_:_:)-(_,Argument)``, with an overload of its own for speed; see
  /// <doc:CallOverloads>.
  ///
  /// - Parameters:
  ///   - method: A method of this delegate's protocol.
  ///   - a: The first declared argument.
"""
        for name, ordinal in zip(names[1:], ORDINALS[1:]):
            doc += f"  ///   - {name}: The {ordinal}.\n"
    return f"""{doc}  /// - Returns: The result, or nil when the method is not implemented.
  @inlinable @inline(__always) @discardableResult
  public final func call<{type_list}, Result>(
    _ method: DelegateMethod<{type_list}, Result>, {params}
  ) -> Result? {{
    let call = typedCallSlot(method)
    if let (forward, body) = forwardedTypedBody(method, call) {{
      let result = body.with {{ {body_call} }}
      withExtendedLifetime(forward) {{}}
      return result
    }}
    let binding = call.binding
    defer {{ withExtendedLifetime(self) {{}} }}
    if let observers = observersTakingTypedCall(call) {{
      return callObservers(observers, binding, method, {args})
    }}
    guard let (target, route, body) = typedCallRoute(method, call) else {{ return nil }}
    if let body {{
      let result = body.with {{ {body_call} }}
      withExtendedLifetime(target) {{}}
      return result
    }}
    return callTargetOutlined(target, route, binding, method, {args})
  }}

  /// Delivers and forwards a typed call of {WORDS[arity - 1]} argument{"" if arity == 1 else "s"} through a proxy's observers, in its
  /// Swift types (`MethodObservers.typedCall`); the caller holds their proxy.
  @inlinable @inline(__always)
  final func callObservers<{type_list}, Result>(
    _ observers: Unretained<MethodObservers>, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<{type_list}, Result>, {params}
  ) -> Result? {{
    // `{element}` is the arguments as the method's typed subscribers receive them.
    unsafe MethodObservers.typedCall(
      observers, method, element: {element},
      forwardToBody: {{ body in body.with {{ {body_call} }} }},
      forwardThroughFrame: {{ callThroughFrameOutlined(binding, $0, {args}) }},
      deliverFrame: {{ deliverFrame(binding, to: $0, result: $1, {args}) }})
  }}

  /// A typed call of {WORDS[arity - 1]} argument{"" if arity == 1 else "s"} to `target`, outlined (the least common routes):
  /// through another proxy's observers (`route` `.observed`) or a C frame. Holds `target` for the
  /// call.
  @inlinable @inline(never)
  final func callTargetOutlined<{type_list}, Result>(
    _ target: DelegateTarget, _ route: TypedCallRoute, _ binding: Unretained<MethodBinding>,
    _ method: DelegateMethod<{type_list}, Result>, {params}
  ) -> Result? {{
    defer {{ withExtendedLifetime(target) {{}} }}
    guard case .observed(let observers) = route else {{
      // Of the method's result type (as a `Result?`, it would be read as another type).
      #if compiler(>=6.3)
        let result: Result = callThroughFrame(binding, target, {args})
      #else
        // Swift 6.2.3 crashes in IRGen (bindGenericRequirement) on callThroughFrame inlined here,
        // in an optimized build: the outlined one (a call more, on the least common route).
        let result: Result = callThroughFrameOutlined(binding, target, {args})
      #endif
      return result
    }}
    return callObservers(observers, binding, method, {args})
  }}
"""


def route_overload(arity: int) -> str:
    names = NAMES[:arity]
    types = ROUTE_TYPES[:arity]
    args = ", ".join(names)
    type_list = ", ".join(types)
    params = ", ".join(f"_ {n}: {t}" for n, t in zip(names, types))
    element = names[0] if arity == 1 else f"({args})"
    if arity <= 3:
        # Up to three arguments: appended in place (out of line costs more than it saves).
        appends = "\n".join(f"              unsafe boxing.append({n}, at: &position, to: &array)" for n in names)
        box = f"""{{ array in
              // Up to three arguments: appended in place (out of line costs more than it saves).
              // The method's arguments, in order, of the types its boxing was made for.
              let boxing = method.argumentBoxing
              var position = 0
{appends}
            }}"""
    else:
        box = f"""{{ array in
              // The method's arguments, in order, of the types its boxing was made for.
              unsafe method.argumentBoxing.appendArguments({args}, to: &array)
            }}"""
    if arity == 1:
        doc = """  /// Routes one call of a method of one argument; the same as
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
    else:
        example = (
            " (Foundation's delegates have several:\n  /// `parser(_:didStartElement:namespaceURI:qualifiedName:attributes:)`)"
            if arity == 5
            else ""
        )
        doc = f"""  /// Routes one call of a method of {WORDS[arity - 1]} arguments{example}, as the one-argument
  /// ``route(_:at:_:forward:otherwise:)-(_,_,A,_,_)`` does: the typed subscribers' element is the
  /// arguments' tuple, made once.
  ///
  /// - Parameters:
  ///   - method: The method; evaluated only when the call is observed or answered.
  ///   - index: The method's index in the proxy's protocol.
"""
        for name, ordinal in zip(names, ORDINALS):
            doc += f"  ///   - {name}: The call's {ordinal} argument.\n"
    return f"""{doc}  ///   - forward: Calls the method on the forward delegate.
  ///   - otherwise: The result when there is no forward delegate and no answer.
  /// - Returns: The forward delegate's result, the answer's or the default's.
  /// - Throws: What `forward` or `otherwise` threw.
  @inlinable @inline(__always)
  public final func route<{type_list}, Result, Failure: Error>(
    _ method: @autoclosure () -> DelegateMethod<{type_list}, Result>, at index: Int, {params},
    forward: (Delegate) throws(Failure) -> Result, otherwise: () throws(Failure) -> Result
  ) throws(Failure) -> Result {{
    // Unobserved, the most frequent call, decided first: when the method's bit in the proxy's set
    // of observed methods (the first 64; the others ask their slot) is clear, the forward
    // delegate's result, else, unanswered, the default's.
    if isUnrouted(at: index) {{
      if let delegate = swiftForwardDelegate() {{ return try forward(delegate) }}
      if isUnanswered(at: index) {{ return try otherwise() }}
    }}
    let method = method()
    // `{element}` is the arguments as the method's typed subscribers receive them; `land` is
    // called with the index once `routeObserved` has checked it against the method's binding.
    return try unsafe routeObserved(
      method, at: index, element: {element},
      land: {{ binding throws(Failure) in
        try unsafe land(index, binding, method, {args}, forward: forward, otherwise: otherwise)
      }},
      withFrameSubscribers: {{ observers, binding throws(Failure) in
        if method.argumentBoxing.direct {{
          // The element and the index, as above.
          return try unsafe routeBoxingDirectly(
            observers, binding, method, element: {element},
            box: {box},
            land: {{ binding throws(Failure) in
              try unsafe land(index, binding, method, {args}, forward: forward, otherwise: otherwise)
            }},
            deliverFrame: {{ binding, sink, result, boxed in
              deliverFrame(binding, to: sink, result: result, boxedArguments: boxed, {args})
            }})
        }}
        return try routeThroughFrame(
          observers, binding, method, at: index, {args}, forward: forward, otherwise: otherwise)
      }},
      deliverFrame: {{ binding, sink, result in deliverFrame(binding, to: sink, result: result, {args}) }})
  }}
"""


def calls_file() -> str:
    overloads = "\n".join(call_overload(arity) for arity in range(1, 5))
    return f"""{BANNER}
// `DelegateObject.call(_:_:…)` for one to four arguments: each passes its arguments as they are,
// where the parameter-pack form (DelegateObject+Typed.swift) would copy them. See <doc:CallOverloads>.

import DynamicProxySupport

extension DelegateObject {{
{overloads}}}
"""


def routes_file() -> str:
    overloads = "\n".join(route_overload(arity) for arity in range(1, 6))
    return f"""{BANNER}
// `DelegateProxy.route(_:at:_:…forward:otherwise:)` for one to five arguments, the routes of the
// generated Swift-protocol proxies' methods: each passes its arguments as they are, where the
// parameter-pack form (DelegateProxy+SwiftProtocol.swift) would copy them.

import DynamicProxySupport
import Synchronization

extension DelegateProxy {{
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
    for path, text in [(CALLS, calls_file()), (ROUTES, routes_file())]:
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
