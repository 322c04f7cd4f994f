"""The game's one random number generator (DESIGN.md "Determinism").

Every shuffle, die roll and random choice of a game draws from this
generator, so ``seed + choices`` reproduces a game exactly.  The state is a
single Python ``int`` (SplitMix64), which makes copying a game state free:
``random.Random`` would cost several microseconds per ``clone()``.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int, negative allowed)."""
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
