import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../src/core/errors.js';
import { createRandom } from '../src/core/rng.js';
import type { Game } from '../src/core/types.js';
import { chicago68, type Chicago68State as ChicagoState } from '../src/games/chicago-68/index.js';
import { referenceComponents as chicagoSet } from '../src/games/chicago-68/data/components.js';
import { freeAtLast, type FreeAtLastState } from '../src/games/free-at-last/index.js';
import { referenceComponents as falSet } from '../src/games/free-at-last/data/index.js';
import { freeAtLast1955, type FreeAtLast1955State as State1955 } from '../src/games/free-at-last-1955/index.js';
import { referenceComponents as set1955 } from '../src/games/free-at-last-1955/data/components.js';
import { reached } from './support/impossible.js';

/*
 * Issue 35 item 3: restore refuses impossible states, for every game. From states reached in random
 * play, every counted component is made one too many in each of its places (conservation), every
 * track is put one space off each end of its printed range, and the components the issue found
 * accepted are forged; each such state must be refused with InvalidStateError naming what is wrong.
 */

/** One impossible state: what it breaks (in words), the edit, and what the error must name. */
type Edit<S> = readonly [what: string, edit: (s: S) => void, names: RegExp];

/** Every numeric place of `obj` (one level), as edits that add one component there. */
function onePlusEach<S>(label: string, get: (s: S) => Record<string, unknown>, keys: readonly string[], names: RegExp): Edit<S>[] {
  return keys.map((k) => [`one ${label}.${k} too many`, (s: S) => void ((get(s) as Record<string, number>)[k]! += 1), names] as const);
}

/** A track put one space below and one above its printed range. */
function offTrack<S>(field: string, set: (s: S, v: number) => void, min: number, max: number, names: RegExp): Edit<S>[] {
  return [
    [`${field} at ${min - 1}, below its track`, (s: S) => set(s, min - 1), names],
    [`${field} at ${max + 1}, above its track`, (s: S) => set(s, max + 1), names],
  ];
}

function falEdits(s0: FreeAtLastState): Edit<FreeAtLastState>[] {
  const cubes = /cubes: \d+ in the game/;
  const out: Edit<FreeAtLastState>[] = onePlusEach<FreeAtLastState>('supply', (s) => s.supply, ['red', 'white', 'blue'], cubes);
  for (const o of s0.seats) {
    out.push(...onePlusEach<FreeAtLastState>(`orgs.${o}.eliminated`, (s) => s.orgs[o]!.eliminated, ['red', 'white', 'blue'], cubes));
    out.push(...onePlusEach<FreeAtLastState>(`orgs.${o}`, (s) => s.orgs[o]!, ['criminalHold'], cubes));
    out.push([`orgs.${o}.freedomMarkers beyond one a Turn`, (s) => void (s.orgs[o]!.freedomMarkers.S += s.turn + 1), /freedomMarkers/]);
  }
  for (const o of Object.keys(s0.projects)) {
    out.push(...onePlusEach<FreeAtLastState>(`projects.${o}.cubes`, (s) => s.projects[o]!.cubes, ['red', 'white', 'blue'], cubes));
    out.push([`projects.${o}.eventLeader ""`, (s) => void (s.projects[o]!.eventLeader = ''), /eventLeader/]);
  }
  for (const k of ['red', 'white', 'blue'] as const) {
    out.push(...offTrack<FreeAtLastState>(`xTrack.${k}`, (s, v) => void (s.xTrack[k] = v), 0, falSet.xTracks[k].values.length - 1, new RegExp(`${k} X Value`)));
  }
  out.push([`failureTrackStart moved`, (s) => void (s.failureTrackStart += 1), /failureTrackStart/]);
  const card = s0.decks.strategy[0] ?? s0.decks.strategyDiscard[0];
  if (card !== undefined) out.push(['a Strategy card doubled into a hand', (s) => void s.orgs[s.seats[0]!]!.hand.push(card), /Strategy cards/]);
  return out;
}

