"""Parts of an activated ability's cost besides mana, {T}, life, sacrifices and discards
(602.1a, 118.3): counters removed from the source ("Remove a charge counter from this land",
122.1), other permanents tapped ("Tap two untapped artifacts you control", 701.21a) and the
source exiled ("Exile this creature", "Exile this card from your graveyard", 406.3, 113.6m).

:func:`can_pay` answers whether the player has the resources to pay them fully (118.3,
602.2b); :func:`pay` pays them as the ability is activated (601.2h); tapping other
permanents is the player's choice of which ones (a Decision, ``tap_cost``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.cards.definitions import ALL_COUNTERS
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import BLOCKERS, DAMAGE, END_COMBAT, FIRST_STRIKE
from casualmagic.engine import cost_changes as cc
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_refs import COUNTERS_REMOVED_FOR_COST
from casualmagic.engine.primitives import discard_card
from casualmagic.engine.targets import matches_filter_base

if TYPE_CHECKING:
    from casualmagic.cards.model import Cost
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


def tap_candidates(game: GameState, player: int, phrase: str, source: int | None,
                   tapping_source: bool) -> list[int]:
    """Untapped permanents ``player`` controls that could be tapped to pay "Tap [N] untapped
    [phrase]" (701.21a: only untapped permanents can be tapped; 118.3).  The source is left
    out for "another", and when the same cost taps it with {T}."""
    exclude = source if phrase.startswith("another ") or tapping_source else None
    f = parse_filter(phrase.removeprefix("another "))
    return [o.id for o in game.permanents(player)
            if not o.tapped and o.id != exclude and matches_filter_base(game, f, o, player)
            and cc.can_become_tapped(game, o)]


AFTER_BLOCKS = (BLOCKERS, FIRST_STRIKE, DAMAGE, END_COMBAT)
"""The combat steps in which blockers have been declared, whenever a player has priority."""


def unblocked_attackers(game: GameState, player: int) -> list[int]:
    """The unblocked attacking creatures ``player`` controls (509.1h: attacking creatures no
    creature blocked once blockers were declared; 506.4: until they leave combat)."""
    combat = game.combat
    if combat is None or game.step not in AFTER_BLOCKS:
        return []
    objs = game.objects
    return [a for a, _ in combat.attackers if a not in combat.blocked and a in objs
            and objs[a].zone == "battlefield" and objs[a].controller == player]


@handler("return_unblocked_cost")
def _return_unblocked_cost(game: GameState, task: tuple, answer: object) -> None:
    """Ninjutsu's cost (702.49a, 602.2b): reveal the card (702.49b: it stays revealed while
    the ability is on the stack) and return an unblocked attacking creature you control to
    its owner's hand — the player's choice.  What it attacked is kept on the ability: the
    card enters attacking the same player, planeswalker or battle (702.49c)."""
    _, player, ability, src = task
    if answer is None:
        options = unblocked_attackers(game, player)
        if src is not None and src in game.objects:
            game.emit("reveal", player, {"cards": [game.objects[src].card.name],
                                         "object": src}, "702.49b")
        if len(options) > 1:
            ask(game, player, "choose", [("return", i) for i in options], "702.49a",
                (*task,), "Return an unblocked attacking creature to its owner's hand")
            return
        if not options:
            return
        chosen = options[0]
    else:
        chosen = answer[1]  # type: ignore[index]
    attacked = game.combat.defender_of(chosen) if game.combat is not None else None
    name = game.objects[chosen].card.name
    game.move(chosen, "hand")
    w = game.obj_w(ability)
    w.info = (*w.info, ("ninjutsu_attacked", attacked))
    game.emit("bounce", player, {"card": name, "cost": True, "to": "hand"}, "702.49a")


def can_pay(game: GameState, player: int, o: GameObject, cost: Cost) -> bool:
    """Has ``player`` what it takes to pay these parts of ``cost`` for ``o``'s ability (118.3)?"""
    if cost.remove_from:  # "from a creature you control": one permanent with enough of them
        if not counter_holders(game, player, cost):
            return False
    elif cost.remove_counter and cost.remove_count != ALL_COUNTERS \
            and o.counter(cost.remove_counter) < cost.remove_count:
        return False  # 122.1: counters that aren't there can't be removed
    if cost.tap_others and len(tap_candidates(game, player, cost.tap_others, o.id,
                                              cost.tap)) < cost.tap_count:
        return False
    return True


