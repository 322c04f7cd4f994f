"""CR section 8 rules that had no test named after them yet: 800.4p, 801.2b, 801.2d,
801.7a, 802.1–802.5, 804.1, 805.2, 805.4c, 805.5, 805.6, 805.10, 806.2, 808.3a–b, 808.5,
809.3b, 809.7, 810.2, 810.3, 810.7, 810.8, 811.2a–c and 811.5."""

from __future__ import annotations

import pytest

import casualmagic
from casualmagic.core.state import MAIN1
from casualmagic.engine import continuous as cont
from casualmagic.engine.combat import attack_targets
from casualmagic.engine.ending import lose
from tests.engine.helpers import clear_hand, pass_until, put, refresh
from tests.formats.helpers import format_game, to_attack, to_block, to_main_of


def _hook(game, name: str):
    return next(h for h in game.hooks if h.name == name)


def _hook_names(game) -> set[str]:
    return {h.name for h in game.hooks}


def _done(game) -> None:
    if game.pending.kind == "attack":
        game.choose(("done",))


# -- 800.4p: the planar controller leaving ------------------------------------------------

def test_800_4p_the_next_player_becomes_planar_controller_before_the_old_one_leaves():
    """The planar controller concedes: seat 1 becomes the planar controller first, then
    seat 0 leaves the game (800.4a), and the plane turned face up then is seat 1's."""
    from casualmagic.variants.planechase import rules
    from tests.engine.helpers import to_main
    from tests.variants.planechase.helpers import pc_game

    game = pc_game(players=3)
    to_main(game, 0)
    assert rules.planar_controller(game) == 0
    before = len(game.events)
    lose(game, 0, "104.3a", "conceded")
    kinds = [(e.kind, e.player) for e in game.events[before:]]
    assert ("planar_controller", 1) in kinds and ("leave_game", 0) in kinds
    assert kinds.index(("planar_controller", 1)) < kinds.index(("leave_game", 0))
    assert rules.planar_controller(game) == 1
    plane, _ = rules.face_up(game)[0]
    assert game.objects[plane].controller == 1


# -- 801: limited range of influence ------------------------------------------------------

def test_801_2b_a_player_is_always_within_their_own_range():
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    hook = _hook(game, "range_of_influence")
    own = put(game, 0, "Grizzly Bears")
    assert hook.within_influence(game, 0, ("player", 0))
    assert hook.within_influence(game, 0, ("object", own))
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    targets = {o[1:] for o in game.pending.options}
    assert ("player", 0) in targets and ("object", own) in targets
    assert ("player", 3) not in targets  # three seats away: outside range 1


def test_801_2d_an_object_is_within_range_by_its_controller_not_its_owner():
    """Seat 0 (range 1 of 6) reaches a creature owned far away (seat 3) but controlled by
    a neighbour (seat 1), and not one owned by the neighbour but controlled by seat 3."""
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    far_owned = put(game, 3, "Grizzly Bears")
    near_owned = put(game, 1, "Hill Giant")
    cont.gain_control(game, far_owned, 1, "permanent", rule="613.1b")
    cont.gain_control(game, near_owned, 3, "permanent", rule="613.1b")
    cont.refresh_control(game)
    assert game.objects[far_owned].controller == 1 and game.objects[near_owned].controller == 3
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    targets = {o[1:] for o in game.pending.options}
    assert ("object", far_owned) in targets
    assert ("object", near_owned) not in targets


def test_801_7a_a_dies_trigger_looks_at_the_controller_before_the_event():
    """A creature owned by seat 4 but controlled by seat 1 dies.  Seat 2's Blood Artist
    (range 1: seats 1-3) triggers: before the event the creature was within range (its
    controller seat 1); in the graveyard it is seat 4's, outside the range."""
    game = format_game("ffa", 6, range=1)
    to_main_of(game, 0)
    bear = put(game, 4, "Grizzly Bears")
    cont.gain_control(game, bear, 1, "permanent", rule="613.1b")
    cont.refresh_control(game)
    artist = put(game, 2, "Blood Artist")
    clear_hand(game, 0)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    game.choose(("cast", bolt))
    game.choose(("target", "object", bear))
    before = len(game.events)
    for _ in range(10):
        if any(e.kind == "trigger" for e in game.events[before:]) or game.pending.kind != "priority":
            break
        game.choose(("pass",))
    assert bear not in game.battlefield
    assert [game.objects[i].card.name for i in game.players[4].graveyard] == ["Grizzly Bears"]
    trig = [e for e in game.events[before:] if e.kind == "trigger"
            and e.data["card"] == "Blood Artist"]
    assert len(trig) == 1 and trig[0].player == 2 and artist in game.battlefield


