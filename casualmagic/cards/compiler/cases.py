"""Compiling Case cards (CR 719).

719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and
this Case is not solved, this Case becomes solved": an end-step trigger with that
intervening "if" (603.4) and the op ``solve_case`` (engine.cases). The condition compiles
only when it is one the engine reads (:data:`SOLVE_CONDITIONS`); any other is named as
missing. 719.3c: "Solved — [Ability]" is an ability only while the Case is solved: the
static op ``solved`` (layer 6) with the ability's keywords, activated or triggered
abilities; a static ability there is not compiled yet. The Case's other paragraphs compile
as any card's; "this Case" is the Case itself (201.5).
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.build import paragraphs
from casualmagic.cards.compiler.classes import granted_part
from casualmagic.cards.compiler.record import compile_face
from casualmagic.cards.oracle import CardFace

_NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|\d+)"
SOLVE_CONDITIONS = re.compile(
    rf"^(?:you control {_NUMBER} or more (?:artifacts|lands|creatures|enchantments)"
    rf"|you have no cards in hand|there are {_NUMBER} or more cards in your graveyard)$")
"""The "To solve" conditions the engine reads (engine.triggers.condition_holds)."""

_TO_SOLVE = re.compile(r"^To solve — (.+)\.$")
_SOLVED = re.compile(r"^Solved — (.+)$")
_THIS_CASE = re.compile(r"\bthis Case\b")
_SOLVED_FIELDS = ("keywords", "abilities", "triggers")


def compile_case(face: CardFace) -> tuple[dict[str, Any], list[str]]:
    """719.3: the record of a Case and the paragraphs that did not compile."""
    text = _THIS_CASE.sub(face.name, face.text)
    rest: list[str] = []
    solve: list[dict[str, Any]] = []
    solved: list[dict[str, Any]] = []
    missing: list[str] = []
    for para in paragraphs(face.name, text):
        m = _TO_SOLVE.match(para)
        if m:
            condition = m.group(1)[0].lower() + m.group(1)[1:]
            if not SOLVE_CONDITIONS.match(condition):
                missing.append(f"{para}: this condition is not compiled yet (719.3a)")
                continue
            solve.append({"when": "end_step", "if": f"this case is not solved and {condition}",
                          "effects": [{"do": "solve_case"}], "text": para})
            continue
        m = _SOLVED.match(para)
        if m is None:
            rest.append(para)
            continue
        part = granted_part(m.group(1), _SOLVED_FIELDS, "a solved Case", "719.3c")
        if isinstance(part, str):
            missing.append(part.replace(m.group(1), para, 1))
            continue
        kind, value = part
        solved.append({"op": "solved", kind: value, "text": para})
    raw, rest_missing = compile_face(face, "\n".join(rest))
    if solve:
        raw["triggers"] = [*raw.get("triggers", []), *solve]
    if solved:
        raw["statics"] = [*raw.get("statics", []), *solved]
    return raw, [*rest_missing, *missing]
