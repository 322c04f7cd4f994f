"""Replacement and prevention effects (CR 614–616).

An event that replacement effects can change is first described as an
immutable record — :class:`DamageEvent`, :class:`ZoneEvent`,
:class:`CountersEvent`, :class:`TokensEvent` — and handed to :func:`happen`.
It finds the replacement and prevention effects that apply (from static
abilities of permanents, from resolved spells and abilities in
``game.replacements``, and protection's prevention, 702.16e), applies them
one at a time, and then performs what is left of the event.

Order (CR 616.1): self-replacement effects of the affected object apply
first (616.1a); among the others the affected player, or the controller of
the affected object, chooses one (616.1e); after each, the rest are checked
again (616.1f).  Each effect applies at most once to an event (614.5).

When that choice is a real one, :func:`happen` pushes a ``replace`` task,
which asks the player and performs the event afterwards, and returns
:data:`DEFERRED`.  Callers that go on after an event (the resolution of a
spell, combat damage) resume after that task (see
:func:`casualmagic.core.flow.continue_after`).  A caller that cannot wait
passes ``sync=True`` and gets the effects in timestamp order.

Replacement statics in definition files (``statics = [{op = ...}]``):

* ``prevent_damage`` (``to``, ``combat_only``, ``source_filter``) — "Prevent all
  damage that would be dealt to [filter]" / "by [filter]" (615.1a);
* ``double_damage`` (``source_filter``) — "…deals double that damage
  instead" (614.1a);
* ``counters_plus`` (``kind``, ``amount``, ``filter``) — "…that many plus N
  [kind] counters are put on it instead";
* ``double_counters`` (``filter``) and ``double_tokens`` (``who`` "each player": anyone's
  tokens, else only its controller's) — "twice that many";
* ``exile_instead`` (``from_zone``, ``whose``, ``filter``, ``controller_loses_life``) —
  "If a card or token would be put into a graveyard from anywhere, exile it instead"
  ("If a creature would die, instead exile it and that creature's controller loses 2 life");
* self-replacements of the card itself: ``exile_instead_of_dying``,
  ``shuffle_instead_of_graveyard``, ``enters_tapped`` and
  ``enters_with_counters`` (``kind``, ``amount``) (614.1c, 614.12).

Longer than 600 lines: 614-616 are one procedure (find the applicable effects, let the
affected player or controller choose, apply, repeat: 616.1) over four event records;
splitting the records from the procedure would split 616.1.

Longer than 600 lines: the event records and the one procedure of 616.1 that applies
every replacement and prevention effect to them belong together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from casualmagic.cards.vocabulary import ENTERING_CHOICE_OPS
from casualmagic.core.dispatch import ENTERING, provide, subscribe
from casualmagic.core.flow import HANDLERS, ask, handler
from casualmagic.engine import continuous as cont
from casualmagic.engine import rule_hooks

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef, ObjectFilter
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

Ref = tuple[str, int]

DEFERRED = object()
"""Returned by :func:`happen` when a player must first choose the order (616.1e)."""

SELF_OPS = frozenset({"exile_instead_of_dying", "shuffle_instead_of_graveyard", "enters_tapped",
                      "enters_with_counters", "enters_tapped_unless"})
"""Ops that only ever change events of the object that has them (616.1a self-replacement)."""


# -- replaceable events ---------------------------------------------------------------------

class DamageEvent(NamedTuple):
    """A source would deal damage (CR 120)."""

    source: int
    target: Ref
    amount: int
    combat: bool
    rule: str


class ZoneEvent(NamedTuple):
    """An object would move to another zone (CR 400.7); ``cause`` names the log event;
    ``controller``: who controls it if it enters the battlefield (110.2a; None: its owner)."""

    oid: int
    to_zone: str
    cause: str
    rule: str
    position: str = "top"
    controller: int | None = None
    by: int | None = None  # a destruction's: the controller of what destroys it (701.7a)


class CountersEvent(NamedTuple):
    """Counters would be put on a permanent (CR 122.1)."""

    oid: int
    kind: str
    amount: int
    rule: str


class TokensEvent(NamedTuple):
    """An effect would create tokens under a player's control (CR 111.1)."""

    controller: int
    card: CardDef
    amount: int
    tapped: bool
    source: int | None


class Replacement(NamedTuple):
    """One replacement or prevention effect that exists now (CR 614.1, 615.1).

    ``ident`` tells effects apart for 614.5; ``source`` is the permanent with
    the static ability or the spell that created the effect; ``uses`` is how
    many more damage points a "prevent the next N" shield prevents (615.7).
    """

    ident: tuple
    op: str
    args: tuple[tuple[str, Any], ...]
    source: int | None
    controller: int
    timestamp: int
    self_only: bool = False
    duration: str = "static"  # static | end_of_turn
    affected: tuple[Ref, ...] = ()
    uses: int = -1
    rule: str = "614.1"
    optional: bool = False  # "may ... instead": the affected player may decline it

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    @property
    def description(self) -> str:
        return self.get("text") or self.op.replace("_", " ")


