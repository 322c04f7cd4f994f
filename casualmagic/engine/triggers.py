"""Triggered abilities (CR 603).

When an event matches a trigger condition, the ability *triggers*: it waits
in ``game.waiting_triggers`` until a player would next receive priority, then
each player in APNAP order puts theirs on the stack in the order they choose
(603.3b), choosing targets as for a spell (603.3d).

A triggered ability in a definition file names its ``when`` event and, for
abilities that watch other objects, a ``subject`` filter ("another creature
you control" — 603.2); without a subject it is about the object itself
("When this creature dies").  Step triggers say ``whose`` step ("your",
"each", "opponent"'s).  An ``if`` condition is an intervening "if" clause
(603.4): checked when the event happens and again on resolution.
"Leaves the battlefield" abilities look back in time (603.10a): the object
as it last existed is used.  Delayed triggered abilities (603.7) wait in
``game.delayed`` until their event, then trigger once.

A waiting trigger is ``(source id, card, ability, controller, subject)``; the subject is
the object id the event was about, or ``("player", seat)`` for a player ("that player").

Longer than 600 lines: every trigger event of 603 is matched here, in one place, so the
order abilities wait in (603.3b) is decided by one module.  One registry that mechanics
and variants add their trigger events to would shrink it (docs/architecture.md "What is
left").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from casualmagic.cards.model import CardDef, TriggeredAbility
from casualmagic.cards.vocabulary import ATTACHED_SUBJECTS
from casualmagic.core.dispatch import (
    ATTACKED,
    CARD_DRAWN,
    COMBAT_DAMAGE_TO_PLANESWALKER,
    COMBAT_DAMAGE_TO_PLAYER,
    ENTERED,
    HAPPENED_TO,
    LEFT_BATTLEFIELD,
    PUT_INTO_GRAVEYARD,
    SPELL_CAST,
    STEP_BEGAN,
    TARGETS_CHOSEN,
    subscribe,
)
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.hooks import additional_triggers, is_active_player
from casualmagic.core.state import (
    ATTACKERS,
    BEGIN_COMBAT,
    DRAW,
    END,
    END_COMBAT,
    MAIN1,
    MAIN2,
    UPKEEP,
    GameState,
)
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks
from casualmagic.engine.cases import UNSOLVED, unsolved
from casualmagic.engine.chosen_types import OF_THE_CHOSEN, with_chosen_type
from casualmagic.engine.faces import DAY_NIGHT_KEYWORDS
from casualmagic.engine.static_conditions import YOUR_COMMANDER, holds

NOT_CAST_FROM_HAND = "you didn't cast it from your hand"
"""The "if" of "This creature enters with three +1/+1 counters on it if you didn't cast it
from your hand" (614.1c): not a spell cast from its owner's hand as it became the permanent
(it was put onto the battlefield, or cast from another zone)."""

if TYPE_CHECKING:
    from collections.abc import Iterator

    from casualmagic.core.objects import GameObject

PROWESS = TriggeredAbility(
    "you_cast", (), (), None,
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    subject="noncreature spell")
"""CR 702.108a, as an ability the keyword stands for; its effect is in :func:`_put_on_stack`."""


def queue_trigger(game: GameState, source: int, card: CardDef, ability: TriggeredAbility,
           controller: int, subject: int | None = None) -> None:
    if ability.condition and not condition_holds(game, ability.condition, controller, source,
                                                 subject):
        return  # 603.4: an intervening "if" that is false: it doesn't trigger
    if ability.once_each_turn and not _first_time_this_turn(game, source, ability):
        return  # "This ability triggers only once each turn."
    game.waiting_triggers = (*game.waiting_triggers, (source, card, ability, controller, subject))
    if game.hooks:  # hook: "that ability triggers an additional time" (603.2d)
        for _ in range(additional_triggers(game, source, controller)):
            game.waiting_triggers = (*game.waiting_triggers,
                                     (source, card, ability, controller, subject))


def _first_time_this_turn(game: GameState, source: int, ability: TriggeredAbility) -> bool:
    """"This ability triggers only once each turn" (603.2; so 702.179d's speed ability):
    has the object ``source``'s ``ability`` not triggered yet this turn?  Noted as it
    triggers (vstate ``triggered_once``: the turn and the (object, ability) pairs)."""
    turn, seen = game.vget(TRIGGERED_ONCE, (0, ()))
    key = (source, ability.text or ability.event)
    if turn == game.turn and key in seen:
        return False
    game.vset(TRIGGERED_ONCE, (game.turn, (*(seen if turn == game.turn else ()), key)))
    return True


TRIGGERED_ONCE = "triggered_once"
"""vstate key of the abilities that trigger only once each turn and did this turn."""


queue_trigger = queue_trigger
"""Queue a triggered ability of ``source`` (603.2), checking its intervening "if" (603.4)."""


def abilities_of(game: GameState, o: GameObject) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities ``o`` has now (layer 6 may remove them, 613.1f); an object
    that has left is judged as it last existed (603.10a)."""
    if o.zone == "battlefield" and o.id in game.objects:
        return cont.triggered_abilities(game, o)
    return o.card.triggered


def fire_trigger(game: GameState, oid: int, card: CardDef, controller: int, event: str,
          abilities: tuple[TriggeredAbility, ...] | None = None, subject: Any = None) -> None:
    """Trigger ``card``'s own abilities for ``event`` (those without a subject); ``subject``:
    the player the event names, ``("player", p)``, for "that player" (603.2)."""
    for ab in card.triggered if abilities is None else abilities:
        if ab.event == event and ab.subject is None:
            queue_trigger(game, oid, card, ab, controller, subject)


def observe_event(game: GameState, event: str, subject: GameObject, exclude: int | None = None,
                  watcher: int | None = None) -> None:
    """Trigger abilities of permanents that watch for ``event`` happening to objects
    matching their ``subject`` filter (603.2), judged by ``subject`` as it is (or last was);
    ``watcher``: only the abilities that player controls ("deals combat damage to you")."""
    from casualmagic.cards.vocabulary import ATTACHED_SUBJECTS, parse_filter
    from casualmagic.engine.targets import matches_filter_base

    objs = game.objects
    _limited = game.hooks and any(h.limits_influence for h in game.hooks)
    # hook: face-up planes in the command zone watch the battlefield too (901.7)
    for oid in (*game.battlefield, *_command_watchers(game)) if game.hooks else game.battlefield:
        o = objs[oid]
        watch = o.card.watches
        if not watch or event not in watch or (watcher is not None and o.controller != watcher):
            continue
        for ab in abilities_of(game, o):
            if ab.event != event or ab.subject is None:
                continue
            phrase = ab.subject
            if phrase.startswith("another "):
                if subject.id == oid or subject.id == exclude:
                    continue
                phrase = phrase[len("another "):]
            if phrase in ATTACHED_SUBJECTS:  # "Whenever equipped creature dies": the one
                ok = o.attached_to == subject.id  # this is attached to (301.5, 303.4, 603.10a)
            else:  # judged as it is, or as it last existed on the battlefield (603.10a)
                ok = matches_filter_base(game, parse_filter(phrase), subject, o.controller)
            if ok and _limited and not _event_in_range(game, o, subject):
                continue  # CR 801.7, 801.7a: the event happened outside the range of influence
            if ok:
                queue_trigger(game, oid, o.card, ab, o.controller, subject.id)


def _event_in_range(game: GameState, watcher: GameObject, subject: GameObject) -> bool:
    """CR 801.7, 801.7a: the subject as it is or last was on the battlefield or stack is
    controlled by a player within the range of the watcher's controller (801.18: planes
    and phenomena are exempt)."""
    from casualmagic.core.hooks import within_influence

    if {"Plane", "Phenomenon"} & set(watcher.card.types):
        return True
    who = subject.controller if subject.zone in ("battlefield", "stack") else subject.owner
    return within_influence(game, watcher.controller, ("player", who))


def player_event_watchers(game: GameState, event: str
                          ) -> Iterator[tuple[int, GameObject, TriggeredAbility]]:
    """Each triggered ability on ``event`` of a permanent or of a command-zone object whose
    abilities function there (a face-up plane, 901.7), with its object: the abilities that
    watch a player's event, such as "whenever a player commits a crime" (603.2)."""
    planes = tuple(i for hook in game.hooks for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                   ) if game.hooks else ()
    for oid in (*game.battlefield, *planes) if planes else game.battlefield:
        o = game.objects[oid]
        if event in o.card.trigger_events:
            for ab in abilities_of(game, o):
                if ab.event == event:
                    yield oid, o, ab


def watches_player(game: GameState, whose: str, player: int, controller: int) -> bool:
    """Does an ability controlled by ``controller`` that watches ``whose`` events (``you``,
    ``opponent``, ``each``) see ``player``'s event (603.2)?"""
    if whose == "you":
        return player == controller
    if whose == "opponent":
        return player in game.opponents(controller)
    return True


def _command_watchers(game: GameState) -> tuple[int, ...]:
    """Command-zone objects whose abilities function there, as variants report them (a
    face-up plane, 901.7): they trigger on events like permanents do."""
    if not game.hooks:
        return ()
    return tuple(i for hook in game.hooks for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                 if game.objects[i].card.watches)


# -- events --------------------------------------------------------------------------------------

def object_entered(game: GameState, oid: int) -> None:
    """"When [this] enters" and "Whenever a [filter] enters" (CR 603.6a)."""
    o = game.objects[oid]
    if o.card.keywords and o.card.keywords & DAY_NIGHT_KEYWORDS:  # 702.145b, d, g
        from casualmagic.engine.faces import day_night_enters

        day_night_enters(game, oid)
        o = game.objects[oid]
    if game.vstate and game.vget(cont.BECOMES_AS_IT_ENTERS):
        cont.becomes_as_it_enters(game, oid)  # a commander spell that said "Only one may stand"
    if o.card.triggered:
        fire_trigger(game, oid, o.card, o.controller, "enters", abilities_of(game, o))
    if o.card.subtypes and "Saga" in o.card.subtypes:  # 714.3a: its first lore counter
        from casualmagic.engine.faces import saga_entered

        saga_entered(game, oid)
    observe_event(game, "enters", o)
    rule_hooks.run(rule_hooks.ENTERED, game, oid)  # keyword abilities (603.6a)


def left_battlefield(game: GameState, old_oid: int, new_oid: int, to_zone: str,
                     was_creature: bool) -> None:
    """"When [this] leaves the battlefield" / "dies" (put into a graveyard from the
    battlefield, 700.4) look back at the permanent (CR 603.10a)."""
    old = game.last_known_object(old_oid)
    if old is None:
        return
    if old.card.triggered:
        fire_trigger(game, new_oid, old.card, old.controller, "leaves")
        if was_creature and to_zone == "graveyard":
            fire_trigger(game, new_oid, old.card, old.controller, "dies")
    if to_zone == "graveyard" and old.card.keywords & RETURNING.keys():
        _returning(game, old, new_oid)
    rule_hooks.run(rule_hooks.LEFT_BATTLEFIELD, game, old, new_oid, to_zone)  # keywords
    observe_event(game, "leaves", old)
    if was_creature and to_zone == "graveyard":
        observe_event(game, "dies", old)
    if to_zone == "graveyard":  # "When this artifact is put into a graveyard from the
        if old.card.triggered:  # battlefield" (any card type, 700.4 being creatures')
            fire_trigger(game, new_oid, old.card, old.controller, TO_GRAVEYARD)
        observe_event(game, TO_GRAVEYARD, old)
    if old.info and old.get_info("blitzed"):  # hook (planes: costs): blitz's draw (702.152a)
        from casualmagic.engine.cost_changes import blitzed_left

        blitzed_left(game, old, new_oid, to_zone)


TO_GRAVEYARD = "put_into_graveyard_from_battlefield"
"""The trigger event of "[this / a …] is put into a graveyard from the battlefield"."""


def _returning_ability(keyword: str, kind: str) -> TriggeredAbility:
    from casualmagic.cards.model import Effect

    text = (f"{keyword} (When this permanent is put into a graveyard from the battlefield, if it "
            f"had no {kind} counters on it, return it to the battlefield under its owner's "
            f"control with a {kind} counter on it.)")
    return TriggeredAbility("dies", (Effect("return_with_counter", (("kind", kind),)),), (),
                            None, text)


RETURNING = {"Persist": ("-1/-1", "702.79a"), "Undying": ("+1/+1", "702.93a")}
"""Persist and undying: the counter kind each looks for and returns the permanent with."""
_RETURNING_ABILITIES = {k: _returning_ability(k, kind) for k, (kind, _r) in RETURNING.items()}


def _returning(game: GameState, old: Any, new_oid: int) -> None:
    """702.79a persist, 702.93a undying: put into a graveyard from the battlefield with no
    such counter on it (its last known information, 603.10a; the "if" is an intervening
    one, 603.4, and the permanent's counters can't change after it left), it triggers."""
    for keyword, (kind, _rule) in RETURNING.items():
        if keyword in old.card.keywords and not old.counter(kind):
            queue_trigger(game, new_oid, old.card, _RETURNING_ABILITIES[keyword], old.controller)


def put_into_graveyard(game: GameState, oid: int) -> None:
    """"Whenever a [nonblack] card is put into a player's graveyard from anywhere" (603.2,
    400.3): watchers with a ``put_into_graveyard`` trigger see the card in the graveyard
    (planes: creatures & combat, The Dark Barony)."""
    o = game.objects.get(oid)
    if o is not None:
        if game.hooks:  # schemes: "cards were put into your graveyard this turn" (I Know All)
            turn, counts = game.vget("graveyard_arrivals", (0, ()))
            d = dict(counts) if turn == game.turn else {}
            d[o.owner] = d.get(o.owner, 0) + 1
            game.vset("graveyard_arrivals", (game.turn, tuple(sorted(d.items()))))
        observe_event(game, "put_into_graveyard", o)


def spell_cast(game: GameState, spell_oid: int) -> None:
    """"Whenever you cast a [filter] spell" and prowess (CR 603.2, 601.2i, 702.108a)."""
    from casualmagic.engine.cast_triggers import spell_cast as nth_spell_cast

    nth_spell_cast(game, spell_oid)  # hook: "your second spell each turn"
    spell = game.objects[spell_oid]
    caster = spell.controller
    objs = game.objects
    noncreature = "Creature" not in spell.card.types
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.triggered:
            abilities = abilities_of(game, o)
            if o.controller == caster:
                fire_trigger(game, oid, o.card, o.controller, "you_cast", abilities)
            fire_trigger(game, oid, o.card, o.controller, "cast", abilities)
        if noncreature and o.controller == caster and cont.has_keyword(game, o, "Prowess"):
            queue_trigger(game, oid, o.card, PROWESS, o.controller)
    for oid in game.battlefield:
        o = objs[oid]
        if o.card.watches and ("you_cast" in o.card.watches or "cast" in o.card.watches):
            for ab in abilities_of(game, o):
                if ab.subject is not None and cast_trigger_applies(game, ab, spell, o.controller, o):
                    queue_trigger(game, oid, o.card, ab, o.controller, spell_oid)


def cast_trigger_applies(game: GameState, ab: TriggeredAbility, spell: GameObject,
                         controller: int, source: GameObject | None = None) -> bool:
    """Does ``ab`` of a permanent or command-zone object ``controller`` controls trigger on
    ``spell`` being cast: "whenever you cast" / "whenever a player casts" "[a filter] spell",
    the spell judged as it is on the stack (601.2i, 603.2)?  The one test of both
    :func:`spell_cast` and :func:`casualmagic.engine.command_triggers.spell_cast`."""
    if ab.event != "cast" and (ab.event != "you_cast" or spell.controller != controller):
        return False
    if ab.subject is None:
        return True
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    subject = ab.subject
    if source is not None and OF_THE_CHOSEN in subject:  # 607.2, 205.3m
        subject = with_chosen_type(source, subject)
        if subject is None:
            return False
    return matches_filter_base(game, parse_filter(subject), spell, controller)


def card_drawn(game: GameState, player: int, card: int | None = None) -> None:
    """"Whenever you draw a card" / "Whenever an opponent draws a card" (CR 121.6 note);
    with a ``subject`` ("a land card"), judged by the drawn ``card`` (Sea of Sand, whose
    draws are revealed).  Face-up planes' abilities trigger too (901.7)."""
    from casualmagic.engine.draw_triggers import card_drawn as nth_card_drawn
    from casualmagic.engine.targets import card_filter, card_fits

    nth_card_drawn(game, player)  # hook: "their second card each turn"
    objs = game.objects
    sources = [oid for oid in game.battlefield if objs[oid].card.triggered
               and "draw" in objs[oid].card.watches]
    for hook in game.hooks:  # hook: a face-up plane's draw triggers (901.7)
        sources.extend(i for i in hook.command_zone_sources(game)  # type: ignore[arg-type]
                       if i in objs and objs[i].card.triggered)
    for oid in sources:
        o = objs[oid]
        for ab in abilities_of(game, o):
            if ab.event != "draw":
                continue
            if ab.subject is not None and (card is None or card not in objs or not card_fits(
                    objs[card].card, card_filter(ab.subject))):
                continue  # "draws a land card": the card's printed types in hand (109.3)
            whose = ab.whose or "you"
            if (whose == "you" and player == o.controller) or whose == "each" or (
                    whose == "opponent" and player in game.opponents(o.controller)):
                queue_trigger(game, oid, o.card, ab, o.controller, ("player", player))


def _myriad() -> TriggeredAbility:
    """702.116a: myriad, "Whenever this creature attacks, for each opponent other than
    defending player, you may create a token that's a copy of this creature that's tapped
    and attacking that player or a planeswalker they control. If one or more tokens are
    created this way, exile the tokens at end of combat." """
    from casualmagic.cards.model import Effect

    return TriggeredAbility("attacks", (Effect("copy_attacking_each_other_opponent", (
        ("exile_at", "next_end_of_combat"), ("what", "self"))),), (), None,
        "Myriad (copies of this creature attacking each other opponent, exiled at end of "
        "combat)")


def attacked(game: GameState, oid: int) -> None:
    """"Whenever [this] attacks" / "Whenever a [filter] attacks" (CR 508.1m)."""
    o = game.objects[oid]
    if o.card.triggered or not cont.is_plain(game, o):  # may be granted (backup, 702.165a)
        fire_trigger(game, oid, o.card, o.controller, "attacks", abilities_of(game, o))
    if "Myriad" in o.card.keywords and cont.has_keyword(game, o, "Myriad"):
        queue_trigger(game, oid, o.card, _myriad(), o.controller)  # 702.116a
    observe_event(game, "attacks", o)


def blocked(game: GameState, blocker: int, attacker: int) -> None:
    """"Whenever [this] blocks" and "Whenever [this] becomes blocked" (CR 509.1i, 509.3a–d)."""
    b = game.objects.get(blocker)
    if b is not None and b.card.triggered:
        fire_trigger(game, blocker, b.card, b.controller, "blocks", abilities_of(game, b))
    a = game.objects.get(attacker)
    if a is not None and a.card.triggered:
        fire_trigger(game, attacker, a.card, a.controller, "becomes_blocked", abilities_of(game, a))
    if b is not None:  # "Whenever a creature you control blocks" (509.1i, 603.2)
        observe_event(game, "blocks", b)


PAIR_BLOCK_EVENTS = ("blocks_creature", "becomes_blocked_by_creature")
"""Trigger events of one blocker and one attacker: "Whenever this creature blocks a creature
[with flying]" (509.3b) and "… becomes blocked by a creature" (509.3d); the ability's
``subject`` filters the other creature, which is "that creature"."""


def blocked_pair(game: GameState, blocker: int, attacker: int) -> None:
    """Blocker ``blocker`` blocks ``attacker`` (509.1g): once for each such pair, each side's
    abilities whose filter (``subject``, if any) the other creature fits as it is now
    (509.3f); the other creature is the ability's subject."""
    objs = game.objects
    for me, other, event in ((blocker, attacker, PAIR_BLOCK_EVENTS[0]),
                             (attacker, blocker, PAIR_BLOCK_EVENTS[1])):
        o, x = objs.get(me), objs.get(other)
        if o is None or x is None or (event not in o.card.trigger_events
                                      and cont.is_plain(game, o)):
            continue
        for ab in abilities_of(game, o):
            if ab.event == event and (ab.subject is None or _fits(game, ab.subject, x,
                                                                  o.controller)):
                queue_trigger(game, me, o.card, ab, o.controller, other)


def _fits(game: GameState, phrase: str, obj: GameObject, controller: int) -> bool:
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    return matches_filter_base(game, parse_filter(phrase), obj, controller)


def dealt_combat_damage_to_player(game: GameState, oid: int, player: int) -> None:
    o = game.objects.get(oid)
    if o is not None and (o.card.triggered or not cont.is_plain(game, o)):  # may be granted
        abilities = abilities_of(game, o)  # "that player": the player dealt damage (510.2)
        fire_trigger(game, oid, o.card, o.controller, "deals_combat_damage_to_player", abilities,
                     ("player", player))
        fire_trigger(game, oid, o.card, o.controller, "deals_combat_damage_to_player_or_planeswalker",
              abilities)
    if o is not None:  # hook: "Whenever a creature deals combat damage to a player" (603.2)
        observe_event(game, "deals_combat_damage_to_player", o)
        # "Whenever a creature deals combat damage to you": the damaged player's (510.2)
        observe_event(game, "deals_combat_damage_to_you", o, watcher=player)
    from casualmagic.engine.batch_triggers import creatures_dealt_combat_damage

    creatures_dealt_combat_damage(game, oid, player)  # hook: "one or more" (603.2c)


def cycled(game: GameState, player: int, oid: int) -> None:
    """"When you cycle this card" (702.29c): the card discarded to pay a cycling cost
    triggers from the zone it went to (its graveyard), ``oid`` being the card there."""
    o = game.objects.get(oid)
    if o is not None and o.card.triggered:
        fire_trigger(game, oid, o.card, player, "cycled")


def became_target_of(game: GameState, stack_oid: int) -> None:
    """"When this creature becomes the target of a spell or ability" (603.2, 115.1): each
    permanent the spell or ability ``stack_oid`` targets, once however often it's
    targeted (603.2c); the spell or ability is the subject ("that spell")."""
    spell = game.objects[stack_oid]
    seen = set()
    for refs in spell.targets:
        for kind, ident in refs:
            o = game.objects.get(ident) if kind == "object" else None
            if o is None or ident in seen or o.zone != "battlefield" or not o.card.triggered:
                continue
            seen.add(ident)
            fire_trigger(game, ident, o.card, o.controller, "becomes_target",
                         abilities_of(game, o), stack_oid)


def dealt_damage(game: GameState, oid: int) -> None:
    """"Whenever this creature is dealt damage" / "Whenever a creature you control is dealt
    damage" (120.3, 603.2): the permanent ``oid`` was just dealt damage."""
    o = game.objects.get(oid)
    if o is None:
        return
    if o.card.triggered or not cont.is_plain(game, o):
        fire_trigger(game, oid, o.card, o.controller, "dealt_damage", abilities_of(game, o))
    observe_event(game, "dealt_damage", o)


def dealt_damage_by(game: GameState, source: GameObject, amount: int) -> None:
    """"Whenever this creature deals damage, you gain that much life" and "Whenever enchanted
    creature deals damage, …" (120.1, 603.2): ``source`` (a spell or ability's damage is
    dealt by the object it names, 120.2b) just dealt ``amount`` damage; the trigger's
    subject ``("damage", source, amount)`` gives "that much"."""
    src = game.objects.get(source.source) if source.kind == "ability" and source.source \
        is not None else source
    if src is None or src.zone != "battlefield" or src.id not in game.objects:
        return
    subject = ("damage", src.id, amount)
    if "deals_damage" in src.card.trigger_events or not cont.is_plain(game, src):
        fire_trigger(game, src.id, src.card, src.controller, "deals_damage",
                     abilities_of(game, src), subject)
    objs = game.objects
    for oid in game.battlefield:  # an Aura's or Equipment's "enchanted creature deals damage"
        o = objs[oid]
        if "deals_damage" in o.card.watches and o.attached_to == src.id:
            for ab in abilities_of(game, o):
                if ab.event == "deals_damage" and ab.subject in ATTACHED_SUBJECTS:
                    queue_trigger(game, oid, o.card, ab, o.controller, subject)


def dealt_combat_damage_to_planeswalker(game: GameState, oid: int) -> None:
    """"Whenever this creature deals combat damage to a player or planeswalker" (510.2), for
    damage to a planeswalker (planes: statics, Towashi's granted ability)."""
    o = game.objects.get(oid)
    if o is not None and (o.card.triggered or not cont.is_plain(game, o)):
        fire_trigger(game, oid, o.card, o.controller, "deals_combat_damage_to_player_or_planeswalker",
              abilities_of(game, o))


def became_target(game: GameState, stack_oid: int) -> None:
    """Ward (CR 702.21a): a permanent with ward that becomes the target of a spell or
    ability an opponent controls triggers, to counter it unless that player pays."""
    rule_hooks.run(rule_hooks.TARGETS_CHOSEN, game, stack_oid)  # a crime (700.13)
    for hook in game.hooks:  # "becomes the target of a spell or ability" (603.2)
        hook.targets_chosen(game, stack_oid)  # type: ignore[arg-type]
    spell = game.objects[stack_oid]
    became_target_of(game, stack_oid)  # "When this creature becomes the target …" (603.2)
    for refs in spell.targets:
        for kind, ident in refs:
            if kind != "object":
                continue
            o = game.objects.get(ident)
            if o is None or o.zone != "battlefield" or o.controller not in game.opponents(
                    spell.controller):
                continue
            kws = o.card.keywords if cont.is_plain(game, o) else cont.characteristics(game, o).keywords
            for k in kws:
                if k.startswith("Ward"):
                    queue_trigger(game, o.id, o.card, ward_ability(k), o.controller, stack_oid)


_WARD: dict[str, TriggeredAbility] = {}


def ward_ability(keyword: str) -> TriggeredAbility:
    """The triggered ability "Ward [cost]" stands for (702.21a)."""
    from casualmagic.cards.model import Effect

    ab = _WARD.get(keyword)
    if ab is None:
        cost = keyword[len("Ward"):].strip().lstrip("—").strip()
        if cost.lower().startswith("pay ") and "life" in cost:
            args: tuple = (("life", int(cost.split()[1])), ("what", "it"))
        else:
            args = (("cost", cost), ("what", "it"))
        ab = TriggeredAbility("becomes_target", (Effect("counter_unless_pays", args),), (), None,
                              f"{keyword} (counter that spell or ability unless its controller "
                              f"pays {cost})")
        _WARD[keyword] = ab
    return ab


def beginning_of_step(game: GameState, step: int) -> None:
    """"At the beginning of your upkeep / end step" (CR 503.1, 513.1), and delayed
    triggers waiting for that step (603.7)."""
    event = "upkeep" if step == UPKEEP else "end_step" if step == END else \
        "postcombat_main" if step == MAIN2 else \
        "beginning_of_combat" if step == BEGIN_COMBAT else \
        "draw_step" if step == DRAW else \
        "precombat_main" if step == MAIN1 else None  # 504.1, 505.1a, 507.1
    if step == ATTACKERS:  # only delayed triggers wait for it (planes: vehicles/phasing/exile)
        _delayed_for(game, "declare_attackers")
        return
    if step == END_COMBAT:  # 511.2: "at end of combat" delayed triggers (myriad, 702.116a)
        _delayed_for(game, "end_of_combat", "next_end_of_combat")
        return
    if event is None:
        return
    if event == "end_step":  # mechanics: the monarch's inherent end step trigger (722.2)
        rule_hooks.run(rule_hooks.END_STEP, game)
    if event == "upkeep":  # mechanics: suspended cards' upkeep triggers, from exile (702.62a)
        rule_hooks.run(rule_hooks.UPKEEP, game)
    objs = game.objects
    active = game.active
    touched = cont.plain_ids(game)  # is_plain, worked out once for the loop (a scan each step)
    every_touched = touched is cont.ALL_TOUCHED
    for oid in game.battlefield:
        o = objs[oid]
        if event not in o.card.trigger_events and not o.counters and not o.face_down and (
                touched is None or not every_touched and oid not in touched):
            continue  # plain, and none printed for the step: none granted either (613.1f)
        for ab in abilities_of(game, o):
            if ab.event != event:
                continue
            whose = ab.whose or "your"
            if whose == "each" or (whose == "your" and o.controller == active) or (
                    whose == "opponent" and active in game.opponents(o.controller)):
                # "that player": the player whose step it is (603.2b)
                queue_trigger(game, oid, o.card, ab, o.controller, ("player", active))
    if game.delayed:
        _fire_delayed(game, lambda when, controller: when == f"next_{event}" or (
            when == f"your_next_{event}" and controller == active))


def _delayed_for(game: GameState, event: str, also: str | None = None) -> None:
    """Trigger the delayed abilities waiting for "[player]'s next ``event``" with that
    player active (603.7a, e.g. "at the beginning of its owner's next declare attackers
    step"), and those waiting for ``also`` (e.g. "next_end_of_combat", any player's)."""
    _fire_delayed(game, lambda when, _controller: when == f"{game.active}'s_next_{event}"
                  or when == also)


def _fire_delayed(game: GameState, due: Callable[[str, int], bool]) -> None:
    """Trigger, once each, the delayed abilities whose moment ``due(when, controller)`` says
    has come, and keep the others waiting (603.7a, 603.7c)."""
    keep = []
    for d in game.delayed:
        when, card, ability, controller, subject = d
        if due(when, controller):
            queue_trigger(game, subject if subject is not None else -1, card, ability, controller,
                          subject)
        else:
            keep.append(d)
    game.delayed = tuple(keep)


def _cast_types(game: GameState, ev: Any) -> tuple[str, ...]:
    """The card types of the spell a ``cast`` event names, as it is or last was (603.10)."""
    o = game.last_known_object(ev.data.get("object"))
    return o.card.types if o is not None else ()


def _targets_named(game: GameState, spell: Any, controller: int, name: str) -> bool:
    """Does the spell ``spell`` (an object id) target a creature ``controller`` controls with
    the card name ``name`` (read in lower case)?"""
    o = game.objects.get(spell) if isinstance(spell, int) else None
    if o is None:
        return False
    for spec in o.targets:
        for kind, ident in spec:
            t = game.objects.get(ident) if kind == "object" else None
            if t is not None and t.zone == "battlefield" and t.controller == controller \
                    and cont.is_type(game, t, "Creature") and t.card.name.lower() == name:
                return True
    return False


def add_delayed(game: GameState, when: str, card: CardDef, ability: TriggeredAbility,
                controller: int, subject: int | None) -> None:
    """CR 603.7a: a resolving spell or ability creates a delayed triggered ability."""
    game.delayed = (*game.delayed, (when, card, ability, controller, subject))


# -- conditions (603.4) --------------------------------------------------------------------------

_THAT_PT_RE = re.compile(r"^that creature is (\d+)/(\d+)$")
_ATTACKING_RE = re.compile(r"^an? ([a-z ]+?creature) is attacking$")
_DESTROYED_BY_OPPONENT = ("a noncreature permanent under your control was destroyed this turn "
                          "by a spell or ability an opponent controlled")


def _destroyed_by_opponent(game: GameState, player: int) -> bool:
    """Was a noncreature permanent ``player`` controlled destroyed this turn (701.7a) by a
    spell or ability an opponent controlled? Read from the turn's log: a destroy event of a
    noncreature permanent under ``player``'s control whose ``by`` (the controller of the
    spell or ability that destroyed it, noted as it was destroyed) is an opponent. (State-based
    actions destroy only creatures and are no spell or ability, 704.5g.)"""
    foes = set(game.opponents(player))
    for ev in game.events_this_turn():  # newest first
        if ev.kind == "destroy" and ev.player == player and ev.data.get("from") == \
                "battlefield" and not ev.data.get("creature") and ev.data.get("by") in foes:
            return True
    return False


def condition_holds(game: GameState, condition: str, controller: int, source: int | None,
                    subject: Any = None) -> bool:
    """An intervening "if" clause, e.g. ``"you control an artifact"``,
    ``"you control no creatures"``, ``"your life total is 10 or less"``,
    ``"it's your turn"``, ``"it's not your turn"`` (CR 603.4)."""
    from casualmagic.cards.vocabulary import TURN_HISTORY_CONDITIONS, parse_filter
    from casualmagic.engine.targets import matches_filter_base

    c = condition.lower().strip()
    if c.startswith(UNSOLVED):  # 719.3a: "if [condition] and this Case is not solved"
        return unsolved(game, source) and condition_holds(
            game, c[len(UNSOLVED):], controller, source, subject)
    graveyard = _GRAVEYARD_RE.match(c)  # e.g. a Case's "To solve" (719.3a)
    if graveyard:
        word = graveyard.group(1)
        n = _NUMBER_WORDS[word] if word in _NUMBER_WORDS else int(word)
        return len(game.players[controller].graveyard) >= n
    if c == NOT_CAST_FROM_HAND:  # Epochrasite: the permanent as it enters (601.2a)
        src = game.last_known_object(source) if source is not None else None
        return src is None or src.get_info("cast_from") != "hand"
    if c in ("kicked", "not kicked", "it was kicked"):
        src = game.last_known_object(source) if source is not None else None
        kicked = bool(src is not None and src.get_info("kicked"))
        return kicked == (c != "not kicked")  # 702.33d
    if c == "this is the first upkeep of the game":  # planes: statics (Two Streams Facility)
        return game.turn == 1
    if c == "it's not the first turn of the game":  # vanguards: Necropotence Avatar
        return game.turn != 1
    if c == "it's your turn":
        return is_active_player(game, controller)  # 805.4a: the active team's turn
    if c == "it's not your turn":
        return not is_active_player(game, controller)
    if c == YOUR_COMMANDER:  # lieutenant: a commander of yours under your control (903.3)
        return holds(game, c, controller, source)
    if c == "it's a main phase":  # 505.1, e.g. Sokenzan (turn structure)
        from casualmagic.engine.turn import is_main_phase

        return is_main_phase(game)
    if c.startswith("your team attacked with exactly "):  # hook: Valor's Reach (508.1m)
        from casualmagic.engine.combat import team_attackers

        return len(team_attackers(game, controller)) == int(c.split()[-2])
    if c in TURN_HISTORY_CONDITIONS:  # common shapes II: "if you attacked this turn", ...
        from casualmagic.engine.turn_history import turn_condition

        return bool(turn_condition(game, c, controller))
    if c in ("you cast a spell this turn", "you attacked with creatures this turn"):
        return did_this_turn(game, controller, "cast" if "cast" in c else "attackers")  # Prahv
    if c == "you planeswalked to it this turn":  # Unyaro (701.24, 901.11)
        src = game.objects.get(source) if source is not None else None
        if src is None:
            return False
        return any(e.kind == "planeswalk" and e.player == controller
                   and src.card.name in e.data.get("to", ()) for e in game.events_this_turn())
    if c.startswith("that player controls no creature named "):  # planes: copies — in an
        # "each player's end step" ability, that player is the active player (Happy Yargle Day!)
        name = condition.strip()[len("that player controls no creature named "):]
        return not any(o.card.name == name and cont.is_type(game, o, "Creature")
                       for o in game.permanents(game.active))
    if c == "there is no monarch":  # hook: e.g. Paliano (722.1)
        return game.vget("monarch") is None
    if c == "you are the monarch":  # planes: statics — The Food Court (722.1)
        return game.vget("monarch") == controller
    if c == "you have the city's blessing":  # ascend (702.131c)
        return controller in game.vget("citys_blessing", ())
    if c == "you have no cards in hand":  # e.g. Academy at Tolaria West
        return not game.players[controller].hand
    if c.startswith("it has ") and c.endswith(" counters on it"):  # "ten or more scroll"
        words = c[len("it has "):-len(" counters on it")].split()
        numbers = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                   "eight": 8, "nine": 9, "ten": 10}
        src = game.objects.get(source) if source is not None else None
        n = numbers.get(words[0], int(words[0]) if words[0].isdigit() else 0)
        return src is not None and src.counter(words[-1]) >= n
    if c == _DESTROYED_BY_OPPONENT:  # Cobra Trap's cost (118.9, 701.7a)
        return _destroyed_by_opponent(game, controller)
    attacking = _ATTACKING_RE.match(c)
    if attacking:  # "if a white creature is attacking" (a trap's cost, 118.9; 508.1)
        f = parse_filter(attacking[1])
        return game.combat is not None and any(
            a in game.objects and matches_filter_base(game, f, game.objects[a], controller)
            for a, _ in game.combat.attackers)
    that_pt = _THAT_PT_RE.match(c)
    if that_pt:  # "if that creature is 1/1" (Sigil Captain, 603.4): the object the event
        o = game.last_known_object(subject) if isinstance(subject, int) else None  # was about
        return o is not None and o.zone == "battlefield" and (
            cont.power(game, o), cont.toughness(game, o)) == (int(that_pt[1]), int(that_pt[2]))
    if c.startswith("your life total is ") and c.endswith(" or less"):
        return game.players[controller].life <= int(c.split()[4])
    if c.startswith("your life total is ") and c.endswith(" or more"):
        return game.players[controller].life >= int(c.split()[4])
    if c == "that player has less than half their starting life total":  # schemes: the
        if not (isinstance(subject, tuple) and subject[0] == "player"):  # player the event
            return False  # was about (603.2; You Cannot Hide from Me)
        start = dict(game.vget("starting_life", ())).get(subject[1], game.options.starting_life)
        return game.players[subject[1]].life * 2 < start
    if c == "two or more creatures died under your control this turn":  # Dark Wings
        return sum(1 for ev in game.events_this_turn() if ev.player == controller
                   and ev.data.get("creature") and ev.data.get("from") == "battlefield"
                   and ev.data.get("to") == "graveyard") >= 2
    if c == "three or more cards were put into your graveyard this turn":  # I Know All
        turn, counts = game.vget("graveyard_arrivals", (0, ()))
        return turn == game.turn and dict(counts).get(controller, 0) >= 3
    if c == "you've been dealt five or more damage this turn":  # Nothing Can Stop Me Now
        return sum(ev.data.get("amount", 0) for ev in game.events_this_turn()
                   if ev.kind == "damage" and ev.data.get("to_player") == controller) >= 5
    if c == "no opponent cast a spell since your last turn ended":  # I Bask in Your Silent Awe
        return not _opponent_cast_since_your_turn(game, controller)
    if c == "no spells were cast last turn":  # werewolves (712, 701.28)
        return not any(ev.kind == "cast" for ev in _last_turn(game))
    if c == "a player cast two or more spells last turn":
        casts = [ev.player for ev in _last_turn(game) if ev.kind == "cast"]
        return any(casts.count(p) >= 2 for p in set(casts))
    if c == "you drew a card last turn":  # schemes: Mine Is the Only Truth
        return any(ev.kind == "draw" and ev.player == controller for ev in _last_turn(game))
    if c == "your opponents cast four or more spells this turn":  # Because I Have Willed It
        foes = set(game.opponents(controller))
        return sum(1 for ev in game.events_this_turn()
                   if ev.kind == "cast" and ev.player in foes) >= 4
    if c == "it's the active player's first turn":  # conspiracies: "your first upkeep"
        return not any(ev.kind == "turn" and ev.player == game.active and ev.turn < game.turn
                       for ev in game.events)  # (Hold the Perimeter)
    if c == "you haven't cast a creature spell this turn":  # "the first creature spell you
        return not any(ev.kind == "cast" and ev.player == controller  # cast each turn"
                       and "Creature" in ev.data.get("types", _cast_types(game, ev))
                       for ev in game.events_this_turn())
    if c.startswith("it targets a creature you control named "):  # conspiracies: a hidden
        return _targets_named(game, subject, controller,  # agenda's chosen name (702.106d)
                              c[len("it targets a creature you control named "):])
    counted = _COUNT_RE.match(c)  # schemes: "if you control six or more lands" (603.4)
    if counted:
        fewer, few, _, most, _ = counted.groups()
        group = 3 if fewer else 5  # the phrase as written: subtypes are capitalised ("Gates")
        phrase = condition.strip()[counted.start(group):counted.end(group)]
        word = few if fewer else most
        n = _NUMBER_WORDS.get(word, int(word) if word.isdigit() else 0)
        f = parse_filter(phrase.removesuffix("s"))
        have = sum(1 for o in game.permanents(controller)
                   if matches_filter_base(game, f, o, controller))
        return have < n if fewer else have >= n
    for lead, want in (("you control no ", False), ("you control an ", True),
                       ("you control a ", True)):
        if c.startswith(lead):
            phrase = condition.strip()[len(lead):]  # as written: "a Vraska planeswalker"
            f = parse_filter(phrase.removesuffix("s") if not want else phrase)
            found = any(matches_filter_base(game, f, o, controller) and o.controller == controller
                        and o.id != source for o in game.permanents(controller))
            return found == want
    raise ValueError(f"unknown condition {condition!r}")


