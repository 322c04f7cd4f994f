"""Cards with more than one face or a layout of their own, on the battlefield: transforming
double-faced cards (CR 712, 701.28), flip cards (710) and Sagas (714).

A permanent shows one face: its ``card`` is that face's definition (:attr:`CardFace.card`),
and while that is not the card itself, the ``printed`` info keeps the whole card, as for a
permanent that entered as a copy (707.2): a card that leaves the battlefield is its whole
self again (712.8a, 400.7).
"""

from __future__ import annotations

import re

from casualmagic.cards.model import CardDef, TriggeredAbility
from casualmagic.core.objects import GameObject
from casualmagic.core.state import GameState

TRANSFORMING = frozenset({"transform"})
"""Layouts of transforming double-faced cards (712.2)."""

_CHAPTER = re.compile(r"^chapter_(\d+)$")


def whole_card(obj: GameObject) -> CardDef:
    """The card itself, whichever face is up (712.8a)."""
    return obj.get_info("printed", obj.card) if obj.info else obj.card


def is_transformed(obj: GameObject) -> bool:
    """701.28g: a transforming double-faced permanent with its back face up."""
    return bool(obj.get_info("transformed")) if obj.info else False


def transform(game: GameState, oid: int, since: int | None = None, *,
              by_day_night: bool = False) -> bool:
    """701.28a: turn the permanent ``oid`` over to its other face; False when nothing
    happens (701.28c: it isn't a transforming double-faced card; 712.15a: it is face down;
    701.28d: the other face is an instant or sorcery; 701.28f: an ability put on the stack
    as object ``since`` (or earlier) finds it already transformed since then; 702.145b/e:
    a daybound or nightbound permanent transforms only as day or night changes)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or obj.face_down:
        return False
    if not by_day_night and obj.card.keywords & DAY_NIGHT_KEYWORDS:
        return False
    whole = whole_card(obj)
    if whole.layout not in TRANSFORMING or len(whole.faces) < 2 or whole.faces[1].card is None:
        return False
    if since is not None and obj.get_info("transformed_on", -1) > since:
        return False
    back = not is_transformed(obj)
    face = whole.faces[1].card if back else whole
    assert face is not None
    if "Instant" in face.types or "Sorcery" in face.types:
        return False
    w = game.obj_w(oid)
    before = w.card.name
    kept = tuple(kv for kv in w.info if kv[0] not in ("printed", "transformed", "transformed_on"))
    w.card = face
    w.info = (*kept, *((("printed", whole), ("transformed", True)) if back else ()),
              ("transformed_on", game.next_id))  # 712.18: the same object
    game.emit("transform", w.controller, {"object": oid, "from": before, "to": face.name},
              "702.145b" if by_day_night else "701.28a")
    return True


def enter_transformed(game: GameState, oid: int) -> bool:
    """712.14a: the transforming double-faced card ``oid``, entering the battlefield, does so
    with its back face up (False, and nothing changes, for any other card)."""
    obj = game.objects[oid]
    whole = whole_card(obj)
    back = whole.faces[1].card if len(whole.faces) > 1 else None
    if whole.layout not in TRANSFORMING or back is None or is_transformed(obj):
        return False
    w = game.obj_w(oid)
    w.info = (*w.info, ("printed", whole), ("transformed", True))
    w.card = back
    return True


# -- flip cards (710) ---------------------------------------------------------------------------

def is_flipped(obj: GameObject) -> bool:
    """710.3: a flip permanent that has flipped."""
    return bool(obj.get_info("flipped")) if obj.info else False


def flip(game: GameState, oid: int) -> bool:
    """710.2: the permanent ``oid`` flips: its alternative name, text box, type line, power
    and toughness apply (its colour and mana cost don't change, 710.1c: the compiled face has
    the card's mana cost); 710.4: only once (False, and nothing happens, for a permanent
    that is not an unflipped flip card)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield" or obj.face_down or is_flipped(obj):
        return False
    whole = whole_card(obj)
    if whole.layout != "flip" or len(whole.faces) < 2 or whole.faces[1].card is None:
        return False
    w = game.obj_w(oid)
    before = w.card.name
    w.card = whole.faces[1].card
    w.info = (*(kv for kv in w.info if kv[0] != "printed"), ("printed", whole), ("flipped", True))
    game.emit("flip", w.controller, {"object": oid, "from": before, "to": w.card.name}, "710.2")
    return True


