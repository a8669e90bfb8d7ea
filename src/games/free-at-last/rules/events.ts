import type { ComponentSet, EventEffect, Organization, StrategyCard } from '../data/schema.js';
import type { FlowAction, FreeAtLastState, Phase } from '../schema.js';
import { componentsOf } from './zones.js';
import { eventEffects, projectsReached } from './event-effects.js';
import { assignableLeaders } from './leaders.js';
import { activeOwners, activeProject, legislationCard, projectCard, strategyCard } from './lookup.js';
import { lowerNonViolence } from './non-violence.js';
import type { PlayedCard } from './projects/contract.js';
import { effectList, type FalCtx } from './tasks.js';
import type { Why } from '../../../core/machine/index.js';
import { phaseUnderWay } from './turn.js';
import * as up from './updates.js';
import type { EventTask } from '../task-schema.js';

/*
 * 9.3.2 Strategy card events: which may be played now (phase 9.3.2.1, Turn 9.3.2.2, BAMN 9.8.3,
 * a target for them), how they are applied, and where the card goes afterwards (9.3, 4.0 A).
 */

type EventPhase = StrategyCard['phase'];

/** The rulebook's event phase (9.3.2.1) of each phase of the Turn; the other phases have none (ruling). */
const eventPhases: Readonly<Record<Phase, EventPhase | null>> = {
  'deal-projects': null,
  'deal-strategy': null,
  'hire-staff': null,
  'select-projects': 'project-selection',
  challenges: 'challenge', // 9.3.2.1 B (advanced game)
  legislation: 'legislation',
  'action-rounds': 'action',
  'end-of-turn': 'end-of-turn',
  'game-over': null,
};

/** The rulebook's event phase (9.3.2.1) of the phase under way (rules/turn.ts). */
export const eventPhaseNow = (s: FreeAtLastState): EventPhase | null => eventPhases[phaseUnderWay(s)];

/** No target, or no law: one shared list (asked for at every window). */
const justNull: readonly null[] = Object.freeze([null]);
const noTarget: readonly never[] = Object.freeze([]);

/** The targets an event may take: Project owners or players, or `null` when it needs none. */
function targetsOf(s: FreeAtLastState, card: StrategyCard, player: Organization): readonly (Organization | null)[] {
  switch (card.target) {
    case 'own-project':
      return activeProject(s, player) ? justNull : noTarget;
    case 'any-project':
      return activeOwners(s);
    case 'any-player':
      return s.seats;
    case 'self':
    case 'all-players':
    case 'game':
      return justNull;
  }
}

/** Whether the event's effects can take place with this target (no event is played for what it lacks). */
function effectPossible(s: FreeAtLastState, card: StrategyCard, player: Organization, target: Organization | null): boolean {
  for (const e of card.effects) {
    if (e.kind === 'eventLeader') {
      const p = activeProject(s, player);
      if (!p || p.eventLeader !== null || s.resolution !== null) return false;
      if (projectCard(s, p.card).type !== e.projectType) return false; // 19.0 Williams in A, Malcolm X in V
    }
    if (e.kind === 'newLeader') {
      const owner = projectsReached(s, card, player, target)[0];
      if (!owner || assignableLeaders(s, owner).length === 0) return false;
    }
  }
  return true;
}

/** Legislation cards a pass-legislation event may choose (9.11.2), or [null] if it passes none. */
function lawsFor(s: FreeAtLastState, card: StrategyCard): readonly (string | null)[] {
  const e = card.effects.find((x) => x.kind === 'passLegislation');
  if (!e || e.kind !== 'passLegislation') return justNull;
  return s.decks.legislationDiscard.filter((id) => e.area === 'any' || legislationCard(s, id).area === e.area);
}

/** Whether `org` may play `id` for its event now (phase, Turn, BAMN). */
export function eventAllowed(s: FreeAtLastState, org: Organization, id: string): boolean {
  const card = strategyCard(s, id);
  const phase = eventPhaseNow(s);
  if (phase === null || card.phase !== phase) return false; // 9.3.2.1
  if (!card.turns.includes(s.turn)) return false; // 9.3.2.2
  if (card.bamn && org === 'SCLC') return false; // 9.8.3
  return true;
}

