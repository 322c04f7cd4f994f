"""Golden cards of the as-enters choices (614.12a; compiler.entering_choices): each compiled
definition was checked by hand against the card's oracle text."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.entering_choices import entering_choice_line
from casualmagic.cards.vocabulary import ENTERING_CHOICE_OPS
from casualmagic.engine.entering_choices import CHOOSERS
from tests.cards.golden import compiled_fields

GOLDEN_ENTERING_CHOICES: dict[str, dict] = {
    'Watery Grave': {'statics': [{'op': 'pay_life_or_enters_tapped',
                  'amount': 2,
                  'text': "As this land enters, you may pay 2 life. If you don't, it enters "
                          'tapped.'}],
     'abilities': [{'cost': '{T}', 'add': 'U', 'text': '({T}: Add {U}.)'},
                   {'cost': '{T}', 'add': 'B', 'text': '({T}: Add {B}.)'}]},
    'Gilt-Leaf Palace': {'statics': [{'op': 'reveal_or_enters_tapped',
                  'types': ['Elf'],
                  'text': 'As this land enters, you may reveal an Elf card from your hand. If you '
                          "don't, this land enters tapped."}],
     'abilities': [{'cost': '{T}', 'add': 'B/G', 'text': '{T}: Add {B} or {G}.'}]},
    'Temple of the Dragon Queen': {'statics': [{'op': 'reveal_or_enters_tapped',
                  'types': ['Dragon'],
                  'or_control': ['Dragon'],
                  'text': 'As this land enters, you may reveal a Dragon card from your hand. This '
                          'land enters tapped unless you revealed a Dragon card this way or you '
                          'control a Dragon.'},
                 {'op': 'choose_color_as_enters', 'text': 'As this land enters, choose a color.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'chosen',
                    'text': '{T}: Add one mana of the chosen color.'}]},
    'Night Market': {'statics': [{'op': 'enters_tapped',
                  'text': 'This land enters tapped. As it enters, choose a color.'},
                 {'op': 'choose_color_as_enters',
                  'text': 'This land enters tapped. As it enters, choose a color.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'chosen',
                    'text': '{T}: Add one mana of the chosen color.'}],
     'cycling': '{3}'},
    'Citadel Gate': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'},
                 {'op': 'choose_color_as_enters',
                  'other_than': 'W',
                  'text': 'As this land enters, choose a color other than white.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'W/chosen',
                    'text': '{T}: Add {W} or one mana of the chosen color.'}]},
    'Quirion Elves': {'statics': [{'op': 'choose_color_as_enters',
                  'text': 'As this creature enters, choose a color.'}],
     'abilities': [{'cost': '{T}', 'add': 'G', 'text': '{T}: Add {G}.'},
                   {'cost': '{T}',
                    'add': 'chosen',
                    'text': '{T}: Add one mana of the chosen color.'}]},
    'Coldsteel Heart': {'statics': [{'op': 'enters_tapped', 'text': 'This artifact enters tapped.'},
                 {'op': 'choose_color_as_enters',
                  'text': 'As this artifact enters, choose a color.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'chosen',
                    'text': '{T}: Add one mana of the chosen color.'}]},
    'Turbulent Steppe': {'statics': [{'op': 'enters_tapped_unless',
                  'opponents_lands_at_least': 8,
                  'text': 'This land enters tapped unless your opponents control eight or more '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'R', 'text': '({T}: Add {R}.)'},
                   {'cost': '{T}', 'add': 'W', 'text': '({T}: Add {W}.)'}]},
    # the colour's linked abilities (607.2)
    'Hall of Triumph': {'statics': [{'op': 'choose_color_as_enters', 'text': 'As ~ enters, choose a color.'},
                 {'op': 'pump_all',
                  'filter': 'creature you control of the chosen color',
                  'power': 1,
                  'toughness': 1,
                  'text': 'Creatures you control of the chosen color get +1/+1.'}]},
    'Heraldic Banner': {'statics': [{'op': 'choose_color_as_enters',
                  'text': 'As this artifact enters, choose a color.'},
                 {'op': 'pump_all',
                  'filter': 'creature you control of the chosen color',
                  'power': 1,
                  'toughness': 0,
                  'text': 'Creatures you control of the chosen color get +1/+0.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'chosen',
                    'text': '{T}: Add one mana of the chosen color.'}]},
    'Prism Ring': {'statics': [{'op': 'choose_color_as_enters',
                  'text': 'As this artifact enters, choose a color.'}],
     'triggers': [{'when': 'you_cast',
                   'effects': [{'do': 'gain_life', 'amount': 1}],
                   'subject': 'spell of the chosen color',
                   'text': 'Whenever you cast a spell of the chosen color, you gain 1 life.'}]},
    # "You may have this artifact enter as a copy of any artifact on the battlefield" (707.5)
    'Sculpting Steel': {'statics': [{'op': 'enter_as_copy', 'filter': 'artifact',
                                     'text': 'You may have this artifact enter as a copy of any '
                                             'artifact on the battlefield.'}]},
    'Clever Impersonator': {'statics': [{'op': 'enter_as_copy', 'filter': 'nonland permanent',
                                         'text': 'You may have this creature enter as a copy '
                                                 'of any nonland permanent on the battlefield.'}]},
    # a basic land type (205.3i) and its linked abilities (305.7, 607.2)
    'Multiversal Passage': {'statics': [{'op': 'choose_basic_land_type_as_enters',
                  'text': 'As this land enters, choose a basic land type. Then you may pay 2 '
                          "life. If you don't, it enters tapped."},
                 {'op': 'pay_life_or_enters_tapped',
                  'amount': 2,
                  'text': 'As this land enters, choose a basic land type. Then you may pay 2 '
                          "life. If you don't, it enters tapped."},
                 {'op': 'set_subtypes',
                  'filter': 'self',
                  'subtypes': ['the chosen basic land type'],
                  'text': 'This land is the chosen type.'}]},
    'Phantasmal Terrain': {'enchant': 'land',
     'statics': [{'op': 'choose_basic_land_type_as_enters',
                  'text': 'As this Aura enters, choose a basic land type.'},
                 {'op': 'set_subtypes',
                  'filter': 'attached',
                  'subtypes': ['the chosen basic land type'],
                  'text': 'Enchanted land is the chosen type.'}]},
    'Realmwright': {'statics': [{'op': 'choose_basic_land_type_as_enters',
                  'text': 'As this creature enters, choose a basic land type.'},
                 {'op': 'add_types',
                  'filter': 'land you control',
                  'subtypes': ['the chosen basic land type'],
                  'text': 'Lands you control are the chosen type in addition to their other '
                          'types.'}]},
    # "enters tapped unless you control a basic land / a legendary creature" (614.1c)
    "Agna Qel'a": {'statics': [{'op': 'enters_tapped_unless', 'control': 'basic land',
                                'text': 'This land enters tapped unless you control a basic '
                                        'land.'}],
                   'abilities': [{'cost': '{T}', 'add': 'U', 'text': '{T}: Add {U}.'},
                                 {'cost': '{2}{U}, {T}',
                                  'effects': [{'do': 'draw', 'amount': 1},
                                              {'do': 'discard', 'amount': 1}],
                                  'text': '{2}{U}, {T}: Draw a card, then discard a card.'}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_ENTERING_CHOICES))
def test_614_12a_entering_choice_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN_ENTERING_CHOICES[name]


def test_614_12a_every_entering_choice_op_has_its_chooser():
    assert set(CHOOSERS) == ENTERING_CHOICE_OPS


@pytest.mark.parametrize("para", [
    # a type the engine doesn't know isn't read as one
    "As this land enters, you may reveal a Blorb card from your hand. If you don't, this "
    "land enters tapped.",
    # the revealed type and the controlled type differ: not this shape
    "As this land enters, you may reveal a Dragon card from your hand. This land enters "
    "tapped unless you revealed a Dragon card this way or you control a Wizard.",
    "As this land enters, you may pay 2 life. If you do, draw a card.",
])
def test_614_12a_other_shapes_are_left_to_the_rest_of_the_compiler(para: str) -> None:
    assert entering_choice_line(para) is None
