"""Mana: pools, mana abilities as sources, and paying costs (CR 106, 107, 601.2g–h, 605).

A player pays a cost by activating mana abilities and spending mana from
their pool (CR 601.2g–h).  The engine offers that as one ``pay`` decision
whose options are the distinct *payment plans*: which mana sources to tap
(sources that make the same mana are interchangeable, so a plan says "two
Forests and one Llanowar Elves", not which Forests).  Mana already in the
pool is spent first (see the closing note of the core-engine issue for why).

Whether a cost can be paid at all is a matching problem (each coloured
symbol needs a source that makes one of its colours); :func:`feasible`
decides it with Hall's theorem over the handful of symbol kinds.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import TYPE_CHECKING, NamedTuple

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.vocabulary import CANT_ACTIVATE
from casualmagic.engine import continuous as cont
from casualmagic.engine import cost_changes as cc

if TYPE_CHECKING:
    from casualmagic.cards.model import ActivatedAbility
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

POOL_ORDER = "WUBRGC"
ALL_COLORS = frozenset("WUBRG")


class Source(NamedTuple):
    """A mana ability that can be activated now: ``amount`` mana of one of ``colors``."""

    oid: int
    ability: int
    colors: frozenset[str]
    amount: int
    name: str
    sacrifice: bool = False  # "{T}, Sacrifice this artifact: Add ..." (a Treasure, 111.10a)
    convoke: bool = False  # planes: costs — a creature tapped for convoke (702.51a)


def sacrifice_mana_ability(game: GameState, obj: GameObject, plain: bool = True
                           ) -> tuple[int, ActivatedAbility] | None:
    """A mana ability of ``obj`` whose cost is "{T}, Sacrifice this ..." (or just
    "Sacrifice this ...") and nothing else (605.1a): a Treasure's (111.10a) or a Black Lotus
    token's.  Such an ability may be activated while paying a cost (601.2g, 605.3a); the
    permanent is sacrificed as part of its cost (602.2b, 701.17a).  None if it has none."""
    if plain:
        return obj.card.sacrifice_mana_ability  # computed once per card
    for a in cont.characteristics(game, obj).activated:
        c = a.cost
        if a.is_mana_ability and c.sacrifice_self and not (
                c.mana.symbols or c.pay_life or c.discard or c.untap or c.sacrifice
                or c.loyalty is not None):
            printed = obj.card.activated
            return next((i for i, b in enumerate(printed) if b is a), -1), a
    return None


def mana_sources(game: GameState, player: int) -> list[Source]:
    """Mana abilities ``player`` could activate now for free except {T} (CR 605).

    Sources whose abilities cost mana (e.g. filters) are not offered in plans.
    A creature's {T} ability needs it free of summoning sickness (CR 302.6).
    """
    from casualmagic.engine import casting_rules as cr

    out: list[Source] = []
    objs = game.objects
    turn_started = game.players[player].turn_started
    rules = [r for r in cr.casting_rules(game) if r[0] == "extra_mana_when_tapped"]
    touched = cont.plain_ids(game)  # is_plain, worked out once for the loop
    every_touched = touched is cont.ALL_TOUCHED
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller != player or o.tapped or o.face_down:
            continue  # a face-down permanent has no mana abilities (708.2)
        card = o.card
        # 613: an effect may change its abilities and types
        plain = not o.counters and (touched is None or not every_touched and oid not in touched)
        tm = card.tap_mana_ability if plain else cont.tap_mana_ability(game, o)
        sac = False
        if tm is None and card.activated:
            tm = sacrifice_mana_ability(game, o, plain)  # e.g. a Treasure (111.10a)
            sac = tm is not None
        if tm is None:
            continue
        if not plain and (cont.has_keyword(game, o, CANT_ACTIVATE) or (
                tm[1].cost.tap and not cc.can_become_tapped(game, o))):
            continue  # detained (701.29a, 605); or it can't become tapped (planes: costs)
        i, ab = tm
        if ab.cost.tap and o.since_turn >= turn_started and (
                ("Creature" in card.types and "Haste" not in card.keywords) if plain else
                (cont.is_type(game, o, "Creature") and not cont.has_keyword(game, o, "Haste"))):
            continue
        colors = frozenset(ab.produces)
        if "commander" in colors:
            colors = commander_identity(game, player)
            if not colors:
                continue  # 903.4f: an undefined colour identity produces no mana
        extra = cr.extra_mana(game, player, o, rules) if rules else 0  # 605.1b, 605.4a
        out.append(Source(oid, i, colors, ab.amount + extra, card.name, sac))
    return out


def commander_identity(game: GameState, player: int) -> frozenset[str]:
    """"One mana of any color in your commander's color identity" (903.4, 903.4f): the
    colours a variant reports for ``player``'s commander, or none without commanders."""
    for hook in game.hooks:
        found = hook.commander_colors(game, player)  # type: ignore[arg-type]
        if found is not None:
            return frozenset(found)
    return frozenset()


