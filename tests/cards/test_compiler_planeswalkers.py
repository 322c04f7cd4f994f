"""Planeswalkers and emblems in the compiler (compiler/emblems.py): compiled records of real
planeswalkers, each checked by hand against the oracle text quoted above it — loyalty
abilities (606), emblems (114.1-114.4: "You get an emblem with …", "Target opponent gets an
emblem with …", the quoted abilities compiled as a permanent's) and "~ can be your
commander." (903.3d, a recorded static with no game effect).  The emblems are played in
tests/engine/test_114_emblems.py."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled, compiled_definition
from casualmagic.cards.compiler.build import CompileError, compile_paragraph

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_PLANESWALKERS: dict[str, dict] = {
    # [+1]: Create three 1/1 white Soldier creature tokens. / [-3]: Destroy all creatures
    # with power 4 or greater. / [-7]: You get an emblem with "Creatures you control get
    # +2/+2 and have flying."
    "Elspeth, Sun's Champion": {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'create_token',
                                 'name': 'Soldier',
                                 'types': 'Creature — Soldier',
                                 'colors': 'W',
                                 'power': 1,
                                 'toughness': 1,
                                 'amount': 3}],
                    'text': '[+1]: Create three 1/1 white Soldier creature tokens.'},
                   {'cost': '[−3]',
                    'effects': [{'do': 'destroy_all',
                                 'filter': 'creature with power 4 or greater'}],
                    'text': '[−3]: Destroy all creatures with power 4 or greater.'},
                   {'cost': '[−7]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Creatures you control get +2/+2 and have '
                                                    'flying."',
                                            'statics': [{'op': 'pump_all',
                                                         'filter': 'creature you control',
                                                         'power': 2,
                                                         'toughness': 2,
                                                         'text': 'Creatures you control get '
                                                                 '+2/+2 and have flying.'},
                                                        {'op': 'grant_keywords',
                                                         'filter': 'creature you control',
                                                         'keywords': ['Flying'],
                                                         'text': 'Creatures you control get '
                                                                 '+2/+2 and have flying.'}]}}],
                    'text': '[−7]: You get an emblem with "Creatures you control get +2/+2 and '
                            'have flying."'}]},
    # [+1]: You draw a card and you lose 1 life. / [-3]: Destroy target creature. / [-8]:
    # Target opponent gets an emblem with "Whenever a player draws a card, you lose 2
    # life."
    'Ob Nixilis Reignited': {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'draw', 'amount': 1}, {'do': 'lose_life', 'amount': 1}],
                    'text': '[+1]: You draw a card and you lose 1 life.'},
                   {'cost': '[−3]',
                    'effects': [{'do': 'destroy', 'what': 0}],
                    'text': '[−3]: Destroy target creature.',
                    'targets': ['creature']},
                   {'cost': '[−8]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Whenever a player draws a card, you lose '
                                                    '2 life."',
                                            'triggers': [{'when': 'draw',
                                                          'effects': [{'do': 'lose_life',
                                                                       'amount': 2}],
                                                          'whose': 'each',
                                                          'text': 'Whenever a player draws a '
                                                                  'card, you lose 2 life.'}]},
                                 'who': 0}],
                    'text': '[−8]: Target opponent gets an emblem with "Whenever a player '
                            'draws a card, you lose 2 life."',
                    'targets': ['opponent']}]},
    # Whenever a creature you control deals combat damage to a player, put a loyalty
    # counter on Kaito. / [+1]: Up to one target creature you control can't be blocked
    # this turn. Draw a card, then discard a card. / [-2]: Create a 2/1 blue Ninja
    # creature token. / [-9]: You get an emblem with "Whenever a player casts a spell, you
    # create a 2/1 blue Ninja creature token."
    'Kaito, Cunning Infiltrator': {'triggers': [{'when': 'deals_combat_damage_to_player',
                   'effects': [{'do': 'add_counters',
                                'what': 'self',
                                'kind': 'loyalty',
                                'amount': 1}],
                   'subject': 'creature you control',
                   'whose': 'your',
                   'text': 'Whenever a creature you control deals combat damage to a player, '
                           'put a loyalty counter on ~.'}],
     'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'pump',
                                 'what': 0,
                                 'power': 0,
                                 'toughness': 0,
                                 'keywords': ["Can't be blocked"]},
                                {'do': 'draw', 'amount': 1},
                                {'do': 'discard', 'amount': 1}],
                    'text': "[+1]: Up to one target creature you control can't be blocked this "
                            'turn. Draw a card, then discard a card.',
                    'targets': [{'filter': 'creature you control', 'count': 1, 'up_to': True}]},
                   {'cost': '[−2]',
                    'effects': [{'do': 'create_token',
                                 'name': 'Ninja',
                                 'types': 'Creature — Ninja',
                                 'colors': 'U',
                                 'power': 2,
                                 'toughness': 1}],
                    'text': '[−2]: Create a 2/1 blue Ninja creature token.'},
                   {'cost': '[−9]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Whenever a player casts a spell, you '
                                                    'create a 2/1 blue Ninja creature token."',
                                            'triggers': [{'when': 'cast',
                                                          'effects': [{'do': 'create_token',
                                                                       'name': 'Ninja',
                                                                       'types': 'Creature — '
                                                                                'Ninja',
                                                                       'colors': 'U',
                                                                       'power': 2,
                                                                       'toughness': 1}],
                                                          'subject': 'spell',
                                                          'text': 'Whenever a player casts a '
                                                                  'spell, you create a 2/1 '
                                                                  'blue Ninja creature '
                                                                  'token.'}]}}],
                    'text': '[−9]: You get an emblem with "Whenever a player casts a spell, '
                            'you create a 2/1 blue Ninja creature token."'}]},
    # [+1]: Put a loyalty counter on Huatli for each creature you control. / [-1]: Target
    # creature gets +X/+X until end of turn, where X is the number of creatures you
    # control. / [-8]: You get an emblem with "Whenever a creature you control enters, you
    # may draw a card."
    'Huatli, Radiant Champion': {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'add_counters',
                                 'what': 'self',
                                 'kind': 'loyalty',
                                 'amount': 'number of creature you control'}],
                    'text': '[+1]: Put a loyalty counter on ~ for each creature you control.'},
                   {'cost': '[−1]',
                    'effects': [{'do': 'pump',
                                 'what': 0,
                                 'power': 'number of creature you control',
                                 'toughness': 'number of creature you control'}],
                    'text': '[−1]: Target creature gets +X/+X until end of turn, where X is '
                            'the number of creatures you control.',
                    'targets': ['creature']},
                   {'cost': '[−8]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Whenever a creature you control enters, '
                                                    'you may draw a card."',
                                            'triggers': [{'when': 'enters',
                                                          'effects': [{'do': 'may',
                                                                       'prompt': 'Draw?'},
                                                                      {'do': 'draw',
                                                                       'amount': 1}],
                                                          'subject': 'creature you control',
                                                          'whose': 'your',
                                                          'text': 'Whenever a creature you '
                                                                  'control enters, you may '
                                                                  'draw a card.'}]}}],
                    'text': '[−8]: You get an emblem with "Whenever a creature you control '
                            'enters, you may draw a card."'}]},
    # [+2]: You gain 3 life. / [0]: You draw a card and lose 1 life. / [-3]: Destroy
    # target creature. / [-6]: You get an emblem with "Whenever you gain life, target
    # opponent loses that much life."
    'Professor Dellian Fel': {'abilities': [{'cost': '[+2]',
                    'effects': [{'do': 'gain_life', 'amount': 3}],
                    'text': '[+2]: You gain 3 life.'},
                   {'cost': '[0]',
                    'effects': [{'do': 'draw', 'amount': 1}, {'do': 'lose_life', 'amount': 1}],
                    'text': '[0]: You draw a card and lose 1 life.'},
                   {'cost': '[−3]',
                    'effects': [{'do': 'destroy', 'what': 0}],
                    'text': '[−3]: Destroy target creature.',
                    'targets': ['creature']},
                   {'cost': '[−6]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Whenever you gain life, target opponent '
                                                    'loses that much life."',
                                            'triggers': [{'when': 'gain_life',
                                                          'effects': [{'do': 'lose_life',
                                                                       'who': 0,
                                                                       'amount': 'that much'}],
                                                          'targets': ['opponent'],
                                                          'text': 'Whenever you gain life, '
                                                                  'target opponent loses that '
                                                                  'much life.'}]}}],
                    'text': '[−6]: You get an emblem with "Whenever you gain life, target '
                            'opponent loses that much life."'}]},
    # [+1]: Exile the top card of your library. You may cast that card. If you don't,
    # Chandra deals 2 damage to each opponent. / [+1]: Add {R}{R}. / [-3]: Chandra deals 4
    # damage to target creature. / [-7]: You get an emblem with "Whenever you cast a
    # spell, this emblem deals 5 damage to any target."
    'Chandra, Torch of Defiance': {'abilities': [{'cost': '[+1]', 'add': 'R', 'text': '[+1]: Add {R}{R}.', 'amount': 2},
                   {'cost': '[−3]',
                    'effects': [{'do': 'damage', 'amount': 4, 'to': 0}],
                    'text': '[−3]: ~ deals 4 damage to target creature.',
                    'targets': ['creature']},
                   {'cost': '[−7]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Whenever you cast a spell, this emblem '
                                                    'deals 5 damage to any target."',
                                            'triggers': [{'when': 'you_cast',
                                                          'effects': [{'do': 'damage',
                                                                       'amount': 5,
                                                                       'to': 0}],
                                                          'subject': 'spell',
                                                          'targets': ['any'],
                                                          'text': 'Whenever you cast a spell, '
                                                                  '~ deals 5 damage to any '
                                                                  'target.'}]}}],
                    'text': '[−7]: You get an emblem with "Whenever you cast a spell, this '
                            'emblem deals 5 damage to any target."'}],
     'missing': ['[+1]: Exile the top card of your library. You may cast that card. If you '
                 "don't, ~ deals 2 damage to each opponent.: no template matches this text "
                 'yet']},
    # [+1]: Create a 1/1 black Vampire creature token with lifelink. / [-2]: You get an
    # emblem with "Creatures you control get +1/+0." / [-6]: Destroy up to three target
    # creatures and/or other planeswalkers. Return each card put into a graveyard this way
    # to the battlefield under your control.
    'Sorin, Lord of Innistrad': {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'create_token',
                                 'name': 'Vampire',
                                 'types': 'Creature — Vampire',
                                 'colors': 'B',
                                 'power': 1,
                                 'toughness': 1,
                                 'keywords': ['Lifelink']}],
                    'text': '[+1]: Create a 1/1 black Vampire creature token with lifelink.'},
                   {'cost': '[−2]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"Creatures you control get +1/+0."',
                                            'statics': [{'op': 'pump_all',
                                                         'filter': 'creature you control',
                                                         'power': 1,
                                                         'toughness': 0,
                                                         'text': 'Creatures you control get '
                                                                 '+1/+0.'}]}}],
                    'text': '[−2]: You get an emblem with "Creatures you control get +1/+0."'}],
     'missing': ['[−6]: Destroy up to three target creatures and/or other planeswalkers. '
                 'Return each card put into a graveyard this way to the battlefield under your '
                 'control.: no template matches this text yet']},
    # [+1]: Up to one target creature gets +3/+3 and gains trample until end of turn. /
    # [-2]: Create a 3/3 green Beast creature token. Then if an opponent controls more
    # creatures than you, put a loyalty counter on Garruk. / [-7]: You get an emblem with
    # "At the beginning of your end step, you may search your library for a creature card,
    # put it onto the battlefield, then shuffle."
    'Garruk, Unleashed': {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'pump',
                                 'what': 0,
                                 'power': 3,
                                 'toughness': 3,
                                 'keywords': ['Trample']}],
                    'text': '[+1]: Up to one target creature gets +3/+3 and gains trample '
                            'until end of turn.',
                    'targets': [{'filter': 'creature', 'count': 1, 'up_to': True}]},
                   {'cost': '[−7]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"At the beginning of your end step, you '
                                                    'may search your library for a creature '
                                                    'card, put it onto the battlefield, then '
                                                    'shuffle."',
                                            'triggers': [{'when': 'end_step',
                                                          'effects': [{'do': 'may',
                                                                       'prompt': 'Search '
                                                                                 'library?'},
                                                                      {'do': 'search_library',
                                                                       'to': 'battlefield',
                                                                       'filter': 'creature '
                                                                                 'card'}],
                                                          'text': 'At the beginning of your '
                                                                  'end step, you may search '
                                                                  'your library for a creature '
                                                                  'card, put it onto the '
                                                                  'battlefield, then '
                                                                  'shuffle.'}]}}],
                    'text': '[−7]: You get an emblem with "At the beginning of your end step, '
                            'you may search your library for a creature card, put it onto the '
                            'battlefield, then shuffle."'}],
     'missing': ['[−2]: Create a 3/3 green Beast creature token. Then if an opponent controls '
                 'more creatures than you, put a loyalty counter on ~.: no template matches '
                 'this text yet']},
    # [+1]: Create a 1/1 colorless Thopter artifact creature token with flying. / [0]:
    # Draw a card. If you control three or more artifacts, draw two cards instead. / [-9]:
    # You get an emblem with "At the beginning of your end step, search your library for a
    # permanent card, put it onto the battlefield, then shuffle."
    'Tezzeret, Artifice Master': {'abilities': [{'cost': '[+1]',
                    'effects': [{'do': 'create_token',
                                 'name': 'Thopter',
                                 'types': 'Artifact Creature — Thopter',
                                 'colors': '',
                                 'power': 1,
                                 'toughness': 1,
                                 'keywords': ['Flying']}],
                    'text': '[+1]: Create a 1/1 colorless Thopter artifact creature token with '
                            'flying.'},
                   {'cost': '[−9]',
                    'effects': [{'do': 'get_emblem',
                                 'emblem': {'type': '',
                                            'text': '"At the beginning of your end step, '
                                                    'search your library for a permanent card, '
                                                    'put it onto the battlefield, then '
                                                    'shuffle."',
                                            'triggers': [{'when': 'end_step',
                                                          'effects': [{'do': 'search_library',
                                                                       'to': 'battlefield',
                                                                       'filter': 'permanent '
                                                                                 'card'}],
                                                          'text': 'At the beginning of your '
                                                                  'end step, search your '
                                                                  'library for a permanent '
                                                                  'card, put it onto the '
                                                                  'battlefield, then '
                                                                  'shuffle.'}]}}],
                    'text': '[−9]: You get an emblem with "At the beginning of your end step, '
                            'search your library for a permanent card, put it onto the '
                            'battlefield, then shuffle."'}],
     'missing': ['[0]: Draw a card. If you control three or more artifacts, draw two cards '
                 'instead.: no template matches this text yet']},
    # [+1]: Look at the top two cards of your library. Put one of them into your hand and
    # the other on the bottom of your library. / [-1]: Untap up to four target permanents.
    # / [-10]: You get an emblem with "You may activate loyalty abilities of planeswalkers
    # you control on any player's turn any time you could cast an instant." / Teferi,
    # Temporal Archmage can be your commander.
    'Teferi, Temporal Archmage': {'abilities': [{'cost': '[−1]',
                    'effects': [{'do': 'untap', 'what': 0}],
                    'text': '[−1]: Untap up to four target permanents.',
                    'targets': [{'filter': 'permanent', 'count': 4, 'up_to': True}]}],
     'statics': [{'op': 'can_be_commander',
                  'rule': '903.3d',
                  'text': '~ can be your commander.'}],
     'missing': ['[+1]: Look at the top two cards of your library. Put one of them into your '
                 'hand and the other on the bottom of your library.: no template matches this '
                 'text yet',
                 '[−10]: You get an emblem with "You may activate loyalty abilities of '
                 "planeswalkers you control on any player's turn any time you could cast an "
                 'instant.": the emblem\'s ability "You may activate loyalty abilities of '
                 "planeswalkers you control on any player's turn any time you could cast an "
                 'instant.": no template matches this text yet']},
    # [+2]: Create a 1/1 green Elf Druid creature token with "{T}: Add {G}." / [-2]:
    # Destroy target artifact or enchantment. / [-6]: Draw a card for each green creature
    # you control. / Freyalise, Llanowar's Fury can be your commander.
    "Freyalise, Llanowar's Fury": {'abilities': [{'cost': '[−2]',
                    'effects': [{'do': 'destroy', 'what': 0}],
                    'text': '[−2]: Destroy target artifact or enchantment.',
                    'targets': ['artifact or enchantment']},
                   {'cost': '[−6]',
                    'effects': [{'do': 'draw',
                                 'amount': 'number of green creature you control'}],
                    'text': '[−6]: Draw a card for each green creature you control.'}],
     'statics': [{'op': 'can_be_commander',
                  'rule': '903.3d',
                  'text': '~ can be your commander.'}],
     'missing': ['[+2]: Create a 1/1 green Elf Druid creature token with "{T}: Add {G}.": no '
                 'template matches this text yet']},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_PLANESWALKERS))
def test_planeswalker_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_PLANESWALKERS[name]


def test_903_3d_can_be_your_commander_is_a_recorded_static_with_no_layer_effect() -> None:
    assert compile_paragraph("~ can be your commander.", False) == (
        "statics", [{"op": "can_be_commander", "rule": "903.3d",
                     "text": "~ can be your commander."}])
    card = compiled_definition("Freyalise, Llanowar's Fury")
    assert card is not None
    assert [s.op for s in card.replacement_abilities] == ["can_be_commander"]
    assert not card.static  # nothing for the layers (613) to apply


def test_114_1_an_emblem_whose_ability_does_not_compile_stays_missing_naming_it() -> None:
    with pytest.raises(CompileError, match="the emblem's ability"):
        compile_paragraph('[−8]: You get an emblem with "Your opponents can\'t untap more than '
                          'two permanents during their untap steps."', False)


def test_114_1_an_emblem_after_other_instructions_and_with_two_abilities() -> None:
    kind, value = compile_paragraph(
        '[−6]: Draw a card. You get an emblem with "Creatures you control get +1/+1" and '
        '"You have no maximum hand size."', False)
    assert kind == "abilities"
    (ability,) = value
    draw, emblem = ability["effects"]
    assert draw == {"do": "draw", "amount": 1}
    assert emblem["do"] == "get_emblem" and "who" not in emblem  # "you" (114.2)
    assert [s["op"] for s in emblem["emblem"]["statics"]] == ["pump_all",
                                                               "no_maximum_hand_size"]


def test_114_4_an_emblems_activated_ability_works_from_the_command_zone() -> None:
    kind, value = compile_paragraph(
        '[−7]: You get an emblem with "{1}: This emblem deals 1 damage to any target."', False)
    (ability,) = value[0]["effects"][0]["emblem"]["abilities"]
    assert ability["zone"] == "command" and ability["effects"] == [
        {"do": "damage", "amount": 1, "to": 0}]


def test_114_5_an_emblem_ability_with_a_tap_cost_is_refused() -> None:
    with pytest.raises(CompileError, match="114.5"):
        compile_paragraph('[−7]: You get an emblem with "{T}: Draw a card."', False)
