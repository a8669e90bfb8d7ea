import {
  withKey
} from "./chunk-5VOHGAIW.js";
import {
  alignColumns,
  best,
  collectionProblems,
  counted,
  edited,
  listed,
  possessive,
  provenanceSchema,
  settled,
  withArticle
} from "./chunk-GG4PUWKE.js";
import {
  remove,
  set,
  update
} from "./chunk-3FJKLOAJ.js";
import {
  MAX_CHOICES,
  actionSpace,
  actionTypesOf,
  cachedBy,
  countedOutcomes,
  counts,
  createRandom,
  decisionQuestionSchema,
  defineGame,
  drawRng,
  effectListHandler,
  observer,
  oneHot,
  plainFields,
  remember,
  scalar,
  shuffled,
  taskMachine,
  windowHandler,
  withSpaces
} from "./chunk-GH3R7S4D.js";

// src/games/chicago-68/data/action-cards.ts
var app = (n4) => ({ rule: `Appendix ${n4}` });
var actionCards = [
  // Appendix 1: Mayor
  { name: "AUTHORIZE BARBED WIRE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Add two Barbed Wire tokens to the Police Supply.", source: app(1) },
  { name: "DEPLOY OFFICERS", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Place Lv1 Platoons from the Reserves in any City Areas, paying 1 Capital each.", source: app(1) },
  { name: "GREASE PALMS", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Add 3 Capital to the Municipal Budget.", source: app(1) },
  { name: "MANDATE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Pay to activate Policies: 2, 4, 6\u2026 Capital per activation of each Policy.", source: app(1) },
  { name: "STRATEGY OF CONFRONTATION", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Place a Tactics card of your choice in the Current Tactics space.", source: app(1) },
  { name: "WORK THE MACHINE", faction: "mayor", copies: 1, conflict: false, starting: true, text: "Pay 3 Capital, place a blue Delegate on the Delegate Track; skip this round\u2019s Delegate Vote.", source: app(1) },
  // Appendix 2: Yippies
  { name: "AGITATE", faction: "yippies", copies: 2, conflict: false, starting: true, text: "Replace a MOBE with an Agitator, then draw a Street Theater card per Agitator on the map.", source: app(2) },
  { name: "LEAD", faction: "yippies", copies: 2, conflict: false, starting: true, text: "Move an Agitator up to two areas, picking up and dropping off units.", source: app(2) },
  { name: "RALLY", faction: "yippies", copies: 1, conflict: false, starting: true, text: "Place a Rally Flag in each controlled area without one, gaining its red Exposure.", source: app(2) },
  // Appendix 2: MOBE
  { name: "CLASH", faction: "mobe", copies: 2, conflict: true, starting: true, text: "Injure a Platoon weaker than all Demonstrators there; red Exposure; Instability +1.", source: app(2) },
  { name: "MARCH", faction: "mobe", copies: 2, conflict: false, starting: true, text: "Move Demonstrators from one area to an adjacent one, continuing through friendly areas.", source: app(2) },
  { name: "SPEECHIFY", faction: "mobe", copies: 1, conflict: false, starting: true, text: "Activate one Rally Flag: place Lv1 MOBEs equal to its value.", source: app(2) },
  // Appendix 3: Police
  { name: "ADVANCE", faction: "police", copies: 1, conflict: true, starting: true, text: "Move a Platoon or TAC Force and arrest a weaker Demonstrator there; blue Exposure.", source: app(3) },
  { name: "DEPLOY BARBED WIRE", faction: "police", copies: 1, conflict: false, starting: true, text: "Place Barbed Wire from the Police Supply on paths adjacent to Platoons.", source: app(3) },
  { name: "MASS ARREST", faction: "police", copies: 1, conflict: true, starting: true, text: "Arrest up to four weaker Demonstrators in one area; blue Exposure.", source: app(3) },
  { name: "MOVE", faction: "police", copies: 1, conflict: false, starting: true, text: "Move any Platoons and TAC Forces to adjacent areas.", source: app(3) },
  { name: "TEARGAS", faction: "police", copies: 1, conflict: true, starting: true, text: "Tear Gas up to two areas with a TAC Force and Demonstrators; Instability +1.", source: app(3) },
  // Appendix 4: additional
  { name: "DRAW DOWN", faction: "police", copies: 1, conflict: false, starting: false, text: "Return a Lv1 Platoon to the Reserves; Instability \u22121 or 2 Exposure.", source: app(4) },
  { name: "FLAMETHROWERS", faction: "police", copies: 1, conflict: false, starting: false, text: "Permanently remove a Demonstrator with a National Guard; lose 2 Exposure.", source: app(4) },
  { name: "RAPID DEPLOYMENT", faction: "police", copies: 1, conflict: false, starting: false, text: "Move two Platoons into an adjacent uncontrolled area; Exposure if now controlled.", source: app(4) },
  { name: "STREET FIGHTING MAN", faction: "mobe", copies: 1, conflict: true, starting: false, text: "Injure a Lv1 Platoon in an area with a Lv2 MOBE; Exposure.", source: app(4) }
];

// src/games/chicago-68/data/incendiary.ts
var rec = { reconstructed: "Incendiary cards not printed in the rulebook; authored for the reference set" };
var E = "establishment";
var incendiary = [
  { name: "FBI INFORMER!", effects: [{ op: "arrest", count: 2, at: "choice" }], text: "The Establishment arrests two Demonstrators in one area.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "SELLOUT!", effects: [{ op: "arrest", count: 1, at: "choice" }, { op: "exposure", amount: 1, by: E }], text: "Arrest a Demonstrator; the Establishment gains 1 Exposure.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "GOVERNMENT MOLE!", effects: [{ op: "exposure", amount: 2, by: E }], text: "The Establishment gains 2 Exposure.", source: { reconstructed: "named in the solo rules; effect authored" } },
  { name: "AGENT PROVOCATEUR!", effects: [{ op: "instability", amount: 2 }], text: "Instability +2.", source: rec },
  { name: "RED SQUAD FILES!", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: rec },
  { name: "BAD TRIP!", effects: [{ op: "removeFlag", at: "choice" }], text: "The Establishment removes a Rally Flag.", source: rec },
  { name: "SNITCH!", effects: [{ op: "exposure", amount: 1, by: E }, { op: "capital", amount: 2 }], text: "The Establishment gains 1 Exposure and 2 Capital.", source: rec }
];

// src/games/chicago-68/data/machine-cards.ts
var app5 = { rule: "Appendix 5" };
var machineActions = [
  { name: "ARM THE POLICE", faction: "mayor", conflict: false, text: "Two Barbed Wire to the Police Supply; two Lv1 Platoons into starred areas with no Police; remove a Barricade between the two areas of highest Priority.", source: app5 },
  { name: "PARTY BOSSES", faction: "mayor", conflict: false, text: "Controls Hilton Hotel: a blue Delegate into the bag. Otherwise RAID ON THE MCCARTHY SUITE becomes the Current Tactic.", source: app5 },
  { name: "POWER BROKER", faction: "mayor", conflict: false, text: "3 Capital or less: 1 Capital per Platoon from the Reserves into the area of highest Priority. 4 or more: WORK THE MACHINE.", source: app5 },
  { name: "PRESS CONFERENCE", faction: "mayor", conflict: false, text: "Draw and resolve a Policy; gain 1 Exposure per blue Delegate on the Delegate Track.", source: app5 },
  { name: "STATE OVERSIGHT", faction: "mayor", conflict: false, text: "Under 2 Capital: +3 Capital. Otherwise activate Policies left to right for 2 Capital each, discard them, shift and refill the splay.", source: app5 },
  { name: "ADVANCE", faction: "police", conflict: true, text: "One TAC Force or two Platoons into the area of highest Priority; arrest one weaker Demonstrator (Lv2 MOBE > Agitator > Lv1 MOBE).", source: app5 },
  { name: "DRAW DOWN", faction: "police", conflict: false, text: "Injured Lv1 Platoons to the Reserves (none: 2 Exposure); Instability \u22121.", source: app5 },
  { name: "MASS ARREST", faction: "police", conflict: true, text: "Four adjacent Police units into the area of highest Priority; arrest up to four weaker Demonstrators (Agitator > Lv2 MOBE > Lv1 MOBE).", source: app5 },
  { name: "SUPPORT", faction: "police", conflict: false, text: "Barbed Wire around the area of highest Priority; remove a Barricade; move a Platoon in from the neighbour of lowest Priority.", source: app5 },
  { name: "TEARGAS", faction: "police", conflict: true, text: "Both TAC Forces to the two reachable areas of highest Priority; Tear Gas (or, with none left, an arrest) where they meet Demonstrators.", source: app5 }
];
var tac = { reconstructed: "Machine Tactics not printed in the rulebook; authored for the reference set" };
var machineTactics = [
  { name: "RAID ON THE MCCARTHY SUITE", when: "drawn", effects: [{ op: "arrest", count: 2, at: { area: "Hilton Hotel" } }], text: "When it becomes the Current Tactic: arrest two Demonstrators in the Hilton Hotel.", source: { reconstructed: "named in Appendix 5 (PARTY BOSSES); effect authored" } },
  { name: "TACTICAL SUPPORT", when: "ongoing", effects: [], text: "While current: SUPPORT also arrests one Demonstrator weaker than the Platoon it moves.", source: { reconstructed: 'named in Appendix 5 (SUPPORT: "a conflict may be initiated"); effect authored' } },
  { name: "CURFEW", when: "endOfRound", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "At the end of the round: arrest one Demonstrator in the area of highest Priority.", source: tac },
  { name: "PRESS BRIEFING", when: "drawn", effects: [{ op: "exposure", amount: 1 }], text: "When drawn: gain 1 Exposure.", source: tac },
  { name: "BULLDOZERS", when: "drawn", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "When drawn: remove a Barricade next to the area of highest Priority.", source: tac },
  { name: "NIGHT STICKS", when: "endOfRound", effects: [{ op: "instability", amount: -1 }], text: "At the end of the round: Instability \u22121.", source: tac }
];
var pol = { reconstructed: "Machine Policies not printed in the rulebook; authored for the reference set" };
var machinePolicies = [
  { name: "CITY PAYROLL", effects: [{ op: "capital", amount: 3 }], text: "Add 3 Capital.", source: pol },
  { name: "PRECINCT CAPTAINS", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: pol },
  { name: "LOYAL DELEGATES", effects: [{ op: "delegate", color: "blue", count: 2 }, { op: "instability", amount: 1 }], text: "Add 2 Humphrey Delegates to the bag; Instability +1.", source: pol },
  { name: "SPECIAL DEPUTIES", effects: [{ op: "police", count: 2, at: "choice" }], text: "Place 2 Lv1 Platoons from the Reserves in the area of highest Priority.", source: pol },
  { name: "RESERVE CALL-UP", effects: [{ op: "heal", count: 2 }], text: "Move 2 Injured Platoons to the Reserves.", source: pol },
  { name: "GUARD MOBILIZED", effects: [{ op: "nationalGuard", at: "choice" }], text: "A National Guard token in the area of highest Priority.", source: pol },
  { name: "WIRE ORDER", effects: [{ op: "policeSupply", item: "barbedWire", count: 2 }], text: "Move 2 Barbed Wire to the Police Supply.", source: pol },
  { name: "GAS ORDER", effects: [{ op: "policeSupply", item: "tearGas", count: 2 }], text: "Move 2 Tear Gas to the Police Supply.", source: pol },
  { name: "PRESS SECRETARY", effects: [{ op: "exposure", amount: 2 }], text: "Gain 2 Exposure.", source: pol },
  { name: "PARK CLOSURE", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator in the area of highest Priority.", source: pol },
  { name: "SWEEP ORDER", effects: [{ op: "arrest", count: 2, at: "choice" }, { op: "instability", amount: 1 }], text: "Arrest two Demonstrators in the area of highest Priority; Instability +1.", source: pol },
  { name: "PERMIT REVOKED", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove the Rally Flag of highest Priority.", source: pol },
  { name: "STREET CLEANING", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "Remove a Barricade.", source: pol },
  { name: "COOLING OFF", effects: [{ op: "instability", amount: -1 }], text: "Instability \u22121.", source: pol },
  { name: "FRIENDLY EDITORS", effects: [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], text: "Gain 1 Exposure; Instability \u22121.", source: pol },
  { name: "CONVENTION SECURITY", effects: [{ op: "police", count: 1, at: { area: "Convention Hall" } }], text: "Place a Lv1 Platoon from the Reserves in the Convention Hall.", source: pol },
  { name: "RIOT ACT", effects: [{ op: "tearGas", at: "choice" }, { op: "instability", amount: 1 }], text: "Tear Gas in the area of highest Priority; Instability +1.", source: pol },
  { name: "FEDERAL FUNDS", effects: [{ op: "capital", amount: 2 }, { op: "exposure", amount: 1 }], text: "Add 2 Capital; gain 1 Exposure.", source: pol }
];
var machineComponents = {
  actions: machineActions,
  tactics: machineTactics,
  policies: machinePolicies,
  activeTokens: 8,
  // Components: 8 Active Tokens
  splay: 3
  // solo setup 1: "the first three spaces on the splay"
};

// src/games/chicago-68/data/area-names.ts
var A = {
  lincolnPark: "Lincoln Park",
  oldTown: "Old Town",
  northTransit: "North Transit",
  michiganAvenue: "Michigan Avenue",
  hilton: "Hilton Hotel",
  grantParkWest: "Grant Park West",
  grantParkEast: "Grant Park East",
  loopTransit: "Loop Transit",
  conventionHall: "Convention Hall",
  southTransit: "South Transit",
  lakefrontTransit: "Lakefront Transit",
  washingtonPark: "Washington Park",
  jail: "Cook County Jail"
};

// src/games/chicago-68/data/map.ts
var R = (reconstructed) => ({ reconstructed });
var map = R("the printed board is not in the rulebook; value chosen to fit the named geography");
var sixStars = R("starred: the 11 Lv2 Platoons (setup 5, 8, 9) and 6 Police Posts (6.3.2) need six starred areas besides Grant Park East; values fitted to the geography");
var areas = [
  { name: A.lincolnPark, kind: "park", star: true, capital: 1, blue: 1, red: 2, orientation: ["lincoln-oldtown", "lincoln-north"], source: sixStars },
  { name: A.oldTown, kind: "street", star: true, capital: 1, blue: 2, red: 2, orientation: ["lincoln-oldtown", "oldtown-north"], source: map },
  { name: A.northTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["lincoln-north", "north-michigan", "oldtown-north"], source: { rule: "2.2.4 Transit areas have a universal Exposure value of 1" } },
  { name: A.michiganAvenue, kind: "street", star: true, capital: 3, blue: 2, red: 3, orientation: ["north-michigan", "loop-michigan", "michigan-hilton", "michigan-gpw"], source: { rule: "4.2 Michigan Avenue produces three Capital; star from setup step 8" } },
  { name: A.hilton, kind: "street", star: true, capital: 2, blue: 3, red: 2, orientation: ["michigan-hilton", "hilton-gpw"], source: map },
  { name: A.grantParkWest, kind: "park", star: false, capital: 0, blue: 1, red: 2, orientation: ["michigan-gpw", "hilton-gpw", "gpw-loop", "gpw-gpe"], source: map },
  { name: A.grantParkEast, kind: "park", star: true, capital: 1, blue: 2, red: 3, orientation: ["gpw-gpe", "lakefront-gpe"], source: { rule: "setup step 8 and 6.3.2 treat Grant Park East as starred" } },
  { name: A.loopTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["loop-michigan", "loop-convention", "gpw-loop"], source: { rule: "2.2.4; setup step 7 puts a Transit area next to Grant Park West" } },
  { name: A.conventionHall, kind: "street", star: true, capital: 2, blue: 3, red: 3, orientation: ["loop-convention", "convention-south"], source: map },
  { name: A.southTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["convention-south", "south-washington"], source: { rule: "2.2.4; setup step 7: the Transit area immediately below the Convention Hall" } },
  { name: A.lakefrontTransit, kind: "transit", star: false, capital: 0, blue: 1, red: 1, orientation: ["lakefront-gpe", "washington-lakefront"], source: { rule: "2.2.4; suggested setup c: the transit area between Washington Park and Grant Park East" } },
  { name: A.washingtonPark, kind: "park", star: true, capital: 1, blue: 1, red: 2, orientation: ["washington-lakefront", "south-washington"], source: sixStars },
  { name: A.jail, kind: "jail", star: false, capital: 0, blue: 0, red: 0, source: { rule: "2.2.4 Cook County Jail has an Exposure value of 0" } }
];
var paths = [
  { id: "lincoln-oldtown", a: A.lincolnPark, b: A.oldTown, source: map },
  { id: "lincoln-north", a: A.lincolnPark, b: A.northTransit, source: map },
  { id: "oldtown-north", a: A.oldTown, b: A.northTransit, source: map },
  { id: "north-michigan", a: A.northTransit, b: A.michiganAvenue, source: map },
  { id: "michigan-hilton", a: A.michiganAvenue, b: A.hilton, source: map },
  { id: "michigan-gpw", a: A.michiganAvenue, b: A.grantParkWest, source: { rule: "setup step 7" } },
  { id: "hilton-gpw", a: A.hilton, b: A.grantParkWest, source: map },
  { id: "gpw-gpe", a: A.grantParkWest, b: A.grantParkEast, source: map },
  { id: "gpw-loop", a: A.grantParkWest, b: A.loopTransit, source: { rule: "setup step 7" } },
  { id: "loop-michigan", a: A.loopTransit, b: A.michiganAvenue, source: map },
  { id: "loop-convention", a: A.loopTransit, b: A.conventionHall, source: map },
  { id: "convention-south", a: A.conventionHall, b: A.southTransit, source: { rule: "setup step 7" } },
  { id: "south-washington", a: A.southTransit, b: A.washingtonPark, source: map },
  { id: "washington-lakefront", a: A.washingtonPark, b: A.lakefrontTransit, source: { rule: "suggested setup c" } },
  { id: "lakefront-gpe", a: A.lakefrontTransit, b: A.grantParkEast, source: { rule: "suggested setup c" } }
];
var setupBarricades = ["michigan-gpw", "gpw-loop"];
var setupBarbedWire = ["convention-south"];

// src/games/chicago-68/data/mob-chaos.ts
var rec2 = { reconstructed: "Mob Chaos deck not printed in the rulebook; authored for the reference set" };
var E2 = "establishment";
var D = "demonstrators";
var mobChaos = [
  { name: "Police Riot", day: [{ op: "arrest", count: 1, at: "conflict" }], night: [{ op: "arrest", count: 2, at: "conflict" }, { op: "exposure", amount: 2, by: D }], text: "Arrests where the conflict was; at night the press sees it.", source: rec2 },
  { name: "Bottles and Bricks", day: [{ op: "injure", count: 1, at: "conflict" }], night: [{ op: "injure", count: 1, at: "conflict" }, { op: "instability", amount: 1 }], text: "Injure a Platoon where the conflict was.", source: rec2 },
  { name: "Tear Gas Drifts", day: [{ op: "tearGas", at: "conflict" }], night: [{ op: "tearGas", at: "conflict" }, { op: "instability", amount: 1 }], text: "Tear Gas where the conflict was.", source: rec2 },
  { name: "Guard Called In", day: [{ op: "nationalGuard", at: "choice" }], night: [{ op: "nationalGuard", at: "conflict" }], text: "A National Guard token is placed.", source: rec2 },
  { name: "Curfew Sweep", day: [{ op: "exposure", amount: 1, by: E2 }], night: [{ op: "arrest", count: 2, at: "choice" }], text: "Night curfew arrests.", source: rec2 },
  { name: "Crowd Swells", day: [{ op: "mobe", level: 1, count: 2, at: "conflict" }], night: [{ op: "mobe", level: 1, count: 1, at: "conflict" }], text: "Onlookers join the crowd.", source: rec2 },
  { name: "Reporters Beaten", day: [{ op: "exposure", amount: 2, by: D }], night: [{ op: "exposure", amount: 3, by: D }], text: "The press turns on the police.", source: rec2 },
  { name: "Looting Rumors", notSolo: true, day: [{ op: "exposure", amount: 1, by: E2 }], night: [{ op: "exposure", amount: 2, by: E2 }], text: "The Mayor blames the mob.", source: rec2 },
  { name: "Reinforcements", notSolo: true, day: [{ op: "police", count: 1, at: "conflict" }], night: [{ op: "police", count: 2, at: "choice" }], text: "Platoons from the Reserves.", source: rec2 },
  { name: "Ambulances", notSolo: true, day: [{ op: "heal", count: 1 }], night: [{ op: "heal", count: 2 }], text: "Injured officers return.", source: rec2 },
  { name: "Paddy Wagons Full", notSolo: true, day: [{ op: "release", count: 1 }], night: [{ op: "release", count: 2 }], text: "The jail overflows.", source: rec2 },
  { name: "Burning Barricades", notSolo: true, day: [{ op: "barricade", count: 1 }], night: [{ op: "barricade", count: 2 }], text: "Barricades go up.", source: rec2 },
  { name: "Wire Trampled", notSolo: true, day: [{ op: "removeBarrier", kind: "barbedWire", count: 1 }], night: [{ op: "removeBarrier", kind: "barbedWire", count: 2 }], text: "Barbed Wire torn down.", source: rec2 },
  { name: "City Hall Panics", notSolo: true, day: [{ op: "capital", amount: -2 }], night: [{ op: "capital", amount: -3 }], text: "Budget spent on overtime.", source: rec2 },
  { name: "Calm Returns", notSolo: true, day: [{ op: "instability", amount: -2 }], night: [{ op: "instability", amount: -1 }], text: "Tempers cool.", source: rec2 },
  { name: "Fires Downtown", notSolo: true, day: [{ op: "instability", amount: 1 }], night: [{ op: "minusCapital", at: "choice" }, { op: "instability", amount: 1 }], text: "The Loop burns.", source: rec2 },
  { name: "Flag Torn Down", notSolo: true, day: [{ op: "removeFlag", at: "conflict" }], night: [{ op: "removeFlag", at: "choice" }], text: "A Rally Flag falls.", source: rec2 },
  { name: "Delegates Shaken", notSolo: true, day: [{ op: "delegate", color: "red", count: 1 }], night: [{ op: "delegate", color: "blue", count: 1 }], text: "Delegates react to the violence.", source: rec2 }
];

// src/games/chicago-68/data/policies.ts
var rec3 = { reconstructed: "Policy list not printed in the rulebook; authored for the reference set" };
var policies = [
  { name: "SMOKE 'EM", effects: [{ op: "smokeEm" }], text: "TEARGAS may now be used in areas without TAC Forces.", source: { rule: "Appendix 3 (TEARGAS note)" } },
  { name: "DRAW DOWN", effects: [{ op: "policeCard", card: "DRAW DOWN" }], text: "Add DRAW DOWN to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "FLAMETHROWERS", effects: [{ op: "policeCard", card: "FLAMETHROWERS" }], text: "Add FLAMETHROWERS to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "RAPID DEPLOYMENT", effects: [{ op: "policeCard", card: "RAPID DEPLOYMENT" }], text: "Add RAPID DEPLOYMENT to the Police hand.", source: { rule: "2.7.1, Appendix 4" } },
  { name: "CALL OUT THE GUARD", effects: [{ op: "nationalGuard", at: "choice" }], text: "Place a National Guard token in any City Area.", source: rec3 },
  { name: "ISSUE GAS MASKS", effects: [{ op: "policeSupply", item: "tearGas", count: 2 }], text: "Move 2 Tear Gas tokens to the Police Supply.", source: rec3 },
  { name: "REQUISITION WIRE", effects: [{ op: "policeSupply", item: "barbedWire", count: 2 }], text: "Move 2 Barbed Wire tokens to the Police Supply.", source: rec3 },
  { name: "PRESS OFFICE", effects: [{ op: "exposure", amount: 2 }], text: "Gain 2 Exposure.", source: rec3 },
  { name: "PARK CURFEW", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator anywhere.", source: rec3 },
  { name: "SHOOT TO KILL ORDER", effects: [{ op: "arrest", count: 2, at: "choice" }, { op: "instability", amount: 2 }], text: "Arrest two Demonstrators in one area; Instability +2.", source: rec3 },
  { name: "PATRONAGE JOBS", effects: [{ op: "delegate", color: "blue", count: 1 }], text: "Add a Humphrey Delegate to the bag.", source: rec3 },
  { name: "DELEGATE CREDENTIALS", effects: [{ op: "delegate", color: "blue", count: 2 }, { op: "instability", amount: 1 }], text: "Add 2 Humphrey Delegates to the bag; Instability +1.", source: rec3 },
  { name: "RESTORE ORDER", effects: [{ op: "instability", amount: -1 }], text: "Instability \u22121.", source: rec3 },
  { name: "CALM THE CITY", effects: [{ op: "instability", amount: -2 }, { op: "exposure", amount: -1 }], text: "Instability \u22122; lose 1 Exposure.", source: rec3 },
  { name: "RETURN TO DUTY", effects: [{ op: "heal", count: 2 }], text: "Move 2 Injured Platoons to the Reserves.", source: rec3 },
  { name: "OVERTIME PAY", effects: [{ op: "police", count: 2, at: "choice" }], text: "Place 2 Lv1 Platoons from the Reserves.", source: rec3 },
  { name: "CLEAR THE BARRICADES", effects: [{ op: "removeBarrier", kind: "barricade", count: 2 }], text: "Remove 2 Barricades.", source: rec3 },
  { name: "INJUNCTION", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove a Rally Flag.", source: rec3 },
  { name: "PERMIT DENIED", effects: [{ op: "minusCapital", at: "choice" }, { op: "exposure", amount: 1 }], text: "Place a \u22121 Capital token; gain 1 Exposure.", source: rec3 },
  { name: "FEDERAL GRANT", effects: [{ op: "capital", amount: 5 }], text: "Add 5 Capital to the Municipal Budget.", source: rec3 },
  { name: "MEDIA BLACKOUT", effects: [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], text: "Gain 1 Exposure; Instability \u22121.", source: rec3 }
];

// src/games/chicago-68/data/schema.ts
import * as z from "zod";

// src/games/chicago-68/data/cross-check.ts
var namedKinds = {
  [A.lincolnPark]: "park",
  [A.grantParkWest]: "park",
  [A.grantParkEast]: "park",
  [A.washingtonPark]: "park",
  [A.jail]: "jail"
};
function unique(names, what, path, issue) {
  const seen = /* @__PURE__ */ new Set();
  names.forEach((n4, i) => {
    if (seen.has(n4)) issue(`${what} '${n4}' appears twice`, [path, i]);
    seen.add(n4);
  });
}
function checkEffects(effects2, path, known, issue) {
  effects2.forEach((e, i) => {
    const area3 = typeof e.at === "object" && e.at !== null && "area" in e.at ? String(e.at.area) : null;
    if (area3 !== null && !known.areas.has(area3)) issue(`unknown City Area '${area3}'`, [...path, i, "at", "area"]);
    if (e.card !== void 0 && !known.cards.has(e.card)) issue(`unknown Action Card '${e.card}'`, [...path, i, "card"]);
  });
}
function crossCheck(set2, ctx) {
  const issue = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const areas2 = new Set(set2.areas.map((a) => a.name));
  const cards = new Set(set2.actionCards.map((c) => c.name));
  unique(set2.areas.map((a) => a.name), "City Area", "areas", issue);
  for (const name of Object.values(A)) {
    const area3 = set2.areas.find((a) => a.name === name);
    if (!area3) issue(`the rules need the City Area '${name}'`, ["areas"]);
    else if (namedKinds[name] !== void 0 && area3.kind !== namedKinds[name]) issue(`'${name}' must be a ${namedKinds[name]} area`, ["areas", set2.areas.indexOf(area3), "kind"]);
  }
  unique(set2.paths.map((p) => p.id), "Path", "paths", issue);
  set2.paths.forEach((p, i) => {
    for (const end of ["a", "b"]) if (!areas2.has(p[end])) issue(`unknown City Area '${p[end]}'`, ["paths", i, end]);
    if (p.a === p.b) issue(`a Path joins two different City Areas`, ["paths", i]);
  });
  const pathIds = new Set(set2.paths.map((p) => p.id));
  for (const key of ["setupBarricades", "setupBarbedWire"]) {
    set2[key].forEach((id, i) => {
      if (!pathIds.has(id)) issue(`unknown Path '${id}'`, [key, i]);
    });
  }
  const known = { areas: areas2, cards };
  unique(set2.actionCards.map((c) => c.name), "Action Card", "actionCards", issue);
  set2.streetTheater.forEach((c, i) => {
    if (c.location !== "any" && c.location !== "Grant Park" && !areas2.has(c.location)) issue(`unknown location '${c.location}'`, ["streetTheater", i, "location"]);
    if (c.grants && !cards.has(c.grants.card)) issue(`unknown Action Card '${c.grants.card}'`, ["streetTheater", i, "grants", "card"]);
    checkEffects(c.effects, ["streetTheater", i, "effects"], known, issue);
  });
  for (const key of ["policies", "tactics", "incendiary"]) set2[key].forEach((c, i) => checkEffects(c.effects, [key, i, "effects"], known, issue));
  set2.mobChaos.forEach((c, i) => {
    checkEffects(c.day, ["mobChaos", i, "day"], known, issue);
    checkEffects(c.night, ["mobChaos", i, "night"], known, issue);
  });
}

// src/games/chicago-68/data/schema.ts
var MAX_COUNT = 1e3;
var sourceSchema = provenanceSchema;
var sideSchema = z.enum(["establishment", "demonstrators"]);
var factionSchema = z.enum(["mayor", "police", "yippies", "mobe"]);
var areaKindSchema = z.enum(["park", "street", "transit", "jail"]);
var areaSchema = z.strictObject({
  name: z.string().min(1),
  kind: areaKindSchema,
  /** 2.2.2 starred ★ areas count for MEET THE PRESS. */
  star: z.boolean(),
  /** 2.2.3 Capital Bonus. */
  capital: z.number().int().min(0).max(MAX_COUNT),
  /** 2.2.4 Exposure Bonus: blue for the Establishment, red for the Demonstrators. */
  blue: z.number().int().min(0).max(MAX_COUNT),
  red: z.number().int().min(0).max(MAX_COUNT),
  /**
   * The area's paths, topmost first then counterclockwise (the Machine's SUPPORT, Appendix 5); every
   * path touching the area exactly once (checked by `componentSetSchema`).
   */
  orientation: z.array(z.string()).max(MAX_COUNT).optional(),
  source: sourceSchema
});
var pathSchema = z.strictObject({ id: z.string().min(1), a: z.string(), b: z.string(), source: sourceSchema });
var whereSchema = z.union([
  z.enum(["choice", "requirement", "conflict"]),
  z.strictObject({ area: z.string() })
]);
var by = sideSchema.optional();
var effectSchema = z.discriminatedUnion("op", [
  /** Gain (or, negative, lose) Exposure (2.12). */
  z.strictObject({ op: z.literal("exposure"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT), by }),
  /** Raise or lower Instability (2.11). */
  z.strictObject({ op: z.literal("instability"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Add to (or take from) the Municipal Budget (2.5.3). */
  z.strictObject({ op: z.literal("capital"), amount: z.number().int().min(-MAX_COUNT).max(MAX_COUNT) }),
  /** Place MOBE units from the Demonstrator supply. */
  z.strictObject({ op: z.literal("mobe"), level: z.union([z.literal(1), z.literal(2)]), count: z.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Place an Agitator from the supply. */
  z.strictObject({ op: z.literal("agitator"), at: whereSchema }),
  /** Place Lv1 Police Platoons from the Reserves. */
  z.strictObject({ op: z.literal("police"), count: z.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Arrest Demonstrators (2.3.4); the Establishment picks which. */
  z.strictObject({ op: z.literal("arrest"), count: z.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Injure Police Platoons (2.3.3); the Demonstrators pick which. */
  z.strictObject({ op: z.literal("injure"), count: z.number().int().min(1).max(MAX_COUNT), at: whereSchema }),
  /** Move Injured Platoons back to the Reserves. */
  z.strictObject({ op: z.literal("heal"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Release jailed Demonstrators to a Park without paying bail. */
  z.strictObject({ op: z.literal("release"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Place a -1 Capital token (Glossary) in an area. */
  z.strictObject({ op: z.literal("minusCapital"), at: whereSchema }),
  /** Place Barricades from the Demonstrator supply on paths adjacent to Demonstrators. */
  z.strictObject({ op: z.literal("barricade"), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Remove Barriers of one kind (anywhere on the map; chosen by the acting side). */
  z.strictObject({ op: z.literal("removeBarrier"), kind: z.enum(["barricade", "barbedWire"]), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Move Barbed Wire or Tear Gas from the general supply to the Police Supply (2.5.3). */
  z.strictObject({ op: z.literal("policeSupply"), item: z.enum(["barbedWire", "tearGas"]), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Place a National Guard token (2.4.3). */
  z.strictObject({ op: z.literal("nationalGuard"), at: whereSchema }),
  /** Place a Tear Gas token from the general supply (2.4.2). */
  z.strictObject({ op: z.literal("tearGas"), at: whereSchema }),
  /** Add Delegates to the Delegate Bag (2.5.2). */
  z.strictObject({ op: z.literal("delegate"), color: z.enum(["blue", "red"]), count: z.number().int().min(1).max(MAX_COUNT) }),
  /** Place a Rally Flag from the supply (2.4.1). */
  z.strictObject({ op: z.literal("flag"), at: whereSchema }),
  /** Remove a Rally Flag. */
  z.strictObject({ op: z.literal("removeFlag"), at: whereSchema }),
  /** Draw a Mayor Policy card into the Policy splay (2.8.1). */
  z.strictObject({ op: z.literal("policyDraw") }),
  /** Add a special card to the Police hand (2.7.1). */
  z.strictObject({ op: z.literal("policeCard"), card: z.string() }),
  /** SMOKE 'EM: TEARGAS may be used in areas without TAC Forces (Appendix 3). */
  z.strictObject({ op: z.literal("smokeEm") }),
  /** Resolve an Action Card's effect as a free action (it is not played from a hand). */
  z.strictObject({ op: z.literal("action"), card: z.string() })
]);
var actionCardSchema = z.strictObject({
  name: z.string().min(1),
  faction: factionSchema,
  copies: z.number().int().min(1).max(MAX_COUNT),
  /** 3.1 Conflict Cards may be discarded to remove a Barrier (2.9.3). */
  conflict: z.boolean(),
  /** In the starting hand (false: added by a Policy or an Opportunity card). */
  starting: z.boolean(),
  text: z.string(),
  source: sourceSchema
});
var streetTheaterSchema = z.strictObject({
  name: z.string().min(1),
  kind: z.enum(["event", "opportunity", "counterrevolutionary"]),
  /** Agitator location requirement: an area name, 'Grant Park' (either Grant Park area) or 'any'. */
  location: z.string(),
  /** Opportunity cards need two Agitators there (2.7.3). */
  agitators: z.number().int().min(0).max(2),
  effects: z.array(effectSchema).max(MAX_COUNT),
  /** Opportunity cards: the Action Card gained and the hands it may join. */
  grants: z.strictObject({ card: z.string(), hands: z.array(factionSchema).min(1) }).optional(),
  text: z.string(),
  source: sourceSchema
});
var policySchema = z.strictObject({ name: z.string().min(1), effects: z.array(effectSchema).max(MAX_COUNT), text: z.string(), source: sourceSchema });
var tacticSchema = z.strictObject({ name: z.string().min(1), effects: z.array(effectSchema).max(MAX_COUNT), text: z.string(), source: sourceSchema });
var mobChaosSchema = z.strictObject({
  name: z.string().min(1),
  day: z.array(effectSchema).max(MAX_COUNT),
  night: z.array(effectSchema).max(MAX_COUNT),
  /** Solo setup 2: one of the 11 cards with SOLO crossed out, removed when playing against the Machine. */
  notSolo: z.boolean().optional(),
  text: z.string(),
  source: sourceSchema
});
var incendiarySchema = z.strictObject({ name: z.string().min(1), effects: z.array(effectSchema).max(MAX_COUNT), text: z.string(), source: sourceSchema });
var countsSchema = z.strictObject({
  policeL1: z.number().int().min(0).max(MAX_COUNT),
  policeL2: z.number().int().min(0).max(MAX_COUNT),
  tac: z.number().int().min(0).max(MAX_COUNT),
  smallRed: z.number().int().min(0).max(MAX_COUNT),
  mobeL2: z.number().int().min(0).max(MAX_COUNT),
  agitators: z.number().int().min(0).max(MAX_COUNT),
  rallyFlags: z.array(z.number().int().min(1).max(MAX_COUNT)).max(MAX_COUNT),
  nationalGuard: z.number().int().min(0).max(MAX_COUNT),
  barbedWire: z.number().int().min(0).max(MAX_COUNT),
  barricades: z.number().int().min(0).max(MAX_COUNT),
  tearGas: z.number().int().min(0).max(MAX_COUNT),
  minusCapital: z.number().int().min(0).max(MAX_COUNT),
  pinkDelegates: z.number().int().min(0).max(MAX_COUNT),
  posts: z.number().int().min(0).max(MAX_COUNT),
  /** Reconstructed: Lv1 Platoons in the Reserves at setup, Police Supply at setup. */
  reservesL1: z.number().int().min(0).max(MAX_COUNT),
  policeSupplyBarbedWire: z.number().int().min(0).max(MAX_COUNT),
  policeSupplyTearGas: z.number().int().min(0).max(MAX_COUNT),
  /** Reconstructed track sizes. */
  delegateTrack: z.number().int().min(5).max(MAX_COUNT),
  exposureTrack: z.number().int().min(3).max(MAX_COUNT),
  /** Reconstructed starting Municipal Budget and Policy splay. */
  startingCapital: z.number().int().min(0).max(MAX_COUNT),
  startingPolicies: z.number().int().min(0).max(MAX_COUNT),
  /** 6.1 Turn cards per faction in the Variable Turn Order deck. */
  turnCardsPerFaction: z.number().int().min(1).max(MAX_COUNT)
});
var machineActionSchema = z.strictObject({
  name: z.string().min(1),
  faction: z.enum(["mayor", "police"]),
  conflict: z.boolean(),
  text: z.string(),
  source: sourceSchema
});
var machineTacticSchema = z.strictObject({
  name: z.string().min(1),
  when: z.enum(["drawn", "endOfRound", "ongoing"]),
  effects: z.array(effectSchema).max(MAX_COUNT),
  text: z.string(),
  source: sourceSchema
});
var machineComponentsSchema = z.strictObject({
  actions: z.array(machineActionSchema).max(MAX_COUNT),
  tactics: z.array(machineTacticSchema).max(MAX_COUNT).min(1),
  policies: z.array(policySchema).max(MAX_COUNT).min(1),
  /** 8 Active tokens. */
  activeTokens: z.number().int().min(1).max(MAX_COUNT),
  /** Machine Policies in the splay: "the first three spaces on the splay" (solo setup 1). */
  splay: z.number().int().min(1).max(MAX_COUNT)
});
function orientationIssues(set2) {
  return set2.areas.flatMap((a) => {
    if (a.orientation === void 0) return [];
    const touching = set2.paths.filter((p) => p.a === a.name || p.b === a.name).map((p) => p.id).sort();
    const listed2 = [...a.orientation].sort();
    return JSON.stringify(touching) === JSON.stringify(listed2) ? [] : [`${a.name}: orientation ${a.orientation.join(", ")} is not its paths ${touching.join(", ")}`];
  });
}
function starIssues(set2) {
  const starred = set2.areas.filter((a) => a.star && a.name !== "Grant Park East").length;
  const out = [];
  if (starred !== set2.counts.posts) out.push(`${starred} starred areas besides Grant Park East for ${set2.counts.posts} Police Posts (6.3.2: one in each)`);
  if (set2.counts.policeL2 !== starred + 5) out.push(`${set2.counts.policeL2} Lv2 Platoons where setup places ${starred + 5} (8: one per starred area but Grant Park East and one in the Convention Hall; 5: one; 9: three)`);
  return out;
}
var componentSetSchema = z.strictObject({
  areas: z.array(areaSchema).max(MAX_COUNT).min(2),
  paths: z.array(pathSchema).max(MAX_COUNT).min(1),
  /** Setup step 7 barriers. */
  setupBarricades: z.array(z.string()).max(MAX_COUNT),
  setupBarbedWire: z.array(z.string()).max(MAX_COUNT),
  actionCards: z.array(actionCardSchema).max(MAX_COUNT),
  streetTheater: z.array(streetTheaterSchema).max(MAX_COUNT),
  policies: z.array(policySchema).max(MAX_COUNT).min(1),
  tactics: z.array(tacticSchema).max(MAX_COUNT).min(1),
  mobChaos: z.array(mobChaosSchema).max(MAX_COUNT).min(1),
  incendiary: z.array(incendiarySchema).max(MAX_COUNT),
  /** The solo and co-op components; the reference ones when absent. */
  machine: machineComponentsSchema.optional(),
  counts: countsSchema
}).superRefine((set2, ctx) => {
  crossCheck(set2, ctx);
  for (const message of orientationIssues(set2)) ctx.addIssue({ code: "custom", message, path: ["areas"] });
  for (const message of starIssues(set2)) ctx.addIssue({ code: "custom", message, path: ["counts"] });
});

// src/games/chicago-68/data/street-theater.ts
var rec4 = { reconstructed: "card list not printed in the rulebook; authored for the reference set" };
var ev = (name, location, effects2, text) => ({ name, kind: "event", location, agitators: 1, effects: effects2, text, source: rec4 });
var here = "requirement";
var events = [
  { ...ev("Unbirthday Party for LBJ", "Grant Park", [{ op: "exposure", amount: 2 }, { op: "mobe", level: 1, count: 2, at: here }], "Gain 2 Exposure; place 2 Lv1 MOBEs in Grant Park."), source: { rule: "setup step 6 names the card; effect reconstructed" } },
  ev("Festival of Life", "Lincoln Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Lincoln Park."),
  ev("Nominate a Pig", "Grant Park", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Yippie Manifesto", "any", [{ op: "exposure", amount: 1 }, { op: "instability", amount: 1 }], "Gain 1 Exposure; Instability +1."),
  ev("Spike the Water Supply", "any", [{ op: "instability", amount: 2 }], "Instability +2."),
  ev("Hog Butcher Headlines", "Michigan Avenue", [{ op: "exposure", amount: 2 }, { op: "minusCapital", at: here }], "Gain 2 Exposure; \u22121 Capital in Michigan Avenue."),
  ev("Whole World Is Watching", "Hilton Hotel", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Free Love-In", "Grant Park", [{ op: "mobe", level: 1, count: 2, at: here }, { op: "instability", amount: 1 }], "Place 2 Lv1 MOBEs; Instability +1."),
  ev("Bail Fund", "any", [{ op: "release", count: 2 }], "Release 2 jailed Demonstrators to a Park."),
  ev("Legal Aid", "Cook County Jail", [{ op: "release", count: 3 }], "Release 3 jailed Demonstrators to a Park."),
  ev("Barricade the Streets", "any", [{ op: "barricade", count: 2 }], "Place 2 Barricades next to Demonstrators."),
  ev("Wire Cutters", "any", [{ op: "removeBarrier", kind: "barbedWire", count: 1 }], "Remove 1 Barbed Wire."),
  ev("Stink Bombs", "Hilton Hotel", [{ op: "minusCapital", at: here }, { op: "instability", amount: 1 }], "\u22121 Capital in the Hilton Hotel; Instability +1."),
  ev("Delegates Walk Out", "Convention Hall", [{ op: "delegate", color: "red", count: 2 }], "Add 2 McCarthy Delegates to the bag."),
  ev("Clean for Gene", "Old Town", [{ op: "delegate", color: "red", count: 1 }, { op: "exposure", amount: 1 }], "Add a McCarthy Delegate; gain 1 Exposure."),
  ev("Peace Plank Debate", "Convention Hall", [{ op: "exposure", amount: 2 }, { op: "delegate", color: "red", count: 1 }], "Gain 2 Exposure; add a McCarthy Delegate."),
  ev("Marshals Training", "Lincoln Park", [{ op: "mobe", level: 2, count: 1, at: here }], "Place a Lv2 MOBE in Lincoln Park."),
  ev("Snake Dance", "any", [{ op: "action", card: "MARCH" }], "Resolve a MARCH."),
  ev("Teach-In", "Washington Park", [{ op: "mobe", level: 1, count: 2, at: here }, { op: "exposure", amount: 1 }], "Place 2 Lv1 MOBEs; gain 1 Exposure."),
  ev("Poor People\u2019s Mule Train", "Washington Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Washington Park."),
  ev("Guerrilla Theater", "any", [{ op: "exposure", amount: 2 }], "Gain 2 Exposure."),
  ev("Mimeograph Leaflets", "any", [{ op: "mobe", level: 1, count: 1, at: "choice" }, { op: "exposure", amount: 1 }], "Place a Lv1 MOBE anywhere; gain 1 Exposure."),
  ev("Rock Concert", "Grant Park", [{ op: "mobe", level: 1, count: 3, at: here }], "Place 3 Lv1 MOBEs in Grant Park."),
  ev("Mobilize the Students", "any", [{ op: "agitator", at: here }], "Place an Agitator with this Agitator."),
  ev("Raise the Flag", "any", [{ op: "flag", at: here }], "Place a Rally Flag here."),
  ev("Sit-In at the Hilton", "Hilton Hotel", [{ op: "mobe", level: 1, count: 2, at: here }], "Place 2 Lv1 MOBEs in the Hilton Hotel."),
  ev("Network News Crews", "Michigan Avenue", [{ op: "exposure", amount: 3 }], "Gain 3 Exposure."),
  ev("Expose the Machine", "Old Town", [{ op: "capital", amount: -2 }, { op: "exposure", amount: 1 }], "The Municipal Budget loses 2 Capital; gain 1 Exposure."),
  ev("Taxi Strike", "Loop Transit", [{ op: "minusCapital", at: { area: "Michigan Avenue" } }], "\u22121 Capital in Michigan Avenue."),
  ev("Transit Walkout", "South Transit", [{ op: "minusCapital", at: { area: "Convention Hall" } }, { op: "exposure", amount: 1 }], "\u22121 Capital in the Convention Hall; gain 1 Exposure."),
  ev("El Train Leafleting", "North Transit", [{ op: "mobe", level: 1, count: 2, at: here }], "Place 2 Lv1 MOBEs in North Transit."),
  ev("Lakefront Vigil", "Lakefront Transit", [{ op: "exposure", amount: 1 }, { op: "instability", amount: -1 }], "Gain 1 Exposure; Instability \u22121."),
  ev("Medics Committee", "any", [{ op: "release", count: 1 }, { op: "instability", amount: -1 }], "Release 1 jailed Demonstrator; Instability \u22121."),
  ev("Chant at the Cops", "any", [{ op: "instability", amount: 1 }, { op: "exposure", amount: 1 }], "Instability +1; gain 1 Exposure."),
  ev("Smuggle in Supplies", "Grant Park", [{ op: "barricade", count: 1 }, { op: "mobe", level: 1, count: 1, at: here }], "Place a Barricade and a Lv1 MOBE."),
  ev("Rumor Mill", "any", [{ op: "capital", amount: -1 }, { op: "instability", amount: 1 }], "The Municipal Budget loses 1 Capital; Instability +1.")
];
var opp = (name, location, card2, hands, text) => ({
  name,
  kind: "opportunity",
  location,
  agitators: 2,
  effects: [],
  grants: { card: card2, hands },
  text,
  source: rec4
});
var opportunities = [
  { ...opp("STREET FIGHTING MAN", "Michigan Avenue", "STREET FIGHTING MAN", ["mobe"], "Opportunity: two Agitators in Michigan Avenue; add STREET FIGHTING MAN to the MOBE hand."), source: { rule: "Appendix 4" } },
  opp("Yip-In", "Grant Park", "LEAD", ["yippies", "mobe"], "Opportunity: add a LEAD to the Yippie or MOBE hand."),
  opp("Peace March", "Washington Park", "MARCH", ["mobe"], "Opportunity: add a MARCH to the MOBE hand."),
  opp("Soapbox", "Lincoln Park", "SPEECHIFY", ["yippies", "mobe"], "Opportunity: add a SPEECHIFY to the Yippie or MOBE hand.")
];
var cr = (name) => ({
  name,
  kind: "counterrevolutionary",
  location: "any",
  agitators: 0,
  effects: [],
  text: "Counterrevolutionary: must be placed in the splay; discard by removing a free Agitator (2.7.4).",
  source: { reconstructed: "2.7.4 gives no effect beyond occupying a splay space" }
});
var counters = ["Infighting", "Bad Press", "Burnout", "Ego Trip", "Factionalism", "Paranoia", "Sectarian Split"].map((n4) => cr(`Counterrevolutionary: ${n4}`));
var streetTheater = [...events, ...opportunities, ...counters];

// src/games/chicago-68/data/tactics.ts
var rec5 = { reconstructed: "Tactics deck not printed in the rulebook; authored for the reference set" };
var tactics = [
  { name: "RAID ON THE MCCARTHY SUITE", effects: [{ op: "arrest", count: 2, at: { area: "Hilton Hotel" } }], text: "Arrest two Demonstrators in the Hilton Hotel.", source: { reconstructed: "named in Appendix 5; effect authored" } },
  { name: "TACTICAL SUPPORT", effects: [{ op: "action", card: "ADVANCE" }], text: "Resolve an ADVANCE.", source: { reconstructed: "named in Appendix 5 (a conflict may be initiated); effect authored" } },
  { name: "INFILTRATORS", effects: [{ op: "removeFlag", at: "choice" }], text: "Remove a Rally Flag.", source: rec5 },
  { name: "SHOW OF FORCE", effects: [{ op: "exposure", amount: 1 }], text: "Gain 1 Exposure.", source: rec5 },
  { name: "SWEEP THE PARKS", effects: [{ op: "arrest", count: 1, at: "choice" }], text: "Arrest one Demonstrator anywhere.", source: rec5 },
  { name: "CHECKPOINTS", effects: [{ op: "removeBarrier", kind: "barricade", count: 1 }], text: "Remove a Barricade.", source: rec5 }
];

// src/games/chicago-68/data/components.ts
var counts2 = {
  policeL1: 13,
  // reconstructed: 57 small blue cubes are shared with unlimited Capital; 1 + 4 placed in setup + 8 Reserves
  policeL2: 11,
  // Components: 11 big blue cubes
  tac: 2,
  // Components
  smallRed: 28,
  // Components: 28 small red cubes
  mobeL2: 7,
  // Components
  agitators: 5,
  // Components
  rallyFlags: [1, 1, 2, 3],
  // Components: +1, +1, +2, +3
  nationalGuard: 3,
  // Components
  barbedWire: 6,
  // Components
  barricades: 6,
  // Components
  tearGas: 6,
  // Components
  minusCapital: 9,
  // Components
  pinkDelegates: 5,
  // 6.3.1
  posts: 6,
  // Components (Incendiary Events)
  reservesL1: 8,
  // reconstructed: Reserves size not printed
  policeSupplyBarbedWire: 2,
  // reconstructed: Police Supply at setup not printed
  policeSupplyTearGas: 3,
  // reconstructed
  delegateTrack: 11,
  // reconstructed: odd, so that a majority always exists
  exposureTrack: 10,
  // reconstructed: spaces on each side of the central star
  startingCapital: 3,
  // reconstructed
  startingPolicies: 3,
  // reconstructed from the solo setup ("first three spaces on the splay as usual")
  turnCardsPerFaction: 3
  // reconstructed: 6.1 deck, one card per possible action
};
var referenceComponents = componentSetSchema.parse({
  areas,
  paths,
  setupBarricades,
  setupBarbedWire,
  actionCards,
  streetTheater,
  policies,
  tactics,
  mobChaos,
  incendiary,
  machine: machineComponents,
  counts: counts2
});

// src/games/chicago-68/rules/lookups.ts
var cache = /* @__PURE__ */ new WeakMap();
var lastSet;
var lastBoard;
function board(s) {
  const set2 = s.components ?? referenceComponents;
  if (set2 === lastSet) return lastBoard;
  let b = cache.get(set2);
  if (!b) {
    const links = /* @__PURE__ */ new Map();
    for (const a of set2.areas) links.set(a.name, []);
    for (const p of set2.paths) {
      links.get(p.a)?.push([p.id, p.b]);
      links.get(p.b)?.push([p.id, p.a]);
    }
    const jail = set2.areas.find((a) => a.kind === "jail")?.name ?? "";
    b = {
      set: set2,
      areaNames: set2.areas.map((a) => a.name),
      cityAreas: set2.areas.map((a) => a.name).filter((n4) => n4 !== jail),
      area: new Map(set2.areas.map((a) => [a.name, a])),
      links,
      path: new Map(set2.paths.map((p) => [p.id, { a: p.a, b: p.b }])),
      parks: set2.areas.filter((a) => a.kind === "park").map((a) => a.name),
      jail,
      action: new Map(set2.actionCards.map((c) => [c.name, c])),
      st: new Map(set2.streetTheater.map((c) => [c.name, c])),
      incendiary: new Map(set2.incendiary.map((c) => [c.name, c]))
    };
    cache.set(set2, b);
  }
  lastSet = set2;
  lastBoard = b;
  return b;
}
function sideOf(f) {
  return f === "mayor" || f === "police" ? "establishment" : "demonstrators";
}
function seatOf(s, f) {
  return s.factionSeat[f];
}
var isKind = (t, kind) => t.kind === kind;
function findTask(s, kind) {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i];
    if (isKind(t, kind)) return t;
  }
  return void 0;
}
function turnOf(s) {
  return findTask(s, "turn");
}
function sideFaction(s, side) {
  const turn = turnOf(s);
  if (turn && sideOf(turn.faction) === side) return turn.faction;
  if (findTask(s, "phase")?.name === "rankAndFile") return side === "establishment" ? "police" : "mobe";
  return side === "establishment" ? "mayor" : "yippies";
}
function cityAreas(s) {
  return board(s).cityAreas;
}
function isNight(s) {
  return s.round % 2 === 0;
}

// src/games/chicago-68/census.ts
function unitCensus(s) {
  const names = board(s).areaNames;
  const sum = (f) => names.reduce((t, n4) => t + f(n4), 0);
  const post = (k) => sum((n4) => s.areas[n4].post === k ? 1 : 0);
  const red = s.delegates.track.filter((c) => c === "red").length + s.delegates.bag.red;
  const pink = s.delegates.track.filter((c) => c === "pink").length + s.delegates.bag.pink;
  return {
    smallRed: sum((n4) => s.areas[n4].u.m1) + s.supply.m1 + s.box.m1 + red,
    mobeL2: sum((n4) => s.areas[n4].u.m2) + s.supply.m2 + s.box.m2 + s.bonusUnits.m2,
    agitators: sum((n4) => s.areas[n4].u.ag) + s.supply.ag + s.box.ag,
    pigasus: sum((n4) => s.areas[n4].u.pig) + s.box.pig,
    policeL1: sum((n4) => s.areas[n4].u.p1) + post("p1") + s.police.reserves.p1 + s.police.injured.p1 + s.box.p1,
    policeL2: sum((n4) => s.areas[n4].u.p2) + post("p2") + s.police.reserves.p2 + s.police.injured.p2 + s.box.p2 + s.bonusUnits.p2,
    tac: sum((n4) => s.areas[n4].u.tac) + post("tac") + s.box.tac,
    rallyFlags: sum((n4) => s.areas[n4].flag === null ? 0 : 1) + s.supply.flags.length,
    nationalGuard: sum((n4) => s.areas[n4].ng) + s.general.ng,
    barbedWire: Object.values(s.paths).filter((p) => p.wire).length + s.police.wire + s.general.wire,
    barricades: Object.values(s.paths).filter((p) => p.barricade).length + s.supply.barricades,
    tearGas: sum((n4) => s.areas[n4].gas ? 1 : 0) + s.police.gas + s.general.gas,
    minusCapital: sum((n4) => s.areas[n4].minus) + s.general.minus,
    pinkDelegates: pink + s.supply.pink,
    posts: sum((n4) => s.areas[n4].post === null ? 0 : 1) + s.box.posts,
    ...s.machine && {
      activeTokens: Object.values(s.machine.active).reduce((t, k) => t + k, 0) + s.machine.activeSupply,
      machineMayorCards: s.machine.decks.mayor.length + s.machine.discards.mayor.length,
      machinePoliceCards: s.machine.decks.police.length + s.machine.discards.police.length,
      machineTactics: s.tacticsDeck.length + s.machine.tacticsDiscard.length + (s.tactic === null ? 0 : 1)
    }
  };
}

// src/games/chicago-68/rules/updates.ts
var ownedAreas;
var areasOwner;
function copyState(s) {
  return {
    rng: s.rng,
    chance: s.chance,
    components: s.components,
    seats: s.seats,
    factionSeat: s.factionSeat,
    vtoOn: s.vtoOn,
    inc: s.inc,
    firstGame: s.firstGame,
    round: s.round,
    phase: s.phase,
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    levelsReached: s.levelsReached,
    tiles: s.tiles,
    extraUsed: s.extraUsed,
    actionHolder: s.actionHolder,
    delegates: s.delegates,
    noVote: s.noVote,
    hands: s.hands,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeck: s.stDeck,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeck: s.policyDeck,
    policyDiscard: s.policyDiscard,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    tacticsDeck: s.tacticsDeck,
    mobDeck: s.mobDeck,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    mobThisTurn: s.mobThisTurn,
    chaosPending: s.chaosPending,
    vtoDeck: s.vtoDeck,
    tasks: s.tasks,
    outcome: s.outcome,
    machine: s.machine
  };
}
function assoc(o, k, v) {
  return Object.hasOwn(o, k) && o[k] === v ? o : withKey(o, k, v);
}
function plus(o, k, n4) {
  return n4 === 0 ? o : withKey(o, k, o[k] + n4);
}
function put(ctx, key, value) {
  if (ctx.state[key] !== value) ctx.draft()[key] = value;
}
function change(ctx, key, f) {
  put(ctx, key, f(ctx.state[key]));
}
function bump(ctx, key, n4) {
  put(ctx, key, ctx.state[key] + n4);
}
function changeArea(ctx, area3, f) {
  let areas2 = ctx.state.areas;
  if (areas2 !== ownedAreas || ctx !== areasOwner) {
    areas2 = { ...areas2 };
    ownedAreas = areas2;
    areasOwner = ctx;
    put(ctx, "areas", areas2);
  } else ctx.draft();
  areas2[area3] = f(areas2[area3]);
}
function addUnits(ctx, area3, k, n4) {
  if (n4 !== 0) changeArea(ctx, area3, (a) => areaWithUnits(a, k, n4));
}
function areaWithUnits(a, k, n4) {
  const x = a.u;
  const u = { m1: x.m1, m2: x.m2, ag: x.ag, pig: x.pig, p1: x.p1, p2: x.p2, tac: x.tac };
  u[k] += n4;
  return { u, flag: a.flag, gas: a.gas, ng: a.ng, minus: a.minus, post: a.post };
}
function moveUnits(ctx, from, to, k, n4 = 1) {
  addUnits(ctx, from, k, -n4);
  addUnits(ctx, to, k, n4);
}
function setBarrier(ctx, path, key, on) {
  change(ctx, "paths", (paths2) => assoc(paths2, path, assoc(paths2[path], key, on)));
}
function without(list, item) {
  const i = list.indexOf(item);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}
function ascending(list) {
  return [...list].sort((x, y) => x - y);
}

// src/games/chicago-68/rules/instability.ts
var INSTABILITY_MAX = 13;
var establishmentLevels = [0, 1, 2];
var demonstratorLevels = [8, 10, 12];
function changeInstability(ctx, delta) {
  if (delta === 0) return;
  const from = ctx.state.instability;
  let to = from + delta;
  if (to > INSTABILITY_MAX) {
    put(ctx, "chaosPending", true);
    to = INSTABILITY_MAX;
  }
  to = Math.max(0, to);
  if (to !== from || ctx.state.chaosPending) ctx.emit({ type: "instability", from, to, ...from + delta > INSTABILITY_MAX ? { mobChaosDue: true } : {} });
  put(ctx, "instability", to);
  const step2 = to > from ? 1 : -1;
  for (let level = from + step2; step2 > 0 ? level <= to : level >= to; level += step2) {
    const side = establishmentLevels.includes(level) ? "establishment" : demonstratorLevels.includes(level) ? "demonstrators" : null;
    if (side === null || ctx.state.levelsReached.includes(level)) continue;
    put(ctx, "levelsReached", [...ctx.state.levelsReached, level]);
    if (Object.values(ctx.state.tiles).some((v) => v === null)) ctx.push({ kind: "bonus", side, level });
  }
}

// src/games/chicago-68/rules/solo/setup.ts
var MOLE = "GOVERNMENT MOLE!";
function withMachine(s, c) {
  if (c.mode === "competitive") return s;
  const set2 = c.components ?? referenceComponents;
  const m = set2.machine ?? machineComponents;
  const deck = (f) => m.actions.filter((a) => a.faction === f).map((a) => a.name).sort();
  const notSolo = new Set(set2.mobChaos.filter((x) => x.notSolo).map((x) => x.name));
  const stDeck = s.stDeck.includes(MOLE) ? replaceMole(s.stDeck, set2) : s.stDeck;
  const seq = s.tasks[0];
  return {
    ...s,
    hands: { ...s.hands, mayor: [], police: [] },
    policyDeck: m.policies.map((p) => p.name).sort(),
    tacticsDeck: m.tactics.map((t) => t.name).sort(),
    mobDeck: s.mobDeck.filter((n4) => !notSolo.has(n4)),
    stDeck,
    tasks: seq.kind === "seq" ? [{ ...seq, steps: [...seq.steps.slice(0, -1), "setup:machine", ...seq.steps.slice(-1)] }] : s.tasks,
    machine: {
      mode: c.mode,
      active: {},
      activeSupply: m.activeTokens,
      decks: { mayor: deck("mayor"), police: deck("police") },
      discards: { mayor: [], police: [] },
      tacticsDiscard: [],
      effect: false
    }
  };
}
function replaceMole(deck, set2) {
  const counter = set2.streetTheater.find((x) => x.kind === "counterrevolutionary")?.name;
  const out = deck.filter((n4) => n4 !== MOLE);
  return counter === void 0 ? out : [...out, counter].sort();
}

// src/games/chicago-68/rules/capital.ts
function changeCapital(ctx, amount, why4) {
  const from = ctx.state.capital;
  const to = Math.max(0, from + amount);
  if (to === from) return;
  ctx.emit({ type: "capital", change: to - from, budget: to, why: why4 });
  put(ctx, "capital", to);
}

// src/games/chicago-68/rules/exposure.ts
function exposureMax(s) {
  return (s.components ?? referenceComponents).counts.exposureTrack;
}
function gainExposure(ctx, side, amount) {
  if (amount === 0) return;
  const max = exposureMax(ctx.state);
  const dir = side === "establishment" ? 1 : -1;
  const next2 = ctx.state.exposure + dir * amount;
  if (Math.abs(next2) > max && amount > 0) {
    put(ctx, "exposure", dir * max);
    ctx.emit({ type: "exposure", side, change: amount, marker: markerText(dir * max), overflow: true });
    ctx.push({ kind: side === "establishment" ? "overflowE" : "overflowD" });
    return;
  }
  const to = Math.max(-max, Math.min(max, next2));
  if (to !== ctx.state.exposure) ctx.emit({ type: "exposure", side, change: amount, marker: markerText(to) });
  put(ctx, "exposure", to);
}
function markerText(x) {
  return x === 0 ? "central star" : x > 0 ? `Establishment ${x}` : `Demonstrators ${-x}`;
}
function exposureBonus(s, area3, side) {
  const a = board(s).area.get(area3);
  return side === "establishment" ? a.blue : a.red;
}

// src/games/chicago-68/rules/mob-chaos.ts
function requestMobChaos(ctx, area3) {
  if (ctx.state.mobThisTurn) return;
  if (ctx.state.mobDeck.length === 0) {
    put(ctx, "mobDeck", ctx.state.mobDiscard);
    put(ctx, "mobDiscard", []);
  }
  if (ctx.state.mobDeck.length === 0) return;
  put(ctx, "mobThisTurn", true);
  ctx.push({ kind: "draw", deck: "mob", purpose: "mob", area: area3 });
}
function resolveMobChaos(ctx, name, area3) {
  const card2 = board(ctx.state).set.mobChaos.find((c) => c.name === name);
  if (!card2) throw new Error(`unknown Mob Chaos card ${name}`);
  put(ctx, "mobDeck", without(ctx.state.mobDeck, name));
  put(ctx, "mobDiscard", [...ctx.state.mobDiscard, name]);
  const night = isNight(ctx.state);
  ctx.emit({ type: "mobChaos", card: name, effect: night ? "Night" : "Day", ...area3 ? { area: area3 } : {} });
  ctx.push({ kind: "effects", effects: night ? card2.night : card2.day, next: 0, side: "establishment", area: area3, req: [], source: name });
}

// src/games/chicago-68/rules/names.ts
var unitNames = {
  m1: "Lv1 MOBE",
  m2: "Lv2 MOBE",
  ag: "Agitator",
  pig: "Pigasus",
  p1: "Lv1 Platoon",
  p2: "Lv2 Platoon",
  tac: "TAC Force",
  post: "Platoon in Post"
};
function unitName(k, count = 1) {
  const name = unitNames[k] ?? k;
  return count === 1 ? name : `${count} ${name}`;
}
function groupName(g) {
  return Object.entries(g).filter(([, n4]) => n4 > 0).map(([k, n4]) => unitName(k, n4)).join(", ");
}
function pathName(id, paths2 = paths) {
  const p = paths2.find((x) => x.id === id);
  return p === void 0 ? id : `${p.a}\u2013${p.b}`;
}

// src/games/chicago-68/rules/conflict.ts
function arrest(ctx, area3, k) {
  addUnits(ctx, area3, k, -1);
  ctx.emit({ type: "arrested", unit: unitName(k), area: area3 });
  if (k === "pig") change(ctx, "box", (b) => plus(b, "pig", 1));
  else addUnits(ctx, board(ctx.state).jail, k, 1);
}
function injure(ctx, area3, k) {
  const post = ctx.state.areas[area3].post;
  const level = k !== "post" ? k : post === "p2" ? "p2" : "p1";
  if (k === "post") changeArea(ctx, area3, (a) => set(a, "post", ""));
  else addUnits(ctx, area3, k, -1);
  change(ctx, "police", (p) => set(p, "injured", plus(p.injured, level, 1)));
  const replaced = level === "p2" && ctx.state.police.reserves.p1 > 0;
  ctx.emit({ type: "injured", unit: unitName(level), area: area3, ...k === "post" ? { inPost: true } : {}, ...replaced ? { replacedBy: unitName("p1") } : {} });
  if (replaced) {
    change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
    if (k === "post") changeArea(ctx, area3, (a) => set(a, "post", "p1"));
    else addUnits(ctx, area3, "p1", 1);
  }
}
function concludeConflict(ctx, side, area3, units3, tac2, minUnits = 5) {
  const chaos = tac2 || units3 >= minUnits;
  ctx.emit({ type: "conflict", by: side, area: area3, units: units3, mobChaos: chaos });
  gainExposure(ctx, side, exposureBonus(ctx.state, area3, side));
  if (chaos) requestMobChaos(ctx, area3);
}

// src/games/chicago-68/rules/movement.ts
function demoPathOpen(s, path) {
  return !s.paths[path].wire && s.jeep !== path;
}
function policePathOpen(s, path) {
  return !s.paths[path].barricade;
}
function demoMayEnter(s, area3) {
  return area3 !== board(s).jail && !s.areas[area3].gas;
}
function demoDests(s, from) {
  const out = [];
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) out.push(to);
  return out;
}
function demoCanLeave(s, from) {
  for (const [p, to] of linksOf(s, from)) if (demoPathOpen(s, p) && demoMayEnter(s, to)) return true;
  return false;
}
function policeDests(s, from) {
  const jail = board(s).jail;
  const out = [];
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) out.push(to);
  return out;
}
function policeCanLeave(s, from) {
  const jail = board(s).jail;
  for (const [p, to] of linksOf(s, from)) if (policePathOpen(s, p) && to !== jail) return true;
  return false;
}
function pathsAt(s, area3) {
  return linksOf(s, area3).map(([p]) => p);
}
var noLinks = [];
function linksOf(s, area3) {
  return board(s).links.get(area3) ?? noLinks;
}

// src/games/chicago-68/rules/tasks.ts
function question(q) {
  return {
    owner: q.owner,
    decider: (s, t) => remember(s, t, q.options).length > 0 ? seatOf(s, q.owner(s, t)) : "auto",
    actions: (s, t) => remember(s, t, q.options).slice(),
    answer: q.answer,
    run: (ctx, t) => q.none ? q.none(ctx, t) : ctx.remove(t),
    prompt: (s, t) => `${q.owner(s, t)}: ${q.prompt(s, t)}`,
    ask(s, t) {
      const { owner: _owner, ...subject } = plainFields(t);
      return { decision: t.kind, ...subject, faction: q.owner(s, t) };
    }
  };
}
function auto(run) {
  return { decider: () => "auto", run };
}
function orDone(options) {
  return options.length > 0 ? [...options, { type: "done" }] : [];
}
var areaOf = (a) => a.type === "area" ? a.area : "";
var pathOf = (a) => a.type === "path" ? a.path : "";
var cardOf = (a) => a.type === "card" ? a.card : "";

// src/games/chicago-68/rules/policy.ts
function policyLimit(s) {
  return 6 + (s.tiles.splay === "establishment" ? 1 : 0);
}
function requestPolicyDraw(ctx) {
  if (ctx.state.policyDeck.length === 0) {
    put(ctx, "policyDeck", ctx.state.policyDiscard);
    put(ctx, "policyDiscard", []);
  }
  if (ctx.state.policyDeck.length > 0) ctx.push({ kind: "draw", deck: "policy", purpose: "splay", area: null });
}
function placePolicy(ctx, name) {
  put(ctx, "policyDeck", without(ctx.state.policyDeck, name));
  if (ctx.state.policySplay.length < policyLimit(ctx.state)) {
    put(ctx, "policySplay", [...ctx.state.policySplay, { name, paid: 0 }]);
    ctx.emit({ type: "policySplay", card: name });
  } else ctx.push({ kind: "policyPlace", card: name });
}
var policyPlaceTask = question({
  owner: () => "mayor",
  options: (s) => [...s.policySplay.map((p) => ({ type: "card", card: p.name })), { type: "discardDrawn" }],
  prompt: (_s, t) => `Policy splay full: place ${t.card}?`,
  answer(ctx, t, a) {
    ctx.pop();
    const card2 = t.card;
    if (a.type !== "card") return put(ctx, "policyDiscard", [...ctx.state.policyDiscard, card2]);
    const old = a.card;
    ctx.emit({ type: "policySplay", card: card2, replacing: old });
    if (board(ctx.state).set.policies.find((p) => p.name === old)?.effects.some((e) => e.op === "smokeEm")) put(ctx, "smokeEm", false);
    put(ctx, "policyDiscard", [...ctx.state.policyDiscard, old]);
    const i = ctx.state.policySplay.findIndex((p) => p.name === old);
    put(ctx, "policySplay", set(ctx.state.policySplay, i, { name: card2, paid: 0 }));
  }
});
function mandateCost(paid) {
  return 2 * (paid + 1);
}
var policyTasks = { policyPlace: policyPlaceTask };

// src/games/chicago-68/rules/units.ts
var demoKeys = ["m1", "m2", "ag", "pig"];
function strength(k) {
  return k === "m1" || k === "p1" ? 1 : k === "m2" || k === "p2" ? 2 : 0;
}
function demoCount(u) {
  return u.m1 + u.m2 + u.ag + u.pig;
}
function policeCount(u) {
  return u.p1 + u.p2 + u.tac;
}
function demoStrength(s, area3) {
  const u = s.areas[area3].u;
  return u.m1 + 2 * u.m2;
}
function hasPlatoon(s, area3) {
  const a = s.areas[area3];
  return a.u.p1 + a.u.p2 > 0 || a.post === "p1" || a.post === "p2";
}
function hasPolice(s, area3) {
  const a = s.areas[area3];
  return policeCount(a.u) > 0 || a.post !== null && a.post !== "";
}
function policeStrength(s, area3) {
  const a = s.areas[area3];
  const post = a.post === "p1" ? 1 : a.post === "p2" ? 2 : 0;
  const base = a.u.p1 + 2 * a.u.p2 + post;
  return base + (hasPlatoon(s, area3) ? 4 * a.ng : 0);
}
function controller(s, area3) {
  const d = demoStrength(s, area3);
  const p = policeStrength(s, area3);
  return d > p ? "demonstrators" : p > d ? "establishment" : null;
}
function agitatorsOnBoard(s) {
  return board(s).areaNames.reduce((t, n4) => t + s.areas[n4].u.ag, 0);
}
function dropLonelyFlags(ctx) {
  for (const n4 of board(ctx.state).areaNames) {
    const a = ctx.state.areas[n4];
    if (a.flag !== null && demoCount(a.u) === 0) dropFlag(ctx, n4, a.flag);
  }
}
function dropFlag(ctx, n4, flag2) {
  change(ctx, "supply", (x) => set(x, "flags", ascending([...x.flags, flag2])));
  ctx.emit({ type: "flagRemoved", area: n4, value: flag2, why: "no Demonstrators left (2.4.1)" });
  changeArea(ctx, n4, (x) => set(x, "flag", null));
}
function toSupply(ctx, k, count = 1) {
  if (k === "pig") change(ctx, "box", (b) => plus(b, "pig", count));
  else change(ctx, "supply", (x) => plus(x, k, count));
}

// src/games/chicago-68/rules/tear-gas.ts
function placeTearGas(ctx, area3) {
  changeArea(ctx, area3, (a) => set(a, "gas", true));
  ctx.emit({ type: "tearGas", area: area3 });
  ctx.push({ kind: "gasLeave", area: area3 });
}
var gasLeaveTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    const u = s.areas[t.area].u;
    const dests = demoDests(s, t.area);
    return demoKeys.filter((k) => u[k] > 0).flatMap((unit2) => dests.map((to) => ({ type: "move", unit: unit2, from: t.area, to })));
  },
  prompt: (_s, t) => `Tear Gas in ${t.area}: move a unit out`,
  none(ctx, t) {
    const u = ctx.state.areas[t.area].u;
    for (const k of demoKeys.filter((x) => u[x] > 0)) {
      ctx.emit({ type: "removed", units: unitName(k, u[k]), area: t.area, to: k === "pig" ? "the game" : "the supply", why: "Tear Gas with nowhere to go (2.10.3)" });
      toSupply(ctx, k, u[k]);
      addUnits(ctx, t.area, k, -u[k]);
    }
    ctx.pop();
  },
  answer(ctx, t, a) {
    if (a.type !== "move") return;
    moveUnits(ctx, t.area, a.to, a.unit);
    ctx.emit({ type: "moved", units: unitName(a.unit), from: t.area, to: a.to, why: "Tear Gas" });
  }
});
var tearGasTasks = { gasLeave: gasLeaveTask };

// src/games/chicago-68/rules/active-tokens.ts
function changeMachine(ctx, f) {
  put(ctx, "machine", f(ctx.state.machine));
}
function addActive(ctx, area3, n4) {
  changeMachine(ctx, (m) => {
    const count = (m.active[area3] ?? 0) + n4;
    const active = count > 0 ? set(m.active, area3, count) : remove(m.active, area3);
    return { ...m, active, activeSupply: m.activeSupply - n4 };
  });
}
function fewest(m, to) {
  const from = Object.keys(m.active).filter((n4) => n4 !== to);
  const least = Math.min(...from.map((n4) => m.active[n4]));
  return from.filter((n4) => m.active[n4] === least).sort();
}
function moveActive(ctx, from, to) {
  addActive(ctx, from, -1);
  addActive(ctx, to, 1);
  ctx.emit({ type: "activeMoved", from, to });
}
function markActive(ctx, area3) {
  const m = ctx.state.machine;
  if (m === null || area3 === board(ctx.state).jail || demoCount(ctx.state.areas[area3].u) === 0) return;
  if (m.activeSupply > 0) {
    addActive(ctx, area3, 1);
    return ctx.emit({ type: "active", area: area3, count: (m.active[area3] ?? 0) + 1 });
  }
  const from = fewest(m, area3);
  if (from.length === 1) moveActive(ctx, from[0], area3);
  else if (from.length > 1) ctx.push({ kind: "activeMove", to: area3 });
}
function markAnyAreaEffect(ctx, source, area3) {
  if (ctx.state.machine !== null && board(ctx.state).st.get(source)?.location === "any") markActive(ctx, area3);
}
function clearIdleActive(ctx) {
  const m = ctx.state.machine;
  if (m === null) return;
  for (const n4 of Object.keys(m.active)) {
    if (demoCount(ctx.state.areas[n4].u) > 0) continue;
    ctx.emit({ type: "activeCleared", area: n4, count: m.active[n4] });
    addActive(ctx, n4, -ctx.state.machine.active[n4]);
  }
}
var activeMoveTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s, t) => fewest(s.machine, t.to).map((area3) => ({ type: "area", area: area3 })),
  prompt: (_s, t) => `All 8 Active tokens are out: move one to ${t.to} from which area (fewest tokens)?`,
  answer(ctx, t, a) {
    ctx.pop();
    moveActive(ctx, areaOf(a), t.to);
  }
});
var activeTasks = { activeMove: activeMoveTask };

// src/games/chicago-68/rules/effects.ts
var chooser = {
  arrest: "establishment",
  police: "establishment",
  nationalGuard: "establishment",
  tearGas: "establishment",
  removeFlag: "establishment",
  injure: "demonstrators",
  mobe: "demonstrators",
  agitator: "demonstrators",
  flag: "demonstrators",
  minusCapital: "demonstrators",
  barricade: "demonstrators",
  release: "demonstrators"
};
function eligible(s, e) {
  const jail = board(s).jail;
  return cityAreas(s).filter((n4) => {
    const a = s.areas[n4];
    switch (e.op) {
      case "mobe":
        return demoMayEnter(s, n4) && (e.level === 1 ? s.supply.m1 : s.supply.m2) > 0;
      case "agitator":
        return demoMayEnter(s, n4) && s.supply.ag > 0;
      case "police":
        return s.police.reserves.p1 > 0;
      case "arrest":
        return n4 !== jail && demoCount(a.u) > 0;
      case "injure":
        return a.u.p1 + a.u.p2 > 0;
      case "minusCapital":
        return s.general.minus > 0 && board(s).area.get(n4).capital > a.minus;
      case "nationalGuard":
        return s.general.ng > 0;
      case "tearGas":
        return s.general.gas > 0 && !a.gas;
      case "flag":
        return a.flag === null && demoCount(a.u) > 0 && s.supply.flags.length > 0;
      case "removeFlag":
        return a.flag !== null;
      default:
        return false;
    }
  });
}
function candidates(s, e, at, t) {
  const ok = eligible(s, e);
  if (typeof at === "object") return ok.includes(at.area) ? [at.area] : [];
  if (at === "conflict" && t.area !== null) return ok.includes(t.area) ? [t.area] : [];
  if (at === "requirement" && t.req.length > 0) return ok.filter((n4) => t.req.includes(n4));
  return ok;
}
function applyAt(ctx, e, area3, source) {
  markAnyAreaEffect(ctx, source, area3);
  switch (e.op) {
    case "mobe": {
      const key = e.level === 1 ? "m1" : "m2";
      const n4 = Math.min(e.count, ctx.state.supply[key]);
      change(ctx, "supply", (x) => plus(x, key, -n4));
      addUnits(ctx, area3, key, n4);
      return ctx.emit({ type: "placed", units: unitName(key, n4), area: area3, why: source });
    }
    case "agitator":
      change(ctx, "supply", (x) => plus(x, "ag", -1));
      addUnits(ctx, area3, "ag", 1);
      return ctx.emit({ type: "placed", units: unitName("ag"), area: area3, why: source });
    case "police": {
      const n4 = Math.min(e.count, ctx.state.police.reserves.p1);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -n4)));
      addUnits(ctx, area3, "p1", n4);
      return ctx.emit({ type: "placed", units: unitName("p1", n4), area: area3, why: source });
    }
    case "arrest":
      return ctx.push({ kind: "arrestPick", area: area3, left: e.count });
    case "injure":
      return ctx.push({ kind: "injurePick", area: area3, left: e.count });
    case "minusCapital":
      change(ctx, "general", (g) => plus(g, "minus", -1));
      changeArea(ctx, area3, (a) => plus(a, "minus", 1));
      return ctx.emit({ type: "placed", units: "\u22121 Capital token", area: area3, why: source });
    case "nationalGuard":
      change(ctx, "general", (g) => plus(g, "ng", -1));
      changeArea(ctx, area3, (a) => plus(a, "ng", 1));
      return ctx.emit({ type: "placed", units: "National Guard", area: area3, why: source });
    case "tearGas":
      change(ctx, "general", (g) => plus(g, "gas", -1));
      return placeTearGas(ctx, area3);
    case "flag": {
      const flags = ctx.state.supply.flags;
      const value = flags[flags.length - 1];
      change(ctx, "supply", (x) => set(x, "flags", flags.slice(0, -1)));
      changeArea(ctx, area3, (a) => set(a, "flag", value));
      ctx.emit({ type: "flagPlaced", area: area3, value, why: source });
      return markActive(ctx, area3);
    }
    case "removeFlag": {
      const value = ctx.state.areas[area3].flag;
      ctx.emit({ type: "flagRemoved", area: area3, value, why: source });
      change(ctx, "supply", (x) => set(x, "flags", ascending([...x.flags, value])));
      return changeArea(ctx, area3, (a) => set(a, "flag", null));
    }
  }
}
function located(ctx, e, t) {
  const options = candidates(ctx.state, e, e.at, t);
  if (options.length === 0) return;
  if (options.length === 1) return applyAt(ctx, e, options[0], t.source);
  ctx.push({ kind: "effectAt", effect: e, side: t.side, options, source: t.source });
}
var effects = {
  exposure: (ctx, e, t) => gainExposure(ctx, e.by ? e.by : t.side, e.amount),
  instability: (ctx, e) => changeInstability(ctx, e.amount),
  capital: (ctx, e, t) => changeCapital(ctx, e.amount, t.source),
  heal(ctx, e, t) {
    for (let i = 0; i < e.count; i++) {
      const injured = ctx.state.police.injured;
      const k = injured.p1 > 0 ? "p1" : injured.p2 > 0 ? "p2" : null;
      if (!k) break;
      change(ctx, "police", (p) => set(set(p, "injured", plus(p.injured, k, -1)), "reserves", plus(p.reserves, k, 1)));
      ctx.emit({ type: "healed", units: unitName(k), to: "the Reserves", why: t.source });
    }
  },
  release: (ctx, e) => ctx.push({ kind: "releasePick", left: e.count }),
  barricade: (ctx, e) => ctx.push({ kind: "barrierPlace", left: e.count }),
  removeBarrier: (ctx, e) => ctx.push({ kind: "barrierRemove", barrier: e.kind, left: e.count }),
  policeSupply(ctx, e, t) {
    const from = e.item === "barbedWire" ? "wire" : "gas";
    const n4 = Math.min(e.count, ctx.state.general[from]);
    change(ctx, "general", (g) => plus(g, from, -n4));
    change(ctx, "police", (p) => plus(p, from, n4));
    if (n4 > 0) ctx.emit({ type: "policeSupply", added: `${n4} ${e.item === "barbedWire" ? "Barbed Wire" : "Tear Gas"}`, why: t.source });
  },
  delegate(ctx, e, t) {
    const n4 = e.color === "blue" ? e.count : Math.min(e.count, ctx.state.supply.m1);
    if (e.color === "red") change(ctx, "supply", (x) => plus(x, "m1", -n4));
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, e.color, n4)));
    if (n4 > 0) ctx.emit({ type: "delegate", color: e.color, count: n4, to: "bag", why: t.source });
  },
  policyDraw: (ctx) => requestPolicyDraw(ctx),
  policeCard(ctx, e, t) {
    if (!ctx.state.hands.police.includes(e.card) && !ctx.state.discards.police.includes(e.card)) {
      change(ctx, "hands", (h) => set(h, "police", [...h.police, e.card]));
      ctx.emit({ type: "cardGained", faction: "police", card: e.card, why: t.source });
    }
  },
  smokeEm: (ctx) => change(ctx, "smokeEm", () => true),
  action: (ctx, e) => ctx.push({ kind: "freeCard", card: e.card }),
  mobe: located,
  agitator: located,
  police: located,
  arrest: located,
  injure: located,
  minusCapital: located,
  nationalGuard: located,
  tearGas: located,
  flag: located,
  removeFlag: located
};
var effectAtTask = question({
  owner: (s, t) => sideFaction(s, chooser[t.effect.op] ?? t.side),
  options: (_s, t) => t.options.map((area3) => ({ type: "area", area: area3 })),
  prompt: (_s, t) => `Choose the area for ${t.effect.op}`,
  answer(ctx, t, a) {
    ctx.pop();
    applyAt(ctx, t.effect, areaOf(a), t.source);
  }
});
var arrestPickTask = question({
  owner: (s) => sideFaction(s, "establishment"),
  options(s, t) {
    const u = s.areas[t.area].u;
    return t.left <= 0 ? [] : demoKeys.filter((k) => u[k] > 0).map((unit2) => ({ type: "unit", area: t.area, unit: unit2 }));
  },
  prompt: (_s, t) => `Arrest a Demonstrator in ${t.area}`,
  answer(ctx, t, a) {
    if (a.type !== "unit" || a.unit === "p1" || a.unit === "p2" || a.unit === "tac" || a.unit === "post") return;
    ctx.replaceTop({ ...t, left: t.left - 1 });
    arrest(ctx, t.area, a.unit);
  }
});
var injurePickTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    const u = s.areas[t.area].u;
    return t.left <= 0 ? [] : ["p1", "p2"].filter((k) => u[k] > 0).map((unit2) => ({ type: "unit", area: t.area, unit: unit2 }));
  },
  prompt: (_s, t) => `Injure a Platoon in ${t.area}`,
  answer(ctx, t, a) {
    if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2") return;
    ctx.replaceTop({ ...t, left: t.left - 1 });
    injure(ctx, t.area, a.unit);
  }
});
function releaseOptions(s) {
  const jail = board(s).jail;
  const u = s.areas[jail].u;
  const parks = board(s).parks.filter((p) => demoMayEnter(s, p));
  return ["m1", "m2", "ag"].filter((k) => u[k] > 0).flatMap((unit2) => parks.map((to) => ({ type: "move", unit: unit2, from: jail, to })));
}
function releaseUnit(ctx, unit2, park) {
  addUnits(ctx, board(ctx.state).jail, unit2, -1);
  addUnits(ctx, park, unit2, 1);
  ctx.emit({ type: "released", unit: unitName(unit2), to: park });
}
var releasePickTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s, t) => t.left <= 0 ? [] : orDone(releaseOptions(s)),
  prompt: () => "Release a jailed unit to a Park",
  answer(ctx, t, a) {
    if (a.type !== "move" || a.unit === "pig" || a.unit === "p1" || a.unit === "p2" || a.unit === "tac") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    releaseUnit(ctx, a.unit, a.to);
  }
});
var barrierPlaceTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options(s, t) {
    if (t.left <= 0 || s.supply.barricades === 0) return [];
    const paths2 = new Set(cityAreas(s).filter((n4) => demoCount(s.areas[n4].u) > 0).flatMap((n4) => pathsAt(s, n4)));
    return orDone([...paths2].filter((p) => !s.paths[p].barricade).sort().map((path) => ({ type: "path", path })));
  },
  prompt: () => "Place a Barricade",
  answer(ctx, t, a) {
    if (a.type !== "path") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    setBarrier(ctx, a.path, "barricade", true);
    change(ctx, "supply", (x) => plus(x, "barricades", -1));
    ctx.emit({ type: "barrierPlaced", barrier: "Barricade", path: a.path });
  }
});
var barrierRemoveTask = question({
  owner: (s, t) => sideFaction(s, t.barrier === "barricade" ? "establishment" : "demonstrators"),
  options(s, t) {
    if (t.left <= 0) return [];
    const key = t.barrier === "barricade" ? "barricade" : "wire";
    return orDone(Object.keys(s.paths).filter((p) => s.paths[p][key]).sort().map((path) => ({ type: "path", path })));
  },
  prompt: (_s, t) => `Remove a ${t.barrier}`,
  answer(ctx, t, a) {
    if (a.type !== "path") return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    removeBarrier(ctx, pathOf(a), t.barrier);
  }
});
function removeBarrier(ctx, path, kind) {
  ctx.emit({ type: "barrierRemoved", barrier: kind === "barricade" ? "Barricade" : "Barbed Wire", path });
  if (kind === "barricade") {
    setBarrier(ctx, path, "barricade", false);
    change(ctx, "supply", (x) => plus(x, "barricades", 1));
  } else {
    setBarrier(ctx, path, "wire", false);
    change(ctx, "general", (g) => plus(g, "wire", 1));
  }
}
function runEffects(ctx, effects2, side, area3, req, source) {
  if (effects2.length > 0) ctx.push({ kind: "effects", effects: effects2, next: 0, side, area: area3, req, source });
}
var effectTasks = {
  // a card's effects, one by one from `next`; an effect needing a decision pushes a task above the list
  effects: effectListHandler(effects, void 0, "op"),
  effectAt: effectAtTask,
  arrestPick: arrestPickTask,
  injurePick: injurePickTask,
  releasePick: releasePickTask,
  barrierPlace: barrierPlaceTask,
  barrierRemove: barrierRemoveTask
};

// src/games/chicago-68/rules/tactics.ts
function setCurrentTactic(ctx, card2, why4) {
  const old = ctx.state.tactic;
  put(ctx, "tacticsDeck", [...ctx.state.tacticsDeck, ...old ? [old] : []].filter((c) => c !== card2).sort());
  put(ctx, "tactic", card2);
  put(ctx, "tacticUsed", false);
  ctx.emit(why4 === void 0 ? { type: "tacticsCard", card: card2 } : { type: "tacticsCard", card: card2, why: why4 });
}

// src/games/chicago-68/rules/cards/mayor.ts
var trackSize = (s) => (s.components ?? referenceComponents).counts.delegateTrack;
var mayorCards = {
  "AUTHORIZE BARBED WIRE": { playable: (s) => s.general.wire > 0, task: (owner2) => ({ kind: "authorizeBarbedWire", owner: owner2 }) },
  "DEPLOY OFFICERS": { playable: (s) => s.capital >= 1 && s.police.reserves.p1 > 0, task: (owner2) => ({ kind: "deployOfficers", owner: owner2 }) },
  "GREASE PALMS": { playable: () => true, task: (owner2) => ({ kind: "greasePalms", owner: owner2 }) },
  MANDATE: { playable: (s) => s.policySplay.some((p) => mandateCost(p.paid) <= s.capital), task: (owner2) => ({ kind: "mandate", owner: owner2 }) },
  "STRATEGY OF CONFRONTATION": { playable: (s) => s.tacticsDeck.length > 0, task: (owner2) => ({ kind: "strategyOfConfrontation", owner: owner2 }) },
  "WORK THE MACHINE": {
    playable: (s) => s.capital >= 3 && s.delegates.track.length < trackSize(s),
    task: (owner2) => ({ kind: "workTheMachine", owner: owner2 })
  }
};
var mayorCardTasks = {
  authorizeBarbedWire: auto((ctx) => {
    const n4 = Math.min(2, ctx.state.general.wire);
    change(ctx, "general", (g) => plus(g, "wire", -n4));
    change(ctx, "police", (p) => plus(p, "wire", n4));
    ctx.emit({ type: "policeSupply", added: `${n4} Barbed Wire` });
    ctx.pop();
  }),
  deployOfficers: question({
    owner: (_s, t) => t.owner,
    options: (s) => s.capital < 1 || s.police.reserves.p1 === 0 ? [] : orDone(cityAreas(s).map((area3) => ({ type: "area", area: area3 }))),
    prompt: () => "DEPLOY OFFICERS: place a Lv1 Platoon for 1 Capital",
    answer(ctx, _t, a) {
      if (a.type !== "area") return ctx.pop();
      changeCapital(ctx, -1, "DEPLOY OFFICERS");
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      addUnits(ctx, a.area, "p1", 1);
      ctx.emit({ type: "placed", units: unitName("p1"), area: a.area, why: "DEPLOY OFFICERS" });
    }
  }),
  greasePalms: auto((ctx) => {
    changeCapital(ctx, 3, "GREASE PALMS");
    ctx.pop();
  }),
  mandate: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(s.policySplay.filter((p) => mandateCost(p.paid) <= s.capital).map((p) => ({ type: "card", card: p.name }))),
    prompt: () => "MANDATE: activate a Policy (2, 4, 6\u2026 Capital)",
    answer(ctx, _t, a) {
      if (a.type !== "card") return ctx.pop();
      const name = a.card;
      const i = ctx.state.policySplay.findIndex((x) => x.name === name);
      const p = ctx.state.policySplay[i];
      changeCapital(ctx, -mandateCost(p.paid), `MANDATE: ${name}`);
      change(ctx, "policySplay", (l) => set(l, i, plus(p, "paid", 1)));
      ctx.emit({ type: "policy", card: name, activation: p.paid + 1 });
      const card2 = (ctx.state.components ?? referenceComponents).policies.find((c) => c.name === name);
      runEffects(ctx, card2.effects, "establishment", null, [], name);
    }
  }),
  strategyOfConfrontation: question({
    owner: (_s, t) => t.owner,
    options: (s) => s.tacticsDeck.map((card2) => ({ type: "card", card: card2 })),
    prompt: () => "STRATEGY OF CONFRONTATION: choose the Current Tactics card",
    answer(ctx, _t, a) {
      ctx.pop();
      setCurrentTactic(ctx, cardOf(a));
    }
  }),
  workTheMachine: auto((ctx) => {
    changeCapital(ctx, -3, "WORK THE MACHINE");
    change(ctx, "delegates", (d) => set(d, "track", [...d.track, "blue"]));
    ctx.emit({ type: "delegate", color: "blue", count: 1, to: "track", why: "WORK THE MACHINE (no Delegate Vote this round)" });
    put(ctx, "noVote", true);
    ctx.pop();
  })
};

// src/games/chicago-68/rules/street-theater.ts
function stCard(s, name) {
  const b = board(s);
  const c = b.st.get(name);
  if (c) return c;
  const inc = b.incendiary.get(name);
  if (!inc) throw new Error(`unknown Street Theater card ${name}`);
  return { name, kind: "counterrevolutionary", location: "any", agitators: 0, effects: [], text: inc.text, source: inc.source };
}
function isCounter(s, name) {
  return stCard(s, name).kind === "counterrevolutionary";
}
function stLimit(s) {
  return 5 + (s.tiles.splay === "demonstrators" ? 1 : 0);
}
function requestStDraw(ctx) {
  if (ctx.state.stDeck.length === 0) {
    put(ctx, "stDeck", ctx.state.stDiscard);
    put(ctx, "stDiscard", []);
  }
  if (ctx.state.stDeck.length === 0) return false;
  ctx.push({ kind: "draw", deck: "st", purpose: "splay", area: null });
  return true;
}
function placeStreetTheater(ctx, name) {
  put(ctx, "stDeck", without(ctx.state.stDeck, name));
  if (ctx.state.stSplay.length < stLimit(ctx.state)) return enterSplay(ctx, name);
  ctx.push({ kind: "stPlace", card: name });
}
function enterSplay(ctx, name) {
  put(ctx, "stSplay", [...ctx.state.stSplay, name]);
  ctx.emit({ type: "streetTheaterSplay", card: name });
  const inc = board(ctx.state).incendiary.get(name);
  if (inc && ctx.state.inc.agentsOfChaos) runEffects(ctx, inc.effects, "establishment", null, [], name);
}
function discardSt(ctx, card2) {
  put(ctx, "stDiscard", [...ctx.state.stDiscard, card2]);
}
var stPlaceTask = question({
  owner: () => "yippies",
  options(s, t) {
    const replaceable = s.stSplay.filter((c) => !isCounter(s, c)).map((card2) => ({ type: "card", card: card2 }));
    return isCounter(s, t.card) ? replaceable : [...replaceable, { type: "discardDrawn" }];
  },
  prompt: (_s, t) => `Street Theater splay full: place ${t.card}?`,
  none(ctx, t) {
    discardSt(ctx, t.card);
    ctx.emit({ type: "streetTheaterDiscarded", card: t.card });
    ctx.pop();
  },
  answer(ctx, t, a) {
    ctx.pop();
    const old = a.type === "card" ? a.card : t.card;
    ctx.emit({ type: "streetTheaterDiscarded", card: old });
    if (a.type !== "card") return discardSt(ctx, t.card);
    put(ctx, "stSplay", without(ctx.state.stSplay, old));
    discardSt(ctx, old);
    enterSplay(ctx, t.card);
  }
});
function locationAreas(s, location) {
  if (location === "any") return cityAreas(s);
  if (location === "Grant Park") return board(s).areaNames.filter((n4) => n4.startsWith("Grant Park"));
  return [location];
}
function requirementAreas(s, card2) {
  const areas2 = locationAreas(s, card2.location).filter((n4) => s.areas[n4] && s.areas[n4].u.ag > 0);
  const total = areas2.reduce((t, n4) => t + s.areas[n4].u.ag, 0);
  const need = Math.max(1, card2.agitators);
  if (card2.location === "any") return areas2.some((n4) => s.areas[n4].u.ag >= need) ? areas2.filter((n4) => s.areas[n4].u.ag >= need) : null;
  return total >= need ? areas2 : null;
}
function activatable(s) {
  return [...new Set(s.stSplay)].filter((c) => !isCounter(s, c) && requirementAreas(s, stCard(s, c)) !== null);
}
function activateStreetTheater(ctx, name) {
  const card2 = stCard(ctx.state, name);
  put(ctx, "stSplay", without(ctx.state.stSplay, name));
  ctx.emit({ type: "streetTheater", card: name, text: card2.text });
  if (card2.kind === "opportunity" && card2.grants) {
    const hands = card2.grants.hands;
    if (hands.length === 1) gainCard(ctx, hands[0], card2.grants.card);
    else ctx.push({ kind: "opportunityHand", card: card2.grants.card, hands });
    return;
  }
  discardSt(ctx, name);
  const req = requirementAreas(ctx.state, card2) ?? [];
  runEffects(ctx, card2.effects, "demonstrators", null, req, name);
  if (card2.location !== "any" && card2.effects.length > 0) for (const n4 of req) markActive(ctx, n4);
}
var opportunityHandTask = question({
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (_s, t) => t.hands.map((faction) => ({ type: "hand", faction })),
  prompt: (_s, t) => `Which hand takes ${t.card}?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type === "hand") gainCard(ctx, a.faction, t.card);
  }
});
function gainCard(ctx, f, card2) {
  change(ctx, "hands", (h) => set(h, f, [...h[f], card2].sort()));
  ctx.emit({ type: "cardGained", faction: f, card: card2 });
  const turn = turnOf(ctx.state);
  if (turn) ctx.replace(turn, { ...turn, fresh: [...turn.fresh, card2] });
}
function discardCounter(ctx, card2, area3) {
  put(ctx, "stSplay", without(ctx.state.stSplay, card2));
  discardSt(ctx, card2);
  addUnits(ctx, area3, "ag", -1);
  change(ctx, "supply", (x) => plus(x, "ag", 1));
  ctx.emit({ type: "counterrevolutionaryDiscarded", card: card2, agitatorFrom: area3 });
}
var streetTheaterTasks = { stPlace: stPlaceTask, opportunityHand: opportunityHandTask };

// src/games/chicago-68/rules/cards/yippies.ts
var noGroup = () => ({ m1: 0, m2: 0, ag: 0, pig: 0 });
function moveGroup(ctx, from, to, g) {
  for (const k of demoKeys) moveUnits(ctx, from, to, k, g[k]);
  ctx.emit({ type: "moved", units: groupName(g), from, to });
}
function escorts(s, at, g) {
  const u = s.areas[at].u;
  return demoKeys.filter((k) => u[k] - g[k] > 0).map((unit2) => ({ type: "escort", unit: unit2 }));
}
function agitateOptions(s) {
  if (s.supply.ag === 0) return [];
  return orDone(cityAreas(s).filter((n4) => s.areas[n4].u.ag > 0).flatMap((area3) => ["m1", "m2"].filter((k) => s.areas[area3].u[k] > 0).map((unit2) => ({ type: "unit", area: area3, unit: unit2 }))));
}
function leadDests(s, at, origin) {
  return demoDests(s, at).filter((n4) => n4 !== origin);
}
function rallyOptions(s) {
  const values = [...new Set(s.supply.flags)];
  return cityAreas(s).filter((n4) => s.areas[n4].flag === null && controller(s, n4) === "demonstrators").flatMap((area3) => values.map((value) => ({ type: "flag", area: area3, value })));
}
var yippiesCards = {
  AGITATE: { playable: (s) => agitatorsOnBoard(s) > 0, task: (owner2) => ({ kind: "agitate", owner: owner2 }) },
  LEAD: { playable: (s) => cityAreas(s).some((n4) => s.areas[n4].u.ag > 0 && demoCanLeave(s, n4)), task: (owner2) => ({ kind: "lead", owner: owner2 }) },
  RALLY: {
    playable: (s) => s.supply.flags.length > 0 && cityAreas(s).some((n4) => s.areas[n4].flag === null && controller(s, n4) === "demonstrators"),
    task: (owner2) => ({ kind: "rally", owner: owner2 })
  }
};
function finishLead(ctx, at) {
  ctx.pop();
  markActive(ctx, at);
}
function startDraws(ctx, owner2) {
  ctx.replaceTop({ kind: "agitateDraw", owner: owner2, left: agitatorsOnBoard(ctx.state) });
}
var yippiesCardTasks = {
  agitate: question({
    owner: (_s, t) => t.owner,
    options: agitateOptions,
    prompt: () => "AGITATE: replace a MOBE with an Agitator?",
    none: (ctx, t) => startDraws(ctx, t.owner),
    answer(ctx, t, a) {
      if (a.type === "unit" && (a.unit === "m1" || a.unit === "m2")) {
        const k = a.unit;
        addUnits(ctx, a.area, k, -1);
        change(ctx, "supply", (x) => plus(plus(x, k, 1), "ag", -1));
        addUnits(ctx, a.area, "ag", 1);
        ctx.emit({ type: "replaced", unit: unitName(k), by: unitName("ag"), area: a.area });
        markActive(ctx, a.area);
      }
      startDraws(ctx, t.owner);
    }
  }),
  agitateDraw: auto((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    const next2 = { ...t, left: t.left - 1 };
    ctx.replaceTop(next2);
    if (!requestStDraw(ctx)) ctx.remove(next2);
  }),
  lead: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n4) => s.areas[n4].u.ag > 0 && demoCanLeave(s, n4)).map((area3) => ({ type: "area", area: area3 })),
    prompt: () => "LEAD: which Agitator leads?",
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: "leadDest", owner: t.owner, at, origin: at, moves: 0 });
    }
  }),
  leadDest: question({
    owner: (_s, t) => t.owner,
    // the second move goes to a further area, not back where the Agitator started
    options: (s, t) => [...leadDests(s, t.at, t.origin).map((area3) => ({ type: "area", area: area3 })), ...t.moves > 0 ? [{ type: "done" }] : []],
    prompt: (_s, t) => `LEAD: move from ${t.at} to`,
    answer(ctx, t, a) {
      if (a.type !== "area") return finishLead(ctx, t.at);
      ctx.replaceTop({ ...t, kind: "leadEscort", to: a.area, group: { ...noGroup(), ag: 1 } });
    }
  }),
  leadEscort: question({
    owner: (_s, t) => t.owner,
    // escort: pick up units in the Agitator's area
    options: (s, t) => [...escorts(s, t.at, t.group), { type: "done" }],
    prompt: (_s, t) => `LEAD: units going with the Agitator to ${t.to}`,
    answer(ctx, t, a) {
      if (a.type === "escort") return ctx.replaceTop({ ...t, group: plus(t.group, a.unit, 1) });
      moveGroup(ctx, t.at, t.to, t.group);
      const moves = t.moves + 1;
      if (moves >= 2 || leadDests(ctx.state, t.to, t.origin).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: "leadDest", owner: t.owner, at: t.to, origin: t.origin, moves });
    }
  }),
  rally: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(rallyOptions(s)),
    prompt: () => "RALLY: place a Rally Flag",
    answer(ctx, _t, a) {
      if (a.type !== "flag") return ctx.pop();
      change(ctx, "supply", (x) => set(x, "flags", without(x.flags, a.value)));
      changeArea(ctx, a.area, (x) => set(x, "flag", a.value));
      ctx.emit({ type: "flagPlaced", area: a.area, value: a.value });
      markActive(ctx, a.area);
      gainExposure(ctx, "demonstrators", exposureBonus(ctx.state, a.area, "demonstrators"));
    }
  })
};

// src/games/chicago-68/rules/cards/mobe.ts
var areaAction = (area3) => ({ type: "area", area: area3 });
function postTargetable(s, area3) {
  const a = s.areas[area3];
  return (a.post === "p1" || a.post === "p2") && a.u.p1 + a.u.p2 + a.u.tac === 0;
}
function clashOptions(s) {
  return cityAreas(s).flatMap((area3) => {
    const a = s.areas[area3];
    const d = demoStrength(s, area3);
    const ng = 4 * a.ng;
    const out = [];
    if (a.u.p1 > 0 && 1 + ng < d) out.push({ type: "unit", area: area3, unit: "p1" });
    if (a.u.p2 > 0 && 2 + ng < d) out.push({ type: "unit", area: area3, unit: "p2" });
    if (postTargetable(s, area3) && (a.post === "p1" ? 1 : 2) + ng < d) out.push({ type: "unit", area: area3, unit: "post" });
    return out;
  });
}
function marchSources(s) {
  return cityAreas(s).filter((n4) => demoCount(s.areas[n4].u) > 0 && demoCanLeave(s, n4));
}
function marchDests(s, at, visited) {
  return demoDests(s, at).filter((n4) => !visited.includes(n4));
}
function sfmOptions(s) {
  return cityAreas(s).filter((n4) => {
    const a = s.areas[n4];
    return a.u.m2 > 0 && (a.u.p1 > 0 || a.post === "p1" && postTargetable(s, n4));
  });
}
var mobeCards = {
  CLASH: { playable: (s) => clashOptions(s).length > 0, task: (owner2) => ({ kind: "clash", owner: owner2 }) },
  MARCH: { playable: (s) => marchSources(s).length > 0, task: (owner2) => ({ kind: "march", owner: owner2 }) },
  SPEECHIFY: { playable: (s) => cityAreas(s).some((n4) => s.areas[n4].flag !== null), task: (owner2) => ({ kind: "speechify", owner: owner2 }) },
  "STREET FIGHTING MAN": { playable: (s) => sfmOptions(s).length > 0, task: (owner2) => ({ kind: "streetFightingMan", owner: owner2 }) }
};
function marchDestOptions(s, t) {
  return [...marchDests(s, t.at, t.visited).map(areaAction), ...t.continuing ? [{ type: "done" }] : []];
}
var mobeCardTasks = {
  clash: question({
    owner: (_s, t) => t.owner,
    options: clashOptions,
    prompt: () => "CLASH: injure which Platoon?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2" && a.unit !== "post") return;
      const units3 = demoCount(ctx.state.areas[a.area].u) + 1;
      markActive(ctx, a.area);
      injure(ctx, a.area, a.unit);
      runEffects(ctx, [{ op: "instability", amount: 1 }], "demonstrators", null, [], "CLASH");
      concludeConflict(ctx, "demonstrators", a.area, units3, false, 6);
    }
  }),
  march: question({
    owner: (_s, t) => t.owner,
    options: (s) => marchSources(s).map(areaAction),
    prompt: () => "MARCH: from which area?",
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: "marchDest", owner: t.owner, at, continuing: false, visited: [at] });
    }
  }),
  marchDest: question({
    owner: (_s, t) => t.owner,
    options: marchDestOptions,
    prompt: (_s, t) => `MARCH: from ${t.at} to`,
    answer(ctx, t, a) {
      if (a.type !== "area") return finishLead(ctx, t.at);
      ctx.replaceTop({ kind: "marchEscort", owner: t.owner, at: t.at, to: a.area, visited: t.visited, group: noGroup() });
    }
  }),
  marchEscort: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...escorts(s, t.at, t.group), ...Object.values(t.group).some((n4) => n4 > 0) ? [{ type: "done" }] : []],
    prompt: (_s, t) => `MARCH: units marching to ${t.to}`,
    answer(ctx, t, a) {
      if (a.type === "escort") return ctx.replaceTop({ ...t, group: plus(t.group, a.unit, 1) });
      const friendly = demoCount(ctx.state.areas[t.to].u) > 0;
      moveGroup(ctx, t.at, t.to, t.group);
      const visited = [...t.visited, t.to];
      if (!friendly || marchDests(ctx.state, t.to, visited).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: "marchDest", owner: t.owner, at: t.to, continuing: true, visited });
    }
  }),
  speechify: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n4) => s.areas[n4].flag !== null).map(areaAction),
    prompt: () => "SPEECHIFY: activate which Rally Flag?",
    answer(ctx, _t, a) {
      ctx.pop();
      const area3 = areaOf(a);
      const n4 = Math.min(ctx.state.areas[area3].flag, ctx.state.supply.m1);
      change(ctx, "supply", (x) => plus(x, "m1", -n4));
      addUnits(ctx, area3, "m1", n4);
      if (n4 > 0) ctx.emit({ type: "placed", units: unitName("m1", n4), area: area3, why: "SPEECHIFY" });
      markActive(ctx, area3);
    }
  }),
  streetFightingMan: question({
    owner: (_s, t) => t.owner,
    options: (s) => sfmOptions(s).map(areaAction),
    prompt: () => "STREET FIGHTING MAN: where?",
    answer(ctx, _t, a) {
      ctx.pop();
      const area3 = areaOf(a);
      const units3 = demoCount(ctx.state.areas[area3].u) + 1;
      markActive(ctx, area3);
      injure(ctx, area3, ctx.state.areas[area3].u.p1 > 0 ? "p1" : "post");
      concludeConflict(ctx, "demonstrators", area3, units3, false);
    }
  })
};

// src/games/chicago-68/rules/cards/police.ts
var policeKeys = ["p1", "p2", "tac"];
var areaAction2 = (area3) => ({ type: "area", area: area3 });
var isDemoKey = (k) => k === "m1" || k === "m2" || k === "ag" || k === "pig";
var isPoliceKey = (k) => k === "p1" || k === "p2" || k === "tac";
function advanceTargets(s, k, to) {
  return demoKeys.filter((d) => arrestable(s, k, to, d));
}
function arrestable(s, k, to, d) {
  const a = s.areas[to];
  return a.u[d] > 0 && (k === "tac" || strength(d) < strength(k) + 4 * a.ng);
}
function canAdvance(s, area3, k) {
  return s.areas[area3].u[k] > 0 && policeDests(s, area3).some((to) => demoKeys.some((d) => arrestable(s, k, to, d)));
}
function advanceUnits(s) {
  const out = [];
  for (const area3 of cityAreas(s)) for (const unit2 of policeKeys) if (canAdvance(s, area3, unit2)) out.push({ type: "unit", area: area3, unit: unit2 });
  return out;
}
function wireOptions(s) {
  if (s.police.wire === 0) return [];
  const paths2 = new Set(cityAreas(s).filter((n4) => hasPlatoon(s, n4)).flatMap((n4) => pathsAt(s, n4)));
  return [...paths2].filter((p) => !s.paths[p].wire).sort().map((path) => ({ type: "path", path }));
}
function arrestPower(s, n4) {
  const u = s.areas[n4].u;
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * s.areas[n4].ng : 0);
}
function massArrestAreas(s) {
  return cityAreas(s).filter((n4) => demoKeys.some((k) => s.areas[n4].u[k] > 0 && strength(k) < arrestPower(s, n4)));
}
function massArrestTargets(s, t) {
  const sum = t.taken.reduce((x, k) => x + strength(k), 0);
  const u = s.areas[t.area].u;
  return t.taken.length >= 4 ? [] : demoKeys.filter((k) => u[k] > 0 && sum + strength(k) < arrestPower(s, t.area));
}
function finishMassArrest(ctx, t) {
  ctx.pop();
  const u = ctx.state.areas[t.area].u;
  concludeConflict(ctx, "establishment", t.area, policeCount(u) + t.taken.length, u.tac > 0, 6);
}
function movable(s, t) {
  const out = [];
  for (const area3 of cityAreas(s)) {
    const u = s.areas[area3].u;
    const arrived = t.arrived[area3];
    for (const unit2 of policeKeys) if (u[unit2] - (arrived?.[unit2] ?? 0) > 0 && policeCanLeave(s, area3)) out.push({ type: "unit", area: area3, unit: unit2 });
  }
  return out;
}
function gasAreas(s) {
  if (s.police.gas === 0) return [];
  return cityAreas(s).filter((n4) => isGasTarget(s, n4));
}
function isGasTarget(s, n4) {
  const a = s.areas[n4];
  return !a.gas && demoCount(a.u) > 0 && (a.u.tac > 0 || s.smokeEm && hasPolice(s, n4));
}
function gasOptions(s, t) {
  const options = t.placed < 2 ? gasAreas(s).map(areaAction2) : [];
  return t.placed > 0 ? orDone(options) : options;
}
function gasDone(ctx, t) {
  ctx.pop();
  runEffects(ctx, [{ op: "instability", amount: 1 }], "establishment", null, [], "TEARGAS");
  if (t.chaos) requestMobChaos(ctx, t.chaosArea);
}
function flameOptions(s) {
  return cityAreas(s).filter((n4) => s.areas[n4].ng > 0).flatMap((area3) => demoKeys.filter((k) => s.areas[area3].u[k] > 0).map((unit2) => ({ type: "unit", area: area3, unit: unit2 })));
}
function rapidSources(s, to) {
  return (board(s).links.get(to) ?? []).filter(([p]) => policePathOpen(s, p)).flatMap(([, area3]) => ["p1", "p2"].filter((k) => s.areas[area3].u[k] > 0).map((unit2) => ({ type: "unit", area: area3, unit: unit2 })));
}
function isRapidTarget(s, n4) {
  return controller(s, n4) === null && rapidSources(s, n4).reduce((x, o) => x + s.areas[o.area].u[o.unit], 0) >= 2;
}
function rapidTargets(s) {
  return cityAreas(s).filter((n4) => isRapidTarget(s, n4));
}
var policeCards = {
  ADVANCE: {
    playable: (s) => cityAreas(s).some((n4) => policeKeys.some((k) => canAdvance(s, n4, k))),
    task: (owner2) => ({ kind: "advance", owner: owner2 })
  },
  "DEPLOY BARBED WIRE": {
    playable: (s) => s.police.wire > 0 && cityAreas(s).some((n4) => hasPlatoon(s, n4) && pathsAt(s, n4).some((p) => !s.paths[p].wire)),
    task: (owner2) => ({ kind: "deployBarbedWire", owner: owner2 })
  },
  "MASS ARREST": {
    playable: (s) => cityAreas(s).some((n4) => demoKeys.some((k) => s.areas[n4].u[k] > 0 && strength(k) < arrestPower(s, n4))),
    task: (owner2) => ({ kind: "massArrest", owner: owner2 })
  },
  MOVE: {
    playable: (s) => cityAreas(s).some((n4) => policeCount(s.areas[n4].u) > 0 && policeCanLeave(s, n4)),
    task: (owner2) => ({ kind: "move", owner: owner2, arrived: {} })
  },
  TEARGAS: {
    playable: (s) => s.police.gas > 0 && cityAreas(s).some((n4) => isGasTarget(s, n4)),
    task: (owner2) => ({ kind: "teargas", owner: owner2, placed: 0, chaos: false, chaosArea: null })
  },
  "DRAW DOWN": { playable: (s) => cityAreas(s).some((n4) => s.areas[n4].u.p1 > 0), task: (owner2) => ({ kind: "drawDown", owner: owner2 }) },
  FLAMETHROWERS: {
    playable: (s) => cityAreas(s).some((n4) => s.areas[n4].ng > 0 && demoCount(s.areas[n4].u) > 0),
    task: (owner2) => ({ kind: "flamethrowers", owner: owner2 })
  },
  "RAPID DEPLOYMENT": {
    playable: (s) => cityAreas(s).some((n4) => isRapidTarget(s, n4)),
    task: (owner2) => ({ kind: "rapidDeployment", owner: owner2 })
  }
};
var policeCardTasks = {
  advance: question({
    owner: (_s, t) => t.owner,
    options: advanceUnits,
    prompt: () => "ADVANCE: which unit moves?",
    answer(ctx, t, a) {
      if (a.type === "unit" && isPoliceKey(a.unit)) ctx.replaceTop({ kind: "advanceDest", owner: t.owner, from: a.area, unit: a.unit });
    }
  }),
  advanceDest: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => policeDests(s, t.from).filter((to) => advanceTargets(s, t.unit, to).length > 0).map(areaAction2),
    prompt: () => "ADVANCE: into which area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ ...t, kind: "advanceTarget", to: areaOf(a) });
    }
  }),
  advanceTarget: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => advanceTargets(s, t.unit, t.to).map((unit2) => ({ type: "unit", area: t.to, unit: unit2 })),
    prompt: () => "ADVANCE: arrest whom?",
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== "unit" || !isDemoKey(a.unit)) return;
      moveUnits(ctx, t.from, t.to, t.unit);
      ctx.emit({ type: "moved", units: unitName(t.unit), from: t.from, to: t.to });
      arrest(ctx, t.to, a.unit);
      concludeConflict(ctx, "establishment", t.to, 2, t.unit === "tac");
    }
  }),
  deployBarbedWire: question({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(wireOptions(s)),
    prompt: () => "DEPLOY BARBED WIRE: on which path?",
    answer(ctx, _t, a) {
      if (a.type !== "path") return ctx.pop();
      change(ctx, "police", (p) => plus(p, "wire", -1));
      setBarrier(ctx, a.path, "wire", true);
      ctx.emit({ type: "barrierPlaced", barrier: "Barbed Wire", path: a.path });
    }
  }),
  massArrest: question({
    owner: (_s, t) => t.owner,
    options: (s) => massArrestAreas(s).map(areaAction2),
    prompt: () => "MASS ARREST: in which area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: "massArrestTarget", owner: t.owner, area: areaOf(a), taken: [] });
    }
  }),
  massArrestTarget: question({
    owner: (_s, t) => t.owner,
    options(s, t) {
      const options = massArrestTargets(s, t).map((unit2) => ({ type: "unit", area: t.area, unit: unit2 }));
      return t.taken.length > 0 ? orDone(options) : options;
    },
    prompt: () => "MASS ARREST: arrest another Demonstrator?",
    none: finishMassArrest,
    answer(ctx, t, a) {
      if (a.type !== "unit" || !isDemoKey(a.unit)) return finishMassArrest(ctx, t);
      ctx.replaceTop({ ...t, taken: [...t.taken, a.unit] });
      arrest(ctx, t.area, a.unit);
    }
  }),
  move: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...movable(s, t), { type: "done" }],
    prompt: () => "MOVE: move another unit?",
    answer(ctx, t, a) {
      if (a.type !== "unit" || !isPoliceKey(a.unit)) return ctx.pop();
      ctx.replaceTop({ kind: "moveDest", owner: t.owner, arrived: t.arrived, from: a.area, unit: a.unit });
    }
  }),
  moveDest: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => policeDests(s, t.from).map(areaAction2),
    prompt: () => "MOVE: to which adjacent area?",
    answer(ctx, t, a) {
      const to = areaOf(a);
      moveUnits(ctx, t.from, to, t.unit);
      ctx.emit({ type: "moved", units: unitName(t.unit), from: t.from, to });
      const there = t.arrived[to] ?? { p1: 0, p2: 0, tac: 0 };
      ctx.replaceTop({ kind: "move", owner: t.owner, arrived: assoc(t.arrived, to, plus(there, t.unit, 1)) });
    }
  }),
  teargas: question({
    owner: (_s, t) => t.owner,
    options: gasOptions,
    prompt: () => "TEARGAS: gas which area?",
    none: gasDone,
    answer(ctx, t, a) {
      if (a.type !== "area") return gasDone(ctx, t);
      const u = ctx.state.areas[a.area].u;
      const units3 = demoCount(u) + policeCount(u);
      const chaos = u.tac > 0 || units3 > 5;
      ctx.replaceTop({ ...t, placed: t.placed + 1, ...chaos ? { chaos: true, chaosArea: a.area } : {} });
      change(ctx, "police", (p) => plus(p, "gas", -1));
      gainExposure(ctx, "establishment", exposureBonus(ctx.state, a.area, "establishment"));
      placeTearGas(ctx, a.area);
    }
  }),
  drawDown: question({
    owner: (_s, t) => t.owner,
    options: (s) => cityAreas(s).filter((n4) => s.areas[n4].u.p1 > 0).map(areaAction2),
    prompt: () => "DRAW DOWN: withdraw a Lv1 Platoon from",
    answer(ctx, t, a) {
      const area3 = areaOf(a);
      addUnits(ctx, area3, "p1", -1);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", 1)));
      ctx.emit({ type: "removed", units: unitName("p1"), area: area3, to: "the Reserves" });
      ctx.replaceTop({ kind: "drawDownChoice", owner: t.owner });
    }
  }),
  drawDownChoice: question({
    owner: (_s, t) => t.owner,
    options: () => [{ type: "benefit", benefit: "instability" }, { type: "benefit", benefit: "exposure" }],
    prompt: () => "DRAW DOWN: Instability \u22121 or 2 Exposure?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === "benefit" && a.benefit === "instability") changeInstability(ctx, -1);
      else gainExposure(ctx, "establishment", 2);
    }
  }),
  flamethrowers: question({
    owner: (_s, t) => t.owner,
    options: flameOptions,
    prompt: () => "FLAMETHROWERS: remove which Demonstrator?",
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== "unit" || !isDemoKey(a.unit)) return;
      const k = a.unit;
      addUnits(ctx, a.area, k, -1);
      change(ctx, "box", (b) => plus(b, k, 1));
      ctx.emit({ type: "removed", units: unitName(k), area: a.area, to: "the game" });
      gainExposure(ctx, "establishment", -2);
    }
  }),
  rapidDeployment: question({
    owner: (_s, t) => t.owner,
    options: (s) => rapidTargets(s).map(areaAction2),
    prompt: () => "RAPID DEPLOYMENT: into which uncontrolled area?",
    answer(ctx, t, a) {
      ctx.replaceTop({ kind: "rapidDeploymentMove", owner: t.owner, to: areaOf(a), moved: 0 });
    }
  }),
  rapidDeploymentMove: question({
    owner: (_s, t) => t.owner,
    options: (s, t) => t.moved < 2 ? rapidSources(s, t.to) : [],
    prompt: (_s, t) => `RAPID DEPLOYMENT: move a Platoon into ${t.to}`,
    none(ctx, t) {
      ctx.pop();
      if (controller(ctx.state, t.to) === "establishment") gainExposure(ctx, "establishment", exposureBonus(ctx.state, t.to, "establishment"));
    },
    answer(ctx, t, a) {
      if (a.type !== "unit" || a.unit !== "p1" && a.unit !== "p2") return;
      ctx.replaceTop({ ...t, moved: t.moved + 1 });
      moveUnits(ctx, a.area, t.to, a.unit);
      ctx.emit({ type: "moved", units: unitName(a.unit), from: a.area, to: t.to });
    }
  })
};

// src/games/chicago-68/rules/cards/index.ts
var cardDefs = { ...mayorCards, ...policeCards, ...yippiesCards, ...mobeCards };
var cardTasks = { ...mayorCardTasks, ...policeCardTasks, ...yippiesCardTasks, ...mobeCardTasks };

// src/games/chicago-68/rules/turns.ts
var CARDS_PER_PHASE = 3;
var factions = ["mayor", "police", "yippies", "mobe"];
function startPhase(ctx, name) {
  ctx.emit({ type: "phase", phase: { leadership: "Leadership (1.3)", rankAndFile: "Rank-and-File (1.4)", vto: "Variable Turn Order (6.1)" }[name] });
  const order2 = name === "leadership" ? ["mayor", "yippies"] : name === "rankAndFile" ? ["mobe", "police"] : [];
  const zero = { mayor: 0, police: 0, yippies: 0, mobe: 0 };
  ctx.push({ kind: "phase", name, order: order2, played: zero, passed: { mayor: false, police: false, yippies: false, mobe: false }, last: null, stage: "first", next: null });
  if (name === "vto") {
    const per = board(ctx.state).set.counts.turnCardsPerFaction;
    put(ctx, "vtoDeck", factions.flatMap((f) => Array(f === "mayor" || f === "police" ? per - 1 : per).fill(f)));
  }
}
function canAct(s, t, f) {
  const machine = s.machine !== null && sideOf(f) === "establishment";
  return !t.passed[f] && t.played[f] < CARDS_PER_PHASE && (machine || s.hands[f].length > 0);
}
function beginTurn(ctx, t, f) {
  ctx.emit({ type: "turn", faction: f });
  put(ctx, "mobThisTurn", false);
  ctx.replace(t, { ...t, last: f });
  if (ctx.state.machine !== null && (f === "mayor" || f === "police")) return ctx.push({ kind: "machineTurn", faction: f, drawn: false, tried: [], extra: false });
  ctx.push({ kind: "turn", faction: f, card: false, fresh: [], posts: [], tactics: [] });
  if (t.name === "vto") {
    const others = ["police", "mobe"].filter((o) => o !== f && mayRemoveBarriers(ctx.state, o));
    if (others.length > 0) ctx.push({ kind: "vtoWindow", seats: others.map((o) => seatOf(ctx.state, o)) });
  }
}
var phaseHandler = auto((ctx, t) => {
  if (t.name === "vto") return runVto(ctx, t);
  const candidates2 = t.last === null ? t.order : [t.order.find((f) => f !== t.last), t.last];
  const next2 = candidates2.find((f) => canAct(ctx.state, t, f));
  if (next2 === void 0) return ctx.pop();
  beginTurn(ctx, t, next2);
});
function runVto(ctx, t) {
  if (t.next !== null) {
    const next2 = { ...t, next: null };
    ctx.replaceTop(next2);
    if (canAct(ctx.state, next2, t.next)) beginTurn(ctx, next2, t.next);
    return;
  }
  if (t.stage === "first") ctx.replaceTop({ ...t, stage: "middle", next: "mayor" });
  else if (t.stage === "middle" && ctx.state.vtoDeck.length > 0) ctx.push({ kind: "draw", deck: "vto", purpose: "vto", area: null });
  else if (t.stage === "middle") ctx.replaceTop({ ...t, stage: "done", next: "police" });
  else ctx.pop();
}
function vtoDrawn(ctx, f) {
  put(ctx, "vtoDeck", without(ctx.state.vtoDeck, f));
  ctx.emit({ type: "turnCard", faction: f });
  const phase = findTask(ctx.state, "phase");
  ctx.replace(phase, { ...phase, next: f });
}
function reachableBarriers(s, f) {
  if (f !== "police" && f !== "mobe") return [];
  const key = f === "police" ? "barricade" : "wire";
  const { path, jail } = board(s);
  const reaches = (n4) => n4 !== jail && (f === "police" ? hasPolice(s, n4) : demoCount(s.areas[n4].u) > 0);
  const out = [];
  for (const [p, { a, b }] of path) if (s.paths[p][key] && (reaches(a) || reaches(b))) out.push(p);
  return out.length > 1 ? out.sort() : out;
}
function barrierRemovals(s, f) {
  const paths2 = reachableBarriers(s, f);
  if (paths2.length === 0) return [];
  const b = board(s);
  const cards = [...new Set(s.hands[f])].filter((c) => b.action.get(c)?.conflict);
  return cards.flatMap((card2) => paths2.map((path) => ({ card: card2, path })));
}
var mayRemoveBarriers = (s, f) => s.hands[f].length > 0 && reachableBarriers(s, f).length > 0;
var windowFaction = (s, seat) => seat === seatOf(s, "police") ? "police" : "mobe";
var vtoWindowHandler = windowHandler({
  offers: (s, _t, seat) => [...barrierRemovals(s, windowFaction(s, seat)).map((r) => ({ type: "removeBarrier", ...r })), { type: "done" }],
  answer(ctx, _t, seat, a) {
    if (a.type !== "removeBarrier") return "next";
    const f = windowFaction(ctx.state, seat);
    discardForBarrier(ctx, f, a.card, a.path);
    return mayRemoveBarriers(ctx.state, f) ? "again" : "next";
  },
  prompt: (s, _t, seat) => `${windowFaction(s, seat)}: 6.1.2: discard a Conflict card to remove a Barrier?`,
  ask: (s, t, seat) => ({ decision: "vtoWindow", faction: windowFaction(s, seat), after: t.seats.slice(1) })
});
function discardForBarrier(ctx, f, card2, path) {
  change(ctx, "hands", (h) => assoc(h, f, without(h[f], card2)));
  change(ctx, "discards", (d) => assoc(d, f, [...d[f], card2]));
  ctx.emit({ type: "discarded", faction: f, card: card2, why: "to remove a Barrier (2.9.3)" });
  removeBarrier(ctx, path, f === "police" ? "barricade" : "barbedWire");
}
function extraAvailable(s, f) {
  const side = sideOf(f);
  return s.tiles.action === side && !s.extraUsed[side] && (s.actionHolder === null || s.actionHolder === f);
}
function turnActions(s, turn) {
  const f = turn.faction;
  const out = [];
  const hand = s.hands[f];
  const usable = (c) => turn.fresh.length === 0 || hand.filter((x) => x === c).length > turn.fresh.filter((x) => x === c).length;
  const playable = () => {
    const cards = [];
    for (const c of new Set(hand)) if (usable(c) && cardDefs[c]?.playable(s, f)) cards.push(c);
    return cards.length > 1 ? cards.sort() : cards;
  };
  if (!turn.card) {
    for (const card2 of playable()) out.push({ type: "play", card: card2 });
    out.push({ type: "pass" });
  } else {
    out.push({ type: "endTurn" });
    if (extraAvailable(s, f)) for (const card2 of playable()) out.push({ type: "play", card: card2 });
  }
  for (const r of barrierRemovals(s, f)) out.push({ type: "removeBarrier", ...r });
  if (f === "yippies" || f === "mobe") {
    for (const card2 of activatable(s)) out.push({ type: "streetTheater", card: card2 });
    const agitators = cityAreas(s).filter((n4) => s.areas[n4].u.ag > 0);
    for (const card2 of [...new Set(s.stSplay)].filter((c) => isCounter(s, c))) for (const area3 of agitators) out.push({ type: "discardCounter", card: card2, area: area3 });
  }
  if (f === "police") {
    if (tacticAvailable(s, turn)) out.push({ type: "tactic" });
    if (s.inc.policePosts) for (const p of postMoves(s, turn)) out.push({ type: "post", ...p });
  }
  return out;
}
function tacticAvailable(s, turn) {
  return s.tactic !== null && !s.tacticUsed && !turn.tactics.includes(s.tactic);
}
function postArrangement(s, change2) {
  return cityAreas(s).filter((n4) => s.areas[n4].post !== null).map((n4) => `${n4}=${change2?.area === n4 ? change2.unit : s.areas[n4].post}`).join(",");
}
function postMoves(s, turn) {
  const seen = turn?.posts ?? [];
  return cityAreas(s).flatMap((area3) => {
    const a = s.areas[area3];
    if (a.post === null) return [];
    if (a.post !== "") return [{ area: area3, unit: "" }];
    return ["p1", "p2", "tac"].filter((k) => a.u[k] > 0).map((unit2) => ({ area: area3, unit: unit2 }));
  }).filter((m) => !seen.includes(postArrangement(s, m)));
}
function applyTurnAction(ctx, t, a) {
  const f = t.faction;
  const turn = { ...t, posts: a.type === "post" ? t.posts.length > 0 ? t.posts : [postArrangement(ctx.state)] : [] };
  switch (a.type) {
    case "play": {
      const phase = findTask(ctx.state, "phase");
      const extra = t.card;
      if (extra) change(ctx, "extraUsed", (x) => assoc(x, sideOf(f), true));
      else ctx.replace(phase, { ...phase, played: plus(phase.played, f, 1) });
      ctx.replaceTop({ ...turn, card: true });
      change(ctx, "hands", (h) => assoc(h, f, without(h[f], a.card)));
      change(ctx, "discards", (d) => assoc(d, f, [...d[f], a.card]));
      ctx.emit({ type: "played", faction: f, card: a.card, ...extra ? { with: "+1 ACTION" } : {} });
      return ctx.push(cardDefs[a.card].task(f));
    }
    case "pass": {
      ctx.emit({ type: "passed", faction: f });
      const phase = findTask(ctx.state, "phase");
      ctx.replace(phase, { ...phase, passed: assoc(phase.passed, f, true) });
      return ctx.replaceTop({ kind: "endOfTurn" });
    }
    case "endTurn":
      return ctx.replaceTop({ kind: "endOfTurn" });
    case "removeBarrier":
      ctx.replaceTop(turn);
      return discardForBarrier(ctx, f, a.card, a.path);
    case "streetTheater":
      ctx.replaceTop(turn);
      return activateStreetTheater(ctx, a.card);
    case "discardCounter":
      ctx.replaceTop(turn);
      return discardCounter(ctx, a.card, a.area);
    case "tactic": {
      const card2 = board(ctx.state).set.tactics.find((c) => c.name === ctx.state.tactic);
      ctx.replaceTop({ ...turn, tactics: [...turn.tactics, card2.name] });
      put(ctx, "tacticUsed", true);
      ctx.emit({ type: "tactic", card: card2.name, text: card2.text });
      return runEffects(ctx, card2.effects, "establishment", null, [], card2.name);
    }
    case "post": {
      const post = ctx.state.areas[a.area].post;
      const unit2 = a.unit;
      if (unit2 !== "") changeArea(ctx, a.area, (x) => set(x, "u", plus(x.u, unit2, -1)));
      else if (post !== null && post !== "") changeArea(ctx, a.area, (x) => set(x, "u", plus(x.u, post, 1)));
      changeArea(ctx, a.area, (x) => set(x, "post", unit2));
      return ctx.replaceTop({ ...turn, posts: [...turn.posts, postArrangement(ctx.state)] });
    }
    default:
      throw new Error(`not a turn action: ${a.type}`);
  }
}
var turnHandler = {
  decider: (s, t) => seatOf(s, t.faction),
  actions: (s, t) => remember(s, t, turnActions).slice(),
  answer: applyTurnAction,
  prompt: (s, t) => `Round ${s.round}, ${possessive(t.faction)} turn: ${t.card ? "free actions or end the turn" : "play an Action Card, take free actions, or pass"}`,
  ask: (s, t) => ({ decision: "turn", faction: t.faction, round: s.round, cardPlayed: t.card })
};
var endOfTurnHandler = auto((ctx) => {
  ctx.pop();
  if (!ctx.state.chaosPending) return;
  put(ctx, "chaosPending", false);
  requestMobChaos(ctx, null);
});
var turnTasks = {
  phase: phaseHandler,
  turn: turnHandler,
  endOfTurn: endOfTurnHandler,
  vtoWindow: vtoWindowHandler
};

// src/games/chicago-68/rules/victory.ts
function decideVictory(s) {
  const blue = s.delegates.track.filter((c) => c === "blue").length;
  const blueMajority = blue * 2 > s.delegates.track.length;
  const establishmentAhead = s.exposure > 0;
  if (establishmentAhead && blueMajority) {
    return { winners: ["establishment"], reason: `The Establishment has more Exposure and a majority of blue Delegates (${blue}/${s.delegates.track.length}) (5.1)`, major: false };
  }
  const major = !establishmentAhead && !blueMajority;
  const why4 = major ? "equal or more Exposure and no blue majority: a major victory" : establishmentAhead ? "no blue Delegate majority" : "equal or more Exposure";
  return { winners: ["demonstrators"], reason: `The Demonstrators win with ${why4} (5.2)`, major };
}

// src/games/chicago-68/rules/round.ts
function lastRound(s) {
  return s.machine === null ? 5 : 4;
}
function roundSteps(s) {
  const machine = s.machine !== null;
  return [
    "round:begin",
    ...machine ? ["round:machineTactics"] : [],
    "round:bail",
    "round:leadership",
    "round:rankAndFile",
    "eor:flock",
    "eor:capital",
    "eor:press",
    "eor:vote",
    ...machine ? ["eor:machine"] : [],
    "eor:cleanup",
    ...s.inc.pigasus ? ["eor:pigasusMove", "eor:pigasusCheck"] : [],
    ...s.inc.daleyDozer ? ["eor:dozer"] : [],
    "eor:checks",
    "round:next"
  ];
}
var roundBeginStep = (ctx) => {
  const s = ctx.state;
  ctx.emit({ type: "round", round: s.round, time: isNight(s) ? "Night" : "Day" });
  const pig = board(s).areaNames.some((n4) => s.areas[n4].u.pig > 0);
  if (pig && s.supply.pink > 0) {
    change(ctx, "supply", (x) => plus(x, "pink", -1));
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "pink", 1)));
    ctx.emit({ type: "delegate", color: "pink", count: 1, to: "bag", why: "Pigasus (6.3.1)" });
    markActive(ctx, board(s).areaNames.find((n4) => s.areas[n4].u.pig > 0));
  }
};
var roundBailStep = (ctx) => {
  if (releaseOptions(ctx.state).length > 0) ctx.push({ kind: "bail" });
};
var roundLeadershipStep = (ctx) => startPhase(ctx, ctx.state.vtoOn ? "vto" : "leadership");
var roundRankAndFileStep = (ctx) => {
  if (!ctx.state.vtoOn) startPhase(ctx, "rankAndFile");
};
var eorFlockStep = (ctx) => {
  for (const n4 of cityAreas(ctx.state)) {
    const flag2 = ctx.state.areas[n4].flag;
    if (flag2 === null) continue;
    const k = Math.min(flag2, ctx.state.supply.m1);
    change(ctx, "supply", (x) => plus(x, "m1", -k));
    addUnits(ctx, n4, "m1", k);
    if (k > 0) ctx.emit({ type: "placed", units: unitName("m1", k), area: n4, why: "Demonstrators Flock (4.1)" });
  }
};
var eorCapitalStep = (ctx) => {
  for (const n4 of cityAreas(ctx.state)) {
    const area3 = board(ctx.state).area.get(n4);
    const a = ctx.state.areas[n4];
    if (area3.star && demoCount(a.u) === 0) changeCapital(ctx, Math.max(0, area3.capital - a.minus), `Capital Accumulation in ${n4} (4.2)`);
  }
};
var eorPressStep = (ctx) => {
  const s = ctx.state;
  const stars = cityAreas(s).filter((n4) => board(s).area.get(n4).star && board(s).area.get(n4).kind !== "transit");
  const e = stars.filter((n4) => controller(s, n4) === "establishment").length;
  const d = stars.filter((n4) => controller(s, n4) === "demonstrators").length;
  gainExposure(ctx, "establishment", e);
  gainExposure(ctx, "demonstrators", d);
};
function trackSize2(s) {
  return (s.components ?? referenceComponents).counts.delegateTrack;
}
function bagSize(s) {
  const b = s.delegates.bag;
  return b.blue + b.red + b.pink;
}
var eorVoteStep = (ctx) => {
  const s = ctx.state;
  if (!s.noVote && s.delegates.track.length < trackSize2(s) && bagSize(s) > 0) ctx.push({ kind: "draw", deck: "bag", purpose: "vote", area: null });
};
var eorCleanupStep = (ctx) => {
  for (const n4 of board(ctx.state).areaNames) {
    if (!ctx.state.areas[n4].gas) continue;
    changeArea(ctx, n4, (a) => set(a, "gas", false));
    change(ctx, "general", (g) => plus(g, "gas", 1));
    ctx.emit({ type: "tearGasCleared", area: n4 });
  }
  const { hands, discards } = ctx.state;
  put(ctx, "hands", { mayor: [...hands.mayor, ...discards.mayor].sort(), police: [...hands.police, ...discards.police].sort(), yippies: [...hands.yippies, ...discards.yippies].sort(), mobe: [...hands.mobe, ...discards.mobe].sort() });
  put(ctx, "discards", { mayor: [], police: [], yippies: [], mobe: [] });
  put(ctx, "noVote", false);
  put(ctx, "tacticUsed", false);
  if (ctx.state.round < 5 && ctx.state.machine === null) requestPolicyDraw(ctx);
};
var eorPigasusMoveStep = (ctx) => {
  const at = cityAreas(ctx.state).find((n4) => ctx.state.areas[n4].u.pig > 0);
  if (at && demoCanLeave(ctx.state, at)) ctx.push({ kind: "pigasusMove", at });
};
var eorPigasusCheckStep = (ctx) => {
  for (const n4 of cityAreas(ctx.state)) {
    const pig = ctx.state.areas[n4].u.pig;
    if (pig > 0 && hasPolice(ctx.state, n4)) {
      change(ctx, "box", (b) => plus(b, "pig", pig));
      addUnits(ctx, n4, "pig", -pig);
      ctx.emit({ type: "removed", units: unitName("pig"), area: n4, to: "the game", why: "Pigasus with Police (6.3.1)" });
    }
  }
};
var eorDozerStep = (ctx) => {
  const jeep = ctx.state.jeep;
  if (jeep !== null) ctx.push({ kind: "dozer", start: jeep, moves: 0, prev: jeep });
};
function jeepOptions(s, t) {
  const b = board(s);
  const cur = b.path.get(s.jeep);
  return [...new Set([cur.a, cur.b].flatMap((n4) => (b.links.get(n4) ?? []).map(([p]) => p)))].filter((p) => p !== s.jeep && p !== t.start && p !== t.prev).sort();
}
var eorChecksStep = (ctx) => {
  const noAgitators = agitatorsOnBoard(ctx.state) === 0;
  const emptyPost = cityAreas(ctx.state).some((n4) => ctx.state.areas[n4].post === "");
  if (noAgitators && emptyPost) put(ctx, "outcome", { winners: [], reason: "Both sides lose at once: no Agitators on the board (5.3) and an empty Police Post (6.3.2)", major: false });
  else if (noAgitators) put(ctx, "outcome", { winners: ["establishment"], reason: "No Agitators on the board at the end of a round (5.3)", major: false });
  else if (emptyPost) put(ctx, "outcome", { winners: ["demonstrators"], reason: "A Police Post is empty at the end of a round (6.3.2)", major: false });
};
var roundNextStep = (ctx, t) => {
  if (ctx.state.round < lastRound(ctx.state)) {
    bump(ctx, "round", 1);
    ctx.replace(t, { ...t, i: 0 });
    return;
  }
  put(ctx, "phase", "final");
  ctx.push({ kind: "nominate" });
};
var roundTasks = {
  // 1.2 Post Bail: one Capital into the Municipal Budget per released unit
  bail: question({
    owner: (s) => sideFaction(s, "demonstrators"),
    options: (s) => orDone(releaseOptions(s)),
    prompt: () => "POST BAIL: release a jailed unit (1 Capital to the Municipal Budget)?",
    answer(ctx, _t, a) {
      if (a.type !== "move" || a.unit !== "m1" && a.unit !== "m2" && a.unit !== "ag") return ctx.pop();
      releaseUnit(ctx, a.unit, a.to);
      changeCapital(ctx, 1, "Post Bail (1.2)");
    }
  }),
  pigasusMove: question({
    owner: () => "yippies",
    options: (s, t) => [...demoDests(s, t.at).map((area3) => ({ type: "area", area: area3 })), { type: "done" }],
    prompt: () => "Pigasus: move to an adjacent area?",
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type !== "area") return;
      addUnits(ctx, t.at, "pig", -1);
      addUnits(ctx, a.area, "pig", 1);
      ctx.emit({ type: "moved", units: unitName("pig"), from: t.at, to: a.area });
    }
  }),
  dozer: question({
    owner: () => "police",
    options: (s, t) => t.moves >= 2 ? [] : jeepOptions(s, t).map((path) => ({ type: "path", path })),
    prompt: () => "Daley Dozer: move the Armored Jeep to",
    answer(ctx, t, a) {
      const path = pathOf(a);
      const from = ctx.state.jeep;
      ctx.replaceTop({ ...t, prev: from ?? t.prev, moves: t.moves + 1 });
      ctx.emit({ type: "armoredJeep", from, to: path });
      put(ctx, "jeep", path);
      if (ctx.state.paths[path].barricade) {
        ctx.emit({ type: "barrierRemoved", barrier: "Barricade", path, why: "Daley Dozer (6.3.3)" });
        setBarrier(ctx, path, "barricade", false);
        change(ctx, "supply", (x) => plus(x, "barricades", 1));
      }
    }
  }),
  // 1.6, 4.6 Final Nomination: fill the Delegate Track, then determine victory
  nominate: auto((ctx) => {
    const s = ctx.state;
    if (s.delegates.track.length < trackSize2(s) && bagSize(s) > 0) return ctx.push({ kind: "draw", deck: "bag", purpose: "nominate", area: null });
    ctx.pop();
    put(ctx, "outcome", decideVictory(ctx.state));
  })
};
var roundStepTable = {
  "round:begin": roundBeginStep,
  "round:bail": roundBailStep,
  "round:leadership": roundLeadershipStep,
  "round:rankAndFile": roundRankAndFileStep,
  "eor:flock": eorFlockStep,
  "eor:capital": eorCapitalStep,
  "eor:press": eorPressStep,
  "eor:vote": eorVoteStep,
  "eor:cleanup": eorCleanupStep,
  "eor:pigasusMove": eorPigasusMoveStep,
  "eor:pigasusCheck": eorPigasusCheckStep,
  "eor:dozer": eorDozerStep,
  "eor:checks": eorChecksStep,
  "round:next": roundNextStep
};

// src/games/chicago-68/rules/setup.ts
var MACHINE = "machine";
function seating(c) {
  if (c.mode === "solo") return { seats: ["demonstrators"], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: "demonstrators", mobe: "demonstrators" } };
  if (c.mode === "coop") return { seats: ["yippies", "mobe"], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: "yippies", mobe: "mobe" } };
  if (c.players === 2) {
    return { seats: ["establishment", "demonstrators"], factionSeat: { mayor: "establishment", police: "establishment", yippies: "demonstrators", mobe: "demonstrators" } };
  }
  if (c.players === 4) return { seats: ["mayor", "police", "yippies", "mobe"], factionSeat: { mayor: "mayor", police: "police", yippies: "yippies", mobe: "mobe" } };
  return c.split === "demonstrators" ? { seats: ["establishment", "yippies", "mobe"], factionSeat: { mayor: "establishment", police: "establishment", yippies: "yippies", mobe: "mobe" } } : { seats: ["mayor", "police", "demonstrators"], factionSeat: { mayor: "mayor", police: "police", yippies: "demonstrators", mobe: "demonstrators" } };
}
var emptyArea = () => ({ u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0, minus: 0, post: null });
function initialState(c, rng) {
  const set2 = c.components ?? referenceComponents;
  const k = set2.counts;
  const areas2 = Object.fromEntries(set2.areas.map((a) => [a.name, emptyArea()]));
  const paths2 = Object.fromEntries(set2.paths.map((p) => [p.id, { barricade: set2.setupBarricades.includes(p.id), wire: set2.setupBarbedWire.includes(p.id) }]));
  let p2 = 0;
  for (const a of set2.areas) {
    if (a.star && a.name !== A.grantParkEast && areas2[a.name]) {
      areas2[a.name].u.p2 += 1;
      p2 += 1;
    }
  }
  const place = (n4, f) => areas2[n4] && f(areas2[n4]);
  place(A.conventionHall, (a) => (a.u.p2 += 1, a.ng += 1));
  place(A.michiganAvenue, (a) => a.u.p1 += 1);
  place(A.hilton, (a) => a.ng += 1);
  p2 += areas2[A.conventionHall] ? 1 : 0;
  const ngPlaced = (areas2[A.conventionHall] ? 1 : 0) + (areas2[A.hilton] ? 1 : 0);
  const p1Placed = areas2[A.michiganAvenue] ? 1 : 0;
  const wireOnMap = set2.setupBarbedWire.length;
  const hands = (f) => set2.actionCards.filter((a) => a.faction === f && a.starting).flatMap((a) => Array(a.copies).fill(a.name)).sort();
  const counters2 = set2.streetTheater.filter((c2) => c2.kind === "counterrevolutionary").map((c2) => c2.name);
  const stDeck = [...set2.streetTheater.filter((c2) => !(c.incendiary.agentsOfChaos && counters2.includes(c2.name))).map((c2) => c2.name), ...c.incendiary.agentsOfChaos ? set2.incendiary.map((c2) => c2.name) : []];
  const { seats, factionSeat } = seating(c);
  return {
    rng: [...rng],
    chance: c.chance,
    components: c.components ?? null,
    seats,
    factionSeat,
    vtoOn: c.variableTurnOrder,
    inc: c.incendiary,
    firstGame: c.firstGame,
    round: 1,
    // 1.
    phase: "setup",
    areas: areas2,
    paths: paths2,
    jeep: null,
    // 12. (10–11 move MOBEs, an Agitator and the +3 flag from here); 3–4: 2 red Delegates on the track, 4 in the bag
    supply: { m1: k.smallRed - 6, m2: k.mobeL2 - 1, ag: k.agitators, flags: [...k.rallyFlags].sort((x, y) => x - y), barricades: k.barricades - set2.setupBarricades.length, pink: k.pinkDelegates },
    box: { m1: 0, m2: 0, ag: 0, pig: 1, p1: 0, p2: k.policeL2 - p2 - 1 - 3, tac: k.tac, posts: k.posts },
    // 9. the units to place wait in the Reserves (TAC Forces beside them) until placed
    police: { reserves: { p1: k.policeL1 - p1Placed, p2: 3 }, injured: { p1: 0, p2: 0 }, wire: k.policeSupplyBarbedWire, gas: k.policeSupplyTearGas },
    general: { wire: k.barbedWire - wireOnMap - k.policeSupplyBarbedWire, gas: k.tearGas - k.policeSupplyTearGas, ng: k.nationalGuard - ngPlaced, minus: k.minusCapital },
    bonusUnits: { p2: 1, m2: 1 },
    // 5.
    capital: k.startingCapital,
    exposure: 0,
    // 2. the central star
    instability: 3,
    // 5.
    levelsReached: [],
    tiles: { splay: null, action: null, unit: null, exp: null },
    extraUsed: { establishment: false, demonstrators: false },
    actionHolder: null,
    delegates: { track: ["blue", "blue", "red", "red"], bag: { blue: 8, red: 4, pink: 0 } },
    // 3., 4.
    noVote: false,
    hands: { mayor: hands("mayor"), police: hands("police"), yippies: hands("yippies"), mobe: hands("mobe") },
    discards: { mayor: [], police: [], yippies: [], mobe: [] },
    stSplay: [],
    stDeck: stDeck.sort(),
    stDiscard: [],
    policySplay: [],
    policyDeck: set2.policies.map((p) => p.name).sort(),
    policyDiscard: [],
    tactic: null,
    tacticUsed: false,
    tacticsDeck: set2.tactics.map((t) => t.name).sort(),
    mobDeck: set2.mobChaos.map((m) => m.name).sort(),
    mobDiscard: [],
    smokeEm: false,
    mobThisTurn: false,
    chaosPending: false,
    vtoDeck: [],
    tasks: [{ kind: "seq", steps: ["setup:streetTheater", "setup:policies", "setup:police", "setup:park", "setup:incendiary", "setup:done"], i: 0 }],
    outcome: null,
    machine: null
  };
}
var setupStreetTheaterStep = (ctx) => {
  const first = "Unbirthday Party for LBJ";
  if (ctx.state.firstGame && ctx.state.stDeck.includes(first)) {
    put(ctx, "stDeck", without(ctx.state.stDeck, first));
    put(ctx, "stSplay", [...ctx.state.stSplay, first]);
  } else requestStDraw(ctx);
};
var setupPoliciesStep = (ctx) => ctx.push({ kind: "drawPolicies", left: board(ctx.state).set.counts.startingPolicies });
var setupUnits = ["tac", "tac", "p1", "p1", "p1", "p1", "p2", "p2", "p2"];
function takeSetupUnit(ctx, k, area3) {
  if (k === "tac") change(ctx, "box", (b) => plus(b, "tac", -1));
  else change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, k, -1)));
  addUnits(ctx, area3, k, 1);
  ctx.emit({ type: "placed", units: unitName(k), area: area3, why: "Setup 9" });
}
var setupPoliceStep = (ctx) => {
  if (!ctx.state.firstGame && ctx.state.machine === null) return ctx.push({ kind: "setupPlace", i: 0 });
  const plan = [
    ["tac", A.michiganAvenue],
    ["tac", A.conventionHall],
    ["p1", A.michiganAvenue],
    ["p1", A.michiganAvenue],
    ["p1", A.conventionHall],
    ["p1", A.lakefrontTransit],
    ["p2", A.michiganAvenue],
    ["p2", A.southTransit],
    ["p2", A.hilton]
  ];
  for (const [k, n4] of plan) takeSetupUnit(ctx, k, n4);
};
function startPark(ctx, park) {
  addUnits(ctx, park, "m1", 10);
  addUnits(ctx, park, "m2", 1);
  addUnits(ctx, park, "ag", 1);
  change(ctx, "supply", (x) => set(plus(plus(plus(x, "m1", -10), "m2", -1), "ag", -1), "flags", without(x.flags, 3)));
  changeArea(ctx, park, (a) => set(a, "flag", 3));
  ctx.emit({ type: "placed", units: groupName({ m1: 10, m2: 1, ag: 1 }), area: park, why: "Setup 10\u201311, with the +3 Rally Flag" });
}
var setupParkStep = (ctx) => {
  if (ctx.state.firstGame) startPark(ctx, A.grantParkWest);
  else ctx.push({ kind: "setupPark" });
};
var policeKinds = ["p1", "p2", "tac"];
function nextPost(s, areas2) {
  return areas2.find((x) => s.areas[x].post === "" && policeKinds.some((k) => s.areas[x].u[k] > 0));
}
function postUnit(ctx, n4, k) {
  addUnits(ctx, n4, k, -1);
  changeArea(ctx, n4, (a) => set(a, "post", k));
}
var setupIncendiaryStep = (ctx) => {
  if (ctx.state.inc.pigasus && ctx.state.areas[A.grantParkEast]) {
    change(ctx, "box", (b) => plus(b, "pig", -1));
    addUnits(ctx, A.grantParkEast, "pig", 1);
  }
  if (ctx.state.inc.daleyDozer) put(ctx, "jeep", board(ctx.state).set.setupBarbedWire[0] ?? null);
  if (ctx.state.inc.policePosts) {
    const starred = cityAreas(ctx.state).filter((n4) => board(ctx.state).area.get(n4).star && n4 !== A.grantParkEast);
    for (const n4 of starred) changeArea(ctx, n4, (a) => set(a, "post", ""));
    change(ctx, "box", (b) => plus(b, "posts", -starred.length));
    ctx.push({ kind: "setupPost", areas: starred });
  }
};
var setupDoneStep = (ctx) => {
  put(ctx, "phase", "round");
  ctx.push({ kind: "seq", steps: roundSteps(ctx.state), i: 0 });
};
var setupTasks = {
  drawPolicies: auto((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    ctx.replaceTop({ ...t, left: t.left - 1 });
    requestPolicyDraw(ctx);
  }),
  setupPlace: question({
    owner: () => "mayor",
    options: (s, t) => t.i >= setupUnits.length ? [] : cityAreas(s).filter((n4) => board(s).area.get(n4).kind !== "park").map((area3) => ({ type: "area", area: area3 })),
    prompt: (_s, t) => `Setup 9: place ${withArticle(unitName(setupUnits[t.i] ?? ""))} (any City Area except Parks)`,
    answer(ctx, t, a) {
      ctx.replaceTop({ ...t, i: t.i + 1 });
      takeSetupUnit(ctx, setupUnits[t.i], areaOf(a));
    }
  }),
  setupPark: question({
    owner: () => "yippies",
    options: (s) => board(s).parks.map((area3) => ({ type: "area", area: area3 })),
    prompt: () => "Setup 10: choose the starting Park",
    answer(ctx, _t, a) {
      ctx.pop();
      startPark(ctx, areaOf(a));
    }
  }),
  setupPost: question({
    owner: () => "police",
    options(s, t) {
      const n4 = nextPost(s, t.areas);
      const kinds = n4 === void 0 ? [] : policeKinds.filter((k) => s.areas[n4].u[k] > 0);
      return n4 === void 0 || kinds.length < 2 ? [] : kinds.map((unit2) => ({ type: "unit", area: n4, unit: unit2 }));
    },
    prompt: (s, t) => `6.3.2: which unit stands in the Post of ${nextPost(s, t.areas) ?? ""}?`,
    none(ctx, t) {
      const n4 = nextPost(ctx.state, t.areas);
      if (n4 === void 0) return ctx.pop();
      postUnit(ctx, n4, policeKinds.find((k) => ctx.state.areas[n4].u[k] > 0));
    },
    answer(ctx, _t, a) {
      if (a.type === "unit" && (a.unit === "p1" || a.unit === "p2" || a.unit === "tac")) postUnit(ctx, a.area, a.unit);
    }
  })
};
var setupSteps = {
  "setup:streetTheater": setupStreetTheaterStep,
  "setup:policies": setupPoliciesStep,
  "setup:police": setupPoliceStep,
  "setup:park": setupParkStep,
  "setup:incendiary": setupIncendiaryStep,
  "setup:done": setupDoneStep
};

// src/games/chicago-68/check-state.ts
var levels = /* @__PURE__ */ new Set([...establishmentLevels, ...demonstratorLevels]);
function configOf(s) {
  return {
    mode: s.machine?.mode ?? "competitive",
    players: s.machine ? 2 : Math.min(4, Math.max(2, s.seats.length)),
    split: "demonstrators",
    variableTurnOrder: s.vtoOn,
    incendiary: s.inc,
    firstGame: s.firstGame,
    chance: s.chance,
    ...s.components && { components: s.components }
  };
}
var censuses = /* @__PURE__ */ new WeakMap();
function freshCensus(s) {
  const c = configOf(s);
  const bySet = censuses.get(s.components ?? referenceComponents) ?? /* @__PURE__ */ new Map();
  censuses.set(s.components ?? referenceComponents, bySet);
  const key = JSON.stringify([c.mode, c.incendiary, c.variableTurnOrder, c.firstGame]);
  const known = bySet.get(key);
  if (known !== void 0) return known;
  const census = JSON.stringify(unitCensus(withMachine(initialState(c, [0, 0, 0, 0]), c)));
  bySet.set(key, census);
  return census;
}
function unknown(label, found, known) {
  const bad = [...new Set(found.filter((x) => !known.has(x)))];
  return bad.length === 0 ? [] : [`${label}: unknown ${bad.slice(0, 3).join(", ")}`];
}
function pile(label, found, known) {
  const seen = /* @__PURE__ */ new Set();
  const doubled = found.filter((x) => seen.has(x) || !seen.add(x));
  return [...unknown(label, found, new Set(known)), ...doubled.length === 0 ? [] : [`${label}: ${doubled.slice(0, 3).join(", ")} twice`]];
}
var seatings = [
  [{ mode: "solo", players: 2, split: "demonstrators" }, "solo"],
  [{ mode: "coop", players: 2, split: "demonstrators" }, "coop"],
  ...[2, 3, 4].flatMap((players) => ["demonstrators", "establishment"].map((split) => [{ mode: "competitive", players, split }, null]))
].map(([c, mode]) => ({ key: JSON.stringify(seating(c)), mode }));
function seatingProblems(s) {
  const key = JSON.stringify({ seats: s.seats, factionSeat: { mayor: s.factionSeat.mayor, police: s.factionSeat.police, yippies: s.factionSeat.yippies, mobe: s.factionSeat.mobe } });
  const match = seatings.find((x) => x.key === key);
  if (!match) return [`seats ${s.seats.join()} and faction seats ${JSON.stringify(s.factionSeat)} are no seating of the game (1.2)`];
  return match.mode === (s.machine?.mode ?? null) ? [] : [`the seating of ${match.mode ?? "the competitive game"} with the Machine ${s.machine ? `in ${s.machine.mode} mode` : "absent"}`];
}
function capitalBound(s) {
  const set2 = s.components ?? referenceComponents;
  const effects2 = [...set2.policies.map((c) => c.effects), ...set2.tactics.map((c) => c.effects), ...set2.streetTheater.map((c) => c.effects), ...set2.mobChaos.flatMap((c) => [c.day, c.night]), ...set2.incendiary.map((c) => c.effects)].flat();
  const gains = effects2.reduce((t, e) => t + (e.op === "capital" && e.amount > 0 ? e.amount : 0), 0);
  const income = set2.areas.reduce((t, a) => t + a.capital, 0);
  return set2.counts.startingCapital + lastRound(s) * (income + gains + 10 * 4 * set2.counts.turnCardsPerFaction);
}
function checkChicagoState(s) {
  const set2 = s.components ?? referenceComponents;
  const k = set2.counts;
  const out = seatingProblems(s);
  if (s.round < 0 || s.round > lastRound(s)) out.push(`round ${s.round} outside 0\u2013${lastRound(s)} (1.1)`);
  if (s.phase === "over" !== (s.outcome !== null)) out.push(s.outcome === null ? "the game is over without an outcome" : "an outcome while the game runs");
  if (s.capital > capitalBound(s)) out.push(`Capital ${s.capital} beyond what a game can gather (${capitalBound(s)})`);
  out.push(...collectionProblems("City Areas", Object.keys(s.areas), set2.areas.map((a) => a.name)));
  out.push(...collectionProblems("Paths", Object.keys(s.paths), set2.paths.map((p) => p.id)));
  if (out.length > 0) return out;
  if (s.jeep !== null && !s.paths[s.jeep]) out.push(`the Armored Jeep is on an unknown path ${s.jeep}`);
  for (const [n4, a] of Object.entries(s.areas)) {
    if ([...Object.values(a.u), a.ng, a.minus].some((x) => x < 0)) out.push(`negative counts in ${n4}`);
  }
  const pools = { supply: s.supply, box: s.box, reserves: s.police.reserves, injured: s.police.injured, general: s.general, bonusUnits: s.bonusUnits, bag: s.delegates.bag };
  for (const [name, pool] of Object.entries(pools)) for (const [x, v] of Object.entries(pool)) if (typeof v === "number" && v < 0) out.push(`${name}.${x} is ${v}`);
  if (s.capital < 0) out.push(`Capital ${s.capital} is negative`);
  if (out.length > 0) return out;
  const fresh = freshCensus(s);
  const now = JSON.stringify(unitCensus(s));
  if (now !== fresh) out.push(`the components in play ${now} are not the set's ${fresh}`);
  if (s.instability < 0 || s.instability > INSTABILITY_MAX) out.push(`Instability ${s.instability} outside 0\u2013${INSTABILITY_MAX} (2.11.1)`);
  if (Math.abs(s.exposure) > k.exposureTrack) out.push(`Exposure ${s.exposure} off the track (\xB1${k.exposureTrack})`);
  if (new Set(s.levelsReached).size !== s.levelsReached.length || s.levelsReached.some((l) => !levels.has(l))) out.push(`Instability levels reached ${s.levelsReached.join()} (2.11.3\u20132.11.4)`);
  if (Object.values(s.tiles).filter((v) => v !== null).length > s.levelsReached.length) out.push("more bonus tiles claimed than levels reached");
  if (s.stSplay.length > 5 + (s.tiles.splay === "demonstrators" ? 1 : 0)) out.push(`Street Theater splay of ${s.stSplay.length}`);
  if (s.policySplay.length > 6 + (s.tiles.splay === "establishment" ? 1 : 0)) out.push(`Policy splay of ${s.policySplay.length}`);
  if (s.delegates.track.length > k.delegateTrack) out.push(`${s.delegates.track.length} Delegates on a track of ${k.delegateTrack}`);
  const m = set2.machine ?? machineComponents;
  const machine = s.machine !== null;
  const actionCards2 = new Set(set2.actionCards.map((c) => c.name));
  out.push(...unknown("Action Cards", [...Object.values(s.hands).flat(), ...Object.values(s.discards).flat()], actionCards2));
  out.push(...pile("Street Theater cards", [...s.stSplay, ...s.stDeck, ...s.stDiscard], [...set2.streetTheater, ...set2.incendiary].map((c) => c.name)));
  out.push(...pile("Policy cards", [...s.policySplay.map((p) => p.name), ...s.policyDeck, ...s.policyDiscard], (machine ? m.policies : set2.policies).map((c) => c.name)));
  const tactics2 = [...s.tacticsDeck, ...s.tactic === null ? [] : [s.tactic], ...s.machine?.tacticsDiscard ?? []];
  out.push(...pile("Tactics cards", tactics2, (machine ? m.tactics : set2.tactics).map((c) => c.name)));
  out.push(...pile("Mob Chaos cards", [...s.mobDeck, ...s.mobDiscard], [...set2.mobChaos, ...set2.incendiary].map((c) => c.name)));
  if (s.machine) {
    for (const n4 of Object.keys(s.machine.active)) if (!s.areas[n4]) out.push(`Active tokens on an unknown area ${n4}`);
  }
  out.push(...taskProblems(s, set2));
  return out;
}
var areaFields = ["area", "at", "to", "from", "origin", "chaosArea"];
var areaLists = ["picks", "visited", "req", "options", "areas"];
var cardLists = ["fresh", "tactics", "tried", "skipped"];
function taskProblems(s, set2) {
  const m = set2.machine ?? machineComponents;
  const cards = new Set([...set2.actionCards, ...set2.streetTheater, ...set2.incendiary, ...set2.policies, ...set2.tactics, ...set2.mobChaos, ...m.actions, ...m.tactics, ...m.policies].map((c) => c.name));
  const out = [];
  const config = configOf(s);
  const setup = withMachine(initialState(config, [0, 0, 0, 0]), config).tasks[0];
  const sequences = /* @__PURE__ */ new Set([JSON.stringify(roundSteps(s)), JSON.stringify(setup.kind === "seq" ? setup.steps : [])]);
  for (const t of s.tasks) {
    const fields = t;
    const bad = (what, x) => out.push(`a ${t.kind} task names an unknown ${what} ${String(x)}`);
    for (const f of areaFields) if (typeof fields[f] === "string" && !s.areas[fields[f]]) bad("area", fields[f]);
    for (const f of areaLists) for (const x of fields[f] ?? []) if (typeof x === "string" && !s.areas[x]) bad("area", x);
    for (const f of cardLists) for (const x of fields[f] ?? []) if (typeof x === "string" && !cards.has(x)) bad("card", x);
    if (typeof fields["card"] === "string" && !cards.has(fields["card"])) bad("card", fields["card"]);
    if ("arrived" in t) {
      for (const x of Object.keys(t.arrived)) if (!s.areas[x]) bad("area", x);
    }
    for (const [f, v] of Object.entries(fields)) if (typeof v === "number" && v < 0) out.push(`a ${t.kind} task has ${f} ${v}`);
    if (t.kind === "seq" && (t.i > t.steps.length || !sequences.has(JSON.stringify(t.steps)))) out.push(`a sequence of steps ${t.steps.join()} at ${t.i}, not the setup's or a round's`);
    if ("group" in t && Object.values(t.group).some((n4) => typeof n4 === "number" && n4 > MAX_COUNT)) out.push(`a ${t.kind} task moves a group of more than ${MAX_COUNT} units`);
  }
  out.push(...stackProblems(s));
  return out;
}
function stackProblems(s) {
  if (s.phase === "over") return [];
  const [setup, round] = s.tasks;
  const out = [];
  if (setup?.kind !== "seq") return ["the game runs without its setup sequence at the bottom of the task stack"];
  if (setup.i >= setup.steps.length && round?.kind !== "seq") out.push("the game runs past its setup without a round sequence");
  s.tasks.forEach((t, i) => {
    if (t.kind === "turn" && !s.tasks.slice(0, i).some((u) => u.kind === "phase")) out.push("a turn without its phase below it");
  });
  return out;
}

// src/games/chicago-68/rules/bonus.ts
var tiles = ["splay", "action", "unit", "exp"];
var tileNames = { splay: "+1 SPLAY", action: "+1 ACTION", unit: "+2 UNIT", exp: "+5 EXP" };
var bonusTask = question({
  owner: (s, t) => sideFaction(s, t.side),
  options(s) {
    const free = tiles.filter((k) => s.tiles[k] === null).map((tile) => ({ type: "tile", tile }));
    return free.length > 0 ? [...free, { type: "done" }] : [];
  },
  prompt: (_s, t) => `Instability ${t.level}: claim a bonus tile?`,
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== "tile") return;
    const side = t.side;
    const owner2 = sideFaction(ctx.state, side);
    change(ctx, "tiles", (x) => set(x, a.tile, side));
    ctx.emit({ type: "bonusTile", tile: tileNames[a.tile], side, level: t.level });
    const [f1, f2] = side === "establishment" ? ["mayor", "police"] : ["yippies", "mobe"];
    if (a.tile === "action" && seatOf(ctx.state, f1) !== seatOf(ctx.state, f2)) put(ctx, "actionHolder", owner2);
    if (a.tile === "exp") gainExposure(ctx, side, 5);
    else if (a.tile === "splay" && side === "establishment") requestPolicyDraw(ctx);
    else if (a.tile === "unit") ctx.push({ kind: "bonusUnit", side });
  }
});
var bonusUnitTask = question({
  owner: (s, t) => sideFaction(s, t.side),
  options: (s, t) => cityAreas(s).filter((n4) => t.side === "establishment" || demoMayEnter(s, n4)).map((area3) => ({ type: "area", area: area3 })),
  prompt: () => "+2 UNIT: place the Level 2 unit",
  answer(ctx, t, a) {
    ctx.pop();
    const area3 = areaOf(a);
    const establishment = t.side === "establishment";
    const k = establishment ? "p2" : "m2";
    addUnits(ctx, area3, k, 1);
    ctx.emit({ type: "placed", units: unitName(k), area: area3, why: "+2 UNIT" });
    const bonus = ctx.state.bonusUnits;
    change(ctx, "box", (b) => plus(plus(b, "p2", bonus.p2 > 0 && !establishment ? 1 : 0), "m2", bonus.m2 > 0 && establishment ? 1 : 0));
    put(ctx, "bonusUnits", { p2: 0, m2: 0 });
  }
});
var overflowDTask = question({
  // 2.12.2 remove one free Lv1 MOBE from a City Area to the Delegate Bag
  owner: (s) => sideFaction(s, "demonstrators"),
  options: (s) => cityAreas(s).filter((n4) => s.areas[n4].u.m1 > 0).map((area3) => ({ type: "area", area: area3 })),
  prompt: () => "Exposure overflow: move a Lv1 MOBE to the Delegate Bag",
  answer(ctx, _t, a) {
    ctx.pop();
    const area3 = areaOf(a);
    addUnits(ctx, area3, "m1", -1);
    change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "red", 1)));
    ctx.emit({ type: "delegate", color: "red", to: "bag", from: area3, why: "Exposure overflow (2.12.2)" });
  }
});
var overflowETask = question({
  // 2.12.3 a new Tactics card of their choice
  owner: (s) => sideFaction(s, "establishment"),
  options: (s) => s.tacticsDeck.map((card2) => ({ type: "card", card: card2 })),
  prompt: () => "Exposure overflow: choose a new Current Tactics card",
  answer(ctx, _t, a) {
    ctx.pop();
    setCurrentTactic(ctx, cardOf(a), "Exposure overflow (2.12.3)");
  }
});
var bonusTasks = { bonus: bonusTask, bonusUnit: bonusUnitTask, overflowD: overflowDTask, overflowE: overflowETask };

