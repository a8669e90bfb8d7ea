import type { WeightedOutcome } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { newRoll, ownRes, res, type NextHandlers } from './common.js';
import { applyFace, declineReroll, hitsOf, keepFace, rerollX, rollNeed, rollPile, settleRoll } from './dice.js';
import { pileOutcomes, type FalCtx, type Pile } from '../tasks.js';
import { applyLeaderHit, leaderHitUses, settleLeaderHits } from './hits.js';
import { commitStaff, insure, preRollOptions, removeOverkill } from './leaders.js';
import { protestHandlers, strikeFirst } from './protest.js';
import { advanceHandlers } from './advance.js';
import { votingHandlers, votingActions, applyVotingAction } from './voting.js';
import { litigationHandlers, litigationActions, applyLitigationAction } from './litigation.js';
import { eventLeaderHandlers, eventLeaderActions, applyEventLeaderAction } from './event-leader.js';
import type { ProjectAction, ResolutionNext, RollPurpose } from '../../state/resolution.js';
import { resolutionOf } from '../../state/running-resolution.js';

/*
 * The resolution engine: who decides, what they may do, and running the step machine forward
 * (die in progress → queued dice → the `next` handler) until a decision or a die roll is needed.
 */

/** 15.5 the Leader's roll is in: his hits are allocated one at a time. */
function leaderHits(ctx: FalCtx): void {
  const r = ownRes(ctx);
  const hits = hitsOf(0, r.results['leader']);
  ctx.emit({ type: 'hits', org: r.org, side: 'leader', hits });
  r.leaderHits = hits;
  settleLeaderHits(ctx);
}

const leaderHandlers: NextHandlers<'leaders'> = { 'leader-hits': leaderHits };

/** Every resolution step, one handler each (a name of `resolutionNextSchema` without one does not compile). */
const handlers: { readonly [K in ResolutionNext]: (ctx: FalCtx) => void } = {
  ...leaderHandlers,
  ...protestHandlers,
  ...advanceHandlers,
  ...votingHandlers,
  ...litigationHandlers,
  ...eventLeaderHandlers,
};

/** 15.18 re-rolls one die of the batch with the same modifiers (the Strike First red die keeps waiting for its subsequent roll). */
function rerollDie(ctx: FalCtx, purpose: RollPurpose): void {
  const r = ownRes(ctx);
  const prev = r.results[purpose]!;
  ctx.emit({ type: 'staffReroll', org: r.org, die: prev.die, purpose });
  const deferConfirm = r.strikeFirst && purpose === 'red-cubes' && r.next === 'protest-strike-first';
  const roll = newRoll(prev.die, purpose, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm });
  r.step = 'roll';
  r.rerolls = r.rerolls - 1;
  r.batch = r.batch.filter((p) => p !== purpose);
  r.queue = [roll, ...r.queue];
}

/** Runs the resolution forward until someone must decide or a die must be rolled (or it ends). */
export function runResolution(ctx: FalCtx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const r = resolutionOf(ctx.state);
    if (!r || r.step !== 'roll') return;
    if (r.roll) {
      settleRoll(ctx);
      if (res(ctx.state).roll) return;
      continue;
    }
    const queue = r.queue;
    if (queue.length > 0) {
      const w = ownRes(ctx);
      w.roll = queue[0]!;
      w.queue = queue.slice(1);
      w.batch = [...w.batch, queue[0]!.purpose];
      continue;
    }
    // 15.18 a CORE Staffer's re-roll is offered once the dice he was committed to are rolled
    if (r.rerolls > 0 && r.batch.length > 0) {
      ownRes(ctx).step = 'reroll';
      return;
    }
    const next = r.next;
    if (r.rerolls !== 0 || r.batch.length !== 0) {
      const w = ownRes(ctx);
      w.rerolls = 0;
      w.batch = [];
    }
    handlers[next](ctx);
  }
  throw new Error('Project resolution did not settle');
}

/** Who decides in the running resolution. */
export function resolutionToMove(s: FreeAtLastState): Organization | 'chance' {
  const r = res(s);
  if (r.step === 'response' || r.step === 'consolidate') return r.responders[0]!;
  if (r.step === 'roll' && r.roll && rollNeed(s, r.roll) === 'chance') return 'chance';
  return r.org;
}

/** The outcomes of the die in progress. */
export const resolutionChance = (s: FreeAtLastState): WeightedOutcome<ProjectAction>[] => pileOutcomes(resolutionPile(s));

/** The die in progress as a pile of faces, or null when no die is to be rolled by chance. */
export function resolutionPile(s: FreeAtLastState): Pile<ProjectAction> | null {
  const roll = res(s).roll;
  return roll && rollNeed(s, roll) === 'chance' ? rollPile(s, roll) : null;
}

/** The decider's legal actions. */
export function resolutionActions(s: FreeAtLastState): ProjectAction[] {
  const r = res(s);
  switch (r.step) {
    case 'pre-roll': {
      const o = preRollOptions(s);
      return [
        ...o.staff.map((staff) => ({ type: 'projectCommitStaff' as const, staff })),
        ...(o.strikeFirst ? [{ type: 'projectStrikeFirst' as const }] : []),
        ...(o.insure ? [{ type: 'projectInsure' as const }] : []),
        ...(o.overkill ? [{ type: 'projectRemoveOverkill' as const }] : []),
        { type: 'projectProceed' },
      ];
    }
    case 'roll': {
      const roll = r.roll;
      if (!roll) return [];
      const need = rollNeed(s, roll);
      if (need === 'keep') return [...new Set(roll.faces)].map((face) => ({ type: 'projectKeep' as const, face }));
      if (need === 'xReroll') return [{ type: 'projectReroll' }, { type: 'projectProceed' }];
      return [];
    }
    case 'leader-hits':
      return leaderHitUses(s).map((use) => ({ type: 'projectLeaderHit' as const, use }));
    case 'reroll':
      return [...r.batch.map((purpose) => ({ type: 'projectRerollDie' as const, purpose })), { type: 'projectProceed' }];
    default:
      return [...votingActions(s), ...litigationActions(s), ...eventLeaderActions(s)];
  }
}

/** Applies a resolution action or die outcome, then runs the resolution forward. */
export function applyResolution(ctx: FalCtx, a: ProjectAction): void {
  const step = res(ctx.state).step;
  if (a.type === 'projectRoll') applyFace(ctx, a.face);
  else if (step === 'pre-roll') {
    if (a.type === 'projectCommitStaff') commitStaff(ctx, a.staff);
    else if (a.type === 'projectStrikeFirst') strikeFirst(ctx);
    else if (a.type === 'projectInsure') insure(ctx);
    else if (a.type === 'projectRemoveOverkill') removeOverkill(ctx);
    else ownRes(ctx).step = 'roll';
  } else if (step === 'roll') {
    if (a.type === 'projectKeep') keepFace(ctx, a.face);
    else if (a.type === 'projectReroll') rerollX(ctx);
    else declineReroll(ctx);
  } else if (step === 'reroll') {
    if (a.type === 'projectRerollDie') rerollDie(ctx, a.purpose);
    else {
      const w = ownRes(ctx);
      w.step = 'roll';
      w.rerolls = 0;
    }
  } else if (step === 'leader-hits' && a.type === 'projectLeaderHit') {
    applyLeaderHit(ctx, a.use);
    settleLeaderHits(ctx);
  } else if (!(applyVotingAction(ctx, a) || applyLitigationAction(ctx, a) || applyEventLeaderAction(ctx, a))) {
    throw new Error(`Action ${a.type} does not fit the resolution step ${step}`);
  }
  runResolution(ctx);
}
