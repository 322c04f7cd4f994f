"""As-enters choices (614.1c, 614.12, 614.12a) for a permanent an effect puts onto the
battlefield — a reanimation, a flicker, "put a land card from your hand onto the battlefield"
— and for riot (702.136a) and unleash (702.98a): the choice is made before the permanent
enters, so it enters with it and no "enters" trigger sees it without."""

from __future__ import annotations

from casualmagic.engine import continuous as cont
from tests.scenario import Scenario, option, settle


def _until_choice(game, rule: str) -> None:
    """Pass and answer until the Decision citing ``rule`` is pending."""
    for _ in range(60):
        d = game.pending
        if d.rule == rule:
            return
        game.choose(("pass",) if d.kind == "priority" else 0)
    raise AssertionError(f"no decision citing {rule}")


def test_614_12a_a_shock_land_put_onto_the_battlefield_by_an_effect_asks_before_it_enters() -> None:
    """Growth Spiral puts Stomping Ground from the hand onto the battlefield: the 2 life is
    asked while the land is still in the hand; not paying, it enters tapped."""
    s = Scenario()
    game = s.game
    s.lands(0, "Forest", "Island")
    s.add(0, "Island", "library")
    ground = s.hand(0, "Stomping Ground")[0]
    s.hand(0, "Growth Spiral")
    s.cast(0, "Growth Spiral")
    game.choose(("pass",))
    game.choose(("pass",))
    while game.pending.rule != "614.12a":
        d = game.pending
        game.choose(option(game, "put", ground) if any(o[:2] == ("put", ground)
                                                         for o in d.options) else 0)
    assert ground in game.players[0].hand  # not on the battlefield yet (614.12a)
    assert ("enters_tapped",) in game.pending.options
    game.choose(("enters_tapped",))
    settle(game)
    land = s.in_zone(0, "Stomping Ground", "battlefield")
    assert game.objects[land].tapped
    s.assert_life(0, 20)


def test_702_136a_riot_of_a_reanimated_creature_is_chosen_as_it_enters() -> None:
    """Zombify returns Zhur-Taa Goblin (2/2, riot): the riot choice is asked before it is on
    the battlefield; with the +1/+1 counter it enters as a 3/3, so Adaptive Snapjaw (6/2,
    evolve) sees a creature with greater toughness enter (702.100a)."""
    s = Scenario()
    game = s.game
    snapjaw = s.add(0, "Adaptive Snapjaw")
    s.lands(0, *["Swamp"] * 4)
    goblin = s.add(0, "Zhur-Taa Goblin", "graveyard")
    s.hand(0, "Zombify")
    s.cast(0, "Zombify")  # its only legal target: the Goblin
    _until_choice(game, "702.136a")
    assert goblin in game.players[0].graveyard  # not on the battlefield yet
    game.choose(("counter",))
    settle(game)
    new = s.in_zone(0, "Zhur-Taa Goblin", "battlefield")
    assert game.objects[new].counter("+1/+1") == 1
    assert game.objects[snapjaw].counter("+1/+1") == 1


def test_702_136a_riot_granted_by_another_permanent_is_judged_as_it_enters() -> None:
    """Rhythm of the Wild: "Nontoken creatures you control have riot." A Grizzly Bears
    returned by Zombify has riot as it enters (614.12): asked first, haste chosen."""
    s = Scenario()
    game = s.game
    s.add(0, "Rhythm of the Wild")
    s.lands(0, *["Swamp"] * 4)
    bears = s.add(0, "Grizzly Bears", "graveyard")
    s.hand(0, "Zombify")
    s.cast(0, "Zombify")
    _until_choice(game, "702.136a")
    assert bears in game.players[0].graveyard
    game.choose(("haste",))
    settle(game)
    new = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert cont.has_keyword(game, game.objects[new], "Haste")
    assert game.objects[new].counter("+1/+1") == 0


def test_702_136a_riot_of_a_creature_spell_is_chosen_before_its_enters_triggers() -> None:
    """Zhur-Taa Goblin cast: the riot counter is on it as it enters, so evolve sees a 3/3."""
    s = Scenario()
    game = s.game
    snapjaw = s.add(0, "Adaptive Snapjaw")
    s.lands(0, "Mountain", "Forest")
    s.hand(0, "Zhur-Taa Goblin")
    s.cast(0, "Zhur-Taa Goblin")
    _until_choice(game, "702.136a")
    assert not s.named(0, "Zhur-Taa Goblin")
    game.choose(("counter",))
    settle(game)
    assert game.objects[snapjaw].counter("+1/+1") == 1


def test_702_98a_unleash_of_a_flickered_creature_is_chosen_as_it_enters() -> None:
    """Cloudshift exiles and returns an unleash creature: the counter is chosen as it returns
    (614.12a) — the resolving spell's step is undone and asked, so the Decision is pending
    with the board as it was before Cloudshift resolved — and it enters with it."""
    s = Scenario()
    game = s.game
    s.lands(0, "Plains")
    thug = s.add(0, "Gore-House Chainwalker")
    s.hand(0, "Cloudshift")
    s.cast(0, "Cloudshift")  # its only legal target
    _until_choice(game, "702.98a")
    game.choose(("yes",))
    settle(game)
    new = s.in_zone(0, "Gore-House Chainwalker", "battlefield")
    assert new != thug and game.objects[new].counter("+1/+1") == 1
