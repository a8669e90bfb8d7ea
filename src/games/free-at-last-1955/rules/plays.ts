import type { Side } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { board, other, sideName, nameOf } from './lookups.js';
import { decision, type C, type Handler } from './tasks.js';
import { recruits } from './recruitment.js';
import { activationCost } from './leader-activation.js';
import { change, pile, put, takeFromHand } from './updates.js';

/*
 * 5.2 Playing strategy cards: the players alternate, civil rights first, each with 6 actions a year.
 * An action plays a card (6.0) to recruit (6.1), activate a leader (6.2), activate cities (6.3) or as
 * an event (6.4); or takes the free 1-Ops action without a card (5.2); or holds (6.6: passes the
 * action). Confrontation cards (6.5) are played in confrontations, outside these actions.
 */

/** The side whose action it is. */
export function mover(s: State): Side {
  return s.actionsLeft[s.onMove] > 0 ? s.onMove : other(s.onMove);
}

/** 6.4 May a side play this card as an event now (its colour, and not before its year)? */
function eventPlayable(s: State, side: Side, card: string): boolean {
  const c = board(s).card.get(card)!;
  const color = side === 'civilRights' ? 'red' : 'blue';
  return (c.color === color || c.color === 'black') && s.year >= c.year;
}

/** The Ops of a card, or 1 for the free action (5.2). */
const opsOf = (s: State, card: string | null): number => (card === null ? 1 : board(s).card.get(card)!.ops);

/** 4.1 The side's leaders on the board, each with what his next activation costs. */
function readyLeaders(s: State, side: Side): { leader: string; cost: number }[] {
  const b = board(s);
  const out: { leader: string; cost: number }[] = [];
  for (const leader of b.leaderNames) {
    if (b.leader.get(leader)!.side === side && s.leaders[leader]!.city !== null) out.push({ leader, cost: activationCost(s, leader) });
  }
  return out;
}

/** Adds the plays open to a side with one card (or none: the free 1-Ops action); `ready` are its {@link readyLeaders}. */
function addPlays(out: Action[], s: State, side: Side, card: string | null, ready: readonly { leader: string; cost: number }[]): void {
  const ops = opsOf(s, card);
  out.push({ type: 'recruit', card }, { type: 'cities', card });
  for (const { leader, cost } of ready) if (cost <= ops) out.push({ type: 'activate', card, leader });
  if (card !== null && eventPlayable(s, side, card)) out.push({ type: 'event', card });
}

/** 10.0.1 The free-city Ops bonus is added to the next card the civil rights player plays for Ops (recruiting or activating cities). */
function opsWithBonus(ctx: C, side: Side, card: string | null): number {
  const ops = opsOf(ctx.state, card);
  if (side !== 'civilRights' || ctx.state.opsBonus === 0) return ops;
  const bonus = ctx.state.opsBonus;
  put(ctx, 'opsBonus', 0);
  ctx.emit({ type: 'opsBonus', used: bonus });
  return ops + bonus;
}

export const playTasks: { plays: Handler<'plays'> } = {
  plays: decision<'plays'>({
    seat: (s) => (s.actionsLeft.civilRights + s.actionsLeft.segregationist > 0 ? mover(s) : null),
    options(s) {
      const side = mover(s);
      const ready = readyLeaders(s, side);
      const out: Action[] = [];
      for (const card of s.hands[side]) addPlays(out, s, side, card, ready);
      addPlays(out, s, side, null, ready);
      out.push({ type: 'pass' });
      return out;
    },
    answer(ctx, _t, a) {
      const side = mover(ctx.state);
      change(ctx, 'actionsLeft', (left) => ({ ...left, [side]: left[side] - 1 }));
      const rest = ctx.state.actionsLeft[other(side)];
      put(ctx, 'onMove', rest > 0 ? other(side) : side);
      if (a.type === 'pass') return void ctx.emit({ type: 'pass', seat: side });
      if (a.type !== 'recruit' && a.type !== 'cities' && a.type !== 'activate' && a.type !== 'event') return;
      const card = a.card;
      if (card !== null) {
        takeFromHand(ctx, side, card);
        // 6.4 red and blue events leave the game; black events and cards played for Ops are discarded
        pile(ctx, a.type === 'event' && board(ctx.state).card.get(card)!.color !== 'black' ? 'removed' : 'discard', card);
      }
      ctx.emit({ type: 'play', seat: side, card, use: a.type, ...(a.type === 'activate' ? { leader: a.leader } : {}) });
      const tasks: Task[] = [];
      if (a.type === 'recruit') tasks.push(...recruits(ctx.state, side, opsWithBonus(ctx, side, card)));
      if (a.type === 'cities') tasks.push({ kind: 'cityAct', seat: side, left: opsWithBonus(ctx, side, card), done: [], city: null, arrived: {} });
      if (a.type === 'activate') {
        const at = ctx.state.leaders[a.leader]!;
        change(ctx, 'leaders', (ls) => ({ ...ls, [a.leader]: { ...at, activations: at.activations + 1 } }));
        tasks.push({ kind: 'activation', leader: a.leader, stage: 'move', from: at.city!, left: board(ctx.state).leader.get(a.leader)!.leadership });
      }
      if (a.type === 'event') tasks.push({ kind: 'event', seat: side, card: a.card, effects: board(ctx.state).card.get(a.card)!.effects, cursor: 0 });
      ctx.push(...tasks);
    },
    ask: (s) => ({ decision: 'plays', year: s.year, actionsLeft: s.actionsLeft[mover(s)] }),
    prompt: (s) => `${sideName(mover(s))}: play a card (recruit, activate a leader or cities, event), take the free 1-Ops action, or pass — ${s.actionsLeft[mover(s)]} actions left in ${s.year} (5.2)`,
    explain(s, _t, a) {
      const side = mover(s);
      if ((a.type === 'recruit' || a.type === 'cities' || a.type === 'activate' || a.type === 'event') && a.card !== null && !s.hands[side].includes(a.card)) return { reason: `${nameOf(s, 'card', a.card)} is not in your hand`, rule: '6.0' };
      if (a.type === 'event') return { reason: 'Events are played by their side (red: civil rights, blue: segregationist, black: either) and not before their year', rule: '6.4' };
      if (a.type === 'activate') return { reason: 'A leader on the board costs 1, 2, then 3 Ops for his first, second and later activations of the year', rule: '4.1' };
      return undefined;
    },
  }),
};
