<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ArrangeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="655"/>
        <source>Top of the deck (the first card is drawn first)</source>
        <translation>牌堆顶（第一张最先摸到）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="656"/>
        <source>Bottom of the deck (the last card is the lowest)</source>
        <translation>牌堆底（最后一张在最底）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="657"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="658"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="659"/>
        <source>To top</source>
        <translation>移到牌堆顶</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="660"/>
        <source>To bottom</source>
        <translation>移到牌堆底</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="661"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="93"/>
        <source>%1 in the deck: %2</source>
        <translation>牌堆中%1张：%2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="106"/>
        <source>Search the cards (name, type or text)</source>
        <translation>搜索卡牌（名称、类型或文字）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/card_tab.py" line="121"/>
        <source>%1 of %2 card kinds</source>
        <translation>共%2种卡牌，显示%1种</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="126"/>
        <source>%1 (seat %2)</source>
        <translation>%1（座位 %2）</translation>
    </message>
</context>
<context>
    <name>ChatInput</name>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="84"/>
        <source>Say something…</source>
        <extracomment>The lines the log keeps (the oldest go).</extracomment>
        <translation>说点什么…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="85"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/chat_box.py" line="86"/>
        <source>At most %1 characters</source>
        <translation>最多 %1 个字</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="210"/>
        <source>Type your name: at most %1 characters.</source>
        <translation>请输入你的名字：最多 %1 个字。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="222"/>
        <source>host, host:port, ws://host:port/path or wss://host/path</source>
        <translation>主机、主机:端口、ws://主机:端口/路径 或 wss://主机/路径</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="224"/>
        <source>Type the server&apos;s address: %1.</source>
        <translation>请输入服务器地址：%1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="225"/>
        <source>Only ws:// and wss:// addresses can be used: %1.</source>
        <translation>只能使用 ws:// 或 wss:// 地址：%1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="226"/>
        <source>That is not a host name or an IP address: %1.</source>
        <translation>这不是主机名或 IP 地址：%1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="227"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>端口必须是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="228"/>
        <source>A path needs ws:// or wss:// and only the characters of a URL: %1.</source>
        <translation>只有 ws:// 或 wss:// 地址才能带路径，且路径只能含网址可用的字符：%1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="229"/>
        <source>An address has no ? or # part: %1.</source>
        <translation>地址不能含 ? 或 # 部分：%1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="247"/>
        <source>Play online</source>
        <translation>在线游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="248"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="249"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="250"/>
        <source>host:port, e.g. 192.168.1.20:9527</source>
        <translation>主机:端口，例如 192.168.1.20:9527</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="251"/>
        <source>Servers used before</source>
        <translation>用过的服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="252"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="253"/>
        <source>Put the address typed on the list</source>
        <translation>把输入的地址加入列表</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="254"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="255"/>
        <source>Take the chosen server off the list</source>
        <translation>从列表中删除选中的服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="256"/>
        <source>Start a server on this computer</source>
        <translation>在本机启动服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="257"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="258"/>
        <source>Let others on the local network join</source>
        <translation>允许局域网中的其他人加入</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/connect_dialog.py" line="261"/>
        <source>The server listens on every address of this computer, not only on this computer itself: anyone who can reach it on the network may connect</source>
        <translation>服务器在本机的所有地址上监听，而不只是本机自己：网络上能访问到本机的任何人都可以连接</translation>
    </message>
</context>
<context>
    <name>CreateRoomDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="117"/>
        <source>Create a room</source>
        <translation>创建房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="122"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="123"/>
        <source> turns</source>
        <translation> 回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="124"/>
        <source>None: anyone may join</source>
        <translation>不设：任何人都可以加入</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="126"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="127"/>
        <source>Time per decision</source>
        <translation>每次决定的时间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="128"/>
        <source>One more hero to choose from</source>
        <translation>多一个武将可选（蓝钻）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="129"/>
        <source>Computer players</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="130"/>
        <source>Spectators allowed</source>
        <translation>允许观战</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="131"/>
        <source>Spectators see the game later by</source>
        <translation>观战延迟</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/create_room_dialog.py" line="132"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
</context>
<context>
    <name>DistributeChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="810"/>
        <source>Keep</source>
        <translation>不给</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="814"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>Encyclopedia</name>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="39"/>
        <source>Encyclopedia</source>
        <translation>武将与卡牌图鉴</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="40"/>
        <source>Heroes</source>
        <translation>武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/encyclopedia.py" line="41"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
</context>
<context>
    <name>GroupPlot</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="709"/>
        <source>Games: %1 (%2 of all the games)</source>
        <translation>局数：%1（占全部对局的 %2）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="714"/>
        <source>Games: %1</source>
        <translation>局数：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="715"/>
        <source>Win rate: %1</source>
        <translation>胜率：%1</translation>
    </message>
</context>
<context>
    <name>HeroChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="187"/>
        <source>Your role: %1</source>
        <translation>你的身份：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="368"/>
        <source>Your pick is on its way…</source>
        <extracomment>The width of a hero&apos;s skill text, and the most its name under the portrait takes (a longer one is cut with &quot;…&quot;, whole in the tooltip). The width one hero takes in the grid (its skill text with the room around it) and the room the picks list beside it takes.</extracomment>
        <translation>已提交你的选择…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="418"/>
        <source>None yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="445"/>
        <source>Teammate [%1]: %2</source>
        <translation>队友[%1]：%2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="449"/>
        <source>%1 %2 [%3]: %4</source>
        <translation>%1%2[%3]选择了%4</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="465"/>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="474"/>
        <source>Your teammates&apos; picks</source>
        <translation>队友已选的武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="476"/>
        <source>Heroes picked so far</source>
        <translation>已选的武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="489"/>
        <source>Taken by [%1]</source>
        <translation>已被[%1]选走</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="491"/>
        <source>Taken</source>
        <translation>已被选走</translation>
    </message>
