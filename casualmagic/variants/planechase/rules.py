"""The rules of Planechase (CR 901, 311, 312, 701.24, 704.6f) as functions on the game state.

State lives in the game's variant state (``vget``/``vset``, immutable values):

- ``pc.decks``: one planar deck per seat, a tuple of object ids, top first (901.3).
  The cards are objects in the command zone (901.4), face down, controlled by nobody.
  With the single planar deck option (901.15) it holds one communal deck, which every
  seat's "planar deck" means (901.15c); ``pc.single`` is then True.
- ``pc.face_up``: the face-up plane and phenomenon cards, ``(object id, CardDef)`` pairs.
- ``pc.controller``: the planar controller (901.6).
- ``pc.rolls``: ``(turn, ((seat, special-action rolls taken), ...))`` for the cost of
  rolling the planar die (901.9, 116.2i).

Longer than 600 lines: all of 901 — the planar deck, planeswalking, the planar die,
phenomena, leaving players, planes' own rules — as one set of functions on the variant
state; its ops are in :mod:`.ops`.
"""

from __future__ import annotations

from typing import Any

from casualmagic.cards.mana import parse_cost
from casualmagic.cards.model import CardDef, Effect, TriggeredAbility
from casualmagic.cards.vocabulary import PLANAR_RULE_OPS
from casualmagic.core import rng
from casualmagic.core.flow import ask, handler, push
from casualmagic.core.hooks import is_active_player, is_you
from casualmagic.core.objects import GameObject
from casualmagic.core.state import CLEANUP, MAIN1, MAIN2, GameState
from casualmagic.engine import mana_payment as mp
from casualmagic.engine import simultaneous
from casualmagic.engine.casting import apply_plan
from casualmagic.engine.continuous import end_effects
from casualmagic.engine.effect_registry import effect
from casualmagic.engine.ending import leaving_together
from casualmagic.engine.player_choices import last_chose
from casualmagic.engine.primitives import untap
from casualmagic.engine.replacement import SELF_OPS, Replacement
from casualmagic.engine.triggers import queue_trigger
from casualmagic.mechanics import dice
from casualmagic.mechanics.dice import still_lasting
from casualmagic.mechanics.manifest import magic_trick_performer
from casualmagic.mechanics.phasing import player_planeswalked

PLANAR_TYPES = ("Plane", "Phenomenon")
DIE_FACES = ("planeswalker", "chaos", "blank", "blank", "blank", "blank")
"""901.3a: one Planeswalker face, one chaos face, four blank faces."""

PLANESWALKING_CARD = CardDef(
    name="planeswalking ability", mana_cost=parse_cost(""), supertypes=(), types=(),
    subtypes=(), text="Whenever you roll the Planeswalker symbol on the planar die, planeswalk.")
PLANESWALKING_ABILITY = TriggeredAbility(
    "roll_planeswalker", (Effect("planeswalk", ()),), (), None, PLANESWALKING_CARD.text)
"""901.8: the inherent "planeswalking ability"; it has no source."""


# -- queries ---------------------------------------------------------------------------------

def planar_controller(game: GameState) -> int:
    return game.vget("pc.controller", game.active)


def face_up(game: GameState) -> tuple[tuple[int, CardDef], ...]:
    """The face-up planes and phenomena -- of the current turn marker, in Grand Melee (901.14)."""
    return game.vget("pc.face_up", ())


def all_face_up(game: GameState) -> tuple[tuple[int, CardDef], ...]:
    """Every face-up plane and phenomenon: the current turn marker's and the others' (901.14)."""
    out = game.vget("pc.face_up", ())
    for t in game.parallel:
        out = (*out, *(dict(t.vstate).get("pc.face_up") or ()))
    return out


def single_deck(game: GameState) -> bool:
    """Is the game played with the single planar deck option (901.15a)?"""
    return bool(game.vget("pc.single", False))


def _deck_index(game: GameState, seat: int) -> int:
    """Which planar deck is ``seat``'s: their own (901.3, 901.12a) or the communal one
    (901.15c: "If any rule or ability refers to a player's planar deck, the communal planar
    deck is used")."""
    return 0 if single_deck(game) else seat


def planar_deck(game: GameState, seat: int) -> tuple[int, ...]:
    decks = game.vget("pc.decks", ())
    i = _deck_index(game, seat)
    return decks[i] if 0 <= i < len(decks) else ()


