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

Longer than 600 lines: paying mana is one procedure (601.2g-h, 605) — the sources a player
has, whether they can pay (the matching), the payment plans offered, the mana each tapped
source makes and what spending it on a spell does; the pure matching functions (``feasible``
to ``source_colors``) are the part to move out if it grows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, permutations, product
from typing import TYPE_CHECKING, NamedTuple

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.vocabulary import CANT_ACTIVATE
from casualmagic.engine import continuous as cont
from casualmagic.engine import cost_changes as cc
from casualmagic.engine.chosen_types import with_chosen_type

if TYPE_CHECKING:
    from casualmagic.cards.model import ActivatedAbility, CardDef
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

POOL_ORDER = "WUBRGC"
COLORS_SPENT = "colors_spent"
"""The info key of the colours of mana spent to cast a spell (601.2h; engine.casting)."""
PHYREXIAN_LIFE = "phyrexian_life"
"""The info key of how many Phyrexian mana symbols of a spell's cost its caster paid with
life (107.4f, 601.2h; engine.casting), read by compleated (702.150a)."""
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
    # several mana at once, each of its own choice of colours: "{T}: Add {W}{U}." (106.1)
    units: tuple[frozenset[str], ...] = ()
    # the mana in the ability's cost: "{1}, {T}: Add {W}{B}." (a Signet; 602.2b, 605.1a)
    cost: ManaCost | None = None
    # colours whose making also does ``effects``: "This land deals 1 damage to you." (605.3b)
    pain: frozenset[str] = frozenset()
    effects: tuple = ()
    # statics: colours made only by removing a counter of ``counter_kind`` from the source
    # ("{T}, Remove a charge counter from this land: Add one mana of any color.", 602.2b)
    counter_colors: frozenset[str] = frozenset()
    counter_kind: str = ""


def supply_of(s: Source) -> list[tuple[frozenset[str], int]]:
    """What one source makes, as entries of :func:`feasible`'s supply."""
    return [(u, 1) for u in s.units] if s.units else [(s.colors, s.amount)]


def _nets_mana(ability: ActivatedAbility) -> bool:
    """A mana ability with mana in its cost is a source only if it makes more mana than it
    costs (a Signet: {1} → {W}{B}); one that only changes a colour adds nothing to a plan."""
    return ability.amount > len(ability.cost.mana.symbols) and not ability.cost.mana.x_count \
        and all(s.kind in ("generic", "colored", "colorless", "hybrid")
                for s in ability.cost.mana.symbols)


def costly_mana_ability(game: GameState, obj: GameObject, plain: bool = True
                        ) -> tuple[int, ActivatedAbility] | None:
    """A mana ability of ``obj`` whose cost is mana and {T} and nothing else, making more
    mana than it costs: "{1}, {T}: Add {W}{B}." (605.1a, 602.2b)."""
    abilities = obj.card.activated if plain else cont.characteristics(game, obj).activated
    for a in abilities:
        c = a.cost
        if a.is_mana_ability and c.mana.symbols and c.tap and not (
                c.sacrifice_self or c.pay_life or c.discard or c.untap or c.sacrifice
                or c.loyalty is not None or c.remove_counter or c.tap_others or c.exile_self
                ) and _nets_mana(a):
            printed = obj.card.activated
            return next((i for i, b in enumerate(printed) if b is a), -1), a
    return None


_CONTROL_COUNT = re.compile(r"you control (\w+) or more (\w+?)s$")
_CONTROL_ONE = re.compile(r"you control an? (\w+)$")


