import { IllegalActionError, InvalidActionError } from '../core/errors.js';
import { canonicalJson, deepFreeze } from '../core/json.js';
import { createRandom, type Random } from '../core/rng.js';
import type { SyncBot } from '../core/bots.js';
import type { BaseAction, BaseState, Game, Player } from '../core/types.js';
import { playBot } from './bot-games.js';
import { determinizerCheck } from './determinizer-check.js';
import { publicDecisionsCheck } from './public-decisions-check.js';
import { undoRevealCheck } from './undo-reveal-check.js';
import { questionsCheck } from './questions-check.js';
import { actionSpaceCheck, observationCheck } from './spaces-check.js';
import { traceCache } from './trace-cache.js';
import { fail, playRandom, property as propertyOf, sample, type Setting, type Trace } from './random-games.js';

/** Options of {@link conformance}. Only `configs` usually needs setting; the hooks make checks stronger. */
export interface ConformanceOptions<S extends BaseState = BaseState> {
  /** Random games (fast-check runs) per check. Default 100. */
  readonly seeds?: number;
  /** Configs to play (in the default `'auto'` chance mode). Default `[{}]`. */
  readonly configs?: readonly unknown[];
  /**
   * Configs in `'manual'` chance mode, for the chance-node checks. Default: each of `configs` with
   * `chance: 'manual'` added. Pass `[]` if the game has no chance mode setting.
   */
  readonly manualConfigs?: readonly unknown[];
  /** A random legal playout must end within this many decisions. Default 10 000. */
  readonly maxSteps?: number;
  /** At most this many listed legal actions are tried at each state (a random sample). Default 6. */
  readonly actionsPerState?: number;
  /**
   * The view-leak hook: returns a copy of `state` that differs only in data hidden from `seat`
   * (`null` = a spectator), e.g. other seats' hands or the deck's contents. The kit asserts that
   * `view(state, seat)` does not change, and that the same action taken in the perturbed state
   * hands the decision to the same seat (who is asked reveals nothing hidden), and that `history`
   * lets no seat undo a step that showed a seat perturbed data. Without it only the RNG is perturbed.
   */
  readonly perturbHidden?: (state: S, seat: Player | null, random: Random) => S;
  /**
   * Whether to check that who decides next depends on public information only (with
   * `perturbHidden`, in manual chance mode). Default `true`; turn it off only for a known, documented
   * leak that is still to be fixed. An action whose events differ between the true and the perturbed
   * state is not compared: events show what the table sees happen, so the action revealed the
   * perturbed data (a card discarded face up) and who decides next may follow from it.
   */
  readonly publicDecisions?: boolean;
  /** Game invariants (conservation of cubes, cards…): the list of violations, `[]` when all hold. */
  readonly invariants?: (state: S) => readonly string[];
  /**
   * A bot (e.g. the game's heuristic) that plays every seat of extra games: the invariants and the
   * end-of-game checks also run over its games, which reach the endgames random play rarely does.
   * `seeds / 10` (at least 5) games per config.
   */
  readonly bot?: (seed: number) => SyncBot<any, any>;
  /**
   * Positions made with the game's scenario builder (any chance mode) for a game seed: the kit plays
   * random legal games from each to the end, checking that no reachable state that is not over has
   * an empty legal list (nor, at a chance node, an empty outcome list).
   */
  readonly positions?: (seed: number) => readonly S[];
  /** fast-check's seed, to reproduce a failure it reported. Default: fast-check picks one. */
  readonly seed?: number;
}

/**
 * One named check; `run` rejects (with the failing config, seed and step) when the game breaks it.
 * The first run loads `fast-check`, and rejects with an error naming it when it is not installed.
 */
export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => Promise<void>;
}

const MALFORMED: readonly unknown[] = [null, 'roll', 42, {}, { type: '__conformance_malformed__' }];

/**
 * The conformance kit: a list of named property checks that every game must pass, each playing
 * `seeds` random legal games with fast-check. Register them with any test runner:
 *
 * ```ts
 * for (const check of conformance(myGame, { configs: [{ players: 3 }] })) it(check.name, check.run);
 * ```
 */
