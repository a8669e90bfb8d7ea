import type { GameEvent } from '../../core/types.js';
import { referenceComponents, type ComponentSet } from './data/index.js';
import { withArticle } from '../../core/words.js';

/*
 * Events in words a board-gamer follows (the CLI's play log). `describeEvent` sees only the event,
 * not the state, so ids are named from the reference component set; an id it does not know (a
 * user-supplied set) is shown title-cased. Events that matter for the log carry names themselves.
 */

type E = GameEvent & Record<string, unknown>;

interface Names {
  readonly cards: Map<string, string>;
  readonly leaders: Map<string, string>;
  readonly laws: Map<string, string>;
  readonly projects: Map<number, string>;
  readonly states: Map<string, string>;
}

const cache = new WeakMap<ComponentSet, Names>();

function namesOf(c: ComponentSet): Names {
  let n = cache.get(c);
  if (!n) {
    n = {
      cards: new Map(c.strategy.map((x) => [x.id, x.name])),
      leaders: new Map(c.leaders.map((x) => [x.id, x.name])),
      laws: new Map(c.legislation.map((x) => [x.id, x.name])),
      projects: new Map(c.projects.map((x) => [x.number, x.title])),
      states: new Map(c.states.map((x) => [x.id, x.name])),
    };
    cache.set(c, n);
  }
  return n;
}

const names = (): Names => namesOf(referenceComponents);

/** `mass-meeting-4` → `Mass Meeting 4`: the fallback for ids outside the reference set. */
const titled = (id: string): string => id.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

const card = (id: unknown): string => (id === 'home' ? 'the Home Card' : names().cards.get(String(id)) ?? titled(String(id)));
const person = (id: unknown): string => names().leaders.get(String(id)) ?? String(id);
const law = (id: unknown): string => names().laws.get(String(id)) ?? titled(String(id));
const project = (n: unknown): string => names().projects.get(Number(n)) ?? `Project ${String(n)}`;
const place = (id: unknown): string => names().states.get(String(id)) ?? String(id);
const list = (xs: unknown): string => {
  const a = (xs as unknown[]).map(String);
  return a.length <= 1 ? (a[0] ?? 'nobody') : `${a.slice(0, -1).join(', ')} and ${a[a.length - 1]}`;
};
const plural = (n: unknown, one: string, many = `${one}s`): string => `${String(n)} ${n === 1 ? one : many}`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : `–${-n}`);
const num = (n: number): string => (n >= 0 ? String(n) : `–${-n}`);

/** `project:SNCC` → `SNCC's Project`. */
function zone(z: unknown): string {
  const [where, org] = String(z).split(':');
  switch (where) {
    case 'supply':
      return 'the supply';
    case 'project':
      return `${org}'s Project`;
    case 'eliminated':
      return `${org}'s eliminated area`;
    case 'criminal':
      return `${org}'s criminal hold`;
    default:
      return String(z);
  }
}

const purposes: Record<string, string> = {
  'red-cubes': 'for the red cubes',
  'white-cubes': 'for the white cubes',
  'blue-cubes': 'for the blue cubes',
  leader: 'for the Leader',
  ldf: 'for the LDF attorney',
  'seg-attorney': 'for the SEG attorney',
  registrar: 'for the registrar',
  doj: 'for the D.O.J. Staff Attorney',
  fate: "for the Event Leader's fate",
};

const sides: Record<string, string> = {
  red: 'red cubes',
  white: 'white cubes',
  blue: 'blue cubes',
  leader: 'the Leader',
  ldf: 'the LDF side',
  'seg-attorney': 'the SEG attorney',
  registrar: 'the registrar',
  doj: 'the D.O.J. Staff Attorney',
};

const modes: Record<string, string> = {
  protest: 'protests',
  picket: 'pickets',
  exam: 'takes the pupil placement exam',
  injunction: 'seeks an injunction',
  advance: 'advances',
  bamn: 'acts By Any Means Necessary',
};

const stages: Record<string, string> = {
  protest: 'the protest',
  exam: 'the pupil placement exam',
  'school-year': 'the school year',
  classes: 'the citizenship classes',
  courthouse: 'the courthouse stage',
  'bamn-white': 'the first By Any Means Necessary stage',
  'bamn-blue': 'the second By Any Means Necessary stage',
};

