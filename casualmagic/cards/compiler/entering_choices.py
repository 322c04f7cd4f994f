"""Choices made as a permanent enters (614.1c, 614.12a), read without the grammar (a Python
pre-match on fixed sentences, called by ``build`` before the grammar: it costs the Earley
parser nothing). Each compiles to a replacement op of ``cards.vocabulary.ENTERING_CHOICE_OPS``,
asked before the permanent enters and applied as it enters by ``engine.entering_choices``:

* "As this land enters, you may pay 2 life. If you don't, it enters tapped." (the shock
  lands; "3 life" on the pathway-like backs of modal double-faced cards) —
  ``pay_life_or_enters_tapped`` with ``amount`` (119.4);
* "As this land enters, you may reveal a Plains or Island card from your hand. If you don't,
  this land enters tapped." / "… an Elf card …" — ``reveal_or_enters_tapped`` with
  ``types``, the subtypes the revealed card may have (701.16a); "… This land enters tapped
  unless you revealed a Dragon card this way or you control a Dragon." adds ``or_control``;
* "As this artifact enters, choose a color." / "… choose a color other than black." and
  "This land enters tapped. As it enters, choose a color." — ``choose_color_as_enters``
  (``other_than``), with its linked abilities (607.2): "{T}: Add one mana of the chosen
  color." (``add = "chosen"``, 106.1), "Creatures you control of the chosen color get +1/+1."
  (``pump_all``) and "Whenever you cast a spell of the chosen color, [effect]" (a cast
  trigger), each phrase keeping "of the chosen color", read by ``engine.chosen_types``.

* "As this land enters, choose a basic land type." — ``choose_basic_land_type_as_enters``,
  with "This land is the chosen type." / "Enchanted land is the chosen type." (305.7, the
  ``set_subtypes`` static) and "Lands you control are the chosen type in addition to their
  other types." (``add_types``), their ``subtypes`` naming ``CHOSEN_LAND_TYPE``.

"You may have this creature enter as a copy of any creature on the battlefield." (707.5,
the ``enter_as_copy`` static the copy machinery reads as the spell resolves, ``engine.stack``)
is such a choice too, of a permanent to copy.

"This land enters tapped unless you control a basic land" and the like are conditions, not
choices: ``enters_tapped_unless`` with ``control`` (a permanent filter) or
``opponents_lands_at_least`` ("unless your opponents control eight or more lands"), read by
``engine.lands``.
"""

from __future__ import annotations

import re
from typing import Any

from casualmagic.cards.vocabulary import CHOSEN_LAND_TYPE
from casualmagic.rules.text import creature_types

_SELF = r"(?:~|[Tt]his (?:land|artifact|creature|enchantment|permanent|Aura))"
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_LIFE = re.compile(rf"^As {_SELF} enters, you may pay (\d+|one|two|three|four|five) life\. "
                   r"If you don't, it enters tapped\.$")
_REVEAL = re.compile(rf"^As {_SELF} enters, you may reveal an? ([A-Z][a-z]+)"
                     r"(?: or (?:an? )?([A-Z][a-z]+))? card from your hand\. "
                     rf"If you don't, {_SELF} enters tapped\.$")
_REVEAL_OR_CONTROL = re.compile(rf"^As {_SELF} enters, you may reveal an? ([A-Z][a-z]+) card "
                                rf"from your hand\. {_SELF} enters tapped unless you revealed "
                                r"an? ([A-Z][a-z]+) card this way or you control an? ([A-Z][a-z]+)\.$")
_COLOR = re.compile(rf"^As {_SELF} enters(?: the battlefield)?, choose a color"
                    r"(?: other than (white|blue|black|red|green))?\.$")
_TAPPED_COLOR = re.compile(rf"^{_SELF} enters tapped\. As it enters, choose a color\.$")
_CHOSEN_MANA = "{T}: Add one mana of the chosen color."
_COPY = re.compile(r"^You may have this (?:creature|artifact|enchantment) enter as a copy of any "
                   r"(creature|artifact|enchantment|nonland permanent) on the battlefield\.$")
_LAND_TYPE = re.compile(rf"^As {_SELF} enters, choose a basic land type\.(?P<life> Then you may pay "
                        r"(?P<n>\d+) life\. If you don't, it enters tapped\.)?$")
