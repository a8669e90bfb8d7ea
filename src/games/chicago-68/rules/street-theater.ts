import { cachedBy } from '../../../core/cached-by.js';
import { set } from '../../../core/update.js';
import { GRANT_PARK } from '../data/cross-check.js';
import type { Faction, StreetTheaterCard } from '../data/schema.js';
import type { State } from '../schema.js';
import { board, cityAreas, nameOf, sideFaction, sortedByName, turnOf, type Board } from './lookups.js';
import { runEffects } from './effects.js';
import { markActive } from './active-tokens.js';
import { factionDecision, type Asking, type C } from './tasks.js';
import { addUnits, change, plus, put, without } from './updates.js';
import { mapped } from './lists.js';

/* 2.7.3–2.7.4, 2.8.2, 2.9.5–2.9.6 Street Theater: drawing into the splay, activation, Counterrevolutionaries. */

/** A Street Theater card by id (regular deck or Incendiary Counter-revolutionary). */
function stCard(s: State, id: string): StreetTheaterCard {
  const b = board(s);
  const c = b.st.get(id);
  if (c) return c;
  const inc = b.incendiary.get(id);
  if (!inc) throw new Error(`unknown Street Theater card ${id}`);
  return { id, name: inc.name, kind: 'counterrevolutionary', location: 'any', agitators: 0, effects: [], text: inc.text, source: inc.source };
}

/** Counterrevolutionary cards (regular or Incendiary) stay in the splay until an Agitator is removed (2.7.4). */
export function isCounter(s: State, name: string): boolean {
  return stCard(s, name).kind === 'counterrevolutionary';
}

/** 2.8.2 Splay limit: five, plus one with the "+1 SPLAY" bonus tile. */
function stLimit(s: State): number {
  return 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0);
}

/** Asks for a Street Theater draw (reshuffling the discards if needed); false if none is left. */
export function requestStDraw(ctx: C): boolean {
  if (ctx.state.stDeck.length === 0) {
    put(ctx, 'stDeck', ctx.state.stDiscard);
    put(ctx, 'stDiscard', []);
  }
  if (ctx.state.stDeck.length === 0) return false;
  ctx.push({ kind: 'draw', deck: 'st', purpose: 'splay', area: null });
  return true;
}

/** A drawn card is placed in the splay (AGITATE): in an empty space, or replacing a card. */
export function placeStreetTheater(ctx: C, name: string): void {
  put(ctx, 'stDeck', without(ctx.state.stDeck, name));
  if (ctx.state.stSplay.length < stLimit(ctx.state)) return enterSplay(ctx, name);
  ctx.push({ kind: 'stPlace', card: name });
}

function enterSplay(ctx: C, name: string): void {
  put(ctx, 'stSplay', [...ctx.state.stSplay, name]);
  ctx.emit({ type: 'streetTheaterSplay', card: name });
  // 6.3.4 Agents of Chaos: Incendiary Counter-revolutionaries resolve as soon as drawn and placed
  const inc = board(ctx.state).incendiary.get(name);
  if (inc && ctx.state.inc.agentsOfChaos) runEffects(ctx, inc.effects, 'establishment', null, [], name);
}

function discardSt(ctx: C, card: string): void {
  put(ctx, 'stDiscard', [...ctx.state.stDiscard, card]);
}

const stPlaceTask: Asking<'stPlace'> = factionDecision({
  owner: () => 'yippies',
  options(s, t) {
    const replaceable = mapped(s.stSplay.filter((c) => !isCounter(s, c)), (card) => ({ type: 'card' as const, card }));
    return isCounter(s, t.card) ? replaceable : [...replaceable, { type: 'discardDrawn' }];
  },
  prompt: (s, t) => `Street Theater splay full: place ${nameOf(s, t.card)}?`,
  none(ctx, t) {
    // a Counterrevolutionary with no room even by discarding: it is discarded (rulings.md)
    discardSt(ctx, t.card);
    ctx.emit({ type: 'streetTheaterDiscarded', card: t.card });
    ctx.pop();
  },
  answer(ctx, t, a) {
    ctx.pop();
    const old = a.type === 'card' ? a.card : t.card;
    ctx.emit({ type: 'streetTheaterDiscarded', card: old });
    if (a.type !== 'card') return discardSt(ctx, t.card);
    put(ctx, 'stSplay', without(ctx.state.stSplay, old));
    discardSt(ctx, old);
    enterSplay(ctx, t.card);
  },
});

