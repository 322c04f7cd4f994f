"""Cards exiled from the top of the library that may be played this turn or until the end of
the controller's next turn (406.1, 601.3, 305.1, 611.2a) — compiled definitions checked by
hand against the oracle text, then played (compiler/impulse_draws.py, the
``exile_top_may_play`` op of effects/casting_grants.py, engine/casting_rules.py)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import MAIN1
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option, pass_until

GOLDEN: dict[str, dict] = {
    # "Exile the top two cards of your library. Until the end of your next turn, you may play
    # those cards."
    "Reckless Impulse": {"spell": [{"do": "exile_top_may_play", "amount": 2,
                                    "duration": "until_end_of_your_next_turn"}]},
    # "{1}, Sacrifice a creature: Exile the top card of your library. You may play that card
    # this turn."
    "Dark-Dweller Oracle": {"abilities": [{
        "cost": "{1}, Sacrifice a creature", "effects": [{"do": "exile_top_may_play"}],
        "text": "{1}, Sacrifice a creature: Exile the top card of your library. You may play "
                "that card this turn."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_601_3_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_611_2a_reckless_impulse_lasts_until_the_end_of_your_next_turn() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Reckless Impulse")
    s.cast(0, "Reckless Impulse")
    s.resolve()
    first, second = (i for i in game.exile if game.objects[i].card.name == "Forest")
    assert has_option(game, "play", first) and has_option(game, "play", second)
    game.choose(("play", first))  # a land played from exile (305.1)
    assert not has_option(game, "play", second)  # one land a turn (305.2)
    pass_until(game, MAIN1, 1)  # the opponent's turn
    pass_until(game, MAIN1, 0)  # your next turn: still playable
    assert game.turn == 3 and has_option(game, "play", second)
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)  # the turn after: the permission has ended
    assert second in game.exile and not has_option(game, "play", second)


def test_601_3_dark_dweller_oracles_card_only_this_turn() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain")
    oracle = s.add(0, "Dark-Dweller Oracle")
    game.choose(("activate", oracle, 0))
    while game.pending.kind != "priority":
        game.choose(0)  # pay {1}; the Oracle is the creature sacrificed
    s.resolve()
    (card,) = (i for i in game.exile if game.objects[i].card.name == "Forest")
    assert has_option(game, "play", card)
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert not has_option(game, "play", card)
