import { withDeck } from '../state/copy.js';
import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { PlayedCardState } from '../state/pending.js';
import type { FreeAtLastState, Project } from '../state/schema.js';
import { freshProject, moveCubes, onProject, supply } from '../state/zones.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { openEventWindow } from './event-window.js';
import { openInterruptWindow } from './interrupts.js';
import { assignableLeaders, assignLeader, availableRiders, mayTakeSecond, replaceLeaders } from './leaders.js';
import { projectCard } from './lookup.js';
import { extraBlueOnProjects, extraRedAtMobilization } from './non-violence.js';
import { projectRules } from './project-seam.js';
import { discardFromHand, queueDraws, run, takeFromHand } from './util.js';
import { flowOf, flowStep, setStep, withFlow } from '../state/stack.js';

/*
 * 2.4 Plan the Turn: an interrupt window (fundraisers, Stars for cards). 2.5–2.6 Select and prepare
 * Projects, in Turn order: NAACP may first redraw up to 3 cards (3.8.1);
 * the player chooses a Project dealt this Turn, places its SEG cubes (2.6; +2 blue at Black
 * Separatism, 3.8.2), mobilizes red cubes (11.x), Local Figures activate by set size (3.6.2), and
 * Protest Leaders are assigned (7.x). Then project-selection events (9.3.2.1 A), and the Projects
 * not selected are discarded (2.5).
 */

/** 2.4 Plan the Turn (while it is planned, fundraisers may be given and Stars spent for cards: 10.1, 10.2), then 2.5 select Projects in Turn order. */
export const enterSelectProjects = (s: FreeAtLastState): FreeAtLastState =>
  openInterruptWindow(withFlow({ ...s, phase: 'select-projects' }, { at: 'seats', cursor: 0, step: null }));

function offerSelect(s: FreeAtLastState, org: Organization): FreeAtLastState {
  return Object.keys(s.offered).length > 0 ? withFlow(s, { at: 'seats', step: { kind: 'select', org } }) : withFlow(s, { at: 'seats' });
}

/** Moves the phase on when nothing is pending; null when the phase is over. */
export function continueSelect(s: FreeAtLastState): FreeAtLastState | null {
  if (flowOf(s).at === 'after-redraw') return offerSelect(s, s.seats[flowOf(s).cursor - 1]!);
  if (flowOf(s).at === 'seats') {
    if (flowOf(s).cursor >= s.seats.length) return openEventWindow(withFlow(s, { at: 'events' }));
    const org = s.seats[flowOf(s).cursor]!;
    const t = withFlow(s, { cursor: flowOf(s).cursor + 1 });
    // 3.8.1 NAACP may discard up to 3 cards and draw replacements before selecting
    if (org === 'NAACP' && t.orgs[org]!.hand.length > 0) return withFlow(t, { at: 'after-redraw', step: { kind: 'redraw', org, left: 3, discarded: 0 } });
    return offerSelect(t, org);
  }
  return null; // the events window (9.3.2.1 A) has closed
}

/** 2.5 the Projects left on the board go to the discard pile (the phase's last step). */
export function discardUnselected(s: FreeAtLastState): FreeAtLastState {
  const d = s.decks;
  return { ...s, offered: {}, decks: { ...d, projectDiscard: [...d.projectDiscard, ...Object.values(s.offered)] } };
}

/** 3.8.1 redraw choices: discard one more card, or done. */
export function redrawActions(s: FreeAtLastState, org: Organization, left: number): FlowAction[] {
  const out: FlowAction[] = left > 0 ? [...new Set(s.orgs[org]!.hand)].map((card) => ({ type: 'redrawDiscard' as const, card })) : [];
  return [...out, { type: 'redrawDone' }];
}

/** 3.8.1 one card discarded, or done: the replacements are drawn. */
export function applyRedraw(s: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const step = flowStep(s);
  if (step?.kind !== 'redraw') throw new Error('no redraw pending');
  if (a.type === 'redrawDiscard') {
    ev.push({ type: 'redrawDiscard', org });
    const t = setStep(discardFromHand(s, org, a.card), { ...step, left: step.left - 1, discarded: step.discarded + 1 });
    return isMandatory(t, a.card) ? triggerBurn(t, ev) : t; // 9.8.1 a discarded Burn, Baby, Burn! takes place
  }
  return queueDraws(setStep(s, null), { kind: 'drawStrategy', org }, step.discarded);
}

/** 2.5 the Projects the seat may select. */
export const selectActions = (s: FreeAtLastState): FlowAction[] => Object.keys(s.offered).map((state) => ({ type: 'selectProject' as const, state }));

function initialStage(type: 'S' | 'A' | 'V', blue: number): Project['stage'] {
  if (type === 'A') return 'protest';
  if (type === 'V') return 'classes';
  return blue > 0 ? 'exam' : 'school-year'; // 17.1 stage 1 is the school board (blue cubes)
}

