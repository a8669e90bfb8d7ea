import {
  gameRecordSchema,
  history,
  playout
} from "../chunk-7DSNEZMU.js";
import {
  remove,
  set
} from "../chunk-3FJKLOAJ.js";
import {
  IllegalActionError,
  InvalidActionError,
  InvalidConfigError,
  RulesError,
  actionSpace,
  actionTypesOf,
  canonicalJson,
  countedOutcomes,
  createRandom,
  deepFreeze,
  defineGame,
  drawRng,
  numbers,
  observer,
  oneHot,
  questionSchema,
  sampleOutcome,
  scalar,
  shuffled,
  subjectOf,
  taskMachine,
  withSpaces,
  zodMessage
} from "../chunk-GH3R7S4D.js";

// src/testing/example-pig.ts
import * as z from "zod";
var seats = ["north", "east", "south", "west"];
var configSchema = z.strictObject({
  players: z.number().int().min(2).max(4).default(2),
  target: z.number().int().min(1).max(100).default(20),
  rounds: z.number().int().min(1).max(50).default(8),
  chance: z.enum(["auto", "manual"]).default("auto")
});
var actionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll") }),
  z.strictObject({ type: z.literal("hold") }),
  z.strictObject({ type: z.literal("die"), face: z.number().int().min(1).max(6) }),
  z.strictObject({ type: z.literal("deal"), card: z.number().int().min(1).max(6) })
]);
var taskSchema = z.discriminatedUnion("kind", [z.object({ kind: z.literal("deal") }), z.object({ kind: z.literal("turn") }), z.object({ kind: z.literal("die") })]);
var stateSchema = z.object({
  rng: z.array(z.number().int()),
  chance: z.enum(["auto", "manual"]),
  seats: z.array(z.string()),
  target: z.number().int(),
  rounds: z.number().int(),
  round: z.number().int(),
  current: z.number().int(),
  turnTotal: z.number().int(),
  banked: z.array(z.number().int()),
  bonus: z.array(z.number().int().nullable()),
  deck: z.array(z.number().int()),
  tasks: z.array(taskSchema)
});
var viewSchema = z.object({
  seat: z.string().nullable(),
  round: z.number().int(),
  current: z.string(),
  turnTotal: z.number().int(),
  banked: z.array(z.number().int()),
  ownBonus: z.number().int().nullable(),
  deckSize: z.number().int(),
  pending: z.string()
});
function endTurn(ctx, banked) {
  const s = ctx.state;
  const last = s.current === s.seats.length - 1;
  const round = last ? s.round + 1 : s.round;
  const over = banked.some((b) => b >= s.target) || round > s.rounds;
  ctx.state = { ...s, banked, turnTotal: 0, current: last ? 0 : s.current + 1, round, tasks: over ? [] : s.tasks };
}
var seatOnTurn = (s) => s.seats[s.current];
var handlers = {
  deal: {
    decider: () => "chance",
    outcomes: (s) => countedOutcomes(s.deck, (card) => ({ type: "deal", card })),
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
    outcomes: () => countedOutcomes([1, 2, 3, 4, 5, 6], (face) => ({ type: "die", face })),
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
var machine = taskMachine({ name: "example-pig", handlers });
function pendingOf(s) {
  const top = s.tasks[s.tasks.length - 1];
  return top === void 0 ? "over" : top.kind === "turn" ? "decide" : top.kind;
}
var rules = defineGame({
  id: "example-pig",
  title: "Secret Pig (example game)",
  version: "1",
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema },
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
    const best = Math.max(...Object.values(scores));
    const code = s.banked.some((b) => b >= s.target) ? "target-reached" : "rounds-over";
    return { scores, winners: s.seats.filter((p) => scores[p] === best), reason: "highest score", code };
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
    let next = 0;
    const bonus = s.bonus.map((b, i) => i === me || b === null ? b : pool[next++]);
    return { ...s, bonus, deck: pool.slice(next).sort((a, b) => a - b), rng: [...drawRng(random)] };
  },
  describeEvent: (e) => e.type === "rolled" ? `${String(e.seat)} rolls a ${String(e.face)}${e.face === 1 ? " and loses the turn total" : ""}` : e.type === "held" ? `${String(e.seat)} banks ${String(e.points)}` : void 0,
  describe: (s, a) => a.type === "die" ? `rolls ${a.face}` : a.type === "deal" ? "a bonus card is dealt" : `${s.seats[s.current]} ${a.type}s`
});
var pigSpace = actionSpace(actionTypesOf(actionSchema, {}));
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
var examplePig = withSpaces(rules, { actionSpace: () => pigSpace, observer: () => pigObserver });

