import type { GameEvent } from '../../../../core/types.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { componentsOf, eliminatedArea, onProject } from '../../state/zones.js';
import { discardCard, handCards, move, newRoll, projectOf, redRemain, res, setProject, setRes , type NextHandlers } from './common.js';
import { hitsOf } from './dice.js';
import { enterPreRoll } from './leaders.js';
import { activatedByCards } from './local-figures.js';
import { endResolution, fail, succeed } from './outcome.js';
import type { DieRoll, ProjectAction } from '../../state/resolution.js';
import { projectCard } from '../lookup.js';

/*
 * V Projects after the courthouse (18.3.7–18.3.10): the registrar's roll (stage 3, possibly a SEG
 * Local Figure), and the D.O.J. Staff Attorney who cancels his hits (18.3.7.2, 22.17–22.19) with an
 * appeal. The classes and courthouse stages themselves are Advance and Survive (advance.ts).
 */

/** 18.3.7 the registrar rolls the blue die; as a SEG Local Figure activated by the cards played he escapes the –1 rule. */
function registrarRoll(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const p = projectOf(s, r.org);
  const registrar = projectCard(s, p.card).localFigures.find((f) => f.registrar && !p.lostLocalFigures.includes(f.name));
  const active = registrar !== undefined && activatedByCards(registrar.activation, r.cards);
  events.push({ type: 'registrar', org: r.org, localFigure: registrar?.name ?? null, activated: active });
  return setRes(s, { queue: [newRoll('blue', 'registrar', { exempt: active })], next: 'registrar-hits' });
}

/** 22.18 the D.O.J. Staff Attorney is there if a law in effect enables him; never in Summer Projects (22.22). */
function dojAvailable(s: FreeAtLastState): boolean {
  const card = projectCard(s, projectOf(s, res(s).org).card);
  if (card.kind === 'summer') return false;
  const laws = [...s.decks.laws.S, ...s.decks.laws.A, ...s.decks.laws.V];
  return componentsOf(s).legislation.some((l) => laws.includes(l.id) && l.effects.some((e) => e.kind === 'enable-doj-attorney'));
}

/** 18.3.7 each registrar hit removes a red cube; the rest is Overkill. */
function afterRegistrar(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  const hits = hitsOf(0, r.results['registrar']);
  events.push({ type: 'hits', org, side: 'registrar', hits });
  const moved = move(s, events, onProject(org), eliminatedArea(org), 'red', hits, 'failed by the registrar');
  s = setProject(moved.state, org, { overkill: hits - moved.moved });
  s = setRes(s, { registrar: { hits, removed: moved.moved } });
  if (hits > 0 && dojAvailable(s)) return setRes(s, { step: 'doj' });
  return setRes(s, { next: 'registrar-done' });
}

/** 22.18.1 the D.O.J. Staff Attorney's red die: +1, the –1 rule unless a blue card was played at the courthouse. */
function dojRoll(s: FreeAtLastState): DieRoll {
  return newRoll('red', 'doj', { exempt: res(s).cards.some((c) => c.color === 'blue') });
}

/** 22.18 his hits cancel the registrar's: Overkill first, then red cubes saved. 22.19 an appeal replaces the total. */
function afterDoj(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  const reg = r.registrar!;
  const hits = hitsOf(1, r.results['doj']);
  events.push({ type: 'hits', org, side: 'doj', hits });
  const overkill = reg.hits - reg.removed;
  const cancelOverkill = Math.min(hits, overkill);
  const saved = Math.min(hits - cancelOverkill, reg.removed);
  s = setProject(s, org, { overkill: overkill - cancelOverkill });
  s = move(s, events, eliminatedArea(org), onProject(org), 'red', saved, 'saved by the D.O.J. Staff Attorney').state;
  if (saved === 0 && !r.appeal && handCards(s, org).length > 0) return setRes(s, { step: 'appeal' });
  return setRes(s, { next: 'registrar-done' });
}

/** 18.3.9–18.3.10 after the registrar: success if any red cube remains (the courthouse VPs stand either way). */
function afterStage3(s: FreeAtLastState, events: GameEvent[]): FreeAtLastState {
  const org = res(s).org;
  return endResolution(redRemain(projectOf(s, org)) ? succeed(s, org, events) : fail(s, org, events));
}

/** The registrar and D.O.J. handlers the resolution engine runs once the queued dice are rolled. */
export const votingHandlers: NextHandlers<'voting'> = {
  registrar: registrarRoll,
  'registrar-hits': afterRegistrar,
  'doj-hits': afterDoj,
  'registrar-done': afterStage3,
};

/** The owner's choices about the D.O.J. Staff Attorney and his appeal. */
export function votingActions(s: FreeAtLastState): ProjectAction[] {
  const r = res(s);
  if (r.step === 'doj') return [{ type: 'projectDoj' }, { type: 'projectPass' }];
  if (r.step === 'appeal' && r.mode === 'advance') return [...handCards(s, r.org).map((card) => ({ type: 'projectAppeal' as const, card })), { type: 'projectPass' }];
  return [];
}

/** Applies a D.O.J. choice; `undefined` if the action is not one. */
export function applyVotingAction(s: FreeAtLastState, a: ProjectAction, events: GameEvent[]): FreeAtLastState | undefined {
  const r = res(s);
  if (r.step === 'doj') {
    if (a.type === 'projectPass') return setRes(s, { step: 'roll', next: 'registrar-done' });
    if (a.type !== 'projectDoj') return undefined;
    events.push({ type: 'dojAttorney', org: r.org });
    s = setProject(s, r.org, { litigationUsed: true });
    return enterPreRoll(setRes(s, { queue: [dojRoll(s)], next: 'doj-hits' }));
  }
  if (r.step === 'appeal' && r.mode === 'advance') {
    if (a.type === 'projectPass') return setRes(s, { step: 'roll', next: 'registrar-done' });
    if (a.type !== 'projectAppeal') return undefined;
    // 22.19 the appeal: a card discarded, the D.O.J. attorney rolls again; his new total replaces the first
    s = discardCard(s, r.org, a.card, events, 'appeal (22.19)');
    const reg = r.registrar!;
    s = setProject(s, r.org, { overkill: reg.hits - reg.removed });
    return enterPreRoll(setRes(s, { appeal: true, queue: [dojRoll(s)], next: 'doj-hits' }));
  }
  return undefined;
}
