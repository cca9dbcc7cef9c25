<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ArrangeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="655"/>
        <source>Top of the deck (the first card is drawn first)</source>
        <translation>Top of the deck (the first card is drawn first)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="656"/>
        <source>Bottom of the deck (the last card is the lowest)</source>
        <translation>Bottom of the deck (the last card is the lowest)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="657"/>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="658"/>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="659"/>
        <source>To top</source>
        <translation>To top</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="660"/>
        <source>To bottom</source>
        <translation>To bottom</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="661"/>
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
    <name>ChatBox</name>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="126"/>
        <source>%1 (seat %2)</source>
        <translation>%1 (seat %2)</translation>
    </message>
</context>
<context>
    <name>ChatInput</name>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="84"/>
        <source>Say something…</source>
        <extracomment>The lines the log keeps (the oldest go).</extracomment>
        <translation>Say something…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="85"/>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="86"/>
        <source>At most %1 characters</source>
        <translation>At most %1 characters</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="210"/>
        <source>Type your name: at most %1 characters.</source>
        <translation>Type your name: at most %1 characters.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="222"/>
        <source>host, host:port, ws://host:port/path or wss://host/path</source>
        <translation>host, host:port, ws://host:port/path or wss://host/path</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="224"/>
        <source>Type the server&apos;s address: %1.</source>
        <translation>Type the server&apos;s address: %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="225"/>
        <source>Only ws:// and wss:// addresses can be used: %1.</source>
        <translation>Only ws:// and wss:// addresses can be used: %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="226"/>
        <source>That is not a host name or an IP address: %1.</source>
        <translation>That is not a host name or an IP address: %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="227"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>The port must be a number from 1 to 65535.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="228"/>
        <source>A path needs ws:// or wss:// and only the characters of a URL: %1.</source>
        <translation>A path needs ws:// or wss:// and only the characters of a URL: %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="229"/>
        <source>An address has no ? or # part: %1.</source>
        <translation>An address has no ? or # part: %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="247"/>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="248"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="249"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="250"/>
        <source>host:port, e.g. 192.168.1.20:9527</source>
        <translation>host:port, e.g. 192.168.1.20:9527</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="251"/>
        <source>Servers used before</source>
        <translation>Servers used before</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="252"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="253"/>
        <source>Put the address typed on the list</source>
        <translation>Put the address typed on the list</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="254"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="255"/>
        <source>Take the chosen server off the list</source>
        <translation>Take the chosen server off the list</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="256"/>
        <source>Start a server on this computer</source>
        <translation>Start a server on this computer</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="257"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="258"/>
        <source>Let others on the local network join</source>
        <translation>Let others on the local network join</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="261"/>
        <source>The server listens on every address of this computer, not only on this computer itself: anyone who can reach it on the network may connect</source>
        <translation>The server listens on every address of this computer, not only on this computer itself: anyone who can reach it on the network may connect</translation>
    </message>
</context>
<context>
    <name>CreateRoomDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="117"/>
        <source>Create a room</source>
        <translation>Create a room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="122"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="123"/>
        <source> turns</source>
        <translation> turns</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="124"/>
        <source>None: anyone may join</source>
        <translation>None: anyone may join</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="126"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="127"/>
        <source>Time per decision</source>
        <translation>Time per decision</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="128"/>
        <source>One more hero to choose from</source>
        <translation>One more hero to choose from</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="129"/>
        <source>Computer players</source>
        <translation>Computer players</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="130"/>
        <source>Spectators allowed</source>
        <translation>Spectators allowed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="131"/>
        <source>Spectators see the game later by</source>
        <translation>Spectators see the game later by</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="132"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
</context>
<context>
    <name>DistributeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="810"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="814"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>Encyclopedia</name>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="39"/>
        <source>Encyclopedia</source>
        <translation>Encyclopedia</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="40"/>
        <source>Heroes</source>
        <translation>Heroes</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="41"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
</context>
<context>
    <name>GroupPlot</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="709"/>
        <source>Games: %1 (%2 of all the games)</source>
        <translation>Games: %1 (%2 of all the games)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="714"/>
        <source>Games: %1</source>
        <translation>Games: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="715"/>
        <source>Win rate: %1</source>
        <translation>Win rate: %1</translation>
    </message>
</context>
<context>
    <name>HeroChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="187"/>
        <source>Your role: %1</source>
        <translation>Your role: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="368"/>
        <source>Your pick is on its way…</source>
        <extracomment>The width of a hero&apos;s skill text, and the most its name under the portrait takes (a longer one is cut with &quot;…&quot;, whole in the tooltip). The width one hero takes in the grid (its skill text with the room around it) and the room the picks list beside it takes.</extracomment>
        <translation>Your pick is on its way…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="418"/>
        <source>None yet</source>
        <translation>None yet</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="445"/>
        <source>Teammate [%1]: %2</source>
        <translation>Teammate [%1]: %2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="449"/>
        <source>%1 %2 [%3]: %4</source>
        <translation>%1 %2 [%3]: %4</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="465"/>
        <source>%1 s left</source>
        <translation>%1 s left</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="474"/>
        <source>Your teammates&apos; picks</source>
        <translation>Your teammates&apos; picks</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="476"/>
        <source>Heroes picked so far</source>
        <translation>Heroes picked so far</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="489"/>
        <source>Taken by [%1]</source>
        <translation>Taken by [%1]</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="491"/>
        <source>Taken</source>
        <translation>Taken</translation>
    </message>