def set_planar_deck(game: GameState, seat: int, ids: tuple[int, ...]) -> None:
    decks = list(game.vget("pc.decks", ()))
    decks[_deck_index(game, seat)] = ids
    game.vset("pc.decks", tuple(decks))


def is_phenomenon(card: CardDef) -> bool:
    return "Phenomenon" in card.types


def rolls_taken(game: GameState, seat: int) -> int:
    """Times ``seat`` has rolled the planar die as the special action this turn (901.9)."""
    turn, counts = game.vget("pc.rolls", (0, ()))
    if turn != game.turn:
        return 0
    return dict(counts).get(seat, 0)


def _count_roll(game: GameState, seat: int) -> None:
    turn, counts = game.vget("pc.rolls", (0, ()))
    d = dict(counts) if turn == game.turn else {}
    d[seat] = d.get(seat, 0) + 1
    game.vset("pc.rolls", (game.turn, tuple(sorted(d.items()))))


# -- setting up (901.3, 901.5) ---------------------------------------------------------------------

def build_planar_decks(game: GameState, decks: tuple[tuple[CardDef, ...], ...]) -> None:
    """Each player's planar deck, shuffled, face down in the command zone (901.3, 901.4).

    Card ids of planar cards start at 1,000,000 (seat × 1,000 more per seat) so they never
    collide with the ids of the main decks' cards.
    """
    out = []
    for seat, deck in enumerate(decks):
        pairs = tuple((1_000_000 + seat * 1_000 + i, c) for i, c in enumerate(deck))
        order, game.rng = rng.shuffled(game.rng, pairs)
        ids = []
        owner = 0 if single_deck(game) else seat  # 901.15b: the starting player's, at 901.5
        for cid, card in order:
            o = game.new_object(card, cid, owner, "command")
            o.face_down = True
            o.controller = -1  # nobody controls a card in a planar deck (901.6)
            ids.append(o.id)
        game.command = (*game.command, *ids)
        out.append(tuple(ids))
        if single_deck(game):
            game.emit("planar_deck", None, {"cards": len(ids), "communal": True}, "901.15a")
        else:
            game.emit("planar_deck", seat, {"cards": len(ids)}, "901.3")
    game.vset("pc.decks", tuple(out))


def set_starting_plane(game: GameState, player: int, rule: str = "901.5") -> None:
    """901.5: turn over the top card of the starting player's planar deck; phenomena go to
    the bottom until a plane turns up.  No abilities trigger during this.  (901.14a: in
    Grand Melee each player starting with a turn marker does so.)"""
    game.vset("pc.controller", player)
    own_communal_deck(game, player)
    for _ in range(len(planar_deck(game, player))):
        deck = planar_deck(game, player)
        oid = deck[0]
        card = game.objects[oid].card
        if is_phenomenon(card):
            set_planar_deck(game, player, (*deck[1:], oid))
            game.emit("phenomenon_to_bottom", player, {"card": card.name}, "901.5")
            continue
        set_planar_deck(game, player, deck[1:])
        turn_face_up(game, oid)
        game.vset("pc.face_up", ((oid, card),))
        game.emit("starting_plane", player, {"plane": card.name,
                                             "player": game.players[player].name}, rule)
        return


def turn_face_up(game: GameState, oid: int) -> None:
    o = game.obj_w(oid)
    o.face_down = False
    o.controller = game.vget("pc.controller", game.active)
    if o.card.replacement_abilities:  # planes: face-down, No Way Out "enters with" (122.6)

        enters_with_counters(game, oid)


def set_planar_controller(game: GameState, seat: int, rule: str) -> None:
    """901.6: the planar controller controls every face-up plane and phenomenon (and, with
    the single planar deck option, owns every card of the planar deck, 901.15b)."""
    if game.vget("pc.controller") == seat:
        return
    game.vset("pc.controller", seat)
    for oid, _card in face_up(game):
        if oid in game.objects:
            game.obj_w(oid).controller = seat
    game.emit("planar_controller", seat, {"player": game.players[seat].name}, rule)
    own_communal_deck(game, seat)


def communal_cards(game: GameState) -> tuple[int, ...]:
    """Every card of the communal planar deck, face down or face up (901.15)."""
    if not single_deck(game):
        return ()
    return (*planar_deck(game, 0), *(oid for oid, _ in face_up(game)))


