"""The C output: the fixtures' source, the header, and the AAPCS64 batch's source."""

from __future__ import annotations

from .aapcs64 import AAPCS64_SEED
from .c_types import Array, CType, SCALARS, Scalar, Struct
from .generation import CASE_COUNT, Case, MAX_ARGUMENTS, SEED, X87_CASE_COUNT, X87_SEED
from .statistics import hits_libffi_848
from .x87 import X87_MAX_STRUCT_SIZE


# MARK: - C output


def field_name(k: int) -> str:
    return f"f{k}"


def declarator(ctype: str, name: str) -> str:
    """`int32_t x`, `const char *x`."""
    return f"{ctype}{name}" if ctype.endswith("*") else f"{ctype} {name}"


def pointer_to(ctype: str, const: bool = False) -> str:
    """`int32_t *`, `const char **`; with const, `const int32_t *`, `const char *const *`."""
    if ctype.endswith("*"):
        return f"{ctype}const *" if const else f"{ctype}*"
    return f"const {ctype} *" if const else f"{ctype} *"


def fill(head: str, items: list[str], tail: str, width: int = 100) -> list[str]:
    """`head` + items joined by ", " + `tail`, on one line if it fits, else with the items
    packed on continuation lines indented by 4."""
    line = head + ", ".join(items) + tail
    if len(line) <= width or not items:
        return [line]
    lines, current = [head], "   "
    for k, item in enumerate(items):
        piece = " " + item + ("," if k < len(items) - 1 else tail)
        if len(current) + len(piece) > width and current.strip():
            lines.append(current)
            current = "   "
        current += piece
    lines.append(current)
    return lines


