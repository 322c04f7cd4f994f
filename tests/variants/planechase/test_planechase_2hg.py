"""Two-Headed Giant Planechase (CR 901.12) and abilities of phenomena when a player leaves
(901.10b)."""

from __future__ import annotations

import casualmagic
from casualmagic.core.options import GameOptions
from casualmagic.core.state import MAIN1
from casualmagic.engine.ending import lose
from casualmagic.engine.game import Game
from casualmagic.formats.shared_turns import SharedTeamTurns
from casualmagic.formats.teams import TeamLosesTogether
from casualmagic.variants.planechase import Planechase, rules
from tests.engine.helpers import pass_until, put, refresh
from tests.variants.planechase.helpers import QUIET, plane_names, walk_to


def hg_game(planar: tuple[str, ...] = QUIET, seed: int = 0) -> Game:
    """A Two-Headed Giant Planechase game (teams: seats 0-1 and 2-3) past the mulligans."""
    game = casualmagic.new_game("planechase", decks=[["Forest"] * 40] * 4, seed=seed,
                                format="2hg", options={"planar_decks": [planar] * 4})
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


def three_teams() -> Game:
    """Three teams of two sharing turns (805): seats 0-1, 2-3, 4-5."""
    from casualmagic.cards.definitions import card_by_name

    decks = [[card_by_name("Forest")] * 40 for _ in range(6)]
    hooks = [Planechase(tuple(QUIET for _ in range(6))), SharedTeamTurns(), TeamLosesTogether()]
    game = Game.create(decks, seed=0, options=GameOptions(n_players=6, teams=(0, 0, 1, 1, 2, 2)),
                       hooks=hooks)
    while game.pending.kind != "priority":
        game.choose(game.pending.options[0] if game.pending.kind != "mulligan" else ("keep",))
    return game


def settle(game: Game, limit: int = 60) -> None:
    """Pass priority until the stack and the waiting triggers are empty."""
    for _ in range(limit):
        if not game.stack and not game.waiting_triggers and game.pending.kind == "priority":
            return
        game.choose(("pass",) if game.pending.kind == "priority" else 0)


def test_901_12a_each_player_has_their_own_planar_deck():
    game = hg_game()
    ids = [set(rules.planar_deck(game, p)) for p in range(4)]
    up = rules.face_up(game)[0][0]
    ids[game.objects[up].owner].add(up)
    for seat, deck in enumerate(ids):
        assert len(deck) == len(QUIET)
        assert {game.objects[i].owner for i in deck} == {seat}
    assert not set.intersection(*ids)


def test_901_12b_planar_controller_is_the_primary_player_of_the_active_team():
    game = hg_game()
    seen = []
    for _ in range(3):
        pass_until(game, MAIN1, None)
        team = game.players[game.active].team
        primary = min(p.index for p in game.players if p.team == team)
        assert rules.planar_controller(game) == game.active == primary
        assert game.objects[rules.face_up(game)[0][0]].controller == primary
        seen.append(primary)
        game.choose(("pass",))
        pass_until(game, MAIN1, next(s for s in (0, 2) if s != primary))
    assert {0, 2} <= set(seen) | {rules.planar_controller(game)}
    assert any(e.kind == "planar_controller" and e.rule == "901.12b" for e in game.events)


def test_901_12b_planar_controllers_team_leaving_hands_off_to_next_teams_primary():
    game = three_teams()
    pass_until(game, MAIN1, 0)
    assert rules.planar_controller(game) == 0
    lose(game, 0, "104.3a", "test")  # the team of seats 0 and 1 leaves (810.8a)
    assert game.players[1].left and not game.over
    assert rules.planar_controller(game) == 2  # not teammate 1: the next team's primary player
    ev = [e for e in game.events if e.kind == "planar_controller"][-1]
    assert ev.player == 2 and ev.rule == "901.12b"


def test_901_12b_in_two_headed_giant_the_designation_skips_the_teammate():
    game = hg_game()
    pass_until(game, MAIN1, 0)
    lose(game, 0, "104.3a", "test")
    events = [e for e in game.events if e.kind == "planar_controller"]
    assert events[-1].player == 2 and events[-1].rule == "901.12b"


