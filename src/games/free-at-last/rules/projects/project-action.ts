import type { DecisionSubject } from '../../../../core/question.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastAction, ProjectAction, FreeAtLastState } from '../../schema.js';
import type { DieTask, ResolutionDecision, Task } from '../../task-schema.js';
import { auto, decision, pileChance, window, type FalCtx, type Handlers } from '../tasks.js';
import { dieTask, handCards, misfit, newRoll, once, res, applyLeaderHit, leaderHitUses, commitStaff, insure, leaderRollStep, preRollOpen, preRollOptions, removeOverkill, rollDice, endResolution, fail, succeedIfCollected, activateBySetSize, projectEffect } from './resolution.js';
import { promptResolution } from './describe.js';
import { applyFace, declineReroll, dieNeed, hitsOf, keepFace, onlyFace, rerollX, rollPile, settleDie } from './dice.js';
import { answerWithdraw, eventLeaderSteps, withdrawActions, beginBamnBlue, beginEventLeader } from './event-leader.js';
import { advanceSteps, beginAdvance } from './advance.js';
import { answerConsolidate, answerInjunctionAppeal, answerResponse, consolidateActions, formCases, litigationSteps, responseActions, beginInjunction, beginSupremeCourt } from './litigation.js';
import { protestSteps, strikeFirst, beginProtest } from './protest.js';
import { answerDoj, answerRegistrarAppeal, dojActions, votingSteps } from './voting.js';
import type { ModeOption, PlayedCard, ProjectMode, ProjectRules } from './contract.js';
import { projectCard } from '../lookup.js';

/*
 * 13.3, 14.0 a project action, from the card played to its outcome. First the running resolution
 * as tasks (task-schema.ts): its record, which ends it once its steps are done; its decisions (who
 * decides, what they may do, what an answer does); the dice, chance nodes; the Leader's roll and
 * hits (15.5); and each chapter's steps (protest.ts, advance.ts, voting.ts, litigation.ts,
 * event-leader.ts). A decision's question names it, a die's its die, purpose and attempt
 * (docs/free-at-last/questions.md). Then the modes open to a Project and the action begun, behind
 * the seam the flow reaches them through (`projectSeam`, contract.ts).
 */

type Of<K extends Task['kind']> = Extract<Task, { kind: K }>;

/** 3.6 which throw of the die this is: the first, the second of a roll-twice (15.9), or the subsequent roll after an X. */
function attempt(faces: number, twice: boolean): 'first' | 'second' | 'subsequent' {
  if (faces === 0) return 'first';
  return twice && faces === 1 ? 'second' : 'subsequent';
}

/** The question of a decision of the owner: its name, the owner and the mode. */
const subject = (s: FreeAtLastState, decision: string): DecisionSubject => ({ decision, org: res(s).org, mode: res(s).mode });

/**
 * A decision of the Project's owner (core `decision`): `asked` says whether he is asked now (else
 * `none` runs: by default the decision is done), `options` what he may do, `answer` what it does.
 */
function ownerDecision<K extends ResolutionDecision['kind']>(
  name: string,
  options: (s: FreeAtLastState, t: Of<K>) => ProjectAction[],
  answer: (ctx: FalCtx, t: Of<K>, a: ProjectAction) => void,
  asked?: (s: FreeAtLastState, t: Of<K>) => boolean,
  none?: (ctx: FalCtx, t: Of<K>) => void,
): Handlers<K>[K] {
  return decision<K>({
    seat: asked ? (s, t) => (asked(s, t) ? res(s).org : null) : (s) => res(s).org,
    // asked whatever its options when `asked` says so: they may read hands (hidden)
    always: true,
    options,
    answer: (ctx, t, a) => answer(ctx, t, a as ProjectAction),
    ...(none ? { none } : {}),
    prompt: (s) => promptResolution(s),
    ask: (s) => subject(s, name),
  });
}

/** A decision offered to seats in turn (core window): `seats[0]` decides. */
function seatsDecision<K extends 'resolutionResponse' | 'resolutionConsolidate'>(
  decision: string,
  offers: (s: FreeAtLastState, seat: Organization) => ProjectAction[],
  answer: (ctx: FalCtx, seat: Organization, a: ProjectAction) => 'again' | 'next',
  closed?: (ctx: FalCtx) => void,
) {
  return window<K>({
    offers: (s, _t, seat) => offers(s, seat as Organization),
    answer: (ctx, _t, seat, a) => answer(ctx, seat as Organization, a as ProjectAction),
    prompt: (s) => promptResolution(s),
    ask: (s) => subject(s, decision),
    ...(closed ? { closed } : {}),
  });
}

