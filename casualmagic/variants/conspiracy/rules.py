"""The rules of conspiracies in a game (CR 315, 702.106, 905.3–905.6).

At the start of the game, before decks are shuffled, each player may put any number of
conspiracy cards from their sideboard into the command zone (315.2, 905.4); a conspiracy
with hidden agenda goes there face down, with a card name its owner secretly chose
(702.106a–b; double agenda: two names, 702.106f).  Its owner is the player who put it there
and its controller is its owner (315.6, 905.5).  A conspiracy never leaves the command zone
(315.3).  A face-up conspiracy's static abilities affect the game and its triggered
abilities may trigger (315.5): the engine's command-zone machinery applies them
(``Variant.command_zone_sources``).  A face-down one has no characteristics (315.5b); its
controller may look at it (315.7) and may turn it face up any time they have priority, a
special action that reveals the chosen name (702.106c, 905.4a, 116.2j).  A player who leaves
the game reveals their face-down conspiracies (702.106e).

The chosen name is part of the card's abilities ("the chosen name", 702.106d, 607.2d): the
definition of a hidden agenda conspiracy in ``cards/definitions/conspiracies.toml`` writes
it ``{chosen}`` (double agenda: ``{chosen}`` and ``{chosen2}``), and each such card in a
game gets its own definition with the names it was given.

Card ids of conspiracies are ``CONSPIRACY_CARD_IDS`` + 100 × seat + n.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from casualmagic.core.flow import ask, handler, push

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.state import GameState

CONSPIRACY_CARD_IDS = 3_000_000
KEY_CARDS = "cn.cards"
KEY_FACE_DOWN = "cn.face_down"
KEY_NAMES = "cn.names"
KEY_INACTIVE = "cn.inactive"
FACE_UP_OPTION = "conspiracy_face_up"

HIDDEN_AGENDA = "Hidden agenda"
DOUBLE_AGENDA = "Double agenda"


@cache
def _raw_definitions() -> dict[str, dict[str, Any]]:
    text = resources.files("casualmagic.cards").joinpath("definitions/conspiracies.toml") \
        .read_text(encoding="utf-8")
    return tomllib.loads(text)


def agenda_names(name: str) -> int:
    """How many card names the conspiracy ``name`` is put into the command zone with: 1 for
    hidden agenda (702.106a), 2 for double agenda (702.106f), 0 otherwise."""
    from casualmagic.cards.database import get_database

    rec = get_database().get(name)
    text = rec.text if rec is not None else ""
    if text.startswith(DOUBLE_AGENDA):
        return 2
    return 1 if text.startswith(HIDDEN_AGENDA) else 0


def is_conspiracy(name: str) -> bool:
    from casualmagic.cards.database import get_database

    rec = get_database().get(name)
    return rec is not None and "Conspiracy" in rec.types


def _substitute(value: Any, names: tuple[str, ...]) -> Any:
    if isinstance(value, str):
        value = value.replace("{chosen}", names[0]) if names else value
        return value.replace("{chosen2}", names[1]) if len(names) > 1 else value
    if isinstance(value, list):
        return [_substitute(v, names) for v in value]
    if isinstance(value, dict):
        return {k: _substitute(v, names) for k, v in value.items()}
    return value


def conspiracy_card(name: str, chosen: tuple[str, ...] = ()) -> CardDef:
    """The definition of the conspiracy ``name``; a hidden agenda one with its chosen
    name(s) written into its abilities (702.106d).  ValueError naming the problem."""
    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name, compile_card

    try:
        card = card_by_name(name)
    except CardNotImplementedError:
        raise ValueError(f"conspiracy {name!r}: not implemented by the engine") from None
    if "Conspiracy" not in card.types:
        raise ValueError(f"{card.name} is not a conspiracy card (315.1) but {card.type_line}")
    need = agenda_names(card.name)
    if len(chosen) != need:
        what = {0: "no card name", 1: "one secretly chosen card name (702.106a)",
                2: "two different secretly chosen card names (702.106f)"}[need]
        raise ValueError(f"{card.name} is put into the command zone with {what}, "
                         f"not {len(chosen)}")
    if need == 2 and chosen[0] == chosen[1]:
        raise ValueError(f"{card.name}: double agenda names two different cards (702.106f)")
    if not need:
        return card
    from casualmagic.cards.database import get_database

    db = get_database()
    for n in chosen:
        if db.get(n) is None:
            raise ValueError(f"{card.name}: {n!r} is not a card name (702.106a)")
    chosen = tuple(db.lookup(n).name for n in chosen)
    return compile_card(card.name, _substitute(_raw_definitions()[card.name], chosen),
                        card.source)


def parse_entry(entry: str) -> tuple[str, tuple[str, ...]]:
    """``"Name"`` or ``"Name=Chosen"`` / ``"Name=First|Second"`` (double agenda)."""
    name, _, chosen = str(entry).partition("=")
    return name.strip(), tuple(n.strip() for n in chosen.split("|") if n.strip())


def conspiracy_ids(game: GameState) -> tuple[int, ...]:
    return tuple(game.vget(KEY_CARDS, ()))


def face_down_ids(game: GameState) -> tuple[int, ...]:
    return tuple(game.vget(KEY_FACE_DOWN, ()))


def chosen_names(game: GameState, oid: int) -> tuple[str, ...]:
    return dict(game.vget(KEY_NAMES, ())).get(oid, ())


def face_up_ids(game: GameState) -> tuple[int, ...]:
    """The conspiracies whose abilities function now (315.5): face up, in the command zone
    with their owner still in the game, and not switched off by their own condition."""
    down = set(face_down_ids(game))
    off = set(game.vget(KEY_INACTIVE, ()))
    return tuple(i for i in conspiracy_ids(game) if i not in down and i not in off
                 and i in game.objects)


def place_conspiracies(game: GameState, per_seat: list[list[tuple[CardDef, tuple[str, ...]]]],
                       inactive: set[tuple[int, str]] = frozenset()) -> None:  # type: ignore[assignment]
    """315.2, 905.4, 702.106a: each player's conspiracies into the command zone, face up or
    (hidden agenda) face down with their secretly chosen names; 315.6, 905.5: owned and
    controlled by that player.  ``inactive``: (seat, name) of conspiracies whose "as long
    as" condition about the start of the game fails (Worldknit)."""
    ids, down, names, off = [], [], [], []
    for seat, entries in enumerate(per_seat):
        who = game.players[seat].name
        for n, (card, chosen) in enumerate(entries):
            o = game.new_object(card, CONSPIRACY_CARD_IDS + 100 * seat + n, seat, "command")
            o.controller = seat  # 315.6, 905.5
            game.command = (*game.command, o.id)
            ids.append(o.id)
            if (seat, card.name) in inactive:
                off.append(o.id)
            if chosen:
                o.face_down = True  # 702.106a
                o.info = (*o.info, ("known_to", frozenset((seat,))))  # 315.7
                down.append(o.id)
                names.append((o.id, chosen))
                game.emit("hidden_agenda", seat, {"player": who, "card": card.name,
                                                  "object": o.id, "names": list(chosen)},
                          "702.106a", private_to=seat, hidden=("card", "object", "names"))
            else:
                game.emit("conspiracy", seat, {"player": who, "card": card.name, "object": o.id},
                          "905.4")
    game.vset(KEY_CARDS, tuple(ids))
    game.vset(KEY_FACE_DOWN, tuple(down))
    game.vset(KEY_NAMES, tuple(names))
    game.vset(KEY_INACTIVE, tuple(off))


