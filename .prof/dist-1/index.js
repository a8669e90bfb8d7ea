import {
  chicago68Module
} from "./chunk-2MK55IRI.js";
import {
  freeAtLastModule
} from "./chunk-VXUSEANT.js";
import {
  withKey
} from "./chunk-5VOHGAIW.js";
import {
  freeAtLast1955Module
} from "./chunk-3GFA4R7U.js";
import "./chunk-GG4PUWKE.js";
import {
  gameRecordSchema,
  history,
  playout,
  playoutLoop,
  randomBot,
  record,
  replay,
  revealsHidden
} from "./chunk-7DSNEZMU.js";
import {
  getIn,
  merge,
  mergeDeep,
  remove,
  removeIn,
  set,
  setIn,
  update,
  updateIn
} from "./chunk-3FJKLOAJ.js";
import {
  IllegalActionError,
  InvalidActionError,
  InvalidConfigError,
  InvalidStateError,
  MAX_CHOICES,
  RulesError,
  RunawayError,
  UnknownSeatError,
  actionSpace,
  actionTypesOf,
  bounded,
  cachedBy,
  canonicalJson,
  chanceQuestionSchema,
  choiceActions,
  choiceSchema,
  choiceTree,
  countedOutcomes,
  counts,
  createRandom,
  decisionQuestionSchema,
  deepFreeze,
  defineGame,
  drawRng,
  effectListHandler,
  formatEvent,
  isChanceQuestion,
  isChoiceGroup,
  maskOf,
  numbers,
  observer,
  oneHot,
  pickWeighted,
  plainFields,
  questionSchema,
  randomInt,
  randomSeed,
  randomWords,
  remember,
  rngFromSeed,
  runOn,
  sampleOutcome,
  scalar,
  seedRng,
  shuffled,
  subjectOf,
  taskMachine,
  toProbabilities,
  widestLevel,
  windowHandler,
  withSpaces
} from "./chunk-GH3R7S4D.js";

// src/core/secure-chance.ts
function secureUnit() {
  const [hi, lo] = randomWords(2);
  return ((hi >>> 5) * 67108864 + (lo >>> 6)) / 9007199254740992;
}
function secureChanceOutcome(game, state) {
  const outcomes = game.chanceOutcomes(state);
  if (outcomes.length === 0) throw new Error("secureChanceOutcome: no chance node is pending");
  let r = secureUnit();
  for (const o of outcomes) {
    if (r < o.probability) return o.outcome;
    r -= o.probability;
  }
  return outcomes[outcomes.length - 1].outcome;
}

// src/core/forced.ts
function forcedAction(game, view, options = {}) {
  const legal = game.legalFromView(view);
  if (legal.length === 1) return legal[0];
  if (legal.length === 0 || options.idlePasses === false) return null;
  return game.idlePass(view);
}

// src/core/playout-async.ts
async function playoutAsync(game, options = {}) {
  const loop = playoutLoop(game, options);
  for (let next = loop.next(); ; ) {
    if (next.done) return next.value;
    const answer = next.value.bot.choose(next.value.input);
    next = loop.next(answer instanceof Promise ? await answer : answer);
  }
}

// src/core/ismcts/confirm.ts
function confirmed(pairs, confidence, pair) {
  if (pairs < 2) return true;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < pairs; i++) {
    const [departure, policy] = pair();
    const d = departure - policy;
    sum += d;
    squares += d * d;
  }
  const mean = sum / pairs;
  const variance = Math.max(squares - pairs * mean * mean, 0) / (pairs - 1);
  return mean > confidence * Math.sqrt(variance / pairs);
}

