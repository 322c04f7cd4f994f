"""Planeswalkers and emblems: "You get an emblem with "…"" and "Target opponent gets an
emblem with "…"" (114.1-114.4), and "~ can be your commander." (903.3d).

An emblem's quoted abilities are compiled one at a time by the same compiler as a
permanent's paragraphs (so every static, trigger and activated shape it reads works in an
emblem), "this emblem" read as the object itself; the instruction is a ``get_emblem`` op
whose ``emblem`` is the emblem's record (no type, no cost: 114.3), its activated abilities
written with ``zone = "command"`` (they function there, 114.4).  The grammar names the
sentence with one terminal (section "planeswalkers and emblems" of ``oracle.lark``).

"~ can be your commander." is a statement for deck construction (903.3d), honoured by the
Commander deck rules from the card's text; it compiles to the ``can_be_commander`` static,
which has no effect in a game, so the paragraph is recorded, never dropped.
"""

from __future__ import annotations

import re
from typing import Any

_QUOTED = re.compile(r'"([^"]*)"')
_WHO = re.compile(r"^(you get|target opponent gets|each opponent gets)", re.IGNORECASE)
_THIS_EMBLEM = re.compile(r"\bthis emblem\b", re.IGNORECASE)
_CAN_BE_COMMANDER = re.compile(r"^(~|This card) can be your commander\.$")

EMBLEM_FIELDS = ("statics", "triggers", "abilities")
"""What an emblem's quoted ability may compile to: a static, triggered or activated ability
(114.4, 113.3)."""


def commander_statement_line(para: str) -> tuple[str, Any] | None:
    """``("statics", [can_be_commander])`` for "~ can be your commander." (903.3d), else
    None."""
    if _CAN_BE_COMMANDER.match(para):
        return "statics", [{"op": "can_be_commander", "rule": "903.3d", "text": para}]
    return None


def emblem_record(quoted: list[str]) -> dict[str, Any]:
    """The record of an emblem with the ``quoted`` abilities (114.1, 114.3); CompileError
    naming the ability that does not compile."""
    from casualmagic.cards.compiler.build import (  # build imports this module
        CompileError,
        compile_paragraph,
    )

    record: dict[str, Any] = {"type": "", "text": " and ".join(f'"{q}"' for q in quoted)}
    for q in quoted:
        text = _THIS_EMBLEM.sub("~", q if q.endswith(".") else q + ".")
        try:
            kind, value = compile_paragraph(text, False)
        except CompileError as e:
            raise CompileError(f'the emblem\'s ability "{q}": {e}') from None
        if kind not in EMBLEM_FIELDS:
            raise CompileError(f'the emblem\'s ability "{q}" compiles to {kind}, which an '
                               "emblem does not hold yet")
        if kind == "abilities":
            if any(a.get("zone") for a in value):
                raise CompileError(f'the emblem\'s ability "{q}" works from another zone')
            if any(re.search(r"\{[TQ]\}", a.get("cost", "")) for a in value):
                raise CompileError(f'the emblem\'s ability "{q}": an emblem is not a '
                                   "permanent and can't be tapped or untapped (114.5)")
            value = [{**a, "zone": "command"} for a in value]  # 114.4
        record.setdefault(kind, []).extend(value)
    return record


class EmblemOps:
    """The grammar rule of the emblem sentence (114.1)."""

    def emblem_sentence(self, items: list) -> list[dict[str, Any]]:
        from casualmagic.cards.compiler.build import _Target  # build imports this module

        token = str(items[0])
        who = _WHO.match(token)
        assert who is not None  # the terminal starts with one of them
        effect: dict[str, Any] = {"do": "get_emblem",
                                  "emblem": emblem_record(_QUOTED.findall(token))}
        subject = who.group(1).lower()
        if subject == "target opponent gets":
            effect["who"] = _Target("opponent")
        elif subject == "each opponent gets":
            effect["who"] = "each opponent"
        return [effect]
