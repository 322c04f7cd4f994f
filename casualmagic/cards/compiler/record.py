"""Compiling one card's oracle record (see :mod:`casualmagic.cards.compiler`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from casualmagic.cards.compiler.build import compile_paragraphs
from casualmagic.cards.definitions import CardDefinitionError, compile_card
from casualmagic.cards.oracle import CardFace, CardRecord

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""305.6: a land with a basic land type has the intrinsic ability "{T}: Add [mana]"."""

COMPILED_LAYOUTS = frozenset({"normal"})
"""Layouts compiled so far; other layouts (split, transform, adventure …, 709–712) are not
yet: their cards stay not implemented, with the layout named as the reason."""


@dataclass(frozen=True)
class CompiledCard:
    """The compiler's answer for one card."""

    name: str
    status: str
    """``implemented``, ``partial`` or ``not yet implemented``."""
    raw: dict[str, Any] | None
    """The definition record (the same fields as a TOML table), when anything compiled."""
    missing: tuple[str, ...] = ()
    """Each paragraph that did not compile, with the reason."""


ORACLE_FIELDS = ("name", "cost", "type", "text", "pt", "loyalty", "color_indicator")
"""The fields a compiled record copies from the oracle face rather than compiles."""


def compile_record(record: CardRecord) -> CompiledCard:
    """Compile one card's oracle record."""
    face = record.front
    if record.layout not in COMPILED_LAYOUTS:
        from casualmagic.cards.compiler.layouts import compile_layout

        return compile_layout(record)
    if not face.known:
        return CompiledCard(record.name, "not yet implemented", None,
                            ("the card data lacks this card's face",))
    raw, missing = compile_face(face)
    return finish(record.name, raw, missing)


def compile_face(face: CardFace, text: str | None = None) -> tuple[dict[str, Any], list[str]]:
    """One face's oracle fields and compiled fields (``text``: its text as the compiler
    should read it, if not the printed one), and the paragraphs that did not compile."""
    raw: dict[str, Any] = {"cost": face.mana_cost, "type": face.type_line, "text": face.text}
    if face.power is not None and face.toughness is not None:
        raw["pt"] = f"{face.power}/{face.toughness}"
    if face.loyalty is not None:
        raw["loyalty"] = face.loyalty
    if face.color_indicator:  # 204: e.g. a transforming card's back face, from imported data
        raw["color_indicator"] = list(face.color_indicator)
    fields, missing = compile_paragraphs(face.name, face.text if text is None else text,
                                         face.types, face.subtypes,
                                         "Legendary" in face.type_line.split(" — ")[0])
    intrinsic = [{"cost": "{T}", "add": BASIC_LAND_MANA[t], "text": f"({{T}}: Add {{{BASIC_LAND_MANA[t]}}}.)"}
                 for t in face.subtypes if t in BASIC_LAND_MANA and "Land" in face.types]
    if intrinsic:  # 305.6, before the printed abilities as the reminder text has them first
        fields["abilities"] = [*intrinsic, *fields.get("abilities", [])]
    raw.update(fields)
    return raw, missing


def compiled_anything(raw: dict[str, Any]) -> bool:
    """Did any paragraph of this record (or of one of its faces) compile?"""
    return any(k not in (*ORACLE_FIELDS, "layout", "faces") for k in raw) or any(
        compiled_anything(f) for f in raw.get("faces", ()))


def finish(name: str, raw: dict[str, Any], missing: list[str]) -> CompiledCard:
    """The compiler's answer for a compiled record: implemented, partial (``missing``
    listed) or, when nothing compiled or the card model refuses it, not implemented."""
    if missing and not compiled_anything(raw):
        return CompiledCard(name, "not yet implemented", None, tuple(missing))
    if missing:
        raw["missing"] = list(missing)
    try:
        compile_card(name, raw, "compiled")
    except CardDefinitionError as e:  # the ops compiled, but the card model refused them
        return CompiledCard(name, "not yet implemented", None, (str(e),))
    return CompiledCard(name, "partial" if missing else "implemented", raw, tuple(missing))