function chicagoEdits(s0: ChicagoState): Edit<ChicagoState>[] {
  const k = chicagoSet.counts;
  const census = /components in play/;
  const units = ['m1', 'm2', 'ag', 'pig', 'p1', 'p2', 'tac'] as const;
  const area = Object.keys(s0.areas)[s0.round % Object.keys(s0.areas).length]!;
  const out: Edit<ChicagoState>[] = [
    ...onePlusEach<ChicagoState>(`areas.${area}.u`, (s) => s.areas[area]!.u, units, census),
    ...onePlusEach<ChicagoState>(`areas.${area}`, (s) => s.areas[area]!, ['ng', 'minus'], census),
    ...onePlusEach<ChicagoState>('supply', (s) => s.supply, ['m1', 'm2', 'ag', 'barricades', 'pink'], census),
    ...onePlusEach<ChicagoState>('box', (s) => s.box, [...units, 'posts'], census),
    ...onePlusEach<ChicagoState>('police.reserves', (s) => s.police.reserves, ['p1', 'p2'], census),
    ...onePlusEach<ChicagoState>('police.injured', (s) => s.police.injured, ['p1', 'p2'], census),
    ...onePlusEach<ChicagoState>('police', (s) => s.police, ['wire', 'gas'], census),
    ...onePlusEach<ChicagoState>('general', (s) => s.general, ['wire', 'gas', 'ng', 'minus'], census),
    ...onePlusEach<ChicagoState>('bonusUnits', (s) => s.bonusUnits, ['p2', 'm2'], census),
    ...onePlusEach<ChicagoState>('delegates.bag', (s) => s.delegates.bag, ['red', 'pink'], census),
    ['50 blue Delegates more than exist in delegates.bag', (s) => void (s.delegates.bag.blue += 50), /delegates\.bag\.blue/],
    ['a Rally Flag of another value', (s) => void (s.supply.flags.length > 0 ? (s.supply.flags[0]! += 1) : s.supply.flags.push(1)), /Rally Flags/],
    ...offTrack<ChicagoState>('exposure', (s, v) => void (s.exposure = v), -k.exposureTrack, k.exposureTrack, /Exposure/),
    // 2.11.1 the Instability track's last space (rules/instability.ts)
    ...offTrack<ChicagoState>('instability', (s, v) => void (s.instability = v), 0, 13, /Instability/),
    ...offTrack<ChicagoState>('round', (s, v) => void (s.round = v), 0, 5, /round/),
    ['negative capital', (s) => void (s.capital = -1), /Capital/],
  ];
  return out;
}

function edits1955(s0: State1955): Edit<State1955>[] {
  const k = set1955.counts;
  const units = /units: \d+ in play/;
  const city = Object.keys(s0.cities)[0]!;
  const state = Object.keys(s0.klan)[0]!;
  const out: Edit<State1955>[] = [
    ...onePlusEach<State1955>(`cities.${city}.u`, (s) => s.cities[city]!.u, ['B', 'S', 'N', 'P', 'W'], units),
    ...onePlusEach<State1955>('supply', (s) => s.supply, ['B', 'S', 'N', 'P', 'W', 'K'], units),
    ...onePlusEach<State1955>('klan', (s) => s.klan, [state], units),
    ...offTrack<State1955>('year', (s, v) => void (s.year = v), k.firstYear, k.lastYear, /year/),
    ...offTrack<State1955>('nonviolence', (s, v) => void (s.nonviolence = v), 0, k.nonviolenceMax, /Non-violence/),
    ...offTrack<State1955>('actionsLeft.civilRights', (s, v) => void (s.actionsLeft.civilRights = v), 0, k.actionsPerYear, /civilRights has/),
    ['a negative Freedom Track', (s) => void (s.freedom = -1), /Freedom Track/],
    ["the climate's President with forged ratings", (s) => void (s.climate = { ...s.climate, popularity: s.climate.popularity + 1 }), /climate/],
  ];
  const leader = Object.keys(s0.leaders)[0];
  if (leader) out.push(...offTrack<State1955>(`leaders.${leader}.activations`, (s, v) => void (s.leaders[leader]!.activations = v), 0, k.actionsPerYear, /activated/));
  return out;
}

const settings: [string, Game<any, any, any, any>, unknown, (s: any) => Edit<any>[]][] = [
  ['Free at Last', freeAtLast, { players: 4 }, falEdits],
  ['Free at Last, advanced game, manual chance', freeAtLast, { advanced: true, chance: 'manual', players: ['SNCC', 'CORE', 'NAACP'] }, falEdits],
  ['Free at Last, jackie-robinson', freeAtLast, { difficulty: 'jackie-robinson', players: ['SCLC', 'NAACP'] }, falEdits],
  ["Chicago '68", chicago68, { players: 4 }, chicagoEdits],
  ["Chicago '68 solo", chicago68, { mode: 'solo' }, chicagoEdits],
  ['Free At Last (1955–65)', freeAtLast1955, {}, edits1955],
];

describe('restore refuses impossible states: a counted component made, a track left (every game)', () => {
  for (const [name, game, config, editsOf] of settings) {
    it(name, () => {
      const random = createRandom(35);
      let refused = 0;
      for (let g = 0; g < 4; g++) {
        const json = reached(game, config, 100 + g, random.int(400));
        expect(() => game.restore(JSON.parse(json))).not.toThrow();
        for (const [what, edit, names] of editsOf(JSON.parse(json))) {
          const s = JSON.parse(json);
          edit(s);
          let error: unknown;
          try {
            game.restore(s);
          } catch (e) {
            error = e;
          }
          expect(error, `${name}: ${what} was accepted`).toBeInstanceOf(InvalidStateError);
          expect((error as Error).message, `${name}: ${what}`).toMatch(names);
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(20);
    }, 120_000);
  }
});
