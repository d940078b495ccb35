"""Bit positions of the Hopper launch descriptor, QMD version 04_00 (0x60 dwords), which HOPPER_COMPUTE_A (0xcbc0) reads.

The generated NV tables carry the Ampere v3 and Blackwell v5 layouts only; these positions are NVIDIA's published ones for
`NVCBC0_QMDV04_00_*` (open-gpu-doc classes/compute/clcbc0qmd.h), for the fields the runtime writes and the mock GPU reads. A plain
field is (high bit, low bit) over the whole QMD; an indexed one is (low bit of index 0, width, stride). `dependent_qmd0_*` name
index 0 of the indexed DEPENDENT_QMD_* controls (the pointer itself is its own field).
"""
from __future__ import annotations

FIELDS: dict[str, tuple[int, int]] = {
  "qmd_group_id": (21, 16), "qmd_type": (25, 23), "dependent_qmd0_pointer": (479, 448), "shader_local_memory_low_size": (535, 512),
  "sass_version": (543, 536), "shader_local_memory_high_size": (567, 544), "api_visible_call_limit": (568, 568), "sampler_index": (569, 569),
  "qmd_minor_version": (579, 576), "qmd_major_version": (583, 580), "shared_memory_size": (601, 584),
  "invalidate_texture_header_cache": (602, 602), "invalidate_texture_sampler_cache": (603, 603), "invalidate_texture_data_cache": (604, 604),
  "invalidate_shader_data_cache": (605, 605), "invalidate_instruction_cache": (606, 606), "invalidate_shader_constant_cache": (607, 607),
  "min_sm_config_shared_mem_size": (613, 608), "max_sm_config_shared_mem_size": (619, 614), "target_sm_config_shared_mem_size": (625, 620),
  "release_semaphore0_addr_lower": (671, 640), "release_semaphore0_addr_upper": (696, 672),
  "release_semaphore0_payload_lower": (735, 704), "release_semaphore0_payload_upper": (767, 736),
  "grid_width": (1055, 1024), "grid_height": (1071, 1056), "grid_depth": (1103, 1088), "cwd_membar_type": (1137, 1136),
  "cta_thread_dimension0": (1167, 1152), "cta_thread_dimension1": (1183, 1168), "cta_thread_dimension2": (1199, 1184),
  "register_count": (1208, 1200), "barrier_count": (1215, 1211), "program_address_lower": (1247, 1216), "program_address_upper": (1272, 1248),
  "program_prefetch_addr_lower_shifted": (1375, 1344), "program_prefetch_addr_upper_shifted": (1392, 1376),
  "program_prefetch_size": (1401, 1393),
  "dependent_qmd0_enable": (368, 368), "dependent_qmd0_action": (371, 369), "dependent_qmd0_prefetch": (372, 372),
}
INDEXED: dict[str, tuple[int, int, int]] = {
  "release_enable": (320, 1, 16), "release_structure_size": (321, 2, 16), "release_membar_type": (323, 1, 16),
  "release_reduction_enable": (324, 1, 16), "release_payload64b": (332, 1, 16),
  "dependent_qmd_enable": (368, 1, 5), "dependent_qmd_action": (369, 3, 5), "dependent_qmd_prefetch": (372, 1, 5),
  "constant_buffer_valid": (416, 1, 4), "constant_buffer_prefetch": (417, 2, 4), "constant_buffer_invalidate": (419, 1, 4),
  "constant_buffer_addr_lower_shifted6": (1536, 32, 64), "constant_buffer_addr_upper_shifted6": (1568, 19, 64),
  "constant_buffer_size_shifted4": (1587, 13, 64),
}
RELEASE_STRUCTURE_SIZE_SEMAPHORE_TWO_WORDS, DEPENDENT_QMD_ACTION_QMD_SCHEDULE = 2, 1

def field(name: str, idx: int | None = None) -> tuple[int, int]:
  """(high bit, low bit) of a v4 field; an indexed one needs its index (constant bank, release or dependent QMD number)."""
  name = name.lower()
  if name in FIELDS and idx is None: return FIELDS[name]
  if name in INDEXED and idx is not None:
    lo, width, stride = INDEXED[name]
    return lo + idx * stride + width - 1, lo + idx * stride
  raise AttributeError(f"QMD v4 has no field {name!r}" + (f" with index {idx}" if idx is not None else "") +
                       f"; its fields are {sorted(FIELDS)} and, indexed, {sorted(INDEXED)}")
