"""What the main and long double batches exercise of the x86-64 System V calling convention."""

from __future__ import annotations

from typing import Optional

from .c_types import CType, Scalar, Struct
from .generation import Case, FLOAT_HEAVY, INT_HEAVY


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