def own_communal_deck(game: GameState, seat: int) -> None:
    """901.15b: with the single planar deck option the planar controller is considered the
    owner of all cards in the planar deck.  Ownership follows the designation, so when a
    player leaves the game the communal cards (owned by the new planar controller by then,
    901.6) don't leave with them (901.10)."""
    moved = [oid for oid in communal_cards(game)
             if oid in game.objects and game.objects[oid].owner != seat]
    for oid in moved:
        game.obj_w(oid).owner = seat
    if moved:
        game.emit("planar_deck_owner", seat, {"player": game.players[seat].name,
                                              "cards": len(moved)}, "901.15b")


def shared_turns(game: GameState) -> bool:
    """Do teams take turns (805, always in Two-Headed Giant, 810.2)?"""
    return any(h.name == "shared_team_turns" for h in game.hooks)


def next_planar_controller(game: GameState, leaver: int) -> int:
    """Who becomes the planar controller when ``leaver`` (the planar controller) would leave
    the game: the next player in turn order that wouldn't leave (901.6: players leaving at
    the same moment, e.g. losing by the same state-based action check, are skipped) or, with
    shared team turns, the primary player of the next team in turn order that wouldn't leave
    (901.12b; the leaver's whole team leaves with them, 810.8a)."""
    leaving = {leaver, *leaving_together(game)}
    staying = [q for q in game.in_turn_order(leaver) if q not in leaving]
    if not shared_turns(game):
        return staying[0] if staying else leaver
    from casualmagic.formats.shared_turns import team_members

    team = game.players[leaver].team
    for q in staying:
        if game.players[q].team != team:
            members = [m for m in team_members(game, game.players[q].team) if m not in leaving]
            return members[0] if members else q
    return leaver


def planar_team(game: GameState) -> tuple[int, ...]:
    """Who "you" means on a face-up plane or phenomenon: the planar controller, or in
    Two-Headed Giant both members of the planar controller's team (901.12c)."""
    pc = planar_controller(game)
    if not shared_turns(game) or pc >= len(game.players):
        return (pc,)
    from casualmagic.formats.shared_turns import team_members

    members = team_members(game, game.players[pc].team)
    if pc in members:
        members.sort(key=lambda q: q != pc)  # the planar controller first
    return tuple(members) or (pc,)


def is_planar_card(card: CardDef) -> bool:
    return bool(set(card.types) & set(PLANAR_TYPES))


def you_players(game: GameState, obj: GameObject) -> tuple[int, ...] | None:
    """901.12c: an ability of a plane or phenomenon that refers to "you" applies to both
    members of the planar controller's team — a triggered ability as it resolves, and the
    static and rule-changing abilities of the face-up card itself; None for any other
    object."""
    if not shared_turns(game) or not is_planar_card(obj.card) or obj.face_down \
            or obj.kind != "ability" and obj.zone != "command":
        return None
    team = planar_team(game)
    return team if obj.controller in team else None


# -- planeswalking (701.24, 901.11) ------------------------------------------------------------------

def planeswalk(game: GameState, player: int, why: str, rule: str = "701.24b",
               to: tuple[int, ...] | None = None) -> None:
    """701.24b: each face-up plane and phenomenon goes to the bottom of its owner's planar
    deck face down (a new object, 901.7a), then ``player`` turns the top card of their planar
    deck face up — or the cards ``to`` of their planar deck, when an effect names the planes
    to planeswalk to (Spatial Merging, 901.11c).  Then :func:`planeswalked` (901.11)."""
    if player != planar_controller(game):
        return  # 701.24a: only the planar controller may planeswalk

    if planeswalk_is_chaos(game):  # planes: face-down, No Way Out (614.1a)
        chaos_ensues(game, "a plane with dread counters: chaos ensues instead (614.1a)", "614.1a")
        return
    left: list[tuple[int, CardDef]] = []
    for oid, card in face_up(game):
        if oid not in game.objects:
            continue
        owner = game.objects[oid].owner
        counters = game.objects[oid].counters
        new = game.move(oid, "command")
        o = game.obj_w(new)
        o.face_down = True
        o.controller = -1
        if counters:  # what it had as the plane it was, for "planeswalk away" abilities (603.10a)
            o.info = (*o.info, ("left_counters", counters))
        set_planar_deck(game, owner, (*planar_deck(game, owner), new))
        left.append((new, card))
    deck = planar_deck(game, player)
    arrived: list[tuple[int, CardDef]] = []
    for top in (to if to is not None else deck[:1]):
        set_planar_deck(game, player, tuple(i for i in planar_deck(game, player) if i != top))
        turn_face_up(game, top)
        arrived.append((top, game.objects[top].card))
    game.vset("pc.face_up", tuple(arrived))
    planeswalked(game, player, left, arrived, why, rule)