const levels: Record<string, string> = {
  'inter-racialism': 'Inter-Racialism',
  'black-leadership': 'Black Leadership',
  'black-power': 'Black Power',
  'black-separatism': 'Black Separatism',
};

/** A die roll: who rolls, the face, and how it reads (X value, the –1 rule). */
function roll(e: E): string {
  const face = String(e.face);
  const value = Number(e.value);
  if (e.subsequent) {
    const out = face === 'X' || (e.die === 'white' && face === 'K');
    return `subsequent roll ${face}: ${out ? (face === 'K' ? 'a K — Strike Out' : 'Strike Out') : 'the X stands'}`;
  }
  const leaders = (e.leaders as unknown[] | undefined) ?? [];
  const roller = e.purpose === 'leader' && leaders.length > 0 ? `Leader ${list(leaders.map(person))}` : e.purpose === 'fate' ? 'the Event Leader' : String(e.org ?? 'the owner');
  const mod = Number(e.modifier ?? 0);
  const note =
    e.reading === 'x'
      ? ` → ${num(value)} (X value${mod ? `, ${signed(mod)} Staffer` : ''})`
      : e.reading === 'minus-one'
        ? ` (–1 rule: ${num(value)})`
        : e.reading === 'exempt'
          ? ` (exempt from the –1 rule: ${num(value)})`
          : mod
            ? ` (${signed(mod)} Staffer: ${num(value)})`
            : '';
  return `${roller} rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ''}: ${face}${note}`.replace(' :', ':');
}

function dieResult(e: E): string {
  const what = `the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ''}`.trim();
  if (e.klan) return `${what} Strikes Out with a K: Klan attack!`;
  if (e.struckOut) return `${what} Strikes Out and scores nothing`;
  return `${what} counts ${num(Number(e.value))}`;
}

function cubes(e: E): string {
  const n = plural(e.count, `${String(e.color)} cube`);
  const why = String(e.why);
  if (why === 'collected') return `${String(e.to).split(':')[1]} collects ${n}`;
  if (why === 'added') return `${n} added to ${zone(e.to)}`;
  const go = e.count === 1 ? 'goes' : 'go';
  if (/^(removed|saved) by /.test(why)) return `${n} ${why} ${go} to ${zone(e.to)}`;
  return `${n} ${go} from ${zone(e.from)} to ${zone(e.to)} (${why})`;
}

function litigation(e: E): string {
  const court = e.court === 'supreme' ? 'at the Supreme Court' : e.appeal ? 'on appeal' : 'in court';
  switch (e.result) {
    case 'won':
      return `${String(e.org)} wins ${court}`;
    case 'reversed on appeal':
      return `${String(e.org)} wins: the ruling is reversed on appeal`;
    case 'tie':
      return `${String(e.org)}'s case ends in a tie ${court} (the SEG side wins ties)`;
    default:
      return `${String(e.org)} loses ${court}`;
  }
}

function projectAction(e: E): string {
  const cards = (e.cards as unknown[]).map(card);
  const using = cards.length > 0 ? ` with ${list(cards)}` : '';
  if (e.mode === 'injunction') {
    const team = [e.attorney, e.coCounsel].filter((x) => x !== null && x !== undefined).map(String);
    return `${String(e.org)} seeks an injunction${using}${team.length > 0 ? ` (${list(team)} for the LDF)` : ''}`;
  }
  const stage = e.stage ? ` (${stages[String(e.stage)] ?? String(e.stage)})` : '';
  return `${String(e.org)} ${modes[String(e.mode)] ?? String(e.mode)}${stage}${using}`;
}

function stars(e: E): string {
  const n = Number(e.count ?? 1);
  return `${String(e.org)} gains ${plural(n, 'Star')}${e.why ? ` (${String(e.why)})` : ''}`;
}

function starSpent(e: E): string {
  if (e.for === 'draw') return `${String(e.org)} spends a Star to draw a Strategy card`;
  return `${String(e.org)} spends ${plural(Number(e.count ?? 1), 'Star')}${e.why ? `: ${String(e.why)}` : ''}`;
}