// src/games/chicago-68/rules/draw.ts
var make = (item) => ({ type: "draw", item });
var colors = ["blue", "red", "pink"];
function outcomes(s, t) {
  switch (t.deck) {
    case "st":
      return countedOutcomes(s.stDeck, make);
    case "mob":
      return countedOutcomes(s.mobDeck, make);
    case "policy":
      return countedOutcomes(s.policyDeck, make);
    case "vto":
      return countedOutcomes(s.vtoDeck, make);
    case "bag": {
      const bag = s.delegates.bag;
      return colors.filter((c) => bag[c] > 0).map((c) => ({ outcome: make(c), weight: bag[c] }));
    }
  }
}
function resolve(ctx, t, item) {
  switch (t.deck) {
    case "st":
      return placeStreetTheater(ctx, item);
    case "mob":
      return resolveMobChaos(ctx, item, t.area);
    case "policy":
      return placePolicy(ctx, item);
    case "vto":
      return vtoDrawn(ctx, factionSchema.parse(item));
    case "bag": {
      const c = colors.find((x) => x === item);
      change(ctx, "delegates", (d) => update(set(d, "track", [...d.track, c]), "bag", (b) => plus(b, c, -1)));
      ctx.emit({ type: "delegate", color: c, count: 1, to: "track", why: t.purpose === "vote" ? "Delegate Vote (4.4)" : "Final Nomination (4.6)" });
    }
  }
}
var deckNames = { st: "Street Theater deck", mob: "Mob Chaos deck", policy: "Mayor Policy deck", bag: "Delegate Bag", vto: "Turn Order deck" };
var drawTasks = {
  draw: {
    decider: () => "chance",
    outcomes,
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type === "draw") resolve(ctx, t, a.item);
    },
    prompt: (_s, t) => `Draw from the ${deckNames[t.deck]}`,
    ask: (_s, t) => ({ chance: "draw", deck: t.deck, purpose: t.purpose, area: t.area })
  }
};