def planeswalked(game: GameState, player: int, left: list[tuple[int, CardDef]],
                 arrived: list[tuple[int, CardDef]], why: str, rule: str) -> None:
    """What follows any planeswalk (901.11), whatever caused it (901.11a: the planeswalking
    ability, a phenomenon, an effect, or the owner of a face-up plane leaving the game):
    it is logged, effects lasting "until a player planeswalks" end (Chaotic Aether's: "until
    a player planeswalks away from a plane"), and "planeswalk away from", "planeswalk to"
    and "encounter" abilities trigger (312.5), controlled by ``player``."""
    if game.vget("pc.blank_is_chaos") and any(not is_phenomenon(c) for _, c in left):
        game.vset("pc.blank_is_chaos", False)  # Chaotic Aether: "until ... away from a plane"
    game.emit("planeswalk", player, {
        "player": game.players[player].name, "from": [c.name for _, c in left],
        "to": [c.name for _, c in arrived], "why": why}, rule)
    end_effects(game, "until_planeswalk")
    player_planeswalked(game)  # hook: "phase out until a player planeswalks" (702.26, Unyaro)
    for oid, card in left:
        for ab in card.triggered:
            if ab.event == "planeswalk_from":
                queue_trigger(game, oid, card, ab, player)
    for oid, card in arrived:
        for ab in card.triggered:
            if ab.event in ("planeswalk_to", "encounter"):
                queue_trigger(game, oid, card, ab, player)


@effect("planeswalk")
def _planeswalk_effect(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                       at: int) -> Any:
    """The planeswalking ability resolves (901.8): its controller planeswalks.  In
    Two-Headed Giant either member of the active team may roll (901.12d); only the planar
    controller may planeswalk (701.24a), so a teammate's roll makes the planar controller
    — the primary player of that team (901.12b) — planeswalk."""
    if obj.card.name == PLANESWALKING_CARD.name and planeswalk_rolls_are_chaos(game):
        chaos_ensues(game, "Fixed Point in Time: chaos ensues instead (614.1a)", "614.1a")
        return None
    who = obj.controller
    if who != planar_controller(game) and who in planar_team(game):
        who = planar_controller(game)
    planeswalk(game, who, "the planeswalking ability (901.8)", "901.8")
    return None


@effect("blank_rolls_are_chaos")
def _blank_rolls_are_chaos(game: GameState, obj: GameObject, eff: Effect, sub: Any, answer: Any,
                           at: int) -> Any:
    """Chaotic Aether: "each blank roll of the planar die is a {CHAOS} roll until a player
    planeswalks away from a plane" (901.9b)."""
    game.vset("pc.blank_is_chaos", True)
    game.emit("blank_is_chaos", obj.controller, {"card": obj.card.name}, "901.9b")
    return None


def chaos_ensues(game: GameState, why: str, rule: str = "311.7") -> None:
    """311.7: each face-up plane's chaos abilities trigger, controlled by the planar controller."""
    pc = planar_controller(game)
    planes = face_up(game)
    game.emit("chaos_ensues", pc, {"planes": [c.name for _, c in planes], "why": why}, rule)
    for oid, card in planes:
        for ab in card.triggered:
            if ab.event == "chaos_ensues":
                queue_trigger(game, oid, card, ab, pc)


def rule_ops(game: GameState) -> frozenset[str]:
    """Rule-changing static abilities of the face-up planes (901.7), e.g. "Players have no
    maximum hand size" (``no_maximum_hand_size``)."""
    return frozenset(ab.op for _, card in all_face_up(game) for ab in card.replacement_abilities
                     if ab.op in PLANAR_RULE_OPS)


def untap_all_permanents(game: GameState) -> None:
    """Horizon Boughs: "All permanents untap during each player's untap step" — after the
    active player's untap (502.3), every other player's permanents untap too."""
    if "untap_all_permanents_each_untap_step" not in rule_ops(game):
        return

    untapped = untap(game, [oid for oid in game.battlefield  # a stun counter may be removed
                            if game.objects[oid].controller != game.active])  # instead, 122.1d
    if untapped:
        game.emit("untap", game.active, {"objects": untapped, "all_players": True}, "502.3")


