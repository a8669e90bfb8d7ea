import type { GameEvent } from '../../core/types.js';
import { possessive, withArticle } from '../../core/words.js';
import { pathName, unitName } from './rules/names.js';

/*
 * Chicago '68's events in words (the CLI's play log). `describeEvent` sees only the event; events
 * carry the names they need. The Machine's events say what it did and which Priority rule chose.
 */

type E = GameEvent & Record<string, unknown>;

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const why = (e: E): string => (e.why === undefined ? '' : ` (${str(e.why)})`);
const by = (e: E): string => (e.by === undefined ? '' : ` by ${str(e.by)}`);
const sideName = (v: unknown): string => (v === 'establishment' ? 'the Establishment' : v === 'demonstrators' ? 'the Demonstrators' : str(v));
const choiceText = (a: Record<string, unknown>): string => {
  if (a.type === 'area') return str(a.area);
  if (a.type === 'path') return `the path ${pathName(str(a.path))}`;
  if (a.type === 'unit') return `${withArticle(unitName(str(a.unit)))} in ${str(a.area)}`;
  if (a.type === 'tile') return `the ${str(a.tile)} tile`;
  if (a.type === 'card') return str(a.card);
  return str(a.type);
};

const describers: Readonly<Record<string, (e: E) => string>> = {
  round: (e) => `Round ${str(e.round)} (${str(e.time)}) begins`,
  phase: (e) => `${str(e.phase)} phase`,
  turn: (e) => `${possessive(str(e.faction))} turn`,
  turnCard: (e) => `Turn card drawn: ${str(e.faction)} acts next (6.1)`,
  played: (e) => `${str(e.faction)} plays ${str(e.card)}${e.with ? ` with ${str(e.with)}` : ''}`,
  resolved: (e) => `${str(e.faction)} resolves ${str(e.card)} as a free action`,
  passed: (e) => `${str(e.faction)} passes for the rest of the phase`,
  discarded: (e) => `${str(e.faction)} discards ${str(e.card)}${why(e)}`,
  placed: (e) => `${str(e.units)} placed in ${str(e.area)}${why(e)}`,
  moved: (e) => `${str(e.units)} moved from ${str(e.from)} to ${str(e.to)}${by(e)}${why(e)}`,
  removed: (e) => `${str(e.units)} removed from ${str(e.area)} to ${str(e.to)}${why(e)}`,
  replaced: (e) => `${withArticle(str(e.unit))} in ${str(e.area)} is replaced by ${withArticle(str(e.by))}`,
  released: (e) => `a jailed ${str(e.unit)} is released to ${str(e.to)}`,
  arrested: (e) => `${withArticle(str(e.unit))} is arrested in ${str(e.area)} and jailed`,
  injured: (e) => `${withArticle(str(e.unit))}${e.inPost ? ' in its Post' : ''} is injured in ${str(e.area)}${e.replacedBy ? `, replaced by ${withArticle(str(e.replacedBy))}` : ''}`,
  healed: (e) => `${str(e.units)} back to ${str(e.to)}${why(e)}`,
  conflict: (e) => `conflict in ${str(e.area)} by ${sideName(e.by)} (${str(e.units)} units${e.mobChaos ? ', Mob Chaos' : ''})`,
  mobChaos: (e) => `Mob Chaos: ${str(e.card)} (${str(e.effect)} effect)${e.area ? ` at ${str(e.area)}` : ''}`,
  exposure: (e) => `${sideName(e.side)} ${Number(e.change) >= 0 ? 'gain' : 'lose'} ${Math.abs(Number(e.change))} Exposure: marker at ${str(e.marker)}${e.overflow ? ' (past the end of the track)' : ''}`,
  instability: (e) => `Instability ${str(e.from)} → ${str(e.to)}${e.mobChaosDue ? ', past 13: a Mob Chaos card is due' : ''}`,
  capital: (e) => `Municipal Budget ${Number(e.change) >= 0 ? '+' : ''}${str(e.change)} Capital, now ${str(e.budget)}${why(e)}`,
  delegate: (e) => `${e.count === undefined ? 'a' : str(e.count)} ${str(e.color)} Delegate${Number(e.count ?? 1) === 1 ? '' : 's'} to the ${e.to === 'bag' ? 'Delegate Bag' : 'Delegate Track'}${e.from ? ` from ${str(e.from)}` : ''}${why(e)}`,
  flagPlaced: (e) => `a +${str(e.value)} Rally Flag placed in ${str(e.area)}${why(e)}`,
  flagRemoved: (e) => `the +${str(e.value)} Rally Flag leaves ${str(e.area)}${why(e)}`,
  tearGas: (e) => `Tear Gas in ${str(e.area)}: every Demonstrator must leave`,
  tearGasCleared: (e) => `the Tear Gas in ${str(e.area)} goes back to the general supply`,
  barrierPlaced: (e) => `${str(e.barrier)} placed on ${pathName(str(e.path))}${by(e)}`,
  barrierRemoved: (e) => `${str(e.barrier)} removed from ${pathName(str(e.path))}${why(e)}`,
  armoredJeep: (e) => `the Armored Jeep moves from ${str(e.from)} to ${str(e.to)}`,
  policeSupply: (e) => `${str(e.added)} to the Police Supply${why(e)}`,
  policy: (e) => `Policy ${str(e.card)} activated${e.activation ? ` (activation ${str(e.activation)})` : ''}${by(e)}${e.text ? `: ${str(e.text)}` : ''}`,
  policySplay: (e) => `${str(e.card)} enters the Policy splay${e.replacing ? `, replacing ${str(e.replacing)}` : ''}`,
  policySkipped: (e) => `the Machine skips the Policy ${str(e.card)}${why(e)}`,
  policySplayRefreshed: (e) => `the Machine's Policy splay shifts left (${(e.kept as string[] | undefined)?.join(', ') || 'empty'}) and is refilled`,
  streetTheater: (e) => `Street Theater: ${str(e.card)}: ${str(e.text)}`,
  streetTheaterSplay: (e) => `${str(e.card)} enters the Street Theater splay`,
  streetTheaterDiscarded: (e) => `${str(e.card)} is discarded from the Street Theater splay`,
  counterrevolutionaryDiscarded: (e) => `${str(e.card)} discarded by removing an Agitator from ${str(e.agitatorFrom)}`,
  cardGained: (e) => `${str(e.card)} joins the ${str(e.faction)} hand${why(e)}`,
  tactic: (e) => `Tactics card ${str(e.card)}: ${str(e.text)}`,
  tacticsCard: (e) => `${str(e.card)} is the Current Tactic${why(e)}`,
  bonusTile: (e) => `${sideName(e.side)} claim the ${str(e.tile)} bonus tile (Instability ${str(e.level)})`,
  gameOver: (e) => `Game over: ${str(e.reason)}`,
  postFilled: (e) => `${withArticle(str(e.unit))} stands in the Post of ${str(e.area)}${by(e)}`,
  active: (e) => `an Active token in ${str(e.area)} (${str(e.count)} there)`,
  activeMoved: (e) => `all 8 Active tokens are out: one moves from ${str(e.from)} to ${str(e.to)}`,
  activeCleared: (e) => `${str(e.count)} Active token${Number(e.count) === 1 ? '' : 's'} leave ${str(e.area)}: no Demonstrators there`,
  machineCard: (e) => `the Machine's ${str(e.faction)} draws ${str(e.card)}`,
  machineNoEffect: (e) => `${str(e.card)} has no effect: the Machine discards it and draws another`,
  machineIdle: (e) => `the Machine's ${str(e.faction)} does nothing${why(e)}`,
  machineExtraAction: (e) => `the Machine takes one more action${why(e)}`,
  machinePriority: (e) => `${str(e.card)}: the Machine picks ${str(e.area)} (${str(e.why)})`,
  machineChoice: (e) => `the Machine chooses ${choiceText((e.choice ?? {}) as Record<string, unknown>)} (${str(e.why)})`,
};

/** The event types `describeEvent` puts in words (every type the game emits). */
export const describedEventTypes: readonly string[] = Object.keys(describers);

/** An event in words; `undefined` for a type the game does not emit (the generic form then applies). */
export function describeEvent(event: GameEvent): string | undefined {
  const d = describers[event.type];
  return d ? d(event as E) : undefined;
}
