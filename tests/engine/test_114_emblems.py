"""Emblems (CR 114) made by compiled planeswalkers' loyalty abilities, played in games:
the emblem is an object in the command zone, owned and controlled by the player who gets it
(114.2), with the quoted abilities only (114.3), which function there (114.4) — a static
ability, a draw trigger, cast triggers, an enters trigger; it shows in every player's view
and in the log, and is copied with the state.  Also the loyalty-ability rules (606) on a
compiled planeswalker."""

from __future__ import annotations

import pickle

from casualmagic.cards.compiler import compiled_definition
from casualmagic.core.state import MAIN1
from casualmagic.engine import continuous as cont
from casualmagic.engine.emblems import EmblemRules, emblem_ids
from tests.scenario import Scenario, has_option, option, pass_until, settle


def _walker(s: Scenario, seat: int, name: str, loyalty: int) -> int:
    card = compiled_definition(name)
    assert card is not None
    return s.add(seat, card, counters=(("loyalty", loyalty),))  # type: ignore[arg-type]


def _ultimate(s: Scenario, walker: int, index: int, *answers: tuple) -> None:
    s.game.choose(("activate", walker, index))
    settle(s.game, *answers)


def _emblem(s: Scenario) -> int:
    (emblem,) = emblem_ids(s.game)
    return emblem


def test_114_1_elspeths_emblem_pumps_creatures_from_the_command_zone() -> None:
    s = Scenario()
    game = s.game
    assert not any(isinstance(h, EmblemRules) for h in game.hooks)  # no cost without emblems
    elspeth = _walker(s, 0, "Elspeth, Sun's Champion", 7)
    bears = s.add(0, "Grizzly Bears")
    theirs = s.add(1, "Grizzly Bears")
    _ultimate(s, elspeth, 2)
    emblem = _emblem(s)
    o = game.objects[emblem]
    assert o.zone == "command" and o.kind == "emblem" and emblem in game.command
    assert (o.owner, o.controller) == (0, 0)  # 114.2
    assert elspeth not in game.battlefield  # 606.4 paid 7: loyalty 0 (704.5i)
    ch = cont.characteristics(game, game.objects[bears])
    assert (ch.power, ch.toughness) == (4, 4) and "Flying" in ch.keywords
    other = cont.characteristics(game, game.objects[theirs])
    assert (other.power, other.toughness) == (2, 2) and "Flying" not in other.keywords
    assert any(e.kind == "emblem" and e.rule == "114.1" for e in game.events)
    for seat in (0, 1):  # every player sees it (400.2: the command zone is public)
        assert any(c["name"] == "Emblem" and c["owner"] == 0
                   for c in game.view(seat)["command"])
    copy = game.clone()  # cloned with the state
    assert emblem_ids(copy) == (emblem,)
    thawed = pickle.loads(pickle.dumps(game))
    ch = cont.characteristics(thawed, thawed.objects[bears])
    assert (ch.power, ch.toughness) == (4, 4)


def test_114_2_target_opponent_gets_ob_nixilis_emblem_and_loses_life_for_each_draw() -> None:
    s = Scenario()
    game = s.game
    ob = _walker(s, 0, "Ob Nixilis Reignited", 8)
    _ultimate(s, ob, 2, ("target", "player", 1))
    emblem = _emblem(s)
    assert (game.objects[emblem].owner, game.objects[emblem].controller) == (1, 1)
    s.assert_life(1, 20)
    pass_until(game, MAIN1, 1)  # seat 1 draws in their draw step: "you" is the emblem's
    settle(game)  # controller, who loses 2 life (114.2, 603.2)
    s.assert_life(1, 18)
    s.assert_life(0, 20)


def test_114_4_kaitos_emblem_triggers_on_each_spell_cast() -> None:
    s = Scenario()
    game = s.game
    kaito = _walker(s, 0, "Kaito, Cunning Infiltrator", 9)
    _ultimate(s, kaito, 2)
    s.lands(1, "Forest", "Forest")
    pass_until(game, MAIN1, 1)
    s.hand(1, "Grizzly Bears")
    s.cast(1, "Grizzly Bears")
    settle(game)
    s.assert_count(0, "Ninja", 1)  # "you" (the emblem's controller) creates it, once


