import * as z from 'zod/mini';
import { countedOutcomes } from '../core/chance.js';
import { defineGame } from '../core/define-game.js';
import { taskMachine, type Ctx, type HandlerTable } from '../core/machine/index.js';
import { drawRng, shuffled } from '../core/rng.js';
import { actionSpace } from '../core/spaces/action-space.js';
import { actionTypesOf } from '../core/spaces/from-schema.js';
import { numbers, observer, oneHot, scalar } from '../core/spaces/observation.js';
import { withSpaces } from '../core/spaces/with-spaces.js';
import { remove, set } from '../core/update.js';

/*
 * Secret Pig: the tiny example game that the core's own tests, the conformance kit's self-test and
 * third-party authors use as a model. Each player is dealt a secret bonus card; on your turn you
 * roll a die (a 1 loses the turn's total) or hold (bank it). The game ends when someone banks
 * `target` points or after `rounds` rounds; score = banked + bonus.
 */

const seats = ['north', 'east', 'south', 'west'] as const;

const configSchema = z.strictObject({
  players: z._default(z.number().check(z.int(), z.minimum(2), z.maximum(4)), 2),
  target: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  rounds: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 8),
  chance: z._default(z.enum(['auto', 'manual']), 'auto'),
});

const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('hold') }),
  z.strictObject({ type: z.literal('die'), face: z.number().check(z.int(), z.minimum(1), z.maximum(6)) }),
  z.strictObject({ type: z.literal('deal'), card: z.number().check(z.int(), z.minimum(1), z.maximum(6)) }),
]);

/*
 * The pending work, on the core task machine's stack (top last): the bonus deal (chance), a seat's
 * turn (roll or hold), a die roll (chance). The game is over when no task is left.
 */
const taskSchema = z.discriminatedUnion('kind', [z.object({ kind: z.literal('deal') }), z.object({ kind: z.literal('turn') }), z.object({ kind: z.literal('die') })]);

const stateSchema = z.object({
  rng: z.array(z.number().check(z.int())),
  chance: z.enum(['auto', 'manual']),
  seats: z.array(z.string()),
  target: z.number().check(z.int()),
  rounds: z.number().check(z.int()),
  round: z.number().check(z.int()),
  current: z.number().check(z.int()),
  turnTotal: z.number().check(z.int()),
  banked: z.array(z.number().check(z.int())),
  bonus: z.array(z.nullable(z.number().check(z.int()))),
  deck: z.array(z.number().check(z.int())),
  tasks: z.array(taskSchema),
});

const viewSchema = z.object({
  seat: z.nullable(z.string()),
  round: z.number().check(z.int()),
  current: z.string(),
  turnTotal: z.number().check(z.int()),
  banked: z.array(z.number().check(z.int())),
  ownBonus: z.nullable(z.number().check(z.int())),
  deckSize: z.number().check(z.int()),
  pending: z.string(),
});

/** Secret Pig's state. */
export type PigState = z.infer<typeof stateSchema>;
/** Secret Pig's actions. */
export type PigAction = z.infer<typeof actionSchema>;
type PigConfig = z.output<typeof configSchema>;
/** Secret Pig's config as a user writes it. */
export type PigConfigInput = z.input<typeof configSchema>;
/** Secret Pig's seats. */
export type PigSeat = (typeof seats)[number];
type PigView = z.infer<typeof viewSchema>;
type PigTask = z.infer<typeof taskSchema>;

/** The turn passes on; when someone reached the target or the last round is played, no task is left. */
function endTurn(ctx: Ctx<PigState, PigTask>, banked: number[]): void {
  const s = ctx.state;
  const last = s.current === s.seats.length - 1;
  const round = last ? s.round + 1 : s.round;
  const over = banked.some((b) => b >= s.target) || round > s.rounds;
  ctx.state = { ...s, banked, turnTotal: 0, current: last ? 0 : s.current + 1, round, tasks: over ? [] : s.tasks };
}

const seatOnTurn = (s: PigState): string => s.seats[s.current]!;

