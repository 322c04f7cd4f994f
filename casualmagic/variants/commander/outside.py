"""Cards from outside the game in a Commander game (CR 903.11)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.identity import card_identity
from casualmagic.core.state import GameState


def may_bring_from_outside(game: GameState, player: int, card: Any) -> tuple[bool, str]:
    """CR 903.11: whether ``player`` may bring ``card`` (a CardDef) into the game from
    outside it, and why not: not if it has the name of a card of their starting deck or
    of a card they own in the game, nor if its colour identity has a colour outside
    their commander's.  Returns ``(allowed, reason)``."""
    decks = game.vget("initial_decks", ())
    if player < len(decks) and any(c.name == card.name for c in decks[player]):
        return False, f"{card.name} has the name of a card in their starting deck (903.11)"
    if any(o.owner == player and o.card.name == card.name and o.kind != "ability"
           for o in game.objects.values()):
        return False, f"they own a card named {card.name} in this game (903.11)"
    identity = None
    for hook in game.hooks:
        identity = hook.commander_colors(game, player)  # type: ignore[arg-type]
        if identity is not None:
            break
    outside = set(card_identity(card)) - set(identity or ())
    if outside:
        return False, (f"{card.name}'s colour identity has {''.join(sorted(outside))}, outside "
                       "their commander's (903.11)")
    return True, ""
