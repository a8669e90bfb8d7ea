import type { SyncBot } from '../core/bots.js';
import { sampleOutcome } from '../core/chance.js';
import { createRandom } from '../core/rng.js';
import type { BaseAction, Game } from '../core/types.js';
import { UsageError } from './args.js';
import { parseBot } from './bot-spec.js';
import { findHeuristic } from './catalog.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';
import { boardLines } from './text-boards.js';

/** What `play --seat` needs from the command line. */
export interface SeatGame {
  readonly game: Game<any, any, any, any>;
  readonly config: Record<string, unknown>;
  readonly seed: number;
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

/**
 * `play <game> --seat SEAT`: a person plays one seat in the terminal against bots. Each of their
 * decisions shows the board (their view), the question and the numbered legal actions, and reads
 * a number from standard input (`q` quits); every decision and event is printed in words.
 * Returns the actions taken, for `--record`, and whether the person quit.
 */
export async function playSeat(g: SeatGame, io: CliIo): Promise<{ actions: BaseAction[]; quit: boolean }> {
  const { game, config, seed, seat } = g;
  const seats: string[] = game.players(config);
  if (!seats.includes(seat)) throw new UsageError(`--seat must be one of ${seats.join(', ')}, got '${seat}'`);
  const bots = botsFor(game, seats.filter((s) => s !== seat), g.bots, seed);
  const dice = createRandom(seed ^ 0x5bd1e995);
  const input = io.readLines()[Symbol.asyncIterator]();

  io.out(`${game.title}, seed ${seed}: you play ${seat}. ${[...bots].map(([s, b]) => `${s}: ${b.name}`).join(', ')}.`);
  io.out('Answer with the number of an action; q quits.');
  let state = game.setup(config, seed);
  const actions: BaseAction[] = [];
  while (actions.length < g.maxSteps) {
    const who = game.toMove(state);
    if (who === null) break;
    let action: BaseAction;
    if (who === 'chance') action = sampleOutcome(game.chanceOutcomes(state), dice);
    else if (who === seat) {
      const legal: BaseAction[] = game.legalActions(state);
      io.out('');
      for (const line of boardLines(game.id, game.view(state, seat))) io.out(line);
      io.out(`> ${game.prompt(state)}`);
      legal.forEach((a, i) => io.out(`${String(i + 1).padStart(4)}. ${game.describe(state, a)}`));
      const answer = await ask(io, input, legal.length);
      if (answer === null) return { actions, quit: true };
      action = legal[answer]!;
    } else action = bots.get(who)!.choose({ player: who, view: game.view(state, who), legal: game.legalActions(state), state });
    const r = game.step(state, action);
    io.out(`${who === seat ? 'You' : who}: ${game.describe(state, action)}`);
    for (const e of r.events) io.out(`    · ${game.describeEvent(e)}`);
    actions.push(action);
    state = r.state;
  }
  for (const line of formatResult(game.result(state), actions.length)) io.out(line);
  return { actions, quit: false };
}

/** Reads answers until one is a number from 1 to `n` (its index) or `q`/end of input (`null`). */
async function ask(io: CliIo, input: AsyncIterator<string>, n: number): Promise<number | null> {
  for (;;) {
    io.out(`Your choice (1–${n}, q quits):`);
    const next = await input.next();
    if (next.done === true) {
      io.out('Input ended: the game stops here.');
      return null;
    }
    const text = next.value.trim();
    if (text === 'q' || text === 'quit') return null;
    const k = Number(text);
    if (/^\d+$/.test(text) && k >= 1 && k <= n) return k - 1;
    io.out(`'${text.slice(0, 20)}' is not a number from 1 to ${n}.`);
  }
}
