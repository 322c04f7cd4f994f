"""Ninjutsu (CR 702.49a-c): a compiled real card swapped in for an unblocked attacker."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import BLOCKERS, DAMAGE
from tests.scenario import (
    Scenario,
    declare_blockers,
    has_option,
    option,
    pass_until,
    settle,
    to_blocks,
)

GOLDEN = {"Ingenious Infiltrator": {"abilities": [{
    "cost": "{U}{B}, Return an unblocked attacking creature you control to its owner's hand",
    "zone": "hand", "text": "Ninjutsu {U}{B}", "effects": [{"do": "ninjutsu"}]}]}}


def test_702_49a_ninjutsu_compiles_as_written():
    card = compiled("Ingenious Infiltrator")
    assert card.status == "implemented", card.missing
    assert card.raw["abilities"] == GOLDEN["Ingenious Infiltrator"]["abilities"]


def _attack(blocked: bool) -> tuple[Scenario, int, int, int]:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Swamp")
    ninja = s.hand(0, "Ingenious Infiltrator")[0]
    bears = s.add(0, "Grizzly Bears")
    wall = s.add(1, "Hill Giant")
    assert not has_option(game, "activate", ninja)  # no unblocked attacker yet (702.49c)
    to_blocks(game, [bears])
    declare_blockers(game, [(wall, bears)] if blocked else [])
    assert game.step == BLOCKERS and game.pending.kind == "priority"
    return s, ninja, bears, wall


def test_702_49a_ninjutsu_returns_an_unblocked_attacker_and_puts_the_card_attacking():
    s, ninja, bears, _ = _attack(blocked=False)
    game = s.game
    game.choose(option(game, "activate", ninja))
    settle(game, pick=lambda d: ("pass",) if d.kind == "priority" else None, limit=3)
    assert s.named(0, "Grizzly Bears", "hand")  # returned as the cost was paid (602.2b)
    assert any(e.kind == "reveal" and e.rule == "702.49b" for e in game.events)
    settle(game)
    infiltrator = s.in_zone(0, "Ingenious Infiltrator", "battlefield")
    o = game.objects[infiltrator]
    assert o.tapped and game.combat.defender_of(infiltrator) == ("player", 1)  # 702.49c
    assert infiltrator not in game.combat.blocked
    hand = len(game.players[0].hand)
    pass_until(game, DAMAGE, 0)
    settle(game)
    assert game.players[1].life == 18  # the Ninja dealt its combat damage, unblocked
    assert len(game.players[0].hand) == hand + 1  # and its trigger drew a card


def test_702_49c_ninjutsu_needs_an_unblocked_attacker():
    s, ninja, _, _ = _attack(blocked=True)
    assert not has_option(s.game, "activate", ninja)
