"""Morph and megamorph (CR 702.37): casting a card face down and turning it face up for its
morph cost.  Disguise (702.168, :mod:`casualmagic.mechanics.disguise`) works the same way
with ward {2}, through the same functions.

* "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text, no
  name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost"
  (702.37a).  The option ``("cast", id, "morph")`` is offered for such a card in its owner's
  hand when a 2/2 colourless creature spell could be cast now: the face-down
  characteristics decide the timing and what applies to casting it (702.37c, 708.4: a
  creature spell, so a sorcery's timing unless something gives it flash; "creature spells
  cost {1} less" applies; the card's own flash or cost changes don't).  The spell is turned
  face down as it is put on the stack (``rule_hooks.CAST_FACE_DOWN``) and becomes a
  face-down permanent (708.4, :mod:`casualmagic.engine.face_down`).
* Turning it face up is a special action any time its controller has priority (702.37e,
  116.2b): ``("turn_face_up", id, "morph")``; the morph cost is shown and paid, the
  permanent turned face up; it doesn't use the stack and "enters" abilities don't trigger
  (708.8).  "When this creature is turned face up" abilities trigger (the engine's
  ``turned_face_up`` event, fired by :func:`casualmagic.mechanics.manifest.turn_face_up`).
* Megamorph (702.37b): a morph cost; "As this permanent is turned face up, put a +1/+1
  counter on it if its megamorph cost was paid to turn it face up."

Only mana costs without {X} are read (702.37f's X and costs such as "Morph—Reveal a white
card in your hand" stay missing: ``cards.vocabulary.FACE_DOWN_KEYWORD``).  Cast face down
only from the hand: a card another effect lets its owner cast from elsewhere is not offered
face down yet.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from casualmagic.cards.mana import ManaCost, parse_cost
from casualmagic.cards.model import CardDef
from casualmagic.core.flow import ask, handler
from casualmagic.core.state import GameState
from casualmagic.engine import casting_rules as cr
from casualmagic.engine import mana_payment as mp
from casualmagic.engine import rule_hooks
from casualmagic.engine.actions import board_mana_sources, castable, sorcery_timing
from casualmagic.engine.casting import apply_plan
from casualmagic.engine.face_down import (
    FACE_DOWN_KEY,
    face_down_card,
    real_card,
    turn_spell_face_down,
)
from casualmagic.mechanics.manifest import turn_face_up

FACE_DOWN_COST = parse_cost("{3}")
"""702.37a, 702.168a: paid rather than the card's mana cost."""

WAYS: dict[str, tuple[str, str | None]] = {
    "Morph": ("morph", None),  # 702.37a
    "Megamorph": ("morph", None),  # 702.37b: a megamorph cost is a morph cost
}
"""keyword -> (the way it is cast face down, the ward cost of the face-down spell); disguise
adds its own (mechanics.disguise)."""


def shows(way: str) -> CardDef:
    """The face-down card a spell cast this way is (708.2a; disguise: with ward {2})."""
    return face_down_card(next(w for name, w in WAYS.values() if name == way))


def register(keyword: str, way: str, ward: str | None, rule: str) -> None:
    """Cast face down by ``keyword`` (``way``, ``ward``), citing ``rule`` (702.37c, 702.168b)."""
    WAYS[keyword] = (way, ward)
    rule_hooks.CAST_FACE_DOWN[way] = (FACE_DOWN_COST, _turn_face_down(way, ward, rule))


@lru_cache(maxsize=4096)
def face_down_costs(card: CardDef) -> tuple[tuple[str, ManaCost], ...]:
    """``(keyword, cost)`` of each morph, megamorph or disguise ability the card has (the
    keyword line "Morph {1}{G}{U}", 702.37a); worked out once per card."""
    if not card.keywords:
        return ()
    out = []
    for k in card.keywords:
        name, _, cost = k.partition(" ")
        if name in WAYS and cost.startswith("{"):
            out.append((name, parse_cost(cost)))
    return tuple(sorted(out, key=lambda kc: kc[0]))


def _turn_face_down(way: str, ward: str | None, rule: str) -> Callable[[GameState, int], None]:
    def turn(game: GameState, oid: int) -> None:
        turn_spell_face_down(game, oid, face_down_card(ward), way)
        player = game.objects[oid].controller
        game.emit("cast_face_down", player,
                  {"object": oid, "way": way, "card": real_card(game.objects[oid]).name},
                  rule, private_to=player)  # 708.5: its controller knows what it is
    return turn


