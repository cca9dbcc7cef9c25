<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="80" />
        <source>Hero Kill</source>
        <translation>英雄杀</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="81" />
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="82" />
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="83" />
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="84" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="85" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="86" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="87" />
        <location filename="../yxs_desktop/ui/main_window.py" line="123" />
        <source>Rulings</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="88" />
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="115" />
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="116" />
        <source>Hero Kill (英雄杀) desktop, version %1</source>
        <translation>英雄杀桌面版，版本 %1</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="120" />
        <source>Back to the start page</source>
        <translation>返回开始页面</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Hero</source>
        <translation>武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Result</source>
        <translation>胜负</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="123" />
        <source>Kills</source>
        <translation>杀敌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="123" />
        <source>Score</source>
        <translation>积分</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="24" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="28" />
        <source>Same as the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="37" />
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="38" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="39" />
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="70" />
        <source>Hero Kill</source>
        <translation>英雄杀</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="76" />
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="77" />
        <source>One more hero to choose from</source>
        <translation>多一个武将可选（蓝钻）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="78" />
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="79" />
        <source>Game number (seed)</source>
        <translation>牌局编号（种子）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="80" />
        <source>New local game</source>
        <translation>开始本地游戏</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="166" />
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="357" />
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="358" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="359" />
        <source>End turn</source>
        <translation>结束出牌</translation>
    </message>
</context>
</TS>