# -- 802: attack multiple players ---------------------------------------------------------

def test_802_1_attack_multiple_players_may_attack_only_one_player():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    a, b = put(game, 0, "Grizzly Bears"), put(game, 0, "Hill Giant")
    to_attack(game, 0)
    game.choose(("attack", a, "player", 2))
    game.choose(("attack", b, "player", 2))
    _done(game)
    assert dict(game.combat.defenders) == {a: 2, b: 2}
    assert game.combat.defending_player(a) == game.combat.defending_player(b) == 2


def test_802_2a_defending_player_is_determined_for_each_attacking_creature():
    """Two Agate-Blade Assassins attack different players: each trigger makes the player
    that Assassin attacks lose 1 life (not every defending player, not the same one)."""
    game = format_game("ffa", 4)
    pass_until(game, MAIN1, 0)
    a = put(game, 0, "Agate-Blade Assassin")
    b = put(game, 0, "Agate-Blade Assassin")
    to_attack(game, 0)
    game.choose(("attack", a, "player", 1))
    game.choose(("attack", b, "player", 3))
    _done(game)
    for _ in range(12):
        if not game.stack:
            break
        game.choose(("pass",) if ("pass",) in game.pending.options else game.pending.options[0])
    assert [p.life for p in game.players] == [22, 19, 20, 19]


def test_802_3a_a_requirement_not_naming_a_player_is_met_by_attacking_any_of_them():
    """Goblin Brigand "attacks each combat if able": the whole group must satisfy it (no
    "done" while it stays home), but it may attack any defending player it chooses."""
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    brigand = put(game, 0, "Goblin Brigand")
    bear = put(game, 0, "Grizzly Bears")
    to_attack(game, 0)
    assert ("done",) not in game.pending.options
    assert {("attack", brigand, "player", q) for q in (1, 2, 3)} <= set(game.pending.options)
    game.choose(("attack", brigand, "player", 3))
    assert game.pending.kind == "attack" and ("done",) in game.pending.options
    game.choose(("attack", bear, "player", 1))
    _done(game)
    assert dict(game.combat.defenders) == {brigand: 3, bear: 1}


def test_802_4_each_defending_player_declares_all_blocks_in_apnap_order():
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    a, b = put(game, 0, "Grizzly Bears"), put(game, 0, "Hill Giant")
    b1 = put(game, 1, "Grizzly Bears")
    b3 = put(game, 3, "Grizzly Bears")
    to_attack(game, 0)
    game.choose(("attack", b, "player", 3))
    game.choose(("attack", a, "player", 1))
    _done(game)
    to_block(game)
    deciders = []
    while game.pending.kind == "block":
        deciders.append(game.pending.player)
        opts = game.pending.options
        blocks = [o for o in opts if o[0] == "block"]
        game.choose(blocks[0] if blocks else next(o for o in opts if o[0] != "block"))
    # seat 1 (next in APNAP order) declares all its blocks before seat 3 starts
    assert deciders[0] == 1 and deciders[-1] == 3
    assert deciders == sorted(deciders)
    assert set(game.combat.blocks) == {(b1, a), (b3, b)}


def test_802_4b_a_defenders_blocks_ignore_other_players_attackers_and_blockers():
    """Seat 1 blocks its attacker with its Palace Guard; seat 3's own Palace Guard is
    offered only the creature attacking seat 3, whatever seat 1 blocked."""
    game = format_game("ffa", 4)
    to_main_of(game, 0)
    a, b = put(game, 0, "Grizzly Bears"), put(game, 0, "Hill Giant")
    g1, g3 = put(game, 1, "Palace Guard"), put(game, 3, "Palace Guard")
    to_attack(game, 0)
    game.choose(("attack", a, "player", 1))
    game.choose(("attack", b, "player", 3))
    _done(game)
    to_block(game)
    assert game.pending.player == 1
    assert {o for o in game.pending.options if o[0] == "block"} == {("block", g1, a)}
    game.choose(("block", g1, a))
    while game.pending.kind == "block" and game.pending.player == 1:
        game.choose(next(o for o in game.pending.options if o[0] != "block"))
    assert game.pending.kind == "block" and game.pending.player == 3
    assert {o for o in game.pending.options if o[0] == "block"} == {("block", g3, b)}