# -- where effects come from -----------------------------------------------------------------

def _static_replacements(game: GameState) -> list[Replacement]:
    objs = game.objects
    out: list[Replacement] = []
    for oid in game.battlefield:
        o = objs[oid]
        if not o.card.replacements or o.face_down:
            continue
        for i, ab in o.card.replacements:
            if ab.op in SELF_OPS:
                continue
            out.append(Replacement(("static", oid, i), ab.op, (*ab.args, ("text", ab.text)),
                                   oid, o.controller, o.timestamp, rule="614.1"))
    return out


def _self_replacements(card: CardDef, oid: int, controller: int) -> list[Replacement]:
    return [Replacement(("self", oid, i), ab.op, (*ab.args, ("text", ab.text)), oid, controller, 0,
                        self_only=True, rule="614.12" if ab.op.startswith("enters") else "616.1a")
            for i, ab in card.replacements if ab.op in SELF_OPS]


def current(game: GameState) -> list[Replacement]:
    """Every replacement effect that exists now, cached per state version (the event
    sequence number and the next object id); a new version reuses the list when what it is
    made of is unchanged (the same resolved effects, battlefield and ``chars_epoch``, no
    variant hook)."""
    cache = game.repl_cache
    # the version: a move makes a new object (400.7) before its event; compared field by
    # field (asked at every step and priority: no tuple built for the comparison)
    if cache is not None and cache[0] == game.seq and cache[1] == game.next_id:
        return cache[2]
    # the permanents' statics change only when the battlefield or a characteristic may
    # have changed (``chars_epoch``): they are kept across other events
    if cache is not None and cache[3] == game.chars_epoch and cache[5] is game.battlefield:
        statics = cache[4]
        if not game.hooks and cache[6] is game.replacements:  # the same effects: same list
            game.repl_cache = (game.seq, game.next_id, *cache[2:])  # (callers only read it)
            return cache[2]
    else:
        statics = _static_replacements(game)
    found = [*game.replacements, *statics]
    for hook in game.hooks:
        found.extend(hook.replacement_effects(game))  # type: ignore[arg-type]
    game.repl_cache = (game.seq, game.next_id, found, game.chars_epoch, statics, game.battlefield,
                       game.replacements)
    return found


def add_replacement(game: GameState, r: Replacement) -> None:
    """A resolving spell or ability creates a replacement or prevention effect (CR 614.1, 615.1)."""
    game.replacements = (*game.replacements, r)


def end_replacements(game: GameState, duration: str) -> None:
    """End effects with ``duration`` (e.g. "this turn" at cleanup, 514.2)."""
    game.replacements = tuple(r for r in game.replacements if r.duration != duration)


# -- which effects apply to an event ------------------------------------------------------------

def _between_chosen(game: GameState, r: Replacement, src: GameObject, ev: Any) -> bool:
    """"If a source controlled by one of the chosen players would deal damage to the other
    chosen player or a permanent that player controls" (Bitter Feud; 614.1a): the two
    players chosen as the replacement's source entered (614.12a)."""
    # imported here: entering_choices imports primitives, which imports this module
    from casualmagic.engine.entering_choices import CHOSEN_PLAYERS

    holder = game.objects.get(r.source) if r.source is not None else None
    pair = holder.get_info(CHOSEN_PLAYERS) if holder is not None else None
    if not pair or src.controller not in pair:
        return False
    other = pair[1] if src.controller == pair[0] else pair[0]
    if ev.target[0] == "player":
        return ev.target[1] == other
    target = game.objects.get(ev.target[1])
    return target is not None and target.zone == "battlefield" and target.controller == other


def _matches(game: GameState, phrase: str | None, obj: GameObject, controller: int,
             source: int | None = None) -> bool:
    """Does ``obj`` fit ``phrase`` for an effect controlled by ``controller``; ``source``
    says who else "you" is (a face-up plane's, 901.12c)."""
    if not phrase:
        return True
    from casualmagic.cards.vocabulary import parse_filter
    from casualmagic.engine.targets import matches_filter_base

    f: ObjectFilter = parse_filter(phrase)
    src = game.objects.get(source) if source is not None else None
    return matches_filter_base(game, f, obj, controller, source=src)


def _is_you(game: GameState, r: Replacement, player: int) -> bool:
    """Is ``player`` the "you" of replacement effect ``r``: its controller, or either member
    of the planar controller's team for a face-up plane's (901.12c)?"""
    return player == r.controller or cont.also_you(game, player, r.controller, r.source)


