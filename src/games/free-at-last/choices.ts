import type { ChoicePath, ChoiceStep } from '../../core/choices.js';
import { referenceChallenges } from './data/challenges.js';
import { referenceComponents } from './data/index.js';
import type { ComponentSet } from './data/schema.js';
import type { FreeAtLastAction, FreeAtLastView } from './schema.js';

/*
 * Free at Last's legal actions grouped for people, from the seat's view alone: by the card they
 * use (a Strategy card, the Home Card), then what the card does (play on the Project, event,
 * discard…), then how or at whom (rank and colour of the Home Card, the event's target and law).
 * Actions that use no card stand on the top level.
 */

type Of<T extends FreeAtLastAction['type']> = Extract<FreeAtLastAction, { type: T }>;

/** Names of the components, from the view's component set. */
interface Names {
  readonly card: (id: string) => string;
  readonly leader: (id: string) => string;
  readonly law: (id: string) => string;
  readonly challenge: (id: string) => string;
  readonly project: (state: string) => string;
}

function namesOf(view: FreeAtLastView): Names {
  const c: ComponentSet = view.components ?? referenceComponents;
  const find = <T extends { id: string; name: string }>(list: readonly T[], id: string): string => list.find((x) => x.id === id)?.name ?? id;
  const home = c.homeCards.find((h) => h.organization === view.seat);
  return {
    card: (id) => (id === 'home' ? `Home Card${home ? ` (${home.name})` : ''}` : find(c.strategy, id)),
    leader: (id) => find(c.leaders, id),
    law: (id) => find(c.legislation, id),
    challenge: (id) => find(referenceChallenges, id),
    project: (state) => {
      const card = c.projects.find((p) => p.number === view.offered[state]);
      const where = c.states.find((x) => x.id === state)?.name ?? state;
      return card ? `${card.title} (${card.type}, ${where})` : where;
    },
  };
}

/** The card an action uses from the hand, if any (Home Card: `'home'`). */
function cardOf(a: FreeAtLastAction): string | null {
  switch (a.type) {
    case 'hire':
      return a.discard;
    case 'redraw-discard':
    case 'mobilize':
    case 'event':
    case 'play':
    case 'extra':
    case 'discard':
    case 'give-fundraiser':
    case 'burn-discard':
    case 'discard-down':
    case 'appeal-discard':
    case 'project-play-response':
    case 'project-appeal':
      return a.card;
    default:
      return null;
  }
}

const asPlayed = (a: { rank: number; color: string }): string => `as a ${a.color} ${a.rank}`;

/** What a card-using action does with the card (the second level), and how (the third), if it varies. */
function use(a: FreeAtLastAction, n: Names): ChoiceStep[] {
  switch (a.type) {
    case 'hire':
      return [{ key: 'hire', label: 'discard it to hire a Staffer' }];
    case 'redraw-discard':
      return [{ key: a.type, label: 'discard it to draw a replacement' }];
    case 'mobilize':
      return [{ key: a.type, label: 'mobilize with it' }, { key: asPlayed(a), label: asPlayed(a) }];
    case 'play':
      return [{ key: a.type, label: 'play it on the Project' }, { key: asPlayed(a), label: asPlayed(a) }];
    case 'extra':
      return [{ key: a.type, label: 'add it to the action' }, { key: asPlayed(a), label: asPlayed(a) }];
    case 'event': {
      const at = [a.target ? `on ${a.target}` : '', a.law ? `passing ${n.law(a.law)}` : ''].filter((x) => x !== '').join(', ');
      return [{ key: a.type, label: 'play it for the event' }, { key: `${a.target}/${a.law}`, label: at === '' ? 'play the event' : at }];
    }
    case 'give-fundraiser':
      return [{ key: a.type, label: 'offer it as a fundraiser' }, { key: a.to, label: `to ${a.to}` }];
    case 'discard':
    case 'discard-down':
      return [{ key: a.type, label: 'discard it' }];
    case 'burn-discard':
      return [{ key: a.type, label: 'discard it to answer Burn, Baby, Burn!' }];
    case 'appeal-discard':
      return [{ key: a.type, label: 'discard it toward a Supreme Court appeal' }];
    case 'project-play-response':
      return [{ key: a.type, label: 'play it as a response' }];
    case 'project-appeal':
      return [{ key: a.type, label: 'discard it to appeal' }];
    default:
      return [];
  }
}

