#!/usr/bin/env python3
"""Writes Sources/BenchmarkCases/Generated/ScaleProtocols.swift: the protocol-size scaling case.

For each size (1, 10 and 100 `v@` methods) a described protocol and its DelegateProxy subclass
(the libffi approach). For the sizes with baselines (1 and 10) also a Swift protocol with a real
delegate, the three `[Any]` closure-table proxies (keyed per call, resolved, an expert's) and a
parent (the direct and closure-table approaches). The 100-method protocol has none: those
approaches call through a witness table or a dictionary of one entry, whatever the protocol's size, and the results showed them flat from 1 to 100
methods (Benchmarks/Results.md, "Results"); the case measures the libffi approach alone. Writing these methods
by hand is what a generator is for; run it after changing this file:

    python3 Benchmarks/Scripts/generate-scale-protocols.py          # writes the file
    python3 Benchmarks/Scripts/generate-scale-protocols.py --check  # exits 1 if it is stale (CI)

The file is the formatter's output (`swift format` with the project's .swift-format), so the
check needs the Swift toolchain on PATH.
"""
import argparse
import os
import subprocess
import sys

SIZES = [1, 10, 100]
BASELINE_SIZES = [1, 10]
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PATH = os.path.join(ROOT, "Benchmarks", "Sources", "BenchmarkCases", "Generated", "ScaleProtocols.swift")
out = []
w = out.append

w("// GENERATED FILE, DO NOT EDIT.")
w("// Regenerate with: python3 Benchmarks/Scripts/generate-scale-protocols.py (`--check` verifies it;")
w("// CI runs that).")
w("import DynamicProxy")
w("")


def emit_libffi_proxy(n):
    """The DelegateProxy subclass of the size-`n` protocol (the libffi approach)."""
    p = f"Scale{n}"
    w(f"/// The DelegateProxy of {p}Delegate (the libffi approach).")
    w(f"final class {p}Proxy: DelegateProxy<FFIParent, DelegateObject>, DelegateProxyType,")
    w("  @unchecked Sendable  // no state beyond DelegateProxy's")
    w("{")
    w(f"  static let delegateProtocol = DelegateProtocol.scale{n}")
    w("")
    w("  init(parent: FFIParent) {")
    w(f"    super.init(parentObject: parent, delegateProxy: {p}Proxy.self)")
    w("  }")
    w("")
    w("  static func registerKnownImplementations() {")
    w(f"    register {{ {p}Proxy(parent: $0) }}")
    w("  }")
    w("}")
    w("")


