"""Planechase composed with Commander (docs/architecture.md "Variants are plug-ins, composable"):
Commander decks, 40 life and the command-zone commanders (903), plus planar decks (901)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import casualmagic
from casualmagic.cli import app
from casualmagic.variants import get_variant
from casualmagic.variants.planechase import rules


def started(variant: str, seed: int = 1):
    game = casualmagic.new_game(variant, players=4, seed=seed)
    game.choose(game.pending.options[0])
    while game.pending.kind == "mulligan":
        game.choose(("keep",))
    return game


@pytest.mark.parametrize("variant", ["planechase+commander", "commander+planechase"])
def test_901_planechase_with_commander_has_both_variants_rules(variant):
    game = started(variant)
    assert {h.name for h in game.hooks} >= {"planechase", "commander"}
    assert [p.life for p in game.players] == [40] * 4  # 903.7
    assert all(len(d) >= 99 for d in game.vget("deck_names"))  # Commander decks (903.5a)
    assert len(rules.face_up(game)) == 1  # the starting plane (901.5)
    planar = {i for seat in range(4) for i in rules.planar_deck(game, seat)}
    commanders = [i for i in game.command if i not in planar
                  and i != rules.face_up(game)[0][0]]
    assert len(commanders) >= 4  # each player's commander in the command zone (903.6)
    assert all("Legendary" in game.objects[i].card.supertypes for i in commanders)


def test_901_combined_variant_takes_the_main_variants_decks_and_all_hooks():
    spec = get_variant("planechase+commander")
    assert spec.default_decks is get_variant("commander").default_decks
    assert get_variant("commander+planechase").default_decks is spec.default_decks
    assert [h.name for h in spec.make_hooks({})] == ["planechase", "commander"]
    with pytest.raises(KeyError):
        get_variant("planechase+nonsense")


@pytest.mark.parametrize("args", [["planechase", "--variant", "commander"],
                                  ["commander", "--variant", "planechase"]])
def test_901_play_cli_planechase_with_commander(args, tmp_path):
    save = tmp_path / "game.json"
    out = CliRunner().invoke(app, ["play", *args, "-n", "4", "--agent", "random",
                                   "--max-turns", "3", "--seed", "2", "--save", str(save)])
    assert out.exit_code == 0, out.output
    assert "starting plane  (901.5)" in out.output and "(103.2c)" in out.output
    again = CliRunner().invoke(app, ["replay", str(save)])
    assert again.exit_code == 0 and "replay verified" in again.output
