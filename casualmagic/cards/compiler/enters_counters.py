"""A permanent that enters with counters on it (614.1c), read without the grammar: a Python
pre-match on the whole paragraph (it costs the Earley parser nothing), each shape compiled
to the ``enters_with_counters`` replacement effect of the permanent itself
(engine.replacement.as_it_enters), only when every part of it reads:

* "This artifact enters with three charge counters on it." — a named counter with no rules
  of its own (122.1: charge, oil, time, …; the grammar reads only +1/+1 and -1/-1);
* "If this creature was kicked, it enters with two +1/+1 counters on it." (702.33d: ``if``
  "kicked");
* "This creature enters with a +1/+1 counter on it if you attacked this turn." — a condition
  of this turn's history (``if``, :data:`~casualmagic.cards.vocabulary.TURN_HISTORY_CONDITIONS`),
  checked as it enters; "… if you didn't cast it from your hand" (Epochrasite; 601.2a: the
  spell's zone it was cast from, kept by the permanent);
* "This creature enters with a +1/+1 counter on it for each color of mana spent to cast it."
  (601.2h, 202.2: the colours noted as the spell was paid for).

"for each [permanent]" (counted as it enters, without itself: not read yet), "and with
haste" (a kicked creature that enters with an ability too), "your choice of …"
counters (a choice as it enters, 614.12) and shield counters (122.1c: rules of their own the
engine does not carry out yet) stay missing.
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import TURN_HISTORY_CONDITIONS

_SELF = r"(?:~|This (?:creature|artifact|enchantment|land|Vehicle|permanent))"
_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
NAMED_KINDS = frozenset((
    "charge", "time", "oil", "lore", "quest", "fate", "hour", "storage", "fade", "age", "level",
    "page", "study", "verse", "gold", "luck", "doom", "egg", "brick", "coin", "blood", "ki",
    "spore", "depletion", "bounty", "flood", "plan", "soul", "ice", "tide", "fuse", "corpse",
    "memory", "feather", "plague", "growth", "hit", "slime", "healing", "blaze", "flame",
    "pressure", "fungus", "hatchling", "wish", "dream", "net", "aim", "rope", "point", "blight",
    "stash", "cage", "fetch", "void", "wind",
    "shield"))  # 122.1c, carried out by mechanics.shield_counters
"""Counter kinds a permanent may enter with here: the named counters with no rules of their
own that ``oracle.lark``'s NAMED_COUNTER reads (122.1), and shield counters, whose
replacement and prevention effects (122.1c) ``mechanics.shield_counters`` carries out. Other
kinds a rule gives meaning to (stun 122.1d, keyword counters 122.1b, loyalty 306.5b, …) are
left out."""
_KIND = r"([+-]1/[+-]1|[a-z]+)"
_PLAIN = re.compile(rf"^{_SELF} enters with {_N} {_KIND} counters? on it\.$")
_KICKED = re.compile(rf"^If (?:~|this (?:creature|artifact|enchantment|Vehicle)) was kicked, it enters with {_N} {_KIND} counters? on it\.$")
_IF = re.compile(rf"^{_SELF} enters with {_N} {_KIND} counters? on it if (.+)\.$")
_FOR_EACH = re.compile(rf"^{_SELF} enters with (a|an|one|two|three) {_KIND} counters? on it "
                       rf"for each (.+)\.$")
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "seven": 7, "eight": 8, "nine": 9, "ten": 10}
COLORS_SPENT = "colors of mana spent to cast this spell"
"""The amount of the colours of mana spent to cast the permanent's spell (601.2h), as
engine.effect_refs reads it."""


def _amount(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word.lower()]


def _kind(word: str) -> str | None:
    """The counter kind, or None when the engine would ignore a rule it gives."""
    if word in ("+1/+1", "-1/-1") or word in NAMED_KINDS:
        return word
    return None


def enters_counters_line(para: str) -> tuple[str, Any] | None:
    """``("statics", [...])`` for a paragraph of this module's shapes, else None."""
    out: dict[str, Any] | None = None
    m = _PLAIN.match(para)
    if m and m.group(2) not in ("+1/+1", "-1/-1"):  # the grammar reads those (enters_with_counters)
        kind = _kind(m.group(2))
        if kind:
            out = {"kind": kind, "amount": _amount(m.group(1))}
    m = _KICKED.match(para)
    if m and _kind(m.group(2)):  # 702.33d
        out = {"kind": m.group(2), "amount": _amount(m.group(1)), "if": "kicked"}
    m = _IF.match(para)
    if m and _kind(m.group(2)) and (m.group(3) in TURN_HISTORY_CONDITIONS
                                    or m.group(3) == "you didn't cast it from your hand"):
        out = {"kind": m.group(2), "amount": _amount(m.group(1)), "if": m.group(3)}
    m = _FOR_EACH.match(para)
    if m and _kind(m.group(2)) and m.group(3) == "color of mana spent to cast it":  # 601.2h
        n = _amount(m.group(1))
        out = {"kind": m.group(2), "amount": COLORS_SPENT if n == 1 else f"{n} times {COLORS_SPENT}"}
    if out is None:
        return None
    return "statics", [{"op": "enters_with_counters", **out, "text": para}]
