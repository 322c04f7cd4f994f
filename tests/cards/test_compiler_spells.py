"""The oracle-text compiler, spells part: modal spells and abilities (700.2), spell keywords
and statics (702) and common spell effects.  GOLDEN holds cards whose compiled definitions
were checked by hand against their oracle text (the same check as test_compiler.GOLDEN);
the other tests play compiled cards in games."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import compile_card, load_definitions
from tests.cards.golden import compiled_fields
from tests.cards.test_card_behaviour import board, cast
from tests.engine.helpers import option, put


def _mode(text: str, spell: list, targets: list | None = None) -> dict:
    return {"text": text, "spell": spell, **({"targets": targets} if targets else {})}


def _destroy(what: str) -> dict:
    return _mode(f"Destroy target {what}.", [{"do": "destroy", "what": 0}], [what])


GOLDEN: dict[str, dict] = {
    # 700.2: "Choose one —" and its bullet lines
    "Abrade": {"modes": [
        _mode("~ deals 3 damage to target creature.", [{"do": "damage", "amount": 3, "to": 0}],
              ["creature"]),
        _destroy("artifact")]},
    "Healing Salve": {"modes": [
        _mode("Target player gains 3 life.", [{"do": "gain_life", "who": 0, "amount": 3}],
              ["player"]),
        _mode("Prevent the next 3 damage that would be dealt to any target this turn.",
              [{"do": "prevent_damage", "amount": 3, "to": 0}], ["any"])]},
    "Rip Apart": {"modes": [
        _mode("~ deals 3 damage to target creature or planeswalker.",
              [{"do": "damage", "amount": 3, "to": 0}], ["creature or planeswalker"]),
        _destroy("artifact or enchantment")]},
    "Grixis Charm": {"modes": [
        _mode("Return target permanent to its owner's hand.", [{"do": "bounce", "what": 0}],
              ["permanent"]),
        _mode("Target creature gets -4/-4 until end of turn.",
              [{"do": "pump", "what": 0, "power": -4, "toughness": -4}], ["creature"]),
        _mode("Creatures you control get +2/+0 until end of turn.",
              [{"do": "pump_all", "filter": "creature you control", "power": 2,
                "toughness": 0}])]},
    "Dromar's Charm": {"modes": [
        _mode("You gain 5 life.", [{"do": "gain_life", "amount": 5}]),
        _mode("Counter target spell.", [{"do": "counter_spell", "what": 0}], ["spell"]),
        _mode("Target creature gets -2/-2 until end of turn.",
              [{"do": "pump", "what": 0, "power": -2, "toughness": -2}], ["creature"])]},
    "Crushing Vines": {"modes": [_destroy("creature with flying"), _destroy("artifact")]},
    "Shatter the Source": {"keywords": ["Convoke"], "modes": [
        _mode("~ deals 6 damage to target creature, planeswalker, or battle.",
              [{"do": "damage", "amount": 6, "to": 0}], ["creature, planeswalker, or battle"]),
        _destroy("artifact")]},
    # "Choose one or both —" (700.2d: two different modes at most)
    "Crush Contraband": {"modes": [
        _mode("Exile target artifact.", [{"do": "exile", "what": 0}], ["artifact"]),
        _mode("Exile target enchantment.", [{"do": "exile", "what": 0}], ["enchantment"])],
        "choose": {"min": 1, "max": 2}},
    "Vandalize": {"modes": [_destroy("artifact"), _destroy("land")],
                  "choose": {"min": 1, "max": 2}},
    "Winterflame": {"modes": [
        _mode("Tap target creature.", [{"do": "tap", "what": 0}], ["creature"]),
        _mode("~ deals 2 damage to target creature.", [{"do": "damage", "amount": 2, "to": 0}],
              ["creature"])], "choose": {"min": 1, "max": 2}},
    "Artistic Refusal": {"keywords": ["Convoke"], "modes": [
        _mode("Counter target spell.", [{"do": "counter_spell", "what": 0}], ["spell"]),
        _mode("Draw two cards, then discard a card.",
              [{"do": "draw", "amount": 2}, {"do": "discard", "amount": 1}])],
        "choose": {"min": 1, "max": 2}},
    # "Choose two —", "Choose one or more —"
    "Silumgar's Command": {"modes": [
        _mode("Counter target noncreature spell.", [{"do": "counter_spell", "what": 0}],
              ["noncreature spell"]),
        _mode("Return target permanent to its owner's hand.", [{"do": "bounce", "what": 0}],
              ["permanent"]),
        _mode("Target creature gets -3/-3 until end of turn.",
              [{"do": "pump", "what": 0, "power": -3, "toughness": -3}], ["creature"]),
        _destroy("planeswalker")], "choose": {"min": 2, "max": 2}},
    "Casualties of War": {"modes": [_destroy(w) for w in (
        "artifact", "creature", "enchantment", "land", "planeswalker")],
        "choose": {"min": 1, "max": 5}},
    "Kill! Maim! Burn!": {"modes": [
        _destroy("artifact"), _destroy("creature"),
        _mode("~ deals 3 damage to target player.", [{"do": "damage", "amount": 3, "to": 0}],
              ["player"])], "choose": {"min": 1, "max": 3}},
    # "Choose three. You may choose the same mode more than once." (700.2d)
    "Righteous Confluence": {"modes": [
        _mode("Create a 2/2 white Knight creature token with vigilance.",
              [{"do": "create_token", "name": "Knight", "types": "Creature — Knight",
                "colors": "W", "power": 2, "toughness": 2, "keywords": ["Vigilance"]}]),
        _mode("Exile target enchantment.", [{"do": "exile", "what": 0}], ["enchantment"]),
        _mode("You gain 5 life.", [{"do": "gain_life", "amount": 5}])],
        "choose": {"min": 3, "max": 3, "repeat": True}},
    "Fiery Confluence": {"modes": [
        _mode("~ deals 1 damage to each creature.",
              [{"do": "damage_each", "amount": 1, "filter": "creature"}]),
        _mode("~ deals 2 damage to each opponent.", [{"do": "damage_each_opponent", "amount": 2}]),
        _destroy("artifact")], "choose": {"min": 3, "max": 3, "repeat": True}},
    # 603.3c: a modal triggered ability
    "Knight of Autumn": {"triggers": [{"when": "enters", "text":
                                       "When this creature enters, choose one —", "modes": [
        {"effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 2}],
         "text": "Put two +1/+1 counters on this creature."},
        {"effects": [{"do": "destroy", "what": 0}], "targets": ["artifact or enchantment"],
         "text": "Destroy target artifact or enchantment."},
        {"effects": [{"do": "gain_life", "amount": 4}], "text": "You gain 4 life."}]}]},
    "Deceiver Exarch": {"keywords": ["Flash"], "triggers": [
        {"when": "enters", "text": "When this creature enters, choose one —", "modes": [
            {"effects": [{"do": "untap", "what": 0}], "targets": ["permanent you control"],
             "text": "Untap target permanent you control."},
            {"effects": [{"do": "tap", "what": 0}], "targets": ["permanent an opponent controls"],
             "text": "Tap target permanent an opponent controls."}]}]},
    "Retreat to Kazandu": {"triggers": [
        {"when": "enters", "subject": "land you control", "whose": "your",
         "text": "Whenever a land you control enters, choose one —", "modes": [
             {"effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
              "targets": ["creature"], "text": "Put a +1/+1 counter on target creature."},
             {"effects": [{"do": "gain_life", "amount": 2}], "text": "You gain 2 life."}]}]},
    # 701.5a, 118.12: "Counter target spell unless its controller pays {N}."
    "Mana Leak": {"spell": [{"do": "counter_unless_pays", "what": 0, "cost": "{3}"}],
                  "targets": ["spell"]},
    "Force Spike": {"spell": [{"do": "counter_unless_pays", "what": 0, "cost": "{1}"}],
                    "targets": ["spell"]},
    "Mystic Confluence": {"modes": [
        _mode("Counter target spell unless its controller pays {3}.",
              [{"do": "counter_unless_pays", "what": 0, "cost": "{3}"}], ["spell"]),
        _mode("Return target creature to its owner's hand.", [{"do": "bounce", "what": 0}],
              ["creature"]),
        _mode("Draw a card.", [{"do": "draw", "amount": 1}])],
        "choose": {"min": 3, "max": 3, "repeat": True}},
    # 101.2: "This spell can't be countered."
    "Abrupt Decay": {"keywords": ["Can't be countered"], "spell": [{"do": "destroy", "what": 0}],
                     "targets": ["nonland permanent with mana value 3 or less"]},
    # 702.61a split second, 702.85a cascade, 702.40a storm, 702.88a rebound
    "Sudden Shock": {"keywords": ["Split second"],
                     "spell": [{"do": "damage", "amount": 2, "to": 0}], "targets": ["any"]},
    "Krosan Grip": {"keywords": ["Split second"], "spell": [{"do": "destroy", "what": 0}],
                    "targets": ["artifact or enchantment"]},
    "Bloodbraid Elf": {"keywords": ["Haste", "Cascade"]},
    "Shardless Agent": {"keywords": ["Cascade"]},
    "Grapeshot": {"keywords": ["Storm"], "spell": [{"do": "damage", "amount": 1, "to": 0}],
                  "targets": ["any"]},
    "Staggershock": {"keywords": ["Rebound"], "spell": [{"do": "damage", "amount": 2, "to": 0}],
                     "targets": ["any"]},
    # 702.34a flashback, 702.33a kicker and 702.33d "if this spell was kicked"
    "Think Twice": {"flashback": "{2}{U}", "spell": [{"do": "draw", "amount": 1}]},
    "Roar of the Wurm": {"flashback": "{3}{G}", "spell": [
        {"do": "create_token", "name": "Wurm", "types": "Creature — Wurm", "colors": "G",
         "power": 6, "toughness": 6}]},
    # 702.66a delve, 702.126a improvise
    "Treasure Cruise": {"keywords": ["Delve"], "spell": [{"do": "draw", "amount": 3}]},
    "Reverse Engineer": {"keywords": ["Improvise"], "spell": [{"do": "draw", "amount": 3}]},
    # 601.2f: "This spell costs {1} less to cast for each …"
    "Blasphemous Act": {"statics": [{"op": "costs_less_for_each", "amount": 1, "each": "creature",
                                     "text": "This spell costs {1} less to cast for each "
                                             "creature on the battlefield."}],
                        "spell": [{"do": "damage_each", "amount": 13, "filter": "creature"}]},
    "Overwhelming Remorse": {"statics": [
        {"op": "costs_less_for_each", "amount": 1, "each_card_in_graveyard": ["Creature"],
         "text": "This spell costs {1} less to cast for each creature card in your graveyard."}],
        "spell": [{"do": "exile", "what": 0}], "targets": ["creature or planeswalker"]},
    "Cryptic Serpent": {"statics": [
        {"op": "costs_less_for_each", "amount": 1, "each_card_in_graveyard": ["Instant", "Sorcery"],
         "text": "This spell costs {1} less to cast for each instant and sorcery card in your "
                 "graveyard."}]},
    # 701.38b goaded by an Aura; 603.10a triggers on the creature an Aura or Equipment is on
    "Skullclamp": {"statics": [{"op": "pump_attached", "power": 1, "toughness": -1}],
                   "triggers": [{"when": "dies", "subject": "equipped creature", "whose": "each",
                                 "effects": [{"do": "draw", "amount": 2}],
                                 "text": "Whenever equipped creature dies, draw two cards."}],
                   "equip": "{1}"},
    "Shiny Impetus": {"enchant": "creature", "statics": [
        {"op": "pump_attached", "power": 2, "toughness": 2},
        {"op": "goad_attached", "text": "Enchanted creature gets +2/+2 and is goaded."}],
        "triggers": [{"when": "attacks", "subject": "enchanted creature", "whose": "each",
                      "effects": [{"do": "create_predefined_token", "kind": "Treasure"}],
                      "text": "Whenever enchanted creature attacks, you create a Treasure "
                              "token."}]},
    "Psychic Impetus": {"enchant": "creature", "statics": [
        {"op": "pump_attached", "power": 2, "toughness": 2},
        {"op": "goad_attached", "text": "Enchanted creature gets +2/+2 and is goaded."}],
        "triggers": [{"when": "attacks", "subject": "enchanted creature", "whose": "each",
                      "effects": [{"do": "scry", "amount": 2}],
                      "text": "Whenever enchanted creature attacks, you scry 2."}]},
    "Coercive Impetus": {"enchant": "creature", "statics": [
        {"op": "pump_attached", "power": 1, "toughness": 1},
        {"op": "goad_attached", "text": "Enchanted creature gets +1/+1 and is goaded."}],
        "triggers": [{"when": "attacks", "subject": "enchanted creature", "whose": "each",
                      "effects": [{"do": "draw", "amount": 1}, {"do": "lose_life", "amount": 1}],
                      "text": "Whenever enchanted creature attacks, you draw a card and lose 1 "
                              "life."}]},
    # creature keywords: persist, undying, infect, toxic (702.79a, 702.93a, 702.90, 702.164)
    "Kitchen Finks": {"triggers": [{"when": "enters", "effects": [{"do": "gain_life", "amount": 2}],
                                    "text": "When this creature enters, you gain 2 life."}],
                      "keywords": ["Persist"]},
    "Young Wolf": {"keywords": ["Undying"]},
    "Strangleroot Geist": {"keywords": ["Haste", "Undying"]},
    "Glistener Elf": {"keywords": ["Infect"]},
    "Blighted Agent": {"keywords": ["Infect", "Can't be blocked"]},
    "Branchblight Stalker": {"keywords": ["Toxic 2"]},
    "Tyrranax Rex": {"keywords": ["Can't be countered", "Trample", "Ward {4}", "Haste",
                                  "Toxic 4"]},
    # common spell effects (ops the engine has)
    "Lightning Helix": {"spell": [{"do": "damage", "amount": 3, "to": 0},
                                  {"do": "gain_life", "amount": 3}], "targets": ["any"]},
    "Shrivel": {"spell": [{"do": "pump_all", "filter": "creature", "power": -1,
                           "toughness": -1}]},
    "Raise Dead": {"spell": [{"do": "return_from_graveyard", "what": 0, "to": "hand"}],
                   "targets": ["creature card in your graveyard"]},
    "Zombify": {"spell": [{"do": "return_from_graveyard", "what": 0, "to": "battlefield"}],
                "targets": ["creature card in your graveyard"]},
    "Sovereign's Bite": {"spell": [{"do": "lose_life", "who": 0, "amount": 3},
                                   {"do": "gain_life", "amount": 3}], "targets": ["player"]},
    "Prey Upon": {"spell": [{"do": "fight", "what": 0, "other": 1}],
                  "targets": ["creature you control", "creature you don't control"]},
    "Gravedigger": {"triggers": [{"when": "enters", "effects": [
        {"do": "may", "prompt": "Return from graveyard?"},
        {"do": "return_from_graveyard", "what": 0, "to": "hand"}],
        "text": "When this creature enters, you may return target creature card from your "
                "graveyard to your hand.", "targets": ["creature card in your graveyard"]}]},
    "Slagstorm": {"modes": [
        _mode("~ deals 3 damage to each creature.",
              [{"do": "damage_each", "amount": 3, "filter": "creature"}]),
        _mode("~ deals 3 damage to each player.",
              [{"do": "damage_each_opponent", "amount": 3, "who": "each player"}])]},
    "Temporal Spring": {"spell": [{"do": "put_on_top_of_library", "what": 0}],
                        "targets": ["permanent"]},
    "Blessed Wine": {"spell": [{"do": "gain_life", "amount": 1}, {
        "do": "delayed", "when": "next_upkeep",
        "text": "Draw a card at the beginning of the next turn's upkeep.",
        "effects": [{"do": "draw", "amount": 1}]}]},
    # 702.42a entwine
    "Barbed Lightning": {"modes": [
        _mode("~ deals 3 damage to target creature.", [{"do": "damage", "amount": 3, "to": 0}],
              ["creature"]),
        _mode("~ deals 3 damage to target player or planeswalker.",
              [{"do": "damage", "amount": 3, "to": 0}], ["player or planeswalker"])],
        "entwine": "{2}"},
    "Rain of Rust": {"modes": [_destroy("artifact"), _destroy("land")], "entwine": "{3}{R}"},
    # 702.27a buyback
    "Capsize": {"buyback": "{3}", "spell": [{"do": "bounce", "what": 0}],
                "targets": ["permanent"]},
    "Evincar's Justice": {"buyback": "{3}", "spell": [
        {"do": "damage_each", "amount": 2, "filter": "creature"},
        {"do": "damage_each_opponent", "amount": 2, "who": "each player"}]},
    "Chaos Warp": {"spell": [{"do": "shuffle_in_then_reveal_top", "what": 0}],
                   "targets": ["permanent"]},
    "Thopter Engineer": {"triggers": [{"when": "enters", "effects": [
        {"do": "create_token", "name": "Thopter", "types": "Artifact Creature — Thopter",
         "colors": "", "power": 1, "toughness": 1, "keywords": ["Flying"]}],
        "text": "When this creature enters, create a 1/1 colorless Thopter artifact creature "
                "token with flying."}],
        "statics": [{"op": "grant_keywords", "filter": "artifact creature you control",
                     "keywords": ["Haste"], "text": "Artifact creatures you control have haste."}]},
    "Warchief Giant": {"keywords": ["Haste", "Myriad"]},
    "Into the Roil": {"kicker": "{1}{U}", "spell": [{"do": "bounce", "what": 0},
                                                   {"do": "draw", "amount": 1, "if": "kicked"}],
                      "targets": ["nonland permanent"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


# -- 700.2: modal spells ----------------------------------------------------------------------

def test_700_2_a_bullet_line_alone_is_no_ability() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("• Destroy target artifact.", is_spell=True)


def test_700_2_a_mode_that_does_not_compile_is_named_and_the_spell_is_not_implemented() -> None:
    card = compiled("Atarka's Command")
    assert card.status == "not yet implemented"
    assert card.missing == ("• Your opponents can't gain life this turn.: no template matches "
                            "this text yet",)


def test_700_2_compiled_modal_spell_resolves_the_chosen_mode() -> None:
    """Healing Salve, compiled: the second mode prevents damage, the first gains life."""
    game, _, _ = board(["Plains"])
    cast(game, "Healing Salve", ("mode", 0, "Target player gains 3 life."), ("target", "player", 0))
    assert game.players[0].life == 23


def test_700_2d_choose_one_or_both_resolves_both_modes_in_order() -> None:
    """Winterflame, compiled: both modes chosen, two targets (one per mode, 601.2c); the
    creature tapped by the first mode is dealt 2 damage by the second."""
    game, _, theirs = board(["Mountain", "Island", "Island"], theirs=["Grizzly Bears", "Hill Giant"])
    bears, giant = theirs
    oid = put(game, 0, "Winterflame", "hand")
    game.choose(("cast", oid))
    assert game.pending.kind == "mode" and ("done",) not in game.pending.options
    game.choose(option(game, "mode", 1))
    assert ("done",) in game.pending.options  # one chosen: enough, 700.2
    assert [o[1] for o in game.pending.options if o[0] == "mode"] == [0]  # 700.2d: not twice
    game.choose(option(game, "mode", 0))
    game.choose(option(game, "target", "object", giant))  # mode 0: tap
    game.choose(option(game, "target", "object", bears))  # mode 1: 2 damage
    while game.pending.kind != "priority":
        game.choose(0)
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.objects[giant].tapped and giant in game.battlefield
    assert bears not in game.battlefield


def test_700_2d_choose_one_or_both_may_stop_after_one() -> None:
    game, _, theirs = board(["Mountain", "Island", "Island"], theirs=["Grizzly Bears"])
    cast(game, "Winterflame", ("mode", 0, "Tap target creature."), ("done",))
    assert game.objects[theirs[0]].tapped


def test_700_2d_the_same_mode_three_times_is_that_mode_three_times_in_sequence() -> None:
    """Fiery Confluence, compiled: "Choose three. You may choose the same mode more than
    once." — 2 damage to each opponent, three times."""
    game, _, theirs = board(["Mountain"] * 4, theirs=["Grizzly Bears"])
    mode = ("mode", 1, "~ deals 2 damage to each opponent.")
    cast(game, "Fiery Confluence", mode, mode, mode)
    assert game.players[1].life == 14
    assert theirs[0] in game.battlefield  # 120.3: the players were dealt damage, not permanents


