import { describe, expect, it } from 'vitest';
import { boardgameIo, hideInitialState, INVALID_MOVE, isMatchG, matchRecord, matchState, MOVE, rejection, type MatchG } from '../../src/boardgame-io/index.js';
import { chicago68 } from '../../src/games/chicago-68/index.js';
import { freeAtLast1955 } from '../../src/games/free-at-last-1955/index.js';
import { history, IllegalActionError, InvalidActionError, replay, RulesError } from '../../src/index.js';
import { bgioAi, bgioClient, bgioCore, bgioMultiplayer, pick, playLocal, storageOf, until } from './support.js';

/* The adapter's pieces, each on boardgame.io's own parts (its Client, Local master, reducer and bots). */


describe('the boardgame.io Game', () => {
  it('rejects with boardgame.io’s own INVALID_MOVE', () => {
    expect(INVALID_MOVE).toBe(bgioCore.INVALID_MOVE);
  });

  it("plays Chicago '68 against the Machine (one seat) to its end on Client + Local", async () => {
    const { steps, gameover } = await playLocal(chicago68, { mode: 'solo' }, 'solo');
    expect(steps).toBeGreaterThan(10);
    expect(gameover).toMatchObject({ code: expect.any(String) });
  });

  it('seats player id i at seat i of players(config), and refuses configs that seat another count or leave chance manual', () => {
    const bg = boardgameIo(chicago68, { config: (n) => ({ players: n as 2 | 3 | 4 }) });
    expect(bg.validateSetupData!(undefined, 3)).toBeUndefined();
    expect(bg.validateSetupData!({ players: 2 }, 3)).toMatch(/seats 2 \(establishment, demonstrators\), not 3/);
    expect(bg.validateSetupData!({ players: 2, chance: 'manual' }, 2)).toMatch(/chance "auto"/);
    expect(bg.validateSetupData!({ players: 7 }, 2)).toMatch(/Not a config of chicago-68/);
  });

  it('draws a full-width seed from boardgame.io’s random: the same for a given Game.seed, fresh without one', async () => {
    const seedOf = (bg: object) => {
      const c = bgioClient.Client({ game: bg as never, numPlayers: 2 });
      return (c.store.getState().G as MatchG).seed as string;
    };
    const fixed = [seedOf(boardgameIo(freeAtLast1955, { seed: 'x' })), seedOf(boardgameIo(freeAtLast1955, { seed: 'x' }))];
    expect(fixed[0]).toBe(fixed[1]);
    const fresh = [seedOf(boardgameIo(freeAtLast1955)), seedOf(boardgameIo(freeAtLast1955))];
    expect(fresh[0]).not.toBe(fresh[1]);
    for (const s of [...fixed, ...fresh]) {
      const x = BigInt(s);
      expect(x >= -(1n << 127n) && x < 1n << 127n).toBe(true);
      expect(x > 1n << 64n || x < -(1n << 64n)).toBe(true);
    }
  });

  it('lets boardgame.io’s own RandomBot play a game to its end through ai.enumerate', async () => {
    const bg = boardgameIo(chicago68, { config: { mode: 'solo' }, seed: 'bot', undo: false });
    const { InitializeGame } = (await import('node:module')).createRequire(import.meta.url)('boardgame.io/internal') as typeof import('boardgame.io/internal');
    const state = InitializeGame({ game: bg, numPlayers: 1 });
    const bot = new bgioAi.RandomBot({ enumerate: bg.ai!.enumerate, seed: 'bot' });
    const end = await bgioAi.Simulate({ game: bg, bots: bot, state });
    expect(end.state.ctx.gameover).toEqual(chicago68.result(matchState(chicago68, end.state.G)));
    // From a client's view, enumerate lists the view's legal actions.
    const s = chicago68.setup({ mode: 'solo' }, 1);
    const view = chicago68.view(s, 'demonstrators');
    expect(bg.ai!.enumerate(view as never, state.ctx, '0')).toEqual(view.legal.map((a) => ({ move: MOVE, args: [a] })));
  });
});

