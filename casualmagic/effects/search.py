"""Effects that find cards in a library: search (CR 701.19), look at / reveal the top
cards (701.16), and put cards from a hand back on top (Brainstorm).

Cards in a library are judged by their printed characteristics (CR 109.3, 400.2:
a hidden zone has no continuous effects applying to it).  A filter is a phrase of
the vocabulary (``"basic land card"``, ``"instant or sorcery card with mana value 2
or less"``) plus optional ``subtypes`` ("a Forest card", "an Island or Swamp card").
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import ask
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.core.visibility import let_look, reveal
from casualmagic.engine.effect_refs import amount_of, players_of
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.entering_choices import ask_entering_choices
from casualmagic.engine.primitives import move_object
from casualmagic.engine.targets import card_filter, card_fits

ZONE_WORDS = {"hand": "into your hand", "battlefield": "onto the battlefield",
              "graveyard": "into your graveyard", "library_top": "on top of your library",
              "bottom": "on the bottom of your library"}


def _shares_land_type(game: GameState, eff: Effect, found: tuple[int, ...], oid: int) -> bool:
    """"Search your library for up to two basic land cards that share a land type" (Myriad
    Landscape, ``share_land_type``): every card found after the first has a land type
    (205.3i) of the first."""
    if not eff.get("share_land_type") or not found:
        return True
    first = game.objects[found[0]].card
    return bool(set(first.subtypes) & set(game.objects[oid].card.subtypes))


def _one_of_each(game: GameState, eff: Effect, found: tuple[int, ...], oid: int) -> bool:
    """"Search your library for a Forest card and a Plains card" (``one_of_each``): each card
    found has one of the named subtypes no card found before it stands for."""
    wanted = eff.get("one_of_each")
    if not wanted:
        return True
    left = list(wanted)
    for i in found:  # each card found before stands for one of the named subtypes
        subtypes = game.objects[i].card.subtypes
        left = next((left[:k] + left[k + 1:] for k, t in enumerate(left) if t in subtypes), left)
    return any(t in game.objects[oid].card.subtypes for t in left)


def _has_quality(eff: Effect) -> bool:
    """CR 701.19b/d: a search for cards "with a stated quality" may fail to find;
    a search for simply "a card" must find one if it can."""
    return eff.get("filter", "card") not in ("card", "cards") or bool(eff.get("subtypes")) \
        or eff.get("min_mana_value") is not None or bool(eff.get("one_of_each"))


def put_card(game: GameState, oid: int, to: str, who: int, kind: str, rule: str,
             tapped: bool = False) -> int:
    """Put a card found or looked at into ``to``; onto the battlefield it enters under
    ``who``'s control (CR 110.2a) and its enters abilities trigger (603.6a)."""
    if to == "library_top":
        return move_object(game, oid, "library", kind, rule, position="top")
    if to == "bottom":
        return move_object(game, oid, "library", kind, rule, position="bottom")
    new = move_object(game, oid, to, kind, rule, controller=who if to == "battlefield" else None)
    if to == "battlefield" and new in game.objects and game.objects[new].zone == "battlefield":
        o = game.obj_w(new)
        o.controller = who
        o.tapped = o.tapped or tapped  # tapped as it entered (614.1c) stays tapped
        publish(game, ENTERED, new)
    return new


