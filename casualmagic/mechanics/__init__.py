"""Keyword abilities and keyword actions (CR 701, 702) and the game concepts they bring
(the monarch 722, speed 702.179, crimes 700.13), one module per concept.

A mechanic plugs into the rules at the hook points of :mod:`casualmagic.engine.rule_hooks`
(importing this package registers them all) or is asked by the one rule it changes.
"""

from casualmagic.mechanics import (  # noqa: F401  (importing registers each one's hooks)
    adapt,
    afterlife,
    ascend,
    backup,
    bloodthirst,
    bushido,
    crew,
    crimes,
    devour,
    dice,
    echo,
    evoke,
    evolve,
    extort,
    fabricate,
    fading,
    flanking,
    graft,
    hideaway,
    horsemanship,
    intimidate,
    living_weapon,
    madness,
    manifest,
    mentor,
    modified,
    modular,
    monarch,
    phasing,
    prepared,
    provoke,
    rampage,
    renown,
    retrace,
    soulshift,
    speed,
    stun,
    suspend,
    umbra_armor,
    vanishing,
)
