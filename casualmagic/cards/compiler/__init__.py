"""The oracle-text compiler: a real card's oracle text → the definition records the
hand-written TOML files use (docs/architecture.md "Cards are data").

A card's text is read one paragraph (one ability, CR 113.2) at a time, reminder text
aside (207.2a). A paragraph is a keyword line (702.1), read against the keywords the
engine implements, or a sentence of the grammar in ``oracle.lark`` (mana abilities,
activated and triggered abilities, static abilities of Auras and Equipment, spell
effects), turned into vocabulary ops by :mod:`casualmagic.cards.compiler.build`.

No paragraph is dropped silently: a card is ``implemented`` only when every paragraph
compiled; with some it is ``partial`` and :attr:`CompiledCard.missing` lists the
paragraphs that did not; with none it stays ``not yet implemented``. Hand-written
definitions (``cards/definitions/*.toml``) take precedence over compiled ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from casualmagic.cards.compiler.build import CompileError, compile_paragraphs
from casualmagic.cards.definitions import CardDefinitionError, compile_card
from casualmagic.cards.model import CardDef
from casualmagic.cards.oracle import CardRecord

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
    fields, missing = compile_paragraphs(record.name, face.text, face.types)
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


def compiled(name: str) -> CompiledCard | None:
    """The compiled form of the real card ``name`` (None for a name the database lacks)."""
    from casualmagic.cards.database import get_database

    record = get_database().get(name)
    return _compiled_card(record.name) if record is not None else None


def compiled_definition(name: str) -> CardDef | None:
    """The engine definition compiled from the card's oracle text, or None if nothing of
    it compiled (``missing`` lists what did not, making it partial).  One shared object per
    card, as for hand-written definitions."""
    card = compiled(name)
    return _definition(card.name) if card is not None and card.raw is not None else None


@cache
def _compiled_card(real_name: str) -> CompiledCard:
    from casualmagic.cards.database import get_database

    return compile_record(get_database().lookup(real_name))


@cache
def _definition(real_name: str) -> CardDef:
    card = _compiled_card(real_name)
    assert card.raw is not None
    return compile_card(real_name, card.raw, "compiled")


__all__ = ["CompiledCard", "CompileError", "compile_record", "compiled", "compiled_definition"]