/** 3.6 a die is a chance node while its faces are not all in, or (its faces kept) while it waits for a subsequent roll or an X re-rolled. */
function dieRolls(s: FreeAtLastState, t: DieTask): boolean {
  if (t.faces.length < (t.twice ? 2 : 1)) return true;
  return !onlyFace(t) && dieNeed(s, t) === 'chance';
}

/** 15.9 keep one of two faces, or 3.6 re-roll an X (the die's own decisions between its throws). */
function dieActions(s: FreeAtLastState, t: DieTask): ProjectAction[] {
  const need = dieNeed(s, t);
  if (need === 'keep') return [...new Set(t.faces)].map((face) => ({ type: 'projectKeep' as const, face }));
  if (need === 'xReroll') return [{ type: 'projectReroll' }, { type: 'projectProceed' }];
  return [];
}

function answerDie(ctx: FalCtx, t: DieTask, a: FreeAtLastAction): void {
  if (a.type === 'projectRoll') applyFace(ctx, t, a.face);
  else if (a.type === 'projectKeep') keepFace(ctx, t, a.face);
  else if (a.type === 'projectReroll') rerollX(ctx, t);
  else declineReroll(ctx, t);
}

/** 15.18, 15.8, 4.1 B, 4.1 D the decisions before the dice are rolled (by `push`: a list spread from a `map` is holey once optimized, another shape for its readers). */
function preRollActions(s: FreeAtLastState, t: Of<'resolutionPreRoll'>): ProjectAction[] {
  const o = preRollOptions(s, t);
  const out: ProjectAction[] = [];
  for (const staff of o.staff) out.push({ type: 'projectCommitStaff', staff });
  if (o.strikeFirst) out.push({ type: 'projectStrikeFirst' });
  if (o.insure) out.push({ type: 'projectInsure' });
  if (o.overkill) out.push({ type: 'projectRemoveOverkill' });
  out.push({ type: 'projectProceed' });
  return out;
}

function answerPreRoll(ctx: FalCtx, t: Of<'resolutionPreRoll'>, a: ProjectAction): void {
  if (a.type === 'projectCommitStaff') commitStaff(ctx, t, a.staff);
  else if (a.type === 'projectStrikeFirst') strikeFirst(ctx, t);
  else if (a.type === 'projectInsure') insure(ctx, t);
  else if (a.type === 'projectRemoveOverkill') removeOverkill(ctx);
  else rollDice(ctx, t);
}

/** 15.18 re-rolls one die of the batch with the same modifiers (the Strike First red die keeps waiting for its subsequent roll). */
function answerReroll(ctx: FalCtx, t: Of<'resolutionReroll'>, a: ProjectAction): void {
  if (a.type !== 'projectRerollDie') return ctx.pop();
  const purpose = a.purpose;
  const r = res(ctx.state);
  const prev = r.results[purpose]!;
  ctx.emit({ type: 'staffReroll', org: r.org, die: prev.die, purpose });
  const deferConfirm = r.strikeFirst && purpose === 'red-cubes';
  // one literal (as rollDice makes it), not a copy: one hidden class for the task
  ctx.replaceTop({ kind: 'resolutionReroll', rerolls: t.rerolls - 1, batch: [...t.batch.filter((p) => p !== purpose), purpose] });
  ctx.push(dieTask(newRoll(prev.die, purpose, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm })));
}

/** 22.12, 22.19 the owner may appeal by discarding any card in hand (home: the Home Card), or not. */
function appealActions(s: FreeAtLastState): ProjectAction[] {
  const out: ProjectAction[] = [];
  for (const card of handCards(s, res(s).org)) out.push({ type: 'projectAppeal', card });
  out.push({ type: 'projectPass' });
  return out;
}

/** The Leader's hits with one used (one literal, as the Leader's roll pushes it: one hidden class for the task). */
const fewerHits = (t: Of<'resolutionLeaderHits'>): Of<'resolutionLeaderHits'> => ({ kind: 'resolutionLeaderHits', hits: t.hits - 1 });

/**
 * 15.5 the Leader's hits with one use each (on top), applied one after another (the machine's next
 * steps), until none is left or the owner has a choice. `uses`: the hits' uses now, when the caller
 * has them (each state's uses are worked out once).
 */