def _active_players(game: GameState) -> list[int]:
    """The active players, in turn order (102.1; each member of the active team, 805.4a)."""
    return [p for p in game.in_turn_order(game.active) if is_active_player(game, p)]


def hand_size_at_cleanup(game: GameState, step: int) -> None:
    """Stairs to Infinity: "Players have no maximum hand size" (402.2): while such a plane is
    face up, the maximum of each active player (both of the active team in Two-Headed Giant,
    805.4) is lifted for the cleanup step's discard (514.1) and given back as the next step
    begins."""
    saved = game.vget("pc.saved_hand_size")
    if step == CLEANUP and "no_maximum_hand_size" in rule_ops(game):
        if saved is None:
            seats = _active_players(game)
            game.vset("pc.saved_hand_size",
                      tuple((p, game.players[p].max_hand_size) for p in seats))
            for p in seats:
                game.player_w(p).max_hand_size = None
                game.emit("hand_size", p, {"maximum": None, "during": "cleanup"}, "402.2")
    elif saved is not None and step != CLEANUP:
        for seat, size in saved:
            if game.players[seat].max_hand_size is None:
                game.player_w(seat).max_hand_size = size
        game.vset("pc.saved_hand_size", None)


def plane_gives_you(game: GameState, op: str, player: int) -> bool:
    """Does a face-up plane with the rule-changing ability ``op`` give it to ``player``, its
    "you": the plane's controller or, in Two-Headed Giant, either member of the planar
    controller's team (901.12c)?"""
    for oid, card in all_face_up(game):
        o = game.objects.get(oid)
        if o is not None and any(ab.op == op for ab in card.replacement_abilities) \
                and is_you(game, player, o):
            return True
    return False


def sync_land_plays(game: GameState) -> None:
    """Naya: "You may play any number of lands on each of your turns" (305.2): while such a
    plane is face up, the land plays of its "you" (both members of the planar controller's
    team in Two-Headed Giant, 901.12c) are unlimited during their turns; the usual number
    comes back when the plane leaves or the turn passes.  Two Streams Facility: "Each player
    who last chose green anchor may play an additional land during each of their turns"
    (``additional_land_play``, 305.2: continuous effects may increase the number)."""
    saved = dict(game.vget("pc.saved_land_plays") or ())
    ops = rule_ops(game)
    wanted: dict[int, int | None] = {}  # None: any number of lands
    if {"any_number_of_lands", "additional_land_play"} & ops:
        for p in _active_players(game):
            if "any_number_of_lands" in ops and plane_gives_you(game, "any_number_of_lands", p):
                wanted[p] = None
            elif "additional_land_play" in ops and additional_land_plays(game, p):
                wanted[p] = additional_land_plays(game, p)
    if not saved and not wanted:
        return
    for seat, plays in list(saved.items()):
        if seat not in wanted:
            game.player_w(seat).land_plays = plays
            del saved[seat]
            game.emit("land_plays", seat, {"plays": plays}, "305.2")
    for p, extra in wanted.items():
        base = saved.setdefault(p, game.players[p].land_plays)
        plays = 10_000 if extra is None else base + extra
        if game.players[p].land_plays != plays:
            game.player_w(p).land_plays = plays
            game.emit("land_plays", p, {"plays": "any number" if extra is None else plays},
                      "305.2")
    if (tuple(saved.items()) or None) != game.vget("pc.saved_land_plays"):
        game.vset("pc.saved_land_plays", tuple(saved.items()) or None)


def additional_land_plays(game: GameState, player: int) -> int:
    """How many additional lands face-up planes let ``player`` play this turn (305.2):
    ``additional_land_play`` abilities whose ``who`` is "each player" or "each player who
    last chose [option]" (engine.player_choices)."""
    n = 0
    for _oid, card in all_face_up(game):
        for ab in card.replacement_abilities:
            if ab.op != "additional_land_play":
                continue
            who = dict(ab.args).get("who", "each player")
            if who.startswith("each player who last chose "):
                if not last_chose(game, player, who[len("each player who last chose "):]):
                    continue
            n += int(dict(ab.args).get("amount", 1))
    return n