// src/games/chicago-68/rules/free-card.ts
function startFreeAction(ctx, name) {
  const card2 = board(ctx.state).action.get(name);
  const def = cardDefs[name];
  if (!card2 || !def) return;
  const turn = turnOf(ctx.state);
  const f = turn && sideOf(turn.faction) === sideOf(card2.faction) ? turn.faction : card2.faction;
  if (!def.playable(ctx.state, f)) return;
  ctx.emit({ type: "resolved", faction: f, card: name, free: true });
  ctx.push(def.task(f));
}
var freeCardTasks = {
  freeCard: auto((ctx, t) => {
    ctx.pop();
    startFreeAction(ctx, t.card);
  })
};

// src/games/chicago-68/rules/sequence.ts
var sequenceTasks = (steps) => ({
  seq: auto((ctx, t) => {
    if (ctx.state.chaosPending) {
      put(ctx, "chaosPending", false);
      return requestMobChaos(ctx, null);
    }
    const step2 = t.steps[t.i];
    if (step2 === void 0) return ctx.pop();
    const next2 = { ...t, i: t.i + 1 };
    ctx.replaceTop(next2);
    put(ctx, "mobThisTurn", false);
    steps[step2](ctx, next2);
  })
});

// src/games/chicago-68/rules/solo/priority.ts
function activeIn(s, area3) {
  return s.machine?.active[area3] ?? 0;
}
function priorityKey(s, area3) {
  const a = board(s).area.get(area3);
  const here2 = s.areas[area3];
  return [here2.post === "" ? 1 : 0, activeIn(s, area3), a.blue, a.star ? 1 : 0, demoCount(here2.u)];
}
function compareKeys(x, y) {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
function priorityTies(s, candidates2, order2) {
  if (candidates2.length <= 1) return [...candidates2];
  const sign = order2 === "highest" ? 1 : -1;
  let best2 = null;
  let out = [];
  for (const n4 of candidates2) {
    const k = priorityKey(s, n4);
    const c = best2 === null ? 1 : sign * compareKeys(k, best2);
    if (c > 0) [best2, out] = [k, [n4]];
    else if (c === 0) out.push(n4);
  }
  return out;
}
function byPriority(s, candidates2 = cityAreas(s)) {
  return [...candidates2].sort((x, y) => compareKeys(priorityKey(s, y), priorityKey(s, x)));
}
var ruleNames = ["an empty Police Post", "most Active tokens", "higher blue Exposure", "starred", "more Demonstrator units"];
function priorityReason(s, chosen, candidates2, order2) {
  const others = candidates2.filter((n4) => n4 !== chosen);
  if (others.length === 0) return "the only choice";
  const mine = priorityKey(s, chosen);
  const sign = order2 === "highest" ? 1 : -1;
  const runnerUp = others.map((n4) => priorityKey(s, n4)).sort((x, y) => sign * compareKeys(y, x))[0];
  const i = mine.findIndex((v, j) => v !== runnerUp[j]);
  if (i < 0) return "a random draw among areas tied on every Priority rule";
  const name = order2 === "highest" ? ruleNames[i] : ["no empty Post", "fewest Active tokens", "lower blue Exposure", "not starred", "fewer Demonstrator units"][i];
  return `${order2} Priority: ${name}`;
}

// src/games/chicago-68/rules/solo/targets.ts
function arrestOrder(card2) {
  return card2 === "advance" ? ["m2", "pig", "ag", "m1"] : ["pig", "ag", "m2", "m1"];
}
function advanceTarget(s, area3, power2) {
  const u = s.areas[area3].u;
  return arrestOrder("advance").find((k) => u[k] > 0 && strength(k) < power2) ?? null;
}
function massArrestTargets2(s, area3, power2) {
  const left = { ...s.areas[area3].u };
  const out = [];
  let sum = 0;
  for (const k of arrestOrder("massArrest")) {
    while (out.length < 4 && left[k] > 0 && sum + strength(k) < power2) {
      out.push(k);
      sum += strength(k);
      left[k] -= 1;
    }
  }
  return out;
}

// src/games/chicago-68/rules/solo/decide.ts
var policeOrder = { p1: 3, p2: 2, tac: 1 };
function toBarricade(s, path) {
  const b = board(s);
  const seen = /* @__PURE__ */ new Set([path]);
  let frontier = [path];
  for (let d = 0; frontier.length > 0; d++) {
    if (frontier.some((p) => s.paths[p].barricade)) return d;
    const next2 = [];
    for (const p of frontier) {
      const { a, b: z5 } = b.path.get(p);
      for (const [q] of [...b.links.get(a) ?? [], ...b.links.get(z5) ?? []]) if (!seen.has(q)) seen.add(q), next2.push(q);
    }
    frontier = next2;
  }
  return Infinity;
}
function pathKey(s, path) {
  const { a, b } = board(s).path.get(path);
  const [x, y] = [priorityKey(s, a), priorityKey(s, b)];
  return compareKeys(x, y) >= 0 ? x : y;
}
function preference(s, t, a) {
  switch (a.type) {
    case "done":
      return [-1];
    case "discardDrawn":
      return [1];
    case "area":
      return [0, ...priorityKey(s, a.area)];
    case "path": {
      const d = t.kind === "dozer" ? toBarricade(s, a.path) : 0;
      return [0, d === Infinity ? -99 : -d, ...pathKey(s, a.path)];
    }
    case "unit":
      return [0, a.unit in policeOrder ? policeOrder[a.unit] : 4 - arrestOrder("advance").indexOf(a.unit)];
    default:
      return [0];
  }
}
function machineChoices(s, t, options) {
  let best2 = null;
  let out = [];
  for (const a of options) {
    const k = preference(s, t, a);
    const c = best2 === null ? 1 : compareKeys(k, best2);
    if (c > 0) [best2, out] = [k, [a]];
    else if (c === 0) out.push(a);
  }
  return out;
}
function why(s, t, options, a) {
  if (a.type === "area") return priorityReason(s, a.area, options.flatMap((o) => o.type === "area" ? [o.area] : []), "highest");
  if (a.type === "unit") return "Machine unit order (solo MOB CHAOS, Police Posts)";
  if (a.type === "path") return t.kind === "dozer" ? "toward the nearest Barricade, then highest Priority" : "next to the area of highest Priority";
  return "solo rules: the Machine always acts when it can; ties at random";
}
function wrap(h) {
  const owner2 = h.owner;
  const machineDecides = (s, t) => s.machine !== null && sideOf(owner2(s, t)) === "establishment";
  const options = (s, t) => h.actions(s, t);
  const answer = (ctx, t, a) => {
    if (machineDecides(ctx.state, t)) ctx.emit({ type: "machineChoice", task: t.kind, choice: a, why: why(ctx.state, t, options(ctx.state, t), a) });
    h.answer(ctx, t, a);
  };
  return {
    ...h,
    decider(s, t) {
      if (!machineDecides(s, t)) return h.decider(s, t);
      const o = options(s, t);
      return o.length > 0 && machineChoices(s, t, o).length > 1 ? "chance" : "auto";
    },
    outcomes: (s, t) => machineDecides(s, t) ? machineChoices(s, t, options(s, t)).map((outcome) => ({ outcome, weight: 1 })) : h.outcomes(s, t),
    // the solo rules' tie between the Machine's equally good answers, broken by chance
    ask: (s, t) => machineDecides(s, t) ? { chance: "machineTie", question: t.kind, faction: owner2(s, t), options: machineChoices(s, t, options(s, t)).length } : h.ask(s, t),
    answer,
    run(ctx, t) {
      if (!machineDecides(ctx.state, t)) return h.run(ctx, t);
      const o = options(ctx.state, t);
      if (o.length === 0) return h.run(ctx, t);
      answer(ctx, t, machineChoices(ctx.state, t, o)[0]);
    }
  };
}
function machineAnswers(table) {
  const out = {};
  for (const [kind, h] of Object.entries(table)) out[kind] = h.owner ? wrap(h) : h;
  return out;
}

// src/games/chicago-68/rules/solo/posts.ts
function keepPosts(ctx) {
  for (const n4 of cityAreas(ctx.state)) {
    const a = ctx.state.areas[n4];
    if (a.post !== "") continue;
    const k = ["p1", "p2"].find((x) => a.u[x] > 0);
    if (k === void 0 && ctx.state.police.reserves.p1 > 0) {
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      changeArea(ctx, n4, (x) => set(x, "post", "p1"));
    } else {
      const unit2 = k ?? (a.u.tac > 0 ? "tac" : void 0);
      if (unit2 === void 0) continue;
      addUnits(ctx, n4, unit2, -1);
      changeArea(ctx, n4, (x) => set(x, "post", unit2));
    }
    ctx.emit({ type: "postFilled", area: n4, unit: unitName(ctx.state.areas[n4].post), by: "the Machine" });
  }
}

// src/games/chicago-68/rules/solo/components.ts
function machineSet(s) {
  return board(s).set.machine ?? machineComponents;
}
function machineTactic(s, name) {
  return machineSet(s).tactics.find((c) => c.name === name);
}

// src/games/chicago-68/rules/solo/tactics.ts
function makeCurrentTactic(ctx, name, why4) {
  const s = ctx.state;
  const m = s.machine;
  const discard = [...without(m.tacticsDiscard, name), ...s.tactic ? [s.tactic] : []].sort();
  put(ctx, "machine", { ...m, tacticsDiscard: discard });
  put(ctx, "tacticsDeck", without(s.tacticsDeck, name));
  put(ctx, "tactic", name);
  const card2 = machineTactic(ctx.state, name);
  ctx.emit({ type: "tacticsCard", card: name, why: why4, ...card2 ? { text: card2.text } : {} });
  if (card2?.when === "drawn") runEffects(ctx, card2.effects, "establishment", null, [], name);
}
function endOfRoundTactic(ctx) {
  const card2 = ctx.state.tactic === null ? void 0 : machineTactic(ctx.state, ctx.state.tactic);
  if (card2?.when !== "endOfRound") return;
  ctx.emit({ type: "tactic", card: card2.name, text: card2.text });
  runEffects(ctx, card2.effects, "establishment", null, [], card2.name);
}

// src/games/chicago-68/rules/solo/steps.ts
var setupMachineStep = (ctx) => {
  const park = cityAreas(ctx.state).find((n4) => ctx.state.areas[n4].flag !== null);
  if (park !== void 0) markActive(ctx, park);
};
var roundMachineTacticsStep = (ctx) => {
  const m = ctx.state.machine;
  if (ctx.state.tacticsDeck.length === 0) {
    put(ctx, "tacticsDeck", [...m.tacticsDiscard].sort());
    put(ctx, "machine", { ...m, tacticsDiscard: [] });
  }
  if (ctx.state.tacticsDeck.length > 0) ctx.push({ kind: "machineDraw", deck: "tactics" });
};
var eorMachineStep = (ctx) => {
  keepPosts(ctx);
  endOfRoundTactic(ctx);
};
var machineSteps = {
  "setup:machine": setupMachineStep,
  "round:machineTactics": roundMachineTacticsStep,
  "eor:machine": eorMachineStep
};

// src/games/chicago-68/rules/solo/card-task.ts
function hadEffect(ctx) {
  const m = ctx.state.machine;
  if (!m.effect) put(ctx, "machine", { ...m, effect: true });
}
function next(ctx, t, stage, change2 = {}) {
  ctx.replaceTop({ ...t, ...change2, stage, picks: [] });
}
function machineCardHandler(rules2) {
  const pending = (s, t) => {
    const p = rules2[t.card]?.pick?.(s, t) ?? null;
    return p === null || p.choose.length === 0 ? null : { ...p, ties: priorityTies(s, p.choose, p.order) };
  };
  const record3 = (ctx, t, area3, p) => {
    ctx.emit({ type: "machinePriority", card: t.card, area: area3, order: p.order, why: priorityReason(ctx.state, area3, p.choose, p.order) });
    ctx.replaceTop({ ...t, picks: [...t.picks, area3] });
  };
  return {
    decider: (s, t) => (pending(s, t)?.ties.length ?? 0) > 1 ? "chance" : "auto",
    outcomes: (s, t) => (pending(s, t)?.ties ?? []).map((area3) => ({ outcome: { type: "area", area: area3 }, weight: 1 })),
    ask: (s, t) => ({ chance: "priorityTie", card: t.card, faction: t.faction, order: pending(s, t)?.order ?? "highest", areas: pending(s, t)?.ties ?? [] }),
    answer(ctx, t, a) {
      const p = pending(ctx.state, t);
      if (p && a.type === "area") record3(ctx, t, a.area, p);
    },
    run(ctx, t) {
      const p = pending(ctx.state, t);
      if (p) return record3(ctx, t, p.ties[0], p);
      const rule = rules2[t.card];
      if (!rule) return ctx.pop();
      rule.act(ctx, t);
    },
    prompt: (_s, t) => `The Machine resolves ${t.card}: a tie on every Priority rule is drawn at random`
  };
}

// src/games/chicago-68/rules/solo/policies.ts
function possible(s, e) {
  switch (e.op) {
    case "instability":
      return e.amount < 0 && s.instability > 0;
    case "exposure":
    case "capital":
      return e.amount > 0;
    case "heal":
      return s.police.injured.p1 + s.police.injured.p2 > 0;
    case "policeSupply":
      return s.general[e.item === "barbedWire" ? "wire" : "gas"] > 0;
    case "removeBarrier":
      return Object.values(s.paths).some((p) => e.kind === "barricade" ? p.barricade : p.wire);
    case "mobe":
    case "agitator":
    case "police":
    case "arrest":
    case "injure":
    case "minusCapital":
    case "nationalGuard":
    case "tearGas":
    case "flag":
    case "removeFlag": {
      const ok = eligible(s, e);
      return typeof e.at === "object" ? ok.includes(e.at.area) : ok.length > 0;
    }
    default:
      return true;
  }
}
function useful(s, p) {
  return p.effects.some((e) => possible(s, e));
}
function machinePolicy(s, name) {
  return machineSet(s).policies.find((p) => p.name === name) ?? board(s).set.policies.find((p) => p.name === name);
}
function resolveDrawnPolicy(ctx, name) {
  put(ctx, "policyDeck", without(ctx.state.policyDeck, name));
  put(ctx, "policyDiscard", [...ctx.state.policyDiscard, name]);
  const card2 = machinePolicy(ctx.state, name);
  ctx.emit({ type: "policy", card: name, by: "PRESS CONFERENCE", ...card2 ? { text: card2.text } : {} });
  if (card2) runEffects(ctx, card2.effects, "establishment", null, [], name);
}
function splaySize(s) {
  return machineSet(s).splay + (s.tiles.splay === "establishment" ? 1 : 0);
}
var oversightTasks = {
  oversight: auto((ctx, t) => {
    const s = ctx.state;
    const p = s.capital >= 2 ? s.policySplay.find((x) => !t.skipped.includes(x.name)) : void 0;
    if (p === void 0) {
      ctx.pop();
      ctx.emit({ type: "policySplayRefreshed", kept: s.policySplay.map((x) => x.name) });
      return ctx.push({ kind: "drawPolicies", left: Math.max(0, splaySize(s) - s.policySplay.length) });
    }
    const card2 = machinePolicy(s, p.name);
    if (!card2 || !useful(s, card2)) {
      ctx.emit({ type: "policySkipped", card: p.name, why: "no effect, or it would only raise Instability" });
      return ctx.replaceTop({ ...t, skipped: [...t.skipped, p.name] });
    }
    hadEffect(ctx);
    changeCapital(ctx, -2, `STATE OVERSIGHT: ${p.name}`);
    put(ctx, "policySplay", s.policySplay.filter((x) => x !== p));
    put(ctx, "policyDiscard", [...ctx.state.policyDiscard, p.name]);
    ctx.emit({ type: "policy", card: p.name, by: "STATE OVERSIGHT", text: card2.text });
    runEffects(ctx, card2.effects, "establishment", null, [], p.name);
  })
};

// src/games/chicago-68/rules/solo/police-units.ts
function movable2(s, area3) {
  const u = s.areas[area3].u;
  return { p1: area3 === A.conventionHall ? Math.max(0, u.p1 - 1) : u.p1, p2: u.p2, tac: u.tac };
}
function policeNeighbours(s, area3) {
  const jail = board(s).jail;
  return (board(s).links.get(area3) ?? []).filter(([p, n4]) => policePathOpen(s, p) && n4 !== jail).map(([, n4]) => n4);
}
function sourcesOf(s, area3, kinds) {
  return policeNeighbours(s, area3).filter((n4) => kinds.some((k) => movable2(s, n4)[k] > 0));
}
function reachable(s, from) {
  const seen = /* @__PURE__ */ new Set([from]);
  let frontier = [from];
  while (frontier.length > 0) {
    frontier = frontier.flatMap((n4) => policeNeighbours(s, n4).filter((x) => !seen.has(x) && (seen.add(x), true)));
  }
  return cityAreas(s).filter((n4) => seen.has(n4));
}
function movePolice(ctx, from, to, k, n4 = 1) {
  if (n4 <= 0 || from === to) return;
  moveUnits(ctx, from, to, k, n4);
  ctx.emit({ type: "moved", units: unitName(k, n4), from, to, by: "the Machine" });
}

// src/games/chicago-68/rules/solo/cards/advance.ts
var all = ["tac", "p1", "p2"];
var platoons = ["p2", "p1"];
var advance = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n4) => sourcesOf(s, n4, all).length > 0), order: "highest" };
    if (t.stage === 1) {
      const firstMove = t.moved.p1 + t.moved.p2 === 0;
      const tacs = firstMove ? sourcesOf(s, t.area, ["tac"]) : [];
      return { choose: tacs.length > 0 ? tacs : sourcesOf(s, t.area, platoons), order: "lowest" };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (t.picks[0] === void 0) return ctx.pop();
      return next(ctx, t, 1, { area: t.picks[0] });
    }
    const area3 = t.area;
    if (t.stage === 1) {
      const from = t.picks[0];
      if (from === void 0) return next(ctx, t, 2);
      hadEffect(ctx);
      const m = movable2(s, from);
      if (m.tac > 0 && t.moved.p1 + t.moved.p2 === 0) {
        movePolice(ctx, from, area3, "tac");
        return next(ctx, t, 2, { moved: { ...t.moved, tac: 1 } });
      }
      const moved = { ...t.moved };
      for (const k of platoons) {
        const n4 = Math.min(m[k], 2 - moved.p1 - moved.p2);
        movePolice(ctx, from, area3, k, n4);
        moved[k] += n4;
      }
      const more = moved.p1 + moved.p2 < 2 && sourcesOf(ctx.state, area3, platoons).length > 0;
      return next(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const power2 = t.moved.tac > 0 ? Infinity : t.moved.p1 + 2 * t.moved.p2;
    const target = advanceTarget(ctx.state, area3, power2);
    if (target === null) return;
    arrest(ctx, area3, target);
    concludeConflict(ctx, "establishment", area3, t.moved.tac + t.moved.p1 + t.moved.p2 + 1, t.moved.tac > 0, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/arm-the-police.ts
var armThePolice = {
  pick(s, t) {
    if (t.stage === 1 && t.picks.length === 0 && s.police.reserves.p1 > 0 && t.moved.p1 < 2) {
      return { choose: cityAreas(s).filter((n4) => board(s).area.get(n4).star && !hasPolice(s, n4)), order: "highest" };
    }
    if (t.stage === 2 && t.picks.length < 2) return { choose: cityAreas(s).filter((n4) => !t.picks.includes(n4)), order: "highest" };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const n4 = Math.min(2, ctx.state.general.wire);
      if (n4 > 0) {
        hadEffect(ctx);
        change(ctx, "general", (g) => plus(g, "wire", -n4));
        change(ctx, "police", (p) => plus(p, "wire", n4));
        ctx.emit({ type: "policeSupply", added: `${n4} Barbed Wire`, why: "ARM THE POLICE" });
      }
      return next(ctx, t, 1);
    }
    if (t.stage === 1) {
      const area3 = t.picks[0];
      if (area3 === void 0) return next(ctx, t, 2);
      hadEffect(ctx);
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, "p1", -1)));
      addUnits(ctx, area3, "p1", 1);
      ctx.emit({ type: "placed", units: unitName("p1"), area: area3, why: "ARM THE POLICE" });
      return next(ctx, t, 1, { moved: { ...t.moved, p1: t.moved.p1 + 1 } });
    }
    ctx.pop();
    const [x, y] = t.picks;
    const path = (board(ctx.state).links.get(x ?? "") ?? []).find(([, n4]) => n4 === y)?.[0];
    if (path === void 0 || !ctx.state.paths[path].barricade) return;
    hadEffect(ctx);
    removeBarrier(ctx, path, "barricade");
  }
};

