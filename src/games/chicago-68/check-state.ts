import { collectionProblems } from '../../core/collection-check.js';
import { unitCensus } from './census.js';
import { referenceComponents } from './data/components.js';
import { machineComponents } from './data/machine-cards.js';
import { demonstratorLevels, establishmentLevels, INSTABILITY_MAX } from './rules/instability.js';
import { withMachine } from './rules/solo/setup.js';
import { initialState } from './rules/setup.js';
import type { Config, State } from './schema.js';

/*
 * The semantic checks of a stored Chicago '68 state (`restore`): what the schema cannot see. Every
 * counted component is conserved (2.5; the census of a fresh game of the same config), places and
 * cards refer to the component set, tracks stay on their printed range, and card piles hold each
 * card at most once.
 */

const levels = new Set([...establishmentLevels, ...demonstratorLevels]);

/** The config a state was set up with, as far as the census depends on it. */
function configOf(s: State): Config {
  return {
    mode: s.machine?.mode ?? 'competitive',
    players: s.machine ? 2 : (Math.min(4, Math.max(2, s.seats.length)) as 2 | 3 | 4),
    split: 'demonstrators',
    variableTurnOrder: s.vtoOn,
    incendiary: s.inc,
    firstGame: s.firstGame,
    chance: s.chance,
    ...(s.components && { components: s.components }),
  };
}

const censuses = new WeakMap<object, Map<string, string>>();

/** The census of a fresh game of the state's config (cached: it depends on the set, the mode and the options only). */
function freshCensus(s: State): string {
  const c = configOf(s);
  const bySet = censuses.get(s.components ?? referenceComponents) ?? new Map<string, string>();
  censuses.set(s.components ?? referenceComponents, bySet);
  const key = JSON.stringify([c.mode, c.incendiary, c.variableTurnOrder, c.firstGame]);
  const known = bySet.get(key);
  if (known !== undefined) return known;
  const census = JSON.stringify(unitCensus(withMachine(initialState(c, [0, 0, 0, 0]), c)));
  bySet.set(key, census);
  return census;
}

/** The names found in `found` that are not `known`, as one line. */
function unknown(label: string, found: readonly string[], known: ReadonlySet<string>): string[] {
  const bad = [...new Set(found.filter((x) => !known.has(x)))];
  return bad.length === 0 ? [] : [`${label}: unknown ${bad.slice(0, 3).join(', ')}`];
}

/** Cards of a deck kept in several piles: known, and each at most once. */
function pile(label: string, found: readonly string[], known: readonly string[]): string[] {
  const seen = new Set<string>();
  const doubled = found.filter((x) => seen.has(x) || !seen.add(x));
  return [...unknown(label, found, new Set(known)), ...(doubled.length === 0 ? [] : [`${label}: ${doubled.slice(0, 3).join(', ')} twice`])];
}

/** The semantic problems of a Chicago '68 state that passed its schema; `[]` when sound. */
export function checkChicagoState(s: State): string[] {
  const set = s.components ?? referenceComponents;
  const k = set.counts;
  const out: string[] = [];
  out.push(...collectionProblems('City Areas', Object.keys(s.areas), set.areas.map((a) => a.name)));
  out.push(...collectionProblems('Paths', Object.keys(s.paths), set.paths.map((p) => p.id)));
  if (out.length > 0) return out;
  if (s.jeep !== null && !s.paths[s.jeep]) out.push(`the Armored Jeep is on an unknown path ${s.jeep}`);
  for (const [n, a] of Object.entries(s.areas)) {
    if ([...Object.values(a.u), a.ng, a.minus].some((x) => x < 0)) out.push(`negative counts in ${n}`);
  }
  const pools = { supply: s.supply, box: s.box, reserves: s.police.reserves, injured: s.police.injured, general: s.general, bonusUnits: s.bonusUnits, bag: s.delegates.bag };
  for (const [name, pool] of Object.entries(pools)) for (const [x, v] of Object.entries(pool)) if (typeof v === 'number' && v < 0) out.push(`${name}.${x} is ${v}`);
  if (s.capital < 0) out.push(`Capital ${s.capital} is negative`);
  if (out.length > 0) return out;
  const fresh = freshCensus(s);
  const now = JSON.stringify(unitCensus(s));
  if (now !== fresh) out.push(`the components in play ${now} are not the set's ${fresh}`);
  if (s.instability < 0 || s.instability > INSTABILITY_MAX) out.push(`Instability ${s.instability} outside 0–${INSTABILITY_MAX} (2.11.1)`);
  if (Math.abs(s.exposure) > k.exposureTrack) out.push(`Exposure ${s.exposure} off the track (±${k.exposureTrack})`);
  if (new Set(s.levelsReached).size !== s.levelsReached.length || s.levelsReached.some((l) => !levels.has(l))) out.push(`Instability levels reached ${s.levelsReached.join()} (2.11.3–2.11.4)`);
  if (Object.values(s.tiles).filter((v) => v !== null).length > s.levelsReached.length) out.push('more bonus tiles claimed than levels reached');
  if (s.stSplay.length > 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0)) out.push(`Street Theater splay of ${s.stSplay.length}`);
  if (s.policySplay.length > 6 + (s.tiles.splay === 'establishment' ? 1 : 0)) out.push(`Policy splay of ${s.policySplay.length}`);
  if (s.delegates.track.length > k.delegateTrack) out.push(`${s.delegates.track.length} Delegates on a track of ${k.delegateTrack}`);
  const m = set.machine ?? machineComponents;
  const machine = s.machine !== null;
  const actionCards = new Set(set.actionCards.map((c) => c.name));
  out.push(...unknown('Action Cards', [...Object.values(s.hands).flat(), ...Object.values(s.discards).flat()], actionCards));
  out.push(...pile('Street Theater cards', [...s.stSplay, ...s.stDeck, ...s.stDiscard], [...set.streetTheater, ...set.incendiary].map((c) => c.name)));
  out.push(...pile('Policy cards', [...s.policySplay.map((p) => p.name), ...s.policyDeck, ...s.policyDiscard], (machine ? m.policies : set.policies).map((c) => c.name)));
  const tactics = [...s.tacticsDeck, ...(s.tactic === null ? [] : [s.tactic]), ...(s.machine?.tacticsDiscard ?? [])];
  out.push(...pile('Tactics cards', tactics, (machine ? m.tactics : set.tactics).map((c) => c.name)));
  out.push(...pile('Mob Chaos cards', [...s.mobDeck, ...s.mobDiscard], [...set.mobChaos, ...set.incendiary].map((c) => c.name)));
  if (s.machine) for (const n of Object.keys(s.machine.active)) if (!s.areas[n]) out.push(`Active tokens on an unknown area ${n}`);
  return out;
}
