"""Return of the Wildspeaker's modes (a group named by a creature type: 611.2c, 208.1) and
Syphon Mind (each other player discards, you draw for each: 101.4, 701.8a, 121.1) and Soul
Snare's "creature that's attacking you or a planeswalker you control" (506.4) — compiled
definitions checked by hand against the oracle text, then played from them
(compiler/creature_groups.py, compiler/player_exchanges.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.definitions import card_by_name
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, settle

GOLDEN_PRECON_GROUPS: dict[str, dict] = {
    # "Choose one — • Draw cards equal to the greatest power among non-Human creatures you
    # control. • Non-Human creatures you control get +3/+3 until end of turn."
    "Return of the Wildspeaker": {"modes": [
        {"text": "Draw cards equal to the greatest power among non-Human creatures you control.",
         "spell": [{"do": "draw",
                    "amount": "greatest power among non-Human creature you control"}]},
        {"text": "Non-Human creatures you control get +3/+3 until end of turn.",
         "spell": [{"do": "pump_all", "filter": "non-Human creature you control",
                    "power": 3, "toughness": 3}]}]},
    # "Each other player discards a card. You draw a card for each card discarded this way."
    "Syphon Mind": {"spell": [{"do": "others_discard_you_draw"}]},
    # "Each other player sacrifices a creature. You create a 2/2 black Zombie creature token
    # for each creature sacrificed this way."
    "Syphon Flesh": {"spell": [
        {"do": "sacrifice_choice", "who": "each other player", "filter": "creature"},
        {"do": "create_token", "name": "Zombie", "types": "Creature — Zombie", "colors": "B",
         "power": 2, "toughness": 2, "amount": "number sacrificed this way"}]},
    # "Each player discards their hand, then draws cards equal to the greatest number of cards
    # a player discarded this way."
    "Windfall": {"spell": [{"do": "discard_hands_draw_greatest"}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_GROUPS))
def test_precon_group_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_GROUPS[name]
    assert card_by_name(name).source == "compiled"


def _cast_mode(s: Scenario, name: str, mode: int) -> None:
    game = s.game
    game.choose(option(game, "cast", s.in_zone(0, name, "hand")))
    while game.pending.kind != "priority":
        d = game.pending
        wanted = [o for o in d.options if o[0] == "mode" and o[1] == mode]
        game.choose(wanted[0] if wanted else 0)
    s.resolve()


def test_208_1_return_of_the_wildspeaker_draws_the_greatest_power_among_non_humans() -> None:
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    s.add(0, "Grizzly Bears")  # 2
    s.add(0, "Craw Wurm")  # 6
    s.add(0, "Tolarian Scholar")  # a 2/3 Human: not counted
    s.add(1, "Serra Angel")  # not yours
    s.hand(0, "Return of the Wildspeaker")
    _cast_mode(s, "Return of the Wildspeaker", 0)
    assert len(s.game.players[0].hand) == 6


def test_611_2c_return_of_the_wildspeaker_pumps_non_human_creatures_you_control() -> None:
    s = Scenario()
    s.lands(0, *["Forest"] * 5)
    bears = s.add(0, "Grizzly Bears")
    human = s.add(0, "Tolarian Scholar")
    s.hand(0, "Return of the Wildspeaker")
    _cast_mode(s, "Return of the Wildspeaker", 1)
    game = s.game
    assert cont.power(game, game.objects[bears]) == 5
    assert cont.power(game, game.objects[human]) == 2


def test_101_4_syphon_mind_each_other_player_discards_and_you_draw_for_each() -> None:
    s = Scenario(players=4)
    game = s.game
    s.lands(0, *["Swamp"] * 4)
    s.hand(0, "Syphon Mind")
    s.hand(1, "Grizzly Bears", "Forest")
    s.hand(2, "Island", "Swamp")
    s.cast(0, "Syphon Mind")
    asked = []
    for _ in range(20):
        d = game.pending
        if d.kind == "priority" and not game.stack:
            break
        if d.kind == "choose" and d.rule == "701.8a":
            asked.append(d.player)
        game.choose(("pass",) if d.kind == "priority" else 0)
    assert asked == [1, 2]  # in turn order (101.4); seat 3 has no card to discard
    assert len(game.players[1].hand) == 1 and len(game.players[2].hand) == 1
    assert len(game.players[0].hand) == 2  # a card for each card discarded


GOLDEN_SOUL_SNARE = {"abilities": [{
    "cost": "{W}, Sacrifice this", "effects": [{"do": "exile", "what": 0}],
    "text": "{W}, Sacrifice this enchantment: Exile target creature that's attacking you or a "
            "planeswalker you control.",
    "targets": ["creature that's attacking you or a planeswalker you control"]}]}


def test_506_4_soul_snare_exiles_a_creature_attacking_you_or_your_planeswalker() -> None:
    from casualmagic.core.state import ATTACKERS
    from tests.scenario import done, duel, pass_until, put

    assert compiled_fields("Soul Snare") == GOLDEN_SOUL_SNARE
    game = duel()
    bear = put(game, 0, "Grizzly Bears")
    courser = put(game, 0, "Centaur Courser")
    put(game, 0, "Llanowar Elves")  # not attacking
    put(game, 1, "Craw Wurm")  # not attacking
    walker = put(game, 1, "Liliana of the Veil", counters=(("loyalty", 3),))
    snare = put(game, 1, "Soul Snare")
    put(game, 1, "Plains")
    pass_until(game, ATTACKERS - 1, 0)
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(("attack", bear, "player", 1))
    game.choose(("attack", courser, "object", walker))
    done(game)
    game.choose(("pass",))  # seat 0 passes in the declare attackers step
    assert game.pending.player == 1
    game.choose(next(o for o in game.pending.options if o[:2] == ("activate", snare)))
    d = game.pending
    while d.kind != "target":
        game.choose(0)
        d = game.pending
    assert {o[2] for o in d.options} == {bear, courser}
    game.choose(("target", "object", courser))
    settle(game)
    assert courser not in game.battlefield
    assert [game.objects[i].card.name for i in game.exile] == ["Centaur Courser"]


def test_701_17a_syphon_flesh_a_zombie_for_each_creature_sacrificed() -> None:
    s = Scenario(players=3)
    game = s.game
    s.lands(0, *["Swamp"] * 5)
    s.add(1, "Grizzly Bears")
    s.add(1, "Llanowar Elves")
    s.add(0, "Centaur Courser")  # yours: not sacrificed
    s.hand(0, "Syphon Flesh")
    s.cast(0, "Syphon Flesh")
    s.resolve()  # seat 1 chooses one of two; seat 2 has no creature
    assert len([o for o in game.permanents(1) if o.card.name != "Forest"]) == 1
    s.assert_count(0, "Zombie", 1)
    s.assert_count(0, "Centaur Courser", 1)


def test_121_1_windfall_each_player_draws_the_greatest_number_discarded() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Island", "Island")
    s.hand(0, "Windfall", "Forest", "Forest")
    s.hand(1, "Island", "Island", "Island", "Island")
    s.cast(0, "Windfall")
    s.resolve()
    assert len(game.players[0].hand) == 4 and len(game.players[1].hand) == 4
    assert len(game.players[1].graveyard) == 4
