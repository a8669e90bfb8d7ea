/** A cell that holds a count: a whole number, or `.` for none. */
const isCount = (cell: string): boolean => /^(-?\d+|\.)$/.test(cell);

/**
 * A table as lines with aligned columns, for a text board in a terminal: the first row is the
 * header; a column of counts (whole numbers, `.` for none) is right-aligned, header included.
 */
export function alignColumns(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const right = widths.map((_, i) => rows.length > 1 && rows.slice(1).every((row) => isCount(row[i] ?? '')));
  return rows.map((row) => `${indent}${row.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`.trimEnd());
}

/** A list on one line: its items joined by commas, or `—` when it is empty. */
export const listed = (items: readonly (string | number)[]): string => (items.length === 0 ? '—' : items.join(', '));

/** Counts on one line as `key n` pairs, zero counts left out (`—` when none is left). */
export function counted(counts: Readonly<Record<string, number>>): string {
  const shown = Object.entries(counts).filter(([, n]) => n !== 0);
  return shown.length === 0 ? '—' : shown.map(([k, n]) => `${k} ${n}`).join(', ');
}
