"""The Planechase variant (CR 901) as a plug-in (docs/architecture.md "Variants are plug-ins").

Each player brings a planar deck of plane and phenomenon cards (901.3); the starting
player sets the starting plane (901.5); the active player may roll the planar die as a
special action in a main phase (901.9); chaos ensues (311.7) and players planeswalk
(701.24, 901.11); a face-up phenomenon makes the planar controller planeswalk (704.6f).
The rules themselves are in :mod:`casualmagic.variants.planechase.rules`.

Options (``new_game("planechase", options=...)``): ``planar_decks``, one planar deck per
seat (a shipped planar deck name, a path, or a list of card names); by default every seat
gets the shipped planar deck for the player count (:func:`default_planar_deck`).
``single_planar_deck`` (the single planar deck option, 901.15): one communal planar deck,
``planar_deck`` (default: the shipped ``planar-communal``), checked against 901.15a.

Two-Headed Giant Planechase (901.12) is ``format="2hg"``: each player has their own planar
deck (901.12a), the planar controller is the primary player of the active team (901.12b)
and a plane's "you" means both players of that team (901.12c).  With Commander decks:
``new_game("planechase+commander")`` (both variants' hooks).
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant, is_active_player
from casualmagic.core.state import (
    BEGIN_COMBAT,
    DRAW,
    END,
    END_COMBAT,
    MAIN1,
    MAIN2,
    UNTAP,
    UPKEEP,
)
from casualmagic.decks.shipped import register_shipped
from casualmagic.engine.turn import first_main_phase
from casualmagic.mechanics.suspend import exile_suspended, suspend_options
from casualmagic.variants.planechase import grand_melee, ops, rules

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.decisions import Option
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game

SHIPPED_PLANAR_DECKS = ("planar-duel", "planar-three-player", "planar-multiplayer",
                        "planar-anthology")
"""Shipped planar decks (``casualmagic/decks/data/planechase/*.txt``); each player has their
own copy of one (901.3)."""

DEFAULT_PLANAR_DECK_BY_PLAYERS = ((2, "planar-duel"), (3, "planar-three-player"))
"""The default planar deck for a player count; more players use ``planar-multiplayer``."""

COMMUNAL_PLANAR_DECK = "planar-communal"
SHIPPED_COMMUNAL_DECKS = (COMMUNAL_PLANAR_DECK,)
"""The shipped communal planar deck of the single planar deck option (901.15a): every plane
the engine implements and four phenomena — at least forty cards, legal for two or more
players."""


def shipped_planar_deck_text(name: str) -> str:
    """The text of a shipped planar deck: a player's own (901.3) or a communal one (901.15a)."""
    if name not in SHIPPED_PLANAR_DECKS + SHIPPED_COMMUNAL_DECKS:
        raise KeyError(f"no shipped planar deck {name!r} (shipped: {', '.join(SHIPPED_PLANAR_DECKS)})")
    folder = resources.files("casualmagic.decks") / "data" / "planechase"
    return (folder / f"{name}.txt").read_text(encoding="utf-8")


def default_planar_deck(n: int) -> str:
    """The shipped planar deck every seat of an ``n``-player game gets by default: a duel
    deck, a three-player deck, or the multiplayer deck for four or more players."""
    for most, name in DEFAULT_PLANAR_DECK_BY_PLAYERS:
        if n <= most:
            return name
    return "planar-multiplayer"


def default_planar_decks(n: int) -> list[str]:
    """One shipped planar deck per seat for an ``n``-player game (each player's own copy)."""
    return [default_planar_deck(n)] * n


def planar_deck_names(spec: Any) -> list[str]:
    """A planar deck given as a shipped name, a deck file path or a list of card names."""
    from casualmagic.decks.parse import load_deck, parse_deck_text

    if isinstance(spec, str) and spec in SHIPPED_PLANAR_DECKS + SHIPPED_COMMUNAL_DECKS:
        return list(parse_deck_text(shipped_planar_deck_text(spec), filename=spec).expanded())
    if isinstance(spec, (str, Path)):
        return list(load_deck(Path(spec)).expanded())
    return [str(n) for n in spec]


def resolve_planar_deck(names: Sequence[str], seat: int) -> tuple[CardDef, ...]:
    """Card definitions of a planar deck; every card must be implemented (not partial)."""
    from casualmagic import DeckError
    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    out = []
    bad = []
    for name in names:
        try:
            card = card_by_name(name)
        except CardNotImplementedError:
            bad.append(f"{name}: not yet implemented")
            continue
        if not set(card.types) & set(rules.PLANAR_TYPES):
            bad.append(f"{name}: not a plane or phenomenon (901.3)")
        elif card.missing:
            bad.append(f"{name}: partly implemented ({'; '.join(card.missing)})")
        out.append(card)
    if bad:
        raise DeckError(f"planar deck of seat {seat + 1}: " + "; ".join(bad))
    return tuple(out)


def _planar_card_problems(names: Sequence[str]) -> tuple[list[str], int]:
    """Problems of a planar deck's cards whatever its size (901.3, 901.15a): unknown cards,
    cards that aren't planes or phenomena, and names appearing more than once; and the
    number of phenomenon cards."""
    from casualmagic.cards.database import get_database

    problems: list[str] = []
    db = get_database()
    phenomena = 0
    for name in sorted(set(names)):
        rec = db.get(name)
        type_line = getattr(rec, "type_line", None) or (rec.get("type") if isinstance(rec, dict)
                                                         else None) if rec is not None else None
        if type_line is None:
            problems.append(f"{name}: unknown card")
            continue
        card_type = type_line.split("—")[0].strip().lower()  # "pLAnE" is printed oddly
        if card_type == "phenomenon":
            phenomena += names.count(name)
        elif card_type != "plane":
            problems.append(f"{name}: not a plane or phenomenon card ({type_line})")
    for name in sorted({n for n in names if names.count(n) > 1}):
        problems.append(f"{name}: {names.count(name)} copies; each card in a planar deck must "
                        "have a different English name")
    return problems, phenomena


def validate_planar_deck(names: Sequence[str]) -> list[tuple[str, str]]:
    """Problems of a planar deck as ``(rule, message)`` (901.3): at least ten cards, plane
    or phenomenon cards only, at most two phenomena, each with a different English name."""
    problems: list[tuple[str, str]] = []
    if len(names) < 10:
        problems.append(("901.3", f"a planar deck needs at least ten cards; this one has {len(names)}"))
    cards, phenomena = _planar_card_problems(names)
    problems += [("901.3", m) for m in cards if "copies" not in m]
    if phenomena > 2:
        problems.append(("901.3", f"no more than two phenomenon cards; this deck has {phenomena}"))
    problems += [("901.3", m) for m in cards if "copies" in m]
    return problems


def single_deck_minimum(players: int) -> int:
    """901.15a: at least forty cards or ten times the number of players, whichever is
    smaller."""
    return min(40, 10 * players)


def validate_single_planar_deck(names: Sequence[str], players: int) -> list[tuple[str, str]]:
    """Problems of a communal planar deck for ``players`` players as ``(rule, message)``
    (901.15a): at least min(40, 10 × players) cards, no more than 2 × players phenomena,
    plane or phenomenon cards only, each with a different English name."""
    problems = []
    need = single_deck_minimum(players)
    if len(names) < need:
        problems.append(("901.15a", f"a single planar deck for {players} players needs at least "
                                    f"{need} cards; this one has {len(names)}"))
    cards, phenomena = _planar_card_problems(names)
    if phenomena > 2 * players:
        problems.append(("901.15a", f"no more phenomenon cards than twice the number of players "
                                    f"({2 * players}); this deck has {phenomena}"))
    return problems + [("901.15a", m) for m in cards]


class Planechase(Variant):
    """The Planechase plug-in; its fields are fixed settings, its state is in the game."""

    name = "planechase"
    watches_events = True  # "Whenever a player casts a spell" of a face-up plane (901.7)
    refers_to_you = True  # 901.12c: a plane's "you" in Two-Headed Giant
    turn_state_keys = grand_melee.TURN_KEYS  # 901.14: each turn marker's planes

    def __init__(self, planar_decks: tuple[tuple[str, ...], ...] | None = None,
                 single_planar_deck: tuple[str, ...] | None = None) -> None:
        self.planar_decks = planar_decks
        self.single_planar_deck = single_planar_deck

    @classmethod
    def from_options(cls, opts: dict[str, Any]) -> Planechase:
        given = opts.get("planar_decks")
        decks = tuple(tuple(planar_deck_names(d)) for d in given) if given else None
        single = None
        if opts.get("single_planar_deck"):
            if given:
                raise ValueError("the single planar deck option (901.15a) uses one communal "
                                 "planar deck: give planar_deck, not planar_decks")
            single = tuple(planar_deck_names(opts.get("planar_deck") or COMMUNAL_PLANAR_DECK))
        return cls(decks, single)

    # -- hooks -----------------------------------------------------------------------------
    def setup(self, game: Game) -> None:
        if self.single_planar_deck is not None:
            self._setup_single(game)
            return
        names = self.planar_decks or tuple(tuple(planar_deck_names(d))
                                           for d in default_planar_decks(game.n_players))
        if len(names) != game.n_players:
            from casualmagic import DeckError

            raise DeckError(f"{game.n_players} players need {game.n_players} planar decks, "
                            f"got {len(names)}")
        decks = tuple(resolve_planar_deck(d, i) for i, d in enumerate(names))
        game.vset("pc.initial_planar_decks", decks)
        rules.build_planar_decks(game, decks)

    def _setup_single(self, game: Game) -> None:
        """901.15a: one communal planar deck, checked for the number of players."""
        from casualmagic import DeckError

        names = self.single_planar_deck or ()
        problems = validate_single_planar_deck(names, game.n_players)
        if problems:
            raise DeckError("single planar deck: " + "; ".join(f"{m} ({r})" for r, m in problems))
        deck = resolve_planar_deck(names, 0)
        game.vset("pc.single", True)
        game.vset("pc.initial_planar_decks", (deck,))
        rules.build_planar_decks(game, (deck,))

    def before_first_turn(self, game: Game) -> None:
        if grand_melee.starting_players(game):  # 901.14a: one for each turn marker
            grand_melee.set_starting_planes(game)
        else:
            rules.set_starting_plane(game, game.starting_player)

    def initial_turn_state(self, game: Game, player: int) -> tuple[tuple[str, Any], ...]:
        return grand_melee.initial_state(game, player)

    def simultaneous_turn_removed(self, game: Game, state: dict[str, Any]) -> None:
        grand_melee.marker_removed(game, state)

    def turn_begins(self, game: Game, player: int) -> None:
        """901.6: the active player is the planar controller from the start of the turn
        (so "your untap step" of a plane is theirs, e.g. Edge of Malacol); in Two-Headed
        Giant, the primary player of the active team (901.12b)."""
        rules.set_planar_controller(game, player,
                                    "901.12b" if rules.shared_turns(game) else "901.6")
        grand_melee.plane_for_empty_marker(game, player)

    def turn_based_actions(self, game: Game, step: int) -> None:
        rules.hand_size_at_cleanup(game, step)
        rules.sync_land_plays(game)
        if step == UNTAP:
            rules.untap_all_permanents(game)
        elif step == UPKEEP:
            rules.step_triggers(game, "upkeep")
        elif step == DRAW:
            rules.step_triggers(game, "draw_step")
        elif step == END:
            rules.step_triggers(game, "end_step")
        elif step == MAIN2:  # "at the beginning of each of your postcombat main phases"
            rules.step_triggers(game, "postcombat_main")
        elif step == MAIN1 and first_main_phase(game):  # "your first main phase" (505.1a)
            rules.step_triggers(game, "precombat_main")
        elif step == END_COMBAT:  # "at end of combat" (511.2)
            rules.step_triggers(game, "end_of_combat")
        elif step == BEGIN_COMBAT:  # "at the beginning of combat on your turn" (507.1)
            rules.step_triggers(game, "beginning_of_combat")

    def special_actions(self, game: Game, player: int) -> list[Option]:
        option = rules.roll_option(game, player)
        # Talon Gates: exile a nonland card from your hand suspended (702.62a)
        talon = "suspend_from_hand" in rules.rule_ops(game) and player in rules.planar_team(game)
        return ([option] if option else []) + suspend_options(game, player, talon)

    def take_special_action(self, game: Game, player: int, option: Option) -> bool:
        if option[0] == "suspend":  # Talon Gates (702.62a): X time counters, X its mana value
            exile_suspended(game, player, option[1], option[2], "702.62a")  # type: ignore[arg-type]
            return True
        if option[0] != "planar_die":
            return False
        rules.take_roll_action(game, player, option[1])  # type: ignore[misc]
        return True

    def state_based_actions(self, game: Game) -> bool:
        acted = rules.phenomenon_sba(game)
        rules.state_triggers(game)
        acted = ops.ascend(game) or acted  # a plane's ascend (702.131b)
        return ops.team_up_winners(game) or acted  # Team-Up! (104.2b)

    def player_leaving(self, game: Game, player: int) -> None:
        if not game.parallel:
            rules.player_leaving(game, player)
        elif not grand_melee.controller_leaves(game, player):  # 901.14b
            grand_melee.for_each_marker(game, lambda: rules.player_leaving(game, player))

    def player_leaves(self, game: Game, player: int) -> None:
        if not game.parallel:
            rules.player_left(game, player)
        else:  # each turn marker's planes (901.14)
            grand_melee.for_each_marker(game, lambda: rules.player_left(game, player))

    def additional_triggers(self, game: Game, source: int, controller: int) -> int:
        return ops.additional_triggers(game, source, controller)  # The Command Zone (603.2d)

    def you_are(self, game: Game, obj: Any) -> tuple[int, ...] | None:
        return rules.you_players(game, obj)

    def on_event(self, game: Game, event: Event) -> None:
        if event.kind in ("cast", "turn_face_up"):  # planes: face-down, magic tricks
            rules.magic_trick(game, event.kind, event.player, event.data)
        if event.kind == "cast" and event.player is not None:
            rules.spell_cast(game, event.player)
        elif event.kind in ("planeswalk", "chooses_option"):  # chooses_option: planes statics
            rules.sync_land_plays(game)
        if event.kind in ("planeswalk", "starting_plane"):  # planes: statics (612.1)
            from casualmagic.engine.text_changes import sync_type_word_changes

            sync_type_word_changes(game)

    def command_zone_sources(self, game: Game) -> tuple[int, ...]:
        return tuple(oid for oid, _ in rules.all_face_up(game) if oid in game.objects)

    def replacement_effects(self, game: Game) -> tuple[Any, ...]:
        return rules.plane_replacements(game)

    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        if event.kind == "planar_die":
            cost = f" paying {{{d['cost']}}}" if "cost" in d else " (an effect's roll, free)"
            return f"{d['player']} rolls the planar die{cost}: {d['face']}"
        if event.kind == "planeswalk":
            frm = ", ".join(d["from"]) or "nowhere"
            return f"{d['player']} planeswalks from {frm} to {', '.join(d['to'])} ({d['why']})"
        if event.kind == "chaos_ensues":
            return f"Chaos ensues on {', '.join(d['planes'])} ({d['why']})"
        if event.kind == "starting_plane":
            return f"{d['player']} turns {d['plane']} face up as the starting plane"
        if event.kind == "planes_to_bottom":
            return f"{', '.join(d['planes'])} go(es) to the bottom of the planar deck"
        if event.kind == "planar_controller_ceases":
            return f"{d['player']} ceases to be a planar controller"
        if event.kind == "planar_controller":
            return f"{d['player']} is now the planar controller"
        if event.kind == "phenomenon_to_bottom":
            return f"{d['card']} (a phenomenon) goes to the bottom of the planar deck"
        if event.kind == "planar_deck" and d.get("communal"):
            return f"The communal planar deck: {d['cards']} cards face down in the command zone"
        if event.kind == "planar_deck_owner":
            return f"{d['player']} now owns the {d['cards']} cards of the communal planar deck"
        if event.kind == "random_target":  # Furnace Layer's "target player at random"
            kind, ident = d["target"]
            what = game.players[ident].name if kind == "player" else (
                game.objects[ident].card.name if ident in game.objects else "an object")
            return f"{what} is chosen at random as the target of {d['card']}"
        if event.kind == "ability_controller":
            return f"{d['player']} now controls {d.get('card', 'a waiting phenomenon ability')}"
        return None

    def describe_option(self, game: Game, option: Option) -> str | None:
        if option[0] == "planar_die":
            return f"Roll the planar die (costs {{{option[1]}}}, 901.9)"
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        return {"planechase": {
            "planes": [c.name for _, c in rules.all_face_up(game)],
            "planar_controller": rules.planar_controller(game),
            "planar_deck_sizes": [len(rules.planar_deck(game, p.index)) for p in game.players],
            "single_planar_deck": rules.single_deck(game),
            "planar_die_cost": rules.rolls_taken(game, viewer)  # 901.12d: each active player
            if is_active_player(game, viewer) else None,
        }}


def make_hooks(opts: dict[str, Any]) -> list[Variant]:
    return [Planechase.from_options(opts)]


def _main_decks(n: int) -> list[str]:
    from casualmagic.decks.shipped import DECKS

    names = sorted(DECKS)
    return [names[i % len(names)] for i in range(n)]


def register_variant() -> None:
    from casualmagic.variants import VariantSpec, register

    register(VariantSpec("planechase", "Planechase (CR 901): planar decks, the planar die, "
                         "planeswalking and chaos.", make_hooks=make_hooks,
                         default_decks=_main_decks, supplement=True))


def _validate(deck: Any, db: Any) -> list[Any]:
    """``casualmagic validate --variant planechase``: the planar deck section (901.3)."""
    from casualmagic.decks.validate import DeckProblem

    names = deck.expanded("planar")
    if not names:
        return [DeckProblem("901.3", "a Planechase deck needs a planar deck (a 'Planar' section "
                            "of at least ten plane and/or phenomenon cards)", code="planar-deck")]
    return [DeckProblem(rule, msg, code="planar-deck") for rule, msg in validate_planar_deck(names)]


def _validate_single(players: int) -> Any:
    """``casualmagic validate --variant planechase --single-planar-deck --players N``: the
    'Planar' section as one communal planar deck for ``N`` players (901.15a)."""
    def validate(deck: Any, db: Any) -> list[Any]:
        from casualmagic.decks.validate import DeckProblem

        names = deck.expanded("planar")
        if not names:
            return [DeckProblem("901.15a", "the single planar deck option needs the communal "
                                "planar deck (a 'Planar' section)", code="planar-deck")]
        return [DeckProblem(rule, msg, code="planar-deck")
                for rule, msg in validate_single_planar_deck(names, players)]
    return validate


def single_deck_validator(variant: str, players: int) -> str:
    """The validator name for ``variant`` (e.g. ``commander+planechase``) with the single
    planar deck option for ``players`` players: ``planechase`` becomes
    ``planechase-single-N``, registered on first use (901.15a)."""
    from casualmagic.decks.validate import register_validator

    names = [n.strip().lower() for n in variant.split("+")]
    if "planechase" not in names:
        raise ValueError("--single-planar-deck is an option of Planechase (901.15): "
                         "use --variant planechase")
    if players < 2:
        raise ValueError("a Planechase game has two or more players (901.2)")
    name = f"planechase-single-{players}"
    register_validator(name, _validate_single(players), supplement=True, sections=("planar",),
                       description=f"Planechase single planar deck for {players} players "
                                   "(901.15a)", replace=True)
    return "+".join(name if n == "planechase" else n for n in names)


def _register_validator() -> None:
    from casualmagic.decks.validate import register_validator

    register_validator("planechase", _validate, supplement=True, sections=("planar",),
                       description="Planechase planar deck (901.3)")


_register_validator()


register_shipped("planechase", "planechase", (*SHIPPED_PLANAR_DECKS, *SHIPPED_COMMUNAL_DECKS),
                 main_deck=False)  # 901.3, 901.15a: supplementary decks (100.2d)
