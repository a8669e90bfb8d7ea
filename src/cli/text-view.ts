/** What the prompt and the list of actions already say, left out of the board. */
const SHOWN_ELSEWHERE = new Set(['legal', 'prompt', 'toMove']);

/** A value on one line: lists joined by commas, objects as `key=value` pairs, no quotes. */
function compact(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(compact).join(', ');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries.map(([k, v]) => (v !== null && typeof v === 'object' ? `${k}: {${compact(v)}}` : `${k}=${compact(v)}`)).join(' ');
}

/**
 * A seat's view as a compact text board for the terminal: one line per part of the view, each cut
 * to `width` characters. It renders any game's view (all views are plain JSON), so a new game
 * needs nothing to be played in the terminal.
 */
export function textView(view: unknown, width = 110): string[] {
  if (view === null || typeof view !== 'object') return [compact(view)];
  const parts = Object.entries(view as Record<string, unknown>).filter(([k]) => !SHOWN_ELSEWHERE.has(k));
  const keyWidth = Math.max(...parts.map(([k]) => k.length));
  return parts.map(([k, v]) => {
    const line = `  ${k.padEnd(keyWidth)}  ${compact(v)}`;
    return line.length > width ? `${line.slice(0, width - 1)}…` : line;
  });
}
