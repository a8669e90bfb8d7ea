/* A component's id from its rulebook name (issue 36; data/ids.ts derives the reference set's ids with it). */

/** A rulebook name as an id: lower case, apostrophes dropped, every other run of non-letters one hyphen. */
export function idOf(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** `idOf` at the type level, for names of letters and single spaces (the City Areas). */
export type IdOf<S extends string> = S extends `${infer H} ${infer T}` ? `${Lowercase<H>}-${IdOf<T>}` : Lowercase<S>;
