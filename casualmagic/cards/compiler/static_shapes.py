"""Static abilities of one fixed shape read without the grammar (a Python pre-match on the
whole paragraph, so the Earley parse pays nothing): "You may play an additional land on each
of your turns" (305.2a, ``additional_land_plays``, engine.lands.land_plays); "Each creature you control with a +1/+1
counter on it has trample." — a group named in the singular with "each" (613.1f, 613.4c: the
same ``grant_keywords`` / ``pump_all`` statics as "Creatures you control have trample"), the
filter whatever the vocabulary reads ("other": the source itself left out)."""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import VocabularyError, is_keyword, parse_filter

_EACH = re.compile(r"^Each ((?:other )?(?:[a-z-]+ )*?creature(?: [a-z0-9 +/-]+?)?) "
                   r"(?:gets (?P<pt>[+-]\d+/[+-]\d+)(?: and has (?P<kw2>[a-z ,]+?))?"
                   r"|has (?P<kw>[a-z ,]+?))\.$")


_LAND_PLAYS = re.compile(r"^(You|Each player) may play (an|two|three) additional lands? on each "
                         r"of (your|their) turns\.$")
_WORDS = {"an": 1, "two": 2, "three": 3}


def _keywords(text: str) -> list[str] | None:
    words = [w[0].upper() + w[1:] for w in re.split(r",? and |, ", text) if w]
    return words if words and all(is_keyword(w) for w in words) else None


def static_shape_line(para: str) -> tuple[str, Any] | None:
    """``("statics", [...])`` for "Each [filter] has [keywords]" / "gets +N/+N [and has
    …]", else None."""
    lands = _LAND_PLAYS.match(para)
    if lands and (lands.group(1) == "You") == (lands.group(3) == "your"):  # 305.2a
        out_: dict[str, Any] = {"op": "additional_land_plays", "amount": _WORDS[lands.group(2)]}
        if lands.group(1) == "Each player":
            out_["who"] = "each player"
        return "statics", [{**out_, "text": para}]
    m = _EACH.match(para)
    if not m:
        return None
    phrase = m.group(1)
    try:  # "other" (the source left out) is read by the statics themselves (613.1)
        parse_filter(phrase.removeprefix("other "))
    except VocabularyError:
        return None
    out: list[dict[str, Any]] = []
    if m.group("pt"):
        power, toughness = (int(n) for n in m.group("pt").split("/"))
        out.append({"op": "pump_all", "filter": phrase, "power": power, "toughness": toughness})
    words = m.group("kw") or m.group("kw2")
    if words:
        keywords = _keywords(words)
        if keywords is None:
            return None
        out.append({"op": "grant_keywords", "filter": phrase, "keywords": keywords})
    for s in out:
        s["text"] = para
    return "statics", out