def plane_replacements(game: GameState) -> tuple[Any, ...]:
    """Replacement effects of face-up planes' static abilities, which function from the
    command zone (901.7, 614.1), e.g. Stronghold Furnace's "deals double that damage"."""
    out = []
    for oid, card in all_face_up(game):
        o = game.objects.get(oid)
        if o is None or not card.replacements:
            continue
        for i, ab in card.replacements:
            if ab.op not in SELF_OPS:
                out.append(Replacement(("plane", oid, i), ab.op, (*ab.args, ("text", ab.text)),
                                       oid, o.controller, o.timestamp, rule="614.1"))
    return tuple(out)


# -- the planar die (901.9, 116.2i) -------------------------------------------------------------------

def may_roll(game: GameState, player: int) -> bool:
    """901.9: an active player, with priority, empty stack, in a main phase of their turn;
    in Two-Headed Giant each member of the active team is an active player (901.12d, 805.4a),
    and each one's cost counts that player's own rolls (:func:`rolls_taken`)."""
    return (is_active_player(game, player) and game.step in (MAIN1, MAIN2) and not game.stack
            and game.priority == player)


def roll_option(game: GameState, player: int) -> tuple | None:
    """The special action as an option ``("planar_die", cost)``, if it can be taken now."""
    if not may_roll(game, player):
        return None
    cost = rolls_taken(game, player)
    if cost and not mp.can_pay(game, player, parse_cost(f"{{{cost}}}")):
        return None
    return ("planar_die", cost)


def take_roll_action(game: GameState, player: int, cost: int) -> None:
    """Pay the cost (116.2i), then roll."""
    _count_roll(game, player)
    if cost == 0:
        roll_planar_die(game, player, cost)
        return
    push(game, ("planar_die_pay", player, cost))


@handler("planar_die_pay")
def _pay(game: GameState, task: tuple, answer: tuple | None) -> None:

    _, player, cost = task
    mana = parse_cost(f"{{{cost}}}")
    plans = mp.payment_plans(game, player, mana)
    if answer is None:
        options = [("pay", i, plan.describe()) for i, plan in enumerate(plans)]
        ask(game, player, "pay", options, "116.2i", task,
            f"Pay {mana} to roll the planar die")
        return
    apply_plan(game, player, plans[answer[1]], mana, 0, None)
    roll_planar_die(game, player, cost)


def roll_planar_die(game: GameState, player: int, cost: int | None = None) -> str:
    """Roll the planar die (901.3a, 901.9a–c); ``cost`` is None when an effect makes the
    player roll (that roll does not raise the special action's cost, 901.9).  Returns the
    face, or ``"pending"`` while the roller chooses a die to ignore (Probability Flux)."""
    if dice.rolls_one_more(game):  # roll one more, ignore one (706.6)
        dice.roll_dice(game, player, DIE_FACES, 1, ("planar_die_kept", player, cost))
        return "pending"
    return planar_die_result(game, player, DIE_FACES[game.random_below(6)], cost)


@handler("planar_die_kept")
def _planar_die_kept(game: GameState, task: tuple, answer: tuple | None) -> None:
    """The planar die kept after another was ignored (706.6) shows its face (901.9)."""
    _, player, cost, kept = task
    planar_die_result(game, player, kept[0], cost)


def planar_die_result(game: GameState, player: int, face: str, cost: int | None = None) -> str:
    """The planar die shows ``face`` (901.9b-d)."""
    if face == "blank" and game.vget("pc.blank_is_chaos"):
        face = "chaos"  # Chaotic Aether (901.9b)
    data: dict[str, Any] = {"player": game.players[player].name, "face": face}
    if cost is not None:
        data["cost"] = cost
    game.emit("planar_die", player, data, "901.9")
    fire_face_up(game, "roll_planar_die", player)  # 901.9d: "whenever you roll" triggers
    if face == "blank":  # "whenever you roll a blank on the planar die" (Pompeii)
        fire_face_up(game, "roll_blank", player)
    if face == "chaos":
        chaos_ensues(game, "the chaos symbol was rolled", "901.9b")
    elif face == "planeswalker":

        queue_trigger(game, -1, PLANESWALKING_CARD, PLANESWALKING_ABILITY, player)  # 901.9c, 901.8
    return face


# -- state-based action 704.6f and leaving the game (901.10) ------------------------------------------