def test_601_2b_choose_two_needs_two_modes_that_can_be_chosen() -> None:
    """Silumgar's Command: with no spell, planeswalker or creature, only "return target
    permanent" could be chosen — one mode is too few, so it can't be cast (601.2b-c)."""
    from casualmagic.engine.actions import legal_actions

    game, _, _ = board(["Island", "Swamp"] * 3)
    oid = put(game, 0, "Silumgar's Command", "hand")
    assert ("cast", oid) not in [a[:2] for a in legal_actions(game, 0)]
    put(game, 1, "Grizzly Bears")
    assert ("cast", oid) in [a[:2] for a in legal_actions(game, 0)]


def test_903_3d_a_commander_you_control_lets_you_choose_both_modes() -> None:
    """"Choose one. If you control a commander as you cast this spell, you may choose both
    instead." — the second mode is offered only while a commander is on your battlefield."""
    from casualmagic.engine import designations as des

    load_definitions()["Test Will"] = compile_card("Test Will", {
        "cost": "{W}", "type": "Sorcery", "text": "Test Will",
        "modes": [{"text": "You gain 2 life.", "spell": [{"do": "gain_life", "amount": 2}]},
                  {"text": "Draw a card.", "spell": [{"do": "draw", "amount": 1}]}],
        "choose": {"with_commander": 2}})
    try:
        game, _, _ = board(["Plains", "Plains"])
        cast(game, "Test Will", ("mode", 0, "You gain 2 life."))
        assert game.players[0].life == 22
        bear = put(game, 0, "Grizzly Bears")
        des.designate(game, 0, [game.objects[bear].card_id])
        hand = len(game.players[0].hand)
        cast(game, "Test Will", ("mode", 0, "You gain 2 life."), ("mode", 1, "Draw a card."))
        assert game.players[0].life == 24 and len(game.players[0].hand) == hand + 1
    finally:
        del load_definitions()["Test Will"]