def _demands(cost: ManaCost, x: int) -> tuple[list[frozenset[str]], int, int]:
    """Coloured demands (each a set of acceptable colours), generic count, Phyrexian count."""
    demands: list[frozenset[str]] = []
    generic = x * cost.x_count
    for s in cost.symbols:
        k = s.kind
        if k == "generic":
            generic += s.amount
        elif k == "colored":
            demands.append(frozenset(s.colors))
        elif k == "colorless":
            demands.append(frozenset("C"))
        elif k == "hybrid":
            demands.append(frozenset(s.colors))
        elif k == "mono_hybrid":
            # pay the colour (cheaper) — the {2} half is offered only when it is the sole way
            demands.append(frozenset(s.colors) | frozenset({"2"}))
        elif k == "phyrexian":
            demands.append(frozenset(s.colors) | frozenset({"life"}))
        elif k in ("snow", "half"):
            demands.append(frozenset({"unpayable"}))
    return demands, generic, 0


def feasible(supply: list[tuple[frozenset[str], int]], demands: list[frozenset[str]],
             generic: int) -> bool:
    """Can ``supply`` (colour sets with unit counts) pay ``demands`` plus ``generic``?

    Hall's theorem: a matching exists iff every set of demand kinds has at
    least as many units able to pay one of them.  Generic mana takes any unit.
    """
    total = sum(n for _, n in supply)
    if total < len(demands) + generic:
        return False
    if not demands:
        return True
    kinds: dict[frozenset[str], int] = {}
    for d in demands:
        kinds[d] = kinds.get(d, 0) + 1
    keys = list(kinds)
    for r in range(1, len(keys) + 1):
        for subset in combinations(keys, r):
            need = sum(kinds[k] for k in subset)
            union = frozenset().union(*subset)
            have = sum(n for colors, n in supply if colors & union)
            if have < need:
                return False
    return True


def feasible_with_sources(supply: list[tuple[frozenset[str], int]], demands: list[frozenset[str]],
                          generic: int) -> bool:
    """:func:`feasible`, where an entry making several mana of a choice of colours (e.g.
    "three mana of any one color") makes them all one colour (106.1, 605.3b): each colour
    is tried for such entries."""
    if not any(n > 1 and len(c) > 1 and "life" not in c for c, n in supply) or not demands:
        return feasible(supply, demands, generic)
    fixed = [(c, n) for c, n in supply if not (n > 1 and len(c) > 1)]
    alts = [[(frozenset({col}), n) for col in sorted(c)] for c, n in supply if n > 1 and len(c) > 1]
    return any(feasible(fixed + list(combo), demands, generic) for combo in product(*alts))


def pool_supply(pool: tuple[int, ...]) -> list[tuple[frozenset[str], int]]:
    return [(frozenset(POOL_ORDER[i]), n) for i, n in enumerate(pool) if n]


def _expand_demands(demands: list[frozenset[str]], life: int) -> list[list[frozenset[str]]]:
    """Phyrexian and {2/C} symbols give alternatives; list each way (few symbols only)."""
    ways: list[list[frozenset[str]]] = [[]]
    life_left = [life]
    for d in demands:
        new: list[list[frozenset[str]]] = []
        colors = frozenset(d - {"life", "2"})
        for w in ways:
            new.append([*w, colors])
            if "life" in d:
                new.append([*w, frozenset({"life"})])
            if "2" in d:
                new.append([*w, frozenset({"2"})])
        ways = new[:64]
    out = []
    for w in ways:
        life_cost = 2 * sum(1 for d in w if d == frozenset({"life"}))
        if life_cost > life_left[0]:
            continue
        out.append(w)
    return out


def _normalise(way: list[frozenset[str]], generic: int) -> tuple[list[frozenset[str]], int, int]:
    """Turn a resolved way into (coloured demands, generic, life to pay)."""
    demands = []
    life = 0
    for d in way:
        if d == frozenset({"life"}):
            life += 2
        elif d == frozenset({"2"}):
            generic += 2
        else:
            demands.append(d)
    return demands, generic, life


