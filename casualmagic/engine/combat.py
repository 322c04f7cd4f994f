"""Combat (CR 506–511): declaring attackers and blockers, combat damage.

Damage is assigned first (510.1: a decision per blocked attacker whose damage
can be divided) and then dealt simultaneously (510.2).

Declarations are made one creature at a time, each a decision whose
options are only the legal additions plus ``("done",)`` when the
declaration as a whole is legal (CR 508.1c, 509.1b).  The state of a combat
is an immutable :class:`Combat` record.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from casualmagic.engine import continuous as cont
from casualmagic.engine.effects import deal_damage
from casualmagic.engine.flow import ask, handler, push
from casualmagic.engine.objects import GameObject
from casualmagic.engine.state import GameState

Ref = tuple[str, int]


@dataclass(frozen=True, slots=True)
class Combat:
    """Who attacks what, who blocks whom, damage assignment orders (CR 506.4, 509.2)."""

    attackers: tuple[tuple[int, Ref], ...] = ()
    blocks: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)
    order: tuple[tuple[int, tuple[int, ...]], ...] = ()
    blocked: frozenset[int] = frozenset()
    first_strikers: frozenset[int] = field(default_factory=frozenset)
    first_step_done: bool = False

    def defender_of(self, attacker: int) -> Ref | None:
        for a, ref in self.attackers:
            if a == attacker:
                return ref
        return None

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, a in self.blocks if a == attacker]

    def is_attacking(self, oid: int) -> bool:
        return any(a == oid for a, _ in self.attackers)

    def is_blocking(self, oid: int) -> bool:
        return any(b == oid for b, _ in self.blocks)


# -- declare attackers (508) -----------------------------------------------------------------

def can_attack(game: GameState, o: GameObject) -> bool:
    """CR 508.1a: untapped creature, controlled since the turn began or with haste; 702.3b defender."""
    if o.tapped or not cont.is_type(game, o, "Creature"):
        return False
    if cont.has_keyword(game, o, "Defender"):
        return False
    if o.since_turn >= game.players[o.controller].turn_started and not cont.has_keyword(
            game, o, "Haste"):
        return False
    return True


def attack_targets(game: GameState, attacker: int) -> list[Ref]:
    """Players and planeswalkers ``attacker`` may attack (CR 508.1b; 802 with options)."""
    active = game.active
    out: list[Ref] = []
    for hook in game.hooks:
        res = hook.attack_targets(game, active, attacker)  # type: ignore[arg-type]
        if res is not None:
            return res
    for p in game.opponents(active):
        out.append(("player", p))
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller != active and o.controller in game.opponents(active) and cont.is_type(
                game, o, "Planeswalker"):
            out.append(("object", oid))
    return out


@handler("declare_attackers")
def declare_attackers(game: GameState, task: tuple, answer: tuple | None) -> None:
    chosen: tuple = task[1] if task[1] else ()
    if answer is not None:
        if answer[0] == "done":
            _finish_attackers(game, chosen)
            return
        chosen = (*chosen, (answer[1], (answer[2], answer[3])))
    taken = {a for a, _ in chosen}
    options: list[tuple] = []
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller != game.active or oid in taken or not can_attack(game, o):
            continue
        for kind, ident in attack_targets(game, oid):
            options.append(("attack", oid, kind, ident))
    if not options and not chosen:
        game.combat = Combat()
        return
    options.append(("done",))
    ask(game, game.active, "attack", options, "508.1a", ("declare_attackers", chosen),
        "Declare attackers")


def _finish_attackers(game: GameState, chosen: tuple) -> None:
    """CR 508.1f–m: tap attackers (not with vigilance), they become attacking creatures."""
    for oid, _ref in chosen:
        if not cont.has_keyword(game, game.objects[oid], "Vigilance"):
            game.obj_w(oid).tapped = True
    game.combat = Combat(attackers=tuple(chosen))
    if chosen:
        game.emit("attackers", game.active,
                  {"attackers": [[oid, game.objects[oid].card.name, list(ref)] for oid, ref in chosen]},
                  "508.1")
        from casualmagic.engine.triggers import attacked

        for oid, _ in chosen:
            attacked(game, oid)


# -- declare blockers (509) ------------------------------------------------------------------

def defending_players(game: GameState) -> list[int]:
    combat = game.combat
    out: list[int] = []
    for _a, (kind, ident) in combat.attackers if combat else ():
        p = ident if kind == "player" else game.objects[ident].controller if ident in game.objects \
            else None
        if p is not None and p not in out and not game.players[p].left:
            out.append(p)
    order = game.in_turn_order(game.active)
    return sorted(out, key=order.index)


def _can_block(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """Evasion: flying (702.9b) needs flying or reach (702.17b)."""
    if cont.has_keyword(game, attacker, "Flying") and not (
            cont.has_keyword(game, blocker, "Flying") or cont.has_keyword(game, blocker, "Reach")):
        return False
    return True


@handler("declare_blockers")
def declare_blockers(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 509.1: each defending player in turn order declares blockers."""
    defenders = defending_players(game)
    index = task[1]
    blocks: tuple = task[2] if len(task) > 2 else ()
    if index >= len(defenders):
        _finish_blockers(game, blocks)
        return
    player = defenders[index]
    if answer is not None:
        if answer[0] == "done":
            push(game, ("declare_blockers", index + 1, blocks))
            return
        if answer[0] == "block_pair":
            blocks = (*blocks, (answer[1], answer[3]), (answer[2], answer[3]))
        else:
            blocks = (*blocks, (answer[1], answer[2]))
    combat = game.combat
    objs = game.objects
    busy = {b for b, _ in blocks}
    my_attackers = []
    for a, (kind, ident) in combat.attackers:
        if a not in objs:
            continue
        target_owner = ident if kind == "player" else (objs[ident].controller if ident in objs else None)
        if target_owner == player:
            my_attackers.append(a)
    candidates = [oid for oid in game.battlefield
                  if objs[oid].controller == player and oid not in busy
                  and not objs[oid].tapped and cont.is_type(game, objs[oid], "Creature")]
    options: list[tuple] = []
    for a in my_attackers:
        att = objs[a]
        menace = cont.has_keyword(game, att, "Menace")
        already = sum(1 for _b, x in blocks if x == a)
        able = [b for b in candidates if _can_block(game, objs[b], att)]
        if menace and already == 0:
            # CR 702.110b: can't be blocked except by two or more creatures
            for i, b1 in enumerate(able):
                for b2 in able[i + 1:]:
                    options.append(("block_pair", b1, b2, a))
        else:
            for b in able:
                options.append(("block", b, a))
    options.append(("done",))
    ask(game, player, "block", options, "509.1a", ("declare_blockers", index, blocks),
        "Declare blockers")


