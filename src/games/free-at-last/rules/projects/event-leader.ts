import type { GameEvent } from '../../../../core/types.js';
import type { LocalFigure, Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { gainFailures, gainStars, onProject, supply } from '../../state/zones.js';
import { move, newResolution, newRoll, projectOf, redRemain, res, setProject, setRes , type NextHandlers } from './common.js';
import { startResolution } from '../../state/stack.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import { collectByHits, removeRed } from './hits.js';
import { enterPreRoll, startLeader } from './leaders.js';
import { applyFigures, figuresActivated, figuresOf } from './local-figures.js';
import { clearProject, endResolution, fail, succeed, tallyCollected } from './outcome.js';
import type { ProjectAction } from '../../state/resolution.js';

/*
 * Robert F. Williams and Malcolm X (19.x): the Event Leader replaces the Protest Leader, always rolls
 * twice free of the –1 rule (19.1), no Staff (19.2), only SEG Local Figures (19.3); stage 1 red
 * against white (19.4), stage 2 blue first, withdrawal, red, Event Leader (19.5–19.8), his fate on an
 * X on the blue die (19.10). No criminal defence (19.9).
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
export function beginEventLeader(s: FreeAtLastState, org: Organization, leader: string, extraCards: readonly PlayedCard[], events: GameEvent[], eventRank?: number): FreeAtLastState {
  s = setProject(s, org, { eventLeader: leader, stage: 'bamn-white', leaderLost: false });
  events.push({ type: 'eventLeader', org, leader });
  const figures = segFigures(s, org, extraCards, eventRank);
  const extraRank = extraCards.reduce((n, c) => n + c.rank, 0);
  s = startResolution(s, { ...newResolution(org, 'bamn', extraCards, 'bamn-white-hits'), extraRank, figures: figures.map((f) => f.name) });
  s = applyFigures(s, org, figures, true, events);
  const p = projectOf(s, org);
  const queue = [];
  if (p.cubes.red > 0 && p.cubes.white > 0) {
    queue.push(newRoll('red', 'red-cubes'), newRoll('white', 'white-cubes', { exempt: figures.length > 0 }));
  }
  return enterPreRoll(setRes(s, { queue, next: queue.length > 0 ? 'bamn-white-hits' : 'bamn-white-done' }));
}

/** 19.4 red cubes against white cubes, then the Event Leader. */
function afterWhite(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const p = projectOf(s, r.org);
  const red = hitsOf(Math.floor(p.cubes.red / 3), r.results['red-cubes']) + r.extraRank;
  const white = hitsOf(Math.floor(p.cubes.white / 3), r.results['white-cubes']);
  events.push({ type: 'hits', org: r.org, side: 'red', hits: red }, { type: 'hits', org: r.org, side: 'white', hits: white });
  s = collectByHits(s, events, r.org, red, ['white']);
  s = removeRed(s, events, r.org, 0, white);
  return startLeader(s, r.org, 'bamn-white-done');
}

/** 19.4 the white cubes left flee to the supply; 2 VPs per white cube collected; the stage is complete. */
function afterWhiteStage(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const org = res(s).org;
  s = tallyCollected(s, events, 2, 3);
  s = move(s, events, onProject(org), supply, 'white', projectOf(s, org).cubes.white, 'white cubes flee (19.4)').state;
  return finishRound(setProject(s, org, { stage: 'bamn-blue' }), events);
}

/** 19.6, 19.7 the end of an Action Round: success with no blue cube left, failure with no red cube. */
function finishRound(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const org = res(s).org;
  const p = projectOf(s, org);
  if (!redRemain(p)) return endResolution(fail(s, org, events));
  if (p.cubes.blue === 0 && p.stage === 'bamn-blue') return endResolution(succeed(s, org, events));
  return endResolution(s);
}

/** 19.5 stage 2: after the card and its SEG Reinforcement, 2 more blue cubes; blue cubes roll first. */
export function beginBamnBlue(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], events: GameEvent[]): FreeAtLastState {
  const figures = segFigures(s, org, cards);
  s = startResolution(s, { ...newResolution(org, 'bamn', cards, 'bamn-blue-hits'), figures: figures.map((f) => f.name) });
  events.push({ type: 'projectAction', org, mode: 'bamn', cards: cards.map((c) => c.id) });
  s = move(s, events, supply, onProject(org), 'blue', 2, 'special SEG Reinforcement (19.5)').state;
  s = applyFigures(s, org, figures, true, events);
  const p = projectOf(s, org);
  const queue = p.cubes.blue > 0 && p.cubes.red > 0 ? [newRoll('blue', 'blue-cubes', { exempt: figures.length > 0 })] : [];
  return setRes(s, { queue, next: queue.length > 0 ? 'bamn-blue-hits' : 'bamn-blue-done' });
}

