import type { GameEvent, WeightedOutcome } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { newRoll, res, setRes, type NextHandlers } from './common.js';
import { applyFace, declineReroll, hitsOf, keepFace, rerollX, rollNeed, rollPile, settleRoll } from './dice.js';
import { pileOutcomes, type Pile } from '../tasks.js';
import { applyLeaderHit, leaderHitUses, settleLeaderHits } from './hits.js';
import { commitStaff, insure, preRollOptions, removeOverkill } from './leaders.js';
import { protestHandlers, strikeFirst } from './protest.js';
import { advanceHandlers } from './advance.js';
import { votingHandlers, votingActions, applyVotingAction } from './voting.js';
import { litigationHandlers, litigationActions, applyLitigationAction } from './litigation.js';
import { eventLeaderHandlers, eventLeaderActions, applyEventLeaderAction } from './event-leader.js';
import type { ProjectAction, ResolutionNext, RollPurpose } from '../../state/resolution.js';
import { resolutionOf } from '../../state/stack.js';

/*
 * The resolution engine: who decides, what they may do, and running the step machine forward
 * (die in progress → queued dice → the `next` handler) until a decision or a die roll is needed.
 */

/** 15.5 the Leader's roll is in: his hits are allocated one at a time. */
function leaderHits(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const hits = hitsOf(0, res(s).results['leader']);
  events.push({ type: 'hits', org: res(s).org, side: 'leader', hits });
  return settleLeaderHits(setRes(s, { leaderHits: hits }), events);
}

const leaderHandlers: NextHandlers<'leaders'> = { 'leader-hits': leaderHits };

/** Every resolution step, one handler each (a name of `resolutionNextSchema` without one does not compile). */
const handlers: { readonly [K in ResolutionNext]: (s: FreeAtLastState, events: GameEvent[]) => FreeAtLastState } = {
  ...leaderHandlers,
  ...protestHandlers,
  ...advanceHandlers,
  ...votingHandlers,
  ...litigationHandlers,
  ...eventLeaderHandlers,
};

/** 15.18 re-rolls one die of the batch with the same modifiers (the Strike First red die keeps waiting for its subsequent roll). */
function rerollDie(s: FreeAtLastState, purpose: RollPurpose, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const prev = r.results[purpose]!;
  events.push({ type: 'staffReroll', org: r.org, die: prev.die, purpose });
  const deferConfirm = r.strikeFirst && purpose === 'red-cubes' && r.next === 'protest-strike-first';
  const roll = newRoll(prev.die, purpose, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm });
  return setRes(s, { step: 'roll', rerolls: r.rerolls - 1, batch: r.batch.filter((p) => p !== purpose), queue: [roll, ...r.queue] });
}

/** Runs the resolution forward until someone must decide or a die must be rolled (or it ends). */
export function runResolution(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  for (let guard = 0; guard < 1000; guard++) {
    const r = resolutionOf(s);
    if (!r || r.step !== 'roll') return s;
    if (r.roll) {
      s = settleRoll(s, events);
      if (res(s).roll) return s;
      continue;
    }
    if (r.queue.length > 0) {
      s = setRes(s, { roll: r.queue[0]!, queue: r.queue.slice(1), batch: [...r.batch, r.queue[0]!.purpose] });
      continue;
    }
    // 15.18 a CORE Staffer's re-roll is offered once the dice he was committed to are rolled
    if (r.rerolls > 0 && r.batch.length > 0) return setRes(s, { step: 'reroll' });
    s = handlers[r.next](r.rerolls === 0 && r.batch.length === 0 ? s : setRes(s, { rerolls: 0, batch: [] }), events);
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
export function applyResolution(s: FreeAtLastState, a: ProjectAction): { state: FreeAtLastState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const r = res(s);
  let next: FreeAtLastState;
  if (a.type === 'projectRoll') next = applyFace(s, a.face, events);
  else if (r.step === 'pre-roll') {
    if (a.type === 'projectCommitStaff') next = commitStaff(s, a.staff, events);
    else if (a.type === 'projectStrikeFirst') next = strikeFirst(s, events);
    else if (a.type === 'projectInsure') next = insure(s, events);
    else if (a.type === 'projectRemoveOverkill') next = removeOverkill(s, events);
    else next = setRes(s, { step: 'roll' });
  } else if (r.step === 'roll') {
    if (a.type === 'projectKeep') next = keepFace(s, a.face);
    else if (a.type === 'projectReroll') next = rerollX(s, events);
    else next = declineReroll(s);
  } else if (r.step === 'reroll') {
    next = a.type === 'projectRerollDie' ? rerollDie(s, a.purpose, events) : setRes(s, { step: 'roll', rerolls: 0 });
  } else if (r.step === 'leader-hits' && a.type === 'projectLeaderHit') {
    next = settleLeaderHits(applyLeaderHit(s, a.use, events), events);
  } else {
    const t = applyVotingAction(s, a, events) ?? applyLitigationAction(s, a, events) ?? applyEventLeaderAction(s, a, events);
    if (t === undefined) throw new Error(`Action ${a.type} does not fit the resolution step ${r.step}`);
    next = t;
  }
  return { state: runResolution(next, events), events };
}
