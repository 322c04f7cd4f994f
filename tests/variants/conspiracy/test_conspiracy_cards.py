"""A scenario for each implemented conspiracy card (CR 315, 702.106, 905.4): its abilities
work from the command zone while it is face up.  Each test names its card."""

from __future__ import annotations

from casualmagic.core.state import ATTACKERS, BEGIN_COMBAT, DAMAGE, UPKEEP
from casualmagic.engine import continuous as cont
from tests.engine.helpers import done, pass_until, put, to_main
from tests.variants.conspiracy.helpers import cn_game, reveal
from tests.variants.planechase.helpers import settle


def _pt(game, oid):
    o = game.objects[oid]
    return cont.power(game, o), cont.toughness(game, o)


def _casts(game, oid) -> bool:
    return any(o[0] == "cast" and o[1] == oid for o in game.pending.options)


def _to_attack(game, seat=0):
    pass_until(game, ATTACKERS - 1, seat)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "attack"


def _hand(game, seat):
    return [game.objects[i].card.name for i in game.players[seat].hand]


def _tokens(game, seat, name):
    return [i for i in game.battlefield if game.objects[i].controller == seat
            and game.objects[i].card.name == name]


# -- hidden agenda: static abilities ---------------------------------------------------------

def test_immediate_action_gives_haste_to_the_chosen_name_once_face_up():
    game = cn_game(["Immediate Action=Grizzly Bears"], [])
    to_main(game)
    bear = put(game, 0, "Grizzly Bears", sick=True)
    elves = put(game, 0, "Llanowar Elves", sick=True)
    assert not cont.has_keyword(game, game.objects[bear], "Haste")  # face down: 315.5b
    reveal(game, 0, "Immediate Action")
    assert cont.has_keyword(game, game.objects[bear], "Haste")
    assert not cont.has_keyword(game, game.objects[elves], "Haste")