def state_triggers(game: GameState) -> None:
    """State triggers of face-up planes (603.8), e.g. "When Aretopolis has ten or more scroll
    counters on it, planeswalk": checked whenever a player would receive priority; one
    triggers only once until it has left the stack."""
    pending = {(t[0], t[2]) for t in game.waiting_triggers}
    pending |= {(game.objects[i].source, game.objects[i].ability) for i in game.stack
                if game.objects[i].kind == "ability"}
    pc = planar_controller(game)
    for oid, card in face_up(game):
        for ab in card.triggered:
            if ab.event == "state" and (oid, ab) not in pending:
                queue_trigger(game, oid, card, ab, pc)  # its "if" is the state (603.8)


def phenomenon_sba(game: GameState) -> bool:
    """704.6f: a face-up phenomenon that isn't the source of a triggered ability that has
    triggered but not yet left the stack makes the planar controller planeswalk.  In Grand
    Melee every turn marker's phenomena are checked (901.14), whichever turn's stack is in
    play, and that marker's planar controller planeswalks."""
    if not any(is_phenomenon(card) for _, card in all_face_up(game)):
        return False
    pending = {t[0] for t in game.waiting_triggers}
    pending |= {game.objects[i].source for i in simultaneous.all_stack_ids(game)
                if game.objects[i].kind == "ability"}
    for marker in simultaneous.markers(game):
        state = simultaneous.turn_state(game, marker)
        for _oid, card in (fc for fc in state.get("pc.face_up") or ()
                           if is_phenomenon(fc[1]) and fc[0] not in pending):
            why = f"{card.name} is a phenomenon (704.6f)"
            simultaneous.run_in_turn(game, marker, lambda why=why: planeswalk(
                game, planar_controller(game), why, "704.6f"))
            return True
    return False


def player_leaving(game: GameState, player: int) -> None:
    """Before ``player``'s objects leave the game (800.4a): if they are the planar controller,
    the next player (901.6) or the next team's primary player (901.12b) becomes the planar
    controller first — and, with the single planar deck option, the owner of the communal
    cards (901.15b), so those stay.  Abilities of phenomena controlled by the leaver stay on
    the stack (and waiting to be put there), controlled by the new planar controller
    (901.10b)."""
    if game.over or len(game.living()) < 2 or planar_controller(game) != player:
        return
    new = next_planar_controller(game, player)
    if new == player:
        return
    set_planar_controller(game, new, "901.12b" if shared_turns(game) else "901.6")
    for sid in game.stack:
        o = game.objects[sid]
        if o.kind == "ability" and o.controller == player and is_phenomenon(o.card):
            game.obj_w(sid).controller = new
            game.emit("ability_controller", new, {"card": o.card.name,
                                                  "player": game.players[new].name}, "901.10b")
    waiting = game.waiting_triggers
    if any(t[3] == player and is_phenomenon(t[1]) for t in waiting):
        game.waiting_triggers = tuple((*t[:3], new, *t[4:]) if t[3] == player
                                      and is_phenomenon(t[1]) else t for t in waiting)
        game.emit("ability_controller", new, {"player": game.players[new].name,
                                              "waiting": True}, "901.10b")


def player_left(game: GameState, player: int) -> None:
    """901.6 and 901.10: hand the planar controller's designation to the next player in turn
    order (if :func:`player_leaving` has not); a face-up card the leaver owned has left the
    game, so the planar controller turns the top card of their planar deck face up (901.10),
    and planeswalking abilities on the stack cease to exist (901.10a).  Turning it face up
    is a planeswalk like any other (901.11a, :func:`planeswalked`); with no card to turn up
    nobody planeswalks."""
    decks = [tuple(i for i in d if i in game.objects) for d in game.vget("pc.decks", ())]
    game.vset("pc.decks", tuple(decks))
    if game.over or not game.living():
        return
    if planar_controller(game) == player:
        set_planar_controller(game, next_planar_controller(game, player),
                              "901.12b" if shared_turns(game) else "901.6")
    gone = [(oid, card) for oid, card in face_up(game) if oid not in game.objects]
    if not gone:
        return
    game.vset("pc.face_up", tuple(fc for fc in face_up(game) if fc[0] in game.objects))
    for sid in game.stack:
        o = game.objects[sid]
        if o.kind == "ability" and o.card is PLANESWALKING_CARD:
            game.cease_to_exist(sid)
            game.emit("ability_ceases", o.controller, {"card": o.card.name}, "901.10a")
    pc = planar_controller(game)
    deck = planar_deck(game, pc)
    if not deck:
        return
    top = deck[0]
    set_planar_deck(game, pc, deck[1:])
    turn_face_up(game, top)
    arrived = [(top, game.objects[top].card)]
    game.vset("pc.face_up", (*face_up(game), *arrived))
    planeswalked(game, pc, gone, arrived,
                 "the owner of the face-up plane left the game (901.10)", "901.10")


