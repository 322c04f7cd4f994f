"""The game's one random number generator (docs/architecture.md "Determinism").

Every shuffle, die roll and random choice of a game draws from this
generator, so ``seed + choices`` reproduces a game exactly.  The state is a
single Python ``int`` (SplitMix64), which makes copying a game state free:
``random.Random`` would cost several microseconds per ``clone()``.
"""

from __future__ import annotations

import hashlib
import operator
from typing import Any

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_HALF = 1 << 63


class SeedError(ValueError):
    """A seed that is not an integer (a float would be rounded, a string is no number)."""


def check_seed(seed: Any) -> int:
    """``seed`` as an ``int``, or :class:`SeedError` naming what was given instead.

    Any integer is a seed (``numpy`` integers too); ``True``/``False``, floats
    (``1.9`` is not rounded), strings and ``None`` are refused.
    """
    if isinstance(seed, bool):
        raise SeedError(f"the seed must be an integer, not {seed!r}")
    try:
        return operator.index(seed)
    except TypeError:
        raise SeedError(f"the seed must be an integer, not {seed!r} "
                        f"({type(seed).__name__})") from None


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any integer, negative allowed).

    Seeds from -2**63 to 2**63 - 1 are mixed by a multiplication that is a
    bijection on 64 bits, so no two of them share a state.  A larger seed is
    not cut to 64 bits (2**64 + 1 would play seed 1's game): it is hashed
    whole (BLAKE2b) to its state.
    """
    seed = check_seed(seed)
    if not -_HALF <= seed < _HALF:
        size = (seed.bit_length() + 8) // 8  # room for the sign bit
        digest = hashlib.blake2b(seed.to_bytes(size, "little", signed=True), digest_size=8,
                                 person=b"casualmagicseed").digest()
        return int.from_bytes(digest, "little")
    return (seed * 0x2545F4914F6CDD1D + 0x1234567) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance SplitMix64: returns ``(value, new_state)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffled(state: int, items: tuple) -> tuple[tuple, int]:
    """A Fisher-Yates shuffle of ``items``: returns ``(new_order, new_state)``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), state
