"""Paragraphs that go with a keyword ability and are read without the grammar (one regex each,
cheaper than grammar alternatives): multikicker's "This artifact enters with a charge counter
on it for each time it was kicked" (702.33c-e, 614.1c).  The keyword lines themselves are read
by ``build._keyword_line`` against the vocabulary's keywords.  Hideaway's linked "You may play
the exiled card ..." (702.75a, 607.2a) is read here too."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from casualmagic.cards.compiler.cost_keywords import cost_keyword_paragraph
from casualmagic.cards.vocabulary import HIDEAWAY_CONDITIONS, VocabularyError, parse_filter

_KICKED_COUNTERS = re.compile(
    r"^This (?:artifact|creature|enchantment|permanent|land) enters with an? (\+1/\+1|[a-z]+) "
    r"counter on it for each time it was kicked\.$")


_HIDEAWAY_TO_HAND = re.compile(r"^When this (?:creature|artifact|enchantment|land|permanent) "
                               r"leaves the battlefield, put the exiled card into its owner's "
                               r"hand\.$")
"""Watcher for Tomorrow: the card its hideaway exiled (607.2a) goes to its owner's hand."""
_HIDEAWAY_PLAY = re.compile(
    r"^((?:\{[^}]+\}, )*\{T\}): You may play the exiled card without paying its mana cost if "
    r"(.+)\.$")
"""A hideaway land's "{G}, {T}: You may play the exiled card without paying its mana cost if
[condition]" (702.75a, 607.2a: "the exiled card" is the one its hideaway exiled)."""


_ADAPT = re.compile(r"^((?:\{[^}]+\})+(?:, \{T\})?): Adapt (\d+)\.$")
"""701.43a: "{2}{G}{G}: Adapt 2." (an activated ability whose effect is the keyword action)."""
_SUPPORT = re.compile(r"^(When this (?:creature|enchantment|Aura|artifact|permanent) enters, "
                      r"|(?:\{[^}]+\})+(?:, \{T\})?: )?[Ss]upport (\d+)\.$")
"""701.35a: "When this creature enters, support 2." and "{4}{G}{W}: Support 2." (a
permanent's: "other" target creatures) and an instant's or sorcery's "Support 2."."""


_ALT_COST = re.compile(r"^(Evoke|Madness|Overload) ((?:\{[0-9WUBRGCX/]+\})+)$")
"""702.74a "Evoke {1}{U}", 702.35a "Madness {1}{R}", 702.96a "Overload {6}{U}" (its text
compiled again by ``compiler.overload``): alternative costs (the card's ``evoke`` /
``madness`` field; mechanics.evoke, mechanics.madness)."""


def keyword_paragraph(para: str) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph read here, else None."""
    kicked = _KICKED_COUNTERS.match(para)
    if kicked:  # 702.33e: linked to the multikicker ability; "enters with" (614.1c)
        return "statics", [{"op": "enters_with_counters", "kind": kicked.group(1),
                            "amount": "times it was kicked", "text": para}]
    if para == "Cipher":  # 702.99a: the spell's last instruction (mechanics.cipher)
        return "spell", [{"do": "cipher"}]
    if para == "Umbra armor":  # 702.89a: a replacement effect of the Aura (mechanics.umbra_armor)
        return "statics", [{"op": "umbra_armor", "text": para}]
    alt = _ALT_COST.match(para)
    if alt:
        return alt.group(1).lower(), alt.group(2)
    cost_keyword = cost_keyword_paragraph(para)  # unearth, dash, encore, ... (compiler.cost_keywords)
    if cost_keyword:
        return cost_keyword
    adapt = _ADAPT.match(para)
    if adapt:  # 701.43a
        return "abilities", [{"cost": adapt.group(1), "text": para, "effects": [
            {"do": "adapt", "amount": int(adapt.group(2))}]}]
    support = _SUPPORT.match(para)
    if support:
        return _support(para, support.group(1), int(support.group(2)))
    if _HIDEAWAY_TO_HAND.match(para):
        return "triggers", [{"when": "leaves", "text": para, "effects": [
            {"do": "hideaway_card_to_hand"}]}]
    hideaway = _HIDEAWAY_PLAY.match(para)
    if hideaway and hideaway_condition_known(hideaway.group(2)):
        return "abilities", [{"cost": hideaway.group(1), "text": para, "effects": [
            {"do": "play_hideaway_card", "condition": hideaway.group(2)}]}]
    return None


def hideaway_condition_known(condition: str) -> bool:
    """Is ``condition`` one the hideaway mechanic judges (HIDEAWAY_CONDITIONS), its
    permanents' filter readable?"""
    for name, pattern in HIDEAWAY_CONDITIONS.items():
        m = pattern.match(condition)
        if m and name in ("you control", "you control one"):
            try:
                parse_filter(m.group(m.lastindex or 1).removesuffix("s") if name == "you control"
                             else m.group(1))
            except VocabularyError:
                return False
        if m:
            return True
    return False


def _support(para: str, head: str | None, n: int) -> tuple[str, Any]:
    """701.35a: "Support N" on a permanent (its enters trigger, an activated ability) means
    "Put a +1/+1 counter on each of up to N other target creatures"; on an instant or
    sorcery, "... up to N target creatures"."""
    if head:
        ability = {"text": para, "targets": [
            {"filter": "another creature", "count": n, "up_to": True}], "effects": [
            {"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}]}
        if head.startswith("When "):
            return "triggers", [{"when": "enters", **ability}]
        return "abilities", [{"cost": head.removesuffix(": "), **ability}]
    from casualmagic.cards.compiler.build import _Target  # build imports this module

    return "spell", [{"do": "add_counters", "what": _Target("creature", n, True),
                      "kind": "+1/+1", "amount": 1}]


def backup_unsupported(fields: dict[str, Any], card_paragraphs: Callable[[], list[str]]
                       ) -> list[str]:
    """702.165a: backup grants the abilities printed below it; the mechanic grants keywords,
    activated and triggered abilities (mechanics.backup), so any other paragraph below (a
    static ability) leaves the card missing it."""
    heads = [k for k in fields.get("keywords", ()) if k.startswith("Backup ")]
    if not heads:
        return []
    paras = card_paragraphs()
    at = next((i for i, p in enumerate(paras) if p.lower() == heads[0].lower()), None)
    keywords = {k.lower() for k in fields.get("keywords", ())}
    texts = {a.get("text") for a in (*fields.get("abilities", ()), *fields.get("triggers", ()))}
    return [f"{p}: backup grants only keywords, activated and triggered abilities yet"
            for p in (paras[at + 1:] if at is not None else ())
            if p not in texts and not all(w.strip().lower() in keywords
                                          for w in re.split(r"[,;]\s*", p) if w.strip())]
