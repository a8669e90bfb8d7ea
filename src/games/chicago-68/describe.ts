import { chicagoTaskMachine } from './rules/task-machine.js';
import { decidingFaction } from './rules/handlers.js';
import { nameOf } from './rules/lookups.js';
import { pathName, unitName } from './rules/names.js';
import type { Action, State } from './schema.js';
import { withArticle } from '../../core/words.js';

/* Words for a UI: what is being asked, and what an action does. */

/** What is being asked now. */
export function promptOf(s: State): string {
  return s.outcome ? `Game over: ${s.outcome.reason}` : chicagoTaskMachine.prompt(s);
}

/** An action in words (areas and cards by their display names). */
export function describeAction(s: State, a: Action): string {
  const who = decidingFaction(s) ?? 'chance';
  const set = s.components ?? undefined;
  const n = (id: string): string => nameOf(s, id);
  switch (a.type) {
    case 'play': return `${who} plays ${n(a.card)}`;
    case 'pass': return `${who} passes for the rest of the phase`;
    case 'endTurn': return `${who} ends the turn`;
    case 'removeBarrier': return `${who} discards ${n(a.card)} to remove the Barrier on ${pathName(a.path, set)}`;
    case 'streetTheater': return `${who} activates the Street Theater card ${n(a.card)}`;
    case 'discardCounter': return `${who} removes an Agitator from ${n(a.area)} to discard ${n(a.card)}`;
    case 'tactic': return `police use the Tactics card ${s.tactic === null ? '' : n(s.tactic)}`;
    case 'post': return a.unit === '' ? `police take the ${unitName(s.areas[a.area]?.post ?? '')} out of the Post in ${n(a.area)}` : `police put ${withArticle(unitName(a.unit))} in the Post of ${n(a.area)}`;
    case 'area': return `${who} chooses ${n(a.area)}`;
    case 'path': return `${who} chooses the path ${pathName(a.path, set)}`;
    case 'unit': return `${who} chooses ${withArticle(unitName(a.unit))} in ${n(a.area)}`;
    case 'move': return `${who} moves ${withArticle(unitName(a.unit))} from ${n(a.from)} to ${n(a.to)}`;
    case 'escort': return `${who} adds ${withArticle(unitName(a.unit))} to the group`;
    case 'flag': return `${who} places a +${a.value} Rally Flag in ${n(a.area)}`;
    case 'card': return `${who} chooses ${n(a.card)}`;
    case 'discardDrawn': return `${who} discards the drawn card`;
    case 'tile': return `${who} claims the bonus tile ${a.tile}`;
    case 'benefit': return a.benefit === 'instability' ? `${who} lowers Instability by 1` : `${who} gains 2 Exposure`;
    case 'hand': return `${who} gives the card to the ${a.faction}`;
    case 'done': return `${who} is done`;
    case 'draw': return `drawn: ${n(a.item)}`;
  }
}
