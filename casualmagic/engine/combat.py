"""Combat (CR 506–511): declaring attackers and blockers, combat damage.

Declarations are made one creature at a time, each a decision whose
options are only the legal additions plus ``("done",)`` when finishing the
declaration now is legal (CR 508.1c–d, 509.1b–c): restrictions are never
offered, and "done" waits until the maximum possible number of requirements
("attacks/blocks each combat if able") is obeyed.

Damage is assigned first (510.1: a decision per recipient of an attacking or
blocking creature whose damage can be divided, 510.1c–d: there is no damage
assignment order since the 2025 rules) and then dealt simultaneously (510.2).

The state of a combat is an immutable :class:`Combat` record.  A permanent
that leaves the battlefield, changes controller or stops being a creature
(or a planeswalker, if it was being attacked) is no longer in combat (506.4);
:func:`sync_combat` brings the record up to date before each combat step's
actions, and :func:`remove_from_combat` removes one permanent on an
effect's word.

Longer than 600 lines: 506-511 are one sequence (declare attackers, blockers, assign
and deal damage) sharing the requirement and restriction checks (508.1c-d, 509.1b-c).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache

from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.cards.vocabulary import (
    ATTACK_UNLESS_FLAG,
    BLOCKED_BY_FLAG,
    BLOCKER_POWER_FLAG,
    CAN_BLOCK_ONLY_FLYERS,
    CANT_BE_BLOCKED_BY_LESS_POWER,
    LURE,
    MAX_ONE_BLOCKER,
    MUST_BE_BLOCKED,
)
from casualmagic.core.dispatch import ATTACKED, HAPPENED_TO, publish
from casualmagic.core.flow import ask, handler, push, push_in_order
from casualmagic.core.hooks import is_active_player
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import (
    attack_costs,
    combat_alone,
    combat_unblocked,
    rule_hooks,
    static_conditions,
)
from casualmagic.engine import continuous as cont
from casualmagic.engine.class_levels import level_condition, level_of
from casualmagic.engine.primitives import deal_damage
from casualmagic.engine.protection import protected_from
from casualmagic.engine.statics import combat_limit, combat_rules, parse_layer_filter, restricted

Ref = tuple[str, int]

_NO_OBJECT = -1
"""An object id no object has (ids start at 1): lets ``triggers.blocked`` fire one side only."""


@dataclass(frozen=True, slots=True)
class Combat:
    """Who attacks what and who blocks whom (CR 506.4, 508.1, 509.1)."""

    attackers: tuple[tuple[int, Ref], ...] = ()
    blocks: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)
    blocked: frozenset[int] = frozenset()
    first_strikers: frozenset[int] = field(default_factory=frozenset)
    first_step_done: bool = False
    defenders: tuple[tuple[int, int], ...] = ()  # attacker -> defending player (508.5)
    not_attacked: frozenset[int] = frozenset()  # planeswalkers removed from combat (506.4c)

    def defender_of(self, attacker: int) -> Ref | None:
        for a, ref in self.attackers:
            if a == attacker:
                return ref
        return None

    def defending_player(self, attacker: int) -> int | None:
        """The player ``attacker`` attacks, or the controller of what it attacks (508.5)."""
        for a, p in self.defenders:
            if a == attacker:
                return p
        ref = self.defender_of(attacker)
        return ref[1] if ref is not None and ref[0] == "player" else None

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, a in self.blocks if a == attacker]

    def blocked_by(self, blocker: int) -> list[int]:
        """The attacking creatures ``blocker`` is blocking (CR 509.1g)."""
        return [a for b, a in self.blocks if b == blocker]

    def is_attacking(self, oid: int) -> bool:
        return any(a == oid for a, _ in self.attackers)

    def is_blocking(self, oid: int) -> bool:
        return any(b == oid for b, _ in self.blocks)


# -- removal from combat (506.4) -------------------------------------------------------------

def remove_from_combat(game: GameState, oid: int, rule: str = "506.4") -> bool:
    """CR 506.4: ``oid`` stops being an attacking, blocking, blocked or unblocked
    creature, or (a planeswalker) stops being attacked.  A creature it blocked
    stays blocked (509.1h); a creature attacking it keeps attacking nothing
    (506.4c).  Returns whether it was in combat."""
    combat = game.combat
    if not combat:
        return False
    new = _without(combat, oid)
    if new is combat:
        return False
    game.combat = new
    o = game.last_known_object(oid)
    game.emit("removed_from_combat", game.active,
              {"object": oid, "card": o.card.name if o is not None else "?"}, rule)
    return True


def _without(combat: Combat, oid: int) -> Combat:
    """``combat`` with ``oid`` removed from it (the same record if it wasn't in it)."""
    if combat.is_attacking(oid):
        return replace(
            combat,
            attackers=tuple(x for x in combat.attackers if x[0] != oid),
            blocks=tuple(x for x in combat.blocks if x[1] != oid),
            blocked=combat.blocked - {oid},
        )
    if combat.is_blocking(oid):
        return replace(
            combat,
            blocks=tuple(x for x in combat.blocks if x[0] != oid),  # 509.1h: still blocked
        )
    if oid not in combat.not_attacked and any(
            ref == ("object", oid) for _a, ref in combat.attackers):
        return replace(combat, not_attacked=combat.not_attacked | {oid})
    return combat


def sync_combat(game: GameState) -> None:
    """CR 506.4: remove from combat what left the battlefield, changed controller,
    or stopped being a creature (a planeswalker being attacked: stopped being a
    planeswalker).  What left the battlefield is a new object (400.7) and its
    zone change was logged; a permanent still here gets a ``removed_from_combat`` event."""
    combat = game.combat
    if not combat:
        return
    objs = game.objects
    gone: list[int] = []
    noted: list[int] = []

    def check(oid: int, controller: int | None, card_type: str) -> None:
        o = objs.get(oid)
        if o is None or o.zone != "battlefield":
            gone.append(oid)
        elif o.controller != controller or not cont.is_type(game, o, card_type):
            noted.append(oid)

    for a, ref in combat.attackers:
        o = objs.get(a)  # 805.10a: any player of the active team may be the attacking player
        check(a, o.controller if o is not None and _attacks_for(game, o.controller) else game.active,
              "Creature")
        if ref[0] == "object" and ref[1] not in combat.not_attacked:
            check(ref[1], combat.defending_player(a), "Planeswalker")
    for b, a in combat.blocks:
        o, d = objs.get(b), combat.defending_player(a)  # 805.10d: or a teammate of the defender
        check(b, o.controller if o is not None and d is not None
              and _blocks_for(game, o.controller, d) else d, "Creature")
    for oid in dict.fromkeys(gone):
        combat = _without(combat, oid)
    game.combat = combat
    for oid in dict.fromkeys(noted):
        remove_from_combat(game, oid)


# -- declare attackers (508) -----------------------------------------------------------------

def can_attack(game: GameState, o: GameObject) -> bool:
    """CR 508.1a: an untapped creature, controlled since the turn began or with haste
    (702.10b); restrictions 508.1c: defender (702.3b), "can't attack (or block)"."""
    if o.tapped or not cont.is_type(game, o, "Creature"):
        return False
    if cont.has_keyword(game, o, "Defender") or cont.has_keyword(game, o, "Can't attack") \
            or cont.has_keyword(game, o, "Can't attack or block"):
        return False
    if restricted(game, o, ("cant_attack", "cant_attack_or_block")):
        return False  # 508.1c: e.g. "Creatures with power 7 or greater can't attack or block"
    if o.since_turn >= game.players[o.controller].turn_started and not cont.has_keyword(
            game, o, "Haste"):
        return False
    return True


def must_attack(game: GameState, o: GameObject) -> bool:
    """A requirement (CR 508.1d): "attacks each combat if able", or goaded (701.38b)."""
    return cont.has_keyword(game, o, "Attacks each combat if able") or bool(goaded_by(game, o)) \
        or _must_attack_player(game, o) is not None \
        or any(("player", p) in attack_targets(game, o.id) for p in _noted_defenders(game, o))


NOTED_DEFENDER = "Attacks a noted player each combat if able"


def _noted_defenders(game: GameState, o: GameObject) -> tuple[int, ...]:
    """Cogwork Tracker: "This creature attacks a player you noted for cards named Cogwork
    Tracker each combat if able" (a requirement, 508.1d, on a note of the draft, 905.2b):
    the players still in the game its controller noted for cards with its name."""
    if not cont.has_keyword(game, o, NOTED_DEFENDER):
        return ()
    from casualmagic.engine.draft_notes import noted_players

    return tuple(p for p in noted_players(game, o.controller, o.card.name)
                 if not game.players[p].left and not game.players[p].lost)


def _must_attack_player(game: GameState, o: GameObject) -> int | None:
    """The player ``o`` "attacks this turn if able" (a requirement, 508.1d), if any; a
    mark without a turn: "attacks that player each combat if able" (schemes)."""
    mark = o.get_info("must_attack")
    if mark is None or mark[1] not in (None, game.turn) or game.players[mark[0]].left:
        return None
    return mark[0]


def goaded_by(game: GameState, o: GameObject) -> tuple[int, ...]:
    """The players whose goad still holds ``o`` (701.38a: until that player's next turn),
    and the controllers of Auras that say "Enchanted creature is goaded" attached to it
    (701.38b: goaded as long as the Aura is attached; one player goading twice counts
    once, 701.38d)."""
    marks = tuple(p for p, turn in o.get_info("goaded", ())
                  if game.players[p].turn_started <= turn and not game.players[p].left)
    auras = tuple(src.controller for op, _args, src in combat_rules(game)
                  if op == "goad_attached" and src.attached_to == o.id
                  and not game.players[src.controller].left)
    return tuple(dict.fromkeys((*marks, *auras))) if auras else marks


def goad(game: GameState, oid: int, player: int) -> None:
    """701.38a: ``player`` goads creature ``oid`` until their next turn."""
    o = game.obj_w(oid)
    marks = tuple(m for m in o.get_info("goaded", ()) if m[0] != player)
    o.info = (*(kv for kv in o.info if kv[0] != "goaded"), ("goaded", (*marks, (player, game.turn))))
    game.emit("goad", player, {"object": oid, "card": o.card.name}, "701.38a")


def _unrestricted(game: GameState, targets: list[Ref]) -> list[Ref]:
    """Without the players an effect says creatures can't attack ("creatures can't attack
    you until a player planeswalks", 508.1c)."""
    # an effect with a player in ``args`` holds back only that
    # player's creatures ("can't attack you during their next turn", City Hall)
    shielded = {e.controller for e in cont.rule_effects(game, "cant_attack_player")
                if not e.args or e.args[0] == game.active}
    if not shielded:
        return targets
    return [t for t in targets if not (t[0] == "player" and t[1] in shielded)]


def _goaded_targets(game: GameState, o: GameObject, targets: list[Ref]) -> list[Ref]:
    """701.38b: a goaded creature attacks a player other than those who goaded it if able
    (offered only such attacks when it can make one)."""
    must = _must_attack_player(game, o)
    if must is not None and ("player", must) in targets:
        return [("player", must)]  # "attacks that opponent this turn if able"
    noted = [("player", p) for p in _noted_defenders(game, o) if ("player", p) in targets]
    targets = noted or targets  # 508.1d: a noted player, if it can attack one
    goaders = goaded_by(game, o)
    if not goaders:
        return targets
    others = [t for t in targets if t[0] == "player" and t[1] not in goaders]
    return others or targets


def _attacks_for(game: GameState, player: int) -> bool:
    """Is ``player`` an attacking player? (508.1; 805.10a: every player of the active team)"""
    return player == game.active or (bool(game.hooks) and is_active_player(game, player))


def _blocks_for(game: GameState, player: int, defender: int) -> bool:
    """May ``player``'s creatures block creatures attacking ``defender``? (509.1a, 802.4a;
    805.10d shared team turns: any player of the defending team)"""
    if player == defender:
        return True
    return any(h.blocks_for(game, player, defender) for h in game.hooks)  # type: ignore[arg-type]


def attack_targets(game: GameState, attacker: int) -> list[Ref]:
    """Players and planeswalkers ``attacker`` may attack (CR 506.2, 508.1b; 802 with options)."""
    active = game.active
    out: list[Ref] = []
    for hook in game.hooks:
        res = hook.attack_targets(game, active, attacker)  # type: ignore[arg-type]
        if res is not None:
            return res
    opponents = game.opponents(active)
    for p in opponents:
        out.append(("player", p))
    objs = game.objects
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller in opponents and cont.is_type(game, o, "Planeswalker"):
            out.append(("object", oid))
    return out


@handler("declare_attackers")
def declare_attackers(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 508.1a–d: the active player adds attackers one at a time; "done" is offered
    only when every creature that attacks each combat if able and could attack does
    (the one restriction that forbids a creature because of another, "can't attack alone",
    506.5, is met by offering such a creature only with a partner and "done" only once it
    has one, engine.combat_alone; an attack with a cost is never required, 508.1d, so that
    is the maximum number of requirements obeyable); costs to attack are paid once the
    declaration is done (engine.attack_costs, 508.1h-j)."""
    chosen: tuple = task[1] if task[1] else ()
    if answer is not None:
        if answer[0] == "done":
            tax = attack_costs.total_tax(game, chosen) if attack_costs.any_tax(game) else 0
            if tax:  # 508.1h: the total cost to attack, locked in, then paid (508.1i-j)
                attack_costs.ask_payment(game, chosen, tax)
                return
            finish_attackers(game, chosen)
            return
        chosen = (*chosen, (answer[1], (answer[2], answer[3])))
    taken = {a for a, _ in chosen}
    options: list[tuple] = []
    must: set[int] = set()
    objs = game.objects
    limit = combat_limit(game, "max_attackers")  # "No more than one creature can attack"
    taxed = attack_costs.any_tax(game)  # "… unless their controller pays {2} …" (508.1d)
    so_far = attack_costs.total_tax(game, chosen) if taxed else 0
    for oid in game.battlefield if limit is None or len(chosen) < limit else ():
        o = objs[oid]
        if (o.controller != game.active and not _attacks_for(game, o.controller)) \
                or oid in taken or not can_attack(game, o):
            continue
        targets = _goaded_targets(game, o, _unrestricted(game, attack_targets(game, oid)))
        targets = [t for t in targets if may_attack_target(game, o, t)]  # 508.1c
        free = targets
        if taxed:  # 118.3: only attacks whose total cost stays payable; 508.1d: a cost is
            free = [t for t in targets if not attack_costs.tax_for(game, t)]  # never required
            targets = [t for t in targets if attack_costs.affordable(
                game, game.active, so_far + attack_costs.tax_for(game, t))]
        for kind, ident in targets:
            options.append(("attack", oid, kind, ident))
        if free and must_attack(game, o):
            must.add(oid)
    options = combat_alone.attack_options(game, chosen, options, limit, so_far)  # 506.5
    required = any(o[1] in must for o in options)
    if not options and not chosen:
        game.combat = Combat()
        return
    if not required and not combat_alone.attacks_alone(game, chosen):  # 508.1c, 506.5
        options.append(("done",))
    ask(game, game.active, "attack", options, "508.1d" if required else "508.1a",
        ("declare_attackers", chosen), "Declare attackers")


def finish_attackers(game: GameState, chosen: tuple) -> None:
    """CR 508.1f–m: tap attackers (not with vigilance, 702.20b); they become attacking creatures
    (each noted as having attacked this turn, for boast 702.142a and "that attacked this turn")."""
    for oid, _ref in chosen:
        w = game.obj_w(oid)
        if not cont.has_keyword(game, game.objects[oid], "Vigilance"):
            w.tapped = True
        w.info = (*(kv for kv in w.info if kv[0] != "attacked_turn"), ("attacked_turn", game.turn))
    objs = game.objects
    defenders = tuple((oid, ref[1] if ref[0] == "player" else objs[ref[1]].controller)
                      for oid, ref in chosen)
    game.combat = Combat(attackers=tuple(chosen), defenders=defenders)
    if chosen:
        game.emit("attackers", game.active,
                  {"attackers": [[oid, objs[oid].card.name, list(ref)] for oid, ref in chosen]},
                  "508.1")
        for oid, _ in chosen:
            publish(game, ATTACKED, oid)
        attack_keyword_triggers(game, chosen)
        you_attack_triggers(game, {objs[oid].controller for oid, _ in chosen})
        rule_hooks.run(rule_hooks.ATTACKERS_DECLARED, game, chosen)  # e.g. enlist (508.1g)


@lru_cache(maxsize=64)
def annihilator_ability(n: int) -> TriggeredAbility:
    """CR 702.86a: "Annihilator N" means "Whenever this creature attacks, defending player
    sacrifices N permanents." """
    return TriggeredAbility("attacks", (Effect("sacrifice_choice", (
        ("amount", n), ("filter", "permanent"), ("who", "defending player"))),), (), None,
        f"Annihilator {n} (Whenever this creature attacks, defending player sacrifices "
        f"{n} permanent{'s' if n != 1 else ''}.)")


EXALTED = TriggeredAbility(
    "attacks", (Effect("pump", (("power", 1), ("toughness", 1), ("what", "it"))),), (), None,
    "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until "
    "end of turn.)")
"""CR 702.83a, the triggered ability the keyword stands for; "that creature" is the subject."""


def you_attack_triggers(game: GameState, attackers: set[int]) -> None:
    """"Whenever you attack" (508.1m): once per combat for each attacking player, of their
    permanents and of command-zone objects whose abilities function (a face-up plane of
    the planar controller, 901.7)."""
    from casualmagic.engine.triggers import abilities_of, fire_trigger

    objs = game.objects
    sources = list(game.battlefield)
    for hook in game.hooks:
        sources.extend(hook.command_zone_sources(game))  # type: ignore[arg-type]
    for oid in sources:
        o = objs[oid]
        if o.controller in attackers and o.card.triggered:
            fire_trigger(game, oid, o.card, o.controller, "you_attack", abilities_of(game, o))


def team_attackers(game: GameState, player: int) -> list[int]:
    """The attacking creatures ``player``'s team controls (506.2, 810.2: a team attacks
    together), for "whenever your team attacks with exactly two creatures"."""
    from casualmagic.core.hooks import life_team

    team = set(life_team(game, player)) | {player}
    combat = game.combat
    if combat is None:
        return []
    return [a for a, _ in combat.attackers
            if a in game.objects and game.objects[a].controller in team]


def attack_keyword_triggers(game: GameState, chosen: tuple) -> None:
    """Keyword abilities that trigger on attacking (508.1m): each instance of annihilator
    of each attacker (702.86a-b), and, when a creature attacks alone (506.5, 702.83b), the
    exalted ability of each permanent its controller controls (702.83a)."""
    from casualmagic.engine.triggers import queue_trigger

    objs = game.objects
    for oid, _ref in chosen:
        o = objs[oid]
        for kw in cont.all_keyword_instances(game, o):  # each instance (702.86b, 702.39b)
            if kw.startswith("Annihilator "):
                queue_trigger(game, oid, o.card, annihilator_ability(int(kw.split()[1])),
                       o.controller)
            elif kw in rule_hooks.ATTACK_TRIGGERS:  # provoke (702.39a)
                queue_trigger(game, oid, o.card, rule_hooks.ATTACK_TRIGGERS[kw], o.controller)
            elif rule_hooks.NUMBERED_ATTACK_TRIGGERS and kw.rpartition(" ")[2].isdigit() \
                    and kw.rpartition(" ")[0] in rule_hooks.NUMBERED_ATTACK_TRIGGERS:  # mobilize
                name, _, n = kw.rpartition(" ")
                queue_trigger(game, oid, o.card, rule_hooks.NUMBERED_ATTACK_TRIGGERS[name](int(n)),
                              o.controller)
    if len(chosen) != 1:
        return
    attacker = objs[chosen[0][0]]
    for pid in game.battlefield:
        p = objs[pid]
        if p.controller == attacker.controller:  # each instance triggers (702.83b)
            for _ in range(cont.keyword_instances(game, p, "Exalted")):
                queue_trigger(game, pid, p.card, EXALTED, p.controller, attacker.id)


# -- declare blockers (509) ------------------------------------------------------------------

def defending_players(game: GameState) -> list[int]:
    """The players attacked, or whose planeswalkers are, in turn order (CR 506.2, 509.1)."""
    combat = game.combat
    out: list[int] = []
    for a, _ref in combat.attackers if combat else ():
        p = combat.defending_player(a)
        if p is not None and p not in out and not game.players[p].left:
            out.append(p)
    order = game.in_turn_order(game.active)
    return sorted(out, key=order.index)


def can_block(game: GameState, o: GameObject) -> bool:
    """CR 509.1a: an untapped creature; restriction 509.1b: "can't block", "can't attack or block"."""
    return not o.tapped and cont.is_type(game, o, "Creature") \
        and not cont.has_keyword(game, o, "Can't block") \
        and not cont.has_keyword(game, o, "Can't attack or block") \
        and not restricted(game, o, ("cant_block", "cant_attack_or_block"))


def can_block_attacker(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """Restrictions on one block (CR 509.1b): "can't be blocked", flying (702.9b) needs
    flying or reach (702.17b), protection (702.16f), shadow only with shadow (702.28b),
    landwalk (702.14c)."""
    if cont.has_keyword(game, attacker, "Can't be blocked"):
        return False
    if cont.has_keyword(game, blocker, CAN_BLOCK_ONLY_FLYERS) \
            and not cont.has_keyword(game, attacker, "Flying"):
        return False  # "can block only creatures with flying" (509.1b)
    if not _power_allows(game, blocker, attacker):
        return False
    if cont.has_keyword(game, attacker, "Flying") and not (
            cont.has_keyword(game, blocker, "Flying") or cont.has_keyword(game, blocker, "Reach")):
        return False
    if protected_from(game, attacker, blocker):
        return False
    if cont.has_subtype(game, blocker, "Coward") and _cowards_cant_block(game, attacker):
        return False  # "Cowards can't block Warriors" (509.1b)
    if cont.has_keyword(game, attacker, "Shadow") != cont.has_keyword(game, blocker, "Shadow"):
        return False  # 702.28b
    if cont.has_keyword(game, attacker, "Fear") and not (
            cont.is_type(game, blocker, "Artifact") or "B" in cont.colors_of(game, blocker)):
        return False  # 702.36b (schemes: Fear My Authority)
    for land_type, walk in LANDWALK.items():
        if cont.has_keyword(game, attacker, walk) and any(
                cont.is_type(game, p, "Land") and cont.has_subtype(game, p, land_type)
                for p in game.permanents(blocker.controller)):
            return False  # 702.14c: the defending player controls such a land
    return not any(fn(game, blocker, attacker) for fn in rule_hooks.BLOCK_RESTRICTIONS)


def _power_allows(game: GameState, blocker: GameObject, attacker: GameObject) -> bool:
    """"Can't be blocked by creatures with power 2 or less", "… by Walls", "… except by
    black creatures" (509.1b): judged on the blocker now."""
    if cont.is_plain(game, attacker) and not attacker.card.keywords:
        return True
    for kw in cont.characteristics(game, attacker).keywords:
        if kw == CANT_BE_BLOCKED_BY_LESS_POWER and cont.power(game, blocker) < cont.power(
                game, attacker):
            return False  # "Creatures with power less than this creature's power can't block it"
        m = BLOCKER_POWER_FLAG.match(kw)
        if m:
            n, power = int(m.group(1)), cont.power(game, blocker)
            if (power <= n) if m.group(2) == "less" else (power >= n):
                return False
        m = BLOCKED_BY_FLAG.match(kw)
        if m and _blocker_is(game, blocker, m.group(2)) == (m.group(1) == "by"):
            return False
    return True


def _blocker_is(game: GameState, blocker: GameObject, phrase: str) -> bool:
    """Is ``blocker`` one of "artifact creatures", "Walls", "black creatures", "creatures
    with flying (or reach)"?"""
    if phrase == "artifact creatures":
        return cont.is_type(game, blocker, "Artifact")
    if phrase == "Walls":
        return cont.has_subtype(game, blocker, "Wall")
    if phrase.startswith("creatures with flying"):
        return cont.has_keyword(game, blocker, "Flying") or (
            phrase.endswith("reach") and cont.has_keyword(game, blocker, "Reach"))
    color = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[phrase.split()[0]]
    return color in cont.colors_of(game, blocker)


def may_attack_target(game: GameState, o: GameObject, ref: tuple) -> bool:
    """Restrictions on whom ``o`` attacks (508.1c): "can't attack unless defending player
    controls an Island" (the player attacked, or the controller of the planeswalker or
    battle attacked, 506.2); an Aura's "enchanted creature can't attack you or planeswalkers
    you control" (its controller)."""
    defender = ref[1] if ref[0] == "player" else game.objects[ref[1]].controller
    if any(op == "attached_cant_attack_controller" and src.attached_to == o.id
           and src.controller == defender for op, _args, src in combat_rules(game)):
        return False
    if cont.is_plain(game, o) and not o.card.keywords:
        return True
    for kw in cont.characteristics(game, o).keywords:
        m = ATTACK_UNLESS_FLAG.match(kw)
        if m:
            if not any(cont.is_type(game, p, "Land") and cont.has_subtype(game, p, m.group(1))
                       for p in game.permanents(defender)):
                return False
    return True


def _cowards_cant_block(game: GameState, attacker: GameObject) -> bool:
    """"Cowards can't block Warriors" (509.1b): a static ability of some permanent (Shy
    Town's Warrior tokens) forbids a Coward to block a Warrior; read only for a Coward
    blocker, so it costs nothing in games without Cowards."""
    from casualmagic.cards.vocabulary import COWARDS_CANT_BLOCK_WARRIORS

    if not cont.has_subtype(game, attacker, "Warrior"):
        return False
    objs = game.objects
    return any(cont.has_keyword(game, objs[i], COWARDS_CANT_BLOCK_WARRIORS)
               for i in game.battlefield)


LANDWALK = {"Plains": "Plainswalk", "Island": "Islandwalk", "Swamp": "Swampwalk",
            "Mountain": "Mountainwalk", "Forest": "Forestwalk"}
"""Landwalk keywords of the basic land types (702.14a)."""


def block_capacity(game: GameState, o: GameObject) -> int | None:
    """How many attackers ``o`` may block (CR 509.1a: one, unless an ability says more);
    ``None``: any number."""
    if cont.has_keyword(game, o, "Can block any number of creatures"):
        return None
    if cont.has_keyword(game, o, "Can block an additional creature"):
        return 2
    return 1


@dataclass(frozen=True, slots=True)
class _Blocking:
    """One defending player's possible blocks: a pure description for the search."""

    attackers: tuple[int, ...]
    blockers: tuple[int, ...]
    legal: frozenset[tuple[int, int]]  # (blocker, attacker) pairs no restriction forbids
    capacity: tuple[tuple[int, int | None], ...]
    menace: frozenset[int]
    # requirements (509.1c): (blocker, None) blocks each combat if able; (blocker, attacker)
    # blocks that attacker if able (provoke, 702.39a); (None, attacker) is blocked if able
    must: tuple[tuple[int | None, int | None], ...]
    new_blockers: int | None = None  # how many more creatures may block this combat (509.1b)
    # "can't be blocked by more than one creature" (509.1b)
    single: frozenset[int] = frozenset()
    # "can't block alone" (506.5): those blockers, and how many creatures the earlier
    # defending players declared as blockers (engine.combat_alone)
    lonely: frozenset[int] = frozenset()
    companions: int = 0


def _blocking(game: GameState, player: int) -> _Blocking:
    combat = game.combat
    objs = game.objects
    attackers = tuple(a for a, _ref in combat.attackers if a in objs
                      and _blocks_for(game, player, combat.defending_player(a)))  # type: ignore[arg-type]
    blockers = tuple(oid for oid in game.battlefield
                     if objs[oid].controller == player and can_block(game, objs[oid]))
    legal = frozenset((b, a) for b in blockers for a in attackers
                      if can_block_attacker(game, objs[b], objs[a]))
    return _Blocking(
        attackers, blockers, legal,
        tuple((b, block_capacity(game, objs[b])) for b in blockers),
        frozenset(a for a in attackers if cont.has_keyword(game, objs[a], "Menace")),
        tuple((b, None) for b in blockers
              if cont.has_keyword(game, objs[b], "Blocks each combat if able"))
        + tuple(pair for fn in rule_hooks.BLOCK_REQUIREMENTS  # provoke (702.39a)
                for pair in fn(game, blockers, attackers))
        + _attackers_requirements(game, attackers, blockers, legal),
        single=frozenset(a for a in attackers if cont.has_keyword(game, objs[a], MAX_ONE_BLOCKER)),
        lonely=combat_alone.lonely_blockers(game, blockers),
    )


def _attackers_requirements(game: GameState, attackers: tuple[int, ...],
                            blockers: tuple[int, ...], legal: frozenset[tuple[int, int]]
                            ) -> tuple[tuple[int | None, int], ...]:
    """Requirements an attacking creature puts on blockers (509.1c): "All creatures able to
    block this creature do so" — each blocker able to block it, (blocker, attacker) —
    and "This creature must be blocked if able" — some blocker, (None, attacker)."""
    objs = game.objects
    out: list[tuple[int | None, int]] = []
    for a in attackers:
        o = objs[a]
        if not (o.card.keywords or not cont.is_plain(game, o)):
            continue
        if cont.has_keyword(game, o, LURE):
            out.extend((b, a) for b in blockers if (b, a) in legal)
        if cont.has_keyword(game, o, MUST_BE_BLOCKED):
            out.append((None, a))
    return tuple(out)


def _moves(ctx: _Blocking, blocks: tuple) -> list[tuple]:
    """Additions to ``blocks`` that break no restriction: a creature with menace gets
    its first blockers two at a time (CR 702.111b); no creature blocks more attackers
    than it may (509.1a)."""
    used = Counter(b for b, _ in blocks)
    count = Counter(a for _, a in blocks)
    cap = dict(ctx.capacity)
    room = None if ctx.new_blockers is None else ctx.new_blockers - len(used)
    out: list[tuple] = []
    for a in ctx.attackers:
        if a in ctx.single and count[a]:
            continue  # 509.1b: no second blocker
        able = [b for b in ctx.blockers if (b, a) in ctx.legal and (b, a) not in blocks
                and (cap[b] is None or used[b] < cap[b]) and (room is None or room > 0 or b in used)]
        if a in ctx.menace and count[a] == 0:
            for i, b1 in enumerate(able):
                for b2 in able[i + 1:]:
                    if room is None or (b1 not in used) + (b2 not in used) <= room:
                        out.append(("block_pair", b1, b2, a))
        else:
            out.extend(("block", b, a) for b in able)
    if ctx.lonely:  # 506.5: not a creature that can't block alone, with no other to block
        return combat_alone.block_moves(ctx.lonely, ctx.companions, blocks, out, room)
    return out


def _apply(blocks: tuple, move: tuple) -> tuple:
    if move[0] == "block_pair":
        return (*blocks, (move[1], move[3]), (move[2], move[3]))
    return (*blocks, (move[1], move[2]))


def _obeyed(ctx: _Blocking, blocks: tuple) -> int:
    """How many blocking requirements ``blocks`` obeys (CR 509.1c)."""
    return sum(1 for r in ctx.must if _meets(r, blocks))


def _meets(req: tuple[int, int | None], blocks: tuple) -> bool:
    """Does ``blocks`` obey the requirement ``req`` (509.1c)?"""
    m, a = req  # m None: any blocker ("must be blocked if able")
    return any((m is None or b == m) and (a is None or x == a) for b, x in blocks)


def _best(ctx: _Blocking, blocks: tuple, skipped: frozenset[int] = frozenset()) -> int:
    """The most requirements obeyable by adding to ``blocks`` (CR 509.1c).  Only the
    creatures that must block matter: each either blocks (alone, or with a partner
    against a creature with menace) or is given up; the rest only ever partner."""
    todo = [r for r in ctx.must if not _meets(r, blocks) and r not in skipped]
    now = _obeyed(ctx, blocks)
    if not todo:
        return now
    req = todo[0]
    m, a = req
    best = _best(ctx, blocks, skipped | {req})
    bound = now + len(todo)
    for move in _moves(ctx, blocks):
        if (m is None or m in (move[1:3] if move[0] == "block_pair" else move[1:2])) and (
                a is None or a == move[-1]):
            best = max(best, _best(ctx, _apply(blocks, move), skipped))
            if best == bound:
                break
    return best


@handler("declare_blockers")
def declare_blockers(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 509.1: each defending player in turn order declares blockers, one block at a
    time: only additions from which a legal declaration can still be reached are
    offered, and "done" only once the declaration is legal (509.1b–c)."""
    if task[1] == 0 and answer is None:
        sync_combat(game)
    defenders = defending_players(game)
    if game.hooks:  # 805.10d: the defending team blocks together
        defenders = [p for p in game.in_turn_order(game.active)
                     if any(_blocks_for(game, p, d) for d in defenders)]
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
        blocks = _apply(blocks, answer)
    ctx = _blocking(game, player)
    mine = tuple(x for x in blocks if x[1] in ctx.attackers)
    limit = combat_limit(game, "max_blockers")  # "No more than one creature can block"
    if limit is not None:
        others = {b for b, a in blocks if (b, a) not in mine}
        ctx = replace(ctx, new_blockers=max(limit - len(others), 0))
    if ctx.lonely:
        ctx = replace(ctx, companions=len({b for b, a in blocks if (b, a) not in mine}))
    options = _moves(ctx, mine)
    legal_now = True
    if ctx.must:
        target = _best(ctx, ())
        options = [m for m in options if _best(ctx, _apply(mine, m)) == target]
        legal_now = _obeyed(ctx, mine) == target
    if legal_now and ctx.lonely and combat_alone.blocks_alone(ctx.lonely, ctx.companions, mine):
        legal_now = False  # 509.1b, 506.5
    if legal_now:
        options.append(("done",))
    ask(game, player, "block", options, "509.1c" if ctx.must else "509.1a",
        ("declare_blockers", index, blocks), "Declare blockers")


def _finish_blockers(game: GameState, blocks: tuple) -> None:
    """CR 509.1g–i: blockers block, attackers become blocked; block triggers (509.3a, 509.3c).
    There is no damage assignment order to announce (2025 rules: 510.1c–d)."""
    combat = game.combat
    blocked = frozenset(a for _b, a in blocks)
    game.combat = replace(combat, blocks=tuple(blocks), blocked=blocked)
    if not blocks:
        return
    objs = game.objects
    game.emit("blockers", None,
              {"blocks": [[b, objs[b].card.name, a, objs[a].card.name] for b, a in blocks]},
              "509.1")
    from casualmagic.engine.triggers import blocked as block_triggers

    # 509.1i: "whenever ~ blocks" triggers once per blocker (509.3a), "whenever ~ becomes
    # blocked" once per attacker (509.3c), however many creatures are involved.
    for b in dict.fromkeys(b for b, _ in blocks):
        block_triggers(game, b, _NO_OBJECT)
    for a in dict.fromkeys(a for _, a in blocks):
        block_triggers(game, _NO_OBJECT, a)
        if a in objs:  # "Whenever a creature you control becomes blocked" (509.3c, The Sphere)
            publish(game, HAPPENED_TO, "becomes_blocked", objs[a])
    from casualmagic.engine.triggers import blocked_pair

    for b, a in blocks:  # "blocks a creature" (509.3b), "becomes blocked by a creature" (509.3d)
        blocked_pair(game, b, a)
    rule_hooks.run(rule_hooks.BLOCKERS_DECLARED, game, tuple(blocks))  # keywords (509.3)


def combat_blockers(game: GameState, attacker: int, blocks: tuple) -> list[int]:
    return [b for b, a in blocks if a == attacker and b in game.objects]


# -- combat damage (510) ---------------------------------------------------------------------

def _strikes_first(game: GameState, o: GameObject) -> bool:
    return cont.has_keyword(game, o, "First strike") or cont.has_keyword(game, o, "Double strike")


def any_first_strike(game: GameState) -> bool:
    """CR 510.4: is there an attacking or blocking creature with first or double strike?"""
    sync_combat(game)
    combat = game.combat
    if not combat:
        return False
    objs = game.objects
    ids = [a for a, _ in combat.attackers] + [b for b, _ in combat.blocks]
    return any(i in objs and _strikes_first(game, objs[i]) for i in ids)


def attacked_now(game: GameState, attacker: int) -> Ref | None:
    """What ``attacker`` is attacking now, or None if nothing (CR 506.4c, 510.1b): a
    player who left, or a planeswalker removed from combat, is attacked no more."""
    combat = game.combat
    ref = combat.defender_of(attacker) if combat else None
    if ref is None:
        return None
    kind, ident = ref
    if kind == "player":
        return None if game.players[ident].left else ref
    o = game.objects.get(ident)
    if ident in combat.not_attacked or o is None or o.zone != "battlefield" \
            or not cont.is_type(game, o, "Planeswalker"):
        return None
    return ref


@handler("combat_damage")
def combat_damage(game: GameState, task: tuple, answer: object) -> None:
    """CR 510.1–510.2: attackers' damage is assigned (choices where there are any),
    then blockers', then all of it is dealt simultaneously."""
    first_step = task[1]
    sync_combat(game)
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
    for a, _ref in combat.attackers:
        att = objs[a]
        if not _deals_now(game, att, first_step):
            continue
        power = combat_damage_amount(game, att)
        if power <= 0:
            continue  # 510.1a
        target = attacked_now(game, a)
        if a not in combat.blocked:
            if target is not None:  # 510.1b
                assigned.append((a, target, power))
            continue
        blockers = combat.blockers_of(a)
        trample = cont.has_keyword(game, att, "Trample")
        # 702.19b: the excess may go to what it attacks (702.19f: never past a
        # planeswalker to the player); 702.19d: all of it if no blockers are left
        excess = bool(trample and target)
        recipients = [("object", b) for b in blockers] + ([target] if excess else [])
        direct = (a, recipients[0], power) if len(recipients) == 1 else None
        divided = ("assign_damage", a, tuple(recipients), power, 0, (), "510.1c", excess) \
            if len(recipients) > 1 else None
        if target is not None and combat_unblocked.may_assign_as_unblocked(game, att):
            choices.append(combat_unblocked.choice_task(a, target, power, direct, divided))
        elif direct is not None:
            assigned.append(direct)  # 510.1c: one blocker takes it all
        elif divided is not None:
            choices.append(divided)
    for b in dict.fromkeys(b for b, _ in combat.blocks):
        blk = objs[b]
        if not _deals_now(game, blk, first_step):
            continue
        power = combat_damage_amount(game, blk)
        if power <= 0:
            continue  # 510.1a
        targets = combat.blocked_by(b)
        if len(targets) == 1:
            assigned.append((b, ("object", targets[0]), power))  # 510.1d
        elif targets:
            choices.append(("assign_damage", b, tuple(("object", a) for a in targets), power, 0,
                            (), "510.1d", False))
    game.vset("combat_assignment", tuple(assigned))
    push(game, ("deal_combat_damage", first_step))
    push_in_order(game, *choices)


def combat_damage_amount(game: GameState, o: GameObject) -> int:
    """CR 510.1a: a creature assigns combat damage equal to its power — or its toughness
    while an effect says "Each creature assigns combat damage equal to its toughness rather
    than its power" (e.g. The Great Forest)."""
    if any(op == "assign_combat_damage_by_toughness" and cont.fits(
            game, parse_layer_filter(args.get("filter", "creature")), o, cont.characteristics(game, o),
            src.controller, src.id) for op, args, src in combat_rules(game)):
        return cont.toughness(game, o)
    return cont.power(game, o)


def _deals_now(game: GameState, o: GameObject, first_step: bool) -> bool:
    """CR 510.4: which creatures assign damage in this combat damage step."""
    combat = game.combat
    if first_step:
        return o.id in combat.first_strikers
    if combat.first_step_done or combat.first_strikers:
        return o.id not in combat.first_strikers or cont.has_keyword(game, o, "Double strike")
    return True


def lethal_damage(game: GameState, source: GameObject, target: GameObject) -> int:
    """Lethal damage for a combat damage assignment (CR 510.1c–d): toughness less the
    damage marked and the damage other creatures have already been assigned to deal
    it this step; any nonzero amount from a source with deathtouch (702.2c)."""
    ref = ("object", target.id)
    pending = sum(n for _s, r, n in game.vget("combat_assignment", ()) if r == ref)
    lethal = max(cont.toughness(game, target) - target.damage - pending, 0)
    if cont.has_keyword(game, source, "Deathtouch"):
        return min(lethal, 1)
    return lethal


@handler("assign_damage")
def assign_damage(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 510.1c–d: a creature's controller divides its combat damage among the creatures
    blocking it (or that it blocks) as they choose: one choice per recipient, from 0 to
    what is left, and the last takes the rest.  With trample (702.19b) what it attacks
    comes last and gets the excess only once every blocker is assigned lethal damage."""
    _, source, recipients, power, index, done, rule, excess = task
    if answer is not None:
        done = (*done, answer[1])
        index += 1
    left = power - sum(done)
    src = game.objects.get(source)
    if left <= 0 or index >= len(recipients) or src is None:
        out = list(game.vget("combat_assignment", ()))
        division = [(r, n) for r, n in zip(recipients, done, strict=False) if n > 0]
        out.extend((source, r, n) for r, n in division)
        game.vset("combat_assignment", tuple(out))
        if src is not None and division:
            game.emit("assign_combat_damage", src.controller,
                      {"object": source, "card": src.card.name,
                       "division": [[_recipient_name(game, r), n] for r, n in division]}, rule)
        return
    ref = recipients[index]
    amounts = _assignable(game, src, recipients, index, done, left, excess)
    ask(game, src.controller, "assign", [("assign", n, *ref) for n in amounts], rule,
        ("assign_damage", source, recipients, power, index, done, rule, excess),
        f"Assign {src.card.name}'s damage: how much to {_recipient_name(game, ref)} "
        f"({left} left)?")


def _assignable(game: GameState, src: GameObject, recipients: tuple[Ref, ...], index: int,
                done: tuple[int, ...], left: int, excess: bool) -> range:
    """The amounts ``recipients[index]`` may be assigned (510.1c–d).  With ``excess``
    (trample, 702.19b) the last recipient is what the creature attacks."""
    last = len(recipients) - 1
    if index == last:
        return range(left, left + 1)  # the rest
    if not excess or index < last - 1:
        return range(left + 1)
    # trample, the last blocker: what it attacks gets the rest only if every blocker is
    # assigned lethal damage (702.19b; any nonzero amount with deathtouch, 702.2c)
    if any(n < lethal_damage(game, src, game.objects[r[1]])
           for r, n in zip(recipients, done, strict=False)):
        return range(left, left + 1)
    lethal = lethal_damage(game, src, game.objects[recipients[index][1]])
    return range(min(lethal, left), left + 1)


def _recipient_name(game: GameState, ref: Ref) -> str:
    if ref[0] == "player":
        return game.players[ref[1]].name
    o = game.last_known_object(ref[1])
    return o.card.name if o is not None else "?"


@handler("deal_combat_damage")
def deal_combat_damage(game: GameState, task: tuple, answer: object) -> None:
    """CR 510.2: all combat damage that's been assigned is dealt simultaneously."""
    first_step = task[1]
    objs = game.objects
    for source_id, ref, amount in game.vget("combat_assignment", ()):
        source = objs.get(source_id)
        if source is None:
            continue
        # prevention and replacement effects apply (615, 616); combat damage to a player
        # triggers "deals combat damage to a player" where it is dealt (effects)
        deal_damage(game, source, ref, amount, "510.2", combat=True)
    game.vset("combat_assignment", ())
    if first_step:
        game.combat = replace(game.combat, first_step_done=True)


def end_combat(game: GameState) -> None:
    """CR 511.3: all creatures are removed from combat."""
    if game.combat and (game.combat.attackers or game.combat.blocks):
        game.emit("end_combat", game.active, {}, "511.3")
    game.combat = None


def combat_damage_to_players(game: GameState) -> list[tuple[int, int]]:
    """``(source, player)`` for each time a source dealt combat damage to a player this
    combat (510.2), read from this combat phase's damage events (back to its beginning of
    combat step, 507), so nothing extra is remembered."""
    out: list[tuple[int, int]] = []
    node = game.log
    while node:
        ev, node = node
        if ev.turn != game.turn or (ev.kind == "step"
                                    and ev.data.get("step") == "beginning_of_combat"):
            break
        if ev.kind == "damage" and ev.data.get("combat") and "to_player" in ev.data:
            out.append((ev.data["source_id"], ev.data["to_player"]))
    return out


# -- "attacked this turn" (boast 702.142a, 602.5b) ------------------------------------------

def attacked_this_turn(game: GameState, o: GameObject) -> bool:
    """Was ``o`` declared as an attacker this turn (508.1)?"""
    return o.get_info("attacked_turn") == game.turn


def activation_allowed(game: GameState, o: GameObject, index: int, ability: object) -> bool:
    """Restrictions on activating an ability (602.5b): "Activate only if this creature
    attacked this turn" and "only once each turn" (boast, 702.142a)."""
    cond = getattr(ability, "condition", None)
    level = level_condition(cond) if cond else None
    if cond == "it attacked this turn":
        if not attacked_this_turn(game, o):
            return False
    elif level is not None:
        if level_of(o) != level:  # 716.2a: "only if this Class is level N-1"
            return False
    elif cond and static_conditions.is_known(cond) \
            and not static_conditions.holds(game, cond, o.controller, o.id):
        return False  # "Activate only during your turn", "… only if you control …"
    # other conditions (a command-zone ability's, e.g. a vanguard's) are judged where those
    # abilities are offered (engine.command_abilities)
    if getattr(ability, "once_each_turn", False) and (index, game.turn) in o.get_info(
            "activated_turns", ()):
        return False
    return True


def note_activation(game: GameState, oid: int, index: int) -> None:
    """Remember that ability ``index`` of ``oid`` was activated this turn (602.5b)."""
    w = game.obj_w(oid)
    done = tuple(x for x in w.get_info("activated_turns", ()) if x[1] == game.turn)
    w.info = (*(kv for kv in w.info if kv[0] != "activated_turns"),
              ("activated_turns", (*done, (index, game.turn))))


def _still_attackable(game: GameState, target: int, attacker_controller: int) -> bool:
    """508.4a: a planeswalker on the battlefield controlled by a defending player, or a
    battle on the battlefield."""
    o = game.objects.get(target)
    if o is None or o.zone != "battlefield":
        return False
    if cont.is_type(game, o, "Battle"):
        return True
    return cont.is_type(game, o, "Planeswalker") and \
        o.controller in game.opponents(attacker_controller)


def put_into_combat_attacking(game: GameState, oid: int, ref: Ref, rule: str = "508.4") -> bool:
    """A creature put onto the battlefield attacking (508.4): it attacks ``ref`` without
    having been declared (no "whenever attacks" triggers, 508.4c: no restrictions or
    requirements).  It never attacks (508.4a) if that player left, or if that permanent
    is gone, is no longer a planeswalker or battle, or (2025) is a planeswalker no longer
    controlled by a defending player (an opponent of the creature's controller)."""
    combat = game.combat
    if combat is None or ref[0] == "player" and game.players[ref[1]].left:
        return False
    if ref[0] == "object" and not _still_attackable(game, ref[1], game.objects[oid].controller):
        return False
    defender = ref[1] if ref[0] == "player" else game.objects[ref[1]].controller
    game.combat = replace(combat, attackers=(*combat.attackers, (oid, ref)),
                          defenders=(*combat.defenders, (oid, defender)))
    game.emit("put_attacking", game.objects[oid].controller,
              {"object": oid, "card": game.objects[oid].card.name, "attacks": list(ref)}, rule)
    return True
