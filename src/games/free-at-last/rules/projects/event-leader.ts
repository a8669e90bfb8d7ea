import type { LocalFigure, Organization } from '../../data/schema.js';
import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { onProject, supply } from '../lookup.js';
import { dieTask, misfit, move, newResolution, newRoll, once, preRoll, projectOf, redRemain, res, setProject, startResolution, collectByHits, removeRed, applyFigures, figuresActivated, figuresOf, clearProject, fail, succeed, tallyCollected } from './resolution.js';
import { gainFailures, gainStars, ownRes } from '../updates.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import type { Task } from '../../task-schema.js';
import type { FalCtx, Handlers } from '../tasks.js';

/*
 * Robert F. Williams and Malcolm X (19.x): the Event Leader replaces the Protest Leader, always rolls
 * twice free of the –1 rule (19.1), no Staff (19.2), only SEG Local Figures (19.3); stage 1 red
 * against white (19.4), stage 2 blue first, withdrawal, red, Event Leader (19.5–19.8), his fate on an
 * X on the blue die (19.10). No criminal defence (19.9). Each stage is one push: its dice, its hits,
 * the Event Leader, its end; stage 2's red cubes and Event Leader are pushed once the owner stays (19.8).
 */

/**
 * 19.3 only SEG Local Figures, activated by the cards played; 12.2 the event card (no colour, 19.4)
 * activates those that ask for its rank alone, and they count as activated by the card played.
 */
function segFigures(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], eventRank?: number) {
  const byEvent = (f: LocalFigure): boolean => f.side === 'seg' && f.activation.by === 'rank' && f.activation.rank === eventRank;
  const byCards = figuresActivated(s, org, cards, 'seg');
  return figuresOf(s, org).filter((f) => byCards.includes(f) || byEvent(f));
}

/**
 * 19.0, 19.4 the event is played: the Event Leader takes over and stage 1 is resolved at once, the
 * event card counting as a card of no colour; `extraCards` are the 4-rank cards played with it.
 */
export function beginEventLeader(ctx: FalCtx, org: Organization, leader: string, extraCards: readonly PlayedCard[], eventRank?: number): void {
  setProject(ctx, org, { eventLeader: leader, stage: 'bamn-white', leaderLost: false });
  ctx.emit({ type: 'eventLeader', org, leader });
  const figures = segFigures(ctx.state, org, extraCards, eventRank);
  const extraRank = extraCards.reduce((n, c) => n + c.rank, 0);
  const record = newResolution(org, 'bamn', extraCards, extraRank, figures);
  applyFigures(ctx, org, figures, true);
  const p = projectOf(ctx.state, org);
  if (p.cubes.red === 0 || p.cubes.white === 0) return startResolution(ctx, record, { kind: 'bamnWhiteDone' });
  const dice = [newRoll('red', 'red-cubes'), newRoll('white', 'white-cubes', { exempt: figures.length > 0 })];
  startResolution(ctx, record, preRoll(dice), { kind: 'bamnWhiteHits' }, { kind: 'leaderRoll' }, { kind: 'bamnWhiteDone' });
}

/** 19.4 red cubes against white cubes, then the Event Leader. */
function afterWhite(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const p = projectOf(ctx.state, org);
  const red = hitsOf(Math.floor(p.cubes.red / 3), r.results['red-cubes']) + r.extraRank;
  const white = hitsOf(Math.floor(p.cubes.white / 3), r.results['white-cubes']);
  ctx.emit({ type: 'hits', org, side: 'red', hits: red });
  ctx.emit({ type: 'hits', org, side: 'white', hits: white });
  collectByHits(ctx, org, red, ['white']);
  removeRed(ctx, org, 0, white);
}

/** 19.4 the white cubes left flee to the supply; 2 VPs per white cube collected; the stage is complete. */
function afterWhiteStage(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  tallyCollected(ctx, 2, 3);
  move(ctx, onProject(org), supply, 'white', projectOf(ctx.state, org).cubes.white, 'white cubes flee (19.4)');
  setProject(ctx, org, { stage: 'bamn-blue' });
  finishRound(ctx);
}

/** 19.6, 19.7 the end of an Action Round: success with no blue cube left, failure with no red cube. */
function finishRound(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  const p = projectOf(ctx.state, org);
  if (!redRemain(p)) fail(ctx, org);
  else if (p.cubes.blue === 0 && p.stage === 'bamn-blue') succeed(ctx, org);
}

