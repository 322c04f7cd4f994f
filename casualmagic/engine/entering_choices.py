"""Choices made as a permanent enters the battlefield (614.1c, 614.12, 614.12a).

"As this land enters, you may pay 2 life. If you don't, it enters tapped.", "As this
artifact enters, choose a color.", "As this land enters, you may reveal an Elf card from
your hand. If you don't, this land enters tapped." are replacement effects (614.1c) that
modify how the permanent enters; "if a replacement effect that modifies how a permanent
enters the battlefield requires a choice, that choice is made before the permanent enters
the battlefield" (614.12a), by the player who will control it, looking at the permanent as
it would exist on the battlefield (614.12: a spell's card, a land's face, or what it enters
as a copy of, 707.5).

One mechanism for all of them:

* :func:`ask_entering_choices` — before the move: each such ability of the permanent is a
  Decision of its controller-to-be (an op of :data:`CHOOSERS`); the answers are kept on the
  object about to move (info ``as_enters``: ``((ability index, answer), ...)``), carried by
  ``GameState.move`` to the permanent, and the caller's ``resume`` task runs when all are
  answered. A permanent spell resolving (608.3, ``engine.stack``), a land played (305.1,
  ``engine.actions``) and a card a search or a look at the top of a library puts onto the
  battlefield (701.19a, 701.16e, ``effects.search``) ask this way.
* :func:`apply_entering_choice` — as it enters (``engine.replacement.as_it_enters``, the
  ``ENTERING`` happening, before ``ENTERED`` publishes its "enters" triggers, 603.6a): the
  answer is carried out — life paid (119.4), a card revealed (701.16a), the permanent tapped,
  the colour or creature type kept on it (``chosen_color``, ``chosen_type``, 607.2) — so an
  "enters" trigger or a static ability sees the permanent as it entered.
* A permanent put onto the battlefield by any other effect (a reanimation, a flicker, "put
  onto the battlefield" from a hand or a library, a token that copies a permanent) or with a
  keyword choice (riot 702.136a, unleash 702.98a: :func:`register_keyword_choice`) is asked
  in the middle of the move: the resolving step is undone, the player answers, and the step
  runs again with the answer (``engine.replacement.ask_mid_step``, the mechanism of
  replacement choices in the middle of a step), so the permanent enters with the choice made
  and no "enters" trigger sees it without. A keyword granted by another permanent ("Nontoken
  creatures you control have riot") is judged there, on the permanent as it enters (614.12).
  The steps that may do this (``engine.replacement.REWIND_TASKS``) run that way only in a
  game where such a permanent exists (:func:`entering_choice_possible`); a step outside them
  that puts one onto the battlefield asks as the next thing the game does, before any player
  gets priority (the late path: the answer applied just after it entered).

Adding an as-enters choice: an op name in ``REPLACEMENT_OPS`` (``cards.vocabulary``) and a
:class:`Chooser` here (its options, what the answer does, its rule); a keyword's: a
:class:`Chooser` given to :func:`register_keyword_choice` by its mechanic.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from casualmagic.core.flow import ask, handler, push
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.chosen_types import CHOSEN_TYPE, creature_type_options
from casualmagic.engine.life import can_pay_life
from casualmagic.engine.primitives import lose_life
from casualmagic.engine.replacement import ask_mid_step

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

AS_ENTERS = "as_enters"
"""The info key of the answers given for a permanent about to enter: ``((index, answer), ...)``
(``GameState.move`` carries it onto the permanent)."""

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class Chooser(NamedTuple):
    """One kind of as-enters choice: ``options(game, obj, player, args)`` (finite, the first
    the usual answer), ``apply(game, oid, args, answer)`` as the permanent enters, its rule and
    the prompt (``{card}`` is the permanent's name)."""

    options: Callable[[GameState, GameObject, int, dict[str, Any]], list[tuple]]
    apply: Callable[[GameState, int, dict[str, Any], tuple], None]
    rule: str
    prompt: str
    kind: str = "choose"  # the Decision's kind ("may" for unleash's yes / no)


def _keep(game: GameState, oid: int, key: str, value: Any) -> None:
    w = game.obj_w(oid)
    w.info = (*(kv for kv in w.info if kv[0] != key), (key, value))


def _tap_as_it_enters(game: GameState, oid: int) -> None:
    """"it enters tapped" (614.1c)."""
    o = game.obj_w(oid)
    o.tapped = True
    game.emit("enters_tapped", o.controller, {"object": oid, "card": o.card.name}, "614.1c")


# -- "you may pay N life. If you don't, it enters tapped." (119.4, 614.1c) ---------------------

def _life_options(game: GameState, obj: GameObject, player: int,
                  args: dict[str, Any]) -> list[tuple]:
    n = int(args.get("amount", 2))
    pay = [("pay_life", n)] if can_pay_life(game, player, n) else []  # 119.4, 119.8
    return [*pay, ("enters_tapped",)]


def _life_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    o = game.objects[oid]
    if answer[0] == "pay_life" and can_pay_life(game, o.controller, answer[1]):
        lose_life(game, o.controller, answer[1], "119.4")
        game.emit("pay_life", o.controller, {"object": oid, "card": o.card.name,
                                             "amount": answer[1]}, "119.4")
    else:
        _tap_as_it_enters(game, oid)


# -- "you may reveal a [type] card from your hand. If you don't, it enters tapped." ------------

def _reveal_options(game: GameState, obj: GameObject, player: int,
                    args: dict[str, Any]) -> list[tuple]:
    """One option per name of a card of those types in the hand (which copy is revealed
    changes nothing), and not revealing."""
    types = tuple(args.get("types", ()))
    seen: dict[str, int] = {}
    for cid in game.players[player].hand:
        card = game.objects[cid].card
        if cid != obj.id and card.name not in seen and any(t in card.subtypes for t in types):
            seen[card.name] = cid
    return [*(("reveal", cid) for cid in seen.values()), ("no_reveal",)]


def _reveal_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    """Reveal the card chosen, or enter tapped — unless the player controls a permanent of
    the ``or_control`` subtypes ("… or you control a Dragon", checked as it enters)."""
    o = game.objects[oid]
    card = game.objects.get(answer[1]) if answer[0] == "reveal" else None
    if card is not None and card.zone == "hand" and card.owner == o.controller:
        game.emit("reveal", o.controller, {"cards": [card.card.name], "for": o.card.name},
                  "701.16a")  # shown to every player (701.16a)
        return
    control = args.get("or_control", ())
    if not any(cont.has_subtype(game, p, t) for p in game.permanents(o.controller)
               if p.id != oid for t in control):
        _tap_as_it_enters(game, oid)


# -- "choose a color [other than blue]" (105.1, 607.2) -----------------------------------------

def _color_options(game: GameState, obj: GameObject, player: int,
                   args: dict[str, Any]) -> list[tuple]:
    other_than = str(args.get("other_than", ""))
    return [("color", c) for c in "WUBRG" if c not in other_than]


def _color_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    o = game.objects[oid]
    _keep(game, oid, "chosen_color", answer[1])
    game.emit("choose_color", o.controller, {"object": oid, "card": o.card.name,
                                            "color": COLOR_NAMES[answer[1]]}, "614.12a")


# -- "choose a creature type" (205.3m, 607.2) --------------------------------------------------

def _type_options(game: GameState, obj: GameObject, player: int,
                  args: dict[str, Any]) -> list[tuple]:
    """Every creature type, the types of the player's own cards first (the permanent itself,
    its permanents, hand and graveyard)."""
    p = game.players[player]
    own = [i for i in game.battlefield if game.objects[i].controller == player]
    others = [i for i in (*own, *p.hand, *p.graveyard) if i != obj.id]
    return creature_type_options(game, [*others, obj.id])


def _type_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    o = game.objects[oid]
    _keep(game, oid, CHOSEN_TYPE, answer[1])
    game.emit("choose_creature_type", o.controller,
              {"object": oid, "card": o.card.name, "type": answer[1]}, "614.12")


# -- "choose a basic land type" (205.3i, 305.6, 607.2) ------------------------------------------

CHOSEN_LAND_TYPE = "chosen_land_type"
"""The info key of the basic land type chosen for a permanent."""


def _land_type_options(game: GameState, obj: GameObject, player: int,
                       args: dict[str, Any]) -> list[tuple]:
    return [("land_type", t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")]


def _land_type_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    o = game.objects[oid]
    _keep(game, oid, CHOSEN_LAND_TYPE, answer[1])
    game.emit("choose_land_type", o.controller,
              {"object": oid, "card": o.card.name, "type": answer[1]}, "614.12a")


# -- "choose two players" (Bitter Feud; 614.12a, 607.2) -----------------------------------------

CHOSEN_PLAYERS = "chosen_players"
"""The info key of the two players chosen for a permanent (a pair of seats)."""


def _two_players_options(game: GameState, obj: GameObject, player: int,
                         args: dict[str, Any]) -> list[tuple]:
    seats = [p for p in range(len(game.players)) if not game.players[p].left]
    return [("players", a, b) for i, a in enumerate(seats) for b in seats[i + 1:]]


def _two_players_apply(game: GameState, oid: int, args: dict[str, Any], answer: tuple) -> None:
    o = game.objects[oid]
    _keep(game, oid, CHOSEN_PLAYERS, (answer[1], answer[2]))
    game.emit("choose_players", o.controller, {"object": oid, "card": o.card.name,
                                              "players": [answer[1], answer[2]]}, "614.12a")


CHOOSERS: dict[str, Chooser] = {
    "pay_life_or_enters_tapped": Chooser(_life_options, _life_apply, "614.12a",
                                         "Pay life as {card} enters, or it enters tapped?"),
    "reveal_or_enters_tapped": Chooser(_reveal_options, _reveal_apply, "614.12a",
                                       "Reveal a card as {card} enters, or it enters tapped?"),
    "choose_color_as_enters": Chooser(_color_options, _color_apply, "614.12a",
                                      "Choose a color for {card}"),
    "choose_creature_type_as_enters": Chooser(_type_options, _type_apply, "614.12",
                                              "Choose a creature type for {card}"),
    "choose_basic_land_type_as_enters": Chooser(_land_type_options, _land_type_apply, "614.12a",
                                                "Choose a basic land type for {card}"),
    "choose_two_players_as_enters": Chooser(_two_players_options, _two_players_apply,
                                            "614.12a", "Choose two players for {card}"),
}
"""The as-enters choices by replacement op (``cards.vocabulary.REPLACEMENT_OPS``)."""


def entering_card(obj: GameObject) -> CardDef:
    """The permanent as it would exist on the battlefield (614.12): what it enters as a copy
    of (707.5), else its card (the face it is played or cast with, 712.12)."""
    if obj.info:
        copy_of = obj.get_info("enter_as_copy")
        if copy_of is not None:
            return copy_of
    return obj.card


def ask_entering_choices(game: GameState, oid: int, player: int, resume: tuple) -> bool:
    """Before ``oid`` enters under ``player``'s control, ask the next as-enters choice not yet
    answered (614.12a); True while one is asked (``resume`` runs when all are answered), False
    when there is none left to ask."""
    obj = game.objects[oid]
    card = entering_card(obj)
    if not card.replacements:
        return False
    answered = {i for i, _a in obj.get_info(AS_ENTERS, ())} if obj.info else set()
    for i, ab in card.replacements:
        chooser = CHOOSERS.get(ab.op)
        if chooser is None or i in answered:
            continue
        options = chooser.options(game, obj, player, dict(ab.args))
        ask(game, player, "choose", options, chooser.rule,
            ("entering_choice", oid, player, i, resume), chooser.prompt.format(card=card.name))
        return True
    return False


@handler("entering_choice")
def _entering_choice(game: GameState, task: tuple, answer: Any) -> None:
    """An as-enters choice answered: kept on the object about to enter; then the next one,
    or the caller's ``resume`` task."""
    _, oid, player, i, resume = task
    o = game.objects[oid]
    _keep(game, oid, AS_ENTERS, (*o.get_info(AS_ENTERS, ()), (i, tuple(answer))))
    if not ask_entering_choices(game, oid, player, resume):
        push(game, resume)


def apply_entering_choice(game: GameState, oid: int, index: int | str, op: str,
                          args: dict[str, Any]) -> None:
    """As ``oid`` enters (614.12a): carry out the answer given before it entered; with none
    (put onto the battlefield by an effect), ask its controller now — the step is undone and
    run again with the answer (``ask_mid_step``) — or, where the step can't be undone, as the
    next thing the game does. ``index``: the replacement ability's index, or a keyword
    (:data:`KEYWORD_CHOOSERS`, ``op`` the keyword; ``"Riot#2"`` its second instance)."""
    o = game.objects[oid]
    chooser = KEYWORD_CHOOSERS[op] if isinstance(index, str) else CHOOSERS[op]
    answers = dict(o.get_info(AS_ENTERS, ())) if o.info else {}
    answer = answers.get(index)
    if answer is None:
        question = (o.controller, chooser.options(game, o, o.controller, args), chooser.rule,
                    chooser.prompt.format(card=o.card.name))
        answer = ask_mid_step(game, ("as_enters", oid, index), question, chooser.kind)
    if answer is not None:
        chooser.apply(game, oid, args, tuple(answer))
    else:
        push(game, ("entering_choice_late", oid, index))


@handler("entering_choice_late")
def _entering_choice_late(game: GameState, task: tuple, answer: Any) -> None:
    """The as-enters choice of a permanent put onto the battlefield in a step that can't stop
    for it: asked now and carried out at once (see the module's docstring)."""
    _, oid, index = task
    o = game.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return
    if isinstance(index, str):  # a keyword's choice (riot, unleash; "Riot#2": its 2nd instance)
        kw = index.partition("#")[0]
        chooser, args = KEYWORD_CHOOSERS[kw], {}
        if not cont.has_keyword(game, o, kw):
            return
    else:
        ab = dict(o.card.replacements).get(index)
        if ab is None or ab.op not in CHOOSERS:
            return
        chooser, args = CHOOSERS[ab.op], dict(ab.args)
    if answer is None:
        ask(game, o.controller, chooser.kind, chooser.options(game, o, o.controller, args),
            chooser.rule, task, chooser.prompt.format(card=o.card.name))
        return
    chooser.apply(game, oid, args, tuple(answer))


# -- keywords that make a choice as the permanent enters (riot 702.136a, unleash 702.98a) -------

KEYWORD_CHOOSERS: dict[str, Chooser] = {}
"""The keywords whose permanent enters with its controller's choice (614.1c), by keyword:
registered by their mechanics (:func:`register_keyword_choice`)."""


def register_keyword_choice(keyword: str, chooser: Chooser) -> None:
    """A keyword ability that is a replacement effect with a choice, made as the permanent
    enters (614.1c, 614.12a): asked for each permanent that has it as it enters, printed or
    granted by another permanent (judged on the permanent as it enters, 614.12)."""
    KEYWORD_CHOOSERS[keyword] = chooser
    _card_enters_with_choice.cache_clear()


def keyword_choices_as_it_enters(game: GameState, oid: int) -> None:
    """An ``AS_IT_ENTERS`` function: each keyword choice of a permanent entering (in the
    order registered), for a keyword it has as it enters (614.12)."""
    if not KEYWORD_CHOOSERS:
        return
    o = game.objects[oid]
    plain = cont.is_plain(game, o)  # printed values stand (no effect, face up, 708.2)
    for kw in KEYWORD_CHOOSERS:  # else granted or removed (613.1f), judged as it enters
        n = int(kw in o.card.keywords) if plain else cont.keyword_instances(game, o, kw)
        for i in range(n):  # each instance works separately (702.136b)
            apply_entering_choice(game, oid, kw if i == 0 else f"{kw}#{i + 1}", kw, {})


@lru_cache(maxsize=4096)
def _card_enters_with_choice(card: CardDef) -> bool:
    """Does this card (or a face of it) make a choice as it enters — an as-enters op, a keyword
    of :data:`KEYWORD_CHOOSERS` — or grant such a keyword to others?"""
    for c in (card, *(f.card for f in card.faces if f.card is not None)):
        if any(ab.op in CHOOSERS for _i, ab in c.replacements):
            return True
        if any(kw in c.keywords for kw in KEYWORD_CHOOSERS):
            return True
        if any(kw in str(dict(st.args).get("keywords", ())) for st in c.static
               for kw in KEYWORD_CHOOSERS):
            return True
    return False


_POSSIBLE = "<enters with a choice>"


def entering_choice_possible(game: GameState) -> bool:
    """Is any card of this game one that makes a choice as it enters, or grants a keyword
    that does (see :func:`_card_enters_with_choice`)? Worked out once per game state copy (the
    ``keyword_cache``): the cards of a game are known from its start (cards made later copy
    them)."""
    memo = game.keyword_cache
    if memo is None:
        memo = game.keyword_cache = {}
    found = memo.get(_POSSIBLE)
    if found is None:
        found = memo[_POSSIBLE] = any(_card_enters_with_choice(o.card)
                                      for o in game.objects.values())
    return found


rule_hooks.ENTERING_CHOICE_POSSIBLE.append(entering_choice_possible)
rule_hooks.AS_IT_ENTERS.append(keyword_choices_as_it_enters)
