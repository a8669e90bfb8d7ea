import type { Organization } from '../data/schema.js';
import type { Why } from '../../../core/machine/index.js';
import type { FlowAction, FreeAtLastAction, FreeAtLastState, Project } from '../schema.js';
import type { PlayedCardState, Step } from '../task-schema.js';
import { projectSeam } from './projects/project-action.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { openEventWindow } from './event-window.js';
import { openInterruptWindow } from './interrupts.js';
import { assignableLeaders, assignLeader, availableRiders, leaderActions, mayTakeSecond, replaceLeaders } from './leaders.js';
import { mobilizeActions } from './mobilize.js';
import { becomes, notHeld, stepDecision, type StepOf } from './decision.js';
import { pushDraws, type FalCtx, type Handlers } from './tasks.js';
import { decksWith, discardFromHand, emptyList, moveCubes, setDeck, takeFromHand, ownFlow, freshProject, projectWith, putProject } from './updates.js';
import { onProject, supply } from './lookup.js';
import { projectCard } from './lookup.js';
import { extraBlueOnProjects, extraRedAtMobilization } from './non-violence.js';

/*
 * 2.4 Plan the Turn: an interrupt window (fundraisers, Stars for cards). 2.5–2.6 Select and prepare
 * Projects, in Turn order: NAACP may first redraw up to 3 cards (3.8.1);
 * the player chooses a Project dealt this Turn, places its SEG cubes (2.6; +2 blue at Black
 * Separatism, 3.8.2), mobilizes red cubes (11.x), Local Figures activate by set size (3.6.2), and
 * Protest Leaders are assigned (7.x). Then project-selection events (9.3.2.1 A), and the Projects
 * not selected are discarded (2.5, the stage `discardUnselected` under the others).
 */

/** 2.4 Plan the Turn (while it is planned, fundraisers may be given and Stars spent for cards: 10.1, 10.2), then 2.5 select Projects in Turn order. */
export function enterSelectProjects(ctx: FalCtx): void {
  ownFlow(ctx).cursor = 0;
  ctx.push({ kind: 'selectSeats', cursor: 0 }, { kind: 'discardUnselected' });
  openInterruptWindow(ctx);
}

function offerSelect(ctx: FalCtx, org: Organization): void {
  if (Object.keys(ctx.state.offered).length > 0) ctx.push({ kind: 'select', org });
}

/** The stage on top: 2.5 the seat at `cursor` selects (NAACP may first redraw, 3.8.1); after the last, the project-selection events (9.3.2.1 A). */
export function selectSeats(ctx: FalCtx, cursor: number): void {
  const s = ctx.state;
  if (cursor >= s.seats.length) {
    ctx.pop();
    openEventWindow(ctx);
    return;
  }
  const org = s.seats[cursor]!;
  ctx.replaceTop({ kind: 'selectSeats', cursor: cursor + 1 });
  // 3.8.1 NAACP may discard up to 3 cards and draw replacements before selecting
  if (org === 'NAACP' && s.orgs[org]!.hand.length > 0) return ctx.push({ kind: 'redraw', org, left: 3, discarded: 0 }, { kind: 'selectAfterRedraw', org });
  offerSelect(ctx, org);
}

/** The stage on top: 3.8.1 NAACP has redrawn (and drawn its replacements): it selects now. */
export function selectAfterRedraw(ctx: FalCtx, org: Organization): void {
  ctx.pop();
  offerSelect(ctx, org);
}

/** The stage on top: 2.5 the Projects left on the board go to the discard pile (the phase's last step). */
export function discardUnselected(ctx: FalCtx): void {
  ctx.pop();
  const s = ctx.draft();
  const d = s.decks;
  s.decks = decksWith(d, { projectDiscard: [...d.projectDiscard, ...Object.values(s.offered)] });
  s.offered = {};
}

/** 3.8.1 redraw choices: discard one more card, or done. */
export function redrawActions(s: FreeAtLastState, org: Organization, left: number): FlowAction[] {
  const out: FlowAction[] = [];
  if (left > 0) for (const card of new Set(s.orgs[org]!.hand)) out.push({ type: 'redrawDiscard', card });
  out.push({ type: 'redrawDone' });
  return out;
}

