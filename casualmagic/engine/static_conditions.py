"""Conditions of static abilities and activation restrictions: "as long as seven or more cards
are in your graveyard" (611.3a: a static ability's effect applies while its condition holds),
"during your turn", "Activate only if you control an artifact" (602.5b).

A condition is a string the compiler writes from the oracle words (see
:data:`CONDITION_FORMS`); :func:`holds` judges it now.  While the layers are being applied
(613), "you control ..." is judged on the board as the earlier layers left it (``chars``, the
board's characteristics by object id), so a static ability's condition never asks for the
characteristics being computed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from casualmagic.cards.vocabulary import TURN_HISTORY_CONDITIONS
from casualmagic.core.hooks import is_active_player
from casualmagic.engine.designations import commander_objects

if TYPE_CHECKING:
    from casualmagic.core.state import GameState

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10}

_CONTROL = re.compile(r"^you control (?:(a|an|another|no)|(\w+) or more) (.+)$")
_GRAVEYARD = re.compile(r"^(\w+) or more cards are in your graveyard$")
# delirium (207.2c): "as long as there are four or more card types among cards in your
# graveyard" — card types (205.2a), not supertypes or subtypes (common shapes III)
_CARD_TYPES = re.compile(r"^there are (\w+) or more card types among cards in your graveyard$")
_HAND = re.compile(r"^you have (no|\w+ or fewer|\w+ or more) cards? in hand$")
_LIFE = re.compile(r"^you have (\d+) or (less|more) life$")
_COUNTER = re.compile(r"^it has an? ([a-z+/\-1]+) counter on it$")
_OPPONENT = re.compile(r"^an opponent controls (?:a|an) (.+)$")
YOUR_COMMANDER = "you control your commander"
"""Lieutenant's condition (an ability word, 207.2c): a commander of yours (903.3) is on the
battlefield under your control."""
_SELF_STATE = ("it's attacking", "it's blocking", "it's untapped", "it's tapped")

CONDITION_FORMS = (
    "it's your turn", "it's not your turn",
    "N or more cards are in your graveyard",
    "there are N or more card types among cards in your graveyard",
    "you control a/an/another/no [permanents]", "you control N or more [permanents]",
    "you have no / N or fewer / N or more cards in hand", "you have N or less/more life",
    "you created a token this turn", "you're the monarch", "you have the city's blessing",
    "it's attacking / blocking / tapped / untapped", "it has a [kind] counter on it",
    "an opponent controls a/an [permanent]", "you control your commander",
)
"""The conditions :func:`holds` reads (N a number word or digits)."""


def is_known(condition: str) -> bool:
    """Can :func:`holds` read ``condition``?  (The filter words of "you control ..." are read
    by the layer filter when judged.)"""
    c = condition.strip()
    return c in TURN_HISTORY_CONDITIONS or c in ("it's your turn", "it's not your turn", "you created a token this turn",
                 "you're the monarch", "you have the city's blessing", YOUR_COMMANDER,
                 *_SELF_STATE) or any(
        r.match(c) for r in (_CONTROL, _GRAVEYARD, _HAND, _LIFE, _COUNTER, _OPPONENT,
                             _CARD_TYPES))


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


def holds(game: GameState, condition: str, controller: int, source: int | None,
          chars: dict[int, Any] | None = None) -> bool:
    """Does ``condition`` hold now for an ability of ``source`` controlled by ``controller``?"""
    c = condition.strip()
    if c in TURN_HISTORY_CONDITIONS:  # "Activate only if a creature died this turn"
        from casualmagic.engine.turn_history import turn_condition

        return bool(turn_condition(game, c, controller))
    if c == "it's your turn":
        return is_active_player(game, controller)  # 805.4a: the active team's turn
    if c == "it's not your turn":
        return not is_active_player(game, controller)
    if c == "you created a token this turn":  # 111.2: the player who created it
        return any(ev.kind == "create_token" and ev.player == controller
                   for ev in game.events_this_turn())
    if c == YOUR_COMMANDER:  # lieutenant: one of your commanders (903.3) is a permanent
        return any(o.zone == "battlefield" and o.controller == controller  # you control
                   for o in commander_objects(game, controller))
    if c == "you're the monarch":  # 722.1
        return game.vget("monarch") == controller
    if c == "you have the city's blessing":  # 702.131c
        return controller in game.vget("citys_blessing", ())
    if c in _SELF_STATE:  # the object itself (506.4: attacking and blocking creatures)
        o = game.objects.get(source) if source is not None else None
        if o is None or o.zone != "battlefield":
            return False
        if c in ("it's tapped", "it's untapped"):
            return o.tapped == (c == "it's tapped")
        combat = game.combat
        return combat is not None and (combat.is_attacking(o.id) if c == "it's attacking"
                                       else combat.is_blocking(o.id))
    m = _COUNTER.match(c)
    if m:  # "as long as it has a divinity counter on it" (122.1)
        o = game.objects.get(source) if source is not None else None
        return o is not None and o.counter(m.group(1)) > 0
    m = _OPPONENT.match(c)
    if m:
        return any(_count(game, m.group(1), p, None, chars) for p in game.opponents(controller))
    m = _GRAVEYARD.match(c)
    if m:  # threshold (207.2c) and the like: cards, not permanents (404.1)
        return len(game.players[controller].graveyard) >= _number(m.group(1))
    m = _CARD_TYPES.match(c)
    if m:  # delirium (207.2c): the card types (205.2a) among the cards in your graveyard
        objs = game.objects
        kinds = {t for i in game.players[controller].graveyard for t in objs[i].card.types}
        return len(kinds) >= _number(m.group(1))
    m = _HAND.match(c)
    if m:
        n = len(game.players[controller].hand)
        amount = m.group(1)
        if amount == "no":
            return n == 0
        return n <= _number(amount.split()[0]) if "fewer" in amount \
            else n >= _number(amount.split()[0])
    m = _LIFE.match(c)
    if m:
        life = game.players[controller].life
        return life <= int(m.group(1)) if m.group(2) == "less" else life >= int(m.group(1))
    m = _CONTROL.match(c)
    if m:
        article, count, phrase = m.groups()
        found = _count(game, phrase, controller, source if article == "another" else None,
                       chars, source)
        if article == "no":
            return found == 0
        return found >= (_number(count) if count else 1)
    raise ValueError(f"unknown condition {condition!r}")


def _controlled_filter(phrase: str) -> Any:
    """The filter of "[phrase] you control": "artifacts you control", and for a phrase with
    a "with" clause that must stay last, "creature you control with a counter on it"."""
    from casualmagic.cards.vocabulary import VocabularyError
    from casualmagic.engine.statics import parse_layer_filter

    try:
        return parse_layer_filter(f"{phrase} you control")
    except VocabularyError:
        head, with_, tail = phrase.partition(" with ")
        if not with_:
            raise
        return parse_layer_filter(f"{head} you control with {tail}")


def _count(game: GameState, phrase: str, controller: int, exclude: int | None,
           chars: dict[int, Any] | None, source: int | None = None) -> int:
    """How many permanents ``controller`` controls fit ``phrase`` ("artifacts", "an Island",
    "creature with power 4 or greater"), judged on ``chars`` when the layers are being
    applied, else on current characteristics."""
    import casualmagic.engine.continuous as cont

    f = _controlled_filter(phrase)
    objs = game.objects
    n = 0
    for oid in game.battlefield:
        o = objs[oid]
        if oid == exclude or o.controller != controller:
            continue
        ch = chars.get(oid) if chars is not None else None
        if ch is None:
            ch = cont.characteristics(game, o)
        if cont.fits(game, f, o, ch, controller, source):  # "other": not the source
            n += 1
    return n
