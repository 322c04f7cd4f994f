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
from casualmagic.cards.compiler.cases import compile_case
from casualmagic.cards.compiler.classes import compile_class
from casualmagic.cards.compiler.record import CompiledCard, compile_face, finish
from casualmagic.cards.compiler.variant_cards import VARIANT_LAYOUTS, compile_variant_card
from casualmagic.cards.oracle import CardFace, CardRecord

FACED_LAYOUTS = {"transform": "712.8", "modal_dfc": "712.8", "adventure": "715.2",
                 "split": "709.4", "aftermath": "709.4",
                 "prepare": "707.12",  # newer than the CR: mechanics.prepared
                 "flip": "710.1"}
"""Layouts of several faces the engine plays, with the rule that gives each face its own
characteristics."""

ONE_FACE_LAYOUTS = {"saga": "714.2", "leveler": "711.2", "prototype": "718.2", "class": "716.2",
                    "case": "719.3"}
"""Layouts of one face whose text has parts of its own (chapter symbols)."""

LAYOUT_RULES = {
    "meld": "712.4, 701.37: a melded permanent is one object represented by two cards, which "
            "the engine does not model",
    "mutate": "702.140, 727: a mutated creature is a merged permanent of several cards, which "
              "the engine does not model",
    "host": "an Un-set layout (Unstable): host and augment have no rules in the Comprehensive "
            "Rules, so there is nothing to play them by",
    "augment": "an Un-set layout (Unstable): host and augment have no rules in the "
               "Comprehensive Rules, so there is nothing to play them by",
    "reversible_card": ""}
"""Layouts the compiler does not compile yet, with their rules and why."""

_CHAPTER = re.compile(r"^([IVX]+(?:, [IVX]+)*) — (.+)$")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9,
          "X": 10}
_THIS_SAGA = re.compile(r"\bthis Saga\b")


def compile_layout(record: CardRecord) -> CompiledCard:
    """Compile a card whose layout is not ``normal``."""
    if record.layout == "reversible_card" and len(record.faces) == 1:
        # the same card printed on both sides (a printing, not a layout of the rules): the
        # card data keeps it as one face, compiled as any card's
        raw, missing = compile_face(record.front)
        return finish(record.name, raw, missing)
    if record.layout in VARIANT_LAYOUTS:  # planes, phenomena, schemes, vanguards
        return compile_variant_card(record)
    if record.layout in ONE_FACE_LAYOUTS:
        compile_one = {"leveler": compile_leveler, "prototype": compile_prototype,
                       "class": compile_class, "case": compile_case}.get(record.layout,
                                                                          compile_saga)
        raw, missing = compile_one(record.front)
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
    raw, missing = faced_record(record)
    return finish(record.name, raw, missing)


def faced_record(record: CardRecord) -> tuple[dict[str, Any], list[str]]:
    """The record of a card of several faces, each face compiled as a card of its own, and
    the paragraphs that did not compile, named with their face."""
    faces: list[dict[str, Any]] = []
    missing: list[str] = []
    for face in record.faces:
        if "Saga" in face.subtypes:
            raw, face_missing = compile_saga(face)
        else:
            disturb, text = _disturb(face) if record.layout == "transform" else (None, "")
            raw, face_missing = compile_face(
                face, text if disturb else _face_text(record.layout, face))
            if disturb:
                raw["disturb"] = disturb
            if record.layout == "flip" and faces:  # 710.1c: the card's mana cost
                raw["cost"] = record.front.mana_cost
        faces.append({"name": face.name, **raw})
        missing.extend(f"{face.name}: {m}" for m in face_missing)
    if record.layout in ("split", "aftermath"):  # 709.4: the halves combined
        top = _combined(faces)
    else:  # 712.8a, 715.4: the front face (an adventurer card's normal characteristics)
        top = {k: v for k, v in faces[0].items() if k != "name"}
    return {**top, "layout": record.layout, "faces": faces}, missing


_DISTURB = re.compile(r"^Disturb ((?:\{[^}]+\})+)$", re.MULTILINE)


def _disturb(face: CardFace) -> tuple[str | None, str]:
    """702.146a: "Disturb [cost]" on a transforming card's front face, and the face's text
    without that line (the engine casts the card transformed, engine.faces)."""
    text = _REMINDER_ONLY.sub("", face.text)
    m = _DISTURB.search(text)
    if m is None:
        return None, face.text
    return m.group(1), "\n".join(line for line in text.split("\n") if line != m.group(0))


_REMINDER_ONLY = re.compile(r" \([^()]*\)")


def _face_text(layout: str, face: CardFace) -> str:
    """A face's text as the compiler reads it: "to cast [this half's name]" is "to cast this
    spell" (201.5), and an aftermath half's "Aftermath" keyword is its layout, which the
    engine plays (702.127a: cast only from a graveyard, then exiled)."""
    text = face.text.replace(f"to cast {face.name},", "to cast this spell,")
    if layout == "aftermath":
        text = "\n".join(line for line in text.split("\n")
                         if not line.startswith("Aftermath"))
    return text


