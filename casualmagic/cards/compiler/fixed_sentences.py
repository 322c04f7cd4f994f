"""Paragraphs of one fixed shape the grammar does not read, matched whole by regular
expressions once the grammar and the statics reader have failed (``build._static_or``), so
no paragraph the grammar reads changes; most are compiled sentence by sentence through the
same compiler. Each area
has a module of its own — :mod:`.sweepers` (mass effects), :mod:`.chosen_type` ("choose a
creature type", 205.3m, 614.12), :mod:`.target_controller` (what a target's controller
gets: "Its controller manifests the top card of their library", 701.34a),
:mod:`.creature_groups` (a group of creatures named by a creature type),
:mod:`.player_exchanges` (the other players discard, you draw), :mod:`.optional_life` ("you
may gain N life", 608.2d), :mod:`.tapped_tokens` ("create thirteen tapped … tokens", 111.1),
:mod:`.compound_sentences` (two instructions joined in one sentence), :mod:`.mana_spent` (X
counted from the colours of mana spent on the spell, 601.2h), :mod:`.token_lists` (a list of
tokens in one sentence, a predefined token's quoted ability, 111.1, 111.10),
:mod:`.player_searches` (a target player searches their library, 701.19a), :mod:`.target_was`
(instructions done only if the target was a card of a type, 608.2c), :mod:`.trap_costs` (an
alternative cost under a condition, 118.9), :mod:`.token_copies` (a token copy of a
target until the next end step, 707.2, 603.7a), :mod:`.any_player` ("Any player may activate
this ability", 602.2), :mod:`.library_tops` (cards put on top of a library in any order,
401.4), :mod:`.join_forces` (each player may pay any amount of mana, 608.2d),
:mod:`.graveyard_permissions` (casting a creature spell from a graveyard once each turn, 601.3),
:mod:`.additional_costs` (a spell's additional cost of parts the casting rules pay, 601.2f),
:mod:`.combat_restrictions` (creatures with less power can't block it, 509.1b),
:mod:`.state_triggers` ("When you control no Islands, sacrifice this creature", 603.8),
:mod:`.keyword_actions` ("[instruction], then proliferate", 701.27a),
:mod:`.casting_limits` ("Each player can't cast more than one spell each turn", 601.3),
:mod:`.impulse_draws` ("Exile the top two cards of your library. Until the end of your next
turn, you may play those cards", 601.3, 611.2a), :mod:`.self_replacements` ("If ~ would be put
into a graveyard from anywhere, … shuffle it into its owner's library instead", 614.1a),
:mod:`.player_protections` ("You have hexproof", 702.11c); :mod:`.keyword_actions` also
reads "it gets +1/+1 until end of turn for each creature blocking it" (509.1h);
:mod:`.granted_abilities` (quoted abilities a static ability grants, 113.2, 613.1f),
:mod:`.if_you_do` ("exile all … cards …, then … for each card exiled this way", 608.2c),
:mod:`.counted_searches` (a search for up to X cards, X defined after it, 107.3c),
:mod:`.per_opponent_targets` (up to one target per opponent, 115.1, 601.2c),
:mod:`.counters_removed` (all counters removed as a permanent enters, 614.1c),
:mod:`.it_deals` ("it deals N damage to each …" of a permanent's own trigger, 120.3),
:mod:`.named_tokens` ("create Karox Bladewing, a legendary 4/4 red Dragon creature token",
111.4)."""

from __future__ import annotations

from typing import Any

