"""Test fixtures: build small games and put cards exactly where a test needs them (defined in
``tests/scenario.py``, the one module of game-building helpers)."""

from tests.scenario import (  # noqa: F401
    clear_hand,
    done,
    duel,
    has_option,
    option,
    pass_until,
    put,
    refresh,
    to_main,
)
