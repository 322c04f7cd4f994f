"""Eternalize (CR 702.129): "Eternalize [cost]" means "[Cost], Exile this card from your
graveyard: Create a token that's a copy of this card, except it's black, it's 4/4, it has no
mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery"
(702.129a).  The ability is compiled as a graveyard ability (113.6m,
``compiler.cost_keywords``); its ``eternalize`` op makes the token from the card exiled to
pay the cost (602.2b), the exceptions being part of the token's copiable values (707.9b)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.model import CardDef, Effect
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.replacement import TokensEvent, happen


def exiled_card(game: GameState, obj: GameObject) -> CardDef | None:
    """The card exiled to pay ``obj``'s cost (602.2b), as it is in exile, or None."""
    oid = obj.get_info("exiled")
    return game.objects[oid].card if oid in game.objects else None


def zombie_copy(card: CardDef, color: str, power: int | None = None,
                toughness: int | None = None) -> CardDef:
    """A token copy of ``card``, except it's ``color``, has no mana cost and is a Zombie in
    addition to its other types; 4/4 for eternalize (702.128a, 702.129a, 707.9b)."""
    subtypes = card.subtypes if "Zombie" in card.subtypes else (*card.subtypes, "Zombie")
    token = replace(card, mana_cost=ManaCost(), color_indicator=(color,), subtypes=subtypes,
                    is_token=True)
    if power is not None:
        token = replace(token, power=power, toughness=toughness)
    return token


@effect("eternalize")
def _eternalize(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """Create the black 4/4 Zombie token copy of the exiled card (702.129a)."""
    card = exiled_card(game, obj)
    if card is None:
        return None
    happen(game, TokensEvent(obj.controller, zombie_copy(card, "B", 4, 4), 1, False, obj.id))
    game.emit("eternalize", obj.controller, {"card": card.name}, "702.129a")
    return None
