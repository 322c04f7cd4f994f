"""Resolving spells and abilities (CR 608).

When all players pass with a non-empty stack, the top object resolves
(117.4).  Its targets are checked first: if every target is now illegal it
doesn't resolve (608.2b).  Otherwise its instructions are followed in order
(608.2c), skipping illegal targets; an instant or sorcery then goes to its
owner's graveyard (608.2n), a permanent spell enters the battlefield (608.3),
and an ability ceases to exist.
"""

from __future__ import annotations

from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import continue_after, handler, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.effect_registry import EFFECTS, WAIT
from casualmagic.engine.entering_choices import ask_entering_choices
from casualmagic.engine.targets import still_legal
from casualmagic.engine.triggers import still_true_on_resolution


def _specs_and_effects(obj: GameObject) -> tuple[tuple, tuple]:
    if obj.kind == "ability" and obj.ability is not None:
        return obj.ability.targets, obj.ability.effects
    spell = obj.card.spell_for(obj.get_info("mode"), obj.get_info("alt"))
    if spell is None:
        return (), ()
    return spell.targets, spell.effects


@handler("resolve_top")
def resolve_top(game: GameState, task: tuple, answer: object) -> None:
    oid = game.stack[-1]
    obj = game.objects[oid]
    if obj.info and rule_hooks.SPELL_BEGINS_RESOLVING:  # mechanics: bestow (702.103e)
        rule_hooks.run(rule_hooks.SPELL_BEGINS_RESOLVING, game, obj)
        obj = game.objects[oid]
    specs, _effects = _specs_and_effects(obj)
    if specs and obj.targets:
        illegal = []
        total = 0
        for spec, refs in zip(specs, obj.targets, strict=False):
            for ref in refs:
                total += 1
                chooser = obj.get_info("target_chooser", obj.controller)  # Grand Ossuary
                if not still_legal(game, spec, ref, chooser, obj):
                    illegal.append(ref)
        if total and len(illegal) == total:
            _fizzle(game, obj)
            return
        if illegal:
            game.obj_w(oid).info = (*obj.info, ("illegal", tuple(illegal)))
    push(game, ("resolve", oid, 0, None))


def _fizzle(game: GameState, obj: GameObject) -> None:
    """CR 608.2b: all its targets are illegal, so it doesn't resolve."""
    if obj.kind == "ability" or obj.is_copy:
        game.cease_to_exist(obj.id)  # 707.10a: a copy of a spell off the stack ceases to exist
    else:
        game.move(obj.id, leaves_stack_to(obj, "graveyard"))
    game.emit("fizzle", obj.controller, {"object": obj.id, "card": obj.card.name}, "608.2b")


@handler("resolve")
def resolve(game: GameState, task: tuple, answer: object) -> None:
    _, oid, index, sub = task
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "stack":
        return  # it left the stack while resolving (e.g. countered itself)
    _specs, effects = _specs_and_effects(obj)
    if index == 0 and sub is None and obj.kind == "ability" and not still_true_on_resolution(game, obj):
        game.cease_to_exist(oid)  # 603.4: the "if" is false now: the ability does nothing
        game.emit("resolve", obj.controller, {"object": oid, "card": obj.card.name,
                                              "ability": True, "nothing": True}, "603.4")
        return
    while index < len(effects):
        eff = effects[index]
        cond = eff.get("if")
        if cond and sub is None and not effect_condition(game, obj, cond):
            index += 1
            continue
        before = len(game.tasks)
        result = EFFECTS[eff.op](game, obj, eff, sub, answer, index)
        if result is WAIT:
            return
        if continue_after(game, before, ("resolve", oid, index + 1, None)):
            return  # a replacement choice (616.1e) comes first; then the next instruction
        index += 1
        sub = None
        answer = None
        obj = game.objects.get(oid)
        if obj is None:
            return
    finish_resolution(game, obj)


SACRIFICED_THIS_WAY = "you sacrificed this way"
"""The "if" of the instructions after "Sacrifice an artifact. If you do, …": the earlier
``sacrifice_choice`` of the same ability sacrificed something (701.17a, 608.2c)."""


def effect_condition(game: GameState, obj: GameObject, cond: str) -> bool:
    """An instruction's "if": "kicked" / "not kicked" (702.33d) or a game condition (603.4)."""
    from casualmagic.engine.effect_refs import players_of, source_id
    from casualmagic.engine.triggers import condition_holds

    if cond.startswith("target player last chose "):  # schemes: "chooses self or others"
        from casualmagic.engine.player_choices import last_chose

        choice = cond[len("target player last chose "):]
        return any(last_chose(game, p, choice) for p in players_of(game, obj, 0))
    if cond.startswith("mode ") and cond.endswith(" was chosen"):  # choose_mode_unless (700.2)
        return obj.get_info("chosen_mode") in (cond[len("mode "):-len(" was chosen")], "both")
    if cond in ("you won the clash", "you didn't win the clash"):  # 701.23d (effects.clash)
        return bool(obj.get_info("clash_won")) == (cond == "you won the clash")
    if cond == "X was paid":  # "you may pay {X}. If you do, ..." (608.2d; may_pay_x)
        return obj.x > 0
    if cond == SACRIFICED_THIS_WAY:  # "Sacrifice an artifact. If you do, …" (608.2c)
        from casualmagic.engine.effect_refs import SACRIFICED

        return int(obj.get_info(SACRIFICED) or 0) > 0
    if cond.startswith("target was a ") and cond.endswith(" card"):  # "If it was a creature
        return _target_was(game, obj, cond[len("target was a "):-len(" card")])  # card, …"
    return condition_holds(game, cond, obj.controller, source_id(obj))


