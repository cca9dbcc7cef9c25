import shutil, sys, tempfile, time
from pathlib import Path
from tests.server.table import FakeClock
from yxs_desktop.server.lobby import Lobby
from yxs_desktop.server.store import ServerData
source = Path(sys.argv[1])
for _ in range(2):
    scratch = Path(tempfile.mkdtemp()) / "d"
    shutil.copytree(source, scratch)
    began = time.perf_counter()
    n = len(Lobby(1000, data=ServerData(scratch), min_window=0.0, clock=FakeClock()).restore())
    print(n, "resumed in", round(time.perf_counter() - began, 2), "s")