// src/games/chicago-68/rules/solo/cards/draw-down.ts
var drawDown = {
  act(ctx) {
    ctx.pop();
    hadEffect(ctx);
    const n4 = ctx.state.police.injured.p1;
    if (n4 > 0) {
      change(ctx, "police", (p) => set(set(p, "injured", plus(p.injured, "p1", -n4)), "reserves", plus(p.reserves, "p1", n4)));
      ctx.emit({ type: "healed", units: unitName("p1", n4), to: "the Reserves", why: "DRAW DOWN (the Machine)" });
    } else gainExposure(ctx, "establishment", 2);
    changeInstability(ctx, -1);
  }
};

// src/games/chicago-68/rules/solo/cards/mass-arrest.ts
var order = ["p2", "p1", "tac"];
function power(u, ng) {
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * ng : 0);
}
function afterMove(s, area3) {
  const u = { p1: s.areas[area3].u.p1, p2: s.areas[area3].u.p2, tac: s.areas[area3].u.tac };
  let left = 4;
  for (const n4 of byPriority(s, sourcesOf(s, area3, order)).reverse()) {
    const m = movable2(s, n4);
    for (const k of order) {
      const take = Math.min(m[k], left);
      u[k] += take;
      left -= take;
    }
  }
  return u;
}
var massArrest = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s).filter((n4) => sourcesOf(s, n4, order).length > 0), order: "highest" };
    if (t.stage === 1) return { choose: sourcesOf(s, t.area, order), order: "lowest" };
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const area4 = t.picks[0];
      if (area4 === void 0 || massArrestTargets2(s, area4, power(afterMove(s, area4), s.areas[area4].ng)).length === 0) return ctx.pop();
      return next(ctx, t, 1, { area: area4 });
    }
    const area3 = t.area;
    if (t.stage === 1) {
      const from = t.picks[0];
      const moved = { ...t.moved };
      if (from !== void 0) {
        hadEffect(ctx);
        const m = movable2(s, from);
        for (const k of order) {
          const n4 = Math.min(m[k], 4 - moved.p1 - moved.p2 - moved.tac);
          movePolice(ctx, from, area3, k, n4);
          moved[k] += n4;
        }
      }
      const more = from !== void 0 && moved.p1 + moved.p2 + moved.tac < 4 && sourcesOf(ctx.state, area3, order).length > 0;
      return next(ctx, t, more ? 1 : 2, { moved });
    }
    ctx.pop();
    const u = s.areas[area3].u;
    const targets = massArrestTargets2(s, area3, power(u, s.areas[area3].ng));
    if (targets.length === 0) return;
    hadEffect(ctx);
    for (const k of targets) arrest(ctx, area3, k);
    concludeConflict(ctx, "establishment", area3, policeCount(u) + targets.length, u.tac > 0, 5);
  }
};

