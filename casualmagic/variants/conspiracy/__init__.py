"""The game of the Conspiracy Draft variant (CR 905.3–905.6) as a plug-in.

A Conspiracy Draft game is a multiplayer game, by default Free-for-All with the attack
multiple players option and no limited range of influence (905.3: the ``ffa`` format, which
the draft runner and ``casualmagic draft conspiracy`` choose).  Before decks are shuffled each
player puts any number of conspiracies from their sideboard into the command zone (905.4;
:mod:`.rules`); each player's life total is 20 and they draw seven cards (905.6: the core
game's 103.4 and 103.5 already).

Options (``new_game("conspiracy", options=...)``): ``conspiracies``, one list per seat of
``"Name"`` or, for hidden agenda, ``"Name=Chosen Name"`` (double agenda
``"Name=First|Second"``); ``card_pools``, one list of card names per seat (their card pool,
905.1d), used by "as long as every card in your card pool started the game in your library
or in the command zone" (Worldknit); ``draft_notes``, the draft's notes (905.2b: each a dict
with ``seat``, ``card`` and ``number`` or ``noted_seat``), read during the game by
:mod:`casualmagic.engine.draft_notes`.  Conspiracies whose abilities change the start of the
game (315.5a): Power Play (the starting player, 103.1), Backup Plan (a second opening hand,
:func:`.rules._backup_plan`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from casualmagic.core.flow import push
from casualmagic.core.hooks import Variant
from casualmagic.core.state import UPKEEP
from casualmagic.engine.command_triggers import spell_cast, step_triggers
from casualmagic.engine.draft_notes import NoteError, note_from_draft, record_notes
from casualmagic.variants.conspiracy import rules

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.decisions import Option
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game

STARTING_PLAYER = "Power Play"
POOL_CONDITION = "Worldknit"


class ConspiracyVariant(Variant):
    """Conspiracies in the command zone (905.4–905.5, 315, 702.106)."""

    name = "conspiracy"

    def __init__(self, conspiracies: list[list[tuple[CardDef, tuple[str, ...]]]] | None = None,
                 card_pools: list[list[str]] | None = None,
                 draft_notes: list[dict[str, Any]] | None = None) -> None:
        self.conspiracies = conspiracies or []
        self.card_pools = card_pools
        self.draft_notes = draft_notes or []
        self.has_triggers = any(c.triggered for entries in self.conspiracies for c, _ in entries)
        self.watches_events = self.has_triggers

    @classmethod
    def from_options(cls, opts: dict[str, Any]) -> ConspiracyVariant:
        per_seat = []
        for seat, entries in enumerate(opts.get("conspiracies") or ()):
            if isinstance(entries, str):
                entries = [e for e in entries.split(";") if e.strip()]
            cards = []
            for entry in entries:
                name, chosen = rules.parse_entry(entry)
                try:
                    cards.append((rules.conspiracy_card(name, chosen), chosen))
                except ValueError as e:
                    from casualmagic import SetupError

                    raise SetupError(f"seat {seat + 1}: {e}") from None
            per_seat.append(cards)
        pools = opts.get("card_pools")
        notes = [dict(n) for n in opts.get("draft_notes") or ()]
        try:  # a bad note is told as the game is made, not when it starts
            for note in notes:
                note_from_draft(note)
        except NoteError as e:
            from casualmagic import SetupError

            raise SetupError(str(e)) from None
        return cls(per_seat, [list(p) for p in pools] if pools else None, notes)

    # -- the start of the game (905.4, 315.5a) -----------------------------------------------
    def setup(self, game: Game) -> None:
        from casualmagic import SetupError

        if len(self.conspiracies) > game.n_players:
            raise SetupError(f"conspiracies given for {len(self.conspiracies)} seats; the game "
                             f"has {game.n_players} players")
        per_seat = self.conspiracies + [[] for _ in range(game.n_players - len(self.conspiracies))]
        try:  # 905.2b: what was noted during the draft, for abilities during the game
            record_notes(game, self.draft_notes)  # type: ignore[arg-type]
        except NoteError as e:
            raise SetupError(str(e)) from None
        rules.place_conspiracies(game, per_seat, self._failed_pool_conditions(game, per_seat))
        seats = rules.backup_plans(game)  # type: ignore[arg-type]
        if seats:  # after the opening hands are drawn, before the mulligans (315.5a)
            push(game, ("backup_plan", seats))  # type: ignore[arg-type]

    def _failed_pool_conditions(self, game: Game, per_seat: list[list[tuple[CardDef, Any]]]
                                ) -> set[tuple[int, str]]:
        """Worldknit: "As long as every card in your card pool started the game in your
        library or in the command zone" — judged once, as the game starts (the cards that
        started the game somewhere can't change)."""
        off = set()
        for seat, entries in enumerate(per_seat):
            if not any(c.name == POOL_CONDITION for c, _ in entries):
                continue
            pool = Counter(self.card_pools[seat]) if self.card_pools and \
                seat < len(self.card_pools) else None
            started = Counter(game.objects[i].card.name for i in game.players[seat].library)
            started.update(c.name for c, _ in entries)
            if pool is None or pool - started:
                off.add((seat, POOL_CONDITION))
        return off

    def choose_starting_player(self, game: Game) -> int | None:
        """Power Play: "You are the starting player. If multiple players would be the
        starting player, one of those players is chosen at random." (103.1)"""
        seats = [s for s, entries in enumerate(self.conspiracies)
                 if any(c.name == STARTING_PLAYER for c, _ in entries)]
        if not seats:
            return None
        return seats[0] if len(seats) == 1 else seats[game.random_below(len(seats))]

    # -- in the game (315.5, 702.106c, 702.106e) ----------------------------------------------
    def command_zone_sources(self, game: Game) -> tuple[int, ...]:
        return rules.face_up_ids(game)  # type: ignore[arg-type]

    def turn_based_actions(self, game: Game, step: int) -> None:
        """315.5: a face-up conspiracy's "at the beginning of [the first] upkeep" abilities
        trigger (603.2), as command-zone objects' do (the vanguard machinery, 902.7)."""
        if step == UPKEEP and self.has_triggers:
            step_triggers(game, "upkeep", rules.face_up_ids(game))  # type: ignore[arg-type]

    def on_event(self, game: Game, event: Event) -> None:
        """315.5: "whenever you cast a [filter] spell" abilities of face-up conspiracies."""
        if event.kind == "cast" and "object" in event.data:
            spell_cast(game, event.data["object"], rules.face_up_ids(game))  # type: ignore[arg-type]

    def special_actions(self, game: Game, player: int) -> list[Option]:
        return rules.face_up_options(game, player)  # type: ignore[arg-type]

    def take_special_action(self, game: Game, player: int, option: Option) -> bool:
        if option[0] != rules.FACE_UP_OPTION:
            return False
        rules.turn_face_up(game, option[1])  # type: ignore[arg-type]
        return True

    def player_leaving(self, game: Game, player: int) -> None:
        for oid in rules.face_down_ids(game):  # type: ignore[arg-type]
            if oid in game.objects and game.objects[oid].owner == player:
                rules.turn_face_up(game, oid, "702.106e")  # type: ignore[arg-type]

    def player_leaves(self, game: Game, player: int) -> None:
        rules.player_left(game, player)  # type: ignore[arg-type]

    # -- presentation ---------------------------------------------------------------------
    def describe_option(self, game: Game, option: Option) -> str | None:
        if option and option[0] == rules.FACE_UP_OPTION and option[1] in game.objects:
            o = game.objects[option[1]]
            names = " and ".join(rules.chosen_names(game, option[1]))  # type: ignore[arg-type]
            return f"turn {o.card.name} face up, revealing {names} (702.106c)"
        return None

    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        if event.kind == "conspiracy":
            return f"{d['player']} starts the game with {d['card']} face up in the command zone"
        if event.kind == "hidden_agenda":
            if d.get("card") == "hidden":
                return (f"{d['player']} starts the game with a conspiracy face down in the "
                        "command zone and secretly chooses a card name")
            return (f"{d['player']} starts the game with {d['card']} face down in the command "
                    f"zone, secretly naming {' and '.join(d['names'])}")
        if event.kind == "backup_plan":
            return (f"{d['player']} keeps hand {d['kept']} and shuffles the other "
                    f"{d['shuffled']} cards into their library (Backup Plan)")
        if event.kind == "conspiracy_face_up":
            return (f"{d['player']} turns {d['card']} face up: the chosen name"
                    f"{'s are' if len(d['names']) > 1 else ' is'} {' and '.join(d['names'])}")
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        """Public: every face-up conspiracy and its chosen names, and how many face-down
        conspiracies each player has; the viewer's own face-down ones with their names
        (315.7).  At the end of the game every one is revealed (702.106e)."""
        out = []
        down = set(rules.face_down_ids(game))  # type: ignore[arg-type]
        for oid in rules.conspiracy_ids(game):  # type: ignore[arg-type]
            o = game.objects.get(oid)
            if o is None:
                continue
            hidden = oid in down and o.controller != viewer and not game.over
            out.append({"owner": o.owner, "id": oid, "face_down": oid in down,
                        "card": None if hidden else o.card.name,
                        "names": None if hidden else list(rules.chosen_names(game, oid))})  # type: ignore[arg-type]
        return {"conspiracies": out}


def make_hooks(opts: dict[str, Any]) -> list[Variant]:
    return [ConspiracyVariant.from_options(opts)]


def _decks(n: int) -> list[str]:
    from casualmagic.decks.shipped import DEFAULT_DUEL_DECKS

    return [DEFAULT_DUEL_DECKS[i % len(DEFAULT_DUEL_DECKS)] for i in range(n)]


def register_variant() -> None:
    from casualmagic.variants import VariantSpec, register

    register(VariantSpec("conspiracy", "Conspiracy Draft (CR 905): the game after a draft, with "
                         "conspiracies in the command zone (use 'casualmagic draft conspiracy').",
                         make_hooks=make_hooks, default_decks=_decks))
