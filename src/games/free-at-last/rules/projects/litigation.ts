import { withDeck } from '../../state/copy.js';
import type { GameEvent } from '../../../../core/types.js';
import type { Attorney, ComponentSet, Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { componentsOf, criminalHold, eliminatedArea, gainStars, onProject, supply } from '../../state/zones.js';
import { discardCard, handCards, move, newResolution, newRoll, projectOf, redRemain, res, score, setProject, setRes , type NextHandlers } from './common.js';
import { startResolution } from '../../state/stack.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import { enterPreRoll } from './leaders.js';
import { activatedByCards } from './local-figures.js';
import { endResolution, fail, succeed } from './outcome.js';
import type { DieRoll, ProjectAction, ResolutionNext } from '../../state/resolution.js';
import { projectCard } from '../lookup.js';

/*
 * Litigation (22.x): Injunctions in S Projects (17.3, 22.9–22.13) and in Marches after a Protest
 * (16.2, 22.14) with the LDF state attorney's special ability (22.6), Co-Counsel (22.8), the SEG
 * attorney (22.7), response cards (22.11) and the appeal (22.12); criminal cases at the Supreme Court
 * at the End of Turn, with consolidation (15.14, 20.2, 22.15–22.16).
 */

/** 22.4 the LDF attorney of a state. */
export function stateAttorney(s: FreeAtLastState, state: string): Attorney | undefined {
  return componentsOf(s).attorneys.find((a) => a.role === 'ldf-state' && a.state === state);
}

/** 22.8 the Co-Counsel for a case type. */
export function coCounsel(s: FreeAtLastState, caseType: NonNullable<Attorney['caseType']>): Attorney | undefined {
  return componentsOf(s).attorneys.find((a) => a.role === 'co-counsel' && a.caseType === caseType);
}

/** 22.9 +1 for each lasting event in effect that helps the LDF attorney (Legacy of Charles Houston). */
export function litigationModifier(s: FreeAtLastState): number {
  const strategy = componentsOf(s).strategy;
  let n = 0;
  for (const id of s.decks.lastingEvents) {
    for (const e of strategy.find((c) => c.id === id)?.effects ?? []) if (e.kind === 'litigation-modifier') n += e.amount;
  }
  return n;
}

const responseCache = new WeakMap<ComponentSet, Map<string, number>>();

/** 22.11 the response cards playable after a litigation roll: a `litigation-hits` effect and `response` (built once per component set). */
export function litigationResponseCards(s: FreeAtLastState): Map<string, number> {
  const set = componentsOf(s);
  let cards = responseCache.get(set);
  if (!cards) {
    cards = new Map<string, number>();
    for (const c of set.strategy) {
      const e = c.effects.find((x) => x.kind === 'litigation-hits');
      if (c.response && e && e.kind === 'litigation-hits') cards.set(c.id, e.amount);
    }
    responseCache.set(set, cards);
  }
  return cards;
}

function responseCardsIn(s: FreeAtLastState, org: Organization): string[] {
  const cards = litigationResponseCards(s);
  return [...new Set(s.orgs[org]!.hand.filter((id) => cards.has(id)))];
}

/** 22.5, 22.8.1 the LDF attorney's red die: twice and free of the –1 rule when Co-Counsel is activated by the card's colour. */
function ldfRoll(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[]): DieRoll {
  const card = projectCard(s, projectOf(s, org).card);
  const counsel = coCounsel(s, card.type === 'S' ? 'S' : 'march');
  const active = counsel !== undefined && activatedByCards(counsel.activation, cards);
  return newRoll('red', 'ldf', { twice: active, exempt: active });
}

/** 22.7.1, 12.3 the SEG attorney's blue die, never activated: a 4 is –1. */
const segAttorneyRoll = (): DieRoll => newRoll('blue', 'seg-attorney');

/** 17.3, 22.9, 22.14 seeks an Injunction: the attorney's special ability, then the litigation roll. */
export function beginInjunction(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], events: GameEvent[]): FreeAtLastState {
  const card = projectCard(s, projectOf(s, org).card);
  const attorney = stateAttorney(s, card.state);
  const counsel = coCounsel(s, card.type === 'S' ? 'S' : 'march');
  s = startResolution(s, newResolution(org, 'injunction', cards, 'litigation-result'));
  events.push({ type: 'projectAction', org, mode: 'injunction', attorney: attorney?.name ?? null, coCounsel: counsel?.name ?? null, cards: cards.map((c) => c.id) });
  s = setProject(s, org, { litigationUsed: true });
  // 22.6 the attorney's special ability: collect a blue cube and add a red cube, 2 VPs, before the roll
  const collected = move(s, events, onProject(org), eliminatedArea(org), 'blue', 1, 'LDF attorney special ability (22.6)');
  s = score(collected.state, events, org, 'segCubes', 2 * collected.moved, 'blue cube collected by the LDF attorney');
  s = move(s, events, supply, onProject(org), 'red', 1, 'LDF attorney special ability (22.6)').state;
  if (projectOf(s, org).cubes.blue === 0) return setRes(s, { next: 'litigation-end' });
  return enterPreRoll(setRes(s, { queue: [ldfRoll(s, org, cards), segAttorneyRoll()], next: 'litigation-result' }));
}