def test_603_3c_compiled_modal_trigger_chooses_its_mode() -> None:
    """Knight of Autumn, compiled: "When this creature enters, choose one —" — gain 4 life."""
    game, _, _ = board(["Forest", "Forest", "Plains"])
    cast(game, "Knight of Autumn", ("mode", 2, "You gain 4 life."))
    assert game.stack  # the trigger, its mode chosen as it was put on the stack
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[0].life == 24 and not game.stack


# -- spell keywords and statics (702) -----------------------------------------------------------

def _on_top(game, seat: int, names: list[str]) -> list[int]:
    """New cards ``names`` on top of ``seat``'s library, the first on top (a fixture)."""
    ids = [put(game, seat, n, "library") for n in names]
    p = game.player_w(seat)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    return ids


def _resolve_all(game) -> None:
    """Pass priority and answer every other decision with its first option ("yes" first)."""
    while game.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            game.choose(("pass",))
        else:
            game.choose(("yes",) if ("yes",) in game.pending.options else 0)


def test_702_61a_compiled_split_second_leaves_no_spell_to_cast_in_response() -> None:
    """Sudden Shock, compiled: while it is on the stack its opponent, holding Counterspell
    and two Islands, may only pass (702.61a)."""
    game, _, _ = board(["Mountain", "Mountain"])
    put(game, 1, "Island")
    put(game, 1, "Island")
    put(game, 1, "Counterspell", "hand")
    cast(game, "Sudden Shock", ("target", "player", 1), resolve=False)
    game.choose(("pass",))
    assert game.pending.player == 1 and game.pending.options == (("pass",),)
    game.choose(("pass",))
    assert game.players[1].life == 18


