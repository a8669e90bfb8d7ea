import { collectionProblems } from '../../core/collection-check.js';
import { unitCensus } from './census.js';
import { machineComponents, referenceComponents } from './data/components.js';
import { MAX_COUNT } from './data/schema.js';
import { demonstratorLevels, establishmentLevels, INSTABILITY_MAX } from './rules/instability.js';
import { withMachine } from './rules/solo/setup.js';
import { lastRound, roundSteps } from './rules/round.js';
import { initialState, seating } from './rules/setup.js';
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

/** Every seating a game can have (1.2, The Solo & Co-op Rules), with the Machine's mode it goes with. */
const seatings = (
  [
    [{ mode: 'solo', players: 2, split: 'demonstrators' }, 'solo'],
    [{ mode: 'coop', players: 2, split: 'demonstrators' }, 'coop'],
    ...([2, 3, 4] as const).flatMap((players) => (['demonstrators', 'establishment'] as const).map((split) => [{ mode: 'competitive', players, split }, null] as const)),
  ] as const
).map(([c, mode]) => ({ key: JSON.stringify(seating(c)), mode }));

/** The seats, the factions' seats and the Machine's mode are those of one seating. */
function seatingProblems(s: State): string[] {
  const key = JSON.stringify({ seats: s.seats, factionSeat: { mayor: s.factionSeat.mayor, police: s.factionSeat.police, yippies: s.factionSeat.yippies, mobe: s.factionSeat.mobe } });
  const match = seatings.find((x) => x.key === key);
  if (!match) return [`seats ${s.seats.join()} and faction seats ${JSON.stringify(s.factionSeat)} are no seating of the game (1.2)`];
  return match.mode === (s.machine?.mode ?? null) ? [] : [`the seating of ${match.mode ?? 'the competitive game'} with the Machine ${s.machine ? `in ${s.machine.mode} mode` : 'absent'}`];
}

/**
 * The most Capital a game can hold: the starting budget, plus every round the income of every area
 * (4.2) and the capital effects of every card, and ten for each card action (Grease Palms gives 3;
 * Capital is unlimited, 2.5.1, but a game's gains are not).
 */
function capitalBound(s: State): number {
  const set = s.components ?? referenceComponents;
  const effects = [...set.policies.map((c) => c.effects), ...set.tactics.map((c) => c.effects), ...set.streetTheater.map((c) => c.effects), ...set.mobChaos.flatMap((c) => [c.day, c.night]), ...set.incendiary.map((c) => c.effects)].flat();
  const gains = effects.reduce((t, e) => t + (e.op === 'capital' && e.amount > 0 ? e.amount : 0), 0);
  const income = set.areas.reduce((t, a) => t + a.capital, 0);
  return set.counts.startingCapital + lastRound(s) * (income + gains + 10 * 4 * set.counts.turnCardsPerFaction);
}

/** The semantic problems of a Chicago '68 state that passed its schema; `[]` when sound. */
export function checkChicagoState(s: State): string[] {
  const set = s.components ?? referenceComponents;
  const k = set.counts;
  const out: string[] = seatingProblems(s);
  if (s.round < 0 || s.round > lastRound(s)) out.push(`round ${s.round} outside 0–${lastRound(s)} (1.1)`);
  if ((s.phase === 'over') !== (s.outcome !== null)) out.push(s.outcome === null ? 'the game is over without an outcome' : 'an outcome while the game runs');
  if (s.capital > capitalBound(s)) out.push(`Capital ${s.capital} beyond what a game can gather (${capitalBound(s)})`);
  out.push(...collectionProblems('City Areas', Object.keys(s.areas), set.areas.map((a) => a.id)));
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
  out.push(...flagProblems(s, k.rallyFlags));
  // Components: Humphrey Delegates are small blue cubes, which the Lv1 Platoons share (Capital's are unlimited, 2.5.1)
  const blue = s.delegates.bag.blue + s.delegates.track.filter((c) => c === 'blue').length;
  if (blue > k.smallBlue - k.policeL1) out.push(`delegates.bag.blue: ${blue} Humphrey Delegates in the bag and on the track, more than the ${k.smallBlue - k.policeL1} small blue cubes the Lv1 Platoons leave`);
  if (s.instability < 0 || s.instability > INSTABILITY_MAX) out.push(`Instability ${s.instability} outside 0–${INSTABILITY_MAX} (2.11.1)`);
  if (Math.abs(s.exposure) > k.exposureTrack) out.push(`Exposure ${s.exposure} off the track (±${k.exposureTrack})`);
  if (new Set(s.levelsReached).size !== s.levelsReached.length || s.levelsReached.some((l) => !levels.has(l))) out.push(`Instability levels reached ${s.levelsReached.join()} (2.11.3–2.11.4)`);
  if (Object.values(s.tiles).filter((v) => v !== null).length > s.levelsReached.length) out.push('more bonus tiles claimed than levels reached');
  if (s.stSplay.length > 5 + (s.tiles.splay === 'demonstrators' ? 1 : 0)) out.push(`Street Theater splay of ${s.stSplay.length}`);
  if (s.policySplay.length > 6 + (s.tiles.splay === 'establishment' ? 1 : 0)) out.push(`Policy splay of ${s.policySplay.length}`);
  if (s.delegates.track.length > k.delegateTrack) out.push(`${s.delegates.track.length} Delegates on a track of ${k.delegateTrack}`);
  const m = set.machine ?? machineComponents;
  const machine = s.machine !== null;
  const actionCards = new Set(set.actionCards.map((c) => c.id));
  out.push(...unknown('Action Cards', [...Object.values(s.hands).flat(), ...Object.values(s.discards).flat()], actionCards));
  out.push(...pile('Street Theater cards', [...s.stSplay, ...s.stDeck, ...s.stDiscard], [...set.streetTheater, ...set.incendiary].map((c) => c.id)));
  out.push(...pile('Policy cards', [...s.policySplay.map((p) => p.card), ...s.policyDeck, ...s.policyDiscard], (machine ? m.policies : set.policies).map((c) => c.id)));
  const tactics = [...s.tacticsDeck, ...(s.tactic === null ? [] : [s.tactic]), ...(s.machine?.tacticsDiscard ?? [])];
  out.push(...pile('Tactics cards', tactics, (machine ? m.tactics : set.tactics).map((c) => c.id)));
  out.push(...pile('Mob Chaos cards', [...s.mobDeck, ...s.mobDiscard], [...set.mobChaos, ...set.incendiary].map((c) => c.id)));
  if (s.machine) for (const n of Object.keys(s.machine.active)) if (!s.areas[n]) out.push(`Active tokens on an unknown area ${n}`);
  out.push(...taskProblems(s, set));
  return out;
}

