"""Multiplayer formats (CR section 8): the variants of 806–811 and the options of 801–805.

A game is created with one format (800.2: one variant, any options)::

    casualmagic.new_game(decks=..., format="2hg")
    casualmagic.new_game(players=6, format="ffa", format_options={"range": 1, "attack": "left"})

Each rule lives in its own module and reaches the engine only through the
hooks of :mod:`casualmagic.core.hooks` — the engine never names a format:

* :mod:`.range_of_influence` — 801 limited range of influence (``range``);
* :mod:`.attack_direction` — 802 attack multiple players, 803 attack left /
  right (``attack``), 809.3c and 811.4 attacking only neighbours;
* :mod:`.deploy` — 804 deploy creatures (``deploy``);
* :mod:`.shared_turns` — 805 shared team turns;
* :mod:`.grand_melee` — 807.4–807.5 turn markers: several turns at once;
* :mod:`.teams` — going first and losing as a team (808.4, 809.4–5, 810.8a);
* :mod:`.two_headed_giant` — 810 shared life total and poison counters.

Seating is the order of the decks given (800.5: "any mutually agreeable
method") or, with ``seating="random"``, a random one (806.3, 807.3; see
:mod:`.seating`).  Teams
follow from the seating: teammates sit together (808.2, 809.2, 810.3) or
alternate (811.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

OPTION_NAMES = ("range", "attack", "deploy", "teams", "seating")
"""The options a format takes (``--range N``, ``--attack``, ``--deploy``, ``--teams N``,
``--random-seating``)."""


@dataclass(frozen=True)
class FormatSpec:
    """One multiplayer variant of CR section 8 and its default options."""

    name: str
    rule: str
    description: str
    default_players: int
    min_players: int
    seating: str  # "individual", "together" (808.2, 809.2, 810.3) or "alternating" (811.3)
    team_size: int | None = None  # fixed team size (809.1 three, 810.1 two)
    attack: str = "multiple"
    range: int | None = None
    deploy: bool | None = False  # None: the option can't be used (806.2c, 807.2c)
    shared_turns: bool = False


FORMATS: dict[str, FormatSpec] = {}


def _register(spec: FormatSpec) -> None:
    FORMATS[spec.name] = spec


_register(FormatSpec("ffa", "806", "Free-for-All: everyone for themselves.", 4, 3, "individual",
                     deploy=None))
_register(FormatSpec("grand-melee", "807", "Grand Melee: Free-for-All for many players, "
                     "range of influence 1, attack left.", 10, 5, "individual", attack="left",
                     range=1, deploy=None))
_register(FormatSpec("team-vs-team", "808", "Team vs. Team: teams seated together.", 4, 4,
                     "together"))
_register(FormatSpec("emperor", "809", "Emperor: teams of three, the emperor in the middle.", 6, 6,
                     "together", team_size=3, attack="adjacent", deploy=True))
_register(FormatSpec("2hg", "810", "Two-Headed Giant: two teams of two sharing turns and a life "
                     "total.", 4, 4, "together", shared_turns=True))
_register(FormatSpec("alternating-teams", "811", "Alternating Teams: teammates never sit "
                     "together.", 4, 4, "alternating", attack="adjacent", range=2))


def get_format(name: str) -> FormatSpec:
    if name not in FORMATS:
        raise KeyError(f"unknown format {name!r} (known: {', '.join(FORMATS)})")
    return FORMATS[name]


def team_layout(spec: FormatSpec, n: int, n_teams: int | None) -> tuple[int, ...]:
    """Each seat's team (808.2, 809.2, 810.3 together; 811.3 alternating; 806 alone)."""
    if spec.seating == "individual":
        return ()
    if spec.shared_turns:  # 810.1: two teams; 810.11: of two, three (Three-Headed Giant)...
        if n % 2:
            raise ValueError(f"Two-Headed Giant needs two teams of equal size (CR 810.1, 810.11), "
                             f"not {n} players")
        k = 2
    elif spec.team_size is not None and n_teams:  # 809.6: any number of equal teams
        if n % n_teams or n_teams < 2 or n // n_teams < spec.team_size:
            raise ValueError(f"{spec.name} needs equal teams of {spec.team_size} or more "
                             f"players (CR {spec.rule}.6): {n} players, {n_teams} teams")
        k = n_teams
    elif spec.team_size is not None:
        if n % spec.team_size or n // spec.team_size < 2:
            raise ValueError(f"{spec.name} needs two or more teams of {spec.team_size} players "
                             f"(CR {spec.rule}.1), not {n} players")
        k = n // spec.team_size
    else:
        k = n_teams or 2
    if k < 2 or n < 2 * k:
        raise ValueError(f"{n} players can't form {k} teams of two or more")
    if spec.seating == "alternating":
        if n % k:
            raise ValueError(f"Alternating Teams needs teams of equal size (CR 811.1): "
                             f"{n} players, {k} teams")
        return tuple(i % k for i in range(n))
    size, extra = divmod(n, k)
    out: list[int] = []
    for t in range(k):
        out.extend([t] * (size + (1 if t < extra else 0)))
    return tuple(out)