/** 2.5 the Projects the seat may select. */
export function selectActions(s: FreeAtLastState): FlowAction[] {
  const out: FlowAction[] = [];
  for (const state of Object.keys(s.offered)) out.push({ type: 'selectProject', state });
  return out;
}

function initialStage(type: 'S' | 'A' | 'V', blue: number): Project['stage'] {
  if (type === 'A') return 'protest';
  if (type === 'V') return 'classes';
  return blue > 0 ? 'exam' : 'school-year'; // 17.1 stage 1 is the school board (blue cubes)
}

/** 2.6 the Project card goes to the player, with its SEG cubes placed; then the player mobilizes. */
function applySelect(ctx: FalCtx, step: StepOf<'select'>, state: string): void {
  const org = step.org;
  const s = ctx.state;
  const n = s.offered[state]!;
  const card = projectCard(s, n);
  // the offered record without the state, copied key by key: a spread of it (its keys vary) and a
  // `delete` both take V8's slow path, ~3 µs a selection (docs/performance.md, fal-round)
  const offered: Record<string, number> = {};
  for (const k in s.offered) if (k !== state) offered[k] = s.offered[k]!;
  const blue = card.seg.blue + extraBlueOnProjects(s.orgs[org]!.nonViolence);
  ctx.draft().offered = offered;
  putProject(ctx, org, freshProject(n, org, initialStage(card.type, blue)));
  moveCubes(ctx, supply, onProject(org), 'white', card.seg.white);
  moveCubes(ctx, supply, onProject(org), 'blue', blue);
  ctx.emit({ type: 'projectSelected', org, card: n, title: card.title, state });
  becomes(ctx, step, { kind: 'mobilize', org, cards: emptyList() });
}

/** 11.x one more card for the set. */
function applyMobilizeCard(ctx: FalCtx, step: StepOf<'mobilize'>, c: PlayedCardState): void {
  // 3.7 the cards wait on the display until the set is complete
  takeFromHand(ctx, step.org, c.id);
  if (c.id !== 'home') setDeck(ctx, 'display', [...ctx.state.decks.display, c.id]);
  // one literal (as the Project's selection makes it), not a copy: one hidden class for the task
  becomes(ctx, step, { kind: 'mobilize', org: step.org, cards: [...step.cards, c] });
}

/** 2.6, 11.x 3 red cubes per card (+3.8.2 level bonus), 3.6.2 set-size Local Figures, then Leaders (7.1). */
function applyMobilizeDone(ctx: FalCtx, step: StepOf<'mobilize'>): void {
  const { org, cards } = step;
  const d = ctx.draft();
  d.decks = decksWith(d.decks, { display: [], strategyDiscard: [...d.decks.strategyDiscard, ...d.decks.display] });
  const red = 3 * cards.length + extraRedAtMobilization(d.orgs[org]!.nonViolence);
  ctx.emit({ type: 'mobilized', org, cards: cards.length, red: moveCubes(ctx, supply, onProject(org), 'red', red) });
  if (cards.length > 0) projectSeam.activateBySetSize(ctx, org, cards.length);
  // 9.6 a Mandatory Event played for its rank and colour in a mobilization takes place once the Project is prepared (ruling)
  if (cards.some((c) => isMandatory(ctx.state, c.id))) triggerBurn(ctx);
  becomes(ctx, step, nextLeaderStep(ctx.state, org, 'assign'));
}

/** The next leader decision after mobilization: first Leader, SNCC's second, CORE's Freedom Riders; or none. */
function nextLeaderStep(s: FreeAtLastState, org: Organization, from: 'assign' | 'second' | 'riders'): Step | null {
  if (!s.projects[org] || s.projects[org]!.outcome !== 'active') return null;
  if (from === 'assign' && assignableLeaders(s, org).length > 0) return { kind: 'leader', org, purpose: 'assign' };
  if (from !== 'riders' && mayTakeSecond(s, org)) return { kind: 'leader', org, purpose: 'second' };
  if (availableRiders(s, org).length > 0) return { kind: 'riders', org };
  return null;
}