// src/core/ismcts/decide.ts
var PRIOR_VISITS = 2;
function estimate(node, spread2) {
  const mean = node.reward / node.visits;
  const own = Math.max(node.squares / node.visits - mean * mean, 0);
  const shrunk = (node.visits * own + PRIOR_VISITS * spread2) / (node.visits + PRIOR_VISITS);
  return { mean, variance: shrunk / node.visits };
}
function rootSpread(children) {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (const c of children) n += c.visits, sum += c.reward, squares += c.squares;
  return n === 0 ? 0 : Math.max(squares / n - (sum / n) ** 2, 0);
}
function decide(root, confidence) {
  const [first, ...rest] = root.children;
  if (!first) return void 0;
  const spread2 = rootSpread(root.children.values());
  const anchor = estimate(first[1], spread2);
  let best = first[0];
  let widest = 0;
  for (const [key, child] of rest) {
    if (child.visits < 2) continue;
    const e = estimate(child, spread2);
    const margin = e.mean - anchor.mean - confidence * Math.sqrt(e.variance + anchor.variance);
    if (margin > widest) {
      widest = margin;
      best = key;
    }
  }
  return best;
}

// src/core/ismcts/rewards.ts
function winShare(result, seat) {
  if (!result || !result.winners.includes(seat)) return 0;
  return 1 / result.winners.length;
}

// src/core/ismcts/rollout.ts
function rollout(game, state, policy, random, depth) {
  let s = state;
  for (let decisions = 0; decisions < depth; ) {
    const who = game.toMove(s);
    if (who === null) break;
    let action;
    if (who === "chance") action = sampleOutcome(game.chanceOutcomes(s), random);
    else {
      action = policyChoice(game, s, who, game.legalActions(s), policy);
      decisions++;
    }
    s = game.apply(s, action, { validate: false });
  }
  return s;
}
function policyChoice(game, state, player, legal, policy) {
  return policy.choose({
    player,
    legal,
    state,
    get view() {
      return game.view(state, player);
    }
  });
}

// src/core/ismcts/tree.ts
function newNode(by) {
  return { by, visits: 0, reward: 0, squares: 0, avail: 1, children: /* @__PURE__ */ new Map() };
}
function selectUcb(node, keys, exploration) {
  let best = keys[0];
  let bestScore = -Infinity;
  for (const key of keys) {
    const child = node.children.get(key);
    const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = key;
    }
  }
  return best;
}