from casualmagic.cards.compiler.ability_cost_counts import ability_cost_count_line
from casualmagic.cards.compiler.additional_costs import additional_cost_line
from casualmagic.cards.compiler.any_player import any_player_line
from casualmagic.cards.compiler.attack_requirements import attack_requirement_line
from casualmagic.cards.compiler.casting_limits import casting_limit_line
from casualmagic.cards.compiler.chosen_type import chosen_type_line
from casualmagic.cards.compiler.combat_restrictions import combat_restriction_line
from casualmagic.cards.compiler.compound_sentences import compound_line
from casualmagic.cards.compiler.counted_searches import counted_search_line
from casualmagic.cards.compiler.counters_removed import counters_removed_line
from casualmagic.cards.compiler.creature_groups import creature_group_line
from casualmagic.cards.compiler.damaged_players import damaged_player_line
from casualmagic.cards.compiler.discard_draws import discard_draw_line
from casualmagic.cards.compiler.divided_damage import divided_damage_line
from casualmagic.cards.compiler.granted_abilities import granted_ability_line
from casualmagic.cards.compiler.granted_triggers import granted_trigger_line
from casualmagic.cards.compiler.graveyard_permissions import graveyard_permission_line
from casualmagic.cards.compiler.graveyard_swaps import graveyard_swap_line
from casualmagic.cards.compiler.if_you_do import exiled_then_line
from casualmagic.cards.compiler.if_you_sacrifice import if_you_sacrifice_line
from casualmagic.cards.compiler.impulse_draws import impulse_draw_line
from casualmagic.cards.compiler.it_deals import it_deals_line
from casualmagic.cards.compiler.join_forces import join_forces_line
from casualmagic.cards.compiler.keyword_actions import per_blocker_line, then_keyword_action_line
from casualmagic.cards.compiler.library_tops import library_top_line
from casualmagic.cards.compiler.lost_keywords import lost_keyword_line
from casualmagic.cards.compiler.mana_spent import mana_spent_line
from casualmagic.cards.compiler.named_tokens import named_token_line
from casualmagic.cards.compiler.optional_life import optional_life_line
from casualmagic.cards.compiler.per_opponent_targets import per_opponent_line
from casualmagic.cards.compiler.player_exchanges import player_exchange_line
from casualmagic.cards.compiler.player_protections import player_protection_line
from casualmagic.cards.compiler.player_searches import player_search_line
from casualmagic.cards.compiler.sacrificed_amounts import sacrificed_amount_line
from casualmagic.cards.compiler.self_replacements import self_replacement_line
from casualmagic.cards.compiler.spell_copies import spell_copy_line
from casualmagic.cards.compiler.state_triggers import state_trigger_line
from casualmagic.cards.compiler.suspended_exiles import suspended_exile_line
from casualmagic.cards.compiler.sweepers import sweeper_line
from casualmagic.cards.compiler.tapped_for_x import tapped_for_x_line
from casualmagic.cards.compiler.tapped_tokens import tapped_token_line
from casualmagic.cards.compiler.target_controller import target_controller_line
from casualmagic.cards.compiler.target_was import target_was_line
from casualmagic.cards.compiler.token_copies import token_copy_line
from casualmagic.cards.compiler.token_lists import token_list_line
from casualmagic.cards.compiler.trap_costs import trap_line
from casualmagic.cards.compiler.type_changes import type_change_line
from casualmagic.cards.compiler.unless_returns import unless_return_line


def fixed_line(para: str, is_spell: bool) -> tuple[str, Any] | None:
    """``(field, value)`` for a paragraph of a fixed shape, else None."""
    from casualmagic.cards.compiler.build import compile_paragraph  # build imports this module

    return (sweeper_line(para, is_spell, compile_paragraph)
            or chosen_type_line(para, is_spell)
            or target_controller_line(para, is_spell)
            or creature_group_line(para, is_spell)
            or player_exchange_line(para, is_spell)
            or optional_life_line(para, is_spell)
            or tapped_token_line(para, is_spell)
            or compound_line(para, is_spell)
            or mana_spent_line(para, is_spell)
            or token_list_line(para, is_spell)
            or player_search_line(para, is_spell)
            or target_was_line(para, is_spell)
            or trap_line(para, is_spell)
            or token_copy_line(para, is_spell)
            or any_player_line(para, is_spell)
            or library_top_line(para, is_spell)
            or join_forces_line(para, is_spell)
            or graveyard_permission_line(para, is_spell)
            or additional_cost_line(para, is_spell)
            or combat_restriction_line(para, is_spell)
            or state_trigger_line(para, is_spell)
            or then_keyword_action_line(para, is_spell)
            or casting_limit_line(para, is_spell)
            or impulse_draw_line(para, is_spell)
            or self_replacement_line(para, is_spell)
            or player_protection_line(para, is_spell)
            or per_blocker_line(para, is_spell)
            or sacrificed_amount_line(para, is_spell)
            or type_change_line(para, is_spell)
            or spell_copy_line(para, is_spell)
            or named_token_line(para, is_spell)
            or attack_requirement_line(para, is_spell)
            or damaged_player_line(para, is_spell)
            or tapped_for_x_line(para, is_spell)
            or ability_cost_count_line(para, is_spell)
            or granted_trigger_line(para, is_spell)
            or unless_return_line(para, is_spell)
            or lost_keyword_line(para, is_spell)
            or suspended_exile_line(para, is_spell)
            or divided_damage_line(para, is_spell)
            or graveyard_swap_line(para, is_spell)
            or discard_draw_line(para, is_spell)
            or if_you_sacrifice_line(para, is_spell)
            or granted_ability_line(para, is_spell)
            or exiled_then_line(para, is_spell)
            or counted_search_line(para, is_spell)
            or per_opponent_line(para, is_spell)
            or counters_removed_line(para, is_spell)
            or it_deals_line(para, is_spell)
            or named_token_line(para, is_spell))