/** The words of an action that uses no card from the hand. */
const plain: { readonly [T in FreeAtLastAction['type']]?: (a: Of<T>, n: Names) => string } = {
  'draw-strategy': (a, n) => `draw ${n.card(a.card)}`,
  'draw-project': (a) => `deal Project ${a.card}`,
  'draw-staff': (a, n) => `draw ${n.leader(a.leader)}`,
  'draw-legislation': (a, n) => `draw ${n.law(a.card)}`,
  hire: () => 'hire a Staffer for free',
  'skip-hire': () => 'hire no Staffer',
  'redraw-done': () => 'stop redrawing',
  'select-project': (a, n) => `select ${n.project(a.state)}`,
  'mobilize-done': () => 'stop mobilizing',
  'assign-leader': (a, n) => `assign ${n.leader(a.leader)}`,
  'no-leader': () => 'assign no Leader',
  'choose-law': (a, n) => `pass ${n.law(a.card)} into law`,
  'events-done': () => 'play no more events now',
  mode: (a) => ({ protest: 'protest', picket: 'picket', exam: 'take the exam', injunction: 'seek an injunction', advance: 'advance', bamn: 'by any means necessary' })[a.mode],
  'extra-done': () => 'add no more cards',
  reinforce: (a) => `SEG Reinforcement on ${a.target}'s Project`,
  pass: () => 'pass',
  concede: () => 'give up the incomplete Project',
  preempt: () => 'take a pre-emptive Action Round',
  'decline-preempt': () => 'do not pre-empt',
  'spend-star-draw': () => 'spend a Star to draw a Strategy card',
  'window-pass': () => 'pass',
  'accept-fundraiser': () => 'accept the fundraiser',
  'refuse-fundraiser': () => 'refuse the fundraiser',
  'burn-lower': () => 'lower the Non-Violence Commitment Level',
  'discard-done': () => 'keep the rest of the hand',
  'project-roll': (a) => `${a.die} die shows ${a.face}`,
  'project-commit-staff': (a, n) => `commit ${n.leader(a.staff)} to the roll`,
  'project-strike-first': () => 'Strike First',
  'project-insure': () => 'spend a Star against a Strike Out',
  'project-remove-overkill': () => 'spend a Star to remove an Overkill button',
  'project-proceed': () => 'go on',
  'project-keep': (a) => `keep the ${a.face}`,
  'project-reroll': () => 're-roll the X',
  'project-reroll-die': (a) => `re-roll the die of the ${a.purpose}`,
  'project-leader-hit': (a) => ({ overkill: 'Leader hit: remove an Overkill button', save: 'Leader hit: save a red cube', collect: 'Leader hit: collect a SEG cube' })[a.use],
  'project-doj': () => 'call the D.O.J. Staff Attorney',
  'project-withdraw': () => 'withdraw from the Project',
  'project-consolidate': (a) => `consolidate the case with ${a.with}`,
  'project-pass': () => 'pass',
  'draw-challenge': (a, n) => `deal ${n.challenge(a.card)}`,
  'draw-solo': (a, n) => `draw ${n.card(a.card)}`,
  'challenge-implement': () => 'implement the Challenge on the Project',
  'challenge-white-cube': () => 'add a white cube to the Project instead',
  'challenge-give': (a) => `give the Challenge to ${a.to}`,
  'challenge-cancel': (a, n) => `cancel ${n.challenge(a.card)} with ${a.pay === 'two-stars' ? '2 Stars' : "SCLC's 1 Star"}`,
  'challenge-share': (a, n) => `ask ${a.with} to share cancelling ${n.challenge(a.card)}`,
  'challenge-share-accept': () => 'pay 1 Star to cancel the Challenge',
  'challenge-share-refuse': () => 'refuse to pay',
  'solo-implement': (a, n) => `implement the event${a.law ? `, passing ${n.law(a.law)}` : ''}`,
  'solo-decline': () => 'do not implement the event',
};

/** The path of one legal action: card, use, how; or its words alone. */
function pathOf(a: FreeAtLastAction, n: Names): ChoicePath<FreeAtLastAction> {
  const card = cardOf(a);
  if (card !== null) return { action: a, path: [{ key: `card:${card}`, label: n.card(card) }, ...use(a, n)] };
  const words = plain[a.type] as ((a: FreeAtLastAction, n: Names) => string) | undefined;
  return { action: a, path: [{ key: JSON.stringify(a), label: words ? words(a, n) : a.type }] };
}

/** The grouped choices of the view's seat. */
export function freeAtLastChoicePaths(view: FreeAtLastView): ChoicePath<FreeAtLastAction>[] {
  const n = namesOf(view);
  return view.legal.map((a) => pathOf(a, n));
}

/** 10.0 An interrupt window in which the seat could only pass or spend a Star to draw: the pass. */
export function freeAtLastIdlePass(view: FreeAtLastView): FreeAtLastAction | null {
  const pass = view.legal.find((a) => a.type === 'window-pass');
  return pass !== undefined && view.legal.every((a) => a.type === 'window-pass' || a.type === 'spend-star-draw') ? pass : null;
}
