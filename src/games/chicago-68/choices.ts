import type { ChoicePath, ChoiceStep } from '../../core/choices.js';
import { MAX_CHOICES } from '../../core/choices.js';
import { board } from './rules/lookups.js';
import { unitName } from './rules/names.js';
import type { Action, View } from './schema.js';

/*
 * Chicago '68's legal actions grouped for people, from the seat's view alone: by the card they use
 * (then what it does, then where), by the area they act in (then which unit), by the area units
 * move from (then which unit, then where to). Keys carry ids; labels name areas and cards by their
 * display names.
 */

const step = (key: string, label: string): ChoiceStep => ({ key, label });

const KINDS: Record<string, string> = { park: 'a park', street: 'a street', transit: 'a transit area', jail: 'the Jail' };

/** The path of one legal action; `where(area)` gives the steps that pick an area, `n(id)` an area's or card's name. */
function pathOf(a: Action, where: (area: string) => ChoiceStep[], road: (path: string) => ChoiceStep[], n: (id: string) => string): ChoiceStep[] {
  switch (a.type) {
    case 'play': return [step(`card:${a.card}`, n(a.card)), step('play', 'play it for its action')];
    case 'removeBarrier': return [step(`card:${a.card}`, n(a.card)), step('barrier', 'discard it to remove a Barrier'), ...road(a.path)];
    case 'streetTheater': return [step(`card:${a.card}`, n(a.card)), step('theater', 'activate it (Street Theater)')];
    case 'discardCounter': return [step(`card:${a.card}`, n(a.card)), step('counter', 'discard it, removing an Agitator'), step(a.area, `from ${n(a.area)}`)];
    case 'card': return [step(`card:${a.card}`, n(a.card)), step('choose', 'choose it')];
    case 'unit': return [step(`area:${a.area}`, n(a.area)), step(a.unit, `a ${unitName(a.unit)}`)];
    case 'flag': return [step(`area:${a.area}`, n(a.area)), step(String(a.value), `a +${a.value} Rally Flag`)];
    case 'area': return where(a.area);
    case 'move': return [step(`from:${a.from}`, `move from ${n(a.from)}`), step(a.unit, `a ${unitName(a.unit)}`), step(a.to, `to ${n(a.to)}`)];
    case 'post': return [step('post', 'Police Post'), step(a.area, n(a.area)), step(a.unit, a.unit === '' ? 'take the unit out' : `put a ${unitName(a.unit)} in`)];
    case 'path': return road(a.path);
    case 'pass': return [step('pass', 'pass for the rest of the phase')];
    case 'endTurn': return [step('endTurn', 'end the turn')];
    case 'tactic': return [step('tactic', 'use the Tactics card')];
    case 'escort': return [step(`escort:${a.unit}`, `add a ${unitName(a.unit)} to the group`)];
    case 'discardDrawn': return [step('discardDrawn', 'discard the drawn card')];
    case 'tile': return [step(`tile:${a.tile}`, `claim the ${a.tile} bonus tile`)];
    case 'benefit': return [step(`benefit:${a.benefit}`, a.benefit === 'instability' ? 'Instability −1' : '2 Exposure')];
    case 'hand': return [step(`hand:${a.faction}`, `give the card to the ${a.faction}`)];
    case 'done': return [step('done', 'done')];
    case 'draw': return [step(`draw:${a.item}`, `draw ${n(a.item)}`)];
  }
}

/** The grouped choices of the view's seat. */
export function chicagoChoicePaths(view: View): ChoicePath<Action>[] {
  const b = board(view);
  const many = view.legal.filter((a) => a.type === 'area').length > MAX_CHOICES - 1;
  const where = (area: string): ChoiceStep[] => {
    const kind = b.area.get(area)?.kind;
    const at = step(`area:${area}`, b.name(area));
    return many && kind !== undefined ? [step(`kind:${kind}`, `in ${KINDS[kind] ?? kind}`), at] : [at];
  };
  const roads = view.legal.filter((a) => a.type === 'path' || a.type === 'removeBarrier').length > MAX_CHOICES - 1;
  const road = (id: string): ChoiceStep[] => {
    const ends = b.path.get(id);
    const at = step(`path:${id}`, ends ? `the path ${b.name(ends.a)} – ${b.name(ends.b)}` : `the path ${id}`);
    const kind = ends && b.area.get(ends.a)?.kind;
    return roads && kind ? [step(`from:${kind}`, `from ${KINDS[kind] ?? kind}`), at] : [at];
  };
  return view.legal.map((action) => ({ action, path: pathOf(action, where, road, b.name) }));
}
