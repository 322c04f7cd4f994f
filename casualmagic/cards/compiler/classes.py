"""Compiling Class cards (CR 716).

A Class's text is sections divided by class level bars, "[Cost]: Level N" (716.2). The first
section's abilities are the card's at all times (716.3) and compile as any card's; a bar is
"[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only as
a sorcery" (716.2a), the activated ability ``become_class_level``; the section after a bar is
"As long as this Class is level N or greater, it has [abilities]", the static op
``class_level`` (engine.class_levels, layer 6). A section's static ability is not compiled
yet (named as missing: no silent drops). "This Class" is the Class itself (201.5).
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.build import CompileError, compile_paragraph, paragraphs
from casualmagic.cards.compiler.record import compile_face
from casualmagic.cards.oracle import CardFace

_BAR = re.compile(r"^((?:\{[^}]+\})+): Level (\d+)$")
_THIS_CLASS = re.compile(r"\bthis Class\b")
_SECTION_FIELDS = ("keywords", "abilities", "triggers")
"""What a class level's abilities may be: those the layer-6 op grants (613.1f)."""


def own_event(trigger: dict[str, Any]) -> bool:
    """Is this a trigger the engine looks for among a permanent's abilities as they are now
    (layer 6, 613.1f) — one about the permanent itself or a step — rather than one it
    matches with the triggers printed on the card (another object's event, a draw)?"""
    return "subject" not in trigger and trigger["when"] not in ("draw", "cast", "you_cast")


def granted_part(para: str, allowed: tuple[str, ...], what: str, rule: str
                 ) -> tuple[str, Any] | str:
    """A paragraph of a section whose abilities the permanent gains later (a Class level,
    716.2a; a solved Case, 719.3c): ``(field, value)``, or why it is missing."""
    try:
        kind, value = compile_paragraph(para, False)
    except CompileError as e:
        return f"{para}: {e}"
    if kind not in allowed:
        return f"{para}: {what}'s {kind} is not compiled yet ({rule})"
    if kind == "triggers" and not all(own_event(t) for t in value):
        return f"{para}: {what}'s trigger on another object's event is not compiled yet ({rule})"
    return kind, value


def compile_class(face: CardFace) -> tuple[dict[str, Any], list[str]]:
    """716.2a, 716.3: the record of a Class and the paragraphs that did not compile."""
    text = _THIS_CLASS.sub(face.name, face.text)
    top: list[str] = []
    sections: list[tuple[str, list[str]]] = []
    for para in paragraphs(face.name, text):
        if _BAR.match(para):
            sections.append((para, []))
        elif sections:
            sections[-1][1].append(para)
        else:
            top.append(para)
    raw, missing = compile_face(face, "\n".join(top))
    bars: list[dict[str, Any]] = []
    statics: list[dict[str, Any]] = []
    for bar, body in sections:
        m = _BAR.match(bar)
        assert m is not None
        level = int(m.group(2))
        bars.append({"cost": m.group(1), "sorcery": True, "if": f"this class is level {level - 1}",
                     "effects": [{"do": "become_class_level", "level": level}], "text": bar})
        static: dict[str, Any] = {"op": "class_level", "min": level,
                                  "text": "\n".join([bar, *body])}
        for para in body:
            part = granted_part(para, _SECTION_FIELDS, "a class level", "716.2a")
            if isinstance(part, str):
                missing.append(part)
                continue
            kind, value = part
            static.setdefault(kind, []).extend(value)
        statics.append(static)
    if bars:
        raw["abilities"] = [*raw.get("abilities", []), *bars]
        raw["statics"] = [*raw.get("statics", []), *statics]
    return raw, missing
