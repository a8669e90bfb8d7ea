/* A component's id from its name (issue 36: Chicago '68's data/ids.ts and Free at Last's card builders derive the reference sets' ids with it). */

/** A rulebook name as an id: lower case, apostrophes dropped, every other run of non-letters one hyphen. */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** `idOf` at the type level, for names of letters and single spaces (the City Areas). */
export type IdOf<S extends string> = S extends `${infer H} ${infer T}` ? `${Lowercase<H>}-${IdOf<T>}` : Lowercase<S>;

/** A component as a data file writes it: its name, whose `idOf` is its id, or its id and name where they differ. */
export type NameAndId = string | { readonly id: string; readonly name: string };

/** The id and name of a component written as {@link NameAndId}. */
export const idAndName = (n: NameAndId): { id: string; name: string } => (typeof n === 'string' ? { id: idOf(n), name: n } : { id: n.id, name: n.name });
