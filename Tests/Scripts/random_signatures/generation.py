"""The main batch: random signatures of scalars and structs without long doubles."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional

from .c_types import (
    ARGUMENT_CODES,
    Array,
    CType,
    FIELD_FLOAT_CODES,
    FIELD_INT_CODES,
    FLOAT_CODES,
    INT_CODES,
    Scalar,
    Struct,
)


SEED = 20261121
CASE_COUNT = 400
X87_SEED = 20261124
X87_CASE_COUNT = 120
MAX_ARGUMENTS = 16
MIN_HEAVY_CASES = 40  # cases with > 6 integer-class and with > 8 float-class scalar arguments
INT_HEAVY = "more than 6 integer-class scalar arguments"
FLOAT_HEAVY = "more than 8 float-class scalar arguments"


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