def _combined(faces: list[dict[str, Any]]) -> dict[str, Any]:
    """709.4: a split card's mana cost is its halves' combined (709.4b), it has each card
    type of either half (709.4c); its text is both halves'."""
    from casualmagic.cards.oracle import parse_type_line

    words: list[str] = []
    subtypes: list[str] = []
    for face in faces:
        sup, types, sub = parse_type_line(face["type"])
        words.extend(w for w in (*sup, *types) if w not in words)
        subtypes.extend(w for w in sub if w not in subtypes)
    type_line = " ".join(words) + (f" — {' '.join(subtypes)}" if subtypes else "")
    return {"cost": "".join(f["cost"] for f in faces), "type": type_line,
            "text": "\n//\n".join(f["text"] for f in faces)}


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


# -- levelers (711) ---------------------------------------------------------------------------

_LEVEL_UP = re.compile(r"^Level up ((?:\{[^}]+\})+)$")
_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT = re.compile(r"^(\d+)/(\d+)$")
_LEVEL_FIELDS = ("keywords", "abilities", "triggers")
"""What a level symbol's abilities may be (711.2): a static ability granted by one is not
compiled yet."""


def compile_leveler(face: CardFace) -> tuple[dict[str, Any], list[str]]:
    """702.87a: "Level up [cost]" is "[Cost]: Put a level counter on this permanent.
    Activate only as a sorcery."; 711.2a-b: each level symbol, with the abilities and the
    power/toughness box of its striation, is a static ability (op ``level``)."""
    rest: list[str] = []
    blocks: list[tuple[str, list[str]]] = []
    for para in paragraphs(face.name, face.text):
        if _LEVEL.match(para):
            blocks.append((para, []))
        elif blocks:
            blocks[-1][1].append(para)
        else:
            rest.append(para)
    abilities: list[dict[str, Any]] = []
    kept: list[str] = []
    for para in rest:
        m = _LEVEL_UP.match(para)
        if m is None:
            kept.append(para)
            continue
        abilities.append({"cost": m.group(1), "sorcery": True, "text": para, "effects": [
            {"do": "add_counters", "what": "self", "kind": "level", "amount": 1}]})
    raw, missing = compile_face(face, "\n".join(kept))
    if abilities:
        raw["abilities"] = [*abilities, *raw.get("abilities", [])]
    statics = []
    for head, body in blocks:
        try:
            statics.append(_level_static(head, body))
        except CompileError as e:
            missing.append(f"{head}: {e}")
    if statics:
        raw["statics"] = [*raw.get("statics", []), *statics]
    return raw, missing


def _level_static(head: str, body: list[str]) -> dict[str, Any]:
    level = _LEVEL.match(head)
    assert level is not None
    pt = _PT.match(body[0]) if body else None
    if pt is None:
        raise CompileError("a level symbol without its power/toughness box")
    out: dict[str, Any] = {"op": "level", "min": int(level.group(1)), "power": int(pt.group(1)),
                           "toughness": int(pt.group(2)),
                           "text": "\n".join([head, *body])}
    if level.group(2):
        out["max"] = int(level.group(2))
    for para in body[1:]:
        try:
            kind, value = compile_paragraph(para, False)
        except CompileError as e:
            raise CompileError(f"{para}: {e}") from None
        if kind not in _LEVEL_FIELDS:
            raise CompileError(f"{para}: a level symbol's {kind} is not compiled yet")
        out.setdefault(kind, []).extend(value)
    return out


# -- prototype cards (718) --------------------------------------------------------------------

_PROTOTYPE = re.compile(r"^Prototype ((?:\{[^}]+\})+) — (\d+)/(\d+)$")


def compile_prototype(face: CardFace) -> tuple[dict[str, Any], list[str]]:
    """718.2: "Prototype [cost] — [P/T]" gives the card a second set of mana cost, power and
    toughness (and the colours of that cost, 718.3b) it may be cast with: a second face
    with the card's other characteristics and abilities (718.5)."""
    kept: list[str] = []
    proto: tuple[str, str] | None = None
    for para in paragraphs(face.name, face.text):
        m = _PROTOTYPE.match(para)
        if m is None:
            kept.append(para)
        else:
            proto = (m.group(1), f"{m.group(2)}/{m.group(3)}")
    raw, missing = compile_face(face, "\n".join(kept))
    if proto is None:
        return raw, [*missing, "the card's prototype line is missing"]
    faces = [{"name": face.name, **raw}, {"name": face.name, **raw, "cost": proto[0],
                                          "pt": proto[1]}]
    return {**raw, "faces": faces}, missing
