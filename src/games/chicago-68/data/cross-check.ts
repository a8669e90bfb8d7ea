import type * as z from 'zod/mini';
import { A } from './area-names.js';

/*
 * A component set checked as a whole (issue 12): every reference inside it names something in it,
 * the areas the rules name exist with their kind, and names are unique — so that a broken set is an
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
interface LinkedParts {
  readonly areas: readonly { readonly name: string; readonly kind: string }[];
  readonly paths: readonly { readonly id: string; readonly a: string; readonly b: string }[];
  readonly setupBarricades: readonly string[];
  readonly setupBarbedWire: readonly string[];
  readonly actionCards: readonly { readonly name: string }[];
  readonly streetTheater: readonly (Cards & { readonly location: string; readonly grants?: { readonly card: string } | undefined })[];
  readonly policies: readonly Cards[];
  readonly tactics: readonly Cards[];
  readonly incendiary: readonly Cards[];
  readonly mobChaos: readonly { readonly day: readonly Effect[]; readonly night: readonly Effect[] }[];
}

function unique(names: readonly string[], what: string, path: string, issue: Issue): void {
  const seen = new Set<string>();
  names.forEach((n, i) => {
    if (seen.has(n)) issue(`${what} '${n}' appears twice`, [path, i]);
    seen.add(n);
  });
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
  const areas = new Set(set.areas.map((a) => a.name));
  const cards = new Set(set.actionCards.map((c) => c.name));
  unique(set.areas.map((a) => a.name), 'City Area', 'areas', issue);
  for (const name of Object.values(A)) {
    const area = set.areas.find((a) => a.name === name);
    if (!area) issue(`the rules need the City Area '${name}'`, ['areas']);
    else if (namedKinds[name] !== undefined && area.kind !== namedKinds[name]) issue(`'${name}' must be a ${namedKinds[name]} area`, ['areas', set.areas.indexOf(area), 'kind']);
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
  unique(set.actionCards.map((c) => c.name), 'Action Card', 'actionCards', issue);
  set.streetTheater.forEach((c, i) => {
    if (c.location !== 'any' && c.location !== 'Grant Park' && !areas.has(c.location)) issue(`unknown location '${c.location}'`, ['streetTheater', i, 'location']);
    if (c.grants && !cards.has(c.grants.card)) issue(`unknown Action Card '${c.grants.card}'`, ['streetTheater', i, 'grants', 'card']);
    checkEffects(c.effects, ['streetTheater', i, 'effects'], known, issue);
  });
  for (const key of ['policies', 'tactics', 'incendiary'] as const) set[key].forEach((c, i) => checkEffects(c.effects, [key, i, 'effects'], known, issue));
  set.mobChaos.forEach((c, i) => {
    checkEffects(c.day, ['mobChaos', i, 'day'], known, issue);
    checkEffects(c.night, ['mobChaos', i, 'night'], known, issue);
  });
}
