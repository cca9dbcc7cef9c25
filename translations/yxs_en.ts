<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ArrangeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="590"/>
        <source>Top of the deck (the first card is drawn first)</source>
        <translation>Top of the deck (the first card is drawn first)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="591"/>
        <source>Bottom of the deck (the last card is the lowest)</source>
        <translation>Bottom of the deck (the last card is the lowest)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="592"/>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="593"/>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="594"/>
        <source>To top</source>
        <translation>To top</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="595"/>
        <source>To bottom</source>
        <translation>To bottom</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="596"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="93"/>
        <source>%1 in the deck: %2</source>
        <translation>%1 in the deck: %2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="106"/>
        <source>Search the cards (name, type or text)</source>
        <translation>Search the cards (name, type or text)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="121"/>
        <source>%1 of %2 card kinds</source>
        <translation>%1 of %2 card kinds</translation>
    </message>
</context>
<context>
    <name>DistributeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="721"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="730"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Encyclopedia</name>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="37"/>
        <source>Encyclopedia</source>
        <translation>Encyclopedia</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="38"/>
        <source>Heroes</source>
        <translation>Heroes</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="39"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
</context>
<context>
    <name>HeroChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="344"/>
        <source>Your pick is on its way…</source>
        <extracomment>The width one hero takes in the grid (its skill text is 200 px wide) and the room the picks list beside it takes.</extracomment>
        <translation>Your pick is on its way…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="381"/>
        <source>None yet</source>
        <translation>None yet</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="407"/>
        <source>Teammate [%1]: %2</source>
        <translation>Teammate [%1]: %2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="411"/>
        <source>%1 %2 [%3]: %4</source>
        <translation>%1 %2 [%3]: %4</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="427"/>
        <source>%1 s left</source>
        <translation>%1 s left</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="436"/>
        <source>Your teammates&apos; picks</source>
        <translation>Your teammates&apos; picks</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="438"/>
        <source>Heroes picked so far</source>
        <translation>Heroes picked so far</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="451"/>
        <source>Taken by [%1]</source>
        <translation>Taken by [%1]</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="453"/>
        <source>Taken</source>
        <translation>Taken</translation>
    </message>
</context>
<context>
    <name>HeroesTab</name>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="68"/>
        <source>%1 · %2 · HP %3</source>
        <translation>%1 · %2 · HP %3</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="80"/>
        <source>Search the heroes (name or skill)</source>
        <translation>Search the heroes (name or skill)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="81"/>
        <source>All factions</source>
        <translation>All factions</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="98"/>
        <source>%1 of %2 heroes</source>
        <translation>%1 of %2 heroes</translation>
    </message>
</context>
<context>
    <name>HowToPlayPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="58"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="59"/>
        <source>The Table menu lists these keys while a game is on; F1 opens this page.</source>
        <translation>The Table menu lists these keys while a game is on; F1 opens this page.</translation>
    </message>
</context>
<context>
    <name>KeyTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="47"/>
        <source>Hand card %1</source>
        <translation>Hand card %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="49"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="50"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="51"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="52"/>
        <source>Pause or resume</source>
        <translation>Pause or resume</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="53"/>
        <source>Card tracker</source>
        <translation>Card tracker</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="60"/>
        <source>Pick the n-th hand card</source>
        <translation>Pick the n-th hand card</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="62"/>
        <source>Confirm the choice</source>
        <translation>Confirm the choice</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="63"/>
        <source>Decline or take the choice back</source>
        <translation>Decline or take the choice back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="64"/>
        <source>End the play phase</source>
        <translation>End the play phase</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="66"/>
        <source>Pause or resume the computer players (a local game without a time limit)</source>
        <translation>Pause or resume the computer players (a local game without a time limit)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="68"/>
        <source>Open or close the card tracker</source>
        <translation>Open or close the card tracker</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="146"/>
        <source>Hero Kill</source>
        <extracomment>At most this many seconds of a request&apos;s time wait for the animations before it: its countdown starts when it is on screen (TablePage calls Session.shown).</extracomment>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="147"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="148"/>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="149"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="150"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="151"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="152"/>
        <source>Pick a hand card</source>
        <translation>Pick a hand card</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="153"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="154"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="155"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="156"/>
        <source>Rulings</source>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="157"/>
        <source>Heroes and cards</source>
        <translation>Heroes and cards</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="158"/>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="201"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="202"/>
        <source>Hero Kill (英雄杀) desktop, version %1</source>
        <translation>Hero Kill (英雄杀) desktop, version %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="296"/>
        <source>Game number %1</source>
        <translation>Game number %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="337"/>
        <source>Leave the game?</source>
        <translation>Leave the game?</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="338"/>
        <source>The game is not over. Leave it? It will be lost.</source>
        <translation>The game is not over. Leave it? It will be lost.</translation>
    </message>