/** Whether a litigation response card may be in some hand, judged from public piles only (hands are hidden). */
function responseCardHidden(s: FreeAtLastState): boolean {
  const ids = litigationResponseCards(s);
  const copies = componentsOf(s).strategy.filter((c) => ids.has(c.id)).length;
  const d = s.decks;
  const seen = [...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display].filter((id) => ids.has(id)).length;
  return seen < copies;
}

/**
 * 22.11 opens the response window after a litigation roll: every seat is asked in Turn order (so that
 * being asked reveals nothing about a hand), unless every response card is in a public pile.
 */
function openResponses(s: FreeAtLastState, then: ResolutionNext): FreeAtLastState {
  const responders = responseCardHidden(s) ? [...s.seats] : [];
  return setRes(s, { responders, next: then, step: responders.length > 0 ? 'response' : 'roll' });
}

/** 22.5, 22.7.1 the two sides' hits: LDF = red die + 1 + 1 Co-Counsel (+1 Charles Houston) + response cards; SEG = blue die. */
function litigationHits(s: FreeAtLastState, events: GameEvent[]): { ldf: number; seg: number } {
  const r = res(s);
  const ldf = hitsOf(2 + litigationModifier(s), r.results['ldf']) + r.responseHits;
  const seg = hitsOf(0, r.results['seg-attorney']);
  events.push({ type: 'hits', org: r.org, side: 'ldf', hits: ldf });
  events.push({ type: 'hits', org: r.org, side: 'seg-attorney', hits: seg });
  return { ldf, seg };
}

/** 22.10 applies the first roll's loss: red cubes equal to the difference are removed. */
function applyLoss(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  s = move(s, events, onProject(r.org), eliminatedArea(r.org), 'red', r.hits.blue, 'lost case (22.10)').state;
  return setRes(s, { step: 'roll', next: 'litigation-end' });
}

/** 22.10, 22.12 the result: a win collects blue cubes (2 VPs each); a loss or tie may be appealed. */
function afterLitigation(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  const { ldf, seg } = litigationHits(s, events);
  if (ldf > seg) {
    events.push({ type: 'litigation', org, result: r.appeal ? 'reversed on appeal' : 'won' });
    const moved = move(s, events, onProject(org), eliminatedArea(org), 'blue', ldf - seg, 'Injunction granted');
    s = score(moved.state, events, org, 'segCubes', 2 * moved.moved, 'blue cubes collected by Litigation');
    return setRes(s, { next: 'litigation-end' });
  }
  events.push({ type: 'litigation', org, result: ldf === seg ? 'tie' : 'lost', appeal: r.appeal });
  // 22.12 the first result stands after a failed appeal
  if (r.appeal) return applyLoss(s, events);
  s = setRes(s, { hits: { red: ldf, white: 0, blue: seg - ldf > 0 ? seg - ldf : 0 } });
  if (handCards(s, org).length > 0) return setRes(s, { step: 'appeal' });
  return applyLoss(s, events);
}

/** 17.7, 16.2 after the Litigation: S stage 1 complete when no blue cube is left; a March may be won outright. */
function afterInjunction(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const org = res(s).org;
  const p = projectOf(s, org);
  if (!redRemain(p)) return endResolution(fail(s, org, events));
  if (projectCard(s, p.card).type === 'S') {
    if (p.cubes.blue > 0) return endResolution(s);
    events.push({ type: 'stageComplete', org, stage: 'exam' });
    return endResolution(setProject(s, org, { stage: 'school-year', overkill: 0 }));
  }
  if (p.cubes.white === 0 && p.cubes.blue === 0) return endResolution(succeed(s, org, events));
  return endResolution(s);
}

/**
 * 20.2, 22.15–22.16 the Supreme Court at End of Turn. Red cubes held for a case nobody filed go to the
 * eliminated area (15.14); two or more filers are each asked whether to consolidate.
 */
