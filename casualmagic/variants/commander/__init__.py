"""The Commander variant (CR 903) and its Brawl option (903.12), as a plug-in.

Modules by rule: :mod:`.designation` (903.3, 903.4 — which cards are
commanders), :mod:`.zone` (903.6–903.9: the command zone), :mod:`.tax`
(903.8), :mod:`.damage` (903.10a, 704.6c), :mod:`.outside` (903.11),
:mod:`.validation` (903.3–903.5, 903.12, 702.124: deck construction),
:mod:`.decks` (the shipped decks) and :mod:`.variant` (the hooks).

``casualmagic.new_game("commander", players=4)`` plays with the shipped
decks; options: ``commanders`` (per seat, the names of the commander(s),
instead of the deck list's first card(s)), ``decline_command_zone`` (seats
whose owner lets 903.9b pass).
"""

from __future__ import annotations

from typing import Any

from casualmagic.decks.shipped import register_shipped
from casualmagic.variants import VariantSpec, register
from casualmagic.variants.commander.variant import CommanderVariant


def _hooks(brawl: bool) -> Any:
    def make(opts: dict[str, Any]) -> list[CommanderVariant]:
        return [CommanderVariant(brawl=brawl, commanders=opts.get("commanders", ()),
                                 decline_command_zone=opts.get("decline_command_zone", ()))]
    return make


def _default_decks(brawl: bool) -> Any:
    def decks(n: int) -> list[str]:
        from casualmagic.variants.commander.decks import default_decks

        return default_decks(n, brawl=brawl)
    return decks


register(VariantSpec(
    "commander", "Commander (CR 903): 100-card singleton decks led by a commander, 40 life, "
    "commander tax and commander damage.", make_hooks=_hooks(False),
    default_decks=_default_decks(False)))
register(VariantSpec(
    "brawl", "Brawl (CR 903.12): Commander with 60-card decks, 25/30 life, a free first "
    "mulligan and no commander damage.", make_hooks=_hooks(True),
    option_defaults={"free_first_mulligan": True}, default_decks=_default_decks(True)))

from casualmagic.variants.commander import validation  # noqa: E402,F401  (registers validators)
from casualmagic.variants.commander.decks import BRAWL_DECKS, COMMANDER_DECKS  # noqa: E402

register_shipped("commander", "commander", COMMANDER_DECKS)
register_shipped("brawl", "commander", BRAWL_DECKS)

__all__ = ["CommanderVariant"]
