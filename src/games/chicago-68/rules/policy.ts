import type { State } from '../schema.js';
import { board } from './context.js';
import { emit } from './log.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';

/* 2.7.2, 2.8.1 The Mayor Policy deck and splay. */

/** 2.8.1 Splay limit: six, plus one with the "+1 SPLAY" bonus tile. */
export function policyLimit(s: State): number {
  return 6 + (s.tiles.splay === 'establishment' ? 1 : 0);
}

/** Asks for a Policy draw (reshuffling the discards when the deck is empty). */
export function requestPolicyDraw(s: State, purpose: string): void {
  if (s.policyDeck.length === 0) {
    s.policyDeck = s.policyDiscard;
    s.policyDiscard = [];
  }
  if (s.policyDeck.length > 0) s.draw = { deck: 'policy', purpose, area: null };
}

/** A drawn Policy goes into the splay; when full, the Mayor discards one (or the new card). */
export function placePolicy(s: State, name: string): void {
  s.policyDeck.splice(s.policyDeck.indexOf(name), 1);
  if (s.policySplay.length < policyLimit(s)) {
    s.policySplay.push({ name, paid: 0 });
    emit(s, { type: 'policySplay', card: name });
  } else push(s, { k: 'policyPlace', card: name });
}

const policyPlaceTask: TaskHandler = {
  run(s, t) {
    const options = [...s.policySplay.map((p) => `replace:${p.name}`), 'discard'];
    ask(s, t, 'mayor', `Policy splay full: place ${field<string>(t, 'card')}?`, options);
  },
  answer(s, t, option) {
    pop(s, t);
    const card = field<string>(t, 'card');
    if (option === 'discard') return void s.policyDiscard.push(card);
    const old = option.slice('replace:'.length);
    emit(s, { type: 'policySplay', card, replacing: old });
    // Glossary "Active": an ongoing Policy (SMOKE 'EM) is active only while it is in the splay
    if (board(s).set.policies.find((p) => p.name === old)?.effects.some((e) => e.op === 'smokeEm')) s.smokeEm = false;
    const i = s.policySplay.findIndex((p) => p.name === old);
    // MANDATE note: Capital on a discarded Policy returns to the supply
    s.policyDiscard.push(old);
    s.policySplay[i] = { name: card, paid: 0 };
  },
};

/** MANDATE: the next activation of a Policy costs 2, 4, 6… Capital. */
export function mandateCost(paid: number): number {
  return 2 * (paid + 1);
}

/** The task handlers of the Mayor Policy splay. */
export const policyTasks: Readonly<Record<string, TaskHandler>> = {
  policyPlace: policyPlaceTask,
};
