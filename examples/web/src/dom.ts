/** A DOM element with attributes and children (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c !== null) el.append(c);
  return el;
}

/** A table of rows; the first row is the header. */
export function table(rows: readonly (readonly (string | number)[])[], caption?: string): HTMLTableElement {
  const [head, ...body] = rows;
  return h(
    'table',
    {},
    caption ? h('caption', {}, caption) : null,
    h('thead', {}, h('tr', {}, ...(head ?? []).map((c) => h('th', {}, String(c))))),
    h('tbody', {}, ...body.map((r) => h('tr', {}, ...r.map((c) => h('td', {}, String(c)))))),
  );
}

/** Name: value pairs in one line. */
export function facts(pairs: readonly (readonly [string, string | number])[]): HTMLElement {
  return h('p', { class: 'facts' }, ...pairs.flatMap(([k, v]) => [h('b', {}, `${k}: `), `${v}  `]));
}
