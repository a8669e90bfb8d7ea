/**
 * A sorted copy of the last list given, kept while the next list has the same items in the same
 * order: a search determinizes one state many times, and comparing a list item by item costs less
 * than sorting it. The copy it returns is shared: the caller must not write it.
 */
export class LastSorted<T> {
  #source: T[] = [];
  #sorted: readonly T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** `xs` sorted by the comparison (the same copy while `xs` has the last list's items in its order). */
  of(xs: readonly T[]): readonly T[] {
    const last = this.#source;
    let same = last.length === xs.length;
    for (let i = 0; same && i < xs.length; i++) same = last[i] === xs[i];
    if (!same) {
      this.#source = [...xs];
      this.#sorted = [...xs].sort(this.compare);
    }
    return this.#sorted;
  }
}
