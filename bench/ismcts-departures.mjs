// Where the CLI's ISMCTS leaves its heuristic's move, is the departure better? Plays one game with the
// heuristic on every seat; at every `every`-th decision of `seat` with a choice, asks the CLI's ISMCTS
// (the arena's settings, `iterations` budget) for its answer, and when it differs plays both actions
// on `playouts` times to the end with the heuristic on every seat, from the true state: each
// action's win share, and the mean difference over the departures (docs/bots.md).
//   node bench/ismcts-departures.mjs <dist> <game> <seed> <seat> [playouts=40] [every=3] [iterations=200]
import { pathToFileURL } from 'node:url';
const [dist, id, seedArg, seat, playouts = '40', every = '3', iterations = '200'] = process.argv.slice(2);
const lib = await import(pathToFileURL(`${dist}/index.js`).href);
const { games, heuristics, evaluators, ismcts, sampleOutcome, createRandom, canonicalJson, winShare } = lib;
const game = games[id];
const heuristic = heuristics[id](5);
// the arena's ISMCTS (src/cli/search-bot.ts): heuristic rollouts cut off after 20 decisions for the evaluation
const search = ismcts({ game, iterations: Number(iterations), seed: 7, rollout: heuristics[id](7 ^ 0x2545f491), evaluate: evaluators[id], rolloutDepth: 20 });
const random = createRandom(1234);
const input = (s, player) => ({ player, legal: game.legalActions(s), state: s, get view() { return game.view(s, player); } });
const next = (s, r) => {
  const who = game.toMove(s);
  return game.apply(s, who === 'chance' ? sampleOutcome(game.chanceOutcomes(s), r) : heuristic.choose(input(s, who)), { validate: false });
};
const share = (s, action) => {
  let total = 0;
  for (let i = 0; i < Number(playouts); i++) {
    let t = game.apply(s, action, { validate: false });
    while (game.toMove(t) !== null) t = next(t, random);
    total += winShare(game.result(t), seat);
  }
  return total / Number(playouts);
};
const deal = createRandom(Number(seedArg));
let s = { ...game.setup({}, Number(seedArg)), chance: 'manual' };
let asked = 0, departures = 0, sum = 0;
while (game.toMove(s) !== null) {
  const who = game.toMove(s);
  if (who === seat && game.legalActions(s).length > 1 && asked++ % Number(every) === 0) {
    const own = heuristic.choose(input(s, who));
    const answer = search.choose(input(s, who));
    if (canonicalJson(answer) !== canonicalJson(own)) {
      const [a, b] = [share(s, own), share(s, answer)];
      departures++, (sum += b - a);
      console.log(`heuristic ${canonicalJson(own).slice(0, 80)} ${a.toFixed(2)} | ismcts ${canonicalJson(answer).slice(0, 80)} ${b.toFixed(2)}`);
    }
  }
  s = next(s, deal);
}
console.log(JSON.stringify({ game: id, seed: Number(seedArg), seat, decisionsAsked: Math.ceil(asked / Number(every)), departures, meanDifference: departures ? sum / departures : 0 }));