def mana_condition_met(game: GameState, player: int, condition: str) -> bool:
    """A mana ability's "Activate only if you control five or more lands" or "… if you
    control a Swamp" (602.5b; a land type, 305.6, or a card type)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    m = _CONTROL_COUNT.match(condition)
    if m is None:
        one = _CONTROL_ONE.match(condition)
        if one is None:
            return False
        word = one.group(1)
        if word[:1].isupper():
            return any(cont.has_subtype(game, o, word) for o in game.permanents(player))
        return any(cont.is_type(game, o, word.capitalize()) for o in game.permanents(player))
    word = m.group(1)
    need = int(word) if word.isdigit() else NUMBER_WORDS[word]
    f = parse_filter(m.group(2))
    return sum(1 for o in game.permanents(player)
               if matches_filter_base(game, f, o, player)) >= need


NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}


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
                or c.loyalty is not None or c.remove_counter or c.tap_others):
            printed = obj.card.activated
            return next((i for i, b in enumerate(printed) if b is a), -1), a
    return None


def mana_sources(game: GameState, player: int, spell: CardDef | None = None) -> list[Source]:
    """Mana abilities ``player`` could activate now for free except {T} (CR 605).

    Sources whose abilities cost mana (e.g. filters) are not offered in plans.
    A creature's {T} ability needs it free of summoning sickness (CR 302.6).
    Mana that may be spent only on some spells (106.6) is offered only when paying for a
    ``spell`` it may be spent on.
    """
    from casualmagic.engine.casting_rules import casting_rules, extra_mana

    out: list[Source] = []
    objs = game.objects
    turn_started = game.players[player].turn_started
    rules = [r for r in casting_rules(game) if r[0] == "extra_mana_when_tapped"]
    touched = cont.plain_ids(game)  # is_plain, worked out once for the loop
    every_touched = touched is cont.ALL_TOUCHED
    memo = None if rules else _plain_sources(game)
    for oid in game.battlefield:
        o = objs[oid]
        if o.controller != player or o.tapped or o.face_down:
            continue  # a face-down permanent has no mana abilities (708.2)
        card = o.card
        # 613: an effect may change its abilities and types
        plain = not o.counters and (touched is None or not every_touched and oid not in touched)
        if plain and memo is not None:
            known = memo.get(oid)
            if known is not None and known[0] is card:  # worked out before (_plain_sources)
                found = known[1]
                if found is not None and not (
                        found[1] and o.since_turn >= turn_started and "Creature" in card.types
                        and "Haste" not in card.keywords):  # 302.6, as below
                    out.append(found[0])
                continue
        tm = card.tap_mana_ability if plain else cont.tap_mana_ability(game, o)
        sac = False
        cost = None
        if tm is None and card.activated:
            tm = sacrifice_mana_ability(game, o, plain)  # e.g. a Treasure (111.10a)
            sac = tm is not None
            if tm is None:
                tm = costly_mana_ability(game, o, plain)  # e.g. a Signet (605.1a)
                cost = tm[1].cost.mana if tm is not None else None
        if tm is None:
            if plain and memo is not None:
                memo[oid] = (card, None)  # its card has no such mana ability
            continue
        if not plain and (cont.has_keyword(game, o, CANT_ACTIVATE) or (
                tm[1].cost.tap and not cc.can_become_tapped(game, o))):
            continue  # detained (701.29a, 605); or it can't become tapped (planes: costs)
        i, ab = tm
        if ab.cost.tap and o.since_turn >= turn_started and (
                ("Creature" in card.types and "Haste" not in card.keywords) if plain else
                (cont.is_type(game, o, "Creature") and not cont.has_keyword(game, o, "Haste"))):
            continue
        if ab.condition and not mana_condition_met(game, player, ab.condition):
            continue  # "Activate only if ..." (602.5b)
        colors = frozenset(ab.produces)
        if ab.counter_kind and o.counter(ab.counter_kind) < 1:  # 118.3: no counter to remove
            colors -= frozenset(ab.counter_colors)
            if not colors:
                continue
        for condition, more in ab.conditional:  # an ability of it with its own condition
            if mana_condition_met(game, player, condition):
                colors |= frozenset(more)
        if ab.spend_only or ab.restricted:  # 106.6: "Spend this mana only to cast …"
            colors = restricted_colors(o, ab, colors, spell)
            if not colors:
                continue
        if colors & SPECIAL_MANA:
            colors = special_colors(game, player, o, colors)
            if not colors:
                continue  # 903.4f, 106.7: no type of mana can be defined this way
        amount = o.counter(ab.per_counter) if ab.per_counter else ab.amount
        if not amount:
            continue  # "Add {C} for each charge counter" with none: no mana (107.1b)
        extra = extra_mana(game, player, o, rules) if rules else 0  # 605.1b, 605.4a
        if ab.counter_kind and o.counter(ab.counter_kind) > 0:  # a Vivid land (602.2b)
            out.append(Source(oid, i, colors, amount + extra, card.name, sac,
                              counter_colors=frozenset(ab.counter_colors),
                              counter_kind=ab.counter_kind))
        elif ab.units or cost is not None or ab.pain:
            units = tuple(frozenset(u) for u in ab.units)
            if extra and units:
                units = (*units, *(units[-1:] * extra))
            out.append(Source(oid, i, colors, amount + extra, card.name, sac, units=units,
                              cost=cost, pain=frozenset(ab.pain), effects=ab.effects))
        else:
            out.append(Source(oid, i, colors, amount + extra, card.name, sac))
        if plain and memo is not None and not (
                ab.condition or ab.counter_kind or ab.conditional or ab.spend_only
                or ab.restricted or ab.per_counter or ab.produces and SPECIAL_MANA.intersection(
                    ab.produces)):
            memo[oid] = (card, (out[-1], ab.cost.tap))  # read only from its card: kept
    return out


PLAIN_SOURCES = "mana sources of plain permanents"
"""``keyword_cache`` key of :func:`_plain_sources`."""


def _plain_sources(game: GameState) -> dict[int, tuple[CardDef, tuple[Source, bool] | None]]:
    """``{permanent: (its card, (its Source, whether its ability taps it) or None)}``: what
    :func:`mana_sources` found for a permanent that was plain (no counters, face up, named by
    no effect: it has exactly its card's abilities, 613.1f) and whose free mana ability reads
    nothing but its card (no condition, counter, restriction or special colour, and no
    ``extra_mana_when_tapped`` rule in force): while it stays plain with the same card, the
    same Source (or none) comes out again, so it is kept for the game in the state's
    ``keyword_cache`` (copies start without it).  Untapped, controlled and not summoning
    sick are checked each time."""
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    found = memo.get(PLAIN_SOURCES)
    if found is None:
        found = memo[PLAIN_SOURCES] = {}
    return found


def restricted_colors(obj: GameObject, ab: ActivatedAbility, colors: frozenset[str],
                      spell: CardDef | None) -> frozenset[str]:
    """The colours a free mana ability of ``obj`` can make to pay for ``spell`` (None: for
    anything else): mana that may be spent only on some spells (106.6) counts only for a
    spell it may be spent on."""
    entries = ((ab.spend_only, ab.produces),) if ab.spend_only else ab.restricted
    if ab.spend_only:
        colors = frozenset()
    if spell is None:
        return colors
    for phrase, more in entries:
        if may_spend_on(obj, phrase, spell):
            colors |= frozenset(more)
    return colors


def may_spend_on(obj: GameObject, phrase: str, spell: CardDef) -> bool:
    """Is ``spell`` one the mana of ``obj``'s ability may be spent on: "a creature spell of
    the chosen type" (106.6, 205.3m; the type chosen for ``obj``, 607.2; a spell's printed
    characteristics, 109.3)?"""
    from casualmagic.engine.targets import card_filter, card_fits

    read = with_chosen_type(obj, phrase)
    return read is not None and card_fits(spell, card_filter(read.removesuffix(" spell")))


def has_restricted_mana(game: GameState, player: int) -> bool:
    """Does ``player`` control a permanent whose free mana ability makes mana that may be
    spent only on some spells (106.6)?  (Then the sources for a spell are its own.)"""
    objs = game.objects
    for oid in game.battlefield:  # one lean pass: it is asked at every priority
        o = objs[oid]
        if o.controller == player:
            tm = o.card.tap_mana_ability
            if tm is not None and (tm[1].spend_only or tm[1].restricted):
                return True
    return False


SPECIAL_MANA = frozenset({"commander", "opponent_lands", "chosen"})
"""Words of a mana ability's colours worked out when it is activated (see
:data:`casualmagic.cards.definitions.MANA_WORDS`)."""


def special_colors(game: GameState, player: int, obj: GameObject,
                   produces: frozenset[str]) -> frozenset[str]:
    """The colours a mana ability with words of :data:`SPECIAL_MANA` can make now."""
    out = produces - SPECIAL_MANA
    if "commander" in produces:
        out |= commander_identity(game, player)
    if "opponent_lands" in produces:
        out |= opponent_land_colors(game, player)
    if "chosen" in produces:
        out |= frozenset(obj.get_info("chosen_color", ""))
    return out


def opponent_land_colors(game: GameState, player: int) -> frozenset[str]:
    """"One mana of any color that a land an opponent controls could produce" (106.7): the
    colours (not colourless) the mana abilities of opponents' lands would make; abilities of
    this kind on those lands are ignored, so two Exotic Orchards don't feed each other."""
    out: set[str] = set()
    for opp in game.opponents(player):
        for o in game.permanents(opp):
            if o.face_down or not cont.is_type(game, o, "Land"):
                continue
            for a in cont.characteristics(game, o).activated:
                if not a.is_mana_ability:
                    continue
                colors = set(a.produces) - {"C"}
                if "commander" in colors:
                    colors |= commander_identity(game, opp)
                if "chosen" in colors:
                    colors |= set(o.get_info("chosen_color", ""))
                out |= colors - SPECIAL_MANA
    return frozenset(out)


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
    if any(s.units or s.cost is not None for s in sources):
        supply = pool_supply(p.mana_pool) + [e for s in sources if s.cost is None
                                             for e in supply_of(s)]
        costly = [s for s in sources if s.cost is not None]
    else:  # the common case, kept cheap: one entry per source
        supply = pool_supply(p.mana_pool) + [(s.colors, s.amount) for s in sources]
        costly = []
    demands, generic, _ = _demands(cost, x)
    if all(len(d) == 1 or not (d & {"life", "2"}) for d in demands):
        ways = [(demands, generic)]
    else:
        ways = [_normalise(way, generic)[:2] for way in _expand_demands(demands, p.life)]
    for d2, g2 in ways:
        if feasible_with_sources(supply, d2, g2):
            return True
        if costly and _some_chain(supply, costly, d2, g2):
            return True
    return False


