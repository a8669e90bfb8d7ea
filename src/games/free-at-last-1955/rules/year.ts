import type { Task } from '../task-schema.js';
import { board, sideName } from './lookups.js';
import { auto, window, type Handler } from './tasks.js';
import { drawTask } from './draw.js';
import { openElection } from './elections.js';
import { checkVictory, band, endGame, points } from './victory.js';
import { change, pile, put, takeFromHand } from './updates.js';

/*
 * 5.0 The sequence of play of one year: 5.1 deal up to 8 (civil rights first), 5.2 the plays, then
 * the end of the year — 6.5 confrontation cards in front are removed, 6.6 either player may discard,
 * 5.3 the victory check, 5.4 the election after 1956, 1960 and 1964 — and the next year, or the end
 * of the game after 1965 (10.1–10.3).
 */

const sides = ['civilRights', 'segregationist'] as const;

export const yearTasks: {
  year: Handler<'year'>;
  yearEnd: Handler<'yearEnd'>;
  discard: Handler<'discard'>;
  yearChecks: Handler<'yearChecks'>;
  nextYear: Handler<'nextYear'>;
} = {
  year: auto<'year'>((ctx) => {
    const s = ctx.state;
    ctx.pop();
    ctx.emit({ type: 'year', year: s.year });
    const actions = board(s).set.counts.actionsPerYear;
    put(ctx, 'actionsLeft', { civilRights: actions, segregationist: actions });
    put(ctx, 'onMove', 'civilRights');
    ctx.push(drawTask('civilRights', null), drawTask('segregationist', null), { kind: 'plays' }, { kind: 'yearEnd' });
  }),
  yearEnd: auto<'yearEnd'>((ctx) => {
    ctx.pop();
    const s = ctx.state;
    // 6.5 confrontation cards kept in front are removed from the game at the end of the year
    for (const side of sides) for (const c of s.inFront[side]) pile(ctx, 'removed', c);
    put(ctx, 'inFront', { civilRights: [], segregationist: [] });
    // 4.1 activations and 4.4 once-per-year abilities start afresh; 2.5 We Shall Overcome ends
    const b = board(s);
    change(ctx, 'leaders', (ls) => {
      const next = { ...ls };
      for (const [name, l] of Object.entries(ls)) next[name] = { ...l, activations: 0, used: l.used && b.leader.get(name)!.ability.per === 'game' };
      return next;
    });
    put(ctx, 'overcome', false);
    const tasks: Task[] = [{ kind: 'discard', seats: [...sides] }, { kind: 'yearChecks' }, ...openElection(ctx), { kind: 'nextYear' }];
    ctx.push(...tasks);
  }),
  // 6.6 unplayed cards may be discarded at the end of a year: every seat is asked (public information)
  discard: window<'discard'>({
    offers: (s, _t, seat) => [...s.hands[seat as 'civilRights'].map((card) => ({ type: 'discard' as const, card })), { type: 'done' as const }],
    answer(ctx, _t, seat, a) {
      if (a.type !== 'discard') return 'next';
      takeFromHand(ctx, seat as 'civilRights', a.card);
      pile(ctx, 'discard', a.card);
      ctx.emit({ type: 'discarded', seat, card: a.card });
      return 'again';
    },
    prompt: (_s, _t, seat) => `${sideName(seat as 'civilRights')}: discard cards you do not want to hold into next year, or done (6.6)`,
    ask: (s) => ({ decision: 'discard', year: s.year }),
  }),
  yearChecks: auto<'yearChecks'>((ctx) => {
    ctx.pop();
    checkVictory(ctx);
  }),
  nextYear: auto<'nextYear'>((ctx) => {
    ctx.pop();
    const s = ctx.state;
    if (s.year >= board(s).set.counts.lastYear) return endGame(ctx, band(s, points(s)));
    put(ctx, 'year', s.year + 1);
    ctx.push({ kind: 'year' });
  }),
};
