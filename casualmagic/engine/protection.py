"""Protection (CR 702.16): the DEBT of "Protection from [quality]".

A permanent with protection from a quality can't be **D**amaged by sources
with it (702.16e, a prevention effect), **E**nchanted or equipped by
permanents with it (702.16c–d, checked as a state-based action), **B**locked
by creatures with it (702.16f) or **T**argeted by spells or abilities from
sources with it (702.16b).  The rules that do each of those ask
:func:`protected_from`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

_COLOR_OF = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_OF = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
            "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker"}


def qualities(game: GameState, obj: GameObject) -> tuple[str, ...]:
    """The qualities ``obj`` has protection from, read from its current abilities."""
    kws = obj.card.keywords if obj.zone != "battlefield" or cont.is_plain(game, obj) else \
        cont.characteristics(game, obj).keywords
    if not kws:
        return ()
    out: list[str] = []
    for k in kws:
        if k.startswith("Protection from "):
            out.extend(q.strip() for q in k[len("Protection from "):]
                       .replace(" and from ", ",").split(","))
    return tuple(out)


def source_of(game: GameState, obj: GameObject) -> GameObject:
    """The source whose qualities count: an ability's source (CR 113.7), else the object."""
    if obj.kind == "ability" and obj.source is not None:
        src = game.last_known_object(obj.source)
        if src is not None:
            return src
    return obj


def has_quality(game: GameState, source: GameObject, quality: str) -> bool:
    """Does ``source`` have ``quality`` (a colour, card type, or "everything")? (702.16a)"""
    if quality == "everything":
        return True
    if source.zone == "battlefield":
        colors = cont.colors_of(game, source)
    else:
        colors = cont.colors_of(game, source)  # off the battlefield (a spell): its card's
    if quality in _COLOR_OF:
        return _COLOR_OF[quality] in colors
    if quality == "multicolored":
        return len(colors) > 1
    if quality == "monocolored":
        return len(colors) == 1
    card_type = _TYPE_OF.get(quality)
    if card_type is not None:
        if source.zone == "battlefield":
            return cont.is_type(game, source, card_type)
        return card_type in source.card.types
    return False


def protected_from(game: GameState, obj: GameObject, source: GameObject) -> bool:
    """Does ``obj`` have protection from ``source`` (or from the ability's source)?"""
    quals = qualities(game, obj)
    if not quals:
        return False
    src = source_of(game, source)
    return any(has_quality(game, src, q) for q in quals)
