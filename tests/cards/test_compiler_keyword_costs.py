"""Golden records of the keyword lines read by ``compiler.cost_keywords`` and the keywords of
``casualmagic.mechanics`` added with them (unearth, scavenge, embalm, eternalize, encore, dash,
blitz, offspring, squad, surge, spectacle, foretell, converge's counters; cumulative upkeep, battle cry, riot,
unleash, For Mirrodin!, mobilize, sunburst, enlist, skulk, jump-start, affinity for [text]).

Each record was checked by hand against the card's oracle text (the comment above it); the
oracle fields (cost, type, text, P/T) are left out.  The cards play in the mechanics' tests
(tests/mechanics/test_<keyword>.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled, compiled_definition

ORACLE = ("cost", "type", "text", "pt", "loyalty", "name")

GOLDEN: dict[str, dict] = {
    # 'Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)'
    'Dregscape Zombie': {'abilities': [{'cost': '{B}',
                'zone': 'graveyard',
                'sorcery': True,
                'text': 'Unearth {B}',
                'effects': [{'do': 'unearth'}]}]},
    # "Scavenge {5}{G} ({5}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)"
    'Drudge Beetle': {'abilities': [{'cost': '{5}{G}, Exile this card from your graveyard',
                'zone': 'graveyard',
                'sorcery': True,
                'text': 'Scavenge {5}{G}',
                'targets': ['creature'],
                'effects': [{'do': 'scavenge', 'what': 0}]}]},
    # "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)"
    'Sacred Cat': {'keywords': ['Lifelink'],
 'abilities': [{'cost': '{W}, Exile this card from your graveyard',
                'zone': 'graveyard',
                'sorcery': True,
                'text': 'Embalm {W}',
                'effects': [{'do': 'embalm'}]}]},
    # "Double strike\nEternalize {3}{W}{W} ({3}{W}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Cat with no mana cost. Eternalize only as a sorcery.)"
    'Adorned Pouncer': {'keywords': ['Double strike'],
 'abilities': [{'cost': '{3}{W}{W}, Exile this card from your graveyard',
                'zone': 'graveyard',
                'sorcery': True,
                'text': 'Eternalize {3}{W}{W}',
                'effects': [{'do': 'eternalize'}]}]},
    # 'Whenever this creature attacks, target creature an opponent controls gets -1/-1 until end of turn.\nEncore {3}{B} ({3}{B}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)'
    'Briarblade Adept': {'triggers': [{'when': 'attacks',
               'effects': [{'do': 'pump', 'what': 0, 'power': -1, 'toughness': -1}],
               'targets': ['creature an opponent controls'],
               'text': 'Whenever this creature attacks, target creature an opponent '
                       'controls gets -1/-1 until end of turn.'}],
 'abilities': [{'cost': '{3}{B}, Exile this card from your graveyard',
                'zone': 'graveyard',
                'sorcery': True,
                'text': 'Encore {3}{B}',
                'effects': [{'do': 'encore'}]}]},
    # "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)"
    'Mardu Scout': {'dash': '{1}{R}'},
    # 'When this creature enters, put two +1/+1 counters on target creature.\nBlitz {3}{G} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)'
    'Caldaia Strongarm': {'triggers': [{'when': 'enters',
               'effects': [{'do': 'add_counters',
                            'what': 0,
                            'kind': '+1/+1',
                            'amount': 2}],
               'targets': ['creature'],
               'text': 'When this creature enters, put two +1/+1 counters on target '
                       'creature.'}],
 'blitz': '{3}{G}'},
    # 'Offspring {1} (You may pay an additional {1} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)\nWhen this creature enters, target creature you control gets +1/+1 until end of turn.'
    'Intrepid Rabbit': {'offspring': '{1}',
 'triggers': [{'when': 'enters',
               'effects': [{'do': 'pump', 'what': 0, 'power': 1, 'toughness': 1}],
               'targets': ['creature you control'],
               'text': 'When this creature enters, target creature you control gets '
                       '+1/+1 until end of turn.'}]},
    # 'Squad {1}{G} (As an additional cost to cast this spell, you may pay {1}{G} any number of times. When this creature enters, create that many tokens that are copies of it.)\nOther Elves you control get +1/+1.'
    'Galadhrim Brigade': {'squad': '{1}{G}',
 'statics': [{'op': 'pump_all',
              'filter': 'other Elf you control',
              'power': 1,
              'toughness': 1,
              'text': 'Other Elves you control get +1/+1.'}]},
    # "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nMenace (This creature can't be blocked except by two or more creatures.)"
    'Goblin Freerunner': {'surge': '{1}{R}', 'keywords': ['Menace']},
    # 'Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any target.'
    'Skewer the Critics': {'spectacle': '{R}',
 'spell': [{'do': 'damage', 'amount': 3, 'to': 0}],
 'targets': ['any']},
    # 'Flying\nForetell {1}{U} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)'
    'Augury Raven': {'keywords': ['Flying'], 'foretell': '{1}{U}'},
    # 'Flying\nConverge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.'
    'Skyrider Elf': {'keywords': ['Flying'],
 'statics': [{'op': 'enters_with_counters',
              'kind': '+1/+1',
              'amount': 'colors of mana spent to cast this spell',
              'text': 'This creature enters with a +1/+1 counter on it for each color of '
                      'mana spent to cast it.'}]},
    # 'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)'
    'Goblin Wardriver': {'keywords': ['Battle cry']},
    # 'Riot (This creature enters with your choice of a +1/+1 counter or haste.)\nTrample\n{4}{R}{G}: This creature gets +3/+0 until end of turn.'
    'Frenzied Arynx': {'keywords': ['Riot', 'Trample'],
 'abilities': [{'cost': '{4}{R}{G}',
                'effects': [{'do': 'pump', 'what': 'self', 'power': 3, 'toughness': 0}],
                'text': '{4}{R}{G}: This creature gets +3/+0 until end of turn.'}]},
    # "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)"
    'Dead Reveler': {'keywords': ['Unleash']},
    # 'For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)\nEquipped creature gets +1/-1.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)'
    'Barbed Batterfist': {'keywords': ['For Mirrodin!'],
 'statics': [{'op': 'pump_attached', 'power': 1, 'toughness': -1}],
 'equip': '{1}'},
    # 'Vigilance\nMobilize 3 (Whenever this creature attacks, create three tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)'
    'Dalkovan Packbeasts': {'keywords': ['Vigilance', 'Mobilize 3']},
    # 'Sunburst (This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.)\n{1}, Remove four +1/+1 counters from this creature: Target player draws three cards.'
    'Etched Oracle': {'keywords': ['Sunburst'],
 'abilities': [{'cost': '{1}, Remove four +1/+1 counters from this creature',
                'effects': [{'do': 'draw', 'who': 0, 'amount': 3}],
                'text': '{1}, Remove four +1/+1 counters from this creature: Target '
                        'player draws three cards.',
                'targets': ['player']}]},
    # "Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning sickness. When you do, add its power to this creature's until end of turn.)\nWhen this creature dies, it deals damage equal to its power to any target."
    'Balduvian Berserker': {'keywords': ['Enlist'],
 'triggers': [{'when': 'dies',
               'effects': [{'do': 'damage', 'amount': 'power of this', 'to': 0}],
               'targets': ['any'],
               'text': 'When this creature dies, it deals damage equal to its power to '
                       'any target.'}]},
    # "Skulk (This creature can't be blocked by creatures with greater power.)"
    'Furtive Homunculus': {'keywords': ['Skulk']},
    # 'Direct Current deals 2 damage to any target.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)'
    'Direct Current': {'keywords': ['Jump-start'],
 'spell': [{'do': 'damage', 'amount': 2, 'to': 0}],
 'targets': ['any']},
    # 'Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen this creature enters, draw a card.'
    'Arctic Wolves': {'keywords': ['Cumulative upkeep {2}'],
                      'triggers': [{'when': 'enters', 'effects': [{'do': 'draw', 'amount': 1}],
                                    'text': 'When this creature enters, draw a card.'}]},
    # 'Affinity for enchantments (This spell costs {1} less to cast for each enchantment you control.)'
    'Brine Giant': {'keywords': ['Affinity for enchantments']},
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_keyword_card_compiles_as_checked_by_hand(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    assert {k: v for k, v in card.raw.items() if k not in ORACLE} == GOLDEN[name]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_keyword_card_definition_loads(name: str) -> None:
    """The engine reads every golden record (its ops, keywords and fields are known)."""
    card = compiled_definition(name)
    assert card is not None and not card.missing and card.source == "compiled"
