"""What a player with priority may do (CR 117.1, 116, 305, 601, 602).

:func:`legal_actions` enumerates the options of a priority decision:

* ``("pass",)`` — pass priority (117.3d);
* ``("play", id)`` — play a land, a special action (116.2a, 305.1);
* ``("cast", id)`` — cast a spell (601);
* ``("activate", id, n)`` — activate the n-th activated ability of a permanent (602);
* ``("mana", id, n)`` — activate a mana ability that sacrifices its permanent, such as a
  Treasure's (605.3a, 111.10a); other mana abilities are activated while paying (601.2g);
* whatever special actions installed variants offer (116.2, e.g. 901.9).

Identical cards in a hand give one option (they are interchangeable), and a
spell is offered only if it could be cast now: timing (307.1, 117.1a),
targets (601.2c) and a payable cost (601.2g–h).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.model import ActivatedAbility, CardDef, Cost, SpellAbility
from casualmagic.cards.vocabulary import CANT_ACTIVATE
from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import handler, push
from casualmagic.core.hooks import is_active_player
from casualmagic.core.objects import GameObject
from casualmagic.core.state import MAIN1, MAIN2, GameState
from casualmagic.engine import casting_rules as cr
from casualmagic.engine import (
    command_abilities,  # noqa: F401  (registers its task handler)
    cost_parts,
    faces,
    granted_casting,
    rule_hooks,
)
from casualmagic.engine import continuous as cont
from casualmagic.engine import cost_changes as cc
from casualmagic.engine import mana_payment as mp
from casualmagic.engine.casting import flashback_grants, granted_alt_costs
from casualmagic.engine.combat import activation_allowed
from casualmagic.engine.entering_choices import ask_entering_choices
from casualmagic.engine.lands import land_plays
from casualmagic.engine.life import can_pay_life  # 119.4, 119.8, 810.9h
from casualmagic.engine.targets import has_legal_targets
from casualmagic.engine.triggers import condition_holds


def sorcery_timing(game: GameState, player: int) -> bool:
    """CR 307.1: own main phase, empty stack (and holding priority)."""
    return (player == game.active or (bool(game.hooks) and is_active_player(game, player))) \
        and (game.step == MAIN1 or game.step == MAIN2) and not game.stack  # 805.4a: active team


def legal_actions(game: GameState, player: int) -> tuple[tuple, ...]:
    """The options of ``player``'s priority decision (cached while the board is unchanged).

    Only a step change leaves ``board_version`` alone, and the options then
    depend on nothing but the board, sorcery timing and whether blockers were
    declared (an unblocked attacker pays ninjutsu's cost), so they are reused.
    Variants' special actions may depend on more, so games with variant hooks
    are not cached.
    """
    sorcery_ok = sorcery_timing(game, player)
    for hook in game.hooks:
        if not hook.caches_actions:
            return tuple(_legal_actions(game, player, sorcery_ok))
    # the board version is the cache's own (below); once blockers are declared, unblocked
    # attackers may pay a cost (ninjutsu, 702.49c)
    key = (player, sorcery_ok, game.combat is not None and game.step in cost_parts.AFTER_BLOCKS)
    cache = game.actions_cache
    if cache is not None and cache[0] == game.board_version:
        hit = cache[1].get(key)
        if hit is not None:
            return hit
    else:
        cache = (game.board_version, {})
        game.actions_cache = cache
    options = tuple(_legal_actions(game, player, sorcery_ok))
    cache[1][key] = options
    return options


def board_mana_sources(game: GameState, player: int) -> list[mp.Source]:
    """:func:`mana_payment.mana_sources` of ``player``, kept with the priority options of the
    board they were worked out for (``actions_cache``, see :func:`legal_actions`): the same
    sources serve both sorcery timings and every option of one priority.  The list is
    shared: read it, don't change it."""
    return _board_cached(game, ("mana_sources", player), mp.mana_sources, player)


def _board_cached(game: GameState, key: tuple, work: Callable[[GameState, int], Any],
                  player: int) -> Any:
    """``work(game, player)``, kept in ``actions_cache`` for the board it was worked out for."""
    cache = game.actions_cache
    if cache is None or cache[0] != game.board_version:
        return work(game, player)  # not at a cached priority: worked out anew
    found = cache[1].get(key)
    if found is None:
        found = cache[1][key] = work(game, player)
    return found


def _legal_actions(game: GameState, player: int, sorcery_ok: bool) -> list[tuple]:
    options: list[tuple] = [("pass",)]
    p = game.players[player]
    objs = game.objects
    sources: list[mp.Source] | None = None
    total = 0
    restricted = False
    seen: set[str] = set()
    rules = cr.casting_rules(game)  # casting permissions, restrictions and costs (601.3, 601.2f)
    if game.stack and cr.split_second_on_stack(game, rules):
        # 702.61a: no spells, no abilities but mana abilities; special actions stay (116)
        for hook in game.hooks:
            options.extend(hook.special_actions(game, player))  # type: ignore[arg-type]
        return options
    for oid in (*p.hand, *cr.playable_tops(game, player, rules)) if rules else p.hand:
        card = objs[oid].card
        if card.faces and card.layout in faces.FACE_CAST_LAYOUTS and objs[oid].zone == "hand":
            options.extend(faces.face_options(game, player, oid, sorcery_ok))  # 709.3, 712.11b
            if card.layout in faces.HALVES_ONLY:
                continue  # 709.3: only a half is cast
        name = card.name
        if name in seen and objs[oid].zone == "hand":
            continue
        seen.add(name)
        if "Land" in card.types:
            if sorcery_ok and (p.lands_played < p.land_plays
                               or p.lands_played < land_plays(game, player)):  # 305.2a
                options.append(("play", oid))
            continue
        if not cr.may_cast_at_this_time(game, player, card, sorcery_ok, rules):
            continue
        if rules and cr.cant_cast(game, player, card, rules):
            continue
        less = cr.cost_reduction(game, player, card, rules) \
            if rules or cr.has_affinity(card) or card.replacement_abilities else 0
        if sources is None:
            sources = board_mana_sources(game, player)
            total = sum(p.mana_pool) + sum(s.amount for s in sources)
            restricted = _board_cached(game, ("restricted_mana", player), mp.has_restricted_mana,
                                       player)
        base, base_total = sources, total
        if restricted:  # 106.6: mana that may be spent only on some spells
            base = mp.mana_sources(game, player, card)
            base_total = sum(p.mana_pool) + sum(s.amount for s in base)
        srcs, tot = base, base_total
        if rules or not cc.TAP_OR_EXILE_TO_PAY.isdisjoint(card.keywords):  # 702.51a, 702.126a, 702.66a
            conv = cc.convoke_sources(game, player, card, rules, base)
            if conv:
                srcs, tot = [*base, *conv], base_total + len(conv)
        if (card.mv - less <= tot or card.mv - 2 * _life_payable(card) - less <= tot) and castable(
                game, player, card, srcs, 0, tot, source_id=oid, reduction=less):
            options.append(("cast", oid))
        if objs[oid].zone != "hand":
            continue
        for alt in (*card.alt_costs, *cc.granted_blitz(game, player, oid, rules)) if rules \
                else card.alt_costs:  # planes: costs — a granted blitz (702.152a)
            if alt.name in rule_hooks.ALT_COST_PARTS and not rule_hooks.ALT_COST_PARTS[
                    alt.name][0](game, player, oid):
                continue  # mechanics: surge's and spectacle's conditions (702.117a, 702.137a)
            if alt.condition is not None and not condition_holds(game, alt.condition, player,
                                                                 oid):
                continue  # 118.9: "If a white creature is attacking, you may pay …"
            if alt.zone == "hand" and castable(game, player, card, base, alt=alt.cost,
                                               spell=alt.spell):
                options.append(("cast", oid, alt.name))  # e.g. overload (702.96a)
    for oid in p.hand:
        if objs[oid].card.hand_abilities:
            if sources is None:
                sources = board_mana_sources(game, player)
            for i, ab in objs[oid].card.hand_abilities:
                if ab.cost.return_unblocked and not cost_parts.unblocked_attackers(game, player):
                    continue  # ninjutsu: an unblocked attacking creature to return (702.49c)
                if (sorcery_ok or not ab.sorcery_speed) and mp.can_pay(game, player, ab.cost.mana,
                                                                        0, sources):
                    options.append(("activate", oid, i))  # e.g. cycling (702.29a)
    if rules and any(r[0] in ("cards_in_hand_have_cycling", "top_card_of_library_is_food")
                     for r in rules):  # planes: face-down (Bicycle Rack, Stroopwafel Cafe)
        if sources is None:
            sources = board_mana_sources(game, player)
        options.extend(granted_casting.granted_cycling_options(game, player, rules, sources))  # 702.29a
        options.extend(granted_casting.library_food_options(game, player, rules, sources))  # 602.2
    grants = flashback_grants(game) if p.graveyard else []  # e.g. Otaria (702.34a)
    for oid in p.graveyard:
        card = objs[oid].card
        if card.layout == "aftermath" and card.faces:  # 702.127a: from the graveyard
            options.extend(faces.face_options(game, player, oid, sorcery_ok))
        for alt in (*card.alt_costs, *granted_alt_costs(game, oid, grants)) if grants \
                else card.alt_costs:
            if alt.zone != "graveyard" or not (sorcery_ok or "Instant" in card.types):
                continue
            if rules and cr.cant_cast(game, player, card, rules):
                continue
            if alt.name in rule_hooks.ALT_COST_PARTS and not rule_hooks.ALT_COST_PARTS[
                    alt.name][0](game, player, oid):
                continue  # mechanics: retrace's land card to discard (702.81a, 118.3)
            if sources is None:
                sources = board_mana_sources(game, player)
            if castable(game, player, faces.disturbed(card) if alt.name == "disturb" else card,
                        sources, alt=alt.cost):
                options.append(("cast", oid, alt.name))  # e.g. flashback (702.34a)
        for i, ab in card.graveyard_abilities:  # "Exile this card from your graveyard: ..."
            if not may_pay_other_costs(game, player, objs[oid], i, ab, sorcery_ok):
                continue  # (113.6m: it works from the graveyard; 602.5 timing, 118.3)
            if ab.targets and not has_legal_targets(game, ab.targets, player, ability_of=oid):
                continue
            if sources is None:
                sources = board_mana_sources(game, player)
            if not ab.cost.mana.symbols or mp.can_pay(game, player, ab.cost.mana, 0, sources):
                options.append(("activate", oid, i))
    if game.exile:  # cards on an Adventure (715.3d)
        options.extend(faces.adventure_options(game, player, sorcery_ok))
    vstate = dict(game.vstate) if game.vstate else {}  # one look for the flags below
    granted_foretell = bool(rules) and any(r[0] == "grant_foretell" for r in rules)
    if granted_foretell or game.active == player and _foretell_in_hand(game, p.hand):  # 702.143a
        if sources is None:
            sources = board_mana_sources(game, player)
        options.extend(granted_casting.foretell_options(game, player, rules, sources))  # 116.2h
    if vstate and (vstate.get("cast.foretold", ()) or granted_foretell):  # Singing Towers
        if sources is None:
            sources = board_mana_sources(game, player)
        options.extend(granted_casting.foretold_free_options(game, player, rules, sources, sorcery_ok))
        options.extend(granted_casting.foretold_cast_options(game, player, rules, sources, sorcery_ok))
    for special in rule_hooks.SPECIAL_ACTIONS:
        options.extend(special(game, player))
    for flag, special in rule_hooks.FLAGGED_ACTIONS:  # e.g. turn a manifested permanent
        if vstate.get(flag):  # face up (701.34b), once something was manifested
            options.extend(special(game, player))
    if vstate.get("cast.exiled_for"):  # (The Windy City)
        if sources is None:
            sources = board_mana_sources(game, player)
        options.extend(granted_casting.exiled_cast_options(game, player, sources, sorcery_ok, rules))
    if rules and p.graveyard and any(r[0] in ("grant_graveyard_ability", "grant_escape")
                                     for r in rules):  # granted by a plane, e.g. scavenge
        if sources is None:
            sources = board_mana_sources(game, player)
        if sorcery_ok:
            options.extend(granted_casting.graveyard_ability_options(game, player, rules, sources))
        options.extend(granted_casting.escape_options(game, player, rules, sources, sorcery_ok))  # 702.138a
    for hook in game.hooks:
        for oid in hook.castable_from_other_zones(game, player):  # type: ignore[arg-type]
            card = objs[oid].card
            if cr.may_cast_at_this_time(game, player, card, sorcery_ok):
                if sources is None:
                    sources = board_mana_sources(game, player)
                extra = sum(h.extra_cost(game, oid, objs[oid].zone) for h in game.hooks)  # type: ignore[arg-type]
                if rules and cr.cant_cast(game, player, card, rules):
                    continue
                less = cr.cost_reduction(game, player, card, rules) \
                    if rules or cr.has_affinity(card) or card.replacement_abilities else 0
                if castable(game, player, card, sources, extra=extra, reduction=less):
                    options.append(("cast", oid))
    touched = cont.plain_ids(game)  # is_plain, worked out once for the loop
    every_touched = touched is cont.ALL_TOUCHED
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller != player or o.face_down:
            continue
        card = o.card
        plain = not o.counters and (touched is None or not every_touched and oid not in touched)
        if plain:  # the usual case: the card's own abilities, worked out once per card
            if not card.nonmana_abilities and card.sacrifice_mana_ability is None:
                continue  # e.g. a land: mana abilities are activated while paying (605.3a)
            found = None if o.tapped else card.sacrifice_mana_ability
        else:
            detained = cont.has_keyword(game, o, CANT_ACTIVATE)  # 701.29a
            found = None if o.tapped or detained else mp.sacrifice_mana_ability(game, o, False)
        # a mana ability that sacrifices its permanent (a Treasure, 111.10a) may also be
        # activated with priority, to keep the mana in the pool (605.3a)
        if found is not None and not (found[1].cost.tap and _summoning_sick(game, o)):
            options.append(("mana", oid, found[0]))
        # other mana abilities are activated while paying a cost (605.3a), see mana_payment
        if plain:
            abilities = card.nonmana_abilities
            if not abilities:
                continue
        else:
            # 613.1f: the abilities it still has, and any an effect grants it (113.2)
            abilities = () if detained else cont.nonmana_abilities(game, o)
        for i, ab in abilities:
            cost = ab.cost
            if not may_pay_other_costs(game, player, o, i, ab, sorcery_ok):
                continue
            if ab.targets and not has_legal_targets(game, ab.targets, player, ability_of=oid):
                continue
            if cost.mana.symbols:
                if sources is None:
                    sources = board_mana_sources(game, player)
                usable = [s for s in sources if not (cost.tap and s.oid == oid)]
                mana = cc.ability_cost(game, player, o, cost.mana, rules, ab) \
                    if rules or ab.cost_per else cost.mana
                if mana.symbols and not mp.can_pay(game, player, mana, 0, usable):
                    continue
            options.append(("activate", oid, i))
    options.extend(_any_player_options(game, player, sorcery_ok, sources))  # 602.2
    if game.hooks:  # planes: statics — mana abilities of a face-up plane (901.7, 605.3a)
        from casualmagic.engine.command_abilities import command_zone_options

        options.extend(command_zone_options(game, player))
    for hook in game.hooks:
        options.extend(hook.special_actions(game, player))  # type: ignore[arg-type]
    return options


def _any_player_options(game: GameState, player: int, sorcery_ok: bool,
                        sources: list[mp.Source] | None) -> list[tuple]:
    """"Any player may activate this ability." (602.2; Squallmonger): such abilities of
    permanents other players control, which ``player`` may activate and then controls. Only
    the card's own abilities (cards with none are skipped at once)."""
    options: list[tuple] = []
    for oid in _any_player_permanents(game):
        o = game.objects[oid]
        if o.controller == player or o.face_down:
            continue
        for i, ab in o.card.nonmana_abilities:
            if not ab.any_player or not may_pay_other_costs(game, player, o, i, ab, sorcery_ok):
                continue
            if ab.targets and not has_legal_targets(game, ab.targets, player, ability_of=oid):
                continue
            if ab.cost.mana.symbols:
                if sources is None:
                    sources = board_mana_sources(game, player)
                if not mp.can_pay(game, player, ab.cost.mana, 0, sources):
                    continue
            options.append(("activate", oid, i))
    return options


ANY_PLAYER = "any player may activate"
"""``keyword_cache`` key of :func:`_any_player_permanents`."""


def _any_player_permanents(game: GameState) -> tuple[int, ...]:
    """The permanents whose card has an ability any player may activate (602.2), worked out
    again only when the battlefield changes (kept in the state's per-game ``keyword_cache``
    with the battlefield it was found on; copies start without it)."""
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    hit = memo.get(ANY_PLAYER)
    if hit is not None and hit[0] is game.battlefield:
        return hit[1]
    objs = game.objects
    found = tuple(oid for oid in game.battlefield if objs[oid].card.activated
                  and any(ab.any_player for _, ab in objs[oid].card.nonmana_abilities))
    memo[ANY_PLAYER] = (game.battlefield, found)
    return found


def may_pay_other_costs(game: GameState, player: int, o: GameObject, i: int,
                        ab: ActivatedAbility, sorcery_ok: bool) -> bool:
    """May ``player`` activate ability ``i`` of ``o`` now, mana and targets aside? Timing
    (602.5d), restrictions (602.5b) and the cost's other parts (602.2b, 118.3): tapping,
    life, loyalty, sacrifices, crew, discards.  Also used for abilities that function from
    the command zone (engine.command_abilities)."""
    cost = ab.cost
    oid = o.id
    if ab.sorcery_speed and not sorcery_ok:
        return False
    if (ab.condition or ab.once_each_turn) and not activation_allowed(game, o, i, ab):
        return False  # 602.5b, e.g. boast (702.142a)
    if cost.tap or cost.untap:
        if cost.tap and (o.tapped or not cc.can_become_tapped(game, o)):
            return False
        if cost.untap and not o.tapped:
            return False
        if _summoning_sick(game, o):
            return False  # CR 302.6 summoning sickness
    if cost.pay_life and not can_pay_life(game, player, cost.pay_life):  # 119.4, 119.8
        return False
    if cost.loyalty is not None:
        # CR 606.3: once each turn; 606.6: can't remove more loyalty than it has
        if o.get_info("loyalty_turn") == game.turn or o.counter("loyalty") + cost.loyalty < 0:
            return False
    if cost.sacrifice and not can_sacrifice(game, player, cost, oid):
        return False
    if cost.crew and not cc.can_crew(game, player, cost.crew, oid):  # hook: 702.122a
        return False
    if (cost.remove_counter or cost.tap_others) and not cost_parts.can_pay(game, player, o, cost):
        return False  # 118.3: counters to remove, untapped permanents to tap
    return cost.discard <= len(game.players[player].hand)


def castable(game: GameState, player: int, card: CardDef, sources: list[mp.Source],
             extra: int = 0, total: int | None = None, *, alt: ManaCost | None = None,
             spell: SpellAbility | None = None, source_id: int | None = None,
             reduction: int = 0) -> bool:
    """Could ``player`` cast ``card`` now, timing aside? (targets 601.2c, cost 601.2f–h;
    ``alt`` is an alternative cost, 118.9, whose ``spell`` text may differ, 702.96b;
    ``reduction`` is generic mana a cost reduction takes off, 601.2f)"""
    cost0 = card.mana_cost if alt is None else alt
    if cost0.symbols:
        # quick rejection before the exact check: not enough mana at all
        if total is None:
            total = sum(game.players[player].mana_pool) + sum(s.amount for s in sources)
        mv = card.mv if alt is None else cost0.mana_value
        if mv + extra - reduction > total and \
                mv - 2 * _life_payable(card) + extra - reduction > total:
            return False
    if spell is not None:
        if spell.targets and not has_legal_targets(game, spell.targets, player, source_id):
            return False
    elif card.modes:
        # CR 601.2b-c, 700.2a: as many modes as must be chosen need legal targets
        legal = sum(has_legal_targets(game, m.targets, player, source_id) for m in card.modes)
        if legal < (1 if card.choose.repeat else card.choose.min):
            return False
    else:
        spell = card.spell_for(None)  # an Aura spell targets what it can enchant (303.4a)
        if spell is not None and spell.targets and not has_legal_targets(game, spell.targets, player,
                                                                         source_id):
            return False
    add = card.additional_cost
    if add is not None:
        p = game.players[player]
        others = len(p.hand) - (source_id is None or source_id in p.hand)  # not this card
        if not can_pay_life(game, player, add.pay_life) or add.discard > others:
            return False
        if add.sacrifice and not can_sacrifice(game, player, add, None):
            return False
    cost = cost0.with_generic(extra) if extra else cost0
    if reduction:
        cost = cr.reduce_generic(cost, reduction)
    if game.hooks:  # 609.4b: "spend mana as though it were mana of any color to cast ..."
        cost = cc.payable_for(game, player, card, cost)
    if not cost.symbols:
        return True
    return mp.can_pay(game, player, cost, 0, sources)


def _foretell_in_hand(game: GameState, hand: tuple[int, ...]) -> bool:
    """Has a card in ``hand`` foretell printed on it (702.143a)?  (A loop: asked at each
    priority of the active player, and most cards have no alternative cost at all.)"""
    objs = game.objects
    for oid in hand:
        alts = objs[oid].card.alt_costs
        if alts:
            for alt in alts:
                if alt.name == "foretell":
                    return True
    return False


def _life_payable(card: CardDef) -> int:
    """How many Phyrexian symbols the mana cost has: each may be paid with 2 life (107.4f),
    so a spell can cost less mana than its mana value."""
    return sum(1 for s in card.mana_cost.symbols if s.kind == "phyrexian")


def _summoning_sick(game: GameState, o: GameObject) -> bool:
    """CR 302.6: a creature's {T} ability needs it under its controller's control since
    their most recent turn began (or haste, 702.10b)."""
    return (cont.is_type(game, o, "Creature") and o.since_turn >= game.players[o.controller].turn_started
            and not cont.has_keyword(game, o, "Haste"))


def can_sacrifice(game: GameState, player: int, cost: Cost, source: int | None) -> bool:
    from casualmagic.engine.casting import sacrifice_candidates

    exclude = source if cost.sacrifice.startswith("another") else None
    return len(sacrifice_candidates(game, player, cost.sacrifice, exclude)) >= cost.sacrifice_count


def take_action(game: GameState, player: int, option: tuple) -> None:
    """Carry out a priority option (already checked to be legal)."""
    kind = option[0]
    if kind == "play":
        play_land(game, player, option[1], option[2] if len(option) > 2 else None)
    elif kind == "cast":
        alt = option[2] if len(option) > 2 else 0
        push(game, ("cast", option[1], player, "announce", alt))
    elif kind == "activate":
        push(game, ("activate", option[1], option[2], player, "announce", 0))
    elif kind == "foretell":  # a special action (702.143b, 116.2h)
        push(game, ("foretell", option[1], player, ()))
    elif kind == "turn_face_up" and len(option) > 2:  # by its morph or disguise cost,
        push(game, ("turn_face_up_by", option[1], player, option[2], ()))  # 702.37e, 702.168d
    elif kind == "turn_face_up":  # a special action (701.34b, 116.2b)
        push(game, ("turn_face_up", option[1], player, ()))
    elif kind == "cast_prepared":  # a copy of a prepared permanent's spell (mechanics.prepared)
        push(game, ("cast_prepared", option[1], player))
    elif kind == "mana":
        push(game, ("mana_ability", option[1], option[2], player))  # 605.3a-b
    elif kind == "command_ability":  # planes: statics (engine.command_abilities)
        from casualmagic.engine.command_abilities import take_command_ability

        take_command_ability(game, player, option)
    else:
        for hook in game.hooks:
            if hook.take_special_action(game, player, option):  # type: ignore[arg-type]
                return
        raise RuntimeError(f"no rule handles the action {option!r}")  # pragma: no cover


def play_land(game: GameState, player: int, oid: int, face: str | None = None) -> None:
    """Playing a land is a special action (CR 116.2a, 305.1); one per turn (305.2); a modal
    double-faced card's land face is chosen first and it enters with that face up (712.12)."""
    game.player_w(player).lands_played += 1
    if face is not None:  # chosen first, so the face's "enters tapped" applies (614.1c)
        faces.show_face(game, oid, int(face.removeprefix("face:")))
    # "As this land enters, you may pay 2 life" and such: chosen before it enters (614.12a)
    if not ask_entering_choices(game, oid, player, ("land_enters", oid, player)):
        land_enters(game, player, oid)


@handler("land_enters")
def _land_enters(game: GameState, task: tuple, answer: Any) -> None:
    land_enters(game, task[2], task[1])


def land_enters(game: GameState, player: int, oid: int) -> None:
    """The land played enters the battlefield (305.1), its as-enters choices made."""
    origin = game.objects[oid].zone
    new = game.move(oid, "battlefield", controller=player)
    game.emit("play_land", player, {"card": game.objects[new].card.name, "object": new}, "305.1")
    if origin == "exile":  # from among cards exiled with a plane (607.2a)
        cr.played_exiled(game, player, new)
    publish(game, ENTERED, new)