def _finish_blockers(game: GameState, blocks: tuple) -> None:
    combat = game.combat
    blocked = frozenset(a for _b, a in blocks)
    game.combat = replace(combat, blocks=tuple(blocks), blocked=blocked)
    if blocks:
        objs = game.objects
        game.emit("blockers", None,
                  {"blocks": [[b, objs[b].card.name, a, objs[a].card.name] for b, a in blocks]},
                  "509.1")
    # CR 509.2: damage assignment order for each attacker blocked by two or more
    for a in sorted(blocked):
        if len(combat_blockers(game, a, blocks)) > 1:
            push(game, ("damage_order", a, ()))


def combat_blockers(game: GameState, attacker: int, blocks: tuple) -> list[int]:
    return [b for b, a in blocks if a == attacker and b in game.objects]


@handler("damage_order")
def damage_order(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 509.2: the attacking player orders the blockers of each blocked attacker."""
    _, attacker, order = task
    if answer is not None:
        order = (*order, answer[1])
    combat = game.combat
    remaining = [b for b in combat_blockers(game, attacker, combat.blocks) if b not in order]
    if remaining:
        ask(game, game.active, "order", [("order", b) for b in remaining], "509.2",
            ("damage_order", attacker, order),
            f"Damage assignment order for {game.objects[attacker].card.name}")
        return
    game.combat = replace(combat, order=(*combat.order, (attacker, order)))
    game.emit("damage_order", game.active, {"attacker": attacker, "order": list(order)}, "509.2")


# -- combat damage (510) ---------------------------------------------------------------------

def _strikes_first(game: GameState, o: GameObject) -> bool:
    return cont.has_keyword(game, o, "First strike") or cont.has_keyword(game, o, "Double strike")


def any_first_strike(game: GameState) -> bool:
    """CR 510.4: is there an attacking or blocking creature with first or double strike?"""
    combat = game.combat
    if not combat:
        return False
    objs = game.objects
    ids = [a for a, _ in combat.attackers] + [b for b, _ in combat.blocks]
    return any(i in objs and _strikes_first(game, objs[i]) for i in ids)


def _lethal(game: GameState, source: GameObject, target: GameObject) -> int:
    """Lethal damage (CR 702.2c deathtouch: any nonzero amount)."""
    if cont.has_keyword(game, source, "Deathtouch"):
        return 1
    return max(cont.toughness(game, target) - target.damage, 0)


@handler("combat_damage")
def combat_damage(game: GameState, task: tuple, answer: object) -> None:
    """CR 510.1–510.2: attackers' damage is assigned (choices where there are any),
    then blockers', then all of it is dealt simultaneously."""
    first_step = task[1]
    combat = game.combat
    if not combat:
        return
    objs = game.objects
    if first_step:
        firsts = frozenset(i for i in [a for a, _ in combat.attackers] + [b for b, _ in combat.blocks]
                           if i in objs and _strikes_first(game, objs[i]))
        combat = replace(combat, first_strikers=firsts)
        game.combat = combat
    assigned: list[tuple[int, Ref, int]] = []
    choices: list[tuple] = []
    for a, ref in combat.attackers:
        att = objs.get(a)
        if att is None or att.zone != "battlefield" or not _deals_now(game, att, first_step):
            continue
        power = cont.power(game, att)
        if power <= 0:
            continue  # 510.1a
        if a not in combat.blocked:
            if ref[0] == "object" and ref[1] not in objs:
                continue  # 510.1b: the planeswalker it attacked is gone
            assigned.append((a, ref, power))
            continue
        order = dict(combat.order).get(a) or tuple(combat_blockers(game, a, combat.blocks))
        blockers = tuple(b for b in order if b in objs and objs[b].zone == "battlefield")
        trample = cont.has_keyword(game, att, "Trample")
        if not blockers:
            if trample and not (ref[0] == "object" and ref[1] not in objs):
                assigned.append((a, ref, power))  # 702.19e
            continue
        recipients = [("object", b) for b in blockers] + ([ref] if trample else [])
        if len(recipients) == 1:
            assigned.append((a, recipients[0], power))  # 510.1c: one blocker takes it all
        else:
            choices.append(("assign_damage", a, tuple(recipients), power, 0, ()))
    for b, a in combat.blocks:
        blk = objs.get(b)
        if blk is None or a not in objs or blk.zone != "battlefield" or not _deals_now(
                game, blk, first_step):
            continue
        power = cont.power(game, blk)
        if power > 0:
            assigned.append((b, ("object", a), power))  # 510.1d
    game.vset("combat_assignment", tuple(assigned))
    push(game, ("deal_combat_damage", first_step))
    for t in reversed(choices):
        push(game, t)


def _deals_now(game: GameState, o: GameObject, first_step: bool) -> bool:
    """CR 510.4: which creatures assign damage in this combat damage step."""
    combat = game.combat
    if first_step:
        return o.id in combat.first_strikers
    if combat.first_step_done or combat.first_strikers:
        return o.id not in combat.first_strikers or cont.has_keyword(game, o, "Double strike")
    return True


@handler("assign_damage")
def assign_damage(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 510.1c: the attacking player divides a blocked creature's damage in its
    damage assignment order; no creature gets damage until each one ahead of it is
    assigned lethal damage (702.19b: with trample, the rest may go to the player)."""
    _, attacker, recipients, power, index, done = task
    if answer is not None:
        done = (*done, answer[1])
        index += 1
    left = power - sum(done)
    att = game.objects.get(attacker)
    if left <= 0 or index >= len(recipients) or att is None:
        out = list(game.vget("combat_assignment", ()))
        out.extend((attacker, r, n) for r, n in zip(recipients, done, strict=False) if n > 0)
        game.vset("combat_assignment", tuple(out))
        return
    ref = recipients[index]
    if index == len(recipients) - 1:
        options = [("assign", left)]  # the last recipient takes the rest
    else:
        lethal = _lethal(game, att, game.objects[ref[1]]) if ref[0] == "object" else left
        low = min(lethal, left)
        # assigning less than lethal here means nothing may go further down the order
        options = [("assign", n) for n in range(low, left + 1)]
        if low < left and lethal > left:
            options = [("assign", left)]
    who = game.objects[ref[1]].card.name if ref[0] == "object" else game.players[ref[1]].name
    ask(game, game.objects[attacker].controller, "assign", options, "510.1c",
        ("assign_damage", attacker, recipients, power, index, done),
        f"Assign {att.card.name}'s damage: how much to {who} ({left} left)?")


@handler("deal_combat_damage")
def deal_combat_damage(game: GameState, task: tuple, answer: object) -> None:
    """CR 510.2: all combat damage that's been assigned is dealt simultaneously."""
    first_step = task[1]
    objs = game.objects
    for source_id, ref, amount in game.vget("combat_assignment", ()):
        source = objs.get(source_id)
        if source is None:
            continue
        deal_damage(game, source, ref, amount, "510.2", combat=True)
        if ref[0] == "player":
            from casualmagic.engine.triggers import dealt_combat_damage_to_player

            dealt_combat_damage_to_player(game, source_id, ref[1])
    game.vset("combat_assignment", ())
    if first_step:
        game.combat = replace(game.combat, first_step_done=True)


def end_combat(game: GameState) -> None:
    """CR 511.3: all creatures are removed from combat."""
    if game.combat and (game.combat.attackers or game.combat.blocks):
        game.emit("end_combat", game.active, {}, "511.3")
    game.combat = None