/** 19.5 stage 2: after the card and its SEG Reinforcement, 2 more blue cubes; blue cubes roll first. */
export function beginBamnBlue(ctx: FalCtx, org: Organization, cards: readonly PlayedCard[]): void {
  const figures = segFigures(ctx.state, org, cards);
  const record = newResolution(org, 'bamn', cards, 0, figures);
  ctx.emit({ type: 'projectAction', org, mode: 'bamn', cards: cards.map((c) => c.id) });
  move(ctx, supply, onProject(org), 'blue', 2, 'special SEG Reinforcement (19.5)');
  applyFigures(ctx, org, figures, true);
  const p = projectOf(ctx.state, org);
  if (p.cubes.blue === 0 || p.cubes.red === 0) return startResolution(ctx, record, { kind: 'bamnBlueDone' });
  startResolution(ctx, record, dieTask(newRoll('blue', 'blue-cubes', { exempt: figures.length > 0 })), { kind: 'bamnBlueHits' });
}

/** 19.5 blue hits remove red cubes (no criminal hold, 19.9); 19.10 an X eliminates the Event Leader, whose fate is rolled; 19.8 then the owner may withdraw. */
function afterBlue(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const blue = r.results['blue-cubes']!;
  const hits = hitsOf(projectOf(ctx.state, org).cubes.blue, blue);
  ctx.emit({ type: 'hits', org, side: 'blue', hits });
  removeRed(ctx, org, hits, 0);
  if (blue.x && !projectOf(ctx.state, org).leaderLost) {
    ctx.emit({ type: 'eventLeaderEliminated', org });
    setProject(ctx, org, { leaderLost: true });
    ownRes(ctx).leaderGone = true;
    return ctx.push(dieTask(newRoll('red', 'fate', { plain: true })), { kind: 'bamnFate' }, { kind: 'resolutionWithdraw' });
  }
  ctx.push({ kind: 'resolutionWithdraw' });
}

/** 19.10 the Event Leader's fate: X killed by the police, 1 by his own followers (Failure Marker); 2 to Cuba (Star). */
function afterFate(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const face = r.results['fate']!.face;
  if (face === 'X' || face === 'K' || face === 1) {
    ctx.emit({ type: 'eventLeaderFate', org, fate: face === 1 ? 'killed by his own followers' : 'killed by the police' });
    ctx.emit({ type: 'failure', org, count: 1, why: '19.10 the Event Leader was killed' });
    gainFailures(ctx, org, 1);
  } else if (face === 2) {
    ctx.emit({ type: 'eventLeaderFate', org, fate: 'escaped to Cuba' });
    ctx.emit({ type: 'star', org, count: 1, why: '19.10 the Event Leader escaped to Cuba' });
    gainStars(ctx, org, 1);
  } else ctx.emit({ type: 'eventLeaderFate', org, fate: 'went into hiding' });
}

/** 19.5 the surviving red cubes roll, then the Event Leader; the stage's end. */
function redRoll(ctx: FalCtx): void {
  const p = projectOf(ctx.state, res(ctx.state).org);
  const red: Task[] = p.cubes.red > 0 && p.cubes.blue > 0 ? [preRoll([newRoll('red', 'red-cubes')]), { kind: 'bamnRedHits' }] : [];
  ctx.push(...red, { kind: 'leaderRoll' }, { kind: 'bamnBlueDone' });
}

function afterRed(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const hits = hitsOf(Math.floor(projectOf(ctx.state, org).cubes.red / 3), r.results['red-cubes']);
  ctx.emit({ type: 'hits', org, side: 'red', hits });
  collectByHits(ctx, org, hits, ['blue']);
}

/** 19.5 3 VPs per blue cube collected. */
function afterBlueStage(ctx: FalCtx): void {
  tallyCollected(ctx, 2, 3);
  finishRound(ctx);
}

/** The steps of the Event Leader's stages (19.4–19.10). */
export const eventLeaderSteps: Handlers<'bamnWhiteHits' | 'bamnWhiteDone' | 'bamnBlueHits' | 'bamnFate' | 'bamnRedHits' | 'bamnBlueDone'> = {
  bamnWhiteHits: once(afterWhite),
  bamnWhiteDone: once(afterWhiteStage),
  bamnBlueHits: once(afterBlue),
  bamnFate: once(afterFate),
  bamnRedHits: once(afterRed),
  bamnBlueDone: once(afterBlueStage),
};

/** 19.8 withdraw or go on. */
export const withdrawActions = (): ProjectAction[] => [{ type: 'projectWithdraw' }, { type: 'projectProceed' }];

/** 19.8 the owner withdraws (all remaining cubes return to the supply; neither Freedom Marker nor Failure Marker) or goes on. */
export function answerWithdraw(ctx: FalCtx, a: ProjectAction): void {
  ctx.pop();
  if (a.type === 'projectProceed') return redRoll(ctx);
  if (a.type !== 'projectWithdraw') throw misfit(a, 'resolutionWithdraw');
  const org = res(ctx.state).org;
  ctx.emit({ type: 'projectWithdrawn', org });
  clearProject(ctx, org, 'withdrawal (19.8)');
  setProject(ctx, org, { stage: 'done', outcome: 'withdrawn', overkill: 0 });
}
