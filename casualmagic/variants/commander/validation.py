"""Deck validation: placeholder, filled in below."""
