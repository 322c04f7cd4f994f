"""Combat shapes of the artifact precons: a group of creatures that attack each combat if
able (508.1d), "destroy each nonland permanent with mana value X whose controller was dealt
combat damage by this creature this turn" (510.2, 701.7a), a legendary token with a name
(111.4, 205.4d) and lieutenant's "as long as you control your commander" (903.3) —
compiled definitions checked by hand against the oracle text, then played
(compiler/attack_requirements.py, damaged_players.py, named_tokens.py, statics.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.core.state import MAIN2
from casualmagic.engine.combat import must_attack
from casualmagic.engine.designations import designate
from casualmagic.engine.primitives import destroy
from casualmagic.engine.static_conditions import holds
from tests.scenario import Scenario, declare_attackers, done, option, pass_until, settle

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_COMBAT_AND_NAMED_TOKENS: dict[str, dict] = {
    # "Flying, haste / Lieutenant — As long as you control your commander, this creature gets
    # +2/+2 and has "Whenever this creature attacks, it deals 7 damage to target creature
    # defending player controls.""
    "Tyrant's Familiar": {
        "keywords": ["Flying", "Haste"],
        "statics": [{"op": "pump_all", "filter": "self", "power": 2, "toughness": 2,
                     "if": "you control your commander"},
                    {"op": "grant_triggers", "filter": "self",
                     "triggers": [{"when": "attacks",
                                   "effects": [{"do": "damage", "amount": 7, "to": 0}],
                                   "targets": ["creature defending player controls"],
                                   "text": "Whenever this creature attacks, it deals 7 damage "
                                           "to target creature defending player controls."}],
                     "if": "you control your commander",
                     "text": "As long as you control your commander, this creature gets "
                             "+2/+2 and has \"Whenever this creature attacks, it deals 7 "
                             "damage to target creature defending player controls.\""}]},
    # "Flying / All creatures attack each combat if able. / {1}{R}: Attacking creatures get
    # +1/+0 until end of turn."
    "Warmonger Hellkite": {
        "keywords": ["Flying"],
        "statics": [{"op": "grant_keywords", "filter": "creature",
                     "keywords": ["Attacks each combat if able"],
                     "text": "All creatures attack each combat if able."}],
        "abilities": [{"cost": "{1}{R}",
                       "effects": [{"do": "pump_all", "filter": "attacking creature",
                                    "power": 1, "toughness": 0}],
                       "text": "{1}{R}: Attacking creatures get +1/+0 until end of turn."}]},
    # "Flying / {2}: This creature gets +1/+0 until end of turn. / {X}: Destroy each nonland
    # permanent with mana value X whose controller was dealt combat damage by this creature
    # this turn. Activate only once each turn."
    "Steel Hellkite": {
        "keywords": ["Flying"],
        "abilities": [{"cost": "{2}",
                       "effects": [{"do": "pump", "what": "self", "power": 1, "toughness": 0}],
                       "text": "{2}: This creature gets +1/+0 until end of turn."},
                      {"cost": "{X}",
                       "effects": [{"do": "destroy_each_of_damaged_players",
                                    "filter": "nonland permanent", "mana_value": "X"}],
                       "text": "{X}: Destroy each nonland permanent with mana value X whose "
                               "controller was dealt combat damage by this creature this "
                               "turn. Activate only once each turn.",
                       "once_each_turn": True}]},
    # "Haste / When Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5
    # colorless Goblin Golem artifact creature token."
    "Tuktuk the Explorer": {
        "keywords": ["Haste"],
        "triggers": [{"when": "dies",
                      "effects": [{"do": "create_token", "name": "Tuktuk the Returned",
                                   "types": "Legendary Artifact Creature — Goblin Golem",
                                   "colors": "", "power": 5, "toughness": 5}],
                      "text": "When ~ dies, create Tuktuk the Returned, a legendary 5/5 "
                              "colorless Goblin Golem artifact creature token."}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_COMBAT_AND_NAMED_TOKENS))
def test_golden_combat_requirements_and_named_tokens(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_COMBAT_AND_NAMED_TOKENS[name]


def test_508_1d_warmonger_hellkite_makes_every_creature_attack() -> None:
    s = Scenario()
    game = s.game
    s.add(0, "Warmonger Hellkite")
    bears = s.add(1, "Grizzly Bears")
    mine = s.add(0, "Grizzly Bears")
    assert must_attack(game, game.objects[bears]) and must_attack(game, game.objects[mine])


def test_205_4d_tuktuk_leaves_a_legendary_golem() -> None:
    s = Scenario()
    game = s.game
    tuktuk = s.add(0, "Tuktuk the Explorer")
    destroy(game, tuktuk)
    settle(game)
    (golem,) = [o for o in game.permanents(0) if o.card.name == "Tuktuk the Returned"]
    assert golem.card.is_token and "Legendary" in golem.card.supertypes
    assert (golem.card.power, golem.card.toughness) == (5, 5)
    assert "Artifact" in golem.card.types and "Golem" in golem.card.subtypes


def test_510_2_steel_hellkite_destroys_the_damaged_players_permanents_of_mana_value_x() -> None:
    """Steel Hellkite hits seat 1; X=2 destroys seat 1's mana value 2 permanents only (not
    seat 0's own, not seat 1's mana value 3 one)."""
    s = Scenario()
    game = s.game
    hellkite = s.add(0, "Steel Hellkite")
    s.lands(0, "Mountain", "Mountain")
    coating = s.add(1, "Liquimetal Coating")  # mana value 2
    bears = s.add(1, "Grizzly Bears")  # mana value 2
    mage = s.add(1, "Dualcaster Mage")  # mana value 3
    mine = s.add(0, "Myr Retriever")  # mana value 2, seat 0's own
    before = game.players[1].life
    declare_attackers(game, [hellkite])
    pass_until(game, MAIN2, 0)
    assert game.players[1].life == before - 5
    game.choose(option(game, "activate", hellkite, 1))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(("x", 2) if game.pending.kind == "x" else 0)
    s.resolve()
    assert coating not in game.battlefield and bears not in game.battlefield
    assert mage in game.battlefield and mine in game.battlefield


def test_903_3_lieutenant_condition_reads_your_commander() -> None:
    """"As long as you control your commander" compiles as a condition; with no commander
    (a duel) it does not hold."""
    from casualmagic.cards.compiler.build import compile_paragraph

    kind, value = compile_paragraph(
        "As long as you control your commander, this creature gets +2/+2.", False)
    assert kind == "statics" and value[0]["if"] == "you control your commander"
    s = Scenario()
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    assert not holds(game, "you control your commander", 0, bears)
    tuktuk = s.add(0, "Tuktuk the Explorer")
    designate(game, 0, [game.objects[tuktuk].card_id])  # 903.3
    assert holds(game, "you control your commander", 0, bears)
    assert not holds(game, "you control your commander", 1, bears)


def _attack_with(game, attacker: int, defender: int) -> None:  # type: ignore[no-untyped-def]
    from casualmagic.core.state import BEGIN_COMBAT

    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(("attack", attacker, "player", defender))
    done(game)


@pytest.mark.parametrize("commander", [True, False])
def test_903_3_tyrants_familiar_lieutenant_damages_a_defending_players_creature(
        commander: bool) -> None:
    """With its controller's commander on the battlefield, Tyrant's Familiar is 7/7 and its
    granted attack trigger deals 7 damage to a creature of the defending player (508.5), not
    to one of a third player; without a commander it is 5/5 and has no trigger."""
    from casualmagic.engine import continuous as cont

    s = Scenario(players=3)
    game = s.game
    familiar = s.add(0, "Tyrant's Familiar")
    tuktuk = s.add(0, "Tuktuk the Explorer")
    if commander:
        designate(game, 0, [game.objects[tuktuk].card_id])
    defender = s.add(1, "Wurmcoil Engine")
    bystander = s.add(2, "Wurmcoil Engine")
    assert cont.power(game, game.objects[familiar]) == (7 if commander else 5)
    _attack_with(game, familiar, 1)
    for _ in range(20):
        d = game.pending
        if d is None or (d.kind == "priority" and not game.stack):
            break
        if d.kind == "target":
            assert ("target", "object", bystander) not in d.options
            game.choose(("target", "object", defender))
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
    settle(game)
    assert (defender in game.battlefield) is not commander  # 7 damage kills the 6/6
    assert bystander in game.battlefield


def test_603_2_trygon_predator_destroys_an_artifact_of_the_player_it_hit() -> None:
    """"Whenever this creature deals combat damage to a player, you may destroy target
    artifact or enchantment that player controls": only that player's artifacts are
    targets (a third player's are not)."""
    s = Scenario(players=3)
    game = s.game
    card = compiled("Trygon Predator")
    assert card is not None and card.status == "implemented"
    assert card.raw["triggers"][0]["targets"] == ["artifact or enchantment that player controls"]
    predator = s.add(0, "Trygon Predator")
    hit = s.add(1, "Liquimetal Coating")
    s.add(1, "Loreseeker's Stone")  # two of that player's: the target is asked for
    other = s.add(2, "Liquimetal Coating")
    _attack_with(game, predator, 1)
    asked = False
    for _ in range(60):
        d = game.pending
        if d is None:
            break
        if d.kind == "target":
            asked = True
            assert ("target", "object", other) not in d.options
            game.choose(("target", "object", hit))
        elif d.kind in ("may", "yes_no") or ("yes",) in d.options:
            game.choose(("yes",))
        elif d.kind in ("attack", "block"):
            game.choose(("done",))
        else:
            game.choose(("pass",) if d.kind == "priority" else 0)
        if hit not in game.battlefield:
            break
    assert asked and hit not in game.battlefield and other in game.battlefield


def test_903_3a_can_be_your_commander_is_a_static_that_does_nothing_in_game() -> None:
    """"Daretti, Scrap Savant can be your commander." compiles (903.3a: it functions before
    the game begins, 113.6n); a permanent with it is applied like any other."""
    from casualmagic.cards.compiler.build import compile_paragraph
    from casualmagic.cards.definitions import compile_card
    from casualmagic.engine import continuous as cont
    from tests.scenario import put

    assert compile_paragraph("~ can be your commander.", False) == (
        "statics", [{"op": "can_be_commander", "rule": "903.3d",
                     "text": "~ can be your commander."}])
    raw = {k: v for k, v in compiled("Daretti, Scrap Savant").raw.items() if k != "missing"}
    daretti = compile_card("Daretti, Scrap Savant", raw, "compiled")
    s = Scenario()
    oid = put(s.game, 0, daretti, counters=(("loyalty", 3),))
    assert cont.characteristics(s.game, s.game.objects[oid]).types == ("Planeswalker",)
