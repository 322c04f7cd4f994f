"""Rules bugs the seeded soaks found (tests/test_every_card_soak.py), each kept as a test of
the rule it broke."""

from __future__ import annotations

from casualmagic.cards.database import get_database
from casualmagic.cards.definitions import card_by_name
from casualmagic.engine.targets import card_filter, card_fits
from tests.scenario import Scenario, has_option, refresh, to_main


def test_702_66a_a_card_exiled_for_delve_does_not_pay_a_mana_abilitys_cost() -> None:
    """Delve pays the spell's generic mana, not the {1} of Skycloud Expanse's mana ability
    (602.2b): with no other mana the Expanse can't be activated, so Treasure Cruise ({7}{U})
    can't be cast — before, the payment plan counted a graveyard card as paying the Expanse
    and the cast failed half-way."""
    s = Scenario()
    game = s.game
    to_main(game, 0)
    s.add(0, "Skycloud Expanse")
    for _ in range(8):
        s.add(0, "Grizzly Bears", "graveyard")
    cruise = s.hand(0, "Treasure Cruise")[0]
    assert not has_option(game, "cast", cruise)
    s.add(0, "Island")  # now the Island pays the Expanse's {1}, the Expanse the {U}
    refresh(game)
    assert has_option(game, "cast", cruise)


def test_208_1_greatest_power_among_no_creatures_is_zero() -> None:
    """Return of the Wildspeaker's "draw cards equal to the greatest power among non-Human
    creatures you control" with none: draw 0 (107.1b), not an error."""
    s = Scenario()
    game = s.game
    to_main(game, 0)
    s.lands(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Return of the Wildspeaker")
    hand = len(game.players[0].hand)
    s.cast(0, "Return of the Wildspeaker")  # the first mode: draw
    s.resolve()
    assert len(game.players[0].hand) == hand - 1


def test_205_3m_time_lord_is_one_creature_type_in_a_card_filter() -> None:
    """Mana "spent only on a creature spell of the chosen type" with Time Lord chosen: the
    filter reads the two-word creature type as written (it raised on the lower-cased
    phrase), and a Time Lord card fits it, a Bear does not."""
    f = card_filter("Time Lord creature")
    assert f.subtypes_any == frozenset({"Time Lord"})
    assert card_filter("Forest card").subtypes_any == frozenset({"Forest"})
    doctor = get_database().get("The Tenth Doctor").faces[0]
    assert "Time Lord" in doctor.subtypes
    assert not card_fits(card_by_name("Grizzly Bears"), f)


def test_611_3a_you_control_a_creature_with_a_counter_on_it():
    """Formation Breaker's "As long as you control a creature with a counter on it, this
    creature gets +1/+2" (611.3a): the condition's filter read as "creature you control with a
    counter on it" (the every-card soak found it raising a VocabularyError in games)."""
    import casualmagic.effects  # noqa: F401  (the effect ops)
    from casualmagic.engine import continuous as cont
    from tests.scenario import Scenario, put

    s = Scenario()
    breaker = put(s.game, 0, "Formation Breaker")
    assert cont.characteristics(s.game, s.game.objects[breaker]).power == 2
    put(s.game, 0, "Grizzly Bears", counters=(("+1/+1", 1),))
    ch = cont.characteristics(s.game, s.game.objects[breaker])
    assert (ch.power, ch.toughness) == (3, 3)


def test_107_4f_a_phyrexian_symbol_paid_with_life_needs_no_mana_from_the_tapped_lands():
    """Tezzeret's Gambit ({3}{U/P}) with an Island and Izzet Boilerworks ({U}{R}): the plan
    that pays 2 life for {U/P} taps three mana for {3}; paying it raised "no colours for the
    tapped sources meet the cost" because the colour was still asked of the lands (the
    precon-like soak, game 315)."""
    import casualmagic.effects  # noqa: F401  (the effect ops)
    from tests.scenario import Scenario, option

    s = Scenario()
    game = s.game
    s.lands(0, "Island", "Izzet Boilerworks")
    [gambit] = s.hand(0, "Tezzeret's Gambit")
    game.choose(option(game, "cast", gambit))
    if game.pending.kind == "pay":  # the plans with mana only can't pay {3}{U}
        [by_life] = [o for o in game.pending.options if "life" in o[-1]]
        game.choose(by_life)
    assert game.players[0].life == 18
    assert [game.objects[i].card.name for i in game.stack] == ["Tezzeret's Gambit"]