</context>
<context>
    <name>HeroesTab</name>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="81"/>
        <source>%1 · %2 · HP %3</source>
        <translation>%1 · %2 · HP %3</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="93"/>
        <source>Search the heroes (name or skill)</source>
        <translation>Search the heroes (name or skill)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="94"/>
        <source>All factions</source>
        <translation>All factions</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="95"/>
        <source>Portraits only</source>
        <translation>Portraits only</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="97"/>
        <source>Every portrait side by side; a portrait&apos;s tooltip tells the hero</source>
        <translation>Every portrait side by side; a portrait&apos;s tooltip tells the hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="115"/>
        <source>%1 of %2 heroes</source>
        <translation>%1 of %2 heroes</translation>
    </message>
</context>
<context>
    <name>HowToPlayPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="93"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="94"/>
        <source>The Table menu lists these keys while a game is on; F1 opens this page.</source>
        <translation>The Table menu lists these keys while a game is on; F1 opens this page.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="96"/>
        <source>Watching a replay</source>
        <translation>Watching a replay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="98"/>
        <source>Game → Open replay… (Ctrl+O) opens a replay file (.yxsr).</source>
        <translation>Game → Open replay… (Ctrl+O) opens a replay file (.yxsr).</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="99"/>
        <source>Dragging a .yxsr file onto the window opens it too.</source>
        <translation>Dragging a .yxsr file onto the window opens it too.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="100"/>
        <source>From a terminal: yxs FILE.yxsr</source>
        <translation>From a terminal: yxs FILE.yxsr</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="102"/>
        <source>The keys of the replay viewer:</source>
        <translation>The keys of the replay viewer:</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="106"/>
        <source>Playing online</source>
        <translation>Playing online</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="109"/>
        <source>Game → Play online… (Ctrl+L) connects to a server: type its address (host, host:port, or a ws:// or wss:// URL such as wss://host/path); the servers you used are remembered.</source>
        <translation>Game → Play online… (Ctrl+L) connects to a server: type its address (host, host:port, or a ws:// or wss:// URL such as wss://host/path); the servers you used are remembered.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="114"/>
        <source>Game → Start a server on this computer starts one for you and your friends (on this computer only, unless you let the local network in).</source>
        <translation>Game → Start a server on this computer starts one for you and your friends (on this computer only, unless you let the local network in).</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="118"/>
        <source>In the lobby, create a room or join one, take a seat, add computer players, get ready; the host starts the game once everyone is ready.</source>
        <translation>In the lobby, create a room or join one, take a seat, add computer players, get ready; the host starts the game once everyone is ready.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="122"/>
        <source>Each decision has the room&apos;s time; when it runs out the default answer is taken, and after two in a row the computer plays for you (托管) until you act again. The Autoplay button turns it on and off.</source>
        <translation>Each decision has the room&apos;s time; when it runs out the default answer is taken, and after two in a row the computer plays for you (托管) until you act again. The Autoplay button turns it on and off.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="127"/>
        <source>If the connection drops, the program reconnects by itself and the computer plays your seat meanwhile.</source>
        <translation>If the connection drops, the program reconnects by itself and the computer plays your seat meanwhile.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="131"/>
        <source>Watch: Space pauses and carries on, ← and → step through what you saw, End goes back to live; spectators see the game a few turns late if the room says so.</source>
        <translation>Watch: Space pauses and carries on, ← and → step through what you saw, End goes back to live; spectators see the game a few turns late if the room says so.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="135"/>
        <source>Each game you played online is saved with your replays.</source>
        <translation>Each game you played online is saved with your replays.</translation>
    </message>
</context>
<context>
    <name>KeyTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="48"/>
        <source>Hand card %1</source>
        <translation>Hand card %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="50"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="51"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="52"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="53"/>
        <source>Pause or resume</source>
        <translation>Pause or resume</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="54"/>
        <source>Card tracker</source>
        <translation>Card tracker</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="55"/>
        <source>Skip to my turn</source>
        <translation>Skip to my turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="62"/>
        <source>Pick the n-th hand card</source>
        <translation>Pick the n-th hand card</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="64"/>
        <source>Confirm the choice</source>
        <translation>Confirm the choice</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="65"/>
        <source>Decline or take the choice back</source>
        <translation>Decline or take the choice back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="66"/>
        <source>End the play phase</source>
        <translation>End the play phase</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="68"/>
        <source>Pause or resume the computer players (a local game without a time limit)</source>
        <translation>Pause or resume the computer players (a local game without a time limit)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="70"/>
        <source>Open or close the card tracker</source>
        <translation>Open or close the card tracker</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="71"/>
        <source>Skip the animations still waiting and show the table as it is now</source>
        <translation>Skip the animations still waiting and show the table as it is now</translation>
    </message>
</context>
<context>
    <name>LiveViewer</name>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="156"/>
        <source>Live</source>
        <extracomment>The controls: (name, symbol, the key of REPLAY_KEYS it shares). The person leaves (Esc, or the Leave button). The game is over and its end is on screen (the result, as the table shows it). What the spectator says to the room&apos;s other spectators.</extracomment>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="158"/>
        <source>Paused at live</source>
        <translation>Paused at live</translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="160"/>
        <source>Paused: %n update(s) behind live</source>
        <translation>
            <numerusform>Paused: %n update behind live</numerusform>
            <numerusform>Paused: %n updates behind live</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="162"/>
        <source>spectators see the game %n turn(s) late</source>
        <translation>
            <numerusform>spectators see the game %n turn late</numerusform>
            <numerusform>spectators see the game %n turns late</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="168"/>
        <source>One update back</source>
        <translation>One update back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="169"/>
        <source>Carry on</source>
        <translation>Carry on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="169"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="170"/>
        <source>One update forward</source>
        <translation>One update forward</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="171"/>
        <source>Back to live</source>
        <translation>Back to live</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="180"/>
        <source>Viewpoint: spectator</source>
        <translation>Viewpoint: spectator</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="181"/>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="212"/>
        <source>Allowed</source>
        <extracomment>A client message the person wants sent (``wire.ListRooms()``, ``wire.JoinRoom``...). Disconnect: leave the server.</extracomment>
        <translation>Allowed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="212"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="220"/>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="221"/>
        <source>A password is needed</source>
        <translation>A password is needed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="318"/>
        <source>Online lobby</source>
        <translation>Online lobby</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="321"/>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="322"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="323"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="324"/>
        <source>Seats taken</source>
        <translation>Seats taken</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="325"/>
        <source>Spectators</source>
        <translation>Spectators</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="326"/>
        <source>Password</source>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="329"/>
        <source>No rooms yet: create one.</source>
        <translation>No rooms yet: create one.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="331"/>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="331"/>
        <source>Ask the server for its rooms again</source>
        <translation>Ask the server for its rooms again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="332"/>
        <source>Create room…</source>
        <translation>Create room…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="332"/>
        <source>Open a room of your own and host it</source>
        <translation>Open a room of your own and host it</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="333"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="333"/>
        <source>Enter the chosen room to play</source>
        <translation>Enter the chosen room to play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="334"/>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="334"/>
        <source>Watch the chosen room&apos;s game as a spectator</source>
        <translation>Watch the chosen room&apos;s game as a spectator</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="335"/>
        <source>Disconnect</source>
        <translation>Disconnect</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="335"/>
        <source>Leave the server</source>
        <translation>Leave the server</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="340"/>
        <source>Lobby chat</source>
        <translation>Lobby chat</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="226"/>
        <source>Hero Kill</source>
        <extracomment>At most this many seconds of a request&apos;s time wait for the animations before it: its countdown starts when it is on screen (TablePage calls Session.shown). Four computer turns take some 15 s to show at normal pace; the person may skip them (S). the computer players&apos; level, one for all or one per seat The seats held on servers (on disk): the start page offers the way back.</extracomment>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="227"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="228"/>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="229"/>
        <source>&amp;Open replay…</source>
        <translation>&amp;Open replay…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="230"/>
        <source>&amp;Replays…</source>
        <translation>&amp;Replays…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="231"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="232"/>
        <source>Play &amp;online…</source>
        <translation>Play &amp;online…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="233"/>
        <source>Start a server on this computer</source>
        <translation>Start a server on this computer</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="234"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="235"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="236"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="237"/>
        <source>Pick a hand card</source>
        <translation>Pick a hand card</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="238"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="239"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="240"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="241"/>
        <source>Rulings</source>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="242"/>
        <source>Heroes and cards</source>
        <translation>Heroes and cards</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="243"/>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="291"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="292"/>
        <source>Hero Kill (英雄杀) desktop, version %1</source>
        <translation>Hero Kill (英雄杀) desktop, version %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="296"/>
        <source>The log file, for reporting a problem: %1</source>
        <translation>The log file, for reporting a problem: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="460"/>
        <source>Game number %1</source>
        <translation>Game number %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="539"/>
        <source>Played on from a replay (game number %1)</source>
        <translation>Played on from a replay (game number %1)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="776"/>
        <source>Others play on the server this program runs. Quit and stop it? Their games go on when you start the server again.</source>
        <translation>Others play on the server this program runs. Quit and stop it? Their games go on when you start the server again.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="779"/>
        <source>Stop your server?</source>
        <translation>Stop your server?</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="519"/>
        <source>Cannot play on</source>
        <translation>Cannot play on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="579"/>
        <source>Open replay</source>
        <translation>Open replay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="579"/>
        <source>Replays (*.yxsr);;All files (*)</source>
        <translation>Replays (*.yxsr);;All files (*)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="640"/>
        <source>Cannot open the replay</source>
        <translation>Cannot open the replay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="729"/>
        <source>The game is not over. Leave it? The computer plays your seat meanwhile.</source>
        <translation>The game is not over. Leave it? The computer plays your seat meanwhile.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="733"/>
        <source>Leave the game?</source>
        <translation>Leave the game?</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="732"/>
        <source>The game is not over. Leave it? It will be lost.</source>
        <translation>The game is not over. Leave it? It will be lost.</translation>
    </message>
</context>
<context>
    <name>MultiCardChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="848"/>
        <location filename="../yxs_desktop/ui/dialogs.py" line="858"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="151"/>
        <source>Cannot start the server</source>
        <extracomment>A connection&apos;s reasons for being back in the lobby because its seat&apos;s game is gone. The table&apos;s sound effects (the main window&apos;s player; None: silent). The seats held on servers, on disk: a program started again comes back to them. The finished game&apos;s replay, saved in the replay folder (None: not, or not yet).</extracomment>
        <translation>Cannot start the server</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="162"/>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="171"/>
        <source>Cannot connect</source>
        <translation>Cannot connect</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="175"/>
        <source>Connected to %1</source>
        <translation>Connected to %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="180"/>
        <source>Your game</source>
        <translation>Your game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="200"/>
        <source>A server already runs on port %1 of this computer (another program started it). Connect to it?</source>
        <translation>A server already runs on port %1 of this computer (another program started it). Connect to it?</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="206"/>
        <source>A server is running</source>
        <translation>A server is running</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="305"/>
        <source>Connected</source>
        <translation>Connected</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="318"/>
        <source>Back in the lobby</source>
        <translation>Back in the lobby</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="325"/>
        <source>Disconnected</source>
        <translation>Disconnected</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="335"/>
        <source>The connection dropped: reconnecting in %1 s (attempt %2)…</source>
        <translation>The connection dropped: reconnecting in %1 s (attempt %2)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="341"/>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="405"/>
        <source>The server&apos;s operator closed room %1; a game under way there ended without a result.</source>
        <translation>The server&apos;s operator closed room %1; a game under way there ended without a result.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="411"/>
        <source>Room closed</source>
        <translation>Room closed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="413"/>
        <source>The host removed you from room %1.</source>
        <translation>The host removed you from room %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="414"/>
        <source>Removed from the room</source>
        <translation>Removed from the room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="528"/>
        <source>Leave the game?</source>
        <translation>Leave the game?</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="529"/>
        <source>The computer will play your seat until the game ends.</source>
        <translation>The computer will play your seat until the game ends.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <location filename="../yxs_desktop/ui/online/table.py" line="66"/>
        <source>Leave the game</source>
        <extracomment>The banner&apos;s look while the connection is down. The person leaves the game (the computer plays the seat from then on). What the person says to the table&apos;s players (the room&apos;s chat).</extracomment>
        <translation>Leave the game</translation>
    </message>
</context>
<context>
    <name>OnlineTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="54"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="55"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="56"/>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="57"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="58"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="70"/>
        <source>Plays its role sensibly: guards its side, attacks the weakest enemy</source>
        <translation>Plays its role sensibly: guards its side, attacks the weakest enemy</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="73"/>
        <source>Reads the table: guesses hidden roles from what everyone does</source>
        <translation>Reads the table: guesses hidden roles from what everyone does</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="67"/>
        <source>Plays like a beginner: makes mistakes a sensible player would not</source>
        <translation>Plays like a beginner: makes mistakes a sensible player would not</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="35"/>
        <source>📢 Server: %1</source>
        <translation>📢 Server: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="43"/>
        <source>The operator says: %1</source>
        <translation>The operator says: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="76"/>
        <source>Honed by self-play: the hardest to beat</source>
        <translation>Honed by self-play: the hardest to beat</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="79"/>
        <source>Plays any legal answer at random</source>
        <translation>Plays any legal answer at random</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="102"/>
        <source>the reference level</source>
        <translation>the reference level</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="105"/>
        <location filename="../yxs_desktop/ui/online/texts.py" line="125"/>
        <source>not measured yet</source>
        <translation>not measured yet</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="106"/>
        <source>%1, %2 deals</source>
        <translation>%1, %2 deals</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="110"/>
        <source>wins as often as %1 in the same seat (%2)</source>
        <translation>wins as often as %1 in the same seat (%2)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="130"/>
        <source>%1: %2 points against %3 [%4, %5], %6 deals from seed %7</source>
        <translation>%1: %2 points against %3 [%4, %5], %6 deals from seed %7</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="151"/>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="152"/>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="153"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
</context>
<context>
    <name>PaceBox</name>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="23"/>
        <source>Slow</source>
        <extracomment>The named paces and their speed factors, slowest first.</extracomment>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="24"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="25"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="26"/>
        <source>Very fast</source>
        <translation>Very fast</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="67"/>
        <source>Password</source>
        <extracomment>The table&apos;s columns.</extracomment>
        <translation>Password</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="68"/>
        <source>The room %1 has a password:</source>
        <translation>The room %1 has a password:</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="33"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="34"/>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="35"/>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="31"/>
        <source>&amp;Look in:</source>
        <extracomment>Each text as Qt asks for it: its context, source text and disambiguation.</extracomment>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="32"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>ReplayKeyTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="44"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="44"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="46"/>
        <source>Play or pause</source>
        <translation>Play or pause</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="47"/>
        <source>To the start</source>
        <translation>To the start</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="48"/>
        <source>Previous death</source>
        <translation>Previous death</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="49"/>
        <source>Previous turn</source>
        <translation>Previous turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="50"/>
        <source>One answer back</source>
        <translation>One answer back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="51"/>
        <source>One answer forward</source>
        <translation>One answer forward</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="52"/>
        <source>Next turn</source>
        <translation>Next turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="53"/>
        <source>Next death</source>
        <translation>Next death</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="54"/>
        <source>To the end</source>
        <translation>To the end</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="55"/>
        <source>Leave the replay</source>
        <translation>Leave the replay</translation>
    </message>
</context>
<context>
    <name>ReplaySettingsBox</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="90"/>
        <source>Folder for replays</source>
        <translation>Folder for replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="102"/>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="103"/>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="104"/>
        <source>Games kept</source>
        <translation>Games kept</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="105"/>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="107"/>
        <source>The folder new replays are saved in; those saved already stay where they are</source>
        <translation>The folder new replays are saved in; those saved already stay where they are</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="109"/>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="110"/>
        <source>Save replays in the program&apos;s data folder</source>
        <translation>Save replays in the program&apos;s data folder</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="111"/>
        <source>Don&apos;t keep replays</source>
        <translation>Don&apos;t keep replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="114"/>
        <source>Every game is saved; when a game starts, the oldest replays beyond this number are deleted</source>
        <translation>Every game is saved; when a game starts, the oldest replays beyond this number are deleted</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="94"/>
        <source>Date</source>
        <extracomment>A cell&apos;s sort key: a number or a string, never both in one column. A row&apos;s file (a ``Path``), on every cell. A rename was refused: the message, in the current language. A file was renamed: its new path.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="95"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="96"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="97"/>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="98"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="99"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="100"/>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="127"/>
        <source>%1 turns, %2 events</source>
        <translation>%1 turns, %2 events</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="155"/>
        <source>Damaged</source>
        <translation>Damaged</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="168"/>
        <source>1 round</source>
        <translation>1 round</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="169"/>
        <source>%1 rounds</source>
        <translation>%1 rounds</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="174"/>
        <source>Watched: %1</source>
        <translation>Watched: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="180"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="181"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="182"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="183"/>
        <source>Unfinished</source>
        <translation>Unfinished</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="184"/>
        <source>Watched</source>
        <translation>Watched</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="206"/>
        <source>Event %1 of %2</source>
        <extracomment>The seats it may be watched from when the game may still be under way (replay/sealed.py; None: every viewpoint, every card open included).</extracomment>
        <translation>Event %1 of %2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="248"/>
        <source>This replay is shown from its recorded events, not re-run in the game engine: it cannot be played on</source>
        <translation>This replay is shown from its recorded events, not re-run in the game engine: it cannot be played on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="252"/>
        <source>The game is over here: there is nothing to play on</source>
        <translation>The game is over here: there is nothing to play on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="254"/>
        <source>Take over the chosen seat and play on from here against computer players (the rest of the replay is dropped; the new game is recorded)</source>
        <translation>Take over the chosen seat and play on from here against computer players (the rest of the replay is dropped; the new game is recorded)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="396"/>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="397"/>
        <source>Viewpoint</source>
        <translation>Viewpoint</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="398"/>
        <source>Play on from here</source>
        <translation>Play on from here</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="399"/>
        <source>The seat you take when you play on</source>
        <translation>The seat you take when you play on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="402"/>
        <source>Spectator</source>
        <translation>Spectator</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="404"/>
        <source>All cards open</source>
        <translation>All cards open</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="414"/>
        <source>This game did not end and may still be played: it shows only what its spectators or your own seat could see.</source>
        <translation>This game did not end and may still be played: it shows only what its spectators or your own seat could see.</translation>
    </message>
</context>
<context>
    <name>ReplaysPage</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="291"/>
        <source>Export the replay</source>
        <extracomment>The modes the mode filter offers (those of the start page). The columns are as wide as the widest of this many rows (the first ones shown). Open this replay file in the viewer. Back to the start page (the trash is emptied first).</extracomment>
        <translation>Export the replay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="293"/>
        <source>Replays (*.yxsr)</source>
        <translation>Replays (*.yxsr)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="299"/>
        <source>Export the replays to a folder</source>
        <translation>Export the replays to a folder</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="321"/>
        <source>Import replays</source>
        <translation>Import replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="323"/>
        <source>Replays (*.yxsr);;All files (*)</source>
        <translation>Replays (*.yxsr);;All files (*)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="349"/>
        <location filename="../yxs_desktop/ui/replays/page.py" line="429"/>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="398"/>
        <source>The replay folder %1 cannot be read: %2</source>
        <translation>The replay folder %1 cannot be read: %2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="405"/>
        <source>No saved games yet. Every game you play is saved automatically, in %1 (the folder can be changed in the settings).</source>
        <translation>No saved games yet. Every game you play is saved automatically, in %1 (the folder can be changed in the settings).</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="414"/>
        <source>1 replay deleted</source>
        <translation>1 replay deleted</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="416"/>
        <source>%1 replays deleted</source>
        <translation>%1 replays deleted</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="430"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="431"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="432"/>
        <source>Search: name, hero, mode…</source>
        <translation>Search: name, hero, mode…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="435"/>
        <source>All modes</source>
        <translation>All modes</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="439"/>
        <source>All results</source>
        <translation>All results</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="443"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="443"/>
        <source>Watch the selected game (Enter, double-click)</source>
        <translation>Watch the selected game (Enter, double-click)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="444"/>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="444"/>
        <source>Give the selected replay a new name (F2)</source>
        <translation>Give the selected replay a new name (F2)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="445"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="445"/>
        <source>Delete the selected replays (Del)</source>
        <translation>Delete the selected replays (Del)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="446"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="446"/>
        <source>Copy the selected replays elsewhere</source>
        <translation>Copy the selected replays elsewhere</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="447"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="447"/>
        <source>Copy replay files into the replay folder</source>
        <translation>Copy replay files into the replay folder</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="448"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="448"/>
        <source>Back to the start page</source>
        <translation>Back to the start page</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="453"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="219"/>
        <source>The Lord and the Loyalists win</source>
        <translation>The Lord and the Loyalists win</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="220"/>
        <source>The Rebels win</source>
        <translation>The Rebels win</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="221"/>
        <source>The Renegade wins</source>
        <translation>The Renegade wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="224"/>
        <source>A draw: nobody wins</source>
        <translation>A draw: nobody wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="238"/>
        <source>A draw: no team wins</source>
        <translation>A draw: no team wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="240"/>
        <source>Your team (%1) wins</source>
        <translation>Your team (%1) wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="241"/>
        <source>Your team (%1) loses</source>
        <translation>Your team (%1) loses</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="244"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="246"/>
        <source>A new game with the same settings (the same game number if you typed one)</source>
        <translation>A new game with the same settings (the same game number if you typed one)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="248"/>
        <source>Watch the replay</source>
        <translation>Watch the replay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="250"/>
        <source>The game again from the start, from any seat, step by step</source>
        <translation>The game again from the start, from any seat, step by step</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="252"/>
        <source>Start page</source>
        <translation>Start page</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="254"/>
        <source>Back to the room</source>
        <translation>Back to the room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="255"/>
        <source>Get ready for the room&apos;s next game</source>
        <translation>Get ready for the room&apos;s next game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="256"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="257"/>
        <source>Look at the table</source>
        <translation>Look at the table</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="258"/>
        <source>Show the result</source>
        <translation>Show the result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="276"/>
        <source>Game number %1: type it on the start page to play this game again</source>
        <translation>Game number %1: type it on the start page to play this game again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="285"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="286"/>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="287"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="288"/>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="289"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="290"/>
        <source>Kills</source>
        <translation>Kills</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="291"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="294"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="303"/>
        <source>Alive</source>
        <translation>Alive</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="303"/>
        <source>Dead</source>
        <translation>Dead</translation>
    </message>
</context>
<context>
    <name>RoomPage</name>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="281"/>
        <source>Room</source>
        <extracomment>A client message the person wants sent (``wire.TakeSeat(n)``, ``wire.Ready(True)``...).</extracomment>
        <translation>Room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="285"/>
        <source>Room %1</source>
        <translation>Room %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="286"/>
        <source>Host: %1 · %2 · spectators: %3</source>
        <translation>Host: %1 · %2 · spectators: %3</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="291"/>
        <source>You are watching</source>
        <translation>You are watching</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="298"/>
        <source>%1 s per decision</source>
        <translation>%1 s per decision</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="301"/>
        <source>one more hero to choose from</source>
        <translation>one more hero to choose from</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="302"/>
        <source>computer players: %1</source>
        <translation>computer players: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="304"/>
        <source>no spectators</source>
        <translation>no spectators</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="306"/>
        <source>spectators see the game a turn later</source>
        <translation>spectators see the game a turn later</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="308"/>
        <source>spectators see the game %1 turns later</source>
        <translation>spectators see the game %1 turns later</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="311"/>
        <source>spectators see the game as it goes</source>
        <translation>spectators see the game as it goes</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="313"/>
        <source>with a password</source>
        <translation>with a password</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="320"/>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="321"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="322"/>
        <location filename="../yxs_desktop/ui/online/room.py" line="334"/>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="322"/>
        <source>Not ready</source>
        <translation>Not ready</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="324"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="326"/>
        <source>computer plays (托管)</source>
        <translation>computer plays (托管)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="331"/>
        <source>Computer player</source>
        <translation>Computer player</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="333"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="337"/>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="347"/>
        <source>The level of the computer player Add computer puts here</source>
        <translation>The level of the computer player Add computer puts here</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="348"/>
        <source>Sit here</source>
        <translation>Sit here</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="349"/>
        <source>Add computer</source>
        <translation>Add computer</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="350"/>
        <source>Remove computer</source>
        <translation>Remove computer</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="351"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="352"/>
        <source>Send this player out of the room; they cannot come back</source>
        <translation>Send this player out of the room; they cannot come back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="355"/>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="356"/>
        <source>I am ready</source>
        <translation>I am ready</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="357"/>
        <source>Say that you are ready to play (click again: not yet)</source>
        <translation>Say that you are ready to play (click again: not yet)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="358"/>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="359"/>
        <source>Every seat must be taken and every person on one ready</source>
        <translation>Every seat must be taken and every person on one ready</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="360"/>
        <source>Leave the room</source>
        <translation>Leave the room</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="361"/>
        <source>Room chat</source>
        <translation>Room chat</translation>
    </message>
</context>
<context>
    <name>RulingsPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="127"/>
        <source>Rulings</source>
        <extracomment>The item data role that holds a ruling&apos;s id.</extracomment>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="128"/>
        <source>Search the rulings (words of either language)</source>
        <translation>Search the rulings (words of either language)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="143"/>
        <source>%1 of %2 rulings</source>
        <translation>%1 of %2 rulings</translation>
    </message>
</context>
<context>
    <name>SeatItem</name>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="331"/>
        <source>Dropped</source>
        <translation>Dropped</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="333"/>
        <source>Autoplay</source>
        <translation>Autoplay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="342"/>
        <source>Computer player: %1</source>
        <translation>Computer player: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="344"/>
        <source>Player: %1</source>
        <translation>Player: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="346"/>
        <source>Dropped: the computer plays until they come back</source>
        <translation>Dropped: the computer plays until they come back</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="348"/>
        <source>Autoplay: the computer plays for them</source>
        <translation>Autoplay: the computer plays for them</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="471"/>
        <source>Dead</source>
        <translation>Dead</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="458"/>
        <source>Acted</source>
        <translation>Acted</translation>
    </message>
</context>
<context>
    <name>SeatLevelsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/level_choice.py" line="119"/>
        <source>Computer players per seat</source>
        <translation>Computer players per seat</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/level_choice.py" line="122"/>
        <source>You play %1; seats are numbered as at the table.</source>
        <translation>You play %1; seats are numbered as at the table.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="70"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="71"/>
        <source>Same as the system</source>
        <translation>Same as the system</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Pace</source>
        <translation>Pace</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="78"/>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="79"/>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="80"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="318"/>
        <source>Hero Kill</source>
        <extracomment>The time limits a person may choose for each decision, in seconds (0: none, the default in a game against the computer). The seed box&apos;s value that means &quot;a new random game&quot; (shown as its special text). The most seats a mode has: the per-seat levels kept cover every mode. The level combo&apos;s item when the computer seats have different levels (Per seat…). mode, extra hero choice, animation speed, seed, seconds per decision (0: no limit) The Replays button: show the saved games. The Play online button: connect to a server. The Back to your game button: connect to the server of the seat held there. The level of each seat (by seat number, for every mode); the person&apos;s is unused. Shown while a seat is held on a server (a game the person may go back to).</extracomment>
        <translation>Hero Kill</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="319"/>
        <source>A card game of the heroes of Chinese history</source>
        <translation>A card game of the heroes of Chinese history</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="322"/>
        <source>Game settings</source>
        <translation>Game settings</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="323"/>
        <source>One more hero to choose from</source>
        <translation>One more hero to choose from</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="324"/>
        <source>Pace</source>
        <translation>Pace</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="325"/>
        <source>How fast the cards move and the computers&apos; actions pass</source>
        <translation>How fast the cards move and the computers&apos; actions pass</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="326"/>
        <source>Game number (seed)</source>
        <translation>Game number (seed)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="327"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="328"/>
        <source>Type a number to play that game again; Random: a new one</source>
        <translation>Type a number to play that game again; Random: a new one</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="329"/>
        <source>Time per decision</source>
        <translation>Time per decision</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="333"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="333"/>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="336"/>
        <source>Computer players</source>
        <translation>Computer players</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="337"/>
        <source>Per seat…</source>
        <translation>Per seat…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="338"/>
        <source>A level for each computer player</source>
        <translation>A level for each computer player</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="340"/>
        <source>New local game</source>
        <translation>New local game</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="341"/>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="342"/>
        <source>Your saved games (Ctrl+R)</source>
        <translation>Your saved games (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="343"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="344"/>
        <source>Play online…</source>
        <translation>Play online…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="357"/>
        <source>Back to your game in room %1</source>
        <translation>Back to your game in room %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="358"/>
        <source>Your seat in room %1 on %2 is kept: connect and play on</source>
        <translation>Your seat in room %1 on %2 is kept: connect and play on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="364"/>
        <source>Lord, Loyalist, two Rebels, a Renegade; roles hidden</source>
        <translation>Lord, Loyalist, two Rebels, a Renegade; roles hidden</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="365"/>
        <source>The Lord and two Loyalists against four Rebels and a Renegade</source>
        <translation>The Lord and two Loyalists against four Rebels and a Renegade</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="366"/>
        <source>Five players, no hero skills: learn the cards first</source>
        <translation>Five players, no hero skills: learn the cards first</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="367"/>
        <source>Two teams of three; teammates pick heroes together</source>
        <translation>Two teams of three; teammates pick heroes together</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="368"/>
        <source>Leaders draft heroes in turns; defeat the other leader</source>
        <translation>Leaders draft heroes in turns; defeat the other leader</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="458"/>
        <source>Different per seat</source>
        <translation>Different per seat</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="319"/>
        <source>Games: %1</source>
        <extracomment>The seats one may choose to count (identity8 has the most: 8, numbered from 0). The heroes drawn until &quot;Show all&quot; is ticked (most games first). What a folder that cannot be read says (``NotAFolder.reason``), as ``yxs stats`` says it. The sections of figures, by group.</extracomment>
        <translation>Games: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="320"/>
        <source>Wins: %1</source>
        <translation>Wins: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="321"/>
        <source>Win rate: %1</source>
        <translation>Win rate: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="322"/>
        <source>Mean score: %1</source>
        <translation>Mean score: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="332"/>
        <source>The replay folder cannot be read: %1</source>
        <translation>The replay folder cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="335"/>
        <source>No saved games yet. Every game you play is saved here automatically, and its figures will show on this page.</source>
        <translation>No saved games yet. Every game you play is saved here automatically, and its figures will show on this page.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="348"/>
        <source>None of the saved games was played to its end.</source>
        <translation>None of the saved games was played to its end.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="341"/>
        <source>You played in none of the saved games. To see the computer players&apos; games, choose every player or one seat under Whose games.</source>
        <translation>You played in none of the saved games. To see the computer players&apos; games, choose every player or one seat under Whose games.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="345"/>
        <source>None of the saved games had a %1: their tables were smaller.</source>
        <translation>None of the saved games had a %1: their tables were smaller.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="353"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="354"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="355"/>
        <source>Hero</source>
        <translation>Hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="375"/>
        <source>Show all %1 heroes</source>
        <translation>Show all %1 heroes</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="381"/>
        <source>Day</source>
        <translation>Day</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="381"/>
        <source>Week of</source>
        <translation>Week of</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="384"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="506"/>
        <source>Per day</source>
        <translation>Per day</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="384"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="505"/>
        <source>Per week</source>
        <translation>Per week</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="398"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="477"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="399"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="400"/>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="401"/>
        <source>Mean score</source>
        <translation>Mean score</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="405"/>
        <source>Replays in %1</source>
        <translation>Replays in %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="409"/>
        <source>Reading %1 replays…</source>
        <translation>Reading %1 replays…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="417"/>
        <source>%1 replay files</source>
        <translation>%1 replay files</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="420"/>
        <source>; %1 skipped (%2 damaged, %3 unfinished)</source>
        <translation>; %1 skipped (%2 damaged, %3 unfinished)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="500"/>
        <source>Every player&apos;s games, yours and the computers&apos;</source>
        <translation>Every player&apos;s games, yours and the computers&apos;</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="463"/>
        <source>By mode</source>
        <translation>By mode</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="430"/>
        <source>; games without a %2, not counted: %1</source>
        <translation>; games without a %2, not counted: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="434"/>
        <source>; games without you (computer games), not counted: %1</source>
        <translation>; games without you (computer games), not counted: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="464"/>
        <source>By role</source>
        <translation>By role</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="465"/>
        <source>By hero</source>
        <translation>By hero</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="472"/>
        <source>Share of the games (%)</source>
        <translation>Share of the games (%)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="473"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="477"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Win rate (%)</source>
        <translation>Win rate (%)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="474"/>
        <source>Per cent</source>
        <translation>Per cent</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="491"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="492"/>
        <source>Read again</source>
        <translation>Read again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="493"/>
        <source>Read the replay folder again</source>
        <translation>Read the replay folder again</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="494"/>
        <source>Start page</source>
        <translation>Start page</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="495"/>
        <source>Whose games</source>
        <translation>Whose games</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="498"/>
        <source>Your games</source>
        <translation>Your games</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="504"/>
        <source>Period</source>
        <translation>Period</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="318"/>
        <source>Your time ran out: the default answer was taken.</source>
        <extracomment>A request whose clock already runs (an online game&apos;s) skips the animations before it when they would take more than this share of its time. The request on screen (answers name its id). What this seat has been told as the updates arrive: the seats&apos; names (the log keeps those of the moment each line plays) and the hero choice. The effects&apos; player (the main window&apos;s; None: a silent table, a replay&apos;s say). Updates pushed to the animation queue, and begun (their lines in the log): a note of the table&apos;s (a time-out, 托管) waits for the updates before it.</extracomment>
        <translation>Your time ran out: the default answer was taken.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="319"/>
        <source>Time ran out for %1: the default answer was taken.</source>
        <translation>Time ran out for %1: the default answer was taken.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="329"/>
        <source>Autoplay: the computer plays your seat until you answer.</source>
        <translation>Autoplay: the computer plays your seat until you answer.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="332"/>
        <source>You play your seat again.</source>
        <translation>You play your seat again.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="336"/>
        <source>Autoplay: the computer plays for %1.</source>
        <translation>Autoplay: the computer plays for %1.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="342"/>
        <source>%1 plays again.</source>
        <translation>%1 plays again.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="408"/>
        <source>Waiting for %1</source>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="413"/>
        <source>A teammate has just taken that hero: choose another one.</source>
        <translation>A teammate has just taken that hero: choose another one.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="415"/>
        <source>Too late: the time for that question had run out.</source>
        <translation>Too late: the time for that question had run out.</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="592"/>
        <source>Vanguards yet to act this round: %1</source>
        <translation>Vanguards yet to act this round: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="593"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="770"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="897"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="770"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="897"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="772"/>
        <source>Paused: press Space or Resume to go on</source>
        <translation>Paused: press Space or Resume to go on</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="854"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="894"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="895"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="896"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="898"/>
        <source>Autoplay</source>
        <translation>Autoplay</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="900"/>
        <source>The computer plays your seat until you turn this off or answer yourself</source>
        <translation>The computer plays your seat until you turn this off or answer yourself</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="233"/>
        <source>Deck %1</source>
        <extracomment>How long a notice stays in the middle of the table, in ms (the pace does not change it). The distances from the viewer&apos;s seat and its attack range, with the view. The person&apos;s name (the &quot;player_name&quot; setting), shown on its own seat. What the table shows, folded as each update plays (the cards lately played, whether a turn has started, who has acted this round, the log&apos;s lines). Every seat&apos;s hand when all cards are open (a replay&apos;s ``EventsUpdate.hands``), else None; ``open_hand_items`` shows them face up, by seat. The notice in the middle of the table (:meth:`announce`; faded out when done).</extracomment>
        <translation>Deck %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="234"/>
        <source>Discard %1</source>
        <translation>Discard %1</translation>
    </message>
</context>
<context>
    <name>TimePlot</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="806"/>
        <source>Games: %1</source>
        <translation>Games: %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="807"/>
        <source>Win rate: %1</source>
        <translation>Win rate: %1</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="133"/>
        <source>%1 died</source>
        <translation>%1 died</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="137"/>
        <source>Before the first turn</source>
        <translation>Before the first turn</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="139"/>
        <source>Turn %1, round %2: %3</source>
        <translation>Turn %1, round %2: %3</translation>
    </message>
</context>
<context>
    <name>_Numerus</name>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/texts.py" line="94"/>
        <source>wins %n point(s) more often than %1 in the same seat (%2)</source>
        <translation>
            <numerusform>wins %n point more often than %1 in the same seat (%2)</numerusform>
            <numerusform>wins %n points more often than %1 in the same seat (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/texts.py" line="95"/>
        <source>wins %n point(s) less often than %1 in the same seat (%2)</source>
        <translation>
            <numerusform>wins %n point less often than %1 in the same seat (%2)</numerusform>
            <numerusform>wins %n points less often than %1 in the same seat (%2)</numerusform>
        </translation>
    </message>
</context>
</TS>