MAX_COSTLY = 4
"""At most this many sources with mana in their cost are tried together in one payment."""


def _some_chain(supply: list[tuple[frozenset[str], int]], costly: list[Source],
                demands: list[frozenset[str]], generic: int) -> bool:
    """Whether ``supply`` and some of the ``costly`` sources can pay (see :func:`chain_order`)."""
    kinds = list({(s.name, s.colors, s.amount, s.units, s.cost): s for s in costly}.values())
    counts = {k: sum(1 for s in costly if (s.name, s.colors, s.amount, s.units, s.cost)
                     == (k.name, k.colors, k.amount, k.units, k.cost)) for k in kinds}
    for takes in product(*(range(min(counts[k], MAX_COSTLY) + 1) for k in kinds)):
        if not any(takes) or sum(takes) > MAX_COSTLY:
            continue
        chosen = [k for k, n in zip(kinds, takes, strict=True) for _ in range(n)]
        if chain_order(supply, chosen, demands, generic) is not None:
            return True
    return False


def _unit_choices(entry: tuple[frozenset[str], int]) -> list[list[frozenset[str]]]:
    """A supply entry as single mana; several mana of one chosen colour ("three mana of any
    one color", 106.1) give one list per colour."""
    colors, n = entry
    if n > 1 and len(colors) > 1 and "life" not in colors:
        return [[frozenset({c})] * n for c in sorted(colors, key=POOL_ORDER.find)]
    return [[colors] * n]