@effect("search_library")
def _search_library(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """CR 701.19a: search a library for up to ``amount`` cards that fit ``filter``
    (701.19b: the searcher may fail to find cards with a stated quality), put them
    ``to`` a zone — or one card to each of ``zones`` as the searcher chooses — then
    shuffle (701.20a).  ``to = "library_top"``: shuffle, then put it on top (701.20b).
    ``who`` searches their own library (``"controller of target"`` for Path to Exile)."""
    if sub is None:
        searchers = players_of(game, obj, eff.get("who"))
        if not searchers:
            return None
        sub = ("find", searchers[0], amount_of(game, obj, eff.get("amount", 1)), ())
    if sub[0] == "find":
        _, who, remaining, found = sub
        if answer is not None:
            if answer[0] == "find":
                found, remaining = (*found, answer[1]), remaining - 1
            else:
                remaining = 0
        f = card_filter(eff.get("filter", "card"))
        subtypes = tuple(eff.get("subtypes", ()))
        fits = tuple(i for i in game.players[who].library
                     if i not in found and card_fits(game.objects[i].card, f, subtypes,
                                                     eff.get("min_mana_value"))
                     and _shares_land_type(game, eff, found, i)
                     and _one_of_each(game, eff, found, i))
        if remaining > 0 and fits:
            options: list[tuple] = game.distinct_card_options(fits, "find")
            if _has_quality(eff):
                options.append(("stop",))  # CR 701.19b
            ask(game, who, "choose", options, "701.19a", ("resolve", obj.id, at, ("find", who, remaining, found)),
                f"Search your library ({eff.get('filter', 'card')}{' ' + '/'.join(subtypes) if subtypes else ''})")
            return WAIT
        zones = tuple(eff.get("zones", ()))
        sub = ("place", who, found, zones, ())
        answer = None
    _, who, left, zones, placed = sub
    if answer is not None:
        placed = (*placed, (left[0], answer[1]))
        zones = _without(zones, answer[1])
        left = left[1:]
    while left and zones:
        choices = tuple(dict.fromkeys(zones))
        if len(choices) > 1:
            name = game.objects[left[0]].card.name
            ask(game, who, "choose", [("zone", z) for z in choices], "701.19a",
                ("resolve", obj.id, at, ("place", who, left, zones, placed)),
                f"Put {name} " + " or ".join(ZONE_WORDS[z] for z in choices) + "?")
            return WAIT
        placed = (*placed, (left[0], choices[0]))
        zones = _without(zones, choices[0])
        left = left[1:]
    placed = (*placed, *((i, eff.get("to", "hand")) for i in left))
    for oid, zone in placed:  # "As this land enters, you may pay 2 life": asked first (614.12a)
        if zone == "battlefield" and ask_entering_choices(
                game, oid, who, ("resolve", obj.id, at, ("place", who, (), (), placed))):
            return WAIT
    _finish_search(game, obj, eff, who, placed)
    searchers = players_of(game, obj, eff.get("who"))
    if who in searchers and searchers.index(who) + 1 < len(searchers):
        # planes: statics — "Each of them searches their library" (Deceptive Divination):
        # the next player named searches, one after another in the order named (101.4)
        nxt = searchers[searchers.index(who) + 1]
        return _search_library(game, obj, eff, ("find", nxt, amount_of(
            game, obj, eff.get("amount", 1)), ()), None, at)
    return None


def _without(zones: tuple[str, ...], zone: str) -> tuple[str, ...]:
    i = zones.index(zone)
    return zones[:i] + zones[i + 1:]


def _finish_search(game: GameState, obj: GameObject, eff: Effect, who: int,
                   placed: tuple[tuple[int, str], ...]) -> None:
    found = [i for i, _ in placed]
    if placed and eff.get("reveal"):
        reveal(game, found)
        game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in found],
                                  "objects": found}, "701.16a")
    else:
        let_look(game, found, who)  # 701.19a: the searcher saw them; no one else did
    tops = [i for i, z in placed if z == "library_top"]
    for oid, zone in placed:
        if zone != "library_top":
            put_card(game, oid, zone, who, "search", "701.19a", bool(eff.get("tapped")))
    if tops:  # CR 701.20b: shuffle the rest, then put the found card on top
        p = game.player_w(who)
        p.library = tuple(i for i in p.library if i not in tops)
        game.shuffle_library(who)
        game.emit("shuffle", who, {}, "701.20a")
        p = game.player_w(who)
        p.library = (*tops, *p.library)
        game.emit("search", who, {"cards": len(tops), "to": "library_top"}, "701.20b")
        return
    game.shuffle_library(who)
    game.emit("shuffle", who, {}, "701.20a")


