"""Surge (CR 702.117) and spectacle (CR 702.137): alternative costs that may be paid only
under a condition (118.9, 601.2b, 601.2f-h).  "Surge [cost]" means "You may pay [cost] rather
than pay this spell's mana cost as you cast this spell if you or one of your teammates has
cast another spell this turn" (702.117a); "Spectacle [cost]" means "You may pay [cost] rather
than pay this spell's mana cost if an opponent lost life this turn" (702.137a).  Each is the
card's ``surge`` / ``spectacle`` alternative cost, offered only while its condition holds
(``rule_hooks.ALT_COST_PARTS``; the condition is read from this turn's events, 500.1)."""

from __future__ import annotations

from casualmagic.core.state import GameState
from casualmagic.engine import rule_hooks
from casualmagic.engine.life import lost_life_this_turn


def team_cast_a_spell_this_turn(game: GameState, player: int, card: int) -> bool:
    """Has ``player`` or a teammate (102.3) cast another spell this turn (702.117a)?"""
    team = game.players[player].team
    return any(e.kind == "cast" and e.player is not None and game.players[e.player].team == team
               and e.data.get("object") != card for e in game.events_this_turn())


def an_opponent_lost_life_this_turn(game: GameState, player: int, card: int) -> bool:
    """Did an opponent of ``player`` lose life this turn (702.137a, 119.3)?"""
    return any(lost_life_this_turn(game, q) for q in game.opponents(player))


def _nothing_more(game: GameState, player: int, spell: int) -> None:
    """No cost beyond the mana: the condition is all these alternative costs add."""


rule_hooks.ALT_COST_PARTS["surge"] = (team_cast_a_spell_this_turn, _nothing_more)
rule_hooks.ALT_COST_PARTS["spectacle"] = (an_opponent_lost_life_this_turn, _nothing_more)
