"""What an effect's arguments refer to: targets, players, amounts (CR 115, 608.2)."""

from __future__ import annotations

from typing import Any

from casualmagic.core.hooks import you_players
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.engine import continuous as cont
from casualmagic.engine.mana_payment import COLORS_SPENT


def legal_refs(obj: GameObject, spec_index: int) -> list[tuple[str, int]]:
    if spec_index >= len(obj.targets):
        return []
    illegal = obj.get_info("illegal", ())
    return [r for r in obj.targets[spec_index] if r not in illegal]


def players_of(game: GameState, obj: GameObject, who: Any) -> list[int]:
    """The players an effect's ``who`` names, in APNAP order where several (101.4)."""
    if who is None or who == "you":
        return you_players(game, obj)  # its controller; 901.12c both of a team
    if isinstance(who, int):
        out = []
        for kind, ident in legal_refs(obj, who):
            if kind == "player":
                out.append(ident)
            else:
                o = game.last_known_object(ident)
                if o is not None:
                    out.append(o.controller)
        return out
    if who == "each opponent":
        return [p for p in game.in_turn_order(game.active) if p in game.opponents(obj.controller)]
    if who == "each other opponent":  # schemes: "each of your other opponents" than target 0
        chosen = set(players_of(game, obj, 0))
        return [p for p in players_of(game, obj, "each opponent") if p not in chosen]
    if who == "each player":  # CR 801.10: only players within range of influence
        return [p for p in game.in_turn_order(game.active) if ref_in_range(game, obj, ("player", p))]
    if who == "defending player":
        # CR 508.5, 802.2, 805.10e: for an ability of an attacking creature, the player
        # that creature attacks (or the controller of the planeswalker it attacks) --
        # still the one it was attacking if it was removed from combat
        combat = game.combat
        src = source_id(obj)
        p = combat.defending_player(src) if combat and src is not None else None
        return [p] if p is not None and not game.players[p].left else []
    if who == "that player":  # the player the triggering event was about (603.2)
        subject = obj.get_info("subject")
        return [subject[1]] if isinstance(subject, tuple) else []
    if who in ("controller of it", "owner of it"):
        out = []
        for oid in [*(obj.get_info("it") or ()), obj.get_info("subject")]:
            o = game.last_known_object(oid) if oid is not None else None
            if o is not None:
                out.append(o.controller if who == "controller of it" else o.owner)
        return out[:1]
    if who in ("controller of target", "owner of target"):
        refs = obj.targets[0] if obj.targets else ()
        out = []
        for kind, ident in refs:
            o = game.last_known_object(ident) if kind == "object" else None
            if o is not None:
                out.append(o.controller if who == "controller of target" else o.owner)
        return out
    if isinstance(who, str) and who.startswith("each player with the most "):  # planes:
        return players_with_most(game, who[len("each player with the most "):])
    raise ValueError(f"unknown player reference {who!r}")


def objects_of(game: GameState, obj: GameObject, what: Any) -> list[int]:
    """The objects an effect's ``what`` names (target index, or ``self``)."""
    if isinstance(what, int):
        return [i for k, i in legal_refs(obj, what) if k == "object" and i in game.objects]
    if what == "it":
        # "it"/"that creature": what the triggering event was about (603.2), or what an
        # earlier instruction of this spell or ability acted on (608.2c)
        ids = obj.get_info("it")
        if ids is None:
            subject = obj.get_info("subject")
            ids = (subject,) if isinstance(subject, int) else ()
        return [i for i in ids if i in game.objects]
    if what == "self":
        src = source_id(obj)
        return [src] if src is not None and src in game.objects else []
    if what == "attached":  # "enchanted creature" / "equipped creature" (303.4, 301.5): what
        src = source_id(obj)  # the source is attached to, or was as it last existed (608.2h)
        o = game.last_known_object(src) if src is not None else None
        host = o.attached_to if o is not None else None
        return [host] if host is not None and host in game.objects else []
    raise ValueError(f"unknown object reference {what!r}")


