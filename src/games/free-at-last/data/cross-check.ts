import type * as z from 'zod/mini';

/*
 * A component set checked as a whole (issue 12): every reference inside it names something in it and
 * every id is unique, so that a broken set is an InvalidConfigError naming the entry at setup, never
 * a crash a few steps into the game.
 */

type Issue = (message: string, path: (string | number)[]) => void;
type Activation = { readonly by: string; readonly state?: string };

/** The parts of a component set that refer to one another (data/schema.ts refines with this check). */
interface LinkedParts {
  readonly states: readonly { readonly id: string }[];
  readonly projects: readonly { readonly number: number; readonly state: string; readonly localFigures: readonly { readonly activation: Activation }[] }[];
  readonly strategy: readonly { readonly id: string }[];
  readonly homeCards: readonly { readonly organization: string }[];
  readonly leaders: readonly { readonly id: string; readonly activation: Activation }[];
  readonly attorneys: readonly { readonly id: string; readonly state?: string | undefined; readonly activation: Activation }[];
  readonly legislation: readonly { readonly id: string }[];
  readonly xTracks: Readonly<Record<'red' | 'white' | 'blue', { readonly values: readonly number[]; readonly start: number }>>;
}

function unique(ids: readonly (string | number)[], what: string, path: string, issue: Issue): void {
  const seen = new Set<string | number>();
  ids.forEach((id, i) => {
    if (seen.has(id)) issue(`${what} '${id}' appears twice`, [path, i]);
    seen.add(id);
  });
}

/** Adds an issue to `ctx` for every broken cross-reference of a component set. */
export function crossCheck(set: LinkedParts, ctx: z.core.$RefinementCtx): void {
  const issue: Issue = (message, path) => ctx.addIssue({ code: 'custom', message, path });
  const states = new Set(set.states.map((s) => s.id));
  const knownState = (id: string | undefined, path: (string | number)[]) => {
    if (id !== undefined && !states.has(id)) issue(`unknown state '${id}'`, path);
  };
  unique(set.states.map((s) => s.id), 'State', 'states', issue);
  unique(set.projects.map((p) => p.number), 'Project', 'projects', issue);
  set.projects.forEach((p, i) => {
    knownState(p.state, ['projects', i, 'state']);
    p.localFigures.forEach((f, j) => knownState(f.activation.state, ['projects', i, 'localFigures', j, 'activation', 'state']));
  });
  unique(set.strategy.map((c) => c.id), 'Strategy card', 'strategy', issue);
  // 9.3.3 one Home Card per organization
  unique(set.homeCards.map((h) => h.organization), 'Home Card of', 'homeCards', issue);
  unique(set.leaders.map((l) => l.id), 'Leader', 'leaders', issue);
  set.leaders.forEach((l, i) => knownState(l.activation.state, ['leaders', i, 'activation', 'state']));
  unique(set.attorneys.map((a) => a.id), 'Attorney', 'attorneys', issue);
  set.attorneys.forEach((a, i) => {
    knownState(a.state, ['attorneys', i, 'state']);
    knownState(a.activation.state, ['attorneys', i, 'activation', 'state']);
  });
  unique(set.legislation.map((l) => l.id), 'Legislation card', 'legislation', issue);
  for (const die of ['red', 'white', 'blue'] as const) {
    const track = set.xTracks[die];
    if (track.start >= track.values.length) issue(`the ${die} X Value Track starts past its end`, ['xTracks', die, 'start']);
  }
}