</context>
<context>
    <name>HeroesTab</name>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="81"/>
        <source>%1 · %2 · HP %3</source>
        <translation>%1 · %2 · 体力%3</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="93"/>
        <source>Search the heroes (name or skill)</source>
        <translation>搜索武将（名字或技能）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="94"/>
        <source>All factions</source>
        <translation>全部势力</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="95"/>
        <source>Portraits only</source>
        <translation>只看头像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="97"/>
        <source>Every portrait side by side; a portrait&apos;s tooltip tells the hero</source>
        <translation>所有头像并排显示；悬停在头像上可查看武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/hero_tab.py" line="115"/>
        <source>%1 of %2 heroes</source>
        <translation>共%2名武将，显示%1名</translation>
    </message>
</context>
<context>
    <name>HowToPlayPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="93"/>
        <source>How to play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="94"/>
        <source>The Table menu lists these keys while a game is on; F1 opens this page.</source>
        <translation>对局中，“牌桌”菜单列出这些按键；F1 打开本页。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="96"/>
        <source>Watching a replay</source>
        <translation>观看录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="98"/>
        <source>Game → Open replay… (Ctrl+O) opens a replay file (.yxsr).</source>
        <translation>游戏 → 打开录像…（Ctrl+O）打开一个录像文件（.yxsr）。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="99"/>
        <source>Dragging a .yxsr file onto the window opens it too.</source>
        <translation>把 .yxsr 文件拖到窗口上也能打开它。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="100"/>
        <source>From a terminal: yxs FILE.yxsr</source>
        <translation>在终端里：yxs 文件.yxsr</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="102"/>
        <source>The keys of the replay viewer:</source>
        <translation>录像播放器的按键：</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="106"/>
        <source>Playing online</source>
        <translation>在线游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="109"/>
        <source>Game → Play online… (Ctrl+L) connects to a server: type its address (host, host:port, or a ws:// or wss:// URL such as wss://host/path); the servers you used are remembered.</source>
        <translation>游戏 → 在线游戏…（Ctrl+L）连接到服务器：输入它的地址（主机、主机:端口，或 ws:// 或 wss:// 网址，如 wss://主机/路径）；用过的服务器会被记住。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="114"/>
        <source>Game → Start a server on this computer starts one for you and your friends (on this computer only, unless you let the local network in).</source>
        <translation>游戏 → 在本机开一个服务器，为你和朋友开一个服务器（只在本机，除非你允许局域网连入）。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="118"/>
        <source>In the lobby, create a room or join one, take a seat, add computer players, get ready; the host starts the game once everyone is ready.</source>
        <translation>在大厅里创建或加入房间，入座，添加电脑玩家，准备；大家都准备好后由房主开始游戏。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="122"/>
        <source>Each decision has the room&apos;s time; when it runs out the default answer is taken, and after two in a row the computer plays for you (托管) until you act again. The Autoplay button turns it on and off.</source>
        <translation>每次决定有房间规定的时间；超时后按默认选择处理，连续两次超时后由电脑替你出牌（托管），直到你再次操作。托管按钮可以开关托管。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="127"/>
        <source>If the connection drops, the program reconnects by itself and the computer plays your seat meanwhile.</source>
        <translation>连接断开时，程序会自动重新连接，期间由电脑替你出牌。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="131"/>
        <source>Watch: Space pauses and carries on, ← and → step through what you saw, End goes back to live; spectators see the game a few turns late if the room says so.</source>
        <translation>观战：空格键暂停或继续，← 和 → 在看过的内容中前后移动，End 回到直播；如果房间设置了延迟，观战者会晚几个回合看到对局。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/how_to_play.py" line="135"/>
        <source>Each game you played online is saved with your replays.</source>
        <translation>你在线玩过的每一局都会保存在录像中。</translation>
    </message>
</context>
<context>
    <name>KeyTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="48"/>
        <source>Hand card %1</source>
        <translation>第 %1 张手牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="50"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="51"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="52"/>
        <source>End turn</source>
        <translation>结束出牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="53"/>
        <source>Pause or resume</source>
        <translation>暂停或继续</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="54"/>
        <source>Card tracker</source>
        <translation>记牌器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="55"/>
        <source>Skip to my turn</source>
        <translation>跳到我的回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="62"/>
        <source>Pick the n-th hand card</source>
        <translation>选择第n张手牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="64"/>
        <source>Confirm the choice</source>
        <translation>确认选择</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="65"/>
        <source>Decline or take the choice back</source>
        <translation>放弃或撤回选择</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="66"/>
        <source>End the play phase</source>
        <translation>结束出牌阶段</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="68"/>
        <source>Pause or resume the computer players (a local game without a time limit)</source>
        <translation>暂停或继续电脑玩家（无时间限制的本地对局）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="70"/>
        <source>Open or close the card tracker</source>
        <translation>打开或关闭记牌器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/keys.py" line="71"/>
        <source>Skip the animations still waiting and show the table as it is now</source>
        <translation>跳过尚未播放的动画，直接显示牌桌当前的样子</translation>
    </message>
</context>
<context>
    <name>LiveViewer</name>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="156"/>
        <source>Live</source>
        <extracomment>The controls: (name, symbol, the key of REPLAY_KEYS it shares). The person leaves (Esc, or the Leave button). The game is over and its end is on screen (the result, as the table shows it). What the spectator says to the room&apos;s other spectators.</extracomment>
        <translation>直播中</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="158"/>
        <source>Paused at live</source>
        <translation>已暂停（在最新处）</translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="160"/>
        <source>Paused: %n update(s) behind live</source>
        <translation>
            <numerusform>已暂停：落后直播 %n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="162"/>
        <source>spectators see the game %n turn(s) late</source>
        <translation>
            <numerusform>观战延迟 %n 个回合</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="168"/>
        <source>One update back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="169"/>
        <source>Carry on</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="169"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="170"/>
        <source>One update forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="171"/>
        <source>Back to live</source>
        <translation>回到直播</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="180"/>
        <source>Viewpoint: spectator</source>
        <translation>视角：观战者</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/live_viewer.py" line="181"/>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="212"/>
        <source>Allowed</source>
        <extracomment>A client message the person wants sent (``wire.ListRooms()``, ``wire.JoinRoom``...). Disconnect: leave the server.</extracomment>
        <translation>允许</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="212"/>
        <source>No</source>
        <translation>不允许</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="220"/>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="221"/>
        <source>A password is needed</source>
        <translation>需要密码</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="318"/>
        <source>Online lobby</source>
        <translation>在线大厅</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="321"/>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="322"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="323"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="324"/>
        <source>Seats taken</source>
        <translation>已坐人数</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="325"/>
        <source>Spectators</source>
        <translation>观战</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="326"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="329"/>
        <source>No rooms yet: create one.</source>
        <translation>还没有房间：创建一个吧。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="331"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="331"/>
        <source>Ask the server for its rooms again</source>
        <translation>重新向服务器获取房间列表</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="332"/>
        <source>Create room…</source>
        <translation>创建房间…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="332"/>
        <source>Open a room of your own and host it</source>
        <translation>创建自己的房间并当房主</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="333"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="333"/>
        <source>Enter the chosen room to play</source>
        <translation>进入选中的房间参加游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="334"/>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="334"/>
        <source>Watch the chosen room&apos;s game as a spectator</source>
        <translation>以观众身份观看选中房间的游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="335"/>
        <source>Disconnect</source>
        <translation>断开连接</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="335"/>
        <source>Leave the server</source>
        <translation>离开服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="340"/>
        <source>Lobby chat</source>
        <translation>大厅聊天</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="226"/>
        <source>Hero Kill</source>
        <extracomment>At most this many seconds of a request&apos;s time wait for the animations before it: its countdown starts when it is on screen (TablePage calls Session.shown). Four computer turns take some 15 s to show at normal pace; the person may skip them (S). the computer players&apos; level, one for all or one per seat The seats held on servers (on disk): the start page offers the way back.</extracomment>
        <translation>英雄杀</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="227"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="228"/>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="229"/>
        <source>&amp;Open replay…</source>
        <translation>打开录像(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="230"/>
        <source>&amp;Replays…</source>
        <translation>录像列表(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="231"/>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="232"/>
        <source>Play &amp;online…</source>
        <translation>在线游戏(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="233"/>
        <source>Start a server on this computer</source>
        <translation>在本机开一个服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="234"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="235"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="236"/>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="237"/>
        <source>Pick a hand card</source>
        <translation>选择手牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="238"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="239"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="240"/>
        <source>How to play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="241"/>
        <source>Rulings</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="242"/>
        <source>Heroes and cards</source>
        <translation>武将与卡牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="243"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="291"/>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="292"/>
        <source>Hero Kill (英雄杀) desktop, version %1</source>
        <translation>英雄杀桌面版，版本 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="296"/>
        <source>The log file, for reporting a problem: %1</source>
        <translation>日志文件（报告问题时请附上）：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="460"/>
        <source>Game number %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="539"/>
        <source>Played on from a replay (game number %1)</source>
        <translation>接续录像继续对局（对局编号 %1）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="776"/>
        <source>Others play on the server this program runs. Quit and stop it? Their games go on when you start the server again.</source>
        <translation>还有其他人在本程序运行的服务器上游戏。退出并关闭服务器吗？再次启动服务器后，他们的游戏会继续。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="779"/>
        <source>Stop your server?</source>
        <translation>关闭你的服务器？</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="519"/>
        <source>Cannot play on</source>
        <translation>无法接着打</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="579"/>
        <source>Open replay</source>
        <translation>打开录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="579"/>
        <source>Replays (*.yxsr);;All files (*)</source>
        <translation>录像 (*.yxsr);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="640"/>
        <source>Cannot open the replay</source>
        <translation>无法打开录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="729"/>
        <source>The game is not over. Leave it? The computer plays your seat meanwhile.</source>
        <translation>游戏还没有结束。要离开吗？离开期间由电脑代你出牌。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="733"/>
        <source>Leave the game?</source>
        <translation>离开这局游戏？</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/main_window.py" line="732"/>
        <source>The game is not over. Leave it? It will be lost.</source>
        <translation>这局游戏还没有结束。要离开吗？这局将不会保留。</translation>
    </message>
</context>
<context>
    <name>MultiCardChooser</name>
    <message>
        <location filename="../yxs_desktop/ui/dialogs.py" line="848"/>
        <location filename="../yxs_desktop/ui/dialogs.py" line="858"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>OnlinePlay</name>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="151"/>
        <source>Cannot start the server</source>
        <extracomment>A connection&apos;s reasons for being back in the lobby because its seat&apos;s game is gone. The table&apos;s sound effects (the main window&apos;s player; None: silent). The seats held on servers, on disk: a program started again comes back to them. The finished game&apos;s replay, saved in the replay folder (None: not, or not yet).</extracomment>
        <translation>无法启动服务器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="162"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="171"/>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="175"/>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="180"/>
        <source>Your game</source>
        <translation>你的游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="200"/>
        <source>A server already runs on port %1 of this computer (another program started it). Connect to it?</source>
        <translation>这台电脑的端口 %1 上已经有服务器在运行（由其他程序启动）。要连接到它吗？</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="206"/>
        <source>A server is running</source>
        <translation>服务器已在运行</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="305"/>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="318"/>
        <source>Back in the lobby</source>
        <translation>回到大厅</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="325"/>
        <source>Disconnected</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="335"/>
        <source>The connection dropped: reconnecting in %1 s (attempt %2)…</source>
        <translation>连接断开了：%1 秒后重新连接（第 %2 次）…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="341"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="405"/>
        <source>The server&apos;s operator closed room %1; a game under way there ended without a result.</source>
        <translation>服务器管理员关闭了房间 %1；其中进行中的游戏已结束，没有结果。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="411"/>
        <source>Room closed</source>
        <translation>房间已关闭</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="413"/>
        <source>The host removed you from room %1.</source>
        <translation>房主已将你请出房间 %1。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="414"/>
        <source>Removed from the room</source>
        <translation>已被请出房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="528"/>
        <source>Leave the game?</source>
        <translation>离开这局游戏？</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/play.py" line="529"/>
        <source>The computer will play your seat until the game ends.</source>
        <translation>在这局结束前，电脑会替你出牌。</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <location filename="../yxs_desktop/ui/online/table.py" line="66"/>
        <source>Leave the game</source>
        <extracomment>The banner&apos;s look while the connection is down. The person leaves the game (the computer plays the seat from then on). What the person says to the table&apos;s players (the room&apos;s chat).</extracomment>
        <translation>离开游戏</translation>
    </message>
</context>
<context>
    <name>OnlineTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="54"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="55"/>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="56"/>
        <source>Strong</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="57"/>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="58"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="70"/>
        <source>Plays its role sensibly: guards its side, attacks the weakest enemy</source>
        <translation>按身份稳健出牌：护着自己一方，攻击最弱的敌人</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="73"/>
        <source>Reads the table: guesses hidden roles from what everyone does</source>
        <translation>会看局势：从各人的出牌推测隐藏的身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="67"/>
        <source>Plays like a beginner: makes mistakes a sensible player would not</source>
        <translation>像新手一样：会犯老手不犯的错误</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="35"/>
        <source>📢 Server: %1</source>
        <translation>📢 服务器：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="43"/>
        <source>The operator says: %1</source>
        <translation>管理员留言：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="76"/>
        <source>Honed by self-play: the hardest to beat</source>
        <translation>经自我对弈磨炼：最难战胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="79"/>
        <source>Plays any legal answer at random</source>
        <translation>在合法的选择中随机出牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="102"/>
        <source>the reference level</source>
        <translation>参照级别</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="105"/>
        <location filename="../yxs_desktop/ui/online/texts.py" line="125"/>
        <source>not measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="106"/>
        <source>%1, %2 deals</source>
        <translation>%1，%2 局牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="110"/>
        <source>wins as often as %1 in the same seat (%2)</source>
        <translation>坐同一座位时与%1胜率相同（%2）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="130"/>
        <source>%1: %2 points against %3 [%4, %5], %6 deals from seed %7</source>
        <translation>%1：对%3 %2 个百分点 [%4, %5]，%6 局牌，种子 %7</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="151"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="152"/>
        <source>Playing</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/texts.py" line="153"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
</context>
<context>
    <name>PaceBox</name>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="23"/>
        <source>Slow</source>
        <extracomment>The named paces and their speed factors, slowest first.</extracomment>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="24"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="25"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pace.py" line="26"/>
        <source>Very fast</source>
        <translation>很快</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="67"/>
        <source>Password</source>
        <extracomment>The table&apos;s columns.</extracomment>
        <translation>密码</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/lobby.py" line="68"/>
        <source>The room %1 has a password:</source>
        <translation>房间 %1 需要密码：</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="33"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="34"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="35"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="31"/>
        <source>&amp;Look in:</source>
        <extracomment>Each text as Qt asks for it: its context, source text and disambiguation.</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/qt_texts.py" line="32"/>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ReplayKeyTexts</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="44"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="44"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="46"/>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="47"/>
        <source>To the start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="48"/>
        <source>Previous death</source>
        <translation>上一次阵亡</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="49"/>
        <source>Previous turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="50"/>
        <source>One answer back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="51"/>
        <source>One answer forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="52"/>
        <source>Next turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="53"/>
        <source>Next death</source>
        <translation>下一次阵亡</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="54"/>
        <source>To the end</source>
        <translation>跳到结尾</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/keys.py" line="55"/>
        <source>Leave the replay</source>
        <translation>离开录像</translation>
    </message>
</context>
<context>
    <name>ReplaySettingsBox</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="90"/>
        <source>Folder for replays</source>
        <translation>保存录像的文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="102"/>
        <source>Replays</source>
        <translation>录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="103"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="104"/>
        <source>Games kept</source>
        <translation>保留局数</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="105"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="107"/>
        <source>The folder new replays are saved in; those saved already stay where they are</source>
        <translation>新录像保存到的文件夹；已保存的录像留在原处</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="109"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="110"/>
        <source>Save replays in the program&apos;s data folder</source>
        <translation>把录像保存在程序的数据文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="111"/>
        <source>Don&apos;t keep replays</source>
        <translation>不保留录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/settings.py" line="114"/>
        <source>Every game is saved; when a game starts, the oldest replays beyond this number are deleted</source>
        <translation>每局游戏都会保存；开始新游戏时，超出此数目的最旧录像会被删除</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="94"/>
        <source>Date</source>
        <extracomment>A cell&apos;s sort key: a number or a string, never both in one column. A row&apos;s file (a ``Path``), on every cell. A rename was refused: the message, in the current language. A file was renamed: its new path.</extracomment>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="95"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="96"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="97"/>
        <source>Hero</source>
        <translation>武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="98"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="99"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="100"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="127"/>
        <source>%1 turns, %2 events</source>
        <translation>%1 个回合，%2 个事件</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="155"/>
        <source>Damaged</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="168"/>
        <source>1 round</source>
        <translation>1 轮</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="169"/>
        <source>%1 rounds</source>
        <translation>%1 轮</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="174"/>
        <source>Watched: %1</source>
        <translation>观战：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="180"/>
        <source>Won</source>
        <translation>胜利</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="181"/>
        <source>Lost</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="182"/>
        <source>Draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="183"/>
        <source>Unfinished</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/model.py" line="184"/>
        <source>Watched</source>
        <translation>观战</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="206"/>
        <source>Event %1 of %2</source>
        <extracomment>The seats it may be watched from when the game may still be under way (replay/sealed.py; None: every viewpoint, every card open included).</extracomment>
        <translation>第 %1 个事件，共 %2 个</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="248"/>
        <source>This replay is shown from its recorded events, not re-run in the game engine: it cannot be played on</source>
        <translation>此录像按其记录的事件播放，而非由游戏引擎重演：无法从中接着打</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="252"/>
        <source>The game is over here: there is nothing to play on</source>
        <translation>对局在此已经结束，无法接着打</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="254"/>
        <source>Take over the chosen seat and play on from here against computer players (the rest of the replay is dropped; the new game is recorded)</source>
        <translation>接管所选座位，从此处起与电脑玩家接着打（录像其余部分不再使用；新对局会被录像）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="396"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="397"/>
        <source>Viewpoint</source>
        <translation>视角</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="398"/>
        <source>Play on from here</source>
        <translation>从此处接着打</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="399"/>
        <source>The seat you take when you play on</source>
        <translation>接着打时你所接管的座位</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="402"/>
        <source>Spectator</source>
        <translation>旁观者</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="404"/>
        <source>All cards open</source>
        <translation>所有牌公开</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/viewer.py" line="414"/>
        <source>This game did not end and may still be played: it shows only what its spectators or your own seat could see.</source>
        <translation>这局游戏没有结束，可能仍在进行中：只显示观战者或你自己的座位能看到的内容。</translation>
    </message>
</context>
<context>
    <name>ReplaysPage</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="291"/>
        <source>Export the replay</source>
        <extracomment>The modes the mode filter offers (those of the start page). The columns are as wide as the widest of this many rows (the first ones shown). Open this replay file in the viewer. Back to the start page (the trash is emptied first).</extracomment>
        <translation>导出录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="293"/>
        <source>Replays (*.yxsr)</source>
        <translation>录像 (*.yxsr)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="299"/>
        <source>Export the replays to a folder</source>
        <translation>将录像导出到文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="321"/>
        <source>Import replays</source>
        <translation>导入录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="323"/>
        <source>Replays (*.yxsr);;All files (*)</source>
        <translation>录像 (*.yxsr);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="349"/>
        <location filename="../yxs_desktop/ui/replays/page.py" line="429"/>
        <source>Replays</source>
        <translation>录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="398"/>
        <source>The replay folder %1 cannot be read: %2</source>
        <translation>无法读取录像文件夹 %1：%2</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="405"/>
        <source>No saved games yet. Every game you play is saved automatically, in %1 (the folder can be changed in the settings).</source>
        <translation>还没有保存的对局。你玩的每一局都会自动保存在 %1（可在设置中更改文件夹）。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="414"/>
        <source>1 replay deleted</source>
        <translation>已删除 1 个录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="416"/>
        <source>%1 replays deleted</source>
        <translation>已删除 %1 个录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="430"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="431"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="432"/>
        <source>Search: name, hero, mode…</source>
        <translation>搜索：名称、武将、模式…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="435"/>
        <source>All modes</source>
        <translation>全部模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="439"/>
        <source>All results</source>
        <translation>全部结果</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="443"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="443"/>
        <source>Watch the selected game (Enter, double-click)</source>
        <translation>观看选中的对局（回车、双击）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="444"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="444"/>
        <source>Give the selected replay a new name (F2)</source>
        <translation>给选中的录像改名（F2）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="445"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="445"/>
        <source>Delete the selected replays (Del)</source>
        <translation>删除选中的录像（Del）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="446"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="446"/>
        <source>Copy the selected replays elsewhere</source>
        <translation>将选中的录像复制到别处</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="447"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="447"/>
        <source>Copy replay files into the replay folder</source>
        <translation>将录像文件复制到录像文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="448"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="448"/>
        <source>Back to the start page</source>
        <translation>返回开始页面</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/page.py" line="453"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="219"/>
        <source>The Lord and the Loyalists win</source>
        <translation>主公与忠臣获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="220"/>
        <source>The Rebels win</source>
        <translation>反贼获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="221"/>
        <source>The Renegade wins</source>
        <translation>内奸获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="224"/>
        <source>A draw: nobody wins</source>
        <translation>平局：无人获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="238"/>
        <source>A draw: no team wins</source>
        <translation>平局：没有队伍获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="240"/>
        <source>Your team (%1) wins</source>
        <translation>你的队伍（%1）获胜</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="241"/>
        <source>Your team (%1) loses</source>
        <translation>你的队伍（%1）落败</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="244"/>
        <source>Play again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="246"/>
        <source>A new game with the same settings (the same game number if you typed one)</source>
        <translation>以相同设置开始新的一局（若输入过局号，则仍是这一局）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="248"/>
        <source>Watch the replay</source>
        <translation>观看录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="250"/>
        <source>The game again from the start, from any seat, step by step</source>
        <translation>从头再看这一局：可换任意座位的视角，可逐步前进后退</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="252"/>
        <source>Start page</source>
        <translation>开始页面</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="254"/>
        <source>Back to the room</source>
        <translation>回到房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="255"/>
        <source>Get ready for the room&apos;s next game</source>
        <translation>为房间的下一局做准备</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="256"/>
        <source>Lobby</source>
        <translation>大厅</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="257"/>
        <source>Look at the table</source>
        <translation>查看牌桌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="258"/>
        <source>Show the result</source>
        <translation>显示结果</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="276"/>
        <source>Game number %1: type it on the start page to play this game again</source>
        <translation>第 %1 局：在开始页输入这个局号即可重玩这一局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="285"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="286"/>
        <source>Hero</source>
        <translation>武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="287"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="288"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="289"/>
        <source>Result</source>
        <translation>胜负</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="290"/>
        <source>Kills</source>
        <translation>杀敌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="291"/>
        <source>Score</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="294"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="303"/>
        <source>Alive</source>
        <translation>存活</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/result_panel.py" line="303"/>
        <source>Dead</source>
        <translation>阵亡</translation>
    </message>
</context>
<context>
    <name>RoomPage</name>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="281"/>
        <source>Room</source>
        <extracomment>A client message the person wants sent (``wire.TakeSeat(n)``, ``wire.Ready(True)``...).</extracomment>
        <translation>房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="285"/>
        <source>Room %1</source>
        <translation>房间 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="286"/>
        <source>Host: %1 · %2 · spectators: %3</source>
        <translation>房主：%1 · %2 · 观众：%3</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="291"/>
        <source>You are watching</source>
        <translation>你在观战</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="298"/>
        <source>%1 s per decision</source>
        <translation>每次决定 %1 秒</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="301"/>
        <source>one more hero to choose from</source>
        <translation>多一个武将可选</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="302"/>
        <source>computer players: %1</source>
        <translation>电脑玩家：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="304"/>
        <source>no spectators</source>
        <translation>不允许观战</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="306"/>
        <source>spectators see the game a turn later</source>
        <translation>观众延迟 1 回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="308"/>
        <source>spectators see the game %1 turns later</source>
        <translation>观众延迟 %1 回合</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="311"/>
        <source>spectators see the game as it goes</source>
        <translation>观众没有延迟</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="313"/>
        <source>with a password</source>
        <translation>有密码</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="320"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="321"/>
        <source>Person</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="322"/>
        <location filename="../yxs_desktop/ui/online/room.py" line="334"/>
        <source>Ready</source>
        <translation>已准备</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="322"/>
        <source>Not ready</source>
        <translation>未准备</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="324"/>
        <source>offline</source>
        <translation>已断线</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="326"/>
        <source>computer plays (托管)</source>
        <translation>托管中</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="331"/>
        <source>Computer player</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="333"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="337"/>
        <source>Empty</source>
        <translation>空位</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="347"/>
        <source>The level of the computer player Add computer puts here</source>
        <translation>“加电脑”在此放上的电脑玩家的级别</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="348"/>
        <source>Sit here</source>
        <translation>坐这里</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="349"/>
        <source>Add computer</source>
        <translation>加电脑</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="350"/>
        <source>Remove computer</source>
        <translation>去掉电脑</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="351"/>
        <source>Remove player</source>
        <translation>请出玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="352"/>
        <source>Send this player out of the room; they cannot come back</source>
        <translation>将这名玩家请出房间；他不能再回来</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="355"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="356"/>
        <source>I am ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="357"/>
        <source>Say that you are ready to play (click again: not yet)</source>
        <translation>表示你准备好了（再点一次：取消准备）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="358"/>
        <source>Start the game</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="359"/>
        <source>Every seat must be taken and every person on one ready</source>
        <translation>要所有座位都有人，并且所有玩家都已准备</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="360"/>
        <source>Leave the room</source>
        <translation>离开房间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/online/room.py" line="361"/>
        <source>Room chat</source>
        <translation>房间聊天</translation>
    </message>
</context>
<context>
    <name>RulingsPage</name>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="127"/>
        <source>Rulings</source>
        <extracomment>The item data role that holds a ruling&apos;s id.</extracomment>
        <translation>规则说明</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="128"/>
        <source>Search the rulings (words of either language)</source>
        <translation>搜索规则说明（中文或英文词语）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/help/rulings_page.py" line="143"/>
        <source>%1 of %2 rulings</source>
        <translation>共%2条，显示%1条</translation>
    </message>
</context>
<context>
    <name>SeatItem</name>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="331"/>
        <source>Dropped</source>
        <translation>掉线</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="333"/>
        <source>Autoplay</source>
        <translation>托管</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="342"/>
        <source>Computer player: %1</source>
        <translation>电脑玩家：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="344"/>
        <source>Player: %1</source>
        <translation>玩家：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="346"/>
        <source>Dropped: the computer plays until they come back</source>
        <translation>掉线：回来之前由电脑代为出牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="348"/>
        <source>Autoplay: the computer plays for them</source>
        <translation>托管：由电脑代为出牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="471"/>
        <source>Dead</source>
        <translation>阵亡</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/items.py" line="458"/>
        <source>Acted</source>
        <translation>已行动</translation>
    </message>
</context>
<context>
    <name>SeatLevelsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/level_choice.py" line="119"/>
        <source>Computer players per seat</source>
        <translation>各座位的电脑玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/level_choice.py" line="122"/>
        <source>You play %1; seats are numbered as at the table.</source>
        <translation>你坐%1；座位编号与牌桌上相同。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="70"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="71"/>
        <source>Same as the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Pace</source>
        <translation>节奏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="74"/>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="78"/>
        <source>On</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="79"/>
        <location filename="../yxs_desktop/ui/settings_dialog.py" line="80"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="318"/>
        <source>Hero Kill</source>
        <extracomment>The time limits a person may choose for each decision, in seconds (0: none, the default in a game against the computer). The seed box&apos;s value that means &quot;a new random game&quot; (shown as its special text). The most seats a mode has: the per-seat levels kept cover every mode. The level combo&apos;s item when the computer seats have different levels (Per seat…). mode, extra hero choice, animation speed, seed, seconds per decision (0: no limit) The Replays button: show the saved games. The Play online button: connect to a server. The Back to your game button: connect to the server of the seat held there. The level of each seat (by seat number, for every mode); the person&apos;s is unused. Shown while a seat is held on a server (a game the person may go back to).</extracomment>
        <translation>英雄杀</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="319"/>
        <source>A card game of the heroes of Chinese history</source>
        <translation>以中国历史英雄为主角的卡牌游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="322"/>
        <source>Game settings</source>
        <translation>对局设置</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="323"/>
        <source>One more hero to choose from</source>
        <translation>多一个武将可选（蓝钻）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="324"/>
        <source>Pace</source>
        <translation>节奏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="325"/>
        <source>How fast the cards move and the computers&apos; actions pass</source>
        <translation>卡牌移动和电脑玩家出牌的快慢</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="326"/>
        <source>Game number (seed)</source>
        <translation>牌局编号（种子）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="327"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="328"/>
        <source>Type a number to play that game again; Random: a new one</source>
        <translation>输入局号可重玩那一局；随机：开一局新的</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="329"/>
        <source>Time per decision</source>
        <translation>每次决定的时间</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="333"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="333"/>
        <source>No limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="336"/>
        <source>Computer players</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="337"/>
        <source>Per seat…</source>
        <translation>按座位…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="338"/>
        <source>A level for each computer player</source>
        <translation>为每个电脑玩家选级别</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="340"/>
        <source>New local game</source>
        <translation>开始本地游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="341"/>
        <source>Replays</source>
        <translation>录像</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="342"/>
        <source>Your saved games (Ctrl+R)</source>
        <translation>你保存的对局（Ctrl+R）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="343"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="344"/>
        <source>Play online…</source>
        <translation>在线游戏…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="357"/>
        <source>Back to your game in room %1</source>
        <translation>回到房间 %1 中你的游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="358"/>
        <source>Your seat in room %1 on %2 is kept: connect and play on</source>
        <translation>你在 %2 上房间 %1 中的座位仍为你保留：连接后继续游戏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="364"/>
        <source>Lord, Loyalist, two Rebels, a Renegade; roles hidden</source>
        <translation>主公、忠臣、两名反贼与内奸，身份暗藏</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="365"/>
        <source>The Lord and two Loyalists against four Rebels and a Renegade</source>
        <translation>主公与两名忠臣，对抗四名反贼与内奸</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="366"/>
        <source>Five players, no hero skills: learn the cards first</source>
        <translation>五人身份局，不用武将技能，先熟悉牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="367"/>
        <source>Two teams of three; teammates pick heroes together</source>
        <translation>两队各三人，队友同时选将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="368"/>
        <source>Leaders draft heroes in turns; defeat the other leader</source>
        <translation>两队轮流选将，击败对方主将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/pages.py" line="458"/>
        <source>Different per seat</source>
        <translation>各座位不同</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="319"/>
        <source>Games: %1</source>
        <extracomment>The seats one may choose to count (identity8 has the most: 8, numbered from 0). The heroes drawn until &quot;Show all&quot; is ticked (most games first). What a folder that cannot be read says (``NotAFolder.reason``), as ``yxs stats`` says it. The sections of figures, by group.</extracomment>
        <translation>局数：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="320"/>
        <source>Wins: %1</source>
        <translation>胜局：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="321"/>
        <source>Win rate: %1</source>
        <translation>胜率：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="322"/>
        <source>Mean score: %1</source>
        <translation>平均得分：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="332"/>
        <source>The replay folder cannot be read: %1</source>
        <translation>无法读取录像文件夹：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="335"/>
        <source>No saved games yet. Every game you play is saved here automatically, and its figures will show on this page.</source>
        <translation>还没有保存的对局。你玩的每一局都会自动保存在这里，它们的统计会显示在本页。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="348"/>
        <source>None of the saved games was played to its end.</source>
        <translation>保存的对局都没有下完。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="341"/>
        <source>You played in none of the saved games. To see the computer players&apos; games, choose every player or one seat under Whose games.</source>
        <translation>保存的对局中没有你参加的。要查看电脑玩家的对局，请在“统计谁的对局”中选择所有玩家或某个座位。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="345"/>
        <source>None of the saved games had a %1: their tables were smaller.</source>
        <translation>保存的对局都没有%1：这些牌桌的人数更少。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="353"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="354"/>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="355"/>
        <source>Hero</source>
        <translation>武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="375"/>
        <source>Show all %1 heroes</source>
        <translation>显示全部 %1 名武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="381"/>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="381"/>
        <source>Week of</source>
        <translation>周（起始日）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="384"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="506"/>
        <source>Per day</source>
        <translation>按日</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="384"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="505"/>
        <source>Per week</source>
        <translation>按周</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="398"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="477"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="399"/>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="400"/>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="401"/>
        <source>Mean score</source>
        <translation>平均得分</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="405"/>
        <source>Replays in %1</source>
        <translation>录像文件夹：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="409"/>
        <source>Reading %1 replays…</source>
        <translation>正在读取 %1 个录像…</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="417"/>
        <source>%1 replay files</source>
        <translation>%1 个录像文件</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="420"/>
        <source>; %1 skipped (%2 damaged, %3 unfinished)</source>
        <translation>；跳过 %1 个（%2 个已损坏，%3 个对局未结束）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="500"/>
        <source>Every player&apos;s games, yours and the computers&apos;</source>
        <translation>所有玩家的对局（你和电脑）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="463"/>
        <source>By mode</source>
        <translation>按模式</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="430"/>
        <source>; games without a %2, not counted: %1</source>
        <translation>；没有%2的对局，不计入：%1 局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="434"/>
        <source>; games without you (computer games), not counted: %1</source>
        <translation>；没有你参加的对局（电脑对局），不计入：%1 局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="464"/>
        <source>By role</source>
        <translation>按身份</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="465"/>
        <source>By hero</source>
        <translation>按武将</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="472"/>
        <source>Share of the games (%)</source>
        <translation>对局占比（%）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="473"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="477"/>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Win rate (%)</source>
        <translation>胜率（%）</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="474"/>
        <source>Per cent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="479"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="491"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="492"/>
        <source>Read again</source>
        <translation>重新读取</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="493"/>
        <source>Read the replay folder again</source>
        <translation>重新读取录像文件夹</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="494"/>
        <source>Start page</source>
        <translation>开始页面</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="495"/>
        <source>Whose games</source>
        <translation>统计谁的对局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="498"/>
        <source>Your games</source>
        <translation>你的对局</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/page.py" line="504"/>
        <source>Period</source>
        <translation>时段</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="318"/>
        <source>Your time ran out: the default answer was taken.</source>
        <extracomment>A request whose clock already runs (an online game&apos;s) skips the animations before it when they would take more than this share of its time. The request on screen (answers name its id). What this seat has been told as the updates arrive: the seats&apos; names (the log keeps those of the moment each line plays) and the hero choice. The effects&apos; player (the main window&apos;s; None: a silent table, a replay&apos;s say). Updates pushed to the animation queue, and begun (their lines in the log): a note of the table&apos;s (a time-out, 托管) waits for the updates before it.</extracomment>
        <translation>你的时间到了：已按默认作答。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="319"/>
        <source>Time ran out for %1: the default answer was taken.</source>
        <translation>%1 的时间到了：已按默认作答。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="329"/>
        <source>Autoplay: the computer plays your seat until you answer.</source>
        <translation>托管：电脑代你出牌，直到你自己作答。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="332"/>
        <source>You play your seat again.</source>
        <translation>你重新亲自出牌。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="336"/>
        <source>Autoplay: the computer plays for %1.</source>
        <translation>托管：电脑代 %1 出牌。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="342"/>
        <source>%1 plays again.</source>
        <translation>%1 重新亲自出牌。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="408"/>
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="413"/>
        <source>A teammate has just taken that hero: choose another one.</source>
        <translation>队友刚刚选走了这名武将，请另选一名。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="415"/>
        <source>Too late: the time for that question had run out.</source>
        <translation>太迟了：这个问题的时间已经用完。</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="592"/>
        <source>Vanguards yet to act this round: %1</source>
        <translation>本轮尚未行动的副将：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="593"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="770"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="897"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="770"/>
        <location filename="../yxs_desktop/ui/table/page.py" line="897"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="772"/>
        <source>Paused: press Space or Resume to go on</source>
        <translation>已暂停：按空格键或“继续”以继续</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="854"/>
        <source>The game is over</source>
        <translation>对局已结束</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="894"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="895"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="896"/>
        <source>End turn</source>
        <translation>结束出牌</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="898"/>
        <source>Autoplay</source>
        <translation>托管</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/page.py" line="900"/>
        <source>The computer plays your seat until you turn this off or answer yourself</source>
        <translation>电脑代你出牌，直到你关掉托管或亲自作答</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="233"/>
        <source>Deck %1</source>
        <extracomment>How long a notice stays in the middle of the table, in ms (the pace does not change it). The distances from the viewer&apos;s seat and its attack range, with the view. The person&apos;s name (the &quot;player_name&quot; setting), shown on its own seat. What the table shows, folded as each update plays (the cards lately played, whether a turn has started, who has acted this round, the log&apos;s lines). Every seat&apos;s hand when all cards are open (a replay&apos;s ``EventsUpdate.hands``), else None; ``open_hand_items`` shows them face up, by seat. The notice in the middle of the table (:meth:`announce`; faded out when done).</extracomment>
        <translation>牌堆 %1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/table/scene.py" line="234"/>
        <source>Discard %1</source>
        <translation>弃牌堆 %1</translation>
    </message>
</context>
<context>
    <name>TimePlot</name>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="806"/>
        <source>Games: %1</source>
        <translation>局数：%1</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/stats/plots.py" line="807"/>
        <source>Win rate: %1</source>
        <translation>胜率：%1</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="133"/>
        <source>%1 died</source>
        <translation>%1 阵亡</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="137"/>
        <source>Before the first turn</source>
        <translation>第一个回合之前</translation>
    </message>
    <message>
        <location filename="../yxs_desktop/ui/replays/timeline.py" line="139"/>
        <source>Turn %1, round %2: %3</source>
        <translation>第 %1 回合，第 %2 轮：%3</translation>
    </message>
</context>
<context>
    <name>_Numerus</name>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/texts.py" line="94"/>
        <source>wins %n point(s) more often than %1 in the same seat (%2)</source>
        <translation>
            <numerusform>坐同一座位时胜率比%1高 %n 个百分点（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../yxs_desktop/ui/online/texts.py" line="95"/>
        <source>wins %n point(s) less often than %1 in the same seat (%2)</source>
        <translation>
            <numerusform>坐同一座位时胜率比%1低 %n 个百分点（%2）</numerusform>
        </translation>
    </message>
</context>
</TS>