// src/games/chicago-68/rules/solo/cards/party-bosses.ts
var RAID = "RAID ON THE MCCARTHY SUITE";
var partyBosses = {
  act(ctx) {
    ctx.pop();
    const s = ctx.state;
    if (s.areas[A.hilton] && controller(s, A.hilton) === "establishment") {
      hadEffect(ctx);
      change(ctx, "delegates", (d) => set(d, "bag", plus(d.bag, "blue", 1)));
      return ctx.emit({ type: "delegate", color: "blue", count: 1, to: "bag", why: "PARTY BOSSES" });
    }
    if (s.tactic === RAID || machineTactic(s, RAID) === void 0) return;
    hadEffect(ctx);
    makeCurrentTactic(ctx, RAID, "PARTY BOSSES");
  }
};

// src/games/chicago-68/rules/solo/cards/track.ts
function trackFull(s) {
  return s.delegates.track.length >= (s.components ?? referenceComponents).counts.delegateTrack;
}

// src/games/chicago-68/rules/solo/cards/power-broker.ts
var deployable = (s) => Math.min(s.capital, s.police.reserves.p1 + s.police.reserves.p2);
var powerBroker = {
  pick: (s, t) => t.stage === 1 && t.picks.length === 0 ? { choose: cityAreas(s), order: "highest" } : null,
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      if (s.capital <= 3) return deployable(s) > 0 ? next(ctx, t, 1) : ctx.pop();
      ctx.pop();
      if (trackFull(s)) return;
      hadEffect(ctx);
      changeCapital(ctx, -3, "POWER BROKER: WORK THE MACHINE");
      change(ctx, "delegates", (d) => set(d, "track", [...d.track, "blue"]));
      ctx.emit({ type: "delegate", color: "blue", count: 1, to: "track", why: "POWER BROKER: WORK THE MACHINE (no Delegate Vote this round)" });
      return put(ctx, "noVote", true);
    }
    ctx.pop();
    const area3 = t.picks[0];
    hadEffect(ctx);
    for (const k of ["p1", "p2"]) {
      const n4 = Math.min(ctx.state.capital, ctx.state.police.reserves[k]);
      if (n4 === 0) continue;
      changeCapital(ctx, -n4, "POWER BROKER");
      change(ctx, "police", (p) => set(p, "reserves", plus(p.reserves, k, -n4)));
      addUnits(ctx, area3, k, n4);
      ctx.emit({ type: "placed", units: unitName(k, n4), area: area3, why: "POWER BROKER" });
    }
  }
};