/** 2.4.1 the Rally Flags on the map and in supply.flags are the set's, value for value. */
function flagProblems(s: State, printed: readonly number[]): string[] {
  const values = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join();
  const onMap = Object.values(s.areas).flatMap((a) => (a.flag === null ? [] : [a.flag]));
  const now = values([...onMap, ...s.supply.flags]);
  return now === values(printed) ? [] : [`Rally Flags (areas.*.flag, supply.flags) of values ${now}, the set's are ${values(printed)} (2.4.1)`];
}

const areaFields = ['area', 'at', 'to', 'from', 'origin', 'chaosArea'];
const areaLists = ['picks', 'visited', 'req', 'options', 'areas'];
const cardLists = ['fresh', 'tactics', 'tried', 'skipped'];

/** Every area and card a pending task names is the set's, and no count of a task is negative. */
function taskProblems(s: State, set: typeof referenceComponents): string[] {
  const m = set.machine ?? machineComponents;
  const cards = new Set([...set.actionCards, ...set.streetTheater, ...set.incendiary, ...set.policies, ...set.tactics, ...set.mobChaos, ...m.actions, ...m.tactics, ...m.policies].map((c) => c.id));
  const out: string[] = [];
  const config = configOf(s);
  for (const t of s.tasks) {
    const fields = t as unknown as Record<string, unknown>;
    const bad = (what: string, x: unknown) => out.push(`a ${t.kind} task names an unknown ${what} ${String(x)}`);
    for (const f of areaFields) if (typeof fields[f] === 'string' && !s.areas[fields[f] as string]) bad('area', fields[f]);
    for (const f of areaLists) for (const x of (fields[f] as unknown[] | undefined) ?? []) if (typeof x === 'string' && !s.areas[x]) bad('area', x);
    for (const f of cardLists) for (const x of (fields[f] as unknown[] | undefined) ?? []) if (typeof x === 'string' && !cards.has(x)) bad('card', x);
    if (typeof fields['card'] === 'string' && !cards.has(fields['card'])) bad('card', fields['card']);
    if ('arrived' in t) for (const x of Object.keys(t.arrived)) if (!s.areas[x]) bad('area', x);
    for (const [f, v] of Object.entries(fields)) if (typeof v === 'number' && v < 0) out.push(`a ${t.kind} task has ${f} ${v}`);
    if ('group' in t && Object.values(t.group as Record<string, unknown>).some((n) => typeof n === 'number' && n > MAX_COUNT)) out.push(`a ${t.kind} task moves a group of more than ${MAX_COUNT} units`);
  }
  const setup = withMachine(initialState(config, [0, 0, 0, 0]), config).tasks.map((t) => t.kind).reverse();
  out.push(...stackProblems(s, setup));
  return out;
}

/**
 * The task stack's frame while the game runs: at the bottom the steps still to come of setup's
 * sequence (`setup`, in the order of play) or of the round's (1.1), in their order, then (the last
 * round done) Final Nomination; a turn above its phase.
 */
function stackProblems(s: State, setup: readonly string[]): string[] {
  if (s.phase === 'over') return [];
  const steps = new Set<string>([...setup, ...roundSteps(s)]);
  let n = 0;
  while (n < s.tasks.length && steps.has(s.tasks[n]!.kind)) n++;
  const pending = s.tasks.slice(0, n).map((t) => t.kind).reverse();
  const sequence = s.phase === 'setup' ? setup : s.phase === 'round' ? roundSteps(s) : [];
  const out: string[] = [];
  if (s.phase === 'final' ? s.tasks[0]?.kind !== 'nominate' : pending.length === 0 || pending.join() !== sequence.slice(sequence.length - pending.length).join()) {
    out.push(`the steps ${pending.join() || '(none)'} at the bottom of the task stack, not the last steps of ${s.phase === 'final' ? 'Final Nomination' : `the ${s.phase}'s sequence`} (1.1)`);
  }
  s.tasks.forEach((t, i) => {
    if (i >= n && steps.has(t.kind)) out.push(`a step ${t.kind} of the sequence above other tasks`);
    if (t.kind === 'turn' && !s.tasks.slice(0, i).some((u) => u.kind === 'phase')) out.push('a turn without its phase below it');
  });
  return out;
}
