"""The realize engine (realize.py), memory planner (memory.py) and TinyJit (jit.py)."""