_IS_CHOSEN_TYPE = {
    "This land is the chosen type.": ("set_subtypes", "self"),
    "Enchanted land is the chosen type.": ("set_subtypes", "attached"),
    "Lands you control are the chosen type in addition to their other types.":
        ("add_types", "land you control"),
}
_COLOR_ANTHEM = re.compile(r"^Creatures you control of the chosen color get \+(\d+)/\+(\d+)\.$")
_COLOR_CAST = re.compile(r"^Whenever you cast a spell of the chosen color, (.+)$")
_UNLESS = re.compile(rf"^{_SELF} enters tapped unless (?:you control a (basic land|legendary "
                     r"creature)|your opponents control (\w+) or more lands)\.$")
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Cave")
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBER_WORDS = {**_NUMBERS, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


_TWO_PLAYERS = {
    "As this enchantment enters, choose two players.": {"op": "choose_two_players_as_enters"},
    "If a source controlled by one of the chosen players would deal damage to the other chosen "
    "player or a permanent that player controls, that source deals double that damage to that "
    "player or permanent instead.": {"op": "double_damage", "between_chosen_players": True},
}
""""Choose two players" as it enters and damage between them doubled (Bitter Feud)."""


def _amount(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def entering_choice_line(para: str) -> tuple[str, Any] | None:
    """``(field, value)`` for an as-enters choice (or its linked mana ability, or an "enters
    tapped unless" of these shapes), else None."""
    if not para.startswith(("As ", "This ", "~ ", "{T}", "Creatures ", "Whenever you cast",
                            "You may have ", "Enchanted land ", "Lands you control ",
                            "If a source controlled by one of the chosen players ")):
        return None
    if para in _TWO_PLAYERS:  # Bitter Feud: the choice (614.12a) and its linked ability
        return "statics", [{**_TWO_PLAYERS[para], "text": para}]  # (607.2, 614.1a)
    m = _LAND_TYPE.match(para)
    if m:  # 205.3i, 614.12a; Multiversal Passage's shock-land rider
        choose = {"op": "choose_basic_land_type_as_enters", "text": para}
        if not m.group("life"):
            return "statics", [choose]
        return "statics", [choose, {"op": "pay_life_or_enters_tapped",
                                    "amount": int(m.group("n")), "text": para}]
    if para in _IS_CHOSEN_TYPE:  # 305.7 (set) or 205.1b (in addition), 607.2
        op, where = _IS_CHOSEN_TYPE[para]
        return "statics", [{"op": op, "filter": where, "subtypes": [CHOSEN_LAND_TYPE],
                            "text": para}]
    m = _COPY.match(para)
    if m:  # 707.5, 614.1c: chosen as the spell resolves (engine.stack)
        return "statics", [{"op": "enter_as_copy", "filter": m.group(1), "text": para}]
    if para == _CHOSEN_MANA:  # 106.1, 607.2: the colour chosen as it entered
        return "abilities", [{"cost": "{T}", "add": "chosen", "text": para}]
    m = _COLOR_ANTHEM.match(para)
    if m:  # 613.4c, 607.2: read with the colour chosen (engine.chosen_types)
        return "statics", [{"op": "pump_all", "filter": "creature you control of the chosen color",
                            "power": int(m.group(1)), "toughness": int(m.group(2)),
                            "text": para}]
    m = _COLOR_CAST.match(para)
    if m:
        return _color_cast_trigger(para, m.group(1))
    m = _LIFE.match(para)
    if m:
        return "statics", [{"op": "pay_life_or_enters_tapped", "amount": _amount(m.group(1)),
                            "text": para}]
    m = _REVEAL.match(para)
    if m:
        types = [t for t in m.groups() if t]
        known = creature_types()
        if all(t in _LAND_TYPES or t in known for t in types):
            return "statics", [{"op": "reveal_or_enters_tapped", "types": types, "text": para}]
        return None
    m = _REVEAL_OR_CONTROL.match(para)
    if m and m.group(1) == m.group(2) == m.group(3) and m.group(1) in creature_types():
        return "statics", [{"op": "reveal_or_enters_tapped", "types": [m.group(1)],
                            "or_control": [m.group(1)], "text": para}]
    m = _COLOR.match(para)
    if m:
        return "statics", [{"op": "choose_color_as_enters", **_other_than(m.group(1)),
                            "text": para}]
    if _TAPPED_COLOR.match(para):
        return "statics", [{"op": "enters_tapped", "text": para},
                           {"op": "choose_color_as_enters", "text": para}]
    m = _UNLESS.match(para)
    if m:
        if m.group(1):
            return "statics", [{"op": "enters_tapped_unless", "control": m.group(1),
                                "text": para}]
        return "statics", [{"op": "enters_tapped_unless",
                            "opponents_lands_at_least": _amount(m.group(2)), "text": para}]
    return None


def _other_than(color: str | None) -> dict[str, str]:
    return {"other_than": _COLOR_LETTERS[color]} if color else {}


def _color_cast_trigger(para: str, effect: str) -> tuple[str, Any] | None:
    """"Whenever you cast a spell of the chosen color, [effect]" (603.2, 607.2): the trigger of
    "Whenever you cast a spell, [effect]" with the colour chosen in its subject."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"Whenever you cast a spell, {effect}", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0].get("subject") not in (None, "spell") \
            or value[0].get("when") != "you_cast":
        return None
    return "triggers", [{**value[0], "subject": "spell of the chosen color", "text": para}]
