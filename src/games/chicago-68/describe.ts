import { decidingFaction } from './rules/engine.js';
import { unitName } from './rules/log.js';
import { top } from './rules/tasks.js';
import type { Action, State } from './schema.js';

/* Words for a UI: what is being asked, and what an action does. */

/** What is being asked now. */
export function promptOf(s: State): string {
  if (s.outcome) return `Game over: ${s.outcome.reason}`;
  if (s.draw) return `Draw from the ${{ st: 'Street Theater deck', mob: 'Mob Chaos deck', policy: 'Mayor Policy deck', bag: 'Delegate Bag', vto: 'Turn Order deck' }[s.draw.deck]}`;
  const t = top(s);
  if (t?.ask) return `${t.ask.owner}: ${t.ask.prompt}`;
  if (s.turn) return `Round ${s.round}, ${s.turn.faction}'s turn: ${s.turn.card ? 'free actions or end the turn' : 'play an Action Card, take free actions, or pass'}`;
  return '';
}

/** An action in words. */
export function describeAction(s: State, a: Action): string {
  const who = decidingFaction(s) ?? 'chance';
  switch (a.type) {
    case 'pick': return `${who} chooses ${a.option}`;
    case 'play': return `${who} plays ${a.card}`;
    case 'pass': return `${who} passes for the rest of the phase`;
    case 'endTurn': return `${who} ends the turn`;
    case 'removeBarrier': return `${who} discards ${a.card} to remove the Barrier on ${a.path}`;
    case 'streetTheater': return `${who} activates the Street Theater card ${a.card}`;
    case 'discardCounter': return `${who} removes an Agitator from ${a.area} to discard ${a.card}`;
    case 'tactic': return `police use the Tactics card ${s.tactic ?? ''}`;
    case 'post': return a.unit === '' ? `police take the ${unitName(s.areas[a.area]?.post ?? '')} out of the Post in ${a.area}` : `police put a ${unitName(a.unit)} in the Post of ${a.area}`;
    case 'draw': return `drawn: ${a.item}`;
  }
}
