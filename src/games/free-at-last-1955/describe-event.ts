import type { GameEvent } from '../../core/types.js';
import { namesOf } from '../../core/component-entries.js';
import { capitalized, withArticle } from '../../core/words.js';
import { referenceComponents } from './data/components.js';

/*
 * Words for logs: what an event was. `describeEvent` sees only the event, not the state, so ids are
 * named from the reference component set (as Free at Last's); an id it does not know (a set of one's
 * own) is shown as it is.
 */

const names = namesOf(referenceComponents);
/** A card, city, leader or state by name. */
const n = (id: unknown): string => names(String(id));
/** A Freedom Event by name. */
const freedomEvent = (id: unknown): string => referenceComponents.freedomEvents.find((f) => f.id === id)?.name ?? String(id);

/** A side in words. */
export const SIDE: Record<string, string> = { civilRights: 'civil rights', segregationist: 'segregationist' };
/** A protest goal in words. */
export const GOAL: Record<string, string> = { S: 'school integration', A: 'public accommodations', V: 'voting rights' };

/** One side's line of the Confrontation Results Table (7.3): its factors, column, roll and the losses it inflicts. */
function crtLine(v: unknown): string {
  const l = v as { factors: number; column: number; modifier: number; total: number; losses: number };
  const roll = l.modifier === 0 ? `roll ${l.total}` : `roll ${l.total - l.modifier}${l.modifier > 0 ? '+' : ''}${l.modifier} = ${l.total}`;
  return `${l.factors} factors, column ${l.column + 1}, ${roll}: ${l.losses} ${l.losses === 1 ? 'loss' : 'losses'} inflicted`;
}

/** An event in words (undefined: the generic form). */
export function describeEvent(e: GameEvent): string | undefined {
  const side = (x: unknown) => SIDE[String(x)] ?? String(x);
  switch (e.type) {
    case 'year': return `The year ${String(e.year)} begins`;
    case 'drew': return `The ${side(e.seat)} player draws a card`;
    case 'reshuffle': return `The discard pile becomes the deck (${String(e.cards)} cards)`;
    case 'play': return `The ${side(e.seat)} player ${e.card === null ? 'takes the free 1-Ops action' : `plays ${n(e.card)}`} to ${String(e.use)}${e.leader ? ` ${n(e.leader)}` : ''}`;
    case 'pass': return `The ${side(e.seat)} player holds`;
    case 'placed': return `A ${String(e.unit)} unit is placed in ${n(e.city)}`;
    case 'removed': return `A ${String(e.unit)} unit is removed from ${n(e.city)}`;
    case 'moved': return `A ${String(e.unit)} unit moves from ${n(e.from)} to ${n(e.to)}`;
    case 'leaderMoved': return `${n(e.leader)} moves from ${n(e.from)} to ${n(e.to)}`;
    case 'confrontation': return `${n(e.leader)} leads a ${String(e.kind)} in ${n(e.city)}${e.goal ? ` for ${GOAL[String(e.goal)]}` : ''}`;
    case 'confrontationWon': return e.winner === 'tie' ? `The confrontation in ${n(e.city)} is a tie: both sides lose` : `The ${side(e.winner)} player wins the confrontation in ${n(e.city)}`;
    case 'freedom': return `The Freedom Track advances to ${String(e.now)} (${String(e.why)})`;
    case 'nonviolence': return `Non-violence moves to ${String(e.now)} (${String(e.why)})`;
    case 'marker': return `${capitalized(withArticle(String(e.goal)))} marker is placed in ${n(e.city)}`;
    case 'freeCity': return `${n(e.city)} is a free city: reward ${String(e.reward)} ${String(e.n)}`;
    case 'confrontationCard': return `The ${side(e.seat)} player plays ${n(e.card)} as a confrontation card`;
    case 'media': return 'The attacker asks for national media attention';
    case 'mediaRoll': return `Media roll ${String(e.face)}: ${String(e.result)} attention`;
    case 'confrontationRoll': return `The ${side(e.seat)} player rolls ${String(e.face)}`;
    case 'crt': return `Confrontation Results Table: civil rights ${crtLine(e.civilRights)}; segregationist ${crtLine(e.segregationist)}`;
    case 'loss': return `The ${side(e.seat)} player loses a ${String(e.unit)} unit in ${n(e.city)}`;
    case 'avoidAttempt': return `${n(e.leader)} tries to avoid the confrontation`;
    case 'avoidRoll': return `Avoidance roll ${String(e.face)} against ${String(e.rating)}: ${e.success ? 'avoided' : 'failed'}`;
    case 'avoided': return `The ${side(e.seat)} player avoids the confrontation, moving from ${n(e.from)} to ${n(e.to)}`;
    case 'klanAttack': return `The Klan strikes at ${n(e.leader)}: ${String(e.face)} (needs ${String(e.need)}) — ${e.eliminated ? 'he is eliminated' : 'he survives'}`;
    case 'klan': return `A K unit is added in ${n(e.state)}`;
    case 'entrench': return `Entrenchment in ${n(e.city)}: ${e.success ? 'an E marker is placed' : 'failed'}`;
    case 'entrenchmentLost': return `${n(e.city)} loses its E marker (no W units left)`;
    case 'noStronghold': return `${n(e.city)} is no longer a stronghold`;
    case 'freedomEventOpen': return `Freedom Event ${freedomEvent(e.event)} is opened`;
    case 'freedomEventWon': return `Freedom Event won: ${String(e.name)}`;
    case 'discarded': return `The ${side(e.seat)} player discards ${n(e.card)}`;
    case 'committed': return `The ${side(e.seat)} player commits a card face down`;
    case 'revealed': return `The ${side(e.seat)} player revealed ${n(e.card)} for ${String(e.candidate)}`;
    case 'electionRoll': return `${String(e.candidate)} rolls ${String(e.face)}`;
    case 'electionTie': return 'The election is tied: both roll again';
    case 'cityActivated': return `The ${side(e.seat)} player activates ${n(e.city)}`;
    case 'ability': return `${n(e.leader)} uses his special ability (+${String(e.drm)})`;
    case 'opsBonus': return `The free-city Ops bonus (+${String(e.used)}) is used`;
    case 'elected': return `${String(e.name)} wins the election`;
    case 'gameOver': return `Game over: ${String(e.reason)}`;
    default: return undefined;
  }
}