export function beginSupremeCourt(s: FreeAtLastState): { state: FreeAtLastState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const filers: Organization[] = [];
  for (const org of s.seats) {
    const o = s.orgs[org]!;
    if (o.appealFiled && o.criminalHold > 0) filers.push(org);
    else {
      s = move(s, events, criminalHold(org), eliminatedArea(org), 'red', o.criminalHold, 'convictions stand (15.14)').state;
      if (o.appealFiled || (o.appealCards ?? []).length > 0) s = { ...s, orgs: { ...s.orgs, [org]: { ...s.orgs[org]!, appealFiled: false, appealCards: [] } } };
    }
  }
  if (filers.length === 0) return { state: s, events };
  const base = newResolution(filers[0]!, 'supreme-court', [], 'supreme-case');
  if (filers.length >= 2) s = startResolution(s, { ...base, step: 'consolidate', responders: filers });
  else s = startResolution(s, { ...base, cases: [{ orgs: filers }] });
  return { state: s, events };
}

/**
 * 22.16 consolidation costs three cards between the two filers, not four: the later filer of the pair
 * in Turn order takes his last appeal card back from the discard pile (if it is still there and is not
 * a Mandatory Event, which has already taken place), but only below his hand limit (20.1, ruling).
 */
function refundAppealCard(s: FreeAtLastState, org: Organization, events: GameEvent[]): FreeAtLastState {
  const o = s.orgs[org]!;
  const last = (o.appealCards ?? []).at(-1);
  const pile = s.decks.strategyDiscard;
  const i = last === undefined ? -1 : pile.lastIndexOf(last.id);
  if (last === undefined || i < 0 || componentsOf(s).strategy.find((c) => c.id === last.id)?.mandatory) return s;
  if (o.hand.length >= o.staff.length) return s; // 20.1 the card would break the hand limit
  events.push({ type: 'appealRefund', org, card: last.id });
  const strategyDiscard = [...pile.slice(0, i), ...pile.slice(i + 1)];
  return { ...s, orgs: { ...s.orgs, [org]: { ...o, hand: [...o.hand, last.id] } }, decks: { ...s.decks, strategyDiscard } };
}

/** 22.16 pairs the filers who proposed to each other; the others go alone, in Turn order. */
function formCases(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const filers = s.seats.filter((o) => s.orgs[o]!.appealFiled && s.orgs[o]!.criminalHold > 0);
  const placed = new Set<string>();
  const cases: { orgs: Organization[] }[] = [];
  for (const org of filers) {
    if (placed.has(org)) continue;
    const other = r.proposals[org];
    if (other !== undefined && r.proposals[other] === org && !placed.has(other)) {
      cases.push({ orgs: [org, other] });
      placed.add(other);
      s = refundAppealCard(s, other, events);
    } else cases.push({ orgs: [org] });
    placed.add(org);
  }
  return setRes(s, { cases, step: 'roll', next: 'supreme-case' });
}

/** 22.15 a case: the state's LDF attorney with Marshall; one roll for a consolidated case (22.16). */
function startCase(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const c = res(s).cases[0];
  if (!c) return endResolution(s);
  events.push({ type: 'supremeCourt', orgs: c.orgs });
  // 22.8.1, 22.8.1.1 a white card among the appeal's discards activates Marshall: roll twice, no –1 rule
  const counsel = coCounsel(s, 'criminal');
  const activation = counsel?.activation;
  const active = activation?.by === 'color' && c.orgs.some((o) => (s.orgs[o]!.appealCards ?? []).some((x) => x.color === activation.color));
  s = setRes(s, { org: c.orgs[0]!, results: {}, responseHits: 0, queue: [newRoll('red', 'ldf', { twice: active, exempt: active }), segAttorneyRoll()], next: 'supreme-result' });
  return enterPreRoll(s);
}

/** 22.15 a win by any margin: VPs for every red cube held, which return to the supply; else they are eliminated. */
function afterCase(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const { ldf, seg } = litigationHits(s, events);
  const won = ldf > seg;
  for (const org of r.cases[0]!.orgs) {
    const held = s.orgs[org]!.criminalHold;
    events.push({ type: 'litigation', org, result: won ? 'won' : ldf === seg ? 'tie' : 'lost', court: 'supreme' });
    if (won) {
      s = score(s, events, org, 'litigation', held, 'convictions overturned (22.15)');
      s = move(s, events, criminalHold(org), supply, 'red', held, 'convictions overturned (22.15)').state;
    } else s = move(s, events, criminalHold(org), eliminatedArea(org), 'red', held, 'convictions stand (22.15)').state;
    s = { ...s, orgs: { ...s.orgs, [org]: { ...s.orgs[org]!, appealFiled: false, appealCards: [] } } };
  }
  return setRes(s, { cases: r.cases.slice(1), next: 'supreme-case' });
}

