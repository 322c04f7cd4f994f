"""Compiled triggered abilities played in games (CR 603): real cards whose triggers the
compiler reads compositionally (compiler/triggers.py), and the trigger events the engine
carries out for them — "it" and "that player" meaning what the event was about (603.7c,
608.2h), intervening "if" clauses (603.4), steps, cycling, becoming a target, damage."""

from __future__ import annotations

from typing import Any

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import compile_paragraphs
from casualmagic.cards.definitions import card_by_name, compile_card
from casualmagic.core.state import BEGIN_COMBAT, BLOCKERS, DRAW, MAIN1, MAIN2, UPKEEP
from tests.scenario import Scenario, done, duel, option, pass_until, put, settle


def _compiled(name: str) -> None:
    """The card is played from its compiled definition (no hand-written one)."""
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert card_by_name(name).source == "compiled"


def _oracle_card(name: str, type_line: str, text: str, pt: str | None = None) -> Any:
    """A card made for a test from oracle text, through the compiler (for a template no
    implemented real card has yet)."""
    types = tuple(type_line.split(" — ")[0].split())
    fields, missing = compile_paragraphs(name, text, types)
    assert not missing, missing
    raw = {"cost": "{2}", "type": type_line, "text": text, **fields}
    if pt:
        raw["pt"] = pt
    return compile_card(name, raw, "compiled")


def _counters(game: Any, oid: int) -> int:
    return game.objects[oid].counter("+1/+1")


def _next_upkeep(game: Any) -> None:
    """Seat 0's next upkeep (turn 3): the game begins in seat 0's first turn."""
    pass_until(game, MAIN1, 0)
    pass_until(game, UPKEEP, 0)
    assert game.turn == 3


def _to_attack(game: Any, active: int = 0) -> None:
    pass_until(game, BEGIN_COMBAT, active)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"


