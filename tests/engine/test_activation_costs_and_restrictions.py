"""Parts of activation costs the compiler now reads and the engine pays (602.1a, 118.3, 602.2b):
counters removed from the source (Vivid Meadow, 122.1), other permanents tapped (Whirler Rogue,
701.21a), the source exiled (Nyx Weaver, 406.3) or exiled from its owner's graveyard (Survivor
of Korlis, 113.6m), "Sacrifice a Desert" (Ipnu Rivulet, 205.3); activation restrictions
(602.5b: Steadfast Unicorn's "Activate only during your turn"); and "doesn't untap during
your untap step" (Chained Brute, 502.3)."""

from __future__ import annotations

from casualmagic.core.state import MAIN1, UPKEEP
from tests.engine.helpers import option, pass_until
from tests.scenario import Scenario


def _pay(game) -> None:
    while game.pending is not None and game.pending.kind == "pay":
        game.choose(game.pending.options[0])


def _exiled(s: Scenario, name: str) -> bool:
    return any(s.game.objects[i].card.name == name for i in s.game.exile)


def _activate(s: Scenario, oid: int, index: int = 0, *choices) -> None:
    game = s.game
    game.choose(option(game, "activate", oid, index))
    wanted = list(choices)
    while game.pending is not None and game.pending.kind != "priority":
        if wanted and wanted[0] in game.pending.options:
            game.choose(wanted.pop(0))
        else:
            game.choose(game.pending.options[0])


# -- counters removed as a cost (602.1a, 122.1) ------------------------------------------------

def test_602_2b_vivid_land_removes_a_charge_counter_for_a_colour_it_cannot_make_otherwise():
    s = Scenario()
    meadow = s.add(0, "Vivid Meadow", counters=(("charge", 2),))
    s.hand(0, "Opt")
    s.cast(0, "Opt")
    assert s.game.objects[meadow].tapped
    assert s.game.objects[meadow].counter("charge") == 1  # {U}: the counter paid for it
    removed = [e for e in s.game.events if e.kind == "remove_counters"]
    assert removed and removed[-1].rule == "602.2b"


def test_602_2b_vivid_land_keeps_its_counters_when_its_own_colour_is_enough():
    s = Scenario()
    meadow = s.add(0, "Vivid Meadow", counters=(("charge", 2),))
    s.hand(0, "Swords to Plowshares")
    s.add(1, "Grizzly Bears")
    s.cast(0, "Swords to Plowshares")  # its only target is chosen
    assert s.game.objects[meadow].counter("charge") == 2  # {W} costs no counter


def test_118_3_vivid_land_without_counters_makes_only_its_own_colour():
    s = Scenario()
    s.add(0, "Vivid Meadow")
    (opt,) = s.hand(0, "Opt")
    assert not any(o[:2] == ("cast", opt) for o in s.game.pending.options)


def test_614_1c_vivid_land_enters_tapped_with_two_charge_counters():
    s = Scenario()
    (meadow,) = s.hand(0, "Vivid Meadow")
    s.game.choose(option(s.game, "play", meadow))
    (land,) = s.named(0, "Vivid Meadow")
    assert s.game.objects[land].tapped and s.game.objects[land].counter("charge") == 2


# -- other permanents tapped as a cost (701.21a) -------------------------------------------------

def test_701_21a_whirler_rogue_taps_two_untapped_artifacts_to_make_a_creature_unblockable():
    s = Scenario()
    rogue = s.add(0, "Whirler Rogue")
    stones = [s.add(0, "Mind Stone"), s.add(0, "Mind Stone")]
    _activate(s, rogue, 0, ("target", "object", rogue))
    assert all(s.game.objects[i].tapped for i in stones)
    assert not s.game.objects[rogue].tapped
    s.resolve()
    from casualmagic.engine import continuous as cont

    assert cont.has_keyword(s.game, s.game.objects[rogue], "Can't be blocked")


