"""Planes and phenomena of the triggers B area: subtype target phrases (205.3), counted
amounts (107.3; 901.9 planar die rolls this turn), cards exiled "with" a plane (607.2a),
player counters (122.1) and proliferate (701.27)."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from casualmagic.engine.effects.planar import count_planar_die_roll
from casualmagic.engine.effects.primitives import destroy
from casualmagic.engine.state import UPKEEP
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle
from tests.variants.planechase.test_planes import _chaos


def _named(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def test_lil_giri_saves_the_day_token_is_hexproof_indestructible_and_grows_per_die_roll():
    game = pc_game(("Li'l Giri Saves the Day", "Krosa"))
    to_main(game, 0)
    arrive(game, "Li'l Giri Saves the Day")
    [giri] = _named(game, "Li'l Giri", 0)
    o = game.objects[giri]
    assert o.card.is_token and "Legendary" in o.card.supertypes
    assert {"Food", "Warrior"} <= set(o.card.subtypes)
    assert cont.has_keyword(game, o, "Hexproof") and cont.has_keyword(game, o, "Indestructible")
    bear = put(game, 0, "Grizzly Bears")  # not a legendary Food token: no keywords (613.1f)
    assert not cont.has_keyword(game, game.objects[bear], "Hexproof")
    for _ in range(3):
        count_planar_die_roll(game, 0)  # three rolls of the planar die this turn (901.9)
    _chaos(game)  # X = 3: the only legendary artifact creature you control is Li'l Giri
    assert game.objects[giri].counter("+1/+1") == 3
    assert cont.power(game, game.objects[giri]) == 4


def test_dalek_intensive_care_exiles_a_non_dalek_creature_for_a_hasty_dalek_and_chaos_bites():
    game = pc_game(("Dalek Intensive Care", "Krosa"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    ogre = put(game, 1, "Hill Giant")
    arrive(game, "Dalek Intensive Care")
    assert bear not in game.battlefield and any(
        game.objects[i].card.name == "Grizzly Bears" for i in game.exile)
    [dalek] = _named(game, "Dalek", 0)
    d = game.objects[dalek]
    assert "Dalek" in d.card.subtypes and cont.has_keyword(game, d, "Menace")
    assert cont.has_keyword(game, d, "Haste")  # until end of turn (611.2a)
    # chaos: target Dalek you control deals 3 damage to target creature you don't control
    _chaos(game)
    assert ogre not in game.battlefield  # Hill Giant 3/3 died
    assert dalek in game.battlefield


def test_dalek_intensive_care_upkeep_with_only_daleks_makes_no_token():
    game = pc_game(("Dalek Intensive Care", "Krosa"))
    to_main(game, 0)
    arrive(game, "Dalek Intensive Care")  # no creature: nothing exiled, no Dalek (608.2c)
    assert not _named(game, "Dalek")
    bear = put(game, 0, "Grizzly Bears")
    pass_until(game, UPKEEP, active=0)
    refresh(game)
    settle(game)
    assert bear not in game.battlefield
    assert len(_named(game, "Dalek", 0)) == 1


def test_607_2a_gardens_of_tranquil_repose_exiles_the_dead_and_counts_them_for_daleks():
    game = pc_game(("Gardens of Tranquil Repose", "Krosa"),
                   libs=[["Forest"] * 30, ["Island"] * 30])
    to_main(game, 0)
    arrive(game, "Gardens of Tranquil Repose")
    bear = put(game, 1, "Grizzly Bears")
    destroy(game, bear)
    refresh(game)
    settle(game)
    assert not any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[1].graveyard)
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)
    assert any(e.kind == "scry" and e.player == 1 for e in game.events)  # its controller scries
    _chaos(game)  # X = 1 + one card exiled with the Gardens
    daleks = _named(game, "Dalek", 0)
    assert len(daleks) == 2
    assert all(cont.has_keyword(game, game.objects[i], "Menace") for i in daleks)
