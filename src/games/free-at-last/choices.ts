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
    case 'redrawDiscard':
    case 'mobilize':
    case 'event':
    case 'play':
    case 'extra':
    case 'discard':
    case 'giveFundraiser':
    case 'burnDiscard':
    case 'discardDown':
    case 'appealDiscard':
    case 'projectPlayResponse':
    case 'projectAppeal':
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
    case 'redrawDiscard':
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
    case 'giveFundraiser':
      return [{ key: a.type, label: 'offer it as a fundraiser' }, { key: a.to, label: `to ${a.to}` }];
    case 'discard':
    case 'discardDown':
      return [{ key: a.type, label: 'discard it' }];
    case 'burnDiscard':
      return [{ key: a.type, label: 'discard it to answer Burn, Baby, Burn!' }];
    case 'appealDiscard':
      return [{ key: a.type, label: 'discard it toward a Supreme Court appeal' }];
    case 'projectPlayResponse':
      return [{ key: a.type, label: 'play it as a response' }];
    case 'projectAppeal':
      return [{ key: a.type, label: 'discard it to appeal' }];
    default:
      return [];
  }
}

/** The words of an action that uses no card from the hand. */
const plain: { readonly [T in FreeAtLastAction['type']]?: (a: Of<T>, n: Names) => string } = {
  drawStrategy: (a, n) => `draw ${n.card(a.card)}`,
  drawProject: (a) => `deal Project ${a.card}`,
  drawStaff: (a, n) => `draw ${n.leader(a.leader)}`,
  drawLegislation: (a, n) => `draw ${n.law(a.card)}`,
  hire: () => 'hire a Staffer for free',
  skipHire: () => 'hire no Staffer',
  redrawDone: () => 'stop redrawing',
  selectProject: (a, n) => `select ${n.project(a.state)}`,
  mobilizeDone: () => 'stop mobilizing',
  assignLeader: (a, n) => `assign ${n.leader(a.leader)}`,
  noLeader: () => 'assign no Leader',
  chooseLaw: (a, n) => `pass ${n.law(a.card)} into law`,
  eventsDone: () => 'play no more events now',
  mode: (a) => ({ protest: 'protest', picket: 'picket', exam: 'take the exam', injunction: 'seek an injunction', advance: 'advance', bamn: 'by any means necessary' })[a.mode],
  extraDone: () => 'add no more cards',
  reinforce: (a) => `SEG Reinforcement on ${a.target}'s Project`,
  pass: () => 'pass',
  concede: () => 'give up the incomplete Project',
  preempt: () => 'take a pre-emptive Action Round',
  declinePreempt: () => 'do not pre-empt',
  spendStarDraw: () => 'spend a Star to draw a Strategy card',
  windowPass: () => 'pass',
  acceptFundraiser: () => 'accept the fundraiser',
  refuseFundraiser: () => 'refuse the fundraiser',
  burnLower: () => 'lower the Non-Violence Commitment Level',
  discardDone: () => 'keep the rest of the hand',
  projectRoll: (a) => `${a.die} die shows ${a.face}`,
  projectCommitStaff: (a, n) => `commit ${n.leader(a.staff)} to the roll`,
  projectStrikeFirst: () => 'Strike First',
  projectInsure: () => 'spend a Star against a Strike Out',
  projectRemoveOverkill: () => 'spend a Star to remove an Overkill button',
  projectProceed: () => 'go on',
  projectKeep: (a) => `keep the ${a.face}`,
  projectReroll: () => 're-roll the X',
  projectRerollDie: (a) => `re-roll the die of the ${a.purpose}`,
  projectLeaderHit: (a) => ({ overkill: 'Leader hit: remove an Overkill button', save: 'Leader hit: save a red cube', collect: 'Leader hit: collect a SEG cube' })[a.use],
  projectDoj: () => 'call the D.O.J. Staff Attorney',
  projectWithdraw: () => 'withdraw from the Project',
  projectConsolidate: (a) => `consolidate the case with ${a.with}`,
  projectPass: () => 'pass',
  drawChallenge: (a, n) => `deal ${n.challenge(a.card)}`,
  drawSolo: (a, n) => `draw ${n.card(a.card)}`,
  challengeImplement: () => 'implement the Challenge on the Project',
  challengeWhiteCube: () => 'add a white cube to the Project instead',
  challengeGive: (a) => `give the Challenge to ${a.to}`,
  challengeCancel: (a, n) => `cancel ${n.challenge(a.card)} with ${a.pay === 'two-stars' ? '2 Stars' : "SCLC's 1 Star"}`,
  challengeShare: (a, n) => `ask ${a.with} to share cancelling ${n.challenge(a.card)}`,
  challengeShareAccept: () => 'pay 1 Star to cancel the Challenge',
  challengeShareRefuse: () => 'refuse to pay',
  soloImplement: (a, n) => `implement the event${a.law ? `, passing ${n.law(a.law)}` : ''}`,
  soloDecline: () => 'do not implement the event',
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
  const pass = view.legal.find((a) => a.type === 'windowPass');
  return pass !== undefined && view.legal.every((a) => a.type === 'windowPass' || a.type === 'spendStarDraw') ? pass : null;
}