def test_101_2_compiled_spell_that_cant_be_countered_resolves_anyway() -> None:
    """Abrupt Decay, compiled: "This spell can't be countered." — Counterspell does not
    counter it, and it destroys the Grizzly Bears."""
    game, _, theirs = board(["Swamp", "Forest", "Island", "Island"], theirs=["Grizzly Bears"])
    cast(game, "Abrupt Decay", resolve=False)
    decay = game.stack[-1]
    cast(game, "Counterspell", ("target", "object", decay))
    assert any(e.kind == "not_countered" and e.rule == "101.2" for e in game.events)
    _resolve_all(game)
    assert theirs[0] not in game.battlefield


def test_118_12_compiled_counter_unless_its_controller_pays() -> None:
    """Mana Leak, compiled: the Grizzly Bears' controller has no mana left for {3}, so the
    spell is countered (701.5a)."""
    game, _, _ = board(["Forest", "Forest", "Island", "Island"])
    cast(game, "Grizzly Bears", resolve=False)
    bears = game.stack[-1]
    cast(game, "Mana Leak", ("target", "object", bears), ("decline",))
    assert not game.stack
    assert "Grizzly Bears" in [game.objects[i].card.name for i in game.players[0].graveyard]


def test_702_85a_compiled_cascade_casts_a_cheaper_card_for_free() -> None:
    """Shardless Agent, compiled: cascade exiles the Island and casts the Grizzly Bears under
    it without paying its mana cost; the Island goes to the bottom."""
    game, _, _ = board(["Forest", "Island", "Island"])
    _on_top(game, 0, ["Island", "Grizzly Bears"])
    library = len(game.players[0].library)
    cast(game, "Shardless Agent", resolve=False)
    _resolve_all(game)
    names = [o.card.name for o in game.permanents(0)]
    assert "Shardless Agent" in names and "Grizzly Bears" in names
    assert len(game.players[0].library) == library - 1 and not game.exile


