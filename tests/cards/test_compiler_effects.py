"""The oracle-text compiler, one-shot effects part (compiler/effects.py, CR 608.2): groups
("destroy / exile / tap all …"), numbered targets (115.1), instructions for players (101.4),
amounts (107.3: X, "for each", "where X is", "equal to its power"), the library (701.16,
701.19), graveyards (400.7), tokens with a name (111.4), control (613.1b) and "can't block
this turn".  GOLDEN holds real cards whose compiled definitions were checked by hand against
their oracle text (shown above each); the other tests play compiled cards in games."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.cards.definitions import compile_card
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.engine import continuous as cont
from casualmagic.engine.combat import Combat
from casualmagic.engine.continuous import next_timestamp
from casualmagic.engine.replacement import Replacement, add_replacement
from casualmagic.engine.targets import matches_filter_base
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, put, refresh

GOLDEN: dict[str, dict] = {
    # 'Tap all creatures without flying.'
    "Deluge": {"spell": [{"do": "tap_all", "filter": "creature without flying"}]},
    # "Return all creatures to their owners' hands."
    "Evacuation": {"spell": [{"do": "bounce_all", "filter": "creature"}]},
    # 'This artifact enters tapped.\n{1}, {T}: Destroy all artifacts, creatures, and enchantments.'
    "Nevinyrral's Disk": {
        "statics": [{"op": "enters_tapped", "text": "This artifact enters tapped."}],
        "abilities": [
            {
                "cost": "{1}, {T}",
                "effects": [{"do": "destroy_all", "filter": "artifact, creature, or enchantment"}],
                "text": "{1}, {T}: Destroy all artifacts, creatures, and enchantments.",
            }
        ],
    },
    # "Trample\nWhen Child of Alara dies, destroy all nonland permanents. They can't be regenerated."
    "Child of Alara": {
        "keywords": ["Trample"],
        "triggers": [
            {
                "when": "dies",
                "effects": [
                    {"do": "destroy_all", "filter": "nonland permanent", "no_regeneration": True}
                ],
                "text": "When ~ dies, destroy all nonland permanents. They can't be regenerated.",
            }
        ],
    },
    # 'Choose two —\n• Destroy all artifacts.\n• Destroy all enchantments.\n• Destroy all creatures with mana value 3 or less.\n• Destroy all creatures with mana value 4 or greater.'
    "Austere Command": {
        "modes": [
            {
                "text": "Destroy all artifacts.",
                "spell": [{"do": "destroy_all", "filter": "artifact"}],
            },
            {
                "text": "Destroy all enchantments.",
                "spell": [{"do": "destroy_all", "filter": "enchantment"}],
            },
            {
                "text": "Destroy all creatures with mana value 3 or less.",
                "spell": [{"do": "destroy_all", "filter": "creature with mana value 3 or less"}],
            },
            {
                "text": "Destroy all creatures with mana value 4 or greater.",
                "spell": [{"do": "destroy_all", "filter": "creature with mana value 4 or greater"}],
            },
        ],
        "choose": {"min": 2, "max": 2},
    },
    # 'Choose one —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile all enchantments.\n• Exile all planeswalkers.'
    "Merciless Eviction": {
        "modes": [
            {"text": "Exile all artifacts.", "spell": [{"do": "exile_all", "filter": "artifact"}]},
            {"text": "Exile all creatures.", "spell": [{"do": "exile_all", "filter": "creature"}]},
            {
                "text": "Exile all enchantments.",
                "spell": [{"do": "exile_all", "filter": "enchantment"}],
            },
            {
                "text": "Exile all planeswalkers.",
                "spell": [{"do": "exile_all", "filter": "planeswalker"}],
            },
        ]
    },
    # "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nDestroy all nontoken creatures."
    "Hour of Reckoning": {
        "keywords": ["Convoke"],
        "spell": [{"do": "destroy_all", "filter": "nontoken creature"}],
    },
    # "At the beginning of your upkeep, destroy all artifacts and enchantments. They can't be regenerated."
    "Serenity": {
        "triggers": [
            {
                "when": "upkeep",
                "effects": [
                    {
                        "do": "destroy_all",
                        "filter": "artifact or enchantment",
                        "no_regeneration": True,
                    }
                ],
                "text": "At the beginning of your upkeep, destroy all artifacts and "
                "enchantments. They can't be regenerated.",
            }
        ]
    },
    # "Choose one —\n• Return all creature tokens to their owners' hands.\n• Return all nontoken creatures to their owners' hands."
    "Perplexing Test": {
        "modes": [
            {
                "text": "Return all creature tokens to their owners' hands.",
                "spell": [{"do": "bounce_all", "filter": "creature token"}],
            },
            {
                "text": "Return all nontoken creatures to their owners' hands.",
                "spell": [{"do": "bounce_all", "filter": "nontoken creature"}],
            },
        ]
    },
    # "Return six target nonland permanents to their owners' hands."
    "Aether Gale": {
        "spell": [{"do": "bounce", "what": 0}],
        "targets": [{"filter": "nonland permanent", "count": 6, "up_to": False}],
    },
    # 'Destroy all creatures with toughness 4 or greater.'
    "Citywide Bust": {
        "spell": [{"do": "destroy_all", "filter": "creature with toughness 4 or greater"}]
    },
    # 'Destroy all nonland permanents with mana value 1 or less.\nCycling {2} ({2}, Discard this card: Draw a card.)'
    "Pest Control": {
        "cycling": "{2}",
        "spell": [{"do": "destroy_all", "filter": "nonland permanent with mana value 1 or less"}],
    },
    # 'Destroy all Islands.'
    "Tsunami": {"spell": [{"do": "destroy_all", "filter": "Island"}]},
    # 'Choose one —\n• Destroy all Dragon creatures.\n• Destroy all non-Dragon creatures.'
    "Crux of Fate": {
        "modes": [
            {
                "text": "Destroy all Dragon creatures.",
                "spell": [{"do": "destroy_all", "filter": "Dragon creature"}],
            },
            {
                "text": "Destroy all non-Dragon creatures.",
                "spell": [{"do": "destroy_all", "filter": "non-Dragon creature"}],
            },
        ]
    },
    # 'Untap all creatures you control.'
    "Vitalize": {"spell": [{"do": "untap_all", "filter": "creature you control"}]},
    # "Return up to two target creatures to their owners' hands."
    "Into the Void": {
        "spell": [{"do": "bounce", "what": 0}],
        "targets": [{"filter": "creature", "count": 2, "up_to": True}],
    },
    # 'Target opponent sacrifices a creature of their choice.'
    "Cruel Edict": {
        "spell": [{"do": "sacrifice_choice", "who": 0, "filter": "creature"}],
        "targets": ["opponent"],
    },
    # 'Target player discards two cards.'
    "Mind Rot": {"spell": [{"do": "discard", "who": 0, "amount": 2}], "targets": ["player"]},
    # 'Target player discards X cards at random.'
    "Mind Twist": {
        "spell": [{"do": "discard", "who": 0, "amount": "X", "random": True}],
        "targets": ["player"],
    },
    # 'Each player sacrifices four lands of their choice. Wildfire deals 4 damage to each creature.'
    "Wildfire": {
        "spell": [
            {"do": "sacrifice_choice", "who": "each player", "filter": "land", "amount": 4},
            {"do": "damage_each", "amount": 4, "filter": "creature"},
        ]
    },
    # 'When this creature dies, each player discards their hand.'
    "Mindslicer": {
        "triggers": [
            {
                "when": "dies",
                "effects": [{"do": "discard_hand", "who": "each player"}],
                "text": "When this creature dies, each player discards their hand.",
            }
        ]
    },
    # "Return target nonland permanent to its owner's hand. Each player mills two cards."
    "Winds of Rebuke": {
        "spell": [{"do": "bounce", "what": 0}, {"do": "mill", "who": "each player", "amount": 2}],
        "targets": ["nonland permanent"],
    },
    # '{2}{B}, Sacrifice a creature: Each other player sacrifices a creature.\n{2}{R}, Sacrifice an artifact: Each other player sacrifices an artifact.\n{2}{G}, Sacrifice an enchantment: Each other player sacrifices an enchantment.'
    "Shattergang Brothers": {
        "abilities": [
            {
                "cost": "{2}{B}, Sacrifice a creature",
                "effects": [
                    {"do": "sacrifice_choice", "who": "each other player", "filter": "creature"}
                ],
                "text": "{2}{B}, Sacrifice a creature: Each other player sacrifices a creature.",
            },
            {
                "cost": "{2}{R}, Sacrifice an artifact",
                "effects": [
                    {"do": "sacrifice_choice", "who": "each other player", "filter": "artifact"}
                ],
                "text": "{2}{R}, Sacrifice an artifact: Each other player sacrifices an artifact.",
            },
            {
                "cost": "{2}{G}, Sacrifice an enchantment",
                "effects": [
                    {"do": "sacrifice_choice", "who": "each other player", "filter": "enchantment"}
                ],
                "text": "{2}{G}, Sacrifice an enchantment: Each other player "
                "sacrifices an enchantment.",
            },
        ]
    },
    # 'Chain Reaction deals X damage to each creature, where X is the number of creatures on the battlefield.'
    "Chain Reaction": {
        "spell": [{"do": "damage_each", "amount": "number of creature", "filter": "creature"}]
    },
    # 'Create X 1/1 white Soldier creature tokens, where X is the number of creatures on the battlefield.'
    "Deploy to the Front": {
        "spell": [
            {
                "do": "create_token",
                "name": "Soldier",
                "types": "Creature — Soldier",
                "colors": "W",
                "power": 1,
                "toughness": 1,
                "amount": "number of creature",
            }
        ]
    },
    # 'Target creature gets +1/+1 until end of turn for each creature you control.'
    "Might of the Masses": {
        "spell": [
            {
                "do": "pump",
                "what": 0,
                "power": "number of creature you control",
                "toughness": "number of creature you control",
            }
        ],
        "targets": ["creature"],
    },
    # 'Draw a card for each creature you control.\nFerocious — You gain 4 life for each creature you control with power 4 or greater.'
    "Shamanic Revelation": {
        "spell": [
            {"do": "draw", "amount": "number of creature you control"},
            {
                "do": "gain_life",
                "amount": "4 times number of creature you control with power 4 or greater",
            },
        ]
    },
    # 'At the beginning of your upkeep, you draw X cards and you lose X life, where X is the number of Zombies you control.'
    "Graveborn Muse": {
        "triggers": [
            {
                "when": "upkeep",
                "effects": [
                    {"do": "draw", "amount": "number of Zombie you control"},
                    {"do": "lose_life", "amount": "number of Zombie you control"},
                ],
                "text": "At the beginning of your upkeep, you draw X cards and you lose "
                "X life, where X is the number of Zombies you control.",
            }
        ]
    },
    # 'You gain 3 life for each creature attacking you.'
    "Blessed Reversal": {
        "spell": [{"do": "gain_life", "amount": "3 times number of creature attacking you"}]
    },
    # 'First strike (This creature deals combat damage before creatures without first strike.)\nWhen this creature enters, you gain 1 life for each card in your graveyard.'
    "Ancestor's Chosen": {
        "keywords": ["First strike"],
        "triggers": [
            {
                "when": "enters",
                "effects": [{"do": "gain_life", "amount": "number of card in your graveyard"}],
                "text": "When this creature enters, you gain 1 life for each card in "
                "your graveyard.",
            }
        ],
    },
    # '{R}, {T}: This creature deals damage equal to its power to any target.'
    "Spikeshot Goblin": {
        "abilities": [
            {
                "cost": "{R}, {T}",
                "effects": [{"do": "damage", "amount": "power of this", "to": 0}],
                "text": "{R}, {T}: This creature deals damage equal to its power to any target.",
                "targets": ["any"],
            }
        ]
    },
    # 'Changeling (This card is every creature type.)\nProtection from black\n{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power.'
    "Chameleon Colossus": {
        "keywords": ["Changeling", "Protection from black"],
        "abilities": [
            {
                "cost": "{2}{G}{G}",
                "effects": [
                    {
                        "do": "pump",
                        "what": "self",
                        "power": "power of this",
                        "toughness": "power of this",
                    }
                ],
                "text": "{2}{G}{G}: This creature gets +X/+X until end of turn, where "
                "X is its power.",
            }
        ],
    },
    # 'Target player discards a card for each Swamp you control.'
    "Mind Sludge": {
        "spell": [{"do": "discard", "who": 0, "amount": "number of Swamp you control"}],
        "targets": ["player"],
    },
    # '{3}{G}, {T}: Target creature gets +X/+X until end of turn, where X is the number of artifacts your opponents control.'
    "Viridian Lorebearers": {
        "abilities": [
            {
                "cost": "{3}{G}, {T}",
                "effects": [
                    {
                        "do": "pump",
                        "what": 0,
                        "power": "number of artifact your opponents control",
                        "toughness": "number of artifact your opponents control",
                    }
                ],
                "text": "{3}{G}, {T}: Target creature gets +X/+X until end of turn, "
                "where X is the number of artifacts your opponents control.",
                "targets": ["creature"],
            }
        ]
    },
    # 'Create X 1/1 white Bird Soldier creature tokens with flying, where X is the number of attacking creatures.'
    "Flurry of Wings": {
        "spell": [
            {
                "do": "create_token",
                "name": "Bird Soldier",
                "types": "Creature — Bird Soldier",
                "colors": "W",
                "power": 1,
                "toughness": 1,
                "keywords": ["Flying"],
                "amount": "number of attacking creature",
            }
        ]
    },
    # 'Target player mills X cards, where X is the number of lands you control.'
    "Dreadwaters": {
        "spell": [{"do": "mill", "who": 0, "amount": "number of land you control"}],
        "targets": ["player"],
    },
    # 'Search your library for a card, put that card into your hand, then shuffle.'
    "Diabolic Tutor": {"spell": [{"do": "search_library", "to": "hand", "filter": "card"}]},
    # 'Search your library for a card, then shuffle and put that card on top. You lose 2 life.'
    "Imperial Seal": {
        "spell": [
            {"do": "search_library", "to": "library_top", "filter": "card"},
            {"do": "lose_life", "amount": 2},
        ]
    },
    # 'Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in any order.'
    "Commune with Nature": {
        "spell": [
            {
                "do": "look_at_top",
                "amount": 5,
                "to": "hand",
                "rest": "bottom",
                "take": 1,
                "filter": "creature card",
                "may": True,
                "reveal_taken": True,
            }
        ]
    },
    # 'Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard.\nFlashback {6}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)'
    "Forbidden Alchemy": {
        "flashback": "{6}{B}",
        "spell": [{"do": "look_at_top", "amount": 4, "to": "hand", "rest": "graveyard", "take": 1}],
    },
    # 'Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle.'
    "Farseek": {
        "spell": [
            {
                "do": "search_library",
                "to": "battlefield",
                "tapped": True,
                "filter": "card",
                "subtypes": ["Plains", "Island", "Swamp", "Mountain"],
            }
        ]
    },
    # 'When this creature enters, search your library for a creature card with power 2 or less, reveal it, put it into your hand, then shuffle.'
    "Imperial Recruiter": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {
                        "do": "search_library",
                        "to": "hand",
                        "reveal": True,
                        "filter": "creature card with power 2 or less",
                    }
                ],
                "text": "When this creature enters, search your library for a creature "
                "card with power 2 or less, reveal it, put it into your hand, "
                "then shuffle.",
            }
        ]
    },
    # 'When this creature enters, you may search your library for an artifact card with mana value 6 or greater, reveal it, put it into your hand, then shuffle.'
    "Treasure Mage": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {"do": "may", "prompt": "Search library?"},
                    {
                        "do": "search_library",
                        "to": "hand",
                        "reveal": True,
                        "filter": "artifact card with mana value 6 or greater",
                    },
                ],
                "text": "When this creature enters, you may search your library for an "
                "artifact card with mana value 6 or greater, reveal it, put it "
                "into your hand, then shuffle.",
            }
        ]
    },
    # 'When this creature enters, you may search your library for an Equipment card, reveal it, put it into your hand, then shuffle.\n{1}{W}, {T}: You may put an Equipment card from your hand onto the battlefield.'
    "Stoneforge Mystic": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {"do": "may", "prompt": "Search library?"},
                    {
                        "do": "search_library",
                        "to": "hand",
                        "reveal": True,
                        "filter": "card",
                        "subtypes": ["Equipment"],
                    },
                ],
                "text": "When this creature enters, you may search your library for an "
                "Equipment card, reveal it, put it into your hand, then "
                "shuffle.",
            }
        ],
        "abilities": [
            {
                "cost": "{1}{W}, {T}",
                "effects": [
                    {
                        "do": "put_from_hand_onto_battlefield",
                        "filter": "Equipment card",
                        "from": "hand",
                    }
                ],
                "text": "{1}{W}, {T}: You may put an Equipment card from your hand "
                "onto the battlefield.",
            }
        ],
    },
    # 'When this creature enters, you may put a basic land card from your hand onto the battlefield tapped.'
    "Elvish Pioneer": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {
                        "do": "put_from_hand_onto_battlefield",
                        "filter": "basic land card",
                        "from": "hand",
                        "tapped": True,
                    }
                ],
                "text": "When this creature enters, you may put a basic land card from "
                "your hand onto the battlefield tapped.",
            }
        ]
    },
    # 'When this creature enters, return up to two target creature cards from your graveyard to your hand.'
    "Baloth Null": {
        "triggers": [
            {
                "when": "enters",
                "effects": [{"do": "return_from_graveyard", "what": 0, "to": "hand"}],
                "text": "When this creature enters, return up to two target creature "
                "cards from your graveyard to your hand.",
                "targets": [
                    {"filter": "creature card in your graveyard", "count": 2, "up_to": True}
                ],
            }
        ]
    },
    # 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)'
    "Act of Treason": {
        "spell": [
            {"do": "gain_control", "what": 0, "duration": "end_of_turn"},
            {"do": "untap", "what": 0},
            {"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["Haste"]},
        ],
        "targets": ["creature"],
    },
    # 'When this creature enters, gain control of target creature an opponent controls with power 2 or less until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)'
    "Enthralling Victor": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {"do": "gain_control", "what": 0, "duration": "end_of_turn"},
                    {"do": "untap", "what": 0},
                    {"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["Haste"]},
                ],
                "text": "When this creature enters, gain control of target creature an "
                "opponent controls with power 2 or less until end of turn. "
                "Untap that creature. It gains haste until end of turn.",
                "targets": ["creature an opponent controls with power 2 or less"],
            }
        ]
    },
    # "Up to three target creatures can't block this turn."
    "Panic Attack": {
        "spell": [
            {"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["Can't block"]}
        ],
        "targets": [{"filter": "creature", "count": 3, "up_to": True}],
    },
    # "Target creature can't block this turn.\nDraw a card."
    "Stun": {
        "spell": [
            {"do": "pump", "what": 0, "power": 0, "toughness": 0, "keywords": ["Can't block"]},
            {"do": "draw", "amount": 1},
        ],
        "targets": ["creature"],
    },
    # 'Put a +1/+1 counter on each creature you control.'
    "Inspiring Roar": {
        "spell": [
            {
                "do": "add_counters_each",
                "filter": "creature you control",
                "kind": "+1/+1",
                "amount": 1,
            }
        ]
    },
    # '{T}: Put a +1/+1 counter on each artifact creature you control.'
    "Steel Overseer": {
        "abilities": [
            {
                "cost": "{T}",
                "effects": [
                    {
                        "do": "add_counters_each",
                        "filter": "artifact creature you control",
                        "kind": "+1/+1",
                        "amount": 1,
                    }
                ],
                "text": "{T}: Put a +1/+1 counter on each artifact creature you control.",
            }
        ]
    },
    # 'Sacrifice two creatures: Create a 3/1 red Beast creature token named Carnivore.'
    "Tooth and Claw": {
        "abilities": [
            {
                "cost": "Sacrifice two creatures",
                "effects": [
                    {
                        "do": "create_token",
                        "name": "Carnivore",
                        "types": "Creature — Beast",
                        "colors": "R",
                        "power": 3,
                        "toughness": 1,
                    }
                ],
                "text": "Sacrifice two creatures: Create a 3/1 red Beast creature "
                "token named Carnivore.",
            }
        ]
    },
    # 'Choose two —\n• Return target creature card with mana value 2 or less from your graveyard to the battlefield.\n• You gain 4 life.\n• Counter target creature spell.\n• Draw a card.'
    "Ojutai's Command": {
        "modes": [
            {
                "text": "Return target creature card with mana value 2 or less from your "
                "graveyard to the battlefield.",
                "spell": [{"do": "return_from_graveyard", "what": 0, "to": "battlefield"}],
                "targets": ["creature card in your graveyard with mana value 2 or less"],
            },
            {"text": "You gain 4 life.", "spell": [{"do": "gain_life", "amount": 4}]},
            {
                "text": "Counter target creature spell.",
                "spell": [{"do": "counter_spell", "what": 0}],
                "targets": ["creature spell"],
            },
            {"text": "Draw a card.", "spell": [{"do": "draw", "amount": 1}]},
        ],
        "choose": {"min": 2, "max": 2},
    },
    # 'Search your library for up to three basic land cards, put them onto the battlefield tapped, then shuffle. You gain 7 life.'
    "Nissa's Renewal": {
        "spell": [
            {
                "do": "search_library",
                "to": "battlefield",
                "tapped": True,
                "filter": "basic land card",
                "amount": 3,
            },
            {"do": "gain_life", "amount": 7},
        ]
    },
    # 'Target creature gets -X/-X until end of turn.'
    "Death Wind": {
        "spell": [{"do": "pump", "what": 0, "power": "-X", "toughness": "-X"}],
        "targets": ["creature"],
    },
    # 'Target creature gets -X/-X until end of turn, where X is the number of cards in your graveyard.'
    "Festive Funeral": {
        "spell": [
            {
                "do": "pump",
                "what": 0,
                "power": "-number of card in your graveyard",
                "toughness": "-number of card in your graveyard",
            }
        ],
        "targets": ["creature"],
    },
    # 'Exile target card from a graveyard. You gain 3 life.'
    "Shadowfeed": {
        "spell": [{"do": "exile", "what": 0}, {"do": "gain_life", "amount": 3}],
        "targets": ["card in a graveyard"],
    },
    # 'Put target land card from a graveyard onto the battlefield under your control.'
    "Restore": {
        "spell": [{"do": "return_from_graveyard", "what": 0, "to": "battlefield"}],
        "targets": ["land card in a graveyard"],
    },
    # 'Put target creature card from a graveyard onto the battlefield under your control.'
    "Hymn of Rebirth": {
        "spell": [{"do": "return_from_graveyard", "what": 0, "to": "battlefield"}],
        "targets": ["creature card in a graveyard"],
    },
    # 'Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.'
    "Mulch": {
        "spell": [
            {
                "do": "look_at_top",
                "amount": 4,
                "to": "hand",
                "rest": "graveyard",
                "reveal": True,
                "take": "all",
                "filter": "land card",
            }
        ]
    },
    # '({W/B} can be paid with either {W} or {B}.)\nAt the beginning of your upkeep, put target creature card from a graveyard onto the battlefield under your control.'
    "Debtors' Knell": {
        "triggers": [
            {
                "when": "upkeep",
                "effects": [{"do": "return_from_graveyard", "what": 0, "to": "battlefield"}],
                "text": "At the beginning of your upkeep, put target creature card from "
                "a graveyard onto the battlefield under your control.",
                "targets": ["creature card in a graveyard"],
            }
        ]
    },
    # "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nTarget creature gets -X/-X until end of turn. You gain X life."
    "Battle at the Bridge": {
        "keywords": ["Improvise"],
        "spell": [
            {"do": "pump", "what": 0, "power": "-X", "toughness": "-X"},
            {"do": "gain_life", "amount": "X"},
        ],
        "targets": ["creature"],
    },
    # 'Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.'
    "Thoughtseize": {
        "spell": [
            {"do": "choose_discard", "who": 0, "filter": "nonland card"},
            {"do": "lose_life", "amount": 2},
        ],
        "targets": ["player"],
    },
    # 'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.'
    "Duress": {
        "spell": [{"do": "choose_discard", "who": 0, "filter": "noncreature, nonland card"}],
        "targets": ["opponent"],
    },
    # 'Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.'
    "Inquisition of Kozilek": {
        "spell": [
            {"do": "choose_discard", "who": 0, "filter": "nonland card with mana value 3 or less"}
        ],
        "targets": ["player"],
    },
    # 'Exile target creature you control, then return that card to the battlefield under your control.'
    "Cloudshift": {
        "spell": [{"do": "flicker", "what": 0, "under": "you"}],
        "targets": ["creature you control"],
    },
    # "Exile target creature you control, then return it to the battlefield under its owner's control.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)"
    "Momentary Blink": {
        "flashback": "{3}{U}",
        "spell": [{"do": "flicker", "what": 0, "under": "owner"}],
        "targets": ["creature you control"],
    },
    # "Exile target creature you control, then return it to the battlefield under its owner's control.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)"
    "Ephemerate": {
        "keywords": ["Rebound"],
        "spell": [{"do": "flicker", "what": 0, "under": "owner"}],
        "targets": ["creature you control"],
    },
    # 'Each player shuffles their hand and graveyard into their library, then draws seven cards. Exile Time Reversal.'
    "Time Reversal": {
        "spell": [
            {"do": "shuffle_into_library", "who": "each player", "zones": ["hand", "graveyard"]},
            {"do": "draw", "who": "each player", "amount": 7},
            {"do": "exile", "what": "self"},
        ]
    },
    # "Each player shuffles their hand and graveyard into their library, then draws seven cards. (Then put Timetwister into its owner's graveyard.)"
    "Timetwister": {
        "spell": [
            {"do": "shuffle_into_library", "who": "each player", "zones": ["hand", "graveyard"]},
            {"do": "draw", "who": "each player", "amount": 7},
        ]
    },
    # 'Target player shuffles their graveyard into their library.'
    "Reminisce": {
        "spell": [{"do": "shuffle_into_library", "who": 0, "zones": ["graveyard"]}],
        "targets": ["player"],
    },
    # 'Untap target creature. It gets +2/+4 until end of turn.'
    "Inspirit": {
        "spell": [
            {"do": "untap", "what": 0},
            {"do": "pump", "what": 0, "power": 2, "toughness": 4},
        ],
        "targets": ["creature"],
    },
    # 'Target creature gets +2/+2 and gains trample until end of turn. Untap it.'
    "Bull's Strength": {
        "spell": [
            {"do": "pump", "what": 0, "power": 2, "toughness": 2, "keywords": ["Trample"]},
            {"do": "untap", "what": 0},
        ],
        "targets": ["creature"],
    },
    # 'Untap target creature. It gets +2/+2 and gains reach until end of turn.'
    "Aim High": {
        "spell": [
            {"do": "untap", "what": 0},
            {"do": "pump", "what": 0, "power": 2, "toughness": 2, "keywords": ["Reach"]},
        ],
        "targets": ["creature"],
    },
    # 'Destroy all creatures. You gain 1 life for each creature destroyed this way.'
    "Fumigate": {
        "spell": [
            {"do": "destroy_all", "filter": "creature"},
            {"do": "gain_life", "amount": "number destroyed this way"},
        ]
    },
    # 'When this creature enters, destroy all artifacts and enchantments. Put a +1/+1 counter on this creature for each permanent destroyed this way.'
    "Bane of Progress": {
        "triggers": [
            {
                "when": "enters",
                "effects": [
                    {"do": "destroy_all", "filter": "artifact or enchantment"},
                    {
                        "do": "add_counters",
                        "what": "self",
                        "kind": "+1/+1",
                        "amount": "number destroyed this way",
                    },
                ],
                "text": "When this creature enters, destroy all artifacts and "
                "enchantments. Put a +1/+1 counter on this creature for each "
                "permanent destroyed this way.",
            }
        ]
    },
    # 'Draw three cards, then discard a card.'
    "Sift": {"spell": [{"do": "draw", "amount": 3}, {"do": "discard", "amount": 1}]},
    # 'Lava Coil deals 4 damage to target creature. If that creature would die this turn, exile it instead.'
    "Lava Coil": {
        "spell": [{"do": "damage", "amount": 4, "to": 0}, {"do": "exile_if_dies", "what": 0}],
        "targets": ["creature"],
    },
    # '{X}{W}, {T}: This creature deals X damage to target attacking or blocking creature.'
    "Ballista Squad": {
        "abilities": [
            {
                "cost": "{X}{W}, {T}",
                "effects": [{"do": "damage", "amount": "X", "to": 0}],
                "text": "{X}{W}, {T}: This creature deals X damage to target attacking "
                "or blocking creature.",
                "targets": ["attacking or blocking creature"],
            }
        ]
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


# -- what is refused (no silent drops) --------------------------------------------------------


@pytest.mark.parametrize(
    "text, spell",
    [
        ("When this creature enters, draw X cards.", False),  # 107.3: no cost defines X
        ("{T}: Target creature gets +X/+X until end of turn.", False),  # no {X} in the cost
        ("Exile all other creatures.", True),  # "other": not compiled for groups yet
        ("Destroy all creatures you control and all Goblins.", True),
        ("Draw a card for each other creature you control.", True),
        ("Target creature deals damage equal to its power to target creature.", True),
        # 400.7: "it" after the card changed zones is a new object, not the target
        (
            "Return target creature card from your graveyard to the battlefield. "
            "Put a +1/+1 counter on it.",
            True,
        ),
    ],
)
def test_608_2_effects_the_compiler_cannot_read_fully_are_refused(text: str, spell: bool) -> None:
    with pytest.raises(CompileError):
        compile_paragraph(text, spell)


def test_109_2_plural_subtypes_are_read_as_their_singular() -> None:
    assert compile_paragraph("Destroy all Islands.", True)[1] == [
        {"do": "destroy_all", "filter": "Island"}
    ]
    assert compile_paragraph("Destroy all Plains.", True)[1] == [
        {"do": "destroy_all", "filter": "Plains"}
    ]
    assert compile_paragraph("Exile all Elves.", True)[1] == [{"do": "exile_all", "filter": "Elf"}]


# -- filters (109.2, 202.3, 208.1, 122.1, 508.1b) ---------------------------------------------


def test_202_3_208_1_filters_with_mana_value_power_toughness_and_counters() -> None:
    s = Scenario()
    bears = s.add(1, "Grizzly Bears")  # 2/2, mana value 2
    wurm = s.add(1, "Craw Wurm", counters=(("+1/+1", 1),))  # 6/4, mana value 6
    game = s.game

    def fits(phrase: str, oid: int) -> bool:
        return matches_filter_base(game, parse_filter(phrase), game.objects[oid], 0)

    assert fits("creature with mana value 3 or greater", wurm)
    assert not fits("creature with mana value 3 or greater", bears)
    assert fits("creature with mana value 2", bears) and not fits(
        "creature with mana value 2", wurm
    )
    assert fits("creature with power 7 or greater", wurm)  # 6/4 and its +1/+1 counter
    assert not fits("creature with power 3 or greater", bears)
    assert fits("creature with toughness 2 or less", bears)
    assert fits("creature with a counter on it", wurm) and not fits(
        "creature with a counter on it", bears
    )
    assert fits("creature with a +1/+1 counter on it", wurm)
    assert not fits("creature with a -1/-1 counter on it", wurm)
    assert fits("creature an opponent controls with power 2 or less", bears)


def test_508_1b_compiled_blessed_reversal_counts_creatures_attacking_you() -> None:
    """ "You gain 3 life for each creature attacking you": two creatures attack seat 0, one
    attacks nobody here (a fixture combat), so 6 life."""
    s = Scenario(players=3)
    a, b, c = s.add(1, "Grizzly Bears"), s.add(1, "Hill Giant"), s.add(2, "Grizzly Bears")
    s.game.combat = Combat(attackers=((a, ("player", 0)), (b, ("player", 0)), (c, ("player", 1))))
    s.lands(0, "Plains", "Plains")
    s.hand(0, "Blessed Reversal")
    s.cast(0, "Blessed Reversal")
    s.resolve()
    s.assert_life(0, 26)


# -- groups (608.2c) ----------------------------------------------------------------------------


def test_701_26a_compiled_deluge_taps_all_creatures_without_flying() -> None:
    s = Scenario()
    bears, angel = s.add(1, "Grizzly Bears"), s.add(1, "Serra Angel")
    s.lands(0, "Island", "Island", "Island")
    s.hand(0, "Deluge")
    s.cast(0, "Deluge")
    s.resolve()
    assert s.game.objects[bears].tapped and not s.game.objects[angel].tapped
    assert any(e.kind == "tap" and e.rule == "701.26a" for e in s.game.events)


def test_701_7a_compiled_citywide_bust_destroys_creatures_with_toughness_4_or_greater() -> None:
    s = Scenario()
    s.add(1, "Grizzly Bears")
    s.add(1, "Craw Wurm")  # 6/4
    s.lands(0, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Citywide Bust")
    s.cast(0, "Citywide Bust")
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 1)
    s.assert_count(1, "Craw Wurm", 0)


def test_701_15c_compiled_they_cant_be_regenerated() -> None:
    """Jokulhaups destroys a creature with a regeneration shield all the same."""
    s = Scenario()
    bears = s.add(1, "Grizzly Bears")
    ts = next_timestamp(s.game)  # a regeneration shield on it (701.15a), as a fixture
    add_replacement(
        s.game,
        Replacement(
            ("regenerate", ts),
            "regenerate",
            (),
            bears,
            1,
            ts,
            duration="end_of_turn",
            affected=(("object", bears),),
            uses=1,
            rule="701.15a",
        ),
    )
    s.lands(0, *["Mountain"] * 6)
    s.hand(0, "Jokulhaups")
    s.cast(0, "Jokulhaups")
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 0)
    s.assert_count(0, "Mountain", 0)


def test_122_6_compiled_inspiring_roar_puts_a_counter_on_each_creature_you_control() -> None:
    s = Scenario()
    mine = [s.add(0, "Grizzly Bears"), s.add(0, "Hill Giant")]
    theirs = s.add(1, "Grizzly Bears")
    s.lands(0, *["Plains"] * 4)
    s.hand(0, "Inspiring Roar")
    s.cast(0, "Inspiring Roar")
    s.resolve()
    assert [s.game.objects[i].counter("+1/+1") for i in mine] == [1, 1]
    assert s.game.objects[theirs].counter("+1/+1") == 0


# -- numbered targets (115.1, 601.2c) -------------------------------------------------------


def test_601_2c_compiled_up_to_two_targets_returns_both_or_one() -> None:
    s = Scenario()
    a, b = s.add(1, "Grizzly Bears"), s.add(1, "Hill Giant")
    s.lands(0, *["Island"] * 8)
    s.hand(0, "Into the Void", "Into the Void")
    s.cast(0, "Into the Void", a, b)
    s.resolve()
    assert a not in s.game.battlefield and b not in s.game.battlefield
    assert len(s.game.players[1].hand) == 2
    c = s.add(1, "Grizzly Bears")
    s.cast(0, "Into the Void", c)  # then "done" (the first option once one is chosen)
    s.resolve()
    assert c not in s.game.battlefield


def test_115_1_compiled_panic_attack_up_to_three_creatures_cant_block() -> None:
    s = Scenario()
    a, b = s.add(1, "Grizzly Bears"), s.add(1, "Hill Giant")
    s.lands(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Panic Attack")
    s.cast(0, "Panic Attack", a, b)
    s.resolve()
    assert all(cont.has_keyword(s.game, s.game.objects[i], "Can't block") for i in (a, b))


# -- players (101.4) --------------------------------------------------------------------------


def test_701_17a_compiled_cruel_edict_its_target_sacrifices_a_creature_of_their_choice() -> None:
    s = Scenario()
    s.add(1, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Swamp", "Swamp")
    s.hand(0, "Cruel Edict")
    s.cast(0, "Cruel Edict")  # its only legal target, the one opponent
    game = s.game
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.pending.kind == "sacrifice" and game.pending.player == 1
    game.choose(option(game, "sacrifice", s.in_zone(1, "Hill Giant", "battlefield")))
    s.assert_count(1, "Hill Giant", 0)
    s.assert_count(1, "Grizzly Bears", 1)


def test_701_8b_compiled_mind_twist_discards_x_cards_at_random() -> None:
    s = Scenario()
    for _ in range(4):
        s.add(1, "Forest", "hand")
    s.lands(0, *["Swamp"] * 4)
    s.hand(0, "Mind Twist")
    s.cast(0, "Mind Twist", s.player(1), x=3)
    s.resolve()
    assert len(s.game.players[1].hand) == 1
    assert len(s.named(1, "Forest", "graveyard")) == 3


def test_121_1_compiled_secret_rendezvous_you_and_target_opponent_each_draw() -> None:
    s = Scenario()
    s.lands(0, *["Plains"] * 3)
    s.hand(0, "Secret Rendezvous")
    s.cast(0, "Secret Rendezvous")  # its only legal target, the one opponent
    s.resolve()
    assert len(s.game.players[0].hand) == 3 and len(s.game.players[1].hand) == 3


def test_406_3_compiled_morningtide_exiles_all_graveyards() -> None:
    s = Scenario()
    s.add(0, "Grizzly Bears", "graveyard")
    s.add(1, "Hill Giant", "graveyard")
    s.lands(0, *["Plains"] * 4)
    s.hand(0, "Morningtide")
    s.cast(0, "Morningtide")
    s.resolve()
    assert s.game.players[1].graveyard == () and s.named(0, "Grizzly Bears", "graveyard") == []


# -- amounts (107.3) --------------------------------------------------------------------------


def test_107_3a_compiled_might_of_the_masses_counts_creatures_you_control() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(0, "Hill Giant")
    s.add(1, "Hill Giant")
    s.lands(0, "Forest")
    s.hand(0, "Might of the Masses")
    s.cast(0, "Might of the Masses", bears)
    s.resolve()
    assert cont.power(s.game, s.game.objects[bears]) == 4  # 2/2 + 2/2 (two creatures)


def test_107_3c_compiled_chain_reaction_x_is_the_number_of_creatures() -> None:
    """ "deals X damage to each creature, where X is the number of creatures on the
    battlefield": three creatures, 3 damage each — the 6/4 survives."""
    s = Scenario()
    s.add(0, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.add(1, "Craw Wurm")
    s.lands(0, *["Mountain"] * 4)
    s.hand(0, "Chain Reaction")
    s.cast(0, "Chain Reaction")
    s.resolve()
    s.assert_count(0, "Grizzly Bears", 0)
    s.assert_count(1, "Hill Giant", 0)
    s.assert_count(1, "Craw Wurm", 1)


def test_208_3_compiled_spikeshot_goblin_deals_damage_equal_to_its_power() -> None:
    s = Scenario()
    goblin = s.add(0, "Spikeshot Goblin")  # 1/2
    s.lands(0, "Mountain")
    game = s.game
    game.choose(option(game, "activate", goblin))
    while game.pending.kind != "priority":
        game.choose(
            ("target", "player", 1) if ("target", "player", 1) in game.pending.options else 0
        )
    s.resolve()
    s.assert_life(1, 19)


# -- the library (701.16, 701.19, 701.20) -----------------------------------------------------


def _on_top(s: Scenario, seat: int, names: list[str]) -> list[int]:
    ids = [put(s.game, seat, n, "library") for n in names]
    p = s.game.player_w(seat)
    p.library = (*ids, *(i for i in p.library if i not in ids))
    refresh(s.game)
    return ids


def test_701_20b_compiled_imperial_seal_puts_the_card_found_on_top() -> None:
    s = Scenario()
    s.add(0, "Grizzly Bears", "library")
    s.lands(0, "Swamp")
    s.hand(0, "Imperial Seal")
    s.cast(0, "Imperial Seal")
    game = s.game
    game.choose(("pass",))
    game.choose(("pass",))
    bears = s.named(0, "Grizzly Bears", "library")[0]
    game.choose(option(game, "find", bears))
    s.resolve()
    assert game.players[0].library[0] == bears
    s.assert_life(0, 18)


def test_701_16e_compiled_forbidden_alchemy_one_to_hand_the_rest_to_the_graveyard() -> None:
    s = Scenario()
    top = _on_top(s, 0, ["Grizzly Bears", "Hill Giant", "Craw Wurm", "Serra Angel"])
    s.lands(0, "Island", "Island", "Island")
    s.hand(0, "Forbidden Alchemy")
    s.cast(0, "Forbidden Alchemy")
    game = s.game
    game.choose(("pass",))
    game.choose(("pass",))
    game.choose(option(game, "take", top[3]))
    s.resolve()
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Serra Angel"]
    assert sorted(s.game.objects[i].card.name for i in game.players[0].graveyard) == [
        "Craw Wurm",
        "Forbidden Alchemy",
        "Grizzly Bears",
        "Hill Giant",
    ]


def test_305_9_compiled_elvish_pioneer_may_put_a_basic_land_from_hand_tapped() -> None:
    s = Scenario()
    s.add(0, "Forest", "hand")
    s.lands(0, "Forest")
    s.hand(0, "Elvish Pioneer")
    s.cast(0, "Elvish Pioneer")
    game = s.game
    game.choose(("pass",))
    game.choose(("pass",))  # the creature resolves; its trigger goes on the stack
    while game.pending.kind == "priority" and game.stack:
        game.choose(("pass",))
    forest = s.named(0, "Forest", "hand")[0]
    game.choose(option(game, "put", forest))
    s.resolve()
    lands = [o for o in game.permanents(0) if o.card.name == "Forest"]
    assert len(lands) == 2 and sum(o.tapped for o in lands) >= 1


# -- graveyards, control, tokens (400.7, 613.1b, 111.4) --------------------------------------


def test_110_5b_compiled_return_to_the_battlefield_tapped() -> None:
    raw = {
        "cost": "{G}",
        "type": "Sorcery",
        "text": "Return target land card from your graveyard to the battlefield tapped.",
    }
    kind, spell = compile_paragraph(raw["text"], True)
    card = compile_card(
        "Test Regrowth Tapped",
        {
            **raw,
            "spell": [
                {"do": "return_from_graveyard", "what": 0, "to": "battlefield", "tapped": True}
            ],
            "targets": ["land card in your graveyard"],
        },
        "test",
    )
    assert kind == "spell" and spell[0]["tapped"] is True
    s = Scenario()
    land = s.add(0, "Forest", "graveyard")
    s.lands(0, "Forest")
    put(s.game, 0, card, "hand")
    s.cast(0, "Test Regrowth Tapped")  # its only legal target
    s.resolve()
    back = [
        o for o in s.game.permanents(0) if o.card.name == "Forest" and o.tapped and o.id != land
    ]
    assert len([o for o in s.game.permanents(0) if o.card.name == "Forest"]) == 2 and back


def test_613_1b_compiled_limits_of_solidarity_threatens_a_creature() -> None:
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.game.obj_w(giant).tapped = True
    s.lands(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Limits of Solidarity")
    s.cast(0, "Limits of Solidarity")  # its only legal target
    s.resolve()
    o = s.game.objects[giant]
    assert o.controller == 0 and not o.tapped and cont.has_keyword(s.game, o, "Haste")


def test_111_4_compiled_tooth_and_claw_creates_a_token_with_its_name() -> None:
    s = Scenario()
    claw = s.add(0, "Tooth and Claw")
    s.add(0, "Grizzly Bears")
    s.add(0, "Grizzly Bears")
    game = s.game
    game.choose(option(game, "activate", claw))
    while game.pending.kind != "priority":
        game.choose(0)
    s.resolve()
    s.assert_count(0, "Carnivore", 1)


def test_107_3_compiled_death_wind_gives_minus_x_minus_x() -> None:
    s = Scenario()
    s.add(1, "Hill Giant")  # 3/3
    s.lands(0, *["Swamp"] * 4)
    s.hand(0, "Death Wind")
    s.cast(0, "Death Wind", x=3)  # its only legal target
    s.resolve()
    s.assert_count(1, "Hill Giant", 0)


def test_701_16a_compiled_mulch_puts_every_land_revealed_into_the_hand() -> None:
    s = Scenario()
    _on_top(s, 0, ["Forest", "Grizzly Bears", "Island", "Hill Giant"])
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Mulch")
    s.cast(0, "Mulch")
    s.resolve()
    game = s.game
    assert sorted(game.objects[i].card.name for i in game.players[0].hand) == ["Forest", "Island"]
    assert sorted(game.objects[i].card.name for i in game.players[0].graveyard) == [
        "Grizzly Bears",
        "Hill Giant",
        "Mulch",
    ]


def test_406_3_compiled_shadowfeed_exiles_a_card_from_any_graveyard() -> None:
    s = Scenario()
    s.add(1, "Hill Giant", "graveyard")
    s.lands(0, "Swamp")
    s.hand(0, "Shadowfeed")
    s.cast(0, "Shadowfeed")  # its only legal target
    s.resolve()
    assert s.named(1, "Hill Giant", "graveyard") == []
    assert any(s.game.objects[i].card.name == "Hill Giant" for i in s.game.exile)
    s.assert_life(0, 23)


def test_110_2a_compiled_hymn_of_rebirth_puts_an_opponents_creature_under_your_control() -> None:
    s = Scenario()
    s.add(1, "Hill Giant", "graveyard")
    s.lands(0, "Forest", "Forest", "Forest", "Forest", "Plains")
    s.hand(0, "Hymn of Rebirth")
    s.cast(0, "Hymn of Rebirth")  # its only legal target
    s.resolve()
    s.assert_count(0, "Hill Giant", 1)


def test_701_8a_compiled_inquisition_of_kozilek_chooses_a_card_with_mana_value_3_or_less() -> None:
    """The caster sees the hand and chooses among its nonland cards with mana value 3 or less
    (Craw Wurm, 6, and the Forest are not among the options)."""
    s = Scenario()
    for name in ("Forest", "Craw Wurm", "Grizzly Bears", "Llanowar Elves"):
        s.add(1, name, "hand")
    s.lands(0, "Swamp")
    s.hand(0, "Inquisition of Kozilek")
    s.cast(0, "Inquisition of Kozilek", s.player(1))
    game = s.game
    while game.pending.kind == "priority":
        game.choose(("pass",))
    assert game.pending.player == 0
    names = {game.objects[o[1]].card.name: o for o in game.pending.options}
    assert set(names) == {"Grizzly Bears", "Llanowar Elves"}
    game.choose(names["Grizzly Bears"])
    s.resolve()
    s.assert_count(1, "Grizzly Bears", 1, "graveyard")


def test_610_3_compiled_momentary_blink_returns_the_card_as_a_new_object() -> None:
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.add(0, "Hill Giant")
    s.lands(0, "Plains", "Plains")
    s.hand(0, "Momentary Blink")
    s.cast(0, "Momentary Blink", bears)
    s.resolve()
    s.assert_count(0, "Grizzly Bears", 1)
    assert bears not in s.game.battlefield  # 400.7: a new object


def test_701_20a_compiled_time_reversal_shuffles_hands_and_graveyards_then_draws_seven() -> None:
    s = Scenario()
    s.add(0, "Grizzly Bears", "graveyard")
    s.add(1, "Hill Giant", "hand")
    s.lands(0, *["Island"] * 5)
    s.hand(0, "Time Reversal")
    library = [len(s.game.players[p].library) for p in (0, 1)]
    s.cast(0, "Time Reversal")
    s.resolve()
    game = s.game
    assert [len(game.players[p].hand) for p in (0, 1)] == [7, 7]
    assert len(game.players[0].library) == library[0] + 1 - 7  # the Bears shuffled in
    assert len(game.players[1].library) == library[1] + 1 - 7  # the Giant shuffled in
    assert game.players[0].graveyard == ()
    assert any(game.objects[i].card.name == "Time Reversal" for i in game.exile)


def test_608_2c_compiled_inspirit_it_is_the_creature_it_untapped() -> None:
    """ "Untap target creature. It gets +2/+4 until end of turn.": "it" is the target."""
    s = Scenario()
    bears = s.add(0, "Grizzly Bears")
    s.game.obj_w(bears).tapped = True
    s.add(1, "Hill Giant")
    s.lands(0, "Plains", "Plains", "Plains")
    s.hand(0, "Inspirit")
    s.cast(0, "Inspirit", bears)
    s.resolve()
    o = s.game.objects[bears]
    assert not o.tapped
    assert (cont.power(s.game, o), cont.toughness(s.game, o)) == (4, 6)


def test_107_3a_compiled_fumigate_gains_life_for_each_creature_destroyed_this_way() -> None:
    """Three creatures, one indestructible (not destroyed): 2 life."""
    s = Scenario()
    s.add(0, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.add(1, "Darksteel Myr")  # indestructible (702.12b)
    s.lands(0, *["Plains"] * 5)
    s.hand(0, "Fumigate")
    s.cast(0, "Fumigate")
    s.resolve()
    s.assert_life(0, 22)
    s.assert_count(1, "Darksteel Myr", 1)


def test_614_1a_compiled_lava_coil_exiles_the_creature_it_would_kill() -> None:
    s = Scenario()
    s.add(1, "Hill Giant")
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Lava Coil")
    s.cast(0, "Lava Coil")  # its only legal target
    s.resolve()
    s.assert_count(1, "Hill Giant", 0)
    assert s.named(1, "Hill Giant", "graveyard") == []
    assert any(s.game.objects[i].card.name == "Hill Giant" for i in s.game.exile)


def test_506_4_attacking_or_blocking_creature_is_either() -> None:
    """Ballista Squad's "target attacking or blocking creature": an attacker and a blocker
    both fit, a creature out of combat does not (a fixture combat)."""
    s = Scenario()
    attacker, blocker, idle = (
        s.add(0, "Grizzly Bears"),
        s.add(1, "Hill Giant"),
        s.add(1, "Craw Wurm"),
    )
    s.game.combat = Combat(attackers=((attacker, ("player", 1)),), blocks=((blocker, attacker),))
    f = parse_filter("attacking or blocking creature")
    assert [
        matches_filter_base(s.game, f, s.game.objects[i], 0) for i in (attacker, blocker, idle)
    ] == [True, True, False]


def test_107_3k_compiled_ballista_squad_x_of_the_activation_cost() -> None:
    s = Scenario()
    squad = s.add(0, "Ballista Squad")
    giant = s.add(1, "Hill Giant")  # 3/3, attacking (a fixture combat)
    s.game.combat = Combat(attackers=((giant, ("player", 0)),))
    s.lands(0, "Plains", "Plains", "Plains", "Plains")
    game = s.game
    game.choose(option(game, "activate", squad))
    while game.pending.kind != "priority":
        game.choose(("x", 3) if game.pending.kind == "x" else 0)
    s.resolve()
    s.assert_count(1, "Hill Giant", 0)
