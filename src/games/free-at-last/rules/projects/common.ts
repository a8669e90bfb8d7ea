import { copyState } from '../../state/copy.js';
import { withKey } from '../../../../core/with-key.js';
import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState, Project, VpCategory } from '../../state/schema.js';
import { addVp, moveCubes, type CubeColor, type Zone } from '../../state/zones.js';
import type { DieRoll, Resolution, ResolutionNext, ResolutionNextGroup, ResolutionNextOf, RollPurpose } from '../../state/resolution.js';
import { resolutionOf, updateResolution } from '../../state/stack.js';
import { isMandatory, triggerBurn } from '../mandatory-events.js';

/*
 * Small helpers shared by the project rules: reading and writing the Project and the resolution,
 * moving cubes and scoring with an event for the log.
 */

/** `org`'s Project (throws if it has none: callers check first). */
export function projectOf(s: FreeAtLastState, org: Organization): Project {
  const p = s.projects[org];
  if (!p) throw new Error(`${org} has no Project`);
  return p;
}

/** `org`'s Project with some fields replaced. */
export function setProject(s: FreeAtLastState, org: Organization, patch: Partial<Project>): FreeAtLastState {
  const t = copyState(s);
  t.projects = withKey(s.projects, org, { ...projectOf(s, org), ...patch });
  return t;
}

/** The running resolution (throws if none). */
export function res(s: FreeAtLastState): Resolution {
  const r = resolutionOf(s);
  if (!r) throw new Error('No project resolution is running');
  return r;
}

/** The running resolution with some fields replaced. */
export const setRes = updateResolution;

/** Red cubes plus Freedom Riders as 2 cubes each (7.4), for hits by red cubes. */
export function redStrength(p: Project): number {
  return p.cubes.red + 2 * p.freedomRiders.length;
}

/** Whether anyone is left on the Project's side: red cubes or Freedom Riders (7.4). */
export function redRemain(p: Project): boolean {
  return p.cubes.red + p.freedomRiders.length > 0;
}

function zoneName(z: Zone): string {
  return z.zone === 'supply' ? 'supply' : `${z.zone}:${z.org}`;
}

/** Moves cubes and logs a `cubes` event; returns the new state and how many moved. */
export function move(s: FreeAtLastState, events: GameEvent[], from: Zone, to: Zone, color: CubeColor, n: number, why: string): { state: FreeAtLastState; moved: number } {
  const r = moveCubes(s, from, to, color, n);
  if (r.moved > 0) events.push({ type: 'cubes', color, count: r.moved, from: zoneName(from), to: zoneName(to), why });
  return r;
}

/** Scores VPs and logs a `vp` event. */
export function score(s: FreeAtLastState, events: GameEvent[], org: Organization, category: VpCategory, n: number, why: string): FreeAtLastState {
  if (n === 0) return s;
  events.push({ type: 'vp', org, category, vp: n, why });
  return addVp(s, org, category, n);
}

/** One chapter's resolution steps, run once the queued dice are rolled (engine.ts): one handler per name. */
export type NextHandlers<G extends ResolutionNextGroup> = { readonly [K in ResolutionNextOf<G>]: (s: FreeAtLastState, events: GameEvent[]) => FreeAtLastState };

/** A new die roll with no modifiers. */
export function newRoll(die: DieRoll['die'], purpose: RollPurpose, opts: Partial<DieRoll> = {}): DieRoll {
  return { die, purpose, twice: false, insured: false, exempt: false, modifier: 0, faces: [], kept: null, subsequent: null, deferConfirm: false, xRerollDeclined: false, plain: false, ...opts };
}

/** A fresh resolution for `org` (fields per mode are then patched in). */
export function newResolution(org: Organization, mode: Resolution['mode'], cards: Resolution['cards'], next: ResolutionNext): Resolution {
  return {
    org,
    mode,
    cards: [...cards],
    step: 'roll',
    next,
    after: '',
    roll: null,
    queue: [],
    results: {},
    figures: [],
    staffOffer: [],
    rerolls: 0,
    batch: [],
    staffCubes: [],
    staffLeader: [],
    strikeFirstOk: false,
    strikeFirst: false,
    insured: false,
    extraRank: 0,
    hits: { red: 0, white: 0, blue: 0 },
    collected: { white: 0, blue: 0 },
    removed: { byWhite: 0, byBlue: 0, riders: 0 },
    advanced: 0,
    leaderHits: 0,
    responders: [],
    responseHits: 0,
    appeal: false,
    proposals: {},
    cases: [],
    registrar: null,
    leaderGone: false,
  };
}

/** Cards `org` may discard or play from hand: Strategy card ids, and 'home' for the Home Card (9.3.3). */
export function handCards(s: FreeAtLastState, org: Organization): string[] {
  const o = s.orgs[org]!;
  return [...new Set(o.hand), ...(o.homeCardInHand ? ['home'] : [])];
}

/** Discards a card from `org`'s hand ('home' = the Home Card, which stays with its owner for the next Turn). */
export function discardCard(s: FreeAtLastState, org: Organization, card: string, events: GameEvent[], why: string): FreeAtLastState {
  const o = s.orgs[org]!;
  events.push({ type: 'discard', org, card, why });
  if (card === 'home') return { ...s, orgs: { ...s.orgs, [org]: { ...o, homeCardInHand: false } } };
  const i = o.hand.indexOf(card);
  const hand = [...o.hand.slice(0, i), ...o.hand.slice(i + 1)];
  const t = { ...s, orgs: { ...s.orgs, [org]: { ...o, hand } }, decks: { ...s.decks, strategyDiscard: [...s.decks.strategyDiscard, card] } };
  // 9.8.1 a discarded Burn, Baby, Burn! takes place; SNCC and CORE answer once the resolution is over
  return isMandatory(t, card) ? triggerBurn(t, events) : t;
}
