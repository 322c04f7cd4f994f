"""Overload (CR 702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay
this spell's mana cost" and "If you chose to pay this spell's overload cost, change its text
by replacing all instances of the word 'target' with the word 'each'" (702.96a-b).

The keyword line is the card's ``overload`` alternative cost (``keyword_abilities``); the
spell's paragraphs are compiled a second time with "target" changed to "each" — the
``overload_spell`` the engine resolves for that way of casting (``CardDef.spell_for``) — and
the card keeps the keyword only if every changed paragraph compiles without a target.  The
sentences "each [permanents] …" that change makes are read by one grammar terminal
(``OVERLOAD_EACH``, the ``keywords`` section of ``oracle.lark``): destroy, tap or return
each …, and "each … gets +N/+N (and gains …) until end of turn"."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import KEYWORDS, parse_filter

_TARGET = re.compile(r"\b([Tt])arget\b")

_EACH = re.compile(
    r"^(?:(?P<verb>destroy|tap) each (?P<what>.+)"
    r"|return each (?P<back>.+) to its owner's hand"
    r"|each (?P<who>.+?) gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and gains (?P<kw>[a-z ,]+?))?"
    r" until end of turn)$", re.IGNORECASE)


def _check(phrase: str) -> str:
    """A singular phrase as the filter it names (VocabularyError if it can't be read)."""
    parse_filter(phrase)
    return phrase


class OverloadEachOps:
    """Transformer method for the ``OVERLOAD_EACH`` terminal."""

    def overload_each(self, items: list) -> dict[str, Any]:
        """"Destroy each artifact you don't control", "Return each nonland permanent you
        don't control to its owner's hand", "Each creature you control gets +2/+0 until end
        of turn" (609.3: every permanent the phrase names as the spell resolves)."""
        m = _EACH.match(str(items[0]).strip())
        if m is None:  # the terminal and the pattern are the same text
            raise ValueError(f"not an 'each' sentence: {items[0]!r}")
        if m.group("verb"):
            op = "destroy_all" if m.group("verb").lower() == "destroy" else "tap_all"
            return {"do": op, "filter": _check(m.group("what"))}
        if m.group("back"):
            return {"do": "bounce_all", "filter": _check(m.group("back"))}
        out: dict[str, Any] = {"do": "pump_all", "filter": _check(m.group("who")),
                               "power": int(m.group("p")), "toughness": int(m.group("t"))}
        if m.group("kw"):
            words = [w.strip().capitalize() for w in re.split(r",? and |, ", m.group("kw"))]
            if not all(w in KEYWORDS for w in words):
                from casualmagic.cards.compiler.build import CompileError  # build imports this

                raise CompileError(f"cannot read the keywords {m.group('kw')!r}")
            out["keywords"] = words
        return out


def overloaded(text: str) -> str:
    """702.96b: the text with every "target" changed to "each"."""
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", text)


def overload_spell(fields: dict[str, Any], spell_paras: list[str]) -> list[str]:
    """Compile the overloaded text of the spell's paragraphs into ``overload_spell``; if a
    paragraph doesn't compile (or still targets), the card lacks the overload line instead,
    which is returned as missing (with its reason)."""
    if "overload" not in fields:
        return []
    from casualmagic.cards.compiler.build import (  # build imports this module
        CompileError,
        _number_targets,
        compile_paragraph,
    )

    line = f"Overload {fields['overload']}"
    effects: list[Any] = []
    for para in spell_paras:
        text = overloaded(para)
        try:
            kind, value = compile_paragraph(text, True)
        except CompileError as e:
            fields.pop("overload")
            return [f"{line}: the overloaded text {text!r} does not compile: {e}"]
        if kind != "spell":
            fields.pop("overload")
            return [f"{line}: the overloaded text {text!r} is not a spell's instruction"]
        effects.extend(value)
    ops, targets = _number_targets(effects)
    if targets or not ops:
        fields.pop("overload")
        return [f"{line}: the overloaded text still has a target"]
    fields["overload_spell"] = ops
    return []
