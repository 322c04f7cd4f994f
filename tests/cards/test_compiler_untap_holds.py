"""The oracle-text compiler and the engine, "[it] doesn't untap during its controller's next
untap step" (CR 502.3: effects can keep permanents from untapping): ``doesnt_untap_next``,
after a tap in the same instruction ("Tap target creature. It doesn't untap …") or alone.
GOLDEN holds real cards whose compiled definitions were checked by hand against their
oracle text (shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import MAIN1
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, pass_until

GOLDEN: dict[str, dict] = {
    # "Tap target creature. It doesn't untap during its controller's next untap step.\nDraw a
    # card."
    "Crippling Chill": {
        "spell": [{"do": "tap", "what": 0}, {"do": "doesnt_untap_next", "what": 0},
                  {"do": "draw", "amount": 1}],
        "targets": ["creature"],
    },
    # "Tap up to two target creatures. Those creatures don't untap during their controller's
    # next untap step."
    "Frost Breath": {
        "spell": [{"do": "tap", "what": 0}, {"do": "doesnt_untap_next", "what": 0}],
        "targets": [{"filter": "creature", "count": 2, "up_to": True}],
    },
    # "When this creature enters, tap target creature an opponent controls. That creature
    # doesn't untap during its controller's next untap step."
    # "When this creature enters, tap target creature an opponent controls and put a stun
    # counter on it."
    "Alchemax Slayer-Bots": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "tap", "what": 0},
                                  {"do": "add_counters", "what": 0, "kind": "stun",
                                   "amount": 1}],
                      "targets": ["creature an opponent controls"],
                      "text": "When this creature enters, tap target creature an opponent "
                              "controls and put a stun counter on it."}],
    },
    "Frost Lynx": {
        "triggers": [{"when": "enters",
                      "effects": [{"do": "tap", "what": 0},
                                  {"do": "doesnt_untap_next", "what": 0}],
                      "targets": ["creature an opponent controls"],
                      "text": "When this creature enters, tap target creature an opponent "
                              "controls. That creature doesn't untap during its controller's "
                              "next untap step."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def test_502_3_tapped_creature_skips_only_its_controllers_next_untap_step() -> None:
    """Crippling Chill on an opponent's creature: it stays tapped through that player's
    next untap step, and untaps at the one after."""
    s = Scenario()
    giant = s.add(1, "Hill Giant")
    bears = s.add(1, "Grizzly Bears")
    s.lands(0, "Island", "Island", "Island")
    s.add(0, "Island", "library")
    s.hand(0, "Crippling Chill")
    s.cast(0, "Crippling Chill", giant)
    s.resolve()
    game = s.game
    assert game.objects[giant].tapped
    game.obj_w(bears).tapped = True  # tapped too, but not held
    pass_until(game, MAIN1, 1)  # seat 1's untap step has passed
    assert game.objects[giant].tapped
    assert not game.objects[bears].tapped
    pass_until(game, MAIN1, 0)
    pass_until(game, MAIN1, 1)  # the next one untaps it
    assert not game.objects[giant].tapped


def test_502_3_the_hold_is_for_the_next_untap_step_of_its_controller_not_the_casters() -> None:
    """Frost Breath on the caster's own creatures is held through the caster's next untap
    step (the creature's controller's), not the opponent's."""
    s = Scenario()
    mine = s.add(0, "Grizzly Bears")
    s.lands(0, "Island", "Island", "Island")
    s.hand(0, "Frost Breath")
    s.cast(0, "Frost Breath", mine)
    s.resolve()
    game = s.game
    assert game.objects[mine].tapped
    pass_until(game, MAIN1, 1)
    assert game.objects[mine].tapped  # seat 1's untap step: not its controller's
    pass_until(game, MAIN1, 0)
    assert game.objects[mine].tapped  # held through seat 0's next untap step
    pass_until(game, MAIN1, 1)
    pass_until(game, MAIN1, 0)
    assert not game.objects[mine].tapped


def test_502_3_standalone_hold_on_an_untapped_creature_is_used_up() -> None:
    """"Target creature doesn't untap during its controller's next untap step" on an untapped
    creature: that untap step passes with nothing to keep tapped, and the hold is gone."""
    from casualmagic.cards.compiler.build import compile_paragraphs
    from casualmagic.cards.definitions import compile_card
    from casualmagic.engine.turn import UNTAP_HOLDS
    from tests.scenario import put

    text = "Target creature doesn't untap during its controller's next untap step."
    fields, missing = compile_paragraphs("Test Hold", text, ("Instant",))
    assert not missing, missing
    assert fields["spell"] == [{"do": "doesnt_untap_next", "what": 0}]
    card = compile_card("Test Hold", {"cost": "{U}", "type": "Instant", "text": text,
                                      **fields}, "compiled")
    s = Scenario()
    bears = s.add(1, "Grizzly Bears")
    s.add(1, "Hill Giant")
    s.lands(0, "Island")
    put(s.game, 0, card, "hand")
    s.cast(0, "Test Hold", bears)
    s.resolve()
    game = s.game
    assert game.vget(UNTAP_HOLDS) == (bears,)
    pass_until(game, MAIN1, 1)
    assert not game.vget(UNTAP_HOLDS)


def test_122_1d_tapped_and_stunned_creature_stays_tapped_one_untap_step() -> None:
    """Alchemax Slayer-Bots: the opponent's creature is tapped with a stun counter; at its
    controller's untap step the counter is removed instead of untapping it (122.1d)."""
    from tests.scenario import settle

    s = Scenario()
    giant = s.add(1, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, *["Island"] * 5)
    s.hand(0, "Alchemax Slayer-Bots")
    s.cast(0, "Alchemax Slayer-Bots")
    game = s.game
    settle(game, ("target", "object", giant))
    assert game.objects[giant].tapped and game.objects[giant].counter("stun") == 1
    pass_until(game, MAIN1, 1)
    assert game.objects[giant].tapped and game.objects[giant].counter("stun") == 0
