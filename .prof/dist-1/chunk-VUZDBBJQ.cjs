"use strict";Object.defineProperty(exports, "__esModule", {value: true}); function _interopRequireWildcard(obj) { if (obj && obj.__esModule) { return obj; } else { var newObj = {}; if (obj != null) { for (var key in obj) { if (Object.prototype.hasOwnProperty.call(obj, key)) { newObj[key] = obj[key]; } } } newObj.default = obj; return newObj; } } function _nullishCoalesce(lhs, rhsFn) { if (lhs != null) { return lhs; } else { return rhsFn(); } } function _optionalChain(ops) { let lastAccessLHS = undefined; let value = ops[0]; let i = 1; while (i < ops.length) { const op = ops[i]; const fn = ops[i + 1]; i += 2; if ((op === 'optionalAccess' || op === 'optionalCall') && value == null) { return undefined; } if (op === 'access' || op === 'optionalAccess') { lastAccessLHS = value; value = fn(value); } else if (op === 'call' || op === 'optionalCall') { value = fn((...args) => value.call(lastAccessLHS, ...args)); lastAccessLHS = undefined; } } return value; } var _class;// src/core/errors.ts
var RulesError = class extends Error {
  constructor(message) {
    super(message);
    this.name = new.target.name;
  }
};
var InvalidActionError = class extends RulesError {
  /** The zod issues that describe what is malformed. */
  
  constructor(message, issues) {
    super(message);
    this.issues = issues;
  }
};
var IllegalActionError = class extends RulesError {
  /** Why the rules forbid it, in words. */
  
  /** The rulebook section that forbids it, e.g. "13.2", when one applies. */
  
  constructor(reason, rule) {
    super(rule ? `${reason} (rule ${rule})` : reason);
    this.reason = reason;
    this.rule = rule;
  }
};
var InvalidConfigError = class extends RulesError {
  /** The zod issues that describe what is malformed. */
  
  constructor(message, issues) {
    super(message);
    this.issues = issues;
  }
};
var InvalidStateError = class extends RulesError {
  /** What is wrong with the state, one line each (at most a few). */
  
  constructor(message, problems) {
    super(message);
    this.problems = problems;
  }
};
var UnknownSeatError = class extends RulesError {
  /** The seat asked for. */
  
  /** The seats of the game. */
  
  constructor(seat, seats) {
    super(`Unknown seat '${String(seat).slice(0, 40)}': the seats are ${seats.join(", ")} (or null for a spectator).`);
    this.seat = seat;
    this.seats = seats;
  }
};

