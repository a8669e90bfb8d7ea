import * as z from 'zod/mini';
import { decisionQuestionSchema } from '../../core/question.js';
import { challengeCardSchema, challengeDeckSchema } from './data/challenge-schema.js';
import { colorSchema, componentSetSchema, dieFaceSchema, organizationSchema, rankSchema, type Organization } from './data/schema.js';
import { flowSchema, resolutionSchema, rollPurposeSchema, shownRoundSchema, shownStepSchema, taskSchema, variantTaskSchemas } from './task-schema.js';

/*
 * The state, config, action and view schemas of Free at Last: the state is plain JSON, the single
 * source of truth (DESIGN.md §1), owned by the integrator; its task stack `tasks` belongs to the
 * rules (task-schema.ts). Actions are one small decision each; the project rules' actions (type
 * `project…`) and the variants' join the same discriminated union.
 */

const org = organizationSchema;

/** Counted cubes of each colour in one zone. */
export const cubesSchema = z.object({
  red: z.number().check(z.int(), z.minimum(0)),
  white: z.number().check(z.int(), z.minimum(0)),
  blue: z.number().check(z.int(), z.minimum(0)),
});

/** 3.8.2 Non-Violence Commitment Level (SNCC and CORE only). */
export const nonViolenceSchema = z.enum(['inter-racialism', 'black-leadership', 'black-power', 'black-separatism']);

/** VP by where they came from: `vp` always equals the sum (the scoring-events invariant). */
export const vpBreakdownSchema = z.object({
  /** 1.2 white (1) and blue (2) cubes collected, in any way. */
  segCubes: z.number().check(z.int()),
  /** 1.2 red cubes remaining on a completed Project. */
  redCubes: z.number().check(z.int()),
  /** 1.3, 20.4 Freedom Markers at the end of each Turn. */
  freedomMarkers: z.number().check(z.int()),
  /** 20.2, 22.15 criminal cases won at the Supreme Court. */
  litigation: z.number().check(z.int()),
  /** VPs given by events, Challenges and other effects. */
  events: z.number().check(z.int()),
  /** 1.4, 21.1 Star Value chart at the end of the game. */
  stars: z.number().check(z.int()),
  /** 1.5, 21.1 Failure Marker penalties at the end of the game. */
  failures: z.number().check(z.int()),
});

export const staffMemberSchema = z.object({
  id: z.string(),
  /** 6.5 tired after his ability is used this Turn. */
  tired: z.boolean(),
});

/** One organization's holdings. */
export const orgStateSchema = z.object({
  /** Strategy card ids (the Home Card is tracked by `homeCardInHand`). */
  hand: z.array(z.string()),
  homeCardInHand: z.boolean(),
  stars: z.number().check(z.int(), z.minimum(0)),
  failures: z.number().check(z.int(), z.minimum(0)),
  vp: z.number().check(z.int()),
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (a second of one type scores nothing more, 1.3). */
  freedomMarkers: z.object({ S: z.number().check(z.int(), z.minimum(0)), A: z.number().check(z.int(), z.minimum(0)), V: z.number().check(z.int(), z.minimum(0)) }),
  /** 6.3 the hidden cup of Staff Leaders not yet hired. */
  staffPool: z.array(z.string()),
  staff: z.array(staffMemberSchema),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available. */
  protestLeaders: z.array(z.string()),
  /** 3.8 leaders out of the game (led a Project in an earlier Turn, assassinated, left the organization). */
  removedLeaders: z.array(z.string()),
  nonViolence: z.nullable(nonViolenceSchema),
  /** 1.7 A the eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 red cubes removed by blue cubes in an A Project, kept on the Project card for a criminal appeal. */
  criminalHold: z.number().check(z.int(), z.minimum(0)),
  /** 22.15 two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z.boolean(),
  /** 22.8.1.1, 22.16 the cards discarded toward this Turn's appeal, in order (Marshall's activation colour, the consolidation refund). */
  appealCards: z.optional(z.array(z.object({ id: z.string(), color: colorSchema }))),
  /** 6.3 Staffers hired this Turn (one, or two with Staff Hired). */
  hiredThisTurn: z.number().check(z.int(), z.minimum(0)),
  /** 9.5 fundraisers given / received this Turn (one may not do both). */
  gaveFundraiser: z.boolean(),
  receivedFundraiser: z.boolean(),
  /** 9.4 passed in the current sequence of Action Rounds. */
  passed: z.boolean(),
});

