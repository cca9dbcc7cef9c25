"""What the replay tools say, in Chinese and English: every key maps to a (zh, en) pair with
``str.format`` fields. Errors, notes and verdicts carry a key and its fields, so that each
program shows them in its own language (:func:`message`)."""

from __future__ import annotations

from typing import Final, Protocol, runtime_checkable

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # ---------------------------------------------------------------- reading
    "cannot_read": ("无法读取文件：{reason}", "cannot read the file: {reason}"),
    "not_gzip": (
        "不是录像文件：不是 gzip 压缩的数据",
        "not a replay file: the data is not gzip-compressed",
    ),
    "corrupt": (
        "文件已损坏：第 {line} 行之后的压缩数据有误（{reason}）",
        "damaged: the compressed data after line {line} is corrupt ({reason})",
    ),
    "trailing": (
        "文件已损坏：压缩数据结束后还有多余的数据",
        "damaged: there is more data after the end of the compressed stream",
    ),
    "no_line_end": (
        "文件已损坏：第 {line} 行没有结束",
        "damaged: line {line} has no end",
    ),
    "empty": (
        "不是完整的录像：文件在第 1 行（文件头）结束前就断了",
        "not a complete replay: the file ends before the end of line 1 (the header)",
    ),
    "not_header": (
        "不是录像文件：第 1 行不是录像的文件头",
        "not a replay file: line 1 is not a replay header",
    ),
    "newer_format": (
        "此录像由较新的程序写成（格式版本 {found}），本程序只能读取 {known} 及以下版本",
        "this replay was written by a newer program (format version {found}); this program "
        "reads versions up to {known}",
    ),
    "unknown_format": (
        "未知的录像格式版本 {found}",
        "unknown replay format version {found}",
    ),
    "bad_header": (
        "文件已损坏：第 1 行（文件头）：{detail}",
        "damaged: line 1 (the header): {detail}",
    ),
    "bad_line": ("文件已损坏：第 {line} 行：{detail}", "damaged: line {line}: {detail}"),
    "undecodable_event": (
        "无法解读第 {index} 个事件（可能由较新的程序写成）：{detail}",
        "cannot make sense of event {index} (it may come from a newer program): {detail}",
    ),
    "second_header": (
        "文件已损坏：第 {line} 行是第二个文件头",
        "damaged: line {line} is a second header",
    ),
    "after_result": (
        "文件已损坏：第 {line} 行在结果行之后",
        "damaged: line {line} comes after the result line",
    ),
    "second_heroes": (
        "文件已损坏：第 {line} 行再次列出武将",
        "damaged: line {line} lists the heroes a second time",
    ),
    "seat_count": (
        "文件已损坏：第 {line} 行列出 {found} 个座位，文件头有 {seats} 个",
        "damaged: line {line} lists {found} seats; the header has {seats}",
    ),
    "digest_count": (
        "文件已损坏：第 {line} 行的摘要涵盖 {found} 个事件，但此前有 {events} 个",
        "damaged: the digest of line {line} covers {found} events, but {events} come before it",
    ),
    "digest_mismatch": (
        "文件已损坏：第 {line} 行之前的事件与其摘要不符",
        "damaged: the events before line {line} do not match its digest",
    ),
    # ---------------------------------------------------------------- notes
    "unterminated": (
        "文件没有正常结束（写入的程序可能被中止）：使用到第 {line} 行为止的内容",
        "the file was not closed (the program writing it may have been stopped); "
        "everything up to line {line} is used",
    ),
    "cut_line": (
        "最后一行（第 {line} 行）写了一半，已忽略",
        "the last line (line {line}) was only half written and is ignored",
    ),
    "no_result": ("对局没有结束", "the game did not end"),
    "rules_differ": (
        "录像所用的规则与本程序不同（规则摘要 {recorded}，本程序为 {current}）",
        "the replay was recorded with other rules (rules digest {recorded}; this program's "
        "is {current})",
    ),
    # ---------------------------------------------------------------- verifying
    "verified": (
        "验证通过：{responses} 次应答、{events} 个事件与引擎重演一致",
        "verified: {responses} answers and {events} events are the same when re-run",
    ),
    "incomplete": (
        "不完整：对局没有结束（已有的 {responses} 次应答、{events} 个事件与重演一致）",
        "incomplete: the game did not end (the {responses} answers and {events} events there "
        "are match the re-run)",
    ),
    "cut_off": (
        "不完整：文件被截断，压缩数据没有结束"
        "（已有的 {responses} 次应答、{events} 个事件与重演一致）",
        "incomplete: the file is cut off before the end of its compressed data (the "
        "{responses} answers and {events} events there match the re-run)",
    ),
    "diverged": (
        "从第 {index} 个事件起与重演不一致：录像为“{recorded}”，重演为“{rerun}”",
        'differs from the re-run from event {index} on: the replay has "{recorded}", the '
        're-run "{rerun}"',
    ),
    "rerun_ended": (
        "从第 {index} 个事件起与重演不一致：录像为“{recorded}”，重演在此之前已结束",
        'differs from the re-run from event {index} on: the replay has "{recorded}", the '
        "re-run has no more events",
    ),
    "missing_events": (
        "从第 {index} 个事件起与重演不一致：录像在此结束，重演还有“{rerun}”",
        "differs from the re-run from event {index} on: the replay ends there, the re-run "
        'goes on with "{rerun}"',
    ),
    "recorded_events": (
        "此录像由另一版本的规则生成：按其记录的事件播放（从第 {index} 个事件起与重演不一致）",
        "this replay was made by another version of the rules: shown from its recorded events "
        "(the re-run differs from event {index} on)",
    ),
    "seat_recording": (
        "此录像是{seat}号位自己的记录：只有该座位（或观众）看到的内容，不能重演",
        "this replay is seat {seat}'s own recording: only what that seat (or a spectator) "
        "saw, and it is not re-run",
    ),
    "unknown_mode": ("文件头中的模式 {mode} 未知", "the header's mode {mode} is unknown"),
    "seats_differ": (
        "文件头列出 {found} 个座位，{mode} 有 {players} 个",
        "the header lists {found} seats; {mode} has {players}",
    ),
    "nothing_asked": (
        "第 {line} 行：重演中对局已结束，录像却还有应答",
        "line {line}: the re-run game is over, but the replay has more answers",
    ),
    "wrong_request": (
        "第 {line} 行：应答针对 {seat} 号座位的请求 {id}，"
        "引擎等待的是请求 {pending}（座位 {seats}）",
        "line {line}: the answer is seat {seat}'s to request {id}, but the engine waits for "
        "request {pending} (seats {seats})",
    ),
    "refused": (
        "第 {line} 行：引擎拒绝 {seat} 号座位对请求 {id} 的应答：{reason}",
        "line {line}: the engine refuses seat {seat}'s answer to request {id}: {reason}",
    ),
    "misplaced_answer": (
        "第 {line} 行：录像中此应答之前有 {recorded} 个事件，重演中有 {rerun} 个",
        "line {line}: {recorded} events come before this answer in the replay, {rerun} in the "
        "re-run",
    ),
    "engine_fault": ("重演时引擎出错：{reason}", "the engine failed while re-running: {reason}"),
    "not_over": (
        "录像有结果行，但重演在全部应答之后仍未结束",
        "the replay has a result line, but the re-run game is not over after all its answers",
    ),
    "result_differs": (
        "结果不一致：录像为 {recorded}，重演为 {rerun}",
        "the results differ: the replay has {recorded}, the re-run {rerun}",
    ),
    # ---------------------------------------------------------------- playing on
    "play_on.no_seat": (
        "座位 {seat} 不在此录像的牌桌上（座位为 0 到 {last}）",
        "seat {seat} is not at this replay's table (the seats are 0 to {last})",
    ),
    "play_on.no_point": (
        "没有第 {answers} 次应答之后的局面：此录像只有 {responses} 次应答",
        "there is no point after {answers} answers: this replay has {responses}",
    ),
    "play_on.over": (
        "对局在此已经结束，无法接着打",
        "the game is over at this point: there is nothing to play on",
    ),
    "play_on.dead": (
        "座位 {seat} 在此已阵亡：请选一个存活的座位",
        "seat {seat} is dead at this point: take a living seat",
    ),
    "play_on.diverged": (
        "无法接着打：从第 {index} 个事件起重演与录像不一致",
        "cannot play on: the re-run differs from the replay from event {index} on",
    ),
    "play_on.not_exact": (
        "无法接着打，录像与引擎重演不一致：{problem}",
        "cannot play on: the replay does not re-run exactly: {problem}",
    ),
    # ---------------------------------------------------------------- whose file
    "own_not_at_table": (
        "座位 {seat} 不在此录像的牌桌上（座位为 {seats}）",
        "seat {seat} is not at this replay's table (its seats: {seats})",
    ),
    "own_cut_off": (
        "录像文件被截断（压缩数据没有结束），无法改写其文件头",
        "the file is cut off (its compressed data do not end): its header cannot be rewritten",
    ),
    # ---------------------------------------------------------------- info
    "info.file": ("文件：{path}", "File: {path}"),
    "info.versions": (
        "格式版本 {format}，程序 {program}，引擎 {engine}，规则摘要 {rules}",
        "Format version {format}, program {program}, engine {engine}, rules digest {rules}",
    ),
    "info.game": ("{mode}，种子 {seed}{options}", "{mode}, seed {seed}{options}"),
    "info.extra_choice": ("，多一名可选武将", ", one more hero to choose from"),
    "info.date": ("日期：{date}", "Date: {date}"),
    "info.origin": (
        "接续自录像 {sha256} 的前 {responses} 次应答",
        "Played on from the first {responses} answers of replay {sha256}",
    ),
    "info.seat": ("{seat}：{name}{details}{score}", "{seat}: {name}{details}{score}"),
    "info.person": ("玩家", "person"),
    "info.computer": ("电脑（{ai}）", "computer ({ai})"),
    "info.score": ("，{score} 分", ", score {score}"),
    "info.won": ("，获胜", ", won"),
    "info.length": (
        "{responses} 次应答，{events} 个事件",
        "{responses} answers, {events} events",
    ),
    "info.result": ("结果：{title}", "Result: {title}"),
    "info.no_result": ("结果：对局没有结束", "Result: the game did not end"),
    # ---------------------------------------------------------------- stats
    "stats.not_folder": ("{path} 不是文件夹：{reason}", "{path} is not a folder: {reason}"),
    "stats.no_such_folder": ("没有这个文件夹", "no such folder"),
    "stats.a_file": ("这是一个文件", "it is a file"),
    "stats.no_replays": (
        "{folder} 中没有录像（.yxsr 文件）",
        "no replays (.yxsr files) in {folder}",
    ),
    "stats.files": ("{folder}：{files} 个录像文件", "replay files in {folder}: {files}"),
    "stats.skipped": (
        "跳过 {count} 个文件：{damaged} 个已损坏，{unfinished} 个对局未结束",
        "{count} files skipped: {damaged} damaged, {unfinished} unfinished",
    ),
    "stats.damaged_file": ("已跳过 {path}：{reason}", "skipped {path}: {reason}"),
    "stats.uncounted_person": (
        "{count} 个文件中没有玩家的座位（电脑对局）：用 --seat N 统计某个座位，"
        "或用 --all-seats 统计所有座位",
        "files with no person's seat (computer games): {count}; count one seat with "
        "--seat N, or every seat with --all-seats",
    ),
    "stats.uncounted_seat": (
        "{count} 个文件的牌桌上没有座位 {seat}",
        "files with no seat {seat} at their table: {count}",
    ),
    "stats.whose_person": ("统计：玩家的座位", "Counted: the person's seats"),
    "stats.whose_seat": ("统计：座位 {seat}", "Counted: seat {seat}"),
    "stats.whose_all": (
        "统计：所有座位（每局按座位数计）",
        "Counted: every seat (a game counts once per seat)",
    ),
    "stats.no_games": ("没有可统计的对局", "no games to count"),
    "stats.overall": (
        "共 {games} 局，胜 {wins} 局（胜率 {rate}），平均得分 {score}",
        "games: {games}, wins: {wins} (win rate {rate}), mean score {score}",
    ),
    "stats.by_mode": ("按模式", "By mode"),
    "stats.by_role": ("按身份", "By role"),
    "stats.by_hero": ("按武将", "By hero"),
    "stats.per_day": ("按日", "Per day"),
    "stats.per_week": ("按周", "Per week"),
    "stats.mode": ("模式", "Mode"),
    "stats.role": ("身份", "Role"),
    "stats.hero": ("武将", "Hero"),
    "stats.day": ("日期", "Day"),
    "stats.week": ("周（起始日）", "Week of"),
    "stats.games": ("局数", "Games"),
    "stats.wins": ("胜局", "Wins"),
    "stats.win_rate": ("胜率", "Win rate"),
    "stats.mean_score": ("平均得分", "Mean score"),
    "stats.unknown": ("未知", "unknown"),
    # ---------------------------------------------------------------- export
    "export.no_seat": (
        "座位 {seat} 不在此录像的牌桌上（座位为 0 到 {last}）",
        "seat {seat} is not at this replay's table (the seats are 0 to {last})",
    ),
    "export.not_exact": (
        "未导出，录像与引擎重演不一致：{problem}",
        "not exported: the replay does not re-run exactly: {problem}",
    ),
    "export.cannot_write": (
        "无法写入 {path}：{reason}",
        "cannot write {path}: {reason}",
    ),
    # ---------------------------------------------------------------- the Replays page
    "files.empty_name": ("名称不能为空", "the name cannot be empty"),
    "files.bad_name": (
        '名称“{name}”含有文件名中不能使用的字符（如 / \\ : * ? " < > |）',
        'the name "{name}" holds a character file names cannot have (such as / \\ : * ? " < > |)',
    ),
    "files.hidden_name": (
        "名称“{name}”不能以点开头（那样文件会被隐藏）",
        'the name "{name}" cannot begin with a dot (the file would be hidden)',
    ),
    "files.name_taken": (
        "已有名为 {name} 的文件",
        "there is already a file named {name}",
    ),
    "files.cannot_rename": ("无法重命名 {name}：{reason}", "cannot rename {name}: {reason}"),
    "files.cannot_delete": (
        "无法删除录像：{reason}（没有删除任何文件）",
        "cannot delete the replays: {reason} (none was deleted)",
    ),
    "files.cannot_copy": ("无法复制到 {path}：{reason}", "cannot copy to {path}: {reason}"),
    "files.export_onto_itself": (
        "{name} 不能导出到它自己",
        "{name} cannot be exported onto itself",
    ),
    "files.not_importable": (
        "未导入 {name}：{reason}",
        "{name} is not imported: {reason}",
    ),
    "files.already_there": (
        "未导入：录像文件夹中已有此录像（{name}）",
        "not imported: the replay folder holds this replay already ({name})",
    ),
    "files.download_too_big": (
        "未保存服务器发来的录像 {name}：超过 {limit} KB",
        "the replay {name} from the server is not saved: it is over {limit} KB",
    ),
    "files.download_not_base64": (
        "未保存服务器发来的录像 {name}：数据不是 base64",
        "the replay {name} from the server is not saved: its data are not base64",
    ),
    "files.download_no_seat": (
        "未保存服务器发来的录像 {name}：无法在其中记下你的座位：{reason}",
        "the replay {name} from the server is not saved: your seat cannot be written in it: "
        "{reason}",
    ),
}


