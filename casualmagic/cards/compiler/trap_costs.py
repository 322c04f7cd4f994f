"""Alternative costs under a condition (118.9, 601.2b), read without the grammar (see
:mod:`.fixed_sentences`): "If a white creature is attacking, you may pay {B}{B} rather than pay
this spell's mana cost." (Nemesis Trap) → the ``trap`` field ``{cost, if}``: the spell may be
cast from its owner's hand for that cost while the condition holds (engine.actions). Only
conditions the engine reads compile: "an? [creature filter] is attacking" (508.1) and Cobra
Trap's "a noncreature permanent under your control was destroyed this turn by a spell or
ability an opponent controlled" (701.7a, read from the turn's log); others stay missing with
that reason."""

from __future__ import annotations

import re
from typing import Any

_TRAP = re.compile(r"^If (.+), you may pay ((?:\{[0-9WUBRGC]\})+) rather than pay this "
                   r"spell's mana cost\.$")
_ATTACKING = re.compile(r"^an? ([a-z ]+?creature) is attacking$")
DESTROYED_BY_OPPONENT = ("a noncreature permanent under your control was destroyed this turn by "
                         "a spell or ability an opponent controlled")


def trap_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("trap", {"cost": …, "if": …})`` for a conditional alternative cost."""
    from casualmagic.cards.compiler.build import CompileError
    from casualmagic.cards.vocabulary import VocabularyError, parse_filter

    m = _TRAP.match(para)
    if not m:
        return None
    cond = m.group(1)
    if cond == DESTROYED_BY_OPPONENT:
        return "trap", {"cost": m.group(2), "if": cond}
    attacking = _ATTACKING.match(cond)
    if attacking is None:
        raise CompileError(f"the alternative cost's condition {cond!r} is not read yet")
    try:
        parse_filter(attacking.group(1))
    except VocabularyError as e:
        raise CompileError(str(e)) from None
    return "trap", {"cost": m.group(2), "if": cond}
