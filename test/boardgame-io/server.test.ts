import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardgameIo, hideInitialState, matchRecord, MOVE, rejection, type Rejection } from '../../src/boardgame-io/index.js';
import { IllegalActionError, replay } from '../../src/index.js';
import { chicago68 } from '../../src/games/chicago-68/index.js';
import { bgioClient, bgioMultiplayer, bgioServer, pick, until, type BgioClient, type Stored } from './support.js';

/*
 * Issue 37's acceptance on boardgame.io's own server: its `Server` on 127.0.0.1 (an ephemeral
 * port), its lobby API creating and joining the match, a client per seat and a spectator on its
 * `SocketIO` transport (socket.io over a real socket), a game of Chicago '68 played to its end.
 */

const game = chicago68;
const seats = game.players({ players: 2 });
type State = Parameters<typeof game.view>[0];
const rejected: Rejection[] = [];
// No `seed`: boardgame.io seeds the match from the clock and the adapter mixes in Web Crypto. Undo
// is off here (its view comparisons cost ~14 s over this game on a loaded machine); adapter.test.ts
// tests it on boardgame.io's Local master.
const bg = boardgameIo(game, { undo: false, config: { players: 2 }, onRejected: (r) => rejected.push(r) });

let server: ReturnType<typeof bgioServer.Server>;
let running: Awaited<ReturnType<ReturnType<typeof bgioServer.Server>['run']>>;
let base: string;
const clients: BgioClient[] = [];

/** A client on boardgame.io's SocketIO transport (a spectator without `playerID`). */
function connect(matchID: string, playerID?: string, credentials?: string): BgioClient {
  const multiplayer = bgioMultiplayer.SocketIO({ server: base, socketOpts: { transports: ['websocket'] } });
  const c = bgioClient.Client({ game: bg, numPlayers: seats.length, multiplayer, matchID, ...(playerID === undefined ? {} : { playerID, credentials }) });
  c.start();
  clients.push(c);
  return c;
}

/** What the server stores of the match: the whole state and the log. */
function stored(matchID: string): Stored {
  return server.db.fetch(matchID, { state: true, log: true }) as unknown as Stored;
}