def _opponent_cast_since_your_turn(game: GameState, controller: int) -> bool:
    """Did an opponent of ``controller`` cast a spell after ``controller``'s last turn ended
    (the log read back to that turn's beginning)?"""
    foes = set(game.opponents(controller))
    cast_turns = []
    node = game.log
    while node:
        ev, node = node
        if ev.turn < game.turn and ev.kind == "turn" and ev.player == controller:
            return any(t > ev.turn for t in cast_turns)  # after your last turn ended
        if ev.kind == "cast" and ev.player in foes:
            cast_turns.append(ev.turn)
    return bool(cast_turns)


def last_turn_events(game: GameState) -> Iterator[Any]:
    """The events of the turn before this one (its number less one)."""
    return _last_turn(game)


def _last_turn(game: GameState) -> Iterator[Any]:
    """The events of the turn before this one (its number less one)."""
    node = game.log
    while node:
        ev, node = node
        if ev.turn < game.turn - 1:
            return
        if ev.turn == game.turn - 1:
            yield ev


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10,
                 "twelve": 12, "fifteen": 15, "twenty": 20}  # a Case's "To solve" (719.3a)
_GRAVEYARD_RE = re.compile(r"^there are (\w+) or more cards in your graveyard$")
_COUNT_RE = re.compile(r"^you control (?:(fewer than) (\w+) (.+)|(\w+) or more (.+))$")
"""``you control six or more lands`` / ``you control fewer than ten lands``."""


