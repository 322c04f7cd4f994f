"""The oracle-text compiler, "enchanted creature" / "equipped creature" as the object an Aura's
or Equipment's own ability acts on (CR 303.4, 301.5): ``"attached"``, the object the source
is attached to, or was as the source last existed (608.2h).  GOLDEN holds real cards whose
compiled definitions were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option

GOLDEN: dict[str, dict] = {
    # "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn."
    "Firebreathing": {
        "enchant": "creature",
        "abilities": [{"cost": "{R}", "effects": [{"do": "pump", "what": "attached", "power": 1,
                                                   "toughness": 0}],
                       "text": "{R}: Enchanted creature gets +1/+0 until end of turn."}],
    },
    # "Enchant creature\nWhen this Aura enters, tap enchanted creature.\nEnchanted creature
    # doesn't untap during its controller's untap step."
    "Claustrophobia": {
        "enchant": "creature",
        "triggers": [{"when": "enters", "effects": [{"do": "tap", "what": "attached"}],
                      "text": "When this Aura enters, tap enchanted creature."}],
        "statics": [{"op": "grant_attached",
                     "keywords": ["Doesn't untap during its controller's untap step"],
                     "text": "Enchanted creature doesn't untap during its controller's untap "
                             "step."}],
    },
    # "Flash\nEnchant creature you control\nWhen this Aura enters, enchanted creature gains
    # hexproof until end of turn.\nEnchanted creature gets +1/+1."
    "Cradle of Safety": {
        "keywords": ["Flash"],
        "enchant": "creature you control",
        "triggers": [{"when": "enters", "effects": [{"do": "pump", "what": "attached",
                                                     "power": 0, "toughness": 0,
                                                     "keywords": ["Hexproof"]}],
                      "text": "When this Aura enters, enchanted creature gains hexproof until "
                              "end of turn."}],
        "statics": [{"op": "pump_attached", "power": 1, "toughness": 1}],
    },
    # "Enchant creature\n{G}: Regenerate enchanted creature."
    "Regeneration": {
        "enchant": "creature",
        "abilities": [{"cost": "{G}", "effects": [{"do": "regenerate", "what": "attached"}],
                       "text": "{G}: Regenerate enchanted creature."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _enchant(s: Scenario, aura: str, creature: int, *lands: str) -> int:
    s.lands(0, *lands)
    s.hand(0, aura)
    s.cast(0, aura, creature)
    s.resolve()
    return s.in_zone(0, aura, "battlefield")


def test_303_4_firebreathing_pumps_the_creature_it_enchants() -> None:
    """Firebreathing: "{R}: Enchanted creature gets +1/+0 until end of turn" — the creature
    the Aura is attached to, not a target."""
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    other = s.add(0, "Hill Giant")
    aura = _enchant(s, "Firebreathing", bears, "Mountain", "Mountain")
    game = s.game
    assert game.objects[aura].attached_to == bears
    game.choose(option(game, "activate", aura))
    s.resolve()
    from casualmagic.engine import continuous as cont

    assert cont.power(game, game.objects[bears]) == 3
    assert cont.power(game, game.objects[other]) == 3  # Hill Giant untouched (3/3)


def test_303_4_claustrophobia_taps_the_creature_it_enters_attached_to() -> None:
    """Claustrophobia: "When this Aura enters, tap enchanted creature." """
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    bears = s.add(1, "Grizzly Bears")
    _enchant(s, "Claustrophobia", giant, "Island", "Island", "Island", "Island")
    assert s.game.objects[giant].tapped
    assert not s.game.objects[bears].tapped


def test_608_2h_sacrificed_aura_still_means_the_creature_it_enchanted() -> None:
    """An Aura sacrificed to pay its own ability's cost ("Sacrifice this Aura: Regenerate
    enchanted creature") still acts on the creature it was attached to as it last existed
    (608.2h): here a made-up Aura that taps it."""
    from casualmagic.cards.compiler.build import compile_paragraphs
    from casualmagic.cards.definitions import compile_card
    from tests.scenario import put

    text = "Enchant creature\nSacrifice this Aura: Tap enchanted creature."
    fields, missing = compile_paragraphs("Test Aura", text, ("Enchantment",), ("Aura",))
    assert not missing, missing
    card = compile_card("Test Aura", {"cost": "{W}", "type": "Enchantment — Aura", "text": text,
                                      **fields}, "compiled")
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Plains")
    put(s.game, 0, card, "hand")
    s.cast(0, "Test Aura", giant)
    s.resolve()
    game = s.game
    aura = s.in_zone(0, "Test Aura", "battlefield")
    assert game.objects[aura].attached_to == giant
    game.choose(option(game, "activate", aura))
    s.resolve()
    assert aura not in game.objects  # sacrificed as the cost
    assert game.objects[giant].tapped
