import { G as Game, S as ScenarioBuilder } from '../bots-BjVqFGuZ.js';
import * as z from 'zod';
import { S as State, C as Counts, F as FreedomEvent, a as ComponentSet, b as Card, L as Leader, c as City, d as Candidate, A as Action, e as Config, V as View, f as ConfigInput, g as Seat, h as freeAtLast1955Heuristic, i as freeAtLast1955Evaluate, j as FreeAtLast1955Scenario, k as freeAtLast1955TextBoard } from '../text-board-p_KfVoOp.js';
export { E as Effect, l as FreeAtLast1955CityUnits, m as FreeAtLast1955Point, G as Goal, M as MAX_COUNT, n as Side, U as Unit, o as abilitySchema, p as actionSchema, q as candidateSchema, r as cardSchema, s as chanceQuestionSchema, t as citiesOfState, u as citySchema, v as componentSetSchema, w as configSchema, x as countsSchema, y as crtSchema, z as effectSchema, B as electionSchema, D as freeAtLast1955Scenario, H as freedomEventSchema, I as goalSchema, J as leaderSchema, K as rewardSchema, N as setupSchema, O as sideSchema, P as sourceSchema, Q as stateSchema, R as unitSchema, T as viewSchema } from '../text-board-p_KfVoOp.js';

/** Every event of Free At Last (1955–65). */
declare const eventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    type: z.ZodLiteral<"year">;
    year: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"drew">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"reshuffle">;
    cards: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"play">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    card: z.ZodNullable<z.ZodString>;
    use: z.ZodEnum<{
        event: "event";
        cities: "cities";
        recruit: "recruit";
        activate: "activate";
    }>;
    leader: z.ZodOptional<z.ZodString>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"pass">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"opsBonus">;
    used: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"placed">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"removed">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"moved">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    from: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"leaderMoved">;
    leader: z.ZodString;
    from: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"cityActivated">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"entrench">;
    city: z.ZodString;
    face: z.ZodOptional<z.ZodNumber>;
    w: z.ZodOptional<z.ZodNumber>;
    success: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"entrenchmentLost">;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"confrontation">;
    attacker: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    kind: z.ZodEnum<{
        protest: "protest";
        "mass arrest": "mass arrest";
    }>;
    city: z.ZodString;
    goal: z.ZodNullable<z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>>;
    leader: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"media">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"mediaRoll">;
    face: z.ZodNumber;
    result: z.ZodEnum<{
        low: "low";
        high: "high";
        normal: "normal";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"ability">;
    leader: z.ZodString;
    drm: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"confrontationCard">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"confrontationRoll">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    face: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"crt">;
    civilRights: z.ZodObject<{
        factors: z.ZodNumber;
        column: z.ZodNumber;
        modifier: z.ZodNumber;
        total: z.ZodNumber;
        losses: z.ZodNumber;
    }, z.core.$strict>;
    segregationist: z.ZodObject<{
        factors: z.ZodNumber;
        column: z.ZodNumber;
        modifier: z.ZodNumber;
        total: z.ZodNumber;
        losses: z.ZodNumber;
    }, z.core.$strict>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"loss">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"confrontationWon">;
    winner: z.ZodUnion<readonly [z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>, z.ZodLiteral<"tie">]>;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"noStronghold">;
    city: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"avoidAttempt">;
    leader: z.ZodString;
    ability: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"avoidRoll">;
    face: z.ZodNumber;
    rating: z.ZodNumber;
    success: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"avoided">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    from: z.ZodString;
    to: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedom">;
    by: z.ZodNumber;
    now: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"nonviolence">;
    by: z.ZodNumber;
    now: z.ZodNumber;
    why: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"marker">;
    city: z.ZodString;
    goal: z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freeCity">;
    city: z.ZodString;
    reward: z.ZodEnum<{
        units: "units";
        cards: "cards";
        ops: "ops";
        freedom: "freedom";
        nonviolence: "nonviolence";
    }>;
    n: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedomEventOpen">;
    event: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"freedomEventWon">;
    event: z.ZodString;
    name: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"klanAttack">;
    leader: z.ZodString;
    state: z.ZodString;
    face: z.ZodNumber;
    need: z.ZodNumber;
    eliminated: z.ZodBoolean;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"klan">;
    state: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"discarded">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    card: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"committed">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"electionRoll">;
    candidate: z.ZodString;
    face: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"electionTie">;
    totals: z.ZodArray<z.ZodNumber>;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"revealed">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    card: z.ZodString;
    candidate: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"elected">;
    name: z.ZodString;
    totals: z.ZodArray<z.ZodNumber>;
    S: z.ZodNumber;
    A: z.ZodNumber;
    V: z.ZodNumber;
}, z.core.$strict>, z.ZodObject<{
    type: z.ZodLiteral<"gameOver">;
    code: z.ZodEnum<{
        "decisive-civil-rights": "decisive-civil-rights";
        "marginal-civil-rights": "marginal-civil-rights";
        "marginal-segregationist": "marginal-segregationist";
        "decisive-segregationist": "decisive-segregationist";
        "movement-eliminated": "movement-eliminated";
        "nonviolence-abandoned": "nonviolence-abandoned";
    }>;
    winner: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    reason: z.ZodString;
}, z.core.$strict>], "type">;
/** An event of Free At Last (1955–65). */
type Event = z.infer<typeof eventSchema>;

