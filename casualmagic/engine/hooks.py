"""The plug-in interface variants use (DESIGN.md "Variants are plug-ins").

The engine core never names a variant.  A variant subclasses :class:`Variant`
and overrides only the hooks it needs; the engine calls every installed
variant's hook at the matching point of the rules.  Hooks receive the game
state and change it through the same primitives the core uses, so their
changes are logged with rule citations and copied with the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.engine.decisions import Option
    from casualmagic.engine.events import Event
    from casualmagic.engine.game import Game


class Variant:
    """Base class of a variant plug-in: every hook does nothing by default."""

    name: str = "variant"
    watches_events: bool = False

    def setup(self, game: Game) -> None:
        """After players and libraries exist, before the starting player (CR 103.2)."""

    def before_first_turn(self, game: Game) -> None:
        """After mulligans (CR 103.6–103.7), before the first turn begins."""

    def turn_based_actions(self, game: Game, step: int) -> None:
        """At the beginning of a step, after the core's turn-based actions (CR 703)."""

    def special_actions(self, game: Game, player: int) -> list[Option]:
        """Special actions ``player`` may take now (CR 116); offered with priority."""
        return []

    def take_special_action(self, game: Game, player: int, option: Option) -> bool:
        """Carry out an option this variant offered; return True if it was ours."""
        return False

    def castable_from_other_zones(self, game: Game, player: int) -> list[int]:
        """Objects outside the hand ``player`` may cast now (e.g. a commander, 903.8)."""
        return []

    def extra_cost(self, game: Game, oid: int, origin: str | None = None) -> int:
        """Additional generic mana to cast ``oid`` (CR 601.2f; e.g. commander tax 903.8)."""
        return 0

    def attack_targets(self, game: Game, active: int, attacker: int) -> list[tuple[str, int]] | None:
        """What ``attacker`` may attack (CR 508.1b, 802, 803); None leaves the default."""
        return None

    def state_based_actions(self, game: Game) -> bool:
        """Variant state-based actions (CR 704.6); True if any was performed."""
        return False

    def commander_colors(self, game: Game, player: int) -> tuple[str, ...] | None:
        """The colour identity of ``player``'s commander(s) (903.4), or None if this variant
        has no commanders (then "your commander's colour identity" is undefined, 903.4f)."""
        return None

    def replace_zone_change(self, game: Game, oid: int, to_zone: str) -> str | None:
        """A replacement for an object moving to ``to_zone`` (e.g. CR 903.9b)."""
        return None

    def player_leaves(self, game: Game, player: int) -> None:
        """When ``player`` leaves the game (CR 800.4, 901.10)."""

    def on_event(self, game: Game, event: Event) -> None:
        """Every logged event, if ``watches_events`` is True."""

    def describe_option(self, game: Game, option: Option) -> str | None:
        return None

    def describe_event(self, game: Game, event: Event, who: str) -> str | None:
        """A readable log line for an event this variant emits (None: not ours)."""
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        """Extra public information for ``game.view`` (e.g. the current plane)."""
        return {}