const synced = (c: BgioClient, stateID: number): boolean => c.getState()?._stateID === stateID;
/** Gives the server time to answer something that should change nothing. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 150));

beforeAll(async () => {
  server = bgioServer.Server({ games: [bg], origins: [bgioServer.Origins.LOCALHOST] });
  server.app.context.db = hideInitialState(server.db);
  // `run` hands its port to `listen`, which also takes { port, host }: an ephemeral port on 127.0.0.1 only.
  running = await server.run({ port: { port: 0, host: '127.0.0.1' } as unknown as number });
  base = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
});

afterAll(() => {
  for (const c of clients) if (c.getState()?.isConnected) c.stop();
  server.kill(running);
});

describe("boardgame.io's Server, lobby and SocketIO clients host a game of ours", () => {
  it('creates and joins a match through the lobby, plays it to the end, and the log replays', async () => {
    const lobby = new bgioClient.LobbyClient({ server: base });
    expect(await lobby.listGames()).toEqual([game.id]);
    const { matchID } = await lobby.createMatch(game.id, { numPlayers: 2, setupData: { players: 2 } });
    const credentials: string[] = [];
    for (const [i, seat] of seats.entries()) credentials.push((await lobby.joinMatch(game.id, matchID, { playerID: String(i), playerName: seat })).playerCredentials);
    const players = seats.map((_, i) => connect(matchID, String(i), credentials[i]));
    const spectator = connect(matchID);

    let forgedTried = false;
    let illegalTried = false;
    let reconnected = false;
    for (let step = 0; ; step++) {
      const { state } = stored(matchID);
      const s = JSON.parse(state.G.state) as State;
      await until(() => [...players, spectator].every((c) => synced(c, state._stateID)), `every client at state ${state._stateID}`);
      // Every seat's G is its view, the spectator's the spectator's view; nothing else of ours is sent.
      players.forEach((c, i) => expect(c.getState()!.G, `${seats[i]}, step ${step}`).toEqual(game.view(s, seats[i]!)));
      expect(spectator.getState()!.G).toEqual(game.view(s, null));
      for (const [i, c] of [...players, spectator].entries()) {
        const { plugins, log, _undo } = c.getState()!;
        expect(plugins.random?.data, 'the random seed').toBeUndefined();
        expect(_undo).toEqual([]);
        expect(c.getInitialState(), 'the initial state').toBeUndefined();
        // Other seats' moves are redacted: the client sees that they moved, not what they chose.
        for (const e of log) if (e.action.type === 'MAKE_MOVE' && e.action.payload.playerID !== String(i)) expect(e.action.payload.args).toBeNull();
      }
      if (state.ctx.gameover !== undefined) {
        expect(state.ctx.gameover).toEqual(game.result(s));
        break;
      }
      const who = seats.indexOf(game.toMove(s) as (typeof seats)[number]);
      expect(state.ctx.currentPlayer).toBe(String(who));
      const mover = players[who]!;
      const action = pick(game, mover.getState()!.G, step);

      if (step === 3 && !forgedTried) {
        // The other seat's client cannot act for the seat to move: not through its own moves, nor by
        // sending boardgame.io's update message in that seat's name with its own credentials.
        forgedTried = true;
        const other = players[1 - who]!;
        other.moves[MOVE]!(action);
        const { socket } = (other as unknown as { transport: { socket: { emit(...args: unknown[]): void } } }).transport;
        const forged = { type: 'MAKE_MOVE', payload: { type: MOVE, args: [action], playerID: String(who), credentials: credentials[1 - who] } };
        socket.emit('update', forged, state._stateID, matchID, String(who));
        await settle();
        expect(stored(matchID).state._stateID).toBe(state._stateID);
      }
      if (step === 5 && !illegalTried) {
        // An action our rules refuse is INVALID_MOVE: nothing changes; the client had the verdict from its view.
        illegalTried = true;
        const illegal = { type: 'area', area: 'no-such-area' };
        expect(rejection(game, mover.getState()!.G, illegal)).toBeInstanceOf(Error);
        mover.moves[MOVE]!(illegal);
        await settle();
        expect(stored(matchID).state._stateID).toBe(state._stateID);
        expect(rejected.at(-1)).toMatchObject({ playerID: String(who), seat: seats[who], action: illegal });
        expect(rejected.at(-1)!.error).toBeInstanceOf(Error);
        expect(rejected.at(-1)!.error.constructor.name).toMatch(/InvalidActionError|IllegalActionError/);
      }
      if (step === 12 && !reconnected) {
        // The seat to move drops its connection; a new client for it picks the match up where it stood.
        reconnected = true;
        mover.stop();
        const back = connect(matchID, String(who), credentials[who]);
        await until(() => synced(back, state._stateID), 'the reconnected client to sync');
        expect(back.getState()!.G).toEqual(game.view(s, seats[who]!));
        players[who] = back;
        back.moves[MOVE]!(pick(game, back.getState()!.G, step));
      } else {
        expect(rejection(game, mover.getState()!.G, action)).toBeNull();
        mover.moves[MOVE]!(action);
      }
      await until(() => stored(matchID).state._stateID > state._stateID, 'the server to take the move');
    }
    expect([forgedTried, illegalTried, reconnected]).toEqual([true, true, true]);

    // The server's log replays, with our `replay`, to the state it holds.
    const { state, log } = stored(matchID);
    const rec = matchRecord(game, state.G, log);
    expect(rec.seed).toBe(state.G.seed);
    const outcome = replay(game, rec, { expectedState: JSON.parse(state.G.state) });
    expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true);
    expect(rejected.filter((r) => !(r.error instanceof IllegalActionError) && r.error.constructor.name !== 'InvalidActionError')).toEqual([]);
  }, 120_000);
});
