"""Copy effects (CR 707) and voting (CR 701.32).

A copy acquires the *copiable values* of the original (707.2): the values printed on it as
modified by other copy effects (707.3; here: the card an object currently has, since a
permanent that is a copy already carries the copied card) plus the exceptions a copy effect
names, which become part of the copiable values (707.9b): "except it's a Reflection in
addition to its other types", "except it isn't legendary", "except it has menace".

A permanent that *becomes* a copy of another object is changed by a layer-1 continuous
effect (613.1a) that lasts indefinitely (the card texts here give no duration, 611.2a).
The engine applies such an effect by swapping the object's card for the copiable values and
keeping the object's own card under the ``printed`` info key, as "enter as a copy" does
(707.5): the object stays the same object (707.4: no enters or leaves triggers), counters
and damage stay, and the card is its own card again in any other zone (400.7; see
``GameState.move``).  Because the swap happens once, layers 2-7 computed in
``engine.continuous`` start from the copied values with no per-query cost.

The effect ops of the Planechase copy cards (The Bean, Caught in a Parallel Universe,
Human—Time Lord Meta-Crisis, Prime Minister's Cabinet Room, Happy Yargle Day!, Mad Labs)
live here too and are registered with the effect vocabulary.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from casualmagic.cards.model import PERMANENT_TYPES
from casualmagic.core.flow import ask
from casualmagic.engine.effect_registry import WAIT, effect

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef, Effect
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState


# -- the mechanism -------------------------------------------------------------------------

def copiable_card(game: GameState, oid: int) -> CardDef | None:
    """The copiable values of object ``oid`` (707.2, 707.3), as it is or last was (608.2h)."""
    o = game.last_known_object(oid)
    if o is not None and o.info and o.get_info("bestowed"):
        return o.get_info("printed", o.card)  # bestow's Aura is not copiable (702.103b, 707.2)
    return None if o is None else o.card


def with_exceptions(card: CardDef, *, subtypes: tuple[str, ...] = (),
                    keywords: tuple[str, ...] = (), not_legendary: bool = False,
                    token: bool | None = None, types: tuple[str, ...] = ()) -> CardDef:
    """``card`` changed by a copy effect's exceptions, which become copiable values (707.9b):
    added ``subtypes`` ("a Reflection in addition to its other types"), added card ``types``
    ("except it's an artifact in addition to its other types"), added ``keywords`` ("except
    it has menace"), and "except it isn't legendary" (205.4)."""
    changes: dict[str, Any] = {}
    new_types = tuple(t for t in types if t not in card.types)
    if new_types:
        changes["types"] = (*card.types, *new_types)
    new_subtypes = tuple(s for s in subtypes if s not in card.subtypes)
    if new_subtypes:
        changes["subtypes"] = (*card.subtypes, *new_subtypes)
    if keywords:
        changes["keywords"] = card.keywords | frozenset(keywords)
    if not_legendary and "Legendary" in card.supertypes:
        changes["supertypes"] = tuple(s for s in card.supertypes if s != "Legendary")
    if token is not None and card.is_token != token:
        changes["is_token"] = token
    return replace(card, **changes) if changes else card


def create_token_copy(game: GameState, player: int, card: CardDef, source: int | None,
                      *, sync: bool = True, tapped: bool = False,
                      types: tuple[str, ...] = ()) -> list[int]:
    """``player`` creates a token that's a copy of ``card``'s values (707.2, 111.1);
    replacement effects may change how many (614.1); ``tapped``: it enters tapped (e.g.
    "tapped and attacking", 702.116a).  Returns the new tokens' ids (with
    ``sync=False`` a replacement choice may instead be asked, and nothing is returned).
    Every token copy is made here: the copy ops of ``casualmagic.effects.token_creation``, the
    copies of ``copy_permanent`` below, myriad's (``effects/creatures.py``), random cards
    (``effects/chance.py``)."""
    from casualmagic.engine.replacement import DEFERRED, TokensEvent, happen

    if game.players[player].left:
        return []
    made = happen(game, TokensEvent(player, with_exceptions(card, token=True, types=types), 1,
                                    tapped, source), sync=sync)
    return [] if made is None or made is DEFERRED else list(made)


def become_copy(game: GameState, oid: int, card: CardDef, rule: str = "707.2") -> None:
    """Permanent ``oid`` becomes a copy of ``card``'s values: a layer-1 effect (613.1a) with no
    duration; it stays the same object (707.4) and keeps its counters, damage and status."""
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    w = game.obj_w(oid)
    printed = w.get_info("printed", w.card)
    w.info = (*(kv for kv in w.info if kv[0] != "printed"), ("printed", printed))
    w.card = with_exceptions(card, token=printed.is_token)  # a token stays a token (111.1)
    game.emit("becomes_copy", w.controller, {"object": oid, "of": card.name}, rule)


def _choosable(game: GameState, phrase: str, who: int) -> list[int]:
    """Permanents matching ``phrase`` from ``who``'s point of view ("you" is ``who``)."""
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f = parse_filter(phrase)
    return [i for i in game.battlefield if matches_filter_base(game, f, game.objects[i], who)]


def _exceptions(eff: Effect) -> dict[str, Any]:
    return {"subtypes": tuple(eff.get("subtypes", ())), "keywords": tuple(eff.get("keywords", ())),
            "not_legendary": bool(eff.get("not_legendary", False))}


def _choosers(game: GameState, obj: GameObject, who: str) -> tuple[int, ...]:
    """"Each player" in turn order from the active player (101.4), or just "you"."""
    if who == "each player":
        return tuple(game.in_turn_order(game.active))
    return (obj.controller,)


# -- effect ops ----------------------------------------------------------------------------

@effect("token_copy_of_chosen")
def _token_copy_of_chosen(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """"Each player chooses a creature they control and creates a token that's a copy of it,
    except it's a Reflection in addition to its other types" (The Bean), "each player chooses
    a creature controlled by the player to their left ... creates a token that's a copy of the
    creature they chose, except it has menace" (Caught in a Parallel Universe), or, with
    ``who = "you"``, "create a token that's a copy of a creature you control".

    In turn order (101.4) each player chooses one ``filter`` permanent (read from that
    player's point of view), not targeted (115.10); then each creates a token copy of
    their choice with the exceptions (707.9b)."""
    players, chosen = sub if sub is not None else (_choosers(game, obj, eff.get("who", "you")), ())
    if answer is not None:
        chosen = (*chosen, (players[0], answer[1]))
        players = players[1:]
    phrase = eff.get("filter", "creature you control")
    while players:
        options = _choosable(game, phrase, players[0])
        if options:
            ask(game, players[0], "choose", [("choose", i) for i in options], "707.2",
                ("resolve", obj.id, at, (players, chosen)),
                f"Choose a {phrase} to copy ({obj.card.name})")
            return WAIT
        players = players[1:]
    ex = _exceptions(eff)
    for p, oid in chosen:
        card = copiable_card(game, oid)
        if card is not None:
            game.emit("chosen", p, {"object": oid, "card": card.name}, "707.2")
            create_token_copy(game, p, with_exceptions(card, **ex), obj.id)
    return None


@effect("token_copy_of_first_counters_from_second")
def _meta_crisis(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """Human—Time Lord Meta-Crisis: "each player chooses one or two creatures they control.
    Each player creates a token that's a copy of the first creature they chose, except it
    isn't legendary. Then each player who chose a second creature puts a number of +1/+1
    counters on the token they created equal to the power of the second creature they chose"
    (707.2, 707.9b, 122.1).  Choices in turn order (101.4); the power is read as the counters
    are put (608.2h)."""
    import casualmagic.engine.continuous as cont
    from casualmagic.engine.primitives import add_counters

    players, chosen = sub if sub is not None else (_choosers(game, obj, "each player"), ())
    if answer is not None:
        who = players[0]
        mine = next((c for c in chosen if c[0] == who), None)
        if mine is None:  # the first creature
            chosen = (*chosen, (who, answer[1], None))
        else:  # the second one, or none
            second = answer[1] if answer[0] == "choose" else None
            chosen = tuple((p, a, second) if p == who else (p, a, b) for p, a, b in chosen)
            players = players[1:]
    phrase = eff.get("filter", "creature you control")
    while players:
        who = players[0]
        options = _choosable(game, phrase, who)
        mine = next((c for c in chosen if c[0] == who), None)
        if mine is None and options:
            ask(game, who, "choose", [("choose", i) for i in options], "707.2",
                ("resolve", obj.id, at, (players, chosen)), "Choose the first creature")
            return WAIT
        rest = [i for i in options if mine is not None and i != mine[1]]
        if rest:
            ask(game, who, "choose", [*(("choose", i) for i in rest), ("none",)], "707.2",
                ("resolve", obj.id, at, (players, chosen)),
                "Choose a second creature (its power in +1/+1 counters), or none")
            return WAIT
        players = players[1:]
    ex = _exceptions(eff)
    made: list[tuple[int, int | None]] = []
    for p, first, second in chosen:
        card = copiable_card(game, first)
        if card is not None:
            tokens = create_token_copy(game, p, with_exceptions(card, **ex), obj.id)
            made.extend((t, second) for t in tokens[:1])
    for token, second in made:
        if second is None:
            continue
        o = game.last_known_object(second)
        if o is None:
            continue
        power = cont.power(game, o) if o.zone == "battlefield" else (o.card.power or 0)
        add_counters(game, token, "+1/+1", power or 0, "122.1")
    return None


@effect("become_copy")
def _become_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """"Up to one target creature you control becomes a copy of target creature an opponent
    controls" (707.2, 613.1a): ``what`` becomes a copy of ``of`` (target indexes), with the
    copy effect's exceptions (707.9b).  ``card`` names a card instead ("It becomes a copy of
    Yargle, Glutton of Urborg")."""
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.effect_refs import objects_of

    if eff.get("card"):
        card: CardDef | None = card_by_name(eff.get("card"))
    else:
        of = objects_of(game, obj, eff.get("of", 1))
        card = copiable_card(game, of[0]) if of else None
    if card is None:
        return None
    card = with_exceptions(card, **_exceptions(eff))
    for oid in objects_of(game, obj, eff.get("what", 0)):
        become_copy(game, oid, card)
    return None


@effect("counter_then_become_copy_of_card")
def _counter_then_become_copy(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """Happy Yargle Day!: "if that player doesn't control a creature named [card], that player
    puts a bargle counter on a creature they control. It becomes a copy of [card], except it
    isn't legendary" (122.1, 707.2, 707.9b).  "That player" is the player whose end step it
    is (the active player, 102.1).  The intervening "if" is the trigger's condition
    (engine.triggers.condition_holds), checked again as it resolves (603.4)."""
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.engine.primitives import add_counters

    name = eff.get("card")
    who = game.active
    if answer is None:
        options = _choosable(game, "creature you control", who)
        if not options:
            return None
        ask(game, who, "choose", [("choose", i) for i in options], "122.1",
            ("resolve", obj.id, at, "chosen"),
            f"Put a {eff.get('kind', 'bargle')} counter on a creature you control")
        return WAIT
    oid = answer[1]
    add_counters(game, oid, eff.get("kind", "bargle"), 1, "122.1", sync=True)
    become_copy(game, oid, with_exceptions(card_by_name(name), **_exceptions(eff)))
    return None


@effect("vote_exile_most")
def _vote_exile_most(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                     at: int) -> Any:
    """Will of the council: "starting with you, each player votes for a creature you don't
    control. Exile each creature with the most votes or tied for most votes" (701.32a: each
    player, starting with the named player and in turn order, chooses one of the choices)."""
    from collections import Counter

    from casualmagic.engine.primitives import move_object

    you = obj.controller
    players, votes = sub if sub is not None else (
        tuple(game.in_turn_order(you)), ())
    if answer is not None:
        votes = (*votes, answer[1])
        game.emit("vote", players[0], {"for": answer[1],
                                       "card": game.objects[answer[1]].card.name}, "701.32a")
        players = players[1:]
    phrase = eff.get("filter", "creature you don't control")
    while players:
        options = _choosable(game, phrase, you)
        if not options:
            break
        ask(game, players[0], "choose", [("vote", i) for i in options], "701.32a",
            ("resolve", obj.id, at, (players, votes)), f"Vote for a {phrase}")
        return WAIT
    count = Counter(v for v in votes if v in game.objects)
    if not count:
        return None
    most = max(count.values())
    for oid in sorted(i for i, n in count.items() if n == most):
        if oid in game.objects and game.objects[oid].zone == "battlefield":
            move_object(game, oid, "exile", "exile", "406.3")
    return None


@effect("mad_labs")
def _mad_labs(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """Mad Labs: "starting with the next player in turn order, that player chooses a
    permanent type (110.4). The next player chooses a number between 1 and 10. The next
    player chooses a keyword counter (122.1b)." Then "each player creates a token that's a
    copy of a [permanent] and puts [number] +1/+1 counters on it. If it's not a creature, it
    becomes a 0/0 creature in addition to its other types. It enters with [keyword] counter."

    Each player, in turn order (101.4), chooses a permanent of the chosen type to copy
    (707.2); the keyword counter is put on the token as it is created (122.6)."""
    import casualmagic.engine.continuous as cont
    from casualmagic.engine.primitives import add_counters

    state = sub if sub is not None else ("words", ())
    if state[0] == "words":
        words = state[1] if answer is None else (*state[1], answer[1])
        if answer is not None:
            game.emit("word_chosen", _word_chooser(game, obj, len(words) - 1),
                      {"word": answer[1]}, ("110.4", "107.1", "122.1b")[len(words) - 1])
        if len(words) < 3:
            chooser = _word_chooser(game, obj, len(words))
            if len(words) == 0:
                opts = [("word", t) for t in sorted(PERMANENT_TYPES)]
                prompt = "Choose a permanent type"
            elif len(words) == 1:
                opts = [("word", n) for n in range(1, 11)]
                prompt = "Choose a number between 1 and 10"
            else:
                opts = [("word", k) for k in cont.KEYWORD_COUNTERS]
                prompt = "Choose a keyword counter"
            ask(game, chooser, "choose", opts, ("110.4", "107.1", "122.1b")[len(words)],
                ("resolve", obj.id, at, ("words", words)), prompt)
            return WAIT
        state = ("copies", words, _choosers(game, obj, "each player"), ())
        answer = None
    _, words, players, chosen = state
    kind, number, keyword = words
    if answer is not None:
        chosen = (*chosen, (players[0], answer[1]))
        players = players[1:]
    while players:
        options = _choosable(game, kind.lower(), players[0])
        if options:
            ask(game, players[0], "choose", [("choose", i) for i in options], "707.2",
                ("resolve", obj.id, at, ("copies", words, players, chosen)),
                f"Choose a {kind.lower()} to copy")
            return WAIT
        players = players[1:]
    for p, oid in chosen:
        card = copiable_card(game, oid)
        if card is None:
            continue
        for token in create_token_copy(game, p, card, obj.id):
            add_counters(game, token, keyword, 1, "122.6", sync=True)
            add_counters(game, token, "+1/+1", number, "122.1", sync=True)
            o = game.objects.get(token)
            if o is not None and not cont.is_type(game, o, "Creature"):
                _becomes_0_0_creature(game, obj, token)
    return None


def _word_chooser(game: GameState, obj: GameObject, index: int) -> int:
    """Who chooses Mad Labs' ``index``-th word: "starting with the next player in turn order"
    after the phenomenon's controller, then the next player (101.4)."""
    chooser = obj.controller
    for _ in range(index + 1):
        chooser = game.next_player(chooser)
    return chooser


def _becomes_0_0_creature(game: GameState, obj: GameObject, oid: int) -> None:
    """"It becomes a 0/0 creature in addition to its other types" (layer 4 and 7b, 613.1d,
    613.4b), with no duration (611.2a)."""
    import casualmagic.engine.continuous as cont

    ts = cont.next_timestamp(game)
    group = ("becomes_creature", ts)
    for layer, op, args in (("4", "add_types", (("Creature",), ())), ("7b", "set_pt", (0, 0))):
        cont.add_effect(game, cont.ContinuousEffect(layer, op, args, ts, obj.id, obj.controller,
                                                    affected=(oid,), duration="permanent",
                                                    rule="613.1d" if layer == "4" else "613.4b",
                                                    group=group))
    game.emit("becomes_creature", obj.controller, {"object": oid, "power": 0, "toughness": 0},
              "205.1b")


# -- Happy Yargle Day!: a copy of a card named by the effect, and the cards it names --------

@effect("cast_copy_of_random_card")
def _cast_copy_of_random_card(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Choose Swords to Plowshares, Opt, Fatal Push, Anger of the Gods, or Explore at random.
    Copy the chosen card. You may cast the copy without paying its mana cost."  The card is
    named, not an object in the game, so the copy is created outside the game from its Oracle
    characteristics (707.13) and cast from there (707.12, 118.9a: the timing permissions are
    ignored while the ability resolves, 601.2); a copy not cast ceases to exist (704.5e)."""
    from casualmagic.cards.definitions import card_by_name
    from casualmagic.core.flow import push

    who = obj.controller
    if answer is None:
        names = tuple(eff.get("cards", ()))
        if not names:
            return None
        name = names[game.random_below(len(names))]
        game.emit("copy_card", who, {"card": name, "chosen_at_random_from": list(names)},
                  "707.13")
        ask(game, who, "may", [("yes",), ("no",)], "118.9a", ("resolve", obj.id, at, name),
            f"Cast the copy of {name} without paying its mana cost?")
        return WAIT
    if answer != ("yes",):
        return None
    copy = game.new_object(card_by_name(sub), -1, who, "stack", "spell")
    copy.controller = who
    copy.is_copy = True  # off the stack it ceases to exist (707.10a, 704.5e)
    copy.info = (("cast_from", "outside"), ("free", True))
    game.stack = (*game.stack, copy.id)
    push(game, ("cast", copy.id, who, "kick", 0))  # 601.2b-h, then it becomes cast (707.12)
    return None


def permanent_left_battlefield_this_turn(game: GameState, player: int) -> bool:
    """Revolt (an ability word, 207.2c): "if a permanent left the battlefield under your
    control this turn" — read from this turn's zone-change events (400.7)."""
    return any(ev.player == player and ev.data.get("from") == "battlefield"
               for ev in game.events_this_turn())


@effect("destroy_if_mana_value")
def _destroy_if_mana_value(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                           at: int) -> Any:
    """Fatal Push: "Destroy target creature if it has mana value 2 or less. Revolt — Destroy
    that creature if it has mana value 4 or less instead if a permanent left the battlefield
    under your control this turn" (701.7a, 202.3, 207.2c)."""
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import destroy

    limit = int(eff.get("amount", 2))
    if eff.get("revolt_amount") is not None and \
            permanent_left_battlefield_this_turn(game, obj.controller):
        limit = int(eff.get("revolt_amount"))
    for oid in objects_of(game, obj, eff.get("what", 0)):
        if game.objects[oid].card.mana_value <= limit:
            destroy(game, oid, by=obj.controller)
    return None


@effect("damage_each_exile_if_dies")
def _damage_each_exile_if_dies(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                               answer: Any, at: int) -> Any:
    """Anger of the Gods: "deals 3 damage to each creature. If a creature dealt damage this way
    would die this turn, exile it instead" (120.3; a replacement effect until end of turn,
    614.1a, applied to each creature that was dealt damage)."""
    from casualmagic.engine.effect_refs import all_matching, amount_of
    from casualmagic.engine.primitives import deal_damage
    from casualmagic.engine.replacement import exile_if_it_would_die

    n = amount_of(game, obj, eff.get("amount"))
    for oid in all_matching(game, obj, eff.get("filter", "creature")):
        dealt = deal_damage(game, obj, ("object", oid), n)
        if isinstance(dealt, int) and dealt > 0 and oid in game.objects:
            exile_if_it_would_die(game, obj, oid)
    return None


@effect("additional_land_play")
def _additional_land_play(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                          at: int) -> Any:
    """Explore: "You may play an additional land this turn" (305.2, 305.2a): one more land
    play for the rest of the turn (``engine.lands.add_land_play``)."""
    from casualmagic.engine.lands import add_land_play

    add_land_play(game, obj.controller, "305.2a")
    return None