def test_702_40a_compiled_storm_copies_the_spell_for_each_spell_cast_before_it() -> None:
    """Grapeshot, compiled: after two spells this turn, storm copies it twice — 3 damage."""
    game, _, _ = board(["Mountain"] * 6)
    cast(game, "Grapeshot", ("target", "player", 1))
    assert game.players[1].life == 19
    cast(game, "Grapeshot", ("target", "player", 1), resolve=False)
    _resolve_all(game)
    assert game.players[1].life == 17  # 1 and its copy
    cast(game, "Grapeshot", ("target", "player", 1), resolve=False)
    _resolve_all(game)  # the copies keep the target (707.10c: "keep" is the first option)
    assert game.players[1].life == 14


def test_702_33d_compiled_kicker_adds_the_kicked_instruction() -> None:
    """Into the Roil, compiled: kicked, it returns the creature and draws a card; not
    kicked, it only returns it."""
    game, _, theirs = board(["Island"] * 6, theirs=["Grizzly Bears", "Grizzly Bears"])
    hand = len(game.players[0].hand)
    cast(game, "Into the Roil", ("kick", "{1}{U}"), ("target", "object", theirs[0]))
    assert theirs[0] not in game.battlefield and len(game.players[0].hand) == hand + 1
    cast(game, "Into the Roil", ("no_kick",), ("target", "object", theirs[1]))
    assert theirs[1] not in game.battlefield and len(game.players[0].hand) == hand + 1


def test_702_34a_compiled_flashback_casts_it_from_the_graveyard_then_exiles_it() -> None:
    """Think Twice, compiled: "Flashback {2}{U}"."""
    game, _, _ = board(["Island"] * 5)
    cast(game, "Think Twice")
    card = game.players[0].graveyard[-1]
    assert game.objects[card].card.name == "Think Twice"
    hand = len(game.players[0].hand)
    game.choose(option(game, "cast", card))
    _resolve_all(game)
    assert len(game.players[0].hand) == hand + 1
    assert "Think Twice" in [game.objects[i].card.name for i in game.exile]


