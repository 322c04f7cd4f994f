"""How lands enter and what they do (first needed by the lands of the Commander precons).

* :func:`enters_untapped` — the condition of "This land enters tapped unless …" (614.1c,
  the ``enters_tapped_unless`` static op), one argument per condition:
  ``basic_lands_at_least`` ("unless you control two or more basic lands"),
  ``other_lands_at_most`` / ``other_lands_at_least`` ("two or fewer / two or more other
  lands"), ``control_types`` ("unless you control a Forest or an Island", 305.6),
  ``opponents_at_least`` ("you have two or more opponents"), ``life_at_most`` ("unless a
  player has 13 or less life"), ``opponents_lands_at_least`` ("unless your opponents
  control eight or more lands", counted together). The reveal lands ("As this land enters,
  you may reveal a Plains or Island card from your hand. If you don't, this land enters
  tapped") and the shock lands ("you may pay 2 life") are choices made before the land
  enters (:mod:`casualmagic.engine.entering_choices`, 614.12a).
* the ``sacrifice_unless_pay`` op — "sacrifice it unless you pay {1}" (118.12, 701.17a).
* :func:`no_max_hand_size` — "You have no maximum hand size" (402.2), the static op
  ``no_maximum_hand_size``, read in the cleanup step (514.1).
* :func:`land_plays` — how many lands a player may play this turn (305.2): one, plus the
  ``additional_land_plays`` statics of permanents ("You may play an additional land on each
  of your turns", 305.2a) during that player's turn, plus the plays a resolved effect added
  for this turn (:func:`add_land_play`: Explore's "You may play an additional land this
  turn"). ``Player.lands_played`` counts only the lands played (305.2a compares the two), so
  it never goes below zero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.engine import continuous as cont
from casualmagic.engine.replacement import current

if TYPE_CHECKING:
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LAND_CONDITIONS = frozenset({"basic_lands_at_least", "other_lands_at_most",
                             "other_lands_at_least", "control_types", "opponents_at_least",
                             "life_at_most", "opponents_lands_at_least"})
"""The ``enters_tapped_unless`` arguments :func:`enters_untapped` reads."""


def _other_lands(game: GameState, o: GameObject) -> list[GameObject]:
    return [p for p in game.permanents(o.controller)
            if p.id != o.id and cont.is_type(game, p, "Land")]


def enters_untapped(game: GameState, o: GameObject, args: dict[str, Any]) -> bool:
    """Whether the condition of "This land enters tapped unless …" is met as ``o`` enters
    (614.1c, 614.12: checked before it is on the battlefield, so it is not among the lands
    its controller controls)."""
    lands = _other_lands(game, o)
    if "basic_lands_at_least" in args:
        basics = sum(1 for p in lands if "Basic" in cont.characteristics(game, p).supertypes)
        return basics >= int(args["basic_lands_at_least"])
    if "other_lands_at_most" in args:
        return len(lands) <= int(args["other_lands_at_most"])
    if "other_lands_at_least" in args:
        return len(lands) >= int(args["other_lands_at_least"])
    if "control_types" in args:
        return any(cont.has_subtype(game, p, t) for p in lands for t in args["control_types"])
    if "opponents_lands_at_least" in args:  # "unless your opponents control eight or more lands"
        lands = sum(1 for opp in game.opponents(o.controller) for p in game.permanents(opp)
                    if cont.is_type(game, p, "Land"))
        return lands >= int(args["opponents_lands_at_least"])
    if "opponents_at_least" in args:
        return len(game.opponents(o.controller)) >= int(args["opponents_at_least"])
    if "life_at_most" in args:
        return any(p.life <= int(args["life_at_most"]) for p in game.players if not p.left)
    return False


def no_max_hand_size(game: GameState, player: int) -> bool:
    """Does a static ability say "You have no maximum hand size" (402.2) for ``player``?"""
    from casualmagic.engine.casting_rules import casting_rules

    return any(op == "no_maximum_hand_size" and controller == player
               for op, _args, controller in casting_rules(game))


def land_plays(game: GameState, player: int) -> int:
    """How many lands ``player`` may play this turn (305.2): their land plays, plus what the
    ``additional_land_plays`` statics add during their own turn (305.2a: "You may play an
    additional land on each of your turns"; ``who`` "each player": "… on each of their
    turns")."""
    n = game.players[player].land_plays
    if game.vstate:
        added = game.vget(LAND_PLAYS_ADDED)
        if added:
            n += sum(k for p, turn, k in added if p == player and turn == game.turn)
    if game.active != player:
        return n
    for r in current(game):
        if r.op == "additional_land_plays" and (r.controller == player
                                                or r.get("who") == "each player"):
            n += int(r.get("amount", 1))
    return n


LAND_PLAYS_ADDED = "land_plays_added"
"""vstate: ``((player, turn, n), ...)`` — lands an effect let a player play more that turn."""


def add_land_play(game: GameState, player: int, rule: str, source: str | None = None) -> None:
    """"You may play an additional land this turn" (305.2: a continuous effect increases the
    number of lands ``player`` may play this turn, 305.2a), until the turn ends."""
    kept = tuple(e for e in game.vget(LAND_PLAYS_ADDED, ()) if e[1] == game.turn)
    mine = sum(k for p, _t, k in kept if p == player)
    game.vset(LAND_PLAYS_ADDED, (*(e for e in kept if e[0] != player), (player, game.turn, mine + 1)))
    data: dict[str, Any] = {"lands_played": game.players[player].lands_played,
                            "land_plays": land_plays(game, player)}
    if source is not None:
        data["card"] = source
    game.emit("additional_land_play", player, data, rule)
