import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { dieTask, move, newResolution, newRoll, once, pushPreRoll, projectOf, redRemain, res, score, setProject, startResolution, klanAttack, removeRed, staffActivated, applyFigures, figuresActivated, figuresRollTwice, fail, succeed } from './resolution.js';
import { ownRes, resolutionWith, withCount } from '../updates.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import { projectCard, eliminatedArea, onProject } from '../lookup.js';
import type { FalCtx, Handlers } from '../tasks.js';

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
export function beginAdvance(ctx: FalCtx, org: Organization, cards: readonly PlayedCard[]): void {
  const extraRank = cards.slice(1).reduce((n, c) => n + c.rank, 0);
  const figures = figuresActivated(ctx.state, org, cards);
  const record = newResolution(org, 'advance', cards, extraRank, figures);
  ctx.emit({ type: 'projectAction', org, mode: 'advance', stage: projectOf(ctx.state, org).stage, cards: cards.map((c) => c.id) });
  applyFigures(ctx, org, figures, true);
  const crFigure = figures.some((f) => f.side === 'civil-rights');
  if (!redRemain(projectOf(ctx.state, org))) return startResolution(ctx, record, { kind: 'advanceDone' });
  const red = newRoll('red', 'red-cubes', { twice: figuresRollTwice(figures), exempt: crFigure });
  startResolution(ctx, resolutionWith(record, { staffOffer: staffActivated(ctx.state, org, cards) }), { kind: 'advanceRolled' }, { kind: 'advanceDone' });
  pushPreRoll(ctx, [red]);
}

/** 14.3 red cubes advance by their hits; extra cards advance cubes even on a Strike Out (17.10, 18.2.3); the SEG cubes of the stage then roll. */
function afterAdvanceRoll(ctx: FalCtx): void {
  const s = ctx.state;
  const r = res(s);
  const p = projectOf(s, r.org);
  const advanced = Math.min(p.cubes.red, hitsOf(Math.floor(p.cubes.red / 3), r.results['red-cubes']) + r.extraRank);
  ctx.emit({ type: 'advanced', org: r.org, count: advanced });
  const color = stageColor(s, r.org);
  const segFigure = figuresActivated(s, r.org, r.cards, 'seg').length > 0 && r.figures.length > 0;
  ownRes(ctx).advanced = advanced;
  if (advanced === 0) return;
  const dice = p.cubes[color] > 0 ? [dieTask(newRoll(color, color === 'white' ? 'white-cubes' : 'blue-cubes', { exempt: segFigure }))] : [];
  ctx.push(...dice, { kind: 'advanceAttacked' });
}

/** 17.11, 18.2.4, 18.3.4 the SEG cubes attack the cubes that advanced; hits beyond them are Overkill. */
function afterAttack(ctx: FalCtx): void {
  const r = ownRes(ctx);
  const org = r.org;
  const p = projectOf(ctx.state, org);
  const color = stageColor(ctx.state, org);
  const result = r.results[color === 'white' ? 'white-cubes' : 'blue-cubes'];
  const hits = hitsOf(color === 'white' ? Math.floor(p.cubes.white / 3) : p.cubes.blue, result);
  ctx.emit({ type: 'hits', org, side: color, hits });
  const onAdvanced = Math.min(hits, r.advanced);
  r.hits = withCount(r.hits, color, hits);
  if (color === 'white') removeRed(ctx, org, 0, onAdvanced);
  else removeRed(ctx, org, onAdvanced, 0);
  if (hits > onAdvanced) {
    ctx.emit({ type: 'overkill', org, count: hits - onAdvanced });
    setProject(ctx, org, { overkill: projectOf(ctx.state, org).overkill + hits - onAdvanced });
  }
  if (result?.klan) klanAttack(ctx, org);
  // 14.5.4 the Leader only saves red cubes: with nothing to save or cancel he does not roll
  if (onAdvanced > 0 || projectOf(ctx.state, org).overkill > 0) ctx.push({ kind: 'leaderRoll' });
}

/** 14.3 if an advanced cube survives, every SEG cube of the stage is collected and scored; then the stage moves on. */
function afterSurvive(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const color = stageColor(ctx.state, org);
  const survivors = r.advanced - r.removed.byWhite - r.removed.byBlue;
  if (r.advanced > 0 && survivors > 0) {
    const moved = move(ctx, onProject(org), eliminatedArea(org), color, projectOf(ctx.state, org).cubes[color], 'collected: the stage is passed');
    score(ctx, org, 'segCubes', moved * (color === 'blue' ? 2 : 1), 'SEG cubes collected');
    ctx.emit({ type: 'stageComplete', org, stage: projectOf(ctx.state, org).stage });
    const p = projectOf(ctx.state, org);
    const type = projectCard(ctx.state, p.card).type;
    if (type === 'S') return succeed(ctx, org); // 17.16
    if (p.stage === 'classes') return setProject(ctx, org, { stage: 'courthouse', overkill: 0 });
    // 18.3.7 the registrar, in the same Action Round
    setProject(ctx, org, { overkill: 0 });
    ctx.push({ kind: 'registrarRoll' });
    return;
  }
  if (!redRemain(projectOf(ctx.state, org))) fail(ctx, org);
}

/** The steps of an advance, after its red die. */
export const advanceSteps: Handlers<'advanceRolled' | 'advanceAttacked' | 'advanceDone'> = {
  advanceRolled: once(afterAdvanceRoll),
  advanceAttacked: once(afterAttack),
  advanceDone: once(afterSurvive),
};