// src/core/rng.ts
var _xoroshiro128plus = require('pure-rand/generator/xoroshiro128plus');
var _uniformInt = require('pure-rand/distribution/uniformInt');
function rngProblems(rng) {
  if (rng.length !== 4) return [`the RNG state has ${rng.length} words, xoroshiro128+ has 4`];
  if (rng.some((w) => !Number.isInteger(w) || w < -2147483648 || w > 2147483647)) return ["the RNG state has a word that is not a signed 32-bit integer"];
  return rng.every((w) => w === 0) ? ["the RNG state is all zeros"] : [];
}
function seedRng(seed) {
  return [..._xoroshiro128plus.xoroshiro128plus.call(void 0, seed | 0).getState()];
}
function randomInt(rng, n) {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const g = _xoroshiro128plus.xoroshiro128plusFromState.call(void 0, rng);
  const value2 = _uniformInt.uniformInt.call(void 0, g, 0, n - 1);
  return [value2, [...g.getState()]];
}
function createRandom(seed) {
  let state = seedRng(seed);
  return {
    int(n) {
      const [v, next2] = randomInt(state, n);
      state = next2;
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

// src/core/seed.ts
var BITS = 128n;
var MOD = 1n << BITS;
var MASK = MOD - 1n;
var MIN = -(1n << 127n);
var MAX = (1n << 127n) - 1n;
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
  const value2 = negative ? -magnitude : magnitude;
  if (value2 < MIN || value2 > MAX) fail(seed);
  return value2;
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
function randomWords(n) {
  const crypto = globalThis.crypto;
  if (!crypto) throw new Error("protest-rules needs Web Crypto (globalThis.crypto) for cryptographic randomness");
  return crypto.getRandomValues(new Uint32Array(n));
}
function randomSeed() {
  const words = randomWords(4);
  const hex = [...words].map((w) => w.toString(16).padStart(8, "0")).join("");
  return BigInt.asIntN(128, BigInt(`0x${hex}`)).toString();
}

// src/core/chance.ts
function pickWeighted(outcomes, rng) {
  let total = 0;
  for (const o of outcomes) total += o.weight;
  if (outcomes.length === 0 || total <= 0) throw new Error("chance node without outcomes");
  let [r, next2] = randomInt(rng, total);
  for (const o of outcomes) {
    if (r < o.weight) return [o.outcome, next2];
    r -= o.weight;
  }
  throw new Error("unreachable: weights changed while sampling");
}
function toProbabilities(outcomes) {
  let total = 0;
  for (const o of outcomes) total += o.weight;
  return outcomes.map((o) => ({ outcome: o.outcome, probability: o.weight / total }));
}
function countedOutcomes(items, make) {
  const counts2 = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = item !== null && typeof item === "object" ? JSON.stringify(item) : item;
    const entry = counts2.get(key);
    if (entry) entry.weight += 1;
    else counts2.set(key, { item, weight: 1 });
  }
  return [...counts2.values()].map(({ item, weight }) => ({ outcome: make(item), weight }));
}
function sampleOutcome(outcomes, random) {
  let r = random.int(1e6) / 1e6;
  for (const o of outcomes) {
    if (r < o.probability) return o.outcome;
    r -= o.probability;
  }
  return outcomes[outcomes.length - 1].outcome;
}

// src/core/json.ts
function canonicalJson(value2) {
  return JSON.stringify(value2, (_key, v) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const sorted = {};
    for (const k of Object.keys(v).sort()) sorted[k] = v[k];
    return sorted;
  });
}
function deepFreeze(value2) {
  if (value2 !== null && typeof value2 === "object" && !Object.isFrozen(value2)) {
    Object.freeze(value2);
    for (const v of Object.values(value2)) deepFreeze(v);
  }
  return value2;
}

// src/core/events.ts
function value(v) {
  return typeof v === "string" ? v : JSON.stringify(v);
}
function formatEvent(e) {
  const fields = Object.entries(e).filter(([k]) => k !== "type");
  return fields.length === 0 ? e.type : `${e.type} ${fields.map(([k, v]) => `${k}=${value(v)}`).join(" ")}`;
}

// src/core/question.ts
var _zod = require('zod'); var z = _interopRequireWildcard(_zod); var z2 = _interopRequireWildcard(_zod); var z3 = _interopRequireWildcard(_zod);
var chanceQuestionSchema = z.looseObject({ chance: z.string().min(1) });
var decisionQuestionSchema = z.looseObject({ decision: z.string().min(1), seat: z.string().min(1) });
var questionSchema = z.union([chanceQuestionSchema, decisionQuestionSchema]);
var isChanceQuestion = (q) => "chance" in q;
function subjectOf(q) {
  const { chance: _c, decision: _d, seat: _s, ...rest } = q;
  return rest;
}

// src/core/choices.ts

var MAX_CHOICES = 12;
function isChoiceGroup(c) {
  return "options" in c;
}
function choiceSchema(action) {
  const choice = z2.lazy(() => z2.union([z2.object({ label: z2.string(), action }), z2.object({ label: z2.string(), options: z2.array(choice) })]));
  return choice;
}
function choiceTree(paths, max = MAX_CHOICES) {
  const root = { label: "", children: /* @__PURE__ */ new Map() };
  for (const { action, path } of paths) {
    let node = root;
    path.forEach((step, i) => {
      let next2 = node.children.get(step.key);
      if (next2 === void 0) node.children.set(step.key, next2 = { label: step.label, children: /* @__PURE__ */ new Map() });
      if (i === path.length - 1) next2.action = action;
      node = next2;
    });
  }
  return page([...root.children.values()].map(toChoice), max);
}
function toChoice(node) {
  const options = [...node.children.values()].map(toChoice);
  if (node.action !== void 0) {
    return options.length === 0 ? { label: node.label, action: node.action } : { label: node.label, options: [{ label: node.label, action: node.action }, ...options] };
  }
  if (options.length === 1) {
    const only = options[0];
    return { ...only, label: `${node.label}: ${only.label}` };
  }
  return { label: node.label, options };
}
function page(options, max) {
  const paged = options.map((c) => isChoiceGroup(c) ? { label: c.label, options: page(c.options, max) } : c);
  if (paged.length <= max) return paged;
  return [...paged.slice(0, max - 1), { label: `More (${paged.length - max + 1})`, options: page(paged.slice(max - 1), max) }];
}
function choiceActions(options) {
  return options.flatMap((c) => isChoiceGroup(c) ? choiceActions(c.options) : [c.action]);
}
function widestLevel(options) {
  return Math.max(options.length, ...options.map((c) => isChoiceGroup(c) ? widestLevel(c.options) : 0));
}

// src/core/view-side.ts
function viewSide(def) {
  function legalFromView(view) {
    const legal = _optionalChain([view, 'optionalAccess', _2 => _2.legal]);
    if (!Array.isArray(legal)) throw new RulesError(`The views of ${def.id} carry no legal actions.`);
    return legal;
  }
  const paths = (view) => _nullishCoalesce(_optionalChain([def, 'access', _3 => _3.choicePaths, 'optionalCall', _4 => _4(view)]), () => ( legalFromView(view).map((action) => ({ action, path: [{ key: canonicalJson(action), label: formatEvent(action) }] }))));
  return {
    legalFromView,
    describeFromView(view, action) {
      const key = canonicalJson(action);
      const found = paths(view).find((p) => canonicalJson(p.action) === key);
      return found ? found.path.map((p) => p.label).join(": ") : formatEvent(action);
    },
    choices: (view) => choiceTree(paths(view)),
    idlePass: (view) => _nullishCoalesce(_optionalChain([def, 'access', _5 => _5.idlePass, 'optionalCall', _6 => _6(view)]), () => ( null))
  };
}

// src/core/messages.ts

var MESSAGE_LIMIT = 600;
function bounded(text, limit = MESSAGE_LIMIT) {
  return text.length <= limit ? text : `${text.slice(0, limit)}\u2026 (${text.length - limit} more characters)`;
}
function zodMessage(prefix, error) {
  return bounded(`${prefix}:
${z3.prettifyError(error)}`);
}

// src/core/define-game.ts
function defineGame(def) {
  function parseConfig(config) {
    const parsed = def.schemas.config.safeParse(_nullishCoalesce(config, () => ( {})));
    if (!parsed.success) throw new InvalidConfigError(zodMessage(`Invalid ${def.id} config`, parsed.error), parsed.error.issues);
    return parsed.data;
  }
  function resolveChance(state, events) {
    let s = state;
    while (s.chance === "auto" && def.toMove(s) === "chance") {
      const [outcome, rng] = pickWeighted(def.chanceOutcomes(s), s.rng);
      const r = def.apply({ ...s, rng }, outcome);
      events.push(...r.events);
      s = r.state;
    }
    return s;
  }
  function isListed(list, action) {
    const key = canonicalJson(action);
    return list.some((a) => canonicalJson(a) === key);
  }
  function explain(state, action) {
    try {
      return _optionalChain([def, 'access', _7 => _7.explainIllegal, 'optionalCall', _8 => _8(state, action)]);
    } catch (e2) {
      return void 0;
    }
  }
  function checkSeat(state, player) {
    const who = def.toMove(state);
    if (who !== player) throw new IllegalActionError(bounded(who === null ? "The game is over." : `It is ${who}'s decision, not ${player}'s.`));
  }
  function check(state, input) {
    const parsed = def.schemas.action.safeParse(input);
    if (!parsed.success) throw new InvalidActionError(zodMessage(`Malformed ${def.id} action`, parsed.error), parsed.error.issues);
    const action = parsed.data;
    const who = def.toMove(state);
    if (who === null) throw new IllegalActionError("The game is over.");
    const listed = who === "chance" ? def.chanceOutcomes(state).map((o) => o.outcome) : def.legalActions(state);
    if (!isListed(listed, action)) {
      const why = who === "chance" ? void 0 : explain(state, action);
      throw new IllegalActionError(
        bounded(_nullishCoalesce(_optionalChain([why, 'optionalAccess', _9 => _9.reason]), () => ( (who === "chance" ? "Not an outcome of the pending chance node." : `Not a legal action for ${who} now.`)))),
        _optionalChain([why, 'optionalAccess', _10 => _10.rule])
      );
    }
    return action;
  }
  function step(state, input, options) {
    if (_optionalChain([options, 'optionalAccess', _11 => _11.player]) !== void 0) checkSeat(state, options.player);
    const action = _optionalChain([options, 'optionalAccess', _12 => _12.validate]) === false ? input : check(state, input);
    const r = def.apply(state, action);
    const events = [...r.events];
    return { state: resolveChance(r.state, events), events };
  }
  function start(config, seed) {
    const made = def.setup(parseConfig(config), rngFromSeed(seed));
    const begun = "state" in made && "events" in made ? made : { state: made, events: [] };
    const events = [...begun.events];
    return { state: resolveChance(begun.state, events), events };
  }
  function restore(json) {
    const parsed = def.schemas.state.safeParse(json);
    if (!parsed.success) {
      throw new InvalidStateError(zodMessage(`Invalid ${def.id} state`, parsed.error), parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`));
    }
    const state = parsed.data;
    let problems = rngProblems(state.rng);
    try {
      if (problems.length === 0) problems = _nullishCoalesce(_optionalChain([def, 'access', _13 => _13.checkState, 'optionalCall', _14 => _14(state)]), () => ( []));
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
    const who = def.toMove(state);
    const options = who === null ? [] : who === "chance" ? def.chanceOutcomes(state) : def.legalActions(state);
    const over = def.result(state) !== null;
    if (who === null) return over ? [] : ["nobody is to move, but the game has no result"];
    if (over) return [`the game has a result, but ${who} is to move`];
    if (options.length === 0) return [`${who} is to move, with nothing to choose from`];
    if (who === "chance") return state.chance === "auto" ? ["a chance node waits in 'auto' chance mode"] : [];
    const seats = _optionalChain([def, 'access', _15 => _15.seatsOf, 'optionalCall', _16 => _16(state)]);
    return seats === void 0 || seats.includes(who) ? [] : [`${who} is to move, but is not a seat of this game`];
  }
  function view(state, player) {
    if (player !== null && def.seatsOf !== void 0) {
      const seats = def.seatsOf(state);
      if (!seats.includes(player)) throw new UnknownSeatError(player, seats);
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
      const who = def.toMove(s);
      if (who === null) return [];
      return who === "chance" ? def.chanceOutcomes(s).map((o) => o.outcome) : def.legalActions(s);
    },
    chanceOutcomes: (s) => def.toMove(s) === "chance" ? toProbabilities(def.chanceOutcomes(s)) : [],
    apply: (s, a, o) => step(s, a, o).state,
    step,
    applyUnknown: (s, a, o) => step(s, a, o).state,
    stepUnknown: step,
    isTerminal: (s) => def.toMove(s) === null,
    // the definition's seats and codes are strings; `P` and `Code` are what the game declares
    result: (s) => def.result(s),
    view,
    prompt: (s) => def.prompt(s),
    ask: (s) => def.ask(s),
    describe: (s, a) => def.describe(s, a),
    ...viewSide(def),
    describeEvent: (e) => _nullishCoalesce(_optionalChain([def, 'access', _17 => _17.describeEvent, 'optionalCall', _18 => _18(e)]), () => ( formatEvent(e))),
    ...def.seatsOf ? { seatsOf: (s) => [...def.seatsOf(s)] } : {},
    ...def.determinize ? { determinize: def.determinize } : {},
    ...def.reveals ? { reveals: def.reveals } : {}
  };
  return game;
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
  const value2 = compute(s, key);
  forget(s);
  states[next] = s;
  keys[next] = key;
  values[next] = value2;
  next = (next + 1) % SLOTS;
  stored++;
  return value2;
}
var storedSoFar = () => stored;
function forget(s) {
  for (let i = 0; i < SLOTS; i++) {
    if (states[i] === s) states[i] = keys[i] = values[i] = void 0;
  }
}

// src/core/machine/context.ts
var Context = (_class = class {
  /** `copy`: how the top level is copied (a game's own copier, or a spread); `below`: tasks a push goes under ({@link MachineDefinition.pushBelow}). */
  constructor(state, copy = (s) => ({ ...s }), below) {;_class.prototype.__init.call(this);_class.prototype.__init2.call(this);_class.prototype.__init3.call(this);
    this.state = state;
    this.copy = copy;
    this.below = below;
  }
  
  
  
  __init() {this.events = []}
  
  
  /** The task copies this apply owns (`own`). */
  __init2() {this.ownedCopies = /* @__PURE__ */ new Set()}
  /** `storedSoFar()` when the draft last had nothing remembered. */
  __init3() {this.clean = -1}
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
  remove(task) {
    const i = this.indexOf(task);
    this.tasks().splice(i, 1);
  }
  replace(task, by) {
    const i = this.indexOf(task);
    this.tasks()[i] = by;
  }
  indexOf(task) {
    const i = this.state.tasks.lastIndexOf(task);
    if (i < 0) throw new Error(`task '${task.kind}' is not on the stack`);
    return i;
  }
  own(task, copy = (t) => ({ ...t })) {
    if (this.ownedCopies.has(task)) {
      forget(this.state);
      return task;
    }
    const mine = copy(task);
    this.replace(task, mine);
    this.ownedCopies.add(mine);
    return mine;
  }
  replaceTop(task) {
    if (this.state.tasks.length === 0) throw new Error("replaceTop on an empty task stack");
    const stack = this.tasks();
    stack[stack.length - 1] = task;
  }
}, _class);

// src/core/machine/machine.ts
var RunawayError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RunawayError";
  }
};
function plainFields(task) {
  const out = {};
  for (const [k, v] of Object.entries(task)) if (k !== "kind" && (v === null || typeof v !== "object")) out[k] = v;
  return out;
}
function runOn(state, rule, options = {}) {
  const ctx = new Context(state, options.copy, options.pushBelow);
  rule(ctx);
  return { state: ctx.state, events: ctx.events };
}
function taskMachine(def) {
  const maxAuto = _nullishCoalesce(def.maxAutoSteps, () => ( 1e5));
  const table = def.handlers;
  function handlerOf(task) {
    const h = table[task.kind];
    if (!h) throw new Error(`${def.name}: no handler for task '${task.kind}'`);
    return h;
  }
  function missing(task, what) {
    throw new Error(`${def.name}: the handler of task '${task.kind}' has no ${what}`);
  }
  const topOf = (s) => s.tasks[s.tasks.length - 1];
  const isOver = (s) => s.tasks.length === 0 || (_nullishCoalesce(_optionalChain([def, 'access', _19 => _19.over, 'optionalCall', _20 => _20(s)]), () => ( false)));
  function advance(ctx) {
    const drawNow = def.drawNow;
    for (let steps = 0; ; steps++) {
      _optionalChain([def, 'access', _21 => _21.settle, 'optionalCall', _22 => _22(ctx)]);
      if (isOver(ctx.state)) return;
      const task = topOf(ctx.state);
      const h = handlerOf(task);
      const d = h.decider(ctx.state, task);
      if (d !== "auto" && (d !== "chance" || drawNow === void 0)) return;
      if (steps >= maxAuto) {
        throw new RunawayError(`${def.name}: ${maxAuto} automatic steps without a decision (last task '${task.kind}')`);
      }
      if (d === "auto") (_nullishCoalesce(h.run, () => ( missing(task, "run"))))(ctx, task);
      else if (!drawNow(ctx, task)) return;
    }
  }
  function decider(s) {
    if (isOver(s)) return null;
    const task = topOf(s);
    return handlerOf(task).decider(s, task);
  }
  return {
    start(state) {
      const ctx = new Context(state, def.copy, def.pushBelow);
      advance(ctx);
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
      const task = topOf(s);
      return (_nullishCoalesce(handlerOf(task).actions, () => ( missing(task, "actions"))))(s, task);
    },
    chanceOutcomes(s) {
      if (decider(s) !== "chance") return [];
      const task = topOf(s);
      return (_nullishCoalesce(handlerOf(task).outcomes, () => ( missing(task, "outcomes"))))(s, task);
    },
    apply(s, action) {
      const task = topOf(s);
      if (task === void 0 || isOver(s)) throw new Error(`${def.name}: no decision is pending`);
      const ctx = new Context(s, def.copy, def.pushBelow);
      (_nullishCoalesce(handlerOf(task).answer, () => ( missing(task, "answer"))))(ctx, task, action);
      advance(ctx);
      return { state: ctx.state, events: ctx.events };
    },
    prompt(s) {
      if (isOver(s)) return "The game is over.";
      const task = topOf(s);
      return _nullishCoalesce(_optionalChain([handlerOf, 'call', _23 => _23(task), 'access', _24 => _24.prompt, 'optionalCall', _25 => _25(s, task)]), () => ( task.kind));
    },
    ask(s) {
      const d = decider(s);
      if (d === null) return null;
      const task = topOf(s);
      if (d === "auto") throw new Error(`${def.name}: an automatic task '${task.kind}' was left pending`);
      const q = _optionalChain([handlerOf, 'call', _26 => _26(task), 'access', _27 => _27.ask, 'optionalCall', _28 => _28(s, task)]);
      if (d === "chance") return typeof _optionalChain([q, 'optionalAccess', _29 => _29["chance"]]) === "string" ? q : { chance: task.kind, ...plainFields(task) };
      return typeof _optionalChain([q, 'optionalAccess', _30 => _30["decision"]]) === "string" ? { ...q, seat: d } : { decision: task.kind, ...plainFields(task), seat: d };
    },
    explainIllegal(s, action) {
      const task = topOf(s);
      return task === void 0 ? void 0 : _optionalChain([handlerOf, 'call', _31 => _31(task), 'access', _32 => _32.explain, 'optionalCall', _33 => _33(s, task, action)]);
    }
  };
}

// src/core/machine/window.ts
function windowHandler(spec) {
  function close(ctx, task) {
    ctx.remove(task);
    _optionalChain([spec, 'access', _34 => _34.closed, 'optionalCall', _35 => _35(ctx, task)]);
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
      const next2 = spec.answer(ctx, t, seat, action);
      if (next2 === "again") return;
      if (next2 === "close" || t.seats.length <= 1) return close(ctx, t);
      ctx.replace(t, { ...t, seats: t.seats.slice(1) });
    },
    prompt: (s, t) => spec.prompt(s, t, t.seats[0]),
    ask: (s, t) => _nullishCoalesce(_optionalChain([spec, 'access', _36 => _36.ask, 'optionalCall', _37 => _37(s, t, t.seats[0])]), () => ( { decision: t.kind, after: t.seats.slice(1) })),
    explain: (s, t, a) => _optionalChain([spec, 'access', _38 => _38.explain, 'optionalCall', _39 => _39(s, t, t.seats[0], a)])
  };
}

// src/core/machine/effect-list.ts
function effectListHandler(table, done, discriminator = "kind") {
  const effects = table;
  return {
    decider: () => "auto",
    run(ctx, t) {
      const effect = t.effects[t.next];
      if (effect === void 0) {
        ctx.pop();
        _optionalChain([done, 'optionalCall', _40 => _40(ctx, t)]);
        return;
      }
      const run = effects[effect[discriminator]];
      if (!run) throw new Error(`no handler for effect '${effect[discriminator]}'`);
      ctx.replaceTop({ ...t, next: t.next + 1 });
      run(ctx, effect, t);
    }
  };
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
function actionSpace(types) {
  const blocks = [];
  const byType = /* @__PURE__ */ new Map();
  let size = 0;
  for (const spec of types) {
    if (byType.has(spec.type)) throw new RulesError(`Action space: type ${spec.type} is listed twice.`);
    const block = blockOf(spec, size);
    blocks.push(block);
    byType.set(spec.type, block);
    size += block.size;
  }
  const outside = (action, why) => {
    throw new RulesError(`Action ${JSON.stringify(action).slice(0, 200)} is outside the action space: ${why}.`);
  };
  return {
    size,
    layout: blocks.map(({ type, fields, offset, size: n }) => ({ type, fields, offset, size: n })),
    encode(action) {
      const block = _nullishCoalesce(byType.get(action.type), () => ( outside(action, `no type ${action.type}`)));
      let index = block.offset;
      block.fields.forEach((f, i) => {
        const value2 = action[f.name];
        const digit = _nullishCoalesce((value2 === void 0 ? void 0 : block.lookup[i].get(value2)), () => ( outside(action, `${f.name} is not in its domain`)));
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
      const n = schema;
      if (n.minValue === null || n.maxValue === null || !Number.isFinite(n.minValue) || !Number.isFinite(n.maxValue)) return void 0;
      if (n.maxValue - n.minValue > 1e4) return void 0;
      return Array.from({ length: n.maxValue - n.minValue + 1 }, (_, i) => n.minValue + i);
    }
    default:
      return void 0;
  }
}
function actionTypesOf(schema, domains) {
  const options = schema.options;
  if (!options) throw new RulesError("Action space: the action schema is not a discriminated union.");
  return options.map((option) => {
    const shape = option.shape;
    const type = (_nullishCoalesce(ownDomain(shape["type"]), () => ( [])))[0];
    if (typeof type !== "string") throw new RulesError("Action space: an action type without a literal `type`.");
    const fields = Object.entries(shape).filter(([name]) => name !== "type").map(([name, field]) => {
      const values2 = _nullishCoalesce(_nullishCoalesce(domains[`${type}.${name}`], () => ( domains[name])), () => ( ownDomain(field)));
      if (values2 === void 0) throw new RulesError(`Action space: no domain for ${type}.${name}.`);
      return { name, values: values2 };
    });
    return { type, fields };
  });
}

// src/core/spaces/observation.ts
function observer(parts) {
  const names = /* @__PURE__ */ new Set();
  let size = 0;
  const placed = parts.map((p) => {
    if (names.has(p.name)) throw new RulesError(`Observation: part ${p.name} is listed twice.`);
    names.add(p.name);
    const at = size;
    size += p.size;
    return { spec: p, at };
  });
  const layout = {
    size,
    parts: placed.map(({ spec: { name, description, size: n, low, high }, at }) => ({ name, description, offset: at, size: n, low, high }))
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
      const i = index.get(_nullishCoalesce(get(v), () => ( null)));
      if (i !== void 0) out[at + i] = 1;
    }
  };
}
function counts(name, description, values2, high, get) {
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
function cachedBy(make, limit = 16) {
  const cache = /* @__PURE__ */ new Map();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== void 0) return hit;
    const made = make(key);
    if (cache.size >= limit) cache.delete(cache.keys().next().value);
    cache.set(key, made);
    return made;
  };
}






















































exports.RulesError = RulesError; exports.InvalidActionError = InvalidActionError; exports.IllegalActionError = IllegalActionError; exports.InvalidConfigError = InvalidConfigError; exports.InvalidStateError = InvalidStateError; exports.UnknownSeatError = UnknownSeatError; exports.seedRng = seedRng; exports.randomInt = randomInt; exports.createRandom = createRandom; exports.drawRng = drawRng; exports.shuffled = shuffled; exports.rngFromSeed = rngFromSeed; exports.randomWords = randomWords; exports.randomSeed = randomSeed; exports.pickWeighted = pickWeighted; exports.toProbabilities = toProbabilities; exports.countedOutcomes = countedOutcomes; exports.sampleOutcome = sampleOutcome; exports.canonicalJson = canonicalJson; exports.deepFreeze = deepFreeze; exports.formatEvent = formatEvent; exports.chanceQuestionSchema = chanceQuestionSchema; exports.decisionQuestionSchema = decisionQuestionSchema; exports.questionSchema = questionSchema; exports.isChanceQuestion = isChanceQuestion; exports.subjectOf = subjectOf; exports.MAX_CHOICES = MAX_CHOICES; exports.isChoiceGroup = isChoiceGroup; exports.choiceSchema = choiceSchema; exports.choiceTree = choiceTree; exports.choiceActions = choiceActions; exports.widestLevel = widestLevel; exports.bounded = bounded; exports.zodMessage = zodMessage; exports.defineGame = defineGame; exports.remember = remember; exports.RunawayError = RunawayError; exports.plainFields = plainFields; exports.runOn = runOn; exports.taskMachine = taskMachine; exports.windowHandler = windowHandler; exports.effectListHandler = effectListHandler; exports.actionSpace = actionSpace; exports.maskOf = maskOf; exports.actionTypesOf = actionTypesOf; exports.observer = observer; exports.scalar = scalar; exports.numbers = numbers; exports.oneHot = oneHot; exports.counts = counts; exports.withSpaces = withSpaces; exports.cachedBy = cachedBy;
