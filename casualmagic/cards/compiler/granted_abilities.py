"""Abilities in quotes that a static ability grants (113.2, 613.1f: layer 6), read without
the grammar (see :mod:`.fixed_sentences`):

* "Enchanted land has "{T}, Pay 1 life: Draw a card."" (Underworld Connections): the
  object the Aura or Equipment is attached to has the quoted ability (303.4, 301.5);
* "Enchanted creature has flying and "Sacrifice a creature: This creature gets +2/+1 until
  end of turn."" (Fallen Ideal): keywords and a quoted ability in one list, and "gets +N/+N
  and has …" before them;
* "Creatures you control have "…"" — a group of permanents.

Each quoted ability is compiled as a paragraph of its own through the same compiler
("this creature" in it is the object that has it, 113.2): an activated or mana ability
becomes ``grant_abilities``, a triggered ability ``grant_triggers``; a quote that does not
compile leaves the paragraph missing."""

from __future__ import annotations

import re
from typing import Any

_HAS = re.compile(r"^(Enchanted|Equipped) (creature|land|permanent|artifact|enchantment) "
                  r"(?:gets ([+-]\d+)/([+-]\d+) and )?has (.+?)\.?$")
_HAVE = re.compile(r"^([A-Z][a-z]+(?: [a-z]+)*? you control) (?:get ([+-]\d+)/([+-]\d+) and )?"
                   r"have (.+?)\.?$")
_QUOTE = re.compile(r"\"([^\"]+)\"")


def granted_ability_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``("statics", [...])`` for a static ability that grants quoted abilities, else None."""
    if is_spell or '"' not in para:
        return None
    m = _HAS.match(para)
    if m:
        where, power, toughness, listed = "attached", m.group(3), m.group(4), m.group(5)
    else:
        m = _HAVE.match(para)
        if not m:
            return None
        from casualmagic.cards.compiler.build import CompileError
        from casualmagic.cards.compiler.effects import group_filter

        try:
            where = group_filter(m.group(1))
        except CompileError:
            return None
        power, toughness, listed = m.group(2), m.group(3), m.group(4)
    granted = _granted(listed)
    if granted is None:
        return None
    keywords, abilities, triggers = granted
    attached = where == "attached"
    statics: list[dict[str, Any]] = []
    if power is not None:
        statics.append({"op": "pump_attached" if attached else "pump_all",
                        **({} if attached else {"filter": where}),
                        "power": int(power), "toughness": int(toughness)})
    if keywords:
        statics.append({"op": "grant_attached" if attached else "grant_keywords",
                        **({} if attached else {"filter": where}), "keywords": keywords})
    if abilities:
        statics.append({"op": "grant_abilities", "filter": where, "abilities": abilities})
    if triggers:
        statics.append({"op": "grant_triggers", "filter": where, "triggers": triggers})
    for st in statics:
        st["text"] = para
    return "statics", statics


def _granted(listed: str) -> tuple[list[str], list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The keywords and the compiled quoted abilities of "flying and "…"", or None when a
    part does not read."""
    from casualmagic.cards.compiler.build import CompileError, _keyword_line, compile_paragraph

    quotes = _QUOTE.findall(listed)
    parts = [p.strip() for p in re.split(r",? and |, ", _QUOTE.sub("@", listed)) if p.strip()]
    words = [p for p in parts if p != "@"]
    if not quotes or len(parts) != len(words) + len(quotes) or any("@" in w for w in words):
        return None
    keywords: list[str] = []
    if words:
        try:
            read = _keyword_line(", ".join(w[0].upper() + w[1:] for w in words))
        except CompileError:
            return None
        if read is None:
            return None
        keywords = read
    abilities: list[dict[str, Any]] = []
    triggers: list[dict[str, Any]] = []
    for quote in quotes:
        try:
            kind, value = compile_paragraph(quote, False)
        except CompileError:
            return None
        if kind == "abilities":
            abilities.extend(value)
        elif kind == "triggers":
            triggers.extend(value)
        else:
            return None
    return keywords, abilities, triggers
