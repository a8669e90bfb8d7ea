import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { eliminatedArea, onProject } from '../../state/zones.js';
import { move, newResolution, newRoll, projectOf, redRemain, res, score, setProject, setRes , type NextHandlers } from './common.js';
import { startResolution } from '../../state/stack.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import { klanAttack, removeRed } from './hits.js';
import { enterPreRoll, staffActivated, startLeader } from './leaders.js';
import { applyFigures, figuresActivated, figuresRollTwice } from './local-figures.js';
import { endResolution, fail, succeed } from './outcome.js';
import { projectCard } from '../lookup.js';

/*
 * Advance and Survive (14.3–14.5.4): S Projects stage 2 with Federal Escorts (17.8–17.16) and the
 * classes and courthouse stages of V Projects with Vote Drives (18.2–18.3.6). Red cubes advance by
 * their hits; the SEG cubes of the stage attack those that advanced; the Leader can only save them.
 */

/** The SEG colour defending the Project's current stage. */
export function stageColor(s: FreeAtLastState, org: Organization): 'white' | 'blue' {
  return projectOf(s, org).stage === 'courthouse' ? 'blue' : 'white';
}

/** 17.9, 18.2.1, 18.3.1 starts an advance: Local Figures first (17.13, 18.2.7), then the red die. */
export function beginAdvance(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], events: GameEvent[]): FreeAtLastState {
  const extraRank = cards.slice(1).reduce((n, c) => n + c.rank, 0);
  const figures = figuresActivated(s, org, cards);
  s = startResolution(s, { ...newResolution(org, 'advance', cards, 'advance-attack'), extraRank, figures: figures.map((f) => f.name) });
  events.push({ type: 'projectAction', org, mode: 'advance', stage: projectOf(s, org).stage, cards: cards.map((c) => c.id) });
  s = applyFigures(s, org, figures, true, events);
  const crFigure = figures.some((f) => f.side === 'civil-rights');
  const red = newRoll('red', 'red-cubes', { twice: figuresRollTwice(figures), exempt: crFigure });
  const queue = redRemain(projectOf(s, org)) ? [red] : [];
  s = setRes(s, { queue, next: queue.length > 0 ? 'advance-attack' : 'advance-done', staffOffer: queue.length > 0 ? staffActivated(s, org, cards) : [] });
  return enterPreRoll(s);
}

/** 14.3 red cubes advance by their hits; extra cards advance cubes even on a Strike Out (17.10, 18.2.3). */
function afterAdvanceRoll(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const p = projectOf(s, r.org);
  const advanced = Math.min(p.cubes.red, hitsOf(Math.floor(p.cubes.red / 3), r.results['red-cubes']) + r.extraRank);
  events.push({ type: 'advanced', org: r.org, count: advanced });
  const color = stageColor(s, r.org);
  const segFigure = figuresActivated(s, r.org, r.cards, 'seg').length > 0 && r.figures.length > 0;
  const queue = advanced > 0 && p.cubes[color] > 0 ? [newRoll(color, color === 'white' ? 'white-cubes' : 'blue-cubes', { exempt: segFigure })] : [];
  return setRes(s, { advanced, queue, next: advanced > 0 ? 'advance-survive' : 'advance-done' });
}

/** 17.11, 18.2.4, 18.3.4 the SEG cubes attack the cubes that advanced; hits beyond them are Overkill. */
function afterAttack(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  const p = projectOf(s, org);
  const color = stageColor(s, org);
  const result = r.results[color === 'white' ? 'white-cubes' : 'blue-cubes'];
  const hits = hitsOf(color === 'white' ? Math.floor(p.cubes.white / 3) : p.cubes.blue, result);
  events.push({ type: 'hits', org, side: color, hits });
  const onAdvanced = Math.min(hits, r.advanced);
  s = setRes(s, { hits: { ...r.hits, [color]: hits } });
  s = color === 'white' ? removeRed(s, events, org, 0, onAdvanced) : removeRed(s, events, org, onAdvanced, 0);
  if (hits > onAdvanced) {
    events.push({ type: 'overkill', org, count: hits - onAdvanced });
    s = setProject(s, org, { overkill: projectOf(s, org).overkill + hits - onAdvanced });
  }
  if (result?.klan) s = klanAttack(s, events, org);
  // 14.5.4 the Leader only saves red cubes: with nothing to save or cancel he does not roll
  if (onAdvanced === 0 && projectOf(s, org).overkill === 0) return setRes(s, { next: 'advance-done' });
  return startLeader(s, org, 'advance-done');
}

/** 14.3 if an advanced cube survives, every SEG cube of the stage is collected and scored; then the stage moves on. */
function afterSurvive(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  const color = stageColor(s, org);
  const survivors = r.advanced - r.removed.byWhite - r.removed.byBlue;
  if (r.advanced > 0 && survivors > 0) {
    const moved = move(s, events, onProject(org), eliminatedArea(org), color, projectOf(s, org).cubes[color], 'collected: the stage is passed');
    s = score(moved.state, events, org, 'segCubes', moved.moved * (color === 'blue' ? 2 : 1), 'SEG cubes collected');
    events.push({ type: 'stageComplete', org, stage: projectOf(s, org).stage });
    const p = projectOf(s, org);
    const type = projectCard(s, p.card).type;
    if (type === 'S') return endResolution(succeed(s, org, events)); // 17.16
    if (p.stage === 'classes') return endResolution(setProject(s, org, { stage: 'courthouse', overkill: 0 }));
    // 18.3.7 the registrar, in the same Action Round
    return setRes(setProject(s, org, { overkill: 0 }), { next: 'registrar' });
  }
  if (!redRemain(projectOf(s, org))) return endResolution(fail(s, org, events));
  return endResolution(s);
}

/** The advance handlers the resolution engine runs once the queued dice are rolled. */
export const advanceHandlers: NextHandlers<'advance'> = {
  'advance-attack': afterAdvanceRoll,
  'advance-survive': afterAttack,
  'advance-done': afterSurvive,
};
