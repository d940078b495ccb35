"""Hand-coded optimisations: the default when a kernel asks for none (KernelInfo.opts_to_apply is None) and NOOPT is off."""
from __future__ import annotations
from tinygrad.codegen.opt.postrange import Scheduler

def hand_coded_optimizations(k: Scheduler) -> Scheduler: return k
