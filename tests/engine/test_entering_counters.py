"""Counters a permanent enters with (614.1c) are on it as it enters, before its "enters"
abilities trigger (603.6a) — not put on right after."""

from __future__ import annotations

from tests.scenario import Scenario, option, settle


def test_614_1c_chorus_counters_are_on_the_creature_as_it_enters() -> None:
    """Chorus of the Conclave: {2} more for Grizzly Bears, which enters with two +1/+1
    counters (a 4/4): Adaptive Snapjaw (6/2, evolve) sees a creature with greater toughness
    enter and evolves (702.100a-b). The counters are put on by the ``ENTERING`` step
    (``rule_hooks.AS_IT_ENTERS``), before the "enters" triggers look (603.6a)."""
    s = Scenario()
    game = s.game
    s.add(0, "Chorus of the Conclave")
    snapjaw = s.add(0, "Adaptive Snapjaw")
    s.lands(0, *["Forest"] * 4)
    bears = s.hand(0, "Grizzly Bears")[0]
    game.choose(option(game, "cast", bears))
    while game.pending.kind != "priority":
        d = game.pending
        game.choose(("extra", 2) if d.rule == "601.2b" else 0)
    settle(game)
    new = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert game.objects[new].counter("+1/+1") == 2
    assert game.objects[snapjaw].counter("+1/+1") == 1
