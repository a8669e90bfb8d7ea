import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { newRoll, ownRes, res, type NextHandlers } from './common.js';
import { hitsOf, rollNeed, rollPile, settleRoll } from './dice.js';
import type { FalCtx, Pile } from '../tasks.js';
import { settleLeaderHits } from './hits.js';
import { protestHandlers } from './protest.js';
import { advanceHandlers } from './advance.js';
import { votingHandlers } from './voting.js';
import { litigationHandlers } from './litigation.js';
import { eventLeaderHandlers } from './event-leader.js';
import { resolutionOf, type ResolutionNext, type RollPurpose, type ResolutionTask } from '../../task-schema.js';

/*
 * The resolution engine: running the resolution forward (die in progress → queued dice → the
 * `next` handler) until a decision or a die roll is needed, i.e. until its task's kind is a step
 * that asks someone (task.ts).
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
export function rerollDie(ctx: FalCtx, purpose: RollPurpose): void {
  const r = ownRes(ctx);
  const prev = r.results[purpose]!;
  ctx.emit({ type: 'staffReroll', org: r.org, die: prev.die, purpose });
  const deferConfirm = r.strikeFirst && purpose === 'red-cubes' && r.next === 'protest-strike-first';
  const roll = newRoll(prev.die, purpose, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm });
  r.kind = 'resolutionRoll';
  r.rerolls = r.rerolls - 1;
  r.batch = r.batch.filter((p) => p !== purpose);
  r.queue = [roll, ...r.queue];
}

/** Runs the resolution forward until someone must decide or a die must be rolled (or it ends). */
export function runResolution(ctx: FalCtx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const r = resolutionOf(ctx.state);
    if (!r || r.kind !== 'resolutionRoll') return;
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
      ownRes(ctx).kind = 'resolutionReroll';
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

/** The die in progress as a pile of faces, or null when no die is to be rolled by chance. */
export function resolutionPile(s: FreeAtLastState, r: ResolutionTask): Pile<ProjectAction> | null {
  const roll = r.roll;
  return roll && rollNeed(s, roll) === 'chance' ? rollPile(s, roll) : null;
}
