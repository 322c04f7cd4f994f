"""Two instructions joined in one sentence, each compiled as a sentence of its own and done in
the order written (608.2c): compiled definitions checked by hand against the oracle text, then
played (compiler/compound_sentences.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option, refresh

GOLDEN_PRECON_COMPOUND: dict[str, dict] = {
    # "Draw three cards. You may play an additional land this turn."
    "Urban Evolution": {"spell": [{"do": "draw", "amount": 3},
                                  {"do": "additional_land_play"}]},
    # "You may play an additional land this turn. / Draw a card."
    "Explore": {"spell": [{"do": "additional_land_play"}, {"do": "draw", "amount": 1}]},
    # "As an additional cost to cast this spell, discard a card. / Draw two cards and create
    # two Treasure tokens."
    "Big Score": {"additional_cost": "Discard a card",
                  "spell": [{"do": "draw", "amount": 2},
                            {"do": "create_predefined_token", "kind": "Treasure", "amount": 2}]},
    # "Flying / Whenever an opponent casts a spell, put a +1/+1 counter on this creature and
    # you gain 1 life."
    "Sunscorch Regent": {
        "keywords": ["Flying"],
        "triggers": [{"when": "cast", "effects": [
            {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1},
            {"do": "gain_life", "amount": 1}],
            "subject": "spell an opponent controls",
            "text": "Whenever an opponent casts a spell, put a +1/+1 counter on this creature "
                    "and you gain 1 life."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_COMPOUND))
def test_precon_compound_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_COMPOUND[name]


def test_305_2a_urban_evolution_draws_three_and_allows_another_land() -> None:
    assert card_by_name("Urban Evolution").source == "compiled"
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Forest", "Island", "Island")
    first, second = s.hand(0, "Forest", "Island")
    game.choose(("play", first))
    s.hand(0, "Urban Evolution")
    refresh(game)
    assert not has_option(game, "play", second)  # one land a turn (305.2)
    s.cast(0, "Urban Evolution")
    s.resolve()
    assert len(game.players[0].hand) == 1 + 3
    assert has_option(game, "play", second)


def test_608_2c_big_score_draws_and_creates_treasures() -> None:
    assert card_by_name("Big Score").source == "compiled"
    s = Scenario()
    game = s.game
    s.lands(0, *["Mountain"] * 4)
    s.hand(0, "Big Score", "Forest")
    s.cast(0, "Big Score")  # the Forest discarded as the additional cost
    s.resolve()
    assert len(game.players[0].hand) == 2
    s.assert_count(0, "Treasure", 2)


def test_608_2c_sunscorch_regent_counter_and_life_when_an_opponent_casts() -> None:
    assert card_by_name("Sunscorch Regent").source == "compiled"
    s = Scenario(first=1)
    regent = s.add(0, "Sunscorch Regent")
    s.lands(1, "Forest", "Forest")
    s.hand(1, "Grizzly Bears")
    s.cast(1, "Grizzly Bears")
    s.resolve()
    game = s.game
    assert game.objects[regent].counter("+1/+1") == 1
    s.assert_life(0, 21)
