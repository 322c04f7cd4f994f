"""The plug-in interface variants use (docs/architecture.md "Variants are plug-ins").

The engine core never names a variant.  A variant subclasses :class:`Variant`
and overrides only the hooks it needs; the engine calls every installed
variant's hook at the matching point of the rules.  Hooks receive the game
state and change it through the same primitives the core uses, so their
changes are logged with rule citations and copied with the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.core.decisions import Option
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game


class Variant:
    """Base class of a variant plug-in: every hook does nothing by default."""

    name: str = "variant"
    watches_events: bool = False
    limits_influence: bool = False
    """True if :meth:`within_influence` may say no (CR 801): only then is it asked."""
    limits_priority: bool = False
    """True if :meth:`receives_priority` may say no (807.5a): only then is it asked."""
    turn_state_keys: tuple[str, ...] = ()
    """Variant state (``vget`` keys) that belongs to each simultaneous turn rather than to
    the game (901.14: a Grand Melee turn marker's face-up planes); see engine.simultaneous."""
    planar_cards_exempt: bool = True
    """Are plane and phenomenon cards exempt from limited ranges of influence (801.18, 901.13:
    in every multiplayer format but Grand Melee)?"""
    refers_to_you: bool = False
    """True if :meth:`you_are` may answer (901.12c): only then is it asked."""
    caches_actions: bool = False
    """True if the hook's special actions depend only on the board and sorcery timing,
    so the core may cache priority options by board version (engine.actions)."""

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

    def commander_ids(self, game: Game, player: int) -> tuple[int, ...] | None:
        """The objects that are ``player``'s commanders, wherever they are (903.3e), or None
        if this variant has no commanders ("your commander" is then undefined)."""
        return None

    def commander_colors(self, game: Game, player: int) -> tuple[str, ...] | None:
        """The colour identity of ``player``'s commander(s) (903.4), or None if this variant
        has no commanders (then "your commander's colour identity" is undefined, 903.4f)."""
        return None

    def replacement_effects(self, game: Game) -> tuple[Any, ...]:
        """Replacement effects the variant's rules create now, as
        :class:`casualmagic.engine.replacement.Replacement` records (e.g. 903.9b's "its owner
        may put it into the command zone instead", an optional ``zone_instead``)."""
        return ()

    def command_zone_sources(self, game: Game) -> tuple[int, ...]:
        """Objects in the command zone whose static abilities function (e.g. 901.7, 311.4)."""
        return ()

    def player_leaving(self, game: Game, player: int) -> None:
        """``player`` is about to leave: called before their objects leave (800.4a), for
        what happens "instead" first (901.6: a new planar controller, then they leave)."""

    def you_are(self, game: Game, obj: Any) -> tuple[int, ...] | None:
        """The players "you" means in the text of resolving ``obj`` when not just its
        controller (901.12c: both members of the planar controller's team); None: no say."""
        return None

    def player_leaves(self, game: Game, player: int) -> None:
        """When ``player`` leaves the game (CR 800.4, 901.10)."""

    def on_event(self, game: Game, event: Event) -> None:
        """Every logged event, if ``watches_events`` is True."""

    def targets_chosen(self, game: Game, stack_oid: int) -> None:
        """A spell or ability on the stack has just got its targets (601.2c, 603.3d): "whenever
        [a player] becomes the target of a spell or ability" (e.g. a scheme, 904.8)."""

    def describe_event(self, game: Game, event: Event) -> str | None:
        """A readable log line for this variant's own events, or None."""
        return None

    def describe_option(self, game: Game, option: Option) -> str | None:
        return None

    def within_influence(self, game: Game, player: int, ref: tuple[str, int]) -> bool:
        """Is the player or object ``ref`` within ``player``'s range of influence? (CR 801.2)"""
        return True

    def player_wins(self, game: Game, player: int) -> bool:
        """An effect says ``player`` wins (104.2b): True if the variant settled what follows
        (809.5a: an emperor's team wins); False leaves the core rules (104.2b, 801.14)."""
        return False

    def choose_starting_player(self, game: Game) -> int | None:
        """The player who takes the first turn, if the variant decides it (808.4, 809.4)."""
        return None

    def next_turn(self, game: Game, after: int) -> int | None:
        """Who takes the turn after ``after``'s; None leaves turn order (101.4, 805.4)."""
        return None

    def first_simultaneous_turns(self, game: Game, starting: int) -> tuple[int, ...]:
        """Players who begin a turn at the same time as the starting player, each turn with
        its own stack (807.4b turn markers); see :mod:`casualmagic.engine.simultaneous`."""
        return ()

    def initial_turn_state(self, game: Game, player: int) -> tuple[tuple[str, Any], ...]:
        """This variant's :attr:`turn_state_keys` for a simultaneous turn ``player`` begins
        the game with (807.4b; 901.14a: that player's starting plane)."""
        return ()

    def simultaneous_turn_removed(self, game: Game, state: dict[str, Any]) -> None:
        """A simultaneous turn stopped for good (807.4g); ``state`` was its own variant state."""

    def reduces_simultaneous_turns(self, game: Game, player: int) -> bool:
        """Would ``player`` leaving the game reduce the number of simultaneous turns (807.4e)?"""
        return False

    def may_begin_turn(self, game: Game, player: int) -> bool:
        """May ``player``'s turn begin now, beside the other turns being taken (807.4d)?"""
        return True

    def simultaneous_turn_ends(self, game: Game) -> bool:
        """Does the current simultaneous turn stop for good as it ends, rather than pass to
        the next player (807.4g: its turn marker is removed)?"""
        return False

    def receives_priority(self, game: Game, player: int) -> bool:
        """Does ``player`` get priority for the current turn's stack (807.5a)?"""
        return True

    def turn_begins(self, game: Game, player: int) -> None:
        """As ``player``'s turn begins (500.1), before its untap step (e.g. 901.6)."""

    def turn_taker(self, game: Game, player: int) -> int | None:
        """Who takes an extra turn or phase given to ``player`` (805.8: the player's team,
        named by its primary player); None leaves it to the player (500.7)."""
        return None

    def shares_turn(self, game: Game, player: int) -> bool:
        """Is ``player`` an active player though not ``game.active`` (805.4a active team)?"""
        return False

    def blocks_for(self, game: Game, player: int, defender: int) -> bool:
        """May ``player`` block creatures attacking ``defender`` (805.10d a teammate)?"""
        return False

    def trigger_group(self, game: Game, player: int) -> tuple[int, ...] | None:
        """Players who put their triggers on the stack together with ``player``'s, the one
        who orders them first (805.7 a team); None: each player alone (603.3b)."""
        return None

    def life_team(self, game: Game, player: int) -> tuple[int, ...] | None:
        """The players who share ``player``'s life total and poison counters, ``player``
        among them (810.4, 810.10: a Two-Headed Giant team); None: ``player`` alone."""
        return None

    def poison_limit(self, game: Game, player: int) -> int | None:
        """The poison counters that make ``player`` lose (704.5c; 810.8d team poison)."""
        return None

    def additional_triggers(self, game: Game, source: int, controller: int) -> int:
        """CR 603.2d: how many additional times an ability of ``source`` controlled by
        ``controller`` triggers (a face-up plane's "triggers an additional time")."""
        return 0

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        """Extra public information for ``game.view`` (e.g. the current plane)."""
        return {}


def is_active_player(game: Game, player: int) -> bool:
    """Is ``player`` an active player of the current turn? (CR 102.1; 805.4a: each player of
    the active team; with simultaneous turns, 807.4, the turn whose stack is in play now)"""
    if player == game.active:
        return True
    for hook in game.hooks:
        if hook.shares_turn(game, player):
            return True
    return False


def you_players(game: Game, obj: Any) -> list[int]:
    """Who "you" is for a resolving spell or ability: its controller (109.5), unless a hook
    says more players (901.12c)."""
    for hook in game.hooks:
        if hook.refers_to_you:
            who = hook.you_are(game, obj)
            if who is not None:
                return list(who)
    return [obj.controller]


def is_you(game: Game, player: int, source: Any) -> bool:
    """Is ``player`` "you" for the abilities of ``source``: its controller (109.5) or, for
    a face-up plane in Two-Headed Giant, either member of the planar controller's team
    (901.12c)?"""
    return player == source.controller or player in you_players(game, source)


def life_team(game: Game, player: int) -> tuple[int, ...]:
    """The players sharing ``player``'s life total and poison counters (810.4, 810.10), or
    ``player`` alone when no hook says more."""
    for hook in game.hooks:
        team = hook.life_team(game, player)
        if team is not None:
            return team
    return (player,)


def within_influence(game: Game, player: int, ref: tuple[str, int]) -> bool:
    """Is ``ref`` within ``player``'s range of influence under every installed hook (801.2)?"""
    for hook in game.hooks:
        if hook.limits_influence and not hook.within_influence(game, player, ref):
            return False
    return True


def additional_triggers(game: Game, source: int, controller: int) -> int:
    """How many additional times an ability of ``source`` triggers under every installed
    hook (603.2d)."""
    return sum(hook.additional_triggers(game, source, controller) for hook in game.hooks)