def pay(game: GameState, player: int, ability_obj: int, src: int | None, cost: Cost) -> None:
    """Pay these parts of ``cost`` (602.2b, 601.2h): remove the counters from the source,
    exile it, and ask which permanents to tap."""
    if src is None or src not in game.objects:
        return
    if cost.remove_from:
        push(game, ("remove_counter_cost", player, cost.remove_from, cost.remove_counter,
                    cost.remove_count))
    elif cost.remove_count == ALL_COUNTERS:  # "Remove all +1/+1 counters from ~": how many
        n = game.objects[src].counter(cost.remove_counter)  # were removed is noted (122.1)
        if n:
            remove_counters(game, src, cost.remove_counter, n, player, "602.2b")
        w = game.obj_w(ability_obj)
        w.info = (*w.info, (COUNTERS_REMOVED_FOR_COST, n))
    elif cost.remove_counter:
        remove_counters(game, src, cost.remove_counter, cost.remove_count, player, "602.2b")
    if cost.exile_self:  # 406.3; from the graveyard: 113.6m
        o = game.objects[src]
        zone, name = o.zone, o.card.name
        new = game.move(src, "exile")
        w = game.obj_w(ability_obj)
        w.info = (*w.info, ("exiled", new))  # the exiled card (607.2a)
        game.emit("exile", player, {"card": name, "from": zone, "cost": True}, "602.2b")
    if cost.tap_others:
        push(game, ("tap_cost", player, cost.tap_others, cost.tap_count, src, cost.tap))


def remove_counters(game: GameState, oid: int, kind: str, n: int, player: int,
                    rule: str) -> None:
    """Remove ``n`` counters of ``kind`` from ``oid`` (122.1)."""
    w = game.obj_w(oid)
    w.counters = w.with_counter(kind, -n)
    game.emit("remove_counters", player, {"object": oid, "card": w.card.name, "kind": kind,
                                          "amount": n}, rule)
    rule_hooks.run(rule_hooks.COUNTERS_REMOVED, game, oid, kind)  # vanishing (702.63a)


@handler("tap_cost")
def _tap_cost(game: GameState, task: tuple, answer: object) -> None:
    """Pay "Tap two untapped artifacts you control": the player chooses them one at a time
    (701.21a, 602.2b)."""
    _, player, phrase, n, src, tapping_source = task
    if answer is not None:
        oid = answer[1]  # type: ignore[index]
        game.obj_w(oid).tapped = True
        game.emit("tap", player, {"object": oid, "card": game.objects[oid].card.name,
                                  "cost": True}, "701.21a")
        n -= 1
    if n <= 0:
        return
    options = [("tap", i) for i in tap_candidates(game, player, phrase, src, tapping_source)]
    if not options:
        return
    ask(game, player, "choose", options, "701.21a",
        ("tap_cost", player, phrase, n, src, tapping_source), f"Tap an untapped {phrase}")


def cards_to_discard(game: GameState, player: int, card_type: str | None) -> list[int]:
    """The cards of ``player``'s hand a "discard a [``card_type``] card" cost may take (None:
    any card)."""
    hand = game.players[player].hand
    if card_type is None:
        return list(hand)
    return [i for i in hand if card_type in game.objects[i].card.types]


def discard_as_cost(game: GameState, player: int, card_type: str | None, rule: str,
                    prompt: str) -> None:
    """An additional cost "discard a [``card_type``] card" (601.2h): the player chooses which
    card (a Decision), then discards it (701.8a) — retrace, jump-start."""
    push(game, ("discard_cost", player, card_type, rule, prompt))


@handler("discard_cost")
def _discard_cost(game: GameState, task: tuple, answer: object) -> None:
    _, player, card_type, rule, prompt = task
    cards = cards_to_discard(game, player, card_type)
    if not cards:
        return
    if answer is None:
        ask(game, player, "discard", game.distinct_card_options(tuple(cards), "discard"), rule,
            task, prompt)
        return
    oid = answer[1]  # type: ignore[index]
    if oid in cards:
        discard_card(game, player, oid, rule)


def counter_holders(game: GameState, player: int, cost: Cost) -> list[int]:
    """Permanents ``player`` controls that fit ``cost.remove_from`` and have the counters
    "Remove a +1/+1 counter from a creature you control" takes (122.1, 118.3)."""
    f = parse_filter(cost.remove_from)
    return [o.id for o in game.permanents(player)
            if o.counter(cost.remove_counter) >= cost.remove_count
            and matches_filter_base(game, f, o, player)]


@handler("remove_counter_cost")
def _remove_counter_cost(game: GameState, task: tuple, answer: object) -> None:
    """Pay "Remove a +1/+1 counter from a creature you control": the player chooses the
    permanent (602.2b, 122.1)."""
    from casualmagic.cards.model import Cost

    _, player, phrase, kind, n = task
    if answer is not None:
        remove_counters(game, answer[1], kind, n, player, "602.2b")  # type: ignore[index]
        return
    holders = counter_holders(game, player, Cost(remove_counter=kind, remove_count=n,
                                                 remove_from=phrase))
    if len(holders) == 1:
        remove_counters(game, holders[0], kind, n, player, "602.2b")
    elif holders:
        ask(game, player, "choose", [("remove_from", i) for i in holders], "602.2b", task,
            f"Remove {n} {kind} counter(s) from which {phrase}?")
