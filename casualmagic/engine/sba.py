"""State-based actions (CR 704).

:func:`check_now` performs every applicable state-based action of 704.5
(and the variants' 704.6 ones through hooks) simultaneously as one event,
and reports whether any was performed, so the caller repeats the check
(704.3).  The legend rule (704.5j) needs a choice: it is asked first, and the
check then performs everything at once.
"""

from __future__ import annotations

from casualmagic.core.flow import ask, handler
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.ending import cant_lose, check_game_over, lose_together
from casualmagic.engine.protection import protected_from


def _poison_limit(game: GameState, player: int) -> int:
    """Ten (704.5c), unless a variant says otherwise (810.8d: fifteen for a 2HG team)."""
    for hook in game.hooks:
        limit = hook.poison_limit(game, player)  # type: ignore[arg-type]
        if limit is not None:
            return limit
    return 10


def check_now(game: GameState) -> bool:
    """Perform all applicable state-based actions once; True if any was (or a choice is due)."""
    cont.expire_effects(game)  # 611.2b: "for as long as" effects end, control goes back
    game.sba_dirty = False
    objs = game.objects
    losers: list[tuple[int, str, str]] = []
    for p in game.players:
        if p.left or cant_lose(game, p.index):  # hook: "you can't lose the game" (104.3)
            continue
        if p.life <= 0:
            losers.append((p.index, "704.5a", "0 or less life"))
        elif p.drew_from_empty:
            losers.append((p.index, "704.5b", "drew from an empty library"))
        elif p.poison and p.poison >= (limit := _poison_limit(game, p.index)):  # limits are >= 1
            losers.append((p.index, "704.5c", "ten or more poison counters") if limit == 10
                          else (p.index, "810.8d", f"the team has {limit} or more poison counters"))
    to_graveyard: list[tuple[int, str]] = []
    destroy: list[tuple[int, str]] = []
    unattach: list[int] = []
    annihilate: list[int] = []
    legendary: dict[tuple[int, str], list[int]] = {}
    worlds: list[int] = []
    sagas: list[int] = []
    tokens_gone = [i for i in game.stray_tokens if i in objs]
    game.stray_tokens = ()
    touched = cont.plain_ids(game)  # is_plain, worked out once for the loop
    every_touched = touched is cont.ALL_TOUCHED
    for oid in game.battlefield:
        o = objs[oid]
        card = o.card
        if not card.sba_relevant and not o.counters and o.attached_to is None \
                and not o.face_down and (touched is None or not every_touched
                                         and oid not in touched):
            continue  # e.g. a basic land, plain: no state-based action can apply to it
        if o.face_down:
            pass
        elif card.supertypes and "Legendary" in card.supertypes:
            legendary.setdefault((o.controller, card.name), []).append(oid)
        if card.supertypes and "World" in card.supertypes:
            worlds.append(oid)
        plain = not o.counters and not o.face_down and (
            touched is None or not every_touched and oid not in touched)
        if "Creature" in card.types if plain else cont.is_type(game, o, "Creature"):
            t = (card.toughness or 0) if plain else cont.toughness(game, o)
            if t <= 0:
                to_graveyard.append((oid, "704.5f"))
                continue
            if o.damage >= t or o.deathtouch_damage:
                if not cont.has_keyword(game, o, "Indestructible"):
                    destroy.append((oid, "704.5g" if o.damage >= t else "704.5h"))
                    continue
        if "Planeswalker" in card.types and o.counter("loyalty") <= 0 and cont.is_type(
                game, o, "Planeswalker"):
            to_graveyard.append((oid, "704.5i"))
            continue
        if o.attached_to is not None or (card.subtypes and "Aura" in card.subtypes):
            target = objs.get(o.attached_to) if o.attached_to is not None else None
            if "Aura" in o.card.subtypes:
                # 704.5m, and an Aura with a quality its object has protection from (702.16c)
                if target is None or target.zone != "battlefield" or protected_from(game, target, o):
                    if not rule_hooks.replaced(rule_hooks.AURA_ILLEGALLY_ATTACHED, game, oid):
                        to_graveyard.append((oid, "704.5m"))
                        continue  # else: mechanics, a bestowed Aura stays (702.103f)
            elif "Equipment" in o.card.subtypes:
                if target is None or target.zone != "battlefield" or not cont.is_type(
                        game, target, "Creature") or protected_from(game, target, o):  # 702.16d
                    unattach.append(oid)
        if o.counters and o.counter("+1/+1") and o.counter("-1/-1"):
            annihilate.append(oid)
        if card.subtypes and "Saga" in card.subtypes:
            sagas.append(oid)
    legend_groups = [ids for ids in legendary.values() if len(ids) > 1]
    if legend_groups:
        keep = dict(game.vget("legend_keep", ()))
        for ids in legend_groups:
            key = tuple(sorted(ids))
            if key not in keep:
                controller = objs[ids[0]].controller
                ask(game, controller, "legend", [("keep", i) for i in ids], "704.5j",
                    ("legend_choice", key), f"Legend rule: keep which {objs[ids[0]].card.name}?")
                return True
            to_graveyard.extend((i, "704.5j") for i in ids if i != keep[key])
        game.vset("legend_keep", ())
    to_graveyard.extend((oid, "704.5k") for oid in world_rule(game, worlds))
    if sagas:  # 714.4: a Saga past its final chapter is sacrificed
        from casualmagic.engine.faces import sagas_to_sacrifice

        to_graveyard.extend((oid, "714.4") for oid in sagas_to_sacrifice(game, sagas))
    variant_acted = False
    any_action = bool(losers or to_graveyard or destroy or unattach or annihilate or tokens_gone)
    # perform simultaneously (704.3)
    for oid in tokens_gone:
        game.cease_to_exist(oid)
        game.emit("token_ceases", None, {"object": oid}, "704.5d")
    for oid in annihilate:
        o = game.obj_w(oid)
        n = min(o.counter("+1/+1"), o.counter("-1/-1"))
        o.counters = o.with_counter("+1/+1", -n)
        o.counters = o.with_counter("-1/-1", -n)
        game.emit("counters_annihilate", o.controller, {"object": oid, "amount": n}, "704.5q")
    for oid in unattach:
        game.obj_w(oid).attached_to = None
        game.emit("unattach", game.objects[oid].controller, {"object": oid}, "704.5n")
    if to_graveyard or destroy:  # imported here: effects → flow → turn → sba
        from casualmagic.engine.primitives import put_in_graveyard
    for oid, rule in to_graveyard + destroy:
        if oid in game.objects and game.objects[oid].zone == "battlefield":
            put_in_graveyard(game, oid, "dies" if rule in ("704.5f", "704.5g", "704.5h")
                             else "sacrifice" if rule == "714.4" else "sba", rule)
    for hook in game.hooks:
        if hook.state_based_actions(game):  # type: ignore[arg-type]
            variant_acted = True
    for check in rule_hooks.STATE_BASED_ACTIONS:  # mechanics: ascend (702.131b)
        if check(game):
            variant_acted = True
    if losers:
        for seat, _rule, _reason in losers:
            game.player_w(seat).drew_from_empty = False
        lose_together(game, losers)  # 704.3: at the same moment (901.6 skips the others)
        check_game_over(game)
    if any_action or variant_acted:
        game.sba_dirty = True
        return True
    return False


def world_rule(game: GameState, worlds: list[int]) -> list[int]:
    """CR 704.5k: of two or more world permanents, all but the one that has been a world
    permanent for the shortest time go to the graveyard (all of them on a tie).  With a
    limited range of influence a permanent is compared only with the world permanents
    within its controller's range (801.12).  (No effect grants the world supertype yet, so
    the time is the permanent's timestamp.)"""
    if len(worlds) < 2:
        return []
    from casualmagic.core.hooks import within_influence

    objs = game.objects
    out = []
    for w in worlds:
        mine = objs[w]
        others = [x for x in worlds if x != w
                  and within_influence(game, mine.controller, ("object", x))]
        if any(objs[x].timestamp >= mine.timestamp for x in others):
            out.append(w)
    return out


@handler("legend_choice")
def _legend_choice(game: GameState, task: tuple, answer: tuple) -> None:
    """Record which legendary permanent the player keeps; the check then runs (704.5j)."""
    keep = dict(game.vget("legend_keep", ()))
    keep[task[1]] = answer[1]
    game.vset("legend_keep", tuple(keep.items()))
    game.sba_dirty = True
