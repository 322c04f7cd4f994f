""""Choose a creature type" as a permanent enters (614.12, 205.3m) and its abilities linked to
"the chosen type" (607.2): compiled definitions checked by hand against the oracle text, then
played from their compiled definitions (compiler/chosen_type.py, engine/chosen_types.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import compile_paragraphs
from casualmagic.cards.definitions import card_by_name, compile_card
from casualmagic.core.state import UPKEEP
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, has_option, option, pass_until, refresh, settle

GOLDEN_PRECON_CHOSEN_TYPE: dict[str, dict] = {
    # "As this artifact enters, choose a creature type. / Creatures you control of the chosen
    # type get +1/+1. / Whenever you cast a creature spell of the chosen type, draw a card."
    "Vanquisher's Banner": {
        "statics": [
            {"op": "choose_creature_type_as_enters",
             "text": "As this artifact enters, choose a creature type."},
            {"op": "pump_all", "filter": "creature you control of the chosen type",
             "power": 1, "toughness": 1,
             "text": "Creatures you control of the chosen type get +1/+1."}],
        "triggers": [{"when": "you_cast", "effects": [{"do": "draw", "amount": 1}],
                      "subject": "creature spell of the chosen type",
                      "text": "Whenever you cast a creature spell of the chosen type, draw a "
                              "card."}]},
    "Unclaimed Territory": {
        # "As this land enters, choose a creature type. / {T}: Add {C}. / {T}: Add one mana of any
        # color. Spend this mana only to cast a creature spell of the chosen type."
        "statics": [{"op": "choose_creature_type_as_enters",
                     "text": "As this land enters, choose a creature type."}],
        "abilities": [
            {"cost": "{T}", "add": "C", "text": "{T}: Add {C}."},
            {"cost": "{T}", "add": "any", "spend_only": "creature spell of the chosen type",
             "text": "{T}: Add one mana of any color. Spend this mana only to cast a creature "
                     "spell of the chosen type."}]},
    "Herald's Horn": {
        # "As this artifact enters, choose a creature type. / Creature spells you cast of the
        # chosen type cost {1} less to cast. / At the beginning of your upkeep, look at the top
        # card of your library. If it's a creature card of the chosen type, you may reveal it
        # and put it into your hand."
        "statics": [
            {"op": "choose_creature_type_as_enters",
             "text": "As this artifact enters, choose a creature type."},
            {"op": "spells_cost_less", "filter": "creature of the chosen type", "amount": 1,
             "who": "you",
             "text": "Creature spells you cast of the chosen type cost {1} less to cast."}],
        "triggers": [{"when": "upkeep", "effects": [
            {"do": "look_top_may_reveal_to_hand", "filter": "creature of the chosen type"}],
            "text": "At the beginning of your upkeep, look at the top card of your library. If "
                    "it's a creature card of the chosen type, you may reveal it and put it "
                    "into your hand."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PRECON_CHOSEN_TYPE))
def test_precon_chosen_type_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_PRECON_CHOSEN_TYPE[name]


def test_herald_s_horn_cost_paragraph_compiles_to_a_chosen_type_cost_reduction() -> None:
    fields, missing = compile_paragraphs(
        "Herald's Horn", "As this artifact enters, choose a creature type.\n"
        "Creature spells you cast of the chosen type cost {1} less to cast.", ("Artifact",))
    assert not missing
    assert fields["statics"][1] == {
        "op": "spells_cost_less", "filter": "creature of the chosen type", "amount": 1,
        "who": "you", "text": "Creature spells you cast of the chosen type cost {1} less to cast."}


def _enter_choosing(s: Scenario, name: str, creature_type: str) -> int:
    """Cast ``name`` (seat 0) and choose ``creature_type`` as it enters (614.12)."""
    game = s.game
    s.cast(0, name)
    game.choose(("pass",))
    game.choose(("pass",))
    d = game.pending
    assert d.kind == "choose" and d.rule == "614.12", d
    assert ("type", creature_type) in d.options
    game.choose(("type", creature_type))
    return s.in_zone(0, name, "battlefield")


def test_614_12_vanquisher_s_banner_chosen_type_anthem_and_cast_trigger() -> None:
    assert card_by_name("Vanquisher's Banner").source == "compiled"
    s = Scenario()
    s.lands(0, *["Forest"] * 7)
    elves = s.add(0, "Llanowar Elves")
    bears = s.add(0, "Grizzly Bears")
    s.hand(0, "Vanquisher's Banner", "Elvish Mystic", "Grizzly Bears")
    banner = _enter_choosing(s, "Vanquisher's Banner", "Elf")
    game = s.game
    assert game.objects[banner].get_info("chosen_type") == "Elf"
    assert cont.power(game, game.objects[elves]) == 2  # an Elf you control: +1/+1
    assert cont.power(game, game.objects[bears]) == 2  # a Bear: unchanged
    hand = len(game.players[0].hand)
    s.cast(0, "Elvish Mystic")  # an Elf creature spell: the trigger draws (603.2)
    s.resolve()
    assert len(game.players[0].hand) == hand - 1 + 1
    s.cast(0, "Grizzly Bears")  # not of the chosen type: no trigger
    s.resolve()
    assert len(game.players[0].hand) == hand - 1
    mystic = s.in_zone(0, "Elvish Mystic", "battlefield")
    assert cont.toughness(game, game.objects[mystic]) == 2


def test_601_2f_chosen_type_cost_reduction_applies_only_to_that_type() -> None:
    text = ("As this artifact enters, choose a creature type.\n"
            "Creature spells you cast of the chosen type cost {1} less to cast.")
    fields, missing = compile_paragraphs("Horn Test", text, ("Artifact",))
    assert not missing
    horn = compile_card("Horn Test", {"cost": "{2}", "type": "Artifact", "text": text, **fields},
                        "compiled")
    s = Scenario()
    s.lands(0, "Forest", "Forest")
    game = s.game
    hid = s.add(0, horn, "hand")
    game.choose(option(game, "cast", hid))
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.rule == "614.12"
    game.choose(("type", "Bear"))
    s.hand(0, "Grizzly Bears", "Elvish Visionary")  # {1}{G} each: a Bear, an Elf
    s.lands(0, "Forest")
    refresh(game)
    bears = s.in_zone(0, "Grizzly Bears", "hand")
    visionary = s.in_zone(0, "Elvish Visionary", "hand")
    assert has_option(game, "cast", bears)  # {1}{G} less {1}: one Forest pays it
    assert not has_option(game, "cast", visionary)  # not of the chosen type: {1}{G}


def test_106_6_unclaimed_territory_mana_only_for_creature_spells_of_the_chosen_type() -> None:
    assert card_by_name("Unclaimed Territory").source == "compiled"
    s = Scenario()
    game = s.game
    land = s.add(0, "Unclaimed Territory", "hand")
    game.choose(("play", land))
    d = game.pending
    assert d.kind == "choose" and d.rule == "614.12", d
    game.choose(("type", "Elf"))
    elves, birds, ring = s.hand(0, "Llanowar Elves", "Birds of Paradise", "Sol Ring")
    refresh(game)
    assert has_option(game, "cast", elves)  # {G}: an Elf creature spell (106.6)
    assert not has_option(game, "cast", birds)  # {G}: a Bird — only {C} for it
    assert has_option(game, "cast", ring)  # {1}: the land's {C}
    s.cast(0, "Llanowar Elves")
    s.resolve()
    s.assert_count(0, "Llanowar Elves", 1)
    assert game.objects[s.in_zone(0, "Unclaimed Territory", "battlefield")].tapped


def _on_top(s: Scenario, name: str) -> int:
    """Put ``name`` on top of seat 0's library (a fixture)."""
    oid = s.add(0, name, "library")
    p = s.game.player_w(0)
    p.library = (oid, *(i for i in p.library if i != oid))
    return oid


@pytest.mark.parametrize(("top", "taken"), [("Llanowar Elves", True), ("Grizzly Bears", False)])
def test_701_16a_herald_s_horn_upkeep_reveals_a_creature_of_the_chosen_type(
        top: str, taken: bool) -> None:
    assert card_by_name("Herald's Horn").source == "compiled"
    s = Scenario()
    s.lands(0, "Forest", "Forest", "Forest")
    s.hand(0, "Herald's Horn")
    _enter_choosing(s, "Herald's Horn", "Elf")
    game = s.game
    card = _on_top(s, top)
    pass_until(game, UPKEEP, 0)
    asked = []
    settle(game, pick=lambda d: asked.append(d.rule) or 0)
    assert ("701.16a" in asked) == taken  # only a creature card of the chosen type
    s.assert_count(0, top, 1 if taken else 0, "hand")
    if not taken:
        assert game.players[0].library[0] == card  # it stays on top
