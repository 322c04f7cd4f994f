"""The effect vocabulary card definitions are written in (docs/architecture.md "Cards are data").

Definition files name effects with ``do = "<op>"`` and a few arguments.  This
module is the schema: which ops exist, which arguments each takes, and how
target phrases such as ``"nonblack creature"`` are read into an
:class:`~casualmagic.cards.model.ObjectFilter`.  The engine implements each
op once, in :mod:`casualmagic.effects`.

Longer than 600 lines: the vocabulary's tables are data (one entry per op and argument);
their length is the vocabulary's size.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from casualmagic.cards.model import PERMANENT_TYPES, ObjectFilter


class VocabularyError(ValueError):
    """A definition uses an op, argument or phrase the vocabulary does not know."""


COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TYPE_WORDS = {
    "artifact": "Artifact",
    "battle": "Battle",
    "creature": "Creature",
    "enchantment": "Enchantment",
    "land": "Land",
    "planeswalker": "Planeswalker",
    "instant": "Instant",
    "sorcery": "Sorcery",
}

# who: "you", "target player" (a target index), "each opponent", "each player",
#      "controller of target", "owner of target"
PLAYER_REFS = ("you", "each opponent", "each other opponent", "each player", "target", "controller of target",
               "owner of target", "defending player", "that player", "controller of it", "owner of it")
AMOUNT_REFS = ("X", "power of target", "toughness of target", "mana value of target")

EFFECT_ARGS: dict[str, dict[str, type | tuple[type, ...]]] = {
    # op: {argument: type}; "target" args are target indexes (int) or "self"
    "damage": {"amount": (int, str), "to": (int, str), "by": (int, str)},
    "draw": {"amount": (int, str), "who": (str, int)},
    "discard": {"amount": (int, str), "who": (str, int), "random": bool},
    "mill": {"amount": (int, str), "who": (str, int)},
    "gain_life": {"amount": (int, str), "who": (str, int)},
    "lose_life": {"amount": (int, str), "who": (str, int)},
    "destroy": {"what": (int, str), "no_regeneration": bool},
    "exile": {"what": (int, str)},
    "bounce": {"what": (int, str)},
    "counter_spell": {"what": (int, str)},
    "tap": {"what": (int, str)},
    "untap": {"what": (int, str)},
    "pump": {"what": (int, str), "power": (int, str), "toughness": (int, str),
             "keywords": list},
    "add_counters": {"what": (int, str), "kind": str, "amount": (int, str)},
    "add_mana": {"mana": str, "amount": (int, str)},
    "create_token": {"name": str, "amount": (int, str), "power": int, "toughness": int,
                     "types": str, "colors": str, "keywords": list, "tapped": bool,
                     "who": (str, int)},
    "search_basic_land": {"amount": int, "to": str, "tapped": bool},
    "scry": {"amount": (int, str), "who": (str, int)},  # who: "each player with the most ..."
    "surveil": {"amount": (int, str)},
    "return_from_graveyard": {"what": (int, str), "to": str, "tapped": bool},
    # persist, undying (702.79a, 702.93a): this card back from the graveyard with a counter
    "return_with_counter": {"kind": str},
    # Chaos Warp: its owner shuffles it in, then reveals the top card and puts a permanent
    "shuffle_in_then_reveal_top": {"what": (int, str)},
    "gain_control": {"what": (int, str), "duration": str},
    "sacrifice": {"what": (int, str), "who": (str, int), "filter": str},
    "fight": {"what": (int, str), "other": (int, str)},
    "attach": {"to": (int, str)},  # str: "that creature" of a trigger (603.2)
    "destroy_all": {"filter": str, "no_regeneration": bool},
    "damage_each": {"filter": str, "amount": (int, str)},
    # rules depth (#4): "unless pays", prevention, delayed triggers, copies, putting onto the battlefield
    "counter_unless_pays": {"what": (int, str), "cost": str, "life": int},
    "prevent_damage": {"to": (int, str), "amount": (int, str), "combat_only": bool},
    "delayed": {"when": str, "effects": list, "text": str},
    "copy_spell": {"what": (int, str), "new_targets": bool},
    "put_from_hand_onto_battlefield": {"filter": str, "from": str, "tapped": bool},
    "pump_all": {"filter": str, "power": (int, str), "toughness": (int, str), "keywords": list},
    "exile_if_dies": {"what": (int, str)},
    "remove_from_combat": {"what": (int, str)},
    # characteristics (613)
    "set_base_pt": {"what": (int, str), "power": (int, str), "toughness": (int, str),
                    "duration": str},
    "switch_pt": {"what": (int, str), "duration": str},
    "add_types": {"what": (int, str), "types": list, "subtypes": list, "duration": str},
    "lose_abilities": {"what": (int, str), "duration": str},
    "set_colors": {"what": (int, str), "colors": str, "duration": str},
    "become": {"what": (int, str), "types": list, "add_types": list, "subtypes": list,
               "add_subtypes": list, "colors": str, "power": (int, str),
               "toughness": (int, str), "lose_abilities": bool, "keywords": list,
               "duration": str},
    # staples pool
    "search_library": {"who": (str, int), "filter": str, "subtypes": list, "min_mana_value": int,
                       "amount": (int, str), "to": str, "zones": list, "tapped": bool,
                       "reveal": bool, "share_land_type": bool, "one_of_each": list},
    "look_at_top": {"amount": (int, str), "take": (int, str), "filter": str, "may": bool,
                    "to": str, "rest": str, "reveal": bool, "reveal_taken": bool},
    "reorder_top": {"amount": (int, str), "may_shuffle": bool},
    "put_from_hand": {"amount": (int, str), "to": str},
    "may": {"who": (str, int), "prompt": str},
    "create_token_for": {"who": (str, int), "name": str, "amount": (int, str), "power": int,
                         "toughness": int, "types": str, "colors": str, "keywords": list},
    "put_onto_battlefield": {"what": (int, str), "under": str, "tapped": bool},
    "flicker": {"what": (int, str), "under": str, "transformed": bool},  # 712.14a
    "discard_hand": {"who": (str, int)},
    "shuffle_into_library": {"who": (str, int), "zones": list},
    "exile_all": {"filter": str},
    "bounce_all": {"filter": str},
    "choose_discard": {"who": (str, int), "filter": str},
    # planes
    "sacrifice_choice": {"who": (str, int), "filter": str, "amount": (int, str), "may": bool},
    "set_life": {"who": (str, int), "amount": (int, str)},
    "draw_for_each": {"who": (str, int), "filter": str},
    "destroy_if_power_at_most": {"what": (int, str), "power": (int, str)},
    "reveal_until": {"filter": str, "to": str, "rest": str, "who": (str, int)},
    "return_random_from_graveyard": {"who": (str, int)},
    "no_max_hand_size": {"who": (str, int)},
    # winning and drawing by an effect (104.2b, 104.4c; 801.14, 801.15 with a range)
    "win_game": {"who": (str, int)},
    "draw_game": {},
    "planeswalk": {},
    "blank_rolls_are_chaos": {},
    "each_player_may_put_from_hand": {"filter": str, "tapped": bool},
    "add_counters_to_source": {"kind": str, "amount": (int, str)},
    "damage_per_counter": {"kind": str, "to": (str, int), "filter": str},
    "destroy_all_without_counter": {"filter": str, "kind": str},
    "planeswalk_to_planes": {"amount": (int, str)},
    "choose_plane_on_top": {"amount": (int, str)},
    "create_token_copy": {"what": (int, str), "who": (str, int), "add_types": list},
    "destroy_same_name": {"what": (int, str), "filter": str},
    "may_deal_power_damage": {"what": (int, str)},
    "each_player_may_return": {"filter": str},
    "prevent_damage_from_planes_named": {"name": str},
    "add_counters_each": {"filter": str, "kind": str, "amount": (int, str)},
    "destroy_all_with_counter": {"filter": str, "kind": str},
    "sacrifice_until_flip_won": {"filter": str},
    "reveal_top_planar_card": {},
    "random_player_discards": {"amount": (int, str), "who": (str, int)},
    "pump_for_each": {"what": (int, str), "filter": str, "power": int, "toughness": int},
    # planes: turn structure (500.7, 500.8, 701.21b, 101.4, 721.1)
    "extra_turn": {"who": (str, int)},
    "additional_phases": {"phases": list, "yours": bool},
    "untap_all": {"filter": str, "attacked_this_turn": bool},
    "reverse_turn_order": {},
    "end_the_turn": {},
    "skip_next": {"step": str, "who": (str, int)},
    # planes: planar, library, tokens and other triggers
    "return_all_from_graveyards": {"who": (str, int), "filter": str, "to": str, "tapped": bool},
    "chaos_ensues": {},
    "planeswalk_to_revealed_plane": {},
    "trigger_revealed_chaos_abilities": {"amount": (int, str)},
    "planeswalk_rolls_are_chaos": {},
    "hand_to_bottom_then_draw": {},
    "may_reveal_top_put_permanent": {},
    "create_predefined_token": {"kind": str, "amount": (int, str), "who": (str, int),
                                "tapped": bool},
    "investigate": {"amount": (int, str), "who": (str, int)},
    "explore": {"what": (int, str)},
    "untap_up_to": {"amount": (int, str), "filter": str},
    "add_counters_for_each": {"what": (int, str), "filter": str, "kind": str},
    "sacrifice_for_food": {"who": (str, int), "filter": str, "toughness": int},
    # planes: casting
    "spells_cost_less": {"filter": str, "amount": int, "who": str, "duration": str},
    "cant_cast": {"who": (str, int), "duration": str, "filter": str},
    "flip_coin_or_counter": {"what": (int, str), "who": (str, int)},
    "copy_spell_for": {"what": (int, str), "who": (str, int)},
    "reveal_top_may_cast_free": {"who": (str, int), "play": bool},
    "may_cast_free": {"what": (int, str)},
    "demonstrate_copy": {"what": (int, str)},
    # planes: creatures & combat (keywords, control, life)
    "gain_while_counter": {"what": (int, str), "kind": str, "keywords": list},
    "add_counters_per_target": {"what": int, "kind": str, "amounts": list},
    "exchange_control": {"what": (int, str), "share_type": bool},
    "add_types_all": {"filter": str, "types": list, "subtypes": list, "duration": str},
    "draw_from_bottom": {"who": (str, int), "amount": int},
    "gain_all_creature_types": {"what": (int, str), "duration": str},
    "pump_each": {"filter": str, "power": (int, str), "toughness": (int, str), "keywords": list},
    "grant_abilities_all": {"filter": str, "abilities": list, "duration": str},
    "become_monarch": {"who": (str, int)},
    "goad": {"what": (int, str)},
    "cant_lose_game": {"duration": str},
    "copy_attacking_each_other_opponent": {"what": (int, str), "exile_at": str},
    "sacrifice_any_number_then_damage": {"filter": str, "to": int},
    "return_at_next_end_step": {"to": str},
    "creatures_cant_attack_you": {"duration": str},
    "lose_life_for_each": {"who": (str, int), "filter": str},
    "create_attackers_for_each_opponent": {"name": str, "types": str, "power": int,
                                           "toughness": int, "colors": str, "keywords": list},
    "destroy_and_when_you_do": {"what": (int, str), "effects": list, "text": str},
    # planes: planar, library, tokens and other triggers
    "shuffle_permanents_then_reveal": {"first": str, "then": str},
    "each_player_creates_token_of_choice": {"kinds": list},
    "sacrifice_another_or_damage": {"filter": str, "amount": (int, str)},
    "search_to_catch_up_on_lands": {"filter": str},
    # multiplayer life and poison (119, 122.1f, 701.10c, 810.9, 810.10; effects.players)
    "poison_counters": {"who": (str, int), "amount": (int, str)},
    "exchange_life_totals": {"who": (str, int), "other": (str, int)},
    "redistribute_life": {},
    "each_life_total_becomes": {"amount": (int, str)},
    "counter_if_poisoned": {"what": (int, str)},
    "active_player_adds_mana": {"mana": str, "for_each": str},
    # planes: vehicles/phasing/exile (effects.exile_return, mechanics.phasing)
    "exile_and_return": {"what": (int, str), "at": str, "tapped": bool, "attacking": bool},
    "return_from_exile": {"what": (int, str), "tapped": bool, "attacking": bool},
    "cards_cant_enter_from_exile": {"duration": str},
    "phase_out": {"what": (int, str), "filter": str, "untap": bool, "until": str},
    "flip_coin": {"effects": list},
    "become_all": {"filter": str, "add_types": list, "add_subtypes": list,
                   "power": (int, str), "toughness": (int, str), "keywords": list,
                   "abilities": list, "duration": str},
    "becomes_crewed": {},
    # planes: casting (second round)
    "discover": {"amount": (int, str)},
    "cascade": {"what": (int, str)},
    "chaos_on_revealed_plane": {},
    "exile_top_with_this": {"who": (str, int)},
    "scavenge": {"what": (int, str)},
    "embalm": {},
    "may_discard_then_draw": {},
    "unearth": {},
    "detain": {"what": (int, str)},
    "may_cast_foretold_free": {},
    "exile_top_may_play": {"lose_life": bool},
    "add_counters_devotion": {"what": (int, str)},
    "sacrifice_another": {"what": (int, str)},
    "copy_for_each_other_target": {"what": (int, str)},
    "token_copy_for_each_other_player": {"what": (int, str)},
    # planes: creatures & combat, second round (effects.creatures)
    "pump_counting": {"what": (int, str), "power": (int, str), "toughness": (int, str)},
    "round_pt_up": {"what": (int, str), "to": int},
    "amass": {"subtype": str, "amount": int, "colors": str},
    "turn_face_down": {"what": (int, str), "types": list, "subtypes": list},
    "put_onto_battlefield_face_down": {"what": (int, str), "types": list, "subtypes": list},
    "gain_devour": {"what": (int, str), "amount": int},
    # planes: planar, library, tokens and other triggers
    "bolster": {"amount": (int, str)},
    "deal_toughness_damage_to_each_other": {"what": int, "other": int},
    "add_counter_of_choice": {"what": (int, str), "kinds": list, "amount": (int, str)},
    "exile_until_then_put": {"filter": str, "to": list},
    "create_tokens_that_deal_damage": {"kind": str, "amount": (int, str), "tapped": bool,
                                       "damage": (int, str), "filter": str},
    "loses_that_much_life": {"who": (str, int)},
    "sacrifice_any_number_then_draw_and_lose_life": {"filter": str},
    "each_player_chooses_then_destroy": {"filter": str},
    "each_opponent_loses_life_unless": {"amount": (int, str), "times": (int, str),
                                        "sacrifice": str},
    "opponent_may_clash": {"who": (str, int), "kind": str, "amount": (int, str)},
    "commanders_draw_or_enter": {},
    "reset_commander_casts": {},
    "promote_to_commander": {},
    "when_you_do": {"effects": list, "targets": list, "text": str},
    "win_if_neighbours_eliminated": {},
    # planes: ops of effects.time_and_control
    "extra_mana_when_tapped_this_turn": {"filter": str, "who": str, "duration": str},
    "may_pay_x": {},
    "put_on_top_of_library": {"what": (int, str)},
    "exchange_control_with_damaged_player": {"what": (int, str), "other": (int, str)},
    "distribute_counters": {"what": (int, str), "kind": str, "amount": (int, str),
                            "who": str},
    "exile_all_then_tokens_by_power": {"filter": str, "name": str, "types": str,
                                       "power": int, "toughness": int, "colors": str},
    "remove_time_counters": {"what": (int, str), "amount": (int, str), "owner": str},
    "cast_suspended": {"what": (int, str)},
    # planes: face-down (mechanics.manifest, effects.facedown)
    "manifest_dread": {},
    "each_player_may_turn_face_up": {},
    "exile_then_cast_or_return": {"what": (int, str)},
    "exile_top_opponent_picks_free_cast": {"amount": int},
    "flash_until_your_next_turn": {"filter": str},
    "remove_counter_from_source": {"kind": str, "amount": int},
    "may_suspend_from_hand": {},
    "time_travel": {},
    "creatures_get_pt_for_each": {"filter": str, "for_each": str},
    "may_sacrifice_a_food": {},
    # planes: costs (effects.costs, engine.cost_changes)
    "abilities_cost_less": {"filter": str, "amount": int, "who": str, "duration": str},
    "next_spell_has_affinity": {"kind": str},
    "goad_cant_become_tapped": {"what": (int, str)},
    "sacrifice_least_toughness": {"filter": str},
    # planes: ops of effects.counters
    "exile_one_then_create_token": {"filter": str, "name": str, "types": str, "power": int,
                                    "toughness": int, "colors": str, "keywords": list,
                                    "gains": list},
    "deal_power_damage": {"what": (int, str), "to": int},
    "exile_it_with_this": {},
    "player_counters": {"who": (str, int), "kind": str, "amount": (int, str)},
    "proliferate": {"times": (int, str)},
    "remove_player_counters": {"kind": str},
    "each_player_chooses_pips": {"modes": list, "pips": list, "budget": int, "name": str,
                                 "types": str, "power": int, "toughness": int, "colors": str,
                                 "keywords": list},
    "each_player_searches_then_token": {"filter": str, "subtypes": list, "amount": int,
                                        "tapped": bool, "if_entered": str, "name": str,
                                        "types": str, "power": int, "toughness": int,
                                        "colors": str, "keywords": list},
    "provoke": {"what": (int, str)},
    "roll_one_more_die": {},  # Probability Flux (706.6, mechanics.dice)
    "may_become_type": {"what": (int, str), "subtypes": list, "duration": str, "prompt": str},
    "grant_trigger_all": {"filter": str, "keywords": list, "when": str, "then": str,
                          "amount": int, "text": str},
    # planes: ops of effects.offers — "choose a creature type" (205.3m),
    # "each player may create ... can't attack you during their next turn" (508.1c), "return
    # it to your hand. If you do, draw cards equal to its power", "exile it; its owner may
    # cast it by paying {2}" (118.9, 601.2f), "remove all [kind] counters" (122.8)
    "choose_creature_type_add_counters": {"filter": str, "kind": str, "amount": (int, str)},
    "each_player_may_create_then_cant_attack_you": {"kind": str, "amount": (int, str),
                                                    "tapped": bool},
    "may_return_damaging_creature_draw_power": {"filter": str},
    "exile_owner_may_cast_for": {"what": (int, str), "cost": str},
    "remove_all_counters": {"filter": str, "kind": str},
    # planes: copies (engine.copies) — copy effects (707), voting (701.32)
    "token_copy_of_chosen": {"who": str, "filter": str, "subtypes": list, "keywords": list,
                             "not_legendary": bool},
    "token_copy_of_first_counters_from_second": {"filter": str, "not_legendary": bool},
    "become_copy": {"what": (int, str), "of": (int, str), "card": str, "not_legendary": bool},
    "counter_then_become_copy_of_card": {"card": str, "kind": str, "not_legendary": bool},
    "vote_exile_most": {"filter": str},
    "mad_labs": {},
    "cast_copy_of_random_card": {"cards": list},
    "destroy_if_mana_value": {"what": (int, str), "amount": int, "revolt_amount": int},
    "damage_each_exile_if_dies": {"filter": str, "amount": (int, str)},
    "additional_land_play": {},
    # planes: statics (types, text, colours and player choices)
    "add_mana_for_devotion": {},
    "each_player_chooses": {"options": list, "who": (str, int)},
    "switch_choices": {"options": list},
    "start_engines": {"who": (str, int)},
    "add_counters_equal_to_speed": {"what": (int, str), "kind": str},
    "fastest_players_create_tokens": {"kind": str, "amount": int},
    # vanguards (902.7; effects.optional, effects.chance)
    "may_pay": {"cost": str, "who": (str, int)},
    "move_card_it_became": {"to": str},
    "random_card_from_library": {"filter": str, "to": str, "reveal": bool, "shuffle": bool,
                                 "tapped": bool},
    "exchange_random_permanents": {"who": (str, int)},
    "gain_random_keywords": {"what": (int, str), "keywords": list, "amount": int,
                             "duration": str},
    "create_random_token": {"kinds": list},
    "bounce_choice": {"who": (str, int), "filter": str, "unless_life": int},
    "regenerate": {"what": (int, str)},
    "token_copy_of_random_card": {"filter": str, "mana_value": (int, str)},
    # archenemy: schemes (701.25, 701.26; casualmagic.variants.archenemy.rules)
    "abandon": {},
    "no_schemes_this_turn": {},
    "set_next_schemes_in_motion": {"amount": int},
    # ops first needed by schemes (variants.archenemy.ops)
    "exile_graveyard": {"who": (str, int)},
    "create_token_attacking_each_opponent": {"name": str, "types": str, "power": int,
                                             "toughness": int, "colors": str, "keywords": list},
    "each_opponent_loses_you_gain": {"amount": (int, str)},
    "damage_each_opponent": {"amount": (int, str), "who": (str, int)},
    "destroy_all_controlled": {"filter": str, "who": (str, int)},
    "bottom_all_controlled": {"filter": str, "who": (str, int), "max_mana_value": (int, str)},
    "damage_creatures_of": {"who": (str, int), "amount": (int, str)},
    "double_damage_until_your_next_turn": {},
    "destroy_gain_toughness": {"what": (int, str)},
    "each_opponent_discards_draw_for_lands": {},
    "each_opponent_keeps_one": {"filter": str},
    "create_token_with_counters": {"name": str, "types": str, "power": int, "toughness": int, "colors": str, "keywords": list, "kind": str, "for_each": str},
    "counters_on_a_creature_you_control": {"amount": (int, str), "kind": str, "keywords": list},
    "treasures_for_opponents_permanents": {"filter": str, "at_least": int},
    "opponents_discard_down_to": {"amount": int, "fewer_than": int, "draw": int},
    "each_player_mills_you_take_a_permanent": {"amount": (int, str)},
    "destroy_creatures_with_different_mana_values": {},
    "token_copies_then_tokens_for_the_rest": {"what": (int, str), "count": int, "name": str, "types": str, "power": int, "toughness": int, "colors": str, "keywords": list},
    "reanimate_attacking_owner": {"groups": int},
    "opponents_reveal_until_you_take_one": {},
    "each_opponent_searches_then_you": {"amount": int},
    "gain_control_of_all_attacking_owners": {"filter": str},
    "damage_highest_life_opponent": {"amount": (int, str)},
    "may_cast_from_hand_free": {"amount": (int, str)},
    "opponents_exile_top_you_may_cast": {},
    "exile_until_nonland_may_cast": {"again_if": str},
    "discard_hands_then_draw": {"who": (str, int), "amount": int},
    "choose_permanents_opponent_keeps_one": {"filter": str, "amount": int},
    "each_player_reveals_until_permanent": {},
    "put_permanent_of_each_type_from_hand": {},
    "reveal_top_to_hand_then_damage": {"amount": (int, str)},
    "piles_opponent_chooses": {"amount": int},
    "create_predefined_tokens_with_keywords": {"kind": str, "amount": (int, str),
                                               "keywords": list},
    "damage_plus_this_turn": {"amount": int},
    "choose_mode_unless": {"modes": list, "unless": str},
    "base_pt_lose_abilities_all": {"filter": str, "power": (int, str), "toughness": (int, str),
                                   "duration": str},
    "create_token_attacking": {"name": str, "types": str, "power": int, "toughness": int,
                               "colors": str, "keywords": list},
    "opponents_may_sacrifice_then_abandon": {"amount": int},
    "abandon_at_end_of_combat": {},
    "set_it_in_motion_again": {},
    "copy_your_instants_and_sorceries_this_turn": {},
    "choose_an_opponent": {},
    "cant_attack_until_your_next_turn": {"who": (str, int)},
    "opponents_may_tap_power_then_abandon": {"power": int},
    "token_copy_of_your_commander": {},
    "damage_equal_to_commanders_mana_value": {"filter": str},
    "abandon_unless_discard_or_pay_life": {"life": int},
    "create_token_blocking_it": {"name": str, "types": str, "power": int, "toughness": int,
                                 "colors": str, "keywords": list},
    "put_onto_battlefield_linked": {"what": (int, str)},
    "only_you_and_a_champion_act": {},
    "may_cast_from_opponents_hands_free": {"filter": str},
    "opponent_puts_each_type_on_top": {"types": list},
    "opponents_life_becomes_lowest": {},
    "highest_life_opponent_loses": {"amount": (int, str)},
    "sacrifice_else_discard": {"filter": str, "amount": int},
    "no_max_hand_size_until_your_next_turn": {},
    # lands (effects.lands): "sacrifice it unless you pay {1}" (118.12)
    "sacrifice_unless_pay": {"cost": str},
    # "sacrifice it unless you return an untapped Mountain you control to its owner's hand"
    "sacrifice_unless_return": {"filter": str},
    # artifact precon shapes (effects.sweepers): "destroy each nonland permanent with mana value
    # X whose controller was dealt combat damage by this creature this turn" (701.7a, 510.2)
    "destroy_each_of_damaged_players": {"filter": str, "mana_value": (int, str)},
    # "for each player, ~ deals damage to that player and each creature that player controls
    # equal to the number of creatures they control" (120.3)
    "damage_each_player_and_creatures_by_count": {},
    # "each player exiles all artifact cards from their graveyard, then sacrifices all
    # artifacts they control, then puts all cards they exiled this way onto the battlefield"
    "exile_graveyard_sacrifice_then_return": {"filter": str},
    # "until end of turn, creatures your opponents control lose hexproof and shroud and can't
    # have hexproof or shroud" (613.1f; effects.characteristics)
    "cant_have_keywords_all": {"filter": str, "keywords": list, "duration": str},
    # "when this creature dies, exile it with three time counters on it and it gains suspend"
    # (702.62a; effects.time_and_control)
    "exile_it_suspended": {"amount": (int, str)},
    # "deals 5 damage divided as you choose among any number of targets" (601.2d;
    # engine.divided_damage, effects.players)
    "damage_divided": {"what": int, "amount": (int, str)},
    # "that player simultaneously sacrifices the artifact and returns the artifact card to
    # the battlefield" (Goblin Welder; effects.sweepers)
    "swap_with_graveyard_card": {"what": int, "card": int},
    # "discard up to two cards, then draw that many cards" (701.8a, 121.1; effects.player_hands)
    "discard_up_to_then_draw": {"amount": (int, str)},
    # (effects.tapped_for_x): "you may tap X untapped Myr you control" (107.3, 701.26a) and
    # "deals X damage to the player or planeswalker it's attacking" (508.1)
    "tap_any_number_for_x": {"filter": str},
    "damage_what_it_attacks": {"amount": (int, str)},
    # (effects.token_creation): a token copy of a target that gains haste and is exiled or
    # sacrificed at the beginning of the next end step (707.2, 707.9b, 603.7a)
    "token_copy_with_haste_until_end_step": {"what": (int, str), "add_types": list,
                                             "haste": str, "then": str},
}
"""The effect ops and their argument types.  Issue-by-issue the list grows."""
EFFECT_ARGS["transform"] = {"what": (int, str)}  # 701.28a: "Transform [this permanent]"
# one-shot effects (compiler/effects.py): "tap all creatures your opponents control" (701.26a)
EFFECT_ARGS["tap_all"] = {"filter": str}
# card layouts: a Class's "This Class's level becomes N" (716.2a, engine.class_levels)
EFFECT_ARGS["become_class_level"] = {"level": int}
EFFECT_ARGS["solve_case"] = {}  # a Case's "this Case becomes solved" (719.3a, engine.cases)
# "[This creature] becomes prepared" (the prepare layout, mechanics.prepared)
EFFECT_ARGS["become_prepared"] = {"what": (int, str)}
EFFECT_ARGS["flip"] = {"what": (int, str)}  # a flip card's "flip it" (710.2, engine.faces)
# keywords (casualmagic.mechanics): the ops of the abilities keywords stand for — rampage's
# bonus counted as it resolves (702.23a-b), fabricate's choice (702.123a)
EFFECT_ARGS.update({"rampage": {"amount": int}, "fabricate": {"amount": int},
                    "renown": {"amount": int}, "evolve": {}, "modular": {"what": (int, str)}})
# common shapes (compiler/common_shapes.py): "[it] doesn't untap during its controller's next
# untap step" (502.3, effects.untap_holds); an object reference "attached" ("enchanted
# creature", "equipped creature": what the source is attached to, engine.effect_refs)
EFFECT_ARGS["doesnt_untap_next"] = {"what": (int, str)}
# common shapes: block requirements of an attacking creature (509.1c), read by
# engine.combat — "All creatures able to block this creature do so" (each able blocker must
# block it) and "This creature must be blocked if able" (at least one blocker)
LURE = "All creatures able to block it do so"
MUST_BE_BLOCKED = "Must be blocked if able"
# keywords (mechanics/*, second round): hideaway's look-and-exile (702.75a) and its linked
# "you may play the exiled card without paying its mana cost if [condition]" (607.2a, 118.9a;
# ``condition`` one of HIDEAWAY_CONDITIONS below)
EFFECT_ARGS.update({"hideaway": {"amount": int}, "play_hideaway_card": {"condition": str}})
EFFECT_ARGS["hideaway_card_to_hand"] = {}  # "put the exiled card into its owner's hand"
EFFECT_ARGS["adapt"] = {"amount": int}  # 701.43a "Adapt N" (mechanics.adapt)
# precon shapes (compiler/sweepers.py, target_controller.py, chosen_type.py; effects/sweepers.py,
# effects/chosen_types.py): "destroy all creatures with power greater than target creature's
# power" (701.7a, 608.2h), "each creature deals N damage to its controller" (120.3), "its
# controller manifests the top card of their library" (701.34a), "choose a creature type.
# Draw a card for each permanent you control of that type" (205.3m)
EFFECT_ARGS.update({"destroy_all_power_above": {"filter": str, "than": int},
                    "each_deals_damage_to_controller": {"filter": str, "amount": (int, str)},
                    "manifest_top": {"who": (str, int)},
                    "choose_creature_type_draw": {"filter": str},
                    # "look at the top card … If it's a creature card of the chosen type, you
                    # may reveal it and put it into your hand" (701.16e, 701.16a)
                    "look_top_may_reveal_to_hand": {"filter": str},
                    # "its controller may draw up to two cards at the beginning of the next
                    # turn's upkeep" (603.7a, 603.7c; effects/lasting.py, player_hands.py)
                    "delayed_for_player": {"when": str, "who": (str, int), "effects": list,
                                           "text": str},
                    "draw_up_to": {"amount": (int, str), "who": (str, int), "player": int},
                    # "each other player discards a card. You draw a card for each card
                    # discarded this way" (701.8a, 121.1; effects/player_hands.py)
                    "others_discard_you_draw": {},
                    # "each player discards their hand, then draws cards equal to the
                    # greatest number of cards a player discarded this way" (701.8a, 121.1)
                    "discard_hands_draw_greatest": {},
                    # "exile target … until this enchantment leaves the battlefield" (610.3;
                    # effects/exile_until.py)
                    "exile_until_source_leaves": {"what": (int, str)}})
# linked exile (607.2a; effects/linked_exile.py): "When this enchantment leaves the
# battlefield, return the exiled card to the battlefield under its owner's control."
EFFECT_ARGS["return_exiled_with_this"] = {}
# token copies (707.2, 603.7a; effects/token_creation.py): "Create a token that's a copy of that
# creature. Exile it at the beginning of the next end step." (Nemesis Trap)
EFFECT_ARGS["token_copy_exiled_at_end_step"] = {"what": (int, str)}
# library tops (401.4; effects/library_tops.py): "Put any number of target creature cards from
# your graveyard on top of your library." — their owner orders them
EFFECT_ARGS["put_on_top_in_any_order"] = {"what": (int, str)}
# join forces (207.2c, 608.2d; effects/join_forces.py): "Starting with you, each player may pay
# any amount of mana." — the total paid is the spell's X
EFFECT_ARGS["join_forces"] = {}
# keyword actions (701; compiler/keyword_actions.py): "it connives", "connive 2" (701.47a, e;
# mechanics.connive)
EFFECT_ARGS["connive"] = {"what": (int, str), "amount": int}
EFFECT_ARGS["learn"] = {}  # "Learn." (701.45a; mechanics.learn)
EFFECT_ARGS["clash_with_opponent"] = {}  # 701.23b (effects.clash)
EFFECT_ARGS["monstrosity"] = {"amount": (int, str)}  # 701.31a (mechanics.monstrosity)
EFFECT_ARGS["melee"] = {}  # 702.121a, the trigger melee stands for (mechanics.melee)
EFFECT_ARGS["cipher"] = {}  # 702.99a: a spell's last instruction (mechanics.cipher)
EFFECT_ARGS["cast_cipher_copy"] = {"card": int}  # 702.99a: the encoded card's copy
EFFECT_ARGS["awaken"] = {"what": (int, str), "amount": (int, str)}  # 702.113a (mechanics.awaken)
EFFECT_ARGS["ninjutsu"] = {}  # 702.49a: the card in the hand enters attacking (mechanics.ninjutsu)

REQUIRED_ARGS: dict[str, tuple[str, ...]] = {
    "damage": ("amount", "to"),
    "draw": ("amount",),
    "discard": ("amount",),
    "mill": ("amount",),
    "gain_life": ("amount",),
    "lose_life": ("amount",),
    "destroy": ("what",),
    "exile": ("what",),
    "bounce": ("what",),
    "counter_spell": ("what",),
    "tap": ("what",),
    "untap": ("what",),
    "pump": ("what",),
    "add_counters": ("what", "kind", "amount"),
    "add_mana": ("mana",),
    "create_token": ("name", "types"),
    "search_basic_land": ("to",),
    "scry": ("amount",),
    "surveil": ("amount",),
    "return_from_graveyard": ("what", "to"),
    "return_with_counter": ("kind",),
    "shuffle_in_then_reveal_top": ("what",),
    "gain_control": ("what",),
    "sacrifice": ("what",),
    "fight": ("what", "other"),
    "attach": ("to",),
    "destroy_all": ("filter",),
    "damage_each": ("filter", "amount"),
    "counter_unless_pays": ("what",),
    "prevent_damage": (),
    "delayed": ("when", "effects"),
    "copy_spell": ("what",),
    "put_from_hand_onto_battlefield": ("filter", "from"),
    "pump_all": ("filter",),
    "exile_if_dies": ("what",),
    "remove_from_combat": ("what",),
    # characteristics (613)
    "set_base_pt": ("what",),
    "switch_pt": ("what",),
    "add_types": ("what",),
    "lose_abilities": ("what",),
    "set_colors": ("what", "colors"),
    "become": ("what",),
    # staples pool
    "search_library": (),
    "look_at_top": ("amount",),
    "reorder_top": ("amount",),
    "put_from_hand": ("amount",),
    "may": ("prompt",),
    "create_token_for": ("who", "name", "types"),
    "put_onto_battlefield": ("what",),
    "flicker": ("what",),
    "discard_hand": ("who",),
    "shuffle_into_library": ("who",),
    "exile_all": ("filter",),
    "bounce_all": ("filter",),
    "choose_discard": ("who",),
    # planes
    "sacrifice_choice": ("filter",),
    "set_life": ("amount",),
    "draw_for_each": ("filter",),
    "destroy_if_power_at_most": ("what",),
    "reveal_until": ("filter",),
    "return_random_from_graveyard": (),
    "no_max_hand_size": (),
    "win_game": (),
    "draw_game": (),
    "planeswalk": (),
    "blank_rolls_are_chaos": (),
    "each_player_may_put_from_hand": (),
    "add_counters_to_source": ("kind",),
    "damage_per_counter": ("kind",),
    "destroy_all_without_counter": ("filter", "kind"),
    "planeswalk_to_planes": (),
    "choose_plane_on_top": (),
    "create_token_copy": (),
    "destroy_same_name": ("what",),
    "may_deal_power_damage": (),
    "each_player_may_return": ("filter",),
    "prevent_damage_from_planes_named": ("name",),
    "add_counters_each": ("filter", "kind"),
    "destroy_all_with_counter": ("kind",),
    "sacrifice_until_flip_won": ("filter",),
    "reveal_top_planar_card": (),
    "random_player_discards": (),
    "pump_for_each": ("what", "filter"),
    # planes: turn structure
    "extra_turn": (),
    "additional_phases": ("phases",),
    "untap_all": (),
    "reverse_turn_order": (),
    "end_the_turn": (),
    "skip_next": ("step",),
    # planes: planar, library, tokens and other triggers
    "return_all_from_graveyards": ("filter",),
    "chaos_ensues": (),
    "planeswalk_to_revealed_plane": (),
    "trigger_revealed_chaos_abilities": (),
    "planeswalk_rolls_are_chaos": (),
    "hand_to_bottom_then_draw": (),
    "may_reveal_top_put_permanent": (),
    "create_predefined_token": ("kind",),
    "investigate": (),
    "explore": ("what",),
    "untap_up_to": ("amount", "filter"),
    "add_counters_for_each": ("what", "filter"),
    "sacrifice_for_food": (),
    # planes: casting
    "spells_cost_less": ("filter", "amount"),
    "cant_cast": ("who",),
    "flip_coin_or_counter": ("what",),
    "copy_spell_for": ("what",),
    "reveal_top_may_cast_free": ("who",),
    "may_cast_free": ("what",),
    "demonstrate_copy": ("what",),
    # planes: creatures & combat (keywords, control, life)
    "gain_while_counter": ("what", "kind", "keywords"),
    "add_counters_per_target": ("what", "kind", "amounts"),
    "exchange_control": ("what",),
    "add_types_all": ("filter",),
    "draw_from_bottom": (),
    "gain_all_creature_types": ("what",),
    "pump_each": ("filter",),
    "grant_abilities_all": ("filter", "abilities"),
    "become_monarch": (),
    "goad": ("what",),
    "cant_lose_game": (),
    "copy_attacking_each_other_opponent": (),
    "sacrifice_any_number_then_damage": ("to",),
    "return_at_next_end_step": (),
    "creatures_cant_attack_you": (),
    "lose_life_for_each": ("who", "filter"),
    "create_attackers_for_each_opponent": ("name", "types"),
    "destroy_and_when_you_do": ("what", "effects"),
    # planes: planar, library, tokens and other triggers
    "shuffle_permanents_then_reveal": ("first",),
    "each_player_creates_token_of_choice": ("kinds",),
    "sacrifice_another_or_damage": (),
    "search_to_catch_up_on_lands": (),
    "poison_counters": ("who",),
    "exchange_life_totals": ("who", "other"),
    "redistribute_life": (),
    "each_life_total_becomes": ("amount",),
    "counter_if_poisoned": ("what",),
    "active_player_adds_mana": ("mana",),
    # planes: casting (second round)
    "discover": ("amount",),
    "cascade": (),
    "chaos_on_revealed_plane": (),
    "exile_top_with_this": (),
    "scavenge": (),
    "embalm": (),
    "may_discard_then_draw": (),
    "unearth": (),
    "detain": ("what",),
    "may_cast_foretold_free": (),
    "exile_top_may_play": (),
    "add_counters_devotion": ("what",),
    "sacrifice_another": ("what",),
    "copy_for_each_other_target": (),
    "token_copy_for_each_other_player": ("what",),
    # planes: creatures & combat, second round (effects.creatures)
    "pump_counting": ("what",),
    "round_pt_up": ("what",),
    "amass": ("subtype", "amount"),
    "turn_face_down": ("what",),
    "put_onto_battlefield_face_down": ("what",),
    "gain_devour": ("what", "amount"),
    # planes: planar, library, tokens and other triggers
    "bolster": ("amount",),
    "deal_toughness_damage_to_each_other": (),
    "add_counter_of_choice": ("what", "kinds"),
    "exile_until_then_put": ("filter",),
    "create_tokens_that_deal_damage": ("kind",),
    "loses_that_much_life": (),
    "sacrifice_any_number_then_draw_and_lose_life": (),
    "each_player_chooses_then_destroy": ("filter",),
    "each_opponent_loses_life_unless": (),
    "opponent_may_clash": (),
    "commanders_draw_or_enter": (),
    "reset_commander_casts": (),
    "promote_to_commander": (),
    "when_you_do": ("effects",),
    "win_if_neighbours_eliminated": (),
    # planes: ops of effects.time_and_control
    "extra_mana_when_tapped_this_turn": (),
    "may_pay_x": (),
    "put_on_top_of_library": ("what",),
    "exchange_control_with_damaged_player": ("what", "other"),
    "distribute_counters": ("what", "amount"),
    "exile_all_then_tokens_by_power": ("filter", "name", "types"),
    "remove_time_counters": ("amount",),
    "cast_suspended": ("what",),
    # planes: face-down (mechanics.manifest, effects.facedown)
    "manifest_dread": (),
    "each_player_may_turn_face_up": (),
    "exile_then_cast_or_return": ("what",),
    "exile_top_opponent_picks_free_cast": (),
    "flash_until_your_next_turn": (),
    "remove_counter_from_source": ("kind",),
    "may_suspend_from_hand": (),
    "time_travel": (),
    "creatures_get_pt_for_each": ("for_each",),
    "may_sacrifice_a_food": (),
    # planes: costs
    "abilities_cost_less": ("filter", "amount"),
    "next_spell_has_affinity": (),
    "goad_cant_become_tapped": ("what",),
    "sacrifice_least_toughness": (),
    # planes: vehicles/phasing/exile
    "exile_and_return": ("what",),
    "return_from_exile": ("what",),
    "cards_cant_enter_from_exile": (),
    "phase_out": (),
    "flip_coin": ("effects",),
    "become_all": ("filter",),
    "becomes_crewed": (),
    # planes: ops of effects.counters
    "exile_one_then_create_token": ("filter", "name", "types"),
    "deal_power_damage": ("what", "to"),
    "exile_it_with_this": (),
    "player_counters": ("kind",),
    "proliferate": (),
    "remove_player_counters": ("kind",),
    "each_player_chooses_pips": ("modes", "pips"),
    "each_player_searches_then_token": ("filter",),
    "provoke": ("what",),
    "roll_one_more_die": (),
    "may_become_type": ("subtypes",),
    "grant_trigger_all": ("filter", "when", "then"),
    # planes: ops of effects.offers
    "choose_creature_type_add_counters": ("kind",),
    "each_player_may_create_then_cant_attack_you": ("kind",),
    "may_return_damaging_creature_draw_power": (),
    "exile_owner_may_cast_for": ("what", "cost"),
    "remove_all_counters": ("kind",),
    # planes: copies (engine.copies)
    "token_copy_of_chosen": (),
    "token_copy_of_first_counters_from_second": (),
    "become_copy": ("what",),
    "counter_then_become_copy_of_card": ("card",),
    "vote_exile_most": (),
    "mad_labs": (),
    "cast_copy_of_random_card": ("cards",),
    "destroy_if_mana_value": ("amount",),
    "damage_each_exile_if_dies": ("amount",),
    "additional_land_play": (),
    # planes: statics (types, text, colours and player choices)
    "add_mana_for_devotion": (),
    "each_player_chooses": ("options",),
    "switch_choices": ("options",),
    "start_engines": (),
    "add_counters_equal_to_speed": (),
    "fastest_players_create_tokens": ("kind",),
    "may_pay": ("cost",),
    "move_card_it_became": (),
    "random_card_from_library": ("filter", "to"),
    "exchange_random_permanents": ("who",),
    "gain_random_keywords": ("what", "keywords"),
    "create_random_token": ("kinds",),
    "bounce_choice": (),
    "regenerate": ("what",),
    "token_copy_of_random_card": (),
    "exile_graveyard": ("who",),
    "create_token_attacking_each_opponent": ("name", "types"),
    "each_opponent_loses_you_gain": ("amount",),
    "damage_each_opponent": ("amount",),
    "highest_life_opponent_loses": ("amount",),
    "sacrifice_unless_pay": ("cost",),  # lands
    "become_class_level": ("level",),  # card layouts: Classes (716.2a)
    # precon shapes (effects/sweepers.py, effects/chosen_types.py)
    "destroy_all_power_above": ("filter", "than"),
    "each_deals_damage_to_controller": ("filter", "amount"),
    "manifest_top": ("who",),
    "choose_creature_type_draw": ("filter",),
    "look_top_may_reveal_to_hand": ("filter",),
    "exile_until_source_leaves": ("what",),
    "delayed_for_player": ("when", "who", "effects"),
    "draw_up_to": ("amount",),
    # artifact precon shapes (effects.sweepers)
    "destroy_each_of_damaged_players": ("filter", "mana_value"),
    "tap_any_number_for_x": ("filter",),
    "damage_what_it_attacks": ("amount",),
    "token_copy_with_haste_until_end_step": ("what", "then"),
    "sacrifice_unless_return": ("filter",),
    "cant_have_keywords_all": ("filter", "keywords"),
    "damage_divided": ("what", "amount"),
    "swap_with_graveyard_card": ("what", "card"),
}

KEYWORDS = frozenset(
    {
        "Flying", "Reach", "Vigilance", "Haste", "Defender", "First strike", "Double strike",
        "Trample", "Deathtouch", "Lifelink", "Menace", "Indestructible", "Hexproof", "Shroud",
        "Flash",
        "Partner",  # 702.124: works only in deck construction (Commander variant's validator)
        # planes: creatures & combat — exalted (702.83), wither (702.80), shadow (702.28),
        # landwalk of the basic land types (702.14)
        "Exalted", "Wither", "Shadow",
        "Plainswalk", "Islandwalk", "Swampwalk", "Mountainwalk", "Forestwalk",
        # changeling (702.73a: every creature type, cards.model)
        "Changeling",
    }
)
"""Keyword abilities (CR 702) the engine implements without a parameter."""
# provoke (702.39a, mechanics.provoke); changeling is listed above
KEYWORDS = KEYWORDS | frozenset({"Provoke"})
# convoke printed on a spell (702.51a), read by engine.cost_changes.has_convoke
KEYWORDS = KEYWORDS | frozenset({"Convoke"})
# affinity for artifacts printed on a spell (702.41a), read by casting_rules.cost_reduction
KEYWORDS = KEYWORDS | frozenset({"Affinity for artifacts"})
# schemes — fear (702.36: "can't be blocked except by artifact creatures and/or black
# creatures", engine.combat)
KEYWORDS = KEYWORDS | frozenset({"Fear"})
KEYWORDS = KEYWORDS | frozenset({"Daybound", "Nightbound"})  # 702.145 (engine.faces)

# spells: keywords of instants and sorceries the engine reads from the card — split second
# (702.61a, casting_rules.split_second_on_stack), rebound (702.88a, casting_rules.rebound),
# cascade and storm (702.85a, 702.40a: triggered as the spell is cast, casting_rules)
KEYWORDS = KEYWORDS | frozenset({"Split second", "Rebound", "Cascade", "Storm"})
# improvise and delve (702.126a, 702.66a), paid like convoke (engine.cost_changes)
KEYWORDS = KEYWORDS | frozenset({"Improvise", "Delve"})
# creature keywords: infect (702.90, engine.primitives damage), persist and undying
# (702.79a, 702.93a: engine.triggers as the creature dies); "Toxic N" is read by is_keyword
KEYWORDS = KEYWORDS | frozenset({"Infect", "Persist", "Undying"})
# myriad (702.116a: engine.triggers as the creature attacks); ascend on a permanent
# (702.131b: mechanics.ascend, with the state-based actions)
KEYWORDS = KEYWORDS | frozenset({"Myriad", "Ascend"})
# keywords of casualmagic.mechanics (one module each): horsemanship (702.31) and intimidate
# (702.13) restrict blocks, flanking (702.25) and evolve (702.100) trigger; devoid (702.114a)
# makes a card colorless (cards.model)
KEYWORDS = KEYWORDS | frozenset({"Horsemanship", "Intimidate", "Flanking", "Evolve", "Devoid"})
NUMBERED_KEYWORDS = frozenset({"Bushido", "Rampage", "Bloodthirst", "Afterlife", "Fabricate",
                               "Soulshift", "Renown", "Modular"})
"""Keywords written "<name> N" (702.45a bushido, 702.23a rampage, 702.54a bloodthirst,
702.135a afterlife, 702.123a fabricate, 702.46a soulshift, 702.112a renown, 702.43a
modular); "Bloodthirst X" too (702.54b)."""
# keywords (mechanics/*, second round): hideaway (702.75a, mechanics.hideaway)
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Hideaway"})
# fading (702.32a) and vanishing (702.63a-b: "Vanishing" alone too), mechanics.fading/vanishing
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Fading", "Vanishing"})
KEYWORDS = KEYWORDS | frozenset({"Vanishing"})
EFFECT_ARGS.update({"fading": {}, "vanishing": {}})
# echo (702.30a, mechanics.echo): "Echo {2}{R}", a keyword with its mana cost, read by is_keyword
EFFECT_ARGS["echo"] = {"cost": str}
COST_KEYWORD = re.compile(r"^(Echo) (\{[^}]+\})+$")
# living weapon (702.92a, mechanics.living_weapon)
KEYWORDS = KEYWORDS | frozenset({"Living weapon"})
EFFECT_ARGS["living_weapon"] = {}
# extort (702.101a, mechanics.extort)
KEYWORDS = KEYWORDS | frozenset({"Extort"})
EFFECT_ARGS["extort"] = {}
EFFECT_ARGS["madness"] = {}  # madness's trigger (702.35a, mechanics.madness)
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Graft"})  # 702.58a (mechanics.graft)
EFFECT_ARGS["graft"] = {}
KEYWORDS = KEYWORDS | frozenset({"Mentor"})  # 702.134a (mechanics.mentor)
KEYWORDS = KEYWORDS | frozenset({"Retrace"})  # 702.81a (mechanics.retrace, cards.definitions)
# backup (702.165a, mechanics.backup)
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Backup"})
EFFECT_ARGS["backup"] = {"amount": int, "what": (int, str)}
# graveyard keywords (compiler.cost_keywords): eternalize (702.129a, mechanics.eternalize),
# encore (702.141a, mechanics.encore); unearth, scavenge and embalm have their ops already
EFFECT_ARGS.update({"eternalize": {}, "encore": {}})
# battle cry (702.91a), riot (702.136a), unleash (702.98a): mechanics.battle_cry / riot / unleash
KEYWORDS = KEYWORDS | frozenset({"Battle cry", "Riot", "Unleash"})
EFFECT_ARGS["battle_cry"] = {}
KEYWORDS = KEYWORDS | frozenset({"For Mirrodin!"})  # 702.163a (mechanics.for_mirrodin)
EFFECT_ARGS["for_mirrodin"] = {}
KEYWORDS = KEYWORDS | frozenset({"Offspring"})  # 702.175a: the card's offspring field adds it
EFFECT_ARGS["offspring"] = {}
# cumulative upkeep with a mana cost (702.24a, mechanics.cumulative_upkeep), read by is_keyword
CUMULATIVE_UPKEEP_RE = re.compile(r"^Cumulative upkeep (\{[0-9WUBRGC]\})+$")
EFFECT_ARGS["cumulative_upkeep"] = {"cost": str}
KEYWORDS = KEYWORDS | frozenset({"Skulk", "Jump-start"})  # 702.118b, 702.133a (mechanics)
KEYWORDS = KEYWORDS | frozenset({"Enlist"})  # 702.154a (mechanics.enlist)
EFFECT_ARGS["enlist"] = {}
KEYWORDS = KEYWORDS | frozenset({"Sunburst"})  # 702.44a (mechanics.sunburst)
KEYWORDS = KEYWORDS | frozenset({"Squad"})  # 702.157a: the card's squad field adds it
# planeswalkers and emblems: compleated (702.150a, mechanics.compleated) — fewer loyalty
# counters for each Phyrexian mana symbol paid with life
KEYWORDS = KEYWORDS | frozenset({"Compleated"})
EFFECT_ARGS["squad"] = {}
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Mobilize"})  # mechanics.mobilize
EFFECT_ARGS["mobilize"] = {"amount": int}
# keywords (mechanics/*), second round: phasing's untap-step phasing (702.26a, mechanics.phasing)
KEYWORDS = KEYWORDS | frozenset({"Phasing"})
KEYWORDS = KEYWORDS | frozenset({"Melee"})  # 702.121a (mechanics.melee)
NUMBERED_KEYWORDS = NUMBERED_KEYWORDS | frozenset({"Casualty"})  # 702.153a (mechanics.casualty)
AFFINITY_RE = re.compile(r"^Affinity for ([a-z ]*?)([A-Za-z]+)$")
_AFFINITY_SUBTYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Gate",
                                "Equipment", "Food", "Vehicle", "Treasure", "Clue"})
"""Subtypes other than creature types an "Affinity for [text]" may name (205.3g, 205.3i)."""


def affinity_filter(keyword: str) -> str | None:
    """702.41a "Affinity for [text]": the permanents counted, as a filter ("Affinity for
    Equipment" → ``"Equipment you control"``, "Affinity for Allies" → ``"Ally you control"``),
    or None if ``keyword`` is no affinity the vocabulary can read.  A capitalised word must be
    a creature type (205.3m) or one of :data:`_AFFINITY_SUBTYPES`."""
    m = AFFINITY_RE.match(keyword)
    if not m:
        return None
    from casualmagic.rules.text import creature_types  # reads the CR only when needed

    head, word = m.groups()
    forms = [word, word[:-3] + "y" if word.endswith("ies") else word.removesuffix("s")]
    if word[0].isupper():
        known = [w for w in forms if w in _AFFINITY_SUBTYPES or w in creature_types()]
        if not known:
            return None
        word = known[0]
    else:
        word = forms[1]
    phrase = f"{head}{word} you control"
    try:
        parse_filter(phrase)
    except VocabularyError:
        return None
    return phrase
_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)"
NUMBER_WORDS_TO_TWENTY = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                          "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twenty": 20}
HIDEAWAY_CONDITIONS = {
    "total power": re.compile(rf"^creatures you control have total power {_N} or greater$"),
    "attacked with": re.compile(rf"^you attacked with {_N} or more creatures this turn$"),
    "opponent dealt damage": re.compile(
        rf"^an opponent was dealt {_N} or more damage this turn$"),
    "small library": re.compile(rf"^a library has {_N} or fewer cards in it$"),
    "empty hands": re.compile(r"^each player has no cards in hand$"),
    "you control": re.compile(rf"^you control {_N} or more ([a-z ]+)$"),
    "you control one": re.compile(r"^you control an? ([a-z0-9 ]+)$"),
    "graveyard": re.compile(rf"^there are {_N} or more cards in your graveyard$"),
    "cards in hand": re.compile(rf"^you have {_N} or more cards in hand$"),
}
"""The conditions of the hideaway lands' "You may play the exiled card ... if [condition]"
(Mosswort Bridge, Windbrisk Heights, Spinerock Knoll, Shelldock Isle, Howltooth Hollow,
Clive's Hideaway) and of the other hideaway permanents' "Then if [condition], you may play
the exiled card ..." (Fight Rigging, Cemetery Tampering, Wiretapping), judged by
mechanics.hideaway as the ability resolves (608.2c)."""

ABILITY_FLAGS = frozenset(
    {
        "Can't attack", "Can't block", "Can't attack or block", "Can't be blocked",
        "Attacks each combat if able", "Blocks each combat if able",
        "Can block an additional creature", "Can block any number of creatures",
        "Prowess",
    }
) | frozenset({"Attacks a noted player each combat if able"})  # 905.2b: Cogwork Tracker
"""Simple static abilities the engine treats like keywords (CR 604.1, 702.108 prowess):
they live in an object's ability set (layer 6, 613.1f) so effects can grant or
remove them, e.g. "Target creature can't block this turn"."""

# spells: static abilities of a spell that work while it is being cast (601.2f) — "This
# spell costs {1} less to cast for each creature on the battlefield": ``each`` (a filter of
# permanents) or ``each_card_in_graveyard`` (card types in the caster's graveyard), read by
# engine.casting_rules.cost_reduction; not layer effects, so kept off the battlefield's
SPELL_COST_OPS = frozenset({"costs_less_for_each"})
# common shapes: "This spell costs {1} less to cast if you control a Wizard" (``control``: a
# filter) / "… if you've cast another spell this turn" (``another_spell``), 601.2f, read by
# engine.casting_rules.cost_reduction
SPELL_COST_OPS = SPELL_COST_OPS | frozenset({"costs_less_if"})

# spells: subjects of an Aura's or Equipment's triggered abilities that mean the one object
# it is attached to ("Whenever equipped creature dies, draw two cards"), read by
# engine.triggers._observe — not any enchanted or equipped creature
ATTACHED_SUBJECTS = frozenset({"enchanted creature", "equipped creature"})

# spells: "This spell can't be countered." (101.2), read by effects.stack_ops
CANT_BE_COUNTERED = "Can't be countered"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({CANT_BE_COUNTERED})

# planes: casting (second round) — detain (701.29a): "its activated abilities can't be
# activated", a flag read by casualmagic.engine.actions and mana_payment (602.5, 605)
CANT_ACTIVATE = "Its activated abilities can't be activated"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({CANT_ACTIVATE})
# planes: costs — "can't become tapped unless they're being declared as attackers" (Ood
# Sphere), a flag read where a permanent would become tapped (casualmagic.engine.cost_changes)
CANT_BECOME_TAPPED = "Can't become tapped unless attacking"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({CANT_BECOME_TAPPED})

# planes
PLANAR_RULE_OPS = frozenset({"untap_all_permanents_each_untap_step", "no_maximum_hand_size",
                             "any_number_of_lands",
                             # Talon Gates (702.62a, mechanics.suspend)
                             "suspend_from_hand"})
"""Static-ability ops of plane cards that change a rule of the game rather than objects'
characteristics (901.7, e.g. Horizon Boughs, Stairs to Infinity); the planechase variant
applies them while the plane is face up (see casualmagic.variants.planechase.rules)."""
# planes: planar, library, tokens and other triggers — The Command Zone:
# "If an ability of your commander would trigger during your turn, that ability triggers an
# additional time" (603.2d; effects.each_player.additional_triggers)
PLANAR_RULE_OPS = PLANAR_RULE_OPS | frozenset({"commander_triggers_additional_time",
                                               "ascend"})  # The Golden City of Orazca (702.131b)
# planes: face-down — No Way Out: "enters with three dread counters" (122.6) and "if a player
# would planeswalk while this plane has dread counters, chaos ensues instead" (614.1a)
PLANAR_RULE_OPS = PLANAR_RULE_OPS | frozenset({"enters_with_counters",
                                               "planeswalk_is_chaos_while_counters"})
# planes: statics — "Each player who last chose green anchor may play an additional land
# during each of their turns" (305.2; variants.planechase.rules.sync_land_plays)
PLANAR_RULE_OPS = PLANAR_RULE_OPS | frozenset({"additional_land_play",
                                               # a text change of a card type word (612.1,
                                               # engine.text_changes), Deceptive Divination
                                               "change_text"})

# archenemy: static abilities of schemes that change a rule of the game (904.8), applied by
# casualmagic.variants.archenemy — "Untap all permanents you control during each opponent's
# untap step" (502.3)
SCHEME_RULE_OPS = frozenset({"untap_during_each_opponents_untap_step",
                             # Bow to My Command: "As you set this scheme in motion, choose an
                             # opponent"; "Creatures the chosen player controls can't attack
                             # you or planeswalkers you control" (508.1c)
                             "choose_opponent_as_set_in_motion",
                             "cant_attack_you_chosen_player",
                             # I Am Untouchable: "You ... have hexproof" (702.11c, read by
                             # engine.targets for command-zone sources)
                             "you_have_hexproof",
                             # Imprison This Insolent Wretch (502.3)
                             "chosen_players_permanents_dont_untap"})

# planes: casting
CASTING_RULE_OPS = frozenset({
    "spells_cost_less", "cast_as_though_flash", "cant_cast_sharing_type_with_top_card",
    "play_from_top_of_libraries", "top_card_revealed", "extra_mana_when_tapped",
    "all_spells_split_second", "grant_rebound", "grant_demonstrate",
    "first_spell_each_turn_has_cascade",  # planes: casting (second round), TARDIS Bay
    "play_cards_exiled_with_this",  # The Matrix of Time (607.2a, 601.3, 305.1)
    "grant_graveyard_ability",  # scavenge (702.97a) / embalm (702.128a) for graveyard cards
    "grant_escape",  # escape (702.138a) for graveyard cards, Stormcage Containment Facility
    "grant_foretell",  # foretell (702.143a) for nonland cards in hand, Singing Towers
    # "[you] can't cast spells" with an optional "if" (601.3, Prahv)
    "cant_cast_spells",
    "reveal_each_card_drawn",  # "Players reveal each card they draw" (701.16a, Sea of Sand)
    # planes: costs (engine.cost_changes) — convoke (702.51a), blitz (702.152a), spending
    # mana as though it were any colour (609.4b)
    "grant_convoke", "grant_blitz", "spend_mana_as_any_color",
    "colorless_outside_battlefield",  # "All cards that aren't on the battlefield, spells ...
    "cant_cast_more_than_one_spell_each_turn",  # schemes: I Bask in Your Silent Awe (601.3)
})                                    # are colorless" (Mycosynthwave; 105.2c, 613.1e)
"""Static-ability ops that change what may be cast or played, what a spell costs, or how
much mana a permanent makes (601.3, 601.2f, 605.1b); applied by
:mod:`casualmagic.engine.casting_rules`, from the battlefield or a face-up plane (901.7)."""
# planes: face-down — Bicycle Rack: "Cards in each player's hand have cycling {2}" (702.29a;
# ``cost``, effects.facedown.granted_cycling)
# lands (engine.lands): "You have no maximum hand size" (402.2), read in the cleanup step
CASTING_RULE_OPS = CASTING_RULE_OPS | frozenset({"no_maximum_hand_size"})
CASTING_RULE_OPS = CASTING_RULE_OPS | frozenset({"cards_in_hand_have_cycling",
                                                 # Stroopwafel Cafe (111.10b, 602.1)
                                                 "top_card_of_library_is_food"})

FLAVOR_WORDS = frozenset({"Still Point in Time",
                          "Praise Him",  # planes: casting (second round), Hotel of Fears
                          "Low Gravity",  # planes: creatures & combat (The Moonbase)
                          # planes: costs (Ood Sphere, The Dining Car)
                          "Song of the Ood", "Red-Eye", "Sixty-Six Seconds",
                          # planes: copies — an ability word (207.2c) has no rules meaning
                          # either; the data lists it among keywords (Fatal Push)
                          "Revolt"})
"""Flavor words (207.2d) the oracle data lists among a card's keywords; they have no rules
meaning, so a definition may list them and the engine does nothing with them."""

REPLACEMENT_OPS = frozenset({
    "prevent_damage", "double_damage", "counters_plus", "double_counters", "double_tokens",
    "exile_instead", "exile_instead_of_dying", "shuffle_instead_of_graveyard", "enters_tapped",
    "enters_with_counters", "enters_tapped_unless",
})
# precon shapes: "As this land enters, choose a creature type." (614.12, engine.chosen_types)
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"choose_creature_type_as_enters"})
"""Static-ability ops that are replacement or prevention effects (CR 614, 615); the engine
applies them in :mod:`casualmagic.engine.replacement`."""

# planes: turn structure — skip effects (614.1b, 614.10) and untap replacements (614.1 on
# 502.3), read by casualmagic.engine.turn: ``skip_step`` (``step`` a step name such as
# "untap"; ``who`` "each player" or "you") and ``untap_instead`` (``filter``, ``kind``,
# ``amount``: "If a creature you control would untap during your untap step, put two +1/+1
# counters on it instead").
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"skip_step", "untap_instead"})
# lands (engine.lands): "As it enters, choose a color other than blue" (614.12a)
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"choose_color_as_enters"})
# as-enters choices (614.12a: made before the permanent enters, engine.entering_choices):
# "As this land enters, you may pay 2 life. If you don't, it enters tapped." (``amount``),
# "... you may reveal a Plains or Island card from your hand. If you don't, this land enters
# tapped." (``types``: the subtypes a revealed card may have; ``or_control``: "unless you
# revealed a Dragon card this way or you control a Dragon"), a basic land type, and the
# colour and creature type above
ENTERING_CHOICE_OPS = frozenset({"choose_color_as_enters", "choose_creature_type_as_enters",
                                 "pay_life_or_enters_tapped", "reveal_or_enters_tapped",
                                 "choose_basic_land_type_as_enters",
                                 "choose_two_players_as_enters"})  # Bitter Feud (614.12a)
CHOSEN_LAND_TYPE = "the chosen basic land type"
"""In a static's ``subtypes`` (``set_subtypes``, ``add_types``): the basic land type chosen
as its permanent entered ("This land is the chosen type.", 607.2; engine.statics)."""
REPLACEMENT_OPS = REPLACEMENT_OPS | ENTERING_CHOICE_OPS

# planes: turn structure (Otaria) — static ops that give cards outside the battlefield an
# ability (613.1f): ``grant_flashback`` (``filter``, e.g. "instant or sorcery card in a
# graveyard"): "... have flashback. The flashback cost is equal to the card's mana cost"
# (702.34a), read by casualmagic.engine.casting.granted_alt_costs.
GRANT_OPS = frozenset({"grant_flashback"})
REPLACEMENT_OPS = REPLACEMENT_OPS | GRANT_OPS  # listed with them: engine.replacement.current

# multiplayer life and poison — static ops that change what may happen to players rather
# than objects' characteristics (119.7, 119.8, 810.9g-h, 810.10c), each with ``who``
# ("you", "each opponent" or "each player"); read by casualmagic.effects.players.
PLAYER_RULE_OPS = frozenset({"cant_gain_life", "cant_lose_life", "life_cant_change",
                             "cant_get_poison_counters"})
REPLACEMENT_OPS = REPLACEMENT_OPS | PLAYER_RULE_OPS  # not layer effects (kept with them)
# vanguards — "Your opponents play with their hands revealed" (``who``; 400.2: a hidden zone
# made public), shown in each player's view by casualmagic.variants.vanguard
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"hands_revealed"})
# planes: vehicles/phasing/exile — "Creatures enter tapped" (614.1c, ``filter``), read by
# casualmagic.engine.replacement.as_it_enters
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"permanents_enter_tapped"})

# "As this creature enters, roll a six-sided die twice. Its base power
# becomes the first result and its base toughness becomes the second result" (614.1c, 706.2;
# casualmagic.mechanics.dice), and "Cowards can't block Warriors" (509.1b, engine.combat), a
# static ability kept with an object's abilities like the flags above
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"enters_rolling_base_pt"})
COWARDS_CANT_BLOCK_WARRIORS = "Cowards can't block Warriors"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({COWARDS_CANT_BLOCK_WARRIORS})
# card layouts: "This creature enters prepared" (the prepare layout, mechanics.prepared)
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"enters_prepared"})
# umbra armor (702.89a, mechanics.umbra_armor): a replacement effect of the Aura, compiled as a
# static ``umbra_armor`` op
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"umbra_armor"})

# statics (compiler.statics): restrictions of an object's own (604.1, 509.1b, 508.1c, 502.3),
# read by engine.combat and engine.turn; the power ones are written with their number
# ("Can't be blocked by creatures with power 2 or less"), the attack one with a basic land
# type ("Can't attack unless defending player controls an Island"), read by is_keyword
CAN_BLOCK_ONLY_FLYERS = "Can block only creatures with flying"
MAX_ONE_BLOCKER = "Can't be blocked by more than one creature"
DOESNT_UNTAP = "Doesn't untap during its controller's untap step"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({CAN_BLOCK_ONLY_FLYERS, MAX_ONE_BLOCKER, DOESNT_UNTAP})
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({LURE, MUST_BE_BLOCKED})  # common shapes (509.1c)
# "Can't be blocked by Walls" / "… except by black creatures" (509.1b), read by engine.combat
BLOCKED_BY_FLAG = re.compile(r"^Can't be blocked (by|except by) (artifact creatures|Walls"
                             r"|(?:white|blue|black|red|green) creatures"
                             r"|creatures with flying(?: or reach)?)$")
BLOCKER_POWER_FLAG = re.compile(r"^Can't be blocked by creatures with power (\d+) or (less|greater)$")
ATTACK_UNLESS_FLAG = re.compile(r"^Can't attack unless defending player controls an? "
                                r"(Plains|Island|Swamp|Mountain|Forest)$")
# statics: "Noncreature spells cost {1} more to cast" (601.2f; ``filter``, ``amount``, ``who``
# "each" / "you" / "opponent"), read by engine.casting_rules.cost_reduction
CASTING_RULE_OPS = CASTING_RULE_OPS | frozenset({"spells_cost_more"})
# casting from the graveyard (601.3; engine.casting_rules): "Once during each of your turns,
# you may cast a creature spell from your graveyard." (Karador, Ghost Chieftain)
CASTING_RULE_OPS = CASTING_RULE_OPS | frozenset({"cast_creature_from_graveyard_once_each_turn"})
# "As an additional cost to cast creature spells, you may pay any amount of mana. If you do,
# that creature enters with that many additional +1/+1 counters on it." (Chorus of the
# Conclave; 601.2b, 601.2f, 614.1c; engine.casting, engine.casting_rules)
CASTING_RULE_OPS = CASTING_RULE_OPS | frozenset({"creature_spells_extra_mana_for_counters"})
# common shapes III (compiler/combat_restrictions.py): restrictions on a whole declaration of
# attackers or blockers (506.5, 508.1c, 509.1b; engine.combat_alone), and "Creatures with power
# less than this creature's power can't block it" (509.1b, judged on the blocker; engine.combat)
CANT_ATTACK_ALONE = "Can't attack alone"
CANT_BLOCK_ALONE = "Can't block alone"
CANT_ATTACK_OR_BLOCK_ALONE = "Can't attack or block alone"
CANT_BE_BLOCKED_BY_LESS_POWER = "Can't be blocked by creatures with less power"
# "it gets +1/+1 until end of turn for each creature blocking it" (509.1h, 611.2a;
# compiler/keyword_actions.py, effects/characteristics.py)
EFFECT_ARGS["pump_per_blocker"] = {"what": (int, str), "power": int, "toughness": int}
REQUIRED_ARGS["pump_per_blocker"] = ("what",)
# "look at target opponent's hand" (402.3; compiler/keyword_actions.py, effects/player_hands.py):
# the cards shown to the ability's controller only
EFFECT_ARGS["look_at_hand"] = {"who": (str, int)}
REQUIRED_ARGS["look_at_hand"] = ("who",)
# "Exile the top two cards of your library. Until the end of your next turn, you may play those
# cards." (601.3, 611.2a; compiler/impulse_draws.py): the top ``amount`` cards, ``duration``
# "until_end_of_your_next_turn" (engine.casting_rules) or this turn
EFFECT_ARGS["exile_top_may_play"] = {**EFFECT_ARGS["exile_top_may_play"], "amount": (int, str),
                                     "duration": str}
# "You may have this creature assign its combat damage as though it weren't blocked" (510.1b-c,
# the controller's choice as damage is assigned; engine.combat_unblocked)
UNBLOCKED_DAMAGE = "May assign combat damage as though it weren't blocked"
ABILITY_FLAGS = ABILITY_FLAGS | frozenset({CANT_ATTACK_ALONE, CANT_BLOCK_ALONE,
                                           CANT_ATTACK_OR_BLOCK_ALONE,
                                           CANT_BE_BLOCKED_BY_LESS_POWER, UNBLOCKED_DAMAGE})

PROTECTION_QUALITIES = frozenset(
    {"white", "blue", "black", "red", "green", "everything", "multicolored", "monocolored",
     "creatures", "artifacts", "enchantments", "instants", "sorceries", "planeswalkers"}
)
"""Qualities "Protection from [quality]" may name here (CR 702.16a)."""

_ANNIHILATOR_RE = re.compile(r"^Annihilator (\d+)$")
_TOXIC_RE = re.compile(r"^Toxic \d+$")
_WARD_RE = re.compile(r"^Ward (\{[^}]+\})+$|^Ward—Pay (\d+) life\.?$")


def is_keyword(word: str) -> bool:
    """Is ``word`` a keyword or ability flag the engine implements?  Parameterised
    keywords are written out: ``"Protection from red"`` (702.16), ``"Ward {2}"`` (702.21)."""
    if word in KEYWORDS or word in ABILITY_FLAGS or word in FLAVOR_WORDS:
        return True
    if word.startswith("Protection from "):
        return all(q.strip() in PROTECTION_QUALITIES
                   for q in word[len("Protection from "):].replace(" and from ", ",").split(","))
    if _ANNIHILATOR_RE.match(word):  # planes: creatures & combat — 702.86a "Annihilator N"
        return True
    if _TOXIC_RE.match(word):  # 702.164a "Toxic N"
        return True
    if COST_KEYWORD.match(word):  # keywords (mechanics/*): "Echo {2}{R}" (702.30a)
        return True
    if FACE_DOWN_KEYWORD.match(word):  # "Morph {1}{G}{U}" (702.37a, mechanics.morph)
        return True
    if word.startswith("Affinity for ") and affinity_filter(word):  # 702.41a
        return True
    if CUMULATIVE_UPKEEP_RE.match(word):  # 702.24a
        return True
    if BLOCKER_POWER_FLAG.match(word) or ATTACK_UNLESS_FLAG.match(word) \
            or BLOCKED_BY_FLAG.match(word):  # statics (509.1b, 508.1c)
        return True
    name, _, n = word.rpartition(" ")  # keywords of casualmagic.mechanics: "Bushido 2"
    if name in NUMBERED_KEYWORDS and (n.isdigit() or word == "Bloodthirst X"):
        return True
    return bool(_WARD_RE.match(word))

_BOUND_RE = re.compile(r" with (mana value|power|toughness) (\d+)( or greater| or less)?$")
_COUNTER_RE = re.compile(r" with (?:a|an|one or more) (?:([+-]1/[+-]1|[a-z]+) )?counters? on (?:it|them)$")
_BOUND_FIELDS = {("mana value", " or greater"): "min_mana_value",
                 ("mana value", " or less"): "max_mana_value",
                 ("power", " or greater"): "min_power", ("power", " or less"): "max_power",
                 ("toughness", " or greater"): "min_toughness",
                 ("toughness", " or less"): "max_toughness"}


ATTACKING_YOU_OR_WALKER = "attacking you or a planeswalker you control"
"""A filter's combat status: "creature that's attacking you or a planeswalker you control"
(506.4, 508.1b; engine.targets)."""


def _numbers_and_counters(phrase: str, kw: dict) -> str:
    """Strip what a one-shot effect's filter says of numbers and counters from the end of
    ``phrase`` into ``kw``: "with mana value 3 or greater" (202.3), "with mana value 2"
    (both bounds), "with power 4 or greater", "with toughness 2 or less" (208.1), "with a
    counter on it", "with a +1/+1 counter on it" (122.1), "that's attacking you" (508.1b)."""
    if phrase.endswith(" that's " + ATTACKING_YOU_OR_WALKER):  # precon shapes (Soul Snare)
        kw["combat"] = ATTACKING_YOU_OR_WALKER
        phrase = phrase[: -len(" that's " + ATTACKING_YOU_OR_WALKER)]
    for suffix in (" that's attacking you", " attacking you"):
        if phrase.endswith(suffix):
            kw["combat"] = "attacking you"
            phrase = phrase[: -len(suffix)]
    while True:
        bound = _BOUND_RE.search(phrase)
        counter = _COUNTER_RE.search(phrase)
        if bound:
            what, n, side = bound.group(1), int(bound.group(2)), bound.group(3)
            for s in ((side,) if side else (" or greater", " or less")):
                kw[_BOUND_FIELDS[what, s]] = n
            phrase = phrase[: bound.start()]
        elif counter:
            kind = counter.group(1)
            kw["counter"] = kind if kind and kind not in ("a", "an") else "any"
            phrase = phrase[: counter.start()]
        else:
            return phrase


_MV_RE = re.compile(r"with mana value (\d+) or less$")
_POWER_RE = re.compile(r" with power less than or equal to (\d+|the highest noted number)$")
""""creature with power less than or equal to ...": a number, or "the highest number you
noted for cards named ~" (905.2b, the amount ``highest noted number``)."""
# a capitalised word of a target phrase that is no card type, colour or
# supertype is a subtype (205.3): "Dalek you control", "non-Cat creature you control"
_SUBTYPE_RE = re.compile(
    r"(?<![\w'-])(non-)?((?!(?:Artifact|Battle|Creature|Enchantment|Land|Planeswalker|Instant"
    r"|Sorcery|Legendary|Basic|Target|White|Blue|Black|Red|Green|Any|Player|Opponent)\b)"
    r"(?:Time Lord|[A-Z][a-z]+))\b(?![\w'-])")  # "Time Lord": the two-word type (205.3m)


@cache
def _creature_types_lower() -> dict[str, str]:
    """Creature types of one word (205.3m) by lower-case spelling, for filters such as
    "Squirrel you control"."""
    from casualmagic.rules.text import creature_types

    return {t.lower(): t for t in creature_types() if " " not in t}


@cache
def parse_filter(text: str) -> ObjectFilter:
    """Read a target or filter phrase such as ``"nonblack creature"`` (CR 115.1, 109)."""
    if " named " in text:  # "creature named Elvish Impersonators": a name, no subtypes (201.2)
        head, _, name = text.partition(" named ")
        return replace(parse_filter(head), text=text, name=name.strip())
    subtype_words = _SUBTYPE_RE.findall(text)  # "Dalek", "non-Cat"
    if subtype_words:
        kw_sub = {"subtypes_any": frozenset(w for n, w in subtype_words if not n),
                  "subtypes_none": frozenset(w for n, w in subtype_words if n), "text": text}
        text = " ".join(_SUBTYPE_RE.sub("", text).split())
        if not any(w.lower().removeprefix("non") in (*TYPE_WORDS, "permanent", "card")
                   for w in text.split()):
            text = f"permanent {text}".strip()  # "Dalek you control": a Dalek permanent
        return replace(parse_filter(text), **kw_sub)
    phrase = " ".join(text.lower().replace(",", " ").split())
    if phrase in ("any", "any target"):  # CR 115.4
        return ObjectFilter(text, players="any",
                            types_any=frozenset({"Creature", "Planeswalker", "Battle"}))
    if phrase == "player":
        return ObjectFilter(text, players="any")
    if phrase == "opponent":
        return ObjectFilter(text, players="opponent")
    if phrase in ("player or planeswalker", "opponent or planeswalker"):
        return ObjectFilter(text, players="any" if phrase.startswith("player") else "opponent",
                            types_any=frozenset({"Planeswalker"}))
    kw: dict = {"text": text}
    if phrase.endswith(" that attacked this turn"):  # planes: combat (508.1, 702.142a)
        kw["combat"] = "attacked this turn"
        phrase = phrase[: -len(" that attacked this turn")]
    for suffix in (" that dealt combat damage to a player this combat",
                   " controlled by a player dealt combat damage this combat by a creature you"
                   " control"):  # last (Glen Elendra, 510.2; see engine.targets)
        if phrase.endswith(suffix):
            kw["combat"] = suffix.strip()
            phrase = phrase[: -len(suffix)]
    phrase = _numbers_and_counters(phrase, kw)
    if " without " in phrase:  # "creature you control without flying"
        phrase, _, rest = phrase.partition(" without ")
        keyword = next((k for k in sorted(KEYWORDS, key=len, reverse=True)
                        if rest == k.lower() or rest.startswith(k.lower() + " ")), None)
        if keyword is None:
            raise VocabularyError(f"unknown keyword {rest!r} in filter {text!r}")
        kw["keywords_none"] = frozenset({keyword})
        phrase = (phrase + rest[len(keyword):]).strip()
    controller = None
    for suffix, who in ((" you control", "you"), (" an opponent controls", "opponent"),
                        (" controlled by the player to your left", "left"),  # planes: combat
                        (" you don't control", "opponent"), (" your opponents control", "opponent"),
                        (" you own", "own"),  # (Glen Elendra, 108.3)
                        (" defending player controls", "defending"),  # 508.5: of an attacker
                        (" that player controls", "that player")):  # the trigger's player (603.2)
        if phrase.endswith(suffix):
            controller = who
            phrase = phrase[: -len(suffix)]
    kw["controller"] = controller
    if phrase.endswith(" that isn't enchanted"):  # planes: casting (Akoum, 303.4)
        kw["enchanted"] = False
        phrase = phrase[: -len(" that isn't enchanted")]
    m = _MV_RE.search(phrase)
    if m:
        kw["max_mana_value"] = int(m.group(1))
        phrase = phrase[: m.start()].strip()
    m = _POWER_RE.search(phrase)
    if m:
        bound = m.group(1)
        kw["max_power"] = int(bound) if bound.isdigit() else bound.removeprefix("the ")
        phrase = phrase[: m.start()].strip()
    keywords = set()
    if " with " in phrase:
        phrase, _, rest = phrase.partition(" with ")
        keyword = rest.strip().capitalize()
        if keyword not in KEYWORDS:
            raise VocabularyError(f"unknown keyword {rest!r} in filter {text!r}")
        keywords.add(keyword)
    zone = "battlefield"
    for suffix, z in ((" spell", "stack"), (" card in a graveyard", "graveyard"),
                      (" card in your graveyard", "graveyard"),
                      (" card in an opponent's graveyard", "graveyard"),
                      (" card in that player's graveyard", "graveyard")):
        if phrase.endswith(suffix) or phrase == suffix.strip():
            zone = z
            phrase = phrase[: -len(suffix)] if phrase.endswith(suffix) else ""
            if z == "graveyard" and suffix == " card in your graveyard":
                kw["controller"] = "you"
            if suffix == " card in an opponent's graveyard":
                kw["controller"] = "opponent"
            if suffix == " card in that player's graveyard":  # the player an earlier target
                kw["controller"] = "that player"  # named (Goblin Welder; 115.1)
    types_any: set[str] = set()
    types_none: set[str] = set()
    colors_any: set[str] = set()
    colors_none: set[str] = set()
    supertypes: set[str] = set()
    tapped = None
    alts = phrase.split(" or ")
    for alt in alts:
        both = [w for w in alt.split() if w in TYPE_WORDS]
        if len(alts) == 1 and len(both) > 1:  # "artifact creature": both types (205.2a)
            kw["types_all"] = frozenset(TYPE_WORDS[w] for w in both)
        for word in alt.split():
            if word in ("a", "an", "target"):
                continue
            if word == "another":  # "another target creature" (115.10): not its source
                kw["other"] = True
                continue
            if word == "historic":  # 700.6: artifacts, legendaries and Sagas
                kw["historic"] = True
                continue
            if word == "permanent":
                types_any |= PERMANENT_TYPES
            elif word == "card":
                types_any |= set(TYPE_WORDS.values())
            elif word in TYPE_WORDS:
                types_any.add(TYPE_WORDS[word])
            elif word in COLOR_WORDS:
                colors_any.add(COLOR_WORDS[word])
            elif word.startswith("non") and word[3:] in TYPE_WORDS:
                types_none.add(TYPE_WORDS[word[3:]])
            elif word.startswith("non") and word[3:] in COLOR_WORDS:
                colors_none.add(COLOR_WORDS[word[3:]])
            elif word.startswith("non-") and word[4:].isalpha():  # "non-Vehicle" (205.3)
                kw["subtypes_none"] = frozenset({*kw.get("subtypes_none", ()),
                                                 word[4:].capitalize()})
            elif word == "commander":  # "commander spell" (903.3)
                kw["commander"] = True
            elif word == "noncommander":  # schemes: "each noncommander creature" (903.3)
                kw["commander"] = False
            elif word in ("token", "nontoken"):  # 111.1
                kw["token"] = word == "token"
            elif word in ("tapped", "untapped"):
                tapped = word == "tapped"
            elif word in ("attacking", "blocking"):  # "attacking or blocking creature"
                kw["combat"] = "attacking or blocking" if kw.get("combat") in (
                    "attacking", "blocking") and kw["combat"] != word else word
            elif word == "equipped":  # vanguards: "equipped creatures you control" (301.5)
                kw["equipped"] = True
            elif word in ("legendary", "basic"):
                supertypes.add(word.capitalize())
            elif word in ("nonlegendary", "nonbasic"):  # schemes: "nonbasic land" (205.4a)
                kw["supertypes_none"] = frozenset({word[3:].capitalize()})
            elif word in _creature_types_lower():  # "Squirrel" (205.3m)
                kw["subtypes_any"] = kw.get("subtypes_any", frozenset()) | {
                    _creature_types_lower()[word]}
            else:
                raise VocabularyError(f"cannot read {word!r} in filter {text!r}")
    if not types_any:
        if zone == "stack":
            types_any = set(TYPE_WORDS.values())
        elif zone == "graveyard":
            types_any = set(TYPE_WORDS.values())
        else:
            types_any = set(PERMANENT_TYPES)
    return ObjectFilter(
        players=None,
        types_any=frozenset(types_any),
        types_none=frozenset(types_none),
        colors_any=frozenset(colors_any),
        colors_none=frozenset(colors_none),
        supertypes_any=frozenset(supertypes),
        tapped=tapped,
        zone=zone,
        keywords_any=frozenset(keywords),
        **kw,
    )


COMMON_ARGS: dict[str, type | tuple[type, ...]] = {"if": str}
"""Arguments every effect takes: ``if`` — "kicked", "not kicked" (702.33d) or a condition
of :func:`casualmagic.engine.triggers.condition_holds` — skips the instruction when false."""

# common shapes II (compiler/effect_shapes.py): "put a +1/+1 counter on each other creature
# you control" — ``other``: every permanent the filter names but the source itself
EFFECT_ARGS["add_counters_each"] = {**EFFECT_ARGS["add_counters_each"], "other": bool}
# common shapes II (compiler/static_shapes.py): "You may play an additional land on each of
# your turns" (305.2a) — a static read by engine.lands.land_plays (``amount``; ``who`` "each
# player": "each player may … on each of their turns"), listed with the replacement effects
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"additional_land_plays"})
# common shapes II (compiler/enters_counters.py, engine/turn_history.py): conditions on what
# happened this turn, read from the turn's events — an intervening "if" (603.4) and the "if"
# of a permanent's "enters with … counters on it if …" (614.1c)
TURN_HISTORY_CONDITIONS = frozenset({
    "you attacked this turn", "an opponent lost life this turn", "a creature died this turn",
    "a permanent left the battlefield under your control this turn"})

