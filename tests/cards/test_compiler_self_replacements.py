"""A card's replacement of its own move to a graveyard from anywhere (614.1a, 616.1a): "If ~
would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
instead." — compiled definitions checked by hand against the oracle text, then played from
the hand and from the stack (compiler/self_replacements.py, engine/replacement.py)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario

SHUFFLE = "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its " \
          "owner's library instead."
GOLDEN: dict[str, dict] = {
    # "Trample / Indestructible / If ~ would be put into a graveyard from anywhere, …"
    "Darksteel Colossus": {"keywords": ["Trample", "Indestructible"],
                           "statics": [{"op": "shuffle_instead_of_graveyard", "text": SHUFFLE}]},
    # "Take an extra turn after this one. / If ~ would be put into a graveyard from anywhere, …"
    "Nexus of Fate": {"spell": [{"do": "extra_turn"}],
                      "statics": [{"op": "shuffle_instead_of_graveyard", "text": SHUFFLE}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_614_1a_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_614_1a_a_discarded_colossus_is_shuffled_into_the_library() -> None:
    s = Scenario()
    game = s.game
    colossus = s.hand(1, "Darksteel Colossus")[0]
    s.lands(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Mind Rot")
    before = len(game.players[1].library)
    s.cast(0, "Mind Rot", s.player(1))
    s.resolve()
    assert not s.named(1, "Darksteel Colossus", "graveyard")
    assert colossus not in game.players[1].hand
    assert len(game.players[1].library) == before + 1
    assert any(game.objects[i].card.name == "Darksteel Colossus" for i in game.players[1].library)


def test_614_1a_nexus_of_fate_goes_back_to_the_library_as_it_resolves() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Nexus of Fate")
    s.cast(0, "Nexus of Fate")
    s.resolve()
    assert not s.named(0, "Nexus of Fate", "graveyard")
    assert any(game.objects[i].card.name == "Nexus of Fate" for i in game.players[0].library)