/** 22.11 litigation response cards are played inside a litigation action, by the project rules. */
export const litigationOnly = (card: StrategyCard): boolean => card.litigationHits > 0 && card.effects.length === 0;

/**
 * 9.7 ruling: the circumstance of a response card ("when red cubes are removed", "when white/blue
 * cubes score hits") has arisen on a Project once red cubes have been removed from it this Turn.
 */
const circumstanceArisen = (s: FreeAtLastState, owner: Organization): boolean => s.orgs[owner]!.eliminated.red + s.orgs[owner]!.criminalHold > 0;

const noChoices: readonly FlowAction[] = Object.freeze([]);

/** Candidates by `responses`, event phase and Turn, per component set. */
type Candidates = Map<EventPhase | null, (readonly string[] | undefined)[][]>;
const candidateCache = new WeakMap<ComponentSet, Candidates>();

/**
 * The Strategy cards whose event (or response, 9.7) might be played now by some seat: the right
 * kind, phase (9.3.2.1) and Turn (9.3.2.2); `cardEventChoices` is empty for every other card.
 * Remembered per component set, phase and Turn (asked at every window: no key string is built).
 */
export function eventCandidates(s: FreeAtLastState, responses: boolean): readonly string[] {
  const c = componentsOf(s);
  let byPhase = candidateCache.get(c);
  if (!byPhase) candidateCache.set(c, (byPhase = new Map()));
  const phase = eventPhaseNow(s);
  let byTurn = byPhase.get(phase);
  if (!byTurn) byPhase.set(phase, (byTurn = [[], []]));
  const slot = byTurn[responses ? 1 : 0]!;
  let ids = slot[s.turn];
  if (!ids) {
    ids = c.strategy.filter((card) => card.response === responses && !litigationOnly(card) && card.phase === phase && card.turns.includes(s.turn)).map((card) => card.id);
    slot[s.turn] = ids;
  }
  return ids;
}

/** Whether `org` could play card `id` for its event now with this target (9.7: a response needs its circumstance). */
function playableWith(s: FreeAtLastState, card: StrategyCard, org: Organization, target: Organization | null, responses: boolean): boolean {
  if (responses && target !== null && !circumstanceArisen(s, target)) return false;
  return effectPossible(s, card, org, target);
}

/** Whether the card may be played for its event at all now (kind, phase, Turn, BAMN). */
const eventOpen = (s: FreeAtLastState, org: Organization, card: StrategyCard, id: string, responses: boolean): boolean =>
  card.response === responses && !litigationOnly(card) && eventAllowed(s, org, id);

/** Every way `org` may play the event of card `id` now (as if it held it); `responses` for a response card (9.7). */
export function cardEventChoices(s: FreeAtLastState, org: Organization, id: string, responses = false): readonly FlowAction[] {
  const card = strategyCard(s, id);
  if (!eventOpen(s, org, card, id, responses)) return noChoices; // most cards, most of the time
  const out: FlowAction[] = [];
  for (const target of targetsOf(s, card, org)) {
    if (!playableWith(s, card, org, target, responses)) continue;
    for (const law of lawsFor(s, card)) out.push({ type: 'event', card: id, target, law });
  }
  return out;
}

/** Whether `cardEventChoices` would offer anything (asked at every window: builds no list). */
export function cardEventPossible(s: FreeAtLastState, org: Organization, id: string, responses = false): boolean {
  const card = strategyCard(s, id);
  if (!eventOpen(s, org, card, id, responses)) return false;
  // the laws an event may pass do not depend on its target
  for (const target of targetsOf(s, card, org)) if (playableWith(s, card, org, target, responses)) return lawsFor(s, card).length > 0;
  return false;
}

const candidateSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/** `eventCandidates` as a set (the hand's cards are looked up in it). */
function candidateSet(s: FreeAtLastState, responses: boolean): ReadonlySet<string> {
  const ids = eventCandidates(s, responses);
  let set = candidateSets.get(ids);
  if (!set) candidateSets.set(ids, (set = new Set(ids)));
  return set;
}