/**
 * Every unit type summed over the map and the supply (K units over the states): constant for the
 * whole game, equal to the component set's counts (3.0; units removed go back to the supply).
 */
declare function unitCensus(s: State): Record<string, number>;
/** Every card, wherever it is: deck, hands, discard, removed, in front, played in a confrontation, committed to an election. */
declare function cardCensus(s: State): string[];

/** Every task kind. */
declare const taskSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"year">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"draw">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    left: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"plays">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"yearEnd">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"discard">;
    seats: z.ZodArray<z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"yearChecks">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"nextYear">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"place">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    left: z.ZodNumber;
    state: z.ZodNullable<z.ZodString>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"removeUnits">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    unit: z.ZodEnum<{
        S: "S";
        B: "B";
        N: "N";
        P: "P";
        W: "W";
    }>;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"klanPlace">;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"entrenchPick">;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"event">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    card: z.ZodString;
    effects: z.ZodArray<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"place">;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
            own: "own";
        }>;
        n: z.ZodNumber;
        state: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"remove">;
        unit: z.ZodEnum<{
            S: "S";
            B: "B";
            N: "N";
            P: "P";
            W: "W";
            opponent: "opponent";
        }>;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"klan">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"entrench">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"freedom">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"nonviolence">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"draw">;
        n: z.ZodNumber;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"freedomEvent">;
        event: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"overcome">;
    }, z.core.$strict>], "kind">>;
    next: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"cityAct">;
    seat: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    left: z.ZodNumber;
    done: z.ZodArray<z.ZodString>;
    city: z.ZodNullable<z.ZodString>;
    arrived: z.ZodRecord<z.ZodString, z.ZodObject<{
        B: z.ZodNumber;
        S: z.ZodNumber;
        N: z.ZodNumber;
        P: z.ZodNumber;
        W: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"entrenchRoll">;
    city: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"activation">;
    leader: z.ZodString;
    stage: z.ZodEnum<{
        move: "move";
        escort: "escort";
        attack: "attack";
    }>;
    from: z.ZodString;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confront">;
    attacker: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    leader: z.ZodString;
    city: z.ZodString;
    goal: z.ZodNullable<z.ZodEnum<{
        S: "S";
        A: "A";
        V: "V";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confLeader">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confAvoid">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"avoidRoll">;
    bonus: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"avoidMove">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confCards">;
    seats: z.ZodArray<z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"mediaRoll">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confRoll">;
    side: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"klanRoll">;
    state: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confResolve">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"losses">;
    side: z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>;
    left: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"confEnd">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"freeCity">;
    city: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"commit">;
    seats: z.ZodArray<z.ZodEnum<{
        civilRights: "civilRights";
        segregationist: "segregationist";
    }>>;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"electionRoll">;
    i: z.ZodNumber;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"electionResolve">;
}, z.core.$strip>], "kind">;
type Task = z.infer<typeof taskSchema>;

/** 10.2 The seven Freedom Events, as the rulebook gives them. */
declare const freedomEvents: FreedomEvent[];
/** Every count the rules need: the rulebook's where it gives them, the rest reconstructed. */
declare const counts: Counts;
/** The reference component set (validated at load). */
declare const referenceComponents: ComponentSet;

declare const cards: Card[];

declare const leaders: Leader[];

/** 2.1 The ten states. */
declare const states: ({
    name: string;
    source: {
        rule: string;
        reconstructed?: undefined;
    };
} | {
    name: string;
    source: {
        reconstructed: string;
        rule?: undefined;
    };
})[];
/** 2.1 The cities, their 2.3 stronghold factors and 10.0.1 free-city rewards. */
declare const cities: City[];

/** The President at the start (1955): his ratings are the political climate until the 1956 election. */
declare const president1955: Candidate;
declare const elections: {
    year: number;
    candidates: [Candidate, Candidate];
}[];

/** 5.3 The states with no B units. */
declare function statesWithoutB(s: State): string[];
/** 10.2 The Freedom Events won. */
declare const eventsWon: (s: State) => number;
/** 10.1–10.2 The civil rights player's points: the Freedom Track plus the Freedom Events bonus. */
declare function points(s: State): number;

