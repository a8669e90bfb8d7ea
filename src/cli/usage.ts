/** Upper bounds of the numeric flags, so that a typo cannot start a run that never ends. */
export const LIMITS = {
  /** `--games` of simulate and arena. */
  games: 10_000_000,
  /** `--budget` of bench, in ms (one hour). */
  budget: 3_600_000,
  /** `--max-steps`. */
  maxSteps: 10_000_000,
  /** `--workers` of simulate. */
  workers: 1024,
  /** Nesting of objects and lists in JSON input: `--config`, a record for `replay`. */
  jsonDepth: 32,
} as const;

/** What a command is for, and its synopsis, for the overall and the per-command help. */
export interface CommandHelp {
  readonly synopsis: string;
  readonly text: string;
  /** It plays a game, so its help lists each game's config flags. */
  readonly takesConfig: boolean;
}

/** Every command's help, by name. */
export const commandHelp: Readonly<Record<string, CommandHelp>> = {
  play: {
    synopsis: `protest-rules play <game> [--seed N] [--players P] [--config JSON] [--record out.json] [--max-steps N]
                    [--seat SEAT [--bots BOTS]] [config flags]`,
    text: `Without --seat: plays one game between random bots and prints one line per decision, then the
result. With --seat SEAT you play that seat in the terminal against bots: the board, the question,
a numbered list of your legal actions (answer with a number; q quits), and every decision and
event in words. --bots names the other seats' bots in turn order (one name for all): random,
heuristic or ismcts[:ITERATIONS]; default heuristic where the game has one, else random.`,
    takesConfig: true,
  },
  replay: {
    synopsis: 'protest-rules replay <file.json>',
    text: 'Checks a game record: exit 0 if it replays, 1 at the first diverging action.',
    takesConfig: false,
  },
  simulate: {
    synopsis: `protest-rules simulate <game> --games N [--seed N] [--players P] [--config JSON] [--max-steps N] [--trusted]
                        [--workers N] [--jsonl FILE|-] [--shard K/N] [--no-duration] [--json] [config flags]`,
    text: `Plays N seeded random games (seeds S, S+1, …; any signed 128-bit --seed) on N worker processes
(default: the CPUs this process may use, os.availableParallelism(): cgroup quotas and affinity
count) and prints summary statistics; --jsonl writes one JSON line per game in seed order (- for
standard output, the summary then on standard error); --no-duration leaves out each game's ms,
making the file identical across runs; --shard K/N plays the K-th of N back-to-back parts of
the games, whose rows concatenate to the whole run's (merge their summaries with merge).`,
    takesConfig: true,
  },
  merge: {
    synopsis: 'protest-rules merge FILE… [--json]',
    text: `The summary of one simulate run from its shards' rows (--jsonl files) or summaries (--json
files), in any order: exactly the one-run summary (seconds and workers add up).`,
    takesConfig: false,
  },
  arena: {
    synopsis: `protest-rules arena <game> --games N [--bots random,heuristic,ismcts:200] [--seed N] [--players P]
                     [--config JSON] [--max-steps N] [--json] [config flags]`,
    text: `Plays N seeded games between bots rotated through the seats and prints each bot's win rate
with its 95% interval, the win-rate differences, mean scores and end reasons. Bots: random,
heuristic (the game's own), ismcts[:ITERATIONS] (default 200, heuristic rollouts).`,
    takesConfig: true,
  },
  serve: {
    synopsis: 'protest-rules serve --stdio [--max-games N] [--max-bytes N] [--max-line N]',
    text: `Answers JSON-lines requests on stdin (new game, legal actions, apply, view…), one JSON
line per request on stdout: the bridge for other languages (docs/protocol.md). Limits: at most
--max-games open games (default 10000), --max-bytes of them as JSON (default an eighth of the
heap limit), request lines of --max-line bytes (default 1000000); over them it answers an error.`,
    takesConfig: false,
  },
  schemas: {
    synopsis: 'protest-rules schemas <game> [--out DIR] [--players P] [--config JSON] [config flags]',
    text: `Prints the JSON Schemas of the game's config, action, view and observation (for this config),
or writes them to DIR as <game>.<name>.schema.json.`,
    takesConfig: true,
  },
  bench: {
    synopsis: 'protest-rules bench [game…] [--budget MS] [--config JSON]',
    text: `Benchmarks random playouts (default: every game, 8000 ms each) and prints one JSON line per game;
run node with --expose-gc for an exact heap retained by 10,000 states.`,
    takesConfig: false,
  },
  games: { synopsis: 'protest-rules games', text: 'Lists the known games.', takesConfig: false },
};

/** The options every game command shares, and the exit codes. */
export const commonOptions = `Options:
  --seed N        integer seed, any signed 128-bit (−2^127…2^127−1; default 1)
  --players P     a number of players (e.g. 3) or a comma list of seats (e.g. SNCC,CORE); its
                  meaning is the game's own
  --config JSON   more game config as a JSON object, e.g. '{"chance":"manual"}' (at most
                  ${LIMITS.jsonDepth} levels deep)
  --trusted       skip action validation (the fast path bots use)
  config flags    any config key of the game as a flag: --variant team, --variable-turn-order;
                  'protest-rules <command> --help' lists each game's

Bounds: --games ≤ ${LIMITS.games}, --max-steps ≤ ${LIMITS.maxSteps}, --budget ≤ ${LIMITS.budget} ms,
--workers ≤ ${LIMITS.workers}.

Exit codes: 0 ok, 1 a record diverged (replay), 2 bad arguments, config or input file,
3 an output file could not be written (e.g. --record into a missing directory),
4 an internal error (a bug: please report it).`;

/** The `--help` text. */
export const usage = `protest-rules: play, replay, simulate, pit bots against each other and benchmark the games of protest-rules

Usage:
${Object.values(commandHelp)
  .map((c) => `  ${c.synopsis}\n${c.text.replace(/^/gm, '      ')}`)
  .join('\n')}
  protest-rules <command> --help
  protest-rules --help
  protest-rules --version

${commonOptions}`;
