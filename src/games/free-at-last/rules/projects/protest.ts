import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { dieTask, preRollTask, rollCopy, newResolution, once, newRoll, pushPreRoll, projectOf, redRemain, redStrength, res, setProject, startResolution, collectByHits, klanAttack, removeRed, staffActivated, applyFigures, figuresActivated, figuresRollTwice, judgeProject, tallyCollected } from './resolution.js';
import { emptyList, ownRes, resolutionWith } from '../updates.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import type { DieRoll, Resolution, Task } from '../../task-schema.js';
import type { FalCtx, Handlers } from '../tasks.js';

/*
 * Protest actions (15.1–15.17): A Projects, Marches and Freedom Rides (16.x), Picketing (14.5.1,
 * 15.15) and the pupil placement exam of S Projects (17.4–17.7, which follows 15.1–15.14 with red
 * against blue cubes only). One push: the pre-roll decisions and the dice, the hits (15.4), the
 * Leader (15.5), the end (15.13–15.17); Strike First (15.8) pushes its own dice and hits above the Leader.
 */

type ProtestMode = 'protest' | 'picket' | 'exam';

/** Which SEG colours take part: Picketing has no blue (15.15), the exam no white (17.4). */
function segColors(mode: ProtestMode): ('white' | 'blue')[] {
  return mode === 'picket' ? ['white'] : mode === 'exam' ? ['blue'] : ['white', 'blue'];
}

/**
 * The SEG dice for the cubes still on the Project (15.3: no cubes of a colour, no die); an activated
 * SEG Local Figure spares them the –1 rule (12.0). By push into `emptyList`: one list kind, empty or not.
 */
function segRolls(s: FreeAtLastState, r: Resolution): DieRoll[] {
  const p = projectOf(s, r.org);
  const segFigure = r.figures.length > 0 && figuresActivated(s, r.org, r.cards, 'seg').length > 0;
  const out = emptyList<DieRoll>();
  for (const c of segColors(r.mode as ProtestMode)) if (p.cubes[c] > 0) out.push(newRoll(c, c === 'white' ? 'white-cubes' : 'blue-cubes', { exempt: segFigure }));
  return out;
}

/** 15.1–15.3 starts a Protest (or Picketing, or the exam): Local Figures first, then the dice. */
export function beginProtest(ctx: FalCtx, org: Organization, mode: ProtestMode, cards: readonly PlayedCard[]): void {
  const extraRank = mode === 'picket' ? cards.slice(1).reduce((n, c) => n + c.rank, 0) : 0;
  const figures = figuresActivated(ctx.state, org, cards);
  const record = newResolution(org, mode, cards, extraRank, figures);
  ctx.emit({ type: 'projectAction', org, mode, cards: cards.map((c) => c.id) });
  // 15.2 Local Figures apply before the dice
  applyFigures(ctx, org, figures, true, mode === 'picket');
  const p = projectOf(ctx.state, org);
  if (mode === 'protest') setProject(ctx, org, { protests: p.protests + 1 });
  const crFigure = figures.some((f) => f.side === 'civil-rights');
  const red = newRoll('red', 'red-cubes', { twice: figuresRollTwice(figures), exempt: crFigure });
  const seg = segRolls(ctx.state, record);
  if (!redRemain(p) || seg.length === 0) return startResolution(ctx, record, { kind: 'protestDone' });
  // 15.8, 17.18 Strike First needs a Civil Rights Local Figure activated by the card played; never when Picketing (14.5.1)
  const opened = resolutionWith(record, { staffOffer: staffActivated(ctx.state, org, cards), strikeFirstOk: crFigure && mode !== 'picket' });
  startResolution(ctx, opened, { kind: 'protestHits' }, { kind: 'leaderRoll' }, { kind: 'protestDone' });
  pushPreRoll(ctx, [red, ...seg]);
}

