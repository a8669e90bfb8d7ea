import { countedOutcomes } from '../../../core/chance.js';
import type { WeightedOutcome } from '../../../core/types.js';
import { set, update } from '../../../core/update.js';
import { factionSchema } from '../data/schema.js';
import type { Action, State } from '../schema.js';
import type { TaskOf } from '../task-schema.js';
import { resolveMobChaos } from './mob-chaos.js';
import { placePolicy } from './policy.js';
import { placeStreetTheater } from './street-theater.js';
import { chance, type C, type Handler } from './tasks.js';
import { vtoDrawn } from './turns.js';
import { change, plus } from './updates.js';
import { mapped } from './lists.js';
import { board } from './lookups.js';

/* Chance: a draw from the Street Theater, Mob Chaos, Policy or Turn Order deck, or the Delegate Bag (4.4, 4.6). */

const make = (item: string): Action => ({ type: 'draw', item });
const colors = ['blue', 'red', 'pink'] as const;

/**
 * `countedOutcomes` of a deck kept in name order (setup sorts it, draws take cards out in place):
 * while the cards' places among the names rise, each is a new card (equal ids have one place), so
 * the outcomes are made in one pass without the core's map; two ids of one place side by side, or
 * a pile out of order, are counted by the core.
 */
function deckOutcomes(s: State, deck: readonly string[]): WeightedOutcome<Action>[] {
  const placeOf = board(s).placeOf;
  const out: { outcome: Action; weight: number }[] = [];
  let last = -1;
  let lastId = '';
  for (const id of deck) {
    const p = placeOf(id);
    if (p === undefined || p < last || (p === last && id !== lastId)) return countedOutcomes(deck, make);
    if (p === last) out[out.length - 1]!.weight += 1;
    else out.push({ outcome: make(id), weight: 1 });
    last = p;
    lastId = id;
  }
  return out;
}

function outcomes(s: State, t: TaskOf<'draw'>): WeightedOutcome<Action>[] {
  switch (t.deck) {
    case 'st': return deckOutcomes(s, s.stDeck);
    case 'mob': return deckOutcomes(s, s.mobDeck);
    case 'policy': return deckOutcomes(s, s.policyDeck);
    case 'vto': return countedOutcomes(s.vtoDeck, make);
    case 'bag': {
      const bag = s.delegates.bag;
      return mapped(colors.filter((c) => bag[c] > 0), (c) => ({ outcome: make(c), weight: bag[c] }));
    }
  }
}

function resolve(ctx: C, t: TaskOf<'draw'>, item: string): void {
  switch (t.deck) {
    case 'st': return placeStreetTheater(ctx, item);
    case 'mob': return resolveMobChaos(ctx, item, t.area);
    case 'policy': return placePolicy(ctx, item);
    case 'vto': return vtoDrawn(ctx, factionSchema.parse(item));
    case 'bag': {
      const c = colors.find((x) => x === item)!;
      change(ctx, 'delegates', (d) => update(set(d, 'track', [...d.track, c]), 'bag', (b) => plus(b, c, -1)));
      ctx.emit({ type: 'delegate', color: c, count: 1, to: 'track', why: t.purpose === 'vote' ? 'Delegate Vote (4.4)' : 'Final Nomination (4.6)' });
    }
  }
}

const deckNames = { st: 'Street Theater deck', mob: 'Mob Chaos deck', policy: 'Mayor Policy deck', bag: 'Delegate Bag', vto: 'Turn Order deck' };

/** The chance task of every draw. */
export const drawTasks: { draw: Handler<'draw'> } = {
  draw: chance<'draw'>({
    outcomes,
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type === 'draw') resolve(ctx, t, a.item);
    },
    prompt: (_s, t) => `Draw from the ${deckNames[t.deck]}`,
    ask: (_s, t) => ({ chance: 'draw', deck: t.deck, purpose: t.purpose, area: t.area }),
  }),
};
