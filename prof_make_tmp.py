import cProfile, pstats, sys, tempfile, time
from pathlib import Path
import msgspec
from tests.server.table import FakeClock
from yxs_desktop.engine import encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.lobby import Lobby
from yxs_desktop.server.store import ServerData

folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
rooms = int(sys.argv[2]) if len(sys.argv) > 2 else 500
clock = FakeClock()
if not (folder / "rooms").exists() or not any((folder / "rooms").iterdir()):
    lobby = Lobby(rooms + 10, data=ServerData(folder), min_window=0.0, clock=clock)
    for i in range(rooms):
        c = f"c{i}"
        lobby.create(c, "P", wire.CreateRoom("identity5"))
        lobby.take_seat(c, wire.TakeSeat(0))
        for s in range(1, 5):
            lobby.add_computer(c, wire.AddComputer(s))
        lobby.ready(c, wire.Ready(True))
        sends = lobby.start(c, wire.Start())
        for _ in range(15):
            asked = [m for to, m in sends if to == c and isinstance(m, wire.Asked)]
            if not asked:
                break
            a = asked[-1]
            sends = lobby.answer(c, wire.GameAnswer(a.id, msgspec.Raw(encode(a.request.default(0)))))
    print("made", folder)
began = time.perf_counter()
second = Lobby(rooms + 10, data=ServerData(folder), min_window=0.0, clock=clock)
prof = cProfile.Profile()
prof.enable()
resumed = second.restore()
prof.disable()
print(len(resumed), "resumed in", time.perf_counter() - began)
pstats.Stats(prof).sort_stats("cumulative").print_stats(35)
