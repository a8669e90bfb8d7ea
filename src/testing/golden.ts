import * as z from 'zod/mini';
import { InvalidConfigError, RulesError } from '../core/errors.js';
import { canonicalJson } from '../core/json.js';
import { zodMessage } from '../core/zod-message.js';
import { playout } from '../core/playout.js';
import { gameRecordSchema } from '../core/record.js';
import type { BaseAction, Game, GameEvent } from '../core/types.js';
import { fingerprint, fingerprintHash, type StepFingerprint } from './fingerprint.js';

/** The `format` tag of a golden replay. */
export const GOLDEN_FORMAT = 'protest-rules/golden@1';

const resultSchema = z.looseObject({
  scores: z.record(z.string(), z.number()),
  winners: z.readonly(z.array(z.string())),
  reason: z.string(),
});

/**
 * A golden replay: a game record plus the hash of every step's {@link StepFingerprint}.
 * `steps[0]` is the setup; `steps[i]` follows `actions[i - 1]`. `result` is `null` for a game cut
 * short by `maxSteps`.
 */
export const goldenSchema = z
  .object({
    format: z.literal(GOLDEN_FORMAT),
    ...gameRecordSchema.shape,
    steps: z.array(z.string().check(z.regex(/^[0-9a-f]{16}$/))),
    result: z.nullable(resultSchema),
  }).check(z.refine((g) => g.steps.length === g.actions.length + 1, { message: 'steps holds one hash per action plus the setup', path: ['steps'] }));
/** A golden replay (see {@link goldenSchema}). */
export type Golden = z.infer<typeof goldenSchema>;

/** Options of {@link recordGolden}. */
export interface RecordGoldenOptions {
  readonly config?: unknown;
  readonly seed: number;
  /** The decisions to record; without them, a seeded random playout (core `playout`) is recorded. */
  readonly actions?: readonly BaseAction[];
  /** Bound on the random playout's decisions (see `PlayoutOptions.maxSteps`). */
  readonly maxSteps?: number;
}

/** Records a golden replay of `game`, validating every action. */
export function recordGolden(game: Game<any, any, any, any>, options: RecordGoldenOptions): Golden {
  const config = options.config ?? {};
  let state: unknown = game.setup(config, options.seed);
  const steps = [fingerprintHash(fingerprint(game, state))];
  let actions: readonly BaseAction[];
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
      ...(options.maxSteps !== undefined && { maxSteps: options.maxSteps }),
      onStep: (info) => steps.push(fingerprintHash(fingerprint(game, info.state, info.events))),
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
    result: result && { ...result },
  };
}

/** What went wrong at a golden's first divergent step. */
export type GoldenDivergenceKind = 'setup' | 'action' | 'hash' | 'result' | 'version';

/** The outcome of {@link checkGolden}. */
export type GoldenCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** The first step that differs: 0 is the setup, `i` follows `actions[i - 1]`. */
      readonly step: number;
      readonly kind: GoldenDivergenceKind;
      /** What differs, in words. */
      readonly reason: string;
      /** The recorded value: a hash, an action, a result or a version. */
      readonly expected: unknown;
      /** What the game gives now; for a `hash` divergence, the step's fingerprint and its hash. */
      readonly actual: unknown;
    };
type Divergence = Extract<GoldenCheck, { ok: false }>;

/**
 * Replays a golden with full validation and reports its first divergent step: an action that no
 * longer applies, a step whose events, seat to move, legal actions or result hash differently, or
 * a different result. A version mismatch is reported at step 0, and its reason says whether the
 * replay otherwise matches. Throws `InvalidConfigError` on a malformed golden and `RulesError` on
 * a golden of another game; an unexpected error inside the game is rethrown with its step.
 */
export function checkGolden(game: Game<any, any, any, any>, input: unknown): GoldenCheck {
  const parsed = goldenSchema.safeParse(input);
  if (!parsed.success) throw new InvalidConfigError(zodMessage('Malformed golden replay', parsed.error), parsed.error.issues);
  const golden = parsed.data;
  if (golden.game !== game.id) throw new RulesError(`Golden replay is for game '${golden.game}', not '${game.id}'`);
  const behaviour = checkSteps(game, golden);
  if (golden.version === game.version) return behaviour;
  const otherwise = behaviour.ok ? 'it otherwise replays identically' : `it also diverges at step ${behaviour.step}: ${behaviour.reason}`;
  return {
    ok: false,
    step: 0,
    kind: 'version',
    reason: `Recorded with ${game.id} version ${golden.version}, the game is version ${game.version}; ${otherwise}`,
    expected: golden.version,
    actual: game.version,
  };
}

function checkSteps(game: Game<any, any, any, any>, golden: Golden): GoldenCheck {
  let state: unknown;
  try {
    state = game.setup(golden.config, golden.seed);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return { ok: false, step: 0, kind: 'setup', reason: `Setup fails: ${e.message}`, expected: golden.config, actual: e.message };
  }
  const setup = compare(golden, 0, fingerprint(game, state));
  if (setup) return setup;
  for (let i = 0; i < golden.actions.length; i++) {
    const action = golden.actions[i];
    let r: { state: unknown; events: GameEvent[] };
    try {
      r = game.step(state, action);
    } catch (e) {
      if (!(e instanceof RulesError)) throw new Error(`Golden step ${i + 1} (${canonicalJson(action)}) threw: ${String(e)}`, { cause: e });
      return { ok: false, step: i + 1, kind: 'action', reason: `${canonicalJson(action)} no longer applies: ${e.message}`, expected: action, actual: e.message };
    }
    state = r.state;
    const diverged = compare(golden, i + 1, fingerprint(game, state, r.events));
    if (diverged) return diverged;
  }
  const result = game.result(state);
  if (canonicalJson(result) !== canonicalJson(golden.result)) return resultDivergence(golden, result);
  return { ok: true };
}

/** The divergence at `step` if its fingerprint does not hash to the recorded value. */
function compare(golden: Golden, step: number, fp: StepFingerprint): Divergence | undefined {
  const hash = fingerprintHash(fp);
  if (hash === golden.steps[step]) return undefined;
  const result = fp.result ?? null;
  if (step === golden.actions.length && canonicalJson(result) !== canonicalJson(golden.result)) return resultDivergence(golden, result);
  const after = step === 0 ? 'the setup' : canonicalJson(golden.actions[step - 1]);
  return {
    ok: false,
    step,
    kind: 'hash',
    reason: `After ${after}, the events, the seat to move or the legal actions differ`,
    expected: golden.steps[step],
    actual: { hash, ...fp },
  };
}

function resultDivergence(golden: Golden, result: unknown): Divergence {
  return { ok: false, step: golden.actions.length, kind: 'result', reason: 'The game ends with another result', expected: golden.result, actual: result };
}

/**
 * A golden as pretty JSON for a file: one action and one hash per line, so that a re-recorded
 * golden diffs line by line.
 */
export function formatGolden(golden: Golden): string {
  const list = (xs: readonly unknown[]): string => (xs.length === 0 ? '[]' : `[\n${xs.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`);
  const fields = Object.entries(golden).map(([key, value]) => `  ${JSON.stringify(key)}: ${key === 'actions' || key === 'steps' ? list(value as unknown[]) : JSON.stringify(value)}`);
  return `{\n${fields.join(',\n')}\n}\n`;
}
