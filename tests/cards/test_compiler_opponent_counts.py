"""Amounts counted against the opponents as an ability resolves (608.2h): "search your library
for up to X Plains cards, where X is the number of players who control more lands than you"
(701.19a, 107.3c; compiler/counted_searches.py) and "choose an opponent. If that player has
more cards in hand than you, draw cards equal to the difference" (608.2d, 121.1), "where X is the number of creature cards in target player's graveyard"
(608.2h).  GOLDEN
holds real cards whose compiled definitions were checked by hand against their oracle text
(shown above each)."""

from __future__ import annotations

import pytest

from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, settle

GOLDEN: dict[str, dict] = {
    # "When this creature enters, search your library for up to X Plains cards, where X is
    # the number of players who control more lands than you. Reveal those cards, put them
    # into your hand, then shuffle."
    "Oreskos Explorer": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "search_library", "to": "hand", "reveal": True,
                                   "filter": "card", "subtypes": ["Plains"],
                                   "amount": "players who control more lands than you"}],
                      "text": "When this creature enters, search your library for up to X "
                              "Plains cards, where X is the number of players who control "
                              "more lands than you. Reveal those cards, put them into your "
                              "hand, then shuffle."}],
    },
    # "Flying\nWhen this creature enters, choose an opponent. If that player has more cards
    # in hand than you, draw cards equal to the difference."
    "Sandstone Oracle": {
        "keywords": ["Flying"],
        "triggers": [{"when": "enters", "effects": [{"do": "draw_opponent_hand_difference"}],
                      "text": "When this creature enters, choose an opponent. If that player "
                              "has more cards in hand than you, draw cards equal to the "
                              "difference."}],
    },
    # "When this creature dies, you draw X cards and you lose X life, where X is the number
    # of creature cards in target player's graveyard."
    "Corpse Augur": {
        "triggers": [{"when": "dies", "targets": ["player"],
                      "effects": [{"do": "draw",
                                   "amount": "number of creature card in graveyard of target"},
                                  {"do": "lose_life",
                                   "amount": "number of creature card in graveyard of target"}],
                      "text": "When this creature dies, you draw X cards and you lose X life, "
                              "where X is the number of creature cards in target player's "
                              "graveyard."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_107_3c_oreskos_explorer_finds_a_plains_per_player_with_more_lands() -> None:
    s = Scenario(players=4)
    s.lands(0, "Plains", "Plains")
    s.lands(1, "Island", "Island", "Island")
    s.lands(2, "Swamp", "Swamp", "Swamp", "Swamp")
    s.lands(3, "Mountain", "Mountain")  # as many as you: not more
    for _ in range(4):
        s.add(0, "Plains", "library")
    s.hand(0, "Oreskos Explorer")
    s.cast(0, "Oreskos Explorer")
    settle(s.game)  # the searcher takes the first option: a Plains each time while X lasts
    s.assert_count(0, "Plains", 2, "hand")


def test_608_2d_sandstone_oracle_draws_the_difference_with_the_chosen_opponent() -> None:
    s = Scenario(players=3)
    s.lands(0, *["Island"] * 7)
    for _ in range(5):
        s.add(1, "Forest", "hand")
    s.add(2, "Forest", "hand")
    for _ in range(6):
        s.add(0, "Island", "library")
    s.hand(0, "Sandstone Oracle")
    s.cast(0, "Sandstone Oracle")
    game = s.game
    asked = []

    def pick(d):
        if d.kind == "choose_player":
            asked.append(d.options)
            return ("player", 1)
        return None

    settle(game, pick=pick)
    assert asked == [(("player", 1), ("player", 2))]
    assert len(game.players[0].hand) == 5  # 0 in hand, the opponent has 5


def test_608_2h_corpse_augur_counts_the_target_players_creature_cards() -> None:
    s = Scenario()
    augur = s.add(0, "Corpse Augur")
    for name in ("Grizzly Bears", "Hill Giant", "Llanowar Elves", "Forest"):
        s.add(1, name, "graveyard")
    for _ in range(5):
        s.add(0, "Swamp", "library")
    from casualmagic.engine.primitives import destroy

    destroy(s.game, augur, "701.7a")  # a fixture: it dies
    settle(s.game, ("target", "player", 1))
    s.assert_life(0, 17)
    assert len(s.game.players[0].hand) == 3
