import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import { legislationCard } from './lookup.js';
import { stepDecision, type StepOf } from './decision.js';
import { pushDraws, type FalCtx, type Handlers } from './tasks.js';
import { decksWith, moveX, setDeck, ownFlow, without } from './updates.js';

/*
 * 2.8, 9.9–9.11 the Legislation phase. Turns 1–2: 3 cards become law, 7 go to the discard pile
 * (held up in committee). Turn 3: the player with the fewest VPs chooses 3 provisions of the 1964
 * Civil Rights Act and 2 of the 1965 Voting Rights Act (9.11.1). Then legislation events (9.11.2).
 */

/** 2.8 the phase begins: draws on Turns 1–2, the Acts on Turn 3. */
export function enterLegislation(ctx: FalCtx): void {
  ownFlow(ctx).cursor = 0;
  // 9.11.2 legislation events once the laws are in
  ctx.push({ kind: 'lawEvents' });
  if (ctx.state.turn < 3) {
    pushDraws(ctx, { kind: 'drawLegislation', to: 'law' }, 3);
    return pushDraws(ctx, { kind: 'drawLegislation', to: 'discard' }, 7);
  }
  const chooser = fewestVps(ctx.state);
  const left = Math.min(3, ctx.state.decks.civilRightsAct.length);
  if (left > 0) return ctx.push({ kind: 'chooseLaw', org: chooser, act: 'civil-rights-act-1964', left });
  chooseVotingRights(ctx, chooser);
}

/** 9.11.1 the player with the fewest VPs; ruling: on a tie, the first of them in Turn order. */
export function fewestVps(s: FreeAtLastState): Organization {
  let best = s.seats[0]!;
  for (const o of s.seats) if (s.orgs[o]!.vp < s.orgs[best]!.vp) best = o;
  return best;
}

function chooseVotingRights(ctx: FalCtx, org: Organization): void {
  const left = Math.min(2, ctx.state.decks.votingRightsAct.length);
  if (left > 0) ctx.push({ kind: 'chooseLaw', org, act: 'voting-rights-act-1965', left });
  else finishActs(ctx);
}

/** 9.11.1 the provisions not chosen are added to the discard pile. */
function finishActs(ctx: FalCtx): void {
  const s = ctx.draft();
  const d = s.decks;
  s.decks = decksWith(d, { legislationDiscard: [...d.legislationDiscard, ...d.civilRightsAct, ...d.votingRightsAct], civilRightsAct: [], votingRightsAct: [] });
}

/**
 * A card becomes law: 9.10 Federal Legislation moves X on the blue die left and leaves the game;
 * 3.6.6 a one-time card is implemented and leaves the game; any other joins its stack (2.8).
 */
export function enactLaw(ctx: FalCtx, id: string): void {
  const card = legislationCard(ctx.state, id);
  const d = ctx.state.decks;
  if (card.area === 'federal') {
    ctx.emit({ type: 'federalLegislation', card: id });
    moveX(ctx, 'blue', 'down');
    return setDeck(ctx, 'legislationRemoved', [...d.legislationRemoved, id]);
  }
  if (card.oneTime) {
    setDeck(ctx, 'legislationRemoved', [...d.legislationRemoved, id]);
    for (const e of card.effects) if (e.kind === 'moveX') moveX(ctx, e.die, e.direction);
    return ctx.emit({ type: 'lawImplemented', card: id });
  }
  ctx.emit({ type: 'lawPassed', card: id, area: card.area });
  const l = d.laws;
  // one literal for every laws record (a spread of it would give the record another hidden class)
  setDeck(ctx, 'laws', { S: card.area === 'S' ? [...l.S, id] : l.S, A: card.area === 'A' ? [...l.A, id] : l.A, V: card.area === 'V' ? [...l.V, id] : l.V });
}

/**
 * A Legislation card drawn (chance). Ruling (9.10): a Federal Legislation card takes effect whenever
 * it is drawn, also among the 7 cards held up in committee.
 */
export function drawnLegislation(ctx: FalCtx, id: string, to: 'law' | 'discard'): void {
  setDeck(ctx, 'legislation', without(ctx.state.decks.legislation, id));
  if (to === 'law' || legislationCard(ctx.state, id).area === 'federal') return enactLaw(ctx, id);
  ctx.emit({ type: 'lawHeldUp', card: id });
  setDeck(ctx, 'legislationDiscard', [...ctx.state.decks.legislationDiscard, id]);
}

/** 9.11.2 a card in the discard pile is passed into law by an event. */
export function passLaw(ctx: FalCtx, id: string): void {
  const pile = ctx.state.decks.legislationDiscard;
  if (!pile.includes(id)) return;
  setDeck(ctx, 'legislationDiscard', without(pile, id));
  enactLaw(ctx, id);
}

type ChooseLaw = StepOf<'chooseLaw'>;

/** 9.11.1 the provisions the chooser may still pick. */
export function chooseLawActions(s: FreeAtLastState, step: ChooseLaw): FlowAction[] {
  const pile = step.act === 'civil-rights-act-1964' ? s.decks.civilRightsAct : s.decks.votingRightsAct;
  return pile.map((card) => ({ type: 'chooseLaw' as const, card }));
}

/** 9.11.1 one provision chosen into law; then the next Act, then the rest to the discard pile. */
export const chooseLawTask: Handlers<'chooseLaw'> = {
  chooseLaw: stepDecision<'chooseLaw'>(chooseLawActions, (ctx, step, a) => {
    if (a.type !== 'chooseLaw') throw new Error(`${a.type} does not answer a chooseLaw decision`);
    ctx.pop();
    const key = step.act === 'civil-rights-act-1964' ? 'civilRightsAct' : 'votingRightsAct';
    setDeck(ctx, key, without(ctx.state.decks[key], a.card));
    enactLaw(ctx, a.card);
    if (step.left > 1 && ctx.state.decks[key].length > 0) return ctx.push({ kind: 'chooseLaw', org: step.org, act: step.act, left: step.left - 1 });
    if (step.act === 'civil-rights-act-1964') chooseVotingRights(ctx, step.org);
    else finishActs(ctx);
  }),
};
