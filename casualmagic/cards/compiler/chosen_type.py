"""Choosing a creature type (205.3m), read without the grammar (see :mod:`.fixed_sentences`):

* "As this land enters, choose a creature type." (614.12) — the ``choose_creature_type_as_enters``
  replacement op (``engine.chosen_types``), the choice kept on the permanent;
* its linked abilities (607.2) naming "the chosen type": "Creatures you control of the
  chosen type get +1/+1." (``pump_all``, 613.4c), "Creature spells you cast of the chosen type
  cost {1} less to cast." (``spells_cost_less``, 601.2f), "Whenever you cast a creature spell
  of the chosen type, [effect]" (a cast trigger, 603.2), "{T}: Add one mana of any color.
  Spend this mana only to cast a creature spell of the chosen type." (106.6, ``spend_only``)
  "At the beginning of your upkeep, look at the top card of your library. If it's a creature
  card of the chosen type, you may reveal it and put it into your hand." (701.16e, 701.16a,
  ``look_top_may_reveal_to_hand``) — each phrase keeps "of the chosen type", which the engine
  reads with the permanent's choice;
* "Choose a creature type. Draw a card for each permanent you control of that type."
  (Distant Melody) — the ``choose_creature_type_draw`` op.
"""

from __future__ import annotations

import re
from typing import Any

_DRAW_FOR_EACH = "Choose a creature type. Draw a card for each permanent you control of that type."
_AS_ENTERS = re.compile(r"^As (?:~|this (?:land|artifact|creature|enchantment|permanent)) "
                        r"enters, choose a creature type\.$")
_ANTHEM = re.compile(r"^Creatures you control of the chosen type get \+(\d+)/\+(\d+)\.$")
_COSTS_LESS = re.compile(r"^Creature spells you cast of the chosen type cost \{(\d+)\} less "
                         r"to cast\.$")
_CAST_TRIGGER = re.compile(r"^Whenever you cast a creature spell of the chosen type, (.+)$")
_HORN_UPKEEP = ("At the beginning of your upkeep, look at the top card of your library. If it's "
                "a creature card of the chosen type, you may reveal it and put it into your hand.")
_SPEND_ONLY = re.compile(r"^\{T\}: Add one mana of any color\. Spend this mana only to cast a "
                         r"creature spell of the chosen type\.$")


def chosen_type_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph about a chosen creature type, else None."""
    if para == _DRAW_FOR_EACH and is_spell:
        return "spell", [{"do": "choose_creature_type_draw", "filter": "permanent you control"}]
    if is_spell:
        return None
    if _AS_ENTERS.match(para):
        return "statics", [{"op": "choose_creature_type_as_enters", "text": para}]
    m = _ANTHEM.match(para)
    if m:
        return "statics", [{"op": "pump_all", "filter": "creature you control of the chosen type",
                            "power": int(m.group(1)), "toughness": int(m.group(2)),
                            "text": para}]
    m = _COSTS_LESS.match(para)
    if m:
        return "statics", [{"op": "spells_cost_less", "filter": "creature of the chosen type",
                            "amount": int(m.group(1)), "who": "you", "text": para}]
    m = _CAST_TRIGGER.match(para)
    if m:
        return _cast_trigger(para, m.group(1))
    if para == _HORN_UPKEEP:  # 701.16e, 701.16a
        return "triggers", [{"when": "upkeep", "effects": [
            {"do": "look_top_may_reveal_to_hand", "filter": "creature of the chosen type"}],
            "text": para}]
    if _SPEND_ONLY.match(para):  # 106.6: the mana may be spent only on such spells
        return "abilities", [{"cost": "{T}", "add": "any",
                              "spend_only": "creature spell of the chosen type", "text": para}]
    return None


def _cast_trigger(para: str, effect: str) -> tuple[str, Any] | None:
    """"Whenever you cast a creature spell of the chosen type, [effect]": the trigger of
    "Whenever you cast a creature spell, [effect]" with the chosen type in its subject."""
    from casualmagic.cards.compiler.build import CompileError, compile_paragraph

    try:
        kind, value = compile_paragraph(f"Whenever you cast a creature spell, {effect}", False)
    except CompileError:
        return None
    if kind != "triggers" or len(value) != 1 or value[0].get("subject") != "creature spell":
        return None
    return "triggers", [{**value[0], "subject": "creature spell of the chosen type",
                         "text": para}]