/** One handler per kind of task: the whole of the rules. */
const handlers: HandlerTable<PigState, PigTask, PigAction> = {
  deal: {
    decider: () => 'chance',
    outcomes: (s) => countedOutcomes(s.deck, (card) => ({ type: 'deal' as const, card })),
    answer(ctx, _t, a) {
      if (a.type !== 'deal') return;
      const s = ctx.state;
      const i = s.bonus.indexOf(null);
      ctx.state = { ...s, deck: remove(s.deck, s.deck.indexOf(a.card)), bonus: set(s.bonus, i, a.card) };
      ctx.emit({ type: 'dealt', seat: s.seats[i] });
      if (!ctx.state.bonus.includes(null)) ctx.pop();
    },
    prompt: () => 'deal',
    ask: (s) => ({ chance: 'draw', deck: 'bonus', for: s.seats[s.bonus.indexOf(null)] }),
  },
  turn: {
    decider: seatOnTurn,
    actions: (s) => (s.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]),
    answer(ctx, _t, a) {
      const s = ctx.state;
      if (a.type === 'roll') return ctx.push({ kind: 'die' });
      ctx.emit({ type: 'held', seat: seatOnTurn(s), points: s.turnTotal });
      endTurn(ctx, set(s.banked, s.current, s.banked[s.current]! + s.turnTotal));
    },
    prompt: (s) => `${seatOnTurn(s)}: roll or hold (turn total ${s.turnTotal})`,
    ask: (s) => ({ decision: 'rollOrHold', turnTotal: s.turnTotal }),
    explain: (s, _t, a) => (a.type === 'hold' && s.turnTotal === 0 ? { reason: 'Nothing to hold: roll first.', rule: 'pig-2' } : undefined),
  },
  die: {
    decider: () => 'chance',
    outcomes: () => countedOutcomes([1, 2, 3, 4, 5, 6], (face) => ({ type: 'die' as const, face })),
    answer(ctx, _t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      const s = ctx.state;
      ctx.emit({ type: 'rolled', seat: seatOnTurn(s), face: a.face });
      if (a.face === 1) endTurn(ctx, s.banked);
      else ctx.state = { ...s, turnTotal: s.turnTotal + a.face };
    },
    prompt: () => 'die',
    ask: (s) => ({ chance: 'die', die: 'd6', for: seatOnTurn(s) }),
  },
};

const machine = taskMachine<PigState, PigTask, PigAction>({ name: 'example-pig', handlers });

/** The view's name for what is pending. */
function pendingOf(s: PigState): string {
  const top = s.tasks[s.tasks.length - 1];
  return top === undefined ? 'over' : top.kind === 'turn' ? 'decide' : top.kind;
}

const rules = defineGame<PigState, PigAction, PigConfig, PigView, PigConfigInput, PigSeat>({
  id: 'example-pig',
  title: 'Secret Pig (example game)',
  version: '1',
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
    tasks: [{ kind: 'turn' }, { kind: 'deal' }],
  }),
  toMove: machine.toMove,
  legalActions: machine.legalActions,
  chanceOutcomes: machine.chanceOutcomes,
  apply: machine.apply,
  explainIllegal: machine.explainIllegal,
  result(s) {
    if (s.tasks.length > 0) return null;
    const scores: Record<string, number> = {};
    s.seats.forEach((p, i) => (scores[p] = s.banked[i]! + (s.bonus[i] ?? 0)));
    const best = Math.max(...Object.values(scores));
    const code = s.banked.some((b) => b >= s.target) ? 'target-reached' : 'rounds-over';
    return { scores, winners: s.seats.filter((p) => scores[p] === best), reason: 'highest score', code };
  },
  seatsOf: (s) => s.seats,
  view: (s, p) => ({
    seat: p,
    round: s.round,
    current: s.seats[s.current]!,
    turnTotal: s.turnTotal,
    banked: s.banked,
    ownBonus: p === null ? null : (s.bonus[s.seats.indexOf(p)] ?? null),
    deckSize: s.deck.length,
    pending: pendingOf(s),
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
    const bonus = s.bonus.map((b, i) => (i === me || b === null ? b : pool[next++]!));
    return { ...s, bonus, deck: pool.slice(next).sort((a, b) => a - b), rng: [...drawRng(random)] };
  },
  describeEvent: (e) =>
    e.type === 'rolled' ? `${String(e.seat)} rolls a ${String(e.face)}${e.face === 1 ? ' and loses the turn total' : ''}` : e.type === 'held' ? `${String(e.seat)} banks ${String(e.points)}` : undefined,
  describe: (s, a) => (a.type === 'die' ? `rolls ${a.face}` : a.type === 'deal' ? 'a bonus card is dealt' : `${s.seats[s.current]} ${a.type}s`),
});

/** Integer actions: the schema's types with their bounded fields (roll, hold, die 1–6, deal 1–6). */
const pigSpace = actionSpace<PigAction>(actionTypesOf(actionSchema, {}));

/** The observation: every seat's block is there whatever the number of players. */
const pigObserver = observer<PigView>([
  oneHot('seat', 'the observing seat', seats, (v) => v.seat),
  scalar('round', 'the round (rounds + 1 once the last is played)', 1, 51, (v) => v.round),
  oneHot('current', 'the seat on turn', seats, (v) => v.current),
  scalar('turnTotal', 'points at stake this turn', 0, Number.POSITIVE_INFINITY, (v) => v.turnTotal),
  numbers('banked', 'banked points, in seat order', seats.length, 0, Number.POSITIVE_INFINITY, (v) => v.banked),
  oneHot('ownBonus', "the observing seat's bonus card", [1, 2, 3, 4, 5, 6], (v) => v.ownBonus),
  scalar('deckSize', 'bonus cards not dealt', 0, 6, (v) => v.deckSize),
  oneHot('pending', 'what is pending', ['deal', 'decide', 'die', 'over'], (v) => v.pending),
]);

/** Secret Pig, the core's example game, with its integer actions and observations. */
export const examplePig = withSpaces(rules, { actionSpace: () => pigSpace, observer: () => pigObserver });
