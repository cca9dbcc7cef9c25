<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="80" />
        <source>Hero Kill</source>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="81" />
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="82" />
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="83" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="84" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="85" />
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="86" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="87" />
        <location filename="../yxs_desktop/ui/main_window.py" line="123" />
        <source>Rulings</source>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="88" />
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="115" />
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="116" />
        <source>Hero Kill (英雄杀) desktop, version %1</source>
        <translation>Hero Kill (英雄杀) desktop, version %1</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="120" />
        <source>Back to the start page</source>
        <translation>Back to the start page</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="122" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="123" />
        <source>Kills</source>
        <translation>Kills</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="123" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="24" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="28" />
        <source>Same as the system</source>
        <translation>Same as the system</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="37" />
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="38" />
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="39" />
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="70" />
        <source>Hero Kill</source>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="76" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="77" />
        <source>One more hero to choose from</source>
        <translation>One more hero to choose from</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="78" />
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="79" />
        <source>Game number (seed)</source>
        <translation>Game number (seed)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="80" />
        <source>New local game</source>
        <translation>New local game</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="166" />
        <source>Waiting for %1</source>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="357" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="358" />
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="359" />
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
</context>
</TS>