// src/core/ismcts/ismcts.ts
function ismcts(options) {
  const { game } = options;
  const determinize = options.determinize ?? game.determinize;
  if (!determinize) throw new Error(`ismcts: ${game.id} has no determinizer (Game.determinize)`);
  const iterations = options.iterations ?? 200;
  const exploration = options.exploration ?? 0.7;
  const confidence = options.confidence ?? 1;
  const pairs = Math.floor(Math.min(options.confirmations ?? (options.rollout ? iterations / 4 : 0), iterations - 1) / 2);
  const rolloutDepth = options.rolloutDepth ?? 1e4;
  const evaluate = options.evaluate;
  const seed = options.seed ?? 0;
  const random = createRandom(seed);
  const policy = options.rollout ?? randomBot(seed ^ 1013904242);
  const clock = globalThis.performance;
  const now = options.now ?? (() => clock.now());
  function expansion(s, who, legal, keys, untried) {
    const choice = policyChoice(game, s, who, legal, policy);
    const i = keys.indexOf(canonicalJson(choice));
    return untried.includes(i) ? i : untried[random.int(untried.length)];
  }
  function scorer(end) {
    const result = game.result(end);
    return (seat) => result !== null || !evaluate ? winShare(result, seat) : evaluate(end, seat);
  }
  function pair(state, seat, a, b) {
    const s = { ...determinize(state, seat, random), chance: "manual" };
    const draws = random.int(2147483647);
    const play = (action) => scorer(rollout(game, game.apply(s, action, { validate: false }), policy, createRandom(draws), rolloutDepth))(seat);
    return [play(a), play(b)];
  }
  function iterate(root, state, seat) {
    let s = { ...determinize(state, seat, random), chance: "manual" };
    let node = root;
    const path = [root];
    for (let who = game.toMove(s); who !== null; who = game.toMove(s)) {
      if (who === "chance") {
        const outcome = sampleOutcome(game.chanceOutcomes(s), random);
        const key2 = canonicalJson(outcome);
        let child = node.children.get(key2);
        if (!child) node.children.set(key2, child = newNode("chance"));
        s = game.apply(s, outcome, { validate: false });
        node = child;
        path.push(node);
        continue;
      }
      const legal = game.legalActions(s);
      const keys = legal.map((a) => canonicalJson(a));
      const untried = [];
      keys.forEach((key2, i) => {
        const child = node.children.get(key2);
        if (child) child.avail++;
        else untried.push(i);
      });
      if (untried.length > 0 && keys.length - untried.length < 1 + Math.floor(Math.sqrt(node.visits / 2))) {
        const i = expansion(s, who, legal, keys, untried);
        const child = newNode(who);
        node.children.set(keys[i], child);
        s = game.apply(s, legal[i], { validate: false });
        path.push(child);
        break;
      }
      const key = selectUcb(node, untried.length === 0 ? keys : keys.filter((_, i) => !untried.includes(i)), exploration);
      s = game.apply(s, legal[keys.indexOf(key)], { validate: false });
      node = node.children.get(key);
      path.push(node);
    }
    const score = scorer(rollout(game, s, policy, random, rolloutDepth));
    const rewards = /* @__PURE__ */ new Map();
    const reward = (seat2) => {
      let r = rewards.get(seat2);
      if (r === void 0) rewards.set(seat2, r = score(seat2));
      return r;
    };
    for (const n of path) {
      n.visits++;
      if (n.by === null || n.by === "chance") continue;
      const r = reward(n.by);
      n.reward += r;
      n.squares += r * r;
    }
  }
  return {
    name: `ismcts(${iterations})`,
    choose({ player, legal, state }) {
      if (legal.length === 1) return legal[0];
      if (!state) throw new Error("ismcts needs the state in its input, for the determinizer");
      const s = state;
      const root = newNode(null);
      const deadline = options.timeMs === void 0 ? void 0 : now() + options.timeMs;
      const search = iterations - 2 * pairs;
      for (let i = 0; i < search && (i === 0 || deadline === void 0 || now() < deadline); i++) iterate(root, s, player);
      const first = root.children.keys().next().value;
      const key = decide(root, confidence);
      const find = (k) => legal.find((a) => canonicalJson(a) === k);
      const answer = find(key) ?? legal[0];
      const policyMove = find(first);
      if (key === first || !policyMove) return answer;
      return confirmed(pairs, confidence, () => pair(s, player, answer, policyMove)) ? answer : policyMove;
    }
  };
}

