"""Variant plug-ins by name (DESIGN.md "Variants are plug-ins").

A variant is registered with a factory that, given the number of players
and user options, returns the :class:`~casualmagic.engine.options.GameOptions`
changes and the hook objects to install.  ``duel`` is the plain game of the
core rules (two or more players, no variant).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from casualmagic.engine.hooks import Variant


@dataclass(frozen=True)
class VariantSpec:
    """How to set up a game of one variant."""

    name: str
    description: str
    make_hooks: Callable[[dict[str, Any]], list[Variant]] = field(default=lambda opts: [])
    option_defaults: dict[str, Any] = field(default_factory=dict)
    default_decks: Callable[[int], list[str]] | None = None


VARIANTS: dict[str, VariantSpec] = {}


def register(spec: VariantSpec) -> VariantSpec:
    VARIANTS[spec.name] = spec
    return spec


def _duel_decks(n: int) -> list[str]:
    from casualmagic.decks.shipped import DEFAULT_DUEL_DECKS

    return [DEFAULT_DUEL_DECKS[i % len(DEFAULT_DUEL_DECKS)] for i in range(n)]


register(VariantSpec("duel", "A game of the core rules (two or more players).",
                     default_decks=_duel_decks))


def _register_plug_ins() -> None:
    from casualmagic.variants.planechase import register_variant as planechase

    planechase()


_register_plug_ins()


def get_variant(name: str) -> VariantSpec:
    if name not in VARIANTS:
        raise KeyError(f"unknown variant {name!r} (known: {', '.join(sorted(VARIANTS))})")
    return VARIANTS[name]


from casualmagic.variants import commander  # noqa: E402,F401  (registers commander and brawl)
