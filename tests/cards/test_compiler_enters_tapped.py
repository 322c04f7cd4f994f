"""The oracle-text compiler, "[Permanents of a kind] enter tapped" (CR 614.1c): a static ability
of the permanent, read as each other permanent enters (``permanents_enter_tapped``, whose
filter's "your opponents" is relative to the static's controller).  GOLDEN holds real cards
whose compiled definitions were checked by hand against their oracle text (shown above
each)."""

from __future__ import annotations

import pytest

from casualmagic.cards.compiler.build import CompileError, compile_paragraph
from casualmagic.core.state import MAIN1
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until

GOLDEN: dict[str, dict] = {
    # "Creatures your opponents control enter tapped."
    "Imposing Sovereign": {
        "statics": [{"op": "permanents_enter_tapped", "filter": "creature your opponents control",
                     "text": "Creatures your opponents control enter tapped."}],
    },
    # "Artifacts, creatures, and lands your opponents control enter tapped."
    "Kismet": {
        "statics": [{"op": "permanents_enter_tapped",
                     "filter": "artifact, creature, or land your opponents control",
                     "text": "Artifacts, creatures, and lands your opponents control enter "
                             "tapped."}],
    },
    # "Permanents enter tapped."
    "Orb of Dreams": {
        "statics": [{"op": "permanents_enter_tapped", "filter": "permanent",
                     "text": "Permanents enter tapped."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_614_1c_opponents_creatures_enter_tapped_yours_do_not() -> None:
    """Imposing Sovereign: an opponent's creature enters tapped; its controller's own
    creature enters untapped."""
    s = Scenario()
    s.add(0, "Imposing Sovereign")
    s.lands(0, "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.cast(0, "Grizzly Bears")
    s.resolve()
    game = s.game
    assert not game.objects[s.in_zone(0, "Grizzly Bears", "battlefield")].tapped
    s.lands(1, "Forest", "Forest")
    s.hand(1, "Grizzly Bears")
    pass_until(game, MAIN1, 1)
    s.cast(1, "Grizzly Bears")
    s.resolve()
    assert game.objects[s.in_zone(1, "Grizzly Bears", "battlefield")].tapped


def test_614_1c_nonbasic_is_a_supertype_word_not_a_subtype() -> None:
    """"Nonbasic lands enter tapped": the sentence's capital N is not a subtype (205.4a)."""
    kind, statics = compile_paragraph("Nonbasic lands enter tapped.", False)
    assert statics[0]["filter"] == "nonbasic land"


def test_614_1c_unread_group_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_paragraph("Creatures played by your opponents enter tapped.", False)