/** A Project an organization has selected and is working on. */
export const projectSchema = z.object({
  /** Project card number. */
  card: z.number().check(z.int()),
  owner: organizationSchema,
  cubes: cubesSchema,
  /** Where the Project stands (15–19). */
  stage: z.enum(['protest', 'exam', 'school-year', 'classes', 'courthouse', 'bamn-white', 'bamn-blue', 'done']),
  /** Protest Leader ids on the Project (SNCC may have 2 in A and V Projects, 7.1). */
  leaders: z.array(z.string()),
  /** 7.4 Freedom Rider counters on the Project; each acts as 2 red cubes. */
  freedomRiders: z.array(z.string()),
  /** 15.6 Overkill buttons. */
  overkill: z.number().check(z.int(), z.minimum(0)),
  /** 22.2 one Litigation action per Project. */
  litigationUsed: z.boolean(),
  /** 22.14 a Marches Project may seek an Injunction only after one Protest action. */
  protests: z.number().check(z.int(), z.minimum(0)),
  /** 16.2 blue cubes scored hits in the first Protest roll: a March may then seek an Injunction. */
  blueHitFirstProtest: z.boolean(),
  /** 15.12 the Leader was assassinated: a new one may be assigned next Action Round. */
  leaderLost: z.boolean(),
  /** 18.2.5 the Local Figure eliminated by the Klan (no Leader on the Project). */
  lostLocalFigures: z.array(z.string()),
  /** 3.6 Legislation that re-rolls an X once per Project: which dice have used it. */
  xRerollsUsed: z.array(z.enum(['red', 'white', 'blue'])),
  /** 19.1 Robert F. Williams or Malcolm X has taken over the Project. */
  eventLeader: z.nullable(z.string()),
  outcome: z.enum(['active', 'success', 'failure', 'withdrawn']),
});

export const phaseSchema = z.enum([
  'deal-projects', // 2.1
  'deal-strategy', // 2.2
  'hire-staff', // 2.3
  'select-projects', // 2.5–2.6 (with mobilization, 11.x, and leaders, 7.x)
  'challenges', // 2.7 (advanced game)
  'legislation', // 2.8
  'action-rounds', // 2.9
  'end-of-turn', // 2.10, 20.x
  'game-over', // 21
]);

/*
 * 23.5 Difficulty Levels: the Failure Marker track starts at space 1–5. The start counts towards the
 * penalty per marker (1.5) and towards the Seggie victory at 9 (1.6) — see docs/free-at-last/variants.md.
 */

/** 23.5 the five levels, easiest first. */
export const difficultySchema = z.enum(['roberto-clemente', 'ernie-banks', 'willie-mays', 'henry-aaron', 'jackie-robinson']);
export type Difficulty = z.infer<typeof difficultySchema>;

/*
 * The state the advanced game and the variants add (`state.ext`, absent in the basic game so that
 * its states stay as they were): the options in force, the Challenge cards (2.7, 9.12–9.16), the historical Project reserve (23.4) and solitaire (23.1).
 */

/** A Challenge card in a player's play area or by the board (9.13, 9.14). */
export const challengeInPlaySchema = z.object({
  card: z.string(),
  /** The Project it is implemented on; null = an ALL Challenge by the board. */
  org: z.nullable(org),
  /** 9.15.1 SEG cubes it added (removed again if an M Challenge is cancelled). */
  added: z.object({ white: z.number().check(z.int(), z.minimum(0)), blue: z.number().check(z.int(), z.minimum(0)) }),
});

