import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { newResolution, newRoll, projectOf, redRemain, redStrength, res, setProject, setRes , type NextHandlers } from './common.js';
import { startResolution } from '../../state/stack.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import { collectByHits, klanAttack, removeRed } from './hits.js';
import { enterPreRoll, staffActivated, startLeader } from './leaders.js';
import { applyFigures, figuresActivated, figuresRollTwice } from './local-figures.js';
import { endResolution, fail, succeed, tallyCollected } from './outcome.js';
import type { DieRoll } from '../../state/resolution.js';
import { projectCard } from '../lookup.js';

/*
 * Protest actions (15.1–15.17): A Projects, Marches and Freedom Rides (16.x), Picketing (14.5.1,
 * 15.15) and the pupil placement exam of S Projects (17.4–17.7, which follows 15.1–15.14 with red
 * against blue cubes only).
 */

type ProtestMode = 'protest' | 'picket' | 'exam';

/** Which SEG colours take part: Picketing has no blue (15.15), the exam no white (17.4). */
function segColors(mode: ProtestMode): ('white' | 'blue')[] {
  return mode === 'picket' ? ['white'] : mode === 'exam' ? ['blue'] : ['white', 'blue'];
}

/** The SEG dice for the cubes still on the Project (15.3: no cubes of a colour, no die); an activated SEG Local Figure spares them the –1 rule (12.0). */
function segRolls(s: FreeAtLastState, org: Organization): DieRoll[] {
  const r = res(s);
  const p = projectOf(s, org);
  const segFigure = r.figures.length > 0 && figuresActivated(s, org, r.cards, 'seg').length > 0;
  return segColors(r.mode as ProtestMode)
    .filter((c) => p.cubes[c] > 0)
    .map((c) => newRoll(c, c === 'white' ? 'white-cubes' : 'blue-cubes', { exempt: segFigure }));
}

/** 15.1–15.3 starts a Protest (or Picketing, or the exam): Local Figures first, then the dice. */
export function beginProtest(s: FreeAtLastState, org: Organization, mode: ProtestMode, cards: readonly PlayedCard[], events: GameEvent[]): FreeAtLastState {
  const extraRank = mode === 'picket' ? cards.slice(1).reduce((n, c) => n + c.rank, 0) : 0;
  const figures = figuresActivated(s, org, cards);
  s = startResolution(s, { ...newResolution(org, mode, cards, 'protest-assign'), extraRank, figures: figures.map((f) => f.name) });
  events.push({ type: 'projectAction', org, mode, cards: cards.map((c) => c.id) });
  // 15.2 Local Figures apply before the dice
  s = applyFigures(s, org, figures, true, events, mode === 'picket');
  const p = projectOf(s, org);
  if (mode === 'protest') s = setProject(s, org, { protests: p.protests + 1 });
  const crFigure = figures.some((f) => f.side === 'civil-rights');
  const red = newRoll('red', 'red-cubes', { twice: figuresRollTwice(figures), exempt: crFigure });
  const seg = segRolls(s, org);
  const queue = redRemain(p) && seg.length > 0 ? [red, ...seg] : [];
  s = setRes(s, {
    queue,
    next: queue.length > 0 ? 'protest-assign' : 'protest-done',
    staffOffer: queue.length > 0 ? staffActivated(s, org, cards) : [],
    // 15.8, 17.18 Strike First needs a Civil Rights Local Figure activated by the card played; never when Picketing (14.5.1)
    strikeFirstOk: crFigure && mode !== 'picket' && queue.length > 0,
  });
  return enterPreRoll(s);
}

/** 15.8 Strike First announced: only the red die is rolled first; its subsequent roll waits (backfire). */
export function strikeFirst(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  events.push({ type: 'strikeFirst', org: r.org });
  const red = r.queue.find((q) => q.purpose === 'red-cubes')!;
  return enterPreRoll(setRes(s, { strikeFirst: true, queue: [{ ...red, deferConfirm: true }], next: 'protest-strike-first' }));
}

/** Hits by red cubes: 1 per 3 cubes (Freedom Riders as 2, 7.4) plus the die, plus extra cards' ranks even on a Strike Out (15.15). */
function redHits(s: FreeAtLastState): number {
  const r = res(s);
  return hitsOf(Math.floor(redStrength(projectOf(s, r.org)) / 3), r.results['red-cubes']) + r.extraRank;
}

function whiteHits(s: FreeAtLastState): number {
  return hitsOf(Math.floor(projectOf(s, res(s).org).cubes.white / 3), res(s).results['white-cubes']);
}

