"""CR 804: the deploy creatures option.

804.2 gives each creature "{T}: Target teammate gains control of this
creature. Activate only as a sorcery."  Here it is offered as a priority
option ``("deploy", creature, teammate)`` at sorcery speed that takes effect
at once — a simplification: the ability should use the stack, where it
could be responded to.  Tapping follows the {T} rule (302.6: not a creature
that came under its controller's control this turn, unless it has haste).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from casualmagic.core.hooks import Variant
from casualmagic.engine import continuous as cont

if TYPE_CHECKING:
    from casualmagic.core.decisions import Option
    from casualmagic.engine.game import Game


def teammates(game: Game, player: int) -> list[int]:
    """Other players still in the game on ``player``'s team (CR 102.3)."""
    team = game.players[player].team
    return [p.index for p in game.players if p.team == team and p.index != player and not p.left]


def can_tap_for_ability(game: Game, oid: int) -> bool:
    """CR 302.6: {T} abilities of a creature need it untapped and controlled since the
    controller's most recent turn began (or haste)."""
    o = game.objects[oid]
    if o.tapped:
        return False
    return o.since_turn < game.players[o.controller].turn_started or cont.has_keyword(game, o, "Haste")


class DeployCreatures(Variant):
    """CR 804.2 (see the module docstring for the simplification)."""

    name = "deploy"
    caches_actions = True

    def special_actions(self, game: Game, player: int) -> list[Option]:
        from casualmagic.engine.actions import sorcery_timing

        mates = teammates(game, player)
        if not mates or not sorcery_timing(game, player):
            return []
        out: list[Option] = []
        for o in game.permanents(player):
            if cont.is_type(game, o, "Creature") and can_tap_for_ability(game, o.id):
                out.extend(("deploy", o.id, q) for q in mates)
        return out

    def take_special_action(self, game: Game, player: int, option: Option) -> bool:
        if option[0] != "deploy":
            return False
        _, oid, mate = option
        game.obj_w(oid).tapped = True
        cont.gain_control(game, oid, mate, "permanent", rule="804.2")
        cont.refresh_control(game)
        game.emit("deploy", player, {"object": oid, "card": game.objects[oid].card.name,
                                     "to": game.players[mate].name}, "804.2")
        return True

    def describe_option(self, game: Game, option: Option) -> str | None:
        if option[0] != "deploy":
            return None
        return (f"Deploy {game.objects[option[1]].card.name} to "
                f"{game.players[option[2]].name} (tap: they gain control of it)")
