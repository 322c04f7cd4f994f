"""The compiler reads triggered abilities compositionally (CR 603.1, compiler/triggers.py):
a trigger head is "When/Whenever" + a subject + an event, or "At the beginning of" + a step,
with an optional intervening "if" clause (603.4).  GOLDEN holds real cards whose compiled
triggers were checked by hand against their oracle text (the heads one by one and what is
refused: test_compiler_trigger_heads.py; the events in games:
test_compiled_triggers_in_games.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from casualmagic.cards.definitions import compile_card
from tests.cards.golden import compiled_fields

GOLDEN: dict[str, dict] = {
    "Warstorm Surge": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "damage", "by": "it", "amount": "power of it", "to": 0}],
             "subject": "creature you control", "whose": "your", "targets": ["any"],
             "text": "Whenever a creature you control enters, it deals damage equal to its power "
                     "to any target."},
        ],
    },
    "Weldfast Engineer": {
        "triggers": [
            {"when": "beginning_of_combat",
             "effects": [{"do": "pump", "what": 0, "power": 2, "toughness": 0}],
             "targets": ["artifact creature you control"],
             "text": "At the beginning of combat on your turn, target artifact creature you "
                     "control gets +2/+0 until end of turn."},
        ],
    },
    "Siege Veteran": {
        "triggers": [
            {"when": "beginning_of_combat",
             "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
             "targets": ["creature you control"],
             "text": "At the beginning of combat on your turn, put a +1/+1 counter on target "
                     "creature you control."},
            {"when": "dies",
             "effects": [{"do": "create_token", "name": "Soldier", "types": "Artifact Creature — Soldier", "colors": "", "power": 1, "toughness": 1}],
             "subject": "another nontoken Soldier you control", "whose": "your",
             "text": "Whenever another nontoken Soldier you control dies, create a 1/1 colorless "
                     "Soldier artifact creature token."},
        ],
    },
    "Ajani's Comrade": {
        "keywords": ["Trample"],
        "triggers": [
            {"when": "beginning_of_combat",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "if": "you control an Ajani planeswalker",
             "text": "At the beginning of combat on your turn, if you control an Ajani "
                     "planeswalker, put a +1/+1 counter on this creature."},
        ],
    },
    "Monastery Mentor": {
        "keywords": ["Prowess"],
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "create_token", "name": "Monk", "types": "Creature — Monk", "colors": "W", "power": 1, "toughness": 1, "keywords": ["Prowess"]}],
             "subject": "noncreature spell",
             "text": "Whenever you cast a noncreature spell, create a 1/1 white Monk creature "
                     "token with prowess."},
        ],
    },
    "Talrand, Sky Summoner": {
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "create_token", "name": "Drake", "types": "Creature — Drake", "colors": "U", "power": 2, "toughness": 2, "keywords": ["Flying"]}],
             "subject": "instant or sorcery spell",
             "text": "Whenever you cast an instant or sorcery spell, create a 2/2 blue Drake "
                     "creature token with flying."},
        ],
    },
    "Young Pyromancer": {
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "create_token", "name": "Elemental", "types": "Creature — Elemental", "colors": "R", "power": 1, "toughness": 1}],
             "subject": "instant or sorcery spell",
             "text": "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental "
                     "creature token."},
        ],
    },
    "Eyes of the Watcher": {
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "may_pay", "cost": "{1}"}, {"do": "scry", "amount": 2}],
             "subject": "instant or sorcery spell",
             "text": "Whenever you cast an instant or sorcery spell, you may pay {1}. If you do, "
                     "scry 2."},
        ],
    },
    "Mogg Sentry": {
        "triggers": [
            {"when": "cast",
             "effects": [{"do": "pump", "what": "self", "power": 2, "toughness": 2}],
             "subject": "spell an opponent controls",
             "text": "Whenever an opponent casts a spell, this creature gets +2/+2 until end of "
                     "turn."},
        ],
    },
    "Dragonlair Spider": {
        "keywords": ["Reach"],
        "triggers": [
            {"when": "cast",
             "effects": [{"do": "create_token", "name": "Insect", "types": "Creature — Insect", "colors": "G", "power": 1, "toughness": 1}],
             "subject": "spell an opponent controls",
             "text": "Whenever an opponent casts a spell, create a 1/1 green Insect creature "
                     "token."},
        ],
    },
    "Odric's Outrider": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
             "targets": ["creature you control"],
             "text": "Whenever this creature or another creature you control dies, put a +1/+1 "
                     "counter on target creature you control."},
            {"when": "dies",
             "effects": [{"do": "add_counters", "what": 0, "kind": "+1/+1", "amount": 1}],
             "subject": "another creature you control", "whose": "your",
             "targets": ["creature you control"],
             "text": "Whenever this creature or another creature you control dies, put a +1/+1 "
                     "counter on target creature you control."},
        ],
    },
    "Vengeful Bloodwitch": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "lose_life", "who": 0, "amount": 1}, {"do": "gain_life", "amount": 1}],
             "targets": ["opponent"],
             "text": "Whenever this creature or another creature you control dies, target opponent"
                     " loses 1 life and you gain 1 life."},
            {"when": "dies",
             "effects": [{"do": "lose_life", "who": 0, "amount": 1}, {"do": "gain_life", "amount": 1}],
             "subject": "another creature you control", "whose": "your", "targets": ["opponent"],
             "text": "Whenever this creature or another creature you control dies, target opponent"
                     " loses 1 life and you gain 1 life."},
        ],
    },
    "Dragonmaster Outcast": {
        "triggers": [
            {"when": "upkeep",
             "effects": [{"do": "create_token", "name": "Dragon", "types": "Creature — Dragon", "colors": "R", "power": 5, "toughness": 5, "keywords": ["Flying"]}],
             "if": "you control six or more lands",
             "text": "At the beginning of your upkeep, if you control six or more lands, create a "
                     "5/5 red Dragon creature token with flying."},
        ],
    },
    "Thopter Spy Network": {
        "triggers": [
            {"when": "upkeep",
             "effects": [{"do": "create_token", "name": "Thopter", "types": "Artifact Creature — Thopter", "colors": "", "power": 1, "toughness": 1, "keywords": ["Flying"]}],
             "if": "you control an artifact",
             "text": "At the beginning of your upkeep, if you control an artifact, create a 1/1 "
                     "colorless Thopter artifact creature token with flying."},
            {"when": "creatures_deal_combat_damage_to_player",
             "effects": [{"do": "draw", "amount": 1}], "subject": "artifact creature you control",
             "text": "Whenever one or more artifact creatures you control deal combat damage to a "
                     "player, draw a card."},
        ],
    },
    "Blazing Specter": {
        "keywords": ["Flying", "Haste"],
        "triggers": [
            {"when": "deals_combat_damage_to_player",
             "effects": [{"do": "discard", "who": "that player", "amount": 1}],
             "text": "Whenever this creature deals combat damage to a player, that player discards"
                     " a card."},
        ],
    },
    "Shriekgeist": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "deals_combat_damage_to_player",
             "effects": [{"do": "mill", "who": "that player", "amount": 2}],
             "text": "Whenever this creature deals combat damage to a player, that player mills "
                     "two cards."},
        ],
    },
    "Celestial Unicorn": {
        "triggers": [
            {"when": "gain_life",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "text": "Whenever you gain life, put a +1/+1 counter on this creature."},
        ],
    },
    "Drogskol Reaver": {
        "keywords": ["Flying", "Double strike", "Lifelink"],
        "triggers": [
            {"when": "gain_life", "effects": [{"do": "draw", "amount": 1}],
             "text": "Whenever you gain life, draw a card."},
        ],
    },
    "Phyrexian Vivisector": {
        "triggers": [
            {"when": "dies", "effects": [{"do": "scry", "amount": 1}],
             "subject": "creature you control", "whose": "your",
             "text": "Whenever a creature you control dies, scry 1."},
        ],
    },
    "Dark Prophecy": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "draw", "amount": 1}, {"do": "lose_life", "amount": 1}],
             "subject": "creature you control", "whose": "your",
             "text": "Whenever a creature you control dies, you draw a card and you lose 1 life."},
        ],
    },
    "Golgari Germination": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "create_token", "name": "Saproling", "types": "Creature — Saproling", "colors": "G", "power": 1, "toughness": 1}],
             "subject": "nontoken creature you control", "whose": "your",
             "text": "Whenever a nontoken creature you control dies, create a 1/1 green Saproling "
                     "creature token."},
        ],
    },
    "Squirrel Sanctuary": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "create_token", "name": "Squirrel", "types": "Creature — Squirrel", "colors": "G", "power": 1, "toughness": 1}],
             "text": "When this enchantment enters, create a 1/1 green Squirrel creature token."},
            {"when": "dies",
             "effects": [{"do": "may_pay", "cost": "{1}"}, {"do": "bounce", "what": "self"}],
             "subject": "nontoken creature you control", "whose": "your",
             "text": "Whenever a nontoken creature you control dies, you may pay {1}. If you do, "
                     "return this enchantment to its owner's hand."},
        ],
    },
    "Malakir Cullblade": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "subject": "creature an opponent controls", "whose": "each",
             "text": "Whenever a creature an opponent controls dies, put a +1/+1 counter on this "
                     "creature."},
        ],
    },
    "Altac Bloodseeker": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "pump", "what": "self", "power": 2, "toughness": 0, "keywords": ["First strike", "Haste"]}],
             "subject": "creature an opponent controls", "whose": "each",
             "text": "Whenever a creature an opponent controls dies, this creature gets +2/+0 and "
                     "gains first strike and haste until end of turn."},
        ],
    },
    "Scavenger Drake": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "may", "prompt": "Add counters?"}, {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "subject": "another creature", "whose": "each",
             "text": "Whenever another creature dies, you may put a +1/+1 counter on this "
                     "creature."},
        ],
    },
    "Atarka, World Render": {
        "keywords": ["Flying", "Trample"],
        "triggers": [
            {"when": "attacks",
             "effects": [{"do": "pump", "what": "it", "power": 0, "toughness": 0, "keywords": ["Double strike"]}],
             "subject": "Dragon you control", "whose": "your",
             "text": "Whenever a Dragon you control attacks, it gains double strike until end of "
                     "turn."},
        ],
    },
    "Utvara Hellkite": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "attacks",
             "effects": [{"do": "create_token", "name": "Dragon", "types": "Creature — Dragon", "colors": "R", "power": 6, "toughness": 6, "keywords": ["Flying"]}],
             "subject": "Dragon you control", "whose": "your",
             "text": "Whenever a Dragon you control attacks, create a 6/6 red Dragon creature "
                     "token with flying."},
        ],
    },
    "Kragma Warcaller": {
        "statics": [{"op": "grant_keywords", "filter": "Minotaur creature you control", "keywords": ["Haste"], "text": "Minotaur creatures you control have haste."}],
        "triggers": [
            {"when": "attacks",
             "effects": [{"do": "pump", "what": "it", "power": 2, "toughness": 0}],
             "subject": "Minotaur you control", "whose": "your",
             "text": "Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn."},
        ],
    },
    "Boosted Sloop": {
        "keywords": ["Menace"],
        "triggers": [
            {"when": "you_attack",
             "effects": [{"do": "draw", "amount": 1}, {"do": "discard", "amount": 1}],
             "text": "Whenever you attack, draw a card, then discard a card."},
        ],
        "abilities": [{"cost": "Crew 1", "effects": [{"do": "becomes_crewed"}], "text": "Crew 1"}],
    },
    "Temmet, Naktamun's Will": {
        "keywords": ["Vigilance", "Menace"],
        "triggers": [
            {"when": "you_attack",
             "effects": [{"do": "draw", "amount": 1}, {"do": "discard", "amount": 1}],
             "text": "Whenever you attack, draw a card, then discard a card."},
            {"when": "draw",
             "effects": [{"do": "pump_all", "filter": "Zombie you control", "power": 1, "toughness": 1}],
             "text": "Whenever you draw a card, Zombies you control get +1/+1 until end of turn."},
        ],
    },
    "Grave Titan": {
        "keywords": ["Deathtouch"],
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "create_token", "name": "Zombie", "types": "Creature — Zombie", "colors": "B", "power": 2, "toughness": 2, "amount": 2}],
             "text": "Whenever this creature enters or attacks, create two 2/2 black Zombie "
                     "creature tokens."},
            {"when": "attacks",
             "effects": [{"do": "create_token", "name": "Zombie", "types": "Creature — Zombie", "colors": "B", "power": 2, "toughness": 2, "amount": 2}],
             "text": "Whenever this creature enters or attacks, create two 2/2 black Zombie "
                     "creature tokens."},
        ],
    },
    "Thragtusk": {
        "triggers": [
            {"when": "enters", "effects": [{"do": "gain_life", "amount": 5}],
             "text": "When this creature enters, you gain 5 life."},
            {"when": "leaves",
             "effects": [{"do": "create_token", "name": "Beast", "types": "Creature — Beast", "colors": "G", "power": 3, "toughness": 3}],
             "text": "When this creature leaves the battlefield, create a 3/3 green Beast creature"
                     " token."},
        ],
    },
    "Circuit Mender": {
        "triggers": [
            {"when": "enters", "effects": [{"do": "gain_life", "amount": 2}],
             "text": "When this creature enters, you gain 2 life."},
            {"when": "leaves", "effects": [{"do": "draw", "amount": 1}],
             "text": "When this creature leaves the battlefield, draw a card."},
        ],
    },
    "Salivating Gremlins": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "pump", "what": "self", "power": 2, "toughness": 0, "keywords": ["Trample"]}],
             "subject": "artifact you control", "whose": "your",
             "text": "Whenever an artifact you control enters, this creature gets +2/+0 and gains "
                     "trample until end of turn."},
        ],
    },
    "Managorger Hydra": {
        "keywords": ["Trample"],
        "triggers": [
            {"when": "cast",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "subject": "spell",
             "text": "Whenever a player casts a spell, put a +1/+1 counter on this creature."},
        ],
    },
    "Ebon Drake": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "cast", "effects": [{"do": "lose_life", "amount": 1}], "subject": "spell",
             "text": "Whenever a player casts a spell, you lose 1 life."},
        ],
    },
    "Fungusaur": {
        "triggers": [
            {"when": "dealt_damage",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "text": "Whenever this creature is dealt damage, put a +1/+1 counter on it."},
        ],
    },
    "Rite of Passage": {
        "triggers": [
            {"when": "dealt_damage",
             "effects": [{"do": "add_counters", "what": "it", "kind": "+1/+1", "amount": 1}],
             "subject": "creature you control", "whose": "your",
             "text": "Whenever a creature you control is dealt damage, put a +1/+1 counter on it."},
        ],
    },
    "High Priest of Penance": {
        "triggers": [
            {"when": "dealt_damage",
             "effects": [{"do": "may", "prompt": "Destroy?"}, {"do": "destroy", "what": 0}],
             "targets": ["nonland permanent"],
             "text": "Whenever this creature is dealt damage, you may destroy target nonland "
                     "permanent."},
        ],
    },
    "Phantasmal Bear": {
        "triggers": [
            {"when": "becomes_target", "effects": [{"do": "sacrifice", "what": "self"}],
             "text": "When this creature becomes the target of a spell or ability, sacrifice it."},
        ],
    },
    "Windcaller Aven": {
        "keywords": ["Flying"],
        "cycling": "{U}",
        "triggers": [
            {"when": "cycled",
             "effects": [{"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["Flying"]}],
             "targets": ["creature"],
             "text": "When you cycle this card, target creature gains flying until end of turn."},
        ],
    },
    "Gempalm Strider": {
        "cycling": "{2}{G}{G}",
        "triggers": [
            {"when": "cycled",
             "effects": [{"do": "pump_all", "filter": "Elf creature", "power": 2, "toughness": 2}],
             "text": "When you cycle this card, Elf creatures get +2/+2 until end of turn."},
        ],
    },
    "Noble Stand": {
        "triggers": [
            {"when": "blocks", "effects": [{"do": "gain_life", "amount": 2}],
             "subject": "creature you control", "whose": "your",
             "text": "Whenever a creature you control blocks, you gain 2 life."},
        ],
    },
    "Lat-Nam Adept": {
        "triggers": [
            {"when": "second_draw_each_turn",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "whose": "you",
             "text": "Whenever you draw your second card each turn, put a +1/+1 counter on this "
                     "creature."},
        ],
    },
    "Underworld Dreams": {
        "triggers": [
            {"when": "draw", "effects": [{"do": "damage", "amount": 1, "to": "that player"}],
             "whose": "opponent",
             "text": "Whenever an opponent draws a card, this enchantment deals 1 damage to that "
                     "player."},
        ],
    },
    "Mind's Eye": {
        "triggers": [
            {"when": "draw",
             "effects": [{"do": "may_pay", "cost": "{1}"}, {"do": "draw", "amount": 1}],
             "whose": "opponent",
             "text": "Whenever an opponent draws a card, you may pay {1}. If you do, draw a card."},
        ],
    },
    "Copper Tablet": {
        "triggers": [
            {"when": "upkeep", "effects": [{"do": "damage", "amount": 1, "to": "that player"}],
             "whose": "each",
             "text": "At the beginning of each player's upkeep, this artifact deals 1 damage to "
                     "that player."},
        ],
    },
    "Warmth": {
        "triggers": [
            {"when": "cast", "effects": [{"do": "gain_life", "amount": 2}],
             "subject": "red spell an opponent controls",
             "text": "Whenever an opponent casts a red spell, you gain 2 life."},
        ],
    },
    "Consecrated Sphinx": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "draw",
             "effects": [{"do": "may", "prompt": "Draw?"}, {"do": "draw", "amount": 2}],
             "whose": "opponent",
             "text": "Whenever an opponent draws a card, you may draw two cards."},
        ],
    },
    # once each turn, any permanent to a graveyard, second spells, drains, the monarch
    "Whispering Wizard": {
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "create_token", "name": "Spirit", "types": "Creature — Spirit", "colors": "W", "power": 1, "toughness": 1, "keywords": ["Flying"]}],
             "subject": "noncreature spell", "once_each_turn": True,
             "text": "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature "
                     "token with flying. This ability triggers only once each turn."},
        ],
    },
    "Mechan Assembler": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "create_token", "name": "Robot", "types": "Artifact Creature — Robot", "colors": "", "power": 2, "toughness": 2}],
             "subject": "another artifact you control", "whose": "your", "once_each_turn": True,
             "text": "Whenever another artifact you control enters, create a 2/2 colorless Robot "
                     "artifact creature token. This ability triggers only once each turn."},
        ],
    },
    "Chromatic Star": {
        "abilities": [{"cost": "{1}, {T}, Sacrifice this", "add": "any", "text": "{1}, {T}, Sacrifice this artifact: Add one mana of any color."}],
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "draw", "amount": 1}],
             "text": "When this artifact is put into a graveyard from the battlefield, draw a "
                     "card."},
        ],
    },
    "Rancor": {
        "enchant": "creature",
        "statics": [{"op": "pump_attached", "power": 2, "toughness": 0}, {"op": "grant_attached", "keywords": ["Trample"]}],
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "bounce", "what": "self"}],
             "text": "When this Aura is put into a graveyard from the battlefield, return it to "
                     "its owner's hand."},
        ],
    },
    "Moriok Rigger": {
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "may", "prompt": "Add counters?"}, {"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "subject": "artifact", "whose": "each",
             "text": "Whenever an artifact is put into a graveyard from the battlefield, you may "
                     "put a +1/+1 counter on this creature."},
        ],
    },
    "Akki Raider": {
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "pump", "what": "self", "power": 1, "toughness": 0}],
             "subject": "land", "whose": "each",
             "text": "Whenever a land is put into a graveyard from the battlefield, this creature "
                     "gets +1/+0 until end of turn."},
        ],
    },
    "Thunder Drake": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "second_spell_each_turn",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "whose": "you",
             "text": "Whenever you cast your second spell each turn, put a +1/+1 counter on this "
                     "creature."},
        ],
    },
    "Jori En, Ruin Diver": {
        "triggers": [
            {"when": "second_spell_each_turn", "effects": [{"do": "draw", "amount": 1}],
             "whose": "you",
             "text": "Whenever you cast your second spell each turn, draw a card."},
        ],
    },
    "Zulaport Cutthroat": {
        "triggers": [
            {"when": "dies",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "text": "Whenever this creature or another creature you control dies, each opponent "
                     "loses 1 life and you gain 1 life."},
            {"when": "dies",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "subject": "another creature you control", "whose": "your",
             "text": "Whenever this creature or another creature you control dies, each opponent "
                     "loses 1 life and you gain 1 life."},
        ],
    },
    "Wayward Servant": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "subject": "another Zombie you control", "whose": "your",
             "text": "Whenever another Zombie you control enters, each opponent loses 1 life and "
                     "you gain 1 life."},
        ],
    },
    "Kalastria Healer": {
        "triggers": [
            {"when": "enters",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "text": "Whenever this creature or another Ally you control enters, each opponent "
                     "loses 1 life and you gain 1 life."},
            {"when": "enters",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "subject": "another Ally you control", "whose": "your",
             "text": "Whenever this creature or another Ally you control enters, each opponent "
                     "loses 1 life and you gain 1 life."},
        ],
    },
    "Drana's Emissary": {
        "keywords": ["Flying"],
        "triggers": [
            {"when": "upkeep",
             "effects": [{"do": "lose_life", "who": "each opponent", "amount": 1}, {"do": "gain_life", "amount": 1}],
             "text": "At the beginning of your upkeep, each opponent loses 1 life and you gain 1 "
                     "life."},
        ],
    },
    "Palace Sentinels": {
        "triggers": [
            {"when": "enters", "effects": [{"do": "become_monarch"}],
             "text": "When this creature enters, you become the monarch."},
        ],
    },
    "Basim Ibn Ishaq": {
        "triggers": [
            {"when": "you_cast",
             "effects": [{"do": "draw", "amount": 1}, {"do": "pump", "what": "self", "power": 0, "toughness": 0, "keywords": ["Can't be blocked"]}],
             "subject": "historic spell", "once_each_turn": True,
             "text": "Whenever you cast a historic spell, draw a card. ~ can't be blocked this "
                     "turn. This ability triggers only once each turn."},
            {"when": "deals_combat_damage_to_player",
             "effects": [{"do": "add_counters", "what": "self", "kind": "+1/+1", "amount": 1}],
             "text": "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it."},
        ],
    },
    "Nihil Spellbomb": {
        "abilities": [{"cost": "{T}, Sacrifice this", "effects": [{"do": "exile_graveyard", "who": 0}], "text": "{T}, Sacrifice this artifact: Exile target player's graveyard.", "targets": ["player"]}],
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "may_pay", "cost": "{B}"}, {"do": "draw", "amount": 1}],
             "text": "When this artifact is put into a graveyard from the battlefield, you may pay"
                     " {B}. If you do, draw a card."},
        ],
    },
    "Tablet of Epityr": {
        "triggers": [
            {"when": "put_into_graveyard_from_battlefield",
             "effects": [{"do": "may_pay", "cost": "{1}"}, {"do": "gain_life", "amount": 1}],
             "subject": "artifact you control", "whose": "your",
             "text": "Whenever an artifact you control is put into a graveyard from the "
                     "battlefield, you may pay {1}. If you do, you gain 1 life."},
        ],
    },
    # a player's discards (701.8, 702.29d)
    "Megrim": {
        "triggers": [
            {"when": "discard", "effects": [{"do": "damage", "amount": 2, "to": "that player"}],
             "whose": "opponent",
             "text": "Whenever an opponent discards a card, this enchantment deals 2 damage to "
                     "that player."},
        ],
    },
    "Liliana's Caress": {
        "triggers": [
            {"when": "discard",
             "effects": [{"do": "lose_life", "who": "that player", "amount": 2}],
             "whose": "opponent",
             "text": "Whenever an opponent discards a card, that player loses 2 life."},
        ],
    },
    "Drake Haven": {
        "triggers": [
            {"when": "discard",
             "effects": [{"do": "may_pay", "cost": "{1}"},
                         {"do": "create_token", "name": "Drake", "types": "Creature — Drake",
                          "colors": "U", "power": 2, "toughness": 2, "keywords": ["Flying"]}],
             "text": "Whenever you cycle or discard a card, you may pay {1}. If you do, create a "
                     "2/2 blue Drake creature token with flying."},
        ],
    },
    "Hekma Sentinels": {
        "triggers": [
            {"when": "discard",
             "effects": [{"do": "pump", "what": "self", "power": 1, "toughness": 1}],
             "text": "Whenever you cycle or discard a card, this creature gets +1/+1 until end "
                     "of turn."},
        ],
    },
    # a step's ability of the object itself: "this creature" / "it" is the object (603.2b)
    "Ball Lightning": {
        "keywords": ["Trample", "Haste"],
        "triggers": [
            {"when": "end_step", "effects": [{"do": "sacrifice", "what": "self"}],
             "whose": "each",
             "text": "At the beginning of the end step, sacrifice this creature."},
        ],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_603_1_golden_trigger_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]
    compile_card(name, compiled(name).raw, "compiled")  # a definition the engine accepts
