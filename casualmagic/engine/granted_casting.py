"""Casting and activating that statics and lasting permissions grant, as the rules offer them
(601.3, 602.2, 116.2): the priority options and costs of abilities and alternative costs a card
doesn't print.  The ops that create the permissions are in ``casualmagic.effects``
(``casting_grants``, ``facedown``, ``offers``); the options they allow are rules of casting, so
they live here, where the priority and casting code asks for them (engine/actions.py,
engine/casting.py).

* graveyard abilities and escape granted to cards in a graveyard (702.97a scavenge, 702.128a
  embalm, 702.84a unearth, 702.138a escape);
* foretell granted to cards in hand and foretold cards cast from exile (702.143);
* cycling granted to cards in hand (702.29a) and the Food ability of a library's top card
  (602.1; planes: face-down);
* cards in exile their owner may cast for a stated cost (118.9, 601.3).
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.model import Effect
from casualmagic.core.flow import handler
from casualmagic.core.state import GameState
from casualmagic.core.visibility import let_look, move_visibility
from casualmagic.engine.casting_rules import FORETOLD

# -- granted graveyard abilities and escape (702.97a, 702.128a, 702.84a, 702.138a) -------------

GRAVEYARD_ABILITY_TEXT = {
    "scavenge": ("Scavenge (Exile this card from your graveyard and pay its mana cost: Put a "
                 "number of +1/+1 counters equal to this card's power on target creature. "
                 "Scavenge only as a sorcery.)"),
    "embalm": ("Embalm (Exile this card from your graveyard and pay its mana cost: Create a "
               "token that's a copy of it, except it's a white Zombie in addition to its other "
               "types with no mana cost. Embalm only as a sorcery.)"),
    "unearth": ("Unearth (Pay this card's mana cost: Return it to the battlefield. It gains "
                "haste. Exile it at the beginning of the next end step or if it would leave "
                "the battlefield. Unearth only as a sorcery.)"),
}


def graveyard_ability(keyword: str, card: Any) -> Any:
    """The activated ability "[keyword] [the card's mana cost]" means (702.97a scavenge,
    702.128a embalm): "[Cost], Exile this card from your graveyard: ...  Activate only as a
    sorcery."  Built from data each time; nothing is stored but the keyword."""
    from casualmagic.cards.model import ActivatedAbility, Cost, TargetSpec
    from casualmagic.cards.model import Effect as Eff
    from casualmagic.cards.vocabulary import parse_filter

    cost = Cost(mana=card.mana_cost, exile_self=True)
    text = GRAVEYARD_ABILITY_TEXT[keyword]
    if keyword == "scavenge":
        return ActivatedAbility(cost, (Eff("scavenge", (("what", 0),)),),
                                (TargetSpec(parse_filter("creature")),), True, text=text,
                                zone="graveyard")
    if keyword == "unearth":  # 702.84a: no exile cost; the card itself returns
        return ActivatedAbility(Cost(mana=card.mana_cost), (Eff("unearth", ()),), (), True,
                                text=text, zone="graveyard")
    return ActivatedAbility(cost, (Eff("embalm", ()),), (), True, text=text, zone="graveyard")


