import type { SyncBot } from '../core/bots.js';
import { sampleOutcome } from '../core/chance.js';
import { choiceTree, isChoiceGroup, type Choice } from '../core/choices.js';
import { forcedAction } from '../core/forced.js';
import { history, type History } from '../core/history.js';
import { createRandom } from '../core/rng.js';
import { seedNumber } from '../core/research/seeds.js';
import type { Seed } from '../core/seed.js';
import type { BaseAction, BaseState, Game } from '../core/types.js';
import { UsageError } from './args.js';
import { parseBot } from './bot-spec.js';
import { findHeuristic } from './catalog.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';
import { seatCommand } from './seat-commands.js';
import { cut, wrapped } from './screen.js';
import { boardLines } from './text-boards.js';

/** What `play --seat` needs from the command line. */
export interface SeatGame {
  readonly game: Game<any, any, any, any>;
  readonly config: Record<string, unknown>;
  readonly seed: Seed;
  readonly maxSteps: number;
  readonly seat: string;
  /** `--bots`: one name for every other seat, or one per other seat in turn order. */
  readonly bots: string | undefined;
}

/** The bots of the seats other than the person's. */
function botsFor(game: Game<any, any, any, any>, others: readonly string[], text: string | undefined, seed: number): Map<string, SyncBot<BaseAction, unknown>> {
  const specs = (text ?? (findHeuristic(game.id) ? 'heuristic' : 'random')).split(',');
  if (specs.length !== 1 && specs.length !== others.length) {
    throw new UsageError(`--bots names one bot for every other seat, or one per seat (${others.join(', ')}): got ${specs.length}`);
  }
  return new Map(others.map((seat, i) => [seat, parseBot(game, specs.length === 1 ? specs[0]! : specs[i]!).create(seed + i + 1) as SyncBot<BaseAction, unknown>]));
}

/** What the person answered at a decision. */
type Answer = { readonly kind: 'action'; readonly action: BaseAction } | { readonly kind: 'quit' | 'undo' | 'redo' };

/** The person's side of the game: the history, where they were asked, and the transcript for `log`. */
interface Table {
  readonly g: SeatGame;
  readonly io: CliIo;
  readonly input: AsyncIterator<string>;
  h: History<BaseState, BaseAction>;
  /** The number of decisions taken when the person was asked, oldest first (where `undo` goes back to). */
  readonly asked: number[];
  /** For `redo`: the asked points undone, and how many decisions were taken then. */
  readonly undone: { readonly at: number; readonly to: number }[];
  readonly log: string[];
}

/**
 * `play <game> --seat SEAT`: a person plays one seat in the terminal against bots. Each decision
 * is one screen (at most 100×30): a line of the board, the question and its grouped choices
 * (`game.choices`: a card, then its use, then a target, at most 12 at a time). Forced decisions —
 * one legal action, or a pass with nothing playable (`forcedAction`, from the seat's own view) —
 * are taken for the person and shown. `help` lists the commands: `board`, `hand`, `card <n>`,
 * `log`, `undo`, `redo`, `q`. Every decision and event is printed in words. `q`, the end of the
 * input (Ctrl-D) and Ctrl-C (which ends the input) stop the game; the caller writes the record.
 */
export async function playSeat(g: SeatGame, io: CliIo): Promise<{ actions: BaseAction[]; quit: boolean }> {
  const { game, config, seed, seat } = g;
  const seats: string[] = game.players(config);
  if (!seats.includes(seat)) throw new UsageError(`--seat must be one of ${seats.join(', ')}, got '${seat}'`);
  const bots = botsFor(game, seats.filter((s) => s !== seat), g.bots, seedNumber(seed));
  const dice = createRandom(seedNumber(seed) ^ 0x5bd1e995);
  const t: Table = { g, io, input: io.readLines()[Symbol.asyncIterator](), h: history(game, game.setup(config, seed)), asked: [], undone: [], log: [] };
  const say = (line: string): void => {
    io.out(line);
    t.log.push(line);
  };
  const opponents = [...bots].map(([s, b]) => `${s}: ${b.name}`);
  io.out(`${game.title}, seed ${seed}: you play ${seat}${opponents.length > 0 ? ` against ${opponents.join(', ')}` : ''}.`);
  io.out('Type the number of a choice; help lists the commands (board, hand, card, log, undo, redo, q).');
  const actions = (): BaseAction[] => t.h.entries.map((e) => e.action);
  while (t.h.entries.length < g.maxSteps) {
    const state = t.h.state;
    const who = game.toMove(state);
    if (who === null) break;
    let action: BaseAction;
    let by = who === seat ? 'You' : who;
    if (who === 'chance') action = sampleOutcome(game.chanceOutcomes(state), dice);
    else if (who === seat) {
      const forced = forcedOf(game, state, seat);
      if (forced !== null) {
        action = forced;
        by = 'You (forced)';
      } else {
        const answer = await decide(t);
        if (answer.kind === 'quit') return { actions: actions(), quit: true };
        if (answer.kind !== 'action') {
          say(answer.kind === 'undo' ? undo(t) : redo(t));
          continue;
        }
        t.asked.push(t.h.entries.length);
        t.undone.length = 0;
        action = answer.action;
      }
    } else action = bots.get(who)!.choose({ player: who, view: game.view(state, who), legal: game.legalActions(state), state });
    const r = t.h.step(action);
    if (who !== 'chance') say(`${by}: ${game.describe(state, action)}`);
    for (const e of r.events) say(`    · ${game.describeEvent(e)}`);
    t.h = r.history;
  }
  for (const line of formatResult(game.result(t.h.state), t.h.entries.length)) io.out(line);
  return { actions: actions(), quit: false };
}