function forcedHits(ctx: FalCtx, t: Of<'resolutionLeaderHits'>, uses = leaderHitUses(ctx.state, t.hits)): void {
  for (let now = t; uses.length > 0; ) {
    now = fewerHits(now);
    ctx.replaceTop(now);
    applyLeaderHit(ctx, uses[0]!);
    uses = leaderHitUses(ctx.state, now.hits);
    if (uses.length > 1) return;
  }
  ctx.pop();
}

/** 15.5 one of the Leader's hits: a forced one is applied at once, a choice is the owner's; none left (or nothing to do) ends his roll. */
function answerLeaderHit(ctx: FalCtx, t: Of<'resolutionLeaderHits'>, a: ProjectAction): void {
  if (a.type !== 'projectLeaderHit') throw misfit(a, 'resolutionLeaderHits');
  ctx.replaceTop(fewerHits(t));
  applyLeaderHit(ctx, a.use);
}

/** The running resolution: its record, decisions, dice and steps (a kind without a handler does not compile). */
export const resolutionTasks: Handlers<Extract<Task['kind'], `resolution${string}` | 'leaderRoll' | 'leaderRolled'> | keyof typeof protestSteps | keyof typeof advanceSteps | keyof typeof votingSteps | keyof typeof litigationSteps | keyof typeof eventLeaderSteps> = {
  resolution: auto<'resolution'>(endResolution),
  resolutionPreRoll: ownerDecision<'resolutionPreRoll'>('preRoll', preRollActions, answerPreRoll, preRollOpen, rollDice),
  // 3.6 the die: rolled (a chance node), then its owner keeps one of two faces (15.9) or re-rolls an X (3.6) between throws; then settled
  resolutionRoll: pileChance<'resolutionRoll'>({
    when: dieRolls,
    pile: rollPile,
    // between throws, the owner's decision; not while an only face waits to be kept (settleDie)
    seat: (s, t) => (onlyFace(t) ? null : res(s).org),
    options: dieActions,
    answer: answerDie,
    none: settleDie,
    prompt: (s) => promptResolution(s),
    ask(s, t) {
      const r = res(s);
      const need = dieNeed(s, t);
      if (need === 'chance') return { chance: 'die', die: t.die, purpose: t.purpose, for: r.org, mode: r.mode, attempt: attempt(t.faces.length, t.twice) };
      return { decision: need === 'keep' ? 'keepDie' : 'xReroll', die: t.die, purpose: t.purpose, org: r.org, mode: r.mode };
    },
  }),
  resolutionReroll: ownerDecision<'resolutionReroll'>(
    'reroll',
    (_s, t) => {
      const out: ProjectAction[] = [];
      for (const purpose of t.batch) out.push({ type: 'projectRerollDie', purpose });
      out.push({ type: 'projectProceed' });
      return out;
    },
    answerReroll,
    (_s, t) => t.rerolls > 0 && t.batch.length > 0,
  ),
  leaderRoll: once(leaderRollStep),
  // 15.5 the Leader's roll is in: his hits are counted, then allocated
  leaderRolled: once((ctx) => {
    const r = res(ctx.state);
    const hits = hitsOf(0, r.results['leader']);
    ctx.emit({ type: 'hits', org: r.org, side: 'leader', hits });
    const t: Of<'resolutionLeaderHits'> = { kind: 'resolutionLeaderHits', hits };
    ctx.push(t);
    // without a choice for the owner, his hits at once (the decision's `none`, the machine's next step)
    const uses = leaderHitUses(ctx.state, hits);
    if (uses.length <= 1) forcedHits(ctx, t, uses);
  }),
  resolutionLeaderHits: ownerDecision<'resolutionLeaderHits'>(
    'leaderHits',
    (s, t) => leaderHitUses(s, t.hits).map((use) => ({ type: 'projectLeaderHit' as const, use })),
    answerLeaderHit,
    (s, t) => leaderHitUses(s, t.hits).length > 1,
    forcedHits,
  ),
  resolutionResponse: seatsDecision<'resolutionResponse'>('response', responseActions, answerResponse),
  // 22.12 an Injunction's appeal, 22.19 the D.O.J. attorney's at the registrar stage
  resolutionAppeal: ownerDecision<'resolutionAppeal'>('appeal', appealActions, (ctx, _t, a) => (res(ctx.state).mode === 'advance' ? answerRegistrarAppeal(ctx, a) : answerInjunctionAppeal(ctx, a))),
  resolutionDoj: ownerDecision<'resolutionDoj'>('doj', dojActions, (ctx, _t, a) => answerDoj(ctx, a)),
  resolutionWithdraw: ownerDecision<'resolutionWithdraw'>('withdraw', withdrawActions, (ctx, _t, a) => answerWithdraw(ctx, a)),
  resolutionConsolidate: seatsDecision<'resolutionConsolidate'>('consolidate', consolidateActions, answerConsolidate, formCases),
  ...protestSteps,
  ...advanceSteps,
  ...votingSteps,
  ...litigationSteps,
  ...eventLeaderSteps,
};