def graveyard_ability_options(game: GameState, player: int, rules: list, sources: list
                              ) -> list[tuple]:
    """``("activate", card, keyword)`` for each card in ``player``'s graveyard that a
    ``grant_graveyard_ability`` static gives an ability they can activate now (602.2, 602.5:
    sorcery timing is the caller's; the mana cost must be payable, targets must exist)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.engine.casting_rules import applies_to
    from casualmagic.engine.targets import card_filter, card_fits, has_legal_targets

    out: list[tuple] = []
    for op, args, controller in rules:
        if op != "grant_graveyard_ability" or not applies_to(args, controller, player):
            continue
        keyword = args.get("keyword", "scavenge")
        f = card_filter(args.get("filter", "creature"))
        for oid in game.players[player].graveyard:
            card = game.objects[oid].card
            if not card_fits(card, f) or not card.mana_cost.symbols:
                continue  # a card with no mana cost can't pay it (118.6, 202.1b)
            ab = graveyard_ability(keyword, card)
            if ab.targets and not has_legal_targets(game, ab.targets, player):
                continue
            if mp.can_pay(game, player, card.mana_cost, 0, sources):
                out.append(("activate", oid, keyword))
    return out


def escape_options(game: GameState, player: int, rules: list, sources: list,
                   sorcery_ok: bool) -> list[tuple]:
    """``("cast", card, "escape")`` for cards in ``player``'s graveyard that a ``grant_escape``
    static gives escape ("The escape cost is equal to the card's mana cost plus exile three
    other cards from your graveyard", 702.138a), when the card could be cast now (601.3)."""
    from casualmagic.engine.actions import castable
    from casualmagic.engine.casting_rules import applies_to, cant_cast, may_cast_at_this_time
    from casualmagic.engine.targets import card_filter, card_fits

    out: list[tuple] = []
    grave = game.players[player].graveyard
    for op, args, controller in rules:
        if op != "grant_escape" or not applies_to(args, controller, player):
            continue
        if len(grave) - 1 < int(args.get("exile", 3)):
            continue
        f = card_filter(args.get("filter", "creature"))
        for oid in grave:
            card = game.objects[oid].card
            if not card_fits(card, f) or "Land" in card.types:
                continue
            if not may_cast_at_this_time(game, player, card, sorcery_ok, rules):
                continue
            if cant_cast(game, player, card, rules):
                continue
            if castable(game, player, card, sources) and ("cast", oid, "escape") not in out:
                out.append(("cast", oid, "escape"))
    return out


def escape_exile_count(game: GameState, player: int) -> int:
    """How many other graveyard cards the escape cost of a granted escape exiles."""
    from casualmagic.engine.casting_rules import applies_to, casting_rules

    return max((int(args.get("exile", 3)) for op, args, c in casting_rules(game)
                if op == "grant_escape" and applies_to(args, c, player)), default=3)


FORETELL_COST = "{2}"


def foretell_options(game: GameState, player: int, rules: list, sources: list) -> list[tuple]:
    """``("foretell", card)`` for each card in ``player``'s hand with foretell — printed on it,
    or given to nonland cards by a ``grant_foretell`` static — during their turn while they
    have priority and can pay {2} (702.143a, a special action 116.2h)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine.casting_rules import applies_to

    if game.active != player:
        return []
    granted = bool(rules) and any(
        op == "grant_foretell" and applies_to(args, c, player) for op, args, c in rules)
    hand = tuple(i for i in game.players[player].hand
                 if any(a.name == "foretell" for a in game.objects[i].card.alt_costs)
                 or granted and "Land" not in game.objects[i].card.types)
    if not hand or not mp.can_pay(game, player, parse_cost(FORETELL_COST), 0, sources):
        return []
    return [("foretell", i) for _k, i in game.distinct_card_options(hand, "foretell")]


def foretold_cards(game: GameState, player: int) -> list[int]:
    """Foretold cards ``player`` owns in exile (702.143c)."""
    ids = {cid for cid, _turn in game.vget(FORETOLD, ())}
    return [i for i in game.exile if game.objects[i].card_id in ids
            and game.objects[i].owner == player]


def foretell_cost(card: Any) -> Any:
    """The card's printed foretell cost, else (a granted foretell) "its foretell cost is equal
    to its mana cost reduced by {2}" (702.143a, 601.2f)."""
    from casualmagic.engine.casting_rules import reduce_generic

    printed = next((a.cost for a in card.alt_costs if a.name == "foretell"), None)
    if printed is not None:
        return printed

    return reduce_generic(card.mana_cost, 2)


def foretold_cast_options(game: GameState, player: int, rules: list, sources: list,
                          sorcery_ok: bool) -> list[tuple]:
    """``("cast", card, "foretell")`` for foretold cards ``player`` owns, on a turn after the
    one they were foretold, for their foretell cost (702.143a, an alternative cost 118.9)."""
    from casualmagic.engine.actions import castable
    from casualmagic.engine.casting_rules import cant_cast, may_cast_at_this_time

    turns = dict(game.vget(FORETOLD, ()))
    out: list[tuple] = []
    for oid in foretold_cards(game, player):
        card = game.objects[oid].card
        if turns.get(game.objects[oid].card_id, game.turn) >= game.turn:
            continue  # 702.143a: "after the current turn has ended"
        if not may_cast_at_this_time(game, player, card, sorcery_ok, rules):
            continue
        if not cant_cast(game, player, card, rules) and castable(
                game, player, card, sources, alt=foretell_cost(card)):
            out.append(("cast", oid, "foretell"))
    return out


def foretold_free_options(game: GameState, player: int, rules: list, sources: list,
                          sorcery_ok: bool) -> list[tuple]:
    """``("cast", card, "free")`` for foretold cards ``player`` owns while a "you may cast a
    foretold card you own from exile without paying its mana cost this turn" permission of
    theirs lasts (601.3, 118.9a); normal timing applies (307.1)."""
    from casualmagic.cards.mana import ManaCost
    from casualmagic.engine.actions import castable
    from casualmagic.engine.casting_rules import cant_cast, may_cast_at_this_time

    if not any(op == "cast_foretold_free" and args.get("player") == player
               for op, args, _c in rules):
        return []
    out: list[tuple] = []
    for oid in foretold_cards(game, player):
        card = game.objects[oid].card
        if not may_cast_at_this_time(game, player, card, sorcery_ok, rules):
            continue
        if not cant_cast(game, player, card, rules) and castable(game, player, card, sources,
                                                                 alt=ManaCost()):
            out.append(("cast", oid, "free"))
    return out


@handler("foretell")
def _foretell_task(game: GameState, task: tuple, answer: object) -> None:
    """Foretell (702.143a-b): pay {2} and exile the card from your hand face down; it is a
    foretold card its owner may look at (702.143c)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.cards.mana import parse_cost
    from casualmagic.core.flow import ask
    from casualmagic.engine.casting import apply_plan

    _, oid, player, plans = task
    cost = parse_cost(FORETELL_COST)
    if oid not in game.players[player].hand:
        return
    if answer is None:
        plans = tuple(mp.payment_plans(game, player, cost))
        if not plans:
            return
        ask(game, player, "pay", [("pay", i, p.describe()) for i, p in enumerate(plans)],
            "702.143a", ("foretell", oid, player, plans), f"Pay {cost} to foretell")
        return
    apply_plan(game, player, plans[answer[1]], cost, 0, None)  # type: ignore[index]
    before = game.objects[oid]
    new = game.move(oid, "exile")
    game.obj_w(new).face_down = True
    let_look(game, (new,), player)  # 702.143a: they may look at it while it remains in exile
    game.vset(FORETOLD, (*game.vget(FORETOLD, ()), (game.objects[new].card_id, game.turn)))
    game.emit("foretell", player, {"object": new}, "702.143a",
              visible_to=move_visibility(before, game.objects[new]))


# -- granted cycling (702.29a) and the Food on top of a library (planes: face-down) -----------

GRANTED_CYCLING = "granted cycling"
"""The index a granted cycling ability is activated by: ``("activate", card, GRANTED_CYCLING)``."""


def granted_cycling(cost: str) -> Any:
    """"Cards in each player's hand have cycling {2}": 702.29a, "[Cost], Discard this card:
    Draw a card", an activated ability that functions only while the card is in a hand."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.cards.model import ActivatedAbility, Cost

    return ActivatedAbility(cost=Cost(mana=parse_cost(cost), discard_self=True),
                            effects=(Effect("draw", (("amount", 1),)),),
                            text=f"Cycling {cost}", zone="hand")


def granted_cycling_cost(rules: list) -> str | None:
    """The cycling cost a ``cards_in_hand_have_cycling`` static in force gives (or None)."""
    return next((args.get("cost", "{2}") for op, args, _c in rules
                 if op == "cards_in_hand_have_cycling"), None)


def granted_cycling_options(game: GameState, player: int, rules: list, sources: Any
                            ) -> list[tuple]:
    """``("activate", card, GRANTED_CYCLING)`` for each card in ``player``'s hand while a
    plane gives cards in hands cycling and its cost can be paid (602.2, 702.29a)."""
    import casualmagic.engine.mana_payment as mp

    cost = granted_cycling_cost(rules)
    if cost is None or not game.players[player].hand:
        return []
    if not mp.can_pay(game, player, granted_cycling(cost).cost.mana, 0, sources):
        return []
    return [("activate", oid, GRANTED_CYCLING) for oid in game.players[player].hand]


LIBRARY_FOOD = "library food"
"""The index the Food ability of a library's top card is activated by (Stroopwafel Cafe)."""


FOOD_TEXT = "{2}, {T}, Sacrifice this artifact: You gain 3 life."


def top_card_is_food(rules: list) -> bool:
    """Is "The top card of each player's library is a Food artifact" in force (a casting
    rule of a face-up plane, 901.7)?"""
    return any(op == "top_card_of_library_is_food" for op, _a, _c in rules)


def library_food_ability() -> Any:
    """The Food's ability (111.10b) the top card of a library has, "activate this ability
    from the top of the library" (602.1, 113.6: it functions only there)."""
    from casualmagic.cards.mana import parse_cost
    from casualmagic.cards.model import ActivatedAbility, Cost

    return ActivatedAbility(cost=Cost(mana=parse_cost("{2}"), tap=True, sacrifice_self=True),
                            effects=(Effect("gain_life", (("amount", 3),)),), text=FOOD_TEXT,
                            zone="library")


def library_food_options(game: GameState, player: int, rules: list, sources: Any
                         ) -> list[tuple]:
    """``("activate", top, LIBRARY_FOOD)``: the owner of a library may activate its top
    card's Food ability while the rule is in force and {2} can be paid (602.2)."""
    import casualmagic.engine.mana_payment as mp

    lib = game.players[player].library
    if not lib or not top_card_is_food(rules):
        return []
    if not mp.can_pay(game, player, library_food_ability().cost.mana, 0, sources):
        return []
    return [("activate", lib[0], LIBRARY_FOOD)]


# -- cards in exile castable for a stated cost (118.9, 601.3) ---------------------------------

EXILED_CASTABLE_FOR = "cast.exiled_for"
"""vstate: ``((exiled object id, owner, cost), ...)`` — "for as long as it remains exiled, its
owner may cast it by paying [cost] rather than paying its mana cost" (118.9, 601.3).  The
permission names the object in exile: once it leaves exile it is a new object (400.7) and the
permission no longer applies to it."""


ALT_COST_PREFIX = "cost:"
"""The alternative-cost name of a cast action paying a stated cost, e.g. ``"cost:{2}"``."""


def exiled_cast_options(game: GameState, player: int, sources: list, sorcery_ok: bool,
                        rules: list) -> list[tuple]:
    """``("cast", card, "cost:{2}")`` for each card ``player`` owns in exile that an
    :data:`EXILED_CASTABLE_FOR` permission lets them cast for its stated cost; the card's
    timing (307.1) and casting restrictions (601.3) still apply."""
    import casualmagic.engine.casting_rules as cr
    from casualmagic.cards.mana import parse_cost
    from casualmagic.engine.actions import castable

    out: list[tuple] = []
    for oid, owner, cost in game.vget(EXILED_CASTABLE_FOR, ()):
        o = game.objects.get(oid)
        if owner != player or o is None or o.zone != "exile":
            continue
        card = o.card
        if "Land" in card.types or not cr.may_cast_at_this_time(game, player, card, sorcery_ok,
                                                                rules or ()):
            continue
        if rules and cr.cant_cast(game, player, card, rules):
            continue
        if castable(game, player, card, sources, alt=parse_cost(cost), source_id=oid):
            out.append(("cast", oid, ALT_COST_PREFIX + cost))
    return out
