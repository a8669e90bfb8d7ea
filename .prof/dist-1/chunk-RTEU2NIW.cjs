"use strict";Object.defineProperty(exports, "__esModule", {value: true}); function _interopRequireWildcard(obj) { if (obj && obj.__esModule) { return obj; } else { var newObj = {}; if (obj != null) { for (var key in obj) { if (Object.prototype.hasOwnProperty.call(obj, key)) { newObj[key] = obj[key]; } } } newObj.default = obj; return newObj; } } function _nullishCoalesce(lhs, rhsFn) { if (lhs != null) { return lhs; } else { return rhsFn(); } } function _optionalChain(ops) { let lastAccessLHS = undefined; let value = ops[0]; let i = 1; while (i < ops.length) { const op = ops[i]; const fn = ops[i + 1]; i += 2; if ((op === 'optionalAccess' || op === 'optionalCall') && value == null) { return undefined; } if (op === 'access' || op === 'optionalAccess') { lastAccessLHS = value; value = fn(value); } else if (op === 'call' || op === 'optionalCall') { value = fn((...args) => value.call(lastAccessLHS, ...args)); lastAccessLHS = undefined; } } return value; }






var _chunkVUZDBBJQcjs = require('./chunk-VUZDBBJQ.cjs');

// src/core/bots.ts
function randomBot(seed = 0) {
  const random = _chunkVUZDBBJQcjs.createRandom.call(void 0, seed);
  return {
    name: `random(${seed})`,
    choose: ({ legal }) => {
      if (legal.length === 0) throw new Error("randomBot asked to choose with no legal actions");
      return legal[random.int(legal.length)];
    }
  };
}

