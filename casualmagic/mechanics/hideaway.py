"""Hideaway (CR 702.75): "Hideaway N" means "When this permanent enters, look at the top N cards
of your library. Exile one of them face down and put the rest on the bottom of your library in
a random order. The exiled card gains 'The player who controls the permanent that exiled this
card may look at this card in the exile zone'" (702.75a; cards printed with "Hideaway" have
"Hideaway 4" and "enters tapped" in their Oracle text, 702.75b).  Each instance triggers on
its own as the permanent enters (603.6a: ``rule_hooks.ENTERED``).

"The exiled card" in the permanent's other abilities is the card its hideaway exiled (607.2a:
linked abilities): ``play_hideaway_card`` reads "You may play the exiled card without paying
its mana cost if [condition]" (118.9a; a land is played, 305.1, only during its controller's
turn with a land play left, 305.2b, 305.3).  The card stays hidden from everyone but the
player who looked (406.3, 708.5 via ``core.visibility``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.model import Effect, TriggeredAbility
from casualmagic.cards.vocabulary import HIDEAWAY_CONDITIONS, NUMBER_WORDS_TO_TWENTY
from casualmagic.core import rng
from casualmagic.core.flow import ask, push
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState
from casualmagic.core.visibility import let_look
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.actions import castable, play_land
from casualmagic.engine.effect_refs import source_id
from casualmagic.engine.effect_registry import WAIT, effect
from casualmagic.engine.lands import land_plays
from casualmagic.engine.triggers import condition_holds, queue_trigger
from casualmagic.mechanics.keyword_numbers import keyword_numbers

HIDDEN_BY = "hideaway."
"""vstate key prefix + the hideaway permanent's id: the card ids (stable across zones) its
hideaway exiled, for its linked abilities (607.2a)."""

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10}


@lru_cache(maxsize=16)
def hideaway_ability(n: int) -> TriggeredAbility:
    """The triggered ability "Hideaway N" stands for (702.75a)."""
    word = {v: k for k, v in _WORDS.items()}.get(n, str(n))
    return TriggeredAbility("enters", (Effect("hideaway", (("amount", n),)),), (), None,
                            f"Hideaway {n} (When this permanent enters, look at the top {word} "
                            "cards of your library, exile one face down, then put the rest on "
                            "the bottom in a random order.)")


def hideaway_triggers(game: GameState, oid: int) -> None:
    """A permanent with hideaway entered: one trigger per instance (702.75a, 603.6a)."""
    o = game.objects[oid]
    if not o.card.keywords and cont.is_plain(game, o):
        return
    for n in keyword_numbers(game, o, "Hideaway"):
        queue_trigger(game, oid, o.card, hideaway_ability(n), o.controller)


def hidden_cards(game: GameState, source: int) -> tuple[int, ...]:
    """The cards in exile now that ``source``'s hideaway exiled (607.2a)."""
    ids = set(game.vget(HIDDEN_BY + str(source), ()))
    return tuple(i for i in game.exile if game.objects[i].card_id in ids)


