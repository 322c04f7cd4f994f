"""Face-down spells and permanents (CR 708): what a face-down object shows and which card it
really is.

While an object is face down its ``card`` is a face-down card definition — a 2/2 creature
with no text, no name, no subtypes and no mana cost (708.2a; with ward {2} for disguise and
cloak, 702.168a, 701.56a) — and the card it really is stays in its ``printed`` info.  So
everything that reads an object's card (casting, costs, abilities, triggers, the log) sees
only the face-down characteristics (708.4), and the card is itself again the moment it
changes zones, with no memory of having been face down (400.7, :meth:`GameState.move`).
Its controller may look at it (708.5): :func:`real_card`.

Older face-down effects (turning a face-up permanent face down with listed characteristics,
foretell's and the schemes' face-down cards) set only ``face_down`` and keep their card;
:func:`real_card` answers for both.
"""

from __future__ import annotations

from functools import cache

from casualmagic.cards.mana import ManaCost
from casualmagic.cards.model import CardDef
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

FACE_DOWN_SOURCE = "face down (708.2a)"
"""The ``source`` of a face-down card definition: how one is told from a real card."""

FACE_DOWN_BY = "face_down_by"
"""Info key: the ability or rule that made the object face down ("morph", "disguise",
"manifest", "cloak"; 708.6: its controller knows what made it face down)."""

FACE_DOWN_KEY = "manifest.any"
"""vstate flag: some card was cast or put onto the battlefield face down this game, so the
special actions that turn a face-down permanent face up (116.2b) are looked for; games
without face-down permanents never pay for them."""


@cache
def face_down_card(ward: str | None = None) -> CardDef:
    """708.2a: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost;
    ``ward``: the cost of its ward (702.168a disguise, 701.56a cloak: "ward {2}")."""
    return CardDef(name="", mana_cost=ManaCost(), supertypes=(), types=("Creature",),
                   subtypes=(), text="", power=2, toughness=2,
                   keywords=frozenset({f"Ward {ward}"}) if ward else frozenset(),
                   source=FACE_DOWN_SOURCE)


def is_face_down_card(card: CardDef) -> bool:
    """Is ``card`` the face-down characteristics of an object (708.2a), not a real card?"""
    return card.source == FACE_DOWN_SOURCE


def real_card(o: GameObject) -> CardDef:
    """The card a face-down object really is (708.5: its controller may look at it); the
    object's own card for a face-up one."""
    if o.face_down and o.info and is_face_down_card(o.card):
        return o.get_info("printed", o.card)
    return o.card


def turn_spell_face_down(game: GameState, oid: int, shows: CardDef, how: str) -> None:
    """708.4: an object cast face down is turned face down before it is put on the stack;
    the spell has the characteristics ``shows`` (702.37c, 702.168b) and becomes a face-down
    permanent as it resolves (:meth:`GameState.move` keeps it face down)."""
    w = game.obj_w(oid)
    printed = w.get_info("printed", w.card) if w.info else w.card
    w.info = (*(kv for kv in w.info if kv[0] not in ("printed", FACE_DOWN_BY)),
              ("printed", printed), (FACE_DOWN_BY, how))
    w.card = shows
    w.face_down = True
    if not game.vget(FACE_DOWN_KEY):
        game.vset(FACE_DOWN_KEY, True)


def show_face(game: GameState, oid: int) -> CardDef:
    """708.8: the permanent's copiable values revert to its card's: it shows its card
    again and is no longer face down.  Returns the card."""
    o = game.objects[oid]
    card = real_card(o)
    gone = ("printed", FACE_DOWN_BY, "face_down_as", "manifested") if card is not o.card \
        else (FACE_DOWN_BY, "face_down_as", "manifested")  # a printed face of its own stays
    w = game.obj_w(oid)
    w.card = card
    w.face_down = False
    w.info = tuple(kv for kv in w.info if kv[0] not in gone)
    return card


def reveal_face_down(game: GameState, owner: int | None = None) -> None:
    """708.9: the face-down spells and permanents (of ``owner``, a player leaving the game;
    of everyone at the end of the game) are revealed to all players."""
    objs = game.objects
    shown = [o for i in (*game.battlefield, *game.all_stack_ids()) if (o := objs[i]).face_down
             and (owner is None or o.owner == owner)]
    if shown:
        game.emit("reveal", owner, {"cards": [real_card(o).name for o in shown],
                                    "objects": [o.id for o in shown], "face_down": True}, "708.9")