// src/testing/example-pig-bot.ts
function pigHeuristic(holdAt = 20) {
  return {
    name: `pig-heuristic(${holdAt})`,
    choose({ view, legal }) {
      const { turnTotal } = view;
      const hold = turnTotal >= holdAt ? legal.find((a) => a.type === "hold") : void 0;
      return hold ?? legal.find((a) => a.type === "roll") ?? legal[0];
    }
  };
}

// src/testing/fast-check.ts
var FAST_CHECK_MISSING = "protest-rules/testing: the conformance kit needs the 'fast-check' package, an optional peer dependency. Install it with `npm install --save-dev fast-check`.";
var loading;
function loadFastCheck() {
  loading ??= import("fast-check").catch((cause) => {
    loading = void 0;
    throw new Error(FAST_CHECK_MISSING, { cause });
  });
  return loading;
}

// src/testing/random-games.ts
function fail(setting, seed, step, message) {
  const at = step === null ? "" : ` at step ${step}`;
  throw new Error(`${message} (config ${JSON.stringify(setting.config)}, seed ${seed}${at})`);
}
function playRandom(game, setting, seed, maxSteps, freeze = false, start) {
  const random = createRandom(seed);
  let state = start ?? game.setup(setting.config, seed);
  if (setting.manual && state.chance !== "manual") {
    fail(setting, seed, null, "This config does not set chance: 'manual'; pass the game's manual configs as options.manualConfigs");
  }
  const states = [state];
  const actions = [];
  while (!game.isTerminal(state)) {
    if (actions.length >= maxSteps) fail(setting, seed, null, `No end after ${maxSteps} random legal decisions`);
    const legal = game.legalActions(state);
    if (legal.length === 0) fail(setting, seed, actions.length, "Not terminal, but no legal actions");
    const action = legal[random.int(legal.length)];
    if (freeze) deepFreeze(state);
    try {
      state = game.apply(state, action);
    } catch (e) {
      fail(setting, seed, actions.length, `Listed action ${JSON.stringify(action)} threw: ${String(e)}`);
    }
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}
function property(settings, numRuns, seed, body) {
  return async () => {
    if (settings.length === 0) throw new Error("No configs to check");
    const fc = await loadFastCheck();
    const details = fc.check(
      fc.property(fc.constantFrom(...settings), fc.integer({ min: 0, max: 2147483647 }), (setting, gameSeed) => body(setting, gameSeed)),
      { numRuns, endOnFailure: true, ...seed === void 0 ? {} : { seed } }
    );
    if (details.failed) {
      const cause = details.errorInstance;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`${why}
(fast-check seed ${details.seed}: pass { seed: ${details.seed} } to reproduce)`, { cause });
    }
  };
}
function sample(items, n, random) {
  if (items.length <= n) return [...items];
  const pool = [...items];
  const out = [];
  while (out.length < n) out.push(pool.splice(random.int(pool.length), 1)[0]);
  return out;
}

