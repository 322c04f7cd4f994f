"""The Vanguard variant (CR 902) as a plug-in (docs/architecture.md "Variants are plug-ins").

Each player plays the role of a famous character: one face-up vanguard card (313) in the
command zone (902.3) whose hand and life modifiers set its owner's starting life total
(902.4), starting hand size — mulligans included (902.5, 902.5a) — and maximum hand size
(902.5b), and whose abilities work from the command zone (902.7).  A Vanguard game may
have two or more players (902.2), in any multiplayer format (``format=``).

Options (``new_game("vanguard", options=...)``): ``vanguards``, one vanguard card name
per seat (a list, or one string with the names separated by commas — a name's own comma
is understood — or semicolons); a seat given
``"random"``, or every seat when the option is absent, gets a vanguard chosen at random
among those the engine implements, from the game's seeded random number generator (so a
replay chooses the same ones).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant
from casualmagic.core.state import DRAW, END, MAIN1, UPKEEP
from casualmagic.variants.vanguard import rules

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game

RANDOM = "random"
"""A seat's vanguard chosen at random."""


def vanguard_names(spec: Any) -> tuple[str, ...]:
    """The ``vanguards`` option as names: a list, or one string of names separated by
    commas (or semicolons).  Many vanguard names have a comma of their own ("Momir Vig,
    Simic Visionary Avatar"): pieces that make a card name together are kept together."""
    if not isinstance(spec, str):
        return tuple(str(n).strip() for n in spec)
    if ";" in spec:
        return tuple(n.strip() for n in spec.split(";") if n.strip())
    from casualmagic.cards.database import get_database

    db = get_database()
    pieces = [p.strip() for p in spec.split(",") if p.strip()]
    out: list[str] = []
    i = 0
    while i < len(pieces):
        j = next((j for j in range(len(pieces), i + 1, -1)
                  if db.get(", ".join(pieces[i:j])) is not None), i + 1)
        out.append(", ".join(pieces[i:j]))
        i = j
    return tuple(out)


def resolve_vanguard(name: str) -> CardDef:
    """The definition of the vanguard card ``name``, or a ValueError naming the problem
    (an unknown card, a card that isn't a vanguard (313.1), one not implemented)."""
    from casualmagic.cards.database import get_database
    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    try:
        card = card_by_name(name)
    except CardNotImplementedError as e:
        rec = get_database().get(name)
        if rec is None:
            hint = f" (did you mean {', '.join(e.suggestions)}?)" if e.suggestions else ""
            raise ValueError(f"vanguard {name!r}: no such card{hint}") from None
        if "Vanguard" not in rec.type_line:
            raise ValueError(f"vanguard {name!r}: not a vanguard card but {rec.type_line} "
                             "(313.1, 902.3)") from None
        raise ValueError(f"vanguard {name!r}: not implemented by the engine (see "
                         "'casualmagic cards list --type vanguard')") from None
    if not rules.is_vanguard(card):
        raise ValueError(f"vanguard {card.name!r}: not a vanguard card but {card.type_line} "
                         "(313.1, 902.3)")
    if card.missing:
        raise ValueError(f"vanguard {card.name!r}: implemented only in part "
                         f"({'; '.join(card.missing)})")
    return card


class Vanguard(Variant):
    """The Vanguard plug-in; its field is the vanguards named per seat (None: random)."""

    name = "vanguard"
    watches_events = True  # "whenever you cast a spell" of a vanguard (902.7)

    def __init__(self, vanguards: Sequence[CardDef | None] | None = None) -> None:
        self.vanguards = tuple(vanguards) if vanguards is not None else None

    @classmethod
    def from_options(cls, opts: dict[str, Any]) -> Vanguard:
        given = opts.get("vanguards")
        if not given:
            return cls(None)
        names = vanguard_names(given)
        return cls([None if n.lower() == RANDOM else resolve_vanguard(n) for n in names])

    # -- hooks -----------------------------------------------------------------------------
    def setup(self, game: Game) -> None:
        """902.3-902.5: before the opening hands are drawn."""
        rules.place_vanguards(game, self.chosen(game))

    def chosen(self, game: Game) -> tuple[CardDef, ...]:
        """One vanguard per seat: the named ones, the others at random (seeded)."""
        from casualmagic import DeckError
        from casualmagic.cards.definitions import card_by_name

        named = self.vanguards if self.vanguards is not None else (None,) * game.n_players
        if len(named) != game.n_players:
            raise DeckError(f"{game.n_players} players need {game.n_players} vanguards "
                            f"(902.3), got {len(named)}")
        pool = rules.implemented_vanguards()
        return tuple(card if card is not None else card_by_name(pool[game.random_below(len(pool))])
                     for card in named)

    def before_first_turn(self, game: Game) -> None:
        """"At the beginning of the game" abilities (902.7), once the mulligans are over
        (103.6): they are put on the stack the first time a player would get priority."""
        rules.step_triggers(game, "game_begins", everyone=True)

    def command_zone_sources(self, game: Game) -> tuple[int, ...]:
        return rules.vanguard_ids(game)

    def replacement_effects(self, game: Game) -> tuple[Any, ...]:
        return rules.vanguard_replacements(game)

    def turn_based_actions(self, game: Game, step: int) -> None:
        from casualmagic.engine.turn import first_main_phase

        if step == UPKEEP:
            rules.step_triggers(game, "upkeep")
        elif step == DRAW:
            rules.step_triggers(game, "draw_step")
        elif step == END:
            rules.step_triggers(game, "end_step")
        elif step == MAIN1 and first_main_phase(game):  # 505.1a
            rules.step_triggers(game, "precombat_main")

    def on_event(self, game: Game, event: Event) -> None:
        if event.kind == "cast" and "object" in event.data:
            rules.spell_cast(game, event.data["object"])
        elif event.kind == "damage" and game.vget("vg.damage_triggers"):
            rules.damage_triggers(game, event.data)

    def player_leaves(self, game: Game, player: int) -> None:
        rules.player_left(game, player)

    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        if event.kind == "vanguard":
            return (f"{d['player']} plays {d['card']} (hand {d['hand']:+d}, life {d['life']:+d}),"
                    " face up in the command zone")
        if event.kind == "starting_life":
            return f"{d['player']} starts at {d['life']} life"
        if event.kind == "hand_size" and "starting" in d:
            most = ("no maximum hand size" if d["maximum"] is None
                    else f"maximum hand size {d['maximum']}")
            return f"{d['player']} draws {d['starting']} cards to start; {most}"
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        """Public: each player's vanguard card (902.3: face up), and the hands a vanguard
        reveals (400.2)."""
        out: dict[str, Any] = {"vanguards": {game.objects[oid].owner: game.objects[oid].card.name
                                             for oid in rules.vanguard_ids(game)}}
        revealed = rules.revealed_hands(game)
        if revealed:
            out["revealed_hands"] = revealed
        return out


def make_hooks(opts: dict[str, Any]) -> list[Variant]:
    return [Vanguard.from_options(opts)]


def _main_decks(n: int) -> list[str]:
    from casualmagic.decks.shipped import DEFAULT_DUEL_DECKS

    return [DEFAULT_DUEL_DECKS[i % len(DEFAULT_DUEL_DECKS)] for i in range(n)]


def register_variant() -> None:
    from casualmagic.variants import VariantSpec, register

    register(VariantSpec("vanguard", "Vanguard (CR 902): a vanguard card per player changes "
                         "starting life, hand size and the rules from the command zone.",
                         make_hooks=make_hooks, default_decks=_main_decks, supplement=True))