def did_this_turn(game: GameState, player: int, kind: str) -> bool:
    """Did ``player`` cast a spell (``kind`` "cast", 601.2i) or attack with creatures
    (``kind`` "attackers", 508.1) this turn?  Read from this turn's events."""
    return any(ev.kind == kind and ev.player == player
               and (kind != "attackers" or ev.data.get("attackers"))
               for ev in game.events_this_turn())


# -- putting triggers on the stack (603.3) ---------------------------------------------------------

def put_triggers_on_stack(game: GameState) -> None:
    """CR 603.3b: APNAP order; each player orders their own simultaneous triggers.
    With several stacks (807.5b) a player's triggers go on a stack they have priority
    for: the others wait for such a stack."""
    waiting = game.waiting_triggers
    eligible = _players_for_this_stack(game)
    for player in game.in_turn_order(game.active):
        group = trigger_group(game, player)  # 805.7: a team orders its members' triggers
        if group[0] != player:
            continue  # ordered with its team, by the first of it in turn order
        mine = [t for t in waiting if t[3] in group and t[3] in eligible]
        if not mine:
            continue
        if len(mine) == 1 or len({(t[1].name, t[2], t[3]) for t in mine}) == 1:
            game.waiting_triggers = tuple(t for t in waiting if t is not mine[0])
            _put_on_stack(game, mine[0])
            return
        options = [("trigger", i) for i, t in enumerate(waiting)
                   if t[3] in group and t[3] in eligible]
        ask(game, player, "order", options, "603.3b", ("order_trigger",),
            "Choose the next triggered ability to put on the stack")
        return
    # 800.4d: a player who left puts nothing on the stack; others wait for their stack
    game.waiting_triggers = tuple(t for t in waiting if not game.players[t[3]].left)