# -- Sagas (714) ------------------------------------------------------------------------------

def chapter_number(ability: TriggeredAbility) -> int | None:
    """714.2a: the chapter number of a chapter ability (event ``chapter_N``), else None."""
    m = _CHAPTER.match(ability.event)
    return int(m.group(1)) if m else None


def final_chapter(card: CardDef) -> int:
    """714.2d: the greatest chapter number among the Saga's chapter abilities (0 if none)."""
    return max((n for ab in card.triggered if (n := chapter_number(ab)) is not None), default=0)


def is_saga(game: GameState, obj: GameObject) -> bool:
    from casualmagic.engine.continuous import has_subtype

    return has_subtype(game, obj, "Saga")


def lore_counters_added(game: GameState, oid: int, before: int, after: int) -> None:
    """714.2b: each chapter ability N with ``before`` < N <= ``after`` triggers."""
    from casualmagic.engine.triggers import abilities_of, queue_trigger

    obj = game.objects[oid]
    for ab in abilities_of(game, obj):
        n = chapter_number(ab)
        if n is not None and before < n <= after:
            queue_trigger(game, oid, obj.card, ab, obj.controller)


def saga_entered(game: GameState, oid: int) -> None:
    """714.3a: as a Saga (without read ahead) enters, its controller puts a lore counter
    on it — which triggers its chapter I ability (714.2b)."""
    if is_saga(game, game.objects[oid]):
        _put_lore(game, oid, "714.3a")


def precombat_main(game: GameState) -> None:
    """714.3b: as the active player's precombat main phase begins, they put a lore counter
    on each Saga they control (a turn-based action, no stack)."""
    from casualmagic.engine.continuous import ALL_TOUCHED, plain_ids

    touched = plain_ids(game)  # a plain permanent is a Saga only if printed so (613.1d)
    for oid in game.battlefield:
        o = game.objects[oid]
        if o.controller != game.active:
            continue
        if "Saga" not in o.card.subtypes and not o.face_down and (
                touched is None or touched is not ALL_TOUCHED and oid not in touched):
            continue
        if is_saga(game, o):
            _put_lore(game, oid, "714.3b")


def _put_lore(game: GameState, oid: int, rule: str) -> None:
    from casualmagic.engine.primitives import add_counters

    add_counters(game, oid, "lore", 1, rule, sync=True)


def sagas_to_sacrifice(game: GameState, sagas: list[int]) -> list[int]:
    """714.4: those of the Sagas ``sagas`` with at least their final chapter number of lore
    counters (714.2d: 0 with no chapter abilities) that aren't the source of a chapter
    ability that has triggered and not yet left the stack."""
    return [oid for oid in sagas
            if is_saga(game, o := game.objects[oid])
            and o.counter("lore") >= final_chapter(o.card) and not _chapter_pending(game, oid)]


def _chapter_pending(game: GameState, oid: int) -> bool:
    waiting = any(t[0] == oid and chapter_number(t[2]) is not None for t in game.waiting_triggers)
    on_stack = any(
        (s := game.objects[i]).kind == "ability" and s.source == oid and isinstance(
            s.ability, TriggeredAbility) and chapter_number(s.ability) is not None
        for i in game.stack)
    return waiting or on_stack


# -- casting a face: split halves (709.3), aftermath (702.127), Adventures (715.3), modal
# double-faced cards (712.11b, 712.12), prototyped spells (718.3) ------------------------------

FACE_CAST_LAYOUTS = frozenset({"split", "aftermath", "adventure", "modal_dfc", "prototype"})
"""Layouts whose player chooses the face to cast (or play) before it is put on the stack."""