def test_114_4_chandras_emblem_deals_damage_when_you_cast_a_spell() -> None:
    s = Scenario()
    game = s.game
    chandra = _walker(s, 0, "Chandra, Torch of Defiance", 7)
    _ultimate(s, chandra, 2)  # its first [+1] did not compile: 0 is the mana one
    s.lands(0, "Mountain")
    (shock,) = s.hand(0, "Shock")
    game.choose(option(game, "cast", shock))
    settle(game, ("target", "player", 1))  # Shock's target, then the trigger's (603.3d)
    s.assert_life(1, 13)  # 5 from the emblem, 2 from Shock


def test_114_4_huatlis_emblem_enters_trigger_draws() -> None:
    s = Scenario()
    game = s.game
    huatli = _walker(s, 0, "Huatli, Radiant Champion", 8)
    _ultimate(s, huatli, 2)
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    hand = len(game.players[0].hand)
    s.cast(0, "Grizzly Bears")
    settle(game, ("yes",))
    assert len(game.players[0].hand) == hand  # Bears left the hand, the trigger drew one


def test_606_3_a_compiled_planeswalkers_loyalty_abilities_once_each_turn_as_a_sorcery() -> None:
    s = Scenario()
    game = s.game
    elspeth = _walker(s, 0, "Elspeth, Sun's Champion", 4)
    assert has_option(game, "activate", elspeth, 0) and has_option(game, "activate", elspeth, 1)
    assert not has_option(game, "activate", elspeth, 2)  # 606.6: −7 needs 7 loyalty
    game.choose(("activate", elspeth, 0))  # +1: three Soldiers
    assert not has_option(game, "activate", elspeth, 1)  # 606.3: the stack isn't empty
    settle(game)
    assert game.objects[elspeth].counter("loyalty") == 5  # 606.4
    s.assert_count(0, "Soldier", 3)
    assert not any(has_option(game, "activate", elspeth, i) for i in range(3))  # once a turn
    pass_until(game, MAIN1, 1)  # not on another player's turn
    assert not has_option(game, "activate", elspeth, 0)
    pass_until(game, MAIN1, 0)
    assert has_option(game, "activate", elspeth, 0)


def test_114_1_the_same_choices_make_the_same_emblem_in_a_copy() -> None:
    """Determinism: the emblem (and the hook that reports it) comes from the choices alone,
    so a copy given the same choices makes the same emblem with the same log."""
    s = Scenario()
    game = s.game
    elspeth = _walker(s, 0, "Elspeth, Sun's Champion", 7)
    twin = game.clone()
    for g in (game, twin):
        g.choose(("activate", elspeth, 2))
        settle(g)
    assert emblem_ids(game) == emblem_ids(twin) and len(emblem_ids(game)) == 1
    assert [(e.kind, e.data, e.rule) for e in game.events][-6:] == [
        (e.kind, e.data, e.rule) for e in twin.events][-6:]


def test_114_4_an_emblems_activated_ability_is_activated_from_the_command_zone() -> None:
    from casualmagic.cards.compiler.build import compile_paragraph
    from casualmagic.cards.definitions import compile_card

    text = '[−1]: You get an emblem with "{1}: This emblem deals 1 damage to any target."'
    _, abilities = compile_paragraph(text, False)
    walker = compile_card("Test Walker", {"type": "Legendary Planeswalker — Test",
                                          "text": text, "loyalty": 3,
                                          "abilities": abilities})
    s = Scenario()
    game = s.game
    oid = s.add(0, walker, counters=(("loyalty", 3),))  # type: ignore[arg-type]
    _ultimate(s, oid, 0)
    emblem = _emblem(s)
    s.lands(0, "Mountain")
    game.choose(("activate", emblem, 0))  # 602.2, 114.4
    settle(game, ("target", "player", 1))
    s.assert_life(1, 19)