// src/testing/bot-games.ts
function playBot(game, setting, seed, maxSteps, bot) {
  const dice = createRandom(seed ^ 2135587861);
  let state = game.setup(setting.config, seed);
  const states = [state];
  const actions = [];
  for (let who = game.toMove(state); who !== null; who = game.toMove(state)) {
    if (actions.length >= maxSteps) fail(setting, seed, null, `No end after ${maxSteps} decisions of ${bot.name}`);
    const legal = game.legalActions(state);
    const action = who === "chance" ? sampleOutcome(game.chanceOutcomes(state), dice) : bot.choose({ player: who, view: game.view(state, who), legal, state });
    try {
      state = game.apply(state, action);
    } catch (e) {
      fail(setting, seed, actions.length, `${bot.name}'s action ${JSON.stringify(action)} threw: ${String(e)}`);
    }
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}

// src/testing/determinizer-check.ts
function determinizerCheck(game, settings, property2, play, perturbHidden) {
  const determinize = game.determinize;
  return {
    name: "determinize keeps what the seat sees, gives a valid state, and ignores the hidden part",
    run: property2(settings, (setting, seed) => {
      const random = createRandom(seed ^ 1779033703);
      const { states } = play(setting, seed);
      for (const i of sample(states.map((_, k) => k), 20, random)) {
        const s = states[i];
        const seat = game.toMove(s);
        if (seat === null || seat === "chance") continue;
        const d = determinize(s, seat, createRandom(seed));
        if (canonicalJson(game.view(d, seat)) !== canonicalJson(game.view(s, seat))) fail(setting, seed, i, `The determinization changed what ${seat} sees`);
        try {
          game.restore(JSON.parse(JSON.stringify(d)));
        } catch (e) {
          fail(setting, seed, i, `The determinization for ${seat} is not a valid state: ${String(e)}`);
        }
        let hidden = { ...s, rng: s.rng.map((x) => x ^ 1515870810) };
        if (perturbHidden) hidden = perturbHidden(hidden, seat, random);
        if (canonicalJson(determinize(hidden, seat, createRandom(seed))) !== canonicalJson(d)) {
          fail(setting, seed, i, `The determinization for ${seat} depends on data hidden from it`);
        }
      }
    })
  };
}

// src/testing/public-decisions-check.ts
function afterAction(game, state, action) {
  try {
    const { state: after, events } = game.step(state, action, { validate: false });
    return { next: game.toMove(after), events: canonicalJson(events) };
  } catch {
    return void 0;
  }
}
function publicDecisionsCheck(game, manual, property2, play, perturbHidden) {
  let compared = 0;
  const prop = property2(manual, (setting, seed) => {
    const random = createRandom(seed ^ 528734635);
    const seats2 = game.players(setting.config);
    const { states, actions } = play(setting, seed);
    for (const i of sample(actions.map((_, k) => k), 40, random)) {
      const s = states[i];
      const action = actions[i];
      if (game.toMove(s) === "chance") continue;
      const { next, events } = afterAction(game, s, action);
      const key = canonicalJson(action);
      for (const seat of seats2) {
        const t = perturbHidden(s, seat, random);
        if (!game.legalActions(t).some((a) => canonicalJson(a) === key)) continue;
        const other = afterAction(game, t, action);
        if (other === void 0 || other.events !== events) continue;
        compared++;
        if (other.next !== next) fail(setting, seed, i, `After ${key}, ${String(next)} decides, but ${String(other.next)} when only data hidden from ${seat} differs: ${seat} learns hidden data from who is asked`);
      }
    }
  });
  return {
    name: "who decides next depends on public information only (perturbing hidden data does not change toMove)",
    run: async () => {
      compared = 0;
      await prop();
      if (compared === 0) throw new Error("no decision was compared: the check would be vacuous");
    }
  };
}

// src/testing/undo-reveal-check.ts
function undoRevealCheck(game, settings, property2, play, perturbHidden) {
  let compared = 0;
  const prop = property2(settings, (setting, seed) => {
    const random = createRandom(seed ^ 1013904242);
    const seats2 = game.players(setting.config);
    const { states, actions } = play(setting, seed);
    for (const i of sample(actions.map((_, k) => k), 40, random)) {
      const s = states[i];
      const action = actions[i];
      const by = game.toMove(s);
      if (by === "chance" || by === null) continue;
      const h = history(game, s).step(action).history;
      if (!h.canUndo(by)) continue;
      const key = canonicalJson(action);
      for (const seat of seats2) {
        const t = perturbHidden(s, seat, random);
        if (!game.legalActions(t).some((a) => canonicalJson(a) === key)) continue;
        let other;
        try {
          other = game.step(t, action).state;
        } catch {
          continue;
        }
        compared++;
        if (canonicalJson(game.view(other, seat)) !== canonicalJson(game.view(h.state, seat))) {
          fail(setting, seed, i, `${by} may undo ${key}, but the step showed ${seat} data hidden from it (its view differs when only that data differs)`);
        }
      }
    }
  });
  return {
    name: "history never lets a seat undo a step that revealed hidden information",
    run: async () => {
      compared = 0;
      await prop();
      if (compared === 0) throw new Error("no undoable step was compared: the check would be vacuous");
    }
  };
}

// src/testing/questions-check.ts
function questionsCheck(game, settings, property2, play) {
  return {
    name: "every chance node names its kind and subject, every decision its kind, seat and subject (ask)",
    run: property2(settings, (setting, seed) => {
      play(setting, seed).states.forEach((s, i) => {
        const who = game.toMove(s);
        const q = game.ask(s);
        if (who === null) {
          if (q !== null) fail(setting, seed, i, `ask is ${JSON.stringify(q)} after the game is over`);
          return;
        }
        const parsed = questionSchema.safeParse(q);
        if (!parsed.success) return fail(setting, seed, i, `ask gives ${JSON.stringify(q)}, not a question`);
        const asked = parsed.data;
        if (who === "chance" && !("chance" in asked)) fail(setting, seed, i, `a chance node asked as ${JSON.stringify(q)}`);
        if (who !== "chance" && (!("decision" in asked) || asked.seat !== who)) fail(setting, seed, i, `${who}'s decision asked as ${JSON.stringify(q)}`);
        if (Object.keys(subjectOf(asked)).length === 0) fail(setting, seed, i, `${JSON.stringify(q)} names no subject`);
      });
    })
  };
}

// src/testing/spaces-check.ts
function actionSpaceCheck(game, settings, property2, play) {
  const { actionSpace: actionSpace2, encode, decode, legalMask } = game;
  return {
    name: "integer actions: every legal action and chance outcome round-trips; legalMask has one 1 per legal action",
    run: property2(settings, (setting, seed) => {
      if (!actionSpace2 || !encode || !decode || !legalMask) fail(setting, seed, null, "actionSpace, encode, decode and legalMask come together");
      const { states } = play(setting, seed);
      const size = actionSpace2(states[0]).size;
      states.forEach((s, i) => {
        if (actionSpace2(s).size !== size) fail(setting, seed, i, `The action space changed size (${size} \u2192 ${actionSpace2(s).size})`);
        const listed = [...game.legalActions(s), ...game.chanceOutcomes(s).map((o) => o.outcome)];
        for (const a of listed) {
          let back;
          let n;
          try {
            n = encode(s, a);
            back = decode(s, n);
          } catch (e) {
            fail(setting, seed, i, `${JSON.stringify(a)} does not round-trip: ${String(e)}`);
          }
          if (!(Number.isInteger(n) && n >= 0 && n < size)) fail(setting, seed, i, `${JSON.stringify(a)} encodes to ${n}, outside 0\u2026${size - 1}`);
          if (canonicalJson(back) !== canonicalJson(a)) fail(setting, seed, i, `${JSON.stringify(a)} encodes to ${n}, which decodes to ${JSON.stringify(back)}`);
        }
        const mask = legalMask(s);
        const ones = mask.reduce((k, x) => k + x, 0);
        const legal = game.legalActions(s).length;
        if (mask.length !== size || ones !== legal) fail(setting, seed, i, `legalMask has ${ones} ones over ${mask.length} for ${legal} legal actions`);
      });
    })
  };
}
function observationCheck(game, settings, property2, play) {
  const { observe, observationLayout } = game;
  return {
    name: "observations have the layout\u2019s size and every number within its part\u2019s range",
    run: property2(settings, (setting, seed) => {
      if (!observe || !observationLayout) fail(setting, seed, null, "observe and observationLayout come together");
      const seats2 = game.players(setting.config);
      play(setting, seed).states.forEach((s, i) => {
        if (i % 8 !== 0) return;
        const layout = observationLayout(s);
        for (const p of [...seats2, null]) {
          const o = observe(s, p);
          if (o.length !== layout.size) fail(setting, seed, i, `The observation of ${p} has ${o.length} numbers, its layout ${layout.size}`);
          for (const part of layout.parts) {
            for (let k = part.offset; k < part.offset + part.size; k++) {
              const x = o[k];
              if (!(x >= part.low && x <= part.high)) fail(setting, seed, i, `${part.name}[${k - part.offset}] of ${p} is ${x}, outside [${part.low}, ${part.high}]`);
            }
          }
        }
      });
    })
  };
}

// src/testing/trace-cache.ts
function traceCache(capacity, play) {
  const kept = /* @__PURE__ */ new Map();
  return (setting, seed, freeze = false) => {
    const key = `${JSON.stringify(setting)}|${seed}|${freeze}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const trace = play(setting, seed, freeze);
    kept.set(key, trace);
    if (kept.size > capacity) kept.delete(kept.keys().next().value);
    return trace;
  };
}

// src/testing/conformance.ts
var MALFORMED = [null, "roll", 42, {}, { type: "__conformance_malformed__" }];
function conformance(game, options = {}) {
  const seeds = options.seeds ?? 100;
  const maxSteps = options.maxSteps ?? 1e4;
  const perState = options.actionsPerState ?? 6;
  const configs = options.configs ?? [{}];
  const manualConfigs = options.manualConfigs ?? configs.map((c) => ({ ...c, chance: "manual" }));
  const auto = configs.map((config) => ({ config, manual: false }));
  const manual = manualConfigs.map((config) => ({ config, manual: true }));
  const all = [...auto, ...manual];
  const play = traceCache(seeds, (setting, seed, freeze) => playRandom(game, setting, seed, maxSteps, freeze));
  const property2 = (settings, body) => property(settings, seeds, options.seed, body);
  function expectRejected(setting, seed, step, state, action, kind) {
    const before = canonicalJson(state);
    let caught = null;
    try {
      game.applyUnknown(deepFreeze(state), action);
    } catch (e) {
      caught = e;
    }
    if (!(caught instanceof kind)) {
      fail(setting, seed, step, `${JSON.stringify(action)} should raise ${kind.name}, got ${caught === null ? "no error" : String(caught)}`);
    }
    if (canonicalJson(state) !== before) fail(setting, seed, step, `Rejecting ${JSON.stringify(action)} changed the state`);
  }
  const checks = [
    {
      name: `random legal playouts end within ${maxSteps} decisions`,
      run: property2(all, (setting, seed) => void play(setting, seed))
    },
    {
      name: "terminal \u21D4 no legal actions \u21D4 result is not null; toMove is a seat, chance or null",
      run: property2(all, (setting, seed) => {
        const seats2 = new Set(game.players(setting.config));
        play(setting, seed).states.forEach((s, i) => {
          const who = game.toMove(s);
          const terminal = game.isTerminal(s);
          const legal = game.legalActions(s).length > 0;
          const result = game.result(s) !== null;
          if (terminal === legal || terminal !== result || terminal !== (who === null)) {
            fail(setting, seed, i, `isTerminal ${terminal}, legal actions ${legal}, result ${result}, toMove ${who}`);
          }
          if (who !== null && who !== "chance" && !seats2.has(who)) fail(setting, seed, i, `toMove ${who} is not a seat`);
          if (who === "chance" && !setting.manual) fail(setting, seed, i, "toMove is 'chance' in auto chance mode");
          if (s.chance !== (setting.manual ? "manual" : "auto")) fail(setting, seed, i, `state.chance is ${s.chance}`);
        });
      })
    },
    {
      name: "every listed legal action applies without throwing",
      run: property2(all, (setting, seed) => {
        const random = createRandom(seed ^ 625341585);
        play(setting, seed).states.forEach((s, i) => {
          for (const action of sample(game.legalActions(s), perState, random)) {
            try {
              game.apply(s, action);
            } catch (e) {
              fail(setting, seed, i, `Listed action ${JSON.stringify(action)} threw: ${String(e)}`);
            }
          }
        });
      })
    },
    {
      name: "malformed actions raise InvalidActionError, unlisted ones IllegalActionError, and nothing changes",
      run: property2(all, (setting, seed) => {
        const random = createRandom(seed ^ 461845907);
        const { states } = play(setting, seed);
        const pool = /* @__PURE__ */ new Map();
        for (const s of states) for (const a of game.legalActions(s)) pool.set(canonicalJson(a), a);
        const candidates = [...pool.entries()];
        states.forEach((s, i) => {
          expectRejected(setting, seed, i, s, MALFORMED[random.int(MALFORMED.length)], InvalidActionError);
          const listed = new Set(game.legalActions(s).map((a) => canonicalJson(a)));
          const unlisted = candidates.filter(([key]) => !listed.has(key));
          for (const [, action] of sample(unlisted, 2, random)) expectRejected(setting, seed, i, s, action, IllegalActionError);
        });
      })
    },
    {
      name: "inputs are never mutated (states are deep-frozen before every call)",
      run: property2(all, (setting, seed) => {
        const random = createRandom(seed ^ 1759714724);
        const seats2 = game.players(setting.config);
        let trace;
        try {
          trace = play(setting, seed, true);
        } catch (e) {
          fail(setting, seed, null, `Playing on frozen states failed (an input was mutated?): ${String(e)}`);
        }
        trace.states.forEach((s, i) => {
          const before = canonicalJson(s);
          deepFreeze(s);
          try {
            for (const p of [...seats2, null]) game.view(s, p);
            game.prompt(s);
            game.result(s);
            game.chanceOutcomes(s);
            for (const action of sample(game.legalActions(s), perState, random)) {
              deepFreeze(action);
              game.describe(s, action);
              game.step(s, action);
              game.step(s, action, { validate: false });
            }
          } catch (e) {
            fail(setting, seed, i, `A call on a frozen state threw (an input was mutated?): ${String(e)}`);
          }
          if (canonicalJson(s) !== before) fail(setting, seed, i, "A call changed its input state");
        });
      })
    },
    {
      name: "the same seed and actions give byte-identical JSON",
      run: property2(all, (setting, seed) => {
        const { states, actions } = play(setting, seed);
        let state = game.setup(setting.config, seed);
        for (let i = 0; ; i++) {
          if (JSON.stringify(state) !== JSON.stringify(states[i])) fail(setting, seed, i, "Replaying the same actions gave a different state");
          if (i === actions.length) break;
          try {
            state = game.apply(state, actions[i]);
          } catch (e) {
            fail(setting, seed, i, `Replaying the same actions diverged: ${String(e)}`);
          }
        }
      })
    },
    {
      name: "a mid-game JSON round trip through restore continues identically",
      run: property2(all, (setting, seed) => {
        const { states, actions } = play(setting, seed);
        const k = createRandom(seed ^ 2246822507).int(states.length);
        let state;
        try {
          state = game.restore(JSON.parse(JSON.stringify(states[k])));
        } catch (e) {
          fail(setting, seed, k, `restore refused a reachable state: ${String(e)}`);
        }
        for (let i = k; i < actions.length; i++) {
          try {
            state = game.apply(state, actions[i]);
          } catch (e) {
            fail(setting, seed, i, `After a JSON round trip at step ${k}, play diverged: ${String(e)}`);
          }
        }
        if (canonicalJson(state) !== canonicalJson(states[states.length - 1])) {
          fail(setting, seed, k, "After a JSON round trip, the game ended in a different state");
        }
      })
    },
    {
      name: "states, views and listed actions match their zod schemas",
      run: property2(all, (setting, seed) => {
        const seats2 = game.players(setting.config);
        play(setting, seed).states.forEach((s, i) => {
          const st = game.schemas.state.safeParse(s);
          if (!st.success) fail(setting, seed, i, `State fails its schema: ${st.error.message}`);
          for (const p of [...seats2, null]) {
            const v = game.schemas.view.safeParse(game.view(s, p));
            if (!v.success) fail(setting, seed, i, `View of ${p} fails its schema: ${v.error.message}`);
          }
          for (const a of game.legalActions(s)) {
            if (!game.schemas.action.safeParse(a).success) fail(setting, seed, i, `Listed action ${JSON.stringify(a)} fails the action schema`);
          }
        });
      })
    },
    {
      name: "chance outcomes have probabilities in (0, 1] that sum to 1 and match what 'manual' mode accepts",
      run: property2(manual.length > 0 ? manual : auto, (setting, seed) => {
        play(setting, seed).states.forEach((s, i) => {
          const outcomes = game.chanceOutcomes(s);
          if (game.toMove(s) !== "chance") {
            if (outcomes.length > 0) fail(setting, seed, i, "chanceOutcomes is not empty outside a chance node");
            return;
          }
          if (outcomes.length === 0) fail(setting, seed, i, "A chance node without outcomes");
          let sum = 0;
          for (const o of outcomes) {
            if (!(o.probability > 0 && o.probability <= 1)) fail(setting, seed, i, `Probability ${o.probability} is not in (0, 1]`);
            sum += o.probability;
          }
          if (Math.abs(sum - 1) > 1e-9) fail(setting, seed, i, `Chance probabilities sum to ${sum}`);
          const keys = outcomes.map((o) => canonicalJson(o.outcome));
          if (new Set(keys).size !== keys.length) fail(setting, seed, i, "A chance outcome is listed twice");
          if (canonicalJson(game.legalActions(s)) !== canonicalJson(outcomes.map((o) => o.outcome))) {
            fail(setting, seed, i, "legalActions at a chance node differ from the chance outcomes");
          }
        });
      })
    },
    {
      name: "views and observations show no hidden data (perturbing what a seat may not see leaves them unchanged)",
      run: (() => {
        let changed = 0;
        const prop = property2(all, (setting, seed) => {
          const random = createRandom(seed ^ 3266489909);
          const seats2 = game.players(setting.config);
          play(setting, seed).states.forEach((s, i) => {
            for (const p of [...seats2, null]) {
              const seen = canonicalJson(game.view(s, p));
              const perturbed = [{ ...s, rng: s.rng.map((x) => x ^ 1515870810) }];
              if (options.perturbHidden) {
                const t = options.perturbHidden(s, p, random);
                if (changed === 0 && canonicalJson(t) !== canonicalJson(s)) changed++;
                perturbed.push(t);
              }
              const observe = i % 8 === 0 ? game.observe : void 0;
              const observed = observe ? observe(s, p).join() : "";
              for (const t of perturbed) {
                if (canonicalJson(game.view(t, p)) !== seen) {
                  fail(setting, seed, i, `The view of ${p ?? "a spectator"} changed when only data hidden from it changed`);
                }
                if (observe && observe(t, p).join() !== observed) {
                  fail(setting, seed, i, `The observation of ${p ?? "a spectator"} changed when only data hidden from it changed`);
                }
              }
            }
          });
        });
        return async () => {
          changed = 0;
          await prop();
          if (options.perturbHidden && changed === 0) throw new Error("perturbHidden never changed a state: the check would be vacuous");
        };
      })()
    }
  ];
  checks.push(questionsCheck(game, all, property2, play));
  if (options.positions) {
    const positions = options.positions;
    checks.push({
      name: "from builder positions too, no reachable non-terminal state has an empty legal list (or outcome list)",
      // the random playouts fail on a state that is not over with nothing legal (a chance node's legal list is its outcomes)
      run: property2(
        all.slice(0, 1),
        (setting, seed) => positions(seed).forEach((start, k) => void playRandom(game, { config: { ...setting.config, position: k }, manual: start.chance === "manual" }, seed, maxSteps, false, start))
      )
    });
  }
  if (game.actionSpace) checks.push(actionSpaceCheck(game, all, property2, play));
  if (game.observe) checks.push(observationCheck(game, all, property2, play));
  if (game.determinize) checks.push(determinizerCheck(game, all, property2, play, options.perturbHidden));
  if (options.perturbHidden && manual.length > 0 && options.publicDecisions !== false) checks.push(publicDecisionsCheck(game, manual, property2, play, options.perturbHidden));
  if (options.perturbHidden) checks.push(undoRevealCheck(game, all, property2, play, options.perturbHidden));
  if (options.bot) {
    const makeBot = options.bot;
    const invariants = options.invariants ?? (() => []);
    checks.push({
      name: "games of the given bot end with a result and keep the invariants",
      run: property(all, Math.max(5, Math.floor(seeds / 10)), options.seed, (setting, seed) => {
        const { states } = playBot(game, setting, seed, maxSteps, makeBot(seed));
        if (game.result(states[states.length - 1]) === null) fail(setting, seed, states.length - 1, "The game ended without a result");
        states.forEach((s, i) => {
          const broken = invariants(s);
          if (broken.length > 0) fail(setting, seed, i, `Invariants broken in a game of the bot: ${broken.join("; ")}`);
        });
      })
    });
  }
  if (options.invariants) {
    const invariants = options.invariants;
    checks.push({
      name: "game invariants hold after every step",
      run: property2(all, (setting, seed) => {
        play(setting, seed).states.forEach((s, i) => {
          const broken = invariants(s);
          if (broken.length > 0) fail(setting, seed, i, `Invariants broken: ${broken.join("; ")}`);
        });
      })
    });
  }
  return checks;
}

// src/testing/golden.ts
import * as z2 from "zod";

// src/testing/hash.ts
function hashText(text) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507);
  h1 ^= Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507);
  h2 ^= Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return hex32(h2) + hex32(h1);
}
var hex32 = (h) => (h >>> 0).toString(16).padStart(8, "0");

// src/testing/fingerprint.ts
function fingerprint(game, state, events) {
  const legal = game.legalActions(state).map((action) => ({ key: canonicalJson(action), action })).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0).map(({ action }) => action);
  const result = game.result(state);
  return { ...events && { events }, toMove: game.toMove(state), legal, ...result && { result } };
}
var fingerprintHash = (fp) => hashText(canonicalJson(fp));

// src/testing/golden.ts
var GOLDEN_FORMAT = "protest-rules/golden@1";
var resultSchema = z2.looseObject({
  scores: z2.record(z2.string(), z2.number()),
  winners: z2.array(z2.string()).readonly(),
  reason: z2.string()
});
var goldenSchema = z2.object({
  format: z2.literal(GOLDEN_FORMAT),
  ...gameRecordSchema.shape,
  steps: z2.array(z2.string().regex(/^[0-9a-f]{16}$/)),
  result: resultSchema.nullable()
}).refine((g) => g.steps.length === g.actions.length + 1, { message: "steps holds one hash per action plus the setup", path: ["steps"] });
function recordGolden(game, options) {
  const config = options.config ?? {};
  let state = game.setup(config, options.seed);
  const steps = [fingerprintHash(fingerprint(game, state))];
  let actions;
  if (options.actions) {
    for (const action of options.actions) {
      const r = game.step(state, action);
      state = r.state;
      steps.push(fingerprintHash(fingerprint(game, state, r.events)));
    }
    actions = options.actions;
  } else {
    const run = playout(game, {
      config,
      seed: options.seed,
      ...options.maxSteps !== void 0 && { maxSteps: options.maxSteps },
      onStep: (info) => steps.push(fingerprintHash(fingerprint(game, info.state, info.events)))
    });
    state = run.state;
    actions = run.actions;
  }
  const result = game.result(state);
  return {
    format: GOLDEN_FORMAT,
    game: game.id,
    version: game.version,
    config,
    seed: options.seed,
    actions: actions.map((a) => ({ ...a })),
    steps,
    result: result && { ...result }
  };
}
function checkGolden(game, input) {
  const parsed = goldenSchema.safeParse(input);
  if (!parsed.success) throw new InvalidConfigError(zodMessage("Malformed golden replay", parsed.error), parsed.error.issues);
  const golden = parsed.data;
  if (golden.game !== game.id) throw new RulesError(`Golden replay is for game '${golden.game}', not '${game.id}'`);
  const behaviour = checkSteps(game, golden);
  if (golden.version === game.version) return behaviour;
  const otherwise = behaviour.ok ? "it otherwise replays identically" : `it also diverges at step ${behaviour.step}: ${behaviour.reason}`;
  return {
    ok: false,
    step: 0,
    kind: "version",
    reason: `Recorded with ${game.id} version ${golden.version}, the game is version ${game.version}; ${otherwise}`,
    expected: golden.version,
    actual: game.version
  };
}
function checkSteps(game, golden) {
  let state;
  try {
    state = game.setup(golden.config, golden.seed);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return { ok: false, step: 0, kind: "setup", reason: `Setup fails: ${e.message}`, expected: golden.config, actual: e.message };
  }
  const setup = compare(golden, 0, fingerprint(game, state));
  if (setup) return setup;
  for (let i = 0; i < golden.actions.length; i++) {
    const action = golden.actions[i];
    let r;
    try {
      r = game.step(state, action);
    } catch (e) {
      if (!(e instanceof RulesError)) throw new Error(`Golden step ${i + 1} (${canonicalJson(action)}) threw: ${String(e)}`, { cause: e });
      return { ok: false, step: i + 1, kind: "action", reason: `${canonicalJson(action)} no longer applies: ${e.message}`, expected: action, actual: e.message };
    }
    state = r.state;
    const diverged = compare(golden, i + 1, fingerprint(game, state, r.events));
    if (diverged) return diverged;
  }
  const result = game.result(state);
  if (canonicalJson(result) !== canonicalJson(golden.result)) return resultDivergence(golden, result);
  return { ok: true };
}
function compare(golden, step, fp) {
  const hash = fingerprintHash(fp);
  if (hash === golden.steps[step]) return void 0;
  const result = fp.result ?? null;
  if (step === golden.actions.length && canonicalJson(result) !== canonicalJson(golden.result)) return resultDivergence(golden, result);
  const after = step === 0 ? "the setup" : canonicalJson(golden.actions[step - 1]);
  return {
    ok: false,
    step,
    kind: "hash",
    reason: `After ${after}, the events, the seat to move or the legal actions differ`,
    expected: golden.steps[step],
    actual: { hash, ...fp }
  };
}
function resultDivergence(golden, result) {
  return { ok: false, step: golden.actions.length, kind: "result", reason: "The game ends with another result", expected: golden.result, actual: result };
}
function formatGolden(golden) {
  const list = (xs) => xs.length === 0 ? "[]" : `[
${xs.map((x) => `    ${JSON.stringify(x)}`).join(",\n")}
  ]`;
  const fields = Object.entries(golden).map(([key, value]) => `  ${JSON.stringify(key)}: ${key === "actions" || key === "steps" ? list(value) : JSON.stringify(value)}`);
  return `{
${fields.join(",\n")}
}
`;
}

// src/testing/scenario.ts
function scenario(game, config, seed) {
  return game.scenario.scenario(config, seed);
}
function from(game, state) {
  return game.scenario.from(state);
}
export {
  GOLDEN_FORMAT,
  checkGolden,
  conformance,
  examplePig,
  fingerprint,
  formatGolden,
  from,
  goldenSchema,
  pigHeuristic,
  recordGolden,
  scenario
};