# planeswalkers and emblems (compiler/emblems.py, engine/emblems.py, effects/emblems.py):
# "You get an emblem with "…"" / "Target opponent gets an emblem with …" (114.1-114.4) —
# ``emblem`` is the emblem's record (its abilities, compiled as a permanent's), made a CardDef
# when the card is loaded; "~ can be your commander." (903.3d) is a rules-text static with no
# game effect, read by the Commander deck rules (``can_be_commander``), kept with the
# replacement effects so no layer reads it
EFFECT_ARGS["get_emblem"] = {"who": (str, int), "emblem": dict}
REQUIRED_ARGS["get_emblem"] = ("emblem",)
DECK_RULE_OPS = frozenset({"can_be_commander"})
REPLACEMENT_OPS = REPLACEMENT_OPS | DECK_RULE_OPS
# face-down spells and permanents (mechanics.morph, mechanics.disguise, mechanics.manifest):
# the keyword lines "Morph {1}{G}{U}", "Megamorph {2}{G}", "Disguise {4}{W}" (702.37a-b,
# 702.168a; mana costs without X only, 702.37f), read by is_keyword; "cloak the top card of
# your library" (701.56a; ``who`` as manifest_top's)
FACE_DOWN_KEYWORD = re.compile(r"^(Morph|Megamorph|Disguise) ((?:\{[0-9WUBRGCP/]+\})+)$")
EFFECT_ARGS["cloak_top"] = {"who": (str, int)}
# precon decks II (compiler/if_you_do.py, effects/if_you_do.py): "Sacrifice this enchantment.
# If you do, …" (701.17a, 608.2c: the rest only if the source was sacrificed)
EFFECT_ARGS["sacrifice_self_if_you_do"] = {}
# "Tap all creatures target player controls" (109.4): the "all" ops' ``player``, a player
# reference (a target's index) whose permanents the group is (engine.effect_refs.all_matching)
for _op in ("tap_all", "untap_all", "destroy_all", "exile_all", "bounce_all"):
    EFFECT_ARGS[_op] = {**EFFECT_ARGS[_op], "player": (int, str)}