def step_triggers(game: GameState, event: str) -> None:
    """"At the beginning of your upkeep / end step" abilities of face-up planes (901.7)."""
    for oid, card in face_up(game):
        o = game.objects.get(oid)
        if o is None:
            continue
        for ab in card.triggered:
            if ab.event == event and (ab.whose in (None, "your") and o.controller == game.active
                                      or ab.whose == "each"):
                # "at the beginning of each player's upkeep, that player ..." (a plane):
                # the active player is "that player" (603.2)
                queue_trigger(game, oid, card, ab, o.controller,
                       ("player", game.active) if ab.whose == "each" else None)  # type: ignore[arg-type]


def fire_face_up(game: GameState, event: str, player: int,
                  subject: tuple[str, int] | None = None) -> None:
    """Trigger face-up planes' ``event`` abilities: "you" abilities only for the planar
    controller — or in Two-Headed Giant either member of their team (901.12c) —,
    ``whose = "each"`` ones for anyone (901.7)."""
    pc = planar_controller(game)
    team = planar_team(game)
    for oid, card in all_face_up(game):  # 901.14: every marker's planes, by their controllers
        o = game.objects.get(oid)
        controller = pc if o is None or o.controller < 0 else o.controller
        you = team if controller == pc else (controller,)
        for ab in card.triggered:
            if ab.event == event and (ab.whose == "each" or player in you):
                queue_trigger(game, oid, card, ab, controller, subject)  # type: ignore[arg-type]


def spell_cast(game: GameState, player: int) -> None:
    """"Whenever a player casts a spell" abilities of face-up planes (603.2, 901.7)."""
    if all_face_up(game):
        fire_face_up(game, "cast", player, ("player", player))


def magic_trick(game: GameState, kind: str, player: int | None, data: dict) -> None:
    """Hook (Planechase ``on_event``): a ``cast`` or ``turn_face_up`` event that is a magic
    trick triggers face-up planes' "whenever a player performs a magic trick" abilities
    (603.2, 901.7)."""
    if not any(ab.event == "magic_trick" for _, c in all_face_up(game)
               for ab in c.triggered):
        return
    who = magic_trick_performer(game, kind, player, data)
    if who is not None:
        game.emit("magic_trick", who, {"how": kind}, "603.2")
        fire_face_up(game, "magic_trick", who, ("player", who))


def enters_with_counters(game: GameState, oid: int) -> None:
    """Hook (planeswalking, 701.24b): "[This plane] enters with three dread counters" —
    a static ability that applies as the plane is turned face up (614.1c, 122.6)."""
    card: CardDef = game.objects[oid].card
    for ab in card.replacement_abilities:
        if ab.op == "enters_with_counters":
            args = dict(ab.args)
            w = game.obj_w(oid)
            w.counters = w.with_counter(args["kind"], int(args.get("amount", 1)))
            game.emit("counters", None, {"object": oid, "kind": args["kind"],
                                         "amount": int(args.get("amount", 1))}, "122.6")


def planeswalk_is_chaos(game: GameState) -> bool:
    """Hook (planeswalking): "If a player would planeswalk while this plane has dread
    counters, chaos ensues instead" (614.1a) — is such a face-up plane counting now?"""
    for oid, card in face_up(game):
        for ab in card.replacement_abilities:
            if ab.op == "planeswalk_is_chaos_while_counters" and oid in game.objects \
                    and game.objects[oid].counter(dict(ab.args)["kind"]) > 0:
                return True
    return False


def planeswalk_rolls_are_chaos(game: GameState) -> bool:
    """Is a Fixed Point in Time effect in force: "until your next turn, if a player would
    planeswalk as a result of rolling the planar die, chaos ensues instead" (614.1a, 611.2a)?
    It ends as its controller's next turn begins."""
    return bool(still_lasting(game, game.vget("pc.walk_is_chaos", ())))