def _source_fits(game: GameState, r: Replacement, source_id: int) -> bool:
    """Does the source of damage fit a prevention effect's ``source_filter``, a static
    filter phrase with subtypes ("non-Werewolf creature"), judged on the source's current
    characteristics, or as it last existed (615.1a, 608.2h)?"""
    from casualmagic.engine.statics import parse_layer_filter

    src = game.last_known_object(source_id)
    if src is None:
        return False
    ch = cont.characteristics(game, src) if src.zone == "battlefield" else None
    if ch is None:
        from casualmagic.engine.continuous import card_base

        ch = card_base(src.card)
    return cont.fits(game, parse_layer_filter(r.get("source_filter")), src, ch, r.controller,
                     r.source)


def _condition(game: GameState, r: Replacement) -> bool:
    """A static replacement effect's ``if`` ("as long as ...", 611.3): true now?"""
    from casualmagic.engine.triggers import condition_holds

    return condition_holds(game, r.get("if"), r.controller, r.source)


def _player_ok(game: GameState, who: str | None, player: int, controller: int) -> bool:
    if who in (None, "any"):
        return True
    if who == "you":
        return player == controller
    if who == "opponent":
        return player in game.opponents(controller)
    return False


def _applies(game: GameState, r: Replacement, ev: Any) -> bool:
    op = r.op
    if op in rule_hooks.REPLACEMENT_EFFECTS:  # mechanics: umbra armor (702.89a)
        return rule_hooks.REPLACEMENT_EFFECTS[op][0](game, r, ev)
    if isinstance(ev, DamageEvent):
        if op == "prevent_damage":
            if r.get("combat_only") and not ev.combat:
                return False
            if r.get("source_filter") == "self":  # statics: "dealt by this creature"
                if ev.source != r.source:
                    return False
            elif r.get("source_filter") and not _source_fits(game, r, ev.source):
                return False  # e.g. "dealt by non-Werewolf creatures" (615.1a)
            if r.get("source_controller") == "opponent":  # schemes: "a source an opponent
                src = game.last_known_object(ev.source)  # controls" (615.1a)
                if src is None or src.controller not in game.opponents(r.controller):
                    return False
            if r.affected:
                return ev.target in r.affected
            to = r.get("to")
            if to == "self":  # statics: "dealt to this creature" (615.1a)
                return ev.target == ("object", r.source)
            if ev.target[0] == "player":
                return to in (None, "any", "player") or (to == "you" and _is_you(game, r, ev.target[1]))
            target = game.objects.get(ev.target[1])
            return target is not None and (to in (None, "any") or (
                to not in ("player", "you") and _matches(game, to, target, r.controller, r.source)))
        if op == "protection":
            return True
        if op == "double_damage":
            src = game.last_known_object(ev.source)
            if src is None or r.get("if") and not _condition(game, r):
                return False  # e.g. "Hellbent — As long as you have no cards in hand"
            if r.get("between_chosen_players"):  # Bitter Feud: from one chosen player's
                return _between_chosen(game, r, src, ev)  # source to the other one's
            if r.get("source_filter") == "source you control":  # a permanent, spell or ability
                return src.controller == r.controller
            return _matches(game, r.get("source_filter"), src, r.controller, r.source)
        if op == "damage_plus":  # schemes: "a source you control ... plus 1 instead"
            src = game.last_known_object(ev.source)
            return src is not None and src.controller == r.controller
        return False
    if isinstance(ev, CountersEvent):
        target = game.objects.get(ev.oid)
        if target is None:
            return False
        if op == "counters_plus":
            return ev.kind == r.get("kind", "+1/+1") and _matches(game, r.get("filter"), target,
                                                                  r.controller, r.source)
        if op == "double_counters":
            return _matches(game, r.get("filter"), target, r.controller, r.source)
        return False
    if isinstance(ev, TokensEvent):
        return op == "double_tokens" and (_is_you(game, r, ev.controller)  # "you would create"
                                          or r.get("who") == "each player")  # "an effect would"
    if isinstance(ev, ZoneEvent):
        o = game.objects.get(ev.oid)
        if o is None:
            return False
        if op == "exile_instead":
            if ev.to_zone != "graveyard":
                return False
            whose = r.get("whose", "any")
            if whose == "opponent" and o.owner not in game.opponents(r.controller):
                return False
            if r.get("from_zone") and o.zone != r.get("from_zone"):
                return False
            if r.get("filter") == "self":  # "If [this] would be put into a graveyard"
                return o.id == r.source
            return not r.get("filter") or _matches(game, r.get("filter"), o, r.controller, r.source)
        if op == "exile_instead_of_dying":
            if r.affected:  # "if that creature would die this turn" (a resolved effect)
                return ev.to_zone == "graveyard" and o.zone == "battlefield" and (
                    "object", ev.oid) in r.affected and cont.is_type(game, o, "Creature")
            return ev.to_zone == "graveyard" and o.zone == "battlefield" and ev.oid == r.source
        if op == "shuffle_instead_of_graveyard":
            return ev.to_zone == "graveyard" and ev.oid == r.source
        if op == "regenerate":  # a regeneration shield (701.15a): destruction only
            return o.zone == "battlefield" and ("object", ev.oid) in r.affected \
                and is_destruction(ev)
        if op == "zone_instead":  # e.g. 903.9b: a commander to the command zone instead
            return ev.to_zone in r.get("from_zones", ()) and ("object", ev.oid) in r.affected
        return False
    return False


