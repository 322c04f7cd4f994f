"""Golden cards of the compiler's static abilities, activation costs and restrictions
(compiler/statics.py, 604, 611.3a, 613, 601.2f, 602.1a, 602.5b, 508.1d): each compiled definition
was checked by hand against the card's oracle text (kept apart from ``test_compiler.py``'s golden
set so the compiler helpers' additions merge without conflicts)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from tests.cards.golden import compiled_fields

GOLDEN_STATICS: dict[str, dict] = {'Vivid Meadow': {'statics': [{'op': 'enters_tapped'},
                              {'op': 'enters_with_counters',
                               'kind': 'charge',
                               'amount': 2,
                               'text': 'This land enters tapped with two charge counters on it.'}],
                  'abilities': [{'cost': '{T}', 'add': 'W', 'text': '{T}: Add {W}.'},
                                {'cost': '{T}, Remove a charge counter from this land',
                                 'add': 'any',
                                 'text': '{T}, Remove a charge counter from this land: Add one '
                                         'mana of any color.'}]},
 'Vivid Grove': {'statics': [{'op': 'enters_tapped'},
                             {'op': 'enters_with_counters',
                              'kind': 'charge',
                              'amount': 2,
                              'text': 'This land enters tapped with two charge counters on it.'}],
                 'abilities': [{'cost': '{T}', 'add': 'G', 'text': '{T}: Add {G}.'},
                               {'cost': '{T}, Remove a charge counter from this land',
                                'add': 'any',
                                'text': '{T}, Remove a charge counter from this land: Add one mana '
                                        'of any color.'}]},
 'Whirler Rogue': {'triggers': [{'when': 'enters',
                                 'effects': [{'do': 'create_token',
                                              'name': 'Thopter',
                                              'types': 'Artifact Creature — Thopter',
                                              'colors': '',
                                              'power': 1,
                                              'toughness': 1,
                                              'keywords': ['Flying'],
                                              'amount': 2}],
                                 'text': 'When this creature enters, create two 1/1 colorless '
                                         'Thopter artifact creature tokens with flying.'}],
                   'abilities': [{'cost': 'Tap two untapped artifacts you control',
                                  'effects': [{'do': 'pump',
                                               'what': 0,
                                               'power': 0,
                                               'toughness': 0,
                                               'keywords': ["Can't be blocked"]}],
                                  'text': 'Tap two untapped artifacts you control: Target creature '
                                          "can't be blocked this turn.",
                                  'targets': ['creature']}]},
 'Nyx Weaver': {'keywords': ['Reach'],
                'triggers': [{'when': 'upkeep',
                              'effects': [{'do': 'mill', 'amount': 2}],
                              'text': 'At the beginning of your upkeep, mill two cards.'}],
                'abilities': [{'cost': '{1}{B}{G}, Exile this creature',
                               'effects': [{'do': 'return_from_graveyard',
                                            'what': 0,
                                            'to': 'hand'}],
                               'text': '{1}{B}{G}, Exile this creature: Return target card from '
                                       'your graveyard to your hand.',
                               'targets': ['card in your graveyard']}]},
 'Survivor of Korlis': {'keywords': ['First strike'],
                        'abilities': [{'cost': '{1}{W}, Exile this card from your graveyard',
                                       'effects': [{'do': 'scry', 'amount': 2}],
                                       'text': '{1}{W}, Exile this card from your graveyard: Scry '
                                               '2.',
                                       'zone': 'graveyard'}]},
 'Ipnu Rivulet': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                                {'cost': '{T}, Pay 1 life',
                                 'add': 'U',
                                 'text': '{T}, Pay 1 life: Add {U}.'},
                                {'cost': '{1}{U}, {T}, Sacrifice a Desert',
                                 'effects': [{'do': 'mill', 'who': 0, 'amount': 4}],
                                 'text': '{1}{U}, {T}, Sacrifice a Desert: Target player mills '
                                         'four cards.',
                                 'targets': ['player']}]},
 'Dauntless Cathar': {'abilities': [{'cost': '{1}{W}, Exile this card from your graveyard',
                                     'effects': [{'do': 'create_token',
                                                  'name': 'Spirit',
                                                  'types': 'Creature — Spirit',
                                                  'colors': 'W',
                                                  'power': 1,
                                                  'toughness': 1,
                                                  'keywords': ['Flying']}],
                                     'text': '{1}{W}, Exile this card from your graveyard: Create '
                                             'a 1/1 white Spirit creature token with flying. '
                                             'Activate only as a sorcery.',
                                     'zone': 'graveyard',
                                     'sorcery': True}]},
 'Bramble Wurm': {'keywords': ['Reach', 'Trample'],
                  'triggers': [{'when': 'enters',
                                'effects': [{'do': 'gain_life', 'amount': 5}],
                                'text': 'When this creature enters, you gain 5 life.'}],
                  'abilities': [{'cost': '{2}{G}, Exile this card from your graveyard',
                                 'effects': [{'do': 'gain_life', 'amount': 5}],
                                 'text': '{2}{G}, Exile this card from your graveyard: You gain 5 '
                                         'life.',
                                 'zone': 'graveyard'}]},
 'Idol of Oblivion': {'abilities': [{'cost': '{T}',
                                     'effects': [{'do': 'draw', 'amount': 1}],
                                     'text': '{T}: Draw a card. Activate only if you created a '
                                             'token this turn.',
                                     'if': 'you created a token this turn'},
                                    {'cost': '{8}, {T}, Sacrifice this',
                                     'effects': [{'do': 'create_token',
                                                  'name': 'Eldrazi',
                                                  'types': 'Creature — Eldrazi',
                                                  'colors': '',
                                                  'power': 10,
                                                  'toughness': 10}],
                                     'text': '{8}, {T}, Sacrifice this artifact: Create a 10/10 '
                                             'colorless Eldrazi creature token.'}]},
 'Steadfast Unicorn': {'abilities': [{'cost': '{3}{W}',
                                      'effects': [{'do': 'pump_all',
                                                   'filter': 'creature you control',
                                                   'power': 1,
                                                   'toughness': 1,
                                                   'keywords': ['Vigilance']}],
                                      'text': '{3}{W}: Creatures you control get +1/+1 and gain '
                                              'vigilance until end of turn. Activate only during '
                                              'your turn.',
                                      'if': "it's your turn"}]},
 'Chained Brute': {'keywords': ["Doesn't untap during its controller's untap step"],
                   'abilities': [{'cost': '{1}, Sacrifice another creature',
                                  'effects': [{'do': 'untap', 'what': 'self'}],
                                  'text': '{1}, Sacrifice another creature: Untap this creature. '
                                          'Activate only during your turn.',
                                  'if': "it's your turn"}]},
 'Cloud Sprite': {'keywords': ['Flying', 'Can block only creatures with flying']},
 'Charging Rhino': {'keywords': ["Can't be blocked by more than one creature"]},
 'Outland Boar': {'keywords': ["Can't be blocked by creatures with power 2 or less"]},
 'Sea Monster': {'keywords': ["Can't attack unless defending player controls an Island"]},
 'Stalking Tiger': {'keywords': ["Can't be blocked by more than one creature"]},
 'Nimble Mongoose': {'keywords': ['Shroud'],
                     'statics': [{'op': 'pump_all',
                                  'filter': 'self',
                                  'power': 2,
                                  'toughness': 2,
                                  'if': 'seven or more cards are in your graveyard',
                                  'text': 'This creature gets +2/+2 as long as there are seven or '
                                          'more cards in your graveyard.'}]},
 'Werebear': {'abilities': [{'cost': '{T}', 'add': 'G', 'text': '{T}: Add {G}.'}],
              'statics': [{'op': 'pump_all',
                           'filter': 'self',
                           'power': 3,
                           'toughness': 3,
                           'if': 'seven or more cards are in your graveyard',
                           'text': 'This creature gets +3/+3 as long as there are seven or more '
                                   'cards in your graveyard.'}]},
 'Kird Ape': {'statics': [{'op': 'pump_all',
                           'filter': 'self',
                           'power': 1,
                           'toughness': 2,
                           'if': 'you control a Forest',
                           'text': 'This creature gets +1/+2 as long as you control a Forest.'}]},
 'Wild Nacatl': {'statics': [{'op': 'pump_all',
                              'filter': 'self',
                              'power': 1,
                              'toughness': 1,
                              'if': 'you control a Mountain',
                              'text': 'This creature gets +1/+1 as long as you control a '
                                      'Mountain.'},
                             {'op': 'pump_all',
                              'filter': 'self',
                              'power': 1,
                              'toughness': 1,
                              'if': 'you control a Plains',
                              'text': 'This creature gets +1/+1 as long as you control a '
                                      'Plains.'}]},
 'Pouncing Lynx': {'statics': [{'op': 'grant_keywords',
                                'filter': 'self',
                                'keywords': ['First strike'],
                                'if': "it's your turn",
                                'text': 'During your turn, this creature has first strike.'}]},
 'Druid of the Spade': {'statics': [{'op': 'pump_all',
                                     'filter': 'self',
                                     'power': 2,
                                     'toughness': 0,
                                     'if': 'you control a token'},
                                    {'op': 'grant_keywords',
                                     'filter': 'self',
                                     'keywords': ['Trample'],
                                     'if': 'you control a token',
                                     'text': 'As long as you control a token, this creature gets '
                                             '+2/+0 and has trample.'}]},
 'Dhund Operative': {'statics': [{'op': 'pump_all',
                                  'filter': 'self',
                                  'power': 1,
                                  'toughness': 0,
                                  'if': 'you control an artifact'},
                                 {'op': 'grant_keywords',
                                  'filter': 'self',
                                  'keywords': ['Deathtouch'],
                                  'if': 'you control an artifact',
                                  'text': 'As long as you control an artifact, this creature gets '
                                          '+1/+0 and has deathtouch.'}]},
 'Maro': {'statics': [{'op': 'cda_pt',
                       'power': 'cards in your hand',
                       'toughness': 'cards in your hand',
                       'text': "~'s power and toughness are each equal to the number of cards in "
                               'your hand.'}]},
 'Crusader of Odric': {'statics': [{'op': 'cda_pt',
                                    'power': 'creature you control',
                                    'toughness': 'creature you control',
                                    'text': "~'s power and toughness are each equal to the number "
                                            'of creatures you control.'}]},
 'Master of Etherium': {'statics': [{'op': 'cda_pt',
                                     'power': 'artifact you control',
                                     'toughness': 'artifact you control',
                                     'text': "~'s power and toughness are each equal to the number "
                                             'of artifacts you control.'},
                                    {'op': 'pump_all',
                                     'filter': 'other artifact creature you control',
                                     'power': 1,
                                     'toughness': 1,
                                     'text': 'Other artifact creatures you control get +1/+1.'}]},
 'Muscle Sliver': {'statics': [{'op': 'pump_all',
                                'filter': 'Sliver creature',
                                'power': 1,
                                'toughness': 1,
                                'text': 'All Sliver creatures get +1/+1.'}]},
 'Winged Sliver': {'statics': [{'op': 'grant_keywords',
                                'filter': 'Sliver creature',
                                'keywords': ['Flying'],
                                'text': 'All Sliver creatures have flying.'}]},
 'Favorable Winds': {'statics': [{'op': 'pump_all',
                                  'filter': 'creature with flying you control',
                                  'power': 1,
                                  'toughness': 1,
                                  'text': 'Creatures you control with flying get +1/+1.'}]},
 'Day of Destiny': {'statics': [{'op': 'pump_all',
                                 'filter': 'legendary creature you control',
                                 'power': 2,
                                 'toughness': 2,
                                 'text': 'Legendary creatures you control get +2/+2.'}]},
 'Pacifism': {'enchant': 'creature',
              'statics': [{'op': 'grant_attached',
                           'keywords': ["Can't attack or block"],
                           'text': "Enchanted creature can't attack or block."}]},
 'Mind Control': {'enchant': 'creature',
                  'statics': [{'op': 'control_attached',
                               'text': 'You control enchanted creature.'}]},
 'Arrest': {'enchant': 'creature',
            'statics': [{'op': 'grant_attached',
                         'keywords': ["Can't attack or block",
                                      "Its activated abilities can't be activated"],
                         'text': "Enchanted creature can't attack or block, and its activated "
                                 "abilities can't be activated."}]},
 'Dehydration': {'enchant': 'creature',
                 'statics': [{'op': 'grant_attached',
                              'keywords': ["Doesn't untap during its controller's untap step"],
                              'text': "Enchanted creature doesn't untap during its controller's "
                                      'untap step.'}]},
 'Vulshok Gauntlets': {'statics': [{'op': 'pump_attached', 'power': 4, 'toughness': 2},
                                   {'op': 'grant_attached',
                                    'keywords': ["Doesn't untap during its controller's untap "
                                                 'step'],
                                    'text': "Equipped creature gets +4/+2 and doesn't untap during "
                                            "its controller's untap step."}],
                       'equip': '{3}'},
 'Eternity Snare': {'enchant': 'creature',
                    'triggers': [{'when': 'enters',
                                  'effects': [{'do': 'draw', 'amount': 1}],
                                  'text': 'When this Aura enters, draw a card.'}],
                    'statics': [{'op': 'grant_attached',
                                 'keywords': ["Doesn't untap during its controller's untap step"],
                                 'text': "Enchanted creature doesn't untap during its controller's "
                                         'untap step.'}]},
 'Thalia, Guardian of Thraben': {'keywords': ['First strike'],
                                 'statics': [{'op': 'spells_cost_more',
                                              'filter': 'noncreature',
                                              'amount': 1,
                                              'text': 'Noncreature spells cost {1} more to '
                                                      'cast.'}]},
 'Lodestone Golem': {'statics': [{'op': 'spells_cost_more',
                                  'filter': 'nonartifact',
                                  'amount': 1,
                                  'text': 'Nonartifact spells cost {1} more to cast.'}]},
 'Thorn of Amethyst': {'statics': [{'op': 'spells_cost_more',
                                    'filter': 'noncreature',
                                    'amount': 1,
                                    'text': 'Noncreature spells cost {1} more to cast.'}]},
 'Goblin Electromancer': {'statics': [{'op': 'spells_cost_less',
                                       'filter': 'instant or sorcery',
                                       'amount': 1,
                                       'who': 'you',
                                       'text': 'Instant and sorcery spells you cast cost {1} less '
                                               'to cast.'}]},
 'Dragonspeaker Shaman': {'statics': [{'op': 'spells_cost_less',
                                       'filter': 'dragon',
                                       'amount': 2,
                                       'who': 'you',
                                       'text': 'Dragon spells you cast cost {2} less to cast.'}]},
 'Ghostly Prison': {'statics': [{'op': 'attack_tax',
                                 'amount': 2,
                                 'text': "Creatures can't attack you unless their controller pays "
                                         "{2} for each creature they control that's attacking "
                                         'you.'}]},
 'Propaganda': {'statics': [{'op': 'attack_tax',
                             'amount': 2,
                             'text': "Creatures can't attack you unless their controller pays {2} "
                                     "for each creature they control that's attacking you."}]},
 'Baird, Steward of Argive': {'keywords': ['Vigilance'],
                              'statics': [{'op': 'attack_tax',
                                           'amount': 1,
                                           'planeswalkers': True,
                                           'text': "Creatures can't attack you or planeswalkers "
                                                   'you control unless their controller pays {1} '
                                                   'for each of those creatures.'}]},
 'Windborn Muse': {'keywords': ['Flying'],
                   'statics': [{'op': 'attack_tax',
                                'amount': 2,
                                'text': "Creatures can't attack you unless their controller pays "
                                        "{2} for each creature they control that's attacking "
                                        'you.'}]}}


@pytest.mark.parametrize("name", sorted(GOLDEN_STATICS))
def test_604_static_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_STATICS[name]


def test_604_group_statics_read_subjects_the_anthem_grammar_cannot():
    kind, statics = compile_paragraph("Non-Human creatures you control get +1/+1.", False)
    assert kind == "statics" and statics[0]["filter"] == "non-Human creature you control"
    kind, statics = compile_paragraph("Nontoken creatures you control have vigilance.", False)
    assert statics[0] == {"op": "grant_keywords", "filter": "nontoken creature you control",
                          "keywords": ["Vigilance"],
                          "text": "Nontoken creatures you control have vigilance."}


def test_611_3a_a_condition_the_engine_cannot_judge_stays_missing():
    with pytest.raises(CompileError, match="condition"):
        compile_paragraph("This creature gets +2/+2 as long as an opponent has ten or less "
                          "life.", False)


def test_602_5b_a_restriction_on_a_mana_ability_is_not_compiled_yet():
    with pytest.raises(CompileError):
        compile_paragraph("{T}: Add {G}. Activate only during your turn.", False)


def test_602_1a_an_unreadable_cost_part_stays_missing():
    with pytest.raises(CompileError):
        compile_paragraph("Remove X storage counters from this land: Add X mana of any one "
                          "color.", False)


def test_602_5b_two_restrictions_at_once():
    kind, (ability,) = compile_paragraph("{2}: This creature gets +1/+1 until end of turn. "
                                         "Activate only as a sorcery and only once each turn.",
                                         False)
    assert kind == "abilities" and ability["sorcery"] and ability["once_each_turn"]