function blueHits(s: FreeAtLastState): number {
  return hitsOf(projectOf(s, res(s).org).cubes.blue, res(s).results['blue-cubes']);
}

function applyRedHits(s: FreeAtLastState, events: GameEvent[], hits: number): FreeAtLastState {
  const r = res(s);
  events.push({ type: 'hits', org: r.org, side: 'red', hits });
  s = setRes(s, { hits: { ...res(s).hits, red: hits } });
  return collectByHits(s, events, r.org, hits, segColors(r.mode as ProtestMode));
}

function applySegHits(s: FreeAtLastState, events: GameEvent[], white: number, blue: number): FreeAtLastState {
  const r = res(s);
  if (r.results['white-cubes']) events.push({ type: 'hits', org: r.org, side: 'white', hits: white });
  if (r.results['blue-cubes']) events.push({ type: 'hits', org: r.org, side: 'blue', hits: blue });
  s = setRes(s, { hits: { ...res(s).hits, white, blue } });
  // 16.2 remembered for an Injunction in a March: blue cubes scored hits in the first Protest roll
  if (r.mode === 'protest' && projectOf(s, r.org).protests === 1 && blue > 0) s = setProject(s, r.org, { blueHitFirstProtest: true });
  s = removeRed(s, events, r.org, blue, white);
  return res(s).results['white-cubes']?.klan ? klanAttack(s, events, r.org) : s;
}

/** 15.4 assign losses: both sides' hits count from the cubes as they stood before the roll. */
function assign(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const red = redHits(s);
  const white = whiteHits(s);
  const blue = blueHits(s);
  s = applySegHits(applyRedHits(s, events, red), events, white, blue);
  return startLeader(s, res(s).org, 'protest-done');
}

/** 15.8 the Strike First red die: if not X, red hits land first; on an X the tactic backfires. */
function afterStrikeFirstRed(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const result = r.results['red-cubes']!;
  if (!result.x) {
    s = applyRedHits(s, events, redHits(s));
    const seg = segRolls(s, r.org);
    return setRes(s, { queue: seg, next: 'protest-sf-seg' });
  }
  events.push({ type: 'strikeFirstBackfired', org: r.org });
  return setRes(s, { queue: segRolls(s, r.org), next: 'protest-backfire' });
}

/** 15.8 after a successful Strike First only the surviving SEG cubes hit back. */
function afterStrikeFirstSeg(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  s = applySegHits(s, events, whiteHits(s), blueHits(s));
  return startLeader(s, res(s).org, 'protest-done');
}

/** 15.8 backfire: SEG hits land first; then the red cubes' subsequent roll, and the survivors' hits. */
function afterBackfireSeg(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  s = applySegHits(s, events, whiteHits(s), blueHits(s));
  const r = res(s);
  const red = r.results['red-cubes']!;
  // 15.8 if every red cube is gone, the X is ignored: red cubes score no hits
  if (!redRemain(projectOf(s, r.org))) return startLeader(s, r.org, 'protest-done');
  if (r.insured) return setRes(s, { next: 'protest-backfire-red' });
  const confirm = newRoll('red', 'red-cubes', { faces: [red.face], kept: red.face, modifier: red.modifier, exempt: red.exempt, xRerollDeclined: true });
  return setRes(s, { queue: [confirm], next: 'protest-backfire-red' });
}

function afterBackfireRed(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  s = applyRedHits(s, events, redHits(s));
  return startLeader(s, res(s).org, 'protest-done');
}

/** 15.13–15.17, 17.6–17.7 the tally and whether the Project (or S stage 1) is complete. */
function done(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  s = tallyCollected(s, events, 1, 2);
  const p = projectOf(s, org);
  if (!redRemain(p)) return endResolution(fail(s, org, events));
  if (projectCard(s, p.card).type === 'S') {
    // 17.7 all blue cubes collected: stage 1 is complete
    if (p.cubes.blue === 0) {
      events.push({ type: 'stageComplete', org, stage: 'exam' });
      s = setProject(s, org, { stage: 'school-year', overkill: 0 });
    }
    return endResolution(s);
  }
  if (p.cubes.white === 0 && p.cubes.blue === 0) return endResolution(succeed(s, org, events));
  return endResolution(s);
}

/** The protest handlers the resolution engine runs once the queued dice are rolled. */
export const protestHandlers: NextHandlers<'protest'> = {
  'protest-assign': assign,
  'protest-strike-first': afterStrikeFirstRed,
  'protest-sf-seg': afterStrikeFirstSeg,
  'protest-backfire': afterBackfireSeg,
  'protest-backfire-red': afterBackfireRed,
  'protest-done': done,
};
