"""The rules of Archenemy (CR 904, 314, 701.25, 701.26, 704.6e) as functions on the game state.

State lives in the game's variant state (``vget``/``vset``, immutable values):

- ``ae.archenemies``: the seats that are archenemies (904.2a; every seat in a Supervillain
  Rumble, 904.12b).
- ``ae.decks``: one scheme deck per seat, a tuple of object ids, top first (904.3); empty
  for a player who isn't an archenemy.  The cards are objects in the command zone (904.4),
  face down, controlled by nobody.
- ``ae.face_up``: the face-up schemes' object ids, in the order they were set in motion.
- ``ae.initial``: each seat's scheme deck as it began the game (for the card-count checks).
- ``ae.no_schemes_turn``: a turn in which schemes can't be set in motion (All in Good Time).
- ``ae.plots``: ``(seat, times)``: the next time that seat would set a scheme in motion, it
  sets ``times`` schemes in motion instead (Plots That Span Centuries).

Longer than 600 lines: all of 904 — the scheme deck, setting schemes in motion, ongoing
schemes, abandoning, Supervillain Rumble (904.12) and the team variants — as one set of
functions on the variant state; the schemes' ops are in :mod:`.ops`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from casualmagic.core.dispatch import ENTERED, publish
from casualmagic.core.flow import handler
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.lands import add_land_play

if TYPE_CHECKING:
    from casualmagic.cards.model import CardDef, Effect
    from casualmagic.core.objects import GameObject
    from casualmagic.core.state import GameState

SCHEME_ID_BASE = 2_000_000
"""Card ids of scheme cards: 2,000,000 + seat × 1,000 + position in the deck list, so they
never collide with main-deck cards (from 0) or planar cards (from 1,000,000)."""

STEP_EVENTS = ("upkeep", "draw_step", "end_step", "beginning_of_combat", "precombat_main",
               "postcombat_main", "end_of_combat")
"""Step and phase triggers of face-up schemes the variant fires (904.8)."""


# -- queries ---------------------------------------------------------------------------------

def is_scheme(card: CardDef) -> bool:
    return "Scheme" in card.types


def is_ongoing(card: CardDef) -> bool:
    return "Ongoing" in card.supertypes


def archenemies(game: GameState) -> tuple[int, ...]:
    return game.vget("ae.archenemies", ())


def is_archenemy(game: GameState, seat: int) -> bool:
    return seat in archenemies(game)


def scheme_deck(game: GameState, seat: int) -> tuple[int, ...]:
    decks = game.vget("ae.decks", ())
    return decks[seat] if 0 <= seat < len(decks) else ()


def _set_deck(game: GameState, seat: int, ids: tuple[int, ...]) -> None:
    decks = list(game.vget("ae.decks", ()))
    decks[seat] = ids
    game.vset("ae.decks", tuple(decks))


def face_up(game: GameState) -> tuple[int, ...]:
    """The face-up schemes (every archenemy's), oldest first."""
    return tuple(i for i in game.vget("ae.face_up", ()) if i in game.objects)


def face_up_names(game: GameState, seat: int | None = None) -> list[str]:
    return [game.objects[i].card.name for i in face_up(game)
            if seat is None or game.objects[i].owner == seat]


def scheme_trigger_pending(game: GameState) -> bool:
    """Is a triggered ability of any scheme on the stack or waiting to be put there (704.6e)?"""
    if any(is_scheme(t[1]) for t in game.waiting_triggers):
        return True
    return any(game.objects[i].kind == "ability" and is_scheme(game.objects[i].card)
               for i in game.all_stack_ids() if i in game.objects)


# -- setting up (904.3, 904.4, 904.7) --------------------------------------------------------

def build_scheme_decks(game: GameState, decks: tuple[tuple[CardDef, ...], ...]) -> None:
    """Each archenemy's scheme deck, shuffled, face down in the command zone (904.3, 904.4);
    its owner is the player who started the game with it there (904.7)."""
    from casualmagic.core import rng

    out = []
    for seat, deck in enumerate(decks):
        pairs = tuple((SCHEME_ID_BASE + seat * 1_000 + i, c) for i, c in enumerate(deck))
        order, game.rng = rng.shuffled(game.rng, pairs)
        ids = []
        for cid, card in order:
            o = game.new_object(card, cid, seat, "command")
            o.face_down = True
            o.controller = -1  # nobody controls a face-down scheme (904.7)
            ids.append(o.id)
        game.command = (*game.command, *ids)
        out.append(tuple(ids))
        if ids:
            game.emit("scheme_deck", seat, {"player": game.players[seat].name,
                                            "cards": len(ids)}, "904.3")
    game.vset("ae.decks", tuple(out))
    game.vset("ae.initial", tuple(decks))


# -- set in motion (701.25, 904.9) and abandon (701.26) --------------------------------------------

def may_set_in_motion(game: GameState) -> bool:
    """All in Good Time: "Schemes can't be set in motion that turn"."""
    return game.vget("ae.no_schemes_turn") != game.turn


def set_schemes_in_motion(game: GameState, player: int, rule: str = "904.9") -> None:
    """``player`` sets the top scheme of their scheme deck in motion — or several, one at a
    time (701.25c), if Plots That Span Centuries said so."""
    if not is_archenemy(game, player) or not may_set_in_motion(game):
        return  # 701.25a: only an archenemy
    times = 1
    plots = dict(game.vget("ae.plots", ()))
    if plots.get(player):
        times = plots.pop(player)
        game.vset("ae.plots", tuple(sorted(plots.items())))
    for _ in range(times):
        set_in_motion(game, player, rule=rule)


def set_in_motion(game: GameState, player: int, oid: int | None = None,
                  rule: str = "701.25b") -> int | None:
    """701.25b: move the scheme off the top of the scheme deck (if it's there) and turn it
    face up (if it isn't); "when you set this scheme in motion" abilities trigger (904.9).
    Returns the scheme's object id, or None if the deck was empty."""
    from casualmagic.engine.triggers import queue_trigger

    deck = scheme_deck(game, player)
    if oid is None:
        if not deck:
            game.emit("no_scheme", player, {"player": game.players[player].name}, rule)
            return None
        oid = deck[0]
    if oid in deck:
        _set_deck(game, player, tuple(i for i in deck if i != oid))
    o = game.obj_w(oid)
    o.face_down = False
    o.controller = o.owner  # 904.7: the controller of a face-up scheme is its owner
    if oid not in game.vget("ae.face_up", ()):
        game.vset("ae.face_up", (*game.vget("ae.face_up", ()), oid))
    card = o.card
    game.emit("set_in_motion", player, {"player": game.players[player].name,
                                        "scheme": card.name, "ongoing": is_ongoing(card)}, rule)
    game.chars_cache = None  # its static abilities now apply (904.8)
    extra_land_plays(game, o.owner)  # My Tendrils Run Deep, set in motion on its turn (305.2)
    choose_as_set_in_motion(game, oid)  # Bow to My Command: "As you set this scheme ..."
    for ab in card.triggered:
        if ab.event == "set_in_motion":
            queue_trigger(game, oid, card, ab, o.owner)
    if not is_ongoing(card):  # My Laughter Echoes: "whenever you set a non-ongoing scheme ..."
        for other in face_up(game):
            oc = game.objects[other].card
            if other != oid and game.objects[other].controller == player:
                for ab in oc.triggered:
                    if ab.event == "set_nonongoing_scheme_in_motion":
                        queue_trigger(game, other, oc, ab, player, oid)
    return oid


def to_bottom(game: GameState, oid: int, why: str, rule: str, kind: str) -> None:
    """Turn a face-up scheme face down and put it on the bottom of its owner's scheme deck
    (704.6e, 701.26b); it stays in the command zone (314.2), a new object (400.7)."""
    o = game.objects[oid]
    owner, card = o.owner, o.card
    new = game.move(oid, "command")
    n = game.obj_w(new)
    n.face_down = True
    n.controller = -1
    game.vset("ae.face_up", tuple(i for i in game.vget("ae.face_up", ()) if i != oid))
    _set_deck(game, owner, (*scheme_deck(game, owner), new))
    game.chars_cache = None
    game.emit(kind, owner, {"player": game.players[owner].name, "scheme": card.name,
                            "why": why}, rule)


def abandon(game: GameState, oid: int, rule: str = "701.26b") -> bool:
    """701.26a-b: a face-up ongoing scheme is turned face down and put on the bottom of its
    owner's scheme deck.  Returns False if it can't be abandoned (no longer face up)."""
    if oid not in face_up(game) or not is_ongoing(game.objects[oid].card):
        return False
    to_bottom(game, oid, "abandoned", rule, "abandon")
    return True


def non_ongoing_sba(game: GameState) -> bool:
    """704.6e (904.10): a face-up non-ongoing scheme goes face down to the bottom of its
    owner's scheme deck once no scheme's triggered ability is on the stack or waiting."""
    if scheme_trigger_pending(game):
        return False
    done = [i for i in face_up(game) if not is_ongoing(game.objects[i].card)]
    for oid in done:
        to_bottom(game, oid, "a non-ongoing scheme with no ability pending", "704.6e",
                  "scheme_to_bottom")
    return bool(done)


# -- triggers of face-up schemes (904.8) -----------------------------------------------------------

def step_triggers(game: GameState, event: str) -> None:
    """"At the beginning of your / each / your opponents' [step]" abilities of face-up
    schemes (904.8).  "Your opponents' end step" triggers once for the opposing team's shared
    turn (805.4a: its players take one turn together)."""
    from casualmagic.core.hooks import is_active_player
    from casualmagic.engine.triggers import queue_trigger

    for oid in face_up(game):
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event != event:
                continue
            mine = is_active_player(game, o.controller)
            whose = ab.whose or "your"
            if (whose in ("your", "you") and mine) or whose == "each":
                queue_trigger(game, oid, o.card, ab, o.controller, ("player", game.active))  # type: ignore[arg-type]
            elif whose == "opponent" and game.active in game.opponents(o.controller):
                # 805.4d: once for each player of the active team if it refers to "that
                # player"; once for the team's turn otherwise ("they")
                each = [p for p in game.in_turn_order(game.active) if is_active_player(game, p)
                        and p in game.opponents(o.controller)] if "that player" in ab.text \
                    else [game.active]
                for p in each:
                    queue_trigger(game, oid, o.card, ab, o.controller, ("player", p))  # type: ignore[arg-type]


def spell_cast(game: GameState, player: int, spell: int | None) -> None:
    """"Whenever a player casts a spell" (its subject: that player) / "whenever you cast a
    spell" (its subject: that spell, for "copy that spell") abilities of face-up schemes
    (904.8; the command zone isn't scanned by the core's cast triggers)."""
    from casualmagic.engine.triggers import queue_trigger

    for oid in face_up(game):
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event == "cast" and ab.subject is None:
                queue_trigger(game, oid, o.card, ab, o.controller, ("player", player))  # type: ignore[arg-type]
            elif ab.event == "you_cast" and player == o.controller and ab.subject is None:
                queue_trigger(game, oid, o.card, ab, o.controller, spell)


# -- leaving the game (800.4a) ---------------------------------------------------------------------

def player_left(game: GameState, player: int) -> None:
    """The leaver's scheme cards have left the game with them (800.4a): forget their ids."""
    decks = tuple(tuple(i for i in d if i in game.objects) for d in game.vget("ae.decks", ()))
    game.vset("ae.decks", decks)
    game.vset("ae.face_up", tuple(i for i in game.vget("ae.face_up", ()) if i in game.objects))


# -- effects of scheme cards -------------------------------------------------------------------------

def _scheme_source(game: GameState, obj: GameObject) -> int | None:
    """"This scheme" (314.7): the scheme card in the command zone that's the ability's source."""
    src = obj.source if obj.kind == "ability" else obj.id
    return src if src in game.objects else None


@effect("abandon")
def _abandon_effect(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Abandon this scheme" (701.26)."""
    src = _scheme_source(game, obj)
    if src is not None:
        abandon(game, src)
    return None


@effect("no_schemes_this_turn")
def _no_schemes(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """All in Good Time: "Schemes can't be set in motion that turn" (the extra turn: the
    next turn's number, as extra turns follow this one, 500.7)."""
    game.vset("ae.no_schemes_turn", game.turn + 1)
    game.emit("no_schemes", obj.controller, {"turn": game.turn + 1}, "701.25a")
    return None


@effect("set_next_schemes_in_motion")
def _plots(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any, at: int) -> Any:
    """Plots That Span Centuries: "the next time you would set a scheme in motion, set three
    schemes in motion instead" (701.25c: one at a time)."""
    times = int(dict(eff.args).get("amount", 3))
    plots = dict(game.vget("ae.plots", ()))
    plots[obj.controller] = times
    game.vset("ae.plots", tuple(sorted(plots.items())))
    game.emit("plots", obj.controller, {"times": times}, "701.25c")
    return None


@effect("no_max_hand_size_until_your_next_turn")
def _no_max_hand_size(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                      at: int) -> Any:
    """"You have no maximum hand size until your next turn" (402.2, 611.2a): the usual
    maximum comes back as the controller's next turn begins (:func:`restore_hand_sizes`)."""
    p = game.players[obj.controller]
    saved = game.vget("ae.hand_size", ())
    if not any(s[0] == p.index for s in saved):
        game.vset("ae.hand_size", (*saved, (p.index, p.max_hand_size)))
    game.player_w(p.index).max_hand_size = None
    game.emit("hand_size", p.index, {"maximum": None, "until": "your next turn"}, "402.2")
    return None


def restore_hand_sizes(game: GameState, player: int) -> None:
    """``player``'s next turn begins: "until your next turn" ends (611.2a)."""
    saved = game.vget("ae.hand_size", ())
    mine = [s for s in saved if s[0] == player]
    if not mine:
        return
    game.vset("ae.hand_size", tuple(s for s in saved if s[0] != player))
    game.player_w(player).max_hand_size = mine[0][1]
    game.emit("hand_size", player, {"maximum": mine[0][1]}, "611.2a")


def until_next_turn(seat: int) -> str:
    """The duration of a replacement effect lasting "until [seat]'s next turn" (611.2a)."""
    return f"until_next_turn:{seat}"


@effect("double_damage_until_your_next_turn")
def _double_damage(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                   at: int) -> Any:
    """Approach My Molten Realm: "until your next turn, if a source would deal damage, it
    deals double that damage instead" (614.1a, 611.2a)."""
    from casualmagic.engine.continuous import next_timestamp
    from casualmagic.engine.replacement import Replacement, add_replacement

    ts = next_timestamp(game)
    add_replacement(game, Replacement(("double", ts), "double_damage",
                                      (("text", f"{obj.card.name}: double damage"),), obj.id,
                                      obj.controller, ts, duration=until_next_turn(
                                          obj.controller), rule="614.1a"))
    game.emit("double_damage", obj.controller, {"card": obj.card.name,
                                                "until": "your next turn"}, "614.1a")
    return None


def next_turn_begins(game: GameState, player: int) -> None:
    """``player``'s turn begins: their "until your next turn" effects end (611.2a)."""
    from casualmagic.engine.replacement import end_replacements

    restore_hand_sizes(game, player)
    if any(r.duration == until_next_turn(player) for r in game.replacements):
        end_replacements(game, until_next_turn(player))


@effect("opponents_may_sacrifice_then_abandon")
def _may_sacrifice_to_abandon(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """My Forces Are Innumerable: "At the beginning of your opponents' end step, they may
    sacrifice two creatures of their choice. If they do, abandon this scheme" — each opponent
    of the active team in turn asks; the first who sacrifices abandons it (701.26)."""
    from casualmagic.core.flow import ask
    from casualmagic.core.hooks import is_active_player
    from casualmagic.engine.casting import sacrifice_candidates
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import sacrifice

    n = int(eff.get("amount", 2))
    if sub is None:
        sub = ("ask", tuple(p for p in game.in_turn_order(game.active)
                            if p in game.opponents(obj.controller) and is_active_player(game, p)),
               0)
    stage, todo, done = sub
    if stage == "ask" and answer is not None:
        if answer == ("yes",):
            stage = "sacrifice"
        else:
            todo = todo[1:]
    elif stage == "sacrifice" and answer is not None:
        sacrifice(game, answer[1])
        done += 1
        if done >= n:
            src = _scheme_source(game, obj)
            if src is not None:
                abandon(game, src)
            return None
    if stage == "sacrifice":
        options = sacrifice_candidates(game, todo[0], "creature", None)
        ask(game, todo[0], "sacrifice", [("sacrifice", i) for i in options], "701.17a",
            ("resolve", obj.id, at, ("sacrifice", todo, done)), "Sacrifice a creature")
        return WAIT
    while todo and len(sacrifice_candidates(game, todo[0], "creature", None)) < n:
        todo = todo[1:]
    if not todo:
        return None
    ask(game, todo[0], "may", [("yes",), ("no",)], "608.2d", ("resolve", obj.id, at,
                                                               ("ask", todo, 0)),
        f"Sacrifice {n} creatures to make the archenemy abandon {obj.card.name}?")
    return WAIT


# -- rules of face-up schemes: replacement effects, untapping, combat (904.8) ---------------------

def scheme_replacements(game: GameState) -> tuple[Any, ...]:
    """Replacement and prevention effects of face-up schemes' static abilities (904.8, 614.1),
    e.g. Nothing Can Stop Me Now's "prevent 1 of that damage"."""
    from casualmagic.engine.replacement import SELF_OPS, Replacement

    out = []
    for oid in face_up(game):
        o = game.objects[oid]
        for i, ab in o.card.replacements:
            if ab.op not in SELF_OPS:
                out.append(Replacement(("scheme", oid, i), ab.op, (*ab.args, ("text", ab.text)),
                                       oid, o.controller, o.timestamp, rule="615.1a"))
    return tuple(out)


def untap_during_opponents_untap(game: GameState) -> None:
    """I Know All, I See All: "Untap all permanents you control during each opponent's untap
    step" (502.3)."""
    for oid in face_up(game):
        o = game.objects[oid]
        if game.active not in game.opponents(o.controller) or not any(
                ab.op == "untap_during_each_opponents_untap_step"
                for ab in o.card.replacement_abilities):
            continue
        untapped = [p.id for p in game.permanents(o.controller) if p.tapped]
        for pid in untapped:
            game.obj_w(pid).tapped = False
        if untapped:
            game.emit("untap", o.controller, {"objects": untapped, "card": o.card.name}, "502.3")


def combat_triggers(game: GameState, event: str) -> None:
    """"When four or more creatures attack you" (at declare attackers, 508.1m) and "whenever a
    creature attacks and isn't blocked, if you're the defending player" (after blockers are
    declared, 509.1h) abilities of face-up schemes (Nature Shields Its Own)."""
    from casualmagic.engine.triggers import queue_trigger

    combat = game.combat
    if combat is None:
        return
    for oid in face_up(game):
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event != event:
                continue
            mine = [a for a, _ in combat.attackers if combat.defending_player(a) == o.controller]
            if event == "four_or_more_attack_you" and len(mine) >= 4:
                queue_trigger(game, oid, o.card, ab, o.controller)
            elif event == "attacks_you_unblocked":
                for a in mine:
                    if a not in combat.blocked:
                        queue_trigger(game, oid, o.card, ab, o.controller, a)


def after_blockers(game: GameState) -> None:
    """At the beginning of the declare blockers step: once the blockers are declared (509.1,
    the core's turn-based action, a task of its own), "whenever a creature attacks and isn't
    blocked" abilities of face-up schemes trigger — a task slipped in beneath it."""
    tasks = game.tasks
    for i in range(len(tasks) - 1, -1, -1):
        if tasks[i][0] == "declare_blockers":
            game.tasks = (*tasks[:i], ("archenemy_unblocked",), *tasks[i:])
            return


@handler("archenemy_unblocked")
def _unblocked(game: GameState, task: tuple, answer: Any) -> None:
    combat_triggers(game, "attacks_you_unblocked")


def end_of_combat(game: GameState) -> None:
    """The delayed "abandon this scheme at end of combat" abilities trigger (603.7, 511.2)."""
    from casualmagic.cards.model import Effect as Eff
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.engine.triggers import queue_trigger

    waiting = game.vget("ae.abandon_at_end_of_combat", ())
    if not waiting:
        return
    game.vset("ae.abandon_at_end_of_combat", ())
    for oid in waiting:
        if oid in face_up(game):
            o = game.objects[oid]
            ab = TriggeredAbility("end_of_combat", (Eff("abandon", ()),), (), None,
                                  "Abandon this scheme at end of combat.")
            queue_trigger(game, oid, o.card, ab, o.controller)


@effect("abandon_at_end_of_combat")
def _abandon_at_end_of_combat(game: GameState, obj: GameObject, eff: Effect, sub: Any,
                              answer: Any, at: int) -> Any:
    """"Abandon this scheme at end of combat": a delayed triggered ability (603.7)."""
    src = _scheme_source(game, obj)
    if src is not None:
        game.vset("ae.abandon_at_end_of_combat",
                  (*game.vget("ae.abandon_at_end_of_combat", ()), src))
    return None


@effect("create_token_blocking_it")
def _token_blocking(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Create a 0/1 green Plant creature token that's blocking that creature" (509.1h: the
    token blocks it; the attacking creature becomes blocked, 509.1h)."""
    from dataclasses import replace as dc_replace

    from casualmagic.effects.permanents import token_card
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.replacement import TokensEvent, happen

    combat = game.combat
    attackers = [a for a in objects_of(game, obj, "it")
                 if combat is not None and a in dict(combat.attackers)]
    if not attackers:
        return None
    card = token_card(eff.get("name"), eff.get("types"), eff.get("power"), eff.get("toughness"),
                      eff.get("colors", ""), tuple(eff.get("keywords", ())))
    made = happen(game, TokensEvent(obj.controller, card, 1, False, obj.id), sync=True)
    for tok in made if isinstance(made, list) else ():
        a = attackers[0]
        c = game.combat
        game.combat = dc_replace(c, blocks=(*c.blocks, (tok, a)), blocked=c.blocked | {a})
        game.emit("put_blocking", obj.controller, {"object": tok, "card": card.name,
                                                   "blocks": a}, "509.1h")
    return None


# -- My Undead Horde Awakens: creatures put onto the battlefield with this scheme (607.2a) ----------

@effect("put_onto_battlefield_linked")
def _put_linked(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                at: int) -> Any:
    """"Put target creature card ... onto the battlefield under your control", remembered as
    put there with this scheme (a linked ability, 607.2a)."""
    from casualmagic.engine.effect_refs import objects_of
    from casualmagic.engine.primitives import move_object
    src = _scheme_source(game, obj)
    for oid in objects_of(game, obj, eff.get("what")):
        new = move_object(game, oid, "battlefield", "put_onto_battlefield", "110.2a")
        if isinstance(new, int) and game.objects.get(new) is not None \
                and game.objects[new].zone == "battlefield":
            game.obj_w(new).controller = obj.controller
            if src is not None:
                game.vset("ae.linked", (*game.vget("ae.linked", ()), (src, new)))
            publish(game, ENTERED, new)
    return None


def linked_creature_died(game: GameState, old: int) -> None:
    """"When a creature put onto the battlefield with this scheme dies" (603.10a)."""
    from casualmagic.engine.triggers import queue_trigger

    links = game.vget("ae.linked", ())
    for scheme, oid in links:
        if oid == old and scheme in face_up(game):
            o = game.objects[scheme]
            for ab in o.card.triggered:
                if ab.event == "linked_creature_dies":
                    queue_trigger(game, scheme, o.card, ab, o.controller)
    if any(oid == old for _, oid in links):
        game.vset("ae.linked", tuple(t for t in links if t[1] != old))


# -- Choose Your Champion ------------------------------------------------------------------------

@effect("only_you_and_a_champion_act")
def _champion(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
              at: int) -> Any:
    """"Target opponent chooses a player. Until your next turn, only you and the chosen player
    can cast spells and attack with creatures" (601.3, 508.1c)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.casting_rules import add_lasting
    from casualmagic.engine.effect_refs import players_of
    from casualmagic.engine.effect_registry import WAIT

    if answer is None:
        chooser = players_of(game, obj, 0)
        if not chooser:
            return None
        ask(game, chooser[0], "choose", [("player", p) for p in game.living()], "608.2d",
            ("resolve", obj.id, at, "chosen"), "Choose a player: only they and the archenemy "
            "can cast spells and attack until the archenemy's next turn")
        return WAIT
    chosen = answer[1]
    you = obj.controller
    game.emit("chooses_player", None, {"player": game.players[chosen].name}, "608.2d")
    for p in game.living():
        if p not in (you, chosen):
            add_lasting(game, "cant_cast", {"player": p}, you, "until_your_next_turn")
    game.vset("ae.champion", (*game.vget("ae.champion", ()), (you, chosen,
                                                               game.players[you].turn_started)))
    return None


def may_attack(game: GameState, player: int) -> bool:
    """Choose Your Champion: until its controller's next turn only they and the chosen player
    can attack with creatures; Know Evil: a target opponent can't (508.1c)."""
    for you, chosen, started in game.vget("ae.champion", ()):
        if game.players[you].turn_started <= started and player not in (you, chosen):
            return False
    for you, barred, started in game.vget("ae.cant_attack", ()):
        if game.players[you].turn_started <= started and player == barred:
            return False
    return True


@effect("cant_attack_until_your_next_turn")
def _cant_attack(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """Know Evil: "until your next turn, up to one target opponent can't attack with
    creatures" (508.1c, 611.2a)."""
    from casualmagic.engine.effect_refs import players_of

    you = obj.controller
    for p in players_of(game, obj, eff.get("who")):
        game.vset("ae.cant_attack", (*game.vget("ae.cant_attack", ()),
                                     (you, p, game.players[you].turn_started)))
        game.emit("cant_attack", p, {"player": game.players[p].name,
                                     "until": "the archenemy's next turn"}, "508.1c")
    return None


def champions_end(game: GameState, player: int) -> None:
    """``player``'s turn begins: their Choose Your Champion restrictions end (611.2a)."""
    for key in ("ae.champion", "ae.cant_attack"):
        kept = tuple(t for t in game.vget(key, ()) if t[0] != player)
        if kept != game.vget(key, ()):
            game.vset(key, kept)


# -- My Wish Is Your Command / Nature Demands an Offering ------------------------------------------

@effect("may_cast_from_opponents_hands_free")
def _my_wish(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
             at: int) -> Any:
    """"Each opponent reveals their hand. You may choose a noncreature, nonland card revealed
    this way and cast it without paying its mana cost" (701.16a, 118.9a)."""
    from casualmagic.core.flow import ask, push
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.targets import card_filter, card_fits

    if answer is not None:
        if answer[0] == "cast" and answer[1] in game.objects:
            push(game, ("cast", answer[1], obj.controller, "announce", "free"))
        return None
    f = card_filter(eff.get("filter", "noncreature nonland card"))
    fits: list[int] = []
    for p in game.in_turn_order(game.active):
        if p not in game.opponents(obj.controller):
            continue
        hand = game.players[p].hand
        game.emit("reveal", p, {"cards": [game.objects[i].card.name for i in hand]}, "701.16a")
        fits += [i for i in hand if card_fits(game.objects[i].card, f)]
    if not fits:
        return None
    ask(game, obj.controller, "choose", [*game.distinct_card_options(tuple(fits), "cast"),
                                         ("no",)], "118.9a", ("resolve", obj.id, at, "chosen"),
        "Cast one of these cards without paying its mana cost?")
    return WAIT


@effect("opponent_puts_each_type_on_top")
def _nature_demands(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """"Target opponent chooses a creature you don't control and puts it on top of its owner's
    library, then repeats this process for an artifact, an enchantment, and a land. Then the
    owner of each permanent chosen this way shuffles" (401.4, 701.20a)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_refs import players_of
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import move_object

    types = tuple(eff.get("types", ("Creature", "Artifact", "Enchantment", "Land")))
    chooser = players_of(game, obj, 0)
    todo, owners = sub if sub is not None else (types, ())
    if answer is not None:
        owners = (*owners, game.objects[answer[1]].owner)
        move_object(game, answer[1], "library", "to_library", "401.4", position="top")
        todo = todo[1:]
    while chooser and todo:
        ids = [o.id for o in (game.objects[i] for i in game.battlefield)
               if o.controller != obj.controller and cont.is_type(game, o, todo[0])]
        if ids:
            ask(game, chooser[0], "choose", [("top", i) for i in ids], "608.2d",
                ("resolve", obj.id, at, (todo, owners)),
                f"Put a {todo[0].lower()} the archenemy doesn't control on top of its owner's "
                "library")
            return WAIT
        todo = todo[1:]
    for p in dict.fromkeys(owners):
        game.shuffle_library(p)
        game.emit("shuffle", p, {"cards": len(game.players[p].library)}, "701.20a")
    return None


@effect("set_it_in_motion_again")
def _set_again(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """My Laughter Echoes: "set that scheme in motion again" (701.25b: a face-up scheme is
    considered set in motion without being moved or turned)."""
    from casualmagic.engine.effect_refs import objects_of

    for oid in objects_of(game, obj, "it"):
        if oid in face_up(game) or oid in scheme_deck(game, game.objects[oid].owner)[:1]:
            set_in_motion(game, obj.controller, oid, "701.25b")
    return None


# -- schemes that name "your commander" (Archenemy Commander, 904.13) --------------------------------

def _your_commanders(game: GameState, player: int) -> list[GameObject]:
    """``player``'s commanders wherever they are (903.3e); none outside a Commander game."""
    if not any(h.name in ("commander", "brawl") for h in game.hooks):
        return []
    from casualmagic.engine.designations import commander_objects

    return commander_objects(game, player)


@effect("token_copy_of_your_commander")
def _never_alone(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                 at: int) -> Any:
    """I Am Never Alone: "create a token that's a copy of your commander, except it's not
    legendary" (707.2, 707.9b; the copiable values of the commander card)."""
    from dataclasses import replace

    from casualmagic.engine.replacement import TokensEvent, happen

    for o in _your_commanders(game, obj.controller)[:1]:
        card = replace(o.card, is_token=True,
                       supertypes=tuple(s for s in o.card.supertypes if s != "Legendary"))
        happen(game, TokensEvent(obj.controller, card, 1, False, obj.id))
    return None


@effect("damage_equal_to_commanders_mana_value")
def _true_suffering(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """You Will Know True Suffering: "it deals damage equal to your commander's mana value to
    each noncommander creature your opponents control" (120.3)."""
    from casualmagic.engine.effect_refs import all_matching
    from casualmagic.engine.primitives import deal_damage

    mine = _your_commanders(game, obj.controller)
    if not mine:
        return None
    n = int(mine[0].card.mana_value)
    src = game.last_known_object(obj.source) or obj
    for oid in all_matching(game, obj, eff.get("filter", "noncommander creature an opponent "
                                                         "controls")):
        deal_damage(game, src, ("object", oid), n)
    return None


@effect("abandon_unless_discard_or_pay_life")
def _fear_my_authority(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """Fear My Authority: "abandon this scheme unless you discard a card or pay 3 life"
    (118.12: the player chooses; paying life needs that much life, 119.4)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.effect_registry import WAIT
    from casualmagic.engine.primitives import discard_card, lose_life

    life = int(eff.get("life", 3))
    p = game.players[obj.controller]
    if answer is None:
        options: list[tuple] = [*game.distinct_card_options(p.hand, "discard")]
        if p.life >= life:
            options.append(("pay_life", life))
        options.append(("abandon",))
        ask(game, obj.controller, "choose", options, "118.12", ("resolve", obj.id, at, "paid"),
            f"Discard a card or pay {life} life, or abandon {obj.card.name}")
        return WAIT
    if answer[0] == "discard":
        discard_card(game, obj.controller, answer[1], "701.8a")
    elif answer[0] == "pay_life":
        lose_life(game, obj.controller, life, "119.4")
    else:
        src = _scheme_source(game, obj)
        if src is not None:
            abandon(game, src)
    return None


def extra_land_plays(game: GameState, player: int) -> None:
    """My Tendrils Run Deep: "You may play an additional land on each of your turns" (305.2)
    while the scheme is face up: as the turn begins, or as it is set in motion on its
    controller's turn, one more land play (like Explore's, 305.2a)."""
    from casualmagic.core.hooks import is_active_player

    for oid in face_up(game):
        o = game.objects[oid]
        if o.controller == player and is_active_player(game, player) and any(
                ab.op == "additional_land_play" for ab in o.card.replacement_abilities) \
                and o.get_info("land_turn") != game.turn:
            w = game.obj_w(oid)
            w.info = (*(kv for kv in w.info if kv[0] != "land_turn"), ("land_turn", game.turn))
            add_land_play(game, player, "305.2", o.card.name)


# -- My Wings Enfold All: "until end of turn, whenever you cast an instant or sorcery spell,
#    copy it" (a delayed triggered ability created by a resolving ability, 603.7) ------------------

COPY_SPELLS_ABILITY_TEXT = ("Until end of turn, whenever you cast an instant or sorcery spell, "
                            "copy it. You may choose new targets for the copy.")


@effect("copy_your_instants_and_sorceries_this_turn")
def _copy_this_turn(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                    at: int) -> Any:
    """Start the delayed ability for this turn (603.7a; it triggers each time, 603.7c)."""
    src = _scheme_source(game, obj)
    game.vset("ae.copy_spells", (*game.vget("ae.copy_spells", ()),
                                 (obj.controller, game.turn, src if src is not None else -1,
                                  obj.card)))
    game.emit("copy_spells_this_turn", obj.controller, {"card": obj.card.name}, "603.7a")
    return None


def copy_spells_cast(game: GameState, player: int, spell: int | None) -> None:
    """A spell was cast: the delayed "copy it" abilities of ``player`` trigger (603.7c)."""
    from casualmagic.cards.model import Effect as Eff
    from casualmagic.cards.model import TriggeredAbility
    from casualmagic.engine.triggers import queue_trigger

    live = tuple(t for t in game.vget("ae.copy_spells", ()) if t[1] == game.turn)
    if live != game.vget("ae.copy_spells", ()):
        game.vset("ae.copy_spells", live)
    if spell is None or spell not in game.objects:
        return
    card = game.objects[spell].card
    if not {"Instant", "Sorcery"} & set(card.types):
        return
    for who, _turn, src, scheme in live:
        if who == player:
            ab = TriggeredAbility("you_cast", (Eff("copy_spell", (("new_targets", True),
                                                                   ("what", "it"))),), (), None,
                                  COPY_SPELLS_ABILITY_TEXT)
            queue_trigger(game, src, scheme, ab, who, spell)


# -- Bow to My Command: "As you set this scheme in motion, choose an opponent" (614.12-like: the
#    choice is made as it is set in motion, before anyone receives priority) -----------------------

def chosen_player(game: GameState, oid: int) -> int | None:
    return dict(game.vget("ae.chosen", ())).get(oid)


@handler("archenemy_choose_opponent")
def _choose_opponent(game: GameState, task: tuple, answer: Any) -> None:
    from casualmagic.core.flow import ask

    _, oid = task
    if oid not in game.objects:
        return
    o = game.objects[oid]
    if answer is None:
        opps = game.opponents(o.controller)
        if not opps:
            return
        ask(game, o.controller, "choose", [("player", p) for p in opps], "904.8", task,
            f"As you set {o.card.name} in motion, choose an opponent")
        return
    game.vset("ae.chosen", (*(t for t in game.vget("ae.chosen", ()) if t[0] != oid),
                            (oid, answer[1])))
    game.emit("chooses_player", o.controller, {"card": o.card.name,
                                              "player": game.players[answer[1]].name}, "904.8")


def choose_as_set_in_motion(game: GameState, oid: int) -> None:
    """A scheme that says "As you set this scheme in motion, choose an opponent"."""
    from casualmagic.core.flow import push

    if any(ab.op == "choose_opponent_as_set_in_motion"
           for ab in game.objects[oid].card.replacement_abilities):
        push(game, ("archenemy_choose_opponent", oid))


def attack_targets_for(game: GameState, attacker: int) -> list[tuple[str, int]] | None:
    """Bow to My Command: "Creatures the chosen player controls can't attack you or
    planeswalkers you control" (508.1c); None if no such scheme is face up."""
    from casualmagic.engine import continuous as cont

    c = game.objects[attacker].controller
    barred = {game.objects[oid].controller for oid in face_up(game)
              if chosen_player(game, oid) == c and any(
                  ab.op == "cant_attack_you_chosen_player"
                  for ab in game.objects[oid].card.replacement_abilities)}
    if not barred:
        return None
    foes = [p for p in game.opponents(game.active) if p not in barred]
    out: list[tuple[str, int]] = [("player", p) for p in foes]
    out += [("object", i) for i in game.battlefield if game.objects[i].controller in foes
            and cont.is_type(game, game.objects[i], "Planeswalker")]
    return out


@effect("opponents_may_tap_power_then_abandon")
def _tap_power(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
               at: int) -> Any:
    """Bow to My Command: "they may tap any number of untapped creatures they control with
    total power 8 or greater. If they do, abandon this scheme" — the opponents of the active
    team in turn order; one who agrees taps creatures one by one until the total is reached."""
    from casualmagic.core.flow import ask
    from casualmagic.core.hooks import is_active_player
    from casualmagic.engine import continuous as cont
    from casualmagic.engine.effect_registry import WAIT

    need = int(eff.get("power", 8))

    def untapped(p: int) -> list[int]:
        return [o.id for o in game.permanents(p) if not o.tapped
                and cont.is_type(game, o, "Creature")]

    def total(ids: list[int]) -> int:
        return sum(max(cont.power(game, game.objects[i]), 0) for i in ids)

    if sub is None:
        sub = ("ask", tuple(p for p in game.in_turn_order(game.active)
                            if is_active_player(game, p) and p in game.opponents(obj.controller)),
               0)
    stage, todo, tapped = sub
    if answer is not None and stage == "ask":
        stage, todo = ("tap", todo) if answer == ("yes",) else ("ask", todo[1:])
    elif answer is not None:
        game.obj_w(answer[1]).tapped = True
        game.emit("tap", todo[0], {"object": answer[1]}, "701.21a")
        tapped += max(cont.power(game, game.objects[answer[1]]), 0)
        if tapped >= need:
            src = _scheme_source(game, obj)
            if src is not None:
                abandon(game, src)
            return None
    if stage == "tap":
        ask(game, todo[0], "choose", [("tap", i) for i in untapped(todo[0])], "608.2d",
            ("resolve", obj.id, at, ("tap", todo, tapped)), f"Tap creatures with total power "
            f"{need} or greater ({tapped} so far)")
        return WAIT
    while todo and total(untapped(todo[0])) < need:
        todo = todo[1:]
    if not todo:
        return None
    ask(game, todo[0], "may", [("yes",), ("no",)], "608.2d", ("resolve", obj.id, at,
                                                               ("ask", todo, 0)),
        f"Tap untapped creatures with total power {need} or greater to make the archenemy "
        f"abandon {obj.card.name}?")
    return WAIT


def combat_damage_to(game: GameState, player: int) -> None:
    """"When combat damage is dealt to you" abilities of face-up schemes (510.2: once for the
    step's simultaneous combat damage, however many creatures dealt it)."""
    from casualmagic.engine.triggers import queue_trigger

    for oid in face_up(game):
        o = game.objects[oid]
        if o.controller != player:
            continue
        for ab in o.card.triggered:
            if ab.event == "combat_damage_to_you" and not any(
                    t[0] == oid and t[2] is ab for t in game.waiting_triggers):
                queue_trigger(game, oid, o.card, ab, o.controller)


# -- Imprison This Insolent Wretch ----------------------------------------------------------------

@effect("choose_an_opponent")
def _choose_an_opponent(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                        at: int) -> Any:
    """"When you set this scheme in motion, choose an opponent": remembered for this scheme
    (a linked ability, 607.2)."""
    from casualmagic.core.flow import ask
    from casualmagic.engine.effect_registry import WAIT

    src = _scheme_source(game, obj)
    if answer is None:
        opps = game.opponents(obj.controller)
        if not opps or src is None:
            return None
        ask(game, obj.controller, "choose", [("player", p) for p in opps], "608.2d",
            ("resolve", obj.id, at, "chosen"), "Choose an opponent")
        return WAIT
    game.vset("ae.chosen", (*(t for t in game.vget("ae.chosen", ()) if t[0] != src),
                            (src, answer[1])))
    game.emit("chooses_player", obj.controller, {"card": obj.card.name,
                                                "player": game.players[answer[1]].name}, "608.2d")
    return None


def chosen_players_permanents_dont_untap(game: GameState) -> tuple[Any, ...]:
    """Imprison This Insolent Wretch: "Permanents the chosen player controls don't untap
    during their untap step" (502.3), as an untap replacement that puts nothing instead."""
    from casualmagic.engine.replacement import Replacement

    out = []
    for oid in face_up(game):
        o = game.objects[oid]
        who = chosen_player(game, oid)
        if who is not None and any(ab.op == "chosen_players_permanents_dont_untap"
                                   for ab in o.card.replacement_abilities):
            out.append(Replacement(("imprison", oid), "untap_instead",
                                   (("filter", "permanent you control"), ("amount", 0),
                                    ("text", f"{o.card.name}: it doesn't untap")), oid, who,
                                   o.timestamp, rule="502.3"))
    return tuple(out)


def chosen_player_targeted_or_attacked(game: GameState, players: set[int]) -> None:
    """"When the chosen player is attacked or becomes the target of a spell or ability"
    (603.2): the schemes whose chosen player is among ``players``."""
    from casualmagic.engine.triggers import queue_trigger

    for oid in face_up(game):
        if chosen_player(game, oid) not in players:
            continue
        o = game.objects[oid]
        for ab in o.card.triggered:
            if ab.event == "chosen_player_attacked_or_targeted" and not any(
                    t[0] == oid and t[2] is ab for t in game.waiting_triggers):
                queue_trigger(game, oid, o.card, ab, o.controller)
