#!/usr/bin/env python3
"""Generates the random-signature C fixtures of the CFixtures test-support target.

Writes Tests/CFixtures/Generated/random_signatures.c and Tests/CFixtures/include/CFixturesRandom.h
(the header stays in include/, beside the umbrella header: SwiftPM takes no folder there): C
functions with random signatures (seeded, so the output is deterministic), each described by
an Objective-C type encoding, plus a table through which the Swift tests call every function
directly and through a trampoline, and compare. The structs the functions take and return are
declared in the header, so that Swift imports them; Tests/DynamicProxyTests/Generated/
RandomTypedCases.swift gives each case whose types Swift can write as a typed method of those
types (TypedRandomSignatureTests). Two batches, each with its own seed:

- 400 cases of scalars and structs without long doubles (random_0 to random_399);
- 120 cases with long doubles in structs (random_400 on): structs whose only scalar is one long
  double (alone, nested, as a one-element array), returned in %st0 and passed in memory, and
  larger structs with long doubles among other fields (MEMORY), as arguments and return values.

A third batch, with a seed of its own, is for the CShims harness only (it is C, built natively and
for aarch64, and run under qemu-aarch64 there): Tests/CShimsHarness/Generated/aapcs64_signatures.c,
240 cases (aapcs64_0 to aapcs64_239) for AAPCS64's own rules — homogeneous float aggregates of 1
to 4 floats or doubles, structs that look like one and are not, structs of every size from 1 to 64
bytes, more than eight integer or floating-point arguments, struct returns in x0/x1, v0-v3 and
through x8. Its statistics and the minimums it must meet are computed as AAPCS64 assigns
arguments (aapcs64_statistics, aapcs64_requirements).

Usage (from anywhere; paths are relative to this script):

    python3 Tests/Scripts/generate_random_signatures.py [--check]

--check writes nothing and exits 1 if the committed files (all four) differ from what would be
generated.
Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass, field
from typing import Optional, Union

SEED = 20261121
CASE_COUNT = 400
X87_SEED = 20261124
X87_CASE_COUNT = 120
MAX_ARGUMENTS = 16
MIN_HEAVY_CASES = 40  # cases with > 6 integer-class and with > 8 float-class scalar arguments
INT_HEAVY = "more than 6 integer-class scalar arguments"
FLOAT_HEAVY = "more than 8 float-class scalar arguments"

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
FIXTURES_DIR = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "CFixtures"))
SOURCE_PATH = os.path.join(FIXTURES_DIR, "Generated", "random_signatures.c")
HEADER_PATH = os.path.join(FIXTURES_DIR, "include", "CFixturesRandom.h")
SWIFT_PATH = os.path.normpath(
    os.path.join(SCRIPT_DIR, "..", "DynamicProxyTests", "Generated", "RandomTypedCases.swift")
)
AAPCS64_PATH = os.path.normpath(
    os.path.join(SCRIPT_DIR, "..", "CShimsHarness", "Generated", "aapcs64_signatures.c")
)

# MARK: - Types


@dataclass(frozen=True)
class ScalarInfo:
    ctype: str  # C type
    size: int  # sizeof == _Alignof on x86-64 (long double: 16)
    cls: str  # x86-64 System V class: INTEGER, SSE or X87 (passed in memory)
    hash: str  # checksum.h fold function
    derive: str  # C expression making a value of the type from a uint64_t `{h}`


SCALARS: dict[str, ScalarInfo] = {
    "c": ScalarInfo("int8_t", 1, "INTEGER", "cfx_i64", "(int8_t){h}"),
    "s": ScalarInfo("int16_t", 2, "INTEGER", "cfx_i64", "(int16_t){h}"),
    "i": ScalarInfo("int32_t", 4, "INTEGER", "cfx_i64", "(int32_t){h}"),
    "q": ScalarInfo("int64_t", 8, "INTEGER", "cfx_i64", "(int64_t){h}"),
    "C": ScalarInfo("uint8_t", 1, "INTEGER", "cfx_u64", "(uint8_t){h}"),
    "S": ScalarInfo("uint16_t", 2, "INTEGER", "cfx_u64", "(uint16_t){h}"),
    "I": ScalarInfo("uint32_t", 4, "INTEGER", "cfx_u64", "(uint32_t){h}"),
    "Q": ScalarInfo("uint64_t", 8, "INTEGER", "cfx_u64", "{h}"),
    "f": ScalarInfo("float", 4, "SSE", "cfx_f32", "cfx_to_float({h})"),
    "d": ScalarInfo("double", 8, "SSE", "cfx_f64", "cfx_to_double({h})"),
    "D": ScalarInfo("long double", 16, "X87", "cfx_f80", "cfx_to_longdouble({h})"),
    "B": ScalarInfo("bool", 1, "INTEGER", "cfx_bool", "cfx_to_bool({h})"),
    "*": ScalarInfo("const char *", 8, "INTEGER", "cfx_cstr", "cfx_to_cstring({h})"),
    "^v": ScalarInfo("void *", 8, "INTEGER", "cfx_ptr", "cfx_to_pointer({h})"),
}

INT_CODES = ["c", "s", "i", "q", "C", "S", "I", "Q", "B", "*", "^v"]
FLOAT_CODES = ["f", "d"]
ARGUMENT_CODES = ["c", "s", "i", "q", "C", "S", "I", "Q", "f", "d", "D", "B", "*", "^v"]
# Inside structs: no char *; long double only in the long double batch.
FIELD_INT_CODES = ["c", "s", "i", "q", "C", "S", "I", "Q", "B", "^v"]
FIELD_FLOAT_CODES = ["f", "d"]


@dataclass(frozen=True)
class Scalar:
    code: str

    @property
    def info(self) -> ScalarInfo:
        return SCALARS[self.code]

    @property
    def size(self) -> int:
        return self.info.size

    @property
    def align(self) -> int:
        return self.info.size

    @property
    def encoding(self) -> str:
        return self.code

    @property
    def ctype(self) -> str:
        return self.info.ctype

    def leaves(self, offset: int = 0):
        yield offset, self.code


@dataclass(frozen=True)
class Array:
    element: Scalar
    count: int

    @property
    def size(self) -> int:
        return self.element.size * self.count

    @property
    def align(self) -> int:
        return self.element.align

    @property
    def encoding(self) -> str:
        return f"[{self.count}{self.element.encoding}]"

    def leaves(self, offset: int = 0):
        for k in range(self.count):
            yield offset + k * self.element.size, self.element.code


@dataclass
class Struct:
    fields: list  # of Scalar | Array | Struct
    name: str = ""  # encoding name, e.g. "r17_a"; the C type is CFixtures_<name>
    offsets: list = field(default_factory=list)
    size: int = 0
    align: int = 1

    def layout(self) -> "Struct":
        offset, align = 0, 1
        self.offsets = []
        for f in self.fields:
            offset = (offset + f.align - 1) // f.align * f.align
            self.offsets.append(offset)
            offset += f.size
            align = max(align, f.align)
        self.size = (offset + align - 1) // align * align
        self.align = align
        return self

    @property
    def encoding(self) -> str:
        return "{" + self.name + "=" + "".join(f.encoding for f in self.fields) + "}"

    @property
    def ctype(self) -> str:
        return "CFixtures_" + self.name

    def leaves(self, offset: int = 0):
        for f, o in zip(self.fields, self.offsets):
            yield from f.leaves(offset + o)

    def nested(self):
        """Nested structs, innermost first, then self."""
        for f in self.fields:
            if isinstance(f, Struct):
                yield from f.nested()
        yield self

    def classes(self) -> list[str]:
        """The x86-64 System V classes of its eightbytes (["MEMORY"] above 16 bytes). A struct
        whose only scalar is one long double is ["X87", "X87UP"]: returned in %st0, passed in
        memory."""
        if self.size > 16:
            return ["MEMORY"]
        if any(SCALARS[code].cls == "X87" for _, code in self.leaves()):
            return ["X87", "X87UP"]  # 16 bytes: nothing but the long double fits
        eightbytes = ["NONE"] * ((self.size + 7) // 8)
        for offset, code in self.leaves():
            k = offset // 8
            cls = SCALARS[code].cls
            if cls == "INTEGER" or eightbytes[k] == "INTEGER":
                eightbytes[k] = "INTEGER"
            else:
                eightbytes[k] = "SSE"
        return eightbytes


CType = Union[Scalar, Struct]

# MARK: - Random generation

# Struct size classes, chosen at random for each struct: (name, min size, max size, pool, weight).
# The pools are of field codes; "mixed" requires both an INTEGER and an SSE eightbyte.
STRUCT_TARGETS = [
    ("small", 1, 8, "any", 16),
    ("small-float", 4, 8, "float", 6),
    ("small-odd", 1, 7, "int", 6),  # 3, 5, 6, 7 bytes: partial eightbytes
    ("mixed-9-16", 9, 16, "mixed", 22),
    ("float-9-16", 9, 16, "float", 10),
    ("int-9-16", 9, 16, "int", 8),
    ("large", 17, 48, "any", 24),
    ("large-float", 17, 48, "float", 8),
]


class Generator:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def field_code(self, pool: str) -> str:
        if pool == "float":
            return self.rng.choice(FIELD_FLOAT_CODES)
        if pool == "int":
            return self.rng.choice(FIELD_INT_CODES)
        # Floats as likely as one of the integer kinds taken together, roughly.
        if self.rng.random() < 0.4:
            return self.rng.choice(FIELD_FLOAT_CODES)
        return self.rng.choice(FIELD_INT_CODES)

    def random_fields(self, pool: str, depth: int, max_fields: int) -> list:
        fields = []
        for _ in range(self.rng.randint(1, max_fields)):
            r = self.rng.random()
            if depth < 2 and r < 0.12:
                fields.append(self.nested_struct(pool))
            elif r < 0.27:
                fields.append(Array(Scalar(self.field_code(pool)), self.rng.randint(1, 4)))
            else:
                fields.append(Scalar(self.field_code(pool)))
        return fields

    def nested_struct(self, pool: str) -> Struct:
        while True:
            s = Struct(self.random_fields(pool, depth=2, max_fields=3)).layout()
            if s.size <= 24:
                return s

    def random_struct(self) -> Struct:
        weights = [t[4] for t in STRUCT_TARGETS]
        _, low, high, pool, _ = self.rng.choices(STRUCT_TARGETS, weights)[0]
        max_fields = 3 if high <= 8 else 6
        field_pool = "any" if pool == "mixed" else pool
        while True:
            s = Struct(self.random_fields(field_pool, depth=1, max_fields=max_fields)).layout()
            if not low <= s.size <= high:
                continue
            if pool == "mixed" and sorted(set(s.classes())) != ["INTEGER", "SSE"]:
                continue
            return s

    def random_argument(self, struct_probability: float = 0.3) -> CType:
        if self.rng.random() < struct_probability:
            return self.random_struct()
        return Scalar(self.rng.choice(ARGUMENT_CODES))

    def random_return(self) -> Optional[CType]:
        r = self.rng.random()
        if r < 0.1:
            return None
        if r < 0.55:
            return Scalar(self.rng.choice(ARGUMENT_CODES))
        return self.random_struct()

    def arguments(self, kind: str) -> list[CType]:
        rng = self.rng
        if kind == "int-heavy":  # more than 6 integer-class scalars
            args: list[CType] = [Scalar(rng.choice(INT_CODES)) for _ in range(rng.randint(7, 12))]
        elif kind == "float-heavy":  # more than 8 float-class scalars
            args = [Scalar(rng.choice(FLOAT_CODES)) for _ in range(rng.randint(9, 13))]
        elif kind == "both-heavy":
            args = [Scalar(rng.choice(INT_CODES)) for _ in range(7)]
            args += [Scalar(rng.choice(FLOAT_CODES)) for _ in range(9)]
        else:
            count = rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16])
            return [self.random_argument() for _ in range(count)]
        while len(args) < MAX_ARGUMENTS and rng.random() < 0.6:
            args.append(self.random_argument(struct_probability=0.5))
        rng.shuffle(args)
        return args


def case_kind(index: int) -> str:
    return {0: "int-heavy", 1: "float-heavy", 2: "both-heavy"}.get(index % 8, "random")


def letters(k: int) -> str:
    """0 -> a, 25 -> z, 26 -> aa, ..."""
    s = ""
    k += 1
    while k:
        k, r = divmod(k - 1, 26)
        s = chr(ord("a") + r) + s
    return s


@dataclass
class Case:
    index: int
    ret: Optional[CType]
    args: list[CType]
    structs: list[Struct] = field(default_factory=list)  # definition order
    family: str = "random"  # the name's prefix: random_17, aapcs64_17
    struct_prefix: str = "r"  # the struct names' prefix: r17_a, a17_a

    @property
    def name(self) -> str:
        return f"{self.family}_{self.index}"

    @property
    def function(self) -> str:
        return f"CFixtures_{self.family}_{self.index}"

    @property
    def encoding(self) -> str:
        return (self.ret.encoding if self.ret else "v") + "".join(a.encoding for a in self.args)

    def name_structs(self) -> None:
        count = 0
        for t in ([self.ret] if self.ret else []) + self.args:
            if isinstance(t, Struct):
                for s in t.nested():
                    s.name = f"{self.struct_prefix}{self.index}_{letters(count)}"
                    count += 1
                    self.structs.append(s)


def generate() -> list[Case]:
    g = Generator(SEED)
    cases = []
    for index in range(CASE_COUNT):
        ret = g.random_return()
        args = g.arguments(case_kind(index))
        case = Case(index, ret, args)
        case.name_structs()
        cases.append(case)
    return cases


# MARK: - The long double batch

X87_FIELD_CODES = FIELD_INT_CODES + FIELD_FLOAT_CODES
X87_MAX_STRUCT_SIZE = 96
X87_KINDS = ["lone-return", "lone-arguments", "mixed-return", "mixed-arguments", "848", "random"]
MIN_X87_CASES = 20  # of each kind of use counted in x87_statistics


class X87Generator(Generator):
    """Signatures with long doubles in structs, from a random generator of their own (the main
    batch's cases stay as they are)."""

    def lone_struct(self) -> Struct:
        """A struct whose only scalar is one long double: {D} or {[1D]}, nested 0 to 2 levels."""
        inner = Scalar("D") if self.rng.random() < 0.6 else Array(Scalar("D"), 1)
        s = Struct([inner]).layout()
        for _ in range(self.rng.choice([0, 0, 1, 2])):
            s = Struct([s]).layout()
        return s

    def mixed_struct(self) -> Struct:
        """A struct with a long double and at least one more scalar (another long double,
        perhaps): more than 16 bytes, so MEMORY both ways."""
        while True:
            fields: list = []
            for _ in range(self.rng.randint(1, 4)):
                r = self.rng.random()
                if r < 0.15:
                    fields.append(self.lone_struct())
                elif r < 0.25:
                    fields.append(self.nested_struct("any"))
                elif r < 0.35:
                    code = "D" if self.rng.random() < 0.5 else self.rng.choice(X87_FIELD_CODES)
                    fields.append(Array(Scalar(code), self.rng.randint(1, 3)))
                elif r < 0.65:
                    fields.append(Scalar("D"))
                else:
                    fields.append(Scalar(self.rng.choice(X87_FIELD_CODES)))
            s = Struct(fields).layout()
            codes = [code for _, code in s.leaves()]
            if "D" in codes and len(codes) > 1 and s.size <= X87_MAX_STRUCT_SIZE:
                return s

    def x87_argument(self) -> CType:
        r = self.rng.random()
        if r < 0.2:
            return self.lone_struct()
        if r < 0.35:
            return self.mixed_struct()
        if r < 0.5:
            return self.random_struct()
        if r < 0.6:
            return Scalar("D")
        return Scalar(self.rng.choice(ARGUMENT_CODES))

    def x87_return(self) -> Optional[CType]:
        r = self.rng.random()
        if r < 0.35:
            return self.lone_struct()
        if r < 0.6:
            return self.mixed_struct()
        if r < 0.7:
            return Scalar("D")
        if r < 0.85:
            return self.random_struct()
        if r < 0.95:
            return Scalar(self.rng.choice(ARGUMENT_CODES))
        return None

    def x87_arguments(self, count: int, special) -> list[CType]:
        """`count` random arguments, one to three of them made by `special`."""
        args = [self.x87_argument() for _ in range(count)]
        for _ in range(self.rng.randint(1, 3)):
            args.insert(self.rng.randint(0, len(args)), special())
        return args

    def in_last_register(self) -> list[CType]:
        """Five INTEGER eightbytes and a double, then a 9-16 byte INTEGER+SSE struct whose first
        eightbyte takes the sixth integer register (the libffi #848 case), then a few more."""
        first: list[CType] = [Scalar(self.rng.choice(INT_CODES)) for _ in range(5)]
        first.append(Scalar("d"))
        self.rng.shuffle(first)
        while True:
            s = self.random_struct()
            if 8 < s.size <= 16 and s.classes() == ["INTEGER", "SSE"]:
                break
        return first + [s] + [self.x87_argument() for _ in range(self.rng.randint(0, 4))]

    def case(self, kind: str) -> tuple[Optional[CType], list[CType]]:
        count = self.rng.choice([0, 1, 2, 3, 4, 6, 8, 10])
        if kind == "lone-return":
            return self.lone_struct(), [self.x87_argument() for _ in range(count)]
        if kind == "lone-arguments":
            return self.x87_return(), self.x87_arguments(count, self.lone_struct)
        if kind == "mixed-return":
            return self.mixed_struct(), [self.x87_argument() for _ in range(count)]
        if kind == "mixed-arguments":
            return self.x87_return(), self.x87_arguments(count, self.mixed_struct)
        if kind == "848":
            return self.lone_struct(), self.in_last_register()
        return self.x87_return(), [self.x87_argument() for _ in range(count + 1)]


def generate_x87(first_index: int) -> list[Case]:
    g = X87Generator(X87_SEED)
    cases = []
    for k in range(X87_CASE_COUNT):
        ret, args = g.case(X87_KINDS[k % len(X87_KINDS)])
        case = Case(first_index + k, ret, args)
        case.name_structs()
        cases.append(case)
    return cases


# MARK: - The AAPCS64 batch (the CShims harness only)

AAPCS64_SEED = 20261128
AAPCS64_CASE_COUNT = 240
AAPCS64_MAX_STRUCT_SIZE = 64
AAPCS64_KINDS = [
    "hfa-return", "hfa-arguments", "near-hfa", "mixed", "int-stack", "fp-stack", "x8-return",
    "small-return",
]  # fmt: skip
MIN_AAPCS64_CASES = 10  # of each requirement counted in aapcs64_requirements


def hfa(t: Optional[CType]) -> Optional[tuple[str, int]]:
    """(base code, member count) when t is an AAPCS64 homogeneous floating-point aggregate: a
    struct of 1 to 4 scalars (arrays and nested structs flattened), all float, all double or all
    long double. Such a struct travels in consecutive vector registers whatever its size."""
    if not isinstance(t, Struct):
        return None
    codes = [code for _, code in t.leaves()]
    if len(set(codes)) == 1 and codes[0] in ("f", "d", "D") and 1 <= len(codes) <= 4:
        return codes[0], len(codes)
    return None


def aapcs64_class(t: CType) -> str:
    """How AAPCS64 passes a value: "INT" (x registers, or one 8-byte stack slot each), "FP" (v
    registers), "HFA", "COMPOSITE" (a struct of up to 16 bytes in one or two x registers) or
    "INDIRECT" (a larger struct: a pointer to a copy the caller makes)."""
    if isinstance(t, Scalar):
        return "FP" if t.code in ("f", "d", "D") else "INT"
    if hfa(t):
        return "HFA"
    return "COMPOSITE" if t.size <= 16 else "INDIRECT"


def aapcs64_assignment(case: Case) -> dict[str, int]:
    """Walks the arguments as AAPCS64 assigns them (NGRN, NSRN; an argument that does not fit the
    registers left goes to the stack, and a composite or HFA that does not fit closes its register
    file for the rest of the call). Counts what ends up where."""
    ngrn = nsrn = 0
    counts = {"stack": 0, "hfa-stack": 0, "composite-stack": 0, "int": 0, "fp": 0}
    for a in case.args:
        cls = aapcs64_class(a)
        if cls in ("INT", "INDIRECT"):
            counts["int"] += cls == "INT"
            if ngrn < 8:
                ngrn += 1
            else:
                counts["stack"] += 1
        elif cls == "FP":
            counts["fp"] += 1
            if nsrn < 8:
                nsrn += 1
            else:
                counts["stack"] += 1
        elif cls == "HFA":
            n = hfa(a)[1]
            if nsrn + n <= 8:
                nsrn += n
            else:
                nsrn = 8
                counts["stack"] += 1
                counts["hfa-stack"] += 1
        else:
            n = (a.size + 7) // 8
            if ngrn + n <= 8:
                ngrn += n
            else:
                ngrn = 8
                counts["stack"] += 1
                counts["composite-stack"] += 1
    return counts


class AAPCS64Generator(Generator):
    """Signatures for AAPCS64's own rules, from a random generator of their own: homogeneous
    float aggregates of 1 to 4 floats or doubles (flat, as arrays, nested) as arguments and
    return values, in registers and on the stack; structs that look like one and are not; mixed
    structs of 1 to 64 bytes (in x registers up to 16 bytes, by reference above); more than eight
    integer or floating-point arguments; struct returns in x0/x1, v0-v3 and through x8."""

    def hfa_struct(self, base: Optional[str] = None, members: Optional[int] = None) -> Struct:
        base = base or self.rng.choice(["f", "d"])
        members = members or self.rng.randint(1, 4)
        shape = self.rng.random()
        if shape < 0.35 or members == 1:
            fields: list = [Scalar(base) for _ in range(members)]
            if members == 1 and self.rng.random() < 0.3:
                fields = [Array(Scalar(base), 1)]
        elif shape < 0.6:
            fields = [Array(Scalar(base), members)]
        elif shape < 0.8:  # a nested struct first, the rest after it
            k = self.rng.randint(1, members - 1)
            fields = [Struct([Scalar(base) for _ in range(k)]).layout()]
            fields += [Scalar(base) for _ in range(members - k)]
        else:  # an array and a scalar or nested struct
            k = self.rng.randint(1, members - 1)
            rest = Struct([Array(Scalar(base), members - k)]).layout()
            fields = [Array(Scalar(base), k), rest if self.rng.random() < 0.5 else rest.fields[0]]
        s = Struct(fields).layout()
        assert hfa(s) == (base, members), s.encoding
        return s

    def near_hfa(self) -> Struct:
        """Not an HFA, though close: floats and doubles mixed, five to eight of one kind (over
        four members: in x registers up to 16 bytes, else by reference), or one integer among
        floats."""
        while True:
            r = self.rng.random()
            if r < 0.35:
                count = self.rng.randint(2, 4)
                fields: list = [Scalar(self.rng.choice(["f", "d"])) for _ in range(count)]
            elif r < 0.7:
                base = self.rng.choice(["f", "d"])
                count = self.rng.randint(5, 8)
                fields = [Array(Scalar(base), count)] if self.rng.random() < 0.5 else [
                    Scalar(base) for _ in range(count)
                ]
            else:
                base = self.rng.choice(["f", "d"])
                fields = [Scalar(base) for _ in range(self.rng.randint(1, 3))]
                integer = Scalar(self.rng.choice(FIELD_INT_CODES))
                fields.insert(self.rng.randint(0, len(fields)), integer)
            s = Struct(fields).layout()
            if hfa(s) is None and s.size <= AAPCS64_MAX_STRUCT_SIZE:
                return s

    def struct_of_size(self, size: int) -> Struct:
        """A struct of exactly `size` bytes that is not an HFA: an alignment that divides the
        size (mostly the largest), a field of that alignment (mostly a float or double when it is
        4 or 8, so that integer and floating-point fields mix), then random fields of no larger
        alignment — sometimes an array or a nested struct — while they fit, and bytes to fill
        up."""
        by_alignment = {
            1: ["c", "C", "B"], 2: ["s", "S"], 4: ["f", "i", "I"], 8: ["d", "q", "Q", "^v"],
        }  # fmt: skip

        def end_of(fields: list) -> int:  # where the fields end, before the tail padding
            end = 0
            for f in fields:
                end = (end + f.align - 1) // f.align * f.align + f.size
            return end

        while True:
            alignments = [a for a in (1, 2, 4, 8) if size % a == 0]
            alignment = alignments[-1] if self.rng.random() < 0.7 else self.rng.choice(alignments)
            first = "f" if alignment == 4 else "d" if alignment == 8 else None
            if first is None or self.rng.random() < 0.25:
                first = self.rng.choice(by_alignment[alignment])
            fields: list = [Scalar(first)]
            codes = [c for a in (1, 2, 4, 8) if a <= alignment for c in by_alignment[a]]
            while len(fields) < 16:
                code = self.rng.choice(codes)
                r = self.rng.random()
                if r < 0.15:
                    candidate = Array(Scalar(code), self.rng.randint(1, 6))
                elif r < 0.25:
                    candidate = Struct([Scalar(code), Scalar(self.rng.choice(codes))]).layout()
                else:
                    candidate = Scalar(code)
                if end_of(fields + [candidate]) > size:
                    break
                fields.insert(self.rng.randint(0, len(fields)), candidate)
            end = end_of(fields)
            if end < size:
                fields.append(Array(Scalar("C"), size - end) if size - end > 1 else Scalar("C"))
            s = Struct(fields).layout()
            if s.size == size and hfa(s) is None:
                return s

    def random_size_struct(self, low: int = 1, high: int = AAPCS64_MAX_STRUCT_SIZE) -> Struct:
        """A struct of a random size from `low` to `high` bytes that is not an HFA."""
        return self.struct_of_size(self.rng.randint(low, high))

    def float_argument(self, hfa_probability: float) -> CType:
        if self.rng.random() < hfa_probability:
            return self.hfa_struct()
        return Scalar(self.rng.choice(FLOAT_CODES))

    def any_argument(self) -> CType:
        r = self.rng.random()
        if r < 0.2:
            return self.hfa_struct()
        if r < 0.3:
            return self.near_hfa()
        if r < 0.5:
            return self.random_size_struct()
        return Scalar(self.rng.choice([c for c in ARGUMENT_CODES if c != "D"]))

    def case(self, kind: str) -> tuple[Optional[CType], list[CType]]:
        rng = self.rng
        count = rng.choice([0, 1, 2, 3, 4, 6, 8, 10])
        if kind == "hfa-return":
            return self.hfa_struct(), [self.any_argument() for _ in range(count)]
        if kind == "hfa-arguments":
            # More vector registers asked for than v0-v7: an HFA or a float goes to the stack,
            # and every floating-point argument after it too.
            args: list[CType] = []
            while sum(hfa(a)[1] if hfa(a) else 1 for a in args) <= 8:
                args.append(self.float_argument(hfa_probability=0.6))
            args += [self.float_argument(hfa_probability=0.5) for _ in range(rng.randint(0, 3))]
            for _ in range(rng.randint(0, 4)):
                args.insert(rng.randint(0, len(args)), Scalar(rng.choice(INT_CODES)))
            return (self.hfa_struct() if rng.random() < 0.5 else self.any_argument()), args
        if kind == "near-hfa":
            args = [self.near_hfa() if rng.random() < 0.6 else self.any_argument()
                    for _ in range(rng.randint(1, 8))]
            return (self.near_hfa() if rng.random() < 0.6 else self.hfa_struct()), args
        if kind == "mixed":
            args = [self.random_size_struct() if rng.random() < 0.6 else self.any_argument()
                    for _ in range(rng.randint(1, 10))]
            return self.random_size_struct(), args
        if kind == "int-stack":
            # More than eight integer-class arguments, composites among them: a 9-16 byte one
            # may find a single x register left, go to the stack, and close x0-x7 for the rest.
            args = [Scalar(rng.choice(INT_CODES)) for _ in range(rng.randint(9, 14))]
            for _ in range(rng.randint(1, 4)):
                band = rng.choice([(1, 8), (9, 16), (17, AAPCS64_MAX_STRUCT_SIZE)])
                args.insert(rng.randint(0, len(args)), self.random_size_struct(*band))
            for _ in range(rng.randint(0, 3)):
                args.insert(rng.randint(0, len(args)), Scalar(rng.choice(FLOAT_CODES)))
            return self.any_argument(), args
        if kind == "fp-stack":
            args = [Scalar(rng.choice(FLOAT_CODES)) for _ in range(rng.randint(9, 14))]
            for _ in range(rng.randint(0, 3)):
                args.insert(rng.randint(0, len(args)), self.hfa_struct())
            for _ in range(rng.randint(0, 4)):
                args.insert(rng.randint(0, len(args)), Scalar(rng.choice(INT_CODES)))
            return self.float_argument(hfa_probability=0.5), args
        if kind == "x8-return":
            # The result's address travels in x8, beside six to ten integer arguments: x0-x7 are
            # the arguments' whatever the result.
            ret = self.near_hfa() if rng.random() < 0.3 else None
            if ret is None or ret.size <= 16:
                ret = self.random_size_struct(17, AAPCS64_MAX_STRUCT_SIZE)
            args = [Scalar(rng.choice(INT_CODES)) for _ in range(rng.randint(6, 10))]
            args += [self.any_argument() for _ in range(rng.randint(0, 4))]
            rng.shuffle(args)
            return ret, args
        # small-return: a struct of up to 16 bytes, not an HFA, comes back in x0 and x1.
        return self.random_size_struct(1, 16), [self.any_argument() for _ in range(count)]


def generate_aapcs64() -> list[Case]:
    g = AAPCS64Generator(AAPCS64_SEED)
    cases = []
    for k in range(AAPCS64_CASE_COUNT):
        ret, args = g.case(AAPCS64_KINDS[k % len(AAPCS64_KINDS)])
        case = Case(k, ret, args, family="aapcs64", struct_prefix="a")
        case.name_structs()
        cases.append(case)
    return cases


HFA_STACK = "HFA arguments on the stack (too few v registers left)"
COMPOSITE_STACK = "struct arguments of up to 16 bytes on the stack (too few x registers left)"
INT_STACK = "cases with more than 8 integer-class scalar arguments"
FP_STACK = "cases with more than 8 floating-point scalar arguments"
BY_REFERENCE = "struct arguments by reference (over 16 bytes, not an HFA)"
RETURN_X0_X1 = "struct returns in x0/x1 (up to 16 bytes, not an HFA)"
RETURN_X8 = "struct returns through x8 (over 16 bytes, not an HFA)"
SIZES = "distinct sizes of structs that are not HFAs (1 to 64 bytes)"
MIN_AAPCS64_SIZES = 56


def aapcs64_statistics(cases: list[Case]) -> dict[str, int]:
    """What the cases exercise of AAPCS64."""
    stats: dict[str, int] = {"cases": len(cases)}
    for where in ("argument", "return"):
        for base in ("f", "d"):  # no long double here: Swift has no type for arm64's
            for n in range(1, 5):
                stats[f"HFA {base}x{n} {where}s"] = 0
    assignments = [aapcs64_assignment(c) for c in cases]
    stats["cases with stack arguments"] = sum(1 for a in assignments if a["stack"])
    stats[HFA_STACK] = sum(a["hfa-stack"] for a in assignments)
    stats[COMPOSITE_STACK] = sum(a["composite-stack"] for a in assignments)
    stats[INT_STACK] = sum(1 for a in assignments if a["int"] > 8)
    stats[FP_STACK] = sum(1 for a in assignments if a["fp"] > 8)
    stats[BY_REFERENCE] = 0
    stats[RETURN_X0_X1] = 0
    stats[RETURN_X8] = 0
    sizes = set()
    for c in cases:
        for t in c.args:
            if hfa(t):
                base, n = hfa(t)
                stats[f"HFA {base}x{n} arguments"] += 1
            elif isinstance(t, Struct):
                sizes.add(t.size)
                stats[BY_REFERENCE] += t.size > 16
        if hfa(c.ret):
            base, n = hfa(c.ret)
            stats[f"HFA {base}x{n} returns"] += 1
        elif isinstance(c.ret, Struct):
            sizes.add(c.ret.size)
            stats[RETURN_X8 if c.ret.size > 16 else RETURN_X0_X1] += 1
    stats[SIZES] = len(sizes & set(range(1, AAPCS64_MAX_STRUCT_SIZE + 1)))
    stats["largest struct (bytes)"] = max(s.size for c in cases for s in c.structs)
    return stats


def aapcs64_requirements(stats: dict[str, int]) -> list[str]:
    """What the batch must cover: the error for each requirement it misses."""
    missing = []
    for where in ("argument", "return"):
        for base in ("f", "d"):
            for n in range(1, 5):
                key = f"HFA {base}x{n} {where}s"
                if stats[key] < 3:
                    missing.append(f"only {stats[key]} {key}")
    for key in (
        "cases with stack arguments", HFA_STACK, COMPOSITE_STACK, INT_STACK, FP_STACK, BY_REFERENCE,
        RETURN_X0_X1, RETURN_X8,
    ):
        if stats[key] < MIN_AAPCS64_CASES:
            missing.append(f"only {stats[key]} {key}")
    if stats[SIZES] < MIN_AAPCS64_SIZES:
        missing.append(f"only {stats[SIZES]} {SIZES}")
    return missing


# MARK: - Statistics (x86-64 System V)


def scalar_counts(case: Case) -> tuple[int, int]:
    ints = sum(1 for a in case.args if isinstance(a, Scalar) and a.info.cls == "INTEGER")
    floats = sum(1 for a in case.args if isinstance(a, Scalar) and a.info.cls == "SSE")
    return ints, floats


def register_demand(case: Case) -> tuple[int, int, int]:
    """Integer and SSE eightbytes the arguments ask for (a returned MEMORY struct's hidden
    pointer included), and how many arguments end up on the stack."""
    ints = sses = stacked = 0
    free_ints, free_sses = 6, 8
    if isinstance(case.ret, Struct) and case.ret.classes() == ["MEMORY"]:
        ints, free_ints = 1, 5
    for a in case.args:
        classes = a.classes() if isinstance(a, Struct) else [a.info.cls]
        if classes in (["MEMORY"], ["X87"], ["X87", "X87UP"]):
            stacked += 1
            continue
        need_i, need_s = classes.count("INTEGER"), classes.count("SSE")
        ints += need_i
        sses += need_s
        if need_i <= free_ints and need_s <= free_sses:
            free_ints -= need_i
            free_sses -= need_s
        else:
            stacked += 1
    return ints, sses, stacked


def hits_libffi_848(case: Case) -> bool:
    """Whether ffi_call of libffi before 3.4.7 (Debian 12 ships 3.4.4) passes this signature
    wrongly (https://github.com/libffi/libffi/pull/848): it copies a whole struct of 9-16 bytes
    into the slot of the struct's first eightbyte, so when that eightbyte is INTEGER and lands in
    the sixth general-purpose register, the copy spills into the saved first SSE register,
    clobbering an argument already placed there. Closures are not affected."""
    gprs = sses = 0
    if isinstance(case.ret, Struct) and case.ret.classes() == ["MEMORY"]:
        gprs = 1
    for a in case.args:
        classes = a.classes() if isinstance(a, Struct) else [a.info.cls]
        if classes in (["MEMORY"], ["X87"], ["X87", "X87UP"]):
            continue
        need_i, need_s = classes.count("INTEGER"), classes.count("SSE")
        if gprs + need_i > 6 or sses + need_s > 8:
            continue
        for j, cls in enumerate(classes):
            if cls == "INTEGER":
                if j == 0 and a.size > 8 and gprs == 5 and sses > 0:
                    return True
                gprs += 1
            else:
                sses += 1
    return False


def statistics(cases: list[Case]) -> dict[str, int]:
    structs = [s for c in cases for s in c.structs]
    top_level = [
        t for c in cases for t in ([c.ret] if c.ret else []) + c.args if isinstance(t, Struct)
    ]
    int_heavy = sum(1 for c in cases if scalar_counts(c)[0] > 6)
    float_heavy = sum(1 for c in cases if scalar_counts(c)[1] > 8)
    demand = [register_demand(c) for c in cases]
    return {
        "cases": len(cases),
        INT_HEAVY: int_heavy,
        FLOAT_HEAVY: float_heavy,
        "more than 6 INTEGER eightbytes (arguments, hidden pointer)": sum(
            1 for d in demand if d[0] > 6
        ),
        "more than 8 SSE eightbytes": sum(1 for d in demand if d[1] > 8),
        "with stack-passed arguments": sum(1 for d in demand if d[2] > 0),
        "void returns": sum(1 for c in cases if c.ret is None),
        "struct returns": sum(1 for c in cases if isinstance(c.ret, Struct)),
        "struct types": len(structs),
        "argument/return structs of 1...8 bytes": sum(1 for s in top_level if s.size <= 8),
        "argument/return structs of 9...16 bytes, INTEGER+SSE": sum(
            1 for s in top_level if 8 < s.size <= 16 and len(set(s.classes())) == 2
        ),
        "argument/return structs of 9...16 bytes, one class": sum(
            1 for s in top_level if 8 < s.size <= 16 and len(set(s.classes())) == 1
        ),
        "argument/return structs over 16 bytes": sum(1 for s in top_level if s.size > 16),
        "largest struct (bytes)": max(s.size for s in structs),
        "hitting libffi#848 in ffi_call (libffi < 3.4.7)": sum(
            1 for c in cases if hits_libffi_848(c)
        ),
    }


def is_lone_long_double(t: Optional[CType]) -> bool:
    return isinstance(t, Struct) and t.classes() == ["X87", "X87UP"]


def has_mixed_long_double(t: Optional[CType]) -> bool:
    return (
        isinstance(t, Struct)
        and t.classes() == ["MEMORY"]
        and any(code == "D" for _, code in t.leaves())
    )


LONE_RETURNS = "lone long double struct returns (in %st0)"
LONE_ARGUMENTS = "cases with lone long double struct arguments (in memory)"
MIXED_RETURNS = "struct returns with a long double among other fields (MEMORY)"
MIXED_ARGUMENTS = "cases with struct arguments with a long double among other fields"
LONE_848 = "lone long double struct returns hitting libffi#848 in ffi_call"


def x87_statistics(cases: list[Case]) -> dict[str, int]:
    structs = [s for c in cases for s in c.structs]
    return {
        "cases": len(cases),
        LONE_RETURNS: sum(1 for c in cases if is_lone_long_double(c.ret)),
        LONE_ARGUMENTS: sum(1 for c in cases if any(is_lone_long_double(a) for a in c.args)),
        MIXED_RETURNS: sum(1 for c in cases if has_mixed_long_double(c.ret)),
        MIXED_ARGUMENTS: sum(1 for c in cases if any(has_mixed_long_double(a) for a in c.args)),
        "long double returns": sum(
            1 for c in cases if isinstance(c.ret, Scalar) and c.ret.code == "D"
        ),
        "struct types": len(structs),
        "largest struct (bytes)": max(s.size for s in structs),
        LONE_848: sum(1 for c in cases if is_lone_long_double(c.ret) and hits_libffi_848(c)),
    }


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the files are up to date")
    options = parser.parse_args()

    cases = generate()
    stats = statistics(cases)
    for key in (INT_HEAVY, FLOAT_HEAVY):
        if stats[key] < MIN_HEAVY_CASES:
            print(f"error: only {stats[key]} cases with {key}", file=sys.stderr)
            return 1
    x87_cases = generate_x87(first_index=len(cases))
    x87_stats = x87_statistics(x87_cases)
    for key in (LONE_RETURNS, LONE_ARGUMENTS, MIXED_RETURNS, MIXED_ARGUMENTS):
        if x87_stats[key] < MIN_X87_CASES:
            print(f"error: only {x87_stats[key]} {key}", file=sys.stderr)
            return 1
    if x87_stats[LONE_848] == 0:
        print(f"error: no {LONE_848}", file=sys.stderr)
        return 1
    cases += x87_cases
    aapcs64_cases = generate_aapcs64()
    aapcs64_stats = aapcs64_statistics(aapcs64_cases)
    missing = aapcs64_requirements(aapcs64_stats)
    if missing:
        print("error: the AAPCS64 batch has " + "; ".join(missing), file=sys.stderr)
        return 1
    outputs = {
        SOURCE_PATH: emit_source(cases, stats, x87_stats),
        HEADER_PATH: emit_header(cases),
        SWIFT_PATH: emit_swift(cases),
        AAPCS64_PATH: emit_aapcs64_source(aapcs64_cases, aapcs64_stats),
    }

    stale = []
    for path, text in outputs.items():
        try:
            with open(path, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current == text:
            continue
        stale.append(path)
        if not options.check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    if options.check:
        for path in stale:
            print(f"out of date: {os.path.relpath(path)}", file=sys.stderr)
        return 1 if stale else 0
    for key, value in stats.items():
        print(f"{key}: {value}")
    print(f"long double batch (random_{CASE_COUNT} on):")
    for key, value in x87_stats.items():
        print(f"  {key}: {value}")
    print("AAPCS64 batch (aapcs64_0 on, for the CShims harness):")
    for key, value in aapcs64_stats.items():
        print(f"  {key}: {value}")
    for path in outputs:
        print(("wrote " if path in stale else "unchanged ") + os.path.relpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
