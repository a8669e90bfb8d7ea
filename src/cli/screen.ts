/** The terminal `play --seat` is made for: each decision fits 100 columns by 30 lines. */
const SCREEN_WIDTH = 100;

/** A line cut to the screen's width (an ellipsis says so). */
export const cut = (line: string, width = SCREEN_WIDTH): string => (line.length <= width ? line : `${line.slice(0, width - 1)}…`);

/** A text wrapped at spaces to the screen's width; the lines after the first are indented by two. */
export function wrapped(text: string, width = SCREEN_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].map((l) => cut(l, width));
}
