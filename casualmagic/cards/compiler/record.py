"""Compiling one card's oracle record (see :mod:`casualmagic.cards.compiler`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from casualmagic.cards.compiler.build import compile_paragraphs
from casualmagic.cards.definitions import CardDefinitionError, compile_card
from casualmagic.cards.oracle import CardRecord

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


def compile_record(record: CardRecord) -> CompiledCard:
    """Compile one card's oracle record."""
    face = record.front
    if record.layout not in COMPILED_LAYOUTS:
        return CompiledCard(record.name, "not yet implemented", None,
                            (f"the {record.layout} layout is not compiled yet",))
    if not face.known:
        return CompiledCard(record.name, "not yet implemented", None,
                            ("the card data lacks this card's face",))
    raw: dict[str, Any] = {"cost": face.mana_cost, "type": face.type_line, "text": face.text}
    if face.power is not None and face.toughness is not None:
        raw["pt"] = f"{face.power}/{face.toughness}"
    if face.loyalty is not None:
        raw["loyalty"] = face.loyalty
    fields, missing = compile_paragraphs(record.name, face.text, face.types, face.subtypes)
    intrinsic = [{"cost": "{T}", "add": BASIC_LAND_MANA[t], "text": f"({{T}}: Add {{{BASIC_LAND_MANA[t]}}}.)"}
                 for t in face.subtypes if t in BASIC_LAND_MANA and "Land" in face.types]
    if intrinsic:  # 305.6, before the printed abilities as the reminder text has them first
        fields["abilities"] = [*intrinsic, *fields.get("abilities", [])]
    if missing and not fields:
        return CompiledCard(record.name, "not yet implemented", None, tuple(missing))
    raw.update(fields)
    if missing:
        raw["missing"] = list(missing)
    try:
        compile_card(record.name, raw, "compiled")
    except CardDefinitionError as e:  # the ops compiled, but the card model refused them
        return CompiledCard(record.name, "not yet implemented", None, (str(e),))
    return CompiledCard(record.name, "partial" if missing else "implemented", raw,
                        tuple(missing))
