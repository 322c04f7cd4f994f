"""The points where a keyword mechanic (``casualmagic.mechanics``) plugs into the rules.

The rules layer sits below the mechanics (docs/architecture.md "The layers"): a rule that a
mechanic adds to asks here instead of importing the mechanic.  Each list holds the
functions mechanics appended when they were imported, called in that order;
``casualmagic.mechanics`` imports every mechanic, and the effects package imports
``casualmagic.mechanics``; the game builder (``casualmagic.new_game``) loads the effects
package, so a game always has them all.

Variants plug in through :mod:`casualmagic.core.hooks` instead: those hooks are installed
per game, these are part of the rules of every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from casualmagic.cards.mana import ManaCost
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

LIFE_LOST: list[Callable[[GameState, int], None]] = []
"""``(game, player)``: a player lost life (119.3, 120.3a) — speed (702.179d)."""

COMBAT_DAMAGE_TO_PLAYER: list[Callable[[GameState, GameObject, int], None]] = []
"""``(game, source, player)``: a creature dealt combat damage to a player (510.2) — the
monarch (722.2)."""

END_STEP: list[Callable[[GameState], None]] = []
"""``(game)``: the end step begins (513.1) — the monarch's trigger (722.2)."""

UPKEEP: list[Callable[[GameState], None]] = []
"""``(game)``: the upkeep begins (503.1) — suspended cards' time counters (702.62a)."""

PLAYER_LEAVES: list[Callable[[GameState, int], None]] = []
"""``(game, player)``: a player leaves the game (800.4a) — the monarch (722.4)."""

TARGETS_CHOSEN: list[Callable[[GameState, int], None]] = []
"""``(game, stack object)``: a spell or ability was put on the stack with its targets
(601.2c, 602.2b) — committing a crime (700.13)."""

PERMANENT_SPELL_ENTERING: list[Callable[[GameState, GameObject], bool]] = []
"""``(game, spell) -> True while a choice is asked``: a permanent spell resolves and is about to
enter (608.3, 614.1c) — devour's sacrifices (702.82a); the answer finishes the resolution."""

PERMANENT_SPELL_RESOLVED: list[Callable[[GameState, GameObject, int], None]] = []
"""``(game, spell, new permanent)``: a permanent spell became a permanent (608.3) — devour's
counters (702.82a), suspend's haste (702.62a)."""

WOULD_UNTAP: list[Callable[[GameState, int], bool]] = []
"""``(game, permanent) -> True if something else happens instead``: a permanent would become
untapped (502.3, 701.21b), asked by :func:`casualmagic.engine.primitives.untap` — a stun
counter is removed instead (122.1d)."""

CAST_WITH: dict[str, Callable[[GameState, int], None]] = {}
"""alternative cost name -> ``(game, spell)``: what a spell cast with that cost becomes as it is
put on the stack (601.2a-b), before its targets are chosen — bestow's Aura spell (702.103b)."""

SPELL_BEGINS_RESOLVING: list[Callable[[GameState, GameObject], None]] = []
"""``(game, spell)``: a spell begins to resolve, before its targets are checked (608.2b) — a
bestowed Aura spell with an illegal target becomes a creature spell (702.103e)."""

AURA_ILLEGALLY_ATTACHED: list[Callable[[GameState, int], bool]] = []
"""``(game, aura) -> True if something else happens instead``: an Aura is attached to an
illegal object or to nothing (704.5m) — a bestowed Aura becomes unattached and ceases to be
bestowed instead of going to the graveyard (702.103f)."""

ADDITIONAL_COST_CHOICES: list[Callable[[GameState, int, int], bool]] = []
"""``(game, spell, player) -> True if a choice was asked``: an optional additional cost a spell's
own keyword offers, announced as the spell is cast (601.2b) — casualty (702.153a).  The asking
mechanic records the answer on the spell and resumes the cast at its ``extra_mana`` stage."""

ADDITIONAL_COST_PARTS: list[Callable[[GameState, int, int], None]] = []
"""``(game, player, spell)``: pay the additional costs announced through
:data:`ADDITIONAL_COST_CHOICES` as the costs are paid (601.2h) — casualty's sacrifice."""

UNTAP_STEP_BEGINS: list[Callable[[GameState], None]] = []
"""``(game)``: the active player's untap step begins, before day and night are checked and
permanents untap (502.1) — phasing (702.26a)."""

PHASED_OUT: list[Callable[[GameState], tuple[int, ...]]] = []
"""``(game) -> ids``: permanents on the battlefield though treated as though they don't
exist (702.26b), shown apart in views — phasing."""

ATTACK_TRIGGERS: dict[str, TriggeredAbility] = {}
"""keyword -> the triggered ability it stands for, put on the stack as a creature with it
attacks (508.1m) — provoke (702.39a)."""

NUMBERED_ATTACK_TRIGGERS: dict[str, Callable[[int], TriggeredAbility]] = {}
"""keyword name -> N -> the triggered ability "<name> N" stands for, put on the stack as a
creature with it attacks (508.1m) — mobilize."""

ATTACKERS_DECLARED: list[Callable[[GameState, tuple], None]] = []
"""``(game, the (attacker, what it attacks) pairs)``: attackers were declared (508.1) — the
optional costs of attacking a mechanic asks for as the next tasks, before any player gets
priority (508.1g: enlist, 702.154a)."""

BLOCK_REQUIREMENTS: list[Callable[[GameState, tuple[int, ...], tuple[int, ...]],
                                  tuple[tuple[int, int], ...]]] = []
"""``(game, blockers, attackers) -> (blocker, attacker) pairs``: a blocker must block that
attacker if able (509.1c) — provoke (702.39a)."""

