import { componentEntries, namesOf, type ComponentEntry } from '../core/component-entries.js';
import { cut, wrapped } from './screen.js';
import { boardLines, componentsOf, handOf } from './text-boards.js';

/** What the commands of `play --seat` read: the person's view and the transcript so far. */
export interface SeatContext {
  readonly gameId: string;
  readonly view: unknown;
  readonly log: readonly string[];
}

/** How many lines `log` shows: the last screenful. */
const LOG_LINES = 25;

const HELP = [
  'Commands (the number of a choice answers; 0 goes back out of a group):',
  '  board        the whole board, as your seat sees it',
  '  hand         your cards, numbered for card <n>',
  '  card <n>     card n of your hand in full (its text, Ops or rank); card <name> any named card,',
  '               leader, city or area (its ability or its data)',
  '  log          the last 25 lines of the game: decisions, rolls and their totals',
  '  undo         take back your last decision (and the replies since), unless a die or a draw came between',
  '  redo         take the undone decision again',
  '  q            stop: the record (--record) is written; so does Ctrl-D or Ctrl-C',
];

/** A named piece of the component set in full: its name, its data, its text wrapped. */
function entryLines(e: ComponentEntry): string[] {
  const fields = Object.entries(e.data).filter(([k, v]) => !['name', 'title', 'text', 'source'].includes(k) && v !== false && !(Array.isArray(v) && v.length === 0));
  return [
    e.name,
    ...fields.map(([k, v]) => cut(`  ${k.padEnd(10)} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)),
    ...(typeof e.data.text === 'string' && e.data.text !== '' ? wrapped(`  ${e.data.text}`) : []),
  ];
}

/** `card <n|name>`: card n of the hand, or the piece whose name or id is (or uniquely contains) the words. */
function card(ctx: SeatContext, words: string): string[] {
  const entries = componentEntries(componentsOf(ctx.gameId, ctx.view));
  const hand = handOf(ctx.gameId, ctx.view);
  const wanted = /^\d+$/.test(words) ? hand[Number(words) - 1] : words;
  if (wanted === undefined || wanted === '') return [hand.length === 0 ? 'card <name>: which card? (your hand is empty)' : `card <n>: n is from 1 to ${hand.length} (hand lists them)`];
  const low = wanted.toLowerCase();
  const exact = entries.filter((e) => e.keys.some((k) => k.toLowerCase() === low));
  const found = exact.length > 0 ? exact : entries.filter((e) => e.name.toLowerCase().includes(low));
  if (found.length === 0) return [`No card, leader or place is called '${wanted.slice(0, 40)}'.`];
  if (new Set(found.map((e) => e.name)).size > 1) return [cut(`'${wanted.slice(0, 40)}' could be: ${[...new Set(found.map((e) => e.name))].join(', ')}`)];
  return entryLines(found[0]!);
}

/**
 * The answer of a `play --seat` command other than a choice, `undo`, `redo` or `q`, as lines;
 * `null` when `word` is no command.
 */
export function seatCommand(word: string, rest: string, ctx: SeatContext): string[] | null {
  switch (word) {
    case 'help':
    case '?':
      return HELP;
    case 'board':
      return boardLines(ctx.gameId, ctx.view);
    case 'hand': {
      const hand = handOf(ctx.gameId, ctx.view);
      const name = namesOf(componentsOf(ctx.gameId, ctx.view));
      return hand.length === 0 ? ['Your hand is empty.'] : ['Your hand (card <n> shows one in full):', ...hand.map((c, i) => cut(`${String(i + 1).padStart(4)}. ${name(c)}${summary(ctx, c)}`))];
    }
    case 'card':
      return card(ctx, rest.trim());
    case 'log':
      return ctx.log.length === 0 ? ['Nothing has happened yet.'] : ctx.log.slice(-LOG_LINES);
    default:
      return null;
  }
}

/** A card's value at a glance, for `hand`: its Ops (1955), or its rank and colour (Free at Last). */
function summary(ctx: SeatContext, id: string): string {
  const e = componentEntries(componentsOf(ctx.gameId, ctx.view)).find((x) => x.keys.includes(id));
  if (e === undefined) return '';
  const d = e.data;
  const parts = [typeof d.ops === 'number' ? `${d.ops} ${d.ops === 1 ? 'Op' : 'Ops'}` : '', typeof d.rank === 'number' ? `${String(d.color ?? '')} ${d.rank}`.trim() : ''].filter((p) => p !== '');
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
