"""Casting spells and activating abilities (CR 601, 602), paying costs (601.2f–h).

Both follow CR 601.2 in order, as one task that moves through stages:

1. ``announce`` — the card moves to the stack (601.2a), or the ability is
   created on the stack (602.2a);
2. ``x`` — the value of X is announced (601.2b);
3. ``targets`` — targets are chosen, one decision per target (601.2c);
4. ``pay`` — the total cost is determined (601.2f) and paid with a payment
   plan that activates mana abilities (601.2g–h);
5. the spell becomes cast / the ability activated (601.2i, 602.2b).

Longer than 600 lines: 601.2 and 602.2 are one staged procedure shared by spells and
abilities; what statics and permissions grant lives apart (:mod:`.granted_casting`).
"""

from __future__ import annotations

import re
from itertools import combinations

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.model import CardDef
from casualmagic.core.dispatch import SPELL_CAST, TARGETS_CHOSEN, publish
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.state import GameState
from casualmagic.engine import casting_rules as cr
from casualmagic.engine import continuous as cont
from casualmagic.engine import cost_changes as cc
from casualmagic.engine import cost_parts, granted_casting, rule_hooks
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.divided_damage import divide
from casualmagic.engine.effect_refs import EXTRA_FOR_COUNTERS, SACRIFICED_FOR_COST
from casualmagic.engine.target_groups import open_targets, target_count
from casualmagic.engine.targets import choose_at_random, has_legal_targets, legal_targets


def total_cost(game: GameState, oid: int) -> ManaCost:
    """CR 601.2f: the mana cost, or an alternative cost (118.9), plus additional costs —
    kicker (702.33), and whatever variants add (e.g. commander tax, 903.8)."""
    obj = game.objects[oid]
    card = obj.card
    cost = card.mana_cost
    alt = obj.get_info("alt")
    if alt:  # a granted flashback costs the card's mana cost (granted_alt_costs, 702.34a)
        printed = obj.get_info("printed", card)  # a face cast with the card's cost (702.146a)
        cost = next((a.cost for a in (*card.alt_costs, *printed.alt_costs) if a.name == alt),
                    card.mana_cost)
        if alt.startswith("cost:"):  # "by paying {2} rather than
            from casualmagic.cards.mana import parse_cost  # its mana cost" (118.9)

            cost = parse_cost(alt[len("cost:"):])
        if alt in rule_hooks.CAST_FACE_DOWN:  # {3} rather than its mana cost (702.37c)
            cost = rule_hooks.CAST_FACE_DOWN[alt][0]
        elif alt == "foretell" and not any(a.name == alt for a in card.alt_costs):
            cost = granted_casting.foretell_cost(card)  # granted foretell: mana cost less {2} (702.143a)
        elif alt == "blitz" and not any(a.name == alt for a in card.alt_costs):
            cost = obj.get_info("blitz_cost") or cost  # granted blitz (702.152a), planes: costs
    paid, count = paid_keys(card)
    if obj.get_info(paid) and card.kicker is not None:
        for _ in range(obj.get_info(count, 1) if card.multikicker else 1):
            cost = cost.plus(card.kicker)  # 702.33c: each time multikicker is paid
    extra = int(obj.get_info(EXTRA_FOR_COUNTERS, 0))  # Chorus of the Conclave (601.2f)
    origin = obj.get_info("cast_from")
    for hook in game.hooks:
        extra += hook.extra_cost(game, oid, origin)  # type: ignore[arg-type]
    if obj.get_info("free"):  # "without paying its mana cost" (118.9, 601.2f)
        return ManaCost().with_generic(extra)
    # 601.2f: increases first, then reductions ("spells cost {2} less", 118.7)
    less = cr.cost_reduction(game, obj.controller, card, targets=obj.targets)  # 601.2c first
    cost = cr.reduce_generic(cost.with_generic(extra), less)
    if not game.hooks:
        return cost
    from casualmagic.engine.cost_changes import payable_for

    return payable_for(game, obj.controller, card, cost)  # 609.4b


def flashback_grants(game: GameState) -> list[tuple[str, int]]:
    """``(filter, controller)`` of every ``grant_flashback`` static that functions now: of
    permanents and of command-zone sources such as a face-up plane (901.7); they are listed
    with the replacement effects (:func:`casualmagic.engine.replacement.current`, cached)."""
    from casualmagic.engine.replacement import current

    found = current(game)
    if not found:
        return []  # the usual case: no replacement effect or such static at all
    return [(r.get("filter", "instant or sorcery card in a graveyard"), r.controller)
            for r in found if r.op == "grant_flashback"]


def granted_alt_costs(game: GameState, oid: int, grants: list[tuple[str, int]]) -> tuple:
    """Flashback an effect gives the card ``oid`` ("Instant and sorcery cards in graveyards
    have flashback. The flashback cost is equal to the card's mana cost", 702.34a, 613.1f)."""
    from casualmagic.cards.model import AltCost
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    o = game.objects[oid]
    if any(a.name == "flashback" for a in o.card.alt_costs):
        return ()
    for phrase, controller in grants:
        if matches_filter_base(game, parse_filter(phrase), o, controller):
            return (AltCost("flashback", o.card.mana_cost, "graveyard", None, True),)
    return ()