def _players_for_this_stack(game: GameState) -> frozenset[int] | range:
    """Players whose triggers may go on the current stack (807.5a-b); everyone normally."""
    if not game.parallel:
        return range(len(game.players))
    from casualmagic.engine.simultaneous import receives_priority

    return frozenset(p.index for p in game.players if receives_priority(game, p.index))


def triggers_placeable(game: GameState) -> bool:
    """Is a waiting trigger's controller one who may put it on the current stack (807.5b),
    or has one left the game (then it is dropped, 800.4d)?"""
    eligible = _players_for_this_stack(game)
    return any(t[3] in eligible or game.players[t[3]].left for t in game.waiting_triggers)


def trigger_group(game: GameState, player: int) -> tuple[int, ...]:
    """The players whose triggers ``player``'s are put on the stack with, first one
    deciding: the player alone (603.3b), or their team (805.7, via the variant hook)."""
    for hook in game.hooks:
        group = hook.trigger_group(game, player)  # type: ignore[arg-type]
        if group:
            return group
    return (player,)


@handler("order_trigger")
def _order_trigger(game: GameState, task: tuple, answer: tuple) -> None:
    waiting = list(game.waiting_triggers)
    chosen = waiting.pop(answer[1])
    game.waiting_triggers = tuple(waiting)
    _put_on_stack(game, chosen)


