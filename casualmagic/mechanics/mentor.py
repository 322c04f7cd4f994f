"""Mentor (CR 702.134): "Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with power less than this creature's power" (702.134a).  It triggers as
attackers are declared (508.1m: ``rule_hooks.ATTACK_TRIGGERS``); the target's power is
bounded by the mentor's power as the target is chosen and as the ability resolves (601.2c,
608.2b; the ``max_power`` amount "power of this less 1").  An object's keyword set holds one
instance (702.134b)."""

from __future__ import annotations

from dataclasses import replace

from casualmagic.cards.model import Effect, TargetSpec, TriggeredAbility
from casualmagic.cards.vocabulary import parse_filter
from casualmagic.engine import rule_hooks

MENTOR = TriggeredAbility(
    "attacks", (Effect("add_counters", (("what", 0), ("kind", "+1/+1"), ("amount", 1))),),
    (TargetSpec(replace(parse_filter("attacking creature"), max_power="power of this less 1",
                        text="attacking creature with power less than this creature's power")),),
    None,
    "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature "
    "with lesser power.)")
"""The triggered ability mentor stands for (702.134a)."""


rule_hooks.ATTACK_TRIGGERS["Mentor"] = MENTOR
