"""Compiling cards of the other layouts: each face of a transforming double-faced card
(CR 712, 701.28) compiled as a card of its own, and a Saga's chapter abilities (714.2).

A card is ``implemented`` only when every paragraph of every face compiled; otherwise the
missing paragraphs are listed with the face they are on, and a layout the engine does not
play yet, or a face the card data lacks, is named as the reason (no silent drops).
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.build import (
    CompileError,
    _ability_fields,
    _it_is_self,
    compile_paragraph,
    paragraphs,
)
from casualmagic.cards.compiler.record import CompiledCard, compile_face, finish
from casualmagic.cards.oracle import CardFace, CardRecord

FACED_LAYOUTS = {"transform": "712.8"}
"""Layouts of several faces the engine plays, with the rule that gives each face its own
characteristics."""

ONE_FACE_LAYOUTS = {"saga": "714.2"}
"""Layouts of one face whose text has parts of its own (chapter symbols)."""

LAYOUT_RULES = {"split": "709", "aftermath": "702.127", "flip": "710", "leveler": "711",
                "modal_dfc": "712.3", "meld": "712.4", "adventure": "715", "class": "716",
                "prototype": "718", "case": "719", "mutate": "702.140", "prepare": "",
                "reversible_card": "", "augment": "702.111", "host": "702.111"}
"""Layouts the compiler does not compile yet, with their rule."""

_CHAPTER = re.compile(r"^([IVX]+(?:, [IVX]+)*) — (.+)$")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9,
          "X": 10}
_THIS_SAGA = re.compile(r"\bthis Saga\b")


def compile_layout(record: CardRecord) -> CompiledCard:
    """Compile a card whose layout is not ``normal``."""
    if record.layout in ONE_FACE_LAYOUTS:
        raw, missing = compile_saga(record.front)
        return finish(record.name, {**raw, "layout": record.layout}, missing)
    if record.layout not in FACED_LAYOUTS:
        rule = LAYOUT_RULES.get(record.layout, "")
        return CompiledCard(record.name, "not yet implemented", None,
                            (f"the {record.layout} layout is not compiled yet"
                             + (f" ({rule})" if rule else ""),))
    lacking = [f.name for f in record.faces if not f.known]
    if lacking:
        return CompiledCard(record.name, "not yet implemented", None,
                            tuple(f"the card data lacks the face {n!r}" for n in lacking))
    faces: list[dict[str, Any]] = []
    missing: list[str] = []
    for face in record.faces:
        raw, face_missing = compile_saga(face) if "Saga" in face.subtypes else compile_face(face)
        faces.append({"name": face.name, **raw})
        missing.extend(f"{face.name}: {m}" for m in face_missing)
    front = {k: v for k, v in faces[0].items() if k != "name"}
    return finish(record.name, {**front, "layout": record.layout, "faces": faces}, missing)


def compile_saga(face: CardFace) -> tuple[dict[str, Any], list[str]]:
    """714.2b: "{rN}—[Effect]" is a triggered ability, ``chapter_N``; the face's other
    paragraphs compile as any card's.  "This Saga" means the Saga itself (201.5)."""
    text = _THIS_SAGA.sub(face.name, face.text)
    chapters: list[dict[str, Any]] = []
    missing: list[str] = []
    rest: list[str] = []
    for para in paragraphs(face.name, text):
        m = _CHAPTER.match(para)
        if m is None:
            rest.append(para)
            continue
        try:
            chapters.extend(_chapter(m.group(1), m.group(2), para))
        except CompileError as e:
            missing.append(f"{para}: {e}")
    raw, rest_missing = compile_face(face, "\n".join(rest))
    if chapters:
        raw["triggers"] = [*chapters, *raw.get("triggers", [])]
    return raw, [*missing, *rest_missing]


def _chapter(numerals: str, effect: str, para: str) -> list[dict[str, Any]]:
    """714.2c: "{rN1}, {rN2}—[Effect]" is one chapter ability per number."""
    kind, effects = compile_paragraph(effect, is_spell=True)
    if kind != "spell":
        raise CompileError("a chapter ability's effect is not an effect the compiler reads")
    fields = _ability_fields(_it_is_self(effects), para)
    return [{"when": f"chapter_{_ROMAN[n]}", **fields} for n in numerals.split(", ")]
