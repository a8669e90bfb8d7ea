/*
 * Import rules for src/ (DESIGN.md §2 and §5), checked by `npm test` (`npm run lint:deps`).
 * Violations that predate the rules — the two import cycles in src/games/free-at-last/rules/ of
 * issue 8 — are listed in .dependency-cruiser-known-violations.json and ignored; any other fails.
 * Once a known one is fixed, `npm run lint:deps:baseline` shrinks the list so it cannot return.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Imports run one way (core ← data ← state ← rules ← composition root ← index): no cycles.',
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
      name: 'free-at-last-base-rules-import-no-variant',
      comment: 'Base rules never import a variant: they push hook tasks whose handlers the variants provide (composition root: machine.ts).',
      severity: 'error',
      from: { path: '^src/games/free-at-last/rules/', pathNot: '^src/games/free-at-last/rules/variants/' },
      to: { path: '^src/games/free-at-last/rules/variants/' },
    },
    {
      name: 'core-knows-no-game',
      comment: 'Core knows nothing about any game, the testing kit or the CLI.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(games|testing|cli)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