def test_118_3_whirler_rogue_cannot_activate_with_one_untapped_artifact():
    s = Scenario()
    rogue = s.add(0, "Whirler Rogue")
    s.add(0, "Mind Stone")
    tapped = s.add(0, "Mind Stone")
    s.game.obj_w(tapped).tapped = True
    from tests.scenario import refresh

    refresh(s.game)
    assert not any(o[:2] == ("activate", rogue) for o in s.game.pending.options)


# -- the source exiled as a cost (406.3, 113.6m) -------------------------------------------------

def test_406_3_nyx_weaver_exiles_itself_to_return_a_card_from_the_graveyard():
    s = Scenario()
    s.lands(0, "Forest", "Swamp", "Swamp")
    weaver = s.add(0, "Nyx Weaver")
    bolt = s.add(0, "Lightning Bolt", "graveyard")
    _activate(s, weaver, 0, ("target", "object", bolt))
    assert weaver not in s.game.battlefield
    assert _exiled(s, "Nyx Weaver")
    s.resolve()
    assert s.named(0, "Lightning Bolt", "hand")


def test_113_6m_survivor_of_korlis_activates_from_the_graveyard_by_exiling_itself():
    s = Scenario()
    s.lands(0, "Plains", "Plains")
    survivor = s.add(0, "Survivor of Korlis", "graveyard")
    _activate(s, survivor, 0)
    assert _exiled(s, "Survivor of Korlis")
    assert not s.named(0, "Survivor of Korlis", "graveyard")
    s.resolve()
    assert any(e.kind == "scry" or e.rule.startswith("701.22") for e in s.game.events)


# -- "Sacrifice a Desert" (205.3, 701.17a) -------------------------------------------------------

def test_701_17a_ipnu_rivulet_sacrifices_a_desert_it_may_be_itself():
    s = Scenario()
    s.lands(0, "Island", "Island")
    rivulet = s.add(0, "Ipnu Rivulet")
    index = next(i for i, a in enumerate(s.game.objects[rivulet].card.activated)
                 if a.cost.sacrifice == "Desert")
    _activate(s, rivulet, index, ("target", "player", 1))
    assert rivulet not in s.game.battlefield  # the only Desert: sacrificed to its own cost
    s.resolve()
    assert len(s.game.players[1].graveyard) == 4


# -- activation restrictions (602.5b) ------------------------------------------------------------

def test_602_5b_steadfast_unicorn_activates_only_during_your_turn():
    s = Scenario()
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    unicorn = s.add(0, "Steadfast Unicorn")
    assert any(o[:2] == ("activate", unicorn) for o in s.game.pending.options)
    s.game.choose(("pass",))
    s.game.choose(("pass",))  # nothing on the stack: the turn goes on; opponent's turn next
    pass_until(s.game, MAIN1, active=1)
    while s.game.pending.player != 0:
        s.game.choose(("pass",))
    assert not any(o[:2] == ("activate", unicorn) for o in s.game.pending.options)


# -- "doesn't untap during your untap step" (502.3) ---------------------------------------------

def test_502_3_chained_brute_doesnt_untap_during_its_controllers_untap_step():
    s = Scenario()
    brute = s.add(0, "Chained Brute")
    bear = s.add(0, "Grizzly Bears")
    s.game.obj_w(brute).tapped = True
    s.game.obj_w(bear).tapped = True
    pass_until(s.game, UPKEEP, active=0)
    assert s.game.objects[brute].tapped and not s.game.objects[bear].tapped


def test_602_5b_idol_of_oblivion_draws_only_after_you_created_a_token_this_turn():
    s = Scenario()
    idol = s.add(0, "Idol of Oblivion")
    s.lands(0, "Plains", "Plains")
    assert not any(o[:3] == ("activate", idol, 0) for o in s.game.pending.options)
    s.hand(0, "Raise the Alarm")
    s.cast(0, "Raise the Alarm")
    s.resolve()
    assert any(o[:3] == ("activate", idol, 0) for o in s.game.pending.options)
