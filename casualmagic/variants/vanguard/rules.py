"""The rules of the Vanguard variant (CR 902, vanguard cards 313).

Each player has one face-up vanguard card in the command zone (902.3), owned and
controlled by that player (902.6, 313.5).  Its life modifier changes its owner's
starting life total (902.4, 313.7) and its hand modifier their starting and maximum hand
size (902.5, 902.5b, 313.6).  Its abilities function from the command zone (902.7, 313.4):
the engine's command-zone machinery (``Variant.command_zone_sources``) applies its static
abilities, lets it watch for events and offers its activated abilities; this module fires
its step and cast triggers.

A vanguard card never leaves the command zone (313.2): no effect moves a command-zone card
the engine knows, and it leaves the game only with its owner (800.4a).  Card ids of
vanguard cards are ``VANGUARD_CARD_IDS`` + seat, apart from main decks and planar decks.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from casualmagic.engine import command_triggers

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.state import GameState

VANGUARD_CARD_IDS = 2_000_000
"""Card id of seat 0's vanguard card; seat ``n``'s is this plus ``n``."""

DAMAGE_EVENTS = ("deals_damage", "deals_damage_to_creature")
"""Trigger events of vanguards read from the log's damage events (:func:`damage_triggers`)."""

BASE_HAND_SIZE = 7
"""The starting and maximum hand size a hand modifier changes (902.5, 902.5b)."""


def is_vanguard(card: CardDef) -> bool:
    return "Vanguard" in card.types


@lru_cache(maxsize=1)
def implemented_vanguards() -> tuple[str, ...]:
    """Every vanguard card the engine implements in full, by name (for random vanguards)."""
    from casualmagic.cards.definitions import load_definitions

    return tuple(sorted(n for n, c in load_definitions().items()
                        if is_vanguard(c) and not c.missing))


def modifiers(card: CardDef) -> tuple[int, int]:
    """``(hand modifier, life modifier)`` printed on a vanguard card (313.6, 313.7)."""
    from casualmagic.cards.database import get_database

    rec = get_database().get(card.name)
    if rec is None or rec.hand_modifier is None or rec.life_modifier is None:
        raise ValueError(f"{card.name}: the card data has no hand and life modifier (313.6, 313.7)")
    return rec.hand_modifier, rec.life_modifier


def vanguard_ids(game: GameState) -> tuple[int, ...]:
    """The face-up vanguard cards in the command zone, in seat order (902.3, 902.7)."""
    return tuple(game.vget("vg.cards", ()))


def vanguard_of(game: GameState, seat: int) -> int | None:
    """``seat``'s vanguard card, or None once they have left the game (800.4a)."""
    for oid in vanguard_ids(game):
        if game.objects[oid].owner == seat:
            return oid
    return None


def place_vanguards(game: GameState, cards: tuple[CardDef, ...]) -> None:
    """Before the game begins: each player's vanguard face up in the command zone (902.3),
    owned and controlled by them (902.6); their starting life total (902.4) and their
    starting and maximum hand size (902.5, 902.5b) as its modifiers say."""
    ids = []
    for seat, card in enumerate(cards):
        hand, life = modifiers(card)
        o = game.new_object(card, VANGUARD_CARD_IDS + seat, seat, "command")
        o.controller = seat  # 902.6
        game.command = (*game.command, o.id)
        ids.append(o.id)
        name = game.players[seat].name
        game.emit("vanguard", seat, {"player": name, "card": card.name, "hand": hand,
                                     "life": life}, "902.3")
        p = game.player_w(seat)
        p.extra = (*(kv for kv in p.extra if kv[0] != "hand_size_modifier"),
                   ("hand_size_modifier", hand))
        if p.max_hand_size is not None:
            p.max_hand_size = max(BASE_HAND_SIZE + hand, 0)
        ops = {s.op for s in card.replacement_abilities}
        if "no_maximum_hand_size" in ops:
            p.max_hand_size = None  # "You have no maximum hand size" (402.2)
        if "additional_land_play" in ops:  # "You may play an additional land on each of
            p.land_plays += 1  # your turns" (305.2)
            game.emit("land_plays", seat, {"player": name, "land_plays": p.land_plays}, "305.2")
        game.emit("hand_size", seat, {"player": name, "starting": max(BASE_HAND_SIZE + hand, 0),
                                      "maximum": p.max_hand_size, "modifier": hand}, "902.5")
    game.vset("vg.cards", tuple(ids))
    if any(ab.event in DAMAGE_EVENTS for card in cards for ab in card.triggered):
        game.vset("vg.damage_triggers", True)  # see damage_triggers
    set_starting_life(game, [modifiers(card)[1] for card in cards])


