"""Grammar rules of the variants' command-zone cards (``oracle.lark``'s "layouts" block) →
vocabulary ops: a mixin of the compiler's transformer
(:class:`casualmagic.cards.compiler.build._Ops`).

The trigger events are the names the variants fire (``chaos_ensues``, ``planeswalk_to``, …,
see the planechase and archenemy variants); the compiler names them without importing a
variant, as the hand-written definition files do.
"""

from __future__ import annotations

from typing import Any

_COMMAND_EVENTS = (
    ("chaos ensues", "chaos_ensues"),                  # 311.7, 901.9b
    ("roll the planar die", "roll_planar_die"),        # 901.9d
    ("set this scheme in motion", "set_in_motion"),    # 701.25a, 904.9
    ("planeswalk away from", "planeswalk_from"),       # 701.24, 901.11
    ("planeswalk", "planeswalk_to"),                   # 701.24, 901.11
    ("encounter", "encounter"),                        # 312.5
)


class VariantCardOps:
    """Trigger events of planes, phenomena and schemes; "abandon this scheme"."""

    def command_zone_event(self, items: list) -> str | list[str]:
        text = str(items[0]).lower()
        event = next(name for words, name in _COMMAND_EVENTS if words in text)
        if text.endswith("and at the beginning of your upkeep"):  # two trigger events (603.2)
            return [event, "upkeep"]
        return event

    def abandon_scheme(self, _: list) -> dict[str, Any]:  # 701.26a
        return {"do": "abandon"}

    def add_mana_effect(self, items: list) -> dict[str, Any]:  # 106.4
        return {"do": "add_mana", "mana": "".join(
            s.strip("{}") for s in str(items[0]).replace("}{", "} {").split())}

    def each_player_draws(self, items: list) -> dict[str, Any]:  # 121.1
        return {"do": "draw", "amount": items[0], "who": "each player"}
