"""Keyword lines "<Keyword> [cost]" whose keyword stands for an activated ability of a card
in a graveyard or for an alternative cost (one regex, no grammar alternative):

* graveyard abilities (113.6m: they work from the graveyard; "Activate only as a sorcery"):
  unearth (702.84a: the card returns, mechanics' ``unearth`` op), scavenge (702.97a),
  embalm (702.128a), eternalize (702.129a) and encore (702.141a), whose cost includes
  "Exile this card from your graveyard";
* alternative costs cast from the hand (118.9, 601.2b, 601.2f-h): dash (702.109a,
  ``mechanics.dash``), blitz (702.152a, ``engine.cost_changes``), surge and spectacle
  (702.117a, 702.137a, ``mechanics.surge``), bestow (702.103a, ``mechanics.bestow``), the
  card's field of that name; foretell's cost
  of a foretold card cast from exile (702.143a, ``engine.granted_casting``);
* outlast (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature", at sorcery speed;
* awaken (702.113a, ``mechanics.awaken``): "Awaken N—{cost}", an alternative cost whose
  spell also targets a land you control;
* escape (702.138a, ``mechanics.escape``): "Escape—{cost}, Exile N other cards from your
  graveyard", an alternative cost from the graveyard;
* ninjutsu (702.49a, ``mechanics.ninjutsu``): an activated ability of the card in the hand,
  whose cost returns an unblocked attacking creature;
* offspring's optional additional cost (702.175a, ``mechanics.offspring``) and squad's,
  paid any number of times (702.157a, ``mechanics.squad``), the card's field of that name.

Only mana costs are read ("Unearth—Pay eight {E}" or "Blitz—{2}{B}{B}, Discard a card" stay
missing)."""

from __future__ import annotations

import re
from typing import Any

_COST_KEYWORD = re.compile(
    r"^(Unearth|Scavenge|Embalm|Eternalize|Encore|Dash|Blitz|Offspring|Surge|Spectacle|Squad|Foretell|Bestow|Ninjutsu|Outlast) ((?:\{[0-9WUBRGCX/]+\})+)$")

_EXILE_SELF = "Exile this card from your graveyard"
RETURN_UNBLOCKED_COST = "Return an unblocked attacking creature you control to its owner's hand"
"""Ninjutsu's cost part besides its mana (702.49a; the card is revealed as it is paid)."""

_GRAVEYARD_ABILITIES: dict[str, dict[str, Any]] = {
    "Unearth": {"effects": [{"do": "unearth"}]},  # 702.84a: no exile cost
    "Scavenge": {"targets": ["creature"], "effects": [{"do": "scavenge", "what": 0}]},
    "Embalm": {"effects": [{"do": "embalm"}]},
    "Eternalize": {"effects": [{"do": "eternalize"}]},
    "Encore": {"effects": [{"do": "encore"}]},
}
"""The effect of each graveyard keyword's ability (702.84a, 702.97a, 702.128a, 702.129a,
702.141a)."""


_ESCAPE = re.compile(r"^Escape—((?:\{[0-9WUBRGC/]+\})+), Exile (two|three|four|five|six|seven|"
                     r"eight) other cards from your graveyard\.$")
"""702.138a: "Escape—{3}{B}{B}, Exile four other cards from your graveyard." (the card's
``escape`` field: its cost and how many other cards it exiles; mechanics.escape)."""
_AWAKEN = re.compile(r"^Awaken (\d+)—((?:\{[0-9WUBRGC/]+\})+)$")
"""702.113a: "Awaken 3—{4}{U}" (the card's ``awaken`` field)."""
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


_COUNTER_PER_COLOR = re.compile(
    r"^This (?:creature|artifact|enchantment|permanent) enters with an? (\+1/\+1|[a-z]+) counter "
    r"on it for each color of mana spent to cast it\.$")
"""Converge's "enters with a +1/+1 counter on it for each color of mana spent to cast it"
(614.1c, 601.2h; sunburst's wording without the keyword, 702.44a)."""


def cost_keyword_paragraph(para: str) -> tuple[str, Any] | None:
    """``(field, value)`` for a "<Keyword> [mana cost]" line read here, else None."""
    m = _COST_KEYWORD.match(para)
    awaken = _AWAKEN.match(para) if not m else None
    if awaken:  # 702.113a (mechanics.awaken)
        return "awaken", {"cost": awaken.group(2), "amount": int(awaken.group(1))}
    escape = _ESCAPE.match(para) if not m else None
    if escape:
        return "escape", {"cost": escape.group(1), "exile": _NUMBERS[escape.group(2)]}
    if not m:
        per_color = _COUNTER_PER_COLOR.match(para)
        if per_color:  # the colours carried from the spell to the permanent (mechanics.sunburst)
            return "statics", [{"op": "enters_with_counters", "kind": per_color.group(1),
                                "amount": "colors of mana spent to cast this spell",
                                "text": para}]
        return None
    keyword, cost = m.groups()
    if keyword in ("Dash", "Blitz", "Offspring", "Surge", "Spectacle", "Squad", "Foretell",
                   "Bestow"):  # alternative costs (702.109a, 702.152a),
        return keyword.lower(), cost  # offspring's additional cost (702.175a)
    if keyword == "Ninjutsu":  # 702.49a: an activated ability of the card in its owner's hand
        return "abilities", [{"cost": f"{cost}, {RETURN_UNBLOCKED_COST}", "zone": "hand",
                              "text": para, "effects": [{"do": "ninjutsu"}]}]
    if keyword == "Outlast":  # 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature.
        # Activate only as a sorcery."
        return "abilities", [{"cost": f"{cost}, {{T}}", "sorcery": True, "text": para,
                              "effects": [{"do": "add_counters", "what": "self",
                                           "kind": "+1/+1", "amount": 1}]}]
    ability = _GRAVEYARD_ABILITIES[keyword]
    return "abilities", [{
        "cost": cost if keyword == "Unearth" else f"{cost}, {_EXILE_SELF}",
        "zone": "graveyard", "sorcery": True, "text": para, **ability}]
