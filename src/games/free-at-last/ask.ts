import { isChanceQuestion, type ChanceQuestion, type DecisionQuestion, type DecisionSubject, type Question } from '../../core/question.js';
import { rollNeed } from './rules/projects/dice.js';
import { freeAtLastTaskMachine } from './rules/task-machine.js';
import type { ResolutionStep } from './state/resolution.js';
import type { FreeAtLastState } from './state/schema.js';
import type { Task } from './task-schema.js';

/*
 * What Free at Last asks, as data (`ask`): the core machine's question (the pending task's kind and
 * plain fields, and the seat), renamed per task kind where the kind alone does not say it — the
 * draws name their deck and whom they are for, a die roll its die, purpose and attempt. Kept apart
 * from the handlers, one entry per kind, so that it follows the tasks wherever they are written.
 * docs/free-at-last/questions.md lists the kinds.
 */

type Asker<K extends Task['kind']> = (s: FreeAtLastState, t: Extract<Task, { kind: K }>) => ChanceQuestion | DecisionSubject;

/** 3.6 which throw of the die this is: the first, the second of a roll-twice (15.9), or the subsequent roll after an X. */
function attempt(faces: number, twice: boolean): 'first' | 'second' | 'subsequent' {
  if (faces === 0) return 'first';
  return twice && faces === 1 ? 'second' : 'subsequent';
}

/** A resolution step as a decision kind, camelCase as every kind. */
const stepDecision: Readonly<Record<ResolutionStep, string>> = {
  'pre-roll': 'preRoll', roll: 'roll', reroll: 'reroll', 'leader-hits': 'leaderHits', response: 'response', appeal: 'appeal', doj: 'doj', withdraw: 'withdraw', consolidate: 'consolidate',
};

const askers: { readonly [K in Task['kind']]?: Asker<K> } = {
  drawStrategy: (_s, t) => ({ chance: 'draw', deck: 'strategy', for: t.org }),
  drawProject: () => ({ chance: 'draw', deck: 'project', for: 'table' }),
  drawStaff: (_s, t) => ({ chance: 'draw', deck: 'staff', for: t.org }),
  drawLegislation: (_s, t) => ({ chance: 'draw', deck: 'legislation', to: t.to }),
  drawChallenge: (_s, t) => ({ chance: 'draw', deck: 'challenge', for: t.org }),
  drawSolo: () => ({ chance: 'draw', deck: 'strategy', for: 'solitaire' }),
  resolution(s, t) {
    const roll = t.roll;
    if (t.step === 'roll' && roll !== null) {
      const need = rollNeed(s, roll);
      if (need === 'chance') return { chance: 'die', die: roll.die, purpose: roll.purpose, for: t.org, mode: t.mode, attempt: attempt(roll.faces.length, roll.twice) };
      return { decision: need === 'keep' ? 'keepDie' : 'xReroll', die: roll.die, purpose: roll.purpose, org: t.org, mode: t.mode };
    }
    return { decision: stepDecision[t.step], org: t.org, mode: t.mode };
  },
};

/** What is being asked now, as data; `null` once the game is over. */
export function askOf(s: FreeAtLastState): Question | null {
  const q = freeAtLastTaskMachine.ask(s);
  const top = s.tasks[s.tasks.length - 1];
  const asker = top && (askers[top.kind] as Asker<Task['kind']> | undefined);
  if (q === null || !asker) return q;
  const named = asker(s, top);
  return isChanceQuestion(q) ? (named as ChanceQuestion) : { ...(named as DecisionSubject), seat: (q as DecisionQuestion).seat };
}