def applicable(game: GameState, ev: Any, used: tuple) -> list[Replacement]:
    """The effects that would change ``ev`` now and haven't yet (614.5), self ones first."""
    found: list[Replacement] = []
    if isinstance(ev, ZoneEvent):
        o = game.objects.get(ev.oid)
        if o is not None and o.card.replacements:
            found.extend(_self_replacements(o.card, o.id, o.controller))
    elif isinstance(ev, DamageEvent):
        found.extend(_protection(game, ev))
    for extra in rule_hooks.EVENT_REPLACEMENTS:  # mechanics: shield counters (122.1c)
        found.extend(extra(game, ev))
    found.extend(current(game))
    ranged = any(h.limits_influence for h in game.hooks)
    return [r for r in found if r.ident not in used and _applies(game, r, ev)
            and (not ranged or _within_range(game, r, ev))]


def _within_range(game: GameState, r: Replacement, ev: Any) -> bool:
    """CR 801.13a: a replacement effect can't make its source affect an object or player
    outside its controller's range of influence; 801.13b: a prevention effect for a given
    recipient reaches only recipients within that range, and one naming neither source
    nor recipient ("prevent all combat damage") only damage whose source and recipient
    both are within it.  Plane and phenomenon abilities are exempt (801.18)."""
    from casualmagic.core.hooks import within_influence

    src = game.last_known_object(r.source) if r.source is not None else None
    if src is None or {"Plane", "Phenomenon"} & set(src.card.types):
        return True
    if isinstance(ev, DamageEvent):
        if not within_influence(game, r.controller, ev.target):
            return False
        if r.op == "prevent_damage" and not r.affected and r.get("to") in (None, "any"):
            return within_influence(game, r.controller, ("object", ev.source))
        return True
    if isinstance(ev, (ZoneEvent, CountersEvent)):
        return within_influence(game, r.controller, ("object", ev.oid))
    if isinstance(ev, TokensEvent):
        return within_influence(game, r.controller, ("player", ev.controller))
    return True


def _protection(game: GameState, ev: DamageEvent) -> list[Replacement]:
    """CR 702.16e: damage from a source with the quality is prevented."""
    from casualmagic.engine.protection import protected_from

    if ev.target[0] != "object":
        return []
    target = game.objects.get(ev.target[1])
    src = game.last_known_object(ev.source)
    if target is None or src is None or not protected_from(game, target, src):
        return []
    return [Replacement(("protection", target.id), "protection", (("text", "protection"),),
                        target.id, target.controller, 0, rule="702.16e")]


def affected_player(game: GameState, ev: Any) -> int:
    """Who orders the effects (616.1): the affected player or the affected object's controller."""
    if isinstance(ev, DamageEvent):
        kind, ident = ev.target
        if kind == "player":
            return ident
        o = game.objects.get(ident)
        return o.controller if o is not None else game.active
    if isinstance(ev, TokensEvent):
        return ev.controller
    o = game.objects.get(ev.oid)
    return o.controller if o is not None else game.active


# -- applying one effect -----------------------------------------------------------------------

def apply_one(game: GameState, r: Replacement, ev: Any) -> Any:
    """The event after ``r`` changes it, or ``None`` if nothing is left of it."""
    op = r.op
    if op in ("prevent_damage", "protection"):
        prevented = ev.amount if r.uses < 0 else min(ev.amount, r.uses)
        if r.get("each"):  # "prevent 1 of that damage", each time (615.7)
            prevented = min(prevented, int(r.get("each")))
        if r.uses > 0:
            use_up(game, r, prevented)
        game.emit("prevent", affected_player(game, ev),
                  {"amount": prevented, "source_id": ev.source, "target": list(ev.target),
                   "by": r.description}, "702.16e" if op == "protection" else "615.1a")
        left = ev.amount - prevented
        return ev._replace(amount=left) if left > 0 else None
    if op == "double_damage":
        return ev._replace(amount=ev.amount * 2)
    if op == "damage_plus":
        return ev._replace(amount=ev.amount + int(r.get("amount", 1)))
    if op == "counters_plus":
        return ev._replace(amount=ev.amount + int(r.get("amount", 1)))
    if op == "double_counters":
        return ev._replace(amount=ev.amount * 2)
    if op == "double_tokens":
        return ev._replace(amount=ev.amount * 2)
    if op in ("exile_instead", "exile_instead_of_dying"):
        loss = int(r.get("controller_loses_life", 0))
        if loss:  # "instead exile it and that creature's controller loses 2 life"
            from casualmagic.engine.primitives import lose_life

            lose_life(game, game.objects[ev.oid].controller, loss, "614.1a")
        return ev._replace(to_zone="exile", rule="614.1a")
    if op == "shuffle_instead_of_graveyard":
        return ev._replace(to_zone="library", rule="614.1a", position="shuffle")
    if op == "regenerate":  # 701.15a: used up, the permanent stays on the battlefield
        use_up(game, r, 1)
        regenerate_now(game, ev.oid)
        return None
    if op == "zone_instead":
        o = game.objects[ev.oid]
        game.emit("zone_replaced", o.owner, {"card": o.card.name, "object": ev.oid,
                                             "instead_of": ev.to_zone, "to": r.get("to"),
                                             "by": r.description}, r.rule)
        return ev._replace(to_zone=r.get("to"), rule=r.rule, position="top")
    if op in rule_hooks.REPLACEMENT_EFFECTS:  # mechanics: umbra armor (702.89a)
        return rule_hooks.REPLACEMENT_EFFECTS[op][1](game, r, ev)
    raise ValueError(f"unknown replacement op {op!r}")  # pragma: no cover