def comment_lines(prefix: str, items: list[str], width: int = 100) -> list[str]:
    """`items` joined by ", " on comment lines that each start with `prefix`."""
    lines, current = [], ""
    for k, item in enumerate(items):
        piece = item + ("," if k < len(items) - 1 else "")
        if current and len(prefix) + len(current) + 1 + len(piece) > width:
            lines.append(prefix + current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    lines.append(prefix + current)
    return lines


def emit_typedef(s: Struct) -> list[str]:
    """The struct's typedef (in the header, for Swift to import)."""
    def nullable(ctype: str) -> str:
        return ctype + "_Nullable" if ctype.endswith("*") else ctype

    lines = [f"typedef struct {s.ctype} {{"]
    for k, f in enumerate(s.fields):
        if isinstance(f, Array):
            lines.append(f"  {declarator(nullable(f.element.ctype), field_name(k))}[{f.count}];")
        else:
            lines.append(f"  {declarator(nullable(f.ctype), field_name(k))};")
    lines.append(f"}} {s.ctype};")
    return lines


def emit_struct(s: Struct, returned: bool) -> list[str]:
    """The struct's layout check and its checksum function; when `returned`, also the function
    that fills one from a checksum. The typedef is in the header (emit_typedef)."""
    lines = []
    lines += fill(
        "_Static_assert(",
        [f"sizeof({s.ctype}) == {s.size} && _Alignof({s.ctype}) == {s.align}", f'"{s.encoding}"'],
        ");",
    )
    # Fold the fields (checksum), build a value from a checksum (return values).
    lines.append(f"static void cfx_hash_{s.name}(CFixturesHasher *s, const {s.ctype} *v) {{")
    for k, f in enumerate(s.fields):
        if isinstance(f, Struct):
            lines.append(f"  cfx_hash_{f.name}(s, &v->{field_name(k)});")
        elif isinstance(f, Array):
            for e in range(f.count):
                lines.append(f"  {f.element.info.hash}(s, v->{field_name(k)}[{e}]);")
        else:
            lines.append(f"  {f.info.hash}(s, v->{field_name(k)});")
    lines.append("}")
    if not returned:
        return lines
    lines.append(f"static {s.ctype} cfx_make_{s.name}(uint64_t h) {{")
    lines.append(f"  {s.ctype} v;")
    lines.append("  memset(&v, 0, sizeof v);")
    n = 0
    for k, f in enumerate(s.fields):
        if isinstance(f, Struct):
            lines.append(f"  v.{field_name(k)} = cfx_make_{f.name}(cfx_remix(h, {n}));")
            n += 1
        elif isinstance(f, Array):
            for e in range(f.count):
                value = f.element.info.derive.format(h=f"cfx_remix(h, {n})")
                lines.append(f"  v.{field_name(k)}[{e}] = {value};")
                n += 1
        else:
            lines.append(f"  v.{field_name(k)} = {f.info.derive.format(h=f'cfx_remix(h, {n})')};")
            n += 1
    lines.append("  return v;")
    lines.append("}")
    return lines


def hash_statement(t: CType, value: str, pointer: bool = False) -> str:
    """Folds `value` (an expression of type t, or of type t * when pointer) into `s`."""
    if isinstance(t, Struct):
        return f"cfx_hash_{t.name}(&s, {value if pointer else '&' + value});"
    return f"{t.info.hash}(&s, {'*' + value if pointer else value});"


def emit_case(case: Case) -> list[str]:
    ret_type = case.ret.ctype if case.ret else "void"
    params = [declarator(a.ctype, f"a{k}") for k, a in enumerate(case.args)] or ["void"]
    lines = [f"// {case.name}: {case.encoding}"]
    returned = {id(s) for s in case.ret.nested()} if isinstance(case.ret, Struct) else set()
    for s in case.structs:
        lines += emit_struct(s, id(s) in returned)
    lines.append(f"typedef {ret_type} {case.function}_type(")
    lines[-1:] = fill(lines[-1], [a.ctype for a in case.args] or ["void"], ");")
    lines += fill(f"static __attribute__((noinline)) {ret_type} {case.function}(", params, ") {")
    lines.append("  CFixturesHasher s = cfx_begin();")
    for k, a in enumerate(case.args):
        lines.append("  " + hash_statement(a, f"a{k}"))
    if case.ret is None:
        lines.append("  cfx_store(&s);")
    else:
        lines.append("  uint64_t h = cfx_store(&s);")
        if isinstance(case.ret, Struct):
            lines.append(f"  return cfx_make_{case.ret.name}(h);")
        else:
            lines.append(f"  return {case.ret.info.derive.format(h='h')};")
    lines.append("}")

    def call(callee: str) -> list[str]:
        loads = [f"*({pointer_to(a.ctype)})args[{k}]" for k, a in enumerate(case.args)]
        if case.ret is None:
            return fill(f"  {callee}(", loads, ");")
        return fill(f"  *({pointer_to(ret_type)})ret = {callee}(", loads, ");")

    unused_args = [] if case.args else ["  (void)args;"]
    unused_ret = ["  (void)ret;"] if case.ret is None else []
    lines.append(f"static void cfx_direct_{case.index}(void *ret, void *const *args) {{")
    lines += unused_ret + unused_args + call(case.function)
    lines.append("}")
    lines.append(
        f"static void cfx_through_{case.index}(const void *fn, void *ret, void *const *args) {{"
    )
    lines += unused_ret + unused_args
    lines.append(f"  {case.function}_type *f = ({case.function}_type *)(uintptr_t)fn;")
    lines += call("f")
    lines.append("}")
    if isinstance(case.ret, Struct):
        lines.append(f"static uint64_t cfx_checksum_{case.ret.name}(const void *ret) {{")
        lines.append("  CFixturesHasher s = cfx_begin();")
        cast = f"({pointer_to(ret_type, const=True)})ret"
        lines.append("  " + hash_statement(case.ret, cast, pointer=True))
        lines.append("  return cfx_finish(&s);")
        lines.append("}")
    if case.args:
        lines.append(f"static const CFixtures_TypeLayout cfx_layouts_{case.index}[] = {{")
        lines += [f"  {{sizeof({a.ctype}), _Alignof({a.ctype})}}," for a in case.args]
        lines.append("};")
    lines.append("")
    return lines


def return_layout(case: Case) -> str:
    if case.ret is None:
        return "{0, 1}"
    return f"{{sizeof({case.ret.ctype}), _Alignof({case.ret.ctype})}}"


def return_checksum_function(case: Case) -> str:
    if case.ret is None:
        return "cfx_checksum_void"
    if isinstance(case.ret, Struct):
        return f"cfx_checksum_{case.ret.name}"
    return f"cfx_checksum_{SCALAR_SUFFIX[case.ret.code]}"


SCALAR_SUFFIX = {
    "c": "int8", "s": "int16", "i": "int32", "q": "int64", "C": "uint8", "S": "uint16",
    "I": "uint32", "Q": "uint64", "f": "float", "d": "double", "D": "longdouble", "B": "bool",
    "*": "cstring", "^v": "pointer",
}  # fmt: skip


def emit_source(
    cases: list[Case], stats: dict[str, int], x87_stats: dict[str, int]
) -> str:
    out = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py",
        f"// (seeds {SEED} and {X87_SEED}; the script also writes",
        "// include/CFixturesRandom.h and RandomTypedCases.swift; `--check` verifies all three)",
        "//",
        "// Random-signature fixtures: each checksums its arguments field by field, stores the",
        "// checksum (CFixtures_lastChecksum) and returns a value derived from it.",
        "//",
    ]
    out += [f"//   {key}: {value}" for key, value in stats.items()]
    out += [
        "//",
        f"// Long double batch (seed {X87_SEED}), random_{CASE_COUNT} on: long doubles in structs.",
        "//",
    ]
    out += [f"//   {key}: {value}" for key, value in x87_stats.items()]
    out += [
        "//",
        "// ffi_call of libffi < 3.4.7 (Debian 12: 3.4.4) passes these cases wrongly, see",
        "// hits_libffi_848 in the script and https://github.com/libffi/libffi/pull/848:",
    ]
    out += comment_lines("//   ", [c.name for c in cases if hits_libffi_848(c)])
    out += [
        "",
        '#include "CFixturesRandom.h"',
        "",
        "#include <string.h>",
        "",
        '#include "../checksum.h"',
        "",
        "static uint64_t cfx_checksum_void(const void *ret) {",
        "  (void)ret;",
        "  return 0;",
        "}",
    ]
    returned = {c.ret.code for c in cases if isinstance(c.ret, Scalar)}
    for code, suffix in SCALAR_SUFFIX.items():
        if code not in returned:
            continue
        info = SCALARS[code]
        out += [
            f"static uint64_t cfx_checksum_{suffix}(const void *ret) {{",
            "  CFixturesHasher s = cfx_begin();",
            f"  {info.hash}(&s, *({pointer_to(info.ctype, const=True)})ret);",
            "  return cfx_finish(&s);",
            "}",
        ]
    out.append("")
    for case in cases:
        out += emit_case(case)
    out.append("static const CFixtures_TypeLayout cfx_no_layouts[1] = {{0, 1}};")
    out.append("")
    out.append("const CFixtures_RandomCase CFixtures_randomCases[] = {")
    for case in cases:
        out += fill(
            "  {",
            [
                f'"{case.name}"',
                f'"{case.encoding}"',
                f"(const void *){case.function}",
                f"cfx_direct_{case.index}",
                f"cfx_through_{case.index}",
                return_checksum_function(case),
            ],
            "},",
        )
    out.append("};")
    out.append("")
    out.append("const size_t CFixtures_randomCaseCount =")
    out.append("  sizeof CFixtures_randomCases / sizeof CFixtures_randomCases[0];")
    out.append(
        f"_Static_assert(sizeof CFixtures_randomCases / sizeof CFixtures_randomCases[0] == "
        f"{len(cases)}, \"case count\");"
    )
    out.append("")
    out.append("const CFixtures_RandomCaseLayout CFixtures_randomCaseLayouts[] = {")
    for case in cases:
        ret_layout = return_layout(case)
        arguments = f"cfx_layouts_{case.index}" if case.args else "cfx_no_layouts"
        out.append(f"  {{{len(case.args)}, {ret_layout}, {arguments}}},")
    out.append("};")
    out.append("")
    out.append("const CFixtures_RandomCase *CFixtures_randomCase(size_t index) {")
    out.append("  return &CFixtures_randomCases[index];")
    out.append("}")
    out.append("")
    out.append("const CFixtures_RandomCaseLayout *CFixtures_randomCaseLayout(size_t index) {")
    out.append("  return &CFixtures_randomCaseLayouts[index];")
    out.append("}")
    return "\n".join(out) + "\n"


