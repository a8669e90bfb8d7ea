/** The `--help` text. */
export const usage = `protest-rules: play, replay, simulate and benchmark the games of protest-rules

Usage:
  protest-rules play <game> [--seed N] [--players P] [--config JSON] [--record out.json] [--max-steps N]
      Plays one game between random bots and prints one line per decision, then the result.
  protest-rules replay <file.json>
      Checks a game record: exit 0 if it replays, 1 at the first diverging action.
  protest-rules simulate <game> --games N [--seed N] [--players P] [--config JSON] [--max-steps N] [--trusted] [--json]
      Plays N seeded random games (seeds N, N+1, …) and prints summary statistics.
  protest-rules bench [game…] [--budget MS] [--config JSON]
      Benchmarks random playouts (default: every game, 8000 ms each) and prints one JSON line per game;
      run node with --expose-gc for an exact heap retained by 10,000 states.
  protest-rules games
      Lists the known games.
  protest-rules --help

Options:
  --seed N        integer seed (default 1)
  --players P     a number of players (e.g. 3) or a comma list of seats (e.g. SNCC,CORE); its
                  meaning is the game's own
  --config JSON   more game config as a JSON object, e.g. '{"chance":"manual"}'
  --trusted       skip action validation (the fast path bots use)

Exit codes: 0 ok, 1 a record diverged, 2 bad arguments or config.`;