HALVES_ONLY = frozenset({"split", "aftermath"})
"""709.3: a split card is cast as one of its halves, never as the whole card."""


def face_of(obj: GameObject) -> int | None:
    """The face chosen as the spell was cast or the land played (None: the card itself)."""
    return obj.get_info("face") if obj.info else None


def show_face(game: GameState, oid: int, face: int) -> None:
    """Give ``oid`` only the characteristics of its face ``face`` (709.3b, 712.8f, 715.3b),
    the whole card kept as ``printed`` for when it leaves (709.4, 712.8a, 715.4)."""
    w = game.obj_w(oid)
    whole = whole_card(w)
    card = whole.faces[face].card
    assert card is not None
    w.info = (*(kv for kv in w.info if kv[0] not in ("printed", "face")),
              ("printed", whole), ("face", face))
    w.card = card


def face_options(game: GameState, player: int, oid: int, sorcery_ok: bool) -> list[tuple]:
    """``("cast", oid, "face:i")`` for each face of ``oid`` its owner may cast now, and
    ``("play", oid, "face:i")`` for a land face of a modal double-faced card (712.12)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.engine.actions import castable
    from casualmagic.engine.casting_rules import may_cast_at_this_time
    from casualmagic.engine.lands import land_plays

    obj = game.objects[oid]
    whole = obj.card
    out: list[tuple] = []
    p = game.players[player]
    for i, face in enumerate(whole.faces):
        card = face.card
        if card is None or not _face_castable_from(whole.layout, i, obj.zone):
            continue
        if whole.layout not in HALVES_ONLY and i == 0:
            continue  # the card itself: cast (or played) as any card
        if "Land" in card.types:
            if whole.layout == "modal_dfc" and sorcery_ok \
                    and p.lands_played < land_plays(game, player):  # 305.2a
                out.append(("play", oid, f"face:{i}"))
            continue
        if not may_cast_at_this_time(game, player, card, sorcery_ok):
            continue
        if castable(game, player, card, mp.mana_sources(game, player, card), source_id=oid):
            out.append(("cast", oid, f"face:{i}"))
    return out


def _face_castable_from(layout: str, face: int, zone: str) -> bool:
    """702.127a: an aftermath half is cast only from a graveyard, the other half not from
    one; every other face is cast from the hand."""
    if layout == "aftermath":
        return zone == ("graveyard" if face == 1 else "hand")
    return zone == "hand"


def cast_face(game: GameState, oid: int, option: object) -> None:
    """As a face is chosen to be cast (``"face:i"``), the spell has only that face's
    characteristics (709.3b, 712.11b-c, 715.3b; 718.3b: a prototyped spell, and the
    permanent it becomes, 712.13)."""
    show_face(game, oid, int(str(option).removeprefix("face:")))
    game.emit("cast_face", game.objects[oid].controller,
              {"object": oid, "face": game.objects[oid].card.name},
              {"split": "709.3", "aftermath": "709.3", "adventure": "715.3",
               "modal_dfc": "712.11b", "prototype": "718.3"}.get(whole_card(game.objects[oid]).layout, "712.11b"))


def exiled_after_resolving(obj: GameObject) -> bool:
    """715.3d: an Adventure is exiled instead of put into its owner's graveyard as it
    resolves."""
    return face_of(obj) == 1 and whole_card(obj).layout == "adventure"


def exiled_leaving_stack(obj: GameObject) -> bool:
    """702.127a: an aftermath half cast from a graveyard is exiled instead of put anywhere
    else; a spell whose face says "If [this] would be put into a graveyard from anywhere,
    exile it instead" (a disturbed spell's back face, 702.146a) is exiled from the stack
    too (614.1a)."""
    if face_of(obj) == 1 and whole_card(obj).layout == "aftermath":
        return True
    return any(r.op == "exile_instead" and dict(r.args).get("filter") == "self"
               for r in obj.card.replacement_abilities)


def disturbed(card: CardDef) -> CardDef:
    """The back face a card is cast as with disturb (702.146a, 712.8c)."""
    back = card.faces[1].card if len(card.faces) > 1 else None
    return back if back is not None else card


def cast_transformed(game: GameState, oid: int) -> None:
    """712.8c, 712.11a: a transforming double-faced card cast transformed is put on the
    stack back face up, with only its back face's characteristics; it enters the
    battlefield so (702.146b, 712.13)."""
    show_face(game, oid, 1)
    w = game.obj_w(oid)
    w.info = (*w.info, ("transformed", True))
    game.emit("cast_transformed", w.controller, {"object": oid, "face": w.card.name},
              "712.8c")


def on_an_adventure(game: GameState, oid: int, player: int) -> None:
    """715.3d: for as long as the card remains exiled, ``player`` may cast it (not as an
    Adventure)."""
    w = game.obj_w(oid)
    w.info = (*w.info, ("adventure", player))


def adventure_options(game: GameState, player: int, sorcery_ok: bool) -> list[tuple]:
    """``("cast", oid)`` for each card ``player`` sent on an Adventure that they may cast
    now (715.3d)."""
    import casualmagic.engine.mana_payment as mp
    from casualmagic.engine.actions import castable

    out = []
    for oid in game.exile:
        o = game.objects[oid]
        if not o.info or o.get_info("adventure") != player:
            continue
        card = o.card
        if (sorcery_ok or "Flash" in card.keywords) and castable(
                game, player, card, mp.mana_sources(game, player, card), source_id=oid):
            out.append(("cast", oid))
    return out


# -- day and night (728), daybound and nightbound (702.145) -------------------------------------

DAY_NIGHT = "day_night"
"""The game's designation (728.1): ``"day"``, ``"night"`` or absent (neither)."""

