import type { DecisionSubject } from '../../../../core/question.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastAction, ProjectAction, FreeAtLastState } from '../../schema.js';
import type { ResolutionKind, ResolutionTask } from '../../task-schema.js';
import { drawsFrom, type FalCtx, type Handlers } from '../tasks.js';
import { handCards, misfit, ownRes, res } from './common.js';
import { promptResolution } from './describe.js';
import { applyFace, declineReroll, keepFace, rerollX, rollNeed } from './dice.js';
import { rerollDie, resolutionPile, runResolution } from './engine.js';
import { answerWithdraw, withdrawActions } from './event-leader.js';
import { applyLeaderHit, leaderHitUses, settleLeaderHits } from './hits.js';
import { commitStaff, insure, preRollOptions, removeOverkill } from './leaders.js';
import { answerConsolidate, answerInjunctionAppeal, answerResponse, consolidateActions, responseActions } from './litigation.js';
import { strikeFirst } from './protest.js';
import { answerDoj, answerRegistrarAppeal, dojActions } from './voting.js';

/*
 * The running resolution of a project action as task kinds, one per step (task-schema.ts): who
 * decides, what they may do, what an answer does (then the resolution runs forward to its next
 * step, engine.ts), and the question asked — the decision named per step, a die its die, purpose
 * and attempt (docs/free-at-last/questions.md).
 */

/** 3.6 which throw of the die this is: the first, the second of a roll-twice (15.9), or the subsequent roll after an X. */
function attempt(faces: number, twice: boolean): 'first' | 'second' | 'subsequent' {
  if (faces === 0) return 'first';
  return twice && faces === 1 ? 'second' : 'subsequent';
}

/**
 * A step the owner (or `responders[0]`) decides: its actions, what an answer does before the
 * resolution runs on, and the decision's name in `ask`.
 */
function step(
  decision: string,
  actions: (s: FreeAtLastState, t: ResolutionTask) => ProjectAction[],
  answer: (ctx: FalCtx, t: ResolutionTask, a: ProjectAction) => void,
  decider: (t: ResolutionTask) => ResolutionTask['org'] = (t) => t.org,
) {
  return {
    decider: (_s: FreeAtLastState, t: ResolutionTask) => decider(t),
    actions,
    answer: (ctx: FalCtx, t: ResolutionTask, a: FreeAtLastAction) => {
      answer(ctx, t, a as ProjectAction);
      runResolution(ctx);
    },
    prompt: (s: FreeAtLastState) => promptResolution(s),
    ask: (_s: FreeAtLastState, t: ResolutionTask): DecisionSubject => ({ decision, org: t.org, mode: t.mode }),
  };
}

const responder = (t: ResolutionTask) => t.responders[0]!;

/** 3.6 a die waiting for a throw is a chance node; else its owner keeps a face or re-rolls an X. */
const rollDecider = (s: FreeAtLastState, t: ResolutionTask) => (t.roll !== null && rollNeed(s, t.roll) === 'chance' ? 'chance' : t.org);

/** 15.18, 15.8, 4.1 B, 4.1 D the decisions before the queued dice are rolled. */
function preRollActions(s: FreeAtLastState): ProjectAction[] {
  const o = preRollOptions(s);
  return [
    ...o.staff.map((staff) => ({ type: 'projectCommitStaff' as const, staff })),
    ...(o.strikeFirst ? [{ type: 'projectStrikeFirst' as const }] : []),
    ...(o.insure ? [{ type: 'projectInsure' as const }] : []),
    ...(o.overkill ? [{ type: 'projectRemoveOverkill' as const }] : []),
    { type: 'projectProceed' },
  ];
}

function answerPreRoll(ctx: FalCtx, _t: ResolutionTask, a: ProjectAction): void {
  if (a.type === 'projectCommitStaff') commitStaff(ctx, a.staff);
  else if (a.type === 'projectStrikeFirst') strikeFirst(ctx);
  else if (a.type === 'projectInsure') insure(ctx);
  else if (a.type === 'projectRemoveOverkill') removeOverkill(ctx);
  else ownRes(ctx).kind = 'resolutionRoll';
}