export const challengeStateSchema = z.object({
  /** 1.7 the Challenge deck, unordered: every deal is a chance node. */
  deck: z.array(z.string()),
  discard: z.array(z.string()),
  /** 2.7 cards dealt this Turn and not yet implemented, by player (dealt order). */
  dealt: z.record(z.string(), z.array(z.string())),
  /** 9.14 ALL Challenges by the board, to be implemented after the Project Challenges. */
  byBoard: z.array(z.string()),
  /** Challenges in effect (lasting, or M with their cubes). */
  inPlay: z.array(challengeInPlaySchema),
  /** A user Challenge deck; null = the reference deck. */
  custom: z.nullable(z.array(challengeCardSchema)),
});

export const soloStateSchema = z.object({
  /** The Action Round whose draw has been made. */
  drawnRound: z.number().check(z.int()),
  /** 23.1 response cards kept next to the Project. */
  held: z.array(z.string()),
  /** Held cards already offered this Action Round. */
  offered: z.array(z.string()),
});

export const extStateSchema = z.object({
  variant: z.enum(['standard', 'solitaire', 'team', 'coop']),
  historical: z.boolean(),
  advanced: z.boolean(),
  difficulty: z.nullable(difficultySchema),
  teams: z.nullable(z.tuple([z.tuple([org, org]), z.tuple([org, org])])),
  /** 23.4 Project cards of other Turns, set aside. */
  projectReserve: z.array(z.number().check(z.int())),
  challenges: z.nullable(challengeStateSchema),
  solo: z.nullable(soloStateSchema),
});

export const freeAtLastStateSchema = z.object({
  rng: z.array(z.number().check(z.int())),
  chance: z.enum(['auto', 'manual']),
  /** A user-supplied component set, validated; `null` = the reference set (kept out of the state to keep it small). */
  components: z.nullable(componentSetSchema),
  /** Seats in Turn order (2.0). */
  seats: z.array(organizationSchema),
  turn: z.number().check(z.int(), z.minimum(1), z.maximum(3)),
  actionRound: z.number().check(z.int(), z.minimum(0)),
  orgs: z.record(z.string(), orgStateSchema),
  /** 2.1 Project cards dealt face up, by state id. */
  offered: z.record(z.string(), z.number().check(z.int())),
  projects: z.record(z.string(), projectSchema),
  supply: cubesSchema,
  /** X Value Track positions (index into components.xTracks.*.values). */
  xTrack: z.object({ red: z.number().check(z.int()), white: z.number().check(z.int()), blue: z.number().check(z.int()) }),
  /** 23.5 the Failure Marker track's starting space (0 in the standard game). */
  failureTrackStart: z.number().check(z.int(), z.minimum(0)),
  decks: z.object({
    /** 9.3 the Strategy draw pile, unordered: draws are chance nodes. */
    strategy: z.array(z.string()),
    strategyDiscard: z.array(z.string()),
    /** 9.3 starred events played, out of the game. */
    strategyRemoved: z.array(z.string()),
    /** 9.3 starred events with a lasting impact, kept on the board while in effect. */
    lastingEvents: z.array(z.string()),
    /** 3.7 the March on Washington display: cards being played this Action Round. */
    display: z.array(z.string()),
    projects: z.array(z.number().check(z.int())),
    projectDiscard: z.array(z.number().check(z.int())),
    /** 9.9.1 the 20 general Legislation cards still to draw, unordered. */
    legislation: z.array(z.string()),
    /** 9.9.1 the 1964 Civil Rights Act and 1965 Voting Rights Act provisions, for Turn 3. */
    civilRightsAct: z.array(z.string()),
    votingRightsAct: z.array(z.string()),
    /** 2.8, 9.11 laws in effect by stack. */
    laws: z.object({ S: z.array(z.string()), A: z.array(z.string()), V: z.array(z.string()) }),
    /** 2.8 provisions held up in committee. */
    legislationDiscard: z.array(z.string()),
    /** 3.6.6, 9.10 one-time and Federal Legislation, out of the game. */
    legislationRemoved: z.array(z.string()),
  }),
  /** The flow's bookkeeping between its decisions: the Action Round under way and whose it is (task-schema.ts). */
  flow: flowSchema,
  /** The record of the running project resolution (task-schema.ts), `null` when none is running. */
  resolution: z.nullable(resolutionSchema),
  /**
   * Everything the game waits for, top last (task-schema.ts): the flow task at the bottom, the
   * phases of the Turn still to come above it (the phase under way is read from them,
   * rules/turn.ts); empty once the game is over (21).
   */
  tasks: z.array(taskSchema),
  /** The advanced game and the variants of section 23 (`extStateSchema` above); absent in the basic game. */
  ext: z.optional(extStateSchema),
});

