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

from functools import cache

from casualmagic.cards.compiler.build import CompileError
from casualmagic.cards.compiler.record import CompiledCard, compile_record
from casualmagic.cards.compiler.store import cached
from casualmagic.cards.definitions import compile_card
from casualmagic.cards.model import CardDef


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

    return cached(real_name) or compile_record(get_database().lookup(real_name))


@cache
def _definition(real_name: str) -> CardDef:
    card = _compiled_card(real_name)
    assert card.raw is not None
    return compile_card(real_name, card.raw, "compiled")


__all__ = ["CompiledCard", "CompileError", "compile_record", "compiled", "compiled_definition"]
