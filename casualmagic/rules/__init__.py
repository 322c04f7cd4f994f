"""The Comprehensive Rules: shipped text, lookup, search, and the Rule citation type."""

from casualmagic.rules.citation import Rule
from casualmagic.rules.text import UnknownRuleError, glossary, lookup, search, subrules

__all__ = ["Rule", "UnknownRuleError", "lookup", "search", "subrules", "glossary"]