def use_up(game: GameState, r: Replacement, n: int) -> None:
    """A "prevent the next N damage" shield is reduced, and ends at zero (615.7)."""
    out = []
    for x in game.replacements:
        if x.ident == r.ident:
            if x.uses - n <= 0:
                continue
            x = x._replace(uses=x.uses - n)
        out.append(x)
    game.replacements = tuple(out)


def _same(a: Replacement, b: Replacement) -> bool:
    """Two effects whose order can't matter: the same op with the same arguments."""
    return a.op == b.op and [kv for kv in a.args if kv[0] != "text"] == [
        kv for kv in b.args if kv[0] != "text"]


# -- the entry point ---------------------------------------------------------------------------

PERFORMERS: dict[type, Any] = {}
"""How each event kind is finally carried out (registered by the modules that own them)."""


def happen(game: GameState, ev: Any, *, sync: bool = False, used: tuple = ()) -> Any:
    """Apply replacement effects to ``ev`` (616.1) and perform it.

    Returns what the performer returns, ``None`` if the event was replaced
    away entirely, or :data:`DEFERRED` when the affected player must choose
    which effect applies first (then a ``replace`` task does the rest).
    """
    if not used and not game.replacements and not _maybe_any(game, ev):
        return PERFORMERS[type(ev)](game, ev)
    ev = _replaced(game, ev, used, sync)
    if ev is None or ev is DEFERRED:
        return ev
    return PERFORMERS[type(ev)](game, ev)


def _replaced(game: GameState, ev: Any, used: tuple, sync: bool) -> Any:
    """``ev`` after every applicable replacement effect, in 616.1 order: self-replacement
    effects first, then the affected player's choice — or, when the caller can't wait
    (``sync``) or the order can't matter, timestamp order.  ``None`` if nothing is left of
    the event.

    A choice that is due — an optional effect ("its owner may", 903.9b) or, when the caller
    can wait, the order of several effects (616.1e) — is asked at once when the engine's
    current step can be undone (:func:`run_step`): the step stops, is undone, the player
    answers and the step runs again with that answer, so the move happens where the rule
    says, in the middle of a draw or a resolving spell.  Otherwise a caller that can wait
    gets :data:`DEFERRED` (a ``replace`` task asks, then performs the event), and one that
    can't gets no optional effect: no one was asked to use it."""
    while True:
        apps = applicable(game, ev, used)
        if not apps:
            return ev
        first = apps[0]
        selfs = [r for r in apps if r.self_only]
        optional = any(r.optional for r in apps)
        if selfs:
            first = selfs[0]  # 616.1a: self-replacement effects first
        elif optional or (not sync and len(apps) > 1
                          and not all(_same(apps[0], r) for r in apps[1:])):
            if getattr(game, "rewind_ok", False):
                answer = _stored_answer(game, (ev, used))
                if answer is None:  # asked as the mid-step state has it (see run_step)
                    raise ChoiceNeeded(ev, used, _order_question(game, ev, apps))
                if answer[0] == "decline":
                    used = (*used, answer[1])
                    continue
                first = next(r for r in apps if r.ident == answer[1])
            elif not sync:
                game.tasks = (*game.tasks, ("replace", ev, used))
                return DEFERRED
            else:
                apps = [r for r in apps if not r.optional]
                if not apps:
                    return ev
                first = min(apps, key=lambda r: r.timestamp)
        elif len(apps) > 1:
            first = min(apps, key=lambda r: r.timestamp)
        ev = apply_one(game, first, ev)
        used = (*used, first.ident)
        if ev is None:
            return None


def _maybe_any(game: GameState, ev: Any) -> bool:
    """Fast check: could any replacement apply at all?"""
    if isinstance(ev, ZoneEvent):
        o = game.objects.get(ev.oid)
        if o is not None and o.card.replacements:
            return True
    elif isinstance(ev, DamageEvent) and ev.target[0] == "object":
        return True  # protection is checked with the object
    return bool(current(game))


