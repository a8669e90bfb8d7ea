import { createRandom, type Random } from '../../../src/core/rng.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { playRandom } from '../../../src/testing/random-games.js';

/*
 * Issue 35 item 1: who is asked, and what, follows from public information only. For a decision
 * taken by one seat, every other seat (and a spectator) cannot tell the state from another deal of
 * the cards hidden from it; after the same action, both worlds must show that seat the same seat to
 * move, the same step, question and prompt. The acting seat's hand may decide its own options only.
 */

/** The Strategy card an action names from the actor's hand, if any (`card`, or `discard` when hiring). */
function namedCard(a: FreeAtLastAction): string | null {
  if ('card' in a && typeof a.card === 'string') return a.card;
  return 'discard' in a && typeof a.discard === 'string' ? a.discard : null;
}

/** The strings anywhere in `x` (the cards a pending task names: an offered fundraiser, a shared Challenge). */
function strings(x: unknown, out: Set<string>): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const y of x) strings(y, out);
  else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) strings(y, out);
  return out;
}

/**
 * Another deal of the cards hidden from `seat` (the draw pile and the other hands, hand sizes
 * kept): the same public history, other hidden cards. A card publicly known to be in a hand stays
 * there: one a pending task names, and the one the acting seat's action names (`card`).
 */
export function otherWorld(s: FreeAtLastState, seat: string | null, card: string | null, random: Random): FreeAtLastState {
  const known = strings(s.tasks, new Set(card === null ? [] : [card]));
  const others = s.seats.filter((o) => o !== seat);
  const pool = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o]!.hand.filter((id) => !known.has(id)))];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  let next = 0;
  const orgs = { ...s.orgs };
  for (const o of others) orgs[o] = { ...orgs[o]!, hand: s.orgs[o]!.hand.map((id) => (known.has(id) ? id : pool[next++]!)) };
  return { ...s, orgs, decks: { ...s.decks, strategy: pool.slice(next) } };
}

/** What a seat sees asked (who moves, the step, the question and the prompt), and the cards it sees shown (the piles, the hand sizes). */
function seen(s: FreeAtLastState, seat: string | null): { asked: string; shown: string } {
  const v = freeAtLast.view(s, seat as never);
  const hands = Object.values(v.orgs).map((o) => [o.handCount, o.homeCardInHand]);
  return { asked: JSON.stringify({ toMove: v.toMove, step: v.step, ask: v.ask, prompt: v.prompt }), shown: JSON.stringify([v.decks, hands]) };
}

/**
 * Plays random games of `config` (seeds `first`…) and checks every `every`-th decision against
 * another deal of what each other seat cannot see. Returns the number of decisions compared in another deal (for at least one seat); throws
 * with config, seed, step, action and both asks on the first difference.
 */
export function checkPublicQuestions(config: FreeAtLastConfigInput, first: number, games: number, every = 1): number {
  let checked = 0;
  for (let seed = first; seed < first + games; seed++) {
    const random = createRandom(seed ^ 0x5bd1e995);
    const { states, actions } = playRandom(freeAtLast, { config, manual: true }, seed, 20_000);
    actions.forEach((action, i) => {
      if (i % every !== 0) return;
      const s = states[i]!;
      const actor = freeAtLast.toMove(s);
      if (typeof actor !== 'string' || actor === 'chance') return;
      const after = states[i + 1]!;
      let compared = false;
      for (const seat of [...s.seats.filter((o) => o !== actor), null]) {
        const world = otherWorld(s, seat, namedCard(action), random);
        if (freeAtLast.toMove(world) !== actor) {
          throw new Error(`config ${JSON.stringify(config)}, seed ${seed}, step ${i}: another deal hidden from ${seat ?? 'a spectator'} changes who moves`);
        }
        let there: FreeAtLastState;
        try {
          there = freeAtLast.apply(world, action);
        } catch {
          continue; // the actor's own options follow from its hand (a mode needing further cards, 9.4 a discard)
        }
        const here = seen(after, seat);
        const other = seen(there, seat);
        // a step may show hidden cards by the rules (9.6 a Mandatory Event held at the End of Turn is discarded): the worlds part there
        if (here.shown !== other.shown) continue;
        const [a, b] = [here.asked, other.asked];
        if (a !== b) {
          throw new Error(`config ${JSON.stringify(config)}, seed ${seed}, step ${i}: after ${JSON.stringify(action)}, ${seat ?? 'a spectator'} is asked\n  ${a}\nin one deal and\n  ${b}\nin another`);
        }
        compared = true;
      }
      if (compared) checked++;
    });
  }
  return checked;
}