for n in SIZES:
    p = f"Scale{n}"
    m = lambda i: f"scale{n}Method{i}"
    w("extension DelegateProtocol {")
    w(f"  /// The protocol of {n} optional `v@` method{'s' if n > 1 else ''}, described (`{p}Delegate`).")
    w(f"  static let scale{n} = try! DelegateProtocol(")
    w(f"    \"{p}Delegate\", methods: (0..<{n}).map {{ .optional(Selector(\"scale{n}Method\\($0):\"), \"v@\") }})")
    w("}")
    w("")
    if n not in BASELINE_SIZES:
        emit_libffi_proxy(n)
        continue
    w(f"/// A Swift protocol of {n} `v@` method{'s' if n > 1 else ''}: the protocol-size scaling case.")
    w(f"protocol {p}Delegate: AnyObject, Sendable {{")
    for i in range(n):
        w(f"  /// `{m(i)}:`.")
        w(f"  func {m(i)}(_ sender: AnyObject)")
    w("}")
    w("")
    w(f"/// The real Swift delegate of {p}Delegate: every method does the `void` shape's work.")
    w(f"final class {p}RealDelegate: {p}Delegate {{")
    w("  /// What the calls accumulated.")
    w("  let tally = Tally()")
    w("")
    w("  /// Creates the delegate.")
    w("  init() {}")
    w("")
    for i in range(n):
        w(f"  func {m(i)}(_ sender: AnyObject) {{ tally.add(bits(sender)) }}")
    w("}")
    w("")
    w(f"/// The closure-table proxy of {p}Delegate keyed per call (see ``TableDynamicProxy``).")
    w(f"final class {p}TableDynamicProxy: {p}Delegate {{")
    w("  /// The subscribers by selector name.")
    w("  let table = ClosureTable()")
    w(f"  private weak let forward: (any {p}Delegate)?")
    w("")
    w("  /// Creates a proxy forwarding to `forward`.")
    w(f"  init(forwardingTo forward: any {p}Delegate) {{ self.forward = forward }}")
    w("")
    w("  @inline(__always)")
    w(f"  private func relay(_ name: String, _ sender: AnyObject, _ call: (any {p}Delegate) -> Void) {{")
    w("    guard let subscribers = table.subscribers(name), !subscribers.isEmpty else {")
    w("      if let forward { call(forward) }")
    w("      return")
    w("    }")
    w("    let arguments: [Any] = [sender]")
    w("    subscribers.emitSent(arguments)")
    w("    if let forward { call(forward) }")
    w("    subscribers.emitInvoked(arguments)")
    w("  }")
    for i in range(n):
        w("")
        w(f"  func {m(i)}(_ sender: AnyObject) {{")
        w(f"    relay(\"{m(i)}:\", sender) {{ $0.{m(i)}(sender) }}")
        w("  }")
    w("}")
    w("")
    w(f"/// The closure-table proxy of {p}Delegate resolved ahead of time (see ``TableResolvedProxy``).")
    w(f"final class {p}TableResolvedProxy: {p}Delegate {{")
    w("  /// The subscribers of each method, by method index.")
    w(f"  let methods: [MethodSubscribers] = (0..<{n}).map {{ _ in MethodSubscribers() }}")
    for i in range(n):
        w(f"  private let subscribers{i}: MethodSubscribers")
    w(f"  private weak let forward: (any {p}Delegate)?")
    w("")
    w("  /// Creates a proxy forwarding to `forward`.")
    w(f"  init(forwardingTo forward: any {p}Delegate) {{")
    w("    self.forward = forward")
    for i in range(n):
        w(f"    subscribers{i} = methods[{i}]")
    w("  }")
    w("")
    w("  @inline(__always)")
    w(f"  private func relay(_ list: MethodSubscribers, _ sender: AnyObject, _ call: (any {p}Delegate) -> Void) {{")
    w("    guard let subscribers = list.current(), !subscribers.isEmpty else {")
    w("      if let forward { call(forward) }")
    w("      return")
    w("    }")
    w("    let arguments: [Any] = [sender]")
    w("    subscribers.emitSent(arguments)")
    w("    if let forward { call(forward) }")
    w("    subscribers.emitInvoked(arguments)")
    w("  }")
    for i in range(n):
        w("")
        w(f"  func {m(i)}(_ sender: AnyObject) {{")
        w(f"    relay(subscribers{i}, sender) {{ $0.{m(i)}(sender) }}")
        w("  }")
    w("}")
    w("")
    w(f"/// The closure-table proxy of {p}Delegate as an expert writes it (see ``TableExpertProxy``).")
    w(f"final class {p}TableExpertProxy: {p}Delegate {{")
    w("  /// The methods, by method index.")
    w(f"  let methods: [ExpertAnyMethod] = (0..<{n}).map {{ _ in ExpertAnyMethod() }}")
    for i in range(n):
        w(f"  private let method{i}: ExpertAnyMethod")
    w(f"  private weak let forward: (any {p}Delegate)?")
    w("")
    w("  /// Creates a proxy forwarding to `forward`.")
    w(f"  init(forwardingTo forward: any {p}Delegate) {{")
    w("    self.forward = forward")
    for i in range(n):
        w(f"    method{i} = methods[{i}]")
    w("  }")
    w("")
    w("  @inline(__always)")
    w(f"  private func relay(_ method: ExpertAnyMethod, _ sender: AnyObject, _ call: (any {p}Delegate) -> Void) {{")
    w("    guard let snapshot = method.subscribers.snapshot() else {")
    w("      if let forward { call(forward) }")
    w("      return")
    w("    }")
    w("    snapshot._withUnsafeGuaranteedRef { snapshot in")
    w("      method.withArguments({ $0.append(sender) }) { arguments in")
    w("        ExpertSnapshot.each(snapshot.sent) { $0.body(arguments) }")
    w("        if let forward { call(forward) }")
    w("        ExpertSnapshot.each(snapshot.invoked) { $0.body(arguments) }")
    w("      }")
    w("    }")
    w("  }")
    for i in range(n):
        w("")
        w(f"  func {m(i)}(_ sender: AnyObject) {{")
        w(f"    relay(method{i}, sender) {{ $0.{m(i)}(sender) }}")
        w("  }")
    w("}")
    w("")
    w(f"/// A parent of {p}Delegate that calls its last method (the direct and closure-table approaches).")
    w(f"final class {p}Parent: @unchecked Sendable {{  // set up before calls, not changed during them")
    w("  /// The delegate.")
    w(f"  weak var delegate: (any {p}Delegate)?")
    w("  /// The parent's proxy, owned (what DelegateProxyStorage does for the libffi approach).")
    w("  var proxy: AnyObject?")
    w("")
    w("  /// Creates a parent without a delegate.")
    w("  init() {}")
    w("")
    w(f"  @inline(never) func fireLast() {{ delegate?.{m(n - 1)}(self) }}")
    w("}")
    w("")
    w(f"extension {p}Parent {{")
    w("  /// A parent of the direct or a closure-table approach, with its real delegate and proxy.")
    w("  static func makeFixture(")
    w("    _ approach: Approach, _ counts: SubscriberCounts, _ handler: @escaping TableHandler")
    w("  ) -> Fixture {")
    w(f"    let parent = {p}Parent()")
    w(f"    let real = {p}RealDelegate()")
    w("    var subscriptions: [TableSubscription] = []")
    w("    switch approach {")
    w("    case .direct:")
    w("      parent.delegate = real")
    w("    case .tableDynamic:")
    w(f"      let proxy = {p}TableDynamicProxy(forwardingTo: real)")
    w("      parent.delegate = proxy")
    w("      parent.proxy = proxy")
    w(f"      subscriptions = counts.subscribe {{ proxy.table.subscribe(\"{m(n - 1)}:\", $0, handler) }}")
    w("    case .tableResolved:")
    w(f"      let proxy = {p}TableResolvedProxy(forwardingTo: real)")
    w("      parent.delegate = proxy")
    w("      parent.proxy = proxy")
    w(f"      subscriptions = counts.subscribe {{ proxy.methods[{n - 1}].subscribe($0, handler) }}")
    w("    case .tableExpert:")
    w(f"      let proxy = {p}TableExpertProxy(forwardingTo: real)")
    w("      parent.delegate = proxy")
    w("      parent.proxy = proxy")
    w(f"      subscriptions = counts.subscribe {{ proxy.methods[{n - 1}].subscribe($0, handler) }}")
    w("    case .libffi, .libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny,")
    w("      .gnustep, .gnustepDirect, .tableTyped:")
    w("      preconditionFailure(\"the proxy approaches and table-typed have their own fixtures\")")
    w("    }")
    w("    return Fixture(")
    w("      run: { count in for _ in 0..<count { parent.fireLast() } },")
    w("      delegateTally: real.tally, sender: parent, retained: [parent, real],")
    w("      disposers: subscriptions.map { subscription in { subscription.dispose() } })")
    w("  }")
    w("}")
    w("")
    emit_libffi_proxy(n)



def formatted(text):
    """`text` as the project's formatter writes it."""
    result = subprocess.run(
        ["swift", "format", "format", "--configuration", os.path.join(ROOT, ".swift-format"),
         "--assume-filename", PATH, "-"],
        input=text, capture_output=True, text=True, check=True)
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file is stale")
    options = parser.parse_args()
    text = formatted("\n".join(out).rstrip() + "\n")
    try:
        with open(PATH, encoding="utf-8") as f:
            current = f.read()
    except FileNotFoundError:
        current = None
    relative = os.path.relpath(PATH, ROOT)
    if options.check:
        if current != text:
            print(f"out of date: {relative} (run {os.path.relpath(__file__, ROOT)})", file=sys.stderr)
            return 1
        return 0
    if current != text:
        os.makedirs(os.path.dirname(PATH), exist_ok=True)
        with open(PATH, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print(("wrote " if current != text else "unchanged ") + relative)
    return 0


if __name__ == "__main__":
    sys.exit(main())
