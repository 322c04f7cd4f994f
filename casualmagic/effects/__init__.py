"""The effect vocabulary, implemented once (docs/architecture.md "Cards are data").

Each op of :data:`casualmagic.cards.vocabulary.EFFECT_ARGS` has one function
in a module of this package, registered in :data:`EFFECTS` by name (see
:mod:`.registry` for the calling convention).  The modules group ops by what
they act on: :mod:`.players`, :mod:`.permanents`, :mod:`.library`,
:mod:`.stack_ops`, :mod:`.mana`, :mod:`.lasting`.  The primitive game actions (damage 120,
destroy 701.7, sacrifice 701.17, life 119, counters 122) are in
:mod:`.primitives`; other rules call them too.
"""

from casualmagic import mechanics  # noqa: F401  (importing registers the mechanics' rule hooks)
from casualmagic.effects import (  # noqa: F401  (importing registers the ops)
    card_moves,  # reveal until, return from graveyards, put from hand (400.3, 701.16a)
    casting_grants,  # casting from other zones, alternative costs (601.2f, 601.3)
    chance,  # choices made at random (608.2d; vanguards, 902.7)
    characteristics,
    choices,
    chosen_types,  # a creature type chosen as a spell resolves (205.3m)
    clash,  # clash and reflexive triggers (701.23, 603.12)
    commanders,  # "each player may put their commander onto the battlefield" (903.3d, 903.8)
    costs,  # activation-cost reductions, affinity, goad
    counter_placement,  # counters on permanents, bolster (122.1, 701.33a)
    counters,  # player counters, proliferate, linked exile (122.1, 701.27, 607.2a)
    creatures,  # keywords, control, life
    damage_and_life,  # life total becomes N, damage for each, prevention (119.5, 120, 615)
    emblems,  # "you get an emblem with …" (114.1)
    exile_return,  # exile and return, phasing, coin flips (603.7, 610.3, 702.26, 705)
    exile_until,  # exile until the source leaves the battlefield (610.3)
    facedown,  # face-down permanents (manifest dread, time travel, magic tricks)
    faces,  # transforming double-faced cards (712, 701.28)
    join_forces,  # each player may pay any amount of mana; the total is X (207.2c, 608.2d)
    lands,  # ops first needed by lands ("sacrifice it unless you pay {1}", 118.12)
    lasting,
    library,
    library_tops,  # cards put on top of a library in the order their owner chooses (401.4)
    linked_exile,  # "return the exiled card" of a leaves-the-battlefield trigger (607.2a)
    mana,
    offers,  # bargains offered to players: treasure for a promise, cards for a creature
    optional,  # optional payments and the card a creature became (vanguards, 902.7)
    permanents,
    player_hands,  # draw for each, no maximum hand size, random discard (121, 402.2)
    players,
    regeneration,  # 701.15 regeneration shields (vanguards, 902.7)
    sacrifice_and_destroy,  # sacrifice of their choice, destroy all with ... (701.17a, 701.7)
    search,
    speed_and_choices,  # devotion mana, named choices, speed (700.5, 608.2d, 702.179)
    stack_ops,
    sweepers,  # destroy all with power above a target's, damage to controllers (701.7a, 120.3)
    tapped_for_x,  # tap any number of permanents as X, damage to what it attacks (107.3, 508.1)
    time_and_control,  # time counters and suspend, exchanging control, paying X (702.62a)
    token_creation,  # token copies and tokens of each player's choice (707.2, 111.1)
    tokens,  # predefined tokens (111.10), investigate, explore
    turns,  # turn structure: extra turns, added phases, end the turn (500.7, 500.8, 721.1)
    untap_holds,  # "doesn't untap during its controller's next untap step" (502.3)
    vehicles,  # Vehicles and crew (301.7, 702.122)
)
from casualmagic.engine import copies  # noqa: F401  copies and votes (707, 701.32) register ops
from casualmagic.engine.effect_refs import amount_of, objects_of, players_of
from casualmagic.engine.effect_registry import EFFECTS, WAIT, effect
from casualmagic.engine.primitives import (
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

__all__ = [
    "EFFECTS", "WAIT", "add_counters", "amount_of", "deal_damage", "destroy",
    "discard_card", "effect", "gain_life", "lose_life", "move_object", "objects_of", "players_of",
    "put_in_graveyard", "sacrifice",
]