/** A leader decision: assign (7.1), SNCC's second, a replacement (15.12), an additional one (New Project Leader), or a Freedom Rider (7.4). */
function applyLeaderChoice(ctx: FalCtx, step: StepOf<'leader' | 'riders'>, a: FlowAction): void {
  const org = step.org;
  const purpose = step.kind === 'riders' ? 'riders' : step.purpose;
  if (a.type === 'noLeader') {
    if (purpose === 'replace') {
      putProject(ctx, org, projectWith(ctx.state.projects[org]!, { leaderLost: false }));
    }
    return becomes(ctx, step, null);
  }
  if (a.type !== 'assignLeader') throw new Error('not a leader choice');
  if (purpose === 'replace') replaceLeaders(ctx, org);
  assignLeader(ctx, org, a.leader);
  if (purpose === 'replace' || purpose === 'additional') return becomes(ctx, step, null);
  if (purpose === 'riders') return becomes(ctx, step, availableRiders(ctx.state, org).length > 0 ? { kind: 'riders', org } : null);
  becomes(ctx, step, nextLeaderStep(ctx.state, org, purpose === 'assign' ? 'second' : 'riders'));
}

/** 11.1–11.3 the set a card must fit to join the mobilization, by the type of the Project (11.0 without one). */
const mobilizeRule: Readonly<Record<string, string>> = { S: '11.1', A: '11.2', V: '11.3' };

/** Why a card is refused at the mobilization: 9.3 not held, or 11.1–11.3 it does not fit the set. */
function mobilizeRefused(s: FreeAtLastState, t: StepOf<'mobilize'>, a: FreeAtLastAction): Why {
  const held = notHeld(s, t.org, a);
  if (held !== undefined || a.type !== 'mobilize') return held;
  const p = s.projects[t.org];
  const rule = p ? mobilizeRule[projectCard(s, p.card).type]! : '11.0';
  return { reason: "That card does not fit the set: a straight for S, a flush of the state's colour for A, one rank for V.", rule };
}

/** The decisions of Project selection: 3.8.1 the redraw, 2.5 the Project, 11.x its mobilization, 7.x its Leaders. */
export const selectTasks: Handlers<'redraw' | 'select' | 'mobilize' | 'leader' | 'riders'> = {
  redraw: stepDecision<'redraw'>(
    (s, t) => redrawActions(s, t.org, t.left),
    (ctx, step, a) => {
      const org = step.org;
      if (a.type !== 'redrawDiscard') {
        // done: the replacements are drawn
        ctx.remove(step);
        return pushDraws(ctx, { kind: 'drawStrategy', org }, step.discarded);
      }
      ctx.emit({ type: 'redrawDiscard', org });
      discardFromHand(ctx, org, a.card);
      becomes(ctx, step, { kind: 'redraw', org, left: step.left - 1, discarded: step.discarded + 1 }); // one literal, as it is first pushed
      if (isMandatory(ctx.state, a.card)) triggerBurn(ctx); // 9.8.1 a discarded Burn, Baby, Burn! takes place
    },
    (s, t, a) => notHeld(s, t.org, a),
  ),
  select: stepDecision<'select'>(selectActions, (ctx, step, a) => {
    if (a.type !== 'selectProject') throw new Error(`${a.type} does not answer a select decision`);
    applySelect(ctx, step, a.state);
  }),
  mobilize: stepDecision<'mobilize'>(
    (s, t) => mobilizeActions(s, t.org, t.cards),
    (ctx, step, a) => {
      if (a.type === 'mobilizeDone') return applyMobilizeDone(ctx, step);
      if (a.type !== 'mobilize') throw new Error(`${a.type} does not answer a mobilize decision`);
      applyMobilizeCard(ctx, step, { id: a.card, rank: a.rank, color: a.color });
    },
    mobilizeRefused,
  ),
  leader: stepDecision<'leader'>((s, t) => leaderActions(s, t.org, t.purpose), applyLeaderChoice),
  riders: stepDecision<'riders'>((s, t) => leaderActions(s, t.org, 'riders'), applyLeaderChoice),
};
