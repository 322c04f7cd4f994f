"""Golden cards of the compiler's mana abilities and lands: each compiled definition was
checked by hand against the card's oracle text (kept apart from ``test_compiler.py``'s
golden set so the compiler helpers' additions merge without conflicts)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_MANA_AND_LANDS: dict[str, dict] = {
    # bounce lands: two colours at once (106.1) and "return a land you control" (608.2d)
    'Azorius Chancery': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{W}{U}', 'text': '{T}: Add {W}{U}.'}]},
    'Dimir Aqueduct': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{U}{B}', 'text': '{T}: Add {U}{B}.'}]},
    'Rakdos Carnarium': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{B}{R}', 'text': '{T}: Add {B}{R}.'}]},
    'Gruul Turf': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{R}{G}', 'text': '{T}: Add {R}{G}.'}]},
    'Selesnya Sanctuary': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{G}{W}', 'text': '{T}: Add {G}{W}.'}]},
    'Izzet Boilerworks': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{U}{R}', 'text': '{T}: Add {U}{R}.'}]},
    'Golgari Rot Farm': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{B}{G}', 'text': '{T}: Add {B}{G}.'}]},
    'Boros Garrison': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{R}{W}', 'text': '{T}: Add {R}{W}.'}]},
    'Simic Growth Chamber': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{G}{U}', 'text': '{T}: Add {G}{U}.'}]},
    'Orzhov Basilica': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'bounce_choice', 'who': 'you', 'filter': 'land'}],
                   'text': 'When this land enters, return a land you control to its '
                           "owner's hand."}],
     'abilities': [{'cost': '{T}', 'add': '{W}{B}', 'text': '{T}: Add {W}{B}.'}]},
    # Signets and Odyssey filter lands: mana in the cost (602.2b, 605.1a)
    'Azorius Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{W}{U}', 'text': '{1}, {T}: Add {W}{U}.'}]},
    'Dimir Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{U}{B}', 'text': '{1}, {T}: Add {U}{B}.'}]},
    'Rakdos Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{B}{R}', 'text': '{1}, {T}: Add {B}{R}.'}]},
    'Gruul Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{R}{G}', 'text': '{1}, {T}: Add {R}{G}.'}]},
    'Selesnya Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{G}{W}', 'text': '{1}, {T}: Add {G}{W}.'}]},
    'Izzet Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{U}{R}', 'text': '{1}, {T}: Add {U}{R}.'}]},
    'Golgari Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{B}{G}', 'text': '{1}, {T}: Add {B}{G}.'}]},
    'Boros Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{R}{W}', 'text': '{1}, {T}: Add {R}{W}.'}]},
    'Simic Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{G}{U}', 'text': '{1}, {T}: Add {G}{U}.'}]},
    'Orzhov Signet': {'abilities': [{'cost': '{1}, {T}', 'add': '{W}{B}', 'text': '{1}, {T}: Add {W}{B}.'}]},
    'Skycloud Expanse': {'abilities': [{'cost': '{1}, {T}', 'add': '{W}{U}', 'text': '{1}, {T}: Add {W}{U}.'}]},
    'Darkwater Catacombs': {'abilities': [{'cost': '{1}, {T}', 'add': '{U}{B}', 'text': '{1}, {T}: Add {U}{B}.'}]},
    'Sungrass Prairie': {'abilities': [{'cost': '{1}, {T}', 'add': '{G}{W}', 'text': '{1}, {T}: Add {G}{W}.'}]},
    'Mossfire Valley': {'abilities': [{'cost': '{1}, {T}', 'add': '{R}{G}', 'text': '{1}, {T}: Add {R}{G}.'}]},
    'Shadowblood Ridge': {'abilities': [{'cost': '{1}, {T}', 'add': '{B}{R}', 'text': '{1}, {T}: Add {B}{R}.'}]},
    # colours worked out when activated (106.7, 903.4), amounts, conditions (602.5b), filters
    'Exotic Orchard': {'abilities': [{'cost': '{T}',
                    'add': 'opponent_lands',
                    'text': '{T}: Add one mana of any color that a land an opponent '
                            'controls could produce.'}]},
    'Fellwar Stone': {'abilities': [{'cost': '{T}',
                    'add': 'opponent_lands',
                    'text': '{T}: Add one mana of any color that a land an opponent '
                            'controls could produce.'}]},
    'Temple of the False God': {'abilities': [{'cost': '{T}',
                    'add': 'C',
                    'text': '{T}: Add {C}{C}. Activate only if you control five or more '
                            'lands.',
                    'amount': 2,
                    'if': 'you control 5 or more lands'}]},
    'Gilded Lotus': {'abilities': [{'cost': '{T}',
                    'add': 'any',
                    'text': '{T}: Add three mana of any one color.',
                    'amount': 3}]},
    'Mystic Gate': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{W/U}, {T}',
                    'add': '{W/U}{W/U}',
                    'text': '{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.'}]},
    'Crumbling Necropolis': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'abilities': [{'cost': '{T}', 'add': 'U/B/R', 'text': '{T}: Add {U}, {B}, or {R}.'}]},
    'Path of Ancestry': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'commander',
                    'text': "{T}: Add one mana of any color in your commander's color "
                            'identity. When that mana is spent to cast a creature spell '
                            'that shares a creature type with your commander, scry 1.',
                    'when_spent': {'spell': 'creature sharing a creature type with your '
                                            'commander',
                                   'effects': [{'do': 'scry', 'amount': 1}]}}]},
    # "enters tapped unless" (614.1c) and the reveal lands (701.20a)
    'Prairie Stream': {'statics': [{'op': 'enters_tapped_unless',
                  'basic_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more basic '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'W', 'text': '({T}: Add {W}.)'},
                   {'cost': '{T}', 'add': 'U', 'text': '({T}: Add {U}.)'}]},
    'Sunken Hollow': {'statics': [{'op': 'enters_tapped_unless',
                  'basic_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more basic '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'U', 'text': '({T}: Add {U}.)'},
                   {'cost': '{T}', 'add': 'B', 'text': '({T}: Add {B}.)'}]},
    'Canopy Vista': {'statics': [{'op': 'enters_tapped_unless',
                  'basic_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more basic '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'G', 'text': '({T}: Add {G}.)'},
                   {'cost': '{T}', 'add': 'W', 'text': '({T}: Add {W}.)'}]},
    'Cinder Glade': {'statics': [{'op': 'enters_tapped_unless',
                  'basic_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more basic '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'R', 'text': '({T}: Add {R}.)'},
                   {'cost': '{T}', 'add': 'G', 'text': '({T}: Add {G}.)'}]},
    'Smoldering Marsh': {'statics': [{'op': 'enters_tapped_unless',
                  'basic_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more basic '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'B', 'text': '({T}: Add {B}.)'},
                   {'cost': '{T}', 'add': 'R', 'text': '({T}: Add {R}.)'}]},
    'Port Town': {'statics': [{'op': 'enters_tapped_unless',
                  'reveal': ['Plains', 'Island'],
                  'text': 'As this land enters, you may reveal a Plains or Island card '
                          "from your hand. If you don't, this land enters tapped."}],
     'abilities': [{'cost': '{T}', 'add': 'W/U', 'text': '{T}: Add {W} or {U}.'}]},
    'Furycalm Snarl': {'statics': [{'op': 'enters_tapped_unless',
                  'reveal': ['Plains', 'Mountain'],
                  'text': 'As this land enters, you may reveal a Mountain or Plains card '
                          "from your hand. If you don't, this land enters tapped."}],
     'abilities': [{'cost': '{T}', 'add': 'R/W', 'text': '{T}: Add {R} or {W}.'}]},
    'Frostboil Snarl': {'statics': [{'op': 'enters_tapped_unless',
                  'reveal': ['Island', 'Mountain'],
                  'text': 'As this land enters, you may reveal an Island or Mountain card '
                          "from your hand. If you don't, this land enters tapped."}],
     'abilities': [{'cost': '{T}', 'add': 'U/R', 'text': '{T}: Add {U} or {R}.'}]},
    'Choked Estuary': {'statics': [{'op': 'enters_tapped_unless',
                  'reveal': ['Island', 'Swamp'],
                  'text': 'As this land enters, you may reveal an Island or Swamp card '
                          "from your hand. If you don't, this land enters tapped."}],
     'abilities': [{'cost': '{T}', 'add': 'U/B', 'text': '{T}: Add {U} or {B}.'}]},
    'Spirebluff Canal': {'statics': [{'op': 'enters_tapped_unless',
                  'other_lands_at_most': 2,
                  'text': 'This land enters tapped unless you control two or fewer other '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'U/R', 'text': '{T}: Add {U} or {R}.'}]},
    'Blooming Marsh': {'statics': [{'op': 'enters_tapped_unless',
                  'other_lands_at_most': 2,
                  'text': 'This land enters tapped unless you control two or fewer other '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'B/G', 'text': '{T}: Add {B} or {G}.'}]},
    'Glacial Fortress': {'statics': [{'op': 'enters_tapped_unless',
                  'control_types': ['Plains', 'Island'],
                  'text': 'This land enters tapped unless you control a Plains or an '
                          'Island.'}],
     'abilities': [{'cost': '{T}', 'add': 'W/U', 'text': '{T}: Add {W} or {U}.'}]},
    'Deserted Beach': {'statics': [{'op': 'enters_tapped_unless',
                  'other_lands_at_least': 2,
                  'text': 'This land enters tapped unless you control two or more other '
                          'lands.'}],
     'abilities': [{'cost': '{T}', 'add': 'W/U', 'text': '{T}: Add {W} or {U}.'}]},
    'Luxury Suite': {'statics': [{'op': 'enters_tapped_unless',
                  'opponents_at_least': 2,
                  'text': 'This land enters tapped unless you have two or more '
                          'opponents.'}],
     'abilities': [{'cost': '{T}', 'add': 'B/R', 'text': '{T}: Add {B} or {R}.'}]},
    'Abandoned Campground': {'statics': [{'op': 'enters_tapped_unless',
                  'life_at_most': 13,
                  'text': 'This land enters tapped unless a player has 13 or less life.'}],
     'abilities': [{'cost': '{T}', 'add': 'W/U', 'text': '{T}: Add {W} or {U}.'}]},
    # what lands do: 406.3, 402.2, 702.29e, 509.1b, 118.12, 701.19
    'Bojuka Bog': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'exile_graveyard', 'who': 0}],
                   'text': "When this land enters, exile target player's graveyard.",
                   'targets': ['player']}],
     'abilities': [{'cost': '{T}', 'add': 'B', 'text': '{T}: Add {B}.'}]},
    'Reliquary Tower': {'statics': [{'op': 'no_maximum_hand_size', 'text': 'You have no maximum hand size.'}],
     'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'}]},
    'Thought Vessel': {'statics': [{'op': 'no_maximum_hand_size', 'text': 'You have no maximum hand size.'}],
     'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'}]},
    'Ash Barrens': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{1}, Discard this card',
                    'zone': 'hand',
                    'effects': [{'do': 'search_library',
                                 'to': 'hand',
                                 'reveal': True,
                                 'filter': 'basic land card'}],
                    'text': 'Basic landcycling {1}'}]},
    "Rogue's Passage": {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{4}, {T}',
                    'effects': [{'do': 'pump',
                                 'what': 0,
                                 'power': 0,
                                 'toughness': 0,
                                 'keywords': ["Can't be blocked"]}],
                    'text': "{4}, {T}: Target creature can't be blocked this turn.",
                    'targets': ['creature']}]},
    'Rupture Spire': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'triggers': [{'when': 'enters',
                   'effects': [{'do': 'sacrifice_unless_pay', 'cost': '{1}'}],
                   'text': 'When this land enters, sacrifice it unless you pay {1}.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'any',
                    'text': '{T}: Add one mana of any color.'}]},
    'Myriad Landscape': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{2}, {T}, Sacrifice this',
                    'effects': [{'do': 'search_library',
                                 'filter': 'basic land card',
                                 'amount': 2,
                                 'to': 'battlefield',
                                 'tapped': True,
                                 'share_land_type': True}],
                    'text': '{2}, {T}, Sacrifice this land: Search your library for up to '
                            'two basic land cards that share a land type, put them onto '
                            'the battlefield tapped, then shuffle.'}]},
    'Evolving Wilds': {'abilities': [{'cost': '{T}, Sacrifice this',
                    'effects': [{'do': 'search_library',
                                 'filter': 'basic land card',
                                 'to': 'battlefield',
                                 'tapped': True}],
                    'text': '{T}, Sacrifice this land: Search your library for a basic '
                            'land card, put it onto the battlefield tapped, then '
                            'shuffle.'}]},
    'Migratory Route': {'abilities': [{'cost': '{2}, Discard this card',
                    'zone': 'hand',
                    'effects': [{'do': 'search_library',
                                 'to': 'hand',
                                 'reveal': True,
                                 'filter': 'basic land card'}],
                    'text': 'Basic landcycling {2}'}],
     'spell': [{'do': 'create_token',
                'name': 'Bird',
                'types': 'Creature — Bird',
                'colors': 'W',
                'power': 1,
                'toughness': 1,
                'keywords': ['Flying'],
                'amount': 4}]},
    # pain lands and Talismans (605.3b), Thriving lands (614.12a), tri-lands
    'Sulfurous Springs': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{T}',
                    'add': 'B/R',
                    'text': '{T}: Add {B} or {R}. This land deals 1 damage to you.',
                    'effects': [{'do': 'damage', 'amount': 1, 'to': 'you'}]}]},
    'Shivan Reef': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{T}',
                    'add': 'U/R',
                    'text': '{T}: Add {U} or {R}. This land deals 1 damage to you.',
                    'effects': [{'do': 'damage', 'amount': 1, 'to': 'you'}]}]},
    'Talisman of Creativity': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{T}',
                    'add': 'U/R',
                    'text': '{T}: Add {U} or {R}. This artifact deals 1 damage to you.',
                    'effects': [{'do': 'damage', 'amount': 1, 'to': 'you'}]}]},
    'Talisman of Dominance': {'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{T}',
                    'add': 'U/B',
                    'text': '{T}: Add {U} or {B}. This artifact deals 1 damage to you.',
                    'effects': [{'do': 'damage', 'amount': 1, 'to': 'you'}]}]},
    'Thriving Isle': {'statics': [{'op': 'enters_tapped',
                  'text': 'This land enters tapped. As it enters, choose a color other '
                          'than blue.'},
                 {'op': 'choose_color_as_enters',
                  'other_than': 'U',
                  'text': 'This land enters tapped. As it enters, choose a color other '
                          'than blue.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'U/chosen',
                    'text': '{T}: Add {U} or one mana of the chosen color.'}]},
    'Thriving Bluff': {'statics': [{'op': 'enters_tapped',
                  'text': 'This land enters tapped. As it enters, choose a color other '
                          'than red.'},
                 {'op': 'choose_color_as_enters',
                  'other_than': 'R',
                  'text': 'This land enters tapped. As it enters, choose a color other '
                          'than red.'}],
     'abilities': [{'cost': '{T}',
                    'add': 'R/chosen',
                    'text': '{T}: Add {R} or one mana of the chosen color.'}]},
    'Arcane Sanctum': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'abilities': [{'cost': '{T}', 'add': 'W/U/B', 'text': '{T}: Add {W}, {U}, or {B}.'}]},
    # 613.1f: lands granted a mana ability; 701.19a: a Forest card and a Plains card
    'Chromatic Lantern': {'statics': [{'op': 'grant_mana_ability',
                  'filter': 'land you control',
                  'add': 'any',
                  'text': 'Lands you control have "{T}: Add one mana of any color."'}],
     'abilities': [{'cost': '{T}',
                    'add': 'any',
                    'text': '{T}: Add one mana of any color.'}]},
    'Krosan Verge': {'statics': [{'op': 'enters_tapped', 'text': 'This land enters tapped.'}],
     'abilities': [{'cost': '{T}', 'add': 'C', 'text': '{T}: Add {C}.'},
                   {'cost': '{2}, {T}, Sacrifice this',
                    'effects': [{'do': 'search_library',
                                 'filter': 'card',
                                 'amount': 2,
                                 'to': 'battlefield',
                                 'tapped': True,
                                 'one_of_each': ['Forest', 'Plains']}],
                    'text': '{2}, {T}, Sacrifice this land: Search your library for a '
                            'Forest card and a Plains card, put them onto the battlefield '
                            'tapped, then shuffle.'}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_MANA_AND_LANDS))
def test_605_mana_and_land_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_MANA_AND_LANDS[name]