@handler("replace")
def _replace_task(game: GameState, task: tuple, answer: Any) -> None:
    """CR 616.1e: the affected player chooses which replacement effect applies first."""
    _, ev, used = task
    apps = applicable(game, ev, used)
    if answer is not None and answer[0] == "decline":  # an optional effect not applied
        happen(game, ev, used=(*used, answer[1]))
        return
    if answer is not None:
        chosen = next((r for r in apps if r.ident == answer[1]), None)
        if chosen is not None:
            ev = apply_one(game, chosen, ev)
            if ev is None:
                return
            used = (*used, chosen.ident)
        happen(game, ev, used=used)
        return
    if not any(r.optional for r in apps) and (
            len(apps) <= 1 or all(_same(apps[0], r) for r in apps[1:])):
        happen(game, ev, used=used)
        return
    _ask_order(game, ev, apps, ("replace", ev, used))


def _order_question(game: GameState, ev: Any, apps: list[Replacement]
                    ) -> tuple[int, list[tuple], str, str]:
    """Who chooses, the options, the rule and the prompt of the choice which effect applies
    first, or whether to use an optional one (616.1e); a single optional effect is that
    effect's own choice (903.9b: "its owner may")."""
    who = affected_player(game, ev)
    if isinstance(ev, ZoneEvent) and ev.oid in game.objects:
        who = game.objects[ev.oid].owner  # e.g. 903.9b: "its owner may"
    options: list[tuple] = [("replacement", r.ident, _describe(game, r)) for r in apps]
    options += [("decline", r.ident, _describe(game, r)) for r in apps if r.optional]
    if len(apps) == 1:
        return who, options, apps[0].rule, \
            f"Use this replacement effect? ({_describe(game, apps[0])})"
    return who, options, "616.1e", \
        "Choose which replacement effect applies first (or decline an optional one)"


def _ask_order(game: GameState, ev: Any, apps: list[Replacement], resume: tuple) -> None:
    """Ask the choice of :func:`_order_question` now; the answer goes to ``resume``."""
    who, options, rule, prompt = _order_question(game, ev, apps)
    ask(game, who, "replacement", options, rule, resume, prompt)


# -- choices in the middle of a step (undo, ask, run again) ----------------------------------

ANSWERS = "replacement_answers"
"""vstate key: ``((event, used), option)`` pairs answered for the step being run again."""

class ChoiceNeeded(Exception):
    """A replacement effect needs a player's choice in the middle of a step that can't wait
    for it (a draw, a card put back during a resolving spell): see :func:`run_step`."""

    def __init__(self, ev: Any, used: tuple, question: tuple[int, list[tuple], str, str],
                 kind: str = "replacement") -> None:
        super().__init__(f"a replacement choice is due for {ev!r}")
        self.ev = ev
        self.used = used
        self.kind = kind  # the Decision's kind ("choose" for an as-enters choice, 614.12a)
        self.question = question
        """Who chooses, the options, the rule and the prompt, as the state was when the
        choice came up: the step is undone before it is asked, and in the state before the
        step the effects or the object may not exist yet."""


def _stored_answer(game: GameState, key: tuple) -> Any:
    for k, option in game.vget(ANSWERS, ()):
        if k == key:
            return option
    return None


def _may_need_choice(game: GameState) -> bool:
    """Could a step ask a replacement choice?  (Only then is it worth keeping a copy.)"""
    if not (game.hooks or game.replacements):
        return False
    for r in current(game):  # a loop, not any(): asked at every step of a game with effects
        if r.optional:
            return True
    return False


def _snapshot(game: GameState) -> GameState:
    """The state as it is now, O(1): a copy-on-write clone (GameState.copy_state), so from
    here on the game copies shared records before writing them and the copy stays as it
    was."""
    return game.copy_state(type(game).__new__(type(game)))


def _restore(game: GameState, saved: GameState) -> None:
    game.__dict__ = saved.__dict__  # the snapshot is used once: take its fields whole


REWIND_TASKS = frozenset({"resolve", "finish_resolution", "enter_as_copy", "land_enters"})
"""The steps in which a permanent may be put onto the battlefield by a resolving spell or
ability (608.2, 608.3): when a permanent that could enter with a choice (614.12a) is in the
game, they run through :func:`run_step`, so the choice is asked before it enters."""


def _may_enter_with_choice(game: GameState, task: tuple) -> bool:
    """Could this step put onto the battlefield a permanent whose entering needs a choice
    (614.12a: "As this land enters, you may pay 2 life", riot, 702.136a)? Asked of
    ``rule_hooks.ENTERING_CHOICE_POSSIBLE`` (engine.entering_choices) for the steps of
    :data:`REWIND_TASKS` only."""
    return task[0] in REWIND_TASKS and any(f(game) for f in rule_hooks.ENTERING_CHOICE_POSSIBLE)


