"""Replays: the ``.yxsr`` file format (docs/replay-format.md), recording a game as it is
played, reading a file (whole or cut off), and verifying it by re-running the engine.

It imports only the engine, never the computer players, the client or the UI. The
pieces others call:

* :class:`~.writer.ReplayWriter` with :func:`~.writer.make_header`: record a game;
  :func:`~.writer.with_own`: a file's bytes with another ``own`` seat (whose file it is);
  :func:`yxs_desktop.recorded_selfplay.play_and_record` (outside this package: it uses the
  computer players) plays and records a computer game;
* :func:`~.reader.read_replay` / :func:`~.reader.parse_replay` give a
  :class:`~.reader.Replay` (the header, answers, events, result, notes) or raise
  :class:`~.messages.ReplayError`;
* :func:`~.verify.verify_file` / :func:`~.verify.verify` give a :class:`~.verify.Verdict`;
* :func:`~.rerun.start_game` and :func:`~.rerun.answer` re-run a replay step by step;
  :func:`~.format.decode_event` decodes a recorded event;
* :func:`~.info.info_lines`: the header and result in words.
"""