DAY_NIGHT_KEYWORDS = frozenset({"Daybound", "Nightbound"})


def day_or_night(game: GameState) -> str | None:
    return game.vget(DAY_NIGHT) if game.vstate else None


def becomes(game: GameState, which: str, rule: str) -> None:
    """It becomes day or night (728.1); as it does, each daybound permanent front face up
    (as it becomes night) or nightbound permanent back face up (as it becomes day)
    transforms (702.145b, 702.145e)."""
    game.vset(DAY_NIGHT, which)
    game.emit("day_night", None, {"now": which}, rule)
    keyword = "Daybound" if which == "night" else "Nightbound"
    for oid in game.battlefield:
        if keyword in game.objects[oid].card.keywords:
            transform(game, oid, by_day_night=True)


def untap_step_check(game: GameState) -> None:
    """502.2, 728.2: if it's day and the previous turn's active player cast no spells that
    turn, it becomes night; if it's night and they cast two or more, it becomes day."""
    now = day_or_night(game)
    if now is None:
        return  # 728.2c
    from casualmagic.engine.triggers import last_turn_events

    events = list(last_turn_events(game))
    previous = next((e.player for e in events if e.kind == "turn"), None)
    casts = sum(1 for e in events if e.kind == "cast" and e.player == previous)
    if now == "day" and casts == 0:
        becomes(game, "night", "728.2a")
    elif now == "night" and casts >= 2:
        becomes(game, "day", "728.2b")


def day_night_enters(game: GameState, oid: int) -> None:
    """As a daybound permanent enters: transformed if it is night (702.145b); it becomes
    day if it's neither (702.145d); a nightbound one with no daybound permanent around makes
    it night (702.145g)."""
    obj = game.objects[oid]
    now = day_or_night(game)
    if "Daybound" in obj.card.keywords:
        if now == "night":
            enter_transformed(game, oid)
        elif now is None:
            becomes(game, "day", "702.145d")
    elif "Nightbound" in obj.card.keywords and now is None and not any(
            "Daybound" in game.objects[i].card.keywords for i in game.battlefield):
        becomes(game, "night", "702.145g")
