import { describe, it } from 'vitest';
import { chicagoHeuristic, referenceComponents, unitCensus } from '../../src/games/chicago-68/index.js';
import { INSTABILITY_MAX } from '../../src/games/chicago-68/rules/instability.js';
import { conformance } from '../../src/testing/conformance.js';
import { game, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';

declare const process: { env: Record<string, string | undefined> };

/** Random games per check: modest by default, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run. */
const SEEDS = Number(process.env.PROTEST_RULES_SEEDS ?? 20);

const tileLevels = new Set([0, 1, 2, 8, 10, 12]);
const counts = referenceComponents.counts;

/** Chicago '68 invariants (2.5 component limits, 2.11, 2.8.1–2.8.2, 4.6; against the Machine its tokens and cards, and that it never decides). */
const invariantsOf = (config: Record<string, unknown>) => {
  const census = JSON.stringify(unitCensus(game.setup(config, 1)));
  return (s: State): string[] => [...invariants(s, census), ...machineInvariants(s)];
};

function machineInvariants(s: State): string[] {
  if (s.machine === null) return [];
  const out: string[] = [];
  if ((game.toMove(s) as string) === 'machine') out.push('the Machine is asked to decide');
  if (s.round > 4) out.push(`round ${s.round}: a game against the Machine lasts four rounds`);
  for (const [n, k] of Object.entries(s.machine.active)) if (k <= 0 || Object.values(s.areas[n]!.u).slice(0, 4).every((x) => x === 0)) out.push(`Active tokens ${k} in ${n} without Demonstrators`);
  return out;
}

function invariants(s: State, census: string): string[] {
  const out: string[] = [];
  const now = JSON.stringify(unitCensus(s));
  if (now !== census) out.push(`unitCensus ${now} differs from the initial ${census}`);
  if (s.instability < 0 || s.instability > INSTABILITY_MAX) out.push(`Instability ${s.instability} outside 0–13`);
  if (new Set(s.levelsReached).size !== s.levelsReached.length || s.levelsReached.some((l) => !tileLevels.has(l))) out.push(`bonus levels ${s.levelsReached.join()}`);
  // each tile is claimed once at most: by one side, for a distinct level reached
  const claimed = Object.values(s.tiles).filter((v) => v !== null).length;
  if (claimed > s.levelsReached.length) out.push(`${claimed} bonus tiles claimed for ${s.levelsReached.length} levels`);
  if (s.stSplay.length > 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0)) out.push(`Street Theater splay ${s.stSplay.length}`);
  if (s.policySplay.length > 6 + (s.tiles.splay === 'establishment' ? 1 : 0)) out.push(`Policy splay ${s.policySplay.length}`);
  if (Math.abs(s.exposure) > counts.exposureTrack) out.push(`Exposure ${s.exposure} off the track`);
  if (s.delegates.track.length > counts.delegateTrack) out.push('Delegate Track over-full');
  if (s.phase === 'over' && s.outcome && /\(5\.[12]\)/.test(s.outcome.reason) && s.delegates.track.length !== counts.delegateTrack) out.push('Final Nomination left the Delegate Track unfilled');
  for (const [n, a] of Object.entries(s.areas)) if (Object.values(a.u).some((k) => k < 0)) out.push(`negative units in ${n}`);
  return out;
}

const allFour = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };

const settings: Record<string, Record<string, unknown>> = {
  '2 players': { players: 2 },
  '4 players': { players: 4 },
  'Variable Turn Order (6.1)': { players: 4, variableTurnOrder: true },
  'Pigasus (6.3.1)': { players: 2, incendiary: { pigasus: true } },
  'Police Posts (6.3.2)': { players: 4, incendiary: { policePosts: true } },
  'Daley Dozer (6.3.3)': { players: 2, incendiary: { daleyDozer: true } },
  'Agents of Chaos (6.3.4)': { players: 4, incendiary: { agentsOfChaos: true } },
  // The Solo & Co-op Rules: against the Machine, without and with the Incendiary Events
  solo: { mode: 'solo' },
  'co-op, Variable Turn Order (6.1)': { mode: 'coop', variableTurnOrder: true },
  'solo, all four Incendiary Events': { mode: 'solo', incendiary: allFour },
  'co-op, all four Incendiary Events': { mode: 'coop', incendiary: allFour },
  // each Incendiary Event alone, solo and co-op: in the acceptance run (PROTEST_RULES_SEEDS set)
  ...(process.env.PROTEST_RULES_SEEDS === undefined ? {} : eachAlone()),
};

/** Solo and co-op with each Incendiary Event alone. */
function eachAlone(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { 'co-op': { mode: 'coop' } };
  for (const mode of ['solo', 'coop']) for (const e of Object.keys(allFour)) out[`${mode}, ${e}`] = { mode, incendiary: { [e]: true } };
  return out;
}

for (const [name, config] of Object.entries(settings)) {
  describe(`conformance: ${name}`, () => {
    for (const check of conformance(game, { configs: [config], seeds: SEEDS, maxSteps: 5_000, perturbHidden, invariants: invariantsOf(config), bot: chicagoHeuristic })) it(check.name, check.run, 600_000);
  });
}
