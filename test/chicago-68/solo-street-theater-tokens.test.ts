import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/rng.js';
import { streetTheater } from '../../src/games/chicago-68/index.js';
import { game, type Action, type State } from './helpers.js';

declare const process: { env: Record<string, string | undefined> };

/*
 * Solo & Co-op Rules, Street Theater: "Place an Active token in the City Area(s) matching the card's
 * Agitator location requirement or, if the requirement is Any Area, where the effect takes place."
 * Over random solo and co-op games: after every located effect of an Any Area card, its area holds an
 * Active token, unless the rules took it away (an area without Demonstrators, or a token moved on).
 */

const SEEDS = Number(process.env.PROTEST_RULES_SEEDS ?? 30);
const BOUND = 5_000;
const JAIL = 'cook-county-jail';
// `why` names the card in words
const anyArea = new Set(streetTheater.filter((c) => c.location === 'any').map((c) => c.name));
type Ev = ReturnType<typeof game.step>['events'][number];

const demonstrators = (s: State, area: string): number => {
  const u = s.areas[area]!.u;
  return u.m1 + u.m2 + u.ag + u.pig;
};

/** The areas where an Any Area card's effect took place in these events, with what came after each. */
function markedAreas(events: readonly Ev[]): { area: string; later: readonly Ev[] }[] {
  const out: { area: string; later: readonly Ev[] }[] = [];
  events.forEach((e, i) => {
    if ('why' in e && typeof e.why === 'string' && anyArea.has(e.why) && 'area' in e && typeof e.area === 'string') out.push({ area: e.area, later: events.slice(i + 1) });
  });
  return out;
}

/** Why `area` may hold no token after the step: the rules removed it, or a choice of where it comes from is pending. */
function excused(s: State, area: string, later: readonly Ev[]): boolean {
  if (area === JAIL || demonstrators(s, area) === 0) return true;
  if (later.some((e) => (e.type === 'activeMoved' && e.from === area) || (e.type === 'activeCleared' && e.area === area))) return true;
  return s.tasks.some((t) => t.kind === 'activeMove' && t.to === area);
}

function play(config: Record<string, unknown>, seed: number): number {
  const rnd = createRandom(seed * 7919 + 3);
  let s = game.setup({ ...config, chance: 'manual' }, seed);
  let checked = 0;
  for (let steps = 0; game.toMove(s) !== null && steps < BOUND; steps++) {
    let a: Action;
    if (game.toMove(s) === 'chance') {
      const outs = game.chanceOutcomes(s);
      a = outs[rnd.int(outs.length)]!.outcome;
    } else {
      // random play, but an Any Area card that can be activated is taken half the time (else they are rare)
      const legal = game.legalActions(s);
      const st = legal.filter((x) => x.type === 'streetTheater' && anyArea.has(x.card));
      a = st.length > 0 && rnd.int(2) === 0 ? st[rnd.int(st.length)]! : legal[rnd.int(legal.length)]!;
    }
    const { state, events } = game.step(s, a);
    for (const { area, later } of markedAreas(events)) {
      checked++;
      if ((state.machine!.active[area] ?? 0) === 0 && !excused(state, area, later)) {
        expect.fail(`seed ${seed} step ${steps}: ${JSON.stringify(a)} put an Any Area effect in ${area}, which has no Active token`);
      }
    }
    s = state;
  }
  return checked;
}

describe('Solo & Co-op Rules, Street Theater: Any Area cards mark where the effect takes place (property)', () => {
  for (const [name, config] of Object.entries({ solo: { mode: 'solo' }, 'co-op': { mode: 'coop' } })) {
    it(`${name}: every area an Any Area effect reached holds an Active token`, () => {
      let checked = 0;
      for (let seed = 1; seed <= SEEDS; seed++) checked += play(config, seed);
      // the property must have met Any Area effects to mean anything
      expect(checked).toBeGreaterThan(0);
    });
  }
});