/** 2.0 Turn order. */
export const turnOrder = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;

/*
 * The config keys of the advanced game and the variants of section 23, and the rules on how they
 * combine (checked by the game's config schema). Defaults keep the basic game.
 */

const team = z.tuple([organizationSchema, organizationSchema]);

/** The variant keys joined to the game's config object. */
export const variantConfigShape = {
  /** 2.7, 9.12–9.16 the advanced game: the Challenge deck. */
  advanced: z._default(z.boolean(), false),
  /** 23.1 solitaire (1 player), 23.2 team play, 23.3 cooperative play; 'historical' = standard + 23.4. */
  variant: z._default(z.enum(['standard', 'solitaire', 'team', 'coop', 'cooperative', 'historical']), 'standard'),
  /** 23.4 the historical Project deal; combines with any variant. */
  historical: z._default(z.boolean(), false),
  /** 23.5 the difficulty level (Failure Marker track start), by name. */
  difficulty: z._default(z.nullable(difficultySchema), null),
  /** 23.2 the two teams (default SNCC + SCLC against CORE + NAACP). */
  teams: z.optional(z.tuple([team, team])),
  /** A user Challenge deck (validated); default the reference deck. */
  challengeDeck: z.optional(challengeDeckSchema),
};

/** The variant a parsed config plays. */
export type VariantKind = 'standard' | 'solitaire' | 'team' | 'coop';

interface RawVariantConfig {
  players?: Organization[] | undefined;
  variant: 'standard' | 'solitaire' | 'team' | 'coop' | 'cooperative' | 'historical';
  difficulty: string | null;
  teams?: [[Organization, Organization], [Organization, Organization]] | undefined;
}

/** The variant after aliases: 'cooperative' = 'coop', 'historical' = standard with the historical deal. */
export const variantKind = (v: RawVariantConfig['variant']): VariantKind => (v === 'cooperative' ? 'coop' : v === 'historical' ? 'standard' : v);

/** Which combinations of players, variant and difficulty are allowed (see docs/free-at-last/variants.md). */
export function checkVariantConfig(c: RawVariantConfig, ctx: z.core.$RefinementCtx): void {
  const kind = variantKind(c.variant);
  const n = c.players?.length;
  const issue = (message: string, path: string): void => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (kind === 'solitaire') {
    if (n !== undefined && n !== 1) issue('23.1 solitaire is played by exactly 1 organization', 'players');
    if (c.difficulty !== null) issue('23.1.1 solitaire sets the Failure Marker track itself: no difficulty level', 'difficulty');
  } else if (n === 1) issue('1 player plays the solitaire variant (23.1)', 'players');
  if ((kind === 'team' || kind === 'coop') && n !== undefined && n !== 4) issue(`23.${kind === 'team' ? '2 team play is 2 versus 2' : '3 cooperative play needs four Freedom Markers of each type: 4 players'}`, 'players');
  if (c.teams !== undefined) {
    if (kind !== 'team') issue('teams are for the team variant (23.2)', 'teams');
    const members = c.teams.flat();
    if (new Set(members).size !== 4) issue('23.2 the teams are two pairs of the four organizations', 'teams');
  }
}

