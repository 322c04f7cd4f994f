"""Replay files (docs/architecture.md "Determinism"): a game's recipe and choices on disk.

Replay files (``casualmagic play --save``) are JSON Lines, written as the game
goes so that a game cut short (Ctrl-C, closed input, a crash) keeps every choice
made (:class:`ReplayWriter`):

* line 1, the recipe: ``{"format": "casualmagic-replay", "version": 2, "variant",
  "seed", "decks", "options", "game_format", "format_options", "seating"}`` — the
  decks in the order they were given, before any random seating (806.3, 807.3),
  and the seating the game drew, so a replay seats everyone the same way;
* one line per choice, as a JSON array: ``["cast", 177]``;
* last, ``{"end": {"choices", "events", "log_sha256", "result"}}`` when the game
  ended, or ``{"stopped": reason}`` when it was interrupted.  A file without
  either was cut off (the process was killed); it replays up to its last choice.

Version 1 files (one JSON object, written at the end of a game) are still read
(:func:`read_replay`).  Every value of a file is checked before a game is made
from it: a wrong one is a :class:`ReplayError` naming the field.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import casualmagic
from casualmagic.core.decisions import EngineError, Option
from casualmagic.engine.replay import ReplayError, check_choice, short_value
from casualmagic.formats.seating import random_seating

if TYPE_CHECKING:
    from casualmagic.engine.game import Game

REPLAY_FORMAT = "casualmagic-replay"
REPLAY_VERSION = 2
READABLE_VERSIONS = (1, 2)


# -- the recipe of a game -----------------------------------------------------------------------

@dataclass(frozen=True)
class ReplayRecipe:
    """What makes a game before its first choice: variant, seed, decks and options.

    ``decks`` are in the order they were given; ``seating`` is the random seating
    the game drew from its seed (806.3, 807.3: ``seating[seat]`` = the index of the
    player given who sits there), or None when the players sat as given (800.5).
    """

    variant: str
    seed: int
    decks: tuple[tuple[str, ...], ...]
    options: dict[str, Any] = field(default_factory=dict)
    game_format: str | None = None
    format_options: dict[str, Any] | None = None
    seating: tuple[int, ...] | None = None

    @classmethod
    def of(cls, game: Game, variant: str, options: dict[str, Any] | None = None,
           game_format: str | None = None, format_options: dict[str, Any] | None = None
           ) -> ReplayRecipe:
        """The recipe of ``game`` (just created by ``new_game`` with these arguments)."""
        seating = game_seating(game)
        seat_decks = [tuple(d) for d in game.vget("deck_names")]
        decks = list(seat_decks)
        if seating is not None:  # back to the order given: seat s holds the seating[s]-th deck
            for seat, given in enumerate(seating):
                decks[given] = seat_decks[seat]
        fmt_options = dict(format_options or {})
        if game_format is not None:  # said outright, so a changed default can't reseat a replay
            fmt_options["seating"] = "random" if seating is not None else "given"
        return cls(variant, game.seed, tuple(decks), dict(options or {}), game_format,
                   fmt_options if game_format is not None else None, seating)

    def new_game(self) -> Game:
        """The game before its first choice; :class:`ReplayError` if it can't be made or
        its seating is not the recorded one."""

        try:
            game = casualmagic.new_game(self.variant, decks=[list(d) for d in self.decks],
                                        seed=self.seed, players=len(self.decks),
                                        options=dict(self.options), allow_partial=True,
                                        format=self.game_format,
                                        format_options=self.format_options)
        except (KeyError, ValueError, EngineError) as e:
            raise ReplayError(f"the recorded game can't be set up: "
                              f"{e.args[0] if e.args else e}") from None
        if game_seating(game) != self.seating:
            raise ReplayError(f"the seating drawn from the seed is {game_seating(game)}, "
                              f"not the recorded {self.seating} (806.3)")
        return game

    def header(self) -> dict[str, Any]:
        return {"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "variant": self.variant,
                "players": len(self.decks), "seed": self.seed,
                "decks": [list(d) for d in self.decks], "options": self.options,
                "game_format": self.game_format, "format_options": self.format_options,
                "seating": list(self.seating) if self.seating is not None else None}


def game_seating(game: Game) -> tuple[int, ...] | None:
    """The random seating of a game (806.3, 807.3), or None if the players sat as given."""
    order = dict(game.options.extra).get("seating")
    return tuple(order) if order is not None else None  # type: ignore[arg-type]


# -- writing, as the game goes ---------------------------------------------------------------------

class ReplayWriter:
    """Writes a replay file line by line: the recipe, then each choice as it is made.

    Every line is flushed as soon as it is written, so the file holds every choice
    made even if the process is killed.  Raises :class:`ReplayError` (a sentence) if
    the file can't be written.
    """

    def __init__(self, path: Path, recipe: ReplayRecipe) -> None:
        self.path = path
        self.written = 0
        try:
            self.file: IO[str] | None = open(path, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as e:
            raise ReplayError(f"cannot write the replay file: {file_problem(path, e)}") from None
        self._line(recipe.header())

    def record(self, game: Game) -> None:
        """Write the choices made since the last call."""
        new = game.n_choices - self.written
        if new <= 0:
            return
        node, made = game.choices, []
        for _ in range(new):
            made.append(node[0][1])
            node = node[1]
        for option in reversed(made):
            self._line(option, flush=False)
        self.written = game.n_choices
        self._flush()

    def finish(self, game: Game) -> None:
        """The end record: how the game ended and its log's digest (for verification)."""
        self.record(game)
        result = game.result
        self._line({"end": {"choices": self.written, "events": len(game.events),
                            "log_sha256": game.log_digest(),
                            "result": result.reason if result else None,
                            "winners": list(result.winners) if result else []}})
        self.close(sync=True)

    def stop(self, game: Game, reason: str) -> None:
        """The game was cut short (``reason``): keep what was played."""
        if self.file is None:
            return
        self.record(game)
        self._line({"stopped": reason})
        self.close(sync=True)

    def close(self, sync: bool = False) -> None:
        if self.file is None:
            return
        try:
            if sync:
                self.file.flush()
                os.fsync(self.file.fileno())
            self.file.close()
        except OSError as e:
            raise ReplayError(f"cannot write the replay file: {file_problem(self.path, e)}") from None
        finally:
            self.file = None

    def _line(self, value: Any, flush: bool = True) -> None:
        assert self.file is not None
        try:
            self.file.write(json.dumps(value, separators=(",", ":")) + "\n")
        except OSError as e:
            raise ReplayError(f"cannot write the replay file: {file_problem(self.path, e)}") from None
        if flush:
            self._flush()

    def _flush(self) -> None:
        assert self.file is not None
        try:
            self.file.flush()
        except OSError as e:
            raise ReplayError(f"cannot write the replay file: {file_problem(self.path, e)}") from None


