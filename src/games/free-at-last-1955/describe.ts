import { board, nameOf } from './rules/lookups.js';
import { mover } from './rules/plays.js';
import { GOAL, SIDE } from './describe-event.js';
import type { Action, State } from './schema.js';

/* Words for a UI and for logs: what an action does (describe-event.ts: what an event was). */

/** Who decides the top task (for the words only): the seat to move, read from the pending task. */
function who(s: State): string {
  const t = s.tasks[s.tasks.length - 1];
  if (t === undefined) return 'nobody';
  if ('seat' in t && typeof t.seat === 'string') return SIDE[t.seat]!;
  if ('seats' in t && t.seats.length > 0) return SIDE[t.seats[0]!]!;
  if ('side' in t) return SIDE[t.side]!;
  if (t.kind === 'plays') return SIDE[mover(s)]!;
  if (t.kind === 'activation') return SIDE[board(s).leader.get(t.leader)!.side]!;
  if (t.kind === 'klanPlace' || t.kind === 'entrenchPick') return SIDE.segregationist!;
  if (s.conf !== null) return SIDE[s.conf.attacker === 'civilRights' ? 'segregationist' : 'civilRights']!;
  return 'the player';
}


/** An action in words. */
export function describeAction(s: State, a: Action): string {
  const p = who(s);
  const name = (kind: 'card' | 'city' | 'leader' | 'state', id: string): string => nameOf(s, kind, id);
  const using = (card: string | null): string => (card === null ? 'the free 1-Ops action' : name('card', card));
  switch (a.type) {
    case 'recruit': return `${p} recruits with ${using(a.card)}`;
    case 'activate': return `${p} activates ${name('leader', a.leader)} with ${using(a.card)}`;
    case 'cities': return `${p} activates cities with ${using(a.card)}`;
    case 'event': return `${p} plays ${name('card', a.card)} as an event`;
    case 'pass': return `${p} holds (passes an action)`;
    case 'city': return `${p} chooses ${name('city', a.city)}`;
    case 'state': return `${p} chooses ${name('state', a.state)}`;
    case 'move': return `${p} moves a ${a.unit} unit to ${name('city', a.to)}`;
    case 'bring': return `${p} brings a ${a.unit} unit along`;
    case 'stay': return `${p} stays in place`;
    case 'attack': return a.goal === null ? `${p} makes a mass arrest` : `${p} protests for ${GOAL[a.goal]}`;
    case 'leader': return `${p} has ${name('leader', a.leader)} defend`;
    case 'avoid': return `${p} tries to avoid the confrontation${a.ability ? ' with the leader’s ability' : ''}`;
    case 'media': return `${p} asks for national media attention`;
    case 'card': return `${p} plays ${name('card', a.card)} as a confrontation card`;
    case 'ability': return `${p} uses the leader’s special ability`;
    case 'loss': return `${p} loses a ${a.unit} unit`;
    case 'entrench': return `${p} tries to entrench the city`;
    case 'discard': return `${p} discards ${name('card', a.card)}`;
    case 'commit': return `${p} commits a card face down to candidate ${a.candidate}`;
    case 'done': return `${p} is done`;
    case 'die': return `a ${a.face} is rolled`;
    case 'draw': return `${name('card', a.card)} is drawn`;
  }
}
