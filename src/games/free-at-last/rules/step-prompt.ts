import type { ShownStep } from '../task-schema.js';
import type { FreeAtLastState } from '../schema.js';
import { componentsOf } from './lookup.js';
import { strategyCard } from './lookup.js';
import { shownStep } from './flow-task.js';
import { phaseUnderWay } from './turn.js';
import { counting } from '../../../core/words.js';

/* The flow's decisions in words (for `prompt`). */

/** A card's name; 'home' = the Home Card of the seat deciding (9.3.3). */
export function cardName(s: FreeAtLastState, id: string): string {
  if (id !== 'home') return strategyCard(s, id).name;
  const org = shownStep(s)?.org;
  const home = componentsOf(s).homeCards.find((h) => h.organization === org);
  return home ? `the Home Card (${home.name})` : 'the Home Card';
}

/** What a flow decision asks, in words. */
export function stepPrompt(s: FreeAtLastState, step: ShownStep): string {
  const t = `Turn ${s.turn}`;
  switch (step.kind) {
    case 'hire':
      return `${t}, Hire Staff: ${step.org}, discard a card to hire a Staffer${step.org === 'CORE' ? ' (free for CORE)' : ''}, or skip`;
    case 'redraw':
      return `${step.org}: discard up to ${counting(step.left, 'more card')} to draw replacements, or done`;
    case 'select':
      return `${t}, Select Projects: ${step.org}, choose a Project`;
    case 'mobilize':
      return `${step.org}: play cards to mobilize red cubes (${step.cards.length} so far), or done`;
    case 'leader':
      return `${step.org}: ${step.purpose === 'replace' ? 'assign a new Protest Leader' : step.purpose === 'additional' ? 'assign an additional Protest Leader (New Project Leader)' : step.purpose === 'second' ? 'assign a second Protest Leader (SNCC)' : 'assign a Protest Leader'}`;
    case 'riders':
      return `${step.org}: place Freedom Riders on the Freedom Ride, or done`;
    case 'events':
      return `${step.org}: play an event of this phase, or done`;
    case 'chooseLaw':
      return `${step.org} (fewest VPs): choose ${counting(step.left, 'more provision')} of the ${step.act === 'civil-rights-act-1964' ? '1964 Civil Rights Act' : '1965 Voting Rights Act'}`;
    case 'window':
      return `${phaseUnderWay(s) === 'select-projects' ? `${t}, Plan the Turn` : 'Before the Action Round'}: ${step.org}, spend a Star for a card, offer a fundraiser, play a response card, or pass`;
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
    case 'discardDown':
      return `End of Turn: ${step.org}, discard down to ${counting(s.orgs[step.org]!.staff.length, 'card')}`;
    case 'appeal':
      return `${step.org}: discard the second card of the Supreme Court appeal`;
  }
}
