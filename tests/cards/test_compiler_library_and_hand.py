"""The oracle-text compiler, shapes of the library and hand and of power and toughness:
"look at the top N cards of your library, then put them back in any order" (CR 701.16e,
401.4, the order a choice), "you may discard a card. If you do, draw a card" (701.8a,
608.2d), "that player draws an additional card" (121.1) and "switch target creature's
power and toughness until end of turn" (613.4d).  GOLDEN holds real cards whose compiled
definitions were checked by hand against their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import DRAW, MAIN1
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until, put, settle

GOLDEN: dict[str, dict] = {
    # "When this creature enters, look at the top four cards of your library, then put them
    # back in any order.\n{4}{U}: Return this creature to its owner's hand."
    "Crystal Seer": {
        "triggers": [{"when": "enters", "effects": [{"do": "reorder_top", "amount": 4}],
                      "text": "When this creature enters, look at the top four cards of your "
                              "library, then put them back in any order."}],
        "abilities": [{"cost": "{4}{U}", "effects": [{"do": "bounce", "what": "self"}],
                       "text": "{4}{U}: Return this creature to its owner's hand."}],
    },
    # "When this creature enters, you may discard a card. If you do, draw a card."
    "Discerning Peddler": {
        "triggers": [{"when": "enters", "effects": [{"do": "may_discard_then_draw"}],
                      "text": "When this creature enters, you may discard a card. If you do, "
                              "draw a card."}],
    },
    # "Flash\nAt the beginning of each player's draw step, that player draws an additional
    # card."
    "Dictate of Kruphix": {
        "keywords": ["Flash"],
        "triggers": [{"when": "draw_step",
                      "effects": [{"do": "draw", "who": "that player", "amount": 1}],
                      "whose": "each",
                      "text": "At the beginning of each player's draw step, that player draws "
                              "an additional card."}],
    },
    # "Switch target creature's power and toughness until end of turn."
    "About Face": {"spell": [{"do": "switch_pt", "what": 0}], "targets": ["creature"]},
    # "When this creature enters, you may search your library for a basic land card, reveal
    # it, then shuffle and put that card on top."
    "Campus Guide": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "may", "prompt": "Search library?"},
                                  {"do": "search_library", "to": "library_top", "reveal": True,
                                   "filter": "basic land card"}],
                      "text": "When this creature enters, you may search your library for a "
                              "basic land card, reveal it, then shuffle and put that card on "
                              "top."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_401_4_crystal_seer_puts_the_top_four_back_in_the_order_chosen() -> None:
    s = Scenario()
    game = s.game
    lib = [put(game, 0, n, "library") for n in ("Forest", "Island", "Swamp", "Mountain")]
    game.player_w(0).library = (*lib, *(i for i in game.players[0].library if i not in lib))
    s.lands(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Crystal Seer")
    s.cast(0, "Crystal Seer")
    # the player names the cards from the top: Mountain, Swamp, Island, Forest
    wanted = ["Mountain", "Swamp", "Island"]

    def pick(d):
        for o in d.options:
            if len(o) > 1 and isinstance(o[1], int) and o[1] in game.objects \
                    and wanted and game.objects[o[1]].card.name == wanted[0]:
                wanted.pop(0)
                return o
        return d.options[0]

    settle(game, pick=pick)
    top = [game.objects[i].card.name for i in game.players[0].library[:4]]
    assert top == ["Mountain", "Swamp", "Island", "Forest"]


def test_608_2d_discerning_peddler_may_decline_or_discard_to_draw() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Discerning Peddler", "Grizzly Bears")
    s.cast(0, "Discerning Peddler")
    settle(game, pick=lambda d: next((o for o in d.options if o[0] == "discard"), None))
    hand = [game.objects[i].card.name for i in game.players[0].hand]
    assert hand == ["Forest"]  # the Bears discarded, the library's top card drawn
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Grizzly Bears"]


def test_608_2d_discerning_peddler_declined_draws_nothing() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Discerning Peddler", "Grizzly Bears")
    s.cast(0, "Discerning Peddler")
    settle(game, ("no",))
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Grizzly Bears"]


def test_504_1_dictate_of_kruphix_each_player_draws_an_additional_card() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Dictate of Kruphix")
    pass_until(game, DRAW, 1)
    before = len(game.players[1].hand)
    settle(game)
    pass_until(game, MAIN1, 1)
    assert len(game.players[1].hand) == before + 1  # the additional card (504.1 drew one)
    assert len(game.players[0].hand) == 0


def test_613_4d_about_face_switches_power_and_toughness() -> None:
    s = Scenario()
    bears = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    game = s.game
    wall = s.add(1, "Wall of Stone")  # 0/8
    s.lands(0, "Mountain")
    s.hand(0, "About Face")
    s.cast(0, "About Face", wall)
    s.resolve()
    assert wall not in game.objects  # 8/0 after the switch: put into the graveyard (704.5f)
    s.assert_count(1, "Wall of Stone", 1, "graveyard")
    assert cont.power(game, game.objects[bears]) == 3


def test_701_20b_campus_guide_reveals_the_land_and_puts_it_on_top() -> None:
    s = Scenario()
    game = s.game
    for name in ("Grizzly Bears", "Hill Giant", "Island", "Giant Growth"):
        put(game, 0, name, "library")
    game.player_w(0).library = tuple(i for i in game.players[0].library
                                     if game.objects[i].card.name != "Forest")
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Campus Guide")
    s.cast(0, "Campus Guide")
    settle(game, ("yes",))
    assert game.objects[game.players[0].library[0]].card.name == "Island"
    assert any(e.kind == "reveal" for e in game.events)