/** The reference set's cards, by name. */
declare const referenceCardNames: readonly ["Rosa Parks", "King Takes Command", "Little Rock Nine", "Greensboro Sit Ins", "James Meredith", "March on Washington", "Civil Rights Act Proposed", "Voting Rights Act Proposed", "We Shall Overcome", "SCLC Founded", "Nashville Workshops", "SNCC Founded", "Freedom Rides", "Albany Movement", "Birmingham Campaign", "Freedom Vote", "Freedom Summer", "Federal Injunction", "Citizens' Councils", "Emmett Till Verdict", "Klan Revival", "Southern Manifesto", "Massive Resistance", "State Sovereignty Commission", "Interposition", "Church Bombings", "Freedom Riders Attacked", "Fire Hoses and Dogs", "Segregation Forever", "Economic Reprisals", "Television News", "Supreme Court Ruling", "Northern Newspapers", "Cold War Politics", "Local Elections", "Economic Boycott", "Presidential Speech", "Federal Marshals"];
/** The reference set's leaders, by name. */
declare const referenceLeaderNames: readonly ["Martin Luther King Jr.", "Ralph Abernathy", "Fred Shuttlesworth", "Medgar Evers", "Daisy Bates", "Bull Connor", "George Wallace", "Ross Barnett", "Orval Faubus"];
/** The reference map's cities, by name. */
declare const referenceCityNames: readonly ["Birmingham", "Montgomery", "Selma", "Little Rock", "Pine Bluff", "Tallahassee", "St. Augustine", "Atlanta", "Albany", "Savannah", "New Orleans", "Baton Rouge", "Jackson", "Oxford", "Greenwood", "Greensboro", "Durham", "Charlotte", "Charleston", "Orangeburg", "Nashville", "Memphis", "Washington DC", "Richmond", "Farmville"];
/** The reference map's states, by name. */
declare const referenceStateNames: readonly ["Alabama", "Arkansas", "Florida", "Georgia", "Louisiana", "Mississippi", "North Carolina", "South Carolina", "Tennessee", "Virginia"];

/** A card of the reference set, by name. */
type FreeAtLast1955CardName = (typeof referenceCardNames)[number];
/** A leader of the reference set, by name. */
type FreeAtLast1955LeaderName = (typeof referenceLeaderNames)[number];
/** A city of the reference map, by name. */
type FreeAtLast1955CityName = (typeof referenceCityNames)[number];
/** A state of the reference map, by name. */
type FreeAtLast1955StateName = (typeof referenceStateNames)[number];
/** The names an action's fields take: by default the reference set's. */
interface FreeAtLast1955Names {
    readonly card: string;
    readonly leader: string;
    readonly city: string;
    readonly state: string;
}
/** The reference set's names. */
interface FreeAtLast1955ReferenceNames extends FreeAtLast1955Names {
    readonly card: FreeAtLast1955CardName;
    readonly leader: FreeAtLast1955LeaderName;
    readonly city: FreeAtLast1955CityName;
    readonly state: FreeAtLast1955StateName;
}
/** An action field's name type: cards, leaders, cities (`city`, `to`) and states. */
type Field<F, N extends FreeAtLast1955Names, T> = F extends 'card' ? (null extends T ? N['card'] | null : N['card']) : F extends 'leader' ? N['leader'] : F extends 'city' | 'to' ? N['city'] : F extends 'state' ? N['state'] : T;
/**
 * Free At Last (1955–65)'s actions with their cards, leaders, cities and states typed by name. The
 * default is the reference set's names, so that a misspelt card, leader or city does not compile
 * and an editor completes them; with a component set of your own, `FreeAtLast1955NamedAction<FreeAtLast1955Names>`
 * (plain strings, the same as `FreeAtLast1955Action`). A generic rather than a `'Selma' | … | (string & {})`
 * widening, which would complete names but accept typos.
 */
type FreeAtLast1955NamedAction<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Action extends infer X ? X extends unknown ? {
    [F in keyof X]: Field<F, N, X[F]>;
} : never : never;
/** An event field's name type: cards, leaders, cities (`city`, `from`, `to`) and states, where they are plain strings. */
type EventField<F, N extends FreeAtLast1955Names, T> = string extends T ? (F extends 'card' ? N['card'] : F extends 'leader' ? N['leader'] : F extends 'city' | 'from' | 'to' ? N['city'] : F extends 'state' ? N['state'] : string) | Exclude<T, string> : T;
/**
 * Free At Last (1955–65)'s events with their cards, leaders, cities and states typed by name: by
 * default the reference set's (as `FreeAtLast1955NamedAction`), so that a misspelt name does not
 * compile; `FreeAtLast1955NamedEvent<FreeAtLast1955Names>` (plain strings) for a set of one's own.
 */
type FreeAtLast1955NamedEvent<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Event extends infer X ? X extends unknown ? {
    [F in keyof X]: EventField<F, N, X[F]>;
} : never : never;

/** A Free At Last (1955–65) end-reason code (10.3 and the sudden ends). */
type FreeAtLast1955EndCode = NonNullable<State['outcome']>['code'];

/**
 * The Free At Last (1955–65) game (id `free-at-last-1955`), with its integer actions and observations
 * (docs/research.md); its seats are `civilRights` and `segregationist`.
 *
 * @example
 * ```ts
 * import { freeAtLast1955 } from 'protest-rules/free-at-last-1955';
 *
 * const s = freeAtLast1955.setup({}, 1955);
 * console.log(freeAtLast1955.toMove(s), freeAtLast1955.prompt(s));
 * console.log(freeAtLast1955.legalActions(s).map((a) => freeAtLast1955.describe(s, a)));
 * ```
 */