PAID_COSTS = ("kicked", "kick_count", "offspring_paid", "squad_paid", "squad_count")
"""The info names of the optional additional costs paid for a spell (601.2b), carried to the
permanent it becomes (``GameState.move``) and to a copy of it (707.10)."""


def paid_keys(card: CardDef) -> tuple[str, str]:
    """The info names that record an optional additional cost paid as ``card`` is cast
    (601.2b), and how many times: kicker's and multikicker's ("kicked", "kick_count": "if it
    was kicked", 702.33d; buyback's and entwine's too), offspring's and squad's own (702.175a,
    702.157a) — their costs are asked and paid as kicker's are, but the spell isn't kicked."""
    kws = card.keywords
    if "Offspring" in kws:
        return "offspring_paid", "offspring_count"
    if "Squad" in kws:
        return "squad_paid", "squad_count"
    return "kicked", "kick_count"


@handler("cast")
def cast_task(game: GameState, task: tuple, answer: object) -> None:
    _, oid, player, stage, idx = task[:5]
    if stage == "announce":
        # ``idx`` carries the alternative cost chosen with the action, if any (601.2b)
        origin = game.objects[oid].zone
        blitz = None
        if idx == "blitz":  # planes: costs — the granted blitz cost, fixed as it is cast
            from casualmagic.engine.cost_changes import blitz_cost

            blitz = blitz_cost(game, player, oid)
        new = game.move(oid, "stack", controller=player, kind="spell")
        info: tuple = (("cast_from", origin),)
        face = isinstance(idx, str) and idx.startswith("face:")
        if idx == "free":  # "cast it without paying its mana cost" (118.9a)
            info = (*info, ("free", True))
        elif idx and not face:
            info = (*info, ("alt", idx))
            if blitz is not None:
                info = (*info, ("blitz_cost", blitz))
        elif origin == "graveyard" and not idx:  # Karador's permission, if that is the way
            permission = cr.graveyard_permission_for(game, player, game.objects[new].card)
            if permission is not None:  # (601.3): used up once the spell is cast (601.2i)
                info = (*info, (cr.GRAVEYARD_PERMISSION, permission))
        game.obj_w(new).info = info
        if face:  # 709.3, 712.11b, 715.3: the half, face or Adventure chosen
            from casualmagic.engine.faces import cast_face

            cast_face(game, new, idx)
        elif idx == "disturb":  # 702.146a, 712.8c: cast transformed
            from casualmagic.engine.faces import cast_transformed

            cast_transformed(game, new)
        elif idx in rule_hooks.CAST_WITH:  # mechanics: a bestowed Aura spell (702.103b)
            rule_hooks.CAST_WITH[idx](game, new)
        elif idx in rule_hooks.CAST_FACE_DOWN:  # 708.4: turned face down first (702.37c)
            rule_hooks.CAST_FACE_DOWN[idx][1](game, new)
        push(game, ("cast", new, player, "kick", 0))
        return
    if stage == "kick":
        card = game.objects[oid].card
        if card.multikicker and _multikick(game, oid, player, answer):
            return
        if answer is not None:
            if answer[0] == "kick" and not card.multikicker:
                obj = game.obj_w(oid)
                obj.info = (*obj.info, (paid_keys(card)[0], True))
        elif card.kicker is not None and not card.multikicker \
                and _can_pay_kicked(game, oid, player):
            # 702.42a entwine and 702.27a buyback costs are asked the same way
            what, rule = ("entwine", "702.42a") if card.choose.entwine else \
                ("buyback", "702.27a") if card.buyback else ("offspring", "702.175a") \
                if "Offspring" in card.keywords else ("kicker", "702.33a")
            ask(game, player, "kick", [("kick", str(card.kicker)), ("no_kick",)], rule,
                ("cast", oid, player, "kick", 0), f"Pay the {what} cost of {card.name}?")
            return
        push(game, ("cast", oid, player, "extra_mana", 0))
        return
    if stage == "extra_mana":  # 601.2b: "you may pay any amount of mana" (Chorus)
        if answer is None and rule_hooks.ADDITIONAL_COST_CHOICES and rule_hooks.replaced(
                rule_hooks.ADDITIONAL_COST_CHOICES, game, oid, player):
            return  # mechanics: casualty's optional sacrifice, announced (601.2b)
        if answer is not None:
            if answer[1]:
                w = game.obj_w(oid)
                w.info = (*w.info, (EXTRA_FOR_COUNTERS, answer[1]))
        elif cr.extra_mana_for_counters(game, player, game.objects[oid]):
            top = _most_extra_mana(game, oid, player)
            if top > 0:
                ask(game, player, "x", [("extra", n) for n in range(top + 1)], "601.2b",
                    ("cast", oid, player, "extra_mana", 0),
                    f"Pay any amount of mana more for {game.objects[oid].card.name} "
                    "(that many +1/+1 counters)?")
                return
        push(game, ("cast", oid, player, "mode", 0))
        return
    if stage == "mode":
        card = game.objects[oid].card
        if card.modes and game.objects[oid].get_info("alt") in (None, "flashback"):
            chosen = idx if isinstance(idx, tuple) else ()
            if _choose_modes(game, oid, player, chosen, answer):
                return
        push(game, ("cast", oid, player, "x", 0))
        return
    _choices_then_pay(game, task, answer)