def check_writable(path: Path) -> None:
    """:class:`ReplayError` now, before a game is played, if ``path`` can't be written."""
    if path.is_dir():
        raise ReplayError(f"cannot write the replay file: {path} is a directory")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise ReplayError(f"cannot write the replay file {path}: no such directory {parent}")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise ReplayError(f"cannot write the replay file {path}: permission denied")


def file_problem(path: Path, error: OSError) -> str:
    """An OS error as a sentence (not ``[Errno 21] ...``)."""
    if isinstance(error, FileNotFoundError):
        return f"no such file or directory: {path}"
    if isinstance(error, IsADirectoryError):
        return f"{path} is a directory"
    if isinstance(error, PermissionError):
        return f"{path}: permission denied"
    return f"{path}: {(error.strerror or str(error)).lower()}"


# -- reading ---------------------------------------------------------------------------------------

@dataclass
class ReplayFile:
    """A replay file as read: its recipe, its choices and how it ends.

    ``end`` is the end record of a finished game (``choices``, ``log_sha256``…);
    ``stopped`` the reason a game was cut short; both None if the file was cut off.
    """

    recipe: ReplayRecipe
    choices: list[Option]
    end: dict[str, Any] | None = None
    stopped: str | None = None
    version: int = REPLAY_VERSION
    cut_line: bool = False
    """True when the last line was cut off mid-write (it is left out)."""

    @property
    def complete(self) -> bool:
        return self.end is not None


