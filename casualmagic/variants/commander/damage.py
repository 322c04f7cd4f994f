"""Commander damage (CR 903.10a, 704.6c): 21 combat damage from one commander loses.

Combat damage a commander deals to a player is added up per commander card
and per player in the variant state (partners are counted separately).  The
state-based action of 704.6c makes a player who has been dealt 21 or more by
the same commander lose; Brawl doesn't use it (903.12h).
"""

from __future__ import annotations

from casualmagic.core.events import Event
from casualmagic.core.state import GameState
from casualmagic.engine import designations as des
from casualmagic.engine.ending import cant_lose, check_game_over, lose

KEY = "commander_damage"
"""vstate key: ``(((card_id, player), total combat damage), ...)``."""

LETHAL = 21


def commander_damage(game: GameState, card_id: int, player: int) -> int:
    """Combat damage the commander ``card_id`` has dealt to ``player`` this game."""
    return all_commander_damage(game).get((card_id, player), 0)


def all_commander_damage(game: GameState) -> dict[tuple[int, int], int]:
    """``{(commander card id, player): combat damage dealt}`` this game (903.10a)."""
    return dict(game.vget(KEY, ()))


def record_damage(game: GameState, event: Event) -> None:
    """CR 903.10a: remember combat damage a commander deals to a player."""
    if event.kind != "damage" or not event.data.get("combat") or "to_player" not in event.data:
        return
    source = event.data.get("source_id")
    if source is None or not des.is_commander(game, source):
        return
    obj = game.last_known_object(source)
    key = (obj.card_id, event.data["to_player"])  # type: ignore[union-attr]
    totals = dict(game.vget(KEY, ()))
    totals[key] = totals.get(key, 0) + event.data["amount"]
    game.vset(KEY, tuple(sorted(totals.items())))


def lethal_commander_damage_sba(game: GameState) -> bool:
    """CR 704.6c: a player dealt 21 or more combat damage by the same commander over the
    course of the game loses.  True if anyone lost: a player who can't lose the game
    (104.3; their team in Two-Headed Giant, 810.8a) is not counted, since state-based
    actions are checked again only while one is performed (704.3)."""
    losers: dict[int, tuple[int, int]] = {}
    for (cid, player), total in game.vget(KEY, ()):
        if total >= LETHAL and not game.players[player].left and player not in losers \
                and not cant_lose(game, player):
            losers[player] = (cid, total)
    names = {cid: card.name for cid, card in commander_cards(game)} if losers else {}
    for player, (cid, total) in losers.items():
        lose(game, player, "704.6c",
             f"{total} combat damage from the commander {names.get(cid, '?')}")
    if losers:
        check_game_over(game)
    return bool(losers)


def commander_cards(game: GameState) -> list[tuple[int, object]]:
    """``[(card id, card definition)]`` of every commander (903.3): card ids number the
    cards of the starting decks one after another, seat by seat."""
    decks = game.vget("initial_decks", ())
    out = []
    for cid in des.commander_card_ids(game):
        index = cid
        for deck in decks:
            if 0 <= index < len(deck):
                out.append((cid, deck[index]))
                break
            index -= len(deck)
    return out