def _two_blocks_each(game):
    """Seat 0 attacks seats 1 and 3 with two Llanowar Elves each; each defender blocks both
    with its Foriysian Brigade (2/4, can block an additional creature)."""
    to_main_of(game, 0)
    elves = [put(game, 0, "Llanowar Elves") for _ in range(4)]
    g1, g3 = put(game, 1, "Foriysian Brigade"), put(game, 3, "Foriysian Brigade")
    to_attack(game, 0)
    for elf, who in zip(elves, (1, 1, 3, 3), strict=True):
        if game.pending.kind == "attack":
            game.choose(("attack", elf, "player", who))
    _done(game)
    to_block(game)
    while game.pending.kind == "block":
        opts = game.pending.options
        mine = [o for o in opts if o[0] == "block" and (o[1], o[2]) not in game.combat.blocks]
        pick = [o for o in mine if o[1] in (g1, g3)]
        game.choose(pick[0] if pick else next(o for o in opts if o[0] != "block"))
    return elves, g1, g3


def test_802_5_no_damage_assignment_order_for_multiple_blocks_2025():
    """2024's 802.5 (each defending player orders its multiple blocks) is gone in 2025."""
    game = format_game("ffa", 4)
    elves, g1, g3 = _two_blocks_each(game)
    assert {(b, a) for b, a in game.combat.blocks} == {
        (g1, elves[0]), (g1, elves[1]), (g3, elves[2]), (g3, elves[3])}
    assert game.pending.kind == "priority"


def test_802_5_combat_damage_is_assigned_in_apnap_order():
    """Each Brigade (2 power) must divide damage among the two Elves it blocks: seat 1
    assigns before seat 3."""
    game = format_game("ffa", 4)
    _two_blocks_each(game)
    assigners = []
    for _ in range(40):
        if game.pending.kind == "assign":
            assigners.append(game.pending.player)
        elif game.events[-1].kind == "combat_damage":
            break
        if any(e.kind in ("damage", "combat_damage") and e.turn == game.turn
               and e.rule.startswith("510") for e in game.events[-3:]):
            break
        game.choose(game.pending.options[0])
    assert list(dict.fromkeys(assigners)) == [1, 3]


# -- 804.1, 809.3b: deploy creatures -------------------------------------------------------

def test_804_1_deploy_is_always_used_in_emperor_and_may_be_used_by_teams_only():
    assert "deploy" in _hook_names(format_game("emperor", 6))
    assert "deploy" not in _hook_names(format_game("team-vs-team", 4))
    assert "deploy" in _hook_names(format_game("team-vs-team", 4, deploy=True))
    with pytest.raises(ValueError, match="804.1"):
        format_game("ffa", 4, deploy=True)


def test_809_3b_emperor_games_offer_deploying_a_creature_to_a_teammate():
    game = format_game("emperor", 6)
    pass_until(game, MAIN1, game.active)
    a = game.active
    bear = put(game, a, "Grizzly Bears")
    refresh(game)
    assert [o for o in game.pending.options if o[0] == "deploy" and o[1] == bear]


# -- 805: shared team turns ---------------------------------------------------------------

def _2hg(seed: int = 0):
    game = format_game("2hg", 4, seed=seed)
    pass_until(game, MAIN1, game.active)
    return game, game.active


def test_805_2_the_primary_player_is_the_teams_first_seat_and_gets_priority_first():
    from casualmagic.formats.shared_turns import primary_player

    game, a = _2hg()
    assert primary_player(game, game.players[a].team) == min(
        q for q in range(4) if game.players[q].team == game.players[a].team)
    assert game.pending.kind == "priority" and game.pending.player == a == primary_player(
        game, game.players[a].team)
    other = [q for q in range(4) if game.players[q].team != game.players[a].team]
    assert primary_player(game, game.players[other[0]].team) == other[0]


