import type { FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { ShownStep } from '../task-schema.js';
import { projectCard, strategyCard } from './lookup.js';

/*
 * Why a well-formed action is not legal now, with the rule that forbids it (for IllegalActionError).
 * Only the common cases get a specific reason; the rest fall back to the generic message.
 */

type Why = { reason: string; rule?: string } | undefined;

const mobilizeRule: Record<string, string> = { S: '11.1', A: '11.2', V: '11.3' };

/** The reason and rule for a well-formed action that is not legal now, when a specific one is known. */
export function explainIllegal(s: FreeAtLastState, step: ShownStep, a: FreeAtLastAction): Why {
  const o = s.orgs[step.org]!;
  const holds = (card: string): boolean => (card === 'home' ? o.homeCardInHand : o.hand.includes(card));
  if ('card' in a && typeof a.card === 'string' && a.type !== 'drawStrategy' && a.type !== 'drawLegislation' && a.type !== 'chooseLaw' && step.kind !== 'fundraiser' && !holds(a.card)) {
    return { reason: `${step.org} does not hold ${a.card}.` };
  }
  switch (a.type) {
    case 'pass':
      if (step.kind !== 'action') break;
      if (o.homeCardInHand) return { reason: 'A player cannot pass while he holds his Home Card.', rule: '9.4' };
      if (o.hand.length > o.staff.length) return { reason: 'More cards than Staffers: a card must be played.', rule: '9.4' };
      if (s.flow.preemptor === step.org) return { reason: 'A pre-emptive Action Round is taken to play a card.', rule: '10.4' };
      return { reason: 'Every seat has passed: the owner of an active Project must act.', rule: '9.4' };
    case 'event': {
      if (a.card === 'home') return { reason: 'The Home Card has no event.', rule: '9.3.3' };
      const c = strategyCard(s, a.card);
      if (c.bamn && step.org === 'SCLC') return { reason: 'SCLC cannot use By Any Means Necessary events.', rule: '9.8.3' };
      if (!c.turns.includes(s.turn)) return { reason: `${c.name} cannot be played for the event on Turn ${s.turn}.`, rule: '9.3.2.2' };
      return { reason: `${c.name} cannot be played for the event now (its phase or target does not allow it).`, rule: '9.3.2.1' };
    }
    case 'mobilize': {
      const p = s.projects[step.org];
      const rule = p ? mobilizeRule[projectCard(s, p.card).type]! : '11.0';
      return { reason: 'That card does not fit the set: a straight for S, a flush of the state\'s colour for A, one rank for V.', rule };
    }
    case 'hire':
      return o.hiredThisTurn > 0 ? { reason: 'Only one Staffer may be hired per Turn.', rule: '6.3' } : undefined;
    case 'giveFundraiser':
      return { reason: 'A player cannot give and receive a fundraiser in the same Turn.', rule: '9.5' };
    case 'reinforce':
      return { reason: 'That Project has no cube of this colour left (or is complete).', rule: '13.2' };
    case 'discard':
      return { reason: 'A player may discard only when he has no available action.', rule: '9.4' };
    default:
      break;
  }
  return undefined;
}