// src/core/playout.ts
var LazyInput = class {
  constructor(game, state, player) {
    this.state = state;
    this.player = player;
    this.#game = game;
    this.legal = game.legalActions(state);
  }
  
  
  
  #game;
  #view;
  #built = false;
  get view() {
    if (!this.#built) this.#view = this.#game.view(this.state, this.player), this.#built = true;
    return this.#view;
  }
};
function foldedSeed(seed) {
  if (typeof seed === "number") return seed;
  let x = BigInt.asUintN(128, BigInt(seed));
  let folded = 0;
  for (let i = 0; i < 4; i++, x >>= 32n) folded ^= Number(BigInt.asIntN(32, x));
  return folded;
}
function* playoutLoop(game, options) {
  const maxSteps = _nullishCoalesce(options.maxSteps, () => ( 1e5));
  let state = game.setup(_nullishCoalesce(options.config, () => ( {})), _nullishCoalesce(options.seed, () => ( 0)));
  const seed = foldedSeed(_nullishCoalesce(options.seed, () => ( 0)));
  const bots = {};
  game.players(_nullishCoalesce(options.config, () => ( {}))).forEach((p, i) => {
    bots[p] = _nullishCoalesce(_optionalChain([options, 'access', _ => _.bots, 'optionalAccess', _2 => _2[p]]), () => ( randomBot(seed * 31 + i + 1)));
  });
  const dice = _chunkVUZDBBJQcjs.createRandom.call(void 0, seed ^ 1540483477);
  const actions = [];
  const validate = !options.trusted;
  let steps = 0;
  for (let who = game.toMove(state); who !== null && steps < maxSteps; who = game.toMove(state)) {
    let action;
    if (who === "chance") {
      action = _chunkVUZDBBJQcjs.sampleOutcome.call(void 0, game.chanceOutcomes(state), dice);
    } else {
      const bot = bots[who];
      if (!bot) throw new Error(`No bot for seat ${who}`);
      action = yield { bot, input: new LazyInput(game, state, who) };
    }
    const r = game.step(state, action, { validate });
    _optionalChain([options, 'access', _3 => _3.onStep, 'optionalCall', _4 => _4({ state: r.state, action, player: who, events: r.events })]);
    state = r.state;
    actions.push(action);
    steps++;
  }
  return { state, actions, steps, result: game.result(state) };
}
function playout(game, options = {}) {
  const loop = playoutLoop(game, options);
  for (let next = loop.next(); ; ) {
    if (next.done) return next.value;
    const action = next.value.bot.choose(next.value.input);
    if (action instanceof Promise) throw new Error(`Bot ${next.value.bot.name} answered with a Promise: use playoutAsync`);
    next = loop.next(action);
  }
}

// src/core/reveals.ts
var SAMPLES = 6;
var DRAWS = 32;
function revealsHidden(game, before, action, after) {
  const seats = _nullishCoalesce(_optionalChain([game, 'access', _5 => _5.seatsOf, 'optionalCall', _6 => _6(before)]), () => ( []));
  if (!game.determinize || seats.length < 2) return false;
  const random = _chunkVUZDBBJQcjs.createRandom.call(void 0, before.rng.reduce((h, w) => Math.imul(h ^ w, 2654435761), 24301));
  for (const seat of seats) {
    const seen = _chunkVUZDBBJQcjs.canonicalJson.call(void 0, game.view(after, seat));
    for (let k = 0, compared = 0; k < DRAWS && compared < SAMPLES; k++) {
      const other = game.determinize(before, seat, random);
      let next;
      try {
        next = game.step(other, action).state;
      } catch (e) {
        if (e instanceof _chunkVUZDBBJQcjs.RulesError) continue;
        throw e;
      }
      compared++;
      if (_chunkVUZDBBJQcjs.canonicalJson.call(void 0, game.view(next, seat)) !== seen) return true;
    }
  }
  return false;
}

// src/core/history.ts
function crossedChance(by, before, after) {
  return by === "chance" || _chunkVUZDBBJQcjs.canonicalJson.call(void 0, before.rng) !== _chunkVUZDBBJQcjs.canonicalJson.call(void 0, after.rng);
}
function history(game, state, options = {}) {
  const make = (current, entries, undone) => ({
    state: current,
    entries,
    step(action, applyOptions) {
      const by = game.toMove(current);
      if (by === null) throw new (0, _chunkVUZDBBJQcjs.RulesError)("The game is over.");
      const { state: next, events } = game.step(current, action, applyOptions);
      const undoable = by !== "chance" && !crossedChance(by, current, next) && !game.isTerminal(next) && !(_nullishCoalesce(_optionalChain([options, 'access', _7 => _7.reveals, 'optionalCall', _8 => _8(current, next, events)]), () => ( false))) && !(_nullishCoalesce(_optionalChain([game, 'access', _9 => _9.reveals, 'optionalCall', _10 => _10(current, action, next, events)]), () => ( false))) && !revealsHidden(game, current, action, next);
      return { history: make(next, [...entries, { before: current, action, by, undoable }], []), events };
    },
    canUndo(seat) {
      const last = entries[entries.length - 1];
      return last !== void 0 && last.undoable && (seat === void 0 || last.by === seat);
    },
    undo(seat) {
      if (!this.canUndo(seat)) throw new (0, _chunkVUZDBBJQcjs.RulesError)(seat === void 0 ? "Nothing to undo." : `${seat} has nothing to undo.`);
      const last = entries[entries.length - 1];
      return make(last.before, entries.slice(0, -1), [...undone, this]);
    },
    canRedo(seat) {
      const next = undone[undone.length - 1];
      return next !== void 0 && (seat === void 0 || next.entries[next.entries.length - 1].by === seat);
    },
    redo(seat) {
      if (!this.canRedo(seat)) throw new (0, _chunkVUZDBBJQcjs.RulesError)(seat === void 0 ? "Nothing to redo." : `${seat} has nothing to redo.`);
      return undone[undone.length - 1];
    }
  });
  return make(state, [], []);
}

// src/core/record.ts
var _zod = require('zod'); var z = _interopRequireWildcard(_zod);
var gameRecordSchema = z.object({
  game: z.string(),
  version: z.string(),
  config: z.unknown(),
  /** A safe integer or a 128-bit integer string (see `Seed`). */
  seed: z.union([z.number().int(), z.string().max(48)]),
  actions: z.array(z.looseObject({ type: z.string() }))
});
function record(game, config, seed, actions) {
  return { game: game.id, version: game.version, config, seed, actions: actions.map((a) => ({ ...a })) };
}
function replay(game, input, options = {}) {
  const refuse = (reason, error) => ({ ok: false, index: -1, reason, error: _chunkVUZDBBJQcjs.bounded.call(void 0, error), state: null });
  const parsed = gameRecordSchema.safeParse(input);
  if (!parsed.success) return refuse("malformed-record", _chunkVUZDBBJQcjs.zodMessage.call(void 0, "Malformed game record", parsed.error));
  const rec = parsed.data;
  if (rec.game !== game.id) return refuse("wrong-game", `Record is for game '${rec.game}', not '${game.id}'`);
  if (rec.version !== game.version && !options.anyVersion) {
    return refuse("wrong-version", `Record is of ${game.id} rules version ${rec.version}; this is version ${game.version}`);
  }
  let state;
  try {
    state = game.setup(rec.config, rec.seed);
  } catch (e) {
    if (!(e instanceof _chunkVUZDBBJQcjs.RulesError)) throw e;
    return refuse("bad-seed", e.message);
  }
  for (let i = 0; i < rec.actions.length; i++) {
    try {
      state = game.applyUnknown(state, rec.actions[i]);
    } catch (e) {
      if (!(e instanceof _chunkVUZDBBJQcjs.RulesError)) throw e;
      return { ok: false, index: i, reason: "action-rejected", error: e.message, state };
    }
  }
  if (options.expectedState !== void 0 && _chunkVUZDBBJQcjs.canonicalJson.call(void 0, options.expectedState) !== _chunkVUZDBBJQcjs.canonicalJson.call(void 0, state)) {
    return { ok: false, index: rec.actions.length, reason: "final-state-differs", error: "Final state differs from the expected state", state };
  }
  return { ok: true, state, steps: rec.actions.length };
}










exports.randomBot = randomBot; exports.playoutLoop = playoutLoop; exports.playout = playout; exports.revealsHidden = revealsHidden; exports.history = history; exports.gameRecordSchema = gameRecordSchema; exports.record = record; exports.replay = replay;