def test_805_4c_each_player_on_the_team_may_play_a_land_each_team_turn():
    game, a = _2hg()
    mate = a + 1
    for p in (a, mate):
        clear_hand(game, p)
    land_a = put(game, a, "Forest", "hand")
    second = put(game, a, "Forest", "hand")
    land_m = put(game, mate, "Island", "hand")
    game.choose(("play", land_a))
    assert [o.card.name for o in game.permanents(a)].count("Forest") == 1
    assert ("play", second) not in game.pending.options  # one land for this player
    game.choose(("pass",))
    assert game.pending.player == mate
    game.choose(("play", land_m))
    assert [o.card.name for o in game.permanents(mate)] == ["Island"]


def test_805_5_the_team_has_priority_the_teammate_acts_before_the_other_team():
    game, a = _2hg()
    assert game.pending.player == a
    game.choose(("pass",))
    assert game.pending.player == a + 1  # the same team still has priority
    game.choose(("pass",))
    assert game.players[game.pending.player].team != game.players[a].team


def test_805_6_simultaneous_choices_go_active_team_first_then_nonactive_team():
    """Each player sacrifices a land of their choice: the active team's players choose,
    then the nonactive team's."""
    from casualmagic.cards.model import Effect
    from casualmagic.engine.effect_registry import EFFECTS

    game, a = _2hg()
    for p in range(4):
        put(game, p, "Forest")
        put(game, p, "Island")
    spell = game.objects[put(game, a, "Lightning Bolt", "stack")]
    EFFECTS["sacrifice_choice"](game, spell, Effect("sacrifice_choice", (
        ("who", "each player"), ("filter", "land"))), None, None, 0)
    mine = [a, a + 1]
    foes = [q for q in range(4) if q not in mine]
    assert game.in_turn_order(a)[:2] == mine and sorted(game.in_turn_order(a)[2:]) == foes
    assert game.pending.kind == "sacrifice" and game.pending.player == a  # active team first


def test_805_10_shared_team_turns_use_their_own_combat_no_attack_option():
    with pytest.raises(ValueError, match="805.10"):
        format_game("2hg", 4, attack="left")


# -- 806.2: options chosen before play --------------------------------------------------------

def test_806_2_free_for_all_options_are_fixed_at_game_creation():
    game = format_game("ffa", 4)
    assert _hook(game, "attack_direction").mode == "multiple"
    assert "range_of_influence" not in _hook_names(game) and "deploy" not in _hook_names(game)
    left = format_game("ffa", 4, range=1, attack="left")
    assert _hook(left, "attack_direction").mode == "left"
    assert _hook(left, "range_of_influence").ranges == (1, 1, 1, 1)
    with pytest.raises(ValueError, match="unknown format option"):
        format_game("ffa", 4, turn_order="right")


# -- 808 Team vs. Team --------------------------------------------------------------------

def test_808_3a_team_vs_team_creatures_may_attack_every_opponent():
    game = format_game("team-vs-team", 6, teams=3)
    a = game.active
    to_main_of(game, a)
    bear = put(game, a, "Grizzly Bears")
    team = game.players[a].team
    assert {r for r in attack_targets(game, bear)} == {
        ("player", q) for q in range(6) if game.players[q].team != team}


def test_808_3b_deploy_and_range_are_not_used_unless_chosen():
    game = format_game("team-vs-team", 4)
    assert not {"deploy", "range_of_influence"} & _hook_names(game)
    chosen = format_game("team-vs-team", 4, deploy=True, range=1)
    assert {"deploy", "range_of_influence"} <= _hook_names(chosen)