/** The litigation handlers the resolution engine runs once the queued dice are rolled. */
export const litigationHandlers: NextHandlers<'litigation'> = {
  'litigation-result': (s) => openResponses(s, 'litigation-resolve'),
  'litigation-resolve': afterLitigation,
  'litigation-end': afterInjunction,
  'supreme-case': startCase,
  'supreme-result': (s) => openResponses(s, 'supreme-resolve'),
  'supreme-resolve': afterCase,
};

/** Response cards, the Injunction appeal and consolidation. */
export function litigationActions(s: FreeAtLastState): ProjectAction[] {
  const r = res(s);
  if (r.step === 'response') {
    return [...responseCardsIn(s, r.responders[0]!).map((card) => ({ type: 'projectPlayResponse' as const, card })), { type: 'projectPass' }];
  }
  if (r.step === 'appeal' && r.mode === 'injunction') {
    return [...handCards(s, r.org).map((card) => ({ type: 'projectAppeal' as const, card })), { type: 'projectPass' }];
  }
  if (r.step === 'consolidate') {
    const me = r.responders[0]!;
    const others = s.seats.filter((o) => o !== me && s.orgs[o]!.appealFiled && s.orgs[o]!.criminalHold > 0);
    return [...others.map((o) => ({ type: 'projectConsolidate' as const, with: o })), { type: 'projectPass' }];
  }
  return [];
}

/** Applies a litigation choice; `undefined` if the action is not one. */
export function applyLitigationAction(s: FreeAtLastState, a: ProjectAction, events: GameEvent[]): FreeAtLastState | undefined {
  const r = res(s);
  if (r.step === 'response') {
    const who = r.responders[0]!;
    if (a.type === 'projectPass') {
      const responders = r.responders.slice(1);
      return setRes(s, { responders, step: responders.length > 0 ? 'response' : 'roll' });
    }
    if (a.type !== 'projectPlayResponse') return undefined;
    // 9.7, 22.11 the response card is played for its event (a starred event leaves the game with a Star, 4.0 A)
    const card = componentsOf(s).strategy.find((c) => c.id === a.card)!;
    const o = s.orgs[who]!;
    const i = o.hand.indexOf(a.card);
    const hand = [...o.hand.slice(0, i), ...o.hand.slice(i + 1)];
    s = { ...s, orgs: { ...s.orgs, [who]: { ...o, hand } } };
    s = card.starred
      ? gainStars(withDeck(s, 'strategyRemoved', [...s.decks.strategyRemoved, a.card]), who, 1)
      : withDeck(s, 'strategyDiscard', [...s.decks.strategyDiscard, a.card]);
    const amount = litigationResponseCards(s).get(a.card)!;
    events.push({ type: 'response', org: who, card: a.card, hits: amount });
    if (card.starred) events.push({ type: 'star', org: who, count: 1, why: card.name });
    // asked again while it may hold another response card on public information (issue 12), not by its hand
    const responders = s.orgs[who]!.hand.length > 0 && responseCardHidden(s) ? r.responders : r.responders.slice(1);
    return setRes(s, { responseHits: r.responseHits + amount, responders, step: responders.length > 0 ? 'response' : 'roll' });
  }
  if (r.step === 'appeal' && r.mode === 'injunction') {
    if (a.type === 'projectPass') return applyLoss(s, events);
    if (a.type !== 'projectAppeal') return undefined;
    // 22.12 the appeal card is a response: no SEG Reinforcement; both dice again with the same modifiers
    s = discardCard(s, r.org, a.card, events, 'appeal (22.12)');
    s = setRes(s, { appeal: true, responseHits: 0, queue: [ldfRoll(s, r.org, r.cards), segAttorneyRoll()], next: 'litigation-result' });
    return enterPreRoll(s);
  }
  if (r.step === 'consolidate') {
    const me = r.responders[0]!;
    if (a.type !== 'projectPass' && a.type !== 'projectConsolidate') return undefined;
    const proposals = a.type === 'projectConsolidate' ? { ...r.proposals, [me]: a.with } : r.proposals;
    s = setRes(s, { proposals, responders: r.responders.slice(1) });
    return res(s).responders.length > 0 ? s : formCases(s, events);
  }
  return undefined;
}