# "Each player loses life equal to the number of creatures they controlled that were
# destroyed this way" (compiler/sweepers.py, effects/sweepers.py; 119.3, 608.2c)
EFFECT_ARGS["each_player_loses_per_destroyed"] = {}
# "exile all creature cards from target player's graveyard" (406.3): the cards' ``filter``
EFFECT_ARGS["exile_graveyard"] = {**EFFECT_ARGS["exile_graveyard"], "filter": str}
# "Choose an opponent. If that player has more cards in hand than you, draw cards equal to
# the difference." (compiler/if_you_do.py, effects/player_hands.py; 121.1, 608.2d)
EFFECT_ARGS["draw_opponent_hand_difference"] = {}
# "If that enchantment is an Aura, you may attach it to the token." (compiler/if_you_do.py,
# effects/token_creation.py; 701.3a, 608.2d)
EFFECT_ARGS["may_attach_aura_to_token"] = {}
# "As this creature enters, remove all counters from all permanents. This creature enters
# with a +1/+1 counter on it for each counter removed this way." (614.1c, 122.1;
# compiler/counters_removed.py, mechanics.counters_removed)
REPLACEMENT_OPS = REPLACEMENT_OPS | frozenset({"remove_all_counters_as_enters"})
# "you may pay {X}{R}. If you do, …" (107.3f): the cost with its X (compiler/if_you_do.py)
EFFECT_ARGS["may_pay_x"] = {**EFFECT_ARGS["may_pay_x"], "cost": str}
# "create an X/X … token, where X is …" (111.4, 107.3c): power and toughness as amounts
EFFECT_ARGS["create_token"] = {**EFFECT_ARGS["create_token"], "power": (int, str),
                               "toughness": (int, str)}
# "it deals 5 damage to target opponent unless that player sacrifices a creature of their
# choice" (compiler/if_you_do.py, effects/sacrifice_and_destroy.py; 701.17a, 608.2d)
EFFECT_ARGS["damage_unless_sacrifice"] = {"amount": (int, str), "to": (int, str), "filter": str}


def check_effect(op: str, args: dict) -> None:
    """Raise :class:`VocabularyError` unless ``op`` with ``args`` is in the vocabulary."""
    if op not in EFFECT_ARGS:
        raise VocabularyError(f"unknown effect {op!r} (known: {', '.join(sorted(EFFECT_ARGS))})")
    schema = {**EFFECT_ARGS[op], **COMMON_ARGS}
    for key, value in args.items():
        if key not in schema:
            raise VocabularyError(
                f"effect {op!r} has no argument {key!r} (it takes: {', '.join(schema)})"
            )
        if not isinstance(value, schema[key]):
            raise VocabularyError(f"effect {op!r}: argument {key!r} has the wrong type ({value!r})")
    for key in REQUIRED_ARGS.get(op, ()):
        if key not in args:
            raise VocabularyError(f"effect {op!r} needs the argument {key!r}")