/** The players a config plays with: solitaire defaults to SNCC, the others to all four (Turn order is kept by the game). */
export const defaultPlayers = (v: RawVariantConfig['variant']): Organization[] => (variantKind(v) === 'solitaire' ? ['SNCC'] : ['SNCC', 'CORE', 'SCLC', 'NAACP']);

/**
 * The game config: 1–4 of the four organizations (seated in Turn order; a number N is the first N),
 * chance mode, components,
 * and the advanced game and variants of section 23 (`variantConfigShape`, `checkVariantConfig`: which combine).
 */
export const configSchema = z.pipe(z
  .strictObject({
    /** The organizations that play, or how many: the first N in Turn order. */
    players: z.optional(z
      .union([
        z.pipe(z
          .number().check(z.int(), z.minimum(1), z.maximum(4)), z.transform((n) => turnOrder.slice(0, n))),
        z
          .array(organizationSchema).check(z.minLength(1), z.maxLength(4), z.refine((p) => new Set(p).size === p.length, 'each organization at most once')),
      ])),
    chance: z._default(z.enum(['auto', 'manual']), 'auto'),
    /** A user component set (validated); default the reference set. */
    components: z.optional(componentSetSchema),
    ...variantConfigShape,
  }).check(z.superRefine(checkVariantConfig)), z.transform((c) => ({ ...c, players: c.players ?? defaultPlayers(c.variant) })));

const card = z.string();
const played = { card, rank: rankSchema, color: colorSchema };

