import type { FreeAtLastAction } from './schema.js';
import type { FreeAtLastState } from './state/schema.js';
import { leader, legislationCard, projectCard } from './rules/lookup.js';
import { projectRules } from './rules/project-seam.js';
import type { ProjectAction } from './state/resolution.js';
import { componentsOf } from './state/zones.js';
import { isVariantAction } from './state/variant-actions.js';
import { describeVariantAction } from './rules/variants/hooks.js';
import { topTask } from './state/stack.js';
import { isStep } from './state/tasks.js';
import { cardName } from './rules/step-prompt.js';

/* Actions and decisions in words a board-gamer follows. */

const played = (s: FreeAtLastState, a: { card: string; rank: number; color: string }): string =>
  a.card === 'home' ? `${cardName(s, 'home')} as a ${a.color} ${a.rank}` : `${cardName(s, a.card)} (${a.color} ${a.rank})`;

const stateName = (s: FreeAtLastState, id: string): string => componentsOf(s).states.find((x) => x.id === id)?.name ?? id;

/** What a Project action mode does, after "chooses to" (14.0). */
const MODE_WORDS = { protest: 'protest', picket: 'picket', exam: 'take the exam', injunction: 'seek an injunction', advance: 'advance', bamn: 'act By Any Means Necessary' } as const;

/** Who acts, for the sentence. */
function who(s: FreeAtLastState): string {
  const top = topTask(s);
  if (top?.kind === 'resolution') return String(projectRules.resolutionToMove(s));
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
  const top = topTask(s);
  switch (a.type) {
    case 'draw-strategy':
      return `a Strategy card is drawn${top?.kind === 'draw-strategy' ? ` for ${top.org}` : ''}`;
    case 'draw-project': {
      const c = projectCard(s, a.card);
      return `Project dealt: ${c.title} (${c.type}, ${stateName(s, c.state)})`;
    }
    case 'draw-staff':
      return `${leader(s, a.leader).name} joins the staff`;
    case 'draw-legislation':
      return `Legislation drawn: ${legislationCard(s, a.card).name}`;
    case 'hire':
      return a.discard === null ? `${p} hires a Staffer for free` : `${p} discards ${cardName(s, a.discard)} to hire a Staffer`;
    case 'skip-hire':
      return `${p} hires no Staffer`;
    case 'redraw-discard':
      return `${p} discards ${cardName(s, a.card)} to draw a replacement`;
    case 'redraw-done':
      return `${p} is done redrawing`;
    case 'select-project': {
      const c = projectCard(s, s.offered[a.state] ?? 0);
      return `${p} selects ${c.title} in ${stateName(s, a.state)}`;
    }
    case 'mobilize':
      return `${p} mobilizes with ${played(s, a)}`;
    case 'mobilize-done':
      return `${p} finishes mobilizing`;
    case 'assign-leader':
      return `${p} assigns ${leader(s, a.leader).name}`;
    case 'no-leader':
      return `${p} assigns no (further) Leader`;
    case 'choose-law':
      return `${p} passes ${legislationCard(s, a.card).name} into law`;
    case 'event':
      return `${p} plays ${cardName(s, a.card)} for the event${a.target ? ` on ${a.target}` : ''}${a.law ? `, passing ${legislationCard(s, a.law).name}` : ''}`;
    case 'events-done':
      return `${p} plays no more events now`;
    case 'play':
      return `${p} plays ${played(s, a)} on his Project`;
    case 'mode':
      return `${p} chooses to ${MODE_WORDS[a.mode]}`;
    case 'extra':
      return `${p} adds ${played(s, a)}`;
    case 'extra-done':
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
    case 'decline-preempt':
      return `${p} does not pre-empt`;
    case 'spend-star-draw':
      return `${p} spends a Star to draw a Strategy card`;
    case 'give-fundraiser':
      return `${p} offers ${cardName(s, a.card)} to ${a.to}`;
    case 'window-pass':
      return `${p} passes the interrupt window`;
    case 'accept-fundraiser':
      return `${p} accepts the fundraiser`;
    case 'refuse-fundraiser':
      return `${p} refuses the fundraiser`;
    case 'burn-discard':
      return `${p} discards ${cardName(s, a.card)} to answer Burn, Baby, Burn!`;
    case 'burn-lower':
      return `${p} lowers its Non-Violence Commitment Level`;
    case 'discard-down':
      return `${p} discards ${cardName(s, a.card)}`;
    case 'appeal-discard':
      return `${p} discards ${cardName(s, a.card)} toward a Supreme Court appeal`;
    case 'discard-done':
      return `${p} keeps the rest of his hand`;
    default:
      return projectRules.describeResolution(s, a as ProjectAction);
  }
}