/** 19.5 blue hits remove red cubes (no criminal hold, 19.9); 19.10 an X eliminates the Event Leader. */
function afterBlue(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const blue = r.results['blue-cubes']!;
  const hits = hitsOf(projectOf(s, r.org).cubes.blue, blue);
  events.push({ type: 'hits', org: r.org, side: 'blue', hits });
  s = removeRed(s, events, r.org, hits, 0);
  if (blue.x && !projectOf(s, r.org).leaderLost) {
    events.push({ type: 'eventLeaderEliminated', org: r.org });
    s = setProject(setRes(s, { leaderGone: true }), r.org, { leaderLost: true });
    return setRes(s, { queue: [newRoll('red', 'fate', { plain: true })], next: 'bamn-fate' });
  }
  return setRes(s, { step: 'withdraw' });
}

/** 19.10 the Event Leader's fate: X killed by the police, 1 by his own followers (Failure Marker); 2 to Cuba (Star). */
function afterFate(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const face = r.results['fate']!.face;
  if (face === 'X' || face === 'K' || face === 1) {
    events.push({ type: 'eventLeaderFate', org: r.org, fate: face === 1 ? 'killed by his own followers' : 'killed by the police' });
    events.push({ type: 'failure', org: r.org, count: 1, why: '19.10 the Event Leader was killed' });
    s = gainFailures(s, r.org, 1);
  } else if (face === 2) {
    events.push({ type: 'eventLeaderFate', org: r.org, fate: 'escaped to Cuba' });
    events.push({ type: 'star', org: r.org, count: 1, why: '19.10 the Event Leader escaped to Cuba' });
    s = gainStars(s, r.org, 1);
  } else events.push({ type: 'eventLeaderFate', org: r.org, fate: 'went into hiding' });
  return setRes(s, { step: 'withdraw' });
}

/** 19.5 the surviving red cubes roll. */
function redRoll(s: FreeAtLastState): FreeAtLastState {
  const p = projectOf(s, res(s).org);
  const queue = p.cubes.red > 0 && p.cubes.blue > 0 ? [newRoll('red', 'red-cubes')] : [];
  return enterPreRoll(setRes(s, { queue, next: queue.length > 0 ? 'bamn-red-hits' : 'bamn-blue-leader' }));
}

function afterRed(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const hits = hitsOf(Math.floor(projectOf(s, r.org).cubes.red / 3), r.results['red-cubes']);
  events.push({ type: 'hits', org: r.org, side: 'red', hits });
  s = collectByHits(s, events, r.org, hits, ['blue']);
  return startLeader(s, r.org, 'bamn-blue-done');
}

/** 19.5 3 VPs per blue cube collected. */
function afterBlueStage(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  return finishRound(tallyCollected(s, events, 2, 3), events);
}

/** The Event-Leader handlers the resolution engine runs once the queued dice are rolled. */
export const eventLeaderHandlers: NextHandlers<'eventLeader'> = {
  'bamn-white-hits': afterWhite,
  'bamn-white-done': afterWhiteStage,
  'bamn-blue-hits': afterBlue,
  'bamn-fate': afterFate,
  'bamn-red-hits': afterRed,
  'bamn-blue-leader': (s) => startLeader(s, res(s).org, 'bamn-blue-done'),
  'bamn-blue-done': afterBlueStage,
};

/** 19.8 withdraw or go on. */
export function eventLeaderActions(s: FreeAtLastState): ProjectAction[] {
  return res(s).step === 'withdraw' ? [{ type: 'projectWithdraw' }, { type: 'projectProceed' }] : [];
}

/** Applies the withdrawal choice; `undefined` if the action is not one. */
export function applyEventLeaderAction(s: FreeAtLastState, a: ProjectAction, events: GameEvent[]): FreeAtLastState | undefined {
  if (res(s).step !== 'withdraw') return undefined;
  if (a.type === 'projectProceed') return redRoll(s);
  if (a.type !== 'projectWithdraw') return undefined;
  // 19.8 all remaining cubes return to the supply; neither Freedom Marker nor Failure Marker
  const org = res(s).org;
  events.push({ type: 'projectWithdrawn', org });
  s = clearProject(s, org, events, 'withdrawal (19.8)');
  return endResolution(setProject(s, org, { stage: 'done', outcome: 'withdrawn', overkill: 0 }));
}
