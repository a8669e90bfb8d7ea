import type { GameEvent } from '../../core/types.js';
import { possessive, withArticle } from '../../core/words.js';
import { board } from './rules/lookups.js';
import { pathName, unitName } from './rules/names.js';

/*
 * Chicago '68's events in words (the CLI's play log). `describeEvent` sees only the event, not the
 * state, so the ids of areas and cards are named from the reference component set (an id it does not
 * know, of a set of one's own, is shown as it is). The Machine's events say what it did and which
 * Priority rule chose.
 */

type E = GameEvent & Record<string, unknown>;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const names = board({ components: null });
/** An area or card id by its display name. */
const n = (v: unknown): string => names.name(str(v));
const why = (e: E): string => (e.why === undefined ? '' : ` (${str(e.why)})`);
const by = (e: E): string => (e.by === undefined ? '' : ` by ${n(e.by)}`);
const sideName = (v: unknown): string => (v === 'establishment' ? 'the Establishment' : v === 'demonstrators' ? 'the Demonstrators' : str(v));
const choiceText = (a: Record<string, unknown>): string => {
  if (a.type === 'area') return n(a.area);
  if (a.type === 'path') return `the path ${pathName(str(a.path))}`;
  if (a.type === 'unit') return `${withArticle(unitName(str(a.unit)))} in ${n(a.area)}`;
  if (a.type === 'tile') return `the ${str(a.tile)} tile`;
  if (a.type === 'card') return n(a.card);
  return str(a.type);
};

