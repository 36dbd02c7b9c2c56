"""Playing over the network (docs/network.md): one host holds the game, clients play their seats.

- protocol.py: the messages, and reading a client's without trusting it;
- snapshot.py: a seat's view as JSON and back;
- table.py: the host's table (seats, codes, tokens, the one true state, the save);
- server.py: the table served over WebSocket, bots thinking in an executor;
- hosting.py: the server in a process of its own, when the app hosts;
- client.py: the app's connection to a table, on a thread of its own.
`python -m game.server` (game/server.py) hosts a table without a window.
"""
