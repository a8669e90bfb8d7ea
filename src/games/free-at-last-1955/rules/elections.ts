import type { Candidate } from '../data/schema.js';
import type { State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { board, sideName } from './lookups.js';
import { auto, chance, window, type C, type Handler } from './tasks.js';
import { perSide, pile, put, takeFromHand } from './updates.js';
import { dieOutcomes } from './dice.js';

/*
 * 8.0 Elections after 1956, 1960 and 1964. Each player may commit one held card face down to a
 * candidate (asked in turn order, civil rights first; the other seat's view shows only that a card
 * was committed); then the cards are revealed, one die is rolled per candidate, plus his popularity
 * and the committed Ops; a tie is rolled again (8.1). The winner's S, A and V ratings become the
 * civil rights player's protest modifiers until the next election (8.2).
 */

/** The candidates of this year's election, if there is one. */
function candidatesOf(s: State): [Candidate, Candidate] | undefined {
  return board(s).set.elections.find((e) => e.year === s.year)?.candidates;
}

/** 5.4 The tasks of the election at the end of this year (none in other years); opens the election. */
export function openElection(ctx: C): Task[] {
  const s = ctx.state;
  if (!board(s).set.counts.electionYears.includes(s.year) || candidatesOf(s) === undefined) return [];
  put(ctx, 'election', { commits: { civilRights: null, segregationist: null }, rolls: [] });
  return [{ kind: 'commit', seats: ['civilRights', 'segregationist'] }, { kind: 'electionRoll', i: 0 }, { kind: 'electionRoll', i: 1 }, { kind: 'electionResolve' }];
}

export const electionTasks: { commit: Handler<'commit'>; electionRoll: Handler<'electionRoll'>; electionResolve: Handler<'electionResolve'> } = {
  commit: window<'commit'>({
    offers(s, _t, seat) {
      const hand = s.hands[seat as 'civilRights'];
      return [...hand.flatMap((card) => [0, 1].map((candidate) => ({ type: 'commit' as const, card, candidate }))), { type: 'done' as const }];
    },
    answer(ctx, _t, seat, a) {
      if (a.type !== 'commit') return 'next';
      const side = seat as 'civilRights';
      takeFromHand(ctx, side, a.card);
      put(ctx, 'election', { ...ctx.state.election!, commits: perSide(ctx.state.election!.commits, side, () => ({ card: a.card, candidate: a.candidate })) });
      ctx.emit({ type: 'committed', seat });
      return 'next';
    },
    ask: (s) => ({ decision: 'commit', candidates: candidatesOf(s)!.map((c) => c.name) }),
    prompt(s, _t, seat) {
      const [a, b] = candidatesOf(s)!;
      return `${sideName(seat as 'civilRights')}: commit a held card face down to ${a.name} (0) or ${b.name} (1), or done (8.1)`;
    },
  }),
  electionRoll: chance<'electionRoll'>({
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      put(ctx, 'election', { ...ctx.state.election!, rolls: [...ctx.state.election!.rolls, a.face] });
      ctx.emit({ type: 'electionRoll', candidate: candidatesOf(ctx.state)![t.i]!.name, face: a.face });
    },
    prompt: (s, t) => `the die is rolled for ${candidatesOf(s)![t.i]!.name} (8.1)`,
    ask: (s, t) => ({ chance: 'die', die: 'election', candidate: candidatesOf(s)![t.i]!.name }),
  }),
  electionResolve: auto<'electionResolve'>((ctx) => {
    ctx.pop();
    const s = ctx.state;
    const e = s.election!;
    const candidates = candidatesOf(s)!;
    const b = board(s);
    const totals = candidates.map((c, i) => {
      let total = c.popularity + e.rolls[i]!;
      for (const commit of [e.commits.civilRights, e.commits.segregationist]) if (commit?.candidate === i) total += b.card.get(commit.card)!.ops;
      return total;
    });
    if (totals[0] === totals[1]) {
      // 8.1 a tie is rolled again (the committed cards stay committed)
      ctx.emit({ type: 'electionTie', totals });
      put(ctx, 'election', { ...e, rolls: [] });
      ctx.push({ kind: 'electionRoll', i: 0 }, { kind: 'electionRoll', i: 1 }, { kind: 'electionResolve' });
      return;
    }
    const winner = candidates[totals[0]! > totals[1]! ? 0 : 1]!;
    for (const side of ['civilRights', 'segregationist'] as const) {
      const commit = e.commits[side];
      if (commit === null) continue;
      ctx.emit({ type: 'revealed', seat: side, card: commit.card, candidate: candidates[commit.candidate]!.name });
      pile(ctx, 'discard', commit.card);
    }
    put(ctx, 'climate', winner);
    put(ctx, 'election', null);
    ctx.emit({ type: 'elected', name: winner.name, totals, S: winner.S, A: winner.A, V: winner.V });
  }),
};