def _not_shared(fmt: str, players: int, **opts) -> None:
    """A teammate's land gives no mana and their hand and permanents aren't usable."""
    game = format_game(fmt, players, **opts)
    a = game.active
    pass_until(game, MAIN1, a)
    mate = next(q for q in range(players) if q != a and game.players[q].team
                == game.players[a].team)
    clear_hand(game, a)
    clear_hand(game, mate)
    put(game, mate, "Mountain")
    bolt = put(game, a, "Lightning Bolt", "hand")
    mates_bolt = put(game, mate, "Lightning Bolt", "hand")
    mates_bear = put(game, mate, "Grizzly Bears")
    refresh(game)
    opts_now = game.pending.options
    assert game.pending.player == a
    assert ("cast", bolt) not in opts_now  # the teammate's mana isn't shared
    assert ("cast", mates_bolt) not in opts_now  # nor their cards in hand
    assert not [o for o in opts_now if len(o) > 1 and o[1] == mates_bear]  # nor permanents
    put(game, a, "Mountain")
    refresh(game)
    assert ("cast", bolt) in game.pending.options


def test_808_5_team_vs_team_resources_are_not_shared():
    _not_shared("team-vs-team", 4)


def test_809_7_emperor_resources_are_not_shared():
    _not_shared("emperor", 6)


def test_811_5_alternating_teams_resources_are_not_shared():
    _not_shared("alternating-teams", 4)


# -- 810 Two-Headed Giant -----------------------------------------------------------------

def test_810_2_two_headed_giant_teammates_share_each_turn():
    game, a = _2hg()
    assert "shared_team_turns" in _hook_names(game)
    other = 2 if a == 0 else 0
    pass_until(game, MAIN1, other)
    turns = [e.player for e in game.events if e.kind == "turn"]
    assert turns == [a, other]  # two turns: one per team, not one per player
    clear_hand(game, other + 1)
    land = put(game, other + 1, "Forest", "hand")
    game.choose(("pass",))
    assert game.pending.player == other + 1 and ("play", land) in game.pending.options


def test_810_3_each_team_sits_together_in_the_order_it_chose():
    game = format_game("2hg", 4)
    assert game.options.teams == (0, 0, 1, 1)
    named = casualmagic.new_game(decks=[["Forest"] * 20, ["Island"] * 20, ["Swamp"] * 20,
                                        ["Plains"] * 20], seed=0, players=4, format="2hg")
    libs = [{game_obj.card.name for game_obj in (named.objects[i] for i in p.library)}
            for p in named.players]
    assert libs == [{"Forest"}, {"Island"}, {"Swamp"}, {"Plains"}]  # seats as given


def test_810_7_two_headed_giant_combat_is_the_shared_team_turns_combat():
    with pytest.raises(ValueError, match="805.10"):
        format_game("2hg", 4, attack="right")
    game, a = _2hg()
    bear, giant = put(game, a, "Grizzly Bears"), put(game, a + 1, "Hill Giant")
    to_attack(game, a)
    assert {o[1] for o in game.pending.options if o[0] == "attack"} == {bear, giant}


def test_810_8_a_player_drawing_from_an_empty_library_loses_and_so_does_the_team():
    from casualmagic.engine.sba import check_now

    game, a = _2hg()
    foe = 2 if a == 0 else 0
    game.player_w(foe).drew_from_empty = True
    game.sba_dirty = True
    while check_now(game):
        pass
    assert game.players[foe].lost and game.players[foe + 1].lost
    assert game.over and set(game.winners) == {a, a + 1}


# -- 811 Alternating Teams ----------------------------------------------------------------

def test_811_2a_the_recommended_range_of_influence_2_is_the_default():
    game = format_game("alternating-teams", 8, teams=2)
    assert _hook(game, "range_of_influence").ranges == (2,) * 8
    assert game.opponents(0) == [1, 7]  # seats 2 and 6 are teammates; 3-5 out of range


def test_811_2b_exactly_one_attack_option_is_used():
    left = format_game("alternating-teams", 6, teams=3, attack="left")
    to_main_of(left, 0)
    bear = put(left, 0, "Grizzly Bears")
    assert attack_targets(left, bear) == [("player", 1)]
    assert _hook(left, "attack_direction").mode == "left"
    assert [h.name for h in left.hooks].count("attack_direction") == 1
    with pytest.raises(ValueError, match="left, right or multiple"):
        format_game("alternating-teams", 6, teams=3, attack="everyone")


def test_811_2c_deploy_is_not_normally_used_but_may_be():
    assert "deploy" not in _hook_names(format_game("alternating-teams", 4))
    assert "deploy" in _hook_names(format_game("alternating-teams", 4, deploy=True))
