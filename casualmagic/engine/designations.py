"""The commander designation (CR 903.3) as game state any rule or card may read or give.

"Commander" is an attribute of a card, not a characteristic (903.3), and cards outside the
Commander variant ask about it: a plane's "commander creature" (903.3), The Command Zone
promoting a creature to commander, resetting commander tax (903.8).  So the record lives in
the rules layer; the Commander variant (``variants/commander/``) designates the commanders
of its decks and owns everything else about them (tax, damage, the command zone).

The engine's ``card_id`` names a physical card across all the objects it becomes (400.7), so
the designation is the set of commander ``card_id``\\ s: a commander turned face down or
copying another card is still a commander, and a permanent copying a commander is not.
"""

from __future__ import annotations

from collections.abc import Sequence

from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

KEY = "commanders"
"""vstate key: ``((card_id, owner), ...)`` of every commander card in the game."""

CASTS_KEY = "commander_casts"
"""vstate key: ``((card_id, times cast from the command zone), ...)`` (903.8)."""


def designate(game: GameState, seat: int, card_ids: Sequence[int]) -> None:
    """Record that these cards of ``seat`` are commanders (903.3)."""
    pairs = tuple(game.vget(KEY, ())) + tuple((cid, seat) for cid in card_ids)
    game.vset(KEY, pairs)


def commander_card_ids(game: GameState, player: int | None = None) -> tuple[int, ...]:
    """The card ids of the commanders (of ``player``, or of everyone)."""
    return tuple(cid for cid, owner in game.vget(KEY, ()) if player is None or owner == player)


def commander_owner(game: GameState, card_id: int) -> int | None:
    """The seat whose commander the card ``card_id`` is (903.3), or None."""
    return dict(game.vget(KEY, ())).get(card_id)


def is_commander(game: GameState, oid: int) -> bool:
    """CR 903.3: is the object ``oid`` represented by a commander card?  A face-down or
    copying commander still is; a token or another card copying one is not."""
    o = game.last_known_object(oid)
    if o is None or o.card_id < 0 or o.kind == "ability":
        return False
    return any(cid == o.card_id for cid, _ in game.vget(KEY, ()))


def commander_objects(game: GameState, player: int) -> list[GameObject]:
    """``player``'s commanders wherever they are (903.3e: in all zones, including the
    library and hand), in the order they were designated."""
    found = (game.object_of_card(cid) for cid in commander_card_ids(game, player))
    return [o for o in found if o is not None]


def controls_a_commander(game: GameState, player: int) -> bool:
    """CR 903.3d: "controlling a commander" means a permanent on the battlefield that is a
    commander (anyone's)."""
    return any(is_commander(game, oid) and game.objects[oid].controller == player
               for oid in game.battlefield)


def give_citys_blessing(game: GameState, player: int, rule: str) -> bool:
    """``player`` gets the city's blessing for the rest of the game (702.131c, a
    designation kept in ``citys_blessing``); False if they have it already."""
    blessed = game.vget("citys_blessing", ())
    if player in blessed:
        return False
    game.vset("citys_blessing", (*blessed, player))
    game.emit("citys_blessing", player, {"permanents": len(game.permanents(player))}, rule)
    return True
