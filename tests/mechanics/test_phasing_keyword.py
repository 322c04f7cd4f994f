"""Phasing the keyword (CR 702.26a, 502.1): a compiled real card plays in a game."""

from __future__ import annotations

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import UPKEEP
from casualmagic.mechanics.phasing import is_phased_out
from tests.scenario import Scenario, pass_until

GOLDEN = {"Sandbar Crocodile": {"keywords": ["Phasing"]}}


def test_702_26a_phasing_compiles_as_written():
    card = compiled("Sandbar Crocodile")
    assert card.status == "implemented", card.missing
    assert card.raw["keywords"] == GOLDEN["Sandbar Crocodile"]["keywords"]


def test_702_26a_phasing_phases_out_then_in_on_alternate_untap_steps_of_its_controller():
    s = Scenario()
    game = s.game
    croc = s.add(0, "Sandbar Crocodile")
    foe_croc = s.add(1, "Sandbar Crocodile")
    game.obj_w(croc).tapped = True
    pass_until(game, UPKEEP, 1)  # the opponent's untap step: only their crocodile phases out
    assert not is_phased_out(game, croc) and croc in game.battlefield
    assert is_phased_out(game, foe_croc) and foe_croc not in game.battlefield
    pass_until(game, UPKEEP, 0)
    assert is_phased_out(game, croc) and croc not in game.battlefield  # 702.26b
    assert game.objects[croc].zone == "battlefield"  # no zone change (702.26d)
    assert game.objects[croc].tapped  # phased out before untapping (502.1, 502.3)
    pass_until(game, UPKEEP, 1)
    assert not is_phased_out(game, foe_croc)  # back under the opponent's next untap step
    pass_until(game, UPKEEP, 0)
    assert croc in game.battlefield and not is_phased_out(game, croc)  # the same object
    assert not game.objects[croc].tapped  # phased in, then untapped (502.1, 502.3)
    events = [e for e in game.events if e.kind in ("phase_out", "phase_in")]
    assert events and all(e.rule == "702.26a" for e in events)
    assert not any(e.kind in ("enters", "leaves") and croc in e.data.get("objects", ())
                   for e in game.events)