def test_702_88a_compiled_rebound_exiles_the_spell_to_cast_again() -> None:
    """Staggershock, compiled: cast from the hand, it is exiled as it resolves (rebound)."""
    game, _, _ = board(["Mountain"] * 3)
    cast(game, "Staggershock", ("target", "player", 1))
    assert game.players[1].life == 18
    assert "Staggershock" in [game.objects[i].card.name for i in game.exile]


def test_702_66a_compiled_delve_exiles_graveyard_cards_to_pay_generic_mana() -> None:
    """Treasure Cruise, compiled: {7}{U} paid with one Island and seven cards exiled from
    the graveyard (each for {1}); the coloured {U} can't be delved."""
    game, _, _ = board(["Island"])
    for _ in range(7):
        put(game, 0, "Grizzly Bears", "graveyard")
    hand = len(game.players[0].hand)
    cast(game, "Treasure Cruise")
    assert len(game.players[0].hand) == hand + 3
    assert [e.rule for e in game.events if e.kind == "delve"] == ["702.66a"] * 7
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Treasure Cruise"]


def test_702_126a_compiled_improvise_taps_artifacts_for_generic_mana() -> None:
    """Reverse Engineer, compiled: {3}{U}{U} paid with two Islands and three Ornithoppers."""
    game, mine, _ = board(["Island", "Island"], mine=["Ornithopter"] * 3)
    hand = len(game.players[0].hand)
    cast(game, "Reverse Engineer")
    assert len(game.players[0].hand) == hand + 3
    assert all(game.objects[i].tapped for i in mine)
    assert sum(1 for e in game.events if e.kind == "improvise" and e.rule == "702.126a") == 3


def test_702_126a_improvise_cannot_pay_coloured_mana() -> None:
    """With one Island and four artifacts, Reverse Engineer's {U}{U} can't be paid."""
    from casualmagic.engine.actions import legal_actions

    game, _, _ = board(["Island"], mine=["Ornithopter"] * 4)
    oid = put(game, 0, "Reverse Engineer", "hand")
    assert ("cast", oid) not in [a[:2] for a in legal_actions(game, 0)]


def test_601_2f_compiled_spell_costs_one_less_for_each_creature_on_the_battlefield() -> None:
    """Blasphemous Act, compiled: {8}{R} with eight creatures on the battlefield (anyone's)
    costs {R}; it deals 13 damage to each creature."""
    from casualmagic.engine.actions import legal_actions

    game, mine, theirs = board(["Mountain"], mine=["Grizzly Bears"] * 3,
                               theirs=["Grizzly Bears"] * 4)
    oid = put(game, 0, "Blasphemous Act", "hand")
    assert ("cast", oid) not in [a[:2] for a in legal_actions(game, 0)]  # seven: {1}{R}
    put(game, 1, "Grizzly Bears")
    game.player_w(0).hand = tuple(i for i in game.players[0].hand if i != oid)
    cast(game, "Blasphemous Act")
    assert not [o for o in game.permanents() if o.card.is_creature]


def test_601_2f_compiled_spell_costs_less_for_each_card_type_in_your_graveyard() -> None:
    """Cryptic Serpent, compiled: {5}{U}{U} costs {U}{U} with five instants and sorceries in
    the graveyard; a creature card there does not count."""
    game, _, _ = board(["Island", "Island"])
    for name in ("Shock", "Shock", "Divination", "Divination", "Counterspell", "Grizzly Bears"):
        put(game, 0, name, "graveyard")
    cast(game, "Cryptic Serpent")
    assert "Cryptic Serpent" in [o.card.name for o in game.permanents(0)]


def test_603_10a_compiled_skullclamp_draws_when_the_equipped_creature_dies() -> None:
    """Skullclamp, compiled: equipped, a 1/1 becomes 2/0 and dies (704.5f); its controller
    draws two cards.  Another creature dying does not trigger it."""
    game, mine, _ = board(["Plains"], mine=["Skullclamp", "Grizzly Bears"])
    put(game, 0, "Savannah Lions")
    hand = len(game.players[0].hand)
    game.choose(option(game, "activate", mine[0]))
    lions = next(o.id for o in game.permanents(0) if o.card.name == "Savannah Lions")
    while game.pending.kind != "priority":
        game.choose(option(game, "target", "object", lions) if game.pending.kind == "target"
                    else 0)
    _resolve_all(game)
    assert lions not in game.battlefield
    assert len(game.players[0].hand) == hand + 2


def test_701_38b_compiled_aura_goads_the_enchanted_creature_and_triggers_on_its_attack() -> None:
    """Shiny Impetus, compiled, on the opponent's Grizzly Bears: the Bears are goaded by the
    Aura's controller (they must attack, 508.1d) while it is attached, and when they attack
    the Aura's controller creates a Treasure."""
    from casualmagic.core.state import BEGIN_COMBAT
    from casualmagic.engine.combat import goaded_by, must_attack
    from tests.engine.helpers import pass_until

    game, _, theirs = board(["Mountain"] * 3, theirs=["Grizzly Bears"])
    cast(game, "Shiny Impetus", ("target", "object", theirs[0]))
    bears = game.objects[theirs[0]]
    assert goaded_by(game, bears) == (0,) and must_attack(game, bears)
    pass_until(game, BEGIN_COMBAT, 1)
    while not any(e.kind == "attackers" for e in game.events_this_turn()):
        assert game.pending.kind == "priority"  # the one legal declaration is made for them
        game.choose(("pass",))
    attackers = next(e for e in game.events_this_turn() if e.kind == "attackers")
    assert [a[0] for a in attackers.data["attackers"]] == [theirs[0]]
    _resolve_all(game)
    assert "Treasure" in [o.card.name for o in game.permanents(0)]