def test_603_6a_entering_creature_deals_damage_equal_to_its_power() -> None:
    """Warstorm Surge: "Whenever a creature you control enters, it deals damage equal to its
    power to any target" — "it" is the creature that entered (603.2, 208.3)."""
    _compiled("Warstorm Surge")
    s = Scenario()
    s.add(0, "Warstorm Surge")
    s.lands(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Craw Wurm")
    s.cast(0, "Craw Wurm")
    settle(s.game, ("target", "player", 1))
    s.assert_life(1, 14)
    dmg = [e for e in s.game.events if e.kind == "damage"][-1]
    assert dmg.data["source"] == "Craw Wurm"  # the creature is the source (120.3)


def test_603_4_intervening_if_checked_when_the_event_happens() -> None:
    """Thopter Spy Network: "At the beginning of your upkeep, if you control an artifact,
    create a Thopter" — with no other artifact it doesn't trigger at all."""
    _compiled("Thopter Spy Network")
    game = duel()
    put(game, 0, "Thopter Spy Network")  # an enchantment: it doesn't count itself
    _next_upkeep(game)
    assert not game.stack and not game.waiting_triggers
    game.choose(("pass",))
    assert not any(o.card.name == "Thopter" for o in game.permanents(0))


def test_603_4_intervening_if_checked_on_resolution() -> None:
    """The artifact is gone when the ability resolves: the "if" is false again, nothing."""
    game = duel()
    put(game, 0, "Thopter Spy Network")
    ring = put(game, 0, "Sol Ring")
    _next_upkeep(game)
    assert game.stack and game.objects[game.stack[-1]].card.name == "Thopter Spy Network"
    game.move(ring, "graveyard")
    settle(game)
    assert not any(o.card.name == "Thopter" for o in game.permanents(0))


def test_603_4_intervening_if_true_both_times_creates_the_token() -> None:
    game = duel()
    put(game, 0, "Thopter Spy Network")
    put(game, 0, "Sol Ring")
    _next_upkeep(game)
    settle(game)
    assert [o.card.name for o in game.permanents(0)].count("Thopter") == 1


def test_510_2_that_player_is_the_player_dealt_combat_damage() -> None:
    """Blazing Specter: "Whenever this creature deals combat damage to a player, that player
    discards a card.\""""
    _compiled("Blazing Specter")
    game = duel()
    specter = put(game, 0, "Blazing Specter")
    _to_attack(game)
    game.choose(("attack", specter, "player", 1))
    done(game)
    hand_before = len(game.players[1].hand)
    pass_until(game, MAIN2, 0)
    assert len(game.players[1].hand) == hand_before - 1
    assert game.players[1].life == 18


def test_603_2b_each_players_upkeep_that_player_is_the_active_player() -> None:
    """Copper Tablet: "At the beginning of each player's upkeep, this artifact deals 1
    damage to that player" — in seat 1's upkeep, seat 1."""
    _compiled("Copper Tablet")
    game = duel()
    put(game, 0, "Copper Tablet")
    pass_until(game, UPKEEP, 1)
    settle(game)
    assert game.players[1].life == 19 and game.players[0].life == 20


def test_120_3_is_dealt_damage_itself_and_a_creature_you_control() -> None:
    """Fungusaur ("Whenever this creature is dealt damage, put a +1/+1 counter on it") and
    Rite of Passage ("Whenever a creature you control is dealt damage, put a +1/+1 counter
    on it"): each damaged creature that survives gets a counter from each."""
    _compiled("Fungusaur")
    _compiled("Rite of Passage")
    s = Scenario()
    fungusaur = s.add(0, "Fungusaur", counters=(("+1/+1", 2),))  # a 4/4
    s.add(0, "Rite of Passage")
    s.lands(0, "Mountain")
    s.hand(0, "Shock")
    s.cast(0, "Shock", fungusaur)
    settle(s.game)
    assert _counters(s.game, fungusaur) == 4


def test_115_1_becomes_the_target_of_a_spell_sacrifice_it() -> None:
    """Phantasmal Bear: "When this creature becomes the target of a spell or ability,
    sacrifice it" — it's gone before the Giant Growth resolves."""
    _compiled("Phantasmal Bear")
    s = Scenario()
    bear = s.add(0, "Phantasmal Bear")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Forest")
    s.hand(0, "Giant Growth")
    s.cast(0, "Giant Growth", bear)
    settle(s.game)
    assert bear not in s.game.battlefield
    assert s.named(0, "Phantasmal Bear", "graveyard")


def test_702_29c_when_you_cycle_this_card() -> None:
    """Windcaller Aven: "Cycling {U}" and "When you cycle this card, target creature gains
    flying until end of turn" — it triggers from the graveyard it was discarded to."""
    _compiled("Windcaller Aven")
    from casualmagic.engine import continuous as cont

    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Island")
    aven = s.hand(0, "Windcaller Aven")[0]
    s.game.choose(option(s.game, "activate", aven))
    settle(s.game, ("target", "object", bears))
    assert cont.has_keyword(s.game, s.game.objects[bears], "Flying")
    assert s.named(0, "Windcaller Aven", "graveyard")


def test_509_1i_whenever_a_creature_you_control_blocks() -> None:
    """Noble Stand: "Whenever a creature you control blocks, you gain 2 life.\""""
    _compiled("Noble Stand")
    game = duel()
    put(game, 0, "Noble Stand")
    wall = put(game, 0, "Craw Wurm")
    attacker = put(game, 1, "Grizzly Bears")
    _to_attack(game, 1)
    game.choose(("attack", attacker, "player", 0))
    done(game)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.step == BLOCKERS and game.pending.kind == "block"
    game.choose(("block", wall, attacker))
    done(game)
    settle(game)
    assert game.players[0].life == 22


def test_121_2_your_second_card_each_turn_not_an_opponents() -> None:
    """Lat-Nam Adept: "Whenever you draw your second card each turn" — its controller's
    second draw, not another player's."""
    _compiled("Lat-Nam Adept")
    s = Scenario()
    mine = s.add(0, "Lat-Nam Adept")
    theirs = s.add(1, "Lat-Nam Adept")
    s.lands(0, "Island", "Island", "Island")
    s.hand(0, "Divination")
    s.cast(0, "Divination")
    settle(s.game)
    assert _counters(s.game, mine) == 1 and _counters(s.game, theirs) == 0


def test_121_6_an_opponent_draws_that_player_is_dealt_damage() -> None:
    """Underworld Dreams: "Whenever an opponent draws a card, this enchantment deals 1
    damage to that player" — seat 1's draw step."""
    _compiled("Underworld Dreams")
    game = duel()
    put(game, 0, "Underworld Dreams")
    pass_until(game, MAIN1, 1)
    settle(game)
    assert game.players[1].life == 19 and game.players[0].life == 20


def test_118_12_you_may_pay_if_you_do() -> None:
    """Mind's Eye: "Whenever an opponent draws a card, you may pay {1}. If you do, draw a
    card" — paid, seat 0 draws; declined, nothing."""
    _compiled("Mind's Eye")
    for pay in (True, False):
        game = duel()
        put(game, 0, "Mind's Eye")
        put(game, 0, "Island")
        pass_until(game, DRAW, 1)
        before = len(game.players[0].hand)
        while game.stack or game.waiting_triggers or game.pending.kind != "priority":
            d = game.pending
            if d.kind == "pay_optional":
                game.choose(next(o for o in d.options if (o[0] == "pay") == pay))
            else:
                game.choose(("pass",) if d.kind == "priority" else 0)
        assert len(game.players[0].hand) == before + (1 if pay else 0)


def test_601_2i_a_player_casts_and_an_opponent_casts() -> None:
    """Managorger Hydra ("Whenever a player casts a spell") triggers on its controller's
    spell; Mogg Sentry ("Whenever an opponent casts a spell") doesn't."""
    _compiled("Managorger Hydra")
    _compiled("Mogg Sentry")
    s = Scenario()
    hydra = s.add(0, "Managorger Hydra")
    sentry = s.add(0, "Mogg Sentry")
    s.lands(0, "Mountain")
    s.hand(0, "Shock")
    s.cast(0, "Shock", s.player(1))
    settle(s.game)
    assert _counters(s.game, hydra) == 1
    from casualmagic.engine import continuous as cont

    assert cont.power(s.game, s.game.objects[sentry]) == 1  # no +2/+2


def test_603_10a_this_creature_or_another_creature_you_control_dies() -> None:
    """Vengeful Bloodwitch: "Whenever this creature or another creature you control dies,
    target opponent loses 1 life and you gain 1 life" — both the other creature's death and
    its own (looking back in time, 603.10a)."""
    _compiled("Vengeful Bloodwitch")
    s = Scenario()
    witch = s.add(0, "Vengeful Bloodwitch")
    bears = s.add(0, "Grizzly Bears")
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Lightning Bolt", "Shock")
    s.cast(0, "Lightning Bolt", bears)
    settle(s.game, ("target", "player", 1))
    s.assert_life(1, 19)
    s.cast(0, "Shock", witch)
    settle(s.game, ("target", "player", 1))
    s.assert_life(1, 18)
    s.assert_life(0, 22)


def test_508_1m_whenever_a_dragon_you_control_attacks_it_gains_double_strike() -> None:
    """Atarka, World Render: "it" is the attacking Dragon, not Atarka."""
    _compiled("Atarka, World Render")
    from casualmagic.engine import continuous as cont

    game = duel()
    dragon = put(game, 0, "Shivan Dragon")
    put(game, 0, "Atarka, World Render")
    _to_attack(game)
    game.choose(("attack", dragon, "player", 1))
    done(game)
    settle(game)
    assert cont.has_keyword(game, game.objects[dragon], "Double strike")


@pytest.mark.parametrize("step, text", [
    (DRAW, "At the beginning of your draw step, you gain 1 life."),
    (MAIN1, "At the beginning of your precombat main phase, you gain 1 life."),
])
def test_504_1_505_1a_draw_step_and_precombat_main_phase_triggers(step: int, text: str) -> None:
    """Permanents' "at the beginning of your draw step / precombat main phase" abilities
    (504.1, 505.1a): their controller's, once."""
    card = _oracle_card("Test Beacon", "Enchantment", text)
    game = duel()
    pass_until(game, UPKEEP, 1)
    put(game, 0, card)
    pass_until(game, step, 1)
    settle(game)
    assert game.players[0].life == 20  # not on an opponent's turn
    pass_until(game, step, 0)
    settle(game)
    assert game.players[0].life == 21


def test_603_2_this_ability_triggers_only_once_each_turn() -> None:
    """Whispering Wizard: "Whenever you cast a noncreature spell, create a 1/1 white Spirit
    ... This ability triggers only once each turn" — two spells, one Spirit; again next
    turn."""
    _compiled("Whispering Wizard")
    s = Scenario()
    s.add(0, "Whispering Wizard")
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Lightning Bolt")
    s.cast(0, "Shock", s.player(1))
    settle(s.game)
    s.cast(0, "Lightning Bolt", s.player(1))
    settle(s.game)
    s.assert_count(0, "Spirit", 1)


def test_400_7d_aura_put_into_a_graveyard_returns_to_its_owners_hand() -> None:
    """Rancor: "When this Aura is put into a graveyard from the battlefield, return it to
    its owner's hand" — the ability finds the card in the graveyard (400.7d, 603.10a)."""
    _compiled("Rancor")
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Forest", "Mountain")
    s.hand(0, "Rancor", "Lightning Bolt")
    s.cast(0, "Rancor", bears)
    settle(s.game)
    assert s.named(0, "Rancor")
    s.cast(0, "Lightning Bolt", bears)
    settle(s.game)
    assert s.named(0, "Rancor", "hand") and not s.named(0, "Rancor", "graveyard")


def test_700_4_a_land_put_into_a_graveyard_from_the_battlefield() -> None:
    """Akki Raider: "Whenever a land is put into a graveyard from the battlefield, this
    creature gets +1/+0 until end of turn" — a land is not a creature: it doesn't die."""
    _compiled("Akki Raider")
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import sacrifice

    s = Scenario()
    raider = s.add(0, "Akki Raider")
    land = s.add(1, "Island")
    sacrifice(s.game, land)
    settle(s.game)
    assert cont.power(s.game, s.game.objects[raider]) == s.game.objects[raider].card.power + 1


def test_601_2i_your_second_spell_each_turn() -> None:
    """Thunder Drake: "Whenever you cast your second spell each turn, put a +1/+1 counter on
    this creature" — the second, not the first or the third."""
    _compiled("Thunder Drake")
    s = Scenario()
    drake = s.add(0, "Thunder Drake")
    s.lands(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock", "Lightning Bolt", "Shock")
    for name in ("Shock", "Lightning Bolt", "Shock"):
        s.cast(0, name, s.player(1))
        settle(s.game)
    assert _counters(s.game, drake) == 1


def test_701_8_an_opponent_discards_that_player_loses_life() -> None:
    """Liliana's Caress: "Whenever an opponent discards a card, that player loses 2 life" —
    not on its controller's own discard (Hekma Sentinels: "Whenever you cycle or discard a
    card" sees that one, 702.29d)."""
    _compiled("Liliana's Caress")
    _compiled("Hekma Sentinels")
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.primitives import discard_card

    s = Scenario()
    s.add(0, "Liliana's Caress")
    sentinels = s.add(0, "Hekma Sentinels")
    theirs = s.hand(1, "Island")[0]
    mine = s.hand(0, "Island")[0]
    discard_card(s.game, 1, theirs, "701.8a")
    discard_card(s.game, 0, mine, "701.8a")
    settle(s.game)
    s.assert_life(1, 18)
    s.assert_life(0, 20)
    sentinel = s.game.objects[sentinels]
    assert cont.power(s.game, sentinel) == sentinel.card.power + 1  # pumped once


def test_119_3_whenever_an_opponent_loses_life() -> None:
    """"Whenever an opponent loses life, you gain 1 life": damage (120.3a) and life loss
    both; not its controller's own loss."""
    card = _oracle_card("Test Leech", "Enchantment",
                        "Whenever an opponent loses life, you gain 1 life.")
    s = Scenario()
    put(s.game, 0, card)
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.cast(0, "Shock", s.player(1))
    settle(s.game)
    s.assert_life(0, 21)
    s.cast(0, "Shock", s.player(0))
    settle(s.game)
    s.assert_life(0, 19)


def test_513_1_at_the_beginning_of_the_end_step_sacrifice_this_creature() -> None:
    """Ball Lightning: "At the beginning of the end step, sacrifice this creature" — each
    end step (``whose`` each), the creature itself."""
    _compiled("Ball Lightning")
    from casualmagic.core.state import END

    game = duel()
    ball = put(game, 0, "Ball Lightning")
    pass_until(game, END, 0)
    settle(game)
    assert ball not in game.battlefield
    assert any(game.objects[i].card.name == "Ball Lightning" for i in game.players[0].graveyard)
