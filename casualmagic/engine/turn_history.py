"""Conditions on what happened this turn, read back from the turn's events (nothing extra is
remembered): the ``TURN_HISTORY_CONDITIONS`` of the vocabulary, an intervening "if" of a
triggered ability (603.4) or the "if" of a permanent's "enters with … counters on it if …"
(614.1c), checked by :func:`casualmagic.engine.triggers.condition_holds`.

* "you attacked this turn" — its controller declared one or more attackers (508.1; raid);
* "an opponent lost life this turn" — life lost by damage (120.3a) or otherwise (119.3);
* "a creature died this turn" — a creature was put into a graveyard from the battlefield
  (700.4; morbid);
* "a permanent left the battlefield under your control this turn" (400.7; revolt).
"""

from __future__ import annotations

from casualmagic.core.state import GameState


def turn_condition(game: GameState, condition: str, controller: int) -> bool | None:
    """Does ``condition`` hold for ``controller`` now, or None if it is not one of these."""
    if condition == "you attacked this turn":  # 508.1
        from casualmagic.engine.triggers import did_this_turn

        return did_this_turn(game, controller, "attackers")
    if condition == "an opponent lost life this turn":
        foes = set(game.opponents(controller))
        return any((ev.kind == "life" and ev.player in foes and ev.data.get("change", 0) < 0)
                   or (ev.kind == "damage" and ev.data.get("to_player") in foes
                       and ev.data.get("life_lost", 0) > 0)  # 120.3a
                   for ev in game.events_this_turn())
    if condition == "a creature died this turn":  # 700.4
        return any(ev.data.get("creature") and ev.data.get("from") == "battlefield"
                   and ev.data.get("to") == "graveyard" for ev in game.events_this_turn())
    if condition == "a permanent left the battlefield under your control this turn":
        from casualmagic.engine.copies import permanent_left_battlefield_this_turn

        return permanent_left_battlefield_this_turn(game, controller)  # 400.7
    return None
