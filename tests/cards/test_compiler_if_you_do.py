"""Instructions done only if an earlier one was ("If you do", 608.2c) and the event object of
a watched trigger ("that creature", 603.2), compiled by ``compiler/if_you_do.py`` and
``compiler/triggers.py``: "sacrifice this enchantment. If you do, …" (701.17a), "whenever a
creature deals combat damage to you" (510.2), "you may attach this Aura to that creature"
(701.3a).  GOLDEN holds real cards whose compiled definitions were checked by hand against
their oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import BEGIN_COMBAT, MAIN2
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, declare_attackers, done, pass_until, settle

GOLDEN: dict[str, dict] = {
    # "When a nonblack creature enters, sacrifice this enchantment. If you do, destroy that
    # creature."
    "Grave Peril": {
        "triggers": [{"when": "enters", "subject": "nonblack creature", "whose": "each",
                      "effects": [{"do": "sacrifice_self_if_you_do"},
                                  {"do": "destroy", "what": "it"}],
                      "text": "When a nonblack creature enters, sacrifice this enchantment. If "
                              "you do, destroy that creature."}],
    },
    # "Vigilance, protection from creatures\nWhenever a creature deals combat damage to you,
    # destroy that creature. Create a 1/1 white and black Spirit creature token with flying."
    "Teysa, Envoy of Ghosts": {
        "keywords": ["Vigilance", "Protection from creatures"],
        "triggers": [{"when": "deals_combat_damage_to_you", "subject": "creature",
                      "whose": "each",
                      "effects": [{"do": "destroy", "what": "it"},
                                  {"do": "create_token", "name": "Spirit",
                                   "types": "Creature — Spirit", "colors": "WB", "power": 1,
                                   "toughness": 1, "keywords": ["Flying"]}],
                      "text": "Whenever a creature deals combat damage to you, destroy that "
                              "creature. Create a 1/1 white and black Spirit creature token "
                              "with flying."}],
    },
    # "Enchant creature\nEnchanted creature has indestructible.\nWhenever a creature enters,
    # you may attach this Aura to that creature."
    "Shielded by Faith": {
        "enchant": "creature",
        "statics": [{"op": "grant_attached", "keywords": ["Indestructible"]}],
        "triggers": [{"when": "enters", "subject": "creature", "whose": "each",
                      "effects": [{"do": "may", "prompt": "Attach?"},
                                  {"do": "attach", "to": "it"}],
                      "text": "Whenever a creature enters, you may attach this Aura to that "
                              "creature."}],
    },
    # "Whenever an enchantment you control enters, create a 2/2 white Cat creature token. If
    # that enchantment is an Aura, you may attach it to the token."
    "Ajani's Chosen": {
        "triggers": [{"when": "enters", "subject": "enchantment you control", "whose": "your",
                      "effects": [{"do": "create_token", "name": "Cat",
                                   "types": "Creature — Cat", "colors": "W", "power": 2,
                                   "toughness": 2},
                                  {"do": "may_attach_aura_to_token"}],
                      "text": "Whenever an enchantment you control enters, create a 2/2 white "
                              "Cat creature token. If that enchantment is an Aura, you may "
                              "attach it to the token."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_608_2c_grave_peril_destroys_the_nonblack_creature_it_was_sacrificed_for() -> None:
    s = Scenario()
    peril = s.add(1, "Grave Peril")
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    settle(s.game)
    assert peril not in s.game.battlefield
    s.assert_count(1, "Grave Peril", 1, "graveyard")
    s.assert_count(0, "Grizzly Bears", 1, "graveyard")


def test_608_2c_grave_peril_already_gone_destroys_nothing() -> None:
    """Two nonblack creatures enter at once: both abilities trigger; the first sacrifices
    Grave Peril, the second can't, so "If you do" stops it (608.2c)."""
    s = Scenario()
    s.add(1, "Grave Peril")
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Raise the Alarm")
    s.cast(0, "Raise the Alarm")
    settle(s.game)
    s.assert_count(1, "Grave Peril", 1, "graveyard")
    s.assert_count(0, "Soldier", 1)  # one token destroyed, the other stays


def test_510_2_teysa_destroys_the_creature_that_dealt_her_controller_combat_damage() -> None:
    s = Scenario()
    s.add(1, "Teysa, Envoy of Ghosts")
    bears = s.add(0, "Grizzly Bears")
    game = s.game
    declare_attackers(game, [bears])
    pass_until(game, MAIN2, 0)
    settle(game)
    s.assert_life(1, 18)
    assert bears not in game.battlefield
    s.assert_count(1, "Spirit", 1)


def test_510_2_teysa_ignores_damage_to_another_player() -> None:
    s = Scenario(players=3)
    s.add(2, "Teysa, Envoy of Ghosts")
    bears = s.add(0, "Grizzly Bears")
    game = s.game
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(("attack", bears, "player", 1))
    done(game)
    pass_until(game, MAIN2, 0)
    settle(game)
    assert bears in game.battlefield
    s.assert_count(2, "Spirit", 0)


def test_701_3a_shielded_by_faith_may_move_to_the_creature_that_entered() -> None:
    s = Scenario()
    first = s.add(0, "Hill Giant")
    s.add(1, "Llanowar Elves")
    s.lands(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Shielded by Faith", "Grizzly Bears")
    s.cast(0, "Shielded by Faith", first)
    s.resolve()
    aura = s.in_zone(0, "Shielded by Faith", "battlefield")
    game = s.game
    assert game.objects[aura].attached_to == first
    s.cast(0, "Grizzly Bears")
    settle(game)  # "yes": attach it
    bears = s.in_zone(0, "Grizzly Bears", "battlefield")
    assert game.objects[aura].attached_to == bears
    assert "Indestructible" in cont.characteristics(game, game.objects[bears]).keywords
    assert "Indestructible" not in cont.characteristics(game, game.objects[first]).keywords


def test_701_3a_ajanis_chosen_moves_the_aura_to_the_cat_token() -> None:
    s = Scenario()
    s.add(0, "Ajani's Chosen")
    giant = s.add(0, "Hill Giant")
    s.add(1, "Llanowar Elves")
    s.lands(0, "Plains", "Plains", "Plains", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Shielded by Faith", "Black Market")
    s.cast(0, "Shielded by Faith", giant)
    asked = []

    def pick(d):
        if d.kind == "choose" and "token" in (d.prompt or ""):
            asked.append(d.prompt)
        return None

    settle(s.game, pick=pick)  # "yes": attach it to the token
    game = s.game
    aura = s.in_zone(0, "Shielded by Faith", "battlefield")
    cat = s.in_zone(0, "Cat", "battlefield")
    assert game.objects[aura].attached_to == cat and len(asked) == 1
    s.cast(0, "Black Market")  # not an Aura: a Cat, no question
    settle(game, pick=pick)
    s.assert_count(0, "Cat", 2)
    assert len(asked) == 1
