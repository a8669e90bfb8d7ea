import type { FreeAtLastAction } from './schema.js';
import type { FreeAtLastState } from './state/schema.js';
import { leader, legislationCard, projectCard, strategyCard } from './rules/lookup.js';
import { projectRules } from './rules/project-seam.js';
import type { ProjectAction } from './state/resolution.js';
import { componentsOf } from './state/zones.js';
import { isVariantAction } from './rules/variants/actions.js';
import { describeVariantAction, extPrompt } from './rules/variants/hooks.js';
import { decisionNow, type Decision, type DecisionTable } from './rules/decision.js';
import type { Step } from './state/pending.js';

/* Actions and decisions in words a board-gamer follows. */

function cardName(s: FreeAtLastState, id: string): string {
  if (id !== 'home') return strategyCard(s, id).name;
  const org = s.pending.step?.org;
  const home = componentsOf(s).homeCards.find((h) => h.organization === org);
  return home ? `the Home Card (${home.name})` : 'the Home Card';
}

const played = (s: FreeAtLastState, a: { card: string; rank: number; color: string }): string =>
  a.card === 'home' ? `${cardName(s, 'home')} as a ${a.color} ${a.rank}` : `${cardName(s, a.card)} (${a.color} ${a.rank})`;

const stateName = (s: FreeAtLastState, id: string): string => componentsOf(s).states.find((x) => x.id === id)?.name ?? id;

/** Who acts, for the sentence. */
function who(s: FreeAtLastState): string {
  const d = decisionNow(s);
  if (d?.kind === 'step') return d.step.org;
  return d?.kind === 'resolution' ? String(projectRules.resolutionToMove(s)) : 'chance';
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
  switch (a.type) {
    case 'draw-strategy':
      return `a Strategy card is drawn${s.pending.queue[0]?.kind === 'strategy' ? ` for ${s.pending.queue[0].org}` : ''}`;
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
      return `${p} chooses to ${a.mode}`;
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

const drawPrompt = (s: FreeAtLastState): string => {
  const q = s.pending.queue[0]!;
  return q.kind === 'strategy' ? `Draw a Strategy card for ${q.org}` : q.kind === 'staff' ? `Draw a Staffer for ${q.org}` : q.kind === 'project' ? 'Deal a Project card' : 'Draw a Legislation card';
};

const prompts: DecisionTable<(s: FreeAtLastState, d: Decision) => string> = {
  over: () => 'The game is over.',
  draw: drawPrompt,
  variant: (s) => extPrompt(s),
  resolution: (s) => projectRules.promptResolution(s),
  step: (s, d) => stepPrompt(s, d.step),
};

/** What is being asked now, in words. */
export function promptFor(s: FreeAtLastState): string {
  const d = decisionNow(s);
  return d === null ? '' : (prompts[d.kind] as (s: FreeAtLastState, d: Decision) => string)(s, d);
}

function stepPrompt(s: FreeAtLastState, step: Step): string {
  const t = `Turn ${s.turn}`;
  switch (step.kind) {
    case 'hire':
      return `${t}, Hire Staff: ${step.org}, discard a card to hire a Staffer${step.org === 'CORE' ? ' (free for CORE)' : ''}, or skip`;
    case 'redraw':
      return `${step.org}: discard up to ${step.left} more card(s) to draw replacements, or done`;
    case 'select':
      return `${t}, Select Projects: ${step.org}, choose a Project`;
    case 'mobilize':
      return `${step.org}: play cards to mobilize red cubes (${step.cards.length} so far), or done`;
    case 'leader':
      return `${step.org}: ${step.purpose === 'replace' ? 'assign a new Protest Leader' : step.purpose === 'second' ? 'assign a second Protest Leader (SNCC)' : 'assign a Protest Leader'}`;
    case 'riders':
      return `${step.org}: place Freedom Riders on the Freedom Ride, or done`;
    case 'events':
      return `${step.org}: play an event of this phase, or done`;
    case 'choose-law':
      return `${step.org} (fewest VPs): choose ${step.left} more provision(s) of the ${step.act === 'civil-rights-act-1964' ? '1964 Civil Rights Act' : '1965 Voting Rights Act'}`;
    case 'window':
      return `${s.phase === 'select-projects' ? `${t}, Plan the Turn` : 'Before the Action Round'}: ${step.org}, spend a Star for a card, offer a fundraiser, play a response card, or pass`;
    case 'fundraiser':
      return `${step.org}: accept ${cardName(s, step.card)} from ${step.from}?`;
    case 'preempt':
      return `${step.org} has the most cards: take a pre-emptive Action Round?`;
    case 'action':
      return `${t}, Action Round ${s.actionRound}: ${step.org}, play a card for your Project or its event, pass, or discard`;
    case 'mode':
      return `${step.org}: choose the action on your Project`;
    case 'extra':
      return `${step.org}: add cards of the same rank, or go on`;
    case 'reinforce':
      return `${step.org}: choose the Project for the ${step.color} SEG Reinforcement`;
    case 'burn':
      return `Burn, Baby, Burn!: ${step.org}, discard a 4-rank card or lower your Non-Violence level`;
    case 'discard-down':
      return `End of Turn: ${step.org}, discard down to ${s.orgs[step.org]!.staff.length} card(s)`;
    case 'appeal':
      return `${step.org}: discard the second card of the Supreme Court appeal`;
  }
}
