"""A permanent's own enters trigger with the intervening "if it was kicked" (603.4, 702.33d):
"When this creature enters, if it was kicked, destroy target artifact or enchantment." (Kor
Sanctifiers) — the ability triggers only if the spell was kicked, so its target is chosen
only then (601.2c, 603.3d); "create Karox Bladewing, a legendary 4/4 red Dragon creature token
with flying" (111.4, compiler/named_tokens.py).  GOLDEN holds real cards whose compiled definitions were checked
by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, settle

GOLDEN: dict[str, dict] = {
    # "Kicker {W}\nWhen this creature enters, if it was kicked, destroy target artifact or
    # enchantment."
    "Kor Sanctifiers": {
        "kicker": "{W}",
        "triggers": [{"when": "enters", "if": "it was kicked",
                      "effects": [{"do": "destroy", "what": 0}],
                      "targets": ["artifact or enchantment"],
                      "text": "When this creature enters, if it was kicked, destroy target "
                              "artifact or enchantment."}],
    },
    # "Kicker {3}\nFlying\nWhen Verix Bladewing enters, if it was kicked, create Karox
    # Bladewing, a legendary 4/4 red Dragon creature token with flying."
    "Verix Bladewing": {
        "kicker": "{3}",
        "keywords": ["Flying"],
        "triggers": [{"when": "enters", "if": "it was kicked",
                      "effects": [{"do": "create_token", "name": "Karox Bladewing",
                                   "types": "Legendary Creature — Dragon", "colors": "R",
                                   "power": 4, "toughness": 4, "keywords": ["Flying"]}],
                      "text": "When ~ enters, if it was kicked, create Karox Bladewing, a "
                              "legendary 4/4 red Dragon creature token with flying."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _cast(kick: bool) -> Scenario:
    s = Scenario()
    s.add(1, "Black Market")
    s.add(1, "Crystal Chimes")
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Kor Sanctifiers")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Kor Sanctifiers", "hand")))
    settle(game, ("kick", "{W}") if kick else ("no_kick",))
    return s


def test_603_4_kor_sanctifiers_kicked_destroys_its_target() -> None:
    s = _cast(kick=True)
    s.assert_count(0, "Kor Sanctifiers", 1)
    assert len(s.game.players[1].graveyard) == 1  # the first target offered: one of the two


def test_603_4_kor_sanctifiers_not_kicked_does_not_trigger() -> None:
    s = _cast(kick=False)
    s.assert_count(0, "Kor Sanctifiers", 1)
    assert not s.game.players[1].graveyard
    assert not any(e.kind == "trigger" for e in s.game.events_this_turn()
                   if e.data.get("card") == "Kor Sanctifiers")


def test_111_4_verix_bladewing_kicked_creates_legendary_karox() -> None:
    s = Scenario()
    s.lands(0, *["Mountain"] * 7)
    s.hand(0, "Verix Bladewing")
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, "Verix Bladewing", "hand")))
    settle(game, ("kick", "{3}"))
    karox = s.in_zone(0, "Karox Bladewing", "battlefield")
    card = game.objects[karox].card
    assert card.supertypes == ("Legendary",) and card.is_token
    assert (card.power, card.toughness) == (4, 4) and "Flying" in card.keywords