SPECIAL_ACTIONS: list[Callable[[GameState, int], list[tuple]]] = []
"""``(game, player) -> priority options``: special actions a player may take while they have
priority (116.2) — turning a manifested permanent face up (701.34b, 116.2b)."""

FLAGGED_ACTIONS: list[tuple[str, Callable[[GameState, int], list[tuple]]]] = []
"""``(vstate key, (game, player) -> priority options)``: options of a mechanic that a game
has only once the mechanic set that key in the game's vstate (a card was manifested, a
permanent became prepared), asked at each priority after that (116.2b, 707.12); until then
the priority options don't call them."""

STATE_BASED_ACTIONS: list[Callable[[GameState], bool]] = []
"""``(game)``: a mechanic's check made with the state-based actions (704.3), True if it did
something — ascend (702.131b)."""

ENTERS_REPLACEMENT: dict[str, Callable[[GameState, int], None]] = {}
"""op -> ``(game, permanent)``: a mechanic's "as this enters" replacement (614.1c) — dice:
"roll a six-sided die twice; its base power becomes ..." (706.2)."""


# keywords (CR 702): the moments keyword abilities of casualmagic.mechanics act at
BLOCK_RESTRICTIONS: list[Callable[[GameState, GameObject, GameObject], bool]] = []
"""``(game, blocker, attacker) -> True if that block is forbidden``: a restriction on
blocking (509.1b) — horsemanship (702.31b), intimidate (702.13b)."""

BLOCKERS_DECLARED: list[Callable[[GameState, tuple[tuple[int, int], ...]], None]] = []
"""``(game, (blocker, attacker) pairs)``: blockers were declared (509.1i) and abilities that
trigger on blocking trigger (509.3) — bushido (702.45a), flanking (702.25a), rampage
(702.23a)."""

AS_IT_ENTERS: list[Callable[[GameState, int], None]] = []
"""``(game, permanent)``: a permanent is entering the battlefield, before it is there; its
"enters with" replacement effects apply (614.1c) — bloodthirst (702.54a)."""

ENTERING_CHOICE_POSSIBLE: list[Callable[[GameState], bool]] = []
"""``(game) -> True`` if a permanent that enters with a choice (614.12a: an as-enters choice,
riot, unleash) may be put onto the battlefield in this game — the steps that could do so are
then run so they can stop for it (engine.replacement.run_step; engine.entering_choices)."""

ENTERED: list[Callable[[GameState, int], None]] = []
"""``(game, permanent)``: a permanent entered the battlefield (603.6a) — fabricate
(702.123a), hideaway (702.75a)."""

LEFT_BATTLEFIELD: list[Callable[[GameState, GameObject, int, str], None]] = []
"""``(game, the permanent as it last existed, its new object, the zone it went to)``: a
permanent left the battlefield (603.6c, 603.10a) — afterlife (702.135a)."""


COUNTERS_REMOVED: list[Callable[[GameState, int, str], None]] = []
"""``(game, permanent, kind)``: counters of ``kind`` were removed from a permanent (122.1) —
vanishing's "When the last time counter is removed from this permanent" (702.63a)."""


DISCARDING: list[Callable[[GameState, int, int], int | None]] = []
"""``(game, player, card) -> the card's new id, or None``: a player discards a card (701.8); a
mechanic that puts it somewhere else than the graveyard moves it and says where it went —
madness exiles it (702.35a)."""


REPLACEMENT_EFFECTS: dict[str, tuple[Callable[[GameState, Any, Any], bool],
                                     Callable[[GameState, Any, Any], Any]]] = {}
"""op -> ``(applies(game, replacement, event), apply(game, replacement, event))``: a
mechanic's replacement effect (614.1), read by :mod:`casualmagic.engine.replacement` like its
own — umbra armor (702.89a).  ``apply`` returns the modified event, or None if nothing is left
of it."""


ALT_COST_PARTS: dict[str, tuple[Callable[[GameState, int, int], bool],
                                Callable[[GameState, int, int], None]]] = {}
"""alternative-cost name -> ``(can_pay(game, player, card), pay(game, player, spell))``: the
other cost a mechanic's way of casting adds (601.2b, 601.2h) — retrace's land card discarded
(702.81a); ``pay`` pushes its tasks."""


CAST_FACE_DOWN: dict[str, tuple[ManaCost, Callable[[GameState, int], None]]] = {}
"""way of casting -> ``(the cost paid rather than the mana cost, turn(game, spell))``: a card
cast face down (702.37c morph, 702.168b disguise): ``turn`` turns the spell face down as it
is put on the stack (708.4), before its costs are determined (601.2f)."""


def run(point: list[Callable[..., None]], *args: Any) -> None:
    """Call every function registered at ``point`` with ``args``."""
    for fn in point:
        fn(*args)


def replaced(point: list[Callable[..., bool]], *args: Any) -> bool:
    """Ask the functions registered at ``point`` in order; True when one of them did
    something instead (it said so by returning True), the rest are not asked."""
    for fn in point:  # a loop, not any(): asked for every untap and every permanent's move
        if fn(*args):
            return True
    return False


EVENT_REPLACEMENTS: list[Callable[[GameState, Any], list[Any]]] = []
"""``(game, event) -> [Replacement, …]``: replacement and prevention effects that no card's
text holds but the state of the affected object does — shield counters (122.1c). Read by
:func:`casualmagic.engine.replacement.applicable` for each event, with the effects of cards."""

ENTERING_LOYALTY: list[Callable[[GameState, int, int], int]] = []
"""``(game, permanent, loyalty) -> loyalty``: the number of loyalty counters a planeswalker
enters with (306.5b), as a replacement effect of its own changes it (614.1c) — compleated
(702.150a)."""
