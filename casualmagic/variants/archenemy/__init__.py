"""The Archenemy variant (CR 904) as a plug-in (docs/architecture.md "Variants are plug-ins").

The default setup (904.2) is Team vs. Team with two teams — the archenemy alone (904.2a)
against everyone else (904.2b) — with the attack multiple players (802) and shared team
turns (805) options.  The archenemy brings a scheme deck (904.3) that stays in the command
zone (904.4), takes the first turn (904.6) and starts at 40 life, the others at 20 (904.5).
Right after the archenemy's precombat main phase begins, they set the top scheme in motion
(904.9, 701.25); a non-ongoing scheme goes back to the bottom once its abilities are done
(904.10, 704.6e), an ongoing one stays until abandoned (904.11, 701.26).  The rules
themselves are in :mod:`casualmagic.variants.archenemy.rules`.

Options (``new_game("archenemy", options=...)``): ``archenemy`` (the archenemy's seat,
0-based, default 0); ``scheme_decks`` (one per seat: a shipped scheme deck name, a path or a
list of card names; ``None`` for a seat without one); ``rumble`` (the Supervillain Rumble
option, 904.12: Free-for-All, every player an archenemy, random starting player).
``new_game("archenemy+commander")`` is the Archenemy Commander option (904.13): the
archenemy at 60 life, the opposing team sharing 60 life (810.8-810.9), poison counters not
shared, scheme decks of at least ten cards with different names.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant
from casualmagic.core.state import (
    BEGIN_COMBAT,
    BLOCKERS,
    DRAW,
    END,
    END_COMBAT,
    MAIN1,
    MAIN2,
    UNTAP,
    UPKEEP,
)
from casualmagic.formats.two_headed_giant import SharedLifeTotal
from casualmagic.variants.archenemy import ops, rules  # noqa: F401  (ops: importing registers the scheme ops)

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game

SHIPPED_SCHEME_DECKS = ("schemes-original", "schemes-nefarious", "schemes-commander")
"""Shipped scheme decks (``casualmagic/decks/data/archenemy/*.txt``)."""
DEFAULT_SCHEME_DECKS = ("schemes-original", "schemes-nefarious")
"""Default scheme decks, seat by seat among the archenemies (904.3)."""
COMMANDER_SCHEME_DECK = "schemes-commander"
"""The default scheme deck of the Archenemy Commander option (904.13d: ten or more cards,
each with a different English name)."""

ARCHENEMY_LIFE, OTHERS_LIFE = 40, 20  # 904.5
COMMANDER_ARCHENEMY_LIFE, COMMANDER_TEAM_LIFE = 60, 60  # 904.13b


# -- scheme decks (904.3, 904.13d) ---------------------------------------------------------------

def shipped_scheme_deck_text(name: str) -> str:
    if name not in SHIPPED_SCHEME_DECKS:
        raise KeyError(f"no shipped scheme deck {name!r} (shipped: {', '.join(SHIPPED_SCHEME_DECKS)})")
    folder = resources.files("casualmagic.decks") / "data" / "archenemy"
    return (folder / f"{name}.txt").read_text(encoding="utf-8")


def scheme_deck_names(spec: Any) -> list[str]:
    """A scheme deck given as a shipped name, a deck file path or a list of card names."""
    from casualmagic import DeckError
    from casualmagic.decks.parse import load_deck, parse_deck_text

    if isinstance(spec, str) and spec in SHIPPED_SCHEME_DECKS:
        return list(parse_deck_text(shipped_scheme_deck_text(spec), filename=spec).expanded())
    if isinstance(spec, (str, Path)):
        try:
            return list(load_deck(Path(spec)).expanded())
        except (OSError, ValueError) as e:
            raise DeckError(f"scheme deck {spec}: {e}") from None
    return [str(n) for n in spec]


def validate_scheme_deck(names: Sequence[str], commander: bool = False) -> list[tuple[str, str]]:
    """Problems of a scheme deck as ``(rule, message)``: at least twenty scheme cards and no
    more than two of any English name (904.3); with the Archenemy Commander option at least
    ten cards, each with a different English name (904.13d)."""
    from casualmagic.cards.database import get_database

    rule, least, most = ("904.13d", 10, 1) if commander else ("904.3", 20, 2)
    problems: list[tuple[str, str]] = []
    if len(names) < least:
        problems.append((rule, f"a scheme deck needs at least {least} cards; this one has "
                               f"{len(names)}"))
    db = get_database()
    for name in sorted(set(names)):
        rec = db.get(name)
        if rec is None:
            problems.append((rule, f"{name}: unknown card"))
        elif "Scheme" not in rec.faces[0].types:
            problems.append(("904.3", f"{name}: not a scheme card ({rec.faces[0].type_line})"))
        if names.count(name) > most:
            limit = "each card must have a different English name" if most == 1 else \
                "no more than two of any card with a particular English name"
            problems.append((rule, f"{name}: {names.count(name)} copies; {limit}"))
    return problems


def resolve_scheme_deck(names: Sequence[str], seat: int, commander: bool = False
                        ) -> tuple[CardDef, ...]:
    """Card definitions of a checked scheme deck; every card must be implemented."""
    from casualmagic import DeckError
    from casualmagic.cards.definitions import CardNotImplementedError, card_by_name

    problems = validate_scheme_deck(names, commander)
    if problems:
        raise DeckError(f"scheme deck of seat {seat + 1}: "
                        + "; ".join(f"{m} ({r})" for r, m in problems))
    out, bad = [], []
    for name in names:
        try:
            card = card_by_name(name)
        except CardNotImplementedError:
            bad.append(f"{name}: not yet implemented")
            continue
        if card.missing:
            bad.append(f"{name}: partly implemented ({'; '.join(card.missing)})")
        out.append(card)
    if bad:
        raise DeckError(f"scheme deck of seat {seat + 1}: " + "; ".join(bad))
    return tuple(out)


# -- the plug-in -----------------------------------------------------------------------------------

class Archenemy(Variant):
    """The Archenemy plug-in; its fields are fixed settings, its state is in the game."""

    name = "archenemy"
    watches_events = True  # "whenever a player casts a spell" of a face-up scheme (904.8)
    caches_actions = True

    def __init__(self, archenemy: int = 0, scheme_decks: tuple[tuple[str, ...] | None, ...] | None
                 = None, rumble: bool = False) -> None:
        self.archenemy = archenemy
        self.scheme_decks = scheme_decks
        self.rumble = rumble

    @classmethod
    def from_options(cls, opts: dict[str, Any]) -> Archenemy:
        given = opts.get("scheme_decks")
        decks = tuple(None if d is None else tuple(scheme_deck_names(d)) for d in given) \
            if given else None
        return cls(int(opts.get("archenemy", 0) or 0), decks, bool(opts.get("rumble")))

    # -- setup (904.2-904.7) ---------------------------------------------------------------
    def seats(self, game: Game) -> tuple[int, ...]:
        """The archenemies: one (904.2a) or, in a Supervillain Rumble, everyone (904.12b)."""
        return tuple(range(game.n_players)) if self.rumble else (self.archenemy,)

    def setup(self, game: Game) -> None:
        from casualmagic import DeckError

        if sum(h.name == "attack_direction" for h in game.hooks) > 1:
            raise ValueError("Archenemy brings its own multiplayer setup (904.2: Team vs. Team, "
                             "attack multiple players, shared team turns; 904.12a: Free-for-"
                             "All): don't give a --format")
        commander = any(h.name == "commander" for h in game.hooks)
        villains = self.seats(game)
        game.vset("ae.archenemies", villains)
        game.vset("ae.commander", commander and not self.rumble)
        names: list[tuple[str, ...] | None] = [None] * game.n_players
        if self.scheme_decks is not None:
            if len(self.scheme_decks) != game.n_players:
                raise DeckError(f"{game.n_players} players need {game.n_players} scheme deck "
                                f"entries (None for a player without one), got "
                                f"{len(self.scheme_decks)}")
            names = list(self.scheme_decks)
        for i, seat in enumerate(villains):
            if names[seat] is None:
                default = COMMANDER_SCHEME_DECK if commander else \
                    DEFAULT_SCHEME_DECKS[i % len(DEFAULT_SCHEME_DECKS)]
                names[seat] = tuple(scheme_deck_names(default))
        for seat, deck in enumerate(names):
            if deck is not None and seat not in villains:
                raise DeckError(f"seat {seat + 1} isn't the archenemy: only the archenemy has a "
                                "scheme deck (904.3)")
        decks = tuple(resolve_scheme_deck(d, s, commander) if d is not None else ()
                      for s, d in enumerate(names))
        rules.build_scheme_decks(game, decks)
        hooks = list(game.hooks)
        if commander and any(h.name == "commander" for h in hooks[hooks.index(self):]):
            return  # 904.13b replaces the 40 of 903.7 as the commander rules set it (on_event)
        for seat in range(game.n_players):
            self._starting_life(game, seat)

    def _starting_life(self, game: Game, seat: int) -> None:
        """904.5: 40 for the archenemy, 20 for the others; 904.13b: 60 for the archenemy and
        60 shared by the opposing team."""
        if game.vget("ae.commander"):
            life = COMMANDER_ARCHENEMY_LIFE if rules.is_archenemy(game, seat) \
                else COMMANDER_TEAM_LIFE
            rule = "904.13b"
        elif any(h.name == "commander" for h in game.hooks):
            return  # a Supervillain Rumble of Commander decks: 903.7's 40 for everyone
        else:
            life = ARCHENEMY_LIFE if rules.is_archenemy(game, seat) else OTHERS_LIFE
            rule = "904.12c" if self.rumble else "904.5"  # 904.12c: each one an archenemy
        game.player_w(seat).life = life
        game.vset("starting_life", (*((s, n) for s, n in game.vget("starting_life", ())
                                      if s != seat), (seat, life)))  # "starting life total"
        game.emit("starting_life", seat, {"player": game.players[seat].name, "life": life},
                  rule)

    def choose_starting_player(self, game: Game) -> int | None:
        """904.6: the archenemy takes the first turn; 904.12c: in a Supervillain Rumble the
        starting player is determined at random (103.1)."""
        if self.rumble:
            return None
        game.emit("archenemy_first", self.archenemy,
                  {"player": game.players[self.archenemy].name}, "904.6")
        return self.archenemy

    # -- 904.9, 904.10 ---------------------------------------------------------------------
    def turn_based_actions(self, game: Game, step: int) -> None:
        from casualmagic.engine.turn import first_main_phase

        if step == MAIN1 and first_main_phase(game):  # 904.9: "precombat main phase"
            rules.set_schemes_in_motion(game, game.active)
        event = {UPKEEP: "upkeep", DRAW: "draw_step", END: "end_step",
                 BEGIN_COMBAT: "beginning_of_combat", END_COMBAT: "end_of_combat",
                 MAIN2: "postcombat_main"}.get(step)
        if step == MAIN1 and first_main_phase(game):
            event = "precombat_main"
        if event is not None and rules.face_up(game):
            rules.step_triggers(game, event)
        if step == UNTAP and rules.face_up(game):
            rules.untap_during_opponents_untap(game)  # I Know All, I See All (502.3)
        elif step == UPKEEP and rules.face_up(game):
            rules.extra_land_plays(game, game.active)  # My Tendrils Run Deep (305.2)
        elif step == END_COMBAT:
            rules.end_of_combat(game)
        elif step == BLOCKERS and rules.face_up(game):
            rules.after_blockers(game)  # "attacks and isn't blocked" (509.1h)

    def turn_begins(self, game: Game, player: int) -> None:
        from casualmagic.formats.shared_turns import team_members

        for q in team_members(game, game.players[player].team) if game.options.teams else [player]:
            rules.next_turn_begins(game, q)
            rules.champions_end(game, q)

    def state_based_actions(self, game: Game) -> bool:
        return rules.non_ongoing_sba(game)

    def replacement_effects(self, game: Game) -> tuple[Any, ...]:
        if not rules.face_up(game):
            return ()
        out = rules.scheme_replacements(game)
        if game.vget("ae.chosen"):  # Imprison This Insolent Wretch
            out = (*out, *rules.chosen_players_permanents_dont_untap(game))
        return out

    def targets_chosen(self, game: Game, stack_oid: int) -> None:
        """Imprison This Insolent Wretch: "... becomes the target of a spell or ability"."""
        if game.vget("ae.chosen") and rules.face_up(game):
            players = {i for refs in game.objects[stack_oid].targets for k, i in refs
                       if k == "player"}
            rules.chosen_player_targeted_or_attacked(game, players)

    def attack_targets(self, game: Game, active: int, attacker: int
                       ) -> list[tuple[str, int]] | None:
        """Choose Your Champion: only its controller and the chosen player attack (508.1c)."""
        if (game.vget("ae.champion") or game.vget("ae.cant_attack")) and not rules.may_attack(
                game, game.objects[attacker].controller):
            return []
        if game.vget("ae.chosen") and rules.face_up(game):
            return rules.attack_targets_for(game, attacker)  # Bow to My Command
        return None

    def command_zone_sources(self, game: Game) -> tuple[int, ...]:
        return rules.face_up(game)  # 904.8

    def player_leaves(self, game: Game, player: int) -> None:
        rules.player_left(game, player)

    def on_event(self, game: Game, event: Event) -> None:
        if event.kind == "cast" and event.player is not None:
            if rules.face_up(game):
                rules.spell_cast(game, event.player, event.data.get("object"))
            if game.vget("ae.copy_spells"):  # My Wings Enfold All (603.7c)
                rules.copy_spells_cast(game, event.player, event.data.get("object"))
        elif event.kind == "damage" and event.data.get("combat") and \
                event.data.get("to_player") is not None and rules.face_up(game):
            rules.combat_damage_to(game, event.data["to_player"])  # I Am Untouchable
        elif event.kind == "attackers" and rules.face_up(game):
            rules.combat_triggers(game, "four_or_more_attack_you")
            if game.vget("ae.chosen") and game.combat is not None:  # "is attacked" (508.1)
                rules.chosen_player_targeted_or_attacked(
                    game, {game.combat.defending_player(a) for a, _ in game.combat.attackers})
        elif event.data.get("from") == "battlefield" and event.data.get("to") == "graveyard" \
                and game.vget("ae.linked"):
            rules.linked_creature_died(game, event.data.get("object"))
        elif event.kind == "life_set" and event.rule == "903.7" and event.player is not None:
            self._starting_life(game, event.player)  # 904.13b instead of 903.7's 40

    # -- presentation ----------------------------------------------------------------------
    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        if event.kind == "set_in_motion":
            kind = "an ongoing scheme" if d.get("ongoing") else "a scheme"
            return f"{d['player']} sets {kind} in motion: {d['scheme']}"
        if event.kind == "abandon":
            return f"{d['player']} abandons {d['scheme']}"
        if event.kind == "scheme_to_bottom":
            return f"{d['scheme']} is turned face down and put on the bottom of " \
                   f"{d['player']}'s scheme deck"
        if event.kind == "scheme_deck":
            return f"{d['player']}'s scheme deck: {d['cards']} cards face down in the command zone"
        if event.kind == "archenemy_first":
            return f"{d['player']}, the archenemy, takes the first turn"
        if event.kind == "starting_life":
            return f"{d['player']} starts at {d['life']} life"
        if event.kind == "no_scheme":
            return f"{d['player']} has no scheme left to set in motion"
        if event.kind == "no_schemes":
            return "Schemes can't be set in motion next turn"
        if event.kind == "plots":
            return f"The next time they would set a scheme in motion, they set {d['times']} instead"
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        return {"archenemy": {
            "archenemies": list(rules.archenemies(game)),
            "schemes": [{"name": game.objects[i].card.name, "owner": game.objects[i].owner,
                         "ongoing": rules.is_ongoing(game.objects[i].card)}
                        for i in rules.face_up(game)],
            "scheme_deck_sizes": [len(rules.scheme_deck(game, p.index)) for p in game.players],
        }}


class OpposingTeamLife(SharedLifeTotal):
    """904.13b-c: with the Archenemy Commander option the opposing team shares one life total
    (810.8-810.9); poison counters are not shared and each player loses at ten (704.5c)."""

    name = "archenemy_team_life"

    def __init__(self) -> None:
        super().__init__(0)

    def poison_limit(self, game: Game, player: int) -> int | None:
        return None  # 904.13c: the usual ten, for each player

    def life_team(self, game: Game, player: int) -> tuple[int, ...] | None:
        if not game.vget("ae.commander") or rules.is_archenemy(game, player):
            return None
        return super().life_team(game, player)

    def on_event(self, game: Game, event: Event) -> None:
        if game.vget("ae.commander") and event.kind in ("life", "damage"):
            who = event.player if event.kind == "life" else event.data.get("to_player")
            if who is not None and not rules.is_archenemy(game, who):
                super().on_event(game, event)

    def _share_poison(self, game: Game, who: int | None, change: int) -> None:
        """904.13c: poison counters are not shared."""


def make_hooks(opts: dict[str, Any]) -> list[Variant]:
    from casualmagic.formats.attack_direction import AttackDirection
    from casualmagic.formats.shared_turns import SharedTeamTurns

    hook = Archenemy.from_options(opts)
    if hook.rumble:  # 904.12a: Free-for-All, attack multiple players, no other option
        return [hook, AttackDirection("multiple")]
    # 904.2: Team vs. Team, attack multiple players and shared team turns
    return [hook, SharedTeamTurns(), AttackDirection("multiple"), OpposingTeamLife()]


def game_fields(n: int, opts: dict[str, Any]) -> dict[str, Any]:
    """The teams of the default setup (904.2a-b): the archenemy alone on one team, everyone
    else on the other; none in a Supervillain Rumble (904.12a, 806)."""
    if n < 2:
        raise ValueError("an Archenemy game needs at least two players (904.2)")
    if opts.get("rumble"):
        return {"extra": (("format", "ffa"),)}
    villain = int(opts.get("archenemy", 0) or 0)
    if not 0 <= villain < n:
        raise ValueError(f"the archenemy's seat must be 1 to {n}, not {villain + 1} (904.2a)")
    return {"teams": tuple(0 if s == villain else 1 for s in range(n)),
            "extra": (("format", "team-vs-team"),)}


def register_variant() -> None:
    from casualmagic.variants import VariantSpec, duel_decks, register

    register(VariantSpec("archenemy", "Archenemy (CR 904): one archenemy with a scheme deck "
                         "against a team; Supervillain Rumble with rumble=True.",
                         make_hooks=make_hooks, default_decks=duel_decks, supplement=True,
                         game_fields=game_fields, own_format=True))


def _validate(deck: Any, db: Any) -> list[Any]:
    """``casualmagic validate --variant archenemy``: the scheme deck section (904.3)."""
    from casualmagic.decks.validate import DeckProblem

    names = deck.expanded("scheme")
    if not names:
        return [DeckProblem("904.3", "an archenemy needs a scheme deck (a 'Schemes' section of "
                            "at least twenty scheme cards)", code="scheme-deck")]
    return [DeckProblem(rule, msg, code="scheme-deck") for rule, msg in validate_scheme_deck(names)]


def _register_validator() -> None:
    from casualmagic.decks.validate import register_validator

    register_validator("archenemy", _validate, supplement=True, sections=("scheme",),
                       description="Archenemy scheme deck (904.3)")


_register_validator()


def cli_options(variant: str, players: int, rumble: bool, scheme_decks: Sequence[str]
                ) -> dict[str, Any]:
    """``casualmagic play archenemy --rumble --scheme-deck FILE``: the variant's options,
    one scheme deck per archenemy (the archenemy of seat 1, or every seat in a Rumble)."""
    if "archenemy" not in variant.split("+"):
        raise ValueError("--rumble and --scheme-deck are options of Archenemy (CR 904): "
                         "use casualmagic play archenemy")
    villains = players if rumble else 1
    out: dict[str, Any] = {"rumble": True} if rumble else {}
    if scheme_decks:
        if len(scheme_decks) != villains:
            raise ValueError(f"give one --scheme-deck per archenemy ({villains}), not "
                             f"{len(scheme_decks)} (904.3)")
        out["scheme_decks"] = list(scheme_decks) + [None] * (players - villains)
    return out
