"""Planes and phenomena with copy effects: token copies with exceptions (707.2, 707.9b),
permanents that become copies (613.1a, 707.4), and voting (701.32)."""

from __future__ import annotations

from casualmagic.core.state import BEGIN_COMBAT
from casualmagic.engine import continuous as cont
from tests.engine.helpers import pass_until, put, refresh, to_main
from tests.variants.planechase.helpers import arrive, pc_game, settle


def _named(game, name: str, seat: int | None = None) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name
            and (seat is None or game.objects[i].controller == seat)]


def _pick(*ids: int):
    """A settle() picker choosing the first of ``ids`` a decision offers."""
    def pick(d):
        for i in ids:
            for o in d.options:
                if len(o) > 1 and o[1] == i:
                    return o
        return None
    return pick


def test_707_9b_the_bean_each_player_copies_a_creature_as_a_reflection_with_shadow():
    game = pc_game(("The Bean", "Fields of Summer"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    put(game, 0, "Hill Giant")
    giant1 = put(game, 1, "Hill Giant")
    arrive(game, "The Bean")  # settle picks each player's first creature
    [token0] = [i for i in _named(game, "Grizzly Bears", 0) if i != bear]
    [token1] = [i for i in _named(game, "Hill Giant", 1) if i != giant1]
    for t in (token0, token1):
        o = game.objects[t]
        assert o.card.is_token and "Reflection" in cont.characteristics(game, o).subtypes
        assert cont.has_keyword(game, o, "Shadow")  # "All Reflections have shadow"
    assert (cont.power(game, game.objects[token1]), cont.toughness(game, game.objects[token1])) \
        == (3, 3)
    assert "Bear" in cont.characteristics(game, game.objects[token0]).subtypes  # its other types stay
    assert not cont.has_keyword(game, game.objects[bear], "Shadow")  # originals aren't Reflections


def test_707_2_the_bean_chaos_copies_a_creature_you_control():
    game = pc_game(("The Bean", "Fields of Summer"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears")
    giant = put(game, 0, "Hill Giant")
    arrive(game, "The Bean")
    before = len(_named(game, "Hill Giant", 0))
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, pick=_pick(giant))
    giants = _named(game, "Hill Giant", 0)
    assert len(giants) == before + 1
    token = game.objects[giants[-1]]
    assert token.card.is_token and "Reflection" in token.card.subtypes
    assert _named(game, "Hill Giant", 1) == []


def test_707_9b_caught_in_a_parallel_universe_copies_the_left_players_creature_with_menace():
    game = pc_game(("Caught in a Parallel Universe", "Fields of Summer"))
    to_main(game, 0)
    put(game, 0, "Grizzly Bears")
    put(game, 1, "Serra Angel")
    arrive(game, "Caught in a Parallel Universe")
    [angel] = _named(game, "Serra Angel", 0)  # player 0 copied the creature of player 1
    [bear] = _named(game, "Grizzly Bears", 1)  # player 1 copied player 0's (to their left)
    assert game.objects[angel].card.is_token and game.objects[bear].card.is_token
    assert cont.has_keyword(game, game.objects[angel], "Menace")
    assert cont.has_keyword(game, game.objects[angel], "Flying")
    assert cont.has_keyword(game, game.objects[bear], "Menace")
    assert game.objects[angel].owner == 0


def test_707_9b_meta_crisis_copy_isnt_legendary_and_gets_the_second_creatures_power():
    game = pc_game(("Human—Time Lord Meta-Crisis", "Fields of Summer"))
    to_main(game, 0)
    yargle = put(game, 0, "Yargle, Glutton of Urborg")
    giant = put(game, 0, "Hill Giant")
    bear1 = put(game, 1, "Grizzly Bears")
    answers = {0: [("choose", yargle), ("choose", giant)]}  # player 1's only choice is taken

    from tests.variants.planechase.helpers import walk_to

    walk_to(game, "Human—Time Lord Meta-Crisis")
    refresh(game)
    settle(game, pick=lambda d: answers[d.player].pop(0) if d.kind == "choose" else None)
    assert answers == {0: []}  # one or two creatures, each player in turn order
    [token] = [i for i in _named(game, "Yargle, Glutton of Urborg", 0) if i != yargle]
    o = game.objects[token]
    assert "Legendary" not in o.card.supertypes  # both stay: no legend rule (704.5j)
    assert yargle in game.battlefield
    assert o.counter("+1/+1") == 3  # Hill Giant's power
    assert (cont.power(game, o), cont.toughness(game, o)) == (12, 6)
    # player 1 chose only one creature: a plain copy, no counters
    [bear_token] = [i for i in _named(game, "Grizzly Bears", 1) if i != bear1]
    assert game.objects[bear_token].counters == ()


def test_613_1a_prime_ministers_cabinet_room_makes_a_creature_a_copy_at_beginning_of_combat():
    game = pc_game(("Prime Minister's Cabinet Room", "Fields of Summer"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    angel = put(game, 1, "Serra Angel")
    arrive(game, "Prime Minister's Cabinet Room")
    pass_until(game, BEGIN_COMBAT, 0)
    settle(game)
    o = game.objects[bear]
    assert bear in game.battlefield  # the same object (707.4)
    assert o.card.name == "Serra Angel" and o.controller == 0
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)
    assert cont.has_keyword(game, o, "Flying") and cont.has_keyword(game, o, "Vigilance")
    assert game.objects[angel].card.name == "Serra Angel"
    # it is its own card again in another zone (400.7)
    from casualmagic.engine.primitives import destroy

    destroy(game, bear)
    [card] = game.players[0].graveyard[-1:]
    assert game.objects[card].card.name == "Grizzly Bears"


def test_701_32a_prime_ministers_cabinet_room_vote_exiles_the_creature_with_most_votes():
    game = pc_game(("Prime Minister's Cabinet Room", "Fields of Summer"), players=3)
    to_main(game, 0)
    mine = put(game, 0, "Grizzly Bears")
    giant = put(game, 1, "Hill Giant")
    angel = put(game, 2, "Serra Angel")
    arrive(game, "Prime Minister's Cabinet Room")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    votes: list[int] = []

    def vote(d):
        if d.kind == "choose" and d.options and d.options[0][0] == "vote":
            assert ("vote", mine) not in d.options  # a creature you don't control
            choice = ("vote", angel) if d.player in (0, 1) else ("vote", giant)
            votes.append(d.player)
            return choice
        return None

    settle(game, pick=vote)
    assert votes == [0, 1, 2]  # starting with you, in turn order
    assert angel not in game.battlefield and giant in game.battlefield and mine in game.battlefield
    assert any(game.objects[i].card.name == "Serra Angel" for i in game.exile)


def test_701_32a_vote_ties_exile_each_tied_creature():
    game = pc_game(("Prime Minister's Cabinet Room", "Fields of Summer"))
    to_main(game, 0)
    giant = put(game, 1, "Hill Giant")
    angel = put(game, 1, "Serra Angel")
    arrive(game, "Prime Minister's Cabinet Room")
    from casualmagic.variants.planechase import rules

    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, pick=lambda d: ("vote", giant if d.player == 0 else angel)
           if d.options and d.options[0][0] == "vote" else None)
    assert giant not in game.battlefield and angel not in game.battlefield


def test_707_2_mad_labs_words_chosen_in_turn_order_then_each_player_copies():
    game = pc_game(("Mad Labs", "Fields of Summer"), players=3)
    to_main(game, 0)
    ring = put(game, 2, "Sol Ring")
    choosers: list[tuple[int, object]] = []

    def pick(d):
        if d.kind == "choose" and d.options and d.options[0][0] == "word":
            word = {0: "Artifact", 1: 4, 2: "flying"}[len(choosers)]
            choosers.append((d.player, word))
            return ("word", word)
        return None

    from tests.variants.planechase.helpers import walk_to

    walk_to(game, "Mad Labs")
    refresh(game)
    settle(game, pick=pick)
    assert [p for p, _ in choosers] == [1, 2, 0]  # starting with the next player
    rings = _named(game, "Sol Ring")
    tokens = [i for i in rings if i != ring]
    assert sorted(game.objects[i].controller for i in tokens) == [0, 1, 2]
    for t in tokens:
        o = game.objects[t]
        assert o.card.is_token and cont.is_type(game, o, "Creature") and cont.is_type(game, o, "Artifact")
        assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)  # 0/0 + four counters
        assert cont.has_keyword(game, o, "Flying")
    assert not cont.is_type(game, game.objects[ring], "Creature")  # the original is unchanged


def test_707_3_a_copy_of_a_permanent_that_became_a_copy_copies_the_copied_values():
    from casualmagic.engine.copies import become_copy, copiable_card, create_token_copy

    game = pc_game(("Fields of Summer", "Gavony"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    angel = put(game, 1, "Serra Angel")
    become_copy(game, bear, copiable_card(game, angel))
    [token] = create_token_copy(game, 0, copiable_card(game, bear), None)
    o = game.objects[token]
    assert o.card.name == "Serra Angel" and o.card.is_token
    assert (cont.power(game, o), cont.toughness(game, o)) == (4, 4)
    assert game.objects[bear].get_info("printed").name == "Grizzly Bears"


# -- Happy Yargle Day! and the cards it names ---------------------------------------------------

def test_707_2_happy_yargle_day_end_step_makes_a_creature_a_nonlegendary_yargle():
    from casualmagic.core.state import END

    game = pc_game(("Happy Yargle Day!", "Fields of Summer"))
    to_main(game, 0)
    bear = put(game, 0, "Grizzly Bears")
    giant1 = put(game, 1, "Hill Giant")
    arrive(game, "Happy Yargle Day!")
    pass_until(game, END, 0)
    settle(game)
    o = game.objects[bear]
    assert o.card.name == "Yargle, Glutton of Urborg" and o.counter("bargle") == 1
    assert "Legendary" not in o.card.supertypes
    assert (cont.power(game, o), cont.toughness(game, o)) == (9, 3)
    assert game.objects[giant1].card.name == "Hill Giant"  # only that player's end step
    pass_until(game, END, 1)  # player 1's end step: their creature becomes one too
    settle(game)
    assert game.objects[giant1].card.name == "Yargle, Glutton of Urborg"
    pass_until(game, END, 0)  # player 0 controls a Yargle now: it doesn't trigger (603.4)
    assert not game.stack and not game.waiting_triggers
    settle(game)
    assert game.objects[bear].counter("bargle") == 1


def _yargle_chaos(seed: int):
    """Chaos at Happy Yargle Day! with an opponent's Grizzly Bears on the board; the copy
    cast targets it when it can.  Returns the game, the chosen card and the Bears."""
    game = pc_game(("Happy Yargle Day!", "Fields of Summer"), seed=seed)
    to_main(game, 0)
    bears = put(game, 1, "Grizzly Bears")
    arrive(game, "Happy Yargle Day!")
    from casualmagic.variants.planechase import rules

    hand = len(game.players[0].hand)
    rules.chaos_ensues(game, "test")
    refresh(game)
    settle(game, pick=_pick(bears))
    node, chosen = game.log, None
    while node and chosen is None:
        ev, node = node
        if ev.kind == "copy_card":
            chosen = ev.data["card"]
    return game, chosen, bears, hand


def test_707_13_happy_yargle_day_chaos_casts_a_copy_of_a_random_card_for_free():
    seen: set[str] = set()
    for seed in range(40):
        game, chosen, bears, hand = _yargle_chaos(seed)
        assert chosen in {"Swords to Plowshares", "Opt", "Fatal Push", "Anger of the Gods",
                          "Explore"}
        if chosen in seen:
            continue
        seen.add(chosen)
        cast = [ev for ev in _events(game) if ev.kind == "cast"]
        assert [ev.data["card"] for ev in cast] == [chosen]  # it is cast (707.12)
        if chosen in ("Swords to Plowshares", "Fatal Push", "Anger of the Gods"):
            assert bears not in game.battlefield
            assert (game.players[1].life == 22) == (chosen == "Swords to Plowshares")
        else:
            assert len(game.players[0].hand) == hand + 1
        # the copy is no card: it ceased to exist and went to no graveyard (704.5e)
        assert all(game.objects[i].card.name != chosen for i in game.players[0].graveyard)
        if len(seen) == 5:
            break
    assert len(seen) == 5


def _events(game):
    out, node = [], game.log
    while node:
        ev, node = node
        out.append(ev)
    return out[::-1]


def test_207_2c_fatal_push_revolt_destroys_mana_value_four():
    from tests.cards.test_card_behaviour import board, cast

    game, _, (giant,) = board(["Swamp"], theirs=["Hill Giant"])
    cast(game, "Fatal Push")
    assert giant in game.battlefield  # mana value 4, no revolt
    from casualmagic.engine.primitives import sacrifice

    swamp = next(i for i in game.battlefield if game.objects[i].card.name == "Swamp")
    sacrifice(game, swamp)  # a permanent left the battlefield under your control
    refresh(game)
    put(game, 0, "Swamp")
    cast(game, "Fatal Push")
    assert giant not in game.battlefield


def test_701_7a_fatal_push_destroys_mana_value_two():
    from tests.cards.test_card_behaviour import board, cast

    game, _, (bears,) = board(["Swamp"], theirs=["Grizzly Bears"])
    cast(game, "Fatal Push")
    assert bears not in game.battlefield
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.players[1].graveyard)


def test_614_1a_anger_of_the_gods_exiles_creatures_it_would_kill():
    from tests.cards.test_card_behaviour import board, cast

    game, _, (bears, angel) = board(["Mountain"] * 3, theirs=["Grizzly Bears", "Serra Angel"])
    cast(game, "Anger of the Gods")
    assert bears not in game.battlefield and angel in game.battlefield
    assert game.objects[angel].damage == 3
    assert not game.players[1].graveyard
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.exile)


def test_305_2a_explore_allows_an_additional_land_and_draws():
    from tests.cards.test_card_behaviour import board, cast
    from tests.engine.helpers import has_option, option

    game, _, _ = board(["Forest"] * 2)
    land1 = put(game, 0, "Forest", "hand")
    game.choose(option(game, "play", land1))  # the turn's land play is used
    land2 = put(game, 0, "Forest", "hand")
    assert not has_option(game, "play", land2)
    hand = len(game.players[0].hand)
    cast(game, "Explore")
    assert len(game.players[0].hand) == hand + 1  # Draw a card.
    game.choose(option(game, "play", land2))  # an additional land this turn
    land3 = put(game, 0, "Forest", "hand")
    assert not has_option(game, "play", land3)  # only one more
