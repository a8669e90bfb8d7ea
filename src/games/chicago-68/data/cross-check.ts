import type * as z from 'zod/mini';
import { A } from './area-names.js';

/*
 * A component set checked as a whole (issue 12): every reference inside it names something in it,
 * the areas the rules name exist with their kind, ids are unique and each id is one name across the
 * decks (issue 36: references are by id) — so that a broken set is an
 * InvalidConfigError naming the entry at setup, never a crash a few steps into the game.
 */

/** The kind the rules expect of each City Area they name (2.2.1; the jail is 2.3.4's). */
const namedKinds: Readonly<Record<string, string>> = {
  [A.lincolnPark]: 'park',
  [A.grantParkWest]: 'park',
  [A.grantParkEast]: 'park',
  [A.washingtonPark]: 'park',
  [A.jail]: 'jail',
};

/** The location of a Street Theater card that either Grant Park area meets (2.9.6): the areas whose ids begin with it. */
export const GRANT_PARK = 'grant-park';

type Issue = (message: string, path: (string | number)[]) => void;

/** The parts of a component set that refer to one another (data/schema.ts, which refines with this check). */
interface Effect {
  readonly op: string;
  readonly at?: unknown;
  readonly card?: string;
}
interface Cards {
  readonly effects: readonly Effect[];
}
interface Entry {
  readonly id: string;
  readonly name: string;
}
interface LinkedParts {
  readonly areas: readonly (Entry & { readonly kind: string })[];
  readonly paths: readonly { readonly id: string; readonly a: string; readonly b: string }[];
  readonly setupBarricades: readonly string[];
  readonly setupBarbedWire: readonly string[];
  readonly actionCards: readonly Entry[];
  readonly streetTheater: readonly (Entry & Cards & { readonly location: string; readonly grants?: { readonly card: string } | undefined })[];
  readonly policies: readonly (Entry & Cards)[];
  readonly tactics: readonly (Entry & Cards)[];
  readonly incendiary: readonly (Entry & Cards)[];
  readonly mobChaos: readonly (Entry & { readonly day: readonly Effect[]; readonly night: readonly Effect[] })[];
  readonly machine?: { readonly actions: readonly Entry[]; readonly tactics: readonly Entry[]; readonly policies: readonly Entry[] } | undefined;
}

function unique(names: readonly string[], what: string, path: string, issue: Issue): void {
  const seen = new Set<string>();
  names.forEach((n, i) => {
    if (seen.has(n)) issue(`${what} '${n}' appears twice`, [path, i]);
    seen.add(n);
  });
}

/** Each id names one card across the decks (a Policy that adds DRAW DOWN and the card itself share `draw-down`). */
function oneNamePerId(set: LinkedParts, issue: Issue): void {
  const decks = ['actionCards', 'streetTheater', 'policies', 'tactics', 'mobChaos', 'incendiary'] as const;
  const entries: [Entry, (string | number)[]][] = decks.flatMap((d) => set[d].map((c, i): [Entry, (string | number)[]] => [c, [d, i, 'id']]));
  if (set.machine) for (const d of ['actions', 'tactics', 'policies'] as const) set.machine[d].forEach((c, i) => entries.push([c, ['machine', d, i, 'id']]));
  const names = new Map<string, string>();
  for (const [c, path] of entries) {
    const name = names.get(c.id);
    if (name !== undefined && name !== c.name) issue(`card id '${c.id}' names both '${name}' and '${c.name}'`, path);
    else names.set(c.id, c.name);
  }
}

function checkEffects(effects: readonly Effect[], path: (string | number)[], known: { areas: Set<string>; cards: Set<string> }, issue: Issue): void {
  effects.forEach((e, i) => {
    const area = typeof e.at === 'object' && e.at !== null && 'area' in e.at ? String(e.at.area) : null;
    if (area !== null && !known.areas.has(area)) issue(`unknown City Area '${area}'`, [...path, i, 'at', 'area']);
    if (e.card !== undefined && !known.cards.has(e.card)) issue(`unknown Action Card '${e.card}'`, [...path, i, 'card']);
  });
}

/** Adds an issue to `ctx` for every broken cross-reference of a component set. */
export function crossCheck(set: LinkedParts, ctx: z.core.$RefinementCtx): void {
  const issue: Issue = (message, path) => ctx.addIssue({ code: 'custom', message, path });
  const areas = new Set(set.areas.map((a) => a.id));
  const cards = new Set(set.actionCards.map((c) => c.id));
  unique(set.areas.map((a) => a.id), 'City Area', 'areas', issue);
  for (const id of Object.values(A)) {
    const area = set.areas.find((a) => a.id === id);
    if (!area) issue(`the rules need the City Area '${id}'`, ['areas']);
    else if (namedKinds[id] !== undefined && area.kind !== namedKinds[id]) issue(`'${id}' must be a ${namedKinds[id]} area`, ['areas', set.areas.indexOf(area), 'kind']);
  }
  unique(set.paths.map((p) => p.id), 'Path', 'paths', issue);
  set.paths.forEach((p, i) => {
    for (const end of ['a', 'b'] as const) if (!areas.has(p[end])) issue(`unknown City Area '${p[end]}'`, ['paths', i, end]);
    if (p.a === p.b) issue(`a Path joins two different City Areas`, ['paths', i]);
  });
  const pathIds = new Set(set.paths.map((p) => p.id));
  for (const key of ['setupBarricades', 'setupBarbedWire'] as const) {
    set[key].forEach((id, i) => {
      if (!pathIds.has(id)) issue(`unknown Path '${id}'`, [key, i]);
    });
  }
  const known = { areas, cards };
  unique(set.actionCards.map((c) => c.id), 'Action Card', 'actionCards', issue);
  for (const key of ['streetTheater', 'policies', 'tactics', 'mobChaos', 'incendiary'] as const) unique(set[key].map((c) => c.id), 'card', key, issue);
  oneNamePerId(set, issue);
  set.streetTheater.forEach((c, i) => {
    if (c.location !== 'any' && c.location !== GRANT_PARK && !areas.has(c.location)) issue(`unknown location '${c.location}'`, ['streetTheater', i, 'location']);
    if (c.grants && !cards.has(c.grants.card)) issue(`unknown Action Card '${c.grants.card}'`, ['streetTheater', i, 'grants', 'card']);
    checkEffects(c.effects, ['streetTheater', i, 'effects'], known, issue);
  });
  for (const key of ['policies', 'tactics', 'incendiary'] as const) set[key].forEach((c, i) => checkEffects(c.effects, [key, i, 'effects'], known, issue));
  set.mobChaos.forEach((c, i) => {
    checkEffects(c.day, ['mobChaos', i, 'day'], known, issue);
    checkEffects(c.night, ['mobChaos', i, 'night'], known, issue);
  });
}
