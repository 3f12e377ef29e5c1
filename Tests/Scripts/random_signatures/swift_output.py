"""The Swift output: the typed cases of TypedRandomSignatureTests."""

from __future__ import annotations

from typing import Optional

from .c_output import fill
from .c_types import CType, Struct
from .generation import Case


# MARK: - Swift output (typed cases)

SWIFT_TYPES = {
    "c": "Int8", "s": "Int16", "i": "Int32", "q": "Int64", "C": "UInt8", "S": "UInt16",
    "I": "UInt32", "Q": "UInt64", "f": "Float", "d": "Double", "D": "Float80", "B": "Bool",
    "*": "UnsafePointer<CChar>?", "^v": "UnsafeMutableRawPointer?",
}  # fmt: skip


def swift_type(t: Optional[CType]) -> Optional[str]:
    """The Swift type a C type imports as, None when Swift can not write it. Every type the
    generator makes has one: scalars map to Swift's (long double to Float80, x86-64 only), a
    struct to the struct imported from CFixturesRandom.h (a fixed array field as a tuple)."""
    if t is None:
        return "Void"
    if isinstance(t, Struct):
        return t.ctype
    return SWIFT_TYPES.get(t.code)


def typed_skip_reason(case: Case) -> Optional[str]:
    """Why a case has no typed variant, or None."""
    for t in ([case.ret] if case.ret else []) + case.args:
        if swift_type(t) is None:
            return f"no Swift type for {t.encoding}"
    return None


def needs_float80(case: Case) -> bool:
    """Whether a case's typed variant names Float80 (a long double argument or return), which
    Swift has on x86-64 only: off it, the variant is compiled out (a long double in a struct still
    compiles there; its signature is refused at run time, as every long double is)."""
    return any(swift_type(t) == "Float80" for t in ([case.ret] if case.ret else []) + case.args)


def emit_swift(cases: list[Case]) -> str:
    typed = [c for c in cases if typed_skip_reason(c) is None]
    float80 = [c for c in typed if needs_float80(c)]
    skipped = [c for c in cases if typed_skip_reason(c) is not None]
    top_level = []
    for c in typed:
        for t in ([c.ret] if c.ret else []) + c.args:
            if isinstance(t, Struct) and t not in top_level:
                top_level.append(t)
    out = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py (it writes",
        "// Tests/CFixtures/Generated/random_signatures.c and",
        "// Tests/CFixtures/include/CFixturesRandom.h as well; `--check` verifies all three).",
        "//",
        f"// The typed variants of the random-signature cases: {len(typed)} of {len(cases)} cases as",
        "// typed methods of the Swift types their C types import as, for TypedRandomSignatureTests;",
        f"// {len(skipped)} skipped (types Swift can not write)"
        + (":" if skipped else "."),
    ]
    out += [f"//   {c.name}: {typed_skip_reason(c)}" for c in skipped]
    out += [
        f"// Off x86-64, the {len(float80)} with a long double argument or return (Float80, x86-64's",
        "// type) are compiled out.",
    ]
    out += [
        "//",
        "// The structs passed and returned by value are TypeEncodable through their encodings.",
        "",
        "// swift-format-ignore-file",
        "",
        "import CFixtures",
        "import DynamicProxy",
        "",
    ]
    for st in top_level:
        out += [
            f"extension {st.ctype}: TypeEncodable {{",
            f"  /// `{st.encoding}`.",
            f'  public static let typeEncoding = try! TypeEncoding("{st.encoding}")',
            "}",
        ]
    out += [
        "",
        f"/// How many random cases have a typed variant: {len(typed)} ({len(skipped)} have none); off",
        f"/// x86-64, {len(float80)} fewer, those of `randomTypedCasesNeedingFloat80`.",
        "#if arch(x86_64)",
        f"  let randomTypedCaseCount = {len(typed)}",
        "#else",
        f"  let randomTypedCaseCount = {len(typed) - len(float80)}",
        "#endif",
        "",
        "/// The cases whose typed variant names Float80 (a long double argument or return).",
    ]
    out += fill("let randomTypedCasesNeedingFloat80 = [", [str(c.index) for c in float80], "]")
    out += [
        "",
        "/// The typed variant of random case `index`, nil when it has none.",
        "func randomTypedCase(_ index: Int) -> (any RandomTypedChecking)? {",
        "  switch index {",
    ]
    guarded = False
    for c in typed:
        if needs_float80(c) != guarded:
            out.append("  #if arch(x86_64)" if not guarded else "  #endif")
            guarded = not guarded
        types = [swift_type(a) for a in c.args] + [swift_type(c.ret)]
        out += fill(f"  case {c.index}: return RandomTypedCase<", types, f">(index: {c.index})")
    if guarded:
        out.append("  #endif")
    out += [
        "  default: return nil",
        "  }",
        "}",
    ]
    return "\n".join(out) + "\n"
