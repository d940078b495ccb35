"""AMD GPU instruction tables (one module per ISA family), generated from LLVM's AMDGPU disassembler by generator/amdisa.py."""
