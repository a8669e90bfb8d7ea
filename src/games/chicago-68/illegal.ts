import { promptOf } from './describe.js';
import { nameOf, turnOf } from './rules/lookups.js';
import { taskSections } from './rules/sections.js';
import type { Action, State } from './schema.js';

/**
 * Why a well-formed Chicago '68 action that is not listed is illegal: the free and card actions of a
 * turn by their rule, anything else by the section of the decision waiting (rules/sections.ts).
 */
export function explainIllegal(s: State, a: Action): { reason: string; rule?: string } | undefined {
  if (a.type === 'play' && turnOf(s)?.card) return { reason: 'One card action per turn (1.3, 1.4) unless "+1 ACTION" is held', rule: '2.11.5' };
  if (a.type === 'play') return { reason: `${nameOf(s, a.card)} is not in hand or its effect cannot be carried out now`, rule: '2.7.1' };
  if (a.type === 'streetTheater') return { reason: 'The Agitator location requirement is not met, or not a Yippie/MOBE turn', rule: '2.9.6' };
  if (a.type === 'removeBarrier') return { reason: 'Barriers are removed by discarding a Conflict card, next to your units, on your turn', rule: '2.9.3' };
  if (a.type === 'tactic') return { reason: 'Tactics: once per round, on a Police turn', rule: '2.9.4' };
  const task = s.tasks[s.tasks.length - 1];
  if (task === undefined) return undefined;
  return { reason: `Not one of the answers to: ${promptOf(s)}`, rule: taskSections[task.kind] };
}