export function conformance<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, options: ConformanceOptions<S> = {}): ConformanceCheck[] {
  const seeds = options.seeds ?? 100;
  const maxSteps = options.maxSteps ?? 10_000;
  const perState = options.actionsPerState ?? 6;
  const configs = options.configs ?? [{}];
  const manualConfigs = options.manualConfigs ?? configs.map((c) => ({ ...(c as object), chance: 'manual' }));
  const auto: Setting[] = configs.map((config) => ({ config, manual: false }));
  const manual: Setting[] = manualConfigs.map((config) => ({ config, manual: true }));
  const all = [...auto, ...manual];

  const play = traceCache<S, A>(seeds, (setting, seed, freeze) => playRandom(game, setting, seed, maxSteps, freeze));
  const property = (settings: readonly Setting[], body: (setting: Setting, seed: number) => void) => propertyOf(settings, seeds, options.seed, body);

  function expectRejected(setting: Setting, seed: number, step: number, state: S, action: unknown, kind: typeof InvalidActionError | typeof IllegalActionError): void {
    const before = canonicalJson(state);
    let caught: unknown = null;
    try {
      game.applyUnknown(deepFreeze(state), action);
    } catch (e) {
      caught = e;
    }
    if (!(caught instanceof kind)) {
      fail(setting, seed, step, `${JSON.stringify(action)} should raise ${kind.name}, got ${caught === null ? 'no error' : String(caught)}`);
    }
    if (canonicalJson(state) !== before) fail(setting, seed, step, `Rejecting ${JSON.stringify(action)} changed the state`);
  }

  const checks: ConformanceCheck[] = [
    {
      name: `random legal playouts end within ${maxSteps} decisions`,
      run: property(all, (setting, seed) => void play(setting, seed)),
    },
    {
      name: 'terminal ⇔ no legal actions ⇔ result is not null; toMove is a seat, chance or null',
      run: property(all, (setting, seed) => {
        const seats = new Set(game.players(setting.config));
        play(setting, seed).states.forEach((s, i) => {
          const who = game.toMove(s);
          const terminal = game.isTerminal(s);
          const legal = game.legalActions(s).length > 0;
          const result = game.result(s) !== null;
          if (terminal === legal || terminal !== result || terminal !== (who === null)) {
            fail(setting, seed, i, `isTerminal ${terminal}, legal actions ${legal}, result ${result}, toMove ${who}`);
          }
          if (who !== null && who !== 'chance' && !seats.has(who)) fail(setting, seed, i, `toMove ${who} is not a seat`);
          if (who === 'chance' && !setting.manual) fail(setting, seed, i, "toMove is 'chance' in auto chance mode");
          if (s.chance !== (setting.manual ? 'manual' : 'auto')) fail(setting, seed, i, `state.chance is ${s.chance}`);
        });
      }),
    },
    {
      name: 'every listed legal action applies without throwing',
      run: property(all, (setting, seed) => {
        const random = createRandom(seed ^ 0x2545f491);
        play(setting, seed).states.forEach((s, i) => {
          for (const action of sample(game.legalActions(s), perState, random)) {
            try {
              game.apply(s, action);
            } catch (e) {
              fail(setting, seed, i, `Listed action ${JSON.stringify(action)} threw: ${String(e)}`);
            }
          }
        });
      }),
    },
    {
      name: 'malformed actions raise InvalidActionError, unlisted ones IllegalActionError, and nothing changes',
      run: property(all, (setting, seed) => {
        const random = createRandom(seed ^ 0x1b873593);
        const { states } = play(setting, seed);
        // Actions legal somewhere in this game are well-formed: a fair source of unlisted ones.
        const pool = new Map<string, A>();
        for (const s of states) for (const a of game.legalActions(s)) pool.set(canonicalJson(a), a);
        const candidates = [...pool.entries()];
        states.forEach((s, i) => {
          expectRejected(setting, seed, i, s, MALFORMED[random.int(MALFORMED.length)], InvalidActionError);
          const listed = new Set(game.legalActions(s).map((a) => canonicalJson(a)));
          const unlisted = candidates.filter(([key]) => !listed.has(key));
          for (const [, action] of sample(unlisted, 2, random)) expectRejected(setting, seed, i, s, action, IllegalActionError);
        });
      }),
    },
    {
      name: 'inputs are never mutated (states are deep-frozen before every call)',
      run: property(all, (setting, seed) => {
        const random = createRandom(seed ^ 0x68e31da4);
        const seats = game.players(setting.config);
        let trace: Trace<S, A>;
        try {
          trace = play(setting, seed, true);
        } catch (e) {
          fail(setting, seed, null, `Playing on frozen states failed (an input was mutated?): ${String(e)}`);
        }
        trace.states.forEach((s, i) => {
          const before = canonicalJson(s);
          deepFreeze(s);
          try {
            for (const p of [...seats, null]) game.view(s, p);
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
          if (canonicalJson(s) !== before) fail(setting, seed, i, 'A call changed its input state');
        });
      }),
    },
    {
      name: 'the same seed and actions give byte-identical JSON',
      run: property(all, (setting, seed) => {
        const { states, actions } = play(setting, seed);
        let state = game.setup(setting.config, seed);
        for (let i = 0; ; i++) {
          if (JSON.stringify(state) !== JSON.stringify(states[i])) fail(setting, seed, i, 'Replaying the same actions gave a different state');
          if (i === actions.length) break;
          try {
            state = game.apply(state, actions[i]!);
          } catch (e) {
            fail(setting, seed, i, `Replaying the same actions diverged: ${String(e)}`);
          }
        }
      }),
    },
    {
      name: 'a mid-game JSON round trip through restore continues identically',
      run: property(all, (setting, seed) => {
        const { states, actions } = play(setting, seed);
        const k = createRandom(seed ^ 0x85ebca6b).int(states.length);
        let state: S;
        try {
          state = game.restore(JSON.parse(JSON.stringify(states[k])));
        } catch (e) {
          fail(setting, seed, k, `restore refused a reachable state: ${String(e)}`);
        }
        for (let i = k; i < actions.length; i++) {
          try {
            state = game.apply(state, actions[i]!);
          } catch (e) {
            fail(setting, seed, i, `After a JSON round trip at step ${k}, play diverged: ${String(e)}`);
          }
        }
        // restore may order an object's keys as its schema does: compare canonically
        if (canonicalJson(state) !== canonicalJson(states[states.length - 1])) {
          fail(setting, seed, k, 'After a JSON round trip, the game ended in a different state');
        }
      }),
    },
    {
      name: 'states, views and listed actions match their zod schemas',
      run: property(all, (setting, seed) => {
        const seats = game.players(setting.config);
        play(setting, seed).states.forEach((s, i) => {
          const st = game.schemas.state.safeParse(s);
          if (!st.success) fail(setting, seed, i, `State fails its schema: ${st.error.message}`);
          for (const p of [...seats, null]) {
            const v = game.schemas.view.safeParse(game.view(s, p));
            if (!v.success) fail(setting, seed, i, `View of ${p} fails its schema: ${v.error.message}`);
          }
          for (const a of game.legalActions(s)) {
            if (!game.schemas.action.safeParse(a).success) fail(setting, seed, i, `Listed action ${JSON.stringify(a)} fails the action schema`);
          }
        });
      }),
    },
    {
      name: "chance outcomes have probabilities in (0, 1] that sum to 1 and match what 'manual' mode accepts",
      run: property(manual.length > 0 ? manual : auto, (setting, seed) => {
        play(setting, seed).states.forEach((s, i) => {
          const outcomes = game.chanceOutcomes(s);
          if (game.toMove(s) !== 'chance') {
            if (outcomes.length > 0) fail(setting, seed, i, 'chanceOutcomes is not empty outside a chance node');
            return;
          }
          if (outcomes.length === 0) fail(setting, seed, i, 'A chance node without outcomes');
          let sum = 0;
          for (const o of outcomes) {
            if (!(o.probability > 0 && o.probability <= 1)) fail(setting, seed, i, `Probability ${o.probability} is not in (0, 1]`);
            sum += o.probability;
          }
          if (Math.abs(sum - 1) > 1e-9) fail(setting, seed, i, `Chance probabilities sum to ${sum}`);
          const keys = outcomes.map((o) => canonicalJson(o.outcome));
          if (new Set(keys).size !== keys.length) fail(setting, seed, i, 'A chance outcome is listed twice');
          if (canonicalJson(game.legalActions(s)) !== canonicalJson(outcomes.map((o) => o.outcome))) {
            fail(setting, seed, i, 'legalActions at a chance node differ from the chance outcomes');
          }
        });
      }),
    },
    {
      name: 'views and observations show no hidden data (perturbing what a seat may not see leaves them unchanged)',
      run: (() => {
        let changed = 0;
        const prop = property(all, (setting, seed) => {
          const random = createRandom(seed ^ 0xc2b2ae35);
          const seats = game.players(setting.config);
          play(setting, seed).states.forEach((s, i) => {
            for (const p of [...seats, null]) {
              const seen = canonicalJson(game.view(s, p));
              // The RNG is hidden from everyone; the game's hook knows what else is.
              const perturbed: S[] = [{ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) }];
              if (options.perturbHidden) {
                const t = options.perturbHidden(s, p, random);
                // one change proves the check is not vacuous; comparing whole states costs more than the views
                if (changed === 0 && canonicalJson(t) !== canonicalJson(s)) changed++;
                perturbed.push(t);
              }
              // observations at every 8th state: they cost more than views
              const observe = i % 8 === 0 ? game.observe : undefined;
              const observed = observe ? observe(s, p).join() : '';
              for (const t of perturbed) {
                if (canonicalJson(game.view(t, p)) !== seen) {
                  fail(setting, seed, i, `The view of ${p ?? 'a spectator'} changed when only data hidden from it changed`);
                }
                if (observe && observe(t, p).join() !== observed) {
                  fail(setting, seed, i, `The observation of ${p ?? 'a spectator'} changed when only data hidden from it changed`);
                }
              }
            }
          });
        });
        return async () => {
          changed = 0;
          await prop();
          if (options.perturbHidden && changed === 0) throw new Error('perturbHidden never changed a state: the check would be vacuous');
        };
      })(),
    },
  ];

  checks.push(questionsCheck(game, all, property, play));
  if (options.positions) {
    const positions = options.positions;
    checks.push({
      name: 'from builder positions too, no reachable non-terminal state has an empty legal list (or outcome list)',
      // the random playouts fail on a state that is not over with nothing legal (a chance node's legal list is its outcomes)
      run: property(all.slice(0, 1), (setting, seed) =>
        positions(seed).forEach((start, k) => void playRandom(game, { config: { ...(setting.config as object), position: k }, manual: start.chance === 'manual' }, seed, maxSteps, false, start)),
      ),
    });
  }
  if (game.actionSpace) checks.push(actionSpaceCheck(game, all, property, play));
  if (game.observe) checks.push(observationCheck(game, all, property, play));
  if (game.determinize) checks.push(determinizerCheck(game, all, property, play, options.perturbHidden));
  if (options.perturbHidden && manual.length > 0 && options.publicDecisions !== false) checks.push(publicDecisionsCheck(game, manual, property, play, options.perturbHidden));
  if (options.perturbHidden) checks.push(undoRevealCheck(game, all, property, play, options.perturbHidden));

  if (options.bot) {
    const makeBot = options.bot;
    const invariants = options.invariants ?? (() => []);
    checks.push({
      name: 'games of the given bot end with a result and keep the invariants',
      run: propertyOf(all, Math.max(5, Math.floor(seeds / 10)), options.seed, (setting, seed) => {
        const { states } = playBot(game, setting, seed, maxSteps, makeBot(seed));
        if (game.result(states[states.length - 1]!) === null) fail(setting, seed, states.length - 1, 'The game ended without a result');
        states.forEach((s, i) => {
          const broken = invariants(s);
          if (broken.length > 0) fail(setting, seed, i, `Invariants broken in a game of the bot: ${broken.join('; ')}`);
        });
      }),
    });
  }

  if (options.invariants) {
    const invariants = options.invariants;
    checks.push({
      name: 'game invariants hold after every step',
      run: property(all, (setting, seed) => {
        play(setting, seed).states.forEach((s, i) => {
          const broken = invariants(s);
          if (broken.length > 0) fail(setting, seed, i, `Invariants broken: ${broken.join('; ')}`);
        });
      }),
    });
  }
  return checks;
}
