"""Planes about creatures, combat, keywords, control and life: granted activated abilities
(113.2, 613.1f), combat restrictions (508.1c, 509.1b), keyword abilities such as exalted
(702.83), wither (702.80) and annihilator (702.86), damage prevention by source (615.1a),
and exchanges of life totals and control (701.12)."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from tests.engine.helpers import put, refresh, to_main
from tests.variants.planechase.helpers import pc_game, walk_to
from tests.variants.planechase.test_planes import _chaos, _settle


def _on_battlefield(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def _arrive(game, name: str) -> None:
    walk_to(game, name)
    refresh(game)
    _settle(game)


def test_113_2_shiv_grants_every_creature_a_firebreathing_ability_and_chaos_makes_a_dragon():
    game = pc_game(("Shiv", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Mountain")
    _arrive(game, "Krosa")
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]
    _arrive(game, "Shiv")
    [opt] = [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]
    game.choose(opt)
    _settle(game)
    assert (cont.power(game, game.objects[bear]), cont.toughness(game, game.objects[bear])) == (3, 2)
    assert not [o for o in game.pending.options if o[0] == "activate" and o[1] == bear]  # no {R}
    _chaos(game)
    [dragon] = _on_battlefield(game, "Dragon", 0)
    d = game.objects[dragon]
    assert (cont.power(game, d), cont.toughness(game, d)) == (5, 5)
    assert cont.has_keyword(game, d, "Flying") and d.card.colors == ("R",)
    # the token is a creature too: it has the ability as well
    assert [a.text for a in cont.granted_abilities(game, d)] == [
        "{R}: This creature gets +1/+0 until end of turn."]