def read_replay(path: Path) -> ReplayFile:
    """Read a replay file (version 1 or 2); :class:`ReplayError` (a sentence) if it can't
    be read or any of its values is of the wrong kind."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ReplayError(f"{path} is not a replay file (not text)") from None
    except OSError as e:
        if isinstance(e, FileNotFoundError):
            raise ReplayError(f"no such replay file: {path}") from None
        raise ReplayError(f"cannot read the replay file: {file_problem(path, e)}") from None
    lines = text.splitlines()
    first = _json(lines[0] if lines else "", path, 1)
    if not isinstance(first, dict) or first.get("format") != REPLAY_FORMAT:
        raise ReplayError(f"{path} is not a casualmagic replay file")
    version = first.get("version")
    if version not in READABLE_VERSIONS:
        raise ReplayError(f"{path} has replay format version {version!r}; this casualmagic "
                          f"reads versions {', '.join(map(str, READABLE_VERSIONS))}")
    if version == 1:
        return _read_v1(first, path)
    return _read_v2(first, lines[1:], text.endswith("\n"), path)


def _json(line: str, path: Path, n: int) -> Any:
    try:
        return json.loads(line)
    except ValueError as e:
        raise ReplayError(f"{path} is not a replay file (line {n} is not JSON: {e})") from None


def _read_v2(header: dict[str, Any], lines: list[str], ends_in_newline: bool,
             path: Path) -> ReplayFile:
    recipe = _recipe(header, path, seating=_seating(header.get("seating"), path))
    out = ReplayFile(recipe, [], version=2)
    for n, line in enumerate(lines, 2):
        last = n == len(lines) + 1
        if out.end is not None or out.stopped is not None:
            raise ReplayError(f"{path}:{n}: a line after the game's last record")
        try:
            value = json.loads(line)
        except ValueError:
            if last and not ends_in_newline:  # cut off mid-write: the game stopped there
                out.cut_line = True
                break
            raise ReplayError(f"{path}:{n}: not a JSON line") from None
        if isinstance(value, dict):
            _closing(value, out, path, n)
            continue
        try:
            out.choices.append(check_choice(value, len(out.choices) + 1))
        except ReplayError as e:
            raise ReplayError(f"{path}:{n}: {e}") from None
    return out


def _closing(value: dict[str, Any], out: ReplayFile, path: Path, n: int) -> None:
    if "stopped" in value:
        out.stopped = str(value["stopped"])
        return
    end = value.get("end")
    if not isinstance(end, dict) or not isinstance(end.get("log_sha256"), str) \
            or not _is_int(end.get("choices")):
        raise ReplayError(f"{path}:{n}: not a choice nor an end record")
    if end["choices"] != len(out.choices):
        raise ReplayError(f"{path}: the end record counts {end['choices']} choices, the file "
                          f"has {len(out.choices)}")
    out.end = end


def _read_v1(data: dict[str, Any], path: Path) -> ReplayFile:
    """Version 1: the whole game in one object, its decks in seat order (so a randomly
    seated game's decks are put back in the order given: the seed seats them again)."""
    missing = [k for k in ("variant", "seed", "decks", "choices", "log_sha256") if k not in data]
    if missing:
        raise ReplayError(f"{path} is corrupt: missing {', '.join(missing)}")
    if not isinstance(data["choices"], list):
        raise ReplayError(f"{path}: 'choices' is {short_value(data['choices'])}, not a list of choices")
    if not isinstance(data["log_sha256"], str):
        raise ReplayError(f"{path}: 'log_sha256' is {short_value(data['log_sha256'])}, not a digest")
    fmt_options = data.get("format_options")
    seating = None
    if data.get("game_format") is not None and isinstance(fmt_options, dict):
        fmt_options = {**fmt_options, "seating": fmt_options.get("seating") or "given"}
        if fmt_options["seating"] == "random":

            seed = _int_field(data, "seed", path)
            decks = _decks(data.get("decks"), path)
            seating = random_seating(seed, len(decks))
            given = [list(d) for d in decks]
            for seat, index in enumerate(seating):
                given[index] = list(decks[seat])
            data = {**data, "decks": given}
    recipe = _recipe({**data, "format_options": fmt_options}, path, seating=seating)
    choices = []
    for n, value in enumerate(data["choices"], 1):
        choices.append(check_choice(value, n))
    end = {"choices": len(choices), "log_sha256": data["log_sha256"]}
    return ReplayFile(recipe, choices, end=end, version=1)


def _recipe(data: dict[str, Any], path: Path, seating: tuple[int, ...] | None) -> ReplayRecipe:
    variant = data.get("variant")
    if not isinstance(variant, str) or not variant:
        raise ReplayError(f"{path}: 'variant' is {short_value(variant)}, not a variant name")
    decks = _decks(data.get("decks"), path)
    if seating is not None and sorted(seating) != list(range(len(decks))):
        raise ReplayError(f"{path}: 'seating' {list(seating)} is not a seating of "
                          f"{len(decks)} players")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ReplayError(f"{path}: 'options' is {short_value(options)}, not an object")
    if "max_turns" in options and not (_is_int(options["max_turns"]) and options["max_turns"] > 0):
        raise ReplayError(f"{path}: 'max_turns' is {short_value(options['max_turns'])}, not a "
                          "number of turns")
    game_format = data.get("game_format")
    if game_format is not None and not isinstance(game_format, str):
        raise ReplayError(f"{path}: 'game_format' is {short_value(game_format)}, not a format name")
    fmt_options = data.get("format_options")
    if fmt_options is not None:
        _format_options(fmt_options, path)
    return ReplayRecipe(variant, _int_field(data, "seed", path), decks, options, game_format,
                        fmt_options, seating)


_FORMAT_OPTION_TYPES: dict[str, tuple[type, ...]] = {
    "range": (int,), "teams": (int,), "attack": (str,), "deploy": (bool,), "seating": (str,)}


def _format_options(value: Any, path: Path) -> None:
    if not isinstance(value, dict):
        raise ReplayError(f"{path}: 'format_options' is {short_value(value)}, not an object")
    for key, v in value.items():
        kinds = _FORMAT_OPTION_TYPES.get(key)
        if kinds is None:
            raise ReplayError(f"{path}: unknown format option {key!r}")
        if v is not None and (not isinstance(v, kinds) or (bool not in kinds and isinstance(v, bool))):
            raise ReplayError(f"{path}: format option {key!r} is {short_value(v)}, not a "
                              f"{'number' if int in kinds else 'name' if str in kinds else 'yes/no'}")


def _decks(value: Any, path: Path) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list) or len(value) < 2 or not all(
            isinstance(d, list) and d and all(isinstance(c, str) for c in d) for d in value):
        raise ReplayError(f"{path}: 'decks' is {short_value(value)}, not a list of two or more "
                          "decks (each a list of card names)")
    return tuple(tuple(d) for d in value)


def _seating(value: Any, path: Path) -> tuple[int, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(_is_int(i) for i in value):
        raise ReplayError(f"{path}: 'seating' is {short_value(value)}, not a list of seat numbers")
    return tuple(value)


def _int_field(data: dict[str, Any], key: str, path: Path) -> int:
    value = data.get(key)
    if not _is_int(value):
        raise ReplayError(f"{path}: '{key}' is {short_value(value)}, not an integer")
    return value  # type: ignore[no-any-return]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