/** Every way `org` may play events from its hand now, added to `out`; `responses` lists the response cards (9.7) instead. */
export function eventChoices(s: FreeAtLastState, org: Organization, responses = false, out: FlowAction[] = []): FlowAction[] {
  const hand = s.orgs[org]!.hand;
  const candidates = candidateSet(s, responses);
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    // only candidates have an event to play; each card once, in hand order
    if (!candidates.has(id) || hand.indexOf(id) !== i) continue;
    for (const a of cardEventChoices(s, org, id, responses)) out.push(a);
  }
  return out;
}

/** 9.3, 4.0 A where an event card goes once played: the lasting display, out of the game (a Star to its player if `star`), or the discard pile. */
export function settleEventCard(ctx: FalCtx, org: Organization, id: string, star = true): void {
  const card = strategyCard(ctx.state, id);
  if (card.starred && star) {
    ctx.emit({ type: 'stars', org, count: 1, why: 'starred event' });
    up.gainStars(ctx, org, 1);
  }
  const pile = card.lasting ? 'lastingEvents' : card.starred ? 'strategyRemoved' : 'strategyDiscard';
  up.setDeck(ctx, pile, [...ctx.state.decks[pile], id]);
}

/** Why `org` may not play `card` for its event now: 9.3.3 the Home Card, 9.8.3 SCLC and By Any Means Necessary, 9.3.2.2 its Turns, else 9.3.2.1 its phase or target. */
export function eventRefused(s: FreeAtLastState, org: Organization, card: string): Why {
  if (card === 'home') return { reason: 'The Home Card has no event.', rule: '9.3.3' };
  const c = strategyCard(s, card);
  if (c.bamn && org === 'SCLC') return { reason: 'SCLC cannot use By Any Means Necessary events.', rule: '9.8.3' };
  if (!c.turns.includes(s.turn)) return { reason: `${c.name} cannot be played for the event on Turn ${s.turn}.`, rule: '9.3.2.2' };
  return { reason: `${c.name} cannot be played for the event now (its phase or target does not allow it).`, rule: '9.3.2.1' };
}

/** What an event under way is: its card, player, target, Legislation card, the cards played with it, and who settles the card. */
export type EventPlay = Omit<EventTask, 'kind' | 'cursor'>;

/**
 * 9.3.2 the `event` task (core effect list): the card's effects one by one; the card settled as the
 * last one runs (9.3, 4.0 A), before the decisions and draws it asks for.
 */
export const eventList = effectList<'event', EventEffect, 'kind'>(
  eventEffects,
  (ctx, t) => {
    if (t.settle !== null) settleEventCard(ctx, t.org, t.card, t.settle === 'player');
  },
  'kind',
  { doneWithLast: true },
);

/** Starts the effects of an event (`eventList`): a card of one effect runs it at once; call it last in a handler. */
export const startEvent = (ctx: FalCtx, p: EventPlay): void =>
  eventList.start(ctx, { kind: 'event', effects: p.effects, cursor: 0, card: p.card, org: p.org, target: p.target, law: p.law, extra: p.extra, settle: p.settle });

/** No cards played with the event (a frozen list shared by every event played outside an Action Round). */
const noCards: readonly PlayedCard[] = Object.freeze([]);

/** Applies an event (the card is already out of the hand): 9.8.1 BAMN lowers SNCC/CORE's level, then its effects run. */
export function applyEvent(ctx: FalCtx, org: Organization, id: string, target: Organization | null, law: string | null, extra: readonly PlayedCard[], settle: EventTask['settle']): void {
  const card = strategyCard(ctx.state, id);
  ctx.emit({ type: 'event', org, card: id, name: card.name, target, law });
  if (card.bamn) lowerNonViolence(ctx, org);
  startEvent(ctx, { effects: card.effects, card: id, org, target, law, extra, settle });
}

/** An event played outside the Action Rounds (9.3.2.1 A–D): no SEG Reinforcement (13.2 is an Action Round step); its player settles the card. */
export function playEventNow(ctx: FalCtx, org: Organization, a: Extract<FlowAction, { type: 'event' }>): void {
  up.takeFromHand(ctx, org, a.card);
  applyEvent(ctx, org, a.card, a.target, a.law, noCards, 'player');
}
