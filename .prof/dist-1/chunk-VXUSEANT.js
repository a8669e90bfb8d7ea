import {
  withKey
} from "./chunk-5VOHGAIW.js";
import {
  alignColumns,
  best,
  collectionProblems,
  counted,
  counting,
  edited,
  listed,
  provenanceSchema,
  withArticle
} from "./chunk-GG4PUWKE.js";
import {
  actionSpace,
  actionTypesOf,
  cachedBy,
  countedOutcomes,
  counts,
  createRandom,
  decisionQuestionSchema,
  defineGame,
  drawRng,
  observer,
  oneHot,
  randomInt,
  remember,
  rngFromSeed,
  runOn,
  scalar,
  shuffled,
  taskMachine,
  windowHandler,
  withSpaces
} from "./chunk-GH3R7S4D.js";

// src/games/free-at-last/data/challenge-schema.ts
import * as z2 from "zod";

// src/games/free-at-last/data/schema.ts
import * as z from "zod";

// src/games/free-at-last/data/cross-check.ts
function unique(ids, what, path, issue) {
  const seen = /* @__PURE__ */ new Set();
  ids.forEach((id, i) => {
    if (seen.has(id)) issue(`${what} '${id}' appears twice`, [path, i]);
    seen.add(id);
  });
}
function crossCheck(set, ctx) {
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const states2 = new Set(set.states.map((s) => s.id));
  const knownState = (id, path) => {
    if (id !== void 0 && !states2.has(id)) issue(`unknown state '${id}'`, path);
  };
  unique(set.states.map((s) => s.id), "State", "states", issue);
  unique(set.projects.map((p) => p.number), "Project", "projects", issue);
  set.projects.forEach((p, i) => {
    knownState(p.state, ["projects", i, "state"]);
    p.localFigures.forEach((f, j) => knownState(f.activation.state, ["projects", i, "localFigures", j, "activation", "state"]));
  });
  unique(set.strategy.map((c) => c.id), "Strategy card", "strategy", issue);
  unique(set.homeCards.map((h) => h.organization), "Home Card of", "homeCards", issue);
  unique(set.leaders.map((l) => l.id), "Leader", "leaders", issue);
  set.leaders.forEach((l, i) => knownState(l.activation.state, ["leaders", i, "activation", "state"]));
  unique(set.attorneys.map((a) => a.id), "Attorney", "attorneys", issue);
  set.attorneys.forEach((a, i) => {
    knownState(a.state, ["attorneys", i, "state"]);
    knownState(a.activation.state, ["attorneys", i, "activation", "state"]);
  });
  unique(set.legislation.map((l) => l.id), "Legislation card", "legislation", issue);
  for (const die2 of ["red", "white", "blue"]) {
    const track = set.xTracks[die2];
    if (track.start >= track.values.length) issue(`the ${die2} X Value Track starts past its end`, ["xTracks", die2, "start"]);
  }
}

// src/games/free-at-last/data/schema.ts
var MAX_COUNT = 1e3;
var sourceSchema = provenanceSchema;
var organizationSchema = z.enum(["SNCC", "CORE", "SCLC", "NAACP"]);
var colorSchema = z.enum(["red", "white", "blue"]);
var rankSchema = z.number().int().min(1).max(4);
var dieColorSchema = colorSchema;
var projectTypeSchema = z.enum(["S", "A", "V"]);
var projectKindSchema = z.enum(["protest", "march", "freedom-ride", "voter-registration", "summer", "school"]);
var eventPhaseSchema = z.enum(["project-selection", "challenge", "legislation", "end-of-turn", "action"]);
var activationSchema = z.discriminatedUnion("by", [
  z.strictObject({ by: z.literal("color"), color: colorSchema }),
  z.strictObject({ by: z.literal("rank"), rank: rankSchema }),
  z.strictObject({ by: z.literal("rank-and-color"), rank: rankSchema, color: colorSchema }),
  z.strictObject({ by: z.literal("set-size"), cards: z.number().int().min(1).max(MAX_COUNT).max(6) }),
  z.strictObject({ by: z.literal("project-type"), projectType: projectTypeSchema }),
  z.strictObject({ by: z.literal("project-kind"), kind: projectKindSchema }),
  z.strictObject({ by: z.literal("state"), state: z.string() }),
  z.strictObject({ by: z.literal("always") })
]);
var effectSchema = z.discriminatedUnion("kind", [
  /** Collect SEG cubes from the Project now, scoring their VPs (15.2). */
  z.strictObject({ kind: z.literal("collect-seg"), color: z.enum(["white", "blue"]), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Remove red cubes from the Project to the owner's eliminated cubes area. */
  z.strictObject({ kind: z.literal("remove-red"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Add red cubes from the supply to the Project. */
  z.strictObject({ kind: z.literal("add-red"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Add SEG cubes from the supply to the Project. */
  z.strictObject({ kind: z.literal("add-seg"), color: z.enum(["white", "blue"]), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Move the X Value Track cube of a die (3.6.1): `up` = right, `down` = left. */
  z.strictObject({ kind: z.literal("move-x"), die: dieColorSchema, direction: z.enum(["up", "down"]) }),
  /** Roll the red die twice and keep the better result (15.9, 7.2). */
  z.strictObject({ kind: z.literal("roll-twice") }),
  /** +N to the red die roll (SNCC, SCLC and NAACP Staffers: +2, 15.18). */
  z.strictObject({ kind: z.literal("die-modifier"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Re-roll any one die (CORE Staffers, 15.18). */
  z.strictObject({ kind: z.literal("reroll-any") }),
  /** Gain Stars. */
  z.strictObject({ kind: z.literal("gain-stars"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Receive Failure Markers. */
  z.strictObject({ kind: z.literal("gain-failure"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Draw Strategy cards. */
  z.strictObject({ kind: z.literal("draw-cards"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Refresh this organization's tired Staffers (6.5 exception). */
  z.strictObject({ kind: z.literal("refresh-staff") }),
  /** Hire an extra Staffer this Turn (6.3 exception: Staff Hired). */
  z.strictObject({ kind: z.literal("hire-staff") }),
  /** Assign a new Protest Leader to the Project (New Project Leader). */
  z.strictObject({ kind: z.literal("new-leader") }),
  /** A Protest Leader may lead a second Project (7.3 exception: Rising to the Occasion, Hit and Run). */
  z.strictObject({ kind: z.literal("leader-second-project") }),
  /** Choose a Legislation card in the discard pile and pass it into law (4.0 G, 9.11.2). */
  z.strictObject({ kind: z.literal("pass-legislation"), area: z.enum(["S", "A", "V", "any"]) }),
  /** NAACP state conference chairman: collect a blue cube when assigned in his state (7.2). */
  z.strictObject({ kind: z.literal("chairman-collect-blue") }),
  /** Freedom Riders act as 2 red cubes on a Freedom Ride (7.4). */
  z.strictObject({ kind: z.literal("freedom-rider") }),
  /** +N to the LDF attorney's litigation roll while in effect (Legacy of Charles Houston, 22.9). */
  z.strictObject({ kind: z.literal("litigation-modifier"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** After a litigation roll, add hits to the LDF side (Amicus Brief, The Fifth Circuit Four, 22.11). */
  z.strictObject({ kind: z.literal("litigation-hits"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Re-roll an X result once per Project (3.6, some Legislation). */
  z.strictObject({ kind: z.literal("reroll-x-once"), die: dieColorSchema }),
  /** D.O.J. Staff Attorney usable in V Projects (18.3.7.2, 22.18). */
  z.strictObject({ kind: z.literal("enable-doj-attorney") }),
  /** The BAMN Event Leader takes over the Project (19.x): Robert F. Williams (A) or Malcolm X (V). */
  z.strictObject({ kind: z.literal("event-leader"), leader: z.string(), projectType: projectTypeSchema }),
  /** Mandatory Burn, Baby, Burn! (9.6, 9.8.1): SNCC and CORE discard a 4-rank card or lower their Non-Violence level. */
  z.strictObject({ kind: z.literal("burn-baby-burn") }),
  /** Lower the playing organization's Non-Violence Commitment Level (3.8.2, 9.8). */
  z.strictObject({ kind: z.literal("lower-non-violence") }),
  /** Redraw Projects/cards before selection (NAACP ability 3.8.1 and similar events). */
  z.strictObject({ kind: z.literal("redraw-cards"), max: z.number().int().min(1).max(MAX_COUNT) }),
  /** Cancel ALL Challenges (9.15: The Freedom Singers, I Have Been to the Mountaintop). */
  z.strictObject({ kind: z.literal("cancel-all-challenges") }),
  /** An effect with no rules consequence in the 1–4 player game (e.g. 9.10 Federal Legislation text). */
  z.strictObject({ kind: z.literal("none") })
]);
var targetSchema = z.enum(["own-project", "any-project", "self", "any-player", "all-players", "game"]);
var stateSchema = z.strictObject({
  id: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** 3.1 colour group, used for flushes in A Projects (11.2). */
  color: colorSchema,
  source: sourceSchema
});
var localFigureSchema = z.strictObject({
  name: z.string(),
  side: z.enum(["civil-rights", "seg"]),
  activation: activationSchema,
  effects: z.array(effectSchema).max(MAX_COUNT).min(1),
  /** 18.3.7: the Registrar of this V Project is this SEG Local Figure. */
  registrar: z.boolean().default(false),
  source: sourceSchema
});
var projectCardSchema = z.strictObject({
  /** 1–55; 23.4 deals 1–20, 21–36 and 37–55 by Turn. */
  number: z.number().int().min(1).max(MAX_COUNT),
  title: z.string(),
  type: projectTypeSchema,
  kind: projectKindSchema,
  state: z.string(),
  location: z.string(),
  seg: z.strictObject({ white: z.number().int().min(0).max(MAX_COUNT), blue: z.number().int().min(0).max(MAX_COUNT) }),
  localFigures: z.array(localFigureSchema).max(MAX_COUNT),
  /** 9.2.1 Scales of Justice (5–6 player game and certain events). */
  scalesOfJustice: z.boolean().default(false),
  source: sourceSchema
});
var strategyCardSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  rank: rankSchema,
  color: colorSchema,
  /** 9.3 a Star in the title: played for the event, the card leaves the game and gives a Star (4.0 A). */
  starred: z.boolean().default(false),
  fundraiser: z.boolean().default(false),
  /** 9.7 Response card: playable out of turn when its circumstance arises. */
  response: z.boolean().default(false),
  /** 9.6 Mandatory Event. */
  mandatory: z.boolean().default(false),
  /** 9.8 By Any Means Necessary. */
  bamn: z.boolean().default(false),
  /** 9.3.2.1 the phase in which the event may be played. */
  phase: eventPhaseSchema.default("action"),
  /** 9.3.2.2 Turns in which the event may be played. */
  turns: z.array(z.number().int().min(1).max(3)).default([1, 2, 3]),
  target: targetSchema,
  effects: z.array(effectSchema).max(MAX_COUNT),
  /** Lasting effects stay on the board while in force (9.3). */
  lasting: z.boolean().default(false),
  text: z.string(),
  source: sourceSchema
});
var leaderSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  organization: organizationSchema,
  role: z.enum(["protest", "staff", "chairman", "freedom-rider"]),
  /** The condition that activates the ability (type of Project, state, colour or rank of card). */
  activation: activationSchema,
  effects: z.array(effectSchema).max(MAX_COUNT),
  /** 12.1: Dr. King is immune to the –1 rule on his Leader rolls. */
  immuneToMinusOne: z.boolean().default(false),
  source: sourceSchema
});
var attorneySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  role: z.enum(["ldf-state", "co-counsel", "doj"]),
  /** For state attorneys: the state; for co-counsel: the case type (22.8). */
  state: z.string().optional(),
  caseType: z.enum(["S", "march", "criminal", "V"]).optional(),
  activation: activationSchema,
  source: sourceSchema
});
var legislationCardSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  /** 9.9.1: the general deck, or a provision of the 1964 Civil Rights Act / 1965 Voting Rights Act. */
  act: z.enum(["general", "civil-rights-act-1964", "voting-rights-act-1965"]),
  /** 2.8 which of the three law stacks it joins; 'federal' cards are 9.10 Federal Legislation. */
  area: z.enum(["S", "A", "V", "federal"]),
  oneTime: z.boolean(),
  effects: z.array(effectSchema).max(MAX_COUNT),
  text: z.string(),
  source: sourceSchema
});
var dieFaceSchema = z.union([z.number().int(), z.literal("X"), z.literal("K")]);
var componentSetSchema = z.strictObject({
  name: z.string(),
  states: z.array(stateSchema).length(10),
  projects: z.array(projectCardSchema).max(MAX_COUNT).min(1),
  strategy: z.array(strategyCardSchema).max(MAX_COUNT).min(1),
  /** 9.3.3 Home Cards: one per organization, any rank and colour the owner chooses. */
  homeCards: z.array(z.strictObject({ organization: organizationSchema, name: z.string(), source: sourceSchema })).max(4),
  leaders: z.array(leaderSchema).max(MAX_COUNT),
  attorneys: z.array(attorneySchema).max(MAX_COUNT),
  legislation: z.array(legislationCardSchema).max(MAX_COUNT),
  dice: z.strictObject({ red: z.array(dieFaceSchema).length(6), white: z.array(dieFaceSchema).length(6), blue: z.array(dieFaceSchema).length(6), source: sourceSchema }),
  /** X Value Tracks: the values of X left to right and the start (canary yellow) index, 1.7 and 3.6. */
  xTracks: z.strictObject({
    red: z.strictObject({ values: z.array(z.number().int().min(-MAX_COUNT).max(MAX_COUNT)).max(MAX_COUNT).min(2), start: z.number().int().min(0).max(MAX_COUNT) }),
    white: z.strictObject({ values: z.array(z.number().int().min(-MAX_COUNT).max(MAX_COUNT)).max(MAX_COUNT).min(2), start: z.number().int().min(0).max(MAX_COUNT) }),
    blue: z.strictObject({ values: z.array(z.number().int().min(-MAX_COUNT).max(MAX_COUNT)).max(MAX_COUNT).min(2), start: z.number().int().min(0).max(MAX_COUNT) }),
    source: sourceSchema
  }),
  /** Star Value chart (1.4, 3.3): VPs by number of Stars, index = Stars; past the end the last step repeats. */
  starValues: z.strictObject({ values: z.array(z.number().int().min(-MAX_COUNT).max(MAX_COUNT)).max(MAX_COUNT).min(8), source: sourceSchema }),
  /** Failure Markers track (1.5, 3.4): penalty per marker, index = total markers. */
  failurePenalties: z.strictObject({ values: z.array(z.number().int().min(-MAX_COUNT).max(MAX_COUNT)).max(MAX_COUNT).min(9), source: sourceSchema }),
  /** The finite cube supply (5.0). */
  cubes: z.strictObject({ red: z.number().int().min(1).max(MAX_COUNT), white: z.number().int().min(1).max(MAX_COUNT), blue: z.number().int().min(1).max(MAX_COUNT), source: sourceSchema })
}).superRefine(crossCheck);

// src/games/free-at-last/data/challenge-schema.ts
var challengeCategorySchema = z2.enum(["S", "A", "V", "M", "ANY", "ALL"]);
var challengeDotSchema = z2.enum(["red", "white", "blue", "silver", "black"]);
var dotOfCategory = { S: "red", A: "white", V: "blue", M: "silver", ANY: "black", ALL: null };
var challengeStageSchema = z2.enum(["protest", "exam", "school-year", "classes", "courthouse"]);
var challengeEffectSchema = z2.discriminatedUnion("kind", [
  /** 9.13 add SEG cubes from the supply to the Project (every active Project for ALL). */
  z2.strictObject({ kind: z2.literal("add-seg"), color: z2.enum(["white", "blue"]), count: z2.number().int().min(1) }),
  /** 9.13 remove red cubes to the owner's eliminated cubes area (they count for demoralization). */
  z2.strictObject({ kind: z2.literal("remove-red"), count: z2.number().int().min(1) }),
  /** 3.6.3 move an X Value Track cube: only white or blue right (`up`), or red left (`down`). */
  z2.strictObject({ kind: z2.literal("move-x"), die: z2.enum(["red", "white", "blue"]), direction: z2.enum(["up", "down"]) }).refine((e) => e.die === "red" ? e.direction === "down" : e.direction === "up", "3.6.3: Challenges move white or blue X right, red X left"),
  /** 4.2 B the Challenge is failed: the player receives Failure Markers. */
  z2.strictObject({ kind: z2.literal("gain-failure"), count: z2.number().int().min(1) })
]);
var challengeTriggerSchema = z2.discriminatedUnion("on", [
  /** 9.13 an immediate effect, implemented when the card is dealt (ALL: after the Project Challenges, 9.14). */
  z2.strictObject({ on: z2.literal("now") }),
  /** 9.13 lasting: each time the Project's owner takes an action on it in one of these stages (empty = any). */
  z2.strictObject({ on: z2.literal("project-action"), stages: z2.array(challengeStageSchema).default([]) }),
  /** 4.2 B lasting: if the Project fails while the Challenge is in effect, the Challenge is failed too. */
  z2.strictObject({ on: z2.literal("project-failure") })
]);
var challengeCardSchema = z2.strictObject({
  id: z2.string().regex(/^[a-z0-9-]+$/),
  name: z2.string(),
  category: challengeCategorySchema,
  dot: challengeDotSchema.nullable(),
  trigger: challengeTriggerSchema,
  effects: z2.array(challengeEffectSchema).min(1),
  text: z2.string(),
  source: sourceSchema
}).refine((c) => c.dot === dotOfCategory[c.category], { message: "9.12.1: the dot colour must match the category", path: ["dot"] }).refine((c) => c.category !== "ALL" || c.trigger.on !== "project-failure", { message: "ALL Challenges affect the movement, not one Project", path: ["trigger"] });
var challengeDeckSchema = z2.array(challengeCardSchema).min(1).refine((d) => new Set(d.map((c) => c.id)).size === d.length, "Challenge card ids must be unique");

// src/games/free-at-last/data/challenges.ts
var why = {
  S: "9.13 S Challenges add SEG cubes or remove students; the printed card is not in the rulebook",
  A: "9.13 A Challenges (not Marches) add SEG cubes or remove protesters; the printed card is not in the rulebook",
  V: "9.13 V Challenges add SEG cubes or remove voters; the printed card is not in the rulebook",
  M: "9.13, 9.15.1 M Challenges add SEG cubes to Marches; the printed card is not in the rulebook",
  ANY: "9.13.2 ANY Challenges act on any Project; the printed card is not in the rulebook",
  ALL: "9.14, 3.6.3 ALL Challenges affect the movement or move X; the printed card is not in the rulebook"
};
var card = (category, id, name, trigger, effects, text) => ({
  id,
  name,
  category,
  dot: dotOfCategory[category],
  trigger,
  effects,
  text,
  source: { reconstructed: why[category] }
});
var now = { on: "now" };
var eachAction = (...stages3) => ({ on: "project-action", stages: stages3 });
var onFailure = { on: "project-failure" };
var white = (count) => ({ kind: "add-seg", color: "white", count });
var blue = (count) => ({ kind: "add-seg", color: "blue", count });
var red = (count) => ({ kind: "remove-red", count });
var failure = { kind: "gain-failure", count: 1 };
var cards = [
  // S Project Challenges (red dot)
  card("S", "pupil-placement-board", "Pupil Placement Board", now, [blue(1)], "The state board screens every Black applicant. Add 1 blue cube."),
  card("S", "white-mothers-picket", "White Mothers Picket the School", now, [white(2)], "A crowd of white mothers gathers at the schoolhouse door. Add 2 white cubes."),
  card("S", "school-closing-law", "School Closing Law", now, [blue(1), white(1)], "The legislature threatens to close any integrated school. Add 1 blue and 1 white cube."),
  card("S", "parents-lose-jobs", "Parents Lose Their Jobs", now, [red(2)], "Employers fire the parents of the applicants. Remove 2 red cubes."),
  card("S", "tuition-grants", "Tuition Grants for Private Academies", now, [white(1)], "White families leave for segregation academies. Add 1 white cube."),
  card("S", "bullies-in-the-halls", "Bullies in the Halls", eachAction("school-year"), [red(1)], "All year long: each time you advance through the school year, remove 1 red cube first."),
  card("S", "stand-in-the-schoolhouse-door", "Stand in the Schoolhouse Door", onFailure, [failure], "The governor blocks the door. If this Project fails, you also fail this Challenge: receive a Failure Marker."),
  card("S", "interposition", "Interposition", now, [blue(2)], "The state claims to interpose itself against the federal courts. Add 2 blue cubes."),
  // A Project Challenges (white dot): not Marches (9.13)
  card("A", "citizens-council-boycott", "Citizens' Council Boycott", now, [white(2)], "The White Citizens' Council organizes the town. Add 2 white cubes."),
  card("A", "trespass-arrests", "Trespass Arrests", now, [blue(1)], "The police arrest the protesters for trespass. Add 1 blue cube."),
  card("A", "ketchup-and-mustard", "Ketchup and Mustard", now, [red(2)], "Hecklers pour condiments over the sit-in. Remove 2 red cubes."),
  card("A", "store-closes-counter", "The Store Closes the Lunch Counter", now, [white(1), blue(1)], "The manager closes the counter rather than serve. Add 1 white and 1 blue cube."),
  card("A", "high-bail", "High Bail", eachAction("protest"), [red(1)], "Each time you protest, 1 red cube stays in jail: remove 1 red cube first."),
  card("A", "hooligans-return", "The Hooligans Return", eachAction("protest"), [white(1)], "Each time you protest, add 1 white cube first."),
  card("A", "expelled-students", "Students Expelled", onFailure, [failure], "The college expels the protest leaders. If this Project fails, receive a Failure Marker as well."),
  card("A", "state-police-arrive", "The State Police Arrive", now, [blue(2)], "The governor sends the highway patrol. Add 2 blue cubes."),
  // V Project Challenges (blue dot)
  card("V", "poll-tax", "Poll Tax", now, [red(2)], "Two years of back poll taxes are due. Remove 2 red cubes."),
  card("V", "night-riders", "Night Riders", now, [white(2)], "Shots are fired into the houses of registered voters. Add 2 white cubes."),
  card("V", "registrar-closes-the-office", "The Registrar Closes the Office", now, [blue(1)], "The registrar's office opens one day a month. Add 1 blue cube."),
  card("V", "evictions", "Sharecroppers Evicted", now, [red(3)], "Planters evict the families who tried to register. Remove 3 red cubes."),
  card("V", "sovereignty-commission", "Sovereignty Commission", now, [white(1), blue(1)], "The state spies on the voter school. Add 1 white and 1 blue cube."),
  card("V", "literacy-test", "Interpret the Constitution", eachAction("courthouse"), [red(1)], "Each time you advance at the courthouse, remove 1 red cube first."),
  card("V", "klan-rally", "Klan Rally", eachAction("classes"), [white(1)], "Each time you advance at the classes stage, add 1 white cube first."),
  card("V", "county-sheriff", "The County Sheriff", onFailure, [failure], "The sheriff meets the voters on the courthouse steps. If this Project fails, receive a Failure Marker as well."),
  // M Project Challenges (silver dot): Marches only (9.13); cancelled, their cubes go (9.15.1)
  card("M", "parade-permit-denied", "Parade Permit Denied", now, [blue(1)], "The city refuses a parade permit. Add 1 blue cube."),
  card("M", "state-troopers", "State Troopers on the Bridge", now, [blue(2)], "Troopers wait at the far end of the bridge. Add 2 blue cubes."),
  card("M", "posse", "The Sheriff's Posse", now, [white(2)], "The sheriff deputizes a mounted posse. Add 2 white cubes."),
  card("M", "fire-hoses", "Fire Hoses and Police Dogs", now, [white(1), blue(1)], "The commissioner of public safety turns out the fire department. Add 1 white and 1 blue cube."),
  card("M", "counter-demonstrators", "Counter-Demonstrators", now, [white(3)], "Crowds line the route with Confederate flags. Add 3 white cubes."),
  card("M", "tear-gas", "Tear Gas", eachAction("protest"), [red(1)], "Each time you march, remove 1 red cube first."),
  // ANY Challenges (black dot): always on the player's own Project (9.13.2)
  card("ANY", "red-baiting", "Red-Baiting", now, [red(1)], "The press calls the movement Communist. Remove 1 red cube."),
  card("ANY", "injunction-against-protest", "State Court Injunction", now, [blue(1)], "A state judge enjoins all demonstrations. Add 1 blue cube."),
  card("ANY", "informant", "An Informant in the Office", now, [white(1)], "The plans leak to the segregationists. Add 1 white cube."),
  card("ANY", "bombing", "A Bombing", now, [red(2), white(1)], "A church is bombed. Remove 2 red cubes and add 1 white cube."),
  card("ANY", "fbi-surveillance", "FBI Surveillance", eachAction(), [red(1)], "Each time you take an action on your Project, remove 1 red cube first."),
  card("ANY", "movement-infighting", "Movement Infighting", onFailure, [failure], "The organizations quarrel over credit. If your Project fails, receive a Failure Marker as well."),
  // ALL Challenges (no dot): by the board, implemented last (9.14)
  card("ALL", "massive-resistance", "Massive Resistance", now, [white(1)], "The South closes ranks. Add 1 white cube to every Project."),
  card("ALL", "southern-manifesto", "The Southern Manifesto", now, [blue(1)], "Southern congressmen pledge to resist integration. Add 1 blue cube to every Project."),
  card("ALL", "white-backlash", "White Backlash", { on: "now" }, [{ kind: "move-x", die: "white", direction: "up" }], "The backlash grows. Move white X one space right."),
  card("ALL", "police-brutality", "Police Brutality", now, [{ kind: "move-x", die: "blue", direction: "up" }], "Local police act with impunity. Move blue X one space right."),
  card("ALL", "movement-fatigue", "Movement Fatigue", now, [{ kind: "move-x", die: "red", direction: "down" }], "Years of jail and beatings wear the volunteers down. Move red X one space left."),
  card("ALL", "filibuster", "The Filibuster", eachAction("protest", "school-year", "classes"), [white(1)], "While in effect, each time a player takes an action against white cubes on his Project, add 1 white cube to it first.")
];
var referenceChallenges = challengeDeckSchema.parse(cards);

// src/games/free-at-last/state/places.ts
function strategyPlaces(s) {
  const d = s.decks;
  return [...Object.values(s.orgs).flatMap((o) => o.hand), ...d.strategy, ...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display, ...s.ext?.solo?.held ?? []];
}
function leaderPlaces(s) {
  return [
    ...Object.values(s.orgs).flatMap((o) => [...o.staffPool, ...o.staff.map((m) => m.id), ...o.protestLeaders, ...o.removedLeaders]),
    ...Object.values(s.projects).flatMap((p) => [...p.leaders, ...p.freedomRiders])
  ];
}
function challengePlaces(s) {
  const c = s.ext?.challenges;
  if (!c) return [];
  return [...c.deck, ...c.discard, ...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
}
function challengeIds(s) {
  const c = s.ext?.challenges;
  return c ? (c.custom ?? referenceChallenges).map((x) => x.id) : [];
}

// src/games/free-at-last/task-schema.ts
import * as z5 from "zod";

// src/games/free-at-last/state/pending.ts
import * as z3 from "zod";
var playedCardSchema = z3.object({ id: z3.string(), rank: rankSchema, color: colorSchema });
var org = organizationSchema;
var stepSchema = z3.discriminatedUnion("kind", [
  /** 2.3, 6.3 hire a Staffer (discard a card; CORE free) or not. */
  z3.object({ kind: z3.literal("hire"), org }),
  /** 3.8.1 NAACP (or a redraw event): discard up to `left` more cards, replacements drawn when done. */
  z3.object({ kind: z3.literal("redraw"), org, left: z3.number().int().min(0), discarded: z3.number().int().min(0) }),
  /** 2.5 choose a Project among those dealt. */
  z3.object({ kind: z3.literal("select"), org }),
  /** 2.6, 11.x play cards one at a time to mobilize red cubes, then confirm. */
  z3.object({ kind: z3.literal("mobilize"), org, cards: z3.array(playedCardSchema) }),
  /** 7.1 assign a Protest Leader ('assign'), SNCC's optional second ('second'), a new one (15.12) or an additional one (New Project Leader). */
  z3.object({ kind: z3.literal("leader"), org, purpose: z3.enum(["assign", "second", "replace", "additional"]) }),
  /** 7.4 CORE places Freedom Riders on a Freedom Ride. */
  z3.object({ kind: z3.literal("riders"), org }),
  /** 9.11.1 Turn 3: choose provisions of an Act to pass into law. */
  z3.object({ kind: z3.literal("chooseLaw"), org, act: z3.enum(["civil-rights-act-1964", "voting-rights-act-1965"]), left: z3.number().int().min(1) }),
  /** 9.5 accept or refuse a fundraiser offered by `from`. */
  z3.object({ kind: z3.literal("fundraiser"), org, from: org, card: z3.string() }),
  /** 10.4 take a pre-emptive Action Round or not. */
  z3.object({ kind: z3.literal("preempt"), org }),
  /** 13.1, 9.4 the Action Round: play a card for the Project or the event, pass, or discard. */
  z3.object({ kind: z3.literal("action"), org }),
  /** 13.3 which project action the played card takes. */
  z3.object({ kind: z3.literal("mode"), org }),
  /** 14.5 add matching-rank cards (Picketing, Federal Escorts, Vote Drive, 19.4) or go on. */
  z3.object({ kind: z3.literal("extra"), org }),
  /** 13.2 choose the Project that takes this SEG Reinforcement. */
  z3.object({ kind: z3.literal("reinforce"), org, color: colorSchema }),
  /** 9.8.1 Burn, Baby, Burn!: discard a 4-rank card or lower the Non-Violence level. */
  z3.object({ kind: z3.literal("burn"), org }),
  /** 22.15 the second card of an appeal filed during the Turn. */
  z3.object({ kind: z3.literal("appeal"), org }),
  /** 20.1 discard down to the number of Staffers (discards may file a criminal appeal, 22.15). */
  z3.object({ kind: z3.literal("discardDown"), org, appealCards: z3.number().int().min(0).max(2) })
]);
var shownStepSchema = z3.discriminatedUnion("kind", [
  ...stepSchema.options,
  z3.object({ kind: z3.literal("events"), org }),
  z3.object({ kind: z3.literal("window"), org })
]);
var roundSchema = z3.object({
  org,
  /** 10.4 a pre-emptive Action Round: play reverts to the Turn order afterwards. */
  preemptive: z3.boolean(),
  use: z3.enum(["project", "event", "discard"]),
  /** 3.7 the cards on the March on Washington display this Action Round. */
  cards: z3.array(playedCardSchema),
  mode: z3.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]).nullable(),
  /** 14.5 extra cards the chosen mode admits. */
  extra: z3.object({ min: z3.number().int(), max: z3.number().int(), rank: z3.union([z3.literal("first"), z3.literal(4)]) }).nullable(),
  /** 13.2 SEG Reinforcements still to place, one per card. */
  reinforce: z3.array(colorSchema),
  /** The event played, with its chosen target Project/player and Legislation card. */
  event: z3.object({ card: z3.string(), target: org.nullable(), law: z3.string().nullable() }).nullable(),
  /** build → reinforce (13.2) → pre-dice (the owner's interrupt window, 10.x, is open) → act (13.3) → close. */
  stage: z3.enum(["build", "reinforce", "pre-dice", "act", "close"])
});
var cursor = z3.number().int().min(0);
var stageSchemas = [
  /** 2.1 deal 6 Project cards. */
  z3.object({ kind: z3.literal("dealProjects") }),
  /** 2.3 the hire is offered in Turn order, from the seat at `cursor`. */
  z3.object({ kind: z3.literal("hireSeats"), cursor }),
  /** 2.5 the seats select Projects in Turn order, from the seat at `cursor`. */
  z3.object({ kind: z3.literal("selectSeats"), cursor }),
  /** 3.8.1 NAACP has redrawn: it selects now. */
  z3.object({ kind: z3.literal("selectAfterRedraw"), org }),
  /** 2.7, 9.13 the dealt Challenges are decided on, in Turn order; then the Challenge Card Phase events. */
  z3.object({ kind: z3.literal("challengeDecisions") }),
  /** 2.7, 9.14 the ALL Challenges by the board are implemented, last. */
  z3.object({ kind: z3.literal("challengeBoard") }),
  /** 9.11.2 legislation events, once the laws are in. */
  z3.object({ kind: z3.literal("lawEvents") }),
  /** 10.4 from Action Round 2, the seat with the most cards may pre-empt. */
  z3.object({ kind: z3.literal("roundPreempt") }),
  /** 10.x the interrupt window at the start of an Action Round. */
  z3.object({ kind: z3.literal("roundWindow") }),
  /** 23.1 the variants' hook before the Action Round. */
  z3.object({ kind: z3.literal("roundBegin") }),
  /** 13.1 the seat whose Action Round it is plays. */
  z3.object({ kind: z3.literal("roundPlay") }),
  /** 9.6 Mandatory Events held at the end of the Turn are discarded, and take place. */
  z3.object({ kind: z3.literal("heldMandatory") }),
  /** 20.1 discards down to the number of Staffers, in Turn order, from the seat at `cursor`. */
  z3.object({ kind: z3.literal("discardSeats"), cursor }),
  /** 15.14, 20.2 the Supreme Court sits. */
  z3.object({ kind: z3.literal("supremeCourt") }),
  /** 9.16 lasting Challenges end; the variants' hook (23.1). */
  z3.object({ kind: z3.literal("challengesEnd") })
];
var flowTaskSchema = z3.object({
  kind: z3.literal("flow"),
  /** 2.9 index into the Turn order of the seat whose Action Round it is. */
  cursor,
  round: roundSchema.nullable(),
  /** 9.8.1 SNCC/CORE still to answer a Burn, Baby, Burn!. */
  burn: z3.array(organizationSchema),
  /** 7.3 exception: Leaders who return to the pool at the end of this Turn (Rising to the Occasion, Hit and Run). */
  leadersReturning: z3.array(z3.string()),
  /** 10.4 the seat taking a pre-emptive Action Round next, if any. */
  preemptor: organizationSchema.nullable(),
  /** 9.4 everyone passed in a row: owners of active Projects may no longer pass (ruling). */
  deadlock: z3.boolean()
});
var startFlow = {
  kind: "flow",
  cursor: 0,
  round: null,
  burn: [],
  leadersReturning: [],
  preemptor: null,
  deadlock: false
};

// src/games/free-at-last/state/resolution.ts
import * as z4 from "zod";
var rollPurposeSchema = z4.enum([
  "red-cubes",
  // 5.1.1, 15.3 hits or 14.3 advance by red cubes
  "white-cubes",
  // 5.3.1
  "blue-cubes",
  // 5.2.2
  "leader",
  // 15.5 the Protest Leader (or Event Leader, 19.1)
  "ldf",
  // 22.5 the LDF attorney
  "seg-attorney",
  // 22.7.1
  "registrar",
  // 18.3.7
  "doj",
  // 22.18 the D.O.J. Staff Attorney
  "fate"
  // 19.10 the Event Leader's fate
]);
var dieRollSchema = z4.object({
  die: dieColorSchema,
  purpose: rollPurposeSchema,
  /** 7.2, 15.9, 15.18 roll twice and keep one. */
  twice: z4.boolean(),
  /** 4.1 D a Star spent: no subsequent roll after an X on the red die. */
  insured: z4.boolean(),
  /** 12.0–12.3 the –1 rule does not apply to this roll. */
  exempt: z4.boolean(),
  /** 15.18 +2 for a committed Staffer. */
  modifier: z4.number().int(),
  /** The face(s) rolled so far (two when rolled twice). */
  faces: z4.array(dieFaceSchema),
  /** The face kept (after choosing one of two). */
  kept: dieFaceSchema.nullable(),
  /** 3.6 the subsequent roll after an X (or K). */
  subsequent: dieFaceSchema.nullable(),
  /** 15.8 Strike First: the subsequent roll waits until SEG hits are applied. */
  deferConfirm: z4.boolean(),
  /** 3.6 the once-per-Project X re-roll (Legislation) was offered and declined. */
  xRerollDeclined: z4.boolean(),
  /** 19.10 a plain read of the face: no X value, no subsequent roll. */
  plain: z4.boolean()
});
var rollResultSchema = z4.object({
  die: dieColorSchema,
  face: dieFaceSchema,
  value: z4.number().int(),
  struckOut: z4.boolean(),
  klan: z4.boolean(),
  /** 3.6 the kept face was an X or K (19.10, 15.8). */
  x: z4.boolean(),
  /** The roll's modifier and –1 exemption, for a deferred subsequent roll (15.8). */
  modifier: z4.number().int(),
  exempt: z4.boolean()
});
var playedCardSchema2 = z4.object({ id: z4.string(), rank: z4.union([z4.literal(1), z4.literal(2), z4.literal(3), z4.literal(4)]), color: colorSchema });
var resolutionModeSchema = z4.enum(["protest", "picket", "exam", "injunction", "advance", "bamn", "supreme-court"]);
var resolutionStepSchema = z4.enum([
  "pre-roll",
  // owner: commit Staffers, Strike First, insurance, then proceed
  "roll",
  // the die in `roll`: chance, or keep one of two / X re-roll
  "reroll",
  // owner: re-roll one die just rolled with a CORE Staffer (15.18) or not
  "leader-hits",
  // owner: allocate Leader hits one at a time (15.5)
  "response",
  // `responders[0]`: play a litigation response card or pass (22.11)
  "appeal",
  // owner: appeal with a card or not (22.12, 22.19)
  "doj",
  // owner: use the D.O.J. Staff Attorney or not (18.3.7.2)
  "withdraw",
  // owner: withdraw or not (19.8)
  "consolidate"
  // `responders[0]`: consolidate a criminal case with another filer or not (22.16)
]);
var resolutionKindOf = {
  "pre-roll": "resolutionPreRoll",
  roll: "resolutionRoll",
  reroll: "resolutionReroll",
  "leader-hits": "resolutionLeaderHits",
  response: "resolutionResponse",
  appeal: "resolutionAppeal",
  doj: "resolutionDoj",
  withdraw: "resolutionWithdraw",
  consolidate: "resolutionConsolidate"
};
var resolutionStepOf = Object.fromEntries(Object.entries(resolutionKindOf).map(([step4, kind2]) => [kind2, step4]));
var resolutionNextGroups = {
  leaders: ["leader-hits"],
  // 15.5
  protest: ["protest-assign", "protest-strike-first", "protest-sf-seg", "protest-backfire", "protest-backfire-red", "protest-done"],
  // 15
  advance: ["advance-attack", "advance-survive", "advance-done"],
  // 14.3
  voting: ["registrar", "registrar-hits", "doj-hits", "registrar-done"],
  // 18.3.7
  litigation: ["litigation-result", "litigation-resolve", "litigation-end", "supreme-case", "supreme-result", "supreme-resolve"],
  // 22
  eventLeader: ["bamn-white-hits", "bamn-white-done", "bamn-blue-hits", "bamn-fate", "bamn-red-hits", "bamn-blue-leader", "bamn-blue-done"]
  // 19
};
var resolutionNextSchema = z4.enum(Object.values(resolutionNextGroups).flat());
var caseSchema = z4.object({ orgs: z4.array(organizationSchema) });
var resolutionSchema = z4.object({
  /** The Project owner (for a Supreme Court case, its first filer). */
  org: organizationSchema,
  mode: resolutionModeSchema,
  cards: z4.array(playedCardSchema2).readonly(),
  /** The handler that runs once `roll` and `queue` are done. */
  next: resolutionNextSchema,
  /** The handler that runs once the Leader's hits are allocated ('' before a Leader rolls). */
  after: z4.union([resolutionNextSchema, z4.literal("")]),
  roll: dieRollSchema.nullable(),
  queue: z4.array(dieRollSchema),
  results: z4.record(z4.string(), rollResultSchema),
  /** Local Figure names activated by the cards played (3.6.2, 15.2). */
  figures: z4.array(z4.string()),
  /** Ready Staffers activated by the cards played and not yet committed (15.18). */
  staffOffer: z4.array(z4.string()),
  /** 15.18 re-rolls of any die granted by committed CORE Staffers for the dice being rolled now. */
  rerolls: z4.number().int().min(0),
  /** The dice rolled since the last handler (the ones a re-roll may pick). */
  batch: z4.array(rollPurposeSchema),
  /** Staffers committed to the cubes' roll and to the Leader's roll. */
  staffCubes: z4.array(z4.string()),
  staffLeader: z4.array(z4.string()),
  /** 15.8 Strike First may be announced (a Civil Rights Local Figure was activated by the card played). */
  strikeFirstOk: z4.boolean(),
  strikeFirst: z4.boolean(),
  /** 4.1 D a Star spent for the next red roll. */
  insured: z4.boolean(),
  /** 14.5 total rank of the additional cards (Picketing, Federal Escorts, Vote Drive, 19.4). */
  extraRank: z4.number().int().min(0),
  /** Hits scored by each side this Action Round. */
  hits: z4.object({ red: z4.number().int(), white: z4.number().int(), blue: z4.number().int() }),
  /** SEG cubes collected by hits this Action Round (VPs are tallied at the end, 15.13). */
  collected: z4.object({ white: z4.number().int(), blue: z4.number().int() }),
  /** Red cubes removed this Action Round, by who removed them (15.4), and Freedom Riders lost (7.4). */
  removed: z4.object({ byWhite: z4.number().int(), byBlue: z4.number().int(), riders: z4.number().int() }),
  /** 14.3 red cubes that advanced this Action Round. */
  advanced: z4.number().int().min(0),
  /** 15.5 Leader hits still to allocate. */
  leaderHits: z4.number().int().min(0),
  /** Seats to ask in turn (response cards, consolidation). */
  responders: z4.array(organizationSchema),
  /** 22.11 extra hits for the LDF side from response cards. */
  responseHits: z4.number().int(),
  /** 22.12 this is the appeal roll. */
  appeal: z4.boolean(),
  /** 22.16 consolidation proposals (filer → filer) and the cases still to roll. */
  proposals: z4.record(z4.string(), organizationSchema),
  cases: z4.array(caseSchema),
  /** 18.3.7 the registrar's hits and the red cubes they removed (22.18–22.19 the D.O.J. cancels them). */
  registrar: z4.object({ hits: z4.number().int(), removed: z4.number().int() }).nullable(),
  /** 19.10 the Event Leader is out of this Action Round. */
  leaderGone: z4.boolean()
});
var step = (kind2) => resolutionSchema.extend({ kind: z4.literal(kind2) });
var resolutionTaskSchemas = [
  step("resolutionPreRoll"),
  step("resolutionRoll"),
  step("resolutionReroll"),
  step("resolutionLeaderHits"),
  step("resolutionResponse"),
  step("resolutionAppeal"),
  step("resolutionDoj"),
  step("resolutionWithdraw"),
  step("resolutionConsolidate")
];
var face = dieFaceSchema;
var projectActionSchemas = [
  z4.strictObject({ type: z4.literal("projectRoll"), die: dieColorSchema, face }).meta({ section: "15.3", description: "Chance (manual mode): a face of the die being rolled." }),
  z4.strictObject({ type: z4.literal("projectCommitStaff"), staff: z4.string() }).meta({ section: "15.18", description: "Before the dice of a project action: commit a Staffer activated by the card played." }),
  z4.strictObject({ type: z4.literal("projectStrikeFirst") }).meta({ section: "15.8", description: "Before the dice of a Protest whose card activated a Civil Rights Local Figure: try to Strike First." }),
  z4.strictObject({ type: z4.literal("projectInsure") }).meta({ section: "4.1 D", description: "Before the dice: spend a Star so that an X on the red die needs no subsequent roll (3.6)." }),
  z4.strictObject({ type: z4.literal("projectRemoveOverkill") }).meta({ section: "4.1 B", description: "Before the Leader's (or D.O.J. attorney's) roll: spend a Star to remove an Overkill button (15.6)." }),
  z4.strictObject({ type: z4.literal("projectProceed") }).meta({ section: "15.3", description: "Before a roll, or when an X re-roll or a withdrawal is offered: go on without it." }),
  z4.strictObject({ type: z4.literal("projectKeep"), face }).meta({ section: "15.9", description: "After a roll twice (a Local Figure's, Leader's or CORE Staffer's ability): keep one of the two faces." }),
  z4.strictObject({ type: z4.literal("projectReroll") }).meta({ section: "3.6", description: "After an X, once per Project, with a Legislation card that allows it: re-roll the X." }),
  z4.strictObject({ type: z4.literal("projectRerollDie"), purpose: rollPurposeSchema }).meta({ section: "15.18", description: "After a roll, with a committed CORE Staffer: re-roll one die." }),
  z4.strictObject({ type: z4.literal("projectLeaderHit"), use: z4.enum(["overkill", "save", "collect"]) }).meta({ section: "15.5", description: "After the Leader's roll, per hit: remove an Overkill button (first, 15.6), save a red cube or collect a SEG cube." }),
  z4.strictObject({ type: z4.literal("projectPlayResponse"), card: z4.string() }).meta({ section: "22.11", description: "After a Litigation roll: play a response card that applies." }),
  z4.strictObject({ type: z4.literal("projectAppeal"), card: z4.string() }).meta({ section: "22.12", description: "After a lost or tied Litigation (or a V case with no red cube saved, 22.19): appeal by discarding a card (home: the Home Card)." }),
  z4.strictObject({ type: z4.literal("projectDoj") }).meta({ section: "18.3.7.2", description: "At the registrar stage of a V Project, with the D.O.J. Staff Attorney: use him." }),
  z4.strictObject({ type: z4.literal("projectWithdraw") }).meta({ section: "19.8", description: "In a Project of an event leader (19.0), when offered: withdraw." }),
  z4.strictObject({ type: z4.literal("projectConsolidate"), with: organizationSchema }).meta({ section: "22.16", description: "At the End of Turn, when two or more players appeal criminal cases: propose to consolidate with another filer." }),
  z4.strictObject({ type: z4.literal("projectPass") }).meta({ section: "22.11", description: "When a response card, an appeal, the D.O.J. attorney or a consolidation is offered: decline." })
];

// src/games/free-at-last/task-schema.ts
var org2 = organizationSchema;
var drawTaskSchemas = [
  /** 2.2, 4.1 A, events: a Strategy card to an organization's hand. */
  z5.object({ kind: z5.literal("drawStrategy"), org: org2 }),
  /** 2.1 a Project card dealt face up. */
  z5.object({ kind: z5.literal("drawProject") }),
  /** 2.3, 6.3 a Staffer drawn from the organization's cup. */
  z5.object({ kind: z5.literal("drawStaff"), org: org2 }),
  /** 2.8, 9.11 a Legislation card: a new law, or held up in committee. */
  z5.object({ kind: z5.literal("drawLegislation"), to: z5.enum(["law", "discard"]) }),
  /** 2.7 a Challenge card dealt to a player (advanced game). */
  z5.object({ kind: z5.literal("drawChallenge"), org: org2 }),
  /** 23.1 the solitaire draw: the top Strategy card, as another organization's action. */
  z5.object({ kind: z5.literal("drawSolo") })
];
var windowTaskSchemas = [
  /** 10.x the interrupt window: spend Stars, give a fundraiser, play a response card, or pass. */
  z5.object({ kind: z5.literal("window"), seats: z5.array(org2) }),
  /** 9.3.2.1 the events of the current phase outside the Action Rounds, then done. */
  z5.object({ kind: z5.literal("events"), seats: z5.array(org2) })
];
var variantTaskSchemas = [
  /** 9.13 what to do with a dealt Challenge; `asked` = players already asked to share its cost. */
  z5.object({ kind: z5.literal("challenge"), org: org2, card: z5.string(), asked: z5.array(org2) }),
  /** 4.1 C `org` is asked by `from` to pay 1 Star each to cancel `card` (a dealt one, or one in effect). */
  z5.object({ kind: z5.literal("share"), org: org2, from: org2, card: z5.string(), dealt: z5.boolean(), asked: z5.array(org2) }),
  /** 23.1 implement the drawn card (or a held response card) or not. */
  z5.object({ kind: z5.literal("solo"), org: org2, card: z5.string(), held: z5.boolean() })
];
var hookTaskSchemas = [
  /** 23.4 before a Turn's Project deal (the historical scenario sets the deck). */
  z5.object({ kind: z5.literal("beforeDeal") }),
  /** 23.1 before an Action Round (the solitaire draw, held response cards). */
  z5.object({ kind: z5.literal("beforeAction") }),
  /** 23.1 at the end of the Turn (solitaire: held response cards are discarded). */
  z5.object({ kind: z5.literal("turnCleanup") })
];
var taskSchema = z5.discriminatedUnion("kind", [
  /** The flow of the Turn (rules/flow.ts): phases, their decisions and the project resolution. */
  flowTaskSchema,
  ...stageSchemas,
  ...stepSchema.options,
  ...windowTaskSchemas,
  /** The running resolution of a project action (3.6, 12, 14–19, 22; rules/projects), one kind per step. */
  ...resolutionTaskSchemas,
  ...drawTaskSchemas,
  ...variantTaskSchemas,
  ...hookTaskSchemas
]);
var drawKinds = new Set(drawTaskSchemas.map((x) => x.shape.kind.value));
var stepKinds = new Set(stepSchema.options.map((x) => x.shape.kind.value));
var isDraw = (t) => drawKinds.has(t.kind);
var stageKinds = new Set(stageSchemas.map((x) => x.shape.kind.value));
var isStage = (t) => stageKinds.has(t.kind);
var isWindow = (t) => t.kind === "window" || t.kind === "events";
var isStep = (t) => stepKinds.has(t.kind);

// src/games/free-at-last/state/copy.ts
function copyState(s) {
  const t = {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    turn: s.turn,
    phase: s.phase,
    actionRound: s.actionRound,
    orgs: s.orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    failureTrackStart: s.failureTrackStart,
    decks: s.decks,
    tasks: s.tasks
  };
  if (s.ext !== void 0) t.ext = s.ext;
  return t;
}
function withOrg(s, org7, o) {
  const t = copyState(s);
  t.orgs = withKey(s.orgs, org7, o);
  return t;
}
function withDeck(s, pile, cards2) {
  const t = copyState(s);
  t.decks = withKey(s.decks, pile, cards2);
  return t;
}

// src/games/free-at-last/state/stack.ts
var topTask = (s) => s.tasks[s.tasks.length - 1];
function withTasks(s, tasks) {
  const t = copyState(s);
  t.tasks = tasks;
  return t;
}
function pushIndex(tasks) {
  let i = tasks.length;
  while (i > 0 && isDraw(tasks[i - 1])) i--;
  return i;
}
var insert = (s, i, added) => withTasks(s, [...s.tasks.slice(0, i), ...added, ...s.tasks.slice(i)]);
var pushTask = (s, task) => insert(s, pushIndex(s.tasks), [task]);
var popTask = (s) => withTasks(s, s.tasks.slice(0, -1));
var queueDraws = (s, task, n2) => n2 <= 0 ? s : insert(s, pushIndex(s.tasks), Array.from({ length: n2 }, () => task));
var flowOf = (s) => s.tasks[0];
function withFlow(s, patch) {
  const f = flowOf(s);
  const flow = {
    kind: "flow",
    cursor: patch.cursor !== void 0 ? patch.cursor : f.cursor,
    round: patch.round !== void 0 ? patch.round : f.round,
    burn: patch.burn !== void 0 ? patch.burn : f.burn,
    leadersReturning: patch.leadersReturning !== void 0 ? patch.leadersReturning : f.leadersReturning,
    preemptor: patch.preemptor !== void 0 ? patch.preemptor : f.preemptor,
    deadlock: patch.deadlock !== void 0 ? patch.deadlock : f.deadlock
  };
  return withTasks(s, patch.step === void 0 ? withBottom(s.tasks, flow) : restacked(s, flow, patch.step));
}
function withBottom(tasks, flow) {
  const out = tasks.slice();
  out[0] = flow;
  return out;
}
var inFrame = (t) => isStage(t) || isWindow(t);
function frameTop(tasks) {
  let i = 0;
  while (i + 1 < tasks.length && inFrame(tasks[i + 1])) i++;
  return i;
}
var slotOf = (tasks) => frameTop(tasks) + 1;
function stageOf(s) {
  for (let i = frameTop(s.tasks); i > 0; i--) {
    const t = s.tasks[i];
    if (isStage(t)) return t;
  }
  return null;
}
function setStage(s, next) {
  const cur = stageOf(s);
  if (cur === null) throw new Error("no stage is under way");
  const i = s.tasks.lastIndexOf(cur, frameTop(s.tasks));
  return withTasks(s, next === null ? [...s.tasks.slice(0, i), ...s.tasks.slice(i + 1)] : [...s.tasks.slice(0, i), next, ...s.tasks.slice(i + 1)]);
}
function pushStages(s, ...stages3) {
  return insert(s, pushIndex(s.tasks), stages3.slice().reverse());
}
function restacked(s, flow, step4) {
  const tasks = s.tasks;
  const slot = slotOf(tasks);
  const out = [flow];
  for (let i = 1; i < slot; i++) out.push(tasks[i]);
  if (step4 !== null) out.push(step4);
  for (let i = flowStep(s) === null ? slot : slot + 1; i < tasks.length; i++) out.push(tasks[i]);
  return out;
}
function flowStep(s) {
  const t = s.tasks[slotOf(s.tasks)];
  return t !== void 0 && isStep(t) ? t : null;
}
function shownStep(s) {
  const step4 = flowStep(s);
  if (step4 !== null) return step4;
  const top = frameTop(s.tasks);
  const w = s.tasks[top];
  return isWindow(w) && top === s.tasks.length - 1 && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0] } : null;
}
function setStep(s, step4) {
  return withTasks(s, restacked(s, s.tasks[0], step4));
}

// src/games/free-at-last/census.ts
function cubeCensus(s) {
  const total = { ...s.supply };
  for (const p of Object.values(s.projects)) {
    total.red += p.cubes.red;
    total.white += p.cubes.white;
    total.blue += p.cubes.blue;
  }
  for (const o of Object.values(s.orgs)) {
    total.red += o.eliminated.red + o.criminalHold;
    total.white += o.eliminated.white;
    total.blue += o.eliminated.blue;
  }
  return total;
}

// src/games/free-at-last/data/attorneys.ts
var stateAttorney = (id, name, state) => ({
  id,
  name,
  role: "ldf-state",
  state,
  activation: { by: "state", state },
  source: { reconstructed: `22.4 gives one representative LDF attorney per state; ${name} was an LDF cooperating attorney in ${state}` }
});
var attorneys = [
  stateAttorney("wiley-branton", "Wiley A. Branton", "AR"),
  stateAttorney("z-alexander-looby", "Z. Alexander Looby", "TN"),
  stateAttorney("oliver-hill", "Oliver W. Hill", "VA"),
  stateAttorney("julius-chambers", "Julius L. Chambers", "NC"),
  stateAttorney("matthew-perry", "Matthew J. Perry", "SC"),
  stateAttorney("donald-hollowell", "Donald L. Hollowell", "GA"),
  stateAttorney("earl-johnson", "Earl M. Johnson", "FL"),
  stateAttorney("fred-gray", "Fred D. Gray", "AL"),
  stateAttorney("r-jess-brown", "R. Jess Brown", "MS"),
  stateAttorney("a-p-tureaud", "A. P. Tureaud", "LA"),
  {
    id: "thurgood-marshall",
    name: "Thurgood Marshall",
    role: "co-counsel",
    caseType: "criminal",
    activation: { by: "color", color: "white" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "constance-baker-motley",
    name: "Constance Baker Motley",
    role: "co-counsel",
    caseType: "S",
    activation: { by: "color", color: "red" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "jack-greenberg",
    name: "Jack Greenberg",
    role: "co-counsel",
    caseType: "march",
    activation: { by: "color", color: "white" },
    source: { rule: "22.8, 22.8.1.1" }
  },
  {
    id: "doj-staff-attorney",
    name: "D.O.J. Civil Rights Division Staff Attorney",
    role: "doj",
    caseType: "V",
    activation: { by: "color", color: "blue" },
    source: { rule: "22.17, 22.18.1" }
  }
];

// src/games/free-at-last/data/home-cards.ts
var source = { reconstructed: "9.3.3 gives each organization a Home Card of any rank and colour; the titles are chosen from each organization's founding" };
var homeCards = [
  { organization: "SNCC", name: "Raleigh Conference, April 1960", source },
  { organization: "CORE", name: "Journey of Reconciliation", source },
  { organization: "SCLC", name: "To Redeem the Soul of America", source },
  { organization: "NAACP", name: "The Crisis", source }
];

// src/games/free-at-last/data/leaders.ts
var counterSource = (rule) => ({
  reconstructed: `the counters are not reproduced in the rulebook; ability as ${rule} describes, person and condition chosen from history`
});
var leader = (organization, role, rule) => (id, name, activation, ...effects) => ({ id, name, organization, role, activation, effects, source: counterSource(rule) });
var type = (projectType) => ({ by: "project-type", projectType });
var kind = (k) => ({ by: "project-kind", kind: k });
var inState = (state) => ({ by: "state", state });
var color = (c) => ({ by: "color", color: c });
var rank = (r) => ({ by: "rank", rank: r });
var addRed = (count) => ({ kind: "add-red", count });
var rollTwice = { kind: "roll-twice" };
var plusTwo = { kind: "die-modifier", amount: 2 };
var rerollAny = { kind: "reroll-any" };
var snccField = leader("SNCC", "protest", "7.2");
var snccStaff = leader("SNCC", "staff", "6.2 and 15.18");
var coreField = leader("CORE", "protest", "7.2");
var coreRider = leader("CORE", "freedom-rider", "7.4");
var coreStaff = leader("CORE", "staff", "6.2 and 15.18");
var sclcReverend = leader("SCLC", "protest", "7.2");
var sclcStaff = leader("SCLC", "staff", "6.2 and 15.18");
var naacpField = leader("NAACP", "protest", "7.2");
var naacpChairman = leader("NAACP", "chairman", "7.2");
var naacpStaff = leader("NAACP", "staff", "6.2 and 15.18");
var leaders = [
  snccField("john-lewis", "John Lewis", kind("march"), rollTwice),
  snccField("diane-nash", "Diane Nash", type("A"), rollTwice),
  snccField("sam-block", "Sam Block", type("V"), rollTwice),
  snccField("charles-sherrod", "Charles Sherrod", inState("GA"), addRed(2)),
  snccField("bernard-lafayette", "Bernard Lafayette", inState("AL"), addRed(2)),
  snccField("lawrence-guyot", "Lawrence Guyot", inState("MS"), addRed(2)),
  snccField("bill-hansen", "Bill Hansen", inState("AR"), addRed(2)),
  snccField("stokely-carmichael", "Stokely Carmichael", type("V"), addRed(2)),
  snccStaff("james-forman", "James Forman", color("red"), plusTwo),
  snccStaff("julian-bond", "Julian Bond", color("white"), plusTwo),
  snccStaff("ruby-doris-smith-robinson", "Ruby Doris Smith Robinson", color("blue"), plusTwo),
  snccStaff("ivanhoe-donaldson", "Ivanhoe Donaldson", color("red"), plusTwo),
  snccStaff("courtland-cox", "Courtland Cox", color("blue"), plusTwo),
  snccStaff("marion-barry", "Marion Barry", rank(4), plusTwo),
  {
    ...coreField("james-farmer", "James Farmer", kind("freedom-ride"), addRed(2)),
    source: { reconstructed: "7.4 names James Farmer as CORE's leader of the Freedom Ride; his add-red ability follows 7.2" }
  },
  { ...coreRider("hank-thomas", "Hank Thomas", kind("freedom-ride"), { kind: "freedom-rider" }), source: { rule: "7.4" } },
  { ...coreRider("genevieve-hughes", "Genevieve Hughes", kind("freedom-ride"), { kind: "freedom-rider" }), source: { rule: "7.4" } },
  coreField("tom-gaither", "Tom Gaither", inState("SC"), addRed(2)),
  coreField("dave-dennis", "Dave Dennis", inState("MS"), addRed(2)),
  coreField("ronnie-moore", "Ronnie Moore", inState("LA"), addRed(2)),
  coreField("patricia-stephens-due", "Patricia Stephens Due", inState("FL"), addRed(2)),
  coreField("mary-hamilton", "Mary Hamilton", type("A"), addRed(2)),
  coreStaff("marvin-rich", "Marvin Rich", color("white"), rerollAny),
  coreStaff("gordon-carey", "Gordon Carey", color("red"), rollTwice),
  coreStaff("james-mccain", "James T. McCain", color("blue"), rollTwice),
  coreStaff("norman-hill", "Norman Hill", rank(3), rerollAny),
  coreStaff("val-coleman", "Val Coleman", color("white"), rollTwice),
  coreStaff("alan-gartner", "Alan Gartner", color("blue"), rerollAny),
  {
    ...sclcReverend("martin-luther-king-jr", "Rev. Martin Luther King Jr.", kind("march"), rollTwice),
    immuneToMinusOne: true,
    source: { reconstructed: "12.1 makes Dr. King immune to the \u20131 rule; his march condition is chosen from history" }
  },
  sclcReverend("ralph-abernathy", "Rev. Ralph Abernathy", color("red"), rollTwice),
  sclcReverend("c-t-vivian", "Rev. C. T. Vivian", type("A"), rollTwice),
  sclcReverend("james-bevel", "Rev. James Bevel", color("white"), rollTwice),
  sclcReverend("andrew-young", "Rev. Andrew Young", type("V"), rollTwice),
  sclcReverend("hosea-williams", "Rev. Hosea Williams", inState("GA"), rollTwice),
  sclcReverend("joseph-lowery", "Rev. Joseph Lowery", inState("AL"), rollTwice),
  { ...sclcStaff("wyatt-tee-walker", "Rev. Wyatt Tee Walker", color("red"), plusTwo), source: { rule: "6.2" } },
  sclcStaff("dorothy-cotton", "Dorothy Cotton", color("white"), plusTwo),
  sclcStaff("ella-baker", "Ella Baker", color("blue"), plusTwo),
  sclcStaff("jack-odell", "Jack O'Dell", color("blue"), plusTwo),
  sclcStaff("bernard-lee", "Bernard Lee", rank(2), plusTwo),
  sclcStaff("randolph-blackwell", "Randolph Blackwell", color("white"), plusTwo),
  naacpField("medgar-evers", "Medgar Evers", inState("MS"), addRed(2)),
  naacpField("vernon-jordan", "Vernon Jordan", inState("GA"), addRed(2)),
  naacpField("robert-saunders", "Robert W. Saunders", inState("FL"), addRed(2)),
  naacpField("i-dequincey-newman", "Rev. I. DeQuincey Newman", inState("SC"), addRed(2)),
  naacpChairman("aaron-henry", "Aaron Henry", inState("MS"), { kind: "chairman-collect-blue" }),
  naacpChairman("daisy-bates", "Daisy Bates", inState("AR"), { kind: "chairman-collect-blue" }),
  naacpChairman("kelly-alexander", "Kelly Alexander Sr.", inState("NC"), { kind: "chairman-collect-blue" }),
  naacpChairman("rutledge-pearson", "Rutledge Pearson", inState("FL"), { kind: "chairman-collect-blue" }),
  naacpStaff("roy-wilkins", "Roy Wilkins", color("blue"), plusTwo),
  naacpStaff("ruby-hurley", "Ruby Hurley", color("white"), plusTwo),
  naacpStaff("henry-lee-moon", "Henry Lee Moon", color("red"), plusTwo),
  naacpStaff("john-morsell", "John Morsell", color("red"), plusTwo),
  naacpStaff("herbert-hill", "Herbert Hill", rank(4), plusTwo),
  naacpStaff("june-shagaloff", "June Shagaloff", rank(3), plusTwo)
];

// src/games/free-at-last/data/legislation.ts
var xUp = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var rerollX = (die2) => ({ kind: "reroll-x-once", die: die2 });
var cardSource = { reconstructed: "9.9 names the laws in the deck but not the cards; provisions and effects follow 3.6 and 3.6.6" };
var oneTime = (id, name, act, area, effect, text) => ({ id, name, act, area, oneTime: true, effects: [effect], text, source: cardSource });
var lasting = (id, name, act, area, effect, text) => ({ id, name, act, area, oneTime: false, effects: [effect], text, source: cardSource });
var federal = (id, name, text) => ({
  id,
  name: `Federal Legislation: ${name}`,
  act: "general",
  area: "federal",
  oneTime: true,
  effects: [xDown("blue")],
  text,
  source: { rule: "9.10" }
});
var generalLegislation = [
  {
    ...lasting(
      "cra-1957-part-iv",
      "Civil Rights Act of 1957, Part IV",
      "general",
      "V",
      { kind: "enable-doj-attorney" },
      "The Attorney General may seek injunctive relief to prevent denial of the right to vote. The D.O.J. Staff Attorney may act at the literacy test."
    ),
    source: { rule: "18.3.7.2, 22.18" }
  },
  oneTime(
    "cra-1957-civil-rights-division",
    "Civil Rights Act of 1957: Civil Rights Division",
    "general",
    "V",
    xDown("blue"),
    "A Civil Rights Division is created in the Department of Justice. Move blue X one space left."
  ),
  oneTime(
    "cra-1957-commission",
    "Civil Rights Act of 1957: Commission on Civil Rights",
    "general",
    "A",
    xDown("white"),
    "A bipartisan Commission on Civil Rights investigates discrimination. Move white X one space left."
  ),
  lasting(
    "cra-1960-voting-referees",
    "Civil Rights Act of 1960: Federal Voting Referees",
    "general",
    "V",
    rerollX("blue"),
    "Federal courts may appoint referees to register voters. Once per V Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1960-voting-records",
    "Civil Rights Act of 1960: Preservation of Voting Records",
    "general",
    "V",
    xUp("red"),
    "Registrars must keep their records for the Attorney General to inspect. Move red X one space right."
  ),
  lasting(
    "cra-1960-pattern-or-practice",
    "Civil Rights Act of 1960: Pattern or Practice",
    "general",
    "V",
    rerollX("red"),
    "A court finding a pattern or practice of discrimination may order registration. Once per V Project, re-roll an X on the red die."
  ),
  lasting(
    "cra-1960-obstruction",
    "Civil Rights Act of 1960: Obstruction of Court Orders",
    "general",
    "S",
    rerollX("blue"),
    "Obstructing a federal school desegregation order is a federal crime. Once per S Project, re-roll an X on the blue die."
  ),
  lasting(
    "cra-1960-bombings",
    "Civil Rights Act of 1960: School and Church Bombings",
    "general",
    "S",
    rerollX("white"),
    "Flight across state lines to avoid prosecution for bombing a school or church is a federal crime. Once per S Project, re-roll an X on the white die."
  ),
  oneTime(
    "cra-1960-military-children",
    "Civil Rights Act of 1960: Education of Military Children",
    "general",
    "S",
    xDown("white"),
    "Children of servicemen are schooled when local schools close to avoid integration. Move white X one space left."
  ),
  lasting(
    "icc-bus-terminals",
    "ICC Order: Desegregation of Bus Terminals",
    "general",
    "A",
    rerollX("white"),
    "The Interstate Commerce Commission bans segregated interstate bus terminals, 1 November 1961. Once per A Project, re-roll an X on the white die."
  ),
  oneTime(
    "icc-signs",
    'ICC Order: "Colored" Signs Come Down',
    "general",
    "A",
    xDown("white"),
    "Interstate carriers must post signs that seating is without regard to race. Move white X one space left."
  ),
  oneTime(
    "airport-terminals",
    "Desegregation of Airport Terminals",
    "general",
    "A",
    xUp("red"),
    "Federally funded airport terminals must serve all travellers. Move red X one space right."
  ),
  oneTime(
    "amendment-24",
    "The 24th Amendment",
    "general",
    "V",
    xDown("blue"),
    "No poll tax in federal elections (ratified 23 January 1964). Move blue X one space left."
  ),
  oneTime(
    "commission-extension-1961",
    "Commission on Civil Rights Extended, 1961",
    "general",
    "S",
    xUp("red"),
    "Congress extends the Commission on Civil Rights for two years. Move red X one space right."
  ),
  lasting(
    "commission-extension-1963",
    "Commission on Civil Rights Extended, 1963",
    "general",
    "A",
    rerollX("blue"),
    "The Commission on Civil Rights continues its hearings. Once per A Project, re-roll an X on the blue die."
  ),
  federal("senate-rule-22", "Senate Rule 22", "Cloture may close a filibuster by two-thirds of senators present and voting."),
  federal("rules-committee-enlarged", "Rules Committee Enlarged", "The House Rules Committee grows from 12 to 15 members (1961)."),
  federal("twenty-one-day-rule", "Twenty-One Day Rule", "A bill held by the Rules Committee for 21 days may be called up on the floor (1965)."),
  federal("discharge-petition", "Discharge Petition", "218 signatures discharge a bill from a committee that will not report it."),
  federal("calendar-wednesday", "Calendar Wednesday", "Committee chairmen may call up reported bills on Wednesdays, bypassing the Rules Committee.")
];
var civilRightsAct1964 = [
  lasting(
    "cra-1964-title-i",
    "Civil Rights Act of 1964, Title I: Voting Rights",
    "civil-rights-act-1964",
    "V",
    rerollX("blue"),
    "Registrars may not apply different standards or reject applicants for immaterial errors. Once per V Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1964-title-ii",
    "Civil Rights Act of 1964, Title II: Public Accommodations",
    "civil-rights-act-1964",
    "A",
    xDown("white"),
    "No discrimination in hotels, restaurants, theaters and other public accommodations. Move white X one space left."
  ),
  lasting(
    "cra-1964-title-iii",
    "Civil Rights Act of 1964, Title III: Public Facilities",
    "civil-rights-act-1964",
    "A",
    rerollX("white"),
    "The Attorney General may sue to desegregate public parks, pools and libraries. Once per A Project, re-roll an X on the white die."
  ),
  lasting(
    "cra-1964-title-iv",
    "Civil Rights Act of 1964, Title IV: Public Education",
    "civil-rights-act-1964",
    "S",
    rerollX("blue"),
    "The Attorney General may sue to desegregate public schools. Once per S Project, re-roll an X on the blue die."
  ),
  oneTime(
    "cra-1964-title-vi",
    "Civil Rights Act of 1964, Title VI: Federal Funds",
    "civil-rights-act-1964",
    "S",
    xDown("blue"),
    "No federal money for programs that discriminate. Move blue X one space left."
  ),
  oneTime(
    "cra-1964-title-vii",
    "Civil Rights Act of 1964, Title VII: Equal Employment",
    "civil-rights-act-1964",
    "A",
    xUp("red"),
    "No discrimination in employment; the EEOC is created. Move red X one space right."
  )
];
var votingRightsAct1965 = [
  oneTime(
    "vra-1965-section-4",
    "Voting Rights Act of 1965, Section 4: Literacy Tests Suspended",
    "voting-rights-act-1965",
    "V",
    xDown("blue"),
    "Literacy tests are suspended where fewer than half the adults voted. Move blue X one space left."
  ),
  oneTime(
    "vra-1965-section-5",
    "Voting Rights Act of 1965, Section 5: Preclearance",
    "voting-rights-act-1965",
    "V",
    xUp("red"),
    "Covered states need federal approval before changing voting rules. Move red X one space right."
  ),
  lasting(
    "vra-1965-section-6",
    "Voting Rights Act of 1965, Section 6: Federal Examiners",
    "voting-rights-act-1965",
    "V",
    rerollX("blue"),
    "Federal examiners register voters in resisting counties. Once per V Project, re-roll an X on the blue die."
  )
];
var legislation = [...generalLegislation, ...civilRightsAct1964, ...votingRightsAct1965];

// src/games/free-at-last/data/project-builders.ts
var byColor = (color3) => ({ by: "color", color: color3 });
var byRank = (rank2) => ({ by: "rank", rank: rank2 });
var byCard = (rank2, color3) => ({ by: "rank-and-color", rank: rank2, color: color3 });
var bySet = (cards2) => ({ by: "set-size", cards: cards2 });
var figureSource = { reconstructed: "Local Figures are printed on the Project cards, which the rulebook does not reproduce (9.2)" };
var ally = (name, activation, ...effects) => ({
  name,
  side: "civil-rights",
  activation,
  effects,
  source: figureSource
});
var seg = (name, activation, ...effects) => ({
  name,
  side: "seg",
  activation,
  effects,
  source: figureSource
});
var registrar = (name, activation, ...effects) => ({
  ...seg(name, activation, ...effects),
  registrar: true
});
var collectWhite = (count) => ({ kind: "collect-seg", color: "white", count });
var collectBlue = (count) => ({ kind: "collect-seg", color: "blue", count });
var addRed2 = (count) => ({ kind: "add-red", count });
var removeRed = (count) => ({ kind: "remove-red", count });
var addWhite = (count) => ({ kind: "add-seg", color: "white", count });
var addBlue = (count) => ({ kind: "add-seg", color: "blue", count });
var rollTwice2 = { kind: "roll-twice" };
var xUp2 = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown2 = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var project = (card5) => {
  const { white: white2, blue: blue2, figures, history, ...rest } = card5;
  return {
    ...rest,
    seg: { white: white2, blue: blue2 },
    localFigures: figures,
    source: { reconstructed: `card not reproduced in the rulebook; ${history}` }
  };
};

// src/games/free-at-last/data/projects-1960-61.ts
var projects1960to61 = [
  project({
    number: 1,
    title: "Greensboro Woolworth Sit-In",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Greensboro",
    white: 5,
    blue: 1,
    history: "the Greensboro Four sit in at the Woolworth lunch counter, 1 February 1960",
    figures: [
      ally("Ralph Johns", byColor("red"), addRed2(2)),
      seg('Clarence "Curly" Harris', byCard(4, "white"), addWhite(1))
    ]
  }),
  project({
    number: 2,
    title: "Nashville Sit-Ins",
    type: "A",
    kind: "protest",
    state: "TN",
    location: "Nashville",
    white: 6,
    blue: 2,
    history: "Nashville Student Movement sit-ins, February\u2013May 1960",
    figures: [
      ally("Mayor Ben West", byCard(4, "white"), collectBlue(1)),
      ally("Nashville Christian Leadership Council", bySet(3), addRed2(3)),
      seg("Police Chief Douglas Hosse", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 3,
    title: "Thalhimers Sit-In",
    type: "A",
    kind: "protest",
    state: "VA",
    location: "Richmond",
    white: 4,
    blue: 2,
    history: "the Richmond 34 sit in at Thalhimers department store, 22 February 1960",
    figures: [
      ally("The Richmond 34", bySet(3), addRed2(3)),
      seg("Richmond Police", byCard(3, "blue"), removeRed(2))
    ]
  }),
  project({
    number: 4,
    title: "Alabama State College Sit-In",
    type: "A",
    kind: "protest",
    state: "AL",
    location: "Montgomery",
    white: 5,
    blue: 3,
    history: "Alabama State College students sit in at the Montgomery County Courthouse, 25 February 1960",
    figures: [
      ally("Jo Ann Robinson", byColor("red"), rollTwice2),
      seg("Governor John Patterson", byColor("blue"), xUp2("blue")),
      seg("Commissioner L. B. Sullivan", byCard(3, "white"), removeRed(2))
    ]
  }),
  project({
    number: 5,
    title: "Orangeburg Kress Sit-In",
    type: "A",
    kind: "protest",
    state: "SC",
    location: "Orangeburg",
    white: 6,
    blue: 2,
    history: "Claflin and South Carolina State students march and sit in, 15 March 1960",
    figures: [
      ally("Rev. Matthew McCollom", byColor("white"), collectWhite(2)),
      seg("Orangeburg Fire Department", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 6,
    title: "Southern University Sit-Ins",
    type: "A",
    kind: "protest",
    state: "LA",
    location: "Baton Rouge",
    white: 5,
    blue: 3,
    history: "Southern University students sit in at Kress and the Greyhound station, March 1960",
    figures: [
      ally("Rev. T. J. Jemison", bySet(3), xUp2("red")),
      seg("President Felton G. Clark", byCard(2, "red"), removeRed(2))
    ]
  }),
  project({
    number: 7,
    title: "Little Rock Lunch Counter Sit-Ins",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Little Rock",
    white: 5,
    blue: 2,
    history: "Philander Smith College students sit in downtown, March 1960",
    figures: [
      ally("Philander Smith College Students", byColor("red"), addRed2(2)),
      seg("Governor Orval Faubus", byColor("white"), xUp2("white"))
    ]
  }),
  project({
    number: 8,
    title: "Biloxi Wade-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Biloxi",
    white: 7,
    blue: 2,
    history: 'the "Bloody Wade-In" on the Biloxi beach, 24 April 1960',
    figures: [
      ally("Dr. Gilbert R. Mason", byCard(3, "red"), collectWhite(2)),
      seg("Harrison County Deputies", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 9,
    title: "Tallahassee Jail-In",
    type: "A",
    kind: "protest",
    state: "FL",
    location: "Tallahassee",
    white: 5,
    blue: 2,
    history: "CORE students choose jail over bail after the Woolworth sit-in, March 1960",
    figures: [
      ally("Patricia and Priscilla Stephens", bySet(4), addRed2(2)),
      seg("Judge John Rudd", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 10,
    title: "Fayette County Tent City",
    type: "V",
    kind: "voter-registration",
    state: "TN",
    location: "Somerville",
    white: 5,
    blue: 3,
    history: "evicted sharecroppers who registered to vote live in Tent City, 1960",
    figures: [
      ally("John McFerren", byColor("blue"), addRed2(2)),
      registrar("Fayette County Election Commission", byColor("white"), removeRed(1))
    ]
  }),
  project({
    number: 11,
    title: "Dollarway School Desegregation",
    type: "S",
    kind: "school",
    state: "AR",
    location: "Pine Bluff",
    white: 4,
    blue: 2,
    history: "Dove v. Parham opens the Dollarway schools, 1959\u201360",
    figures: [
      ally("Thomas Dove", byColor("red"), rollTwice2),
      seg("Dollarway School Board", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 12,
    title: "Rich's Department Store Sit-In",
    type: "A",
    kind: "protest",
    state: "GA",
    location: "Atlanta",
    white: 6,
    blue: 2,
    history: "the Atlanta Student Movement sits in at Rich's, 19 October 1960",
    figures: [
      ally("Lonnie King", byColor("white"), collectWhite(2)),
      ally("Mayor William B. Hartsfield", byCard(4, "blue"), collectBlue(1)),
      seg("Richard Rich", byColor("red"), removeRed(1))
    ]
  }),
  project({
    number: 13,
    title: "New Orleans School Crisis",
    type: "S",
    kind: "school",
    state: "LA",
    location: "New Orleans",
    white: 8,
    blue: 3,
    scalesOfJustice: true,
    history: "Ruby Bridges and the McDonogh Three enter white schools, 14 November 1960",
    figures: [
      ally("Ruby Bridges", byCard(1, "red"), rollTwice2),
      ally("Judge J. Skelly Wright", byColor("blue"), collectBlue(1)),
      seg("Leander Perez", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 14,
    title: "Friendship Nine Jail-In",
    type: "A",
    kind: "protest",
    state: "SC",
    location: "Rock Hill",
    white: 5,
    blue: 2,
    history: "the Friendship Nine serve 30 days rather than pay bail, February 1961",
    figures: [
      ally("The Friendship Nine", bySet(3), addRed2(3)),
      seg("York County Chain Gang", byCard(2, "blue"), removeRed(1))
    ]
  }),
  project({
    number: 15,
    title: "Desegregation of the University of Georgia",
    type: "S",
    kind: "school",
    state: "GA",
    location: "Athens",
    white: 6,
    blue: 2,
    history: "Charlayne Hunter and Hamilton Holmes enrol, January 1961",
    figures: [
      ally("Charlayne Hunter", byColor("red"), rollTwice2),
      ally("Hamilton Holmes", byRank(4), addRed2(1)),
      seg("Governor Ernest Vandiver", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 16,
    title: "Tougaloo Nine Read-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Jackson",
    white: 4,
    blue: 3,
    history: "nine Tougaloo students read in at the whites-only Jackson public library, 27 March 1961",
    figures: [
      ally("The Tougaloo Nine", bySet(3), addRed2(3)),
      seg("Governor Ross Barnett", byColor("white"), xUp2("white"))
    ]
  }),
  project({
    number: 17,
    title: "Freedom Ride: Anniston and Birmingham",
    type: "A",
    kind: "freedom-ride",
    state: "AL",
    location: "Anniston",
    white: 8,
    blue: 2,
    history: "the Freedom Riders' bus is burned at Anniston and the riders beaten in Birmingham, 14 May 1961",
    figures: [
      ally("Janie Forsyth", byCard(1, "white"), xDown2("white")),
      ally("Rev. Fred Shuttlesworth", byColor("red"), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 18,
    title: "Freedom Ride: Jackson and Parchman",
    type: "A",
    kind: "freedom-ride",
    state: "MS",
    location: "Jackson",
    white: 5,
    blue: 4,
    history: "Freedom Riders are arrested in Jackson and sent to Parchman Farm, May\u2013August 1961",
    figures: [
      ally("Attorney Jack H. Young", byColor("white"), collectBlue(1)),
      seg("Captain J. L. Ray", byColor("blue"), removeRed(2)),
      seg("Parchman Superintendent Fred Jones", byCard(2, "white"), removeRed(1))
    ]
  }),
  project({
    number: 19,
    title: "McComb Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "McComb",
    white: 6,
    blue: 3,
    scalesOfJustice: true,
    history: "SNCC's first voter school in Pike and Amite Counties; Herbert Lee is killed, 1961",
    figures: [
      ally("C. C. Bryant", byColor("red"), addRed2(2)),
      seg("E. H. Hurst", byColor("white"), removeRed(2)),
      registrar("Registrar John Q. Wood", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 20,
    title: "The Memphis Thirteen",
    type: "S",
    kind: "school",
    state: "TN",
    location: "Memphis",
    white: 5,
    blue: 2,
    history: "thirteen first-graders desegregate four Memphis schools, 3 October 1961",
    figures: [
      ally("Maxine Smith", byColor("blue"), collectBlue(1)),
      seg("Memphis Board of Education", byCard(3, "blue"), addBlue(1))
    ]
  })
];

// src/games/free-at-last/data/projects-1962-63.ts
var projects1962to63 = [
  project({
    number: 21,
    title: "The Albany Movement",
    type: "A",
    kind: "march",
    state: "GA",
    location: "Albany",
    white: 6,
    blue: 4,
    history: "mass marches and jail-ins in Albany, December 1961 \u2013 August 1962",
    figures: [
      ally("Dr. William G. Anderson", byColor("white"), addRed2(2)),
      seg("Police Chief Laurie Pritchett", byColor("red"), xDown2("red"))
    ]
  }),
  project({
    number: 22,
    title: "Prince Edward County School Closing",
    type: "S",
    kind: "school",
    state: "VA",
    location: "Farmville",
    white: 5,
    blue: 4,
    history: "Prince Edward County keeps its public schools closed rather than integrate, 1959\u201364",
    figures: [
      ally("Rev. L. Francis Griffin", byColor("red"), rollTwice2),
      seg("Senator Harry F. Byrd", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 23,
    title: '"Terrible Terrell" Voter Project',
    type: "V",
    kind: "voter-registration",
    state: "GA",
    location: "Dawson",
    white: 6,
    blue: 3,
    history: "SNCC voter registration in Terrell County; churches burned, 1962",
    figures: [
      ally("Carolyn Daniels", byColor("blue"), addRed2(2)),
      seg("Sheriff Z. T. Mathews", byColor("white"), removeRed(2))
    ]
  }),
  project({
    number: 24,
    title: "Greenwood Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "Greenwood",
    white: 7,
    blue: 3,
    history: "SNCC's Leflore County voter drive, 1962\u201363",
    figures: [
      ally("Laura McGhee", byColor("red"), addRed2(2)),
      seg("Byron De La Beckwith", byCard(4, "white"), removeRed(2)),
      registrar("Circuit Clerk Martha Lamb", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 25,
    title: "James Meredith at Ole Miss",
    type: "S",
    kind: "school",
    state: "MS",
    location: "Oxford",
    white: 9,
    blue: 4,
    scalesOfJustice: true,
    history: "James Meredith enrols at the University of Mississippi, 1 October 1962",
    figures: [
      ally("James Meredith", byColor("blue"), rollTwice2),
      ally("U.S. Marshals", bySet(4), collectWhite(3)),
      seg("General Edwin Walker", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 26,
    title: "Durham Restaurant Sit-Ins",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Durham",
    white: 5,
    blue: 2,
    history: "Durham CORE and NAACP youth sit in at restaurants along the highways, 1962\u201363",
    figures: [
      ally("Floyd McKissick", byColor("red"), addRed2(2)),
      seg("Durham Merchants Association", byCard(2, "white"), addWhite(1))
    ]
  }),
  project({
    number: 27,
    title: "Harvey Gantt at Clemson",
    type: "S",
    kind: "school",
    state: "SC",
    location: "Clemson",
    white: 4,
    blue: 3,
    history: "Harvey Gantt peacefully desegregates Clemson College, 28 January 1963",
    figures: [
      ally("Harvey Gantt", byColor("red"), rollTwice2),
      ally("Governor Ernest Hollings", byCard(4, "white"), collectWhite(2)),
      seg("Clemson Board of Trustees", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 28,
    title: "Dallas County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "AL",
    location: "Selma",
    white: 6,
    blue: 4,
    history: "SNCC and the Dallas County Voters League begin registration in Selma, 1963",
    figures: [
      ally("Amelia Boynton", byColor("red"), addRed2(2)),
      seg("Sheriff Jim Clark", byColor("white"), removeRed(2)),
      registrar("Dallas County Board of Registrars", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 29,
    title: "Pine Bluff Movement",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Pine Bluff",
    white: 5,
    blue: 2,
    history: "AM&N College students and SNCC sit in downtown, 1963",
    figures: [
      ally("AM&N College Students", bySet(3), addRed2(3)),
      seg("Pine Bluff Police", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 30,
    title: "The Birmingham Campaign",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Birmingham",
    white: 8,
    blue: 4,
    scalesOfJustice: true,
    history: "Project C and the Children's Crusade, April\u2013May 1963",
    figures: [
      ally("The Children's Crusade", bySet(4), addRed2(4)),
      ally("Rev. Fred Shuttlesworth", byColor("red"), collectWhite(2)),
      seg('Commissioner Eugene "Bull" Connor', byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 31,
    title: "Jackson Woolworth Sit-In",
    type: "A",
    kind: "protest",
    state: "MS",
    location: "Jackson",
    white: 8,
    blue: 3,
    history: "Tougaloo students are beaten at the Woolworth counter, 28 May 1963",
    figures: [
      ally("Anne Moody", byColor("red"), rollTwice2),
      ally("John Salter", byCard(3, "white"), collectWhite(2)),
      seg("Mayor Allen Thompson", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 32,
    title: "Stand in the Schoolhouse Door",
    type: "S",
    kind: "school",
    state: "AL",
    location: "Tuscaloosa",
    white: 6,
    blue: 4,
    scalesOfJustice: true,
    history: "Vivian Malone and James Hood enrol at the University of Alabama, 11 June 1963",
    figures: [
      ally("Vivian Malone and James Hood", byColor("red"), rollTwice2),
      ally("Deputy Attorney General Nicholas Katzenbach", byCard(4, "blue"), collectBlue(1)),
      seg("Governor George Wallace", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 33,
    title: "The Danville Movement",
    type: "A",
    kind: "march",
    state: "VA",
    location: "Danville",
    white: 6,
    blue: 3,
    history: '"Bloody Monday" marches on the Danville city hall, June 1963',
    figures: [
      ally("Rev. Lawrence Campbell", byColor("white"), addRed2(2)),
      seg("Judge A. M. Aiken", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 34,
    title: "Plaquemine March",
    type: "A",
    kind: "march",
    state: "LA",
    location: "Plaquemine",
    white: 6,
    blue: 4,
    history: "CORE marchers are tear-gassed by mounted state troopers, August\u2013September 1963",
    figures: [
      ally("Rev. Jetson Davis", byColor("red"), addRed2(2)),
      seg("Louisiana State Troopers", byColor("white"), removeRed(2))
    ]
  }),
  project({
    number: 35,
    title: "Gadsden County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "FL",
    location: "Quincy",
    white: 5,
    blue: 3,
    history: "CORE voter registration in Gadsden County, 1963",
    figures: [
      ally("Gadsden County Voters League", bySet(2), addRed2(2)),
      registrar("Supervisor of Registration", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 36,
    title: "Desegregation of Tulane",
    type: "S",
    kind: "school",
    state: "LA",
    location: "New Orleans",
    white: 4,
    blue: 2,
    history: "Guillory v. Tulane; the first Black students enrol at Tulane, 1963",
    figures: [
      ally("Barbara Guillory", byColor("red"), rollTwice2),
      seg("Tulane Board of Administrators", byRank(3), addBlue(1))
    ]
  })
];

// src/games/free-at-last/data/projects-1964-65.ts
var projects1964to65 = [
  project({
    number: 37,
    title: "Hattiesburg Freedom Day",
    type: "V",
    kind: "voter-registration",
    state: "MS",
    location: "Hattiesburg",
    white: 6,
    blue: 3,
    scalesOfJustice: true,
    history: "Freedom Day picket of the Forrest County courthouse, 22 January 1964",
    figures: [
      ally("Vernon Dahmer", byColor("blue"), addRed2(2)),
      registrar("Circuit Clerk Theron Lynd", byColor("white"), xUp2("blue"))
    ]
  }),
  project({
    number: 38,
    title: "Chapel Hill Freedom Movement",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Chapel Hill",
    white: 6,
    blue: 2,
    history: "sit-ins and lie-ins at Chapel Hill restaurants, winter 1963\u201364",
    figures: [
      ally("Quinton Baker", byColor("white"), addRed2(2)),
      seg("Chapel Hill Merchants", byCard(3, "blue"), addWhite(1))
    ]
  }),
  project({
    number: 39,
    title: "Nashville Restaurant Protests",
    type: "A",
    kind: "protest",
    state: "TN",
    location: "Nashville",
    white: 6,
    blue: 3,
    history: "renewed sit-ins at Nashville restaurants and cafeterias, April 1964",
    figures: [
      ally("Rev. Kelly Miller Smith", byColor("red"), rollTwice2),
      seg("Nashville Police", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 40,
    title: "St. Augustine Wade-Ins",
    type: "A",
    kind: "protest",
    state: "FL",
    location: "St. Augustine",
    white: 9,
    blue: 3,
    history: "wade-ins at the beach and the dive-in at the Monson Motor Lodge pool, June 1964",
    figures: [
      ally("Dr. Robert Hayling", byColor("red"), addRed2(2)),
      seg("Sheriff L. O. Davis", byColor("blue"), removeRed(2)),
      seg("James Brock", byCard(4, "white"), addWhite(2))
    ]
  }),
  project({
    number: 41,
    title: "Mississippi Freedom Summer",
    type: "V",
    kind: "summer",
    state: "MS",
    location: "Ruleville",
    white: 8,
    blue: 4,
    history: "the Mississippi Summer Project, June\u2013August 1964",
    figures: [
      ally("Fannie Lou Hamer", byColor("red"), rollTwice2),
      seg("Sheriff Lawrence Rainey", byColor("white"), removeRed(2)),
      registrar("Sunflower County Registrar", byColor("blue"), xUp2("blue"))
    ]
  }),
  project({
    number: 42,
    title: "Louisiana Summer Project",
    type: "V",
    kind: "summer",
    state: "LA",
    location: "Clinton",
    white: 6,
    blue: 3,
    history: "CORE's summer voter project in the Feliciana parishes, 1964",
    figures: [
      ally("Corrie Collins", byColor("blue"), addRed2(2)),
      registrar("East Feliciana Parish Registrar", byColor("white"), removeRed(1))
    ]
  }),
  project({
    number: 43,
    title: "Arkansas Voter Project",
    type: "V",
    kind: "voter-registration",
    state: "AR",
    location: "Helena",
    white: 5,
    blue: 3,
    history: "SNCC's Arkansas Project registers voters in the Delta, 1964",
    figures: [
      ally("Rev. Ben Grinage", byColor("blue"), addRed2(2)),
      seg("Phillips County Deputies", byCard(2, "white"), removeRed(1))
    ]
  }),
  project({
    number: 44,
    title: "Leake County School Desegregation",
    type: "S",
    kind: "school",
    state: "MS",
    location: "Carthage",
    white: 7,
    blue: 3,
    history: "Harmony community children desegregate rural Mississippi schools, September 1964",
    figures: [
      ally("Winson Hudson", byColor("red"), addRed2(2)),
      seg("White Citizens' Council", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 45,
    title: "Duval County School Desegregation",
    type: "S",
    kind: "school",
    state: "FL",
    location: "Jacksonville",
    white: 6,
    blue: 3,
    history: "Braxton v. Board of Public Instruction opens Jacksonville schools, 1963\u201364",
    figures: [
      ally("Daniel Braxton", byColor("red"), rollTwice2),
      seg("Mayor Haydon Burns", byColor("blue"), addBlue(1))
    ]
  }),
  project({
    number: 46,
    title: "Marion Night March",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Marion",
    white: 7,
    blue: 4,
    history: "state troopers attack a night march; Jimmie Lee Jackson is shot, 18 February 1965",
    figures: [
      ally("Jimmie Lee Jackson", bySet(3), addRed2(3)),
      seg("Trooper James Bonard Fowler", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 47,
    title: "Selma to Montgomery March",
    type: "A",
    kind: "march",
    state: "AL",
    location: "Selma",
    white: 8,
    blue: 4,
    scalesOfJustice: true,
    history: "Bloody Sunday and the march to Montgomery, 7\u201325 March 1965",
    figures: [
      ally("Judge Frank M. Johnson Jr.", byColor("white"), collectBlue(1)),
      seg("Sheriff Jim Clark", byColor("blue"), xUp2("blue")),
      seg("Colonel Al Lingo", byCard(3, "white"), removeRed(2))
    ]
  }),
  project({
    number: 48,
    title: "Bogalusa Civil Rights March",
    type: "A",
    kind: "march",
    state: "LA",
    location: "Bogalusa",
    white: 8,
    blue: 3,
    history: "the Bogalusa Voters League marches to Franklinton under Deacon protection, July 1965",
    figures: [
      ally("A. Z. Young", byColor("red"), addRed2(2)),
      seg("Saxon Farmer", byColor("white"), addWhite(2))
    ]
  }),
  project({
    number: 49,
    title: "The Crawfordville Movement",
    type: "V",
    kind: "voter-registration",
    state: "GA",
    location: "Crawfordville",
    white: 5,
    blue: 3,
    history: "SCLC's school boycott and voter drive in Taliaferro County, 1965",
    figures: [
      ally("Calvin Turner", byColor("red"), addRed2(2)),
      registrar("Taliaferro County Registrar", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 50,
    title: "SCOPE Summer Project",
    type: "V",
    kind: "summer",
    state: "SC",
    location: "Charleston",
    white: 5,
    blue: 3,
    history: "SCLC's Summer Community Organization and Political Education project, 1965",
    figures: [
      ally("Esau Jenkins", byColor("blue"), addRed2(2)),
      ally("Septima Clark", bySet(3), xUp2("red"))
    ]
  }),
  project({
    number: 51,
    title: "Haywood County Voter Registration",
    type: "V",
    kind: "voter-registration",
    state: "TN",
    location: "Brownsville",
    white: 5,
    blue: 3,
    history: "the Haywood County Civic and Welfare League registers voters despite boycotts, 1960\u201365",
    figures: [
      ally("Haywood County Civic and Welfare League", bySet(2), addRed2(2)),
      seg("Haywood County Merchants", byRank(1), removeRed(1))
    ]
  }),
  project({
    number: 52,
    title: "Williamston Freedom Movement",
    type: "A",
    kind: "protest",
    state: "NC",
    location: "Williamston",
    white: 6,
    blue: 3,
    history: "nightly marches and pickets in Martin County, 1963\u201364",
    figures: [
      ally("Sarah Small", byColor("red"), addRed2(2)),
      seg("Martin County Deputies", byColor("blue"), removeRed(1))
    ]
  }),
  project({
    number: 53,
    title: "Petersburg Voter Drive",
    type: "V",
    kind: "voter-registration",
    state: "VA",
    location: "Petersburg",
    white: 4,
    blue: 3,
    history: "the Petersburg Improvement Association registers voters after the poll tax falls, 1964",
    figures: [
      ally("Rev. Milton Reid", byColor("blue"), addRed2(2)),
      seg("Virginia Poll Tax Officials", byCard(3, "white"), xUp2("white"))
    ]
  }),
  project({
    number: 54,
    title: "The Americus Movement",
    type: "A",
    kind: "protest",
    state: "GA",
    location: "Americus",
    white: 7,
    blue: 3,
    history: "kneel-ins, pickets and night marches in Americus, 1963\u201365",
    figures: [
      ally("Mary Kate Bell", byColor("white"), collectWhite(2)),
      seg("Sheriff Fred Chappell", byColor("blue"), removeRed(2))
    ]
  }),
  project({
    number: 55,
    title: "Forrest City Movement",
    type: "A",
    kind: "protest",
    state: "AR",
    location: "Forrest City",
    white: 5,
    blue: 2,
    history: "SNCC's Arkansas Project pickets segregated stores in St. Francis County, 1965",
    figures: [
      ally("Forrest City Students", bySet(3), addRed2(3)),
      seg("St. Francis County Sheriff", byCard(4, "blue"), removeRed(2))
    ]
  })
];

// src/games/free-at-last/data/projects.ts
var projects = [...projects1960to61, ...projects1962to63, ...projects1964to65];

// src/games/free-at-last/data/states.ts
var colourGroups = { rule: "3.1" };
var states = [
  { id: "AR", name: "Arkansas", color: "red", source: colourGroups },
  { id: "TN", name: "Tennessee", color: "red", source: colourGroups },
  { id: "VA", name: "Virginia", color: "red", source: colourGroups },
  { id: "NC", name: "North Carolina", color: "red", source: colourGroups },
  { id: "SC", name: "South Carolina", color: "white", source: colourGroups },
  { id: "GA", name: "Georgia", color: "white", source: colourGroups },
  { id: "FL", name: "Florida", color: "white", source: colourGroups },
  { id: "AL", name: "Alabama", color: "blue", source: colourGroups },
  { id: "MS", name: "Mississippi", color: "blue", source: colourGroups },
  { id: "LA", name: "Louisiana", color: "blue", source: colourGroups }
];

// src/games/free-at-last/data/strategy-builders.ts
var named = (rule, card5) => ({
  ...card5,
  source: { rule }
});
var invented = (why3, card5) => ({
  ...card5,
  source: { reconstructed: why3 }
});
var copies = (base, printings) => printings.map(([rank2, color3], i) => ({
  ...base,
  id: `${base.id}-${i + 1}`,
  rank: rank2,
  color: color3,
  source: { reconstructed: "generic Strategy card: the rulebook gives the deck size only roughly; copies balance ranks and colours" }
}));
var addRed3 = (count) => ({ kind: "add-red", count });
var removeRed2 = (count) => ({ kind: "remove-red", count });
var collectWhite2 = (count) => ({ kind: "collect-seg", color: "white", count });
var collectBlue2 = (count) => ({ kind: "collect-seg", color: "blue", count });
var addWhite2 = (count) => ({ kind: "add-seg", color: "white", count });
var xUp3 = (die2) => ({ kind: "move-x", die: die2, direction: "up" });
var xDown3 = (die2) => ({ kind: "move-x", die: die2, direction: "down" });
var draw = (count) => ({ kind: "draw-cards", count });
var stars = (count) => ({ kind: "gain-stars", count });
var passLaw = (area) => ({ kind: "pass-legislation", area });

// src/games/free-at-last/data/strategy-action-events.ts
var bamnEvents = [
  named("9.6, 9.8.1", {
    id: "burn-baby-burn",
    name: "Burn, Baby, Burn!",
    rank: 2,
    color: "red",
    mandatory: true,
    target: "all-players",
    effects: [{ kind: "burn-baby-burn" }],
    text: "Mandatory Event. Riots in the cities. Takes place when played for rank and colour or discarded: SNCC and CORE each discard a 4-rank card or lower their Non-Violence Commitment Level."
  }),
  named("9.8, 19.0", {
    id: "malcolm-x",
    name: "Malcolm X",
    rank: 4,
    color: "blue",
    bamn: true,
    target: "own-project",
    effects: [{ kind: "event-leader", leader: "Malcolm X", projectType: "V" }],
    text: "By Any Means Necessary. In your V Project, Malcolm X replaces your Protest Leader (19.0)."
  }),
  named("9.8, 19.0", {
    id: "robert-f-williams",
    name: "Robert F. Williams",
    rank: 4,
    color: "white",
    bamn: true,
    target: "own-project",
    effects: [{ kind: "event-leader", leader: "Robert F. Williams", projectType: "A" }],
    text: "By Any Means Necessary. In your A Project, Robert F. Williams replaces your Protest Leader (19.0)."
  }),
  named("9.8", {
    id: "the-deacons-for-defense",
    name: "The Deacons for Defense",
    rank: 3,
    color: "blue",
    bamn: true,
    target: "own-project",
    effects: [collectWhite2(3)],
    text: "By Any Means Necessary. Armed Black veterans guard the marchers. Collect 3 white cubes from your Project."
  }),
  named("9.8", {
    id: "a-bomb-for-a-bomb",
    name: "A Bomb for a Bomb",
    rank: 3,
    color: "red",
    bamn: true,
    target: "own-project",
    effects: [collectWhite2(2)],
    text: "By Any Means Necessary. Retaliation in kind frightens the night riders. Collect 2 white cubes from your Project."
  })
];
var leaderEvents = [
  named("6.3", {
    id: "staff-hired-1",
    name: "Staff Hired",
    rank: 2,
    color: "blue",
    target: "self",
    effects: [{ kind: "hire-staff" }],
    text: "Hire a second Staff Leader this Turn: draw a random Staffer from your pool."
  }),
  named("6.3", {
    id: "staff-hired-2",
    name: "Staff Hired",
    rank: 3,
    color: "white",
    target: "self",
    effects: [{ kind: "hire-staff" }],
    text: "Hire a second Staff Leader this Turn: draw a random Staffer from your pool."
  }),
  named("6.5", {
    id: "wyatt-tee-walker",
    name: "Wyatt Tee Walker",
    rank: 1,
    color: "red",
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "SCLC's executive director keeps the office running. Refresh your tired Staff Leaders."
  }),
  named("6.5", {
    id: "gloster-current",
    name: "Gloster Current",
    rank: 3,
    color: "blue",
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "The NAACP's director of branches rallies the local units. Refresh your tired Staff Leaders."
  }),
  named("7.3", {
    id: "rising-to-the-occasion",
    name: "Rising to the Occasion",
    rank: 3,
    color: "red",
    target: "self",
    effects: [{ kind: "leader-second-project" }],
    text: "A Protest Leader who led a Project may lead a second one."
  }),
  named("7.3", {
    id: "hit-and-run",
    name: "Hit and Run",
    rank: 2,
    color: "white",
    target: "self",
    effects: [{ kind: "leader-second-project" }],
    text: "A Protest Leader who led a Project may lead a second one."
  })
];
var litigationEvents = [
  named("22.11", {
    id: "amicus-brief",
    name: "Amicus Brief",
    rank: 2,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [{ kind: "litigation-hits", amount: 1 }],
    text: "Response: after a Litigation dice roll, add 1 hit to the LDF Attorney."
  }),
  named("22.11", {
    id: "the-fifth-circuit-four",
    name: "The Fifth Circuit Four",
    rank: 4,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [{ kind: "litigation-hits", amount: 2 }],
    text: "Response: Judges Tuttle, Wisdom, Brown and Rives hear the appeal. After a Litigation dice roll, add 2 hits to the LDF Attorney."
  }),
  named("22.9", {
    id: "legacy-of-charles-houston",
    name: "Legacy of Charles Houston",
    rank: 4,
    color: "white",
    starred: true,
    lasting: true,
    target: "game",
    effects: [{ kind: "litigation-modifier", amount: 1 }],
    text: "The architect of the legal campaign trained a generation of lawyers. For the rest of the game, the LDF Attorney adds +1 to his Litigation roll."
  })
];
var xTrackEvents = [
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "march-on-washington",
    name: "March on Washington",
    rank: 4,
    color: "red",
    starred: true,
    target: "game",
    effects: [xUp3("red")],
    text: "250,000 march for jobs and freedom, 28 August 1963. Move red X one space right."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "letter-from-birmingham-jail",
    name: "Letter from Birmingham Jail",
    rank: 3,
    color: "red",
    starred: true,
    target: "game",
    effects: [xUp3("red")],
    text: "Dr. King answers the white clergymen, April 1963. Move red X one space right."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "bloody-sunday-on-television",
    name: "Bloody Sunday on Television",
    rank: 3,
    color: "white",
    starred: true,
    target: "game",
    effects: [xDown3("white")],
    text: "ABC interrupts its movie to show troopers beating marchers on the Pettus Bridge. Move white X one space left."
  }),
  invented("3.6.4 and 4.0 A: a starred event that moves X", {
    id: "we-shall-overcome-address",
    name: '"We Shall Overcome" Address',
    rank: 4,
    color: "blue",
    starred: true,
    target: "game",
    effects: [xDown3("blue")],
    text: 'President Johnson tells Congress "we shall overcome", 15 March 1965. Move blue X one space left.'
  }),
  invented("3.6.4: events that move X", {
    id: "report-to-the-american-people",
    name: "Report to the American People",
    rank: 2,
    color: "blue",
    target: "game",
    effects: [xDown3("blue")],
    text: "President Kennedy calls civil rights a moral issue, 11 June 1963. Move blue X one space left."
  }),
  invented("3.6.4: events that move X", {
    id: "nonviolent-discipline",
    name: "Nonviolent Discipline",
    rank: 1,
    color: "red",
    target: "game",
    effects: [xUp3("red")],
    text: "Workshops in Nashville teach protesters to absorb blows without striking back. Move red X one space right."
  }),
  invented("3.6.4: events that move X", {
    id: "citizens-council-backlash",
    name: "Citizens' Council Backlash",
    rank: 1,
    color: "white",
    target: "game",
    effects: [xUp3("white")],
    text: "The Citizens' Councils organize economic reprisals. Move white X one space right."
  }),
  invented("3.6.4: events that move X", {
    id: "sovereignty-commission",
    name: "Sovereignty Commission",
    rank: 1,
    color: "blue",
    target: "game",
    effects: [xUp3("blue")],
    text: "The state spies on the movement and feeds the sheriffs. Move blue X one space right."
  })
];
var responseEvents = [
  invented("9.7: a Response card", {
    id: "bail-fund",
    name: "Bail Fund",
    rank: 1,
    color: "red",
    response: true,
    target: "any-project",
    effects: [addRed3(2)],
    text: "Response: when red cubes are removed from a Project, add 2 red cubes to it."
  }),
  invented("9.7: a Response card", {
    id: "federal-marshals",
    name: "Federal Marshals",
    rank: 3,
    color: "blue",
    response: true,
    target: "any-project",
    effects: [collectWhite2(2)],
    text: "Response: when white cubes score hits in a Project, collect 2 white cubes from it."
  }),
  invented("9.7: a Response card", {
    id: "national-guard-federalized",
    name: "National Guard Federalized",
    rank: 4,
    color: "red",
    response: true,
    target: "any-project",
    effects: [collectWhite2(3)],
    text: "Response: when white cubes score hits in a Project, collect 3 white cubes from it."
  }),
  invented("9.7: a Response card", {
    id: "justice-department-observers",
    name: "Justice Department Observers",
    rank: 2,
    color: "white",
    response: true,
    target: "any-project",
    effects: [collectBlue2(1)],
    text: "Response: when blue cubes score hits in a Project, collect 1 blue cube from it."
  })
];

// src/games/free-at-last/data/strategy-fundraisers.ts
var fundraisers = [
  named("4.0 C, 9.3.2.1 A", {
    id: "direct-mail",
    name: "Direct Mail",
    rank: 4,
    color: "blue",
    fundraiser: true,
    phase: "project-selection",
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. Letters to northern supporters bring in small checks by the thousand. Draw 2 Strategy cards."
  }),
  named("4.0 C, 9.3.2.1 A", {
    id: "ruby-dee-and-ossie-davis",
    name: "Ruby Dee and Ossie Davis",
    rank: 3,
    color: "red",
    fundraiser: true,
    phase: "project-selection",
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. The actors host benefits and lend the movement their voices. Draw 2 Strategy cards."
  }),
  named("4.0 C", {
    id: "new-yorkers",
    name: "New Yorkers",
    rank: 3,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. A Carnegie Hall benefit fills the movement's coffers. Draw 2 Strategy cards."
  }),
  named("4.0 C", {
    id: "bayard-rustin",
    name: "Bayard Rustin",
    rank: 4,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(2)],
    text: "Fundraiser. The master organizer of the March on Washington raises money and staff. Draw 2 Strategy cards."
  }),
  named("6.5", {
    id: "harry-belafonte",
    name: "Harry Belafonte",
    rank: 2,
    color: "blue",
    fundraiser: true,
    target: "self",
    effects: [{ kind: "refresh-staff" }],
    text: "Fundraiser. Belafonte bankrolls the movement and its bail funds. Refresh your tired Staff Leaders."
  }),
  invented("a lower-rank fundraiser (9.5); Mahalia Jackson sang at movement benefits", {
    id: "mahalia-jackson",
    name: "Mahalia Jackson",
    rank: 1,
    color: "red",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The Queen of Gospel sings for the cause. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Dick Gregory performed and raised money for SNCC", {
    id: "dick-gregory",
    name: "Dick Gregory",
    rank: 2,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The comedian flies food and money to the Delta. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Sammy Davis Jr. headlined benefits for SCLC", {
    id: "sammy-davis-jr",
    name: "Sammy Davis Jr.",
    rank: 1,
    color: "blue",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. A Broadway benefit for the movement. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Jackie Robinson held jazz concerts for the movement", {
    id: "jackie-robinson",
    name: "Jackie Robinson",
    rank: 2,
    color: "red",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. Afternoon of Jazz at the Robinson home raises bail money. Draw a Strategy card."
  }),
  invented("a lower-rank fundraiser (9.5); Lena Horne performed at movement rallies", {
    id: "lena-horne",
    name: "Lena Horne",
    rank: 1,
    color: "white",
    fundraiser: true,
    target: "self",
    effects: [draw(1)],
    text: "Fundraiser. The singer performs at a Jackson rally. Draw a Strategy card."
  })
];

// src/games/free-at-last/data/strategy-generic.ts
var genericCards = [
  ...copies(
    {
      id: "freedom-songs",
      name: "Freedom Songs",
      target: "own-project",
      effects: [addRed3(1)],
      text: `"Ain't gonna let nobody turn me around." Add 1 red cube to your Project.`
    },
    [[1, "blue"], [1, "blue"], [1, "white"], [1, "white"], [1, "red"], [1, "red"]]
  ),
  ...copies(
    {
      id: "mass-meeting",
      name: "Mass Meeting",
      target: "own-project",
      effects: [addRed3(2)],
      text: "The church is packed for the evening mass meeting. Add 2 red cubes to your Project."
    },
    [[1, "blue"], [1, "blue"], [1, "white"], [1, "white"], [1, "red"], [2, "red"], [2, "blue"]]
  ),
  ...copies(
    {
      id: "night-riders",
      name: "Night Riders",
      target: "any-project",
      effects: [addWhite2(2)],
      text: "Shots are fired into a freedom house. Add 2 white cubes to any Project."
    },
    [[1, "blue"], [1, "white"], [1, "red"]]
  ),
  ...copies(
    {
      id: "economic-reprisals",
      name: "Economic Reprisals",
      target: "any-project",
      effects: [removeRed2(1)],
      text: "Sharecroppers who tried to register are evicted. Remove 1 red cube from any Project."
    },
    [[1, "blue"], [1, "white"]]
  ),
  ...copies(
    {
      id: "picket-line",
      name: "Picket Line",
      target: "own-project",
      effects: [addRed3(2)],
      text: "Pickets walk in front of the store all day. Add 2 red cubes to your Project."
    },
    [[2, "red"], [2, "red"], [2, "white"]]
  ),
  ...copies(
    {
      id: "economic-boycott",
      name: "Economic Boycott",
      target: "any-project",
      effects: [collectWhite2(1)],
      text: `"Don't buy where you can't eat." Collect 1 white cube from any Project.`
    },
    [[2, "blue"], [2, "blue"], [2, "red"], [2, "white"]]
  ),
  ...copies(
    {
      id: "church-rally",
      name: "Church Rally",
      target: "own-project",
      effects: [addRed3(2)],
      text: "The congregation votes to join the movement. Add 2 red cubes to your Project."
    },
    [[2, "red"], [2, "white"], [2, "blue"]]
  ),
  ...copies(
    {
      id: "citizenship-school",
      name: "Citizenship School",
      target: "own-project",
      effects: [addRed3(3)],
      text: "Adults learn to read the constitution and fill in the registration form. Add 3 red cubes to your Project."
    },
    [[3, "blue"], [3, "blue"], [3, "white"]]
  ),
  ...copies(
    {
      id: "police-brutality",
      name: "Police Brutality",
      target: "any-project",
      effects: [removeRed2(2)],
      text: "Police clubs and dogs break up the demonstration. Remove 2 red cubes from any Project."
    },
    [[3, "red"], [3, "white"]]
  ),
  ...copies(
    {
      id: "press-coverage",
      name: "Press Coverage",
      target: "any-project",
      effects: [collectWhite2(2)],
      text: "Photographs of the mob run on front pages across the country. Collect 2 white cubes from any Project."
    },
    [[3, "red"], [3, "white"], [3, "blue"]]
  ),
  ...copies(
    {
      id: "student-volunteers",
      name: "Student Volunteers",
      target: "own-project",
      effects: [addRed3(3)],
      text: "College students leave campus to join the movement. Add 3 red cubes to your Project."
    },
    [[3, "red"], [3, "white"], [3, "white"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "federal-court-order",
      name: "Federal Court Order",
      target: "any-project",
      effects: [collectBlue2(1)],
      text: "A federal judge orders the officials to stand aside. Collect 1 blue cube from any Project."
    },
    [[4, "blue"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "northern-support",
      name: "Northern Support",
      target: "self",
      effects: [draw(2)],
      text: "Sympathy pickets in the North send money and volunteers. Draw 2 Strategy cards."
    },
    [[4, "blue"], [4, "red"], [4, "white"]]
  ),
  ...copies(
    {
      id: "summer-volunteers",
      name: "Summer Volunteers",
      target: "own-project",
      effects: [addRed3(4)],
      text: "Hundreds of volunteers arrive for the summer. Add 4 red cubes to your Project."
    },
    [[4, "red"], [4, "white"]]
  )
];

// src/games/free-at-last/data/strategy-phase-events.ts
var projectSelectionEvents = [
  named("9.3.2.1 A", {
    id: "civil-rights-commission-hearings",
    name: "Civil Rights Commission Hearings",
    rank: 2,
    color: "white",
    phase: "project-selection",
    target: "game",
    effects: [xDown3("blue")],
    text: "The Commission on Civil Rights takes testimony from turned-away voters. Move blue X one space left."
  }),
  named("9.3.2.1 A", {
    id: "new-project-leader",
    name: "New Project Leader",
    rank: 2,
    color: "blue",
    phase: "project-selection",
    target: "self",
    effects: [{ kind: "new-leader" }],
    text: "A new Protest Leader emerges: assign an additional available Protest Leader to your Project."
  }),
  named("9.3.2.1 A", {
    id: "pilgrimage-of-prayer",
    name: "Pilgrimage of Prayer",
    rank: 3,
    color: "white",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "The faithful gather at the Lincoln Memorial to pray for freedom. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "robert-moses",
    name: "Robert Moses",
    rank: 4,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Bob Moses walks into McComb alone and starts a voter school. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A, 9.3.2.2", {
    id: "robert-kennedy",
    name: "Robert Kennedy",
    rank: 4,
    color: "blue",
    phase: "project-selection",
    turns: [2, 3],
    target: "any-project",
    effects: [collectBlue2(1)],
    text: "The Attorney General telephones the governor. Collect 1 blue cube from any Project. Not playable Turn 1, when William Rogers is Attorney General."
  }),
  named("9.3.2.1 A", {
    id: "jail-no-bail",
    name: "Jail, No Bail",
    rank: 2,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Protesters fill the jails rather than pay bail. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "dorothy-height",
    name: "Dorothy Height",
    rank: 3,
    color: "blue",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "The National Council of Negro Women sends its volunteers. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "voter-education-project",
    name: "Voter Education Project",
    rank: 4,
    color: "white",
    starred: true,
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(3)],
    text: "Foundation money pays for voter registration across the South. Add 3 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "white-house-summit",
    name: "White House Summit",
    rank: 4,
    color: "red",
    starred: true,
    phase: "project-selection",
    target: "game",
    effects: [xUp3("red")],
    text: "The movement's leaders meet the President. Move red X one space right."
  }),
  named("9.3.2.1 A", {
    id: "operation-doorbell",
    name: "Operation Doorbell",
    rank: 1,
    color: "blue",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "Volunteers go door to door to sign up new voters. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "freedom-highways",
    name: "Freedom Highways",
    rank: 2,
    color: "white",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "CORE tests the roadside restaurants along the highways. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "i-am-a-man",
    name: "I Am a Man",
    rank: 1,
    color: "red",
    phase: "project-selection",
    target: "own-project",
    effects: [addRed3(2)],
    text: "Marchers carry the placards that claim their dignity. Add 2 red cubes to your Project."
  }),
  named("9.3.2.1 A", {
    id: "william-mcculloch",
    name: "William McCulloch",
    rank: 3,
    color: "blue",
    phase: "project-selection",
    target: "game",
    effects: [xDown3("blue")],
    text: "The Republican from Ohio brings his party behind civil rights. Move blue X one space left."
  })
];
var challengePhaseEvents = [
  named("9.3.2.1 B, 9.15", {
    id: "i-have-been-to-the-mountaintop",
    name: "I Have Been to the Mountaintop",
    rank: 4,
    color: "blue",
    starred: true,
    phase: "challenge",
    target: "game",
    effects: [{ kind: "cancel-all-challenges" }],
    text: "Cancel ALL Challenge cards; they go to the discard pile."
  }),
  named("9.3.2.1 B, 9.15", {
    id: "the-freedom-singers",
    name: "The Freedom Singers",
    rank: 2,
    color: "white",
    phase: "challenge",
    target: "game",
    effects: [{ kind: "cancel-all-challenges" }],
    text: "The Freedom Singers lift the movement's spirits. Cancel ALL Challenge cards; they go to the discard pile."
  })
];
var legislationPhaseEvents = [
  named("9.3.2.1 C", {
    id: "a-philip-randolph",
    name: "A. Philip Randolph",
    rank: 4,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [xUp3("red")],
    text: "The dean of Black labor leaders calls the nation to march. Move red X one space right."
  }),
  named("9.3.2.1 C, 9.3.2.2", {
    id: "the-johnson-treatment",
    name: "The Johnson Treatment",
    rank: 4,
    color: "white",
    turns: [3],
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "The President leans on a wavering senator. Pass a Legislation card from the discard pile into law. Turn 3 only."
  }),
  named("9.3.2.1 C, 9.3.2.2", {
    id: "dirksen-johnson-alliance",
    name: "Dirksen-Johnson Alliance",
    rank: 3,
    color: "white",
    turns: [1],
    phase: "legislation",
    target: "game",
    effects: [passLaw("V")],
    text: "The Senate Majority Leader and the Republican leader broker a voting bill. Pass a V Legislation card from the discard pile into law. Turn 1 only."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "emanuel-celler",
    name: "Emanuel Celler",
    rank: 3,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "The chairman of the House Judiciary Committee reports the bill. Pass a Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "rayburn-packs-the-rules-committee",
    name: "Rayburn Packs the Rules Committee",
    rank: 4,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: "Speaker Rayburn outflanks Judge Smith. Pass a Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "big-labor",
    name: "Big Labor",
    rank: 2,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("A")],
    text: "The AFL-CIO lobbies for the bill. Pass an A Legislation card from the discard pile into law."
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "clarence-mitchell-jr",
    name: "Clarence Mitchell Jr.",
    rank: 3,
    color: "blue",
    phase: "legislation",
    target: "game",
    effects: [passLaw("any")],
    text: `The NAACP's "101st Senator" works the Capitol. Pass a Legislation card from the discard pile into law.`
  }),
  named("9.3.2.1 C, 9.11.2", {
    id: "adam-clayton-powell",
    name: "Adam Clayton Powell",
    rank: 2,
    color: "red",
    phase: "legislation",
    target: "game",
    effects: [passLaw("S")],
    text: "The Powell Amendment bars federal school aid to segregated schools. Pass an S Legislation card from the discard pile into law."
  })
];
var endOfTurnEvents = [
  named("9.3.2.1 D", {
    id: "wilma-rudolph",
    name: "Wilma Rudolph",
    rank: 1,
    color: "white",
    phase: "end-of-turn",
    target: "self",
    effects: [stars(1)],
    text: "The Olympic champion insists her homecoming parade in Clarksville be integrated. Gain a Star."
  })
];
var turnRestrictedActionEvents = [
  named("9.3.2.2", {
    id: "special-message-on-civil-rights",
    name: "Special Message on Civil Rights",
    rank: 3,
    color: "red",
    turns: [2],
    target: "any-project",
    effects: [collectWhite2(2)],
    text: "President Kennedy sends Congress his civil rights message. Collect 2 white cubes from any Project. Turn 2 only."
  })
];

// src/games/free-at-last/data/strategy.ts
var strategy = [
  ...projectSelectionEvents,
  ...challengePhaseEvents,
  ...legislationPhaseEvents,
  ...endOfTurnEvents,
  ...turnRestrictedActionEvents,
  ...fundraisers,
  ...bamnEvents,
  ...leaderEvents,
  ...litigationEvents,
  ...xTrackEvents,
  ...responseEvents,
  ...genericCards
];

// src/games/free-at-last/data/tracks.ts
var dice = {
  red: [0, 1, 2, 3, "X", "X"],
  white: [0, 1, 2, 3, "X", "K"],
  blue: [1, 2, 3, 4, "X", "X"],
  source: { reconstructed: "3.6 fixes the X/K sides and 12.0 the 3 (red, white) and 4 (blue) faces; the other numbers are chosen so each die has 6 sides" }
};
var xTracks = {
  red: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  white: { values: [0, 1, 2, 3, 4, 5, 6, 7], start: 3 },
  blue: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  source: { reconstructed: "the board is not reproduced in the rulebook; X starts one above the best number face of red and blue and equal to white's, with room to move four spaces either way" }
};
var starValues = {
  values: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
  source: { reconstructed: "1.4 fixes 7 Stars = 21 VPs; a constant 3 VPs per Star is the simplest chart through that point" }
};
var failurePenalties = {
  values: [0, -1, -1, -2, -2, -3, -4, -4, -8, -8, -8],
  source: { reconstructed: "1.5 and 3.4 fix 6, 7 \u2192 \u20134 and 8 \u2192 \u20138; lower spaces rise gently to \u20134, 9+ repeats \u20138 (Seggie victory, 1.6)" }
};
var cubes = {
  red: 100,
  white: 80,
  blue: 40,
  source: { reconstructed: "the rulebook does not count the cubes; enough for four Projects of up to 36 red cubes plus reinforcements" }
};

// src/games/free-at-last/data/index.ts
function parseComponents(input) {
  return componentSetSchema.parse(input);
}
var referenceComponents = parseComponents({
  name: "Free at Last reference set",
  states,
  projects,
  strategy,
  homeCards,
  leaders,
  attorneys,
  legislation,
  dice,
  xTracks,
  starValues,
  failurePenalties,
  cubes
});

// src/games/free-at-last/state/zones.ts
function componentsOf(s) {
  return s.components ?? referenceComponents;
}
var supply = { zone: "supply" };
var onProject = (org7) => ({ zone: "project", org: org7 });
var eliminatedArea = (org7) => ({ zone: "eliminated", org: org7 });
var criminalHold = (org7) => ({ zone: "criminal", org: org7 });
function cubesIn(s, where, color3) {
  switch (where.zone) {
    case "supply":
      return s.supply[color3];
    case "project":
      return s.projects[where.org]?.cubes[color3] ?? 0;
    case "eliminated":
      return s.orgs[where.org].eliminated[color3];
    case "criminal":
      return color3 === "red" ? s.orgs[where.org].criminalHold : 0;
  }
}
function withCount(c, color3, n2) {
  return { red: color3 === "red" ? n2 : c.red, white: color3 === "white" ? n2 : c.white, blue: color3 === "blue" ? n2 : c.blue };
}
function putCount(t, where, color3, n2) {
  switch (where.zone) {
    case "supply":
      t.supply = withCount(t.supply, color3, n2);
      return;
    case "project": {
      const p = t.projects[where.org];
      if (!p) throw new Error(`${where.org} has no Project`);
      t.projects = withKey(t.projects, where.org, { ...p, cubes: withCount(p.cubes, color3, n2) });
      return;
    }
    case "eliminated": {
      const o = t.orgs[where.org];
      t.orgs = withKey(t.orgs, where.org, { ...o, eliminated: withCount(o.eliminated, color3, n2) });
      return;
    }
    case "criminal": {
      if (color3 !== "red") throw new Error("Only red cubes are held for criminal cases (15.14)");
      t.orgs = withKey(t.orgs, where.org, { ...t.orgs[where.org], criminalHold: n2 });
      return;
    }
  }
}
function moveCubes(s, from, to, color3, n2) {
  const have = cubesIn(s, from, color3);
  const moved = Math.max(0, Math.min(n2, have));
  if (moved === 0) return { state: s, moved };
  const t = copyState(s);
  putCount(t, from, color3, have - moved);
  putCount(t, to, color3, cubesIn(t, to, color3) + moved);
  return { state: t, moved };
}
var noCubeScoring = (s, category) => s.ext?.variant === "coop" && (category === "segCubes" || category === "redCubes" || category === "litigation");
function addVp(s, org7, category, n2) {
  if (n2 === 0 || noCubeScoring(s, category)) return s;
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, vp: o.vp + n2, vpBreakdown: withKey(o.vpBreakdown, category, o.vpBreakdown[category] + n2) });
}
function gainStars(s, org7, n2) {
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, stars: o.stars + n2 });
}
function spendStars(s, org7, n2) {
  const o = s.orgs[org7];
  if (o.stars < n2) throw new Error(`${org7} has ${o.stars} Stars, cannot spend ${n2}`);
  return withOrg(s, org7, { ...o, stars: o.stars - n2 });
}
function gainFailures(s, org7, n2) {
  const o = s.orgs[org7];
  return withOrg(s, org7, { ...o, failures: o.failures + n2 });
}
function moveX(s, die2, direction) {
  const last2 = componentsOf(s).xTracks[die2].values.length - 1;
  const at = s.xTrack[die2] + (direction === "up" ? 1 : -1);
  const t = copyState(s);
  t.xTrack = withKey(s.xTrack, die2, Math.max(0, Math.min(last2, at)));
  return t;
}
function xValue(s, die2) {
  return componentsOf(s).xTracks[die2].values[s.xTrack[die2]];
}
function failureMarkers(s) {
  const byOrg = {};
  let total = 0;
  for (const org7 of s.seats) {
    byOrg[org7] = s.orgs[org7].failures;
    total += byOrg[org7];
  }
  return { byOrg, total, track: s.failureTrackStart + total };
}
function freshProject(card5, owner, stage3, leaders2 = []) {
  return {
    card: card5,
    owner,
    cubes: { red: 0, white: 0, blue: 0 },
    stage: stage3,
    leaders: [...leaders2],
    freedomRiders: [],
    overkill: 0,
    litigationUsed: false,
    protests: 0,
    blueHitFirstProtest: false,
    leaderLost: false,
    lostLocalFigures: [],
    xRerollsUsed: [],
    eventLeader: null,
    outcome: "active"
  };
}

// src/games/free-at-last/check-state.ts
function checkFreeAtLastState(s) {
  const c = componentsOf(s);
  const out = [];
  for (const o of s.seats) if (!s.orgs[o]) out.push(`seat ${o} has no organization state`);
  if (s.tasks[0]?.kind !== "flow" || s.tasks.slice(1).some((t) => t.kind === "flow")) out.push("the task stack must hold the flow task at its bottom, and only there");
  const flow = s.tasks[0];
  const last2 = s.phase === "action-rounds" ? s.seats.length - 1 : s.seats.length;
  if (flow?.kind === "flow" && flow.cursor > last2) out.push(`the Turn order cursor ${flow.cursor} is past the ${s.seats.length} seats`);
  out.push(...frameProblems(s));
  if (out.length > 0) return out;
  const cubes4 = cubeCensus(s);
  for (const k of ["red", "white", "blue"]) if (cubes4[k] !== c.cubes[k]) out.push(`${k} cubes: ${cubes4[k]} in the game, the set has ${c.cubes[k]}`);
  out.push(...collectionProblems("Strategy cards", strategyPlaces(s), c.strategy.map((x) => x.id)));
  const strategy3 = new Set(c.strategy.map((x) => x.id));
  for (const id of playedCards(s.tasks)) if (id !== "home" && !strategy3.has(id)) out.push(`a pending task plays Strategy card ${id}, which is not in the set`);
  const leaders2 = c.leaders.filter((l) => s.seats.includes(l.organization)).map((l) => l.id);
  out.push(...collectionProblems("Leaders", leaderPlaces(s), leaders2));
  out.push(...collectionProblems("Challenge cards", challengePlaces(s), challengeIds(s)));
  const d = s.decks;
  const laws = [...d.legislation, ...d.civilRightsAct, ...d.votingRightsAct, ...d.laws.S, ...d.laws.A, ...d.laws.V, ...d.legislationDiscard, ...d.legislationRemoved];
  out.push(...collectionProblems("Legislation cards", laws, c.legislation.map((x) => x.id)));
  const projectCards3 = new Set(c.projects.map((p) => p.number));
  const named2 = [...Object.values(s.projects).map((p) => p.card), ...Object.values(s.offered), ...s.decks.projects, ...s.decks.projectDiscard];
  for (const n2 of new Set(named2)) if (!projectCards3.has(n2)) out.push(`Project card ${n2} is not in the set`);
  for (const [o, p] of Object.entries(s.projects)) {
    const type2 = c.projects.find((x) => x.number === p.card)?.type;
    if (type2 && !stagesOf[type2].includes(p.stage)) out.push(`${o}'s ${type2} Project is at stage ${p.stage}, which a ${type2} Project does not have`);
  }
  const doubled = named2.filter((n2, i) => named2.indexOf(n2) !== i);
  if (doubled.length > 0) out.push(`Project cards ${[...new Set(doubled)].slice(0, 3).join(", ")} in two places`);
  if (s.phase === "game-over" && (s.turn !== 3 || s.tasks.length > 1)) out.push(`the game is over in Turn ${s.turn} with ${s.tasks.length - 1} tasks pending`);
  for (const k of ["red", "white", "blue"]) {
    const last3 = c.xTracks[k].values.length - 1;
    if (s.xTrack[k] < 0 || s.xTrack[k] > last3) out.push(`the ${k} X Value cube is at ${s.xTrack[k]}, off its track (0\u2013${last3})`);
  }
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    const b = org7.vpBreakdown;
    const sum = b.segCubes + b.redCubes + b.freedomMarkers + b.litigation + b.events + b.stars + b.failures;
    if (org7.vp !== sum) out.push(`${o} has ${org7.vp} VP, its breakdown adds up to ${sum}`);
  }
  return out;
}
var stagePhase = {
  dealProjects: "deal-projects",
  hireSeats: "hire-staff",
  selectSeats: "select-projects",
  selectAfterRedraw: "select-projects",
  challengeDecisions: "challenges",
  challengeBoard: "challenges",
  lawEvents: "legislation",
  roundPreempt: "action-rounds",
  roundWindow: "action-rounds",
  roundBegin: "action-rounds",
  roundPlay: "action-rounds",
  heldMandatory: "end-of-turn",
  discardSeats: "end-of-turn",
  supremeCourt: "end-of-turn",
  challengesEnd: "end-of-turn"
};
function frameProblems(s) {
  const out = [];
  const top = frameTop(s.tasks);
  s.tasks.forEach((t, i) => {
    if (isStage(t)) {
      if (i > top) out.push(`the ${t.kind} stage at ${i} on the task stack, above the flow's frame`);
      if (stagePhase[t.kind] !== s.phase) out.push(`the ${t.kind} stage in the ${s.phase} phase`);
      if ("cursor" in t && t.cursor > s.seats.length) out.push(`the ${t.kind} stage's cursor ${t.cursor} is past the ${s.seats.length} seats`);
    }
    if (!isWindow(t)) return;
    if (i !== top) out.push(`a ${t.kind} window at ${i} on the task stack, not on top of the flow's frame`);
    if (t.seats.length === 0) out.push(`a ${t.kind} window with no seat to ask`);
    if (t.seats.some((o, j) => !s.seats.includes(o) || t.seats.indexOf(o) !== j)) out.push(`a ${t.kind} window asks ${t.seats.join(", ")}: not seats of the game, each once`);
  });
  return out;
}
var stagesOf = {
  A: ["protest", "bamn-white", "bamn-blue", "done"],
  S: ["exam", "school-year", "done"],
  V: ["classes", "courthouse", "bamn-white", "bamn-blue", "done"]
};
function playedCards(value) {
  if (Array.isArray(value)) return value.flatMap(playedCards);
  if (value === null || typeof value !== "object") return [];
  const o = value;
  const own = typeof o["id"] === "string" && typeof o["rank"] === "number" && "color" in o ? [o["id"]] : [];
  return [...own, ...Object.values(o).flatMap(playedCards)];
}

// src/games/free-at-last/rules/lookup.ts
var cache = /* @__PURE__ */ new WeakMap();
var last;
function indexOf(c) {
  if (last?.c === c) return last.ix;
  let ix = cache.get(c);
  if (!ix) {
    ix = {
      strategy: new Map(c.strategy.map((x) => [x.id, x])),
      projects: new Map(c.projects.map((x) => [x.number, x])),
      leaders: new Map(c.leaders.map((x) => [x.id, x])),
      legislation: new Map(c.legislation.map((x) => [x.id, x])),
      stateColor: new Map(c.states.map((x) => [x.id, x.color]))
    };
    cache.set(c, ix);
  }
  last = { c, ix };
  return ix;
}
function must(m, k, what) {
  const v = m.get(k);
  if (v === void 0) throw new Error(`Unknown ${what} '${String(k)}'`);
  return v;
}
var strategyCard = (s, id) => must(indexOf(componentsOf(s)).strategy, id, "Strategy card");
var projectCard = (s, n2) => must(indexOf(componentsOf(s)).projects, n2, "Project card");
var leader2 = (s, id) => must(indexOf(componentsOf(s)).leaders, id, "Leader");
var findLeader = (s, id) => indexOf(componentsOf(s)).leaders.get(id);
var legislationCard = (s, id) => must(indexOf(componentsOf(s)).legislation, id, "Legislation card");
var stateColor = (s, state) => must(indexOf(componentsOf(s)).stateColor, state, "state");
function activeProject(s, org7) {
  const p = s.projects[org7];
  return p && p.outcome === "active" ? p : void 0;
}
function anyActiveProject(s) {
  for (const o of s.seats) if (activeProject(s, o) !== void 0) return true;
  return false;
}
var activeOwners = (s) => s.seats.filter((o) => activeProject(s, o) !== void 0);
var handSize = (s, org7) => s.orgs[org7].hand.length + (s.orgs[org7].homeCardInHand ? 1 : 0);
var canDraw = (s) => s.decks.strategy.length + s.decks.strategyDiscard.length > 0;

// src/games/free-at-last/state/running-resolution.ts
var kinds = new Set(Object.values(resolutionKindOf));
var isResolution = (t) => kinds.has(t.kind);
function resolutionOf(s) {
  const tasks = s.tasks;
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (kinds.has(t.kind)) return t;
  }
  return null;
}

// src/games/free-at-last/rules/mandatory-events.ts
var isMandatory = (s, card5) => card5 !== "home" && strategyCard(s, card5).mandatory;
function triggerBurn(s, ev) {
  const who2 = s.seats.filter((o) => s.orgs[o].nonViolence !== null);
  ev.push({ type: "burnBabyBurn", orgs: who2 });
  return withFlow(s, { burn: [...flowOf(s).burn, ...who2] });
}

// src/games/free-at-last/rules/tasks.ts
function change(ctx, rule) {
  const ev = [];
  ctx.state = rule(ctx.state, ev);
  for (const e of ev) ctx.emit(e);
}
var pileOutcomes = (p) => p === null ? [] : countedOutcomes(p.items, p.make);
var drawsFrom = (pile) => ({ pile, outcomes: (s, t) => pileOutcomes(pile(s, t)) });
var distinct = /* @__PURE__ */ new WeakSet();
function keepsDistinct(from, to) {
  if (distinct.has(from)) distinct.add(to);
  return to;
}
function isDistinct(items) {
  if (distinct.has(items)) return true;
  if (new Set(items).size !== items.length) return false;
  distinct.add(items);
  return true;
}
function drawFrom(p, rng) {
  const items = p.items;
  if (items.length === 0) throw new Error("chance node without outcomes");
  const [r, next] = randomInt(rng, items.length);
  if (items.length > 8 && isDistinct(items)) return [p.make(items[r]), next];
  let left = r;
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    if (items.indexOf(x) !== i) continue;
    let w = 0;
    for (let j = i; j < items.length; j++) if (items[j] === x) w++;
    if (left < w) return [p.make(x), next];
    left -= w;
  }
  throw new Error("unreachable: a pile changed while drawing");
}

// src/games/free-at-last/rules/projects/common.ts
function projectOf(s, org7) {
  const p = s.projects[org7];
  if (!p) throw new Error(`${org7} has no Project`);
  return p;
}
function setProject(ctx, org7, patch) {
  const d = ctx.draft();
  d.projects = withKey(d.projects, org7, { ...projectOf(d, org7), ...patch });
}
function setOrg(ctx, org7, patch) {
  const d = ctx.draft();
  d.orgs = withKey(d.orgs, org7, { ...d.orgs[org7], ...patch });
}
function res(s) {
  const r = resolutionOf(s);
  if (!r) throw new Error("No project resolution is running");
  return r;
}
function copyResolution(r) {
  return {
    org: r.org,
    mode: r.mode,
    cards: r.cards,
    next: r.next,
    after: r.after,
    roll: r.roll,
    queue: r.queue,
    results: r.results,
    figures: r.figures,
    staffOffer: r.staffOffer,
    rerolls: r.rerolls,
    batch: r.batch,
    staffCubes: r.staffCubes,
    staffLeader: r.staffLeader,
    strikeFirstOk: r.strikeFirstOk,
    strikeFirst: r.strikeFirst,
    insured: r.insured,
    extraRank: r.extraRank,
    hits: r.hits,
    collected: r.collected,
    removed: r.removed,
    advanced: r.advanced,
    leaderHits: r.leaderHits,
    responders: r.responders,
    responseHits: r.responseHits,
    appeal: r.appeal,
    proposals: r.proposals,
    cases: r.cases,
    registrar: r.registrar,
    leaderGone: r.leaderGone,
    kind: r.kind
  };
}
var ownRes = (ctx) => ctx.own(res(ctx.state), copyResolution);
function startResolution(ctx, task) {
  const running = resolutionOf(ctx.state);
  if (running === null) ctx.push(task);
  else ctx.replace(running, task);
}
var viaCtx = (s, rule) => runOn(s, rule, { copy: copyState, pushBelow: isDraw });
function redStrength(p) {
  return p.cubes.red + 2 * p.freedomRiders.length;
}
function redRemain(p) {
  return p.cubes.red + p.freedomRiders.length > 0;
}
function zoneName(z14) {
  return z14.zone === "supply" ? "supply" : `${z14.zone}:${z14.org}`;
}
function move(ctx, from, to, color3, n2, why3) {
  const r = moveCubes(ctx.state, from, to, color3, n2);
  if (r.moved > 0) {
    ctx.state = r.state;
    ctx.emit({ type: "cubes", color: color3, count: r.moved, from: zoneName(from), to: zoneName(to), why: why3 });
  }
  return r.moved;
}
function score(ctx, org7, category, n2, why3) {
  if (n2 === 0) return;
  ctx.emit({ type: "vp", org: org7, category, vp: n2, why: why3 });
  ctx.state = addVp(ctx.state, org7, category, n2);
}
var misfit = (a, kind2) => new Error(`Action ${a.type} does not fit the resolution step ${kind2}`);
function newRoll(die2, purpose2, opts = {}) {
  return { die: die2, purpose: purpose2, twice: false, insured: false, exempt: false, modifier: 0, faces: [], kept: null, subsequent: null, deferConfirm: false, xRerollDeclined: false, plain: false, ...opts };
}
function newResolution(org7, mode2, cards2, next) {
  return {
    org: org7,
    mode: mode2,
    cards: [...cards2],
    kind: "resolutionRoll",
    next,
    after: "",
    roll: null,
    queue: [],
    results: {},
    figures: [],
    staffOffer: [],
    rerolls: 0,
    batch: [],
    staffCubes: [],
    staffLeader: [],
    strikeFirstOk: false,
    strikeFirst: false,
    insured: false,
    extraRank: 0,
    hits: { red: 0, white: 0, blue: 0 },
    collected: { white: 0, blue: 0 },
    removed: { byWhite: 0, byBlue: 0, riders: 0 },
    advanced: 0,
    leaderHits: 0,
    responders: [],
    responseHits: 0,
    appeal: false,
    proposals: {},
    cases: [],
    registrar: null,
    leaderGone: false
  };
}
function handCards(s, org7) {
  const o = s.orgs[org7];
  return [...new Set(o.hand), ...o.homeCardInHand ? ["home"] : []];
}
function discardCard(ctx, org7, card5, why3) {
  const o = ctx.state.orgs[org7];
  ctx.emit({ type: "discard", org: org7, card: card5, why: why3 });
  if (card5 === "home") return setOrg(ctx, org7, { homeCardInHand: false });
  const i = o.hand.indexOf(card5);
  setOrg(ctx, org7, { hand: [...o.hand.slice(0, i), ...o.hand.slice(i + 1)] });
  const d = ctx.draft();
  d.decks = { ...d.decks, strategyDiscard: [...d.decks.strategyDiscard, card5] };
  if (isMandatory(ctx.state, card5)) change(ctx, triggerBurn);
}

// src/games/free-at-last/rules/projects/dice.ts
function isX(face3) {
  return face3 === "X" || face3 === "K";
}
function strikesOut(die2, face3) {
  return face3 === "X" || die2 === "white" && face3 === "K";
}
function minusOneFace(die2) {
  return die2 === "blue" ? 4 : 3;
}
function faceValue(s, roll3, face3) {
  if (roll3.plain) return typeof face3 === "number" ? face3 : 0;
  if (isX(face3)) return xValue(s, roll3.die) + roll3.modifier;
  if (face3 === minusOneFace(roll3.die) && !roll3.exempt) return -1 + roll3.modifier;
  return face3 + roll3.modifier;
}
function xRerollAvailable(s, roll3) {
  const r = res(s);
  const p = s.projects[r.org];
  if (!p || r.mode === "supreme-court" || p.xRerollsUsed.includes(roll3.die)) return false;
  const laws = s.decks.laws[projectCard(s, p.card).type];
  return laws.some((id) => legislationCard(s, id).effects.some((e) => e.kind === "reroll-x-once" && e.die === roll3.die));
}
function rollNeed(s, roll3) {
  if (roll3.faces.length < (roll3.twice ? 2 : 1)) return "chance";
  if (roll3.kept === null) return roll3.faces[0] === roll3.faces[1] ? "done" : "keep";
  if (roll3.plain || !isX(roll3.kept)) return "done";
  if (!roll3.xRerollDeclined && xRerollAvailable(s, roll3)) return "xReroll";
  if (roll3.insured || roll3.deferConfirm || roll3.subsequent !== null) return "done";
  return "chance";
}
var rollPile = (s, roll3) => ({
  items: componentsOf(s).dice[roll3.die],
  make: (face3) => ({ type: "projectRoll", die: roll3.die, face: face3 })
});
function applyFace(ctx, face3) {
  const s = ctx.state;
  const r = res(s);
  const roll3 = r.roll;
  const first = roll3.faces.length < (roll3.twice ? 2 : 1);
  const p = s.projects[r.org];
  const leaders2 = roll3.purpose === "leader" && p ? p.eventLeader !== null ? [p.eventLeader] : p.leaders : [];
  const reading = roll3.plain || !first ? "plain" : isX(face3) ? "x" : face3 === minusOneFace(roll3.die) ? roll3.exempt ? "exempt" : "minus-one" : "plain";
  ctx.emit({ type: "roll", org: r.org, die: roll3.die, face: face3, value: faceValue(s, roll3, face3), purpose: roll3.purpose, subsequent: !first, leaders: leaders2, reading, modifier: roll3.modifier });
  ownRes(ctx).roll = first ? { ...roll3, faces: [...roll3.faces, face3] } : { ...roll3, subsequent: face3 };
}
function keepFace(ctx, face3) {
  const r = ownRes(ctx);
  r.roll = { ...r.roll, kept: face3 };
}
function rerollX2(ctx) {
  const r = res(ctx.state);
  const roll3 = r.roll;
  ctx.emit({ type: "xReroll", die: roll3.die });
  setProject(ctx, r.org, { xRerollsUsed: [...projectOf(ctx.state, r.org).xRerollsUsed, roll3.die] });
  ownRes(ctx).roll = { ...roll3, faces: [], kept: null, subsequent: null };
}
function declineReroll(ctx) {
  const r = ownRes(ctx);
  r.roll = { ...r.roll, xRerollDeclined: true };
}
function settleRoll(ctx) {
  const s = ctx.state;
  let roll3 = res(s).roll;
  const only2 = roll3.kept === null && roll3.faces.length === (roll3.twice ? 2 : 1) && (roll3.faces.length === 1 || roll3.faces[0] === roll3.faces[1]);
  if (only2) roll3 = { ...roll3, kept: roll3.faces[0] };
  if (rollNeed(s, roll3) !== "done") {
    if (only2) ownRes(ctx).roll = roll3;
    return;
  }
  const face3 = roll3.kept;
  const x = !roll3.plain && isX(face3);
  const struckOut = x && roll3.subsequent !== null && strikesOut(roll3.die, roll3.subsequent);
  const result = {
    die: roll3.die,
    face: face3,
    value: struckOut ? 0 : faceValue(s, roll3, face3),
    struckOut,
    klan: face3 === "K" && roll3.subsequent === "K",
    x,
    modifier: roll3.modifier,
    exempt: roll3.exempt
  };
  ctx.emit({ type: "dieResult", org: res(s).org, die: roll3.die, purpose: roll3.purpose, face: face3, value: result.value, struckOut, klan: result.klan, x, subsequent: roll3.subsequent });
  const r = ownRes(ctx);
  r.roll = null;
  r.results = { ...r.results, [roll3.purpose]: result };
}
function hitsOf(base, result) {
  if (!result || result.struckOut) return 0;
  return Math.max(0, base + result.value);
}

// src/games/free-at-last/rules/projects/hits.ts
function blueRemovalZone(s, org7) {
  const p = projectOf(s, org7);
  return projectCard(s, p.card).type === "A" && p.eventLeader === null ? criminalHold(org7) : eliminatedArea(org7);
}
function collectByHits(ctx, org7, hits, colors3) {
  let left = hits;
  for (const color3 of colors3) {
    if (left <= 0) break;
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), color3, left, "collected");
    left -= moved;
    const r = ownRes(ctx);
    const c = r.collected;
    r.collected = { ...c, [color3]: c[color3] + moved };
  }
}
function removeRed3(ctx, org7, byBlue, byWhite) {
  const fromBlue = move(ctx, onProject(org7), blueRemovalZone(ctx.state, org7), "red", byBlue, "removed by blue cubes");
  const fromWhite = move(ctx, onProject(org7), eliminatedArea(org7), "red", byWhite, "removed by white cubes");
  let left = byBlue - fromBlue + byWhite - fromWhite;
  const p = projectOf(ctx.state, org7);
  const riders = Math.min(p.freedomRiders.length, Math.floor(left / 2));
  if (riders > 0) {
    const lost = p.freedomRiders.slice(p.freedomRiders.length - riders);
    ctx.emit({ type: "freedomRidersLost", org: org7, riders: lost });
    setProject(ctx, org7, { freedomRiders: p.freedomRiders.slice(0, p.freedomRiders.length - riders) });
    setOrg(ctx, org7, { removedLeaders: [...ctx.state.orgs[org7].removedLeaders, ...lost] });
    move(ctx, supply, eliminatedArea(org7), "red", 2 * riders, "Freedom Riders eliminated");
    left -= 2 * riders;
  }
  if (left > 0) {
    ctx.emit({ type: "overkill", org: org7, count: left });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill + left });
  }
  const r = ownRes(ctx);
  const removed = r.removed;
  r.removed = { byWhite: removed.byWhite + fromWhite, byBlue: removed.byBlue + fromBlue, riders: removed.riders + riders };
}
function klanAttack(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  if (p.leaders.length > 0 && !p.leaderLost) {
    ctx.emit({ type: "klan", org: org7, killed: p.leaders });
    setOrg(ctx, org7, { removedLeaders: [...ctx.state.orgs[org7].removedLeaders, ...p.leaders] });
    setProject(ctx, org7, { leaders: [], leaderLost: true });
    ownRes(ctx).leaderGone = true;
    return;
  }
  const card5 = projectCard(ctx.state, p.card);
  const figure = card5.type === "V" ? card5.localFigures.find((f) => f.side === "civil-rights" && !p.lostLocalFigures.includes(f.name)) : void 0;
  if (figure) {
    ctx.emit({ type: "klan", org: org7, killed: [figure.name] });
    setProject(ctx, org7, { lostLocalFigures: [...p.lostLocalFigures, figure.name] });
  }
}
function leaderCollectColors(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  switch (r.mode) {
    case "protest":
      return ["white", "blue"];
    case "picket":
      return ["white"];
    // 15.15 blue cubes are never removed through Picketing
    case "exam":
      return ["blue"];
    // 17.4 never collect white cubes through the exam
    case "bamn":
      return p.stage === "bamn-white" ? ["white"] : ["blue"];
    default:
      return [];
  }
}
function leaderHitUses(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  if (r.leaderHits <= 0) return [];
  if (p.overkill > 0) return ["overkill"];
  const uses = [];
  if (r.removed.byWhite + r.removed.byBlue > 0) uses.push("save");
  if (leaderCollectColors(s).some((c) => p.cubes[c] > 0)) uses.push("collect");
  return uses;
}
function applyLeaderHit(ctx, use2) {
  const r = ownRes(ctx);
  const org7 = r.org;
  r.leaderHits = r.leaderHits - 1;
  if (use2 === "overkill") {
    ctx.emit({ type: "overkillRemoved", org: org7, count: 1 });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill - 1 });
    return;
  }
  if (use2 === "collect") return collectByHits(ctx, org7, 1, leaderCollectColors(ctx.state));
  const removed = r.removed;
  if (removed.byWhite > 0) {
    move(ctx, eliminatedArea(org7), onProject(org7), "red", 1, "saved by the Leader");
    ownRes(ctx).removed = { ...removed, byWhite: removed.byWhite - 1 };
    return;
  }
  move(ctx, blueRemovalZone(ctx.state, org7), onProject(org7), "red", 1, "saved by the Leader");
  ownRes(ctx).removed = { ...removed, byBlue: removed.byBlue - 1 };
}
function settleLeaderHits(ctx) {
  for (; ; ) {
    const uses = leaderHitUses(ctx.state);
    if (uses.length !== 1) break;
    applyLeaderHit(ctx, uses[0]);
  }
  const r = ownRes(ctx);
  if (leaderHitUses(ctx.state).length === 0) {
    const after = r.after;
    if (after === "") throw new Error("Leader hits allocated outside a Leader roll (startLeader sets what follows)");
    r.leaderHits = 0;
    r.kind = "resolutionRoll";
    r.next = after;
    return;
  }
  r.kind = "resolutionLeaderHits";
}

// src/games/free-at-last/rules/projects/local-figures.ts
function activatedByCards(a, cards2) {
  switch (a.by) {
    case "color":
      return cards2.some((c) => c.color === a.color);
    case "rank":
      return cards2.some((c) => c.rank === a.rank);
    case "rank-and-color":
      return cards2.some((c) => c.rank === a.rank && c.color === a.color);
    default:
      return false;
  }
}
function figuresOf(s, org7) {
  const p = projectOf(s, org7);
  return projectCard(s, p.card).localFigures.filter((f) => !p.lostLocalFigures.includes(f.name));
}
function figuresActivated(s, org7, cards2, side) {
  const atCourthouse = projectOf(s, org7).stage === "courthouse";
  return figuresOf(s, org7).filter((f) => activatedByCards(f.activation, cards2) && (!f.registrar || atCourthouse) && (side === void 0 || f.side === side));
}
function helpsMovement(e) {
  return e.die === "red" ? e.direction === "up" : e.direction === "down";
}
function projectEffect(ctx, org7, effect) {
  switch (effect.kind) {
    case "collect-seg": {
      const moved = move(ctx, onProject(org7), eliminatedArea(org7), effect.color, effect.count, "collected");
      return score(ctx, org7, "segCubes", moved * (effect.color === "blue" ? 2 : 1), "SEG cubes collected");
    }
    case "remove-red":
      move(ctx, onProject(org7), eliminatedArea(org7), "red", effect.count, "removed");
      return;
    case "add-red":
      move(ctx, supply, onProject(org7), "red", effect.count, "added");
      return;
    case "add-seg":
      move(ctx, supply, onProject(org7), effect.color, effect.count, "added");
      return;
    case "move-x":
      ctx.state = moveX(ctx.state, effect.die, effect.direction);
      ctx.emit({ type: "xMove", die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
      return;
    default:
      return;
  }
}
function applyFigures(ctx, org7, figures, reward, picketing = false) {
  for (const f of figures) {
    ctx.emit({ type: "localFigure", org: org7, name: f.name, side: f.side });
    for (const e of f.effects) {
      if (picketing && e.kind === "collect-seg" && e.color === "blue") continue;
      projectEffect(ctx, org7, e);
      if (!reward || e.kind !== "move-x") continue;
      if (f.side === "civil-rights" && helpsMovement(e)) {
        ctx.emit({ type: "star", org: org7, count: 1, why: f.name });
        ctx.state = gainStars(ctx.state, org7, 1);
      } else if (f.side === "seg" && !helpsMovement(e)) {
        ctx.emit({ type: "failure", org: org7, count: 1, why: f.name });
        ctx.state = gainFailures(ctx.state, org7, 1);
      }
    }
  }
}
function activateBySetSize(s, org7, setSize) {
  const figures = figuresOf(s, org7).filter((f) => f.activation.by === "set-size" && setSize >= f.activation.cards);
  return viaCtx(s, (ctx) => applyFigures(ctx, org7, figures, false));
}
function figuresRollTwice(figures) {
  return figures.some((f) => f.side === "civil-rights" && f.effects.some((e) => e.kind === "roll-twice"));
}

// src/games/free-at-last/rules/activation.ts
function metByProject(a, card5) {
  switch (a.by) {
    case "project-type":
      return card5.type === a.projectType;
    case "project-kind":
      return card5.kind === a.kind;
    case "state":
      return card5.state === a.state;
    case "always":
      return true;
    default:
      return false;
  }
}

// src/games/free-at-last/rules/projects/leaders.ts
function leaderActivated(s, org7, a, cards2) {
  return metByProject(a, projectCard(s, projectOf(s, org7).card)) || activatedByCards(a, cards2);
}
function leaderCanRoll(s, org7) {
  const p = projectOf(s, org7);
  if (p.leaderLost || res(s).leaderGone) return false;
  return p.eventLeader !== null || p.leaders.length > 0;
}
function leaderRoll(s, org7) {
  const p = projectOf(s, org7);
  if (p.eventLeader !== null) return newRoll("red", "leader", { twice: true, exempt: true });
  const cards2 = res(s).cards;
  const leaders2 = p.leaders.map((id) => findLeader(s, id)).filter((l) => l !== void 0);
  const active = leaders2.filter((l) => leaderActivated(s, org7, l.activation, cards2));
  const twice = active.some((l) => l.effects.some((e) => e.kind === "roll-twice"));
  const exempt = leaders2.some((l) => l.immuneToMinusOne) || active.some((l) => activatedByCards(l.activation, cards2));
  return newRoll("red", "leader", { twice, exempt });
}
function staffActivated(s, org7, cards2) {
  return s.orgs[org7].staff.filter((m) => {
    const l = findLeader(s, m.id);
    return !m.tired && l !== void 0 && activatedByCards(l.activation, cards2);
  }).map((m) => m.id);
}
function firstRedIndex(queue) {
  return queue.findIndex((r) => r.die === "red" && (r.purpose === "red-cubes" || r.purpose === "leader" || r.purpose === "ldf" || r.purpose === "doj"));
}
function preRollOptions(s) {
  const r = res(s);
  const i = firstRedIndex(r.queue);
  const red2 = r.queue[i];
  const staffUsable = red2 !== void 0 && (red2.purpose === "red-cubes" || red2.purpose === "leader") && r.mode !== "injunction" && r.mode !== "bamn" && r.mode !== "supreme-court";
  const stars3 = s.orgs[r.org].stars;
  const p = s.projects[r.org];
  return {
    staff: staffUsable ? r.staffOffer : [],
    strikeFirst: r.strikeFirstOk && !r.strikeFirst && red2?.purpose === "red-cubes",
    insure: red2 !== void 0 && !red2.insured && stars3 > 0,
    overkill: r.mode !== "supreme-court" && p !== void 0 && p.overkill > 0 && stars3 > 0 && (red2?.purpose === "leader" || red2?.purpose === "doj")
  };
}
function enterPreRoll(ctx) {
  const o = preRollOptions(ctx.state);
  ownRes(ctx).kind = o.staff.length > 0 || o.strikeFirst || o.insure || o.overkill ? "resolutionPreRoll" : "resolutionRoll";
}
function removeOverkill(ctx) {
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "starSpent", org: org7, count: 1, why: "remove an Overkill button (4.1 B)" });
  ctx.state = spendStars(ctx.state, org7, 1);
  setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill - 1 });
  enterPreRoll(ctx);
}
function commitStaff(ctx, id) {
  const r = res(ctx.state);
  const i = firstRedIndex(r.queue);
  const staffer = findLeader(ctx.state, id);
  let roll3 = { ...r.queue[i], exempt: true };
  let rerolls = r.rerolls;
  for (const e of staffer.effects) {
    if (e.kind === "die-modifier") roll3 = { ...roll3, modifier: roll3.modifier + e.amount };
    if (e.kind === "roll-twice") roll3 = { ...roll3, twice: true };
    if (e.kind === "reroll-any") rerolls += 1;
  }
  ctx.emit({ type: "staffCommitted", org: r.org, staff: id, to: roll3.purpose });
  setOrg(ctx, r.org, { staff: ctx.state.orgs[r.org].staff.map((m) => m.id === id ? { ...m, tired: true } : m) });
  const queue = r.queue.map((q, j) => j === i ? roll3 : q);
  const staffOffer = r.staffOffer.filter((x) => x !== id);
  const w = ownRes(ctx);
  w.queue = queue;
  w.rerolls = rerolls;
  w.staffOffer = staffOffer;
  if (roll3.purpose === "leader") w.staffLeader = [...w.staffLeader, id];
  else w.staffCubes = [...w.staffCubes, id];
  enterPreRoll(ctx);
}
function insure(ctx) {
  const r = res(ctx.state);
  const i = firstRedIndex(r.queue);
  ctx.emit({ type: "starSpent", org: r.org, count: 1, why: "insurance against a Strike Out (4.1 D)" });
  ctx.state = spendStars(ctx.state, r.org, 1);
  const queue = r.queue.map((q, j) => j === i ? { ...q, insured: true } : q);
  const w = ownRes(ctx);
  w.insured = true;
  w.queue = queue;
  enterPreRoll(ctx);
}
function leaderHasWork(s) {
  const r = res(s);
  const p = projectOf(s, r.org);
  return p.overkill > 0 || r.removed.byWhite + r.removed.byBlue > 0 || leaderCollectColors(s).some((c) => p.cubes[c] > 0);
}
function startLeader(ctx, org7, after) {
  const s = ctx.state;
  if (!leaderCanRoll(s, org7) || !leaderHasWork(s)) {
    const w2 = ownRes(ctx);
    w2.next = after;
    w2.kind = "resolutionRoll";
    return;
  }
  const roll3 = leaderRoll(s, org7);
  const w = ownRes(ctx);
  w.queue = [roll3];
  w.next = "leader-hits";
  w.after = after;
  w.strikeFirst = false;
  enterPreRoll(ctx);
}

// src/games/free-at-last/rules/projects/outcome.ts
function tallyCollected(ctx, perWhite, perBlue) {
  const r = res(ctx.state);
  const org7 = r.org;
  const collected = r.collected;
  if (redRemain(projectOf(ctx.state, org7))) {
    return score(ctx, org7, "segCubes", collected.white * perWhite + collected.blue * perBlue, "SEG cubes collected");
  }
  move(ctx, eliminatedArea(org7), supply, "white", collected.white, "not collected: no red cube remains (15.17)");
  move(ctx, eliminatedArea(org7), supply, "blue", collected.blue, "not collected: no red cube remains (15.17)");
}
function endResolution(ctx) {
  const r = res(ctx.state);
  const p = ctx.state.projects[r.org];
  if (p && p.overkill > 0 && r.mode !== "supreme-court") setProject(ctx, r.org, { overkill: 0 });
  ctx.remove(res(ctx.state));
}
function succeed(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  const card5 = projectCard(ctx.state, p.card);
  const markers = ctx.state.orgs[org7].freedomMarkers;
  setOrg(ctx, org7, { freedomMarkers: { ...markers, [card5.type]: markers[card5.type] + 1 } });
  ctx.emit({ type: "projectSuccess", org: org7, card: p.card, freedomMarker: card5.type });
  score(ctx, org7, "redCubes", p.cubes.red, "red cubes remaining on a successful Project");
  clearProject(ctx, org7, "Project complete");
  if (card5.kind === "march" || card5.kind === "freedom-ride") {
    ctx.emit({ type: "star", org: org7, count: 2, why: "16.3 Marches and Freedom Rides" });
    ctx.state = gainStars(ctx.state, org7, 2);
  }
  setProject(ctx, org7, { stage: "done", outcome: "success", overkill: 0 });
}
function clearProject(ctx, org7, why3) {
  for (const color3 of ["red", "white", "blue"]) move(ctx, onProject(org7), supply, color3, projectOf(ctx.state, org7).cubes[color3], why3);
}
function fail(ctx, org7) {
  ctx.emit({ type: "projectFailure", org: org7, card: projectOf(ctx.state, org7).card });
  ctx.emit({ type: "failure", org: org7, count: 1, why: "failed Project (4.2 A)" });
  clearProject(ctx, org7, "Project failed");
  ctx.state = gainFailures(ctx.state, org7, 1);
  setProject(ctx, org7, { stage: "done", outcome: "failure", overkill: 0 });
}
function judgeProject(ctx, org7) {
  const p = projectOf(ctx.state, org7);
  if (!redRemain(p)) fail(ctx, org7);
  else if (projectCard(ctx.state, p.card).type === "S") {
    if (p.cubes.blue === 0) {
      ctx.emit({ type: "stageComplete", org: org7, stage: "exam" });
      setProject(ctx, org7, { stage: "school-year", overkill: 0 });
    }
  } else if (p.cubes.white === 0 && p.cubes.blue === 0) succeed(ctx, org7);
  endResolution(ctx);
}
function succeedIfCollected(s, org7) {
  const p = projectOf(s, org7);
  const done2 = p.stage === "protest" && p.eventLeader === null && p.cubes.white === 0 && p.cubes.blue === 0 && p.cubes.red > 0;
  return done2 ? viaCtx(s, (ctx) => succeed(ctx, org7)) : { state: s, events: [] };
}
function abandonProject(s, org7) {
  return viaCtx(s, (ctx) => fail(ctx, org7));
}

// src/games/free-at-last/rules/projects/advance.ts
function stageColor(s, org7) {
  return projectOf(s, org7).stage === "courthouse" ? "blue" : "white";
}
function beginAdvance(ctx, org7, cards2) {
  const extraRank = cards2.slice(1).reduce((n2, c) => n2 + c.rank, 0);
  const figures = figuresActivated(ctx.state, org7, cards2);
  startResolution(ctx, { ...newResolution(org7, "advance", cards2, "advance-attack"), extraRank, figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: "advance", stage: projectOf(ctx.state, org7).stage, cards: cards2.map((c) => c.id) });
  applyFigures(ctx, org7, figures, true);
  const crFigure = figures.some((f) => f.side === "civil-rights");
  const red2 = newRoll("red", "red-cubes", { twice: figuresRollTwice(figures), exempt: crFigure });
  const queue = redRemain(projectOf(ctx.state, org7)) ? [red2] : [];
  const staffOffer = queue.length > 0 ? staffActivated(ctx.state, org7, cards2) : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "advance-attack" : "advance-done";
  r.staffOffer = staffOffer;
  enterPreRoll(ctx);
}
function afterAdvanceRoll(ctx) {
  const s = ctx.state;
  const r = res(s);
  const p = projectOf(s, r.org);
  const advanced = Math.min(p.cubes.red, hitsOf(Math.floor(p.cubes.red / 3), r.results["red-cubes"]) + r.extraRank);
  ctx.emit({ type: "advanced", org: r.org, count: advanced });
  const color3 = stageColor(s, r.org);
  const segFigure = figuresActivated(s, r.org, r.cards, "seg").length > 0 && r.figures.length > 0;
  const queue = advanced > 0 && p.cubes[color3] > 0 ? [newRoll(color3, color3 === "white" ? "white-cubes" : "blue-cubes", { exempt: segFigure })] : [];
  const w = ownRes(ctx);
  w.advanced = advanced;
  w.queue = queue;
  w.next = advanced > 0 ? "advance-survive" : "advance-done";
}
function afterAttack(ctx) {
  const r = ownRes(ctx);
  const org7 = r.org;
  const p = projectOf(ctx.state, org7);
  const color3 = stageColor(ctx.state, org7);
  const result = r.results[color3 === "white" ? "white-cubes" : "blue-cubes"];
  const hits = hitsOf(color3 === "white" ? Math.floor(p.cubes.white / 3) : p.cubes.blue, result);
  ctx.emit({ type: "hits", org: org7, side: color3, hits });
  const onAdvanced = Math.min(hits, r.advanced);
  r.hits = { ...r.hits, [color3]: hits };
  if (color3 === "white") removeRed3(ctx, org7, 0, onAdvanced);
  else removeRed3(ctx, org7, onAdvanced, 0);
  if (hits > onAdvanced) {
    ctx.emit({ type: "overkill", org: org7, count: hits - onAdvanced });
    setProject(ctx, org7, { overkill: projectOf(ctx.state, org7).overkill + hits - onAdvanced });
  }
  if (result?.klan) klanAttack(ctx, org7);
  if (onAdvanced === 0 && projectOf(ctx.state, org7).overkill === 0) ownRes(ctx).next = "advance-done";
  else startLeader(ctx, org7, "advance-done");
}
function afterSurvive(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const color3 = stageColor(ctx.state, org7);
  const survivors = r.advanced - r.removed.byWhite - r.removed.byBlue;
  if (r.advanced > 0 && survivors > 0) {
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), color3, projectOf(ctx.state, org7).cubes[color3], "collected: the stage is passed");
    score(ctx, org7, "segCubes", moved * (color3 === "blue" ? 2 : 1), "SEG cubes collected");
    ctx.emit({ type: "stageComplete", org: org7, stage: projectOf(ctx.state, org7).stage });
    const p = projectOf(ctx.state, org7);
    const type2 = projectCard(ctx.state, p.card).type;
    if (type2 === "S") {
      succeed(ctx, org7);
      return endResolution(ctx);
    }
    if (p.stage === "classes") {
      setProject(ctx, org7, { stage: "courthouse", overkill: 0 });
      return endResolution(ctx);
    }
    setProject(ctx, org7, { overkill: 0 });
    ownRes(ctx).next = "registrar";
    return;
  }
  if (!redRemain(projectOf(ctx.state, org7))) fail(ctx, org7);
  endResolution(ctx);
}
var advanceHandlers = {
  "advance-attack": afterAdvanceRoll,
  "advance-survive": afterAttack,
  "advance-done": afterSurvive
};

// src/games/free-at-last/rules/projects/describe.ts
var purposeWords = {
  "red-cubes": "the red cubes",
  "white-cubes": "the white cubes",
  "blue-cubes": "the blue cubes",
  leader: "the Leader",
  ldf: "the LDF attorney",
  "seg-attorney": "the SEG attorney",
  registrar: "the registrar",
  doj: "the D.O.J. Staff Attorney",
  fate: "the Event Leader's fate"
};
function cardName(s, id) {
  return id === "home" ? "the Home Card" : componentsOf(s).strategy.find((c) => c.id === id)?.name ?? id;
}
function describeResolution(s, a) {
  switch (a.type) {
    case "projectRoll":
      return `${a.die} die shows ${a.face}`;
    case "projectCommitStaff":
      return `commit ${findLeader(s, a.staff)?.name ?? a.staff} to the roll`;
    case "projectStrikeFirst":
      return "Strike First";
    case "projectInsure":
      return "spend a Star against a Strike Out";
    case "projectRemoveOverkill":
      return "spend a Star to remove an Overkill button";
    case "projectProceed":
      return res(s).kind === "resolutionWithdraw" ? "stay and fight" : res(s).kind === "resolutionRoll" ? "keep the X" : res(s).kind === "resolutionReroll" ? "keep the dice" : "roll";
    case "projectKeep":
      return `keep the ${a.face}`;
    case "projectReroll":
      return "re-roll the X";
    case "projectRerollDie":
      return `re-roll the die of ${purposeWords[a.purpose]}`;
    case "projectLeaderHit":
      return a.use === "overkill" ? "Leader hit: remove an Overkill button" : a.use === "save" ? "Leader hit: save a red cube" : "Leader hit: collect a SEG cube";
    case "projectPlayResponse":
      return `play ${cardName(s, a.card)}`;
    case "projectAppeal":
      return `appeal, discarding ${cardName(s, a.card)}`;
    case "projectDoj":
      return "call the D.O.J. Staff Attorney";
    case "projectWithdraw":
      return "withdraw from the Project";
    case "projectConsolidate":
      return `consolidate the case with ${a.with}`;
    case "projectPass":
      return "pass";
  }
}
function promptResolution(s) {
  const r = res(s);
  switch (r.kind) {
    case "resolutionPreRoll":
      return `${r.org}: commit Staff, Strike First or spend Stars before the roll`;
    case "resolutionRoll": {
      const roll3 = r.roll;
      if (!roll3) return "resolving";
      const need = rollNeed(s, roll3);
      if (need === "keep") return `${r.org}: keep one of the two ${roll3.die} dice for ${purposeWords[roll3.purpose]}`;
      if (need === "xReroll") return `${r.org}: re-roll the X for ${purposeWords[roll3.purpose]}?`;
      const which = roll3.faces.length === 0 ? "" : roll3.twice && roll3.faces.length === 1 ? " (second of two)" : " (subsequent roll)";
      return `roll the ${roll3.die} die for ${purposeWords[roll3.purpose]}${which}`;
    }
    case "resolutionReroll":
      return `${r.org}: re-roll one die with the CORE Staffer?`;
    case "resolutionLeaderHits":
      return `${r.org}: allocate the Leader's hits (${r.leaderHits} left)`;
    case "resolutionResponse":
      return `${r.responders[0]}: play a response card after the litigation roll?`;
    case "resolutionAppeal":
      return `${r.org}: appeal by discarding a card?`;
    case "resolutionDoj":
      return `${r.org}: call the D.O.J. Staff Attorney against the registrar?`;
    case "resolutionWithdraw":
      return `${r.org}: withdraw from the Project?`;
    case "resolutionConsolidate":
      return `${r.responders[0]}: consolidate your criminal case?`;
  }
}

// src/games/free-at-last/rules/projects/protest.ts
function segColors(mode2) {
  return mode2 === "picket" ? ["white"] : mode2 === "exam" ? ["blue"] : ["white", "blue"];
}
function segRolls(s, org7) {
  const r = res(s);
  const p = projectOf(s, org7);
  const segFigure = r.figures.length > 0 && figuresActivated(s, org7, r.cards, "seg").length > 0;
  return segColors(r.mode).filter((c) => p.cubes[c] > 0).map((c) => newRoll(c, c === "white" ? "white-cubes" : "blue-cubes", { exempt: segFigure }));
}
function beginProtest(ctx, org7, mode2, cards2) {
  const extraRank = mode2 === "picket" ? cards2.slice(1).reduce((n2, c) => n2 + c.rank, 0) : 0;
  const figures = figuresActivated(ctx.state, org7, cards2);
  startResolution(ctx, { ...newResolution(org7, mode2, cards2, "protest-assign"), extraRank, figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: mode2, cards: cards2.map((c) => c.id) });
  applyFigures(ctx, org7, figures, true, mode2 === "picket");
  const p = projectOf(ctx.state, org7);
  if (mode2 === "protest") setProject(ctx, org7, { protests: p.protests + 1 });
  const crFigure = figures.some((f) => f.side === "civil-rights");
  const red2 = newRoll("red", "red-cubes", { twice: figuresRollTwice(figures), exempt: crFigure });
  const seg2 = segRolls(ctx.state, org7);
  const queue = redRemain(p) && seg2.length > 0 ? [red2, ...seg2] : [];
  const staffOffer = queue.length > 0 ? staffActivated(ctx.state, org7, cards2) : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "protest-assign" : "protest-done";
  r.staffOffer = staffOffer;
  r.strikeFirstOk = crFigure && mode2 !== "picket" && queue.length > 0;
  enterPreRoll(ctx);
}
function strikeFirst(ctx) {
  const r = ownRes(ctx);
  ctx.emit({ type: "strikeFirst", org: r.org });
  const red2 = r.queue.find((q) => q.purpose === "red-cubes");
  r.strikeFirst = true;
  r.queue = [{ ...red2, deferConfirm: true }];
  r.next = "protest-strike-first";
  enterPreRoll(ctx);
}
function redHits(s) {
  const r = res(s);
  return hitsOf(Math.floor(redStrength(projectOf(s, r.org)) / 3), r.results["red-cubes"]) + r.extraRank;
}
function whiteHits(s) {
  return hitsOf(Math.floor(projectOf(s, res(s).org).cubes.white / 3), res(s).results["white-cubes"]);
}
function blueHits(s) {
  return hitsOf(projectOf(s, res(s).org).cubes.blue, res(s).results["blue-cubes"]);
}
function applyRedHits(ctx, hits) {
  const r = ownRes(ctx);
  ctx.emit({ type: "hits", org: r.org, side: "red", hits });
  r.hits = { ...r.hits, red: hits };
  collectByHits(ctx, r.org, hits, segColors(r.mode));
}
function applySegHits(ctx, white2, blue2) {
  const r = ownRes(ctx);
  const org7 = r.org;
  if (r.results["white-cubes"]) ctx.emit({ type: "hits", org: org7, side: "white", hits: white2 });
  if (r.results["blue-cubes"]) ctx.emit({ type: "hits", org: org7, side: "blue", hits: blue2 });
  r.hits = { ...r.hits, white: white2, blue: blue2 };
  if (r.mode === "protest" && projectOf(ctx.state, org7).protests === 1 && blue2 > 0) setProject(ctx, org7, { blueHitFirstProtest: true });
  removeRed3(ctx, org7, blue2, white2);
  if (res(ctx.state).results["white-cubes"]?.klan) klanAttack(ctx, org7);
}
function assign(ctx) {
  const red2 = redHits(ctx.state);
  const white2 = whiteHits(ctx.state);
  const blue2 = blueHits(ctx.state);
  applyRedHits(ctx, red2);
  applySegHits(ctx, white2, blue2);
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function afterStrikeFirstRed(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  if (!r.results["red-cubes"].x) {
    applyRedHits(ctx, redHits(ctx.state));
    const seg3 = segRolls(ctx.state, org7);
    const w2 = ownRes(ctx);
    w2.queue = seg3;
    w2.next = "protest-sf-seg";
    return;
  }
  ctx.emit({ type: "strikeFirstBackfired", org: org7 });
  const seg2 = segRolls(ctx.state, org7);
  const w = ownRes(ctx);
  w.queue = seg2;
  w.next = "protest-backfire";
}
function afterStrikeFirstSeg(ctx) {
  applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state));
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function afterBackfireSeg(ctx) {
  applySegHits(ctx, whiteHits(ctx.state), blueHits(ctx.state));
  const r = ownRes(ctx);
  const red2 = r.results["red-cubes"];
  if (!redRemain(projectOf(ctx.state, r.org))) return startLeader(ctx, r.org, "protest-done");
  r.next = "protest-backfire-red";
  if (r.insured) return;
  r.queue = [newRoll("red", "red-cubes", { faces: [red2.face], kept: red2.face, modifier: red2.modifier, exempt: red2.exempt, xRerollDeclined: true })];
}
function afterBackfireRed(ctx) {
  applyRedHits(ctx, redHits(ctx.state));
  startLeader(ctx, res(ctx.state).org, "protest-done");
}
function done(ctx) {
  const org7 = res(ctx.state).org;
  tallyCollected(ctx, 1, 2);
  judgeProject(ctx, org7);
}
var protestHandlers = {
  "protest-assign": assign,
  "protest-strike-first": afterStrikeFirstRed,
  "protest-sf-seg": afterStrikeFirstSeg,
  "protest-backfire": afterBackfireSeg,
  "protest-backfire-red": afterBackfireRed,
  "protest-done": done
};

// src/games/free-at-last/rules/projects/voting.ts
function registrarRoll(ctx) {
  const r = ownRes(ctx);
  const p = projectOf(ctx.state, r.org);
  const registrar2 = projectCard(ctx.state, p.card).localFigures.find((f) => f.registrar && !p.lostLocalFigures.includes(f.name));
  const active = registrar2 !== void 0 && activatedByCards(registrar2.activation, r.cards);
  ctx.emit({ type: "registrar", org: r.org, localFigure: registrar2?.name ?? null, activated: active });
  r.queue = [newRoll("blue", "registrar", { exempt: active })];
  r.next = "registrar-hits";
}
function dojAvailable(s) {
  const card5 = projectCard(s, projectOf(s, res(s).org).card);
  if (card5.kind === "summer") return false;
  const laws = [...s.decks.laws.S, ...s.decks.laws.A, ...s.decks.laws.V];
  return componentsOf(s).legislation.some((l) => laws.includes(l.id) && l.effects.some((e) => e.kind === "enable-doj-attorney"));
}
function afterRegistrar(ctx) {
  const org7 = res(ctx.state).org;
  const hits = hitsOf(0, res(ctx.state).results["registrar"]);
  ctx.emit({ type: "hits", org: org7, side: "registrar", hits });
  const moved = move(ctx, onProject(org7), eliminatedArea(org7), "red", hits, "failed by the registrar");
  setProject(ctx, org7, { overkill: hits - moved });
  const r = ownRes(ctx);
  r.registrar = { hits, removed: moved };
  if (hits > 0 && dojAvailable(ctx.state)) r.kind = "resolutionDoj";
  else r.next = "registrar-done";
}
function dojRoll(s) {
  return newRoll("red", "doj", { exempt: res(s).cards.some((c) => c.color === "blue") });
}
function afterDoj(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const reg = r.registrar;
  const hits = hitsOf(1, r.results["doj"]);
  ctx.emit({ type: "hits", org: org7, side: "doj", hits });
  const overkill = reg.hits - reg.removed;
  const cancelOverkill = Math.min(hits, overkill);
  const saved = Math.min(hits - cancelOverkill, reg.removed);
  setProject(ctx, org7, { overkill: overkill - cancelOverkill });
  move(ctx, eliminatedArea(org7), onProject(org7), "red", saved, "saved by the D.O.J. Staff Attorney");
  if (saved === 0 && !r.appeal && handCards(ctx.state, org7).length > 0) ownRes(ctx).kind = "resolutionAppeal";
  else ownRes(ctx).next = "registrar-done";
}
function afterStage3(ctx) {
  const org7 = res(ctx.state).org;
  if (redRemain(projectOf(ctx.state, org7))) succeed(ctx, org7);
  else fail(ctx, org7);
  endResolution(ctx);
}
var votingHandlers = {
  registrar: registrarRoll,
  "registrar-hits": afterRegistrar,
  "doj-hits": afterDoj,
  "registrar-done": afterStage3
};
var dojActions = () => [{ type: "projectDoj" }, { type: "projectPass" }];
function answerDoj(ctx, a) {
  if (a.type === "projectPass") return passTo(ctx, "registrar-done");
  if (a.type !== "projectDoj") throw misfit(a, "resolutionDoj");
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "dojAttorney", org: org7 });
  setProject(ctx, org7, { litigationUsed: true });
  dojRolls(ctx, false);
}
function registrarAppealActions(s, r) {
  return [...handCards(s, r.org).map((card5) => ({ type: "projectAppeal", card: card5 })), { type: "projectPass" }];
}
function answerRegistrarAppeal(ctx, a) {
  if (a.type === "projectPass") return passTo(ctx, "registrar-done");
  if (a.type !== "projectAppeal") throw misfit(a, "resolutionAppeal");
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, "appeal (22.19)");
  const reg = r.registrar;
  setProject(ctx, r.org, { overkill: reg.hits - reg.removed });
  dojRolls(ctx, true);
}
function passTo(ctx, next) {
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.next = next;
}
function dojRolls(ctx, appeal) {
  const roll3 = dojRoll(ctx.state);
  const w = ownRes(ctx);
  if (appeal) w.appeal = true;
  w.queue = [roll3];
  w.next = "doj-hits";
  enterPreRoll(ctx);
}

// src/games/free-at-last/rules/projects/litigation.ts
function stateAttorney2(s, state) {
  return componentsOf(s).attorneys.find((a) => a.role === "ldf-state" && a.state === state);
}
function coCounsel(s, caseType) {
  return componentsOf(s).attorneys.find((a) => a.role === "co-counsel" && a.caseType === caseType);
}
function litigationModifier(s) {
  const strategy3 = componentsOf(s).strategy;
  let n2 = 0;
  for (const id of s.decks.lastingEvents) {
    for (const e of strategy3.find((c) => c.id === id)?.effects ?? []) if (e.kind === "litigation-modifier") n2 += e.amount;
  }
  return n2;
}
var responseCache = /* @__PURE__ */ new WeakMap();
function litigationResponseCards(s) {
  const set = componentsOf(s);
  let cards2 = responseCache.get(set);
  if (!cards2) {
    cards2 = /* @__PURE__ */ new Map();
    for (const c of set.strategy) {
      const e = c.effects.find((x) => x.kind === "litigation-hits");
      if (c.response && e && e.kind === "litigation-hits") cards2.set(c.id, e.amount);
    }
    responseCache.set(set, cards2);
  }
  return cards2;
}
function responseCardsIn(s, org7) {
  const cards2 = litigationResponseCards(s);
  return [...new Set(s.orgs[org7].hand.filter((id) => cards2.has(id)))];
}
function ldfRoll(s, org7, cards2) {
  const card5 = projectCard(s, projectOf(s, org7).card);
  const counsel = coCounsel(s, card5.type === "S" ? "S" : "march");
  const active = counsel !== void 0 && activatedByCards(counsel.activation, cards2);
  return newRoll("red", "ldf", { twice: active, exempt: active });
}
var segAttorneyRoll = () => newRoll("blue", "seg-attorney");
function beginInjunction(ctx, org7, cards2) {
  const card5 = projectCard(ctx.state, projectOf(ctx.state, org7).card);
  const attorney = stateAttorney2(ctx.state, card5.state);
  const counsel = coCounsel(ctx.state, card5.type === "S" ? "S" : "march");
  startResolution(ctx, newResolution(org7, "injunction", cards2, "litigation-result"));
  ctx.emit({ type: "projectAction", org: org7, mode: "injunction", attorney: attorney?.name ?? null, coCounsel: counsel?.name ?? null, cards: cards2.map((c) => c.id) });
  setProject(ctx, org7, { litigationUsed: true });
  const collected = move(ctx, onProject(org7), eliminatedArea(org7), "blue", 1, "LDF attorney special ability (22.6)");
  score(ctx, org7, "segCubes", 2 * collected, "blue cube collected by the LDF attorney");
  move(ctx, supply, onProject(org7), "red", 1, "LDF attorney special ability (22.6)");
  if (projectOf(ctx.state, org7).cubes.blue === 0) {
    ownRes(ctx).next = "litigation-end";
    return;
  }
  const queue = [ldfRoll(ctx.state, org7, cards2), segAttorneyRoll()];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = "litigation-result";
  enterPreRoll(ctx);
}
function responseCardHidden(s) {
  const ids = litigationResponseCards(s);
  const copies2 = componentsOf(s).strategy.filter((c) => ids.has(c.id)).length;
  const d = s.decks;
  const seen = [...d.strategyDiscard, ...d.strategyRemoved, ...d.lastingEvents, ...d.display].filter((id) => ids.has(id)).length;
  return seen < copies2;
}
function openResponses(ctx, then) {
  const responders = responseCardHidden(ctx.state) ? [...ctx.state.seats] : [];
  const r = ownRes(ctx);
  r.responders = responders;
  r.next = then;
  r.kind = responders.length > 0 ? "resolutionResponse" : "resolutionRoll";
}
function litigationHits(ctx) {
  const r = res(ctx.state);
  const ldf = hitsOf(2 + litigationModifier(ctx.state), r.results["ldf"]) + r.responseHits;
  const seg2 = hitsOf(0, r.results["seg-attorney"]);
  ctx.emit({ type: "hits", org: r.org, side: "ldf", hits: ldf });
  ctx.emit({ type: "hits", org: r.org, side: "seg-attorney", hits: seg2 });
  return { ldf, seg: seg2 };
}
function applyLoss(ctx) {
  const r = res(ctx.state);
  move(ctx, onProject(r.org), eliminatedArea(r.org), "red", r.hits.blue, "lost case (22.10)");
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.next = "litigation-end";
}
function afterLitigation(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const appeal = r.appeal;
  const { ldf, seg: seg2 } = litigationHits(ctx);
  if (ldf > seg2) {
    ctx.emit({ type: "litigation", org: org7, result: appeal ? "reversed on appeal" : "won" });
    const moved = move(ctx, onProject(org7), eliminatedArea(org7), "blue", ldf - seg2, "Injunction granted");
    score(ctx, org7, "segCubes", 2 * moved, "blue cubes collected by Litigation");
    ownRes(ctx).next = "litigation-end";
    return;
  }
  ctx.emit({ type: "litigation", org: org7, result: ldf === seg2 ? "tie" : "lost", appeal });
  if (appeal) return applyLoss(ctx);
  const w = ownRes(ctx);
  w.hits = { red: ldf, white: 0, blue: seg2 - ldf > 0 ? seg2 - ldf : 0 };
  if (handCards(ctx.state, org7).length > 0) w.kind = "resolutionAppeal";
  else applyLoss(ctx);
}
function afterInjunction(ctx) {
  judgeProject(ctx, res(ctx.state).org);
}
function beginSupremeCourt(ctx) {
  const filers = [];
  for (const org7 of ctx.state.seats) {
    const o = ctx.state.orgs[org7];
    if (o.appealFiled && o.criminalHold > 0) filers.push(org7);
    else {
      move(ctx, criminalHold(org7), eliminatedArea(org7), "red", o.criminalHold, "convictions stand (15.14)");
      if (o.appealFiled || (o.appealCards ?? []).length > 0) setOrg(ctx, org7, { appealFiled: false, appealCards: [] });
    }
  }
  if (filers.length === 0) return;
  const base = newResolution(filers[0], "supreme-court", [], "supreme-case");
  if (filers.length >= 2) startResolution(ctx, { ...base, kind: "resolutionConsolidate", responders: filers });
  else startResolution(ctx, { ...base, cases: [{ orgs: filers }] });
}
function refundAppealCard(ctx, org7) {
  const s = ctx.state;
  const o = s.orgs[org7];
  const last2 = (o.appealCards ?? []).at(-1);
  const pile = s.decks.strategyDiscard;
  const i = last2 === void 0 ? -1 : pile.lastIndexOf(last2.id);
  if (last2 === void 0 || i < 0 || componentsOf(s).strategy.find((c) => c.id === last2.id)?.mandatory) return;
  if (o.hand.length >= o.staff.length) return;
  ctx.emit({ type: "appealRefund", org: org7, card: last2.id });
  setOrg(ctx, org7, { hand: [...o.hand, last2.id] });
  const d = ctx.draft();
  d.decks = { ...d.decks, strategyDiscard: [...pile.slice(0, i), ...pile.slice(i + 1)] };
}
function formCases(ctx) {
  const r = res(ctx.state);
  const orgs = ctx.state.orgs;
  const filers = ctx.state.seats.filter((o) => orgs[o].appealFiled && orgs[o].criminalHold > 0);
  const placed = /* @__PURE__ */ new Set();
  const cases = [];
  for (const org7 of filers) {
    if (placed.has(org7)) continue;
    const other = r.proposals[org7];
    if (other !== void 0 && r.proposals[other] === org7 && !placed.has(other)) {
      cases.push({ orgs: [org7, other] });
      placed.add(other);
      refundAppealCard(ctx, other);
    } else cases.push({ orgs: [org7] });
    placed.add(org7);
  }
  const w = ownRes(ctx);
  w.cases = cases;
  w.kind = "resolutionRoll";
  w.next = "supreme-case";
}
function startCase(ctx) {
  const c = res(ctx.state).cases[0];
  if (!c) return endResolution(ctx);
  ctx.emit({ type: "supremeCourt", orgs: c.orgs });
  const counsel = coCounsel(ctx.state, "criminal");
  const activation = counsel?.activation;
  const active = activation?.by === "color" && c.orgs.some((o) => (ctx.state.orgs[o].appealCards ?? []).some((x) => x.color === activation.color));
  const r = ownRes(ctx);
  r.org = c.orgs[0];
  r.results = {};
  r.responseHits = 0;
  r.queue = [newRoll("red", "ldf", { twice: active, exempt: active }), segAttorneyRoll()];
  r.next = "supreme-result";
  enterPreRoll(ctx);
}
function afterCase(ctx) {
  const cases = res(ctx.state).cases;
  const { ldf, seg: seg2 } = litigationHits(ctx);
  const won = ldf > seg2;
  for (const org7 of cases[0].orgs) {
    const held = ctx.state.orgs[org7].criminalHold;
    ctx.emit({ type: "litigation", org: org7, result: won ? "won" : ldf === seg2 ? "tie" : "lost", court: "supreme" });
    if (won) {
      score(ctx, org7, "litigation", held, "convictions overturned (22.15)");
      move(ctx, criminalHold(org7), supply, "red", held, "convictions overturned (22.15)");
    } else move(ctx, criminalHold(org7), eliminatedArea(org7), "red", held, "convictions stand (22.15)");
    setOrg(ctx, org7, { appealFiled: false, appealCards: [] });
  }
  const w = ownRes(ctx);
  w.cases = cases.slice(1);
  w.next = "supreme-case";
}
var litigationHandlers = {
  "litigation-result": (ctx) => openResponses(ctx, "litigation-resolve"),
  "litigation-resolve": afterLitigation,
  "litigation-end": afterInjunction,
  "supreme-case": startCase,
  "supreme-result": (ctx) => openResponses(ctx, "supreme-resolve"),
  "supreme-resolve": afterCase
};
function responseActions(s, r) {
  return [...responseCardsIn(s, r.responders[0]).map((card5) => ({ type: "projectPlayResponse", card: card5 })), { type: "projectPass" }];
}
function answerResponse(ctx, a) {
  const r = res(ctx.state);
  const who2 = r.responders[0];
  if (a.type === "projectPass") {
    const responders2 = r.responders.slice(1);
    const w2 = ownRes(ctx);
    w2.responders = responders2;
    w2.kind = responders2.length > 0 ? "resolutionResponse" : "resolutionRoll";
    return;
  }
  if (a.type !== "projectPlayResponse") throw misfit(a, "resolutionResponse");
  const card5 = componentsOf(ctx.state).strategy.find((c) => c.id === a.card);
  const o = ctx.state.orgs[who2];
  const i = o.hand.indexOf(a.card);
  setOrg(ctx, who2, { hand: [...o.hand.slice(0, i), ...o.hand.slice(i + 1)] });
  const d = ctx.draft();
  if (card5.starred) {
    d.decks = withKey(d.decks, "strategyRemoved", [...d.decks.strategyRemoved, a.card]);
    ctx.state = gainStars(ctx.state, who2, 1);
  } else d.decks = withKey(d.decks, "strategyDiscard", [...d.decks.strategyDiscard, a.card]);
  const amount = litigationResponseCards(ctx.state).get(a.card);
  ctx.emit({ type: "response", org: who2, card: a.card, hits: amount });
  if (card5.starred) ctx.emit({ type: "star", org: who2, count: 1, why: card5.name });
  const responders = ctx.state.orgs[who2].hand.length > 0 && responseCardHidden(ctx.state) ? r.responders : r.responders.slice(1);
  const w = ownRes(ctx);
  w.responseHits = w.responseHits + amount;
  w.responders = responders;
  w.kind = responders.length > 0 ? "resolutionResponse" : "resolutionRoll";
}
function injunctionAppealActions(s, r) {
  return [...handCards(s, r.org).map((card5) => ({ type: "projectAppeal", card: card5 })), { type: "projectPass" }];
}
function answerInjunctionAppeal(ctx, a) {
  if (a.type === "projectPass") return applyLoss(ctx);
  if (a.type !== "projectAppeal") throw misfit(a, "resolutionAppeal");
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, "appeal (22.12)");
  const queue = [ldfRoll(ctx.state, r.org, r.cards), segAttorneyRoll()];
  const w = ownRes(ctx);
  w.appeal = true;
  w.responseHits = 0;
  w.queue = queue;
  w.next = "litigation-result";
  enterPreRoll(ctx);
}
function consolidateActions(s, r) {
  const me = r.responders[0];
  const others = s.seats.filter((o) => o !== me && s.orgs[o].appealFiled && s.orgs[o].criminalHold > 0);
  return [...others.map((o) => ({ type: "projectConsolidate", with: o })), { type: "projectPass" }];
}
function answerConsolidate(ctx, a) {
  if (a.type !== "projectPass" && a.type !== "projectConsolidate") throw misfit(a, "resolutionConsolidate");
  const r = res(ctx.state);
  const me = r.responders[0];
  const proposals = a.type === "projectConsolidate" ? { ...r.proposals, [me]: a.with } : r.proposals;
  const responders = r.responders.slice(1);
  const w = ownRes(ctx);
  w.proposals = proposals;
  w.responders = responders;
  if (responders.length === 0) formCases(ctx);
}

// src/games/free-at-last/rules/projects/event-leader.ts
function segFigures(s, org7, cards2, eventRank) {
  const byEvent = (f) => f.side === "seg" && f.activation.by === "rank" && f.activation.rank === eventRank;
  const byCards = figuresActivated(s, org7, cards2, "seg");
  return figuresOf(s, org7).filter((f) => byCards.includes(f) || byEvent(f));
}
function beginEventLeader(ctx, org7, leader4, extraCards, eventRank) {
  setProject(ctx, org7, { eventLeader: leader4, stage: "bamn-white", leaderLost: false });
  ctx.emit({ type: "eventLeader", org: org7, leader: leader4 });
  const figures = segFigures(ctx.state, org7, extraCards, eventRank);
  const extraRank = extraCards.reduce((n2, c) => n2 + c.rank, 0);
  startResolution(ctx, { ...newResolution(org7, "bamn", extraCards, "bamn-white-hits"), extraRank, figures: figures.map((f) => f.name) });
  applyFigures(ctx, org7, figures, true);
  const p = projectOf(ctx.state, org7);
  const queue = [];
  if (p.cubes.red > 0 && p.cubes.white > 0) {
    queue.push(newRoll("red", "red-cubes"), newRoll("white", "white-cubes", { exempt: figures.length > 0 }));
  }
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-white-hits" : "bamn-white-done";
  enterPreRoll(ctx);
}
function afterWhite(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const p = projectOf(ctx.state, org7);
  const red2 = hitsOf(Math.floor(p.cubes.red / 3), r.results["red-cubes"]) + r.extraRank;
  const white2 = hitsOf(Math.floor(p.cubes.white / 3), r.results["white-cubes"]);
  ctx.emit({ type: "hits", org: org7, side: "red", hits: red2 });
  ctx.emit({ type: "hits", org: org7, side: "white", hits: white2 });
  collectByHits(ctx, org7, red2, ["white"]);
  removeRed3(ctx, org7, 0, white2);
  startLeader(ctx, org7, "bamn-white-done");
}
function afterWhiteStage(ctx) {
  const org7 = res(ctx.state).org;
  tallyCollected(ctx, 2, 3);
  move(ctx, onProject(org7), supply, "white", projectOf(ctx.state, org7).cubes.white, "white cubes flee (19.4)");
  setProject(ctx, org7, { stage: "bamn-blue" });
  finishRound(ctx);
}
function finishRound(ctx) {
  const org7 = res(ctx.state).org;
  const p = projectOf(ctx.state, org7);
  if (!redRemain(p)) fail(ctx, org7);
  else if (p.cubes.blue === 0 && p.stage === "bamn-blue") succeed(ctx, org7);
  endResolution(ctx);
}
function beginBamnBlue(ctx, org7, cards2) {
  const figures = segFigures(ctx.state, org7, cards2);
  startResolution(ctx, { ...newResolution(org7, "bamn", cards2, "bamn-blue-hits"), figures: figures.map((f) => f.name) });
  ctx.emit({ type: "projectAction", org: org7, mode: "bamn", cards: cards2.map((c) => c.id) });
  move(ctx, supply, onProject(org7), "blue", 2, "special SEG Reinforcement (19.5)");
  applyFigures(ctx, org7, figures, true);
  const p = projectOf(ctx.state, org7);
  const queue = p.cubes.blue > 0 && p.cubes.red > 0 ? [newRoll("blue", "blue-cubes", { exempt: figures.length > 0 })] : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-blue-hits" : "bamn-blue-done";
}
function afterBlue(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const blue2 = r.results["blue-cubes"];
  const hits = hitsOf(projectOf(ctx.state, org7).cubes.blue, blue2);
  ctx.emit({ type: "hits", org: org7, side: "blue", hits });
  removeRed3(ctx, org7, hits, 0);
  if (blue2.x && !projectOf(ctx.state, org7).leaderLost) {
    ctx.emit({ type: "eventLeaderEliminated", org: org7 });
    setProject(ctx, org7, { leaderLost: true });
    const w = ownRes(ctx);
    w.leaderGone = true;
    w.queue = [newRoll("red", "fate", { plain: true })];
    w.next = "bamn-fate";
    return;
  }
  ownRes(ctx).kind = "resolutionWithdraw";
}
function afterFate(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const face3 = r.results["fate"].face;
  if (face3 === "X" || face3 === "K" || face3 === 1) {
    ctx.emit({ type: "eventLeaderFate", org: org7, fate: face3 === 1 ? "killed by his own followers" : "killed by the police" });
    ctx.emit({ type: "failure", org: org7, count: 1, why: "19.10 the Event Leader was killed" });
    ctx.state = gainFailures(ctx.state, org7, 1);
  } else if (face3 === 2) {
    ctx.emit({ type: "eventLeaderFate", org: org7, fate: "escaped to Cuba" });
    ctx.emit({ type: "star", org: org7, count: 1, why: "19.10 the Event Leader escaped to Cuba" });
    ctx.state = gainStars(ctx.state, org7, 1);
  } else ctx.emit({ type: "eventLeaderFate", org: org7, fate: "went into hiding" });
  ownRes(ctx).kind = "resolutionWithdraw";
}
function redRoll(ctx) {
  const p = projectOf(ctx.state, res(ctx.state).org);
  const queue = p.cubes.red > 0 && p.cubes.blue > 0 ? [newRoll("red", "red-cubes")] : [];
  const r = ownRes(ctx);
  r.queue = queue;
  r.next = queue.length > 0 ? "bamn-red-hits" : "bamn-blue-leader";
  enterPreRoll(ctx);
}
function afterRed(ctx) {
  const r = res(ctx.state);
  const org7 = r.org;
  const hits = hitsOf(Math.floor(projectOf(ctx.state, org7).cubes.red / 3), r.results["red-cubes"]);
  ctx.emit({ type: "hits", org: org7, side: "red", hits });
  collectByHits(ctx, org7, hits, ["blue"]);
  startLeader(ctx, org7, "bamn-blue-done");
}
function afterBlueStage(ctx) {
  tallyCollected(ctx, 2, 3);
  finishRound(ctx);
}
var eventLeaderHandlers = {
  "bamn-white-hits": afterWhite,
  "bamn-white-done": afterWhiteStage,
  "bamn-blue-hits": afterBlue,
  "bamn-fate": afterFate,
  "bamn-red-hits": afterRed,
  "bamn-blue-leader": (ctx) => startLeader(ctx, res(ctx.state).org, "bamn-blue-done"),
  "bamn-blue-done": afterBlueStage
};
var withdrawActions = () => [{ type: "projectWithdraw" }, { type: "projectProceed" }];
function answerWithdraw(ctx, a) {
  if (a.type === "projectProceed") return redRoll(ctx);
  if (a.type !== "projectWithdraw") throw misfit(a, "resolutionWithdraw");
  const org7 = res(ctx.state).org;
  ctx.emit({ type: "projectWithdrawn", org: org7 });
  clearProject(ctx, org7, "withdrawal (19.8)");
  setProject(ctx, org7, { stage: "done", outcome: "withdrawn", overkill: 0 });
  endResolution(ctx);
}

// src/games/free-at-last/rules/projects/engine.ts
function leaderHits(ctx) {
  const r = ownRes(ctx);
  const hits = hitsOf(0, r.results["leader"]);
  ctx.emit({ type: "hits", org: r.org, side: "leader", hits });
  r.leaderHits = hits;
  settleLeaderHits(ctx);
}
var leaderHandlers = { "leader-hits": leaderHits };
var handlers = {
  ...leaderHandlers,
  ...protestHandlers,
  ...advanceHandlers,
  ...votingHandlers,
  ...litigationHandlers,
  ...eventLeaderHandlers
};
function rerollDie(ctx, purpose2) {
  const r = ownRes(ctx);
  const prev = r.results[purpose2];
  ctx.emit({ type: "staffReroll", org: r.org, die: prev.die, purpose: purpose2 });
  const deferConfirm = r.strikeFirst && purpose2 === "red-cubes" && r.next === "protest-strike-first";
  const roll3 = newRoll(prev.die, purpose2, { modifier: prev.modifier, exempt: prev.exempt, deferConfirm });
  r.kind = "resolutionRoll";
  r.rerolls = r.rerolls - 1;
  r.batch = r.batch.filter((p) => p !== purpose2);
  r.queue = [roll3, ...r.queue];
}
function runResolution(ctx) {
  for (let guard = 0; guard < 1e3; guard++) {
    const r = resolutionOf(ctx.state);
    if (!r || r.kind !== "resolutionRoll") return;
    if (r.roll) {
      settleRoll(ctx);
      if (res(ctx.state).roll) return;
      continue;
    }
    const queue = r.queue;
    if (queue.length > 0) {
      const w = ownRes(ctx);
      w.roll = queue[0];
      w.queue = queue.slice(1);
      w.batch = [...w.batch, queue[0].purpose];
      continue;
    }
    if (r.rerolls > 0 && r.batch.length > 0) {
      ownRes(ctx).kind = "resolutionReroll";
      return;
    }
    const next = r.next;
    if (r.rerolls !== 0 || r.batch.length !== 0) {
      const w = ownRes(ctx);
      w.rerolls = 0;
      w.batch = [];
    }
    handlers[next](ctx);
  }
  throw new Error("Project resolution did not settle");
}
function resolutionToMove(s) {
  const r = res(s);
  if (r.kind === "resolutionResponse" || r.kind === "resolutionConsolidate") return r.responders[0];
  if (r.kind === "resolutionRoll" && r.roll && rollNeed(s, r.roll) === "chance") return "chance";
  return r.org;
}
function resolutionPile(s, r) {
  const roll3 = r.roll;
  return roll3 && rollNeed(s, roll3) === "chance" ? rollPile(s, roll3) : null;
}

// src/games/free-at-last/rules/projects/index.ts
function projectModes(s, org7) {
  const p = s.projects[org7];
  if (!p || p.outcome !== "active" || p.stage === "done") return [];
  const single = { min: 0, max: 0, rank: "first" };
  const extra = { min: 1, max: 2, rank: "first" };
  const optional = { min: 0, max: 2, rank: "first" };
  if (p.eventLeader !== null) return p.stage === "bamn-blue" ? [{ mode: "bamn", extraCards: single }] : [];
  const card5 = projectCard(s, p.card);
  const modes3 = [];
  switch (p.stage) {
    case "protest":
      modes3.push({ mode: "protest", extraCards: single });
      if (card5.kind !== "march" && card5.kind !== "freedom-ride" && p.cubes.white > 0) modes3.push({ mode: "picket", extraCards: extra });
      if (card5.kind === "march" && p.blueHitFirstProtest && p.cubes.blue > 0 && !p.litigationUsed) modes3.push({ mode: "injunction", extraCards: single });
      break;
    case "exam":
      modes3.push({ mode: "exam", extraCards: single });
      if (p.cubes.blue > 0 && !p.litigationUsed) modes3.push({ mode: "injunction", extraCards: single });
      break;
    case "school-year":
    case "classes":
    case "courthouse":
      modes3.push({ mode: "advance", extraCards: optional });
      break;
    default:
      break;
  }
  return modes3;
}
function beginProjectAction(s, org7, mode2, cards2) {
  if (!projectModes(s, org7).some((m) => m.mode === mode2)) throw new Error(`${org7} cannot take a ${mode2} action on its Project now`);
  return viaCtx(s, (ctx) => {
    switch (mode2) {
      case "protest":
      case "picket":
      case "exam":
        beginProtest(ctx, org7, mode2, cards2);
        break;
      case "advance":
        beginAdvance(ctx, org7, cards2);
        break;
      case "injunction":
        beginInjunction(ctx, org7, cards2);
        break;
      case "bamn":
        beginBamnBlue(ctx, org7, cards2);
        break;
    }
    runResolution(ctx);
  });
}
var projectRules = {
  projectModes,
  beginProjectAction,
  beginEventLeader: (s, org7, leader4, extraCards = [], eventRank) => viaCtx(s, (ctx) => {
    beginEventLeader(ctx, org7, leader4, extraCards, eventRank);
    runResolution(ctx);
  }),
  beginSupremeCourt: (s) => viaCtx(s, (ctx) => {
    beginSupremeCourt(ctx);
    runResolution(ctx);
  }),
  activateBySetSize,
  applyProjectEffect: (s, org7, effect) => viaCtx(s, (ctx) => projectEffect(ctx, org7, effect)),
  abandonProject,
  succeedIfCollected,
  resolutionToMove,
  describeResolution
};

// src/games/free-at-last/state/variant-actions.ts
import * as z6 from "zod";
var org3 = organizationSchema;
var variantActionSchemas = [
  z6.strictObject({ type: z6.literal("drawChallenge"), card: z6.string() }).meta({ section: "2.7", description: "Advanced game, chance (manual mode): a Challenge card dealt to a player." }),
  z6.strictObject({ type: z6.literal("drawSolo"), card: z6.string() }).meta({ section: "23.1", description: "Solitaire, chance (manual mode): the top Strategy card drawn as another organization's action." }),
  z6.strictObject({ type: z6.literal("challengeImplement") }).meta({ section: "9.13", description: "Advanced game, a Challenge for the player's type of Project (or ANY, 9.13.2): implement it on his Project." }),
  z6.strictObject({ type: z6.literal("challengeWhiteCube") }).meta({ section: "9.13.1", description: "Advanced game, a Project Challenge of another type: add a white cube to the own Project instead." }),
  z6.strictObject({ type: z6.literal("challengeGive"), to: org3 }).meta({ section: "9.13.1", description: "Advanced game, a Project Challenge of another type: give it to a player who selected that type." }),
  z6.strictObject({ type: z6.literal("challengeCancel"), card: z6.string(), pay: z6.enum(["two-stars", "sclc-one-star"]) }).meta({ section: "9.15", description: "Advanced game, when a Challenge is dealt or in a window: cancel it with 2 Stars (SCLC: 1 on its own Project, 3.8.1)." }),
  z6.strictObject({ type: z6.literal("challengeShare"), card: z6.string(), with: org3 }).meta({ section: "9.15", description: "Advanced game, when a Challenge could be cancelled: ask another player to pay 1 Star each." }),
  z6.strictObject({ type: z6.literal("challengeShareAccept") }).meta({ section: "9.15", description: "Advanced game, when asked to share a cancellation: pay 1 Star." }),
  z6.strictObject({ type: z6.literal("challengeShareRefuse") }).meta({ section: "9.15", description: "Advanced game, when asked to share a cancellation: refuse." }),
  z6.strictObject({ type: z6.literal("soloImplement"), law: z6.string().nullable() }).meta({ section: "23.1", description: "Solitaire: implement the drawn (or held response) card's event, naming the Legislation card it passes, if any." }),
  z6.strictObject({ type: z6.literal("soloDecline") }).meta({ section: "23.1", description: "Solitaire: do not implement the drawn card (a held response card stays held)." })
];
var types = new Set(variantActionSchemas.map((x) => x.shape.type.value));
var isVariantAction = (a) => types.has(a.type);

// src/games/free-at-last/state/ext-access.ts
function extOf(s) {
  if (!s.ext) throw new Error("no variant state in the basic game");
  return s.ext;
}
var withExt = (s, patch) => ({ ...s, ext: { ...extOf(s), ...patch } });
function challengesOf(s) {
  const c = extOf(s).challenges;
  if (!c) throw new Error("not the advanced game");
  return c;
}
var withChallenges = (s, patch) => withExt(s, { challenges: { ...challengesOf(s), ...patch } });
var isAdvanced = (s) => s.ext?.challenges != null;
var cache2 = /* @__PURE__ */ new WeakMap();
function challengeCard(s, id) {
  const deck = challengesOf(s).custom ?? referenceChallenges;
  let ix = cache2.get(deck);
  if (!ix) {
    ix = new Map(deck.map((c2) => [c2.id, c2]));
    cache2.set(deck, ix);
  }
  const c = ix.get(id);
  if (!c) throw new Error(`Unknown Challenge card '${id}'`);
  return c;
}

// src/games/free-at-last/rules/window-seats.ts
function closeSeatWindow(s) {
  const i = frameTop(s.tasks);
  const w = s.tasks[i];
  if (w?.kind !== "window") throw new Error("no interrupt window is open");
  const tasks = s.tasks.slice();
  tasks[i] = { kind: "window", seats: w.seats.slice(1) };
  return withTasks(s, tasks);
}

// src/games/free-at-last/rules/challenges/cancel-all.ts
function cancelAllChallenges(s, ev) {
  if (!isAdvanced(s)) return s;
  const c = challengesOf(s);
  const all = [...c.byBoard, ...c.inPlay.filter((x) => x.org === null).map((x) => x.card)];
  ev.push({ type: "challengesCancelled", cards: all, why: "9.15" });
  return withChallenges(s, { byBoard: [], inPlay: c.inPlay.filter((x) => x.org !== null), discard: [...c.discard, ...all] });
}

// src/games/free-at-last/rules/util.ts
function updateOrg(s, org7, f) {
  return withOrg(s, org7, f(s.orgs[org7]));
}
function without(list2, item) {
  const i = list2.indexOf(item);
  if (i < 0) throw new Error(`not found: ${String(item)}`);
  const out = list2.slice(0, list2.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list2[j + 1];
  return out;
}
function takeFromHand(s, org7, card5) {
  return updateOrg(s, org7, (o) => card5 === "home" ? { ...o, homeCardInHand: false } : { ...o, hand: without(o.hand, card5) });
}
function discardFromHand(s, org7, card5) {
  const t = takeFromHand(s, org7, card5);
  return card5 === "home" ? t : withDeck(t, "strategyDiscard", [...t.decks.strategyDiscard, card5]);
}
function run(ev, r) {
  ev.push(...r.events);
  return r.state;
}

// src/games/free-at-last/rules/hire-staff.ts
var enterHireStaff = (s) => pushStages(withFlow({ ...s, phase: "hire-staff" }, { cursor: 0, step: null }), { kind: "hireSeats", cursor: 0 });
function canHire(s, org7) {
  const o = s.orgs[org7];
  return o.staffPool.length > 0 && o.hiredThisTurn < 1 && (org7 === "CORE" || o.hand.length > 0);
}
function hireSeats(s, cursor2) {
  for (let i = cursor2; i < s.seats.length; i++) {
    const org7 = s.seats[i];
    if (canHire(s, org7)) return setStep(setStage(s, { kind: "hireSeats", cursor: i + 1 }), { kind: "hire", org: org7 });
  }
  return setStage(s, null);
}
function hireActions(s, org7) {
  const out = org7 === "CORE" ? [{ type: "hire", discard: null }] : [...new Set(s.orgs[org7].hand)].map((card5) => ({ type: "hire", discard: card5 }));
  return [...out, { type: "skipHire" }];
}
function hire(s, org7) {
  return queueDraws(
    updateOrg(s, org7, (o) => ({ ...o, hiredThisTurn: o.hiredThisTurn + 1 })),
    { kind: "drawStaff", org: org7 },
    1
  );
}
function applyHire(s, org7, a, ev) {
  const t = setStep(s, null);
  if (a.type === "skipHire") return t;
  if (a.type !== "hire") throw new Error("not a hire action");
  ev.push({ type: "hire", org: org7, discard: a.discard });
  if (a.discard === null) return hire(t, org7);
  const u = hire(discardFromHand(t, org7, a.discard), org7);
  return isMandatory(u, a.discard) ? triggerBurn(u, ev) : u;
}

// src/games/free-at-last/rules/legislation.ts
function enterLegislation(s) {
  const t = pushStages(withFlow({ ...s, phase: "legislation" }, { step: null, cursor: 0 }), { kind: "lawEvents" });
  if (s.turn < 3) return queueDraws(queueDraws(t, { kind: "drawLegislation", to: "law" }, 3), { kind: "drawLegislation", to: "discard" }, 7);
  const chooser = fewestVps(t);
  const left = Math.min(3, t.decks.civilRightsAct.length);
  if (left > 0) return setStep(t, { kind: "chooseLaw", org: chooser, act: "civil-rights-act-1964", left });
  return chooseVotingRights(t, chooser);
}
function fewestVps(s) {
  let best2 = s.seats[0];
  for (const o of s.seats) if (s.orgs[o].vp < s.orgs[best2].vp) best2 = o;
  return best2;
}
function chooseVotingRights(s, org7) {
  const left = Math.min(2, s.decks.votingRightsAct.length);
  return left > 0 ? setStep(s, { kind: "chooseLaw", org: org7, act: "voting-rights-act-1965", left }) : finishActs(s);
}
function finishActs(s) {
  const d = s.decks;
  return setStep({ ...s, decks: { ...d, legislationDiscard: [...d.legislationDiscard, ...d.civilRightsAct, ...d.votingRightsAct], civilRightsAct: [], votingRightsAct: [] } }, null);
}
function enactLaw(s, id, ev) {
  const card5 = legislationCard(s, id);
  const d = s.decks;
  if (card5.area === "federal") {
    ev.push({ type: "federalLegislation", card: id });
    return { ...moveX(s, "blue", "down"), decks: { ...d, legislationRemoved: [...d.legislationRemoved, id] } };
  }
  if (card5.oneTime) {
    let t = { ...s, decks: { ...d, legislationRemoved: [...d.legislationRemoved, id] } };
    for (const e of card5.effects) if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    ev.push({ type: "lawImplemented", card: id });
    return t;
  }
  ev.push({ type: "lawPassed", card: id, area: card5.area });
  return { ...s, decks: { ...d, laws: { ...d.laws, [card5.area]: [...d.laws[card5.area], id] } } };
}
function drawnLegislation(s, id, to, ev) {
  const i = s.decks.legislation.indexOf(id);
  const t = withDeck(s, "legislation", keepsDistinct(s.decks.legislation, [...s.decks.legislation.slice(0, i), ...s.decks.legislation.slice(i + 1)]));
  if (to === "law" || legislationCard(s, id).area === "federal") return enactLaw(t, id, ev);
  ev.push({ type: "lawHeldUp", card: id });
  return withDeck(t, "legislationDiscard", [...t.decks.legislationDiscard, id]);
}
function passLaw2(s, id, ev) {
  const i = s.decks.legislationDiscard.indexOf(id);
  if (i < 0) return s;
  const d = s.decks;
  return enactLaw({ ...s, decks: { ...d, legislationDiscard: [...d.legislationDiscard.slice(0, i), ...d.legislationDiscard.slice(i + 1)] } }, id, ev);
}
function chooseLawActions(s) {
  const step4 = flowStep(s);
  if (step4?.kind !== "chooseLaw") return [];
  const pile = step4.act === "civil-rights-act-1964" ? s.decks.civilRightsAct : s.decks.votingRightsAct;
  return pile.map((card5) => ({ type: "chooseLaw", card: card5 }));
}
function applyChooseLaw(s, card5, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "chooseLaw") throw new Error("no law to choose");
  const key = step4.act === "civil-rights-act-1964" ? "civilRightsAct" : "votingRightsAct";
  const pile = s.decks[key];
  const i = pile.indexOf(card5);
  const t = enactLaw({ ...s, decks: { ...s.decks, [key]: [...pile.slice(0, i), ...pile.slice(i + 1)] } }, card5, ev);
  if (step4.left > 1 && t.decks[key].length > 0) return setStep(t, { ...step4, left: step4.left - 1 });
  return step4.act === "civil-rights-act-1964" ? chooseVotingRights(t, step4.org) : finishActs(t);
}

// src/games/free-at-last/rules/non-violence.ts
var ladder = ["inter-racialism", "black-leadership", "black-power", "black-separatism"];
function extraRedAtMobilization(level) {
  return level === "black-leadership" ? 1 : level === "black-power" || level === "black-separatism" ? 2 : 0;
}
var extraBlueOnProjects = (level) => level === "black-separatism" ? 2 : 0;
function lowerNonViolence(s, org7, ev) {
  const level = s.orgs[org7].nonViolence;
  if (level === null || level === "black-separatism") return s;
  const next = ladder[ladder.indexOf(level) + 1];
  ev.push({ type: "nonViolenceLowered", org: org7, level: next });
  let t = updateOrg(s, org7, (o) => ({ ...o, nonViolence: next }));
  const onProject2 = activeProject(t, org7) !== void 0;
  if (next === "black-leadership" && onProject2) t = run(ev, projectRules.applyProjectEffect(t, org7, { kind: "add-red", count: 1 }));
  if (next === "black-power") {
    if (onProject2) t = run(ev, projectRules.applyProjectEffect(t, org7, { kind: "add-red", count: 2 }));
    t = updateOrg(t, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...o.staff.map((x) => x.id), ...o.staffPool], staff: [], staffPool: [] }));
  }
  if (next === "black-separatism") {
    if (onProject2) t = run(ev, projectRules.applyProjectEffect(t, org7, { kind: "add-seg", color: "blue", count: 2 }));
    t = updateOrg(t, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...o.protestLeaders], protestLeaders: [] }));
  }
  return t;
}

// src/games/free-at-last/rules/event-effects.ts
function projectsReached(s, card5, player, target) {
  switch (card5.target) {
    case "own-project":
    case "self":
      return activeProject(s, player) ? [player] : [];
    case "any-project":
    case "any-player":
      return target && activeProject(s, target) ? [target] : [];
    case "all-players":
      return activeOwners(s);
    case "game":
      return [];
  }
}
function playersReached(s, card5, player, target) {
  if (card5.target === "all-players") return [...s.seats];
  if ((card5.target === "any-player" || card5.target === "any-project") && target) return [target];
  return [player];
}
function onProjects(s, effect, p) {
  let t = s;
  for (const o of projectsReached(t, p.card, p.player, p.target)) t = run(p.ev, projectRules.applyProjectEffect(t, o, effect));
  return t;
}
var throughLastingDisplay = (s) => s;
var eventEffects = {
  "collect-seg": onProjects,
  "remove-red": onProjects,
  "add-red": onProjects,
  "add-seg": onProjects,
  "move-x": (s, effect, p) => {
    const t = moveX(s, effect.die, effect.direction);
    p.ev.push({ type: "xMoved", die: effect.die, direction: effect.direction, value: xValue(t, effect.die) });
    return t;
  },
  "gain-stars": (s, effect, p) => {
    let t = s;
    for (const o of p.card.target === "all-players" || p.card.target === "any-player" ? playersReached(t, p.card, p.player, p.target) : [p.player]) {
      p.ev.push({ type: "stars", org: o, count: effect.count });
      t = gainStars(t, o, effect.count);
    }
    return t;
  },
  "gain-failure": (s, effect, p) => {
    let t = s;
    const reached = p.card.target === "any-project" || p.card.target === "own-project" ? projectsReached(t, p.card, p.player, p.target) : playersReached(t, p.card, p.player, p.target);
    for (const o of reached) {
      p.ev.push({ type: "failure", org: o, count: effect.count });
      t = gainFailures(t, o, effect.count);
    }
    return t;
  },
  "draw-cards": (s, effect, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = queueDraws(t, { kind: "drawStrategy", org: o }, effect.count);
    return t;
  },
  "refresh-staff": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = updateOrg(t, o, (x) => ({ ...x, staff: x.staff.map((m) => ({ ...m, tired: false })) }));
    return t;
  },
  "hire-staff": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) if (t.orgs[o].staffPool.length > 0) t = hire(t, o);
    return t;
  },
  "new-leader": (s, _e, p) => {
    const owner = projectsReached(s, p.card, p.player, p.target)[0];
    return owner ? setStep(s, { kind: "leader", org: owner, purpose: "additional" }) : s;
  },
  "leader-second-project": (s, _e, p) => {
    const owner = projectsReached(s, p.card, p.player, p.target)[0];
    const leaders2 = owner ? s.projects[owner].leaders : [];
    return withFlow(s, { leadersReturning: [...flowOf(s).leadersReturning, ...leaders2] });
  },
  // 4.0 G, 9.11.2
  "pass-legislation": (s, _e, p) => p.law === null ? s : gainStars(passLaw2(s, p.law, p.ev), p.player, 1),
  // 19.0
  "event-leader": (s, effect, p) => run(p.ev, projectRules.beginEventLeader(s, p.player, effect.leader, p.extraCards, p.card.rank)),
  "burn-baby-burn": (s, _e, p) => triggerBurn(s, p.ev),
  "lower-non-violence": (s, _e, p) => {
    let t = s;
    for (const o of playersReached(t, p.card, p.player, p.target)) t = lowerNonViolence(t, o, p.ev);
    return t;
  },
  "redraw-cards": (s, effect, p) => setStep(s, { kind: "redraw", org: p.player, left: effect.max, discarded: 0 }),
  "roll-twice": throughLastingDisplay,
  "die-modifier": throughLastingDisplay,
  "reroll-any": throughLastingDisplay,
  "chairman-collect-blue": throughLastingDisplay,
  "freedom-rider": throughLastingDisplay,
  "litigation-modifier": throughLastingDisplay,
  "litigation-hits": throughLastingDisplay,
  "reroll-x-once": throughLastingDisplay,
  "enable-doj-attorney": throughLastingDisplay,
  // 9.15 The Freedom Singers / I Have Been to the Mountaintop (advanced game)
  "cancel-all-challenges": (s, _e, p) => cancelAllChallenges(s, p.ev),
  none: (s) => s
};
function applyEventEffect(s, card5, effect, player, target, law2, ev, extraCards = []) {
  const rule = eventEffects[effect.kind];
  return rule(s, effect, { card: card5, player, target, law: law2, ev, extraCards });
}

// src/games/free-at-last/rules/leaders.ts
var isFreedomRider = (l) => l.role === "freedom-rider" || l.effects.some((e) => e.kind === "freedom-rider");
function assignableLeaders(s, org7) {
  const p = s.projects[org7];
  if (!p) return [];
  const card5 = projectCard(s, p.card);
  return [...new Set(s.orgs[org7].protestLeaders)].filter((id) => !(card5.kind === "freedom-ride" && isFreedomRider(leader2(s, id))));
}
function availableRiders(s, org7) {
  const p = s.projects[org7];
  if (!p || org7 !== "CORE" || projectCard(s, p.card).kind !== "freedom-ride") return [];
  return s.orgs[org7].protestLeaders.filter((id) => isFreedomRider(leader2(s, id)));
}
function mayTakeSecond(s, org7) {
  const p = s.projects[org7];
  return org7 === "SNCC" && !!p && projectCard(s, p.card).type !== "S" && p.leaders.length === 1 && assignableLeaders(s, org7).length > 0;
}
function leaderActions(s, org7, purpose2) {
  const ids = purpose2 === "riders" ? availableRiders(s, org7) : assignableLeaders(s, org7);
  const out = ids.map((id) => ({ type: "assignLeader", leader: id }));
  if (purpose2 !== "assign" || out.length === 0) out.push({ type: "noLeader" });
  return out;
}
function assignLeader(s, org7, id, ev) {
  const p = s.projects[org7];
  const card5 = projectCard(s, p.card);
  const l = leader2(s, id);
  const rider = card5.kind === "freedom-ride" && isFreedomRider(l);
  let t = updateOrg(s, org7, (o) => ({ ...o, protestLeaders: without(o.protestLeaders, id) }));
  const q = t.projects[org7];
  t = { ...t, projects: { ...t.projects, [org7]: rider ? { ...q, freedomRiders: [...q.freedomRiders, id] } : { ...q, leaders: [...q.leaders, id], leaderLost: false } } };
  ev.push({ type: rider ? "freedomRider" : "leaderAssigned", org: org7, leader: id });
  if (rider || !activeProject(t, org7)) return t;
  for (const e of l.effects) {
    if (e.kind === "add-red" && metByProject(l.activation, card5)) t = run(ev, projectRules.applyProjectEffect(t, org7, e));
    const home = l.activation.by === "state" ? l.activation.state : null;
    if (e.kind === "chairman-collect-blue" && (home === null || home === card5.state)) {
      t = run(ev, projectRules.applyProjectEffect(t, org7, { kind: "collect-seg", color: "blue", count: 1 }));
    }
  }
  return t;
}
function replaceLeaders(s, org7) {
  const p = s.projects[org7];
  const gone = p.leaders;
  const t = updateOrg(s, org7, (o) => ({ ...o, removedLeaders: [...o.removedLeaders, ...gone] }));
  return { ...t, projects: { ...t.projects, [org7]: { ...p, leaders: [] } } };
}

// src/games/free-at-last/rules/events.ts
function eventPhaseOf(phase) {
  switch (phase) {
    case "select-projects":
      return "project-selection";
    case "legislation":
      return "legislation";
    case "action-rounds":
      return "action";
    case "end-of-turn":
      return "end-of-turn";
    case "challenges":
      return "challenge";
    // 9.3.2.1 B (advanced game)
    default:
      return null;
  }
}
var justNull = Object.freeze([null]);
var noTarget = Object.freeze([]);
function targetsOf(s, card5, player) {
  switch (card5.target) {
    case "own-project":
      return activeProject(s, player) ? justNull : noTarget;
    case "any-project":
      return activeOwners(s);
    case "any-player":
      return s.seats;
    case "self":
    case "all-players":
    case "game":
      return justNull;
  }
}
function effectPossible(s, card5, player, target) {
  for (const e of card5.effects) {
    if (e.kind === "event-leader") {
      const p = activeProject(s, player);
      if (!p || p.eventLeader !== null || resolutionOf(s) !== null) return false;
      if (projectCard(s, p.card).type !== e.projectType) return false;
    }
    if (e.kind === "new-leader") {
      const owner = projectsReached(s, card5, player, target)[0];
      if (!owner || assignableLeaders(s, owner).length === 0) return false;
    }
  }
  return true;
}
function lawsFor(s, card5) {
  const e = card5.effects.find((x) => x.kind === "pass-legislation");
  if (!e || e.kind !== "pass-legislation") return justNull;
  return s.decks.legislationDiscard.filter((id) => e.area === "any" || legislationCard(s, id).area === e.area);
}
function eventAllowed(s, org7, id) {
  const card5 = strategyCard(s, id);
  const phase = eventPhaseOf(s.phase);
  if (phase === null || card5.phase !== phase) return false;
  if (!card5.turns.includes(s.turn)) return false;
  if (card5.bamn && org7 === "SCLC") return false;
  return true;
}
var litigationOnly = (card5) => card5.effects.length > 0 && card5.effects.every((e) => e.kind === "litigation-hits");
var circumstanceArisen = (s, owner) => s.orgs[owner].eliminated.red + s.orgs[owner].criminalHold > 0;
var noChoices = Object.freeze([]);
var candidateCache = /* @__PURE__ */ new WeakMap();
function eventCandidates(s, responses) {
  const c = componentsOf(s);
  let byPhase = candidateCache.get(c);
  if (!byPhase) candidateCache.set(c, byPhase = /* @__PURE__ */ new Map());
  const phase = eventPhaseOf(s.phase);
  let byTurn = byPhase.get(phase);
  if (!byTurn) byPhase.set(phase, byTurn = [[], []]);
  const slot = byTurn[responses ? 1 : 0];
  let ids = slot[s.turn];
  if (!ids) {
    ids = c.strategy.filter((card5) => card5.response === responses && !litigationOnly(card5) && card5.phase === phase && card5.turns.includes(s.turn)).map((card5) => card5.id);
    slot[s.turn] = ids;
  }
  return ids;
}
function playableWith(s, card5, org7, target, responses) {
  if (responses && target !== null && !circumstanceArisen(s, target)) return false;
  return effectPossible(s, card5, org7, target);
}
var eventOpen = (s, org7, card5, id, responses) => card5.response === responses && !litigationOnly(card5) && eventAllowed(s, org7, id);
function cardEventChoices(s, org7, id, responses = false) {
  const card5 = strategyCard(s, id);
  if (!eventOpen(s, org7, card5, id, responses)) return noChoices;
  const out = [];
  for (const target of targetsOf(s, card5, org7)) {
    if (!playableWith(s, card5, org7, target, responses)) continue;
    for (const law2 of lawsFor(s, card5)) out.push({ type: "event", card: id, target, law: law2 });
  }
  return out;
}
function cardEventPossible(s, org7, id, responses = false) {
  const card5 = strategyCard(s, id);
  if (!eventOpen(s, org7, card5, id, responses)) return false;
  for (const target of targetsOf(s, card5, org7)) if (playableWith(s, card5, org7, target, responses)) return lawsFor(s, card5).length > 0;
  return false;
}
function eventChoices(s, org7, responses = false) {
  const hand = s.orgs[org7].hand;
  const out = [];
  for (let i = 0; i < hand.length; i++) {
    if (hand.indexOf(hand[i]) !== i) continue;
    for (const a of cardEventChoices(s, org7, hand[i], responses)) out.push(a);
  }
  return out;
}
function settleEventCard(s, org7, id, ev) {
  const card5 = strategyCard(s, id);
  let t = s;
  if (card5.starred) {
    ev.push({ type: "stars", org: org7, count: 1, why: "starred event" });
    t = gainStars(t, org7, 1);
  }
  const d = t.decks;
  if (card5.lasting) return withDeck(t, "lastingEvents", [...d.lastingEvents, id]);
  if (card5.starred) return withDeck(t, "strategyRemoved", [...d.strategyRemoved, id]);
  return withDeck(t, "strategyDiscard", [...d.strategyDiscard, id]);
}
function applyEvent(s, org7, id, target, law2, ev, extraCards = []) {
  const card5 = strategyCard(s, id);
  ev.push({ type: "event", org: org7, card: id, name: card5.name, target, law: law2 });
  let t = s;
  if (card5.bamn) t = lowerNonViolence(t, org7, ev);
  for (const e of card5.effects) t = applyEventEffect(t, card5, e, org7, target, law2, ev, extraCards);
  return t;
}
function playEventNow(s, org7, a, ev) {
  const t = takeFromHand(s, org7, a.card);
  return settleEventCard(applyEvent(t, org7, a.card, a.target, a.law, ev), org7, a.card, ev);
}

// src/games/free-at-last/rules/illegal.ts
var mobilizeRule = { S: "11.1", A: "11.2", V: "11.3" };
function explainIllegal(s, step4, a) {
  const o = s.orgs[step4.org];
  const holds = (card5) => card5 === "home" ? o.homeCardInHand : o.hand.includes(card5);
  if ("card" in a && typeof a.card === "string" && a.type !== "drawStrategy" && a.type !== "drawLegislation" && a.type !== "chooseLaw" && step4.kind !== "fundraiser" && !holds(a.card)) {
    return { reason: `${step4.org} does not hold ${a.card}.` };
  }
  switch (a.type) {
    case "pass":
      if (step4.kind !== "action") break;
      if (o.homeCardInHand) return { reason: "A player cannot pass while he holds his Home Card.", rule: "9.4" };
      if (o.hand.length > o.staff.length) return { reason: "More cards than Staffers: a card must be played.", rule: "9.4" };
      if (flowOf(s).preemptor === step4.org) return { reason: "A pre-emptive Action Round is taken to play a card.", rule: "10.4" };
      return { reason: "Every seat has passed: the owner of an active Project must act.", rule: "9.4" };
    case "event": {
      if (a.card === "home") return { reason: "The Home Card has no event.", rule: "9.3.3" };
      const c = strategyCard(s, a.card);
      if (c.bamn && step4.org === "SCLC") return { reason: "SCLC cannot use By Any Means Necessary events.", rule: "9.8.3" };
      if (!c.turns.includes(s.turn)) return { reason: `${c.name} cannot be played for the event on Turn ${s.turn}.`, rule: "9.3.2.2" };
      return { reason: `${c.name} cannot be played for the event now (its phase or target does not allow it).`, rule: "9.3.2.1" };
    }
    case "mobilize": {
      const p = s.projects[step4.org];
      const rule = p ? mobilizeRule[projectCard(s, p.card).type] : "11.0";
      return { reason: "That card does not fit the set: a straight for S, a flush of the state's colour for A, one rank for V.", rule };
    }
    case "hire":
      return o.hiredThisTurn > 0 ? { reason: "Only one Staffer may be hired per Turn.", rule: "6.3" } : void 0;
    case "giveFundraiser":
      return { reason: "A player cannot give and receive a fundraiser in the same Turn.", rule: "9.5" };
    case "reinforce":
      return { reason: "That Project has no cube of this colour left (or is complete).", rule: "13.2" };
    case "discard":
      return { reason: "A player may discard only when he has no available action.", rule: "9.4" };
    default:
      break;
  }
  return void 0;
}

// src/games/free-at-last/rules/appeals.ts
var mayAppeal = (s, org7) => s.orgs[org7].criminalHold > 0 && !s.orgs[org7].appealFiled;
function appealDiscard(s, org7, card5, second, ev) {
  ev.push({ type: "appealDiscard", org: org7, card: card5 });
  const appealCards = [...s.orgs[org7].appealCards ?? [], { id: card5, color: strategyCard(s, card5).color }];
  let t = updateOrg(discardFromHand(s, org7, card5), org7, (o) => ({ ...o, appealCards }));
  if (second) {
    ev.push({ type: "appealFiled", org: org7 });
    t = updateOrg(t, org7, (o) => ({ ...o, appealFiled: true }));
  }
  return isMandatory(t, card5) ? triggerBurn(t, ev) : t;
}

// src/games/free-at-last/rules/public-offers.ts
function inPlay(s, id) {
  if (s.decks.strategy.includes(id)) return true;
  for (const o of s.seats) if (s.orgs[o].hand.includes(id)) return true;
  return false;
}
function mayHold(s, org7, ids, test) {
  if (s.orgs[org7].hand.length === 0) return false;
  for (const id of ids) if (inPlay(s, id) && test(id)) return true;
  return false;
}
var mayHoldEvent = (s, org7, responses = false) => mayHold(s, org7, eventCandidates(s, responses), (id) => cardEventPossible(s, org7, id, responses));
var fundraiserCache = /* @__PURE__ */ new WeakMap();
function fundraisers2(s) {
  const c = componentsOf(s);
  let ids = fundraiserCache.get(c);
  if (!ids) fundraiserCache.set(c, ids = c.strategy.filter((card5) => card5.fundraiser).map((card5) => card5.id));
  return ids;
}
function mayOfferFundraiser(s, org7) {
  if (s.orgs[org7].receivedFundraiser) return false;
  if (!s.seats.some((x) => x !== org7 && !s.orgs[x].gaveFundraiser)) return false;
  return mayHold(s, org7, fundraisers2(s), () => true);
}
function offeredInterrupt(s, org7) {
  const o = s.orgs[org7];
  if (o.stars > 0 && canDraw(s)) return true;
  if (s.phase === "action-rounds" && mayAppeal(s, org7) && o.hand.length >= 2) return true;
  return mayOfferFundraiser(s, org7) || mayHoldEvent(s, org7, true);
}

// src/games/free-at-last/rules/step-prompt.ts
function cardName2(s, id) {
  if (id !== "home") return strategyCard(s, id).name;
  const org7 = shownStep(s)?.org;
  const home = componentsOf(s).homeCards.find((h) => h.organization === org7);
  return home ? `the Home Card (${home.name})` : "the Home Card";
}
function stepPrompt(s, step4) {
  const t = `Turn ${s.turn}`;
  switch (step4.kind) {
    case "hire":
      return `${t}, Hire Staff: ${step4.org}, discard a card to hire a Staffer${step4.org === "CORE" ? " (free for CORE)" : ""}, or skip`;
    case "redraw":
      return `${step4.org}: discard up to ${counting(step4.left, "more card")} to draw replacements, or done`;
    case "select":
      return `${t}, Select Projects: ${step4.org}, choose a Project`;
    case "mobilize":
      return `${step4.org}: play cards to mobilize red cubes (${step4.cards.length} so far), or done`;
    case "leader":
      return `${step4.org}: ${step4.purpose === "replace" ? "assign a new Protest Leader" : step4.purpose === "additional" ? "assign an additional Protest Leader (New Project Leader)" : step4.purpose === "second" ? "assign a second Protest Leader (SNCC)" : "assign a Protest Leader"}`;
    case "riders":
      return `${step4.org}: place Freedom Riders on the Freedom Ride, or done`;
    case "events":
      return `${step4.org}: play an event of this phase, or done`;
    case "chooseLaw":
      return `${step4.org} (fewest VPs): choose ${counting(step4.left, "more provision")} of the ${step4.act === "civil-rights-act-1964" ? "1964 Civil Rights Act" : "1965 Voting Rights Act"}`;
    case "window":
      return `${s.phase === "select-projects" ? `${t}, Plan the Turn` : "Before the Action Round"}: ${step4.org}, spend a Star for a card, offer a fundraiser, play a response card, or pass`;
    case "fundraiser":
      return `${step4.org}: accept ${cardName2(s, step4.card)} from ${step4.from}?`;
    case "preempt":
      return `${step4.org} has the most cards: take a pre-emptive Action Round?`;
    case "action":
      return `${t}, Action Round ${s.actionRound}: ${step4.org}, play a card for your Project or its event, pass, or discard`;
    case "mode":
      return `${step4.org}: choose the action on your Project`;
    case "extra":
      return `${step4.org}: add cards of the same rank, or go on`;
    case "reinforce":
      return `${step4.org}: choose the Project for the ${step4.color} SEG Reinforcement`;
    case "burn":
      return `Burn, Baby, Burn!: ${step4.org}, discard a 4-rank card or lower your Non-Violence level`;
    case "discardDown":
      return `End of Turn: ${step4.org}, discard down to ${counting(s.orgs[step4.org].staff.length, "card")}`;
    case "appeal":
      return `${step4.org}: discard the second card of the Supreme Court appeal`;
  }
}

// src/games/free-at-last/rules/event-window.ts
var openEventWindow = (s) => pushTask(s, { kind: "events", seats: [...s.seats] });
function eventWindowActions(s, org7) {
  return [...eventChoices(s, org7), { type: "eventsDone" }];
}
var eventOffers = (s, org7) => mayHoldEvent(s, org7) ? eventWindowActions(s, org7) : [];
var firstOffers = (s, t) => eventOffers(s, t.seats[0]);
var eventWindow = {
  offers: (s, t, seat) => seat === t.seats[0] ? remember(s, t, firstOffers).slice() : eventOffers(s, seat),
  answer(ctx, _t, org7, a) {
    const seat = org7;
    if (a.type === "eventsDone") return "next";
    if (a.type !== "event") throw new Error("not an event");
    change(ctx, (s, ev) => playEventNow(s, seat, a, ev));
    return "again";
  },
  prompt: (s, _t, seat) => stepPrompt(s, { kind: "events", org: seat }),
  ask: (_s, _t, seat) => ({ decision: "events", org: seat }),
  explain: (s, _t, seat, a) => explainIllegal(s, { kind: "events", org: seat }, a)
};

// src/games/free-at-last/rules/challenges/effects.ts
function challengeApplies(s, card5, org7) {
  const p = activeProject(s, org7);
  if (!p) return false;
  if (card5.category === "ANY") return true;
  const pc = projectCard(s, p.card);
  if (card5.category === "M") return pc.kind === "march";
  if (card5.category === "A") return pc.type === "A" && pc.kind !== "march";
  return pc.type === card5.category;
}
function applyChallengeEffect(s, org7, e, lasting2, ev, added) {
  const p = activeProject(s, org7);
  switch (e.kind) {
    case "move-x":
      ev.push({ type: "xMoved", die: e.die, direction: e.direction, why: "Challenge" });
      return moveX(s, e.die, e.direction);
    case "gain-failure":
      ev.push({ type: "failure", org: org7, count: e.count, why: "failed Challenge (4.2 B)" });
      return gainFailures(s, org7, e.count);
    case "add-seg": {
      if (!p) return s;
      const t = run(ev, projectRules.applyProjectEffect(s, org7, e));
      const q = t.projects[org7];
      const n2 = q.cubes[e.color] - p.cubes[e.color];
      added[e.color] += n2;
      if (e.color === "blue" && n2 > 0 && q.stage === "school-year") return { ...t, projects: { ...t.projects, [org7]: { ...q, stage: "exam" } } };
      return t;
    }
    case "remove-red": {
      if (!p) return s;
      const count = lasting2 ? Math.min(e.count, p.cubes.red - 1) : e.count;
      return count > 0 ? run(ev, projectRules.applyProjectEffect(s, org7, { kind: "remove-red", count })) : s;
    }
  }
}
function applyChallenge(s, card5, org7, lasting2, ev) {
  const added = { white: 0, blue: 0 };
  let t = s;
  for (const e of card5.effects) t = applyChallengeEffect(t, org7, e, lasting2, ev, added);
  return { state: t, added };
}

// src/games/free-at-last/rules/challenges/deal.ts
function enterChallenges(s) {
  const t = pushStages(withFlow({ ...s, phase: "challenges" }, { step: null, cursor: 0 }), { kind: "challengeDecisions" }, { kind: "challengeBoard" });
  return s.seats.reduce((u, org7) => queueDraws(u, { kind: "drawChallenge", org: org7 }, 4), t);
}
var hasXMove = (s, id) => challengeCard(s, id).effects.some((e) => e.kind === "move-x");
function dealtChallenge(s, org7, id, ev) {
  const c = challengesOf(s);
  const i = c.deck.indexOf(id);
  const deck = [...c.deck.slice(0, i), ...c.deck.slice(i + 1)];
  const card5 = challengeCard(s, id);
  ev.push({ type: "challengeDealt", org: org7, card: id, name: card5.name, category: card5.category });
  if (card5.category !== "ALL") return withChallenges(s, { deck, dealt: { ...c.dealt, [org7]: [...c.dealt[org7] ?? [], id] } });
  if (card5.trigger.on === "now" && hasXMove(s, id)) {
    let t = s;
    for (const e of card5.effects) if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    ev.push({ type: "challengeImplemented", card: id, org: null });
    return withChallenges(t, { deck, discard: [...c.discard, id] });
  }
  return withChallenges(s, { deck, byBoard: [...c.byBoard, id] });
}
function nextDealt(s) {
  const c = challengesOf(s);
  for (const org7 of s.seats) {
    const card5 = c.dealt[org7]?.[0];
    if (card5 !== void 0) return { org: org7, card: card5 };
  }
  return null;
}
function takeDealt(s, org7, id) {
  const c = challengesOf(s);
  const mine = c.dealt[org7] ?? [];
  const i = mine.indexOf(id);
  return withChallenges(s, { dealt: { ...c.dealt, [org7]: [...mine.slice(0, i), ...mine.slice(i + 1)] } });
}
function challengeDecisions(s) {
  const next = nextDealt(s);
  if (next === null) return openEventWindow(setStage(s, null));
  if (!activeProject(s, next.org)) {
    const t = takeDealt(s, next.org, next.card);
    return withChallenges(t, { discard: [...challengesOf(t).discard, next.card] });
  }
  return pushTask(s, { kind: "challenge", org: next.org, card: next.card, asked: [] });
}
var challengeBoard = (s, ev) => implementBoard(setStage(s, null), ev);
function implementBoard(s, ev) {
  let t = s;
  for (const id of challengesOf(s).byBoard) {
    const card5 = challengeCard(t, id);
    const c = challengesOf(t);
    if (card5.trigger.on !== "now") {
      t = withChallenges(t, { byBoard: c.byBoard.filter((x) => x !== id), inPlay: [...c.inPlay, { card: id, org: null, added: { white: 0, blue: 0 } }] });
      continue;
    }
    ev.push({ type: "challengeImplemented", card: id, org: null });
    for (const org7 of activeOwners(t)) t = applyChallenge(t, card5, org7, false, ev).state;
    const d = challengesOf(t);
    t = withChallenges(t, { byBoard: d.byBoard.filter((x) => x !== id), discard: [...d.discard, id] });
  }
  return t;
}

// src/games/free-at-last/rules/challenges/cancel.ts
function cancelOptions(s, org7, card5, onOwn, asked) {
  const stars3 = s.orgs[org7].stars;
  const out = [];
  if (stars3 >= 2) out.push({ type: "challengeCancel", card: card5, pay: "two-stars" });
  if (org7 === "SCLC" && onOwn && stars3 >= 1) out.push({ type: "challengeCancel", card: card5, pay: "sclc-one-star" });
  if (stars3 >= 1) {
    for (const other of s.seats) if (other !== org7 && !asked.includes(other) && s.orgs[other].stars >= 1) out.push({ type: "challengeShare", card: card5, with: other });
  }
  return out;
}
function withdrawCubes(s, entry, ev) {
  if (entry.org === null || !s.projects[entry.org]) return s;
  let t = s;
  for (const color3 of ["white", "blue"]) {
    const m = moveCubes(t, onProject(entry.org), supply, color3, entry.added[color3]);
    if (m.moved > 0) ev.push({ type: "cubesWithdrawn", org: entry.org, color: color3, count: m.moved, why: "9.15.1 cancelled M Challenge" });
    t = m.state;
  }
  return t;
}
function cancelChallenge(s, card5, dealtTo, ev) {
  ev.push({ type: "challengeCancelled", card: card5, name: challengeCard(s, card5).name });
  let t = s;
  if (dealtTo !== null) t = takeDealt(t, dealtTo, card5);
  else {
    const entry = challengesOf(t).inPlay.find((x) => x.card === card5);
    if (entry && challengeCard(t, card5).category === "M") t = withdrawCubes(t, entry, ev);
    t = withChallenges(t, { inPlay: challengesOf(t).inPlay.filter((x) => x.card !== card5) });
  }
  return withChallenges(t, { discard: [...challengesOf(t).discard, card5] });
}
function applyCancelAction(s, org7, a, dealtTo, asked, ev) {
  if (a.type === "challengeShare") {
    ev.push({ type: "challengeShareOffered", from: org7, to: a.with, card: a.card });
    return pushTask(s, { kind: "share", org: a.with, from: org7, card: a.card, dealt: dealtTo !== null, asked: [...asked] });
  }
  const cost = a.pay === "two-stars" ? 2 : 1;
  ev.push({ type: "starSpent", org: org7, for: "cancel a Challenge", count: cost });
  return cancelChallenge(spendStars(s, org7, cost), a.card, dealtTo, ev);
}
function applyShareAnswer(s, step4, accept, ev) {
  const t = popTask(s);
  if (accept) {
    ev.push({ type: "starSpent", org: step4.from, for: "cancel a Challenge", count: 1 }, { type: "starSpent", org: step4.org, for: "cancel a Challenge", count: 1 });
    const paid = spendStars(spendStars(t, step4.from, 1), step4.org, 1);
    return cancelChallenge(paid, step4.card, step4.dealt ? step4.from : null, ev);
  }
  ev.push({ type: "challengeShareRefused", from: step4.from, to: step4.org });
  if (step4.dealt) return pushTask(t, { kind: "challenge", org: step4.from, card: step4.card, asked: [...step4.asked, step4.org] });
  return closeSeatWindow(t);
}
function windowCancelOptions(s, org7) {
  if (!isAdvanced(s)) return [];
  return challengesOf(s).inPlay.flatMap((x) => cancelOptions(s, org7, x.card, x.org === org7, []));
}

// src/games/free-at-last/rules/challenges/decide.ts
function challengeActions(s, org7, card5, asked) {
  const c = challengeCard(s, card5);
  if (challengeApplies(s, c, org7)) return [{ type: "challengeImplement" }, ...cancelOptions(s, org7, card5, true, asked)];
  const takers = s.seats.filter((o) => o !== org7 && challengeApplies(s, c, o));
  return [{ type: "challengeWhiteCube" }, ...takers.map((to) => ({ type: "challengeGive", to }))];
}
function implementChallenge(s, org7, id, ev) {
  const card5 = challengeCard(s, id);
  ev.push({ type: "challengeImplemented", card: id, name: card5.name, org: org7 });
  const t = takeDealt(s, org7, id);
  if (card5.trigger.on !== "now") return withChallenges(t, { inPlay: [...challengesOf(t).inPlay, { card: id, org: org7, added: { white: 0, blue: 0 } }] });
  const r = applyChallenge(t, card5, org7, false, ev);
  const c = challengesOf(r.state);
  if (card5.category === "M") return withChallenges(r.state, { inPlay: [...c.inPlay, { card: id, org: org7, added: r.added }] });
  return withChallenges(r.state, { discard: [...c.discard, id] });
}
function applyChallengeDecision(s, step4, a, ev) {
  const { org: org7, card: card5 } = step4;
  const t = popTask(s);
  switch (a.type) {
    case "challengeImplement":
      return implementChallenge(t, org7, card5, ev);
    case "challengeWhiteCube": {
      ev.push({ type: "challengeWhiteCube", org: org7, card: card5 });
      const u = moveCubes(takeDealt(t, org7, card5), supply, onProject(org7), "white", 1).state;
      return withChallenges(u, { discard: [...challengesOf(u).discard, card5] });
    }
    case "challengeGive": {
      ev.push({ type: "challengeGiven", from: org7, to: a.to, card: card5, project: projectCard(t, t.projects[a.to].card).title });
      const u = takeDealt(t, org7, card5);
      const c = challengesOf(u);
      return withChallenges(u, { dealt: { ...c.dealt, [a.to]: [card5, ...c.dealt[a.to] ?? []] } });
    }
    case "challengeCancel":
    case "challengeShare":
      return applyCancelAction(t, org7, a, org7, step4.asked, ev);
    default:
      throw new Error(`${a.type} does not answer a Challenge decision`);
  }
}

// src/games/free-at-last/rules/variants/historical.ts
var historicalTurnOf = (n2) => n2 <= 20 ? 1 : n2 <= 36 ? 2 : 3;
function historicalDeck(s) {
  if (!s.ext?.historical) return s;
  const pool = [...s.decks.projects, ...s.ext.projectReserve];
  const projects2 = pool.filter((n2) => historicalTurnOf(n2) === s.turn);
  return withExt({ ...s, decks: { ...s.decks, projects: projects2 } }, { projectReserve: pool.filter((n2) => historicalTurnOf(n2) !== s.turn) });
}

// src/games/free-at-last/rules/variants/solitaire.ts
var absentFailureMarkers = 6;
var otherPlayerPhases = ["legislation", "end-of-turn", "challenge"];
var blocked = /* @__PURE__ */ new Set(["lower-non-violence", "event-leader", "burn-baby-burn", "none", "litigation-hits"]);
var soloOrg = (s) => s.seats[0];
function soloBeforeAction(s) {
  const solo = s.ext?.solo;
  if (!solo || !activeProject(s, soloOrg(s))) return null;
  if (solo.drawnRound !== s.actionRound) {
    const drew = withExt(s, { solo: { ...solo, drawnRound: s.actionRound, offered: [] } });
    return s.decks.strategy.length + s.decks.strategyDiscard.length > 0 ? queueDraws(drew, { kind: "drawSolo" }, 1) : drew;
  }
  const held = solo.held.find((id) => !solo.offered.includes(id) && circumstance(s) && implementable(s, strategyCard(s, id)));
  if (held === void 0) return null;
  return pushTask(withExt(s, { solo: { ...solo, offered: [...solo.offered, held] } }), { kind: "solo", org: soloOrg(s), card: held, held: true });
}
var circumstance = (s) => s.orgs[soloOrg(s)].eliminated.red + s.orgs[soloOrg(s)].criminalHold > 0;
function implementable(s, card5) {
  if (!card5.turns.includes(s.turn)) return false;
  return card5.effects.some((e) => !blocked.has(e.kind)) && !card5.effects.some((e) => e.kind === "event-leader");
}
function lawsFor2(s, card5) {
  const e = card5.effects.find((x) => x.kind === "pass-legislation");
  if (!e || e.kind !== "pass-legislation") return [];
  return s.decks.legislationDiscard.filter((id) => e.area === "any" || legislationCard(s, id).area === e.area);
}
var toDiscard = (s, id) => withDeck(s, "strategyDiscard", [...s.decks.strategyDiscard, id]);
function settle(s, card5) {
  const d = s.decks;
  if (card5.lasting) return { ...s, decks: { ...d, lastingEvents: [...d.lastingEvents, card5.id] } };
  if (card5.starred) return { ...s, decks: { ...d, strategyRemoved: [...d.strategyRemoved, card5.id] } };
  return toDiscard(s, card5.id);
}
function soloDrawn(s0, id, ev) {
  const s = { ...s0, decks: { ...s0.decks, strategy: without(s0.decks.strategy, id) } };
  const card5 = strategyCard(s, id);
  const org7 = soloOrg(s);
  ev.push({ type: "soloDraw", card: id, name: card5.name });
  if (card5.fundraiser) return updateOrg(s, org7, (o) => ({ ...o, hand: [...o.hand, id] }));
  if (card5.mandatory) return triggerBurn(toDiscard(s, id), ev);
  if (card5.response) {
    if (card5.effects.every((e) => e.kind === "litigation-hits")) return toDiscard(s, id);
    const solo = extOf(s).solo;
    return withExt(s, { solo: { ...solo, held: [...solo.held, id] } });
  }
  if (otherPlayerPhases.includes(card5.phase)) {
    if (!card5.turns.includes(s.turn)) return toDiscard(s, id);
    if (lawsFor2(s, card5).length > 0) return pushTask(onDisplay(s, id), { kind: "solo", org: org7, card: id, held: false });
    return settle(asOtherPlayer(s, card5, null, ev), card5);
  }
  if (!implementable(s, card5)) return toDiscard(s, id);
  return pushTask(onDisplay(s, id), { kind: "solo", org: org7, card: id, held: false });
}
var onDisplay = (s, id) => withDeck(s, "display", [...s.decks.display, id]);
var offDisplay = (s, id) => withDeck(s, "display", without(s.decks.display, id));
function asOtherPlayer(s, card5, law2, ev) {
  let t = s;
  for (const e of card5.effects) {
    if (e.kind === "move-x") t = moveX(t, e.die, e.direction);
    if (e.kind === "pass-legislation" && law2 !== null) t = passLaw2(t, law2, ev);
    if (e.kind === "cancel-all-challenges") t = cancelAllChallenges(t, ev);
  }
  return t;
}
function soloActions(s, card5, held) {
  const c = strategyCard(s, card5);
  if (!held && otherPlayerPhases.includes(c.phase)) return lawsFor2(s, c).map((law2) => ({ type: "soloImplement", law: law2 }));
  return [{ type: "soloImplement", law: null }, { type: "soloDecline" }];
}
function applySolo(s, step4, a, ev) {
  const card5 = strategyCard(s, step4.card);
  const org7 = step4.org;
  let t = popTask(s);
  if (step4.held) {
    if (a.type === "soloDecline") return t;
    const solo = extOf(t).solo;
    t = withExt(t, { solo: { ...solo, held: without(solo.held, step4.card) } });
  } else t = offDisplay(t, step4.card);
  if (a.type === "soloDecline") return toDiscard(t, step4.card);
  if (a.type !== "soloImplement") throw new Error(`${a.type} does not answer the solitaire card`);
  ev.push({ type: "soloImplemented", card: step4.card, name: card5.name });
  if (otherPlayerPhases.includes(card5.phase)) return settle(asOtherPlayer(t, card5, a.law, ev), card5);
  for (const e of card5.effects) if (!blocked.has(e.kind)) t = applyEventEffect(t, card5, e, org7, org7, null, ev);
  return settle(t, card5);
}
function soloEndOfTurn(s) {
  const solo = s.ext?.solo;
  if (!solo || solo.held.length === 0) return s;
  return withExt(withDeck(s, "strategyDiscard", [...s.decks.strategyDiscard, ...solo.held]), { solo: { ...solo, held: [], offered: [] } });
}

// src/games/free-at-last/rules/variants/hooks.ts
var strategyRefill = (s) => ({ ...s, decks: { ...s.decks, strategy: s.decks.strategyDiscard, strategyDiscard: [] } });
var variantTasks = {
  // 2.7 ruling: an empty Challenge deck is reshuffled from its discard pile (as the Strategy deck is, 9.3 ruling); with both empty the deal is lost
  drawChallenge: {
    decider: (s) => challengesOf(s).deck.length > 0 ? "chance" : "auto",
    run(ctx) {
      const c = challengesOf(ctx.state);
      if (c.discard.length > 0) ctx.state = withChallenges(ctx.state, { deck: c.discard, discard: [] });
      else ctx.pop();
    },
    ...drawsFrom((s) => ({ items: challengesOf(s).deck, make: (card5) => ({ type: "drawChallenge", card: card5 }) })),
    prompt: (_s, t) => `Deal a Challenge card to ${t.org}`,
    ask: (_s, t) => ({ chance: "draw", deck: "challenge", for: t.org }),
    answer: (ctx, t, a) => change(ctx, (s, ev) => dealtChallenge(popTask(s), t.org, a.card, ev))
  },
  // 23.1 ruling: the solitaire draw reshuffles the Strategy discard pile the same way
  drawSolo: {
    decider: (s) => s.decks.strategy.length > 0 ? "chance" : "auto",
    run(ctx) {
      if (ctx.state.decks.strategyDiscard.length > 0) ctx.state = strategyRefill(ctx.state);
      else ctx.pop();
    },
    ...drawsFrom((s) => ({ items: s.decks.strategy, make: (card5) => ({ type: "drawSolo", card: card5 }) })),
    prompt: () => "Draw the top Strategy card for another organization (solitaire)",
    ask: () => ({ chance: "draw", deck: "strategy", for: "solitaire" }),
    answer: (ctx, _t, a) => change(ctx, (s, ev) => soloDrawn(popTask(s), a.card, ev))
  },
  challenge: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: (s, t) => challengeActions(s, t.org, t.card, t.asked),
    answer: (ctx, t, a) => change(ctx, (s, ev) => applyChallengeDecision(s, t, a, ev))
  },
  share: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: () => [{ type: "challengeShareAccept" }, { type: "challengeShareRefuse" }],
    answer: (ctx, t, a) => change(ctx, (s, ev) => applyShareAnswer(s, t, a.type === "challengeShareAccept", ev))
  },
  solo: {
    decider: (_s, t) => t.org,
    prompt: variantPrompt,
    actions: (s, t) => soloActions(s, t.card, t.held),
    answer: (ctx, t, a) => change(ctx, (s, ev) => applySolo(s, t, a, ev))
  },
  beforeDeal: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      ctx.state = historicalDeck(ctx.state);
    }
  },
  // 23.1 the solitaire draw and held response cards come before the Action Round, as long as there are any
  beforeAction: {
    decider: () => "auto",
    run(ctx) {
      const t = soloBeforeAction(ctx.state);
      if (t === null) ctx.pop();
      else ctx.state = t;
    }
  },
  turnCleanup: {
    decider: () => "auto",
    run(ctx) {
      ctx.pop();
      ctx.state = soloEndOfTurn(ctx.state);
    }
  }
};
function variantPrompt(s, step4) {
  switch (step4.kind) {
    case "challenge":
      return `Challenge phase: ${step4.org}, what to do with ${challengeCard(s, step4.card).name} (${challengeCard(s, step4.card).category})`;
    case "share":
      return `${step4.org}: pay 1 Star with ${step4.from} to cancel ${challengeCard(s, step4.card).name}?`;
    case "solo":
      return `${step4.org}: implement ${strategyCard(s, step4.card).name}, played by another organization?`;
  }
}
function describeVariantAction(s, a) {
  const top = topTask(s);
  const who2 = top?.kind === "challenge" || top?.kind === "share" || top?.kind === "solo" ? top.org : shownStep(s)?.org ?? "";
  switch (a.type) {
    case "drawChallenge":
      return `Challenge card dealt: ${challengeCard(s, a.card).name}`;
    case "drawSolo":
      return `Another organization plays ${strategyCard(s, a.card).name}`;
    case "challengeImplement":
      return `${who2} implements the Challenge on his Project`;
    case "challengeWhiteCube":
      return `${who2} adds a white cube to his Project instead`;
    case "challengeGive":
      return `${who2} gives the Challenge to ${a.to}`;
    case "challengeCancel":
      return `${who2} cancels ${challengeCard(s, a.card).name} with ${a.pay === "two-stars" ? "2 Stars" : "SCLC's 1 Star"}`;
    case "challengeShare":
      return `${who2} asks ${a.with} to pay 1 Star each to cancel ${challengeCard(s, a.card).name}`;
    case "challengeShareAccept":
      return `${who2} pays 1 Star to cancel the Challenge`;
    case "challengeShareRefuse":
      return `${who2} refuses to pay`;
    case "soloImplement":
      return `${who2} implements the event${a.law ? ` (passing ${a.law})` : ""}`;
    case "soloDecline":
      return `${who2} does not implement the event`;
  }
}

// src/games/free-at-last/describe.ts
var played = (s, a) => a.card === "home" ? `${cardName2(s, "home")} as a ${a.color} ${a.rank}` : `${cardName2(s, a.card)} (${a.color} ${a.rank})`;
var stateName = (s, id) => componentsOf(s).states.find((x) => x.id === id)?.name ?? id;
var MODE_WORDS = { protest: "protest", picket: "picket", exam: "take the exam", injunction: "seek an injunction", advance: "advance", bamn: "act By Any Means Necessary" };
function who(s) {
  const top = topTask(s);
  if (top && isResolution(top)) return String(projectRules.resolutionToMove(s));
  if (top && isWindow(top)) return top.seats[0];
  return top && isStep(top) ? top.org : "chance";
}
function describeAction(s, a) {
  try {
    return words(s, a);
  } catch {
    return JSON.stringify(a);
  }
}
function words(s, a) {
  if (isVariantAction(a)) return describeVariantAction(s, a);
  const p = who(s);
  const top = topTask(s);
  switch (a.type) {
    case "drawStrategy":
      return `a Strategy card is drawn${top?.kind === "drawStrategy" ? ` for ${top.org}` : ""}`;
    case "drawProject": {
      const c = projectCard(s, a.card);
      return `Project dealt: ${c.title} (${c.type}, ${stateName(s, c.state)})`;
    }
    case "drawStaff":
      return `${leader2(s, a.leader).name} joins the staff`;
    case "drawLegislation":
      return `Legislation drawn: ${legislationCard(s, a.card).name}`;
    case "hire":
      return a.discard === null ? `${p} hires a Staffer for free` : `${p} discards ${cardName2(s, a.discard)} to hire a Staffer`;
    case "skipHire":
      return `${p} hires no Staffer`;
    case "redrawDiscard":
      return `${p} discards ${cardName2(s, a.card)} to draw a replacement`;
    case "redrawDone":
      return `${p} is done redrawing`;
    case "selectProject": {
      const c = projectCard(s, s.offered[a.state] ?? 0);
      return `${p} selects ${c.title} in ${stateName(s, a.state)}`;
    }
    case "mobilize":
      return `${p} mobilizes with ${played(s, a)}`;
    case "mobilizeDone":
      return `${p} finishes mobilizing`;
    case "assignLeader":
      return `${p} assigns ${leader2(s, a.leader).name}`;
    case "noLeader":
      return `${p} assigns no (further) Leader`;
    case "chooseLaw":
      return `${p} passes ${legislationCard(s, a.card).name} into law`;
    case "event":
      return `${p} plays ${cardName2(s, a.card)} for the event${a.target ? ` on ${a.target}` : ""}${a.law ? `, passing ${legislationCard(s, a.law).name}` : ""}`;
    case "eventsDone":
      return `${p} plays no more events now`;
    case "play":
      return `${p} plays ${played(s, a)} on his Project`;
    case "mode":
      return `${p} chooses to ${MODE_WORDS[a.mode]}`;
    case "extra":
      return `${p} adds ${played(s, a)}`;
    case "extraDone":
      return `${p} adds no more cards`;
    case "reinforce":
      return `${p} places the SEG Reinforcement on ${a.target}'s Project`;
    case "pass":
      return `${p} passes`;
    case "discard":
      return `${p} discards ${cardName2(s, a.card)}`;
    case "concede":
      return `${p} gives up the incomplete Project`;
    case "preempt":
      return `${p} takes a pre-emptive Action Round`;
    case "declinePreempt":
      return `${p} does not pre-empt`;
    case "spendStarDraw":
      return `${p} spends a Star to draw a Strategy card`;
    case "giveFundraiser":
      return `${p} offers ${cardName2(s, a.card)} to ${a.to}`;
    case "windowPass":
      return `${p} passes the interrupt window`;
    case "acceptFundraiser":
      return `${p} accepts the fundraiser`;
    case "refuseFundraiser":
      return `${p} refuses the fundraiser`;
    case "burnDiscard":
      return `${p} discards ${cardName2(s, a.card)} to answer Burn, Baby, Burn!`;
    case "burnLower":
      return `${p} lowers its Non-Violence Commitment Level`;
    case "discardDown":
      return `${p} discards ${cardName2(s, a.card)}`;
    case "appealDiscard":
      return `${p} discards ${cardName2(s, a.card)} toward a Supreme Court appeal`;
    case "discardDone":
      return `${p} keeps the rest of his hand`;
    default:
      return projectRules.describeResolution(s, a);
  }
}

// src/games/free-at-last/describe-event.ts
var cache3 = /* @__PURE__ */ new WeakMap();
function namesOf(c) {
  let n2 = cache3.get(c);
  if (!n2) {
    n2 = {
      cards: new Map(c.strategy.map((x) => [x.id, x.name])),
      leaders: new Map(c.leaders.map((x) => [x.id, x.name])),
      laws: new Map(c.legislation.map((x) => [x.id, x.name])),
      projects: new Map(c.projects.map((x) => [x.number, x.title])),
      states: new Map(c.states.map((x) => [x.id, x.name]))
    };
    cache3.set(c, n2);
  }
  return n2;
}
var names = () => namesOf(referenceComponents);
var titled = (id) => id.split("-").map((w) => w ? w[0].toUpperCase() + w.slice(1) : w).join(" ");
var card2 = (id) => id === "home" ? "the Home Card" : names().cards.get(String(id)) ?? titled(String(id));
var person = (id) => names().leaders.get(String(id)) ?? String(id);
var law = (id) => names().laws.get(String(id)) ?? titled(String(id));
var project2 = (n2) => names().projects.get(Number(n2)) ?? `Project ${String(n2)}`;
var place = (id) => names().states.get(String(id)) ?? String(id);
var list = (xs) => {
  const a = xs.map(String);
  return a.length <= 1 ? a[0] ?? "nobody" : `${a.slice(0, -1).join(", ")} and ${a[a.length - 1]}`;
};
var plural = (n2, one, many = `${one}s`) => `${String(n2)} ${n2 === 1 ? one : many}`;
var signed = (n2) => n2 >= 0 ? `+${n2}` : `\u2013${-n2}`;
var num = (n2) => n2 >= 0 ? String(n2) : `\u2013${-n2}`;
function zone(z14) {
  const [where, org7] = String(z14).split(":");
  switch (where) {
    case "supply":
      return "the supply";
    case "project":
      return `${org7}'s Project`;
    case "eliminated":
      return `${org7}'s eliminated area`;
    case "criminal":
      return `${org7}'s criminal hold`;
    default:
      return String(z14);
  }
}
var purposes = {
  "red-cubes": "for the red cubes",
  "white-cubes": "for the white cubes",
  "blue-cubes": "for the blue cubes",
  leader: "for the Leader",
  ldf: "for the LDF attorney",
  "seg-attorney": "for the SEG attorney",
  registrar: "for the registrar",
  doj: "for the D.O.J. Staff Attorney",
  fate: "for the Event Leader's fate"
};
var sides = {
  red: "red cubes",
  white: "white cubes",
  blue: "blue cubes",
  leader: "the Leader",
  ldf: "the LDF side",
  "seg-attorney": "the SEG attorney",
  registrar: "the registrar",
  doj: "the D.O.J. Staff Attorney"
};
var modes = {
  protest: "protests",
  picket: "pickets",
  exam: "takes the pupil placement exam",
  injunction: "seeks an injunction",
  advance: "advances",
  bamn: "acts By Any Means Necessary"
};
var stages = {
  protest: "the protest",
  exam: "the pupil placement exam",
  "school-year": "the school year",
  classes: "the citizenship classes",
  courthouse: "the courthouse stage",
  "bamn-white": "the first By Any Means Necessary stage",
  "bamn-blue": "the second By Any Means Necessary stage"
};
var levels = {
  "inter-racialism": "Inter-Racialism",
  "black-leadership": "Black Leadership",
  "black-power": "Black Power",
  "black-separatism": "Black Separatism"
};
function roll(e) {
  const face3 = String(e.face);
  const value = Number(e.value);
  if (e.subsequent) {
    const out = face3 === "X" || e.die === "white" && face3 === "K";
    return `subsequent roll ${face3}: ${out ? face3 === "K" ? "a K \u2014 Strike Out" : "Strike Out" : "the X stands"}`;
  }
  const leaders2 = e.leaders ?? [];
  const roller = e.purpose === "leader" && leaders2.length > 0 ? `Leader ${list(leaders2.map(person))}` : e.purpose === "fate" ? "the Event Leader" : String(e.org ?? "the owner");
  const mod = Number(e.modifier ?? 0);
  const note = e.reading === "x" ? ` \u2192 ${num(value)} (X value${mod ? `, ${signed(mod)} Staffer` : ""})` : e.reading === "minus-one" ? ` (\u20131 rule: ${num(value)})` : e.reading === "exempt" ? ` (exempt from the \u20131 rule: ${num(value)})` : mod ? ` (${signed(mod)} Staffer: ${num(value)})` : "";
  return `${roller} rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""}: ${face3}${note}`.replace(" :", ":");
}
function dieResult(e) {
  const what = `the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""}`.trim();
  if (e.klan) return `${what} Strikes Out with a K: Klan attack!`;
  if (e.struckOut) return `${what} Strikes Out and scores nothing`;
  return `${what} counts ${num(Number(e.value))}`;
}
function cubes2(e) {
  const n2 = plural(e.count, `${String(e.color)} cube`);
  const why3 = String(e.why);
  if (why3 === "collected") return `${String(e.to).split(":")[1]} collects ${n2}`;
  if (why3 === "added") return `${n2} added to ${zone(e.to)}`;
  const go = e.count === 1 ? "goes" : "go";
  if (/^(removed|saved) by /.test(why3)) return `${n2} ${why3} ${go} to ${zone(e.to)}`;
  return `${n2} ${go} from ${zone(e.from)} to ${zone(e.to)} (${why3})`;
}
function litigation(e) {
  const court = e.court === "supreme" ? "at the Supreme Court" : e.appeal ? "on appeal" : "in court";
  switch (e.result) {
    case "won":
      return `${String(e.org)} wins ${court}`;
    case "reversed on appeal":
      return `${String(e.org)} wins: the ruling is reversed on appeal`;
    case "tie":
      return `${String(e.org)}'s case ends in a tie ${court} (the SEG side wins ties)`;
    default:
      return `${String(e.org)} loses ${court}`;
  }
}
function projectAction(e) {
  const cards2 = e.cards.map(card2);
  const using = cards2.length > 0 ? ` with ${list(cards2)}` : "";
  if (e.mode === "injunction") {
    const team2 = [e.attorney, e.coCounsel].filter((x) => x !== null && x !== void 0).map(String);
    return `${String(e.org)} seeks an injunction${using}${team2.length > 0 ? ` (${list(team2)} for the LDF)` : ""}`;
  }
  const stage3 = e.stage ? ` (${stages[String(e.stage)] ?? String(e.stage)})` : "";
  return `${String(e.org)} ${modes[String(e.mode)] ?? String(e.mode)}${stage3}${using}`;
}
function stars2(e) {
  const n2 = Number(e.count ?? 1);
  return `${String(e.org)} gains ${plural(n2, "Star")}${e.why ? ` (${String(e.why)})` : ""}`;
}
function starSpent(e) {
  if (e.for === "draw") return `${String(e.org)} spends a Star to draw a Strategy card`;
  return `${String(e.org)} spends ${plural(Number(e.count ?? 1), "Star")}${e.why ? `: ${String(e.why)}` : ""}`;
}
var leaderFate = (e) => `the Event Leader of ${String(e.org)} ${String(e.fate)}`;
var describers = {
  advanced: (e) => `${plural(e.count, "red cube")} of ${String(e.org)} advance${e.count === 1 ? "s" : ""}`,
  appealDiscard: (e) => `${String(e.org)} discards ${card2(e.card)} for an appeal`,
  appealFiled: (e) => `${String(e.org)} files an appeal to the Supreme Court`,
  appealRefund: (e) => `${String(e.org)} takes ${card2(e.card)} back: a consolidated appeal costs three cards (22.16)`,
  burnBabyBurn: (e) => `Burn, Baby, Burn!: ${list(e.orgs)} must discard a card or lower Non-Violence`,
  burnDiscard: (e) => `${String(e.org)} discards ${card2(e.card)} to Burn, Baby, Burn!`,
  cardDrawn: (e) => `${String(e.org)} draws a Strategy card`,
  cubes: cubes2,
  demoralization: (e) => `${String(e.color)} demoralization: ${list(e.orgs)} affected`,
  dieResult,
  discard: (e) => `${e.org ? `${String(e.org)} discards` : "discarded:"} ${card2(e.card)}${e.why ? ` (${String(e.why)})` : ""}`,
  discardDown: (e) => `${String(e.org)} discards ${card2(e.card)} down to the hand limit`,
  dojAttorney: (e) => `${String(e.org)} calls in the D.O.J. Staff Attorney`,
  event: (e) => `${String(e.org)} plays the event ${String(e.name ?? card2(e.card))}${e.target ? ` on ${String(e.target)}` : ""}${e.law ? `, passing ${law(e.law)}` : ""}`,
  eventLeader: (e) => `${person(e.leader)} takes over ${String(e.org)}'s Project as Event Leader`,
  eventLeaderEliminated: (e) => `the Event Leader of ${String(e.org)} is eliminated`,
  eventLeaderFate: leaderFate,
  extraCard: (e) => `${String(e.org)} adds ${card2(e.card)} to the action`,
  failure: (e) => `${String(e.org)} receives ${plural(e.count, "Failure Marker")}${e.why ? ` (${String(e.why)})` : ""}`,
  federalLegislation: (e) => law(e.card).startsWith("Federal Legislation") ? law(e.card) : `Federal Legislation: ${law(e.card)}`,
  freedomMarkerVps: (e) => `${String(e.org)} scores ${String(e.vp)} VP for Freedom Markers`,
  freedomRider: (e) => `${String(e.org)} sends ${person(e.leader)} as a Freedom Rider`,
  freedomRidersLost: (e) => `${String(e.org)} loses Freedom Riders: ${list(e.riders.map(person))}`,
  fundraiser: (e) => `${String(e.from)} gives ${card2(e.card)} to ${String(e.to)} as a fundraiser (+${plural(e.stars, "Star")})`,
  fundraiserRefused: (e) => `${String(e.to)} refuses ${String(e.from)}'s fundraiser`,
  hire: (e) => e.discard === null ? `${String(e.org)} hires a Staffer for free` : `${String(e.org)} discards ${card2(e.discard)} to hire a Staffer`,
  hits: (e) => {
    const side = sides[String(e.side)] ?? String(e.side);
    return `${side} score${side.startsWith("the ") ? "s" : ""} ${plural(e.hits, "hit")} on ${String(e.org)}'s Project`;
  },
  klan: (e) => `Klan attack on ${String(e.org)}'s Project: ${list(e.killed.map(person))} killed`,
  lawHeldUp: (e) => `${law(e.card)} is held up in Congress`,
  lawImplemented: (e) => `${law(e.card)} is implemented`,
  lawPassed: (e) => `${law(e.card)} passes into law (${String(e.area)} Projects)`,
  leaderAssigned: (e) => `${String(e.org)} assigns ${person(e.leader)} to its Project`,
  litigation,
  localFigure: (e) => `Local Figure ${String(e.name)} is activated (${e.side === "seg" ? "SEG" : "civil rights"} side)`,
  mobilized: (e) => `${String(e.org)} mobilizes with ${plural(e.cards, "card")}: ${plural(e.red, "red cube")}`,
  nonViolenceLowered: (e) => `${String(e.org)} lowers its Non-Violence Commitment to ${levels[String(e.level)] ?? String(e.level)}`,
  overkill: (e) => `Overkill: ${plural(e.count, "button")} on ${String(e.org)}'s Project`,
  overkillRemoved: (e) => `${String(e.org)} removes ${plural(e.count, "Overkill button")}`,
  pass: (e) => `${String(e.org)} passes`,
  actionLost: (e) => `${String(e.org)}'s ${String(e.mode)} action is lost: its Project no longer allows it (ruling 13.3)`,
  play: (e) => `${String(e.org)} plays ${card2(e.card)} as a ${String(e.color)} ${String(e.rank)}`,
  preempt: (e) => `${String(e.org)} takes a pre-emptive Action Round`,
  projectAction,
  projectDealt: (e) => `Project ${e.discarded ? "dealt and discarded" : "dealt"}: ${project2(e.card)} in ${place(e.state)}`,
  projectFailure: (e) => `${String(e.org)}'s Project fails: ${project2(e.card)}`,
  projectSelected: (e) => `${String(e.org)} selects ${String(e.title ?? project2(e.card))} in ${place(e.state)}`,
  projectSuccess: (e) => `${String(e.org)}'s Project succeeds: ${project2(e.card)} earns ${withArticle(String(e.freedomMarker))} Freedom Marker`,
  projectWithdrawn: (e) => `${String(e.org)} withdraws its Project`,
  redrawDiscard: (e) => `${String(e.org)} discards a Project to draw another`,
  registrar: (e) => `the registrar ${e.localFigure ? `(${String(e.localFigure)}${e.activated ? ", activated" : ""}) ` : ""}faces ${String(e.org)}`,
  response: (e) => `${String(e.org)} plays ${card2(e.card)} in response: ${signed(Number(e.hits))} LDF hits`,
  roll,
  segReinforcement: (e) => `SEG Reinforcement: a ${String(e.color)} cube joins ${String(e.target)}'s Project`,
  staffCommitted: (e) => `${String(e.org)} commits Staffer ${person(e.staff)} ${purposes[String(e.to)] ?? ""}`.trimEnd(),
  staffHired: (e) => `${person(e.leader)} joins ${String(e.org)}'s staff`,
  staffReroll: (e) => `${String(e.org)} re-rolls the ${String(e.die)} die ${purposes[String(e.purpose)] ?? ""} with a Staffer`.replace("  ", " "),
  stageComplete: (e) => `${String(e.org)} completes ${stages[String(e.stage)] ?? String(e.stage)}`,
  star: stars2,
  stars: stars2,
  starSpent,
  strikeFirst: (e) => `${String(e.org)} announces Strike First`,
  strikeFirstBackfired: (e) => `${String(e.org)}'s Strike First backfires`,
  supremeCourt: (e) => `the Supreme Court hears the criminal case of ${list(e.orgs)}`,
  turnEnd: (e) => `end of Turn ${String(e.turn)}`,
  vp: (e) => `${String(e.org)} ${Number(e.vp) >= 0 ? "scores" : "loses"} ${plural(Math.abs(Number(e.vp)), "VP")} (${String(e.why)})`,
  xMove: (e) => xMove(e),
  xMoved: (e) => xMove(e),
  xReroll: (e) => `the ${String(e.die)} X is re-rolled (Legislation)`
};
function xMove(e) {
  const to = e.value === void 0 ? "" : ` to ${String(e.value)}`;
  return `the ${String(e.die)} X moves ${e.direction === "up" ? "right" : "left"}${to}`;
}
var describedEventTypes = Object.keys(describers);
function describeEvent(event) {
  const d = describers[event.type];
  return d ? d(event) : void 0;
}

// src/games/free-at-last/bots/determinize.ts
var sortedNumbers = (xs) => [...xs].sort((a, b) => a - b);
function determinizeFreeAtLast(s, seat, random) {
  const others = s.seats.filter((o) => o !== seat);
  const step4 = flowStep(s);
  const offered = step4?.kind === "fundraiser" && step4.from !== seat ? step4 : null;
  const unseen = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o].hand)].sort();
  if (offered) unseen.splice(unseen.indexOf(offered.card), 1);
  const pool = shuffled(unseen, random);
  const orgs = { ...s.orgs };
  let next = 0;
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    const known = o === offered?.from ? [offered.card] : [];
    const hand = o === seat ? org7.hand : [...known, ...pool.slice(next, next += org7.hand.length - known.length)].sort();
    orgs[o] = { ...org7, hand, staffPool: [...org7.staffPool].sort() };
  }
  const d = s.decks;
  return {
    ...s,
    rng: [...drawRng(random)],
    orgs,
    decks: { ...d, strategy: pool.slice(next).sort(), projects: sortedNumbers(d.projects), legislation: [...d.legislation].sort() }
  };
}

// src/games/free-at-last/rules/reveals.ts
var handDecides = /* @__PURE__ */ new Set(["play", "mode", "extra"]);
function freeAtLastReveals(_before, action, after) {
  return handDecides.has(action.type) && after.seats.some((o) => handSize(after, o) > 0);
}

// src/games/free-at-last/rules/deal-projects.ts
function enterDealProjects(s) {
  const t = withFlow({ ...s, phase: "deal-projects", offered: {} }, { cursor: 0, step: null });
  return pushTask(pushStages(t, { kind: "dealProjects" }), { kind: "beforeDeal" });
}
var dealProjects = (s) => queueDraws(setStage(s, null), { kind: "drawProject" }, 6);
function dealtProject(s, n2, ev) {
  const state = projectCard(s, n2).state;
  const i = s.decks.projects.indexOf(n2);
  const projects2 = keepsDistinct(s.decks.projects, [...s.decks.projects.slice(0, i), ...s.decks.projects.slice(i + 1)]);
  if (s.offered[state] !== void 0) {
    ev.push({ type: "projectDealt", card: n2, state, discarded: true });
    return { ...s, decks: { ...s.decks, projects: projects2, projectDiscard: [...s.decks.projectDiscard, n2] } };
  }
  ev.push({ type: "projectDealt", card: n2, state, discarded: false });
  return { ...s, offered: { ...s.offered, [state]: n2 }, decks: { ...s.decks, projects: projects2 } };
}

// src/games/free-at-last/rules/draws.ts
function pileOf(s, t) {
  switch (t.kind) {
    case "drawStrategy":
      return s.decks.strategy;
    case "drawProject":
      return s.decks.projects;
    case "drawStaff":
      return s.orgs[t.org].staffPool;
    case "drawLegislation":
      return s.decks.legislation;
  }
}
function refillOrLose(ctx, t) {
  const s = ctx.state;
  if (t.kind === "drawStrategy" && s.decks.strategyDiscard.length > 0) ctx.state = { ...s, decks: { ...s.decks, strategy: s.decks.strategyDiscard, strategyDiscard: [] } };
  else ctx.pop();
}
var draw2 = (make, drawn, prompt, ask) => ({
  decider: (s, t) => pileOf(s, t).length > 0 ? "chance" : "auto",
  run: refillOrLose,
  ...drawsFrom((s, t) => ({ items: pileOf(s, t), make })),
  answer: (ctx, t, a) => change(ctx, (s, ev) => drawn(popTask(s), t, a, ev)),
  prompt: (_s, t) => prompt(t),
  ask: (_s, t) => ask(t)
});
function drawnStrategy(s, t, a, ev) {
  if (a.type !== "drawStrategy") throw new Error(`${a.type} does not answer a Strategy draw`);
  const u = withDeck(s, "strategy", keepsDistinct(s.decks.strategy, without(s.decks.strategy, a.card)));
  ev.push({ type: "cardDrawn", org: t.org });
  return updateOrg(u, t.org, (o) => ({ ...o, hand: [...o.hand, a.card] }));
}
function drawnStaff(s, t, a, ev) {
  if (a.type !== "drawStaff") throw new Error(`${a.type} does not answer a Staffer draw`);
  ev.push({ type: "staffHired", org: t.org, leader: a.leader });
  return updateOrg(s, t.org, (o) => ({ ...o, staffPool: without(o.staffPool, a.leader), staff: [...o.staff, { id: a.leader, tired: false }] }));
}
var drawTasks = {
  drawStrategy: draw2((card5) => ({ type: "drawStrategy", card: card5 }), drawnStrategy, (t) => `Draw a Strategy card for ${t.org}`, (t) => ({ chance: "draw", deck: "strategy", for: t.org })),
  drawProject: draw2(
    (card5) => ({ type: "drawProject", card: card5 }),
    (s, _t, a, ev) => {
      if (a.type !== "drawProject") throw new Error(`${a.type} does not answer a Project deal`);
      return dealtProject(s, a.card, ev);
    },
    () => "Deal a Project card",
    () => ({ chance: "draw", deck: "project", for: "table" })
  ),
  drawStaff: draw2((leader4) => ({ type: "drawStaff", leader: leader4 }), drawnStaff, (t) => `Draw a Staffer for ${t.org}`, (t) => ({ chance: "draw", deck: "staff", for: t.org })),
  drawLegislation: draw2(
    (card5) => ({ type: "drawLegislation", card: card5 }),
    (s, t, a, ev) => {
      if (a.type !== "drawLegislation") throw new Error(`${a.type} does not answer a Legislation draw`);
      return drawnLegislation(s, a.card, t.to, ev);
    },
    () => "Draw a Legislation card",
    (t) => ({ chance: "draw", deck: "legislation", to: t.to })
  )
};

// src/games/free-at-last/rules/hand-management.ts
function mayPass(s, org7, preemptive) {
  const o = s.orgs[org7];
  if (preemptive || o.homeCardInHand) return false;
  if (o.hand.length > o.staff.length) return false;
  return !(flowOf(s).deadlock && activeProject(s, org7) !== void 0 && handSize(s, org7) > 0);
}

// src/games/free-at-last/rules/fundraisers.ts
function fundraiserOffers(s, org7) {
  const o = s.orgs[org7];
  if (o.receivedFundraiser) return [];
  const out = [];
  const hand = o.hand;
  for (let i = 0; i < hand.length; i++) {
    const card5 = hand[i];
    if (hand.indexOf(card5) !== i || !strategyCard(s, card5).fundraiser) continue;
    for (const t of s.seats) if (t !== org7 && !s.orgs[t].gaveFundraiser) out.push({ type: "giveFundraiser", card: card5, to: t });
  }
  return out;
}
function acceptFundraiser(s, from, to, card5, ev) {
  const stars3 = strategyCard(s, card5).rank >= 3 ? 2 : 1;
  let t = updateOrg(s, from, (o) => ({ ...o, hand: without(o.hand, card5), gaveFundraiser: true }));
  t = updateOrg(t, to, (o) => ({ ...o, hand: [...o.hand, card5], receivedFundraiser: true }));
  ev.push({ type: "fundraiser", from, to, card: card5, stars: stars3 });
  return gainStars(t, from, stars3);
}

// src/games/free-at-last/rules/interrupts.ts
function interruptOptions(s, org7) {
  const out = [];
  if (s.orgs[org7].stars > 0 && canDraw(s)) out.push({ type: "spendStarDraw" });
  if (s.phase === "action-rounds" && mayAppeal(s, org7) && s.orgs[org7].hand.length >= 2) {
    out.push(...[...new Set(s.orgs[org7].hand)].map((card5) => ({ type: "appealDiscard", card: card5 })));
  }
  out.push(...fundraiserOffers(s, org7), ...eventChoices(s, org7, true), ...windowCancelOptions(s, org7));
  return out;
}
var openInterruptWindow = (s, seats = s.seats) => pushTask(s, { kind: "window", seats: [...seats] });
function windowActions(s, org7) {
  const out = interruptOptions(s, org7);
  out.push({ type: "windowPass" });
  return out;
}
function spendStarToDraw(s, org7, ev) {
  ev.push({ type: "starSpent", org: org7, for: "draw" });
  return queueDraws(spendStars(s, org7, 1), { kind: "drawStrategy", org: org7 }, 1);
}
function applyWindow(s, org7, a, ev) {
  if (a.type === "spendStarDraw") return spendStarToDraw(s, org7, ev);
  if (a.type === "giveFundraiser") return setStep(s, { kind: "fundraiser", org: a.to, from: org7, card: a.card });
  if (a.type === "event") return playEventNow(s, org7, a, ev);
  if (a.type === "appealDiscard") return setStep(appealDiscard(s, org7, a.card, false, ev), { kind: "appeal", org: org7 });
  throw new Error(`not a window action: ${a.type}`);
}
var turnOver = (s) => s.phase === "action-rounds" && flowOf(s).round === null && !anyActiveProject(s);
var askedInWindow = (s, org7) => !turnOver(s) && offeredInterrupt(s, org7);
var interruptOffers = (s, org7) => askedInWindow(s, org7) ? windowActions(s, org7) : [];
var firstOffers2 = (s, t) => interruptOffers(s, t.seats[0]);
var interruptWindow = {
  offers: (s, t, seat) => seat === t.seats[0] ? remember(s, t, firstOffers2).slice() : interruptOffers(s, seat),
  answer(ctx, _t, org7, a) {
    const seat = org7;
    if (a.type === "windowPass") return "next";
    if (a.type === "challengeCancel" || a.type === "challengeShare") change(ctx, (s, ev) => applyCancelAction(s, seat, a, null, [], ev));
    else change(ctx, (s, ev) => applyWindow(s, seat, a, ev));
    return "again";
  },
  prompt: (s, _t, seat) => stepPrompt(s, { kind: "window", org: seat }),
  ask: (_s, _t, seat) => ({ decision: "window", org: seat }),
  explain: (s, _t, seat, a) => explainIllegal(s, { kind: "window", org: seat }, a)
};
var appealActions = (s, org7) => [...new Set(s.orgs[org7].hand)].map((card5) => ({ type: "appealDiscard", card: card5 }));
function applyAppeal(s, org7, a, ev) {
  if (a.type !== "appealDiscard") throw new Error("not an appeal card");
  return appealDiscard(setStep(s, null), org7, a.card, true, ev);
}
function applyFundraiserAnswer(s, a, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "fundraiser") throw new Error("no fundraiser offered");
  const t = setStep(s, null);
  if (a.type === "acceptFundraiser") return acceptFundraiser(t, step4.from, step4.org, step4.card, ev);
  ev.push({ type: "fundraiserRefused", from: step4.from, to: step4.org });
  return closeSeatWindow(t);
}

// src/games/free-at-last/rules/reinforcements.ts
function reinforcementTargets(s, color3) {
  if (color3 !== "red" && s.supply[color3] === 0) return [];
  return activeOwners(s).filter((o) => s.projects[o].cubes[color3] > 0);
}
function reinforce(s, color3, target, ev) {
  ev.push({ type: "segReinforcement", color: color3, target });
  if (color3 === "red") return moveCubes(s, onProject(target), eliminatedArea(target), "red", 1).state;
  return moveCubes(s, supply, onProject(target), color3, 1).state;
}

// src/games/free-at-last/rules/challenges/lasting.ts
function challengesOnProjectAction(s, org7, ev) {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card5 = challengeCard(t, entry.card);
    const p = activeProject(t, org7);
    if (!p || entry.org !== org7 && entry.org !== null || card5.trigger.on !== "project-action") continue;
    if (card5.trigger.stages.length > 0 && !card5.trigger.stages.includes(p.stage)) continue;
    ev.push({ type: "challengeImplemented", card: entry.card, name: card5.name, org: org7 });
    const r = applyChallenge(t, card5, org7, true, ev);
    t = r.state;
    if (entry.org === org7 && (r.added.white > 0 || r.added.blue > 0)) {
      const c = challengesOf(t);
      const inPlay2 = c.inPlay.map((x) => x.card === entry.card ? { ...x, added: { white: x.added.white + r.added.white, blue: x.added.blue + r.added.blue } } : x);
      t = withChallenges(t, { inPlay: inPlay2 });
    }
  }
  return t;
}
function challengesEndOfTurn(s, ev) {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card5 = challengeCard(t, entry.card);
    if (card5.trigger.on === "project-failure" && entry.org !== null && t.projects[entry.org]?.outcome === "failure") {
      ev.push({ type: "challengeFailed", org: entry.org, card: entry.card, name: card5.name });
      t = applyChallenge(t, card5, entry.org, false, ev).state;
    }
  }
  const c = challengesOf(t);
  const all = [...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
  return withChallenges(t, { dealt: {}, byBoard: [], inPlay: [], discard: [...c.discard, ...all] });
}

// src/games/free-at-last/rules/action-rounds.ts
var ranks = [1, 2, 3, 4];
var colors = ["red", "white", "blue"];
function enterActionRounds(s) {
  let t = { ...s, phase: "action-rounds", actionRound: 1 };
  for (const o of t.seats) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  return pushStages(withFlow(t, { cursor: 0, step: null, round: null, preemptor: null, deadlock: false }), { kind: "roundWindow" });
}
var actor = (s) => flowOf(s).preemptor ?? s.seats[flowOf(s).cursor];
var roundStages = {
  roundPreempt: (s) => offerPreempt(setStage(s, { kind: "roundWindow" })),
  roundWindow: (s) => openInterruptWindow(setStage(s, { kind: "roundBegin" })),
  // the variants' hook comes first (23.1 the solitaire draw)
  roundBegin: (s) => pushTask(setStage(s, { kind: "roundPlay" }), { kind: "beforeAction" }),
  roundPlay: (s, ev) => startAction(setStage(s, { kind: "roundBegin" }), ev)
};
function continueRounds(s, kind2, ev) {
  if (flowOf(s).round) return progressRound(s, ev);
  if (!anyActiveProject(s)) return setStage(s, null);
  return roundStages[kind2](s, ev);
}
function offerPreempt(s) {
  if (s.actionRound < 2) return s;
  const sizes = s.seats.map((o) => handSize(s, o));
  const most = Math.max(...sizes);
  const leaders2 = s.seats.filter((_, i) => sizes[i] === most);
  const p = leaders2[0];
  if (leaders2.length !== 1 || most === 0 || p === s.seats[flowOf(s).cursor]) return s;
  return setStep(s, { kind: "preempt", org: p });
}
function applyPreempt(s, org7, a, ev) {
  if (a.type === "preempt") ev.push({ type: "preempt", org: org7 });
  return withFlow(s, { step: null, preemptor: a.type === "preempt" ? org7 : flowOf(s).preemptor });
}
function startAction(s, ev) {
  const org7 = actor(s);
  const p = activeProject(s, org7);
  if (p?.leaderLost && assignableLeaders(s, org7).length > 0) return setStep(s, { kind: "leader", org: org7, purpose: "replace" });
  if (p && handSize(s, org7) === 0 && !(s.orgs[org7].stars > 0 && canDraw(s))) {
    return nextSeat(run(ev, projectRules.abandonProject(s, org7)));
  }
  if (!p && handSize(s, org7) === 0) return applyAction(s, org7, { type: "pass" }, ev);
  return setStep(s, { kind: "action", org: org7 });
}
function matching(s, org7, rank2) {
  const o = s.orgs[org7];
  return o.hand.filter((c) => strategyCard(s, c).rank === rank2).length + (o.homeCardInHand ? 1 : 0);
}
function matchingByRank(s, org7) {
  const o = s.orgs[org7];
  const home = o.homeCardInHand ? 1 : 0;
  const counts2 = [home, home, home, home, home];
  for (const c of o.hand) counts2[strategyCard(s, c).rank] += 1;
  return counts2;
}
function feasibleModes(s, first, modes3, counts2) {
  const left = (rank2) => counts2[rank2] - (first.id === "home" ? 1 : strategyCard(s, first.id).rank === rank2 ? 1 : 0);
  return modes3.filter((m) => m.extraCards.min === 0 || left(m.extraCards.rank === "first" ? first.rank : 4) >= m.extraCards.min);
}
function playable(s, org7) {
  const o = s.orgs[org7];
  const out = [...new Set(o.hand)].map((id) => {
    const c = strategyCard(s, id);
    return { id, rank: c.rank, color: c.color };
  });
  if (o.homeCardInHand) for (const rank2 of ranks) for (const color3 of colors) out.push({ id: "home", rank: rank2, color: color3 });
  return out;
}
function actionActions(s, org7) {
  const preemptive = flowOf(s).preemptor === org7;
  const o = s.orgs[org7];
  if (handSize(s, org7) === 0) {
    if (activeProject(s, org7)) return o.stars > 0 && canDraw(s) ? [{ type: "spendStarDraw" }, { type: "concede" }] : [{ type: "concede" }];
    return [{ type: "pass" }];
  }
  const modes3 = projectRules.projectModes(s, org7);
  const out = [];
  if (modes3.length > 0) {
    const counts2 = matchingByRank(s, org7);
    for (const c of playable(s, org7)) {
      if (feasibleModes(s, c, modes3, counts2).length > 0) out.push({ type: "play", card: c.id, rank: c.rank, color: c.color });
    }
  }
  out.push(...eventChoices(s, org7));
  if (mayPass(s, org7, preemptive)) out.push({ type: "pass" });
  else if (out.length === 0) {
    for (const id of new Set(o.hand)) out.push({ type: "discard", card: id });
    if (o.homeCardInHand) out.push({ type: "discard", card: "home" });
  }
  return out;
}
function newRound(org7, preemptive, use2, cards2) {
  return { org: org7, preemptive, use: use2, cards: cards2, mode: null, extra: null, reinforce: [], event: null, stage: "build" };
}
var toPlayed = (cards2) => cards2.map((c) => ({ ...c, rank: c.rank }));
var toDisplay = (s, id) => id === "home" ? s : withDeck(s, "display", [...s.decks.display, id]);
function applyAction(s0, org7, a, ev) {
  const s = setStep(s0, null);
  const preemptive = flowOf(s).preemptor === org7;
  switch (a.type) {
    case "pass": {
      ev.push({ type: "pass", org: org7 });
      let t = updateOrg(s, org7, (o) => ({ ...o, passed: true }));
      if (t.seats.every((x) => t.orgs[x].passed)) t = withFlow(t, { deadlock: true });
      return nextSeat(t);
    }
    case "concede":
      return nextSeat(run(ev, projectRules.abandonProject(s, org7)));
    case "spendStarDraw":
      return spendStarToDraw(s, org7, ev);
    case "discard": {
      ev.push({ type: "discard", org: org7, card: a.card });
      const t = takeFromHand(s, org7, a.card);
      return withFlow(toDisplay(t, a.card), { round: { ...newRound(org7, preemptive, "discard", [{ id: a.card, rank: 1, color: "red" }]), stage: "close" } });
    }
    case "event": {
      const card5 = strategyCard(s, a.card);
      const t = toDisplay(takeFromHand(s, org7, a.card), a.card);
      const round = {
        ...newRound(org7, preemptive, "event", [{ id: a.card, rank: card5.rank, color: card5.color }]),
        event: { card: a.card, target: a.target, law: a.law },
        // 19.4 Robert F. Williams / Malcolm X: a second and third 4-rank card may join the event
        extra: isEventLeader(card5) ? { min: 0, max: 2, rank: 4 } : null
      };
      const u = withFlow(t, { round });
      return extraActions(u, org7).length > 0 ? setStep(u, { kind: "extra", org: org7 }) : toReinforce(u);
    }
    case "play": {
      const first = { id: a.card, rank: a.rank, color: a.color };
      const modes3 = feasibleModes(s, first, projectRules.projectModes(s, org7), matchingByRank(s, org7));
      const t = withFlow(toDisplay(takeFromHand(s, org7, a.card), a.card), { round: newRound(org7, preemptive, "project", [first]) });
      ev.push({ type: "play", org: org7, card: a.card, rank: a.rank, color: a.color });
      if (modes3.length === 1) return chooseMode(t, org7, modes3[0]);
      return setStep(t, { kind: "mode", org: org7 });
    }
    default:
      throw new Error(`not an Action Round action: ${a.type}`);
  }
}
function modeActions(s, org7) {
  const r = flowOf(s).round;
  const first = r.cards[0];
  return projectRules.projectModes(s, org7).filter((m) => m.extraCards.min === 0 || matching(s, org7, m.extraCards.rank === "first" ? first.rank : 4) >= m.extraCards.min).map((m) => ({ type: "mode", mode: m.mode }));
}
function chooseMode(s, org7, m) {
  const r = flowOf(s).round;
  const t = withFlow(s, { round: { ...r, mode: m.mode, extra: m.extraCards } });
  return extraActions(t, org7).length > 0 ? setStep(t, { kind: "extra", org: org7 }) : toReinforce(t);
}
function applyMode(s, org7, mode2) {
  const m = projectRules.projectModes(s, org7).find((x) => x.mode === mode2);
  if (!m) throw new Error(`mode ${mode2} not open`);
  return chooseMode(setStep(s, null), org7, m);
}
function extraActions(s, org7) {
  const r = flowOf(s).round;
  const x = r.extra;
  if (!x || r.cards.length - 1 >= x.max) return [];
  const rank2 = x.rank === "first" ? r.cards[0].rank : 4;
  const out = playable(s, org7).filter((c) => c.rank === rank2).map((c) => ({ type: "extra", card: c.id, rank: c.rank, color: c.color }));
  if (r.cards.length - 1 >= x.min && out.length > 0) out.push({ type: "extraDone" });
  return out;
}
function applyExtra(s0, org7, a, ev) {
  const s = setStep(s0, null);
  if (a.type === "extraDone") return toReinforce(s);
  if (a.type !== "extra") throw new Error("not an extra card");
  ev.push({ type: "extraCard", org: org7, card: a.card });
  const r = flowOf(s).round;
  const t = withFlow(toDisplay(takeFromHand(s, org7, a.card), a.card), { round: { ...r, cards: [...r.cards, { id: a.card, rank: a.rank, color: a.color }] } });
  return extraActions(t, org7).length > 0 ? setStep(t, { kind: "extra", org: org7 }) : toReinforce(t);
}
var isEventLeader = (card5) => card5.effects.some((e) => e.kind === "event-leader");
function toReinforce(s) {
  const r = flowOf(s).round;
  const yellow = r.use === "event" && r.event !== null && isEventLeader(strategyCard(s, r.event.card));
  const cards2 = yellow ? r.cards.slice(1) : r.cards;
  return withFlow(s, { round: { ...r, reinforce: cards2.map((c) => c.color), stage: "reinforce" } });
}
var reinforceActions = (s, color3) => reinforcementTargets(s, color3).map((target) => ({ type: "reinforce", target }));
function applyReinforce(s, target, ev) {
  const r = flowOf(s).round;
  const t = reinforce(setStep(s, null), r.reinforce[0], target, ev);
  return withFlow(t, { round: { ...r, reinforce: r.reinforce.slice(1) } });
}
function progressRound(s, ev) {
  const r = flowOf(s).round;
  if (r.stage === "reinforce") {
    if (r.reinforce.length === 0) {
      return r.use === "project" ? openInterruptWindow(withFlow(s, { round: { ...r, stage: "pre-dice" } }), [r.org]) : withFlow(s, { round: { ...r, stage: "act" } });
    }
    const color3 = r.reinforce[0];
    const targets = reinforcementTargets(s, color3);
    if (targets.length === 0) return withFlow(s, { round: { ...r, reinforce: r.reinforce.slice(1) } });
    if (targets.length === 1) return applyReinforce(s, targets[0], ev);
    return setStep(s, { kind: "reinforce", org: r.org, color: color3 });
  }
  if (r.stage === "pre-dice") return withFlow(s, { round: { ...r, stage: "act" } });
  if (r.stage === "act") {
    const t = withFlow(s, { round: { ...r, stage: "close" } });
    if (r.use === "event" && r.event) return applyEvent(t, r.org, r.event.card, r.event.target, r.event.law, ev, toPlayed(r.cards.slice(1)));
    if (r.use === "project" && r.mode) {
      if (!projectRules.projectModes(t, r.org).some((m) => m.mode === r.mode)) {
        ev.push({ type: "actionLost", org: r.org, mode: r.mode });
        return t;
      }
      return run(ev, projectRules.beginProjectAction(challengesOnProjectAction(t, r.org, ev), r.org, r.mode, toPlayed(r.cards)));
    }
    return t;
  }
  return closeRound(s, ev);
}
function closeRound(s, ev) {
  const r = flowOf(s).round;
  let t = withDeck(s, "display", []);
  for (const c of r.cards) {
    if (c.id === "home") continue;
    if (r.use === "event" && r.event?.card === c.id) t = settleEventCard(t, r.org, c.id, ev);
    else t = withDeck(t, "strategyDiscard", [...t.decks.strategyDiscard, c.id]);
  }
  t = withFlow(t, { round: null, deadlock: false });
  for (const o of t.seats) if (t.orgs[o].passed) t = updateOrg(t, o, (x) => ({ ...x, passed: false }));
  if (r.use !== "event" && r.cards.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev);
  for (const o of activeOwners(t)) {
    const p = t.projects[o];
    if (p.cubes.red === 0 && p.freedomRiders.length === 0) t = run(ev, projectRules.abandonProject(t, o));
    else t = run(ev, projectRules.succeedIfCollected(t, o));
  }
  return nextSeat(t);
}
function nextSeat(s) {
  if (flowOf(s).preemptor) return setStage(withFlow(s, { preemptor: null, step: null }), { kind: "roundPreempt" });
  const next = flowOf(s).cursor + 1;
  const wrap = next >= s.seats.length;
  return setStage(withFlow({ ...s, actionRound: s.actionRound + (wrap ? 1 : 0) }, { cursor: wrap ? 0 : next, step: null }), { kind: "roundPreempt" });
}

// src/games/free-at-last/rules/deal-strategy.ts
function enterDealStrategy(s) {
  let t = withFlow({ ...s, phase: "deal-strategy" }, { step: null });
  for (const org7 of t.seats) {
    t = updateOrg(t, org7, (o) => ({ ...o, homeCardInHand: true }));
    t = queueDraws(t, { kind: "drawStrategy", org: org7 }, 6);
  }
  return t;
}

// src/games/free-at-last/rules/scoring.ts
function starVps(s, stars3) {
  const v = componentsOf(s).starValues.values;
  const last2 = v.length - 1;
  if (stars3 <= last2) return v[stars3];
  return v[last2] + (stars3 - last2) * (v[last2] - v[last2 - 1]);
}
function penaltyPerFailure(s) {
  const v = componentsOf(s).failurePenalties.values;
  return v[Math.min(failureMarkers(s).track, v.length - 1)];
}
var seggieVictory = (s) => failureMarkers(s).track >= 9;
function finalScoring(s) {
  const per = penaltyPerFailure(s);
  let t = s;
  for (const o of s.seats) {
    const org7 = s.orgs[o];
    t = addVp(t, o, "stars", starVps(s, org7.stars));
    t = addVp(t, o, "failures", per * org7.failures);
  }
  return { ...t, phase: "game-over" };
}
function gameResult(s) {
  const scores = {};
  for (const o of s.seats) scores[o] = s.orgs[o].vp;
  if (seggieVictory(s)) return { scores, winners: [], reason: `Seggie victory: ${failureMarkers(s).track} Failure Markers (1.6)`, code: "seggie" };
  const best2 = Math.max(...Object.values(scores));
  const winners = s.seats.filter((o) => scores[o] === best2);
  if (winners.length > 1) return { scores, winners, reason: "tie for the most VPs: all tied players win (21.1)", code: "final-scoring-tie" };
  return { scores, winners, reason: "most VPs (1.1)", code: "final-scoring" };
}

// src/games/free-at-last/rules/end-of-turn.ts
function enterEndOfTurn(s) {
  return openEventWindow(pushStages(withFlow({ ...s, phase: "end-of-turn" }, { step: null, cursor: 0, round: null, preemptor: null }), ...endOfTurnStages(0)));
}
function endOfTurnStages(cursor2) {
  return [{ kind: "heldMandatory" }, { kind: "discardSeats", cursor: cursor2 }, { kind: "supremeCourt" }, { kind: "challengesEnd" }];
}
function needsDiscardStep(s, org7) {
  const o = s.orgs[org7];
  return o.hand.length > o.staff.length || mayAppeal(s, org7) && o.hand.length >= 2;
}
function heldMandatory(s, ev) {
  let t = setStage(s, null);
  for (const o of t.seats) {
    for (const c of t.orgs[o].hand.filter((id) => isMandatory(t, id))) {
      ev.push({ type: "discard", org: o, card: c, why: "mandatory event held at the end of the Turn" });
      t = triggerBurn(discardFromHand(t, o, c), ev);
    }
  }
  return t;
}
function discardSeats(s, cursor2) {
  for (let i = cursor2; i < s.seats.length; i++) {
    const org7 = s.seats[i];
    if (needsDiscardStep(s, org7)) return setStep(setStage(s, { kind: "discardSeats", cursor: i + 1 }), { kind: "discardDown", org: org7, appealCards: 0 });
  }
  return setStage(s, null);
}
function supremeCourt(s, ev) {
  let t = setStage(s, null);
  for (const o of t.seats) if (!t.orgs[o].appealFiled) t = moveCubes(t, criminalHold(o), eliminatedArea(o), "red", t.orgs[o].criminalHold).state;
  return run(ev, projectRules.beginSupremeCourt(t));
}
var challengesEnd = (s, ev) => pushTask(setStage(challengesEndOfTurn(s, ev), null), { kind: "turnCleanup" });
function discardDownActions(s, org7, appealCards) {
  const o = s.orgs[org7];
  const cards2 = [...new Set(o.hand)];
  const out = [];
  if (mayAppeal(s, org7) && o.hand.length >= 2 - appealCards) out.push(...cards2.map((card5) => ({ type: "appealDiscard", card: card5 })));
  if (o.hand.length > o.staff.length) out.push(...cards2.map((card5) => ({ type: "discardDown", card: card5 })));
  else out.push({ type: "discardDone" });
  return out;
}
function applyDiscardDown(s, org7, a, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "discardDown") throw new Error("not discarding");
  if (a.type === "discardDone") return setStep(s, null);
  if (a.type !== "discardDown" && a.type !== "appealDiscard") throw new Error("not a discard");
  let t;
  let appealCards = step4.appealCards;
  if (a.type === "appealDiscard") {
    t = appealDiscard(s, org7, a.card, appealCards === 1, ev);
    appealCards = appealCards === 1 ? 0 : 1;
  } else {
    ev.push({ type: a.type, org: org7, card: a.card });
    t = discardFromHand(s, org7, a.card);
  }
  const next = setStep(t, { kind: "discardDown", org: org7, appealCards });
  const more = needsDiscardStep(next, org7) || appealCards === 1 && next.orgs[org7].hand.length > 0;
  return more ? next : setStep(next, null);
}
var thresholds = { red: 9, white: 9, blue: 5 };
function demoralize(s, ev) {
  let t = s;
  for (const color3 of ["red", "white", "blue"]) {
    const who2 = t.seats.filter((o) => t.orgs[o].eliminated[color3] >= thresholds[color3]);
    if (who2.length === 0) continue;
    ev.push({ type: "demoralization", color: color3, orgs: who2 });
    t = moveX(t, color3, "down");
    for (const o of who2) t = color3 === "red" ? gainFailures(t, o, 1) : gainStars(t, o, 1);
  }
  return t;
}
function scoreFreedomMarkers(s, ev) {
  let t = s;
  for (const o of s.seats) {
    const fm = s.orgs[o].freedomMarkers;
    const types2 = (fm.S > 0 ? 1 : 0) + (fm.A > 0 ? 1 : 0) + (fm.V > 0 ? 1 : 0);
    if (types2 > 0) ev.push({ type: "freedomMarkerVps", org: o, vp: 5 * types2 });
    t = addVp(t, o, "freedomMarkers", 5 * types2);
  }
  return t;
}
function finishTurn(s, ev) {
  let t = s;
  for (const o of t.seats) if (t.orgs[o].criminalHold > 0) t = moveCubes(t, criminalHold(o), eliminatedArea(o), "red", t.orgs[o].criminalHold).state;
  t = scoreFreedomMarkers(demoralize(t, ev), ev);
  const returning = new Set(flowOf(t).leadersReturning);
  for (const o of t.seats) {
    const p = t.projects[o];
    if (p) {
      for (const c of ["red", "white", "blue"]) t = moveCubes(t, onProject(o), supply, c, p.cubes[c]).state;
      const led = [...p.leaders, ...p.freedomRiders];
      t = updateOrg(t, o, (x) => ({
        ...x,
        protestLeaders: [...x.protestLeaders, ...led.filter((l) => returning.has(l))],
        removedLeaders: [...x.removedLeaders, ...led.filter((l) => !returning.has(l))]
      }));
    }
    for (const c of ["red", "white", "blue"]) t = moveCubes(t, eliminatedArea(o), supply, c, t.orgs[o].eliminated[c]).state;
    t = updateOrg(t, o, (x) => ({
      ...x,
      staff: x.staff.map((m) => ({ ...m, tired: false })),
      homeCardInHand: false,
      appealFiled: false,
      hiredThisTurn: 0,
      gaveFundraiser: false,
      receivedFundraiser: false,
      passed: false
    }));
  }
  const cards2 = Object.values(t.projects).map((p) => p.card);
  t = { ...t, projects: {}, decks: { ...t.decks, projectDiscard: [...t.decks.projectDiscard, ...cards2] } };
  t = withFlow(t, { leadersReturning: [], deadlock: false, burn: [] });
  ev.push({ type: "turnEnd", turn: t.turn });
  if (t.turn >= 3) return finalScoring(t);
  return enterDealProjects({ ...t, turn: t.turn + 1, actionRound: 0 });
}

// src/games/free-at-last/rules/select-projects.ts
var enterSelectProjects = (s) => openInterruptWindow(pushStages(withFlow({ ...s, phase: "select-projects" }, { cursor: 0, step: null }), { kind: "selectSeats", cursor: 0 }));
function offerSelect(s, org7) {
  return Object.keys(s.offered).length > 0 ? setStep(s, { kind: "select", org: org7 }) : s;
}
function selectSeats(s, cursor2) {
  if (cursor2 >= s.seats.length) return openEventWindow(setStage(s, null));
  const org7 = s.seats[cursor2];
  const t = setStage(s, { kind: "selectSeats", cursor: cursor2 + 1 });
  if (org7 === "NAACP" && t.orgs[org7].hand.length > 0) return setStep(pushStages(t, { kind: "selectAfterRedraw", org: org7 }), { kind: "redraw", org: org7, left: 3, discarded: 0 });
  return offerSelect(t, org7);
}
var selectAfterRedraw = (s, org7) => offerSelect(setStage(s, null), org7);
function discardUnselected(s) {
  const d = s.decks;
  return { ...s, offered: {}, decks: { ...d, projectDiscard: [...d.projectDiscard, ...Object.values(s.offered)] } };
}
function redrawActions(s, org7, left) {
  const out = left > 0 ? [...new Set(s.orgs[org7].hand)].map((card5) => ({ type: "redrawDiscard", card: card5 })) : [];
  return [...out, { type: "redrawDone" }];
}
function applyRedraw(s, org7, a, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "redraw") throw new Error("no redraw pending");
  if (a.type === "redrawDiscard") {
    ev.push({ type: "redrawDiscard", org: org7 });
    const t = setStep(discardFromHand(s, org7, a.card), { ...step4, left: step4.left - 1, discarded: step4.discarded + 1 });
    return isMandatory(t, a.card) ? triggerBurn(t, ev) : t;
  }
  return queueDraws(setStep(s, null), { kind: "drawStrategy", org: org7 }, step4.discarded);
}
var selectActions = (s) => Object.keys(s.offered).map((state) => ({ type: "selectProject", state }));
function initialStage(type2, blue2) {
  if (type2 === "A") return "protest";
  if (type2 === "V") return "classes";
  return blue2 > 0 ? "exam" : "school-year";
}
function applySelect(s, org7, state, ev) {
  const n2 = s.offered[state];
  const card5 = projectCard(s, n2);
  const offered = { ...s.offered };
  delete offered[state];
  const blue2 = card5.seg.blue + extraBlueOnProjects(s.orgs[org7].nonViolence);
  const project4 = freshProject(n2, org7, initialStage(card5.type, blue2));
  let t = { ...s, offered, projects: { ...s.projects, [org7]: project4 } };
  t = moveCubes(t, supply, onProject(org7), "white", card5.seg.white).state;
  t = moveCubes(t, supply, onProject(org7), "blue", blue2).state;
  ev.push({ type: "projectSelected", org: org7, card: n2, title: card5.title, state });
  return setStep(t, { kind: "mobilize", org: org7, cards: [] });
}
function applyMobilizeCard(s, org7, c) {
  const step4 = flowStep(s);
  if (step4?.kind !== "mobilize") throw new Error("not mobilizing");
  const t = takeFromHand(s, org7, c.id);
  const onDisplay2 = c.id === "home" ? t : withDeck(t, "display", [...t.decks.display, c.id]);
  return setStep(onDisplay2, { ...step4, cards: [...step4.cards, c] });
}
function applyMobilizeDone(s, org7, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "mobilize") throw new Error("not mobilizing");
  const cards2 = step4.cards;
  let t = setStep(s, null);
  t = { ...t, decks: { ...t.decks, display: [], strategyDiscard: [...t.decks.strategyDiscard, ...t.decks.display] } };
  const red2 = 3 * cards2.length + extraRedAtMobilization(t.orgs[org7].nonViolence);
  const m = moveCubes(t, supply, onProject(org7), "red", red2);
  ev.push({ type: "mobilized", org: org7, cards: cards2.length, red: m.moved });
  t = m.state;
  if (cards2.length > 0) t = run(ev, projectRules.activateBySetSize(t, org7, cards2.length));
  if (cards2.some((c) => isMandatory(t, c.id))) t = triggerBurn(t, ev);
  return nextLeaderStep(t, org7, "assign");
}
function nextLeaderStep(s, org7, from) {
  if (!s.projects[org7] || s.projects[org7].outcome !== "active") return setStep(s, null);
  if (from === "assign" && assignableLeaders(s, org7).length > 0) return setStep(s, { kind: "leader", org: org7, purpose: "assign" });
  if (from !== "riders" && mayTakeSecond(s, org7)) return setStep(s, { kind: "leader", org: org7, purpose: "second" });
  if (availableRiders(s, org7).length > 0) return setStep(s, { kind: "riders", org: org7 });
  return setStep(s, null);
}
function applyLeaderChoice(s, org7, a, ev) {
  const step4 = flowStep(s);
  if (step4?.kind !== "leader" && step4?.kind !== "riders") throw new Error("no leader decision");
  const purpose2 = step4.kind === "riders" ? "riders" : step4.purpose;
  if (a.type === "noLeader") {
    if (purpose2 === "replace") {
      const p = s.projects[org7];
      return setStep({ ...s, projects: { ...s.projects, [org7]: { ...p, leaderLost: false } } }, null);
    }
    return setStep(s, null);
  }
  if (a.type !== "assignLeader") throw new Error("not a leader choice");
  if (purpose2 === "replace") return setStep(assignLeader(replaceLeaders(s, org7), org7, a.leader, ev), null);
  if (purpose2 === "additional") return setStep(assignLeader(s, org7, a.leader, ev), null);
  const t = assignLeader(s, org7, a.leader, ev);
  if (purpose2 === "riders") return availableRiders(t, org7).length > 0 ? setStep(t, { kind: "riders", org: org7 }) : setStep(t, null);
  return nextLeaderStep(t, org7, purpose2 === "assign" ? "second" : "riders");
}

// src/games/free-at-last/rules/flow.ts
function nextPhase(s, ev) {
  switch (s.phase) {
    case "deal-projects":
      return enterDealStrategy(s);
    case "deal-strategy":
      return enterHireStaff(s);
    case "hire-staff":
      return enterSelectProjects(s);
    case "select-projects":
      return isAdvanced(s) ? enterChallenges(discardUnselected(s)) : enterLegislation(discardUnselected(s));
    case "challenges":
      return enterLegislation(s);
    case "legislation":
      return enterActionRounds(s);
    case "action-rounds":
      return enterEndOfTurn(s);
    case "end-of-turn":
      return finishTurn(s, ev);
    case "game-over":
      return s;
  }
}
var burning = (s) => flowOf(s).burn.length > 0;
function askBurn(ctx) {
  ctx.state = setStep(ctx.state, { kind: "burn", org: flowOf(ctx.state).burn[0] });
}
function flowWindow(spec, asked) {
  const h = windowHandler(spec);
  return {
    ...h,
    decider: (s, t) => burning(s) ? "auto" : h.decider(s, t),
    run(ctx, t) {
      if (burning(ctx.state)) return askBurn(ctx);
      let i = 1;
      while (i < t.seats.length && !asked(ctx.state, t.seats[i])) i++;
      const last2 = i === 1 ? t : { ...t, seats: t.seats.slice(i - 1) };
      if (last2 !== t) ctx.replaceTop(last2);
      h.run(ctx, last2);
    }
  };
}
function stage(run2) {
  return {
    decider: () => "auto",
    run(ctx, t) {
      if (burning(ctx.state)) askBurn(ctx);
      else change(ctx, (s, ev) => run2(s, t, ev));
    }
  };
}
var flowTasks = {
  flow: {
    decider: () => "auto",
    run(ctx) {
      if (burning(ctx.state)) askBurn(ctx);
      else change(ctx, nextPhase);
    }
  },
  dealProjects: stage((s) => dealProjects(s)),
  hireSeats: stage((s, t) => hireSeats(s, t.cursor)),
  selectSeats: stage((s, t) => selectSeats(s, t.cursor)),
  selectAfterRedraw: stage((s, t) => selectAfterRedraw(s, t.org)),
  challengeDecisions: stage((s) => challengeDecisions(s)),
  challengeBoard: stage((s, _t, ev) => challengeBoard(s, ev)),
  // 9.11.2 legislation events once the laws are in
  lawEvents: stage((s) => openEventWindow(setStage(s, null))),
  roundPreempt: stage((s, t, ev) => continueRounds(s, t.kind, ev)),
  roundWindow: stage((s, t, ev) => continueRounds(s, t.kind, ev)),
  roundBegin: stage((s, t, ev) => continueRounds(s, t.kind, ev)),
  roundPlay: stage((s, t, ev) => continueRounds(s, t.kind, ev)),
  heldMandatory: stage((s, _t, ev) => heldMandatory(s, ev)),
  discardSeats: stage((s, t) => discardSeats(s, t.cursor)),
  supremeCourt: stage((s, _t, ev) => supremeCourt(s, ev)),
  challengesEnd: stage((s, _t, ev) => challengesEnd(s, ev)),
  window: flowWindow(interruptWindow, askedInWindow),
  events: flowWindow(eventWindow, mayHoldEvent)
};

// src/games/free-at-last/rules/projects/task.ts
function attempt(faces, twice) {
  if (faces === 0) return "first";
  return twice && faces === 1 ? "second" : "subsequent";
}
function step2(decision, actions, answer, decider = (t) => t.org) {
  return {
    decider: (_s, t) => decider(t),
    actions,
    answer: (ctx, t, a) => {
      answer(ctx, t, a);
      runResolution(ctx);
    },
    prompt: (s) => promptResolution(s),
    ask: (_s, t) => ({ decision, org: t.org, mode: t.mode })
  };
}
var responder = (t) => t.responders[0];
function preRollActions(s) {
  const o = preRollOptions(s);
  return [
    ...o.staff.map((staff) => ({ type: "projectCommitStaff", staff })),
    ...o.strikeFirst ? [{ type: "projectStrikeFirst" }] : [],
    ...o.insure ? [{ type: "projectInsure" }] : [],
    ...o.overkill ? [{ type: "projectRemoveOverkill" }] : [],
    { type: "projectProceed" }
  ];
}
function answerPreRoll(ctx, _t, a) {
  if (a.type === "projectCommitStaff") commitStaff(ctx, a.staff);
  else if (a.type === "projectStrikeFirst") strikeFirst(ctx);
  else if (a.type === "projectInsure") insure(ctx);
  else if (a.type === "projectRemoveOverkill") removeOverkill(ctx);
  else ownRes(ctx).kind = "resolutionRoll";
}
function rollActions(s, t) {
  const roll3 = t.roll;
  if (!roll3) return [];
  const need = rollNeed(s, roll3);
  if (need === "keep") return [...new Set(roll3.faces)].map((face3) => ({ type: "projectKeep", face: face3 }));
  if (need === "xReroll") return [{ type: "projectReroll" }, { type: "projectProceed" }];
  return [];
}
function answerRoll(ctx, _t, a) {
  if (a.type === "projectRoll") applyFace(ctx, a.face);
  else if (a.type === "projectKeep") keepFace(ctx, a.face);
  else if (a.type === "projectReroll") rerollX2(ctx);
  else declineReroll(ctx);
}
var rerollActions = (_s, t) => [...t.batch.map((purpose2) => ({ type: "projectRerollDie", purpose: purpose2 })), { type: "projectProceed" }];
function answerReroll(ctx, _t, a) {
  if (a.type === "projectRerollDie") return rerollDie(ctx, a.purpose);
  const w = ownRes(ctx);
  w.kind = "resolutionRoll";
  w.rerolls = 0;
}
function answerLeaderHit(ctx, _t, a) {
  if (a.type !== "projectLeaderHit") throw misfit(a, "resolutionLeaderHits");
  applyLeaderHit(ctx, a.use);
  settleLeaderHits(ctx);
}
var roll2 = step2("roll", rollActions, answerRoll);
var resolutionTasks = {
  resolutionPreRoll: step2("preRoll", preRollActions, answerPreRoll),
  resolutionRoll: {
    ...roll2,
    // 3.6 a die waiting for a throw is a chance node; else its owner keeps a face or re-rolls an X
    decider: (s, t) => t.roll !== null && rollNeed(s, t.roll) === "chance" ? "chance" : t.org,
    ...drawsFrom(resolutionPile),
    ask(s, t) {
      const r = t.roll;
      if (r === null) return roll2.ask(s, t);
      const need = rollNeed(s, r);
      if (need === "chance") return { chance: "die", die: r.die, purpose: r.purpose, for: t.org, mode: t.mode, attempt: attempt(r.faces.length, r.twice) };
      return { decision: need === "keep" ? "keepDie" : "xReroll", die: r.die, purpose: r.purpose, org: t.org, mode: t.mode };
    }
  },
  resolutionReroll: step2("reroll", rerollActions, answerReroll),
  resolutionLeaderHits: step2("leaderHits", (s) => leaderHitUses(s).map((use2) => ({ type: "projectLeaderHit", use: use2 })), answerLeaderHit),
  resolutionResponse: step2("response", responseActions, (ctx, _t, a) => answerResponse(ctx, a), responder),
  // 22.12 an Injunction's appeal, 22.19 the D.O.J. attorney's at the registrar stage
  resolutionAppeal: step2(
    "appeal",
    (s, t) => t.mode === "advance" ? registrarAppealActions(s, t) : injunctionAppealActions(s, t),
    (ctx, t, a) => t.mode === "advance" ? answerRegistrarAppeal(ctx, a) : answerInjunctionAppeal(ctx, a)
  ),
  resolutionDoj: step2("doj", dojActions, (ctx, _t, a) => answerDoj(ctx, a)),
  resolutionWithdraw: step2("withdraw", withdrawActions, (ctx, _t, a) => answerWithdraw(ctx, a)),
  resolutionConsolidate: step2("consolidate", consolidateActions, (ctx, _t, a) => answerConsolidate(ctx, a), responder)
};

// src/games/free-at-last/rules/burn-baby-burn.ts
function burnActions(s, org7) {
  const fours = [...new Set(s.orgs[org7].hand)].filter((c) => strategyCard(s, c).rank === 4);
  return [...fours.map((card5) => ({ type: "burnDiscard", card: card5 })), { type: "burnLower" }];
}
function applyBurn(s0, org7, a, ev) {
  const s = withFlow(setStep(s0, null), { burn: flowOf(s0).burn.slice(1) });
  if (a.type === "burnDiscard") {
    ev.push({ type: "burnDiscard", org: org7, card: a.card });
    const t = discardFromHand(s, org7, a.card);
    return isMandatory(t, a.card) ? triggerBurn(t, ev) : t;
  }
  return lowerNonViolence(s, org7, ev);
}

// src/games/free-at-last/rules/mobilize.ts
var ranks2 = [1, 2, 3, 4];
function fitsSet(type2, color3, set, rank2, c) {
  if (type2 === "A") return c === color3;
  if (type2 === "V") return set.length === 0 || set[0].rank === rank2;
  if (set.length === 0) return true;
  if (set.length >= 4) return false;
  const rs = set.map((x) => x.rank);
  return rank2 === Math.min(...rs) - 1 || rank2 === Math.max(...rs) + 1;
}
function mobilizeActions(s, org7, set) {
  const p = s.projects[org7];
  const card5 = projectCard(s, p.card);
  const color3 = stateColor(s, card5.state);
  const o = s.orgs[org7];
  const out = [];
  for (const id of new Set(o.hand)) {
    const c = strategyCard(s, id);
    if (fitsSet(card5.type, color3, set, c.rank, c.color)) out.push({ type: "mobilize", card: id, rank: c.rank, color: c.color });
  }
  if (o.homeCardInHand) {
    for (const r of ranks2) if (fitsSet(card5.type, color3, set, r, color3)) out.push({ type: "mobilize", card: "home", rank: r, color: color3 });
  }
  if (set.length > 0 || out.length === 0) out.push({ type: "mobilizeDone" });
  return out;
}

// src/games/free-at-last/rules/steps.ts
function step3(actions, answer) {
  return {
    decider: (_s, t) => t.org,
    actions,
    answer: (ctx, t, a) => change(ctx, (s, ev) => answer(s, t, a, ev)),
    prompt: stepPrompt,
    explain: explainIllegal
  };
}
function only(type2, f) {
  return (s, t, a, ev) => {
    if (a.type !== type2) throw new Error(`${a.type} does not answer a ${t.kind} decision`);
    return f(s, t.org, a, ev);
  };
}
var stepTasks = {
  hire: step3((s, t) => hireActions(s, t.org), (s, t, a, ev) => applyHire(s, t.org, a, ev)),
  redraw: step3((s, t) => redrawActions(s, t.org, t.left), (s, t, a, ev) => applyRedraw(s, t.org, a, ev)),
  select: step3((s) => selectActions(s), only("selectProject", (s, org7, a, ev) => applySelect(setStep(s, null), org7, a.state, ev))),
  mobilize: step3(
    (s, t) => mobilizeActions(s, t.org, t.cards),
    (s, t, a, ev) => {
      if (a.type === "mobilizeDone") return applyMobilizeDone(s, t.org, ev);
      return only("mobilize", (u, org7, m) => applyMobilizeCard(u, org7, { id: m.card, rank: m.rank, color: m.color }))(s, t, a, ev);
    }
  ),
  leader: step3((s, t) => leaderActions(s, t.org, t.purpose), (s, t, a, ev) => applyLeaderChoice(s, t.org, a, ev)),
  riders: step3((s, t) => leaderActions(s, t.org, "riders"), (s, t, a, ev) => applyLeaderChoice(s, t.org, a, ev)),
  chooseLaw: step3((s) => chooseLawActions(s), only("chooseLaw", (s, _org, a, ev) => applyChooseLaw(s, a.card, ev))),
  fundraiser: step3(() => [{ type: "acceptFundraiser" }, { type: "refuseFundraiser" }], (s, _t, a, ev) => applyFundraiserAnswer(s, a, ev)),
  preempt: step3(() => [{ type: "preempt" }, { type: "declinePreempt" }], (s, t, a, ev) => applyPreempt(s, t.org, a, ev)),
  action: step3((s, t) => actionActions(s, t.org), (s, t, a, ev) => applyAction(s, t.org, a, ev)),
  mode: step3((s, t) => modeActions(s, t.org), only("mode", (s, org7, a) => applyMode(s, org7, a.mode))),
  extra: step3((s, t) => extraActions(s, t.org), (s, t, a, ev) => applyExtra(s, t.org, a, ev)),
  reinforce: step3((s, t) => reinforceActions(s, t.color), only("reinforce", (s, _org, a, ev) => applyReinforce(s, a.target, ev))),
  burn: step3((s, t) => burnActions(s, t.org), (s, t, a, ev) => applyBurn(s, t.org, a, ev)),
  appeal: step3((s, t) => appealActions(s, t.org), (s, t, a, ev) => applyAppeal(s, t.org, a, ev)),
  discardDown: step3((s, t) => discardDownActions(s, t.org, t.appealCards), (s, t, a, ev) => applyDiscardDown(s, t.org, a, ev))
};

// src/games/free-at-last/rules/handlers.ts
var handlers2 = { ...flowTasks, ...stepTasks, ...resolutionTasks, ...drawTasks, ...variantTasks };

// src/games/free-at-last/schema.ts
import * as z12 from "zod";

// src/games/free-at-last/state/variant-config.ts
import * as z8 from "zod";

// src/games/free-at-last/state/difficulty.ts
import * as z7 from "zod";
var difficultySchema = z7.enum(["roberto-clemente", "ernie-banks", "willie-mays", "henry-aaron", "jackie-robinson"]);
function failureTrackStartOf(level) {
  return level === null ? 0 : difficultySchema.options.indexOf(level) + 1;
}

// src/games/free-at-last/state/variant-config.ts
var team = z8.tuple([organizationSchema, organizationSchema]);
var variantConfigShape = {
  /** 2.7, 9.12–9.16 the advanced game: the Challenge deck. */
  advanced: z8.boolean().default(false),
  /** 23.1 solitaire (1 player), 23.2 team play, 23.3 cooperative play; 'historical' = standard + 23.4. */
  variant: z8.enum(["standard", "solitaire", "team", "coop", "cooperative", "historical"]).default("standard"),
  /** 23.4 the historical Project deal; combines with any variant. */
  historical: z8.boolean().default(false),
  /** 23.5 the difficulty level (Failure Marker track start), by name. */
  difficulty: difficultySchema.nullable().default(null),
  /** 23.2 the two teams (default SNCC + SCLC against CORE + NAACP). */
  teams: z8.tuple([team, team]).optional(),
  /** A user Challenge deck (validated); default the reference deck. */
  challengeDeck: challengeDeckSchema.optional()
};
var variantKind = (v) => v === "cooperative" ? "coop" : v === "historical" ? "standard" : v;
function checkVariantConfig(c, ctx) {
  const kind2 = variantKind(c.variant);
  const n2 = c.players?.length;
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (kind2 === "solitaire") {
    if (n2 !== void 0 && n2 !== 1) issue("23.1 solitaire is played by exactly 1 organization", "players");
    if (c.difficulty !== null) issue("23.1.1 solitaire sets the Failure Marker track itself: no difficulty level", "difficulty");
  } else if (n2 === 1) issue("1 player plays the solitaire variant (23.1)", "players");
  if ((kind2 === "team" || kind2 === "coop") && n2 !== void 0 && n2 !== 4) issue(`23.${kind2 === "team" ? "2 team play is 2 versus 2" : "3 cooperative play needs four Freedom Markers of each type: 4 players"}`, "players");
  if (c.teams !== void 0) {
    if (kind2 !== "team") issue("teams are for the team variant (23.2)", "teams");
    const members = c.teams.flat();
    if (new Set(members).size !== 4) issue("23.2 the teams are two pairs of the four organizations", "teams");
  }
}
var defaultPlayers = (v) => variantKind(v) === "solitaire" ? ["SNCC"] : ["SNCC", "CORE", "SCLC", "NAACP"];

// src/games/free-at-last/state/variant-view.ts
import * as z10 from "zod";

// src/games/free-at-last/state/ext.ts
import * as z9 from "zod";
var org4 = organizationSchema;
var challengeInPlaySchema = z9.object({
  card: z9.string(),
  /** The Project it is implemented on; null = an ALL Challenge by the board. */
  org: org4.nullable(),
  /** 9.15.1 SEG cubes it added (removed again if an M Challenge is cancelled). */
  added: z9.object({ white: z9.number().int().min(0), blue: z9.number().int().min(0) })
});
var challengeStateSchema = z9.object({
  /** 1.7 the Challenge deck, unordered: every deal is a chance node. */
  deck: z9.array(z9.string()),
  discard: z9.array(z9.string()),
  /** 2.7 cards dealt this Turn and not yet implemented, by player (dealt order). */
  dealt: z9.record(z9.string(), z9.array(z9.string())),
  /** 9.14 ALL Challenges by the board, to be implemented after the Project Challenges. */
  byBoard: z9.array(z9.string()),
  /** Challenges in effect (lasting, or M with their cubes). */
  inPlay: z9.array(challengeInPlaySchema),
  /** A user Challenge deck; null = the reference deck. */
  custom: z9.array(challengeCardSchema).nullable()
});
var soloStateSchema = z9.object({
  /** The Action Round whose draw has been made. */
  drawnRound: z9.number().int(),
  /** 23.1 response cards kept next to the Project. */
  held: z9.array(z9.string()),
  /** Held cards already offered this Action Round. */
  offered: z9.array(z9.string())
});
var extStateSchema = z9.object({
  variant: z9.enum(["standard", "solitaire", "team", "coop"]),
  historical: z9.boolean(),
  advanced: z9.boolean(),
  difficulty: difficultySchema.nullable(),
  teams: z9.tuple([z9.tuple([org4, org4]), z9.tuple([org4, org4])]).nullable(),
  /** 23.4 Project cards of other Turns, set aside. */
  projectReserve: z9.array(z9.number().int()),
  challenges: challengeStateSchema.nullable(),
  solo: soloStateSchema.nullable()
});

// src/games/free-at-last/state/variant-view.ts
var variantViewSchema = z10.object({
  variant: extStateSchema.shape.variant,
  historical: z10.boolean(),
  advanced: z10.boolean(),
  difficulty: extStateSchema.shape.difficulty,
  teams: extStateSchema.shape.teams,
  projectReserveCount: z10.number().int(),
  challenges: z10.object({
    deckCount: z10.number().int(),
    discard: z10.array(z10.string()),
    dealt: z10.record(z10.string(), z10.array(z10.string())),
    byBoard: z10.array(z10.string()),
    inPlay: z10.array(challengeInPlaySchema)
  }).nullable(),
  soloHeld: z10.array(z10.string()).nullable(),
  step: z10.discriminatedUnion("kind", [...variantTaskSchemas]).nullable()
});
var variantKinds = new Set(variantTaskSchemas.map((x) => x.shape.kind.value));
function variantStep(s) {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i];
    if (variantKinds.has(t.kind)) return t;
  }
  return null;
}
function variantView(s) {
  const x = s.ext;
  if (!x) return void 0;
  const c = x.challenges;
  return {
    variant: x.variant,
    historical: x.historical,
    advanced: x.advanced,
    difficulty: x.difficulty,
    teams: x.teams,
    projectReserveCount: x.projectReserve.length,
    challenges: c ? { deckCount: c.deck.length, discard: c.discard, dealt: c.dealt, byBoard: c.byBoard, inPlay: c.inPlay } : null,
    soloHeld: x.solo ? x.solo.held : null,
    step: variantStep(s)
  };
}

// src/games/free-at-last/state/schema.ts
import * as z11 from "zod";
var cubesSchema = z11.object({
  red: z11.number().int().min(0),
  white: z11.number().int().min(0),
  blue: z11.number().int().min(0)
});
var nonViolenceSchema = z11.enum(["inter-racialism", "black-leadership", "black-power", "black-separatism"]);
var vpBreakdownSchema = z11.object({
  /** 1.2 white (1) and blue (2) cubes collected, in any way. */
  segCubes: z11.number().int(),
  /** 1.2 red cubes remaining on a completed Project. */
  redCubes: z11.number().int(),
  /** 1.3, 20.4 Freedom Markers at the end of each Turn. */
  freedomMarkers: z11.number().int(),
  /** 20.2, 22.15 criminal cases won at the Supreme Court. */
  litigation: z11.number().int(),
  /** VPs given by events, Challenges and other effects. */
  events: z11.number().int(),
  /** 1.4, 21.1 Star Value chart at the end of the game. */
  stars: z11.number().int(),
  /** 1.5, 21.1 Failure Marker penalties at the end of the game. */
  failures: z11.number().int()
});
var staffMemberSchema = z11.object({
  id: z11.string(),
  /** 6.5 tired after his ability is used this Turn. */
  tired: z11.boolean()
});
var orgStateSchema = z11.object({
  /** Strategy card ids (the Home Card is tracked by `homeCardInHand`). */
  hand: z11.array(z11.string()),
  homeCardInHand: z11.boolean(),
  stars: z11.number().int().min(0),
  failures: z11.number().int().min(0),
  vp: z11.number().int(),
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (a second of one type scores nothing more, 1.3). */
  freedomMarkers: z11.object({ S: z11.number().int().min(0), A: z11.number().int().min(0), V: z11.number().int().min(0) }),
  /** 6.3 the hidden cup of Staff Leaders not yet hired. */
  staffPool: z11.array(z11.string()),
  staff: z11.array(staffMemberSchema),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available. */
  protestLeaders: z11.array(z11.string()),
  /** 3.8 leaders out of the game (led a Project in an earlier Turn, assassinated, left the organization). */
  removedLeaders: z11.array(z11.string()),
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A the eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 red cubes removed by blue cubes in an A Project, kept on the Project card for a criminal appeal. */
  criminalHold: z11.number().int().min(0),
  /** 22.15 two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z11.boolean(),
  /** 22.8.1.1, 22.16 the cards discarded toward this Turn's appeal, in order (Marshall's activation colour, the consolidation refund). */
  appealCards: z11.array(z11.object({ id: z11.string(), color: colorSchema })).optional(),
  /** 6.3 Staffers hired this Turn (one, or two with Staff Hired). */
  hiredThisTurn: z11.number().int().min(0),
  /** 9.5 fundraisers given / received this Turn (one may not do both). */
  gaveFundraiser: z11.boolean(),
  receivedFundraiser: z11.boolean(),
  /** 9.4 passed in the current sequence of Action Rounds. */
  passed: z11.boolean()
});
var projectSchema = z11.object({
  /** Project card number. */
  card: z11.number().int(),
  owner: organizationSchema,
  cubes: cubesSchema,
  /** Where the Project stands (15–19). */
  stage: z11.enum(["protest", "exam", "school-year", "classes", "courthouse", "bamn-white", "bamn-blue", "done"]),
  /** Protest Leader ids on the Project (SNCC may have 2 in A and V Projects, 7.1). */
  leaders: z11.array(z11.string()),
  /** 7.4 Freedom Rider counters on the Project; each acts as 2 red cubes. */
  freedomRiders: z11.array(z11.string()),
  /** 15.6 Overkill buttons. */
  overkill: z11.number().int().min(0),
  /** 22.2 one Litigation action per Project. */
  litigationUsed: z11.boolean(),
  /** 22.14 a Marches Project may seek an Injunction only after one Protest action. */
  protests: z11.number().int().min(0),
  /** 16.2 blue cubes scored hits in the first Protest roll: a March may then seek an Injunction. */
  blueHitFirstProtest: z11.boolean(),
  /** 15.12 the Leader was assassinated: a new one may be assigned next Action Round. */
  leaderLost: z11.boolean(),
  /** 18.2.5 the Local Figure eliminated by the Klan (no Leader on the Project). */
  lostLocalFigures: z11.array(z11.string()),
  /** 3.6 Legislation that re-rolls an X once per Project: which dice have used it. */
  xRerollsUsed: z11.array(z11.enum(["red", "white", "blue"])),
  /** 19.1 Robert F. Williams or Malcolm X has taken over the Project. */
  eventLeader: z11.string().nullable(),
  outcome: z11.enum(["active", "success", "failure", "withdrawn"])
});
var phaseSchema = z11.enum([
  "deal-projects",
  // 2.1
  "deal-strategy",
  // 2.2
  "hire-staff",
  // 2.3
  "select-projects",
  // 2.5–2.6 (with mobilization, 11.x, and leaders, 7.x)
  "challenges",
  // 2.7 (advanced game)
  "legislation",
  // 2.8
  "action-rounds",
  // 2.9
  "end-of-turn",
  // 2.10, 20.x
  "game-over"
  // 21
]);
var freeAtLastStateSchema = z11.object({
  rng: z11.array(z11.number().int()),
  chance: z11.enum(["auto", "manual"]),
  /** A user-supplied component set, validated; `null` = the reference set (kept out of the state to keep it small). */
  components: componentSetSchema.nullable(),
  /** Seats in Turn order (2.0). */
  seats: z11.array(organizationSchema),
  turn: z11.number().int().min(1).max(3),
  phase: phaseSchema,
  actionRound: z11.number().int().min(0),
  orgs: z11.record(z11.string(), orgStateSchema),
  /** 2.1 Project cards dealt face up, by state id. */
  offered: z11.record(z11.string(), z11.number().int()),
  projects: z11.record(z11.string(), projectSchema),
  supply: cubesSchema,
  /** X Value Track positions (index into components.xTracks.*.values). */
  xTrack: z11.object({ red: z11.number().int(), white: z11.number().int(), blue: z11.number().int() }),
  /** 23.5 the Failure Marker track's starting space (0 in the standard game). */
  failureTrackStart: z11.number().int().min(0),
  decks: z11.object({
    /** 9.3 the Strategy draw pile, unordered: draws are chance nodes. */
    strategy: z11.array(z11.string()),
    strategyDiscard: z11.array(z11.string()),
    /** 9.3 starred events played, out of the game. */
    strategyRemoved: z11.array(z11.string()),
    /** 9.3 starred events with a lasting impact, kept on the board while in effect. */
    lastingEvents: z11.array(z11.string()),
    /** 3.7 the March on Washington display: cards being played this Action Round. */
    display: z11.array(z11.string()),
    projects: z11.array(z11.number().int()),
    projectDiscard: z11.array(z11.number().int()),
    /** 9.9.1 the 20 general Legislation cards still to draw, unordered. */
    legislation: z11.array(z11.string()),
    /** 9.9.1 the 1964 Civil Rights Act and 1965 Voting Rights Act provisions, for Turn 3. */
    civilRightsAct: z11.array(z11.string()),
    votingRightsAct: z11.array(z11.string()),
    /** 2.8, 9.11 laws in effect by stack. */
    laws: z11.object({ S: z11.array(z11.string()), A: z11.array(z11.string()), V: z11.array(z11.string()) }),
    /** 2.8 provisions held up in committee. */
    legislationDiscard: z11.array(z11.string()),
    /** 3.6.6, 9.10 one-time and Federal Legislation, out of the game. */
    legislationRemoved: z11.array(z11.string())
  }),
  /** Everything the game waits for, top last (task-schema.ts); the flow task, with its bookkeeping, at the bottom. */
  tasks: z11.array(taskSchema),
  /** The advanced game and the variants of section 23 (state/ext.ts); absent in the basic game. */
  ext: extStateSchema.optional()
});

// src/games/free-at-last/schema.ts
var turnOrder = ["SNCC", "CORE", "SCLC", "NAACP"];
var configSchema = z12.strictObject({
  /** The organizations that play, or how many: the first N in Turn order. */
  players: z12.union([
    z12.number().int().min(1).max(4).transform((n2) => turnOrder.slice(0, n2)),
    z12.array(organizationSchema).min(1).max(4).refine((p) => new Set(p).size === p.length, "each organization at most once")
  ]).optional(),
  chance: z12.enum(["auto", "manual"]).default("auto"),
  /** A user component set (validated); default the reference set. */
  components: componentSetSchema.optional(),
  ...variantConfigShape
}).superRefine(checkVariantConfig).transform((c) => ({ ...c, players: c.players ?? defaultPlayers(c.variant) }));
var org5 = organizationSchema;
var card3 = z12.string();
var played2 = { card: card3, rank: rankSchema, color: colorSchema };
var flowActionSchemas = [
  z12.strictObject({ type: z12.literal("drawStrategy"), card: card3 }).meta({ section: "9.3", description: "Chance (manual mode): the Strategy card drawn." }),
  z12.strictObject({ type: z12.literal("drawProject"), card: z12.number().int() }).meta({ section: "2.1", description: "Chance (manual mode): the Project card dealt." }),
  z12.strictObject({ type: z12.literal("drawStaff"), leader: z12.string() }).meta({ section: "6.3", description: "Chance (manual mode): the Staffer drawn from the organization's cup." }),
  z12.strictObject({ type: z12.literal("drawLegislation"), card: card3 }).meta({ section: "2.8", description: "Chance (manual mode): the Legislation card drawn." }),
  z12.strictObject({ type: z12.literal("hire"), discard: card3.nullable() }).meta({ section: "2.3", description: "Hire Staff, in Turn order, once per Turn: discard a card to hire a random Staffer (discard null: CORE's free hire, 3.8.1)." }),
  z12.strictObject({ type: z12.literal("skipHire") }).meta({ section: "2.3", description: "Hire Staff: hire no Staffer this Turn." }),
  z12.strictObject({ type: z12.literal("redrawDiscard"), card: card3 }).meta({ section: "3.8.1", description: "NAACP, before it selects a Project: discard a card and draw a replacement, up to 3 times." }),
  z12.strictObject({ type: z12.literal("redrawDone") }).meta({ section: "3.8.1", description: "NAACP: stop redrawing." }),
  z12.strictObject({ type: z12.literal("selectProject"), state: z12.string() }).meta({ section: "2.5", description: "Select Projects, in Turn order: choose an offered Project, by its state." }),
  z12.strictObject({ type: z12.literal("mobilize"), ...played2 }).meta({ section: "11.0", description: "Prepare the Project (2.6): play a card that fits the set (S a straight, A a flush of the state's colour, V one rank) to mobilize 3 red cubes." }),
  z12.strictObject({ type: z12.literal("mobilizeDone") }).meta({ section: "2.6", description: "Prepare the Project: stop mobilizing." }),
  z12.strictObject({ type: z12.literal("assignLeader"), leader: z12.string() }).meta({ section: "7.1", description: "When the Project takes a Protest Leader (a second one for SNCC in A and V Projects, 3.8.1; a new one after a Klan attack, 15.12) or CORE places Freedom Riders (7.4)." }),
  z12.strictObject({ type: z12.literal("noLeader") }).meta({ section: "7.1", description: "When a further or replacement Leader is offered, or none is available: assign none." }),
  z12.strictObject({ type: z12.literal("chooseLaw"), card: card3 }).meta({ section: "9.11.1", description: "Turn 3 Legislation phase: the player with the fewest VPs chooses a provision of the 1964 Civil Rights Act or 1965 Voting Rights Act to pass." }),
  z12.strictObject({ type: z12.literal("event"), card: card3, target: org5.nullable(), law: z12.string().nullable() }).meta({ section: "9.3.2", description: "At the seat's Action Round (13.3), in a window, or as a response (9.7): play a card for its event where its phase and Turn allow (9.3.2.1\u20139.3.2.2), naming its target and the Legislation card it passes (9.11.2)." }),
  z12.strictObject({ type: z12.literal("eventsDone") }).meta({ section: "9.3.2.1", description: "When the events of a phase are offered: play no more now." }),
  z12.strictObject({ type: z12.literal("play"), ...played2 }).meta({ section: "13.1", description: "The seat's Action Round, with an active Project: play a card for its rank and colour on it (the Home Card as any rank and colour, 9.3.3)." }),
  z12.strictObject({ type: z12.literal("mode"), mode: z12.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]) }).meta({ section: "14.0", description: "After a card is played on the Project: the action its stage allows (bamn: a 19.0 event leader's Project)." }),
  z12.strictObject({ type: z12.literal("extra"), ...played2 }).meta({ section: "14.5", description: "After choosing Picketing, Federal Escorts or a Vote Drive: add a card of the first card's rank (up to two)." }),
  z12.strictObject({ type: z12.literal("extraDone") }).meta({ section: "14.5", description: "After choosing Picketing, Federal Escorts or a Vote Drive: add no more cards." }),
  z12.strictObject({ type: z12.literal("reinforce"), target: org5 }).meta({ section: "13.2", description: "Before the action, for the colour of the card played: the Project that takes the SEG Reinforcement (or loses a red cube)." }),
  z12.strictObject({ type: z12.literal("pass") }).meta({ section: "9.4", description: "The seat's Action Round: pass, unless it holds its Home Card or more cards than Staffers, or took a pre-emptive round (10.4)." }),
  z12.strictObject({ type: z12.literal("discard"), card: card3 }).meta({ section: "9.4", description: "The seat's Action Round, when it has no other action: discard a card." }),
  z12.strictObject({ type: z12.literal("concede") }).meta({ section: "15.17.1", description: "The seat's Action Round, with no card left and an active Project: give the Project up as incomplete." }),
  z12.strictObject({ type: z12.literal("preempt") }).meta({ section: "10.4", description: "From Action Round 2, the player with the most cards: take a pre-emptive Action Round." }),
  z12.strictObject({ type: z12.literal("declinePreempt") }).meta({ section: "10.4", description: "From Action Round 2, the player with the most cards: do not pre-empt." }),
  z12.strictObject({ type: z12.literal("spendStarDraw") }).meta({ section: "10.2", description: "In a window, or at the seat's Action Round with no card left (15.17.1): spend a Star to draw a Strategy card." }),
  z12.strictObject({ type: z12.literal("giveFundraiser"), card: card3, to: org5 }).meta({ section: "9.5", description: "In a window: offer a Fundraiser card to another player (not one who gave or received one this Turn)." }),
  z12.strictObject({ type: z12.literal("windowPass") }).meta({ section: "10.0", description: "In a window (the Turn planned, the start of an Action Round, before the dice): do nothing more now." }),
  z12.strictObject({ type: z12.literal("acceptFundraiser") }).meta({ section: "9.5", description: "When offered a Fundraiser: take it into the hand (the giver gets a Star)." }),
  z12.strictObject({ type: z12.literal("refuseFundraiser") }).meta({ section: "9.5", description: "When offered a Fundraiser: refuse it." }),
  z12.strictObject({ type: z12.literal("burnDiscard"), card: card3 }).meta({ section: "9.8.1", description: "SNCC or CORE, when Burn, Baby, Burn! takes place: discard a 4-rank card." }),
  z12.strictObject({ type: z12.literal("burnLower") }).meta({ section: "9.8.1", description: "SNCC or CORE, when Burn, Baby, Burn! takes place: lower the Non-Violence Commitment Level (3.8.2)." }),
  z12.strictObject({ type: z12.literal("discardDown"), card: card3 }).meta({ section: "20.1", description: "End of Turn, with more cards than Staffers: discard one." }),
  z12.strictObject({ type: z12.literal("appealDiscard"), card: card3 }).meta({ section: "22.15", description: "In a window of the Action Rounds or at the End of Turn, with red cubes convicted on an A Project: discard a card toward a Supreme Court appeal (two file it)." }),
  z12.strictObject({ type: z12.literal("discardDone") }).meta({ section: "20.1", description: "End of Turn, within the hand limit: keep the rest of the hand." })
];
var actionSchema = z12.discriminatedUnion("type", [...flowActionSchemas, ...projectActionSchemas, ...variantActionSchemas]);
var orgViewSchema = z12.object({
  /** Own hand only; null for other seats. */
  hand: z12.array(z12.string()).nullable(),
  /** How many Strategy cards the organization holds (the Home Card not counted). */
  handCount: z12.number().int(),
  /** 9.3.3 The Home Card is in the hand (not yet played this Turn). */
  homeCardInHand: z12.boolean(),
  /** 1.4 Stars held. */
  stars: z12.number().int(),
  /** 1.5 Failure Markers taken. */
  failures: z12.number().int(),
  /** Victory Points so far (the sum of `vpBreakdown`). */
  vp: z12.number().int(),
  /** The VPs by where they came from. */
  vpBreakdown: vpBreakdownSchema,
  /** 3.2 Freedom Markers earned, by type (S, A, V Projects). */
  freedomMarkers: z12.object({ S: z12.number().int(), A: z12.number().int(), V: z12.number().int() }),
  /** 6.3 the cup is hidden: only how many Staffers are left in it. */
  staffPoolCount: z12.number().int(),
  /** 6.3 The hired Staffers (leader ids), and whether each is tired this Turn. */
  staff: z12.array(z12.object({ id: z12.string(), tired: z12.boolean() })),
  /** 7.1 Protest Leaders (and Freedom Riders, chairmen) still available, by leader id. */
  protestLeaders: z12.array(z12.string()),
  /** 3.8 Leaders out of the game (led a Project in an earlier Turn, assassinated, left). */
  removedLeaders: z12.array(z12.string()),
  /** 3.8.2 SNCC's and CORE's Non-Violence Commitment Level (null for the others). */
  nonViolence: nonViolenceSchema.nullable(),
  /** 1.7 A The eliminated-cubes area beside the organization board. */
  eliminated: cubesSchema,
  /** 15.14 Red cubes kept on the Project card for a criminal appeal. */
  criminalHold: z12.number().int(),
  /** 22.15 Two cards discarded to appeal at the Supreme Court this Turn. */
  appealFiled: z12.boolean(),
  /** 9.4 Passed in the current sequence of Action Rounds. */
  passed: z12.boolean()
});
var chanceQuestionSchema = z12.union([
  z12.strictObject({ chance: z12.literal("draw"), deck: z12.enum(["strategy", "staff", "challenge"]), for: organizationSchema }),
  z12.strictObject({ chance: z12.literal("draw"), deck: z12.literal("project"), for: z12.literal("table") }),
  z12.strictObject({ chance: z12.literal("draw"), deck: z12.literal("strategy"), for: z12.literal("solitaire") }),
  z12.strictObject({ chance: z12.literal("draw"), deck: z12.literal("legislation"), to: z12.enum(["law", "discard"]) }),
  z12.strictObject({
    chance: z12.literal("die"),
    die: colorSchema,
    purpose: z12.enum(["red-cubes", "white-cubes", "blue-cubes", "leader", "ldf", "seg-attorney", "registrar", "doj", "fate"]),
    for: organizationSchema,
    mode: z12.enum(["protest", "picket", "exam", "injunction", "advance", "bamn", "supreme-court"]),
    attempt: z12.enum(["first", "second", "subsequent"])
  })
]);
var viewSchema = z12.object({
  /** The organization whose view this is, or null for a spectator. */
  seat: organizationSchema.nullable(),
  /** The organizations that play, in Turn order (2.0). */
  seats: z12.array(organizationSchema),
  /** 2.0 The Turn being played, 1–3. */
  turn: z12.number().int(),
  /** The phase of the Turn (2.1–2.10): deal-projects, deal-strategy, hire-staff, select-projects, challenges, legislation, action-rounds, end-of-turn; game-over at the end. */
  phase: phaseSchema,
  /** 13.0 The Action Round of the Turn (0 before the first). */
  actionRound: z12.number().int(),
  /** The seat that decides now (`chance` at a manual chance node); null once the game is over. */
  toMove: z12.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z12.string(),
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z12.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z12.union([chanceQuestionSchema, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public: every seat knows the components); null for the reference set. */
  components: componentSetSchema.nullable(),
  /** The flow decision waiting (public: who decides what), and the Action Round being played. */
  step: shownStepSchema.nullable(),
  /** 13.0 The Action Round being played (whose round, the card played, the mode chosen), or null. */
  round: roundSchema.nullable(),
  /** Each organization by name: its hand (own only), cards, Stars, VPs, Staff, Leaders… */
  orgs: z12.record(z12.string(), orgViewSchema),
  /** 2.1 The Project cards offered for selection, by state id (card numbers). */
  offered: z12.record(z12.string(), z12.number().int()),
  /** Each organization's Project this Turn, by organization: the card, cubes, stage, Leaders. */
  projects: z12.record(z12.string(), projectSchema),
  /** 5.0 The cubes in the general supply, by colour. */
  supply: cubesSchema,
  /** 3.6 The X Value Tracks' positions, by die colour (indexes into the component set's tracks). */
  xTrack: z12.object({ red: z12.number().int(), white: z12.number().int(), blue: z12.number().int() }),
  /** 3.6 What an X on each die is worth now, by colour. */
  xValues: z12.object({ red: z12.number().int(), white: z12.number().int(), blue: z12.number().int() }),
  /** 1.5 The Failure Markers on the track (9 or more: no one wins). */
  failureTrack: z12.number().int(),
  /** The piles: counts of the hidden draw piles; discards, removed cards, lasting events, the display and the laws in effect. */
  decks: z12.object({
    strategyCount: z12.number().int(),
    strategyDiscard: z12.array(z12.string()),
    strategyRemoved: z12.array(z12.string()),
    lastingEvents: z12.array(z12.string()),
    display: z12.array(z12.string()),
    projectCount: z12.number().int(),
    projectDiscard: z12.array(z12.number().int()),
    legislationCount: z12.number().int(),
    civilRightsAct: z12.array(z12.string()),
    votingRightsAct: z12.array(z12.string()),
    laws: z12.object({ S: z12.array(z12.string()), A: z12.array(z12.string()), V: z12.array(z12.string()) }),
    legislationDiscard: z12.array(z12.string()),
    legislationRemoved: z12.array(z12.string())
  }),
  /** The running project action, if any (dice rolled, hits), as the project rules keep it. */
  resolution: z12.unknown(),
  /** The advanced game and the variants of section 23 (absent in the basic game). */
  variants: variantViewSchema.optional()
});

// src/games/free-at-last/rules/setup.ts
function newOrg(s, org7) {
  const mine = s.leaders.filter((l) => l.organization === org7);
  return {
    hand: [],
    homeCardInHand: false,
    stars: 1,
    // 1.7 D one starting Star
    failures: 0,
    vp: 0,
    vpBreakdown: { segCubes: 0, redCubes: 0, freedomMarkers: 0, litigation: 0, events: 0, stars: 0, failures: 0 },
    freedomMarkers: { S: 0, A: 0, V: 0 },
    staffPool: mine.filter((l) => l.role === "staff").map((l) => l.id),
    // 1.7 B, 6.3 drawn from a cup
    staff: [],
    protestLeaders: mine.filter((l) => l.role !== "staff").map((l) => l.id),
    // 1.7 B, 7.1
    removedLeaders: [],
    nonViolence: org7 === "SNCC" || org7 === "CORE" ? "inter-racialism" : null,
    // 1.7, 3.8.2
    eliminated: { red: 0, white: 0, blue: 0 },
    criminalHold: 0,
    appealFiled: false,
    hiredThisTurn: 0,
    gaveFundraiser: false,
    receivedFundraiser: false,
    passed: false
  };
}
function initialState(config, rng) {
  const components = config.components === void 0 ? null : componentSetSchema.parse(config.components);
  const c = components ?? referenceComponents;
  const seats = turnOrder.filter((o) => config.players.includes(o));
  const orgs = {};
  for (const o of seats) orgs[o] = newOrg(c, o);
  return {
    rng: [...rng],
    chance: config.chance,
    components,
    seats,
    turn: 1,
    phase: "deal-projects",
    actionRound: 0,
    orgs,
    offered: {},
    projects: {},
    supply: { red: c.cubes.red, white: c.cubes.white, blue: c.cubes.blue },
    xTrack: { red: c.xTracks.red.start, white: c.xTracks.white.start, blue: c.xTracks.blue.start },
    failureTrackStart: 0,
    decks: {
      strategy: c.strategy.map((x) => x.id),
      strategyDiscard: [],
      strategyRemoved: [],
      lastingEvents: [],
      display: [],
      projects: c.projects.map((p) => p.number),
      projectDiscard: [],
      // 9.9.1 the 20 general cards are drawn at random; the two Acts wait for Turn 3
      legislation: c.legislation.filter((l) => l.act === "general").map((l) => l.id),
      civilRightsAct: c.legislation.filter((l) => l.act === "civil-rights-act-1964").map((l) => l.id),
      votingRightsAct: c.legislation.filter((l) => l.act === "voting-rights-act-1965").map((l) => l.id),
      laws: { S: [], A: [], V: [] },
      legislationDiscard: [],
      legislationRemoved: []
    },
    tasks: [startFlow]
  };
}

// src/games/free-at-last/rules/variants/setup.ts
function withVariants(config, s) {
  const variant = variantKind(config.variant);
  const historical = config.historical || config.variant === "historical";
  if (variant === "standard" && !historical && !config.advanced && config.difficulty === null) return s;
  const custom = config.challengeDeck ?? null;
  return {
    ...s,
    failureTrackStart: variant === "solitaire" ? absentFailureMarkers : failureTrackStartOf(config.difficulty),
    ext: {
      variant,
      historical,
      advanced: config.advanced,
      difficulty: config.difficulty,
      teams: variant === "team" ? config.teams ?? [["SNCC", "SCLC"], ["CORE", "NAACP"]] : null,
      projectReserve: [],
      challenges: config.advanced ? { deck: (custom ?? referenceChallenges).map((c) => c.id), discard: [], dealt: {}, byBoard: [], inPlay: [], custom } : null,
      solo: variant === "solitaire" ? { drawnRound: 0, held: [], offered: [] } : null
    }
  };
}

// src/games/free-at-last/rules/task-machine.ts
var table = handlers2;
function drawNow(ctx, t) {
  const s = ctx.state;
  if (s.chance !== "auto") return false;
  const h = table[t.kind];
  const pile = h.pile?.(s, t) ?? null;
  if (pile === null) return false;
  const [outcome, rng] = drawFrom(pile, s.rng);
  const drawn = copyState(s);
  drawn.rng = rng;
  ctx.state = drawn;
  h.answer(ctx, t, outcome);
  return true;
}
var freeAtLastTaskMachine = taskMachine({
  name: "Free at Last",
  handlers: handlers2,
  over: (s) => s.phase === "game-over",
  copy: copyState,
  drawNow,
  pushBelow: isDraw
});
function setupGame(config, rng) {
  return freeAtLastTaskMachine.start(enterDealProjects(withVariants(config, initialState(config, rng))));
}

// src/games/free-at-last/rules/variants/cooperative.ts
var coopTarget = 4;
function movementMarkers(s) {
  const total = { S: 0, A: 0, V: 0 };
  for (const o of s.seats) for (const k of ["S", "A", "V"]) total[k] += s.orgs[o].freedomMarkers[k];
  return total;
}
function coopResult(s, seggie) {
  const scores = {};
  for (const o of s.seats) scores[o] = s.orgs[o].vp;
  const m = movementMarkers(s);
  const line = `Freedom Markers S ${m.S}, A ${m.A}, V ${m.V}`;
  if (seggie !== null) return { scores, winners: [], reason: `${seggie}; ${line}`, code: "seggie" };
  if (m.S >= coopTarget && m.A >= coopTarget && m.V >= coopTarget) return { scores, winners: [...s.seats], reason: `the movement wins together: ${line} (23.3)`, code: "coop-victory" };
  return { scores, winners: [], reason: `the movement falls short of four Freedom Markers of each type: ${line} (23.3)`, code: "coop-defeat" };
}

// src/games/free-at-last/rules/variants/team.ts
function teamResult(s, seggie) {
  const teams = s.ext.teams;
  const totals = teams.map((t) => t.reduce((n2, o) => n2 + s.orgs[o].vp, 0));
  const scores = {};
  teams.forEach((t, i) => t.forEach((o) => scores[o] = totals[i]));
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: "seggie" };
  if (totals[0] === totals[1]) return { scores, winners: [...s.seats], reason: "the teams tie: both win (23.2, 21.1)", code: "team-tie" };
  const best2 = totals[0] > totals[1] ? 0 : 1;
  return { scores, winners: s.seats.filter((o) => teams[best2].includes(o)), reason: `team ${teams[best2].join(" + ")} has the higher total (23.2)`, code: "team-scoring" };
}

// src/games/free-at-last/rules/variants/result.ts
function variantResult(s) {
  const v = s.ext?.variant;
  if (v === void 0 || v === "standard") return null;
  const track = failureMarkers(s).track;
  const seggie = track >= 9 ? `Seggie victory: ${track} Failure Markers on the track (1.6${v === "solitaire" ? ", 23.1.1" : ""})` : null;
  if (v === "team") return teamResult(s, seggie);
  if (v === "coop") return coopResult(s, seggie);
  const org7 = s.seats[0];
  const scores = { [org7]: s.orgs[org7].vp };
  if (seggie !== null) return { scores, winners: [], reason: seggie, code: "seggie" };
  return { scores, winners: [org7], reason: "the movement survives: fewer than 9 Failure Markers on the track (23.1.1 ruling)", code: "solitaire-survival" };
}

// src/games/free-at-last/result.ts
var freeAtLastEndCodes = ["seggie", "final-scoring", "final-scoring-tie", "team-scoring", "team-tie", "coop-victory", "coop-defeat", "solitaire-survival"];
var resultOf = (s) => (
  // the scoring rules name their codes as strings: test/core/spaces.test.ts checks each is one of these
  s.phase === "game-over" ? variantResult(s) ?? gameResult(s) : null
);

// src/games/free-at-last/event-schema.ts
import * as z13 from "zod";
var n = z13.number().int();
var org6 = organizationSchema;
var card4 = z13.string();
var leader3 = z13.string();
var project3 = n;
var color2 = colorSchema;
var die = colorSchema;
var face2 = z13.union([n, z13.literal("X"), z13.literal("K")]);
var purpose = z13.enum(["red-cubes", "white-cubes", "blue-cubes", "leader", "ldf", "seg-attorney", "registrar", "doj", "fate"]);
var mode = z13.enum(["protest", "picket", "exam", "injunction", "advance", "bamn"]);
var stage2 = z13.enum(["protest", "exam", "school-year", "classes", "courthouse", "bamn-white", "bamn-blue", "done"]);
var zone2 = z13.string();
var why2 = z13.string();
var eventSchema = z13.discriminatedUnion("type", [
  // the Turn and its phases
  z13.strictObject({ type: z13.literal("projectDealt"), card: project3, state: z13.string(), discarded: z13.boolean() }).meta({ section: "2.1", description: "A Project card is dealt face up in a state (or dealt and discarded)." }),
  z13.strictObject({ type: z13.literal("cardDrawn"), org: org6 }).meta({ section: "2.2", description: "An organization draws a Strategy card (which one only its own view shows)." }),
  z13.strictObject({ type: z13.literal("hire"), org: org6, discard: card4.nullable() }).meta({ section: "6.3", description: "An organization hires a Staffer, discarding a card (null: for free)." }),
  z13.strictObject({ type: z13.literal("staffHired"), org: org6, leader: leader3 }).meta({ section: "6.3", description: "A Staffer joins an organization's staff." }),
  z13.strictObject({ type: z13.literal("redrawDiscard"), org: org6 }).meta({ section: "2.5", description: "An organization discards a Project card to draw another." }),
  z13.strictObject({ type: z13.literal("projectSelected"), org: org6, card: project3, title: z13.string(), state: z13.string() }).meta({ section: "2.5", description: "An organization selects its Project." }),
  z13.strictObject({ type: z13.literal("mobilized"), org: org6, cards: n, red: n }).meta({ section: "11.0", description: "An organization mobilizes red cubes onto its Project with so many cards." }),
  z13.strictObject({ type: z13.literal("leaderAssigned"), org: org6, leader: leader3 }).meta({ section: "7.1", description: "A Protest Leader is assigned to a Project." }),
  z13.strictObject({ type: z13.literal("freedomRider"), org: org6, leader: leader3 }).meta({ section: "7.4", description: "CORE sends a Freedom Rider." }),
  z13.strictObject({ type: z13.literal("segReinforcement"), color: color2, target: org6 }).meta({ section: "2.6", description: "A SEG cube joins an organization's Project." }),
  z13.strictObject({ type: z13.literal("turnEnd"), turn: n }).meta({ section: "20.0", description: "A Turn ends." }),
  // Action Rounds
  z13.strictObject({ type: z13.literal("pass"), org: org6 }).meta({ section: "13.1", description: "An organization passes its Action Round." }),
  z13.strictObject({ type: z13.literal("preempt"), org: org6 }).meta({ section: "10.4", description: "An organization takes a pre-emptive Action Round." }),
  z13.strictObject({ type: z13.literal("play"), org: org6, card: card4, rank: n, color: color2 }).meta({ section: "13.2", description: "An organization plays a Strategy card for its colour and rank." }),
  z13.strictObject({ type: z13.literal("extraCard"), org: org6, card: card4 }).meta({ section: "14.5", description: "An organization adds a card to the action." }),
  z13.strictObject({ type: z13.literal("actionLost"), org: org6, mode }).meta({ section: "13.3", description: "An organization's chosen action is lost: its Project no longer allows it (ruling 13.3)." }),
  z13.strictObject({ type: z13.literal("discard"), org: org6.optional(), card: card4, why: why2.optional() }).meta({ section: "9.4", description: "A card is discarded." }),
  z13.strictObject({ type: z13.literal("discardDown"), org: org6, card: card4 }).meta({ section: "20.1", description: "An organization discards down to its hand limit." }),
  z13.strictObject({ type: z13.literal("event"), org: org6, card: card4, name: z13.string(), target: org6.nullable(), law: z13.string().nullable() }).meta({ section: "9.3", description: "An organization plays a card as an event (on a target organization; passing a law)." }),
  z13.strictObject({ type: z13.literal("fundraiser"), from: org6, to: org6, card: card4, stars: n }).meta({ section: "10.1", description: "A Fundraiser card is given to another organization, for Stars." }),
  z13.strictObject({ type: z13.literal("fundraiserRefused"), from: org6, to: org6 }).meta({ section: "10.1", description: "A Fundraiser offer is refused." }),
  z13.strictObject({ type: z13.literal("burnBabyBurn"), orgs: z13.array(org6) }).meta({ section: "9.6", description: "Burn, Baby, Burn!: these organizations must discard a card or lower Non-Violence." }),
  z13.strictObject({ type: z13.literal("burnDiscard"), org: org6, card: card4 }).meta({ section: "9.6", description: "An organization discards a card to Burn, Baby, Burn!." }),
  z13.strictObject({ type: z13.literal("nonViolenceLowered"), org: org6, level: z13.enum(["inter-racialism", "black-leadership", "black-power", "black-separatism"]) }).meta({ section: "9.8", description: "An organization lowers its Non-Violence Commitment." }),
  // Stars, Failure Markers, VPs
  z13.strictObject({ type: z13.literal("star"), org: org6, count: n, why: why2 }).meta({ section: "4.0", description: "An organization gains Stars (a starred card, a Local Figure, a rule)." }),
  z13.strictObject({ type: z13.literal("stars"), org: org6, count: n, why: why2.optional() }).meta({ section: "4.0", description: "An organization gains Stars from an event." }),
  z13.strictObject({ type: z13.literal("starSpent"), org: org6, for: z13.enum(["draw", "cancel a Challenge"]).optional(), count: n.optional(), why: why2.optional() }).meta({ section: "4.1", description: "An organization spends Stars (for a draw, to cancel a Challenge, or as `why` says)." }),
  z13.strictObject({ type: z13.literal("failure"), org: org6, count: n, why: why2.optional() }).meta({ section: "4.2", description: "An organization receives Failure Markers." }),
  z13.strictObject({ type: z13.literal("vp"), org: org6, category: z13.enum(["segCubes", "redCubes", "litigation"]), vp: n, why: why2 }).meta({ section: "1.2", description: "An organization scores VPs." }),
  z13.strictObject({ type: z13.literal("freedomMarkerVps"), org: org6, vp: n }).meta({ section: "20.4", description: "End of Turn scoring for Freedom Markers." }),
  z13.strictObject({ type: z13.literal("demoralization"), color: color2, orgs: z13.array(org6) }).meta({ section: "20.3", description: "Demoralization of cubes of a colour: the organizations affected." }),
  // cubes and the X tracks
  z13.strictObject({ type: z13.literal("cubes"), color: color2, count: n, from: zone2, to: zone2, why: why2 }).meta({ section: "5.0", description: "Cubes move between zones." }),
  z13.strictObject({ type: z13.literal("xMove"), die, direction: z13.enum(["up", "down"]), value: n }).meta({ section: "3.6", description: "A Local Figure moves an X value track." }),
  z13.strictObject({ type: z13.literal("xMoved"), die, direction: z13.enum(["up", "down"]), value: n.optional(), why: why2.optional() }).meta({ section: "3.6", description: "An event or Challenge moves an X value track." }),
  // project actions
  z13.strictObject({ type: z13.literal("projectAction"), org: org6, mode, cards: z13.array(card4), stage: stage2.optional(), attorney: z13.string().nullable().optional(), coCounsel: z13.string().nullable().optional() }).meta({ section: "13.3", description: "An organization takes a project action with these cards (an injunction: with its LDF attorney and co-counsel)." }),
  z13.strictObject({ type: z13.literal("strikeFirst"), org: org6 }).meta({ section: "15.8", description: "An organization announces Strike First." }),
  z13.strictObject({ type: z13.literal("strikeFirstBackfired"), org: org6 }).meta({ section: "15.10", description: "Strike First backfires." }),
  z13.strictObject({ type: z13.literal("localFigure"), org: org6, name: z13.string(), side: z13.enum(["civil-rights", "seg"]) }).meta({ section: "15.2", description: "A Local Figure is activated." }),
  z13.strictObject({ type: z13.literal("staffCommitted"), org: org6, staff: leader3, to: purpose }).meta({ section: "15.18", description: "A Staffer is committed to a roll for his special ability." }),
  z13.strictObject({ type: z13.literal("staffReroll"), org: org6, die, purpose }).meta({ section: "15.18", description: "A committed CORE Staffer re-rolls a die." }),
  z13.strictObject({ type: z13.literal("roll"), org: org6, die, face: face2, value: n, purpose, subsequent: z13.boolean(), leaders: z13.array(leader3), reading: z13.enum(["plain", "x", "exempt", "minus-one"]), modifier: n }).meta({ section: "15.3", description: "A die is rolled: its face and the value it reads (`subsequent`: the 3.6 roll after an X)." }),
  z13.strictObject({ type: z13.literal("xReroll"), die }).meta({ section: "3.6", description: "An X is re-rolled (Legislation)." }),
  z13.strictObject({ type: z13.literal("dieResult"), org: org6, die, purpose, face: face2, value: n, struckOut: z13.boolean(), klan: z13.boolean(), x: z13.boolean(), subsequent: face2.nullable() }).meta({ section: "15.11", description: "What a die counts once kept: its value, a Strike Out, a Klan attack." }),
  z13.strictObject({ type: z13.literal("hits"), org: org6, side: z13.enum(["red", "white", "blue", "leader", "ldf", "seg-attorney", "registrar", "doj"]), hits: n }).meta({ section: "15.4", description: "Hits scored on an organization's Project by one side." }),
  z13.strictObject({ type: z13.literal("overkill"), org: org6, count: n }).meta({ section: "15.6", description: "Overkill buttons are placed on a Project." }),
  z13.strictObject({ type: z13.literal("overkillRemoved"), org: org6, count: n }).meta({ section: "4.1", description: "Overkill buttons are removed." }),
  z13.strictObject({ type: z13.literal("klan"), org: org6, killed: z13.array(z13.string()) }).meta({ section: "15.12", description: "A Klan attack kills these leaders (or a Local Figure)." }),
  z13.strictObject({ type: z13.literal("freedomRidersLost"), org: org6, riders: z13.array(leader3) }).meta({ section: "7.4", description: "CORE loses Freedom Riders." }),
  z13.strictObject({ type: z13.literal("advanced"), org: org6, count: n }).meta({ section: "17.9", description: "Red cubes advance through the school year." }),
  z13.strictObject({ type: z13.literal("stageComplete"), org: org6, stage: stage2 }).meta({ section: "17.7", description: "A stage of a Project is complete." }),
  z13.strictObject({ type: z13.literal("registrar"), org: org6, localFigure: z13.string().nullable(), activated: z13.boolean() }).meta({ section: "18.3", description: "The registrar faces a V Project (a Local Figure, activated or not)." }),
  z13.strictObject({ type: z13.literal("dojAttorney"), org: org6 }).meta({ section: "18.3", description: "The D.O.J. Staff Attorney is called in." }),
  z13.strictObject({ type: z13.literal("projectSuccess"), org: org6, card: project3, freedomMarker: projectTypeSchema }).meta({ section: "15.16", description: "A Project succeeds and earns a Freedom Marker." }),
  z13.strictObject({ type: z13.literal("projectFailure"), org: org6, card: project3 }).meta({ section: "15.17", description: "A Project fails." }),
  z13.strictObject({ type: z13.literal("projectWithdrawn"), org: org6 }).meta({ section: "19.8", description: "A Project is withdrawn." }),
  z13.strictObject({ type: z13.literal("eventLeader"), org: org6, leader: leader3 }).meta({ section: "19.1", description: "An Event Leader takes over a Project." }),
  z13.strictObject({ type: z13.literal("eventLeaderEliminated"), org: org6 }).meta({ section: "19.10", description: "The Event Leader is eliminated." }),
  z13.strictObject({ type: z13.literal("eventLeaderFate"), org: org6, fate: z13.enum(["killed by his own followers", "killed by the police", "escaped to Cuba", "went into hiding"]) }).meta({ section: "19.10", description: "The Event Leader's fate." }),
  // litigation
  z13.strictObject({ type: z13.literal("litigation"), org: org6, result: z13.enum(["won", "lost", "tie", "reversed on appeal"]), appeal: z13.boolean().optional(), court: z13.literal("supreme").optional() }).meta({ section: "22.10", description: "The result of a Litigation action (on appeal; at the Supreme Court)." }),
  z13.strictObject({ type: z13.literal("response"), org: org6, card: card4, hits: n }).meta({ section: "9.7", description: "A Response card adds LDF hits." }),
  z13.strictObject({ type: z13.literal("appealDiscard"), org: org6, card: card4 }).meta({ section: "22.12", description: "An organization discards a card for an appeal." }),
  z13.strictObject({ type: z13.literal("appealFiled"), org: org6 }).meta({ section: "22.12", description: "An appeal is filed to the Supreme Court." }),
  z13.strictObject({ type: z13.literal("appealRefund"), org: org6, card: card4 }).meta({ section: "22.16", description: "A consolidated appeal costs three cards: a card comes back." }),
  z13.strictObject({ type: z13.literal("supremeCourt"), orgs: z13.array(org6) }).meta({ section: "22.15", description: "The Supreme Court hears the criminal cases of these organizations." }),
  // Legislation
  z13.strictObject({ type: z13.literal("federalLegislation"), card: card4 }).meta({ section: "9.10", description: "A Federal Legislation card is drawn." }),
  z13.strictObject({ type: z13.literal("lawHeldUp"), card: card4 }).meta({ section: "9.9", description: "A law is held up in Congress." }),
  z13.strictObject({ type: z13.literal("lawPassed"), card: card4, area: z13.enum(["S", "A", "V", "federal"]) }).meta({ section: "9.9", description: "A law passes (for S, A or V Projects)." }),
  z13.strictObject({ type: z13.literal("lawImplemented"), card: card4 }).meta({ section: "9.9", description: "A law is implemented." }),
  // Challenges
  z13.strictObject({ type: z13.literal("challengeDealt"), org: org6, card: card4, name: z13.string(), category: z13.enum(["S", "A", "V", "M", "ALL", "ANY"]) }).meta({ section: "2.7", description: "A Challenge card is dealt to an organization." }),
  z13.strictObject({ type: z13.literal("challengeImplemented"), card: card4, org: org6.nullable(), name: z13.string().optional() }).meta({ section: "9.12", description: "A Challenge is implemented (on an organization, or on all)." }),
  z13.strictObject({ type: z13.literal("challengeWhiteCube"), org: org6, card: card4 }).meta({ section: "9.12", description: "A Challenge is taken as a white cube." }),
  z13.strictObject({ type: z13.literal("challengeGiven"), from: org6, to: org6, card: card4, project: z13.string() }).meta({ section: "9.14", description: "A Challenge is given to another organization's Project." }),
  z13.strictObject({ type: z13.literal("challengeFailed"), org: org6, card: card4, name: z13.string() }).meta({ section: "4.2", description: "A lasting Challenge fails." }),
  z13.strictObject({ type: z13.literal("challengeCancelled"), card: card4, name: z13.string() }).meta({ section: "9.15", description: "A Challenge is cancelled." }),
  z13.strictObject({ type: z13.literal("challengesCancelled"), cards: z13.array(card4), why: why2 }).meta({ section: "9.15", description: "Every Challenge is cancelled." }),
  z13.strictObject({ type: z13.literal("challengeShareOffered"), from: org6, to: org6, card: card4 }).meta({ section: "9.15", description: "An organization offers to share the cost of cancelling a Challenge." }),
  z13.strictObject({ type: z13.literal("challengeShareRefused"), from: org6, to: org6 }).meta({ section: "9.15", description: "The offer to share is refused." }),
  z13.strictObject({ type: z13.literal("cubesWithdrawn"), org: org6, color: color2, count: n, why: why2 }).meta({ section: "9.15.1", description: "Cubes of a cancelled M Challenge are withdrawn." }),
  // the solitaire variant
  z13.strictObject({ type: z13.literal("soloDraw"), card: card4, name: z13.string() }).meta({ section: "23.1", description: "Solitaire: a Strategy card is drawn for the SEG." }),
  z13.strictObject({ type: z13.literal("soloImplemented"), card: card4, name: z13.string() }).meta({ section: "23.1", description: "Solitaire: the drawn card is implemented." })
]);

// src/games/free-at-last/rules/sections.ts
var taskSections = {
  flow: "2.0",
  dealProjects: "2.1",
  hireSeats: "2.3",
  selectSeats: "2.5",
  selectAfterRedraw: "3.8.1",
  challengeDecisions: "9.13",
  challengeBoard: "9.14",
  lawEvents: "9.11.2",
  roundPreempt: "10.4",
  roundWindow: "10.0",
  roundBegin: "23.1",
  roundPlay: "13.1",
  heldMandatory: "9.6",
  discardSeats: "20.1",
  supremeCourt: "20.2",
  challengesEnd: "9.16",
  hire: "6.3",
  redraw: "3.8.1",
  select: "2.5",
  mobilize: "11.0",
  leader: "7.1",
  riders: "7.4",
  events: "9.3.2.1",
  chooseLaw: "9.11.1",
  window: "10.0",
  fundraiser: "9.5",
  preempt: "10.4",
  action: "13.1",
  mode: "13.3",
  extra: "14.5",
  reinforce: "13.2",
  burn: "9.8.1",
  appeal: "22.15",
  discardDown: "20.1",
  drawStrategy: "2.2",
  drawProject: "2.1",
  drawStaff: "6.3",
  drawLegislation: "2.8",
  drawChallenge: "2.7",
  drawSolo: "23.1",
  challenge: "9.13",
  share: "4.1",
  solo: "23.1",
  beforeDeal: "23.4",
  beforeAction: "23.1",
  turnCleanup: "23.1",
  // the steps of a running project resolution (state/resolution.ts)
  resolutionPreRoll: "15.18",
  resolutionRoll: "3.6",
  resolutionReroll: "15.18",
  resolutionLeaderHits: "15.5",
  resolutionResponse: "22.11",
  resolutionAppeal: "22.12",
  resolutionDoj: "18.3.7.2",
  resolutionWithdraw: "19.8",
  resolutionConsolidate: "22.16"
};
var sectionOf = (t) => taskSections[t.kind];

// src/games/free-at-last/illegal.ts
function explainIllegal2(s, a) {
  const why3 = freeAtLastTaskMachine.explainIllegal(s, a);
  const task = s.tasks[s.tasks.length - 1];
  if (why3?.rule !== void 0 || task === void 0) return why3;
  return { reason: why3?.reason ?? `Not one of the answers to: ${freeAtLastTaskMachine.prompt(s)}`, rule: sectionOf(task) };
}

// src/games/free-at-last/view.ts
function viewOf(s, seat, toMove, prompt, ask, legal) {
  const orgs = {};
  for (const o of s.seats) {
    const x = s.orgs[o];
    orgs[o] = {
      hand: seat === o ? [...x.hand].sort() : null,
      handCount: x.hand.length,
      homeCardInHand: x.homeCardInHand,
      stars: x.stars,
      failures: x.failures,
      vp: x.vp,
      vpBreakdown: x.vpBreakdown,
      freedomMarkers: x.freedomMarkers,
      staffPoolCount: x.staffPool.length,
      staff: x.staff,
      protestLeaders: x.protestLeaders,
      removedLeaders: x.removedLeaders,
      nonViolence: x.nonViolence,
      eliminated: x.eliminated,
      criminalHold: x.criminalHold,
      appealFiled: x.appealFiled,
      passed: x.passed
    };
  }
  const d = s.decks;
  return {
    seat: seat ?? null,
    seats: s.seats,
    turn: s.turn,
    phase: s.phase,
    actionRound: s.actionRound,
    toMove,
    prompt,
    legal: seat !== null && toMove === seat ? legal() : [],
    ask,
    components: s.components,
    step: shownStep(s),
    round: flowOf(s).round,
    orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    xValues: { red: xValue(s, "red"), white: xValue(s, "white"), blue: xValue(s, "blue") },
    failureTrack: failureMarkers(s).track,
    decks: {
      strategyCount: d.strategy.length,
      strategyDiscard: d.strategyDiscard,
      strategyRemoved: d.strategyRemoved,
      lastingEvents: d.lastingEvents,
      display: d.display,
      projectCount: d.projects.length,
      projectDiscard: d.projectDiscard,
      legislationCount: d.legislation.length,
      civilRightsAct: d.civilRightsAct,
      votingRightsAct: d.votingRightsAct,
      laws: d.laws,
      legislationDiscard: d.legislationDiscard,
      legislationRemoved: d.legislationRemoved
    },
    resolution: resolutionView(s),
    ...s.ext ? { variants: variantView(s) } : {}
  };
}
function resolutionView(s) {
  const r = resolutionOf(s);
  if (r === null) return null;
  const { kind: kind2, org: org7, mode: mode2, cards: cards2, ...rest } = r;
  return { org: org7, mode: mode2, cards: cards2, step: resolutionStepOf[kind2], ...rest };
}

// src/games/free-at-last/choices.ts
function namesOf2(view) {
  const c = view.components ?? referenceComponents;
  const find2 = (list2, id) => list2.find((x) => x.id === id)?.name ?? id;
  const home = c.homeCards.find((h) => h.organization === view.seat);
  return {
    card: (id) => id === "home" ? `Home Card${home ? ` (${home.name})` : ""}` : find2(c.strategy, id),
    leader: (id) => find2(c.leaders, id),
    law: (id) => find2(c.legislation, id),
    challenge: (id) => find2(referenceChallenges, id),
    project: (state) => {
      const card5 = c.projects.find((p) => p.number === view.offered[state]);
      const where = c.states.find((x) => x.id === state)?.name ?? state;
      return card5 ? `${card5.title} (${card5.type}, ${where})` : where;
    }
  };
}
function cardOf(a) {
  switch (a.type) {
    case "hire":
      return a.discard;
    case "redrawDiscard":
    case "mobilize":
    case "event":
    case "play":
    case "extra":
    case "discard":
    case "giveFundraiser":
    case "burnDiscard":
    case "discardDown":
    case "appealDiscard":
    case "projectPlayResponse":
    case "projectAppeal":
      return a.card;
    default:
      return null;
  }
}
var asPlayed = (a) => `as a ${a.color} ${a.rank}`;
function use(a, n2) {
  switch (a.type) {
    case "hire":
      return [{ key: "hire", label: "discard it to hire a Staffer" }];
    case "redrawDiscard":
      return [{ key: a.type, label: "discard it to draw a replacement" }];
    case "mobilize":
      return [{ key: a.type, label: "mobilize with it" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "play":
      return [{ key: a.type, label: "play it on the Project" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "extra":
      return [{ key: a.type, label: "add it to the action" }, { key: asPlayed(a), label: asPlayed(a) }];
    case "event": {
      const at = [a.target ? `on ${a.target}` : "", a.law ? `passing ${n2.law(a.law)}` : ""].filter((x) => x !== "").join(", ");
      return [{ key: a.type, label: "play it for the event" }, { key: `${a.target}/${a.law}`, label: at === "" ? "play the event" : at }];
    }
    case "giveFundraiser":
      return [{ key: a.type, label: "offer it as a fundraiser" }, { key: a.to, label: `to ${a.to}` }];
    case "discard":
    case "discardDown":
      return [{ key: a.type, label: "discard it" }];
    case "burnDiscard":
      return [{ key: a.type, label: "discard it to answer Burn, Baby, Burn!" }];
    case "appealDiscard":
      return [{ key: a.type, label: "discard it toward a Supreme Court appeal" }];
    case "projectPlayResponse":
      return [{ key: a.type, label: "play it as a response" }];
    case "projectAppeal":
      return [{ key: a.type, label: "discard it to appeal" }];
    default:
      return [];
  }
}
var plain = {
  drawStrategy: (a, n2) => `draw ${n2.card(a.card)}`,
  drawProject: (a) => `deal Project ${a.card}`,
  drawStaff: (a, n2) => `draw ${n2.leader(a.leader)}`,
  drawLegislation: (a, n2) => `draw ${n2.law(a.card)}`,
  hire: () => "hire a Staffer for free",
  skipHire: () => "hire no Staffer",
  redrawDone: () => "stop redrawing",
  selectProject: (a, n2) => `select ${n2.project(a.state)}`,
  mobilizeDone: () => "stop mobilizing",
  assignLeader: (a, n2) => `assign ${n2.leader(a.leader)}`,
  noLeader: () => "assign no Leader",
  chooseLaw: (a, n2) => `pass ${n2.law(a.card)} into law`,
  eventsDone: () => "play no more events now",
  mode: (a) => ({ protest: "protest", picket: "picket", exam: "take the exam", injunction: "seek an injunction", advance: "advance", bamn: "by any means necessary" })[a.mode],
  extraDone: () => "add no more cards",
  reinforce: (a) => `SEG Reinforcement on ${a.target}'s Project`,
  pass: () => "pass",
  concede: () => "give up the incomplete Project",
  preempt: () => "take a pre-emptive Action Round",
  declinePreempt: () => "do not pre-empt",
  spendStarDraw: () => "spend a Star to draw a Strategy card",
  windowPass: () => "pass",
  acceptFundraiser: () => "accept the fundraiser",
  refuseFundraiser: () => "refuse the fundraiser",
  burnLower: () => "lower the Non-Violence Commitment Level",
  discardDone: () => "keep the rest of the hand",
  projectRoll: (a) => `${a.die} die shows ${a.face}`,
  projectCommitStaff: (a, n2) => `commit ${n2.leader(a.staff)} to the roll`,
  projectStrikeFirst: () => "Strike First",
  projectInsure: () => "spend a Star against a Strike Out",
  projectRemoveOverkill: () => "spend a Star to remove an Overkill button",
  projectProceed: () => "go on",
  projectKeep: (a) => `keep the ${a.face}`,
  projectReroll: () => "re-roll the X",
  projectRerollDie: (a) => `re-roll the die of the ${a.purpose}`,
  projectLeaderHit: (a) => ({ overkill: "Leader hit: remove an Overkill button", save: "Leader hit: save a red cube", collect: "Leader hit: collect a SEG cube" })[a.use],
  projectDoj: () => "call the D.O.J. Staff Attorney",
  projectWithdraw: () => "withdraw from the Project",
  projectConsolidate: (a) => `consolidate the case with ${a.with}`,
  projectPass: () => "pass",
  drawChallenge: (a, n2) => `deal ${n2.challenge(a.card)}`,
  drawSolo: (a, n2) => `draw ${n2.card(a.card)}`,
  challengeImplement: () => "implement the Challenge on the Project",
  challengeWhiteCube: () => "add a white cube to the Project instead",
  challengeGive: (a) => `give the Challenge to ${a.to}`,
  challengeCancel: (a, n2) => `cancel ${n2.challenge(a.card)} with ${a.pay === "two-stars" ? "2 Stars" : "SCLC's 1 Star"}`,
  challengeShare: (a, n2) => `ask ${a.with} to share cancelling ${n2.challenge(a.card)}`,
  challengeShareAccept: () => "pay 1 Star to cancel the Challenge",
  challengeShareRefuse: () => "refuse to pay",
  soloImplement: (a, n2) => `implement the event${a.law ? `, passing ${n2.law(a.law)}` : ""}`,
  soloDecline: () => "do not implement the event"
};
function pathOf(a, n2) {
  const card5 = cardOf(a);
  if (card5 !== null) return { action: a, path: [{ key: `card:${card5}`, label: n2.card(card5) }, ...use(a, n2)] };
  const words2 = plain[a.type];
  return { action: a, path: [{ key: JSON.stringify(a), label: words2 ? words2(a, n2) : a.type }] };
}
function freeAtLastChoicePaths(view) {
  const n2 = namesOf2(view);
  return view.legal.map((a) => pathOf(a, n2));
}
function freeAtLastIdlePass(view) {
  const pass = view.legal.find((a) => a.type === "windowPass");
  return pass !== void 0 && view.legal.every((a) => a.type === "windowPass" || a.type === "spendStarDraw") ? pass : null;
}

// src/games/free-at-last/spaces/action-space.ts
var sortedUnique = (xs) => [...new Set(xs)].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
function build(set) {
  const hand = sortedUnique([...set.strategy.map((c) => c.id), "home"]);
  const laws = sortedUnique(set.legislation.map((c) => c.id));
  const challenges = sortedUnique(referenceChallenges.map((c) => c.id));
  const people = sortedUnique([...set.leaders.map((l) => l.id), ...set.attorneys.map((a) => a.id)]);
  const faces = sortedUnique(Object.values(set.dice).flatMap((d) => Array.isArray(d) ? d : []).map((f) => String(f)));
  const faceValues = faces.map((f) => /^-?\d+$/.test(f) ? Number(f) : f);
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: hand,
      "drawProject.card": sortedUnique(set.projects.map((p) => p.number)),
      "drawLegislation.card": laws,
      "chooseLaw.card": laws,
      "drawChallenge.card": challenges,
      "challengeCancel.card": challenges,
      "challengeShare.card": challenges,
      "hire.discard": [null, ...hand],
      law: [null, ...laws],
      "selectProject.state": set.states.map((x) => x.id),
      leader: people,
      staff: people,
      face: faceValues
    })
  );
}
var spaceOf = cachedBy(build);
var freeAtLastActionSpace = (s) => spaceOf(componentsOf(s));

// src/games/free-at-last/spaces/observation.ts
var INF = Number.POSITIVE_INFINITY;
var colors2 = colorSchema.options;
var stepKinds2 = viewSchema.shape.step.unwrap().options.map((o) => o.shape.kind.value);
var useKinds = viewSchema.shape.round.unwrap().shape.use.options;
var modes2 = viewSchema.shape.round.unwrap().shape.mode.unwrap().options;
var stages2 = viewSchema.shape.projects.valueType.shape.stage.options;
var levels2 = viewSchema.shape.orgs.valueType.shape.nonViolence.unwrap().options;
var phases = viewSchema.shape.phase.options;
var sorted = (xs) => [...new Set(xs)].sort();
var flag = (b) => b ? 1 : 0;
function orgParts(o) {
  const org7 = (v) => v.orgs[o];
  const project4 = (v) => Object.values(v.projects).find((p2) => p2.owner === o);
  const p = `orgs.${o}.`;
  return [
    scalar(`${p}present`, `1 if ${o} plays`, 0, 1, (v) => flag(org7(v) !== void 0)),
    scalar(`${p}handCount`, "cards in hand (Home Card not counted)", 0, INF, (v) => org7(v)?.handCount ?? 0),
    scalar(`${p}homeCardInHand`, "the Home Card is in hand (9.3.3)", 0, 1, (v) => flag(org7(v)?.homeCardInHand)),
    scalar(`${p}stars`, "Stars", 0, INF, (v) => org7(v)?.stars ?? 0),
    scalar(`${p}failures`, "Failure Markers", 0, INF, (v) => org7(v)?.failures ?? 0),
    scalar(`${p}vp`, "VPs", -INF, INF, (v) => org7(v)?.vp ?? 0),
    ...["S", "A", "V"].map((k) => scalar(`${p}freedomMarkers.${k}`, `${k} Freedom Markers`, 0, INF, (v) => org7(v)?.freedomMarkers[k] ?? 0)),
    scalar(`${p}staffPoolCount`, "Staffers left in the cup", 0, INF, (v) => org7(v)?.staffPoolCount ?? 0),
    scalar(`${p}staff`, "Staffers hired", 0, INF, (v) => org7(v)?.staff.length ?? 0),
    scalar(`${p}staffTired`, "Staffers tired (6.5)", 0, INF, (v) => org7(v)?.staff.filter((x) => x.tired).length ?? 0),
    scalar(`${p}protestLeaders`, "Protest Leaders available", 0, INF, (v) => org7(v)?.protestLeaders.length ?? 0),
    ...colors2.map((c) => scalar(`${p}eliminated.${c}`, `${c} cubes in the eliminated area`, 0, INF, (v) => org7(v)?.eliminated[c] ?? 0)),
    scalar(`${p}criminalHold`, "red cubes held for a criminal case (15.14)", 0, INF, (v) => org7(v)?.criminalHold ?? 0),
    scalar(`${p}appealFiled`, "an appeal is filed (22.12)", 0, 1, (v) => flag(org7(v)?.appealFiled)),
    scalar(`${p}passed`, "passed this Action Round phase", 0, 1, (v) => flag(org7(v)?.passed)),
    oneHot(`${p}nonViolence`, "Non-Violence Commitment Level (3.8.2)", levels2, (v) => org7(v)?.nonViolence ?? null),
    scalar(`${p}project.present`, "has a Project", 0, 1, (v) => flag(project4(v) !== void 0)),
    ...colors2.map((c) => scalar(`${p}project.cubes.${c}`, `${c} cubes on the Project`, 0, INF, (v) => project4(v)?.cubes[c] ?? 0)),
    oneHot(`${p}project.stage`, "where the Project stands (15\u201319)", stages2, (v) => project4(v)?.stage ?? null),
    scalar(`${p}project.leaders`, "Protest Leaders on the Project", 0, INF, (v) => project4(v)?.leaders.length ?? 0),
    scalar(`${p}project.overkill`, "Overkill buttons (15.6)", 0, INF, (v) => project4(v)?.overkill ?? 0)
  ];
}
function build2(set) {
  const hand = sorted([...set.strategy.map((c) => c.id), "home"]);
  const strategy3 = sorted(set.strategy.map((c) => c.id));
  const laws = sorted(set.legislation.map((c) => c.id));
  const ownHand = (v) => {
    const me = v.seat === null ? void 0 : v.orgs[v.seat];
    return me?.hand ? [...me.hand, ...me.homeCardInHand ? ["home"] : []] : [];
  };
  return observer([
    oneHot("seat", "the observing seat (none: a spectator)", turnOrder, (v) => v.seat),
    scalar("turn", "Turn (1\u20133)", 0, 3, (v) => v.turn),
    oneHot("phase", "phase of the Turn", phases, (v) => v.phase),
    scalar("actionRound", "Action Round", 0, INF, (v) => v.actionRound),
    oneHot("toMove", "who decides", [...turnOrder, "chance"], (v) => v.toMove),
    oneHot("step.kind", "the flow decision waiting", stepKinds2, (v) => v.step?.kind ?? null),
    oneHot("round.org", "the organization playing the Action Round", turnOrder, (v) => v.round?.org ?? null),
    oneHot("round.use", "what the Action Round card is used for", useKinds, (v) => v.round?.use ?? null),
    oneHot("round.mode", "the Project action chosen", modes2, (v) => v.round?.mode ?? null),
    ...turnOrder.flatMap(orgParts),
    ...colors2.map((c) => scalar(`supply.${c}`, `${c} cubes in the supply`, 0, set.cubes[c], (v) => v.supply[c])),
    ...colors2.map((c) => scalar(`xTrack.${c}`, `${c} X Value Track position`, 0, set.xTracks[c].values.length - 1, (v) => v.xTrack[c])),
    ...colors2.map((c) => scalar(`xValues.${c}`, `${c} X value`, -INF, INF, (v) => v.xValues[c])),
    scalar("failureTrack", "Failure Markers on the track (9+: Seggie victory)", 0, INF, (v) => v.failureTrack),
    scalar("decks.strategyCount", "Strategy cards in the draw pile", 0, set.strategy.length, (v) => v.decks.strategyCount),
    scalar("decks.projectCount", "Project cards in the draw pile", 0, set.projects.length, (v) => v.decks.projectCount),
    scalar("decks.legislationCount", "Legislation cards in the draw pile", 0, set.legislation.length, (v) => v.decks.legislationCount),
    counts("hand", "the observing seat's own hand (Strategy card ids and 'home')", hand, INF, ownHand),
    counts("decks.strategyDiscard", "Strategy discard pile", strategy3, INF, (v) => v.decks.strategyDiscard),
    counts("decks.lastingEvents", "lasting events in play", strategy3, INF, (v) => v.decks.lastingEvents),
    counts("decks.display", "cards on the March on Washington display (3.7)", strategy3, INF, (v) => v.decks.display),
    ...["S", "A", "V"].map((k) => counts(`decks.laws.${k}`, `${k} laws passed`, laws, 1, (v) => v.decks.laws[k])),
    counts("decks.civilRightsAct", "Civil Rights Act", laws, 1, (v) => v.decks.civilRightsAct),
    counts("decks.votingRightsAct", "Voting Rights Act", laws, 1, (v) => v.decks.votingRightsAct),
    counts("decks.legislationDiscard", "Legislation discard pile", laws, 1, (v) => v.decks.legislationDiscard)
  ]);
}
var observerOf = cachedBy(build2);
var freeAtLastObserver = (s) => observerOf(componentsOf(s));

// src/games/free-at-last/bots/figures.ts
var projectCards = new Map(referenceComponents.projects.map((p) => [p.number, p]));
var helps = (e) => e.die === "red" ? e.direction === "up" : e.direction === "down";
function effectValue(e) {
  if (e.kind === "move-x") return helps(e) ? 2 : -6;
  if (e.kind === "remove-red" || e.kind === "add-seg") return -2 * e.count;
  if (e.kind === "add-red" || e.kind === "collect-seg") return e.count;
  return 0;
}
function figuresValue(view, me, rank2, color3) {
  const p = view.projects[me];
  const card5 = p ? projectCards.get(p.card) : void 0;
  if (!p || !card5) return 0;
  let v = 0;
  for (const f of card5.localFigures) {
    if (p.lostLocalFigures.includes(f.name)) continue;
    const a = f.activation;
    const on = a.by === "color" ? a.color === color3 : a.by === "rank" ? a.rank === rank2 : a.by === "rank-and-color" ? a.rank === rank2 && a.color === color3 : false;
    if (on) v += f.effects.reduce((t, e) => t + effectValue(e), 0);
  }
  return v;
}

// src/games/free-at-last/bots/heuristic.ts
var strategy2 = new Map(referenceComponents.strategy.map((c) => [c.id, c]));
var projectCards2 = new Map(referenceComponents.projects.map((p) => [p.number, p]));
var stateColor2 = new Map(referenceComponents.states.map((s) => [s.id, s.color]));
var rankOf = (card5) => strategy2.get(card5)?.rank ?? 1;
function find(legal, type2) {
  return legal.find((a) => a.type === type2);
}
function mobilizable(hand, home, type2, color3) {
  const cards2 = hand.map((id) => strategy2.get(id)).filter((c) => c !== void 0);
  const extra = home ? 1 : 0;
  if (type2 === "A") return cards2.filter((c) => c.color === color3).length + extra;
  const byRank2 = [1, 2, 3, 4].map((r) => cards2.filter((c) => c.rank === r).length);
  if (type2 === "V") return Math.max(...byRank2) + extra;
  let run2 = 0;
  let longest = 0;
  for (const n2 of byRank2) longest = Math.max(longest, run2 = n2 > 0 ? run2 + 1 : 0);
  return Math.min(4, longest + extra);
}
function projectScore(view, me, state) {
  const card5 = projectCards2.get(view.offered[state] ?? -1);
  if (!card5) return 0;
  const o = view.orgs[me];
  const cards2 = Math.min(4, mobilizable(o.hand ?? [], o.homeCardInHand, card5.type, stateColor2.get(state)));
  return 3 * cards2 - card5.seg.white - 2 * card5.seg.blue + (card5.type === "S" ? 3 : 0);
}
function harmlessness(view, me, owner) {
  const p = view.projects[owner];
  if (!p || p.outcome !== "active") return 100;
  return p.cubes.white + 2 * p.cubes.blue - p.cubes.red - (owner === me ? 50 : 0);
}
function reinforcementCost(view, me, color3) {
  const key = color3 === "red" ? "red" : color3 === "blue" ? "blue" : "white";
  const owners = Object.keys(view.projects).filter((o) => view.projects[o].outcome === "active" && view.projects[o].cubes[key] > 0);
  if (owners.length === 0) return 0;
  const weight = key === "white" ? 1 : 2;
  return weight * (owners.some((o) => o !== me) ? 1 : 3);
}
function handSize2(view, me) {
  const o = view.orgs[me];
  return o.handCount + (o.homeCardInHand ? 1 : 0);
}
var preference = [
  "acceptFundraiser",
  "projectCommitStaff",
  "assignLeader",
  "declinePreempt",
  "windowPass",
  "eventsDone",
  "redrawDone",
  "projectProceed",
  "projectPass",
  "extraDone",
  "discardDone"
];
function freeAtLastHeuristic(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `free-at-last-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const pick = (a) => a !== void 0;
      const hand = handSize2(view, player);
      const track = view.failureTrack;
      const own = view.projects[player];
      const losing = own !== void 0 && own.cubes.red <= 2 && own.cubes.white + own.cubes.blue > 0;
      const selects = legal.filter((a) => a.type === "selectProject");
      if (selects.length > 0) return best(selects, (a) => projectScore(view, player, a.state));
      const mobilize = legal.filter((a) => a.type === "mobilize");
      if (mobilize.length > 0) {
        const done2 = find(legal, "mobilizeDone");
        const mobilized = Number(/\((\d+) so far\)/.exec(view.prompt)?.[1] ?? 0);
        if (done2 && (hand <= 2 || mobilized >= 2)) return done2;
        return best(mobilize, (a) => a.card === "home" ? -10 : -rankOf(a.card));
      }
      const withdraw = find(legal, "projectWithdraw");
      if (withdraw && losing && track >= 5) return withdraw;
      const law2 = legal.find((a) => a.type === "event" && a.law !== null) ?? find(legal, "chooseLaw");
      if (law2) return law2;
      const hire2 = legal.filter((a) => a.type === "hire");
      if (hire2.length > 0) {
        const free = hire2.find((a) => a.discard === null);
        if (free) return free;
        if (hand >= 6) return best(hire2, (a) => -rankOf(a.discard ?? ""));
      }
      const reinforce2 = legal.filter((a) => a.type === "reinforce");
      if (reinforce2.length > 0) return best(reinforce2, (a) => harmlessness(view, player, a.target));
      const plays = legal.filter((a) => a.type === "play");
      if (plays.length > 0) return best(plays, (a) => (a.card === "home" ? -10 : -rankOf(a.card) / 4) - reinforcementCost(view, player, a.color) + figuresValue(view, player, a.rank, a.color));
      const mode2 = legal.filter((a) => a.type === "mode");
      if (mode2.length > 0) return best(mode2, (a) => a.mode === "bamn" ? -1 : a.mode === "picket" ? 1 : 0);
      const extras = legal.filter((a) => a.type === "extra" && figuresValue(view, player, a.rank, a.color) >= 0);
      if (extras.length > 0 && hand > 2) return best(extras, (a) => figuresValue(view, player, a.rank, a.color) - rankOf(a.card) / 4);
      const hit = legal.filter((a) => a.type === "projectLeaderHit");
      if (hit.length > 0) return best(hit, (a) => a.use === "overkill" ? 3 : a.use === "save" ? own && own.cubes.red <= 3 ? 2 : 0 : 1);
      const draw3 = find(legal, "spendStarDraw");
      if (draw3 && hand === 0 && own?.outcome === "active") return draw3;
      const insure2 = find(legal, "projectInsure");
      if (insure2 && view.orgs[player].stars >= 3) return insure2;
      const overkill = find(legal, "projectRemoveOverkill");
      if (overkill && view.orgs[player].stars >= 3) return overkill;
      const keep = legal.filter((a) => a.type === "projectKeep");
      if (keep.length > 0) return best(keep, (a) => typeof a.face === "number" ? a.face : -1);
      for (const type2 of ["discardDown", "discard", "burnDiscard", "appealDiscard", "redrawDiscard"]) {
        const discards = legal.filter((a) => a.type === type2);
        if (discards.length > 0 && (type2 === "discardDown" || type2 === "discard" || hand > 3)) return best(discards, (a) => -rankOf(a.card));
      }
      const preferred = preference.map((t) => find(legal, t)).find(pick);
      if (preferred) return preferred;
      const safe = legal.filter((a) => a.type !== "concede" && a.type !== "projectWithdraw" && a.type !== "preempt" && a.type !== "pass");
      const pool = safe.length > 0 ? safe : legal;
      return pool[random.int(pool.length)];
    }
  };
}

// src/games/free-at-last/bots/evaluate.ts
var logistic = (x) => 1 / (1 + Math.exp(-x));
var FAILURES_PER_TURN = 2.5;
function survival(s) {
  const early = s.phase !== "action-rounds" && s.phase !== "end-of-turn" && s.phase !== "game-over";
  const left = s.phase === "game-over" ? 0 : 3 - s.turn + (early ? 1 : s.phase === "action-rounds" ? 0.5 : 0);
  return logistic(1.5 * (8.5 - failureMarkers(s).track - FAILURES_PER_TURN * left) / Math.sqrt(1 + left));
}
function projectedVp(s, org7, perFailure) {
  const o = s.orgs[org7];
  return o.vp + starVps(s, o.stars) + perFailure * o.failures;
}
function freeAtLastEvaluate(s, seat) {
  const survive = survival(s);
  const variant = s.ext?.variant ?? "standard";
  if (variant === "solitaire" || variant === "coop") return survive;
  const per = penaltyPerFailure(s);
  const vp = (org7) => projectedVp(s, org7, per);
  const teams = s.ext?.teams;
  if (variant === "team" && teams) {
    const sum = (team2) => team2.reduce((n2, o) => n2 + vp(o), 0);
    const [ours, theirs] = teams[0].includes(seat) ? teams : [teams[1], teams[0]];
    return survive * logistic((sum(ours) - sum(theirs)) / 8);
  }
  const mine = vp(seat);
  const others = s.seats.filter((o) => o !== seat);
  const best2 = others.length === 0 ? mine : Math.max(...others.map(vp));
  return survive * logistic((mine - best2) / 6);
}

// src/games/free-at-last/scenario.ts
var fail2 = (what) => {
  throw new Error(`Free at Last scenario: ${what}`);
};
function taken(pile, ids, where) {
  const left = [...pile];
  for (const id of ids) {
    const i = left.indexOf(id);
    if (i < 0) fail2(`${id} is not in ${where}`);
    left.splice(i, 1);
  }
  return left;
}
function cubes3(s, from, to, color3, n2) {
  const r = moveCubes(s, from, to, color3, n2);
  if (r.moved !== n2) fail2(`only ${r.moved} ${color3} cubes where ${n2} were asked for`);
  return r.state;
}
var advance = (s) => freeAtLastTaskMachine.start(s).state;
var flowAt = (s, actor2) => ({
  kind: "flow",
  cursor: s.seats.indexOf(actor2),
  round: null,
  burn: [],
  leadersReturning: flowOf(s).leadersReturning,
  preemptor: null,
  deadlock: false
});
function inRounds(s, actor2, at) {
  return advance({ ...s, phase: "action-rounds", tasks: [flowAt(s, actor2), at] });
}
function endOfTurn(s, actor2) {
  const entered = { ...s, tasks: [flowAt(s, actor2)] };
  const t = advance(enterEndOfTurn(entered));
  if (t.phase === "end-of-turn" && t.turn === s.turn) return t;
  const stages3 = endOfTurnStages(s.seats.indexOf(actor2) + 1).slice(1).reverse();
  const held = heldMandatory({ ...entered, phase: "end-of-turn", tasks: [flowAt(s, actor2), ...stages3, { kind: "heldMandatory" }] }, []);
  return advance({ ...held, tasks: [...held.tasks, { kind: "discardDown", org: actor2, appealCards: 0 }] });
}
var entries = {
  "select-project": (s, actor2) => advance({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2), { kind: "selectSeats", cursor: s.seats.indexOf(actor2) }] }),
  "action-round": (s, actor2) => ({ ...s, phase: "action-rounds", tasks: [flowAt(s, actor2), { kind: "roundBegin" }, { kind: "action", org: actor2 }] }),
  beforeAction: (s, actor2) => inRounds(s, actor2, { kind: "roundBegin" }),
  "interrupt-window": (s, actor2) => inRounds(s, actor2, { kind: "roundWindow" }),
  "preempt-offer": (s, actor2) => inRounds(s, actor2, { kind: "roundPreempt" }),
  "phase-events": (s, actor2) => advance({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2), { kind: "events", seats: [actor2] }] }),
  legislation: (s, actor2) => advance(enterLegislation({ ...s, tasks: [flowAt(s, actor2)] })),
  "challenge-phase": (s, actor2) => advance(enterChallenges({ ...s, phase: "select-projects", tasks: [flowAt(s, actor2)] })),
  "end-of-turn": endOfTurn
};
var firstStage = (type2, blue2) => type2 === "A" ? "protest" : type2 === "V" ? "classes" : blue2 > 0 ? "exam" : "school-year";
var projectCard2 = (s, n2) => componentsOf(s).projects.find((p) => p.number === n2) ?? fail2(`no Project card ${n2}`);
function freeAtLastScenario(state) {
  const s = state;
  const next = (t) => freeAtLastScenario(t);
  const org7 = (o, f) => {
    const x = s.orgs[o] ?? fail2(`${o} is not a seat`);
    return next({ ...s, orgs: { ...s.orgs, [o]: f(x) } });
  };
  return {
    state: s,
    edit: (change2) => next(edited(s, change2)),
    at: (point, actor2) => next(entries[point](s, actor2 ?? s.seats[0])),
    hand(o, cards2) {
      const deck = taken([...s.decks.strategy, ...s.orgs[o]?.hand ?? []], cards2, `the Strategy deck or ${o}'s hand`);
      return org7(o, (x) => ({ ...x, hand: [...cards2] })).edit((d) => void (d.decks.strategy = deck));
    },
    homeCards: (held) => next({ ...s, orgs: Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, homeCardInHand: held }])) }),
    staff: (o, ids) => org7(o, (x) => {
      const staffPool = taken([...x.staffPool, ...x.staff.map((f) => f.id)], ids, `${o}'s Staff cup or Staff`);
      return { ...x, staff: ids.map((id) => ({ id, tired: false })), staffPool };
    }),
    stars: (o, n2) => org7(o, (x) => ({ ...x, stars: n2 })),
    failures: (o, n2) => org7(o, (x) => ({ ...x, failures: n2 })),
    freedomMarkers: (o, m) => org7(o, (x) => ({ ...x, freedomMarkers: { ...x.freedomMarkers, ...m } })),
    eliminated(o, c) {
      let t = s;
      for (const color3 of ["red", "white", "blue"]) t = cubes3(t, supply, eliminatedArea(o), color3, c[color3] ?? 0);
      return next(t);
    },
    criminalHold: (o, n2) => next(cubes3(s, supply, criminalHold(o), "red", n2)),
    criminalAppeal(o, cards2) {
      const x = s.orgs[o] ?? fail2(`${o} is not a seat`);
      if (x.criminalHold === 0) fail2(`${o} holds no red cubes for a criminal case (15.14)`);
      if (x.appealFiled) fail2(`${o} has filed its appeal already`);
      const strategy3 = taken(s.decks.strategy, cards2, "the Strategy deck");
      const appealCards = cards2.map((id) => ({ id, color: (componentsOf(s).strategy.find((c) => c.id === id) ?? fail2(`no Strategy card ${id}`)).color }));
      return org7(o, (y) => ({ ...y, appealFiled: true, appealCards })).edit((d) => {
        d.decks.strategy = strategy3;
        d.decks.strategyDiscard.push(...cards2);
      });
    },
    offered(cards2) {
      const offered = { ...s.offered };
      for (const n2 of cards2) {
        const at = projectCard2(s, n2).state;
        if (offered[at] !== void 0) fail2(`Project ${offered[at]} is offered in ${at} already`);
        offered[at] = n2;
      }
      return next({ ...s, offered, decks: { ...s.decks, projects: taken(s.decks.projects, cards2, "the Project deck") } });
    },
    project(o, p) {
      if (s.projects[o]) fail2(`${o} already has a Project`);
      const type2 = projectCard2(s, p.card).type;
      const stage3 = p.stage ?? firstStage(type2, p.blue ?? 0);
      if (type2 === "S" && stage3 === "protest") fail2(`Project ${p.card} is an S Project: it has no Protest stage (17.1)`);
      const leaders2 = p.leaders ?? [];
      const riders = p.riders ?? [];
      const pool = taken(s.orgs[o]?.protestLeaders ?? [], [...leaders2, ...riders], `${o}'s available Protest Leaders`);
      const project4 = { ...freshProject(p.card, o, stage3, leaders2), freedomRiders: [...riders], protests: p.protests ?? 0, blueHitFirstProtest: p.blueHitFirstProtest ?? false };
      let t = {
        ...s,
        orgs: { ...s.orgs, [o]: { ...s.orgs[o], protestLeaders: pool } },
        decks: { ...s.decks, projects: taken(s.decks.projects, [p.card], "the Project deck") },
        projects: { ...s.projects, [o]: project4 }
      };
      t = cubes3(t, supply, onProject(o), "red", p.red ?? 6);
      t = cubes3(t, supply, onProject(o), "white", p.white ?? 0);
      return next(cubes3(t, supply, onProject(o), "blue", p.blue ?? 0));
    },
    victoryPoints: (o, n2) => org7(o, (x) => ({ ...x, vp: n2, vpBreakdown: { ...x.vpBreakdown, segCubes: n2 } })),
    leadersReturning: (ids) => next(withFlow(s, { leadersReturning: [...ids] })),
    removedFromGame: (ids) => next({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, "the Strategy deck"), strategyRemoved: [...s.decks.strategyRemoved, ...ids] } }),
    xTrack(spaces) {
      const xTrack = { ...s.xTrack };
      for (const [die2, at] of Object.entries(spaces)) {
        const last2 = componentsOf(s).xTracks[die2].values.length - 1;
        if (!Number.isInteger(at) || at < 0 || at > last2) fail2(`space ${at} is off the ${die2} X Value Track (0\u2013${last2})`);
        xTrack[die2] = at;
      }
      return next({ ...s, xTrack });
    },
    turn: (n2) => next({ ...s, turn: n2 }),
    actionRound: (n2) => next({ ...s, actionRound: n2 }),
    projectsSucceeded: () => next({ ...s, projects: Object.fromEntries(Object.entries(s.projects).map(([o, p]) => [o, { ...p, outcome: "success" }])) }),
    challengesInPlay: (inPlay2) => next(withChallenges(s, { deck: taken(challengesOf(s).deck, inPlay2.map((x) => x.card), "the Challenge deck"), inPlay: [...inPlay2] })),
    challengesByBoard: (cards2) => next(withChallenges(s, { deck: taken(challengesOf(s).deck, cards2, "the Challenge deck"), byBoard: [...cards2] })),
    laws(ids) {
      const d = s.decks;
      const laws = { S: [...d.laws.S], A: [...d.laws.A], V: [...d.laws.V] };
      let piles = { legislation: d.legislation, civilRightsAct: d.civilRightsAct, votingRightsAct: d.votingRightsAct };
      for (const id of ids) {
        const card5 = componentsOf(s).legislation.find((c) => c.id === id) ?? fail2(`no Legislation card ${id}`);
        if (card5.area === "federal") return fail2(`${id} is Federal Legislation (9.10), not a law of a stack`);
        const pile = Object.keys(piles).find((k) => piles[k].includes(id)) ?? fail2(`${id} is not in the Legislation deck or the Acts`);
        piles = { ...piles, [pile]: taken(piles[pile], [id], pile) };
        laws[card5.area].push(id);
      }
      return next({ ...s, decks: { ...d, ...piles, laws } });
    },
    lastingEvents(ids) {
      for (const id of ids) if (!componentsOf(s).strategy.find((c) => c.id === id)?.lasting) fail2(`${id} is not a lasting event`);
      return next({ ...s, decks: { ...s.decks, strategy: taken(s.decks.strategy, ids, "the Strategy deck"), lastingEvents: [...s.decks.lastingEvents, ...ids] } });
    },
    nonViolence(o, level) {
      if (o !== "SNCC" && o !== "CORE") fail2(`only SNCC and CORE keep a Non-Violence Commitment Level (3.8.2, 9.8.2\u20139.8.3), not ${o}`);
      return org7(o, (x) => ({ ...x, nonViolence: level }));
    },
    eventLeader(o, card5) {
      const p = s.projects[o] ?? fail2(`${o} has no Project`);
      const type2 = card5 === "robert-f-williams" ? "A" : card5 === "malcolm-x" ? "V" : fail2(`${String(card5)} is not an Event Leader (19.0)`);
      if (projectCard2(s, p.card).type !== type2) fail2(`${card5} takes over ${type2 === "A" ? "an A" : "a V"} Project (19.0)`);
      const strategy3 = taken(s.decks.strategy, [card5], "the Strategy deck");
      const effect = componentsOf(s).strategy.find((c) => c.id === card5)?.effects.find((e) => e.kind === "event-leader");
      const leader4 = effect?.kind === "event-leader" ? effect.leader : fail2(`${card5} brings no Event Leader in this component set`);
      const t = cubes3(s, onProject(o), supply, "white", p.cubes.white);
      return next({
        ...t,
        decks: { ...t.decks, strategy: strategy3, strategyDiscard: [...t.decks.strategyDiscard, card5] },
        projects: { ...t.projects, [o]: { ...t.projects[o], eventLeader: leader4, stage: "bamn-blue", leaderLost: false } }
      });
    }
  };
}
var freeAtLastScenarios = {
  scenario(config, seed = 1) {
    const s = setupGame(configSchema.parse(config ?? {}), rngFromSeed(seed)).state;
    const deck = [...s.decks.strategy, ...Object.values(s.orgs).flatMap((o) => o.hand)];
    const orgs = Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, { ...x, hand: [], homeCardInHand: false, staff: [], staffPool: [...x.staffPool, ...x.staff.map((f) => f.id)] }]));
    return freeAtLastScenario({ ...s, orgs, offered: {}, phase: "action-rounds", turn: 1, actionRound: 1, decks: { ...s.decks, strategy: deck } });
  },
  from: freeAtLastScenario
};

// src/core/component-entries.ts
function componentEntries(set) {
  const found = [];
  const walk = (value) => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach(walk);
    const o = value;
    const name = typeof o.name === "string" ? o.name : typeof o.title === "string" ? o.title : void 0;
    if (name !== void 0) {
      const keys = [name, ...typeof o.id === "string" ? [o.id] : [], ...typeof o.number === "number" ? [`#${o.number}`] : []];
      found.push({ name, keys, data: o });
    }
    Object.values(o).forEach(walk);
  };
  walk(set);
  return found;
}
function namesOf3(set) {
  const names2 = /* @__PURE__ */ new Map();
  for (const e of componentEntries(set)) for (const k of e.keys.slice(1)) if (!names2.has(k)) names2.set(k, e.name);
  return (id) => names2.get(typeof id === "number" ? `#${id}` : id) ?? String(id);
}

// src/games/free-at-last/text-board.ts
function freeAtLastTextBoard(v) {
  const name = namesOf3(v.components ?? referenceComponents);
  const own = v.seat === null ? void 0 : v.orgs[v.seat];
  const round = v.phase === "action-rounds" ? ` \xB7 Action Round ${v.actionRound}` : "";
  const d = v.decks;
  return [
    `Turn ${v.turn} (${v.phase})${round} \xB7 Failure Markers ${v.failureTrack} \xB7 X values ${counted(v.xValues)}`,
    ...alignColumns([
      ["Org", "VP", "Stars", "Failures", "Cards", "Staff", "Freedom Markers", "Non-violence"],
      ...v.seats.map((o) => {
        const x = v.orgs[o];
        return [o, String(x.vp), String(x.stars), String(x.failures), String(x.handCount + (x.homeCardInHand ? 1 : 0)), String(x.staff.length), counted(x.freedomMarkers), x.nonViolence ?? "\u2014"];
      })
    ]),
    ...Object.keys(v.projects).length === 0 ? [] : alignColumns([
      ["Project", "Card", "Stage", "Red", "White", "Blue", "Overkill", "Leaders"],
      ...Object.values(v.projects).map((p) => [p.owner, name(p.card), p.outcome === "active" ? p.stage : p.outcome, String(p.cubes.red), String(p.cubes.white), String(p.cubes.blue), String(p.overkill), listed([...p.leaders, ...p.freedomRiders].map(name))])
    ]),
    ...Object.keys(v.offered).length > 0 ? [`Offered       ${listed(Object.entries(v.offered).map(([state, card5]) => `${name(state)}: ${name(card5)}`))}`] : [],
    `Supply        ${counted(v.supply)}`,
    `Laws          S: ${listed(d.laws.S.map(name))} \xB7 A: ${listed(d.laws.A.map(name))} \xB7 V: ${listed(d.laws.V.map(name))}`,
    `In play       display ${listed(d.display.map(name))} \xB7 lasting ${listed(d.lastingEvents.map(name))}`,
    `Decks         Strategy ${d.strategyCount} \xB7 Project ${d.projectCount} \xB7 Legislation ${d.legislationCount}`,
    ...own ? [
      `Your hand     ${listed(freeAtLastHand(v).map((c) => c === "home" ? "Home Card" : name(c)))}`,
      `Your staff    ${listed(own.staff.map((s) => `${name(s.id)}${s.tired ? " (tired)" : ""}`))} \xB7 in the cup ${own.staffPoolCount}`,
      `Your leaders  ${listed(own.protestLeaders.map(name))}`,
      `Eliminated    ${counted(own.eliminated)}`
    ] : []
  ];
}
function freeAtLastHand(v) {
  const own = v.seat === null ? void 0 : v.orgs[v.seat];
  return own === void 0 ? [] : [...own.hand ?? [], ...own.homeCardInHand ? ["home"] : []];
}

// src/games/free-at-last/index.ts
var rules = defineGame({
  id: "free-at-last",
  title: "Free at Last",
  version: "7",
  schemas: { config: configSchema, action: actionSchema, state: freeAtLastStateSchema, view: viewSchema, event: eventSchema },
  players: (c) => turnOrder.filter((o) => c.players.includes(o)),
  setup: setupGame,
  toMove: freeAtLastTaskMachine.toMove,
  legalActions: freeAtLastTaskMachine.legalActions,
  chanceOutcomes: freeAtLastTaskMachine.chanceOutcomes,
  apply: freeAtLastTaskMachine.apply,
  explainIllegal: explainIllegal2,
  checkState: checkFreeAtLastState,
  result: resultOf,
  view: (s, p) => viewOf(s, p, freeAtLastTaskMachine.toMove(s), freeAtLastTaskMachine.prompt(s), freeAtLastTaskMachine.ask(s), () => freeAtLastTaskMachine.legalActions(s)),
  seatsOf: (s) => s.seats,
  choicePaths: freeAtLastChoicePaths,
  idlePass: freeAtLastIdlePass,
  prompt: freeAtLastTaskMachine.prompt,
  ask: freeAtLastTaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize: determinizeFreeAtLast,
  reveals: freeAtLastReveals
});
var freeAtLast = withSpaces(rules, {
  actionSpace: freeAtLastActionSpace,
  observer: freeAtLastObserver
});
var freeAtLastModule = {
  game: freeAtLast,
  heuristic: freeAtLastHeuristic,
  evaluate: freeAtLastEvaluate,
  scenario: freeAtLastScenarios,
  textBoard: { board: freeAtLastTextBoard, hand: freeAtLastHand, reference: referenceComponents }
};

export {
  organizationSchema,
  componentSetSchema,
  cubeCensus,
  parseComponents,
  referenceComponents,
  failureMarkers,
  checkFreeAtLastState,
  describedEventTypes,
  challengeInPlaySchema,
  cubesSchema,
  orgStateSchema,
  projectSchema,
  freeAtLastStateSchema,
  turnOrder,
  configSchema,
  flowActionSchemas,
  actionSchema,
  chanceQuestionSchema,
  viewSchema,
  freeAtLastEndCodes,
  eventSchema,
  freeAtLastHeuristic,
  freeAtLastEvaluate,
  freeAtLastScenario,
  freeAtLastScenarios,
  freeAtLast,
  freeAtLastModule
};