/** Who decides in the running resolution: an organization, or 'chance' for a die roll (the handler's decider of the decision on top). */
export function resolutionToMove(s: FreeAtLastState): Organization | 'chance' {
  const t = s.tasks[s.tasks.length - 1]!;
  if (t.kind === 'resolutionRoll') return dieRolls(s, t) ? 'chance' : res(s).org;
  return t.kind === 'resolutionResponse' || t.kind === 'resolutionConsolidate' ? t.seats[0]! : res(s).org;
}

/*
 * The project rules (3.6, 12, 14–19, 22) behind the `ProjectRules` seam of contract.ts.
 */

/** 14.5 the further cards a mode takes: none; one or two more of the first card's rank (Picketing, 14.5.1); up to two (14.5.2, 14.5.3). Shared, never written. */
const single = { min: 0, max: 0, rank: 'first' } as const;
const extra = { min: 1, max: 2, rank: 'first' } as const;
const optional = { min: 0, max: 2, rank: 'first' } as const;

/** The modes open to `org` on its own active Project (13.3, 14.5, 16.1–16.2, 17.2, 17.8, 18.1, 19.5). */
export function projectModes(s: FreeAtLastState, org: Organization): ModeOption[] {
  const p = s.projects[org];
  if (!p || p.outcome !== 'active' || p.stage === 'done') return [];
  if (p.eventLeader !== null) return p.stage === 'bamn-blue' ? [{ mode: 'bamn', extraCards: single }] : [];
  const card = projectCard(s, p.card);
  const modes: ModeOption[] = [];
  switch (p.stage) {
    case 'protest':
      modes.push({ mode: 'protest', extraCards: single });
      // 14.5.1 Picketing, never in Marches or Freedom Rides (16.1); only white cubes take part (15.15)
      if (card.kind !== 'march' && card.kind !== 'freedom-ride' && p.cubes.white > 0) modes.push({ mode: 'picket', extraCards: extra });
      // 16.2, 22.14 an Injunction in a March only after a first Protest in which blue cubes scored hits; 22.2 once per Project
      if (card.kind === 'march' && p.blueHitFirstProtest && p.cubes.blue > 0 && !p.litigationUsed) modes.push({ mode: 'injunction', extraCards: single });
      break;
    case 'exam':
      modes.push({ mode: 'exam', extraCards: single });
      if (p.cubes.blue > 0 && !p.litigationUsed) modes.push({ mode: 'injunction', extraCards: single });
      break;
    case 'school-year':
    case 'classes':
    case 'courthouse':
      // 14.5.2 Federal Escorts, 14.5.3 Vote Drives
      modes.push({ mode: 'advance', extraCards: optional });
      break;
    default:
      break;
  }
  return modes;
}

/** Starts an action on `org`'s Project with the cards on the display (their SEG Reinforcements done). */
export function beginProjectAction(ctx: FalCtx, org: Organization, mode: ProjectMode, cards: readonly PlayedCard[]): void {
  if (!projectModes(ctx.state, org).some((m) => m.mode === mode)) throw new Error(`${org} cannot take a ${mode} action on its Project now`);
  switch (mode) {
    case 'protest':
    case 'picket':
    case 'exam':
      beginProtest(ctx, org, mode, cards);
      break;
    case 'advance':
      beginAdvance(ctx, org, cards);
      break;
    case 'injunction':
      beginInjunction(ctx, org, cards);
      break;
    case 'bamn':
      beginBamnBlue(ctx, org, cards);
      break;
  }
}

/** The project rules on the handlers' ctx: the flow's single entry to them (contract.ts). */
export const projectSeam: ProjectRules = {
  projectModes,
  beginProjectAction,
  beginEventLeader: (ctx, org, leader, extraCards = [], eventRank) => beginEventLeader(ctx, org, leader, extraCards, eventRank),
  beginSupremeCourt,
  activateBySetSize,
  applyProjectEffect: projectEffect,
  abandonProject: fail,
  succeedIfCollected,
  resolutionToMove,
};