def message(key: str, lang: str, **fields: object) -> str:
    """The text of ``key`` in ``lang`` (``zh`` or ``en``) with ``fields`` filled in."""
    zh, en = MESSAGES[key]
    return (zh if lang == "zh" else en).format(**fields)


@runtime_checkable
class _Localized(Protocol):
    def text(self, lang: str) -> str: ...


class Message:
    """A message key with its fields, shown in a language when needed."""

    __slots__ = ("fields", "key")

    def __init__(self, key: str, **fields: object) -> None:
        if key not in MESSAGES:
            raise KeyError(f"no replay message {key!r}")
        self.key = key
        self.fields = fields

    def text(self, lang: str) -> str:
        """The message in ``lang`` (a field that has a ``text(lang)`` method, such as an
        event, is shown in ``lang`` too)."""
        fields = {
            name: value.text(lang) if isinstance(value, _Localized) else value
            for name, value in self.fields.items()
        }
        return message(self.key, lang, **fields)

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {self.fields!r})"


class ReplayError(Exception):
    """A file that is not a replay, or a damaged or cut-off-too-early one; ``message``
    says what is wrong and where, ``str()`` in English."""

    def __init__(self, key: str, **fields: object) -> None:
        self.message = Message(key, **fields)
        super().__init__(self.message.text("en"))

    def text(self, lang: str) -> str:
        """What is wrong, in ``lang``."""
        return self.message.text(lang)
