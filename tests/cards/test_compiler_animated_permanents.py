"""A permanent that becomes a creature until end of turn (613.1d, 205.1b; compiler/
animated_permanents.py): "this enchantment becomes a 5/5 Demon creature with flying and
haste in addition to its other types until end of turn" (Daxos's Torment, a constellation
trigger), "Until end of turn, this land becomes a 4/4 white and blue Elemental creature with
flying and vigilance. It's still a land." (Celestial Colonnade).  GOLDEN holds real cards
whose compiled definitions were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import CLEANUP
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, pass_until, settle

_TORMENT = ("Whenever this enchantment or another enchantment you control enters, this "
            "enchantment becomes a 5/5 Demon creature with flying and haste in addition to "
            "its other types until end of turn.")
_BECOME = {"do": "become", "what": "self", "add_types": ["Creature"], "power": 5,
           "toughness": 5, "add_subtypes": ["Demon"], "keywords": ["Flying", "Haste"]}
GOLDEN: dict[str, dict] = {
    # "Constellation — Whenever this enchantment or another enchantment you control enters,
    # this enchantment becomes a 5/5 Demon creature with flying and haste in addition to its
    # other types until end of turn."
    "Daxos's Torment": {
        "triggers": [{"when": "enters", "effects": [_BECOME], "text": _TORMENT},
                     {"when": "enters", "effects": [_BECOME],
                      "subject": "another enchantment you control", "whose": "your",
                      "text": _TORMENT}],
    },
    # "This land enters tapped.\n{T}: Add {W} or {U}.\n{3}{W}{U}: Until end of turn, this land
    # becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a
    # land."
    "Celestial Colonnade": {
        "statics": [{"op": "enters_tapped", "text": "This land enters tapped."}],
        "abilities": [{"cost": "{T}", "add": "W/U", "text": "{T}: Add {W} or {U}."},
                      {"cost": "{3}{W}{U}",
                       "effects": [{"do": "become", "what": "self", "add_types": ["Creature"],
                                    "power": 4, "toughness": 4, "add_subtypes": ["Elemental"],
                                    "colors": "WU", "keywords": ["Flying", "Vigilance"]}],
                       "text": "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white "
                               "and blue Elemental creature with flying and vigilance. It's "
                               "still a land."}],
    },
    # "{T}: Add {R} or {G}.\n{4}{R}{G}: This artifact becomes a 4/4 red and green Dragon
    # artifact creature with flying until end of turn."
    "Atarka Monument": {
        "abilities": [{"cost": "{T}", "add": "R/G", "text": "{T}: Add {R} or {G}."},
                      {"cost": "{4}{R}{G}",
                       "effects": [{"do": "become", "what": "self",
                                    "types": ["Artifact", "Creature"], "power": 4,
                                    "toughness": 4, "subtypes": ["Dragon"], "colors": "RG",
                                    "keywords": ["Flying"]}],
                       "text": "{4}{R}{G}: This artifact becomes a 4/4 red and green Dragon "
                               "artifact creature with flying until end of turn."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_613_1d_daxos_torment_becomes_a_demon_when_an_enchantment_enters() -> None:
    s = Scenario()
    torment = s.add(0, "Daxos's Torment")
    s.lands(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Black Market")
    s.cast(0, "Black Market")
    settle(s.game)
    game = s.game
    ch = cont.characteristics(game, game.objects[torment])
    assert set(ch.types) == {"Enchantment", "Creature"} and "Demon" in ch.subtypes
    assert (ch.power, ch.toughness) == (5, 5) and {"Flying", "Haste"} <= set(ch.keywords)
    pass_until(game, CLEANUP - 1, 0)
    pass_until(game, 1, 1)  # seat 1's turn: the effect ended in the cleanup step (514.2)
    assert not cont.is_type(game, game.objects[torment], "Creature")


def test_205_1b_celestial_colonnade_is_still_a_land() -> None:
    s = Scenario()
    colonnade = s.add(0, "Celestial Colonnade")
    s.lands(0, "Plains", "Plains", "Island", "Island", "Island")
    game = s.game
    game.choose(option(game, "activate", colonnade))
    settle(game)
    ch = cont.characteristics(game, game.objects[colonnade])
    assert set(ch.types) == {"Land", "Creature"} and ch.colors == ("W", "U")
    assert (ch.power, ch.toughness) == (4, 4) and {"Flying", "Vigilance"} <= set(ch.keywords)


def test_205_1a_atarka_monument_becomes_a_dragon_artifact_creature() -> None:
    s = Scenario()
    monument = s.add(0, "Atarka Monument")
    s.lands(0, "Mountain", "Mountain", "Mountain", "Forest", "Forest", "Forest")
    game = s.game
    game.choose(option(game, "activate", monument, 1))
    settle(game)
    ch = cont.characteristics(game, game.objects[monument])
    assert set(ch.types) == {"Artifact", "Creature"} and ch.subtypes == ("Dragon",)
    assert set(ch.colors) == {"R", "G"} and (ch.power, ch.toughness) == (4, 4)
