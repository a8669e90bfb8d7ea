// Smoke test of the published package: packs it, installs the tarball into a scratch project,
// then imports every subpath from ESM, requires it from CJS, and runs the CLI bin.
// Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { subpaths } from './subpaths.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'protest-rules-smoke-'));
function run(cmd, args, cwd = scratch) {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (e) {
    throw new Error(`smoke test failed: ${cmd} ${args.join(' ')}\n${e.stdout ?? ''}`);
  }
}

try {
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], resolve('.')));
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'smoke', private: true, version: '0.0.0' }));
  // fast-check is the testing entry's optional peer dependency, boardgame.io the adapter's.
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline', join(scratch, filename), 'fast-check@4', 'boardgame.io@0.50.2']);

  const names = Object.keys(subpaths).map((p) => (p === '.' ? 'protest-rules' : `protest-rules/${p.slice(2)}`));
  // The same checks from both module systems: every subpath loads and exports something; the
  // core and the testing entry share one RulesError class; a game plays to its end.
  const checks = (load) => `
    const names = ${JSON.stringify(names)};
    const mods = {};
    for (const name of names) {
      mods[name] = ${load};
      if (Object.keys(mods[name]).length === 0) throw new Error(name + ' exports nothing');
    }
    const core = mods['protest-rules'];
    const { examplePig, conformance } = mods['protest-rules/testing'];
    const game = core.playout(examplePig, { seed: 1 });
    if (!game.result) throw new Error('example game did not finish');
    try { examplePig.apply(game.state, { type: 'nonsense' }); throw new Error('accepted nonsense'); }
    catch (e) { if (!(e instanceof core.RulesError)) throw new Error('RulesError is not shared across subpaths: ' + e); }
    if (typeof conformance(examplePig, { seeds: 1 })[0].run !== 'function') throw new Error('conformance kit broken');
    if (typeof core.games !== 'object') throw new Error('no games registry');
    // Every registered game plays to its end from the built bundle (bundling can drop code that tests never see).
    for (const [id, g] of Object.entries(core.games)) {
      for (let seed = 1; seed <= 5; seed++) {
        if (!core.playout(g, { seed }).result) throw new Error(id + ' seed ' + seed + ' did not finish');
      }
    }
    // A match on boardgame.io's client (its subpaths are CommonJS folders: required from ESM too).
    const bg = mods['protest-rules/boardgame-io'].boardgameIo(core.games['chicago-68'], { config: { mode: 'solo' }, seed: 'smoke', undo: false });
    const client = req('boardgame.io/client').Client({ game: bg, numPlayers: 1, playerID: '0' });
    for (let i = 0; i < 5000 && !client.getState().ctx.gameover; i++) client.moves.act(client.getState().G.legal[0]);
    if (!client.getState().ctx.gameover) throw new Error('the boardgame.io match did not finish');
    console.log(MODE + ' ok: ' + names.join(', '));
  `;
  writeFileSync(join(scratch, 'smoke.mjs'), `const MODE = 'ESM import';\nimport { createRequire } from 'node:module';\nconst req = createRequire(import.meta.url);\n${checks('await import(name)')}`);
  writeFileSync(join(scratch, 'smoke.cjs'), `const MODE = 'CJS require';\nconst req = require;\n${checks('require(name)')}`);
  process.stdout.write(run('node', ['smoke.mjs']));
  process.stdout.write(run('node', ['smoke.cjs']));

  // The type declarations, as a TypeScript consumer with node16 resolution sees them (ESM and CJS).
  const gameNames = names.slice(1).filter((n) => !['protest-rules/testing', 'protest-rules/boardgame-io'].includes(n));
  const uses = (load) => `
    ${load('core', 'protest-rules')}
    ${load('testing', 'protest-rules/testing')}
    ${gameNames.map((n, i) => load(`game${i}`, n)).join('\n')}
    const played = core.playout(testing.examplePig, { seed: 1 });
    const steps: number = played.steps;
    const checks: testing.ConformanceCheck[] = testing.conformance(testing.examplePig, { seeds: 1 });
    const game: core.Game = core.games['free-at-last'] ?? testing.examplePig;
    export { steps, checks, game, ${gameNames.map((_, i) => `game${i}`).join(', ')} };`;
  writeFileSync(join(scratch, 'types.mts'), uses((id, name) => `import * as ${id} from '${name}';`));
  writeFileSync(join(scratch, 'types.cts'), uses((id, name) => `import ${id} = require('${name}');`));
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'node16', moduleResolution: 'node16', target: 'es2022', strict: true, noEmit: true, types: [] }, files: ['types.mts', 'types.cts'] }),
  );
  run('node', [resolve('node_modules/typescript/bin/tsc'), '-p', scratch]);
  console.log('types ok: node16 resolution from ESM and CJS');
  // The adapter's declarations import boardgame.io's, whose own (ts-toolbelt's) do not check under
  // TypeScript 5: a consumer of boardgame.io 0.50 sets skipLibCheck, and so does this check of a use.
  const adapterUse = (load) => `
    ${load('bgio', 'protest-rules/boardgame-io')}
    ${load('chicago', 'protest-rules/chicago-68')}
    const game = bgio.boardgameIo(chicago.chicago68, { config: { players: 2 }, undo: false });
    const name: string | undefined = game.name;
    const record = (G: bgio.MatchG) => bgio.matchRecord(chicago.chicago68, G, []);
    export { name, record };`;
  writeFileSync(join(scratch, 'adapter.mts'), adapterUse((id, name) => `import * as ${id} from '${name}';`));
  writeFileSync(join(scratch, 'adapter.cts'), adapterUse((id, name) => `import ${id} = require('${name}');`));
  writeFileSync(
    join(scratch, 'tsconfig.adapter.json'),
    JSON.stringify({ compilerOptions: { module: 'node16', moduleResolution: 'node16', target: 'es2022', strict: true, noEmit: true, types: [], skipLibCheck: true }, files: ['adapter.mts', 'adapter.cts'] }),
  );
  run('node', [resolve('node_modules/typescript/bin/tsc'), '-p', join(scratch, 'tsconfig.adapter.json')]);
  console.log('types ok: protest-rules/boardgame-io with boardgame.io 0.50.2 (skipLibCheck)');
  const log = run(join(scratch, 'node_modules', '.bin', 'protest-rules'), ['play', 'example-pig', '--seed', '1']);
  if (!/^Result after \d+ decisions/m.test(log)) throw new Error(`the CLI bin did not play a game:\n${log}`);
  console.log('CLI bin ok: protest-rules play example-pig --seed 1');
  // Worker threads load dist/cli/worker.js from the installed package.
  const bin = join(scratch, 'node_modules', '.bin', 'protest-rules');
  const summary = JSON.parse(run(bin, ['simulate', 'free-at-last', '--games', '4', '--workers', '2', '--json', '--jsonl', 'rows.jsonl']));
  if (summary.workers !== 2 || summary.finished !== 4) throw new Error(`simulate --workers 2 did not play 4 games:\n${JSON.stringify(summary)}`);
  console.log('CLI bin ok: protest-rules simulate free-at-last --games 4 --workers 2');
  const bridge = execFileSync(bin, ['serve', '--stdio'], { cwd: scratch, encoding: 'utf8', input: '{"id":1,"op":"new","game":"chicago-68"}\n' });
  if (JSON.parse(bridge).handle !== 'g1') throw new Error(`serve --stdio did not open a game:\n${bridge}`);
  console.log('CLI bin ok: protest-rules serve --stdio');
  writeFileSync(
    join(scratch, 'node.mjs'),
    `import { simulateOnWorkers } from 'protest-rules/node';
     const s = await simulateOnWorkers({ game: 'chicago-68', games: 4, workers: 2 });
     if (s.workers !== 2 || s.finished !== 4) throw new Error(JSON.stringify(s));`,
  );
  run('node', ['node.mjs']);
  console.log('protest-rules/node ok: simulateOnWorkers on 2 workers');
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