def _attack_with(game, attacker: int, player: int = 0) -> None:
    """Go to ``player``'s declare attackers step, attack the other player with ``attacker``
    (no blocks), and let the combat damage step happen."""
    from casualmagic.core.state import BEGIN_COMBAT, END_COMBAT
    from tests.engine.helpers import done, pass_until

    pass_until(game, BEGIN_COMBAT, player)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(option(game, "attack", attacker, "player", 1 - player))
    done(game)
    pass_until(game, END_COMBAT, player)


def test_702_79a_compiled_persist_returns_it_once_with_a_minus_counter() -> None:
    """Kitchen Finks, compiled: destroyed, it returns with a -1/-1 counter (and gains 2
    life again as it enters); destroyed again with the counter, it stays in the graveyard."""
    game, _, _ = board(["Swamp"] * 6, mine=["Kitchen Finks"])
    life = game.players[0].life
    cast(game, "Murder", ("target", "object", game.battlefield[-1]))
    _resolve_all(game)
    finks = [o for o in game.permanents(0) if o.card.name == "Kitchen Finks"]
    assert len(finks) == 1 and finks[0].counter("-1/-1") == 1
    assert game.players[0].life == life + 2
    assert any(e.kind == "return" and e.rule == "702.79a" for e in game.events)
    cast(game, "Murder", ("target", "object", finks[0].id))
    _resolve_all(game)
    assert not [o for o in game.permanents(0) if o.card.name == "Kitchen Finks"]


def test_702_93a_compiled_undying_returns_it_with_a_plus_counter() -> None:
    """Young Wolf, compiled: destroyed, it returns as a 2/2 with a +1/+1 counter."""
    from casualmagic.engine import continuous as cont

    game, mine, _ = board(["Swamp"] * 3, mine=["Young Wolf"])
    cast(game, "Murder", ("target", "object", mine[0]))
    _resolve_all(game)
    wolf = next(o for o in game.permanents(0) if o.card.name == "Young Wolf")
    assert wolf.counter("+1/+1") == 1 and cont.power(game, wolf) == 2


def test_702_90b_compiled_infect_gives_poison_counters_instead_of_life_loss() -> None:
    """Glistener Elf, compiled, attacks unblocked: one poison counter, no life lost."""
    game, mine, _ = board([], mine=["Glistener Elf"])
    _attack_with(game, mine[0])
    assert game.players[1].poison == 1 and game.players[1].life == 20
    assert any(e.kind == "poison" and e.rule == "702.90b" for e in game.events)


def test_702_90c_infect_damage_to_a_creature_is_minus_counters() -> None:
    """Glistener Elf, compiled, blocked by a 2/2: the blocker gets a -1/-1 counter, no
    damage marked."""
    from casualmagic.core.state import BEGIN_COMBAT, BLOCKERS, END_COMBAT
    from tests.engine.helpers import done, pass_until

    game, mine, theirs = board([], mine=["Glistener Elf"], theirs=["Grizzly Bears"])
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(option(game, "attack", mine[0], "player", 1))
    done(game)
    while not (game.step == BLOCKERS and game.pending.kind == "block"):
        game.choose(("pass",))
    game.choose(option(game, "block", theirs[0], mine[0]))
    done(game)
    pass_until(game, END_COMBAT, 0)
    bears = game.objects[theirs[0]]
    assert bears.counter("-1/-1") == 1 and bears.damage == 0


def test_702_164c_compiled_toxic_adds_poison_to_combat_damage() -> None:
    """Branchblight Stalker, compiled (3/1, toxic 2), attacks unblocked: 3 damage and two
    poison counters."""
    game, mine, _ = board([], mine=["Branchblight Stalker"])
    _attack_with(game, mine[0])
    assert game.players[1].life == 17 and game.players[1].poison == 2


def test_701_14a_compiled_prey_upon_makes_the_creatures_fight() -> None:
    """Prey Upon, compiled: a 3/3 you control and a 2/2 you don't deal damage equal to their
    power to each other; the 2/2 dies."""
    game, mine, theirs = board(["Forest"], mine=["Centaur Courser"], theirs=["Grizzly Bears"])
    cast(game, "Prey Upon", ("target", "object", mine[0]), ("target", "object", theirs[0]))
    assert theirs[0] not in game.battlefield and game.objects[mine[0]].damage == 2


def test_400_7_compiled_raise_dead_returns_a_creature_card_to_the_hand() -> None:
    game, _, _ = board(["Swamp"])
    bears = put(game, 0, "Grizzly Bears", "graveyard")
    cast(game, "Raise Dead", ("target", "object", bears))
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Grizzly Bears"]


def test_120_3_compiled_slagstorm_damages_each_player_not_the_permanents() -> None:
    game, mine, _ = board(["Mountain"] * 3, mine=["Grizzly Bears"])
    cast(game, "Slagstorm", ("mode", 1, "~ deals 3 damage to each player."))
    assert game.players[0].life == 17 and game.players[1].life == 17
    assert game.objects[mine[0]].damage == 0


def test_603_7a_draw_a_card_at_the_beginning_of_the_next_turns_upkeep() -> None:
    """"Draw a card at the beginning of the next turn's upkeep." compiles as a delayed
    triggered ability that draws in the next upkeep."""
    (kind, effects) = compile_paragraph("Draw a card at the beginning of the next turn's upkeep.",
                                        is_spell=True)
    assert kind == "spell" and effects[0]["do"] == "delayed"
    assert effects[0]["when"] == "next_upkeep" and effects[0]["effects"] == [
        {"do": "draw", "amount": 1}]


