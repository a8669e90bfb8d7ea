// src/node/simulate.ts
import { availableParallelism } from "os";

// src/core/research/seeds.ts
var MAX = (1n << 127n) - 1n;
var SAFE = BigInt(Number.MAX_SAFE_INTEGER);
var big = (seed) => BigInt(seed);
function seedOf(value3) {
  return value3 >= -SAFE && value3 <= SAFE ? Number(value3) : value3.toString();
}
function seedAt(seed, i) {
  return seedOf(big(seed) + BigInt(i));
}

// src/core/research/row.ts
import * as z2 from "zod";

// src/core/messages.ts
import * as z from "zod";
var MESSAGE_LIMIT = 600;
function bounded(text, limit = MESSAGE_LIMIT) {
  return text.length <= limit ? text : `${text.slice(0, limit)}\u2026 (${text.length - limit} more characters)`;
}
function zodMessage(prefix, error) {
  return bounded(`${prefix}:
${z.prettifyError(error)}`);
}

// src/core/rng.ts
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
function rngProblems(rng) {
  if (rng.length !== 4) return [`the RNG state has ${rng.length} words, xoroshiro128+ has 4`];
  if (rng.some((w) => !Number.isInteger(w) || w < -2147483648 || w > 2147483647)) return ["the RNG state has a word that is not a signed 32-bit integer"];
  return rng.every((w) => w === 0) ? ["the RNG state is all zeros"] : [];
}
function seedRng(seed) {
  return [...xoroshiro128plus(seed | 0).getState()];
}
function randomInt(rng, n9) {
  if (!Number.isInteger(n9) || n9 < 1) throw new RangeError(`randomInt needs a positive integer, got ${n9}`);
  const g = xoroshiro128plusFromState(rng);
  const value3 = uniformInt(g, 0, n9 - 1);
  return [value3, [...g.getState()]];
}
function createRandom(seed) {
  let state = seedRng(seed);
  return {
    int(n9) {
      const [v, next3] = randomInt(state, n9);
      state = next3;
      return v;
    }
  };
}
function drawRng(random) {
  return seedRng(random.int(2147483647));
}
function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// src/core/bots.ts
function randomBot(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `random(${seed})`,
    choose: ({ legal }) => {
      if (legal.length === 0) throw new Error("randomBot asked to choose with no legal actions");
      return legal[random.int(legal.length)];
    }
  };
}

// src/core/chance.ts
function pickWeighted(outcomes3, rng) {
  let total = 0;
  for (const o of outcomes3) total += o.weight;
  if (outcomes3.length === 0 || total <= 0) throw new Error("chance node without outcomes");
  let [r, next3] = randomInt(rng, total);
  for (const o of outcomes3) {
    if (r < o.weight) return [o.outcome, next3];
    r -= o.weight;
  }
  throw new Error("unreachable: weights changed while sampling");
}
function toProbabilities(outcomes3) {
  let total = 0;
  for (const o of outcomes3) total += o.weight;
  return outcomes3.map((o) => ({ outcome: o.outcome, probability: o.weight / total }));
}
function countedOutcomes(items, make2) {
  const counts5 = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = item !== null && typeof item === "object" ? JSON.stringify(item) : item;
    const entry = counts5.get(key);
    if (entry) entry.weight += 1;
    else counts5.set(key, { item, weight: 1 });
  }
  return [...counts5.values()].map(({ item, weight }) => ({ outcome: make2(item), weight }));
}
function sampleOutcome(outcomes3, random) {
  let r = random.int(1e6) / 1e6;
  for (const o of outcomes3) {
    if (r < o.probability) return o.outcome;
    r -= o.probability;
  }
  return outcomes3[outcomes3.length - 1].outcome;
}

// src/core/playout.ts
var LazyInput = class {
  constructor(game, state, player) {
    this.state = state;
    this.player = player;
    this.#game = game;
    this.legal = game.legalActions(state);
  }
  state;
  player;
  legal;
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
function* playoutLoop(game, options3) {
  const maxSteps = options3.maxSteps ?? 1e5;
  let state = game.setup(options3.config ?? {}, options3.seed ?? 0);
  const seed = foldedSeed(options3.seed ?? 0);
  const bots = {};
  game.players(options3.config ?? {}).forEach((p, i) => {
    bots[p] = options3.bots?.[p] ?? randomBot(seed * 31 + i + 1);
  });
  const dice2 = createRandom(seed ^ 1540483477);
  const actions = [];
  const validate = !options3.trusted;
  let steps = 0;
  for (let who3 = game.toMove(state); who3 !== null && steps < maxSteps; who3 = game.toMove(state)) {
    let action;
    if (who3 === "chance") {
      action = sampleOutcome(game.chanceOutcomes(state), dice2);
    } else {
      const bot = bots[who3];
      if (!bot) throw new Error(`No bot for seat ${who3}`);
      action = yield { bot, input: new LazyInput(game, state, who3) };
    }
    const r = game.step(state, action, { validate });
    options3.onStep?.({ state: r.state, action, player: who3, events: r.events });
    state = r.state;
    actions.push(action);
    steps++;
  }
  return { state, actions, steps, result: game.result(state) };
}
function playout(game, options3 = {}) {
  const loop = playoutLoop(game, options3);
  for (let next3 = loop.next(); ; ) {
    if (next3.done) return next3.value;
    const action = next3.value.bot.choose(next3.value.input);
    if (action instanceof Promise) throw new Error(`Bot ${next3.value.bot.name} answered with a Promise: use playoutAsync`);
    next3 = loop.next(action);
  }
}

// src/core/research/row.ts
var simulationRowSchema = z2.object({
  /** The game's id in the registry. */
  game: z2.string(),
  /** The rules version the game was played under. */
  version: z2.string(),
  /** A safe integer, or a decimal string beyond (seeds are signed 128-bit). */
  seed: z2.union([z2.number().int(), z2.string()]),
  /** The config as the game's config schema resolved it (defaults filled). */
  config: z2.unknown(),
  /** `false` when the game hit `maxSteps` before ending or raised an error (then winners and scores are empty). */
  finished: z2.boolean(),
  winners: z2.array(z2.string()),
  scores: z2.record(z2.string(), z2.number()),
  /** The machine-readable end-reason code, when the game gives one. */
  code: z2.string().optional(),
  /** The end reason in words. */
  reason: z2.string().optional(),
  /** The spectator view's turn (or round) count at the end, when the game exposes one. */
  turns: z2.number().int().optional(),
  /** Decisions taken, chance outcomes included. */
  decisions: z2.number().int(),
  /** Wall-clock milliseconds of the game, when a clock was given. */
  ms: z2.number().optional(),
  /** The error the game raised (a rules bug), when it raised one: the run goes on without it. */
  error: z2.string().optional()
});
function turnsOf(view) {
  if (view === null || typeof view !== "object") return void 0;
  const { turn, round: round2 } = view;
  if (Number.isInteger(turn)) return turn;
  return Number.isInteger(round2) ? round2 : void 0;
}
function playRow(game, options3) {
  const config = game.schemas.config.parse(options3.config ?? {});
  const start = options3.now?.();
  const ms = () => start === void 0 ? {} : { ms: Math.round((options3.now() - start) * 1e3) / 1e3 };
  let p;
  try {
    p = playout(game, { config: options3.config ?? {}, seed: options3.seed, maxSteps: options3.maxSteps, trusted: options3.trusted });
  } catch (e) {
    const error = bounded(e instanceof Error ? e.message : String(e), 300);
    return { game: game.id, version: game.version, seed: options3.seed, config, finished: false, winners: [], scores: {}, decisions: 0, ...ms(), error };
  }
  const turns = turnsOf(game.view(p.state, null));
  return {
    game: game.id,
    version: game.version,
    seed: options3.seed,
    config,
    finished: p.result !== null,
    winners: [...p.result?.winners ?? []],
    scores: { ...p.result?.scores },
    ...p.result?.code !== void 0 && { code: p.result.code },
    ...p.result && { reason: p.result.reason },
    ...turns !== void 0 && { turns },
    decisions: p.steps,
    ...ms()
  };
}

// src/core/research/summary.ts
import * as z3 from "zod";

// src/core/research/wilson.ts
function wilsonInterval(successes, n9, z29 = 1.96) {
  if (n9 === 0) return [0, 1];
  const p = successes / n9;
  const z210 = z29 * z29;
  const centre = p + z210 / (2 * n9);
  const spread2 = z29 * Math.sqrt(p * (1 - p) / n9 + z210 / (4 * n9 * n9));
  const denominator = 1 + z210 / n9;
  return [Math.max(0, (centre - spread2) / denominator), Math.min(1, (centre + spread2) / denominator)];
}

// src/core/research/summary.ts
var SIMULATION_SUMMARY_SCHEMA_VERSION = 1;
var MAX_ERROR_SEEDS = 20;
var rate = z3.object({
  count: z3.number().int(),
  /** `count` over finished games, rounded to 4 decimals. */
  rate: z3.number(),
  /** The 95% Wilson score interval of `rate`, rounded to 4 decimals. */
  ci95: z3.tuple([z3.number(), z3.number()])
});
var spread = z3.object({ mean: z3.number(), min: z3.number(), max: z3.number() });
var simulationSummarySchema = z3.object({
  schemaVersion: z3.literal(SIMULATION_SUMMARY_SCHEMA_VERSION),
  game: z3.string(),
  version: z3.string(),
  /** The config as the game's config schema resolved it. */
  config: z3.unknown(),
  /** The first seed; game `i` used seed `seed + i` (a decimal string beyond the safe integers). */
  seed: z3.union([z3.number().int(), z3.string()]),
  games: z3.number().int(),
  finished: z3.number().int(),
  /** Games that hit `maxSteps` before ending or raised an error. */
  unfinished: z3.number().int(),
  /** Games that raised an error (a rules bug; their rows say which), and the first seeds of them. */
  errors: z3.object({ count: z3.number().int(), seeds: z3.array(z3.union([z3.number().int(), z3.string()])).max(MAX_ERROR_SEEDS) }),
  /** Decisions per game, chance outcomes included. */
  decisions: spread,
  /** Turns (or rounds) per game, when the game exposes them. */
  turns: spread.optional(),
  /** Per seat: finished games it won (a shared win counts for every winner). */
  wins: z3.record(z3.string(), rate),
  /** Finished games that nobody won. */
  noWinner: rate,
  /** Mean final score per seat over finished games. */
  meanScores: z3.record(z3.string(), z3.number()),
  /** Finished games per end reason: the result's `code` when it has one, else its prose `reason`. */
  endReasons: z3.record(z3.string(), z3.number().int()),
  /** The exact sums behind the rounded means, so that summaries of shards merge exactly (`protest-rules merge`). */
  totals: z3.object({
    decisions: z3.number(),
    /** The sum of turns, over the `turnGames` games that expose them. */
    turns: z3.number(),
    turnGames: z3.number().int(),
    scores: z3.record(z3.string(), z3.number())
  }),
  workers: z3.number().int(),
  seconds: z3.number(),
  gamesPerSecond: z3.number(),
  decisionsPerSecond: z3.number()
});
function round(x, digits) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
var Spread = class {
  total = 0;
  min = Infinity;
  max = -Infinity;
  n = 0;
  add(x) {
    this.total += x;
    this.min = Math.min(this.min, x);
    this.max = Math.max(this.max, x);
    this.n++;
  }
  /** Adds the figures of another spread. */
  merge(total, n9, min, max) {
    if (n9 === 0) return;
    this.total += total;
    this.n += n9;
    this.min = Math.min(this.min, min);
    this.max = Math.max(this.max, max);
  }
  get() {
    return this.n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: round(this.total / this.n, 2), min: this.min, max: this.max };
  }
};
var SummaryBuilder = class {
  constructor(header) {
    this.header = header;
    for (const seat of header.seats) {
      this.wins.set(seat, 0);
      this.scores.set(seat, 0);
    }
  }
  header;
  games = 0;
  finished = 0;
  noWinner = 0;
  decisions = new Spread();
  turns = new Spread();
  wins = /* @__PURE__ */ new Map();
  scores = /* @__PURE__ */ new Map();
  endReasons = /* @__PURE__ */ new Map();
  errors = 0;
  errorSeeds = [];
  /** Counts one game. */
  add(row) {
    this.games++;
    this.decisions.add(row.decisions);
    if (row.turns !== void 0) this.turns.add(row.turns);
    if (row.error !== void 0 && ++this.errors <= MAX_ERROR_SEEDS) this.errorSeeds.push(row.seed);
    if (!row.finished) return;
    this.finished++;
    if (row.winners.length === 0) this.noWinner++;
    for (const w of row.winners) this.wins.set(w, (this.wins.get(w) ?? 0) + 1);
    for (const [seat, score2] of Object.entries(row.scores)) this.scores.set(seat, (this.scores.get(seat) ?? 0) + score2);
    const key = row.code ?? row.reason ?? "unknown";
    this.endReasons.set(key, (this.endReasons.get(key) ?? 0) + 1);
  }
  /**
   * Counts the games of another run's summary of the same game, version and config, whose seeds
   * follow the ones counted so far (shards, in seed order): the result is the summary of one run.
   */
  addSummary(s) {
    this.games += s.games;
    this.finished += s.finished;
    this.noWinner += s.noWinner.count;
    this.decisions.merge(s.totals.decisions, s.games, s.decisions.min, s.decisions.max);
    if (s.turns) this.turns.merge(s.totals.turns, s.totals.turnGames, s.turns.min, s.turns.max);
    for (const [seat, r] of Object.entries(s.wins)) this.wins.set(seat, (this.wins.get(seat) ?? 0) + r.count);
    for (const [seat, total] of Object.entries(s.totals.scores)) this.scores.set(seat, (this.scores.get(seat) ?? 0) + total);
    for (const [key, n9] of Object.entries(s.endReasons)) this.endReasons.set(key, (this.endReasons.get(key) ?? 0) + n9);
    this.errors += s.errors.count;
    this.errorSeeds.push(...s.errors.seeds.slice(0, MAX_ERROR_SEEDS - this.errorSeeds.length));
  }
  rate(count) {
    const [lo, hi] = wilsonInterval(count, this.finished);
    return { count, rate: this.finished === 0 ? 0 : round(count / this.finished, 4), ci95: [round(lo, 4), round(hi, 4)] };
  }
  /** The summary so far, given the wall-clock seconds and the number of workers that played. */
  summary(seconds, workers) {
    const { game, version, config, seed } = this.header;
    const mean = (total) => this.finished === 0 ? 0 : round(total / this.finished, 2);
    const perSecond = (n9) => seconds > 0 ? round(n9 / seconds, 1) : 0;
    return {
      schemaVersion: SIMULATION_SUMMARY_SCHEMA_VERSION,
      game,
      version,
      config,
      seed,
      games: this.games,
      finished: this.finished,
      unfinished: this.games - this.finished,
      errors: { count: this.errors, seeds: [...this.errorSeeds] },
      decisions: this.decisions.get(),
      ...this.turns.n > 0 && { turns: this.turns.get() },
      wins: Object.fromEntries([...this.wins].map(([seat, n9]) => [seat, this.rate(n9)])),
      noWinner: this.rate(this.noWinner),
      meanScores: Object.fromEntries([...this.scores].map(([seat, total]) => [seat, mean(total)])),
      // Most frequent first; ties by name, so that merged shards list them as one run does.
      endReasons: Object.fromEntries([...this.endReasons].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : 1))),
      totals: { decisions: this.decisions.total, turns: this.turns.total, turnGames: this.turns.n, scores: Object.fromEntries(this.scores) },
      workers,
      seconds: round(seconds, 3),
      gamesPerSecond: perSecond(this.games),
      decisionsPerSecond: perSecond(this.decisions.total)
    };
  }
};

// src/core/research/simulate.ts
function defaultBatchSize(games2, workers) {
  return Math.max(1, Math.min(25, Math.ceil(games2 / (workers * 8))));
}
function inProcessRunner(options3) {
  return {
    workers: 1,
    run: async ({ seed, games: games2 }) => Array.from({ length: games2 }, (_, i) => playRow(options3.game, { ...options3, seed: seedAt(seed, i) }))
  };
}
async function simulate(options3) {
  const { game } = options3;
  const seed = options3.seed ?? 1;
  const runner = options3.runner ?? inProcessRunner(options3);
  const config = game.schemas.config.parse(options3.config ?? {});
  const builder = new SummaryBuilder({ game: game.id, version: game.version, config, seed, seats: game.players(options3.config ?? {}) });
  const size = options3.batchSize ?? defaultBatchSize(options3.games, runner.workers);
  const start = options3.now?.() ?? 0;
  const pending = [];
  let next3 = 0;
  let done2 = 0;
  const submit = () => {
    const games2 = Math.min(size, options3.games - next3);
    const rows = runner.run({ seed: seedAt(seed, next3), games: games2 });
    rows.catch(() => void 0);
    pending.push(rows);
    next3 += games2;
  };
  while (next3 < options3.games && pending.length < runner.workers * 2) submit();
  while (pending.length > 0) {
    const rows = await pending.shift();
    if (next3 < options3.games) submit();
    for (const row of rows) {
      builder.add(row);
      options3.onRow?.(row);
    }
    done2 += rows.length;
    options3.onProgress?.(done2, options3.games);
  }
  const seconds = options3.now ? (options3.now() - start) / 1e3 : 0;
  return builder.summary(seconds, runner.workers);
}

// src/core/choices.ts
import * as z4 from "zod";
var MAX_CHOICES = 12;
function isChoiceGroup(c) {
  return "options" in c;
}
function choiceTree(paths2, max = MAX_CHOICES) {
  const root = { label: "", children: /* @__PURE__ */ new Map() };
  for (const { action, path } of paths2) {
    let node = root;
    path.forEach((step6, i) => {
      let next3 = node.children.get(step6.key);
      if (next3 === void 0) node.children.set(step6.key, next3 = { label: step6.label, children: /* @__PURE__ */ new Map() });
      if (i === path.length - 1) next3.action = action;
      node = next3;
    });
  }
  return page([...root.children.values()].map(toChoice), max);
}
function toChoice(node) {
  const options3 = [...node.children.values()].map(toChoice);
  if (node.action !== void 0) {
    return options3.length === 0 ? { label: node.label, action: node.action } : { label: node.label, options: [{ label: node.label, action: node.action }, ...options3] };
  }
  if (options3.length === 1) {
    const only2 = options3[0];
    return { ...only2, label: `${node.label}: ${only2.label}` };
  }
  return { label: node.label, options: options3 };
}
function page(options3, max) {
  const paged = options3.map((c) => isChoiceGroup(c) ? { label: c.label, options: page(c.options, max) } : c);
  if (paged.length <= max) return paged;
  return [...paged.slice(0, max - 1), { label: `More (${paged.length - max + 1})`, options: page(paged.slice(max - 1), max) }];
}

// src/core/errors.ts
var RulesError = class extends Error {
  constructor(message) {
    super(message);
    this.name = new.target.name;
  }
};
var InvalidActionError = class extends RulesError {
  /** The zod issues that describe what is malformed. */
  issues;
  constructor(message, issues) {
    super(message);
    this.issues = issues;
  }
};
var IllegalActionError = class extends RulesError {
  /** Why the rules forbid it, in words. */
  reason;
  /** The rulebook section that forbids it, e.g. "13.2", when one applies. */
  rule;
  constructor(reason, rule) {
    super(rule ? `${reason} (rule ${rule})` : reason);
    this.reason = reason;
    this.rule = rule;
  }
};
var InvalidConfigError = class extends RulesError {
  /** The zod issues that describe what is malformed. */
  issues;
  constructor(message, issues) {
    super(message);
    this.issues = issues;
  }
};
var InvalidStateError = class extends RulesError {
  /** What is wrong with the state, one line each (at most a few). */
  problems;
  constructor(message, problems) {
    super(message);
    this.problems = problems;
  }
};
var UnknownSeatError = class extends RulesError {
  /** The seat asked for. */
  seat;
  /** The seats of the game. */
  seats;
  constructor(seat, seats2) {
    super(`Unknown seat '${String(seat).slice(0, 40)}': the seats are ${seats2.join(", ")} (or null for a spectator).`);
    this.seat = seat;
    this.seats = seats2;
  }
};

// src/core/events.ts
function value(v) {
  return typeof v === "string" ? v : JSON.stringify(v);
}
function formatEvent(e) {
  const fields = Object.entries(e).filter(([k]) => k !== "type");
  return fields.length === 0 ? e.type : `${e.type} ${fields.map(([k, v]) => `${k}=${value(v)}`).join(" ")}`;
}

// src/core/json.ts
function canonicalJson(value3) {
  return JSON.stringify(value3, (_key, v) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const sorted4 = {};
    for (const k of Object.keys(v).sort()) sorted4[k] = v[k];
    return sorted4;
  });
}

// src/core/view-side.ts
function viewSide(def) {
  function legalFromView(view) {
    const legal = view?.legal;
    if (!Array.isArray(legal)) throw new RulesError(`The views of ${def.id} carry no legal actions.`);
    return legal;
  }
  const paths2 = (view) => def.choicePaths?.(view) ?? legalFromView(view).map((action) => ({ action, path: [{ key: canonicalJson(action), label: formatEvent(action) }] }));
  return {
    legalFromView,
    describeFromView(view, action) {
      const key = canonicalJson(action);
      const found = paths2(view).find((p) => canonicalJson(p.action) === key);
      return found ? found.path.map((p) => p.label).join(": ") : formatEvent(action);
    },
    choices: (view) => choiceTree(paths2(view)),
    idlePass: (view) => def.idlePass?.(view) ?? null
  };
}

// src/core/seed.ts
var BITS = 128n;
var MOD = 1n << BITS;
var MASK = MOD - 1n;
var MIN = -(1n << 127n);
var MAX2 = (1n << 127n) - 1n;
var INT32_MIN = -(1n << 31n);
var INT32_MAX = (1n << 31n) - 1n;
var pattern = /^-?(?:0x[0-9a-f]+|[0-9]+)$/i;
function fail(seed) {
  const shown = String(seed).slice(0, 60);
  throw new InvalidConfigError(`Seed must be a safe integer or a 128-bit integer string, got ${shown}`, []);
}
function seedValue(seed) {
  if (typeof seed === "number") {
    if (!Number.isSafeInteger(seed)) fail(seed);
    return BigInt(seed);
  }
  if (typeof seed !== "string" || seed.length > 48 || !pattern.test(seed)) fail(seed);
  const negative = seed.startsWith("-");
  const magnitude = BigInt(negative ? seed.slice(1) : seed);
  const value3 = negative ? -magnitude : magnitude;
  if (value3 < MIN || value3 > MAX2) fail(seed);
  return value3;
}
function mix(x0) {
  let x = x0;
  x ^= x >> 67n;
  x = x * 0x9e3779b97f4a7c15f39cc0605cedc835n & MASK;
  x ^= x >> 61n;
  x = x * 0xd1b54a32d192ed03aef7d2c8d0f3c5e9n & MASK;
  x ^= x >> 64n;
  return x;
}
var word = (x, i) => Number(BigInt.asIntN(32, x >> 32n * i));
function rngFromSeed(seed) {
  const v = seedValue(seed);
  if (v >= INT32_MIN && v <= INT32_MAX) return seedRng(Number(v));
  const x = mix(v < 0n ? v + MOD : v);
  const state = [word(x, 3n), word(x, 2n), word(x, 1n), word(x, 0n)];
  const legacy = state[0] === -1 && state[3] === 0 && state[1] === ~state[2];
  if (x === 0n || legacy) throw new InvalidConfigError(`Seed ${String(seed)} is reserved; choose another`, []);
  return state;
}

// src/core/define-game.ts
function defineGame(def) {
  function parseConfig(config) {
    const parsed = def.schemas.config.safeParse(config ?? {});
    if (!parsed.success) throw new InvalidConfigError(zodMessage(`Invalid ${def.id} config`, parsed.error), parsed.error.issues);
    return parsed.data;
  }
  function resolveChance(state, events2) {
    let s = state;
    while (s.chance === "auto" && def.toMove(s) === "chance") {
      const [outcome, rng] = pickWeighted(def.chanceOutcomes(s), s.rng);
      const r = def.apply({ ...s, rng }, outcome);
      events2.push(...r.events);
      s = r.state;
    }
    return s;
  }
  function isListed(list2, action) {
    const key = canonicalJson(action);
    return list2.some((a) => canonicalJson(a) === key);
  }
  function explain(state, action) {
    try {
      return def.explainIllegal?.(state, action);
    } catch {
      return void 0;
    }
  }
  function checkSeat(state, player) {
    const who3 = def.toMove(state);
    if (who3 !== player) throw new IllegalActionError(bounded(who3 === null ? "The game is over." : `It is ${who3}'s decision, not ${player}'s.`));
  }
  function check(state, input) {
    const parsed = def.schemas.action.safeParse(input);
    if (!parsed.success) throw new InvalidActionError(zodMessage(`Malformed ${def.id} action`, parsed.error), parsed.error.issues);
    const action = parsed.data;
    const who3 = def.toMove(state);
    if (who3 === null) throw new IllegalActionError("The game is over.");
    const listed2 = who3 === "chance" ? def.chanceOutcomes(state).map((o) => o.outcome) : def.legalActions(state);
    if (!isListed(listed2, action)) {
      const why6 = who3 === "chance" ? void 0 : explain(state, action);
      throw new IllegalActionError(
        bounded(why6?.reason ?? (who3 === "chance" ? "Not an outcome of the pending chance node." : `Not a legal action for ${who3} now.`)),
        why6?.rule
      );
    }
    return action;
  }
  function step6(state, input, options3) {
    if (options3?.player !== void 0) checkSeat(state, options3.player);
    const action = options3?.validate === false ? input : check(state, input);
    const r = def.apply(state, action);
    const events2 = [...r.events];
    return { state: resolveChance(r.state, events2), events: events2 };
  }
  function start(config, seed) {
    const made = def.setup(parseConfig(config), rngFromSeed(seed));
    const begun = "state" in made && "events" in made ? made : { state: made, events: [] };
    const events2 = [...begun.events];
    return { state: resolveChance(begun.state, events2), events: events2 };
  }
  function restore(json) {
    const parsed = def.schemas.state.safeParse(json);
    if (!parsed.success) {
      throw new InvalidStateError(zodMessage(`Invalid ${def.id} state`, parsed.error), parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`));
    }
    const state = parsed.data;
    let problems = rngProblems(state.rng);
    try {
      if (problems.length === 0) problems = def.checkState?.(state) ?? [];
      if (problems.length === 0) problems = positionProblems(state);
    } catch (e) {
      problems = [`the rules cannot go on from it: ${e instanceof Error ? e.message : String(e)}`];
    }
    if (problems.length > 0) {
      const shown = problems.slice(0, 5).map((p) => bounded(p, 200));
      throw new InvalidStateError(bounded(`Invalid ${def.id} state: ${shown.join("; ")}`), shown);
    }
    return state;
  }
  function positionProblems(state) {
    const who3 = def.toMove(state);
    const options3 = who3 === null ? [] : who3 === "chance" ? def.chanceOutcomes(state) : def.legalActions(state);
    const over = def.result(state) !== null;
    if (who3 === null) return over ? [] : ["nobody is to move, but the game has no result"];
    if (over) return [`the game has a result, but ${who3} is to move`];
    if (options3.length === 0) return [`${who3} is to move, with nothing to choose from`];
    if (who3 === "chance") return state.chance === "auto" ? ["a chance node waits in 'auto' chance mode"] : [];
    const seats2 = def.seatsOf?.(state);
    return seats2 === void 0 || seats2.includes(who3) ? [] : [`${who3} is to move, but is not a seat of this game`];
  }
  function view(state, player) {
    if (player !== null && def.seatsOf !== void 0) {
      const seats2 = def.seatsOf(state);
      if (!seats2.includes(player)) throw new UnknownSeatError(player, seats2);
    }
    return def.view(state, player);
  }
  const game = {
    id: def.id,
    title: def.title,
    version: def.version,
    schemas: def.schemas,
    players: (config) => def.players(parseConfig(config)),
    setup: (config, seed) => start(config, seed).state,
    restore,
    start,
    toMove: (s) => def.toMove(s),
    legalActions(s) {
      const who3 = def.toMove(s);
      if (who3 === null) return [];
      return who3 === "chance" ? def.chanceOutcomes(s).map((o) => o.outcome) : def.legalActions(s);
    },
    chanceOutcomes: (s) => def.toMove(s) === "chance" ? toProbabilities(def.chanceOutcomes(s)) : [],
    apply: (s, a, o) => step6(s, a, o).state,
    step: step6,
    applyUnknown: (s, a, o) => step6(s, a, o).state,
    stepUnknown: step6,
    isTerminal: (s) => def.toMove(s) === null,
    // the definition's seats and codes are strings; `P` and `Code` are what the game declares
    result: (s) => def.result(s),
    view,
    prompt: (s) => def.prompt(s),
    ask: (s) => def.ask(s),
    describe: (s, a) => def.describe(s, a),
    ...viewSide(def),
    describeEvent: (e) => def.describeEvent?.(e) ?? formatEvent(e),
    ...def.seatsOf ? { seatsOf: (s) => [...def.seatsOf(s)] } : {},
    ...def.determinize ? { determinize: def.determinize } : {},
    ...def.reveals ? { reveals: def.reveals } : {}
  };
  return game;
}

// src/core/spaces/action-space.ts
function blockOf(spec, offset) {
  const lookup = spec.fields.map((f) => {
    if (f.values.length === 0) throw new RulesError(`Action space: ${spec.type}.${f.name} has an empty domain.`);
    const m = /* @__PURE__ */ new Map();
    f.values.forEach((v, i) => {
      if (m.has(v)) throw new RulesError(`Action space: ${spec.type}.${f.name} lists ${JSON.stringify(v)} twice.`);
      m.set(v, i);
    });
    return m;
  });
  const strides = [];
  let size = 1;
  for (let i = spec.fields.length - 1; i >= 0; i--) {
    strides[i] = size;
    size *= spec.fields[i].values.length;
  }
  return { ...spec, offset, size, lookup, strides };
}
function actionSpace(types2) {
  const blocks = [];
  const byType = /* @__PURE__ */ new Map();
  let size = 0;
  for (const spec of types2) {
    if (byType.has(spec.type)) throw new RulesError(`Action space: type ${spec.type} is listed twice.`);
    const block = blockOf(spec, size);
    blocks.push(block);
    byType.set(spec.type, block);
    size += block.size;
  }
  const outside = (action, why6) => {
    throw new RulesError(`Action ${JSON.stringify(action).slice(0, 200)} is outside the action space: ${why6}.`);
  };
  return {
    size,
    layout: blocks.map(({ type: type2, fields, offset, size: n9 }) => ({ type: type2, fields, offset, size: n9 })),
    encode(action) {
      const block = byType.get(action.type) ?? outside(action, `no type ${action.type}`);
      let index = block.offset;
      block.fields.forEach((f, i) => {
        const value3 = action[f.name];
        const digit = (value3 === void 0 ? void 0 : block.lookup[i].get(value3)) ?? outside(action, `${f.name} is not in its domain`);
        index += digit * block.strides[i];
      });
      return index;
    },
    decode(index) {
      if (!Number.isInteger(index) || index < 0 || index >= size) throw new RulesError(`Action index ${index} is outside 0\u2026${size - 1}.`);
      let lo = 0;
      let hi = blocks.length - 1;
      while (lo < hi) {
        const mid = lo + hi + 1 >> 1;
        if (blocks[mid].offset <= index) lo = mid;
        else hi = mid - 1;
      }
      const block = blocks[lo];
      let rest = index - block.offset;
      const action = { type: block.type };
      block.fields.forEach((f, i) => {
        const digit = Math.floor(rest / block.strides[i]);
        rest -= digit * block.strides[i];
        action[f.name] = f.values[digit];
      });
      return action;
    }
  };
}
function maskOf(space, legal) {
  const mask = new Uint8Array(space.size);
  for (const a of legal) mask[space.encode(a)] = 1;
  return mask;
}

// src/core/spaces/with-spaces.ts
function withSpaces(game, spec) {
  return {
    ...game,
    actionSpace: (s) => spec.actionSpace(s),
    encode: (s, a) => spec.actionSpace(s).encode(a),
    decode: (s, i) => spec.actionSpace(s).decode(i),
    legalMask: (s) => maskOf(spec.actionSpace(s), game.legalActions(s)),
    observationLayout: (s) => spec.observer(s).layout,
    observe: (s, seat) => spec.observer(s).observe(game.view(s, seat))
  };
}
function cachedBy(make2, limit = 16) {
  const cache7 = /* @__PURE__ */ new Map();
  return (key) => {
    const hit = cache7.get(key);
    if (hit !== void 0) return hit;
    const made = make2(key);
    if (cache7.size >= limit) cache7.delete(cache7.keys().next().value);
    cache7.set(key, made);
    return made;
  };
}

// src/core/collection-check.ts
function collectionProblems(label, found, expected) {
  const left = /* @__PURE__ */ new Map();
  for (const x of expected) left.set(x, (left.get(x) ?? 0) + 1);
  const extra = [];
  for (const x of found) {
    const k = left.get(x) ?? 0;
    if (k > 0) left.set(x, k - 1);
    else extra.push(x);
  }
  const missing2 = [...left].filter(([, k]) => k > 0).map(([x]) => x);
  if (extra.length === 0 && missing2.length === 0) return [];
  const few = (xs) => xs.slice(0, 3).join(", ") + (xs.length > 3 ? ` and ${xs.length - 3} more` : "");
  const parts = [extra.length > 0 && `${few(extra)} doubled or unknown`, missing2.length > 0 && `${few(missing2)} missing`].filter(Boolean);
  return [`${label}: ${parts.join("; ")}`];
}

// src/games/chicago-68/data/action-cards.ts
var app = (n9) => ({ rule: `Appendix ${n9}` });
var actionCards = [
  // Appendix 1: Mayor
  { name: "AUTHORIZE BARBED WIRE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Add two Barbed Wire tokens to the Police Supply.", source: app(1) },
  { name: "DEPLOY OFFICERS", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Place Lv1 Platoons from the Reserves in any City Areas, paying 1 Capital each.", source: app(1) },
  { name: "GREASE PALMS", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Add 3 Capital to the Municipal Budget.", source: app(1) },
  { name: "MANDATE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Pay to activate Policies: 2, 4, 6\u2026 Capital per activation of each Policy.", source: app(1) },
  { name: "STRATEGY OF CONFRONTATION", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Place a Tactics card of your choice in the Current Tactics space.", source: app(1) },
  { name: "WORK THE MACHINE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Pay 3 Capital, place a blue Delegate on the Delegate Track; skip this round\u2019s Delegate Vote.", source: app(1) },
  // Appendix 2: Yippies
  { name: "AGITATE", faction: "yippies", copies: 2, conflict: false, starting: true, text: "Replace a MOBE with an Agitator, then draw a Street Theater card per Agitator on the map.", source: app(2) },
  { name: "LEAD", faction: "yippies", copies: 2, conflict: false, starting: true, text: "Move an Agitator up to two areas, picking up and dropping off units.", source: app(2) },
  { name: "RALLY", faction: "yippies", copies: 1, conflict: false, starting: true, text: "Place a Rally Flag in each controlled area without one, gaining its red Exposure.", source: app(2) },
  // Appendix 2: MOBE
  { name: "CLASH", faction: "mobe", copies: 2, conflict: true, starting: true, text: "Injure a Platoon weaker than all Demonstrators there; red Exposure; Instability +1.", source: app(2) },
  { name: "MARCH", faction: "mobe", copies: 2, conflict: false, starting: true, text: "Move Demonstrators from one area to an adjacent one, continuing through friendly areas.", source: app(2) },
  { name: "SPEECHIFY", faction: "mobe", copies: 1, conflict: false, starting: true, text: "Activate one Rally Flag: place Lv1 MOBEs equal to its value.", source: app(2) },
  // Appendix 3: Police
  { name: "ADVANCE", faction: "police", copies: 1, conflict: true, starting: true, text: "Move a Platoon or TAC Force and arrest a weaker Demonstrator there; blue Exposure.", source: app(3) },
  { name: "DEPLOY BARBED WIRE", faction: "police", copies: 1, conflict: false, starting: true, text: "Place Barbed Wire from the Police Supply on paths adjacent to Platoons.", source: app(3) },
  { name: "MASS ARREST", faction: "police", copies: 1, conflict: true, starting: true, text: "Arrest up to four weaker Demonstrators in one area; blue Exposure.", source: app(3) },
  { name: "MOVE", faction: "police", copies: 1, conflict: false, starting: true, text: "Move any Platoons and TAC Forces to adjacent areas.", source: app(3) },
  { name: "TEARGAS", faction: "police", copies: 1, conflict: true, starting: true, text: "Tear Gas up to two areas with a TAC Force and Demonstrators; Instability +1.", source: app(3) },
  // Appendix 4: additional
  { name: "DRAW DOWN", faction: "police", copies: 1, conflict: false, starting: false, text: "Return a Lv1 Platoon to the Reserves; Instability \u22121 or 2 Exposure.", source: app(4) },
  { name: "FLAMETHROWERS", faction: "police", copies: 1, conflict: false, starting: false, text: "Permanently remove a Demonstrator with a National Guard; lose 2 Exposure.", source: app(4) },
  { name: "RAPID DEPLOYMENT", faction: "police", copies: 1, conflict: false, starting: false, text: "Move two Platoons into an adjacent uncontrolled area; Exposure if now controlled.", source: app(4) },
  { name: "STREET FIGHTING MAN", faction: "mobe", copies: 1, conflict: true, starting: false, text: "Injure a Lv1 Platoon in an area with a Lv2 MOBE; Exposure.", source: app(4) }
];

// src/games/chicago-68/data/incendiary.ts
var rec = { reconstructed: "Incendiary cards not printed in the rulebook; authored for the reference set" };
var E = "establishment";
var incendiary = [
  { name: "FBI INFORMER!", effects: [{ op: "arrest", count: 2, at: "choice" }], text: "The Establishment arrests two Demonstrators in one area.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "SELLOUT!", effects: [{ op: "arrest", count: 1, at: "choice" }, { op: "exposure", amount: 1, by: E }], text: "Arrest a Demonstrator; the Establishment gains 1 Exposure.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "GOVERNMENT MOLE!", effects: [{ op: "exposure", amount: 2, by: E }], text: "The Establishment gains 2 Exposure.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "AGENT PROVOCATEUR!", effects: [{ op: "instability", amount: 2 }], text: "Instability +2.", source: rec },
  { name: "RED SQUAD FILES!", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: rec },
  { name: "BAD TRIP!", effects: [{ op: "removeFlag", at: "choice" }], text: "The Establishment removes a Rally Flag.", source: rec },
  { name: "SNITCH!", effects: [{ op: "exposure", amount: 1, by: E }, { op: "capital", amount: 2 }], text: "The Establishment gains 1 Exposure and 2 Capital.", source: rec }
];

// src/games/chicago-68/data/machine-cards.ts
var app5 = { rule: "Appendix 5" };
var machineActions = [
  { name: "ARM THE POLICE", faction: "mayor", conflict: false, text: "Two Barbed Wire to the Police Supply; two Lv1 Platoons into starred areas with no Police; remove a Barricade between the two areas of highest Priority.", source: app5 },
  { name: "PARTY BOSSES", faction: "mayor", conflict: false, text: "Controls Hilton Hotel: a blue Delegate into the bag. Otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic.", source: app5 },
  { name: "POWER BROKER", faction: "mayor", conflict: false, text: "3 Capital or less: 1 Capital per Platoon from the Reserves into the area of highest Priority. 4 or more: WORK THE MACHINE.", source: app5 },
  { name: "PRESS CONFERENCE", faction: "mayor", conflict: false, text: "Draw and resolve a Policy; gain 1 Exposure per blue Delegate on the Delegate Track.", source: app5 },
  { name: "STATE OVERSIGHT", faction: "mayor", conflict: false, text: "Under 2 Capital: +3 Capital. Otherwise activate Policies left to right for 2 Capital each, discard them, shift and refill the splay.", source: app5 },
  { name: "ADVANCE", faction: "police", conflict: true, text: "One TAC Force or two Platoons into the area of highest Priority; arrest one weaker Demonstrator (Lv2 MOBE > Agitator > Lv1 MOBE).", source: app5 },
  { name: "DRAW DOWN", faction: "police", conflict: false, text: "Injured Lv1 Platoons to the Reserves (none: 2 Exposure); Instability \u22121.", source: app5 },
  { name: "MASS ARREST", faction: "police", conflict: true, text: "Four adjacent Police units into the area of highest Priority; arrest up to four weaker Demonstrators (Agitator > Lv2 MOBE > Lv1 MOBE).", source: app5 },
  { name: "SUPPORT", faction: "police", conflict: false, text: "Barbed Wire around the area of highest Priority; remove a Barricade; move a Platoon in from the neighbour of lowest Priority.", source: app5 },
  { name: "TEARGAS", faction: "police", conflict: true, text: "Both TAC Forces to the two reachable areas of highest Priority; Tear Gas (or, with none left, an arrest) where they meet Demonstrators.", source: app5 }
];
var tac = { reconstructed: "Machine Tactics not printed in the rulebook; authored for the reference set" };
var machineTactics = [
  { name: "RAID ON THE MCCARTHY SUITE", when: "drawn", effects: [{ op: "arrest", count: 2, at: { area: "Hilton Hotel" } }], text: "When it becomes the Current Tactic: arrest two Demonstrators in the Hilton Hotel.", source: { reconstructed: "named in Appendix 5 (PARTY BOSSES); effect authored" } },
  { name: "TACTICAL SUPPORT", when: "ongoing", effects: [], text: "While current: SUPPORT also arrests one Demonstrator weaker than the Platoon it moves.", source: { reconstructed: 'named in Appendix 5 (SUPPORT: "a conflict may be initiated"); effect authored' } },
  { name: "CURFEW", when: "endOfRound", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "At the end of the round: arrest one Demonstrator in the area of highest Priority.", source: tac },
  { name: "PRESS BRIEFING", when: "drawn", effects: [{ op: "exposure", amount: 1 }], text: "When drawn: gain 1 Exposure.", source: tac },
  { name: "BULLDOZERS", when: "drawn", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "When drawn: remove a Barricade next to the area of highest Priority.", source: tac },
  { name: "NIGHT STICKS", when: "endOfRound", effects: [{ op: "instability", amount: -1 }], text: "At the end of the round: Instability \u22121.", source: tac }
];
var pol = { reconstructed: "Machine Policies not printed in the rulebook; authored for the reference set" };
var machinePolicies = [
  { name: "CITY PAYROLL", effects: [{ op: "capital", amount: 3 }], text: "Add 3 Capital.", source: pol },
  { name: "PRECINCT CAPTAINS", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: pol },
  { name: "LOYAL DELEGATES", effects: [{ op: "delegate", color: "blue", count: 2 }, { op: "instability", amount: 1 }], text: "Add 2 Humphrey Delegates to the bag; Instability +1.", source: pol },
  { name: "SPECIAL DEPUTIES", effects: [{ op: "police", count: 2, at: "choice" }], text: "Place 2 Lv1 Platoons from the Reserves in the area of highest Priority.", source: pol },
  { name: "RESERVE CALL-UP", effects: [{ op: "heal", count: 2 }], text: "Move 2 Injured Platoons to the Reserves.", source: pol },
  { name: "GUARD MOBILIZED", effects: [{ op: "nationalGuard", at: "choice" }], text: "A National Guard token in the area of highest Priority.", source: pol },
  { name: "WIRE ORDER", effects: [{ op: "policeSupply", item: "barbedWire", count: 2 }], text: "Move 2 Barbed Wire to the Police Supply.", source: pol },
  { name: "GAS ORDER", effects: [{ op: "policeSupply", item: "tearGas", count: 2 }], text: "Move 2 Tear Gas to the Police Supply.", source: pol },
  { name: "PRESS SECRETARY", effects: [{ op: "exposure", amount: 2 }], text: "Gain 2 Exposure.", source: pol },
  { name: "PARK CLOSURE", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator in the area of highest Priority.", source: pol },
  { name: "SWEEP ORDER", effects: [{ op: "arrest", count: 2, at: "choice" }, { op: "instability", amount: 1 }], text: "Arrest two Demonstrators in the area of highest Priority; Instability +1.", source: pol },
  { name: "PERMIT REVOKED", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove the Rally Flag of highest Priority.", source: pol },
  { name: "STREET CLEANING", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "Remove a Barricade.", source: pol },
  { name: "COOLING OFF", effects: [{ op: "instability", amount: -1 }], text: "Instability \u22121.", source: pol },
  { name: "FRIENDLY EDITORS", effects: [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], text: "Gain 1 Exposure; Instability \u22121.", source: pol },
  { name: "CONVENTION SECURITY", effects: [{ op: "police", count: 1, at: { area: "Convention Hall" } }], text: "Place a Lv1 Platoon from the Reserves in the Convention Hall.", source: pol },
  { name: "RIOT ACT", effects: [{ op: "tearGas", at: "choice" }, { op: "instability", amount: 1 }], text: "Tear Gas in the area of highest Priority; Instability +1.", source: pol },
  { name: "FEDERAL FUNDS", effects: [{ op: "capital", amount: 2 }, { op: "exposure", amount: 1 }], text: "Add 2 Capital; gain 1 Exposure.", source: pol }
];
var machineComponents = {
  actions: machineActions,
  tactics: machineTactics,
  policies: machinePolicies,
  activeTokens: 8,
  // Components: 8 Active Tokens
  splay: 3
  // solo setup 1: "the first three spaces on the splay"
};

// src/games/chicago-68/data/area-names.ts
var A = {
  lincolnPark: "Lincoln Park",
  oldTown: "Old Town",
  northTransit: "North Transit",
  michiganAvenue: "Michigan Avenue",
  hilton: "Hilton Hotel",
  grantParkWest: "Grant Park West",
  grantParkEast: "Grant Park East",
  loopTransit: "Loop Transit",
  conventionHall: "Convention Hall",
  southTransit: "South Transit",
  lakefrontTransit: "Lakefront Transit",
  washingtonPark: "Washington Park",
  jail: "Cook County Jail"
};

// src/games/chicago-68/data/map.ts
var R = (reconstructed) => ({ reconstructed });
var map = R("the printed board is not in the rulebook; value chosen to fit the named geography");
var sixStars = R("starred: the 11 Lv2 Platoons (setup 5, 8, 9) and 6 Police Posts (6.3.2) need six starred areas besides Grant Park East; values fitted to the geography");
var areas = [
  { name: A.lincolnPark, kind: "park", star: true, capital: 1, blue: 1, red: 2, orientation: ["lincoln-oldtown", "lincoln-north"], source: sixStars },
  { name: A.oldTown, kind: "street", star: true, capital: 1, blue: 2, red: 2, orientation: ["lincoln-oldtown", "oldtown-north"], source: map },
  { name: A.northTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["lincoln-north", "north-michigan", "oldtown-north"], source: { rule: "2.2.4 Transit areas have a universal Exposure value of 1" } },
  { name: A.michiganAvenue, kind: "street", star: true, capital: 3, blue: 2, red: 3, orientation: ["north-michigan", "loop-michigan", "michigan-hilton", "michigan-gpw"], source: { rule: "4.2 Michigan Avenue produces three Capital; star from setup step 8" } },
  { name: A.hilton, kind: "street", star: true, capital: 2, blue: 3, red: 2, orientation: ["michigan-hilton", "hilton-gpw"], source: map },
  { name: A.grantParkWest, kind: "park", star: false, capital: 0, blue: 1, red: 2, orientation: ["michigan-gpw", "hilton-gpw", "gpw-loop", "gpw-gpe"], source: map },
  { name: A.grantParkEast, kind: "park", star: true, capital: 1, blue: 2, red: 3, orientation: ["gpw-gpe", "lakefront-gpe"], source: { rule: "setup step 8 and 6.3.2 treat Grant Park East as starred" } },
  { name: A.loopTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["loop-michigan", "loop-convention", "gpw-loop"], source: { rule: "2.2.4; setup step 7 puts a Transit area next to Grant Park West" } },
  { name: A.conventionHall, kind: "street", star: true, capital: 2, blue: 3, red: 3, orientation: ["loop-convention", "convention-south"], source: map },
  { name: A.southTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["convention-south", "south-washington"], source: { rule: "2.2.4; setup step 7: the Transit area immediately below the Convention Hall" } },
  { name: A.lakefrontTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["lakefront-gpe", "washington-lakefront"], source: { rule: "2.2.4; suggested setup c: the transit area between Washington Park and Grant Park East" } },
  { name: A.washingtonPark, kind: "park", star: true, capital: 1, blue: 1, red: 2, orientation: ["washington-lakefront", "south-washington"], source: sixStars },
  { name: A.jail, kind: "jail", star: false, capital: 0, blue: 0, red: 0, source: { rule: "2.2.4 Cook County Jail has an Exposure value of 0" } }
];
var paths = [
  { id: "lincoln-oldtown", a: A.lincolnPark, b: A.oldTown, source: map },
  { id: "lincoln-north", a: A.lincolnPark, b: A.northTransit, source: map },
  { id: "oldtown-north", a: A.oldTown, b: A.northTransit, source: map },
  { id: "north-michigan", a: A.northTransit, b: A.michiganAvenue, source: map },
  { id: "michigan-hilton", a: A.michiganAvenue, b: A.hilton, source: map },
  { id: "michigan-gpw", a: A.michiganAvenue, b: A.grantParkWest, source: { rule: "setup step 7" } },
  { id: "hilton-gpw", a: A.hilton, b: A.grantParkWest, source: map },
  { id: "gpw-gpe", a: A.grantParkWest, b: A.grantParkEast, source: map },
  { id: "gpw-loop", a: A.grantParkWest, b: A.loopTransit, source: { rule: "setup step 7" } },
  { id: "loop-michigan", a: A.loopTransit, b: A.michiganAvenue, source: map },
  { id: "loop-convention", a: A.loopTransit, b: A.conventionHall, source: map },
  { id: "convention-south", a: A.conventionHall, b: A.southTransit, source: { rule: "setup step 7" } },
  { id: "south-washington", a: A.southTransit, b: A.washingtonPark, source: map },
  { id: "washington-lakefront", a: A.washingtonPark, b: A.lakefrontTransit, source: { rule: "suggested setup c" } },
  { id: "lakefront-gpe", a: A.lakefrontTransit, b: A.grantParkEast, source: { rule: "suggested setup c" } }
];
var setupBarricades = ["michigan-gpw", "gpw-loop"];
var setupBarbedWire = ["convention-south"];

// src/games/chicago-68/data/mob-chaos.ts
var rec2 = { reconstructed: "Mob Chaos deck not printed in the rulebook; authored for the reference set" };
var E2 = "establishment";
var D = "demonstrators";
var mobChaos = [
  { name: "Police Riot", day: [{ op: "arrest", count: 1, at: "conflict" }], night: [{ op: "arrest", count: 2, at: "conflict" }, { op: "exposure", amount: 2, by: D }], text: "Arrests where the conflict was; at night the press sees it.", source: rec2 },
  { name: "Bottles and Bricks", day: [{ op: "injure", count: 1, at: "conflict" }], night: [{ op: "injure", count: 1, at: "conflict" }, { op: "instability", amount: 1 }], text: "Injure a Platoon where the conflict was.", source: rec2 },
  { name: "Tear Gas Drifts", day: [{ op: "tearGas", at: "conflict" }], night: [{ op: "tearGas", at: "conflict" }, { op: "instability", amount: 1 }], text: "Tear Gas where the conflict was.", source: rec2 },
  { name: "Guard Called In", day: [{ op: "nationalGuard", at: "choice" }], night: [{ op: "nationalGuard", at: "conflict" }], text: "A National Guard token is placed.", source: rec2 },
  { name: "Curfew Sweep", day: [{ op: "exposure", amount: 1, by: E2 }], night: [{ op: "arrest", count: 2, at: "choice" }], text: "Night curfew arrests.", source: rec2 },
  { name: "Crowd Swells", day: [{ op: "mobe", level: 1, count: 2, at: "conflict" }], night: [{ op: "mobe", level: 1, count: 1, at: "conflict" }], text: "Onlookers join the crowd.", source: rec2 },
  { name: "Reporters Beaten", day: [{ op: "exposure", amount: 2, by: D }], night: [{ op: "exposure", amount: 3, by: D }], text: "The press turns on the police.", source: rec2 },
  { name: "Looting Rumors", notSolo: true, day: [{ op: "exposure", amount: 1, by: E2 }], night: [{ op: "exposure", amount: 2, by: E2 }], text: "The Mayor blames the mob.", source: rec2 },
  { name: "Reinforcements", notSolo: true, day: [{ op: "police", count: 1, at: "conflict" }], night: [{ op: "police", count: 2, at: "choice" }], text: "Platoons from the Reserves.", source: rec2 },
  { name: "Ambulances", notSolo: true, day: [{ op: "heal", count: 1 }], night: [{ op: "heal", count: 2 }], text: "Injured officers return.", source: rec2 },
  { name: "Paddy Wagons Full", notSolo: true, day: [{ op: "release", count: 1 }], night: [{ op: "release", count: 2 }], text: "The jail overflows.", source: rec2 },
  { name: "Burning Barricades", notSolo: true, day: [{ op: "barricade", count: 1 }], night: [{ op: "barricade", count: 2 }], text: "Barricades go up.", source: rec2 },
  { name: "Wire Trampled", notSolo: true, day: [{ op: "removeBarrier", kind: "barbedWire", count: 1 }], night: [{ op: "removeBarrier", kind: "barbedWire", count: 2 }], text: "Barbed Wire torn down.", source: rec2 },
  { name: "City Hall Panics", notSolo: true, day: [{ op: "capital", amount: -2 }], night: [{ op: "capital", amount: -3 }], text: "Budget spent on overtime.", source: rec2 },
  { name: "Calm Returns", notSolo: true, day: [{ op: "instability", amount: -2 }], night: [{ op: "instability", amount: -1 }], text: "Tempers cool.", source: rec2 },
  { name: "Fires Downtown", notSolo: true, day: [{ op: "instability", amount: 1 }], night: [{ op: "minusCapital", at: "choice" }, { op: "instability", amount: 1 }], text: "The Loop burns.", source: rec2 },
  { name: "Flag Torn Down", notSolo: true, day: [{ op: "removeFlag", at: "conflict" }], night: [{ op: "removeFlag", at: "choice" }], text: "A Rally Flag falls.", source: rec2 },
  { name: "Delegates Shaken", notSolo: true, day: [{ op: "delegate", color: "red", count: 1 }], night: [{ op: "delegate", color: "blue", count: 1 }], text: "Delegates react to the violence.", source: rec2 }
];

// src/games/chicago-68/data/policies.ts
var rec3 = { reconstructed: "Policy list not printed in the rulebook; authored for the reference set" };
var policies = [
  { name: "SMOKE 'EM", effects: [{ op: "smokeEm" }], text: "TEARGAS may now be used in areas without TAC Forces.", source: { rule: "Appendix 3 (TEARGAS note)" } },
  { name: "DRAW DOWN", effects: [{ op: "policeCard", card: "DRAW DOWN" }], text: "Add DRAW DOWN to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "FLAMETHROWERS", effects: [{ op: "policeCard", card: "FLAMETHROWERS" }], text: "Add FLAMETHROWERS to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "RAPID DEPLOYMENT", effects: [{ op: "policeCard", card: "RAPID DEPLOYMENT" }], text: "Add RAPID DEPLOYMENT to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "CALL OUT THE GUARD", effects: [{ op: "nationalGuard", at: "choice" }], text: "Place a National Guard token in any City Area.", source: rec3 },
  { name: "ISSUE GAS MASKS", effects: [{ op: "policeSupply", item: "tearGas", count: 2 }], text: "Move 2 Tear Gas tokens to the Police Supply.", source: rec3 },
  { name: "REQUISITION WIRE", effects: [{ op: "policeSupply", item: "barbedWire", count: 2 }], text: "Move 2 Barbed Wire tokens to the Police Supply.", source: rec3 },
  { name: "PRESS OFFICE", effects: [{ op: "exposure", amount: 2 }], text: "Gain 2 Exposure.", source: rec3 },
  { name: "PARK CURFEW", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator anywhere.", source: rec3 },
  { name: "SHOOT TO KILL ORDER", effects: [{ op: "arrest", count: 2, at: "choice" }, { op: "instability", amount: 2 }], text: "Arrest two Demonstrators in one area; Instability +2.", source: rec3 },
  { name: "PATRONAGE JOBS", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: rec3 },
  { name: "DELEGATE CREDENTIALS", effects: [{ op: "delegate", color: "blue", count: 2 }, { op: "instability", amount: 1 }], text: "Add 2 Humphrey Delegates to the bag; Instability +1.", source: rec3 },
  { name: "RESTORE ORDER", effects: [{ op: "instability", amount: -1 }], text: "Instability \u22121.", source: rec3 },
  { name: "CALM THE CITY", effects: [{ op: "instability", amount: -2 }, { op: "exposure", amount: -1 }], text: "Instability \u22122; lose 1 Exposure.", source: rec3 },
  { name: "RETURN TO DUTY", effects: [{ op: "heal", count: 2 }], text: "Move 2 Injured Platoons to the Reserves.", source: rec3 },
  { name: "OVERTIME PAY", effects: [{ op: "police", count: 2, at: "choice" }], text: "Place 2 Lv1 Platoons from the Reserves.", source: rec3 },
  { name: "CLEAR THE BARRICADES", effects: [{ op: "removeBarrier", kind: "barricade", count: 2 }], text: "Remove 2 Barricades.", source: rec3 },
  { name: "INJUNCTION", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove a Rally Flag.", source: rec3 },
  { name: "PERMIT DENIED", effects: [{ op: "minusCapital", at: "choice" }, { op: "exposure", amount: 1 }], text: "Place a \u22121 Capital token; gain 1 Exposure.", source: rec3 },
  { name: "FEDERAL GRANT", effects: [{ op: "capital", amount: 5 }], text: "Add 5 Capital to the Municipal Budget.", source: rec3 },
  { name: "MEDIA BLACKOUT", effects: [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], text: "Gain 1 Exposure; Instability \u22121.", source: rec3 }
];

// src/games/chicago-68/data/schema.ts
import * as z6 from "zod";

// src/core/provenance.ts
import * as z5 from "zod";
var provenanceSchema = z5.union([z5.strictObject({ rule: z5.string().min(1) }), z5.strictObject({ reconstructed: z5.string().min(1) })]);

// src/games/chicago-68/data/cross-check.ts
var namedKinds = {
  [A.lincolnPark]: "park",
  [A.grantParkWest]: "park",
  [A.grantParkEast]: "park",
  [A.washingtonPark]: "park",
  [A.jail]: "jail"
};
function unique(names2, what, path, issue) {
  const seen = /* @__PURE__ */ new Set();
  names2.forEach((n9, i) => {
    if (seen.has(n9)) issue(`${what} '${n9}' appears twice`, [path, i]);
    seen.add(n9);
  });
}
function checkEffects(effects3, path, known, issue) {
  effects3.forEach((e, i) => {
    const area3 = typeof e.at === "object" && e.at !== null && "area" in e.at ? String(e.at.area) : null;
    if (area3 !== null && !known.areas.has(area3)) issue(`unknown City Area '${area3}'`, [...path, i, "at", "area"]);
    if (e.card !== void 0 && !known.cards.has(e.card)) issue(`unknown Action Card '${e.card}'`, [...path, i, "card"]);
  });
}
function crossCheck(set2, ctx) {
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const areas2 = new Set(set2.areas.map((a) => a.name));
  const cards5 = new Set(set2.actionCards.map((c) => c.name));
  unique(set2.areas.map((a) => a.name), "City Area", "areas", issue);
  for (const name of Object.values(A)) {
    const area3 = set2.areas.find((a) => a.name === name);
    if (!area3) issue(`the rules need the City Area '${name}'`, ["areas"]);
    else if (namedKinds[name] !== void 0 && area3.kind !== namedKinds[name]) issue(`'${name}' must be a ${namedKinds[name]} area`, ["areas", set2.areas.indexOf(area3), "kind"]);
  }
  unique(set2.paths.map((p) => p.id), "Path", "paths", issue);
  set2.paths.forEach((p, i) => {
    for (const end of ["a", "b"]) if (!areas2.has(p[end])) issue(`unknown City Area '${p[end]}'`, ["paths", i, end]);
    if (p.a === p.b) issue(`a Path joins two different City Areas`, ["paths", i]);
  });
  const pathIds = new Set(set2.paths.map((p) => p.id));
  for (const key of ["setupBarricades", "setupBarbedWire"]) {
    set2[key].forEach((id, i) => {
      if (!pathIds.has(id)) issue(`unknown Path '${id}'`, [key, i]);
    });
  }
  const known = { areas: areas2, cards: cards5 };
  unique(set2.actionCards.map((c) => c.name), "Action Card", "actionCards", issue);
  set2.streetTheater.forEach((c, i) => {
    if (c.location !== "any" && c.location !== "Grant Park" && !areas2.has(c.location)) issue(`unknown location '${c.location}'`, ["streetTheater", i, "location"]);
    if (c.grants && !cards5.has(c.grants.card)) issue(`unknown Action Card '${c.grants.card}'`, ["streetTheater", i, "grants", "card"]);
    checkEffects(c.effects, ["streetTheater", i, "effects"], known, issue);
  });
  for (const key of ["policies", "tactics", "incendiary"]) set2[key].forEach((c, i) => checkEffects(c.effects, [key, i, "effects"], known, issue));
  set2.mobChaos.forEach((c, i) => {
    checkEffects(c.day, ["mobChaos", i, "day"], known, issue);
    checkEffects(c.night, ["mobChaos", i, "night"], known, issue);
  });
}

// src/games/chicago-68/data/schema.ts
var MAX_COUNT = 1e3;
var sourceSchema = provenanceSchema;
var sideSchema = z6.enum(["establishment", "demonstrators"]);
var factionSchema = z6.enum(["mayor", "police", "yippies", "mobe"]);
var areaKindSchema = z6.enum(["park", "street", "transit", "jail"]);
var areaSchema = z6.strictObject({
  name: z6.string().min(1),
  kind: areaKindSchema,
  /** 2.2.2 starred ★ areas count for MEET THE PRESS. */
  star: z6.boolean(),
  /** 2.2.3 Capital Bonus. */
  capital: z6.number().int().min(0).max(MAX_COUNT),
  /** 2.2.4 Exposure Bonus: blue for the Establishment, red for the Demonstrators. */
  blue: z6.number().int().min(0).max(MAX_COUNT),
  red: z6.number().int().min(0).max(MAX_COUNT),
  /**
   * The area's paths, topmost first then counterclockwise (the Machine's SUPPORT, Appendix 5); every
   * path touching the area exactly once (checked by `componentSetSchema`).
   */
  orientation: z6.array(z6.string()).max(MAX_COUNT).optional(),
  source: sourceSchema
});
var pathSchema = z6.strictObject({ id: z6.string().min(1), a: z6.string(), b: z6.string(), source: sourceSchema });
var whereSchema = z6.union([
  z6.enum(["choice", "requirement", "conflict"]),
  z6.strictObject({ area: z6.string() })
]);
var by = sideSchema.optional();
var effectSchema = z6.discriminatedUnion("op", [
  /** Gain (or, negative, lose) Exposure (2.12). */
  z6.strictObject({ op: z6.literal("exposure"), amount: z6.number().int().min(-MAX_COUNT).max(MAX_COUNT), by }),
  /** Raise or lower Instability (2.11). */
  z6.strictObject({ op: z6.literal("instability"), amount: z6.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Add to (or take from) the Municipal Budget (2.5.3). */
  z6.strictObject({ op: z6.literal("capital"), amount: z6.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Place MOBE units from the Demonstrator supply. */
  z6.strictObject({ op: z6.literal("mobe"), level: z6.union([z6.literal(1), z6.literal(2)]), count: z6.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Place an Agitator from the supply. */
  z6.strictObject({ op: z6.literal("agitator"), at: whereSchema }),
  /** Place Lv1 Police Platoons from the Reserves. */
  z6.strictObject({ op: z6.literal("police"), count: z6.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Arrest Demonstrators (2.3.4); the Establishment picks which. */
  z6.strictObject({ op: z6.literal("arrest"), count: z6.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Injure Police Platoons (2.3.3); the Demonstrators pick which. */
  z6.strictObject({ op: z6.literal("injure"), count: z6.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Move Injured Platoons back to the Reserves. */
  z6.strictObject({ op: z6.literal("heal"), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Release jailed Demonstrators to a Park without paying bail. */
  z6.strictObject({ op: z6.literal("release"), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Place a -1 Capital token (Glossary) in an area. */
  z6.strictObject({ op: z6.literal("minusCapital"), at: whereSchema }),
  /** Place Barricades from the Demonstrator supply on paths adjacent to Demonstrators. */
  z6.strictObject({ op: z6.literal("barricade"), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Remove Barriers of one kind (anywhere on the map; chosen by the acting side). */
  z6.strictObject({ op: z6.literal("removeBarrier"), kind: z6.enum(["barricade", "barbedWire"]), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Move Barbed Wire or Tear Gas from the general supply to the Police Supply (2.5.3). */
  z6.strictObject({ op: z6.literal("policeSupply"), item: z6.enum(["barbedWire", "tearGas"]), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Place a National Guard token (2.4.3). */
  z6.strictObject({ op: z6.literal("nationalGuard"), at: whereSchema }),
  /** Place a Tear Gas token from the general supply (2.4.2). */
  z6.strictObject({ op: z6.literal("tearGas"), at: whereSchema }),
  /** Add Delegates to the Delegate Bag (2.5.2). */
  z6.strictObject({ op: z6.literal("delegate"), color: z6.enum(["blue", "red"]), count: z6.number().int().min(1).max(MAX_COUNT) }),
  /** Place a Rally Flag from the supply (2.4.1). */
  z6.strictObject({ op: z6.literal("flag"), at: whereSchema }),
  /** Remove a Rally Flag. */
  z6.strictObject({ op: z6.literal("removeFlag"), at: whereSchema }),
  /** Draw a Mayor Policy card into the Policy splay (2.8.1). */
  z6.strictObject({ op: z6.literal("policyDraw") }),
  /** Add a special card to the Police hand (2.7.1). */
  z6.strictObject({ op: z6.literal("policeCard"), card: z6.string() }),
  /** SMOKE 'EM: TEARGAS may be used in areas without TAC Forces (Appendix 3). */
  z6.strictObject({ op: z6.literal("smokeEm") }),
  /** Resolve an Action Card's effect as a free action (it is not played from a hand). */
  z6.strictObject({ op: z6.literal("action"), card: z6.string() })
]);
var actionCardSchema = z6.strictObject({
  name: z6.string().min(1),
  faction: factionSchema,
  copies: z6.number().int().min(1).max(MAX_COUNT),
  /** 3.1 Conflict Cards may be discarded to remove a Barrier (2.9.3). */
  conflict: z6.boolean(),
  /** In the starting hand (false: added by a Policy or an Opportunity card). */
  starting: z6.boolean(),
  text: z6.string(),
  source: sourceSchema
});
var streetTheaterSchema = z6.strictObject({
  name: z6.string().min(1),
  kind: z6.enum(["event", "opportunity", "counterrevolutionary"]),
  /** Agitator location requirement: an area name, 'Grant Park' (either Grant Park area) or 'any'. */
  location: z6.string(),
  /** Opportunity cards need two Agitators there (2.7.3). */
  agitators: z6.number().int().min(0).max(2),
  effects: z6.array(effectSchema).max(MAX_COUNT),
  /** Opportunity cards: the Action Card gained and the hands it may join. */
  grants: z6.strictObject({ card: z6.string(), hands: z6.array(factionSchema).min(1) }).optional(),
  text: z6.string(),
  source: sourceSchema
});
var policySchema = z6.strictObject({ name: z6.string().min(1), effects: z6.array(effectSchema).max(MAX_COUNT), text: z6.string(), source: sourceSchema });
var tacticSchema = z6.strictObject({ name: z6.string().min(1), effects: z6.array(effectSchema).max(MAX_COUNT), text: z6.string(), source: sourceSchema });
var mobChaosSchema = z6.strictObject({
  name: z6.string().min(1),
  day: z6.array(effectSchema).max(MAX_COUNT),
  night: z6.array(effectSchema).max(MAX_COUNT),
  /** Solo setup 2: one of the 11 cards with SOLO crossed out, removed when playing against the Machine. */
  notSolo: z6.boolean().optional(),
  text: z6.string(),
  source: sourceSchema
});
var incendiarySchema = z6.strictObject({ name: z6.string().min(1), effects: z6.array(effectSchema).max(MAX_COUNT), text: z6.string(), source: sourceSchema });
var countsSchema = z6.strictObject({
  policeL1: z6.number().int().min(0).max(MAX_COUNT),
  policeL2: z6.number().int().min(0).max(MAX_COUNT),
  tac: z6.number().int().min(0).max(MAX_COUNT),
  smallRed: z6.number().int().min(0).max(MAX_COUNT),
  mobeL2: z6.number().int().min(0).max(MAX_COUNT),
  agitators: z6.number().int().min(0).max(MAX_COUNT),
  rallyFlags: z6.array(z6.number().int().min(1).max(MAX_COUNT)).max(MAX_COUNT),
  nationalGuard: z6.number().int().min(0).max(MAX_COUNT),
  barbedWire: z6.number().int().min(0).max(MAX_COUNT),
  barricades: z6.number().int().min(0).max(MAX_COUNT),
  tearGas: z6.number().int().min(0).max(MAX_COUNT),
  minusCapital: z6.number().int().min(0).max(MAX_COUNT),
  pinkDelegates: z6.number().int().min(0).max(MAX_COUNT),
  posts: z6.number().int().min(0).max(MAX_COUNT),
  /** Reconstructed: Lv1 Platoons in the Reserves at setup, Police Supply at setup. */
  reservesL1: z6.number().int().min(0).max(MAX_COUNT),
  policeSupplyBarbedWire: z6.number().int().min(0).max(MAX_COUNT),
  policeSupplyTearGas: z6.number().int().min(0).max(MAX_COUNT),
  /** Reconstructed track sizes. */
  delegateTrack: z6.number().int().min(5).max(MAX_COUNT),
  exposureTrack: z6.number().int().min(3).max(MAX_COUNT),
  /** Reconstructed starting Municipal Budget and Policy splay. */
  startingCapital: z6.number().int().min(0).max(MAX_COUNT),
  startingPolicies: z6.number().int().min(0).max(MAX_COUNT),
  /** 6.1 Turn cards per faction in the Variable Turn Order deck. */
  turnCardsPerFaction: z6.number().int().min(1).max(MAX_COUNT)
});
var machineActionSchema = z6.strictObject({
  name: z6.string().min(1),
  faction: z6.enum(["mayor", "police"]),
  conflict: z6.boolean(),
  text: z6.string(),
  source: sourceSchema
});
var machineTacticSchema = z6.strictObject({
  name: z6.string().min(1),
  when: z6.enum(["drawn", "endOfRound", "ongoing"]),
  effects: z6.array(effectSchema).max(MAX_COUNT),
  text: z6.string(),
  source: sourceSchema
});
var machineComponentsSchema = z6.strictObject({
  actions: z6.array(machineActionSchema).max(MAX_COUNT),
  tactics: z6.array(machineTacticSchema).max(MAX_COUNT).min(1),
  policies: z6.array(policySchema).max(MAX_COUNT).min(1),
  /** 8 Active tokens. */
  activeTokens: z6.number().int().min(1).max(MAX_COUNT),
  /** Machine Policies in the splay: "the first three spaces on the splay" (solo setup 1). */
  splay: z6.number().int().min(1).max(MAX_COUNT)
});
function orientationIssues(set2) {
  return set2.areas.flatMap((a) => {
    if (a.orientation === void 0) return [];
    const touching = set2.paths.filter((p) => p.a === a.name || p.b === a.name).map((p) => p.id).sort();
    const listed2 = [...a.orientation].sort();
    return JSON.stringify(touching) === JSON.stringify(listed2) ? [] : [`${a.name}: orientation ${a.orientation.join(", ")} is not its paths ${touching.join(", ")}`];
  });
}
function starIssues(set2) {
  const starred = set2.areas.filter((a) => a.star && a.name !== "Grant Park East").length;
  const out = [];
  if (starred !== set2.counts.posts) out.push(`${starred} starred areas besides Grant Park East for ${set2.counts.posts} Police Posts (6.3.2: one in each)`);
  if (set2.counts.policeL2 !== starred + 5) out.push(`${set2.counts.policeL2} Lv2 Platoons where setup places ${starred + 5} (8: one per starred area but Grant Park East and one in the Convention Hall; 5: one; 9: three)`);
  return out;
}
var componentSetSchema = z6.strictObject({
  areas: z6.array(areaSchema).max(MAX_COUNT).min(2),
  paths: z6.array(pathSchema).max(MAX_COUNT).min(1),
  /** Setup step 7 barriers. */
  setupBarricades: z6.array(z6.string()).max(MAX_COUNT),
  setupBarbedWire: z6.array(z6.string()).max(MAX_COUNT),
  actionCards: z6.array(actionCardSchema).max(MAX_COUNT),
  streetTheater: z6.array(streetTheaterSchema).max(MAX_COUNT),
  policies: z6.array(policySchema).max(MAX_COUNT).min(1),
  tactics: z6.array(tacticSchema).max(MAX_COUNT).min(1),
  mobChaos: z6.array(mobChaosSchema).max(MAX_COUNT).min(1),
  incendiary: z6.array(incendiarySchema).max(MAX_COUNT),
  /** The solo and co-op components; the reference ones when absent. */
  machine: machineComponentsSchema.optional(),
  counts: countsSchema
}).superRefine((set2, ctx) => {
  crossCheck(set2, ctx);
  for (const message of orientationIssues(set2)) ctx.addIssue({ code: "custom", message, path: ["areas"] });
  for (const message of starIssues(set2)) ctx.addIssue({ code: "custom", message, path: ["counts"] });
});

// src/games/chicago-68/data/street-theater.ts
var rec4 = { reconstructed: "card list not printed in the rulebook; authored for the reference set" };
var ev = (name, location, effects3, text) => ({ name, kind: "event", location, agitators: 1, effects: effects3, text, source: rec4 });
var here = "requirement";
var events = [
  { ...ev("Unbirthday Party for LBJ", "Grant Park", [{ op: "exposure", amount: 2 }, { op: "mobe", level: 1, count: 2, at: here }], "Gain 2 Exposure; place 2 Lv1 MOBEs in Grant Park."), source: { rule: "setup step 6 names the card; effect reconstructed" } },
  ev("Festival of Life", "Lincoln Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Lincoln Park."),
  ev("Nominate a Pig", "Grant Park", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Yippie Manifesto", "any", [{ op: "exposure", amount: 1 }, { op: "instability", amount: 1 }], "Gain 1 Exposure; Instability +1."),
  ev("Spike the Water Supply", "any", [{ op: "instability", amount: 2 }], "Instability +2."),
  ev("Hog Butcher Headlines", "Michigan Avenue", [{ op: "exposure", amount: 2 }, { op: "minusCapital", at: here }], "Gain 2 Exposure; \u22121 Capital in Michigan Avenue."),
  ev("Whole World Is Watching", "Hilton Hotel", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Free Love-In", "Grant Park", [{ op: "mobe", level: 1, count: 2, at: here }, { op: "instability", amount: 1 }], "Place 2 Lv1 MOBEs; Instability +1."),
  ev("Bail Fund", "any", [{ op: "release", count: 2 }], "Release 2 jailed Demonstrators to a Park."),
  ev("Legal Aid", "Cook County Jail", [{ op: "release", count: 3 }], "Release 3 jailed Demonstrators to a Park."),
  ev("Barricade the Streets", "any", [{ op: "barricade", count: 2 }], "Place 2 Barricades next to Demonstrators."),
  ev("Wire Cutters", "any", [{ op: "removeBarrier", kind: "barbedWire", count: 1 }], "Remove 1 Barbed Wire."),
  ev("Stink Bombs", "Hilton Hotel", [{ op: "minusCapital", at: here }, { op: "instability", amount: 1 }], "\u22121 Capital in the Hilton Hotel; Instability +1."),
  ev("Delegates Walk Out", "Convention Hall", [{ op: "delegate", color: "red", count: 2 }], "Add 2 McCarthy Delegates to the bag."),
  ev("Clean for Gene", "Old Town", [{ op: "delegate", color: "red", count: 1 }, { op: "exposure", amount: 1 }], "Add a McCarthy Delegate; gain 1 Exposure."),
  ev("Peace Plank Debate", "Convention Hall", [{ op: "exposure", amount: 2 }, { op: "delegate", color: "red", count: 1 }], "Gain 2 Exposure; add a McCarthy Delegate."),
  ev("Marshals Training", "Lincoln Park", [{ op: "mobe", level: 2, count: 1, at: here }], "Place a Lv2 MOBE in Lincoln Park."),
  ev("Snake Dance", "any", [{ op: "action", card: "MARCH" }], "Resolve a MARCH."),
  ev("Teach-In", "Washington Park", [{ op: "mobe", level: 1, count: 2, at: here }, { op: "exposure", amount: 1 }], "Place 2 Lv1 MOBEs; gain 1 Exposure."),
  ev("Poor People\u2019s Mule Train", "Washington Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Washington Park."),
  ev("Guerrilla Theater", "any", [{ op: "exposure", amount: 2 }], "Gain 2 Exposure."),
  ev("Mimeograph Leaflets", "any", [{ op: "mobe", level: 1, count: 1, at: "choice" }, { op: "exposure", amount: 1 }], "Place a Lv1 MOBE anywhere; gain 1 Exposure."),
  ev("Rock Concert", "Grant Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Grant Park."),
  ev("Mobilize the Students", "any", [{ op: "agitator", at: here }], "Place an Agitator with this Agitator."),
  ev("Raise the Flag", "any", [{ op: "flag", at: here }], "Place a Rally Flag here."),
  ev("Sit-In at the Hilton", "Hilton Hotel", [{ op: "mobe", level: 1, count: 2, at: here }], "Place 2 Lv1 MOBEs in the Hilton Hotel."),
  ev("Network News Crews", "Michigan Avenue", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Expose the Machine", "Old Town", [{ op: "capital", amount: -2 }, { op: "exposure", amount: 1 }], "The Municipal Budget loses 2 Capital; gain 1 Exposure."),
  ev("Taxi Strike", "Loop Transit", [{ op: "minusCapital", at: { area: "Michigan Avenue" } }], "\u22121 Capital in Michigan Avenue."),
  ev("Transit Walkout", "South Transit", [{ op: "minusCapital", at: { area: "Convention Hall" } }, { op: "exposure", amount: 1 }], "\u22121 Capital in the Convention Hall; gain 1 Exposure."),
  ev("El Train Leafleting", "North Transit", [{ op: "mobe", level: 1, count: 2, at: here }], "Place 2 Lv1 MOBEs in North Transit."),
  ev("Lakefront Vigil", "Lakefront Transit", [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], "Gain 1 Exposure; Instability \u22121."),
  ev("Medics Committee", "any", [{ op: "release", count: 1 }, { op: "instability", amount: -1 }], "Release 1 jailed Demonstrator; Instability \u22121."),
  ev("Chant at the Cops", "any", [{ op: "instability", amount: 1 }, { op: "exposure", amount: 1 }], "Instability +1; gain 1 Exposure."),
  ev("Smuggle in Supplies", "Grant Park", [{ op: "barricade", count: 1 }, { op: "mobe", level: 1, count: 1, at: here }], "Place a Barricade and a Lv1 MOBE."),
  ev("Rumor Mill", "any", [{ op: "capital", amount: -1 }, { op: "instability", amount: 1 }], "The Municipal Budget loses 1 Capital; Instability +1.")
];
var opp = (name, location, card9, hands, text) => ({
  name,
  kind: "opportunity",
  location,
  agitators: 2,
  effects: [],
  grants: { card: card9, hands },
  text,
  source: rec4
});
var opportunities = [
  { ...opp("STREET FIGHTING MAN", "Michigan Avenue", "STREET FIGHTING MAN", ["mobe"], "Opportunity: two Agitators in Michigan Avenue; add STREET FIGHTING MAN to the MOBE hand."), source: { rule: "Appendix 4" } },
  opp("Yip-In", "Grant Park", "LEAD", ["yippies", "mobe"], "Opportunity: add a LEAD to the Yippie or MOBE hand."),
  opp("Peace March", "Washington Park", "MARCH", ["mobe"], "Opportunity: add a MARCH to the MOBE hand."),
  opp("Soapbox", "Lincoln Park", "SPEECHIFY", ["yippies", "mobe"], "Opportunity: add a SPEECHIFY to the Yippie or MOBE hand.")
];
var cr = (name) => ({
  name,
  kind: "counterrevolutionary",
  location: "any",
  agitators: 0,
  effects: [],
  text: "Counterrevolutionary: must be placed in the splay; discard by removing a free Agitator (2.7.4).",
  source: { reconstructed: "2.7.4 gives no effect beyond occupying a splay space" }
});
var counters = ["Infighting", "Bad Press", "Burnout", "Ego Trip", "Factionalism", "Paranoia", "Sectarian Split"].map((n9) => cr(`Counterrevolutionary: ${n9}`));
var streetTheater = [...events, ...opportunities, ...counters];

// src/games/chicago-68/data/tactics.ts
var rec5 = { reconstructed: "Tactics deck not printed in the rulebook; authored for the reference set" };
var tactics = [
  { name: "RAID ON THE MCCARTHY SUITE", effects: [{ op: "arrest", count: 2, at: { area: "Hilton Hotel" } }], text: "Arrest two Demonstrators in the Hilton Hotel.", source: { reconstructed: "named in Appendix 5; effect authored" } },
  { name: "TACTICAL SUPPORT", effects: [{ op: "action", card: "ADVANCE" }], text: "Resolve an ADVANCE.", source: { reconstructed: "named in Appendix 5 (a conflict may be initiated); effect authored" } },
  { name: "INFILTRATORS", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove a Rally Flag.", source: rec5 },
  { name: "SHOW OF FORCE", effects: [{ op: "exposure", amount: 1 }], text: "Gain 1 Exposure.", source: rec5 },
  { name: "SWEEP THE PARKS", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator anywhere.", source: rec5 },
  { name: "CHECKPOINTS", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "Remove a Barricade.", source: rec5 }
];

// src/games/chicago-68/data/components.ts
var counts = {
  policeL1: 13,
  // reconstructed: 57 small blue cubes are shared with unlimited Capital; 1 + 4 placed in setup + 8 Reserves
  policeL2: 11,
  // Components: 11 big blue cubes
  tac: 2,
  // Components
  smallRed: 28,
  // Components: 28 small red cubes
  mobeL2: 7,
  // Components
  agitators: 5,
  // Components
  rallyFlags: [1, 1, 2, 3],
  // Components: +1, +1, +2, +3
  nationalGuard: 3,
  // Components
  barbedWire: 6,
  // Components
  barricades: 6,
  // Components
  tearGas: 6,
  // Components
  minusCapital: 9,
  // Components
  pinkDelegates: 5,
  // 6.3.1
  posts: 6,
  // Components (Incendiary Events)
  reservesL1: 8,
  // reconstructed: Reserves size not printed
  policeSupplyBarbedWire: 2,
  // reconstructed: Police Supply at setup not printed
  policeSupplyTearGas: 3,
  // reconstructed
  delegateTrack: 11,
  // reconstructed: odd, so that a majority always exists
  exposureTrack: 10,
  // reconstructed: spaces on each side of the central star
  startingCapital: 3,
  // reconstructed
  startingPolicies: 3,
  // reconstructed from the solo setup ("first three spaces on the splay as usual")
  turnCardsPerFaction: 3
  // reconstructed: 6.1 deck, one card per possible action
};
var referenceComponents = componentSetSchema.parse({
  areas,
  paths,
  setupBarricades,
  setupBarbedWire,
  actionCards,
  streetTheater,
  policies,
  tactics,
  mobChaos,
  incendiary,
  machine: machineComponents,
  counts
});

// src/games/chicago-68/rules/lookups.ts
var cache = /* @__PURE__ */ new WeakMap();
var lastSet;
var lastBoard;
function board(s) {
  const set2 = s.components ?? referenceComponents;
  if (set2 === lastSet) return lastBoard;
  let b = cache.get(set2);
  if (!b) {
    const links = /* @__PURE__ */ new Map();
    for (const a of set2.areas) links.set(a.name, []);
    for (const p of set2.paths) {
      links.get(p.a)?.push([p.id, p.b]);
      links.get(p.b)?.push([p.id, p.a]);
    }
    const jail = set2.areas.find((a) => a.kind === "jail")?.name ?? "";
    b = {
      set: set2,
      areaNames: set2.areas.map((a) => a.name),
      cityAreas: set2.areas.map((a) => a.name).filter((n9) => n9 !== jail),
      area: new Map(set2.areas.map((a) => [a.name, a])),
      links,
      path: new Map(set2.paths.map((p) => [p.id, { a: p.a, b: p.b }])),
      parks: set2.areas.filter((a) => a.kind === "park").map((a) => a.name),
      jail,
      action: new Map(set2.actionCards.map((c) => [c.name, c])),
      st: new Map(set2.streetTheater.map((c) => [c.name, c])),
      incendiary: new Map(set2.incendiary.map((c) => [c.name, c]))
    };
    cache.set(set2, b);
  }
  lastSet = set2;
  lastBoard = b;
  return b;
}
function sideOf(f) {
  return f === "mayor" || f === "police" ? "establishment" : "demonstrators";
}
function seatOf(s, f) {
  return s.factionSeat[f];
}
var isKind = (t, kind2) => t.kind === kind2;
function findTask(s, kind2) {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i];
    if (isKind(t, kind2)) return t;
  }
  return void 0;
}
function turnOf(s) {
  return findTask(s, "turn");
}
function sideFaction(s, side) {
  const turn = turnOf(s);
  if (turn && sideOf(turn.faction) === side) return turn.faction;
  if (findTask(s, "phase")?.name === "rankAndFile") return side === "establishment" ? "police" : "mobe";
  return side === "establishment" ? "mayor" : "yippies";
}
function cityAreas(s) {
  return board(s).cityAreas;
}
function isNight(s) {
  return s.round % 2 === 0;
}

// src/games/chicago-68/census.ts
function unitCensus(s) {
  const names2 = board(s).areaNames;
  const sum = (f) => names2.reduce((t, n9) => t + f(n9), 0);
  const post = (k) => sum((n9) => s.areas[n9].post === k ? 1 : 0);
  const red2 = s.delegates.track.filter((c) => c === "red").length + s.delegates.bag.red;
  const pink = s.delegates.track.filter((c) => c === "pink").length + s.delegates.bag.pink;
  return {
    smallRed: sum((n9) => s.areas[n9].u.m1) + s.supply.m1 + s.box.m1 + red2,
    mobeL2: sum((n9) => s.areas[n9].u.m2) + s.supply.m2 + s.box.m2 + s.bonusUnits.m2,
    agitators: sum((n9) => s.areas[n9].u.ag) + s.supply.ag + s.box.ag,
    pigasus: sum((n9) => s.areas[n9].u.pig) + s.box.pig,
    policeL1: sum((n9) => s.areas[n9].u.p1) + post("p1") + s.police.reserves.p1 + s.police.injured.p1 + s.box.p1,
    policeL2: sum((n9) => s.areas[n9].u.p2) + post("p2") + s.police.reserves.p2 + s.police.injured.p2 + s.box.p2 + s.bonusUnits.p2,
    tac: sum((n9) => s.areas[n9].u.tac) + post("tac") + s.box.tac,
    rallyFlags: sum((n9) => s.areas[n9].flag === null ? 0 : 1) + s.supply.flags.length,
    nationalGuard: sum((n9) => s.areas[n9].ng) + s.general.ng,
    barbedWire: Object.values(s.paths).filter((p) => p.wire).length + s.police.wire + s.general.wire,
    barricades: Object.values(s.paths).filter((p) => p.barricade).length + s.supply.barricades,
    tearGas: sum((n9) => s.areas[n9].gas ? 1 : 0) + s.police.gas + s.general.gas,
    minusCapital: sum((n9) => s.areas[n9].minus) + s.general.minus,
    pinkDelegates: pink + s.supply.pink,
    posts: sum((n9) => s.areas[n9].post === null ? 0 : 1) + s.box.posts,
    ...s.machine && {
      activeTokens: Object.values(s.machine.active).reduce((t, k) => t + k, 0) + s.machine.activeSupply,
      machineMayorCards: s.machine.decks.mayor.length + s.machine.discards.mayor.length,
      machinePoliceCards: s.machine.decks.police.length + s.machine.discards.police.length,
      machineTactics: s.tacticsDeck.length + s.machine.tacticsDiscard.length + (s.tactic === null ? 0 : 1)
    }
  };
}

// src/core/with-key.ts
function withKey(o, k, v) {
  const c = { ...o };
  c[k] = v;
  return c;
}

// src/games/chicago-68/rules/updates.ts
var ownedAreas;
var areasOwner;
function copyState(s) {
  return {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    factionSeat: s.factionSeat,
    vtoOn: s.vtoOn,
    inc: s.inc,
    firstGame: s.firstGame,
    round: s.round,
    phase: s.phase,
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    levelsReached: s.levelsReached,
    tiles: s.tiles,
    extraUsed: s.extraUsed,
    actionHolder: s.actionHolder,
    delegates: s.delegates,
    noVote: s.noVote,
    hands: s.hands,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeck: s.stDeck,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeck: s.policyDeck,
    policyDiscard: s.policyDiscard,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    tacticsDeck: s.tacticsDeck,
    mobDeck: s.mobDeck,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    mobThisTurn: s.mobThisTurn,
    chaosPending: s.chaosPending,
    vtoDeck: s.vtoDeck,
    tasks: s.tasks,
    outcome: s.outcome,
    machine: s.machine
  };
}
function assoc(o, k, v) {
  return Object.hasOwn(o, k) && o[k] === v ? o : withKey(o, k, v);
}
function plus(o, k, n9) {
  return n9 === 0 ? o : withKey(o, k, o[k] + n9);
}
function put(ctx, key, value3) {
  if (ctx.state[key] !== value3) ctx.draft()[key] = value3;
}
function change(ctx, key, f) {
  put(ctx, key, f(ctx.state[key]));
}
function bump(ctx, key, n9) {
  put(ctx, key, ctx.state[key] + n9);
}
function changeArea(ctx, area3, f) {
  let areas2 = ctx.state.areas;
  if (areas2 !== ownedAreas || ctx !== areasOwner) {
    areas2 = { ...areas2 };
    ownedAreas = areas2;
    areasOwner = ctx;
    put(ctx, "areas", areas2);
  } else ctx.draft();
  areas2[area3] = f(areas2[area3]);
}
function addUnits(ctx, area3, k, n9) {
  if (n9 !== 0) changeArea(ctx, area3, (a) => areaWithUnits(a, k, n9));
}
function areaWithUnits(a, k, n9) {
  const x = a.u;
  const u = { m1: x.m1, m2: x.m2, ag: x.ag, pig: x.pig, p1: x.p1, p2: x.p2, tac: x.tac };
  u[k] += n9;
  return { u, flag: a.flag, gas: a.gas, ng: a.ng, minus: a.minus, post: a.post };
}
function moveUnits(ctx, from, to, k, n9 = 1) {
  addUnits(ctx, from, k, -n9);
  addUnits(ctx, to, k, n9);
}
function setBarrier(ctx, path, key, on) {
  change(ctx, "paths", (paths2) => assoc(paths2, path, assoc(paths2[path], key, on)));
}
function without(list2, item) {
  const i = list2.indexOf(item);
  return i < 0 ? [...list2] : [...list2.slice(0, i), ...list2.slice(i + 1)];
}
function ascending(list2) {
  return [...list2].sort((x, y) => x - y);
}

// src/games/chicago-68/rules/instability.ts
var INSTABILITY_MAX = 13;
var establishmentLevels = [0, 1, 2];
var demonstratorLevels = [8, 10, 12];
function changeInstability(ctx, delta) {
  if (delta === 0) return;
  const from = ctx.state.instability;
  let to = from + delta;
  if (to > INSTABILITY_MAX) {
    put(ctx, "chaosPending", true);
    to = INSTABILITY_MAX;
  }
  to = Math.max(0, to);
  if (to !== from || ctx.state.chaosPending) ctx.emit({ type: "instability", from, to, ...from + delta > INSTABILITY_MAX ? { mobChaosDue: true } : {} });
  put(ctx, "instability", to);
  const step6 = to > from ? 1 : -1;
  for (let level = from + step6; step6 > 0 ? level <= to : level >= to; level += step6) {
    const side = establishmentLevels.includes(level) ? "establishment" : demonstratorLevels.includes(level) ? "demonstrators" : null;
    if (side === null || ctx.state.levelsReached.includes(level)) continue;
    put(ctx, "levelsReached", [...ctx.state.levelsReached, level]);
    if (Object.values(ctx.state.tiles).some((v) => v === null)) ctx.push({ kind: "bonus", side, level });
  }
}

// src/games/chicago-68/rules/solo/setup.ts
var MOLE = "GOVERNMENT MOLE!";
function withMachine(s, c) {
  if (c.mode === "competitive") return s;
  const set2 = c.components ?? referenceComponents;
  const m = set2.machine ?? machineComponents;
  const deck = (f) => m.actions.filter((a) => a.faction === f).map((a) => a.name).sort();
  const notSolo = new Set(set2.mobChaos.filter((x) => x.notSolo).map((x) => x.name));
  const stDeck = s.stDeck.includes(MOLE) ? replaceMole(s.stDeck, set2) : s.stDeck;
  const seq = s.tasks[0];
  return {
    ...s,
    hands: { ...s.hands, mayor: [], police: [] },
    policyDeck: m.policies.map((p) => p.name).sort(),
    tacticsDeck: m.tactics.map((t) => t.name).sort(),
    mobDeck: s.mobDeck.filter((n9) => !notSolo.has(n9)),
    stDeck,
    tasks: seq.kind === "seq" ? [{ ...seq, steps: [...seq.steps.slice(0, -1), "setup:machine", ...seq.steps.slice(-1)] }] : s.tasks,
    machine: {
      mode: c.mode,
      active: {},
      activeSupply: m.activeTokens,
      decks: { mayor: deck("mayor"), police: deck("police") },
      discards: { mayor: [], police: [] },
      tacticsDiscard: [],
      effect: false
    }
  };
}
function replaceMole(deck, set2) {
  const counter = set2.streetTheater.find((x) => x.kind === "counterrevolutionary")?.name;
  const out = deck.filter((n9) => n9 !== MOLE);
  return counter === void 0 ? out : [...out, counter].sort();
}

// src/core/update.ts
import { set, setIn, update, updateIn, merge, mergeDeep, remove, removeIn, getIn } from "immutable";

// src/games/chicago-68/rules/capital.ts
function changeCapital(ctx, amount, why6) {
  const from = ctx.state.capital;
  const to = Math.max(0, from + amount);
  if (to === from) return;
  ctx.emit({ type: "capital", change: to - from, budget: to, why: why6 });
  put(ctx, "capital", to);
}

// src/core/machine/memo.ts
var SLOTS = 4;
var states = new Array(SLOTS).fill(void 0);
var keys = new Array(SLOTS).fill(void 0);
var values = new Array(SLOTS).fill(void 0);
var next = 0;
var stored = 0;
function remember(s, key, compute) {
  for (let i = 0; i < SLOTS; i++) if (states[i] === s && keys[i] === key) return values[i];
  const value3 = compute(s, key);
  forget(s);
  states[next] = s;
  keys[next] = key;
  values[next] = value3;
  next = (next + 1) % SLOTS;
  stored++;
  return value3;
}
var storedSoFar = () => stored;
function forget(s) {
  for (let i = 0; i < SLOTS; i++) {
    if (states[i] === s) states[i] = keys[i] = values[i] = void 0;
  }
}

// src/core/machine/context.ts
var Context = class {
  /** `copy`: how the top level is copied (a game's own copier, or a spread); `below`: tasks a push goes under ({@link MachineDefinition.pushBelow}). */
  constructor(state, copy = (s) => ({ ...s }), below) {
    this.state = state;
    this.copy = copy;
    this.below = below;
  }
  state;
  copy;
  below;
  events = [];
  owned;
  ownedTasks;
  /** The task copies this apply owns (`own`). */
  ownedCopies = /* @__PURE__ */ new Set();
  /** `storedSoFar()` when the draft last had nothing remembered. */
  clean = -1;
  emit(event) {
    this.events.push(event);
  }
  get top() {
    const tasks = this.state.tasks;
    return tasks[tasks.length - 1];
  }
  draft() {
    if (this.state !== this.owned) {
      this.state = this.owned = this.copy(this.state);
      this.clean = storedSoFar();
    } else if (this.clean !== storedSoFar()) {
      forget(this.owned);
      this.clean = storedSoFar();
    }
    return this.owned;
  }
  /** The task list of this apply, writable. */
  tasks() {
    const d = this.draft();
    if (d.tasks !== this.ownedTasks) d.tasks = this.ownedTasks = [...d.tasks];
    return this.ownedTasks;
  }
  push(...tasks) {
    if (tasks.length === 0) return;
    const stack = this.tasks();
    const below = this.below;
    let at = stack.length;
    if (below !== void 0) while (at > 0 && below(stack[at - 1])) at--;
    if (at === stack.length) for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i]);
    else stack.splice(at, 0, ...tasks.slice().reverse());
  }
  pop() {
    if (this.state.tasks.length === 0) throw new Error("pop on an empty task stack");
    this.tasks().pop();
  }
  remove(task3) {
    const i = this.indexOf(task3);
    this.tasks().splice(i, 1);
  }
  replace(task3, by3) {
    const i = this.indexOf(task3);
    this.tasks()[i] = by3;
  }
  indexOf(task3) {
    const i = this.state.tasks.lastIndexOf(task3);
    if (i < 0) throw new Error(`task '${task3.kind}' is not on the stack`);
    return i;
  }
  own(task3, copy = (t) => ({ ...t })) {
    if (this.ownedCopies.has(task3)) {
      forget(this.state);
      return task3;
    }
    const mine = copy(task3);
    this.replace(task3, mine);
    this.ownedCopies.add(mine);
    return mine;
  }
  replaceTop(task3) {
    if (this.state.tasks.length === 0) throw new Error("replaceTop on an empty task stack");
    const stack = this.tasks();
    stack[stack.length - 1] = task3;
  }
};

// src/core/machine/machine.ts
var RunawayError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RunawayError";
  }
};
function plainFields(task3) {
  const out = {};
  for (const [k, v] of Object.entries(task3)) if (k !== "kind" && (v === null || typeof v !== "object")) out[k] = v;
  return out;
}
function runOn(state, rule, options3 = {}) {
  const ctx = new Context(state, options3.copy, options3.pushBelow);
  rule(ctx);
  return { state: ctx.state, events: ctx.events };
}
function taskMachine(def) {
  const maxAuto = def.maxAutoSteps ?? 1e5;
  const table2 = def.handlers;
  function handlerOf(task3) {
    const h = table2[task3.kind];
    if (!h) throw new Error(`${def.name}: no handler for task '${task3.kind}'`);
    return h;
  }
  function missing2(task3, what) {
    throw new Error(`${def.name}: the handler of task '${task3.kind}' has no ${what}`);
  }
  const topOf = (s) => s.tasks[s.tasks.length - 1];
  const isOver = (s) => s.tasks.length === 0 || (def.over?.(s) ?? false);
  function advance3(ctx) {
    const drawNow2 = def.drawNow;
    for (let steps = 0; ; steps++) {
      def.settle?.(ctx);
      if (isOver(ctx.state)) return;
      const task3 = topOf(ctx.state);
      const h = handlerOf(task3);
      const d = h.decider(ctx.state, task3);
      if (d !== "auto" && (d !== "chance" || drawNow2 === void 0)) return;
      if (steps >= maxAuto) {
        throw new RunawayError(`${def.name}: ${maxAuto} automatic steps without a decision (last task '${task3.kind}')`);
      }
      if (d === "auto") (h.run ?? missing2(task3, "run"))(ctx, task3);
      else if (!drawNow2(ctx, task3)) return;
    }
  }
  function decider(s) {
    if (isOver(s)) return null;
    const task3 = topOf(s);
    return handlerOf(task3).decider(s, task3);
  }
  return {
    start(state) {
      const ctx = new Context(state, def.copy, def.pushBelow);
      advance3(ctx);
      return { state: ctx.state, events: ctx.events };
    },
    toMove(s) {
      const d = decider(s);
      if (d === "auto") throw new Error(`${def.name}: an automatic task '${topOf(s).kind}' was left pending`);
      return d;
    },
    legalActions(s) {
      const d = decider(s);
      if (d === null || d === "chance" || d === "auto") return [];
      const task3 = topOf(s);
      return (handlerOf(task3).actions ?? missing2(task3, "actions"))(s, task3);
    },
    chanceOutcomes(s) {
      if (decider(s) !== "chance") return [];
      const task3 = topOf(s);
      return (handlerOf(task3).outcomes ?? missing2(task3, "outcomes"))(s, task3);
    },
    apply(s, action) {
      const task3 = topOf(s);
      if (task3 === void 0 || isOver(s)) throw new Error(`${def.name}: no decision is pending`);
      const ctx = new Context(s, def.copy, def.pushBelow);
      (handlerOf(task3).answer ?? missing2(task3, "answer"))(ctx, task3, action);
      advance3(ctx);
      return { state: ctx.state, events: ctx.events };
    },
    prompt(s) {
      if (isOver(s)) return "The game is over.";
      const task3 = topOf(s);
      return handlerOf(task3).prompt?.(s, task3) ?? task3.kind;
    },
    ask(s) {
      const d = decider(s);
      if (d === null) return null;
      const task3 = topOf(s);
      if (d === "auto") throw new Error(`${def.name}: an automatic task '${task3.kind}' was left pending`);
      const q = handlerOf(task3).ask?.(s, task3);
      if (d === "chance") return typeof q?.["chance"] === "string" ? q : { chance: task3.kind, ...plainFields(task3) };
      return typeof q?.["decision"] === "string" ? { ...q, seat: d } : { decision: task3.kind, ...plainFields(task3), seat: d };
    },
    explainIllegal(s, action) {
      const task3 = topOf(s);
      return task3 === void 0 ? void 0 : handlerOf(task3).explain?.(s, task3, action);
    }
  };
}

// src/core/machine/window.ts
function windowHandler(spec) {
  function close(ctx, task3) {
    ctx.remove(task3);
    spec.closed?.(ctx, task3);
  }
  return {
    decider(s, t) {
      const seat = t.seats[0];
      return seat !== void 0 && spec.offers(s, t, seat).length > 0 ? seat : "auto";
    },
    actions: (s, t) => spec.offers(s, t, t.seats[0]),
    run(ctx, t) {
      if (t.seats.length <= 1) close(ctx, t);
      else ctx.replaceTop({ ...t, seats: t.seats.slice(1) });
    },
    answer(ctx, t, action) {
      const seat = t.seats[0];
      const next3 = spec.answer(ctx, t, seat, action);
      if (next3 === "again") return;
      if (next3 === "close" || t.seats.length <= 1) return close(ctx, t);
      ctx.replace(t, { ...t, seats: t.seats.slice(1) });
    },
    prompt: (s, t) => spec.prompt(s, t, t.seats[0]),
    ask: (s, t) => spec.ask?.(s, t, t.seats[0]) ?? { decision: t.kind, after: t.seats.slice(1) },
    explain: (s, t, a) => spec.explain?.(s, t, t.seats[0], a)
  };
}

// src/core/machine/effect-list.ts
function effectListHandler(table2, done2, discriminator = "kind") {
  const effects3 = table2;
  return {
    decider: () => "auto",
    run(ctx, t) {
      const effect = t.effects[t.next];
      if (effect === void 0) {
        ctx.pop();
        done2?.(ctx, t);
        return;
      }
      const run2 = effects3[effect[discriminator]];
      if (!run2) throw new Error(`no handler for effect '${effect[discriminator]}'`);
      ctx.replaceTop({ ...t, next: t.next + 1 });
      run2(ctx, effect, t);
    }
  };
}

// src/games/chicago-68/rules/exposure.ts
function exposureMax(s) {
  return (s.components ?? referenceComponents).counts.exposureTrack;
}
function gainExposure(ctx, side, amount) {
  if (amount === 0) return;
  const max = exposureMax(ctx.state);
  const dir = side === "establishment" ? 1 : -1;
  const next3 = ctx.state.exposure + dir * amount;
  if (Math.abs(next3) > max && amount > 0) {
    put(ctx, "exposure", dir * max);
    ctx.emit({ type: "exposure", side, change: amount, marker: markerText(dir * max), overflow: true });
    ctx.push({ kind: side === "establishment" ? "overflowE" : "overflowD" });
    return;
  }
  const to = Math.max(-max, Math.min(max, next3));
  if (to !== ctx.state.exposure) ctx.emit({ type: "exposure", side, change: amount, marker: markerText(to) });
  put(ctx, "exposure", to);
}
function markerText(x) {
  return x === 0 ? "central star" : x > 0 ? `Establishment ${x}` : `Demonstrators ${-x}`;
}
function exposureBonus(s, area3, side) {
  const a = board(s).area.get(area3);
  return side === "establishment" ? a.blue : a.red;
}

// src/games/chicago-68/rules/mob-chaos.ts
function requestMobChaos(ctx, area3) {
  if (ctx.state.mobThisTurn) return;
  if (ctx.state.mobDeck.length === 0) {
    put(ctx, "mobDeck", ctx.state.mobDiscard);
    put(ctx, "mobDiscard", []);
  }
  if (ctx.state.mobDeck.length === 0) return;
  put(ctx, "mobThisTurn", true);
  ctx.push({ kind: "draw", deck: "mob", purpose: "mob", area: area3 });
}
function resolveMobChaos(ctx, name, area3) {
  const card9 = board(ctx.state).set.mobChaos.find((c) => c.name === name);
  if (!card9) throw new Error(`unknown Mob Chaos card ${name}`);
  put(ctx, "mobDeck", without(ctx.state.mobDeck, name));
  put(ctx, "mobDiscard", [...ctx.state.mobDiscard, name]);
  const night = isNight(ctx.state);
  ctx.emit({ type: "mobChaos", card: name, effect: night ? "Night" : "Day", ...area3 ? { area: area3 } : {} });
  ctx.push({ kind: "effects", effects: night ? card9.night : card9.day, next: 0, side: "establishment", area: area3, req: [], source: name });
}

// src/games/chicago-68/rules/names.ts
var unitNames = {
  m1: "Lv1 MOBE",
  m2: "Lv2 MOBE",
  ag: "Agitator",
  pig: "Pigasus",
  p1: "Lv1 Platoon",
  p2: "Lv2 Platoon",
  tac: "TAC Force",
  post: "Platoon in Post"
};
function unitName(k, count = 1) {
  const name = unitNames[k] ?? k;
  return count === 1 ? name : `${count} ${name}`;
}
function groupName(g) {
  return Object.entries(g).filter(([, n9]) => n9 > 0).map(([k, n9]) => unitName(k, n9)).join(", ");
}
function pathName(id, paths2 = paths) {
  const p = paths2.find((x) => x.id === id);
  return p === void 0 ? id : `${p.a}\u2013${p.b}`;
}

// src/games/chicago-68/rules/conflict.ts
function arrest(ctx, area3, k) {
  addUnits(ctx, area3, k, -1);
  ctx.emit({ type: "arrested", unit: unitName(k), area: area3 });
  if (k === "pig") change(ctx, "box", (b) => plus(b, "pig", 1));
  else addUnits(ctx, board(ctx.state).jail, k, 1);
}
function injure(ctx, area3, k) {
  const post = ctx.state.areas[area3].post;
  const level = k !== "post" ? k : post === "p2" ? "p2" : "p1";
  if (k === "post") changeArea(ctx, area3, (a) => set(a, "post", ""));
  else addUnits(ctx, area3, k, -1);
  change(ctx, "police", (p) => set(p, "injured", plus(p.injured, level, 1)));
  const replaced = level === "p2" && ctx.state.police.reserves.p1 > 0;
  ctx.emit({ type: "injured", unit: unitName(level), area: area3, ...k === "post" ? { inPost: true } : {}, ...replaced ? { replacedBy: unitName("p1") } : {} });
  if (replaced) {
    change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
    if (k === "post") changeArea(ctx, area3, (a) => set(a, "post", "p1"));
    else addUnits(ctx, area3, "p1", 1);
  }
}
function concludeConflict(ctx, side, area3, units4, tac2, minUnits = 5) {
  const chaos = tac2 || units4 >= minUnits;
  ctx.emit({ type: "conflict", by: side, area: area3, units: units4, mobChaos: chaos });
  gainExposure(ctx, side, exposureBonus(ctx.state, area3, side));
  if (chaos) requestMobChaos(ctx, area3);
}

// src/games/chicago-68/rules/movement.ts
function demoPathOpen(s, path) {
  return !s.paths[path].wire && s.jeep !== path;
}
function policePathOpen(s, path) {
  return !s.paths[path].barricade;
}
function demoMayEnter(s, area3) {
  return area3 !== board(s).jail && !s.areas[area3].gas;
}
function demoDests(s, from) {
  const out = [];
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) out.push(to);
  return out;
}
function demoCanLeave(s, from) {
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) return true;
  return false;
}
function policeDests(s, from) {
  const jail = board(s).jail;
  const out = [];
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) out.push(to);
  return out;
}
function policeCanLeave(s, from) {
  const jail = board(s).jail;
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) return true;
  return false;
}
function pathsAt(s, area3) {
  return linksOf(s, area3).map(([p]) => p);
}
var noLinks = [];
function linksOf(s, area3) {
  return board(s).links.get(area3) ?? noLinks;
}

// src/games/chicago-68/rules/tasks.ts
function question(q) {
  return {
    owner: q.owner,
    decider: (s, t) => remember(s, t, q.options).length > 0 ? seatOf(s, q.owner(s, t)) : "auto",
    actions: (s, t) => remember(s, t, q.options).slice(),
    answer: q.answer,
    run: (ctx, t) => q.none ? q.none(ctx, t) : ctx.remove(t),
    prompt: (s, t) => `${q.owner(s, t)}: ${q.prompt(s, t)}`,
    ask(s, t) {
      const { owner: _owner, ...subject } = plainFields(t);
      return { decision: t.kind, ...subject, faction: q.owner(s, t) };
    }
  };
}
function auto(run2) {
  return { decider: () => "auto", run: run2 };
}
function orDone(options3) {
  return options3.length > 0 ? [...options3, { type: "done" }] : [];
}
var areaOf = (a) => a.type === "area" ? a.area : "";
var pathOf = (a) => a.type === "path" ? a.path : "";
var cardOf = (a) => a.type === "card" ? a.card : "";

// src/games/chicago-68/rules/policy.ts
function policyLimit(s) {
  return 6 + (s.tiles.splay === "establishment" ? 1 : 0);
}
function requestPolicyDraw(ctx) {
  if (ctx.state.policyDeck.length === 0) {
    put(ctx, "policyDeck", ctx.state.policyDiscard);
    put(ctx, "policyDiscard", []);
  }
  if (ctx.state.policyDeck.length > 0) ctx.push({ kind: "draw", deck: "policy", purpose: "splay", area: null });
}
function placePolicy(ctx, name) {
  put(ctx, "policyDeck", without(ctx.state.policyDeck, name));
  if (ctx.state.policySplay.length < policyLimit(ctx.state)) {
    put(ctx, "policySplay", [...ctx.state.policySplay, { name, paid: 0 }]);
    ctx.emit({ type: "policySplay", card: name });
  } else ctx.push({ kind: "policyPlace", card: name });
}
var policyPlaceTask = question({
  owner: () => "mayor",
  options: (s) => [...s.policySplay.map((p) => ({ type: "card", card: p.name })), { type: "discardDrawn" }],
  prompt: (_s, t) => `Policy splay full: place ${t.card}?`,
  answer(ctx, t, a) {
    ctx.pop();
    const card9 = t.card;
    if (a.type !== "card") return put(ctx, "policyDiscard", [...ctx.state.policyDiscard, card9]);
    const old = a.card;
    ctx.emit({ type: "policySplay", card: card9, replacing: old });
    if (board(ctx.state).set.policies.find((p) => p.name === old)?.effects.some((e) => e.op === "smokeEm")) put(ctx, "smokeEm", false);
    put(ctx, "policyDiscard", [...ctx.state.policyDiscard, old]);
    const i = ctx.state.policySplay.findIndex((p) => p.name === old);
    put(ctx, "policySplay", set(ctx.state.policySplay, i, { name: card9, paid: 0 }));
  }
});
function mandateCost(paid) {
  return 2 * (paid + 1);
}
var policyTasks = { policyPlace: policyPlaceTask };

// src/games/chicago-68/rules/units.ts
var demoKeys = ["m1", "m2", "ag", "pig"];
function strength(k) {
  return k === "m1" || k === "p1" ? 1 : k === "m2" || k === "p2" ? 2 : 0;
}
function demoCount(u) {
  return u.m1 + u.m2 + u.ag + u.pig;
}
function policeCount(u) {
  return u.p1 + u.p2 + u.tac;
}
function demoStrength(s, area3) {
  const u = s.areas[area3].u;
  return u.m1 + 2 * u.m2;
}
function hasPlatoon(s, area3) {
  const a = s.areas[area3];
  return a.u.p1 + a.u.p2 > 0 || a.post === "p1" || a.post === "p2";
}
function hasPolice(s, area3) {
  const a = s.areas[area3];
  return policeCount(a.u) > 0 || a.post !== null && a.post !== "";
}
function policeStrength(s, area3) {
  const a = s.areas[area3];
  const post = a.post === "p1" ? 1 : a.post === "p2" ? 2 : 0;
  const base = a.u.p1 + 2 * a.u.p2 + post;
  return base + (hasPlatoon(s, area3) ? 4 * a.ng : 0);
}
function controller(s, area3) {
  const d = demoStrength(s, area3);
  const p = policeStrength(s, area3);
  return d > p ? "demonstrators" : p > d ? "establishment" : null;
}
function agitatorsOnBoard(s) {
  return board(s).areaNames.reduce((t, n9) => t + s.areas[n9].u.ag, 0);
}
function dropLonelyFlags(ctx) {
  for (const n9 of board(ctx.state).areaNames) {
    const a = ctx.state.areas[n9];
    if (a.flag !== null && demoCount(a.u) === 0) dropFlag(ctx, n9, a.flag);
  }
}
function dropFlag(ctx, n9, flag4) {
  change(ctx, "supply", (x) => set(x, "flags", ascending([...x.flags, flag4])));
  ctx.emit({ type: "flagRemoved", area: n9, value: flag4, why: "no Demonstrators left (2.4.1)" });
  changeArea(ctx, n9, (x) => set(x, "flag", null));
}
function toSupply(ctx, k, count = 1) {
  if (k === "pig") change(ctx, "box", (b) => plus(b, "pig", count));
  else change(ctx, "supply", (x) => plus(x, k, count));
}

// src/games/chicago-68/rules/tear-gas.ts
function placeTearGas(ctx, area3) {
  changeArea(ctx, area3, (a) => set(a, "gas", true));
  ctx.emit({ type: "tearGas", area: area3 });
  ctx.push({ kind: "gasLeave", area: area3 });
}
var gasLeaveTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    const u = s.areas[t.area].u;
    const dests = demoDests(s, t.area);
    return demoKeys.filter((k) => u[k] > 0).flatMap((unit4) => dests.map((to) => ({ type: "move", unit: unit4, from: t.area, to })));
  },
  prompt: (_s, t) => `Tear Gas in ${t.area}: move a unit out`,
  none(ctx, t) {
    const u = ctx.state.areas[t.area].u;
    for (const k of demoKeys.filter((x) => u[x] > 0)) {
      ctx.emit({ type: "removed", units: unitName(k, u[k]), area: t.area, to: k === "pig" ? "the game" : "the supply", why: "Tear Gas with nowhere to go (2.10.3)" });
      toSupply(ctx, k, u[k]);
      addUnits(ctx, t.area, k, -u[k]);
    }
    ctx.pop();
  },
  answer(ctx, t, a) {
    if (a.type !== "move") return;
    moveUnits(ctx, t.area, a.to, a.unit);
    ctx.emit({ type: "moved", units: unitName(a.unit), from: t.area, to: a.to, why: "Tear Gas" });
  }
});
var tearGasTasks = { gasLeave: gasLeaveTask };

// src/games/chicago-68/rules/active-tokens.ts
function changeMachine(ctx, f) {
  put(ctx, "machine", f(ctx.state.machine));
}
function addActive(ctx, area3, n9) {
  changeMachine(ctx, (m) => {
    const count = (m.active[area3] ?? 0) + n9;
    const active = count > 0 ? set(m.active, area3, count) : remove(m.active, area3);
    return { ...m, active, activeSupply: m.activeSupply - n9 };
  });
}
function fewest(m, to) {
  const from = Object.keys(m.active).filter((n9) => n9 !== to);
  const least = Math.min(...from.map((n9) => m.active[n9]));
  return from.filter((n9) => m.active[n9] === least).sort();
}
function moveActive(ctx, from, to) {
  addActive(ctx, from, -1);
  addActive(ctx, to, 1);
  ctx.emit({ type: "activeMoved", from, to });
}
function markActive(ctx, area3) {
  const m = ctx.state.machine;
  if (m === null || area3 === board(ctx.state).jail || demoCount(ctx.state.areas[area3].u) === 0) return;
  if (m.activeSupply > 0) {
    addActive(ctx, area3, 1);
    return ctx.emit({ type: "active", area: area3, count: (m.active[area3] ?? 0) + 1 });
  }
  const from = fewest(m, area3);
  if (from.length === 1) moveActive(ctx, from[0], area3);
  else if (from.length > 1) ctx.push({ kind: "activeMove", to: area3 });
}
function markAnyAreaEffect(ctx, source2, area3) {
  if (ctx.state.machine !== null && board(ctx.state).st.get(source2)?.location === "any") markActive(ctx, area3);
}
function clearIdleActive(ctx) {
  const m = ctx.state.machine;
  if (m === null) return;
  for (const n9 of Object.keys(m.active)) {
    if (demoCount(ctx.state.areas[n9].u) > 0) continue;
    ctx.emit({ type: "activeCleared", area: n9, count: m.active[n9] });
    addActive(ctx, n9, -ctx.state.machine.active[n9]);
  }
}
var activeMoveTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s, t) => fewest(s.machine, t.to).map((area3) => ({ type: "area", area: area3 })),
  prompt: (_s, t) => `All 8 Active tokens are out: move one to ${t.to} from which area (fewest tokens)?`,
  answer(ctx, t, a) {
    ctx.pop();
    moveActive(ctx, areaOf(a), t.to);
  }
});
var activeTasks = { activeMove: activeMoveTask };

// src/games/chicago-68/rules/effects.ts
var chooser = {
  arrest: "establishment",
  police: "establishment",
  nationalGuard: "establishment",
  tearGas: "establishment",
  removeFlag: "establishment",
  injure: "demonstrators",
  mobe: "demonstrators",
  agitator: "demonstrators",
  flag: "demonstrators",
  minusCapital: "demonstrators",
  barricade: "demonstrators",
  release: "demonstrators"
};
function eligible(s, e) {
  const jail = board(s).jail;
  return cityAreas(s).filter((n9) => {
    const a = s.areas[n9];
    switch (e.op) {
      case "mobe":
        return demoMayEnter(s, n9) && (e.level === 1 ? s.supply.m1 : s.supply.m2) > 0;
      case "agitator":
        return demoMayEnter(s, n9) && s.supply.ag > 0;
      case "police":
        return s.police.reserves.p1 > 0;
      case "arrest":
        return n9 !== jail && demoCount(a.u) > 0;
      case "injure":
        return a.u.p1 + a.u.p2 > 0;
      case "minusCapital":
        return s.general.minus > 0 && board(s).area.get(n9).capital > a.minus;
      case "nationalGuard":
        return s.general.ng > 0;
      case "tearGas":
        return s.general.gas > 0 && !a.gas;
      case "flag":
        return a.flag === null && demoCount(a.u) > 0 && s.supply.flags.length > 0;
      case "removeFlag":
        return a.flag !== null;
      default:
        return false;
    }
  });
}
function candidates(s, e, at, t) {
  const ok = eligible(s, e);
  if (typeof at === "object") return ok.includes(at.area) ? [at.area] : [];
  if (at === "conflict" && t.area !== null) return ok.includes(t.area) ? [t.area] : [];
  if (at === "requirement" && t.req.length > 0) return ok.filter((n9) => t.req.includes(n9));
  return ok;
}
function applyAt(ctx, e, area3, source2) {
  markAnyAreaEffect(ctx, source2, area3);
  switch (e.op) {
    case "mobe": {
      const key = e.level === 1 ? "m1" : "m2";
      const n9 = Math.min(e.count, ctx.state.supply[key]);
      change(ctx, "supply", (x) => plus(x, key, -n9));
      addUnits(ctx, area3, key, n9);
      return ctx.emit({ type: "placed", units: unitName(key, n9), area: area3, why: source2 });
    }
    case "agitator":
      change(ctx, "supply", (x) => plus(x, "ag", -1));
      addUnits(ctx, area3, "ag", 1);
      return ctx.emit({ type: "placed", units: unitName("ag"), area: area3, why: source2 });
    case "police": {
      const n9 = Math.min(e.count, ctx.state.police.reserves.p1);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -n9)));
      addUnits(ctx, area3, "p1", n9);
      return ctx.emit({ type: "placed", units: unitName("p1", n9), area: area3, why: source2 });
    }
    case "arrest":
      return ctx.push({ kind: "arrestPick", area: area3, left: e.count });
    case "injure":
      return ctx.push({ kind: "injurePick", area: area3, left: e.count });
    case "minusCapital":
      change(ctx, "general", (g) => plus(g, "minus", -1));
      changeArea(ctx, area3, (a) => plus(a, "minus", 1));
      return ctx.emit({ type: "placed", units: "\u22121 Capital token", area: area3, why: source2 });
    case "nationalGuard":
      change(ctx, "general", (g) => plus(g, "ng", -1));
      changeArea(ctx, area3, (a) => plus(a, "ng", 1));
      return ctx.emit({ type: "placed", units: "National Guard", area: area3, why: source2 });
    case "tearGas":
      change(ctx, "general", (g) => plus(g, "gas", -1));
      return placeTearGas(ctx, area3);
    case "flag": {
      const flags = ctx.state.supply.flags;
      const value3 = flags[flags.length - 1];
      change(ctx, "supply", (x) => set(x, "flags", flags.slice(0, -1)));
      changeArea(ctx, area3, (a) => set(a, "flag", value3));
      ctx.emit({ type: "flagPlaced", area: area3, value: value3, why: source2 });
      return markActive(ctx, area3);
    }
    case "removeFlag": {
      const value3 = ctx.state.areas[area3].flag;
      ctx.emit({ type: "flagRemoved", area: area3, value: value3, why: source2 });
      change(ctx, "supply", (x) => set(x, "flags", ascending([...x.flags, value3])));
      return changeArea(ctx, area3, (a) => set(a, "flag", null));
    }
  }
}
function located(ctx, e, t) {
  const options3 = candidates(ctx.state, e, e.at, t);
  if (options3.length === 0) return;
  if (options3.length === 1) return applyAt(ctx, e, options3[0], t.source);
  ctx.push({ kind: "effectAt", effect: e, side: t.side, options: options3, source: t.source });
}
var effects = {
  exposure: (ctx, e, t) => gainExposure(ctx, e.by ? e.by : t.side, e.amount),
  instability: (ctx, e) => changeInstability(ctx, e.amount),
  capital: (ctx, e, t) => changeCapital(ctx, e.amount, t.source),
  heal(ctx, e, t) {
    for (let i = 0; i < e.count; i++) {
      const injured = ctx.state.police.injured;
      const k = injured.p1 > 0 ? "p1" : injured.p2 > 0 ? "p2" : null;
      if (!k) break;
      change(ctx, "police", (p) => set(set(p, "injured", plus(p.injured, k, -1)), "reserves", plus(p.reserves, k, 1)));
      ctx.emit({ type: "healed", units: unitName(k), to: "the Reserves", why: t.source });
    }
  },
  release: (ctx, e) => ctx.push({ kind: "releasePick", left: e.count }),
  barricade: (ctx, e) => ctx.push({ kind: "barrierPlace", left: e.count }),
  removeBarrier: (ctx, e) => ctx.push({ kind: "barrierRemove", barrier: e.kind, left: e.count }),
  policeSupply(ctx, e, t) {
    const from = e.item === "barbedWire" ? "wire" : "gas";
    const n9 = Math.min(e.count, ctx.state.general[from]);
    change(ctx, "general", (g) => plus(g, from, -n9));
    change(ctx, "police", (p) => plus(p, from, n9));
    if (n9 > 0) ctx.emit({ type: "policeSupply", added: `${n9} ${e.item === "barbedWire" ? "Barbed Wire" : "Tear Gas"}`, why: t.source });
  },
  delegate(ctx, e, t) {
    const n9 = e.color === "blue" ? e.count : Math.min(e.count, ctx.state.supply.m1);
    if (e.color === "red") change(ctx, "supply", (x) => plus(x, "m1", -n9));
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, e.color, n9)));
    if (n9 > 0) ctx.emit({ type: "delegate", color: e.color, count: n9, to: "bag", why: t.source });
  },
  policyDraw: (ctx) => requestPolicyDraw(ctx),
  policeCard(ctx, e, t) {
    if (!ctx.state.hands.police.includes(e.card) && !ctx.state.discards.police.includes(e.card)) {
      change(ctx, "hands", (h) => set(h, "police", [...h.police, e.card]));
      ctx.emit({ type: "cardGained", faction: "police", card: e.card, why: t.source });
    }
  },
  smokeEm: (ctx) => change(ctx, "smokeEm", () => true),
  action: (ctx, e) => ctx.push({ kind: "freeCard", card: e.card }),
  mobe: located,
  agitator: located,
  police: located,
  arrest: located,
  injure: located,
  minusCapital: located,
  nationalGuard: located,
  tearGas: located,
  flag: located,
  removeFlag: located
};
var effectAtTask = question({
  owner: (s, t) => sideFaction(s, chooser[t.effect.op] ?? t.side),
  options: (_s, t) => t.options.map((area3) => ({ type: "area", area: area3 })),
  prompt: (_s, t) => `Choose the area for ${t.effect.op}`,
  answer(ctx, t, a) {
    ctx.pop();
    applyAt(ctx, t.effect, areaOf(a), t.source);
  }
});
var arrestPickTask = question({
  owner: (s) => sideFaction(s, "establishment"),
  options(s, t) {
    const u = s.areas[t.area].u;
    return t.left <= 0 ? [] : demoKeys.filter((k) => u[k] > 0).map((unit4) => ({ type: "unit", area: t.area, unit: unit4 }));
  },
  prompt: (_s, t) => `Arrest a Demonstrator in ${t.area}`,
  answer(ctx, t, a) {
    if (a.type !== "unit" || a.unit === "p1" || a.unit === "p2" || a.unit === "tac" || a.unit === "post") return;
    ctx.replaceTop({ ...t, left: t.left - 1 });
    arrest(ctx, t.area, a.unit);
  }
});
var injurePickTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    const u = s.areas[t.area].u;
    return t.left <= 0 ? [] : ["p1", "p2"].filter((k) => u[k] > 0).map((unit4) => ({ type: "unit", area: t.area, unit: unit4 }));
  },
  prompt: (_s, t) => `Injure a Platoon in ${t.area}`,
  answer(ctx, t, a) {
    if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2") return;
    ctx.replaceTop({ ...t, left: t.left - 1 });
    injure(ctx, t.area, a.unit);
  }
});
function releaseOptions(s) {
  const jail = board(s).jail;
  const u = s.areas[jail].u;
  const parks = board(s).parks.filter((p) => demoMayEnter(s, p));
  return ["m1", "m2", "ag"].filter((k) => u[k] > 0).flatMap((unit4) => parks.map((to) => ({ type: "move", unit: unit4, from: jail, to })));
}
function releaseUnit(ctx, unit4, park) {
  addUnits(ctx, board(ctx.state).jail, unit4, -1);
  addUnits(ctx, park, unit4, 1);
  ctx.emit({ type: "released", unit: unitName(unit4), to: park });
}
var releasePickTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s, t) => t.left <= 0 ? [] : orDone(releaseOptions(s)),
  prompt: () => "Release a jailed unit to a Park",
  answer(ctx, t, a) {
    if (a.type !== "move" || a.unit === "pig" || a.unit === "p1" || a.unit === "p2" || a.unit === "tac") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    releaseUnit(ctx, a.unit, a.to);
  }
});
var barrierPlaceTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    if (t.left <= 0 || s.supply.barricades === 0) return [];
    const paths2 = new Set(cityAreas(s).filter((n9) => demoCount(s.areas[n9].u) > 0).flatMap((n9) => pathsAt(s, n9)));
    return orDone([...paths2].filter((p) => !s.paths[p].barricade).sort().map((path) => ({ type: "path", path })));
  },
  prompt: () => "Place a Barricade",
  answer(ctx, t, a) {
    if (a.type !== "path") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    setBarrier(ctx, a.path, "barricade", true);
    change(ctx, "supply", (x) => plus(x, "barricades", -1));
    ctx.emit({ type: "barrierPlaced", barrier: "Barricade", path: a.path });
  }
});
var barrierRemoveTask = question({
  owner: (s, t) => sideFaction(s, t.barrier === "barricade" ? "establishment" : "demonstrators"),
  options(s, t) {
    if (t.left <= 0) return [];
    const key = t.barrier === "barricade" ? "barricade" : "wire";
    return orDone(Object.keys(s.paths).filter((p) => s.paths[p][key]).sort().map((path) => ({ type: "path", path })));
  },
  prompt: (_s, t) => `Remove a ${t.barrier}`,
  answer(ctx, t, a) {
    if (a.type !== "path") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    removeBarrier(ctx, pathOf(a), t.barrier);
  }
});
function removeBarrier(ctx, path, kind2) {
  ctx.emit({ type: "barrierRemoved", barrier: kind2 === "barricade" ? "Barricade" : "Barbed Wire", path });
  if (kind2 === "barricade") {
    setBarrier(ctx, path, "barricade", false);
    change(ctx, "supply", (x) => plus(x, "barricades", 1));
  } else {
    setBarrier(ctx, path, "wire", false);
    change(ctx, "general", (g) => plus(g, "wire", 1));
  }
}
function runEffects(ctx, effects3, side, area3, req, source2) {
  if (effects3.length > 0) ctx.push({ kind: "effects", effects: effects3, next: 0, side, area: area3, req, source: source2 });
}
var effectTasks = {
  // a card's effects, one by one from `next`; an effect needing a decision pushes a task above the list
  effects: effectListHandler(effects, void 0, "op"),
  effectAt: effectAtTask,
  arrestPick: arrestPickTask,
  injurePick: injurePickTask,
  releasePick: releasePickTask,
  barrierPlace: barrierPlaceTask,
  barrierRemove: barrierRemoveTask
};

// src/games/chicago-68/rules/tactics.ts
function setCurrentTactic(ctx, card9, why6) {
  const old = ctx.state.tactic;
  put(ctx, "tacticsDeck", [...ctx.state.tacticsDeck, ...old ? [old] : []].filter((c) => c !== card9).sort());
  put(ctx, "tactic", card9);
  put(ctx, "tacticUsed", false);
  ctx.emit(why6 === void 0 ? { type: "tacticsCard", card: card9 } : { type: "tacticsCard", card: card9, why: why6 });
}

// src/games/chicago-68/rules/cards/mayor.ts
var trackSize = (s) => (s.components ?? referenceComponents).counts.delegateTrack;
var mayorCards = {
  "AUTHORIZE BARBED WIRE": { playable: (s) => s.general.wire > 0, task: (owner2) => ({ kind: "authorizeBarbedWire", owner: owner2 }) },
  "DEPLOY OFFICERS": { playable: (s) => s.capital >= 1 && s.police.reserves.p1 > 0, task: (owner2) => ({ kind: "deployOfficers", owner: owner2 }) },
  "GREASE PALMS": { playable: () => true, task: (owner2) => ({ kind: "greasePalms", owner: owner2 }) },
  MANDATE: { playable: (s) => s.policySplay.some((p) => mandateCost(p.paid) <= s.capital), task: (owner2) => ({ kind: "mandate", owner: owner2 }) },
  "STRATEGY OF CONFRONTATION": { playable: (s) => s.tacticsDeck.length > 0, task: (owner2) => ({ kind: "strategyOfConfrontation", owner: owner2 }) },
  "WORK THE MACHINE": {
    playable: (s) => s.capital >= 3 && s.delegates.track.length < trackSize(s),
    task: (owner2) => ({ kind: "workTheMachine", owner: owner2 })
  }
};
var mayorCardTasks = {
  authorizeBarbedWire: auto((ctx) => {
    const n9 = Math.min(2, ctx.state.general.wire);
    change(ctx, "general", (g) => plus(g, "wire", -n9));
    change(ctx, "police", (p) => plus(p, "wire", n9));
    ctx.emit({ type: "policeSupply", added: `${n9} Barbed Wire` });
    ctx.pop();
  }),
  deployOfficers: question({
    owner: (_s, t) => t.owner,
    options: (s) => s.capital < 1 || s.police.reserves.p1 === 0 ? [] : orDone(cityAreas(s).map((area3) => ({ type: "area", area: area3 }))),
    prompt: () => "DEPLOY OFFICERS: place a Lv1 Platoon for 1 Capital",
    answer(ctx, _t, a) {
      if (a.type !== "area") return ctx.pop();
      changeCapital(ctx, -1, "DEPLOY OFFICERS");
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      addUnits(ctx, a.area, "p1", 1);
      ctx.emit({ type: "placed", units: unitName("p1"), area: a.area, why: "DEPLOY OFFICERS" });
    }
  }),
  greasePalms: auto((ctx) => {
    changeCapital(ctx, 3, "GREASE PALMS");
    ctx.pop();
  }),
  mandate: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(s.policySplay.filter((p) => mandateCost(p.paid) <= s.capital).map((p) => ({ type: "card", card: p.name }))),
    prompt: () => "MANDATE: activate a Policy (2, 4, 6\u2026 Capital)",
    answer(ctx, _t, a) {
      if (a.type !== "card") return ctx.pop();
      const name = a.card;
      const i = ctx.state.policySplay.findIndex((x) => x.name === name);
      const p = ctx.state.policySplay[i];
      changeCapital(ctx, -mandateCost(p.paid), `MANDATE: ${name}`);
      change(ctx, "policySplay", (l) => set(l, i, plus(p, "paid", 1)));
      ctx.emit({ type: "policy", card: name, activation: p.paid + 1 });
      const card9 = (ctx.state.components ?? referenceComponents).policies.find((c) => c.name === name);
      runEffects(ctx, card9.effects, "establishment", null, [], name);
    }
  }),
  strategyOfConfrontation: question({
    owner: (_s, t) => t.owner,
    options: (s) => s.tacticsDeck.map((card9) => ({ type: "card", card: card9 })),
    prompt: () => "STRATEGY OF CONFRONTATION: choose the Current Tactics card",
    answer(ctx, _t, a) {
      ctx.pop();
      setCurrentTactic(ctx, cardOf(a));
    }
  }),
  workTheMachine: auto((ctx) => {
    changeCapital(ctx, -3, "WORK THE MACHINE");
    change(ctx, "delegates", (d) => set(d, "track", [...d.track, "blue"]));
    ctx.emit({ type: "delegate", color: "blue", count: 1, to: "track", why: "WORK THE MACHINE (no Delegate Vote this round)" });
    put(ctx, "noVote", true);
    ctx.pop();
  })
};

// src/games/chicago-68/rules/street-theater.ts
function stCard(s, name) {
  const b = board(s);
  const c = b.st.get(name);
  if (c) return c;
  const inc = b.incendiary.get(name);
  if (!inc) throw new Error(`unknown Street Theater card ${name}`);
  return { name, kind: "counterrevolutionary", location: "any", agitators: 0, effects: [], text: inc.text, source: inc.source };
}
function isCounter(s, name) {
  return stCard(s, name).kind === "counterrevolutionary";
}
function stLimit(s) {
  return 5 + (s.tiles.splay === "demonstrators" ? 1 : 0);
}
function requestStDraw(ctx) {
  if (ctx.state.stDeck.length === 0) {
    put(ctx, "stDeck", ctx.state.stDiscard);
    put(ctx, "stDiscard", []);
  }
  if (ctx.state.stDeck.length === 0) return false;
  ctx.push({ kind: "draw", deck: "st", purpose: "splay", area: null });
  return true;
}
function placeStreetTheater(ctx, name) {
  put(ctx, "stDeck", without(ctx.state.stDeck, name));
  if (ctx.state.stSplay.length < stLimit(ctx.state)) return enterSplay(ctx, name);
  ctx.push({ kind: "stPlace", card: name });
}
function enterSplay(ctx, name) {
  put(ctx, "stSplay", [...ctx.state.stSplay, name]);
  ctx.emit({ type: "streetTheaterSplay", card: name });
  const inc = board(ctx.state).incendiary.get(name);
  if (inc && ctx.state.inc.agentsOfChaos) runEffects(ctx, inc.effects, "establishment", null, [], name);
}
function discardSt(ctx, card9) {
  put(ctx, "stDiscard", [...ctx.state.stDiscard, card9]);
}
var stPlaceTask = question({
  owner: () => "yippies",
  options(s, t) {
    const replaceable = s.stSplay.filter((c) => !isCounter(s, c)).map((card9) => ({ type: "card", card: card9 }));
    return isCounter(s, t.card) ? replaceable : [...replaceable, { type: "discardDrawn" }];
  },
  prompt: (_s, t) => `Street Theater splay full: place ${t.card}?`,
  none(ctx, t) {
    discardSt(ctx, t.card);
    ctx.emit({ type: "streetTheaterDiscarded", card: t.card });
    ctx.pop();
  },
  answer(ctx, t, a) {
    ctx.pop();
    const old = a.type === "card" ? a.card : t.card;
    ctx.emit({ type: "streetTheaterDiscarded", card: old });
    if (a.type !== "card") return discardSt(ctx, t.card);
    put(ctx, "stSplay", without(ctx.state.stSplay, old));
    discardSt(ctx, old);
    enterSplay(ctx, t.card);
  }
});
function locationAreas(s, location) {
  if (location === "any") return cityAreas(s);
  if (location === "Grant Park") return board(s).areaNames.filter((n9) => n9.startsWith("Grant Park"));
  return [location];
}
function requirementAreas(s, card9) {
  const areas2 = locationAreas(s, card9.location).filter((n9) => s.areas[n9] && s.areas[n9].u.ag > 0);
  const total = areas2.reduce((t, n9) => t + s.areas[n9].u.ag, 0);
  const need = Math.max(1, card9.agitators);
  if (card9.location === "any") return areas2.some((n9) => s.areas[n9].u.ag >= need) ? areas2.filter((n9) => s.areas[n9].u.ag >= need) : null;
  return total >= need ? areas2 : null;
}
function activatable(s) {
  return [...new Set(s.stSplay)].filter((c) => !isCounter(s, c) && requirementAreas(s, stCard(s, c)) !== null);
}
function activateStreetTheater(ctx, name) {
  const card9 = stCard(ctx.state, name);
  put(ctx, "stSplay", without(ctx.state.stSplay, name));
  ctx.emit({ type: "streetTheater", card: name, text: card9.text });
  if (card9.kind === "opportunity" && card9.grants) {
    const hands = card9.grants.hands;
    if (hands.length === 1) gainCard(ctx, hands[0], card9.grants.card);
    else ctx.push({ kind: "opportunityHand", card: card9.grants.card, hands });
    return;
  }
  discardSt(ctx, name);
  const req = requirementAreas(ctx.state, card9) ?? [];
  runEffects(ctx, card9.effects, "demonstrators", null, req, name);
  if (card9.location !== "any" && card9.effects.length > 0) for (const n9 of req) markActive(ctx, n9);
}
var opportunityHandTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (_s, t) => t.hands.map((faction) => ({ type: "hand", faction })),
  prompt: (_s, t) => `Which hand takes ${t.card}?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type === "hand") gainCard(ctx, a.faction, t.card);
  }
});
function gainCard(ctx, f, card9) {
  change(ctx, "hands", (h) => set(h, f, [...h[f], card9].sort()));
  ctx.emit({ type: "cardGained", faction: f, card: card9 });
  const turn = turnOf(ctx.state);
  if (turn) ctx.replace(turn, { ...turn, fresh: [...turn.fresh, card9] });
}
function discardCounter(ctx, card9, area3) {
  put(ctx, "stSplay", without(ctx.state.stSplay, card9));
  discardSt(ctx, card9);
  addUnits(ctx, area3, "ag", -1);
  change(ctx, "supply", (x) => plus(x, "ag", 1));
  ctx.emit({ type: "counterrevolutionaryDiscarded", card: card9, agitatorFrom: area3 });
}
var streetTheaterTasks = { stPlace: stPlaceTask, opportunityHand: opportunityHandTask };

// src/games/chicago-68/rules/cards/yippies.ts
var noGroup = () => ({ m1: 0, m2: 0, ag: 0, pig: 0 });
function moveGroup(ctx, from, to, g) {
  for (const k of demoKeys) moveUnits(ctx, from, to, k, g[k]);
  ctx.emit({ type: "moved", units: groupName(g), from, to });
}
function escorts(s, at, g) {
  const u = s.areas[at].u;
  return demoKeys.filter((k) => u[k] - g[k] > 0).map((unit4) => ({ type: "escort", unit: unit4 }));
}
function agitateOptions(s) {
  if (s.supply.ag === 0) return [];
  return orDone(cityAreas(s).filter((n9) => s.areas[n9].u.ag > 0).flatMap((area3) => ["m1", "m2"].filter((k) => s.areas[area3].u[k] > 0).map((unit4) => ({ type: "unit", area: area3, unit: unit4 }))));
}
function leadDests(s, at, origin) {
  return demoDests(s, at).filter((n9) => n9 !== origin);
}
function rallyOptions(s) {
  const values2 = [...new Set(s.supply.flags)];
  return cityAreas(s).filter((n9) => s.areas[n9].flag === null && controller(s, n9) === "demonstrators").flatMap((area3) => values2.map((value3) => ({ type: "flag", area: area3, value: value3 })));
}
var yippiesCards = {
  AGITATE: { playable: (s) => agitatorsOnBoard(s) > 0, task: (owner2) => ({ kind: "agitate", owner: owner2 }) },
  LEAD: { playable: (s) => cityAreas(s).some((n9) => s.areas[n9].u.ag > 0 && demoCanLeave(s, n9)), task: (owner2) => ({ kind: "lead", owner: owner2 }) },
  RALLY: {
    playable: (s) => s.supply.flags.length > 0 && cityAreas(s).some((n9) => s.areas[n9].flag === null && controller(s, n9) === "demonstrators"),
    task: (owner2) => ({ kind: "rally", owner: owner2 })
  }
};
function finishLead(ctx, at) {
  ctx.pop();
  markActive(ctx, at);
}
function startDraws(ctx, owner2) {
  ctx.replaceTop({ kind: "agitateDraw", owner: owner2, left: agitatorsOnBoard(ctx.state) });
}
var yippiesCardTasks = {
  agitate: question({
    owner: (_s, t) => t.owner,
    options: agitateOptions,
    prompt: () => "AGITATE: replace a MOBE with an Agitator?",
    none: (ctx, t) => startDraws(ctx, t.owner),
    answer(ctx, t, a) {
      if (a.type === "unit" && (a.unit === "m1" || a.unit === "m2")) {
        const k = a.unit;
        addUnits(ctx, a.area, k, -1);
        change(ctx, "supply", (x) => plus(plus(x, k, 1), "ag", -1));
        addUnits(ctx, a.area, "ag", 1);
        ctx.emit({ type: "replaced", unit: unitName(k), by: unitName("ag"), area: a.area });
        markActive(ctx, a.area);
      }
      startDraws(ctx, t.owner);
    }
  }),
  agitateDraw: auto((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    const next3 = { ...t, left: t.left - 1 };
    ctx.replaceTop(next3);
    if (!requestStDraw(ctx)) ctx.remove(next3);
  }),
  lead: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n9) => s.areas[n9].u.ag > 0 && demoCanLeave(s, n9)).map((area3) => ({ type: "area", area: area3 })),
    prompt: () => "LEAD: which Agitator leads?",
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: "leadDest", owner: t.owner, at, origin: at, moves: 0 });
    }
  }),
  leadDest: question({
    owner: (_s, t) => t.owner,
    // the second move goes to a further area, not back where the Agitator started
    options: (s, t) => [...leadDests(s, t.at, t.origin).map((area3) => ({ type: "area", area: area3 })), ...t.moves > 0 ? [{ type: "done" }] : []],
    prompt: (_s, t) => `LEAD: move from ${t.at} to`,
    answer(ctx, t, a) {
      if (a.type !== "area") return finishLead(ctx, t.at);
      ctx.replaceTop({ ...t, kind: "leadEscort", to: a.area, group: { ...noGroup(), ag: 1 } });
    }
  }),
  leadEscort: question({
    owner: (_s, t) => t.owner,
    // escort: pick up units in the Agitator's area
    options: (s, t) => [...escorts(s, t.at, t.group), { type: "done" }],
    prompt: (_s, t) => `LEAD: units going with the Agitator to ${t.to}`,
    answer(ctx, t, a) {
      if (a.type === "escort") return ctx.replaceTop({ ...t, group: plus(t.group, a.unit, 1) });
      moveGroup(ctx, t.at, t.to, t.group);
      const moves2 = t.moves + 1;
      if (moves2 >= 2 || leadDests(ctx.state, t.to, t.origin).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: "leadDest", owner: t.owner, at: t.to, origin: t.origin, moves: moves2 });
    }
  }),
  rally: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(rallyOptions(s)),
    prompt: () => "RALLY: place a Rally Flag",
    answer(ctx, _t, a) {
      if (a.type !== "flag") return ctx.pop();
      change(ctx, "supply", (x) => set(x, "flags", without(x.flags, a.value)));
      changeArea(ctx, a.area, (x) => set(x, "flag", a.value));
      ctx.emit({ type: "flagPlaced", area: a.area, value: a.value });
      markActive(ctx, a.area);
      gainExposure(ctx, "demonstrators", exposureBonus(ctx.state, a.area, "demonstrators"));
    }
  })
};

// src/games/chicago-68/rules/cards/mobe.ts
var areaAction = (area3) => ({ type: "area", area: area3 });
function postTargetable(s, area3) {
  const a = s.areas[area3];
  return (a.post === "p1" || a.post === "p2") && a.u.p1 + a.u.p2 + a.u.tac === 0;
}
function clashOptions(s) {
  return cityAreas(s).flatMap((area3) => {
    const a = s.areas[area3];
    const d = demoStrength(s, area3);
    const ng = 4 * a.ng;
    const out = [];
    if (a.u.p1 > 0 && 1 + ng < d) out.push({ type: "unit", area: area3, unit: "p1" });
    if (a.u.p2 > 0 && 2 + ng < d) out.push({ type: "unit", area: area3, unit: "p2" });
    if (postTargetable(s, area3) && (a.post === "p1" ? 1 : 2) + ng < d) out.push({ type: "unit", area: area3, unit: "post" });
    return out;
  });
}
function marchSources(s) {
  return cityAreas(s).filter((n9) => demoCount(s.areas[n9].u) > 0 && demoCanLeave(s, n9));
}
function marchDests(s, at, visited) {
  return demoDests(s, at).filter((n9) => !visited.includes(n9));
}
function sfmOptions(s) {
  return cityAreas(s).filter((n9) => {
    const a = s.areas[n9];
    return a.u.m2 > 0 && (a.u.p1 > 0 || a.post === "p1" && postTargetable(s, n9));
  });
}
var mobeCards = {
  CLASH: { playable: (s) => clashOptions(s).length > 0, task: (owner2) => ({ kind: "clash", owner: owner2 }) },
  MARCH: { playable: (s) => marchSources(s).length > 0, task: (owner2) => ({ kind: "march", owner: owner2 }) },
  SPEECHIFY: { playable: (s) => cityAreas(s).some((n9) => s.areas[n9].flag !== null), task: (owner2) => ({ kind: "speechify", owner: owner2 }) },
  "STREET FIGHTING MAN": { playable: (s) => sfmOptions(s).length > 0, task: (owner2) => ({ kind: "streetFightingMan", owner: owner2 }) }
};
function marchDestOptions(s, t) {
  return [...marchDests(s, t.at, t.visited).map(areaAction), ...t.continuing ? [{ type: "done" }] : []];
}
var mobeCardTasks = {
  clash: question({
    owner: (_s, t) => t.owner,
    options: clashOptions,
    prompt: () => "CLASH: injure which Platoon?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2" && a.unit !== "post") return;
      const units4 = demoCount(ctx.state.areas[a.area].u) + 1;
      markActive(ctx, a.area);
      injure(ctx, a.area, a.unit);
      runEffects(ctx, [{ op: "instability", amount: 1 }], "demonstrators", null, [], "CLASH");
      concludeConflict(ctx, "demonstrators", a.area, units4, false, 6);
    }
  }),
  march: question({
    owner: (_s, t) => t.owner,
    options: (s) => marchSources(s).map(areaAction),
    prompt: () => "MARCH: from which area?",
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: "marchDest", owner: t.owner, at, continuing: false, visited: [at] });
    }
  }),
  marchDest: question({
    owner: (_s, t) => t.owner,
    options: marchDestOptions,
    prompt: (_s, t) => `MARCH: from ${t.at} to`,
    answer(ctx, t, a) {
      if (a.type !== "area") return finishLead(ctx, t.at);
      ctx.replaceTop({ kind: "marchEscort", owner: t.owner, at: t.at, to: a.area, visited: t.visited, group: noGroup() });
    }
  }),
  marchEscort: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...escorts(s, t.at, t.group), ...Object.values(t.group).some((n9) => n9 > 0) ? [{ type: "done" }] : []],
    prompt: (_s, t) => `MARCH: units marching to ${t.to}`,
    answer(ctx, t, a) {
      if (a.type === "escort") return ctx.replaceTop({ ...t, group: plus(t.group, a.unit, 1) });
      const friendly = demoCount(ctx.state.areas[t.to].u) > 0;
      moveGroup(ctx, t.at, t.to, t.group);
      const visited = [...t.visited, t.to];
      if (!friendly || marchDests(ctx.state, t.to, visited).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: "marchDest", owner: t.owner, at: t.to, continuing: true, visited });
    }
  }),
  speechify: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n9) => s.areas[n9].flag !== null).map(areaAction),
    prompt: () => "SPEECHIFY: activate which Rally Flag?",
    answer(ctx, _t, a) {
      ctx.pop();
      const area3 = areaOf(a);
      const n9 = Math.min(ctx.state.areas[area3].flag, ctx.state.supply.m1);
      change(ctx, "supply", (x) => plus(x, "m1", -n9));
      addUnits(ctx, area3, "m1", n9);
      if (n9 > 0) ctx.emit({ type: "placed", units: unitName("m1", n9), area: area3, why: "SPEECHIFY" });
      markActive(ctx, area3);
    }
  }),
  streetFightingMan: question({
    owner: (_s, t) => t.owner,
    options: (s) => sfmOptions(s).map(areaAction),
    prompt: () => "STREET FIGHTING MAN: where?",
    answer(ctx, _t, a) {
      ctx.pop();
      const area3 = areaOf(a);
      const units4 = demoCount(ctx.state.areas[area3].u) + 1;
      markActive(ctx, area3);
      injure(ctx, area3, ctx.state.areas[area3].u.p1 > 0 ? "p1" : "post");
      concludeConflict(ctx, "demonstrators", area3, units4, false);
    }
  })
};

// src/games/chicago-68/rules/cards/police.ts
var policeKeys = ["p1", "p2", "tac"];
var areaAction2 = (area3) => ({ type: "area", area: area3 });
var isDemoKey = (k) => k === "m1" || k === "m2" || k === "ag" || k === "pig";
var isPoliceKey = (k) => k === "p1" || k === "p2" || k === "tac";
function advanceTargets(s, k, to) {
  return demoKeys.filter((d) => arrestable(s, k, to, d));
}
function arrestable(s, k, to, d) {
  const a = s.areas[to];
  return a.u[d] > 0 && (k === "tac" || strength(d) < strength(k) + 4 * a.ng);
}
function canAdvance(s, area3, k) {
  return s.areas[area3].u[k] > 0 && policeDests(s, area3).some((to) => demoKeys.some((d) => arrestable(s, k, to, d)));
}
function advanceUnits(s) {
  const out = [];
  for (const area3 of cityAreas(s)) for (const unit4 of policeKeys) if (canAdvance(s, area3, unit4)) out.push({ type: "unit", area: area3, unit: unit4 });
  return out;
}
function wireOptions(s) {
  if (s.police.wire === 0) return [];
  const paths2 = new Set(cityAreas(s).filter((n9) => hasPlatoon(s, n9)).flatMap((n9) => pathsAt(s, n9)));
  return [...paths2].filter((p) => !s.paths[p].wire).sort().map((path) => ({ type: "path", path }));
}
function arrestPower(s, n9) {
  const u = s.areas[n9].u;
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * s.areas[n9].ng : 0);
}
function massArrestAreas(s) {
  return cityAreas(s).filter((n9) => demoKeys.some((k) => s.areas[n9].u[k] > 0 && strength(k) < arrestPower(s, n9)));
}
function massArrestTargets(s, t) {
  const sum = t.taken.reduce((x, k) => x + strength(k), 0);
  const u = s.areas[t.area].u;
  return t.taken.length >= 4 ? [] : demoKeys.filter((k) => u[k] > 0 && sum + strength(k) < arrestPower(s, t.area));
}
function finishMassArrest(ctx, t) {
  ctx.pop();
  const u = ctx.state.areas[t.area].u;
  concludeConflict(ctx, "establishment", t.area, policeCount(u) + t.taken.length, u.tac > 0, 6);
}
function movable(s, t) {
  const out = [];
  for (const area3 of cityAreas(s)) {
    const u = s.areas[area3].u;
    const arrived = t.arrived[area3];
    for (const unit4 of policeKeys) if (u[unit4] - (arrived?.[unit4] ?? 0) > 0 && policeCanLeave(s, area3)) out.push({ type: "unit", area: area3, unit: unit4 });
  }
  return out;
}
function gasAreas(s) {
  if (s.police.gas === 0) return [];
  return cityAreas(s).filter((n9) => isGasTarget(s, n9));
}
function isGasTarget(s, n9) {
  const a = s.areas[n9];
  return !a.gas && demoCount(a.u) > 0 && (a.u.tac > 0 || s.smokeEm && hasPolice(s, n9));
}
function gasOptions(s, t) {
  const options3 = t.placed < 2 ? gasAreas(s).map(areaAction2) : [];
  return t.placed > 0 ? orDone(options3) : options3;
}
function gasDone(ctx, t) {
  ctx.pop();
  runEffects(ctx, [{ op: "instability", amount: 1 }], "establishment", null, [], "TEARGAS");
  if (t.chaos) requestMobChaos(ctx, t.chaosArea);
}
function flameOptions(s) {
  return cityAreas(s).filter((n9) => s.areas[n9].ng > 0).flatMap((area3) => demoKeys.filter((k) => s.areas[area3].u[k] > 0).map((unit4) => ({ type: "unit", area: area3, unit: unit4 })));
}
function rapidSources(s, to) {
  return (board(s).links.get(to) ?? []).filter(([p]) => policePathOpen(s, p)).flatMap(([, area3]) => ["p1", "p2"].filter((k) => s.areas[area3].u[k] > 0).map((unit4) => ({ type: "unit", area: area3, unit: unit4 })));
}
function isRapidTarget(s, n9) {
  return controller(s, n9) === null && rapidSources(s, n9).reduce((x, o) => x + s.areas[o.area].u[o.unit], 0) >= 2;
}
function rapidTargets(s) {
  return cityAreas(s).filter((n9) => isRapidTarget(s, n9));
}
var policeCards = {
  ADVANCE: {
    playable: (s) => cityAreas(s).some((n9) => policeKeys.some((k) => canAdvance(s, n9, k))),
    task: (owner2) => ({ kind: "advance", owner: owner2 })
  },
  "DEPLOY BARBED WIRE": {
    playable: (s) => s.police.wire > 0 && cityAreas(s).some((n9) => hasPlatoon(s, n9) && pathsAt(s, n9).some((p) => !s.paths[p].wire)),
    task: (owner2) => ({ kind: "deployBarbedWire", owner: owner2 })
  },
  "MASS ARREST": {
    playable: (s) => cityAreas(s).some((n9) => demoKeys.some((k) => s.areas[n9].u[k] > 0 && strength(k) < arrestPower(s, n9))),
    task: (owner2) => ({ kind: "massArrest", owner: owner2 })
  },
  MOVE: {
    playable: (s) => cityAreas(s).some((n9) => policeCount(s.areas[n9].u) > 0 && policeCanLeave(s, n9)),
    task: (owner2) => ({ kind: "move", owner: owner2, arrived: {} })
  },
  TEARGAS: {
    playable: (s) => s.police.gas > 0 && cityAreas(s).some((n9) => isGasTarget(s, n9)),
    task: (owner2) => ({ kind: "teargas", owner: owner2, placed: 0, chaos: false, chaosArea: null })
  },
  "DRAW DOWN": { playable: (s) => cityAreas(s).some((n9) => s.areas[n9].u.p1 > 0), task: (owner2) => ({ kind: "drawDown", owner: owner2 }) },
  FLAMETHROWERS: {
    playable: (s) => cityAreas(s).some((n9) => s.areas[n9].ng > 0 && demoCount(s.areas[n9].u) > 0),
    task: (owner2) => ({ kind: "flamethrowers", owner: owner2 })
  },
  "RAPID DEPLOYMENT": {
    playable: (s) => cityAreas(s).some((n9) => isRapidTarget(s, n9)),
    task: (owner2) => ({ kind: "rapidDeployment", owner: owner2 })
  }
};
var policeCardTasks = {
  advance: question({
    owner: (_s, t) => t.owner,
    options: advanceUnits,
    prompt: () => "ADVANCE: which unit moves?",
    answer(ctx, t, a) {
      if (a.type === "unit" && isPoliceKey(a.unit)) ctx.replaceTop({ kind: "advanceDest", owner: t.owner, from: a.area, unit: a.unit });
    }
  }),
  advanceDest: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => policeDests(s, t.from).filter((to) => advanceTargets(s, t.unit, to).length > 0).map(areaAction2),
    prompt: () => "ADVANCE: into which area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ ...t, kind: "advanceTarget", to: areaOf(a) });
    }
  }),
  advanceTarget: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => advanceTargets(s, t.unit, t.to).map((unit4) => ({ type: "unit", area: t.to, unit: unit4 })),
    prompt: () => "ADVANCE: arrest whom?",
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== "unit" || !isDemoKey(a.unit)) return;
      moveUnits(ctx, t.from, t.to, t.unit);
      ctx.emit({ type: "moved", units: unitName(t.unit), from: t.from, to: t.to });
      arrest(ctx, t.to, a.unit);
      concludeConflict(ctx, "establishment", t.to, 2, t.unit === "tac");
    }
  }),
  deployBarbedWire: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(wireOptions(s)),
    prompt: () => "DEPLOY BARBED WIRE: on which path?",
    answer(ctx, _t, a) {
      if (a.type !== "path") return ctx.pop();
      change(ctx, "police", (p) => plus(p, "wire", -1));
      setBarrier(ctx, a.path, "wire", true);
      ctx.emit({ type: "barrierPlaced", barrier: "Barbed Wire", path: a.path });
    }
  }),
  massArrest: question({
    owner: (_s, t) => t.owner,
    options: (s) => massArrestAreas(s).map(areaAction2),
    prompt: () => "MASS ARREST: in which area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: "massArrestTarget", owner: t.owner, area: areaOf(a), taken: [] });
    }
  }),
  massArrestTarget: question({
    owner: (_s, t) => t.owner,
    options(s, t) {
      const options3 = massArrestTargets(s, t).map((unit4) => ({ type: "unit", area: t.area, unit: unit4 }));
      return t.taken.length > 0 ? orDone(options3) : options3;
    },
    prompt: () => "MASS ARREST: arrest another Demonstrator?",
    none: finishMassArrest,
    answer(ctx, t, a) {
      if (a.type !== "unit" || !isDemoKey(a.unit)) return finishMassArrest(ctx, t);
      ctx.replaceTop({ ...t, taken: [...t.taken, a.unit] });
      arrest(ctx, t.area, a.unit);
    }
  }),
  move: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...movable(s, t), { type: "done" }],
    prompt: () => "MOVE: move another unit?",
    answer(ctx, t, a) {
      if (a.type !== "unit" || !isPoliceKey(a.unit)) return ctx.pop();
      ctx.replaceTop({ kind: "moveDest", owner: t.owner, arrived: t.arrived, from: a.area, unit: a.unit });
    }
  }),
  moveDest: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => policeDests(s, t.from).map(areaAction2),
    prompt: () => "MOVE: to which adjacent area?",
    answer(ctx, t, a) {
      const to = areaOf(a);
      moveUnits(ctx, t.from, to, t.unit);
      ctx.emit({ type: "moved", units: unitName(t.unit), from: t.from, to });
      const there = t.arrived[to] ?? { p1: 0, p2: 0, tac: 0 };
      ctx.replaceTop({ kind: "move", owner: t.owner, arrived: assoc(t.arrived, to, plus(there, t.unit, 1)) });
    }
  }),
  teargas: question({
    owner: (_s, t) => t.owner,
    options: gasOptions,
    prompt: () => "TEARGAS: gas which area?",
    none: gasDone,
    answer(ctx, t, a) {
      if (a.type !== "area") return gasDone(ctx, t);
      const u = ctx.state.areas[a.area].u;
      const units4 = demoCount(u) + policeCount(u);
      const chaos = u.tac > 0 || units4 > 5;
      ctx.replaceTop({ ...t, placed: t.placed + 1, ...chaos ? { chaos: true, chaosArea: a.area } : {} });
      change(ctx, "police", (p) => plus(p, "gas", -1));
      gainExposure(ctx, "establishment", exposureBonus(ctx.state, a.area, "establishment"));
      placeTearGas(ctx, a.area);
    }
  }),
  drawDown: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n9) => s.areas[n9].u.p1 > 0).map(areaAction2),
    prompt: () => "DRAW DOWN: withdraw a Lv1 Platoon from",
    answer(ctx, t, a) {
      const area3 = areaOf(a);
      addUnits(ctx, area3, "p1", -1);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", 1)));
      ctx.emit({ type: "removed", units: unitName("p1"), area: area3, to: "the Reserves" });
      ctx.replaceTop({ kind: "drawDownChoice", owner: t.owner });
    }
  }),
  drawDownChoice: question({
    owner: (_s, t) => t.owner,
    options: () => [{ type: "benefit", benefit: "instability" }, { type: "benefit", benefit: "exposure" }],
    prompt: () => "DRAW DOWN: Instability \u22121 or 2 Exposure?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === "benefit" && a.benefit === "instability") changeInstability(ctx, -1);
      else gainExposure(ctx, "establishment", 2);
    }
  }),
  flamethrowers: question({
    owner: (_s, t) => t.owner,
    options: flameOptions,
    prompt: () => "FLAMETHROWERS: remove which Demonstrator?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "unit" || !isDemoKey(a.unit)) return;
      const k = a.unit;
      addUnits(ctx, a.area, k, -1);
      change(ctx, "box", (b) => plus(b, k, 1));
      ctx.emit({ type: "removed", units: unitName(k), area: a.area, to: "the game" });
      gainExposure(ctx, "establishment", -2);
    }
  }),
  rapidDeployment: question({
    owner: (_s, t) => t.owner,
    options: (s) => rapidTargets(s).map(areaAction2),
    prompt: () => "RAPID DEPLOYMENT: into which uncontrolled area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: "rapidDeploymentMove", owner: t.owner, to: areaOf(a), moved: 0 });
    }
  }),
  rapidDeploymentMove: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => t.moved < 2 ? rapidSources(s, t.to) : [],
    prompt: (_s, t) => `RAPID DEPLOYMENT: move a Platoon into ${t.to}`,
    none(ctx, t) {
      ctx.pop();
      if (controller(ctx.state, t.to) === "establishment") gainExposure(ctx, "establishment", exposureBonus(ctx.state, t.to, "establishment"));
    },
    answer(ctx, t, a) {
      if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2") return;
      ctx.replaceTop({ ...t, moved: t.moved + 1 });
      moveUnits(ctx, a.area, t.to, a.unit);
      ctx.emit({ type: "moved", units: unitName(a.unit), from: a.area, to: t.to });
    }
  })
};

// src/games/chicago-68/rules/cards/index.ts
var cardDefs = { ...mayorCards, ...policeCards, ...yippiesCards, ...mobeCards };
var cardTasks = { ...mayorCardTasks, ...policeCardTasks, ...yippiesCardTasks, ...mobeCardTasks };

// src/core/words.ts
function withArticle(noun) {
  const letter = /^[A-Z](?![a-z])/.test(noun);
  return `${(letter ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(noun) ? "an" : "a"} ${noun}`;
}
function possessive(name) {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}
function counting(n9, one, many = `${one}s`) {
  return n9 === 0 ? `no ${many}` : `${n9} ${n9 === 1 ? one : many}`;
}
var capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// src/games/chicago-68/rules/turns.ts
var CARDS_PER_PHASE = 3;
var factions = ["mayor", "police", "yippies", "mobe"];
function startPhase(ctx, name) {
  ctx.emit({ type: "phase", phase: { leadership: "Leadership (1.3)", rankAndFile: "Rank-and-File (1.4)", vto: "Variable Turn Order (6.1)" }[name] });
  const order2 = name === "leadership" ? ["mayor", "yippies"] : name === "rankAndFile" ? ["mobe", "police"] : [];
  const zero = { mayor: 0, police: 0, yippies: 0, mobe: 0 };
  ctx.push({ kind: "phase", name, order: order2, played: zero, passed: { mayor: false, police: false, yippies: false, mobe: false }, last: null, stage: "first", next: null });
  if (name === "vto") {
    const per = board(ctx.state).set.counts.turnCardsPerFaction;
    put(ctx, "vtoDeck", factions.flatMap((f) => Array(f === "mayor" || f === "police" ? per - 1 : per).fill(f)));
  }
}
function canAct(s, t, f) {
  const machine2 = s.machine !== null && sideOf(f) === "establishment";
  return !t.passed[f] && t.played[f] < CARDS_PER_PHASE && (machine2 || s.hands[f].length > 0);
}
function beginTurn(ctx, t, f) {
  ctx.emit({ type: "turn", faction: f });
  put(ctx, "mobThisTurn", false);
  ctx.replace(t, { ...t, last: f });
  if (ctx.state.machine !== null && (f === "mayor" || f === "police")) return ctx.push({ kind: "machineTurn", faction: f, drawn: false, tried: [], extra: false });
  ctx.push({ kind: "turn", faction: f, card: false, fresh: [], posts: [], tactics: [] });
  if (t.name === "vto") {
    const others = ["police", "mobe"].filter((o) => o !== f && mayRemoveBarriers(ctx.state, o));
    if (others.length > 0) ctx.push({ kind: "vtoWindow", seats: others.map((o) => seatOf(ctx.state, o)) });
  }
}
var phaseHandler = auto((ctx, t) => {
  if (t.name === "vto") return runVto(ctx, t);
  const candidates2 = t.last === null ? t.order : [t.order.find((f) => f !== t.last), t.last];
  const next3 = candidates2.find((f) => canAct(ctx.state, t, f));
  if (next3 === void 0) return ctx.pop();
  beginTurn(ctx, t, next3);
});
function runVto(ctx, t) {
  if (t.next !== null) {
    const next3 = { ...t, next: null };
    ctx.replaceTop(next3);
    if (canAct(ctx.state, next3, t.next)) beginTurn(ctx, next3, t.next);
    return;
  }
  if (t.stage === "first") ctx.replaceTop({ ...t, stage: "middle", next: "mayor" });
  else if (t.stage === "middle" && ctx.state.vtoDeck.length > 0) ctx.push({ kind: "draw", deck: "vto", purpose: "vto", area: null });
  else if (t.stage === "middle") ctx.replaceTop({ ...t, stage: "done", next: "police" });
  else ctx.pop();
}
function vtoDrawn(ctx, f) {
  put(ctx, "vtoDeck", without(ctx.state.vtoDeck, f));
  ctx.emit({ type: "turnCard", faction: f });
  const phase = findTask(ctx.state, "phase");
  ctx.replace(phase, { ...phase, next: f });
}
function reachableBarriers(s, f) {
  if (f !== "police" && f !== "mobe") return [];
  const key = f === "police" ? "barricade" : "wire";
  const { path, jail } = board(s);
  const reaches = (n9) => n9 !== jail && (f === "police" ? hasPolice(s, n9) : demoCount(s.areas[n9].u) > 0);
  const out = [];
  for (const [p, { a, b }] of path) if (s.paths[p][key] && (reaches(a) || reaches(b))) out.push(p);
  return out.length > 1 ? out.sort() : out;
}
function barrierRemovals(s, f) {
  const paths2 = reachableBarriers(s, f);
  if (paths2.length === 0) return [];
  const b = board(s);
  const cards5 = [...new Set(s.hands[f])].filter((c) => b.action.get(c)?.conflict);
  return cards5.flatMap((card9) => paths2.map((path) => ({ card: card9, path })));
}
var mayRemoveBarriers = (s, f) => s.hands[f].length > 0 && reachableBarriers(s, f).length > 0;
var windowFaction = (s, seat) => seat === seatOf(s, "police") ? "police" : "mobe";
var vtoWindowHandler = windowHandler({
  offers: (s, _t, seat) => [...barrierRemovals(s, windowFaction(s, seat)).map((r) => ({ type: "removeBarrier", ...r })), { type: "done" }],
  answer(ctx, _t, seat, a) {
    if (a.type !== "removeBarrier") return "next";
    const f = windowFaction(ctx.state, seat);
    discardForBarrier(ctx, f, a.card, a.path);
    return mayRemoveBarriers(ctx.state, f) ? "again" : "next";
  },
  prompt: (s, _t, seat) => `${windowFaction(s, seat)}: 6.1.2: discard a Conflict card to remove a Barrier?`,
  ask: (s, t, seat) => ({ decision: "vtoWindow", faction: windowFaction(s, seat), after: t.seats.slice(1) })
});
function discardForBarrier(ctx, f, card9, path) {
  change(ctx, "hands", (h) => assoc(h, f, without(h[f], card9)));
  change(ctx, "discards", (d) => assoc(d, f, [...d[f], card9]));
  ctx.emit({ type: "discarded", faction: f, card: card9, why: "to remove a Barrier (2.9.3)" });
  removeBarrier(ctx, path, f === "police" ? "barricade" : "barbedWire");
}
function extraAvailable(s, f) {
  const side = sideOf(f);
  return s.tiles.action === side && !s.extraUsed[side] && (s.actionHolder === null || s.actionHolder === f);
}
function turnActions(s, turn) {
  const f = turn.faction;
  const out = [];
  const hand = s.hands[f];
  const usable = (c) => turn.fresh.length === 0 || hand.filter((x) => x === c).length > turn.fresh.filter((x) => x === c).length;
  const playable2 = () => {
    const cards5 = [];
    for (const c of new Set(hand)) if (usable(c) && cardDefs[c]?.playable(s, f)) cards5.push(c);
    return cards5.length > 1 ? cards5.sort() : cards5;
  };
  if (!turn.card) {
    for (const card9 of playable2()) out.push({ type: "play", card: card9 });
    out.push({ type: "pass" });
  } else {
    out.push({ type: "endTurn" });
    if (extraAvailable(s, f)) for (const card9 of playable2()) out.push({ type: "play", card: card9 });
  }
  for (const r of barrierRemovals(s, f)) out.push({ type: "removeBarrier", ...r });
  if (f === "yippies" || f === "mobe") {
    for (const card9 of activatable(s)) out.push({ type: "streetTheater", card: card9 });
    const agitators = cityAreas(s).filter((n9) => s.areas[n9].u.ag > 0);
    for (const card9 of [...new Set(s.stSplay)].filter((c) => isCounter(s, c))) for (const area3 of agitators) out.push({ type: "discardCounter", card: card9, area: area3 });
  }
  if (f === "police") {
    if (tacticAvailable(s, turn)) out.push({ type: "tactic" });
    if (s.inc.policePosts) for (const p of postMoves(s, turn)) out.push({ type: "post", ...p });
  }
  return out;
}
function tacticAvailable(s, turn) {
  return s.tactic !== null && !s.tacticUsed && !turn.tactics.includes(s.tactic);
}
function postArrangement(s, change4) {
  return cityAreas(s).filter((n9) => s.areas[n9].post !== null).map((n9) => `${n9}=${change4?.area === n9 ? change4.unit : s.areas[n9].post}`).join(",");
}
function postMoves(s, turn) {
  const seen = turn?.posts ?? [];
  return cityAreas(s).flatMap((area3) => {
    const a = s.areas[area3];
    if (a.post === null) return [];
    if (a.post !== "") return [{ area: area3, unit: "" }];
    return ["p1", "p2", "tac"].filter((k) => a.u[k] > 0).map((unit4) => ({ area: area3, unit: unit4 }));
  }).filter((m) => !seen.includes(postArrangement(s, m)));
}
function applyTurnAction(ctx, t, a) {
  const f = t.faction;
  const turn = { ...t, posts: a.type === "post" ? t.posts.length > 0 ? t.posts : [postArrangement(ctx.state)] : [] };
  switch (a.type) {
    case "play": {
      const phase = findTask(ctx.state, "phase");
      const extra = t.card;
      if (extra) change(ctx, "extraUsed", (x) => assoc(x, sideOf(f), true));
      else ctx.replace(phase, { ...phase, played: plus(phase.played, f, 1) });
      ctx.replaceTop({ ...turn, card: true });
      change(ctx, "hands", (h) => assoc(h, f, without(h[f], a.card)));
      change(ctx, "discards", (d) => assoc(d, f, [...d[f], a.card]));
      ctx.emit({ type: "played", faction: f, card: a.card, ...extra ? { with: "+1 ACTION" } : {} });
      return ctx.push(cardDefs[a.card].task(f));
    }
    case "pass": {
      ctx.emit({ type: "passed", faction: f });
      const phase = findTask(ctx.state, "phase");
      ctx.replace(phase, { ...phase, passed: assoc(phase.passed, f, true) });
      return ctx.replaceTop({ kind: "endOfTurn" });
    }
    case "endTurn":
      return ctx.replaceTop({ kind: "endOfTurn" });
    case "removeBarrier":
      ctx.replaceTop(turn);
      return discardForBarrier(ctx, f, a.card, a.path);
    case "streetTheater":
      ctx.replaceTop(turn);
      return activateStreetTheater(ctx, a.card);
    case "discardCounter":
      ctx.replaceTop(turn);
      return discardCounter(ctx, a.card, a.area);
    case "tactic": {
      const card9 = board(ctx.state).set.tactics.find((c) => c.name === ctx.state.tactic);
      ctx.replaceTop({ ...turn, tactics: [...turn.tactics, card9.name] });
      put(ctx, "tacticUsed", true);
      ctx.emit({ type: "tactic", card: card9.name, text: card9.text });
      return runEffects(ctx, card9.effects, "establishment", null, [], card9.name);
    }
    case "post": {
      const post = ctx.state.areas[a.area].post;
      const unit4 = a.unit;
      if (unit4 !== "") changeArea(ctx, a.area, (x) => set(x, "u", plus(x.u, unit4, -1)));
      else if (post !== null && post !== "") changeArea(ctx, a.area, (x) => set(x, "u", plus(x.u, post, 1)));
      changeArea(ctx, a.area, (x) => set(x, "post", unit4));
      return ctx.replaceTop({ ...turn, posts: [...turn.posts, postArrangement(ctx.state)] });
    }
    default:
      throw new Error(`not a turn action: ${a.type}`);
  }
}
var turnHandler = {
  decider: (s, t) => seatOf(s, t.faction),
  actions: (s, t) => remember(s, t, turnActions).slice(),
  answer: applyTurnAction,
  prompt: (s, t) => `Round ${s.round}, ${possessive(t.faction)} turn: ${t.card ? "free actions or end the turn" : "play an Action Card, take free actions, or pass"}`,
  ask: (s, t) => ({ decision: "turn", faction: t.faction, round: s.round, cardPlayed: t.card })
};
var endOfTurnHandler = auto((ctx) => {
  ctx.pop();
  if (!ctx.state.chaosPending) return;
  put(ctx, "chaosPending", false);
  requestMobChaos(ctx, null);
});
var turnTasks = {
  phase: phaseHandler,
  turn: turnHandler,
  endOfTurn: endOfTurnHandler,
  vtoWindow: vtoWindowHandler
};

// src/games/chicago-68/rules/victory.ts
function decideVictory(s) {
  const blue2 = s.delegates.track.filter((c) => c === "blue").length;
  const blueMajority = blue2 * 2 > s.delegates.track.length;
  const establishmentAhead = s.exposure > 0;
  if (establishmentAhead && blueMajority) {
    return { winners: ["establishment"], reason: `The Establishment has more Exposure and a majority of blue Delegates (${blue2}/${s.delegates.track.length}) (5.1)`, major: false };
  }
  const major = !establishmentAhead && !blueMajority;
  const why6 = major ? "equal or more Exposure and no blue majority: a major victory" : establishmentAhead ? "no blue Delegate majority" : "equal or more Exposure";
  return { winners: ["demonstrators"], reason: `The Demonstrators win with ${why6} (5.2)`, major };
}

// src/games/chicago-68/rules/round.ts
function lastRound(s) {
  return s.machine === null ? 5 : 4;
}
function roundSteps(s) {
  const machine2 = s.machine !== null;
  return [
    "round:begin",
    ...machine2 ? ["round:machineTactics"] : [],
    "round:bail",
    "round:leadership",
    "round:rankAndFile",
    "eor:flock",
    "eor:capital",
    "eor:press",
    "eor:vote",
    ...machine2 ? ["eor:machine"] : [],
    "eor:cleanup",
    ...s.inc.pigasus ? ["eor:pigasusMove", "eor:pigasusCheck"] : [],
    ...s.inc.daleyDozer ? ["eor:dozer"] : [],
    "eor:checks",
    "round:next"
  ];
}
var roundBeginStep = (ctx) => {
  const s = ctx.state;
  ctx.emit({ type: "round", round: s.round, time: isNight(s) ? "Night" : "Day" });
  const pig = board(s).areaNames.some((n9) => s.areas[n9].u.pig > 0);
  if (pig && s.supply.pink > 0) {
    change(ctx, "supply", (x) => plus(x, "pink", -1));
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "pink", 1)));
    ctx.emit({ type: "delegate", color: "pink", count: 1, to: "bag", why: "Pigasus (6.3.1)" });
    markActive(ctx, board(s).areaNames.find((n9) => s.areas[n9].u.pig > 0));
  }
};
var roundBailStep = (ctx) => {
  if (releaseOptions(ctx.state).length > 0) ctx.push({ kind: "bail" });
};
var roundLeadershipStep = (ctx) => startPhase(ctx, ctx.state.vtoOn ? "vto" : "leadership");
var roundRankAndFileStep = (ctx) => {
  if (!ctx.state.vtoOn) startPhase(ctx, "rankAndFile");
};
var eorFlockStep = (ctx) => {
  for (const n9 of cityAreas(ctx.state)) {
    const flag4 = ctx.state.areas[n9].flag;
    if (flag4 === null) continue;
    const k = Math.min(flag4, ctx.state.supply.m1);
    change(ctx, "supply", (x) => plus(x, "m1", -k));
    addUnits(ctx, n9, "m1", k);
    if (k > 0) ctx.emit({ type: "placed", units: unitName("m1", k), area: n9, why: "Demonstrators Flock (4.1)" });
  }
};
var eorCapitalStep = (ctx) => {
  for (const n9 of cityAreas(ctx.state)) {
    const area3 = board(ctx.state).area.get(n9);
    const a = ctx.state.areas[n9];
    if (area3.star && demoCount(a.u) === 0) changeCapital(ctx, Math.max(0, area3.capital - a.minus), `Capital Accumulation in ${n9} (4.2)`);
  }
};
var eorPressStep = (ctx) => {
  const s = ctx.state;
  const stars3 = cityAreas(s).filter((n9) => board(s).area.get(n9).star && board(s).area.get(n9).kind !== "transit");
  const e = stars3.filter((n9) => controller(s, n9) === "establishment").length;
  const d = stars3.filter((n9) => controller(s, n9) === "demonstrators").length;
  gainExposure(ctx, "establishment", e);
  gainExposure(ctx, "demonstrators", d);
};
function trackSize2(s) {
  return (s.components ?? referenceComponents).counts.delegateTrack;
}
function bagSize(s) {
  const b = s.delegates.bag;
  return b.blue + b.red + b.pink;
}
var eorVoteStep = (ctx) => {
  const s = ctx.state;
  if (!s.noVote && s.delegates.track.length < trackSize2(s) && bagSize(s) > 0) ctx.push({ kind: "draw", deck: "bag", purpose: "vote", area: null });
};
var eorCleanupStep = (ctx) => {
  for (const n9 of board(ctx.state).areaNames) {
    if (!ctx.state.areas[n9].gas) continue;
    changeArea(ctx, n9, (a) => set(a, "gas", false));
    change(ctx, "general", (g) => plus(g, "gas", 1));
    ctx.emit({ type: "tearGasCleared", area: n9 });
  }
  const { hands, discards } = ctx.state;
  put(ctx, "hands", { mayor: [...hands.mayor, ...discards.mayor].sort(), police: [...hands.police, ...discards.police].sort(), yippies: [...hands.yippies, ...discards.yippies].sort(), mobe: [...hands.mobe, ...discards.mobe].sort() });
  put(ctx, "discards", { mayor: [], police: [], yippies: [], mobe: [] });
  put(ctx, "noVote", false);
  put(ctx, "tacticUsed", false);
  if (ctx.state.round < 5 && ctx.state.machine === null) requestPolicyDraw(ctx);
};
var eorPigasusMoveStep = (ctx) => {
  const at = cityAreas(ctx.state).find((n9) => ctx.state.areas[n9].u.pig > 0);
  if (at && demoCanLeave(ctx.state, at)) ctx.push({ kind: "pigasusMove", at });
};
var eorPigasusCheckStep = (ctx) => {
  for (const n9 of cityAreas(ctx.state)) {
    const pig = ctx.state.areas[n9].u.pig;
    if (pig > 0 && hasPolice(ctx.state, n9)) {
      change(ctx, "box", (b) => plus(b, "pig", pig));
      addUnits(ctx, n9, "pig", -pig);
      ctx.emit({ type: "removed", units: unitName("pig"), area: n9, to: "the game", why: "Pigasus with Police (6.3.1)" });
    }
  }
};
var eorDozerStep = (ctx) => {
  const jeep = ctx.state.jeep;
  if (jeep !== null) ctx.push({ kind: "dozer", start: jeep, moves: 0, prev: jeep });
};
function jeepOptions(s, t) {
  const b = board(s);
  const cur = b.path.get(s.jeep);
  return [...new Set([cur.a, cur.b].flatMap((n9) => (b.links.get(n9) ?? []).map(([p]) => p)))].filter((p) => p !== s.jeep && p !== t.start && p !== t.prev).sort();
}
var eorChecksStep = (ctx) => {
  const noAgitators = agitatorsOnBoard(ctx.state) === 0;
  const emptyPost = cityAreas(ctx.state).some((n9) => ctx.state.areas[n9].post === "");
  if (noAgitators && emptyPost) put(ctx, "outcome", { winners: [], reason: "Both sides lose at once: no Agitators on the board (5.3) and an empty Police Post (6.3.2)", major: false });
  else if (noAgitators) put(ctx, "outcome", { winners: ["establishment"], reason: "No Agitators on the board at the end of a round (5.3)", major: false });
  else if (emptyPost) put(ctx, "outcome", { winners: ["demonstrators"], reason: "A Police Post is empty at the end of a round (6.3.2)", major: false });
};
var roundNextStep = (ctx, t) => {
  if (ctx.state.round < lastRound(ctx.state)) {
    bump(ctx, "round", 1);
    ctx.replace(t, { ...t, i: 0 });
    return;
  }
  put(ctx, "phase", "final");
  ctx.push({ kind: "nominate" });
};
var roundTasks = {
  // 1.2 Post Bail: one Capital into the Municipal Budget per released unit
  bail: question({
    owner: (s) => sideFaction(s, "demonstrators"),
    options: (s) => orDone(releaseOptions(s)),
    prompt: () => "POST BAIL: release a jailed unit (1 Capital to the Municipal Budget)?",
    answer(ctx, _t, a) {
      if (a.type !== "move" || a.unit !== "m1" && a.unit !== "m2" && a.unit !== "ag") return ctx.pop();
      releaseUnit(ctx, a.unit, a.to);
      changeCapital(ctx, 1, "Post Bail (1.2)");
    }
  }),
  pigasusMove: question({
    owner: () => "yippies",
    options: (s, t) => [...demoDests(s, t.at).map((area3) => ({ type: "area", area: area3 })), { type: "done" }],
    prompt: () => "Pigasus: move to an adjacent area?",
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== "area") return;
      addUnits(ctx, t.at, "pig", -1);
      addUnits(ctx, a.area, "pig", 1);
      ctx.emit({ type: "moved", units: unitName("pig"), from: t.at, to: a.area });
    }
  }),
  dozer: question({
    owner: () => "police",
    options: (s, t) => t.moves >= 2 ? [] : jeepOptions(s, t).map((path) => ({ type: "path", path })),
    prompt: () => "Daley Dozer: move the Armored Jeep to",
    answer(ctx, t, a) {
      const path = pathOf(a);
      const from = ctx.state.jeep;
      ctx.replaceTop({ ...t, prev: from ?? t.prev, moves: t.moves + 1 });
      ctx.emit({ type: "armoredJeep", from, to: path });
      put(ctx, "jeep", path);
      if (ctx.state.paths[path].barricade) {
        ctx.emit({ type: "barrierRemoved", barrier: "Barricade", path, why: "Daley Dozer (6.3.3)" });
        setBarrier(ctx, path, "barricade", false);
        change(ctx, "supply", (x) => plus(x, "barricades", 1));
      }
    }
  }),
  // 1.6, 4.6 Final Nomination: fill the Delegate Track, then determine victory
  nominate: auto((ctx) => {
    const s = ctx.state;
    if (s.delegates.track.length < trackSize2(s) && bagSize(s) > 0) return ctx.push({ kind: "draw", deck: "bag", purpose: "nominate", area: null });
    ctx.pop();
    put(ctx, "outcome", decideVictory(ctx.state));
  })
};
var roundStepTable = {
  "round:begin": roundBeginStep,
  "round:bail": roundBailStep,
  "round:leadership": roundLeadershipStep,
  "round:rankAndFile": roundRankAndFileStep,
  "eor:flock": eorFlockStep,
  "eor:capital": eorCapitalStep,
  "eor:press": eorPressStep,
  "eor:vote": eorVoteStep,
  "eor:cleanup": eorCleanupStep,
  "eor:pigasusMove": eorPigasusMoveStep,
  "eor:pigasusCheck": eorPigasusCheckStep,
  "eor:dozer": eorDozerStep,
  "eor:checks": eorChecksStep,
  "round:next": roundNextStep
};

// src/games/chicago-68/rules/setup.ts
var MACHINE = "machine";
function seating(c) {
  if (c.mode === "solo") return { seats: ["demonstrators"], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: "demonstrators", mobe: "demonstrators" } };
  if (c.mode === "coop") return { seats: ["yippies", "mobe"], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: "yippies", mobe: "mobe" } };
  if (c.players === 2) {
    return { seats: ["establishment", "demonstrators"], factionSeat: { mayor: "establishment", police: "establishment", yippies: "demonstrators", mobe: "demonstrators" } };
  }
  if (c.players === 4) return { seats: ["mayor", "police", "yippies", "mobe"], factionSeat: { mayor: "mayor", police: "police", yippies: "yippies", mobe: "mobe" } };
  return c.split === "demonstrators" ? { seats: ["establishment", "yippies", "mobe"], factionSeat: { mayor: "establishment", police: "establishment", yippies: "yippies", mobe: "mobe" } } : { seats: ["mayor", "police", "demonstrators"], factionSeat: { mayor: "mayor", police: "police", yippies: "demonstrators", mobe: "demonstrators" } };
}
var emptyArea = () => ({ u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0, minus: 0, post: null });
function initialState(c, rng) {
  const set2 = c.components ?? referenceComponents;
  const k = set2.counts;
  const areas2 = Object.fromEntries(set2.areas.map((a) => [a.name, emptyArea()]));
  const paths2 = Object.fromEntries(set2.paths.map((p) => [p.id, { barricade: set2.setupBarricades.includes(p.id), wire: set2.setupBarbedWire.includes(p.id) }]));
  let p2 = 0;
  for (const a of set2.areas) {
    if (a.star && a.name !== A.grantParkEast && areas2[a.name]) {
      areas2[a.name].u.p2 += 1;
      p2 += 1;
    }
  }
  const place3 = (n9, f) => areas2[n9] && f(areas2[n9]);
  place3(A.conventionHall, (a) => (a.u.p2 += 1, a.ng += 1));
  place3(A.michiganAvenue, (a) => a.u.p1 += 1);
  place3(A.hilton, (a) => a.ng += 1);
  p2 += areas2[A.conventionHall] ? 1 : 0;
  const ngPlaced = (areas2[A.conventionHall] ? 1 : 0) + (areas2[A.hilton] ? 1 : 0);
  const p1Placed = areas2[A.michiganAvenue] ? 1 : 0;
  const wireOnMap = set2.setupBarbedWire.length;
  const hands = (f) => set2.actionCards.filter((a) => a.faction === f && a.starting).flatMap((a) => Array(a.copies).fill(a.name)).sort();
  const counters2 = set2.streetTheater.filter((c2) => c2.kind === "counterrevolutionary").map((c2) => c2.name);
  const stDeck = [...set2.streetTheater.filter((c2) => !(c.incendiary.agentsOfChaos && counters2.includes(c2.name))).map((c2) => c2.name), ...c.incendiary.agentsOfChaos ? set2.incendiary.map((c2) => c2.name) : []];
  const { seats: seats2, factionSeat } = seating(c);
  return {
    rng: [...rng],
    chance: c.chance,
    components: c.components ?? null,
    seats: seats2,
    factionSeat,
    vtoOn: c.variableTurnOrder,
    inc: c.incendiary,
    firstGame: c.firstGame,
    round: 1,
    // 1.
    phase: "setup",
    areas: areas2,
    paths: paths2,
    jeep: null,
    // 12. (10–11 move MOBEs, an Agitator and the +3 flag from here); 3–4: 2 red Delegates on the track, 4 in the bag
    supply: { m1: k.smallRed - 6, m2: k.mobeL2 - 1, ag: k.agitators, flags: [...k.rallyFlags].sort((x, y) => x - y), barricades: k.barricades - set2.setupBarricades.length, pink: k.pinkDelegates },
    box: { m1: 0, m2: 0, ag: 0, pig: 1, p1: 0, p2: k.policeL2 - p2 - 1 - 3, tac: k.tac, posts: k.posts },
    // 9. the units to place wait in the Reserves (TAC Forces beside them) until placed
    police: { reserves: { p1: k.policeL1 - p1Placed, p2: 3 }, injured: { p1: 0, p2: 0 }, wire: k.policeSupplyBarbedWire, gas: k.policeSupplyTearGas },
    general: { wire: k.barbedWire - wireOnMap - k.policeSupplyBarbedWire, gas: k.tearGas - k.policeSupplyTearGas, ng: k.nationalGuard - ngPlaced, minus: k.minusCapital },
    bonusUnits: { p2: 1, m2: 1 },
    // 5.
    capital: k.startingCapital,
    exposure: 0,
    // 2. the central star
    instability: 3,
    // 5.
    levelsReached: [],
    tiles: { splay: null, action: null, unit: null, exp: null },
    extraUsed: { establishment: false, demonstrators: false },
    actionHolder: null,
    delegates: { track: ["blue", "blue", "red", "red"], bag: { blue: 8, red: 4, pink: 0 } },
    // 3., 4.
    noVote: false,
    hands: { mayor: hands("mayor"), police: hands("police"), yippies: hands("yippies"), mobe: hands("mobe") },
    discards: { mayor: [], police: [], yippies: [], mobe: [] },
    stSplay: [],
    stDeck: stDeck.sort(),
    stDiscard: [],
    policySplay: [],
    policyDeck: set2.policies.map((p) => p.name).sort(),
    policyDiscard: [],
    tactic: null,
    tacticUsed: false,
    tacticsDeck: set2.tactics.map((t) => t.name).sort(),
    mobDeck: set2.mobChaos.map((m) => m.name).sort(),
    mobDiscard: [],
    smokeEm: false,
    mobThisTurn: false,
    chaosPending: false,
    vtoDeck: [],
    tasks: [{ kind: "seq", steps: ["setup:streetTheater", "setup:policies", "setup:police", "setup:park", "setup:incendiary", "setup:done"], i: 0 }],
    outcome: null,
    machine: null
  };
}
var setupStreetTheaterStep = (ctx) => {
  const first = "Unbirthday Party for LBJ";
  if (ctx.state.firstGame && ctx.state.stDeck.includes(first)) {
    put(ctx, "stDeck", without(ctx.state.stDeck, first));
    put(ctx, "stSplay", [...ctx.state.stSplay, first]);
  } else requestStDraw(ctx);
};
var setupPoliciesStep = (ctx) => ctx.push({ kind: "drawPolicies", left: board(ctx.state).set.counts.startingPolicies });
var setupUnits = ["tac", "tac", "p1", "p1", "p1", "p1", "p2", "p2", "p2"];
function takeSetupUnit(ctx, k, area3) {
  if (k === "tac") change(ctx, "box", (b) => plus(b, "tac", -1));
  else change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, k, -1)));
  addUnits(ctx, area3, k, 1);
  ctx.emit({ type: "placed", units: unitName(k), area: area3, why: "Setup 9" });
}
var setupPoliceStep = (ctx) => {
  if (!ctx.state.firstGame && ctx.state.machine === null) return ctx.push({ kind: "setupPlace", i: 0 });
  const plan2 = [
    ["tac", A.michiganAvenue],
    ["tac", A.conventionHall],
    ["p1", A.michiganAvenue],
    ["p1", A.michiganAvenue],
    ["p1", A.conventionHall],
    ["p1", A.lakefrontTransit],
    ["p2", A.michiganAvenue],
    ["p2", A.southTransit],
    ["p2", A.hilton]
  ];
  for (const [k, n9] of plan2) takeSetupUnit(ctx, k, n9);
};
function startPark(ctx, park) {
  addUnits(ctx, park, "m1", 10);
  addUnits(ctx, park, "m2", 1);
  addUnits(ctx, park, "ag", 1);
  change(ctx, "supply", (x) => set(plus(plus(plus(x, "m1", -10), "m2", -1), "ag", -1), "flags", without(x.flags, 3)));
  changeArea(ctx, park, (a) => set(a, "flag", 3));
  ctx.emit({ type: "placed", units: groupName({ m1: 10, m2: 1, ag: 1 }), area: park, why: "Setup 10\u201311, with the +3 Rally Flag" });
}
var setupParkStep = (ctx) => {
  if (ctx.state.firstGame) startPark(ctx, A.grantParkWest);
  else ctx.push({ kind: "setupPark" });
};
var policeKinds = ["p1", "p2", "tac"];
function nextPost(s, areas2) {
  return areas2.find((x) => s.areas[x].post === "" && policeKinds.some((k) => s.areas[x].u[k] > 0));
}
function postUnit(ctx, n9, k) {
  addUnits(ctx, n9, k, -1);
  changeArea(ctx, n9, (a) => set(a, "post", k));
}
var setupIncendiaryStep = (ctx) => {
  if (ctx.state.inc.pigasus && ctx.state.areas[A.grantParkEast]) {
    change(ctx, "box", (b) => plus(b, "pig", -1));
    addUnits(ctx, A.grantParkEast, "pig", 1);
  }
  if (ctx.state.inc.daleyDozer) put(ctx, "jeep", board(ctx.state).set.setupBarbedWire[0] ?? null);
  if (ctx.state.inc.policePosts) {
    const starred = cityAreas(ctx.state).filter((n9) => board(ctx.state).area.get(n9).star && n9 !== A.grantParkEast);
    for (const n9 of starred) changeArea(ctx, n9, (a) => set(a, "post", ""));
    change(ctx, "box", (b) => plus(b, "posts", -starred.length));
    ctx.push({ kind: "setupPost", areas: starred });
  }
};
var setupDoneStep = (ctx) => {
  put(ctx, "phase", "round");
  ctx.push({ kind: "seq", steps: roundSteps(ctx.state), i: 0 });
};
var setupTasks = {
  drawPolicies: auto((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    requestPolicyDraw(ctx);
  }),
  setupPlace: question({
    owner: () => "mayor",
    options: (s, t) => t.i >= setupUnits.length ? [] : cityAreas(s).filter((n9) => board(s).area.get(n9).kind !== "park").map((area3) => ({ type: "area", area: area3 })),
    prompt: (_s, t) => `Setup 9: place ${withArticle(unitName(setupUnits[t.i] ?? ""))} (any City Area except Parks)`,
    answer(ctx, t, a) {
      ctx.replaceTop({ ...t, i: t.i + 1 });
      takeSetupUnit(ctx, setupUnits[t.i], areaOf(a));
    }
  }),
  setupPark: question({
    owner: () => "yippies",
    options: (s) => board(s).parks.map((area3) => ({ type: "area", area: area3 })),
    prompt: () => "Setup 10: choose the starting Park",
    answer(ctx, _t, a) {
      ctx.pop();
      startPark(ctx, areaOf(a));
    }
  }),
  setupPost: question({
    owner: () => "police",
    options(s, t) {
      const n9 = nextPost(s, t.areas);
      const kinds2 = n9 === void 0 ? [] : policeKinds.filter((k) => s.areas[n9].u[k] > 0);
      return n9 === void 0 || kinds2.length < 2 ? [] : kinds2.map((unit4) => ({ type: "unit", area: n9, unit: unit4 }));
    },
    prompt: (s, t) => `6.3.2: which unit stands in the Post of ${nextPost(s, t.areas) ?? ""}?`,
    none(ctx, t) {
      const n9 = nextPost(ctx.state, t.areas);
      if (n9 === void 0) return ctx.pop();
      postUnit(ctx, n9, policeKinds.find((k) => ctx.state.areas[n9].u[k] > 0));
    },
    answer(ctx, _t, a) {
      if (a.type === "unit" && (a.unit === "p1" || a.unit === "p2" || a.unit === "tac")) postUnit(ctx, a.area, a.unit);
    }
  })
};
var setupSteps = {
  "setup:streetTheater": setupStreetTheaterStep,
  "setup:policies": setupPoliciesStep,
  "setup:police": setupPoliceStep,
  "setup:park": setupParkStep,
  "setup:incendiary": setupIncendiaryStep,
  "setup:done": setupDoneStep
};

// src/games/chicago-68/check-state.ts
var levels = /* @__PURE__ */ new Set([...establishmentLevels, ...demonstratorLevels]);
function configOf(s) {
  return {
    mode: s.machine?.mode ?? "competitive",
    players: s.machine ? 2 : Math.min(4, Math.max(2, s.seats.length)),
    split: "demonstrators",
    variableTurnOrder: s.vtoOn,
    incendiary: s.inc,
    firstGame: s.firstGame,
    chance: s.chance,
    ...s.components && { components: s.components }
  };
}
var censuses = /* @__PURE__ */ new WeakMap();
function freshCensus(s) {
  const c = configOf(s);
  const bySet2 = censuses.get(s.components ?? referenceComponents) ?? /* @__PURE__ */ new Map();
  censuses.set(s.components ?? referenceComponents, bySet2);
  const key = JSON.stringify([c.mode, c.incendiary, c.variableTurnOrder, c.firstGame]);
  const known = bySet2.get(key);
  if (known !== void 0) return known;
  const census = JSON.stringify(unitCensus(withMachine(initialState(c, [0, 0, 0, 0]), c)));
  bySet2.set(key, census);
  return census;
}
function unknown3(label, found, known) {
  const bad = [...new Set(found.filter((x) => !known.has(x)))];
  return bad.length === 0 ? [] : [`${label}: unknown ${bad.slice(0, 3).join(", ")}`];
}
function pile(label, found, known) {
  const seen = /* @__PURE__ */ new Set();
  const doubled = found.filter((x) => seen.has(x) || !seen.add(x));
  return [...unknown3(label, found, new Set(known)), ...doubled.length === 0 ? [] : [`${label}: ${doubled.slice(0, 3).join(", ")} twice`]];
}
var seatings = [
  [{ mode: "solo", players: 2, split: "demonstrators" }, "solo"],
  [{ mode: "coop", players: 2, split: "demonstrators" }, "coop"],
  ...[2, 3, 4].flatMap((players) => ["demonstrators", "establishment"].map((split) => [{ mode: "competitive", players, split }, null]))
].map(([c, mode2]) => ({ key: JSON.stringify(seating(c)), mode: mode2 }));
function seatingProblems(s) {
  const key = JSON.stringify({ seats: s.seats, factionSeat: { mayor: s.factionSeat.mayor, police: s.factionSeat.police, yippies: s.factionSeat.yippies, mobe: s.factionSeat.mobe } });
  const match = seatings.find((x) => x.key === key);
  if (!match) return [`seats ${s.seats.join()} and faction seats ${JSON.stringify(s.factionSeat)} are no seating of the game (1.2)`];
  return match.mode === (s.machine?.mode ?? null) ? [] : [`the seating of ${match.mode ?? "the competitive game"} with the Machine ${s.machine ? `in ${s.machine.mode} mode` : "absent"}`];
}
function capitalBound(s) {
  const set2 = s.components ?? referenceComponents;
  const effects3 = [...set2.policies.map((c) => c.effects), ...set2.tactics.map((c) => c.effects), ...set2.streetTheater.map((c) => c.effects), ...set2.mobChaos.flatMap((c) => [c.day, c.night]), ...set2.incendiary.map((c) => c.effects)].flat();
  const gains2 = effects3.reduce((t, e) => t + (e.op === "capital" && e.amount > 0 ? e.amount : 0), 0);
  const income = set2.areas.reduce((t, a) => t + a.capital, 0);
  return set2.counts.startingCapital + lastRound(s) * (income + gains2 + 10 * 4 * set2.counts.turnCardsPerFaction);
}
function checkChicagoState(s) {
  const set2 = s.components ?? referenceComponents;
  const k = set2.counts;
  const out = seatingProblems(s);
  if (s.round < 0 || s.round > lastRound(s)) out.push(`round ${s.round} outside 0\u2013${lastRound(s)} (1.1)`);
  if (s.phase === "over" !== (s.outcome !== null)) out.push(s.outcome === null ? "the game is over without an outcome" : "an outcome while the game runs");
  if (s.capital > capitalBound(s)) out.push(`Capital ${s.capital} beyond what a game can gather (${capitalBound(s)})`);
  out.push(...collectionProblems("City Areas", Object.keys(s.areas), set2.areas.map((a) => a.name)));
  out.push(...collectionProblems("Paths", Object.keys(s.paths), set2.paths.map((p) => p.id)));
  if (out.length > 0) return out;
  if (s.jeep !== null && !s.paths[s.jeep]) out.push(`the Armored Jeep is on an unknown path ${s.jeep}`);
  for (const [n9, a] of Object.entries(s.areas)) {
    if ([...Object.values(a.u), a.ng, a.minus].some((x) => x < 0)) out.push(`negative counts in ${n9}`);
  }
  const pools = { supply: s.supply, box: s.box, reserves: s.police.reserves, injured: s.police.injured, general: s.general, bonusUnits: s.bonusUnits, bag: s.delegates.bag };
  for (const [name, pool] of Object.entries(pools)) for (const [x, v] of Object.entries(pool)) if (typeof v === "number" && v < 0) out.push(`${name}.${x} is ${v}`);
  if (s.capital < 0) out.push(`Capital ${s.capital} is negative`);
  if (out.length > 0) return out;
  const fresh = freshCensus(s);
  const now2 = JSON.stringify(unitCensus(s));
  if (now2 !== fresh) out.push(`the components in play ${now2} are not the set's ${fresh}`);
  if (s.instability < 0 || s.instability > INSTABILITY_MAX) out.push(`Instability ${s.instability} outside 0\u2013${INSTABILITY_MAX} (2.11.1)`);
  if (Math.abs(s.exposure) > k.exposureTrack) out.push(`Exposure ${s.exposure} off the track (\xB1${k.exposureTrack})`);
  if (new Set(s.levelsReached).size !== s.levelsReached.length || s.levelsReached.some((l) => !levels.has(l))) out.push(`Instability levels reached ${s.levelsReached.join()} (2.11.3\u20132.11.4)`);
  if (Object.values(s.tiles).filter((v) => v !== null).length > s.levelsReached.length) out.push("more bonus tiles claimed than levels reached");
  if (s.stSplay.length > 5 + (s.tiles.splay === "demonstrators" ? 1 : 0)) out.push(`Street Theater splay of ${s.stSplay.length}`);
  if (s.policySplay.length > 6 + (s.tiles.splay === "establishment" ? 1 : 0)) out.push(`Policy splay of ${s.policySplay.length}`);
  if (s.delegates.track.length > k.delegateTrack) out.push(`${s.delegates.track.length} Delegates on a track of ${k.delegateTrack}`);
  const m = set2.machine ?? machineComponents;
  const machine2 = s.machine !== null;
  const actionCards2 = new Set(set2.actionCards.map((c) => c.name));
  out.push(...unknown3("Action Cards", [...Object.values(s.hands).flat(), ...Object.values(s.discards).flat()], actionCards2));
  out.push(...pile("Street Theater cards", [...s.stSplay, ...s.stDeck, ...s.stDiscard], [...set2.streetTheater, ...set2.incendiary].map((c) => c.name)));
  out.push(...pile("Policy cards", [...s.policySplay.map((p) => p.name), ...s.policyDeck, ...s.policyDiscard], (machine2 ? m.policies : set2.policies).map((c) => c.name)));
  const tactics2 = [...s.tacticsDeck, ...s.tactic === null ? [] : [s.tactic], ...s.machine?.tacticsDiscard ?? []];
  out.push(...pile("Tactics cards", tactics2, (machine2 ? m.tactics : set2.tactics).map((c) => c.name)));
  out.push(...pile("Mob Chaos cards", [...s.mobDeck, ...s.mobDiscard], [...set2.mobChaos, ...set2.incendiary].map((c) => c.name)));
  if (s.machine) {
    for (const n9 of Object.keys(s.machine.active)) if (!s.areas[n9]) out.push(`Active tokens on an unknown area ${n9}`);
  }
  out.push(...taskProblems(s, set2));
  return out;
}
var areaFields = ["area", "at", "to", "from", "origin", "chaosArea"];
var areaLists = ["picks", "visited", "req", "options", "areas"];
var cardLists = ["fresh", "tactics", "tried", "skipped"];
function taskProblems(s, set2) {
  const m = set2.machine ?? machineComponents;
  const cards5 = new Set([...set2.actionCards, ...set2.streetTheater, ...set2.incendiary, ...set2.policies, ...set2.tactics, ...set2.mobChaos, ...m.actions, ...m.tactics, ...m.policies].map((c) => c.name));
  const out = [];
  const config = configOf(s);
  const setup = withMachine(initialState(config, [0, 0, 0, 0]), config).tasks[0];
  const sequences = /* @__PURE__ */ new Set([JSON.stringify(roundSteps(s)), JSON.stringify(setup.kind === "seq" ? setup.steps : [])]);
  for (const t of s.tasks) {
    const fields = t;
    const bad = (what, x) => out.push(`a ${t.kind} task names an unknown ${what} ${String(x)}`);
    for (const f of areaFields) if (typeof fields[f] === "string" && !s.areas[fields[f]]) bad("area", fields[f]);
    for (const f of areaLists) for (const x of fields[f] ?? []) if (typeof x === "string" && !s.areas[x]) bad("area", x);
    for (const f of cardLists) for (const x of fields[f] ?? []) if (typeof x === "string" && !cards5.has(x)) bad("card", x);
    if (typeof fields["card"] === "string" && !cards5.has(fields["card"])) bad("card", fields["card"]);
    if ("arrived" in t) {
      for (const x of Object.keys(t.arrived)) if (!s.areas[x]) bad("area", x);
    }
    for (const [f, v] of Object.entries(fields)) if (typeof v === "number" && v < 0) out.push(`a ${t.kind} task has ${f} ${v}`);
    if (t.kind === "seq" && (t.i > t.steps.length || !sequences.has(JSON.stringify(t.steps)))) out.push(`a sequence of steps ${t.steps.join()} at ${t.i}, not the setup's or a round's`);
    if ("group" in t && Object.values(t.group).some((n9) => typeof n9 === "number" && n9 > MAX_COUNT)) out.push(`a ${t.kind} task moves a group of more than ${MAX_COUNT} units`);
  }
  out.push(...stackProblems(s));
  return out;
}
function stackProblems(s) {
  if (s.phase === "over") return [];
  const [setup, round2] = s.tasks;
  const out = [];
  if (setup?.kind !== "seq") return ["the game runs without its setup sequence at the bottom of the task stack"];
  if (setup.i >= setup.steps.length && round2?.kind !== "seq") out.push("the game runs past its setup without a round sequence");
  s.tasks.forEach((t, i) => {
    if (t.kind === "turn" && !s.tasks.slice(0, i).some((u) => u.kind === "phase")) out.push("a turn without its phase below it");
  });
  return out;
}

// src/games/chicago-68/rules/bonus.ts
var tiles = ["splay", "action", "unit", "exp"];
var tileNames = { splay: "+1 SPLAY", action: "+1 ACTION", unit: "+2 UNIT", exp: "+5 EXP" };
var bonusTask = question({
  owner: (s, t) => sideFaction(s, t.side),
  options(s) {
    const free = tiles.filter((k) => s.tiles[k] === null).map((tile) => ({ type: "tile", tile }));
    return free.length > 0 ? [...free, { type: "done" }] : [];
  },
  prompt: (_s, t) => `Instability ${t.level}: claim a bonus tile?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== "tile") return;
    const side = t.side;
    const owner2 = sideFaction(ctx.state, side);
    change(ctx, "tiles", (x) => set(x, a.tile, side));
    ctx.emit({ type: "bonusTile", tile: tileNames[a.tile], side, level: t.level });
    const [f1, f2] = side === "establishment" ? ["mayor", "police"] : ["yippies", "mobe"];
    if (a.tile === "action" && seatOf(ctx.state, f1) !== seatOf(ctx.state, f2)) put(ctx, "actionHolder", owner2);
    if (a.tile === "exp") gainExposure(ctx, side, 5);
    else if (a.tile === "splay" && side === "establishment") requestPolicyDraw(ctx);
    else if (a.tile === "unit") ctx.push({ kind: "bonusUnit", side });
  }
});
var bonusUnitTask = question({
  owner: (s, t) => sideFaction(s, t.side),
  options: (s, t) => cityAreas(s).filter((n9) => t.side === "establishment" || demoMayEnter(s, n9)).map((area3) => ({ type: "area", area: area3 })),
  prompt: () => "+2 UNIT: place the Level 2 unit",
  answer(ctx, t, a) {
    ctx.pop();
    const area3 = areaOf(a);
    const establishment = t.side === "establishment";
    const k = establishment ? "p2" : "m2";
    addUnits(ctx, area3, k, 1);
    ctx.emit({ type: "placed", units: unitName(k), area: area3, why: "+2 UNIT" });
    const bonus = ctx.state.bonusUnits;
    change(ctx, "box", (b) => plus(plus(b, "p2", bonus.p2 > 0 && !establishment ? 1 : 0), "m2", bonus.m2 > 0 && establishment ? 1 : 0));
    put(ctx, "bonusUnits", { p2: 0, m2: 0 });
  }
});
var overflowDTask = question({
  // 2.12.2 remove one free Lv1 MOBE from a City Area to the Delegate Bag
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s) => cityAreas(s).filter((n9) => s.areas[n9].u.m1 > 0).map((area3) => ({ type: "area", area: area3 })),
  prompt: () => "Exposure overflow: move a Lv1 MOBE to the Delegate Bag",
  answer(ctx, _t, a) {
    ctx.pop();
    const area3 = areaOf(a);
    addUnits(ctx, area3, "m1", -1);
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "red", 1)));
    ctx.emit({ type: "delegate", color: "red", to: "bag", from: area3, why: "Exposure overflow (2.12.2)" });
  }
});
var overflowETask = question({
  // 2.12.3 a new Tactics card of their choice
  owner: (s) => sideFaction(s, "establishment"),
  options: (s) => s.tacticsDeck.map((card9) => ({ type: "card", card: card9 })),
  prompt: () => "Exposure overflow: choose a new Current Tactics card",
  answer(ctx, _t, a) {
    ctx.pop();
    setCurrentTactic(ctx, cardOf(a), "Exposure overflow (2.12.3)");
  }
});
var bonusTasks = { bonus: bonusTask, bonusUnit: bonusUnitTask, overflowD: overflowDTask, overflowE: overflowETask };

// src/games/chicago-68/rules/draw.ts
var make = (item) => ({ type: "draw", item });
var colors = ["blue", "red", "pink"];
function outcomes(s, t) {
  switch (t.deck) {
    case "st":
      return countedOutcomes(s.stDeck, make);
    case "mob":
      return countedOutcomes(s.mobDeck, make);
    case "policy":
      return countedOutcomes(s.policyDeck, make);
    case "vto":
      return countedOutcomes(s.vtoDeck, make);
    case "bag": {
      const bag = s.delegates.bag;
      return colors.filter((c) => bag[c] > 0).map((c) => ({ outcome: make(c), weight: bag[c] }));
    }
  }
}
function resolve(ctx, t, item) {
  switch (t.deck) {
    case "st":
      return placeStreetTheater(ctx, item);
    case "mob":
      return resolveMobChaos(ctx, item, t.area);
    case "policy":
      return placePolicy(ctx, item);
    case "vto":
      return vtoDrawn(ctx, factionSchema.parse(item));
    case "bag": {
      const c = colors.find((x) => x === item);
      change(ctx, "delegates", (d) => update(set(d, "track", [...d.track, c]), "bag", (b) => plus(b, c, -1)));
      ctx.emit({ type: "delegate", color: c, count: 1, to: "track", why: t.purpose === "vote" ? "Delegate Vote (4.4)" : "Final Nomination (4.6)" });
    }
  }
}
var deckNames = { st: "Street Theater deck", mob: "Mob Chaos deck", policy: "Mayor Policy deck", bag: "Delegate Bag", vto: "Turn Order deck" };
var drawTasks = {
  draw: {
    decider: () => "chance",
    outcomes,
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type === "draw") resolve(ctx, t, a.item);
    },
    prompt: (_s, t) => `Draw from the ${deckNames[t.deck]}`,
    ask: (_s, t) => ({ chance: "draw", deck: t.deck, purpose: t.purpose, area: t.area })
  }
};

// src/games/chicago-68/rules/free-card.ts
function startFreeAction(ctx, name) {
  const card9 = board(ctx.state).action.get(name);
  const def = cardDefs[name];
  if (!card9 || !def) return;
  const turn = turnOf(ctx.state);
  const f = turn && sideOf(turn.faction) === sideOf(card9.faction) ? turn.faction : card9.faction;
  if (!def.playable(ctx.state, f)) return;
  ctx.emit({ type: "resolved", faction: f, card: name, free: true });
  ctx.push(def.task(f));
}
var freeCardTasks = {
  freeCard: auto((ctx, t) => {
    ctx.pop();
    startFreeAction(ctx, t.card);
  })
};

// src/games/chicago-68/rules/sequence.ts
var sequenceTasks = (steps) => ({
  seq: auto((ctx, t) => {
    if (ctx.state.chaosPending) {
      put(ctx, "chaosPending", false);
      return requestMobChaos(ctx, null);
    }
    const step6 = t.steps[t.i];
    if (step6 === void 0) return ctx.pop();
    const next3 = { ...t, i: t.i + 1 };
    ctx.replaceTop(next3);
    put(ctx, "mobThisTurn", false);
    steps[step6](ctx, next3);
  })
});

// src/games/chicago-68/rules/solo/priority.ts
function activeIn(s, area3) {
  return s.machine?.active[area3] ?? 0;
}
function priorityKey(s, area3) {
  const a = board(s).area.get(area3);
  const here2 = s.areas[area3];
  return [here2.post === "" ? 1 : 0, activeIn(s, area3), a.blue, a.star ? 1 : 0, demoCount(here2.u)];
}
function compareKeys(x, y) {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
function priorityTies(s, candidates2, order2) {
  if (candidates2.length <= 1) return [...candidates2];
  const sign = order2 === "highest" ? 1 : -1;
  let best2 = null;
  let out = [];
  for (const n9 of candidates2) {
    const k = priorityKey(s, n9);
    const c = best2 === null ? 1 : sign * compareKeys(k, best2);
    if (c > 0) [best2, out] = [k, [n9]];
    else if (c === 0) out.push(n9);
  }
  return out;
}
function byPriority(s, candidates2 = cityAreas(s)) {
  return [...candidates2].sort((x, y) => compareKeys(priorityKey(s, y), priorityKey(s, x)));
}
var ruleNames = ["an empty Police Post", "most Active tokens", "higher blue Exposure", "starred", "more Demonstrator units"];
function priorityReason(s, chosen, candidates2, order2) {
  const others = candidates2.filter((n9) => n9 !== chosen);
  if (others.length === 0) return "the only choice";
  const mine = priorityKey(s, chosen);
  const sign = order2 === "highest" ? 1 : -1;
  const runnerUp = others.map((n9) => priorityKey(s, n9)).sort((x, y) => sign * compareKeys(y, x))[0];
  const i = mine.findIndex((v, j) => v !== runnerUp[j]);
  if (i < 0) return "a random draw among areas tied on every Priority rule";
  const name = order2 === "highest" ? ruleNames[i] : ["no empty Post", "fewest Active tokens", "lower blue Exposure", "not starred", "fewer Demonstrator units"][i];
  return `${order2} Priority: ${name}`;
}

// src/games/chicago-68/rules/solo/targets.ts
function arrestOrder(card9) {
  return card9 === "advance" ? ["m2", "pig", "ag", "m1"] : ["pig", "ag", "m2", "m1"];
}
function advanceTarget(s, area3, power2) {
  const u = s.areas[area3].u;
  return arrestOrder("advance").find((k) => u[k] > 0 && strength(k) < power2) ?? null;
}
function massArrestTargets2(s, area3, power2) {
  const left = { ...s.areas[area3].u };
  const out = [];
  let sum = 0;
  for (const k of arrestOrder("massArrest")) {
    while (out.length < 4 && left[k] > 0 && sum + strength(k) < power2) {
      out.push(k);
      sum += strength(k);
      left[k] -= 1;
    }
  }
  return out;
}

// src/games/chicago-68/rules/solo/decide.ts
var policeOrder = { p1: 3, p2: 2, tac: 1 };
function toBarricade(s, path) {
  const b = board(s);
  const seen = /* @__PURE__ */ new Set([path]);
  let frontier = [path];
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.some((p) => s.paths[p].barricade)) return d;
    const next3 = [];
    for (const p of frontier) {
      const { a, b: z29 } = b.path.get(p);
      for (const [q] of [...b.links.get(a) ?? [], ...b.links.get(z29) ?? []]) if (!seen.has(q)) seen.add(q), next3.push(q);
    }
    frontier = next3;
  }
  return Infinity;
}
function pathKey(s, path) {
  const { a, b } = board(s).path.get(path);
  const [x, y] = [priorityKey(s, a), priorityKey(s, b)];
  return compareKeys(x, y) >= 0 ? x : y;
}
function preference(s, t, a) {
  switch (a.type) {
    case "done":
      return [-1];
    case "discardDrawn":
      return [1];
    case "area":
      return [0, ...priorityKey(s, a.area)];
    case "path": {
      const d = t.kind === "dozer" ? toBarricade(s, a.path) : 0;
      return [0, d === Infinity ? -99 : -d, ...pathKey(s, a.path)];
    }
    case "unit":
      return [0, a.unit in policeOrder ? policeOrder[a.unit] : 4 - arrestOrder("advance").indexOf(a.unit)];
    default:
      return [0];
  }
}
function machineChoices(s, t, options3) {
  let best2 = null;
  let out = [];
  for (const a of options3) {
    const k = preference(s, t, a);
    const c = best2 === null ? 1 : compareKeys(k, best2);
    if (c > 0) [best2, out] = [k, [a]];
    else if (c === 0) out.push(a);
  }
  return out;
}
function why(s, t, options3, a) {
  if (a.type === "area") return priorityReason(s, a.area, options3.flatMap((o) => o.type === "area" ? [o.area] : []), "highest");
  if (a.type === "unit") return "Machine unit order (solo MOB CHAOS, Police Posts)";
  if (a.type === "path") return t.kind === "dozer" ? "toward the nearest Barricade, then highest Priority" : "next to the area of highest Priority";
  return "solo rules: the Machine always acts when it can; ties at random";
}
function wrap(h) {
  const owner2 = h.owner;
  const machineDecides = (s, t) => s.machine !== null && sideOf(owner2(s, t)) === "establishment";
  const options3 = (s, t) => h.actions(s, t);
  const answer = (ctx, t, a) => {
    if (machineDecides(ctx.state, t)) ctx.emit({ type: "machineChoice", task: t.kind, choice: a, why: why(ctx.state, t, options3(ctx.state, t), a) });
    h.answer(ctx, t, a);
  };
  return {
    ...h,
    decider(s, t) {
      if (!machineDecides(s, t)) return h.decider(s, t);
      const o = options3(s, t);
      return o.length > 0 && machineChoices(s, t, o).length > 1 ? "chance" : "auto";
    },
    outcomes: (s, t) => machineDecides(s, t) ? machineChoices(s, t, options3(s, t)).map((outcome) => ({ outcome, weight: 1 })) : h.outcomes(s, t),
    // the solo rules' tie between the Machine's equally good answers, broken by chance
    ask: (s, t) => machineDecides(s, t) ? { chance: "machineTie", question: t.kind, faction: owner2(s, t), options: machineChoices(s, t, options3(s, t)).length } : h.ask(s, t),
    answer,
    run(ctx, t) {
      if (!machineDecides(ctx.state, t)) return h.run(ctx, t);
      const o = options3(ctx.state, t);
      if (o.length === 0) return h.run(ctx, t);
      answer(ctx, t, machineChoices(ctx.state, t, o)[0]);
    }
  };
}
function machineAnswers(table2) {
  const out = {};
  for (const [kind2, h] of Object.entries(table2)) out[kind2] = h.owner ? wrap(h) : h;
  return out;
}

// src/games/chicago-68/rules/solo/posts.ts
function keepPosts(ctx) {
  for (const n9 of cityAreas(ctx.state)) {
    const a = ctx.state.areas[n9];
    if (a.post !== "") continue;
    const k = ["p1", "p2"].find((x) => a.u[x] > 0);
    if (k === void 0 && ctx.state.police.reserves.p1 > 0) {
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      changeArea(ctx, n9, (x) => set(x, "post", "p1"));
    } else {
      const unit4 = k ?? (a.u.tac > 0 ? "tac" : void 0);
      if (unit4 === void 0) continue;
      addUnits(ctx, n9, unit4, -1);
      changeArea(ctx, n9, (x) => set(x, "post", unit4));
    }
    ctx.emit({ type: "postFilled", area: n9, unit: unitName(ctx.state.areas[n9].post), by: "the Machine" });
  }
}

// src/games/chicago-68/rules/solo/components.ts
function machineSet(s) {
  return board(s).set.machine ?? machineComponents;
}
function machineTactic(s, name) {
  return machineSet(s).tactics.find((c) => c.name === name);
}

// src/games/chicago-68/rules/solo/tactics.ts
function makeCurrentTactic(ctx, name, why6) {
  const s = ctx.state;
  const m = s.machine;
  const discard = [...without(m.tacticsDiscard, name), ...s.tactic ? [s.tactic] : []].sort();
  put(ctx, "machine", { ...m, tacticsDiscard: discard });
  put(ctx, "tacticsDeck", without(s.tacticsDeck, name));
  put(ctx, "tactic", name);
  const card9 = machineTactic(ctx.state, name);
  ctx.emit({ type: "tacticsCard", card: name, why: why6, ...card9 ? { text: card9.text } : {} });
  if (card9?.when === "drawn") runEffects(ctx, card9.effects, "establishment", null, [], name);
}
function endOfRoundTactic(ctx) {
  const card9 = ctx.state.tactic === null ? void 0 : machineTactic(ctx.state, ctx.state.tactic);
  if (card9?.when !== "endOfRound") return;
  ctx.emit({ type: "tactic", card: card9.name, text: card9.text });
  runEffects(ctx, card9.effects, "establishment", null, [], card9.name);
}

// src/games/chicago-68/rules/solo/steps.ts
var setupMachineStep = (ctx) => {
  const park = cityAreas(ctx.state).find((n9) => ctx.state.areas[n9].flag !== null);
  if (park !== void 0) markActive(ctx, park);
};
var roundMachineTacticsStep = (ctx) => {
  const m = ctx.state.machine;
  if (ctx.state.tacticsDeck.length === 0) {
    put(ctx, "tacticsDeck", [...m.tacticsDiscard].sort());
    put(ctx, "machine", { ...m, tacticsDiscard: [] });
  }
  if (ctx.state.tacticsDeck.length > 0) ctx.push({ kind: "machineDraw", deck: "tactics" });
};
var eorMachineStep = (ctx) => {
  keepPosts(ctx);
  endOfRoundTactic(ctx);
};
var machineSteps = {
  "setup:machine": setupMachineStep,
  "round:machineTactics": roundMachineTacticsStep,
  "eor:machine": eorMachineStep
};

// src/games/chicago-68/rules/solo/card-task.ts
function hadEffect(ctx) {
  const m = ctx.state.machine;
  if (!m.effect) put(ctx, "machine", { ...m, effect: true });
}
function next2(ctx, t, stage3, change4 = {}) {
  ctx.replaceTop({ ...t, ...change4, stage: stage3, picks: [] });
}
function machineCardHandler(rules5) {
  const pending = (s, t) => {
    const p = rules5[t.card]?.pick?.(s, t) ?? null;
    return p === null || p.choose.length === 0 ? null : { ...p, ties: priorityTies(s, p.choose, p.order) };
  };
  const record13 = (ctx, t, area3, p) => {
    ctx.emit({ type: "machinePriority", card: t.card, area: area3, order: p.order, why: priorityReason(ctx.state, area3, p.choose, p.order) });
    ctx.replaceTop({ ...t, picks: [...t.picks, area3] });
  };
  return {
    decider: (s, t) => (pending(s, t)?.ties.length ?? 0) > 1 ? "chance" : "auto",
    outcomes: (s, t) => (pending(s, t)?.ties ?? []).map((area3) => ({ outcome: { type: "area", area: area3 }, weight: 1 })),
    ask: (s, t) => ({ chance: "priorityTie", card: t.card, faction: t.faction, order: pending(s, t)?.order ?? "highest", areas: pending(s, t)?.ties ?? [] }),
    answer(ctx, t, a) {
      const p = pending(ctx.state, t);
      if (p && a.type === "area") record13(ctx, t, a.area, p);
    },
    run(ctx, t) {
      const p = pending(ctx.state, t);
      if (p) return record13(ctx, t, p.ties[0], p);
      const rule = rules5[t.card];
      if (!rule) return ctx.pop();
      rule.act(ctx, t);
    },
    prompt: (_s, t) => `The Machine resolves ${t.card}: a tie on every Priority rule is drawn at random`
  };
}

// src/games/chicago-68/rules/solo/policies.ts
function possible(s, e) {
  switch (e.op) {
    case "instability":
      return e.amount < 0 && s.instability > 0;
    case "exposure":
    case "capital":
      return e.amount > 0;
    case "heal":
      return s.police.injured.p1 + s.police.injured.p2 > 0;
    case "policeSupply":
      return s.general[e.item === "barbedWire" ? "wire" : "gas"] > 0;
    case "removeBarrier":
      return Object.values(s.paths).some((p) => e.kind === "barricade" ? p.barricade : p.wire);
    case "mobe":
    case "agitator":
    case "police":
    case "arrest":
    case "injure":
    case "minusCapital":
    case "nationalGuard":
    case "tearGas":
    case "flag":
    case "removeFlag": {
      const ok = eligible(s, e);
      return typeof e.at === "object" ? ok.includes(e.at.area) : ok.length > 0;
    }
    default:
      return true;
  }
}
function useful(s, p) {
  return p.effects.some((e) => possible(s, e));
}
function machinePolicy(s, name) {
  return machineSet(s).policies.find((p) => p.name === name) ?? board(s).set.policies.find((p) => p.name === name);
}
function resolveDrawnPolicy(ctx, name) {
  put(ctx, "policyDeck", without(ctx.state.policyDeck, name));
  put(ctx, "policyDiscard", [...ctx.state.policyDiscard, name]);
  const card9 = machinePolicy(ctx.state, name);
  ctx.emit({ type: "policy", card: name, by: "PRESS CONFERENCE", ...card9 ? { text: card9.text } : {} });
  if (card9) runEffects(ctx, card9.effects, "establishment", null, [], name);
}
function splaySize(s) {
  return machineSet(s).splay + (s.tiles.splay === "establishment" ? 1 : 0);
}
var oversightTasks = {
  oversight: auto((ctx, t) => {
    const s = ctx.state;
    const p = s.capital >= 2 ? s.policySplay.find((x) => !t.skipped.includes(x.name)) : void 0;
    if (p === void 0) {
      ctx.pop();
      ctx.emit({ type: "policySplayRefreshed", kept: s.policySplay.map((x) => x.name) });
      return ctx.push({ kind: "drawPolicies", left: Math.max(0, splaySize(s) - s.policySplay.length) });
    }
    const card9 = machinePolicy(s, p.name);
    if (!card9 || !useful(s, card9)) {
      ctx.emit({ type: "policySkipped", card: p.name, why: "no effect, or it would only raise Instability" });
      return ctx.replaceTop({ ...t, skipped: [...t.skipped, p.name] });
    }
    hadEffect(ctx);
    changeCapital(ctx, -2, `STATE OVERSIGHT: ${p.name}`);
    put(ctx, "policySplay", s.policySplay.filter((x) => x !== p));
    put(ctx, "policyDiscard", [...ctx.state.policyDiscard, p.name]);
    ctx.emit({ type: "policy", card: p.name, by: "STATE OVERSIGHT", text: card9.text });
    runEffects(ctx, card9.effects, "establishment", null, [], p.name);
  })
};

// src/games/chicago-68/rules/solo/police-units.ts
function movable2(s, area3) {
  const u = s.areas[area3].u;
  return { p1: area3 === A.conventionHall ? Math.max(0, u.p1 - 1) : u.p1, p2: u.p2, tac: u.tac };
}
function policeNeighbours(s, area3) {
  const jail = board(s).jail;
  return (board(s).links.get(area3) ?? []).filter(([p, n9]) => policePathOpen(s, p) && n9 !== jail).map(([, n9]) => n9);
}
function sourcesOf(s, area3, kinds2) {
  return policeNeighbours(s, area3).filter((n9) => kinds2.some((k) => movable2(s, n9)[k] > 0));
}
function reachable(s, from) {
  const seen = /* @__PURE__ */ new Set([from]);
  let frontier = [from];
  while (frontier.length > 0) {
    frontier = frontier.flatMap((n9) => policeNeighbours(s, n9).filter((x) => !seen.has(x) && (seen.add(x), true)));
  }
  return cityAreas(s).filter((n9) => seen.has(n9));
}
function movePolice(ctx, from, to, k, n9 = 1) {
  if (n9 <= 0 || from === to) return;
  moveUnits(ctx, from, to, k, n9);
  ctx.emit({ type: "moved", units: unitName(k, n9), from, to, by: "the Machine" });
}

// src/games/chicago-68/rules/solo/cards/advance.ts
var all = ["tac", "p1", "p2"];
var platoons = ["p2", "p1"];
var advance = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n9) => sourcesOf(s, n9, all).length > 0), order: "highest" };
    if (t.stage === 1) {
      const firstMove = t.moved.p1 + t.moved.p2 === 0;
      const tacs = firstMove ? sourcesOf(s, t.area, ["tac"]) : [];
      return { choose: tacs.length > 0 ? tacs : sourcesOf(s, t.area, platoons), order: "lowest" };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (t.picks[0] === void 0) return ctx.pop();
      return next2(ctx, t, 1, { area: t.picks[0] });
    }
    const area3 = t.area;
    if (t.stage === 1) {
      const from = t.picks[0];
      if (from === void 0) return next2(ctx, t, 2);
      hadEffect(ctx);
      const m = movable2(s, from);
      if (m.tac > 0 && t.moved.p1 + t.moved.p2 === 0) {
        movePolice(ctx, from, area3, "tac");
        return next2(ctx, t, 2, { moved: { ...t.moved, tac: 1 } });
      }
      const moved = { ...t.moved };
      for (const k of platoons) {
        const n9 = Math.min(m[k], 2 - moved.p1 - moved.p2);
        movePolice(ctx, from, area3, k, n9);
        moved[k] += n9;
      }
      const more = moved.p1 + moved.p2 < 2 && sourcesOf(ctx.state, area3, platoons).length > 0;
      return next2(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const power2 = t.moved.tac > 0 ? Infinity : t.moved.p1 + 2 * t.moved.p2;
    const target = advanceTarget(ctx.state, area3, power2);
    if (target === null) return;
    arrest(ctx, area3, target);
    concludeConflict(ctx, "establishment", area3, t.moved.tac + t.moved.p1 + t.moved.p2 + 1, t.moved.tac > 0, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/arm-the-police.ts
var armThePolice = {
  pick(s, t) {
    if (t.stage === 1 && t.picks.length === 0 && s.police.reserves.p1 > 0 && t.moved.p1 < 2) {
      return { choose: cityAreas(s).filter((n9) => board(s).area.get(n9).star && !hasPolice(s, n9)), order: "highest" };
    }
    if (t.stage === 2 && t.picks.length < 2) return { choose: cityAreas(s).filter((n9) => !t.picks.includes(n9)), order: "highest" };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const n9 = Math.min(2, ctx.state.general.wire);
      if (n9 > 0) {
        hadEffect(ctx);
        change(ctx, "general", (g) => plus(g, "wire", -n9));
        change(ctx, "police", (p) => plus(p, "wire", n9));
        ctx.emit({ type: "policeSupply", added: `${n9} Barbed Wire`, why: "ARM THE POLICE" });
      }
      return next2(ctx, t, 1);
    }
    if (t.stage === 1) {
      const area3 = t.picks[0];
      if (area3 === void 0) return next2(ctx, t, 2);
      hadEffect(ctx);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      addUnits(ctx, area3, "p1", 1);
      ctx.emit({ type: "placed", units: unitName("p1"), area: area3, why: "ARM THE POLICE" });
      return next2(ctx, t, 1, { moved: { ...t.moved, p1: t.moved.p1 + 1 } });
    }
    ctx.pop();
    const [x, y] = t.picks;
    const path = (board(ctx.state).links.get(x ?? "") ?? []).find(([, n9]) => n9 === y)?.[0];
    if (path === void 0 || !ctx.state.paths[path].barricade) return;
    hadEffect(ctx);
    removeBarrier(ctx, path, "barricade");
  }
};

// src/games/chicago-68/rules/solo/cards/draw-down.ts
var drawDown = {
  act(ctx) {
    ctx.pop();
    hadEffect(ctx);
    const n9 = ctx.state.police.injured.p1;
    if (n9 > 0) {
      change(ctx, "police", (p) => set(set(p, "injured", plus(p.injured, "p1", -n9)), "reserves", plus(p.reserves, "p1", n9)));
      ctx.emit({ type: "healed", units: unitName("p1", n9), to: "the Reserves", why: "DRAW DOWN (the Machine)" });
    } else gainExposure(ctx, "establishment", 2);
    changeInstability(ctx, -1);
  }
};

// src/games/chicago-68/rules/solo/cards/mass-arrest.ts
var order = ["p2", "p1", "tac"];
function power(u, ng) {
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * ng : 0);
}
function afterMove(s, area3) {
  const u = { p1: s.areas[area3].u.p1, p2: s.areas[area3].u.p2, tac: s.areas[area3].u.tac };
  let left = 4;
  for (const n9 of byPriority(s, sourcesOf(s, area3, order)).reverse()) {
    const m = movable2(s, n9);
    for (const k of order) {
      const take2 = Math.min(m[k], left);
      u[k] += take2;
      left -= take2;
    }
  }
  return u;
}
var massArrest = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n9) => sourcesOf(s, n9, order).length > 0), order: "highest" };
    if (t.stage === 1) return { choose: sourcesOf(s, t.area, order), order: "lowest" };
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const area4 = t.picks[0];
      if (area4 === void 0 || massArrestTargets2(s, area4, power(afterMove(s, area4), s.areas[area4].ng)).length === 0) return ctx.pop();
      return next2(ctx, t, 1, { area: area4 });
    }
    const area3 = t.area;
    if (t.stage === 1) {
      const from = t.picks[0];
      const moved = { ...t.moved };
      if (from !== void 0) {
        hadEffect(ctx);
        const m = movable2(s, from);
        for (const k of order) {
          const n9 = Math.min(m[k], 4 - moved.p1 - moved.p2 - moved.tac);
          movePolice(ctx, from, area3, k, n9);
          moved[k] += n9;
        }
      }
      const more = from !== void 0 && moved.p1 + moved.p2 + moved.tac < 4 && sourcesOf(ctx.state, area3, order).length > 0;
      return next2(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const u = s.areas[area3].u;
    const targets = massArrestTargets2(s, area3, power(u, s.areas[area3].ng));
    if (targets.length === 0) return;
    hadEffect(ctx);
    for (const k of targets) arrest(ctx, area3, k);
    concludeConflict(ctx, "establishment", area3, policeCount(u) + targets.length, u.tac > 0, 5);
  }
};

// src/games/chicago-68/rules/solo/cards/party-bosses.ts
var RAID = "RAID ON THE MCCARTHY SUITE";
var partyBosses = {
  act(ctx) {
    ctx.pop();
    const s = ctx.state;
    if (s.areas[A.hilton] && controller(s, A.hilton) === "establishment") {
      hadEffect(ctx);
      change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "blue", 1)));
      return ctx.emit({ type: "delegate", color: "blue", count: 1, to: "bag", why: "PARTY BOSSES" });
    }
    if (s.tactic === RAID || machineTactic(s, RAID) === void 0) return;
    hadEffect(ctx);
    makeCurrentTactic(ctx, RAID, "PARTY BOSSES");
  }
};

// src/games/chicago-68/rules/solo/cards/track.ts
function trackFull(s) {
  return s.delegates.track.length >= (s.components ?? referenceComponents).counts.delegateTrack;
}

// src/games/chicago-68/rules/solo/cards/power-broker.ts
var deployable = (s) => Math.min(s.capital, s.police.reserves.p1 + s.police.reserves.p2);
var powerBroker = {
  pick: (s, t) => t.stage === 1 && t.picks.length === 0 ? { choose: cityAreas(s), order: "highest" } : null,
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (s.capital <= 3) return deployable(s) > 0 ? next2(ctx, t, 1) : ctx.pop();
      ctx.pop();
      if (trackFull(s)) return;
      hadEffect(ctx);
      changeCapital(ctx, -3, "POWER BROKER: WORK THE MACHINE");
      change(ctx, "delegates", (d) => set(d, "track", [...d.track, "blue"]));
      ctx.emit({ type: "delegate", color: "blue", count: 1, to: "track", why: "POWER BROKER: WORK THE MACHINE (no Delegate Vote this round)" });
      return put(ctx, "noVote", true);
    }
    ctx.pop();
    const area3 = t.picks[0];
    hadEffect(ctx);
    for (const k of ["p1", "p2"]) {
      const n9 = Math.min(ctx.state.capital, ctx.state.police.reserves[k]);
      if (n9 === 0) continue;
      changeCapital(ctx, -n9, "POWER BROKER");
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, k, -n9)));
      addUnits(ctx, area3, k, n9);
      ctx.emit({ type: "placed", units: unitName(k, n9), area: area3, why: "POWER BROKER" });
    }
  }
};

// src/games/chicago-68/rules/solo/cards/press-conference.ts
var pressConference = {
  act(ctx, t) {
    if (t.stage === 0) {
      ctx.replaceTop({ ...t, stage: 1 });
      if (ctx.state.policyDeck.length === 0) {
        put(ctx, "policyDeck", ctx.state.policyDiscard);
        put(ctx, "policyDiscard", []);
      }
      if (ctx.state.policyDeck.length === 0) return;
      hadEffect(ctx);
      return ctx.push({ kind: "machineDraw", deck: "policy" });
    }
    ctx.pop();
    const blue2 = ctx.state.delegates.track.filter((c) => c === "blue").length;
    if (blue2 > 0) hadEffect(ctx);
    gainExposure(ctx, "establishment", blue2);
  }
};

// src/games/chicago-68/rules/solo/cards/state-oversight.ts
var stateOversight = {
  act(ctx) {
    ctx.pop();
    if (ctx.state.capital < 2) {
      hadEffect(ctx);
      return changeCapital(ctx, 3, "STATE OVERSIGHT");
    }
    ctx.push({ kind: "oversight", skipped: [] });
  }
};

// src/games/chicago-68/rules/solo/cards/support.ts
function orientedPaths(s, area3) {
  return board(s).area.get(area3).orientation ?? (board(s).links.get(area3) ?? []).map(([p]) => p);
}
var barricaded = (s, area3) => orientedPaths(s, area3).filter((p) => s.paths[p].barricade);
var support = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s), order: "highest" };
    if (t.stage === 1) return { choose: cityAreas(s).filter((n9) => barricaded(s, n9).length > 0), order: "highest" };
    if (t.stage === 2) return { choose: sourcesOf(s, t.area, ["p2", "p1"]), order: "lowest" };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const area4 = t.picks[0];
      for (const p of orientedPaths(ctx.state, area4)) {
        if (ctx.state.police.wire === 0) break;
        if (ctx.state.paths[p].wire) continue;
        hadEffect(ctx);
        setBarrier(ctx, p, "wire", true);
        change(ctx, "police", (x) => plus(x, "wire", -1));
        ctx.emit({ type: "barrierPlaced", barrier: "Barbed Wire", path: p, by: "the Machine" });
      }
      return next2(ctx, t, 1, { area: area4 });
    }
    if (t.stage === 1) {
      const at = t.picks[0];
      if (at !== void 0) {
        hadEffect(ctx);
        removeBarrier(ctx, barricaded(ctx.state, at)[0], "barricade");
      }
      return next2(ctx, t, 2);
    }
    ctx.pop();
    const from = t.picks[0];
    const area3 = t.area;
    if (from === void 0) return;
    hadEffect(ctx);
    const k = movable2(ctx.state, from).p2 > 0 ? "p2" : "p1";
    movePolice(ctx, from, area3, k);
    if (ctx.state.tactic !== "TACTICAL SUPPORT") return;
    const target = advanceTarget(ctx.state, area3, k === "p2" ? 2 : 1);
    if (target === null) return;
    arrest(ctx, area3, target);
    concludeConflict(ctx, "establishment", area3, 2, false, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/teargas.ts
function tacForces(s) {
  return cityAreas(s).flatMap((n9) => Array(s.areas[n9].u.tac).fill(n9));
}
function moverTo(s, target, from) {
  if (from.includes(target)) return target;
  const able = from.filter((n9) => reachable(s, n9).includes(target));
  return priorityTies(s, able, "lowest")[0];
}
function other(s, t) {
  const forces = tacForces(s);
  const i = forces.indexOf(t.area);
  return forces.filter((_, j) => j !== i)[0];
}
function gasTargets(s, done2) {
  return cityAreas(s).filter((n9) => s.areas[n9].u.tac > 0 && demoCount(s.areas[n9].u) > 0 && !s.areas[n9].gas && !done2.includes(n9));
}
var teargas = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: [...new Set(tacForces(s).flatMap((n9) => reachable(s, n9)))], order: "highest" };
    if (t.stage === 1) {
      const o = other(s, t);
      return o === void 0 ? null : { choose: reachable(s, o).filter((n9) => n9 !== t.area), order: "highest" };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const target = t.picks[0];
      if (target === void 0) return next2(ctx, t, 2);
      const from = moverTo(s, target, tacForces(s));
      if (from !== void 0 && from !== target) {
        hadEffect(ctx);
        movePolice(ctx, from, target, "tac");
      }
      return next2(ctx, t, 1, { area: target });
    }
    if (t.stage === 1) {
      const o = other(s, t);
      const target = t.picks[0];
      if (o !== void 0 && target !== void 0 && o !== target) {
        hadEffect(ctx);
        movePolice(ctx, o, target, "tac");
      }
      return next2(ctx, t, 2);
    }
    const area3 = gasTargets(s, t.picks)[0];
    if (area3 === void 0) {
      ctx.pop();
      if (ctx.state.machine.effect) runEffects(ctx, [{ op: "instability", amount: 1 }], "establishment", null, [], "TEARGAS");
      const last2 = t.picks[t.picks.length - 1];
      if (last2 !== void 0) requestMobChaos(ctx, last2);
      return;
    }
    hadEffect(ctx);
    ctx.replaceTop({ ...t, picks: [...t.picks, area3] });
    if (s.police.gas > 0) {
      change(ctx, "police", (p) => plus(p, "gas", -1));
      ctx.emit({ type: "conflict", by: "establishment", area: area3, units: 1 + demoCount(s.areas[area3].u), mobChaos: true });
      gainExposure(ctx, "establishment", exposureBonus(ctx.state, area3, "establishment"));
      return placeTearGas(ctx, area3);
    }
    const k = advanceTarget(s, area3, Infinity);
    if (k === null) return;
    arrest(ctx, area3, k);
    concludeConflict(ctx, "establishment", area3, 2, false, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/index.ts
var machineCardRules = {
  "ARM THE POLICE": armThePolice,
  "PARTY BOSSES": partyBosses,
  "POWER BROKER": powerBroker,
  "PRESS CONFERENCE": pressConference,
  "STATE OVERSIGHT": stateOversight,
  ADVANCE: advance,
  "DRAW DOWN": drawDown,
  "MASS ARREST": massArrest,
  SUPPORT: support,
  TEARGAS: teargas
};

// src/games/chicago-68/rules/solo/turn.ts
function setMachine(ctx, m) {
  put(ctx, "machine", m);
}
function drawCard(ctx, t) {
  let m = ctx.state.machine;
  const f = t.faction;
  if (m.decks[f].length === 0) {
    const back = m.discards[f].filter((c) => !t.tried.includes(c));
    m = { ...m, decks: { ...m.decks, [f]: back }, discards: { ...m.discards, [f]: m.discards[f].filter((c) => t.tried.includes(c)) } };
  }
  if (m.decks[f].length === 0) {
    setMachine(ctx, m);
    ctx.emit({ type: "machineIdle", faction: f, why: "no Machine card has an effect now" });
    return finish(ctx, t);
  }
  setMachine(ctx, { ...m, effect: false });
  ctx.replaceTop({ ...t, drawn: true });
  ctx.push({ kind: "machineDraw", deck: f });
}
function finish(ctx, t) {
  const phase = findTask(ctx.state, "phase");
  if (phase && !t.extra) ctx.replace(phase, { ...phase, played: plus(phase.played, t.faction, 1) });
  const s = ctx.state;
  if (s.tiles.action === "establishment" && !s.extraUsed.establishment) {
    put(ctx, "extraUsed", { ...s.extraUsed, establishment: true });
    ctx.emit({ type: "machineExtraAction", faction: t.faction, why: "+1 ACTION (solo INSTABILITY)" });
    return ctx.replaceTop({ ...t, drawn: false, tried: [], extra: true });
  }
  ctx.replaceTop({ kind: "endOfTurn" });
}
var machineTurn = {
  decider: () => "auto",
  run(ctx, t) {
    if (!t.drawn) {
      if (t.tried.length === 0) keepPosts(ctx);
      return drawCard(ctx, t);
    }
    if (ctx.state.machine.effect) return finish(ctx, t);
    ctx.emit({ type: "machineNoEffect", faction: t.faction, card: t.tried[t.tried.length - 1] ?? "" });
    drawCard(ctx, { ...t, drawn: false });
  }
};
function deckOf(s, deck) {
  if (deck === "tactics") return s.tacticsDeck;
  if (deck === "policy") return s.policyDeck;
  return s.machine.decks[deck];
}
function drawnCard(ctx, deck, card9) {
  const m = ctx.state.machine;
  setMachine(ctx, { ...m, decks: { ...m.decks, [deck]: without(m.decks[deck], card9) }, discards: { ...m.discards, [deck]: [...m.discards[deck], card9] } });
  const turn = findTask(ctx.state, "machineTurn");
  if (turn) ctx.replace(turn, { ...turn, tried: [...turn.tried, card9] });
  ctx.emit({ type: "machineCard", faction: deck, card: card9 });
  ctx.push({ kind: "machineCard", faction: deck, card: card9, stage: 0, picks: [], area: null, moved: { p1: 0, p2: 0, tac: 0 } });
}
var machineDraw = {
  decider: () => "chance",
  outcomes: (s, t) => countedOutcomes(deckOf(s, t.deck), (item) => ({ type: "draw", item })),
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== "draw") return;
    if (t.deck === "tactics") return makeCurrentTactic(ctx, a.item, "a new Tactics card at the start of the round (solo)");
    if (t.deck === "policy") return resolveDrawnPolicy(ctx, a.item);
    drawnCard(ctx, t.deck, a.item);
  },
  prompt: (_s, t) => `Draw from the Machine's ${t.deck} deck`,
  ask: (_s, t) => ({ chance: "draw", deck: `machine ${t.deck}`, for: t.deck === "mayor" || t.deck === "police" ? t.deck : "machine" })
};
var machineTurnTasks = {
  machineTurn,
  machineDraw,
  machineCard: machineCardHandler(machineCardRules)
};

// src/games/chicago-68/rules/handlers.ts
var handlers = machineAnswers({
  ...sequenceTasks({ ...setupSteps, ...roundStepTable, ...machineSteps }),
  ...setupTasks,
  ...roundTasks,
  ...turnTasks,
  ...drawTasks,
  ...effectTasks,
  ...bonusTasks,
  ...streetTheaterTasks,
  ...tearGasTasks,
  ...policyTasks,
  ...freeCardTasks,
  ...cardTasks,
  ...activeTasks,
  ...machineTurnTasks,
  ...oversightTasks
});
var owners = handlers;
function decidingFaction(s) {
  const t = s.tasks[s.tasks.length - 1];
  if (t === void 0 || s.outcome) return null;
  if (t.kind === "turn") return t.faction;
  return owners[t.kind]?.owner?.(s, t) ?? null;
}

// src/games/chicago-68/rules/task-machine.ts
function settle(ctx) {
  dropLonelyFlags(ctx);
  clearIdleActive(ctx);
  const outcome = ctx.state.outcome;
  if (outcome === null || ctx.state.phase === "over") return;
  ctx.emit({ type: "gameOver", winners: outcome.winners, reason: outcome.reason });
  put(ctx, "phase", "over");
  put(ctx, "tasks", []);
}
var chicagoTaskMachine = taskMachine({
  name: "chicago-68",
  handlers,
  over: (s) => s.outcome !== null,
  settle,
  copy: copyState
});

// src/games/chicago-68/describe.ts
function promptOf(s) {
  return s.outcome ? `Game over: ${s.outcome.reason}` : chicagoTaskMachine.prompt(s);
}
function describeAction(s, a) {
  const who3 = decidingFaction(s) ?? "chance";
  switch (a.type) {
    case "play":
      return `${who3} plays ${a.card}`;
    case "pass":
      return `${who3} passes for the rest of the phase`;
    case "endTurn":
      return `${who3} ends the turn`;
    case "removeBarrier":
      return `${who3} discards ${a.card} to remove the Barrier on ${pathName(a.path, s.components?.paths)}`;
    case "streetTheater":
      return `${who3} activates the Street Theater card ${a.card}`;
    case "discardCounter":
      return `${who3} removes an Agitator from ${a.area} to discard ${a.card}`;
    case "tactic":
      return `police use the Tactics card ${s.tactic ?? ""}`;
    case "post":
      return a.unit === "" ? `police take the ${unitName(s.areas[a.area]?.post ?? "")} out of the Post in ${a.area}` : `police put ${withArticle(unitName(a.unit))} in the Post of ${a.area}`;
    case "area":
      return `${who3} chooses ${a.area}`;
    case "path":
      return `${who3} chooses the path ${pathName(a.path, s.components?.paths)}`;
    case "unit":
      return `${who3} chooses ${withArticle(unitName(a.unit))} in ${a.area}`;
    case "move":
      return `${who3} moves ${withArticle(unitName(a.unit))} from ${a.from} to ${a.to}`;
    case "escort":
      return `${who3} adds ${withArticle(unitName(a.unit))} to the group`;
    case "flag":
      return `${who3} places a +${a.value} Rally Flag in ${a.area}`;
    case "card":
      return `${who3} chooses ${a.card}`;
    case "discardDrawn":
      return `${who3} discards the drawn card`;
    case "tile":
      return `${who3} claims the bonus tile ${a.tile}`;
    case "benefit":
      return a.benefit === "instability" ? `${who3} lowers Instability by 1` : `${who3} gains 2 Exposure`;
    case "hand":
      return `${who3} gives the card to the ${a.faction}`;
    case "done":
      return `${who3} is done`;
    case "draw":
      return `drawn: ${a.item}`;
  }
}

// src/games/chicago-68/rules/sections.ts
var mayorCard = "Appendix 1";
var demonstratorCard = "Appendix 2";
var policeCard = "Appendix 3";
var additionalCard = "Appendix 4";
var solo = "The Solo & Co-op Rules";
var taskSections = {
  seq: "1.1",
  drawPolicies: "2.8.1",
  setupPlace: "Setup 9",
  setupPark: "Setup 10\u201311",
  setupPost: "6.3.2",
  bail: "1.2",
  phase: "1.3\u20131.4",
  turn: "2.9",
  endOfTurn: "2.11.2",
  vtoWindow: "6.1.2",
  pigasusMove: "6.3.1",
  dozer: "6.3.3",
  nominate: "4.6",
  draw: "2.7",
  effects: "2.9.1",
  effectAt: "2.9.1",
  arrestPick: "2.3.4",
  injurePick: "2.3.3",
  releasePick: "2.3.4",
  barrierPlace: "2.10.1",
  barrierRemove: "2.10.1",
  freeCard: "2.9.1",
  stPlace: "2.8.2",
  opportunityHand: "2.7.3",
  gasLeave: "2.4.2",
  bonus: "2.11.5",
  bonusUnit: "2.11.5",
  overflowD: "2.12.2",
  overflowE: "2.12.3",
  policyPlace: "2.8.1",
  authorizeBarbedWire: mayorCard,
  deployOfficers: mayorCard,
  greasePalms: mayorCard,
  mandate: mayorCard,
  strategyOfConfrontation: mayorCard,
  workTheMachine: mayorCard,
  clash: demonstratorCard,
  march: demonstratorCard,
  marchDest: demonstratorCard,
  marchEscort: demonstratorCard,
  speechify: demonstratorCard,
  streetFightingMan: additionalCard,
  advance: policeCard,
  advanceDest: policeCard,
  advanceTarget: policeCard,
  deployBarbedWire: policeCard,
  massArrest: policeCard,
  massArrestTarget: policeCard,
  move: policeCard,
  moveDest: policeCard,
  teargas: policeCard,
  drawDown: additionalCard,
  drawDownChoice: additionalCard,
  flamethrowers: additionalCard,
  rapidDeployment: additionalCard,
  rapidDeploymentMove: additionalCard,
  agitate: demonstratorCard,
  agitateDraw: demonstratorCard,
  lead: demonstratorCard,
  leadDest: demonstratorCard,
  leadEscort: demonstratorCard,
  rally: demonstratorCard,
  machineTurn: solo,
  machineDraw: solo,
  machineCard: "Appendix 5",
  oversight: "Appendix 5",
  activeMove: solo
};

// src/games/chicago-68/illegal.ts
function explainIllegal(s, a) {
  if (a.type === "play" && turnOf(s)?.card) return { reason: 'One card action per turn (1.3, 1.4) unless "+1 ACTION" is held', rule: "2.11.5" };
  if (a.type === "play") return { reason: `${a.card} is not in hand or its effect cannot be carried out now`, rule: "2.7.1" };
  if (a.type === "streetTheater") return { reason: "The Agitator location requirement is not met, or not a Yippie/MOBE turn", rule: "2.9.6" };
  if (a.type === "removeBarrier") return { reason: "Barriers are removed by discarding a Conflict card, next to your units, on your turn", rule: "2.9.3" };
  if (a.type === "tactic") return { reason: "Tactics: once per round, on a Police turn", rule: "2.9.4" };
  const task3 = s.tasks[s.tasks.length - 1];
  if (task3 === void 0) return void 0;
  return { reason: `Not one of the answers to: ${promptOf(s)}`, rule: taskSections[task3.kind] };
}

// src/core/multiset.ts
function multisetMinus(items, taken2) {
  const left = [...items];
  for (const t of taken2) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

// src/games/chicago-68/bots/determinize.ts
var factions2 = ["mayor", "police", "yippies", "mobe"];
var deal = (pool, n9, random) => shuffled([...pool].sort(), random).slice(0, n9).sort();
function taskCards(s) {
  return s.tasks.flatMap((t) => "card" in t && typeof t.card === "string" ? [t.card] : []);
}
function hiddenHand(s, f, n9, random) {
  const set2 = board(s).set;
  const copies2 = (c) => Array(c.copies).fill(c.name);
  const starting = multisetMinus(set2.actionCards.filter((c) => c.faction === f && c.starting).flatMap(copies2), s.discards[f]);
  const granted = new Set(set2.streetTheater.flatMap((c) => c.grants ? [c.grants.card] : []));
  const gained = multisetMinus(set2.actionCards.filter((c) => c.faction === f && !c.starting || granted.has(c.name)).flatMap(copies2), [...starting, ...s.discards[f]]);
  const first = deal(starting, n9, random);
  return [...first, ...deal(gained, n9 - first.length, random)].sort();
}
function streetTheaterCards(s) {
  const set2 = board(s).set;
  if (!s.inc.agentsOfChaos) return set2.streetTheater.map((c) => c.name);
  return [...set2.streetTheater.filter((c) => c.kind !== "counterrevolutionary").map((c) => c.name), ...set2.incendiary.map((c) => c.name)];
}
function determinizeChicago(s, seat, random) {
  const set2 = board(s).set;
  const held = taskCards(s);
  const hands = { ...s.hands };
  for (const f of factions2) if (s.factionSeat[f] !== seat) hands[f] = hiddenHand(s, f, s.hands[f].length, random);
  const st = multisetMinus(streetTheaterCards(s), [...s.stSplay, ...s.stDiscard, ...held]);
  const mob = multisetMinus(
    set2.mobChaos.map((c) => c.name),
    [...s.mobDiscard, ...held]
  );
  const policies2 = shuffled(multisetMinus((s.machine ? machineSet(s).policies : set2.policies).map((p) => p.name), [...s.policySplay.map((p) => p.name), ...held]).sort(), random);
  const policyDeck = policies2.slice(0, s.policyDeck.length).sort();
  return {
    ...s,
    rng: [...drawRng(random)],
    hands,
    stDeck: deal(st, s.stDeck.length, random),
    mobDeck: deal(mob, s.mobDeck.length, random),
    policyDeck,
    policyDiscard: policies2.slice(policyDeck.length).sort(),
    vtoDeck: turnOrderDeck(s, random),
    ...machineDecks(s, random)
  };
}
function machineDecks(s, random) {
  const m = s.machine;
  if (!m) return {};
  const set2 = machineSet(s);
  const deck = (f) => deal(multisetMinus(set2.actions.filter((c) => c.faction === f).map((c) => c.name), m.discards[f]), m.decks[f].length, random);
  const tactics2 = deal(multisetMinus(set2.tactics.map((c) => c.name), [...m.tacticsDiscard, ...s.tactic ? [s.tactic] : []]), s.tacticsDeck.length, random);
  return { machine: { ...m, decks: { mayor: deck("mayor"), police: deck("police") } }, tacticsDeck: tactics2 };
}
function turnOrderDeck(s, random) {
  if (s.vtoDeck.length === 0) return [];
  const per = board(s).set.counts.turnCardsPerFaction;
  const full = factions2.flatMap((f) => Array(f === "mayor" || f === "police" ? per - 1 : per).fill(f));
  return deal(full, s.vtoDeck.length, random);
}

// src/games/chicago-68/rules/reveals.ts
function chicagoReveals(s, _action, _after, events2) {
  return events2.some((e) => e.type === "policy" && addsPoliceCard(s, String(e["card"])));
}
function addsPoliceCard(s, name) {
  return board(s).set.policies.some((p) => p.name === name && p.effects.some((e) => e.op === "policeCard"));
}

// src/games/chicago-68/rules/end-code.ts
function endCode(s, outcome) {
  const noAgitators = agitatorsOnBoard(s) === 0;
  const emptyPost = cityAreas(s).some((n9) => s.areas[n9].post === "");
  if (noAgitators && emptyPost) return "both-lose";
  if (noAgitators) return "no-agitators";
  if (emptyPost) return "empty-police-post";
  if (outcome.winners.includes("establishment")) return "nomination-establishment";
  return outcome.major ? "nomination-major" : "nomination-demonstrators";
}

// src/games/chicago-68/result.ts
function resultOf(s) {
  if (!s.outcome) return null;
  const scores = {};
  for (const seat of s.seats) scores[seat] = 0;
  const winners = /* @__PURE__ */ new Set();
  for (const [f, seat] of Object.entries(s.factionSeat)) {
    if (!(seat in scores)) continue;
    const side = f === "mayor" || f === "police" ? "establishment" : "demonstrators";
    if (s.outcome.winners.includes(side)) {
      winners.add(seat);
      scores[seat] = side === "demonstrators" && s.outcome.major ? 2 : 1;
    }
  }
  return { scores, winners: s.seats.filter((x) => winners.has(x)), reason: s.outcome.reason, code: endCode(s, s.outcome) };
}

// src/games/chicago-68/describe-event.ts
var str = (v) => v === void 0 || v === null ? "" : String(v);
var why2 = (e) => e.why === void 0 ? "" : ` (${str(e.why)})`;
var by2 = (e) => e.by === void 0 ? "" : ` by ${str(e.by)}`;
var sideName = (v) => v === "establishment" ? "the Establishment" : v === "demonstrators" ? "the Demonstrators" : str(v);
var choiceText = (a) => {
  if (a.type === "area") return str(a.area);
  if (a.type === "path") return `the path ${pathName(str(a.path))}`;
  if (a.type === "unit") return `${withArticle(unitName(str(a.unit)))} in ${str(a.area)}`;
  if (a.type === "tile") return `the ${str(a.tile)} tile`;
  if (a.type === "card") return str(a.card);
  return str(a.type);
};
var describers = {
  round: (e) => `Round ${str(e.round)} (${str(e.time)}) begins`,
  phase: (e) => `${str(e.phase)} phase`,
  turn: (e) => `${possessive(str(e.faction))} turn`,
  turnCard: (e) => `Turn card drawn: ${str(e.faction)} acts next (6.1)`,
  played: (e) => `${str(e.faction)} plays ${str(e.card)}${e.with ? ` with ${str(e.with)}` : ""}`,
  resolved: (e) => `${str(e.faction)} resolves ${str(e.card)} as a free action`,
  passed: (e) => `${str(e.faction)} passes for the rest of the phase`,
  discarded: (e) => `${str(e.faction)} discards ${str(e.card)}${why2(e)}`,
  placed: (e) => `${str(e.units)} placed in ${str(e.area)}${why2(e)}`,
  moved: (e) => `${str(e.units)} moved from ${str(e.from)} to ${str(e.to)}${by2(e)}${why2(e)}`,
  removed: (e) => `${str(e.units)} removed from ${str(e.area)} to ${str(e.to)}${why2(e)}`,
  replaced: (e) => `${withArticle(str(e.unit))} in ${str(e.area)} is replaced by ${withArticle(str(e.by))}`,
  released: (e) => `a jailed ${str(e.unit)} is released to ${str(e.to)}`,
  arrested: (e) => `${withArticle(str(e.unit))} is arrested in ${str(e.area)} and jailed`,
  injured: (e) => `${withArticle(str(e.unit))}${e.inPost ? " in its Post" : ""} is injured in ${str(e.area)}${e.replacedBy ? `, replaced by ${withArticle(str(e.replacedBy))}` : ""}`,
  healed: (e) => `${str(e.units)} back to ${str(e.to)}${why2(e)}`,
  conflict: (e) => `conflict in ${str(e.area)} by ${sideName(e.by)} (${str(e.units)} units${e.mobChaos ? ", Mob Chaos" : ""})`,
  mobChaos: (e) => `Mob Chaos: ${str(e.card)} (${str(e.effect)} effect)${e.area ? ` at ${str(e.area)}` : ""}`,
  exposure: (e) => `${sideName(e.side)} ${Number(e.change) >= 0 ? "gain" : "lose"} ${Math.abs(Number(e.change))} Exposure: marker at ${str(e.marker)}${e.overflow ? " (past the end of the track)" : ""}`,
  instability: (e) => `Instability ${str(e.from)} \u2192 ${str(e.to)}${e.mobChaosDue ? ", past 13: a Mob Chaos card is due" : ""}`,
  capital: (e) => `Municipal Budget ${Number(e.change) >= 0 ? "+" : ""}${str(e.change)} Capital, now ${str(e.budget)}${why2(e)}`,
  delegate: (e) => `${e.count === void 0 ? "a" : str(e.count)} ${str(e.color)} Delegate${Number(e.count ?? 1) === 1 ? "" : "s"} to the ${e.to === "bag" ? "Delegate Bag" : "Delegate Track"}${e.from ? ` from ${str(e.from)}` : ""}${why2(e)}`,
  flagPlaced: (e) => `a +${str(e.value)} Rally Flag placed in ${str(e.area)}${why2(e)}`,
  flagRemoved: (e) => `the +${str(e.value)} Rally Flag leaves ${str(e.area)}${why2(e)}`,
  tearGas: (e) => `Tear Gas in ${str(e.area)}: every Demonstrator must leave`,
  tearGasCleared: (e) => `the Tear Gas in ${str(e.area)} goes back to the general supply`,
  barrierPlaced: (e) => `${str(e.barrier)} placed on ${pathName(str(e.path))}${by2(e)}`,
  barrierRemoved: (e) => `${str(e.barrier)} removed from ${pathName(str(e.path))}${why2(e)}`,
  armoredJeep: (e) => `the Armored Jeep moves from ${str(e.from)} to ${str(e.to)}`,
  policeSupply: (e) => `${str(e.added)} to the Police Supply${why2(e)}`,
  policy: (e) => `Policy ${str(e.card)} activated${e.activation ? ` (activation ${str(e.activation)})` : ""}${by2(e)}${e.text ? `: ${str(e.text)}` : ""}`,
  policySplay: (e) => `${str(e.card)} enters the Policy splay${e.replacing ? `, replacing ${str(e.replacing)}` : ""}`,
  policySkipped: (e) => `the Machine skips the Policy ${str(e.card)}${why2(e)}`,
  policySplayRefreshed: (e) => `the Machine's Policy splay shifts left (${e.kept?.join(", ") || "empty"}) and is refilled`,
  streetTheater: (e) => `Street Theater: ${str(e.card)}: ${str(e.text)}`,
  streetTheaterSplay: (e) => `${str(e.card)} enters the Street Theater splay`,
  streetTheaterDiscarded: (e) => `${str(e.card)} is discarded from the Street Theater splay`,
  counterrevolutionaryDiscarded: (e) => `${str(e.card)} discarded by removing an Agitator from ${str(e.agitatorFrom)}`,
  cardGained: (e) => `${str(e.card)} joins the ${str(e.faction)} hand${why2(e)}`,
  tactic: (e) => `Tactics card ${str(e.card)}: ${str(e.text)}`,
  tacticsCard: (e) => `${str(e.card)} is the Current Tactic${why2(e)}`,
  bonusTile: (e) => `${sideName(e.side)} claim the ${str(e.tile)} bonus tile (Instability ${str(e.level)})`,
  gameOver: (e) => `Game over: ${str(e.reason)}`,
  postFilled: (e) => `${withArticle(str(e.unit))} stands in the Post of ${str(e.area)}${by2(e)}`,
  active: (e) => `an Active token in ${str(e.area)} (${str(e.count)} there)`,
  activeMoved: (e) => `all 8 Active tokens are out: one moves from ${str(e.from)} to ${str(e.to)}`,
  activeCleared: (e) => `${str(e.count)} Active token${Number(e.count) === 1 ? "" : "s"} leave ${str(e.area)}: no Demonstrators there`,
  machineCard: (e) => `the Machine's ${str(e.faction)} draws ${str(e.card)}`,
  machineNoEffect: (e) => `${str(e.card)} has no effect: the Machine discards it and draws another`,
  machineIdle: (e) => `the Machine's ${str(e.faction)} does nothing${why2(e)}`,
  machineExtraAction: (e) => `the Machine takes one more action${why2(e)}`,
  machinePriority: (e) => `${str(e.card)}: the Machine picks ${str(e.area)} (${str(e.why)})`,
  machineChoice: (e) => `the Machine chooses ${choiceText(e.choice ?? {})} (${str(e.why)})`
};
var describedEventTypes = Object.keys(describers);
function describeEvent(event) {
  const d = describers[event.type];
  return d ? d(event) : void 0;
}

// src/core/question.ts
import * as z7 from "zod";
var chanceQuestionSchema = z7.looseObject({ chance: z7.string().min(1) });
var decisionQuestionSchema = z7.looseObject({ decision: z7.string().min(1), seat: z7.string().min(1) });
var questionSchema = z7.union([chanceQuestionSchema, decisionQuestionSchema]);

// src/games/chicago-68/schema.ts
import * as z9 from "zod";

// src/games/chicago-68/task-schema.ts
import * as z8 from "zod";
var n = z8.number().int();
var area = z8.string();
var owner = factionSchema;
var demoKey = z8.enum(["m1", "m2", "ag", "pig"]);
var policeKey = z8.enum(["p1", "p2", "tac"]);
var group = z8.object({ m1: n, m2: n, ag: n, pig: n });
var task = (kind2, fields) => z8.object({ kind: z8.literal(kind2), ...fields });
var stepSchema = z8.enum([
  "setup:streetTheater",
  "setup:policies",
  "setup:police",
  "setup:park",
  "setup:incendiary",
  "setup:done",
  "round:begin",
  "round:bail",
  "round:leadership",
  "round:rankAndFile",
  "eor:flock",
  "eor:capital",
  "eor:press",
  "eor:vote",
  "eor:cleanup",
  "eor:pigasusMove",
  "eor:pigasusCheck",
  "eor:dozer",
  "eor:checks",
  "round:next",
  // solo and co-op (rules/solo/steps.ts)
  "setup:machine",
  "round:machineTactics",
  "eor:machine"
]);
var perFaction = (t) => z8.object({ mayor: t, police: t, yippies: t, mobe: t });
var taskSchema = z8.discriminatedUnion("kind", [
  // the game's structure (rules/sequence.ts, setup.ts, round.ts, turns.ts)
  task("seq", { steps: z8.array(stepSchema), i: n }),
  task("drawPolicies", { left: n }),
  task("setupPlace", { i: n }),
  task("setupPark", {}),
  task("setupPost", { areas: z8.array(area) }),
  task("bail", {}),
  task("phase", {
    name: z8.enum(["leadership", "rankAndFile", "vto"]),
    order: z8.array(factionSchema),
    played: perFaction(n),
    passed: perFaction(z8.boolean()),
    last: factionSchema.nullable(),
    /** 6.1 Variable Turn Order: the Mayor's turn first, the drawn Turn cards, the Police's turn last. */
    stage: z8.enum(["first", "middle", "done"]),
    next: factionSchema.nullable()
  }),
  task("turn", {
    faction: factionSchema,
    /** The card action of the turn was taken. */
    card: z8.boolean(),
    /** 2.7.3 Opportunity cards gained this turn: playable on a later turn only. */
    fresh: z8.array(z8.string()),
    /** 6.3.2 Post arrangements reached by the Post free action since the turn's last other action. */
    posts: z8.array(z8.string()),
    /** 2.9.4 Tactics cards activated this turn (each at most once per turn, see rulings.md). */
    tactics: z8.array(z8.string())
  }),
  task("endOfTurn", {}),
  task("vtoWindow", { seats: z8.array(z8.string()) }),
  task("pigasusMove", { at: area }),
  task("dozer", { start: z8.string(), moves: n, prev: z8.string() }),
  task("nominate", {}),
  // chance: a draw from a deck or the Delegate Bag
  task("draw", {
    deck: z8.enum(["st", "mob", "policy", "bag", "vto"]),
    purpose: z8.enum(["splay", "mob", "vote", "nominate", "vto"]),
    area: area.nullable()
  }),
  // the effect interpreter (rules/effects.ts)
  task("effects", { effects: z8.array(effectSchema), next: n, side: sideSchema, area: area.nullable(), req: z8.array(area), source: z8.string() }),
  task("effectAt", { effect: effectSchema, side: sideSchema, options: z8.array(area), source: z8.string() }),
  task("arrestPick", { area, left: n }),
  task("injurePick", { area, left: n }),
  task("releasePick", { left: n }),
  task("barrierPlace", { left: n }),
  task("barrierRemove", { barrier: z8.enum(["barricade", "barbedWire"]), left: n }),
  task("freeCard", { card: z8.string() }),
  task("stPlace", { card: z8.string() }),
  task("opportunityHand", { card: z8.string(), hands: z8.array(factionSchema) }),
  task("gasLeave", { area }),
  task("bonus", { side: sideSchema, level: n }),
  task("bonusUnit", { side: sideSchema }),
  task("overflowD", {}),
  task("overflowE", {}),
  task("policyPlace", { card: z8.string() }),
  // Action Cards (rules/cards/*.ts), one kind per card and stage
  task("authorizeBarbedWire", { owner }),
  task("deployOfficers", { owner }),
  task("greasePalms", { owner }),
  task("mandate", { owner }),
  task("strategyOfConfrontation", { owner }),
  task("workTheMachine", { owner }),
  task("clash", { owner }),
  task("march", { owner }),
  task("marchDest", { owner, at: area, continuing: z8.boolean(), visited: z8.array(area) }),
  task("marchEscort", { owner, at: area, to: area, visited: z8.array(area), group }),
  task("speechify", { owner }),
  task("streetFightingMan", { owner }),
  task("advance", { owner }),
  task("advanceDest", { owner, from: area, unit: policeKey }),
  task("advanceTarget", { owner, from: area, unit: policeKey, to: area }),
  task("deployBarbedWire", { owner }),
  task("massArrest", { owner }),
  task("massArrestTarget", { owner, area, taken: z8.array(demoKey) }),
  task("move", { owner, arrived: z8.record(z8.string(), z8.object({ p1: n, p2: n, tac: n })) }),
  task("moveDest", { owner, arrived: z8.record(z8.string(), z8.object({ p1: n, p2: n, tac: n })), from: area, unit: policeKey }),
  task("teargas", { owner, placed: n, chaos: z8.boolean(), chaosArea: area.nullable() }),
  task("drawDown", { owner }),
  task("drawDownChoice", { owner }),
  task("flamethrowers", { owner }),
  task("rapidDeployment", { owner }),
  task("rapidDeploymentMove", { owner, to: area, moved: n }),
  task("agitate", { owner }),
  task("agitateDraw", { owner, left: n }),
  task("lead", { owner }),
  task("leadDest", { owner, at: area, origin: area, moves: n }),
  task("leadEscort", { owner, at: area, origin: area, moves: n, to: area, group }),
  task("rally", { owner }),
  // solo and co-op: the Machine (rules/solo/*.ts)
  task("machineTurn", { faction: z8.enum(["mayor", "police"]), drawn: z8.boolean(), tried: z8.array(z8.string()), extra: z8.boolean() }),
  task("machineDraw", { deck: z8.enum(["mayor", "police", "tactics", "policy"]) }),
  task("machineCard", {
    faction: z8.enum(["mayor", "police"]),
    card: z8.string(),
    /** The card's stage, and the areas picked so far in it (by Priority, ties broken by chance). */
    stage: n,
    picks: z8.array(area),
    /** The area the card acts on, once chosen. */
    area: area.nullable(),
    /** Police units moved by the card so far. */
    moved: z8.object({ p1: n, p2: n, tac: n })
  }),
  task("oversight", { skipped: z8.array(z8.string()) }),
  task("activeMove", { to: area })
]);

// src/games/chicago-68/schema.ts
var incendiaryConfigSchema = z9.strictObject({
  pigasus: z9.boolean().default(false),
  policePosts: z9.boolean().default(false),
  daleyDozer: z9.boolean().default(false),
  agentsOfChaos: z9.boolean().default(false)
});
var configSchema = z9.strictObject({
  /**
   * The competitive game, or the Demonstrators against the Machine (The Solo & Co-op Rules): `solo`, one
   * seat plays the Yippies and the MOBE; `coop`, one seat each. `players` and `split` apply to `competitive` only.
   */
  mode: z9.enum(["competitive", "solo", "coop"]).default("competitive"),
  /** 2 players (one per side) or 3–4 (6.2: one player per faction). */
  players: z9.union([z9.literal(2), z9.literal(3), z9.literal(4)]).default(2),
  /** With 3 players, which side is split between two players. */
  split: sideSchema.default("demonstrators"),
  /** 6.1 Variable Turn Order deck. */
  variableTurnOrder: z9.boolean().default(false),
  incendiary: incendiaryConfigSchema.default({ pigasus: false, policePosts: false, daleyDozer: false, agentsOfChaos: false }),
  /** Setup: Unbirthday Party for LBJ (6), the suggested Police setup (9) and Grant Park West (10). */
  firstGame: z9.boolean().default(false),
  chance: z9.enum(["auto", "manual"]).default("auto"),
  /** A user's own component set (validated); the reference set when absent. */
  components: componentSetSchema.optional()
}).refine((c) => !(c.mode === "solo" && c.variableTurnOrder), { message: "Variable Turn Order is a co-op option (solo setup 7)", path: ["variableTurnOrder"] });
var n2 = z9.number().int();
var machineStateSchema = z9.object({
  mode: z9.enum(["solo", "coop"]),
  /** Active tokens per City Area (areas with none are left out), and those not on the map. */
  active: z9.record(z9.string(), n2),
  activeSupply: n2,
  /** The Machine Mayor and Machine Police decks (unordered: a draw is a chance node) and their discards. */
  decks: z9.object({ mayor: z9.array(z9.string()), police: z9.array(z9.string()) }),
  discards: z9.object({ mayor: z9.array(z9.string()), police: z9.array(z9.string()) }),
  /** Machine Tactics discards (the draw deck is `tacticsDeck`). */
  tacticsDiscard: z9.array(z9.string()),
  /** The card being resolved had an effect (MACHINE ACTION CARDS: a card with none is replaced). */
  effect: z9.boolean()
});
var unitsSchema = z9.object({
  /** Lv1 MOBE units. */
  m1: n2,
  /** Lv2 MOBE units. */
  m2: n2,
  /** Agitators. */
  ag: n2,
  /** Pigasus (6.3.1). */
  pig: n2,
  /** Lv1 Platoons. */
  p1: n2,
  /** Lv2 Platoons. */
  p2: n2,
  /** TAC Forces. */
  tac: n2
});
var unitKeySchema = z9.enum(["m1", "m2", "ag", "pig", "p1", "p2", "tac"]);
var areaStateSchema = z9.object({
  /** 2.3 The units in the area, by kind. */
  u: unitsSchema,
  /** 2.4.1 Rally Flag value, or null. */
  flag: n2.nullable(),
  /** 2.4.2 Tear Gas token. */
  gas: z9.boolean(),
  /** 2.4.3 National Guard tokens. */
  ng: n2,
  /** -1 Capital tokens (Glossary). */
  minus: n2,
  /** 6.3.2 Police Post: absent (null), empty (''), or holding one unit. */
  post: z9.enum(["", "p1", "p2", "tac"]).nullable()
});
var stateSchema = z9.object({
  rng: z9.array(n2),
  chance: z9.enum(["auto", "manual"]),
  components: componentSetSchema.nullable(),
  seats: z9.array(z9.string()),
  factionSeat: z9.record(factionSchema, z9.string()),
  vtoOn: z9.boolean(),
  inc: incendiaryConfigSchema,
  firstGame: z9.boolean(),
  round: n2,
  phase: z9.enum(["setup", "round", "final", "over"]),
  areas: z9.record(z9.string(), areaStateSchema),
  paths: z9.record(z9.string(), z9.object({ barricade: z9.boolean(), wire: z9.boolean() })),
  jeep: z9.string().nullable(),
  supply: z9.object({ m1: n2, m2: n2, ag: n2, flags: z9.array(n2), barricades: n2, pink: n2 }),
  box: z9.object({ m1: n2, m2: n2, ag: n2, pig: n2, p1: n2, p2: n2, tac: n2, posts: n2 }),
  police: z9.object({ reserves: z9.object({ p1: n2, p2: n2 }), injured: z9.object({ p1: n2, p2: n2 }), wire: n2, gas: n2 }),
  general: z9.object({ wire: n2, gas: n2, ng: n2, minus: n2 }),
  bonusUnits: z9.object({ p2: n2, m2: n2 }),
  capital: n2,
  exposure: n2,
  instability: n2,
  levelsReached: z9.array(n2),
  tiles: z9.record(z9.enum(["splay", "action", "unit", "exp"]), sideSchema.nullable()),
  extraUsed: z9.record(sideSchema, z9.boolean()),
  /** 2.11.5 "+1 ACTION" is the picking player's: the faction that claimed it when its side is split (6.2). */
  actionHolder: factionSchema.nullable(),
  delegates: z9.object({ track: z9.array(z9.enum(["blue", "red", "pink"])), bag: z9.object({ blue: n2, red: n2, pink: n2 }) }),
  noVote: z9.boolean(),
  hands: z9.record(factionSchema, z9.array(z9.string())),
  discards: z9.record(factionSchema, z9.array(z9.string())),
  stSplay: z9.array(z9.string()),
  stDeck: z9.array(z9.string()),
  stDiscard: z9.array(z9.string()),
  policySplay: z9.array(z9.object({ name: z9.string(), paid: n2 })),
  policyDeck: z9.array(z9.string()),
  policyDiscard: z9.array(z9.string()),
  tactic: z9.string().nullable(),
  tacticUsed: z9.boolean(),
  tacticsDeck: z9.array(z9.string()),
  mobDeck: z9.array(z9.string()),
  mobDiscard: z9.array(z9.string()),
  smokeEm: z9.boolean(),
  mobThisTurn: z9.boolean(),
  chaosPending: z9.boolean(),
  vtoDeck: z9.array(factionSchema),
  /** The pending tasks, top of the stack last (task-schema.ts). */
  tasks: z9.array(taskSchema),
  outcome: z9.object({ winners: z9.array(sideSchema), reason: z9.string(), major: z9.boolean() }).nullable(),
  /** Solo and co-op: the Machine (null in the competitive game). */
  machine: machineStateSchema.nullable()
});
var unit = z9.enum(["m1", "m2", "ag", "pig", "p1", "p2", "tac"]);
var actionSchema = z9.discriminatedUnion("type", [
  z9.strictObject({ type: z9.literal("play"), card: z9.string() }).meta({ section: "2.9.1", description: "On the faction's turn, before its card action (or again with the +1 ACTION tile, 2.11.5): play an Action Card from its hand whose action can be carried out." }),
  z9.strictObject({ type: z9.literal("pass") }).meta({ section: "1.3\u20131.4", description: "On the faction's turn, instead of a card action: pass, forfeiting its further actions this phase." }),
  z9.strictObject({ type: z9.literal("endTurn") }).meta({ section: "2.9.2", description: "On the faction's turn, after its card action: end the turn (free actions are taken before this)." }),
  z9.strictObject({ type: z9.literal("removeBarrier"), card: z9.string(), path: z9.string() }).meta({ section: "2.9.3", description: "A free action of the faction on turn (or in the Variable Turn Order window, 6.1.2): discard a Conflict Card to remove a Barrier its units face." }),
  z9.strictObject({ type: z9.literal("streetTheater"), card: z9.string() }).meta({ section: "2.9.6", description: "A free action on a Yippie or MOBE turn: activate a Street Theater card of the splay whose Agitator location requirement is met." }),
  z9.strictObject({ type: z9.literal("discardCounter"), card: z9.string(), area: z9.string() }).meta({ section: "2.9.5", description: "A free action on a Yippie or MOBE turn: remove the Agitator in an area to discard a Counterrevolutionary card of the splay." }),
  z9.strictObject({ type: z9.literal("tactic") }).meta({ section: "2.9.4", description: "A free action on a Police turn: use the current Tactics card, once per round." }),
  z9.strictObject({ type: z9.literal("post"), area: z9.string(), unit: z9.enum(["", "p1", "p2", "tac"]) }).meta({ section: "6.3.2", description: "With Police Posts, a free action on a Police turn: move a Police unit into (unit) or out of ('') the Post of its area." }),
  z9.strictObject({ type: z9.literal("area"), area: z9.string() }).meta({ section: "2.9.1", description: "When a card, setup or a rule asks for an area: where to place, act, march or move to. Against the Machine also a chance outcome (manual mode): the area drawn among areas of equal Priority (`priorityTie`) or among its equal answers (`machineTie`)." }),
  z9.strictObject({ type: z9.literal("path"), path: z9.string() }).meta({ section: "2.10.1", description: "When a card asks for a path between two areas: where a Barrier goes, or where the Armored Jeep moves (6.3.3)." }),
  z9.strictObject({ type: z9.literal("unit"), area: z9.string(), unit: z9.enum([...unit.options, "post"]) }).meta({ section: "3.1", description: "When a card or rule asks for one unit in an area: the target of a conflict, a unit to move or place (post: the Platoon in its Police Post)." }),
  z9.strictObject({ type: z9.literal("move"), unit, from: z9.string(), to: z9.string() }).meta({ section: "2.4.2", description: "When units must leave Tear Gas, are released from Jail (1.2) or are moved by a card: one unit from an area to another." }),
  z9.strictObject({ type: z9.literal("escort"), unit: z9.enum(["m1", "m2", "ag", "pig"]) }).meta({ section: "Appendix 2", description: "During MARCH or LEAD: one more Demonstrator unit joins the group." }),
  z9.strictObject({ type: z9.literal("flag"), area: z9.string(), value: n2 }).meta({ section: "Appendix 2", description: "During RALLY: place a Rally Flag of this value in this area." }),
  z9.strictObject({ type: z9.literal("card"), card: z9.string() }).meta({ section: "2.8", description: "When a card is asked for by name: a Policy to activate, a Tactics card to make current, a splay card to replace." }),
  z9.strictObject({ type: z9.literal("discardDrawn") }).meta({ section: "2.8.2", description: "When a card is drawn into a full splay: discard it instead of replacing a card." }),
  z9.strictObject({ type: z9.literal("tile"), tile: z9.enum(["splay", "action", "unit", "exp"]) }).meta({ section: "2.11.3\u20132.11.4", description: "When the side reaches an Instability level that earns a bonus: claim an available Instability Bonus tile. Against the Machine also a chance outcome (manual mode, `machineTie`): the tile it takes at random." }),
  z9.strictObject({ type: z9.literal("benefit"), benefit: z9.enum(["instability", "exposure"]) }).meta({ section: "Appendix 4", description: "During DRAW DOWN: Instability \u22121 or 2 Exposure." }),
  z9.strictObject({ type: z9.literal("hand"), faction: factionSchema }).meta({ section: "2.7.3", description: "When an Opportunity card is activated and may go to either hand: the faction whose hand takes it." }),
  z9.strictObject({ type: z9.literal("done") }).meta({ section: "2.9.2", description: "Whenever a question may be left: stop, decline, skip, or go with the units chosen." }),
  z9.strictObject({ type: z9.literal("draw"), item: z9.string() }).meta({ section: "2.7", description: "Chance (manual mode): the card (or Delegate, Variable Turn Order card, Machine card) drawn; which deck, for what, is `ask` (questions.md). The Machine's random picks are `area`, `tile` and its other answers." })
]);
var chanceQuestionSchema2 = z9.union([
  z9.strictObject({ chance: z9.literal("draw"), deck: z9.enum(["st", "mob", "policy", "bag", "vto"]), purpose: z9.enum(["splay", "mob", "vote", "nominate", "vto"]), area: z9.string().nullable() }),
  z9.strictObject({ chance: z9.literal("draw"), deck: z9.enum(["machine mayor", "machine police", "machine tactics", "machine policy"]), for: z9.enum(["mayor", "police", "machine"]) }),
  z9.strictObject({ chance: z9.literal("priorityTie"), card: z9.string(), faction: factionSchema, order: z9.enum(["highest", "lowest"]), areas: z9.array(z9.string()) }),
  z9.strictObject({ chance: z9.literal("machineTie"), question: z9.string(), faction: factionSchema, options: n2 })
]);
var viewSchema = z9.object({
  /** The seat whose view this is (a side or a faction), or null for a spectator. */
  seat: z9.string().nullable(),
  /** The round being played (1–5; 1–4 against the Machine). */
  round: n2,
  /** Where the game stands: `setup`, `round`, `final` (the Final Nomination after the last round) or `over`. */
  phase: z9.string(),
  /** The seat that decides now; null once the game is over. */
  toMove: z9.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z9.string(),
  /** Each City Area (and the Jail) by name: units, Rally Flag, Tear Gas, National Guard, −1 Capital tokens, Police Post. */
  areas: z9.record(z9.string(), areaStateSchema),
  /** Each path between two areas by id: whether it holds a Barricade or Barbed Wire (2.10). */
  paths: z9.record(z9.string(), z9.object({ barricade: z9.boolean(), wire: z9.boolean() })),
  /** 6.3.3 The area of the Armored Jeep, or null. */
  jeep: z9.string().nullable(),
  /** The Demonstrators' units, Rally Flags, Barricades and pink Delegates not on the map. */
  supply: stateSchema.shape.supply,
  /** Units out of play (the box: removed Pigasus, unclaimed bonus units…) and unused Police Posts, by kind. */
  box: stateSchema.shape.box,
  /** Police Reserves and Injured Platoons, Barbed Wire and Tear Gas counters in stock. */
  police: stateSchema.shape.police,
  /** General supply of Barbed Wire, Tear Gas, National Guard and −1 Capital tokens. */
  general: stateSchema.shape.general,
  /** The +2 UNIT Instability bonus units not yet claimed (a Lv2 Platoon, a Lv2 MOBE; setup 5). */
  bonusUnits: stateSchema.shape.bonusUnits,
  /** 2.11.1 The Establishment's Capital. */
  capital: n2,
  /** 2.11.2 The Demonstrators' Exposure. */
  exposure: n2,
  /** 2.11.3 The Instability track. */
  instability: n2,
  /** 2.11.3–2.11.4 Instability Bonus tiles: the side that holds each, or null. */
  tiles: stateSchema.shape.tiles,
  /** 2.12 The Delegates on the track (blue, red, pink), and those left in the bag. */
  delegates: stateSchema.shape.delegates,
  /** The hands of the factions this seat plays, by faction (others' are hidden). */
  hands: z9.record(z9.string(), z9.array(z9.string())),
  /** How many cards each faction holds. */
  handSizes: z9.record(z9.string(), n2),
  /** Each faction's discard pile. */
  discards: stateSchema.shape.discards,
  /** 2.9.6 The Street Theater splay. */
  stSplay: z9.array(z9.string()),
  /** How many Street Theater cards are left in the deck. */
  stDeckSize: n2,
  /** Discarded Street Theater cards. */
  stDiscard: z9.array(z9.string()),
  /** 2.8 The Policy splay, with the Capital paid on each. */
  policySplay: stateSchema.shape.policySplay,
  /** How many Policy cards are left in the deck. */
  policyDeckSize: n2,
  /** 2.9.4 The current Tactics card, or null. */
  tactic: z9.string().nullable(),
  /** Whether the current Tactics card was used this round. */
  tacticUsed: z9.boolean(),
  /** The Tactics cards the Police may make current (none against the Machine: face down). */
  tacticsAvailable: z9.array(z9.string()),
  /** How many Mob Chaos cards are left in the deck. */
  mobDeckSize: n2,
  /** Discarded Mob Chaos cards. */
  mobDiscard: z9.array(z9.string()),
  /** The Policy SMOKE 'EM is in effect: TEARGAS may be used in areas without TAC Forces. */
  smokeEm: z9.boolean(),
  /** The faction on turn, and whether it took its card action. */
  turn: z9.object({ faction: factionSchema, card: z9.boolean() }).nullable(),
  /** 6.1 How many Variable Turn Order cards are left. */
  vtoDeckSize: n2,
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z9.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z9.union([chanceQuestionSchema2, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: componentSetSchema.nullable(),
  /** The end of the game: the winning sides, the reason, whether it is a major victory; null while it runs. */
  outcome: stateSchema.shape.outcome,
  /** Solo and co-op: Active tokens, the Machine decks' sizes and discards (null in the competitive game). */
  machine: z9.object({
    active: z9.record(z9.string(), n2),
    activeSupply: n2,
    deckSizes: z9.object({ mayor: n2, police: n2, tactics: n2 }),
    discards: z9.object({ mayor: z9.array(z9.string()), police: z9.array(z9.string()), tactics: z9.array(z9.string()) })
  }).nullable()
});

// src/games/chicago-68/view.ts
function factionsOf(s, seat) {
  return Object.keys(s.factionSeat).filter((f) => s.factionSeat[f] === seat);
}
function viewOf(s, seat) {
  const mine = factionsOf(s, seat);
  const hands = {};
  const handSizes = {};
  for (const f of ["mayor", "police", "yippies", "mobe"]) {
    handSizes[f] = s.hands[f].length;
    if (mine.includes(f)) hands[f] = [...s.hands[f]];
  }
  const toMove = chicagoTaskMachine.toMove(s);
  const turn = turnOf(s);
  const view = {
    seat,
    round: s.round,
    phase: s.phase,
    toMove,
    prompt: promptOf(s),
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    tiles: s.tiles,
    delegates: s.delegates,
    hands,
    handSizes,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeckSize: s.stDeck.length,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeckSize: s.policyDeck.length,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    // against the Machine its Tactics deck is face down (solo setup 3)
    tacticsAvailable: s.machine ? [] : s.tacticsDeck,
    mobDeckSize: s.mobDeck.length,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    turn: turn ? { faction: turn.faction, card: turn.card } : null,
    vtoDeckSize: s.vtoDeck.length,
    legal: seat !== null && toMove === seat ? chicagoTaskMachine.legalActions(s) : [],
    ask: chicagoTaskMachine.ask(s),
    // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome,
    machine: s.machine && {
      active: s.machine.active,
      activeSupply: s.machine.activeSupply,
      deckSizes: { mayor: s.machine.decks.mayor.length, police: s.machine.decks.police.length, tactics: s.tacticsDeck.length },
      discards: { ...s.machine.discards, tactics: s.machine.tacticsDiscard }
    }
  };
  return view;
}

// src/games/chicago-68/event-schema.ts
import * as z10 from "zod";
var n3 = z10.number().int();
var area2 = z10.string();
var card = z10.string();
var units = z10.string();
var why3 = z10.string();
var solo2 = "The Solo & Co-op Rules";
var byMachine = z10.literal("the Machine");
var eventSchema = z10.discriminatedUnion("type", [
  z10.strictObject({ type: z10.literal("round"), round: n3, time: z10.enum(["Day", "Night"]) }).meta({ section: "1.1", description: "A round begins." }),
  z10.strictObject({ type: z10.literal("phase"), phase: z10.enum(["Leadership (1.3)", "Rank-and-File (1.4)", "Variable Turn Order (6.1)"]) }).meta({ section: "1.3\u20131.4", description: "A phase of the round begins." }),
  z10.strictObject({ type: z10.literal("turn"), faction: factionSchema }).meta({ section: "2.9", description: "A faction's turn begins." }),
  z10.strictObject({ type: z10.literal("turnCard"), faction: factionSchema }).meta({ section: "6.1", description: "Variable Turn Order: the drawn Turn card names the faction acting next." }),
  z10.strictObject({ type: z10.literal("played"), faction: factionSchema, card, with: z10.literal("+1 ACTION").optional() }).meta({ section: "2.9", description: "A faction plays an Action Card (`with`: the +1 ACTION bonus tile for a second card)." }),
  z10.strictObject({ type: z10.literal("resolved"), faction: factionSchema, card, free: z10.literal(true) }).meta({ section: "2.9.2", description: "A card is resolved as a free action (a Tactics card or an effect says so)." }),
  z10.strictObject({ type: z10.literal("passed"), faction: factionSchema }).meta({ section: "1.4", description: "A faction passes for the rest of the phase." }),
  z10.strictObject({ type: z10.literal("discarded"), faction: factionSchema, card, why: why3 }).meta({ section: "2.9.3", description: "A faction discards a card (to remove a Barrier)." }),
  z10.strictObject({ type: z10.literal("placed"), units, area: area2, why: why3 }).meta({ section: "2.3", description: "Units (or a token) are placed in an area." }),
  z10.strictObject({ type: z10.literal("moved"), units, from: area2, to: area2, why: why3.optional(), by: byMachine.optional() }).meta({ section: "2.10", description: "Units move from one area to another." }),
  z10.strictObject({ type: z10.literal("removed"), units, area: area2, to: z10.enum(["the game", "the Reserves", "the supply"]), why: why3.optional() }).meta({ section: "2.5.2", description: "Units leave the board." }),
  z10.strictObject({ type: z10.literal("replaced"), unit: units, by: units, area: area2 }).meta({ section: "Appendix 2", description: "A unit is replaced by another (a MOBE by an Agitator)." }),
  z10.strictObject({ type: z10.literal("released"), unit: units, to: area2 }).meta({ section: "1.2", description: "A jailed unit is released to a park." }),
  z10.strictObject({ type: z10.literal("arrested"), unit: units, area: area2 }).meta({ section: "2.3.4", description: "A Demonstrator unit is arrested and jailed." }),
  z10.strictObject({ type: z10.literal("injured"), unit: units, area: area2, inPost: z10.literal(true).optional(), replacedBy: units.optional() }).meta({ section: "2.3.3", description: "A Police unit is injured (in its Post; replaced by a Lv1 Platoon)." }),
  z10.strictObject({ type: z10.literal("healed"), units, to: z10.literal("the Reserves"), why: why3 }).meta({ section: "2.3.3", description: "Injured Police units go back to the Reserves." }),
  z10.strictObject({ type: z10.literal("conflict"), by: sideSchema, area: area2, units: n3, mobChaos: z10.boolean() }).meta({ section: "3.1", description: "A conflict in an area, by a side with so many units (Mob Chaos: the Mob Chaos rules apply)." }),
  z10.strictObject({ type: z10.literal("mobChaos"), card, effect: z10.enum(["Day", "Night"]), area: area2.optional() }).meta({ section: "2.7.5", description: "A Mob Chaos card is resolved (its Day or Night effect, where it strikes)." }),
  z10.strictObject({ type: z10.literal("exposure"), side: sideSchema, change: n3, marker: z10.string(), overflow: z10.literal(true).optional() }).meta({ section: "2.12.1", description: "A side gains Exposure; the marker now reads `marker` (overflow: past the end of the track, 2.12.2)." }),
  z10.strictObject({ type: z10.literal("instability"), from: n3, to: n3, mobChaosDue: z10.literal(true).optional() }).meta({ section: "2.11", description: "Instability changes (past 13: a Mob Chaos card is due)." }),
  z10.strictObject({ type: z10.literal("capital"), change: n3, budget: n3, why: why3 }).meta({ section: "2.5.3", description: "The Municipal Budget changes." }),
  z10.strictObject({ type: z10.literal("delegate"), color: z10.enum(["blue", "red", "pink"]), count: n3.optional(), to: z10.enum(["track", "bag"]), from: area2.optional(), why: why3 }).meta({ section: "4.4", description: "Delegates go to the Delegate Track or the Delegate Bag (count absent: one)." }),
  z10.strictObject({ type: z10.literal("flagPlaced"), area: area2, value: n3, why: why3.optional() }).meta({ section: "Appendix 2", description: "A Rally Flag is placed." }),
  z10.strictObject({ type: z10.literal("flagRemoved"), area: area2, value: n3, why: why3 }).meta({ section: "2.4.1", description: "A Rally Flag leaves an area." }),
  z10.strictObject({ type: z10.literal("tearGas"), area: area2 }).meta({ section: "2.4.2", description: "Tear Gas is placed: every Demonstrator must leave." }),
  z10.strictObject({ type: z10.literal("tearGasCleared"), area: area2 }).meta({ section: "2.4.2", description: "The Tear Gas goes back to the general supply." }),
  z10.strictObject({ type: z10.literal("barrierPlaced"), barrier: z10.enum(["Barricade", "Barbed Wire"]), path: z10.string(), by: byMachine.optional() }).meta({ section: "2.10.1", description: "A Barrier is placed on a path." }),
  z10.strictObject({ type: z10.literal("barrierRemoved"), barrier: z10.enum(["Barricade", "Barbed Wire"]), path: z10.string(), why: why3.optional() }).meta({ section: "2.9.3", description: "A Barrier is removed from a path." }),
  z10.strictObject({ type: z10.literal("armoredJeep"), from: area2, to: z10.string() }).meta({ section: "6.3.3", description: "Daley Dozer: the Armored Jeep moves (to a path)." }),
  z10.strictObject({ type: z10.literal("policeSupply"), added: z10.string(), why: why3.optional() }).meta({ section: "2.5.2", description: "Barbed Wire or Tear Gas is added to the Police Supply." }),
  z10.strictObject({ type: z10.literal("policy"), card, activation: n3.optional(), by: z10.string().optional(), text: z10.string().optional() }).meta({ section: "2.8.1", description: "A Policy is activated (its activation number; by a Machine card in solo/co-op)." }),
  z10.strictObject({ type: z10.literal("policySplay"), card, replacing: card.optional() }).meta({ section: "2.8.1", description: "A card enters the Policy splay." }),
  z10.strictObject({ type: z10.literal("policySkipped"), card, why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine skips a Policy." }),
  z10.strictObject({ type: z10.literal("policySplayRefreshed"), kept: z10.array(card) }).meta({ section: solo2, description: "Solo/co-op: the Machine's Policy splay shifts left and is refilled." }),
  z10.strictObject({ type: z10.literal("streetTheater"), card, text: z10.string() }).meta({ section: "2.9.6", description: "A Street Theater card is resolved." }),
  z10.strictObject({ type: z10.literal("streetTheaterSplay"), card }).meta({ section: "2.7", description: "A card enters the Street Theater splay." }),
  z10.strictObject({ type: z10.literal("streetTheaterDiscarded"), card }).meta({ section: "2.8.2", description: "A card is discarded from the Street Theater splay." }),
  z10.strictObject({ type: z10.literal("counterrevolutionaryDiscarded"), card, agitatorFrom: area2 }).meta({ section: "2.9.5", description: "A Counterrevolutionary card is discarded by removing an Agitator." }),
  z10.strictObject({ type: z10.literal("cardGained"), faction: factionSchema, card, why: why3.optional() }).meta({ section: "2.7.3", description: "A card joins a faction's hand." }),
  z10.strictObject({ type: z10.literal("tactic"), card, text: z10.string() }).meta({ section: "2.9.4", description: "A Tactics card takes effect." }),
  z10.strictObject({ type: z10.literal("tacticsCard"), card, why: why3.optional(), text: z10.string().optional() }).meta({ section: "2.7.4", description: "A card becomes the Current Tactic." }),
  z10.strictObject({ type: z10.literal("bonusTile"), tile: z10.string(), side: sideSchema, level: n3 }).meta({ section: "2.11.5", description: "A side claims a bonus tile at this Instability level." }),
  z10.strictObject({ type: z10.literal("postFilled"), area: area2, unit: units, by: byMachine }).meta({ section: "6.3.2", description: "Police Posts: a Police unit stands in the Post of an area." }),
  z10.strictObject({ type: z10.literal("active"), area: area2, count: n3 }).meta({ section: solo2, description: "Solo/co-op: an Active token is placed (`count` there now)." }),
  z10.strictObject({ type: z10.literal("activeMoved"), from: area2, to: area2 }).meta({ section: solo2, description: "Solo/co-op: all Active tokens are out, one moves." }),
  z10.strictObject({ type: z10.literal("activeCleared"), area: area2, count: n3 }).meta({ section: solo2, description: "Solo/co-op: Active tokens leave an area without Demonstrators." }),
  z10.strictObject({ type: z10.literal("machineCard"), faction: factionSchema.extract(["mayor", "police"]), card }).meta({ section: solo2, description: "Solo/co-op: the Machine's faction draws a Machine card." }),
  z10.strictObject({ type: z10.literal("machineNoEffect"), faction: factionSchema.extract(["mayor", "police"]), card }).meta({ section: solo2, description: "Solo/co-op: a Machine card has no effect; the Machine draws another." }),
  z10.strictObject({ type: z10.literal("machineIdle"), faction: factionSchema.extract(["mayor", "police"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine's faction does nothing." }),
  z10.strictObject({ type: z10.literal("machineExtraAction"), faction: factionSchema.extract(["mayor", "police"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine takes one more action." }),
  z10.strictObject({ type: z10.literal("machinePriority"), card, area: area2, order: z10.enum(["highest", "lowest"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the area a Machine card picks by Priority, and the rule that chose it." }),
  z10.strictObject({ type: z10.literal("machineChoice"), task: z10.string(), choice: actionSchema, why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine's answer to an Establishment question (the task kind) and why." }),
  z10.strictObject({ type: z10.literal("gameOver"), winners: z10.array(sideSchema), reason: z10.string() }).meta({ section: "5", description: "The game is over: the winning sides (none: both lose) and the reason." })
]);

// src/core/scenario.ts
function edited(s, change4) {
  const d = JSON.parse(JSON.stringify(s));
  change4(d);
  return d;
}
function settled(machine2, s) {
  let t = machine2.start(s).state;
  while (t.chance === "auto" && machine2.toMove(t) === "chance") {
    const [outcome, rng] = pickWeighted(machine2.chanceOutcomes(t), t.rng);
    t = machine2.apply({ ...t, rng }, outcome).state;
  }
  return t;
}

// src/games/chicago-68/scenario.ts
function belowTurn(s) {
  const kinds2 = s.tasks.map((t) => t.kind);
  const i = Math.max(kinds2.lastIndexOf("turn"), kinds2.lastIndexOf("machineTurn"));
  return i < 0 ? s.tasks : s.tasks.slice(0, i);
}
function withTurn(s, faction) {
  const turn = { kind: "turn", faction, card: false, fresh: [], posts: [], tactics: [] };
  return { ...s, tasks: [...belowTurn(s), turn] };
}
function withMachineTurn(s, faction) {
  if (faction !== "mayor" && faction !== "police") throw new Error(`at('machineTurn'): the Machine plays the Mayor or the Police, not ${faction}`);
  if (s.machine === null) throw new Error("at('machineTurn'): not a solo or co-op game");
  if (s.machine.decks[faction].length + s.machine.discards[faction].length === 0) throw new Error(`at('machineTurn'): the Machine ${faction} deck and its discards are empty`);
  return settled(chicagoTaskMachine, { ...s, tasks: [...belowTurn(s), { kind: "machineTurn", faction, drawn: false, tried: [], extra: false }] });
}
function chicagoScenario(state) {
  const next3 = (change4) => chicagoScenario(edited(state, change4));
  return {
    state,
    units: (area3, units4) => next3((d) => {
      for (const [k, v] of Object.entries(units4)) d.areas[area3].u[k] += v;
    }),
    clearMap: () => next3((d) => {
      for (const a of Object.values(d.areas)) Object.assign(a, { u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0 });
      for (const p of Object.values(d.paths)) Object.assign(p, { barricade: false, wire: false });
    }),
    hand: (faction, cards5) => next3((d) => void (d.hands[faction] = [...cards5].sort())),
    cardPlayed: () => next3((d) => {
      const t = turnOf(d);
      if (t === void 0) throw new Error("cardPlayed: no faction is on turn");
      t.card = true;
    }),
    at: (point, faction) => {
      if (faction === void 0) throw new Error(`at('${point}'): say whose turn it is`);
      return chicagoScenario(point === "turn" ? withTurn(state, faction) : withMachineTurn(state, faction));
    },
    draw: (deck) => chicagoScenario(settled(chicagoTaskMachine, { ...state, tasks: [...state.tasks, { kind: "draw", deck, purpose: deck === "bag" ? "vote" : deck === "mob" ? "mob" : deck === "vto" ? "vto" : "splay", area: null }] })),
    active: (area3, n9) => next3((d) => {
      const m = d.machine;
      m.activeSupply += (m.active[area3] ?? 0) - n9;
      if (n9 > 0) m.active[area3] = n9;
      else delete m.active[area3];
    }),
    edit: next3
  };
}

// src/games/chicago-68/choices.ts
var step = (key, label) => ({ key, label });
var KINDS = { park: "a park", street: "a street", transit: "a transit area", jail: "the Jail" };
function pathOf2(a, where, road) {
  switch (a.type) {
    case "play":
      return [step(`card:${a.card}`, a.card), step("play", "play it for its action")];
    case "removeBarrier":
      return [step(`card:${a.card}`, a.card), step("barrier", "discard it to remove a Barrier"), ...road(a.path)];
    case "streetTheater":
      return [step(`card:${a.card}`, a.card), step("theater", "activate it (Street Theater)")];
    case "discardCounter":
      return [step(`card:${a.card}`, a.card), step("counter", "discard it, removing an Agitator"), step(a.area, `from ${a.area}`)];
    case "card":
      return [step(`card:${a.card}`, a.card), step("choose", "choose it")];
    case "unit":
      return [step(`area:${a.area}`, a.area), step(a.unit, `a ${unitName(a.unit)}`)];
    case "flag":
      return [step(`area:${a.area}`, a.area), step(String(a.value), `a +${a.value} Rally Flag`)];
    case "area":
      return where(a.area);
    case "move":
      return [step(`from:${a.from}`, `move from ${a.from}`), step(a.unit, `a ${unitName(a.unit)}`), step(a.to, `to ${a.to}`)];
    case "post":
      return [step("post", "Police Post"), step(a.area, a.area), step(a.unit, a.unit === "" ? "take the unit out" : `put a ${unitName(a.unit)} in`)];
    case "path":
      return road(a.path);
    case "pass":
      return [step("pass", "pass for the rest of the phase")];
    case "endTurn":
      return [step("endTurn", "end the turn")];
    case "tactic":
      return [step("tactic", "use the Tactics card")];
    case "escort":
      return [step(`escort:${a.unit}`, `add a ${unitName(a.unit)} to the group`)];
    case "discardDrawn":
      return [step("discardDrawn", "discard the drawn card")];
    case "tile":
      return [step(`tile:${a.tile}`, `claim the ${a.tile} bonus tile`)];
    case "benefit":
      return [step(`benefit:${a.benefit}`, a.benefit === "instability" ? "Instability \u22121" : "2 Exposure")];
    case "hand":
      return [step(`hand:${a.faction}`, `give the card to the ${a.faction}`)];
    case "done":
      return [step("done", "done")];
    case "draw":
      return [step(`draw:${a.item}`, `draw ${a.item}`)];
  }
}
function chicagoChoicePaths(view) {
  const b = board(view);
  const many = view.legal.filter((a) => a.type === "area").length > MAX_CHOICES - 1;
  const where = (area3) => {
    const kind2 = b.area.get(area3)?.kind;
    const at = step(`area:${area3}`, area3);
    return many && kind2 !== void 0 ? [step(`kind:${kind2}`, `in ${KINDS[kind2] ?? kind2}`), at] : [at];
  };
  const roads = view.legal.filter((a) => a.type === "path" || a.type === "removeBarrier").length > MAX_CHOICES - 1;
  const road = (id) => {
    const ends = b.path.get(id);
    const at = step(`path:${id}`, ends ? `the path ${ends.a} \u2013 ${ends.b}` : `the path ${id}`);
    const kind2 = ends && b.area.get(ends.a)?.kind;
    return roads && kind2 ? [step(`from:${kind2}`, `from ${KINDS[kind2] ?? kind2}`), at] : [at];
  };
  return view.legal.map((action) => ({ action, path: pathOf2(action, where, road) }));
}

// src/core/spaces/from-schema.ts
var defOf = (schema) => schema.def;
function ownDomain(schema) {
  const def = defOf(schema);
  switch (def.type) {
    case "literal":
      return [...def.values];
    case "enum":
      return Object.values(def.entries);
    case "boolean":
      return [false, true];
    case "nullable": {
      const inner = ownDomain(def.innerType);
      return inner && [null, ...inner];
    }
    case "readonly":
      return ownDomain(def.innerType);
    case "union": {
      const parts = def.options.map(ownDomain);
      return parts.every((p) => p !== void 0) ? parts.flat() : void 0;
    }
    case "number": {
      const n9 = schema;
      if (n9.minValue === null || n9.maxValue === null || !Number.isFinite(n9.minValue) || !Number.isFinite(n9.maxValue)) return void 0;
      if (n9.maxValue - n9.minValue > 1e4) return void 0;
      return Array.from({ length: n9.maxValue - n9.minValue + 1 }, (_, i) => n9.minValue + i);
    }
    default:
      return void 0;
  }
}
function actionTypesOf(schema, domains) {
  const options3 = schema.options;
  if (!options3) throw new RulesError("Action space: the action schema is not a discriminated union.");
  return options3.map((option) => {
    const shape = option.shape;
    const type2 = (ownDomain(shape["type"]) ?? [])[0];
    if (typeof type2 !== "string") throw new RulesError("Action space: an action type without a literal `type`.");
    const fields = Object.entries(shape).filter(([name]) => name !== "type").map(([name, field]) => {
      const values2 = domains[`${type2}.${name}`] ?? domains[name] ?? ownDomain(field);
      if (values2 === void 0) throw new RulesError(`Action space: no domain for ${type2}.${name}.`);
      return { name, values: values2 };
    });
    return { type: type2, fields };
  });
}

// src/games/chicago-68/spaces/action-space.ts
var sortedUnique = (xs) => [...new Set(xs)].sort();
function build(set2) {
  const areas2 = set2.areas.map((a) => a.name);
  const machine2 = set2.machine ?? machineComponents;
  const cards5 = sortedUnique(
    [...set2.actionCards, ...set2.streetTheater, ...set2.policies, ...set2.tactics, ...set2.mobChaos, ...set2.incendiary, ...machine2.tactics, ...machine2.policies].map((c) => c.name)
  );
  const actionCards2 = sortedUnique(set2.actionCards.map((c) => c.name));
  const splayCards = sortedUnique([...set2.streetTheater, ...set2.incendiary].map((c) => c.name));
  const items = sortedUnique([
    ...[...set2.streetTheater, ...set2.policies, ...set2.mobChaos, ...set2.incendiary, ...machine2.actions, ...machine2.tactics, ...machine2.policies].map((c) => c.name),
    ...["mayor", "police", "yippies", "mobe"],
    ...["blue", "red", "pink"]
  ]);
  const flags = [...new Set(set2.counts.rallyFlags)].sort((a, b) => a - b);
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: cards5,
      "play.card": actionCards2,
      "removeBarrier.card": actionCards2,
      "discardCounter.card": splayCards,
      "streetTheater.card": splayCards,
      area: areas2,
      from: areas2,
      to: areas2,
      path: set2.paths.map((p) => p.id),
      value: flags,
      item: items
    })
  );
}
var spaceOf = cachedBy(build);
var chicagoActionSpace = (s) => spaceOf(s.components ?? referenceComponents);

// src/core/spaces/observation.ts
function observer(parts) {
  const names2 = /* @__PURE__ */ new Set();
  let size = 0;
  const placed = parts.map((p) => {
    if (names2.has(p.name)) throw new RulesError(`Observation: part ${p.name} is listed twice.`);
    names2.add(p.name);
    const at = size;
    size += p.size;
    return { spec: p, at };
  });
  const layout = {
    size,
    parts: placed.map(({ spec: { name, description, size: n9, low, high }, at }) => ({ name, description, offset: at, size: n9, low, high }))
  };
  return {
    layout,
    observe(view) {
      const out = new Float32Array(size);
      for (const { spec, at } of placed) spec.write(view, out, at);
      return out;
    }
  };
}
function scalar(name, description, low, high, get) {
  return { name, description, size: 1, low, high, write: (v, out, at) => void (out[at] = get(v)) };
}
function numbers(name, description, size, low, high, get) {
  return {
    name,
    description,
    size,
    low,
    high,
    write(v, out, at) {
      const xs = get(v);
      for (let i = 0; i < size && i < xs.length; i++) out[at + i] = xs[i];
    }
  };
}
function oneHot(name, description, values2, get) {
  const index = new Map(values2.map((x, i) => [x, i]));
  return {
    name,
    description: `${description} \u2014 one-hot over ${values2.map((x) => JSON.stringify(x)).join(", ")}`,
    size: values2.length,
    low: 0,
    high: 1,
    write(v, out, at) {
      const i = index.get(get(v) ?? null);
      if (i !== void 0) out[at + i] = 1;
    }
  };
}
function counts2(name, description, values2, high, get) {
  const index = new Map(values2.map((x, i) => [x, i]));
  return {
    name,
    description: `${description} \u2014 counts over ${values2.length} values in a fixed order`,
    size: values2.length,
    low: 0,
    high,
    write(v, out, at) {
      for (const x of get(v)) {
        const i = index.get(x);
        if (i !== void 0) out[at + i] = out[at + i] + 1;
      }
    }
  };
}

// src/games/chicago-68/spaces/observation.ts
var INF = Number.POSITIVE_INFINITY;
var factions3 = factionSchema.options;
var units2 = unitKeySchema.options;
var posts = [null, ...viewSchema.shape.areas.valueType.shape.post.unwrap().options];
var tileKeys = ["splay", "action", "unit", "exp"];
var sides = [null, "establishment", "demonstrators"];
var colors2 = ["blue", "red", "pink"];
var sorted = (xs) => [...new Set(xs)].sort();
var flag = (b) => b ? 1 : 0;
function areaParts(area3, max) {
  const a = (v) => v.areas[area3];
  const p = `areas.${area3}.`;
  return [
    ...units2.map((u) => scalar(`${p}${u}`, `${u} units`, 0, max, (v) => a(v)?.u[u] ?? 0)),
    scalar(`${p}flag`, "Rally Flag value (0: none)", 0, max, (v) => a(v)?.flag ?? 0),
    scalar(`${p}gas`, "Tear Gas token", 0, 1, (v) => flag(a(v)?.gas)),
    scalar(`${p}ng`, "National Guard tokens", 0, max, (v) => a(v)?.ng ?? 0),
    scalar(`${p}minus`, "-1 Capital tokens", 0, max, (v) => a(v)?.minus ?? 0),
    oneHot(`${p}post`, "Police Post (6.3.2): none, empty or the unit in it", posts, (v) => a(v)?.post ?? null)
  ];
}
function build2(set2) {
  const k = set2.counts;
  const max = Math.max(k.smallRed, k.policeL1, k.policeL2, k.minusCapital, k.nationalGuard, ...k.rallyFlags);
  const actionCards2 = sorted(set2.actionCards.map((c) => c.name));
  const inPlay2 = (n9) => set2.actionCards.filter((c) => c.name === n9).reduce((k2, c) => k2 + c.copies, 0) + set2.streetTheater.filter((c) => c.grants?.card === n9).length;
  const copies2 = Math.max(...actionCards2.map(inPlay2));
  const splayCards = sorted([...set2.streetTheater, ...set2.incendiary].map((c) => c.name));
  const policies2 = sorted(set2.policies.map((c) => c.name));
  const tactics2 = sorted(set2.tactics.map((c) => c.name));
  const mob = sorted([...set2.mobChaos, ...set2.incendiary].map((c) => c.name));
  const paths2 = set2.paths.map((p) => p.id);
  return observer([
    counts2("seat.factions", "the factions the observing seat plays (none: a spectator)", factions3, 1, (v) => Object.keys(v.hands)),
    scalar("toMove.self", "the observing seat decides now", 0, 1, (v) => flag(v.seat !== null && v.toMove === v.seat)),
    scalar("toMove.chance", "a chance node is waiting (manual chance mode)", 0, 1, (v) => flag(v.toMove === "chance")),
    oneHot("round", "Round (1\u20135; 0 at setup)", [0, 1, 2, 3, 4, 5], (v) => v.round),
    oneHot("phase", "phase", ["setup", "round", "final", "over"], (v) => v.phase),
    oneHot("turn.faction", "the faction on turn", factions3, (v) => v.turn?.faction ?? null),
    scalar("turn.card", "it took its card action", 0, 1, (v) => flag(v.turn?.card)),
    ...set2.areas.flatMap((a) => areaParts(a.name, max)),
    ...paths2.flatMap((id) => [
      scalar(`paths.${id}.barricade`, "Barricade on the path", 0, 1, (v) => flag(v.paths[id]?.barricade)),
      scalar(`paths.${id}.wire`, "Barbed Wire on the path", 0, 1, (v) => flag(v.paths[id]?.wire))
    ]),
    oneHot("jeep", "the path of the Armored Jeep (none: off the board)", paths2, (v) => v.jeep),
    ...["m1", "m2", "ag", "barricades", "pink"].map((x) => scalar(`supply.${x}`, `${x} in the Demonstrators' supply`, 0, max, (v) => v.supply[x])),
    counts2("supply.flags", "Rally Flags in the supply, by value", [...new Set(k.rallyFlags)].sort((a, b) => a - b), k.rallyFlags.length, (v) => v.supply.flags),
    ...["m1", "m2", "ag", "pig", "p1", "p2", "tac", "posts"].map((x) => scalar(`box.${x}`, `${x} out of play`, 0, max, (v) => v.box[x])),
    ...["p1", "p2"].map((x) => scalar(`police.reserves.${x}`, `${x} in the Reserves`, 0, max, (v) => v.police.reserves[x])),
    ...["p1", "p2"].map((x) => scalar(`police.injured.${x}`, `${x} injured`, 0, max, (v) => v.police.injured[x])),
    scalar("police.wire", "Barbed Wire in the Police Supply", 0, k.barbedWire, (v) => v.police.wire),
    scalar("police.gas", "Tear Gas in the Police Supply", 0, k.tearGas, (v) => v.police.gas),
    ...["wire", "gas", "ng", "minus"].map((x) => scalar(`general.${x}`, `${x} in the general supply`, 0, max, (v) => v.general[x])),
    scalar("bonusUnits.p2", "bonus Lv2 Platoons", 0, max, (v) => v.bonusUnits.p2),
    scalar("bonusUnits.m2", "bonus Lv2 MOBEs", 0, max, (v) => v.bonusUnits.m2),
    scalar("capital", "Capital in the Municipal Budget", 0, INF, (v) => v.capital),
    scalar("exposure", "Exposure (> 0: the Establishment ahead)", -k.exposureTrack, k.exposureTrack, (v) => v.exposure),
    scalar("instability", "Instability", 0, 13, (v) => v.instability),
    ...tileKeys.map((t) => oneHot(`tiles.${t}`, `who claimed the ${t} bonus tile`, sides, (v) => v.tiles[t])),
    counts2("delegates.track", "Delegates on the track, by colour", colors2, k.delegateTrack, (v) => v.delegates.track),
    ...colors2.map((c) => scalar(`delegates.bag.${c}`, `${c} Delegates in the bag`, 0, INF, (v) => v.delegates.bag[c])),
    counts2("hands", "the observing seat's own hands", actionCards2, copies2, (v) => Object.values(v.hands).flat()),
    ...factions3.map((f) => scalar(`handSizes.${f}`, `cards in the ${f} hand`, 0, actionCards2.length, (v) => v.handSizes[f] ?? 0)),
    counts2("discards", "Action Cards in the discards", actionCards2, copies2, (v) => Object.values(v.discards).flat()),
    counts2("stSplay", "the Street Theater splay", splayCards, INF, (v) => v.stSplay),
    scalar("stDeckSize", "Street Theater deck size", 0, INF, (v) => v.stDeckSize),
    counts2("stDiscard", "Street Theater discard", splayCards, INF, (v) => v.stDiscard),
    counts2("policySplay", "the Policy splay", policies2, INF, (v) => v.policySplay.map((p) => p.name)),
    scalar("policySplay.paid", "Capital paid on the Policy splay", 0, INF, (v) => v.policySplay.reduce((n9, p) => n9 + p.paid, 0)),
    scalar("policyDeckSize", "Policy deck size", 0, INF, (v) => v.policyDeckSize),
    oneHot("tactic", "the Current Tactics card", tactics2, (v) => v.tactic),
    scalar("tacticUsed", "Tactics used this round", 0, 1, (v) => flag(v.tacticUsed)),
    counts2("tacticsAvailable", "Tactics cards available", tactics2, 1, (v) => v.tacticsAvailable),
    scalar("mobDeckSize", "Mob Chaos deck size", 0, INF, (v) => v.mobDeckSize),
    counts2("mobDiscard", "Mob Chaos discard", mob, INF, (v) => v.mobDiscard),
    scalar("smokeEm", "Smoke 'Em Out is in effect", 0, 1, (v) => flag(v.smokeEm)),
    scalar("vtoDeckSize", "Turn Order deck size (6.1)", 0, INF, (v) => v.vtoDeckSize)
  ]);
}
var observerOf = cachedBy(build2);
var chicagoObserver = (s) => observerOf(s.components ?? referenceComponents);

// src/core/best.ts
function best(options3, score2) {
  let top = options3[0];
  let topScore = score2(top);
  for (const option of options3.slice(1)) {
    const v = score2(option);
    if (v > topScore) [top, topScore] = [option, v];
  }
  return top;
}

// src/games/chicago-68/bots/heuristic.ts
var areaData = new Map(referenceComponents.areas.map((a) => [a.name, a]));
var demonstratorUnits = /* @__PURE__ */ new Set(["m1", "m2", "ag", "pig"]);
var sideOf2 = (seat) => seat === "establishment" || seat === "mayor" || seat === "police" ? "establishment" : "demonstrators";
var police = (u) => u.p1 + 2 * u.p2 + 3 * u.tac;
var demonstrators = (u) => u.m1 + 2 * u.m2 + 2 * u.ag + u.pig;
function areaScore(view, side, name) {
  const a = view.areas[name];
  const data = areaData.get(name);
  if (!a) return 0;
  if (side === "establishment") return 3 * a.u.ag + demonstrators(a.u) + (data?.blue ?? 0);
  return demonstrators(a.u) - 2 * police(a.u) + (data?.red ?? 0) + (data?.star ? 1 : 0) - (a.gas ? 3 : 0);
}
function unitScore(view, side, a) {
  const mine = demonstratorUnits.has(a.unit) === (side === "demonstrators");
  const rank2 = { ag: 4, m2: 3, tac: 3, p2: 2, m1: 1, p1: 1, pig: 0, post: 1 };
  const strength3 = rank2[a.unit] ?? 0;
  if (mine) return side === "demonstrators" && a.unit === "ag" ? -1 : strength3 + areaScore(view, side, a.area) / 10;
  return strength3 + areaScore(view, side, a.area) / 10;
}
var tileOrder = { exp: 4, unit: 3, action: 2, splay: 1 };
var escortOrder = { m2: 4, ag: 3, m1: 2, pig: 1 };
function chicagoHeuristic(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `chicago-68-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const side = sideOf2(player);
      const of = (type2) => legal.filter((a) => a.type === type2);
      const plays = of("play");
      if (plays.length > 0) return plays[random.int(plays.length)];
      const theater = of("streetTheater");
      if (theater.length > 0) return theater[0];
      const tactic = of("tactic");
      if (tactic.length > 0) return tactic[0];
      const benefit = legal.find((a) => a.type === "benefit" && a.benefit === "exposure");
      if (benefit) return benefit;
      const tiles2 = of("tile");
      if (tiles2.length > 0) return best(tiles2, (a) => tileOrder[a.tile] ?? 0);
      const flags = of("flag");
      if (flags.length > 0) return best(flags, (a) => a.value);
      const escorts4 = of("escort");
      if (escorts4.length > 0) return best(escorts4, (a) => escortOrder[a.unit] ?? 0);
      const units4 = of("unit");
      if (units4.length > 0) return best(units4, (a) => unitScore(view, side, a));
      const areas2 = of("area");
      if (areas2.length > 0) return best(areas2, (a) => areaScore(view, side, a.area) + random.int(2) / 4);
      const moves2 = of("move");
      if (moves2.length > 0) return best(moves2, (a) => (a.unit === "ag" ? 2 : 0) + areaScore(view, side, a.to) / 10);
      const calm = legal.filter((a) => a.type !== "discardCounter" && a.type !== "removeBarrier" && a.type !== "pass");
      const end = calm.find((a) => a.type === "endTurn");
      if (end) return end;
      const pool = calm.length > 0 ? calm : legal;
      return pool[random.int(pool.length)];
    }
  };
}

// src/games/chicago-68/bots/evaluate.ts
var logistic = (x) => 1 / (1 + Math.exp(-x));
function establishmentChance(s) {
  const blue2 = s.delegates.track.filter((c) => c === "blue").length;
  const nomination = logistic(0.5 * s.exposure) * logistic(0.6 * (2 * blue2 - s.delegates.track.length));
  const noAgitators = logistic(2.5 * (1 - agitatorsOnBoard(s)));
  return noAgitators + (1 - noAgitators) * nomination;
}
function chicagoEvaluate(s, seat) {
  const establishment = Object.entries(s.factionSeat).some(([f, x]) => x === seat && (f === "mayor" || f === "police"));
  const p = establishmentChance(s);
  return establishment ? p : 1 - p;
}

// src/core/text-columns.ts
var isCount = (cell) => /^(-?\d+|\.)$/.test(cell);
function alignColumns(rows, indent = "  ") {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => widths[i] = Math.max(widths[i] ?? 0, cell.length));
  const right = widths.map((_, i) => rows.length > 1 && rows.slice(1).every((row) => isCount(row[i] ?? "")));
  return rows.map((row) => `${indent}${row.map((cell, i) => right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ")}`.trimEnd());
}
var listed = (items) => items.length === 0 ? "\u2014" : items.join(", ");
function counted(counts5) {
  const shown = Object.entries(counts5).filter(([, n9]) => n9 !== 0);
  return shown.length === 0 ? "\u2014" : shown.map(([k, n9]) => `${k} ${n9}`).join(", ");
}

// src/games/chicago-68/text-board.ts
var UNITS = [["m1", "MOBE1"], ["m2", "MOBE2"], ["ag", "Agit"], ["pig", "Pig"], ["p1", "Plt1"], ["p2", "Plt2"], ["tac", "TAC"]];
function tokens(v, name) {
  const a = v.areas[name];
  const active = v.machine?.active[name] ?? 0;
  return [
    a.flag !== null ? `flag +${a.flag}` : "",
    a.gas ? "gas" : "",
    a.ng > 0 ? `NG\xD7${a.ng}` : "",
    a.minus > 0 ? `-1 Capital\xD7${a.minus}` : "",
    a.post !== null ? `post ${a.post || "empty"}` : "",
    active > 0 ? `active\xD7${active}` : "",
    v.jeep !== null && name === v.jeep ? "jeep" : ""
  ].filter((t) => t !== "").join(" ");
}
function chicagoTextBoard(v) {
  const paths2 = new Map((v.components ?? referenceComponents).paths.map((p) => [p.id, `${p.a}\u2013${p.b}`]));
  const path = (id) => paths2.get(id) ?? id;
  const barriers = Object.entries(v.paths).flatMap(([p, b]) => [...b.barricade ? [`Barricade ${path(p)}`] : [], ...b.wire ? [`Barbed Wire ${path(p)}`] : []]);
  const units4 = (counts5) => counted(Object.fromEntries(Object.entries(counts5).map(([k, n9]) => [unitName(k), n9])));
  const on = v.turn === null ? "" : ` \xB7 on turn: ${v.turn.faction}${v.turn.card ? " (card played)" : ""}`;
  return [
    `Round ${v.round} (${v.phase}) \xB7 Exposure ${v.exposure} \xB7 Instability ${v.instability} \xB7 Capital ${v.capital}${on}`,
    `Delegates ${listed(v.delegates.track)} (bag: ${counted(v.delegates.bag)}) \xB7 Tiles: ${listed(Object.entries(v.tiles).map(([t, side]) => `${t} ${side ?? "free"}`))}`,
    ...alignColumns([["Area", ...UNITS.map(([, label]) => label), ""], ...Object.keys(v.areas).map((name) => [name, ...UNITS.map(([k]) => String(v.areas[name].u[k] || ".")), tokens(v, name)])]),
    `Barriers      ${listed(barriers)}`,
    `Police        reserves ${units4(v.police.reserves)} \xB7 injured ${units4(v.police.injured)} \xB7 wire ${v.police.wire} \xB7 gas ${v.police.gas}`,
    `Supply        ${units4({ m1: v.supply.m1, m2: v.supply.m2, ag: v.supply.ag })} \xB7 flags ${listed(v.supply.flags)} \xB7 barricades ${v.supply.barricades}`,
    `Street Thtr.  ${listed(v.stSplay)} (deck ${v.stDeckSize})`,
    `Policies      ${listed(v.policySplay.map((p) => `${p.name} (paid ${p.paid})`))} (deck ${v.policyDeckSize})`,
    `Tactic        ${v.tactic ?? "\u2014"}${v.tacticUsed ? " (used)" : ""} \xB7 available ${v.tacticsAvailable.length}`,
    ...v.machine ? [`Machine       decks ${counted(v.machine.deckSizes)} \xB7 Active tokens in supply ${v.machine.activeSupply}`] : [],
    ...Object.entries(v.hands).map(([f, cards5]) => `Your ${f.padEnd(8)} ${listed(cards5)}`),
    `Hand sizes    ${counted(v.handSizes)}`
  ];
}
var chicagoHand = (v) => Object.values(v.hands).flat();

// src/games/chicago-68/index.ts
var rules = defineGame({
  id: "chicago-68",
  title: "Chicago '68",
  version: "6",
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema, event: eventSchema },
  players: (c) => seating(c).seats,
  setup: (c, rng) => chicagoTaskMachine.start(withMachine(initialState(c, rng), c)),
  toMove: chicagoTaskMachine.toMove,
  legalActions: chicagoTaskMachine.legalActions,
  chanceOutcomes: chicagoTaskMachine.chanceOutcomes,
  apply: chicagoTaskMachine.apply,
  explainIllegal,
  checkState: checkChicagoState,
  result: resultOf,
  view: viewOf,
  choicePaths: chicagoChoicePaths,
  seatsOf: (s) => s.seats,
  prompt: promptOf,
  ask: chicagoTaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize: determinizeChicago,
  reveals: chicagoReveals
});
var chicago68 = withSpaces(rules, { actionSpace: chicagoActionSpace, observer: chicagoObserver });
var chicago68Scenarios = {
  scenario: (config, seed = 1) => chicagoScenario(chicago68.setup(config, seed)),
  from: chicagoScenario
};
var chicago68Module = {
  game: chicago68,
  heuristic: chicagoHeuristic,
  evaluate: chicagoEvaluate,
  scenario: chicago68Scenarios,
  textBoard: { board: chicagoTextBoard, hand: chicagoHand, reference: referenceComponents }
};

// src/games/free-at-last/data/challenge-schema.ts
import * as z12 from "zod";

// src/games/free-at-last/data/schema.ts
import * as z11 from "zod";

// src/games/free-at-last/data/cross-check.ts
function unique2(ids, what, path, issue) {
  const seen = /* @__PURE__ */ new Set();
  ids.forEach((id, i) => {
    if (seen.has(id)) issue(`${what} '${id}' appears twice`, [path, i]);
    seen.add(id);
  });
}
function crossCheck2(set2, ctx) {
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const states4 = new Set(set2.states.map((s) => s.id));
  const knownState = (id, path) => {
    if (id !== void 0 && !states4.has(id)) issue(`unknown state '${id}'`, path);
  };
  unique2(set2.states.map((s) => s.id), "State", "states", issue);
  unique2(set2.projects.map((p) => p.number), "Project", "projects", issue);
  set2.projects.forEach((p, i) => {
    knownState(p.state, ["projects", i, "state"]);
    p.localFigures.forEach((f, j) => knownState(f.activation.state, ["projects", i, "localFigures", j, "activation", "state"]));
  });
  unique2(set2.strategy.map((c) => c.id), "Strategy card", "strategy", issue);
  unique2(set2.homeCards.map((h) => h.organization), "Home Card of", "homeCards", issue);
  unique2(set2.leaders.map((l) => l.id), "Leader", "leaders", issue);
  set2.leaders.forEach((l, i) => knownState(l.activation.state, ["leaders", i, "activation", "state"]));
  unique2(set2.attorneys.map((a) => a.id), "Attorney", "attorneys", issue);
  set2.attorneys.forEach((a, i) => {
    knownState(a.state, ["attorneys", i, "state"]);
    knownState(a.activation.state, ["attorneys", i, "activation", "state"]);
  });
  unique2(set2.legislation.map((l) => l.id), "Legislation card", "legislation", issue);
  for (const die2 of ["red", "white", "blue"]) {
    const track = set2.xTracks[die2];
    if (track.start >= track.values.length) issue(`the ${die2} X Value Track starts past its end`, ["xTracks", die2, "start"]);
  }
}

// src/games/free-at-last/data/schema.ts
var MAX_COUNT2 = 1e3;
var sourceSchema2 = provenanceSchema;
var organizationSchema = z11.enum(["SNCC", "CORE", "SCLC", "NAACP"]);
var colorSchema = z11.enum(["red", "white", "blue"]);
var rankSchema = z11.number().int().min(1).max(4);
var dieColorSchema = colorSchema;
var projectTypeSchema = z11.enum(["S", "A", "V"]);
var projectKindSchema = z11.enum(["protest", "march", "freedom-ride", "voter-registration", "summer", "school"]);
var eventPhaseSchema = z11.enum(["project-selection", "challenge", "legislation", "end-of-turn", "action"]);
var activationSchema = z11.discriminatedUnion("by", [
  z11.strictObject({ by: z11.literal("color"), color: colorSchema }),
  z11.strictObject({ by: z11.literal("rank"), rank: rankSchema }),
  z11.strictObject({ by: z11.literal("rank-and-color"), rank: rankSchema, color: colorSchema }),
  z11.strictObject({ by: z11.literal("set-size"), cards: z11.number().int().min(1).max(MAX_COUNT2).max(6) }),
  z11.strictObject({ by: z11.literal("project-type"), projectType: projectTypeSchema }),
  z11.strictObject({ by: z11.literal("project-kind"), kind: projectKindSchema }),
  z11.strictObject({ by: z11.literal("state"), state: z11.string() }),
  z11.strictObject({ by: z11.literal("always") })
]);
var effectSchema2 = z11.discriminatedUnion("kind", [
  /** Collect SEG cubes from the Project now, scoring their VPs (15.2). */
  z11.strictObject({ kind: z11.literal("collect-seg"), color: z11.enum(["white", "blue"]), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Remove red cubes from the Project to the owner's eliminated cubes area. */
  z11.strictObject({ kind: z11.literal("remove-red"), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Add red cubes from the supply to the Project. */
  z11.strictObject({ kind: z11.literal("add-red"), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Add SEG cubes from the supply to the Project. */
  z11.strictObject({ kind: z11.literal("add-seg"), color: z11.enum(["white", "blue"]), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Move the X Value Track cube of a die (3.6.1): `up` = right, `down` = left. */
  z11.strictObject({ kind: z11.literal("move-x"), die: dieColorSchema, direction: z11.enum(["up", "down"]) }),
  /** Roll the red die twice and keep the better result (15.9, 7.2). */
  z11.strictObject({ kind: z11.literal("roll-twice") }),
  /** +N to the red die roll (SNCC, SCLC and NAACP Staffers: +2, 15.18). */
  z11.strictObject({ kind: z11.literal("die-modifier"), amount: z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2) }),
  /** Re-roll any one die (CORE Staffers, 15.18). */
  z11.strictObject({ kind: z11.literal("reroll-any") }),
  /** Gain Stars. */
  z11.strictObject({ kind: z11.literal("gain-stars"), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Receive Failure Markers. */
  z11.strictObject({ kind: z11.literal("gain-failure"), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Draw Strategy cards. */
  z11.strictObject({ kind: z11.literal("draw-cards"), count: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Refresh this organization's tired Staffers (6.5 exception). */
  z11.strictObject({ kind: z11.literal("refresh-staff") }),
  /** Hire an extra Staffer this Turn (6.3 exception: Staff Hired). */
  z11.strictObject({ kind: z11.literal("hire-staff") }),
  /** Assign a new Protest Leader to the Project (New Project Leader). */
  z11.strictObject({ kind: z11.literal("new-leader") }),
  /** A Protest Leader may lead a second Project (7.3 exception: Rising to the Occasion, Hit and Run). */
  z11.strictObject({ kind: z11.literal("leader-second-project") }),
  /** Choose a Legislation card in the discard pile and pass it into law (4.0 G, 9.11.2). */
  z11.strictObject({ kind: z11.literal("pass-legislation"), area: z11.enum(["S", "A", "V", "any"]) }),
  /** NAACP state conference chairman: collect a blue cube when assigned in his state (7.2). */
  z11.strictObject({ kind: z11.literal("chairman-collect-blue") }),
  /** Freedom Riders act as 2 red cubes on a Freedom Ride (7.4). */
  z11.strictObject({ kind: z11.literal("freedom-rider") }),
  /** +N to the LDF attorney's litigation roll while in effect (Legacy of Charles Houston, 22.9). */
  z11.strictObject({ kind: z11.literal("litigation-modifier"), amount: z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2) }),
  /** After a litigation roll, add hits to the LDF side (Amicus Brief, The Fifth Circuit Four, 22.11). */
  z11.strictObject({ kind: z11.literal("litigation-hits"), amount: z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2) }),
  /** Re-roll an X result once per Project (3.6, some Legislation). */
  z11.strictObject({ kind: z11.literal("reroll-x-once"), die: dieColorSchema }),
  /** D.O.J. Staff Attorney usable in V Projects (18.3.7.2, 22.18). */
  z11.strictObject({ kind: z11.literal("enable-doj-attorney") }),
  /** The BAMN Event Leader takes over the Project (19.x): Robert F. Williams (A) or Malcolm X (V). */
  z11.strictObject({ kind: z11.literal("event-leader"), leader: z11.string(), projectType: projectTypeSchema }),
  /** Mandatory Burn, Baby, Burn! (9.6, 9.8.1): SNCC and CORE discard a 4-rank card or lower their Non-Violence level. */
  z11.strictObject({ kind: z11.literal("burn-baby-burn") }),
  /** Lower the playing organization's Non-Violence Commitment Level (3.8.2, 9.8). */
  z11.strictObject({ kind: z11.literal("lower-non-violence") }),
  /** Redraw Projects/cards before selection (NAACP ability 3.8.1 and similar events). */
  z11.strictObject({ kind: z11.literal("redraw-cards"), max: z11.number().int().min(1).max(MAX_COUNT2) }),
  /** Cancel ALL Challenges (9.15: The Freedom Singers, I Have Been to the Mountaintop). */
  z11.strictObject({ kind: z11.literal("cancel-all-challenges") }),
  /** An effect with no rules consequence in the 1–4 player game (e.g. 9.10 Federal Legislation text). */
  z11.strictObject({ kind: z11.literal("none") })
]);
var targetSchema = z11.enum(["own-project", "any-project", "self", "any-player", "all-players", "game"]);
var stateSchema2 = z11.strictObject({
  id: z11.string().regex(/^[A-Z]{2}$/),
  name: z11.string(),
  /** 3.1 colour group, used for flushes in A Projects (11.2). */
  color: colorSchema,
  source: sourceSchema2
});
var localFigureSchema = z11.strictObject({
  name: z11.string(),
  side: z11.enum(["civil-rights", "seg"]),
  activation: activationSchema,
  effects: z11.array(effectSchema2).max(MAX_COUNT2).min(1),
  /** 18.3.7: the Registrar of this V Project is this SEG Local Figure. */
  registrar: z11.boolean().default(false),
  source: sourceSchema2
});
var projectCardSchema = z11.strictObject({
  /** 1–55; 23.4 deals 1–20, 21–36 and 37–55 by Turn. */
  number: z11.number().int().min(1).max(MAX_COUNT2),
  title: z11.string(),
  type: projectTypeSchema,
  kind: projectKindSchema,
  state: z11.string(),
  location: z11.string(),
  seg: z11.strictObject({ white: z11.number().int().min(0).max(MAX_COUNT2), blue: z11.number().int().min(0).max(MAX_COUNT2) }),
  localFigures: z11.array(localFigureSchema).max(MAX_COUNT2),
  /** 9.2.1 Scales of Justice (5–6 player game and certain events). */
  scalesOfJustice: z11.boolean().default(false),
  source: sourceSchema2
});
var strategyCardSchema = z11.strictObject({
  id: z11.string().regex(/^[a-z0-9-]+$/),
  name: z11.string(),
  rank: rankSchema,
  color: colorSchema,
  /** 9.3 a Star in the title: played for the event, the card leaves the game and gives a Star (4.0 A). */
  starred: z11.boolean().default(false),
  fundraiser: z11.boolean().default(false),
  /** 9.7 Response card: playable out of turn when its circumstance arises. */
  response: z11.boolean().default(false),
  /** 9.6 Mandatory Event. */
  mandatory: z11.boolean().default(false),
  /** 9.8 By Any Means Necessary. */
  bamn: z11.boolean().default(false),
  /** 9.3.2.1 the phase in which the event may be played. */
  phase: eventPhaseSchema.default("action"),
  /** 9.3.2.2 Turns in which the event may be played. */
  turns: z11.array(z11.number().int().min(1).max(3)).default([1, 2, 3]),
  target: targetSchema,
  effects: z11.array(effectSchema2).max(MAX_COUNT2),
  /** Lasting effects stay on the board while in force (9.3). */
  lasting: z11.boolean().default(false),
  text: z11.string(),
  source: sourceSchema2
});
var leaderSchema = z11.strictObject({
  id: z11.string().regex(/^[a-z0-9-]+$/),
  name: z11.string(),
  organization: organizationSchema,
  role: z11.enum(["protest", "staff", "chairman", "freedom-rider"]),
  /** The condition that activates the ability (type of Project, state, colour or rank of card). */
  activation: activationSchema,
  effects: z11.array(effectSchema2).max(MAX_COUNT2),
  /** 12.1: Dr. King is immune to the –1 rule on his Leader rolls. */
  immuneToMinusOne: z11.boolean().default(false),
  source: sourceSchema2
});
var attorneySchema = z11.strictObject({
  id: z11.string(),
  name: z11.string(),
  role: z11.enum(["ldf-state", "co-counsel", "doj"]),
  /** For state attorneys: the state; for co-counsel: the case type (22.8). */
  state: z11.string().optional(),
  caseType: z11.enum(["S", "march", "criminal", "V"]).optional(),
  activation: activationSchema,
  source: sourceSchema2
});
var legislationCardSchema = z11.strictObject({
  id: z11.string().regex(/^[a-z0-9-]+$/),
  name: z11.string(),
  /** 9.9.1: the general deck, or a provision of the 1964 Civil Rights Act / 1965 Voting Rights Act. */
  act: z11.enum(["general", "civil-rights-act-1964", "voting-rights-act-1965"]),
  /** 2.8 which of the three law stacks it joins; 'federal' cards are 9.10 Federal Legislation. */
  area: z11.enum(["S", "A", "V", "federal"]),
  oneTime: z11.boolean(),
  effects: z11.array(effectSchema2).max(MAX_COUNT2),
  text: z11.string(),
  source: sourceSchema2
});
var dieFaceSchema = z11.union([z11.number().int(), z11.literal("X"), z11.literal("K")]);
var componentSetSchema2 = z11.strictObject({
  name: z11.string(),
  states: z11.array(stateSchema2).length(10),
  projects: z11.array(projectCardSchema).max(MAX_COUNT2).min(1),
  strategy: z11.array(strategyCardSchema).max(MAX_COUNT2).min(1),
  /** 9.3.3 Home Cards: one per organization, any rank and colour the owner chooses. */
  homeCards: z11.array(z11.strictObject({ organization: organizationSchema, name: z11.string(), source: sourceSchema2 })).max(4),
  leaders: z11.array(leaderSchema).max(MAX_COUNT2),
  attorneys: z11.array(attorneySchema).max(MAX_COUNT2),
  legislation: z11.array(legislationCardSchema).max(MAX_COUNT2),
  dice: z11.strictObject({ red: z11.array(dieFaceSchema).length(6), white: z11.array(dieFaceSchema).length(6), blue: z11.array(dieFaceSchema).length(6), source: sourceSchema2 }),
  /** X Value Tracks: the values of X left to right and the start (canary yellow) index, 1.7 and 3.6. */
  xTracks: z11.strictObject({
    red: z11.strictObject({ values: z11.array(z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2)).max(MAX_COUNT2).min(2), start: z11.number().int().min(0).max(MAX_COUNT2) }),
    white: z11.strictObject({ values: z11.array(z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2)).max(MAX_COUNT2).min(2), start: z11.number().int().min(0).max(MAX_COUNT2) }),
    blue: z11.strictObject({ values: z11.array(z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2)).max(MAX_COUNT2).min(2), start: z11.number().int().min(0).max(MAX_COUNT2) }),
    source: sourceSchema2
  }),
  /** Star Value chart (1.4, 3.3): VPs by number of Stars, index = Stars; past the end the last step repeats. */
  starValues: z11.strictObject({ values: z11.array(z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2)).max(MAX_COUNT2).min(8), source: sourceSchema2 }),
  /** Failure Markers track (1.5, 3.4): penalty per marker, index = total markers. */
  failurePenalties: z11.strictObject({ values: z11.array(z11.number().int().min(-MAX_COUNT2).max(MAX_COUNT2)).max(MAX_COUNT2).min(9), source: sourceSchema2 }),
  /** The finite cube supply (5.0). */
  cubes: z11.strictObject({ red: z11.number().int().min(1).max(MAX_COUNT2), white: z11.number().int().min(1).max(MAX_COUNT2), blue: z11.number().int().min(1).max(MAX_COUNT2), source: sourceSchema2 })
}).superRefine(crossCheck2);

// src/games/free-at-last/data/challenge-schema.ts
var challengeCategorySchema = z12.enum(["S", "A", "V", "M", "ANY", "ALL"]);
var challengeDotSchema = z12.enum(["red", "white", "blue", "silver", "black"]);
var dotOfCategory = { S: "red", A: "white", V: "blue", M: "silver", ANY: "black", ALL: null };
var challengeStageSchema = z12.enum(["protest", "exam", "school-year", "classes", "courthouse"]);
var challengeEffectSchema = z12.discriminatedUnion("kind", [
  /** 9.13 add SEG cubes from the supply to the Project (every active Project for ALL). */
  z12.strictObject({ kind: z12.literal("add-seg"), color: z12.enum(["white", "blue"]), count: z12.number().int().min(1) }),
  /** 9.13 remove red cubes to the owner's eliminated cubes area (they count for demoralization). */
  z12.strictObject({ kind: z12.literal("remove-red"), count: z12.number().int().min(1) }),
  /** 3.6.3 move an X Value Track cube: only white or blue right (`up`), or red left (`down`). */
  z12.strictObject({ kind: z12.literal("move-x"), die: z12.enum(["red", "white", "blue"]), direction: z12.enum(["up", "down"]) }).refine((e) => e.die === "red" ? e.direction === "down" : e.direction === "up", "3.6.3: Challenges move white or blue X right, red X left"),
  /** 4.2 B the Challenge is failed: the player receives Failure Markers. */
  z12.strictObject({ kind: z12.literal("gain-failure"), count: z12.number().int().min(1) })
]);
var challengeTriggerSchema = z12.discriminatedUnion("on", [
  /** 9.13 an immediate effect, implemented when the card is dealt (ALL: after the Project Challenges, 9.14). */
  z12.strictObject({ on: z12.literal("now") }),
  /** 9.13 lasting: each time the Project's owner takes an action on it in one of these stages (empty = any). */
  z12.strictObject({ on: z12.literal("project-action"), stages: z12.array(challengeStageSchema).default([]) }),
  /** 4.2 B lasting: if the Project fails while the Challenge is in effect, the Challenge is failed too. */
  z12.strictObject({ on: z12.literal("project-failure") })
]);
var challengeCardSchema = z12.strictObject({
  id: z12.string().regex(/^[a-z0-9-]+$/),
  name: z12.string(),
  category: challengeCategorySchema,
  dot: challengeDotSchema.nullable(),
  trigger: challengeTriggerSchema,
  effects: z12.array(challengeEffectSchema).min(1),
  text: z12.string(),
  source: sourceSchema2
}).refine((c) => c.dot === dotOfCategory[c.category], { message: "9.12.1: the dot colour must match the category", path: ["dot"] }).refine((c) => c.category !== "ALL" || c.trigger.on !== "project-failure", { message: "ALL Challenges affect the movement, not one Project", path: ["trigger"] });
var challengeDeckSchema = z12.array(challengeCardSchema).min(1).refine((d) => new Set(d.map((c) => c.id)).size === d.length, "Challenge card ids must be unique");

// src/games/free-at-last/data/challenges.ts
var why4 = {
  S: "9.13 S Challenges add SEG cubes or remove students; the printed card is not in the rulebook",
  A: "9.13 A Challenges (not Marches) add SEG cubes or remove protesters; the printed card is not in the rulebook",
  V: "9.13 V Challenges add SEG cubes or remove voters; the printed card is not in the rulebook",
  M: "9.13, 9.15.1 M Challenges add SEG cubes to Marches; the printed card is not in the rulebook",
  ANY: "9.13.2 ANY Challenges act on any Project; the printed card is not in the rulebook",
  ALL: "9.14, 3.6.3 ALL Challenges affect the movement or move X; the printed card is not in the rulebook"
};
var card2 = (category, id, name, trigger, effects3, text) => ({
  id,
  name,
  category,
  dot: dotOfCategory[category],
  trigger,
  effects: effects3,
  text,
  source: { reconstructed: why4[category] }
});
var now = { on: "now" };
var eachAction = (...stages3) => ({ on: "project-action", stages: stages3 });
var onFailure = { on: "project-failure" };
var white = (count) => ({ kind: "add-seg", color: "white", count });
var blue = (count) => ({ kind: "add-seg", color: "blue", count });
var red = (count) => ({ kind: "remove-red", count });
var failure = { kind: "gain-failure", count: 1 };
var cards = [
  // S Project Challenges (red dot)
  card2("S", "pupil-placement-board", "Pupil Placement Board", now, [blue(1)], "The state board screens every Black applicant. Add 1 blue cube."),
  card2("S", "white-mothers-picket", "White Mothers Picket the School", now, [white(2)], "A crowd of white mothers gathers at the schoolhouse door. Add 2 white cubes."),
  card2("S", "school-closing-law", "School Closing Law", now, [blue(1), white(1)], "The legislature threatens to close any integrated school. Add 1 blue and 1 white cube."),
  card2("S", "parents-lose-jobs", "Parents Lose Their Jobs", now, [red(2)], "Employers fire the parents of the applicants. Remove 2 red cubes."),
  card2("S", "tuition-grants", "Tuition Grants for Private Academies", now, [white(1)], "White families leave for segregation academies. Add 1 white cube."),
  card2("S", "bullies-in-the-halls", "Bullies in the Halls", eachAction("school-year"), [red(1)], "All year long: each time you advance through the school year, remove 1 red cube first."),
  card2("S", "stand-in-the-schoolhouse-door", "Stand in the Schoolhouse Door", onFailure, [failure], "The governor blocks the door. If this Project fails, you also fail this Challenge: receive a Failure Marker."),
  card2("S", "interposition", "Interposition", now, [blue(2)], "The state claims to interpose itself against the federal courts. Add 2 blue cubes."),
  // A Project Challenges (white dot): not Marches (9.13)
  card2("A", "citizens-council-boycott", "Citizens' Council Boycott", now, [white(2)], "The White Citizens' Council organizes the town. Add 2 white cubes."),
  card2("A", "trespass-arrests", "Trespass Arrests", now, [blue(1)], "The police arrest the protesters for trespass. Add 1 blue cube."),
  card2("A", "ketchup-and-mustard", "Ketchup and Mustard", now, [red(2)], "Hecklers pour condiments over the sit-in. Remove 2 red cubes."),
  card2("A", "store-closes-counter", "The Store Closes the Lunch Counter", now, [white(1), blue(1)], "The manager closes the counter rather than serve. Add 1 white and 1 blue cube."),
  card2("A", "high-bail", "High Bail", eachAction("protest"), [red(1)], "Each time you protest, 1 red cube stays in jail: remove 1 red cube first."),
  card2("A", "hooligans-return", "The Hooligans Return", eachAction("protest"), [white(1)], "Each time you protest, add 1 white cube first."),
  card2("A", "expelled-students", "Students Expelled", onFailure, [failure], "The college expels the protest leaders. If this Project fails, receive a Failure Marker as well."),
  card2("A", "state-police-arrive", "The State Police Arrive", now, [blue(2)], "The governor sends the highway patrol. Add 2 blue cubes."),
  // V Project Challenges (blue dot)
  card2("V", "poll-tax", "Poll Tax", now, [red(2)], "Two years of back poll taxes are due. Remove 2 red cubes."),
  card2("V", "night-riders", "Night Riders", now, [white(2)], "Shots are fired into the houses of registered voters. Add 2 white cubes."),
  card2("V", "registrar-closes-the-office", "The Registrar Closes the Office", now, [blue(1)], "The registrar's office opens one day a month. Add 1 blue cube."),
  card2("V", "evictions", "Sharecroppers Evicted", now, [red(3)], "Planters evict the families who tried to register. Remove 3 red cubes."),
  card2("V", "sovereignty-commission", "Sovereignty Commission", now, [white(1), blue(1)], "The state spies on the voter school. Add 1 white and 1 blue cube."),
  card2("V", "literacy-test", "Interpret the Constitution", eachAction("courthouse"), [red(1)], "Each time you advance at the courthouse, remove 1 red cube first."),
  card2("V", "klan-rally", "Klan Rally", eachAction("classes"), [white(1)], "Each time you advance at the classes stage, add 1 white cube first."),
  card2("V", "county-sheriff", "The County Sheriff", onFailure, [failure], "The sheriff meets the voters on the courthouse steps. If this Project fails, receive a Failure Marker as well."),
  // M Project Challenges (silver dot): Marches only (9.13); cancelled, their cubes go (9.15.1)
  card2("M", "parade-permit-denied", "Parade Permit Denied", now, [blue(1)], "The city refuses a parade permit. Add 1 blue cube."),
  card2("M", "state-troopers", "State Troopers on the Bridge", now, [blue(2)], "Troopers wait at the far end of the bridge. Add 2 blue cubes."),
  card2("M", "posse", "The Sheriff's Posse", now, [white(2)], "The sheriff deputizes a mounted posse. Add 2 white cubes."),
  card2("M", "fire-hoses", "Fire Hoses and Police Dogs", now, [white(1), blue(1)], "The commissioner of public safety turns out the fire department. Add 1 white and 1 blue cube."),
  card2("M", "counter-demonstrators", "Counter-Demonstrators", now, [white(3)], "Crowds line the route with Confederate flags. Add 3 white cubes."),
  card2("M", "tear-gas", "Tear Gas", eachAction("protest"), [red(1)], "Each time you march, remove 1 red cube first."),
  // ANY Challenges (black dot): always on the player's own Project (9.13.2)
  card2("ANY", "red-baiting", "Red-Baiting", now, [red(1)], "The press calls the movement Communist. Remove 1 red cube."),
  card2("ANY", "injunction-against-protest", "State Court Injunction", now, [blue(1)], "A state judge enjoins all demonstrations. Add 1 blue cube."),
  card2("ANY", "informant", "An Informant in the Office", now, [white(1)], "The plans leak to the segregationists. Add 1 white cube."),
  card2("ANY", "bombing", "A Bombing", now, [red(2), white(1)], "A church is bombed. Remove 2 red cubes and add 1 white cube."),
  card2("ANY", "fbi-surveillance", "FBI Surveillance", eachAction(), [red(1)], "Each time you take an action on your Project, remove 1 red cube first."),
  card2("ANY", "movement-infighting", "Movement Infighting", onFailure, [failure], "The organizations quarrel over credit. If your Project fails, receive a Failure Marker as well."),
  // ALL Challenges (no dot): by the board, implemented last (9.14)
  card2("ALL", "massive-resistance", "Massive Resistance", now, [white(1)], "The South closes ranks. Add 1 white cube to every Project."),
  card2("ALL", "southern-manifesto", "The Southern Manifesto", now, [blue(1)], "Southern congressmen pledge to resist integration. Add 1 blue cube to every Project."),
  card2("ALL", "white-backlash", "White Backlash", { on: "now" }, [{ kind: "move-x", die: "white", direction: "up" }], "The backlash grows. Move white X one space right."),
  card2("ALL", "police-brutality", "Police Brutality", now, [{ kind: "move-x", die: "blue", direction: "up" }], "Local police act with impunity. Move blue X one space right."),
  card2("ALL", "movement-fatigue", "Movement Fatigue", now, [{ kind: "move-x", die: "red", direction: "down" }], "Years of jail and beatings wear the volunteers down. Move red X one space left."),
  card2("ALL", "filibuster", "The Filibuster", eachAction("protest", "school-year", "classes"), [white(1)], "While in effect, each time a player takes an action against white cubes on his Project, add 1 white cube to it first.")
];
var referenceChallenges = challengeDeckSchema.parse(cards);

// src/games/free-at-last/state/places.ts
function strategyPlaces(s) {
  const d = s.decks;
  return [...Object.values(s.orgs).flatMap((o) => o.hand), ...d.strategy, ...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display, ...s.ext?.solo?.held ?? []];
}
function leaderPlaces(s) {
  return [
    ...Object.values(s.orgs).flatMap((o) => [...o.staffPool, ...o.staff.map((m) => m.id), ...o.protestLeaders, ...o.removedLeaders]),
    ...Object.values(s.projects).flatMap((p) => [...p.leaders, ...p.freedomRiders])
  ];
}
function challengePlaces(s) {
  const c = s.ext?.challenges;
  if (!c) return [];
  return [...c.deck, ...c.discard, ...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
}
function challengeIds(s) {
  const c = s.ext?.challenges;
  return c ? (c.custom ?? referenceChallenges).map((x) => x.id) : [];
}

// src/games/free-at-last/task-schema.ts
import * as z15 from "zod";

// src/games/free-at-last/state/pending.ts
import * as z13 from "zod";
var playedCardSchema = z13.object({ id: z13.string(), rank: rankSchema, color: colorSchema });
var org = organizationSchema;
var stepSchema2 = z13.discriminatedUnion("kind", [
  /** 2.3, 6.3 hire a Staffer (discard a card; CORE free) or not. */
  z13.object({ kind: z13.literal("hire"), org }),
  /** 3.8.1 NAACP (or a redraw event): discard up to `left` more cards, replacements drawn when done. */
  z13.object({ kind: z13.literal("redraw"), org, left: z13.number().int().min(0), discarded: z13.number().int().min(0) }),
  /** 2.5 choose a Project among those dealt. */
  z13.object({ kind: z13.literal("select"), org }),
  /** 2.6, 11.x play cards one at a time to mobilize red cubes, then confirm. */
  z13.object({ kind: z13.literal("mobilize"), org, cards: z13.array(playedCardSchema) }),
  /** 7.1 assign a Protest Leader ('assign'), SNCC's optional second ('second'), a new one (15.12) or an additional one (New Project Leader). */
  z13.object({ kind: z13.literal("leader"), org, purpose: z13.enum(["assign", "second", "replace", "additional"]) }),
  /** 7.4 CORE places Freedom Riders on a Freedom Ride. */
  z13.object({ kind: z13.literal("riders"), org }),
  /** 9.11.1 Turn 3: choose provisions of an Act to pass into law. */
  z13.object({ kind: z13.literal("chooseLaw"), org, act: z13.enum(["civil-rights-act-1964", "voting-rights-act-1965"]), left: z13.number().int().min(1) }),
  /** 9.5 accept or refuse a fundraiser offered by `from`. */
  z13.object({ kind: z13.literal("fundraiser"), org, from: org, card: z13.string() }),
  /** 10.4 take a pre-emptive Action Round or not. */
  z13.object({ kind: z13.literal("preempt"), org }),
  /** 13.1, 9.4 the Action Round: play a card for the Project or the event, pass, or discard. */
  z13.object({ kind: z13.literal("action"), org }),
  /** 13.3 which project action the played card takes. */
  z13.object({ kind: z13.literal("mode"), org }),
  /** 14.5 add matching-rank cards (Picketing, Federal Escorts, Vote Drive, 19.4) or go on. */
  z13.object({ kind: z13.literal("extra"), org }),
  /** 13.2 choose the Project that takes this SEG Reinforcement. */
  z13.object({ kind: z13.literal("reinforce"), org, color: colorSchema }),
  /** 9.8.1 Burn, Baby, Burn!: discard a 4-rank card or lower the Non-Violence level. */
  z13.object({ kind: z13.literal("burn"), org }),
  /** 22.15 the second card of an appeal filed during the Turn. */
  z13.object({ kind: z13.literal("appeal"), org }),
  /** 20.1 discard down to the number of Staffers (discards may file a criminal appeal, 22.15). */
  z13.object({ kind: z13.literal("discardDown"), org, appealCards: z13.number().int().min(0).max(2) })
]);
var shownStepSchema = z13.discriminatedUnion("kind", [
  ...stepSchema2.options,
  z13.object({ kind: z13.literal("events"), org }),
  z13.object({ kind: z13.literal("window"), org })
]);
var roundSchema = z13.object({
  org,
  /** 10.4 a pre-emptive Action Round: play reverts to the Turn order afterwards. */
  preemptive: z13.boolean(),
  use: z13.enum(["project", "event", "discard"]),
  /** 3.7 the cards on the March on Washington display this Action Round. */
  cards: z13.array(playedCardSchema),
  mode: z13.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]).nullable(),
  /** 14.5 extra cards the chosen mode admits. */
  extra: z13.object({ min: z13.number().int(), max: z13.number().int(), rank: z13.union([z13.literal("first"), z13.literal(4)]) }).nullable(),
  /** 13.2 SEG Reinforcements still to place, one per card. */
  reinforce: z13.array(colorSchema),
  /** The event played, with its chosen target Project/player and Legislation card. */
  event: z13.object({ card: z13.string(), target: org.nullable(), law: z13.string().nullable() }).nullable(),
  /** build → reinforce (13.2) → pre-dice (the owner's interrupt window, 10.x, is open) → act (13.3) → close. */
  stage: z13.enum(["build", "reinforce", "pre-dice", "act", "close"])
});
var cursor = z13.number().int().min(0);
var stageSchemas = [
  /** 2.1 deal 6 Project cards. */
  z13.object({ kind: z13.literal("dealProjects") }),
  /** 2.3 the hire is offered in Turn order, from the seat at `cursor`. */
  z13.object({ kind: z13.literal("hireSeats"), cursor }),
  /** 2.5 the seats select Projects in Turn order, from the seat at `cursor`. */
  z13.object({ kind: z13.literal("selectSeats"), cursor }),
  /** 3.8.1 NAACP has redrawn: it selects now. */
  z13.object({ kind: z13.literal("selectAfterRedraw"), org }),
  /** 2.7, 9.13 the dealt Challenges are decided on, in Turn order; then the Challenge Card Phase events. */
  z13.object({ kind: z13.literal("challengeDecisions") }),
  /** 2.7, 9.14 the ALL Challenges by the board are implemented, last. */
  z13.object({ kind: z13.literal("challengeBoard") }),
  /** 9.11.2 legislation events, once the laws are in. */
  z13.object({ kind: z13.literal("lawEvents") }),
  /** 10.4 from Action Round 2, the seat with the most cards may pre-empt. */
  z13.object({ kind: z13.literal("roundPreempt") }),
  /** 10.x the interrupt window at the start of an Action Round. */
  z13.object({ kind: z13.literal("roundWindow") }),
  /** 23.1 the variants' hook before the Action Round. */
  z13.object({ kind: z13.literal("roundBegin") }),
  /** 13.1 the seat whose Action Round it is plays. */
  z13.object({ kind: z13.literal("roundPlay") }),
  /** 9.6 Mandatory Events held at the end of the Turn are discarded, and take place. */
  z13.object({ kind: z13.literal("heldMandatory") }),
  /** 20.1 discards down to the number of Staffers, in Turn order, from the seat at `cursor`. */
  z13.object({ kind: z13.literal("discardSeats"), cursor }),
  /** 15.14, 20.2 the Supreme Court sits. */
  z13.object({ kind: z13.literal("supremeCourt") }),
  /** 9.16 lasting Challenges end; the variants' hook (23.1). */
  z13.object({ kind: z13.literal("challengesEnd") })
];
var flowTaskSchema = z13.object({
  kind: z13.literal("flow"),
  /** 2.9 index into the Turn order of the seat whose Action Round it is. */
  cursor,
  round: roundSchema.nullable(),
  /** 9.8.1 SNCC/CORE still to answer a Burn, Baby, Burn!. */
  burn: z13.array(organizationSchema),
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning: z13.array(z13.string()),
  /** 10.4 the seat taking a pre-emptive Action Round next, if any. */
  preemptor: organizationSchema.nullable(),
  /** 9.4 everyone passed in a row: owners of active Projects may no longer pass (ruling). */
  deadlock: z13.boolean()
});
var startFlow = {
  kind: "flow",
  cursor: 0,
  round: null,
  burn: [],
  leadersReturning: [],
  preemptor: null,
  deadlock: false
};

// src/games/free-at-last/state/resolution.ts
import * as z14 from "zod";
var rollPurposeSchema = z14.enum([
  "red-cubes",
  // 5.1.1, 15.3 hits or 14.3 advance by red cubes
  "white-cubes",
  // 5.3.1
  "blue-cubes",
  // 5.2.2
  "leader",
  // 15.5 the Protest Leader (or Event Leader, 19.1)
  "ldf",
  // 22.5 the LDF attorney
  "seg-attorney",
  // 22.7.1
  "registrar",
  // 18.3.7
  "doj",
  // 22.18 the D.O.J. Staff Attorney
  "fate"
  // 19.10 the Event Leader's fate
]);
var dieRollSchema = z14.object({
  die: dieColorSchema,
  purpose: rollPurposeSchema,
  /** 7.2, 15.9, 15.18 roll twice and keep one. */
  twice: z14.boolean(),
  /** 4.1 D a Star spent: no subsequent roll after an X on the red die. */
  insured: z14.boolean(),
  /** 12.0–12.3 the –1 rule does not apply to this roll. */
  exempt: z14.boolean(),
  /** 15.18 +2 for a committed Staffer. */
  modifier: z14.number().int(),
  /** The face(s) rolled so far (two when rolled twice). */
  faces: z14.array(dieFaceSchema),
  /** The face kept (after choosing one of two). */
  kept: dieFaceSchema.nullable(),
  /** 3.6 the subsequent roll after an X (or K). */
  subsequent: dieFaceSchema.nullable(),
  /** 15.8 Strike First: the subsequent roll waits until SEG hits are applied. */
  deferConfirm: z14.boolean(),
  /** 3.6 the once-per-Project X re-roll (Legislation) was offered and declined. */
  xRerollDeclined: z14.boolean(),
  /** 19.10 a plain read of the face: no X value, no subsequent roll. */
  plain: z14.boolean()
});
var rollResultSchema = z14.object({
  die: dieColorSchema,
  face: dieFaceSchema,
  value: z14.number().int(),
  struckOut: z14.boolean(),
  klan: z14.boolean(),
  /** 3.6 the kept face was an X or K (19.10, 15.8). */
  x: z14.boolean(),
  /** The roll's modifier and –1 exemption, for a deferred subsequent roll (15.8). */
  modifier: z14.number().int(),
  exempt: z14.boolean()
});
var playedCardSchema2 = z14.object({ id: z14.string(), rank: z14.union([z14.literal(1), z14.literal(2), z14.literal(3), z14.literal(4)]), color: colorSchema });
var resolutionModeSchema = z14.enum(["protest", "picket", "exam", "injunction", "advance", "bamn", "supreme-court"]);
var resolutionStepSchema = z14.enum([
  "pre-roll",
  // owner: commit Staffers, Strike First, insurance, then proceed
  "roll",
  // the die in `roll`: chance, or keep one of two / X re-roll
  "reroll",
  // owner: re-roll one die just rolled with a CORE Staffer (15.18) or not
  "leader-hits",
  // owner: allocate Leader hits one at a time (15.5)
  "response",
  // `responders[0]`: play a litigation response card or pass (22.11)
  "appeal",
  // owner: appeal with a card or not (22.12, 22.19)
  "doj",
  // owner: use the D.O.J. Staff Attorney or not (18.3.7.2)
  "withdraw",
  // owner: withdraw or not (19.8)
  "consolidate"
  // `responders[0]`: consolidate a criminal case with another filer or not (22.16)
]);
var resolutionKindOf = {
  "pre-roll": "resolutionPreRoll",
  roll: "resolutionRoll",
  reroll: "resolutionReroll",
  "leader-hits": "resolutionLeaderHits",
  response: "resolutionResponse",
  appeal: "resolutionAppeal",
  doj: "resolutionDoj",
  withdraw: "resolutionWithdraw",
  consolidate: "resolutionConsolidate"
};
var resolutionStepOf = Object.fromEntries(Object.entries(resolutionKindOf).map(([step6, kind2]) => [kind2, step6]));
var resolutionNextGroups = {
  leaders: ["leader-hits"],
  // 15.5
  protest: ["protest-assign", "protest-strike-first", "protest-sf-seg", "protest-backfire", "protest-backfire-red", "protest-done"],
  // 15
  advance: ["advance-attack", "advance-survive", "advance-done"],
  // 14.3
  voting: ["registrar", "registrar-hits", "doj-hits", "registrar-done"],
  // 18.3.7
  litigation: ["litigation-result", "litigation-resolve", "litigation-end", "supreme-case", "supreme-result", "supreme-resolve"],
  // 22
  eventLeader: ["bamn-white-hits", "bamn-white-done", "bamn-blue-hits", "bamn-fate", "bamn-red-hits", "bamn-blue-leader", "bamn-blue-done"]
  // 19
};
var resolutionNextSchema = z14.enum(Object.values(resolutionNextGroups).flat());
var caseSchema = z14.object({ orgs: z14.array(organizationSchema) });
var resolutionSchema = z14.object({
  /** The Project owner (for a Supreme Court case, its first filer). */
  org: organizationSchema,
  mode: resolutionModeSchema,
  cards: z14.array(playedCardSchema2).readonly(),
  /** The handler that runs once `roll` and `queue` are done. */
  next: resolutionNextSchema,
  /** The handler that runs once the Leader's hits are allocated ('' before a Leader rolls). */
  after: z14.union([resolutionNextSchema, z14.literal("")]),
  roll: dieRollSchema.nullable(),
  queue: z14.array(dieRollSchema),
  results: z14.record(z14.string(), rollResultSchema),
  /** Local Figure names activated by the cards played (3.6.2, 15.2). */
  figures: z14.array(z14.string()),
  /** Ready Staffers activated by the cards played and not yet committed (15.18). */
  staffOffer: z14.array(z14.string()),
  /** 15.18 re-rolls of any die granted by committed CORE Staffers for the dice being rolled now. */
  rerolls: z14.number().int().min(0),
  /** The dice rolled since the last handler (the ones a re-roll may pick). */
  batch: z14.array(rollPurposeSchema),
  /** Staffers committed to the cubes' roll and to the Leader's roll. */
  staffCubes: z14.array(z14.string()),
  staffLeader: z14.array(z14.string()),
  /** 15.8 Strike First may be announced (a Civil Rights Local Figure was activated by the card played). */
  strikeFirstOk: z14.boolean(),
  strikeFirst: z14.boolean(),
  /** 4.1 D a Star spent for the next red roll. */
  insured: z14.boolean(),
  /** 14.5 total rank of the additional cards (Picketing, Federal Escorts, Vote Drive, 19.4). */
  extraRank: z14.number().int().min(0),
  /** Hits scored by each side this Action Round. */
  hits: z14.object({ red: z14.number().int(), white: z14.number().int(), blue: z14.number().int() }),
  /** SEG cubes collected by hits this Action Round (VPs are tallied at the end, 15.13). */
  collected: z14.object({ white: z14.number().int(), blue: z14.number().int() }),
  /** Red cubes removed this Action Round, by who removed them (15.4), and Freedom Riders lost (7.4). */
  removed: z14.object({ byWhite: z14.number().int(), byBlue: z14.number().int(), riders: z14.number().int() }),
  /** 14.3 red cubes that advanced this Action Round. */
  advanced: z14.number().int().min(0),
  /** 15.5 Leader hits still to allocate. */
  leaderHits: z14.number().int().min(0),
  /** Seats to ask in turn (response cards, consolidation). */
  responders: z14.array(organizationSchema),
  /** 22.11 extra hits for the LDF side from response cards. */
  responseHits: z14.number().int(),
  /** 22.12 this is the appeal roll. */
  appeal: z14.boolean(),
  /** 22.16 consolidation proposals (filer → filer) and the cases still to roll. */
  proposals: z14.record(z14.string(), organizationSchema),
  cases: z14.array(caseSchema),
  /** 18.3.7 the registrar's hits and the red cubes they removed (22.18–22.19 the D.O.J. cancels them). */
  registrar: z14.object({ hits: z14.number().int(), removed: z14.number().int() }).nullable(),
  /** 19.10 the Event Leader is out of this Action Round. */
  leaderGone: z14.boolean()
});
var step2 = (kind2) => resolutionSchema.extend({ kind: z14.literal(kind2) });
var resolutionTaskSchemas = [
  step2("resolutionPreRoll"),
  step2("resolutionRoll"),
  step2("resolutionReroll"),
  step2("resolutionLeaderHits"),
  step2("resolutionResponse"),
  step2("resolutionAppeal"),
  step2("resolutionDoj"),
  step2("resolutionWithdraw"),
  step2("resolutionConsolidate")
];
var face = dieFaceSchema;
var projectActionSchemas = [
  z14.strictObject({ type: z14.literal("projectRoll"), die: dieColorSchema, face }).meta({ section: "15.3", description: "Chance (manual mode): a face of the die being rolled." }),
  z14.strictObject({ type: z14.literal("projectCommitStaff"), staff: z14.string() }).meta({ section: "15.18", description: "Before the dice of a project action: commit a Staffer activated by the card played." }),
  z14.strictObject({ type: z14.literal("projectStrikeFirst") }).meta({ section: "15.8", description: "Before the dice of a Protest whose card activated a Civil Rights Local Figure: try to Strike First." }),
  z14.strictObject({ type: z14.literal("projectInsure") }).meta({ section: "4.1 D", description: "Before the dice: spend a Star so that an X on the red die needs no subsequent roll (3.6)." }),
  z14.strictObject({ type: z14.literal("projectRemoveOverkill") }).meta({ section: "4.1 B", description: "Before the Leader's (or D.O.J. attorney's) roll: spend a Star to remove an Overkill button (15.6)." }),
  z14.strictObject({ type: z14.literal("projectProceed") }).meta({ section: "15.3", description: "Before a roll, or when an X re-roll or a withdrawal is offered: go on without it." }),
  z14.strictObject({ type: z14.literal("projectKeep"), face }).meta({ section: "15.9", description: "After a roll twice (a Local Figure's, Leader's or CORE Staffer's ability): keep one of the two faces." }),
  z14.strictObject({ type: z14.literal("projectReroll") }).meta({ section: "3.6", description: "After an X, once per Project, with a Legislation card that allows it: re-roll the X." }),
  z14.strictObject({ type: z14.literal("projectRerollDie"), purpose: rollPurposeSchema }).meta({ section: "15.18", description: "After a roll, with a committed CORE Staffer: re-roll one die." }),
  z14.strictObject({ type: z14.literal("projectLeaderHit"), use: z14.enum(["overkill", "save", "collect"]) }).meta({ section: "15.5", description: "After the Leader's roll, per hit: remove an Overkill button (first, 15.6), save a red cube or collect a SEG cube." }),
  z14.strictObject({ type: z14.literal("projectPlayResponse"), card: z14.string() }).meta({ section: "22.11", description: "After a Litigation roll: play a response card that applies." }),
  z14.strictObject({ type: z14.literal("projectAppeal"), card: z14.string() }).meta({ section: "22.12", description: "After a lost or tied Litigation (or a V case with no red cube saved, 22.19): appeal by discarding a card (home: the Home Card)." }),
  z14.strictObject({ type: z14.literal("projectDoj") }).meta({ section: "18.3.7.2", description: "At the registrar stage of a V Project, with the D.O.J. Staff Attorney: use him." }),
  z14.strictObject({ type: z14.literal("projectWithdraw") }).meta({ section: "19.8", description: "In a Project of an event leader (19.0), when offered: withdraw." }),
  z14.strictObject({ type: z14.literal("projectConsolidate"), with: organizationSchema }).meta({ section: "22.16", description: "At the End of Turn, when two or more players appeal criminal cases: propose to consolidate with another filer." }),
  z14.strictObject({ type: z14.literal("projectPass") }).meta({ section: "22.11", description: "When a response card, an appeal, the D.O.J. attorney or a consolidation is offered: decline." })
];

// src/games/free-at-last/task-schema.ts
var org2 = organizationSchema;
var drawTaskSchemas = [
  /** 2.2, 4.1 A, events: a Strategy card to an organization's hand. */
  z15.object({ kind: z15.literal("drawStrategy"), org: org2 }),
  /** 2.1 a Project card dealt face up. */
  z15.object({ kind: z15.literal("drawProject") }),
  /** 2.3, 6.3 a Staffer drawn from the organization's cup. */
  z15.object({ kind: z15.literal("drawStaff"), org: org2 }),
  /** 2.8, 9.11 a Legislation card: a new law, or held up in committee. */
  z15.object({ kind: z15.literal("drawLegislation"), to: z15.enum(["law", "discard"]) }),
  /** 2.7 a Challenge card dealt to a player (advanced game). */
  z15.object({ kind: z15.literal("drawChallenge"), org: org2 }),
  /** 23.1 the solitaire draw: the top Strategy card, as another organization's action. */
  z15.object({ kind: z15.literal("drawSolo") })
];
var windowTaskSchemas = [
  /** 10.x the interrupt window: spend Stars, give a fundraiser, play a response card, or pass. */
  z15.object({ kind: z15.literal("window"), seats: z15.array(org2) }),
  /** 9.3.2.1 the events of the current phase outside the Action Rounds, then done. */
  z15.object({ kind: z15.literal("events"), seats: z15.array(org2) })
];
var variantTaskSchemas = [
  /** 9.13 what to do with a dealt Challenge; `asked` = players already asked to share its cost. */
  z15.object({ kind: z15.literal("challenge"), org: org2, card: z15.string(), asked: z15.array(org2) }),
  /** 4.1 C `org` is asked by `from` to pay 1 Star each to cancel `card` (a dealt one, or one in effect). */
  z15.object({ kind: z15.literal("share"), org: org2, from: org2, card: z15.string(), dealt: z15.boolean(), asked: z15.array(org2) }),
  /** 23.1 implement the drawn card (or a held response card) or not. */
  z15.object({ kind: z15.literal("solo"), org: org2, card: z15.string(), held: z15.boolean() })
];
var hookTaskSchemas = [
  /** 23.4 before a Turn's Project deal (the historical scenario sets the deck). */
  z15.object({ kind: z15.literal("beforeDeal") }),
  /** 23.1 before an Action Round (the solitaire draw, held response cards). */
  z15.object({ kind: z15.literal("beforeAction") }),
  /** 23.1 at the end of the Turn (solitaire: held response cards are discarded). */
  z15.object({ kind: z15.literal("turnCleanup") })
];
var taskSchema2 = z15.discriminatedUnion("kind", [
  /** The flow of the Turn (rules/flow.ts): phases, their decisions and the project resolution. */
  flowTaskSchema,
  ...stageSchemas,
  ...stepSchema2.options,
  ...windowTaskSchemas,
  /** The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects), one kind per step. */
  ...resolutionTaskSchemas,
  ...drawTaskSchemas,
  ...variantTaskSchemas,
  ...hookTaskSchemas
]);
var drawKinds = new Set(drawTaskSchemas.map((x) => x.shape.kind.value));
var stepKinds = new Set(stepSchema2.options.map((x) => x.shape.kind.value));
var isDraw = (t) => drawKinds.has(t.kind);
var stageKinds = new Set(stageSchemas.map((x) => x.shape.kind.value));
var isStage = (t) => stageKinds.has(t.kind);
var isWindow = (t) => t.kind === "window" || t.kind === "events";
var isStep = (t) => stepKinds.has(t.kind);

// src/games/free-at-last/state/copy.ts
function copyState2(s) {
  const t = {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    turn: s.turn,
    phase: s.phase,
    actionRound: s.actionRound,
    orgs: s.orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    failureTrackStart: s.failureTrackStart,
    decks: s.decks,
    tasks: s.tasks
  };
  if (s.ext !== void 0) t.ext = s.ext;
  return t;
}
function withOrg(s, org7, o) {
  const t = copyState2(s);
  t.orgs = withKey(s.orgs, org7, o);
  return t;
}
function withDeck(s, pile3, cards5) {
  const t = copyState2(s);
  t.decks = withKey(s.decks, pile3, cards5);
  return t;
}

// src/games/free-at-last/state/stack.ts
var topTask = (s) => s.tasks[s.tasks.length - 1];
function withTasks(s, tasks) {
  const t = copyState2(s);
  t.tasks = tasks;
  return t;
}
function pushIndex(tasks) {
  let i = tasks.length;
  while (i > 0 && isDraw(tasks[i - 1])) i--;
  return i;
}
var insert = (s, i, added) => withTasks(s, [...s.tasks.slice(0, i), ...added, ...s.tasks.slice(i)]);
var pushTask = (s, task3) => insert(s, pushIndex(s.tasks), [task3]);
var popTask = (s) => withTasks(s, s.tasks.slice(0, -1));
var queueDraws = (s, task3, n9) => n9 <= 0 ? s : insert(s, pushIndex(s.tasks), Array.from({ length: n9 }, () => task3));
var flowOf = (s) => s.tasks[0];
function withFlow(s, patch) {
  const f = flowOf(s);
  const flow = {
    kind: "flow",
    cursor: patch.cursor !== void 0 ? patch.cursor : f.cursor,
    round: patch.round !== void 0 ? patch.round : f.round,
    burn: patch.burn !== void 0 ? patch.burn : f.burn,
    leadersReturning: patch.leadersReturning !== void 0 ? patch.leadersReturning : f.leadersReturning,
    preemptor: patch.preemptor !== void 0 ? patch.preemptor : f.preemptor,
    deadlock: patch.deadlock !== void 0 ? patch.deadlock : f.deadlock
  };
  return withTasks(s, patch.step === void 0 ? withBottom(s.tasks, flow) : restacked(s, flow, patch.step));
}
function withBottom(tasks, flow) {
  const out = tasks.slice();
  out[0] = flow;
  return out;
}
var inFrame = (t) => isStage(t) || isWindow(t);
function frameTop(tasks) {
  let i = 0;
  while (i + 1 < tasks.length && inFrame(tasks[i + 1])) i++;
  return i;
}
var slotOf = (tasks) => frameTop(tasks) + 1;
function stageOf(s) {
  for (let i = frameTop(s.tasks); i > 0; i--) {
    const t = s.tasks[i];
    if (isStage(t)) return t;
  }
  return null;
}
function setStage(s, next3) {
  const cur = stageOf(s);
  if (cur === null) throw new Error("no stage is under way");
  const i = s.tasks.lastIndexOf(cur, frameTop(s.tasks));
  return withTasks(s, next3 === null ? [...s.tasks.slice(0, i), ...s.tasks.slice(i + 1)] : [...s.tasks.slice(0, i), next3, ...s.tasks.slice(i + 1)]);
}
function pushStages(s, ...stages3) {
  return insert(s, pushIndex(s.tasks), stages3.slice().reverse());
}
function restacked(s, flow, step6) {
  const tasks = s.tasks;
  const slot = slotOf(tasks);
  const out = [flow];
  for (let i = 1; i < slot; i++) out.push(tasks[i]);
  if (step6 !== null) out.push(step6);
  for (let i = flowStep(s) === null ? slot : slot + 1; i < tasks.length; i++) out.push(tasks[i]);
  return out;
}
function flowStep(s) {
  const t = s.tasks[slotOf(s.tasks)];
  return t !== void 0 && isStep(t) ? t : null;
}
function shownStep(s) {
  const step6 = flowStep(s);
  if (step6 !== null) return step6;
  const top = frameTop(s.tasks);
  const w = s.tasks[top];
  return isWindow(w) && top === s.tasks.length - 1 && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0] } : null;
}
function setStep(s, step6) {
  return withTasks(s, restacked(s, s.tasks[0], step6));
}

// src/games/free-at-last/census.ts
function cubeCensus(s) {
  const total = { ...s.supply };
  for (const p of Object.values(s.projects)) {
    total.red += p.cubes.red;
    total.white += p.cubes.white;
    total.blue += p.cubes.blue;
  }
  for (const o of Object.values(s.orgs)) {
    total.red += o.eliminated.red + o.criminalHold;
    total.white += o.eliminated.white;
    total.blue += o.eliminated.blue;
  }
  return total;
}

// src/games/free-at-last/data/attorneys.ts
var stateAttorney = (id, name, state) => ({
  id,
  name,
  role: "ldf-state",
  state,
  activation: { by: "state", state },
  source: { reconstructed: `22.4 gives one representative LDF attorney per state; ${name} was an LDF cooperating attorney in ${state}` }
});
var attorneys = [
  stateAttorney("wiley-branton", "Wiley A. Branton", "AR"),
  stateAttorney("z-alexander-looby", "Z. Alexander Looby", "TN"),
  stateAttorney("oliver-hill", "Oliver W. Hill", "VA"),
  stateAttorney("julius-chambers", "Julius L. Chambers", "NC"),
  stateAttorney("matthew-perry", "Matthew J. Perry", "SC"),
  stateAttorney("donald-hollowell", "Donald L. Hollowell", "GA"),
  stateAttorney("earl-johnson", "Earl M. Johnson", "FL"),
  stateAttorney("fred-gray", "Fred D. Gray", "AL"),
  stateAttorney("r-jess-brown", "R. Jess Brown", "MS"),
  stateAttorney("a-p-tureaud", "A. P. Tureaud", "LA"),
  {
    id: "thurgood-marshall",
    name: "Thurgood Marshall",
    role: "co-counsel",
    caseType: "criminal",
    activation: { by: "color", color: "white" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "constance-baker-motley",
    name: "Constance Baker Motley",
    role: "co-counsel",
    caseType: "S",
    activation: { by: "color", color: "red" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "jack-greenberg",
    name: "Jack Greenberg",
    role: "co-counsel",
    caseType: "march",
    activation: { by: "color", color: "white" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "doj-staff-attorney",
    name: "D.O.J. Civil Rights Division Staff Attorney",
    role: "doj",
    caseType: "V",
    activation: { by: "color", color: "blue" },
    source: { rule: "22.17, 22.18.1" }
  }
];

// src/games/free-at-last/data/home-cards.ts
var source = { reconstructed: "9.3.3 gives each organization a Home Card of any rank and colour; the titles are chosen from each organization's founding" };
var homeCards = [
  { organization: "SNCC", name: "Raleigh Conference, April 1960", source },
  { organization: "CORE", name: "Journey of Reconciliation", source },
  { organization: "SCLC", name: "To Redeem the Soul of America", source },
  { organization: "NAACP", name: "The Crisis", source }
];

// src/games/free-at-last/data/leaders.ts
var counterSource = (rule) => ({
  reconstructed: `the counters are not reproduced in the rulebook; ability as ${rule} describes, person and condition chosen from history`
});
var leader = (organization, role, rule) => (id, name, activation2, ...effects3) => ({ id, name, organization, role, activation: activation2, effects: effects3, source: counterSource(rule) });
var type = (projectType) => ({ by: "project-type", projectType });
var kind = (k) => ({ by: "project-kind", kind: k });
var inState = (state) => ({ by: "state", state });
var color = (c) => ({ by: "color", color: c });
var rank = (r) => ({ by: "rank", rank: r });
var addRed = (count) => ({ kind: "add-red", count });
var rollTwice = { kind: "roll-twice" };
var plusTwo = { kind: "die-modifier", amount: 2 };
var rerollAny = { kind: "reroll-any" };
var snccField = leader("SNCC", "protest", "7.2");
var snccStaff = leader("SNCC", "staff", "6.2 and 15.18");
var coreField = leader("CORE", "protest", "7.2");
var coreRider = leader("CORE", "freedom-rider", "7.4");
var coreStaff = leader("CORE", "staff", "6.2 and 15.18");
var sclcReverend = leader("SCLC", "protest", "7.2");
var sclcStaff = leader("SCLC", "staff", "6.2 and 15.18");
var naacpField = leader("NAACP", "protest", "7.2");
var naacpChairman = leader("NAACP", "chairman", "7.2");
var naacpStaff = leader("NAACP", "staff", "6.2 and 15.18");
var leaders = [
  snccField("john-lewis", "John Lewis", kind("march"), rollTwice),
  snccField("diane-nash", "Diane Nash", type("A"), rollTwice),
  snccField("sam-block", "Sam Block", type("V"), rollTwice),
  snccField("charles-sherrod", "Charles Sherrod", inState("GA"), addRed(2)),
  snccField("bernard-lafayette", "Bernard Lafayette", inState("AL"), addRed(2)),
  snccField("lawrence-guyot", "Lawrence Guyot", inState("MS"), addRed(2)),
  snccField("bill-hansen", "Bill Hansen", inState("AR"), addRed(2)),
  snccField("stokely-carmichael", "Stokely Carmichael", type("V"), addRed(2)),
  snccStaff("james-forman", "James Forman", color("red"), plusTwo),
  snccStaff("julian-bond", "Julian Bond", color("white"), plusTwo),
  snccStaff("ruby-doris-smith-robinson", "Ruby Doris Smith Robinson", color("blue"), plusTwo),
  snccStaff("ivanhoe-donaldson", "Ivanhoe Donaldson", color("red"), plusTwo),
  snccStaff("courtland-cox", "Courtland Cox", color("blue"), plusTwo),
  snccStaff("marion-barry", "Marion Barry", rank(4), plusTwo),
  {
    ...coreField("james-farmer", "James Farmer", kind("freedom-ride"), addRed(2)),
    source: { reconstructed: "7.4 names James Farmer as CORE's leader of the Freedom Ride; his add-red ability follows 7.2" }
  },
  { ...coreRider("hank-thomas", "Hank Thomas", kind("freedom-ride"), { kind: "freedom-rider" }), source: { rule: "7.4" } },
  { ...coreRider("genevieve-hughes", "Genevieve Hughes", kind("freedom-ride"), { kind: "freedom-rider" }), source: { rule: "7.4" } },
  coreField("tom-gaither", "Tom Gaither", inState("SC"), addRed(2)),
  coreField("dave-dennis", "Dave Dennis", inState("MS"), addRed(2)),
  coreField("ronnie-moore", "Ronnie Moore", inState("LA"), addRed(2)),
  coreField("patricia-stephens-due", "Patricia Stephens Due", inState("FL"), addRed(2)),
  coreField("mary-hamilton", "Mary Hamilton", type("A"), addRed(2)),
  coreStaff("marvin-rich", "Marvin Rich", color("white"), rerollAny),
  coreStaff("gordon-carey", "Gordon Carey", color("red"), rollTwice),
  coreStaff("james-mccain", "James T. McCain", color("blue"), rollTwice),
  coreStaff("norman-hill", "Norman Hill", rank(3), rerollAny),
  coreStaff("val-coleman", "Val Coleman", color("white"), rollTwice),
  coreStaff("alan-gartner", "Alan Gartner", color("blue"), rerollAny),
  {
    ...sclcReverend("martin-luther-king-jr", "Rev. Martin Luther King Jr.", kind("march"), rollTwice),
    immuneToMinusOne: true,
    source: { reconstructed: "12.1 makes Dr. King immune to the \u20131 rule; his march condition is chosen from history" }
  },
  sclcReverend("ralph-abernathy", "Rev. Ralph Abernathy", color("red"), rollTwice),
  sclcReverend("c-t-vivian", "Rev. C. T. Vivian", type("A"), rollTwice),
  sclcReverend("james-bevel", "Rev. James Bevel", color("white"), rollTwice),
  sclcReverend("andrew-young", "Rev. Andrew Young", type("V"), rollTwice),
  sclcReverend("hosea-williams", "Rev. Hosea Williams", inState("GA"), rollTwice),
  sclcReverend("joseph-lowery", "Rev. Joseph Lowery", inState("AL"), rollTwice),
  { ...sclcStaff("wyatt-tee-walker", "Rev. Wyatt Tee Walker", color("red"), plusTwo), source: { rule: "6.2" } },
  sclcStaff("dorothy-cotton", "Dorothy Cotton", color("white"), plusTwo),
  sclcStaff("ella-baker", "Ella Baker", color("blue"), plusTwo),
  sclcStaff("jack-odell", "Jack O'Dell", color("blue"), plusTwo),
  sclcStaff("bernard-lee", "Bernard Lee", rank(2), plusTwo),
  sclcStaff("randolph-blackwell", "Randolph Blackwell", color("white"), plusTwo),
  naacpField("medgar-evers", "Medgar Evers", inState("MS"), addRed(2)),
  naacpField("vernon-jordan", "Vernon Jordan", inState("GA"), addRed(2)),
  naacpField("robert-saunders", "Robert W. Saunders", inState("FL"), addRed(2)),
  naacpField("i-dequincey-newman", "Rev. I. DeQuincey Newman", inState("SC"), addRed(2)),
  naacpChairman("aaron-henry", "Aaron Henry", inState("MS"), { kind: "chairman-collect-blue" }),
  naacpChairman("daisy-bates", "Daisy Bates", inState("AR"), { kind: "chairman-collect-blue" }),
  naacpChairman("kelly-alexander", "Kelly Alexander Sr.", inState("NC"), { kind: "chairman-collect-blue" }),
  naacpChairman("rutledge-pearson", "Rutledge Pearson", inState("FL"), { kind: "chairman-collect-blue" }),
  naacpStaff("roy-wilkins", "Roy Wilkins", color("blue"), plusTwo),
  naacpStaff("ruby-hurley", "Ruby Hurley", color("white"), plusTwo),
  naacpStaff("henry-lee-moon", "Henry Lee Moon", color("red"), plusTwo),
  naacpStaff("john-morsell", "John Morsell", color("red"), plusTwo),
  naacpStaff("herbert-hill", "Herbert Hill", rank(4), plusTwo),
  naacpStaff("june-shagaloff", "June Shagaloff", rank(3), plusTwo)
];

// src/games/free-at-last/data/legislation.ts
var xUp = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var rerollX = (die2) => ({ kind: "reroll-x-once", die: die2 });
var cardSource = { reconstructed: "9.9 names the laws in the deck but not the cards; provisions and effects follow 3.6 and 3.6.6" };
var oneTime = (id, name, act, area3, effect, text) => ({ id, name, act, area: area3, oneTime: true, effects: [effect], text, source: cardSource });
var lasting = (id, name, act, area3, effect, text) => ({ id, name, act, area: area3, oneTime: false, effects: [effect], text, source: cardSource });
var federal = (id, name, text) => ({
  id,
  name: `Federal Legislation: ${name}`,
  act: "general",
  area: "federal",
  oneTime: true,
  effects: [xDown("blue")],
  text,
  source: { rule: "9.10" }
});
var generalLegislation = [
  {
    ...lasting(
      "cra-1957-part-iv",
      "Civil Rights Act of 1957, Part IV",
      "general",
      "V",
      { kind: "enable-doj-attorney" },
      "The Attorney General may seek injunctive relief to prevent denial of the right to vote. The D.O.J. Staff Attorney may act at the literacy test."
    ),
    source: { rule: "18.3.7.2, 22.18" }
  },
  oneTime(
    "cra-1957-civil-rights-division",
    "Civil Rights Act of 1957: Civil Rights Division",
    "general",
    "V",
    xDown("blue"),
    "A Civil Rights Division is created in the Department of Justice. Move blue X one space left."
  ),
  oneTime(
    "cra-1957-commission",
    "Civil Rights Act of 1957: Commission on Civil Rights",
    "general",
    "A",
    xDown("white"),
    "A bipartisan Commission on Civil Rights investigates discrimination. Move white X one space left."
  ),
  lasting(
    "cra-1960-voting-referees",
    "Civil Rights Act of 1960: Federal Voting Referees",
    "general",
    "V",
    rerollX("blue"),
    "Federal courts may appoint referees to register voters. Once per V Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1960-voting-records",
    "Civil Rights Act of 1960: Preservation of Voting Records",
    "general",
    "V",
    xUp("red"),
    "Registrars must keep their records for the Attorney General to inspect. Move red X one space right."
  ),
  lasting(
    "cra-1960-pattern-or-practice",
    "Civil Rights Act of 1960: Pattern or Practice",
    "general",
    "V",
    rerollX("red"),
    "A court finding a pattern or practice of discrimination may order registration. Once per V Project, re-roll an X on the red die."
  ),
  lasting(
    "cra-1960-obstruction",
    "Civil Rights Act of 1960: Obstruction of Court Orders",
    "general",
    "S",
    rerollX("blue"),
    "Obstructing a federal school desegregation order is a federal crime. Once per S Project, re-roll an X on the blue die."
  ),
  lasting(
    "cra-1960-bombings",
    "Civil Rights Act of 1960: School and Church Bombings",
    "general",
    "S",
    rerollX("white"),
    "Flight across state lines to avoid prosecution for bombing a school or church is a federal crime. Once per S Project, re-roll an X on the white die."
  ),
  oneTime(
    "cra-1960-military-children",
    "Civil Rights Act of 1960: Education of Military Children",
    "general",
    "S",
    xDown("white"),
    "Children of servicemen are schooled when local schools close to avoid integration. Move white X one space left."
  ),
  lasting(
    "icc-bus-terminals",
    "ICC Order: Desegregation of Bus Terminals",
    "general",
    "A",
    rerollX("white"),
    "The Interstate Commerce Commission bans segregated interstate bus terminals, 1 November 1961. Once per A Project, re-roll an X on the white die."
  ),
  oneTime(
    "icc-signs",
    'ICC Order: "Colored" Signs Come Down',
    "general",
    "A",
    xDown("white"),
    "Interstate carriers must post signs that seating is without regard to race. Move white X one space left."
  ),
  oneTime(
    "airport-terminals",
    "Desegregation of Airport Terminals",
    "general",
    "A",
    xUp("red"),
    "Federally funded airport terminals must serve all travellers. Move red X one space right."
  ),
  oneTime(
    "amendment-24",
    "The 24th Amendment",
    "general",
    "V",
    xDown("blue"),
    "No poll tax in federal elections (ratified 23 January 1964). Move blue X one space left."
  ),
  oneTime(
    "commission-extension-1961",
    "Commission on Civil Rights Extended, 1961",
    "general",
    "S",
    xUp("red"),
    "Congress extends the Commission on Civil Rights for two years. Move red X one space right."
  ),
  lasting(
    "commission-extension-1963",
    "Commission on Civil Rights Extended, 1963",
    "general",
    "A",
    rerollX("blue"),
    "The Commission on Civil Rights continues its hearings. Once per A Project, re-roll an X on the blue die."
  ),
  federal("senate-rule-22", "Senate Rule 22", "Cloture may close a filibuster by two-thirds of senators present and voting."),
  federal("rules-committee-enlarged", "Rules Committee Enlarged", "The House Rules Committee grows from 12 to 15 members (1961)."),
  federal("twenty-one-day-rule", "Twenty-One Day Rule", "A bill held by the Rules Committee for 21 days may be called up on the floor (1965)."),
  federal("discharge-petition", "Discharge Petition", "218 signatures discharge a bill from a committee that will not report it."),
  federal("calendar-wednesday", "Calendar Wednesday", "Committee chairmen may call up reported bills on Wednesdays, bypassing the Rules Committee.")
];
var civilRightsAct1964 = [
  lasting(
    "cra-1964-title-i",
    "Civil Rights Act of 1964, Title I: Voting Rights",
    "civil-rights-act-1964",
    "V",
    rerollX("blue"),
    "Registrars may not apply different standards or reject applicants for immaterial errors. Once per V Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1964-title-ii",
    "Civil Rights Act of 1964, Title II: Public Accommodations",
    "civil-rights-act-1964",
    "A",
    xDown("white"),
    "No discrimination in hotels, restaurants, theaters and other public accommodations. Move white X one space left."
  ),
  lasting(
    "cra-1964-title-iii",
    "Civil Rights Act of 1964, Title III: Public Facilities",
    "civil-rights-act-1964",
    "A",
    rerollX("white"),
    "The Attorney General may sue to desegregate public parks, pools and libraries. Once per A Project, re-roll an X on the white die."
  ),
  lasting(
    "cra-1964-title-iv",
    "Civil Rights Act of 1964, Title IV: Public Education",
    "civil-rights-act-1964",
    "S",
    rerollX("blue"),
    "The Attorney General may sue to desegregate public schools. Once per S Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1964-title-vi",
    "Civil Rights Act of 1964, Title VI: Federal Funds",
    "civil-rights-act-1964",
    "S",
    xDown("blue"),
    "No federal money for programs that discriminate. Move blue X one space left."
  ),
  oneTime(
    "cra-1964-title-vii",
    "Civil Rights Act of 1964, Title VII: Equal Employment",
    "civil-rights-act-1964",
    "A",
    xUp("red"),
    "No discrimination in employment; the EEOC is created. Move red X one space right."
  )
];
var votingRightsAct1965 = [
  oneTime(
    "vra-1965-section-4",
    "Voting Rights Act of 1965, Section 4: Literacy Tests Suspended",
    "voting-rights-act-1965",
    "V",
    xDown("blue"),
    "Literacy tests are suspended where fewer than half the adults voted. Move blue X one space left."
  ),
  oneTime(
    "vra-1965-section-5",
    "Voting Rights Act of 1965, Section 5: Preclearance",
    "voting-rights-act-1965",
    "V",
    xUp("red"),
    "Covered states need federal approval before changing voting rules. Move red X one space right."
  ),
  lasting(
    "vra-1965-section-6",
    "Voting Rights Act of 1965, Section 6: Federal Examiners",
    "voting-rights-act-1965",
    "V",
    rerollX("blue"),
    "Federal examiners register voters in resisting counties. Once per V Project, re-roll an X on the blue die."
  )
];
var legislation = [...generalLegislation, ...civilRightsAct1964, ...votingRightsAct1965];

// src/games/free-at-last/data/project-builders.ts
var byColor = (color3) => ({ by: "color", color: color3 });
var byRank = (rank2) => ({ by: "rank", rank: rank2 });
var byCard = (rank2, color3) => ({ by: "rank-and-color", rank: rank2, color: color3 });
var bySet = (cards5) => ({ by: "set-size", cards: cards5 });
var figureSource = { reconstructed: "Local Figures are printed on the Project cards, which the rulebook does not reproduce (9.2)" };
var ally = (name, activation2, ...effects3) => ({
  name,
  side: "civil-rights",
  activation: activation2,
  effects: effects3,
  source: figureSource
});
var seg = (name, activation2, ...effects3) => ({
  name,
  side: "seg",
  activation: activation2,
  effects: effects3,
  source: figureSource
});
var registrar = (name, activation2, ...effects3) => ({
  ...seg(name, activation2, ...effects3),
  registrar: true
});
var collectWhite = (count) => ({ kind: "collect-seg", color: "white", count });
var collectBlue = (count) => ({ kind: "collect-seg", color: "blue", count });
var addRed2 = (count) => ({ kind: "add-red", count });
var removeRed = (count) => ({ kind: "remove-red", count });
var addWhite = (count) => ({ kind: "add-seg", color: "white", count });
var addBlue = (count) => ({ kind: "add-seg", color: "blue", count });
var rollTwice2 = { kind: "roll-twice" };
var xUp2 = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown2 = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var project = (card9) => {
  const { white: white2, blue: blue2, figures, history, ...rest } = card9;
  return {
    ...rest,
    seg: { white: white2, blue: blue2 },
    localFigures: figures,
    source: { reconstructed: `card not reproduced in the rulebook; ${history}` }
  };
};

// src/games/free-at-last/data/projects-1960-61.ts
var projects1960to61 = [
  project({
    number: 1,
    title: "Greensboro Woolworth Sit-In",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Greensboro",
    white: 5,
    blue: 1,
    history: "the Greensboro Four sit in at the Woolworth lunch counter, 1 February 1960",
    figures: [
      ally("Ralph Johns", byColor("red"), addRed2(2)),
      seg('Clarence "Curly" Harris', byCard(4, "white"), addWhite(1))
    ]
  }),
  project({
    number: 2,
    title: "Nashville Sit-Ins",
    type: "A",
    kind: "protest",
    state: "TN",
    location: "Nashville",
    white: 6,
    blue: 2,
    history: "Nashville Student Movement sit-ins, February\u2013May 1960",
    figures: [
      ally("Mayor Ben West", byCard(4, "white"), collectBlue(1)),
      ally("Nashville Christian Leadership Council", bySet(3), addRed2(3)),
      seg("Police Chief Douglas Hosse", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 3,
    title: "Thalhimers Sit-In",
    type: "A",
    kind: "protest",
    state: "VA",
    location: "Richmond",
    white: 4,
    blue: 2,
    history: "the Richmond 34 sit in at Thalhimers department store, 22 February 1960",
    figures: [
      ally("The Richmond 34", bySet(3), addRed2(3)),
      seg("Richmond Police", byCard(3, "blue"), removeRed(2))
    ]
  }),
  project({
    number: 4,
    title: "Alabama State College Sit-In",
    type: "A",
    kind: "protest",
    state: "AL",
    location: "Montgomery",
    white: 5,
    blue: 3,
    history: "Alabama State College students sit in at the Montgomery County Courthouse, 25 February 1960",
    figures: [
      ally("Jo Ann Robinson", byColor("red"), rollTwice2),
      seg("Governor John Patterson", byColor("blue"), xUp2("blue")),
      seg("Commissioner L. B. Sullivan", byCard(3, "white"), removeRed(2))
    ]
  }),
  project({
    number: 5,
    title: "Orangeburg Kress Sit-In",
    type: "A",
    kind: "protest",
    state: "SC",
    location: "Orangeburg",
    white: 6,
    blue: 2,
    history: "Claflin and South Carolina State students march and sit in, 15 March 1960",
    figures: [
      ally("Rev. Matthew McCollom", byColor("white"), collectWhite(2)),
      seg("Orangeburg Fire Department", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 6,
    title: "Southern University Sit-Ins",
    type: "A",
    kind: "protest",
    state: "LA",
    location: "Baton Rouge",
    white: 5,
    blue: 3,
    history: "Southern University students sit in at Kress and the Greyhound station, March 1960",
    figures: [
      ally("Rev. T. J. Jemison", bySet(3), xUp2("red")),
      seg("President Felton G. Clark", byCard(2, "red"), removeRed(2))
    ]
  }),
  project({
    number: 7,
    title: "Little Rock Lunch Counter Sit-Ins",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Little Rock",
    white: 5,
    blue: 2,
    history: "Philander Smith College students sit in downtown, March 1960",
    figures: [
      ally("Philander Smith College Students", byColor("red"), addRed2(2)),
      seg("Governor Orval Faubus", byColor("white"), xUp2("white"))
    ]
  }),
  project({
    number: 8,
    title: "Biloxi Wade-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Biloxi",
    white: 7,
    blue: 2,
    history: 'the "Bloody Wade-In" on the Biloxi beach, 24 April 1960',
    figures: [
      ally("Dr. Gilbert R. Mason", byCard(3, "red"), collectWhite(2)),
      seg("Harrison County Deputies", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 9,
    title: "Tallahassee Jail-In",
    type: "A",
    kind: "protest",
    state: "FL",
    location: "Tallahassee",
    white: 5,
    blue: 2,
    history: "CORE students choose jail over bail after the Woolworth sit-in, March 1960",
    figures: [
      ally("Patricia and Priscilla Stephens", bySet(4), addRed2(2)),
      seg("Judge John Rudd", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 10,
    title: "Fayette County Tent City",
    type: "V",
    kind: "voter-registration",
    state: "TN",
    location: "Somerville",
    white: 5,
    blue: 3,
    history: "evicted sharecroppers who registered to vote live in Tent City, 1960",
    figures: [
      ally("John McFerren", byColor("blue"), addRed2(2)),
      registrar("Fayette County Election Commission", byColor("white"), removeRed(1))
    ]
  }),
  project({
    number: 11,
    title: "Dollarway School Desegregation",
    type: "S",
    kind: "school",
    state: "AR",
    location: "Pine Bluff",
    white: 4,
    blue: 2,
    history: "Dove v. Parham opens the Dollarway schools, 1959\u201360",
    figures: [
      ally("Thomas Dove", byColor("red"), rollTwice2),
      seg("Dollarway School Board", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 12,
    title: "Rich's Department Store Sit-In",
    type: "A",
    kind: "protest",
    state: "GA",
    location: "Atlanta",
    white: 6,
    blue: 2,
    history: "the Atlanta Student Movement sits in at Rich's, 19 October 1960",
    figures: [
      ally("Lonnie King", byColor("white"), collectWhite(2)),
      ally("Mayor William B. Hartsfield", byCard(4, "blue"), collectBlue(1)),
      seg("Richard Rich", byColor("red"), removeRed(1))
    ]
  }),
  project({
    number: 13,
    title: "New Orleans School Crisis",
    type: "S",
    kind: "school",
    state: "LA",
    location: "New Orleans",
    white: 8,
    blue: 3,
    scalesOfJustice: true,
    history: "Ruby Bridges and the McDonogh Three enter white schools, 14 November 1960",
    figures: [
      ally("Ruby Bridges", byCard(1, "red"), rollTwice2),
      ally("Judge J. Skelly Wright", byColor("blue"), collectBlue(1)),
      seg("Leander Perez", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 14,
    title: "Friendship Nine Jail-In",
    type: "A",
    kind: "protest",
    state: "SC",
    location: "Rock Hill",
    white: 5,
    blue: 2,
    history: "the Friendship Nine serve 30 days rather than pay bail, February 1961",
    figures: [
      ally("The Friendship Nine", bySet(3), addRed2(3)),
      seg("York County Chain Gang", byCard(2, "blue"), removeRed(1))
    ]
  }),
  project({
    number: 15,
    title: "Desegregation of the University of Georgia",
    type: "S",
    kind: "school",
    state: "GA",
    location: "Athens",
    white: 6,
    blue: 2,
    history: "Charlayne Hunter and Hamilton Holmes enrol, January 1961",
    figures: [
      ally("Charlayne Hunter", byColor("red"), rollTwice2),
      ally("Hamilton Holmes", byRank(4), addRed2(1)),
      seg("Governor Ernest Vandiver", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 16,
    title: "Tougaloo Nine Read-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Jackson",
    white: 4,
    blue: 3,
    history: "nine Tougaloo students read in at the whites-only Jackson public library, 27 March 1961",
    figures: [
      ally("The Tougaloo Nine", bySet(3), addRed2(3)),
      seg("Governor Ross Barnett", byColor("white"), xUp2("white"))
    ]
  }),
  project({
    number: 17,
    title: "Freedom Ride: Anniston and Birmingham",
    type: "A",
    kind: "freedom-ride",
    state: "AL",
    location: "Anniston",
    white: 8,
    blue: 2,
    history: "the Freedom Riders' bus is burned at Anniston and the riders beaten in Birmingham, 14 May 1961",
    figures: [
      ally("Janie Forsyth", byCard(1, "white"), xDown2("white")),
      ally("Rev. Fred Shuttlesworth", byColor("red"), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 18,
    title: "Freedom Ride: Jackson and Parchman",
    type: "A",
    kind: "freedom-ride",
    state: "MS",
    location: "Jackson",
    white: 5,
    blue: 4,
    history: "Freedom Riders are arrested in Jackson and sent to Parchman Farm, May\u2013August 1961",
    figures: [
      ally("Attorney Jack H. Young", byColor("white"), collectBlue(1)),
      seg("Captain J. L. Ray", byColor("blue"), removeRed(2)),
      seg("Parchman Superintendent Fred Jones", byCard(2, "white"), removeRed(1))
    ]
  }),
  project({
    number: 19,
    title: "McComb Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "McComb",
    white: 6,
    blue: 3,
    scalesOfJustice: true,
    history: "SNCC's first voter school in Pike and Amite Counties; Herbert Lee is killed, 1961",
    figures: [
      ally("C. C. Bryant", byColor("red"), addRed2(2)),
      seg("E. H. Hurst", byColor("white"), removeRed(2)),
      registrar("Registrar John Q. Wood", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 20,
    title: "The Memphis Thirteen",
    type: "S",
    kind: "school",
    state: "TN",
    location: "Memphis",
    white: 5,
    blue: 2,
    history: "thirteen first-graders desegregate four Memphis schools, 3 October 1961",
    figures: [
      ally("Maxine Smith", byColor("blue"), collectBlue(1)),
      seg("Memphis Board of Education", byCard(3, "blue"), addBlue(1))
    ]
  })
];

// src/games/free-at-last/data/projects-1962-63.ts
var projects1962to63 = [
  project({
    number: 21,
    title: "The Albany Movement",
    type: "A",
    kind: "march",
    state: "GA",
    location: "Albany",
    white: 6,
    blue: 4,
    history: "mass marches and jail-ins in Albany, December 1961 \u2013 August 1962",
    figures: [
      ally("Dr. William G. Anderson", byColor("white"), addRed2(2)),
      seg("Police Chief Laurie Pritchett", byColor("red"), xDown2("red"))
    ]
  }),
  project({
    number: 22,
    title: "Prince Edward County School Closing",
    type: "S",
    kind: "school",
    state: "VA",
    location: "Farmville",
    white: 5,
    blue: 4,
    history: "Prince Edward County keeps its public schools closed rather than integrate, 1959\u201364",
    figures: [
      ally("Rev. L. Francis Griffin", byColor("red"), rollTwice2),
      seg("Senator Harry F. Byrd", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 23,
    title: '"Terrible Terrell" Voter Project',
    type: "V",
    kind: "voter-registration",
    state: "GA",
    location: "Dawson",
    white: 6,
    blue: 3,
    history: "SNCC voter registration in Terrell County; churches burned, 1962",
    figures: [
      ally("Carolyn Daniels", byColor("blue"), addRed2(2)),
      seg("Sheriff Z. T. Mathews", byColor("white"), removeRed(2))
    ]
  }),
  project({
    number: 24,
    title: "Greenwood Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "Greenwood",
    white: 7,
    blue: 3,
    history: "SNCC's Leflore County voter drive, 1962\u201363",
    figures: [
      ally("Laura McGhee", byColor("red"), addRed2(2)),
      seg("Byron De La Beckwith", byCard(4, "white"), removeRed(2)),
      registrar("Circuit Clerk Martha Lamb", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 25,
    title: "James Meredith at Ole Miss",
    type: "S",
    kind: "school",
    state: "MS",
    location: "Oxford",
    white: 9,
    blue: 4,
    scalesOfJustice: true,
    history: "James Meredith enrols at the University of Mississippi, 1 October 1962",
    figures: [
      ally("James Meredith", byColor("blue"), rollTwice2),
      ally("U.S. Marshals", bySet(4), collectWhite(3)),
      seg("General Edwin Walker", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 26,
    title: "Durham Restaurant Sit-Ins",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Durham",
    white: 5,
    blue: 2,
    history: "Durham CORE and NAACP youth sit in at restaurants along the highways, 1962\u201363",
    figures: [
      ally("Floyd McKissick", byColor("red"), addRed2(2)),
      seg("Durham Merchants Association", byCard(2, "white"), addWhite(1))
    ]
  }),
  project({
    number: 27,
    title: "Harvey Gantt at Clemson",
    type: "S",
    kind: "school",
    state: "SC",
    location: "Clemson",
    white: 4,
    blue: 3,
    history: "Harvey Gantt peacefully desegregates Clemson College, 28 January 1963",
    figures: [
      ally("Harvey Gantt", byColor("red"), rollTwice2),
      ally("Governor Ernest Hollings", byCard(4, "white"), collectWhite(2)),
      seg("Clemson Board of Trustees", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 28,
    title: "Dallas County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "AL",
    location: "Selma",
    white: 6,
    blue: 4,
    history: "SNCC and the Dallas County Voters League begin registration in Selma, 1963",
    figures: [
      ally("Amelia Boynton", byColor("red"), addRed2(2)),
      seg("Sheriff Jim Clark", byColor("white"), removeRed(2)),
      registrar("Dallas County Board of Registrars", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 29,
    title: "Pine Bluff Movement",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Pine Bluff",
    white: 5,
    blue: 2,
    history: "AM&N College students and SNCC sit in downtown, 1963",
    figures: [
      ally("AM&N College Students", bySet(3), addRed2(3)),
      seg("Pine Bluff Police", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 30,
    title: "The Birmingham Campaign",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Birmingham",
    white: 8,
    blue: 4,
    scalesOfJustice: true,
    history: "Project C and the Children's Crusade, April\u2013May 1963",
    figures: [
      ally("The Children's Crusade", bySet(4), addRed2(4)),
      ally("Rev. Fred Shuttlesworth", byColor("red"), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 31,
    title: "Jackson Woolworth Sit-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Jackson",
    white: 8,
    blue: 3,
    history: "Tougaloo students are beaten at the Woolworth counter, 28 May 1963",
    figures: [
      ally("Anne Moody", byColor("red"), rollTwice2),
      ally("John Salter", byCard(3, "white"), collectWhite(2)),
      seg("Mayor Allen Thompson", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 32,
    title: "Stand in the Schoolhouse Door",
    type: "S",
    kind: "school",
    state: "AL",
    location: "Tuscaloosa",
    white: 6,
    blue: 4,
    scalesOfJustice: true,
    history: "Vivian Malone and James Hood enrol at the University of Alabama, 11 June 1963",
    figures: [
      ally("Vivian Malone and James Hood", byColor("red"), rollTwice2),
      ally("Deputy Attorney General Nicholas Katzenbach", byCard(4, "blue"), collectBlue(1)),
      seg("Governor George Wallace", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 33,
    title: "The Danville Movement",
    type: "A",
    kind: "march",
    state: "VA",
    location: "Danville",
    white: 6,
    blue: 3,
    history: '"Bloody Monday" marches on the Danville city hall, June 1963',
    figures: [
      ally("Rev. Lawrence Campbell", byColor("white"), addRed2(2)),
      seg("Judge A. M. Aiken", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 34,
    title: "Plaquemine March",
    type: "A",
    kind: "march",
    state: "LA",
    location: "Plaquemine",
    white: 6,
    blue: 4,
    history: "CORE marchers are tear-gassed by mounted state troopers, August\u2013September 1963",
    figures: [
      ally("Rev. Jetson Davis", byColor("red"), addRed2(2)),
      seg("Louisiana State Troopers", byColor("white"), removeRed(2))
    ]
  }),
  project({
    number: 35,
    title: "Gadsden County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "FL",
    location: "Quincy",
    white: 5,
    blue: 3,
    history: "CORE voter registration in Gadsden County, 1963",
    figures: [
      ally("Gadsden County Voters League", bySet(2), addRed2(2)),
      registrar("Supervisor of Registration", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 36,
    title: "Desegregation of Tulane",
    type: "S",
    kind: "school",
    state: "LA",
    location: "New Orleans",
    white: 4,
    blue: 2,
    history: "Guillory v. Tulane; the first Black students enrol at Tulane, 1963",
    figures: [
      ally("Barbara Guillory", byColor("red"), rollTwice2),
      seg("Tulane Board of Administrators", byRank(3), addBlue(1))
    ]
  })
];

// src/games/free-at-last/data/projects-1964-65.ts
var projects1964to65 = [
  project({
    number: 37,
    title: "Hattiesburg Freedom Day",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "Hattiesburg",
    white: 6,
    blue: 3,
    scalesOfJustice: true,
    history: "Freedom Day picket of the Forrest County courthouse, 22 January 1964",
    figures: [
      ally("Vernon Dahmer", byColor("blue"), addRed2(2)),
      registrar("Circuit Clerk Theron Lynd", byColor("white"), xUp2("blue"))
    ]
  }),
  project({
    number: 38,
    title: "Chapel Hill Freedom Movement",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Chapel Hill",
    white: 6,
    blue: 2,
    history: "sit-ins and lie-ins at Chapel Hill restaurants, winter 1963\u201364",
    figures: [
      ally("Quinton Baker", byColor("white"), addRed2(2)),
      seg("Chapel Hill Merchants", byCard(3, "blue"), addWhite(1))
    ]
  }),
  project({
    number: 39,
    title: "Nashville Restaurant Protests",
    type: "A",
    kind: "protest",
    state: "TN",
    location: "Nashville",
    white: 6,
    blue: 3,
    history: "renewed sit-ins at Nashville restaurants and cafeterias, April 1964",
    figures: [
      ally("Rev. Kelly Miller Smith", byColor("red"), rollTwice2),
      seg("Nashville Police", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 40,
    title: "St. Augustine Wade-Ins",
    type: "A",
    kind: "protest",
    state: "FL",
    location: "St. Augustine",
    white: 9,
    blue: 3,
    history: "wade-ins at the beach and the dive-in at the Monson Motor Lodge pool, June 1964",
    figures: [
      ally("Dr. Robert Hayling", byColor("red"), addRed2(2)),
      seg("Sheriff L. O. Davis", byColor("blue"), removeRed(2)),
      seg("James Brock", byCard(4, "white"), addWhite(2))
    ]
  }),
  project({
    number: 41,
    title: "Mississippi Freedom Summer",
    type: "V",
    kind: "summer",
    state: "MS",
    location: "Ruleville",
    white: 8,
    blue: 4,
    history: "the Mississippi Summer Project, June\u2013August 1964",
    figures: [
      ally("Fannie Lou Hamer", byColor("red"), rollTwice2),
      seg("Sheriff Lawrence Rainey", byColor("white"), removeRed(2)),
      registrar("Sunflower County Registrar", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 42,
    title: "Louisiana Summer Project",
    type: "V",
    kind: "summer",
    state: "LA",
    location: "Clinton",
    white: 6,
    blue: 3,
    history: "CORE's summer voter project in the Feliciana parishes, 1964",
    figures: [
      ally("Corrie Collins", byColor("blue"), addRed2(2)),
      registrar("East Feliciana Parish Registrar", byColor("white"), removeRed(1))
    ]
  }),
  project({
    number: 43,
    title: "Arkansas Voter Project",
    type: "V",
    kind: "voter-registration",
    state: "AR",
    location: "Helena",
    white: 5,
    blue: 3,
    history: "SNCC's Arkansas Project registers voters in the Delta, 1964",
    figures: [
      ally("Rev. Ben Grinage", byColor("blue"), addRed2(2)),
      seg("Phillips County Deputies", byCard(2, "white"), removeRed(1))
    ]
  }),
  project({
    number: 44,
    title: "Leake County School Desegregation",
    type: "S",
    kind: "school",
    state: "MS",
    location: "Carthage",
    white: 7,
    blue: 3,
    history: "Harmony community children desegregate rural Mississippi schools, September 1964",
    figures: [
      ally("Winson Hudson", byColor("red"), addRed2(2)),
      seg("White Citizens' Council", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 45,
    title: "Duval County School Desegregation",
    type: "S",
    kind: "school",
    state: "FL",
    location: "Jacksonville",
    white: 6,
    blue: 3,
    history: "Braxton v. Board of Public Instruction opens Jacksonville schools, 1963\u201364",
    figures: [
      ally("Daniel Braxton", byColor("red"), rollTwice2),
      seg("Mayor Haydon Burns", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 46,
    title: "Marion Night March",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Marion",
    white: 7,
    blue: 4,
    history: "state troopers attack a night march; Jimmie Lee Jackson is shot, 18 February 1965",
    figures: [
      ally("Jimmie Lee Jackson", bySet(3), addRed2(3)),
      seg("Trooper James Bonard Fowler", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 47,
    title: "Selma to Montgomery March",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Selma",
    white: 8,
    blue: 4,
    scalesOfJustice: true,
    history: "Bloody Sunday and the march to Montgomery, 7\u201325 March 1965",
    figures: [
      ally("Judge Frank M. Johnson Jr.", byColor("white"), collectBlue(1)),
      seg("Sheriff Jim Clark", byColor("blue"), xUp2("blue")),
      seg("Colonel Al Lingo", byCard(3, "white"), removeRed(2))
    ]
  }),
  project({
    number: 48,
    title: "Bogalusa Civil Rights March",
    type: "A",
    kind: "march",
    state: "LA",
    location: "Bogalusa",
    white: 8,
    blue: 3,
    history: "the Bogalusa Voters League marches to Franklinton under Deacon protection, July 1965",
    figures: [
      ally("A. Z. Young", byColor("red"), addRed2(2)),
      seg("Saxon Farmer", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 49,
    title: "The Crawfordville Movement",
    type: "V",
    kind: "voter-registration",
    state: "GA",
    location: "Crawfordville",
    white: 5,
    blue: 3,
    history: "SCLC's school boycott and voter drive in Taliaferro County, 1965",
    figures: [
      ally("Calvin Turner", byColor("red"), addRed2(2)),
      registrar("Taliaferro County Registrar", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 50,
    title: "SCOPE Summer Project",
    type: "V",
    kind: "summer",
    state: "SC",
    location: "Charleston",
    white: 5,
    blue: 3,
    history: "SCLC's Summer Community Organization and Political Education project, 1965",
    figures: [
      ally("Esau Jenkins", byColor("blue"), addRed2(2)),
      ally("Septima Clark", bySet(3), xUp2("red"))
    ]
  }),
  project({
    number: 51,
    title: "Haywood County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "TN",
    location: "Brownsville",
    white: 5,
    blue: 3,
    history: "the Haywood County Civic and Welfare League registers voters despite boycotts, 1960\u201365",
    figures: [
      ally("Haywood County Civic and Welfare League", bySet(2), addRed2(2)),
      seg("Haywood County Merchants", byRank(1), removeRed(1))
    ]
  }),
  project({
    number: 52,
    title: "Williamston Freedom Movement",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Williamston",
    white: 6,
    blue: 3,
    history: "nightly marches and pickets in Martin County, 1963\u201364",
    figures: [
      ally("Sarah Small", byColor("red"), addRed2(2)),
      seg("Martin County Deputies", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 53,
    title: "Petersburg Voter Drive",
    type: "V",
    kind: "voter-registration",
    state: "VA",
    location: "Petersburg",
    white: 4,
    blue: 3,
    history: "the Petersburg Improvement Association registers voters after the poll tax falls, 1964",
    figures: [
      ally("Rev. Milton Reid", byColor("blue"), addRed2(2)),
      seg("Virginia Poll Tax Officials", byCard(3, "white"), xUp2("white"))
    ]
  }),
  project({
    number: 54,
    title: "The Americus Movement",
    type: "A",
    kind: "protest",
    state: "GA",
    location: "Americus",
    white: 7,
    blue: 3,
    history: "kneel-ins, pickets and night marches in Americus, 1963\u201365",
    figures: [
      ally("Mary Kate Bell", byColor("white"), collectWhite(2)),
      seg("Sheriff Fred Chappell", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 55,
    title: "Forrest City Movement",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Forrest City",
    white: 5,
    blue: 2,
    history: "SNCC's Arkansas Project pickets segregated stores in St. Francis County, 1965",
    figures: [
      ally("Forrest City Students", bySet(3), addRed2(3)),
      seg("St. Francis County Sheriff", byCard(4, "blue"), removeRed(2))
    ]
  })
];

// src/games/free-at-last/data/projects.ts
var projects = [...projects1960to61, ...projects1962to63, ...projects1964to65];

// src/games/free-at-last/data/states.ts
var colourGroups = { rule: "3.1" };
var states2 = [
  { id: "AR", name: "Arkansas", color: "red", source: colourGroups },
  { id: "TN", name: "Tennessee", color: "red", source: colourGroups },
  { id: "VA", name: "Virginia", color: "red", source: colourGroups },
  { id: "NC", name: "North Carolina", color: "red", source: colourGroups },
  { id: "SC", name: "South Carolina", color: "white", source: colourGroups },
  { id: "GA", name: "Georgia", color: "white", source: colourGroups },
  { id: "FL", name: "Florida", color: "white", source: colourGroups },
  { id: "AL", name: "Alabama", color: "blue", source: colourGroups },
  { id: "MS", name: "Mississippi", color: "blue", source: colourGroups },
  { id: "LA", name: "Louisiana", color: "blue", source: colourGroups }
];

// src/games/free-at-last/data/strategy-builders.ts
var named = (rule, card9) => ({
  ...card9,
  source: { rule }
});
var invented = (why6, card9) => ({
  ...card9,
  source: { reconstructed: why6 }
});
var copies = (base, printings) => printings.map(([rank2, color3], i) => ({
  ...base,
  id: `${base.id}-${i + 1}`,
  rank: rank2,
  color: color3,
  source: { reconstructed: "generic Strategy card: the rulebook gives the deck size only roughly; copies balance ranks and colours" }
}));
var addRed3 = (count) => ({ kind: "add-red", count });
var removeRed2 = (count) => ({ kind: "remove-red", count });
var collectWhite2 = (count) => ({ kind: "collect-seg", color: "white", count });
var collectBlue2 = (count) => ({ kind: "collect-seg", color: "blue", count });
var addWhite2 = (count) => ({ kind: "add-seg", color: "white", count });
var xUp3 = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown3 = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var draw = (count) => ({ kind: "draw-cards", count });
var stars = (count) => ({ kind: "gain-stars", count });
var passLaw = (area3) => ({ kind: "pass-legislation", area: area3 });

// src/games/free-at-last/data/strategy-action-events.ts
var bamnEvents = [
  named("9.6, 9.8.1", {
    id: "burn-baby-burn",
    name: "Burn, Baby, Burn!",
    rank: 2,
    color: "red",
    mandatory: true,
    target: "all-players",
    effects: [{ kind: "burn-baby-burn" }],
    text: "Mandatory Event. Riots in the cities. Takes place when played for rank and colour or discarded: SNCC and CORE each discard a 4-rank card or lower their Non-Violence Commitment Level."
  }),
  named("9.8, 19.0", {
    id: "malcolm-x",
    name: "Malcolm X",
    rank: 4,
    color: "blue",
    bamn: true,
    target: "own-project",
    effects: [{ kind: "event-leader", leader: "Malcolm X", projectType: "V" }],
    text: "By Any Means Necessary. In your V Project, Malcolm X replaces your Protest Leader (19.0)."
  }),
  named("9.8, 19.0", {
    id: "robert-f-williams",
    name: "Robert F. Williams",
    rank: 4,
    color: "white",
    bamn: true,
    target: "own-project",
    effects: [{ kind: "event-leader", leader: "Robert F. Williams", projectType: "A" }],
    text: "By Any Means Necessary. In your A Project, Robert F. Williams replaces your Protest Leader (19.0)."
  }),
  named("9.8", {
    id: "the-deacons-for-defense",
    name: "The Deacons for Defense",
    rank: 3,
    color: "blue",
    bamn: true,
    target: "own-project",
    effects: [collectWhite2(3)],
    text: "By Any Means Necessary. Armed Black veterans guard the marchers. Collect 3 white cubes from your Project."
  }),
  named("9.8", {
    id: "a-bomb-for-a-bomb",
    name: "A Bomb for a Bomb",
    rank: 3,
    color: "red",
    bamn: true,
    target: "own-project",
    effects: [collectWhite2(2)],
    text: "By Any Means Necessary. Retaliation in kind frightens the night riders. Collect 2 white cubes from your Project."
  })
];
var leaderEvents = [
  named("6.3", {
    id: "staff-hired-1",
    name: "Staff Hired",
    rank: 2,
    color: "blue",
    target: "self",
    effects: [{ kind: "hire-staff" }],
    text: "Hire a second Staff Leader this Turn: draw a random Staffer from your pool."
  }),
  named("6.3", {
    id: "staff-hired-2",
    name: "Staff Hired",
    rank: 3,
    color: "white",
    target: "self",
    effects: [{ kind: "hire-staff" }],
    text: "Hire a second Staff Leader this Turn: draw a random Staffer from your pool."
  }),
  named("6.5", {
    id: "wyatt-tee-walker",
    name: "Wyatt Tee Walker",
    rank: 1,
    color: "red",
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "SCLC's executive director keeps the office running. Refresh your tired Staff Leaders."
  }),
  named("6.5", {
    id: "gloster-current",
    name: "Gloster Current",
    rank: 3,
    color: "blue",
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "The NAACP's director of branches rallies the local units. Refresh your tired Staff Leaders."
  }),
  named("7.3", {
    id: "rising-to-the-occasion",
    name: "Rising to the Occasion",
    rank: 3,
    color: "red",
    target: "self",
    effects: [{ kind: "leader-second-project" }],
    text: "A Protest Leader who led a Project may lead a second one."
  }),
  named("7.3", {
    id: "hit-and-run",
    name: "Hit and Run",
    rank: 2,
    color: "white",
    target: "self",
    effects: [{ kind: "leader-second-project" }],
    text: "A Protest Leader who led a Project may lead a second one."
  })
];
var litigationEvents = [
  named("22.11", {
    id: "amicus-brief",
    name: "Amicus Brief",
    rank: 2,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [{ kind: "litigation-hits", amount: 1 }],
    text: "Response: after a Litigation dice roll, add 1 hit to the LDF Attorney."
  }),
  named("22.11", {
    id: "the-fifth-circuit-four",
    name: "The Fifth Circuit Four",
    rank: 4,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [{ kind: "litigation-hits", amount: 2 }],
    text: "Response: Judges Tuttle, Wisdom, Brown and Rives hear the appeal. After a Litigation dice roll, add 2 hits to the LDF Attorney."
  }),
  named("22.9", {
    id: "legacy-of-charles-houston",
    name: "Legacy of Charles Houston",
    rank: 4,
    color: "white",
    starred: true,
    lasting: true,
    target: "game",
    effects: [{ kind: "litigation-modifier", amount: 1 }],
    text: "The architect of the legal campaign trained a generation of lawyers. For the rest of the game, the LDF Attorney adds +1 to his Litigation roll."
  })
];
var xTrackEvents = [
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "march-on-washington",
    name: "March on Washington",
    rank: 4,
    color: "red",
    starred: true,
    target: "game",
    effects: [xUp3("red")],
    text: "250,000 march for jobs and freedom, 28 August 1963. Move red X one space right."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "letter-from-birmingham-jail",
    name: "Letter from Birmingham Jail",
    rank: 3,
    color: "red",
    starred: true,
    target: "game",
    effects: [xUp3("red")],
    text: "Dr. King answers the white clergymen, April 1963. Move red X one space right."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "bloody-sunday-on-television",
    name: "Bloody Sunday on Television",
    rank: 3,
    color: "white",
    starred: true,
    target: "game",
    effects: [xDown3("white")],
    text: "ABC interrupts its movie to show troopers beating marchers on the Pettus Bridge. Move white X one space left."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "we-shall-overcome-address",
    name: '"We Shall Overcome" Address',
    rank: 4,
    color: "blue",
    starred: true,
    target: "game",
    effects: [xDown3("blue")],
    text: 'President Johnson tells Congress "we shall overcome", 15 March 1965. Move blue X one space left.'
  }),
  invented("3.6.4: events that move X", {
    id: "report-to-the-american-people",
    name: "Report to the American People",
    rank: 2,
    color: "blue",
    target: "game",
    effects: [xDown3("blue")],
    text: "President Kennedy calls civil rights a moral issue, 11 June 1963. Move blue X one space left."
  }),
  invented("3.6.4: events that move X", {
    id: "nonviolent-discipline",
    name: "Nonviolent Discipline",
    rank: 1,
    color: "red",
    target: "game",
    effects: [xUp3("red")],
    text: "Workshops in Nashville teach protesters to absorb blows without striking back. Move red X one space right."
  }),
  invented("3.6.4: events that move X", {
    id: "citizens-council-backlash",
    name: "Citizens' Council Backlash",
    rank: 1,
    color: "white",
    target: "game",
    effects: [xUp3("white")],
    text: "The Citizens' Councils organize economic reprisals. Move white X one space right."
  }),
  invented("3.6.4: events that move X", {
    id: "sovereignty-commission",
    name: "Sovereignty Commission",
    rank: 1,
    color: "blue",
    target: "game",
    effects: [xUp3("blue")],
    text: "The state spies on the movement and feeds the sheriffs. Move blue X one space right."
  })
];
var responseEvents = [
  invented("9.7: a Response card", {
    id: "bail-fund",
    name: "Bail Fund",
    rank: 1,
    color: "red",
    response: true,
    target: "any-project",
    effects: [addRed3(2)],
    text: "Response: when red cubes are removed from a Project, add 2 red cubes to it."
  }),
  invented("9.7: a Response card", {
    id: "federal-marshals",
    name: "Federal Marshals",
    rank: 3,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [collectWhite2(2)],
    text: "Response: when white cubes score hits in a Project, collect 2 white cubes from it."
  }),
  invented("9.7: a Response card", {
    id: "national-guard-federalized",
    name: "National Guard Federalized",
    rank: 4,
    color: "red",
    response: true,
    target: "any-project",
    effects: [collectWhite2(3)],
    text: "Response: when white cubes score hits in a Project, collect 3 white cubes from it."
  }),
  invented("9.7: a Response card", {
    id: "justice-department-observers",
    name: "Justice Department Observers",
    rank: 2,
    color: "white",
    response: true,
    target: "any-project",
    effects: [collectBlue2(1)],
    text: "Response: when blue cubes score hits in a Project, collect 1 blue cube from it."
  })
];

// src/games/free-at-last/data/strategy-fundraisers.ts
var fundraisers = [
  named("4.0 C, 9.3.2.1 A", {
    id: "direct-mail",
    name: "Direct Mail",
    rank: 4,
    color: "blue",
    fundraiser: true,
    phase: "project-selection",
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. Letters to northern supporters bring in small checks by the thousand. Draw 2 Strategy cards."
  }),
  named("4.0 C, 9.3.2.1 A", {
    id: "ruby-dee-and-ossie-davis",
    name: "Ruby Dee and Ossie Davis",
    rank: 3,
    color: "red",
    fundraiser: true,
    phase: "project-selection",
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. The actors host benefits and lend the movement their voices. Draw 2 Strategy cards."
  }),
  named("4.0 C", {
    id: "new-yorkers",
    name: "New Yorkers",
    rank: 3,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. A Carnegie Hall benefit fills the movement's coffers. Draw 2 Strategy cards."
  }),
  named("4.0 C", {
    id: "bayard-rustin",
    name: "Bayard Rustin",
    rank: 4,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. The master organizer of the March on Washington raises money and staff. Draw 2 Strategy cards."
  }),
  named("6.5", {
    id: "harry-belafonte",
    name: "Harry Belafonte",
    rank: 2,
    color: "blue",
    fundraiser: true,
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "Fundraiser. Belafonte bankrolls the movement and its bail funds. Refresh your tired Staff Leaders."
  }),
  invented("a lower-rank fundraiser (9.5); Mahalia Jackson sang at movement benefits", {
    id: "mahalia-jackson",
    name: "Mahalia Jackson",
    rank: 1,
    color: "red",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The Queen of Gospel sings for the cause. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Dick Gregory performed and raised money for SNCC", {
    id: "dick-gregory",
    name: "Dick Gregory",
    rank: 2,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The comedian flies food and money to the Delta. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Sammy Davis Jr. headlined benefits for SCLC", {
    id: "sammy-davis-jr",
    name: "Sammy Davis Jr.",
    rank: 1,
    color: "blue",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. A Broadway benefit for the movement. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Jackie Robinson held jazz concerts for the movement", {
    id: "jackie-robinson",
    name: "Jackie Robinson",
    rank: 2,
    color: "red",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. Afternoon of Jazz at the Robinson home raises bail money. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Lena Horne performed at movement rallies", {
    id: "lena-horne",
    name: "Lena Horne",
    rank: 1,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The singer performs at a Jackson rally. Draw a Strategy card."
  })
];

// src/games/free-at-last/data/strategy-generic.ts
var genericCards = [
  ...copies(
    {
      id: "freedom-songs",
      name: "Freedom Songs",
      target: "own-project",
      effects: [addRed3(1)],
      text: `"Ain't gonna let nobody turn me around." Add 1 red cube to your Project.`
    },
    [[1, "blue"], [1, "blue"], [1, "white"], [1, "white"], [1, "red"], [1, "red"]]
  ),
  ...copies(
    {
      id: "mass-meeting",
      name: "Mass Meeting",
      target: "own-project",
      effects: [addRed3(2)],
      text: "The church is packed for the evening mass meeting. Add 2 red cubes to your Project."
    },
    [[1, "blue"], [1, "blue"], [1, "white"], [1, "white"], [1, "red"], [2, "red"], [2, "blue"]]
  ),
  ...copies(
    {
      id: "night-riders",
      name: "Night Riders",
      target: "any-project",
      effects: [addWhite2(2)],
      text: "Shots are fired into a freedom house. Add 2 white cubes to any Project."
    },
    [[1, "blue"], [1, "white"], [1, "red"]]
  ),
  ...copies(
    {
      id: "economic-reprisals",
      name: "Economic Reprisals",
      target: "any-project",
      effects: [removeRed2(1)],
      text: "Sharecroppers who tried to register are evicted. Remove 1 red cube from any Project."
    },
    [[1, "blue"], [1, "white"]]
  ),
  ...copies(
    {
      id: "picket-line",
      name: "Picket Line",
      target: "own-project",
      effects: [addRed3(2)],
      text: "Pickets walk in front of the store all day. Add 2 red cubes to your Project."
    },
    [[2, "red"], [2, "red"], [2, "white"]]
  ),
  ...copies(
    {
      id: "economic-boycott",
      name: "Economic Boycott",
      target: "any-project",
      effects: [collectWhite2(1)],
      text: `"Don't buy where you can't eat." Collect 1 white cube from any Project.`
    },
    [[2, "blue"], [2, "blue"], [2, "red"], [2, "white"]]
  ),
  ...copies(
    {
      id: "church-rally",
      name: "Church Rally",
      target: "own-project",
      effects: [addRed3(2)],
      text: "The congregation votes to join the movement. Add 2 red cubes to your Project."
    },
    [[2, "red"], [2, "white"], [2, "blue"]]
  ),
  ...copies(
    {
      id: "citizenship-school",
      name: "Citizenship School",
      target: "own-project",
      effects: [addRed3(3)],
      text: "Adults learn to read the constitution and fill in the registration form. Add 3 red cubes to your Project."
    },
    [[3, "blue"], [3, "blue"], [3, "white"]]
  ),
  ...copies(
    {
      id: "police-brutality",
      name: "Police Brutality",
      target: "any-project",
      effects: [removeRed2(2)],
      text: "Police clubs and dogs break up the demonstration. Remove 2 red cubes from any Project."
    },
    [[3, "red"], [3, "white"]]
  ),
  ...copies(
    {
      id: "press-coverage",
      name: "Press Coverage",
      target: "any-project",
      effects: [collectWhite2(2)],
      text: "Photographs of the mob run on front pages across the country. Collect 2 white cubes from any Project."
    },
    [[3, "red"], [3, "white"], [3, "blue"]]
  ),
  ...copies(
    {
      id: "student-volunteers",
      name: "Student Volunteers",
      target: "own-project",
      effects: [addRed3(3)],
      text: "College students leave campus to join the movement. Add 3 red cubes to your Project."
    },
    [[3, "red"], [3, "white"], [3, "white"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "federal-court-order",
      name: "Federal Court Order",
      target: "any-project",
      effects: [collectBlue2(1)],
      text: "A federal judge orders the officials to stand aside. Collect 1 blue cube from any Project."
    },
    [[4, "blue"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "northern-support",
      name: "Northern Support",
      target: "self",
      effects: [draw(2)],
      text: "Sympathy pickets in the North send money and volunteers. Draw 2 Strategy cards."
    },
    [[4, "blue"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "summer-volunteers",
      name: "Summer Volunteers",
      target: "own-project",
      effects: [addRed3(4)],
      text: "Hundreds of volunteers arrive for the summer. Add 4 red cubes to your Project."
    },
    [[4, "red"], [4, "white"]]
  )
];

// src/games/free-at-last/data/strategy-phase-events.ts
var projectSelectionEvents = [
  named("9.3.2.1 A", {
    id: "civil-rights-commission-hearings",
    name: "Civil Rights Commission Hearings",
    rank: 2,
    color: "white",
    phase: "project-selection",
    target: "game",
    effects: [xDown3("blue")],
    text: "The Commission on Civil Rights takes testimony from turned-away voters. Move blue X one space left."
  }),
  named("9.3.2.1 A", {
    id: "new-project-leader",
    name: "New Project Leader",
    rank: 2,
    color: "blue",
    phase: "project-selection",
    target: "self",
    effects: [{ kind: "new-leader" }],
    text: "A new Protest Leader emerges: assign an additional available Protest Leader to your Project."
  }),
  named("9.3.2.1 A", {
    id: "pilgrimage-of-prayer",
    name: "Pilgrimage of Prayer",
    rank: 3,
    color: "white",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "The faithful gather at the Lincoln Memorial to pray for freedom. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "robert-moses",
    name: "Robert Moses",
    rank: 4,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Bob Moses walks into McComb alone and starts a voter school. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A, 9.3.2.2", {
    id: "robert-kennedy",
    name: "Robert Kennedy",
    rank: 4,
    color: "blue",
    phase: "project-selection",
    turns: [2, 3],
    target: "any-project",
    effects: [collectBlue2(1)],
    text: "The Attorney General telephones the governor. Collect 1 blue cube from any Project. Not playable Turn 1, when William Rogers is Attorney General."
  }),
  named("9.3.2.1 A", {
    id: "jail-no-bail",
    name: "Jail, No Bail",
    rank: 2,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Protesters fill the jails rather than pay bail. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "dorothy-height",
    name: "Dorothy Height",
    rank: 3,
    color: "blue",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "The National Council of Negro Women sends its volunteers. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "voter-education-project",
    name: "Voter Education Project",
    rank: 4,
    color: "white",
    starred: true,
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Foundation money pays for voter registration across the South. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "white-house-summit",
    name: "White House Summit",
    rank: 4,
    color: "red",
    starred: true,
    phase: "project-selection",
    target: "game",
    effects: [xUp3("red")],
    text: "The movement's leaders meet the President. Move red X one space right."
  }),
  named("9.3.2.1 A", {
    id: "operation-doorbell",
    name: "Operation Doorbell",
    rank: 1,
    color: "blue",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "Volunteers go door to door to sign up new voters. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "freedom-highways",
    name: "Freedom Highways",
    rank: 2,
    color: "white",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "CORE tests the roadside restaurants along the highways. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "i-am-a-man",
    name: "I Am a Man",
    rank: 1,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "Marchers carry the placards that claim their dignity. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "william-mcculloch",
    name: "William McCulloch",
    rank: 3,
    color: "blue",
    phase: "project-selection",
    target: "game",
    effects: [xDown3("blue")],
    text: "The Republican from Ohio brings his party behind civil rights. Move blue X one space left."
  })
];
var challengePhaseEvents = [
  named("9.3.2.1 B, 9.15", {
    id: "i-have-been-to-the-mountaintop",
    name: "I Have Been to the Mountaintop",
    rank: 4,
    color: "blue",
    starred: true,
    phase: "challenge",
    target: "game",
    effects: [{ kind: "cancel-all-challenges" }],
    text: "Cancel ALL Challenge cards; they go to the discard pile."
  }),
  named("9.3.2.1 B, 9.15", {
    id: "the-freedom-singers",
    name: "The Freedom Singers",
    rank: 2,
    color: "white",
    phase: "challenge",
    target: "game",
    effects: [{ kind: "cancel-all-challenges" }],
    text: "The Freedom Singers lift the movement's spirits. Cancel ALL Challenge cards; they go to the discard pile."
  })
];
var legislationPhaseEvents = [
  named("9.3.2.1 C", {
    id: "a-philip-randolph",
    name: "A. Philip Randolph",
    rank: 4,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [xUp3("red")],
    text: "The dean of Black labor leaders calls the nation to march. Move red X one space right."
  }),
  named("9.3.2.1 C, 9.3.2.2", {
    id: "the-johnson-treatment",
    name: "The Johnson Treatment",
    rank: 4,
    color: "white",
    turns: [3],
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "The President leans on a wavering senator. Pass a Legislation card from the discard pile into law. Turn 3 only."
  }),
  named("9.3.2.1 C, 9.3.2.2", {
    id: "dirksen-johnson-alliance",
    name: "Dirksen-Johnson Alliance",
    rank: 3,
    color: "white",
    turns: [1],
    phase: "legislation",
    target: "game",
    effects: [passLaw("V")],
    text: "The Senate Majority Leader and the Republican leader broker a voting bill. Pass a V Legislation card from the discard pile into law. Turn 1 only."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "emanuel-celler",
    name: "Emanuel Celler",
    rank: 3,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "The chairman of the House Judiciary Committee reports the bill. Pass a Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "rayburn-packs-the-rules-committee",
    name: "Rayburn Packs the Rules Committee",
    rank: 4,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "Speaker Rayburn outflanks Judge Smith. Pass a Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "big-labor",
    name: "Big Labor",
    rank: 2,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("A")],
    text: "The AFL-CIO lobbies for the bill. Pass an A Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "clarence-mitchell-jr",
    name: "Clarence Mitchell Jr.",
    rank: 3,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: `The NAACP's "101st Senator" works the Capitol. Pass a Legislation card from the discard pile into law.`
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "adam-clayton-powell",
    name: "Adam Clayton Powell",
    rank: 2,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [passLaw("S")],
    text: "The Powell Amendment bars federal school aid to segregated schools. Pass an S Legislation card from the discard pile into law."
  })
];
var endOfTurnEvents = [
  named("9.3.2.1 D", {
    id: "wilma-rudolph",
    name: "Wilma Rudolph",
    rank: 1,
    color: "white",
    phase: "end-of-turn",
    target: "self",
    effects: [stars(1)],
    text: "The Olympic champion insists her homecoming parade in Clarksville be integrated. Gain a Star."
  })
];
var turnRestrictedActionEvents = [
  named("9.3.2.2", {
    id: "special-message-on-civil-rights",
    name: "Special Message on Civil Rights",
    rank: 3,
    color: "red",
    turns: [2],
    target: "any-project",
    effects: [collectWhite2(2)],
    text: "President Kennedy sends Congress his civil rights message. Collect 2 white cubes from any Project. Turn 2 only."
  })
];

// src/games/free-at-last/data/strategy.ts
var strategy = [
  ...projectSelectionEvents,
  ...challengePhaseEvents,
  ...legislationPhaseEvents,
  ...endOfTurnEvents,
  ...turnRestrictedActionEvents,
  ...fundraisers,
  ...bamnEvents,
  ...leaderEvents,
  ...litigationEvents,
  ...xTrackEvents,
  ...responseEvents,
  ...genericCards
];

// src/games/free-at-last/data/tracks.ts
var dice = {
  red: [0, 1, 2, 3, "X", "X"],
  white: [0, 1, 2, 3, "X", "K"],
  blue: [1, 2, 3, 4, "X", "X"],
  source: { reconstructed: "3.6 fixes the X/K sides and 12.0 the 3 (red, white) and 4 (blue) faces; the other numbers are chosen so each die has 6 sides" }
};
var xTracks = {
  red: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  white: { values: [0, 1, 2, 3, 4, 5, 6, 7], start: 3 },
  blue: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  source: { reconstructed: "the board is not reproduced in the rulebook; X starts one above the best number face of red and blue and equal to white's, with room to move four spaces either way" }
};
var starValues = {
  values: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
  source: { reconstructed: "1.4 fixes 7 Stars = 21 VPs; a constant 3 VPs per Star is the simplest chart through that point" }
};
var failurePenalties = {
  values: [0, -1, -1, -2, -2, -3, -4, -4, -8, -8, -8],
  source: { reconstructed: "1.5 and 3.4 fix 6, 7 \u2192 \u20134 and 8 \u2192 \u20138; lower spaces rise gently to \u20134, 9+ repeats \u20138 (Seggie victory, 1.6)" }
};
var cubes = {
  red: 100,
  white: 80,
  blue: 40,
  source: { reconstructed: "the rulebook does not count the cubes; enough for four Projects of up to 36 red cubes plus reinforcements" }
};

// src/games/free-at-last/data/index.ts
function parseComponents(input) {
  return componentSetSchema2.parse(input);
}
var referenceComponents2 = parseComponents({
  name: "Free at Last reference set",
  states: states2,
  projects,
  strategy,
  homeCards,
  leaders,
  attorneys,
  legislation,
  dice,
  xTracks,
  starValues,
  failurePenalties,
  cubes
});

// src/games/free-at-last/state/zones.ts
function componentsOf(s) {
  return s.components ?? referenceComponents2;
}
var supply = { zone: "supply" };
var onProject = (org7) => ({ zone: "project", org: org7 });
var eliminatedArea = (org7) => ({ zone: "eliminated", org: org7 });
var criminalHold = (org7) => ({ zone: "criminal", org: org7 });
function cubesIn(s, where, color3) {
  switch (where.zone) {
    case "supply":
      return s.supply[color3];
    case "project":
      return s.projects[where.org]?.cubes[color3] ?? 0;
    case "eliminated":
      return s.orgs[where.org].eliminated[color3];
    case "criminal":
      return color3 === "red" ? s.orgs[where.org].criminalHold : 0;
  }
}
function withCount(c, color3, n9) {
  return { red: color3 === "red" ? n9 : c.red, white: color3 === "white" ? n9 : c.white, blue: color3 === "blue" ? n9 : c.blue };
}
function putCount(t, where, color3, n9) {
  switch (where.zone) {
    case "supply":
      t.supply = withCount(t.supply, color3, n9);
      return;
    case "project": {
      const p = t.projects[where.org];
      if (!p) throw new Error(`${where.org} has no Project`);
      t.projects = withKey(t.projects, where.org, { ...p, cubes: withCount(p.cubes, color3, n9) });
      return;
    }
    case "eliminated": {
      const o = t.orgs[where.org];
      t.orgs = withKey(t.orgs, where.org, { ...o, eliminated: withCount(o.eliminated, color3, n9) });
      return;
    }
    case "criminal": {
      if (color3 !== "red") throw new Error("Only red cubes are held for criminal cases (15.14)");
      t.orgs = withKey(t.orgs, where.org, { ...t.orgs[where.org], criminalHold: n9 });
      return;
    }
  }
}
function moveCubes(s, from, to, color3, n9) {
  const have = cubesIn(s, from, color3);
  const moved = Math.max(0, Math.min(n9, have));
  if (moved === 0) return { state: s, moved };
  const t = copyState2(s);
  putCount(t, from, color3, have - moved);
  putCount(t, to, color3, cubesIn(t, to, color3) + moved);
  return { state: t, moved };
}
var noCubeScoring = (s, category) => s.ext?.variant === "coop" && (category === "segCubes" || category === "redCubes" || category === "litigation");
function addVp(s, org7, category, n9) {
  if (n9 === 0 || noCubeScoring(s, category)) return s;
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, vp: o.vp + n9, vpBreakdown: withKey(o.vpBreakdown, category, o.vpBreakdown[category] + n9) });
}
function gainStars(s, org7, n9) {
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, stars: o.stars + n9 });
}
function spendStars(s, org7, n9) {
  const o = s.orgs[org7];
  if (o.stars < n9) throw new Error(`${org7} has ${o.stars} Stars, cannot spend ${n9}`);
  return withOrg(s, org7, { ...o, stars: o.stars - n9 });
}
function gainFailures(s, org7, n9) {
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, failures: o.failures + n9 });
}
function moveX(s, die2, direction) {
  const last2 = componentsOf(s).xTracks[die2].values.length - 1;
  const at = s.xTrack[die2] + (direction === "up" ? 1 : -1);
  const t = copyState2(s);
  t.xTrack = withKey(s.xTrack, die2, Math.max(0, Math.min(last2, at)));
  return t;
}
function xValue(s, die2) {
  return componentsOf(s).xTracks[die2].values[s.xTrack[die2]];
}
function failureMarkers(s) {
  const byOrg = {};
  let total = 0;
  for (const org7 of s.seats) {
    byOrg[org7] = s.orgs[org7].failures;
    total += byOrg[org7];
  }
  return { byOrg, total, track: s.failureTrackStart + total };
}
function freshProject(card9, owner2, stage3, leaders5 = []) {
  return {
    card: card9,
    owner: owner2,
    cubes: { red: 0, white: 0, blue: 0 },
    stage: stage3,
    leaders: [...leaders5],
    freedomRiders: [],
    overkill: 0,
    litigationUsed: false,
    protests: 0,
    blueHitFirstProtest: false,
    leaderLost: false,
    lostLocalFigures: [],
    xRerollsUsed: [],
    eventLeader: null,
    outcome: "active"
  };
}

// src/games/free-at-last/check-state.ts
function checkFreeAtLastState(s) {
  const c = componentsOf(s);
  const out = [];
  for (const o of s.seats) if (!s.orgs[o]) out.push(`seat ${o} has no organization state`);
  if (s.tasks[0]?.kind !== "flow" || s.tasks.slice(1).some((t) => t.kind === "flow")) out.push("the task stack must hold the flow task at its bottom, and only there");
  const flow = s.tasks[0];
  const last2 = s.phase === "action-rounds" ? s.seats.length - 1 : s.seats.length;
  if (flow?.kind === "flow" && flow.cursor > last2) out.push(`the Turn order cursor ${flow.cursor} is past the ${s.seats.length} seats`);
  out.push(...frameProblems(s));
  if (out.length > 0) return out;
  const cubes4 = cubeCensus(s);
  for (const k of ["red", "white", "blue"]) if (cubes4[k] !== c.cubes[k]) out.push(`${k} cubes: ${cubes4[k]} in the game, the set has ${c.cubes[k]}`);
  out.push(...collectionProblems("Strategy cards", strategyPlaces(s), c.strategy.map((x) => x.id)));
  const strategy3 = new Set(c.strategy.map((x) => x.id));
  for (const id of playedCards(s.tasks)) if (id !== "home" && !strategy3.has(id)) out.push(`a pending task plays Strategy card ${id}, which is not in the set`);
  const leaders5 = c.leaders.filter((l) => s.seats.includes(l.organization)).map((l) => l.id);
  out.push(...collectionProblems("Leaders", leaderPlaces(s), leaders5));
  out.push(...collectionProblems("Challenge cards", challengePlaces(s), challengeIds(s)));
  const d = s.decks;
  const laws = [...d.legislation, ...d.civilRightsAct, ...d.votingRightsAct, ...d.laws.S, ...d.laws.A, ...d.laws.V, ...d.legislationDiscard, ...d.legislationRemoved];
  out.push(...collectionProblems("Legislation cards", laws, c.legislation.map((x) => x.id)));
  const projectCards3 = new Set(c.projects.map((p) => p.number));
  const named2 = [...Object.values(s.projects).map((p) => p.card), ...Object.values(s.offered), ...s.decks.projects, ...s.decks.projectDiscard];
  for (const n9 of new Set(named2)) if (!projectCards3.has(n9)) out.push(`Project card ${n9} is not in the set`);
  for (const [o, p] of Object.entries(s.projects)) {
    const type2 = c.projects.find((x) => x.number === p.card)?.type;
    if (type2 && !stagesOf[type2].includes(p.stage)) out.push(`${o}'s ${type2} Project is at stage ${p.stage}, which a ${type2} Project does not have`);
  }
  const doubled = named2.filter((n9, i) => named2.indexOf(n9) !== i);
  if (doubled.length > 0) out.push(`Project cards ${[...new Set(doubled)].slice(0, 3).join(", ")} in two places`);
  if (s.phase === "game-over" && (s.turn !== 3 || s.tasks.length > 1)) out.push(`the game is over in Turn ${s.turn} with ${s.tasks.length - 1} tasks pending`);
  for (const k of ["red", "white", "blue"]) {
    const last3 = c.xTracks[k].values.length - 1;
    if (s.xTrack[k] < 0 || s.xTrack[k] > last3) out.push(`the ${k} X Value cube is at ${s.xTrack[k]}, off its track (0\u2013${last3})`);
  }
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    const b = org7.vpBreakdown;
    const sum = b.segCubes + b.redCubes + b.freedomMarkers + b.litigation + b.events + b.stars + b.failures;
    if (org7.vp !== sum) out.push(`${o} has ${org7.vp} VP, its breakdown adds up to ${sum}`);
  }
  return out;
}
var stagePhase = {
  dealProjects: "deal-projects",
  hireSeats: "hire-staff",
  selectSeats: "select-projects",
  selectAfterRedraw: "select-projects",
  challengeDecisions: "challenges",
  challengeBoard: "challenges",
  lawEvents: "legislation",
  roundPreempt: "action-rounds",
  roundWindow: "action-rounds",
  roundBegin: "action-rounds",
  roundPlay: "action-rounds",
  heldMandatory: "end-of-turn",
  discardSeats: "end-of-turn",
  supremeCourt: "end-of-turn",
  challengesEnd: "end-of-turn"
};
function frameProblems(s) {
  const out = [];
  const top = frameTop(s.tasks);
  s.tasks.forEach((t, i) => {
    if (isStage(t)) {
      if (i > top) out.push(`the ${t.kind} stage at ${i} on the task stack, above the flow's frame`);
      if (stagePhase[t.kind] !== s.phase) out.push(`the ${t.kind} stage in the ${s.phase} phase`);
      if ("cursor" in t && t.cursor > s.seats.length) out.push(`the ${t.kind} stage's cursor ${t.cursor} is past the ${s.seats.length} seats`);
    }
    if (!isWindow(t)) return;
    if (i !== top) out.push(`a ${t.kind} window at ${i} on the task stack, not on top of the flow's frame`);
    if (t.seats.length === 0) out.push(`a ${t.kind} window with no seat to ask`);
    if (t.seats.some((o, j) => !s.seats.includes(o) || t.seats.indexOf(o) !== j)) out.push(`a ${t.kind} window asks ${t.seats.join(", ")}: not seats of the game, each once`);
  });
  return out;
}
var stagesOf = {
  A: ["protest", "bamn-white", "bamn-blue", "done"],
  S: ["exam", "school-year", "done"],
  V: ["classes", "courthouse", "bamn-white", "bamn-blue", "done"]
};
function playedCards(value3) {
  if (Array.isArray(value3)) return value3.flatMap(playedCards);
  if (value3 === null || typeof value3 !== "object") return [];
  const o = value3;
  const own = typeof o["id"] === "string" && typeof o["rank"] === "number" && "color" in o ? [o["id"]] : [];
  return [...own, ...Object.values(o).flatMap(playedCards)];
}

// src/games/free-at-last/rules/lookup.ts
var cache2 = /* @__PURE__ */ new WeakMap();
var last;
function indexOf(c) {
  if (last?.c === c) return last.ix;
  let ix = cache2.get(c);
  if (!ix) {
    ix = {
      strategy: new Map(c.strategy.map((x) => [x.id, x])),
      projects: new Map(c.projects.map((x) => [x.number, x])),
      leaders: new Map(c.leaders.map((x) => [x.id, x])),
      legislation: new Map(c.legislation.map((x) => [x.id, x])),
      stateColor: new Map(c.states.map((x) => [x.id, x.color]))
    };
    cache2.set(c, ix);
  }
  last = { c, ix };
  return ix;
}
function must(m, k, what) {
  const v = m.get(k);
  if (v === void 0) throw new Error(`Unknown ${what} '${String(k)}'`);
  return v;
}
var strategyCard = (s, id) => must(indexOf(componentsOf(s)).strategy, id, "Strategy card");
var projectCard = (s, n9) => must(indexOf(componentsOf(s)).projects, n9, "Project card");
var leader2 = (s, id) => must(indexOf(componentsOf(s)).leaders, id, "Leader");
var findLeader = (s, id) => indexOf(componentsOf(s)).leaders.get(id);
var legislationCard = (s, id) => must(indexOf(componentsOf(s)).legislation, id, "Legislation card");
var stateColor = (s, state) => must(indexOf(componentsOf(s)).stateColor, state, "state");
function activeProject(s, org7) {
  const p = s.projects[org7];
  return p && p.outcome === "active" ? p : void 0;
}
function anyActiveProject(s) {
  for (const o of s.seats) if (activeProject(s, o) !== void 0) return true;
  return false;
}
var activeOwners = (s) => s.seats.filter((o) => activeProject(s, o) !== void 0);
var handSize = (s, org7) => s.orgs[org7].hand.length + (s.orgs[org7].homeCardInHand ? 1 : 0);
var canDraw = (s) => s.decks.strategy.length + s.decks.strategyDiscard.length > 0;

// src/games/free-at-last/state/running-resolution.ts
var kinds = new Set(Object.values(resolutionKindOf));
var isResolution = (t) => kinds.has(t.kind);
function resolutionOf(s) {
  const tasks = s.tasks;
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (kinds.has(t.kind)) return t;
  }
  return null;
}

// src/games/free-at-last/rules/mandatory-events.ts
var isMandatory = (s, card9) => card9 !== "home" && strategyCard(s, card9).mandatory;
function triggerBurn(s, ev2) {
  const who3 = s.seats.filter((o) => s.orgs[o].nonViolence !== null);
  ev2.push({ type: "burnBabyBurn", orgs: who3 });
  return withFlow(s, { burn: [...flowOf(s).burn, ...who3] });
}

// src/games/free-at-last/rules/tasks.ts
function change2(ctx, rule) {
  const ev2 = [];
  ctx.state = rule(ctx.state, ev2);
  for (const e of ev2) ctx.emit(e);
}
var pileOutcomes = (p) => p === null ? [] : countedOutcomes(p.items, p.make);
var drawsFrom = (pile3) => ({ pile: pile3, outcomes: (s, t) => pileOutcomes(pile3(s, t)) });
var distinct = /* @__PURE__ */ new WeakSet();
function keepsDistinct(from, to) {
  if (distinct.has(from)) distinct.add(to);
  return to;
}
function isDistinct(items) {
  if (distinct.has(items)) return true;
  if (new Set(items).size !== items.length) return false;
  distinct.add(items);
  return true;
}
function drawFrom(p, rng) {
  const items = p.items;
  if (items.length === 0) throw new Error("chance node without outcomes");
  const [r, next3] = randomInt(rng, items.length);
  if (items.length > 8 && isDistinct(items)) return [p.make(items[r]), next3];
  let left = r;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (items.indexOf(x) !== i) continue;
    let w = 0;
    for (let j = i; j < items.length; j++) if (items[j] === x) w++;
    if (left < w) return [p.make(x), next3];
    left -= w;
  }
  throw new Error("unreachable: a pile changed while drawing");
}

// src/games/free-at-last/rules/projects/common.ts
function projectOf(s, org7) {
  const p = s.projects[org7];
  if (!p) throw new Error(`${org7} has no Project`);
  return p;
}
function setProject(ctx, org7, patch) {
  const d = ctx.draft();
  d.projects = withKey(d.projects, org7, { ...projectOf(d, org7), ...patch });
}
function setOrg(ctx, org7, patch) {
  const d = ctx.draft();
  d.orgs = withKey(d.orgs, org7, { ...d.orgs[org7], ...patch });
}
function res(s) {
  const r = resolutionOf(s);
  if (!r) throw new Error("No project resolution is running");
  return r;
}
function copyResolution(r) {
  return {
    org: r.org,
    mode: r.mode,
    cards: r.cards,
    next: r.next,
    after: r.after,
    roll: r.roll,
    queue: r.queue,
    results: r.results,
    figures: r.figures,
    staffOffer: r.staffOffer,
    rerolls: r.rerolls,
    batch: r.batch,
    staffCubes: r.staffCubes,
    staffLeader: r.staffLeader,
    strikeFirstOk: r.strikeFirstOk,
    strikeFirst: r.strikeFirst,
    insured: r.insured,
    extraRank: r.extraRank,
    hits: r.hits,
    collected: r.collected,
    removed: r.removed,
    advanced: r.advanced,
    leaderHits: r.leaderHits,
    responders: r.responders,
    responseHits: r.responseHits,
    appeal: r.appeal,
    proposals: r.proposals,
    cases: r.cases,
    registrar: r.registrar,
    leaderGone: r.leaderGone,
    kind: r.kind
  };
}
var ownRes = (ctx) => ctx.own(res(ctx.state), copyResolution);
function startResolution(ctx, task3) {
  const running = resolutionOf(ctx.state);
  if (running === null) ctx.push(task3);
  else ctx.replace(running, task3);
}
var viaCtx = (s, rule) => runOn(s, rule, { copy: copyState2, pushBelow: isDraw });
function redStrength(p) {
  return p.cubes.red + 2 * p.freedomRiders.length;
}
function redRemain(p) {
  return p.cubes.red + p.freedomRiders.length > 0;
}
function zoneName(z29) {
  return z29.zone === "supply" ? "supply" : `${z29.zone}:${z29.org}`;
}
function move(ctx, from, to, color3, n9, why6) {
  const r = moveCubes(ctx.state, from, to, color3, n9);
  if (r.moved > 0) {
    ctx.state = r.state;
    ctx.emit({ type: "cubes", color: color3, count: r.moved, from: zoneName(from), to: zoneName(to), why: why6 });
  }
  return r.moved;
}
function score(ctx, org7, category, n9, why6) {
  if (n9 === 0) return;
  ctx.emit({ type: "vp", org: org7, category, vp: n9, why: why6 });
  ctx.state = addVp(ctx.state, org7, category, n9);
}
var misfit = (a, kind2) => new Error(`Action ${a.type} does not fit the resolution step ${kind2}`);
function newRoll(die2, purpose2, opts = {}) {
  return { die: die2, purpose: purpose2, twice: false, insured: false, exempt: false, modifier: 0, faces: [], kept: null, subsequent: null, deferConfirm: false, xRerollDeclined: false, plain: false, ...opts };
}
function newResolution(org7, mode2, cards5, next3) {
  return {
    org: org7,
    mode: mode2,
    cards: [...cards5],
    kind: "resolutionRoll",
    next: next3,
    after: "",
    roll: null,
    queue: [],
    results: {},
    figures: [],
    staffOffer: [],
    rerolls: 0,
    batch: [],
    staffCubes: [],
    staffLeader: [],
    strikeFirstOk: false,
    strikeFirst: false,
    insured: false,
    extraRank: 0,
    hits: { red: 0, white: 0, blue: 0 },
    collected: { white: 0, blue: 0 },
    removed: { byWhite: 0, byBlue: 0, riders: 0 },
    advanced: 0,
    leaderHits: 0,
    responders: [],
    responseHits: 0,
    appeal: false,
    proposals: {},
    cases: [],
    registrar: null,
    leaderGone: false
  };
}
function handCards(s, org7) {
  const o = s.orgs[org7];
  return [...new Set(o.hand), ...o.homeCardInHand ? ["home"] : []];
}
function discardCard(ctx, org7, card9, why6) {
  const o = ctx.state.orgs[org7];
  ctx.emit({ type: "discard", org: org7, card: card9, why: why6 });
  if (card9 === "home") return setOrg(ctx, org7, { homeCardInHand: false });
  const i = o.hand.indexOf(card9);
  setOrg(ctx, org7, { hand: [...o.hand.slice(0, i), ...o.hand.slice(i + 1)] });
  const d = ctx.draft();
  d.decks = { ...d.decks, strategyDiscard: [...d.decks.strategyDiscard, card9] };
  if (isMandatory(ctx.state, card9)) change2(ctx, triggerBurn);
}

// src/games/free-at-last/rules/projects/dice.ts
function isX(face3) {
  return face3 === "X" || face3 === "K";
}
function strikesOut(die2, face3) {
  return face3 === "X" || die2 === "white" && face3 === "K";
}
function minusOneFace(die2) {
  return die2 === "blue" ? 4 : 3;
}
function faceValue(s, roll3, face3) {
  if (roll3.plain) return typeof face3 === "number" ? face3 : 0;
  if (isX(face3)) return xValue(s, roll3.die) + roll3.modifier;
  if (face3 === minusOneFace(roll3.die) && !roll3.exempt) return -1 + roll3.modifier;
  return face3 + roll3.modifier;
}
function xRerollAvailable(s, roll3) {
  const r = res(s);
  const p = s.projects[r.org];
  if (!p || r.mode === "supreme-court" || p.xRerollsUsed.includes(roll3.die)) return false;
  const laws = s.decks.laws[projectCard(s, p.card).type];
  return laws.some((id) => legislationCard(s, id).effects.some((e) => e.kind === "reroll-x-once" && e.die === roll3.die));
}
function rollNeed(s, roll3) {
  if (roll3.faces.length < (roll3.twice ? 2 : 1)) return "chance";
  if (roll3.kept === null) return roll3.faces[0] === roll3.faces[1] ? "done" : "keep";
  if (roll3.plain || !isX(roll3.kept)) return "done";
  if (!roll3.xRerollDeclined && xRerollAvailable(s, roll3)) return "xReroll";
  if (roll3.insured || roll3.deferConfirm || roll3.subsequent !== null) return "done";
  return "chance";
}
var rollPile = (s, roll3) => ({
  items: componentsOf(s).dice[roll3.die],
  make: (face3) => ({ type: "projectRoll", die: roll3.die, face: face3 })
});
function applyFace(ctx, face3) {
  const s = ctx.state;
  const r = res(s);
  const roll3 = r.roll;
  const first = roll3.faces.length < (roll3.twice ? 2 : 1);
  const p = s.projects[r.org];
  const leaders5 = roll3.purpose === "leader" && p ? p.eventLeader !== null ? [p.eventLeader] : p.leaders : [];
  const reading = roll3.plain || !first ? "plain" : isX(face3) ? "x" : face3 === minusOneFace(roll3.die) ? roll3.exempt ? "exempt" : "minus-one" : "plain";
  ctx.emit({ type: "roll", org: r.org, die: roll3.die, face: face3, value: faceValue(s, roll3, face3), purpose: roll3.purpose, subsequent: !first, leaders: leaders5, reading, modifier: roll3.modifier });
  ownRes(ctx).roll = first ? { ...roll3, faces: [...roll3.faces, face3] } : { ...roll3, subsequent: face3 };
}
function keepFace(ctx, face3) {
  const r = ownRes(ctx);
  r.roll = { ...r.roll, kept: face3 };
}
function rerollX2(ctx) {
  const r = res(ctx.state);
  const roll3 = r.roll;
  ctx.emit({ type: "xReroll", die: roll3.die });
  setProject(ctx, r.org, { xRerollsUsed: [...projectOf(ctx.state, r.org).xRerollsUsed, roll3.die] });
  ownRes(ctx).roll = { ...roll3, faces: [], kept: null, subsequent: null };
}
function declineReroll(ctx) {
  const r = ownRes(ctx);
  r.roll = { ...r.roll, xRerollDeclined: true };
}
function settleRoll(ctx) {
  const s = ctx.state;
  let roll3 = res(s).roll;
  const only2 = roll3.kept === null && roll3.faces.length === (roll3.twice ? 2 : 1) && (roll3.faces.length === 1 || roll3.faces[0] === roll3.faces[1]);
  if (only2) roll3 = { ...roll3, kept: roll3.faces[0] };
  if (rollNeed(s, roll3) !== "done") {
    if (only2) ownRes(ctx).roll = roll3;
    return;
  }
  const face3 = roll3.kept;
  const x = !roll3.plain && isX(face3);
  const struckOut = x && roll3.subsequent !== null && strikesOut(roll3.die, roll3.subsequent);
  const result = {
    die: roll3.die,
    face: face3,
    value: struckOut ? 0 : faceValue(s, roll3, face3),
    struckOut,
    klan: face3 === "K" && roll3.subsequent === "K",
    x,
    modifier: roll3.modifier,
    exempt: roll3.exempt
  };
  ctx.emit({ type: "dieResult", org: res(s).org, die: roll3.die, purpose: roll3.purpose, face: face3, value: result.value, struckOut, klan: result.klan, x, subsequent: roll3.subsequent });
  const r = ownRes(ctx);
  r.roll = null;
  r.results = { ...r.results, [roll3.purpose]: result };
}
function hitsOf(base, result) {
  if (!result || result.struckOut) return 0;
  return Math.max(0, base + result.value);
}

// src/games/free-at-last/rules/projects/hits.ts
function blueRemovalZone(s, org7) {
  const p = projectOf(s, org7);
  return projectCard(s, p.card).type === "A" && p.eventLeader === null ? criminalHold(org7) : eliminatedArea(org7);
}
function collectByHits(ctx, org7, hits, colors5) {
  let left = hits;
  for (const color3 of colors5) {
    if (left <= 0) break;
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), color3, left, "collected");
    left -= moved;
    const r = ownRes(ctx);
    const c = r.collected;
    r.collected = { ...c, [color3]: c[color3] + moved };
  }
}
function removeRed3(ctx, org7, byBlue, byWhite) {
  const fromBlue = move(ctx, onProject(org7), blueRemovalZone(ctx.state, org7), "red", byBlue, "removed by blue cubes");
  const fromWhite = move(ctx, onProject(org7), eliminatedArea(org7), "red", byWhite, "removed by white cubes");
  let left = byBlue - fromBlue + byWhite - fromWhite;
  const p = projectOf(ctx.state, org7);
  const riders = Math.min(p.freedomRiders.length, Math.floor(left / 2));
  if (riders > 0) {
    const lost = p.freedomRiders.slice(p.freedomRiders.length - riders);
    ctx.emit({ type: "freedomRidersLost", org: org7, riders: lost });
    setProject(ctx, org7, { freedomRiders: p.freedomRiders.slice(0, p.freedomRiders.length - riders) });
    setOrg(ctx, org7, { removedLeaders: [...ctx.state.orgs[org7].removedLeaders, ...lost] });
    move(ctx, supply, eliminatedArea(org7), "red", 2 * riders, "Freedom Riders eliminated");
    left -= 2 * riders;
  }
  if (left > 0) {
    ctx.emit({ type: "overkill", org: org7, count: left });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill + left });
  }
  const r = ownRes(ctx);
  const removed = r.removed;
  r.removed = { byWhite: removed.byWhite + fromWhite, byBlue: removed.byBlue + fromBlue, riders: removed.riders + riders };
}
function klanAttack(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  if (p.leaders.length > 0 && !p.leaderLost) {
    ctx.emit({ type: "klan", org: org7, killed: p.leaders });
    setOrg(ctx, org7, { removedLeaders: [...ctx.state.orgs[org7].removedLeaders, ...p.leaders] });
    setProject(ctx, org7, { leaders: [], leaderLost: true });
    ownRes(ctx).leaderGone = true;
    return;
  }
  const card9 = projectCard(ctx.state, p.card);
  const figure = card9.type === "V" ? card9.localFigures.find((f) => f.side === "civil-rights" && !p.lostLocalFigures.includes(f.name)) : void 0;
  if (figure) {
    ctx.emit({ type: "klan", org: org7, killed: [figure.name] });
    setProject(ctx, org7, { lostLocalFigures: [...p.lostLocalFigures, figure.name] });
  }
}
function leaderCollectColors(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  switch (r.mode) {
    case "protest":
      return ["white", "blue"];
    case "picket":
      return ["white"];
    // 15.15 blue cubes are never removed through Picketing
    case "exam":
      return ["blue"];
    // 17.4 never collect white cubes through the exam
    case "bamn":
      return p.stage === "bamn-white" ? ["white"] : ["blue"];
    default:
      return [];
  }
}
function leaderHitUses(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  if (r.leaderHits <= 0) return [];
  if (p.overkill > 0) return ["overkill"];
  const uses = [];
  if (r.removed.byWhite + r.removed.byBlue > 0) uses.push("save");
  if (leaderCollectColors(s).some((c) => p.cubes[c] > 0)) uses.push("collect");
  return uses;
}
function applyLeaderHit(ctx, use2) {
  const r = ownRes(ctx);
  const org7 = r.org;
  r.leaderHits = r.leaderHits - 1;
  if (use2 === "overkill") {
    ctx.emit({ type: "overkillRemoved", org: org7, count: 1 });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill - 1 });
    return;
  }
  if (use2 === "collect") return collectByHits(ctx, org7, 1, leaderCollectColors(ctx.state));
  const removed = r.removed;
  if (removed.byWhite > 0) {
    move(ctx, eliminatedArea(org7), onProject(org7), "red", 1, "saved by the Leader");
    ownRes(ctx).removed = { ...removed, byWhite: removed.byWhite - 1 };
    return;
  }
  move(ctx, blueRemovalZone(ctx.state, org7), onProject(org7), "red", 1, "saved by the Leader");
  ownRes(ctx).removed = { ...removed, byBlue: removed.byBlue - 1 };
}
function settleLeaderHits(ctx) {
  for (; ; ) {
    const uses = leaderHitUses(ctx.state);
    if (uses.length !== 1) break;
    applyLeaderHit(ctx, uses[0]);
  }
  const r = ownRes(ctx);
  if (leaderHitUses(ctx.state).length === 0) {
    const after = r.after;
    if (after === "") throw new Error("Leader hits allocated outside a Leader roll (startLeader sets what follows)");
    r.leaderHits = 0;
    r.kind = "resolutionRoll";
    r.next = after;
    return;
  }
  r.kind = "resolutionLeaderHits";
}

// src/games/free-at-last/rules/projects/local-figures.ts
function activatedByCards(a, cards5) {
  switch (a.by) {
    case "color":
      return cards5.some((c) => c.color === a.color);
    case "rank":
      return cards5.some((c) => c.rank === a.rank);
    case "rank-and-color":
      return cards5.some((c) => c.rank === a.rank && c.color === a.color);
    default:
      return false;
  }
}
function figuresOf(s, org7) {
  const p = projectOf(s, org7);
  return projectCard(s, p.card).localFigures.filter((f) => !p.lostLocalFigures.includes(f.name));
}
function figuresActivated(s, org7, cards5, side) {
  const atCourthouse = projectOf(s, org7).stage === "courthouse";
  return figuresOf(s, org7).filter((f) => activatedByCards(f.activation, cards5) && (!f.registrar || atCourthouse) && (side === void 0 || f.side === side));
}
function helpsMovement(e) {
  return e.die === "red" ? e.direction === "up" : e.direction === "down";
}
function projectEffect(ctx, org7, effect) {
  switch (effect.kind) {
    case "collect-seg": {
      const moved = move(ctx, onProject(org7), eliminatedArea(org7), effect.color, effect.count, "collected");
      return score(ctx, org7, "segCubes", moved * (effect.color === "blue" ? 2 : 1), "SEG cubes collected");
    }
    case "remove-red":
      move(ctx, onProject(org7), eliminatedArea(org7), "red", effect.count, "removed");
      return;
    case "add-red":
      move(ctx, supply, onProject(org7), "red", effect.count, "added");
      return;
    case "add-seg":
      move(ctx, supply, onProject(org7), effect.color, effect.count, "added");
      return;
    case "move-x":
      ctx.state = moveX(ctx.state, effect.die, effect.direction);
      ctx.emit({ type: "xMove", die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
      return;
    default:
      return;
  }
}
function applyFigures(ctx, org7, figures, reward, picketing = false) {
  for (const f of figures) {
    ctx.emit({ type: "localFigure", org: org7, name: f.name, side: f.side });
    for (const e of f.effects) {
      if (picketing && e.kind === "collect-seg" && e.color === "blue") continue;
      projectEffect(ctx, org7, e);
      if (!reward || e.kind !== "move-x") continue;
      if (f.side === "civil-rights" && helpsMovement(e)) {
        ctx.emit({ type: "star", org: org7, count: 1, why: f.name });
        ctx.state = gainStars(ctx.state, org7, 1);
      } else if (f.side === "seg" && !helpsMovement(e)) {
        ctx.emit({ type: "failure", org: org7, count: 1, why: f.name });
        ctx.state = gainFailures(ctx.state, org7, 1);
      }
    }
  }
}
function activateBySetSize(s, org7, setSize) {
  const figures = figuresOf(s, org7).filter((f) => f.activation.by === "set-size" && setSize >= f.activation.cards);
  return viaCtx(s, (ctx) => applyFigures(ctx, org7, figures, false));
}
function figuresRollTwice(figures) {
  return figures.some((f) => f.side === "civil-rights" && f.effects.some((e) => e.kind === "roll-twice"));
}

// src/games/free-at-last/rules/activation.ts
function metByProject(a, card9) {
  switch (a.by) {
    case "project-type":
      return card9.type === a.projectType;
    case "project-kind":
      return card9.kind === a.kind;
    case "state":
      return card9.state === a.state;
    case "always":
      return true;
    default:
      return false;
  }
}

// src/games/free-at-last/rules/projects/leaders.ts
function leaderActivated(s, org7, a, cards5) {
  return metByProject(a, projectCard(s, projectOf(s, org7).card)) || activatedByCards(a, cards5);
}
function leaderCanRoll(s, org7) {
  const p = projectOf(s, org7);
  if (p.leaderLost || res(s).leaderGone) return false;
  return p.eventLeader !== null || p.leaders.length > 0;
}
function leaderRoll(s, org7) {
  const p = projectOf(s, org7);
  if (p.eventLeader !== null) return newRoll("red", "leader", { twice: true, exempt: true });
  const cards5 = res(s).cards;
  const leaders5 = p.leaders.map((id) => findLeader(s, id)).filter((l) => l !== void 0);
  const active = leaders5.filter((l) => leaderActivated(s, org7, l.activation, cards5));
  const twice = active.some((l) => l.effects.some((e) => e.kind === "roll-twice"));
  const exempt = leaders5.some((l) => l.immuneToMinusOne) || active.some((l) => activatedByCards(l.activation, cards5));
  return newRoll("red", "leader", { twice, exempt });
}
function staffActivated(s, org7, cards5) {
  return s.orgs[org7].staff.filter((m) => {
    const l = findLeader(s, m.id);
    return !m.tired && l !== void 0 && activatedByCards(l.activation, cards5);
  }).map((m) => m.id);
}
function firstRedIndex(queue) {
  return queue.findIndex((r) => r.die === "red" && (r.purpose === "red-cubes" || r.purpose === "leader" || r.purpose === "ldf" || r.purpose === "doj"));
}
function preRollOptions(s) {
  const r = res(s);
  const i = firstRedIndex(r.queue);
  const red2 = r.queue[i];
  const staffUsable = red2 !== void 0 && (red2.purpose === "red-cubes" || red2.purpose === "leader") && r.mode !== "injunction" && r.mode !== "bamn" && r.mode !== "supreme-court";
  const stars3 = s.orgs[r.org].stars;
  const p = s.projects[r.org];
  return {
    staff: staffUsable ? r.staffOffer : [],
    strikeFirst: r.strikeFirstOk && !r.strikeFirst && red2?.purpose === "red-cubes",
    insure: red2 !== void 0 && !red2.insured && stars3 > 0,
    overkill: r.mode !== "supreme-court" && p !== void 0 && p.overkill > 0 && stars3 > 0 && (red2?.purpose === "leader" || red2?.purpose === "doj")
  };
}
function enterPreRoll(ctx) {
  const o = preRollOptions(ctx.state);
  ownRes(ctx).kind = o.staff.length > 0 || o.strikeFirst || o.insure || o.overkill ? "resolutionPreRoll" : "resolutionRoll";
}
function removeOverkill(ctx) {
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "starSpent", org: org7, count: 1, why: "remove an Overkill button (4.1 B)" });
  ctx.state = spendStars(ctx.state, org7, 1);
  setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill - 1 });
  enterPreRoll(ctx);
}
function commitStaff(ctx, id) {
  const r = res(ctx.state);
  const i = firstRedIndex(r.queue);
  const staffer = findLeader(ctx.state, id);
  let roll3 = { ...r.queue[i], exempt: true };
  let rerolls = r.rerolls;
  for (const e of staffer.effects) {
    if (e.kind === "die-modifier") roll3 = { ...roll3, modifier: roll3.modifier + e.amount };
    if (e.kind === "roll-twice") roll3 = { ...roll3, twice: true };
    if (e.kind === "reroll-any") rerolls += 1;
  }
  ctx.emit({ type: "staffCommitted", org: r.org, staff: id, to: roll3.purpose });
  setOrg(ctx, r.org, { staff: ctx.state.orgs[r.org].staff.map((m) => m.id === id ? { ...m, tired: true } : m) });
  const queue = r.queue.map((q, j) => j === i ? roll3 : q);
  const staffOffer = r.staffOffer.filter((x) => x !== id);
  const w = ownRes(ctx);
  w.queue = queue;
  w.rerolls = rerolls;
  w.staffOffer = staffOffer;
  if (roll3.purpose === "leader") w.staffLeader = [...w.staffLeader, id];
  else w.staffCubes = [...w.staffCubes, id];
  enterPreRoll(ctx);
}
function insure(ctx) {
  const r = res(ctx.state);
  const i = firstRedIndex(r.queue);
  ctx.emit({ type: "starSpent", org: r.org, count: 1, why: "insurance against a Strike Out (4.1 D)" });
  ctx.state = spendStars(ctx.state, r.org, 1);
  const queue = r.queue.map((q, j) => j === i ? { ...q, insured: true } : q);
  const w = ownRes(ctx);
  w.insured = true;
  w.queue = queue;
  enterPreRoll(ctx);
}
function leaderHasWork(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  return p.overkill > 0 || r.removed.byWhite + r.removed.byBlue > 0 || leaderCollectColors(s).some((c) => p.cubes[c] > 0);
}
function startLeader(ctx, org7, after) {
  const s = ctx.state;
  if (!leaderCanRoll(s, org7) || !leaderHasWork(s)) {
    const w2 = ownRes(ctx);
    w2.next = after;
    w2.kind = "resolutionRoll";
    return;
  }
  const roll3 = leaderRoll(s, org7);
  const w = ownRes(ctx);
  w.queue = [roll3];
  w.next = "leader-hits";
  w.after = after;
  w.strikeFirst = false;
  enterPreRoll(ctx);
}

// src/games/free-at-last/rules/projects/outcome.ts
function tallyCollected(ctx, perWhite, perBlue) {
  const r = res(ctx.state);
  const org7 = r.org;
  const collected = r.collected;
  if (redRemain(projectOf(ctx.state, org7))) {
    return score(ctx, org7, "segCubes", collected.white * perWhite + collected.blue * perBlue, "SEG cubes collected");
  }
  move(ctx, eliminatedArea(org7), supply, "white", collected.white, "not collected: no red cube remains (15.17)");
  move(ctx, eliminatedArea(org7), supply, "blue", collected.blue, "not collected: no red cube remains (15.17)");
}
function endResolution(ctx) {
  const r = res(ctx.state);
  const p = ctx.state.projects[r.org];
  if (p && p.overkill > 0 && r.mode !== "supreme-court") setProject(ctx, r.org, { overkill: 0 });
  ctx.remove(res(ctx.state));
}
function succeed(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  const card9 = projectCard(ctx.state, p.card);
  const markers2 = ctx.state.orgs[org7].freedomMarkers;
  setOrg(ctx, org7, { freedomMarkers: { ...markers2, [card9.type]: markers2[card9.type] + 1 } });
  ctx.emit({ type: "projectSuccess", org: org7, card: p.card, freedomMarker: card9.type });
  score(ctx, org7, "redCubes", p.cubes.red, "red cubes remaining on a successful Project");
  clearProject(ctx, org7, "Project complete");
  if (card9.kind === "march" || card9.kind === "freedom-ride") {
    ctx.emit({ type: "star", org: org7, count: 2, why: "16.3 Marches and Freedom Rides" });
    ctx.state = gainStars(ctx.state, org7, 2);
  }
  setProject(ctx, org7, { stage: "done", outcome: "success", overkill: 0 });
}
function clearProject(ctx, org7, why6) {
  for (const color3 of ["red", "white", "blue"]) move(ctx, onProject(org7), supply, color3, projectOf(ctx.state, org7).cubes[color3], why6);
}
function fail2(ctx, org7) {
  ctx.emit({ type: "projectFailure", org: org7, card: projectOf(ctx.state, org7).card });
  ctx.emit({ type: "failure", org: org7, count: 1, why: "failed Project (4.2 A)" });
  clearProject(ctx, org7, "Project failed");
  ctx.state = gainFailures(ctx.state, org7, 1);
  setProject(ctx, org7, { stage: "done", outcome: "failure", overkill: 0 });
}
function judgeProject(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  if (!redRemain(p)) fail2(ctx, org7);
  else if (projectCard(ctx.state, p.card).type === "S") {
    if (p.cubes.blue === 0) {
      ctx.emit({ type: "stageComplete", org: org7, stage: "exam" });
      setProject(ctx, org7, { stage: "school-year", overkill: 0 });
    }
  } else if (p.cubes.white === 0 && p.cubes.blue === 0) succeed(ctx, org7);
  endResolution(ctx);
}
function succeedIfCollected(s, org7) {
  const p = projectOf(s, org7);
  const done2 = p.stage === "protest" && p.eventLeader === null && p.cubes.white === 0 && p.cubes.blue === 0 && p.cubes.red > 0;
  return done2 ? viaCtx(s, (ctx) => succeed(ctx, org7)) : { state: s, events: [] };
}
function abandonProject(s, org7) {
  return viaCtx(s, (ctx) => fail2(ctx, org7));
}

// src/games/free-at-last/rules/projects/advance.ts
function stageColor(s, org7) {
  return projectOf(s, org7).stage === "courthouse" ? "blue" : "white";
}
function beginAdvance(ctx, org7, cards5) {
  const extraRank = cards5.slice(1).reduce((n9, c) => n9 + c.rank, 0);
  const figures = figuresActivated(ctx.state, org7, cards5);
  startResolution(ctx, { ...newResolution(org7, "advance", cards5, "advance-attack"), extraRank, figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: "advance", stage: projectOf(ctx.state, org7).stage, cards: cards5.map((c) => c.id) });
  applyFigures(ctx, org7, figures, true);
  const crFigure = figures.some((f) => f.side === "civil-rights");
  const red2 = newRoll("red", "red-cubes", { twice: figuresRollTwice(figures), exempt: crFigure });
  const queue = redRemain(projectOf(ctx.state, org7)) ? [red2] : [];
  const staffOffer = queue.length > 0 ? staffActivated(ctx.state, org7, cards5) : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "advance-attack" : "advance-done";
  r.staffOffer = staffOffer;
  enterPreRoll(ctx);
}
function afterAdvanceRoll(ctx) {
  const s = ctx.state;
  const r = res(s);
  const p = projectOf(s, r.org);
  const advanced = Math.min(p.cubes.red, hitsOf(Math.floor(p.cubes.red / 3), r.results["red-cubes"]) + r.extraRank);
  ctx.emit({ type: "advanced", org: r.org, count: advanced });
  const color3 = stageColor(s, r.org);
  const segFigure = figuresActivated(s, r.org, r.cards, "seg").length > 0 && r.figures.length > 0;
  const queue = advanced > 0 && p.cubes[color3] > 0 ? [newRoll(color3, color3 === "white" ? "white-cubes" : "blue-cubes", { exempt: segFigure })] : [];
  const w = ownRes(ctx);
  w.advanced = advanced;
  w.queue = queue;
  w.next = advanced > 0 ? "advance-survive" : "advance-done";
}
function afterAttack(ctx) {
  const r = ownRes(ctx);
  const org7 = r.org;
  const p = projectOf(ctx.state, org7);
  const color3 = stageColor(ctx.state, org7);
  const result = r.results[color3 === "white" ? "white-cubes" : "blue-cubes"];
  const hits = hitsOf(color3 === "white" ? Math.floor(p.cubes.white / 3) : p.cubes.blue, result);
  ctx.emit({ type: "hits", org: org7, side: color3, hits });
  const onAdvanced = Math.min(hits, r.advanced);
  r.hits = { ...r.hits, [color3]: hits };
  if (color3 === "white") removeRed3(ctx, org7, 0, onAdvanced);
  else removeRed3(ctx, org7, onAdvanced, 0);
  if (hits > onAdvanced) {
    ctx.emit({ type: "overkill", org: org7, count: hits - onAdvanced });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill + hits - onAdvanced });
  }
  if (result?.klan) klanAttack(ctx, org7);
  if (onAdvanced === 0 && projectOf(ctx.state, org7).overkill === 0) ownRes(ctx).next = "advance-done";
  else startLeader(ctx, org7, "advance-done");
}
function afterSurvive(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const color3 = stageColor(ctx.state, org7);
  const survivors = r.advanced - r.removed.byWhite - r.removed.byBlue;
  if (r.advanced > 0 && survivors > 0) {
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), color3, projectOf(ctx.state, org7).cubes[color3], "collected: the stage is passed");
    score(ctx, org7, "segCubes", moved * (color3 === "blue" ? 2 : 1), "SEG cubes collected");
    ctx.emit({ type: "stageComplete", org: org7, stage: projectOf(ctx.state, org7).stage });
    const p = projectOf(ctx.state, org7);
    const type2 = projectCard(ctx.state, p.card).type;
    if (type2 === "S") {
      succeed(ctx, org7);
      return endResolution(ctx);
    }
    if (p.stage === "classes") {
      setProject(ctx, org7, { stage: "courthouse", overkill: 0 });
      return endResolution(ctx);
    }
    setProject(ctx, org7, { overkill: 0 });
    ownRes(ctx).next = "registrar";
    return;
  }
  if (!redRemain(projectOf(ctx.state, org7))) fail2(ctx, org7);
  endResolution(ctx);
}
var advanceHandlers = {
  "advance-attack": afterAdvanceRoll,
  "advance-survive": afterAttack,
  "advance-done": afterSurvive
};

// src/games/free-at-last/rules/projects/describe.ts
var purposeWords = {
  "red-cubes": "the red cubes",
  "white-cubes": "the white cubes",
  "blue-cubes": "the blue cubes",
  leader: "the Leader",
  ldf: "the LDF attorney",
  "seg-attorney": "the SEG attorney",
  registrar: "the registrar",
  doj: "the D.O.J. Staff Attorney",
  fate: "the Event Leader's fate"
};
function cardName(s, id) {
  return id === "home" ? "the Home Card" : componentsOf(s).strategy.find((c) => c.id === id)?.name ?? id;
}
function describeResolution(s, a) {
  switch (a.type) {
    case "projectRoll":
      return `${a.die} die shows ${a.face}`;
    case "projectCommitStaff":
      return `commit ${findLeader(s, a.staff)?.name ?? a.staff} to the roll`;
    case "projectStrikeFirst":
      return "Strike First";
    case "projectInsure":
      return "spend a Star against a Strike Out";
    case "projectRemoveOverkill":
      return "spend a Star to remove an Overkill button";
    case "projectProceed":
      return res(s).kind === "resolutionWithdraw" ? "stay and fight" : res(s).kind === "resolutionRoll" ? "keep the X" : res(s).kind === "resolutionReroll" ? "keep the dice" : "roll";
    case "projectKeep":
      return `keep the ${a.face}`;
    case "projectReroll":
      return "re-roll the X";
    case "projectRerollDie":
      return `re-roll the die of ${purposeWords[a.purpose]}`;
    case "projectLeaderHit":
      return a.use === "overkill" ? "Leader hit: remove an Overkill button" : a.use === "save" ? "Leader hit: save a red cube" : "Leader hit: collect a SEG cube";
    case "projectPlayResponse":
      return `play ${cardName(s, a.card)}`;
    case "projectAppeal":
      return `appeal, discarding ${cardName(s, a.card)}`;
    case "projectDoj":
      return "call the D.O.J. Staff Attorney";
    case "projectWithdraw":
      return "withdraw from the Project";
    case "projectConsolidate":
      return `consolidate the case with ${a.with}`;
    case "projectPass":
      return "pass";
  }
}
function promptResolution(s) {
  const r = res(s);
  switch (r.kind) {
    case "resolutionPreRoll":
      return `${r.org}: commit Staff, Strike First or spend Stars before the roll`;
    case "resolutionRoll": {
      const roll3 = r.roll;
      if (!roll3) return "resolving";
      const need = rollNeed(s, roll3);
      if (need === "keep") return `${r.org}: keep one of the two ${roll3.die} dice for ${purposeWords[roll3.purpose]}`;
      if (need === "xReroll") return `${r.org}: re-roll the X for ${purposeWords[roll3.purpose]}?`;
      const which = roll3.faces.length === 0 ? "" : roll3.twice && roll3.faces.length === 1 ? " (second of two)" : " (subsequent roll)";
      return `roll the ${roll3.die} die for ${purposeWords[roll3.purpose]}${which}`;
    }
    case "resolutionReroll":
      return `${r.org}: re-roll one die with the CORE Staffer?`;
    case "resolutionLeaderHits":
      return `${r.org}: allocate the Leader's hits (${r.leaderHits} left)`;
    case "resolutionResponse":
      return `${r.responders[0]}: play a response card after the litigation roll?`;
    case "resolutionAppeal":
      return `${r.org}: appeal by discarding a card?`;
    case "resolutionDoj":
      return `${r.org}: call the D.O.J. Staff Attorney against the registrar?`;
    case "resolutionWithdraw":
      return `${r.org}: withdraw from the Project?`;
    case "resolutionConsolidate":
      return `${r.responders[0]}: consolidate your criminal case?`;
  }
}

// src/games/free-at-last/rules/projects/protest.ts
function segColors(mode2) {
  return mode2 === "picket" ? ["white"] : mode2 === "exam" ? ["blue"] : ["white", "blue"];
}
function segRolls(s, org7) {
  const r = res(s);
  const p = projectOf(s, org7);
  const segFigure = r.figures.length > 0 && figuresActivated(s, org7, r.cards, "seg").length > 0;
  return segColors(r.mode).filter((c) => p.cubes[c] > 0).map((c) => newRoll(c, c === "white" ? "white-cubes" : "blue-cubes", { exempt: segFigure }));
}
function beginProtest(ctx, org7, mode2, cards5) {
  const extraRank = mode2 === "picket" ? cards5.slice(1).reduce((n9, c) => n9 + c.rank, 0) : 0;
  const figures = figuresActivated(ctx.state, org7, cards5);
  startResolution(ctx, { ...newResolution(org7, mode2, cards5, "protest-assign"), extraRank, figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: mode2, cards: cards5.map((c) => c.id) });
  applyFigures(ctx, org7, figures, true, mode2 === "picket");
  const p = projectOf(ctx.state, org7);
  if (mode2 === "protest") setProject(ctx, org7, { protests: p.protests + 1 });
  const crFigure = figures.some((f) => f.side === "civil-rights");
  const red2 = newRoll("red", "red-cubes", { twice: figuresRollTwice(figures), exempt: crFigure });
  const seg2 = segRolls(ctx.state, org7);
  const queue = redRemain(p) && seg2.length > 0 ? [red2, ...seg2] : [];
  const staffOffer = queue.length > 0 ? staffActivated(ctx.state, org7, cards5) : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "protest-assign" : "protest-done";
  r.staffOffer = staffOffer;
  r.strikeFirstOk = crFigure && mode2 !== "picket" && queue.length > 0;
  enterPreRoll(ctx);
}
function strikeFirst(ctx) {
  const r = ownRes(ctx);
  ctx.emit({ type: "strikeFirst", org: r.org });
  const red2 = r.queue.find((q) => q.purpose === "red-cubes");
  r.strikeFirst = true;
  r.queue = [{ ...red2, deferConfirm: true }];
  r.next = "protest-strike-first";
  enterPreRoll(ctx);
}
function redHits(s) {
  const r = res(s);
  return hitsOf(Math.floor(redStrength(projectOf(s, r.org)) / 3), r.results["red-cubes"]) + r.extraRank;
}
function whiteHits(s) {
  return hitsOf(Math.floor(projectOf(s, res(s).org).cubes.white / 3), res(s).results["white-cubes"]);
}
function blueHits(s) {
  return hitsOf(projectOf(s, res(s).org).cubes.blue, res(s).results["blue-cubes"]);
}
function applyRedHits(ctx, hits) {
  const r = ownRes(ctx);
  ctx.emit({ type: "hits", org: r.org, side: "red", hits });
  r.hits = { ...r.hits, red: hits };
  collectByHits(ctx, r.org, hits, segColors(r.mode));
}
function applySegHits(ctx, white2, blue2) {
  const r = ownRes(ctx);
  const org7 = r.org;
  if (r.results["white-cubes"]) ctx.emit({ type: "hits", org: org7, side: "white", hits: white2 });
  if (r.results["blue-cubes"]) ctx.emit({ type: "hits", org: org7, side: "blue", hits: blue2 });
  r.hits = { ...r.hits, white: white2, blue: blue2 };
  if (r.mode === "protest" && projectOf(ctx.state, org7).protests === 1 && blue2 > 0) setProject(ctx, org7, { blueHitFirstProtest: true });
  removeRed3(ctx, org7, blue2, white2);
  if (res(ctx.state).results["white-cubes"]?.klan) klanAttack(ctx, org7);
}
function assign(ctx) {
  const red2 = redHits(ctx.state);
  const white2 = whiteHits(ctx.state);
  const blue2 = blueHits(ctx.state);
  applyRedHits(ctx, red2);
  applySegHits(ctx, white2, blue2);
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function afterStrikeFirstRed(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  if (!r.results["red-cubes"].x) {
    applyRedHits(ctx, redHits(ctx.state));
    const seg3 = segRolls(ctx.state, org7);
    const w2 = ownRes(ctx);
    w2.queue = seg3;
    w2.next = "protest-sf-seg";
    return;
  }
  ctx.emit({ type: "strikeFirstBackfired", org: org7 });
  const seg2 = segRolls(ctx.state, org7);
  const w = ownRes(ctx);
  w.queue = seg2;
  w.next = "protest-backfire";
}
function afterStrikeFirstSeg(ctx) {
  applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state));
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function afterBackfireSeg(ctx) {
  applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state));
  const r = ownRes(ctx);
  const red2 = r.results["red-cubes"];
  if (!redRemain(projectOf(ctx.state, r.org))) return startLeader(ctx, r.org, "protest-done");
  r.next = "protest-backfire-red";
  if (r.insured) return;
  r.queue = [newRoll("red", "red-cubes", { faces: [red2.face], kept: red2.face, modifier: red2.modifier, exempt: red2.exempt, xRerollDeclined: true })];
}
function afterBackfireRed(ctx) {
  applyRedHits(ctx, redHits(ctx.state));
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function done(ctx) {
  const org7 = res(ctx.state).org;
  tallyCollected(ctx, 1, 2);
  judgeProject(ctx, org7);
}
var protestHandlers = {
  "protest-assign": assign,
  "protest-strike-first": afterStrikeFirstRed,
  "protest-sf-seg": afterStrikeFirstSeg,
  "protest-backfire": afterBackfireSeg,
  "protest-backfire-red": afterBackfireRed,
  "protest-done": done
};

// src/games/free-at-last/rules/projects/voting.ts
function registrarRoll(ctx) {
  const r = ownRes(ctx);
  const p = projectOf(ctx.state, r.org);
  const registrar2 = projectCard(ctx.state, p.card).localFigures.find((f) => f.registrar && !p.lostLocalFigures.includes(f.name));
  const active = registrar2 !== void 0 && activatedByCards(registrar2.activation, r.cards);
  ctx.emit({ type: "registrar", org: r.org, localFigure: registrar2?.name ?? null, activated: active });
  r.queue = [newRoll("blue", "registrar", { exempt: active })];
  r.next = "registrar-hits";
}
function dojAvailable(s) {
  const card9 = projectCard(s, projectOf(s, res(s).org).card);
  if (card9.kind === "summer") return false;
  const laws = [...s.decks.laws.S, ...s.decks.laws.A, ...s.decks.laws.V];
  return componentsOf(s).legislation.some((l) => laws.includes(l.id) && l.effects.some((e) => e.kind === "enable-doj-attorney"));
}
function afterRegistrar(ctx) {
  const org7 = res(ctx.state).org;
  const hits = hitsOf(0, res(ctx.state).results["registrar"]);
  ctx.emit({ type: "hits", org: org7, side: "registrar", hits });
  const moved = move(ctx, onProject(org7), eliminatedArea(org7), "red", hits, "failed by the registrar");
  setProject(ctx, org7, { overkill: hits - moved });
  const r = ownRes(ctx);
  r.registrar = { hits, removed: moved };
  if (hits > 0 && dojAvailable(ctx.state)) r.kind = "resolutionDoj";
  else r.next = "registrar-done";
}
function dojRoll(s) {
  return newRoll("red", "doj", { exempt: res(s).cards.some((c) => c.color === "blue") });
}
function afterDoj(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const reg = r.registrar;
  const hits = hitsOf(1, r.results["doj"]);
  ctx.emit({ type: "hits", org: org7, side: "doj", hits });
  const overkill = reg.hits - reg.removed;
  const cancelOverkill = Math.min(hits, overkill);
  const saved = Math.min(hits - cancelOverkill, reg.removed);
  setProject(ctx, org7, { overkill: overkill - cancelOverkill });
  move(ctx, eliminatedArea(org7), onProject(org7), "red", saved, "saved by the D.O.J. Staff Attorney");
  if (saved === 0 && !r.appeal && handCards(ctx.state, org7).length > 0) ownRes(ctx).kind = "resolutionAppeal";
  else ownRes(ctx).next = "registrar-done";
}
function afterStage3(ctx) {
  const org7 = res(ctx.state).org;
  if (redRemain(projectOf(ctx.state, org7))) succeed(ctx, org7);
  else fail2(ctx, org7);
  endResolution(ctx);
}
var votingHandlers = {
  registrar: registrarRoll,
  "registrar-hits": afterRegistrar,
  "doj-hits": afterDoj,
  "registrar-done": afterStage3
};
var dojActions = () => [{ type: "projectDoj" }, { type: "projectPass" }];
function answerDoj(ctx, a) {
  if (a.type === "projectPass") return passTo(ctx, "registrar-done");
  if (a.type !== "projectDoj") throw misfit(a, "resolutionDoj");
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "dojAttorney", org: org7 });
  setProject(ctx, org7, { litigationUsed: true });
  dojRolls(ctx, false);
}
function registrarAppealActions(s, r) {
  return [...handCards(s, r.org).map((card9) => ({ type: "projectAppeal", card: card9 })), { type: "projectPass" }];
}
function answerRegistrarAppeal(ctx, a) {
  if (a.type === "projectPass") return passTo(ctx, "registrar-done");
  if (a.type !== "projectAppeal") throw misfit(a, "resolutionAppeal");
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, "appeal (22.19)");
  const reg = r.registrar;
  setProject(ctx, r.org, { overkill: reg.hits - reg.removed });
  dojRolls(ctx, true);
}
function passTo(ctx, next3) {
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.next = next3;
}
function dojRolls(ctx, appeal) {
  const roll3 = dojRoll(ctx.state);
  const w = ownRes(ctx);
  if (appeal) w.appeal = true;
  w.queue = [roll3];
  w.next = "doj-hits";
  enterPreRoll(ctx);
}

// src/games/free-at-last/rules/projects/litigation.ts
function stateAttorney2(s, state) {
  return componentsOf(s).attorneys.find((a) => a.role === "ldf-state" && a.state === state);
}
function coCounsel(s, caseType) {
  return componentsOf(s).attorneys.find((a) => a.role === "co-counsel" && a.caseType === caseType);
}
function litigationModifier(s) {
  const strategy3 = componentsOf(s).strategy;
  let n9 = 0;
  for (const id of s.decks.lastingEvents) {
    for (const e of strategy3.find((c) => c.id === id)?.effects ?? []) if (e.kind === "litigation-modifier") n9 += e.amount;
  }
  return n9;
}
var responseCache = /* @__PURE__ */ new WeakMap();
function litigationResponseCards(s) {
  const set2 = componentsOf(s);
  let cards5 = responseCache.get(set2);
  if (!cards5) {
    cards5 = /* @__PURE__ */ new Map();
    for (const c of set2.strategy) {
      const e = c.effects.find((x) => x.kind === "litigation-hits");
      if (c.response && e && e.kind === "litigation-hits") cards5.set(c.id, e.amount);
    }
    responseCache.set(set2, cards5);
  }
  return cards5;
}
function responseCardsIn(s, org7) {
  const cards5 = litigationResponseCards(s);
  return [...new Set(s.orgs[org7].hand.filter((id) => cards5.has(id)))];
}
function ldfRoll(s, org7, cards5) {
  const card9 = projectCard(s, projectOf(s, org7).card);
  const counsel = coCounsel(s, card9.type === "S" ? "S" : "march");
  const active = counsel !== void 0 && activatedByCards(counsel.activation, cards5);
  return newRoll("red", "ldf", { twice: active, exempt: active });
}
var segAttorneyRoll = () => newRoll("blue", "seg-attorney");
function beginInjunction(ctx, org7, cards5) {
  const card9 = projectCard(ctx.state, projectOf(ctx.state, org7).card);
  const attorney = stateAttorney2(ctx.state, card9.state);
  const counsel = coCounsel(ctx.state, card9.type === "S" ? "S" : "march");
  startResolution(ctx, newResolution(org7, "injunction", cards5, "litigation-result"));
  ctx.emit({ type: "projectAction", org: org7, mode: "injunction", attorney: attorney?.name ?? null, coCounsel: counsel?.name ?? null, cards: cards5.map((c) => c.id) });
  setProject(ctx, org7, { litigationUsed: true });
  const collected = move(ctx, onProject(org7), eliminatedArea(org7), "blue", 1, "LDF attorney special ability (22.6)");
  score(ctx, org7, "segCubes", 2 * collected, "blue cube collected by the LDF attorney");
  move(ctx, supply, onProject(org7), "red", 1, "LDF attorney special ability (22.6)");
  if (projectOf(ctx.state, org7).cubes.blue === 0) {
    ownRes(ctx).next = "litigation-end";
    return;
  }
  const queue = [ldfRoll(ctx.state, org7, cards5), segAttorneyRoll()];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = "litigation-result";
  enterPreRoll(ctx);
}
function responseCardHidden(s) {
  const ids = litigationResponseCards(s);
  const copies2 = componentsOf(s).strategy.filter((c) => ids.has(c.id)).length;
  const d = s.decks;
  const seen = [...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display].filter((id) => ids.has(id)).length;
  return seen < copies2;
}
function openResponses(ctx, then) {
  const responders = responseCardHidden(ctx.state) ? [...ctx.state.seats] : [];
  const r = ownRes(ctx);
  r.responders = responders;
  r.next = then;
  r.kind = responders.length > 0 ? "resolutionResponse" : "resolutionRoll";
}
function litigationHits(ctx) {
  const r = res(ctx.state);
  const ldf = hitsOf(2 + litigationModifier(ctx.state), r.results["ldf"]) + r.responseHits;
  const seg2 = hitsOf(0, r.results["seg-attorney"]);
  ctx.emit({ type: "hits", org: r.org, side: "ldf", hits: ldf });
  ctx.emit({ type: "hits", org: r.org, side: "seg-attorney", hits: seg2 });
  return { ldf, seg: seg2 };
}
function applyLoss(ctx) {
  const r = res(ctx.state);
  move(ctx, onProject(r.org), eliminatedArea(r.org), "red", r.hits.blue, "lost case (22.10)");
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.next = "litigation-end";
}
function afterLitigation(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const appeal = r.appeal;
  const { ldf, seg: seg2 } = litigationHits(ctx);
  if (ldf > seg2) {
    ctx.emit({ type: "litigation", org: org7, result: appeal ? "reversed on appeal" : "won" });
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), "blue", ldf - seg2, "Injunction granted");
    score(ctx, org7, "segCubes", 2 * moved, "blue cubes collected by Litigation");
    ownRes(ctx).next = "litigation-end";
    return;
  }
  ctx.emit({ type: "litigation", org: org7, result: ldf === seg2 ? "tie" : "lost", appeal });
  if (appeal) return applyLoss(ctx);
  const w = ownRes(ctx);
  w.hits = { red: ldf, white: 0, blue: seg2 - ldf > 0 ? seg2 - ldf : 0 };
  if (handCards(ctx.state, org7).length > 0) w.kind = "resolutionAppeal";
  else applyLoss(ctx);
}
function afterInjunction(ctx) {
  judgeProject(ctx, res(ctx.state).org);
}
function beginSupremeCourt(ctx) {
  const filers = [];
  for (const org7 of ctx.state.seats) {
    const o = ctx.state.orgs[org7];
    if (o.appealFiled && o.criminalHold > 0) filers.push(org7);
    else {
      move(ctx, criminalHold(org7), eliminatedArea(org7), "red", o.criminalHold, "convictions stand (15.14)");
      if (o.appealFiled || (o.appealCards ?? []).length > 0) setOrg(ctx, org7, { appealFiled: false, appealCards: [] });
    }
  }
  if (filers.length === 0) return;
  const base = newResolution(filers[0], "supreme-court", [], "supreme-case");
  if (filers.length >= 2) startResolution(ctx, { ...base, kind: "resolutionConsolidate", responders: filers });
  else startResolution(ctx, { ...base, cases: [{ orgs: filers }] });
}
function refundAppealCard(ctx, org7) {
  const s = ctx.state;
  const o = s.orgs[org7];
  const last2 = (o.appealCards ?? []).at(-1);
  const pile3 = s.decks.strategyDiscard;
  const i = last2 === void 0 ? -1 : pile3.lastIndexOf(last2.id);
  if (last2 === void 0 || i < 0 || componentsOf(s).strategy.find((c) => c.id === last2.id)?.mandatory) return;
  if (o.hand.length >= o.staff.length) return;
  ctx.emit({ type: "appealRefund", org: org7, card: last2.id });
  setOrg(ctx, org7, { hand: [...o.hand, last2.id] });
  const d = ctx.draft();
  d.decks = { ...d.decks, strategyDiscard: [...pile3.slice(0, i), ...pile3.slice(i + 1)] };
}
function formCases(ctx) {
  const r = res(ctx.state);
  const orgs = ctx.state.orgs;
  const filers = ctx.state.seats.filter((o) => orgs[o].appealFiled && orgs[o].criminalHold > 0);
  const placed = /* @__PURE__ */ new Set();
  const cases = [];
  for (const org7 of filers) {
    if (placed.has(org7)) continue;
    const other3 = r.proposals[org7];
    if (other3 !== void 0 && r.proposals[other3] === org7 && !placed.has(other3)) {
      cases.push({ orgs: [org7, other3] });
      placed.add(other3);
      refundAppealCard(ctx, other3);
    } else cases.push({ orgs: [org7] });
    placed.add(org7);
  }
  const w = ownRes(ctx);
  w.cases = cases;
  w.kind = "resolutionRoll";
  w.next = "supreme-case";
}
function startCase(ctx) {
  const c = res(ctx.state).cases[0];
  if (!c) return endResolution(ctx);
  ctx.emit({ type: "supremeCourt", orgs: c.orgs });
  const counsel = coCounsel(ctx.state, "criminal");
  const activation2 = counsel?.activation;
  const active = activation2?.by === "color" && c.orgs.some((o) => (ctx.state.orgs[o].appealCards ?? []).some((x) => x.color === activation2.color));
  const r = ownRes(ctx);
  r.org = c.orgs[0];
  r.results = {};
  r.responseHits = 0;
  r.queue = [newRoll("red", "ldf", { twice: active, exempt: active }), segAttorneyRoll()];
  r.next = "supreme-result";
  enterPreRoll(ctx);
}
function afterCase(ctx) {
  const cases = res(ctx.state).cases;
  const { ldf, seg: seg2 } = litigationHits(ctx);
  const won = ldf > seg2;
  for (const org7 of cases[0].orgs) {
    const held = ctx.state.orgs[org7].criminalHold;
    ctx.emit({ type: "litigation", org: org7, result: won ? "won" : ldf === seg2 ? "tie" : "lost", court: "supreme" });
    if (won) {
      score(ctx, org7, "litigation", held, "convictions overturned (22.15)");
      move(ctx, criminalHold(org7), supply, "red", held, "convictions overturned (22.15)");
    } else move(ctx, criminalHold(org7), eliminatedArea(org7), "red", held, "convictions stand (22.15)");
    setOrg(ctx, org7, { appealFiled: false, appealCards: [] });
  }
  const w = ownRes(ctx);
  w.cases = cases.slice(1);
  w.next = "supreme-case";
}
var litigationHandlers = {
  "litigation-result": (ctx) => openResponses(ctx, "litigation-resolve"),
  "litigation-resolve": afterLitigation,
  "litigation-end": afterInjunction,
  "supreme-case": startCase,
  "supreme-result": (ctx) => openResponses(ctx, "supreme-resolve"),
  "supreme-resolve": afterCase
};
function responseActions(s, r) {
  return [...responseCardsIn(s, r.responders[0]).map((card9) => ({ type: "projectPlayResponse", card: card9 })), { type: "projectPass" }];
}
function answerResponse(ctx, a) {
  const r = res(ctx.state);
  const who3 = r.responders[0];
  if (a.type === "projectPass") {
    const responders2 = r.responders.slice(1);
    const w2 = ownRes(ctx);
    w2.responders = responders2;
    w2.kind = responders2.length > 0 ? "resolutionResponse" : "resolutionRoll";
    return;
  }
  if (a.type !== "projectPlayResponse") throw misfit(a, "resolutionResponse");
  const card9 = componentsOf(ctx.state).strategy.find((c) => c.id === a.card);
  const o = ctx.state.orgs[who3];
  const i = o.hand.indexOf(a.card);
  setOrg(ctx, who3, { hand: [...o.hand.slice(0, i), ...o.hand.slice(i + 1)] });
  const d = ctx.draft();
  if (card9.starred) {
    d.decks = withKey(d.decks, "strategyRemoved", [...d.decks.strategyRemoved, a.card]);
    ctx.state = gainStars(ctx.state, who3, 1);
  } else d.decks = withKey(d.decks, "strategyDiscard", [...d.decks.strategyDiscard, a.card]);
  const amount = litigationResponseCards(ctx.state).get(a.card);
  ctx.emit({ type: "response", org: who3, card: a.card, hits: amount });
  if (card9.starred) ctx.emit({ type: "star", org: who3, count: 1, why: card9.name });
  const responders = ctx.state.orgs[who3].hand.length > 0 && responseCardHidden(ctx.state) ? r.responders : r.responders.slice(1);
  const w = ownRes(ctx);
  w.responseHits = w.responseHits + amount;
  w.responders = responders;
  w.kind = responders.length > 0 ? "resolutionResponse" : "resolutionRoll";
}
function injunctionAppealActions(s, r) {
  return [...handCards(s, r.org).map((card9) => ({ type: "projectAppeal", card: card9 })), { type: "projectPass" }];
}
function answerInjunctionAppeal(ctx, a) {
  if (a.type === "projectPass") return applyLoss(ctx);
  if (a.type !== "projectAppeal") throw misfit(a, "resolutionAppeal");
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, "appeal (22.12)");
  const queue = [ldfRoll(ctx.state, r.org, r.cards), segAttorneyRoll()];
  const w = ownRes(ctx);
  w.appeal = true;
  w.responseHits = 0;
  w.queue = queue;
  w.next = "litigation-result";
  enterPreRoll(ctx);
}
function consolidateActions(s, r) {
  const me = r.responders[0];
  const others = s.seats.filter((o) => o !== me && s.orgs[o].appealFiled && s.orgs[o].criminalHold > 0);
  return [...others.map((o) => ({ type: "projectConsolidate", with: o })), { type: "projectPass" }];
}
function answerConsolidate(ctx, a) {
  if (a.type !== "projectPass" && a.type !== "projectConsolidate") throw misfit(a, "resolutionConsolidate");
  const r = res(ctx.state);
  const me = r.responders[0];
  const proposals = a.type === "projectConsolidate" ? { ...r.proposals, [me]: a.with } : r.proposals;
  const responders = r.responders.slice(1);
  const w = ownRes(ctx);
  w.proposals = proposals;
  w.responders = responders;
  if (responders.length === 0) formCases(ctx);
}

// src/games/free-at-last/rules/projects/event-leader.ts
function segFigures(s, org7, cards5, eventRank) {
  const byEvent = (f) => f.side === "seg" && f.activation.by === "rank" && f.activation.rank === eventRank;
  const byCards = figuresActivated(s, org7, cards5, "seg");
  return figuresOf(s, org7).filter((f) => byCards.includes(f) || byEvent(f));
}
function beginEventLeader(ctx, org7, leader5, extraCards, eventRank) {
  setProject(ctx, org7, { eventLeader: leader5, stage: "bamn-white", leaderLost: false });
  ctx.emit({ type: "eventLeader", org: org7, leader: leader5 });
  const figures = segFigures(ctx.state, org7, extraCards, eventRank);
  const extraRank = extraCards.reduce((n9, c) => n9 + c.rank, 0);
  startResolution(ctx, { ...newResolution(org7, "bamn", extraCards, "bamn-white-hits"), extraRank, figures: figures.map((f) => f.name) });
  applyFigures(ctx, org7, figures, true);
  const p = projectOf(ctx.state, org7);
  const queue = [];
  if (p.cubes.red > 0 && p.cubes.white > 0) {
    queue.push(newRoll("red", "red-cubes"), newRoll("white", "white-cubes", { exempt: figures.length > 0 }));
  }
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-white-hits" : "bamn-white-done";
  enterPreRoll(ctx);
}
function afterWhite(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const p = projectOf(ctx.state, org7);
  const red2 = hitsOf(Math.floor(p.cubes.red / 3), r.results["red-cubes"]) + r.extraRank;
  const white2 = hitsOf(Math.floor(p.cubes.white / 3), r.results["white-cubes"]);
  ctx.emit({ type: "hits", org: org7, side: "red", hits: red2 });
  ctx.emit({ type: "hits", org: org7, side: "white", hits: white2 });
  collectByHits(ctx, org7, red2, ["white"]);
  removeRed3(ctx, org7, 0, white2);
  startLeader(ctx, org7, "bamn-white-done");
}
function afterWhiteStage(ctx) {
  const org7 = res(ctx.state).org;
  tallyCollected(ctx, 2, 3);
  move(ctx, onProject(org7), supply, "white", projectOf(ctx.state, org7).cubes.white, "white cubes flee (19.4)");
  setProject(ctx, org7, { stage: "bamn-blue" });
  finishRound(ctx);
}
function finishRound(ctx) {
  const org7 = res(ctx.state).org;
  const p = projectOf(ctx.state, org7);
  if (!redRemain(p)) fail2(ctx, org7);
  else if (p.cubes.blue === 0 && p.stage === "bamn-blue") succeed(ctx, org7);
  endResolution(ctx);
}
function beginBamnBlue(ctx, org7, cards5) {
  const figures = segFigures(ctx.state, org7, cards5);
  startResolution(ctx, { ...newResolution(org7, "bamn", cards5, "bamn-blue-hits"), figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: "bamn", cards: cards5.map((c) => c.id) });
  move(ctx, supply, onProject(org7), "blue", 2, "special SEG Reinforcement (19.5)");
  applyFigures(ctx, org7, figures, true);
  const p = projectOf(ctx.state, org7);
  const queue = p.cubes.blue > 0 && p.cubes.red > 0 ? [newRoll("blue", "blue-cubes", { exempt: figures.length > 0 })] : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-blue-hits" : "bamn-blue-done";
}
function afterBlue(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const blue2 = r.results["blue-cubes"];
  const hits = hitsOf(projectOf(ctx.state, org7).cubes.blue, blue2);
  ctx.emit({ type: "hits", org: org7, side: "blue", hits });
  removeRed3(ctx, org7, hits, 0);
  if (blue2.x && !projectOf(ctx.state, org7).leaderLost) {
    ctx.emit({ type: "eventLeaderEliminated", org: org7 });
    setProject(ctx, org7, { leaderLost: true });
    const w = ownRes(ctx);
    w.leaderGone = true;
    w.queue = [newRoll("red", "fate", { plain: true })];
    w.next = "bamn-fate";
    return;
  }
  ownRes(ctx).kind = "resolutionWithdraw";
}
function afterFate(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const face3 = r.results["fate"].face;
  if (face3 === "X" || face3 === "K" || face3 === 1) {
    ctx.emit({ type: "eventLeaderFate", org: org7, fate: face3 === 1 ? "killed by his own followers" : "killed by the police" });
    ctx.emit({ type: "failure", org: org7, count: 1, why: "19.10 the Event Leader was killed" });
    ctx.state = gainFailures(ctx.state, org7, 1);
  } else if (face3 === 2) {
    ctx.emit({ type: "eventLeaderFate", org: org7, fate: "escaped to Cuba" });
    ctx.emit({ type: "star", org: org7, count: 1, why: "19.10 the Event Leader escaped to Cuba" });
    ctx.state = gainStars(ctx.state, org7, 1);
  } else ctx.emit({ type: "eventLeaderFate", org: org7, fate: "went into hiding" });
  ownRes(ctx).kind = "resolutionWithdraw";
}
function redRoll(ctx) {
  const p = projectOf(ctx.state, res(ctx.state).org);
  const queue = p.cubes.red > 0 && p.cubes.blue > 0 ? [newRoll("red", "red-cubes")] : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-red-hits" : "bamn-blue-leader";
  enterPreRoll(ctx);
}
function afterRed(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const hits = hitsOf(Math.floor(projectOf(ctx.state, org7).cubes.red / 3), r.results["red-cubes"]);
  ctx.emit({ type: "hits", org: org7, side: "red", hits });
  collectByHits(ctx, org7, hits, ["blue"]);
  startLeader(ctx, org7, "bamn-blue-done");
}
function afterBlueStage(ctx) {
  tallyCollected(ctx, 2, 3);
  finishRound(ctx);
}
var eventLeaderHandlers = {
  "bamn-white-hits": afterWhite,
  "bamn-white-done": afterWhiteStage,
  "bamn-blue-hits": afterBlue,
  "bamn-fate": afterFate,
  "bamn-red-hits": afterRed,
  "bamn-blue-leader": (ctx) => startLeader(ctx, res(ctx.state).org, "bamn-blue-done"),
  "bamn-blue-done": afterBlueStage
};
var withdrawActions = () => [{ type: "projectWithdraw" }, { type: "projectProceed" }];
function answerWithdraw(ctx, a) {
  if (a.type === "projectProceed") return redRoll(ctx);
  if (a.type !== "projectWithdraw") throw misfit(a, "resolutionWithdraw");
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "projectWithdrawn", org: org7 });
  clearProject(ctx, org7, "withdrawal (19.8)");
  setProject(ctx, org7, { stage: "done", outcome: "withdrawn", overkill: 0 });
  endResolution(ctx);
}

// src/games/free-at-last/rules/projects/engine.ts
function leaderHits(ctx) {
  const r = ownRes(ctx);
  const hits = hitsOf(0, r.results["leader"]);
  ctx.emit({ type: "hits", org: r.org, side: "leader", hits });
  r.leaderHits = hits;
  settleLeaderHits(ctx);
}
var leaderHandlers = { "leader-hits": leaderHits };
var handlers2 = {
  ...leaderHandlers,
  ...protestHandlers,
  ...advanceHandlers,
  ...votingHandlers,
  ...litigationHandlers,
  ...eventLeaderHandlers
};
function rerollDie(ctx, purpose2) {
  const r = ownRes(ctx);
  const prev = r.results[purpose2];
  ctx.emit({ type: "staffReroll", org: r.org, die: prev.die, purpose: purpose2 });
  const deferConfirm = r.strikeFirst && purpose2 === "red-cubes" && r.next === "protest-strike-first";
  const roll3 = newRoll(prev.die, purpose2, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm });
  r.kind = "resolutionRoll";
  r.rerolls = r.rerolls - 1;
  r.batch = r.batch.filter((p) => p !== purpose2);
  r.queue = [roll3, ...r.queue];
}
function runResolution(ctx) {
  for (let guard = 0; guard < 1e3; guard++) {
    const r = resolutionOf(ctx.state);
    if (!r || r.kind !== "resolutionRoll") return;
    if (r.roll) {
      settleRoll(ctx);
      if (res(ctx.state).roll) return;
      continue;
    }
    const queue = r.queue;
    if (queue.length > 0) {
      const w = ownRes(ctx);
      w.roll = queue[0];
      w.queue = queue.slice(1);
      w.batch = [...w.batch, queue[0].purpose];
      continue;
    }
    if (r.rerolls > 0 && r.batch.length > 0) {
      ownRes(ctx).kind = "resolutionReroll";
      return;
    }
    const next3 = r.next;
    if (r.rerolls !== 0 || r.batch.length !== 0) {
      const w = ownRes(ctx);
      w.rerolls = 0;
      w.batch = [];
    }
    handlers2[next3](ctx);
  }
  throw new Error("Project resolution did not settle");
}
function resolutionToMove(s) {
  const r = res(s);
  if (r.kind === "resolutionResponse" || r.kind === "resolutionConsolidate") return r.responders[0];
  if (r.kind === "resolutionRoll" && r.roll && rollNeed(s, r.roll) === "chance") return "chance";
  return r.org;
}
function resolutionPile(s, r) {
  const roll3 = r.roll;
  return roll3 && rollNeed(s, roll3) === "chance" ? rollPile(s, roll3) : null;
}

// src/games/free-at-last/rules/projects/index.ts
function projectModes(s, org7) {
  const p = s.projects[org7];
  if (!p || p.outcome !== "active" || p.stage === "done") return [];
  const single = { min: 0, max: 0, rank: "first" };
  const extra = { min: 1, max: 2, rank: "first" };
  const optional = { min: 0, max: 2, rank: "first" };
  if (p.eventLeader !== null) return p.stage === "bamn-blue" ? [{ mode: "bamn", extraCards: single }] : [];
  const card9 = projectCard(s, p.card);
  const modes3 = [];
  switch (p.stage) {
    case "protest":
      modes3.push({ mode: "protest", extraCards: single });
      if (card9.kind !== "march" && card9.kind !== "freedom-ride" && p.cubes.white > 0) modes3.push({ mode: "picket", extraCards: extra });
      if (card9.kind === "march" && p.blueHitFirstProtest && p.cubes.blue > 0 && !p.litigationUsed) modes3.push({ mode: "injunction", extraCards: single });
      break;
    case "exam":
      modes3.push({ mode: "exam", extraCards: single });
      if (p.cubes.blue > 0 && !p.litigationUsed) modes3.push({ mode: "injunction", extraCards: single });
      break;
    case "school-year":
    case "classes":
    case "courthouse":
      modes3.push({ mode: "advance", extraCards: optional });
      break;
    default:
      break;
  }
  return modes3;
}
function beginProjectAction(s, org7, mode2, cards5) {
  if (!projectModes(s, org7).some((m) => m.mode === mode2)) throw new Error(`${org7} cannot take a ${mode2} action on its Project now`);
  return viaCtx(s, (ctx) => {
    switch (mode2) {
      case "protest":
      case "picket":
      case "exam":
        beginProtest(ctx, org7, mode2, cards5);
        break;
      case "advance":
        beginAdvance(ctx, org7, cards5);
        break;
      case "injunction":
        beginInjunction(ctx, org7, cards5);
        break;
      case "bamn":
        beginBamnBlue(ctx, org7, cards5);
        break;
    }
    runResolution(ctx);
  });
}
var projectRules = {
  projectModes,
  beginProjectAction,
  beginEventLeader: (s, org7, leader5, extraCards = [], eventRank) => viaCtx(s, (ctx) => {
    beginEventLeader(ctx, org7, leader5, extraCards, eventRank);
    runResolution(ctx);
  }),
  beginSupremeCourt: (s) => viaCtx(s, (ctx) => {
    beginSupremeCourt(ctx);
    runResolution(ctx);
  }),
  activateBySetSize,
  applyProjectEffect: (s, org7, effect) => viaCtx(s, (ctx) => projectEffect(ctx, org7, effect)),
  abandonProject,
  succeedIfCollected,
  resolutionToMove,
  describeResolution
};

// src/games/free-at-last/state/variant-actions.ts
import * as z16 from "zod";
var org3 = organizationSchema;
var variantActionSchemas = [
  z16.strictObject({ type: z16.literal("drawChallenge"), card: z16.string() }).meta({ section: "2.7", description: "Advanced game, chance (manual mode): a Challenge card dealt to a player." }),
  z16.strictObject({ type: z16.literal("drawSolo"), card: z16.string() }).meta({ section: "23.1", description: "Solitaire, chance (manual mode): the top Strategy card drawn as another organization's action." }),
  z16.strictObject({ type: z16.literal("challengeImplement") }).meta({ section: "9.13", description: "Advanced game, a Challenge for the player's type of Project (or ANY, 9.13.2): implement it on his Project." }),
  z16.strictObject({ type: z16.literal("challengeWhiteCube") }).meta({ section: "9.13.1", description: "Advanced game, a Project Challenge of another type: add a white cube to the own Project instead." }),
  z16.strictObject({ type: z16.literal("challengeGive"), to: org3 }).meta({ section: "9.13.1", description: "Advanced game, a Project Challenge of another type: give it to a player who selected that type." }),
  z16.strictObject({ type: z16.literal("challengeCancel"), card: z16.string(), pay: z16.enum(["two-stars", "sclc-one-star"]) }).meta({ section: "9.15", description: "Advanced game, when a Challenge is dealt or in a window: cancel it with 2 Stars (SCLC: 1 on its own Project, 3.8.1)." }),
  z16.strictObject({ type: z16.literal("challengeShare"), card: z16.string(), with: org3 }).meta({ section: "9.15", description: "Advanced game, when a Challenge could be cancelled: ask another player to pay 1 Star each." }),
  z16.strictObject({ type: z16.literal("challengeShareAccept") }).meta({ section: "9.15", description: "Advanced game, when asked to share a cancellation: pay 1 Star." }),
  z16.strictObject({ type: z16.literal("challengeShareRefuse") }).meta({ section: "9.15", description: "Advanced game, when asked to share a cancellation: refuse." }),
  z16.strictObject({ type: z16.literal("soloImplement"), law: z16.string().nullable() }).meta({ section: "23.1", description: "Solitaire: implement the drawn (or held response) card's event, naming the Legislation card it passes, if any." }),
  z16.strictObject({ type: z16.literal("soloDecline") }).meta({ section: "23.1", description: "Solitaire: do not implement the drawn card (a held response card stays held)." })
];
var types = new Set(variantActionSchemas.map((x) => x.shape.type.value));
var isVariantAction = (a) => types.has(a.type);

// src/games/free-at-last/state/ext-access.ts
function extOf(s) {
  if (!s.ext) throw new Error("no variant state in the basic game");
  return s.ext;
}
var withExt = (s, patch) => ({ ...s, ext: { ...extOf(s), ...patch } });
function challengesOf(s) {
  const c = extOf(s).challenges;
  if (!c) throw new Error("not the advanced game");
  return c;
}
var withChallenges = (s, patch) => withExt(s, { challenges: { ...challengesOf(s), ...patch } });
var isAdvanced = (s) => s.ext?.challenges != null;
var cache3 = /* @__PURE__ */ new WeakMap();
function challengeCard(s, id) {
  const deck = challengesOf(s).custom ?? referenceChallenges;
  let ix = cache3.get(deck);
  if (!ix) {
    ix = new Map(deck.map((c2) => [c2.id, c2]));
    cache3.set(deck, ix);
  }
  const c = ix.get(id);
  if (!c) throw new Error(`Unknown Challenge card '${id}'`);
  return c;
}

// src/games/free-at-last/rules/window-seats.ts
function closeSeatWindow(s) {
  const i = frameTop(s.tasks);
  const w = s.tasks[i];
  if (w?.kind !== "window") throw new Error("no interrupt window is open");
  const tasks = s.tasks.slice();
  tasks[i] = { kind: "window", seats: w.seats.slice(1) };
  return withTasks(s, tasks);
}

// src/games/free-at-last/rules/challenges/cancel-all.ts
function cancelAllChallenges(s, ev2) {
  if (!isAdvanced(s)) return s;
  const c = challengesOf(s);
  const all2 = [...c.byBoard, ...c.inPlay.filter((x) => x.org === null).map((x) => x.card)];
  ev2.push({ type: "challengesCancelled", cards: all2, why: "9.15" });
  return withChallenges(s, { byBoard: [], inPlay: c.inPlay.filter((x) => x.org !== null), discard: [...c.discard, ...all2] });
}

// src/games/free-at-last/rules/util.ts
function updateOrg(s, org7, f) {
  return withOrg(s, org7, f(s.orgs[org7]));
}
function without2(list2, item) {
  const i = list2.indexOf(item);
  if (i < 0) throw new Error(`not found: ${String(item)}`);
  const out = list2.slice(0, list2.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list2[j + 1];
  return out;
}
function takeFromHand(s, org7, card9) {
  return updateOrg(s, org7, (o) => card9 === "home" ? { ...o, homeCardInHand: false } : { ...o, hand: without2(o.hand, card9) });
}
function discardFromHand(s, org7, card9) {
  const t = takeFromHand(s, org7, card9);
  return card9 === "home" ? t : withDeck(t, "strategyDiscard", [...t.decks.strategyDiscard, card9]);
}
function run(ev2, r) {
  ev2.push(...r.events);
  return r.state;
}

// src/games/free-at-last/rules/hire-staff.ts
var enterHireStaff = (s) => pushStages(withFlow({ ...s, phase: "hire-staff" }, { cursor: 0, step: null }), { kind: "hireSeats", cursor: 0 });
function canHire(s, org7) {
  const o = s.orgs[org7];
  return o.staffPool.length > 0 && o.hiredThisTurn < 1 && (org7 === "CORE" || o.hand.length > 0);
}
function hireSeats(s, cursor2) {
  for (let i = cursor2; i < s.seats.length; i++) {
    const org7 = s.seats[i];
    if (canHire(s, org7)) return setStep(setStage(s, { kind: "hireSeats", cursor: i + 1 }), { kind: "hire", org: org7 });
  }
  return setStage(s, null);
}
function hireActions(s, org7) {
  const out = org7 === "CORE" ? [{ type: "hire", discard: null }] : [...new Set(s.orgs[org7].hand)].map((card9) => ({ type: "hire", discard: card9 }));
  return [...out, { type: "skipHire" }];
}
function hire(s, org7) {
  return queueDraws(
    updateOrg(s, org7, (o) => ({ ...o, hiredThisTurn: o.hiredThisTurn + 1 })),
    { kind: "drawStaff", org: org7 },
    1
  );
}
function applyHire(s, org7, a, ev2) {
  const t = setStep(s, null);
  if (a.type === "skipHire") return t;
  if (a.type !== "hire") throw new Error("not a hire action");
  ev2.push({ type: "hire", org: org7, discard: a.discard });
  if (a.discard === null) return hire(t, org7);
  const u = hire(discardFromHand(t, org7, a.discard), org7);
  return isMandatory(u, a.discard) ? triggerBurn(u, ev2) : u;
}

// src/games/free-at-last/rules/legislation.ts
function enterLegislation(s) {
  const t = pushStages(withFlow({ ...s, phase: "legislation" }, { step: null, cursor: 0 }), { kind: "lawEvents" });
  if (s.turn < 3) return queueDraws(queueDraws(t, { kind: "drawLegislation", to: "law" }, 3), { kind: "drawLegislation", to: "discard" }, 7);
  const chooser2 = fewestVps(t);
  const left = Math.min(3, t.decks.civilRightsAct.length);
  if (left > 0) return setStep(t, { kind: "chooseLaw", org: chooser2, act: "civil-rights-act-1964", left });
  return chooseVotingRights(t, chooser2);
}
function fewestVps(s) {
  let best2 = s.seats[0];
  for (const o of s.seats) if (s.orgs[o].vp < s.orgs[best2].vp) best2 = o;
  return best2;
}
function chooseVotingRights(s, org7) {
  const left = Math.min(2, s.decks.votingRightsAct.length);
  return left > 0 ? setStep(s, { kind: "chooseLaw", org: org7, act: "voting-rights-act-1965", left }) : finishActs(s);
}
function finishActs(s) {
  const d = s.decks;
  return setStep({ ...s, decks: { ...d, legislationDiscard: [...d.legislationDiscard, ...d.civilRightsAct, ...d.votingRightsAct], civilRightsAct: [], votingRightsAct: [] } }, null);
}
function enactLaw(s, id, ev2) {
  const card9 = legislationCard(s, id);
  const d = s.decks;
  if (card9.area === "federal") {
    ev2.push({ type: "federalLegislation", card: id });
    return { ...moveX(s, "blue", "down"), decks: { ...d, legislationRemoved: [...d.legislationRemoved, id] } };
  }
  if (card9.oneTime) {
    let t = { ...s, decks: { ...d, legislationRemoved: [...d.legislationRemoved, id] } };
    for (const e of card9.effects) if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    ev2.push({ type: "lawImplemented", card: id });
    return t;
  }
  ev2.push({ type: "lawPassed", card: id, area: card9.area });
  return { ...s, decks: { ...d, laws: { ...d.laws, [card9.area]: [...d.laws[card9.area], id] } } };
}
function drawnLegislation(s, id, to, ev2) {
  const i = s.decks.legislation.indexOf(id);
  const t = withDeck(s, "legislation", keepsDistinct(s.decks.legislation, [...s.decks.legislation.slice(0, i), ...s.decks.legislation.slice(i + 1)]));
  if (to === "law" || legislationCard(s, id).area === "federal") return enactLaw(t, id, ev2);
  ev2.push({ type: "lawHeldUp", card: id });
  return withDeck(t, "legislationDiscard", [...t.decks.legislationDiscard, id]);
}
function passLaw2(s, id, ev2) {
  const i = s.decks.legislationDiscard.indexOf(id);
  if (i < 0) return s;
  const d = s.decks;
  return enactLaw({ ...s, decks: { ...d, legislationDiscard: [...d.legislationDiscard.slice(0, i), ...d.legislationDiscard.slice(i + 1)] } }, id, ev2);
}
function chooseLawActions(s) {
  const step6 = flowStep(s);
  if (step6?.kind !== "chooseLaw") return [];
  const pile3 = step6.act === "civil-rights-act-1964" ? s.decks.civilRightsAct : s.decks.votingRightsAct;
  return pile3.map((card9) => ({ type: "chooseLaw", card: card9 }));
}
function applyChooseLaw(s, card9, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "chooseLaw") throw new Error("no law to choose");
  const key = step6.act === "civil-rights-act-1964" ? "civilRightsAct" : "votingRightsAct";
  const pile3 = s.decks[key];
  const i = pile3.indexOf(card9);
  const t = enactLaw({ ...s, decks: { ...s.decks, [key]: [...pile3.slice(0, i), ...pile3.slice(i + 1)] } }, card9, ev2);
  if (step6.left > 1 && t.decks[key].length > 0) return setStep(t, { ...step6, left: step6.left - 1 });
  return step6.act === "civil-rights-act-1964" ? chooseVotingRights(t, step6.org) : finishActs(t);
}

// src/games/free-at-last/rules/non-violence.ts
var ladder = ["inter-racialism", "black-leadership", "black-power", "black-separatism"];
function extraRedAtMobilization(level) {
  return level === "black-leadership" ? 1 : level === "black-power" || level === "black-separatism" ? 2 : 0;
}
var extraBlueOnProjects = (level) => level === "black-separatism" ? 2 : 0;
function lowerNonViolence(s, org7, ev2) {
  const level = s.orgs[org7].nonViolence;
  if (level === null || level === "black-separatism") return s;
  const next3 = ladder[ladder.indexOf(level) + 1];
  ev2.push({ type: "nonViolenceLowered", org: org7, level: next3 });
  let t = updateOrg(s, org7, (o) => ({ ...o, nonViolence: next3 }));
  const onProject2 = activeProject(t, org7) !== void 0;
  if (next3 === "black-leadership" && onProject2) t = run(ev2, projectRules.applyProjectEffect(t, org7, { kind: "add-red", count: 1 }));
  if (next3 === "black-power") {
    if (onProject2) t = run(ev2, projectRules.applyProjectEffect(t, org7, { kind: "add-red", count: 2 }));
    t = updateOrg(t, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...o.staff.map((x) => x.id), ...o.staffPool], staff: [], staffPool: [] }));
  }
  if (next3 === "black-separatism") {
    if (onProject2) t = run(ev2, projectRules.applyProjectEffect(t, org7, { kind: "add-seg", color: "blue", count: 2 }));
    t = updateOrg(t, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...o.protestLeaders], protestLeaders: [] }));
  }
  return t;
}

// src/games/free-at-last/rules/event-effects.ts
function projectsReached(s, card9, player, target) {
  switch (card9.target) {
    case "own-project":
    case "self":
      return activeProject(s, player) ? [player] : [];
    case "any-project":
    case "any-player":
      return target && activeProject(s, target) ? [target] : [];
    case "all-players":
      return activeOwners(s);
    case "game":
      return [];
  }
}
function playersReached(s, card9, player, target) {
  if (card9.target === "all-players") return [...s.seats];
  if ((card9.target === "any-player" || card9.target === "any-project") && target) return [target];
  return [player];
}
function onProjects(s, effect, p) {
  let t = s;
  for (const o of projectsReached(t, p.card, p.player, p.target)) t = run(p.ev, projectRules.applyProjectEffect(t, o, effect));
  return t;
}
var throughLastingDisplay = (s) => s;
var eventEffects = {
  "collect-seg": onProjects,
  "remove-red": onProjects,
  "add-red": onProjects,
  "add-seg": onProjects,
  "move-x": (s, effect, p) => {
    const t = moveX(s, effect.die, effect.direction);
    p.ev.push({ type: "xMoved", die: effect.die, direction: effect.direction, value: xValue(t, effect.die) });
    return t;
  },
  "gain-stars": (s, effect, p) => {
    let t = s;
    for (const o of p.card.target === "all-players" || p.card.target === "any-player" ? playersReached(t, p.card, p.player, p.target) : [p.player]) {
      p.ev.push({ type: "stars", org: o, count: effect.count });
      t = gainStars(t, o, effect.count);
    }
    return t;
  },
  "gain-failure": (s, effect, p) => {
    let t = s;
    const reached = p.card.target === "any-project" || p.card.target === "own-project" ? projectsReached(t, p.card, p.player, p.target) : playersReached(t, p.card, p.player, p.target);
    for (const o of reached) {
      p.ev.push({ type: "failure", org: o, count: effect.count });
      t = gainFailures(t, o, effect.count);
    }
    return t;
  },
  "draw-cards": (s, effect, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = queueDraws(t, { kind: "drawStrategy", org: o }, effect.count);
    return t;
  },
  "refresh-staff": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = updateOrg(t, o, (x) => ({ ...x, staff: x.staff.map((m) => ({ ...m, tired: false })) }));
    return t;
  },
  "hire-staff": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) if (t.orgs[o].staffPool.length > 0) t = hire(t, o);
    return t;
  },
  "new-leader": (s, _e, p) => {
    const owner2 = projectsReached(s, p.card, p.player, p.target)[0];
    return owner2 ? setStep(s, { kind: "leader", org: owner2, purpose: "additional" }) : s;
  },
  "leader-second-project": (s, _e, p) => {
    const owner2 = projectsReached(s, p.card, p.player, p.target)[0];
    const leaders5 = owner2 ? s.projects[owner2].leaders : [];
    return withFlow(s, { leadersReturning: [...flowOf(s).leadersReturning, ...leaders5] });
  },
  // 4.0 G, 9.11.2
  "pass-legislation": (s, _e, p) => p.law === null ? s : gainStars(passLaw2(s, p.law, p.ev), p.player, 1),
  // 19.0
  "event-leader": (s, effect, p) => run(p.ev, projectRules.beginEventLeader(s, p.player, effect.leader, p.extraCards, p.card.rank)),
  "burn-baby-burn": (s, _e, p) => triggerBurn(s, p.ev),
  "lower-non-violence": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = lowerNonViolence(t, o, p.ev);
    return t;
  },
  "redraw-cards": (s, effect, p) => setStep(s, { kind: "redraw", org: p.player, left: effect.max, discarded: 0 }),
  "roll-twice": throughLastingDisplay,
  "die-modifier": throughLastingDisplay,
  "reroll-any": throughLastingDisplay,
  "chairman-collect-blue": throughLastingDisplay,
  "freedom-rider": throughLastingDisplay,
  "litigation-modifier": throughLastingDisplay,
  "litigation-hits": throughLastingDisplay,
  "reroll-x-once": throughLastingDisplay,
  "enable-doj-attorney": throughLastingDisplay,
  // 9.15 The Freedom Singers / I Have Been to the Mountaintop (advanced game)
  "cancel-all-challenges": (s, _e, p) => cancelAllChallenges(s, p.ev),
  none: (s) => s
};
function applyEventEffect(s, card9, effect, player, target, law2, ev2, extraCards = []) {
  const rule = eventEffects[effect.kind];
  return rule(s, effect, { card: card9, player, target, law: law2, ev: ev2, extraCards });
}

// src/games/free-at-last/rules/leaders.ts
var isFreedomRider = (l) => l.role === "freedom-rider" || l.effects.some((e) => e.kind === "freedom-rider");
function assignableLeaders(s, org7) {
  const p = s.projects[org7];
  if (!p) return [];
  const card9 = projectCard(s, p.card);
  return [...new Set(s.orgs[org7].protestLeaders)].filter((id) => !(card9.kind === "freedom-ride" && isFreedomRider(leader2(s, id))));
}
function availableRiders(s, org7) {
  const p = s.projects[org7];
  if (!p || org7 !== "CORE" || projectCard(s, p.card).kind !== "freedom-ride") return [];
  return s.orgs[org7].protestLeaders.filter((id) => isFreedomRider(leader2(s, id)));
}
function mayTakeSecond(s, org7) {
  const p = s.projects[org7];
  return org7 === "SNCC" && !!p && projectCard(s, p.card).type !== "S" && p.leaders.length === 1 && assignableLeaders(s, org7).length > 0;
}
function leaderActions(s, org7, purpose2) {
  const ids = purpose2 === "riders" ? availableRiders(s, org7) : assignableLeaders(s, org7);
  const out = ids.map((id) => ({ type: "assignLeader", leader: id }));
  if (purpose2 !== "assign" || out.length === 0) out.push({ type: "noLeader" });
  return out;
}
function assignLeader(s, org7, id, ev2) {
  const p = s.projects[org7];
  const card9 = projectCard(s, p.card);
  const l = leader2(s, id);
  const rider = card9.kind === "freedom-ride" && isFreedomRider(l);
  let t = updateOrg(s, org7, (o) => ({ ...o, protestLeaders: without2(o.protestLeaders, id) }));
  const q = t.projects[org7];
  t = { ...t, projects: { ...t.projects, [org7]: rider ? { ...q, freedomRiders: [...q.freedomRiders, id] } : { ...q, leaders: [...q.leaders, id], leaderLost: false } } };
  ev2.push({ type: rider ? "freedomRider" : "leaderAssigned", org: org7, leader: id });
  if (rider || !activeProject(t, org7)) return t;
  for (const e of l.effects) {
    if (e.kind === "add-red" && metByProject(l.activation, card9)) t = run(ev2, projectRules.applyProjectEffect(t, org7, e));
    const home = l.activation.by === "state" ? l.activation.state : null;
    if (e.kind === "chairman-collect-blue" && (home === null || home === card9.state)) {
      t = run(ev2, projectRules.applyProjectEffect(t, org7, { kind: "collect-seg", color: "blue", count: 1 }));
    }
  }
  return t;
}
function replaceLeaders(s, org7) {
  const p = s.projects[org7];
  const gone = p.leaders;
  const t = updateOrg(s, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...gone] }));
  return { ...t, projects: { ...t.projects, [org7]: { ...p, leaders: [] } } };
}

// src/games/free-at-last/rules/events.ts
function eventPhaseOf(phase) {
  switch (phase) {
    case "select-projects":
      return "project-selection";
    case "legislation":
      return "legislation";
    case "action-rounds":
      return "action";
    case "end-of-turn":
      return "end-of-turn";
    case "challenges":
      return "challenge";
    // 9.3.2.1 B (advanced game)
    default:
      return null;
  }
}
var justNull = Object.freeze([null]);
var noTarget = Object.freeze([]);
function targetsOf(s, card9, player) {
  switch (card9.target) {
    case "own-project":
      return activeProject(s, player) ? justNull : noTarget;
    case "any-project":
      return activeOwners(s);
    case "any-player":
      return s.seats;
    case "self":
    case "all-players":
    case "game":
      return justNull;
  }
}
function effectPossible(s, card9, player, target) {
  for (const e of card9.effects) {
    if (e.kind === "event-leader") {
      const p = activeProject(s, player);
      if (!p || p.eventLeader !== null || resolutionOf(s) !== null) return false;
      if (projectCard(s, p.card).type !== e.projectType) return false;
    }
    if (e.kind === "new-leader") {
      const owner2 = projectsReached(s, card9, player, target)[0];
      if (!owner2 || assignableLeaders(s, owner2).length === 0) return false;
    }
  }
  return true;
}
function lawsFor(s, card9) {
  const e = card9.effects.find((x) => x.kind === "pass-legislation");
  if (!e || e.kind !== "pass-legislation") return justNull;
  return s.decks.legislationDiscard.filter((id) => e.area === "any" || legislationCard(s, id).area === e.area);
}
function eventAllowed(s, org7, id) {
  const card9 = strategyCard(s, id);
  const phase = eventPhaseOf(s.phase);
  if (phase === null || card9.phase !== phase) return false;
  if (!card9.turns.includes(s.turn)) return false;
  if (card9.bamn && org7 === "SCLC") return false;
  return true;
}
var litigationOnly = (card9) => card9.effects.length > 0 && card9.effects.every((e) => e.kind === "litigation-hits");
var circumstanceArisen = (s, owner2) => s.orgs[owner2].eliminated.red + s.orgs[owner2].criminalHold > 0;
var noChoices = Object.freeze([]);
var candidateCache = /* @__PURE__ */ new WeakMap();
function eventCandidates(s, responses) {
  const c = componentsOf(s);
  let byPhase = candidateCache.get(c);
  if (!byPhase) candidateCache.set(c, byPhase = /* @__PURE__ */ new Map());
  const phase = eventPhaseOf(s.phase);
  let byTurn = byPhase.get(phase);
  if (!byTurn) byPhase.set(phase, byTurn = [[], []]);
  const slot = byTurn[responses ? 1 : 0];
  let ids = slot[s.turn];
  if (!ids) {
    ids = c.strategy.filter((card9) => card9.response === responses && !litigationOnly(card9) && card9.phase === phase && card9.turns.includes(s.turn)).map((card9) => card9.id);
    slot[s.turn] = ids;
  }
  return ids;
}
function playableWith(s, card9, org7, target, responses) {
  if (responses && target !== null && !circumstanceArisen(s, target)) return false;
  return effectPossible(s, card9, org7, target);
}
var eventOpen = (s, org7, card9, id, responses) => card9.response === responses && !litigationOnly(card9) && eventAllowed(s, org7, id);
function cardEventChoices(s, org7, id, responses = false) {
  const card9 = strategyCard(s, id);
  if (!eventOpen(s, org7, card9, id, responses)) return noChoices;
  const out = [];
  for (const target of targetsOf(s, card9, org7)) {
    if (!playableWith(s, card9, org7, target, responses)) continue;
    for (const law2 of lawsFor(s, card9)) out.push({ type: "event", card: id, target, law: law2 });
  }
  return out;
}
function cardEventPossible(s, org7, id, responses = false) {
  const card9 = strategyCard(s, id);
  if (!eventOpen(s, org7, card9, id, responses)) return false;
  for (const target of targetsOf(s, card9, org7)) if (playableWith(s, card9, org7, target, responses)) return lawsFor(s, card9).length > 0;
  return false;
}
function eventChoices(s, org7, responses = false) {
  const hand = s.orgs[org7].hand;
  const out = [];
  for (let i = 0; i < hand.length; i++) {
    if (hand.indexOf(hand[i]) !== i) continue;
    for (const a of cardEventChoices(s, org7, hand[i], responses)) out.push(a);
  }
  return out;
}
function settleEventCard(s, org7, id, ev2) {
  const card9 = strategyCard(s, id);
  let t = s;
  if (card9.starred) {
    ev2.push({ type: "stars", org: org7, count: 1, why: "starred event" });
    t = gainStars(t, org7, 1);
  }
  const d = t.decks;
  if (card9.lasting) return withDeck(t, "lastingEvents", [...d.lastingEvents, id]);
  if (card9.starred) return withDeck(t, "strategyRemoved", [...d.strategyRemoved, id]);
  return withDeck(t, "strategyDiscard", [...d.strategyDiscard, id]);
}
function applyEvent(s, org7, id, target, law2, ev2, extraCards = []) {
  const card9 = strategyCard(s, id);
  ev2.push({ type: "event", org: org7, card: id, name: card9.name, target, law: law2 });
  let t = s;
  if (card9.bamn) t = lowerNonViolence(t, org7, ev2);
  for (const e of card9.effects) t = applyEventEffect(t, card9, e, org7, target, law2, ev2, extraCards);
  return t;
}
function playEventNow(s, org7, a, ev2) {
  const t = takeFromHand(s, org7, a.card);
  return settleEventCard(applyEvent(t, org7, a.card, a.target, a.law, ev2), org7, a.card, ev2);
}

// src/games/free-at-last/rules/illegal.ts
var mobilizeRule = { S: "11.1", A: "11.2", V: "11.3" };
function explainIllegal2(s, step6, a) {
  const o = s.orgs[step6.org];
  const holds = (card9) => card9 === "home" ? o.homeCardInHand : o.hand.includes(card9);
  if ("card" in a && typeof a.card === "string" && a.type !== "drawStrategy" && a.type !== "drawLegislation" && a.type !== "chooseLaw" && step6.kind !== "fundraiser" && !holds(a.card)) {
    return { reason: `${step6.org} does not hold ${a.card}.` };
  }
  switch (a.type) {
    case "pass":
      if (step6.kind !== "action") break;
      if (o.homeCardInHand) return { reason: "A player cannot pass while he holds his Home Card.", rule: "9.4" };
      if (o.hand.length > o.staff.length) return { reason: "More cards than Staffers: a card must be played.", rule: "9.4" };
      if (flowOf(s).preemptor === step6.org) return { reason: "A pre-emptive Action Round is taken to play a card.", rule: "10.4" };
      return { reason: "Every seat has passed: the owner of an active Project must act.", rule: "9.4" };
    case "event": {
      if (a.card === "home") return { reason: "The Home Card has no event.", rule: "9.3.3" };
      const c = strategyCard(s, a.card);
      if (c.bamn && step6.org === "SCLC") return { reason: "SCLC cannot use By Any Means Necessary events.", rule: "9.8.3" };
      if (!c.turns.includes(s.turn)) return { reason: `${c.name} cannot be played for the event on Turn ${s.turn}.`, rule: "9.3.2.2" };
      return { reason: `${c.name} cannot be played for the event now (its phase or target does not allow it).`, rule: "9.3.2.1" };
    }
    case "mobilize": {
      const p = s.projects[step6.org];
      const rule = p ? mobilizeRule[projectCard(s, p.card).type] : "11.0";
      return { reason: "That card does not fit the set: a straight for S, a flush of the state's colour for A, one rank for V.", rule };
    }
    case "hire":
      return o.hiredThisTurn > 0 ? { reason: "Only one Staffer may be hired per Turn.", rule: "6.3" } : void 0;
    case "giveFundraiser":
      return { reason: "A player cannot give and receive a fundraiser in the same Turn.", rule: "9.5" };
    case "reinforce":
      return { reason: "That Project has no cube of this colour left (or is complete).", rule: "13.2" };
    case "discard":
      return { reason: "A player may discard only when he has no available action.", rule: "9.4" };
    default:
      break;
  }
  return void 0;
}

// src/games/free-at-last/rules/appeals.ts
var mayAppeal = (s, org7) => s.orgs[org7].criminalHold > 0 && !s.orgs[org7].appealFiled;
function appealDiscard(s, org7, card9, second, ev2) {
  ev2.push({ type: "appealDiscard", org: org7, card: card9 });
  const appealCards = [...s.orgs[org7].appealCards ?? [], { id: card9, color: strategyCard(s, card9).color }];
  let t = updateOrg(discardFromHand(s, org7, card9), org7, (o) => ({ ...o, appealCards }));
  if (second) {
    ev2.push({ type: "appealFiled", org: org7 });
    t = updateOrg(t, org7, (o) => ({ ...o, appealFiled: true }));
  }
  return isMandatory(t, card9) ? triggerBurn(t, ev2) : t;
}

// src/games/free-at-last/rules/public-offers.ts
function inPlay(s, id) {
  if (s.decks.strategy.includes(id)) return true;
  for (const o of s.seats) if (s.orgs[o].hand.includes(id)) return true;
  return false;
}
function mayHold(s, org7, ids, test) {
  if (s.orgs[org7].hand.length === 0) return false;
  for (const id of ids) if (inPlay(s, id) && test(id)) return true;
  return false;
}
var mayHoldEvent = (s, org7, responses = false) => mayHold(s, org7, eventCandidates(s, responses), (id) => cardEventPossible(s, org7, id, responses));
var fundraiserCache = /* @__PURE__ */ new WeakMap();
function fundraisers2(s) {
  const c = componentsOf(s);
  let ids = fundraiserCache.get(c);
  if (!ids) fundraiserCache.set(c, ids = c.strategy.filter((card9) => card9.fundraiser).map((card9) => card9.id));
  return ids;
}
function mayOfferFundraiser(s, org7) {
  if (s.orgs[org7].receivedFundraiser) return false;
  if (!s.seats.some((x) => x !== org7 && !s.orgs[x].gaveFundraiser)) return false;
  return mayHold(s, org7, fundraisers2(s), () => true);
}
function offeredInterrupt(s, org7) {
  const o = s.orgs[org7];
  if (o.stars > 0 && canDraw(s)) return true;
  if (s.phase === "action-rounds" && mayAppeal(s, org7) && o.hand.length >= 2) return true;
  return mayOfferFundraiser(s, org7) || mayHoldEvent(s, org7, true);
}

// src/games/free-at-last/rules/step-prompt.ts
function cardName2(s, id) {
  if (id !== "home") return strategyCard(s, id).name;
  const org7 = shownStep(s)?.org;
  const home = componentsOf(s).homeCards.find((h) => h.organization === org7);
  return home ? `the Home Card (${home.name})` : "the Home Card";
}
function stepPrompt(s, step6) {
  const t = `Turn ${s.turn}`;
  switch (step6.kind) {
    case "hire":
      return `${t}, Hire Staff: ${step6.org}, discard a card to hire a Staffer${step6.org === "CORE" ? " (free for CORE)" : ""}, or skip`;
    case "redraw":
      return `${step6.org}: discard up to ${counting(step6.left, "more card")} to draw replacements, or done`;
    case "select":
      return `${t}, Select Projects: ${step6.org}, choose a Project`;
    case "mobilize":
      return `${step6.org}: play cards to mobilize red cubes (${step6.cards.length} so far), or done`;
    case "leader":
      return `${step6.org}: ${step6.purpose === "replace" ? "assign a new Protest Leader" : step6.purpose === "additional" ? "assign an additional Protest Leader (New Project Leader)" : step6.purpose === "second" ? "assign a second Protest Leader (SNCC)" : "assign a Protest Leader"}`;
    case "riders":
      return `${step6.org}: place Freedom Riders on the Freedom Ride, or done`;
    case "events":
      return `${step6.org}: play an event of this phase, or done`;
    case "chooseLaw":
      return `${step6.org} (fewest VPs): choose ${counting(step6.left, "more provision")} of the ${step6.act === "civil-rights-act-1964" ? "1964 Civil Rights Act" : "1965 Voting Rights Act"}`;
    case "window":
      return `${s.phase === "select-projects" ? `${t}, Plan the Turn` : "Before the Action Round"}: ${step6.org}, spend a Star for a card, offer a fundraiser, play a response card, or pass`;
    case "fundraiser":
      return `${step6.org}: accept ${cardName2(s, step6.card)} from ${step6.from}?`;
    case "preempt":
      return `${step6.org} has the most cards: take a pre-emptive Action Round?`;
    case "action":
      return `${t}, Action Round ${s.actionRound}: ${step6.org}, play a card for your Project or its event, pass, or discard`;
    case "mode":
      return `${step6.org}: choose the action on your Project`;
    case "extra":
      return `${step6.org}: add cards of the same rank, or go on`;
    case "reinforce":
      return `${step6.org}: choose the Project for the ${step6.color} SEG Reinforcement`;
    case "burn":
      return `Burn, Baby, Burn!: ${step6.org}, discard a 4-rank card or lower your Non-Violence level`;
    case "discardDown":
      return `End of Turn: ${step6.org}, discard down to ${counting(s.orgs[step6.org].staff.length, "card")}`;
    case "appeal":
      return `${step6.org}: discard the second card of the Supreme Court appeal`;
  }
}

// src/games/free-at-last/rules/event-window.ts
var openEventWindow = (s) => pushTask(s, { kind: "events", seats: [...s.seats] });
function eventWindowActions(s, org7) {
  return [...eventChoices(s, org7), { type: "eventsDone" }];
}
var eventOffers = (s, org7) => mayHoldEvent(s, org7) ? eventWindowActions(s, org7) : [];
var firstOffers = (s, t) => eventOffers(s, t.seats[0]);
var eventWindow = {
  offers: (s, t, seat) => seat === t.seats[0] ? remember(s, t, firstOffers).slice() : eventOffers(s, seat),
  answer(ctx, _t, org7, a) {
    const seat = org7;
    if (a.type === "eventsDone") return "next";
    if (a.type !== "event") throw new Error("not an event");
    change2(ctx, (s, ev2) => playEventNow(s, seat, a, ev2));
    return "again";
  },
  prompt: (s, _t, seat) => stepPrompt(s, { kind: "events", org: seat }),
  ask: (_s, _t, seat) => ({ decision: "events", org: seat }),
  explain: (s, _t, seat, a) => explainIllegal2(s, { kind: "events", org: seat }, a)
};

// src/games/free-at-last/rules/challenges/effects.ts
function challengeApplies(s, card9, org7) {
  const p = activeProject(s, org7);
  if (!p) return false;
  if (card9.category === "ANY") return true;
  const pc = projectCard(s, p.card);
  if (card9.category === "M") return pc.kind === "march";
  if (card9.category === "A") return pc.type === "A" && pc.kind !== "march";
  return pc.type === card9.category;
}
function applyChallengeEffect(s, org7, e, lasting2, ev2, added) {
  const p = activeProject(s, org7);
  switch (e.kind) {
    case "move-x":
      ev2.push({ type: "xMoved", die: e.die, direction: e.direction, why: "Challenge" });
      return moveX(s, e.die, e.direction);
    case "gain-failure":
      ev2.push({ type: "failure", org: org7, count: e.count, why: "failed Challenge (4.2 B)" });
      return gainFailures(s, org7, e.count);
    case "add-seg": {
      if (!p) return s;
      const t = run(ev2, projectRules.applyProjectEffect(s, org7, e));
      const q = t.projects[org7];
      const n9 = q.cubes[e.color] - p.cubes[e.color];
      added[e.color] += n9;
      if (e.color === "blue" && n9 > 0 && q.stage === "school-year") return { ...t, projects: { ...t.projects, [org7]: { ...q, stage: "exam" } } };
      return t;
    }
    case "remove-red": {
      if (!p) return s;
      const count = lasting2 ? Math.min(e.count, p.cubes.red - 1) : e.count;
      return count > 0 ? run(ev2, projectRules.applyProjectEffect(s, org7, { kind: "remove-red", count })) : s;
    }
  }
}
function applyChallenge(s, card9, org7, lasting2, ev2) {
  const added = { white: 0, blue: 0 };
  let t = s;
  for (const e of card9.effects) t = applyChallengeEffect(t, org7, e, lasting2, ev2, added);
  return { state: t, added };
}

// src/games/free-at-last/rules/challenges/deal.ts
function enterChallenges(s) {
  const t = pushStages(withFlow({ ...s, phase: "challenges" }, { step: null, cursor: 0 }), { kind: "challengeDecisions" }, { kind: "challengeBoard" });
  return s.seats.reduce((u, org7) => queueDraws(u, { kind: "drawChallenge", org: org7 }, 4), t);
}
var hasXMove = (s, id) => challengeCard(s, id).effects.some((e) => e.kind === "move-x");
function dealtChallenge(s, org7, id, ev2) {
  const c = challengesOf(s);
  const i = c.deck.indexOf(id);
  const deck = [...c.deck.slice(0, i), ...c.deck.slice(i + 1)];
  const card9 = challengeCard(s, id);
  ev2.push({ type: "challengeDealt", org: org7, card: id, name: card9.name, category: card9.category });
  if (card9.category !== "ALL") return withChallenges(s, { deck, dealt: { ...c.dealt, [org7]: [...c.dealt[org7] ?? [], id] } });
  if (card9.trigger.on === "now" && hasXMove(s, id)) {
    let t = s;
    for (const e of card9.effects) if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    ev2.push({ type: "challengeImplemented", card: id, org: null });
    return withChallenges(t, { deck, discard: [...c.discard, id] });
  }
  return withChallenges(s, { deck, byBoard: [...c.byBoard, id] });
}
function nextDealt(s) {
  const c = challengesOf(s);
  for (const org7 of s.seats) {
    const card9 = c.dealt[org7]?.[0];
    if (card9 !== void 0) return { org: org7, card: card9 };
  }
  return null;
}
function takeDealt(s, org7, id) {
  const c = challengesOf(s);
  const mine = c.dealt[org7] ?? [];
  const i = mine.indexOf(id);
  return withChallenges(s, { dealt: { ...c.dealt, [org7]: [...mine.slice(0, i), ...mine.slice(i + 1)] } });
}
function challengeDecisions(s) {
  const next3 = nextDealt(s);
  if (next3 === null) return openEventWindow(setStage(s, null));
  if (!activeProject(s, next3.org)) {
    const t = takeDealt(s, next3.org, next3.card);
    return withChallenges(t, { discard: [...challengesOf(t).discard, next3.card] });
  }
  return pushTask(s, { kind: "challenge", org: next3.org, card: next3.card, asked: [] });
}
var challengeBoard = (s, ev2) => implementBoard(setStage(s, null), ev2);
function implementBoard(s, ev2) {
  let t = s;
  for (const id of challengesOf(s).byBoard) {
    const card9 = challengeCard(t, id);
    const c = challengesOf(t);
    if (card9.trigger.on !== "now") {
      t = withChallenges(t, { byBoard: c.byBoard.filter((x) => x !== id), inPlay: [...c.inPlay, { card: id, org: null, added: { white: 0, blue: 0 } }] });
      continue;
    }
    ev2.push({ type: "challengeImplemented", card: id, org: null });
    for (const org7 of activeOwners(t)) t = applyChallenge(t, card9, org7, false, ev2).state;
    const d = challengesOf(t);
    t = withChallenges(t, { byBoard: d.byBoard.filter((x) => x !== id), discard: [...d.discard, id] });
  }
  return t;
}

// src/games/free-at-last/rules/challenges/cancel.ts
function cancelOptions(s, org7, card9, onOwn, asked) {
  const stars3 = s.orgs[org7].stars;
  const out = [];
  if (stars3 >= 2) out.push({ type: "challengeCancel", card: card9, pay: "two-stars" });
  if (org7 === "SCLC" && onOwn && stars3 >= 1) out.push({ type: "challengeCancel", card: card9, pay: "sclc-one-star" });
  if (stars3 >= 1) {
    for (const other3 of s.seats) if (other3 !== org7 && !asked.includes(other3) && s.orgs[other3].stars >= 1) out.push({ type: "challengeShare", card: card9, with: other3 });
  }
  return out;
}
function withdrawCubes(s, entry, ev2) {
  if (entry.org === null || !s.projects[entry.org]) return s;
  let t = s;
  for (const color3 of ["white", "blue"]) {
    const m = moveCubes(t, onProject(entry.org), supply, color3, entry.added[color3]);
    if (m.moved > 0) ev2.push({ type: "cubesWithdrawn", org: entry.org, color: color3, count: m.moved, why: "9.15.1 cancelled M Challenge" });
    t = m.state;
  }
  return t;
}
function cancelChallenge(s, card9, dealtTo, ev2) {
  ev2.push({ type: "challengeCancelled", card: card9, name: challengeCard(s, card9).name });
  let t = s;
  if (dealtTo !== null) t = takeDealt(t, dealtTo, card9);
  else {
    const entry = challengesOf(t).inPlay.find((x) => x.card === card9);
    if (entry && challengeCard(t, card9).category === "M") t = withdrawCubes(t, entry, ev2);
    t = withChallenges(t, { inPlay: challengesOf(t).inPlay.filter((x) => x.card !== card9) });
  }
  return withChallenges(t, { discard: [...challengesOf(t).discard, card9] });
}
function applyCancelAction(s, org7, a, dealtTo, asked, ev2) {
  if (a.type === "challengeShare") {
    ev2.push({ type: "challengeShareOffered", from: org7, to: a.with, card: a.card });
    return pushTask(s, { kind: "share", org: a.with, from: org7, card: a.card, dealt: dealtTo !== null, asked: [...asked] });
  }
  const cost = a.pay === "two-stars" ? 2 : 1;
  ev2.push({ type: "starSpent", org: org7, for: "cancel a Challenge", count: cost });
  return cancelChallenge(spendStars(s, org7, cost), a.card, dealtTo, ev2);
}
function applyShareAnswer(s, step6, accept, ev2) {
  const t = popTask(s);
  if (accept) {
    ev2.push({ type: "starSpent", org: step6.from, for: "cancel a Challenge", count: 1 }, { type: "starSpent", org: step6.org, for: "cancel a Challenge", count: 1 });
    const paid = spendStars(spendStars(t, step6.from, 1), step6.org, 1);
    return cancelChallenge(paid, step6.card, step6.dealt ? step6.from : null, ev2);
  }
  ev2.push({ type: "challengeShareRefused", from: step6.from, to: step6.org });
  if (step6.dealt) return pushTask(t, { kind: "challenge", org: step6.from, card: step6.card, asked: [...step6.asked, step6.org] });
  return closeSeatWindow(t);
}
function windowCancelOptions(s, org7) {
  if (!isAdvanced(s)) return [];
  return challengesOf(s).inPlay.flatMap((x) => cancelOptions(s, org7, x.card, x.org === org7, []));
}

// src/games/free-at-last/rules/challenges/decide.ts
function challengeActions(s, org7, card9, asked) {
  const c = challengeCard(s, card9);
  if (challengeApplies(s, c, org7)) return [{ type: "challengeImplement" }, ...cancelOptions(s, org7, card9, true, asked)];
  const takers = s.seats.filter((o) => o !== org7 && challengeApplies(s, c, o));
  return [{ type: "challengeWhiteCube" }, ...takers.map((to) => ({ type: "challengeGive", to }))];
}
function implementChallenge(s, org7, id, ev2) {
  const card9 = challengeCard(s, id);
  ev2.push({ type: "challengeImplemented", card: id, name: card9.name, org: org7 });
  const t = takeDealt(s, org7, id);
  if (card9.trigger.on !== "now") return withChallenges(t, { inPlay: [...challengesOf(t).inPlay, { card: id, org: org7, added: { white: 0, blue: 0 } }] });
  const r = applyChallenge(t, card9, org7, false, ev2);
  const c = challengesOf(r.state);
  if (card9.category === "M") return withChallenges(r.state, { inPlay: [...c.inPlay, { card: id, org: org7, added: r.added }] });
  return withChallenges(r.state, { discard: [...c.discard, id] });
}
function applyChallengeDecision(s, step6, a, ev2) {
  const { org: org7, card: card9 } = step6;
  const t = popTask(s);
  switch (a.type) {
    case "challengeImplement":
      return implementChallenge(t, org7, card9, ev2);
    case "challengeWhiteCube": {
      ev2.push({ type: "challengeWhiteCube", org: org7, card: card9 });
      const u = moveCubes(takeDealt(t, org7, card9), supply, onProject(org7), "white", 1).state;
      return withChallenges(u, { discard: [...challengesOf(u).discard, card9] });
    }
    case "challengeGive": {
      ev2.push({ type: "challengeGiven", from: org7, to: a.to, card: card9, project: projectCard(t, t.projects[a.to].card).title });
      const u = takeDealt(t, org7, card9);
      const c = challengesOf(u);
      return withChallenges(u, { dealt: { ...c.dealt, [a.to]: [card9, ...c.dealt[a.to] ?? []] } });
    }
    case "challengeCancel":
    case "challengeShare":
      return applyCancelAction(t, org7, a, org7, step6.asked, ev2);
    default:
      throw new Error(`${a.type} does not answer a Challenge decision`);
  }
}

// src/games/free-at-last/rules/variants/historical.ts
var historicalTurnOf = (n9) => n9 <= 20 ? 1 : n9 <= 36 ? 2 : 3;
function historicalDeck(s) {
  if (!s.ext?.historical) return s;
  const pool = [...s.decks.projects, ...s.ext.projectReserve];
  const projects2 = pool.filter((n9) => historicalTurnOf(n9) === s.turn);
  return withExt({ ...s, decks: { ...s.decks, projects: projects2 } }, { projectReserve: pool.filter((n9) => historicalTurnOf(n9) !== s.turn) });
}

// src/games/free-at-last/rules/variants/solitaire.ts
var absentFailureMarkers = 6;
var otherPlayerPhases = ["legislation", "end-of-turn", "challenge"];
var blocked = /* @__PURE__ */ new Set(["lower-non-violence", "event-leader", "burn-baby-burn", "none", "litigation-hits"]);
var soloOrg = (s) => s.seats[0];
function soloBeforeAction(s) {
  const solo3 = s.ext?.solo;
  if (!solo3 || !activeProject(s, soloOrg(s))) return null;
  if (solo3.drawnRound !== s.actionRound) {
    const drew = withExt(s, { solo: { ...solo3, drawnRound: s.actionRound, offered: [] } });
    return s.decks.strategy.length + s.decks.strategyDiscard.length > 0 ? queueDraws(drew, { kind: "drawSolo" }, 1) : drew;
  }
  const held = solo3.held.find((id) => !solo3.offered.includes(id) && circumstance(s) && implementable(s, strategyCard(s, id)));
  if (held === void 0) return null;
  return pushTask(withExt(s, { solo: { ...solo3, offered: [...solo3.offered, held] } }), { kind: "solo", org: soloOrg(s), card: held, held: true });
}
var circumstance = (s) => s.orgs[soloOrg(s)].eliminated.red + s.orgs[soloOrg(s)].criminalHold > 0;
function implementable(s, card9) {
  if (!card9.turns.includes(s.turn)) return false;
  return card9.effects.some((e) => !blocked.has(e.kind)) && !card9.effects.some((e) => e.kind === "event-leader");
}
function lawsFor2(s, card9) {
  const e = card9.effects.find((x) => x.kind === "pass-legislation");
  if (!e || e.kind !== "pass-legislation") return [];
  return s.decks.legislationDiscard.filter((id) => e.area === "any" || legislationCard(s, id).area === e.area);
}
var toDiscard = (s, id) => withDeck(s, "strategyDiscard", [...s.decks.strategyDiscard, id]);
function settle2(s, card9) {
  const d = s.decks;
  if (card9.lasting) return { ...s, decks: { ...d, lastingEvents: [...d.lastingEvents, card9.id] } };
  if (card9.starred) return { ...s, decks: { ...d, strategyRemoved: [...d.strategyRemoved, card9.id] } };
  return toDiscard(s, card9.id);
}
function soloDrawn(s0, id, ev2) {
  const s = { ...s0, decks: { ...s0.decks, strategy: without2(s0.decks.strategy, id) } };
  const card9 = strategyCard(s, id);
  const org7 = soloOrg(s);
  ev2.push({ type: "soloDraw", card: id, name: card9.name });
  if (card9.fundraiser) return updateOrg(s, org7, (o) => ({ ...o, hand: [...o.hand, id] }));
  if (card9.mandatory) return triggerBurn(toDiscard(s, id), ev2);
  if (card9.response) {
    if (card9.effects.every((e) => e.kind === "litigation-hits")) return toDiscard(s, id);
    const solo3 = extOf(s).solo;
    return withExt(s, { solo: { ...solo3, held: [...solo3.held, id] } });
  }
  if (otherPlayerPhases.includes(card9.phase)) {
    if (!card9.turns.includes(s.turn)) return toDiscard(s, id);
    if (lawsFor2(s, card9).length > 0) return pushTask(onDisplay(s, id), { kind: "solo", org: org7, card: id, held: false });
    return settle2(asOtherPlayer(s, card9, null, ev2), card9);
  }
  if (!implementable(s, card9)) return toDiscard(s, id);
  return pushTask(onDisplay(s, id), { kind: "solo", org: org7, card: id, held: false });
}
var onDisplay = (s, id) => withDeck(s, "display", [...s.decks.display, id]);
var offDisplay = (s, id) => withDeck(s, "display", without2(s.decks.display, id));
function asOtherPlayer(s, card9, law2, ev2) {
  let t = s;
  for (const e of card9.effects) {
    if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    if (e.kind === "pass-legislation" && law2 !== null) t = passLaw2(t, law2, ev2);
    if (e.kind === "cancel-all-challenges") t = cancelAllChallenges(t, ev2);
  }
  return t;
}
function soloActions(s, card9, held) {
  const c = strategyCard(s, card9);
  if (!held && otherPlayerPhases.includes(c.phase)) return lawsFor2(s, c).map((law2) => ({ type: "soloImplement", law: law2 }));
  return [{ type: "soloImplement", law: null }, { type: "soloDecline" }];
}
function applySolo(s, step6, a, ev2) {
  const card9 = strategyCard(s, step6.card);
  const org7 = step6.org;
  let t = popTask(s);
  if (step6.held) {
    if (a.type === "soloDecline") return t;
    const solo3 = extOf(t).solo;
    t = withExt(t, { solo: { ...solo3, held: without2(solo3.held, step6.card) } });
  } else t = offDisplay(t, step6.card);
  if (a.type === "soloDecline") return toDiscard(t, step6.card);
  if (a.type !== "soloImplement") throw new Error(`${a.type} does not answer the solitaire card`);
  ev2.push({ type: "soloImplemented", card: step6.card, name: card9.name });
  if (otherPlayerPhases.includes(card9.phase)) return settle2(asOtherPlayer(t, card9, a.law, ev2), card9);
  for (const e of card9.effects) if (!blocked.has(e.kind)) t = applyEventEffect(t, card9, e, org7, org7, null, ev2);
  return settle2(t, card9);
}
function soloEndOfTurn(s) {
  const solo3 = s.ext?.solo;
  if (!solo3 || solo3.held.length === 0) return s;
  return withExt(withDeck(s, "strategyDiscard", [...s.decks.strategyDiscard, ...solo3.held]), { solo: { ...solo3, held: [], offered: [] } });
}

// src/games/free-at-last/rules/variants/hooks.ts
var strategyRefill = (s) => ({ ...s, decks: { ...s.decks, strategy: s.decks.strategyDiscard, strategyDiscard: [] } });
var variantTasks = {
  // 2.7 ruling: an empty Challenge deck is reshuffled from its discard pile (as the Strategy deck is, 9.3 ruling); with both empty the deal is lost
  drawChallenge: {
    decider: (s) => challengesOf(s).deck.length > 0 ? "chance" : "auto",
    run(ctx) {
      const c = challengesOf(ctx.state);
      if (c.discard.length > 0) ctx.state = withChallenges(ctx.state, { deck: c.discard, discard: [] });
      else ctx.pop();
    },
    ...drawsFrom((s) => ({ items: challengesOf(s).deck, make: (card9) => ({ type: "drawChallenge", card: card9 }) })),
    prompt: (_s, t) => `Deal a Challenge card to ${t.org}`,
    ask: (_s, t) => ({ chance: "draw", deck: "challenge", for: t.org }),
    answer: (ctx, t, a) => change2(ctx, (s, ev2) => dealtChallenge(popTask(s), t.org, a.card, ev2))
  },
  // 23.1 ruling: the solitaire draw reshuffles the Strategy discard pile the same way
  drawSolo: {
    decider: (s) => s.decks.strategy.length > 0 ? "chance" : "auto",
    run(ctx) {
      if (ctx.state.decks.strategyDiscard.length > 0) ctx.state = strategyRefill(ctx.state);
      else ctx.pop();
    },
    ...drawsFrom((s) => ({ items: s.decks.strategy, make: (card9) => ({ type: "drawSolo", card: card9 }) })),
    prompt: () => "Draw the top Strategy card for another organization (solitaire)",
    ask: () => ({ chance: "draw", deck: "strategy", for: "solitaire" }),
    answer: (ctx, _t, a) => change2(ctx, (s, ev2) => soloDrawn(popTask(s), a.card, ev2))
  },
  challenge: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: (s, t) => challengeActions(s, t.org, t.card, t.asked),
    answer: (ctx, t, a) => change2(ctx, (s, ev2) => applyChallengeDecision(s, t, a, ev2))
  },
  share: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: () => [{ type: "challengeShareAccept" }, { type: "challengeShareRefuse" }],
    answer: (ctx, t, a) => change2(ctx, (s, ev2) => applyShareAnswer(s, t, a.type === "challengeShareAccept", ev2))
  },
  solo: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: (s, t) => soloActions(s, t.card, t.held),
    answer: (ctx, t, a) => change2(ctx, (s, ev2) => applySolo(s, t, a, ev2))
  },
  beforeDeal: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      ctx.state = historicalDeck(ctx.state);
    }
  },
  // 23.1 the solitaire draw and held response cards come before the Action Round, as long as there are any
  beforeAction: {
    decider: () => "auto",
    run(ctx) {
      const t = soloBeforeAction(ctx.state);
      if (t === null) ctx.pop();
      else ctx.state = t;
    }
  },
  turnCleanup: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      ctx.state = soloEndOfTurn(ctx.state);
    }
  }
};
function variantPrompt(s, step6) {
  switch (step6.kind) {
    case "challenge":
      return `Challenge phase: ${step6.org}, what to do with ${challengeCard(s, step6.card).name} (${challengeCard(s, step6.card).category})`;
    case "share":
      return `${step6.org}: pay 1 Star with ${step6.from} to cancel ${challengeCard(s, step6.card).name}?`;
    case "solo":
      return `${step6.org}: implement ${strategyCard(s, step6.card).name}, played by another organization?`;
  }
}
function describeVariantAction(s, a) {
  const top = topTask(s);
  const who3 = top?.kind === "challenge" || top?.kind === "share" || top?.kind === "solo" ? top.org : shownStep(s)?.org ?? "";
  switch (a.type) {
    case "drawChallenge":
      return `Challenge card dealt: ${challengeCard(s, a.card).name}`;
    case "drawSolo":
      return `Another organization plays ${strategyCard(s, a.card).name}`;
    case "challengeImplement":
      return `${who3} implements the Challenge on his Project`;
    case "challengeWhiteCube":
      return `${who3} adds a white cube to his Project instead`;
    case "challengeGive":
      return `${who3} gives the Challenge to ${a.to}`;
    case "challengeCancel":
      return `${who3} cancels ${challengeCard(s, a.card).name} with ${a.pay === "two-stars" ? "2 Stars" : "SCLC's 1 Star"}`;
    case "challengeShare":
      return `${who3} asks ${a.with} to pay 1 Star each to cancel ${challengeCard(s, a.card).name}`;
    case "challengeShareAccept":
      return `${who3} pays 1 Star to cancel the Challenge`;
    case "challengeShareRefuse":
      return `${who3} refuses to pay`;
    case "soloImplement":
      return `${who3} implements the event${a.law ? ` (passing ${a.law})` : ""}`;
    case "soloDecline":
      return `${who3} does not implement the event`;
  }
}

// src/games/free-at-last/describe.ts
var played = (s, a) => a.card === "home" ? `${cardName2(s, "home")} as a ${a.color} ${a.rank}` : `${cardName2(s, a.card)} (${a.color} ${a.rank})`;
var stateName = (s, id) => componentsOf(s).states.find((x) => x.id === id)?.name ?? id;
var MODE_WORDS = { protest: "protest", picket: "picket", exam: "take the exam", injunction: "seek an injunction", advance: "advance", bamn: "act By Any Means Necessary" };
function who(s) {
  const top = topTask(s);
  if (top && isResolution(top)) return String(projectRules.resolutionToMove(s));
  if (top && isWindow(top)) return top.seats[0];
  return top && isStep(top) ? top.org : "chance";
}
function describeAction2(s, a) {
  try {
    return words(s, a);
  } catch {
    return JSON.stringify(a);
  }
}
function words(s, a) {
  if (isVariantAction(a)) return describeVariantAction(s, a);
  const p = who(s);
  const top = topTask(s);
  switch (a.type) {
    case "drawStrategy":
      return `a Strategy card is drawn${top?.kind === "drawStrategy" ? ` for ${top.org}` : ""}`;
    case "drawProject": {
      const c = projectCard(s, a.card);
      return `Project dealt: ${c.title} (${c.type}, ${stateName(s, c.state)})`;
    }
    case "drawStaff":
      return `${leader2(s, a.leader).name} joins the staff`;
    case "drawLegislation":
      return `Legislation drawn: ${legislationCard(s, a.card).name}`;
    case "hire":
      return a.discard === null ? `${p} hires a Staffer for free` : `${p} discards ${cardName2(s, a.discard)} to hire a Staffer`;
    case "skipHire":
      return `${p} hires no Staffer`;
    case "redrawDiscard":
      return `${p} discards ${cardName2(s, a.card)} to draw a replacement`;
    case "redrawDone":
      return `${p} is done redrawing`;
    case "selectProject": {
      const c = projectCard(s, s.offered[a.state] ?? 0);
      return `${p} selects ${c.title} in ${stateName(s, a.state)}`;
    }
    case "mobilize":
      return `${p} mobilizes with ${played(s, a)}`;
    case "mobilizeDone":
      return `${p} finishes mobilizing`;
    case "assignLeader":
      return `${p} assigns ${leader2(s, a.leader).name}`;
    case "noLeader":
      return `${p} assigns no (further) Leader`;
    case "chooseLaw":
      return `${p} passes ${legislationCard(s, a.card).name} into law`;
    case "event":
      return `${p} plays ${cardName2(s, a.card)} for the event${a.target ? ` on ${a.target}` : ""}${a.law ? `, passing ${legislationCard(s, a.law).name}` : ""}`;
    case "eventsDone":
      return `${p} plays no more events now`;
    case "play":
      return `${p} plays ${played(s, a)} on his Project`;
    case "mode":
      return `${p} chooses to ${MODE_WORDS[a.mode]}`;
    case "extra":
      return `${p} adds ${played(s, a)}`;
    case "extraDone":
      return `${p} adds no more cards`;
    case "reinforce":
      return `${p} places the SEG Reinforcement on ${a.target}'s Project`;
    case "pass":
      return `${p} passes`;
    case "discard":
      return `${p} discards ${cardName2(s, a.card)}`;
    case "concede":
      return `${p} gives up the incomplete Project`;
    case "preempt":
      return `${p} takes a pre-emptive Action Round`;
    case "declinePreempt":
      return `${p} does not pre-empt`;
    case "spendStarDraw":
      return `${p} spends a Star to draw a Strategy card`;
    case "giveFundraiser":
      return `${p} offers ${cardName2(s, a.card)} to ${a.to}`;
    case "windowPass":
      return `${p} passes the interrupt window`;
    case "acceptFundraiser":
      return `${p} accepts the fundraiser`;
    case "refuseFundraiser":
      return `${p} refuses the fundraiser`;
    case "burnDiscard":
      return `${p} discards ${cardName2(s, a.card)} to answer Burn, Baby, Burn!`;
    case "burnLower":
      return `${p} lowers its Non-Violence Commitment Level`;
    case "discardDown":
      return `${p} discards ${cardName2(s, a.card)}`;
    case "appealDiscard":
      return `${p} discards ${cardName2(s, a.card)} toward a Supreme Court appeal`;
    case "discardDone":
      return `${p} keeps the rest of his hand`;
    default:
      return projectRules.describeResolution(s, a);
  }
}

// src/games/free-at-last/describe-event.ts
var cache4 = /* @__PURE__ */ new WeakMap();
function namesOf(c) {
  let n9 = cache4.get(c);
  if (!n9) {
    n9 = {
      cards: new Map(c.strategy.map((x) => [x.id, x.name])),
      leaders: new Map(c.leaders.map((x) => [x.id, x.name])),
      laws: new Map(c.legislation.map((x) => [x.id, x.name])),
      projects: new Map(c.projects.map((x) => [x.number, x.title])),
      states: new Map(c.states.map((x) => [x.id, x.name]))
    };
    cache4.set(c, n9);
  }
  return n9;
}
var names = () => namesOf(referenceComponents2);
var titled = (id) => id.split("-").map((w) => w ? w[0].toUpperCase() + w.slice(1) : w).join(" ");
var card3 = (id) => id === "home" ? "the Home Card" : names().cards.get(String(id)) ?? titled(String(id));
var person = (id) => names().leaders.get(String(id)) ?? String(id);
var law = (id) => names().laws.get(String(id)) ?? titled(String(id));
var project2 = (n9) => names().projects.get(Number(n9)) ?? `Project ${String(n9)}`;
var place = (id) => names().states.get(String(id)) ?? String(id);
var list = (xs) => {
  const a = xs.map(String);
  return a.length <= 1 ? a[0] ?? "nobody" : `${a.slice(0, -1).join(", ")} and ${a[a.length - 1]}`;
};
var plural = (n9, one, many = `${one}s`) => `${String(n9)} ${n9 === 1 ? one : many}`;
var signed = (n9) => n9 >= 0 ? `+${n9}` : `\u2013${-n9}`;
var num = (n9) => n9 >= 0 ? String(n9) : `\u2013${-n9}`;
function zone(z29) {
  const [where, org7] = String(z29).split(":");
  switch (where) {
    case "supply":
      return "the supply";
    case "project":
      return `${org7}'s Project`;
    case "eliminated":
      return `${org7}'s eliminated area`;
    case "criminal":
      return `${org7}'s criminal hold`;
    default:
      return String(z29);
  }
}
var purposes = {
  "red-cubes": "for the red cubes",
  "white-cubes": "for the white cubes",
  "blue-cubes": "for the blue cubes",
  leader: "for the Leader",
  ldf: "for the LDF attorney",
  "seg-attorney": "for the SEG attorney",
  registrar: "for the registrar",
  doj: "for the D.O.J. Staff Attorney",
  fate: "for the Event Leader's fate"
};
var sides2 = {
  red: "red cubes",
  white: "white cubes",
  blue: "blue cubes",
  leader: "the Leader",
  ldf: "the LDF side",
  "seg-attorney": "the SEG attorney",
  registrar: "the registrar",
  doj: "the D.O.J. Staff Attorney"
};
var modes = {
  protest: "protests",
  picket: "pickets",
  exam: "takes the pupil placement exam",
  injunction: "seeks an injunction",
  advance: "advances",
  bamn: "acts By Any Means Necessary"
};
var stages = {
  protest: "the protest",
  exam: "the pupil placement exam",
  "school-year": "the school year",
  classes: "the citizenship classes",
  courthouse: "the courthouse stage",
  "bamn-white": "the first By Any Means Necessary stage",
  "bamn-blue": "the second By Any Means Necessary stage"
};
var levels2 = {
  "inter-racialism": "Inter-Racialism",
  "black-leadership": "Black Leadership",
  "black-power": "Black Power",
  "black-separatism": "Black Separatism"
};
function roll(e) {
  const face3 = String(e.face);
  const value3 = Number(e.value);
  if (e.subsequent) {
    const out = face3 === "X" || e.die === "white" && face3 === "K";
    return `subsequent roll ${face3}: ${out ? face3 === "K" ? "a K \u2014 Strike Out" : "Strike Out" : "the X stands"}`;
  }
  const leaders5 = e.leaders ?? [];
  const roller = e.purpose === "leader" && leaders5.length > 0 ? `Leader ${list(leaders5.map(person))}` : e.purpose === "fate" ? "the Event Leader" : String(e.org ?? "the owner");
  const mod = Number(e.modifier ?? 0);
  const note = e.reading === "x" ? ` \u2192 ${num(value3)} (X value${mod ? `, ${signed(mod)} Staffer` : ""})` : e.reading === "minus-one" ? ` (\u20131 rule: ${num(value3)})` : e.reading === "exempt" ? ` (exempt from the \u20131 rule: ${num(value3)})` : mod ? ` (${signed(mod)} Staffer: ${num(value3)})` : "";
  return `${roller} rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""}: ${face3}${note}`.replace(" :", ":");
}
function dieResult(e) {
  const what = `the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""}`.trim();
  if (e.klan) return `${what} Strikes Out with a K: Klan attack!`;
  if (e.struckOut) return `${what} Strikes Out and scores nothing`;
  return `${what} counts ${num(Number(e.value))}`;
}
function cubes2(e) {
  const n9 = plural(e.count, `${String(e.color)} cube`);
  const why6 = String(e.why);
  if (why6 === "collected") return `${String(e.to).split(":")[1]} collects ${n9}`;
  if (why6 === "added") return `${n9} added to ${zone(e.to)}`;
  const go = e.count === 1 ? "goes" : "go";
  if (/^(removed|saved) by /.test(why6)) return `${n9} ${why6} ${go} to ${zone(e.to)}`;
  return `${n9} ${go} from ${zone(e.from)} to ${zone(e.to)} (${why6})`;
}
function litigation(e) {
  const court = e.court === "supreme" ? "at the Supreme Court" : e.appeal ? "on appeal" : "in court";
  switch (e.result) {
    case "won":
      return `${String(e.org)} wins ${court}`;
    case "reversed on appeal":
      return `${String(e.org)} wins: the ruling is reversed on appeal`;
    case "tie":
      return `${String(e.org)}'s case ends in a tie ${court} (the SEG side wins ties)`;
    default:
      return `${String(e.org)} loses ${court}`;
  }
}
function projectAction(e) {
  const cards5 = e.cards.map(card3);
  const using2 = cards5.length > 0 ? ` with ${list(cards5)}` : "";
  if (e.mode === "injunction") {
    const team2 = [e.attorney, e.coCounsel].filter((x) => x !== null && x !== void 0).map(String);
    return `${String(e.org)} seeks an injunction${using2}${team2.length > 0 ? ` (${list(team2)} for the LDF)` : ""}`;
  }
  const stage3 = e.stage ? ` (${stages[String(e.stage)] ?? String(e.stage)})` : "";
  return `${String(e.org)} ${modes[String(e.mode)] ?? String(e.mode)}${stage3}${using2}`;
}
function stars2(e) {
  const n9 = Number(e.count ?? 1);
  return `${String(e.org)} gains ${plural(n9, "Star")}${e.why ? ` (${String(e.why)})` : ""}`;
}
function starSpent(e) {
  if (e.for === "draw") return `${String(e.org)} spends a Star to draw a Strategy card`;
  return `${String(e.org)} spends ${plural(Number(e.count ?? 1), "Star")}${e.why ? `: ${String(e.why)}` : ""}`;
}
var leaderFate = (e) => `the Event Leader of ${String(e.org)} ${String(e.fate)}`;
var describers2 = {
  advanced: (e) => `${plural(e.count, "red cube")} of ${String(e.org)} advance${e.count === 1 ? "s" : ""}`,
  appealDiscard: (e) => `${String(e.org)} discards ${card3(e.card)} for an appeal`,
  appealFiled: (e) => `${String(e.org)} files an appeal to the Supreme Court`,
  appealRefund: (e) => `${String(e.org)} takes ${card3(e.card)} back: a consolidated appeal costs three cards (22.16)`,
  burnBabyBurn: (e) => `Burn, Baby, Burn!: ${list(e.orgs)} must discard a card or lower Non-Violence`,
  burnDiscard: (e) => `${String(e.org)} discards ${card3(e.card)} to Burn, Baby, Burn!`,
  cardDrawn: (e) => `${String(e.org)} draws a Strategy card`,
  cubes: cubes2,
  demoralization: (e) => `${String(e.color)} demoralization: ${list(e.orgs)} affected`,
  dieResult,
  discard: (e) => `${e.org ? `${String(e.org)} discards` : "discarded:"} ${card3(e.card)}${e.why ? ` (${String(e.why)})` : ""}`,
  discardDown: (e) => `${String(e.org)} discards ${card3(e.card)} down to the hand limit`,
  dojAttorney: (e) => `${String(e.org)} calls in the D.O.J. Staff Attorney`,
  event: (e) => `${String(e.org)} plays the event ${String(e.name ?? card3(e.card))}${e.target ? ` on ${String(e.target)}` : ""}${e.law ? `, passing ${law(e.law)}` : ""}`,
  eventLeader: (e) => `${person(e.leader)} takes over ${String(e.org)}'s Project as Event Leader`,
  eventLeaderEliminated: (e) => `the Event Leader of ${String(e.org)} is eliminated`,
  eventLeaderFate: leaderFate,
  extraCard: (e) => `${String(e.org)} adds ${card3(e.card)} to the action`,
  failure: (e) => `${String(e.org)} receives ${plural(e.count, "Failure Marker")}${e.why ? ` (${String(e.why)})` : ""}`,
  federalLegislation: (e) => law(e.card).startsWith("Federal Legislation") ? law(e.card) : `Federal Legislation: ${law(e.card)}`,
  freedomMarkerVps: (e) => `${String(e.org)} scores ${String(e.vp)} VP for Freedom Markers`,
  freedomRider: (e) => `${String(e.org)} sends ${person(e.leader)} as a Freedom Rider`,
  freedomRidersLost: (e) => `${String(e.org)} loses Freedom Riders: ${list(e.riders.map(person))}`,
  fundraiser: (e) => `${String(e.from)} gives ${card3(e.card)} to ${String(e.to)} as a fundraiser (+${plural(e.stars, "Star")})`,
  fundraiserRefused: (e) => `${String(e.to)} refuses ${String(e.from)}'s fundraiser`,
  hire: (e) => e.discard === null ? `${String(e.org)} hires a Staffer for free` : `${String(e.org)} discards ${card3(e.discard)} to hire a Staffer`,
  hits: (e) => {
    const side = sides2[String(e.side)] ?? String(e.side);
    return `${side} score${side.startsWith("the ") ? "s" : ""} ${plural(e.hits, "hit")} on ${String(e.org)}'s Project`;
  },
  klan: (e) => `Klan attack on ${String(e.org)}'s Project: ${list(e.killed.map(person))} killed`,
  lawHeldUp: (e) => `${law(e.card)} is held up in Congress`,
  lawImplemented: (e) => `${law(e.card)} is implemented`,
  lawPassed: (e) => `${law(e.card)} passes into law (${String(e.area)} Projects)`,
  leaderAssigned: (e) => `${String(e.org)} assigns ${person(e.leader)} to its Project`,
  litigation,
  localFigure: (e) => `Local Figure ${String(e.name)} is activated (${e.side === "seg" ? "SEG" : "civil rights"} side)`,
  mobilized: (e) => `${String(e.org)} mobilizes with ${plural(e.cards, "card")}: ${plural(e.red, "red cube")}`,
  nonViolenceLowered: (e) => `${String(e.org)} lowers its Non-Violence Commitment to ${levels2[String(e.level)] ?? String(e.level)}`,
  overkill: (e) => `Overkill: ${plural(e.count, "button")} on ${String(e.org)}'s Project`,
  overkillRemoved: (e) => `${String(e.org)} removes ${plural(e.count, "Overkill button")}`,
  pass: (e) => `${String(e.org)} passes`,
  actionLost: (e) => `${String(e.org)}'s ${String(e.mode)} action is lost: its Project no longer allows it (ruling 13.3)`,
  play: (e) => `${String(e.org)} plays ${card3(e.card)} as a ${String(e.color)} ${String(e.rank)}`,
  preempt: (e) => `${String(e.org)} takes a pre-emptive Action Round`,
  projectAction,
  projectDealt: (e) => `Project ${e.discarded ? "dealt and discarded" : "dealt"}: ${project2(e.card)} in ${place(e.state)}`,
  projectFailure: (e) => `${String(e.org)}'s Project fails: ${project2(e.card)}`,
  projectSelected: (e) => `${String(e.org)} selects ${String(e.title ?? project2(e.card))} in ${place(e.state)}`,
  projectSuccess: (e) => `${String(e.org)}'s Project succeeds: ${project2(e.card)} earns ${withArticle(String(e.freedomMarker))} Freedom Marker`,
  projectWithdrawn: (e) => `${String(e.org)} withdraws its Project`,
  redrawDiscard: (e) => `${String(e.org)} discards a Project to draw another`,
  registrar: (e) => `the registrar ${e.localFigure ? `(${String(e.localFigure)}${e.activated ? ", activated" : ""}) ` : ""}faces ${String(e.org)}`,
  response: (e) => `${String(e.org)} plays ${card3(e.card)} in response: ${signed(Number(e.hits))} LDF hits`,
  roll,
  segReinforcement: (e) => `SEG Reinforcement: a ${String(e.color)} cube joins ${String(e.target)}'s Project`,
  staffCommitted: (e) => `${String(e.org)} commits Staffer ${person(e.staff)} ${purposes[String(e.to)] ?? ""}`.trimEnd(),
  staffHired: (e) => `${person(e.leader)} joins ${String(e.org)}'s staff`,
  staffReroll: (e) => `${String(e.org)} re-rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""} with a Staffer`.replace("  ", " "),
  stageComplete: (e) => `${String(e.org)} completes ${stages[String(e.stage)] ?? String(e.stage)}`,
  star: stars2,
  stars: stars2,
  starSpent,
  strikeFirst: (e) => `${String(e.org)} announces Strike First`,
  strikeFirstBackfired: (e) => `${String(e.org)}'s Strike First backfires`,
  supremeCourt: (e) => `the Supreme Court hears the criminal case of ${list(e.orgs)}`,
  turnEnd: (e) => `end of Turn ${String(e.turn)}`,
  vp: (e) => `${String(e.org)} ${Number(e.vp) >= 0 ? "scores" : "loses"} ${plural(Math.abs(Number(e.vp)), "VP")} (${String(e.why)})`,
  xMove: (e) => xMove(e),
  xMoved: (e) => xMove(e),
  xReroll: (e) => `the ${String(e.die)} X is re-rolled (Legislation)`
};
function xMove(e) {
  const to = e.value === void 0 ? "" : ` to ${String(e.value)}`;
  return `the ${String(e.die)} X moves ${e.direction === "up" ? "right" : "left"}${to}`;
}
var describedEventTypes2 = Object.keys(describers2);
function describeEvent2(event) {
  const d = describers2[event.type];
  return d ? d(event) : void 0;
}

// src/games/free-at-last/bots/determinize.ts
var sortedNumbers = (xs) => [...xs].sort((a, b) => a - b);
function determinizeFreeAtLast(s, seat, random) {
  const others = s.seats.filter((o) => o !== seat);
  const step6 = flowStep(s);
  const offered = step6?.kind === "fundraiser" && step6.from !== seat ? step6 : null;
  const unseen = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o].hand)].sort();
  if (offered) unseen.splice(unseen.indexOf(offered.card), 1);
  const pool = shuffled(unseen, random);
  const orgs = { ...s.orgs };
  let next3 = 0;
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    const known = o === offered?.from ? [offered.card] : [];
    const hand = o === seat ? org7.hand : [...known, ...pool.slice(next3, next3 += org7.hand.length - known.length)].sort();
    orgs[o] = { ...org7, hand, staffPool: [...org7.staffPool].sort() };
  }
  const d = s.decks;
  return {
    ...s,
    rng: [...drawRng(random)],
    orgs,
    decks: { ...d, strategy: pool.slice(next3).sort(), projects: sortedNumbers(d.projects), legislation: [...d.legislation].sort() }
  };
}

// src/games/free-at-last/rules/reveals.ts
var handDecides = /* @__PURE__ */ new Set(["play", "mode", "extra"]);
function freeAtLastReveals(_before, action, after) {
  return handDecides.has(action.type) && after.seats.some((o) => handSize(after, o) > 0);
}

// src/games/free-at-last/rules/deal-projects.ts
function enterDealProjects(s) {
  const t = withFlow({ ...s, phase: "deal-projects", offered: {} }, { cursor: 0, step: null });
  return pushTask(pushStages(t, { kind: "dealProjects" }), { kind: "beforeDeal" });
}
var dealProjects = (s) => queueDraws(setStage(s, null), { kind: "drawProject" }, 6);
function dealtProject(s, n9, ev2) {
  const state = projectCard(s, n9).state;
  const i = s.decks.projects.indexOf(n9);
  const projects2 = keepsDistinct(s.decks.projects, [...s.decks.projects.slice(0, i), ...s.decks.projects.slice(i + 1)]);
  if (s.offered[state] !== void 0) {
    ev2.push({ type: "projectDealt", card: n9, state, discarded: true });
    return { ...s, decks: { ...s.decks, projects: projects2, projectDiscard: [...s.decks.projectDiscard, n9] } };
  }
  ev2.push({ type: "projectDealt", card: n9, state, discarded: false });
  return { ...s, offered: { ...s.offered, [state]: n9 }, decks: { ...s.decks, projects: projects2 } };
}

// src/games/free-at-last/rules/draws.ts
function pileOf(s, t) {
  switch (t.kind) {
    case "drawStrategy":
      return s.decks.strategy;
    case "drawProject":
      return s.decks.projects;
    case "drawStaff":
      return s.orgs[t.org].staffPool;
    case "drawLegislation":
      return s.decks.legislation;
  }
}
function refillOrLose(ctx, t) {
  const s = ctx.state;
  if (t.kind === "drawStrategy" && s.decks.strategyDiscard.length > 0) ctx.state = { ...s, decks: { ...s.decks, strategy: s.decks.strategyDiscard, strategyDiscard: [] } };
  else ctx.pop();
}
var draw2 = (make2, drawn, prompt, ask) => ({
  decider: (s, t) => pileOf(s, t).length > 0 ? "chance" : "auto",
  run: refillOrLose,
  ...drawsFrom((s, t) => ({ items: pileOf(s, t), make: make2 })),
  answer: (ctx, t, a) => change2(ctx, (s, ev2) => drawn(popTask(s), t, a, ev2)),
  prompt: (_s, t) => prompt(t),
  ask: (_s, t) => ask(t)
});
function drawnStrategy(s, t, a, ev2) {
  if (a.type !== "drawStrategy") throw new Error(`${a.type} does not answer a Strategy draw`);
  const u = withDeck(s, "strategy", keepsDistinct(s.decks.strategy, without2(s.decks.strategy, a.card)));
  ev2.push({ type: "cardDrawn", org: t.org });
  return updateOrg(u, t.org, (o) => ({ ...o, hand: [...o.hand, a.card] }));
}
function drawnStaff(s, t, a, ev2) {
  if (a.type !== "drawStaff") throw new Error(`${a.type} does not answer a Staffer draw`);
  ev2.push({ type: "staffHired", org: t.org, leader: a.leader });
  return updateOrg(s, t.org, (o) => ({ ...o, staffPool: without2(o.staffPool, a.leader), staff: [...o.staff, { id: a.leader, tired: false }] }));
}
var drawTasks2 = {
  drawStrategy: draw2((card9) => ({ type: "drawStrategy", card: card9 }), drawnStrategy, (t) => `Draw a Strategy card for ${t.org}`, (t) => ({ chance: "draw", deck: "strategy", for: t.org })),
  drawProject: draw2(
    (card9) => ({ type: "drawProject", card: card9 }),
    (s, _t, a, ev2) => {
      if (a.type !== "drawProject") throw new Error(`${a.type} does not answer a Project deal`);
      return dealtProject(s, a.card, ev2);
    },
    () => "Deal a Project card",
    () => ({ chance: "draw", deck: "project", for: "table" })
  ),
  drawStaff: draw2((leader5) => ({ type: "drawStaff", leader: leader5 }), drawnStaff, (t) => `Draw a Staffer for ${t.org}`, (t) => ({ chance: "draw", deck: "staff", for: t.org })),
  drawLegislation: draw2(
    (card9) => ({ type: "drawLegislation", card: card9 }),
    (s, t, a, ev2) => {
      if (a.type !== "drawLegislation") throw new Error(`${a.type} does not answer a Legislation draw`);
      return drawnLegislation(s, a.card, t.to, ev2);
    },
    () => "Draw a Legislation card",
    (t) => ({ chance: "draw", deck: "legislation", to: t.to })
  )
};

// src/games/free-at-last/rules/hand-management.ts
function mayPass(s, org7, preemptive) {
  const o = s.orgs[org7];
  if (preemptive || o.homeCardInHand) return false;
  if (o.hand.length > o.staff.length) return false;
  return !(flowOf(s).deadlock && activeProject(s, org7) !== void 0 && handSize(s, org7) > 0);
}

// src/games/free-at-last/rules/fundraisers.ts
function fundraiserOffers(s, org7) {
  const o = s.orgs[org7];
  if (o.receivedFundraiser) return [];
  const out = [];
  const hand = o.hand;
  for (let i = 0; i < hand.length; i++) {
    const card9 = hand[i];
    if (hand.indexOf(card9) !== i || !strategyCard(s, card9).fundraiser) continue;
    for (const t of s.seats) if (t !== org7 && !s.orgs[t].gaveFundraiser) out.push({ type: "giveFundraiser", card: card9, to: t });
  }
  return out;
}
function acceptFundraiser(s, from, to, card9, ev2) {
  const stars3 = strategyCard(s, card9).rank >= 3 ? 2 : 1;
  let t = updateOrg(s, from, (o) => ({ ...o, hand: without2(o.hand, card9), gaveFundraiser: true }));
  t = updateOrg(t, to, (o) => ({ ...o, hand: [...o.hand, card9], receivedFundraiser: true }));
  ev2.push({ type: "fundraiser", from, to, card: card9, stars: stars3 });
  return gainStars(t, from, stars3);
}

// src/games/free-at-last/rules/interrupts.ts
function interruptOptions(s, org7) {
  const out = [];
  if (s.orgs[org7].stars > 0 && canDraw(s)) out.push({ type: "spendStarDraw" });
  if (s.phase === "action-rounds" && mayAppeal(s, org7) && s.orgs[org7].hand.length >= 2) {
    out.push(...[...new Set(s.orgs[org7].hand)].map((card9) => ({ type: "appealDiscard", card: card9 })));
  }
  out.push(...fundraiserOffers(s, org7), ...eventChoices(s, org7, true), ...windowCancelOptions(s, org7));
  return out;
}
var openInterruptWindow = (s, seats2 = s.seats) => pushTask(s, { kind: "window", seats: [...seats2] });
function windowActions(s, org7) {
  const out = interruptOptions(s, org7);
  out.push({ type: "windowPass" });
  return out;
}
function spendStarToDraw(s, org7, ev2) {
  ev2.push({ type: "starSpent", org: org7, for: "draw" });
  return queueDraws(spendStars(s, org7, 1), { kind: "drawStrategy", org: org7 }, 1);
}
function applyWindow(s, org7, a, ev2) {
  if (a.type === "spendStarDraw") return spendStarToDraw(s, org7, ev2);
  if (a.type === "giveFundraiser") return setStep(s, { kind: "fundraiser", org: a.to, from: org7, card: a.card });
  if (a.type === "event") return playEventNow(s, org7, a, ev2);
  if (a.type === "appealDiscard") return setStep(appealDiscard(s, org7, a.card, false, ev2), { kind: "appeal", org: org7 });
  throw new Error(`not a window action: ${a.type}`);
}
var turnOver = (s) => s.phase === "action-rounds" && flowOf(s).round === null && !anyActiveProject(s);
var askedInWindow = (s, org7) => !turnOver(s) && offeredInterrupt(s, org7);
var interruptOffers = (s, org7) => askedInWindow(s, org7) ? windowActions(s, org7) : [];
var firstOffers2 = (s, t) => interruptOffers(s, t.seats[0]);
var interruptWindow = {
  offers: (s, t, seat) => seat === t.seats[0] ? remember(s, t, firstOffers2).slice() : interruptOffers(s, seat),
  answer(ctx, _t, org7, a) {
    const seat = org7;
    if (a.type === "windowPass") return "next";
    if (a.type === "challengeCancel" || a.type === "challengeShare") change2(ctx, (s, ev2) => applyCancelAction(s, seat, a, null, [], ev2));
    else change2(ctx, (s, ev2) => applyWindow(s, seat, a, ev2));
    return "again";
  },
  prompt: (s, _t, seat) => stepPrompt(s, { kind: "window", org: seat }),
  ask: (_s, _t, seat) => ({ decision: "window", org: seat }),
  explain: (s, _t, seat, a) => explainIllegal2(s, { kind: "window", org: seat }, a)
};
var appealActions = (s, org7) => [...new Set(s.orgs[org7].hand)].map((card9) => ({ type: "appealDiscard", card: card9 }));
function applyAppeal(s, org7, a, ev2) {
  if (a.type !== "appealDiscard") throw new Error("not an appeal card");
  return appealDiscard(setStep(s, null), org7, a.card, true, ev2);
}
function applyFundraiserAnswer(s, a, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "fundraiser") throw new Error("no fundraiser offered");
  const t = setStep(s, null);
  if (a.type === "acceptFundraiser") return acceptFundraiser(t, step6.from, step6.org, step6.card, ev2);
  ev2.push({ type: "fundraiserRefused", from: step6.from, to: step6.org });
  return closeSeatWindow(t);
}

// src/games/free-at-last/rules/reinforcements.ts
function reinforcementTargets(s, color3) {
  if (color3 !== "red" && s.supply[color3] === 0) return [];
  return activeOwners(s).filter((o) => s.projects[o].cubes[color3] > 0);
}
function reinforce(s, color3, target, ev2) {
  ev2.push({ type: "segReinforcement", color: color3, target });
  if (color3 === "red") return moveCubes(s, onProject(target), eliminatedArea(target), "red", 1).state;
  return moveCubes(s, supply, onProject(target), color3, 1).state;
}

// src/games/free-at-last/rules/challenges/lasting.ts
function challengesOnProjectAction(s, org7, ev2) {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card9 = challengeCard(t, entry.card);
    const p = activeProject(t, org7);
    if (!p || entry.org !== org7 && entry.org !== null || card9.trigger.on !== "project-action") continue;
    if (card9.trigger.stages.length > 0 && !card9.trigger.stages.includes(p.stage)) continue;
    ev2.push({ type: "challengeImplemented", card: entry.card, name: card9.name, org: org7 });
    const r = applyChallenge(t, card9, org7, true, ev2);
    t = r.state;
    if (entry.org === org7 && (r.added.white > 0 || r.added.blue > 0)) {
      const c = challengesOf(t);
      const inPlay2 = c.inPlay.map((x) => x.card === entry.card ? { ...x, added: { white: x.added.white + r.added.white, blue: x.added.blue + r.added.blue } } : x);
      t = withChallenges(t, { inPlay: inPlay2 });
    }
  }
  return t;
}
function challengesEndOfTurn(s, ev2) {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card9 = challengeCard(t, entry.card);
    if (card9.trigger.on === "project-failure" && entry.org !== null && t.projects[entry.org]?.outcome === "failure") {
      ev2.push({ type: "challengeFailed", org: entry.org, card: entry.card, name: card9.name });
      t = applyChallenge(t, card9, entry.org, false, ev2).state;
    }
  }
  const c = challengesOf(t);
  const all2 = [...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
  return withChallenges(t, { dealt: {}, byBoard: [], inPlay: [], discard: [...c.discard, ...all2] });
}

// src/games/free-at-last/rules/action-rounds.ts
var ranks = [1, 2, 3, 4];
var colors3 = ["red", "white", "blue"];
function enterActionRounds(s) {
  let t = { ...s, phase: "action-rounds", actionRound: 1 };
  for (const o of t.seats) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  return pushStages(withFlow(t, { cursor: 0, step: null, round: null, preemptor: null, deadlock: false }), { kind: "roundWindow" });
}
var actor = (s) => flowOf(s).preemptor ?? s.seats[flowOf(s).cursor];
var roundStages = {
  roundPreempt: (s) => offerPreempt(setStage(s, { kind: "roundWindow" })),
  roundWindow: (s) => openInterruptWindow(setStage(s, { kind: "roundBegin" })),
  // the variants' hook comes first (23.1 the solitaire draw)
  roundBegin: (s) => pushTask(setStage(s, { kind: "roundPlay" }), { kind: "beforeAction" }),
  roundPlay: (s, ev2) => startAction(setStage(s, { kind: "roundBegin" }), ev2)
};
function continueRounds(s, kind2, ev2) {
  if (flowOf(s).round) return progressRound(s, ev2);
  if (!anyActiveProject(s)) return setStage(s, null);
  return roundStages[kind2](s, ev2);
}
function offerPreempt(s) {
  if (s.actionRound < 2) return s;
  const sizes = s.seats.map((o) => handSize(s, o));
  const most = Math.max(...sizes);
  const leaders5 = s.seats.filter((_, i) => sizes[i] === most);
  const p = leaders5[0];
  if (leaders5.length !== 1 || most === 0 || p === s.seats[flowOf(s).cursor]) return s;
  return setStep(s, { kind: "preempt", org: p });
}
function applyPreempt(s, org7, a, ev2) {
  if (a.type === "preempt") ev2.push({ type: "preempt", org: org7 });
  return withFlow(s, { step: null, preemptor: a.type === "preempt" ? org7 : flowOf(s).preemptor });
}
function startAction(s, ev2) {
  const org7 = actor(s);
  const p = activeProject(s, org7);
  if (p?.leaderLost && assignableLeaders(s, org7).length > 0) return setStep(s, { kind: "leader", org: org7, purpose: "replace" });
  if (p && handSize(s, org7) === 0 && !(s.orgs[org7].stars > 0 && canDraw(s))) {
    return nextSeat(run(ev2, projectRules.abandonProject(s, org7)));
  }
  if (!p && handSize(s, org7) === 0) return applyAction(s, org7, { type: "pass" }, ev2);
  return setStep(s, { kind: "action", org: org7 });
}
function matching(s, org7, rank2) {
  const o = s.orgs[org7];
  return o.hand.filter((c) => strategyCard(s, c).rank === rank2).length + (o.homeCardInHand ? 1 : 0);
}
function matchingByRank(s, org7) {
  const o = s.orgs[org7];
  const home = o.homeCardInHand ? 1 : 0;
  const counts5 = [home, home, home, home, home];
  for (const c of o.hand) counts5[strategyCard(s, c).rank] += 1;
  return counts5;
}
function feasibleModes(s, first, modes3, counts5) {
  const left = (rank2) => counts5[rank2] - (first.id === "home" ? 1 : strategyCard(s, first.id).rank === rank2 ? 1 : 0);
  return modes3.filter((m) => m.extraCards.min === 0 || left(m.extraCards.rank === "first" ? first.rank : 4) >= m.extraCards.min);
}
function playable(s, org7) {
  const o = s.orgs[org7];
  const out = [...new Set(o.hand)].map((id) => {
    const c = strategyCard(s, id);
    return { id, rank: c.rank, color: c.color };
  });
  if (o.homeCardInHand) for (const rank2 of ranks) for (const color3 of colors3) out.push({ id: "home", rank: rank2, color: color3 });
  return out;
}
function actionActions(s, org7) {
  const preemptive = flowOf(s).preemptor === org7;
  const o = s.orgs[org7];
  if (handSize(s, org7) === 0) {
    if (activeProject(s, org7)) return o.stars > 0 && canDraw(s) ? [{ type: "spendStarDraw" }, { type: "concede" }] : [{ type: "concede" }];
    return [{ type: "pass" }];
  }
  const modes3 = projectRules.projectModes(s, org7);
  const out = [];
  if (modes3.length > 0) {
    const counts5 = matchingByRank(s, org7);
    for (const c of playable(s, org7)) {
      if (feasibleModes(s, c, modes3, counts5).length > 0) out.push({ type: "play", card: c.id, rank: c.rank, color: c.color });
    }
  }
  out.push(...eventChoices(s, org7));
  if (mayPass(s, org7, preemptive)) out.push({ type: "pass" });
  else if (out.length === 0) {
    for (const id of new Set(o.hand)) out.push({ type: "discard", card: id });
    if (o.homeCardInHand) out.push({ type: "discard", card: "home" });
  }
  return out;
}
function newRound(org7, preemptive, use2, cards5) {
  return { org: org7, preemptive, use: use2, cards: cards5, mode: null, extra: null, reinforce: [], event: null, stage: "build" };
}
var toPlayed = (cards5) => cards5.map((c) => ({ ...c, rank: c.rank }));
var toDisplay = (s, id) => id === "home" ? s : withDeck(s, "display", [...s.decks.display, id]);
function applyAction(s0, org7, a, ev2) {
  const s = setStep(s0, null);
  const preemptive = flowOf(s).preemptor === org7;
  switch (a.type) {
    case "pass": {
      ev2.push({ type: "pass", org: org7 });
      let t = updateOrg(s, org7, (o) => ({ ...o, passed: true }));
      if (t.seats.every((x) => t.orgs[x].passed)) t = withFlow(t, { deadlock: true });
      return nextSeat(t);
    }
    case "concede":
      return nextSeat(run(ev2, projectRules.abandonProject(s, org7)));
    case "spendStarDraw":
      return spendStarToDraw(s, org7, ev2);
    case "discard": {
      ev2.push({ type: "discard", org: org7, card: a.card });
      const t = takeFromHand(s, org7, a.card);
      return withFlow(toDisplay(t, a.card), { round: { ...newRound(org7, preemptive, "discard", [{ id: a.card, rank: 1, color: "red" }]), stage: "close" } });
    }
    case "event": {
      const card9 = strategyCard(s, a.card);
      const t = toDisplay(takeFromHand(s, org7, a.card), a.card);
      const round2 = {
        ...newRound(org7, preemptive, "event", [{ id: a.card, rank: card9.rank, color: card9.color }]),
        event: { card: a.card, target: a.target, law: a.law },
        // 19.4 Robert F. Williams / Malcolm X: a second and third 4-rank card may join the event
        extra: isEventLeader(card9) ? { min: 0, max: 2, rank: 4 } : null
      };
      const u = withFlow(t, { round: round2 });
      return extraActions(u, org7).length > 0 ? setStep(u, { kind: "extra", org: org7 }) : toReinforce(u);
    }
    case "play": {
      const first = { id: a.card, rank: a.rank, color: a.color };
      const modes3 = feasibleModes(s, first, projectRules.projectModes(s, org7), matchingByRank(s, org7));
      const t = withFlow(toDisplay(takeFromHand(s, org7, a.card), a.card), { round: newRound(org7, preemptive, "project", [first]) });
      ev2.push({ type: "play", org: org7, card: a.card, rank: a.rank, color: a.color });
      if (modes3.length === 1) return chooseMode(t, org7, modes3[0]);
      return setStep(t, { kind: "mode", org: org7 });
    }
    default:
      throw new Error(`not an Action Round action: ${a.type}`);
  }
}
function modeActions(s, org7) {
  const r = flowOf(s).round;
  const first = r.cards[0];
  return projectRules.projectModes(s, org7).filter((m) => m.extraCards.min === 0 || matching(s, org7, m.extraCards.rank === "first" ? first.rank : 4) >= m.extraCards.min).map((m) => ({ type: "mode", mode: m.mode }));
}
function chooseMode(s, org7, m) {
  const r = flowOf(s).round;
  const t = withFlow(s, { round: { ...r, mode: m.mode, extra: m.extraCards } });
  return extraActions(t, org7).length > 0 ? setStep(t, { kind: "extra", org: org7 }) : toReinforce(t);
}
function applyMode(s, org7, mode2) {
  const m = projectRules.projectModes(s, org7).find((x) => x.mode === mode2);
  if (!m) throw new Error(`mode ${mode2} not open`);
  return chooseMode(setStep(s, null), org7, m);
}
function extraActions(s, org7) {
  const r = flowOf(s).round;
  const x = r.extra;
  if (!x || r.cards.length - 1 >= x.max) return [];
  const rank2 = x.rank === "first" ? r.cards[0].rank : 4;
  const out = playable(s, org7).filter((c) => c.rank === rank2).map((c) => ({ type: "extra", card: c.id, rank: c.rank, color: c.color }));
  if (r.cards.length - 1 >= x.min && out.length > 0) out.push({ type: "extraDone" });
  return out;
}
function applyExtra(s0, org7, a, ev2) {
  const s = setStep(s0, null);
  if (a.type === "extraDone") return toReinforce(s);
  if (a.type !== "extra") throw new Error("not an extra card");
  ev2.push({ type: "extraCard", org: org7, card: a.card });
  const r = flowOf(s).round;
  const t = withFlow(toDisplay(takeFromHand(s, org7, a.card), a.card), { round: { ...r, cards: [...r.cards, { id: a.card, rank: a.rank, color: a.color }] } });
  return extraActions(t, org7).length > 0 ? setStep(t, { kind: "extra", org: org7 }) : toReinforce(t);
}
var isEventLeader = (card9) => card9.effects.some((e) => e.kind === "event-leader");
function toReinforce(s) {
  const r = flowOf(s).round;
  const yellow = r.use === "event" && r.event !== null && isEventLeader(strategyCard(s, r.event.card));
  const cards5 = yellow ? r.cards.slice(1) : r.cards;
  return withFlow(s, { round: { ...r, reinforce: cards5.map((c) => c.color), stage: "reinforce" } });
}
var reinforceActions = (s, color3) => reinforcementTargets(s, color3).map((target) => ({ type: "reinforce", target }));
function applyReinforce(s, target, ev2) {
  const r = flowOf(s).round;
  const t = reinforce(setStep(s, null), r.reinforce[0], target, ev2);
  return withFlow(t, { round: { ...r, reinforce: r.reinforce.slice(1) } });
}
function progressRound(s, ev2) {
  const r = flowOf(s).round;
  if (r.stage === "reinforce") {
    if (r.reinforce.length === 0) {
      return r.use === "project" ? openInterruptWindow(withFlow(s, { round: { ...r, stage: "pre-dice" } }), [r.org]) : withFlow(s, { round: { ...r, stage: "act" } });
    }
    const color3 = r.reinforce[0];
    const targets = reinforcementTargets(s, color3);
    if (targets.length === 0) return withFlow(s, { round: { ...r, reinforce: r.reinforce.slice(1) } });
    if (targets.length === 1) return applyReinforce(s, targets[0], ev2);
    return setStep(s, { kind: "reinforce", org: r.org, color: color3 });
  }
  if (r.stage === "pre-dice") return withFlow(s, { round: { ...r, stage: "act" } });
  if (r.stage === "act") {
    const t = withFlow(s, { round: { ...r, stage: "close" } });
    if (r.use === "event" && r.event) return applyEvent(t, r.org, r.event.card, r.event.target, r.event.law, ev2, toPlayed(r.cards.slice(1)));
    if (r.use === "project" && r.mode) {
      if (!projectRules.projectModes(t, r.org).some((m) => m.mode === r.mode)) {
        ev2.push({ type: "actionLost", org: r.org, mode: r.mode });
        return t;
      }
      return run(ev2, projectRules.beginProjectAction(challengesOnProjectAction(t, r.org, ev2), r.org, r.mode, toPlayed(r.cards)));
    }
    return t;
  }
  return closeRound(s, ev2);
}
function closeRound(s, ev2) {
  const r = flowOf(s).round;
  let t = withDeck(s, "display", []);
  for (const c of r.cards) {
    if (c.id === "home") continue;
    if (r.use === "event" && r.event?.card === c.id) t = settleEventCard(t, r.org, c.id, ev2);
    else t = withDeck(t, "strategyDiscard", [...t.decks.strategyDiscard, c.id]);
  }
  t = withFlow(t, { round: null, deadlock: false });
  for (const o of t.seats) if (t.orgs[o].passed) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  if (r.use !== "event" && r.cards.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev2);
  for (const o of activeOwners(t)) {
    const p = t.projects[o];
    if (p.cubes.red === 0 && p.freedomRiders.length === 0) t = run(ev2, projectRules.abandonProject(t, o));
    else t = run(ev2, projectRules.succeedIfCollected(t, o));
  }
  return nextSeat(t);
}
function nextSeat(s) {
  if (flowOf(s).preemptor) return setStage(withFlow(s, { preemptor: null, step: null }), { kind: "roundPreempt" });
  const next3 = flowOf(s).cursor + 1;
  const wrap2 = next3 >= s.seats.length;
  return setStage(withFlow({ ...s, actionRound: s.actionRound + (wrap2 ? 1 : 0) }, { cursor: wrap2 ? 0 : next3, step: null }), { kind: "roundPreempt" });
}

// src/games/free-at-last/rules/deal-strategy.ts
function enterDealStrategy(s) {
  let t = withFlow({ ...s, phase: "deal-strategy" }, { step: null });
  for (const org7 of t.seats) {
    t = updateOrg(t, org7, (o) => ({ ...o, homeCardInHand: true }));
    t = queueDraws(t, { kind: "drawStrategy", org: org7 }, 6);
  }
  return t;
}

// src/games/free-at-last/rules/scoring.ts
function starVps(s, stars3) {
  const v = componentsOf(s).starValues.values;
  const last2 = v.length - 1;
  if (stars3 <= last2) return v[stars3];
  return v[last2] + (stars3 - last2) * (v[last2] - v[last2 - 1]);
}
function penaltyPerFailure(s) {
  const v = componentsOf(s).failurePenalties.values;
  return v[Math.min(failureMarkers(s).track, v.length - 1)];
}
var seggieVictory = (s) => failureMarkers(s).track >= 9;
function finalScoring(s) {
  const per = penaltyPerFailure(s);
  let t = s;
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    t = addVp(t, o, "stars", starVps(s, org7.stars));
    t = addVp(t, o, "failures", per * org7.failures);
  }
  return { ...t, phase: "game-over" };
}
function gameResult(s) {
  const scores = {};
  for (const o of s.seats) scores[o] = s.orgs[o].vp;
  if (seggieVictory(s)) return { scores, winners: [], reason: `Seggie victory: ${failureMarkers(s).track} Failure Markers (1.6)`, code: "seggie" };
  const best2 = Math.max(...Object.values(scores));
  const winners = s.seats.filter((o) => scores[o] === best2);
  if (winners.length > 1) return { scores, winners, reason: "tie for the most VPs: all tied players win (21.1)", code: "final-scoring-tie" };
  return { scores, winners, reason: "most VPs (1.1)", code: "final-scoring" };
}

// src/games/free-at-last/rules/end-of-turn.ts
function enterEndOfTurn(s) {
  return openEventWindow(pushStages(withFlow({ ...s, phase: "end-of-turn" }, { step: null, cursor: 0, round: null, preemptor: null }), ...endOfTurnStages(0)));
}
function endOfTurnStages(cursor2) {
  return [{ kind: "heldMandatory" }, { kind: "discardSeats", cursor: cursor2 }, { kind: "supremeCourt" }, { kind: "challengesEnd" }];
}
function needsDiscardStep(s, org7) {
  const o = s.orgs[org7];
  return o.hand.length > o.staff.length || mayAppeal(s, org7) && o.hand.length >= 2;
}
function heldMandatory(s, ev2) {
  let t = setStage(s, null);
  for (const o of t.seats) {
    for (const c of t.orgs[o].hand.filter((id) => isMandatory(t, id))) {
      ev2.push({ type: "discard", org: o, card: c, why: "mandatory event held at the end of the Turn" });
      t = triggerBurn(discardFromHand(t, o, c), ev2);
    }
  }
  return t;
}
function discardSeats(s, cursor2) {
  for (let i = cursor2; i < s.seats.length; i++) {
    const org7 = s.seats[i];
    if (needsDiscardStep(s, org7)) return setStep(setStage(s, { kind: "discardSeats", cursor: i + 1 }), { kind: "discardDown", org: org7, appealCards: 0 });
  }
  return setStage(s, null);
}
function supremeCourt(s, ev2) {
  let t = setStage(s, null);
  for (const o of t.seats) if (!t.orgs[o].appealFiled) t = moveCubes(t, criminalHold(o), eliminatedArea(o), "red", t.orgs[o].criminalHold).state;
  return run(ev2, projectRules.beginSupremeCourt(t));
}
var challengesEnd = (s, ev2) => pushTask(setStage(challengesEndOfTurn(s, ev2), null), { kind: "turnCleanup" });
function discardDownActions(s, org7, appealCards) {
  const o = s.orgs[org7];
  const cards5 = [...new Set(o.hand)];
  const out = [];
  if (mayAppeal(s, org7) && o.hand.length >= 2 - appealCards) out.push(...cards5.map((card9) => ({ type: "appealDiscard", card: card9 })));
  if (o.hand.length > o.staff.length) out.push(...cards5.map((card9) => ({ type: "discardDown", card: card9 })));
  else out.push({ type: "discardDone" });
  return out;
}
function applyDiscardDown(s, org7, a, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "discardDown") throw new Error("not discarding");
  if (a.type === "discardDone") return setStep(s, null);
  if (a.type !== "discardDown" && a.type !== "appealDiscard") throw new Error("not a discard");
  let t;
  let appealCards = step6.appealCards;
  if (a.type === "appealDiscard") {
    t = appealDiscard(s, org7, a.card, appealCards === 1, ev2);
    appealCards = appealCards === 1 ? 0 : 1;
  } else {
    ev2.push({ type: a.type, org: org7, card: a.card });
    t = discardFromHand(s, org7, a.card);
  }
  const next3 = setStep(t, { kind: "discardDown", org: org7, appealCards });
  const more = needsDiscardStep(next3, org7) || appealCards === 1 && next3.orgs[org7].hand.length > 0;
  return more ? next3 : setStep(next3, null);
}
var thresholds = { red: 9, white: 9, blue: 5 };
function demoralize(s, ev2) {
  let t = s;
  for (const color3 of ["red", "white", "blue"]) {
    const who3 = t.seats.filter((o) => t.orgs[o].eliminated[color3] >= thresholds[color3]);
    if (who3.length === 0) continue;
    ev2.push({ type: "demoralization", color: color3, orgs: who3 });
    t = moveX(t, color3, "down");
    for (const o of who3) t = color3 === "red" ? gainFailures(t, o, 1) : gainStars(t, o, 1);
  }
  return t;
}
function scoreFreedomMarkers(s, ev2) {
  let t = s;
  for (const o of s.seats) {
    const fm = s.orgs[o].freedomMarkers;
    const types2 = (fm.S > 0 ? 1 : 0) + (fm.A > 0 ? 1 : 0) + (fm.V > 0 ? 1 : 0);
    if (types2 > 0) ev2.push({ type: "freedomMarkerVps", org: o, vp: 5 * types2 });
    t = addVp(t, o, "freedomMarkers", 5 * types2);
  }
  return t;
}
function finishTurn(s, ev2) {
  let t = s;
  for (const o of t.seats) if (t.orgs[o].criminalHold > 0) t = moveCubes(t, criminalHold(o), eliminatedArea(o), "red", t.orgs[o].criminalHold).state;
  t = scoreFreedomMarkers(demoralize(t, ev2), ev2);
  const returning = new Set(flowOf(t).leadersReturning);
  for (const o of t.seats) {
    const p = t.projects[o];
    if (p) {
      for (const c of ["red", "white", "blue"]) t = moveCubes(t, onProject(o), supply, c, p.cubes[c]).state;
      const led = [...p.leaders, ...p.freedomRiders];
      t = updateOrg(t, o, (x) => ({
        ...x,
        protestLeaders: [...x.protestLeaders, ...led.filter((l) => returning.has(l))],
        removedLeaders: [...x.removedLeaders, ...led.filter((l) => !returning.has(l))]
      }));
    }
    for (const c of ["red", "white", "blue"]) t = moveCubes(t, eliminatedArea(o), supply, c, t.orgs[o].eliminated[c]).state;
    t = updateOrg(t, o, (x) => ({
      ...x,
      staff: x.staff.map((m) => ({ ...m, tired: false })),
      homeCardInHand: false,
      appealFiled: false,
      hiredThisTurn: 0,
      gaveFundraiser: false,
      receivedFundraiser: false,
      passed: false
    }));
  }
  const cards5 = Object.values(t.projects).map((p) => p.card);
  t = { ...t, projects: {}, decks: { ...t.decks, projectDiscard: [...t.decks.projectDiscard, ...cards5] } };
  t = withFlow(t, { leadersReturning: [], deadlock: false, burn: [] });
  ev2.push({ type: "turnEnd", turn: t.turn });
  if (t.turn >= 3) return finalScoring(t);
  return enterDealProjects({ ...t, turn: t.turn + 1, actionRound: 0 });
}

// src/games/free-at-last/rules/select-projects.ts
var enterSelectProjects = (s) => openInterruptWindow(pushStages(withFlow({ ...s, phase: "select-projects" }, { cursor: 0, step: null }), { kind: "selectSeats", cursor: 0 }));
function offerSelect(s, org7) {
  return Object.keys(s.offered).length > 0 ? setStep(s, { kind: "select", org: org7 }) : s;
}
function selectSeats(s, cursor2) {
  if (cursor2 >= s.seats.length) return openEventWindow(setStage(s, null));
  const org7 = s.seats[cursor2];
  const t = setStage(s, { kind: "selectSeats", cursor: cursor2 + 1 });
  if (org7 === "NAACP" && t.orgs[org7].hand.length > 0) return setStep(pushStages(t, { kind: "selectAfterRedraw", org: org7 }), { kind: "redraw", org: org7, left: 3, discarded: 0 });
  return offerSelect(t, org7);
}
var selectAfterRedraw = (s, org7) => offerSelect(setStage(s, null), org7);
function discardUnselected(s) {
  const d = s.decks;
  return { ...s, offered: {}, decks: { ...d, projectDiscard: [...d.projectDiscard, ...Object.values(s.offered)] } };
}
function redrawActions(s, org7, left) {
  const out = left > 0 ? [...new Set(s.orgs[org7].hand)].map((card9) => ({ type: "redrawDiscard", card: card9 })) : [];
  return [...out, { type: "redrawDone" }];
}
function applyRedraw(s, org7, a, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "redraw") throw new Error("no redraw pending");
  if (a.type === "redrawDiscard") {
    ev2.push({ type: "redrawDiscard", org: org7 });
    const t = setStep(discardFromHand(s, org7, a.card), { ...step6, left: step6.left - 1, discarded: step6.discarded + 1 });
    return isMandatory(t, a.card) ? triggerBurn(t, ev2) : t;
  }
  return queueDraws(setStep(s, null), { kind: "drawStrategy", org: org7 }, step6.discarded);
}
var selectActions = (s) => Object.keys(s.offered).map((state) => ({ type: "selectProject", state }));
function initialStage(type2, blue2) {
  if (type2 === "A") return "protest";
  if (type2 === "V") return "classes";
  return blue2 > 0 ? "exam" : "school-year";
}
function applySelect(s, org7, state, ev2) {
  const n9 = s.offered[state];
  const card9 = projectCard(s, n9);
  const offered = { ...s.offered };
  delete offered[state];
  const blue2 = card9.seg.blue + extraBlueOnProjects(s.orgs[org7].nonViolence);
  const project4 = freshProject(n9, org7, initialStage(card9.type, blue2));
  let t = { ...s, offered, projects: { ...s.projects, [org7]: project4 } };
  t = moveCubes(t, supply, onProject(org7), "white", card9.seg.white).state;
  t = moveCubes(t, supply, onProject(org7), "blue", blue2).state;
  ev2.push({ type: "projectSelected", org: org7, card: n9, title: card9.title, state });
  return setStep(t, { kind: "mobilize", org: org7, cards: [] });
}
function applyMobilizeCard(s, org7, c) {
  const step6 = flowStep(s);
  if (step6?.kind !== "mobilize") throw new Error("not mobilizing");
  const t = takeFromHand(s, org7, c.id);
  const onDisplay2 = c.id === "home" ? t : withDeck(t, "display", [...t.decks.display, c.id]);
  return setStep(onDisplay2, { ...step6, cards: [...step6.cards, c] });
}
function applyMobilizeDone(s, org7, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "mobilize") throw new Error("not mobilizing");
  const cards5 = step6.cards;
  let t = setStep(s, null);
  t = { ...t, decks: { ...t.decks, display: [], strategyDiscard: [...t.decks.strategyDiscard, ...t.decks.display] } };
  const red2 = 3 * cards5.length + extraRedAtMobilization(t.orgs[org7].nonViolence);
  const m = moveCubes(t, supply, onProject(org7), "red", red2);
  ev2.push({ type: "mobilized", org: org7, cards: cards5.length, red: m.moved });
  t = m.state;
  if (cards5.length > 0) t = run(ev2, projectRules.activateBySetSize(t, org7, cards5.length));
  if (cards5.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev2);
  return nextLeaderStep(t, org7, "assign");
}
function nextLeaderStep(s, org7, from) {
  if (!s.projects[org7] || s.projects[org7].outcome !== "active") return setStep(s, null);
  if (from === "assign" && assignableLeaders(s, org7).length > 0) return setStep(s, { kind: "leader", org: org7, purpose: "assign" });
  if (from !== "riders" && mayTakeSecond(s, org7)) return setStep(s, { kind: "leader", org: org7, purpose: "second" });
  if (availableRiders(s, org7).length > 0) return setStep(s, { kind: "riders", org: org7 });
  return setStep(s, null);
}
function applyLeaderChoice(s, org7, a, ev2) {
  const step6 = flowStep(s);
  if (step6?.kind !== "leader" && step6?.kind !== "riders") throw new Error("no leader decision");
  const purpose2 = step6.kind === "riders" ? "riders" : step6.purpose;
  if (a.type === "noLeader") {
    if (purpose2 === "replace") {
      const p = s.projects[org7];
      return setStep({ ...s, projects: { ...s.projects, [org7]: { ...p, leaderLost: false } } }, null);
    }
    return setStep(s, null);
  }
  if (a.type !== "assignLeader") throw new Error("not a leader choice");
  if (purpose2 === "replace") return setStep(assignLeader(replaceLeaders(s, org7), org7, a.leader, ev2), null);
  if (purpose2 === "additional") return setStep(assignLeader(s, org7, a.leader, ev2), null);
  const t = assignLeader(s, org7, a.leader, ev2);
  if (purpose2 === "riders") return availableRiders(t, org7).length > 0 ? setStep(t, { kind: "riders", org: org7 }) : setStep(t, null);
  return nextLeaderStep(t, org7, purpose2 === "assign" ? "second" : "riders");
}

// src/games/free-at-last/rules/flow.ts
function nextPhase(s, ev2) {
  switch (s.phase) {
    case "deal-projects":
      return enterDealStrategy(s);
    case "deal-strategy":
      return enterHireStaff(s);
    case "hire-staff":
      return enterSelectProjects(s);
    case "select-projects":
      return isAdvanced(s) ? enterChallenges(discardUnselected(s)) : enterLegislation(discardUnselected(s));
    case "challenges":
      return enterLegislation(s);
    case "legislation":
      return enterActionRounds(s);
    case "action-rounds":
      return enterEndOfTurn(s);
    case "end-of-turn":
      return finishTurn(s, ev2);
    case "game-over":
      return s;
  }
}
var burning = (s) => flowOf(s).burn.length > 0;
function askBurn(ctx) {
  ctx.state = setStep(ctx.state, { kind: "burn", org: flowOf(ctx.state).burn[0] });
}
function flowWindow(spec, asked) {
  const h = windowHandler(spec);
  return {
    ...h,
    decider: (s, t) => burning(s) ? "auto" : h.decider(s, t),
    run(ctx, t) {
      if (burning(ctx.state)) return askBurn(ctx);
      let i = 1;
      while (i < t.seats.length && !asked(ctx.state, t.seats[i])) i++;
      const last2 = i === 1 ? t : { ...t, seats: t.seats.slice(i - 1) };
      if (last2 !== t) ctx.replaceTop(last2);
      h.run(ctx, last2);
    }
  };
}
function stage(run2) {
  return {
    decider: () => "auto",
    run(ctx, t) {
      if (burning(ctx.state)) askBurn(ctx);
      else change2(ctx, (s, ev2) => run2(s, t, ev2));
    }
  };
}
var flowTasks = {
  flow: {
    decider: () => "auto",
    run(ctx) {
      if (burning(ctx.state)) askBurn(ctx);
      else change2(ctx, nextPhase);
    }
  },
  dealProjects: stage((s) => dealProjects(s)),
  hireSeats: stage((s, t) => hireSeats(s, t.cursor)),
  selectSeats: stage((s, t) => selectSeats(s, t.cursor)),
  selectAfterRedraw: stage((s, t) => selectAfterRedraw(s, t.org)),
  challengeDecisions: stage((s) => challengeDecisions(s)),
  challengeBoard: stage((s, _t, ev2) => challengeBoard(s, ev2)),
  // 9.11.2 legislation events once the laws are in
  lawEvents: stage((s) => openEventWindow(setStage(s, null))),
  roundPreempt: stage((s, t, ev2) => continueRounds(s, t.kind, ev2)),
  roundWindow: stage((s, t, ev2) => continueRounds(s, t.kind, ev2)),
  roundBegin: stage((s, t, ev2) => continueRounds(s, t.kind, ev2)),
  roundPlay: stage((s, t, ev2) => continueRounds(s, t.kind, ev2)),
  heldMandatory: stage((s, _t, ev2) => heldMandatory(s, ev2)),
  discardSeats: stage((s, t) => discardSeats(s, t.cursor)),
  supremeCourt: stage((s, _t, ev2) => supremeCourt(s, ev2)),
  challengesEnd: stage((s, _t, ev2) => challengesEnd(s, ev2)),
  window: flowWindow(interruptWindow, askedInWindow),
  events: flowWindow(eventWindow, mayHoldEvent)
};

// src/games/free-at-last/rules/projects/task.ts
function attempt(faces, twice) {
  if (faces === 0) return "first";
  return twice && faces === 1 ? "second" : "subsequent";
}
function step3(decision, actions, answer, decider = (t) => t.org) {
  return {
    decider: (_s, t) => decider(t),
    actions,
    answer: (ctx, t, a) => {
      answer(ctx, t, a);
      runResolution(ctx);
    },
    prompt: (s) => promptResolution(s),
    ask: (_s, t) => ({ decision, org: t.org, mode: t.mode })
  };
}
var responder = (t) => t.responders[0];
function preRollActions(s) {
  const o = preRollOptions(s);
  return [
    ...o.staff.map((staff) => ({ type: "projectCommitStaff", staff })),
    ...o.strikeFirst ? [{ type: "projectStrikeFirst" }] : [],
    ...o.insure ? [{ type: "projectInsure" }] : [],
    ...o.overkill ? [{ type: "projectRemoveOverkill" }] : [],
    { type: "projectProceed" }
  ];
}
function answerPreRoll(ctx, _t, a) {
  if (a.type === "projectCommitStaff") commitStaff(ctx, a.staff);
  else if (a.type === "projectStrikeFirst") strikeFirst(ctx);
  else if (a.type === "projectInsure") insure(ctx);
  else if (a.type === "projectRemoveOverkill") removeOverkill(ctx);
  else ownRes(ctx).kind = "resolutionRoll";
}
function rollActions(s, t) {
  const roll3 = t.roll;
  if (!roll3) return [];
  const need = rollNeed(s, roll3);
  if (need === "keep") return [...new Set(roll3.faces)].map((face3) => ({ type: "projectKeep", face: face3 }));
  if (need === "xReroll") return [{ type: "projectReroll" }, { type: "projectProceed" }];
  return [];
}
function answerRoll(ctx, _t, a) {
  if (a.type === "projectRoll") applyFace(ctx, a.face);
  else if (a.type === "projectKeep") keepFace(ctx, a.face);
  else if (a.type === "projectReroll") rerollX2(ctx);
  else declineReroll(ctx);
}
var rerollActions = (_s, t) => [...t.batch.map((purpose2) => ({ type: "projectRerollDie", purpose: purpose2 })), { type: "projectProceed" }];
function answerReroll(ctx, _t, a) {
  if (a.type === "projectRerollDie") return rerollDie(ctx, a.purpose);
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.rerolls = 0;
}
function answerLeaderHit(ctx, _t, a) {
  if (a.type !== "projectLeaderHit") throw misfit(a, "resolutionLeaderHits");
  applyLeaderHit(ctx, a.use);
  settleLeaderHits(ctx);
}
var roll2 = step3("roll", rollActions, answerRoll);
var resolutionTasks = {
  resolutionPreRoll: step3("preRoll", preRollActions, answerPreRoll),
  resolutionRoll: {
    ...roll2,
    // 3.6 a die waiting for a throw is a chance node; else its owner keeps a face or re-rolls an X
    decider: (s, t) => t.roll !== null && rollNeed(s, t.roll) === "chance" ? "chance" : t.org,
    ...drawsFrom(resolutionPile),
    ask(s, t) {
      const r = t.roll;
      if (r === null) return roll2.ask(s, t);
      const need = rollNeed(s, r);
      if (need === "chance") return { chance: "die", die: r.die, purpose: r.purpose, for: t.org, mode: t.mode, attempt: attempt(r.faces.length, r.twice) };
      return { decision: need === "keep" ? "keepDie" : "xReroll", die: r.die, purpose: r.purpose, org: t.org, mode: t.mode };
    }
  },
  resolutionReroll: step3("reroll", rerollActions, answerReroll),
  resolutionLeaderHits: step3("leaderHits", (s) => leaderHitUses(s).map((use2) => ({ type: "projectLeaderHit", use: use2 })), answerLeaderHit),
  resolutionResponse: step3("response", responseActions, (ctx, _t, a) => answerResponse(ctx, a), responder),
  // 22.12 an Injunction's appeal, 22.19 the D.O.J. attorney's at the registrar stage
  resolutionAppeal: step3(
    "appeal",
    (s, t) => t.mode === "advance" ? registrarAppealActions(s, t) : injunctionAppealActions(s, t),
    (ctx, t, a) => t.mode === "advance" ? answerRegistrarAppeal(ctx, a) : answerInjunctionAppeal(ctx, a)
  ),
  resolutionDoj: step3("doj", dojActions, (ctx, _t, a) => answerDoj(ctx, a)),
  resolutionWithdraw: step3("withdraw", withdrawActions, (ctx, _t, a) => answerWithdraw(ctx, a)),
  resolutionConsolidate: step3("consolidate", consolidateActions, (ctx, _t, a) => answerConsolidate(ctx, a), responder)
};

// src/games/free-at-last/rules/burn-baby-burn.ts
function burnActions(s, org7) {
  const fours = [...new Set(s.orgs[org7].hand)].filter((c) => strategyCard(s, c).rank === 4);
  return [...fours.map((card9) => ({ type: "burnDiscard", card: card9 })), { type: "burnLower" }];
}
function applyBurn(s0, org7, a, ev2) {
  const s = withFlow(setStep(s0, null), { burn: flowOf(s0).burn.slice(1) });
  if (a.type === "burnDiscard") {
    ev2.push({ type: "burnDiscard", org: org7, card: a.card });
    const t = discardFromHand(s, org7, a.card);
    return isMandatory(t, a.card) ? triggerBurn(t, ev2) : t;
  }
  return lowerNonViolence(s, org7, ev2);
}

// src/games/free-at-last/rules/mobilize.ts
var ranks2 = [1, 2, 3, 4];
function fitsSet(type2, color3, set2, rank2, c) {
  if (type2 === "A") return c === color3;
  if (type2 === "V") return set2.length === 0 || set2[0].rank === rank2;
  if (set2.length === 0) return true;
  if (set2.length >= 4) return false;
  const rs = set2.map((x) => x.rank);
  return rank2 === Math.min(...rs) - 1 || rank2 === Math.max(...rs) + 1;
}
function mobilizeActions(s, org7, set2) {
  const p = s.projects[org7];
  const card9 = projectCard(s, p.card);
  const color3 = stateColor(s, card9.state);
  const o = s.orgs[org7];
  const out = [];
  for (const id of new Set(o.hand)) {
    const c = strategyCard(s, id);
    if (fitsSet(card9.type, color3, set2, c.rank, c.color)) out.push({ type: "mobilize", card: id, rank: c.rank, color: c.color });
  }
  if (o.homeCardInHand) {
    for (const r of ranks2) if (fitsSet(card9.type, color3, set2, r, color3)) out.push({ type: "mobilize", card: "home", rank: r, color: color3 });
  }
  if (set2.length > 0 || out.length === 0) out.push({ type: "mobilizeDone" });
  return out;
}

// src/games/free-at-last/rules/steps.ts
function step4(actions, answer) {
  return {
    decider: (_s, t) => t.org,
    actions,
    answer: (ctx, t, a) => change2(ctx, (s, ev2) => answer(s, t, a, ev2)),
    prompt: stepPrompt,
    explain: explainIllegal2
  };
}
function only(type2, f) {
  return (s, t, a, ev2) => {
    if (a.type !== type2) throw new Error(`${a.type} does not answer a ${t.kind} decision`);
    return f(s, t.org, a, ev2);
  };
}
var stepTasks = {
  hire: step4((s, t) => hireActions(s, t.org), (s, t, a, ev2) => applyHire(s, t.org, a, ev2)),
  redraw: step4((s, t) => redrawActions(s, t.org, t.left), (s, t, a, ev2) => applyRedraw(s, t.org, a, ev2)),
  select: step4((s) => selectActions(s), only("selectProject", (s, org7, a, ev2) => applySelect(setStep(s, null), org7, a.state, ev2))),
  mobilize: step4(
    (s, t) => mobilizeActions(s, t.org, t.cards),
    (s, t, a, ev2) => {
      if (a.type === "mobilizeDone") return applyMobilizeDone(s, t.org, ev2);
      return only("mobilize", (u, org7, m) => applyMobilizeCard(u, org7, { id: m.card, rank: m.rank, color: m.color }))(s, t, a, ev2);
    }
  ),
  leader: step4((s, t) => leaderActions(s, t.org, t.purpose), (s, t, a, ev2) => applyLeaderChoice(s, t.org, a, ev2)),
  riders: step4((s, t) => leaderActions(s, t.org, "riders"), (s, t, a, ev2) => applyLeaderChoice(s, t.org, a, ev2)),
  chooseLaw: step4((s) => chooseLawActions(s), only("chooseLaw", (s, _org, a, ev2) => applyChooseLaw(s, a.card, ev2))),
  fundraiser: step4(() => [{ type: "acceptFundraiser" }, { type: "refuseFundraiser" }], (s, _t, a, ev2) => applyFundraiserAnswer(s, a, ev2)),
  preempt: step4(() => [{ type: "preempt" }, { type: "declinePreempt" }], (s, t, a, ev2) => applyPreempt(s, t.org, a, ev2)),
  action: step4((s, t) => actionActions(s, t.org), (s, t, a, ev2) => applyAction(s, t.org, a, ev2)),
  mode: step4((s, t) => modeActions(s, t.org), only("mode", (s, org7, a) => applyMode(s, org7, a.mode))),
  extra: step4((s, t) => extraActions(s, t.org), (s, t, a, ev2) => applyExtra(s, t.org, a, ev2)),
  reinforce: step4((s, t) => reinforceActions(s, t.color), only("reinforce", (s, _org, a, ev2) => applyReinforce(s, a.target, ev2))),
  burn: step4((s, t) => burnActions(s, t.org), (s, t, a, ev2) => applyBurn(s, t.org, a, ev2)),
  appeal: step4((s, t) => appealActions(s, t.org), (s, t, a, ev2) => applyAppeal(s, t.org, a, ev2)),
  discardDown: step4((s, t) => discardDownActions(s, t.org, t.appealCards), (s, t, a, ev2) => applyDiscardDown(s, t.org, a, ev2))
};

// src/games/free-at-last/rules/handlers.ts
var handlers3 = { ...flowTasks, ...stepTasks, ...resolutionTasks, ...drawTasks2, ...variantTasks };

// src/games/free-at-last/schema.ts
import * as z22 from "zod";

// src/games/free-at-last/state/variant-config.ts
import * as z18 from "zod";

// src/games/free-at-last/state/difficulty.ts
import * as z17 from "zod";
var difficultySchema = z17.enum(["roberto-clemente", "ernie-banks", "willie-mays", "henry-aaron", "jackie-robinson"]);
function failureTrackStartOf(level) {
  return level === null ? 0 : difficultySchema.options.indexOf(level) + 1;
}

// src/games/free-at-last/state/variant-config.ts
var team = z18.tuple([organizationSchema, organizationSchema]);
var variantConfigShape = {
  /** 2.7, 9.12–9.16 the advanced game: the Challenge deck. */
  advanced: z18.boolean().default(false),
  /** 23.1 solitaire (1 player), 23.2 team play, 23.3 cooperative play; 'historical' = standard + 23.4. */
  variant: z18.enum(["standard", "solitaire", "team", "coop", "cooperative", "historical"]).default("standard"),
  /** 23.4 the historical Project deal; combines with any variant. */
  historical: z18.boolean().default(false),
  /** 23.5 the difficulty level (Failure Marker track start), by name. */
  difficulty: difficultySchema.nullable().default(null),
  /** 23.2 the two teams (default SNCC + SCLC against CORE + NAACP). */
  teams: z18.tuple([team, team]).optional(),
  /** A user Challenge deck (validated); default the reference deck. */
  challengeDeck: challengeDeckSchema.optional()
};
var variantKind = (v) => v === "cooperative" ? "coop" : v === "historical" ? "standard" : v;
function checkVariantConfig(c, ctx) {
  const kind2 = variantKind(c.variant);
  const n9 = c.players?.length;
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (kind2 === "solitaire") {
    if (n9 !== void 0 && n9 !== 1) issue("23.1 solitaire is played by exactly 1 organization", "players");
    if (c.difficulty !== null) issue("23.1.1 solitaire sets the Failure Marker track itself: no difficulty level", "difficulty");
  } else if (n9 === 1) issue("1 player plays the solitaire variant (23.1)", "players");
  if ((kind2 === "team" || kind2 === "coop") && n9 !== void 0 && n9 !== 4) issue(`23.${kind2 === "team" ? "2 team play is 2 versus 2" : "3 cooperative play needs four Freedom Markers of each type: 4 players"}`, "players");
  if (c.teams !== void 0) {
    if (kind2 !== "team") issue("teams are for the team variant (23.2)", "teams");
    const members = c.teams.flat();
    if (new Set(members).size !== 4) issue("23.2 the teams are two pairs of the four organizations", "teams");
  }
}
var defaultPlayers = (v) => variantKind(v) === "solitaire" ? ["SNCC"] : ["SNCC", "CORE", "SCLC", "NAACP"];

// src/games/free-at-last/state/variant-view.ts
import * as z20 from "zod";

// src/games/free-at-last/state/ext.ts
import * as z19 from "zod";
var org4 = organizationSchema;
var challengeInPlaySchema = z19.object({
  card: z19.string(),
  /** The Project it is implemented on; null = an ALL Challenge by the board. */
  org: org4.nullable(),
  /** 9.15.1 SEG cubes it added (removed again if an M Challenge is cancelled). */
  added: z19.object({ white: z19.number().int().min(0), blue: z19.number().int().min(0) })
});
var challengeStateSchema = z19.object({
  /** 1.7 the Challenge deck, unordered: every deal is a chance node. */
  deck: z19.array(z19.string()),
  discard: z19.array(z19.string()),
  /** 2.7 cards dealt this Turn and not yet implemented, by player (dealt order). */
  dealt: z19.record(z19.string(), z19.array(z19.string())),
  /** 9.14 ALL Challenges by the board, to be implemented after the Project Challenges. */
  byBoard: z19.array(z19.string()),
  /** Challenges in effect (lasting, or M with their cubes). */
  inPlay: z19.array(challengeInPlaySchema),
  /** A user Challenge deck; null = the reference deck. */
  custom: z19.array(challengeCardSchema).nullable()
});
var soloStateSchema = z19.object({
  /** The Action Round whose draw has been made. */
  drawnRound: z19.number().int(),
  /** 23.1 response cards kept next to the Project. */
  held: z19.array(z19.string()),
  /** Held cards already offered this Action Round. */
  offered: z19.array(z19.string())
});
var extStateSchema = z19.object({
  variant: z19.enum(["standard", "solitaire", "team", "coop"]),
  historical: z19.boolean(),
  advanced: z19.boolean(),
  difficulty: difficultySchema.nullable(),
  teams: z19.tuple([z19.tuple([org4, org4]), z19.tuple([org4, org4])]).nullable(),
  /** 23.4 Project cards of other Turns, set aside. */
  projectReserve: z19.array(z19.number().int()),
  challenges: challengeStateSchema.nullable(),
  solo: soloStateSchema.nullable()
});

// src/games/free-at-last/state/variant-view.ts
var variantViewSchema = z20.object({
  variant: extStateSchema.shape.variant,
  historical: z20.boolean(),
  advanced: z20.boolean(),
  difficulty: extStateSchema.shape.difficulty,
  teams: extStateSchema.shape.teams,
  projectReserveCount: z20.number().int(),
  challenges: z20.object({
    deckCount: z20.number().int(),
    discard: z20.array(z20.string()),
    dealt: z20.record(z20.string(), z20.array(z20.string())),
    byBoard: z20.array(z20.string()),
    inPlay: z20.array(challengeInPlaySchema)
  }).nullable(),
  soloHeld: z20.array(z20.string()).nullable(),
  step: z20.discriminatedUnion("kind", [...variantTaskSchemas]).nullable()
});
var variantKinds = new Set(variantTaskSchemas.map((x) => x.shape.kind.value));
function variantStep(s) {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i];
    if (variantKinds.has(t.kind)) return t;
  }
  return null;
}
function variantView(s) {
  const x = s.ext;
  if (!x) return void 0;
  const c = x.challenges;
  return {
    variant: x.variant,
    historical: x.historical,
    advanced: x.advanced,
    difficulty: x.difficulty,
    teams: x.teams,
    projectReserveCount: x.projectReserve.length,
    challenges: c ? { deckCount: c.deck.length, discard: c.discard, dealt: c.dealt, byBoard: c.byBoard, inPlay: c.inPlay } : null,
    soloHeld: x.solo ? x.solo.held : null,
    step: variantStep(s)
  };
}

// src/games/free-at-last/state/schema.ts
import * as z21 from "zod";
var cubesSchema = z21.object({
  red: z21.number().int().min(0),
  white: z21.number().int().min(0),
  blue: z21.number().int().min(0)
});
var nonViolenceSchema = z21.enum(["inter-racialism", "black-leadership", "black-power", "black-separatism"]);
var vpBreakdownSchema = z21.object({
  /** 1.2 white (1) and blue (2) cubes collected, in any way. */
  segCubes: z21.number().int(),
  /** 1.2 red cubes remaining on a completed Project. */
  redCubes: z21.number().int(),
  /** 1.3, 20.4 Freedom Markers at the end of each Turn. */
  freedomMarkers: z21.number().int(),
  /** 20.2, 22.15 criminal cases won at the Supreme Court. */
  litigation: z21.number().int(),
  /** VPs given by events, Challenges and other effects. */
  events: z21.number().int(),
  /** 1.4, 21.1 Star Value chart at the end of the game. */
  stars: z21.number().int(),
  /** 1.5, 21.1 Failure Marker penalties at the end of the game. */
  failures: z21.number().int()
});
var staffMemberSchema = z21.object({
  id: z21.string(),
  /** 6.5 tired after his ability is used this Turn. */
  tired: z21.boolean()
});
var orgStateSchema = z21.object({
  /** Strategy card ids (the Home Card is tracked by `homeCardInHand`). */
  hand: z21.array(z21.string()),
  homeCardInHand: z21.boolean(),
  stars: z21.number().int().min(0),
  failures: z21.number().int().min(0),
  vp: z21.number().int(),
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (a second of one type scores nothing more, 1.3). */
  freedomMarkers: z21.object({ S: z21.number().int().min(0), A: z21.number().int().min(0), V: z21.number().int().min(0) }),
  /** 6.3 the hidden cup of Staff Leaders not yet hired. */
  staffPool: z21.array(z21.string()),
  staff: z21.array(staffMemberSchema),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available. */
  protestLeaders: z21.array(z21.string()),
  /** 3.8 leaders out of the game (led a Project in an earlier Turn, assassinated, left the organization). */
  removedLeaders: z21.array(z21.string()),
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A the eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 red cubes removed by blue cubes in an A Project, kept on the Project card for a criminal appeal. */
  criminalHold: z21.number().int().min(0),
  /** 22.15 two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z21.boolean(),
  /** 22.8.1.1, 22.16 the cards discarded toward this Turn's appeal, in order (Marshall's activation colour, the consolidation refund). */
  appealCards: z21.array(z21.object({ id: z21.string(), color: colorSchema })).optional(),
  /** 6.3 Staffers hired this Turn (one, or two with Staff Hired). */
  hiredThisTurn: z21.number().int().min(0),
  /** 9.5 fundraisers given / received this Turn (one may not do both). */
  gaveFundraiser: z21.boolean(),
  receivedFundraiser: z21.boolean(),
  /** 9.4 passed in the current sequence of Action Rounds. */
  passed: z21.boolean()
});
var projectSchema = z21.object({
  /** Project card number. */
  card: z21.number().int(),
  owner: organizationSchema,
  cubes: cubesSchema,
  /** Where the Project stands (15–19). */
  stage: z21.enum(["protest", "exam", "school-year", "classes", "courthouse", "bamn-white", "bamn-blue", "done"]),
  /** Protest Leader ids on the Project (SNCC may have 2 in A and V Projects, 7.1). */
  leaders: z21.array(z21.string()),
  /** 7.4 Freedom Rider counters on the Project; each acts as 2 red cubes. */
  freedomRiders: z21.array(z21.string()),
  /** 15.6 Overkill buttons. */
  overkill: z21.number().int().min(0),
  /** 22.2 one Litigation action per Project. */
  litigationUsed: z21.boolean(),
  /** 22.14 a Marches Project may seek an Injunction only after one Protest action. */
  protests: z21.number().int().min(0),
  /** 16.2 blue cubes scored hits in the first Protest roll: a March may then seek an Injunction. */
  blueHitFirstProtest: z21.boolean(),
  /** 15.12 the Leader was assassinated: a new one may be assigned next Action Round. */
  leaderLost: z21.boolean(),
  /** 18.2.5 the Local Figure eliminated by the Klan (no Leader on the Project). */
  lostLocalFigures: z21.array(z21.string()),
  /** 3.6 Legislation that re-rolls an X once per Project: which dice have used it. */
  xRerollsUsed: z21.array(z21.enum(["red", "white", "blue"])),
  /** 19.1 Robert F. Williams or Malcolm X has taken over the Project. */
  eventLeader: z21.string().nullable(),
  outcome: z21.enum(["active", "success", "failure", "withdrawn"])
});
var phaseSchema = z21.enum([
  "deal-projects",
  // 2.1
  "deal-strategy",
  // 2.2
  "hire-staff",
  // 2.3
  "select-projects",
  // 2.5–2.6 (with mobilization, 11.x, and leaders, 7.x)
  "challenges",
  // 2.7 (advanced game)
  "legislation",
  // 2.8
  "action-rounds",
  // 2.9
  "end-of-turn",
  // 2.10, 20.x
  "game-over"
  // 21
]);
var freeAtLastStateSchema = z21.object({
  rng: z21.array(z21.number().int()),
  chance: z21.enum(["auto", "manual"]),
  /** A user-supplied component set, validated; `null` = the reference set (kept out of the state to keep it small). */
  components: componentSetSchema2.nullable(),
  /** Seats in Turn order (2.0). */
  seats: z21.array(organizationSchema),
  turn: z21.number().int().min(1).max(3),
  phase: phaseSchema,
  actionRound: z21.number().int().min(0),
  orgs: z21.record(z21.string(), orgStateSchema),
  /** 2.1 Project cards dealt face up, by state id. */
  offered: z21.record(z21.string(), z21.number().int()),
  projects: z21.record(z21.string(), projectSchema),
  supply: cubesSchema,
  /** X Value Track positions (index into components.xTracks.*.values). */
  xTrack: z21.object({ red: z21.number().int(), white: z21.number().int(), blue: z21.number().int() }),
  /** 23.5 the Failure Marker track's starting space (0 in the standard game). */
  failureTrackStart: z21.number().int().min(0),
  decks: z21.object({
    /** 9.3 the Strategy draw pile, unordered: draws are chance nodes. */
    strategy: z21.array(z21.string()),
    strategyDiscard: z21.array(z21.string()),
    /** 9.3 starred events played, out of the game. */
    strategyRemoved: z21.array(z21.string()),
    /** 9.3 starred events with a lasting impact, kept on the board while in effect. */
    lastingEvents: z21.array(z21.string()),
    /** 3.7 the March on Washington display: cards being played this Action Round. */
    display: z21.array(z21.string()),
    projects: z21.array(z21.number().int()),
    projectDiscard: z21.array(z21.number().int()),
    /** 9.9.1 the 20 general Legislation cards still to draw, unordered. */
    legislation: z21.array(z21.string()),
    /** 9.9.1 the 1964 Civil Rights Act and 1965 Voting Rights Act provisions, for Turn 3. */
    civilRightsAct: z21.array(z21.string()),
    votingRightsAct: z21.array(z21.string()),
    /** 2.8, 9.11 laws in effect by stack. */
    laws: z21.object({ S: z21.array(z21.string()), A: z21.array(z21.string()), V: z21.array(z21.string()) }),
    /** 2.8 provisions held up in committee. */
    legislationDiscard: z21.array(z21.string()),
    /** 3.6.6, 9.10 one-time and Federal Legislation, out of the game. */
    legislationRemoved: z21.array(z21.string())
  }),
  /** Everything the game waits for, top last (task-schema.ts); the flow task, with its bookkeeping, at the bottom. */
  tasks: z21.array(taskSchema2),
  /** The advanced game and the variants of section 23 (state/ext.ts); absent in the basic game. */
  ext: extStateSchema.optional()
});

// src/games/free-at-last/schema.ts
var turnOrder = ["SNCC", "CORE", "SCLC", "NAACP"];
var configSchema2 = z22.strictObject({
  /** The organizations that play, or how many: the first N in Turn order. */
  players: z22.union([
    z22.number().int().min(1).max(4).transform((n9) => turnOrder.slice(0, n9)),
    z22.array(organizationSchema).min(1).max(4).refine((p) => new Set(p).size === p.length, "each organization at most once")
  ]).optional(),
  chance: z22.enum(["auto", "manual"]).default("auto"),
  /** A user component set (validated); default the reference set. */
  components: componentSetSchema2.optional(),
  ...variantConfigShape
}).superRefine(checkVariantConfig).transform((c) => ({ ...c, players: c.players ?? defaultPlayers(c.variant) }));
var org5 = organizationSchema;
var card4 = z22.string();
var played2 = { card: card4, rank: rankSchema, color: colorSchema };
var flowActionSchemas = [
  z22.strictObject({ type: z22.literal("drawStrategy"), card: card4 }).meta({ section: "9.3", description: "Chance (manual mode): the Strategy card drawn." }),
  z22.strictObject({ type: z22.literal("drawProject"), card: z22.number().int() }).meta({ section: "2.1", description: "Chance (manual mode): the Project card dealt." }),
  z22.strictObject({ type: z22.literal("drawStaff"), leader: z22.string() }).meta({ section: "6.3", description: "Chance (manual mode): the Staffer drawn from the organization's cup." }),
  z22.strictObject({ type: z22.literal("drawLegislation"), card: card4 }).meta({ section: "2.8", description: "Chance (manual mode): the Legislation card drawn." }),
  z22.strictObject({ type: z22.literal("hire"), discard: card4.nullable() }).meta({ section: "2.3", description: "Hire Staff, in Turn order, once per Turn: discard a card to hire a random Staffer (discard null: CORE's free hire, 3.8.1)." }),
  z22.strictObject({ type: z22.literal("skipHire") }).meta({ section: "2.3", description: "Hire Staff: hire no Staffer this Turn." }),
  z22.strictObject({ type: z22.literal("redrawDiscard"), card: card4 }).meta({ section: "3.8.1", description: "NAACP, before it selects a Project: discard a card and draw a replacement, up to 3 times." }),
  z22.strictObject({ type: z22.literal("redrawDone") }).meta({ section: "3.8.1", description: "NAACP: stop redrawing." }),
  z22.strictObject({ type: z22.literal("selectProject"), state: z22.string() }).meta({ section: "2.5", description: "Select Projects, in Turn order: choose an offered Project, by its state." }),
  z22.strictObject({ type: z22.literal("mobilize"), ...played2 }).meta({ section: "11.0", description: "Prepare the Project (2.6): play a card that fits the set (S a straight, A a flush of the state's colour, V one rank) to mobilize 3 red cubes." }),
  z22.strictObject({ type: z22.literal("mobilizeDone") }).meta({ section: "2.6", description: "Prepare the Project: stop mobilizing." }),
  z22.strictObject({ type: z22.literal("assignLeader"), leader: z22.string() }).meta({ section: "7.1", description: "When the Project takes a Protest Leader (a second one for SNCC in A and V Projects, 3.8.1; a new one after a Klan attack, 15.12) or CORE places Freedom Riders (7.4)." }),
  z22.strictObject({ type: z22.literal("noLeader") }).meta({ section: "7.1", description: "When a further or replacement Leader is offered, or none is available: assign none." }),
  z22.strictObject({ type: z22.literal("chooseLaw"), card: card4 }).meta({ section: "9.11.1", description: "Turn 3 Legislation phase: the player with the fewest VPs chooses a provision of the 1964 Civil Rights Act or 1965 Voting Rights Act to pass." }),
  z22.strictObject({ type: z22.literal("event"), card: card4, target: org5.nullable(), law: z22.string().nullable() }).meta({ section: "9.3.2", description: "At the seat's Action Round (13.3), in a window, or as a response (9.7): play a card for its event where its phase and Turn allow (9.3.2.1\u20139.3.2.2), naming its target and the Legislation card it passes (9.11.2)." }),
  z22.strictObject({ type: z22.literal("eventsDone") }).meta({ section: "9.3.2.1", description: "When the events of a phase are offered: play no more now." }),
  z22.strictObject({ type: z22.literal("play"), ...played2 }).meta({ section: "13.1", description: "The seat's Action Round, with an active Project: play a card for its rank and colour on it (the Home Card as any rank and colour, 9.3.3)." }),
  z22.strictObject({ type: z22.literal("mode"), mode: z22.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]) }).meta({ section: "14.0", description: "After a card is played on the Project: the action its stage allows (bamn: a 19.0 event leader's Project)." }),
  z22.strictObject({ type: z22.literal("extra"), ...played2 }).meta({ section: "14.5", description: "After choosing Picketing, Federal Escorts or a Vote Drive: add a card of the first card's rank (up to two)." }),
  z22.strictObject({ type: z22.literal("extraDone") }).meta({ section: "14.5", description: "After choosing Picketing, Federal Escorts or a Vote Drive: add no more cards." }),
  z22.strictObject({ type: z22.literal("reinforce"), target: org5 }).meta({ section: "13.2", description: "Before the action, for the colour of the card played: the Project that takes the SEG Reinforcement (or loses a red cube)." }),
  z22.strictObject({ type: z22.literal("pass") }).meta({ section: "9.4", description: "The seat's Action Round: pass, unless it holds its Home Card or more cards than Staffers, or took a pre-emptive round (10.4)." }),
  z22.strictObject({ type: z22.literal("discard"), card: card4 }).meta({ section: "9.4", description: "The seat's Action Round, when it has no other action: discard a card." }),
  z22.strictObject({ type: z22.literal("concede") }).meta({ section: "15.17.1", description: "The seat's Action Round, with no card left and an active Project: give the Project up as incomplete." }),
  z22.strictObject({ type: z22.literal("preempt") }).meta({ section: "10.4", description: "From Action Round 2, the player with the most cards: take a pre-emptive Action Round." }),
  z22.strictObject({ type: z22.literal("declinePreempt") }).meta({ section: "10.4", description: "From Action Round 2, the player with the most cards: do not pre-empt." }),
  z22.strictObject({ type: z22.literal("spendStarDraw") }).meta({ section: "10.2", description: "In a window, or at the seat's Action Round with no card left (15.17.1): spend a Star to draw a Strategy card." }),
  z22.strictObject({ type: z22.literal("giveFundraiser"), card: card4, to: org5 }).meta({ section: "9.5", description: "In a window: offer a Fundraiser card to another player (not one who gave or received one this Turn)." }),
  z22.strictObject({ type: z22.literal("windowPass") }).meta({ section: "10.0", description: "In a window (the Turn planned, the start of an Action Round, before the dice): do nothing more now." }),
  z22.strictObject({ type: z22.literal("acceptFundraiser") }).meta({ section: "9.5", description: "When offered a Fundraiser: take it into the hand (the giver gets a Star)." }),
  z22.strictObject({ type: z22.literal("refuseFundraiser") }).meta({ section: "9.5", description: "When offered a Fundraiser: refuse it." }),
  z22.strictObject({ type: z22.literal("burnDiscard"), card: card4 }).meta({ section: "9.8.1", description: "SNCC or CORE, when Burn, Baby, Burn! takes place: discard a 4-rank card." }),
  z22.strictObject({ type: z22.literal("burnLower") }).meta({ section: "9.8.1", description: "SNCC or CORE, when Burn, Baby, Burn! takes place: lower the Non-Violence Commitment Level (3.8.2)." }),
  z22.strictObject({ type: z22.literal("discardDown"), card: card4 }).meta({ section: "20.1", description: "End of Turn, with more cards than Staffers: discard one." }),
  z22.strictObject({ type: z22.literal("appealDiscard"), card: card4 }).meta({ section: "22.15", description: "In a window of the Action Rounds or at the End of Turn, with red cubes convicted on an A Project: discard a card toward a Supreme Court appeal (two file it)." }),
  z22.strictObject({ type: z22.literal("discardDone") }).meta({ section: "20.1", description: "End of Turn, within the hand limit: keep the rest of the hand." })
];
var actionSchema2 = z22.discriminatedUnion("type", [...flowActionSchemas, ...projectActionSchemas, ...variantActionSchemas]);
var orgViewSchema = z22.object({
  /** Own hand only; null for other seats. */
  hand: z22.array(z22.string()).nullable(),
  /** How many Strategy cards the organization holds (the Home Card not counted). */
  handCount: z22.number().int(),
  /** 9.3.3 The Home Card is in the hand (not yet played this Turn). */
  homeCardInHand: z22.boolean(),
  /** 1.4 Stars held. */
  stars: z22.number().int(),
  /** 1.5 Failure Markers taken. */
  failures: z22.number().int(),
  /** Victory Points so far (the sum of `vpBreakdown`). */
  vp: z22.number().int(),
  /** The VPs by where they came from. */
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (S, A, V Projects). */
  freedomMarkers: z22.object({ S: z22.number().int(), A: z22.number().int(), V: z22.number().int() }),
  /** 6.3 the cup is hidden: only how many Staffers are left in it. */
  staffPoolCount: z22.number().int(),
  /** 6.3 The hired Staffers (leader ids), and whether each is tired this Turn. */
  staff: z22.array(z22.object({ id: z22.string(), tired: z22.boolean() })),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available, by leader id. */
  protestLeaders: z22.array(z22.string()),
  /** 3.8 Leaders out of the game (led a Project in an earlier Turn, assassinated, left). */
  removedLeaders: z22.array(z22.string()),
  /** 3.8.2 SNCC's and CORE's Non-Violence Commitment Level (null for the others). */
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A The eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 Red cubes kept on the Project card for a criminal appeal. */
  criminalHold: z22.number().int(),
  /** 22.15 Two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z22.boolean(),
  /** 9.4 Passed in the current sequence of Action Rounds. */
  passed: z22.boolean()
});
var chanceQuestionSchema3 = z22.union([
  z22.strictObject({ chance: z22.literal("draw"), deck: z22.enum(["strategy", "staff", "challenge"]), for: organizationSchema }),
  z22.strictObject({ chance: z22.literal("draw"), deck: z22.literal("project"), for: z22.literal("table") }),
  z22.strictObject({ chance: z22.literal("draw"), deck: z22.literal("strategy"), for: z22.literal("solitaire") }),
  z22.strictObject({ chance: z22.literal("draw"), deck: z22.literal("legislation"), to: z22.enum(["law", "discard"]) }),
  z22.strictObject({
    chance: z22.literal("die"),
    die: colorSchema,
    purpose: z22.enum(["red-cubes", "white-cubes", "blue-cubes", "leader", "ldf", "seg-attorney", "registrar", "doj", "fate"]),
    for: organizationSchema,
    mode: z22.enum(["protest", "picket", "exam", "injunction", "advance", "bamn", "supreme-court"]),
    attempt: z22.enum(["first", "second", "subsequent"])
  })
]);
var viewSchema2 = z22.object({
  /** The organization whose view this is, or null for a spectator. */
  seat: organizationSchema.nullable(),
  /** The organizations that play, in Turn order (2.0). */
  seats: z22.array(organizationSchema),
  /** 2.0 The Turn being played, 1–3. */
  turn: z22.number().int(),
  /** The phase of the Turn (2.1–2.10): deal-projects, deal-strategy, hire-staff, select-projects, challenges, legislation, action-rounds, end-of-turn; game-over at the end. */
  phase: phaseSchema,
  /** 13.0 The Action Round of the Turn (0 before the first). */
  actionRound: z22.number().int(),
  /** The seat that decides now (`chance` at a manual chance node); null once the game is over. */
  toMove: z22.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z22.string(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z22.array(actionSchema2),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z22.union([chanceQuestionSchema3, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public: every seat knows the components); null for the reference set. */
  components: componentSetSchema2.nullable(),
  /** The flow decision waiting (public: who decides what), and the Action Round being played. */
  step: shownStepSchema.nullable(),
  /** 13.0 The Action Round being played (whose round, the card played, the mode chosen), or null. */
  round: roundSchema.nullable(),
  /** Each organization by name: its hand (own only), cards, Stars, VPs, Staff, Leaders… */
  orgs: z22.record(z22.string(), orgViewSchema),
  /** 2.1 The Project cards offered for selection, by state id (card numbers). */
  offered: z22.record(z22.string(), z22.number().int()),
  /** Each organization's Project this Turn, by organization: the card, cubes, stage, Leaders. */
  projects: z22.record(z22.string(), projectSchema),
  /** 5.0 The cubes in the general supply, by colour. */
  supply: cubesSchema,
  /** 3.6 The X Value Tracks' positions, by die colour (indexes into the component set's tracks). */
  xTrack: z22.object({ red: z22.number().int(), white: z22.number().int(), blue: z22.number().int() }),
  /** 3.6 What an X on each die is worth now, by colour. */
  xValues: z22.object({ red: z22.number().int(), white: z22.number().int(), blue: z22.number().int() }),
  /** 1.5 The Failure Markers on the track (9 or more: no one wins). */
  failureTrack: z22.number().int(),
  /** The piles: counts of the hidden draw piles; discards, removed cards, lasting events, the display and the laws in effect. */
  decks: z22.object({
    strategyCount: z22.number().int(),
    strategyDiscard: z22.array(z22.string()),
    strategyRemoved: z22.array(z22.string()),
    lastingEvents: z22.array(z22.string()),
    display: z22.array(z22.string()),
    projectCount: z22.number().int(),
    projectDiscard: z22.array(z22.number().int()),
    legislationCount: z22.number().int(),
    civilRightsAct: z22.array(z22.string()),
    votingRightsAct: z22.array(z22.string()),
    laws: z22.object({ S: z22.array(z22.string()), A: z22.array(z22.string()), V: z22.array(z22.string()) }),
    legislationDiscard: z22.array(z22.string()),
    legislationRemoved: z22.array(z22.string())
  }),
  /** The running project action, if any (dice rolled, hits), as the project rules keep it. */
  resolution: z22.unknown(),
  /** The advanced game and the variants of section 23 (absent in the basic game). */
  variants: variantViewSchema.optional()
});

// src/games/free-at-last/rules/setup.ts
function newOrg(s, org7) {
  const mine = s.leaders.filter((l) => l.organization === org7);
  return {
    hand: [],
    homeCardInHand: false,
    stars: 1,
    // 1.7 D one starting Star
    failures: 0,
    vp: 0,
    vpBreakdown: { segCubes: 0, redCubes: 0, freedomMarkers: 0, litigation: 0, events: 0, stars: 0, failures: 0 },
    freedomMarkers: { S: 0, A: 0, V: 0 },
    staffPool: mine.filter((l) => l.role === "staff").map((l) => l.id),
    // 1.7 B, 6.3 drawn from a cup
    staff: [],
    protestLeaders: mine.filter((l) => l.role !== "staff").map((l) => l.id),
    // 1.7 B, 7.1
    removedLeaders: [],
    nonViolence: org7 === "SNCC" || org7 === "CORE" ? "inter-racialism" : null,
    // 1.7, 3.8.2
    eliminated: { red: 0, white: 0, blue: 0 },
    criminalHold: 0,
    appealFiled: false,
    hiredThisTurn: 0,
    gaveFundraiser: false,
    receivedFundraiser: false,
    passed: false
  };
}
function initialState2(config, rng) {
  const components = config.components === void 0 ? null : componentSetSchema2.parse(config.components);
  const c = components ?? referenceComponents2;
  const seats2 = turnOrder.filter((o) => config.players.includes(o));
  const orgs = {};
  for (const o of seats2) orgs[o] = newOrg(c, o);
  return {
    rng: [...rng],
    chance: config.chance,
    components,
    seats: seats2,
    turn: 1,
    phase: "deal-projects",
    actionRound: 0,
    orgs,
    offered: {},
    projects: {},
    supply: { red: c.cubes.red, white: c.cubes.white, blue: c.cubes.blue },
    xTrack: { red: c.xTracks.red.start, white: c.xTracks.white.start, blue: c.xTracks.blue.start },
    failureTrackStart: 0,
    decks: {
      strategy: c.strategy.map((x) => x.id),
      strategyDiscard: [],
      strategyRemoved: [],
      lastingEvents: [],
      display: [],
      projects: c.projects.map((p) => p.number),
      projectDiscard: [],
      // 9.9.1 the 20 general cards are drawn at random; the two Acts wait for Turn 3
      legislation: c.legislation.filter((l) => l.act === "general").map((l) => l.id),
      civilRightsAct: c.legislation.filter((l) => l.act === "civil-rights-act-1964").map((l) => l.id),
      votingRightsAct: c.legislation.filter((l) => l.act === "voting-rights-act-1965").map((l) => l.id),
      laws: { S: [], A: [], V: [] },
      legislationDiscard: [],
      legislationRemoved: []
    },
    tasks: [startFlow]
  };
}

// src/games/free-at-last/rules/variants/setup.ts
function withVariants(config, s) {
  const variant = variantKind(config.variant);
  const historical = config.historical || config.variant === "historical";
  if (variant === "standard" && !historical && !config.advanced && config.difficulty === null) return s;
  const custom = config.challengeDeck ?? null;
  return {
    ...s,
    failureTrackStart: variant === "solitaire" ? absentFailureMarkers : failureTrackStartOf(config.difficulty),
    ext: {
      variant,
      historical,
      advanced: config.advanced,
      difficulty: config.difficulty,
      teams: variant === "team" ? config.teams ?? [["SNCC", "SCLC"], ["CORE", "NAACP"]] : null,
      projectReserve: [],
      challenges: config.advanced ? { deck: (custom ?? referenceChallenges).map((c) => c.id), discard: [], dealt: {}, byBoard: [], inPlay: [], custom } : null,
      solo: variant === "solitaire" ? { drawnRound: 0, held: [], offered: [] } : null
    }
  };
}

// src/games/free-at-last/rules/task-machine.ts
var table = handlers3;
function drawNow(ctx, t) {
  const s = ctx.state;
  if (s.chance !== "auto") return false;
  const h = table[t.kind];
  const pile3 = h.pile?.(s, t) ?? null;
  if (pile3 === null) return false;
  const [outcome, rng] = drawFrom(pile3, s.rng);
  const drawn = copyState2(s);
  drawn.rng = rng;
  ctx.state = drawn;
  h.answer(ctx, t, outcome);
  return true;
}
var freeAtLastTaskMachine = taskMachine({
  name: "Free at Last",
  handlers: handlers3,
  over: (s) => s.phase === "game-over",
  copy: copyState2,
  drawNow,
  pushBelow: isDraw
});
function setupGame(config, rng) {
  return freeAtLastTaskMachine.start(enterDealProjects(withVariants(config, initialState2(config, rng))));
}

// src/games/free-at-last/rules/variants/cooperative.ts
var coopTarget = 4;
function movementMarkers(s) {
  const total = { S: 0, A: 0, V: 0 };
  for (const o of s.seats) for (const k of ["S", "A", "V"]) total[k] += s.orgs[o].freedomMarkers[k];
  return total;
}
function coopResult(s, seggie) {
  const scores = {};
  for (const o of s.seats) scores[o] = s.orgs[o].vp;
  const m = movementMarkers(s);
  const line2 = `Freedom Markers S ${m.S}, A ${m.A}, V ${m.V}`;
  if (seggie !== null) return { scores, winners: [], reason: `${seggie}; ${line2}`, code: "seggie" };
  if (m.S >= coopTarget && m.A >= coopTarget && m.V >= coopTarget) return { scores, winners: [...s.seats], reason: `the movement wins together: ${line2} (23.3)`, code: "coop-victory" };
  return { scores, winners: [], reason: `the movement falls short of four Freedom Markers of each type: ${line2} (23.3)`, code: "coop-defeat" };
}

// src/games/free-at-last/rules/variants/team.ts
function teamResult(s, seggie) {
  const teams = s.ext.teams;
  const totals = teams.map((t) => t.reduce((n9, o) => n9 + s.orgs[o].vp, 0));
  const scores = {};
  teams.forEach((t, i) => t.forEach((o) => scores[o] = totals[i]));
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: "seggie" };
  if (totals[0] === totals[1]) return { scores, winners: [...s.seats], reason: "the teams tie: both win (23.2, 21.1)", code: "team-tie" };
  const best2 = totals[0] > totals[1] ? 0 : 1;
  return { scores, winners: s.seats.filter((o) => teams[best2].includes(o)), reason: `team ${teams[best2].join(" + ")} has the higher total (23.2)`, code: "team-scoring" };
}

// src/games/free-at-last/rules/variants/result.ts
function variantResult(s) {
  const v = s.ext?.variant;
  if (v === void 0 || v === "standard") return null;
  const track = failureMarkers(s).track;
  const seggie = track >= 9 ? `Seggie victory: ${track} Failure Markers on the track (1.6${v === "solitaire" ? ", 23.1.1" : ""})` : null;
  if (v === "team") return teamResult(s, seggie);
  if (v === "coop") return coopResult(s, seggie);
  const org7 = s.seats[0];
  const scores = { [org7]: s.orgs[org7].vp };
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: "seggie" };
  return { scores, winners: [org7], reason: "the movement survives: fewer than 9 Failure Markers on the track (23.1.1 ruling)", code: "solitaire-survival" };
}

// src/games/free-at-last/result.ts
var resultOf2 = (s) => (
  // the scoring rules name their codes as strings: test/core/spaces.test.ts checks each is one of these
  s.phase === "game-over" ? variantResult(s) ?? gameResult(s) : null
);

// src/games/free-at-last/event-schema.ts
import * as z23 from "zod";
var n4 = z23.number().int();
var org6 = organizationSchema;
var card5 = z23.string();
var leader3 = z23.string();
var project3 = n4;
var color2 = colorSchema;
var die = colorSchema;
var face2 = z23.union([n4, z23.literal("X"), z23.literal("K")]);
var purpose = z23.enum(["red-cubes", "white-cubes", "blue-cubes", "leader", "ldf", "seg-attorney", "registrar", "doj", "fate"]);
var mode = z23.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]);
var stage2 = z23.enum(["protest", "exam", "school-year", "classes", "courthouse", "bamn-white", "bamn-blue", "done"]);
var zone2 = z23.string();
var why5 = z23.string();
var eventSchema2 = z23.discriminatedUnion("type", [
  // the Turn and its phases
  z23.strictObject({ type: z23.literal("projectDealt"), card: project3, state: z23.string(), discarded: z23.boolean() }).meta({ section: "2.1", description: "A Project card is dealt face up in a state (or dealt and discarded)." }),
  z23.strictObject({ type: z23.literal("cardDrawn"), org: org6 }).meta({ section: "2.2", description: "An organization draws a Strategy card (which one only its own view shows)." }),
  z23.strictObject({ type: z23.literal("hire"), org: org6, discard: card5.nullable() }).meta({ section: "6.3", description: "An organization hires a Staffer, discarding a card (null: for free)." }),
  z23.strictObject({ type: z23.literal("staffHired"), org: org6, leader: leader3 }).meta({ section: "6.3", description: "A Staffer joins an organization's staff." }),
  z23.strictObject({ type: z23.literal("redrawDiscard"), org: org6 }).meta({ section: "2.5", description: "An organization discards a Project card to draw another." }),
  z23.strictObject({ type: z23.literal("projectSelected"), org: org6, card: project3, title: z23.string(), state: z23.string() }).meta({ section: "2.5", description: "An organization selects its Project." }),
  z23.strictObject({ type: z23.literal("mobilized"), org: org6, cards: n4, red: n4 }).meta({ section: "11.0", description: "An organization mobilizes red cubes onto its Project with so many cards." }),
  z23.strictObject({ type: z23.literal("leaderAssigned"), org: org6, leader: leader3 }).meta({ section: "7.1", description: "A Protest Leader is assigned to a Project." }),
  z23.strictObject({ type: z23.literal("freedomRider"), org: org6, leader: leader3 }).meta({ section: "7.4", description: "CORE sends a Freedom Rider." }),
  z23.strictObject({ type: z23.literal("segReinforcement"), color: color2, target: org6 }).meta({ section: "2.6", description: "A SEG cube joins an organization's Project." }),
  z23.strictObject({ type: z23.literal("turnEnd"), turn: n4 }).meta({ section: "20.0", description: "A Turn ends." }),
  // Action Rounds
  z23.strictObject({ type: z23.literal("pass"), org: org6 }).meta({ section: "13.1", description: "An organization passes its Action Round." }),
  z23.strictObject({ type: z23.literal("preempt"), org: org6 }).meta({ section: "10.4", description: "An organization takes a pre-emptive Action Round." }),
  z23.strictObject({ type: z23.literal("play"), org: org6, card: card5, rank: n4, color: color2 }).meta({ section: "13.2", description: "An organization plays a Strategy card for its colour and rank." }),
  z23.strictObject({ type: z23.literal("extraCard"), org: org6, card: card5 }).meta({ section: "14.5", description: "An organization adds a card to the action." }),
  z23.strictObject({ type: z23.literal("actionLost"), org: org6, mode }).meta({ section: "13.3", description: "An organization's chosen action is lost: its Project no longer allows it (ruling 13.3)." }),
  z23.strictObject({ type: z23.literal("discard"), org: org6.optional(), card: card5, why: why5.optional() }).meta({ section: "9.4", description: "A card is discarded." }),
  z23.strictObject({ type: z23.literal("discardDown"), org: org6, card: card5 }).meta({ section: "20.1", description: "An organization discards down to its hand limit." }),
  z23.strictObject({ type: z23.literal("event"), org: org6, card: card5, name: z23.string(), target: org6.nullable(), law: z23.string().nullable() }).meta({ section: "9.3", description: "An organization plays a card as an event (on a target organization; passing a law)." }),
  z23.strictObject({ type: z23.literal("fundraiser"), from: org6, to: org6, card: card5, stars: n4 }).meta({ section: "10.1", description: "A Fundraiser card is given to another organization, for Stars." }),
  z23.strictObject({ type: z23.literal("fundraiserRefused"), from: org6, to: org6 }).meta({ section: "10.1", description: "A Fundraiser offer is refused." }),
  z23.strictObject({ type: z23.literal("burnBabyBurn"), orgs: z23.array(org6) }).meta({ section: "9.6", description: "Burn, Baby, Burn!: these organizations must discard a card or lower Non-Violence." }),
  z23.strictObject({ type: z23.literal("burnDiscard"), org: org6, card: card5 }).meta({ section: "9.6", description: "An organization discards a card to Burn, Baby, Burn!." }),
  z23.strictObject({ type: z23.literal("nonViolenceLowered"), org: org6, level: z23.enum(["inter-racialism", "black-leadership", "black-power", "black-separatism"]) }).meta({ section: "9.8", description: "An organization lowers its Non-Violence Commitment." }),
  // Stars, Failure Markers, VPs
  z23.strictObject({ type: z23.literal("star"), org: org6, count: n4, why: why5 }).meta({ section: "4.0", description: "An organization gains Stars (a starred card, a Local Figure, a rule)." }),
  z23.strictObject({ type: z23.literal("stars"), org: org6, count: n4, why: why5.optional() }).meta({ section: "4.0", description: "An organization gains Stars from an event." }),
  z23.strictObject({ type: z23.literal("starSpent"), org: org6, for: z23.enum(["draw", "cancel a Challenge"]).optional(), count: n4.optional(), why: why5.optional() }).meta({ section: "4.1", description: "An organization spends Stars (for a draw, to cancel a Challenge, or as `why` says)." }),
  z23.strictObject({ type: z23.literal("failure"), org: org6, count: n4, why: why5.optional() }).meta({ section: "4.2", description: "An organization receives Failure Markers." }),
  z23.strictObject({ type: z23.literal("vp"), org: org6, category: z23.enum(["segCubes", "redCubes", "litigation"]), vp: n4, why: why5 }).meta({ section: "1.2", description: "An organization scores VPs." }),
  z23.strictObject({ type: z23.literal("freedomMarkerVps"), org: org6, vp: n4 }).meta({ section: "20.4", description: "End of Turn scoring for Freedom Markers." }),
  z23.strictObject({ type: z23.literal("demoralization"), color: color2, orgs: z23.array(org6) }).meta({ section: "20.3", description: "Demoralization of cubes of a colour: the organizations affected." }),
  // cubes and the X tracks
  z23.strictObject({ type: z23.literal("cubes"), color: color2, count: n4, from: zone2, to: zone2, why: why5 }).meta({ section: "5.0", description: "Cubes move between zones." }),
  z23.strictObject({ type: z23.literal("xMove"), die, direction: z23.enum(["up", "down"]), value: n4 }).meta({ section: "3.6", description: "A Local Figure moves an X value track." }),
  z23.strictObject({ type: z23.literal("xMoved"), die, direction: z23.enum(["up", "down"]), value: n4.optional(), why: why5.optional() }).meta({ section: "3.6", description: "An event or Challenge moves an X value track." }),
  // project actions
  z23.strictObject({ type: z23.literal("projectAction"), org: org6, mode, cards: z23.array(card5), stage: stage2.optional(), attorney: z23.string().nullable().optional(), coCounsel: z23.string().nullable().optional() }).meta({ section: "13.3", description: "An organization takes a project action with these cards (an injunction: with its LDF attorney and co-counsel)." }),
  z23.strictObject({ type: z23.literal("strikeFirst"), org: org6 }).meta({ section: "15.8", description: "An organization announces Strike First." }),
  z23.strictObject({ type: z23.literal("strikeFirstBackfired"), org: org6 }).meta({ section: "15.10", description: "Strike First backfires." }),
  z23.strictObject({ type: z23.literal("localFigure"), org: org6, name: z23.string(), side: z23.enum(["civil-rights", "seg"]) }).meta({ section: "15.2", description: "A Local Figure is activated." }),
  z23.strictObject({ type: z23.literal("staffCommitted"), org: org6, staff: leader3, to: purpose }).meta({ section: "15.18", description: "A Staffer is committed to a roll for his special ability." }),
  z23.strictObject({ type: z23.literal("staffReroll"), org: org6, die, purpose }).meta({ section: "15.18", description: "A committed CORE Staffer re-rolls a die." }),
  z23.strictObject({ type: z23.literal("roll"), org: org6, die, face: face2, value: n4, purpose, subsequent: z23.boolean(), leaders: z23.array(leader3), reading: z23.enum(["plain", "x", "exempt", "minus-one"]), modifier: n4 }).meta({ section: "15.3", description: "A die is rolled: its face and the value it reads (`subsequent`: the 3.6 roll after an X)." }),
  z23.strictObject({ type: z23.literal("xReroll"), die }).meta({ section: "3.6", description: "An X is re-rolled (Legislation)." }),
  z23.strictObject({ type: z23.literal("dieResult"), org: org6, die, purpose, face: face2, value: n4, struckOut: z23.boolean(), klan: z23.boolean(), x: z23.boolean(), subsequent: face2.nullable() }).meta({ section: "15.11", description: "What a die counts once kept: its value, a Strike Out, a Klan attack." }),
  z23.strictObject({ type: z23.literal("hits"), org: org6, side: z23.enum(["red", "white", "blue", "leader", "ldf", "seg-attorney", "registrar", "doj"]), hits: n4 }).meta({ section: "15.4", description: "Hits scored on an organization's Project by one side." }),
  z23.strictObject({ type: z23.literal("overkill"), org: org6, count: n4 }).meta({ section: "15.6", description: "Overkill buttons are placed on a Project." }),
  z23.strictObject({ type: z23.literal("overkillRemoved"), org: org6, count: n4 }).meta({ section: "4.1", description: "Overkill buttons are removed." }),
  z23.strictObject({ type: z23.literal("klan"), org: org6, killed: z23.array(z23.string()) }).meta({ section: "15.12", description: "A Klan attack kills these leaders (or a Local Figure)." }),
  z23.strictObject({ type: z23.literal("freedomRidersLost"), org: org6, riders: z23.array(leader3) }).meta({ section: "7.4", description: "CORE loses Freedom Riders." }),
  z23.strictObject({ type: z23.literal("advanced"), org: org6, count: n4 }).meta({ section: "17.9", description: "Red cubes advance through the school year." }),
  z23.strictObject({ type: z23.literal("stageComplete"), org: org6, stage: stage2 }).meta({ section: "17.7", description: "A stage of a Project is complete." }),
  z23.strictObject({ type: z23.literal("registrar"), org: org6, localFigure: z23.string().nullable(), activated: z23.boolean() }).meta({ section: "18.3", description: "The registrar faces a V Project (a Local Figure, activated or not)." }),
  z23.strictObject({ type: z23.literal("dojAttorney"), org: org6 }).meta({ section: "18.3", description: "The D.O.J. Staff Attorney is called in." }),
  z23.strictObject({ type: z23.literal("projectSuccess"), org: org6, card: project3, freedomMarker: projectTypeSchema }).meta({ section: "15.16", description: "A Project succeeds and earns a Freedom Marker." }),
  z23.strictObject({ type: z23.literal("projectFailure"), org: org6, card: project3 }).meta({ section: "15.17", description: "A Project fails." }),
  z23.strictObject({ type: z23.literal("projectWithdrawn"), org: org6 }).meta({ section: "19.8", description: "A Project is withdrawn." }),
  z23.strictObject({ type: z23.literal("eventLeader"), org: org6, leader: leader3 }).meta({ section: "19.1", description: "An Event Leader takes over a Project." }),
  z23.strictObject({ type: z23.literal("eventLeaderEliminated"), org: org6 }).meta({ section: "19.10", description: "The Event Leader is eliminated." }),
  z23.strictObject({ type: z23.literal("eventLeaderFate"), org: org6, fate: z23.enum(["killed by his own followers", "killed by the police", "escaped to Cuba", "went into hiding"]) }).meta({ section: "19.10", description: "The Event Leader's fate." }),
  // litigation
  z23.strictObject({ type: z23.literal("litigation"), org: org6, result: z23.enum(["won", "lost", "tie", "reversed on appeal"]), appeal: z23.boolean().optional(), court: z23.literal("supreme").optional() }).meta({ section: "22.10", description: "The result of a Litigation action (on appeal; at the Supreme Court)." }),
  z23.strictObject({ type: z23.literal("response"), org: org6, card: card5, hits: n4 }).meta({ section: "9.7", description: "A Response card adds LDF hits." }),
  z23.strictObject({ type: z23.literal("appealDiscard"), org: org6, card: card5 }).meta({ section: "22.12", description: "An organization discards a card for an appeal." }),
  z23.strictObject({ type: z23.literal("appealFiled"), org: org6 }).meta({ section: "22.12", description: "An appeal is filed to the Supreme Court." }),
  z23.strictObject({ type: z23.literal("appealRefund"), org: org6, card: card5 }).meta({ section: "22.16", description: "A consolidated appeal costs three cards: a card comes back." }),
  z23.strictObject({ type: z23.literal("supremeCourt"), orgs: z23.array(org6) }).meta({ section: "22.15", description: "The Supreme Court hears the criminal cases of these organizations." }),
  // Legislation
  z23.strictObject({ type: z23.literal("federalLegislation"), card: card5 }).meta({ section: "9.10", description: "A Federal Legislation card is drawn." }),
  z23.strictObject({ type: z23.literal("lawHeldUp"), card: card5 }).meta({ section: "9.9", description: "A law is held up in Congress." }),
  z23.strictObject({ type: z23.literal("lawPassed"), card: card5, area: z23.enum(["S", "A", "V", "federal"]) }).meta({ section: "9.9", description: "A law passes (for S, A or V Projects)." }),
  z23.strictObject({ type: z23.literal("lawImplemented"), card: card5 }).meta({ section: "9.9", description: "A law is implemented." }),
  // Challenges
  z23.strictObject({ type: z23.literal("challengeDealt"), org: org6, card: card5, name: z23.string(), category: z23.enum(["S", "A", "V", "M", "ALL", "ANY"]) }).meta({ section: "2.7", description: "A Challenge card is dealt to an organization." }),
  z23.strictObject({ type: z23.literal("challengeImplemented"), card: card5, org: org6.nullable(), name: z23.string().optional() }).meta({ section: "9.12", description: "A Challenge is implemented (on an organization, or on all)." }),
  z23.strictObject({ type: z23.literal("challengeWhiteCube"), org: org6, card: card5 }).meta({ section: "9.12", description: "A Challenge is taken as a white cube." }),
  z23.strictObject({ type: z23.literal("challengeGiven"), from: org6, to: org6, card: card5, project: z23.string() }).meta({ section: "9.14", description: "A Challenge is given to another organization's Project." }),
  z23.strictObject({ type: z23.literal("challengeFailed"), org: org6, card: card5, name: z23.string() }).meta({ section: "4.2", description: "A lasting Challenge fails." }),
  z23.strictObject({ type: z23.literal("challengeCancelled"), card: card5, name: z23.string() }).meta({ section: "9.15", description: "A Challenge is cancelled." }),
  z23.strictObject({ type: z23.literal("challengesCancelled"), cards: z23.array(card5), why: why5 }).meta({ section: "9.15", description: "Every Challenge is cancelled." }),
  z23.strictObject({ type: z23.literal("challengeShareOffered"), from: org6, to: org6, card: card5 }).meta({ section: "9.15", description: "An organization offers to share the cost of cancelling a Challenge." }),
  z23.strictObject({ type: z23.literal("challengeShareRefused"), from: org6, to: org6 }).meta({ section: "9.15", description: "The offer to share is refused." }),
  z23.strictObject({ type: z23.literal("cubesWithdrawn"), org: org6, color: color2, count: n4, why: why5 }).meta({ section: "9.15.1", description: "Cubes of a cancelled M Challenge are withdrawn." }),
  // the solitaire variant
  z23.strictObject({ type: z23.literal("soloDraw"), card: card5, name: z23.string() }).meta({ section: "23.1", description: "Solitaire: a Strategy card is drawn for the SEG." }),
  z23.strictObject({ type: z23.literal("soloImplemented"), card: card5, name: z23.string() }).meta({ section: "23.1", description: "Solitaire: the drawn card is implemented." })
]);

// src/games/free-at-last/rules/sections.ts
var taskSections2 = {
  flow: "2.0",
  dealProjects: "2.1",
  hireSeats: "2.3",
  selectSeats: "2.5",
  selectAfterRedraw: "3.8.1",
  challengeDecisions: "9.13",
  challengeBoard: "9.14",
  lawEvents: "9.11.2",
  roundPreempt: "10.4",
  roundWindow: "10.0",
  roundBegin: "23.1",
  roundPlay: "13.1",
  heldMandatory: "9.6",
  discardSeats: "20.1",
  supremeCourt: "20.2",
  challengesEnd: "9.16",
  hire: "6.3",
  redraw: "3.8.1",
  select: "2.5",
  mobilize: "11.0",
  leader: "7.1",
  riders: "7.4",
  events: "9.3.2.1",
  chooseLaw: "9.11.1",
  window: "10.0",
  fundraiser: "9.5",
  preempt: "10.4",
  action: "13.1",
  mode: "13.3",
  extra: "14.5",
  reinforce: "13.2",
  burn: "9.8.1",
  appeal: "22.15",
  discardDown: "20.1",
  drawStrategy: "2.2",
  drawProject: "2.1",
  drawStaff: "6.3",
  drawLegislation: "2.8",
  drawChallenge: "2.7",
  drawSolo: "23.1",
  challenge: "9.13",
  share: "4.1",
  solo: "23.1",
  beforeDeal: "23.4",
  beforeAction: "23.1",
  turnCleanup: "23.1",
  // the steps of a running project resolution (state/resolution.ts)
  resolutionPreRoll: "15.18",
  resolutionRoll: "3.6",
  resolutionReroll: "15.18",
  resolutionLeaderHits: "15.5",
  resolutionResponse: "22.11",
  resolutionAppeal: "22.12",
  resolutionDoj: "18.3.7.2",
  resolutionWithdraw: "19.8",
  resolutionConsolidate: "22.16"
};
var sectionOf = (t) => taskSections2[t.kind];

// src/games/free-at-last/illegal.ts
function explainIllegal3(s, a) {
  const why6 = freeAtLastTaskMachine.explainIllegal(s, a);
  const task3 = s.tasks[s.tasks.length - 1];
  if (why6?.rule !== void 0 || task3 === void 0) return why6;
  return { reason: why6?.reason ?? `Not one of the answers to: ${freeAtLastTaskMachine.prompt(s)}`, rule: sectionOf(task3) };
}

// src/games/free-at-last/view.ts
function viewOf2(s, seat, toMove, prompt, ask, legal) {
  const orgs = {};
  for (const o of s.seats) {
    const x = s.orgs[o];
    orgs[o] = {
      hand: seat === o ? [...x.hand].sort() : null,
      handCount: x.hand.length,
      homeCardInHand: x.homeCardInHand,
      stars: x.stars,
      failures: x.failures,
      vp: x.vp,
      vpBreakdown: x.vpBreakdown,
      freedomMarkers: x.freedomMarkers,
      staffPoolCount: x.staffPool.length,
      staff: x.staff,
      protestLeaders: x.protestLeaders,
      removedLeaders: x.removedLeaders,
      nonViolence: x.nonViolence,
      eliminated: x.eliminated,
      criminalHold: x.criminalHold,
      appealFiled: x.appealFiled,
      passed: x.passed
    };
  }
  const d = s.decks;
  return {
    seat: seat ?? null,
    seats: s.seats,
    turn: s.turn,
    phase: s.phase,
    actionRound: s.actionRound,
    toMove,
    prompt,
    legal: seat !== null && toMove === seat ? legal() : [],
    ask,
    components: s.components,
    step: shownStep(s),
    round: flowOf(s).round,
    orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    xValues: { red: xValue(s, "red"), white: xValue(s, "white"), blue: xValue(s, "blue") },
    failureTrack: failureMarkers(s).track,
    decks: {
      strategyCount: d.strategy.length,
      strategyDiscard: d.strategyDiscard,
      strategyRemoved: d.strategyRemoved,
      lastingEvents: d.lastingEvents,
      display: d.display,
      projectCount: d.projects.length,
      projectDiscard: d.projectDiscard,
      legislationCount: d.legislation.length,
      civilRightsAct: d.civilRightsAct,
      votingRightsAct: d.votingRightsAct,
      laws: d.laws,
      legislationDiscard: d.legislationDiscard,
      legislationRemoved: d.legislationRemoved
    },
    resolution: resolutionView(s),
    ...s.ext ? { variants: variantView(s) } : {}
  };
}
function resolutionView(s) {
  const r = resolutionOf(s);
  if (r === null) return null;
  const { kind: kind2, org: org7, mode: mode2, cards: cards5, ...rest } = r;
  return { org: org7, mode: mode2, cards: cards5, step: resolutionStepOf[kind2], ...rest };
}

// src/games/free-at-last/choices.ts
function namesOf2(view) {
  const c = view.components ?? referenceComponents2;
  const find2 = (list2, id) => list2.find((x) => x.id === id)?.name ?? id;
  const home = c.homeCards.find((h) => h.organization === view.seat);
  return {
    card: (id) => id === "home" ? `Home Card${home ? ` (${home.name})` : ""}` : find2(c.strategy, id),
    leader: (id) => find2(c.leaders, id),
    law: (id) => find2(c.legislation, id),
    challenge: (id) => find2(referenceChallenges, id),
    project: (state) => {
      const card9 = c.projects.find((p) => p.number === view.offered[state]);
      const where = c.states.find((x) => x.id === state)?.name ?? state;
      return card9 ? `${card9.title} (${card9.type}, ${where})` : where;
    }
  };
}
function cardOf2(a) {
  switch (a.type) {
    case "hire":
      return a.discard;
    case "redrawDiscard":
    case "mobilize":
    case "event":
    case "play":
    case "extra":
    case "discard":
    case "giveFundraiser":
    case "burnDiscard":
    case "discardDown":
    case "appealDiscard":
    case "projectPlayResponse":
    case "projectAppeal":
      return a.card;
    default:
      return null;
  }
}
var asPlayed = (a) => `as a ${a.color} ${a.rank}`;
function use(a, n9) {
  switch (a.type) {
    case "hire":
      return [{ key: "hire", label: "discard it to hire a Staffer" }];
    case "redrawDiscard":
      return [{ key: a.type, label: "discard it to draw a replacement" }];
    case "mobilize":
      return [{ key: a.type, label: "mobilize with it" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "play":
      return [{ key: a.type, label: "play it on the Project" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "extra":
      return [{ key: a.type, label: "add it to the action" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "event": {
      const at = [a.target ? `on ${a.target}` : "", a.law ? `passing ${n9.law(a.law)}` : ""].filter((x) => x !== "").join(", ");
      return [{ key: a.type, label: "play it for the event" }, { key: `${a.target}/${a.law}`, label: at === "" ? "play the event" : at }];
    }
    case "giveFundraiser":
      return [{ key: a.type, label: "offer it as a fundraiser" }, { key: a.to, label: `to ${a.to}` }];
    case "discard":
    case "discardDown":
      return [{ key: a.type, label: "discard it" }];
    case "burnDiscard":
      return [{ key: a.type, label: "discard it to answer Burn, Baby, Burn!" }];
    case "appealDiscard":
      return [{ key: a.type, label: "discard it toward a Supreme Court appeal" }];
    case "projectPlayResponse":
      return [{ key: a.type, label: "play it as a response" }];
    case "projectAppeal":
      return [{ key: a.type, label: "discard it to appeal" }];
    default:
      return [];
  }
}
var plain = {
  drawStrategy: (a, n9) => `draw ${n9.card(a.card)}`,
  drawProject: (a) => `deal Project ${a.card}`,
  drawStaff: (a, n9) => `draw ${n9.leader(a.leader)}`,
  drawLegislation: (a, n9) => `draw ${n9.law(a.card)}`,
  hire: () => "hire a Staffer for free",
  skipHire: () => "hire no Staffer",
  redrawDone: () => "stop redrawing",
  selectProject: (a, n9) => `select ${n9.project(a.state)}`,
  mobilizeDone: () => "stop mobilizing",
  assignLeader: (a, n9) => `assign ${n9.leader(a.leader)}`,
  noLeader: () => "assign no Leader",
  chooseLaw: (a, n9) => `pass ${n9.law(a.card)} into law`,
  eventsDone: () => "play no more events now",
  mode: (a) => ({ protest: "protest", picket: "picket", exam: "take the exam", injunction: "seek an injunction", advance: "advance", bamn: "by any means necessary" })[a.mode],
  extraDone: () => "add no more cards",
  reinforce: (a) => `SEG Reinforcement on ${a.target}'s Project`,
  pass: () => "pass",
  concede: () => "give up the incomplete Project",
  preempt: () => "take a pre-emptive Action Round",
  declinePreempt: () => "do not pre-empt",
  spendStarDraw: () => "spend a Star to draw a Strategy card",
  windowPass: () => "pass",
  acceptFundraiser: () => "accept the fundraiser",
  refuseFundraiser: () => "refuse the fundraiser",
  burnLower: () => "lower the Non-Violence Commitment Level",
  discardDone: () => "keep the rest of the hand",
  projectRoll: (a) => `${a.die} die shows ${a.face}`,
  projectCommitStaff: (a, n9) => `commit ${n9.leader(a.staff)} to the roll`,
  projectStrikeFirst: () => "Strike First",
  projectInsure: () => "spend a Star against a Strike Out",
  projectRemoveOverkill: () => "spend a Star to remove an Overkill button",
  projectProceed: () => "go on",
  projectKeep: (a) => `keep the ${a.face}`,
  projectReroll: () => "re-roll the X",
  projectRerollDie: (a) => `re-roll the die of the ${a.purpose}`,
  projectLeaderHit: (a) => ({ overkill: "Leader hit: remove an Overkill button", save: "Leader hit: save a red cube", collect: "Leader hit: collect a SEG cube" })[a.use],
  projectDoj: () => "call the D.O.J. Staff Attorney",
  projectWithdraw: () => "withdraw from the Project",
  projectConsolidate: (a) => `consolidate the case with ${a.with}`,
  projectPass: () => "pass",
  drawChallenge: (a, n9) => `deal ${n9.challenge(a.card)}`,
  drawSolo: (a, n9) => `draw ${n9.card(a.card)}`,
  challengeImplement: () => "implement the Challenge on the Project",
  challengeWhiteCube: () => "add a white cube to the Project instead",
  challengeGive: (a) => `give the Challenge to ${a.to}`,
  challengeCancel: (a, n9) => `cancel ${n9.challenge(a.card)} with ${a.pay === "two-stars" ? "2 Stars" : "SCLC's 1 Star"}`,
  challengeShare: (a, n9) => `ask ${a.with} to share cancelling ${n9.challenge(a.card)}`,
  challengeShareAccept: () => "pay 1 Star to cancel the Challenge",
  challengeShareRefuse: () => "refuse to pay",
  soloImplement: (a, n9) => `implement the event${a.law ? `, passing ${n9.law(a.law)}` : ""}`,
  soloDecline: () => "do not implement the event"
};
function pathOf3(a, n9) {
  const card9 = cardOf2(a);
  if (card9 !== null) return { action: a, path: [{ key: `card:${card9}`, label: n9.card(card9) }, ...use(a, n9)] };
  const words2 = plain[a.type];
  return { action: a, path: [{ key: JSON.stringify(a), label: words2 ? words2(a, n9) : a.type }] };
}
function freeAtLastChoicePaths(view) {
  const n9 = namesOf2(view);
  return view.legal.map((a) => pathOf3(a, n9));
}
function freeAtLastIdlePass(view) {
  const pass = view.legal.find((a) => a.type === "windowPass");
  return pass !== void 0 && view.legal.every((a) => a.type === "windowPass" || a.type === "spendStarDraw") ? pass : null;
}

// src/games/free-at-last/spaces/action-space.ts
var sortedUnique2 = (xs) => [...new Set(xs)].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
function build3(set2) {
  const hand = sortedUnique2([...set2.strategy.map((c) => c.id), "home"]);
  const laws = sortedUnique2(set2.legislation.map((c) => c.id));
  const challenges = sortedUnique2(referenceChallenges.map((c) => c.id));
  const people = sortedUnique2([...set2.leaders.map((l) => l.id), ...set2.attorneys.map((a) => a.id)]);
  const faces = sortedUnique2(Object.values(set2.dice).flatMap((d) => Array.isArray(d) ? d : []).map((f) => String(f)));
  const faceValues = faces.map((f) => /^-?\d+$/.test(f) ? Number(f) : f);
  return actionSpace(
    actionTypesOf(actionSchema2, {
      card: hand,
      "drawProject.card": sortedUnique2(set2.projects.map((p) => p.number)),
      "drawLegislation.card": laws,
      "chooseLaw.card": laws,
      "drawChallenge.card": challenges,
      "challengeCancel.card": challenges,
      "challengeShare.card": challenges,
      "hire.discard": [null, ...hand],
      law: [null, ...laws],
      "selectProject.state": set2.states.map((x) => x.id),
      leader: people,
      staff: people,
      face: faceValues
    })
  );
}
var spaceOf2 = cachedBy(build3);
var freeAtLastActionSpace = (s) => spaceOf2(componentsOf(s));

// src/games/free-at-last/spaces/observation.ts
var INF2 = Number.POSITIVE_INFINITY;
var colors4 = colorSchema.options;
var stepKinds2 = viewSchema2.shape.step.unwrap().options.map((o) => o.shape.kind.value);
var useKinds = viewSchema2.shape.round.unwrap().shape.use.options;
var modes2 = viewSchema2.shape.round.unwrap().shape.mode.unwrap().options;
var stages2 = viewSchema2.shape.projects.valueType.shape.stage.options;
var levels3 = viewSchema2.shape.orgs.valueType.shape.nonViolence.unwrap().options;
var phases = viewSchema2.shape.phase.options;
var sorted2 = (xs) => [...new Set(xs)].sort();
var flag2 = (b) => b ? 1 : 0;
function orgParts(o) {
  const org7 = (v) => v.orgs[o];
  const project4 = (v) => Object.values(v.projects).find((p2) => p2.owner === o);
  const p = `orgs.${o}.`;
  return [
    scalar(`${p}present`, `1 if ${o} plays`, 0, 1, (v) => flag2(org7(v) !== void 0)),
    scalar(`${p}handCount`, "cards in hand (Home Card not counted)", 0, INF2, (v) => org7(v)?.handCount ?? 0),
    scalar(`${p}homeCardInHand`, "the Home Card is in hand (9.3.3)", 0, 1, (v) => flag2(org7(v)?.homeCardInHand)),
    scalar(`${p}stars`, "Stars", 0, INF2, (v) => org7(v)?.stars ?? 0),
    scalar(`${p}failures`, "Failure Markers", 0, INF2, (v) => org7(v)?.failures ?? 0),
    scalar(`${p}vp`, "VPs", -INF2, INF2, (v) => org7(v)?.vp ?? 0),
    ...["S", "A", "V"].map((k) => scalar(`${p}freedomMarkers.${k}`, `${k} Freedom Markers`, 0, INF2, (v) => org7(v)?.freedomMarkers[k] ?? 0)),
    scalar(`${p}staffPoolCount`, "Staffers left in the cup", 0, INF2, (v) => org7(v)?.staffPoolCount ?? 0),
    scalar(`${p}staff`, "Staffers hired", 0, INF2, (v) => org7(v)?.staff.length ?? 0),
    scalar(`${p}staffTired`, "Staffers tired (6.5)", 0, INF2, (v) => org7(v)?.staff.filter((x) => x.tired).length ?? 0),
    scalar(`${p}protestLeaders`, "Protest Leaders available", 0, INF2, (v) => org7(v)?.protestLeaders.length ?? 0),
    ...colors4.map((c) => scalar(`${p}eliminated.${c}`, `${c} cubes in the eliminated area`, 0, INF2, (v) => org7(v)?.eliminated[c] ?? 0)),
    scalar(`${p}criminalHold`, "red cubes held for a criminal case (15.14)", 0, INF2, (v) => org7(v)?.criminalHold ?? 0),
    scalar(`${p}appealFiled`, "an appeal is filed (22.12)", 0, 1, (v) => flag2(org7(v)?.appealFiled)),
    scalar(`${p}passed`, "passed this Action Round phase", 0, 1, (v) => flag2(org7(v)?.passed)),
    oneHot(`${p}nonViolence`, "Non-Violence Commitment Level (3.8.2)", levels3, (v) => org7(v)?.nonViolence ?? null),
    scalar(`${p}project.present`, "has a Project", 0, 1, (v) => flag2(project4(v) !== void 0)),
    ...colors4.map((c) => scalar(`${p}project.cubes.${c}`, `${c} cubes on the Project`, 0, INF2, (v) => project4(v)?.cubes[c] ?? 0)),
    oneHot(`${p}project.stage`, "where the Project stands (15\u201319)", stages2, (v) => project4(v)?.stage ?? null),
    scalar(`${p}project.leaders`, "Protest Leaders on the Project", 0, INF2, (v) => project4(v)?.leaders.length ?? 0),
    scalar(`${p}project.overkill`, "Overkill buttons (15.6)", 0, INF2, (v) => project4(v)?.overkill ?? 0)
  ];
}
function build4(set2) {
  const hand = sorted2([...set2.strategy.map((c) => c.id), "home"]);
  const strategy3 = sorted2(set2.strategy.map((c) => c.id));
  const laws = sorted2(set2.legislation.map((c) => c.id));
  const ownHand = (v) => {
    const me = v.seat === null ? void 0 : v.orgs[v.seat];
    return me?.hand ? [...me.hand, ...me.homeCardInHand ? ["home"] : []] : [];
  };
  return observer([
    oneHot("seat", "the observing seat (none: a spectator)", turnOrder, (v) => v.seat),
    scalar("turn", "Turn (1\u20133)", 0, 3, (v) => v.turn),
    oneHot("phase", "phase of the Turn", phases, (v) => v.phase),
    scalar("actionRound", "Action Round", 0, INF2, (v) => v.actionRound),
    oneHot("toMove", "who decides", [...turnOrder, "chance"], (v) => v.toMove),
    oneHot("step.kind", "the flow decision waiting", stepKinds2, (v) => v.step?.kind ?? null),
    oneHot("round.org", "the organization playing the Action Round", turnOrder, (v) => v.round?.org ?? null),
    oneHot("round.use", "what the Action Round card is used for", useKinds, (v) => v.round?.use ?? null),
    oneHot("round.mode", "the Project action chosen", modes2, (v) => v.round?.mode ?? null),
    ...turnOrder.flatMap(orgParts),
    ...colors4.map((c) => scalar(`supply.${c}`, `${c} cubes in the supply`, 0, set2.cubes[c], (v) => v.supply[c])),
    ...colors4.map((c) => scalar(`xTrack.${c}`, `${c} X Value Track position`, 0, set2.xTracks[c].values.length - 1, (v) => v.xTrack[c])),
    ...colors4.map((c) => scalar(`xValues.${c}`, `${c} X value`, -INF2, INF2, (v) => v.xValues[c])),
    scalar("failureTrack", "Failure Markers on the track (9+: Seggie victory)", 0, INF2, (v) => v.failureTrack),
    scalar("decks.strategyCount", "Strategy cards in the draw pile", 0, set2.strategy.length, (v) => v.decks.strategyCount),
    scalar("decks.projectCount", "Project cards in the draw pile", 0, set2.projects.length, (v) => v.decks.projectCount),
    scalar("decks.legislationCount", "Legislation cards in the draw pile", 0, set2.legislation.length, (v) => v.decks.legislationCount),
    counts2("hand", "the observing seat's own hand (Strategy card ids and 'home')", hand, INF2, ownHand),
    counts2("decks.strategyDiscard", "Strategy discard pile", strategy3, INF2, (v) => v.decks.strategyDiscard),
    counts2("decks.lastingEvents", "lasting events in play", strategy3, INF2, (v) => v.decks.lastingEvents),
    counts2("decks.display", "cards on the March on Washington display (3.7)", strategy3, INF2, (v) => v.decks.display),
    ...["S", "A", "V"].map((k) => counts2(`decks.laws.${k}`, `${k} laws passed`, laws, 1, (v) => v.decks.laws[k])),
    counts2("decks.civilRightsAct", "Civil Rights Act", laws, 1, (v) => v.decks.civilRightsAct),
    counts2("decks.votingRightsAct", "Voting Rights Act", laws, 1, (v) => v.decks.votingRightsAct),
    counts2("decks.legislationDiscard", "Legislation discard pile", laws, 1, (v) => v.decks.legislationDiscard)
  ]);
}
var observerOf2 = cachedBy(build4);
var freeAtLastObserver = (s) => observerOf2(componentsOf(s));

// src/games/free-at-last/bots/figures.ts
var projectCards = new Map(referenceComponents2.projects.map((p) => [p.number, p]));
var helps = (e) => e.die === "red" ? e.direction === "up" : e.direction === "down";
function effectValue(e) {
  if (e.kind === "move-x") return helps(e) ? 2 : -6;
  if (e.kind === "remove-red" || e.kind === "add-seg") return -2 * e.count;
  if (e.kind === "add-red" || e.kind === "collect-seg") return e.count;
  return 0;
}
function figuresValue(view, me, rank2, color3) {
  const p = view.projects[me];
  const card9 = p ? projectCards.get(p.card) : void 0;
  if (!p || !card9) return 0;
  let v = 0;
  for (const f of card9.localFigures) {
    if (p.lostLocalFigures.includes(f.name)) continue;
    const a = f.activation;
    const on = a.by === "color" ? a.color === color3 : a.by === "rank" ? a.rank === rank2 : a.by === "rank-and-color" ? a.rank === rank2 && a.color === color3 : false;
    if (on) v += f.effects.reduce((t, e) => t + effectValue(e), 0);
  }
  return v;
}

// src/games/free-at-last/bots/heuristic.ts
var strategy2 = new Map(referenceComponents2.strategy.map((c) => [c.id, c]));
var projectCards2 = new Map(referenceComponents2.projects.map((p) => [p.number, p]));
var stateColor2 = new Map(referenceComponents2.states.map((s) => [s.id, s.color]));
var rankOf = (card9) => strategy2.get(card9)?.rank ?? 1;
function find(legal, type2) {
  return legal.find((a) => a.type === type2);
}
function mobilizable(hand, home, type2, color3) {
  const cards5 = hand.map((id) => strategy2.get(id)).filter((c) => c !== void 0);
  const extra = home ? 1 : 0;
  if (type2 === "A") return cards5.filter((c) => c.color === color3).length + extra;
  const byRank2 = [1, 2, 3, 4].map((r) => cards5.filter((c) => c.rank === r).length);
  if (type2 === "V") return Math.max(...byRank2) + extra;
  let run2 = 0;
  let longest = 0;
  for (const n9 of byRank2) longest = Math.max(longest, run2 = n9 > 0 ? run2 + 1 : 0);
  return Math.min(4, longest + extra);
}
function projectScore(view, me, state) {
  const card9 = projectCards2.get(view.offered[state] ?? -1);
  if (!card9) return 0;
  const o = view.orgs[me];
  const cards5 = Math.min(4, mobilizable(o.hand ?? [], o.homeCardInHand, card9.type, stateColor2.get(state)));
  return 3 * cards5 - card9.seg.white - 2 * card9.seg.blue + (card9.type === "S" ? 3 : 0);
}
function harmlessness(view, me, owner2) {
  const p = view.projects[owner2];
  if (!p || p.outcome !== "active") return 100;
  return p.cubes.white + 2 * p.cubes.blue - p.cubes.red - (owner2 === me ? 50 : 0);
}
function reinforcementCost(view, me, color3) {
  const key = color3 === "red" ? "red" : color3 === "blue" ? "blue" : "white";
  const owners2 = Object.keys(view.projects).filter((o) => view.projects[o].outcome === "active" && view.projects[o].cubes[key] > 0);
  if (owners2.length === 0) return 0;
  const weight = key === "white" ? 1 : 2;
  return weight * (owners2.some((o) => o !== me) ? 1 : 3);
}
function handSize2(view, me) {
  const o = view.orgs[me];
  return o.handCount + (o.homeCardInHand ? 1 : 0);
}
var preference2 = [
  "acceptFundraiser",
  "projectCommitStaff",
  "assignLeader",
  "declinePreempt",
  "windowPass",
  "eventsDone",
  "redrawDone",
  "projectProceed",
  "projectPass",
  "extraDone",
  "discardDone"
];
function freeAtLastHeuristic(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `free-at-last-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const pick = (a) => a !== void 0;
      const hand = handSize2(view, player);
      const track = view.failureTrack;
      const own = view.projects[player];
      const losing = own !== void 0 && own.cubes.red <= 2 && own.cubes.white + own.cubes.blue > 0;
      const selects = legal.filter((a) => a.type === "selectProject");
      if (selects.length > 0) return best(selects, (a) => projectScore(view, player, a.state));
      const mobilize = legal.filter((a) => a.type === "mobilize");
      if (mobilize.length > 0) {
        const done2 = find(legal, "mobilizeDone");
        const mobilized = Number(/\((\d+) so far\)/.exec(view.prompt)?.[1] ?? 0);
        if (done2 && (hand <= 2 || mobilized >= 2)) return done2;
        return best(mobilize, (a) => a.card === "home" ? -10 : -rankOf(a.card));
      }
      const withdraw = find(legal, "projectWithdraw");
      if (withdraw && losing && track >= 5) return withdraw;
      const law2 = legal.find((a) => a.type === "event" && a.law !== null) ?? find(legal, "chooseLaw");
      if (law2) return law2;
      const hire2 = legal.filter((a) => a.type === "hire");
      if (hire2.length > 0) {
        const free = hire2.find((a) => a.discard === null);
        if (free) return free;
        if (hand >= 6) return best(hire2, (a) => -rankOf(a.discard ?? ""));
      }
      const reinforce2 = legal.filter((a) => a.type === "reinforce");
      if (reinforce2.length > 0) return best(reinforce2, (a) => harmlessness(view, player, a.target));
      const plays = legal.filter((a) => a.type === "play");
      if (plays.length > 0) return best(plays, (a) => (a.card === "home" ? -10 : -rankOf(a.card) / 4) - reinforcementCost(view, player, a.color) + figuresValue(view, player, a.rank, a.color));
      const mode2 = legal.filter((a) => a.type === "mode");
      if (mode2.length > 0) return best(mode2, (a) => a.mode === "bamn" ? -1 : a.mode === "picket" ? 1 : 0);
      const extras = legal.filter((a) => a.type === "extra" && figuresValue(view, player, a.rank, a.color) >= 0);
      if (extras.length > 0 && hand > 2) return best(extras, (a) => figuresValue(view, player, a.rank, a.color) - rankOf(a.card) / 4);
      const hit = legal.filter((a) => a.type === "projectLeaderHit");
      if (hit.length > 0) return best(hit, (a) => a.use === "overkill" ? 3 : a.use === "save" ? own && own.cubes.red <= 3 ? 2 : 0 : 1);
      const draw3 = find(legal, "spendStarDraw");
      if (draw3 && hand === 0 && own?.outcome === "active") return draw3;
      const insure2 = find(legal, "projectInsure");
      if (insure2 && view.orgs[player].stars >= 3) return insure2;
      const overkill = find(legal, "projectRemoveOverkill");
      if (overkill && view.orgs[player].stars >= 3) return overkill;
      const keep2 = legal.filter((a) => a.type === "projectKeep");
      if (keep2.length > 0) return best(keep2, (a) => typeof a.face === "number" ? a.face : -1);
      for (const type2 of ["discardDown", "discard", "burnDiscard", "appealDiscard", "redrawDiscard"]) {
        const discards = legal.filter((a) => a.type === type2);
        if (discards.length > 0 && (type2 === "discardDown" || type2 === "discard" || hand > 3)) return best(discards, (a) => -rankOf(a.card));
      }
      const preferred = preference2.map((t) => find(legal, t)).find(pick);
      if (preferred) return preferred;
      const safe = legal.filter((a) => a.type !== "concede" && a.type !== "projectWithdraw" && a.type !== "preempt" && a.type !== "pass");
      const pool = safe.length > 0 ? safe : legal;
      return pool[random.int(pool.length)];
    }
  };
}

// src/games/free-at-last/bots/evaluate.ts
var logistic2 = (x) => 1 / (1 + Math.exp(-x));
var FAILURES_PER_TURN = 2.5;
function survival(s) {
  const early = s.phase !== "action-rounds" && s.phase !== "end-of-turn" && s.phase !== "game-over";
  const left = s.phase === "game-over" ? 0 : 3 - s.turn + (early ? 1 : s.phase === "action-rounds" ? 0.5 : 0);
  return logistic2(1.5 * (8.5 - failureMarkers(s).track - FAILURES_PER_TURN * left) / Math.sqrt(1 + left));
}
function projectedVp(s, org7, perFailure) {
  const o = s.orgs[org7];
  return o.vp + starVps(s, o.stars) + perFailure * o.failures;
}
function freeAtLastEvaluate(s, seat) {
  const survive = survival(s);
  const variant = s.ext?.variant ?? "standard";
  if (variant === "solitaire" || variant === "coop") return survive;
  const per = penaltyPerFailure(s);
  const vp = (org7) => projectedVp(s, org7, per);
  const teams = s.ext?.teams;
  if (variant === "team" && teams) {
    const sum = (team2) => team2.reduce((n9, o) => n9 + vp(o), 0);
    const [ours, theirs] = teams[0].includes(seat) ? teams : [teams[1], teams[0]];
    return survive * logistic2((sum(ours) - sum(theirs)) / 8);
  }
  const mine = vp(seat);
  const others = s.seats.filter((o) => o !== seat);
  const best2 = others.length === 0 ? mine : Math.max(...others.map(vp));
  return survive * logistic2((mine - best2) / 6);
}

// src/games/free-at-last/scenario.ts
var fail3 = (what) => {
  throw new Error(`Free at Last scenario: ${what}`);
};
function taken(pile3, ids, where) {
  const left = [...pile3];
  for (const id of ids) {
    const i = left.indexOf(id);
    if (i < 0) fail3(`${id} is not in ${where}`);
    left.splice(i, 1);
  }
  return left;
}
function cubes3(s, from, to, color3, n9) {
  const r = moveCubes(s, from, to, color3, n9);
  if (r.moved !== n9) fail3(`only ${r.moved} ${color3} cubes where ${n9} were asked for`);
  return r.state;
}
var advance2 = (s) => freeAtLastTaskMachine.start(s).state;
var flowAt = (s, actor2) => ({
  kind: "flow",
  cursor: s.seats.indexOf(actor2),
  round: null,
  burn: [],
  leadersReturning: flowOf(s).leadersReturning,
  preemptor: null,
  deadlock: false
});
function inRounds(s, actor2, at) {
  return advance2({ ...s, phase: "action-rounds", tasks: [flowAt(s, actor2), at] });
}
function endOfTurn(s, actor2) {
  const entered = { ...s, tasks: [flowAt(s, actor2)] };
  const t = advance2(enterEndOfTurn(entered));
  if (t.phase === "end-of-turn" && t.turn === s.turn) return t;
  const stages3 = endOfTurnStages(s.seats.indexOf(actor2) + 1).slice(1).reverse();
  const held = heldMandatory({ ...entered, phase: "end-of-turn", tasks: [flowAt(s, actor2), ...stages3, { kind: "heldMandatory" }] }, []);
  return advance2({ ...held, tasks: [...held.tasks, { kind: "discardDown", org: actor2, appealCards: 0 }] });
}
var entries = {
  "select-project": (s, actor2) => advance2({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2), { kind: "selectSeats", cursor: s.seats.indexOf(actor2) }] }),
  "action-round": (s, actor2) => ({ ...s, phase: "action-rounds", tasks: [flowAt(s, actor2), { kind: "roundBegin" }, { kind: "action", org: actor2 }] }),
  beforeAction: (s, actor2) => inRounds(s, actor2, { kind: "roundBegin" }),
  "interrupt-window": (s, actor2) => inRounds(s, actor2, { kind: "roundWindow" }),
  "preempt-offer": (s, actor2) => inRounds(s, actor2, { kind: "roundPreempt" }),
  "phase-events": (s, actor2) => advance2({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2), { kind: "events", seats: [actor2] }] }),
  legislation: (s, actor2) => advance2(enterLegislation({ ...s, tasks: [flowAt(s, actor2)] })),
  "challenge-phase": (s, actor2) => advance2(enterChallenges({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2)] })),
  "end-of-turn": endOfTurn
};
var firstStage = (type2, blue2) => type2 === "A" ? "protest" : type2 === "V" ? "classes" : blue2 > 0 ? "exam" : "school-year";
var projectCard2 = (s, n9) => componentsOf(s).projects.find((p) => p.number === n9) ?? fail3(`no Project card ${n9}`);
function freeAtLastScenario(state) {
  const s = state;
  const next3 = (t) => freeAtLastScenario(t);
  const org7 = (o, f) => {
    const x = s.orgs[o] ?? fail3(`${o} is not a seat`);
    return next3({ ...s, orgs: { ...s.orgs, [o]: f(x) } });
  };
  return {
    state: s,
    edit: (change4) => next3(edited(s, change4)),
    at: (point, actor2) => next3(entries[point](s, actor2 ?? s.seats[0])),
    hand(o, cards5) {
      const deck = taken([...s.decks.strategy, ...s.orgs[o]?.hand ?? []], cards5, `the Strategy deck or ${o}'s hand`);
      return org7(o, (x) => ({ ...x, hand: [...cards5] })).edit((d) => void (d.decks.strategy = deck));
    },
    homeCards: (held) => next3({ ...s, orgs: Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, homeCardInHand: held }])) }),
    staff: (o, ids) => org7(o, (x) => {
      const staffPool = taken([...x.staffPool, ...x.staff.map((f) => f.id)], ids, `${o}'s Staff cup or Staff`);
      return { ...x, staff: ids.map((id) => ({ id, tired: false })), staffPool };
    }),
    stars: (o, n9) => org7(o, (x) => ({ ...x, stars: n9 })),
    failures: (o, n9) => org7(o, (x) => ({ ...x, failures: n9 })),
    freedomMarkers: (o, m) => org7(o, (x) => ({ ...x, freedomMarkers: { ...x.freedomMarkers, ...m } })),
    eliminated(o, c) {
      let t = s;
      for (const color3 of ["red", "white", "blue"]) t = cubes3(t, supply, eliminatedArea(o), color3, c[color3] ?? 0);
      return next3(t);
    },
    criminalHold: (o, n9) => next3(cubes3(s, supply, criminalHold(o), "red", n9)),
    criminalAppeal(o, cards5) {
      const x = s.orgs[o] ?? fail3(`${o} is not a seat`);
      if (x.criminalHold === 0) fail3(`${o} holds no red cubes for a criminal case (15.14)`);
      if (x.appealFiled) fail3(`${o} has filed its appeal already`);
      const strategy3 = taken(s.decks.strategy, cards5, "the Strategy deck");
      const appealCards = cards5.map((id) => ({ id, color: (componentsOf(s).strategy.find((c) => c.id === id) ?? fail3(`no Strategy card ${id}`)).color }));
      return org7(o, (y) => ({ ...y, appealFiled: true, appealCards })).edit((d) => {
        d.decks.strategy = strategy3;
        d.decks.strategyDiscard.push(...cards5);
      });
    },
    offered(cards5) {
      const offered = { ...s.offered };
      for (const n9 of cards5) {
        const at = projectCard2(s, n9).state;
        if (offered[at] !== void 0) fail3(`Project ${offered[at]} is offered in ${at} already`);
        offered[at] = n9;
      }
      return next3({ ...s, offered, decks: { ...s.decks, projects: taken(s.decks.projects, cards5, "the Project deck") } });
    },
    project(o, p) {
      if (s.projects[o]) fail3(`${o} already has a Project`);
      const type2 = projectCard2(s, p.card).type;
      const stage3 = p.stage ?? firstStage(type2, p.blue ?? 0);
      if (type2 === "S" && stage3 === "protest") fail3(`Project ${p.card} is an S Project: it has no Protest stage (17.1)`);
      const leaders5 = p.leaders ?? [];
      const riders = p.riders ?? [];
      const pool = taken(s.orgs[o]?.protestLeaders ?? [], [...leaders5, ...riders], `${o}'s available Protest Leaders`);
      const project4 = { ...freshProject(p.card, o, stage3, leaders5), freedomRiders: [...riders], protests: p.protests ?? 0, blueHitFirstProtest: p.blueHitFirstProtest ?? false };
      let t = {
        ...s,
        orgs: { ...s.orgs, [o]: { ...s.orgs[o], protestLeaders: pool } },
        decks: { ...s.decks, projects: taken(s.decks.projects, [p.card], "the Project deck") },
        projects: { ...s.projects, [o]: project4 }
      };
      t = cubes3(t, supply, onProject(o), "red", p.red ?? 6);
      t = cubes3(t, supply, onProject(o), "white", p.white ?? 0);
      return next3(cubes3(t, supply, onProject(o), "blue", p.blue ?? 0));
    },
    victoryPoints: (o, n9) => org7(o, (x) => ({ ...x, vp: n9, vpBreakdown: { ...x.vpBreakdown, segCubes: n9 } })),
    leadersReturning: (ids) => next3(withFlow(s, { leadersReturning: [...ids] })),
    removedFromGame: (ids) => next3({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, "the Strategy deck"), strategyRemoved: [...s.decks.strategyRemoved, ...ids] } }),
    xTrack(spaces) {
      const xTrack = { ...s.xTrack };
      for (const [die2, at] of Object.entries(spaces)) {
        const last2 = componentsOf(s).xTracks[die2].values.length - 1;
        if (!Number.isInteger(at) || at < 0 || at > last2) fail3(`space ${at} is off the ${die2} X Value Track (0\u2013${last2})`);
        xTrack[die2] = at;
      }
      return next3({ ...s, xTrack });
    },
    turn: (n9) => next3({ ...s, turn: n9 }),
    actionRound: (n9) => next3({ ...s, actionRound: n9 }),
    projectsSucceeded: () => next3({ ...s, projects: Object.fromEntries(Object.entries(s.projects).map(([o, p]) => [o, { ...p, outcome: "success" }])) }),
    challengesInPlay: (inPlay2) => next3(withChallenges(s, { deck: taken(challengesOf(s).deck, inPlay2.map((x) => x.card), "the Challenge deck"), inPlay: [...inPlay2] })),
    challengesByBoard: (cards5) => next3(withChallenges(s, { deck: taken(challengesOf(s).deck, cards5, "the Challenge deck"), byBoard: [...cards5] })),
    laws(ids) {
      const d = s.decks;
      const laws = { S: [...d.laws.S], A: [...d.laws.A], V: [...d.laws.V] };
      let piles = { legislation: d.legislation, civilRightsAct: d.civilRightsAct, votingRightsAct: d.votingRightsAct };
      for (const id of ids) {
        const card9 = componentsOf(s).legislation.find((c) => c.id === id) ?? fail3(`no Legislation card ${id}`);
        if (card9.area === "federal") return fail3(`${id} is Federal Legislation (9.10), not a law of a stack`);
        const pile3 = Object.keys(piles).find((k) => piles[k].includes(id)) ?? fail3(`${id} is not in the Legislation deck or the Acts`);
        piles = { ...piles, [pile3]: taken(piles[pile3], [id], pile3) };
        laws[card9.area].push(id);
      }
      return next3({ ...s, decks: { ...d, ...piles, laws } });
    },
    lastingEvents(ids) {
      for (const id of ids) if (!componentsOf(s).strategy.find((c) => c.id === id)?.lasting) fail3(`${id} is not a lasting event`);
      return next3({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, "the Strategy deck"), lastingEvents: [...s.decks.lastingEvents, ...ids] } });
    },
    nonViolence(o, level) {
      if (o !== "SNCC" && o !== "CORE") fail3(`only SNCC and CORE keep a Non-Violence Commitment Level (3.8.2, 9.8.2\u20139.8.3), not ${o}`);
      return org7(o, (x) => ({ ...x, nonViolence: level }));
    },
    eventLeader(o, card9) {
      const p = s.projects[o] ?? fail3(`${o} has no Project`);
      const type2 = card9 === "robert-f-williams" ? "A" : card9 === "malcolm-x" ? "V" : fail3(`${String(card9)} is not an Event Leader (19.0)`);
      if (projectCard2(s, p.card).type !== type2) fail3(`${card9} takes over ${type2 === "A" ? "an A" : "a V"} Project (19.0)`);
      const strategy3 = taken(s.decks.strategy, [card9], "the Strategy deck");
      const effect = componentsOf(s).strategy.find((c) => c.id === card9)?.effects.find((e) => e.kind === "event-leader");
      const leader5 = effect?.kind === "event-leader" ? effect.leader : fail3(`${card9} brings no Event Leader in this component set`);
      const t = cubes3(s, onProject(o), supply, "white", p.cubes.white);
      return next3({
        ...t,
        decks: { ...t.decks, strategy: strategy3, strategyDiscard: [...t.decks.strategyDiscard, card9] },
        projects: { ...t.projects, [o]: { ...t.projects[o], eventLeader: leader5, stage: "bamn-blue", leaderLost: false } }
      });
    }
  };
}
var freeAtLastScenarios = {
  scenario(config, seed = 1) {
    const s = setupGame(configSchema2.parse(config ?? {}), rngFromSeed(seed)).state;
    const deck = [...s.decks.strategy, ...Object.values(s.orgs).flatMap((o) => o.hand)];
    const orgs = Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, hand: [], homeCardInHand: false, staff: [], staffPool: [...x.staffPool, ...x.staff.map((f) => f.id)] }]));
    return freeAtLastScenario({ ...s, orgs, offered: {}, phase: "action-rounds", turn: 1, actionRound: 1, decks: { ...s.decks, strategy: deck } });
  },
  from: freeAtLastScenario
};

// src/core/component-entries.ts
function componentEntries(set2) {
  const found = [];
  const walk = (value3) => {
    if (value3 === null || typeof value3 !== "object") return;
    if (Array.isArray(value3)) return value3.forEach(walk);
    const o = value3;
    const name = typeof o.name === "string" ? o.name : typeof o.title === "string" ? o.title : void 0;
    if (name !== void 0) {
      const keys2 = [name, ...typeof o.id === "string" ? [o.id] : [], ...typeof o.number === "number" ? [`#${o.number}`] : []];
      found.push({ name, keys: keys2, data: o });
    }
    Object.values(o).forEach(walk);
  };
  walk(set2);
  return found;
}
function namesOf3(set2) {
  const names2 = /* @__PURE__ */ new Map();
  for (const e of componentEntries(set2)) for (const k of e.keys.slice(1)) if (!names2.has(k)) names2.set(k, e.name);
  return (id) => names2.get(typeof id === "number" ? `#${id}` : id) ?? String(id);
}

// src/games/free-at-last/text-board.ts
function freeAtLastTextBoard(v) {
  const name = namesOf3(v.components ?? referenceComponents2);
  const own = v.seat === null ? void 0 : v.orgs[v.seat];
  const round2 = v.phase === "action-rounds" ? ` \xB7 Action Round ${v.actionRound}` : "";
  const d = v.decks;
  return [
    `Turn ${v.turn} (${v.phase})${round2} \xB7 Failure Markers ${v.failureTrack} \xB7 X values ${counted(v.xValues)}`,
    ...alignColumns([
      ["Org", "VP", "Stars", "Failures", "Cards", "Staff", "Freedom Markers", "Non-violence"],
      ...v.seats.map((o) => {
        const x = v.orgs[o];
        return [o, String(x.vp), String(x.stars), String(x.failures), String(x.handCount + (x.homeCardInHand ? 1 : 0)), String(x.staff.length), counted(x.freedomMarkers), x.nonViolence ?? "\u2014"];
      })
    ]),
    ...Object.keys(v.projects).length === 0 ? [] : alignColumns([
      ["Project", "Card", "Stage", "Red", "White", "Blue", "Overkill", "Leaders"],
      ...Object.values(v.projects).map((p) => [p.owner, name(p.card), p.outcome === "active" ? p.stage : p.outcome, String(p.cubes.red), String(p.cubes.white), String(p.cubes.blue), String(p.overkill), listed([...p.leaders, ...p.freedomRiders].map(name))])
    ]),
    ...Object.keys(v.offered).length > 0 ? [`Offered       ${listed(Object.entries(v.offered).map(([state, card9]) => `${name(state)}: ${name(card9)}`))}`] : [],
    `Supply        ${counted(v.supply)}`,
    `Laws          S: ${listed(d.laws.S.map(name))} \xB7 A: ${listed(d.laws.A.map(name))} \xB7 V: ${listed(d.laws.V.map(name))}`,
    `In play       display ${listed(d.display.map(name))} \xB7 lasting ${listed(d.lastingEvents.map(name))}`,
    `Decks         Strategy ${d.strategyCount} \xB7 Project ${d.projectCount} \xB7 Legislation ${d.legislationCount}`,
    ...own ? [
      `Your hand     ${listed(freeAtLastHand(v).map((c) => c === "home" ? "Home Card" : name(c)))}`,
      `Your staff    ${listed(own.staff.map((s) => `${name(s.id)}${s.tired ? " (tired)" : ""}`))} \xB7 in the cup ${own.staffPoolCount}`,
      `Your leaders  ${listed(own.protestLeaders.map(name))}`,
      `Eliminated    ${counted(own.eliminated)}`
    ] : []
  ];
}
function freeAtLastHand(v) {
  const own = v.seat === null ? void 0 : v.orgs[v.seat];
  return own === void 0 ? [] : [...own.hand ?? [], ...own.homeCardInHand ? ["home"] : []];
}

// src/games/free-at-last/index.ts
var rules2 = defineGame({
  id: "free-at-last",
  title: "Free at Last",
  version: "7",
  schemas: { config: configSchema2, action: actionSchema2, state: freeAtLastStateSchema, view: viewSchema2, event: eventSchema2 },
  players: (c) => turnOrder.filter((o) => c.players.includes(o)),
  setup: setupGame,
  toMove: freeAtLastTaskMachine.toMove,
  legalActions: freeAtLastTaskMachine.legalActions,
  chanceOutcomes: freeAtLastTaskMachine.chanceOutcomes,
  apply: freeAtLastTaskMachine.apply,
  explainIllegal: explainIllegal3,
  checkState: checkFreeAtLastState,
  result: resultOf2,
  view: (s, p) => viewOf2(s, p, freeAtLastTaskMachine.toMove(s), freeAtLastTaskMachine.prompt(s), freeAtLastTaskMachine.ask(s), () => freeAtLastTaskMachine.legalActions(s)),
  seatsOf: (s) => s.seats,
  choicePaths: freeAtLastChoicePaths,
  idlePass: freeAtLastIdlePass,
  prompt: freeAtLastTaskMachine.prompt,
  ask: freeAtLastTaskMachine.ask,
  describe: describeAction2,
  describeEvent: describeEvent2,
  determinize: determinizeFreeAtLast,
  reveals: freeAtLastReveals
});
var freeAtLast = withSpaces(rules2, {
  actionSpace: freeAtLastActionSpace,
  observer: freeAtLastObserver
});
var freeAtLastModule = {
  game: freeAtLast,
  heuristic: freeAtLastHeuristic,
  evaluate: freeAtLastEvaluate,
  scenario: freeAtLastScenarios,
  textBoard: { board: freeAtLastTextBoard, hand: freeAtLastHand, reference: referenceComponents2 }
};

// src/games/free-at-last-1955/data/cards.ts
var R2 = "no card list in the rulebook";
var place2 = (unit4, n9, state = null) => ({ kind: "place", unit: unit4, n: n9, state });
var remove2 = (unit4, n9) => ({ kind: "remove", unit: unit4, n: n9 });
var fe = (event) => ({ kind: "freedomEvent", event });
var card6 = (name, ops, color3, year, text, effects3, source2 = { reconstructed: R2 }) => ({ name, ops, color: color3, year, text, effects: effects3, source: source2 });
var cards2 = [
  // red: the civil rights player's events (6.4)
  card6("Rosa Parks", 2, "red", 1955, "Opens the Montgomery Bus Boycott (10.2.1). Place 2 B in Alabama.", [fe("montgomery"), place2("B", 2, "Alabama")], { reconstructed: `10.2.1 (name, event); ${R2} (Ops, year, text)` }),
  card6("King Takes Command", 3, "red", 1956, "Opens the Montgomery Bus Boycott (10.2.1). Non-violence +1.", [fe("montgomery"), { kind: "nonviolence", n: 1 }], { reconstructed: `10.2.1 (name, event); ${R2} (Ops, year, text)` }),
  card6("Little Rock Nine", 2, "red", 1957, "Opens Little Rock Central High (10.2.2). Place 2 B in Arkansas.", [fe("littleRock"), place2("B", 2, "Arkansas")], { reconstructed: `10.2.2 (name, event); ${R2} (Ops, year, text)` }),
  card6("Greensboro Sit Ins", 2, "red", 1960, "Opens the Greensboro Lunch Counters (10.2.3). Place 2 S.", [fe("greensboro"), place2("S", 2)], { reconstructed: `10.2.3 (name, event); ${R2} (Ops, year, text)` }),
  card6("James Meredith", 2, "red", 1962, "Opens Ole Miss (10.2.4). Place 1 N.", [fe("oleMiss"), place2("N", 1)], { reconstructed: `10.2.4 (name, event); ${R2} (Ops, year, text)` }),
  card6("March on Washington", 3, "red", 1963, "Opens the March on Washington (10.2.5). Freedom Track +1.", [fe("march"), { kind: "freedom", n: 1 }], { reconstructed: `10.2.5 (name, event); ${R2} (Ops, year, text)` }),
  card6("Civil Rights Act Proposed", 3, "red", 1963, "Opens the Civil Rights Act (10.2.6).", [fe("civilRightsAct")], { reconstructed: `10.2.6 (name, event); ${R2} (Ops, year, text)` }),
  card6("Voting Rights Act Proposed", 3, "red", 1964, "Opens the Voting Rights Act (10.2.7).", [fe("votingRightsAct")], { reconstructed: `10.2.7 (name, event); ${R2} (Ops, year, text)` }),
  card6("We Shall Overcome", 1, "red", 1955, "Until the end of the year, winning a mass arrest advances the Freedom Track (2.5). Non-violence +1.", [{ kind: "overcome" }, { kind: "nonviolence", n: 1 }], { reconstructed: `2.5 (name, effect); ${R2} (Ops, year)` }),
  card6("SCLC Founded", 2, "red", 1957, "Non-violence +1. Place 1 B.", [{ kind: "nonviolence", n: 1 }, place2("B", 1)]),
  card6("Nashville Workshops", 1, "red", 1958, "Non-violence +1.", [{ kind: "nonviolence", n: 1 }]),
  card6("SNCC Founded", 2, "red", 1960, "Place 3 S.", [place2("S", 3)]),
  card6("Freedom Rides", 2, "red", 1961, "Place 2 S and 1 N.", [place2("S", 2), place2("N", 1)]),
  card6("Albany Movement", 2, "red", 1961, "Place 3 B in Georgia.", [place2("B", 3, "Georgia")]),
  card6("Birmingham Campaign", 3, "red", 1963, "Place 3 B in Alabama.", [place2("B", 3, "Alabama")]),
  card6("Freedom Vote", 1, "red", 1963, "Place 2 B in Mississippi.", [place2("B", 2, "Mississippi")]),
  card6("Freedom Summer", 3, "red", 1964, "Place 3 N.", [place2("N", 3)]),
  card6("Federal Injunction", 2, "red", 1958, "Remove 2 W.", [remove2("W", 2)]),
  // blue: the segregationist player's events (6.4)
  card6("Citizens' Councils", 2, "blue", 1955, "Place 3 W.", [place2("W", 3)]),
  card6("Emmett Till Verdict", 1, "blue", 1955, "Non-violence \u22121.", [{ kind: "nonviolence", n: -1 }]),
  card6("Klan Revival", 2, "blue", 1955, "Place a K unit in a state.", [{ kind: "klan", n: 1 }]),
  card6("Southern Manifesto", 2, "blue", 1956, "Place 2 W, then entrench a city with W units.", [place2("W", 2), { kind: "entrench", n: 1 }]),
  card6("Massive Resistance", 3, "blue", 1956, "Entrench two cities with W units.", [{ kind: "entrench", n: 2 }]),
  card6("State Sovereignty Commission", 2, "blue", 1956, "Place 2 P in Mississippi.", [place2("P", 2, "Mississippi")]),
  card6("Interposition", 1, "blue", 1957, "Place 2 P.", [place2("P", 2)]),
  card6("Church Bombings", 3, "blue", 1957, "Place a K unit in a state. Remove 1 B.", [{ kind: "klan", n: 1 }, remove2("B", 1)]),
  card6("Freedom Riders Attacked", 2, "blue", 1961, "Remove 2 S.", [remove2("S", 2)]),
  card6("Fire Hoses and Dogs", 2, "blue", 1963, "Non-violence \u22121.", [{ kind: "nonviolence", n: -1 }]),
  card6("Segregation Forever", 3, "blue", 1963, "Place 2 P and 1 W.", [place2("P", 2), place2("W", 1)]),
  card6("Economic Reprisals", 1, "blue", 1955, "Remove 2 B.", [remove2("B", 2)]),
  // black: either side's events (6.4), back to the discard pile after play
  card6("Television News", 1, "black", 1955, "Draw 1 card.", [{ kind: "draw", n: 1 }]),
  card6("Supreme Court Ruling", 2, "black", 1955, "Place 2 of your basic units (B or W).", [place2("own", 2)]),
  card6("Northern Newspapers", 1, "black", 1956, "Draw 1 card.", [{ kind: "draw", n: 1 }]),
  card6("Cold War Politics", 2, "black", 1957, "Draw 2 cards.", [{ kind: "draw", n: 2 }]),
  card6("Local Elections", 2, "black", 1958, "Place 2 of your basic units (B or W).", [place2("own", 2)]),
  card6("Economic Boycott", 3, "black", 1955, "Remove 2 of your opponent's basic units (B or W).", [remove2("opponent", 2)]),
  card6("Presidential Speech", 2, "black", 1960, "Place 1 of your basic units (B or W) and draw 1 card.", [place2("own", 1), { kind: "draw", n: 1 }]),
  card6("Federal Marshals", 3, "black", 1961, "Place 3 of your basic units (B or W).", [place2("own", 3)])
];

// src/games/free-at-last-1955/data/elections.ts
var R3 = "8.2 gives no candidate ratings";
var president1955 = { name: "Dwight D. Eisenhower", popularity: 3, S: 1, A: 0, V: 0, source: { reconstructed: R3 } };
var elections = [
  { year: 1956, candidates: [president1955, { name: "Adlai Stevenson", popularity: 1, S: 0, A: 0, V: 1, source: { reconstructed: R3 } }] },
  { year: 1960, candidates: [{ name: "John F. Kennedy", popularity: 2, S: 1, A: 1, V: 1, source: { reconstructed: R3 } }, { name: "Richard Nixon", popularity: 2, S: 1, A: 0, V: 0, source: { reconstructed: R3 } }] },
  { year: 1964, candidates: [{ name: "Lyndon B. Johnson", popularity: 3, S: 1, A: 2, V: 2, source: { reconstructed: R3 } }, { name: "Barry Goldwater", popularity: 1, S: -1, A: -1, V: -1, source: { reconstructed: R3 } }] }
];

// src/games/free-at-last-1955/data/leaders.ts
var R4 = "no leader list or special abilities chart in the rulebook (4.4)";
var leaders2 = [
  { name: "Martin Luther King Jr.", side: "civilRights", scope: "national", state: "Alabama", city: "Montgomery", leadership: 3, tactical: 2, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R4 } },
  { name: "Ralph Abernathy", side: "civilRights", scope: "national", state: "Alabama", city: "Montgomery", leadership: 2, tactical: 1, ability: { kind: "avoid", n: 1, per: "always" }, source: { reconstructed: R4 } },
  { name: "Fred Shuttlesworth", side: "civilRights", scope: "state", state: "Alabama", city: "Birmingham", leadership: 2, tactical: 1, ability: { kind: "drm", n: 2, per: "game" }, source: { reconstructed: R4 } },
  { name: "Medgar Evers", side: "civilRights", scope: "state", state: "Mississippi", city: "Jackson", leadership: 2, tactical: 1, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R4 } },
  { name: "Daisy Bates", side: "civilRights", scope: "state", state: "Arkansas", city: "Little Rock", leadership: 1, tactical: 1, ability: { kind: "avoid", n: 1, per: "year" }, source: { reconstructed: R4 } },
  { name: "Bull Connor", side: "segregationist", scope: "state", state: "Alabama", city: "Birmingham", leadership: 2, tactical: 2, ability: { kind: "drm", n: 1, per: "year" }, source: { reconstructed: R4 } },
  { name: "George Wallace", side: "segregationist", scope: "state", state: "Alabama", city: "Montgomery", leadership: 3, tactical: 1, ability: { kind: "avoid", n: 1, per: "always" }, source: { reconstructed: R4 } },
  { name: "Ross Barnett", side: "segregationist", scope: "state", state: "Mississippi", city: "Jackson", leadership: 2, tactical: 1, ability: { kind: "drm", n: 2, per: "game" }, source: { reconstructed: R4 } },
  { name: "Orval Faubus", side: "segregationist", scope: "state", state: "Arkansas", city: "Little Rock", leadership: 2, tactical: 1, ability: { kind: "avoid", n: 1, per: "year" }, source: { reconstructed: R4 } }
];

// src/games/free-at-last-1955/data/map.ts
var R5 = "the map is not in the rulebook";
var states3 = [
  { name: "Alabama", source: { rule: "10.0.1, 10.2.6" } },
  { name: "Arkansas", source: { rule: "10.2.2 (Little Rock)" } },
  { name: "Florida", source: { rule: "10.2.5" } },
  { name: "Georgia", source: { rule: "2.3, 10.2.5" } },
  { name: "Louisiana", source: { rule: "10.2.5" } },
  { name: "Mississippi", source: { rule: "10.0.1, 10.2.7" } },
  { name: "North Carolina", source: { rule: "10.2.3 (Greensboro)" } },
  { name: "South Carolina", source: { rule: "10.2.5" } },
  { name: "Tennessee", source: { reconstructed: "the tenth state of 2.1 (Nashville sit-ins, Memphis)" } },
  { name: "Virginia", source: { rule: "2.1 (Washington DC is part of Virginia)" } }
];
var cities = [
  { name: "Birmingham", state: "Alabama", stronghold: 3, reward: { kind: "freedom", n: 1 }, source: { rule: "2.3 (stronghold 3), 10.0.1 (Alabama: Freedom Track)" } },
  { name: "Montgomery", state: "Alabama", stronghold: 0, reward: { kind: "freedom", n: 1 }, source: { rule: "10.2.1, 10.0.1" } },
  { name: "Selma", state: "Alabama", stronghold: 2, reward: { kind: "freedom", n: 1 }, source: { reconstructed: `${R5}; 10.0.1 reward` } },
  { name: "Little Rock", state: "Arkansas", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: `10.2.2; ${R5} (reward)` } },
  { name: "Pine Bluff", state: "Arkansas", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R5 } },
  { name: "Tallahassee", state: "Florida", stronghold: 0, reward: { kind: "ops", n: 1 }, source: { reconstructed: R5 } },
  { name: "St. Augustine", state: "Florida", stronghold: 1, reward: { kind: "units", n: 1 }, source: { reconstructed: R5 } },
  { name: "Atlanta", state: "Georgia", stronghold: 1, reward: { kind: "ops", n: 2 }, source: { reconstructed: `2.3 (stronghold 1); ${R5} (reward)` } },
  { name: "Albany", state: "Georgia", stronghold: 1, reward: { kind: "units", n: 2 }, source: { reconstructed: R5 } },
  { name: "Savannah", state: "Georgia", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R5 } },
  { name: "New Orleans", state: "Louisiana", stronghold: 0, reward: { kind: "cards", n: 2 }, source: { reconstructed: R5 } },
  { name: "Baton Rouge", state: "Louisiana", stronghold: 0, reward: { kind: "units", n: 1 }, source: { reconstructed: R5 } },
  { name: "Jackson", state: "Mississippi", stronghold: 2, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `${R5}; 10.0.1 reward` } },
  { name: "Oxford", state: "Mississippi", stronghold: 1, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `10.2.4; ${R5} (stronghold); 10.0.1 reward` } },
  { name: "Greenwood", state: "Mississippi", stronghold: 0, reward: { kind: "nonviolence", n: 1 }, source: { reconstructed: `${R5}; 10.0.1 reward` } },
  { name: "Greensboro", state: "North Carolina", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: `10.2.3; ${R5} (reward)` } },
  { name: "Durham", state: "North Carolina", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R5 } },
  { name: "Charlotte", state: "North Carolina", stronghold: 0, reward: { kind: "ops", n: 1 }, source: { reconstructed: R5 } },
  { name: "Charleston", state: "South Carolina", stronghold: 0, reward: { kind: "units", n: 1 }, source: { reconstructed: R5 } },
  { name: "Orangeburg", state: "South Carolina", stronghold: 1, reward: { kind: "ops", n: 1 }, source: { reconstructed: R5 } },
  { name: "Nashville", state: "Tennessee", stronghold: 0, reward: { kind: "units", n: 2 }, source: { reconstructed: R5 } },
  { name: "Memphis", state: "Tennessee", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R5 } },
  { name: "Washington DC", state: "Virginia", stronghold: 0, reward: { kind: "ops", n: 2 }, source: { reconstructed: `2.1 (part of Virginia); ${R5} (reward)` } },
  { name: "Richmond", state: "Virginia", stronghold: 1, reward: { kind: "units", n: 1 }, source: { reconstructed: R5 } },
  { name: "Farmville", state: "Virginia", stronghold: 0, reward: { kind: "cards", n: 1 }, source: { reconstructed: R5 } }
];

// src/games/free-at-last-1955/data/schema.ts
import * as z24 from "zod";
var n5 = z24.number().int();
var MAX_COUNT3 = 1e3;
var MAX_HAND = 100;
var MAX_ACTIONS = 20;
var MAX_YEARS = 20;
var sourceSchema3 = provenanceSchema;
var sideSchema2 = z24.enum(["civilRights", "segregationist"]);
var unitSchema = z24.enum(["B", "S", "N", "P", "W", "K"]);
var goalSchema = z24.enum(["S", "A", "V"]);
var rewardSchema = z24.discriminatedUnion("kind", [
  z24.strictObject({ kind: z24.literal("units"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("ops"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("cards"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("freedom"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("nonviolence"), n: n5.min(1) })
]);
var citySchema = z24.strictObject({
  name: z24.string().min(1),
  state: z24.string().min(1),
  /** 2.3 Stronghold factor, 0 for none. */
  stronghold: n5.min(0).max(5),
  reward: rewardSchema,
  source: sourceSchema3
});
var effectSchema3 = z24.discriminatedUnion("kind", [
  z24.strictObject({ kind: z24.literal("place"), unit: z24.enum(["B", "S", "N", "P", "W", "own"]), n: n5.min(1), state: z24.string().nullable() }),
  z24.strictObject({ kind: z24.literal("remove"), unit: z24.enum(["B", "S", "N", "P", "W", "opponent"]), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("klan"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("entrench"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("freedom"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("nonviolence"), n: n5.refine((x) => x !== 0) }),
  z24.strictObject({ kind: z24.literal("draw"), n: n5.min(1) }),
  z24.strictObject({ kind: z24.literal("freedomEvent"), event: z24.string().min(1) }),
  z24.strictObject({ kind: z24.literal("overcome") })
]);
var cardSchema = z24.strictObject({
  name: z24.string().min(1),
  ops: n5.min(1).max(3),
  color: z24.enum(["red", "blue", "black"]),
  year: n5.min(1955).max(1965),
  text: z24.string(),
  effects: z24.array(effectSchema3),
  source: sourceSchema3
});
var abilitySchema = z24.strictObject({
  kind: z24.enum(["drm", "avoid"]),
  n: n5.min(1).max(3),
  per: z24.enum(["game", "year", "always"])
});
var leaderSchema2 = z24.strictObject({
  name: z24.string().min(1),
  side: sideSchema2,
  scope: z24.enum(["national", "state"]),
  state: z24.string().min(1),
  city: z24.string().min(1),
  leadership: n5.min(1).max(3),
  tactical: n5.min(0).max(3),
  ability: abilitySchema,
  source: sourceSchema3
});
var candidateSchema = z24.strictObject({ name: z24.string().min(1), popularity: n5, S: n5, A: n5, V: n5, source: sourceSchema3 });
var electionSchema = z24.strictObject({ year: n5.min(1955).max(1965), candidates: z24.tuple([candidateSchema, candidateSchema]) });
var freedomEventSchema = z24.strictObject({
  id: z24.string().min(1),
  name: z24.string().min(1),
  cards: z24.array(z24.string()).min(1),
  goal: goalSchema,
  /** Cities, or whole states, where the winning protest counts. */
  cities: z24.array(z24.string()),
  states: z24.array(z24.string()),
  source: sourceSchema3
});
var crtSchema = z24.strictObject({
  /** The smallest number of factors of each column, ascending from 0. */
  columns: z24.array(n5.min(0)).min(1),
  /** The modified roll of the first row; each further row is one more; rolls beyond are clamped. */
  firstRow: n5,
  /** Losses inflicted: one list per column, one entry per row. */
  losses: z24.array(z24.array(n5.min(0)).min(1)).min(1),
  source: sourceSchema3
});
var countsSchema2 = z24.strictObject({
  /** Units in the game per type (the supply limits). */
  units: z24.record(unitSchema, n5.min(0).max(MAX_COUNT3)),
  /** 3.3 Units per side per city. */
  stacking: n5.min(1).max(MAX_COUNT3),
  /** 5.1 Hand size after the deal. */
  handSize: n5.min(1).max(MAX_HAND),
  /** 5.2 Actions per player per year. */
  actionsPerYear: n5.min(1).max(MAX_ACTIONS),
  /** 2.5 The Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolenceStart: n5.min(1).max(MAX_COUNT3),
  nonviolenceMax: n5.min(1).max(MAX_COUNT3),
  /** 2.7 The first and last year. */
  firstYear: n5.min(1900).max(2100),
  lastYear: n5.min(1900).max(2100),
  /** 5.4 Years after which an election is held. */
  electionYears: z24.array(n5),
  /** 5.3 The victory check of three states without B units applies after this year. */
  eliminationAfter: n5,
  eliminationStates: n5.min(1),
  /** 10.2 Bonus points by number of successful Freedom Events (0, 1, …). */
  freedomBonus: z24.array(n5).min(1),
  /** 10.3 Victory bands: decisive and marginal civil rights, marginal segregationist (below: decisive). */
  bands: z24.strictObject({ decisive: n5, marginal: n5, marginalSegregationist: n5 }),
  /** 6.1 Recruitment by Ops value 1–3. */
  recruitment: z24.strictObject({ civilRights: z24.array(z24.record(z24.string(), n5)), segregationist: z24.array(z24.record(z24.string(), n5)) }),
  /** 7.1.1 Media: this roll or less is low attention, this roll or more high. */
  mediaLow: n5,
  mediaHigh: n5
});
var setupSchema = z24.strictObject({
  units: z24.array(z24.strictObject({ city: z24.string(), unit: unitSchema.exclude(["K"]), n: n5.min(1) })),
  klan: z24.array(z24.strictObject({ state: z24.string(), n: n5.min(1) })),
  /** 8.2 The political climate at the start: the sitting President's ratings. */
  president: candidateSchema,
  source: sourceSchema3
});
var componentSetSchema3 = z24.strictObject({
  states: z24.array(z24.strictObject({ name: z24.string().min(1), source: sourceSchema3 })).min(1).max(MAX_COUNT3),
  cities: z24.array(citySchema).min(2).max(MAX_COUNT3),
  leaders: z24.array(leaderSchema2).max(MAX_COUNT3),
  cards: z24.array(cardSchema).min(1).max(MAX_COUNT3),
  elections: z24.array(electionSchema).max(MAX_COUNT3),
  freedomEvents: z24.array(freedomEventSchema).max(MAX_COUNT3),
  crt: crtSchema,
  counts: countsSchema2,
  setup: setupSchema
}).superRefine((set2, ctx) => {
  const states4 = new Set(set2.states.map((s) => s.name));
  const cities4 = new Set(set2.cities.map((c) => c.name));
  const cards5 = new Set(set2.cards.map((c) => c.name));
  const issue = (message) => ctx.addIssue({ code: "custom", message });
  const unique3 = (what, names2) => {
    if (new Set(names2).size !== names2.length) issue(`${what} names must be unique`);
  };
  unique3("state", set2.states.map((s) => s.name));
  unique3("city", set2.cities.map((c) => c.name));
  unique3("card", set2.cards.map((c) => c.name));
  unique3("leader", set2.leaders.map((l) => l.name));
  for (const c of set2.cities) if (!states4.has(c.state)) issue(`city ${c.name}: unknown state ${c.state}`);
  for (const l of set2.leaders) {
    const city3 = set2.cities.find((c) => c.name === l.city);
    if (!city3) issue(`leader ${l.name}: unknown city ${l.city}`);
    else if (city3.state !== l.state) issue(`leader ${l.name}: ${l.city} is not in ${l.state}`);
  }
  for (const c of set2.cards) {
    for (const e of c.effects) {
      if (e.kind === "place" && e.state !== null && !states4.has(e.state)) issue(`card ${c.name}: unknown state ${e.state}`);
      if (e.kind === "freedomEvent" && !set2.freedomEvents.some((f) => f.id === e.event)) issue(`card ${c.name}: unknown Freedom Event ${e.event}`);
    }
  }
  for (const f of set2.freedomEvents) {
    for (const c of f.cards) if (!cards5.has(c)) issue(`Freedom Event ${f.id}: unknown card ${c}`);
    for (const c of f.cities) if (!cities4.has(c)) issue(`Freedom Event ${f.id}: unknown city ${c}`);
    for (const s of f.states) if (!states4.has(s)) issue(`Freedom Event ${f.id}: unknown state ${s}`);
  }
  for (const u of set2.setup.units) if (!cities4.has(u.city)) issue(`setup: unknown city ${u.city}`);
  for (const k2 of set2.setup.klan) if (!states4.has(k2.state)) issue(`setup: unknown state ${k2.state}`);
  const crt2 = set2.crt;
  if (crt2.columns.length !== crt2.losses.length) issue("CRT: one list of losses per column");
  if (crt2.columns[0] !== 0 || crt2.columns.some((c, i) => i > 0 && c <= crt2.columns[i - 1])) issue("CRT: columns must start at 0 and ascend");
  if (new Set(crt2.losses.map((l) => l.length)).size > 1) issue("CRT: every column needs the same number of rows");
  const k = set2.counts;
  if (k.nonviolenceStart > k.nonviolenceMax) issue("counts: the Non-violence start is beyond the track");
  if (k.firstYear > k.lastYear) issue("counts: firstYear after lastYear");
  if (k.lastYear - k.firstYear >= MAX_YEARS) issue(`counts: more than ${MAX_YEARS} years`);
  if (k.recruitment.civilRights.length < 1 || k.recruitment.segregationist.length < 1) issue("counts: recruitment needs a row per Ops value");
  const placed = {};
  for (const u of set2.setup.units) placed[u.unit] = (placed[u.unit] ?? 0) + u.n;
  placed["K"] = set2.setup.klan.reduce((t, x) => t + x.n, 0);
  for (const [unit4, count] of Object.entries(placed)) if (count > (k.units[unit4] ?? 0)) issue(`setup places ${count} ${unit4}, more than the ${k.units[unit4] ?? 0} in the game`);
});

// src/games/free-at-last-1955/data/components.ts
var freedomEvents = [
  { id: "montgomery", name: "Montgomery Bus Boycott", cards: ["Rosa Parks", "King Takes Command"], goal: "A", cities: ["Montgomery"], states: [], source: { rule: "10.2.1" } },
  { id: "littleRock", name: "Little Rock Central High integrated", cards: ["Little Rock Nine"], goal: "S", cities: ["Little Rock"], states: [], source: { rule: "10.2.2" } },
  { id: "greensboro", name: "Greensboro Lunch Counters integrated", cards: ["Greensboro Sit Ins"], goal: "A", cities: ["Greensboro"], states: [], source: { rule: "10.2.3" } },
  { id: "oleMiss", name: "Ole Miss integrated", cards: ["James Meredith"], goal: "S", cities: ["Oxford"], states: [], source: { rule: "10.2.4" } },
  { id: "march", name: "March on Washington successful", cards: ["March on Washington"], goal: "V", cities: [], states: ["Georgia", "Louisiana", "South Carolina", "Florida"], source: { rule: "10.2.5" } },
  { id: "civilRightsAct", name: "Civil Rights Act adopted", cards: ["Civil Rights Act Proposed"], goal: "A", cities: [], states: ["Alabama"], source: { rule: "10.2.6" } },
  { id: "votingRightsAct", name: "Voting Rights Act adopted", cards: ["Voting Rights Act Proposed"], goal: "V", cities: [], states: ["Mississippi"], source: { rule: "10.2.7" } }
];
var counts3 = {
  units: { B: 60, S: 8, N: 8, P: 40, W: 45, K: 6 },
  // reconstructed: the counter mix is not in the rulebook
  stacking: 10,
  // 3.3
  handSize: 8,
  // 5.1
  actionsPerYear: 6,
  // 5.2
  nonviolenceStart: 5,
  // reconstructed: the track's length and start are not printed (2.5)
  nonviolenceMax: 6,
  // reconstructed
  firstYear: 1955,
  // 2.7
  lastYear: 1965,
  // 2.7
  electionYears: [1956, 1960, 1964],
  // 5.4, 8.1
  eliminationAfter: 1959,
  // 5.3
  eliminationStates: 3,
  // 5.3
  freedomBonus: [-10, 0, 1, 3, 6, 10, 15, 21],
  // 10.2 table
  bands: { decisive: 40, marginal: 36, marginalSegregationist: 32 },
  // 10.3
  recruitment: {
    civilRights: [{ B: 1 }, { B: 2 }, { B: 3 }],
    // 6.1 table
    segregationist: [{ W: 1 }, { W: 1, P: 1 }, { W: 1, P: 2 }]
    // 6.1 table
  },
  mediaLow: 2,
  // 7.1.1
  mediaHigh: 5
  // 7.1.1
};
var referenceComponents3 = componentSetSchema3.parse({
  states: states3,
  cities,
  leaders: leaders2,
  cards: cards2,
  elections,
  freedomEvents,
  // reconstructed: 7.1 says the CRT is not included; columns by factors 0, 1–2, 3–4, 5–6, 7–9, 10–12, 13+; rows 1 to 7+
  crt: {
    columns: [0, 1, 3, 5, 7, 10, 13],
    firstRow: 1,
    losses: [
      [0, 0, 0, 0, 1, 1, 1],
      [0, 0, 0, 1, 1, 1, 2],
      [0, 0, 1, 1, 1, 2, 2],
      [0, 1, 1, 1, 2, 2, 3],
      [0, 1, 1, 2, 2, 3, 3],
      [1, 1, 2, 2, 3, 3, 4],
      [1, 2, 2, 3, 3, 4, 5]
    ],
    source: { reconstructed: "the Confrontation Results Table is missing from the rulebook (7.1)" }
  },
  counts: counts3,
  setup: {
    units: [
      ...[["Montgomery", 3], ["Birmingham", 2], ["Atlanta", 2], ["Little Rock", 2], ["Greensboro", 2], ["Jackson", 1], ["Washington DC", 2], ["Nashville", 2], ["Tallahassee", 1], ["New Orleans", 1], ["Orangeburg", 1], ["Durham", 1]].map(([city3, n9]) => ({ city: city3, unit: "B", n: n9 })),
      ...[["Birmingham", 3], ["Montgomery", 2], ["Selma", 1], ["Jackson", 3], ["Oxford", 1], ["Little Rock", 2], ["Atlanta", 1], ["Albany", 1], ["Tallahassee", 1], ["New Orleans", 1], ["Baton Rouge", 1], ["Orangeburg", 1], ["Richmond", 1], ["Greensboro", 1], ["Memphis", 1]].map(([city3, n9]) => ({ city: city3, unit: "P", n: n9 })),
      ...[["Birmingham", 2], ["Montgomery", 2], ["Selma", 2], ["Jackson", 2], ["Oxford", 1], ["Greenwood", 2], ["Little Rock", 1], ["Pine Bluff", 1], ["Atlanta", 1], ["Albany", 1], ["Savannah", 1], ["Tallahassee", 1], ["St. Augustine", 2], ["New Orleans", 1], ["Baton Rouge", 1], ["Charleston", 1], ["Orangeburg", 1], ["Richmond", 1], ["Farmville", 2], ["Greensboro", 1], ["Charlotte", 1], ["Durham", 1], ["Memphis", 1], ["Nashville", 1]].map(([city3, n9]) => ({ city: city3, unit: "W", n: n9 }))
    ],
    klan: [{ state: "Alabama", n: 1 }, { state: "Mississippi", n: 1 }],
    president: president1955,
    source: { reconstructed: "the rulebook gives no starting setup" }
  }
});

// src/games/free-at-last-1955/rules/lookups.ts
var cache5 = /* @__PURE__ */ new WeakMap();
function board2(s) {
  const set2 = s.components ?? referenceComponents3;
  let b = cache5.get(set2);
  if (!b) {
    const citiesOf2 = new Map(set2.states.map((st) => [st.name, []]));
    for (const c of set2.cities) citiesOf2.get(c.state).push(c.name);
    b = {
      set: set2,
      cityNames: set2.cities.map((c) => c.name),
      stateNames: set2.states.map((st) => st.name),
      city: new Map(set2.cities.map((c) => [c.name, c])),
      citiesOf: citiesOf2,
      card: new Map(set2.cards.map((c) => [c.name, c])),
      leader: new Map(set2.leaders.map((l) => [l.name, l])),
      leaderNames: set2.leaders.map((l) => l.name),
      freedomEvent: new Map(set2.freedomEvents.map((f) => [f.id, f]))
    };
    cache5.set(set2, b);
  }
  return b;
}
var other2 = (side) => side === "civilRights" ? "segregationist" : "civilRights";
var cityUnitsOf = (side) => side === "civilRights" ? ["B", "S", "N"] : ["P", "W"];
var stateOf = (s, city3) => board2(s).city.get(city3).state;
var inEventCities = (s, f, city3) => f.cities.includes(city3) || f.states.includes(stateOf(s, city3));
var restoresNonviolence = (card9) => card9.effects.some((e) => e.kind === "nonviolence" && e.n > 0);
function sideUnits(s, city3, side) {
  const u = s.cities[city3].u;
  return side === "civilRights" ? u.B + u.S + u.N : u.P + u.W;
}
function hasRoom(s, city3, side, n9 = 1) {
  return sideUnits(s, city3, side) + n9 <= board2(s).set.counts.stacking;
}
var sideOfUnit = (u) => u === "B" || u === "S" || u === "N" ? "civilRights" : "segregationist";
var crossesStates = (u) => u === "S" || u === "N";
function leadersIn(s, city3, side) {
  const b = board2(s);
  return b.leaderNames.filter((l) => s.leaders[l].city === city3 && b.leader.get(l).side === side);
}
function isFree(s, city3) {
  const m = s.cities[city3].m;
  return m.S && m.A && m.V;
}
function abilityReady(s, leader5, kind2) {
  const a = board2(s).leader.get(leader5).ability;
  return a.kind === kind2 && (a.per === "always" || !s.leaders[leader5].used);
}
var sideName2 = (side) => side === "civilRights" ? "civil rights" : "segregationist";

// src/games/free-at-last-1955/census.ts
function unitCensus2(s) {
  const cities4 = board2(s).cityNames;
  const out = {};
  for (const u of ["B", "S", "N", "P", "W"]) out[u] = cities4.reduce((t, c) => t + s.cities[c].u[u], 0) + s.supply[u];
  out["K"] = Object.values(s.klan).reduce((t, k) => t + k, 0) + s.supply.K;
  return out;
}
function cardCensus(s) {
  const commits = s.election ? [s.election.commits.civilRights?.card, s.election.commits.segregationist?.card].filter((c) => c !== void 0) : [];
  const conf = s.conf ? [...s.conf.cards.civilRights, ...s.conf.cards.segregationist] : [];
  return [...s.deck, ...s.hands.civilRights, ...s.hands.segregationist, ...s.discard, ...s.removed, ...s.inFront.civilRights, ...s.inFront.segregationist, ...conf, ...commits].sort();
}

// src/games/free-at-last-1955/check-state.ts
var limitsCache = /* @__PURE__ */ new WeakMap();
function limitsOf(set2) {
  let l = limitsCache.get(set2);
  if (l) return l;
  const k = set2.counts;
  const years = k.lastYear - k.firstYear + 1;
  const effects3 = set2.cards.flatMap((c) => c.effects);
  const sum = (xs) => xs.reduce((t, x) => t + x.n, 0);
  const rewards = (kind2) => sum(set2.cities.map((c) => c.reward).filter((r) => r.kind === kind2));
  l = {
    // 2.4 one space per protest won (at most one S, A and V marker per city, 2.1), events (each card at most once a year) and 10.0.1 Alabama's free cities
    freedom: 3 * set2.cities.length + years * sum(effects3.filter((e) => e.kind === "freedom")) + rewards("freedom"),
    // 5.1 the deal, plus every draw an event or a free city can give
    hand: k.handSize + sum(effects3.filter((e) => e.kind === "draw")) + rewards("cards"),
    // 10.0.1 the free cities' Ops bonuses
    opsBonus: rewards("ops"),
    presidents: /* @__PURE__ */ new Set([set2.setup.president.name, ...set2.elections.flatMap((e) => e.candidates.map((c) => c.name))])
  };
  limitsCache.set(set2, l);
  return l;
}
function checkFreeAtLast1955State(s) {
  const b = board2(s);
  const k = b.set.counts;
  const lim = limitsOf(b.set);
  const out = [];
  out.push(...collectionProblems("Cities", Object.keys(s.cities), b.cityNames));
  out.push(...collectionProblems("Klan states", Object.keys(s.klan), b.stateNames));
  out.push(...collectionProblems("Leaders", Object.keys(s.leaders), b.leaderNames));
  if (out.length > 0) return out;
  for (const [u, n9] of Object.entries(unitCensus2(s))) if (n9 !== k.units[u]) out.push(`${u} units: ${n9} in play and supply, the set has ${k.units[u]}`);
  for (const [c, x] of Object.entries(s.cities)) {
    if (Object.values(x.u).some((n9) => n9 < 0)) out.push(`negative units in ${c}`);
    if (x.u.B + x.u.S + x.u.N > k.stacking || x.u.P + x.u.W > k.stacking) out.push(`more than ${k.stacking} units of a side in ${c} (3.3)`);
  }
  if (Object.values(s.klan).some((n9) => n9 < 0) || Object.values(s.supply).some((n9) => n9 < 0)) out.push("a negative K or supply count");
  out.push(...collectionProblems("Cards", cardCensus(s), b.set.cards.map((c) => c.name)));
  for (const [l, x] of Object.entries(s.leaders)) {
    if (x.city !== null && !b.city.has(x.city)) out.push(`leader ${l} in an unknown city ${x.city}`);
    if (x.activations < 0 || x.activations > k.actionsPerYear) out.push(`leader ${l} activated ${x.activations} times this year (4.1)`);
  }
  if (s.year < k.firstYear || s.year > k.lastYear) out.push(`year ${s.year} outside ${k.firstYear}\u2013${k.lastYear} (2.7)`);
  if (s.freedom < 0 || s.freedom > lim.freedom) out.push(`Freedom Track ${s.freedom} outside 0\u2013${lim.freedom} (2.4)`);
  if (s.nonviolence < 0 || s.nonviolence > k.nonviolenceMax) out.push(`Non-violence ${s.nonviolence} off the track (2.5)`);
  if (s.opsBonus < 0 || s.opsBonus > lim.opsBonus) out.push(`Ops bonus ${s.opsBonus} outside 0\u2013${lim.opsBonus} (10.0.1)`);
  for (const side of ["civilRights", "segregationist"]) {
    const left = s.actionsLeft[side];
    if (left < 0 || left > k.actionsPerYear) out.push(`${side} has ${left} actions left, outside 0\u2013${k.actionsPerYear} (5.2)`);
    if (s.hands[side].length > lim.hand) out.push(`${side} holds ${s.hands[side].length} cards, more than ${lim.hand} (5.1)`);
  }
  for (const f of Object.keys(s.freedomEvents)) if (!b.freedomEvent.has(f)) out.push(`unknown Freedom Event ${f}`);
  if (!lim.presidents.has(s.climate.name)) out.push(`the climate's President ${s.climate.name} is no candidate of the set (8.2)`);
  out.push(...confrontationProblems(s), ...electionProblems(s), ...taskProblems2(s));
  return out;
}
function confrontationProblems(s) {
  const c = s.conf;
  if (c === null) return [];
  const b = board2(s);
  const out = [];
  if (!b.city.has(c.city)) out.push(`a confrontation in an unknown city ${c.city}`);
  for (const l of [c.leader, c.defLeader]) if (l !== null && !b.leader.has(l)) out.push(`a confrontation led by an unknown leader ${l}`);
  for (const r of Object.values(c.rolls)) if (r !== null && (r < 1 || r > 6)) out.push(`a confrontation roll of ${r}`);
  return out;
}
function electionProblems(s) {
  const e = s.election;
  if (e === null) return [];
  const out = [];
  for (const x of Object.values(e.commits)) if (x !== null && x.candidate !== 0 && x.candidate !== 1) out.push(`a commitment to candidate ${x.candidate} (8.1)`);
  if (e.rolls.some((r) => r < 1 || r > 6) || e.rolls.length > 2) out.push(`election rolls ${e.rolls.join()} (8.1)`);
  return out;
}
function taskProblems2(s) {
  const b = board2(s);
  const out = [];
  const known = {
    city: (x) => b.city.has(x),
    from: (x) => b.city.has(x),
    state: (x) => b.citiesOf.has(x),
    leader: (x) => b.leader.has(x),
    card: (x) => b.card.has(x)
  };
  const closing = s.tasks.filter((t) => t.kind === "yearEnd" || t.kind === "nextYear").length;
  const bottom = s.tasks[0]?.kind;
  if (s.outcome === null && (closing !== 1 || bottom !== "yearEnd" && bottom !== "nextYear")) out.push("the task stack must hold the year's closing task at its bottom, and only there");
  if (s.outcome !== null && s.tasks.length > 0) out.push("the game has an outcome, but tasks are pending");
  for (const t of s.tasks) {
    for (const [field, v] of Object.entries(t)) {
      if (typeof v === "string" && known[field] && !known[field](v)) out.push(`a ${t.kind} task names an unknown ${field} ${v}`);
      if (typeof v === "number" && v < 0) out.push(`a ${t.kind} task has ${field} ${v}`);
    }
    if (t.kind === "cityAct") {
      for (const c of [...t.done, ...Object.keys(t.arrived)]) if (!b.city.has(c)) out.push(`a cityAct task names an unknown city ${c}`);
    }
  }
  return out;
}

// src/games/free-at-last-1955/rules/updates.ts
function put2(ctx, key, value3) {
  if (ctx.state[key] !== value3) ctx.draft()[key] = value3;
}
function change3(ctx, key, f) {
  put2(ctx, key, f(ctx.state[key]));
}
function changeCity(ctx, city3, f) {
  change3(ctx, "cities", (cities4) => set(cities4, city3, f(cities4[city3])));
}
function addUnits2(ctx, city3, unit4, n9) {
  if (n9 === 0) return;
  changeCity(ctx, city3, (c) => setIn(c, ["u", unit4], c.u[unit4] + n9));
  change3(ctx, "supply", (sup) => set(sup, unit4, sup[unit4] - n9));
}
function moveUnits2(ctx, from, to, unit4, n9 = 1) {
  changeCity(ctx, from, (c) => setIn(c, ["u", unit4], c.u[unit4] - n9));
  changeCity(ctx, to, (c) => setIn(c, ["u", unit4], c.u[unit4] + n9));
}
function addKlan(ctx, state) {
  if (ctx.state.supply.K <= 0) return false;
  change3(ctx, "klan", (k) => set(k, state, (k[state] ?? 0) + 1));
  change3(ctx, "supply", (sup) => set(sup, "K", sup.K - 1));
  return true;
}
function changeLeader(ctx, leader5, f) {
  change3(ctx, "leaders", (ls) => set(ls, leader5, f(ls[leader5])));
}
function advanceFreedom(ctx, n9, why6) {
  put2(ctx, "freedom", ctx.state.freedom + n9);
  ctx.emit({ type: "freedom", by: n9, now: ctx.state.freedom, why: why6 });
}
function moveNonviolence(ctx, n9, why6) {
  const max = board2(ctx.state).set.counts.nonviolenceMax;
  const now2 = Math.max(0, Math.min(max, ctx.state.nonviolence + n9));
  if (now2 === ctx.state.nonviolence) return;
  put2(ctx, "nonviolence", now2);
  ctx.emit({ type: "nonviolence", by: n9, now: now2, why: why6 });
}
function addToHand(ctx, side, card9) {
  change3(ctx, "hands", (h) => set(h, side, [...h[side], card9].sort()));
}
function takeFromHand2(ctx, side, card9) {
  change3(ctx, "hands", (h) => set(h, side, without3(h[side], card9)));
}
function without3(list2, item) {
  const i = list2.indexOf(item);
  return i < 0 ? [...list2] : [...list2.slice(0, i), ...list2.slice(i + 1)];
}
function pile2(ctx, key, card9) {
  change3(ctx, key, (p) => [...p, card9]);
}
function perSide(o, side, f) {
  return update(o, side, f);
}

// src/games/free-at-last-1955/rules/recruitment.ts
function recruits(s, side, ops) {
  const table2 = board2(s).set.counts.recruitment[side];
  const row = table2[Math.min(ops, table2.length) - 1];
  return Object.entries(row).filter(([, n9]) => n9 > 0).map(([unit4, n9]) => ({ kind: "place", seat: side, unit: unit4, left: n9, state: null }));
}
function placeOptions(s, t) {
  if (t.left <= 0 || s.supply[t.unit] <= 0) return [];
  const b = board2(s);
  const cities4 = t.state === null ? b.cityNames : b.citiesOf.get(t.state) ?? [];
  return cities4.filter((c) => hasRoom(s, c, sideOfUnit(t.unit))).map((city3) => ({ type: "city", city: city3 }));
}
var recruitmentTasks = {
  place: {
    decider: (s, t) => placeOptions(s, t).length > 0 ? t.seat : "auto",
    actions: placeOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      addUnits2(ctx, a.city, t.unit, 1);
      ctx.emit({ type: "placed", seat: t.seat, unit: t.unit, city: a.city });
      if (t.left <= 1) ctx.pop();
      else ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => `${sideName2(t.seat)}: place a ${t.unit} unit (${t.left} left) in a city${t.state ? ` of ${t.state}` : ""} (6.1, 3.3)`,
    explain: () => ({ reason: "Units are placed from the supply in a city with room for them (at most 10 units per side)", rule: "3.3" })
  }
};

// src/games/free-at-last-1955/rules/leader-activation.ts
function activationCost(s, leader5) {
  return Math.min(3, s.leaders[leader5].activations + 1);
}
function reach(s, leader5) {
  const b = board2(s);
  const l = b.leader.get(leader5);
  const here2 = s.leaders[leader5].city;
  const cities4 = l.side === "civilRights" && l.scope === "national" ? b.cityNames : b.citiesOf.get(l.state);
  return cities4.filter((c) => c !== here2);
}
function attacks(s, leader5) {
  const l = board2(s).leader.get(leader5);
  const city3 = s.leaders[leader5].city;
  const c = s.cities[city3];
  if (l.side === "civilRights") return ["S", "A", "V"].filter((g) => !c.m[g]).map((goal) => ({ type: "attack", goal }));
  return stateOf(s, city3) === l.state && !isFree(s, city3) && c.u.B + c.u.S + c.u.N > 0 ? [{ type: "attack", goal: null }] : [];
}
function escorts2(s, t) {
  if (t.left <= 0) return [];
  const l = board2(s).leader.get(t.leader);
  const to = s.leaders[t.leader].city;
  const crossing = stateOf(s, to) !== stateOf(s, t.from);
  if (!hasRoom(s, to, l.side)) return [];
  return cityUnitsOf(l.side).filter((u) => s.cities[t.from].u[u] > 0 && (!crossing || crossesStates(u))).map((unit4) => ({ type: "bring", unit: unit4 }));
}
function options(s, t) {
  if (t.stage === "move") return [{ type: "stay" }, ...reach(s, t.leader).map((city3) => ({ type: "city", city: city3 }))];
  if (t.stage === "escort") return [...escorts2(s, t), { type: "done" }];
  return [...attacks(s, t.leader), { type: "done" }];
}
var leaderActivationTasks = {
  activation: {
    decider: (s, t) => board2(s).leader.get(t.leader).side,
    actions: options,
    answer(ctx, t, a) {
      const side = board2(ctx.state).leader.get(t.leader).side;
      if (a.type === "stay") return ctx.replaceTop({ ...t, stage: "attack" });
      if (a.type === "city") {
        changeLeader(ctx, t.leader, (l) => ({ ...l, city: a.city }));
        ctx.emit({ type: "leaderMoved", leader: t.leader, from: t.from, to: a.city });
        return ctx.replaceTop({ ...t, stage: "escort" });
      }
      if (a.type === "bring") {
        const to = ctx.state.leaders[t.leader].city;
        moveUnits2(ctx, t.from, to, a.unit);
        ctx.emit({ type: "moved", seat: side, unit: a.unit, from: t.from, to });
        return ctx.replaceTop({ ...t, left: t.left - 1 });
      }
      if (a.type === "done" && t.stage === "escort") return ctx.replaceTop({ ...t, stage: "attack" });
      ctx.pop();
      if (a.type === "attack") ctx.push({ kind: "confront", attacker: side, leader: t.leader, city: ctx.state.leaders[t.leader].city, goal: a.goal });
    },
    prompt(s, t) {
      const who3 = `${sideName2(board2(s).leader.get(t.leader).side)}: ${t.leader}`;
      if (t.stage === "move") return `${who3} is activated: move to a city, or stay (6.2)`;
      if (t.stage === "escort") return t.left > 0 ? `${who3}: bring a unit from ${t.from} (${t.left} more at most), or done (4.2)` : `${who3}: no more units may come from ${t.from}: done (4.2)`;
      return `${who3}: attack ${s.leaders[t.leader].city} (a protest names its goal), or done (7.1)`;
    },
    explain(_s, t, a) {
      if (a.type === "city") return { reason: "Segregationist and statewide leaders move only within their state; national leaders anywhere", rule: "6.2" };
      if (a.type === "bring") return { reason: "Only units that started in his city, up to his leadership rating; B, P and W units do not cross state lines", rule: "4.2" };
      if (a.type === "attack") return { reason: "A protest names a goal not yet won in the city; a mass arrest needs civil rights units there, in his state, and not in a free city", rule: t.stage === "attack" ? "7.1" : "6.2" };
      return void 0;
    }
  }
};

// src/games/free-at-last-1955/rules/plays.ts
function mover(s) {
  return s.actionsLeft[s.onMove] > 0 ? s.onMove : other2(s.onMove);
}
function eventPlayable(s, side, card9) {
  const c = board2(s).card.get(card9);
  const color3 = side === "civilRights" ? "red" : "blue";
  return (c.color === color3 || c.color === "black") && s.year >= c.year;
}
var opsOf = (s, card9) => card9 === null ? 1 : board2(s).card.get(card9).ops;
function playsWith(s, side, card9) {
  const ops = opsOf(s, card9);
  const b = board2(s);
  const out = [{ type: "recruit", card: card9 }, { type: "cities", card: card9 }];
  for (const leader5 of b.leaderNames) {
    if (b.leader.get(leader5).side === side && s.leaders[leader5].city !== null && activationCost(s, leader5) <= ops) out.push({ type: "activate", card: card9, leader: leader5 });
  }
  if (card9 !== null && eventPlayable(s, side, card9)) out.push({ type: "event", card: card9 });
  return out;
}
function opsWithBonus(ctx, side, card9) {
  const ops = opsOf(ctx.state, card9);
  if (side !== "civilRights" || ctx.state.opsBonus === 0) return ops;
  const bonus = ctx.state.opsBonus;
  put2(ctx, "opsBonus", 0);
  ctx.emit({ type: "opsBonus", used: bonus });
  return ops + bonus;
}
var playTasks = {
  plays: {
    decider: (s) => s.actionsLeft.civilRights + s.actionsLeft.segregationist > 0 ? mover(s) : "auto",
    actions(s) {
      const side = mover(s);
      return [...s.hands[side].flatMap((card9) => playsWith(s, side, card9)), ...playsWith(s, side, null), { type: "pass" }];
    },
    answer(ctx, _t, a) {
      const side = mover(ctx.state);
      change3(ctx, "actionsLeft", (left) => ({ ...left, [side]: left[side] - 1 }));
      const rest = ctx.state.actionsLeft[other2(side)];
      put2(ctx, "onMove", rest > 0 ? other2(side) : side);
      if (a.type === "pass") return void ctx.emit({ type: "pass", seat: side });
      if (a.type !== "recruit" && a.type !== "cities" && a.type !== "activate" && a.type !== "event") return;
      const card9 = a.card;
      if (card9 !== null) {
        takeFromHand2(ctx, side, card9);
        pile2(ctx, a.type === "event" && board2(ctx.state).card.get(card9).color !== "black" ? "removed" : "discard", card9);
      }
      ctx.emit({ type: "play", seat: side, card: card9, use: a.type, ...a.type === "activate" ? { leader: a.leader } : {} });
      const tasks = [];
      if (a.type === "recruit") tasks.push(...recruits(ctx.state, side, opsWithBonus(ctx, side, card9)));
      if (a.type === "cities") tasks.push({ kind: "cityAct", seat: side, left: opsWithBonus(ctx, side, card9), done: [], city: null, arrived: {} });
      if (a.type === "activate") {
        const at = ctx.state.leaders[a.leader];
        change3(ctx, "leaders", (ls) => ({ ...ls, [a.leader]: { ...at, activations: at.activations + 1 } }));
        tasks.push({ kind: "activation", leader: a.leader, stage: "move", from: at.city, left: board2(ctx.state).leader.get(a.leader).leadership });
      }
      if (a.type === "event") tasks.push({ kind: "event", seat: side, card: a.card, effects: board2(ctx.state).card.get(a.card).effects, next: 0 });
      ctx.push(...tasks);
    },
    run: (ctx) => ctx.pop(),
    ask: (s) => ({ decision: "plays", year: s.year, actionsLeft: s.actionsLeft[mover(s)] }),
    prompt: (s) => `${sideName2(mover(s))}: play a card (recruit, activate a leader or cities, event), take the free 1-Ops action, or pass \u2014 ${s.actionsLeft[mover(s)]} actions left in ${s.year} (5.2)`,
    explain(s, _t, a) {
      const side = mover(s);
      if ((a.type === "recruit" || a.type === "cities" || a.type === "activate" || a.type === "event") && a.card !== null && !s.hands[side].includes(a.card)) return { reason: `${a.card} is not in your hand`, rule: "6.0" };
      if (a.type === "event") return { reason: "Events are played by their side (red: civil rights, blue: segregationist, black: either) and not before their year", rule: "6.4" };
      if (a.type === "activate") return { reason: "A leader on the board costs 1, 2, then 3 Ops for his first, second and later activations of the year", rule: "4.1" };
      return void 0;
    }
  }
};

// src/games/free-at-last-1955/describe-event.ts
var SIDE = { civilRights: "civil rights", segregationist: "segregationist" };
var GOAL = { S: "school integration", A: "public accommodations", V: "voting rights" };
function crtLine(v) {
  const l = v;
  const roll3 = l.modifier === 0 ? `roll ${l.total}` : `roll ${l.total - l.modifier}${l.modifier > 0 ? "+" : ""}${l.modifier} = ${l.total}`;
  return `${l.factors} factors, column ${l.column + 1}, ${roll3}: ${l.losses} ${l.losses === 1 ? "loss" : "losses"} inflicted`;
}
function describeEvent3(e) {
  const side = (x) => SIDE[String(x)] ?? String(x);
  switch (e.type) {
    case "year":
      return `The year ${String(e.year)} begins`;
    case "drew":
      return `The ${side(e.seat)} player draws a card`;
    case "reshuffle":
      return `The discard pile becomes the deck (${String(e.cards)} cards)`;
    case "play":
      return `The ${side(e.seat)} player ${e.card === null ? "takes the free 1-Ops action" : `plays ${String(e.card)}`} to ${String(e.use)}${e.leader ? ` ${String(e.leader)}` : ""}`;
    case "pass":
      return `The ${side(e.seat)} player holds`;
    case "placed":
      return `A ${String(e.unit)} unit is placed in ${String(e.city)}`;
    case "removed":
      return `A ${String(e.unit)} unit is removed from ${String(e.city)}`;
    case "moved":
      return `A ${String(e.unit)} unit moves from ${String(e.from)} to ${String(e.to)}`;
    case "leaderMoved":
      return `${String(e.leader)} moves from ${String(e.from)} to ${String(e.to)}`;
    case "confrontation":
      return `${String(e.leader)} leads a ${String(e.kind)} in ${String(e.city)}${e.goal ? ` for ${GOAL[String(e.goal)]}` : ""}`;
    case "confrontationWon":
      return e.winner === "tie" ? `The confrontation in ${String(e.city)} is a tie: both sides lose` : `The ${side(e.winner)} player wins the confrontation in ${String(e.city)}`;
    case "freedom":
      return `The Freedom Track advances to ${String(e.now)} (${String(e.why)})`;
    case "nonviolence":
      return `Non-violence moves to ${String(e.now)} (${String(e.why)})`;
    case "marker":
      return `${capitalized(withArticle(String(e.goal)))} marker is placed in ${String(e.city)}`;
    case "freeCity":
      return `${String(e.city)} is a free city: reward ${String(e.reward)} ${String(e.n)}`;
    case "confrontationCard":
      return `The ${side(e.seat)} player plays ${String(e.card)} as a confrontation card`;
    case "media":
      return "The attacker asks for national media attention";
    case "mediaRoll":
      return `Media roll ${String(e.face)}: ${String(e.result)} attention`;
    case "confrontationRoll":
      return `The ${side(e.seat)} player rolls ${String(e.face)}`;
    case "crt":
      return `Confrontation Results Table: civil rights ${crtLine(e.civilRights)}; segregationist ${crtLine(e.segregationist)}`;
    case "loss":
      return `The ${side(e.seat)} player loses a ${String(e.unit)} unit in ${String(e.city)}`;
    case "avoidAttempt":
      return `${String(e.leader)} tries to avoid the confrontation`;
    case "avoidRoll":
      return `Avoidance roll ${String(e.face)} against ${String(e.rating)}: ${e.success ? "avoided" : "failed"}`;
    case "avoided":
      return `The ${side(e.seat)} player avoids the confrontation, moving from ${String(e.from)} to ${String(e.to)}`;
    case "klanAttack":
      return `The Klan strikes at ${String(e.leader)}: ${String(e.face)} (needs ${String(e.need)}) \u2014 ${e.eliminated ? "he is eliminated" : "he survives"}`;
    case "klan":
      return `A K unit is added in ${String(e.state)}`;
    case "entrench":
      return `Entrenchment in ${String(e.city)}: ${e.success ? "an E marker is placed" : "failed"}`;
    case "entrenchmentLost":
      return `${String(e.city)} loses its E marker (no W units left)`;
    case "noStronghold":
      return `${String(e.city)} is no longer a stronghold`;
    case "freedomEventOpen":
      return `Freedom Event ${String(e.event)} is opened`;
    case "freedomEventWon":
      return `Freedom Event won: ${String(e.name)}`;
    case "discarded":
      return `The ${side(e.seat)} player discards ${String(e.card)}`;
    case "committed":
      return `The ${side(e.seat)} player commits a card face down`;
    case "revealed":
      return `The ${side(e.seat)} player revealed ${String(e.card)} for ${String(e.candidate)}`;
    case "electionRoll":
      return `${String(e.candidate)} rolls ${String(e.face)}`;
    case "electionTie":
      return "The election is tied: both roll again";
    case "cityActivated":
      return `The ${side(e.seat)} player activates ${String(e.city)}`;
    case "ability":
      return `${String(e.leader)} uses his special ability (+${String(e.drm)})`;
    case "opsBonus":
      return `The free-city Ops bonus (+${String(e.used)}) is used`;
    case "elected":
      return `${String(e.name)} wins the election`;
    case "gameOver":
      return `Game over: ${String(e.reason)}`;
    default:
      return void 0;
  }
}

// src/games/free-at-last-1955/describe.ts
function who2(s) {
  const t = s.tasks[s.tasks.length - 1];
  if (t === void 0) return "nobody";
  if ("seat" in t && typeof t.seat === "string") return SIDE[t.seat];
  if ("seats" in t && t.seats.length > 0) return SIDE[t.seats[0]];
  if ("side" in t) return SIDE[t.side];
  if (t.kind === "plays") return SIDE[mover(s)];
  if (t.kind === "activation") return SIDE[board2(s).leader.get(t.leader).side];
  if (t.kind === "klanPlace" || t.kind === "entrenchPick") return SIDE.segregationist;
  if (s.conf !== null) return SIDE[s.conf.attacker === "civilRights" ? "segregationist" : "civilRights"];
  return "the player";
}
var using = (card9) => card9 === null ? "the free 1-Ops action" : card9;
function describeAction3(s, a) {
  const p = who2(s);
  switch (a.type) {
    case "recruit":
      return `${p} recruits with ${using(a.card)}`;
    case "activate":
      return `${p} activates ${a.leader} with ${using(a.card)}`;
    case "cities":
      return `${p} activates cities with ${using(a.card)}`;
    case "event":
      return `${p} plays ${a.card} as an event`;
    case "pass":
      return `${p} holds (passes an action)`;
    case "city":
      return `${p} chooses ${a.city}`;
    case "state":
      return `${p} chooses ${a.state}`;
    case "move":
      return `${p} moves a ${a.unit} unit to ${a.to}`;
    case "bring":
      return `${p} brings a ${a.unit} unit along`;
    case "stay":
      return `${p} stays in place`;
    case "attack":
      return a.goal === null ? `${p} makes a mass arrest` : `${p} protests for ${GOAL[a.goal]}`;
    case "leader":
      return `${p} has ${a.leader} defend`;
    case "avoid":
      return `${p} tries to avoid the confrontation${a.ability ? " with the leader\u2019s ability" : ""}`;
    case "media":
      return `${p} asks for national media attention`;
    case "card":
      return `${p} plays ${a.card} as a confrontation card`;
    case "ability":
      return `${p} uses the leader\u2019s special ability`;
    case "loss":
      return `${p} loses a ${a.unit} unit`;
    case "entrench":
      return `${p} tries to entrench the city`;
    case "discard":
      return `${p} discards ${a.card}`;
    case "commit":
      return `${p} commits a card face down to candidate ${a.candidate}`;
    case "done":
      return `${p} is done`;
    case "die":
      return `a ${a.face} is rolled`;
    case "draw":
      return `${a.card} is drawn`;
  }
}

// src/games/free-at-last-1955/event-schema.ts
import * as z27 from "zod";

// src/games/free-at-last-1955/schema.ts
import * as z26 from "zod";

// src/games/free-at-last-1955/task-schema.ts
import * as z25 from "zod";
var n6 = z25.number().int();
var city = z25.string();
var task2 = (kind2, fields) => z25.object({ kind: z25.literal(kind2), ...fields });
var units3 = z25.object({ B: n6, S: n6, N: n6, P: n6, W: n6 });
var taskSchema3 = z25.discriminatedUnion("kind", [
  // 5.0 the year (rules/year.ts)
  task2("year", {}),
  task2("draw", { seat: sideSchema2, left: n6.nullable() }),
  task2("plays", {}),
  task2("yearEnd", {}),
  task2("discard", { seats: z25.array(sideSchema2) }),
  task2("yearChecks", {}),
  task2("nextYear", {}),
  // 6 strategy cards (rules/recruitment.ts, events.ts, city-activation.ts, leader-activation.ts)
  task2("place", { seat: sideSchema2, unit: unitSchema.exclude(["K"]), left: n6, state: z25.string().nullable() }),
  task2("removeUnits", { seat: sideSchema2, unit: unitSchema.exclude(["K"]), left: n6 }),
  task2("klanPlace", { left: n6 }),
  task2("entrenchPick", { left: n6 }),
  task2("event", { seat: sideSchema2, card: z25.string(), effects: z25.array(effectSchema3), next: n6 }),
  task2("cityAct", { seat: sideSchema2, left: n6, done: z25.array(city), city: city.nullable(), arrived: z25.record(z25.string(), units3) }),
  task2("entrenchRoll", { city }),
  task2("activation", { leader: z25.string(), stage: z25.enum(["move", "escort", "attack"]), from: city, left: n6 }),
  // 7 confrontations (rules/confrontation.ts, avoidance.ts, losses.ts, leader-elimination.ts)
  task2("confront", { attacker: sideSchema2, leader: z25.string(), city, goal: goalSchema.nullable() }),
  task2("confLeader", {}),
  task2("confAvoid", {}),
  task2("avoidRoll", { bonus: n6 }),
  task2("avoidMove", {}),
  task2("confCards", { seats: z25.array(sideSchema2) }),
  task2("mediaRoll", {}),
  task2("confRoll", { side: sideSchema2 }),
  task2("klanRoll", { state: z25.string() }),
  task2("confResolve", {}),
  task2("losses", { side: sideSchema2, left: n6 }),
  task2("confEnd", {}),
  // 10.0.1 free cities (rules/free-cities.ts)
  task2("freeCity", { city }),
  // 8 elections (rules/elections.ts)
  task2("commit", { seats: z25.array(sideSchema2) }),
  task2("electionRoll", { i: n6 }),
  task2("electionResolve", {})
]);

// src/games/free-at-last-1955/schema.ts
var n7 = z26.number().int();
var perSide2 = (t) => z26.object({ civilRights: t, segregationist: t });
var chanceQuestionSchema4 = z26.union([
  z26.strictObject({ chance: z26.literal("draw"), deck: z26.literal("strategy"), for: sideSchema2 }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("media"), city: z26.string() }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("confrontation"), for: sideSchema2, city: z26.string() }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("avoidance"), for: sideSchema2, city: z26.string(), bonus: n7 }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("klan"), leader: z26.string(), state: z26.string() }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("entrenchment"), for: z26.literal("segregationist"), city: z26.string() }),
  z26.strictObject({ chance: z26.literal("die"), die: z26.literal("election"), candidate: z26.string() })
]);
var configSchema3 = z26.strictObject({
  chance: z26.enum(["auto", "manual"]).default("auto"),
  /** A component set of your own (see components.md); the reference set when absent. */
  components: componentSetSchema3.optional()
});
var cityUnitsSchema = z26.object({
  /** 3.2.1 B units (Blacks): civil rights protesters. */
  B: n7,
  /** 3.2.2 S units (Students, SNCC): cross state lines. */
  S: n7,
  /** 3.2.3 N units (Northern Whites): cross state lines. */
  N: n7,
  /** 3.1.1 P units (Police): the state and local authorities. */
  P: n7,
  /** 3.1.2 W units (Whites): Citizens Councils and supporters of segregation. */
  W: n7
});
var cityStateSchema = z26.object({
  /** The units in the city, by kind (strength factors). */
  u: cityUnitsSchema,
  /** 2.1 Integration markers: S, A, V. */
  m: z26.object({ S: z26.boolean(), A: z26.boolean(), V: z26.boolean() }),
  /** 6.3.2 E marker (entrenched political power). */
  e: z26.boolean(),
  /** 2.3.1 No Stronghold marker. */
  ns: z26.boolean()
});
var leaderStateSchema = z26.object({
  /** Where he is; null once eliminated (9.0). */
  city: z26.string().nullable(),
  /** 4.1 Activations this year. */
  activations: n7,
  /** 4.4 His special ability is spent (for this year or this game, as its chart entry says). */
  used: z26.boolean()
});
var confrontationSchema = z26.object({
  attacker: sideSchema2,
  city: z26.string(),
  /** 7.1 step 1: the goal of a protest; null for a mass arrest. */
  goal: goalSchema.nullable(),
  leader: z26.string(),
  defLeader: z26.string().nullable(),
  /** 7.1.1 The attacker asked for a media roll; its result once rolled. */
  media: z26.boolean(),
  mediaResult: z26.enum(["low", "normal", "high"]).nullable(),
  /** 7.2.2 The defender tried to avoid it and failed. */
  avoidFailed: z26.boolean(),
  /** 6.5 The confrontation cards played in this confrontation. */
  cards: perSide2(z26.array(z26.string())),
  /** 4.4 Special ability die modifiers used. */
  abilities: perSide2(n7),
  rolls: perSide2(n7.nullable()),
  /** Losses each side inflicted (7.1 step 6). */
  inflicted: perSide2(n7).nullable()
});
var stateSchema3 = z26.object({
  rng: z26.array(n7),
  chance: z26.enum(["auto", "manual"]),
  components: componentSetSchema3.nullable(),
  year: n7,
  cities: z26.record(z26.string(), cityStateSchema),
  /** 9.0 K units per state. */
  klan: z26.record(z26.string(), n7),
  supply: z26.record(unitSchema, n7),
  leaders: z26.record(z26.string(), leaderStateSchema),
  /** 2.4 Freedom Track. */
  freedom: n7,
  /** 2.5 Non-violence Commitment Track: 0 is Non-violence Abandoned. */
  nonviolence: n7,
  /** 2.6, 10.2 Freedom Events: opened by their card, won by their protest. */
  freedomEvents: z26.record(z26.string(), z26.enum(["open", "won"])),
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  hands: perSide2(z26.array(z26.string())),
  deck: z26.array(z26.string()),
  discard: z26.array(z26.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z26.array(z26.string()),
  /** 6.5 Confrontation cards kept in front of their owner. */
  inFront: perSide2(z26.array(z26.string())),
  /** 5.2 Actions left this year. */
  actionsLeft: perSide2(n7),
  onMove: sideSchema2,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n7,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z26.boolean(),
  conf: confrontationSchema.nullable(),
  /** 8.1 The election under way: each side's face-down card and candidate, the dice. */
  election: z26.object({
    commits: perSide2(z26.object({ card: z26.string(), candidate: n7 }).nullable()),
    rolls: z26.array(n7)
  }).nullable(),
  tasks: z26.array(taskSchema3),
  outcome: z26.object({
    code: z26.enum(["decisive-civil-rights", "marginal-civil-rights", "marginal-segregationist", "decisive-segregationist", "movement-eliminated", "nonviolence-abandoned"]),
    winner: sideSchema2,
    points: n7.nullable(),
    reason: z26.string()
  }).nullable()
});
var card7 = z26.string();
var unit2 = unitSchema.exclude(["K"]);
var actionSchema3 = z26.discriminatedUnion("type", [
  z26.strictObject({ type: z26.literal("recruit"), card: card7.nullable() }).meta({ section: "6.1", description: "One of the side's 6 actions of the year: recruit units with the card's Ops (card null: the free 1-Ops action of 5.2)." }),
  z26.strictObject({ type: z26.literal("activate"), card: card7.nullable(), leader: z26.string() }).meta({ section: "6.2", description: "One of the side's actions: activate one of its leaders on the map with enough Ops for his activations this year (card null: 1 Ops)." }),
  z26.strictObject({ type: z26.literal("cities"), card: card7.nullable() }).meta({ section: "6.3", description: "One of the side's actions: activate as many cities as the card's Ops (card null: 1 Ops)." }),
  z26.strictObject({ type: z26.literal("event"), card: card7 }).meta({ section: "6.4", description: "One of the side's actions: play a card of its colour or black as an event, not before the card's year." }),
  z26.strictObject({ type: z26.literal("pass") }).meta({ section: "6.6", description: "One of the side's actions: spend it without playing a card (the cards are held)." }),
  z26.strictObject({ type: z26.literal("city"), city: z26.string() }).meta({ section: "6.1\u20136.3", description: "When a city is asked for: where recruits or an event's units go, which city to activate, where the leader moves, where avoiding units retreat (7.2.1)." }),
  z26.strictObject({ type: z26.literal("state"), state: z26.string() }).meta({ section: "9.0", description: "When an event or a failed leader elimination adds a K unit: the state it goes to." }),
  z26.strictObject({ type: z26.literal("move"), unit: unit2, to: z26.string() }).meta({ section: "6.3.1", description: "In an activated city: one unit moves to a city within its range." }),
  z26.strictObject({ type: z26.literal("bring"), unit: unit2 }).meta({ section: "4.2", description: "When an activated leader moves: one more unit of his city goes with him, up to his leadership rating." }),
  z26.strictObject({ type: z26.literal("stay") }).meta({ section: "6.2", description: "When an activated leader may move: he stays in his city." }),
  z26.strictObject({ type: z26.literal("attack"), goal: goalSchema.nullable() }).meta({ section: "7.1", description: "After an activated leader moves, if the other side has units in his city: a protest with its goal (civil rights) or a mass arrest (goal null)." }),
  z26.strictObject({ type: z26.literal("leader"), leader: z26.string() }).meta({ section: "3.3", description: "When the defender has several leaders in the attacked city: the one who defends." }),
  z26.strictObject({ type: z26.literal("avoid"), ability: z26.boolean() }).meta({ section: "7.2.1", description: "When a confrontation is declared, before cards or dice: the defender tries to avoid it (with his leader's 4.4 ability if true)." }),
  z26.strictObject({ type: z26.literal("media") }).meta({ section: "7.1.1", description: "In a confrontation, once: the attacker asks for a national media roll." }),
  z26.strictObject({ type: z26.literal("card"), card: card7 }).meta({ section: "6.5", description: "In a confrontation: either side plays a held card as a confrontation card." }),
  z26.strictObject({ type: z26.literal("ability") }).meta({ section: "4.4", description: "In a confrontation: use the special ability of the side's leader, if ready." }),
  z26.strictObject({ type: z26.literal("loss"), unit: unit2 }).meta({ section: "7.1", description: "After the confrontation roll: the losing units are chosen one at a time (W before P allowed, never K)." }),
  z26.strictObject({ type: z26.literal("entrench") }).meta({ section: "6.3.2", description: "In a city the segregationist activated: its W units try to entrench instead of moving." }),
  z26.strictObject({ type: z26.literal("discard"), card: card7 }).meta({ section: "6.6", description: "At the end of the year: discard an unplayed card." }),
  z26.strictObject({ type: z26.literal("commit"), card: card7, candidate: n7.min(0).max(1) }).meta({ section: "8.1", description: "After the 1956, 1960 and 1964 turns: commit a held card face down to a candidate." }),
  z26.strictObject({ type: z26.literal("done") }).meta({ section: "5.2", description: "Whenever a question may be left: no (more) moves, cards, units, discards, attack, avoidance or commitment." }),
  z26.strictObject({ type: z26.literal("die"), face: n7.min(1).max(6) }).meta({ section: "7.1", description: "Chance (manual mode): a die roll (media, confrontation, avoidance, entrenchment, elections, the Klan)." }),
  z26.strictObject({ type: z26.literal("draw"), card: card7 }).meta({ section: "5.1", description: "Chance (manual mode): the card drawn from the deck." })
]);
var viewSchema3 = z26.object({
  /** The seat whose view this is (`civilRights`, `segregationist`), or null for a spectator. */
  seat: z26.string().nullable(),
  /** The year being played, 1955–1965 (5.0). */
  year: n7,
  /** The seat that decides now; null once the game is over. */
  toMove: z26.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z26.string(),
  /** Each city by name: its units (`u`), Integration markers (`m`), E marker (`e`) and No Stronghold marker (`ns`). */
  cities: stateSchema3.shape.cities,
  /** 9.0 K units per state. */
  klan: stateSchema3.shape.klan,
  /** Units not on the map, by kind (B, S, N, P, W, K). */
  supply: stateSchema3.shape.supply,
  /** Each leader by name: his city (null once eliminated), activations this year, ability spent. */
  leaders: stateSchema3.shape.leaders,
  /** 2.4 The Freedom Track's position. */
  freedom: n7,
  /** 2.5 The Non-violence Commitment Track's position (0: Non-violence Abandoned). */
  nonviolence: n7,
  /** 10.2 Each Freedom Event by id: open or won. */
  freedomEvents: stateSchema3.shape.freedomEvents,
  /** 8.2 The President whose ratings are the political climate. */
  climate: candidateSchema,
  /** The seat's own hand (empty for a spectator). */
  hand: z26.array(z26.string()),
  /** How many cards each side holds. */
  handSizes: perSide2(n7),
  /** How many cards are left in the deck (its order is hidden). */
  deckSize: n7,
  /** The discard pile. */
  discard: z26.array(z26.string()),
  /** Cards out of the game (red/blue events 6.4, spent confrontation cards 6.5). */
  removed: z26.array(z26.string()),
  /** 6.5 Confrontation cards kept in front of their owner, per side. */
  inFront: stateSchema3.shape.inFront,
  /** 5.2 Actions left this year, per side. */
  actionsLeft: stateSchema3.shape.actionsLeft,
  /** The side whose action it is this year (civil rights moves first). */
  onMove: sideSchema2,
  /** 10.0.1 Free-city Ops bonus waiting for the next card played for Ops. */
  opsBonus: n7,
  /** 2.5 We Shall Overcome is in effect this year. */
  overcome: z26.boolean(),
  /** 7.0 The confrontation under way (its city, leaders, cards, dice), or null. */
  conf: stateSchema3.shape.conf,
  /** 8.1 Who has committed a card face down; the seat's own commitment. */
  election: z26.object({ committed: perSide2(z26.boolean()), own: z26.object({ card: z26.string(), candidate: n7 }).nullable(), rolls: z26.array(n7) }).nullable(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z26.array(actionSchema3),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z26.union([chanceQuestionSchema4, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: componentSetSchema3.nullable(),
  /** The end of the game: its code, the winner, the points and the reason; null while it runs. */
  outcome: stateSchema3.shape.outcome
});

// src/games/free-at-last-1955/event-schema.ts
var n8 = z27.number().int();
var city2 = z27.string();
var leader4 = z27.string();
var card8 = z27.string();
var unit3 = unitSchema.exclude(["K"]);
var crtLine2 = z27.strictObject({
  /** The side's total strength factors. */
  factors: n8,
  /** The CRT column (0-based). */
  column: n8,
  /** The die modifier (leaders, cards, media). */
  modifier: n8,
  /** The modified roll. */
  total: n8,
  /** The losses this side inflicts. */
  losses: n8
});
var eventSchema3 = z27.discriminatedUnion("type", [
  z27.strictObject({ type: z27.literal("year"), year: n8 }).meta({ section: "5.0", description: "A new year begins." }),
  z27.strictObject({ type: z27.literal("drew"), seat: sideSchema2 }).meta({ section: "5.1", description: "A side draws a Strategy card (which one only its own view shows)." }),
  z27.strictObject({ type: z27.literal("reshuffle"), cards: n8 }).meta({ section: "5.1", description: "The discard pile becomes the deck (`cards` in it)." }),
  z27.strictObject({ type: z27.literal("play"), seat: sideSchema2, card: card8.nullable(), use: z27.enum(["recruit", "activate", "cities", "event"]), leader: leader4.optional() }).meta({ section: "5.2", description: "A side plays a card (null: the free 1-Ops action) for one use; `leader` is the one activated." }),
  z27.strictObject({ type: z27.literal("pass"), seat: sideSchema2 }).meta({ section: "5.2", description: "A side holds instead of playing." }),
  z27.strictObject({ type: z27.literal("opsBonus"), used: n8 }).meta({ section: "10.0.1", description: "The free-city Ops bonus is added to a civil rights play." }),
  z27.strictObject({ type: z27.literal("placed"), seat: sideSchema2, unit: unit3, city: city2 }).meta({ section: "6.1", description: "A unit is placed in a city (recruitment or an event)." }),
  z27.strictObject({ type: z27.literal("removed"), seat: sideSchema2, unit: unit3, city: city2 }).meta({ section: "6.4", description: "A unit is removed from a city by an event." }),
  z27.strictObject({ type: z27.literal("moved"), seat: sideSchema2, unit: unit3, from: city2, to: city2 }).meta({ section: "6.2", description: "A unit moves (escorted by a leader, or by city activation)." }),
  z27.strictObject({ type: z27.literal("leaderMoved"), leader: leader4, from: city2, to: city2 }).meta({ section: "6.2", description: "A leader moves." }),
  z27.strictObject({ type: z27.literal("cityActivated"), seat: sideSchema2, city: city2 }).meta({ section: "6.3", description: "A side activates a city." }),
  z27.strictObject({ type: z27.literal("entrench"), city: city2, face: n8.optional(), w: n8.optional(), success: z27.boolean() }).meta({ section: "6.3.2", description: "An attempt to entrench a city: the die `face` against its `w` units (neither for an event that entrenches)." }),
  z27.strictObject({ type: z27.literal("entrenchmentLost"), city: city2 }).meta({ section: "6.3.2", description: "A city loses its E marker: no W units left." }),
  z27.strictObject({ type: z27.literal("confrontation"), attacker: sideSchema2, kind: z27.enum(["protest", "mass arrest"]), city: city2, goal: goalSchema.nullable(), leader: leader4 }).meta({ section: "7.0", description: "A leader begins a confrontation (a protest for a goal, or a mass arrest)." }),
  z27.strictObject({ type: z27.literal("media"), seat: sideSchema2 }).meta({ section: "7.1.1", description: "The attacker asks for national media attention." }),
  z27.strictObject({ type: z27.literal("mediaRoll"), face: n8, result: z27.enum(["low", "normal", "high"]) }).meta({ section: "7.1.1", description: "The media die and the attention it gives." }),
  z27.strictObject({ type: z27.literal("ability"), leader: leader4, drm: n8 }).meta({ section: "4.4", description: "A leader's special ability adds to his side's roll." }),
  z27.strictObject({ type: z27.literal("confrontationCard"), seat: sideSchema2, card: card8 }).meta({ section: "6.5", description: "A side plays a confrontation card." }),
  z27.strictObject({ type: z27.literal("confrontationRoll"), seat: sideSchema2, face: n8 }).meta({ section: "7.1", description: "A side's confrontation die." }),
  z27.strictObject({ type: z27.literal("crt"), civilRights: crtLine2, segregationist: crtLine2 }).meta({ section: "7.3", description: "The Confrontation Results Table: each side's factors, column, roll and the losses it inflicts." }),
  z27.strictObject({ type: z27.literal("loss"), seat: sideSchema2, unit: unit3, city: city2 }).meta({ section: "7.1", description: "A side loses a unit in the confrontation." }),
  z27.strictObject({ type: z27.literal("confrontationWon"), winner: z27.union([sideSchema2, z27.literal("tie")]), city: city2 }).meta({ section: "7.0.2", description: "Who won the confrontation (a tie: both lose)." }),
  z27.strictObject({ type: z27.literal("noStronghold"), city: city2 }).meta({ section: "2.3.1", description: "A city is no longer a stronghold." }),
  z27.strictObject({ type: z27.literal("avoidAttempt"), leader: leader4, ability: z27.boolean() }).meta({ section: "7.2.1", description: "A leader tries to avoid the confrontation (`ability`: with his special ability)." }),
  z27.strictObject({ type: z27.literal("avoidRoll"), face: n8, rating: n8, success: z27.boolean() }).meta({ section: "7.2.1", description: "The avoidance die against the leader's rating." }),
  z27.strictObject({ type: z27.literal("avoided"), seat: sideSchema2, from: city2, to: city2 }).meta({ section: "7.2.1", description: "The avoiding side moves away." }),
  z27.strictObject({ type: z27.literal("freedom"), by: n8, now: n8, why: z27.string() }).meta({ section: "2.4", description: "The Freedom Track moves (`why` in words)." }),
  z27.strictObject({ type: z27.literal("nonviolence"), by: n8, now: n8, why: z27.string() }).meta({ section: "2.5", description: "Non-violence moves (`why` in words)." }),
  z27.strictObject({ type: z27.literal("marker"), city: city2, goal: goalSchema }).meta({ section: "2.1", description: "An integration marker is placed in a city." }),
  z27.strictObject({ type: z27.literal("freeCity"), city: city2, reward: z27.enum(["units", "ops", "cards", "freedom", "nonviolence"]), n: n8 }).meta({ section: "10.0.1", description: "A city becomes free and gives its reward." }),
  z27.strictObject({ type: z27.literal("freedomEventOpen"), event: z27.string() }).meta({ section: "10.2", description: "A Freedom Event is opened." }),
  z27.strictObject({ type: z27.literal("freedomEventWon"), event: z27.string(), name: z27.string() }).meta({ section: "10.2", description: "A Freedom Event is won." }),
  z27.strictObject({ type: z27.literal("klanAttack"), leader: leader4, state: z27.string(), face: n8, need: n8, eliminated: z27.boolean() }).meta({ section: "9.0", description: "The Klan strikes at a leader: the die against what it needs." }),
  z27.strictObject({ type: z27.literal("klan"), state: z27.string() }).meta({ section: "3.1.3", description: "A K unit is added in a state." }),
  z27.strictObject({ type: z27.literal("discarded"), seat: sideSchema2, card: card8 }).meta({ section: "6.6", description: "A side discards a card at the end of the year." }),
  z27.strictObject({ type: z27.literal("committed"), seat: sideSchema2 }).meta({ section: "8.1", description: "A side commits a card face down to a candidate." }),
  z27.strictObject({ type: z27.literal("electionRoll"), candidate: z27.string(), face: n8 }).meta({ section: "8.1", description: "The die rolled for a candidate." }),
  z27.strictObject({ type: z27.literal("electionTie"), totals: z27.array(n8) }).meta({ section: "8.1", description: "The election is tied: both candidates roll again." }),
  z27.strictObject({ type: z27.literal("revealed"), seat: sideSchema2, card: card8, candidate: z27.string() }).meta({ section: "8.1", description: "A committed card is revealed." }),
  z27.strictObject({ type: z27.literal("elected"), name: z27.string(), totals: z27.array(n8), S: n8, A: n8, V: n8 }).meta({ section: "8.2", description: "The election's winner, the totals and his S, A and V modifiers." }),
  z27.strictObject({ type: z27.literal("gameOver"), code: stateSchema3.shape.outcome.unwrap().shape.code, winner: sideSchema2, reason: z27.string() }).meta({ section: "5.3, 10.3", description: "The game is over: its end code, the winner and the reason." })
]);

// src/games/free-at-last-1955/bots/determinize.ts
var SIDES = ["civilRights", "segregationist"];
function determinize(s, seat, random) {
  const hidden = SIDES.filter((x) => x !== seat);
  const commits = s.election ? hidden.filter((x) => s.election.commits[x] !== null) : [];
  const pool = [...s.deck, ...hidden.flatMap((x) => s.hands[x]), ...commits.map((x) => s.election.commits[x].card)].sort();
  const dealt = shuffled(pool, random);
  const hands = { ...s.hands };
  for (const x of hidden) hands[x] = dealt.splice(0, s.hands[x].length).sort();
  let election = s.election;
  if (election !== null && commits.length > 0) {
    const c = { ...election.commits };
    for (const x of commits) c[x] = { card: dealt.shift(), candidate: random.int(2) };
    election = { ...election, commits: c };
  }
  return { ...s, hands, election, deck: dealt.sort(), rng: [...drawRng(random)] };
}

// src/games/free-at-last-1955/rules/crt.ts
function factors(s, c, side) {
  const city3 = s.cities[c.city];
  if (side === "civilRights") return city3.u.B + city3.u.S + city3.u.N;
  const stronghold2 = c.attacker === "civilRights" && !city3.ns ? board2(s).city.get(c.city).stronghold : 0;
  return city3.u.P + stronghold2;
}
function shift(s, c, side) {
  const sign = side === "civilRights" ? 1 : -1;
  let n9 = 0;
  if (c.mediaResult === "high") n9 += sign;
  if (c.mediaResult === "low") n9 -= sign;
  if (c.attacker === "civilRights" && s.cities[c.city].e) n9 -= sign;
  if (c.avoidFailed) n9 += side === c.attacker ? 1 : -1;
  return n9;
}
function modifier(s, c, side) {
  const b = board2(s);
  const cards5 = [...s.inFront[side], ...c.cards[side]].reduce((t, card9) => t + b.card.get(card9).ops, 0);
  const leader5 = side === c.attacker ? c.leader : c.defLeader;
  const tactical = leader5 === null ? 0 : b.leader.get(leader5).tactical;
  const climate = side === "civilRights" && c.attacker === "civilRights" && c.goal !== null ? s.climate[c.goal] : 0;
  return cards5 + tactical + c.abilities[side] + climate;
}
function line(s, c, side, die2) {
  const crt2 = board2(s).set.crt;
  const f = factors(s, c, side);
  let base = 0;
  crt2.columns.forEach((min, i) => {
    if (f >= min) base = i;
  });
  const column2 = Math.max(0, Math.min(crt2.columns.length - 1, base + shift(s, c, side)));
  const m = modifier(s, c, side);
  const rows = crt2.losses[column2];
  const row = Math.max(0, Math.min(rows.length - 1, die2 + m - crt2.firstRow));
  return { factors: f, column: column2, modifier: m, total: die2 + m, losses: rows[row] };
}
var defenders = (s, c) => leadersIn(s, c.city, c.attacker === "civilRights" ? "segregationist" : "civilRights");

// src/games/free-at-last-1955/rules/draw.ts
function wanted(s, t) {
  const want = t.left ?? board2(s).set.counts.handSize - s.hands[t.seat].length;
  return s.deck.length + s.discard.length === 0 ? 0 : Math.max(0, want);
}
var drawTask = (seat, n9) => ({ kind: "draw", seat, left: n9 });
var drawTasks3 = {
  draw: {
    decider: (s, t) => wanted(s, t) > 0 && s.deck.length > 0 ? "chance" : "auto",
    outcomes: (s) => countedOutcomes(s.deck, (card9) => ({ type: "draw", card: card9 })),
    answer(ctx, t, a) {
      if (a.type !== "draw") return;
      put2(ctx, "deck", without3(ctx.state.deck, a.card));
      addToHand(ctx, t.seat, a.card);
      ctx.emit({ type: "drew", seat: t.seat });
      if (t.left !== null) ctx.replaceTop({ ...t, left: t.left - 1 });
    },
    run(ctx, t) {
      if (wanted(ctx.state, t) === 0) return ctx.pop();
      put2(ctx, "deck", [...ctx.state.discard].sort());
      put2(ctx, "discard", []);
      ctx.emit({ type: "reshuffle", cards: ctx.state.deck.length });
    },
    prompt: (_s, t) => `a card is drawn for the ${sideName2(t.seat)} player`,
    ask: (_s, t) => ({ chance: "draw", deck: "strategy", for: t.seat })
  }
};

// src/games/free-at-last-1955/rules/free-cities.ts
function placeMarker(ctx, city3, goal) {
  if (ctx.state.cities[city3].m[goal]) return;
  changeCity(ctx, city3, (c) => ({ ...c, m: { ...c.m, [goal]: true } }));
  ctx.emit({ type: "marker", city: city3, goal });
  if (isFree(ctx.state, city3)) ctx.push({ kind: "freeCity", city: city3 });
}
var freeCityTasks = {
  freeCity: {
    decider: () => "auto",
    run(ctx, t) {
      ctx.pop();
      const reward = board2(ctx.state).city.get(t.city).reward;
      ctx.emit({ type: "freeCity", city: t.city, reward: reward.kind, n: reward.n });
      if (reward.kind === "units") ctx.push({ kind: "place", seat: "civilRights", unit: "B", left: reward.n, state: null });
      if (reward.kind === "ops") put2(ctx, "opsBonus", ctx.state.opsBonus + reward.n);
      if (reward.kind === "cards") ctx.push(drawTask("civilRights", reward.n));
      if (reward.kind === "freedom") advanceFreedom(ctx, reward.n, `free city ${t.city}`);
      if (reward.kind === "nonviolence") moveNonviolence(ctx, reward.n, `free city ${t.city}`);
    }
  }
};

// src/games/free-at-last-1955/rules/dice.ts
var FACES = [1, 2, 3, 4, 5, 6];
var dieOutcomes = () => countedOutcomes(FACES, (face3) => ({ type: "die", face: face3 }));

// src/games/free-at-last-1955/rules/confrontation.ts
var confOf = (s) => s.conf;
var defender = (c) => other2(c.attacker);
function changeConf(ctx, f) {
  put2(ctx, "conf", f(confOf(ctx.state)));
}
var CONFRONTATION_KINDS = ["confLeader", "confAvoid", "avoidRoll", "avoidMove", "confCards", "mediaRoll", "confRoll", "klanRoll", "confResolve", "losses", "confEnd"];
function cardOffers(s, seat) {
  const c = confOf(s);
  const out = [];
  if (seat === c.attacker && !c.media) out.push({ type: "media" });
  const leader5 = seat === c.attacker ? c.leader : c.defLeader;
  if (leader5 !== null && c.abilities[seat] === 0 && abilityReady(s, leader5, "drm")) out.push({ type: "ability" });
  for (const card9 of s.hands[seat]) out.push({ type: "card", card: card9 });
  out.push({ type: "done" });
  return out;
}
function winnerOf(c) {
  const i = c.inflicted;
  return i.civilRights === i.segregationist ? "tie" : i.civilRights > i.segregationist ? "civilRights" : "segregationist";
}
function freedomEvents2(ctx, c) {
  const s = ctx.state;
  for (const [id, status] of Object.entries(s.freedomEvents)) {
    const f = board2(s).freedomEvent.get(id);
    if (status !== "open" || f.goal !== c.goal) continue;
    if (!inEventCities(s, f, c.city)) continue;
    change3(ctx, "freedomEvents", (fe2) => ({ ...fe2, [id]: "won" }));
    ctx.emit({ type: "freedomEventWon", event: id, name: f.name });
  }
}
var confrontationTasks = {
  confront: {
    decider: () => "auto",
    run(ctx, t) {
      ctx.pop();
      put2(ctx, "conf", {
        attacker: t.attacker,
        city: t.city,
        goal: t.goal,
        leader: t.leader,
        defLeader: null,
        media: false,
        mediaResult: null,
        avoidFailed: false,
        cards: { civilRights: [], segregationist: [] },
        abilities: { civilRights: 0, segregationist: 0 },
        rolls: { civilRights: null, segregationist: null },
        inflicted: null
      });
      ctx.emit({ type: "confrontation", attacker: t.attacker, kind: t.attacker === "civilRights" ? "protest" : "mass arrest", city: t.city, goal: t.goal, leader: t.leader });
      const att = t.attacker;
      ctx.push(
        { kind: "confLeader" },
        { kind: "confAvoid" },
        { kind: "confCards", seats: [att, other2(att)] },
        { kind: "mediaRoll" },
        { kind: "confRoll", side: att },
        { kind: "confRoll", side: other2(att) },
        { kind: "confResolve" }
      );
    }
  },
  // 3.3 one leader defends: the defender chooses when several stand in the city
  confLeader: {
    decider: (s) => defenders(s, confOf(s)).length > 1 ? defender(confOf(s)) : "auto",
    actions: (s) => defenders(s, confOf(s)).map((leader5) => ({ type: "leader", leader: leader5 })),
    answer(ctx, _t, a) {
      if (a.type !== "leader") return;
      ctx.pop();
      changeConf(ctx, (c) => ({ ...c, defLeader: a.leader }));
    },
    run(ctx) {
      ctx.pop();
      const only2 = defenders(ctx.state, confOf(ctx.state))[0] ?? null;
      changeConf(ctx, (c) => ({ ...c, defLeader: only2 }));
    },
    prompt: (s) => `${sideName2(defender(confOf(s)))}: which leader defends ${confOf(s).city}? (3.3)`,
    ask: (s) => ({ decision: "confLeader", city: confOf(s).city, attacker: confOf(s).leader })
  },
  confCards: windowHandler({
    offers: (s, _t, seat) => cardOffers(s, seat),
    answer(ctx, _t, seat, a) {
      const side = seat;
      if (a.type === "media") {
        changeConf(ctx, (c) => ({ ...c, media: true }));
        ctx.emit({ type: "media", seat });
        return "again";
      }
      if (a.type === "ability") {
        const c = confOf(ctx.state);
        const leader5 = side === c.attacker ? c.leader : c.defLeader;
        const ability = board2(ctx.state).leader.get(leader5).ability;
        if (ability.per !== "always") changeLeader(ctx, leader5, (l) => ({ ...l, used: true }));
        changeConf(ctx, (x) => ({ ...x, abilities: { ...x.abilities, [side]: ability.n } }));
        ctx.emit({ type: "ability", leader: leader5, drm: ability.n });
        return "again";
      }
      if (a.type === "card") {
        takeFromHand2(ctx, side, a.card);
        changeConf(ctx, (c) => ({ ...c, cards: { ...c.cards, [side]: [...c.cards[side], a.card] } }));
        ctx.emit({ type: "confrontationCard", seat, card: a.card });
        return "again";
      }
      return "next";
    },
    ask: (s) => ({ decision: "confCards", city: confOf(s).city }),
    prompt: (s, _t, seat) => `${sideName2(seat)}: ${seat === confOf(s).attacker ? "ask for media attention, " : ""}play confrontation cards${cardOffers(s, seat).some((a) => a.type === "ability") ? ", use your leader\u2019s ability" : ""}, or done (7.1, 6.5)`,
    explain: (_s, _t, _seat, a) => a.type === "media" ? { reason: "Only the attacker asks for media attention, once", rule: "7.1.1" } : a.type === "card" ? { reason: "Confrontation cards come from your hand", rule: "6.5" } : void 0
  }),
  // 7.1.1 1–2 low attention, 5–6 high, else normal
  mediaRoll: {
    decider: (s) => confOf(s).media ? "chance" : "auto",
    outcomes: dieOutcomes,
    answer(ctx, _t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const { mediaLow, mediaHigh } = board2(ctx.state).set.counts;
      const result = a.face <= mediaLow ? "low" : a.face >= mediaHigh ? "high" : "normal";
      changeConf(ctx, (c) => ({ ...c, mediaResult: result }));
      ctx.emit({ type: "mediaRoll", face: a.face, result });
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "the media attention die is rolled (7.1.1)",
    ask: (s) => ({ chance: "die", die: "media", city: confOf(s).city })
  },
  confRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      changeConf(ctx, (c2) => ({ ...c2, rolls: { ...c2.rolls, [t.side]: a.face } }));
      ctx.emit({ type: "confrontationRoll", seat: t.side, face: a.face });
      const c = confOf(ctx.state);
      const state = stateOf(ctx.state, c.city);
      if (t.side === "civilRights" && c.attacker === "civilRights" && a.face === 6 && (ctx.state.klan[state] ?? 0) > 0) ctx.push({ kind: "klanRoll", state });
    },
    prompt: (_s, t) => `the ${sideName2(t.side)} confrontation die is rolled (7.1)`,
    ask: (s, t) => ({ chance: "die", die: "confrontation", for: t.side, city: confOf(s).city })
  },
  confResolve: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      const c = confOf(s);
      const cr2 = line(s, c, "civilRights", c.rolls.civilRights);
      const seg2 = line(s, c, "segregationist", c.rolls.segregationist);
      changeConf(ctx, (x) => ({ ...x, inflicted: { civilRights: cr2.losses, segregationist: seg2.losses } }));
      ctx.emit({ type: "crt", civilRights: cr2, segregationist: seg2 });
      const att = c.attacker;
      const def = other2(att);
      const inflictedBy = { civilRights: cr2.losses, segregationist: seg2.losses };
      ctx.push({ kind: "losses", side: def, left: inflictedBy[att] }, { kind: "losses", side: att, left: inflictedBy[def] }, { kind: "confEnd" });
    }
  },
  confEnd: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const c = confOf(ctx.state);
      const won = winnerOf(c);
      for (const side of ["civilRights", "segregationist"]) {
        if (won === side) change3(ctx, "inFront", (f) => ({ ...f, [side]: [...f[side], ...c.cards[side]] }));
        else {
          for (const card9 of [...ctx.state.inFront[side], ...c.cards[side]]) pile2(ctx, "removed", card9);
          change3(ctx, "inFront", (f) => ({ ...f, [side]: [] }));
        }
      }
      ctx.emit({ type: "confrontationWon", winner: won, city: c.city });
      if (won === "civilRights" && c.attacker === "civilRights") {
        advanceFreedom(ctx, 1, "protest won (2.4)");
        const city3 = ctx.state.cities[c.city];
        if (board2(ctx.state).city.get(c.city).stronghold > 0 && !city3.ns && city3.u.P + city3.u.W === 0) {
          changeCity(ctx, c.city, (x) => ({ ...x, ns: true }));
          ctx.emit({ type: "noStronghold", city: c.city });
        }
        freedomEvents2(ctx, c);
        placeMarker(ctx, c.city, c.goal);
      } else if (won === "segregationist") moveNonviolence(ctx, -1, "confrontation won by the segregationist (2.5)");
      else if (won === "civilRights" && ctx.state.overcome) advanceFreedom(ctx, 1, "mass arrest won with We Shall Overcome (2.5)");
      put2(ctx, "conf", null);
    }
  }
};

// src/games/free-at-last-1955/rules/avoidance.ts
function refuges(s) {
  const c = confOf(s);
  const side = other2(c.attacker);
  const n9 = sideUnits(s, c.city, side);
  return board2(s).citiesOf.get(stateOf(s, c.city)).filter((x) => x !== c.city && hasRoom(s, x, side, n9));
}
function avoidOptions(s) {
  const c = confOf(s);
  if (c.defLeader === null || refuges(s).length === 0) return [];
  return [{ type: "avoid", ability: false }, ...abilityReady(s, c.defLeader, "avoid") ? [{ type: "avoid", ability: true }] : [], { type: "done" }];
}
var avoidanceTasks = {
  confAvoid: {
    decider: (s) => avoidOptions(s).length > 0 ? other2(confOf(s).attacker) : "auto",
    actions: avoidOptions,
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "avoid") return;
      const leader5 = confOf(ctx.state).defLeader;
      const ability = board2(ctx.state).leader.get(leader5).ability;
      if (a.ability && ability.per !== "always") changeLeader(ctx, leader5, (l) => ({ ...l, used: true }));
      ctx.emit({ type: "avoidAttempt", leader: leader5, ability: a.ability });
      ctx.push({ kind: "avoidRoll", bonus: a.ability ? ability.n : 0 });
    },
    run: (ctx) => ctx.pop(),
    ask: (s) => ({ decision: "confAvoid", city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName2(other2(confOf(s).attacker))}: try to avoid the confrontation with ${confOf(s).defLeader} (roll \u2264 his leadership), or done (7.2.1)`,
    explain: () => ({ reason: "Avoiding needs a leader of yours in the city and another city of the state with room for your units", rule: "7.2.1" })
  },
  avoidRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const c = confOf(ctx.state);
      const rating = board2(ctx.state).leader.get(c.defLeader).leadership + t.bonus;
      const success = a.face <= rating;
      ctx.emit({ type: "avoidRoll", face: a.face, rating, success });
      if (success) ctx.push({ kind: "avoidMove" });
      else changeConf(ctx, (x) => ({ ...x, avoidFailed: true }));
    },
    prompt: () => "the avoidance die is rolled (7.2.1)",
    ask: (s, t) => ({ chance: "die", die: "avoidance", for: other2(confOf(s).attacker), city: confOf(s).city, bonus: t.bonus })
  },
  avoidMove: {
    decider: (s) => other2(confOf(s).attacker),
    actions: (s) => refuges(s).map((city3) => ({ type: "city", city: city3 })),
    answer(ctx, _t, a) {
      if (a.type !== "city") return;
      const c = confOf(ctx.state);
      const side = other2(c.attacker);
      for (const u of cityUnitsOf(side)) {
        const n9 = ctx.state.cities[c.city].u[u];
        if (n9 > 0) moveUnits2(ctx, c.city, a.city, u, n9);
      }
      changeLeader(ctx, c.defLeader, (l) => ({ ...l, city: a.city }));
      ctx.emit({ type: "avoided", seat: side, from: c.city, to: a.city });
      for (const t of ctx.state.tasks.filter((x) => CONFRONTATION_KINDS.includes(x.kind))) ctx.remove(t);
      put2(ctx, "conf", null);
      if (c.attacker === "civilRights") placeMarker(ctx, c.city, c.goal);
      else moveNonviolence(ctx, -1, "mass arrest avoided (7.2.2)");
    },
    ask: (s) => ({ decision: "avoidMove", city: confOf(s).city, leader: confOf(s).defLeader }),
    prompt: (s) => `${sideName2(other2(confOf(s).attacker))}: the confrontation is avoided \u2014 move your units and leader to another city of the state (7.2.1)`
  }
};

// src/games/free-at-last-1955/rules/city-activation.ts
var none = { B: 0, S: 0, N: 0, P: 0, W: 0 };
function movable3(s, t, city3, u) {
  return s.cities[city3].u[u] - (t.arrived[city3]?.[u] ?? 0);
}
function moves(s, t, city3) {
  const b = board2(s);
  const home = stateOf(s, city3);
  const out = [];
  for (const unit4 of cityUnitsOf(t.seat)) {
    if (movable3(s, t, city3, unit4) <= 0) continue;
    const targets = crossesStates(unit4) ? b.cityNames : b.citiesOf.get(home);
    for (const to of targets) if (to !== city3 && hasRoom(s, to, t.seat)) out.push({ type: "move", unit: unit4, to });
  }
  return out;
}
function canMoveFrom(s, t, city3) {
  const b = board2(s);
  for (const unit4 of cityUnitsOf(t.seat)) {
    if (movable3(s, t, city3, unit4) <= 0) continue;
    const targets = crossesStates(unit4) ? b.cityNames : b.citiesOf.get(stateOf(s, city3));
    if (targets.some((to) => to !== city3 && hasRoom(s, to, t.seat))) return true;
  }
  return false;
}
var canEntrench = (s, t, city3) => t.seat === "segregationist" && s.cities[city3].u.W > 0 && !s.cities[city3].e;
function options2(s, t) {
  if (t.city !== null) return [...moves(s, t, t.city), ...canEntrench(s, t, t.city) ? [{ type: "entrench" }] : [], { type: "done" }];
  if (t.left <= 0) return [];
  const cities4 = board2(s).cityNames.filter((c) => !t.done.includes(c) && (canMoveFrom(s, t, c) || canEntrench(s, t, c)));
  return [...cities4.map((city3) => ({ type: "city", city: city3 })), { type: "done" }];
}
var cityActivationTasks = {
  cityAct: {
    decider: (s, t) => options2(s, t).length > 0 ? t.seat : "auto",
    actions: options2,
    answer(ctx, t, a) {
      if (a.type === "city") {
        ctx.emit({ type: "cityActivated", seat: t.seat, city: a.city });
        return ctx.replaceTop({ ...t, city: a.city, left: t.left - 1, done: [...t.done, a.city] });
      }
      if (a.type === "move" && t.city !== null) {
        const unit4 = a.unit;
        moveUnits2(ctx, t.city, a.to, unit4);
        ctx.emit({ type: "moved", seat: t.seat, unit: unit4, from: t.city, to: a.to });
        const at = t.arrived[a.to] ?? none;
        return ctx.replaceTop({ ...t, arrived: { ...t.arrived, [a.to]: { ...at, [unit4]: at[unit4] + 1 } } });
      }
      if (a.type === "entrench" && t.city !== null) {
        ctx.replaceTop({ ...t, city: null });
        return ctx.push({ kind: "entrenchRoll", city: t.city });
      }
      if (t.city !== null) ctx.replaceTop({ ...t, city: null });
      else ctx.pop();
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => t.city === null ? `${sideName2(t.seat)}: activate a city (${t.left} left), or done (6.3)` : `${sideName2(t.seat)}: move a unit from ${t.city}${t.seat === "segregationist" ? ", attempt to entrench it" : ""}, or done (6.3.1, 6.3.2)`,
    explain: (_s, t, a) => a.type === "move" ? { reason: "P, B and W units move within their state, S and N anywhere; units that arrived by this card do not move again; at most 10 units per side in a city", rule: "6.3.1" } : a.type === "entrench" ? { reason: "Only W units can entrench, in a city not yet entrenched", rule: "6.3.2" } : a.type === "city" && t.city === null ? { reason: "Each city is activated once per card, one per Ops", rule: "6.3" } : void 0
  },
  entrenchRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const w = ctx.state.cities[t.city].u.W;
      const success = a.face <= w;
      if (success) changeCity(ctx, t.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: "entrench", city: t.city, face: a.face, w, success });
    },
    prompt: (_s, t) => `the segregationist rolls to entrench ${t.city} (6.3.2)`,
    ask: (_s, t) => ({ chance: "die", die: "entrenchment", for: "segregationist", city: t.city })
  }
};

// src/games/free-at-last-1955/rules/elections.ts
function candidatesOf(s) {
  return board2(s).set.elections.find((e) => e.year === s.year)?.candidates;
}
function openElection(ctx) {
  const s = ctx.state;
  if (!board2(s).set.counts.electionYears.includes(s.year) || candidatesOf(s) === void 0) return [];
  put2(ctx, "election", { commits: { civilRights: null, segregationist: null }, rolls: [] });
  return [{ kind: "commit", seats: ["civilRights", "segregationist"] }, { kind: "electionRoll", i: 0 }, { kind: "electionRoll", i: 1 }, { kind: "electionResolve" }];
}
var electionTasks = {
  commit: windowHandler({
    offers(s, _t, seat) {
      const hand = s.hands[seat];
      return [...hand.flatMap((card9) => [0, 1].map((candidate) => ({ type: "commit", card: card9, candidate }))), { type: "done" }];
    },
    answer(ctx, _t, seat, a) {
      if (a.type !== "commit") return "next";
      const side = seat;
      takeFromHand2(ctx, side, a.card);
      put2(ctx, "election", { ...ctx.state.election, commits: perSide(ctx.state.election.commits, side, () => ({ card: a.card, candidate: a.candidate })) });
      ctx.emit({ type: "committed", seat });
      return "next";
    },
    ask: (s) => ({ decision: "commit", candidates: candidatesOf(s).map((c) => c.name) }),
    prompt(s, _t, seat) {
      const [a, b] = candidatesOf(s);
      return `${sideName2(seat)}: commit a held card face down to ${a.name} (0) or ${b.name} (1), or done (8.1)`;
    }
  }),
  electionRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      put2(ctx, "election", { ...ctx.state.election, rolls: [...ctx.state.election.rolls, a.face] });
      ctx.emit({ type: "electionRoll", candidate: candidatesOf(ctx.state)[t.i].name, face: a.face });
    },
    prompt: (s, t) => `the die is rolled for ${candidatesOf(s)[t.i].name} (8.1)`,
    ask: (s, t) => ({ chance: "die", die: "election", candidate: candidatesOf(s)[t.i].name })
  },
  electionResolve: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      const e = s.election;
      const candidates2 = candidatesOf(s);
      const b = board2(s);
      const totals = candidates2.map((c, i) => {
        let total = c.popularity + e.rolls[i];
        for (const commit of [e.commits.civilRights, e.commits.segregationist]) if (commit?.candidate === i) total += b.card.get(commit.card).ops;
        return total;
      });
      if (totals[0] === totals[1]) {
        ctx.emit({ type: "electionTie", totals });
        put2(ctx, "election", { ...e, rolls: [] });
        ctx.push({ kind: "electionRoll", i: 0 }, { kind: "electionRoll", i: 1 }, { kind: "electionResolve" });
        return;
      }
      const winner = candidates2[totals[0] > totals[1] ? 0 : 1];
      for (const side of ["civilRights", "segregationist"]) {
        const commit = e.commits[side];
        if (commit === null) continue;
        ctx.emit({ type: "revealed", seat: side, card: commit.card, candidate: candidates2[commit.candidate].name });
        pile2(ctx, "discard", commit.card);
      }
      put2(ctx, "climate", winner);
      put2(ctx, "election", null);
      ctx.emit({ type: "elected", name: winner.name, totals, S: winner.S, A: winner.A, V: winner.V });
    }
  }
};

// src/games/free-at-last-1955/rules/events.ts
var basic = (side) => side === "civilRights" ? "B" : "W";
var effects2 = {
  place: (ctx, e, t) => ctx.push({ kind: "place", seat: t.seat, unit: e.unit === "own" ? basic(t.seat) : e.unit, left: e.n, state: e.state }),
  remove: (ctx, e, t) => ctx.push({ kind: "removeUnits", seat: t.seat, unit: e.unit === "opponent" ? basic(other2(t.seat)) : e.unit, left: e.n }),
  klan: (ctx, e) => ctx.push({ kind: "klanPlace", left: e.n }),
  entrench: (ctx, e) => ctx.push({ kind: "entrenchPick", left: e.n }),
  freedom: (ctx, e, t) => advanceFreedom(ctx, e.n, t.card),
  nonviolence: (ctx, e, t) => moveNonviolence(ctx, e.n, t.card),
  draw: (ctx, e, t) => ctx.push(drawTask(t.seat, e.n)),
  // 10.2 the card half of a Freedom Event: its protest must be won afterwards
  freedomEvent(ctx, e) {
    if (ctx.state.freedomEvents[e.event] === "won") return;
    change3(ctx, "freedomEvents", (f) => ({ ...f, [e.event]: "open" }));
    ctx.emit({ type: "freedomEventOpen", event: e.event });
  },
  // 2.5 We Shall Overcome: winning a mass arrest advances the Freedom Track this year
  overcome: (ctx) => put2(ctx, "overcome", true)
};
function removeOptions(s, t) {
  if (t.left <= 0) return [];
  return board2(s).cityNames.filter((c) => s.cities[c].u[t.unit] > 0).map((city3) => ({ type: "city", city: city3 }));
}
var klanOptions = (s, t) => t.left > 0 && s.supply.K > 0 ? board2(s).stateNames.map((state) => ({ type: "state", state })) : [];
var entrenchOptions = (s, t) => t.left > 0 ? board2(s).cityNames.filter((c) => s.cities[c].u.W > 0 && !s.cities[c].e).map((city3) => ({ type: "city", city: city3 })) : [];
function counted2(ctx, t) {
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}
var eventTasks = {
  event: effectListHandler(effects2),
  removeUnits: {
    decider: (s, t) => removeOptions(s, t).length > 0 ? t.seat : "auto",
    actions: removeOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      addUnits2(ctx, a.city, t.unit, -1);
      ctx.emit({ type: "removed", seat: t.seat, unit: t.unit, city: a.city });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: (_s, t) => `${sideName2(t.seat)}: remove a ${t.unit} unit (${t.left} left) (6.4)`
  },
  klanPlace: {
    decider: (s, t) => klanOptions(s, t).length > 0 ? "segregationist" : "auto",
    actions: klanOptions,
    answer(ctx, t, a) {
      if (a.type !== "state") return;
      addKlan(ctx, a.state);
      ctx.emit({ type: "klan", state: a.state });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "segregationist: place a K unit in a state (3.1.3)"
  },
  entrenchPick: {
    decider: (s, t) => entrenchOptions(s, t).length > 0 ? "segregationist" : "auto",
    actions: entrenchOptions,
    answer(ctx, t, a) {
      if (a.type !== "city") return;
      changeCity(ctx, a.city, (c) => ({ ...c, e: true }));
      ctx.emit({ type: "entrench", city: a.city, success: true });
      counted2(ctx, t);
    },
    run: (ctx) => ctx.pop(),
    prompt: () => "segregationist: entrench a city with W units (6.3.2)"
  }
};

// src/games/free-at-last-1955/rules/leader-elimination.ts
var leaderEliminationTasks = {
  klanRoll: {
    decider: () => "chance",
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const leader5 = confOf(ctx.state).leader;
      const need = 7 - (ctx.state.klan[t.state] ?? 0);
      const eliminated = a.face >= need;
      ctx.emit({ type: "klanAttack", leader: leader5, state: t.state, face: a.face, need, eliminated });
      if (eliminated) changeLeader(ctx, leader5, (l) => ({ ...l, city: null }));
      else if (addKlan(ctx, t.state)) ctx.emit({ type: "klan", state: t.state });
    },
    prompt: (s, t) => `the Klan strikes at ${confOf(s).leader} in ${t.state} (9.0)`,
    ask: (s, t) => ({ chance: "die", die: "klan", leader: confOf(s).leader, state: t.state })
  }
};

// src/games/free-at-last-1955/rules/losses.ts
var present = (s, t) => cityUnitsOf(t.side).filter((u) => s.cities[confOf(s).city].u[u] > 0);
var lossTasks = {
  losses: {
    decider: (s, t) => t.left > 0 && present(s, t).length > 1 ? t.side : "auto",
    actions: (s, t) => present(s, t).map((unit4) => ({ type: "loss", unit: unit4 })),
    answer(ctx, t, a) {
      if (a.type !== "loss") return;
      take(ctx, t, a.unit);
    },
    run(ctx, t) {
      const types2 = present(ctx.state, t);
      if (t.left <= 0 || types2.length === 0) return ctx.pop();
      take(ctx, t, types2[0]);
    },
    prompt: (_s, t) => `${sideName2(t.side)}: take a loss (${t.left} left) \u2014 choose the unit type (7.1)`
  }
};
function take(ctx, t, unit4) {
  addUnits2(ctx, confOf(ctx.state).city, unit4, -1);
  ctx.emit({ type: "loss", seat: t.side, unit: unit4, city: confOf(ctx.state).city });
  if (t.left <= 1) ctx.pop();
  else ctx.replaceTop({ ...t, left: t.left - 1 });
}

// src/games/free-at-last-1955/rules/victory.ts
function statesWithoutB(s) {
  const b = board2(s);
  return b.stateNames.filter((st) => b.citiesOf.get(st).every((c) => s.cities[c].u.B === 0));
}
var eventsWon = (s) => Object.values(s.freedomEvents).filter((v) => v === "won").length;
function points(s) {
  const bonus = board2(s).set.counts.freedomBonus;
  return s.freedom + bonus[Math.min(eventsWon(s), bonus.length - 1)];
}
function band(s, total) {
  const { decisive, marginal, marginalSegregationist } = board2(s).set.counts.bands;
  const said = (what) => `${what} with ${total} points (10.3)`;
  if (total >= decisive) return { code: "decisive-civil-rights", winner: "civilRights", points: total, reason: said("Decisive civil rights victory") };
  if (total >= marginal) return { code: "marginal-civil-rights", winner: "civilRights", points: total, reason: said("Marginal civil rights victory") };
  if (total >= marginalSegregationist) return { code: "marginal-segregationist", winner: "segregationist", points: total, reason: said("Marginal segregationist victory") };
  return { code: "decisive-segregationist", winner: "segregationist", points: total, reason: said("Decisive segregationist victory") };
}
function endGame(ctx, outcome) {
  put2(ctx, "outcome", outcome);
  ctx.emit({ type: "gameOver", code: outcome.code, winner: outcome.winner, reason: outcome.reason });
}
function checkVictory(ctx) {
  const s = ctx.state;
  const counts5 = board2(s).set.counts;
  const lost = statesWithoutB(s);
  if (s.year > counts5.eliminationAfter && lost.length >= counts5.eliminationStates) {
    return endGame(ctx, { code: "movement-eliminated", winner: "segregationist", points: null, reason: `The civil rights movement is eliminated in ${lost.join(", ")} (5.3)` });
  }
  if (s.nonviolence === 0) endGame(ctx, { code: "nonviolence-abandoned", winner: "segregationist", points: null, reason: "Non-violence is abandoned (2.5, 5.3)" });
}

// src/games/free-at-last-1955/rules/year.ts
var sides3 = ["civilRights", "segregationist"];
var yearTasks = {
  year: {
    decider: () => "auto",
    run(ctx) {
      const s = ctx.state;
      ctx.pop();
      ctx.emit({ type: "year", year: s.year });
      const actions = board2(s).set.counts.actionsPerYear;
      put2(ctx, "actionsLeft", { civilRights: actions, segregationist: actions });
      put2(ctx, "onMove", "civilRights");
      ctx.push(drawTask("civilRights", null), drawTask("segregationist", null), { kind: "plays" }, { kind: "yearEnd" });
    }
  },
  yearEnd: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      for (const side of sides3) for (const c of s.inFront[side]) pile2(ctx, "removed", c);
      put2(ctx, "inFront", { civilRights: [], segregationist: [] });
      const b = board2(s);
      change3(ctx, "leaders", (ls) => {
        const next3 = { ...ls };
        for (const [name, l] of Object.entries(ls)) next3[name] = { ...l, activations: 0, used: l.used && b.leader.get(name).ability.per === "game" };
        return next3;
      });
      put2(ctx, "overcome", false);
      const tasks = [{ kind: "discard", seats: [...sides3] }, { kind: "yearChecks" }, ...openElection(ctx), { kind: "nextYear" }];
      ctx.push(...tasks);
    }
  },
  // 6.6 unplayed cards may be discarded at the end of a year: every seat is asked (public information)
  discard: windowHandler({
    offers: (s, _t, seat) => [...s.hands[seat].map((card9) => ({ type: "discard", card: card9 })), { type: "done" }],
    answer(ctx, _t, seat, a) {
      if (a.type !== "discard") return "next";
      takeFromHand2(ctx, seat, a.card);
      pile2(ctx, "discard", a.card);
      ctx.emit({ type: "discarded", seat, card: a.card });
      return "again";
    },
    prompt: (_s, _t, seat) => `${sideName2(seat)}: discard cards you do not want to hold into next year, or done (6.6)`,
    ask: (s) => ({ decision: "discard", year: s.year })
  }),
  yearChecks: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      checkVictory(ctx);
    }
  },
  nextYear: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      const s = ctx.state;
      if (s.year >= board2(s).set.counts.lastYear) return endGame(ctx, band(s, points(s)));
      put2(ctx, "year", s.year + 1);
      ctx.push({ kind: "year" });
    }
  }
};

// src/games/free-at-last-1955/rules/handlers.ts
var handlers4 = {
  ...yearTasks,
  ...drawTasks3,
  ...playTasks,
  ...recruitmentTasks,
  ...leaderActivationTasks,
  ...cityActivationTasks,
  ...eventTasks,
  ...confrontationTasks,
  ...avoidanceTasks,
  ...lossTasks,
  ...leaderEliminationTasks,
  ...freeCityTasks,
  ...electionTasks
};

// src/games/free-at-last-1955/rules/task-machine.ts
function settle3(ctx) {
  for (const city3 of board2(ctx.state).cityNames) {
    const c = ctx.state.cities[city3];
    if (c.e && c.u.W === 0) {
      changeCity(ctx, city3, (x) => ({ ...x, e: false }));
      ctx.emit({ type: "entrenchmentLost", city: city3 });
    }
  }
  if (ctx.state.outcome !== null && ctx.state.tasks.length > 0) put2(ctx, "tasks", []);
}
var freeAtLast1955TaskMachine = taskMachine({
  name: "free-at-last-1955",
  handlers: handlers4,
  over: (s) => s.outcome !== null,
  settle: settle3
});

// src/games/free-at-last-1955/rules/sections.ts
var taskSections3 = {
  year: "5.0",
  draw: "5.1",
  plays: "5.2",
  yearEnd: "5.2",
  discard: "6.6",
  yearChecks: "5.3",
  nextYear: "5.0",
  place: "6.1",
  removeUnits: "6.4",
  klanPlace: "3.1.3",
  entrenchPick: "6.3.2",
  event: "6.4",
  cityAct: "6.3",
  entrenchRoll: "6.3.2",
  activation: "6.2",
  confront: "7.1",
  confLeader: "3.3",
  confAvoid: "7.2.1",
  avoidRoll: "7.2.1",
  avoidMove: "7.2.1",
  confCards: "6.5",
  mediaRoll: "7.1.1",
  confRoll: "7.1",
  klanRoll: "9.0",
  confResolve: "7.1",
  losses: "7.1",
  confEnd: "7.0.2",
  freeCity: "10.0.1",
  commit: "8.1",
  electionRoll: "8.1",
  electionResolve: "8.2"
};

// src/games/free-at-last-1955/illegal.ts
function explainIllegal4(s, a) {
  const why6 = freeAtLast1955TaskMachine.explainIllegal(s, a);
  const task3 = s.tasks[s.tasks.length - 1];
  if (why6?.rule !== void 0 || task3 === void 0) return why6;
  return { reason: why6?.reason ?? `Not one of the answers to: ${freeAtLast1955TaskMachine.prompt(s)}`, rule: taskSections3[task3.kind] };
}

// src/games/free-at-last-1955/result.ts
function resultOf3(s) {
  const o = s.outcome;
  if (o === null) return null;
  const win = o.code.startsWith("marginal") ? 1 : 2;
  const scores = { civilRights: o.winner === "civilRights" ? win : 0, segregationist: o.winner === "segregationist" ? win : 0 };
  return { scores, winners: [o.winner], reason: o.reason, code: o.code };
}

// src/games/free-at-last-1955/rules/setup.ts
function initialState3(c, rng) {
  const set2 = c.components ?? referenceComponents3;
  const cities4 = {};
  for (const city3 of set2.cities) cities4[city3.name] = { u: { B: 0, S: 0, N: 0, P: 0, W: 0 }, m: { S: false, A: false, V: false }, e: false, ns: false };
  const supply2 = { ...set2.counts.units };
  for (const u of set2.setup.units) {
    cities4[u.city].u[u.unit] += u.n;
    supply2[u.unit] -= u.n;
  }
  const klan = {};
  for (const st of set2.states) klan[st.name] = 0;
  for (const k of set2.setup.klan) {
    klan[k.state] = klan[k.state] + k.n;
    supply2.K -= k.n;
  }
  const leaders5 = {};
  for (const l of set2.leaders) leaders5[l.name] = { city: l.city, activations: 0, used: false };
  return {
    rng: [...rng],
    chance: c.chance,
    components: c.components ?? null,
    year: set2.counts.firstYear,
    cities: cities4,
    klan,
    supply: supply2,
    leaders: leaders5,
    freedom: 0,
    nonviolence: set2.counts.nonviolenceStart,
    freedomEvents: {},
    climate: set2.setup.president,
    hands: { civilRights: [], segregationist: [] },
    deck: set2.cards.map((card9) => card9.name).sort(),
    discard: [],
    removed: [],
    inFront: { civilRights: [], segregationist: [] },
    actionsLeft: { civilRights: 0, segregationist: 0 },
    onMove: "civilRights",
    opsBonus: 0,
    overcome: false,
    conf: null,
    election: null,
    tasks: [{ kind: "year" }],
    outcome: null
  };
}

// src/games/free-at-last-1955/spaces/action-space.ts
var sorted3 = (xs) => [...new Set(xs)].sort();
function build5(set2) {
  const cards5 = sorted3(set2.cards.map((c) => c.name));
  const ops = [null, ...cards5];
  const cities4 = set2.cities.map((c) => c.name);
  return actionSpace(
    actionTypesOf(actionSchema3, {
      card: cards5,
      "recruit.card": ops,
      "activate.card": ops,
      "cities.card": ops,
      city: cities4,
      to: cities4,
      state: set2.states.map((s) => s.name),
      leader: set2.leaders.map((l) => l.name)
    })
  );
}
var spaceOf3 = cachedBy(build5);
var freeAtLast1955ActionSpace = (s) => spaceOf3(s.components ?? referenceComponents3);

// src/games/free-at-last-1955/spaces/observation.ts
var INF3 = Number.POSITIVE_INFINITY;
var sides4 = sideSchema2.options;
var goals = goalSchema.options;
var cityUnits = ["B", "S", "N", "P", "W"];
var outcomes2 = stateSchema3.shape.outcome.unwrap().shape.code.options;
var flag3 = (b) => b ? 1 : 0;
function cityParts(city3, stacking) {
  const c = (v) => v.cities[city3];
  const p = `cities.${city3}.`;
  return [
    ...cityUnits.map((u) => scalar(`${p}${u}`, `${u} units (3.0)`, 0, stacking, (v) => c(v)?.u[u] ?? 0)),
    ...goals.map((g) => scalar(`${p}m.${g}`, `${g} Integration marker (2.1)`, 0, 1, (v) => flag3(c(v)?.m[g]))),
    scalar(`${p}e`, "E marker (6.3.2)", 0, 1, (v) => flag3(c(v)?.e)),
    scalar(`${p}ns`, "No Stronghold marker (2.3.1)", 0, 1, (v) => flag3(c(v)?.ns))
  ];
}
function confrontationParts(cities4, leaders5, cards5) {
  const c = (v) => v.conf ?? void 0;
  return [
    scalar("conf.active", "a confrontation is under way", 0, 1, (v) => flag3(v.conf !== null)),
    oneHot("conf.attacker", "the attacking side", sides4, (v) => c(v)?.attacker),
    oneHot("conf.city", "the city attacked", cities4, (v) => c(v)?.city),
    oneHot("conf.goal", "the protest goal (none: a mass arrest)", [null, ...goals], (v) => c(v)?.goal ?? null),
    oneHot("conf.leader", "the attacking leader", leaders5, (v) => c(v)?.leader),
    oneHot("conf.defLeader", "the defending leader", leaders5, (v) => c(v)?.defLeader ?? void 0),
    scalar("conf.media", "a media roll was asked for (7.1.1)", 0, 1, (v) => flag3(c(v)?.media)),
    oneHot("conf.mediaResult", "the media roll", ["low", "normal", "high"], (v) => c(v)?.mediaResult ?? void 0),
    scalar("conf.avoidFailed", "the defender failed to avoid it (7.2.2)", 0, 1, (v) => flag3(c(v)?.avoidFailed)),
    ...sides4.flatMap((x) => [
      counts2(`conf.cards.${x}`, `confrontation cards played by ${x} (6.5)`, cards5, 1, (v) => c(v)?.cards[x] ?? []),
      scalar(`conf.abilities.${x}`, `${x}'s special ability modifiers (4.4)`, 0, INF3, (v) => c(v)?.abilities[x] ?? 0),
      scalar(`conf.rolls.${x}`, `${x}'s die (0: not rolled)`, 0, 6, (v) => c(v)?.rolls[x] ?? 0),
      scalar(`conf.inflicted.${x}`, `losses ${x} inflicted (7.1 step 6)`, 0, INF3, (v) => c(v)?.inflicted?.[x] ?? 0)
    ])
  ];
}
function build6(set2) {
  const k = set2.counts;
  const cities4 = set2.cities.map((c) => c.name);
  const leaders5 = set2.leaders.map((l) => l.name);
  const cards5 = [...new Set(set2.cards.map((c) => c.name))].sort();
  const candidates2 = [set2.setup.president, ...set2.elections.flatMap((e) => e.candidates)];
  const rating = (r) => [Math.min(...candidates2.map((c) => c[r])), Math.max(...candidates2.map((c) => c[r]))];
  const unitMax = Math.max(...Object.values(k.units));
  return observer([
    oneHot("seat", "the observing seat (none: a spectator)", sides4, (v) => v.seat),
    scalar("toMove.self", "the observing seat decides now", 0, 1, (v) => flag3(v.seat !== null && v.toMove === v.seat)),
    scalar("toMove.chance", "a chance node is waiting (manual chance mode)", 0, 1, (v) => flag3(v.toMove === "chance")),
    scalar("year", "the year", k.firstYear, k.lastYear, (v) => v.year),
    ...cities4.flatMap((c) => cityParts(c, k.stacking)),
    ...set2.states.map((st) => scalar(`klan.${st.name}`, `K units in ${st.name} (9.0)`, 0, k.units.K, (v) => v.klan[st.name] ?? 0)),
    ...["B", "S", "N", "P", "W", "K"].map((u) => scalar(`supply.${u}`, `${u} units in the supply`, 0, unitMax, (v) => v.supply[u])),
    ...leaders5.flatMap((l) => [
      oneHot(`leaders.${l}.city`, `where ${l} is (all 0: eliminated, 9.0)`, cities4, (v) => v.leaders[l]?.city ?? void 0),
      scalar(`leaders.${l}.activations`, "activations this year (4.1)", 0, INF3, (v) => v.leaders[l]?.activations ?? 0),
      scalar(`leaders.${l}.used`, "special ability spent (4.4)", 0, 1, (v) => flag3(v.leaders[l]?.used))
    ]),
    scalar("freedom", "the Freedom Track (2.4)", 0, INF3, (v) => v.freedom),
    scalar("nonviolence", "the Non-violence Commitment Track (2.5; 0: abandoned)", 0, k.nonviolenceMax, (v) => v.nonviolence),
    ...set2.freedomEvents.map((f) => oneHot(`freedomEvents.${f.id}`, `${f.name} (2.6, 10.2)`, ["open", "won"], (v) => v.freedomEvents[f.id])),
    ...["popularity", "S", "A", "V"].map((r) => scalar(`climate.${r}`, `the President's ${r} rating (8.2)`, ...rating(r), (v) => v.climate[r])),
    counts2("hand", "the observing seat's own hand", cards5, 1, (v) => v.hand),
    ...sides4.map((x) => scalar(`handSizes.${x}`, `cards in ${x}'s hand`, 0, cards5.length, (v) => v.handSizes[x])),
    scalar("deckSize", "cards in the deck", 0, cards5.length, (v) => v.deckSize),
    counts2("discard", "the discard pile", cards5, 1, (v) => v.discard),
    counts2("removed", "cards out of the game (6.4, 6.5)", cards5, 1, (v) => v.removed),
    ...sides4.map((x) => counts2(`inFront.${x}`, `confrontation cards in front of ${x} (6.5)`, cards5, 1, (v) => v.inFront[x])),
    ...sides4.map((x) => scalar(`actionsLeft.${x}`, `${x}'s actions left this year (5.2)`, 0, INF3, (v) => v.actionsLeft[x])),
    oneHot("onMove", "the side on move (5.2)", sides4, (v) => v.onMove),
    scalar("opsBonus", "the free-city Ops bonus waiting (10.0.1)", 0, INF3, (v) => v.opsBonus),
    scalar("overcome", "We Shall Overcome is in effect (2.5)", 0, 1, (v) => flag3(v.overcome)),
    ...confrontationParts(cities4, leaders5, cards5),
    scalar("election.active", "an election is under way (8.1)", 0, 1, (v) => flag3(v.election !== null)),
    ...sides4.map((x) => scalar(`election.committed.${x}`, `${x} committed a card face down`, 0, 1, (v) => flag3(v.election?.committed[x]))),
    oneHot("election.own.card", "the observing seat's own committed card", cards5, (v) => v.election?.own?.card),
    oneHot("election.own.candidate", "the candidate it backs", [0, 1], (v) => v.election?.own?.candidate),
    numbers("election.rolls", "the dice rolled for the two candidates (0: not yet)", 2, 0, 6, (v) => v.election?.rolls ?? []),
    oneHot("outcome", "the end-reason code (all 0 while the game runs)", outcomes2, (v) => v.outcome?.code)
  ]);
}
var observerOf3 = cachedBy(build6);
var freeAtLast1955Observer = (s) => observerOf3(s.components ?? referenceComponents3);

// src/games/free-at-last-1955/view.ts
function promptOf2(s) {
  return s.outcome ? `Game over: ${s.outcome.reason}` : freeAtLast1955TaskMachine.prompt(s);
}
function viewOf3(s, seat) {
  const mine = seat === "civilRights" || seat === "segregationist" ? seat : null;
  const toMove = freeAtLast1955TaskMachine.toMove(s);
  const e = s.election;
  return {
    seat,
    year: s.year,
    toMove,
    prompt: promptOf2(s),
    cities: s.cities,
    klan: s.klan,
    supply: s.supply,
    leaders: s.leaders,
    freedom: s.freedom,
    nonviolence: s.nonviolence,
    freedomEvents: s.freedomEvents,
    climate: s.climate,
    hand: mine === null ? [] : s.hands[mine],
    handSizes: { civilRights: s.hands.civilRights.length, segregationist: s.hands.segregationist.length },
    deckSize: s.deck.length,
    discard: s.discard,
    removed: s.removed,
    inFront: s.inFront,
    actionsLeft: s.actionsLeft,
    onMove: s.onMove,
    opsBonus: s.opsBonus,
    overcome: s.overcome,
    conf: s.conf,
    election: e === null ? null : { committed: { civilRights: e.commits.civilRights !== null, segregationist: e.commits.segregationist !== null }, own: mine === null ? null : e.commits[mine], rolls: e.rolls },
    legal: seat !== null && toMove === seat ? freeAtLast1955TaskMachine.legalActions(s) : [],
    ask: freeAtLast1955TaskMachine.ask(s),
    // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome
  };
}

// src/games/free-at-last-1955/scenario.ts
function takeCard(d, card9, setter) {
  for (const list2 of [d.deck, d.discard]) {
    const i = list2.indexOf(card9);
    if (i >= 0) return void list2.splice(i, 1);
  }
  throw new Error(`${setter}: ${card9} is not in the deck or the discard pile (it would be taken from a hand, from in front of a side or from the removed cards)`);
}
function freeAtLast1955Scenario(state) {
  const next3 = (change4) => freeAtLast1955Scenario(edited(state, change4));
  const settle4 = (change4) => freeAtLast1955Scenario(settled(freeAtLast1955TaskMachine, edited(state, change4)));
  return {
    state,
    units: (city3, units4) => next3((d) => {
      for (const [k, v] of Object.entries(units4)) {
        d.cities[city3].u[k] += v;
        d.supply[k] -= v;
      }
    }),
    clearMap: () => next3((d) => {
      for (const c of Object.values(d.cities)) {
        for (const k of ["B", "S", "N", "P", "W"]) {
          d.supply[k] += c.u[k];
          c.u[k] = 0;
        }
        c.e = false;
        c.ns = false;
      }
      for (const st of Object.keys(d.klan)) {
        d.supply.K += d.klan[st];
        d.klan[st] = 0;
      }
    }),
    klan: (st, n9) => next3((d) => {
      d.supply.K += d.klan[st] - n9;
      d.klan[st] = n9;
    }),
    markers: (city3, goals2) => next3((d) => goals2.forEach((g) => d.cities[city3].m[g] = true)),
    entrenched: (city3, on = true) => next3((d) => void (d.cities[city3].e = on)),
    leader: (name, city3) => next3((d) => void (d.leaders[name].city = city3)),
    hand: (side, cards5) => next3((d) => {
      d.deck.push(...d.hands[side]);
      d.hands[side] = [];
      for (const c of cards5) takeCard(d, c, "hand");
      d.hands[side] = [...cards5].sort();
      d.deck.sort();
    }),
    inFront: (side, cards5) => next3((d) => {
      for (const c of cards5) takeCard(d, c, "inFront");
      d.inFront[side].push(...cards5);
    }),
    deck: (cards5) => settle4((d) => {
      for (const c of cards5) takeCard(d, c, "deck");
      d.discard.push(...d.deck);
      d.deck = [...cards5].sort();
    }),
    tracks: (freedom, nonviolence) => next3((d) => Object.assign(d, { freedom, nonviolence })),
    year: (year) => next3((d) => void (d.year = year)),
    actionsLeft: (side, n9) => next3((d) => void (d.actionsLeft[side] = n9)),
    at: (point, side) => settle4((d) => {
      if (side === void 0) throw new Error(`at('${point}'): say which side acts`);
      const i = d.tasks.findIndex((t) => t.kind === "plays");
      if (i < 0) throw new Error("at('plays'): no year under way");
      d.onMove = side;
      d.tasks = [...d.tasks.slice(0, i + 1), ...d.tasks.slice(i + 1).filter((t) => t.kind === "draw" && t.left === null)];
    }),
    edit: next3
  };
}

// src/games/free-at-last-1955/choices.ts
var step5 = (key, label) => ({ key, label });
var GOAL2 = { S: "school integration", A: "public accommodations", V: "voting rights" };
var cardStep = (card9) => step5(`card:${card9}`, card9 ?? "the free 1-Ops action");
function pathOf4(a, where) {
  switch (a.type) {
    case "recruit":
      return [cardStep(a.card), step5("recruit", "recruit units")];
    case "activate":
      return [cardStep(a.card), step5("activate", "activate a leader"), step5(a.leader, a.leader)];
    case "cities":
      return [cardStep(a.card), step5("cities", "activate cities")];
    case "event":
      return [cardStep(a.card), step5("event", "play it as an event")];
    case "card":
      return [cardStep(a.card), step5("card", "play it as a confrontation card")];
    case "discard":
      return [cardStep(a.card), step5("discard", "discard it")];
    case "commit":
      return [cardStep(a.card), step5("commit", "commit it face down"), step5(String(a.candidate), `to candidate ${a.candidate + 1}`)];
    case "city":
      return where(a.city);
    case "move":
      return [step5(`unit:${a.unit}`, `move a ${a.unit} unit`), ...where(a.to)];
    case "state":
      return [step5(`state:${a.state}`, a.state)];
    case "bring":
      return [step5(`bring:${a.unit}`, `bring a ${a.unit} unit along`)];
    case "pass":
      return [step5("pass", "hold (pass an action)")];
    case "stay":
      return [step5("stay", "stay in place")];
    case "attack":
      return [step5(`attack:${a.goal}`, a.goal === null ? "mass arrest" : `protest for ${GOAL2[a.goal]}`)];
    case "leader":
      return [step5(`leader:${a.leader}`, `${a.leader} defends`)];
    case "avoid":
      return [step5(`avoid:${a.ability}`, a.ability ? "try to avoid, with the leader\u2019s ability" : "try to avoid the confrontation")];
    case "media":
      return [step5("media", "ask for national media attention")];
    case "ability":
      return [step5("ability", "use the leader\u2019s special ability")];
    case "loss":
      return [step5(`loss:${a.unit}`, `lose a ${a.unit} unit`)];
    case "entrench":
      return [step5("entrench", "try to entrench the city")];
    case "done":
      return [step5("done", "done")];
    case "die":
      return [step5(`die:${a.face}`, `roll ${a.face}`)];
    case "draw":
      return [step5(`draw:${a.card}`, `draw ${a.card}`)];
  }
}
function fal1955ChoicePaths(view) {
  const b = board2(view);
  const picks = view.legal.filter((a) => a.type === "city" || a.type === "move").length;
  const where = (city3) => {
    const c = step5(`city:${city3}`, city3);
    const state = b.city.get(city3)?.state;
    return picks > MAX_CHOICES && state !== void 0 ? [step5(`in:${state}`, state), c] : [c];
  };
  return view.legal.map((action) => ({ action, path: pathOf4(action, where) }));
}

// src/games/free-at-last-1955/bots/odds.ts
var { crt, leaders: leaders3, cities: cities2 } = referenceComponents3;
var leaderOf = new Map(leaders3.map((l) => [l.name, l]));
var stronghold = new Map(cities2.map((c) => [c.name, c.stronghold]));
var opsOf2 = new Map(referenceComponents3.cards.map((c) => [c.name, c.ops]));
var cardOps = (cards5) => cards5.reduce((t, c) => t + (opsOf2.get(c) ?? 1), 0);
var byFactors = Array.from({ length: 21 }, (_, f) => crt.columns.reduce((base, min, i) => f >= min ? i : base, 0));
function column(factors2, shift2) {
  return Math.max(0, Math.min(crt.columns.length - 1, byFactors[Math.min(factors2, byFactors.length - 1)] + shift2));
}
var lossesAt = (col, total) => {
  const rows = crt.losses[col];
  return rows[Math.max(0, Math.min(rows.length - 1, total - crt.firstRow))];
};
function countOdds(crCol, crMod, segCol, segMod) {
  let win = 0;
  let lose = 0;
  for (let a = 1; a <= 6; a++) {
    const cr2 = lossesAt(crCol, a + crMod);
    for (let b = 1; b <= 6; b++) {
      const seg2 = lossesAt(segCol, b + segMod);
      if (cr2 > seg2) win++;
      else if (seg2 > cr2) lose++;
    }
  }
  return { win: win / 36, lose: lose / 36 };
}
var SPAN = crt.losses[0].length - 1;
var MODS = 2 * SPAN + 1;
var cache6 = [];
function crtOdds(crCol, crMod, segCol, segMod) {
  const cm = Math.max(-SPAN, Math.min(SPAN, crMod));
  const sm = Math.max(-SPAN, Math.min(SPAN, segMod));
  const key = ((crCol * MODS + cm + SPAN) * crt.columns.length + segCol) * MODS + sm + SPAN;
  return cache6[key] ??= countOdds(crCol, cm, segCol, sm);
}
function leaderMod(view, leader5) {
  const l = leader5 === null ? void 0 : leaderOf.get(leader5);
  if (!l) return 0;
  return l.tactical + (l.ability.kind === "drm" && !view.leaders[l.name]?.used ? l.ability.n : 0);
}
var boards = /* @__PURE__ */ new WeakMap();
function boardOf(view) {
  let b = boards.get(view);
  if (b) return b;
  const defence = /* @__PURE__ */ new Map();
  for (const [name, l] of Object.entries(view.leaders)) {
    if (l.city === null || leaderOf.get(name)?.side !== "segregationist") continue;
    defence.set(l.city, Math.max(defence.get(l.city) ?? 0, leaderMod(view, name)));
  }
  b = { crCards: cardOps(view.inFront.civilRights), segCards: cardOps(view.inFront.segregationist), defence };
  boards.set(view, b);
  return b;
}
function protestOdds(view, leader5, city3, goal, extra) {
  const b = boardOf(view);
  const c = view.cities[city3];
  const crFactors = Math.min(10, c.u.B + c.u.S + c.u.N + extra);
  const segFactors = c.u.P + (c.ns ? 0 : stronghold.get(city3) ?? 0);
  const e = c.e ? 1 : 0;
  const crMod = leaderMod(view, leader5) + view.climate[goal] + b.crCards;
  const segMod = (b.defence.get(city3) ?? 0) + b.segCards;
  return crtOdds(column(crFactors, -e), crMod, column(segFactors, e), segMod);
}
function confrontationOdds(view) {
  const k = view.conf;
  const c = view.cities[k.city];
  const protest = k.attacker === "civilRights";
  const segFactors = c.u.P + (protest && !c.ns ? stronghold.get(k.city) ?? 0 : 0);
  const media = k.mediaResult === "high" ? 1 : k.mediaResult === "low" ? -1 : 0;
  const e = protest && c.e ? 1 : 0;
  const avoided = k.avoidFailed ? protest ? 1 : -1 : 0;
  const tactical = (l) => l === null ? 0 : leaderOf.get(l)?.tactical ?? 0;
  const climate = protest && k.goal !== null ? view.climate[k.goal] : 0;
  const crMod = cardOps([...view.inFront.civilRights, ...k.cards.civilRights]) + k.abilities.civilRights + tactical(protest ? k.leader : k.defLeader) + climate;
  const segMod = cardOps([...view.inFront.segregationist, ...k.cards.segregationist]) + k.abilities.segregationist + tactical(protest ? k.defLeader : k.leader);
  return crtOdds(column(c.u.B + c.u.S + c.u.N, media - e + avoided), crMod, column(segFactors, -media + e - avoided), segMod);
}

// src/games/free-at-last-1955/bots/civil-rights.ts
var { cards: cards3, leaders: leaders4, cities: cities3, freedomEvents: freedomEvents3, counts: counts4 } = referenceComponents3;
var cardOf3 = new Map(cards3.map((c) => [c.name, c]));
var leaderOf2 = new Map(leaders4.map((l) => [l.name, l]));
var cityOf = new Map(cities3.map((c) => [c.name, c]));
var citiesOf = /* @__PURE__ */ new Map();
for (const c of cities3) citiesOf.set(c.state, [...citiesOf.get(c.state) ?? [], c.name]);
var GOALS = ["S", "A", "V"];
var eventOfCard = (card9) => cardOf3.get(card9)?.effects.find((e) => e.kind === "freedomEvent")?.event;
var restores = (card9) => {
  const c = cardOf3.get(card9);
  return c !== void 0 && restoresNonviolence(c);
};
var opsOf3 = (card9) => card9 === null ? 1 : cardOf3.get(card9)?.ops ?? 1;
var matches = (f, city3, goal) => f.goal === goal && (f.cities.includes(city3) || f.states.includes(cityOf.get(city3).state));
var winnable = (view, f) => cities3.some((c) => matches(f, c.name, f.goal) && !view.cities[c.name].m[f.goal]);
var bIn = (view, state) => citiesOf.get(state).reduce((t, c) => t + view.cities[c].u.B, 0);
var lossCost = (view) => 1 + 6 / Math.max(1, view.nonviolence);
var eventsAt = /* @__PURE__ */ new Map();
for (const c of cities3) for (const goal of GOALS) eventsAt.set(c.name + goal, freedomEvents3.filter((f) => matches(f, c.name, goal)));
function gainOf(view, city3, goal) {
  const m = view.cities[city3].m;
  let g = 1;
  if ((m.S ? 1 : 0) + (m.A ? 1 : 0) + (m.V ? 1 : 0) === 2) {
    const r = cityOf.get(city3).reward;
    g += r.kind === "freedom" ? r.n : r.kind === "nonviolence" ? r.n * (view.nonviolence <= 3 ? 1.5 : 0.5) : 0.3 * r.n;
  }
  for (const f of eventsAt.get(city3 + goal)) {
    const status = view.freedomEvents[f.id];
    if (status === "open") {
      const won = Object.values(view.freedomEvents).filter((x) => x === "won").length;
      const bonus = counts4.freedomBonus;
      g += Math.max(3, bonus[Math.min(won + 1, bonus.length - 1)] - bonus[Math.min(won, bonus.length - 1)]);
    } else if (status === void 0 && !f.cards.every((x) => view.removed.includes(x))) {
      const left = cities3.filter((x) => matches(f, x.name, goal) && !view.cities[x.name].m[goal]).length;
      if (left <= 1) g -= 2;
    }
  }
  return g;
}
var cityIndex = new Map(cities3.map((c, i) => [c.name, i]));
var gains = /* @__PURE__ */ new WeakMap();
function gain(view, city3, goal) {
  let m = gains.get(view);
  if (!m) gains.set(view, m = new Float64Array(3 * cities3.length).fill(Number.NaN));
  const k = 3 * cityIndex.get(city3) + GOALS.indexOf(goal);
  if (Number.isNaN(m[k])) m[k] = gainOf(view, city3, goal);
  return m[k];
}
var value2 = (view, odds, city3, goal) => odds.win * gain(view, city3, goal) - odds.lose * lossCost(view);
function escorts3(view, leader5, from, to) {
  const u = view.cities[from].u;
  const sameState = cityOf.get(from).state === cityOf.get(to).state;
  const movable4 = u.S + u.N + (sameState ? u.B : 0);
  return Math.min(leaderOf2.get(leader5).leadership, movable4);
}
function plan(view, leader5) {
  const l = leaderOf2.get(leader5);
  const from = view.leaders[leader5]?.city;
  if (!from) return null;
  const reach2 = l.scope === "national" ? cities3.map((c) => c.name) : citiesOf.get(l.state);
  let top = null;
  for (const city3 of reach2) {
    const extra = city3 === from ? 0 : escorts3(view, leader5, from, city3);
    for (const goal of GOALS) {
      if (view.cities[city3].m[goal]) continue;
      const v = value2(view, protestOdds(view, leader5, city3, goal, extra), city3, goal);
      if (top === null || v > top.value) top = { city: city3, value: v };
    }
  }
  return top;
}
function keep(view, card9) {
  const ev2 = eventOfCard(card9);
  const f = ev2 === void 0 ? void 0 : freedomEvents3.find((x) => x.id === ev2);
  if (f && view.freedomEvents[f.id] === void 0 && winnable(view, f)) return 10;
  if (restores(card9)) return view.nonviolence <= 4 ? 8 : 4;
  return opsOf3(card9);
}
var spare = (view) => view.hand.filter((c) => keep(view, c) < 4);
function play(view, legal) {
  const events2 = legal.filter((a) => a.type === "event");
  const calm = events2.find((a) => restores(a.card));
  if (calm && view.nonviolence <= 3) return calm;
  const open = events2.find((a) => {
    const f = freedomEvents3.find((x) => x.id === eventOfCard(a.card));
    return f !== void 0 && view.freedomEvents[f.id] === void 0 && winnable(view, f);
  });
  if (open) return open;
  const recruits2 = legal.filter((a) => a.type === "recruit");
  const empty = [...citiesOf.keys()].filter((st) => bIn(view, st) === 0).length;
  if (view.year >= counts4.eliminationAfter && recruits2.length > 0 && (empty >= 2 || empty === 1 && view.actionsLeft.civilRights <= 2)) {
    return best(recruits2, (a) => a.card === null ? 0.5 : opsOf3(a.card) - keep(view, a.card) / 4);
  }
  const activations = legal.filter((a) => a.type === "activate");
  const plans = /* @__PURE__ */ new Map();
  for (const a of activations) if (!plans.has(a.leader)) plans.set(a.leader, plan(view, a.leader)?.value ?? -1);
  const goodLeaders = [...plans].filter(([, v]) => v > 0.2);
  if (goodLeaders.length > 0) {
    const [leader5] = best(goodLeaders, ([, v]) => v);
    const options3 = activations.filter((a) => a.leader === leader5);
    return best(options3, (a) => a.card === null ? 100 : -keep(view, a.card) - opsOf3(a.card) / 10);
  }
  const units4 = events2.find((a) => cardOf3.get(a.card)?.color === "red" && keep(view, a.card) < 4);
  if (units4) return units4;
  if (recruits2.length > 0) return best(recruits2, (a) => a.card === null ? 0.5 : opsOf3(a.card) - keep(view, a.card));
  return void 0;
}
function activation(view, legal) {
  const moving = /^civil rights: (.+) is activated: move/.exec(view.prompt);
  if (moving) {
    const p = plan(view, moving[1]);
    const here2 = view.leaders[moving[1]]?.city;
    if (!p || p.city === here2) return legal.find((a) => a.type === "stay");
    return legal.find((a) => a.type === "city" && a.city === p.city);
  }
  const bringing = /^civil rights: .+: bring a unit from (.+?) \(/.exec(view.prompt);
  if (bringing) {
    const from = bringing[1];
    const last2 = bIn(view, cityOf.get(from).state) <= 1;
    return legal.find((a) => a.type === "bring" && (a.unit !== "B" || !last2)) ?? legal.find((a) => a.type === "done");
  }
  const attacking = /^civil rights: (.+): attack /.exec(view.prompt);
  const leader5 = attacking?.[1];
  const city3 = leader5 === void 0 ? null : view.leaders[leader5]?.city;
  if (leader5 !== void 0 && city3) {
    const attacks2 = legal.filter((a) => a.type === "attack" && a.goal !== null);
    if (attacks2.length === 0) return void 0;
    const pick = best(attacks2, (a) => value2(view, protestOdds(view, leader5, city3, a.goal, 0), city3, a.goal));
    const v = value2(view, protestOdds(view, leader5, city3, pick.goal, 0), city3, pick.goal);
    return v > 0 ? pick : legal.find((a) => a.type === "done");
  }
  return void 0;
}
function confront(view, legal) {
  if (!view.conf || !legal.some((a) => a.type === "card" || a.type === "ability" || a.type === "media")) return void 0;
  const odds = confrontationOdds(view);
  const attacking = view.conf.attacker === "civilRights";
  const enough = attacking ? odds.win >= 0.85 : odds.lose <= 0.15;
  if (enough) return legal.find((a) => a.type === "done");
  const ability = legal.find((a) => a.type === "ability");
  if (ability) return ability;
  const spared = spare(view);
  const playable2 = legal.filter((a) => a.type === "card" && spared.includes(a.card));
  if (playable2.length > 0) return best(playable2, (a) => opsOf3(a.card));
  return legal.find((a) => a.type === "done");
}
function placeScore(view, city3) {
  const c = view.cities[city3];
  const inState2 = bIn(view, cityOf.get(city3).state);
  const seg2 = c.u.P + (c.ns ? 0 : cityOf.get(city3).stronghold);
  const missing2 = GOALS.filter((g) => !c.m[g]).length;
  return (inState2 === 0 ? 6 : inState2 === 1 ? 2 : 0) + missing2 - 0.4 * seg2 - 0.15 * (c.u.B + c.u.S + c.u.N);
}
function civilRightsChoice(view, legal) {
  if (legal.some((a) => a.type === "activate" || a.type === "recruit")) return play(view, legal);
  if (legal.some((a) => a.type === "stay" || a.type === "bring" || a.type === "attack")) return activation(view, legal);
  if (view.conf && legal.some((a) => a.type === "card" || a.type === "done")) {
    const c = confront(view, legal);
    if (c) return c;
  }
  if (/^civil rights: place a [BSN] unit/.test(view.prompt)) {
    const places = legal.filter((a) => a.type === "city");
    if (places.length > 0) return best(places, (a) => placeScore(view, a.city));
  }
  return void 0;
}

// src/games/free-at-last-1955/bots/heuristic.ts
var cards4 = new Map(referenceComponents3.cards.map((c) => [c.name, c]));
var leaderSide = new Map(referenceComponents3.leaders.map((l) => [l.name, l.side]));
var elections2 = new Map(referenceComponents3.elections.map((e) => [e.year, e.candidates]));
var ownColor = { civilRights: "red", segregationist: "blue" };
var opsOf4 = (card9) => card9 === null ? 1 : cards4.get(card9)?.ops ?? 1;
function strength2(view, side, city3) {
  const c = view.cities[city3];
  if (!c) return 0;
  return side === "civilRights" ? c.u.B + 2 * c.u.S + 2 * c.u.N : c.u.P + c.u.W + (c.e ? 1 : 0);
}
var missing = (view, city3) => Object.values(view.cities[city3]?.m ?? {}).filter((m) => !m).length;
function cityScore(view, side, city3) {
  const other3 = side === "civilRights" ? "segregationist" : "civilRights";
  const edge = strength2(view, side, city3) - strength2(view, other3, city3);
  if (/remove/.test(view.prompt)) return -edge;
  return edge + (side === "civilRights" ? missing(view, city3) : (view.cities[city3]?.u.B ?? 0) / 2);
}
function candidateScore(view, side, candidate) {
  const c = elections2.get(view.year)?.[candidate];
  if (!c) return 0;
  const ratings = c.S + c.A + c.V;
  return side === "civilRights" ? ratings : -ratings;
}
var lossOrder = { B: 3, P: 3, W: 1, S: 1, N: 1 };
function freeAtLast1955Heuristic(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `free-at-last-1955-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const side = player;
      const of = (type2) => legal.filter((a) => a.type === type2);
      const jitter = () => random.int(4) / 8;
      const mine = side === "civilRights" ? civilRightsChoice(view, legal) : void 0;
      if (mine) return mine;
      const events2 = of("event").filter((a) => cards4.get(a.card)?.color === ownColor[side]);
      if (events2.length > 0) return best(events2, (a) => (cards4.get(a.card)?.effects.some((e) => e.kind === "freedomEvent") ? 10 : 0) + opsOf4(a.card) + jitter());
      const activations = of("activate");
      if (activations.length > 0 && random.int(3) > 0) return best(activations, (a) => -opsOf4(a.card) + (view.leaders[a.leader]?.city ? cityScore(view, side, view.leaders[a.leader].city) / 4 : 0) + jitter());
      const recruits2 = of("recruit");
      if (recruits2.length > 0) return best([...recruits2, ...of("cities")], (a) => (a.type === "recruit" ? 1 : 0) + opsOf4(a.card) + jitter());
      const ability = legal.find((a) => a.type === "ability" || a.type === "entrench");
      if (ability) return ability;
      const confrontationCards = of("card");
      if (confrontationCards.length > 0) return best(confrontationCards, (a) => opsOf4(a.card));
      const attacks2 = of("attack");
      const edge = Math.max(...Object.entries(view.leaders).filter(([l, x]) => x.city !== null && leaderSide.get(l) === side).map(([, x]) => cityScore(view, side, x.city)));
      if (attacks2.length > 0 && (edge >= 2 || !legal.some((a) => a.type === "done"))) return attacks2[random.int(attacks2.length)];
      const commits = of("commit");
      if (commits.length > 0) return best(commits, (a) => 3 * candidateScore(view, side, a.candidate) - opsOf4(a.card));
      const losses = of("loss");
      if (losses.length > 0) return best(losses, (a) => lossOrder[a.unit] ?? 0);
      const places = of("city");
      if (places.length > 0) return best(places, (a) => cityScore(view, side, a.city) + jitter());
      const moves2 = of("move");
      if (moves2.length > 0) return best(moves2, (a) => cityScore(view, side, a.to) + jitter());
      const states4 = of("state");
      if (states4.length > 0) return states4[random.int(states4.length)];
      const calm = legal.find((a) => a.type === "done" || a.type === "stay");
      if (calm) return calm;
      return legal[random.int(legal.length)];
    }
  };
}

// src/games/free-at-last-1955/bots/evaluate.ts
var logistic3 = (x) => 1 / (1 + Math.exp(-x));
var trackGain = (left) => 1.97 * left + 0.126 * left * left;
var trackSpread = (left) => Math.max(0.5, 1.6 * Math.sqrt(left));
var OPEN_CHANCE = 0.7;
var POSSIBLE_CHANCE = [0.34, 0.42, 0.51];
var LATER_CHANCE = 0.9;
function reserve(s) {
  const { card: card9 } = board2(s);
  let n9 = 0;
  for (const name of s.hands.civilRights) {
    const c = card9.get(name);
    if (c.color !== "blue" && restoresNonviolence(c)) n9 += 0.5;
  }
  return n9;
}
function eventChances(s) {
  const b = board2(s);
  const { freedomEvents: freedomEvents4, counts: counts5 } = b.set;
  return freedomEvents4.map((f) => {
    const status = s.freedomEvents[f.id];
    if (status === "won") return 1;
    if (status === "open") return OPEN_CHANCE;
    if (f.cards.every((c) => s.removed.includes(c))) return 0;
    const target = b.cityNames.some((c) => inEventCities(s, f, c) && !s.cities[c].m[f.goal]);
    return target ? POSSIBLE_CHANCE[s.year - counts5.firstYear] ?? LATER_CHANCE : 0;
  });
}
function wonCounts(chances) {
  let dist = [1];
  for (const p of chances) dist = [...dist, 0].map((q, k) => q * (1 - p) + (k > 0 ? dist[k - 1] * p : 0));
  return dist;
}
function civilRightsChance(s) {
  const { counts: counts5 } = board2(s).set;
  const left = Math.max(0, counts5.lastYear - s.year + 1);
  const track = s.freedom + trackGain(left) - (counts5.bands.marginal - 0.5);
  const spread2 = trackSpread(left);
  const bonus = counts5.freedomBonus;
  let score2 = 0;
  wonCounts(eventChances(s)).forEach((q, k) => {
    score2 += q * logistic3(1.702 * (track + bonus[Math.min(k, bonus.length - 1)]) / spread2);
  });
  const nonviolence = logistic3(1.7 * (s.nonviolence + reserve(s) - 1.5));
  const respite = 2 * Math.max(0, counts5.eliminationAfter + 1 - s.year);
  const movement = logistic3(2 * (counts5.eliminationStates + respite - 0.5 - statesWithoutB(s).length));
  return score2 * nonviolence * movement;
}
function freeAtLast1955Evaluate(s, seat) {
  const p = civilRightsChance(s);
  return seat === "civilRights" ? p : 1 - p;
}

// src/games/free-at-last-1955/text-board.ts
var UNITS2 = ["B", "S", "N", "P", "W"];
var markers = (c) => [...["S", "A", "V"].filter((m) => c.m[m]), ...c.e ? ["E"] : [], ...c.ns ? ["NS"] : []].join(" ");
function freeAtLast1955TextBoard(v) {
  const leadersIn2 = (city3) => Object.entries(v.leaders).filter(([, l]) => l.city === city3).map(([name]) => name);
  const c = v.conf;
  return [
    `${v.year} \xB7 on move: ${v.onMove} \xB7 actions left ${counted(v.actionsLeft)} \xB7 Freedom ${v.freedom} \xB7 Non-violence ${v.nonviolence}${v.opsBonus > 0 ? ` \xB7 Ops bonus ${v.opsBonus}` : ""}`,
    `President     ${v.climate.name} (S ${v.climate.S}, A ${v.climate.A}, V ${v.climate.V})`,
    ...alignColumns([["City", ...UNITS2, "Markers", "Leaders"], ...Object.entries(v.cities).map(([city3, x]) => [city3, ...UNITS2.map((u) => String(x.u[u] || ".")), markers(x), leadersIn2(city3).join(", ")])]),
    `Klan          ${counted(v.klan)}`,
    `Supply        ${counted(v.supply)}`,
    ...c ? [`Confrontation ${c.attacker} attacks ${c.city}${c.goal ? ` (goal ${c.goal})` : ""}: ${c.leader} vs ${c.defLeader ?? "no leader"} \xB7 cards ${counted({ civilRights: c.cards.civilRights.length, segregationist: c.cards.segregationist.length })}`] : [],
    `Freedom events ${listed(Object.entries(v.freedomEvents).map(([e, s]) => `${e} ${s}`))}`,
    `In front      civil rights: ${listed(v.inFront.civilRights)} \xB7 segregationist: ${listed(v.inFront.segregationist)}`,
    `Deck          ${v.deckSize} \xB7 discard ${v.discard.length} \xB7 removed ${v.removed.length}`,
    ...v.seat === null ? [] : [`Your hand     ${listed(v.hand)}`],
    ...v.election?.own ? [`Your commitment ${v.election.own.card} to candidate ${v.election.own.candidate}`] : [],
    `Hand sizes    ${counted(v.handSizes)}`
  ];
}
var freeAtLast1955Hand = (v) => v.seat === null ? [] : v.hand;

// src/games/free-at-last-1955/index.ts
var SEATS = ["civilRights", "segregationist"];
var rules3 = defineGame({
  id: "free-at-last-1955",
  title: "Free At Last (1955\u201365)",
  version: "1",
  schemas: { config: configSchema3, action: actionSchema3, state: stateSchema3, view: viewSchema3, event: eventSchema3 },
  players: () => [...SEATS],
  setup: (c, rng) => freeAtLast1955TaskMachine.start(initialState3(c, rng)),
  toMove: freeAtLast1955TaskMachine.toMove,
  legalActions: freeAtLast1955TaskMachine.legalActions,
  chanceOutcomes: freeAtLast1955TaskMachine.chanceOutcomes,
  apply: freeAtLast1955TaskMachine.apply,
  explainIllegal: explainIllegal4,
  checkState: checkFreeAtLast1955State,
  result: resultOf3,
  view: viewOf3,
  choicePaths: fal1955ChoicePaths,
  seatsOf: () => SEATS,
  prompt: promptOf2,
  ask: freeAtLast1955TaskMachine.ask,
  describe: describeAction3,
  describeEvent: describeEvent3,
  determinize
});
var freeAtLast1955 = withSpaces(rules3, {
  actionSpace: freeAtLast1955ActionSpace,
  observer: freeAtLast1955Observer
});
var freeAtLast1955Scenarios = {
  scenario: (config, seed = 1) => freeAtLast1955Scenario(freeAtLast1955.setup(config, seed)),
  from: freeAtLast1955Scenario
};
var freeAtLast1955Module = {
  game: freeAtLast1955,
  heuristic: freeAtLast1955Heuristic,
  evaluate: freeAtLast1955Evaluate,
  scenario: freeAtLast1955Scenarios,
  textBoard: { board: freeAtLast1955TextBoard, hand: freeAtLast1955Hand, reference: referenceComponents3 }
};

// src/registry.ts
var gameModules = {
  "free-at-last": freeAtLastModule,
  "chicago-68": chicago68Module,
  "free-at-last-1955": freeAtLast1955Module
};
function byId(key) {
  return Object.fromEntries(Object.entries(gameModules).map(([id, m]) => [id, m[key]]));
}
var games = /* @__PURE__ */ byId("game");

// src/testing/example-pig.ts
import * as z28 from "zod";
var seats = ["north", "east", "south", "west"];
var configSchema4 = z28.strictObject({
  players: z28.number().int().min(2).max(4).default(2),
  target: z28.number().int().min(1).max(100).default(20),
  rounds: z28.number().int().min(1).max(50).default(8),
  chance: z28.enum(["auto", "manual"]).default("auto")
});
var actionSchema4 = z28.discriminatedUnion("type", [
  z28.strictObject({ type: z28.literal("roll") }),
  z28.strictObject({ type: z28.literal("hold") }),
  z28.strictObject({ type: z28.literal("die"), face: z28.number().int().min(1).max(6) }),
  z28.strictObject({ type: z28.literal("deal"), card: z28.number().int().min(1).max(6) })
]);
var taskSchema4 = z28.discriminatedUnion("kind", [z28.object({ kind: z28.literal("deal") }), z28.object({ kind: z28.literal("turn") }), z28.object({ kind: z28.literal("die") })]);
var stateSchema4 = z28.object({
  rng: z28.array(z28.number().int()),
  chance: z28.enum(["auto", "manual"]),
  seats: z28.array(z28.string()),
  target: z28.number().int(),
  rounds: z28.number().int(),
  round: z28.number().int(),
  current: z28.number().int(),
  turnTotal: z28.number().int(),
  banked: z28.array(z28.number().int()),
  bonus: z28.array(z28.number().int().nullable()),
  deck: z28.array(z28.number().int()),
  tasks: z28.array(taskSchema4)
});
var viewSchema4 = z28.object({
  seat: z28.string().nullable(),
  round: z28.number().int(),
  current: z28.string(),
  turnTotal: z28.number().int(),
  banked: z28.array(z28.number().int()),
  ownBonus: z28.number().int().nullable(),
  deckSize: z28.number().int(),
  pending: z28.string()
});
function endTurn(ctx, banked) {
  const s = ctx.state;
  const last2 = s.current === s.seats.length - 1;
  const round2 = last2 ? s.round + 1 : s.round;
  const over = banked.some((b) => b >= s.target) || round2 > s.rounds;
  ctx.state = { ...s, banked, turnTotal: 0, current: last2 ? 0 : s.current + 1, round: round2, tasks: over ? [] : s.tasks };
}
var seatOnTurn = (s) => s.seats[s.current];
var handlers5 = {
  deal: {
    decider: () => "chance",
    outcomes: (s) => countedOutcomes(s.deck, (card9) => ({ type: "deal", card: card9 })),
    answer(ctx, _t, a) {
      if (a.type !== "deal") return;
      const s = ctx.state;
      const i = s.bonus.indexOf(null);
      ctx.state = { ...s, deck: remove(s.deck, s.deck.indexOf(a.card)), bonus: set(s.bonus, i, a.card) };
      ctx.emit({ type: "dealt", seat: s.seats[i] });
      if (!ctx.state.bonus.includes(null)) ctx.pop();
    },
    prompt: () => "deal",
    ask: (s) => ({ chance: "draw", deck: "bonus", for: s.seats[s.bonus.indexOf(null)] })
  },
  turn: {
    decider: seatOnTurn,
    actions: (s) => s.turnTotal > 0 ? [{ type: "roll" }, { type: "hold" }] : [{ type: "roll" }],
    answer(ctx, _t, a) {
      const s = ctx.state;
      if (a.type === "roll") return ctx.push({ kind: "die" });
      ctx.emit({ type: "held", seat: seatOnTurn(s), points: s.turnTotal });
      endTurn(ctx, set(s.banked, s.current, s.banked[s.current] + s.turnTotal));
    },
    prompt: (s) => `${seatOnTurn(s)}: roll or hold (turn total ${s.turnTotal})`,
    ask: (s) => ({ decision: "rollOrHold", turnTotal: s.turnTotal }),
    explain: (s, _t, a) => a.type === "hold" && s.turnTotal === 0 ? { reason: "Nothing to hold: roll first.", rule: "pig-2" } : void 0
  },
  die: {
    decider: () => "chance",
    outcomes: () => countedOutcomes([1, 2, 3, 4, 5, 6], (face3) => ({ type: "die", face: face3 })),
    answer(ctx, _t, a) {
      if (a.type !== "die") return;
      ctx.pop();
      const s = ctx.state;
      ctx.emit({ type: "rolled", seat: seatOnTurn(s), face: a.face });
      if (a.face === 1) endTurn(ctx, s.banked);
      else ctx.state = { ...s, turnTotal: s.turnTotal + a.face };
    },
    prompt: () => "die",
    ask: (s) => ({ chance: "die", die: "d6", for: seatOnTurn(s) })
  }
};
var machine = taskMachine({ name: "example-pig", handlers: handlers5 });
function pendingOf(s) {
  const top = s.tasks[s.tasks.length - 1];
  return top === void 0 ? "over" : top.kind === "turn" ? "decide" : top.kind;
}
var rules4 = defineGame({
  id: "example-pig",
  title: "Secret Pig (example game)",
  version: "1",
  schemas: { config: configSchema4, action: actionSchema4, state: stateSchema4, view: viewSchema4 },
  players: (c) => seats.slice(0, c.players),
  setup: (c, rng) => ({
    rng: [...rng],
    chance: c.chance,
    seats: seats.slice(0, c.players),
    target: c.target,
    rounds: c.rounds,
    round: 1,
    current: 0,
    turnTotal: 0,
    banked: seats.slice(0, c.players).map(() => 0),
    bonus: seats.slice(0, c.players).map(() => null),
    deck: [1, 2, 3, 4, 5, 6],
    tasks: [{ kind: "turn" }, { kind: "deal" }]
  }),
  toMove: machine.toMove,
  legalActions: machine.legalActions,
  chanceOutcomes: machine.chanceOutcomes,
  apply: machine.apply,
  explainIllegal: machine.explainIllegal,
  result(s) {
    if (s.tasks.length > 0) return null;
    const scores = {};
    s.seats.forEach((p, i) => scores[p] = s.banked[i] + (s.bonus[i] ?? 0));
    const best2 = Math.max(...Object.values(scores));
    const code = s.banked.some((b) => b >= s.target) ? "target-reached" : "rounds-over";
    return { scores, winners: s.seats.filter((p) => scores[p] === best2), reason: "highest score", code };
  },
  seatsOf: (s) => s.seats,
  view: (s, p) => ({
    seat: p,
    round: s.round,
    current: s.seats[s.current],
    turnTotal: s.turnTotal,
    banked: s.banked,
    ownBonus: p === null ? null : s.bonus[s.seats.indexOf(p)] ?? null,
    deckSize: s.deck.length,
    pending: pendingOf(s)
  }),
  prompt: machine.prompt,
  ask: machine.ask,
  // The six bonus cards are public knowledge; which seats hold one and the deck's size are seen by
  // all: the seat's own card is kept, the other five are dealt out again, and the RNG is redrawn.
  determinize(s, seat, random) {
    const me = s.seats.indexOf(seat);
    const own = s.bonus[me] ?? null;
    const pool = shuffled([1, 2, 3, 4, 5, 6].filter((c) => c !== own), random);
    let next3 = 0;
    const bonus = s.bonus.map((b, i) => i === me || b === null ? b : pool[next3++]);
    return { ...s, bonus, deck: pool.slice(next3).sort((a, b) => a - b), rng: [...drawRng(random)] };
  },
  describeEvent: (e) => e.type === "rolled" ? `${String(e.seat)} rolls a ${String(e.face)}${e.face === 1 ? " and loses the turn total" : ""}` : e.type === "held" ? `${String(e.seat)} banks ${String(e.points)}` : void 0,
  describe: (s, a) => a.type === "die" ? `rolls ${a.face}` : a.type === "deal" ? "a bonus card is dealt" : `${s.seats[s.current]} ${a.type}s`
});
var pigSpace = actionSpace(actionTypesOf(actionSchema4, {}));
var pigObserver = observer([
  oneHot("seat", "the observing seat", seats, (v) => v.seat),
  scalar("round", "the round (rounds + 1 once the last is played)", 1, 51, (v) => v.round),
  oneHot("current", "the seat on turn", seats, (v) => v.current),
  scalar("turnTotal", "points at stake this turn", 0, Number.POSITIVE_INFINITY, (v) => v.turnTotal),
  numbers("banked", "banked points, in seat order", seats.length, 0, Number.POSITIVE_INFINITY, (v) => v.banked),
  oneHot("ownBonus", "the observing seat's bonus card", [1, 2, 3, 4, 5, 6], (v) => v.ownBonus),
  scalar("deckSize", "bonus cards not dealt", 0, 6, (v) => v.deckSize),
  oneHot("pending", "what is pending", ["deal", "decide", "die", "over"], (v) => v.pending)
]);
var examplePig = withSpaces(rules4, { actionSpace: () => pigSpace, observer: () => pigObserver });

// src/cli/args.ts
import { parseArgs } from "util";
var UsageError = class extends Error {
};
var SEED_MAX = (1n << 127n) - 1n;

// src/cli/catalog.ts
function catalog() {
  return { ...games, [examplePig.id]: examplePig };
}
function findGame(id) {
  const all2 = catalog();
  if (!Object.hasOwn(all2, id)) throw new UsageError(`unknown game '${bounded(id, 40)}'; known games: ${Object.keys(all2).join(", ")}`);
  return all2[id];
}

// src/cli/pool.ts
import { fileURLToPath } from "url";
import Tinypool from "tinypool";
function workerFile() {
  const fromSource = import.meta.url.endsWith(".ts");
  return fileURLToPath(new URL(fromSource ? "../cli/worker-source.mjs" : "../cli/worker.js", import.meta.url));
}
function workerRunner(workers, job) {
  const pool = new Tinypool({ filename: workerFile(), runtime: "child_process", minThreads: workers, maxThreads: workers });
  return {
    workers,
    run: ({ seed, games: games2 }) => pool.run({ ...job, seed, games: games2 }),
    close: () => pool.destroy()
  };
}

// src/node/simulate.ts
async function simulateOnWorkers(options3) {
  const game = findGame(options3.game);
  const now2 = options3.now ?? (() => performance.now());
  const timing = options3.timing ?? true;
  const workers = Math.max(1, Math.min(options3.games, options3.workers ?? availableParallelism()));
  game.schemas.config.parse(options3.config ?? {});
  const job = { config: options3.config ?? {}, maxSteps: options3.maxSteps ?? 1e5, trusted: options3.trusted ?? false };
  const pool = workers > 1 ? workerRunner(workers, { gameId: game.id, ...job, timing }) : void 0;
  try {
    const runner = pool ?? inProcessRunner({ game, ...job, ...timing && { now: now2 } });
    return await simulate({ ...options3, game, runner, now: now2 });
  } finally {
    await pool?.close();
  }
}
export {
  simulateOnWorkers
};
