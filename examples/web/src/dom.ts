type Child = Node | string | number | null | false;

/** A DOM element with attributes and children (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== false) el.append(typeof c === 'number' ? String(c) : c);
  return el;
}

/** An SVG element with attributes and children. */
export function s<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) if (c !== null && c !== false) el.append(typeof c === 'number' ? String(c) : c);
  return el;
}

/**
 * A thing on the board that a choice can name: `data-ref="kind:id"` (the browser test checks that
 * every component a legal action names has one).
 */
export const ref = (kind: string, id: string | number): Record<string, string> => ({ 'data-ref': `${kind}:${id}` });

/** A labelled item of a list on the board, marked with its `ref`. */
export const chip = (kind: string, id: string | number, text: string): HTMLElement => h('span', { class: 'chip', ...ref(kind, id) }, text);

/** A heading and a row of chips (or "none"). */
export function chips(title: string, items: readonly HTMLElement[], attrs: Record<string, string> = {}): HTMLElement {
  return h('p', { class: 'chips', ...attrs }, h('b', {}, `${title}: `), ...(items.length > 0 ? items : ['none']));
}

/** A table of rows; the first row is the header. Cells may be nodes. */
export function table(rows: readonly (readonly (string | number | Node)[])[], caption?: string): HTMLTableElement {
  const [head, ...body] = rows;
  const cell = (tag: 'th' | 'td', c: string | number | Node): HTMLElement => h(tag, {}, typeof c === 'number' ? String(c) : c);
  return h(
    'table',
    {},
    caption ? h('caption', {}, caption) : null,
    h('thead', {}, h('tr', {}, ...(head ?? []).map((c) => cell('th', c)))),
    h('tbody', {}, ...body.map((r) => h('tr', {}, ...r.map((c) => cell('td', c))))),
  );
}

/** Name: value pairs in one line; a pair may carry a `ref` kind:id. */
export function facts(pairs: readonly (readonly [string, string | number, string?])[]): HTMLElement {
  return h('p', { class: 'facts' }, ...pairs.flatMap(([k, v, r]) => [h('span', r ? { 'data-ref': r } : {}, h('b', {}, `${k}: `), String(v)), '  ']));
}