def test_603_7a_compiled_blessed_wine_draws_in_the_next_upkeep() -> None:
    """Blessed Wine, compiled: 1 life now; the card is drawn in the next turn's upkeep
    (the opponent's), before that turn's draw step."""
    from casualmagic.core.state import UPKEEP
    from tests.engine.helpers import pass_until

    game, _, _ = board(["Plains", "Plains"])
    cast(game, "Blessed Wine")
    hand = len(game.players[0].hand)
    assert game.players[0].life == 21
    pass_until(game, UPKEEP, 1)
    _resolve_all(game)
    assert len(game.players[0].hand) == hand + 1


def test_702_116a_compiled_myriad_copies_attack_each_other_opponent_and_leave_at_end_of_combat(
        ) -> None:
    """Warchief Giant (5/3, haste, myriad), compiled, attacks player 2 of three: a tapped
    and attacking token copy attacks player 3; both are dealt 5; the token is exiled at end
    of combat (702.116a)."""
    from casualmagic.core.state import BEGIN_COMBAT, END_COMBAT, MAIN2
    from tests.engine.helpers import done, duel, pass_until

    game = duel(["Island"] * 30, ["Island"] * 30, players=3)
    pass_until(game, BEGIN_COMBAT, 0)
    giant = put(game, 0, "Warchief Giant")
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(option(game, "attack", giant, "player", 1))
    done(game)
    while game.step < END_COMBAT:
        game.choose(("yes",) if ("yes",) in game.pending.options else
                    ("pass",) if game.pending.kind == "priority" else 0)
    assert game.players[1].life == 15 and game.players[2].life == 15
    pass_until(game, MAIN2, 0)
    assert [o.card.name for o in game.permanents(0)] == ["Warchief Giant"]  # token exiled


def test_702_42a_compiled_entwine_paid_chooses_every_mode() -> None:
    """Barbed Lightning, compiled, entwined ({2}{R} and {2}): 3 damage to the creature and
    3 to the player, in the order written (702.42b); not entwined, one mode only."""
    game, _, theirs = board(["Mountain"] * 8, theirs=["Hill Giant", "Hill Giant"])
    cast(game, "Barbed Lightning", ("kick", "{2}"), ("target", "object", theirs[0]),
         ("target", "player", 1))
    assert theirs[0] not in game.battlefield and game.players[1].life == 17
    # three Mountains left: the entwine cost can't be paid, so it isn't asked (601.2b)
    cast(game, "Barbed Lightning", ("mode", 0, "~ deals 3 damage to target creature."),
         ("target", "object", theirs[1]))
    assert theirs[1] not in game.battlefield and game.players[1].life == 17


def test_702_27a_compiled_buyback_paid_returns_the_spell_to_its_owners_hand() -> None:
    """Capsize, compiled: with buyback paid ({1}{U}{U} and {3}) it returns the creature and
    goes back to the hand; without, to the graveyard."""
    game, _, theirs = board(["Island"] * 9, theirs=["Grizzly Bears", "Grizzly Bears"])
    cast(game, "Capsize", ("kick", "{3}"), ("target", "object", theirs[0]))
    assert theirs[0] not in game.battlefield
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Capsize"]
    assert any(e.kind == "resolve" and e.rule == "702.27a" for e in game.events)
    game.choose(option(game, "cast", game.players[0].hand[0]))
    while game.pending.kind != "priority":
        game.choose(option(game, "target", "object", theirs[1])
                    if game.pending.kind == "target" else 0)
    _resolve_all(game)
    assert not game.players[0].hand
    assert "Capsize" in [game.objects[i].card.name for i in game.players[0].graveyard]


def test_701_20a_compiled_chaos_warp_shuffles_the_permanent_in_and_puts_a_revealed_permanent(
        ) -> None:
    """Chaos Warp, compiled, on the opponent's Grizzly Bears: they shuffle it into their
    library of Islands and reveal the top card, a permanent card, put onto the battlefield."""
    game, _, theirs = board(["Mountain"] * 3, theirs=["Grizzly Bears"])
    library = len(game.players[1].library)
    cast(game, "Chaos Warp", ("target", "object", theirs[0]))
    revealed = [e for e in game.events if e.kind == "reveal" and e.rule == "701.16a"]
    assert len(revealed) == 1
    assert [o.card.name for o in game.permanents(1)] == revealed[0].data["cards"]
    assert len(game.players[1].library) == library  # one in, one out


def test_111_4_compiled_thopter_token_is_an_artifact_creature() -> None:
    from casualmagic.engine import continuous as cont

    game, _, _ = board(["Mountain"] * 3)
    cast(game, "Thopter Engineer")
    _resolve_all(game)
    thopter = next(o for o in game.permanents(0) if o.card.name == "Thopter")
    assert cont.is_type(game, thopter, "Artifact") and cont.has_keyword(game, thopter, "Haste")


def test_702_131b_compiled_ascend_gives_the_citys_blessing_at_ten_permanents() -> None:
    """Wayward Swordtooth (ascend printed, compiled): with nine permanents no blessing; the
    tenth gives its controller the city's blessing for the rest of the game (702.131c)."""
    from casualmagic.engine.sba import check_now
    from casualmagic.engine.triggers import condition_holds

    assert "Ascend" in compiled("Wayward Swordtooth").raw["keywords"]
    game, _, _ = board(["Forest"] * 8, mine=["Wayward Swordtooth"])
    check_now(game)
    assert not condition_holds(game, "you have the city's blessing", 0, None)
    put(game, 0, "Forest")
    check_now(game)
    assert condition_holds(game, "you have the city's blessing", 0, None)
    assert not condition_holds(game, "you have the city's blessing", 1, None)
    assert any(e.kind == "citys_blessing" and e.rule == "702.131b" for e in game.events)


def test_702_131a_ascend_on_a_spell_is_named_as_not_compiled() -> None:
    card = compiled("Secrets of the Golden City")
    assert "Ascend: ascend on an instant or sorcery is not compiled yet" in card.missing
