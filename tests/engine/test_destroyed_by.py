"""Who destroyed a permanent (701.7a): the controller of the spell or ability that destroyed
it, noted as it is destroyed — read by Cobra Trap's "If a noncreature permanent under your
control was destroyed this turn by a spell or ability an opponent controlled" (118.9)."""

from __future__ import annotations

from tests.scenario import Scenario, settle


def _trap_after(destroyer: int, spell: str, umbra: bool) -> bool:
    s = Scenario()
    game = s.game
    bears = s.add(0, "Grizzly Bears")
    if umbra:
        s.lands(0, "Plains")
        s.hand(0, "Hyena Umbra")
        s.cast(0, "Hyena Umbra")  # its only legal target: the Bears
        s.resolve()
    else:
        s.add(0, "Sol Ring")
    s.lands(destroyer, "Swamp", "Swamp", "Plains", "Plains")
    s.lands(0, "Forest")
    s.hand(destroyer, spell)
    trap = s.hand(0, "Cobra Trap")[0]
    if destroyer == 1:
        game.choose(("pass",))  # seat 1 gets priority in seat 0's main phase
    s.cast(destroyer, spell)  # its only legal target: the Bears, the Sol Ring
    s.resolve()
    settle(game)
    if umbra:  # the Aura was destroyed instead of the creature (702.89a)
        assert bears in game.battlefield
        s.assert_count(0, "Hyena Umbra", 1, "graveyard")
    while game.pending.player != 0:
        game.choose(("pass",))
    return ("cast", trap, "trap") in game.pending.options


def test_701_7a_an_opponents_spell_destroying_your_artifact_enables_cobra_trap() -> None:
    assert _trap_after(1, "Disenchant", umbra=False)


def test_702_89a_umbra_armor_destroys_its_aura_by_its_own_ability_not_the_opponents_spell() -> None:
    """An opponent's Murder would destroy the creature; Hyena Umbra's umbra armor destroys the
    Aura instead (702.89a): the Aura, a noncreature permanent, was destroyed by an ability
    its own controller controls, not by the opponent's spell — no Cobra Trap for {G}."""
    assert not _trap_after(1, "Murder", umbra=True)