def _put_on_stack(game: GameState, trig: tuple) -> None:
    source, card, ability, controller, subject = trig
    src = game.last_known_object(source)
    obj = game.new_object(card, -1, src.owner if src else controller, "stack", "ability")
    obj.controller = controller
    obj.ability = ability
    obj.source = source
    if subject is not None:
        obj.info = (("subject", subject),)
    if ability is PROWESS:
        obj.ability = _prowess_resolving()
    game.stack = (*game.stack, obj.id)
    chooser = controller
    if getattr(ability, "chooser", None) == "controller of it" and isinstance(subject, int):
        it = game.last_known_object(subject)  # e.g. Grand Ossuary: the dead creature's
        chooser = it.controller if it is not None else controller  # controller chooses
        obj.info = (*obj.info, ("target_chooser", chooser))  # "you" of its target words
    push(game, ("cast", obj.id, chooser, "targets", 0, "trigger"))
    if ability.modes:  # planes: statics — choose the mode first, then its targets (603.3c)
        push(game, ("trigger_mode", obj.id, controller))
    game.emit("trigger", controller, {"object": obj.id, "card": card.name,
                                      "ability": ability.text or ability.event}, "603.3")


@handler("trigger_mode")
def _trigger_mode(game: GameState, task: tuple, answer: tuple | None) -> None:
    """CR 603.3c, 700.2: the controller of a modal triggered ability chooses its mode as
    it is put on the stack; the ability on the stack is then that mode (targets, effects)."""
    _, oid, controller = task[:3]
    chosen: tuple[int, ...] = task[3] if len(task) > 3 else ()
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "stack":
        return
    ab = obj.ability
    modes = ab.modes
    if answer is not None:
        chosen = (*chosen, answer[1])
        game.emit("mode", controller, {"object": oid, "card": obj.card.name,
                                       "mode": modes[answer[1]].text}, "603.3c")
    if answer is None or len(chosen) < ab.choose:
        from casualmagic.engine.targets import has_legal_targets

        options = [("mode", i, m.text) for i, m in enumerate(modes)
                   if (ab.repeat or i not in chosen)  # 700.2d: the same mode again?
                   and has_legal_targets(game, m.targets, controller, oid)]  # 603.3c
        if options:
            ask(game, controller, "mode", options, "603.3c", (*task[:3], chosen),
                f"Choose a mode for {obj.card.name}")
            return
        if not chosen:  # no mode can be chosen: choosing targets removes it (603.3d)
            game.obj_w(oid).ability = modes[0]
            return
    game.obj_w(oid).ability = modes[chosen[0]] if len(chosen) == 1 else \
        _combined_modes(ab, [modes[i] for i in sorted(chosen)])


