import type { Faction, StreetTheaterCard } from '../data/schema.js';
import type { State } from '../schema.js';
import { board, cityAreas, sideFaction } from './context.js';
import { runEffects } from './effects.js';
import { emit } from './log.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';

/* 2.7.3–2.7.4, 2.8.2, 2.9.5–2.9.6 Street Theater: drawing into the splay, activation, Counterrevolutionaries. */

/** A Street Theater card by name (regular deck or Incendiary Counter-revolutionary). */
export function stCard(s: State, name: string): StreetTheaterCard {
  const b = board(s);
  const c = b.st.get(name);
  if (c) return c;
  const inc = b.incendiary.get(name);
  if (!inc) throw new Error(`unknown Street Theater card ${name}`);
  return { name, kind: 'counterrevolutionary', location: 'any', agitators: 0, effects: [], text: inc.text, source: inc.source };
}

/** Counterrevolutionary cards (regular or Incendiary) stay in the splay until an Agitator is removed (2.7.4). */
export function isCounter(s: State, name: string): boolean {
  return stCard(s, name).kind === 'counterrevolutionary';
}

/** 2.8.2 Splay limit: five, plus one with the "+1 SPLAY" bonus tile. */
export function stLimit(s: State): number {
  return 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0);
}

/** Asks for a Street Theater draw (reshuffling the discards if needed); false if none is left. */
export function requestStDraw(s: State): boolean {
  if (s.stDeck.length === 0) {
    s.stDeck = s.stDiscard;
    s.stDiscard = [];
  }
  if (s.stDeck.length === 0) return false;
  s.draw = { deck: 'st', purpose: 'splay', area: null };
  return true;
}

/** A drawn card is placed in the splay (AGITATE): in an empty space, or replacing a card. */
export function placeStreetTheater(s: State, name: string): void {
  s.stDeck.splice(s.stDeck.indexOf(name), 1);
  if (s.stSplay.length < stLimit(s)) return enterSplay(s, name);
  push(s, { k: 'stPlace', card: name });
}

function enterSplay(s: State, name: string): void {
  s.stSplay.push(name);
  emit(s, { type: 'streetTheaterSplay', card: name });
  // 6.3.4 Agents of Chaos: Incendiary Counter-revolutionaries resolve as soon as drawn and placed
  const inc = board(s).incendiary.get(name);
  if (inc && s.inc.agentsOfChaos) runEffects(s, inc.effects, 'establishment', null, [], name);
}

const stPlaceTask: TaskHandler = {
  run(s, t) {
    const card = field<string>(t, 'card');
    const replaceable = s.stSplay.filter((c) => !isCounter(s, c)).map((c) => `replace:${c}`);
    const options = isCounter(s, card) ? replaceable : [...replaceable, 'discard'];
    if (options.length === 0) {
      // a Counterrevolutionary with no room even by discarding: it is discarded (rulings.md)
      s.stDiscard.push(card);
      emit(s, { type: 'streetTheaterDiscarded', card });
      return pop(s, t);
    }
    ask(s, t, 'yippies', `Street Theater splay full: place ${card}?`, options);
  },
  answer(s, t, option) {
    pop(s, t);
    const card = field<string>(t, 'card');
    const old = option === 'discard' ? card : option.slice('replace:'.length);
    emit(s, { type: 'streetTheaterDiscarded', card: old });
    if (option === 'discard') return void s.stDiscard.push(card);
    s.stSplay.splice(s.stSplay.indexOf(old), 1);
    s.stDiscard.push(old);
    enterSplay(s, card);
  },
};

/** The areas a location requirement names ("Grant Park" is either Grant Park area, 2.9.6). */
function locationAreas(s: State, location: string): string[] {
  if (location === 'any') return cityAreas(s);
  if (location === 'Grant Park') return board(s).areaNames.filter((n) => n.startsWith('Grant Park'));
  return [location];
}

/** 2.9.6 The areas with Agitators meeting a card's requirement, or null if it is not met. */
export function requirementAreas(s: State, card: StreetTheaterCard): string[] | null {
  const areas = locationAreas(s, card.location).filter((n) => s.areas[n] && s.areas[n]!.u.ag > 0);
  const total = areas.reduce((t, n) => t + s.areas[n]!.u.ag, 0);
  const need = Math.max(1, card.agitators);
  if (card.location === 'any') return areas.some((n) => s.areas[n]!.u.ag >= need) ? areas.filter((n) => s.areas[n]!.u.ag >= need) : null;
  return total >= need ? areas : null;
}

/** Cards of the splay that can be activated now. */
export function activatable(s: State): string[] {
  return [...new Set(s.stSplay)].filter((c) => !isCounter(s, c) && requirementAreas(s, stCard(s, c)) !== null);
}

/** 2.9.6 Activating a Street Theater card: discarded (events) or added to a hand (Opportunity). */
export function activateStreetTheater(s: State, name: string): void {
  const card = stCard(s, name);
  s.stSplay.splice(s.stSplay.indexOf(name), 1);
  emit(s, { type: 'streetTheater', card: name, text: card.text });
  if (card.kind === 'opportunity' && card.grants) {
    const hands = card.grants.hands;
    if (hands.length === 1) gainCard(s, hands[0]!, card.grants.card);
    else push(s, { k: 'opportunityHand', card: card.grants.card, hands });
    return;
  }
  s.stDiscard.push(name);
  runEffects(s, card.effects, 'demonstrators', null, requirementAreas(s, card) ?? [], name);
}

const opportunityHandTask: TaskHandler = {
  run(s, t) {
    ask(s, t, sideFaction(s, 'demonstrators'), `Which hand takes ${field<string>(t, 'card')}?`, field<Faction[]>(t, 'hands'));
  },
  answer(s, t, option) {
    pop(s, t);
    gainCard(s, option as Faction, field<string>(t, 'card'));
  },
};

/** 2.7.3 An Opportunity card joins a hand, to be played "on a later turn". */
function gainCard(s: State, f: Faction, card: string): void {
  s.hands[f].push(card);
  s.hands[f].sort();
  emit(s, { type: 'cardGained', faction: f, card });
  if (s.turn) s.turn.fresh = [...(s.turn.fresh ?? []), card];
}

/** 2.7.4, 2.9.5 Discard a Counterrevolutionary by removing a free Agitator from the board. */
export function discardCounter(s: State, card: string, area: string): void {
  s.stSplay.splice(s.stSplay.indexOf(card), 1);
  s.stDiscard.push(card);
  s.areas[area]!.u.ag -= 1;
  s.supply.ag += 1;
  emit(s, { type: 'counterrevolutionaryDiscarded', card, agitatorFrom: area });
}

/** The task handlers of the Street Theater splay and Opportunity cards. */
export const streetTheaterTasks: Readonly<Record<string, TaskHandler>> = {
  stPlace: stPlaceTask,
  opportunityHand: opportunityHandTask,
};
