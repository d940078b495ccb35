"""Transcendental functions the renderer lacks, as polynomials (filled in by the decomposition work)."""
from __future__ import annotations
from tinygrad.uop.ops import PatternMatcher

pm_transcendental = PatternMatcher([])