_TARGET_KEYS = ("what", "to", "who", "other")
"""Effect arguments that may name a target by its index (see engine.effect_refs)."""


def _combined_modes(ab: TriggeredAbility, chosen: list[TriggeredAbility]) -> TriggeredAbility:
    """Several chosen modes as one ability, in the order printed, a mode chosen more than once
    appearing that many times in sequence (700.2d): their targets one after another, each
    mode's target indexes shifted to match."""
    from dataclasses import replace

    from casualmagic.cards.model import shifted_targets

    targets: list = []
    effects: list = []
    for mode in chosen:
        effects.extend(shifted_targets(mode.effects, len(targets)))
        targets.extend(mode.targets)
    return replace(ab, effects=tuple(effects), targets=tuple(targets), modes=(), choose=1,
                   text="; ".join(m.text for m in chosen))


def _prowess_resolving() -> TriggeredAbility:
    from casualmagic.cards.model import Effect

    return TriggeredAbility("you_cast", (Effect("pump", (("power", 1), ("toughness", 1),
                                                         ("what", "self"))),),
                            (), None, PROWESS.text)


def describe_trigger(trig: tuple) -> str:
    return f"{trig[1].name}: {trig[2].text or trig[2].event}"


def still_true_on_resolution(game: GameState, obj: Any) -> bool:
    """603.4: an intervening "if" is checked again as the ability resolves (a state
    trigger's condition is its trigger, not an "if": not checked again, 603.8)."""
    ab = obj.ability
    if isinstance(ab, TriggeredAbility) and ab.condition and ab.event != "state":
        return condition_holds(game, ab.condition, obj.controller, obj.source,
                               obj.get_info("subject"))
    return True


# The trigger machinery reacts to what the core and the rules publish (core/dispatch.py).
subscribe(ENTERED, object_entered)  # 603.6a
subscribe(LEFT_BATTLEFIELD, left_battlefield)  # 603.6c, 603.10a
subscribe(PUT_INTO_GRAVEYARD, put_into_graveyard)  # 400.3
subscribe(HAPPENED_TO, observe_event)  # 603.2
subscribe(SPELL_CAST, spell_cast)  # 601.2i, 702.108a
subscribe(TARGETS_CHOSEN, became_target)  # 702.21a
subscribe(CARD_DRAWN, card_drawn)  # 121.1
subscribe(STEP_BEGAN, beginning_of_step)  # 503.1, 507.1, 513.1, 603.7
subscribe(ATTACKED, attacked)  # 508.1m
subscribe(COMBAT_DAMAGE_TO_PLAYER, dealt_combat_damage_to_player)  # 510.2
subscribe(COMBAT_DAMAGE_TO_PLANESWALKER, dealt_combat_damage_to_planeswalker)  # 510.2