def chain_order(supply: list[tuple[frozenset[str], int]], costly: list[Source],
                demands: list[frozenset[str]], generic: int
                ) -> tuple[tuple[int, ...], list[list[str]], list[list[str]],
                           list[list[str]]] | None:
    """Pay with ``supply`` and every one of the ``costly`` sources (605.3a): each source's
    own mana cost is paid (602.2b) from mana made before it, by the supply or by a costly
    source activated earlier; what is left pays ``demands`` and ``generic``.

    Returns the order the costly sources are activated in, the colour each supply mana
    and each costly source's mana is made as, and the colours paid for each costly
    source's cost; or None if no order pays.  A bipartite
    matching of mana to the symbols it may pay, tried for each order (few sources)."""
    producers: list[list[tuple[frozenset[str], int]]] = [[e] for e in supply]
    producers += [supply_of(s) for s in costly]
    free = len(supply)
    total = sum(n for _, n in supply) + sum(s.amount for s in costly)
    costs = [_demands(s.cost, 0)[:2] if s.cost is not None else ([], 0) for s in costly]
    if total < len(demands) + generic + sum(len(d) + g for d, g in costs):
        return None
    options = [[sum(c, []) for c in product(*(_unit_choices(e) for e in prod))]
               for prod in producers]
    for perm in permutations(range(len(costly))):
        level = [-1] * free + [0] * len(costly)
        for pos, k in enumerate(perm):
            level[free + k] = pos
        wants: list[tuple[frozenset[str] | None, float]] = [(d, INF) for d in demands]
        wants += [(None, INF)] * generic
        payer: list[int] = [-1] * len(wants)
        for k, (d, g) in enumerate(costs):
            lv = level[free + k]
            wants += [(x, lv) for x in d] + [(None, lv)] * g
            payer += [k] * (len(d) + g)
        for units in product(*options):
            found = _match(units, level, wants)
            if found is not None:
                made, paid_with = found
                colors = [[c or _first(u) for u, c in zip(us, cs, strict=True)]
                          for us, cs in zip(units, made, strict=True)]
                paid = [[c for w, c in paid_with if payer[w] == k] for k in range(len(costly))]
                return tuple(perm), colors[:free], colors[free:], paid
    return None


