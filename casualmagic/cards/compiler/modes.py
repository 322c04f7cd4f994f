"""Modal spells and triggered abilities (CR 700.2): a "Choose …" paragraph and the bullet
lines after it are one ability, each bullet a mode compiled as a sentence of its own.

A spell's modes become the card's ``modes`` (with ``choose`` when more than one mode may
be chosen, chosen at 601.2b); a triggered ability's become the trigger's ``modes``
(chosen as it is put on the stack, 603.3c).  A mode that does not compile leaves the
whole modal ability missing: a modal spell without one of its modes is another card.
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.compiler.build import CompileError


class ModesError(CompileError):
    """Some modes of a modal ability did not compile: ``missing`` names each, as the
    paragraphs a card lacks are named ("• <mode>: <why>")."""

    def __init__(self, missing: list[str]) -> None:
        super().__init__("; ".join(missing))
        self.missing = missing

SPELL_HEADS: dict[str, dict[str, Any]] = {
    "choose one —": {},
    "choose two —": {"min": 2, "max": 2},
    "choose three —": {"min": 3, "max": 3},
    "choose one or both —": {"min": 1, "max": 2},
    "choose one or more —": {"min": 1, "max": "all"},
    "choose three. you may choose the same mode more than once.":
        {"min": 3, "max": 3, "repeat": True},
    "choose one. if you control a commander as you cast this spell, you may choose both "
    "instead.": {"with_commander": 2},
}
"""The instructions of 700.2 a spell's modes follow, and how many modes each chooses:
"choose one or both" is one to two (700.2d: never the same mode twice unless the spell
says so); the commander clause (903.3d) allows both modes while you control one."""

TRIGGER_HEAD = re.compile(r"^(?P<head>.+), choose (?P<n>one|two) —$", re.IGNORECASE)
"""A triggered ability that is modal, "When this creature enters, choose one —"; the
engine chooses exactly that many modes of a trigger (603.3c)."""


def is_mode(para: str) -> bool:
    """Is this paragraph a bullet line, one mode of the "Choose …" before it (700.2)?"""
    return para.startswith("•")


def group(paras: list[str]) -> list[str | tuple[str, list[str]]]:
    """The paragraphs with each "Choose …" and its bullet lines as ``(head, modes)``."""
    out: list[str | tuple[str, list[str]]] = []
    for para in paras:
        if is_mode(para) and out:
            last = out[-1]
            if isinstance(last, str):
                out[-1] = (last, [])
                last = out[-1]
            assert isinstance(last, tuple)
            last[1].append(para.lstrip("• ").strip())
        else:
            out.append(para)
    return out


def compile_modal(head: str, modes: list[str], is_spell: bool,
                  compile_one: Any) -> tuple[str, Any]:
    """A modal ability: ``("modes", {"modes": [...], "choose": {...}})`` for a spell,
    ``("triggers", [...])`` for a triggered ability; ``compile_one(paragraph, is_spell)``
    compiles one sentence (build.compile_paragraph)."""
    if len(modes) < 2:
        raise CompileError("a modal ability with fewer than two modes")
    spec = SPELL_HEADS.get(head.lower())
    if spec is not None:
        if not is_spell:
            raise CompileError("a modal ability of a permanent with no trigger or cost")
        return "modes", {"modes": _each(modes, lambda m: _spell_mode(m, compile_one)),
                         "choose": _choice(spec, len(modes))}
    trigger = TRIGGER_HEAD.match(head)
    if trigger:
        return "triggers", [_modal_trigger(head, trigger.group("head"), trigger.group("n"),
                                           modes, compile_one)]
    raise CompileError("this way of choosing modes is not compiled yet")


def _each(modes: list[str], compile_mode: Any) -> list[Any]:
    out, missing = [], []
    for mode in modes:
        try:
            out.append(compile_mode(mode))
        except CompileError as e:
            missing.append(f"• {mode}: {e}")
    if missing:
        raise ModesError(missing)
    return out


def _choice(spec: dict[str, Any], count: int) -> dict[str, Any]:
    return {k: (count if v == "all" else v) for k, v in spec.items()}


def _spell_mode(text: str, compile_one: Any) -> dict[str, Any]:
    from casualmagic.cards.compiler.build import _number_targets

    kind, effects = compile_one(text, True)
    if kind != "spell":
        raise CompileError("a mode that is not an effect")
    numbered, targets = _number_targets(effects)
    mode: dict[str, Any] = {"text": text, "spell": numbered}
    if targets:
        mode["targets"] = targets
    return mode


def _modal_trigger(text: str, event: str, n: str, modes: list[str],
                   compile_one: Any) -> dict[str, Any]:
    """``"When this creature enters, choose one —"``: each mode compiled as the trigger
    ``"When this creature enters, <mode>"``, then the event kept once (603.3c)."""
    def one(mode: str) -> tuple[str, dict[str, Any]]:
        kind, value = compile_one(f"{event}, {mode[0].lower()}{mode[1:]}", False)
        if kind != "triggers" or len(value) != 1:
            raise CompileError("a mode that is not one triggered ability")
        return mode, value[0]

    compiled = _each(modes, one)
    first = compiled[0][1]
    out: dict[str, Any] = {k: first[k] for k in ("when", "subject", "whose") if k in first}
    out["modes"] = [{**{k: v for k, v in t.items() if k in ("effects", "targets")},
                     "text": mode} for mode, t in compiled]
    if n.lower() == "two":
        out["choose"] = 2
    out["text"] = text
    return out
