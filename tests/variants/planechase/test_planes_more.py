"""More planes and phenomena (Planechase Anthology): each card's static, "planeswalk to/from",
upkeep and end-step, encounter and chaos abilities (311.4, 311.7, 312.5, 901.7, 901.11)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import END, UPKEEP
from casualmagic.engine import continuous as cont
from casualmagic.variants.planechase import rules
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive as _arrive
from tests.variants.planechase.helpers import pc_game, plane_names
from tests.variants.planechase.test_planes import _chaos, _settle


def _names(game, seat: int, zone: str) -> list[str]:
    return [game.objects[i].card.name for i in getattr(game.players[seat], zone)]


def _on_battlefield(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def test_the_fourth_sphere_upkeep_sacrifices_a_nonblack_creature_and_chaos_makes_a_zombie():
    game = pc_game(("The Fourth Sphere", "Krosa"))
    to_main(game, 0)
    _arrive(game, "The Fourth Sphere")
    _chaos(game)
    assert len(_on_battlefield(game, "Zombie", 0)) == 1
    bear, rats = put(game, 1, "Grizzly Bears"), put(game, 1, "Typhoid Rats")
    pass_until(game, UPKEEP, 1)  # seat 1 is now the planar controller (901.6)
    _settle(game)
    assert bear not in game.battlefield and rats in game.battlefield


def test_the_zephyr_maze_flyers_get_plus_two_others_minus_two_and_chaos_grants_flying():
    game = pc_game(("The Zephyr Maze", "Krosa"))
    to_main(game, 0)
    drake = put(game, 1, "Wind Drake")
    _arrive(game, "The Zephyr Maze")
    assert cont.power(game, game.objects[drake]) == 4
    game.cease_to_exist(drake)
    bear = put(game, 0, "Grizzly Bears")
    assert cont.power(game, game.objects[bear]) == 0
    _chaos(game)
    assert cont.has_keyword(game, game.objects[bear], "Flying")
    assert cont.power(game, game.objects[bear]) == 4


def test_sanctum_of_serra_chaos_life_becomes_20_and_leaving_destroys_nonland_permanents():
    game = pc_game(("Sanctum of Serra", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Sanctum of Serra")
    game.player_w(0).life = 7
    _chaos(game)
    assert game.players[0].life == 20
    bear, forest = put(game, 1, "Grizzly Bears"), put(game, 0, "Forest")
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)
    assert bear not in game.battlefield and forest in game.battlefield


def test_tazeem_creatures_cant_block_and_chaos_draws_a_card_per_land():
    game = pc_game(("Tazeem", "Krosa"))
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    for _ in range(3):
        put(game, 0, "Forest")
    put(game, 1, "Forest")
    _arrive(game, "Tazeem")
    assert cont.has_keyword(game, game.objects[bear], "Can't block")
    hand = len(game.players[0].hand)
    _chaos(game)
    assert len(game.players[0].hand) == hand + 3


def test_lair_of_the_ashen_idol_sacrifice_or_planeswalk_and_chaos_zombies_for_targets():
    game = pc_game(("Lair of the Ashen Idol", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Lair of the Ashen Idol")
    _chaos(game)
    assert _on_battlefield(game, "Zombie")
    bear = put(game, 1, "Grizzly Bears")
    for z in _on_battlefield(game, "Zombie"):
        game.cease_to_exist(z)
    game.battlefield = tuple(i for i in game.battlefield if i in game.objects)
    pass_until(game, UPKEEP, 1)
    _settle(game)
    assert bear not in game.battlefield and plane_names(game) == ["Lair of the Ashen Idol"]
    pass_until(game, UPKEEP, 0)  # seat 0 controls no creature: planeswalk
    _settle(game)
    assert plane_names(game) == ["Krosa"]


def test_the_hippodrome_minus_five_power_and_chaos_destroys_a_powerless_creature():
    game = pc_game(("The Hippodrome", "Krosa"))
    to_main(game, 0)
    bear = put(game, 1, "Grizzly Bears")
    _arrive(game, "The Hippodrome")
    assert cont.power(game, game.objects[bear]) == -3
    _chaos(game)
    assert bear not in game.battlefield


def test_chaotic_aether_blank_rolls_are_chaos_until_a_player_planeswalks_from_a_plane():
    game = pc_game(("Chaotic Aether", "Krosa", "Gavony"), seed=3)
    to_main(game, 0)
    _arrive(game, "Chaotic Aether")
    assert plane_names(game) != ["Chaotic Aether"]  # 704.6f: it planeswalked away
    assert game.vget("pc.blank_is_chaos")
    faces = []
    while "planeswalker" not in faces and len(faces) < 40:
        faces.append(rules.roll_planar_die(game, 0))
        refresh(game)
        _settle(game)
    assert "blank" not in faces and "chaos" in faces and faces[-1] == "planeswalker"
    assert not game.vget("pc.blank_is_chaos")


def test_grove_of_the_dreampods_reveals_until_a_creature_and_chaos_reanimates():
    game = pc_game(("Grove of the Dreampods", "Krosa"),
                   libs=[["Forest"] * 20 + ["Grizzly Bears"] * 10, ["Forest"] * 30])
    to_main(game, 0)
    lib = game.players[0].library
    bear = next(i for i in lib if game.objects[i].card.name == "Grizzly Bears")
    forests = [i for i in lib if game.objects[i].card.name == "Forest"][:2]
    game.player_w(0).library = (*forests, bear, *(i for i in lib if i != bear and i not in forests))
    before = len(_on_battlefield(game, "Grizzly Bears", 0))  # it may have been the first plane
    _arrive(game, "Grove of the Dreampods")
    assert len(_on_battlefield(game, "Grizzly Bears", 0)) == before + 1
    assert _names(game, 0, "library")[-2:] == ["Forest", "Forest"]
    dead = put(game, 0, "Wind Drake", "graveyard")
    assert dead in game.players[0].graveyard
    _chaos(game)
    assert len(_on_battlefield(game, "Wind Drake", 0)) == 1


def test_nephalia_end_step_mills_seven_returns_one_at_random_and_chaos_returns_target():
    game = pc_game(("Nephalia", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Nephalia")
    put(game, 0, "Wind Drake", "graveyard")
    hand = len(game.players[0].hand)
    _chaos(game)
    assert len(game.players[0].hand) == hand + 1 and "Wind Drake" in _names(game, 0, "hand")
    pass_until(game, END, 0)
    _settle(game)
    assert len(game.players[0].graveyard) == 6
    assert len(game.players[0].hand) == hand + 2


def test_goldmeadow_a_land_entering_makes_three_goats_and_chaos_makes_one():
    game = pc_game(("Goldmeadow", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Goldmeadow")
    put(game, 0, "Forest", "hand")
    game.choose(next(o for o in game.pending.options if o[0] == "play"))
    _settle(game)
    assert len(_on_battlefield(game, "Goat", 0)) == 3
    _chaos(game)
    assert len(_on_battlefield(game, "Goat", 0)) == 4


def test_takenuma_a_creature_leaving_draws_its_controller_a_card_and_chaos_bounces():
    game = pc_game(("Takenuma", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Takenuma")
    bear = put(game, 0, "Grizzly Bears")
    hand = len(game.players[0].hand)
    _chaos(game)
    assert bear not in game.battlefield
    assert len(game.players[0].hand) == hand + 2  # the bear and the card drawn


def test_the_aether_flues_may_sacrifice_to_reveal_a_creature_and_chaos_puts_one_from_hand():
    game = pc_game(("The Aether Flues", "Krosa"),
                   libs=[["Forest"] * 20 + ["Wind Drake"] * 10, ["Forest"] * 30])
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    drakes = len(_on_battlefield(game, "Wind Drake", 0))
    _arrive(game, "The Aether Flues")
    assert bear not in game.battlefield and "Grizzly Bears" in _names(game, 0, "graveyard")
    assert len(_on_battlefield(game, "Wind Drake", 0)) == drakes + 1
    put(game, 0, "Grizzly Bears", "hand")
    creatures = len([i for i in game.battlefield if "Creature" in game.objects[i].card.types])
    hand = len(game.players[0].hand)
    _chaos(game)
    assert len([i for i in game.battlefield if "Creature" in game.objects[i].card.types]) \
        == creatures + 1
    assert len(game.players[0].hand) == hand - 1


def test_reality_shaping_each_player_may_put_a_permanent_card_from_hand():
    from tests.engine.helpers import clear_hand

    game = pc_game(("Reality Shaping", "Krosa"))
    to_main(game, 0)
    for seat in (0, 1):
        clear_hand(game, seat)
        put(game, seat, "Grizzly Bears", "hand")
    _arrive(game, "Reality Shaping")
    assert len(_on_battlefield(game, "Grizzly Bears", 0)) == 1
    assert len(_on_battlefield(game, "Grizzly Bears", 1)) == 1
    assert plane_names(game) == ["Krosa"]


def test_naar_isle_upkeep_flame_counters_burn_and_chaos_deals_three():
    game = pc_game(("Naar Isle", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Naar Isle")
    total = sum(p.life for p in game.players)
    _chaos(game)
    assert sum(p.life for p in game.players) == total - 3
    life1 = game.players[1].life
    pass_until(game, UPKEEP, 1)
    _settle(game)
    assert game.players[1].life == life1 - 1
    life0 = game.players[0].life
    pass_until(game, UPKEEP, 0)
    _settle(game)
    assert game.players[0].life == life0 - 2  # two flame counters now


def test_norns_dominion_fate_counter_saves_a_permanent_when_planeswalking_away():
    game = pc_game(("Norn's Dominion", "Krosa"))
    to_main(game, 0)
    _arrive(game, "Norn's Dominion")
    kept = put(game, 0, "Grizzly Bears")
    _chaos(game)
    assert game.objects[kept].counter("fate") == 1
    doomed, forest = put(game, 1, "Grizzly Bears"), put(game, 1, "Forest")
    rules.planeswalk(game, 0, "test")
    refresh(game)
    _settle(game)
    assert kept in game.battlefield and doomed not in game.battlefield and forest in game.battlefield
    assert game.objects[kept].counter("fate") == 0


def test_901_3_a_shipped_default_planar_deck_per_player_count_is_legal_and_implemented():
    from casualmagic.cards.definitions import implementation_status
    from casualmagic.variants.planechase import (
        SHIPPED_PLANAR_DECKS,
        default_planar_deck,
        default_planar_decks,
        planar_deck_names,
        validate_planar_deck,
    )

    assert [default_planar_deck(n) for n in (2, 3, 4, 6)] == [
        "planar-duel", "planar-three-player", "planar-multiplayer", "planar-multiplayer"]
    assert default_planar_decks(4) == ["planar-multiplayer"] * 4
    for deck in SHIPPED_PLANAR_DECKS:
        names = planar_deck_names(deck)
        assert validate_planar_deck(names) == [], deck
        assert all(implementation_status(n)[0] == "implemented" for n in names), deck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_901_planechase_game_needs_no_planar_deck_arguments(players):
    import casualmagic
    from casualmagic.agents import RandomAgent

    game = casualmagic.new_game("planechase", players=players, seed=5, options={"max_turns": 12})
    agents = [RandomAgent(i) for i in range(players)]
    while not game.over:
        d = game.pending
        game.choose(agents[d.player].choose(None, d))
    assert len(game.vget("pc.initial_planar_decks")) == players
    assert game.replay().log_digest() == game.log_digest()


def test_cards_list_type_plane_shows_the_new_planes_as_implemented():
    from typer.testing import CliRunner

    from casualmagic.cli import app

    out = CliRunner().invoke(app, ["cards", "list", "--type", "plane", "--status", "implemented"])
    assert out.exit_code == 0
    lines = {line.split("  ")[-2].strip(): line for line in out.output.splitlines() if "  — " in line}
    for name in ("Goldmeadow", "Norn's Dominion", "The Fourth Sphere", "Tazeem"):
        assert lines[name].startswith("implemented"), lines
    # not implementable ("animal" types need real-world knowledge): filtered out
    assert "Welcome to Valley" not in lines
