"""Activated abilities any player may activate, read without the grammar (see
:mod:`.fixed_sentences`): "{2}: This creature deals 1 damage to each creature with flying and
each player. Any player may activate this ability." (Squallmonger) — the ability compiled
without its last sentence, then marked ``any_player`` (602.2: the player who activates it
controls it and pays its cost; engine.actions offers it to every player)."""

from __future__ import annotations

from typing import Any

_ANY_PLAYER = " Any player may activate this ability."


def any_player_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("abilities", [...])`` for an activated ability any player may activate."""
    if not para.endswith(_ANY_PLAYER) or is_spell:
        return None
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(para[: -len(_ANY_PLAYER)], is_spell)
    except CompileError:
        return None
    if kind != "abilities" or len(value) != 1 or "add" in value[0] or value[0].get("zone"):
        return None  # a mana ability or one from another zone: not read yet
    return kind, [{**value[0], "any_player": True, "text": para}]
