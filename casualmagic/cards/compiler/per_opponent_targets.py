"""Targets chosen per opponent, read without the grammar (see :mod:`.fixed_sentences`): "When
this enchantment enters, for each opponent, exile up to one target nonland permanent that
player controls until this enchantment leaves the battlefield." (Grasp of Fate).  One target
requirement stands for up to one target per opponent, each controlled by a different one
(115.1, 601.2c; ``for_each = "opponent"``, engine.target_groups); the instruction is
compiled as the sentence with one target "an opponent controls" through the same compiler."""

from __future__ import annotations

import re
from typing import Any

_PER_OPPONENT = re.compile(
    r"^((?:When|Whenever) [^,]+), for each opponent, (exile|destroy|tap|return) up to one target "
    r"([a-z ]+?) that player controls( until this [a-z]+ leaves the battlefield| to its owner's "
    r"hand)?\.$")


def per_opponent_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("triggers", [...])`` for a triggered ability with one target per opponent."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    m = _PER_OPPONENT.match(para)
    if m is None or is_spell:
        return None
    head, verb, phrase, tail = m.groups()
    try:
        kind, value = compile_paragraph(
            f"{head}, {verb} target {phrase} an opponent controls{tail or ''}.", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0].get("targets") != [
            f"{phrase} an opponent controls"]:
        return None
    value[0]["targets"] = [{"filter": f"{phrase} an opponent controls", "for_each": "opponent",
                            "up_to": True}]
    value[0]["text"] = para
    return kind, value
