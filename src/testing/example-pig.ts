import { set } from 'immutable';
import { z } from 'zod';
import { countedOutcomes } from '../core/chance.js';
import { defineGame } from '../core/define-game.js';
import type { GameEvent } from '../core/types.js';

/*
 * Secret Pig: the tiny example game that the core's own tests, the conformance kit's self-test and
 * third-party authors use as a model. Each player is dealt a secret bonus card; on your turn you
 * roll a die (a 1 loses the turn's total) or hold (bank it). The game ends when someone banks
 * `target` points or after `rounds` rounds; score = banked + bonus.
 */

const seats = ['north', 'east', 'south', 'west'] as const;

const configSchema = z.object({
  players: z.number().int().min(2).max(4).default(2),
  target: z.number().int().min(1).max(100).default(20),
  rounds: z.number().int().min(1).max(50).default(8),
  chance: z.enum(['auto', 'manual']).default('auto'),
});

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('hold') }),
  z.object({ type: z.literal('die'), face: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('deal'), card: z.number().int().min(1).max(6) }),
]);

const stateSchema = z.object({
  rng: z.array(z.number().int()),
  chance: z.enum(['auto', 'manual']),
  seats: z.array(z.string()),
  target: z.number().int(),
  rounds: z.number().int(),
  round: z.number().int(),
  current: z.number().int(),
  turnTotal: z.number().int(),
  banked: z.array(z.number().int()),
  bonus: z.array(z.number().int().nullable()),
  deck: z.array(z.number().int()),
  pending: z.enum(['deal', 'die', 'decide', 'over']),
});

const viewSchema = z.object({
  seat: z.string().nullable(),
  round: z.number().int(),
  current: z.string(),
  turnTotal: z.number().int(),
  banked: z.array(z.number().int()),
  ownBonus: z.number().int().nullable(),
  deckSize: z.number().int(),
  pending: z.string(),
});

/** Secret Pig's state. */
export type PigState = z.infer<typeof stateSchema>;
/** Secret Pig's actions. */
export type PigAction = z.infer<typeof actionSchema>;
type PigConfig = z.output<typeof configSchema>;
type PigView = z.infer<typeof viewSchema>;

function endTurn(s: PigState, banked: number[]): PigState {
  const last = s.current === s.seats.length - 1;
  const round = last ? s.round + 1 : s.round;
  const over = banked.some((b) => b >= s.target) || round > s.rounds;
  return { ...s, banked, turnTotal: 0, current: last ? 0 : s.current + 1, round, pending: over ? 'over' : 'decide' };
}

/** Secret Pig, the core's example game. */
export const examplePig = defineGame<PigState, PigAction, PigConfig, PigView>({
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
    pending: 'deal',
  }),
  toMove: (s) => (s.pending === 'over' ? null : s.pending === 'decide' ? s.seats[s.current]! : 'chance'),
  legalActions: (s) => (s.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]),
  chanceOutcomes: (s) =>
    s.pending === 'deal'
      ? countedOutcomes(s.deck, (card) => ({ type: 'deal' as const, card }))
      : countedOutcomes([1, 2, 3, 4, 5, 6], (face) => ({ type: 'die' as const, face })),
  apply(s, a) {
    const events: GameEvent[] = [];
    const seat = s.seats[s.current]!;
    switch (a.type) {
      case 'deal': {
        const i = s.bonus.indexOf(null);
        const deck = [...s.deck];
        deck.splice(deck.indexOf(a.card), 1);
        const bonus = set(s.bonus, i, a.card);
        events.push({ type: 'dealt', seat: s.seats[i] });
        return { state: { ...s, deck, bonus, pending: bonus.includes(null) ? 'deal' : 'decide' }, events };
      }
      case 'roll':
        return { state: { ...s, pending: 'die' }, events };
      case 'die':
        events.push({ type: 'rolled', seat, face: a.face });
        if (a.face === 1) return { state: endTurn(s, s.banked), events };
        return { state: { ...s, turnTotal: s.turnTotal + a.face, pending: 'decide' }, events };
      case 'hold':
        events.push({ type: 'held', seat, points: s.turnTotal });
        return { state: endTurn(s, set(s.banked, s.current, s.banked[s.current]! + s.turnTotal)), events };
    }
  },
  explainIllegal: (s, a) => (a.type === 'hold' && s.turnTotal === 0 ? { reason: 'Nothing to hold: roll first.', rule: 'pig-2' } : undefined),
  result(s) {
    if (s.pending !== 'over') return null;
    const scores: Record<string, number> = {};
    s.seats.forEach((p, i) => (scores[p] = s.banked[i]! + (s.bonus[i] ?? 0)));
    const best = Math.max(...Object.values(scores));
    return { scores, winners: s.seats.filter((p) => scores[p] === best), reason: 'highest score' };
  },
  view: (s, p) => ({
    seat: p,
    round: s.round,
    current: s.seats[s.current]!,
    turnTotal: s.turnTotal,
    banked: s.banked,
    ownBonus: p === null ? null : (s.bonus[s.seats.indexOf(p)] ?? null),
    deckSize: s.deck.length,
    pending: s.pending,
  }),
  prompt: (s) => (s.pending === 'decide' ? `${s.seats[s.current]}: roll or hold (turn total ${s.turnTotal})` : s.pending),
  describeEvent: (e) =>
    e.type === 'rolled' ? `${String(e.seat)} rolls a ${String(e.face)}${e.face === 1 ? ' and loses the turn total' : ''}` : e.type === 'held' ? `${String(e.seat)} banks ${String(e.points)}` : undefined,
  describe: (s, a) => (a.type === 'die' ? `rolls ${a.face}` : a.type === 'deal' ? 'a bonus card is dealt' : `${s.seats[s.current]} ${a.type}s`),
});
