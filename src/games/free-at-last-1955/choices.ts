import type { ChoicePath, ChoiceStep } from '../../core/choices.js';
import { MAX_CHOICES } from '../../core/choices.js';
import { board, nameOf } from './rules/lookups.js';
import type { Action, View } from './schema.js';

/*
 * Free At Last (1955–65)'s legal actions grouped for people, from the seat's view alone: by the
 * card they use (or the free 1-Ops action), then its use (recruit, activate a leader, activate
 * cities, event), then the leader; cities by state when there are many to choose from.
 */

const step = (key: string, label: string): ChoiceStep => ({ key, label });
const GOAL: Record<string, string> = { S: 'school integration', A: 'public accommodations', V: 'voting rights' };

/** The path of one legal action; `where(city)` gives the steps that pick a city, `name` a component's display name. */
function pathOf(a: Action, where: (city: string) => ChoiceStep[], name: (kind: 'card' | 'leader' | 'state', id: string) => string): ChoiceStep[] {
  const cardStep = (card: string | null): ChoiceStep => step(`card:${card}`, card === null ? 'the free 1-Ops action' : name('card', card));
  switch (a.type) {
    case 'recruit': return [cardStep(a.card), step('recruit', 'recruit units')];
    case 'activate': return [cardStep(a.card), step('activate', 'activate a leader'), step(a.leader, name('leader', a.leader))];
    case 'cities': return [cardStep(a.card), step('cities', 'activate cities')];
    case 'event': return [cardStep(a.card), step('event', 'play it as an event')];
    case 'card': return [cardStep(a.card), step('card', 'play it as a confrontation card')];
    case 'discard': return [cardStep(a.card), step('discard', 'discard it')];
    case 'commit': return [cardStep(a.card), step('commit', 'commit it face down'), step(String(a.candidate), `to candidate ${a.candidate + 1}`)];
    case 'city': return where(a.city);
    case 'move': return [step(`unit:${a.unit}`, `move a ${a.unit} unit`), ...where(a.to)];
    case 'state': return [step(`state:${a.state}`, name('state', a.state))];
    case 'bring': return [step(`bring:${a.unit}`, `bring a ${a.unit} unit along`)];
    case 'pass': return [step('pass', 'hold (pass an action)')];
    case 'stay': return [step('stay', 'stay in place')];
    case 'attack': return [step(`attack:${a.goal}`, a.goal === null ? 'mass arrest' : `protest for ${GOAL[a.goal]}`)];
    case 'leader': return [step(`leader:${a.leader}`, `${name('leader', a.leader)} defends`)];
    case 'avoid': return [step(`avoid:${a.ability}`, a.ability ? 'try to avoid, with the leader’s ability' : 'try to avoid the confrontation')];
    case 'media': return [step('media', 'ask for national media attention')];
    case 'ability': return [step('ability', 'use the leader’s special ability')];
    case 'loss': return [step(`loss:${a.unit}`, `lose a ${a.unit} unit`)];
    case 'entrench': return [step('entrench', 'try to entrench the city')];
    case 'done': return [step('done', 'done')];
    case 'die': return [step(`die:${a.face}`, `roll ${a.face}`)];
    case 'draw': return [step(`draw:${a.card}`, `draw ${name('card', a.card)}`)];
  }
}

/** The grouped choices of the view's seat. */
export function fal1955ChoicePaths(view: View): ChoicePath<Action>[] {
  const b = board(view);
  const picks = view.legal.filter((a) => a.type === 'city' || a.type === 'move').length;
  const where = (city: string): ChoiceStep[] => {
    const c = step(`city:${city}`, nameOf(view, 'city', city));
    const state = b.city.get(city)?.state;
    return picks > MAX_CHOICES && state !== undefined ? [step(`in:${state}`, nameOf(view, 'state', state)), c] : [c];
  };
  return view.legal.map((action) => ({ action, path: pathOf(action, where, (kind, id) => nameOf(view, kind, id)) }));
}