/** 15.8 Strike First announced: only the red die is rolled first; its subsequent roll waits (backfire). */
export function strikeFirst(ctx: FalCtx, t: Extract<Task, { kind: 'resolutionPreRoll' }>): void {
  const r = ownRes(ctx);
  ctx.emit({ type: 'strikeFirst', org: r.org });
  const red = t.dice.find((q) => q.purpose === 'red-cubes')!;
  r.strikeFirst = true;
  const roll = rollCopy(red);
  roll.deferConfirm = true;
  ctx.replaceTop(preRollTask([roll], t.rerolls));
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

function applyRedHits(ctx: FalCtx, hits: number): void {
  const r = ownRes(ctx);
  ctx.emit({ type: 'hits', org: r.org, side: 'red', hits });
  r.hits = { red: hits, white: r.hits.white, blue: r.hits.blue };
  collectByHits(ctx, r.org, hits, segColors(r.mode as ProtestMode));
}

function applySegHits(ctx: FalCtx, white: number, blue: number): void {
  const r = ownRes(ctx);
  const org = r.org;
  if (r.results['white-cubes']) ctx.emit({ type: 'hits', org, side: 'white', hits: white });
  if (r.results['blue-cubes']) ctx.emit({ type: 'hits', org, side: 'blue', hits: blue });
  r.hits = { red: r.hits.red, white, blue };
  // 16.2 remembered for an Injunction in a March: blue cubes scored hits in the first Protest roll
  if (r.mode === 'protest' && projectOf(ctx.state, org).protests === 1 && blue > 0) setProject(ctx, org, { blueHitFirstProtest: true });
  removeRed(ctx, org, blue, white);
  if (res(ctx.state).results['white-cubes']?.klan) klanAttack(ctx, org);
}

/** 15.4 assign losses: both sides' hits count from the cubes as they stood before the roll. */
function assign(ctx: FalCtx): void {
  const red = redHits(ctx.state);
  const white = whiteHits(ctx.state);
  const blue = blueHits(ctx.state);
  applyRedHits(ctx, red);
  applySegHits(ctx, white, blue);
}

/** 15.8 the Strike First red die: if not X, red hits land first; on an X the tactic backfires. Then the SEG dice. */
function afterStrikeFirstRed(ctx: FalCtx): void {
  const r = res(ctx.state);
  const hit = !r.results['red-cubes']!.x;
  if (hit) applyRedHits(ctx, redHits(ctx.state));
  else ctx.emit({ type: 'strikeFirstBackfired', org: r.org });
  const seg = segRolls(ctx.state, res(ctx.state));
  // the dice above the hits (`push` lists from the top down)
  ctx.push({ kind: hit ? 'strikeFirstSeg' : 'backfireSeg' });
  for (let i = seg.length - 1; i >= 0; i--) ctx.push(dieTask(seg[i]!));
}

/** 15.8 backfire: SEG hits land first; then the red cubes' subsequent roll, and the survivors' hits. */
function afterBackfireSeg(ctx: FalCtx): void {
  applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state));
  const r = res(ctx.state);
  const red = r.results['red-cubes']!;
  // 15.8 if every red cube is gone, the X is ignored: red cubes score no hits
  if (!redRemain(projectOf(ctx.state, r.org))) return;
  const subsequent = r.insured ? [] : [dieTask(newRoll('red', 'red-cubes', { faces: [red.face], kept: red.face, modifier: red.modifier, exempt: red.exempt, xRerollDeclined: true }))];
  ctx.push(...subsequent, { kind: 'backfireRed' });
}

/** 15.13–15.17, 17.6–17.7 the tally and whether the Project (or S stage 1) is complete. */
function done(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  tallyCollected(ctx, 1, 2);
  judgeProject(ctx, org);
}

/** The steps of a Protest, after its dice. */
export const protestSteps: Handlers<'protestHits' | 'strikeFirstSeg' | 'backfireSeg' | 'backfireRed' | 'protestDone'> = {
  protestHits: once((ctx) => (res(ctx.state).strikeFirst ? afterStrikeFirstRed(ctx) : assign(ctx))),
  // 15.8 after a successful Strike First only the surviving SEG cubes hit back
  strikeFirstSeg: once((ctx) => applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state))),
  backfireSeg: once(afterBackfireSeg),
  backfireRed: once((ctx) => applyRedHits(ctx, redHits(ctx.state))),
  protestDone: once(done),
};
