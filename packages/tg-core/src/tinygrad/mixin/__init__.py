"""Mixins shared by UOp and Tensor: argument normalisation of movement ops, and UOp's tensor-level graph builders."""
from tinygrad.mixin.movement import MovementMixin
from tinygrad.mixin.graph import GraphMixin

__all__ = ["GraphMixin", "MovementMixin"]