def ask_mid_step(game: GameState, key: Any, question: tuple[int, list[tuple], str, str],
                 kind: str = "choose") -> Any:
    """The answer to a choice due in the middle of a step (an as-enters choice, 614.12a):
    the one given when the step was undone and asked (see :func:`run_step`), or — the first
    time — the step stops here to ask it (raises :class:`ChoiceNeeded`). None when the step
    can't be undone: the caller asks later."""
    if not getattr(game, "rewind_ok", False):
        return None
    answer = _stored_answer(game, (key, ()))
    if answer is None:
        raise ChoiceNeeded(key, (), question, kind)
    return answer


def run_task(game: GameState, task: tuple, answer: Any) -> None:
    """Run a task handler with its answer: through :func:`run_step` when a hook or a
    replacement effect could offer a choice in it, or a permanent entering in it could need
    a choice (614.12a), else directly (the common, cheap case)."""
    if game.hooks or game.replacements or _may_enter_with_choice(game, task):
        run_step(game, ("task", task, answer))
    else:
        HANDLERS[task[0]](game, task, answer)


def run_step(game: GameState, call: tuple) -> bool:
    """Run one step of the engine's work — ``("task", task, answer)``: a task handler with
    its answer, or ``("advance",)``: the next piece of turn structure — so that a zone move
    in it may stop for a player's replacement choice (903.9b "its owner may", 616.1e).

    When a move needs a choice that hasn't been made, the step is undone (the state is
    copy-on-write, so keeping the copy costs nothing), the player is asked, and the step
    runs again from the same state with the answer (task ``replacement_answer``).  The
    answer is recorded like any other, so replays take the same path.  Returns False when
    it stopped to ask."""
    saved = _snapshot(game) if _may_need_choice(game) or (
        call[0] == "task" and _may_enter_with_choice(game, call[1])) else None
    before = getattr(game, "rewind_ok", False)
    game.rewind_ok = saved is not None  # type: ignore[attr-defined]
    try:
        _perform(game, call)
    except ChoiceNeeded as need:
        if saved is None:  # pragma: no cover - rewind_ok is False then
            raise
        _restore(game, saved)
        game.rewind_ok = before  # type: ignore[attr-defined]
        who, options, rule, prompt = need.question
        ask(game, who, need.kind, options, rule,
            ("replacement_answer", (need.ev, need.used), call), prompt)
        return False
    game.rewind_ok = before  # type: ignore[attr-defined]
    return True


def _perform(game: GameState, call: tuple) -> None:
    if call[0] == "task":
        task = call[1]
        HANDLERS[task[0]](game, task, call[2])
    else:
        from casualmagic.engine.turn import advance

        advance(game)


@handler("replacement_answer")
def _replacement_answer(game: GameState, task: tuple, answer: Any) -> None:
    """A choice a step stopped for (see :func:`run_step`): run the step again with it."""
    _, key, call = task
    game.vset(ANSWERS, (*game.vget(ANSWERS, ()), (key, answer)))
    if run_step(game, call):
        game.vstate = tuple((k, v) for k, v in game.vstate if k != ANSWERS)


def _describe(game: GameState, r: Replacement) -> str:
    src = game.objects.get(r.source) if r.source is not None else None
    name = src.card.name if src is not None else "effect"
    return f"{name}: {r.description}"


def redirect_zone(game: GameState, oid: int, to_zone: str, position: str) -> tuple[str, str]:
    """Zone-change replacement effects for a move made directly (a card drawn, discarded,
    milled, put back, a spell finishing): applied in timestamp order, self first; an
    optional one is its owner's choice (see :func:`run_step`)."""
    if not game.replacements and not _maybe_any(game, ZoneEvent(oid, to_zone, "", "")):
        return to_zone, position
    ev = _replaced(game, ZoneEvent(oid, to_zone, "", "", position), (), sync=True)
    return ev.to_zone, ev.position


# -- entering the battlefield (614.1c, 614.12) --------------------------------------------------