def last_known(game: GameState, obj: GameObject, what: str) -> GameObject | None:
    """``"it"`` (the object the trigger event was about) or ``"self"`` (the source) as it
    is, or as it last existed if it has left its zone (608.2h)."""
    if what == "self":
        src = source_id(obj)
        return game.last_known_object(src) if src is not None else None
    ids = obj.get_info("it")
    if ids:
        return game.last_known_object(ids[0])
    subject = obj.get_info("subject")
    return game.last_known_object(subject) if isinstance(subject, int) else None


def card_it_became(game: GameState, obj: GameObject) -> tuple[GameObject, int] | None:
    """The triggering object (the ability's "subject", as it last existed) and the card it
    became in its owner's graveyard (400.7, 700.4: "whenever a creature dies, ... it"), or
    None if that card is no longer there (a token has ceased to exist, 704.5d)."""
    subject = obj.get_info("subject")
    old = game.last_known_object(subject) if isinstance(subject, int) else None
    if old is None:
        return None
    grave = game.players[old.owner].graveyard
    found = next((i for i in grave if game.objects[i].card_id == old.card_id), None)
    return (old, found) if found is not None else None


def source_id(obj: GameObject) -> int | None:
    """The source of a resolving spell or ability (CR 113.7): an ability's source, or the
    spell itself."""
    return obj.source if obj.kind == "ability" else obj.id


def source_permanent(game: GameState, obj: GameObject) -> GameObject | None:
    """The source of a resolving ability (113.7) if it is still on the battlefield, else None
    (the same object: a permanent that left and came back is a new one, 400.7)."""
    src = source_id(obj)
    o = game.objects.get(src) if src is not None else None
    return o if o is not None and o.zone == "battlefield" else None


CREATED_TOKENS = "created_tokens"
"""The info key of the tokens a resolving spell or ability created last ("attach it to the
token", 111.1, 608.2c)."""

EXILED_THIS_WAY = "exiled_this_way"
"""The info key of the cards a resolving spell or ability's ``exile`` moved to exile (608.2c:
"If it was a creature card, …" reads the card as it is there)."""

COLORS_SPENT_AMOUNT = "colors of mana spent to cast this spell"
"""An amount: the colours of mana spent to cast the spell (601.2h; precon shapes)."""
GREATEST_POWER = "greatest power among "
"""An amount: the greatest power among the permanents of a filter (208.1; precon shapes)."""

_COUNTED_AMOUNTS = frozenset({
    "planar die rolls this turn", "cards exiled with this",
    "nonbasic land types among lands you control", "Pirates you control",
    "players dealt combat damage this turn", "players who control more lands than you"})
"""Amount phrases counted by :mod:`casualmagic.engine.counts`."""


DESTROYED = "destroyed"
SACRIFICED = "sacrificed"
SACRIFICED_FOR_COST = "sacrificed_for_cost"
"""The info key of the permanents sacrificed to pay a spell's or ability's cost (601.2h,
602.2b; engine.casting), read by "X is the sacrificed creature's power" (608.2h)."""
EXTRA_FOR_COUNTERS = "extra_mana_for_counters"
"""The info key of the mana a creature spell's caster paid more under "you may pay any amount
of mana. If you do, that creature enters with that many additional +1/+1 counters" (601.2b)."""
COUNTERS_REMOVED_FOR_COST = "counters_removed_for_cost"
"""The info key of how many counters "Remove all … counters from ~" removed (602.2b;
engine.cost_parts), read by "for each +1/+1 counter removed this way"."""
"""The info key of how many permanents a resolving ability's "sacrifices" instruction
sacrificed ("… for each creature sacrificed this way", 701.17a; precon shapes)."""
"""Info key of a resolving spell or ability: the objects its "destroy all" destroyed, for
"… for each creature destroyed this way" (107.3a)."""