def set_starting_life(game: GameState, life_modifiers: list[int]) -> None:
    """902.4: each player's starting life total is the usual one (103.4, or a format's or
    another variant's, e.g. 903.7 when Commander sets it first) plus or minus their
    vanguard's life modifier; players who share a life total (810.4, Two-Headed Giant)
    start at the team's total with every teammate's modifier applied."""
    from casualmagic.core.hooks import life_team

    usual = [p.life for p in game.players]
    for seat in range(game.n_players):
        team = life_team(game, seat)  # type: ignore[arg-type]
        mod = sum(life_modifiers[q] for q in team)
        p = game.player_w(seat)
        p.life = usual[seat] + mod
        game.emit("starting_life", seat, {"player": p.name, "life": p.life, "modifier": mod},
                  "902.4")


def player_left(game: GameState, seat: int) -> None:
    """A player who leaves takes their vanguard card with them (800.4a): it is no longer
    one of the game's vanguards (unless the game ended with them, 104.2a)."""
    game.vset("vg.cards", tuple(i for i in vanguard_ids(game) if i in game.objects))


def step_triggers(game: GameState, event: str, everyone: bool = False) -> None:
    """"At the beginning of your upkeep / draw step / end step / first main phase" and
    "each player's" abilities of vanguards (902.7, 603.2); with ``everyone``, each
    vanguard's ("at the beginning of the game")."""
    command_triggers.step_triggers(game, event, vanguard_ids(game), everyone)


def spell_cast(game: GameState, spell_oid: int) -> None:
    """"Whenever you cast a [filter] spell" and "whenever a player casts ..." abilities of
    vanguards (902.7, 601.2i): the spell is the subject ("that spell")."""
    command_triggers.spell_cast(game, spell_oid, vanguard_ids(game))


def vanguard_replacements(game: GameState) -> tuple[Any, ...]:
    """Replacement and prevention effects of vanguards' static abilities, which function
    from the command zone (902.7, 614.1), e.g. Mishra's "deals double that damage"."""
    from casualmagic.engine.replacement import SELF_OPS, Replacement

    out = []
    for oid in vanguard_ids(game):
        o = game.objects[oid]
        for i, ab in o.card.replacements:
            if ab.op not in SELF_OPS:
                out.append(Replacement(("vanguard", oid, i), ab.op, (*ab.args, ("text", ab.text)),
                                       oid, o.controller, o.timestamp, rule="614.1"))
    return tuple(out)


def revealed_hands(game: GameState) -> dict[int, list[str]]:
    """The hands vanguards make public: "Your opponents play with their hands revealed"
    (Squee; 400.2), by seat."""
    out: dict[int, list[str]] = {}
    for oid in vanguard_ids(game):
        o = game.objects[oid]
        for ab in o.card.replacement_abilities:
            if ab.op == "hands_revealed":
                for seat in game.opponents(o.controller):
                    out[seat] = [game.objects[i].card.name for i in game.players[seat].hand]
    return out


def damage_triggers(game: GameState, data: dict[str, Any]) -> None:
    """"Whenever a creature [you control] deals damage to you / to a creature or player"
    (``deals_damage``: the creature is "it"; ``whose = "you"``: damage to the vanguard's
    controller, otherwise to a creature or a player) and "... deals damage to a creature,
    destroy the other creature" (``deals_damage_to_creature``: the damaged creature is
    "it") of vanguards (902.7, 120.3), from a damage event of the log."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base
    from casualmagic.engine.triggers import queue_trigger

    src = game.last_known_object(data.get("source_id"))
    if src is None:
        return
    to_player, to_object = data.get("to_player"), data.get("to_object")
    damaged = game.last_known_object(to_object) if to_object is not None else None
    to_creature = damaged is not None and "Creature" in damaged.card.types
    for oid in vanguard_ids(game):
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event == "deals_damage":
                if ab.whose == "you" and to_player != o.controller:
                    continue
                if ab.whose is None and to_player is None and not to_creature:
                    continue
                subject = src.id
            elif ab.event == "deals_damage_to_creature" and to_creature:
                subject = to_object
            else:
                continue
            if ab.subject and not matches_filter_base(game, parse_filter(ab.subject), src,
                                                      o.controller):
                continue
            queue_trigger(game, oid, o.card, ab, o.controller, subject)