def _tapped_or_exiled_to_pay(game: GameState, player: int, s: mp.Source, pays: str) -> None:
    """A convoking creature (702.51a) or improvising artifact (702.126a) becomes tapped; a
    delved card (702.66a) is exiled from the graveyard."""
    from casualmagic.engine.cost_changes import DELVE, IMPROVISE

    card = game.objects[s.oid].card.name
    if s.name == DELVE:
        game.move(s.oid, "exile")
        game.emit("delve", player, {"card": card, "pays": pays}, "702.66a")
        return
    game.obj_w(s.oid).tapped = True
    kind, rule = ("improvise", "702.126a") if s.name.endswith(IMPROVISE) else ("convoke", "702.51a")
    game.emit(kind, player, {"object": s.oid, "card": card, "pays": pays}, rule)


def _choose_modes(game: GameState, oid: int, player: int, chosen: tuple[int, ...],
                  answer: object) -> bool:
    """601.2b, 700.2: the modes of a modal spell, one answer at a time, as many as its
    "Choose …" allows; a mode with no legal targets can't be chosen (700.2a), a mode is
    chosen again only if the spell says so (700.2d).  True while a choice is pending (or
    the cast was reversed because too few modes can be chosen, 728.1)."""
    card = game.objects[oid].card
    choice = card.choose
    if choice.entwine and game.objects[oid].get_info("kicked"):  # 702.42a-b: every mode
        chosen = tuple(range(len(card.modes)))
        if not all(has_legal_targets(game, m.targets, player) for m in card.modes):
            _reverse(game, oid, player, False)  # a mode that can't be chosen (700.2a)
            return True
        obj = game.obj_w(oid)
        obj.info = (*obj.info, ("mode", chosen))
        return False
    done = answer == ("done",)
    if isinstance(answer, tuple) and answer[0] == "mode":
        chosen = (*chosen, answer[1])
        if choice.max > 1:
            game.emit("mode", player, {"object": oid, "card": card.name,
                                       "mode": card.modes[answer[1]].text}, "700.2")
    most = choice.max
    if choice.with_commander > most:  # "If you control a commander as you cast this spell"
        from casualmagic.engine.designations import controls_a_commander

        if controls_a_commander(game, player):  # 903.3d
            most = choice.with_commander
    if not done and len(chosen) < most:
        options: list[tuple] = [("mode", i, m.text) for i, m in enumerate(card.modes)
                                if (choice.repeat or i not in chosen)
                                and has_legal_targets(game, m.targets, player)]
        if options and len(chosen) >= choice.min:
            options.append(("done",))
        if options:
            ask(game, player, "mode", options, "601.2b", ("cast", oid, player, "mode", chosen),
                f"Choose a mode for {card.name}" if not chosen else
                f"Choose another mode for {card.name}")
            return True
    if len(chosen) < choice.min:  # 601.2b-c: too few modes can be chosen (728.1)
        _reverse(game, oid, player, False)
        return True
    obj = game.obj_w(oid)
    obj.info = (*obj.info, ("mode", chosen[0] if len(chosen) == 1 else tuple(sorted(chosen))))
    return False


def _multikick(game: GameState, oid: int, player: int, answer: object) -> bool:
    """Multikicker (702.33c, 601.2b): the caster announces how many times they pay it, one
    more time per answer while they can pay for one more; True while asking."""
    obj = game.objects[oid]
    card = obj.card
    paid, count = paid_keys(card)
    times = obj.get_info(count, 0)
    if isinstance(answer, tuple) and answer[0] == "kick":
        times += 1
        w = game.obj_w(oid)
        w.info = (*(kv for kv in w.info if kv[0] not in (paid, count)),
                  (paid, True), (count, times))
    elif answer is not None:
        return False  # "no_kick": done
    if not _can_pay_kicked(game, oid, player, times + 1):
        return False
    squad = "Squad" in card.keywords  # 702.157a: paid any number of times, as multikicker
    ask(game, player, "kick", [("kick", str(card.kicker)), ("no_kick",)],
        "702.157a" if squad else "702.33c", ("cast", oid, player, "kick", 0),
        f"Pay the {'squad' if squad else 'multikicker'} cost of {card.name} "
        f"{'again' if times else 'once'}? (paid {times} time{'s' if times != 1 else ''})")
    return True


