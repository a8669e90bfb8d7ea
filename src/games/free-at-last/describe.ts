import { type FreeAtLastAction, type ProjectAction, type FreeAtLastState, isVariantAction } from './schema.js';
import { leader, legislationCard, projectCard, componentsOf } from './rules/lookup.js';
import { projectSeam } from './rules/projects/project-action.js';
import { describeResolution } from './rules/projects/describe.js';
import { describeVariantAction } from './rules/variants/hooks.js';
import { isStep, isWindow, isResolution } from './task-schema.js';
import { cardName } from './rules/step-prompt.js';

/* Actions and decisions in words a board-gamer follows. */

const played = (s: FreeAtLastState, a: { card: string; rank: number; color: string }): string =>
  a.card === 'home' ? `${cardName(s, 'home')} as a ${a.color} ${a.rank}` : `${cardName(s, a.card)} (${a.color} ${a.rank})`;

const stateName = (s: FreeAtLastState, id: string): string => componentsOf(s).states.find((x) => x.id === id)?.name ?? id;

/** What a Project action mode does, after "chooses to" (14.0). */
const MODE_WORDS = { protest: 'protest', picket: 'picket', exam: 'take the exam', injunction: 'seek an injunction', advance: 'advance', bamn: 'act By Any Means Necessary' } as const;

/** Who acts, for the sentence. */
function who(s: FreeAtLastState): string {
  const top = s.tasks[s.tasks.length - 1];
  if (top && isResolution(top)) return String(projectSeam.resolutionToMove(s));
  if (top && isWindow(top)) return top.seats[0]!;
  return top && isStep(top) ? top.org : 'chance';
}

/** An action in words; an action naming unknown components (not a legal one) is described as its JSON. */
export function describeAction(s: FreeAtLastState, a: FreeAtLastAction): string {
  try {
    return words(s, a);
  } catch {
    return JSON.stringify(a);
  }
}

function words(s: FreeAtLastState, a: FreeAtLastAction): string {
  if (isVariantAction(a)) return describeVariantAction(s, a);
  const p = who(s);
  const top = s.tasks[s.tasks.length - 1];
  switch (a.type) {
    case 'drawStrategy':
      return `a Strategy card is drawn${top?.kind === 'drawStrategy' ? ` for ${top.org}` : ''}`;
    case 'drawProject': {
      const c = projectCard(s, a.card);
      return `Project dealt: ${c.title} (${c.type}, ${stateName(s, c.state)})`;
    }
    case 'drawStaff':
      return `${leader(s, a.leader).name} joins the staff`;
    case 'drawLegislation':
      return `Legislation drawn: ${legislationCard(s, a.card).name}`;
    case 'hire':
      return a.discard === null ? `${p} hires a Staffer for free` : `${p} discards ${cardName(s, a.discard)} to hire a Staffer`;
    case 'skipHire':
      return `${p} hires no Staffer`;
    case 'redrawDiscard':
      return `${p} discards ${cardName(s, a.card)} to draw a replacement`;
    case 'redrawDone':
      return `${p} is done redrawing`;
    case 'selectProject': {
      const c = projectCard(s, s.offered[a.state] ?? 0);
      return `${p} selects ${c.title} in ${stateName(s, a.state)}`;
    }
    case 'mobilize':
      return `${p} mobilizes with ${played(s, a)}`;
    case 'mobilizeDone':
      return `${p} finishes mobilizing`;
    case 'assignLeader':
      return `${p} assigns ${leader(s, a.leader).name}`;
    case 'noLeader':
      return `${p} assigns no (further) Leader`;
    case 'chooseLaw':
      return `${p} passes ${legislationCard(s, a.card).name} into law`;
    case 'event':
      return `${p} plays ${cardName(s, a.card)} for the event${a.target ? ` on ${a.target}` : ''}${a.law ? `, passing ${legislationCard(s, a.law).name}` : ''}`;
    case 'eventsDone':
      return `${p} plays no more events now`;
    case 'play':
      return `${p} plays ${played(s, a)} on his Project`;
    case 'mode':
      return `${p} chooses to ${MODE_WORDS[a.mode]}`;
    case 'extra':
      return `${p} adds ${played(s, a)}`;
    case 'extraDone':
      return `${p} adds no more cards`;
    case 'reinforce':
      return `${p} places the SEG Reinforcement on ${a.target}'s Project`;
    case 'pass':
      return `${p} passes`;
    case 'discard':
      return `${p} discards ${cardName(s, a.card)}`;
    case 'concede':
      return `${p} gives up the incomplete Project`;
    case 'preempt':
      return `${p} takes a pre-emptive Action Round`;
    case 'declinePreempt':
      return `${p} does not pre-empt`;
    case 'spendStarDraw':
      return `${p} spends a Star to draw a Strategy card`;
    case 'giveFundraiser':
      return `${p} offers ${cardName(s, a.card)} to ${a.to}`;
    case 'windowPass':
      return `${p} passes the interrupt window`;
    case 'acceptFundraiser':
      return `${p} accepts the fundraiser`;
    case 'refuseFundraiser':
      return `${p} refuses the fundraiser`;
    case 'burnDiscard':
      return `${p} discards ${cardName(s, a.card)} to answer Burn, Baby, Burn!`;
    case 'burnLower':
      return `${p} lowers its Non-Violence Commitment Level`;
    case 'discardDown':
      return `${p} discards ${cardName(s, a.card)}`;
    case 'appealDiscard':
      return `${p} discards ${cardName(s, a.card)} toward a Supreme Court appeal`;
    case 'discardDone':
      return `${p} keeps the rest of his hand`;
    default:
      return describeResolution(s, a as ProjectAction);
  }
}
