"""Cipher (CR 702.99a-c): a compiled real card encoded on a creature, cast again as a copy."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN2
from tests.scenario import Scenario, declare_attackers, pass_until, settle

GOLDEN = {"Last Thoughts": {"spell": [{"do": "draw", "amount": 1}, {"do": "cipher"}]}}


def test_702_99a_cipher_compiles_as_written():
    card = compiled("Last Thoughts")
    assert card.status == "implemented", card.missing
    assert card.raw["spell"] == GOLDEN["Last Thoughts"]["spell"]


def _exiled(s: Scenario) -> bool:
    game = s.game
    return any(game.objects[i].card.name == "Last Thoughts" for i in game.exile)


def _encode(s: Scenario, answer: str) -> int:
    game = s.game
    s.lands(0, *["Island"] * 4)
    s.hand(0, "Last Thoughts")
    bears = s.add(0, "Grizzly Bears")
    s.cast(0, "Last Thoughts")
    settle(game, pick=lambda d: (("encode", bears) if answer == "encode" else ("no",))
           if d.rule == "702.99a" else None)
    return bears


def test_702_99a_cipher_exiles_the_card_encoded_and_copies_it_on_combat_damage():
    s = Scenario()
    game = s.game
    bears = _encode(s, "encode")
    assert _exiled(s) and not s.named(0, "Last Thoughts", "graveyard")
    hand = len(game.players[0].hand)
    declare_attackers(game, [bears])
    pass_until(game, MAIN2, 0)  # no blockers; the trigger's "may" answered yes
    assert game.players[1].life == 18
    assert any(e.kind == "copy_card" and e.rule == "707.12" for e in game.events)
    assert len(game.players[0].hand) == hand + 1  # the copy drew a card
    assert _exiled(s)  # still encoded (702.99c)


def test_702_99a_cipher_declined_the_card_goes_to_the_graveyard():
    s = Scenario()
    _encode(s, "no")
    assert s.named(0, "Last Thoughts", "graveyard")