def _most_extra_mana(game: GameState, oid: int, player: int) -> int:
    """The most mana ``player`` could pay beyond the spell's total cost so far (601.2b):
    tried from the mana they could make, down (118.3)."""
    sources = mp.mana_sources(game, player, game.objects[oid].card)
    have = sum(game.players[player].mana_pool) + sum(s.amount for s in sources)
    info = game.objects[oid].info
    best = 0
    for n in range(have - int(total_cost(game, oid).mana_value), 0, -1):
        game.obj_w(oid).info = (*info, (EXTRA_FOR_COUNTERS, n))
        if mp.can_pay(game, player, total_cost(game, oid), 0, sources):
            best = n
            break
    game.obj_w(oid).info = info
    return best


def _can_pay_kicked(game: GameState, oid: int, player: int, times: int = 1) -> bool:
    info = game.objects[oid].info
    paid, count = paid_keys(game.objects[oid].card)
    game.obj_w(oid).info = (*(kv for kv in info if kv[0] not in (paid, count)),
                            (paid, True), (count, times))
    ok = mp.can_pay(game, player, total_cost(game, oid), 0,
                    mp.mana_sources(game, player, game.objects[oid].card))  # 106.6
    game.obj_w(oid).info = info
    return ok


@handler("activate")
def activate_task(game: GameState, task: tuple, answer: object) -> None:
    _, source, index, player, stage, idx = task[:6]
    if stage == "announce":
        src = game.objects[source]
        if index == "granted cycling":  # planes: face-down, Bicycle Rack (702.29a)
            from casualmagic.engine.casting_rules import casting_rules

            cost = granted_casting.granted_cycling_cost(casting_rules(game)) or "{2}"
            ability = granted_casting.granted_cycling(cost)
        elif index == "library food":  # planes: face-down, Stroopwafel Cafe (602.1)
            ability = granted_casting.library_food_ability()
        elif isinstance(index, str):  # a granted graveyard ability, e.g. scavenge (702.97a)
            ability = granted_casting.graveyard_ability(index, src.card)
        else:
            ability = cont.activated_ability(game, src, index)  # printed or granted (113.2)
        if ability.once_each_turn:  # 602.5b: remember it was activated this turn
            from casualmagic.engine.combat import note_activation

            note_activation(game, source, index)
        obj = game.new_object(src.card, -1, src.owner, "stack", "ability")
        obj.controller = player
        obj.ability = ability
        obj.source = source
        game.stack = (*game.stack, obj.id)
        push(game, ("cast", obj.id, player, "x", 0, "ability"))
        return
    raise RuntimeError(f"unknown activate stage {stage!r}")  # pragma: no cover


def _spec_list(game: GameState, oid: int) -> tuple:
    o = game.objects[oid]
    if o.kind == "ability":
        return o.ability.targets if o.ability else ()
    spell = o.card.spell_for(o.get_info("mode"), o.get_info("alt"))
    return spell.targets if spell else ()