// src/games/chicago-68/rules/solo/cards/press-conference.ts
var pressConference = {
  act(ctx, t) {
    if (t.stage === 0) {
      ctx.replaceTop({ ...t, stage: 1 });
      if (ctx.state.policyDeck.length === 0) {
        put(ctx, "policyDeck", ctx.state.policyDiscard);
        put(ctx, "policyDiscard", []);
      }
      if (ctx.state.policyDeck.length === 0) return;
      hadEffect(ctx);
      return ctx.push({ kind: "machineDraw", deck: "policy" });
    }
    ctx.pop();
    const blue = ctx.state.delegates.track.filter((c) => c === "blue").length;
    if (blue > 0) hadEffect(ctx);
    gainExposure(ctx, "establishment", blue);
  }
};

// src/games/chicago-68/rules/solo/cards/state-oversight.ts
var stateOversight = {
  act(ctx) {
    ctx.pop();
    if (ctx.state.capital < 2) {
      hadEffect(ctx);
      return changeCapital(ctx, 3, "STATE OVERSIGHT");
    }
    ctx.push({ kind: "oversight", skipped: [] });
  }
};

// src/games/chicago-68/rules/solo/cards/support.ts
function orientedPaths(s, area3) {
  return board(s).area.get(area3).orientation ?? (board(s).links.get(area3) ?? []).map(([p]) => p);
}
var barricaded = (s, area3) => orientedPaths(s, area3).filter((p) => s.paths[p].barricade);
var support = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: cityAreas(s), order: "highest" };
    if (t.stage === 1) return { choose: cityAreas(s).filter((n4) => barricaded(s, n4).length > 0), order: "highest" };
    if (t.stage === 2) return { choose: sourcesOf(s, t.area, ["p2", "p1"]), order: "lowest" };
    return null;
  },
  act(ctx, t) {
    if (t.stage === 0) {
      const area4 = t.picks[0];
      for (const p of orientedPaths(ctx.state, area4)) {
        if (ctx.state.police.wire === 0) break;
        if (ctx.state.paths[p].wire) continue;
        hadEffect(ctx);
        setBarrier(ctx, p, "wire", true);
        change(ctx, "police", (x) => plus(x, "wire", -1));
        ctx.emit({ type: "barrierPlaced", barrier: "Barbed Wire", path: p, by: "the Machine" });
      }
      return next(ctx, t, 1, { area: area4 });
    }
    if (t.stage === 1) {
      const at = t.picks[0];
      if (at !== void 0) {
        hadEffect(ctx);
        removeBarrier(ctx, barricaded(ctx.state, at)[0], "barricade");
      }
      return next(ctx, t, 2);
    }
    ctx.pop();
    const from = t.picks[0];
    const area3 = t.area;
    if (from === void 0) return;
    hadEffect(ctx);
    const k = movable2(ctx.state, from).p2 > 0 ? "p2" : "p1";
    movePolice(ctx, from, area3, k);
    if (ctx.state.tactic !== "TACTICAL SUPPORT") return;
    const target = advanceTarget(ctx.state, area3, k === "p2" ? 2 : 1);
    if (target === null) return;
    arrest(ctx, area3, target);
    concludeConflict(ctx, "establishment", area3, 2, false, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/teargas.ts
function tacForces(s) {
  return cityAreas(s).flatMap((n4) => Array(s.areas[n4].u.tac).fill(n4));
}
function moverTo(s, target, from) {
  if (from.includes(target)) return target;
  const able = from.filter((n4) => reachable(s, n4).includes(target));
  return priorityTies(s, able, "lowest")[0];
}
function other(s, t) {
  const forces = tacForces(s);
  const i = forces.indexOf(t.area);
  return forces.filter((_, j) => j !== i)[0];
}
function gasTargets(s, done) {
  return cityAreas(s).filter((n4) => s.areas[n4].u.tac > 0 && demoCount(s.areas[n4].u) > 0 && !s.areas[n4].gas && !done.includes(n4));
}
var teargas = {
  pick(s, t) {
    if (t.picks.length > 0) return null;
    if (t.stage === 0) return { choose: [...new Set(tacForces(s).flatMap((n4) => reachable(s, n4)))], order: "highest" };
    if (t.stage === 1) {
      const o = other(s, t);
      return o === void 0 ? null : { choose: reachable(s, o).filter((n4) => n4 !== t.area), order: "highest" };
    }
    return null;
  },
  act(ctx, t) {
    const s = ctx.state;
    if (t.stage === 0) {
      const target = t.picks[0];
      if (target === void 0) return next(ctx, t, 2);
      const from = moverTo(s, target, tacForces(s));
      if (from !== void 0 && from !== target) {
        hadEffect(ctx);
        movePolice(ctx, from, target, "tac");
      }
      return next(ctx, t, 1, { area: target });
    }
    if (t.stage === 1) {
      const o = other(s, t);
      const target = t.picks[0];
      if (o !== void 0 && target !== void 0 && o !== target) {
        hadEffect(ctx);
        movePolice(ctx, o, target, "tac");
      }
      return next(ctx, t, 2);
    }
    const area3 = gasTargets(s, t.picks)[0];
    if (area3 === void 0) {
      ctx.pop();
      if (ctx.state.machine.effect) runEffects(ctx, [{ op: "instability", amount: 1 }], "establishment", null, [], "TEARGAS");
      const last = t.picks[t.picks.length - 1];
      if (last !== void 0) requestMobChaos(ctx, last);
      return;
    }
    hadEffect(ctx);
    ctx.replaceTop({ ...t, picks: [...t.picks, area3] });
    if (s.police.gas > 0) {
      change(ctx, "police", (p) => plus(p, "gas", -1));
      ctx.emit({ type: "conflict", by: "establishment", area: area3, units: 1 + demoCount(s.areas[area3].u), mobChaos: true });
      gainExposure(ctx, "establishment", exposureBonus(ctx.state, area3, "establishment"));
      return placeTearGas(ctx, area3);
    }
    const k = advanceTarget(s, area3, Infinity);
    if (k === null) return;
    arrest(ctx, area3, k);
    concludeConflict(ctx, "establishment", area3, 2, false, Infinity);
  }
};

// src/games/chicago-68/rules/solo/cards/index.ts
var machineCardRules = {
  "ARM THE POLICE": armThePolice,
  "PARTY BOSSES": partyBosses,
  "POWER BROKER": powerBroker,
  "PRESS CONFERENCE": pressConference,
  "STATE OVERSIGHT": stateOversight,
  ADVANCE: advance,
  "DRAW DOWN": drawDown,
  "MASS ARREST": massArrest,
  SUPPORT: support,
  TEARGAS: teargas
};

// src/games/chicago-68/rules/solo/turn.ts
function setMachine(ctx, m) {
  put(ctx, "machine", m);
}
function drawCard(ctx, t) {
  let m = ctx.state.machine;
  const f = t.faction;
  if (m.decks[f].length === 0) {
    const back = m.discards[f].filter((c) => !t.tried.includes(c));
    m = { ...m, decks: { ...m.decks, [f]: back }, discards: { ...m.discards, [f]: m.discards[f].filter((c) => t.tried.includes(c)) } };
  }
  if (m.decks[f].length === 0) {
    setMachine(ctx, m);
    ctx.emit({ type: "machineIdle", faction: f, why: "no Machine card has an effect now" });
    return finish(ctx, t);
  }
  setMachine(ctx, { ...m, effect: false });
  ctx.replaceTop({ ...t, drawn: true });
  ctx.push({ kind: "machineDraw", deck: f });
}
function finish(ctx, t) {
  const phase = findTask(ctx.state, "phase");
  if (phase && !t.extra) ctx.replace(phase, { ...phase, played: plus(phase.played, t.faction, 1) });
  const s = ctx.state;
  if (s.tiles.action === "establishment" && !s.extraUsed.establishment) {
    put(ctx, "extraUsed", { ...s.extraUsed, establishment: true });
    ctx.emit({ type: "machineExtraAction", faction: t.faction, why: "+1 ACTION (solo INSTABILITY)" });
    return ctx.replaceTop({ ...t, drawn: false, tried: [], extra: true });
  }
  ctx.replaceTop({ kind: "endOfTurn" });
}
var machineTurn = {
  decider: () => "auto",
  run(ctx, t) {
    if (!t.drawn) {
      if (t.tried.length === 0) keepPosts(ctx);
      return drawCard(ctx, t);
    }
    if (ctx.state.machine.effect) return finish(ctx, t);
    ctx.emit({ type: "machineNoEffect", faction: t.faction, card: t.tried[t.tried.length - 1] ?? "" });
    drawCard(ctx, { ...t, drawn: false });
  }
};
function deckOf(s, deck) {
  if (deck === "tactics") return s.tacticsDeck;
  if (deck === "policy") return s.policyDeck;
  return s.machine.decks[deck];
}
function drawnCard(ctx, deck, card2) {
  const m = ctx.state.machine;
  setMachine(ctx, { ...m, decks: { ...m.decks, [deck]: without(m.decks[deck], card2) }, discards: { ...m.discards, [deck]: [...m.discards[deck], card2] } });
  const turn = findTask(ctx.state, "machineTurn");
  if (turn) ctx.replace(turn, { ...turn, tried: [...turn.tried, card2] });
  ctx.emit({ type: "machineCard", faction: deck, card: card2 });
  ctx.push({ kind: "machineCard", faction: deck, card: card2, stage: 0, picks: [], area: null, moved: { p1: 0, p2: 0, tac: 0 } });
}
var machineDraw = {
  decider: () => "chance",
  outcomes: (s, t) => countedOutcomes(deckOf(s, t.deck), (item) => ({ type: "draw", item })),
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== "draw") return;
    if (t.deck === "tactics") return makeCurrentTactic(ctx, a.item, "a new Tactics card at the start of the round (solo)");
    if (t.deck === "policy") return resolveDrawnPolicy(ctx, a.item);
    drawnCard(ctx, t.deck, a.item);
  },
  prompt: (_s, t) => `Draw from the Machine's ${t.deck} deck`,
  ask: (_s, t) => ({ chance: "draw", deck: `machine ${t.deck}`, for: t.deck === "mayor" || t.deck === "police" ? t.deck : "machine" })
};
var machineTurnTasks = {
  machineTurn,
  machineDraw,
  machineCard: machineCardHandler(machineCardRules)
};

// src/games/chicago-68/rules/handlers.ts
var handlers = machineAnswers({
  ...sequenceTasks({ ...setupSteps, ...roundStepTable, ...machineSteps }),
  ...setupTasks,
  ...roundTasks,
  ...turnTasks,
  ...drawTasks,
  ...effectTasks,
  ...bonusTasks,
  ...streetTheaterTasks,
  ...tearGasTasks,
  ...policyTasks,
  ...freeCardTasks,
  ...cardTasks,
  ...activeTasks,
  ...machineTurnTasks,
  ...oversightTasks
});
var owners = handlers;
function decidingFaction(s) {
  const t = s.tasks[s.tasks.length - 1];
  if (t === void 0 || s.outcome) return null;
  if (t.kind === "turn") return t.faction;
  return owners[t.kind]?.owner?.(s, t) ?? null;
}

// src/games/chicago-68/rules/task-machine.ts
function settle(ctx) {
  dropLonelyFlags(ctx);
  clearIdleActive(ctx);
  const outcome = ctx.state.outcome;
  if (outcome === null || ctx.state.phase === "over") return;
  ctx.emit({ type: "gameOver", winners: outcome.winners, reason: outcome.reason });
  put(ctx, "phase", "over");
  put(ctx, "tasks", []);
}
var chicagoTaskMachine = taskMachine({
  name: "chicago-68",
  handlers,
  over: (s) => s.outcome !== null,
  settle,
  copy: copyState
});

// src/games/chicago-68/describe.ts
function promptOf(s) {
  return s.outcome ? `Game over: ${s.outcome.reason}` : chicagoTaskMachine.prompt(s);
}
function describeAction(s, a) {
  const who = decidingFaction(s) ?? "chance";
  switch (a.type) {
    case "play":
      return `${who} plays ${a.card}`;
    case "pass":
      return `${who} passes for the rest of the phase`;
    case "endTurn":
      return `${who} ends the turn`;
    case "removeBarrier":
      return `${who} discards ${a.card} to remove the Barrier on ${pathName(a.path, s.components?.paths)}`;
    case "streetTheater":
      return `${who} activates the Street Theater card ${a.card}`;
    case "discardCounter":
      return `${who} removes an Agitator from ${a.area} to discard ${a.card}`;
    case "tactic":
      return `police use the Tactics card ${s.tactic ?? ""}`;
    case "post":
      return a.unit === "" ? `police take the ${unitName(s.areas[a.area]?.post ?? "")} out of the Post in ${a.area}` : `police put ${withArticle(unitName(a.unit))} in the Post of ${a.area}`;
    case "area":
      return `${who} chooses ${a.area}`;
    case "path":
      return `${who} chooses the path ${pathName(a.path, s.components?.paths)}`;
    case "unit":
      return `${who} chooses ${withArticle(unitName(a.unit))} in ${a.area}`;
    case "move":
      return `${who} moves ${withArticle(unitName(a.unit))} from ${a.from} to ${a.to}`;
    case "escort":
      return `${who} adds ${withArticle(unitName(a.unit))} to the group`;
    case "flag":
      return `${who} places a +${a.value} Rally Flag in ${a.area}`;
    case "card":
      return `${who} chooses ${a.card}`;
    case "discardDrawn":
      return `${who} discards the drawn card`;
    case "tile":
      return `${who} claims the bonus tile ${a.tile}`;
    case "benefit":
      return a.benefit === "instability" ? `${who} lowers Instability by 1` : `${who} gains 2 Exposure`;
    case "hand":
      return `${who} gives the card to the ${a.faction}`;
    case "done":
      return `${who} is done`;
    case "draw":
      return `drawn: ${a.item}`;
  }
}

// src/games/chicago-68/rules/sections.ts
var mayorCard = "Appendix 1";
var demonstratorCard = "Appendix 2";
var policeCard = "Appendix 3";
var additionalCard = "Appendix 4";
var solo = "The Solo & Co-op Rules";
var taskSections = {
  seq: "1.1",
  drawPolicies: "2.8.1",
  setupPlace: "Setup 9",
  setupPark: "Setup 10\u201311",
  setupPost: "6.3.2",
  bail: "1.2",
  phase: "1.3\u20131.4",
  turn: "2.9",
  endOfTurn: "2.11.2",
  vtoWindow: "6.1.2",
  pigasusMove: "6.3.1",
  dozer: "6.3.3",
  nominate: "4.6",
  draw: "2.7",
  effects: "2.9.1",
  effectAt: "2.9.1",
  arrestPick: "2.3.4",
  injurePick: "2.3.3",
  releasePick: "2.3.4",
  barrierPlace: "2.10.1",
  barrierRemove: "2.10.1",
  freeCard: "2.9.1",
  stPlace: "2.8.2",
  opportunityHand: "2.7.3",
  gasLeave: "2.4.2",
  bonus: "2.11.5",
  bonusUnit: "2.11.5",
  overflowD: "2.12.2",
  overflowE: "2.12.3",
  policyPlace: "2.8.1",
  authorizeBarbedWire: mayorCard,
  deployOfficers: mayorCard,
  greasePalms: mayorCard,
  mandate: mayorCard,
  strategyOfConfrontation: mayorCard,
  workTheMachine: mayorCard,
  clash: demonstratorCard,
  march: demonstratorCard,
  marchDest: demonstratorCard,
  marchEscort: demonstratorCard,
  speechify: demonstratorCard,
  streetFightingMan: additionalCard,
  advance: policeCard,
  advanceDest: policeCard,
  advanceTarget: policeCard,
  deployBarbedWire: policeCard,
  massArrest: policeCard,
  massArrestTarget: policeCard,
  move: policeCard,
  moveDest: policeCard,
  teargas: policeCard,
  drawDown: additionalCard,
  drawDownChoice: additionalCard,
  flamethrowers: additionalCard,
  rapidDeployment: additionalCard,
  rapidDeploymentMove: additionalCard,
  agitate: demonstratorCard,
  agitateDraw: demonstratorCard,
  lead: demonstratorCard,
  leadDest: demonstratorCard,
  leadEscort: demonstratorCard,
  rally: demonstratorCard,
  machineTurn: solo,
  machineDraw: solo,
  machineCard: "Appendix 5",
  oversight: "Appendix 5",
  activeMove: solo
};

// src/games/chicago-68/illegal.ts
function explainIllegal(s, a) {
  if (a.type === "play" && turnOf(s)?.card) return { reason: 'One card action per turn (1.3, 1.4) unless "+1 ACTION" is held', rule: "2.11.5" };
  if (a.type === "play") return { reason: `${a.card} is not in hand or its effect cannot be carried out now`, rule: "2.7.1" };
  if (a.type === "streetTheater") return { reason: "The Agitator location requirement is not met, or not a Yippie/MOBE turn", rule: "2.9.6" };
  if (a.type === "removeBarrier") return { reason: "Barriers are removed by discarding a Conflict card, next to your units, on your turn", rule: "2.9.3" };
  if (a.type === "tactic") return { reason: "Tactics: once per round, on a Police turn", rule: "2.9.4" };
  const task2 = s.tasks[s.tasks.length - 1];
  if (task2 === void 0) return void 0;
  return { reason: `Not one of the answers to: ${promptOf(s)}`, rule: taskSections[task2.kind] };
}