def test_901_12c_you_on_a_plane_means_both_players_of_the_planar_controllers_team():
    game = hg_game(("Panopticon", "Krosa", "Gavony"))
    pass_until(game, MAIN1, 0)
    hands = [len(game.players[p].hand) for p in range(4)]
    walk_to(game, "Panopticon")  # "When you planeswalk to Panopticon, draw a card."
    refresh(game)
    settle(game)
    assert [len(game.players[p].hand) for p in range(4)] == [hands[0] + 1, hands[1] + 1,
                                                             hands[2], hands[3]]


def test_901_12c_chaos_creatures_you_control_means_both_players_creatures():
    game = hg_game(("Gavony", "Krosa", "Onakke Catacomb"))
    pass_until(game, MAIN1, 0)
    walk_to(game, "Gavony")  # chaos: creatures you control gain indestructible
    mine, teammates, theirs = put(game, 0, "Grizzly Bears"), put(game, 1, "Grizzly Bears"), \
        put(game, 2, "Grizzly Bears")
    rules.chaos_ensues(game, "test", "901.9b")
    refresh(game)
    settle(game)
    from casualmagic.engine import continuous as cont

    def tough(oid: int) -> bool:
        return cont.has_keyword(game, game.objects[oid], "Indestructible")

    assert tough(mine) and tough(teammates) and not tough(theirs)


def test_901_12c_whenever_you_roll_triggers_for_the_teammates_roll():
    game = hg_game(("Ten Wizards Mountain", "Krosa"))
    pass_until(game, MAIN1, 0)
    walk_to(game, "Ten Wizards Mountain")
    rules.roll_planar_die(game, 1)  # the teammate (not the planar controller) rolls
    assert any(t[1].name == "Ten Wizards Mountain" for t in game.waiting_triggers)
    rules.roll_planar_die(game, 2)  # an opponent's roll is not "you"
    assert sum(t[1].name == "Ten Wizards Mountain" for t in game.waiting_triggers) == 1


def test_901_12d_a_teammates_planeswalker_roll_makes_the_planar_controller_planeswalk():
    from casualmagic.engine.triggers import queue_trigger

    game = hg_game()
    pass_until(game, MAIN1, 0)
    before = plane_names(game)
    queue_trigger(game, -1, rules.PLANESWALKING_CARD, rules.PLANESWALKING_ABILITY, 1)  # seat 1 rolled
    refresh(game)
    settle(game)
    walk = [e for e in game.events if e.kind == "planeswalk"][-1]
    assert walk.player == 0 and walk.rule == "901.8" and plane_names(game) != before


def test_901_10b_phenomenon_ability_stays_on_the_stack_for_the_new_planar_controller():
    from casualmagic.cards.definitions import card_by_name

    decks = [[card_by_name("Forest")] * 30 for _ in range(3)]
    hook = Planechase((("Mutual Epiphany", "Krosa"), ("Gavony", "Krosa"), ("Gavony", "Krosa")))
    game = Game.create(decks, seed=0, options=GameOptions(n_players=3), hooks=[hook])
    game.choose(("first", 0))
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    pass_until(game, MAIN1, 0)
    walk_to(game, "Mutual Epiphany")  # seat 0's own phenomenon: its encounter trigger
    refresh(game)
    [sid] = game.stack
    assert game.objects[sid].controller == 0
    hands = [len(game.players[p].hand) for p in (1, 2)]
    lose(game, 0, "104.3a", "test")
    assert game.stack == (sid,) and game.objects[sid].controller == 1
    assert any(e.kind == "ability_controller" and e.rule == "901.10b" for e in game.events)
    # the phenomenon itself left with its owner: the new planar controller planeswalks (901.10)
    assert [e for e in game.events if e.kind == "planeswalk"][-1].rule == "901.10"
    settle(game)
    assert [len(game.players[p].hand) for p in (1, 2)] == [hands[0] + 4, hands[1] + 4]


def test_901_12c_at_the_beginning_of_your_draw_step_is_the_whole_teams():
    from casualmagic.core.state import UPKEEP

    game = hg_game(("Panopticon", "Krosa", "Gavony"))
    pass_until(game, UPKEEP, 2)
    assert rules.planar_controller(game) == 2
    walk_to(game, "Panopticon")
    refresh(game)
    settle(game)
    hands = [len(game.players[p].hand) for p in range(4)]
    pass_until(game, MAIN1, 2)
    # the draw step's card (805.4b) and Panopticon's additional card, for both teammates
    assert [len(game.players[p].hand) for p in range(4)] == [hands[0], hands[1],
                                                             hands[2] + 2, hands[3] + 2]
