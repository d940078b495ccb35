"""The tg-viz web server: serves the page, the context list, each rewrite step as a stream of graphs, and the profile blob.

Run `tg-viz` (or `python -m tinygrad.viz.serve`) after a `VIZ=-1` / `PROFILE=1` run; it binds 127.0.0.1:8000 unless told otherwise.
"""
from __future__ import annotations
import argparse, json, os, pathlib, socket, socketserver, sys, threading, time, traceback, webbrowser
from http.server import BaseHTTPRequestHandler
from typing import Any
from collections.abc import Iterable
from urllib.parse import parse_qs, urlparse
from tinygrad.helpers import ALLOW_DEVICE_USAGE, colored
from tinygrad.profile import profile_path, rewrites_path
from tinygrad.viz.rewrites import (VizData, addrspace_colors, build_viz_data, context_of, get_full_rewrite, get_render, load_pickle, load_rewrites,
                                   uop_to_json, uops_colors)
from tinygrad.viz.timeline import get_profile

ROOT = pathlib.Path(__file__).parent
CONTENT_TYPES = {".js": "application/javascript", ".css": "text/css", ".html": "text/html", ".json": "application/json", ".svg": "image/svg+xml"}

class TCPServerWithReuse(socketserver.ThreadingMixIn, socketserver.TCPServer):
  """A threaded TCP server that can rebind a port in TIME_WAIT; a stream in progress does not block other requests."""
  allow_reuse_address = True
  daemon_threads = True
  def __init__(self, addr: tuple[str, int], handler: type, verbose: bool = True):
    super().__init__(addr, handler)
    if verbose: print(f"*** started server on http://{addr[0]}:{self.server_address[1]} at {time.perf_counter():.2f} s", flush=True)

class HTTPRequestHandler(BaseHTTPRequestHandler):
  """Response helpers shared by tg's servers (the viewer here; the LLM server reuses them)."""
  protocol_version = "HTTP/1.1"
  def log_message(self, format: str, *args: Any) -> None: pass
  def send_data(self, data: bytes, content_type: str = "application/json", status_code: int = 200) -> None:
    self.send_response(status_code)
    self.send_header("Content-Type", content_type)
    self.send_header("Content-Length", str(len(data)))
    self.send_header("Cache-Control", "no-store")
    self.end_headers()
    self.wfile.write(data)
  def stream_json(self, source: Iterable[Any]) -> None:
    """Server-sent events: one `data: <json>` per item, then `data: [DONE]`; the connection closes after."""
    self.close_connection = True
    self.send_response(200)
    self.send_header("Content-Type", "text/event-stream")
    self.send_header("Cache-Control", "no-cache")
    self.end_headers()
    try:
      for item in source: self.wfile.write(f"data: {json.dumps(item)}\n\n".encode())
      self.wfile.write(b"data: [DONE]\n\n")
      self.wfile.flush()
    except (BrokenPipeError, ConnectionResetError): pass  # the page switched to another step

class VizHandler(HTTPRequestHandler):
  vd: VizData
  ctxs: list[dict]
  profile: bytes | None

  def do_GET(self) -> None:
    url = urlparse(self.path)
    try: self.route(url.path, {k: v[0] for k, v in parse_qs(url.query).items()})
    except (BrokenPipeError, ConnectionResetError): pass
    except Exception: self.send_data(json.dumps({"src": traceback.format_exc()}).encode())

  def route(self, path: str, q: dict[str, str]) -> None:
    if path in ("/", "/index.html"): return self.send_file(ROOT / "index.html")
    if (path.startswith("/js/") or path.startswith("/assets/")) and "/.." not in path: return self.send_file(ROOT / path.lstrip("/"))
    if path == "/ctxs": return self.send_data(json.dumps(self.ctxs).encode())
    if path == "/get_profile" and self.profile is not None: return self.send_data(self.profile, "application/octet-stream")
    kind = path.lstrip("/")
    try: ctx, step = int(q.get("ctx", "")), int(q.get("step", ""))
    except ValueError: return self.send_data(b"not found: ask for /<kind>?ctx=<n>&step=<n>", "text/plain", 404)
    if (ret := get_render(self.vd, kind, ctx, step)) is None: return self.send_data(b"not found", "text/plain", 404)
    if kind == "graph-rewrites": return self.stream_json(ret)
    self.send_data(json.dumps(ret).encode())

  def send_file(self, p: pathlib.Path) -> None:
    if not p.is_file(): return self.send_data(b"not found", "text/plain", 404)
    self.send_data(p.read_bytes(), CONTENT_TYPES.get(p.suffix, "text/html"))

def make_handler(rewrites: str | None, profile: str | None) -> type[VizHandler]:
  """A handler class bound to the data of one capture, loaded and encoded once."""
  vd = build_viz_data(load_pickle(rewrites))
  blob = get_profile(load_pickle(profile, []), lambda k: context_of(vd, k))
  return type("BoundVizHandler", (VizHandler,), {"vd": vd, "ctxs": load_rewrites(vd), "profile": blob})

def port_in_use(host: str, port: int) -> bool:
  with socket.socket() as s:
    s.settimeout(0.2)
    return s.connect_ex(("127.0.0.1" if host in ("", "0.0.0.0") else host, port)) == 0

def start(rewrites: str | None = None, profile: str | None = None, host: str = "127.0.0.1", port: int = 8000,
          verbose: bool = False) -> TCPServerWithReuse:
  """Bind and return the server (serve it with .serve_forever(), e.g. in a thread); port 0 picks a free one."""
  if port and port_in_use(host, port): raise RuntimeError(f"http://{host}:{port} is occupied! use PORT= or --port to change.")
  return TCPServerWithReuse((host, port), make_handler(rewrites, profile), verbose)

def get_arg_parser() -> argparse.ArgumentParser:
  p = argparse.ArgumentParser(prog="tg-viz", description="Serve the graph-rewrite viewer and profiler timeline of a VIZ/PROFILE capture.")
  p.add_argument("--rewrites-path", default=rewrites_path(), help="rewrites pickle (default: %(default)s)")
  p.add_argument("--profile-path", default=profile_path(), help="profile pickle (default: %(default)s)")
  p.add_argument("--host", default="127.0.0.1", help="interface to bind (default: %(default)s; 0.0.0.0 for every interface)")
  p.add_argument("-p", "--port", type=int, default=int(os.getenv("PORT", "8000")), help="port (default: $PORT or 8000; 0 = any free port)")
  p.add_argument("--browser", action="store_true", default=bool(os.getenv("BROWSER")), help="open a browser (also with BROWSER=1)")
  return p

def main(argv: list[str] | None = None) -> None:
  args = get_arg_parser().parse_args(argv)
  ALLOW_DEVICE_USAGE.value = 0  # the viewer must never open a device
  st = time.perf_counter()
  print("*** viz is starting", flush=True)
  try: server = start(args.rewrites_path, args.profile_path, args.host, args.port, verbose=True)
  except RuntimeError as e: sys.exit(str(e))
  url = f"http://{args.host}:{server.server_address[1]}"
  print(colored(f"*** ready in {(time.perf_counter() - st) * 1e3:.2f}ms", "green"), flush=True)
  if args.browser: threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
  try: server.serve_forever()
  except KeyboardInterrupt: print("*** viz is shutting down...")
  finally: server.server_close()

__all__ = ["HTTPRequestHandler", "TCPServerWithReuse", "VizData", "addrspace_colors", "get_full_rewrite", "get_profile", "get_render", "load_pickle",
           "load_rewrites", "main", "start", "uop_to_json", "uops_colors"]

if __name__ == "__main__": main()