/** The flow's actions (phases, card play, events, interrupts). */
export const flowActionSchemas = [
  z.strictObject({ type: z.literal('drawStrategy'), card }),
  z.strictObject({ type: z.literal('drawProject'), card: z.number().check(z.int()) }),
  z.strictObject({ type: z.literal('drawStaff'), leader: z.string() }),
  z.strictObject({ type: z.literal('drawLegislation'), card }),
  z.strictObject({ type: z.literal('hire'), discard: z.nullable(card) }),
  z.strictObject({ type: z.literal('skipHire') }),
  z.strictObject({ type: z.literal('redrawDiscard'), card }),
  z.strictObject({ type: z.literal('redrawDone') }),
  z.strictObject({ type: z.literal('selectProject'), state: z.string() }),
  z.strictObject({ type: z.literal('mobilize'), ...played }),
  z.strictObject({ type: z.literal('mobilizeDone') }),
  z.strictObject({ type: z.literal('assignLeader'), leader: z.string() }),
  z.strictObject({ type: z.literal('noLeader') }),
  z.strictObject({ type: z.literal('chooseLaw'), card }),
  z.strictObject({ type: z.literal('event'), card, target: z.nullable(org), law: z.nullable(z.string()) }),
  z.strictObject({ type: z.literal('eventsDone') }),
  z.strictObject({ type: z.literal('play'), ...played }),
  z.strictObject({ type: z.literal('mode'), mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn']) }),
  z.strictObject({ type: z.literal('extra'), ...played }),
  z.strictObject({ type: z.literal('extraDone') }),
  z.strictObject({ type: z.literal('reinforce'), target: org }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('concede') }),
  z.strictObject({ type: z.literal('preempt') }),
  z.strictObject({ type: z.literal('declinePreempt') }),
  z.strictObject({ type: z.literal('spendStarDraw') }),
  z.strictObject({ type: z.literal('giveFundraiser'), card, to: org }),
  z.strictObject({ type: z.literal('windowPass') }),
  z.strictObject({ type: z.literal('acceptFundraiser') }),
  z.strictObject({ type: z.literal('refuseFundraiser') }),
  z.strictObject({ type: z.literal('burnDiscard'), card }),
  z.strictObject({ type: z.literal('burnLower') }),
  z.strictObject({ type: z.literal('discardDown'), card }),
  z.strictObject({ type: z.literal('appealDiscard'), card }),
  z.strictObject({ type: z.literal('discardDone') }),
] as const;

const face = dieFaceSchema;

/** The project rules' actions (every type starts with `project-`). */
export const projectActionSchemas = [
  z.strictObject({ type: z.literal('projectRoll'), die: colorSchema, face }),
  z.strictObject({ type: z.literal('projectCommitStaff'), staff: z.string() }),
  z.strictObject({ type: z.literal('projectStrikeFirst') }),
  z.strictObject({ type: z.literal('projectInsure') }),
  z.strictObject({ type: z.literal('projectRemoveOverkill') }),
  z.strictObject({ type: z.literal('projectProceed') }),
  z.strictObject({ type: z.literal('projectKeep'), face }),
  z.strictObject({ type: z.literal('projectReroll') }),
  z.strictObject({ type: z.literal('projectRerollDie'), purpose: rollPurposeSchema }),
  z.strictObject({ type: z.literal('projectLeaderHit'), use: z.enum(['overkill', 'save', 'collect']) }),
  z.strictObject({ type: z.literal('projectPlayResponse'), card: z.string() }),
  z.strictObject({ type: z.literal('projectAppeal'), card: z.string() }),
  z.strictObject({ type: z.literal('projectDoj') }),
  z.strictObject({ type: z.literal('projectWithdraw') }),
  z.strictObject({ type: z.literal('projectConsolidate'), with: organizationSchema }),
  z.strictObject({ type: z.literal('projectPass') }),
] as const;

/** A project-rules action. */
export type ProjectAction = z.infer<(typeof projectActionSchemas)[number]>;

/*
 * The actions of the advanced game (Challenge cards, 2.7, 9.12–9.16) and of solitaire (23.1). They
 * join the game's discriminated union (`actionSchema`) and are handled by rules/variants/hooks.ts.
 */

export const variantActionSchemas = [
  z.strictObject({ type: z.literal('drawChallenge'), card: z.string() }),
  z.strictObject({ type: z.literal('drawSolo'), card: z.string() }),
  z.strictObject({ type: z.literal('challengeImplement') }),
  z.strictObject({ type: z.literal('challengeWhiteCube') }),
  z.strictObject({ type: z.literal('challengeGive'), to: org }),
  z.strictObject({ type: z.literal('challengeCancel'), card: z.string(), pay: z.enum(['two-stars', 'sclc-one-star']) }),
  z.strictObject({ type: z.literal('challengeShare'), card: z.string(), with: org }),
  z.strictObject({ type: z.literal('challengeShareAccept') }),
  z.strictObject({ type: z.literal('challengeShareRefuse') }),
  z.strictObject({ type: z.literal('soloImplement'), law: z.nullable(z.string()) }),
  z.strictObject({ type: z.literal('soloDecline') }),
] as const;

/** An action of the advanced game or solitaire. */
export type VariantAction = z.infer<(typeof variantActionSchemas)[number]>;

const types = new Set<string>(variantActionSchemas.map((x) => x.shape.type.def.values[0]!));

/** Whether an action belongs to the variants (advanced game, solitaire). */
export const isVariantAction = (a: { type: string }): a is VariantAction => types.has(a.type);

/** Every Free at Last action: the flow's and the project rules'. */
export const actionSchema = z.discriminatedUnion('type', [...flowActionSchemas, ...projectActionSchemas, ...variantActionSchemas]);

const orgViewSchema = z.object({
  /** Own hand only; null for other seats. */
  hand: z.nullable(z.array(z.string())),
  /** How many Strategy cards the organization holds (the Home Card not counted). */
  handCount: z.number().check(z.int()),
  /** 9.3.3 The Home Card is in the hand (not yet played this Turn). */
  homeCardInHand: z.boolean(),
  /** 1.4 Stars held. */
  stars: z.number().check(z.int()),
  /** 1.5 Failure Markers taken. */
  failures: z.number().check(z.int()),
  /** Victory Points so far (the sum of `vpBreakdown`). */
  vp: z.number().check(z.int()),
  /** The VPs by where they came from. */
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (S, A, V Projects). */
  freedomMarkers: z.object({ S: z.number().check(z.int()), A: z.number().check(z.int()), V: z.number().check(z.int()) }),
  /** 6.3 the cup is hidden: only how many Staffers are left in it. */
  staffPoolCount: z.number().check(z.int()),
  /** 6.3 The hired Staffers (leader ids), and whether each is tired this Turn. */
  staff: z.array(z.object({ id: z.string(), tired: z.boolean() })),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available, by leader id. */
  protestLeaders: z.array(z.string()),
  /** 3.8 Leaders out of the game (led a Project in an earlier Turn, assassinated, left). */
  removedLeaders: z.array(z.string()),
  /** 3.8.2 SNCC's and CORE's Non-Violence Commitment Level (null for the others). */
  nonViolence: z.nullable(nonViolenceSchema),
  /** 1.7 A The eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 Red cubes kept on the Project card for a criminal appeal. */
  criminalHold: z.number().check(z.int()),
  /** 22.15 Two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z.boolean(),
  /** 9.4 Passed in the current sequence of Action Rounds. */
  passed: z.boolean(),
});

/**
 * What a chance node of Free at Last is (`ask` at a chance node; docs/free-at-last/questions.md): a
 * card or Staffer drawn (which deck, for whom), or a die of a project action (which die, for what,
 * whose Project, which throw: 3.6, 15.9).
 */
export const chanceQuestionSchema = z.union([
  z.strictObject({ chance: z.literal('draw'), deck: z.enum(['strategy', 'staff', 'challenge']), for: organizationSchema }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('project'), for: z.literal('table') }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('strategy'), for: z.literal('solitaire') }),
  z.strictObject({ chance: z.literal('draw'), deck: z.literal('legislation'), to: z.enum(['law', 'discard']) }),
  z.strictObject({
    chance: z.literal('die'),
    die: colorSchema,
    purpose: z.enum(['red-cubes', 'white-cubes', 'blue-cubes', 'leader', 'ldf', 'seg-attorney', 'registrar', 'doj', 'fate']),
    for: organizationSchema,
    mode: z.enum(['protest', 'picket', 'exam', 'injunction', 'advance', 'bamn', 'supreme-court']),
    attempt: z.enum(['first', 'second', 'subsequent']),
  }),
]);