def _choices_then_pay(game: GameState, task: tuple, answer: object) -> None:
    _, oid, player, stage, idx = task[:5]
    is_ability = len(task) > 5
    obj = game.objects[oid]
    if stage == "x":
        cost = obj.ability.cost.mana if is_ability and obj.ability else obj.card.mana_cost
        if answer is not None:
            game.obj_w(oid).x = answer[1]  # type: ignore[index]
        elif cost.x_count:
            extra = None
            if not is_ability and (game.vstate or cc.TAP_OR_EXILE_TO_PAY & obj.card.keywords):
                from casualmagic.engine.cost_changes import convoke_sources

                extra = convoke_sources(game, player, obj.card,  # planes: costs, 702.51a
                                        mana=mp.mana_sources(game, player, obj.card))
            top = mp.max_x(game, player, total_cost(game, oid) if not is_ability else cost,
                           extra=extra, spell=None if is_ability else obj.card)  # 106.6
            ask(game, player, "x", [("x", v) for v in range(max(top, 0), -1, -1)], "601.2b",
                ("cast", oid, player, "x", 0, *task[5:]), f"Choose X for {obj.card.name}")
            return
        push(game, ("cast", oid, player, "targets", 0, *task[5:]))
        return
    if stage == "targets":
        specs = _spec_list(game, oid)
        chosen = list(obj.targets) + [()] * (len(specs) - len(obj.targets))
        spec_i = idx
        if answer is not None:
            if answer == ("done",):
                spec_i += 1
            else:
                chosen[spec_i] = (*chosen[spec_i], (answer[1], answer[2]))  # type: ignore[index]
                game.obj_w(oid).targets = tuple(chosen)
                if len(chosen[spec_i]) >= target_count(game, specs[spec_i], player):
                    spec_i += 1
        if spec_i < len(specs):
            spec = specs[spec_i]
            # CR 115.3: the same object can't be chosen twice for one "target"
            refs = [r for r in legal_targets(game, spec, player, oid) if r not in chosen[spec_i]]
            if spec.distinct:  # "can't choose any player as a target more than once" (Know Evil)
                refs = [r for r in refs if not any(r in c for c in chosen)]
            refs = open_targets(game, spec, refs, chosen[spec_i])  # per opponent
            if spec.at_random and refs:  # "target player at random" (Furnace Layer)
                nxt = choose_at_random(game, oid, player, spec, spec_i, refs)
                push(game, ("cast", oid, player, "targets", nxt, *task[5:]))
                return
            options: list[tuple] = [("target", *r) for r in refs]
            short = spec.at_least > len(chosen[spec_i])  # "one, two, or three targets"
            if not options and (not spec.up_to or short and not chosen[spec_i]) \
                    and task[5:] == ("trigger",):
                # CR 603.3d: no legal target: the ability is removed from the stack
                game.cease_to_exist(oid)
                game.emit("trigger_removed", player, {"card": obj.card.name}, "603.3d")
                return
            if spec.up_to and not short or not options:
                options.append(("done",))
            ask(game, player, "target", options, "601.2c",
                ("cast", oid, player, "targets", spec_i, *task[5:]),
                f"Choose target {spec_i + 1} for {obj.card.name}")
            return
        game.obj_w(oid).targets = tuple(chosen)
        push(game, ("cast", oid, player, "divide", 0, *task[5:]))
        return
    if stage == "divide":  # 601.2d: damage divided among the targets, announced now
        if divide(game, oid, player, answer, task):
            push(game, ("cast", oid, player, "pay", 0, *task[5:]))
        return
    if stage == "pay":
        if task[5:] == ("trigger",):
            if obj.targets:
                publish(game, TARGETS_CHOSEN, oid)  # ward (702.21a)
            return  # CR 603.3d: a triggered ability has no cost; it is now on the stack
        extra: list = []
        if is_ability:
            cost = obj.ability.cost  # type: ignore[union-attr]
            # planes: costs — "activated abilities of ... cost {2} less" (602.2b, 601.2f)
            mana = cc.ability_cost(game, player, game.objects.get(obj.source), cost.mana,
                                   ability=obj.ability)  # and "costs {1} more for each …"
            exclude = obj.source if cost.tap else None
        else:
            mana = total_cost(game, oid)
            exclude = None
            rules = cr.casting_rules(game)
            if (rules or cc.TAP_OR_EXILE_TO_PAY & obj.card.keywords) and (
                    cc.has_convoke(game, obj.card, rules)
                    or cc.TAP_OR_EXILE_TO_PAY & obj.card.keywords):
                extra = cc.convoke_sources(game, player, obj.card, rules,
                                           mp.mana_sources(game, player, obj.card))  # 702.51a
        if answer is None:
            if not mana.symbols and not obj.x:
                _pay_other_costs(game, oid, player, is_ability)
                return
            plans = mp.payment_plans(game, player, mana, obj.x, exclude=exclude, extra=extra,
                                     spell=None if is_ability else obj.card)  # 106.6
            if not plans:
                _reverse(game, oid, player, is_ability)
                return
            options = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
            game.obj_w(oid).info = (*obj.info, ("plans", tuple(plans)))
            ask(game, player, "pay", options, "601.2h",
                ("cast", oid, player, "pay", 0, *task[5:]), f"Pay {mana} for {obj.card.name}")
            return
        plans = obj.get_info("plans")
        plan = plans[answer[1]]  # type: ignore[index]
        game.obj_w(oid).info = tuple(kv for kv in obj.info if kv[0] != "plans")
        tapped = apply_plan(game, player, plan, mana, obj.x, exclude, extra,
                            None if is_ability else obj.card, None if is_ability else oid)
        if not is_ability:
            mp.mana_spent_on_spell(game, player, oid, tapped)  # 106.6, 603.7a
        _pay_other_costs(game, oid, player, is_ability)
        return
    raise RuntimeError(f"unknown cast stage {stage!r}")  # pragma: no cover