declare const freeAtLast1955: Game<State, Action, Config, View, ConfigInput, Seat, FreeAtLast1955EndCode, Event>;
/** Free At Last (1955–65)'s scenario builders (the shape of `protest-rules/testing`): a game set up from a config and seed (default 1), or any state. */
declare const freeAtLast1955Scenarios: ScenarioBuilder<State, ConfigInput, FreeAtLast1955Scenario>;
/** Free At Last (1955–65) as one module: the game, its heuristic bot and evaluation, scenario builders and text board (the registry lists it). */
declare const freeAtLast1955Module: {
    readonly game: Game<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        year: number;
        cities: Record<string, {
            u: {
                B: number;
                S: number;
                N: number;
                P: number;
                W: number;
            };
            m: {
                S: boolean;
                A: boolean;
                V: boolean;
            };
            e: boolean;
            ns: boolean;
        }>;
        klan: Record<string, number>;
        supply: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
        leaders: Record<string, {
            city: string | null;
            activations: number;
            used: boolean;
        }>;
        freedom: number;
        nonviolence: number;
        freedomEvents: Record<string, "won" | "open">;
        climate: {
            name: string;
            popularity: number;
            S: number;
            A: number;
            V: number;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        };
        hands: {
            civilRights: string[];
            segregationist: string[];
        };
        deck: string[];
        discard: string[];
        removed: string[];
        inFront: {
            civilRights: string[];
            segregationist: string[];
        };
        actionsLeft: {
            civilRights: number;
            segregationist: number;
        };
        onMove: "civilRights" | "segregationist";
        opsBonus: number;
        overcome: boolean;
        conf: {
            attacker: "civilRights" | "segregationist";
            city: string;
            goal: "S" | "A" | "V" | null;
            leader: string;
            defLeader: string | null;
            media: boolean;
            mediaResult: "low" | "high" | "normal" | null;
            avoidFailed: boolean;
            cards: {
                civilRights: string[];
                segregationist: string[];
            };
            abilities: {
                civilRights: number;
                segregationist: number;
            };
            rolls: {
                civilRights: number | null;
                segregationist: number | null;
            };
            inflicted: {
                civilRights: number;
                segregationist: number;
            } | null;
        } | null;
        election: {
            commits: {
                civilRights: {
                    card: string;
                    candidate: number;
                } | null;
                segregationist: {
                    card: string;
                    candidate: number;
                } | null;
            };
            rolls: number[];
        } | null;
        tasks: ({
            kind: "year";
        } | {
            kind: "draw";
            seat: "civilRights" | "segregationist";
            left: number | null;
        } | {
            kind: "plays";
        } | {
            kind: "yearEnd";
        } | {
            kind: "discard";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "yearChecks";
        } | {
            kind: "nextYear";
        } | {
            kind: "place";
            seat: "civilRights" | "segregationist";
            unit: "S" | "B" | "N" | "P" | "W";
            left: number;
            state: string | null;
        } | {
            kind: "removeUnits";
            seat: "civilRights" | "segregationist";
            unit: "S" | "B" | "N" | "P" | "W";
            left: number;
        } | {
            kind: "klanPlace";
            left: number;
        } | {
            kind: "entrenchPick";
            left: number;
        } | {
            kind: "event";
            seat: "civilRights" | "segregationist";
            card: string;
            effects: ({
                kind: "place";
                unit: "S" | "B" | "N" | "P" | "W" | "own";
                n: number;
                state: string | null;
            } | {
                kind: "remove";
                unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                n: number;
            } | {
                kind: "klan";
                n: number;
            } | {
                kind: "entrench";
                n: number;
            } | {
                kind: "freedom";
                n: number;
            } | {
                kind: "nonviolence";
                n: number;
            } | {
                kind: "draw";
                n: number;
            } | {
                kind: "freedomEvent";
                event: string;
            } | {
                kind: "overcome";
            })[];
            next: number;
        } | {
            kind: "cityAct";
            seat: "civilRights" | "segregationist";
            left: number;
            done: string[];
            city: string | null;
            arrived: Record<string, {
                B: number;
                S: number;
                N: number;
                P: number;
                W: number;
            }>;
        } | {
            kind: "entrenchRoll";
            city: string;
        } | {
            kind: "activation";
            leader: string;
            stage: "move" | "escort" | "attack";
            from: string;
            left: number;
        } | {
            kind: "confront";
            attacker: "civilRights" | "segregationist";
            leader: string;
            city: string;
            goal: "S" | "A" | "V" | null;
        } | {
            kind: "confLeader";
        } | {
            kind: "confAvoid";
        } | {
            kind: "avoidRoll";
            bonus: number;
        } | {
            kind: "avoidMove";
        } | {
            kind: "confCards";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "mediaRoll";
        } | {
            kind: "confRoll";
            side: "civilRights" | "segregationist";
        } | {
            kind: "klanRoll";
            state: string;
        } | {
            kind: "confResolve";
        } | {
            kind: "losses";
            side: "civilRights" | "segregationist";
            left: number;
        } | {
            kind: "confEnd";
        } | {
            kind: "freeCity";
            city: string;
        } | {
            kind: "commit";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "electionRoll";
            i: number;
        } | {
            kind: "electionResolve";
        })[];
        outcome: {
            code: "decisive-civil-rights" | "marginal-civil-rights" | "marginal-segregationist" | "decisive-segregationist" | "movement-eliminated" | "nonviolence-abandoned";
            winner: "civilRights" | "segregationist";
            points: number | null;
            reason: string;
        } | null;
    }, {
        type: "recruit";
        card: string | null;
    } | {
        type: "activate";
        card: string | null;
        leader: string;
    } | {
        type: "cities";
        card: string | null;
    } | {
        type: "event";
        card: string;
    } | {
        type: "pass";
    } | {
        type: "city";
        city: string;
    } | {
        type: "state";
        state: string;
    } | {
        type: "move";
        unit: "S" | "B" | "N" | "P" | "W";
        to: string;
    } | {
        type: "bring";
        unit: "S" | "B" | "N" | "P" | "W";
    } | {
        type: "stay";
    } | {
        type: "attack";
        goal: "S" | "A" | "V" | null;
    } | {
        type: "leader";
        leader: string;
    } | {
        type: "avoid";
        ability: boolean;
    } | {
        type: "media";
    } | {
        type: "card";
        card: string;
    } | {
        type: "ability";
    } | {
        type: "loss";
        unit: "S" | "B" | "N" | "P" | "W";
    } | {
        type: "entrench";
    } | {
        type: "discard";
        card: string;
    } | {
        type: "commit";
        card: string;
        candidate: number;
    } | {
        type: "done";
    } | {
        type: "die";
        face: number;
    } | {
        type: "draw";
        card: string;
    }, {
        chance: "auto" | "manual";
        components?: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, {
        seat: string | null;
        year: number;
        toMove: string | null;
        prompt: string;
        cities: Record<string, {
            u: {
                B: number;
                S: number;
                N: number;
                P: number;
                W: number;
            };
            m: {
                S: boolean;
                A: boolean;
                V: boolean;
            };
            e: boolean;
            ns: boolean;
        }>;
        klan: Record<string, number>;
        supply: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
        leaders: Record<string, {
            city: string | null;
            activations: number;
            used: boolean;
        }>;
        freedom: number;
        nonviolence: number;
        freedomEvents: Record<string, "won" | "open">;
        climate: {
            name: string;
            popularity: number;
            S: number;
            A: number;
            V: number;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        };
        hand: string[];
        handSizes: {
            civilRights: number;
            segregationist: number;
        };
        deckSize: number;
        discard: string[];
        removed: string[];
        inFront: {
            civilRights: string[];
            segregationist: string[];
        };
        actionsLeft: {
            civilRights: number;
            segregationist: number;
        };
        onMove: "civilRights" | "segregationist";
        opsBonus: number;
        overcome: boolean;
        conf: {
            attacker: "civilRights" | "segregationist";
            city: string;
            goal: "S" | "A" | "V" | null;
            leader: string;
            defLeader: string | null;
            media: boolean;
            mediaResult: "low" | "high" | "normal" | null;
            avoidFailed: boolean;
            cards: {
                civilRights: string[];
                segregationist: string[];
            };
            abilities: {
                civilRights: number;
                segregationist: number;
            };
            rolls: {
                civilRights: number | null;
                segregationist: number | null;
            };
            inflicted: {
                civilRights: number;
                segregationist: number;
            } | null;
        } | null;
        election: {
            committed: {
                civilRights: boolean;
                segregationist: boolean;
            };
            own: {
                card: string;
                candidate: number;
            } | null;
            rolls: number[];
        } | null;
        legal: ({
            type: "recruit";
            card: string | null;
        } | {
            type: "activate";
            card: string | null;
            leader: string;
        } | {
            type: "cities";
            card: string | null;
        } | {
            type: "event";
            card: string;
        } | {
            type: "pass";
        } | {
            type: "city";
            city: string;
        } | {
            type: "state";
            state: string;
        } | {
            type: "move";
            unit: "S" | "B" | "N" | "P" | "W";
            to: string;
        } | {
            type: "bring";
            unit: "S" | "B" | "N" | "P" | "W";
        } | {
            type: "stay";
        } | {
            type: "attack";
            goal: "S" | "A" | "V" | null;
        } | {
            type: "leader";
            leader: string;
        } | {
            type: "avoid";
            ability: boolean;
        } | {
            type: "media";
        } | {
            type: "card";
            card: string;
        } | {
            type: "ability";
        } | {
            type: "loss";
            unit: "S" | "B" | "N" | "P" | "W";
        } | {
            type: "entrench";
        } | {
            type: "discard";
            card: string;
        } | {
            type: "commit";
            card: string;
            candidate: number;
        } | {
            type: "done";
        } | {
            type: "die";
            face: number;
        } | {
            type: "draw";
            card: string;
        })[];
        ask: {
            [x: string]: unknown;
            decision: string;
            seat: string;
        } | {
            chance: "draw";
            deck: "strategy";
            for: "civilRights" | "segregationist";
        } | {
            chance: "die";
            die: "media";
            city: string;
        } | {
            chance: "die";
            die: "confrontation";
            for: "civilRights" | "segregationist";
            city: string;
        } | {
            chance: "die";
            die: "avoidance";
            for: "civilRights" | "segregationist";
            city: string;
            bonus: number;
        } | {
            chance: "die";
            die: "klan";
            leader: string;
            state: string;
        } | {
            chance: "die";
            die: "entrenchment";
            for: "segregationist";
            city: string;
        } | {
            chance: "die";
            die: "election";
            candidate: string;
        } | null;
        components: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        outcome: {
            code: "decisive-civil-rights" | "marginal-civil-rights" | "marginal-segregationist" | "decisive-segregationist" | "movement-eliminated" | "nonviolence-abandoned";
            winner: "civilRights" | "segregationist";
            points: number | null;
            reason: string;
        } | null;
    }, {
        chance?: "auto" | "manual" | undefined;
        components?: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, "civilRights" | "segregationist", "decisive-civil-rights" | "marginal-civil-rights" | "marginal-segregationist" | "decisive-segregationist" | "movement-eliminated" | "nonviolence-abandoned", {
        type: "year";
        year: number;
    } | {
        type: "drew";
        seat: "civilRights" | "segregationist";
    } | {
        type: "reshuffle";
        cards: number;
    } | {
        type: "play";
        seat: "civilRights" | "segregationist";
        card: string | null;
        use: "event" | "cities" | "recruit" | "activate";
        leader?: string | undefined;
    } | {
        type: "pass";
        seat: "civilRights" | "segregationist";
    } | {
        type: "opsBonus";
        used: number;
    } | {
        type: "placed";
        seat: "civilRights" | "segregationist";
        unit: "S" | "B" | "N" | "P" | "W";
        city: string;
    } | {
        type: "removed";
        seat: "civilRights" | "segregationist";
        unit: "S" | "B" | "N" | "P" | "W";
        city: string;
    } | {
        type: "moved";
        seat: "civilRights" | "segregationist";
        unit: "S" | "B" | "N" | "P" | "W";
        from: string;
        to: string;
    } | {
        type: "leaderMoved";
        leader: string;
        from: string;
        to: string;
    } | {
        type: "cityActivated";
        seat: "civilRights" | "segregationist";
        city: string;
    } | {
        type: "entrench";
        city: string;
        success: boolean;
        face?: number | undefined;
        w?: number | undefined;
    } | {
        type: "entrenchmentLost";
        city: string;
    } | {
        type: "confrontation";
        attacker: "civilRights" | "segregationist";
        kind: "protest" | "mass arrest";
        city: string;
        goal: "S" | "A" | "V" | null;
        leader: string;
    } | {
        type: "media";
        seat: "civilRights" | "segregationist";
    } | {
        type: "mediaRoll";
        face: number;
        result: "low" | "high" | "normal";
    } | {
        type: "ability";
        leader: string;
        drm: number;
    } | {
        type: "confrontationCard";
        seat: "civilRights" | "segregationist";
        card: string;
    } | {
        type: "confrontationRoll";
        seat: "civilRights" | "segregationist";
        face: number;
    } | {
        type: "crt";
        civilRights: {
            factors: number;
            column: number;
            modifier: number;
            total: number;
            losses: number;
        };
        segregationist: {
            factors: number;
            column: number;
            modifier: number;
            total: number;
            losses: number;
        };
    } | {
        type: "loss";
        seat: "civilRights" | "segregationist";
        unit: "S" | "B" | "N" | "P" | "W";
        city: string;
    } | {
        type: "confrontationWon";
        winner: "tie" | "civilRights" | "segregationist";
        city: string;
    } | {
        type: "noStronghold";
        city: string;
    } | {
        type: "avoidAttempt";
        leader: string;
        ability: boolean;
    } | {
        type: "avoidRoll";
        face: number;
        rating: number;
        success: boolean;
    } | {
        type: "avoided";
        seat: "civilRights" | "segregationist";
        from: string;
        to: string;
    } | {
        type: "freedom";
        by: number;
        now: number;
        why: string;
    } | {
        type: "nonviolence";
        by: number;
        now: number;
        why: string;
    } | {
        type: "marker";
        city: string;
        goal: "S" | "A" | "V";
    } | {
        type: "freeCity";
        city: string;
        reward: "units" | "cards" | "ops" | "freedom" | "nonviolence";
        n: number;
    } | {
        type: "freedomEventOpen";
        event: string;
    } | {
        type: "freedomEventWon";
        event: string;
        name: string;
    } | {
        type: "klanAttack";
        leader: string;
        state: string;
        face: number;
        need: number;
        eliminated: boolean;
    } | {
        type: "klan";
        state: string;
    } | {
        type: "discarded";
        seat: "civilRights" | "segregationist";
        card: string;
    } | {
        type: "committed";
        seat: "civilRights" | "segregationist";
    } | {
        type: "electionRoll";
        candidate: string;
        face: number;
    } | {
        type: "electionTie";
        totals: number[];
    } | {
        type: "revealed";
        seat: "civilRights" | "segregationist";
        card: string;
        candidate: string;
    } | {
        type: "elected";
        name: string;
        totals: number[];
        S: number;
        A: number;
        V: number;
    } | {
        type: "gameOver";
        code: "decisive-civil-rights" | "marginal-civil-rights" | "marginal-segregationist" | "decisive-segregationist" | "movement-eliminated" | "nonviolence-abandoned";
        winner: "civilRights" | "segregationist";
        reason: string;
    }>;
    readonly heuristic: typeof freeAtLast1955Heuristic;
    readonly evaluate: typeof freeAtLast1955Evaluate;
    readonly scenario: ScenarioBuilder<{
        rng: number[];
        chance: "auto" | "manual";
        components: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | null;
        year: number;
        cities: Record<string, {
            u: {
                B: number;
                S: number;
                N: number;
                P: number;
                W: number;
            };
            m: {
                S: boolean;
                A: boolean;
                V: boolean;
            };
            e: boolean;
            ns: boolean;
        }>;
        klan: Record<string, number>;
        supply: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
        leaders: Record<string, {
            city: string | null;
            activations: number;
            used: boolean;
        }>;
        freedom: number;
        nonviolence: number;
        freedomEvents: Record<string, "won" | "open">;
        climate: {
            name: string;
            popularity: number;
            S: number;
            A: number;
            V: number;
            source: {
                rule: string;
            } | {
                reconstructed: string;
            };
        };
        hands: {
            civilRights: string[];
            segregationist: string[];
        };
        deck: string[];
        discard: string[];
        removed: string[];
        inFront: {
            civilRights: string[];
            segregationist: string[];
        };
        actionsLeft: {
            civilRights: number;
            segregationist: number;
        };
        onMove: "civilRights" | "segregationist";
        opsBonus: number;
        overcome: boolean;
        conf: {
            attacker: "civilRights" | "segregationist";
            city: string;
            goal: "S" | "A" | "V" | null;
            leader: string;
            defLeader: string | null;
            media: boolean;
            mediaResult: "low" | "high" | "normal" | null;
            avoidFailed: boolean;
            cards: {
                civilRights: string[];
                segregationist: string[];
            };
            abilities: {
                civilRights: number;
                segregationist: number;
            };
            rolls: {
                civilRights: number | null;
                segregationist: number | null;
            };
            inflicted: {
                civilRights: number;
                segregationist: number;
            } | null;
        } | null;
        election: {
            commits: {
                civilRights: {
                    card: string;
                    candidate: number;
                } | null;
                segregationist: {
                    card: string;
                    candidate: number;
                } | null;
            };
            rolls: number[];
        } | null;
        tasks: ({
            kind: "year";
        } | {
            kind: "draw";
            seat: "civilRights" | "segregationist";
            left: number | null;
        } | {
            kind: "plays";
        } | {
            kind: "yearEnd";
        } | {
            kind: "discard";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "yearChecks";
        } | {
            kind: "nextYear";
        } | {
            kind: "place";
            seat: "civilRights" | "segregationist";
            unit: "S" | "B" | "N" | "P" | "W";
            left: number;
            state: string | null;
        } | {
            kind: "removeUnits";
            seat: "civilRights" | "segregationist";
            unit: "S" | "B" | "N" | "P" | "W";
            left: number;
        } | {
            kind: "klanPlace";
            left: number;
        } | {
            kind: "entrenchPick";
            left: number;
        } | {
            kind: "event";
            seat: "civilRights" | "segregationist";
            card: string;
            effects: ({
                kind: "place";
                unit: "S" | "B" | "N" | "P" | "W" | "own";
                n: number;
                state: string | null;
            } | {
                kind: "remove";
                unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                n: number;
            } | {
                kind: "klan";
                n: number;
            } | {
                kind: "entrench";
                n: number;
            } | {
                kind: "freedom";
                n: number;
            } | {
                kind: "nonviolence";
                n: number;
            } | {
                kind: "draw";
                n: number;
            } | {
                kind: "freedomEvent";
                event: string;
            } | {
                kind: "overcome";
            })[];
            next: number;
        } | {
            kind: "cityAct";
            seat: "civilRights" | "segregationist";
            left: number;
            done: string[];
            city: string | null;
            arrived: Record<string, {
                B: number;
                S: number;
                N: number;
                P: number;
                W: number;
            }>;
        } | {
            kind: "entrenchRoll";
            city: string;
        } | {
            kind: "activation";
            leader: string;
            stage: "move" | "escort" | "attack";
            from: string;
            left: number;
        } | {
            kind: "confront";
            attacker: "civilRights" | "segregationist";
            leader: string;
            city: string;
            goal: "S" | "A" | "V" | null;
        } | {
            kind: "confLeader";
        } | {
            kind: "confAvoid";
        } | {
            kind: "avoidRoll";
            bonus: number;
        } | {
            kind: "avoidMove";
        } | {
            kind: "confCards";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "mediaRoll";
        } | {
            kind: "confRoll";
            side: "civilRights" | "segregationist";
        } | {
            kind: "klanRoll";
            state: string;
        } | {
            kind: "confResolve";
        } | {
            kind: "losses";
            side: "civilRights" | "segregationist";
            left: number;
        } | {
            kind: "confEnd";
        } | {
            kind: "freeCity";
            city: string;
        } | {
            kind: "commit";
            seats: ("civilRights" | "segregationist")[];
        } | {
            kind: "electionRoll";
            i: number;
        } | {
            kind: "electionResolve";
        })[];
        outcome: {
            code: "decisive-civil-rights" | "marginal-civil-rights" | "marginal-segregationist" | "decisive-segregationist" | "movement-eliminated" | "nonviolence-abandoned";
            winner: "civilRights" | "segregationist";
            points: number | null;
            reason: string;
        } | null;
    }, {
        chance?: "auto" | "manual" | undefined;
        components?: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        } | undefined;
    }, FreeAtLast1955Scenario>;
    readonly textBoard: {
        readonly board: typeof freeAtLast1955TextBoard;
        readonly hand: (v: View) => string[];
        readonly reference: {
            states: {
                name: string;
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cities: {
                name: string;
                state: string;
                stronghold: number;
                reward: {
                    kind: "units";
                    n: number;
                } | {
                    kind: "ops";
                    n: number;
                } | {
                    kind: "cards";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            leaders: {
                name: string;
                side: "civilRights" | "segregationist";
                scope: "state" | "national";
                state: string;
                city: string;
                leadership: number;
                tactical: number;
                ability: {
                    kind: "drm" | "avoid";
                    n: number;
                    per: "game" | "always" | "year";
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            cards: {
                name: string;
                ops: number;
                color: "blue" | "red" | "black";
                year: number;
                text: string;
                effects: ({
                    kind: "place";
                    unit: "S" | "B" | "N" | "P" | "W" | "own";
                    n: number;
                    state: string | null;
                } | {
                    kind: "remove";
                    unit: "S" | "B" | "N" | "P" | "W" | "opponent";
                    n: number;
                } | {
                    kind: "klan";
                    n: number;
                } | {
                    kind: "entrench";
                    n: number;
                } | {
                    kind: "freedom";
                    n: number;
                } | {
                    kind: "nonviolence";
                    n: number;
                } | {
                    kind: "draw";
                    n: number;
                } | {
                    kind: "freedomEvent";
                    event: string;
                } | {
                    kind: "overcome";
                })[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            elections: {
                year: number;
                candidates: [{
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }, {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                }];
            }[];
            freedomEvents: {
                id: string;
                name: string;
                cards: string[];
                goal: "S" | "A" | "V";
                cities: string[];
                states: string[];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            }[];
            crt: {
                columns: number[];
                firstRow: number;
                losses: number[][];
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
            counts: {
                units: Record<"S" | "K" | "B" | "N" | "P" | "W", number>;
                stacking: number;
                handSize: number;
                actionsPerYear: number;
                nonviolenceStart: number;
                nonviolenceMax: number;
                firstYear: number;
                lastYear: number;
                electionYears: number[];
                eliminationAfter: number;
                eliminationStates: number;
                freedomBonus: number[];
                bands: {
                    decisive: number;
                    marginal: number;
                    marginalSegregationist: number;
                };
                recruitment: {
                    civilRights: Record<string, number>[];
                    segregationist: Record<string, number>[];
                };
                mediaLow: number;
                mediaHigh: number;
            };
            setup: {
                units: {
                    city: string;
                    unit: "S" | "B" | "N" | "P" | "W";
                    n: number;
                }[];
                klan: {
                    state: string;
                    n: number;
                }[];
                president: {
                    name: string;
                    popularity: number;
                    S: number;
                    A: number;
                    V: number;
                    source: {
                        rule: string;
                    } | {
                        reconstructed: string;
                    };
                };
                source: {
                    rule: string;
                } | {
                    reconstructed: string;
                };
            };
        };
    };
};

export { Candidate, Card, City, ComponentSet, Counts, Action as FreeAtLast1955Action, type FreeAtLast1955CardName, type FreeAtLast1955CityName, Config as FreeAtLast1955Config, ConfigInput as FreeAtLast1955ConfigInput, type FreeAtLast1955EndCode, type Event as FreeAtLast1955Event, type FreeAtLast1955LeaderName, type FreeAtLast1955NamedAction, type FreeAtLast1955NamedEvent, type FreeAtLast1955Names, type FreeAtLast1955ReferenceNames, FreeAtLast1955Scenario, Seat as FreeAtLast1955Seat, State as FreeAtLast1955State, type FreeAtLast1955StateName, type Task as FreeAtLast1955Task, View as FreeAtLast1955View, FreedomEvent, Leader, cardCensus, cards, cities, points as civilRightsPoints, counts, elections, eventSchema, eventsWon, freeAtLast1955, freeAtLast1955Evaluate, freeAtLast1955Heuristic, freeAtLast1955Module, freeAtLast1955Scenarios, freedomEvents, leaders, president1955, referenceComponents, states, statesWithoutB, taskSchema, unitCensus };