def can_pay(game: GameState, player: int, cost: ManaCost, x: int = 0,
            sources: list[Source] | None = None) -> bool:
    """Whether ``player`` could pay ``cost`` now from their pool and mana sources."""
    if sources is None:
        sources = mana_sources(game, player)
    cost = cc.payable(game, player, cost)  # planes: costs — 609.4b
    p = game.players[player]
    supply = pool_supply(p.mana_pool) + [(s.colors, s.amount) for s in sources]
    demands, generic, _ = _demands(cost, x)
    if all(len(d) == 1 or not (d & {"life", "2"}) for d in demands):
        return feasible_with_sources(supply, demands, generic)
    for way in _expand_demands(demands, p.life):
        d2, g2, _ = _normalise(way, generic)
        if feasible_with_sources(supply, d2, g2):
            return True
    return False


def max_x(game: GameState, player: int, cost: ManaCost, cap: int = 20,
          extra: list[Source] | None = None) -> int:
    """The largest X the player could pay for a cost with {X} (CR 107.3), or -1; ``extra``
    are creatures that may be tapped for convoke (702.51a)."""
    sources = mana_sources(game, player)
    if extra:
        sources = [*sources, *extra]
    total = sum(game.players[player].mana_pool) + sum(s.amount for s in sources)
    per_x = max(cost.x_count, 1)
    best = -1
    for xv in range(0, min(cap, total // per_x) + 1):
        if can_pay(game, player, cost, xv, sources):
            best = xv
        else:
            break
    return best


@dataclass(frozen=True, slots=True)
class Plan:
    """One way to pay: pool mana spent, sources tapped (grouped), life paid."""

    pool_used: tuple[int, ...]
    groups: tuple[tuple[str, frozenset[str], int, int], ...]  # (name, colors, amount, count)
    life: int

    def describe(self) -> str:
        parts = []
        for name, _colors, _amount, count in self.groups:
            parts.append(f"{count} × {name}" if count > 1 else name)
        pool = sum(self.pool_used)
        if pool:
            parts.insert(0, f"{pool} mana from pool")
        if self.life:
            parts.append(f"{self.life} life")
        return "tap " + ", ".join(parts) if parts else "pay nothing"


def _pool_spend(pool: tuple[int, ...], demands: list[frozenset[str]], generic: int
                ) -> tuple[tuple[int, ...], list[frozenset[str]], int]:
    """Spend pool mana first: coloured demands it can meet, then generic."""
    left = list(pool)
    used = [0] * 6
    remaining: list[frozenset[str]] = []
    for d in sorted(demands, key=len):
        for i, c in enumerate(POOL_ORDER):
            if c in d and left[i]:
                left[i] -= 1
                used[i] += 1
                break
        else:
            remaining.append(d)
    g = generic
    for i in range(6):
        take = min(left[i], g)
        left[i] -= take
        used[i] += take
        g -= take
    return tuple(used), remaining, g


def payment_plans(game: GameState, player: int, cost: ManaCost, x: int = 0,
                  limit: int = 200, exclude: int | None = None,
                  extra: tuple[Source, ...] | list[Source] = ()) -> list[Plan]:
    """Every distinct way (up to source interchangeability) to pay ``cost``.

    ``exclude`` is a source that can't be used (it is tapped by the cost itself);
    ``extra`` are creatures that may be tapped for convoke (702.51a).
    """
    p = game.players[player]
    cost = cc.payable(game, player, cost)  # planes: costs — 609.4b
    sources = [s for s in (*mana_sources(game, player), *extra) if s.oid != exclude]
    groups: dict[tuple[str, frozenset[str], int], int] = {}
    # sources that are sacrificed (Treasures, 111.10a) come last, so the first plans
    # keep them and a player spends them only by choosing such a plan
    for s in sorted(sources, key=lambda s: s.sacrifice):
        key = (s.name, s.colors, s.amount)
        groups[key] = groups.get(key, 0) + 1
    group_list = list(groups.items())
    demands0, generic0, _ = _demands(cost, x)
    plans: list[Plan] = []
    seen: set = set()
    for way in _expand_demands(demands0, p.life):
        demands, generic, life = _normalise(way, generic0)
        used, demands, generic = _pool_spend(p.mana_pool, demands, generic)
        need = len(demands) + generic
        _enumerate(group_list, 0, need, [], demands, generic, used, life, plans, seen, limit)
    return plans


def _enumerate(groups, i, need, chosen, demands, generic, used, life, plans, seen, limit,
               units=0, count=0):
    """Choose how many sources of each group to tap; keep feasible, minimal choices.

    Enough units is not enough: colours must match too (a {C}{C} Sol Ring can't pay
    {W}), so the search goes on adding sources until the choice can pay.  A minimal
    plan never taps more sources than the cost has units (``need``).
    """
    if len(plans) >= limit:
        return
    if units >= need:
        supply = _group_supply(chosen)
        if feasible_with_sources(supply, demands, generic):
            if _minimal(chosen, demands, generic):
                key = (tuple(sorted(chosen)), used, life)
                if key not in seen:
                    seen.add(key)
                    plans.append(Plan(used, tuple((n, col, a, c) for (n, col, a), c in chosen), life))
            return
    if i >= len(groups) or count >= need:
        return
    (key, available) = groups[i]
    amount = key[2]
    for take in range(min(available, need - count), -1, -1):
        new_chosen = chosen + [(key, take)] if take else chosen
        _enumerate(groups, i + 1, need, new_chosen, demands, generic, used, life, plans, seen,
                   limit, units + take * amount, count + take)


def _group_supply(chosen) -> list[tuple[frozenset[str], int]]:
    """Supply of chosen source groups; a one-colour multi-mana source stays one entry each."""
    out: list[tuple[frozenset[str], int]] = []
    for (_n, colors, amount), count in chosen:
        if len(colors) > 1:
            # one entry per source: several mana of a choice of colours is one colour
            # (see feasible_with_sources), and one-mana sources must not look like that
            out.extend([(colors, amount)] * count)
        else:
            out.append((colors, amount * count))
    return out


def _minimal(chosen, demands, generic) -> bool:
    for idx, ((n, colors, amount), count) in enumerate(chosen):
        reduced = list(chosen)
        reduced[idx] = ((n, colors, amount), count - 1)
        supply = _group_supply([g for g in reduced if g[1]])
        if feasible_with_sources(supply, demands, generic):
            return False
    return True


def add_mana(game: GameState, player: int, color: str, amount: int = 1) -> None:
    """Add mana to a pool (CR 106.4)."""
    p = game.player_w(player)
    pool = list(p.mana_pool)
    pool[POOL_ORDER.index(color)] += amount
    p.mana_pool = tuple(pool)


def assign_colors(sources: list[Source], demands: list[frozenset[str]]) -> list[str]:
    """Choose which colour each tapped source makes so the coloured demands are met."""
    n = len(sources)
    choice: list[str | None] = [None] * n
    match_of: dict[int, int] = {}  # demand index -> source index

    def try_assign(d: int, seen: set[int]) -> bool:
        for s in range(n):
            if s in seen or not (sources[s].colors & demands[d]):
                continue
            seen.add(s)
            owner = next((dd for dd, ss in match_of.items() if ss == s), None)
            if owner is None or try_assign(owner, seen):
                match_of[d] = s
                return True
        return False

    for d in range(len(demands)):
        try_assign(d, set())
    for d, s in match_of.items():
        choice[s] = sorted(sources[s].colors & demands[d], key=POOL_ORDER.index)[0]
    return [c if c is not None else sorted(sources[i].colors, key=POOL_ORDER.find)[0]
            for i, c in enumerate(choice)]


def source_colors(tapped: list[Source], demands: list[frozenset[str]]) -> list[tuple[Source, str]]:
    """The colour each tapped source makes (one colour per source, 106.1) so the coloured
    ``demands`` are met; sources making several mana of one chosen colour are tried with
    each colour."""
    multi = [i for i, s in enumerate(tapped) if s.amount > 1 and len(s.colors) > 1]
    for combo in product(*(sorted(tapped[i].colors, key=POOL_ORDER.index) for i in multi)):
        fixed = list(tapped)
        for i, col in zip(multi, combo, strict=True):
            fixed[i] = fixed[i]._replace(colors=frozenset({col}))
        supply = [(s.colors, s.amount) for s in fixed]
        if not multi or feasible(supply, demands, 0):
            units = [s for s in fixed for _ in range(s.amount)]
            colors = assign_colors(units, demands)
            out, pos = [], 0
            for s in tapped:
                out.append((s, colors[pos]))
                pos += s.amount
            return out
    raise RuntimeError("no colours for the tapped sources meet the cost")  # pragma: no cover
