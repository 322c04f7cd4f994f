"""Project-wide test options.

``--compiled-definitions`` runs the tests with every hand-written card definition whose
oracle text compiles completely replaced by the compiled one: the scenario tests of the
hand-written cards then check the compiler's output (the equivalence check of the
oracle-text compiler)."""

from __future__ import annotations

from functools import cache

import pytest

# the effect ops register into the rules when imported (casualmagic.new_game loads them; many
# tests build games with Game.create)
import casualmagic.effects  # noqa: F401
import casualmagic.variants  # noqa: F401  (their shipped decks and deck rules, registered)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--compiled-definitions", action="store_true", default=False,
                     help="replace hand-written card definitions by compiled ones where the "
                          "card's whole oracle text compiles")


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("--compiled-definitions"):
        return
    from casualmagic.cards import definitions
    from casualmagic.cards.compiler import compiled, compiled_definition

    hand_written = definitions.load_definitions

    @cache
    def with_compiled() -> dict:
        out = dict(hand_written())
        for name in out:
            card = compiled(name)
            if card is not None and card.status == "implemented":
                out[name] = compiled_definition(name)
        return out

    definitions.load_definitions = with_compiled  # type: ignore[assignment]
    definitions._index.cache_clear()