INF = float("inf")


def _match(units: tuple[list[frozenset[str]], ...], level: list[int],
           wants: list[tuple[frozenset[str] | None, float]]
           ) -> tuple[list[list[str | None]], list[tuple[int, str]]] | None:
    """Kuhn's augmenting paths: each wanted symbol gets one mana made before its payer
    (``level``); None if some symbol gets none.  Returns the colour each mana pays with."""
    flat = [(i, j, u) for i, us in enumerate(units) for j, u in enumerate(us)]
    owner: dict[int, int] = {}  # mana index -> want index

    def fits(m: int, w: int) -> bool:
        i, _j, u = flat[m]
        colors, lv = wants[w]
        if lv != INF and "1" in u:  # a card exiled for delve, an artifact tapped for
            return False  # improvise or a creature tapped for convoke pays the spell's
            # cost (702.66a, 702.126a, 702.51a), not a mana ability's cost (602.2b)
        return level[i] < lv and (colors is None or bool(u & colors))

    def augment(w: int, seen: set[int]) -> bool:
        for m in range(len(flat)):
            if m in seen or not fits(m, w):
                continue
            seen.add(m)
            if m not in owner or augment(owner[m], seen):
                owner[m] = w
                return True
        return False

    order = sorted(range(len(wants)), key=lambda w: wants[w][0] is None)
    for w in order:
        if not augment(w, set()):
            return None
    out: list[list[str | None]] = [[None] * len(us) for us in units]
    paid: list[tuple[int, str]] = []
    for m, w in owner.items():
        i, j, u = flat[m]
        colors = wants[w][0]
        pick = u & colors if colors is not None else u
        out[i][j] = _first(pick)
        paid.append((w, out[i][j]))
    return out, paid


