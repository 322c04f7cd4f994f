"""Where the project's colour identity (CR 903.4) differs from the source data's, and why.

:func:`explain` gives each disagreement a reason grounded in the rules or in
what the source data lacks; ``None`` means unexplained (a test fails on it).
"""

from __future__ import annotations

from casualmagic.cards.identity import color_identity
from casualmagic.cards.oracle import CardRecord

MULTI_FACE = frozenset({"split", "aftermath", "adventure", "flip", "modal_dfc", "transform",
                        "meld", "reversible_card"})

REASONS = {
    "reminder": "903.4c: the only mana symbols are in reminder text (a basic land type's "
                "intrinsic mana ability, 305.6); 903.5d restricts such lands instead",
    "face": "903.4d/903.4e: the shipped record lacks one face of this multi-faced card, "
            "so its colours can't be counted from the data",
    "indicator": "204: the card has a colour indicator the source data does not record",
    "vanguard": "903.4 counts the mana symbols of a vanguard's text; the source gives "
                "vanguards (never part of a deck) no identity",
    "text": "903.4: the rules text has mana symbols of these colours (in quoted abilities "
            "it grants, or in playtest/un-set text); the source's identity leaves them out",
}


def explain(rec: CardRecord) -> str | None:
    ours, theirs = set(rec.color_identity), set(rec.source_color_identity)
    if ours == theirs:
        return "same"
    if rec.layout == "vanguard" and not theirs:
        return "vanguard"
    if ours < theirs:
        unstripped = set(color_identity([(rec.mana_cost, rec.text.replace("(", " ").replace(")", " "), ())]))
        if unstripped | ours == theirs and rec.text.lstrip().startswith("("):
            return "reminder"
        if rec.layout in MULTI_FACE or rec.front or rec.back:
            return "face"
        return "indicator"
    extra = ours - theirs
    from casualmagic.cards.identity import strip_reminder_text
    from casualmagic.cards.mana import symbols_in_text

    in_text = {c for sym in symbols_in_text(strip_reminder_text(rec.text)) for c in sym.colors}
    if extra and extra <= in_text and theirs <= ours:
        return "text"
    return None