NOTED_NUMBER = "highest noted number"
"""The amount "the highest number you noted for cards named ~" (905.2b)."""


def _highest_noted_number(game: GameState, obj: GameObject) -> int:
    """905.2b: the highest number the controller of ``obj`` noted during the draft for
    cards with the name of ``obj``'s source (the spell, permanent or ability's source)."""
    from casualmagic.engine.draft_notes import highest_noted_number

    src = source_id(obj)
    card = game.last_known_object(src) if src is not None else None
    return highest_noted_number(game, obj.controller, card.card.name) if card else 0


def amount_of(game: GameState, obj: GameObject, value: Any) -> int:
    """An effect's amount: a number, ``X`` (107.3), or a value of the first target."""
    if isinstance(value, int):
        return value
    if value == "X":
        return obj.x
    if value == "that much":  # "you gain that much life": the amount of the trigger event
        subject = obj.get_info("subject")  # (the damage dealt, engine.triggers, 603.2)
        return subject[2] if isinstance(subject, tuple) and len(subject) > 2 else 0
    if isinstance(value, str) and value.endswith(" controlled by target"):  # "for each land
        return _count_controlled_by_target(game, obj, value[: -len(" controlled by target")])
    if isinstance(value, str) and value.startswith("random "):  # "a number chosen at random
        low, _, high = value[len("random "):].partition(" to ")  # from 0 to 4" (608.2d)
        lo, hi = amount_of(game, obj, int(low)), amount_of(game, obj, high if high == "X"
                                                                 else int(high))
        return lo + game.random_below(hi - lo + 1) if hi >= lo else lo
    if value in ("cards in your hand", "cards in hand of target"):  # planes: casting
        players = players_of(game, obj, 0 if value.endswith("target") else "you")
        return len(game.players[players[0]].hand) if players else 0
    if value == "life total of you":  # "where X is your life total" (119.1), as the
        players = you_players(game, obj)  # instruction is carried out (608.2h)
        return max(0, game.players[players[0]].life) if players else 0
    if value == "power of sacrificed":  # "X is the sacrificed creature's power": the
        gone = obj.get_info(SACRIFICED_FOR_COST) or ()  # one sacrificed to pay the cost, as
        o = game.last_known_object(gone[0]) if gone else None  # it last existed (608.2h)
        return max(0, cont.power(game, o)) if o is not None else 0
    if isinstance(value, str) and " of sacrificed " in value:  # "the sacrificed artifact's
        stat = value.partition(" of sacrificed ")[0]  # mana value" (608.2h): the permanent
        gone = obj.get_info(SACRIFICED_FOR_COST) or ()  # sacrificed to pay the cost, as it
        o = game.last_known_object(gone[0]) if gone else None  # last existed
        if o is None:
            return 0
        if stat == "mana value":  # 202.3
            return int(o.card.mana_value)
        return max(0, cont.power(game, o) if stat == "power" else cont.toughness(game, o))
    if value == "counters removed this way":  # "Remove all +1/+1 counters from ~" (122.1)
        return int(obj.get_info(COUNTERS_REMOVED_FOR_COST) or 0)
    if value == "number sacrificed this way":  # "create a token for each creature
        return int(obj.get_info(SACRIFICED) or 0)  # sacrificed this way" (701.17a)
    if value == "number exiled this way":  # "create a token for each card exiled this way"
        return len(obj.get_info(EXILED_THIS_WAY) or ())  # (608.2c, effects.players)
    if value == "number destroyed this way":  # "draw a card for each creature destroyed
        return len(obj.get_info(DESTROYED) or ())  # this way": what "destroy all" destroyed
    if isinstance(value, str) and value.startswith("-"):  # "gets -X/-X" (107.3)
        return -amount_of(game, obj, value[1:])
    if isinstance(value, str) and value.endswith(" in graveyard of target") \
            and value.startswith("number of "):  # "the number of creature cards in target
        from casualmagic.engine.targets import card_filter, card_fits  # player's graveyard"

        f = card_filter(value[len("number of "):-len(" in graveyard of target")])
        return sum(1 for p in players_of(game, obj, 0) for i in game.players[p].graveyard
                   if card_fits(game.objects[i].card, f))  # the first target (608.2h)
    if isinstance(value, str) and value.startswith("number of "):  # "for each creature
        return len(all_matching(game, obj, value[len("number of "):]))  # you control" (107.3a)
    if isinstance(value, str) and " times " in value:  # "2 life for each …"
        times, _, rest = value.partition(" times ")
        return int(times) * amount_of(game, obj, rest)
    if value == "power of this":  # "damage equal to its power": the source's power (208.3),
        src = source_id(obj)  # as it last existed if it left the battlefield (608.2h)
        o = game.last_known_object(src) if src is not None else None
        if o is None:
            return 0
        return cont.power(game, o) if o.zone == "battlefield" else (o.card.power or 0)
    if value == "power of this less 1":  # mentor: "with power less than this creature's
        return amount_of(game, obj, "power of this") - 1  # power" (702.134a), a bound
    if value == COLORS_SPENT_AMOUNT:  # "the number of colors of mana spent to cast this
        src = source_id(obj)  # spell" (601.2h), as noted when it was paid for
        o = game.last_known_object(src) if src is not None else None
        return len(o.get_info(COLORS_SPENT) or "") if o is not None else 0
    if isinstance(value, str) and value.startswith(GREATEST_POWER):  # "the greatest power
        powers = [cont.power(game, game.objects[i])  # among non-Human creatures you control"
                  for i in all_matching(game, obj, value[len(GREATEST_POWER):])]
        return max([0, *powers])  # none: 0; a negative result is 0 (107.1b)
    if isinstance(value, str) and value.startswith("1 plus "):
        return 1 + amount_of(game, obj, value[len("1 plus "):])  # "where X is 1 plus ..."
    if isinstance(value, str) and value in _COUNTED_AMOUNTS:
        from casualmagic.engine.counts import count_of

        return count_of(game, obj, value)
    if isinstance(value, str) and value.endswith(" counters on this"):  # "for each charge
        return source_counters(game, obj, value[: -len(" counters on this")])  # counter on it"
    if value == "times it was kicked":  # 702.33c-d: multikicker paid N times (or kicker once)
        return int(obj.get_info("kick_count", 0) or (1 if obj.get_info("kicked") else 0))
    if value == NOTED_NUMBER:  # "the highest number you noted for cards named ~" (905.2b)
        return _highest_noted_number(game, obj)
    if value == "any number":  # "search for any number of cards ..." (701.19a): every card
        return 10**6  # found, the searcher stopping when they like (701.19b)
    if value in ("power of it", "power of self"):  # "it deals damage equal to its power"
        o = last_known(game, obj, value[len("power of "):])  # (208.3), as it is or as it
        if o is None:  # last existed on the battlefield (608.2h)
            return 0
        return cont.power(game, o) if o.id in game.objects else (o.card.power or 0)
    if value in ("power of target", "toughness of target", "mana value of target"):
        refs = obj.targets[0] if obj.targets else ()
        for kind, ident in refs:
            o = game.last_known_object(ident) if kind == "object" else None
            if o is not None:  # CR 608.2h: last known information
                if value == "power of target":
                    return cont.power(game, o) if o.zone == "battlefield" else (o.card.power or 0)
                if value == "toughness of target":
                    return cont.toughness(game, o) if o.zone == "battlefield" else (o.card.toughness or 0)
                return int(o.card.mana_value)
        return 0
    raise ValueError(f"unknown amount {value!r}")