def as_it_enters(game: GameState, oid: int) -> None:
    """Apply "enters tapped" and "enters with counters" effects to a permanent entering
    the battlefield, and a planeswalker's loyalty (306.5b, 614.1c, 614.12)."""
    o = game.objects[oid]
    card = o.card
    # "Creatures your opponents control enter tapped" (614.1c): a plane's or a permanent's
    _others_enter_tapped(game, oid)
    rule_hooks.run(rule_hooks.AS_IT_ENTERS, game, oid)  # keywords: "enters with" (614.1c)
    if not card.replacements and card.loyalty is None and not game.replacements \
            and not _static_replacements(game):
        return
    for i, ab in card.replacements:
        args = dict(ab.args)
        if ab.op == "enters_tapped":
            game.obj_w(oid).tapped = True
        elif ab.op == "enters_tapped_unless" and not _condition_met(game, o, args):
            game.obj_w(oid).tapped = True
        elif ab.op == "enters_with_counters":
            from casualmagic.engine.effect_refs import amount_of

            if args.get("if") and not _enters_if(game, o, str(args["if"])):
                continue  # "if it was kicked", "if you attacked this turn" (614.1c)

            n = amount_of(game, o, args.get("amount", 1))  # X (107.3) or noted (905.2b)
            happen(game, CountersEvent(oid, args.get("kind", "+1/+1"), n, "614.1c"), sync=True)
        elif ab.op in ENTERING_CHOICE_OPS:  # chosen before it entered (614.12a)
            # imported here: entering_choices pays life through primitives, which imports this
            from casualmagic.engine.entering_choices import apply_entering_choice

            apply_entering_choice(game, oid, i, ab.op, args)
        elif ab.op in rule_hooks.ENTERS_REPLACEMENT:  # mechanics: dice, 706.2
            rule_hooks.ENTERS_REPLACEMENT[ab.op](game, oid)
    if card.loyalty is not None and "Planeswalker" in card.types:
        loyalty = card.loyalty
        for changed in rule_hooks.ENTERING_LOYALTY:  # mechanics: compleated (702.150a)
            loyalty = changed(game, oid, loyalty)
        happen(game, CountersEvent(oid, "loyalty", loyalty, "306.5b"), sync=True)


def _enters_if(game: GameState, o: GameObject, condition: str) -> bool:
    """The "if" of "enters with … counters on it if …" (614.1c): kicked (702.33d) or a
    condition of the turn (engine.turn_history), as the permanent enters."""
    from casualmagic.engine.triggers import condition_holds

    return condition_holds(game, condition, o.controller, o.id)


def _others_enter_tapped(game: GameState, oid: int) -> None:
    """"Creatures enter tapped" (614.1c): a ``permanents_enter_tapped`` static (with a
    ``filter``) of a face-up plane or a permanent (planes: vehicles/phasing/exile)."""
    o = game.objects[oid]
    for r in current(game):
        if r.op == "permanents_enter_tapped" and _matches(game, r.get("filter"), o, r.controller, r.source):
            game.obj_w(oid).tapped = True
            game.emit("enters_tapped", o.controller, {"object": oid, "card": o.card.name},
                      "614.1c")
            return


def _condition_met(game: GameState, o: GameObject, args: dict) -> bool:
    """"enters tapped unless you control a [filter]" (e.g. the check lands); the lands'
    conditions of :mod:`casualmagic.engine.lands`."""
    from casualmagic.engine.lands import LAND_CONDITIONS, enters_untapped

    if LAND_CONDITIONS & args.keys():
        return enters_untapped(game, o, args)
    phrase = args.get("control")
    if phrase:
        return any(_matches(game, phrase, p, o.controller) for p in game.permanents(o.controller)
                   if p.id != o.id)
    return False


# -- regeneration (701.15): what a regeneration shield replaces and does -------------------

DESTRUCTION_RULES = ("701.7a", "704.5g", "704.5h")
"""Moves to a graveyard that are destruction (701.7, 704.5g, 704.5h) — what regeneration
replaces; a creature with toughness 0 or less (704.5f) or one sacrificed isn't destroyed."""


def is_destruction(ev: Any) -> bool:
    """Is this move to a graveyard a destruction (701.7, 704.5g, 704.5h) a regeneration
    shield may replace — not one that "can't be regenerated" (701.15c)?"""
    if ev.rule == "701.15c":
        return False
    return ev.to_zone == "graveyard" and (ev.cause == "destroy" or ev.rule in DESTRUCTION_RULES)


def regenerate_now(game: GameState, oid: int) -> None:
    """701.15a: remove all damage from it, tap it, remove it from combat."""
    from casualmagic.engine.combat import remove_from_combat

    o = game.obj_w(oid)
    o.tapped = True
    o.damage = 0
    o.deathtouch_damage = False
    remove_from_combat(game, oid, "701.15a")
    game.emit("regenerate", o.controller, {"object": oid, "card": o.card.name}, "701.15a")


# -- 'if it would die this turn, exile it instead' (614.1a) --------------------------------

def exile_if_it_would_die(game: GameState, obj: GameObject, oid: int) -> None:
    """``obj`` makes "if [``oid``] would die this turn, exile it instead" (614.1a)."""
    ts = cont.next_timestamp(game)
    add_replacement(game, Replacement(("exile_if_dies", ts), "exile_instead_of_dying",
                                      (("text", f"{obj.card.name}: exile it instead"),),
                                      obj.id, obj.controller, ts, duration="end_of_turn",
                                      affected=(("object", oid),), rule="614.1a"))


# the core asks these (core/dispatch.py): every task and zone change goes through them
provide("run_task", run_task)
provide("run_step", run_step)
provide("redirect_zone", redirect_zone)  # 614.1a, 903.9b
subscribe(ENTERING, as_it_enters)  # 614.1c
