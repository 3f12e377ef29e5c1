"""The AAPCS64 batch, for the CShims harness only: its generator, statistics and requirements."""

from __future__ import annotations

from typing import Optional

from .c_types import (
    ARGUMENT_CODES,
    Array,
    CType,
    FIELD_INT_CODES,
    FLOAT_CODES,
    INT_CODES,
    Scalar,
    Struct,
)
from .generation import Case, Generator


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