/*
 * What every seat sees of the advanced game and the variants: the options, the Challenges dealt,
 * by the board and in effect (all face up, 2.7), the solitaire response cards next to the Project;
 * the Challenge deck and the set-aside Projects (23.4) only as counts.
 */

export const variantViewSchema = z.object({
  variant: extStateSchema.shape.variant,
  historical: z.boolean(),
  advanced: z.boolean(),
  difficulty: extStateSchema.shape.difficulty,
  teams: extStateSchema.shape.teams,
  projectReserveCount: z.number().check(z.int()),
  challenges: z.nullable(z
    .object({
      deckCount: z.number().check(z.int()),
      discard: z.array(z.string()),
      dealt: z.record(z.string(), z.array(z.string())),
      byBoard: z.array(z.string()),
      inPlay: z.array(challengeInPlaySchema),
    })),
  soloHeld: z.nullable(z.array(z.string())),
  step: z.nullable(z.discriminatedUnion('kind', [...variantTaskSchemas])),
});

/** What one seat (or a spectator, `seat: null`) may see. */
export const viewSchema = z.object({
  /** The organization whose view this is, or null for a spectator. */
  seat: z.nullable(organizationSchema),
  /** The organizations that play, in Turn order (2.0). */
  seats: z.array(organizationSchema),
  /** 2.0 The Turn being played, 1–3. */
  turn: z.number().check(z.int()),
  /** The phase of the Turn (2.1–2.10): deal-projects, deal-strategy, hire-staff, select-projects, challenges, legislation, action-rounds, end-of-turn; game-over at the end. */
  phase: phaseSchema,
  /** 13.0 The Action Round of the Turn (0 before the first). */
  actionRound: z.number().check(z.int()),
  /** The seat that decides now (`chance` at a manual chance node); null once the game is over. */
  toMove: z.nullable(z.string()),
  /** What is being asked now, in words. */
  prompt: z.string(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z.nullable(z.union([chanceQuestionSchema, decisionQuestionSchema])),
  /** The game's component set when the config gave one (public: every seat knows the components); null for the reference set. */
  components: z.nullable(componentSetSchema),
  /** The flow decision waiting (public: who decides what), and the Action Round being played. */
  step: z.nullable(shownStepSchema),
  /** 13.0 The Action Round being played (whose round, the card played, the mode chosen), or null. */
  round: z.nullable(shownRoundSchema),
  /** Each organization by name: its hand (own only), cards, Stars, VPs, Staff, Leaders… */
  orgs: z.record(z.string(), orgViewSchema),
  /** 2.1 The Project cards offered for selection, by state id (card numbers). */
  offered: z.record(z.string(), z.number().check(z.int())),
  /** Each organization's Project this Turn, by organization: the card, cubes, stage, Leaders. */
  projects: z.record(z.string(), projectSchema),
  /** 5.0 The cubes in the general supply, by colour. */
  supply: cubesSchema,
  /** 3.6 The X Value Tracks' positions, by die colour (indexes into the component set's tracks). */
  xTrack: z.object({ red: z.number().check(z.int()), white: z.number().check(z.int()), blue: z.number().check(z.int()) }),
  /** 3.6 What an X on each die is worth now, by colour. */
  xValues: z.object({ red: z.number().check(z.int()), white: z.number().check(z.int()), blue: z.number().check(z.int()) }),
  /** 1.5 The Failure Markers on the track (9 or more: no one wins). */
  failureTrack: z.number().check(z.int()),
  /** The piles: counts of the hidden draw piles; discards, removed cards, lasting events, the display and the laws in effect. */
  decks: z.object({
    strategyCount: z.number().check(z.int()),
    strategyDiscard: z.array(z.string()),
    strategyRemoved: z.array(z.string()),
    lastingEvents: z.array(z.string()),
    display: z.array(z.string()),
    projectCount: z.number().check(z.int()),
    projectDiscard: z.array(z.number().check(z.int())),
    legislationCount: z.number().check(z.int()),
    civilRightsAct: z.array(z.string()),
    votingRightsAct: z.array(z.string()),
    laws: z.object({ S: z.array(z.string()), A: z.array(z.string()), V: z.array(z.string()) }),
    legislationDiscard: z.array(z.string()),
    legislationRemoved: z.array(z.string()),
  }),
  /** The running project action, if any (dice rolled, hits), as the project rules keep it. */
  resolution: z.unknown(),
  /** The advanced game and the variants of section 23 (absent in the basic game). */
  variants: z.optional(variantViewSchema),
});

/** The parsed config. */
export type FreeAtLastConfig = z.output<typeof configSchema>;
/** The config as a user writes it. */
export type FreeAtLastConfigInput = z.input<typeof configSchema>;
/** A Free at Last action. */
export type FreeAtLastAction = z.infer<typeof actionSchema>;
/** A flow action (not a project-rules action). */
export type FlowAction = z.infer<(typeof flowActionSchemas)[number]>;
/** What one seat may see. */
export type FreeAtLastView = z.infer<typeof viewSchema>;
export type Cubes = z.infer<typeof cubesSchema>;
/** A cube (and die) colour: red (activists), white and blue (SEG). */
export type CubeColor = keyof Cubes;
export type OrgState = z.infer<typeof orgStateSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type NonViolence = z.infer<typeof nonViolenceSchema>;
export type VpCategory = keyof z.infer<typeof vpBreakdownSchema>;
/** The Free at Last game state. */
export type FreeAtLastState = z.infer<typeof freeAtLastStateSchema>;
export type ExtState = z.infer<typeof extStateSchema>;
export type ChallengeState = z.infer<typeof challengeStateSchema>;
export type ChallengeInPlay = z.infer<typeof challengeInPlaySchema>;
