import type { Random } from '../../src/core/rng.js';
import type { State } from './helpers.js';

const sides = ['civilRights', 'segregationist'] as const;

/**
 * What `seat` may not see, scrambled: the other hand (same size) and the deck are dealt again from
 * their cards together, and the other side's face-down election card is swapped into that pool too.
 */
export function perturbHidden(s: State, seat: string | null, random: Random): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  const hidden = sides.filter((x) => x !== seat);
  const pool = [...d.deck];
  for (const x of hidden) pool.push(...d.hands[x]);
  const commits = hidden.filter((x) => d.election?.commits[x] != null);
  for (const x of commits) pool.push(d.election!.commits[x]!.card);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  for (const x of hidden) d.hands[x] = pool.splice(0, d.hands[x].length).sort();
  for (const x of commits) d.election!.commits[x] = { card: pool.shift()!, candidate: random.int(2) };
  d.deck = pool.sort();
  return d;
}