def test_bragos_favor_spells_with_the_chosen_name_cost_1_less():
    game = cn_game(["Brago's Favor=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears", "hand")
    assert not _casts(game, bear)  # {1}{G} with one Forest
    reveal(game, 0, "Brago's Favor")
    assert _casts(game, bear)


def test_secrets_of_paradise_creatures_with_the_chosen_name_tap_for_any_colour():
    game = cn_game(["Secrets of Paradise=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Grizzly Bears")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert not _casts(game, bolt)
    reveal(game, 0, "Secrets of Paradise")
    assert _casts(game, bolt)  # the Bears' "{T}: Add one mana of any color" pays {R}


def test_incendiary_dissent_gives_the_chosen_name_a_firebreathing_ability():
    game = cn_game(["Incendiary Dissent=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Mountain")
    bear = put(game, 0, "Grizzly Bears")
    assert not any(o[:2] == ("activate", bear) for o in game.pending.options)
    reveal(game, 0, "Incendiary Dissent")
    game.choose(next(o for o in game.pending.options if o[:2] == ("activate", bear)))
    settle(game)
    assert _pt(game, bear) == (3, 2)


def test_natural_unity_pays_g_at_beginning_of_combat_for_a_counter():
    game = cn_game(["Natural Unity=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears")
    reveal(game, 0, "Natural Unity")
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game)
    assert _pt(game, bear) == (3, 3)


def test_hired_heist_combat_damage_pays_u_to_draw():
    game = cn_game(["Hired Heist=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Island")
    bear = put(game, 0, "Grizzly Bears")
    reveal(game, 0, "Hired Heist")
    hand = len(game.players[0].hand)
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    pass_until(game, DAMAGE + 1, 0)
    settle(game)
    assert game.players[1].life == 18 and len(game.players[0].hand) == hand + 1


def test_adrianas_valor_attacking_creature_gains_indestructible_for_w():
    game = cn_game(["Adriana's Valor=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Plains")
    bear = put(game, 0, "Grizzly Bears")
    reveal(game, 0, "Adriana's Valor")
    _to_attack(game)
    game.choose(("attack", bear, "player", 1))
    done(game)
    settle(game)
    assert cont.has_keyword(game, game.objects[bear], "Indestructible")


def test_weight_advantage_creatures_assign_damage_equal_to_toughness():
    game = cn_game(["Weight Advantage"], [])
    to_main(game)
    wall = put(game, 0, "Pillarfield Ox")
    assert _pt(game, wall) == (2, 4)
    _to_attack(game)
    game.choose(("attack", wall, "player", 1))
    done(game)
    pass_until(game, DAMAGE + 1, 0)
    assert game.players[1].life == 16


# -- hidden agenda: triggered abilities ------------------------------------------------------

def test_iterative_analysis_casting_the_chosen_instant_draws_a_card():
    game = cn_game(["Iterative Analysis=Lightning Bolt"], [])
    to_main(game)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    reveal(game, 0, "Iterative Analysis")
    hand = len(game.players[0].hand)
    game.choose(("cast", bolt))
    settle(game, ("target", "player", 1))
    assert len(game.players[0].hand) == hand  # the Bolt left, a card came
    assert game.players[1].life == 17


def test_double_stroke_copies_the_chosen_instant():
    game = cn_game(["Double Stroke=Lightning Bolt"], [])
    to_main(game)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    reveal(game, 0, "Double Stroke")
    game.choose(("cast", bolt))
    settle(game, ("target", "player", 1))
    assert game.players[1].life == 14


def test_secret_summoning_finds_every_card_with_the_chosen_name():
    game = cn_game(["Secret Summoning=Grizzly Bears"], [],
                   libs=[["Forest"] * 20 + ["Grizzly Bears"] * 3, ["Island"] * 20], seed=3)
    to_main(game)
    in_library = sum(game.objects[i].card.name == "Grizzly Bears"
                     for i in game.players[0].library)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears", "hand")
    reveal(game, 0, "Secret Summoning")
    before = _hand(game, 0).count("Grizzly Bears")
    game.choose(("cast", bear))
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "find"), None))
    assert _hand(game, 0).count("Grizzly Bears") == before - 1 + in_library
    assert in_library > 0


def test_summoners_bond_casting_one_chosen_creature_finds_the_other():
    game = cn_game(["Summoner's Bond=Llanowar Elves|Grizzly Bears"], [],
                   libs=[["Forest"] * 20 + ["Grizzly Bears"], ["Island"] * 20], seed=1)
    to_main(game)
    put(game, 0, "Forest")
    elves = put(game, 0, "Llanowar Elves", "hand")
    reveal(game, 0, "Summoner's Bond")
    assert "Grizzly Bears" not in _hand(game, 0)
    game.choose(("cast", elves))
    settle(game)
    assert "Grizzly Bears" in _hand(game, 0)


# -- face-up conspiracies ----------------------------------------------------------------------

def test_sentinel_dispatch_makes_a_construct_at_the_first_upkeep_only():
    game = cn_game(["Sentinel Dispatch"], [])
    settle(game)
    constructs = _tokens(game, 0, "Construct")
    assert len(constructs) == 1
    o = game.objects[constructs[0]]
    assert "Artifact" in o.card.types and cont.has_keyword(game, o, "Defender")
    pass_until(game, UPKEEP, 1)
    settle(game)
    assert len(_tokens(game, 0, "Construct")) == 1


def test_worldknit_lands_tap_for_any_colour_when_the_whole_pool_started_the_game():
    lib = ["Forest"] * 30
    game = cn_game(["Worldknit"], [], libs=[lib, ["Island"] * 30],
                   pools=[[*lib, "Worldknit"], []])
    to_main(game)
    put(game, 0, "Forest")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert _casts(game, bolt)
    game = cn_game(["Worldknit"], [], libs=[lib, ["Island"] * 30],
                   pools=[[*lib, "Worldknit", "Lightning Bolt"], []])  # a card left out
    to_main(game)
    put(game, 0, "Forest")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert not _casts(game, bolt)


def test_power_play_makes_its_owner_the_starting_player():
    for seed in range(4):
        game = cn_game([], ["Power Play"], first=None, seed=seed)
        assert game.starting_player == 1
        assert any(e.kind == "starting_player" and e.rule == "103.1" for e in game.events)


def test_power_play_twice_the_starting_player_is_one_of_them_at_random():
    firsts = {cn_game(["Power Play"], [], ["Power Play"], first=None, seed=s).starting_player
              for s in range(12)}
    assert firsts == {0, 2}


def test_advantageous_proclamation_reduces_the_minimum_deck_size_by_five():
    from casualmagic.decks.model import DeckEntry, DeckList
    from casualmagic.draft.pool import check_conspiracy_deck

    pool = ["Grizzly Bears"] * 20 + ["Advantageous Proclamation"]
    deck = DeckList(main=(DeckEntry(20, "Grizzly Bears"), DeckEntry(15, "Forest")))
    problems = check_conspiracy_deck(deck, pool)
    assert [p.rule for p in problems] == ["100.2b"]
    with_it = DeckList(main=deck.main, sideboard=(DeckEntry(1, "Advantageous Proclamation"),))
    assert check_conspiracy_deck(with_it, pool) == []
    game = cn_game(["Advantageous Proclamation"], [])
    assert any(e.kind == "conspiracy" and e.data["card"] == "Advantageous Proclamation"
               for e in game.events)


def test_hold_the_perimeter_first_upkeeps_give_a_soldier_and_goblins():
    game = cn_game(["Hold the Perimeter"], [], [])
    settle(game)
    soldiers = _tokens(game, 0, "Soldier")
    assert len(soldiers) == 1 and _pt(game, soldiers[0]) == (1, 2)
    assert cont.has_keyword(game, game.objects[soldiers[0]], "Defender")
    for seat in (1, 2):
        pass_until(game, UPKEEP, seat)
        settle(game)
        goblins = _tokens(game, seat, "Goblin")
        assert len(goblins) == 1
        assert cont.has_keyword(game, game.objects[goblins[0]], "Can't block")
    pass_until(game, UPKEEP, 0)  # a second upkeep: nothing more
    settle(game)
    pass_until(game, UPKEEP, 1)
    settle(game)
    assert len(_tokens(game, 0, "Soldier")) == 1 and len(_tokens(game, 1, "Goblin")) == 1


def test_hymn_of_the_wilds_you_cant_cast_instants_or_sorceries():
    game = cn_game(["Hymn of the Wilds"], [])
    to_main(game)
    put(game, 0, "Mountain")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    assert not _casts(game, bolt)
    plain = cn_game([], [])
    to_main(plain)
    put(plain, 0, "Mountain")
    assert _casts(plain, put(plain, 0, "Lightning Bolt", "hand"))


def test_hymn_of_the_wilds_discount_is_for_the_first_creature_spell_only():
    game = cn_game(["Hymn of the Wilds"], [])
    to_main(game)
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears", "hand")
    assert _casts(game, bear)  # {1}{G} less {1}
    game.choose(("cast", bear))
    settle(game)
    put(game, 0, "Forest")
    other = put(game, 0, "Grizzly Bears", "hand")
    assert not _casts(game, other)  # the second creature spell pays {1}{G}


def test_echoing_boon_copies_a_spell_that_targets_the_chosen_creature():
    game = cn_game(["Echoing Boon=Grizzly Bears"], [])
    to_main(game)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bear = put(game, 0, "Grizzly Bears")
    growth = put(game, 0, "Giant Growth", "hand")
    reveal(game, 0, "Echoing Boon")
    game.choose(("cast", growth))
    settle(game, ("target", "object", bear))
    assert _pt(game, bear) == (8, 8)  # two Giant Growths
    elves = put(game, 0, "Llanowar Elves")
    other = put(game, 0, "Giant Growth", "hand")
    game.choose(("cast", other))
    settle(game, ("target", "object", elves))
    assert _pt(game, elves) == (4, 4)  # not the chosen name: no copy


def test_backup_plan_draws_a_second_hand_and_keeps_one_before_mulligans():
    game = cn_game(["Backup Plan"], [], keep=False, libs=[["Forest"] * 20 + ["Island"] * 20,
                                                          ["Island"] * 30])
    d = game.pending
    assert d.kind == "choose" and d.rule == "315.5a" and d.player == 0
    assert len(game.players[0].hand) == 14
    game.choose(("keep_hand", 2))
    assert len(game.players[0].hand) == 7 and len(game.players[0].library) == 33
    assert game.pending.kind == "mulligan"
    ev = next(e for e in game.events if e.kind == "backup_plan")
    assert ev.data["kept"] == 2 and ev.data["shuffled"] == 7


def test_unexpected_potential_any_mana_casts_spells_with_the_chosen_name():
    game = cn_game(["Unexpected Potential=Lightning Bolt"], [])
    to_main(game)
    put(game, 0, "Forest")
    bolt = put(game, 0, "Lightning Bolt", "hand")
    shock = put(game, 0, "Shock", "hand")
    assert not _casts(game, bolt)
    reveal(game, 0, "Unexpected Potential")
    assert _casts(game, bolt) and not _casts(game, shock)  # only the chosen name
    game.choose(("cast", bolt))
    settle(game, ("target", "player", 1))
    assert game.players[1].life == 17