def max_x(game: GameState, player: int, cost: ManaCost, cap: int = 20,
          extra: list[Source] | None = None, spell: CardDef | None = None) -> int:
    """The largest X the player could pay for a cost with {X} (CR 107.3), or -1; ``extra``
    are creatures that may be tapped for convoke (702.51a); ``spell``, the spell paid for
    (106.6)."""
    sources = mana_sources(game, player, spell)
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
                  extra: tuple[Source, ...] | list[Source] = (),
                  spell: CardDef | None = None) -> list[Plan]:
    """Every distinct way (up to source interchangeability) to pay ``cost``.

    ``exclude`` is a source that can't be used (it is tapped by the cost itself);
    ``extra`` are creatures that may be tapped for convoke (702.51a); ``spell``, the spell
    the mana is spent on (106.6).
    """
    p = game.players[player]
    cost = cc.payable(game, player, cost)  # planes: costs — 609.4b
    sources = [s for s in (*mana_sources(game, player, spell), *extra) if s.oid != exclude]
    groups: dict[tuple, int] = {}
    # sources that are sacrificed (Treasures, 111.10a) come last, so the first plans
    # keep them and a player spends them only by choosing such a plan; sources with mana
    # in their cost (Signets) just before them
    for s in sorted(sources, key=lambda s: (s.sacrifice, s.cost is not None)):
        key = (s.name, s.colors, s.amount, s.units, s.cost)
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
        if _chosen_pay(chosen, demands, generic):
            if _minimal(chosen, demands, generic):
                # ``chosen`` lists its groups in the groups' order: one tuple per choice
                key = (tuple(chosen), used, life)
                if key not in seen:
                    seen.add(key)
                    plans.append(Plan(used, tuple((k[0], k[1], k[2], c) for k, c in chosen),
                                      life))
            return
    if i >= len(groups):
        return
    (key, available) = groups[i]
    amount = key[2]
    cost = key[4]
    if cost is None and count >= need:
        return
    # a source with mana in its cost nets less than it makes (a Signet: one), and the
    # source paying for it is tapped as well, so those are counted apart (``count`` is
    # the free sources, never more than the cost's mana in a minimal plan)
    net = amount - (len(cost.symbols) if cost is not None else 0)
    most = min(available, MAX_COSTLY) if cost is not None else min(available, need - count)
    for take in range(most, -1, -1):
        new_chosen = chosen + [(key, take)] if take else chosen
        _enumerate(groups, i + 1, need, new_chosen, demands, generic, used, life, plans, seen,
                   limit, units + take * net, count + (take if cost is None else 0))


def _chosen_pay(chosen, demands, generic) -> bool:
    """Whether the chosen source groups pay (with :func:`chain_order` when some of them
    have mana in their cost)."""
    if all(k[4] is None for k, _count in chosen):  # the usual case: no Signet
        return feasible_with_sources(_group_supply(chosen), demands, generic)
    costly = [Source(-1, -1, k[1], k[2], k[0], units=k[3], cost=k[4])
              for k, count in chosen if k[4] is not None for _ in range(count)]
    supply = _group_supply([(k, c) for k, c in chosen if k[4] is None])
    return chain_order(supply, costly, demands, generic) is not None


def _group_supply(chosen) -> list[tuple[frozenset[str], int]]:
    """Supply of chosen source groups; a one-colour multi-mana source stays one entry each."""
    out: list[tuple[frozenset[str], int]] = []
    for (_n, colors, amount, units, _cost), count in chosen:
        if units:
            out.extend([(u, 1) for u in units] * count)
        elif len(colors) > 1:
            # one entry per source: several mana of a choice of colours is one colour
            # (see feasible_with_sources), and one-mana sources must not look like that
            out.extend([(colors, amount)] * count)
        else:
            out.append((colors, amount * count))
    return out


def _minimal(chosen, demands, generic) -> bool:
    for idx, (key, count) in enumerate(chosen):
        reduced = list(chosen)
        reduced[idx] = (key, count - 1)
        if _chosen_pay([g for g in reduced if g[1]], demands, generic):
            return False
    return True


def add_mana(game: GameState, player: int, color: str, amount: int = 1) -> None:
    """Add mana to a pool (CR 106.4)."""
    p = game.player_w(player)
    pool = list(p.mana_pool)
    pool[POOL_ORDER.index(color)] += amount
    p.mana_pool = tuple(pool)


def remove_mana(game: GameState, player: int, mana: str) -> None:
    """Spend mana from a pool to pay a cost (601.2h, 602.2b): ``mana`` is its colours."""
    p = game.player_w(player)
    pool = list(p.mana_pool)
    for c in mana:
        pool[POOL_ORDER.index(c)] -= 1
    p.mana_pool = tuple(pool)


def assign_colors(sources: list[Source], demands: list[frozenset[str]]) -> list[str]:
    """Choose which colour each tapped source makes so the coloured demands are met."""
    n = len(sources)
    choice: list[str | None] = [None] * n
    match_of: dict[int, int] = {}  # demand index -> source index

    # painless sources first (and those that keep their counters, 602.2b)
    order = sorted(range(n), key=lambda s: bool(sources[s].pain or sources[s].counter_colors))

    def try_assign(d: int, seen: set[int]) -> bool:
        for s in order:
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
        choice[s] = _first(sources[s].colors & demands[d],
                           sources[s].pain | sources[s].counter_colors)
    return [c if c is not None else _first(sources[i].colors,
                                           sources[i].pain | sources[i].counter_colors)
            for i, c in enumerate(choice)]


