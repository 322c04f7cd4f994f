"""A permanent that becomes a creature until end of turn (613.1d, 205.1b), the grammar
section "animated permanents" of ``oracle.lark`` turned into the ``become`` op (mixed into
the compiler's transformer, see :mod:`casualmagic.cards.compiler.build`):

* "this enchantment becomes a 5/5 Demon creature with flying and haste in addition to its
  other types until end of turn" (Daxos's Torment);
* "Until end of turn, this land becomes a 3/3 green Elemental creature with haste. It's
  still a land." (a creature land).

The object keeps its card types and subtypes (205.1b: "in addition to its other types", "it's
still a land") and gains the creature type and the subtypes named — or, without those words,
its types and subtypes become the ones named ("this artifact becomes a 4/4 red and green
Dragon artifact creature with flying until end of turn", 205.1a); a colour named replaces its
colours (105.3); its base power and toughness are set in layer 7b (613.4b); keywords are
added in layer 6.  A phrase with anything else ("colorless", "with all creature types", a
quoted ability) is left missing.
"""

from __future__ import annotations

import re
from typing import Any

_ANIMATE = re.compile(
    r"^(?P<pre>until end of turn, )?(?:~|this (?:land|artifact|enchantment|creature|permanent)) "
    r"becomes an? (?P<p>\d+)/(?P<t>\d+) (?P<words>[a-z ,]*?)creature"
    r"(?: with (?P<kw>[a-z ,]+?))?(?P<add> in addition to its other types)?"
    r"(?P<post> until end of turn)?(?P<still>\. it's still an? (?:land|artifact|enchantment))?$",
    re.IGNORECASE)
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class AnimateOps:
    """Transformer methods of the "animated permanents" rules (see the module docstring)."""

    def animate_self(self, items: list) -> dict[str, Any]:  # 613.1d, 205.1b, 611.2a
        from casualmagic.cards.compiler.build import CompileError, _creature_type, _keyword_line

        m = _ANIMATE.match(" ".join(str(items[0]).split()))
        if m is None or bool(m.group("pre")) == bool(m.group("post")) \
                or (m.group("add") and m.group("still")):
            raise CompileError("a permanent becoming a creature the compiler doesn't read")
        keeps = bool(m.group("add") or m.group("still"))  # 205.1b; else replaced (205.1a)
        colors, subtypes, types = "", [], ["Creature"]
        for word in m.group("words").replace(",", " ").split():
            low = word.lower()
            if low in _COLORS:
                colors += _COLORS[low]
            elif low == "and":
                continue
            elif low == "artifact":
                types.insert(0, "Artifact")
            elif word[:1].isupper():
                subtypes.append(_creature_type(word))
            else:
                raise CompileError(f"{word!r} in a permanent becoming a creature")
        out: dict[str, Any] = {"do": "become", "what": "self",
                               "add_types" if keeps else "types": types,
                               "power": int(m.group("p")), "toughness": int(m.group("t"))}
        if subtypes:
            out["add_subtypes" if keeps else "subtypes"] = subtypes
        if colors:
            out["colors"] = colors
        if m.group("kw"):
            keywords = _keyword_line(", ".join(
                w.strip() for w in re.split(r",? and |, ", m.group("kw")) if w.strip()))
            if keywords is None:
                raise CompileError(f"{m.group('kw')!r}: not keywords the engine implements")
            out["keywords"] = keywords
        return out