HEADER = """\
// GENERATED FILE, DO NOT EDIT.
// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py (seeds {seed}, {x87_seed});
// `--check` verifies it, CI runs that.
//
// {count} C functions with random signatures, for comparing direct calls with calls through a
// trampoline. Return types: void, every scalar (long double, bool, char * and void * included)
// or a random struct; 0 to {max_args} arguments, scalars and random structs (1 to 6 fields:
// integers, float, double, bool, pointers, sometimes a fixed array or a nested struct; 1 to 48
// bytes).
//
// The cases from random_{x87_first} on (seed {x87_seed}) put long doubles in structs, as arguments
// and return values: structs whose only scalar is one long double (alone, nested or as a
// one-element array: returned in %st0, passed in memory) and structs of up to {x87_max_size}
// bytes with long doubles among other fields (MEMORY).
//
// Each function checksums its arguments field by field (see CFixtures_lastChecksum) and returns
// a value derived from that checksum, so a wrong argument or a wrong return shows.
//
// Values the caller provides: bool 0 or 1, finite floating point, char * NULL or a
// NUL-terminated string (checksummed by content); pointers are never dereferenced.

#ifndef CFIXTURES_RANDOM_H
#define CFIXTURES_RANDOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// One random-signature fixture.
typedef struct {{
  /// "random_17".
  const char *_Nonnull name;
  /// Objective-C type encoding, return type then argument types, without offsets:
  /// c s i q C S I Q f d D B * ^v, `{{name=fields}}` for structs (names unique), `[nT]` for
  /// arrays. Example: "d{{r17_a=dq}}ic*".
  const char *_Nonnull encoding;
  /// The fixture, to wrap in a trampoline or to call with ffi_call.
  const void *_Nonnull function;
  /// Calls `function` directly with `*(T *)args[i]` and stores its result to `ret` (nothing for
  /// void). args[i] and ret must be aligned for their types and hold sizeof(T) bytes.
  void (*_Nonnull callDirect)(void *_Nonnull ret, void *_Nonnull const *_Nonnull args);
  /// Like callDirect, calling `fn` (a trampoline) as the fixture's type.
  void (*_Nonnull callThrough)(const void *_Nonnull fn, void *_Nonnull ret,
                               void *_Nonnull const *_Nonnull args);
  /// The checksum of a return value, field by field (padding ignored); 0 for void.
  uint64_t (*_Nonnull checksumReturn)(const void *_Nonnull ret);
}} CFixtures_RandomCase;

extern const CFixtures_RandomCase CFixtures_randomCases[];
/// {count}.
extern const size_t CFixtures_randomCaseCount;

/// &CFixtures_randomCases[index] (for Swift, which does not import arrays of unknown size).
const CFixtures_RandomCase *_Nonnull CFixtures_randomCase(size_t index);

/// sizeof and _Alignof of a type, as the C compiler lays it out (to check encoding layouts).
typedef struct {{
  size_t size;
  size_t alignment;
}} CFixtures_TypeLayout;

/// C layouts of a random case's return type ({{0, 1}} for void) and argument types.
typedef struct {{
  size_t argumentCount;
  CFixtures_TypeLayout returnLayout;
  /// argumentCount entries.
  const CFixtures_TypeLayout *_Nonnull argumentLayouts;
}} CFixtures_RandomCaseLayout;

/// Parallel to CFixtures_randomCases.
extern const CFixtures_RandomCaseLayout CFixtures_randomCaseLayouts[];

/// &CFixtures_randomCaseLayouts[index].
const CFixtures_RandomCaseLayout *_Nonnull CFixtures_randomCaseLayout(size_t index);

#pragma clang assume_nonnull end

// MARK: - The structs of the cases
//
// Declared here so that Swift imports them (TypedRandomSignatureTests calls the cases with typed
// methods of these types); pointer fields are _Nullable: they may hold any value.

{typedefs}
#endif
"""


