"""Variant plug-ins by name (docs/architecture.md "Variants are plug-ins").

A variant is registered with a factory that, given the number of players
and user options, returns the :class:`~casualmagic.core.options.GameOptions`
changes and the hook objects to install.  ``duel`` is the plain game of the
core rules (two or more players, no variant).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from casualmagic.core.hooks import Variant


@dataclass(frozen=True)
class VariantSpec:
    """How to set up a game of one variant."""

    name: str
    description: str
    make_hooks: Callable[[dict[str, Any]], list[Variant]] = field(default=lambda opts: [])
    option_defaults: dict[str, Any] = field(default_factory=dict)
    default_decks: Callable[[int], list[str]] | None = None
    supplement: bool = False
    """True for a variant that adds its own extra deck to any main deck (Planechase's planar
    deck): combined with another variant, that one's decks are the default."""
    game_fields: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None
    """GameOptions fields that depend on the number of players (e.g. Archenemy's teams,
    904.2a-b), given ``(players, options)``."""
    own_format: bool = False
    """True for a variant that sets up its own multiplayer format (904.2: Archenemy's Team vs.
    Team; 904.12a: Supervillain Rumble's Free-for-All): no section 8 format may be given."""


VARIANTS: dict[str, VariantSpec] = {}


def register(spec: VariantSpec) -> VariantSpec:
    VARIANTS[spec.name] = spec
    return spec


def duel_decks(n: int) -> list[str]:
    from casualmagic.decks.shipped import DEFAULT_DUEL_DECKS

    return [DEFAULT_DUEL_DECKS[i % len(DEFAULT_DUEL_DECKS)] for i in range(n)]


register(VariantSpec("duel", "A game of the core rules (two or more players).",
                     default_decks=duel_decks))


def _register_plug_ins() -> None:
    from casualmagic.variants.planechase import register_variant as planechase

    planechase()
    from casualmagic.variants.vanguard import register_variant as vanguard

    vanguard()
    from casualmagic.variants.archenemy import register_variant as archenemy

    archenemy()
    from casualmagic.variants.conspiracy import register_variant as conspiracy

    conspiracy()


_register_plug_ins()


def get_variant(name: str) -> VariantSpec:
    """A registered variant, or variants combined with ``+`` (``"planechase+commander"``:
    docs/architecture.md "Variants are plug-ins, composable with each other")."""
    if "+" in name:
        return combine([get_variant(n.strip()) for n in name.split("+") if n.strip()])
    if name not in VARIANTS:
        raise KeyError(f"unknown variant {name!r} (known: {', '.join(sorted(VARIANTS))})")
    return VARIANTS[name]


def combine(specs: list[VariantSpec]) -> VariantSpec:
    """One game of several variants: every variant's hooks and option defaults (the first
    named wins a clash), and the default decks of the first that isn't a supplement."""
    if len(specs) == 1:
        return specs[0]
    names = [s.name for s in specs]
    if len(set(names)) != len(names):
        raise KeyError(f"a variant named twice in {'+'.join(names)!r}")
    defaults: dict[str, Any] = {}
    for s in reversed(specs):
        defaults.update(s.option_defaults)
    decks = next((s.default_decks for s in specs if not s.supplement and s.default_decks),
                 next((s.default_decks for s in specs if s.default_decks), None))

    def make_hooks(opts: dict[str, Any]) -> list[Variant]:
        return [h for s in specs for h in s.make_hooks(opts)]

    def game_fields(n: int, opts: dict[str, Any]) -> dict[str, Any]:
        return {k: v for s in reversed(specs) if s.game_fields for k, v in s.game_fields(n, opts).items()}

    return VariantSpec("+".join(names), " + ".join(s.description for s in specs),
                       make_hooks=make_hooks, option_defaults=defaults, default_decks=decks,
                       supplement=all(s.supplement for s in specs), game_fields=game_fields)


from casualmagic.variants import commander  # noqa: E402,F401  (registers commander and brawl)