// src/core/multiset.ts
function multisetMinus(items, taken) {
  const left = [...items];
  for (const t of taken) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

// src/games/chicago-68/bots/determinize.ts
var factions2 = ["mayor", "police", "yippies", "mobe"];
var deal = (pool, n4, random) => shuffled([...pool].sort(), random).slice(0, n4).sort();
function taskCards(s) {
  return s.tasks.flatMap((t) => "card" in t && typeof t.card === "string" ? [t.card] : []);
}
function hiddenHand(s, f, n4, random) {
  const set2 = board(s).set;
  const copies = (c) => Array(c.copies).fill(c.name);
  const starting = multisetMinus(set2.actionCards.filter((c) => c.faction === f && c.starting).flatMap(copies), s.discards[f]);
  const granted = new Set(set2.streetTheater.flatMap((c) => c.grants ? [c.grants.card] : []));
  const gained = multisetMinus(set2.actionCards.filter((c) => c.faction === f && !c.starting || granted.has(c.name)).flatMap(copies), [...starting, ...s.discards[f]]);
  const first = deal(starting, n4, random);
  return [...first, ...deal(gained, n4 - first.length, random)].sort();
}
function streetTheaterCards(s) {
  const set2 = board(s).set;
  if (!s.inc.agentsOfChaos) return set2.streetTheater.map((c) => c.name);
  return [...set2.streetTheater.filter((c) => c.kind !== "counterrevolutionary").map((c) => c.name), ...set2.incendiary.map((c) => c.name)];
}
function determinizeChicago(s, seat, random) {
  const set2 = board(s).set;
  const held = taskCards(s);
  const hands = { ...s.hands };
  for (const f of factions2) if (s.factionSeat[f] !== seat) hands[f] = hiddenHand(s, f, s.hands[f].length, random);
  const st = multisetMinus(streetTheaterCards(s), [...s.stSplay, ...s.stDiscard, ...held]);
  const mob = multisetMinus(
    set2.mobChaos.map((c) => c.name),
    [...s.mobDiscard, ...held]
  );
  const policies2 = shuffled(multisetMinus((s.machine ? machineSet(s).policies : set2.policies).map((p) => p.name), [...s.policySplay.map((p) => p.name), ...held]).sort(), random);
  const policyDeck = policies2.slice(0, s.policyDeck.length).sort();
  return {
    ...s,
    rng: [...drawRng(random)],
    hands,
    stDeck: deal(st, s.stDeck.length, random),
    mobDeck: deal(mob, s.mobDeck.length, random),
    policyDeck,
    policyDiscard: policies2.slice(policyDeck.length).sort(),
    vtoDeck: turnOrderDeck(s, random),
    ...machineDecks(s, random)
  };
}
function machineDecks(s, random) {
  const m = s.machine;
  if (!m) return {};
  const set2 = machineSet(s);
  const deck = (f) => deal(multisetMinus(set2.actions.filter((c) => c.faction === f).map((c) => c.name), m.discards[f]), m.decks[f].length, random);
  const tactics2 = deal(multisetMinus(set2.tactics.map((c) => c.name), [...m.tacticsDiscard, ...s.tactic ? [s.tactic] : []]), s.tacticsDeck.length, random);
  return { machine: { ...m, decks: { mayor: deck("mayor"), police: deck("police") } }, tacticsDeck: tactics2 };
}
function turnOrderDeck(s, random) {
  if (s.vtoDeck.length === 0) return [];
  const per = board(s).set.counts.turnCardsPerFaction;
  const full = factions2.flatMap((f) => Array(f === "mayor" || f === "police" ? per - 1 : per).fill(f));
  return deal(full, s.vtoDeck.length, random);
}

// src/games/chicago-68/rules/reveals.ts
function chicagoReveals(s, _action, _after, events2) {
  return events2.some((e) => e.type === "policy" && addsPoliceCard(s, String(e["card"])));
}
function addsPoliceCard(s, name) {
  return board(s).set.policies.some((p) => p.name === name && p.effects.some((e) => e.op === "policeCard"));
}

// src/games/chicago-68/rules/end-code.ts
var chicagoEndCodes = [
  "nomination-establishment",
  "nomination-demonstrators",
  "nomination-major",
  "no-agitators",
  "empty-police-post",
  "both-lose"
];
function endCode(s, outcome) {
  const noAgitators = agitatorsOnBoard(s) === 0;
  const emptyPost = cityAreas(s).some((n4) => s.areas[n4].post === "");
  if (noAgitators && emptyPost) return "both-lose";
  if (noAgitators) return "no-agitators";
  if (emptyPost) return "empty-police-post";
  if (outcome.winners.includes("establishment")) return "nomination-establishment";
  return outcome.major ? "nomination-major" : "nomination-demonstrators";
}

// src/games/chicago-68/result.ts
function resultOf(s) {
  if (!s.outcome) return null;
  const scores = {};
  for (const seat of s.seats) scores[seat] = 0;
  const winners = /* @__PURE__ */ new Set();
  for (const [f, seat] of Object.entries(s.factionSeat)) {
    if (!(seat in scores)) continue;
    const side = f === "mayor" || f === "police" ? "establishment" : "demonstrators";
    if (s.outcome.winners.includes(side)) {
      winners.add(seat);
      scores[seat] = side === "demonstrators" && s.outcome.major ? 2 : 1;
    }
  }
  return { scores, winners: s.seats.filter((x) => winners.has(x)), reason: s.outcome.reason, code: endCode(s, s.outcome) };
}

// src/games/chicago-68/describe-event.ts
var str = (v) => v === void 0 || v === null ? "" : String(v);
var why2 = (e) => e.why === void 0 ? "" : ` (${str(e.why)})`;
var by2 = (e) => e.by === void 0 ? "" : ` by ${str(e.by)}`;
var sideName = (v) => v === "establishment" ? "the Establishment" : v === "demonstrators" ? "the Demonstrators" : str(v);
var choiceText = (a) => {
  if (a.type === "area") return str(a.area);
  if (a.type === "path") return `the path ${pathName(str(a.path))}`;
  if (a.type === "unit") return `${withArticle(unitName(str(a.unit)))} in ${str(a.area)}`;
  if (a.type === "tile") return `the ${str(a.tile)} tile`;
  if (a.type === "card") return str(a.card);
  return str(a.type);
};
var describers = {
  round: (e) => `Round ${str(e.round)} (${str(e.time)}) begins`,
  phase: (e) => `${str(e.phase)} phase`,
  turn: (e) => `${possessive(str(e.faction))} turn`,
  turnCard: (e) => `Turn card drawn: ${str(e.faction)} acts next (6.1)`,
  played: (e) => `${str(e.faction)} plays ${str(e.card)}${e.with ? ` with ${str(e.with)}` : ""}`,
  resolved: (e) => `${str(e.faction)} resolves ${str(e.card)} as a free action`,
  passed: (e) => `${str(e.faction)} passes for the rest of the phase`,
  discarded: (e) => `${str(e.faction)} discards ${str(e.card)}${why2(e)}`,
  placed: (e) => `${str(e.units)} placed in ${str(e.area)}${why2(e)}`,
  moved: (e) => `${str(e.units)} moved from ${str(e.from)} to ${str(e.to)}${by2(e)}${why2(e)}`,
  removed: (e) => `${str(e.units)} removed from ${str(e.area)} to ${str(e.to)}${why2(e)}`,
  replaced: (e) => `${withArticle(str(e.unit))} in ${str(e.area)} is replaced by ${withArticle(str(e.by))}`,
  released: (e) => `a jailed ${str(e.unit)} is released to ${str(e.to)}`,
  arrested: (e) => `${withArticle(str(e.unit))} is arrested in ${str(e.area)} and jailed`,
  injured: (e) => `${withArticle(str(e.unit))}${e.inPost ? " in its Post" : ""} is injured in ${str(e.area)}${e.replacedBy ? `, replaced by ${withArticle(str(e.replacedBy))}` : ""}`,
  healed: (e) => `${str(e.units)} back to ${str(e.to)}${why2(e)}`,
  conflict: (e) => `conflict in ${str(e.area)} by ${sideName(e.by)} (${str(e.units)} units${e.mobChaos ? ", Mob Chaos" : ""})`,
  mobChaos: (e) => `Mob Chaos: ${str(e.card)} (${str(e.effect)} effect)${e.area ? ` at ${str(e.area)}` : ""}`,
  exposure: (e) => `${sideName(e.side)} ${Number(e.change) >= 0 ? "gain" : "lose"} ${Math.abs(Number(e.change))} Exposure: marker at ${str(e.marker)}${e.overflow ? " (past the end of the track)" : ""}`,
  instability: (e) => `Instability ${str(e.from)} \u2192 ${str(e.to)}${e.mobChaosDue ? ", past 13: a Mob Chaos card is due" : ""}`,
  capital: (e) => `Municipal Budget ${Number(e.change) >= 0 ? "+" : ""}${str(e.change)} Capital, now ${str(e.budget)}${why2(e)}`,
  delegate: (e) => `${e.count === void 0 ? "a" : str(e.count)} ${str(e.color)} Delegate${Number(e.count ?? 1) === 1 ? "" : "s"} to the ${e.to === "bag" ? "Delegate Bag" : "Delegate Track"}${e.from ? ` from ${str(e.from)}` : ""}${why2(e)}`,
  flagPlaced: (e) => `a +${str(e.value)} Rally Flag placed in ${str(e.area)}${why2(e)}`,
  flagRemoved: (e) => `the +${str(e.value)} Rally Flag leaves ${str(e.area)}${why2(e)}`,
  tearGas: (e) => `Tear Gas in ${str(e.area)}: every Demonstrator must leave`,
  tearGasCleared: (e) => `the Tear Gas in ${str(e.area)} goes back to the general supply`,
  barrierPlaced: (e) => `${str(e.barrier)} placed on ${pathName(str(e.path))}${by2(e)}`,
  barrierRemoved: (e) => `${str(e.barrier)} removed from ${pathName(str(e.path))}${why2(e)}`,
  armoredJeep: (e) => `the Armored Jeep moves from ${str(e.from)} to ${str(e.to)}`,
  policeSupply: (e) => `${str(e.added)} to the Police Supply${why2(e)}`,
  policy: (e) => `Policy ${str(e.card)} activated${e.activation ? ` (activation ${str(e.activation)})` : ""}${by2(e)}${e.text ? `: ${str(e.text)}` : ""}`,
  policySplay: (e) => `${str(e.card)} enters the Policy splay${e.replacing ? `, replacing ${str(e.replacing)}` : ""}`,
  policySkipped: (e) => `the Machine skips the Policy ${str(e.card)}${why2(e)}`,
  policySplayRefreshed: (e) => `the Machine's Policy splay shifts left (${e.kept?.join(", ") || "empty"}) and is refilled`,
  streetTheater: (e) => `Street Theater: ${str(e.card)}: ${str(e.text)}`,
  streetTheaterSplay: (e) => `${str(e.card)} enters the Street Theater splay`,
  streetTheaterDiscarded: (e) => `${str(e.card)} is discarded from the Street Theater splay`,
  counterrevolutionaryDiscarded: (e) => `${str(e.card)} discarded by removing an Agitator from ${str(e.agitatorFrom)}`,
  cardGained: (e) => `${str(e.card)} joins the ${str(e.faction)} hand${why2(e)}`,
  tactic: (e) => `Tactics card ${str(e.card)}: ${str(e.text)}`,
  tacticsCard: (e) => `${str(e.card)} is the Current Tactic${why2(e)}`,
  bonusTile: (e) => `${sideName(e.side)} claim the ${str(e.tile)} bonus tile (Instability ${str(e.level)})`,
  gameOver: (e) => `Game over: ${str(e.reason)}`,
  postFilled: (e) => `${withArticle(str(e.unit))} stands in the Post of ${str(e.area)}${by2(e)}`,
  active: (e) => `an Active token in ${str(e.area)} (${str(e.count)} there)`,
  activeMoved: (e) => `all 8 Active tokens are out: one moves from ${str(e.from)} to ${str(e.to)}`,
  activeCleared: (e) => `${str(e.count)} Active token${Number(e.count) === 1 ? "" : "s"} leave ${str(e.area)}: no Demonstrators there`,
  machineCard: (e) => `the Machine's ${str(e.faction)} draws ${str(e.card)}`,
  machineNoEffect: (e) => `${str(e.card)} has no effect: the Machine discards it and draws another`,
  machineIdle: (e) => `the Machine's ${str(e.faction)} does nothing${why2(e)}`,
  machineExtraAction: (e) => `the Machine takes one more action${why2(e)}`,
  machinePriority: (e) => `${str(e.card)}: the Machine picks ${str(e.area)} (${str(e.why)})`,
  machineChoice: (e) => `the Machine chooses ${choiceText(e.choice ?? {})} (${str(e.why)})`
};
var describedEventTypes = Object.keys(describers);
function describeEvent(event) {
  const d = describers[event.type];
  return d ? d(event) : void 0;
}

// src/games/chicago-68/schema.ts
import * as z3 from "zod";

// src/games/chicago-68/task-schema.ts
import * as z2 from "zod";
var n = z2.number().int();
var area = z2.string();
var owner = factionSchema;
var demoKey = z2.enum(["m1", "m2", "ag", "pig"]);
var policeKey = z2.enum(["p1", "p2", "tac"]);
var group = z2.object({ m1: n, m2: n, ag: n, pig: n });
var task = (kind, fields) => z2.object({ kind: z2.literal(kind), ...fields });
var stepSchema = z2.enum([
  "setup:streetTheater",
  "setup:policies",
  "setup:police",
  "setup:park",
  "setup:incendiary",
  "setup:done",
  "round:begin",
  "round:bail",
  "round:leadership",
  "round:rankAndFile",
  "eor:flock",
  "eor:capital",
  "eor:press",
  "eor:vote",
  "eor:cleanup",
  "eor:pigasusMove",
  "eor:pigasusCheck",
  "eor:dozer",
  "eor:checks",
  "round:next",
  // solo and co-op (rules/solo/steps.ts)
  "setup:machine",
  "round:machineTactics",
  "eor:machine"
]);
var perFaction = (t) => z2.object({ mayor: t, police: t, yippies: t, mobe: t });
var taskSchema = z2.discriminatedUnion("kind", [
  // the game's structure (rules/sequence.ts, setup.ts, round.ts, turns.ts)
  task("seq", { steps: z2.array(stepSchema), i: n }),
  task("drawPolicies", { left: n }),
  task("setupPlace", { i: n }),
  task("setupPark", {}),
  task("setupPost", { areas: z2.array(area) }),
  task("bail", {}),
  task("phase", {
    name: z2.enum(["leadership", "rankAndFile", "vto"]),
    order: z2.array(factionSchema),
    played: perFaction(n),
    passed: perFaction(z2.boolean()),
    last: factionSchema.nullable(),
    /** 6.1 Variable Turn Order: the Mayor's turn first, the drawn Turn cards, the Police's turn last. */
    stage: z2.enum(["first", "middle", "done"]),
    next: factionSchema.nullable()
  }),
  task("turn", {
    faction: factionSchema,
    /** The card action of the turn was taken. */
    card: z2.boolean(),
    /** 2.7.3 Opportunity cards gained this turn: playable on a later turn only. */
    fresh: z2.array(z2.string()),
    /** 6.3.2 Post arrangements reached by the Post free action since the turn's last other action. */
    posts: z2.array(z2.string()),
    /** 2.9.4 Tactics cards activated this turn (each at most once per turn, see rulings.md). */
    tactics: z2.array(z2.string())
  }),
  task("endOfTurn", {}),
  task("vtoWindow", { seats: z2.array(z2.string()) }),
  task("pigasusMove", { at: area }),
  task("dozer", { start: z2.string(), moves: n, prev: z2.string() }),
  task("nominate", {}),
  // chance: a draw from a deck or the Delegate Bag
  task("draw", {
    deck: z2.enum(["st", "mob", "policy", "bag", "vto"]),
    purpose: z2.enum(["splay", "mob", "vote", "nominate", "vto"]),
    area: area.nullable()
  }),
  // the effect interpreter (rules/effects.ts)
  task("effects", { effects: z2.array(effectSchema), next: n, side: sideSchema, area: area.nullable(), req: z2.array(area), source: z2.string() }),
  task("effectAt", { effect: effectSchema, side: sideSchema, options: z2.array(area), source: z2.string() }),
  task("arrestPick", { area, left: n }),
  task("injurePick", { area, left: n }),
  task("releasePick", { left: n }),
  task("barrierPlace", { left: n }),
  task("barrierRemove", { barrier: z2.enum(["barricade", "barbedWire"]), left: n }),
  task("freeCard", { card: z2.string() }),
  task("stPlace", { card: z2.string() }),
  task("opportunityHand", { card: z2.string(), hands: z2.array(factionSchema) }),
  task("gasLeave", { area }),
  task("bonus", { side: sideSchema, level: n }),
  task("bonusUnit", { side: sideSchema }),
  task("overflowD", {}),
  task("overflowE", {}),
  task("policyPlace", { card: z2.string() }),
  // Action Cards (rules/cards/*.ts), one kind per card and stage
  task("authorizeBarbedWire", { owner }),
  task("deployOfficers", { owner }),
  task("greasePalms", { owner }),
  task("mandate", { owner }),
  task("strategyOfConfrontation", { owner }),
  task("workTheMachine", { owner }),
  task("clash", { owner }),
  task("march", { owner }),
  task("marchDest", { owner, at: area, continuing: z2.boolean(), visited: z2.array(area) }),
  task("marchEscort", { owner, at: area, to: area, visited: z2.array(area), group }),
  task("speechify", { owner }),
  task("streetFightingMan", { owner }),
  task("advance", { owner }),
  task("advanceDest", { owner, from: area, unit: policeKey }),
  task("advanceTarget", { owner, from: area, unit: policeKey, to: area }),
  task("deployBarbedWire", { owner }),
  task("massArrest", { owner }),
  task("massArrestTarget", { owner, area, taken: z2.array(demoKey) }),
  task("move", { owner, arrived: z2.record(z2.string(), z2.object({ p1: n, p2: n, tac: n })) }),
  task("moveDest", { owner, arrived: z2.record(z2.string(), z2.object({ p1: n, p2: n, tac: n })), from: area, unit: policeKey }),
  task("teargas", { owner, placed: n, chaos: z2.boolean(), chaosArea: area.nullable() }),
  task("drawDown", { owner }),
  task("drawDownChoice", { owner }),
  task("flamethrowers", { owner }),
  task("rapidDeployment", { owner }),
  task("rapidDeploymentMove", { owner, to: area, moved: n }),
  task("agitate", { owner }),
  task("agitateDraw", { owner, left: n }),
  task("lead", { owner }),
  task("leadDest", { owner, at: area, origin: area, moves: n }),
  task("leadEscort", { owner, at: area, origin: area, moves: n, to: area, group }),
  task("rally", { owner }),
  // solo and co-op: the Machine (rules/solo/*.ts)
  task("machineTurn", { faction: z2.enum(["mayor", "police"]), drawn: z2.boolean(), tried: z2.array(z2.string()), extra: z2.boolean() }),
  task("machineDraw", { deck: z2.enum(["mayor", "police", "tactics", "policy"]) }),
  task("machineCard", {
    faction: z2.enum(["mayor", "police"]),
    card: z2.string(),
    /** The card's stage, and the areas picked so far in it (by Priority, ties broken by chance). */
    stage: n,
    picks: z2.array(area),
    /** The area the card acts on, once chosen. */
    area: area.nullable(),
    /** Police units moved by the card so far. */
    moved: z2.object({ p1: n, p2: n, tac: n })
  }),
  task("oversight", { skipped: z2.array(z2.string()) }),
  task("activeMove", { to: area })
]);

// src/games/chicago-68/schema.ts
var incendiaryConfigSchema = z3.strictObject({
  pigasus: z3.boolean().default(false),
  policePosts: z3.boolean().default(false),
  daleyDozer: z3.boolean().default(false),
  agentsOfChaos: z3.boolean().default(false)
});
var configSchema = z3.strictObject({
  /**
   * The competitive game, or the Demonstrators against the Machine (The Solo & Co-op Rules): `solo`, one
   * seat plays the Yippies and the MOBE; `coop`, one seat each. `players` and `split` apply to `competitive` only.
   */
  mode: z3.enum(["competitive", "solo", "coop"]).default("competitive"),
  /** 2 players (one per side) or 3–4 (6.2: one player per faction). */
  players: z3.union([z3.literal(2), z3.literal(3), z3.literal(4)]).default(2),
  /** With 3 players, which side is split between two players. */
  split: sideSchema.default("demonstrators"),
  /** 6.1 Variable Turn Order deck. */
  variableTurnOrder: z3.boolean().default(false),
  incendiary: incendiaryConfigSchema.default({ pigasus: false, policePosts: false, daleyDozer: false, agentsOfChaos: false }),
  /** Setup: Unbirthday Party for LBJ (6), the suggested Police setup (9) and Grant Park West (10). */
  firstGame: z3.boolean().default(false),
  chance: z3.enum(["auto", "manual"]).default("auto"),
  /** A user's own component set (validated); the reference set when absent. */
  components: componentSetSchema.optional()
}).refine((c) => !(c.mode === "solo" && c.variableTurnOrder), { message: "Variable Turn Order is a co-op option (solo setup 7)", path: ["variableTurnOrder"] });
var n2 = z3.number().int();
var machineStateSchema = z3.object({
  mode: z3.enum(["solo", "coop"]),
  /** Active tokens per City Area (areas with none are left out), and those not on the map. */
  active: z3.record(z3.string(), n2),
  activeSupply: n2,
  /** The Machine Mayor and Machine Police decks (unordered: a draw is a chance node) and their discards. */
  decks: z3.object({ mayor: z3.array(z3.string()), police: z3.array(z3.string()) }),
  discards: z3.object({ mayor: z3.array(z3.string()), police: z3.array(z3.string()) }),
  /** Machine Tactics discards (the draw deck is `tacticsDeck`). */
  tacticsDiscard: z3.array(z3.string()),
  /** The card being resolved had an effect (MACHINE ACTION CARDS: a card with none is replaced). */
  effect: z3.boolean()
});
var unitsSchema = z3.object({
  /** Lv1 MOBE units. */
  m1: n2,
  /** Lv2 MOBE units. */
  m2: n2,
  /** Agitators. */
  ag: n2,
  /** Pigasus (6.3.1). */
  pig: n2,
  /** Lv1 Platoons. */
  p1: n2,
  /** Lv2 Platoons. */
  p2: n2,
  /** TAC Forces. */
  tac: n2
});
var unitKeySchema = z3.enum(["m1", "m2", "ag", "pig", "p1", "p2", "tac"]);
var areaStateSchema = z3.object({
  /** 2.3 The units in the area, by kind. */
  u: unitsSchema,
  /** 2.4.1 Rally Flag value, or null. */
  flag: n2.nullable(),
  /** 2.4.2 Tear Gas token. */
  gas: z3.boolean(),
  /** 2.4.3 National Guard tokens. */
  ng: n2,
  /** -1 Capital tokens (Glossary). */
  minus: n2,
  /** 6.3.2 Police Post: absent (null), empty (''), or holding one unit. */
  post: z3.enum(["", "p1", "p2", "tac"]).nullable()
});
var stateSchema = z3.object({
  rng: z3.array(n2),
  chance: z3.enum(["auto", "manual"]),
  components: componentSetSchema.nullable(),
  seats: z3.array(z3.string()),
  factionSeat: z3.record(factionSchema, z3.string()),
  vtoOn: z3.boolean(),
  inc: incendiaryConfigSchema,
  firstGame: z3.boolean(),
  round: n2,
  phase: z3.enum(["setup", "round", "final", "over"]),
  areas: z3.record(z3.string(), areaStateSchema),
  paths: z3.record(z3.string(), z3.object({ barricade: z3.boolean(), wire: z3.boolean() })),
  jeep: z3.string().nullable(),
  supply: z3.object({ m1: n2, m2: n2, ag: n2, flags: z3.array(n2), barricades: n2, pink: n2 }),
  box: z3.object({ m1: n2, m2: n2, ag: n2, pig: n2, p1: n2, p2: n2, tac: n2, posts: n2 }),
  police: z3.object({ reserves: z3.object({ p1: n2, p2: n2 }), injured: z3.object({ p1: n2, p2: n2 }), wire: n2, gas: n2 }),
  general: z3.object({ wire: n2, gas: n2, ng: n2, minus: n2 }),
  bonusUnits: z3.object({ p2: n2, m2: n2 }),
  capital: n2,
  exposure: n2,
  instability: n2,
  levelsReached: z3.array(n2),
  tiles: z3.record(z3.enum(["splay", "action", "unit", "exp"]), sideSchema.nullable()),
  extraUsed: z3.record(sideSchema, z3.boolean()),
  /** 2.11.5 "+1 ACTION" is the picking player's: the faction that claimed it when its side is split (6.2). */
  actionHolder: factionSchema.nullable(),
  delegates: z3.object({ track: z3.array(z3.enum(["blue", "red", "pink"])), bag: z3.object({ blue: n2, red: n2, pink: n2 }) }),
  noVote: z3.boolean(),
  hands: z3.record(factionSchema, z3.array(z3.string())),
  discards: z3.record(factionSchema, z3.array(z3.string())),
  stSplay: z3.array(z3.string()),
  stDeck: z3.array(z3.string()),
  stDiscard: z3.array(z3.string()),
  policySplay: z3.array(z3.object({ name: z3.string(), paid: n2 })),
  policyDeck: z3.array(z3.string()),
  policyDiscard: z3.array(z3.string()),
  tactic: z3.string().nullable(),
  tacticUsed: z3.boolean(),
  tacticsDeck: z3.array(z3.string()),
  mobDeck: z3.array(z3.string()),
  mobDiscard: z3.array(z3.string()),
  smokeEm: z3.boolean(),
  mobThisTurn: z3.boolean(),
  chaosPending: z3.boolean(),
  vtoDeck: z3.array(factionSchema),
  /** The pending tasks, top of the stack last (task-schema.ts). */
  tasks: z3.array(taskSchema),
  outcome: z3.object({ winners: z3.array(sideSchema), reason: z3.string(), major: z3.boolean() }).nullable(),
  /** Solo and co-op: the Machine (null in the competitive game). */
  machine: machineStateSchema.nullable()
});
var unit = z3.enum(["m1", "m2", "ag", "pig", "p1", "p2", "tac"]);
var actionSchema = z3.discriminatedUnion("type", [
  z3.strictObject({ type: z3.literal("play"), card: z3.string() }).meta({ section: "2.9.1", description: "On the faction's turn, before its card action (or again with the +1 ACTION tile, 2.11.5): play an Action Card from its hand whose action can be carried out." }),
  z3.strictObject({ type: z3.literal("pass") }).meta({ section: "1.3\u20131.4", description: "On the faction's turn, instead of a card action: pass, forfeiting its further actions this phase." }),
  z3.strictObject({ type: z3.literal("endTurn") }).meta({ section: "2.9.2", description: "On the faction's turn, after its card action: end the turn (free actions are taken before this)." }),
  z3.strictObject({ type: z3.literal("removeBarrier"), card: z3.string(), path: z3.string() }).meta({ section: "2.9.3", description: "A free action of the faction on turn (or in the Variable Turn Order window, 6.1.2): discard a Conflict Card to remove a Barrier its units face." }),
  z3.strictObject({ type: z3.literal("streetTheater"), card: z3.string() }).meta({ section: "2.9.6", description: "A free action on a Yippie or MOBE turn: activate a Street Theater card of the splay whose Agitator location requirement is met." }),
  z3.strictObject({ type: z3.literal("discardCounter"), card: z3.string(), area: z3.string() }).meta({ section: "2.9.5", description: "A free action on a Yippie or MOBE turn: remove the Agitator in an area to discard a Counterrevolutionary card of the splay." }),
  z3.strictObject({ type: z3.literal("tactic") }).meta({ section: "2.9.4", description: "A free action on a Police turn: use the current Tactics card, once per round." }),
  z3.strictObject({ type: z3.literal("post"), area: z3.string(), unit: z3.enum(["", "p1", "p2", "tac"]) }).meta({ section: "6.3.2", description: "With Police Posts, a free action on a Police turn: move a Police unit into (unit) or out of ('') the Post of its area." }),
  z3.strictObject({ type: z3.literal("area"), area: z3.string() }).meta({ section: "2.9.1", description: "When a card, setup or a rule asks for an area: where to place, act, march or move to. Against the Machine also a chance outcome (manual mode): the area drawn among areas of equal Priority (`priorityTie`) or among its equal answers (`machineTie`)." }),
  z3.strictObject({ type: z3.literal("path"), path: z3.string() }).meta({ section: "2.10.1", description: "When a card asks for a path between two areas: where a Barrier goes, or where the Armored Jeep moves (6.3.3)." }),
  z3.strictObject({ type: z3.literal("unit"), area: z3.string(), unit: z3.enum([...unit.options, "post"]) }).meta({ section: "3.1", description: "When a card or rule asks for one unit in an area: the target of a conflict, a unit to move or place (post: the Platoon in its Police Post)." }),
  z3.strictObject({ type: z3.literal("move"), unit, from: z3.string(), to: z3.string() }).meta({ section: "2.4.2", description: "When units must leave Tear Gas, are released from Jail (1.2) or are moved by a card: one unit from an area to another." }),
  z3.strictObject({ type: z3.literal("escort"), unit: z3.enum(["m1", "m2", "ag", "pig"]) }).meta({ section: "Appendix 2", description: "During MARCH or LEAD: one more Demonstrator unit joins the group." }),
  z3.strictObject({ type: z3.literal("flag"), area: z3.string(), value: n2 }).meta({ section: "Appendix 2", description: "During RALLY: place a Rally Flag of this value in this area." }),
  z3.strictObject({ type: z3.literal("card"), card: z3.string() }).meta({ section: "2.8", description: "When a card is asked for by name: a Policy to activate, a Tactics card to make current, a splay card to replace." }),
  z3.strictObject({ type: z3.literal("discardDrawn") }).meta({ section: "2.8.2", description: "When a card is drawn into a full splay: discard it instead of replacing a card." }),
  z3.strictObject({ type: z3.literal("tile"), tile: z3.enum(["splay", "action", "unit", "exp"]) }).meta({ section: "2.11.3\u20132.11.4", description: "When the side reaches an Instability level that earns a bonus: claim an available Instability Bonus tile. Against the Machine also a chance outcome (manual mode, `machineTie`): the tile it takes at random." }),
  z3.strictObject({ type: z3.literal("benefit"), benefit: z3.enum(["instability", "exposure"]) }).meta({ section: "Appendix 4", description: "During DRAW DOWN: Instability \u22121 or 2 Exposure." }),
  z3.strictObject({ type: z3.literal("hand"), faction: factionSchema }).meta({ section: "2.7.3", description: "When an Opportunity card is activated and may go to either hand: the faction whose hand takes it." }),
  z3.strictObject({ type: z3.literal("done") }).meta({ section: "2.9.2", description: "Whenever a question may be left: stop, decline, skip, or go with the units chosen." }),
  z3.strictObject({ type: z3.literal("draw"), item: z3.string() }).meta({ section: "2.7", description: "Chance (manual mode): the card (or Delegate, Variable Turn Order card, Machine card) drawn; which deck, for what, is `ask` (questions.md). The Machine's random picks are `area`, `tile` and its other answers." })
]);
var chanceQuestionSchema = z3.union([
  z3.strictObject({ chance: z3.literal("draw"), deck: z3.enum(["st", "mob", "policy", "bag", "vto"]), purpose: z3.enum(["splay", "mob", "vote", "nominate", "vto"]), area: z3.string().nullable() }),
  z3.strictObject({ chance: z3.literal("draw"), deck: z3.enum(["machine mayor", "machine police", "machine tactics", "machine policy"]), for: z3.enum(["mayor", "police", "machine"]) }),
  z3.strictObject({ chance: z3.literal("priorityTie"), card: z3.string(), faction: factionSchema, order: z3.enum(["highest", "lowest"]), areas: z3.array(z3.string()) }),
  z3.strictObject({ chance: z3.literal("machineTie"), question: z3.string(), faction: factionSchema, options: n2 })
]);
var viewSchema = z3.object({
  /** The seat whose view this is (a side or a faction), or null for a spectator. */
  seat: z3.string().nullable(),
  /** The round being played (1–5; 1–4 against the Machine). */
  round: n2,
  /** Where the game stands: `setup`, `round`, `final` (the Final Nomination after the last round) or `over`. */
  phase: z3.string(),
  /** The seat that decides now; null once the game is over. */
  toMove: z3.string().nullable(),
  /** What is being asked now, in words. */
  prompt: z3.string(),
  /** Each City Area (and the Jail) by name: units, Rally Flag, Tear Gas, National Guard, −1 Capital tokens, Police Post. */
  areas: z3.record(z3.string(), areaStateSchema),
  /** Each path between two areas by id: whether it holds a Barricade or Barbed Wire (2.10). */
  paths: z3.record(z3.string(), z3.object({ barricade: z3.boolean(), wire: z3.boolean() })),
  /** 6.3.3 The area of the Armored Jeep, or null. */
  jeep: z3.string().nullable(),
  /** The Demonstrators' units, Rally Flags, Barricades and pink Delegates not on the map. */
  supply: stateSchema.shape.supply,
  /** Units out of play (the box: removed Pigasus, unclaimed bonus units…) and unused Police Posts, by kind. */
  box: stateSchema.shape.box,
  /** Police Reserves and Injured Platoons, Barbed Wire and Tear Gas counters in stock. */
  police: stateSchema.shape.police,
  /** General supply of Barbed Wire, Tear Gas, National Guard and −1 Capital tokens. */
  general: stateSchema.shape.general,
  /** The +2 UNIT Instability bonus units not yet claimed (a Lv2 Platoon, a Lv2 MOBE; setup 5). */
  bonusUnits: stateSchema.shape.bonusUnits,
  /** 2.11.1 The Establishment's Capital. */
  capital: n2,
  /** 2.11.2 The Demonstrators' Exposure. */
  exposure: n2,
  /** 2.11.3 The Instability track. */
  instability: n2,
  /** 2.11.3–2.11.4 Instability Bonus tiles: the side that holds each, or null. */
  tiles: stateSchema.shape.tiles,
  /** 2.12 The Delegates on the track (blue, red, pink), and those left in the bag. */
  delegates: stateSchema.shape.delegates,
  /** The hands of the factions this seat plays, by faction (others' are hidden). */
  hands: z3.record(z3.string(), z3.array(z3.string())),
  /** How many cards each faction holds. */
  handSizes: z3.record(z3.string(), n2),
  /** Each faction's discard pile. */
  discards: stateSchema.shape.discards,
  /** 2.9.6 The Street Theater splay. */
  stSplay: z3.array(z3.string()),
  /** How many Street Theater cards are left in the deck. */
  stDeckSize: n2,
  /** Discarded Street Theater cards. */
  stDiscard: z3.array(z3.string()),
  /** 2.8 The Policy splay, with the Capital paid on each. */
  policySplay: stateSchema.shape.policySplay,
  /** How many Policy cards are left in the deck. */
  policyDeckSize: n2,
  /** 2.9.4 The current Tactics card, or null. */
  tactic: z3.string().nullable(),
  /** Whether the current Tactics card was used this round. */
  tacticUsed: z3.boolean(),
  /** The Tactics cards the Police may make current (none against the Machine: face down). */
  tacticsAvailable: z3.array(z3.string()),
  /** How many Mob Chaos cards are left in the deck. */
  mobDeckSize: n2,
  /** Discarded Mob Chaos cards. */
  mobDiscard: z3.array(z3.string()),
  /** The Policy SMOKE 'EM is in effect: TEARGAS may be used in areas without TAC Forces. */
  smokeEm: z3.boolean(),
  /** The faction on turn, and whether it took its card action. */
  turn: z3.object({ faction: factionSchema, card: z3.boolean() }).nullable(),
  /** 6.1 How many Variable Turn Order cards are left. */
  vtoDeckSize: n2,
  /** The legal actions of the seat whose view this is (empty when it is not to move). */
  legal: z3.array(actionSchema),
  /** What is being asked now, as data (`ask`: public, the same for every seat); null once the game is over. */
  ask: z3.union([chanceQuestionSchema, decisionQuestionSchema]).nullable(),
  /** The game's component set when the config gave one (public); null for the reference set. */
  components: componentSetSchema.nullable(),
  /** The end of the game: the winning sides, the reason, whether it is a major victory; null while it runs. */
  outcome: stateSchema.shape.outcome,
  /** Solo and co-op: Active tokens, the Machine decks' sizes and discards (null in the competitive game). */
  machine: z3.object({
    active: z3.record(z3.string(), n2),
    activeSupply: n2,
    deckSizes: z3.object({ mayor: n2, police: n2, tactics: n2 }),
    discards: z3.object({ mayor: z3.array(z3.string()), police: z3.array(z3.string()), tactics: z3.array(z3.string()) })
  }).nullable()
});

// src/games/chicago-68/view.ts
function factionsOf(s, seat) {
  return Object.keys(s.factionSeat).filter((f) => s.factionSeat[f] === seat);
}
function viewOf(s, seat) {
  const mine = factionsOf(s, seat);
  const hands = {};
  const handSizes = {};
  for (const f of ["mayor", "police", "yippies", "mobe"]) {
    handSizes[f] = s.hands[f].length;
    if (mine.includes(f)) hands[f] = [...s.hands[f]];
  }
  const toMove = chicagoTaskMachine.toMove(s);
  const turn = turnOf(s);
  const view = {
    seat,
    round: s.round,
    phase: s.phase,
    toMove,
    prompt: promptOf(s),
    areas: s.areas,
    paths: s.paths,
    jeep: s.jeep,
    supply: s.supply,
    box: s.box,
    police: s.police,
    general: s.general,
    bonusUnits: s.bonusUnits,
    capital: s.capital,
    exposure: s.exposure,
    instability: s.instability,
    tiles: s.tiles,
    delegates: s.delegates,
    hands,
    handSizes,
    discards: s.discards,
    stSplay: s.stSplay,
    stDeckSize: s.stDeck.length,
    stDiscard: s.stDiscard,
    policySplay: s.policySplay,
    policyDeckSize: s.policyDeck.length,
    tactic: s.tactic,
    tacticUsed: s.tacticUsed,
    // against the Machine its Tactics deck is face down (solo setup 3)
    tacticsAvailable: s.machine ? [] : s.tacticsDeck,
    mobDeckSize: s.mobDeck.length,
    mobDiscard: s.mobDiscard,
    smokeEm: s.smokeEm,
    turn: turn ? { faction: turn.faction, card: turn.card } : null,
    vtoDeckSize: s.vtoDeck.length,
    legal: seat !== null && toMove === seat ? chicagoTaskMachine.legalActions(s) : [],
    ask: chicagoTaskMachine.ask(s),
    // its chance nodes are those of chanceQuestionSchema (test/questions.test.ts)
    components: s.components,
    outcome: s.outcome,
    machine: s.machine && {
      active: s.machine.active,
      activeSupply: s.machine.activeSupply,
      deckSizes: { mayor: s.machine.decks.mayor.length, police: s.machine.decks.police.length, tactics: s.tacticsDeck.length },
      discards: { ...s.machine.discards, tactics: s.machine.tacticsDiscard }
    }
  };
  return view;
}

// src/games/chicago-68/event-schema.ts
import * as z4 from "zod";
var n3 = z4.number().int();
var area2 = z4.string();
var card = z4.string();
var units = z4.string();
var why3 = z4.string();
var solo2 = "The Solo & Co-op Rules";
var byMachine = z4.literal("the Machine");
var eventSchema = z4.discriminatedUnion("type", [
  z4.strictObject({ type: z4.literal("round"), round: n3, time: z4.enum(["Day", "Night"]) }).meta({ section: "1.1", description: "A round begins." }),
  z4.strictObject({ type: z4.literal("phase"), phase: z4.enum(["Leadership (1.3)", "Rank-and-File (1.4)", "Variable Turn Order (6.1)"]) }).meta({ section: "1.3\u20131.4", description: "A phase of the round begins." }),
  z4.strictObject({ type: z4.literal("turn"), faction: factionSchema }).meta({ section: "2.9", description: "A faction's turn begins." }),
  z4.strictObject({ type: z4.literal("turnCard"), faction: factionSchema }).meta({ section: "6.1", description: "Variable Turn Order: the drawn Turn card names the faction acting next." }),
  z4.strictObject({ type: z4.literal("played"), faction: factionSchema, card, with: z4.literal("+1 ACTION").optional() }).meta({ section: "2.9", description: "A faction plays an Action Card (`with`: the +1 ACTION bonus tile for a second card)." }),
  z4.strictObject({ type: z4.literal("resolved"), faction: factionSchema, card, free: z4.literal(true) }).meta({ section: "2.9.2", description: "A card is resolved as a free action (a Tactics card or an effect says so)." }),
  z4.strictObject({ type: z4.literal("passed"), faction: factionSchema }).meta({ section: "1.4", description: "A faction passes for the rest of the phase." }),
  z4.strictObject({ type: z4.literal("discarded"), faction: factionSchema, card, why: why3 }).meta({ section: "2.9.3", description: "A faction discards a card (to remove a Barrier)." }),
  z4.strictObject({ type: z4.literal("placed"), units, area: area2, why: why3 }).meta({ section: "2.3", description: "Units (or a token) are placed in an area." }),
  z4.strictObject({ type: z4.literal("moved"), units, from: area2, to: area2, why: why3.optional(), by: byMachine.optional() }).meta({ section: "2.10", description: "Units move from one area to another." }),
  z4.strictObject({ type: z4.literal("removed"), units, area: area2, to: z4.enum(["the game", "the Reserves", "the supply"]), why: why3.optional() }).meta({ section: "2.5.2", description: "Units leave the board." }),
  z4.strictObject({ type: z4.literal("replaced"), unit: units, by: units, area: area2 }).meta({ section: "Appendix 2", description: "A unit is replaced by another (a MOBE by an Agitator)." }),
  z4.strictObject({ type: z4.literal("released"), unit: units, to: area2 }).meta({ section: "1.2", description: "A jailed unit is released to a park." }),
  z4.strictObject({ type: z4.literal("arrested"), unit: units, area: area2 }).meta({ section: "2.3.4", description: "A Demonstrator unit is arrested and jailed." }),
  z4.strictObject({ type: z4.literal("injured"), unit: units, area: area2, inPost: z4.literal(true).optional(), replacedBy: units.optional() }).meta({ section: "2.3.3", description: "A Police unit is injured (in its Post; replaced by a Lv1 Platoon)." }),
  z4.strictObject({ type: z4.literal("healed"), units, to: z4.literal("the Reserves"), why: why3 }).meta({ section: "2.3.3", description: "Injured Police units go back to the Reserves." }),
  z4.strictObject({ type: z4.literal("conflict"), by: sideSchema, area: area2, units: n3, mobChaos: z4.boolean() }).meta({ section: "3.1", description: "A conflict in an area, by a side with so many units (Mob Chaos: the Mob Chaos rules apply)." }),
  z4.strictObject({ type: z4.literal("mobChaos"), card, effect: z4.enum(["Day", "Night"]), area: area2.optional() }).meta({ section: "2.7.5", description: "A Mob Chaos card is resolved (its Day or Night effect, where it strikes)." }),
  z4.strictObject({ type: z4.literal("exposure"), side: sideSchema, change: n3, marker: z4.string(), overflow: z4.literal(true).optional() }).meta({ section: "2.12.1", description: "A side gains Exposure; the marker now reads `marker` (overflow: past the end of the track, 2.12.2)." }),
  z4.strictObject({ type: z4.literal("instability"), from: n3, to: n3, mobChaosDue: z4.literal(true).optional() }).meta({ section: "2.11", description: "Instability changes (past 13: a Mob Chaos card is due)." }),
  z4.strictObject({ type: z4.literal("capital"), change: n3, budget: n3, why: why3 }).meta({ section: "2.5.3", description: "The Municipal Budget changes." }),
  z4.strictObject({ type: z4.literal("delegate"), color: z4.enum(["blue", "red", "pink"]), count: n3.optional(), to: z4.enum(["track", "bag"]), from: area2.optional(), why: why3 }).meta({ section: "4.4", description: "Delegates go to the Delegate Track or the Delegate Bag (count absent: one)." }),
  z4.strictObject({ type: z4.literal("flagPlaced"), area: area2, value: n3, why: why3.optional() }).meta({ section: "Appendix 2", description: "A Rally Flag is placed." }),
  z4.strictObject({ type: z4.literal("flagRemoved"), area: area2, value: n3, why: why3 }).meta({ section: "2.4.1", description: "A Rally Flag leaves an area." }),
  z4.strictObject({ type: z4.literal("tearGas"), area: area2 }).meta({ section: "2.4.2", description: "Tear Gas is placed: every Demonstrator must leave." }),
  z4.strictObject({ type: z4.literal("tearGasCleared"), area: area2 }).meta({ section: "2.4.2", description: "The Tear Gas goes back to the general supply." }),
  z4.strictObject({ type: z4.literal("barrierPlaced"), barrier: z4.enum(["Barricade", "Barbed Wire"]), path: z4.string(), by: byMachine.optional() }).meta({ section: "2.10.1", description: "A Barrier is placed on a path." }),
  z4.strictObject({ type: z4.literal("barrierRemoved"), barrier: z4.enum(["Barricade", "Barbed Wire"]), path: z4.string(), why: why3.optional() }).meta({ section: "2.9.3", description: "A Barrier is removed from a path." }),
  z4.strictObject({ type: z4.literal("armoredJeep"), from: area2, to: z4.string() }).meta({ section: "6.3.3", description: "Daley Dozer: the Armored Jeep moves (to a path)." }),
  z4.strictObject({ type: z4.literal("policeSupply"), added: z4.string(), why: why3.optional() }).meta({ section: "2.5.2", description: "Barbed Wire or Tear Gas is added to the Police Supply." }),
  z4.strictObject({ type: z4.literal("policy"), card, activation: n3.optional(), by: z4.string().optional(), text: z4.string().optional() }).meta({ section: "2.8.1", description: "A Policy is activated (its activation number; by a Machine card in solo/co-op)." }),
  z4.strictObject({ type: z4.literal("policySplay"), card, replacing: card.optional() }).meta({ section: "2.8.1", description: "A card enters the Policy splay." }),
  z4.strictObject({ type: z4.literal("policySkipped"), card, why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine skips a Policy." }),
  z4.strictObject({ type: z4.literal("policySplayRefreshed"), kept: z4.array(card) }).meta({ section: solo2, description: "Solo/co-op: the Machine's Policy splay shifts left and is refilled." }),
  z4.strictObject({ type: z4.literal("streetTheater"), card, text: z4.string() }).meta({ section: "2.9.6", description: "A Street Theater card is resolved." }),
  z4.strictObject({ type: z4.literal("streetTheaterSplay"), card }).meta({ section: "2.7", description: "A card enters the Street Theater splay." }),
  z4.strictObject({ type: z4.literal("streetTheaterDiscarded"), card }).meta({ section: "2.8.2", description: "A card is discarded from the Street Theater splay." }),
  z4.strictObject({ type: z4.literal("counterrevolutionaryDiscarded"), card, agitatorFrom: area2 }).meta({ section: "2.9.5", description: "A Counterrevolutionary card is discarded by removing an Agitator." }),
  z4.strictObject({ type: z4.literal("cardGained"), faction: factionSchema, card, why: why3.optional() }).meta({ section: "2.7.3", description: "A card joins a faction's hand." }),
  z4.strictObject({ type: z4.literal("tactic"), card, text: z4.string() }).meta({ section: "2.9.4", description: "A Tactics card takes effect." }),
  z4.strictObject({ type: z4.literal("tacticsCard"), card, why: why3.optional(), text: z4.string().optional() }).meta({ section: "2.7.4", description: "A card becomes the Current Tactic." }),
  z4.strictObject({ type: z4.literal("bonusTile"), tile: z4.string(), side: sideSchema, level: n3 }).meta({ section: "2.11.5", description: "A side claims a bonus tile at this Instability level." }),
  z4.strictObject({ type: z4.literal("postFilled"), area: area2, unit: units, by: byMachine }).meta({ section: "6.3.2", description: "Police Posts: a Police unit stands in the Post of an area." }),
  z4.strictObject({ type: z4.literal("active"), area: area2, count: n3 }).meta({ section: solo2, description: "Solo/co-op: an Active token is placed (`count` there now)." }),
  z4.strictObject({ type: z4.literal("activeMoved"), from: area2, to: area2 }).meta({ section: solo2, description: "Solo/co-op: all Active tokens are out, one moves." }),
  z4.strictObject({ type: z4.literal("activeCleared"), area: area2, count: n3 }).meta({ section: solo2, description: "Solo/co-op: Active tokens leave an area without Demonstrators." }),
  z4.strictObject({ type: z4.literal("machineCard"), faction: factionSchema.extract(["mayor", "police"]), card }).meta({ section: solo2, description: "Solo/co-op: the Machine's faction draws a Machine card." }),
  z4.strictObject({ type: z4.literal("machineNoEffect"), faction: factionSchema.extract(["mayor", "police"]), card }).meta({ section: solo2, description: "Solo/co-op: a Machine card has no effect; the Machine draws another." }),
  z4.strictObject({ type: z4.literal("machineIdle"), faction: factionSchema.extract(["mayor", "police"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine's faction does nothing." }),
  z4.strictObject({ type: z4.literal("machineExtraAction"), faction: factionSchema.extract(["mayor", "police"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine takes one more action." }),
  z4.strictObject({ type: z4.literal("machinePriority"), card, area: area2, order: z4.enum(["highest", "lowest"]), why: why3 }).meta({ section: solo2, description: "Solo/co-op: the area a Machine card picks by Priority, and the rule that chose it." }),
  z4.strictObject({ type: z4.literal("machineChoice"), task: z4.string(), choice: actionSchema, why: why3 }).meta({ section: solo2, description: "Solo/co-op: the Machine's answer to an Establishment question (the task kind) and why." }),
  z4.strictObject({ type: z4.literal("gameOver"), winners: z4.array(sideSchema), reason: z4.string() }).meta({ section: "5", description: "The game is over: the winning sides (none: both lose) and the reason." })
]);

// src/games/chicago-68/scenario.ts
function belowTurn(s) {
  const kinds = s.tasks.map((t) => t.kind);
  const i = Math.max(kinds.lastIndexOf("turn"), kinds.lastIndexOf("machineTurn"));
  return i < 0 ? s.tasks : s.tasks.slice(0, i);
}
function withTurn(s, faction) {
  const turn = { kind: "turn", faction, card: false, fresh: [], posts: [], tactics: [] };
  return { ...s, tasks: [...belowTurn(s), turn] };
}
function withMachineTurn(s, faction) {
  if (faction !== "mayor" && faction !== "police") throw new Error(`at('machineTurn'): the Machine plays the Mayor or the Police, not ${faction}`);
  if (s.machine === null) throw new Error("at('machineTurn'): not a solo or co-op game");
  if (s.machine.decks[faction].length + s.machine.discards[faction].length === 0) throw new Error(`at('machineTurn'): the Machine ${faction} deck and its discards are empty`);
  return settled(chicagoTaskMachine, { ...s, tasks: [...belowTurn(s), { kind: "machineTurn", faction, drawn: false, tried: [], extra: false }] });
}
function chicagoScenario(state) {
  const next2 = (change2) => chicagoScenario(edited(state, change2));
  return {
    state,
    units: (area3, units3) => next2((d) => {
      for (const [k, v] of Object.entries(units3)) d.areas[area3].u[k] += v;
    }),
    clearMap: () => next2((d) => {
      for (const a of Object.values(d.areas)) Object.assign(a, { u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0 });
      for (const p of Object.values(d.paths)) Object.assign(p, { barricade: false, wire: false });
    }),
    hand: (faction, cards) => next2((d) => void (d.hands[faction] = [...cards].sort())),
    cardPlayed: () => next2((d) => {
      const t = turnOf(d);
      if (t === void 0) throw new Error("cardPlayed: no faction is on turn");
      t.card = true;
    }),
    at: (point, faction) => {
      if (faction === void 0) throw new Error(`at('${point}'): say whose turn it is`);
      return chicagoScenario(point === "turn" ? withTurn(state, faction) : withMachineTurn(state, faction));
    },
    draw: (deck) => chicagoScenario(settled(chicagoTaskMachine, { ...state, tasks: [...state.tasks, { kind: "draw", deck, purpose: deck === "bag" ? "vote" : deck === "mob" ? "mob" : deck === "vto" ? "vto" : "splay", area: null }] })),
    active: (area3, n4) => next2((d) => {
      const m = d.machine;
      m.activeSupply += (m.active[area3] ?? 0) - n4;
      if (n4 > 0) m.active[area3] = n4;
      else delete m.active[area3];
    }),
    edit: next2
  };
}
function currentTurn(s) {
  const t = turnOf(s);
  return t ? { faction: t.faction, card: t.card } : null;
}
function pendingDraw(s) {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.kind === "draw") return t.deck;
  return t?.kind === "machineDraw" ? `machine ${t.deck}` : null;
}
function turnDecision(s) {
  const t = s.tasks[s.tasks.length - 1];
  return t !== void 0 && t === findTask(s, "turn");
}

// src/games/chicago-68/choices.ts
var step = (key, label) => ({ key, label });
var KINDS = { park: "a park", street: "a street", transit: "a transit area", jail: "the Jail" };
function pathOf2(a, where, road) {
  switch (a.type) {
    case "play":
      return [step(`card:${a.card}`, a.card), step("play", "play it for its action")];
    case "removeBarrier":
      return [step(`card:${a.card}`, a.card), step("barrier", "discard it to remove a Barrier"), ...road(a.path)];
    case "streetTheater":
      return [step(`card:${a.card}`, a.card), step("theater", "activate it (Street Theater)")];
    case "discardCounter":
      return [step(`card:${a.card}`, a.card), step("counter", "discard it, removing an Agitator"), step(a.area, `from ${a.area}`)];
    case "card":
      return [step(`card:${a.card}`, a.card), step("choose", "choose it")];
    case "unit":
      return [step(`area:${a.area}`, a.area), step(a.unit, `a ${unitName(a.unit)}`)];
    case "flag":
      return [step(`area:${a.area}`, a.area), step(String(a.value), `a +${a.value} Rally Flag`)];
    case "area":
      return where(a.area);
    case "move":
      return [step(`from:${a.from}`, `move from ${a.from}`), step(a.unit, `a ${unitName(a.unit)}`), step(a.to, `to ${a.to}`)];
    case "post":
      return [step("post", "Police Post"), step(a.area, a.area), step(a.unit, a.unit === "" ? "take the unit out" : `put a ${unitName(a.unit)} in`)];
    case "path":
      return road(a.path);
    case "pass":
      return [step("pass", "pass for the rest of the phase")];
    case "endTurn":
      return [step("endTurn", "end the turn")];
    case "tactic":
      return [step("tactic", "use the Tactics card")];
    case "escort":
      return [step(`escort:${a.unit}`, `add a ${unitName(a.unit)} to the group`)];
    case "discardDrawn":
      return [step("discardDrawn", "discard the drawn card")];
    case "tile":
      return [step(`tile:${a.tile}`, `claim the ${a.tile} bonus tile`)];
    case "benefit":
      return [step(`benefit:${a.benefit}`, a.benefit === "instability" ? "Instability \u22121" : "2 Exposure")];
    case "hand":
      return [step(`hand:${a.faction}`, `give the card to the ${a.faction}`)];
    case "done":
      return [step("done", "done")];
    case "draw":
      return [step(`draw:${a.item}`, `draw ${a.item}`)];
  }
}
function chicagoChoicePaths(view) {
  const b = board(view);
  const many = view.legal.filter((a) => a.type === "area").length > MAX_CHOICES - 1;
  const where = (area3) => {
    const kind = b.area.get(area3)?.kind;
    const at = step(`area:${area3}`, area3);
    return many && kind !== void 0 ? [step(`kind:${kind}`, `in ${KINDS[kind] ?? kind}`), at] : [at];
  };
  const roads = view.legal.filter((a) => a.type === "path" || a.type === "removeBarrier").length > MAX_CHOICES - 1;
  const road = (id) => {
    const ends = b.path.get(id);
    const at = step(`path:${id}`, ends ? `the path ${ends.a} \u2013 ${ends.b}` : `the path ${id}`);
    const kind = ends && b.area.get(ends.a)?.kind;
    return roads && kind ? [step(`from:${kind}`, `from ${KINDS[kind] ?? kind}`), at] : [at];
  };
  return view.legal.map((action) => ({ action, path: pathOf2(action, where, road) }));
}

// src/games/chicago-68/spaces/action-space.ts
var sortedUnique = (xs) => [...new Set(xs)].sort();
function build(set2) {
  const areas2 = set2.areas.map((a) => a.name);
  const machine = set2.machine ?? machineComponents;
  const cards = sortedUnique(
    [...set2.actionCards, ...set2.streetTheater, ...set2.policies, ...set2.tactics, ...set2.mobChaos, ...set2.incendiary, ...machine.tactics, ...machine.policies].map((c) => c.name)
  );
  const actionCards2 = sortedUnique(set2.actionCards.map((c) => c.name));
  const splayCards = sortedUnique([...set2.streetTheater, ...set2.incendiary].map((c) => c.name));
  const items = sortedUnique([
    ...[...set2.streetTheater, ...set2.policies, ...set2.mobChaos, ...set2.incendiary, ...machine.actions, ...machine.tactics, ...machine.policies].map((c) => c.name),
    ...["mayor", "police", "yippies", "mobe"],
    ...["blue", "red", "pink"]
  ]);
  const flags = [...new Set(set2.counts.rallyFlags)].sort((a, b) => a - b);
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: cards,
      "play.card": actionCards2,
      "removeBarrier.card": actionCards2,
      "discardCounter.card": splayCards,
      "streetTheater.card": splayCards,
      area: areas2,
      from: areas2,
      to: areas2,
      path: set2.paths.map((p) => p.id),
      value: flags,
      item: items
    })
  );
}
var spaceOf = cachedBy(build);
var chicagoActionSpace = (s) => spaceOf(s.components ?? referenceComponents);

// src/games/chicago-68/spaces/observation.ts
var INF = Number.POSITIVE_INFINITY;
var factions3 = factionSchema.options;
var units2 = unitKeySchema.options;
var posts = [null, ...viewSchema.shape.areas.valueType.shape.post.unwrap().options];
var tileKeys = ["splay", "action", "unit", "exp"];
var sides = [null, "establishment", "demonstrators"];
var colors2 = ["blue", "red", "pink"];
var sorted = (xs) => [...new Set(xs)].sort();
var flag = (b) => b ? 1 : 0;
function areaParts(area3, max) {
  const a = (v) => v.areas[area3];
  const p = `areas.${area3}.`;
  return [
    ...units2.map((u) => scalar(`${p}${u}`, `${u} units`, 0, max, (v) => a(v)?.u[u] ?? 0)),
    scalar(`${p}flag`, "Rally Flag value (0: none)", 0, max, (v) => a(v)?.flag ?? 0),
    scalar(`${p}gas`, "Tear Gas token", 0, 1, (v) => flag(a(v)?.gas)),
    scalar(`${p}ng`, "National Guard tokens", 0, max, (v) => a(v)?.ng ?? 0),
    scalar(`${p}minus`, "-1 Capital tokens", 0, max, (v) => a(v)?.minus ?? 0),
    oneHot(`${p}post`, "Police Post (6.3.2): none, empty or the unit in it", posts, (v) => a(v)?.post ?? null)
  ];
}
function build2(set2) {
  const k = set2.counts;
  const max = Math.max(k.smallRed, k.policeL1, k.policeL2, k.minusCapital, k.nationalGuard, ...k.rallyFlags);
  const actionCards2 = sorted(set2.actionCards.map((c) => c.name));
  const inPlay = (n4) => set2.actionCards.filter((c) => c.name === n4).reduce((k2, c) => k2 + c.copies, 0) + set2.streetTheater.filter((c) => c.grants?.card === n4).length;
  const copies = Math.max(...actionCards2.map(inPlay));
  const splayCards = sorted([...set2.streetTheater, ...set2.incendiary].map((c) => c.name));
  const policies2 = sorted(set2.policies.map((c) => c.name));
  const tactics2 = sorted(set2.tactics.map((c) => c.name));
  const mob = sorted([...set2.mobChaos, ...set2.incendiary].map((c) => c.name));
  const paths2 = set2.paths.map((p) => p.id);
  return observer([
    counts("seat.factions", "the factions the observing seat plays (none: a spectator)", factions3, 1, (v) => Object.keys(v.hands)),
    scalar("toMove.self", "the observing seat decides now", 0, 1, (v) => flag(v.seat !== null && v.toMove === v.seat)),
    scalar("toMove.chance", "a chance node is waiting (manual chance mode)", 0, 1, (v) => flag(v.toMove === "chance")),
    oneHot("round", "Round (1\u20135; 0 at setup)", [0, 1, 2, 3, 4, 5], (v) => v.round),
    oneHot("phase", "phase", ["setup", "round", "final", "over"], (v) => v.phase),
    oneHot("turn.faction", "the faction on turn", factions3, (v) => v.turn?.faction ?? null),
    scalar("turn.card", "it took its card action", 0, 1, (v) => flag(v.turn?.card)),
    ...set2.areas.flatMap((a) => areaParts(a.name, max)),
    ...paths2.flatMap((id) => [
      scalar(`paths.${id}.barricade`, "Barricade on the path", 0, 1, (v) => flag(v.paths[id]?.barricade)),
      scalar(`paths.${id}.wire`, "Barbed Wire on the path", 0, 1, (v) => flag(v.paths[id]?.wire))
    ]),
    oneHot("jeep", "the path of the Armored Jeep (none: off the board)", paths2, (v) => v.jeep),
    ...["m1", "m2", "ag", "barricades", "pink"].map((x) => scalar(`supply.${x}`, `${x} in the Demonstrators' supply`, 0, max, (v) => v.supply[x])),
    counts("supply.flags", "Rally Flags in the supply, by value", [...new Set(k.rallyFlags)].sort((a, b) => a - b), k.rallyFlags.length, (v) => v.supply.flags),
    ...["m1", "m2", "ag", "pig", "p1", "p2", "tac", "posts"].map((x) => scalar(`box.${x}`, `${x} out of play`, 0, max, (v) => v.box[x])),
    ...["p1", "p2"].map((x) => scalar(`police.reserves.${x}`, `${x} in the Reserves`, 0, max, (v) => v.police.reserves[x])),
    ...["p1", "p2"].map((x) => scalar(`police.injured.${x}`, `${x} injured`, 0, max, (v) => v.police.injured[x])),
    scalar("police.wire", "Barbed Wire in the Police Supply", 0, k.barbedWire, (v) => v.police.wire),
    scalar("police.gas", "Tear Gas in the Police Supply", 0, k.tearGas, (v) => v.police.gas),
    ...["wire", "gas", "ng", "minus"].map((x) => scalar(`general.${x}`, `${x} in the general supply`, 0, max, (v) => v.general[x])),
    scalar("bonusUnits.p2", "bonus Lv2 Platoons", 0, max, (v) => v.bonusUnits.p2),
    scalar("bonusUnits.m2", "bonus Lv2 MOBEs", 0, max, (v) => v.bonusUnits.m2),
    scalar("capital", "Capital in the Municipal Budget", 0, INF, (v) => v.capital),
    scalar("exposure", "Exposure (> 0: the Establishment ahead)", -k.exposureTrack, k.exposureTrack, (v) => v.exposure),
    scalar("instability", "Instability", 0, 13, (v) => v.instability),
    ...tileKeys.map((t) => oneHot(`tiles.${t}`, `who claimed the ${t} bonus tile`, sides, (v) => v.tiles[t])),
    counts("delegates.track", "Delegates on the track, by colour", colors2, k.delegateTrack, (v) => v.delegates.track),
    ...colors2.map((c) => scalar(`delegates.bag.${c}`, `${c} Delegates in the bag`, 0, INF, (v) => v.delegates.bag[c])),
    counts("hands", "the observing seat's own hands", actionCards2, copies, (v) => Object.values(v.hands).flat()),
    ...factions3.map((f) => scalar(`handSizes.${f}`, `cards in the ${f} hand`, 0, actionCards2.length, (v) => v.handSizes[f] ?? 0)),
    counts("discards", "Action Cards in the discards", actionCards2, copies, (v) => Object.values(v.discards).flat()),
    counts("stSplay", "the Street Theater splay", splayCards, INF, (v) => v.stSplay),
    scalar("stDeckSize", "Street Theater deck size", 0, INF, (v) => v.stDeckSize),
    counts("stDiscard", "Street Theater discard", splayCards, INF, (v) => v.stDiscard),
    counts("policySplay", "the Policy splay", policies2, INF, (v) => v.policySplay.map((p) => p.name)),
    scalar("policySplay.paid", "Capital paid on the Policy splay", 0, INF, (v) => v.policySplay.reduce((n4, p) => n4 + p.paid, 0)),
    scalar("policyDeckSize", "Policy deck size", 0, INF, (v) => v.policyDeckSize),
    oneHot("tactic", "the Current Tactics card", tactics2, (v) => v.tactic),
    scalar("tacticUsed", "Tactics used this round", 0, 1, (v) => flag(v.tacticUsed)),
    counts("tacticsAvailable", "Tactics cards available", tactics2, 1, (v) => v.tacticsAvailable),
    scalar("mobDeckSize", "Mob Chaos deck size", 0, INF, (v) => v.mobDeckSize),
    counts("mobDiscard", "Mob Chaos discard", mob, INF, (v) => v.mobDiscard),
    scalar("smokeEm", "Smoke 'Em Out is in effect", 0, 1, (v) => flag(v.smokeEm)),
    scalar("vtoDeckSize", "Turn Order deck size (6.1)", 0, INF, (v) => v.vtoDeckSize)
  ]);
}
var observerOf = cachedBy(build2);
var chicagoObserver = (s) => observerOf(s.components ?? referenceComponents);

// src/games/chicago-68/bots/heuristic.ts
var areaData = new Map(referenceComponents.areas.map((a) => [a.name, a]));
var demonstratorUnits = /* @__PURE__ */ new Set(["m1", "m2", "ag", "pig"]);
var sideOf2 = (seat) => seat === "establishment" || seat === "mayor" || seat === "police" ? "establishment" : "demonstrators";
var police = (u) => u.p1 + 2 * u.p2 + 3 * u.tac;
var demonstrators = (u) => u.m1 + 2 * u.m2 + 2 * u.ag + u.pig;
function areaScore(view, side, name) {
  const a = view.areas[name];
  const data = areaData.get(name);
  if (!a) return 0;
  if (side === "establishment") return 3 * a.u.ag + demonstrators(a.u) + (data?.blue ?? 0);
  return demonstrators(a.u) - 2 * police(a.u) + (data?.red ?? 0) + (data?.star ? 1 : 0) - (a.gas ? 3 : 0);
}
function unitScore(view, side, a) {
  const mine = demonstratorUnits.has(a.unit) === (side === "demonstrators");
  const rank = { ag: 4, m2: 3, tac: 3, p2: 2, m1: 1, p1: 1, pig: 0, post: 1 };
  const strength2 = rank[a.unit] ?? 0;
  if (mine) return side === "demonstrators" && a.unit === "ag" ? -1 : strength2 + areaScore(view, side, a.area) / 10;
  return strength2 + areaScore(view, side, a.area) / 10;
}
var tileOrder = { exp: 4, unit: 3, action: 2, splay: 1 };
var escortOrder = { m2: 4, ag: 3, m1: 2, pig: 1 };
function chicagoHeuristic(seed = 0) {
  const random = createRandom(seed);
  return {
    name: `chicago-68-heuristic(${seed})`,
    choose({ player, view, legal }) {
      const side = sideOf2(player);
      const of = (type) => legal.filter((a) => a.type === type);
      const plays = of("play");
      if (plays.length > 0) return plays[random.int(plays.length)];
      const theater = of("streetTheater");
      if (theater.length > 0) return theater[0];
      const tactic = of("tactic");
      if (tactic.length > 0) return tactic[0];
      const benefit = legal.find((a) => a.type === "benefit" && a.benefit === "exposure");
      if (benefit) return benefit;
      const tiles2 = of("tile");
      if (tiles2.length > 0) return best(tiles2, (a) => tileOrder[a.tile] ?? 0);
      const flags = of("flag");
      if (flags.length > 0) return best(flags, (a) => a.value);
      const escorts2 = of("escort");
      if (escorts2.length > 0) return best(escorts2, (a) => escortOrder[a.unit] ?? 0);
      const units3 = of("unit");
      if (units3.length > 0) return best(units3, (a) => unitScore(view, side, a));
      const areas2 = of("area");
      if (areas2.length > 0) return best(areas2, (a) => areaScore(view, side, a.area) + random.int(2) / 4);
      const moves = of("move");
      if (moves.length > 0) return best(moves, (a) => (a.unit === "ag" ? 2 : 0) + areaScore(view, side, a.to) / 10);
      const calm = legal.filter((a) => a.type !== "discardCounter" && a.type !== "removeBarrier" && a.type !== "pass");
      const end = calm.find((a) => a.type === "endTurn");
      if (end) return end;
      const pool = calm.length > 0 ? calm : legal;
      return pool[random.int(pool.length)];
    }
  };
}

// src/games/chicago-68/bots/evaluate.ts
var logistic = (x) => 1 / (1 + Math.exp(-x));
function establishmentChance(s) {
  const blue = s.delegates.track.filter((c) => c === "blue").length;
  const nomination = logistic(0.5 * s.exposure) * logistic(0.6 * (2 * blue - s.delegates.track.length));
  const noAgitators = logistic(2.5 * (1 - agitatorsOnBoard(s)));
  return noAgitators + (1 - noAgitators) * nomination;
}
function chicagoEvaluate(s, seat) {
  const establishment = Object.entries(s.factionSeat).some(([f, x]) => x === seat && (f === "mayor" || f === "police"));
  const p = establishmentChance(s);
  return establishment ? p : 1 - p;
}

// src/games/chicago-68/text-board.ts
var UNITS = [["m1", "MOBE1"], ["m2", "MOBE2"], ["ag", "Agit"], ["pig", "Pig"], ["p1", "Plt1"], ["p2", "Plt2"], ["tac", "TAC"]];
function tokens(v, name) {
  const a = v.areas[name];
  const active = v.machine?.active[name] ?? 0;
  return [
    a.flag !== null ? `flag +${a.flag}` : "",
    a.gas ? "gas" : "",
    a.ng > 0 ? `NG\xD7${a.ng}` : "",
    a.minus > 0 ? `-1 Capital\xD7${a.minus}` : "",
    a.post !== null ? `post ${a.post || "empty"}` : "",
    active > 0 ? `active\xD7${active}` : "",
    v.jeep !== null && name === v.jeep ? "jeep" : ""
  ].filter((t) => t !== "").join(" ");
}
function chicagoTextBoard(v) {
  const paths2 = new Map((v.components ?? referenceComponents).paths.map((p) => [p.id, `${p.a}\u2013${p.b}`]));
  const path = (id) => paths2.get(id) ?? id;
  const barriers = Object.entries(v.paths).flatMap(([p, b]) => [...b.barricade ? [`Barricade ${path(p)}`] : [], ...b.wire ? [`Barbed Wire ${path(p)}`] : []]);
  const units3 = (counts3) => counted(Object.fromEntries(Object.entries(counts3).map(([k, n4]) => [unitName(k), n4])));
  const on = v.turn === null ? "" : ` \xB7 on turn: ${v.turn.faction}${v.turn.card ? " (card played)" : ""}`;
  return [
    `Round ${v.round} (${v.phase}) \xB7 Exposure ${v.exposure} \xB7 Instability ${v.instability} \xB7 Capital ${v.capital}${on}`,
    `Delegates ${listed(v.delegates.track)} (bag: ${counted(v.delegates.bag)}) \xB7 Tiles: ${listed(Object.entries(v.tiles).map(([t, side]) => `${t} ${side ?? "free"}`))}`,
    ...alignColumns([["Area", ...UNITS.map(([, label]) => label), ""], ...Object.keys(v.areas).map((name) => [name, ...UNITS.map(([k]) => String(v.areas[name].u[k] || ".")), tokens(v, name)])]),
    `Barriers      ${listed(barriers)}`,
    `Police        reserves ${units3(v.police.reserves)} \xB7 injured ${units3(v.police.injured)} \xB7 wire ${v.police.wire} \xB7 gas ${v.police.gas}`,
    `Supply        ${units3({ m1: v.supply.m1, m2: v.supply.m2, ag: v.supply.ag })} \xB7 flags ${listed(v.supply.flags)} \xB7 barricades ${v.supply.barricades}`,
    `Street Thtr.  ${listed(v.stSplay)} (deck ${v.stDeckSize})`,
    `Policies      ${listed(v.policySplay.map((p) => `${p.name} (paid ${p.paid})`))} (deck ${v.policyDeckSize})`,
    `Tactic        ${v.tactic ?? "\u2014"}${v.tacticUsed ? " (used)" : ""} \xB7 available ${v.tacticsAvailable.length}`,
    ...v.machine ? [`Machine       decks ${counted(v.machine.deckSizes)} \xB7 Active tokens in supply ${v.machine.activeSupply}`] : [],
    ...Object.entries(v.hands).map(([f, cards]) => `Your ${f.padEnd(8)} ${listed(cards)}`),
    `Hand sizes    ${counted(v.handSizes)}`
  ];
}
var chicagoHand = (v) => Object.values(v.hands).flat();

// src/games/chicago-68/index.ts
var rules = defineGame({
  id: "chicago-68",
  title: "Chicago '68",
  version: "6",
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema, event: eventSchema },
  players: (c) => seating(c).seats,
  setup: (c, rng) => chicagoTaskMachine.start(withMachine(initialState(c, rng), c)),
  toMove: chicagoTaskMachine.toMove,
  legalActions: chicagoTaskMachine.legalActions,
  chanceOutcomes: chicagoTaskMachine.chanceOutcomes,
  apply: chicagoTaskMachine.apply,
  explainIllegal,
  checkState: checkChicagoState,
  result: resultOf,
  view: viewOf,
  choicePaths: chicagoChoicePaths,
  seatsOf: (s) => s.seats,
  prompt: promptOf,
  ask: chicagoTaskMachine.ask,
  describe: describeAction,
  describeEvent,
  determinize: determinizeChicago,
  reveals: chicagoReveals
});
var chicago68 = withSpaces(rules, { actionSpace: chicagoActionSpace, observer: chicagoObserver });
var chicago68Scenarios = {
  scenario: (config, seed = 1) => chicagoScenario(chicago68.setup(config, seed)),
  from: chicagoScenario
};
var chicago68Module = {
  game: chicago68,
  heuristic: chicagoHeuristic,
  evaluate: chicagoEvaluate,
  scenario: chicago68Scenarios,
  textBoard: { board: chicagoTextBoard, hand: chicagoHand, reference: referenceComponents }
};

export {
  actionCards,
  incendiary,
  machineActions,
  machineTactics,
  machinePolicies,
  machineComponents,
  A,
  areas,
  paths,
  mobChaos,
  policies,
  MAX_COUNT,
  sourceSchema,
  sideSchema,
  factionSchema,
  areaKindSchema,
  areaSchema,
  pathSchema,
  whereSchema,
  effectSchema,
  actionCardSchema,
  streetTheaterSchema,
  policySchema,
  tacticSchema,
  mobChaosSchema,
  incendiarySchema,
  countsSchema,
  machineActionSchema,
  machineTacticSchema,
  machineComponentsSchema,
  componentSetSchema,
  streetTheater,
  tactics,
  counts2 as counts,
  referenceComponents,
  unitCensus,
  checkChicagoState,
  chicagoEndCodes,
  describedEventTypes,
  taskSchema,
  incendiaryConfigSchema,
  configSchema,
  unitsSchema,
  stateSchema,
  actionSchema,
  chanceQuestionSchema,
  viewSchema,
  eventSchema,
  chicagoScenario,
  currentTurn,
  pendingDraw,
  turnDecision,
  chicagoHeuristic,
  chicagoEvaluate,
  chicago68,
  chicago68Scenarios,
  chicago68Module
};