def face_up_options(game: GameState, player: int) -> list[tuple[Any, ...]]:
    """702.106c: turning a face-down conspiracy you control face up, while you have
    priority (a special action, 116.2j)."""
    return [(FACE_UP_OPTION, oid) for oid in face_down_ids(game)
            if oid in game.objects and game.objects[oid].controller == player]


def turn_face_up(game: GameState, oid: int, rule: str = "702.106c") -> None:
    """Turn a face-down conspiracy face up, revealing the chosen name(s) (702.106c, e)."""
    if oid not in face_down_ids(game):
        return
    w = game.obj_w(oid)
    w.face_down = False
    w.timestamp = game.timestamp = game.timestamp + 1  # its abilities apply from now (613.7)
    game.vset(KEY_FACE_DOWN, tuple(i for i in face_down_ids(game) if i != oid))
    o = game.objects[oid]
    game.emit("conspiracy_face_up", o.controller, {
        "player": game.players[o.controller].name, "card": o.card.name, "object": oid,
        "names": list(chosen_names(game, oid))}, rule)


def player_left(game: GameState, player: int) -> None:
    """702.106e: a player who leaves reveals their face-down conspiracies; 800.4a: their
    conspiracies leave with them."""
    for oid in face_down_ids(game):
        o = game.objects.get(oid)
        if o is not None and o.owner == player:
            turn_face_up(game, oid, "702.106e")
    game.vset(KEY_CARDS, tuple(i for i in conspiracy_ids(game) if i in game.objects
                               and game.objects[i].owner != player))


# -- Backup Plan (315.5a: an ability that changes the start of the game) -------------------

BACKUP_PLAN = "Backup Plan"
BACKUP_HAND = 7
KEY_HANDS = "cn.backup_hands"


def backup_plans(game: GameState) -> tuple[int, ...]:
    """One seat per face-up Backup Plan, in turn order from the starting player."""
    owners = [game.objects[i].owner for i in face_up_ids(game)
              if game.objects[i].card.name == BACKUP_PLAN]
    order = game.in_turn_order(game.starting_player)
    return tuple(sorted(owners, key=order.index))


@handler("backup_plan")
def _backup_plan(game: GameState, task: tuple, answer: tuple | None) -> None:
    """Backup Plan: "Draw an additional hand of seven cards as the game begins. Before taking
    mulligans, shuffle all but one of your hands into your library."  Runs after the opening
    hands are drawn (103.5) and before the mulligans: each such player draws another hand,
    chooses the hand they keep, and shuffles the other into their library."""
    from casualmagic.engine.turn import draw_cards

    _, seats = task
    seat = seats[0]
    if answer is None:
        first = game.players[seat].hand
        draw_cards(game, seat, BACKUP_HAND, "315.5a")
        second = game.players[seat].hand[len(first):]
        game.vset(KEY_HANDS, (first, second))
        names = [", ".join(game.objects[i].card.name for i in h) for h in (first, second)]
        ask(game, seat, "choose", [("keep_hand", 1), ("keep_hand", 2)], "315.5a", task,
            f"{BACKUP_PLAN}: keep hand 1 ({names[0]}) or hand 2 ({names[1]})? The other is "
            "shuffled into your library")
        return
    hands = game.vget(KEY_HANDS, ((), ()))
    other = hands[1] if answer[1] == 1 else hands[0]
    for oid in other:
        game.move(oid, "library")
    game.shuffle_library(seat)
    game.vset(KEY_HANDS, None)
    game.emit("backup_plan", seat, {"player": game.players[seat].name, "kept": answer[1],
                                    "shuffled": len(other)}, "315.5a")
    if len(seats) > 1:
        push(game, ("backup_plan", seats[1:]))