</context>
<context>
    <name>MultiCardChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="771"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="188"/>
        <source>Back to the start page</source>
        <translation>Back to the start page</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="191"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="192"/>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="193"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="194"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="195"/>
        <source>Kills</source>
        <translation>Kills</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="196"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="199"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="212"/>
        <source>Game number %1: type it on the start page to play this game again</source>
        <translation>Game number %1: type it on the start page to play this game again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="235"/>
        <source>A draw: no team wins</source>
        <translation>A draw: no team wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="237"/>
        <source>Your team (%1) wins</source>
        <translation>Your team (%1) wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="239"/>
        <source>Your team (%1) loses</source>
        <translation>Your team (%1) loses</translation>
    </message>
</context>
<context>
    <name>RulingsPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="70"/>
        <source>Rulings</source>
        <extracomment>The item data role that holds a ruling&apos;s id.</extracomment>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="71"/>
        <source>Search the rulings (id or words)</source>
        <translation>Search the rulings (id or words)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="86"/>
        <source>%1 of %2 rulings</source>
        <translation>%1 of %2 rulings</translation>
    </message>
</context>
<context>
    <name>SeatItem</name>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="245"/>
        <source>Dead</source>
        <translation>Dead</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="270"/>
        <source>Acted</source>
        <translation>Acted</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="24"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="28"/>
        <source>Same as the system</source>
        <translation>Same as the system</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="36"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="37"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="38"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="94"/>
        <source>Hero Kill</source>
        <extracomment>The time limits a person may choose for each decision, in seconds (0: none, the default in a game against the computer). The seed box&apos;s value that means &quot;a new random game&quot; (shown as its special text). mode, extra hero choice, animation speed, seed, seconds per decision (0: no limit)</extracomment>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="100"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="101"/>
        <source>One more hero to choose from</source>
        <translation>One more hero to choose from</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="102"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="103"/>
        <source>Game number (seed)</source>
        <translation>Game number (seed)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="104"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="105"/>
        <source>Type a number to play that game again; Random: a new one</source>
        <translation>Type a number to play that game again; Random: a new one</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="106"/>
        <source>Time per decision</source>
        <translation>Time per decision</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="110"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="110"/>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="113"/>
        <source>New local game</source>
        <translation>New local game</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="216"/>
        <source>Waiting for %1</source>
        <extracomment>The request on screen (answers name its id).</extracomment>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="236"/>
        <source>A teammate has just taken that hero: choose another one.</source>
        <translation>A teammate has just taken that hero: choose another one.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="238"/>
        <source>Too late: the time for that question had run out.</source>
        <translation>Too late: the time for that question had run out.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="448"/>
        <source>Vanguards yet to act this round: %1</source>
        <translation>Vanguards yet to act this round: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="449"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="588"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="669"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="588"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="669"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="590"/>
        <source>Paused: press Space or Resume to go on</source>
        <translation>Paused: press Space or Resume to go on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="666"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="667"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="668"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="165"/>
        <source>Deck %1</source>
        <translation>Deck %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="166"/>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
</context>
</TS>