def _first(colors: frozenset[str], pain: frozenset[str] = frozenset()) -> str:
    """The colour a source makes when several would do: one that costs nothing more (a pain
    land's {C}), then colourless for generic mana, then WUBRG order; "1" (mana that pays a
    spell's generic cost only: convoke, improvise, delve) last."""
    return min(colors, key=lambda c: (c in pain, c != "C", c == "1", POOL_ORDER.find(c)))


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


def mana_made(tapped: list[Source], demands: list[frozenset[str]], generic: int
              ) -> list[tuple[Source, str, str]]:
    """What each tapped source makes, in the order they are activated (605.3a): ``(source,
    mana, mana paid for its own cost)``; sources with mana in their cost come after the
    mana that pays for them (602.2b)."""
    if not any(s.units or s.cost is not None for s in tapped):
        return [(s, color * s.amount, "") for s, color in source_colors(tapped, demands)]
    free = [s for s in tapped if s.cost is None]
    costly = [s for s in tapped if s.cost is not None]
    supply = [e for s in free for e in supply_of(s)]
    found = chain_order(supply, costly, demands, generic)
    if found is None:
        raise RuntimeError("no colours for the tapped sources meet the cost")  # pragma: no cover
    order, free_colors, costly_colors, paid = found
    out: list[tuple[Source, str, str]] = []
    pos = 0
    for s in free:
        n = len(supply_of(s))
        out.append((s, "".join(c for cs in free_colors[pos:pos + n] for c in cs), ""))
        pos += n
    for k in order:
        out.append((costly[k], "".join(costly_colors[k]), "".join(paid[k])))
    return out


def mana_spent_on_spell(game: GameState, player: int, spell: int, tapped: list[Source]) -> None:
    """"When that mana is spent to cast a creature spell that shares a creature type with
    your commander, scry 1" (Path of Ancestry; 106.6, 603.7a): the mana a plan makes is
    spent at once on the spell it pays for (601.2h), so each tapped source whose ability
    watches for such a spell triggers now; the trigger goes on the stack above the spell
    the next time a player would receive priority (603.3)."""
    from casualmagic.cards.model import TriggeredAbility

    for s in tapped:
        o = game.objects.get(s.oid)
        if o is None or not 0 <= s.ability < len(o.card.activated):
            continue
        ability = o.card.activated[s.ability]
        if ability.when_spent is None or not _spent_on(game, player, spell, ability.when_spent[0]):
            continue
        trigger = TriggeredAbility("mana_spent", ability.when_spent[1], text=ability.text)
        game.waiting_triggers = (*game.waiting_triggers, (s.oid, o.card, trigger, player, None))


def _spent_on(game: GameState, player: int, spell: int, kind: str) -> bool:
    """Is ``spell`` a "creature spell that shares a creature type with your commander"
    (205.3m; a changeling has every creature type, 702.73a)?"""
    from casualmagic.rules.text import creature_types

    card = game.objects[spell].card
    if kind != "creature sharing a creature type with your commander" \
            or "Creature" not in card.types:
        return False
    ids: tuple[int, ...] = ()
    for hook in game.hooks:
        found = hook.commander_ids(game, player)  # type: ignore[arg-type]
        if found is not None:
            ids = found
            break
    mine = set(card.subtypes) & creature_types()
    for oid in ids:
        commander = game.objects[oid].card
        theirs = set(commander.subtypes) & creature_types()
        if mine & theirs or theirs and "Changeling" in card.keywords or \
                mine and "Changeling" in commander.keywords:
            return True
    return False


def pain_effects(game: GameState, player: int, source: Source) -> None:
    """The rest of a mana ability that made a colour of ``source.pain``: "This land deals 1
    damage to you." (a pain land, a Talisman; 605.3b: it resolves at once, the permanent is
    the source of the damage, 120.3)."""
    from casualmagic.engine.primitives import deal_damage

    obj = game.objects.get(source.oid)
    for e in source.effects:
        if obj is not None and e.op == "damage" and e.get("to") == "you":
            deal_damage(game, obj, ("player", player), int(e.get("amount")), "120.3")
