/*
 * Import rules for src/ and test/ (DESIGN.md §2 and §5, docs/architecture.md "Layering"), checked by
 * `npm test` (`npm run lint:deps`), with no baseline of known violations.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Imports run one way (core ← data ← schemas ← rules ← composition root ← index): no cycles.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-game-imports-another-game',
      comment: 'A game imports only core and its own folder.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/[^/]+/', pathNot: '^src/games/$1/' },
    },
    {
      name: 'base-rules-import-no-variant-or-solo-opponent',
      comment: "Base rules never import a variant or the solo opponent: they push hook tasks (or take what varies from the composition root), whose handlers the variants provide; the composition roots (rules/handlers.ts, and the machine over it: rules/task-machine.ts) import them.",
      severity: 'error',
      from: { path: '^src/games/([^/]+)/rules/', pathNot: '^src/games/[^/]+/rules/(variants/|solo/|handlers[.]ts$|task-machine[.]ts$)' },
      to: { path: '^src/games/$1/rules/(variants|solo)/' },
    },
    {
      name: 'base-rules-import-no-challenges',
      comment: "Free at Last's base rules never import the advanced game (rules/challenges/, 2.7, 9.12–9.16): they push hook tasks whose handlers it provides, and the parts they take from it (the interrupt window's cancels, 9.15's event effect) are composed by the composition root (rules/handlers.ts); the variants and the scenario builder may use it.",
      severity: 'error',
      from: { path: '^src/games/free-at-last/rules/', pathNot: '^src/games/free-at-last/rules/(challenges/|variants/|handlers[.]ts$)' },
      to: { path: '^src/games/free-at-last/rules/challenges/' },
    },
    {
      name: 'data-imports-no-state-or-rules',
      comment: "A game's components (data/) are read by the state schema and the rules, never the other way: data/ imports nothing of its game outside data/.",
      severity: 'error',
      from: { path: '^src/games/([^/]+)/data/' },
      to: { path: '^src/games/$1/', pathNot: '^src/games/$1/data/' },
    },
    {
      name: 'schemas-import-no-rules',
      comment: 'The state, config, action, view, task and event schemas (schema.ts, task-schema.ts, event-schema.ts) do not import the rules.',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/(schema|task-schema|event-schema)[.]ts$' },
      to: { path: '^src/games/$1/rules/' },
    },
    {
      name: 'src-imports-no-bench',
      comment: 'Shipped code (src/) never imports a benchmark script (bench/).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^bench/' },
    },
    {
      name: 'tests-use-the-public-entry',
      comment: "Tests import a game only through its public entries (index.ts, and words/index.ts or map/index.ts where it has them) and its components (data/), so that refactoring a game's internals breaks no test (positions come from the scenario builder, protest-rules/testing).",
      severity: 'error',
      from: { path: '^test/' },
      to: { path: '^src/games/[^/]+/', pathNot: '^src/games/[^/]+/((words/|map/)?index[.]ts$|data/)' },
    },
    {
      name: 'core-knows-no-game',
      comment: 'Core knows nothing about any game, the testing kit, the CLI or the adapters.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(games|testing|cli|boardgame-io)/' },
    },
    {
      name: 'adapters-use-only-core',
      comment: "An adapter (boardgame-io/) takes any game it is given: it imports core only, so that its bundle holds no game, and boardgame.io's types only (an optional peer).",
      severity: 'error',
      from: { path: '^src/boardgame-io/' },
      to: { path: '^src/', pathNot: '^src/(core|boardgame-io)/' },
    },
    {
      name: 'boardgame-io-types-only',
      comment: 'boardgame.io is an optional peer dependency: shipped code imports its types only, so that nothing loads it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/boardgame[.]io/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
