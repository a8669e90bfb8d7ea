import type { GameEvent } from '../../core/types.js';
import { board } from './rules/context.js';
import { mover } from './rules/plays.js';
import type { Action, State } from './schema.js';

/* Words for a UI and for logs: what an action does, what an event was. */

const SIDE: Record<string, string> = { civilRights: 'civil rights', segregationist: 'segregationist' };
const GOAL: Record<string, string> = { S: 'school integration', A: 'public accommodations', V: 'voting rights' };

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

const using = (card: string | null): string => (card === null ? 'the free 1-Ops action' : card);

/** An action in words. */
export function describeAction(s: State, a: Action): string {
  const p = who(s);
  switch (a.type) {
    case 'recruit': return `${p} recruits with ${using(a.card)}`;
    case 'activate': return `${p} activates ${a.leader} with ${using(a.card)}`;
    case 'cities': return `${p} activates cities with ${using(a.card)}`;
    case 'event': return `${p} plays ${a.card} as an event`;
    case 'pass': return `${p} holds (passes an action)`;
    case 'city': return `${p} chooses ${a.city}`;
    case 'state': return `${p} chooses ${a.state}`;
    case 'move': return `${p} moves a ${a.unit} unit to ${a.to}`;
    case 'bring': return `${p} brings a ${a.unit} unit along`;
    case 'stay': return `${p} stays in place`;
    case 'attack': return a.goal === null ? `${p} makes a mass arrest` : `${p} protests for ${GOAL[a.goal]}`;
    case 'leader': return `${p} has ${a.leader} defend`;
    case 'avoid': return `${p} tries to avoid the confrontation${a.ability ? ' with the leader’s ability' : ''}`;
    case 'media': return `${p} asks for national media attention`;
    case 'card': return `${p} plays ${a.card} as a confrontation card`;
    case 'ability': return `${p} uses the leader’s special ability`;
    case 'loss': return `${p} loses a ${a.unit} unit`;
    case 'entrench': return `${p} tries to entrench the city`;
    case 'discard': return `${p} discards ${a.card}`;
    case 'commit': return `${p} commits a card face down to candidate ${a.candidate}`;
    case 'done': return `${p} is done`;
    case 'die': return `a ${a.face} is rolled`;
    case 'draw': return `${a.card} is drawn`;
  }
}

/** An event in words (undefined: the generic form). */
export function describeEvent(e: GameEvent): string | undefined {
  const side = (x: unknown) => SIDE[String(x)] ?? String(x);
  switch (e.type) {
    case 'year': return `The year ${String(e.year)} begins`;
    case 'drew': return `The ${side(e.seat)} player draws a card`;
    case 'reshuffle': return `The discard pile becomes the deck (${String(e.cards)} cards)`;
    case 'play': return `The ${side(e.seat)} player ${e.card === null ? 'takes the free 1-Ops action' : `plays ${String(e.card)}`} to ${String(e.use)}${e.leader ? ` ${String(e.leader)}` : ''}`;
    case 'pass': return `The ${side(e.seat)} player holds`;
    case 'placed': return `A ${String(e.unit)} unit is placed in ${String(e.city)}`;
    case 'removed': return `A ${String(e.unit)} unit is removed from ${String(e.city)}`;
    case 'moved': return `A ${String(e.unit)} unit moves from ${String(e.from)} to ${String(e.to)}`;
    case 'leaderMoved': return `${String(e.leader)} moves from ${String(e.from)} to ${String(e.to)}`;
    case 'confrontation': return `${String(e.leader)} leads a ${String(e.kind)} in ${String(e.city)}${e.goal ? ` for ${GOAL[String(e.goal)]}` : ''}`;
    case 'confrontationWon': return e.winner === 'tie' ? `The confrontation in ${String(e.city)} is a tie: both sides lose` : `The ${side(e.winner)} player wins the confrontation in ${String(e.city)}`;
    case 'freedom': return `The Freedom Track advances to ${String(e.now)} (${String(e.why)})`;
    case 'nonviolence': return `Non-violence moves to ${String(e.now)} (${String(e.why)})`;
    case 'marker': return `An ${String(e.goal)} marker is placed in ${String(e.city)}`;
    case 'freeCity': return `${String(e.city)} is a free city: reward ${String(e.reward)} ${String(e.n)}`;
    case 'confrontationCard': return `The ${side(e.seat)} player plays ${String(e.card)} as a confrontation card`;
    case 'media': return 'The attacker asks for national media attention';
    case 'mediaRoll': return `Media roll ${String(e.face)}: ${String(e.result)} attention`;
    case 'confrontationRoll': return `The ${side(e.seat)} player rolls ${String(e.face)}`;
    case 'crt': return 'The Confrontation Results Table is read for both sides';
    case 'loss': return `The ${side(e.seat)} player loses a ${String(e.unit)} unit in ${String(e.city)}`;
    case 'avoidAttempt': return `${String(e.leader)} tries to avoid the confrontation`;
    case 'avoidRoll': return `Avoidance roll ${String(e.face)} against ${String(e.rating)}: ${e.success ? 'avoided' : 'failed'}`;
    case 'avoided': return `The ${side(e.seat)} player avoids the confrontation, moving from ${String(e.from)} to ${String(e.to)}`;
    case 'klanAttack': return `The Klan strikes at ${String(e.leader)}: ${String(e.face)} (needs ${String(e.need)}) — ${e.eliminated ? 'he is eliminated' : 'he survives'}`;
    case 'klan': return `A K unit is added in ${String(e.state)}`;
    case 'entrench': return `Entrenchment in ${String(e.city)}: ${e.success ? 'an E marker is placed' : 'failed'}`;
    case 'entrenchmentLost': return `${String(e.city)} loses its E marker (no W units left)`;
    case 'noStronghold': return `${String(e.city)} is no longer a stronghold`;
    case 'freedomEventOpen': return `Freedom Event ${String(e.event)} is opened`;
    case 'freedomEventWon': return `Freedom Event won: ${String(e.name)}`;
    case 'discarded': return `The ${side(e.seat)} player discards ${String(e.card)}`;
    case 'committed': return `The ${side(e.seat)} player commits a card face down`;
    case 'revealed': return `The ${side(e.seat)} player revealed ${String(e.card)} for ${String(e.candidate)}`;
    case 'electionRoll': return `${String(e.candidate)} rolls ${String(e.face)}`;
    case 'electionTie': return 'The election is tied: both roll again';
    case 'cityActivated': return `The ${side(e.seat)} player activates ${String(e.city)}`;
    case 'ability': return `${String(e.leader)} uses his special ability (+${String(e.drm)})`;
    case 'opsBonus': return `The free-city Ops bonus (+${String(e.used)}) is used`;
    case 'elected': return `${String(e.name)} wins the election`;
    case 'gameOver': return `Game over: ${String(e.reason)}`;
    default: return undefined;
  }
}