def all_matching(game: GameState, obj: GameObject, phrase: str, player: Any = None
                 ) -> list[int]:
    """Every object matching a phrase such as ``"creature"`` or ``"card in a graveyard"``
    (for "all"/"each"), in the zone the phrase names; ``player`` (a player reference such
    as a target's index): only the permanents those players control ("tap all creatures
    target player controls", 109.4)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import candidate_ids, matches_filter_base

    f = parse_filter(phrase)
    yous = you_players(game, obj) if f.controller == "you" else [obj.controller]  # 901.12c
    found = [i for i in candidate_ids(game, f)
             if any(matches_filter_base(game, f, game.objects[i], c) for c in yous)
             and ref_in_range(game, obj, ("object", i))]  # CR 801.10, 801.11
    if f.other:  # "each other creature with flying": not the ability's source (109.4)
        src = source_id(obj)
        found = [i for i in found if i != src]
    if player is None:
        return found
    whose = set(players_of(game, obj, player))
    return [i for i in found if game.objects[i].controller in whose]


def ref_in_range(game: GameState, obj: GameObject, ref: tuple[str, int]) -> bool:
    """CR 801.10–801.11: an effect affects and sees only what is within its controller's
    range of influence; plane and phenomenon abilities are exempt, except in Grand Melee
    (901.13, 801.18)."""
    if not any(h.limits_influence for h in game.hooks):
        return True
    from casualmagic.engine.targets import limited_targets

    if not limited_targets(game, obj):
        return True
    from casualmagic.core.hooks import within_influence

    return within_influence(game, obj.controller, ref)


def in_range(game: GameState, obj: GameObject, players: Any) -> tuple[int, ...]:
    """The ``players`` (in the order given) within the range of influence of ``obj``'s
    controller: "each player" of an effect, or the players who choose "of their choice"
    (801.10; a plane's or phenomenon's ability is exempt except in Grand Melee, 901.13)."""
    return tuple(p for p in players if ref_in_range(game, obj, ("player", p)))


def remember_it(game: GameState, obj: GameObject, ids: list[int]) -> None:
    """Record what this instruction acted on, for a later "it" (608.2c)."""
    o = game.obj_w(obj.id)
    o.info = (*(kv for kv in o.info if kv[0] != "it"), ("it", tuple(ids)))


def source_counters(game: GameState, obj: GameObject, kind: str) -> int:
    """The number of ``kind`` counters on the ability's source (122.1), as it is or last was
    (608.2h) -- for a plane planeswalked away from, as it was when it left (603.10a)."""
    src = game.last_known_object(obj.source) if obj.source is not None else None
    if src is None:
        return 0
    return src.counter(kind) or dict(src.get_info("left_counters") or ()).get(kind, 0)


def _count_controlled_by_target(game: GameState, obj: GameObject, phrase: str) -> int:
    """"for each land target opponent controls": permanents matching ``phrase`` that the
    first target player controls (608.2h: counted as the effect is applied)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(phrase)
    players = set(players_of(game, obj, 0))
    return sum(1 for i in game.battlefield if game.objects[i].controller in players
               and matches_filter_base(game, f, game.objects[i], obj.controller))


# -- counters players have (122.1): 'each player with the most ... counters' ---------------

PLAYER_COUNTERS = "player_counters"
"""vstate key: ((player, kind, number), ...) — counters players have other than poison
(122.1; poison counters are ``Player.poison``)."""


def player_counters(game: GameState, player: int, kind: str) -> int:
    """How many ``kind`` counters ``player`` has (122.1)."""
    if kind == "poison":
        return game.players[player].poison
    return sum(n for p, k, n in game.vget(PLAYER_COUNTERS, ()) if p == player and k == kind)


def players_with_most(game: GameState, what: str) -> list[int]:
    """"Each player with the most point counters or tied for the most" (``what`` "point
    counters"): the players still in the game whose number is the highest, ties included
    (122.1), in APNAP order (101.4)."""
    kind = what.removesuffix(" counters or tied for the most").removesuffix(" counters")
    players = game.in_turn_order(game.active)
    if not players:
        return []
    top = max(player_counters(game, p, kind) for p in players)
    return [p for p in players if player_counters(game, p, kind) == top]
