import { alignColumns, counted, listed } from '../../core/text-columns.js';
import { board } from './rules/lookups.js';
import { pathName, unitName } from './rules/names.js';
import type { View } from './schema.js';

/*
 * The CLI's text board of Chicago '68 (`play chicago-68 --seat SEAT`): a seat's view, never the
 * state, so only what the seat may see is shown — its own hands, the other hands as sizes. Areas and
 * cards are shown by their display names.
 */

const UNITS = [['m1', 'MOBE1'], ['m2', 'MOBE2'], ['ag', 'Agit'], ['pig', 'Pig'], ['p1', 'Plt1'], ['p2', 'Plt2'], ['tac', 'TAC']] as const;

/** An area's tokens: Rally Flag, Tear Gas, National Guard, -1 Capital, Police Post, Active tokens. */
function tokens(v: View, name: string): string {
  const a = v.areas[name]!;
  const active = v.machine?.active[name] ?? 0;
  return [
    a.flag !== null ? `flag +${a.flag}` : '',
    a.gas ? 'gas' : '',
    a.ng > 0 ? `NG×${a.ng}` : '',
    a.minus > 0 ? `-1 Capital×${a.minus}` : '',
    a.post !== null ? `post ${a.post || 'empty'}` : '',
    active > 0 ? `active×${active}` : '',
    v.jeep !== null && name === v.jeep ? 'jeep' : '',
  ].filter((t) => t !== '').join(' ');
}

/** A Chicago '68 view as a text board. */
export function chicagoTextBoard(v: View): string[] {
  const { set, name } = board(v);
  const path = (id: string): string => pathName(id, set);
  const names = (ids: readonly string[]): string[] => ids.map(name);
  const barriers = Object.entries(v.paths).flatMap(([p, b]) => [...(b.barricade ? [`Barricade ${path(p)}`] : []), ...(b.wire ? [`Barbed Wire ${path(p)}`] : [])]);
  const units = (counts: Readonly<Record<string, number>>): string => counted(Object.fromEntries(Object.entries(counts).map(([k, n]) => [unitName(k), n])));
  const on = v.turn === null ? '' : ` · on turn: ${v.turn.faction}${v.turn.card ? ' (card played)' : ''}`;
  return [
    `Round ${v.round} (${v.phase}) · Exposure ${v.exposure} · Instability ${v.instability} · Capital ${v.capital}${on}`,
    `Delegates ${listed(v.delegates.track)} (bag: ${counted(v.delegates.bag)}) · Tiles: ${listed(Object.entries(v.tiles).map(([t, side]) => `${t} ${side ?? 'free'}`))}`,
    ...alignColumns([['Area', ...UNITS.map(([, label]) => label), ''], ...Object.keys(v.areas).map((id) => [name(id), ...UNITS.map(([k]) => String(v.areas[id]!.u[k] || '.')), tokens(v, id)])]),
    `Barriers      ${listed(barriers)}`,
    `Police        reserves ${units(v.police.reserves)} · injured ${units(v.police.injured)} · wire ${v.police.wire} · gas ${v.police.gas}`,
    `Supply        ${units({ m1: v.supply.m1, m2: v.supply.m2, ag: v.supply.ag })} · flags ${listed(v.supply.flags)} · barricades ${v.supply.barricades}`,
    `Street Thtr.  ${listed(names(v.stSplay))} (deck ${v.stDeckSize})`,
    `Policies      ${listed(v.policySplay.map((p) => `${name(p.card)} (paid ${p.paid})`))} (deck ${v.policyDeckSize})`,
    `Tactic        ${v.tactic === null ? '—' : name(v.tactic)}${v.tacticUsed ? ' (used)' : ''} · available ${v.tacticsAvailable.length}`,
    ...(v.machine ? [`Machine       decks ${counted(v.machine.deckSizes)} · Active tokens in supply ${v.machine.activeSupply}`] : []),
    ...Object.entries(v.hands).map(([f, cards]) => `Your ${f.padEnd(8)} ${listed(names(cards))}`),
    `Hand sizes    ${counted(v.handSizes)}`,
  ];
}

/** The Action Cards in the seat's hands (every faction it plays), as `card <n>` numbers them. */
export const chicagoHand = (v: View): string[] => Object.values(v.hands).flat();