def emperor_seats(teams: tuple[int, ...]) -> tuple[int, ...]:
    """CR 809.2: each team's emperor sits in the middle of it (809.6a's example for an
    even team: the second seat of four)."""
    out = []
    for t in sorted(set(teams)):
        seats = [i for i, x in enumerate(teams) if x == t]
        out.append(seats[(len(seats) - 1) // 2])
    return tuple(out)


def emperor_ranges(teams: tuple[int, ...], emperors: tuple[int, ...]) -> tuple[int, ...]:
    """CR 809.6a: each general's range is the least that reaches one general of an opposing
    team, each emperor's the least that reaches two (809.3a: 1 and 2 for teams of three)."""
    n = len(teams)

    def dist(a: int, b: int) -> int:
        return min((a - b) % n, (b - a) % n)

    out = []
    for seat in range(n):
        foes = sorted(dist(seat, q) for q in range(n)
                      if teams[q] != teams[seat] and q not in emperors)
        need = 2 if seat in emperors else 1
        out.append(foes[need - 1] if len(foes) >= need else foes[-1])
    return tuple(out)


def build_format(name: str, n: int, options: dict[str, Any] | None = None, seed: int = 0
                 ) -> tuple[dict[str, Any], list[Variant]]:
    """The :class:`GameOptions` fields and the hooks of format ``name`` for ``n`` players.

    With random seating (806.3, 807.3) ``fields["extra"]`` holds ``("seating", order)``:
    the caller seats the player given ``order[seat]``-th in each seat."""
    from casualmagic.formats.attack_direction import MODES, AttackDirection
    from casualmagic.formats.deploy import DeployCreatures
    from casualmagic.formats.range_of_influence import RangeOfInfluence
    from casualmagic.formats.seating import SEATINGS, RandomSeating, random_seating, seating_rule
    from casualmagic.formats.shared_turns import SharedTeamTurns
    from casualmagic.formats.teams import EmperorTeams, TeamLosesTogether, TeamVsTeamStart
    from casualmagic.formats.two_headed_giant import SharedLifeTotal, team_life

    spec = get_format(name)
    opts = {k: v for k, v in (options or {}).items() if v is not None}
    unknown = set(opts) - set(OPTION_NAMES)
    if unknown:
        raise ValueError(f"unknown format option(s): {', '.join(sorted(unknown))}")
    if n < spec.min_players:
        raise ValueError(f"{spec.name} needs at least {spec.min_players} players (CR {spec.rule})")
    teams = team_layout(spec, n, opts.get("teams"))
    fields: dict[str, Any] = {"teams": teams, "extra": (("format", name),)}
    hooks: list[Variant] = []
    seating = opts.get("seating", default_seating(name))
    if seating not in SEATINGS:
        raise ValueError(f"seating must be given or random, not {seating!r}")
    if seating == "random":  # 806.3, 807.3
        order = random_seating(seed, n)
        fields["extra"] += (("seating", order),)
        hooks.append(RandomSeating(order, seating_rule(name)))
    attack = opts.get("attack", spec.attack)
    if attack not in MODES[:3] and attack != spec.attack:
        raise ValueError(f"--attack must be left, right or multiple, not {attack!r}")
    if spec.name in ("emperor", "alternating-teams") and attack == "multiple":
        attack = "adjacent"  # 809.3c, 811.4: only neighbours, whatever the option
    if spec.name == "grand-melee" and attack == "multiple":
        raise ValueError("the attack multiple players option isn't used in Grand Melee "
                         "(CR 807.2c): use --attack left or right")
    if spec.shared_turns and attack != "multiple":
        raise ValueError("shared team turns use their own combat rules (CR 805.10): no --attack")
    hooks.append(AttackDirection(attack))
    rng = opts.get("range", spec.range)
    if rng is not None:
        rng = int(rng)
        if rng < 1:
            raise ValueError("a range of influence is at least 1 seat (CR 801.2a)")
    if spec.name == "emperor":
        emperors = emperor_seats(teams)
        hooks.append(EmperorTeams(emperors))
        ranges = (tuple(rng if s in emperors else 1 for s in range(n)) if rng is not None
                  else emperor_ranges(teams, emperors))  # 809.3a, 809.6a
        hooks.append(RangeOfInfluence(ranges))
    elif rng is not None:
        hooks.append(RangeOfInfluence(tuple(rng for _ in range(n))))  # 806.2a: the same for all
    deploy = opts.get("deploy", spec.deploy)
    if deploy and spec.deploy is None:
        raise ValueError(f"the deploy creatures option isn't used in {spec.name} "
                         f"(CR {spec.rule}.2c; 804.1: team variants only)")
    if deploy:
        hooks.append(DeployCreatures())
    if spec.name == "grand-melee":
        from casualmagic.formats.grand_melee import GrandMelee

        hooks.append(GrandMelee())  # 807.4–807.5 turn markers, several stacks
    if spec.name == "team-vs-team":
        hooks.append(TeamVsTeamStart())
    if spec.shared_turns:
        size = n // 2
        hooks.append(SharedTeamTurns())
        hooks.append(SharedLifeTotal(size))
        hooks.append(TeamLosesTogether())
        fields["starting_life"] = team_life(size)  # 810.4
        fields["skip_first_draw"] = True  # 810.6 (800.7)
    else:
        fields["skip_first_draw"] = False  # 800.7: no skipped draw in multiplayer
    return fields, hooks


def default_seating(name: str) -> str:
    """Grand Melee seats the players at random (807.3); the other formats keep the order
    the decks are given in unless told (800.5: any mutually agreeable method)."""
    return "random" if name == "grand-melee" else "given"


def format_of(game: Game) -> str | None:
    return dict(game.options.extra).get("format")  # type: ignore[return-value]


def seating_lines(game: Game) -> list[str]:
    """The seating and teams at game start, as the CLI prints them (800.5)."""
    name = format_of(game)
    lines = []
    if name:
        spec = FORMATS[name]
        lines.append(f"Format: {spec.description} (CR {spec.rule})")
    ranges = {}
    emperors: tuple[int, ...] = ()
    attack = "multiple"
    for h in game.hooks:
        ranges = getattr(h, "ranges", ranges)
        emperors = getattr(h, "emperors", emperors)
        attack = getattr(h, "mode", attack)
    rules = [f"attack {attack}"] + (["deploy creatures"] if any(
        h.name == "deploy" for h in game.hooks) else [])
    lines.append("Options: " + ", ".join(rules))
    for p in game.players:
        parts = [f"seat {p.index + 1}: {p.name}"]
        if game.options.teams:
            parts.append(f"team {p.team + 1}")
        if p.index in emperors:
            parts.append("emperor")
        if ranges:
            parts.append(f"range of influence {ranges[p.index]}")
        lines.append("  " + ", ".join(parts))
    if game.options.teams:
        for t in sorted(set(game.options.teams)):
            lines.append("  " + game.options.team_name(t))
    return lines


__all__ = ["FORMATS", "FormatSpec", "build_format", "get_format", "seating_lines"]