@effect("hideaway")
def _hideaway(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """Look at the top N cards (701.16e: only their controller sees them), exile the one they
    choose face down, the rest on the bottom in a random order (702.75a, through the game's
    RNG)."""
    who = obj.controller
    if sub is None:
        looked = tuple(game.players[who].library[:int(eff.get("amount", 4))])
        if not looked:
            return None
        let_look(game, looked, who)
        game.emit("look", who, {"cards": [game.objects[i].card.name for i in looked],
                                "objects": list(looked)}, "702.75a", private_to=who)
        ask(game, who, "choose", game.distinct_card_options(looked, "exile"), "702.75a",
            ("resolve", obj.id, at, looked), "Hideaway: exile one of these cards face down")
        return WAIT
    looked = tuple(i for i in sub if i in game.objects and game.objects[i].zone == "library")
    chosen = answer[1]
    if chosen not in looked:
        return None
    new = game.move(chosen, "exile")
    game.obj_w(new).face_down = True  # 406.3: face down, hidden from the other players
    let_look(game, (new,), who)  # the card's granted "may look at this card" (702.75a)
    src = source_id(obj)
    if src is not None:
        key = HIDDEN_BY + str(src)
        game.vset(key, (*game.vget(key, ()), game.objects[new].card_id))
    rest = tuple(i for i in looked if i != chosen)
    order, game.rng = rng.shuffled(game.rng, rest)
    for oid in order:
        game.move(oid, "library", position="bottom")
    game.emit("hideaway", who, {"object": new, "bottom": len(order), "random": True},
              "702.75a")
    return None


def hideaway_condition(game: GameState, condition: str, controller: int,
                       source: int | None) -> bool:
    """Does the condition of a hideaway permanent's "if [condition]" hold now (608.2c)?  One
    of :data:`casualmagic.cards.vocabulary.HIDEAWAY_CONDITIONS`."""
    found = next(((name, m) for name, pattern in HIDEAWAY_CONDITIONS.items()
                  if (m := pattern.match(condition))), None)
    if found is None:
        raise ValueError(f"unknown hideaway condition {condition!r}")
    name, m = found
    n = _number(m.group(1)) if name not in ("empty hands", "you control one") else 0
    if name == "total power":  # Mosswort Bridge (208.1)
        return sum(max(0, cont.power(game, o)) for o in game.permanents(controller)
                   if cont.is_type(game, o, "Creature")) >= n
    if name == "attacked with":  # Windbrisk Heights (508.1)
        return sum(len(ev.data.get("attackers", ())) for ev in game.events_this_turn()
                   if ev.kind == "attackers" and ev.player == controller) >= n
    if name == "opponent dealt damage":  # Spinerock Knoll (120.3)
        return any(sum(ev.data.get("amount", 0) for ev in game.events_this_turn()
                       if ev.kind == "damage" and ev.data.get("to_player") == p) >= n
                   for p in game.opponents(controller))
    if name == "small library":  # Shelldock Isle (401)
        return any(len(p.library) <= n for p in game.players if not p.left)
    if name == "empty hands":  # Howltooth Hollow (402)
        return all(not p.hand for p in game.players if not p.left)
    if name == "graveyard":  # Cemetery Tampering (404)
        return len(game.players[controller].graveyard) >= n
    if name == "cards in hand":  # Wiretapping (402)
        return len(game.players[controller].hand) >= n
    return condition_holds(game, condition, controller, source)  # "you control (N or more|a) …"


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS_TO_TWENTY[word]


def _may_play_land(game: GameState, player: int) -> bool:
    """An effect may have a player play a land only during their turn (305.3) with a land play
    left (305.2b)."""
    return game.active == player and game.players[player].lands_played < land_plays(game, player)


@effect("play_hideaway_card")
def _play_hideaway_card(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"You may play the exiled card without paying its mana cost if [condition]" (607.2a,
    118.9a): the condition is checked as the ability resolves (608.2c); casting it then
    ignores timing (608.2g), playing a land follows 305.2b and 305.3."""
    who = obj.controller
    if sub is None:
        src = source_id(obj)
        cards = hidden_cards(game, src) if src is not None else ()
        if not cards:
            return None
        if not hideaway_condition(game, eff.get("condition", ""), who, src):
            game.emit("condition_false", who, {"condition": eff.get("condition")}, "608.2c")
            return None
        oid = cards[0]
        card = game.objects[oid].card
        if "Land" in card.types:
            if not _may_play_land(game, who):
                return None
        elif not castable(game, who, card, [], alt=ManaCost()):
            return None  # 601.2c: a spell with no legal targets can't be cast
        verb = "Play" if "Land" in card.types else "Cast"
        ask(game, who, "may", [("yes",), ("no",)], "118.9a", ("resolve", obj.id, at, oid),
            f"{verb} {card.name} without paying its mana cost?")
        return WAIT
    if answer != ("yes",) or sub not in game.objects or game.objects[sub].zone != "exile":
        return None
    if "Land" in game.objects[sub].card.types:
        play_land(game, who, sub)
    else:
        push(game, ("cast", sub, who, "announce", "free"))
    return None


@effect("hideaway_card_to_hand")
def _hideaway_card_to_hand(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                           answer: Any, at: int) -> Any:
    """"Put the exiled card into its owner's hand" (607.2a: the card this permanent's
    hideaway exiled; a leaves-the-battlefield ability's source is the permanent that left)."""
    src = source_id(obj)
    for oid in hidden_cards(game, src) if src is not None else ():
        owner = game.objects[oid].owner
        new = game.move(oid, "hand")
        game.emit("return_to_hand", owner, {"object": new}, "607.2a",
                  visible_to=frozenset({owner}))
    return None


def linked_after_leaving(game: GameState, old: GameObject, new_oid: int, to_zone: str) -> None:
    """A leaves-the-battlefield ability's source is the card in its new zone (603.10a): the
    cards the permanent's hideaway exiled stay linked for it (607.2a)."""
    ids = game.vget(HIDDEN_BY + str(old.id), ())
    if ids:
        game.vset(HIDDEN_BY + str(new_oid), ids)


rule_hooks.ENTERED.append(hideaway_triggers)
rule_hooks.LEFT_BATTLEFIELD.append(linked_after_leaving)