def cast_face_down_options(game: GameState, player: int) -> list[tuple]:
    """702.37a, 702.168a: ``("cast", id, way)`` for each card in ``player``'s hand (one per
    name), or elsewhere they may cast it from (702.37c), that could be cast face down now,
    judged as the 2/2 face-down creature spell it would be (702.37c, 708.4): timing,
    prohibitions, cost changes of creature spells, {3}."""
    objs = game.objects
    rules = cr.casting_rules(game)
    zones: tuple[int, ...] = game.players[player].hand
    if rules:  # 702.37c: from any zone it could be cast from (601.3: the top of a library...)
        zones = (*zones, *cr.playable_tops(game, player, rules))
    for hook in game.hooks:  # a commander in the command zone (903.8)
        zones = (*zones, *hook.castable_from_other_zones(game, player))  # type: ignore[arg-type]
    found = [(oid, costs) for oid in zones if (costs := face_down_costs(objs[oid].card))]
    if not found:
        return []
    out: list[tuple] = []
    sorcery_ok = sorcery_timing(game, player)
    seen: set[tuple[str, str]] = set()
    for oid, costs in found:
        for way in sorted({WAYS[k][0] for k, _ in costs}):
            if objs[oid].zone == "hand":  # identical cards in a hand are interchangeable
                if (objs[oid].card.name, way) in seen:
                    continue
                seen.add((objs[oid].card.name, way))
            spell = shows(way)
            if not cr.may_cast_at_this_time(game, player, spell, sorcery_ok, rules):
                continue
            if rules and cr.cant_cast(game, player, spell, rules):
                continue
            less = cr.cost_reduction(game, player, spell, rules) if rules else 0
            zone = objs[oid].zone
            extra = 0 if zone == "hand" else sum(  # commander tax (903.8)
                h.extra_cost(game, oid, zone) for h in game.hooks)  # type: ignore[arg-type]
            if castable(game, player, spell, board_mana_sources(game, player), extra,
                        alt=FACE_DOWN_COST, reduction=less):
                out.append(("cast", oid, way))
    return out


def face_up_options(game: GameState, player: int) -> list[tuple]:
    """702.37e, 702.168d (116.2b): ``("turn_face_up", id, keyword)`` for each face-down
    permanent ``player`` controls whose card has a morph, megamorph or disguise cost they
    can pay — however it became face down (701.34c-d: manifested or cloaked too)."""
    out: list[tuple] = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if not o.face_down or o.controller != player:
            continue
        for keyword, cost in face_down_costs(real_card(o)):
            if not cost.symbols or mp.can_pay(game, player, cost, 0):
                out.append(("turn_face_up", oid, keyword.lower()))
    return out


@handler("turn_face_up_by")
def _turn_face_up_by(game: GameState, task: tuple, answer: object) -> None:
    """702.37e, 702.168d: show the morph (disguise) cost, pay it, turn the permanent face up;
    megamorph's +1/+1 counter as it is turned face up (702.37b)."""
    _, oid, player, keyword, plans = task
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield" or not o.face_down or o.controller != player:
        return
    cost = next((c for k, c in face_down_costs(real_card(o)) if k.lower() == keyword), None)
    if cost is None:
        return
    rule = "702.168d" if keyword == "disguise" else "702.37e"
    if cost.symbols:
        if answer is None:
            plans = tuple(mp.payment_plans(game, player, cost))
            if not plans:
                return
            ask(game, player, "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
                rule, ("turn_face_up_by", oid, player, keyword, plans),
                f"Pay the {keyword} cost {cost} to turn it face up")
            return
        apply_plan(game, player, plans[answer[1]], cost, 0, None)  # type: ignore[index]
    game.emit("show_cost", player, {"object": oid, "keyword": keyword, "cost": str(cost)}, rule)
    turn_face_up(game, oid, player, rule,
                 counter="+1/+1" if keyword == "megamorph" else None)  # 702.37b


register("Morph", "morph", None, "702.37c")
register("Megamorph", "morph", None, "702.37c")
rule_hooks.SPECIAL_ACTIONS.append(cast_face_down_options)  # 702.37a, 702.168a (cast options)
rule_hooks.FLAGGED_ACTIONS.append((FACE_DOWN_KEY, face_up_options))  # 702.37e, 702.168d