const leaderFate = (e: E): string => `the Event Leader of ${String(e.org)} ${String(e.fate)}`;

/** Each event type the game emits, in words. */
const describers: Record<string, (e: E) => string> = {
  advanced: (e) => `${plural(e.count, 'red cube')} of ${String(e.org)} advance${e.count === 1 ? 's' : ''}`,
  appealDiscard: (e) => `${String(e.org)} discards ${card(e.card)} for an appeal`,
  appealFiled: (e) => `${String(e.org)} files an appeal to the Supreme Court`,
  appealRefund: (e) => `${String(e.org)} takes ${card(e.card)} back: a consolidated appeal costs three cards (22.16)`,
  burnBabyBurn: (e) => `Burn, Baby, Burn!: ${list(e.orgs)} must discard a card or lower Non-Violence`,
  burnDiscard: (e) => `${String(e.org)} discards ${card(e.card)} to Burn, Baby, Burn!`,
  cardDrawn: (e) => `${String(e.org)} draws a Strategy card`,
  cubes,
  demoralization: (e) => `${String(e.color)} demoralization: ${list(e.orgs)} affected`,
  dieResult: dieResult,
  discard: (e) => `${e.org ? `${String(e.org)} discards` : 'discarded:'} ${card(e.card)}${e.why ? ` (${String(e.why)})` : ''}`,
  discardDown: (e) => `${String(e.org)} discards ${card(e.card)} down to the hand limit`,
  dojAttorney: (e) => `${String(e.org)} calls in the D.O.J. Staff Attorney`,
  event: (e) =>
    `${String(e.org)} plays the event ${String(e.name ?? card(e.card))}${e.target ? ` on ${String(e.target)}` : ''}${e.law ? `, passing ${law(e.law)}` : ''}`,
  eventLeader: (e) => `${person(e.leader)} takes over ${String(e.org)}'s Project as Event Leader`,
  eventLeaderEliminated: (e) => `the Event Leader of ${String(e.org)} is eliminated`,
  eventLeaderFate: leaderFate,
  extraCard: (e) => `${String(e.org)} adds ${card(e.card)} to the action`,
  failure: (e) => `${String(e.org)} receives ${plural(e.count, 'Failure Marker')}${e.why ? ` (${String(e.why)})` : ''}`,
  federalLegislation: (e) => (law(e.card).startsWith('Federal Legislation') ? law(e.card) : `Federal Legislation: ${law(e.card)}`),
  freedomMarkerVps: (e) => `${String(e.org)} scores ${String(e.vp)} VP for Freedom Markers`,
  freedomRider: (e) => `${String(e.org)} sends ${person(e.leader)} as a Freedom Rider`,
  freedomRidersLost: (e) => `${String(e.org)} loses Freedom Riders: ${list((e.riders as unknown[]).map(person))}`,
  fundraiser: (e) => `${String(e.from)} gives ${card(e.card)} to ${String(e.to)} as a fundraiser (+${plural(e.stars, 'Star')})`,
  fundraiserRefused: (e) => `${String(e.to)} refuses ${String(e.from)}'s fundraiser`,
  hire: (e) => (e.discard === null ? `${String(e.org)} hires a Staffer for free` : `${String(e.org)} discards ${card(e.discard)} to hire a Staffer`),
  hits: (e) => {
    const side = sides[String(e.side)] ?? String(e.side);
    return `${side} score${side.startsWith('the ') ? 's' : ''} ${plural(e.hits, 'hit')} on ${String(e.org)}'s Project`;
  },
  klan: (e) => `Klan attack on ${String(e.org)}'s Project: ${list((e.killed as unknown[]).map(person))} killed`,
  lawHeldUp: (e) => `${law(e.card)} is held up in Congress`,
  lawImplemented: (e) => `${law(e.card)} is implemented`,
  lawPassed: (e) => `${law(e.card)} passes into law (${String(e.area)} Projects)`,
  leaderAssigned: (e) => `${String(e.org)} assigns ${person(e.leader)} to its Project`,
  litigation,
  localFigure: (e) => `Local Figure ${String(e.name)} is activated (${e.side === 'seg' ? 'SEG' : 'civil rights'} side)`,
  mobilized: (e) => `${String(e.org)} mobilizes with ${plural(e.cards, 'card')}: ${plural(e.red, 'red cube')}`,
  nonViolenceLowered: (e) => `${String(e.org)} lowers its Non-Violence Commitment to ${levels[String(e.level)] ?? String(e.level)}`,
  overkill: (e) => `Overkill: ${plural(e.count, 'button')} on ${String(e.org)}'s Project`,
  overkillRemoved: (e) => `${String(e.org)} removes ${plural(e.count, 'Overkill button')}`,
  pass: (e) => `${String(e.org)} passes`,
  actionLost: (e) => `${String(e.org)}'s ${String(e.mode)} action is lost: its Project no longer allows it (ruling 13.3)`,
  play: (e) => `${String(e.org)} plays ${card(e.card)} as a ${String(e.color)} ${String(e.rank)}`,
  preempt: (e) => `${String(e.org)} takes a pre-emptive Action Round`,
  projectAction: projectAction,
  projectDealt: (e) => `Project ${e.discarded ? 'dealt and discarded' : 'dealt'}: ${project(e.card)} in ${place(e.state)}`,
  projectFailure: (e) => `${String(e.org)}'s Project fails: ${project(e.card)}`,
  projectSelected: (e) => `${String(e.org)} selects ${String(e.title ?? project(e.card))} in ${place(e.state)}`,
  projectSuccess: (e) => `${String(e.org)}'s Project succeeds: ${project(e.card)} earns ${withArticle(String(e.freedomMarker))} Freedom Marker`,
  projectWithdrawn: (e) => `${String(e.org)} withdraws its Project`,
  redrawDiscard: (e) => `${String(e.org)} discards a Project to draw another`,
  registrar: (e) => `the registrar ${e.localFigure ? `(${String(e.localFigure)}${e.activated ? ', activated' : ''}) ` : ''}faces ${String(e.org)}`,
  response: (e) => `${String(e.org)} plays ${card(e.card)} in response: ${signed(Number(e.hits))} LDF hits`,
  roll,
  segReinforcement: (e) => `SEG Reinforcement: a ${String(e.color)} cube joins ${String(e.target)}'s Project`,
  staffCommitted: (e) => `${String(e.org)} commits Staffer ${person(e.staff)} ${purposes[String(e.to)] ?? ''}`.trimEnd(),
  staffHired: (e) => `${person(e.leader)} joins ${String(e.org)}'s staff`,
  staffReroll: (e) => `${String(e.org)} re-rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ''} with a Staffer`.replace('  ', ' '),
  stageComplete: (e) => `${String(e.org)} completes ${stages[String(e.stage)] ?? String(e.stage)}`,
  star: stars,
  stars,
  starSpent: starSpent,
  strikeFirst: (e) => `${String(e.org)} announces Strike First`,
  strikeFirstBackfired: (e) => `${String(e.org)}'s Strike First backfires`,
  supremeCourt: (e) => `the Supreme Court hears the criminal case of ${list(e.orgs)}`,
  turnEnd: (e) => `end of Turn ${String(e.turn)}`,
  vp: (e) => `${String(e.org)} ${Number(e.vp) >= 0 ? 'scores' : 'loses'} ${plural(Math.abs(Number(e.vp)), 'VP')} (${String(e.why)})`,
  xMove: (e) => xMove(e),
  xMoved: (e) => xMove(e),
  xReroll: (e) => `the ${String(e.die)} X is re-rolled (Legislation)`,
};

function xMove(e: E): string {
  const to = e.value === undefined ? '' : ` to ${String(e.value)}`;
  return `the ${String(e.die)} X moves ${e.direction === 'up' ? 'right' : 'left'}${to}`;
}

/** The event types `describeEvent` puts in words (every type the game emits). */
export const describedEventTypes: readonly string[] = Object.keys(describers);

/** An event in words; `undefined` for a type the game does not emit (the generic form then applies). */
export function describeEvent(event: GameEvent): string | undefined {
  const d = describers[event.type];
  return d ? d(event as E) : undefined;
}
