/** The `--help` text. */
export const usage = `protest-rules: play, replay, simulate, pit bots against each other and benchmark the games of protest-rules

Usage:
  protest-rules play <game> [--seed N] [--players P] [--config JSON] [--record out.json] [--max-steps N]
      Plays one game between random bots and prints one line per decision, then the result.
  protest-rules replay <file.json>
      Checks a game record: exit 0 if it replays, 1 at the first diverging action.
  protest-rules simulate <game> --games N [--seed N] [--players P] [--config JSON] [--max-steps N] [--trusted]
                         [--workers N] [--jsonl FILE] [--no-duration] [--json]
      Plays N seeded random games (seeds N, N+1, …) on N worker threads (default: one per core)
      and prints summary statistics; --jsonl writes one JSON line per game in seed order
      (--no-duration leaves out each game's ms, making the file identical across runs).
  protest-rules arena <game> --games N [--bots random,heuristic,ismcts:200] [--seed N] [--players P]
                      [--config JSON] [--max-steps N] [--json]
      Plays N seeded games between bots rotated through the seats and prints each bot's win rate
      with its 95% interval, the win-rate differences, mean scores and end reasons. Bots: random,
      heuristic (the game's own), ismcts[:ITERATIONS] (default 200, heuristic rollouts).
  protest-rules serve --stdio
      Answers JSON-lines requests on stdin (new game, legal actions, apply, view…), one JSON
      line per request on stdout: the bridge for other languages (docs/protocol.md).
  protest-rules schemas <game> [--out DIR] [--players P] [--config JSON]
      Prints the JSON Schemas of the game's config, action, view and observation (for this config),
      or writes them to DIR as <game>.<name>.schema.json.
  protest-rules bench [game…] [--budget MS] [--config JSON]
      Benchmarks random playouts (default: every game, 8000 ms each) and prints one JSON line per game;
      run node with --expose-gc for an exact heap retained by 10,000 states.
  protest-rules games
      Lists the known games.
  protest-rules --help
  protest-rules --version

Options:
  --seed N        integer seed (default 1)
  --players P     a number of players (e.g. 3) or a comma list of seats (e.g. SNCC,CORE); its
                  meaning is the game's own
  --config JSON   more game config as a JSON object, e.g. '{"chance":"manual"}'
  --trusted       skip action validation (the fast path bots use)

Exit codes: 0 ok, 1 a record diverged, 2 bad arguments or config.`;