@effect("look_at_top")
def _look_at_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """Look at (CR 701.16e) or reveal (701.16a) the top ``amount`` cards of your library;
    put ``take`` of them (a number, or ``"all"`` that fit ``filter``) ``to`` a zone —
    if ``may``, the player may take none — and the rest ``rest`` (``"bottom"`` in an
    order the player chooses, ``"graveyard"``, ``"hand"``)."""
    who = obj.controller
    if sub is None:
        n = amount_of(game, obj, eff.get("amount"))
        looked = tuple(game.players[who].library[:n])
        if not looked:
            return None
        if eff.get("reveal"):
            reveal(game, looked)
            game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in looked],
                                      "objects": list(looked)}, "701.16a")
        else:
            let_look(game, looked, who)
            game.emit("look", who, {"cards": [game.objects[i].card.name for i in looked],
                                    "objects": list(looked)}, "701.16e", private_to=who)
        f = card_filter(eff.get("filter", "card"))
        take = eff.get("take", 1)
        if take == "all":
            taken = tuple(i for i in looked if card_fits(game.objects[i].card, f))
            sub = ("rest", tuple(i for i in looked if i not in taken), taken)
        else:
            sub = ("take", looked, (), int(take))
    if sub[0] == "take":
        _, looked, taken, n = sub
        if answer is not None:
            if answer[0] == "take":
                taken, n = (*taken, answer[1]), n - 1
            else:
                n = 0
        f = card_filter(eff.get("filter", "card"))
        fits = tuple(i for i in looked if i not in taken and card_fits(game.objects[i].card, f))
        if n > 0 and fits:
            options: list[tuple] = game.distinct_card_options(fits, "take")
            if eff.get("may"):
                options.append(("stop",))
            ask(game, who, "choose", options, "701.16e", ("resolve", obj.id, at, ("take", looked, taken, n)),
                f"Choose a card to put {ZONE_WORDS[eff.get('to', 'hand')]}")
            return WAIT
        sub = ("rest", tuple(i for i in looked if i not in taken), taken)
        answer = None
    _, rest, taken = sub
    if answer is None and eff.get("to", "hand") == "battlefield":
        for oid in taken:  # "As this land enters, you may pay 2 life": asked first (614.12a)
            if ask_entering_choices(game, oid, who, ("resolve", obj.id, at, sub)):
                return WAIT
    if taken and eff.get("reveal_taken"):  # "you may reveal a creature card ... and put it"
        reveal(game, taken)
        game.emit("reveal", who, {"cards": [game.objects[i].card.name for i in taken],
                                  "objects": list(taken)}, "701.16a")
    for oid in taken:
        put_card(game, oid, eff.get("to", "hand"), who, "look", "701.16e")
    if answer is not None:  # the next card to go to the bottom, in the player's order (401.4)
        put_card(game, answer[1], "bottom", who, "look", "701.16e")
        rest = tuple(i for i in rest if i != answer[1])
    where = eff.get("rest", "bottom")
    if where == "bottom" and len(rest) > 1 and len({game.objects[i].card.name for i in rest}) > 1:
        ask(game, who, "choose", game.distinct_card_options(rest, "bottom"), "401.4",
            ("resolve", obj.id, at, ("rest", rest, ())),
            "Choose the next card to put on the bottom of your library")
        return WAIT
    for oid in rest:
        put_card(game, oid, where, who, "look", "701.16e")
    return None


@effect("reorder_top")
def _reorder_top(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Look at the top N cards of your library, then put them back in any order"
    (CR 701.16e, 401.4); with ``may_shuffle``, "You may shuffle" (701.20a)."""
    who = obj.controller
    if sub is None:
        n = amount_of(game, obj, eff.get("amount"))
        looked = tuple(game.players[who].library[:n])
        let_look(game, looked, who)
        game.emit("look", who, {"cards": [game.objects[i].card.name for i in looked],
                                "objects": list(looked)}, "701.16e", private_to=who)
        sub = ("order", looked, ())
    if sub[0] == "order":
        _, left, ordered = sub
        if answer is not None:
            ordered, left = (*ordered, answer[1]), tuple(i for i in left if i != answer[1])
        if len(left) > 1 and len({game.objects[i].card.name for i in left}) > 1:
            ask(game, who, "choose", game.distinct_card_options(left, "top"), "401.4",
                ("resolve", obj.id, at, ("order", left, ordered)),
                "Choose the next card from the top of your library")
            return WAIT
        ordered = (*ordered, *left)
        p = game.player_w(who)
        p.library = (*ordered, *(i for i in p.library if i not in ordered))
        game.emit("reorder", who, {"cards": len(ordered)}, "401.4", private_to=who)
        if not eff.get("may_shuffle"):
            return None
        ask(game, who, "choose", [("keep",), ("shuffle",)], "701.20a",
            ("resolve", obj.id, at, ("shuffle",)), "Shuffle your library?")
        return WAIT
    if answer is not None and answer[0] == "shuffle":
        game.shuffle_library(who)
        game.emit("shuffle", who, {}, "701.20a")
    return None


@effect("put_from_hand")
def _put_from_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """"Put two cards from your hand on top of your library in any order" (Brainstorm):
    the player chooses them one at a time; the last one chosen ends on top (CR 401.4)."""
    who = obj.controller
    n = amount_of(game, obj, eff.get("amount")) if sub is None else sub
    if answer is not None:
        put_card(game, answer[1], eff.get("to", "library_top"), who, "put_from_hand", "401.4")
        n -= 1
    hand = game.players[who].hand
    if n > 0 and hand:
        ask(game, who, "choose", game.distinct_card_options(hand, "put"), "401.4",
            ("resolve", obj.id, at, n), f"Put a card from your hand {ZONE_WORDS[eff.get('to', 'library_top')]}")
        return WAIT
    return None