/** The Grant Park areas of a board, worked out once per component set. */
const grantParkAreas = cachedBy((b: Board): string[] => b.areaIds.filter((n) => n.startsWith(`${GRANT_PARK}-`)));

/** The areas a location requirement names ('grant-park' is either Grant Park area, 2.9.6). */
function locationAreas(s: State, location: string): readonly string[] {
  if (location === 'any') return cityAreas(s);
  if (location === GRANT_PARK) return grantParkAreas(board(s));
  return [location];
}

/** 2.9.6 The areas with Agitators meeting a card's requirement, or null if it is not met. */
function requirementAreas(s: State, card: StreetTheaterCard): string[] | null {
  const areas = locationAreas(s, card.location).filter((n) => s.areas[n] && s.areas[n]!.u.ag > 0);
  const total = areas.reduce((t, n) => t + s.areas[n]!.u.ag, 0);
  const need = Math.max(1, card.agitators);
  if (card.location === 'any') return areas.some((n) => s.areas[n]!.u.ag >= need) ? areas.filter((n) => s.areas[n]!.u.ag >= need) : null;
  return total >= need ? areas : null;
}

/** Is a card's requirement met? (`requirementAreas(s, card) !== null`, without listing the areas.) */
function meetsRequirement(s: State, card: StreetTheaterCard): boolean {
  const need = Math.max(1, card.agitators);
  let total = 0;
  for (const n of locationAreas(s, card.location)) {
    const ag = s.areas[n]?.u.ag ?? 0;
    if (card.location === 'any' ? ag >= need : (total += ag) >= need) return true;
  }
  return false;
}

/** Cards of the splay that can be activated now. */
export function activatable(s: State): string[] {
  const splay = s.stSplay;
  const out: string[] = [];
  for (let i = 0; i < splay.length; i++) {
    const c = splay[i]!;
    if (splay.indexOf(c) !== i) continue;
    const card = stCard(s, c);
    if (card.kind !== 'counterrevolutionary' && meetsRequirement(s, card)) out.push(c);
  }
  return out;
}

/** 2.9.6 Activating a Street Theater card: discarded (events) or added to a hand (Opportunity). */
export function activateStreetTheater(ctx: C, name: string): void {
  const card = stCard(ctx.state, name);
  put(ctx, 'stSplay', without(ctx.state.stSplay, name));
  ctx.emit({ type: 'streetTheater', card: name, text: card.text });
  if (card.kind === 'opportunity' && card.grants) {
    const hands = card.grants.hands;
    if (hands.length === 1) gainCard(ctx, hands[0]!, card.grants.card);
    else ctx.push({ kind: 'opportunityHand', card: card.grants.card, hands });
    return;
  }
  discardSt(ctx, name);
  const req = requirementAreas(ctx.state, card) ?? [];
  runEffects(ctx, card.effects, 'demonstrators', null, req, name);
  // solo: Active tokens in the areas meeting the location requirement ("any": where the effect happens, effects.ts)
  if (card.location !== 'any' && card.effects.length > 0) for (const n of req) markActive(ctx, n);
}

const opportunityHandTask: Asking<'opportunityHand'> = factionDecision({
  owner: (s) => sideFaction(s, 'demonstrators'),
  options: (_s, t) => mapped(t.hands, (faction) => ({ type: 'hand' as const, faction })),
  prompt: (s, t) => `Which hand takes ${nameOf(s, t.card)}?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type === 'hand') gainCard(ctx, a.faction, t.card);
  },
});

/** 2.7.3 An Opportunity card joins a hand, to be played "on a later turn". */
function gainCard(ctx: C, f: Faction, card: string): void {
  change(ctx, 'hands', (h) => set(h, f, sortedByName(ctx.state, [...h[f], card])));
  ctx.emit({ type: 'cardGained', faction: f, card });
  const turn = turnOf(ctx.state);
  if (turn) put(ctx, 'turn', { ...turn, fresh: [...turn.fresh, card] });
}

/** 2.7.4, 2.9.5 Discard a Counterrevolutionary by removing a free Agitator from the board. */
export function discardCounter(ctx: C, card: string, area: string): void {
  put(ctx, 'stSplay', without(ctx.state.stSplay, card));
  discardSt(ctx, card);
  addUnits(ctx, area, 'ag', -1);
  change(ctx, 'supply', (x) => plus(x, 'ag', 1));
  ctx.emit({ type: 'counterrevolutionaryDiscarded', card, agitatorFrom: area });
}

/** The task handlers of the Street Theater splay and Opportunity cards. */
export const streetTheaterTasks = { stPlace: stPlaceTask, opportunityHand: opportunityHandTask };
