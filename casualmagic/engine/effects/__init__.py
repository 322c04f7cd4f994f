"""The effect vocabulary, implemented once (docs/architecture.md "Cards are data").

Each op of :data:`casualmagic.cards.vocabulary.EFFECT_ARGS` has one function
in a module of this package, registered in :data:`EFFECTS` by name (see
:mod:`.registry` for the calling convention).  The modules group ops by what
they act on: :mod:`.players`, :mod:`.permanents`, :mod:`.library`,
:mod:`.stack_ops`, :mod:`.mana`, :mod:`.lasting`.  The primitive game actions (damage 120,
destroy 701.7, sacrifice 701.17, life 119, counters 122) are in
:mod:`.primitives`; other rules call them too.
"""

from casualmagic.engine import copies  # noqa: F401  planes: copies (707, 701.32): registers ops
from casualmagic.engine.effects import (  # noqa: F401  (importing registers the ops)
    anthology,  # planes: anthology last (Selesnya Loft Gardens, Kilnspire District, ...)
    casting_grants,  # planes: casting
    chance,  # choices made at random (608.2d; vanguards, 902.7)
    characteristics,
    choices,
    costs,  # planes: costs (activation-cost reductions, affinity, goad)
    creatures,  # planes: creatures & combat (keywords, control, life)
    exile_return,  # planes: vehicles/phasing/exile (603.7, 610.3, 702.26, 705)
    facedown,  # planes: face-down (manifest dread, time travel, magic tricks)
    lands,  # ops first needed by lands ("sacrifice it unless you pay {1}", 118.12)
    lasting,
    library,
    mana,
    optional,  # optional payments and the card a creature became (vanguards, 902.7)
    permanents,
    planar,  # ops first needed by plane cards (CR 311, 312)
    planar_statics,  # planes: statics (devotion mana, named choices, speed)
    planar_trigb,  # planes: triggers B (linked exile, player counters, proliferate)
    players,
    regeneration,  # 701.15 regeneration shields (vanguards, 902.7)
    search,
    stack_ops,
    tokens,  # predefined tokens (111.10), investigate, explore (planes_misc)
    triggers_a,  # planes: triggers A (creature types, dice, casting from exile for {2})
    turns,  # turn structure: extra turns, added phases, end the turn (500.7, 500.8, 721.1)
    vehicles,  # planes: vehicles/phasing/exile — Vehicles and crew (301.7, 702.122)
    villainy,  # ops first needed by scheme cards (Archenemy, 904)
)
from casualmagic.engine.effects.primitives import (
    add_counters,
    deal_damage,
    destroy,
    discard_card,
    gain_life,
    lose_life,
    move_object,
    put_in_graveyard,
    sacrifice,
)
from casualmagic.engine.effects.refs import amount_of, objects_of, players_of
from casualmagic.engine.effects.registry import EFFECTS, WAIT, effect

__all__ = [
    "EFFECTS", "WAIT", "add_counters", "amount_of", "deal_damage", "destroy",
    "discard_card", "effect", "gain_life", "lose_life", "move_object", "objects_of", "players_of",
    "put_in_graveyard", "sacrifice",
]
