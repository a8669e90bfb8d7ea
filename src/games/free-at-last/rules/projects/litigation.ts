import type { Attorney, ComponentSet, Organization } from '../../data/schema.js';
import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { discardCard, handCards, misfit, move, newResolution, newRoll, once, preRoll, projectOf, res, score, setProject, startResolution, activatedByCards, judgeProject } from './resolution.js';
import { decksWith, gainStars, ownRes, takeFromHand, updateOrg } from '../updates.js';
import type { PlayedCard } from './contract.js';
import { hitsOf } from './dice.js';
import type { DieRoll, Task } from '../../task-schema.js';
import { projectCard, componentsOf, criminalHold, eliminatedArea, onProject, supply } from '../lookup.js';
import { auto, type FalCtx, type Handlers } from '../tasks.js';

/*
 * Litigation (22.x): Injunctions in S Projects (17.3, 22.9–22.13) and in Marches after a Protest
 * (16.2, 22.14) with the LDF state attorney's special ability (22.6), Co-Counsel (22.8), the SEG
 * attorney (22.7), response cards (22.11) and the appeal (22.12); criminal cases at the Supreme Court
 * at the End of Turn, with consolidation (15.14, 20.2, 22.15–22.16). One push per roll: the
 * pre-roll decisions and the two dice, the response window (22.11), the result; the appeal's roll
 * goes above the Injunction's end.
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
    n += strategy.find((c) => c.id === id)?.litigationModifier ?? 0;
  }
  return n;
}

const responseCache = new WeakMap<ComponentSet, Map<string, number>>();

/** 22.11 the response cards playable after a litigation roll: `litigationHits` and `response` (built once per component set). */
export function litigationResponseCards(s: FreeAtLastState): Map<string, number> {
  const set = componentsOf(s);
  let cards = responseCache.get(set);
  if (!cards) {
    cards = new Map<string, number>();
    for (const c of set.strategy) {
      if (c.response && c.litigationHits > 0) cards.set(c.id, c.litigationHits);
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

/** 22.9–22.11 the litigation roll: the pre-roll decisions and the two dice, the response window, then `result`. */
const litigationRoll = (ldf: DieRoll, result: Task): Task[] => [preRoll([ldf, segAttorneyRoll()]), { kind: 'litigationResponses' }, result];

/** 17.3, 22.9, 22.14 seeks an Injunction: the attorney's special ability, then the litigation roll. */
export function beginInjunction(ctx: FalCtx, org: Organization, cards: readonly PlayedCard[]): void {
  const card = projectCard(ctx.state, projectOf(ctx.state, org).card);
  const attorney = stateAttorney(ctx.state, card.state);
  const counsel = coCounsel(ctx.state, card.type === 'S' ? 'S' : 'march');
  const record = newResolution(org, 'injunction', cards);
  ctx.emit({ type: 'projectAction', org, mode: 'injunction', attorney: attorney?.name ?? null, coCounsel: counsel?.name ?? null, cards: cards.map((c) => c.id) });
  setProject(ctx, org, { litigationUsed: true });
  // 22.6 the attorney's special ability: collect a blue cube and add a red cube, 2 VPs, before the roll
  const collected = move(ctx, onProject(org), eliminatedArea(org), 'blue', 1, 'LDF attorney special ability (22.6)');
  score(ctx, org, 'segCubes', 2 * collected, 'blue cube collected by the LDF attorney');
  move(ctx, supply, onProject(org), 'red', 1, 'LDF attorney special ability (22.6)');
  const roll = projectOf(ctx.state, org).cubes.blue === 0 ? [] : litigationRoll(ldfRoll(ctx.state, org, cards), { kind: 'injunctionResult' });
  startResolution(ctx, record, ...roll, { kind: 'injunctionDone' });
}

/** How many of a pile's cards are in `ids` (counted: no lists built, whose kinds would vary). */
function countIn(pile: readonly string[], ids: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const id of pile) if (ids.has(id)) n++;
  return n;
}

/** Whether a litigation response card may be in some hand, judged from public piles only (hands are hidden). */
function responseCardHidden(s: FreeAtLastState): boolean {
  const ids = litigationResponseCards(s);
  let copies = 0;
  for (const c of componentsOf(s).strategy) if (ids.has(c.id)) copies++;
  const d = s.decks;
  const seen = countIn(d.strategyDiscard, ids) + countIn(d.strategyRemoved, ids) + countIn(d.lastingEvents, ids) + countIn(d.display, ids);
  return seen < copies;
}

/**
 * 22.11 opens the response window after a litigation roll: every seat is asked in Turn order (so that
 * being asked reveals nothing about a hand), unless every response card is in a public pile.
 */
function openResponses(ctx: FalCtx): void {
  if (responseCardHidden(ctx.state)) ctx.push({ kind: 'resolutionResponse', seats: [...ctx.state.seats] });
}

/** 22.5, 22.7.1 the two sides' hits: LDF = red die + 1 + 1 Co-Counsel (+1 Charles Houston) + response cards; SEG = blue die. */
function litigationHits(ctx: FalCtx): { ldf: number; seg: number } {
  const r = res(ctx.state);
  const ldf = hitsOf(2 + litigationModifier(ctx.state), r.results['ldf']) + r.responseHits;
  const seg = hitsOf(0, r.results['seg-attorney']);
  ctx.emit({ type: 'hits', org: r.org, side: 'ldf', hits: ldf });
  ctx.emit({ type: 'hits', org: r.org, side: 'seg-attorney', hits: seg });
  return { ldf, seg };
}

/** 22.10 applies the first roll's loss: red cubes equal to the difference are removed. */
function applyLoss(ctx: FalCtx): void {
  const r = res(ctx.state);
  move(ctx, onProject(r.org), eliminatedArea(r.org), 'red', r.hits.blue, 'lost case (22.10)');
}

/** 22.10, 22.12 the result: a win collects blue cubes (2 VPs each); a loss or tie may be appealed. */
function afterLitigation(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const appeal = r.appeal;
  const { ldf, seg } = litigationHits(ctx);
  if (ldf > seg) {
    ctx.emit({ type: 'litigation', org, result: appeal ? 'reversed on appeal' : 'won' });
    const moved = move(ctx, onProject(org), eliminatedArea(org), 'blue', ldf - seg, 'Injunction granted');
    score(ctx, org, 'segCubes', 2 * moved, 'blue cubes collected by Litigation');
    return;
  }
  ctx.emit({ type: 'litigation', org, result: ldf === seg ? 'tie' : 'lost', appeal });
  // 22.12 the first result stands after a failed appeal
  if (appeal) return applyLoss(ctx);
  const w = ownRes(ctx);
  w.hits = { red: ldf, white: 0, blue: seg - ldf > 0 ? seg - ldf : 0 };
  if (handCards(ctx.state, org).length > 0) ctx.push({ kind: 'resolutionAppeal' });
  else applyLoss(ctx);
}

/**
 * 20.2, 22.15–22.16 the Supreme Court at End of Turn. Red cubes held for a case nobody filed go to the
 * eliminated area (15.14); two or more filers are each asked whether to consolidate.
 */
export function beginSupremeCourt(ctx: FalCtx): void {
  const filers: Organization[] = [];
  for (const org of ctx.state.seats) {
    const o = ctx.state.orgs[org]!;
    if (o.appealFiled && o.criminalHold > 0) filers.push(org);
    else {
      move(ctx, criminalHold(org), eliminatedArea(org), 'red', o.criminalHold, 'convictions stand (15.14)');
      if (o.appealFiled || (o.appealCards ?? []).length > 0) updateOrg(ctx, org, () => ({ appealFiled: false, appealCards: [] }));
    }
  }
  if (filers.length === 0) return;
  const record = newResolution(filers[0]!, 'supreme-court', []);
  if (filers.length >= 2) startResolution(ctx, record, { kind: 'resolutionConsolidate', seats: filers });
  else startResolution(ctx, record, { kind: 'supremeCase', orgs: filers });
}

/**
 * 22.16 consolidation costs three cards between the two filers, not four: the later filer of the pair
 * in Turn order takes his last appeal card back from the discard pile (if it is still there and is not
 * a Mandatory Event, which has already taken place), but only below his hand limit (20.1, ruling).
 */
function refundAppealCard(ctx: FalCtx, org: Organization): void {
  const s = ctx.state;
  const o = s.orgs[org]!;
  const last = (o.appealCards ?? []).at(-1);
  const pile = s.decks.strategyDiscard;
  const i = last === undefined ? -1 : pile.lastIndexOf(last.id);
  if (last === undefined || i < 0 || componentsOf(s).strategy.find((c) => c.id === last.id)?.mandatory) return;
  if (o.hand.length >= o.staff.length) return; // 20.1 the card would break the hand limit
  ctx.emit({ type: 'appealRefund', org, card: last.id });
  updateOrg(ctx, org, () => ({ hand: [...o.hand, last.id] }));
  const d = ctx.draft();
  d.decks = decksWith(d.decks, { strategyDiscard: [...pile.slice(0, i), ...pile.slice(i + 1)] });
}

/** 22.16 pairs the filers who proposed to each other; the others go alone, in Turn order; one case after another. */
export function formCases(ctx: FalCtx): void {
  const r = res(ctx.state);
  const orgs = ctx.state.orgs;
  const filers = ctx.state.seats.filter((o) => orgs[o]!.appealFiled && orgs[o]!.criminalHold > 0);
  const placed = new Set<string>();
  const cases: Task[] = [];
  for (const org of filers) {
    if (placed.has(org)) continue;
    const other = r.proposals[org];
    if (other !== undefined && r.proposals[other] === org && !placed.has(other)) {
      cases.push({ kind: 'supremeCase', orgs: [org, other] });
      placed.add(other);
      refundAppealCard(ctx, other);
    } else cases.push({ kind: 'supremeCase', orgs: [org] });
    placed.add(org);
  }
  ctx.push(...cases);
}

/** 22.15 a case: the state's LDF attorney with Marshall; one roll for a consolidated case (22.16). */
function startCase(ctx: FalCtx, orgs: readonly Organization[]): void {
  ctx.emit({ type: 'supremeCourt', orgs: [...orgs] });
  // 22.8.1, 22.8.1.1 a white card among the appeal's discards activates Marshall: roll twice, no –1 rule
  const counsel = coCounsel(ctx.state, 'criminal');
  const activation = counsel?.activation;
  const active = activation?.by === 'color' && orgs.some((o) => (ctx.state.orgs[o]!.appealCards ?? []).some((x) => x.color === activation.color));
  const r = ownRes(ctx);
  r.org = orgs[0]!;
  r.results = {};
  r.responseHits = 0;
  ctx.push(...litigationRoll(newRoll('red', 'ldf', { twice: active, exempt: active }), { kind: 'supremeResult', orgs: [...orgs] }));
}

/** 22.15 a win by any margin: VPs for every red cube held, which return to the supply; else they are eliminated. */
function afterCase(ctx: FalCtx, orgs: readonly Organization[]): void {
  const { ldf, seg } = litigationHits(ctx);
  const won = ldf > seg;
  for (const org of orgs) {
    const held = ctx.state.orgs[org]!.criminalHold;
    ctx.emit({ type: 'litigation', org, result: won ? 'won' : ldf === seg ? 'tie' : 'lost', court: 'supreme' });
    if (won) {
      score(ctx, org, 'litigation', held, 'convictions overturned (22.15)');
      move(ctx, criminalHold(org), supply, 'red', held, 'convictions overturned (22.15)');
    } else move(ctx, criminalHold(org), eliminatedArea(org), 'red', held, 'convictions stand (22.15)');
    updateOrg(ctx, org, () => ({ appealFiled: false, appealCards: [] }));
  }
}

/** The steps of a litigation (22.9–22.16). */
export const litigationSteps: Handlers<'litigationResponses' | 'injunctionResult' | 'injunctionDone' | 'supremeCase' | 'supremeResult'> = {
  litigationResponses: once(openResponses),
  injunctionResult: once(afterLitigation),
  // 17.7, 16.2 after the Litigation: S stage 1 complete when no blue cube is left; a March may be won outright
  injunctionDone: once((ctx) => judgeProject(ctx, res(ctx.state).org)),
  supremeCase: auto<'supremeCase'>((ctx, t) => (ctx.pop(), startCase(ctx, t.orgs))),
  supremeResult: auto<'supremeResult'>((ctx, t) => (ctx.pop(), afterCase(ctx, t.orgs))),
};
/** 22.11 the response cards `seat` may play after a litigation roll, or pass. */
export function responseActions(s: FreeAtLastState, seat: Organization): ProjectAction[] {
  const out: ProjectAction[] = [];
  for (const card of responseCardsIn(s, seat)) out.push({ type: 'projectPlayResponse', card });
  out.push({ type: 'projectPass' });
  return out;
}

/** 22.11 a response card played by `who` (or a pass): asked again while it may hold another, else the next seat is asked. */
export function answerResponse(ctx: FalCtx, who: Organization, a: ProjectAction): 'again' | 'next' {
  if (a.type === 'projectPass') return 'next';
  if (a.type !== 'projectPlayResponse') throw misfit(a, 'resolutionResponse');
  // 9.7, 22.11 the response card is played for its event (a starred event leaves the game with a Star, 4.0 A)
  const card = componentsOf(ctx.state).strategy.find((c) => c.id === a.card)!;
  takeFromHand(ctx, who, a.card);
  const d = ctx.draft();
  if (card.starred) {
    d.decks = decksWith(d.decks, { strategyRemoved: [...d.decks.strategyRemoved, a.card] });
    gainStars(ctx, who, 1);
  } else d.decks = decksWith(d.decks, { strategyDiscard: [...d.decks.strategyDiscard, a.card] });
  const amount = litigationResponseCards(ctx.state).get(a.card)!;
  ctx.emit({ type: 'response', org: who, card: a.card, hits: amount });
  if (card.starred) ctx.emit({ type: 'star', org: who, count: 1, why: card.name });
  const w = ownRes(ctx);
  w.responseHits = w.responseHits + amount;
  // asked again while it may hold another response card on public information (issue 12), not by its hand
  return ctx.state.orgs[who]!.hand.length > 0 && responseCardHidden(ctx.state) ? 'again' : 'next';
}

/** 22.12 the appeal card is a response: no SEG Reinforcement; both dice again with the same modifiers. A pass takes the loss. */
export function answerInjunctionAppeal(ctx: FalCtx, a: ProjectAction): void {
  ctx.pop();
  if (a.type === 'projectPass') return applyLoss(ctx);
  if (a.type !== 'projectAppeal') throw misfit(a, 'resolutionAppeal');
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, 'appeal (22.12)');
  const roll = ldfRoll(ctx.state, r.org, r.cards);
  const w = ownRes(ctx);
  w.appeal = true;
  w.responseHits = 0;
  ctx.push(...litigationRoll(roll, { kind: 'injunctionResult' }));
}

/** 22.16 `me` may propose to consolidate with another filer, or not. */
export function consolidateActions(s: FreeAtLastState, me: Organization): ProjectAction[] {
  const out: ProjectAction[] = [];
  for (const o of s.seats) if (o !== me && s.orgs[o]!.appealFiled && s.orgs[o]!.criminalHold > 0) out.push({ type: 'projectConsolidate', with: o });
  out.push({ type: 'projectPass' });
  return out;
}

/** 22.16 records `me`'s proposal (or a pass); once every filer is asked, the cases are formed (`formCases`). */
export function answerConsolidate(ctx: FalCtx, me: Organization, a: ProjectAction): 'next' {
  if (a.type !== 'projectPass' && a.type !== 'projectConsolidate') throw misfit(a, 'resolutionConsolidate');
  if (a.type === 'projectConsolidate') {
    const w = ownRes(ctx);
    w.proposals = { ...w.proposals, [me]: a.with };
  }
  return 'next';
}