def _mana_made(pool: tuple[int, ...], tapped: list[mp.Source], demands: list[frozenset[str]],
               generic: int, life: int) -> list[tuple[mp.Source, str, str]]:
    """What each tapped source makes for a plan (``mp.mana_made``), the Phyrexian symbols the
    plan pays with life (107.4f: 2 life each) needing no mana: which of them is tried in
    turn, for a plan counts the life, not the symbols it pays."""
    phyrexian = [i for i, d in enumerate(demands) if "life" in d]
    for by_life in combinations(phyrexian, min(life // 2, len(phyrexian))):
        way = [d - {"life", "2"} for i, d in enumerate(demands) if i not in by_life]
        _used, rest, left = mp._pool_spend(pool, way, generic)
        try:
            return mp.mana_made(tapped, rest, left)
        except RuntimeError:
            continue
    raise RuntimeError("no colours for the tapped sources meet the cost")  # pragma: no cover


def apply_plan(game: GameState, player: int, plan: mp.Plan, cost: ManaCost, x: int,
               exclude: int | None, convoke: tuple | list = (),
               spell: CardDef | None = None, spent_on: int | None = None) -> list[mp.Source]:
    """Activate the plan's mana abilities (605.3) and spend the mana (601.2h) — on ``spell``,
    if it pays for one (106.6); tap the creatures it convokes with (702.51a).  The colours
    of the mana spent are noted on the object ``spent_on`` (the spell: "the number of colors
    of mana spent to cast this spell", 601.2h).  Returns the sources tapped."""
    from casualmagic.engine.cost_changes import payable

    cost = payable(game, player, cost)  # planes: costs — 609.4b
    sources = [s for s in (*mp.mana_sources(game, player, spell), *convoke) if s.oid != exclude]
    tapped: list[mp.Source] = []
    for name, colors, amount, count in plan.groups:
        picked = [s for s in sources if s.name == name and s.colors == colors
                  and s.amount == amount][:count]
        tapped.extend(picked)
    demands, generic, _ = mp._demands(cost, x)
    for s, mana, paid in _mana_made(game.players[player].mana_pool, tapped, demands, generic,
                                    plan.life):
        color = mana[:1]
        if s.convoke:  # 702.51a: the tapped creature pays for {1} or one mana of its colour
            paid = "C" if color not in mp.POOL_ORDER else color
            mp.add_mana(game, player, paid)  # spent at once below, with the rest (601.2h)
            _tapped_or_exiled_to_pay(game, player, s, color if paid == color else "1")
            continue
        extra = cr.extra_mana(game, player, game.objects[s.oid])
        if paid:  # its own mana cost, from mana made before it (602.2b)
            mp.remove_mana(game, player, paid)
        o = game.obj_w(s.oid)
        o.tapped = True
        if s.counter_colors & set(mana):  # "{T}, Remove a charge counter ..." (602.2b)
            cost_parts.remove_counters(game, s.oid, s.counter_kind, 1, player, "602.2b")
        for c in mana:
            mp.add_mana(game, player, c)
        made = {"source": s.oid, "card": s.name, "mana": mana[:len(mana) - extra]}
        game.emit("mana_ability", player, {**made, "paid": paid} if paid else made, "605.3a")
        if extra:  # a triggered mana ability resolves at once (605.1b, 605.4a)
            game.emit("add_mana", player, {"source": s.oid, "mana": mana[len(mana) - extra:],
                                           "why": "mana triggered ability"}, "605.4a")
        if s.pain & set(mana):  # "This land deals 1 damage to you." (605.3b: at once)
            mp.pain_effects(game, player, s)
        cr.tapped_for_mana(game, player, s.oid)  # "whenever a player taps ... for mana" (605.1b)
        if s.sacrifice and s.oid in game.objects:
            from casualmagic.engine.primitives import sacrifice

            sacrifice(game, s.oid, "701.17a")  # part of the mana ability's cost (602.2b)
    spent = _spend(game, player, demands, generic, plan.life)
    if spent_on is not None:
        w = game.obj_w(spent_on)
        w.info = (*(kv for kv in w.info if kv[0] != mp.COLORS_SPENT),
                  (mp.COLORS_SPENT, "".join(c for c, n in zip(mp.POOL_ORDER[:5], spent, strict=False)
                                         if n)))
        if plan.life:  # each Phyrexian symbol paid with life is 2 life (107.4f)
            w.info = (*(kv for kv in w.info if kv[0] != mp.PHYREXIAN_LIFE),
                      (mp.PHYREXIAN_LIFE, plan.life // 2))
    return tapped


def _spend(game: GameState, player: int, demands: list[frozenset[str]], generic: int,
           life_budget: int) -> tuple[int, ...]:
    """Remove the cost's mana from the pool (CR 601.2h); Phyrexian symbols may take life.
    Returns how much of each kind of mana was spent (in ``POOL_ORDER``)."""
    before = game.players[player].mana_pool
    pool = list(before)
    life_paid = 0
    for d in sorted(demands, key=lambda d: len(d - {"life", "2"})):
        colors = d - {"life", "2"}
        if "life" in d and life_paid < life_budget:
            life_paid += 2  # the plan chose to pay this Phyrexian symbol with life (107.4f)
            continue
        for i, c in enumerate(mp.POOL_ORDER):
            if c in colors and pool[i]:
                pool[i] -= 1
                break
        else:
            if "2" in d:
                generic += 2
            else:
                raise RuntimeError("payment plan does not cover the cost")  # pragma: no cover
    for i in (5, 0, 1, 2, 3, 4):  # spend colourless first for generic
        take = min(pool[i], generic)
        pool[i] -= take
        generic -= take
    if generic:
        raise RuntimeError("payment plan does not cover the generic cost")  # pragma: no cover
    game.player_w(player).mana_pool = tuple(pool)
    if life_paid:
        from casualmagic.engine.primitives import lose_life

        lose_life(game, player, life_paid, "119.4")
    return tuple(b - a for b, a in zip(before, pool, strict=True))


_CYCLING = re.compile(r"^[A-Za-z ]*cycling\b", re.IGNORECASE)
"""A cycling or typecycling ability's text (702.29a, 702.29e)."""


def _pay_other_costs(game: GameState, oid: int, player: int, is_ability: bool) -> None:
    """The non-mana parts of the total cost (CR 601.2h, 602.2b, 118): {T}, life, loyalty
    (606.4), sacrificing (701.17) and discarding (701.8); then the spell becomes cast
    (601.2i) or the ability activated (602.2b, 601.2i)."""
    from casualmagic.engine.primitives import lose_life, sacrifice

    obj = game.objects[oid]
    push(game, ("became_cast", oid, player, is_ability))
    if is_ability:
        cost = obj.ability.cost  # type: ignore[union-attr]
        src = obj.source
    else:
        cost = obj.card.additional_cost
        src = None
        parts = rule_hooks.ALT_COST_PARTS.get(obj.get_info("alt"))
        if parts is not None:  # mechanics: retrace's discarded land card (702.81a)
            parts[1](game, player, oid)
        rule_hooks.run(rule_hooks.ADDITIONAL_COST_PARTS, game, player, oid)  # casualty
        if obj.get_info("alt") == "escape" and not any(a.name == "escape"
                                                       for a in obj.card.alt_costs):
            # a granted escape: "... plus exile three other cards from your graveyard"
            push(game, ("exile_from_graveyard_cost", player,
                        granted_casting.escape_exile_count(game, player)))
        if cost is None:
            return
    if cost.tap and src is not None:
        game.obj_w(src).tapped = True
    if cost.untap and src is not None:
        game.obj_w(src).tapped = False
    if cost.loyalty is not None and src is not None:
        _pay_loyalty(game, src, cost.loyalty, player)
    if cost.pay_life:
        lose_life(game, player, cost.pay_life, "119.4")
    if cost.discard_self and src is not None and src in game.objects:
        from casualmagic.engine.primitives import discard_card

        new = discard_card(game, player, src, "702.29a")
        if is_ability and _CYCLING.match(obj.ability.text):  # type: ignore[union-attr]
            from casualmagic.engine.triggers import cycled

            cycled(game, player, new)  # "When you cycle this card" (702.29c)
    if cost.sacrifice_self and src is not None and src in game.objects:
        sacrifice(game, src, "701.17a")
    if cost.return_unblocked:  # ninjutsu (702.49a): a creature returned, the card revealed
        push(game, ("return_unblocked_cost", player, oid, src))
    if cost.exile_self or cost.remove_counter or cost.tap_others:  # 702.97a, 702.128a, 602.1a
        cost_parts.pay(game, player, oid, src, cost)
    if cost.discard:
        push(game, ("discard_choice", player, cost.discard, "602.2b" if is_ability else "601.2h"))
    if cost.sacrifice:
        push(game, ("sacrifice_cost", player, cost.sacrifice, cost.sacrifice_count,
                    src if cost.sacrifice.startswith("another") else None, oid))
    if cost.crew:  # hook: crew N (702.122a), paid by tapping creatures (mechanics.crew)
        push(game, ("crew_cost", player, cost.crew, src, ()))


def _pay_loyalty(game: GameState, src: int, amount: int, player: int) -> None:
    """CR 606.4: a loyalty ability's cost adds or removes loyalty counters; 606.3 once a turn."""
    from casualmagic.engine.primitives import add_counters

    o = game.obj_w(src)
    o.info = (*(kv for kv in o.info if kv[0] != "loyalty_turn"), ("loyalty_turn", game.turn))
    if amount > 0:
        add_counters(game, src, "loyalty", amount, "606.4", sync=True)
    elif amount < 0:
        o.counters = o.with_counter("loyalty", amount)
        game.emit("counters", player, {"object": src, "kind": "loyalty", "amount": amount}, "606.4")


def sacrifice_candidates(game: GameState, player: int, phrase: str, exclude: int | None) -> list[int]:
    """Permanents ``player`` could sacrifice to pay "Sacrifice a [phrase]" (701.17a)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    if phrase[:1].isupper():  # planes: statics — a subtype: "Sacrifice three Foods" (205.3)
        import casualmagic.engine.continuous as cont

        return [o.id for o in game.permanents(player)
                if o.id != exclude and cont.has_subtype(game, o, phrase)]
    f = parse_filter(phrase.removeprefix("another ").removeprefix("a ").removeprefix("an "))
    return [o.id for o in game.permanents(player)
            if o.id != exclude and matches_filter_base(game, f, o, player)]


@handler("sacrifice_cost")
def _sacrifice_cost(game: GameState, task: tuple, answer: object) -> None:
    """Pay "Sacrifice a creature" as part of a cost: the player chooses which (118.3, 701.17a)."""
    from casualmagic.engine.primitives import sacrifice

    _, player, phrase, n, exclude, *paying = task
    if answer is not None:
        gone = answer[1]  # type: ignore[index]
        sacrifice(game, gone, "701.17a")
        n -= 1
        if paying and paying[0] in game.objects:  # "the sacrificed creature's power" (608.2h)
            w = game.obj_w(paying[0])
            w.info = (*(kv for kv in w.info if kv[0] != SACRIFICED_FOR_COST),
                      (SACRIFICED_FOR_COST, (*(w.get_info(SACRIFICED_FOR_COST) or ()), gone)))
    options = [("sacrifice", i) for i in sacrifice_candidates(game, player, phrase, exclude)]
    if n <= 0 or not options:
        return
    ask(game, player, "sacrifice", options, "701.17a",
        ("sacrifice_cost", player, phrase, n, exclude, *paying), f"Sacrifice {phrase}")



@handler("mana_ability")
def _mana_ability_task(game: GameState, task: tuple, answer: object) -> None:
    """Activate a mana ability with priority (605.3a): it doesn't use the stack and resolves
    at once (605.3b).  Its costs are paid first (602.2b: {T}, "Sacrifice this"), then the
    player chooses the colour of "one mana of any color" (106.1) and the mana is added."""
    import casualmagic.engine.continuous as cont
    from casualmagic.engine.primitives import sacrifice

    _, oid, index, player = task
    src = game.objects.get(oid)
    if src is None or src.zone != "battlefield":
        return
    found = mp.sacrifice_mana_ability(game, src, cont.is_plain(game, src))
    if found is None:
        return
    ability = found[1]
    colors = [c for c in mp.POOL_ORDER if c in ability.produces] or ["C"]
    if answer is None and len(colors) > 1:
        ask(game, player, "choose", [("color", c) for c in colors], "106.1",
            task, f"Choose the colour of mana {src.card.name} adds")
        return
    color = answer[1] if answer is not None else colors[0]  # type: ignore[index]
    name = src.card.name
    if ability.cost.tap:
        game.obj_w(oid).tapped = True
        cr.tapped_for_mana(game, player, oid)  # 605.1b
    sacrifice(game, oid, "701.17a")  # the cost is paid before the mana is added (602.2b)
    mp.add_mana(game, player, color, ability.amount)
    game.emit("mana_ability", player, {"source": oid, "card": name,
                                       "mana": color * ability.amount}, "605.3a")


@handler("exile_from_graveyard_cost")
def _exile_from_graveyard_cost(game: GameState, task: tuple, answer: object) -> None:
    """Pay "exile N other cards from your graveyard" (escape, 702.138a; 601.2h): the player
    chooses the cards one at a time."""
    _, player, n = task
    if answer is not None:
        oid = answer[1]  # type: ignore[index]
        name = game.objects[oid].card.name
        game.move(oid, "exile")
        game.emit("exile", player, {"card": name, "from": "graveyard", "cost": True}, "601.2h")
        n -= 1
    grave = game.players[player].graveyard
    if n <= 0 or not grave:
        return
    ask(game, player, "choose", [("exile", i) for i in grave], "702.138a",
        ("exile_from_graveyard_cost", player, n), f"Exile {n} more card(s) from your graveyard")


@handler("became_cast")
def _became_cast_task(game: GameState, task: tuple, answer: object) -> None:
    _, oid, player, is_ability = task
    if oid in game.objects:
        _became_cast(game, oid, player, is_ability)


def _became_cast(game: GameState, oid: int, player: int, is_ability: bool) -> None:
    obj = game.objects[oid]
    data = {"object": oid, "card": obj.card.name}
    if obj.targets:
        data["targets"] = [list(r) for spec in obj.targets for r in spec]
    if obj.x:
        data["x"] = obj.x
    mode = obj.get_info("mode")
    if mode is not None:
        data["mode"] = obj.card.spell_for(mode).text if obj.card.modes else mode
    paid, count = paid_keys(obj.card)
    if obj.get_info(paid):
        data[paid] = True
        if obj.get_info(count):
            data[count] = obj.get_info(count)  # 702.33c
    if obj.get_info("alt"):
        data["alt_cost"] = obj.get_info("alt")
    origin = obj.get_info("cast_from")
    if origin and origin != "hand":
        data["from"] = origin
    tax = sum(h.extra_cost(game, oid, origin) for h in game.hooks)  # type: ignore[arg-type]
    if tax:
        data["tax"] = tax  # a variant's additional cost, paid in 601.2h (e.g. 903.8)
    if obj.targets:
        publish(game, TARGETS_CHOSEN, oid)  # ward (702.21a)
    if is_ability:
        data["source"] = obj.source
        data["ability"] = obj.ability.text if obj.ability else ""
        game.emit("activate", player, data, "602.2")
    else:
        game.emit("cast", player, data, "601.2i")
        publish(game, SPELL_CAST, oid)  # "whenever you cast", "whenever a player casts" (603.2)


def _reverse(game: GameState, oid: int, player: int, is_ability: bool) -> None:
    """CR 728.1: an illegal cast is reversed; the card returns where it was."""
    obj = game.objects[oid]
    if is_ability or obj.is_copy:  # planes: copies — a copy made to be cast just ceases to
        game.cease_to_exist(oid)  # exist (707.12, 707.13: it was created outside the game)
    else:
        origin = obj.get_info("cast_from") or "hand"
        game.move(oid, origin)
    game.emit("reverse", player, {"card": obj.card.name}, "728.1")
