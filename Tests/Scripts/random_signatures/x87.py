"""The long double batch: structs holding long doubles, as arguments and return values."""

from __future__ import annotations

from typing import Optional

from .c_types import (
    ARGUMENT_CODES,
    Array,
    CType,
    FIELD_FLOAT_CODES,
    FIELD_INT_CODES,
    INT_CODES,
    Scalar,
    Struct,
)
from .generation import Case, Generator, X87_CASE_COUNT, X87_SEED


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