/** 15.9 keep one of two faces, or 3.6 re-roll an X (the die's own decisions between its throws). */
function rollActions(s: FreeAtLastState, t: ResolutionTask): ProjectAction[] {
  const roll = t.roll;
  if (!roll) return [];
  const need = rollNeed(s, roll);
  if (need === 'keep') return [...new Set(roll.faces)].map((face) => ({ type: 'projectKeep' as const, face }));
  if (need === 'xReroll') return [{ type: 'projectReroll' }, { type: 'projectProceed' }];
  return [];
}

function answerRoll(ctx: FalCtx, _t: ResolutionTask, a: ProjectAction): void {
  if (a.type === 'projectRoll') applyFace(ctx, a.face);
  else if (a.type === 'projectKeep') keepFace(ctx, a.face);
  else if (a.type === 'projectReroll') rerollX(ctx);
  else declineReroll(ctx);
}

/** 22.12, 22.19 the owner may appeal by discarding any card in hand (home: the Home Card), or not. */
const appealActions = (s: FreeAtLastState, t: ResolutionTask): ProjectAction[] => [...handCards(s, t.org).map((card) => ({ type: 'projectAppeal' as const, card })), { type: 'projectPass' }];

/** 15.18 re-roll one die of the batch with a committed CORE Staffer, or keep the dice. */
const rerollActions = (_s: FreeAtLastState, t: ResolutionTask): ProjectAction[] => [...t.batch.map((purpose) => ({ type: 'projectRerollDie' as const, purpose })), { type: 'projectProceed' }];

function answerReroll(ctx: FalCtx, _t: ResolutionTask, a: ProjectAction): void {
  if (a.type === 'projectRerollDie') return rerollDie(ctx, a.purpose);
  const w = ownRes(ctx);
  w.kind = 'resolutionRoll';
  w.rerolls = 0;
}

function answerLeaderHit(ctx: FalCtx, _t: ResolutionTask, a: ProjectAction): void {
  if (a.type !== 'projectLeaderHit') throw misfit(a, 'resolutionLeaderHits');
  applyLeaderHit(ctx, a.use);
  settleLeaderHits(ctx);
}

const roll = step('roll', rollActions, answerRoll);

/** The running resolution, one handler per step (a step without one does not compile). */
export const resolutionTasks: Handlers<ResolutionKind> = {
  resolutionPreRoll: step('preRoll', preRollActions, answerPreRoll),
  resolutionRoll: {
    ...roll,
    decider: rollDecider,
    ...drawsFrom(resolutionPile),
    ask(s, t) {
      const r = t.roll;
      if (r === null) return roll.ask(s, t);
      const need = rollNeed(s, r);
      if (need === 'chance') return { chance: 'die', die: r.die, purpose: r.purpose, for: t.org, mode: t.mode, attempt: attempt(r.faces.length, r.twice) };
      return { decision: need === 'keep' ? 'keepDie' : 'xReroll', die: r.die, purpose: r.purpose, org: t.org, mode: t.mode };
    },
  },
  resolutionReroll: step('reroll', rerollActions, answerReroll),
  resolutionLeaderHits: step('leaderHits', (s) => leaderHitUses(s).map((use) => ({ type: 'projectLeaderHit' as const, use })), answerLeaderHit),
  resolutionResponse: step('response', responseActions, (ctx, _t, a) => answerResponse(ctx, a), responder),
  // 22.12 an Injunction's appeal, 22.19 the D.O.J. attorney's at the registrar stage
  resolutionAppeal: step('appeal', appealActions, (ctx, t, a) => (t.mode === 'advance' ? answerRegistrarAppeal(ctx, a) : answerInjunctionAppeal(ctx, a))),
  resolutionDoj: step('doj', dojActions, (ctx, _t, a) => answerDoj(ctx, a)),
  resolutionWithdraw: step('withdraw', withdrawActions, (ctx, _t, a) => answerWithdraw(ctx, a)),
  resolutionConsolidate: step('consolidate', consolidateActions, (ctx, _t, a) => answerConsolidate(ctx, a), responder),
};

/** Who decides in the running resolution: an organization, or 'chance' for a die roll (its handler's decider). */
export function resolutionToMove(s: FreeAtLastState): Organization | 'chance' {
  const t = res(s);
  if (t.kind === 'resolutionRoll') return rollDecider(s, t);
  return t.kind === 'resolutionResponse' || t.kind === 'resolutionConsolidate' ? responder(t) : t.org;
}