def _asks_enter_as_copy(game: GameState, obj: GameObject) -> bool:
    """"You may have this creature enter as a copy of any creature on the battlefield"
    (707.5, 614.1c): the choice is made before it enters (the ``enter_as_copy`` static)."""
    ab = next((s for s in obj.card.replacement_abilities if s.op == "enter_as_copy"), None)
    if ab is None or obj.get_info("copy_chosen"):
        return False
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.core.flow import ask
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(dict(ab.args).get("filter", "creature"))
    ids = [i for i in game.battlefield
           if matches_filter_base(game, f, game.objects[i], obj.controller)]
    if not ids:
        return False
    ask(game, obj.controller, "copy", [*(("copy", i) for i in ids), ("no_copy",)], "707.5",
        ("enter_as_copy", obj.id), f"Have {obj.card.name} enter as a copy of a permanent?")
    return True


@handler("enter_as_copy")
def _enter_as_copy(game: GameState, task: tuple, answer: tuple) -> None:
    oid = task[1]
    obj = game.obj_w(oid)
    info = [*obj.info, ("copy_chosen", True)]
    if answer[0] == "copy" and answer[1] in game.objects:
        info.append(("enter_as_copy", game.objects[answer[1]].card))  # copiable values (707.2)
    obj.info = tuple(info)
    finish_resolution(game, obj)


@handler("finish_resolution")
def _finish_resolution(game: GameState, task: tuple, answer: object) -> None:
    """The spell's as-enters choices are made (614.12a): it finishes resolving."""
    finish_resolution(game, game.objects[task[1]])


def finish_resolution(game: GameState, obj: GameObject) -> None:
    oid = obj.id
    name = obj.card.name
    if obj.kind == "ability":
        game.cease_to_exist(oid)
        game.emit("resolve", obj.controller, {"object": oid, "card": name, "ability": True}, "608.2")
        return
    if obj.card.is_permanent_card:
        if _asks_enter_as_copy(game, obj):
            return
        if rule_hooks.replaced(rule_hooks.PERMANENT_SPELL_ENTERING, game, obj):  # devour
            return
        if ask_entering_choices(game, oid, obj.controller, ("finish_resolution", oid)):
            return  # "As this creature enters, choose a color": chosen first (614.12a)
        attach_to = None
        if obj.card.enchant is not None and obj.targets and obj.targets[0]:
            attach_to = obj.targets[0][0]
        new = game.move(oid, "battlefield", controller=obj.controller)
        # mechanics: devour's counters (702.82a), cast by suspend it has haste (702.62a)
        rule_hooks.run(rule_hooks.PERMANENT_SPELL_RESOLVED, game, obj, new)
        if obj.info:  # hook (planes: costs): its blitz cost was paid (702.152a, 608.3g)
            from casualmagic.engine.cost_changes import blitzed_on_entering

            blitzed_on_entering(game, obj, new)
        if attach_to is not None:
            # CR 608.3c: an Aura spell enters attached to what it targeted
            game.obj_w(new).attached_to = attach_to[1] if attach_to[0] == "object" else None
            game.emit("resolve", obj.controller, {"object": oid, "card": name, "enters": new,
                                                  "attached_to": list(attach_to)}, "608.3c")
        else:
            game.emit("resolve", obj.controller, {"object": oid, "card": name, "enters": new},
                      "608.3a")
        publish(game, ENTERED, new)
        return
    if obj.is_copy:
        game.cease_to_exist(oid)  # 707.10a
        game.emit("resolve", obj.controller, {"object": oid, "card": name, "copy": True}, "608.2n")
        return
    to = leaves_stack_to(obj, "graveyard")
    if to == "graveyard" and obj.card.buyback and obj.get_info("kicked"):
        to = "hand"  # 702.27a: the buyback cost was paid
    from casualmagic.engine.casting_rules import rebound
    from casualmagic.engine.faces import exiled_after_resolving, on_an_adventure

    if exiled_after_resolving(obj):  # 715.3d: an Adventure goes on its adventure
        new = game.move(oid, "exile")
        on_an_adventure(game, new, obj.controller)
        game.emit("resolve", obj.controller, {"object": oid, "card": name, "to": "exile"},
                  "715.3d")
        return
    if rebound(game, obj, to):  # 702.88a: exiled instead, cast again next upkeep
        return
    game.move(oid, to)
    game.emit("resolve", obj.controller, {"object": oid, "card": name, "to": to},
              "702.34a" if to == "exile" else "702.27a" if to == "hand" else "608.2n")


def leaves_stack_to(obj: GameObject, zone: str) -> str:
    """A spell cast with flashback is exiled instead of going anywhere else (702.34a)."""
    if obj.get_info("alt") == "flashback":  # also a flashback an effect granted
        return "exile"
    from casualmagic.engine.faces import exiled_leaving_stack

    if obj.info and exiled_leaving_stack(obj):  # 702.127a: an aftermath half
        return "exile"
    if obj.get_info("alt"):
        for a in obj.card.alt_costs:
            if a.name == obj.get_info("alt") and a.exile_after:
                return "exile"
    return zone


def _target_was(game: GameState, obj: GameObject, card_type: str) -> bool:
    """"If it was a creature card": the first target as it last existed (608.2h) — the card
    an earlier instruction moved (``EXILED_THIS_WAY``), or the object itself — a card of
    that type (205.2a)."""
    from casualmagic.engine.effect_refs import EXILED_THIS_WAY

    moved = [game.objects[i] for i in (obj.get_info(EXILED_THIS_WAY) or ()) if i in game.objects]
    for kind, ident in (obj.targets[0] if obj.targets else ()):
        o = game.last_known_object(ident) if kind == "object" else None
        if o is not None:
            moved.append(o)
    return any(card_type.capitalize() in o.card.types for o in moved[:1])