describe('undo on boardgame.io', () => {
  it("undoes a seat's own step that showed nothing and drew nothing, refuses one that did, and the log replays", async () => {
    const game = chicago68;
    const seats = game.players({ players: 2 });
    const bg = boardgameIo(game, { config: { players: 2 }, seed: 'undo' });
    const multiplayer = bgioMultiplayer.Local();
    const clients = seats.map((_, i) => bgioClient.Client({ game: bg, numPlayers: 2, multiplayer, matchID: 'u', playerID: String(i) }));
    for (const c of clients) c.start();
    const storage = storageOf(clients[0]!);
    let undone = 0;
    let refused = 0;
    for (let step = 0; ; step++) {
      const before = storage.fetch('u', { state: true }).state;
      if (before.ctx.gameover !== undefined) break;
      const mover = clients[Number(before.ctx.currentPlayer)]!;
      const viewBefore = mover.getState()!.G;
      const action = pick<Parameters<typeof game.apply>[1]>(game, viewBefore, step);
      mover.moves[MOVE]!(action);
      await until(() => storage.fetch('u', { state: true }).state._stateID > before._stateID, 'the move');
      const after = storage.fetch('u', { state: true }).state;
      if (after.ctx.gameover !== undefined || after.ctx.currentPlayer !== before.ctx.currentPlayer) continue;
      // The adapter allows what our history allows.
      expect(after.G.undoable).toBe(history(game, matchState(game, before.G)).step(action).history.canUndo());
      if (after.G.undoable && undone < 3) {
        mover.undo();
        await until(() => storage.fetch('u', { state: true }).state._stateID > after._stateID, 'the undo');
        expect(storage.fetch('u', { state: true }).state.G.state).toBe(before.G.state);
        expect(mover.getState()!.G).toEqual(viewBefore);
        if (undone++ % 2 === 0) {
          // Redo, then go on from the same state as before the undo.
          mover.redo();
          await until(() => storage.fetch('u', { state: true }).state.G.state === after.G.state, 'the redo');
        }
      } else if (!after.G.undoable && refused < 3) {
        // Crossed chance, or revealed something: boardgame.io is told the move cannot be undone.
        mover.undo();
        await new Promise((r) => setTimeout(r, 20));
        expect(storage.fetch('u', { state: true }).state._stateID).toBe(after._stateID);
        refused++;
      }
    }
    expect([undone, refused]).toEqual([3, 3]);
    const { state, log } = storage.fetch('u', { state: true, log: true });
    expect(log.filter((e) => e.action.type === 'UNDO')).toHaveLength(3);
    expect(log.filter((e) => e.action.type === 'REDO')).toHaveLength(2);
    const outcome = replay(game, matchRecord(game, state.G, log), { expectedState: JSON.parse(state.G.state) });
    expect(outcome.ok, outcome.ok ? '' : outcome.error).toBe(true);
    for (const c of clients) c.stop();
  });
});

describe('rejection: the verdict of our rules from a client’s view', () => {
  const s = chicago68.setup({ players: 2 }, 5);
  const seat = chicago68.toMove(s) as 'establishment';
  const other = 'demonstrators';
  const fromApply = (input: unknown, player: string): RulesError | null => {
    try {
      chicago68.applyUnknown(s, input, { player: player as typeof seat });
      return null;
    } catch (e) {
      return e as RulesError;
    }
  };
  const legal = chicago68.legalActions(s)[0]!;

  it('accepts what apply accepts', () => {
    expect(rejection(chicago68, chicago68.view(s, seat), legal)).toBeNull();
    expect(fromApply(legal, seat)).toBeNull();
  });

  it('refuses another seat’s action in apply’s words', () => {
    const r = rejection(chicago68, chicago68.view(s, other), legal);
    expect(r).toBeInstanceOf(IllegalActionError);
    expect(r?.message).toBe(fromApply(legal, other)?.message);
    expect(rejection(chicago68, chicago68.view(s, null), legal)?.message).toMatch(/spectator/);
  });

  it('refuses malformed and illegal actions as apply does', () => {
    const bad = { type: 'nonsense' };
    expect(rejection(chicago68, chicago68.view(s, seat), bad)).toBeInstanceOf(InvalidActionError);
    expect(rejection(chicago68, chicago68.view(s, seat), bad)?.message).toBe(fromApply(bad, seat)?.message);
    const illegal = { type: 'area', area: 'Grant Park' };
    if (fromApply(illegal, seat) !== null) expect(rejection(chicago68, chicago68.view(s, seat), illegal)).toBeInstanceOf(IllegalActionError);
  });
});

describe('hideInitialState', () => {
  it('boardgame.io 0.50 sends a syncing client the initial state unfiltered (why hideInitialState exists)', () => {
    const bg = boardgameIo(chicago68, { config: { mode: 'solo' }, seed: 'leak' });
    const c = bgioClient.Client({ game: bg, numPlayers: 1, multiplayer: bgioMultiplayer.Local(), matchID: 'leak', playerID: '0' });
    c.start();
    expect(isMatchG(c.getInitialState()!.G)).toBe(true);
    c.stop();
  });

  it('drops the initial state from what fetch returns, sync or async, and leaves the rest to the storage', async () => {
    const data = { state: { G: 1 }, initialState: { G: 0 }, log: [] };
    class Store {
      readonly calls: unknown[] = [];
      type() {
        return this.calls.length;
      }
      fetch(id: string, opts: { initialState?: boolean }) {
        this.calls.push([id, opts]);
        return { ...data };
      }
    }
    const store = new Store();
    const hidden = hideInitialState(store);
    expect(hidden.fetch('m', { initialState: true })).toEqual({ state: { G: 1 }, log: [] });
    expect(hidden.type()).toBe(1);
    const asyncStore = { fetch: async () => ({ ...data }) };
    expect(await hideInitialState(asyncStore).fetch()).toEqual({ state: { G: 1 }, log: [] });
    expect(data.initialState).toEqual({ G: 0 });
  });
});

it('a move from a player id without a seat is refused by our rules', () => {
  const bg = boardgameIo(chicago68, { config: { mode: 'solo' }, seed: 'x' });
  const c = bgioClient.Client({ game: bg, numPlayers: 1 });
  const G = c.store.getState().G as MatchG;
  const act = bg.moves![MOVE] as { move: (ctx: object, a: unknown) => unknown };
  expect(act.move({ G, playerID: '3' }, chicago68.legalActions(matchState(chicago68, G))[0])).toBe(INVALID_MOVE);
});
