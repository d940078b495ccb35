"""Writes torch_fixture.pt with a real torch.save (run with torch installed: python make_torch_fixture.py). Every value is a formula
the test recomputes with numpy, so the file is checked against torch's writer and numpy, not against our own reader."""
import collections, pathlib
import torch

lin = torch.nn.Linear(3, 2)
with torch.no_grad():
  lin.weight.copy_(torch.arange(6, dtype=torch.float32).reshape(2, 3) / 4)
  lin.bias.copy_(torch.tensor([-1.5, 2.25]))
sd = lin.state_dict()  # an OrderedDict with _metadata, set through a pickle BUILD
ckpt = {"model": sd, "epoch": 7, "name": "fixture", "blob": b"\x00\xffab", "ids": {1, 2, 3}, "z": 1 + 2j,
        "long": torch.arange(-3, 9, dtype=torch.int64).reshape(3, 4), "tview": torch.arange(12, dtype=torch.int32).reshape(3, 4).T,
        "bf16": (torch.arange(8, dtype=torch.float32) - 3.5).to(torch.bfloat16), "f64": torch.tensor(0.1, dtype=torch.float64),
        "half": torch.tensor([65504.0, -0.0, 1e-4], dtype=torch.float16), "u8": torch.arange(250, 256, dtype=torch.uint8),
        "param": torch.nn.Parameter(torch.ones(2, 2) * 3), "od": collections.OrderedDict(a=1, b=[2.5, None, True])}
torch.save(ckpt, pathlib.Path(__file__).with_name("torch_fixture.pt"))
