"""A token copy of a target permanent (707.2, 111.1), "except it's an artifact in addition to
its other types" (707.9b) — compiled definitions checked by hand against the oracle text,
then played (compiler/token_copies.py, effects/token_creation.py)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler import compiled
from tests.scenario import Scenario

ORACLE = ("cost", "type", "text", "pt", "loyalty")

GOLDEN_TARGET_TOKEN_COPIES: dict[str, dict] = {
    # "Choose one — • Create a token that's a copy of target artifact. • Create a token
    # that's a copy of target creature, except it's an artifact in addition to its other
    # types."
    "Saheeli's Artistry": {
        "modes": [{"text": "Create a token that's a copy of target artifact.",
                   "spell": [{"do": "create_token_copy", "who": "you", "what": 0}],
                   "targets": ["artifact"]},
                  {"text": "Create a token that's a copy of target creature, except it's an "
                           "artifact in addition to its other types.",
                   "spell": [{"do": "create_token_copy", "who": "you",
                              "add_types": ["Artifact"], "what": 0}],
                   "targets": ["creature"]}]},
    # "Create a token that's a copy of target creature you control. / Flashback {5}{U}{U}"
    "Cackling Counterpart": {
        "flashback": "{5}{U}{U}",
        "spell": [{"do": "create_token_copy", "who": "you", "what": 0}],
        "targets": ["creature you control"]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_TARGET_TOKEN_COPIES))
def test_707_2_golden_target_token_copies(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE and k != "choose"}
    assert fields == GOLDEN_TARGET_TOKEN_COPIES[name]


def test_707_9b_artifact_in_addition_is_a_copiable_value() -> None:
    """The creature mode: the token is a Grizzly Bears that is also an artifact; the original
    is unchanged."""
    s = Scenario()
    game = s.game
    s.lands(0, *["Island"] * 6)
    bears = s.add(1, "Grizzly Bears")
    s.hand(0, "Saheeli's Artistry")
    card = s.in_zone(0, "Saheeli's Artistry", "hand")
    from tests.scenario import option

    game.choose(option(game, "cast", card))
    while game.pending is not None and game.pending.kind != "priority":
        d = game.pending
        if d.kind == "target":
            game.choose(("target", "object", bears))
        elif d.kind in ("mode", "modes", "choose_mode") or any(
                isinstance(o, tuple) and o and o[0] == "mode" for o in d.options):
            game.choose(next(o for o in d.options if isinstance(o, tuple) and 1 in o[1:]))
        else:
            game.choose(0)
    s.resolve()
    (token,) = [o for o in game.permanents(0) if o.card.name == "Grizzly Bears"]
    assert token.card.is_token and {"Artifact", "Creature"} <= set(token.card.types)
    assert "Artifact" not in game.objects[bears].card.types


def test_707_2_cackling_counterpart_copies_your_creature() -> None:
    s = Scenario()
    game = s.game
    s.lands(0, *["Island"] * 3)
    s.add(0, "Grizzly Bears")
    s.hand(0, "Cackling Counterpart")
    s.cast(0, "Cackling Counterpart")  # its one legal target, chosen alone
    s.resolve()
    assert len([o for o in game.permanents(0) if o.card.name == "Grizzly Bears"]) == 2


GOLDEN_HASTY_TOKEN_COPIES: dict[str, dict] = {
    # "{2}{R}, {T}: Create a token that's a copy of target creature card in your graveyard,
    # except it's an artifact in addition to its other types. It gains haste. Sacrifice it at
    # the beginning of the next end step."
    "Feldon of the Third Path": {
        "abilities": [{"cost": "{2}{R}, {T}",
                       "effects": [{"do": "token_copy_with_haste_until_end_step",
                                    "haste": "permanent", "then": "sacrifice",
                                    "add_types": ["Artifact"], "what": 0}],
                       "text": "{2}{R}, {T}: Create a token that's a copy of target creature "
                               "card in your graveyard, except it's an artifact in addition "
                               "to its other types. It gains haste. Sacrifice it at the "
                               "beginning of the next end step.",
                       "targets": ["creature card in your graveyard"]}]},
    # "{7}: Create a token that's a copy of target artifact. That token gains haste. Exile it
    # at the beginning of the next end step."
    "Cogwork Assembler": {
        "abilities": [{"cost": "{7}",
                       "effects": [{"do": "token_copy_with_haste_until_end_step",
                                    "haste": "permanent", "then": "exile", "what": 0}],
                       "text": "{7}: Create a token that's a copy of target artifact. That "
                               "token gains haste. Exile it at the beginning of the next end "
                               "step.",
                       "targets": ["artifact"]}]},
}


@pytest.mark.parametrize("name", sorted(GOLDEN_HASTY_TOKEN_COPIES))
def test_603_7a_golden_hasty_token_copies(name: str) -> None:
    card = compiled(name)
    assert card is not None and card.status == "implemented", card
    fields = {k: v for k, v in card.raw.items() if k not in ORACLE}
    assert fields == GOLDEN_HASTY_TOKEN_COPIES[name]


def test_603_7a_feldon_copies_a_graveyard_creature_until_the_end_step() -> None:
    """Feldon makes an artifact Wurmcoil Engine token with haste; at the end step it is
    sacrificed, and as a copy it leaves its two Wurm tokens (its own dies trigger)."""
    from casualmagic.core.state import END
    from casualmagic.engine import continuous as cont
    from tests.scenario import option, pass_until, settle

    s = Scenario()
    game = s.game
    feldon = s.add(0, "Feldon of the Third Path")
    s.lands(0, *["Mountain"] * 3)
    engine = s.add(0, "Wurmcoil Engine", "graveyard")
    game.choose(option(game, "activate", feldon, 0))
    while game.pending is not None and game.pending.kind != "priority":
        game.choose(("target", "object", engine) if game.pending.kind == "target" else 0)
    s.resolve()
    (token,) = [o for o in game.permanents(0) if o.card.name == "Wurmcoil Engine"]
    assert token.card.is_token and "Artifact" in token.card.types
    assert "Haste" in cont.characteristics(game, token).keywords
    assert engine in game.players[0].graveyard  # the card stays where it is
    pass_until(game, END, 0)
    settle(game)
    assert not [o for o in game.permanents(0) if o.card.name == "Wurmcoil Engine"]
    assert len([o for o in game.permanents(0) if o.card.name == "Phyrexian Wurm"]) == 2
