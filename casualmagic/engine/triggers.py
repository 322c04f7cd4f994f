"""Triggered abilities (CR 603).

When an event matches a trigger condition, the ability *triggers*: it waits
in ``game.waiting_triggers`` until a player would next receive priority, then
each player in APNAP order puts theirs on the stack in the order they choose
(603.3b), choosing targets as for a spell (603.3d).  "Leaves the battlefield"
abilities look back in time (603.10a): the object as it last existed is used.
"""

from __future__ import annotations

from casualmagic.cards.model import CardDef
from casualmagic.engine.flow import ask, handler, push
from casualmagic.engine.state import END, UPKEEP, GameState

# waiting trigger: (source object id, card, ability index, controller, extra info)


def _queue(game: GameState, source: int, card: CardDef, index: int, controller: int) -> None:
    game.waiting_triggers = (*game.waiting_triggers, (source, card, index, controller))


def _fire(game: GameState, oid: int, card: CardDef, controller: int, event: str) -> None:
    for i, ab in enumerate(card.triggered):
        if ab.event == event:
            _queue(game, oid, card, i, controller)


def object_entered(game: GameState, oid: int) -> None:
    """"When [this] enters" (CR 603.6a)."""
    o = game.objects[oid]
    if o.card.triggered:
        _fire(game, oid, o.card, o.controller, "enters")


def creature_died(game: GameState, old_oid: int, new_oid: int) -> None:
    """"When [this] dies" looks back at the permanent (CR 603.10a, 700.4)."""
    old = game.last_known_object(old_oid)
    if old is not None and old.card.triggered:
        _fire(game, new_oid, old.card, old.controller, "dies")


def spell_cast(game: GameState, spell_oid: int) -> None:
    """"Whenever you cast a spell" abilities of permanents (CR 603.2, 601.2i)."""
    caster = game.objects[spell_oid].controller
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.triggered:
            if o.controller == caster:
                _fire(game, oid, o.card, o.controller, "you_cast")
            _fire(game, oid, o.card, o.controller, "cast")


def attacked(game: GameState, oid: int) -> None:
    """"Whenever [this] attacks" (CR 508.1m)."""
    o = game.objects[oid]
    if o.card.triggered:
        _fire(game, oid, o.card, o.controller, "attacks")


def blocked(game: GameState, blocker: int, attacker: int) -> None:
    """"Whenever [this] blocks" and "Whenever [this] becomes blocked" (CR 509.1i, 509.3c-d)."""
    b = game.objects.get(blocker)
    if b is not None and b.card.triggered:
        _fire(game, blocker, b.card, b.controller, "blocks")
    a = game.objects.get(attacker)
    if a is not None and a.card.triggered:
        _fire(game, attacker, a.card, a.controller, "becomes_blocked")


def dealt_combat_damage_to_player(game: GameState, oid: int, player: int) -> None:
    o = game.objects.get(oid)
    if o is not None and o.card.triggered:
        _fire(game, oid, o.card, o.controller, "deals_combat_damage_to_player")


def beginning_of_step(game: GameState, step: int) -> None:
    """"At the beginning of your upkeep / end step" (CR 503.1, 513.1)."""
    event = "upkeep" if step == UPKEEP else "end_step" if step == END else None
    if event is None:
        return
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.triggered and o.controller == game.active:
            _fire(game, oid, o.card, o.controller, event)


def put_triggers_on_stack(game: GameState) -> None:
    """CR 603.3b: APNAP order; each player orders their own simultaneous triggers."""
    waiting = game.waiting_triggers
    for player in game.in_turn_order(game.active):
        mine = [t for t in waiting if t[3] == player]
        if not mine:
            continue
        if len(mine) == 1 or len({(t[1].name, t[2]) for t in mine}) == 1:
            game.waiting_triggers = tuple(t for t in waiting if t is not mine[0])
            _put_on_stack(game, mine[0])
            return
        options = [("trigger", i) for i, t in enumerate(waiting) if t[3] == player]
        ask(game, player, "order", options, "603.3b", ("order_trigger",),
            "Choose the next triggered ability to put on the stack")
        return
    game.waiting_triggers = tuple(t for t in waiting if t[3] not in game.living())


@handler("order_trigger")
def _order_trigger(game: GameState, task: tuple, answer: tuple) -> None:
    waiting = list(game.waiting_triggers)
    chosen = waiting.pop(answer[1])
    game.waiting_triggers = tuple(waiting)
    _put_on_stack(game, chosen)


def _put_on_stack(game: GameState, trig: tuple) -> None:
    source, card, index, controller = trig
    ability = card.triggered[index]
    src = game.last_known_object(source)
    obj = game.new_object(card, -1, src.owner if src else controller, "stack", "ability")
    obj.controller = controller
    obj.ability = ability
    obj.source = source
    game.stack = (*game.stack, obj.id)
    push(game, ("cast", obj.id, controller, "targets", 0, "trigger"))
    game.emit("trigger", controller, {"object": obj.id, "card": card.name,
                                      "ability": ability.text or ability.event}, "603.3")