const describers: Readonly<Record<string, (e: E) => string>> = {
  round: (e) => `Round ${str(e.round)} (${str(e.time)}) begins`,
  phase: (e) => `${str(e.phase)} phase`,
  turn: (e) => `${possessive(str(e.faction))} turn`,
  turnCard: (e) => `Turn card drawn: ${str(e.faction)} acts next (6.1)`,
  played: (e) => `${str(e.faction)} plays ${n(e.card)}${e.with ? ` with ${str(e.with)}` : ''}`,
  resolved: (e) => `${str(e.faction)} resolves ${n(e.card)} as a free action`,
  passed: (e) => `${str(e.faction)} passes for the rest of the phase`,
  discarded: (e) => `${str(e.faction)} discards ${n(e.card)}${why(e)}`,
  placed: (e) => `${str(e.units)} placed in ${n(e.area)}${why(e)}`,
  moved: (e) => `${str(e.units)} moved from ${n(e.from)} to ${n(e.to)}${by(e)}${why(e)}`,
  removed: (e) => `${str(e.units)} removed from ${n(e.area)} to ${n(e.to)}${why(e)}`,
  replaced: (e) => `${withArticle(str(e.unit))} in ${n(e.area)} is replaced by ${withArticle(str(e.by))}`,
  released: (e) => `a jailed ${str(e.unit)} is released to ${n(e.to)}`,
  arrested: (e) => `${withArticle(str(e.unit))} is arrested in ${n(e.area)} and jailed`,
  injured: (e) => `${withArticle(str(e.unit))}${e.inPost ? ' in its Post' : ''} is injured in ${n(e.area)}${e.replacedBy ? `, replaced by ${withArticle(str(e.replacedBy))}` : ''}`,
  healed: (e) => `${str(e.units)} back to ${n(e.to)}${why(e)}`,
  conflict: (e) => `conflict in ${n(e.area)} by ${sideName(e.by)} (${str(e.units)} units${e.mobChaos ? ', Mob Chaos' : ''})`,
  mobChaos: (e) => `Mob Chaos: ${n(e.card)} (${str(e.effect)} effect)${e.area ? ` at ${n(e.area)}` : ''}`,
  exposure: (e) => `${sideName(e.side)} ${Number(e.change) >= 0 ? 'gain' : 'lose'} ${Math.abs(Number(e.change))} Exposure: marker at ${str(e.marker)}${e.overflow ? ' (past the end of the track)' : ''}`,
  instability: (e) => `Instability ${n(e.from)} → ${n(e.to)}${e.mobChaosDue ? ', past 13: a Mob Chaos card is due' : ''}`,
  capital: (e) => `Municipal Budget ${Number(e.change) >= 0 ? '+' : ''}${str(e.change)} Capital, now ${str(e.budget)}${why(e)}`,
  delegate: (e) => `${e.count === undefined ? 'a' : str(e.count)} ${str(e.color)} Delegate${Number(e.count ?? 1) === 1 ? '' : 's'} to the ${e.to === 'bag' ? 'Delegate Bag' : 'Delegate Track'}${e.from ? ` from ${n(e.from)}` : ''}${why(e)}`,
  flagPlaced: (e) => `a +${str(e.value)} Rally Flag placed in ${n(e.area)}${why(e)}`,
  flagRemoved: (e) => `the +${str(e.value)} Rally Flag leaves ${n(e.area)}${why(e)}`,
  tearGas: (e) => `Tear Gas in ${n(e.area)}: every Demonstrator must leave`,
  tearGasCleared: (e) => `the Tear Gas in ${n(e.area)} goes back to the general supply`,
  barrierPlaced: (e) => `${str(e.barrier)} placed on ${pathName(str(e.path))}${by(e)}`,
  barrierRemoved: (e) => `${str(e.barrier)} removed from ${pathName(str(e.path))}${why(e)}`,
  armoredJeep: (e) => `the Armored Jeep moves from ${n(e.from)} to ${n(e.to)}`,
  policeSupply: (e) => `${str(e.added)} to the Police Supply${why(e)}`,
  policy: (e) => `Policy ${n(e.card)} activated${e.activation ? ` (activation ${str(e.activation)})` : ''}${by(e)}${e.text ? `: ${str(e.text)}` : ''}`,
  policySplay: (e) => `${n(e.card)} enters the Policy splay${e.replacing ? `, replacing ${n(e.replacing)}` : ''}`,
  policySkipped: (e) => `the Machine skips the Policy ${n(e.card)}${why(e)}`,
  policySplayRefreshed: (e) => `the Machine's Policy splay shifts left (${(e.kept as string[] | undefined)?.map(n).join(', ') || 'empty'}) and is refilled`,
  streetTheater: (e) => `Street Theater: ${n(e.card)}: ${str(e.text)}`,
  streetTheaterSplay: (e) => `${n(e.card)} enters the Street Theater splay`,
  streetTheaterDiscarded: (e) => `${n(e.card)} is discarded from the Street Theater splay`,
  counterrevolutionaryDiscarded: (e) => `${n(e.card)} discarded by removing an Agitator from ${n(e.agitatorFrom)}`,
  cardGained: (e) => `${n(e.card)} joins the ${str(e.faction)} hand${why(e)}`,
  tactic: (e) => `Tactics card ${n(e.card)}: ${str(e.text)}`,
  tacticsCard: (e) => `${n(e.card)} is the Current Tactic${why(e)}`,
  bonusTile: (e) => `${sideName(e.side)} claim the ${str(e.tile)} bonus tile (Instability ${str(e.level)})`,
  gameOver: (e) => `Game over: ${str(e.reason)}`,
  postFilled: (e) => `${withArticle(str(e.unit))} stands in the Post of ${n(e.area)}${by(e)}`,
  active: (e) => `an Active token in ${n(e.area)} (${str(e.count)} there)`,
  activeMoved: (e) => `all 8 Active tokens are out: one moves from ${n(e.from)} to ${n(e.to)}`,
  activeCleared: (e) => `${str(e.count)} Active token${Number(e.count) === 1 ? '' : 's'} leave ${n(e.area)}: no Demonstrators there`,
  machineCard: (e) => `the Machine's ${str(e.faction)} draws ${n(e.card)}`,
  machineNoEffect: (e) => `${n(e.card)} has no effect: the Machine discards it and draws another`,
  machineIdle: (e) => `the Machine's ${str(e.faction)} does nothing${why(e)}`,
  machineExtraAction: (e) => `the Machine takes one more action${why(e)}`,
  machinePriority: (e) => `${n(e.card)}: the Machine picks ${n(e.area)} (${str(e.why)})`,
  machineChoice: (e) => `the Machine chooses ${choiceText((e.choice ?? {}) as Record<string, unknown>)} (${str(e.why)})`,
};

/** The event types `describeEvent` puts in words (every type the game emits). */
export const describedEventTypes: readonly string[] = Object.keys(describers);

/** An event in words; `undefined` for a type the game does not emit (the generic form then applies). */
export function describeEvent(event: GameEvent): string | undefined {
  const d = describers[event.type];
  return d ? d(event as E) : undefined;
}