def emit_header(cases: list[Case]) -> str:
    typedefs = []
    for case in cases:
        for st in case.structs:
            typedefs += emit_typedef(st)
    return HEADER.format(
        typedefs="\n".join(typedefs) + "\n",
        seed=SEED,
        count=CASE_COUNT + X87_CASE_COUNT,
        max_args=MAX_ARGUMENTS,
        x87_seed=X87_SEED,
        x87_first=CASE_COUNT,
        x87_max_size=X87_MAX_STRUCT_SIZE,
    )

def emit_aapcs64_source(cases: list[Case], stats: dict[str, int]) -> str:
    """The AAPCS64 batch as one C file for the CShims harness: the structs, the functions, and
    a table of CFixtures_RandomCase (CFixturesRandom.h) with the C layouts beside it."""
    out = [
        "// GENERATED FILE, DO NOT EDIT.",
        "// Regenerate with: python3 Tests/Scripts/generate_random_signatures.py",
        f"// (seed {AAPCS64_SEED}; `--check` verifies it with the script's other outputs)",
        "//",
        f"// The AAPCS64 batch of random signatures, for the CShims harness (Tests/CShimsHarness),",
        "// which calls each directly and through CShims, natively and on aarch64 under qemu:",
        "// homogeneous floating-point aggregates of 1 to 4 floats or doubles (flat, as arrays,",
        "// nested; in v registers, or on the stack when too few are left), structs that look like",
        "// one and are not, structs of 1 to 64 bytes (in x registers up to 16 bytes, by reference",
        "// above), more than eight integer or floating-point arguments, struct returns in x0/x1,",
        "// v0-v3 and through x8. Each function checksums its arguments field by field, stores the",
        "// checksum (CFixtures_lastChecksum) and returns a value derived from it.",
        "//",
        "// What the cases exercise, as AAPCS64 assigns them:",
        "//",
    ]
    out += [f"//   {key}: {value}" for key, value in stats.items()]
    out += [
        "",
        '#include "CFixturesRandom.h"',
        "",
        "#include <string.h>",
        "",
        '#include "checksum.h"',
        "",
    ]
    if any(c.ret is None for c in cases):
        out += [
            "static uint64_t cfx_checksum_void(const void *ret) {",
            "  (void)ret;",
            "  return 0;",
            "}",
        ]
    returned = {c.ret.code for c in cases if isinstance(c.ret, Scalar)}
    for code, suffix in SCALAR_SUFFIX.items():
        if code not in returned:
            continue
        info = SCALARS[code]
        out += [
            f"static uint64_t cfx_checksum_{suffix}(const void *ret) {{",
            "  CFixturesHasher s = cfx_begin();",
            f"  {info.hash}(&s, *({pointer_to(info.ctype, const=True)})ret);",
            "  return cfx_finish(&s);",
            "}",
        ]
    out.append("")
    for case in cases:
        for st in case.structs:
            out += emit_typedef(st)
        out += emit_case(case)
    out.append("static const CFixtures_TypeLayout cfx_no_layouts[1] = {{0, 1}};")
    out.append("")
    out.append("const CFixtures_RandomCase CFixtures_aapcs64Cases[] = {")
    for case in cases:
        out += fill(
            "  {",
            [
                f'"{case.name}"',
                f'"{case.encoding}"',
                f"(const void *){case.function}",
                f"cfx_direct_{case.index}",
                f"cfx_through_{case.index}",
                return_checksum_function(case),
            ],
            "},",
        )
    out.append("};")
    out.append("")
    out.append("const size_t CFixtures_aapcs64CaseCount =")
    out.append("  sizeof CFixtures_aapcs64Cases / sizeof CFixtures_aapcs64Cases[0];")
    out.append("")
    out.append("const CFixtures_RandomCaseLayout CFixtures_aapcs64CaseLayouts[] = {")
    for case in cases:
        arguments = f"cfx_layouts_{case.index}" if case.args else "cfx_no_layouts"
        out.append(f"  {{{len(case.args)}, {return_layout(case)}, {arguments}}},")
    out.append("};")
    return "\n".join(out) + "\n"