/** Whether the game's views carry their seat's legal actions (a user's game may not). */
const viewSided = (view: unknown): boolean => Array.isArray((view as { legal?: unknown } | null)?.legal);

/** The answer to the seat's forced decision (`forcedAction`), or `null`; from the state when the game's views carry no legal actions. */
function forcedOf(game: Game<any, any, any, any>, state: BaseState, seat: string): BaseAction | null {
  const view: unknown = game.view(state, seat);
  if (viewSided(view)) return forcedAction(game, view) as BaseAction | null;
  const legal: BaseAction[] = game.legalActions(state);
  return legal.length === 1 ? legal[0]! : null;
}

/** The seat's grouped choices (`game.choices`); its actions in words, paged, when the game's views carry no legal actions. */
function choicesOf(game: Game<any, any, any, any>, state: BaseState, view: unknown): Choice<BaseAction>[] {
  if (viewSided(view)) return game.choices(view);
  return choiceTree((game.legalActions(state) as BaseAction[]).map((action, i) => ({ action, path: [{ key: String(i), label: game.describe(state, action) }] })));
}

/** Back to the person's last question: their answer and the bots' replies since, unless a die or a draw came between. */
function undo(t: Table): string {
  const at = t.asked[t.asked.length - 1];
  if (at === undefined) return 'Nothing to undo: you have not decided yet.';
  let h = t.h;
  while (h.entries.length > at) {
    if (!h.canUndo()) return 'Cannot undo: a die was rolled, a card drawn or something hidden revealed since your last decision.';
    h = h.undo();
  }
  t.undone.push({ at, to: t.h.entries.length });
  t.asked.pop();
  t.h = h;
  return `Undone: back to your decision ${at + 1}.`;
}

/** Takes back the last undo: the same answer and replies again. */
function redo(t: Table): string {
  const last = t.undone.pop();
  if (last === undefined) return 'Nothing to redo.';
  while (t.h.entries.length < last.to && t.h.canRedo()) t.h = t.h.redo();
  t.asked.push(last.at);
  return `Redone: on to decision ${t.h.entries.length + 1}.`;
}

/** Asks the person until they pick an action or give a command that leaves the decision. */
async function decide(t: Table): Promise<Answer> {
  const { game, seat } = t.g;
  const view = game.view(t.h.state, seat);
  const levels: { label: string; options: readonly Choice<BaseAction>[] }[] = [{ label: '', options: choicesOf(game, t.h.state, view) }];
  const show = (): void => {
    const level = levels[levels.length - 1]!;
    t.io.out('');
    t.io.out(cut(boardLines(game.id, view)[0] ?? ''));
    for (const line of wrapped(`> ${game.prompt(t.h.state)}`)) t.io.out(line);
    if (levels.length > 1) t.io.out(cut(`  ${levels.slice(1).map((l) => l.label).join(' › ')}`));
    level.options.forEach((c, i) => t.io.out(cut(`${String(i + 1).padStart(4)}. ${c.label}${isChoiceGroup(c) ? ' ›' : ''}`)));
  };
  show();
  for (;;) {
    const n = levels[levels.length - 1]!.options.length;
    t.io.out(`Your choice (1–${n}${levels.length > 1 ? ', 0 back' : ''}; help, q):`);
    const next = await t.input.next();
    if (next.done === true) {
      t.io.out('Input ended: the game stops here.');
      return { kind: 'quit' };
    }
    const text = next.value.trim();
    if (/^\d+$/.test(text)) {
      const k = Number(text);
      if (k === 0 && levels.length > 1) {
        levels.pop();
        show();
        continue;
      }
      const choice = levels[levels.length - 1]!.options[k - 1];
      if (choice === undefined) {
        t.io.out(`'${text.slice(0, 20)}' is not a number from 1 to ${n}.`);
        continue;
      }
      if (!isChoiceGroup(choice)) return { kind: 'action', action: choice.action };
      levels.push(choice);
      show();
      continue;
    }
    const [word = '', ...rest] = text.split(/\s+/);
    if (word === 'q' || word === 'quit') return { kind: 'quit' };
    if (word === 'undo' || word === 'redo') return { kind: word };
    const lines = seatCommand(word, rest.join(' '), { gameId: game.id, view, log: t.log });
    if (lines === null) {
      t.io.out(`'${text.slice(0, 20)}' is neither a number from 1 to ${n} nor a command (help lists them).`);
      continue;
    }
    for (const line of lines) t.io.out(line);
    show();
  }
}
