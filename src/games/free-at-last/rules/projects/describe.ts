import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { res } from './resolution.js';
import { dieNeed } from './dice.js';
import type { RollPurpose } from '../../task-schema.js';
import { findLeader, componentsOf } from '../lookup.js';

/*
 * Words for the project resolution: what each action does and what is being asked now.
 */

const purposeWords: Record<RollPurpose, string> = {
  'red-cubes': 'the red cubes',
  'white-cubes': 'the white cubes',
  'blue-cubes': 'the blue cubes',
  leader: 'the Leader',
  ldf: 'the LDF attorney',
  'seg-attorney': 'the SEG attorney',
  registrar: 'the registrar',
  doj: 'the D.O.J. Staff Attorney',
  fate: "the Event Leader's fate",
};

function cardName(s: FreeAtLastState, id: string): string {
  return id === 'home' ? 'the Home Card' : (componentsOf(s).strategy.find((c) => c.id === id)?.name ?? id);
}

/** An action of the project resolution in words. */
export function describeResolution(s: FreeAtLastState, a: ProjectAction): string {
  switch (a.type) {
    case 'projectRoll':
      return `${a.die} die shows ${a.face}`;
    case 'projectCommitStaff':
      return `commit ${findLeader(s, a.staff)?.name ?? a.staff} to the roll`;
    case 'projectStrikeFirst':
      return 'Strike First';
    case 'projectInsure':
      return 'spend a Star against a Strike Out';
    case 'projectRemoveOverkill':
      return 'spend a Star to remove an Overkill button';
    case 'projectProceed': {
      const kind = s.tasks[s.tasks.length - 1]!.kind;
      return kind === 'resolutionWithdraw' ? 'stay and fight' : kind === 'resolutionRoll' ? 'keep the X' : kind === 'resolutionReroll' ? 'keep the dice' : 'roll';
    }
    case 'projectKeep':
      return `keep the ${a.face}`;
    case 'projectReroll':
      return 're-roll the X';
    case 'projectRerollDie':
      return `re-roll the die of ${purposeWords[a.purpose]}`;
    case 'projectLeaderHit':
      return a.use === 'overkill' ? 'Leader hit: remove an Overkill button' : a.use === 'save' ? 'Leader hit: save a red cube' : 'Leader hit: collect a SEG cube';
    case 'projectPlayResponse':
      return `play ${cardName(s, a.card)}`;
    case 'projectAppeal':
      return `appeal, discarding ${cardName(s, a.card)}`;
    case 'projectDoj':
      return 'call the D.O.J. Staff Attorney';
    case 'projectWithdraw':
      return 'withdraw from the Project';
    case 'projectConsolidate':
      return `consolidate the case with ${a.with}`;
    case 'projectPass':
      return 'pass';
  }
}

/** What the project resolution asks now (the decision or die on top), in words. */
export function promptResolution(s: FreeAtLastState): string {
  const r = res(s);
  const t = s.tasks[s.tasks.length - 1]!;
  switch (t.kind) {
    case 'resolutionPreRoll':
      return `${r.org}: commit Staff, Strike First or spend Stars before the roll`;
    case 'resolutionRoll': {
      const need = dieNeed(s, t);
      if (need === 'keep') return `${r.org}: keep one of the two ${t.die} dice for ${purposeWords[t.purpose]}`;
      if (need === 'xReroll') return `${r.org}: re-roll the X for ${purposeWords[t.purpose]}?`;
      // 3.6 the subsequent roll follows an X; the second die of a roll-twice (15.9) is not one
      const which = t.faces.length === 0 ? '' : t.twice && t.faces.length === 1 ? ' (second of two)' : ' (subsequent roll)';
      return `roll the ${t.die} die for ${purposeWords[t.purpose]}${which}`;
    }
    case 'resolutionReroll':
      return `${r.org}: re-roll one die with the CORE Staffer?`;
    case 'resolutionLeaderHits':
      return `${r.org}: allocate the Leader's hits (${t.hits} left)`;
    case 'resolutionResponse':
      return `${t.seats[0]}: play a response card after the litigation roll?`;
    case 'resolutionAppeal':
      return `${r.org}: appeal by discarding a card?`;
    case 'resolutionDoj':
      return `${r.org}: call the D.O.J. Staff Attorney against the registrar?`;
    case 'resolutionWithdraw':
      return `${r.org}: withdraw from the Project?`;
    case 'resolutionConsolidate':
      return `${t.seats[0]}: consolidate your criminal case?`;
    default:
      return 'resolving';
  }
}