/** 2.6 the Project card goes to the player, with its SEG cubes placed. */
export function applySelect(s: FreeAtLastState, org: Organization, state: string, ev: GameEvent[]): FreeAtLastState {
  const n = s.offered[state]!;
  const card = projectCard(s, n);
  const offered = { ...s.offered };
  delete offered[state];
  const blue = card.seg.blue + extraBlueOnProjects(s.orgs[org]!.nonViolence);
  const project = freshProject(n, org, initialStage(card.type, blue));
  let t: FreeAtLastState = { ...s, offered, projects: { ...s.projects, [org]: project } };
  t = moveCubes(t, supply, onProject(org), 'white', card.seg.white).state;
  t = moveCubes(t, supply, onProject(org), 'blue', blue).state;
  ev.push({ type: 'projectSelected', org, card: n, title: card.title, state });
  return setStep(t, { kind: 'mobilize', org, cards: [] });
}

/** 11.x one more card for the set. */
export function applyMobilizeCard(s: FreeAtLastState, org: Organization, c: PlayedCardState): FreeAtLastState {
  const step = flowStep(s);
  if (step?.kind !== 'mobilize') throw new Error('not mobilizing');
  // 3.7 the cards wait on the display until the set is complete
  const t = takeFromHand(s, org, c.id);
  const onDisplay = c.id === 'home' ? t : withDeck(t, 'display', [...t.decks.display, c.id]);
  return setStep(onDisplay, { ...step, cards: [...step.cards, c] });
}

/** 2.6, 11.x 3 red cubes per card (+3.8.2 level bonus), 3.6.2 set-size Local Figures, then Leaders (7.1). */
export function applyMobilizeDone(s: FreeAtLastState, org: Organization, ev: GameEvent[]): FreeAtLastState {
  const step = flowStep(s);
  if (step?.kind !== 'mobilize') throw new Error('not mobilizing');
  const cards = step.cards;
  let t = setStep(s, null);
  t = { ...t, decks: { ...t.decks, display: [], strategyDiscard: [...t.decks.strategyDiscard, ...t.decks.display] } };
  const red = 3 * cards.length + extraRedAtMobilization(t.orgs[org]!.nonViolence);
  const m = moveCubes(t, supply, onProject(org), 'red', red);
  ev.push({ type: 'mobilized', org, cards: cards.length, red: m.moved });
  t = m.state;
  if (cards.length > 0) t = run(ev, projectRules.activateBySetSize(t, org, cards.length));
  // 9.6 a Mandatory Event played for its rank and colour in a mobilization takes place once the Project is prepared (ruling)
  if (cards.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev);
  return nextLeaderStep(t, org, 'assign');
}

/** The next leader decision after mobilization: first Leader, SNCC's second, CORE's Freedom Riders. */
function nextLeaderStep(s: FreeAtLastState, org: Organization, from: 'assign' | 'second' | 'riders'): FreeAtLastState {
  if (!s.projects[org] || s.projects[org]!.outcome !== 'active') return setStep(s, null);
  if (from === 'assign' && assignableLeaders(s, org).length > 0) return setStep(s, { kind: 'leader', org, purpose: 'assign' });
  if (from !== 'riders' && mayTakeSecond(s, org)) return setStep(s, { kind: 'leader', org, purpose: 'second' });
  if (availableRiders(s, org).length > 0) return setStep(s, { kind: 'riders', org });
  return setStep(s, null);
}

/** A leader decision: assign (7.1), SNCC's second, a replacement (15.12), an additional one (New Project Leader), or a Freedom Rider (7.4). */
export function applyLeaderChoice(s: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const step = flowStep(s);
  if (step?.kind !== 'leader' && step?.kind !== 'riders') throw new Error('no leader decision');
  const purpose = step.kind === 'riders' ? 'riders' : step.purpose;
  if (a.type === 'noLeader') {
    if (purpose === 'replace') {
      const p = s.projects[org]!;
      return setStep({ ...s, projects: { ...s.projects, [org]: { ...p, leaderLost: false } } }, null);
    }
    return setStep(s, null);
  }
  if (a.type !== 'assignLeader') throw new Error('not a leader choice');
  if (purpose === 'replace') return setStep(assignLeader(replaceLeaders(s, org), org, a.leader, ev), null);
  if (purpose === 'additional') return setStep(assignLeader(s, org, a.leader, ev), null);
  const t = assignLeader(s, org, a.leader, ev);
  if (purpose === 'riders') return availableRiders(t, org).length > 0 ? setStep(t, { kind: 'riders', org }) : setStep(t, null);
  return nextLeaderStep(t, org, purpose === 'assign' ? 'second' : 'riders');
}
