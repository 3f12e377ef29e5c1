"""The C types of the signatures: scalars, arrays and structs, laid out as C lays them out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


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