// src/core/research/row.ts
import * as z from "zod";
var simulationRowSchema = z.object({
  /** The game's id in the registry. */
  game: z.string(),
  /** The rules version the game was played under. */
  version: z.string(),
  /** A safe integer, or a decimal string beyond (seeds are signed 128-bit). */
  seed: z.union([z.number().int(), z.string()]),
  /** The config as the game's config schema resolved it (defaults filled). */
  config: z.unknown(),
  /** `false` when the game hit `maxSteps` before ending or raised an error (then winners and scores are empty). */
  finished: z.boolean(),
  winners: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  /** The machine-readable end-reason code, when the game gives one. */
  code: z.string().optional(),
  /** The end reason in words. */
  reason: z.string().optional(),
  /** The spectator view's turn (or round) count at the end, when the game exposes one. */
  turns: z.number().int().optional(),
  /** Decisions taken, chance outcomes included. */
  decisions: z.number().int(),
  /** Wall-clock milliseconds of the game, when a clock was given. */
  ms: z.number().optional(),
  /** The error the game raised (a rules bug), when it raised one: the run goes on without it. */
  error: z.string().optional()
});
function turnsOf(view) {
  if (view === null || typeof view !== "object") return void 0;
  const { turn, round: round2 } = view;
  if (Number.isInteger(turn)) return turn;
  return Number.isInteger(round2) ? round2 : void 0;
}
function playRow(game, options) {
  const config = game.schemas.config.parse(options.config ?? {});
  const start = options.now?.();
  const ms = () => start === void 0 ? {} : { ms: Math.round((options.now() - start) * 1e3) / 1e3 };
  let p;
  try {
    p = playout(game, { config: options.config ?? {}, seed: options.seed, maxSteps: options.maxSteps, trusted: options.trusted });
  } catch (e) {
    const error = bounded(e instanceof Error ? e.message : String(e), 300);
    return { game: game.id, version: game.version, seed: options.seed, config, finished: false, winners: [], scores: {}, decisions: 0, ...ms(), error };
  }
  const turns = turnsOf(game.view(p.state, null));
  return {
    game: game.id,
    version: game.version,
    seed: options.seed,
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
import * as z2 from "zod";

// src/core/research/wilson.ts
function wilsonInterval(successes, n, z6 = 1.96) {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z22 = z6 * z6;
  const centre = p + z22 / (2 * n);
  const spread2 = z6 * Math.sqrt(p * (1 - p) / n + z22 / (4 * n * n));
  const denominator = 1 + z22 / n;
  return [Math.max(0, (centre - spread2) / denominator), Math.min(1, (centre + spread2) / denominator)];
}
function differenceInterval(a, n, b, m, z6 = 1.96) {
  const p = n === 0 ? 0 : a / n;
  const q = m === 0 ? 0 : b / m;
  const [l1, u1] = wilsonInterval(a, n, z6);
  const [l2, u2] = wilsonInterval(b, m, z6);
  const d = p - q;
  return [d - Math.sqrt((p - l1) ** 2 + (u2 - q) ** 2), d + Math.sqrt((u1 - p) ** 2 + (q - l2) ** 2)];
}

// src/core/research/summary.ts
var SIMULATION_SUMMARY_SCHEMA_VERSION = 1;
var MAX_ERROR_SEEDS = 20;
var rate = z2.object({
  count: z2.number().int(),
  /** `count` over finished games, rounded to 4 decimals. */
  rate: z2.number(),
  /** The 95% Wilson score interval of `rate`, rounded to 4 decimals. */
  ci95: z2.tuple([z2.number(), z2.number()])
});
var spread = z2.object({ mean: z2.number(), min: z2.number(), max: z2.number() });
var simulationSummarySchema = z2.object({
  schemaVersion: z2.literal(SIMULATION_SUMMARY_SCHEMA_VERSION),
  game: z2.string(),
  version: z2.string(),
  /** The config as the game's config schema resolved it. */
  config: z2.unknown(),
  /** The first seed; game `i` used seed `seed + i` (a decimal string beyond the safe integers). */
  seed: z2.union([z2.number().int(), z2.string()]),
  games: z2.number().int(),
  finished: z2.number().int(),
  /** Games that hit `maxSteps` before ending or raised an error. */
  unfinished: z2.number().int(),
  /** Games that raised an error (a rules bug; their rows say which), and the first seeds of them. */
  errors: z2.object({ count: z2.number().int(), seeds: z2.array(z2.union([z2.number().int(), z2.string()])).max(MAX_ERROR_SEEDS) }),
  /** Decisions per game, chance outcomes included. */
  decisions: spread,
  /** Turns (or rounds) per game, when the game exposes them. */
  turns: spread.optional(),
  /** Per seat: finished games it won (a shared win counts for every winner). */
  wins: z2.record(z2.string(), rate),
  /** Finished games that nobody won. */
  noWinner: rate,
  /** Mean final score per seat over finished games. */
  meanScores: z2.record(z2.string(), z2.number()),
  /** Finished games per end reason: the result's `code` when it has one, else its prose `reason`. */
  endReasons: z2.record(z2.string(), z2.number().int()),
  /** The exact sums behind the rounded means, so that summaries of shards merge exactly (`protest-rules merge`). */
  totals: z2.object({
    decisions: z2.number(),
    /** The sum of turns, over the `turnGames` games that expose them. */
    turns: z2.number(),
    turnGames: z2.number().int(),
    scores: z2.record(z2.string(), z2.number())
  }),
  workers: z2.number().int(),
  seconds: z2.number(),
  gamesPerSecond: z2.number(),
  decisionsPerSecond: z2.number()
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
  merge(total, n, min, max) {
    if (n === 0) return;
    this.total += total;
    this.n += n;
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
    for (const [seat, score] of Object.entries(row.scores)) this.scores.set(seat, (this.scores.get(seat) ?? 0) + score);
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
    for (const [key, n] of Object.entries(s.endReasons)) this.endReasons.set(key, (this.endReasons.get(key) ?? 0) + n);
    this.errors += s.errors.count;
    this.errorSeeds.push(...s.errors.seeds.slice(0, MAX_ERROR_SEEDS - this.errorSeeds.length));
  }
  rate(count2) {
    const [lo, hi] = wilsonInterval(count2, this.finished);
    return { count: count2, rate: this.finished === 0 ? 0 : round(count2 / this.finished, 4), ci95: [round(lo, 4), round(hi, 4)] };
  }
  /** The summary so far, given the wall-clock seconds and the number of workers that played. */
  summary(seconds, workers) {
    const { game, version, config, seed } = this.header;
    const mean = (total) => this.finished === 0 ? 0 : round(total / this.finished, 2);
    const perSecond = (n) => seconds > 0 ? round(n / seconds, 1) : 0;
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
      wins: Object.fromEntries([...this.wins].map(([seat, n]) => [seat, this.rate(n)])),
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

// src/core/research/seeds.ts
var MAX = (1n << 127n) - 1n;
var SAFE = BigInt(Number.MAX_SAFE_INTEGER);
var big = (seed) => BigInt(seed);
function seedOf(value) {
  return value >= -SAFE && value <= SAFE ? Number(value) : value.toString();
}
function seedAt(seed, i) {
  return seedOf(big(seed) + BigInt(i));
}
function seedRangeFits(seed, games2) {
  return big(seed) + BigInt(games2) - 1n <= MAX;
}
function seedDistance(a, b) {
  return Number(big(a) - big(b));
}

// src/core/research/simulate.ts
function defaultBatchSize(games2, workers) {
  return Math.max(1, Math.min(25, Math.ceil(games2 / (workers * 8))));
}
function inProcessRunner(options) {
  return {
    workers: 1,
    run: async ({ seed, games: games2 }) => Array.from({ length: games2 }, (_, i) => playRow(options.game, { ...options, seed: seedAt(seed, i) }))
  };
}
async function simulate(options) {
  const { game } = options;
  const seed = options.seed ?? 1;
  const runner = options.runner ?? inProcessRunner(options);
  const config = game.schemas.config.parse(options.config ?? {});
  const builder = new SummaryBuilder({ game: game.id, version: game.version, config, seed, seats: game.players(options.config ?? {}) });
  const size = options.batchSize ?? defaultBatchSize(options.games, runner.workers);
  const start = options.now?.() ?? 0;
  const pending = [];
  let next = 0;
  let done = 0;
  const submit = () => {
    const games2 = Math.min(size, options.games - next);
    const rows = runner.run({ seed: seedAt(seed, next), games: games2 });
    rows.catch(() => void 0);
    pending.push(rows);
    next += games2;
  };
  while (next < options.games && pending.length < runner.workers * 2) submit();
  while (pending.length > 0) {
    const rows = await pending.shift();
    if (next < options.games) submit();
    for (const row of rows) {
      builder.add(row);
      options.onRow?.(row);
    }
    done += rows.length;
    options.onProgress?.(done, options.games);
  }
  const seconds = options.now ? (options.now() - start) / 1e3 : 0;
  return builder.summary(seconds, runner.workers);
}

// src/core/research/merge.ts
var MergeError = class extends Error {
};
function inOrder(runs) {
  if (runs.length === 0) throw new MergeError("nothing to merge");
  const sorted = [...runs].sort((a, b) => Math.sign(seedDistance(a.seed, b.seed)));
  const [first] = sorted;
  sorted.forEach((run, i) => {
    if (run.game !== first.game || run.version !== first.version) throw new MergeError(`cannot merge ${run.game} v${run.version} with ${first.game} v${first.version}`);
    if (canonicalJson(run.config) !== canonicalJson(first.config)) throw new MergeError(`cannot merge config ${canonicalJson(run.config)} with ${canonicalJson(first.config)}`);
    const previous = sorted[i - 1];
    if (previous && seedDistance(run.seed, seedAt(previous.seed, previous.games)) !== 0) {
      throw new MergeError(`seeds are not back to back: ${previous.games} games from ${previous.seed}, then games from ${run.seed}`);
    }
  });
  return sorted;
}
function mergeSummaries(summaries) {
  const sorted = inOrder(summaries);
  const first = sorted[0];
  const builder = new SummaryBuilder({ ...first, seats: Object.keys(first.wins) });
  for (const s of sorted) builder.addSummary(s);
  const sum = (f) => sorted.reduce((t, s) => t + f(s), 0);
  return builder.summary(sum((s) => s.seconds), sum((s) => s.workers));
}
function summarizeRows(rows, seats) {
  const sorted = inOrder(rows.map((row) => ({ ...row, games: 1, row })));
  const builder = new SummaryBuilder({ ...sorted[0], seats });
  for (const { row } of sorted) builder.add(row);
  const seconds = rows.reduce((t, r) => t + (r.ms ?? 0), 0) / 1e3;
  return builder.summary(seconds, 1);
}

// src/core/research/json-schemas.ts
import * as z3 from "zod";
function simulationJsonSchemas() {
  const opts = { unrepresentable: "any", target: "draft-2020-12" };
  return {
    row: z3.toJSONSchema(simulationRowSchema, opts),
    summary: z3.toJSONSchema(simulationSummarySchema, opts)
  };
}

// src/core/arena/seating.ts
function seating(seats, entries, index) {
  return seats.map((_, j) => (index + j) % entries);
}

// src/core/arena/arena.ts
function count(tallies, seats, who, result) {
  const present = new Set(who);
  const won = new Set(result.winners.map((w) => who[seats.indexOf(w)]));
  for (const e of present) {
    tallies[e].games++;
    if (won.has(e)) tallies[e].wins++;
  }
  seats.forEach((seat, j) => {
    tallies[who[j]].scoreSum += result.scores[seat] ?? 0;
    tallies[who[j]].scoreCount++;
  });
}
async function arena(game, options) {
  const entries = options.bots;
  if (entries.length === 0) throw new Error("arena needs at least one bot");
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error("arena: bot names must differ");
  const seed = options.seed ?? 1;
  const config = options.config ?? {};
  const seats = game.players(config);
  const tallies = entries.map(() => ({ games: 0, wins: 0, scoreSum: 0, scoreCount: 0 }));
  const reasons = {};
  let noWinner = 0;
  let unfinished = 0;
  let decisions = 0;
  for (let i = 0; i < options.games; i++) {
    const who = seating(seats, entries.length, i);
    const bots2 = Object.fromEntries(seats.map((seat, j) => [seat, entries[who[j]].create((seed + i) * 31 + j + 1)]));
    const p = await playoutAsync(game, { config, seed: seed + i, bots: bots2, maxSteps: options.maxSteps, trusted: true });
    decisions += p.steps;
    if (!p.result) unfinished++;
    else {
      count(tallies, seats, who, p.result);
      if (p.result.winners.length === 0) noWinner++;
      const reason = p.result.code ?? p.result.reason;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    options.onProgress?.(i + 1, options.games);
  }
  const bots = entries.map((e, k) => {
    const t = tallies[k];
    return { name: e.name, games: t.games, wins: t.wins, winRate: t.games === 0 ? 0 : t.wins / t.games, ci95: wilsonInterval(t.wins, t.games), meanScore: t.scoreCount === 0 ? 0 : t.scoreSum / t.scoreCount };
  });
  const differences = bots.flatMap(
    (a, k) => bots.slice(k + 1).map((b) => ({ a: a.name, b: b.name, difference: a.winRate - b.winRate, ci95: differenceInterval(a.wins, a.games, b.wins, b.games) }))
  );
  return { game: game.id, version: game.version, config: game.schemas.config.parse(config), seed, games: options.games, bots, differences, noWinner, unfinished, reasons, meanDecisions: options.games === 0 ? 0 : decisions / options.games };
}

// src/core/arena/report.ts
import * as z4 from "zod";
var interval = z4.tuple([z4.number(), z4.number()]);
var arenaBotSchema = z4.object({
  name: z4.string(),
  /** Games in which the bot held at least one seat. */
  games: z4.number().int(),
  /** Of those, games in which one of its seats was among the winners (a shared win counts). */
  wins: z4.number().int(),
  winRate: z4.number(),
  /** 95% Wilson interval of `winRate`. */
  ci95: interval,
  /** Mean final score of its seats in finished games. */
  meanScore: z4.number()
});
var arenaDifferenceSchema = z4.object({
  a: z4.string(),
  b: z4.string(),
  difference: z4.number(),
  ci95: interval
});
var arenaReportSchema = z4.object({
  game: z4.string(),
  version: z4.string(),
  config: z4.unknown(),
  seed: z4.number().int(),
  games: z4.number().int(),
  bots: z4.array(arenaBotSchema),
  differences: z4.array(arenaDifferenceSchema),
  /** Finished games nobody won. */
  noWinner: z4.number().int(),
  /** Games that hit `maxSteps` before ending. */
  unfinished: z4.number().int(),
  /** Finished games by end reason: `GameResult.code` when the game gives one, else its words. */
  reasons: z4.record(z4.string(), z4.number().int()),
  /** Mean decisions per game, chance outcomes included. */
  meanDecisions: z4.number()
});

// src/core/spaces/json-schemas.ts
import * as z5 from "zod";
function observationJsonSchema(layout) {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "array",
    items: { type: "number" },
    minItems: layout.size,
    maxItems: layout.size,
    "x-parts": layout.parts.map((p) => ({ ...p, low: Number.isFinite(p.low) ? p.low : null, high: Number.isFinite(p.high) ? p.high : null }))
  };
}
function gameJsonSchemas(schemas, layout) {
  const opts = { unrepresentable: "any", target: "draft-2020-12" };
  return {
    config: z5.toJSONSchema(schemas.config, { ...opts, io: "input" }),
    action: z5.toJSONSchema(schemas.action, opts),
    view: z5.toJSONSchema(schemas.view, opts),
    ...layout ? { observation: observationJsonSchema(layout) } : {}
  };
}

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
var heuristics = /* @__PURE__ */ byId("heuristic");
var evaluators = /* @__PURE__ */ byId("evaluate");
export {
  IllegalActionError,
  InvalidActionError,
  InvalidConfigError,
  InvalidStateError,
  MAX_CHOICES,
  MergeError,
  RulesError,
  RunawayError,
  SIMULATION_SUMMARY_SCHEMA_VERSION,
  SummaryBuilder,
  UnknownSeatError,
  actionSpace,
  actionTypesOf,
  arena,
  arenaBotSchema,
  arenaDifferenceSchema,
  arenaReportSchema,
  cachedBy,
  canonicalJson,
  chanceQuestionSchema,
  choiceActions,
  choiceSchema,
  choiceTree,
  countedOutcomes,
  counts,
  createRandom,
  decisionQuestionSchema,
  deepFreeze,
  defaultBatchSize,
  defineGame,
  differenceInterval,
  drawRng,
  effectListHandler,
  evaluators,
  forcedAction,
  formatEvent,
  gameJsonSchemas,
  gameModules,
  gameRecordSchema,
  games,
  getIn,
  heuristics,
  history,
  inProcessRunner,
  isChanceQuestion,
  isChoiceGroup,
  ismcts,
  maskOf,
  merge,
  mergeDeep,
  mergeSummaries,
  numbers,
  observationJsonSchema,
  observer,
  oneHot,
  pickWeighted,
  plainFields,
  playRow,
  playout,
  playoutAsync,
  questionSchema,
  randomBot,
  randomInt,
  randomSeed,
  record,
  remember,
  remove,
  removeIn,
  replay,
  revealsHidden,
  rngFromSeed,
  runOn,
  sampleOutcome,
  scalar,
  seating,
  secureChanceOutcome,
  seedAt,
  seedRangeFits,
  seedRng,
  set,
  setIn,
  shuffled,
  simulate,
  simulationJsonSchemas,
  simulationRowSchema,
  simulationSummarySchema,
  subjectOf,
  summarizeRows,
  taskMachine,
  toProbabilities,
  update,
  updateIn,
  widestLevel,
  wilsonInterval,
  winShare,
  windowHandler,
  withKey,
  withSpaces
};
