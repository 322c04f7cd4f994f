"""A creature type chosen for a permanent (205.3m): "As this land enters, choose a creature
type." (614.12: a replacement effect that lets its controller choose before it enters,
asked and applied by ``engine.entering_choices``), linked to
its other abilities' "the chosen type" (607.2, 607.5): "Creatures you control of the chosen
type get +1/+1", "Creature spells you cast of the chosen type cost {1} less to cast",
"Whenever you cast a creature spell of the chosen type, draw a card".

The choice is kept on the permanent as ``chosen_type``; a filter phrase of one of its
abilities that says "of the chosen type" is read with that type put in its place
(:func:`with_chosen_type`) where the ability applies — the static layer effects
(``engine.statics``), the casting rules (``engine.casting_rules``) and cast triggers
(``engine.triggers``); with no type chosen (a copy that entered without the choice) the
ability applies to nothing. The vocabulary reads no such phrase elsewhere, so no other
ability of the compiler's can name the chosen type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

CHOSEN_TYPE = "chosen_type"
"""The info key of the creature type chosen for a permanent."""

OF_THE_CHOSEN_TYPE = " of the chosen type"
OF_THE_CHOSEN_COLOR = " of the chosen color"
OF_THE_CHOSEN = " of the chosen "
"""In a filter phrase: "of the chosen type" or "of the chosen color" (607.2)."""
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def creature_type_options(game: GameState, ids: list[int]) -> list[tuple[str, str]]:
    """Every creature type (205.3m) as an option ``("type", name)``: first the types of the
    objects ``ids`` (most common first), then the rest in alphabetical order."""
    counts: dict[str, int] = {}
    kinds = cont.creature_types()
    for oid in ids:
        o = game.objects[oid]
        subtypes = cont.characteristics(game, o).subtypes if o.zone == "battlefield" \
            else o.card.subtypes
        for s in subtypes:
            if s in kinds:
                counts[s] = counts.get(s, 0) + 1
    first = sorted(counts, key=lambda t: (-counts[t], t))
    return [("type", t) for t in (*first, *sorted(kinds - set(counts)))]


def with_chosen_type(obj: GameObject, phrase: str) -> str | None:
    """``phrase`` with "of the chosen type" read as the type chosen for ``obj`` (607.2):
    ``"creature you control of the chosen type"`` → ``"Elf creature you control"``, and "of
    the chosen color" as the colour chosen for it (``"white creature you control"``); the
    phrase itself if it names no choice; None if none was chosen for ``obj``."""
    if OF_THE_CHOSEN_COLOR in phrase:
        color = obj.get_info("chosen_color") if obj.info else None
        if not color:
            return None
        return f"{_COLOR_WORDS[color]} {phrase.replace(OF_THE_CHOSEN_COLOR, '')}"
    if OF_THE_CHOSEN_TYPE not in phrase:
        return phrase
    chosen = obj.get_info(CHOSEN_TYPE)
    if not chosen:
        return None
    return f"{chosen} {phrase.replace(OF_THE_CHOSEN_TYPE, '')}"
