"""A permanent that gives its controller hexproof (702.11c): "You have hexproof." — the
compiled definition checked by hand against the oracle text, then played
(compiler/player_protections.py, engine/targets.py)."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option


def test_702_11c_aegis_of_the_gods_golden() -> None:
    # "You have hexproof."
    assert compiled_fields("Aegis of the Gods") == {
        "statics": [{"op": "you_have_hexproof", "text": "You have hexproof."}]}
    assert compiled("Aegis of the Gods").status == "implemented"


def _bolt_targets(s: Scenario, seat: int) -> set:
    game = s.game
    game.choose(option(game, "cast", s.in_zone(seat, "Lightning Bolt", "hand")))
    assert game.pending.kind == "target"
    return {o for o in game.pending.options if o[0] == "target"}


def test_702_11c_an_opponent_cant_target_a_player_with_hexproof() -> None:
    s = Scenario()
    s.add(1, "Aegis of the Gods")
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    targets = _bolt_targets(s, 0)
    assert ("target", "player", 1) not in targets and ("target", "player", 0) in targets


def test_702_11c_its_controller_may_still_target_themself() -> None:
    s = Scenario()
    s.add(0, "Aegis of the Gods")
    s.lands(0, "Mountain")
    s.hand(0, "Lightning Bolt")
    assert ("target", "player", 0) in _bolt_targets(s, 0)
