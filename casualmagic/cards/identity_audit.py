"""Why the project's colour identity (CR 903.4) differs from the source data's, card by card.

:func:`classify` gives each disagreement between a record's computed identity
and its source identity a code and a reason grounded in the rules or in what
the source data lacks.  ``tests/cards/identity_mismatches.txt`` lists every
shipped card that disagrees, with its code; a test fails when a disagreement
appears that the list does not have (or one it has goes away).
"""

from __future__ import annotations

from collections.abc import Iterable

from casualmagic.cards.identity import face_identity, reminder_colors
from casualmagic.cards.oracle import CardRecord

REASONS: dict[str, str] = {
    "same": "the computed identity agrees with the source",
    "reminder": "903.4c: the only mana symbols of these colours are in reminder text, which the "
                "source counts — on lands, the intrinsic mana ability of a basic land type "
                "(305.6), which 903.5d restricts instead (CardRecord.land_type_colors)",
    "land-type": "903.4 counts mana symbols, CDAs and colour indicators, not the intrinsic mana "
                 "abilities of land types (305.6), which the source counts; 903.5d restricts "
                 "the card instead",
    "face": "903.4d/903.4e (709.4): the source data holds only one face of this multi-faced card; "
            "the other face's colours can't be computed, so deck construction uses the source's",
    "indicator": "204: the card (or a face of it) has a colour indicator, which the source data "
                 "does not record; deck construction uses the source's colours",
    "rules-text": "903.4: the rules text has mana symbols of these colours (in an ability it "
                  "grants, a quoted token ability, or an activated ability); the source's "
                  "identity leaves them out",
    "vanguard": "903.4 counts the mana symbols in a vanguard's text; the source gives vanguards "
                "(which stay in the command zone and are never part of a deck, 902.3, 313.2) "
                "no colour identity",
    "unsupported": "the source gives colours that nothing 903.4 counts supports in the data (a "
                   "joke card whose record is incomplete or whose identity the source set by "
                   "hand); the project keeps the rule's answer",
}


def classify(rec: CardRecord) -> tuple[str, str]:
    """``(code, reason)`` for how ``rec.computed_color_identity`` compares with the source.

    The code is a key of :data:`REASONS`; ``("unexplained", ...)`` when no reason fits.
    """
    ours, theirs = set(rec.computed_color_identity), set(rec.source_color_identity)
    if ours == theirs:
        return "same", REASONS["same"]
    missing, extra = theirs - ours, ours - theirs
    if missing and not extra:
        if not rec.is_complete:
            return "face", REASONS["face"]
        if rec.identity_note and rec.identity_note.startswith("204"):
            return "indicator", REASONS["indicator"]  # first: Dryad Arbor has both
        in_reminder = reminder_colors(f.text for f in rec.faces if f.known)
        if missing <= in_reminder:
            return "reminder", REASONS["reminder"]
        if "Land" in rec.all_types and rec.land_type_colors == ():
            land_words = " ".join(f.text for f in rec.faces).lower()
            if "every land type" in land_words:
                return "land-type", REASONS["land-type"]
        return "unsupported", REASONS["unsupported"]
    if extra and not missing:
        if rec.special_type == "Vanguard" and not theirs:
            return "vanguard", REASONS["vanguard"]
        in_text: set[str] = set()
        for f in rec.faces:
            if f.known and not f.meld_back:
                in_text |= face_identity(None, f.text, (), [rec.name, f.name])
        if extra <= in_text:
            return "rules-text", REASONS["rules-text"]
    return "unexplained", f"computed {sorted(ours)} but the source says {sorted(theirs)}"


def mismatches(records: Iterable[CardRecord]) -> dict[str, str]:
    """``{card name: code}`` for every record whose computed identity differs from the
    source's."""
    out = {}
    for rec in records:
        if rec.computed_color_identity != rec.source_color_identity:
            out[rec.name] = classify(rec)[0]
    return out


def read_listing(text: str) -> dict[str, str]:
    """Parse a listing (``code<TAB>name[<TAB>note]`` lines, ``#`` comments)."""
    out = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            code, name, *_ = line.split("\t")
            out[name] = code
    return out


def write_listing(found: dict[str, str], notes: dict[str, str] | None = None) -> str:
    """The listing text for :func:`mismatches`, grouped by code, with the reasons."""
    notes = notes or {}
    lines = ["# Every shipped card whose colour identity computed per CR 903.4 differs from the",
             "# source's (MTGJSON colorIdentity), with the reason (casualmagic/cards/identity_audit.py).",
             "# Regenerate: python -m casualmagic.cards.identity_audit > tests/cards/identity_mismatches.txt",
             "# (then review the diff: every new line needs its reason to be right).",
             "# code<TAB>card name[<TAB>note]"]
    for code, reason in REASONS.items():
        names = sorted(n for n, c in found.items() if c == code)
        if not names:
            continue
        lines += ["", f"# {code} ({len(names)}): {reason}"]
        lines += [f"{code}\t{n}" + (f"\t{notes[n]}" if n in notes else "") for n in names]
    unexplained = sorted(n for n, c in found.items() if c not in REASONS)
    if unexplained:
        lines += ["", "# UNEXPLAINED"] + [f"unexplained\t{n}" for n in unexplained]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover - a maintenance tool
    import sys
    from pathlib import Path

    from casualmagic.cards.database import CardDatabase, shipped_rows

    old = Path("tests/cards/identity_mismatches.txt")
    notes = {}
    if old.exists():
        for line in old.read_text(encoding="utf-8").splitlines():
            parts = line.split("\t")
            if len(parts) == 3 and not line.startswith("#"):
                notes[parts[1]] = parts[2]
    sys.stdout.write(write_listing(mismatches(CardDatabase(shipped_rows(), "shipped")), notes))
